/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-report-pages.h: the printable report, as pages drawn on any cairo_t
 *
 * The PDF export and the GtkPrintOperation draw-page handler are two callers of the same
 * functions: paginate once with a PangoContext at 72 dpi (points), then render each page:
 *
 *   pages = breakeven_report_pages_new (project, analysis);
 *   n = breakeven_report_pages_paginate (pages, context, &geometry);     // begin-print
 *   breakeven_report_pages_render_page (pages, cr, context, page_nr);    // draw-page
 *
 * Give both calls contexts made the same way (gtk_print_context_create_pango_context, or
 * breakeven_report_pages_create_pango_context for a PDF), so text measures the same.
 */
#pragma once

#include <cairo.h>
#include <pango/pango.h>

#include "breakeven-chart.h"
#include "breakeven-cost.h"
#include "breakeven-project.h"

G_BEGIN_DECLS

/* ISO A4 in points */
#define BREAKEVEN_A4_WIDTH_PT (210.0 / 25.4 * 72.0)
#define BREAKEVEN_A4_HEIGHT_PT (297.0 / 25.4 * 72.0)

/* A page in points; content is drawn inside the margins */
typedef struct
{
  double width, height;
  double margin_top, margin_right, margin_bottom, margin_left;
} BreakevenPageGeometry;

/* A4 with 18 mm margins, for a PDF of our own */
void          breakeven_page_geometry_init_a4 (BreakevenPageGeometry *geometry);
/* A page whose printable area is WIDTH x HEIGHT already (a GtkPrintContext): no margins */
void          breakeven_page_geometry_init    (BreakevenPageGeometry *geometry,
                                               double                 width,
                                               double                 height);

typedef struct _BreakevenReportPages BreakevenReportPages;

/* Keeps a reference on PROJECT; ANALYSIS (of that project) must outlive the report */
BreakevenReportPages *breakeven_report_pages_new     (BreakevenProject        *project,
                                                      const BreakevenAnalysis *analysis);
void          breakeven_report_pages_free            (BreakevenReportPages    *self);
/* The date printed under the title; default: now */
void          breakeven_report_pages_set_date        (BreakevenReportPages    *self,
                                                      GDateTime               *date);
/* Default: the print palette */
void          breakeven_report_pages_set_palette     (BreakevenReportPages        *self,
                                                      const BreakevenChartPalette *palette);

/* The offers whose lines the charts leave out (HIDDEN[i] for the analysis's offer i, N_HIDDEN
 * entries; NULL: none), as the window's chart hides them.  A report of many offers explains the
 * verdict's offer, the runner-up's and those the chart shows; of a few, every offer. */
void          breakeven_report_pages_set_hidden      (BreakevenReportPages    *self,
                                                      const gboolean          *hidden,
                                                      guint                    n_hidden);

/* A device-independent context at 72 dpi with unhinted metrics, for paginating and drawing
 * to PDF without GTK, prepared as breakeven_report_pages_prepare_pango_context() does */
PangoContext *breakeven_report_pages_create_pango_context (void);
/* Sets CONTEXT (a print context's, unhinted) to lay the report's text out as the PDF's is:
 * at one size, scaled to each, glyphs unrounded, so that printing and the export break every
 * line alike */
void          breakeven_report_pages_prepare_pango_context (PangoContext *context);

/* Lays the report out on pages of GEOMETRY; returns the number of pages */
guint         breakeven_report_pages_paginate        (BreakevenReportPages        *self,
                                                      PangoContext                *context,
                                                      const BreakevenPageGeometry *geometry);
guint         breakeven_report_pages_get_n_pages     (BreakevenReportPages    *self);
/* Draws PAGE (from 0) of the last pagination, in points, at the origin of CR */
void          breakeven_report_pages_render_page     (BreakevenReportPages    *self,
                                                      cairo_t                 *cr,
                                                      PangoContext            *context,
                                                      guint                    page);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BreakevenReportPages, breakeven_report_pages_free)

G_END_DECLS
