/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-figure-box.h: figures side by side, as many to a line as fit, of one width */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define BREAKEVEN_TYPE_FIGURE_BOX (breakeven_figure_box_get_type ())
G_DECLARE_FINAL_TYPE (BreakevenFigureBox, breakeven_figure_box, BREAKEVEN, FIGURE_BOX, GtkWidget)

GtkWidget *breakeven_figure_box_new    (void);
void       breakeven_figure_box_append (BreakevenFigureBox *self,
                                        GtkWidget          *child);
/* How many figures a line holds at WIDTH */
guint      breakeven_figure_box_get_per_line (BreakevenFigureBox *self,
                                              int                 width);

G_END_DECLS
