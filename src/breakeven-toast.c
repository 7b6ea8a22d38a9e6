/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-toast.c: a notification from any widget inside the window */

#include "config.h"

#include <adwaita.h>

#include "breakeven-toast.h"

void
breakeven_show_toast (GtkWidget  *widget,
                      const char *text)
{
  GtkWidget *overlay = gtk_widget_get_ancestor (widget, ADW_TYPE_TOAST_OVERLAY);
  g_autofree char *escaped = NULL;

  if (overlay == NULL)
    return;
  /* A toast's title is markup in libadwaita 1.2 */
  escaped = g_markup_escape_text (text, -1);
  adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (overlay), adw_toast_new (escaped));
}
