/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-print.h: printing the report (or the chart alone) through GtkPrintOperation
 *
 * A print job holds what is printed (the report pages of the core, or one chart on a page)
 * and lays it out on a page setup; the print operation, the in-app preview and the tests all
 * draw through it, so paper, preview and PDF show the same pages.  The print settings and the
 * page setup chosen are kept on the application for the rest of the session.
 */
#pragma once

#include <gtk/gtk.h>

#include "breakeven-chart-view.h"
#include "breakeven-document.h"
#include "breakeven-report-pages.h"

G_BEGIN_DECLS

typedef enum
{
  BREAKEVEN_PRINT_REPORT,      /* the pages of the PDF report */
  BREAKEVEN_PRINT_CHART,       /* the chart that is showing, alone on a page */
} BreakevenPrintContent;

/* The page a page setup describes, in points, with at least the report's 18 mm margins */
void               breakeven_print_page_geometry (GtkPageSetup          *setup,
                                                  BreakevenPageGeometry *geometry);

/* The session's settings and page setup (A4 portrait until one is chosen); never NULL */
GtkPrintSettings  *breakeven_print_get_settings   (void);
GtkPageSetup      *breakeven_print_get_page_setup (void);
void               breakeven_print_set_page_setup (GtkPageSetup *setup);

typedef struct _BreakevenPrintJob BreakevenPrintJob;

/* What DOCUMENT shows now (its analysis), as CONTENT; CHART for BREAKEVEN_PRINT_CHART */
BreakevenPrintJob *breakeven_print_job_new          (BreakevenDocument      *document,
                                                     BreakevenPrintContent   content,
                                                     BreakevenChartKind      chart);
void               breakeven_print_job_free         (BreakevenPrintJob      *job);
/* The offers whose lines the charts leave out (breakeven_report_pages_set_hidden ()) */
void               breakeven_print_job_set_hidden   (BreakevenPrintJob      *job,
                                                     const gboolean         *hidden,
                                                     guint                   n_hidden);
/* Those WINDOW's chart hides, when WINDOW is a BreakevenWindow */
void               breakeven_print_job_set_hidden_from (BreakevenPrintJob   *job,
                                                        GtkWindow           *window);
BreakevenPrintContent breakeven_print_job_get_content (BreakevenPrintJob    *job);
/* Lays the job out on GEOMETRY with CONTEXT (kept for drawing); returns the number of pages */
guint              breakeven_print_job_paginate     (BreakevenPrintJob           *job,
                                                     PangoContext                *context,
                                                     const BreakevenPageGeometry *geometry);
guint              breakeven_print_job_get_n_pages  (BreakevenPrintJob      *job);
/* Draws PAGE (from 0) in points at the origin of CR, paper corner at the origin */
void               breakeven_print_job_render_page  (BreakevenPrintJob      *job,
                                                     cairo_t                *cr,
                                                     guint                   page);

/* A print operation for JOB on the session's settings and page setup, CURRENT_PAGE (from 0)
 * as the "current page" range; it remembers what the user chose once it has run */
GtkPrintOperation *breakeven_print_operation_new    (BreakevenPrintJob      *job,
                                                     int                     current_page);

/* Prints DOCUMENT as CONTENT: ACTION is GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG for the
 * dialog, GTK_PRINT_OPERATION_ACTION_EXPORT with EXPORT_PATH to write a PDF */
GtkPrintOperationResult breakeven_print_run          (GtkWindow              *parent,
                                                     BreakevenDocument      *document,
                                                     BreakevenPrintContent   content,
                                                     BreakevenChartKind      chart,
                                                     int                     current_page,
                                                     GtkPrintOperationAction action,
                                                     const char             *export_path,
                                                     GError                **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BreakevenPrintJob, breakeven_print_job_free)

G_END_DECLS
