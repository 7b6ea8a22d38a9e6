/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-report-layout.h: a small flow layout for printed pages: paragraphs, tables and
 * drawings placed down the page, split across pages at lines and rows.  Private to the report. */
#pragma once

#include <pango/pangocairo.h>

#include "breakeven-chart.h"

G_BEGIN_DECLS

typedef struct
{
  double width, height;
  double margin_top, margin_right, margin_bottom, margin_left;
} BreakevenFlowGeometry;

/* Draws a figure of WIDTH x HEIGHT at the origin of CR */
typedef void (*BreakevenFlowDrawFunc) (cairo_t      *cr,
                                       double        width,
                                       double        height,
                                       PangoContext *context,
                                       gpointer      data);

typedef enum
{
  BREAKEVEN_FLOW_ROW_NORMAL = 0,
  BREAKEVEN_FLOW_ROW_HEADER = 1 << 0, /* bold, ruled below, repeated on each page */
  BREAKEVEN_FLOW_ROW_TOTAL = 1 << 1,  /* bold, ruled above */
  BREAKEVEN_FLOW_ROW_MUTED = 1 << 2,
} BreakevenFlowRowFlags;

typedef struct _BreakevenFlow BreakevenFlow;

BreakevenFlow *breakeven_flow_new          (const BreakevenChartPalette *palette);
void           breakeven_flow_free         (BreakevenFlow *flow);

/* Text: SIZE in points; MUTED for secondary text; KEEP_WITH_NEXT for headings */
void           breakeven_flow_add_text     (BreakevenFlow *flow,
                                            const char    *text,
                                            double         size,
                                            gboolean       bold,
                                            gboolean       muted,
                                            double         space_before,
                                            gboolean       keep_with_next);
/* A table of N_COLUMNS; WIDTHS are fractions of the text width, RIGHT_ALIGNED per column */
void           breakeven_flow_begin_table  (BreakevenFlow  *flow,
                                            guint           n_columns,
                                            const double   *widths,
                                            const gboolean *right_aligned,
                                            double          size,
                                            gboolean        zebra,
                                            double          space_before);
/* N_COLUMNS cells (NULL: empty) */
void           breakeven_flow_add_row      (BreakevenFlow        *flow,
                                            BreakevenFlowRowFlags flags,
                                            const char * const   *cells);
/* A figure HEIGHT points high over the text width, kept on one page */
void           breakeven_flow_add_figure   (BreakevenFlow        *flow,
                                            double                height,
                                            double                space_before,
                                            BreakevenFlowDrawFunc draw,
                                            gpointer              data);
/* A footer on every page: LEFT text and "Page N of M" on the right */
void           breakeven_flow_set_footer   (BreakevenFlow *flow,
                                            const char    *left);

guint          breakeven_flow_paginate     (BreakevenFlow               *flow,
                                            PangoContext                *context,
                                            const BreakevenFlowGeometry *geometry);
guint          breakeven_flow_get_n_pages  (BreakevenFlow *flow);
void           breakeven_flow_render_page  (BreakevenFlow *flow,
                                            cairo_t       *cr,
                                            PangoContext  *context,
                                            guint          page);

G_END_DECLS
