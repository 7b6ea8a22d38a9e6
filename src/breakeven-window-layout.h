/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-window-layout.h: the window's adaptive layout, side by side or one column */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define BREAKEVEN_TYPE_WINDOW_LAYOUT (breakeven_window_layout_get_type ())
G_DECLARE_FINAL_TYPE (BreakevenWindowLayout, breakeven_window_layout, BREAKEVEN, WINDOW_LAYOUT,
                      GtkWidget)

/* Below this width the layout is one column */
#define BREAKEVEN_WINDOW_LAYOUT_WIDE_WIDTH 960

GtkWidget *breakeven_window_layout_new            (void);
void       breakeven_window_layout_set_summary    (BreakevenWindowLayout *self,
                                                   GtkWidget             *child);
void       breakeven_window_layout_set_editor     (BreakevenWindowLayout *self,
                                                   GtkWidget             *child);
void       breakeven_window_layout_set_chart      (BreakevenWindowLayout *self,
                                                   GtkWidget             *child);
/* Below this width the window is a phone's: the header keeps fewer buttons */
#define BREAKEVEN_WINDOW_LAYOUT_COMPACT_WIDTH 560

/* TRUE below BREAKEVEN_WINDOW_LAYOUT_COMPACT_WIDTH */
gboolean   breakeven_window_layout_get_compact    (BreakevenWindowLayout *self);
/* TRUE while the editor and the results are side by side */
gboolean   breakeven_window_layout_get_wide       (BreakevenWindowLayout *self);

G_END_DECLS
