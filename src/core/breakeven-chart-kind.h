/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-chart-kind.h: the charts there are, registered as a GEnum (BREAKEVEN_TYPE_CHART_KIND,
 * in breakeven-enums.h) whose nicks are the names the command line takes ("cumulative", ...).
 * No cairo here: the command line names a chart without drawing it.  breakeven_chart_draw ()
 * (breakeven-chart.h) draws any of them; a new chart is a value here and a case there. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum
{
  BREAKEVEN_CHART_KIND_CUMULATIVE,  /* cumulative cost against months */
  BREAKEVEN_CHART_KIND_SENSITIVITY, /* breakeven month against hours of use a day */
  BREAKEVEN_CHART_KIND_BUDGET,      /* the parts by category */
  BREAKEVEN_CHART_KIND_BURSTS,      /* 3: one year of work a day against the build's capacity */
} BreakevenChartKind;

/* "cumulative", "sensitivity", "budget", "bursts" (the GEnum's nicks, as the command line names
 * them); FALSE for another */
gboolean    breakeven_chart_kind_from_nick (const char         *nick,
                                            BreakevenChartKind *kind);
/* The nick of KIND */
const char *breakeven_chart_kind_get_nick  (BreakevenChartKind  kind);

G_END_DECLS
