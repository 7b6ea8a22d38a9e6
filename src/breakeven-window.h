/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-window.h: the main window: one project, its editors, results and file actions */
#pragma once

#include <adwaita.h>

#include "breakeven-project.h"

G_BEGIN_DECLS

#define BREAKEVEN_TYPE_WINDOW (breakeven_window_get_type ())
G_DECLARE_FINAL_TYPE (BreakevenWindow, breakeven_window, BREAKEVEN, WINDOW, AdwApplicationWindow)

BreakevenWindow  *breakeven_window_new          (GtkApplication  *application);
BreakevenProject *breakeven_window_get_project  (BreakevenWindow *self);
/* The document's file; NULL for the sample or a new project */
GFile            *breakeven_window_get_file     (BreakevenWindow *self);
gboolean          breakeven_window_get_modified (BreakevenWindow *self);
/* No file and no change: a window that opening a file may reuse */
gboolean          breakeven_window_is_pristine  (BreakevenWindow *self);

/* Replaces the document, without asking: PROJECT, from FILE (may be NULL) */
void              breakeven_window_set_document (BreakevenWindow  *self,
                                                 BreakevenProject *project,
                                                 GFile            *file);
/* The bundled sample project, which has no file */
void              breakeven_window_open_sample  (BreakevenWindow *self);
/* What Open does once a file is chosen (and unsaved changes are settled): loads FILE, or shows
 * why it cannot and keeps the current document.  ERROR may be NULL. */
gboolean          breakeven_window_load_file    (BreakevenWindow  *self,
                                                 GFile            *file,
                                                 GError          **error);
/* What Save As does once a file is chosen: saves atomically and makes FILE the document's */
gboolean          breakeven_window_save_to_file (BreakevenWindow  *self,
                                                 GFile            *file,
                                                 GError          **error);
/* What Export does once a file is chosen: PDF report, SVG or PNG chart by extension */
gboolean          breakeven_window_export_to_file (BreakevenWindow  *self,
                                                   GFile            *file,
                                                   GError          **error);

G_END_DECLS
