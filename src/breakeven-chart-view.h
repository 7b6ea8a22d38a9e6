/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-chart-view.h: the core chart renderer in a widget, with a hover read-out */
#pragma once

#include <gtk/gtk.h>

#include "breakeven-chart.h"
#include "breakeven-project.h"

G_BEGIN_DECLS

#define BREAKEVEN_TYPE_CHART_VIEW (breakeven_chart_view_get_type ())
G_DECLARE_FINAL_TYPE (BreakevenChartView, breakeven_chart_view, BREAKEVEN, CHART_VIEW, GtkWidget)

GtkWidget          *breakeven_chart_view_new         (void);
BreakevenProject   *breakeven_chart_view_get_project (BreakevenChartView *self);
BreakevenChartKind  breakeven_chart_view_get_kind    (BreakevenChartView *self);
void                breakeven_chart_view_set_kind    (BreakevenChartView *self,
                                                      BreakevenChartKind  kind);
/* The hover read-out at widget coordinates (X, Y), as the pointer would show it; for tests */
void                breakeven_chart_view_hover       (BreakevenChartView *self,
                                                      double              x,
                                                      double              y);
const char         *breakeven_chart_view_get_readout (BreakevenChartView *self);

/* The lines of the offers the legend has turned off, for this document (both line charts) */
gboolean            breakeven_chart_view_get_offer_hidden (BreakevenChartView *self,
                                                           BreakevenOffer     *offer);
void                breakeven_chart_view_set_offer_hidden (BreakevenChartView *self,
                                                           BreakevenOffer     *offer,
                                                           gboolean            hidden);
/* The hidden lines by offer index in the document's analysis, as BreakevenChartOptions takes
 * them (N_HIDDEN entries); NULL (and 0) when every line is shown.  g_free () it. */
gboolean           *breakeven_chart_view_dup_hidden       (BreakevenChartView *self,
                                                           guint              *n_hidden);
/* How many of the analysis's offers have their lines hidden */
guint               breakeven_chart_view_count_hidden     (BreakevenChartView *self);
/* What a click at widget coordinates (X, Y) does: on an offer's legend entry, turns its line
 * off or on and returns TRUE */
gboolean            breakeven_chart_view_toggle_legend_at (BreakevenChartView *self,
                                                           double              x,
                                                           double              y);
/* Where the legend entry of offer OFFER_INDEX was drawn last; FALSE when it was not (not drawn
 * yet, or summarised as "+ N more") */
gboolean            breakeven_chart_view_get_legend_entry (BreakevenChartView *self,
                                                           guint               offer_index,
                                                           graphene_rect_t    *bounds);
/* The layout of the last draw (plot, scales), or NULL before one */
const BreakevenChartLayout *
                    breakeven_chart_view_get_layout       (BreakevenChartView *self);

G_END_DECLS
