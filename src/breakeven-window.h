/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-window.h: the main window: one document, its editors, results and file actions */
#pragma once

#include <adwaita.h>

#include "breakeven-chart-view.h"
#include "breakeven-document.h"
#include "breakeven-export.h"
#include "breakeven-project.h"

G_BEGIN_DECLS

#define BREAKEVEN_TYPE_WINDOW (breakeven_window_get_type ())
G_DECLARE_FINAL_TYPE (BreakevenWindow, breakeven_window, BREAKEVEN, WINDOW, AdwApplicationWindow)

BreakevenWindow   *breakeven_window_new          (GtkApplication  *application);
/* The "document" property: what the window shows, edits, saves and undoes */
BreakevenDocument *breakeven_window_get_document (BreakevenWindow *self);
/* Replaces the document, without asking */
void               breakeven_window_set_document (BreakevenWindow   *self,
                                                  BreakevenDocument *document);
/* The document's project, file and modified flag */
BreakevenProject  *breakeven_window_get_project  (BreakevenWindow *self);
/* NULL for the sample or a new project */
GFile             *breakeven_window_get_file     (BreakevenWindow *self);
/* As the document last settled its changes (the main loop settles them before the next
 * frame); no side effects: flush first to count a change of this main-loop turn */
gboolean           breakeven_window_get_modified (BreakevenWindow *self);
/* No file and no settled change: a window that opening a file may reuse */
gboolean           breakeven_window_is_pristine  (BreakevenWindow *self);
/* Settles the changes made in this main-loop turn now (breakeven_document_flush): before
 * asking whether the window is modified when that must count them (saving, closing) */
void               breakeven_window_flush_changes (BreakevenWindow *self);

/* The bundled sample project, which has no file */
void               breakeven_window_open_sample  (BreakevenWindow *self);
/* "sample" or "sample-deadlines": an example bundled in the resources */
void               breakeven_window_open_example (BreakevenWindow *self,
                                                  const char      *example);
/* The project worked on last time; if it can no longer be read, the sample, and a message that
 * says why (the file is never replaced) */
void               breakeven_window_open_last_file (BreakevenWindow *self,
                                                    GFile           *file);
/* What Open does once a file is chosen: reads FILE; one that cannot be read is explained and
 * the current document stays, unasked; otherwise unsaved changes are settled (Save / Discard /
 * Cancel) before FILE's document replaces this one */
void               breakeven_window_open_file    (BreakevenWindow *self,
                                                  GFile           *file);
/* Loads FILE at once, without asking, or shows why it cannot and keeps the current document.
 * ERROR may be NULL. */
gboolean           breakeven_window_load_file    (BreakevenWindow  *self,
                                                  GFile            *file,
                                                  GError          **error);
/* What Save As does once a file is chosen: saves atomically, makes FILE the document's and
 * says so in a toast */
gboolean           breakeven_window_save_to_file (BreakevenWindow  *self,
                                                  GFile            *file,
                                                  GError          **error);
/* Exports the format FILE's extension names (the chart showing, at the default size) */
gboolean           breakeven_window_export_to_file (BreakevenWindow  *self,
                                                    GFile            *file,
                                                    GError          **error);
/* What the export dialog does once a file is chosen: writes FORMAT (CHART at WIDTH x HEIGHT
 * for SVG and PNG) atomically, then says where in a toast with an Open button; a failure is
 * explained in a dialog and leaves any file there as it was */
gboolean           breakeven_window_export_as      (BreakevenWindow       *self,
                                                    GFile                 *file,
                                                    BreakevenExportFormat  format,
                                                    BreakevenChartKind     chart,
                                                    int                    width,
                                                    int                    height,
                                                    GError               **error);
/* The chart the results show */
BreakevenChartKind breakeven_window_get_chart_kind (BreakevenWindow *self);
/* Shows the page NAME ("parts", "usage", "offers"), the focus where it was last on it */
void               breakeven_window_show_page      (BreakevenWindow *self,
                                                    const char      *name);
/* The page NAME, built now if it was not yet (the pages but the first are built when first
 * shown); NULL for no such page */
GtkWidget         *breakeven_window_get_page       (BreakevenWindow *self,
                                                    const char      *name);
/* The chart the window shows (its kind, and the lines shown) */
BreakevenChartView *breakeven_window_get_chart     (BreakevenWindow *self);
/* Asks, one dialog each, whether to restore or discard the unsaved documents a previous run
 * left in DIRECTORY (NULL: the default recovery directory).  The first one restored replaces an
 * unmodified document here; the others open in windows of their own.  Returns how many are
 * offered. */
guint              breakeven_window_offer_recovery (BreakevenWindow *self,
                                                    GFile           *directory);

/* The window of APPLICATION that shows FILE (the same file, by whatever name or link), if any:
 * a file opened twice is one window */
BreakevenWindow   *breakeven_window_find_for_file   (GtkApplication    *application,
                                                     GFile             *file);

G_END_DECLS
