/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-chart-view.h: the core chart renderer in a widget, with a hover read-out */
#pragma once

#include <gtk/gtk.h>

#include "breakeven-project.h"

G_BEGIN_DECLS

typedef enum
{
  BREAKEVEN_CHART_KIND_CUMULATIVE,
  BREAKEVEN_CHART_KIND_SENSITIVITY,
  BREAKEVEN_CHART_KIND_BUDGET,
} BreakevenChartKind;

#define BREAKEVEN_TYPE_CHART_KIND (breakeven_chart_kind_get_type ())
GType breakeven_chart_kind_get_type (void);

#define BREAKEVEN_TYPE_CHART_VIEW (breakeven_chart_view_get_type ())
G_DECLARE_FINAL_TYPE (BreakevenChartView, breakeven_chart_view, BREAKEVEN, CHART_VIEW, GtkWidget)

GtkWidget          *breakeven_chart_view_new         (void);
BreakevenProject   *breakeven_chart_view_get_project (BreakevenChartView *self);
void                breakeven_chart_view_set_project (BreakevenChartView *self,
                                                      BreakevenProject   *project);
BreakevenChartKind  breakeven_chart_view_get_kind    (BreakevenChartView *self);
void                breakeven_chart_view_set_kind    (BreakevenChartView *self,
                                                      BreakevenChartKind  kind);
/* The hover read-out at widget coordinates (X, Y), as the pointer would show it; for tests */
void                breakeven_chart_view_hover       (BreakevenChartView *self,
                                                      double              x,
                                                      double              y);
const char         *breakeven_chart_view_get_readout (BreakevenChartView *self);

G_END_DECLS
