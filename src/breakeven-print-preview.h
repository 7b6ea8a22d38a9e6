/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-print-preview.h: the printed pages on screen, page by page, before printing
 *
 * The system preview runs an outside viewer, which a Flatpak does not have: this window draws
 * the print job's pages itself, on the session's page setup, with the report or the chart
 * alone to choose, and prints what it shows.
 */
#pragma once

#include <adwaita.h>

#include "breakeven-print.h"

G_BEGIN_DECLS

#define BREAKEVEN_TYPE_PRINT_PREVIEW (breakeven_print_preview_get_type ())
G_DECLARE_FINAL_TYPE (BreakevenPrintPreview, breakeven_print_preview, BREAKEVEN, PRINT_PREVIEW,
                      AdwWindow)

/* A preview of DOCUMENT as it is now; CHART is the chart printed alone */
GtkWidget            *breakeven_print_preview_new         (GtkWindow             *parent,
                                                           BreakevenDocument     *document,
                                                           BreakevenChartKind     chart);
guint                 breakeven_print_preview_get_n_pages (BreakevenPrintPreview *self);
/* The page shown, from 0 */
guint                 breakeven_print_preview_get_page    (BreakevenPrintPreview *self);
void                  breakeven_print_preview_set_page    (BreakevenPrintPreview *self,
                                                           guint                  page);
BreakevenPrintContent breakeven_print_preview_get_content (BreakevenPrintPreview *self);
void                  breakeven_print_preview_set_content (BreakevenPrintPreview *self,
                                                           BreakevenPrintContent  content);
/* Lays the pages out again on the session's page setup (after it changed) */
void                  breakeven_print_preview_reload      (BreakevenPrintPreview *self);

G_END_DECLS
