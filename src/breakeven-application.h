/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-application.h: the GtkApplication: windows, app actions, opening files */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define BREAKEVEN_TYPE_APPLICATION (breakeven_application_get_type ())
G_DECLARE_FINAL_TYPE (BreakevenApplication, breakeven_application, BREAKEVEN, APPLICATION,
                      AdwApplication)

BreakevenApplication *breakeven_application_new (void);

G_END_DECLS
