/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-toast.h: a notification from any widget inside the window */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Shows TEXT (plain text, not markup) in the toast overlay WIDGET is inside; nothing when it is
 * in none */
void breakeven_show_toast (GtkWidget  *widget,
                           const char *text);

G_END_DECLS
