/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-chart-view-private.h: what the chart view (breakeven-chart-view.c) and its hover
 * read-out (breakeven-chart-view-readout.c) share */
#pragma once

#include "breakeven-chart-view.h"
#include "breakeven-document.h"

G_BEGIN_DECLS

struct _BreakevenChartView
{
  GtkWidget parent_instance;

  GtkLabel *readout;

  BreakevenDocument *document;
  /* The document's "notify::analysis", whichever document is shown */
  GSignalGroup *document_signals;
  BreakevenChartKind kind;
  BreakevenChartPalette palette;

  BreakevenChartLayout layout;
  gboolean has_layout;
  /* The offers whose lines are hidden: BreakevenOffer (a reference) -> itself */
  GHashTable *hidden;
  /* The legend entries drawn last, and the one the keyboard is on (a series, or
   * BREAKEVEN_CHART_SERIES_BUILD for none yet) */
  GArray *legend_boxes;
  int focus_series;
  BreakevenChartTextCache *text_cache;
  /* The offers' curves as drawn last, so that a redraw draws again only what changed */
  BreakevenChartLayerCache *layer_cache;
  gboolean hovering;
  double hover_x, hover_y;
  char *readout_text;
  gboolean has_bursts;
};

/* breakeven-chart-view.c */
const BreakevenAnalysis *_breakeven_chart_view_get_analysis       (BreakevenChartView *self);
const char              *_breakeven_chart_view_get_currency       (BreakevenChartView *self);
gboolean                 _breakeven_chart_view_offer_is_hidden    (BreakevenChartView *self,
                                                                   BreakevenOffer     *offer);
/* The renderer's palette for the current style, into SELF->palette */
void                     _breakeven_chart_view_update_palette     (BreakevenChartView *self);
/* The options' offers: the lines hidden and the selection, into OPTIONS; free the two arrays
 * returned with g_free () */
void _breakeven_chart_view_fill_series_options (BreakevenChartView    *self,
                                                BreakevenChartOptions *options,
                                                gboolean             **hidden,
                                                gboolean             **selected);

/* breakeven-chart-view-readout.c */
/* Crosshair and a dot on each line at the pointer's x, over the chart drawn last */
void                     _breakeven_chart_view_snapshot_crosshair (BreakevenChartView *self,
                                                                   GtkSnapshot        *snapshot);
/* The pointer left: no read-out */
void                     _breakeven_chart_view_end_hover          (BreakevenChartView *self);
/* The read-out's label beside the pointer, inside the widget of WIDTH x HEIGHT */
void                     _breakeven_chart_view_allocate_readout   (BreakevenChartView *self,
                                                                   int                 width,
                                                                   int                 height);

G_END_DECLS
