/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-offers-page.h: the cloud offers being compared: add, edit, remove */
#pragma once

#include <adwaita.h>

#include "breakeven-page.h"
#include "breakeven-project.h"

G_BEGIN_DECLS

#define BREAKEVEN_TYPE_OFFERS_PAGE (breakeven_offers_page_get_type ())
G_DECLARE_FINAL_TYPE (BreakevenOffersPage, breakeven_offers_page, BREAKEVEN, OFFERS_PAGE, BreakevenPage)

GtkWidget        *breakeven_offers_page_new         (void);
BreakevenProject *breakeven_offers_page_get_project (BreakevenOffersPage *self);

G_END_DECLS
