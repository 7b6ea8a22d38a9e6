/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-compat.h: the one place that branches on GTK / libadwaita versions */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* The widget's current foreground colour (gtk_widget_get_color on GTK >= 4.10) */
void breakeven_compat_widget_get_color (GtkWidget *widget,
                                        GdkRGBA   *color);

/* FILE is NULL when the user cancelled */
typedef void (*BreakevenFileCallback) (GFile    *file,
                                       gpointer  user_data);

/* A file chooser: GtkFileDialog on GTK >= 4.10, GtkFileChooserNative before.
 * FILTERS is a list of GtkFileFilter (may be NULL); the first one is the default.
 * INITIAL_NAME (save only) and INITIAL_FILE may be NULL. */
void breakeven_compat_choose_file (GtkWindow             *parent,
                                   const char            *title,
                                   const char            *accept_label,
                                   gboolean               save,
                                   GListModel            *filters,
                                   GFile                 *initial_file,
                                   const char            *initial_name,
                                   BreakevenFileCallback  callback,
                                   gpointer               user_data);

/* A message dialog with the responses given as NULL-terminated pairs (id, label); the
 * callback receives the response id ("close" when dismissed with Escape).  The response
 * DEFAULT_RESPONSE is the default; responses named "save"/"discard" get the suggested /
 * destructive appearance.  Returns the dialog (owned by GTK), mainly for tests. */
typedef void (*BreakevenResponseCallback) (const char *response,
                                           gpointer    user_data);

GtkWidget *breakeven_compat_message (GtkWindow                 *parent,
                                     const char                *heading,
                                     const char                *body,
                                     const char                *default_response,
                                     BreakevenResponseCallback  callback,
                                     gpointer                   user_data,
                                     const char                *first_response_id,
                                     ...) G_GNUC_NULL_TERMINATED;

/* GTK 4.8 gives a tooltip its label's minimum width, so that a Chinese tooltip ("主菜单") stands
 * one character a line: the tooltips of ROOT and its descendants get a label of their own that
 * asks for a sensible width (the widgets that have a tooltip now; its text may change). */
void breakeven_compat_fix_tooltips (GtkWidget *root);
/* The same for a list's row (or cell) made by a factory, whose tooltips are given when it is
 * bound to an item: every widget of ROW, with a tooltip yet or not */
void breakeven_compat_fix_row_tooltips (GtkWidget *row);

G_END_DECLS
