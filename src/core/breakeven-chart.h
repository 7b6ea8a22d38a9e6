/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-chart.h: the chart renderer, the only drawing code (screen, print and export)
 *
 * Layered as sysprof does it: data (the analysis) -> scales and ticks (pure functions below)
 * -> renderers that draw on any cairo_t at any size with a palette the caller fills.  The
 * renderers return the layout they used (plot rectangle and data-to-pixel scales), so a widget
 * can draw a hover crosshair over what was drawn without repeating any geometry.
 *
 * Units are the cairo user units of the caller: pixels for an image or a widget, points for
 * PDF, SVG and print.  Text sizes are absolute in those units, so the same chart looks the same
 * whatever the PangoContext resolution.
 */
#pragma once

#include <cairo.h>
#include <glib.h>
#include <pango/pango.h>

#include "breakeven-chart-kind.h"
#include "breakeven-cost.h"
#include "breakeven-project.h"

G_BEGIN_DECLS

/* Palette ------------------------------------------------------------------------------------ */

typedef struct
{
  double red, green, blue, alpha;
} BreakevenRgba;

#define BREAKEVEN_CHART_MAX_SERIES_COLORS 8

typedef struct
{
  BreakevenRgba background;  /* alpha 0: draw no background (a widget over its own) */
  BreakevenRgba foreground;  /* titles, tick labels, axes */
  BreakevenRgba muted;       /* secondary text */
  BreakevenRgba grid;
  BreakevenRgba build;       /* the build's curve; the GPU in the budget ring */
  BreakevenRgba horizon;     /* the horizon line of the sensitivity chart, guides */
  /* One per compared offer; beyond n_series the colours repeat with a dash pattern */
  BreakevenRgba series[BREAKEVEN_CHART_MAX_SERIES_COLORS];
  guint n_series;
} BreakevenChartPalette;

void  breakeven_chart_palette_init_light (BreakevenChartPalette *palette);
void  breakeven_chart_palette_init_dark  (BreakevenChartPalette *palette);
/* White paper, colours that stay apart when printed in grey */
void  breakeven_chart_palette_init_print (BreakevenChartPalette *palette);
/* The colour of offer INDEX, and its dash style (0 solid, then dashed, dotted, dash-dot) */
const BreakevenRgba *breakeven_chart_palette_get_series (const BreakevenChartPalette *palette,
                                                         guint                        index,
                                                         guint                       *dash_style);

/* Scales and ticks (pure) -------------------------------------------------------------------- */

typedef enum
{
  BREAKEVEN_TICKS_DECIMAL, /* 1-2-5 x 10^n: money */
  BREAKEVEN_TICKS_MONTHS,  /* 1, 2, 3, 6, 12, 24, 60, 120, ...: months */
  BREAKEVEN_TICKS_HOURS,   /* 1, 2, 3, 4, 6, 12: hours of a day */
} BreakevenTickStyle;

typedef struct
{
  double first;  /* first tick value */
  double step;
  guint n;       /* number of ticks: first, first + step, ... */
  int decimals;  /* decimals that show every tick exactly */
} BreakevenTicks;

/* The round step for showing SPAN with at most MAX_TICKS intervals */
double   breakeven_chart_nice_step   (double             span,
                                      guint              max_ticks,
                                      BreakevenTickStyle style);
/* Ticks covering [LO, HI]; when EXTEND, LO and HI are widened to the outer ticks (for a value
 * axis), otherwise the ticks are those inside [LO, HI] (for a fixed domain) */
void     breakeven_chart_ticks       (double            *lo,
                                      double            *hi,
                                      guint              max_ticks,
                                      BreakevenTickStyle style,
                                      gboolean           extend,
                                      BreakevenTicks    *out);
double   breakeven_chart_tick_value  (const BreakevenTicks *ticks,
                                      guint                 i);

/* Linear map from [data_min, data_max] onto [pixel_min, pixel_max] (for y, pixel_min is the
 * bottom of the plot, so pixel_min > pixel_max) */
typedef struct
{
  double data_min, data_max;
  double pixel_min, pixel_max;
} BreakevenScale;

double   breakeven_scale_to_pixel    (const BreakevenScale *scale,
                                      double                value);
double   breakeven_scale_from_pixel  (const BreakevenScale *scale,
                                      double                pixel);

/* Layout ------------------------------------------------------------------------------------- */

typedef struct
{
  double x, y, width, height;
} BreakevenRect;

gboolean breakeven_rect_contains     (const BreakevenRect *rect,
                                      double               x,
                                      double               y);

/* Where a render put things.  For a hover crosshair: the month under the pointer is
 * breakeven_scale_from_pixel (&layout.x, x) when breakeven_rect_contains (&layout.plot, x, y),
 * and breakeven_scale_to_pixel (&layout.y, breakeven_cost_local_at (...)) is where to put the
 * build's marker. */
typedef struct
{
  double width, height;   /* of the whole chart */
  BreakevenRect title;    /* title and subtitle; empty without a title */
  BreakevenRect plot;     /* the data area; series are clipped to it */
  BreakevenRect legend;   /* may be empty */
  BreakevenScale x, y;
  BreakevenTicks x_ticks, y_ticks;
  double font_size;
  double line_width;
} BreakevenChartLayout;

/* Text cache --------------------------------------------------------------------------------- */

/* The text layouts of one chart kept from one render to the next (a widget that redraws on
 * every keystroke): a text drawn again at the same size is not laid out again.  Texts that a
 * render did not draw are dropped at its end, so the cache holds one render's worth.  Give one
 * cache to one PangoContext: it empties itself when the context changes. */
typedef struct _BreakevenChartTextCache BreakevenChartTextCache;

BreakevenChartTextCache *breakeven_chart_text_cache_new  (void);
void                     breakeven_chart_text_cache_free (BreakevenChartTextCache *cache);
/* Layouts held (for tests and benchmarks) */
guint                    breakeven_chart_text_cache_get_size (BreakevenChartTextCache *cache);
/* Layouts made since the cache was created (for tests and benchmarks) */
guint                    breakeven_chart_text_cache_get_n_created (BreakevenChartTextCache *cache);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BreakevenChartTextCache, breakeven_chart_text_cache_free)

/* Layer cache -------------------------------------------------------------------------------- */

/* The offers' curves of a line chart rasterised in layers (runs of offers in drawing order)
 * kept from one render to the next: a render after an edit to one offer draws again the layer
 * of that offer only, and a chart drawn with a new cache has the same pixels.  For a widget's
 * renders, at the widget's scale; an export or a print uses none (its curves stay vectors).
 * The crossings' labels have a layer of their own, drawn again when one of them moves or
 * changes.  With few offers the curves and labels are drawn each time, as without a cache. */
typedef struct _BreakevenChartLayerCache BreakevenChartLayerCache;

BreakevenChartLayerCache *breakeven_chart_layer_cache_new       (void);
void                      breakeven_chart_layer_cache_free      (BreakevenChartLayerCache *cache);
/* Device pixels per unit of the surfaces drawn on (a HiDPI screen's 2); default 1 */
void                      breakeven_chart_layer_cache_set_scale (BreakevenChartLayerCache *cache,
                                                                 double                    scale);
/* Layers rasterised since the cache was created (for tests and benchmarks) */
guint                     breakeven_chart_layer_cache_get_n_drawn (BreakevenChartLayerCache *cache);
/* Layers of the crossings' labels drawn since the cache was created (for tests and benchmarks) */
guint                     breakeven_chart_layer_cache_get_n_labels_drawn
                                                      (BreakevenChartLayerCache *cache);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BreakevenChartLayerCache, breakeven_chart_layer_cache_free)

/* Legend entries as drawn, for a widget to hit-test: the series is the offer's index in the
 * analysis, or one of these for the build's curves */
#define BREAKEVEN_CHART_SERIES_BUILD -1
#define BREAKEVEN_CHART_SERIES_BUILD_CASH -2
/* 3: a hybrid curve, the bursts' marks, and the burst view's entries */
#define BREAKEVEN_CHART_SERIES_HYBRID -3
#define BREAKEVEN_CHART_SERIES_BURSTS -4

typedef struct
{
  int series;
  gboolean hidden;
  BreakevenRect box;   /* swatch and text */
} BreakevenChartLegendBox;

/* Options ------------------------------------------------------------------------------------ */

typedef struct
{
  const BreakevenChartPalette *palette; /* NULL: light */
  const char *title;                    /* NULL or "": a default title (see hide_title) */
  const char *subtitle;                 /* NULL: a default subtitle */
  gboolean hide_title;                  /* no title block (a widget under its own heading) */
  const char *currency;                 /* the project's; NULL: CNY */
  double font_size;                     /* base text size in user units; 0: from the size */
  PangoContext *pango_context;          /* NULL: one made for the cairo_t */
  /* Offers whose lines are left out (by index in the analysis: hidden[i] for i < n_hidden):
   * no curve, no crossing, no part in the value axis; the legend keeps them, dimmed and struck
   * through, so that they can be shown again */
  const gboolean *hidden;
  guint n_hidden;
  BreakevenChartTextCache *text_cache;  /* NULL: every text laid out afresh */
  BreakevenChartLayerCache *layer_cache; /* NULL: the offers' curves stroked as vectors */
  GArray *legend_boxes;                 /* of BreakevenChartLegendBox; NULL: not wanted.
                                         * Emptied, then filled with the entries drawn */
  /* 3: offers whose hybrid curve the cumulative chart draws besides the verdict's (by index:
   * selected[i] for i < n_selected), as a widget selects them in its legend */
  const gboolean *selected;
  guint n_selected;
} BreakevenChartOptions;

/* Whether OPTIONS hides the line of offer INDEX */
gboolean breakeven_chart_options_is_hidden (const BreakevenChartOptions *options,
                                            guint                        index);

/* Base text size used for a chart of WIDTH x HEIGHT when the options give none */
double   breakeven_chart_default_font_size (double width,
                                            double height);

/* "AutoDL RTX 4090D": how an offer is named in legends and tables */
char    *breakeven_chart_offer_label      (BreakevenOffer *offer);
/* What happens to one offer's curve against the build, in words:
 * "breaks even at 29.1 months", "the build is cheaper from the start",
 * "crosses at 52.3 months, after the horizon", "the cloud stays cheaper for all 36 months and
 * beyond" */
char    *breakeven_chart_describe_crossing (double breakeven_months,
                                            double horizon_months);

/* Renderers ---------------------------------------------------------------------------------- */

/* Each draws in WIDTH x HEIGHT from the origin of CR, leaves CR's state as it found it, and
 * stores its layout in LAYOUT_OUT (may be NULL). */

/* The chart KIND, as the function for it below draws it (PROJECT is the budget's; the others
 * take their figures from ANALYSIS alone): the one call of the window, the print, the report
 * pages and the exports */
void     breakeven_chart_draw             (BreakevenChartKind           kind,
                                           cairo_t                     *cr,
                                           double                       width,
                                           double                       height,
                                           BreakevenProject            *project,
                                           const BreakevenAnalysis     *analysis,
                                           const BreakevenChartOptions *options,
                                           BreakevenChartLayout        *layout_out);

/* Cumulative cost against months 0..horizon: the build's net L(t) (and, with a resale value,
 * its cash curve Lc(t) thin and dashed), each offer's C(t), the first crossing of each offer with
 * L(t) (its breakeven_months) marked (dot, guide, label) or told in words in the legend */
void     breakeven_chart_draw_cumulative  (cairo_t                     *cr,
                                           double                       width,
                                           double                       height,
                                           const BreakevenAnalysis     *analysis,
                                           const BreakevenChartOptions *options,
                                           BreakevenChartLayout        *layout_out);

/* 3: whether the cumulative chart draws the hybrid curve of offer INDEX (a dashed line in the
 * offer's colour, with its own legend entry): the offer has a hybrid, its line is shown, and it
 * is the verdict's offer (rent or hybrid) or selected in OPTIONS */
gboolean breakeven_chart_draws_hybrid     (const BreakevenAnalysis     *analysis,
                                           const BreakevenChartOptions *options,
                                           guint                        index);

/* 3: one occurrence of a burst, as the cumulative chart marks it along its month axis */
typedef struct
{
  guint burst;        /* index in the analysis's bursts */
  guint occurrence;   /* k */
  double month;       /* t_k */
} BreakevenChartBurstMark;

/* The occurrences before the horizon whose days (t_k to t_k + days / D) come within
 * SLACK_MONTHS of MONTHS, for a hover read-out; a new array of BreakevenChartBurstMark */
GArray  *breakeven_chart_bursts_near      (const BreakevenAnalysis     *analysis,
                                           double                       months,
                                           double                       slack_months);

/* Breakeven month against hours of use per day (0.5 to 24), one curve per offer, with the
 * horizon as a horizontal line and the project's hours per day as a vertical guide.  Below the
 * horizon line the build is cheaper over the horizon, so a curve meets it at the offer's
 * breakeven_hours_per_day (horizon costs equal), which is ringed there and given in the legend */
void     breakeven_chart_draw_sensitivity (cairo_t                     *cr,
                                           double                       width,
                                           double                       height,
                                           const BreakevenAnalysis     *analysis,
                                           const BreakevenChartOptions *options,
                                           BreakevenChartLayout        *layout_out);
/* The curve the sensitivity chart draws for one offer, at HOURS_PER_DAY */
double   breakeven_chart_sensitivity_at   (const BreakevenAnalysis     *analysis,
                                           guint                        offer_index,
                                           double                       hours_per_day);

/* 3: the burst view's bars at MONTH of a year (0..12; every year of the horizon repeats it):
 * STEADY the daily use on the build, BUILD the bursts' work the build does that day, RENTED
 * what it cannot do in their days (hours a day, measured on the build, each from the
 * analysis's bursts: w / d and o / d).  ACTIVE (may be NULL) gets the indices (guint) of the
 * bursts under way.  Bursts with no occurrence before the horizon are left out. */
void     breakeven_chart_bursts_at        (const BreakevenAnalysis     *analysis,
                                           double                       month,
                                           double                      *steady,
                                           double                      *build,
                                           double                      *rented,
                                           GArray                      *active);
/* The burst view: one year of hours a day of work (the steady use, and each burst's W / d in
 * its days, stacked) against the build's capacity (the most hours a day it may run), split into
 * the part the build does and the part rented; the bursts' names over their bars */
void     breakeven_chart_draw_bursts      (cairo_t                     *cr,
                                           double                       width,
                                           double                       height,
                                           const BreakevenAnalysis     *analysis,
                                           const BreakevenChartOptions *options,
                                           BreakevenChartLayout        *layout_out);

/* Parts totals by category, the total in TOTAL (may be NULL); TOTALS has
 * BREAKEVEN_N_PART_CATEGORIES entries */
void     breakeven_chart_budget_totals    (BreakevenProject            *project,
                                           double                      *totals,
                                           double                      *total);
/* The parts by category as a ring, the GPU share in its centre, a legend with amounts.
 * The plot rectangle of the layout is the ring's bounding square. */
void     breakeven_chart_draw_budget      (cairo_t                     *cr,
                                           double                       width,
                                           double                       height,
                                           BreakevenProject            *project,
                                           const BreakevenAnalysis     *analysis,
                                           const BreakevenChartOptions *options,
                                           BreakevenChartLayout        *layout_out);

G_END_DECLS
