/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-usage-page.h: usage, power, running costs, currency and exchange rates */
#pragma once

#include <adwaita.h>

#include "breakeven-page.h"

#include "breakeven-project.h"

G_BEGIN_DECLS

#define BREAKEVEN_TYPE_USAGE_PAGE (breakeven_usage_page_get_type ())
G_DECLARE_FINAL_TYPE (BreakevenUsagePage, breakeven_usage_page, BREAKEVEN, USAGE_PAGE, BreakevenPage)

GtkWidget        *breakeven_usage_page_new         (void);
BreakevenProject *breakeven_usage_page_get_project (BreakevenUsagePage *self);

G_END_DECLS
