/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-chart.c: the cumulative-cost and sensitivity charts */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "breakeven-bursts.h"
#include "breakeven-chart-private.h"
#include "breakeven-format.h"

#define MARK_LABEL_SCALE 0.85
/* Crossing dots, in line widths */
#define DOT_RADIUS_SCALE 2.3
/* Where the sensitivity chart starts: below half an hour a day nothing breaks even */
#define SENSITIVITY_MIN_HOURS 0.5
#define SENSITIVITY_MAX_HOURS 24.0
/* How far from the line drawn a sampled point may be left out, in user units (a tenth of a
 * pixel or point), and the most points left out in a row */
#define POLYLINE_TOLERANCE 0.1
#define POLYLINE_MAX_SKIPPED 64

/* A sampled curve drawn with the points that change its shape only: many offers' curves of
 * hundreds of samples each are most of what a PDF or SVG of them writes, and a point that lies
 * within POLYLINE_TOLERANCE of the straight line between the points kept around it changes no
 * pixel.  Feed it with polyline_add (), break it with polyline_break (), end with
 * polyline_finish () before stroking. */
typedef struct
{
  cairo_t *cr;
  gboolean has_anchor, has_end;
  double ax, ay;              /* the last point drawn */
  double ex, ey;              /* the newest point, not drawn yet */
  guint n_skipped;
  double skipped[POLYLINE_MAX_SKIPPED][2];  /* left out between the anchor and the end */
} Polyline;

static void
polyline_init (Polyline *pl,
               cairo_t  *cr)
{
  pl->cr = cr;
  pl->has_anchor = pl->has_end = FALSE;
  pl->n_skipped = 0;
}

/* Whether every point left out, and the end, stays within the tolerance of the line from the
 * anchor to (X, Y) */
static gboolean
polyline_fits (const Polyline *pl,
               double          x,
               double          y)
{
  double dx = x - pl->ax, dy = y - pl->ay;
  double length = hypot (dx, dy);

  if (!(length > 0) || pl->n_skipped >= POLYLINE_MAX_SKIPPED)
    return FALSE;
  if (fabs (dx * (pl->ey - pl->ay) - dy * (pl->ex - pl->ax)) > POLYLINE_TOLERANCE * length)
    return FALSE;
  for (guint i = 0; i < pl->n_skipped; i++)
    if (fabs (dx * (pl->skipped[i][1] - pl->ay) - dy * (pl->skipped[i][0] - pl->ax))
        > POLYLINE_TOLERANCE * length)
      return FALSE;
  return TRUE;
}

static void
polyline_add (Polyline *pl,
              double    x,
              double    y)
{
  if (!pl->has_anchor)
    {
      cairo_move_to (pl->cr, x, y);
      pl->ax = x;
      pl->ay = y;
      pl->has_anchor = TRUE;
      return;
    }
  if (pl->has_end && polyline_fits (pl, x, y))
    {
      pl->skipped[pl->n_skipped][0] = pl->ex;
      pl->skipped[pl->n_skipped][1] = pl->ey;
      pl->n_skipped++;
    }
  else if (pl->has_end)
    {
      cairo_line_to (pl->cr, pl->ex, pl->ey);
      pl->ax = pl->ex;
      pl->ay = pl->ey;
      pl->n_skipped = 0;
    }
  pl->ex = x;
  pl->ey = y;
  pl->has_end = TRUE;
}

/* Draws what is pending: the polyline ends here */
static void
polyline_finish (Polyline *pl)
{
  if (pl->has_end)
    cairo_line_to (pl->cr, pl->ex, pl->ey);
  pl->has_anchor = pl->has_end = FALSE;
  pl->n_skipped = 0;
}

/* A gap: the next point starts a new piece */
static void
polyline_break (Polyline *pl)
{
  polyline_finish (pl);
  cairo_new_sub_path (pl->cr);
}

char *
breakeven_chart_offer_label (BreakevenOffer *offer)
{
  const char *provider = breakeven_offer_get_provider (offer);
  const char *name = breakeven_offer_get_name (offer);
  gboolean has_provider = provider != NULL && *provider != '\0';
  gboolean has_name = name != NULL && *name != '\0';

  if (has_provider && has_name)
    /* Translators: how an offer is named in charts and tables: provider, then the offer's
     * name, e.g. "AutoDL RTX 4090D" */
    return g_strdup_printf (C_("offer label", "%s %s"), provider, name);
  if (has_name)
    return g_strdup (name);
  if (has_provider)
    return g_strdup (provider);
  return g_strdup (_("Cloud offer"));
}

char *
breakeven_chart_describe_crossing (double breakeven_months,
                                   double horizon_months)
{
  g_autofree char *months = NULL;

  if (isnan (breakeven_months))
    {
      /* No crossing within 1200 months: past the horizon and well beyond */
      months = breakeven_format_months (horizon_months);
      /* Translators: %s is a number of months, e.g. "36.0 months" */
      return g_strdup_printf (_("the cloud stays cheaper for all %s and beyond"), months);
    }
  if (breakeven_months <= 0)
    return g_strdup (_("the build is cheaper from the start"));

  months = breakeven_format_months (breakeven_months);
  if (breakeven_months > horizon_months)
    /* Translators: %s is a number of months, e.g. "52.3 months" */
    return g_strdup_printf (_("crosses at %s, after the horizon"), months);
  /* Translators: %s is a number of months, e.g. "29.1 months" */
  return g_strdup_printf (_("breaks even at %s"), months);
}

static double
horizon_of (const BreakevenAnalysis *analysis)
{
  double h = analysis->inputs.horizon_months;

  return h > 0 && isfinite (h) ? h : 1;
}

/* Curves ------------------------------------------------------------------------------------- */

typedef double (*CurveFunc) (gconstpointer data,
                             double        x);

static double
local_curve (gconstpointer data,
             double        months)
{
  return breakeven_cost_local_at (data, months);
}

static double
local_cash_curve (gconstpointer data,
                  double        months)
{
  return breakeven_cost_local_cash_at (data, months);
}

static double
cloud_curve (gconstpointer data,
             double        months)
{
  return breakeven_cost_cloud_at (data, months);
}

/* Widens [*LO, *HI] to hold FUNC over [0, HORIZON]: sampled, since the net build curve need
 * not be monotone (a resale value that changes over time), and with both ends exactly */
static void
extend_range (CurveFunc     func,
              gconstpointer data,
              double        horizon,
              double       *lo,
              double       *hi)
{
  for (guint i = 0; i <= 64; i++)
    {
      double v = func (data, horizon * i / 64);

      if (!isfinite (v))
        continue;
      *lo = MIN (*lo, v);
      *hi = MAX (*hi, v);
    }
}


/* Adds to MONTHS (of double) the occurrences of N_LUMPS lumps inside (LO, HI): where a curve
 * with them steps */
static void
add_occurrences (GArray                   *months,
                 const BreakevenBurstLump *lumps,
                 guint                     n_lumps,
                 double                    lo,
                 double                    hi)
{
  for (guint l = 0; l < n_lumps; l++)
    for (guint k = 0;; k++)
      {
        double t = breakeven_cost_lump_month (&lumps[l], k);

        if (!(t < hi) || k >= 100000)
          break;
        if (t > lo)
          g_array_append_val (months, t);
      }
}

/* Strokes FUNC over the x domain of LAYOUT: straight lines need their two ends only.  A curve
 * with burst lumps (N_LUMPS of them) is straight, or sampled, between its occurrences and steps
 * at each: one point at the occurrence (the lump is paid strictly after it) and one just after,
 * so that the step is drawn vertical */
static void
stroke_curve (BreakevenChartContext      *ctx,
              const BreakevenChartLayout *layout,
              CurveFunc                   func,
              gconstpointer               data,
              gboolean                    straight,
              const BreakevenBurstLump   *lumps,
              guint                       n_lumps,
              const BreakevenRgba        *color,
              guint                       dash_style,
              double                      width_scale)
{
  cairo_t *cr = ctx->cr;
  double x0 = layout->x.data_min, x1 = layout->x.data_max;
  guint n = straight ? 1 : (guint) CLAMP (layout->plot.width / 2, 16, 2000);
  g_autoptr(GArray) steps = g_array_new (FALSE, FALSE, sizeof (double));
  guint next_step = 0;
  double last_step = NAN;
  Polyline pl;

  polyline_init (&pl, cr);
  add_occurrences (steps, lumps, n_lumps, x0, x1);
  g_array_sort (steps, breakeven_chart_compare_doubles);
  for (guint i = 0; i <= n; i++)
    {
      double x = x0 + (x1 - x0) * i / n;
      double px, py;

      /* The steps up to this sample first, each as a vertical segment */
      while (next_step < steps->len && g_array_index (steps, double, next_step) <= x)
        {
          double t = g_array_index (steps, double, next_step++);
          double pt = breakeven_scale_to_pixel (&layout->x, t);
          double before = breakeven_scale_to_pixel (&layout->y, func (data, t));
          double after = breakeven_scale_to_pixel (&layout->y,
                                                   func (data, nextafter (t, INFINITY)));

          last_step = t;
          if (!isfinite (pt) || !isfinite (before) || !isfinite (after))
            {
              polyline_break (&pl);
              continue;
            }
          polyline_add (&pl, pt, before);
          polyline_add (&pl, pt, after);
        }
      /* A sample on a step: its value is the one before it, already drawn */
      if (x == last_step)
        continue;
      px = breakeven_scale_to_pixel (&layout->x, x);
      py = breakeven_scale_to_pixel (&layout->y, func (data, x));

      /* A point that is not a number is a gap in the curve */
      if (!isfinite (px) || !isfinite (py))
        {
          polyline_break (&pl);
          continue;
        }
      polyline_add (&pl, px, py);
    }
  polyline_finish (&pl);
  breakeven_chart_set_color (cr, color);
  cairo_set_line_width (cr, width_scale * ctx->line_width);
  breakeven_chart_set_dash (cr, dash_style, width_scale * ctx->line_width);
  cairo_stroke (cr);
}

static void
fill_dot (BreakevenChartContext *ctx,
          double                 x,
          double                 y,
          const BreakevenRgba   *color)
{
  cairo_t *cr = ctx->cr;

  if (!isfinite (x) || !isfinite (y))
    return;
  cairo_new_sub_path (cr);
  cairo_arc (cr, x, y, DOT_RADIUS_SCALE * ctx->line_width, 0, 2 * G_PI);
  breakeven_chart_set_color (cr, color);
  cairo_fill_preserve (cr);
  cairo_set_dash (cr, NULL, 0, 0);
  cairo_set_line_width (cr, 0.8 * ctx->line_width);
  breakeven_chart_set_color (cr, &ctx->palette->background);
  cairo_stroke (cr);
}



static void
show_text_on_halo (BreakevenChartContext *ctx,
                   const char            *text,
                   double                 x,
                   double                 y,
                   double                 align_x,
                   double                 align_y,
                   const BreakevenRgba   *color)
{
  double w, h;
  g_autoptr(PangoLayout) label =
    breakeven_chart_context_layout (ctx, BREAKEVEN_TEXT_PLAIN, text,
                                    MARK_LABEL_SCALE * ctx->font_size, FALSE, &w, &h);

  breakeven_chart_show_on_halo (ctx, label, x - align_x * w, y - align_y * h, color);
}

/* Puts TEXT next to the point (X, Y), on a halo, in the first corner around it that stays in the
 * plot and clear of PLACED; skips it when none does (the legend says it too) */
static void
place_mark_label (BreakevenChartContext      *ctx,
                  const BreakevenChartLayout *layout,
                  const char                 *text,
                  double                      x,
                  double                      y,
                  GArray                     *placed)
{
  static const double corners[][2] = { { 1, 1 }, { 0, 1 }, { 0, 0 }, { 1, 0 } };
  const BreakevenRect *plot = &layout->plot;
  double pad = 0.25 * ctx->font_size;
  double gap = pad + DOT_RADIUS_SCALE * ctx->line_width + 0.2 * ctx->font_size;
  double w, h;
  g_autoptr(PangoLayout) label = breakeven_chart_context_layout (ctx, BREAKEVEN_TEXT_PLAIN, text,
                                                                 MARK_LABEL_SCALE
                                                                 * ctx->font_size,
                                                                 FALSE, &w, &h);

  for (guint c = 0; c < G_N_ELEMENTS (corners); c++)
    {
      double ax = corners[c][0], ay = corners[c][1];
      double lx = x + (ax > 0 ? -gap : gap) - ax * w;
      double ly = y + (ay > 0 ? -gap : gap) - ay * h;
      BreakevenRect box = { lx - pad, ly - pad, w + 2 * pad, h + 2 * pad };
      gboolean clear = box.x >= plot->x && box.y >= plot->y
                       && box.x + box.width <= plot->x + plot->width
                       && box.y + box.height <= plot->y + plot->height;

      for (guint i = 0; clear && i < placed->len; i++)
        clear = !breakeven_chart_rect_intersects (&box, &g_array_index (placed, BreakevenRect, i));
      if (!clear)
        continue;

      breakeven_chart_show_on_halo (ctx, label, lx, ly, &ctx->palette->foreground);
      g_array_append_val (placed, box);
      return;
    }
}

static void
clip_to_plot (cairo_t                    *cr,
              const BreakevenChartLayout *layout)
{
  cairo_rectangle (cr, layout->plot.x, layout->plot.y, layout->plot.width, layout->plot.height);
  cairo_clip (cr);
}

/* Cumulative chart --------------------------------------------------------------------------- */

/* The offer whose hybrid the verdict rents (rent or hybrid), or -1 */
static int
verdict_offer (const BreakevenAnalysis *analysis)
{
  if (analysis->choice == BREAKEVEN_CHOICE_HYBRID || analysis->choice == BREAKEVEN_CHOICE_RENT)
    return analysis->choice_offer;
  return -1;
}

gboolean
breakeven_chart_draws_hybrid (const BreakevenAnalysis     *analysis,
                              const BreakevenChartOptions *options,
                              guint                        index)
{
  const BreakevenOfferResult *r = breakeven_analysis_get_offer (analysis, index);

  if (r == NULL || !r->has_hybrid || breakeven_chart_options_is_hidden (options, index))
    return FALSE;
  return (int) index == verdict_offer (analysis)
         || (options != NULL && options->selected != NULL && index < options->n_selected
             && options->selected[index]);
}

/* With bursts, a legend entry's detail says the strategy's horizon cost too: "DETAIL · ¥31,234
 * over 36.0 months" (DETAIL may be NULL) */
static char *
with_horizon_cost (BreakevenChartContext *ctx,
                   const char            *detail,
                   double                 cost,
                   double                 horizon)
{
  g_autofree char *money = NULL;
  g_autofree char *months = NULL;
  g_autofree char *text = NULL;

  if (!isfinite (cost))
    return g_strdup (detail);
  money = breakeven_format_money (cost, ctx->currency, 0);
  months = breakeven_format_months (horizon);
  /* Translators: a strategy's horizon cost in the chart's legend, e.g. "¥31,234 over 36.0
   * months" */
  text = g_strdup_printf (_("%s over %s"), money, months);
  if (detail == NULL || *detail == '\0')
    return g_steal_pointer (&text);
  return g_strdup_printf (_("%s · %s"), detail, text);
}

/* The dash of offer INDEX's hybrid curve: dashed, or dash-dot when the offer's own line is the
 * dashed one */
static guint
hybrid_dash (guint offer_dash)
{
  return offer_dash % 4 == 1 ? 3 : 1;
}

GArray *
breakeven_chart_bursts_near (const BreakevenAnalysis *analysis,
                             double                   months,
                             double                   slack_months)
{
  GArray *marks = g_array_new (FALSE, FALSE, sizeof (BreakevenChartBurstMark));

  g_return_val_if_fail (analysis != NULL, marks);
  for (guint b = 0; b < breakeven_analysis_get_n_bursts (analysis); b++)
    {
      const BreakevenBurstResult *burst = breakeven_analysis_get_burst (analysis, b);
      double span = burst->inputs.days / BREAKEVEN_DAYS_PER_MONTH;

      for (guint k = 0; k < burst->occurrences; k++)
        {
          double t = breakeven_burst_occurrence_month (&burst->inputs, k);

          if (months >= t - slack_months && months <= t + span + slack_months)
            {
              BreakevenChartBurstMark mark = { b, k, t };

              g_array_append_val (marks, mark);
            }
        }
    }
  return marks;
}

/* The bursts' occurrences before the horizon as bars along the foot of the plot, one burst's
 * days long */
static void
draw_burst_marks (BreakevenChartContext      *ctx,
                  const BreakevenChartLayout *layout,
                  const BreakevenAnalysis    *analysis,
                  double                      horizon)
{
  cairo_t *cr = ctx->cr;
  const BreakevenRgba *c = &ctx->palette->muted;
  double bottom = layout->plot.y + layout->plot.height;
  double tall = 0.45 * ctx->font_size;

  for (guint b = 0; b < breakeven_analysis_get_n_bursts (analysis); b++)
    {
      const BreakevenBurstResult *burst = breakeven_analysis_get_burst (analysis, b);
      double span = burst->inputs.days / BREAKEVEN_DAYS_PER_MONTH;

      for (guint k = 0; k < burst->occurrences; k++)
        {
          double t = breakeven_burst_occurrence_month (&burst->inputs, k);
          double x0 = breakeven_scale_to_pixel (&layout->x, t);
          double x1 = breakeven_scale_to_pixel (&layout->x, MIN (t + span, horizon));

          if (!isfinite (x0) || !isfinite (x1))
            continue;
          cairo_rectangle (cr, x0, bottom - tall, MAX (x1 - x0, 1.5 * ctx->line_width), tall);
        }
    }
  cairo_set_source_rgba (cr, c->red, c->green, c->blue, 0.7 * c->alpha);
  cairo_fill (cr);
}

/* The cumulative chart's curves of one offer: its cloud curve, and its hybrid's when drawn */
typedef struct
{
  const BreakevenAnalysis *analysis;
  const BreakevenChartOptions *options;
  const BreakevenChartLayout *layout;
} OfferCurves;

static void
key_add_lumps (GByteArray               *key,
               const BreakevenBurstLump *lumps,
               guint                     n_lumps)
{
  breakeven_chart_key_add_uint (key, n_lumps);
  for (guint j = 0; j < n_lumps; j++)
    {
      breakeven_chart_key_add_double (key, lumps[j].first_month);
      breakeven_chart_key_add_uint (key, lumps[j].per_year);
      breakeven_chart_key_add_double (key, lumps[j].fixed);
      breakeven_chart_key_add_double (key, lumps[j].priced);
    }
}

static void
offer_curves_key (GByteArray *key,
                  guint       index,
                  gpointer    data)
{
  const OfferCurves *curves = data;
  const BreakevenOfferResult *r = breakeven_analysis_get_offer (curves->analysis, index);
  gboolean hidden = breakeven_chart_options_is_hidden (curves->options, index);
  gboolean hybrid = breakeven_chart_draws_hybrid (curves->analysis, curves->options, index);

  breakeven_chart_key_add_uint (key, hidden);
  breakeven_chart_key_add_uint (key, hybrid);
  if (hidden)
    return;
  breakeven_chart_key_add_double (key, r->cloud.setup);
  breakeven_chart_key_add_double (key, r->cloud.per_month);
  breakeven_chart_key_add_double (key, r->cloud.interest_percent);
  breakeven_chart_key_add_double (key, r->cloud.own_time);
  breakeven_chart_key_add_double (key, r->cloud.price_change_percent);
  key_add_lumps (key, r->cloud.lumps, r->cloud.n_lumps);
  if (hybrid)
    {
      const BreakevenLocalCost *h = &r->hybrid;

      breakeven_chart_key_add_double (key, h->capex);
      breakeven_chart_key_add_double (key, h->electricity_per_month);
      breakeven_chart_key_add_double (key, h->maintenance_per_month);
      breakeven_chart_key_add_double (key, h->interest_percent);
      breakeven_chart_key_add_double (key, h->resale_base);
      breakeven_chart_key_add_double (key, h->resale_after_purchase_percent);
      breakeven_chart_key_add_double (key, h->resale_percent);
      breakeven_chart_key_add_double (key, h->horizon_months);
      breakeven_chart_key_add_double (key, h->own_time);
      breakeven_chart_key_add_double (key, h->price_change_percent);
      key_add_lumps (key, h->lumps, h->n_lumps);
    }
}

static void
stroke_offer_curves (BreakevenChartContext *ctx,
                     guint                  index,
                     gpointer               data)
{
  const OfferCurves *curves = data;
  const BreakevenOfferResult *r = breakeven_analysis_get_offer (curves->analysis, index);
  guint dash;
  const BreakevenRgba *color = breakeven_chart_palette_get_series (ctx->palette, index, &dash);

  if (breakeven_chart_options_is_hidden (curves->options, index))
    return;
  stroke_curve (ctx, curves->layout, cloud_curve, &r->cloud,
                r->cloud.interest_percent == 0 && r->cloud.price_change_percent == 0,
                r->cloud.lumps, r->cloud.n_lumps, color, dash, 1.0);
  if (breakeven_chart_draws_hybrid (curves->analysis, curves->options, index))
    stroke_curve (ctx, curves->layout, local_curve, &r->hybrid, r->hybrid.interest_percent == 0,
                  r->hybrid.lumps, r->hybrid.n_lumps, color, hybrid_dash (dash), 1.0);
}

void
breakeven_chart_draw_cumulative (cairo_t                     *cr,
                                 double                       width,
                                 double                       height,
                                 const BreakevenAnalysis     *analysis,
                                 const BreakevenChartOptions *options,
                                 BreakevenChartLayout        *layout_out)
{
  static const BreakevenChartOptions defaults = { 0 };
  BreakevenChartContext ctx;
  BreakevenLegend legend;
  BreakevenAxesSpec spec = { 0 };
  BreakevenChartLayout layout;
  const BreakevenLocalCost *local = &analysis->local;
  double horizon = horizon_of (analysis);
  guint n = breakeven_analysis_get_n_offers (analysis);
  double y_lo, y_hi;
  g_autofree char *subtitle = NULL;
  g_autofree char *hours = NULL;
  g_autofree char *months = NULL;
  g_autoptr(GArray) placed = g_array_new (FALSE, FALSE, sizeof (BreakevenRect));
  /* 3: with bursts the legend says each strategy's horizon cost */
  gboolean costs = breakeven_analysis_get_n_bursts (analysis) > 0;

  g_return_if_fail (cr != NULL && analysis != NULL);
  if (options == NULL)
    options = &defaults;

  breakeven_chart_context_init (&ctx, cr, width, height, options);
  breakeven_legend_init (&legend);
  cairo_save (cr);
  breakeven_chart_fill_background (&ctx, width, height);

  y_lo = 0;
  y_hi = 0;
  extend_range (local_curve, local, horizon, &y_lo, &y_hi);
  if (analysis->has_resale)
    extend_range (local_cash_curve, local, horizon, &y_lo, &y_hi);
  {
    g_autofree char *capex = breakeven_format_money (local->capex, ctx.currency, 0);
    g_autofree char *running = breakeven_format_money (analysis->running_per_month,
                                                       ctx.currency, 0);

    if (analysis->has_resale)
      {
        g_autofree char *resale = breakeven_format_money (analysis->resale_value, ctx.currency, 0);
        /* Translators: the legend entry of the build's net curve, e.g. "¥23,592 up front,
         * ¥131 a month, less ¥10,616 resale at the horizon" */
        g_autofree char *detail = g_strdup_printf (_("%s up front, %s a month, less %s resale "
                                                     "at the horizon"),
                                                   capex, running, resale);
        BreakevenLegendEntry *cash;

        if (costs)
          {
            char *full = with_horizon_cost (&ctx, detail,
                                            breakeven_analysis_get_strategy_cost (
                                              analysis, BREAKEVEN_CHOICE_BUILD, -1),
                                            horizon);

            g_free (detail);
            detail = full;
          }

        /* Translators: the legend entry of the build's curve when it has a resale value: what
         * owning it costs once it is sold */
        breakeven_legend_add (&legend, _("Build, net of resale"), detail, FALSE,
                              &ctx.palette->build, 0, FALSE);
        /* Translators: the legend entry of the build's thin dashed curve: what it has cost in
         * cash, before selling it */
        breakeven_legend_add (&legend, _("Build, cash paid"), _("before selling it"), FALSE,
                              &ctx.palette->build, 1, FALSE);
        cash = &g_array_index (legend.entries, BreakevenLegendEntry, legend.entries->len - 1);
        cash->thin = TRUE;
        cash->series = BREAKEVEN_CHART_SERIES_BUILD_CASH;
      }
    else
      {
        /* Translators: the build's legend entry, e.g. "¥23,592 up front, ¥131 a month" */
        g_autofree char *detail = g_strdup_printf (_("%s up front, %s a month"), capex, running);

        if (costs)
          {
            char *full = with_horizon_cost (&ctx, detail,
                                            breakeven_analysis_get_strategy_cost (
                                              analysis, BREAKEVEN_CHOICE_BUILD, -1),
                                            horizon);

            g_free (detail);
            detail = full;
          }
        breakeven_legend_add (&legend, _("Build"), detail, FALSE, &ctx.palette->build, 0, FALSE);
      }
  }
  for (guint i = 0; i < n; i++)
    {
      const BreakevenOfferResult *r = breakeven_analysis_get_offer (analysis, i);
      g_autofree char *label = breakeven_chart_offer_label (r->offer);
      g_autofree char *detail = breakeven_chart_describe_crossing (r->breakeven_months, horizon);
      gboolean marked = r->breakeven_months > 0 && r->breakeven_months <= horizon;
      gboolean hidden = breakeven_chart_options_is_hidden (options, i);
      guint dash;
      const BreakevenRgba *color = breakeven_chart_palette_get_series (ctx.palette, i, &dash);
      BreakevenLegendEntry *entry;

      /* The value axis fits the lines shown: hiding one expensive offer rescales the rest */
      if (!hidden)
        extend_range (cloud_curve, &r->cloud, horizon, &y_lo, &y_hi);
      if (costs)
        {
          char *full = with_horizon_cost (&ctx, detail,
                                          breakeven_analysis_get_strategy_cost (
                                            analysis, BREAKEVEN_CHOICE_RENT, (int) i),
                                          horizon);

          g_free (detail);
          detail = full;
        }
      /* What the plot cannot show (no crossing in it) must stay in words */
      entry = breakeven_legend_add (&legend, label, detail, !marked && !hidden, color, dash,
                                    FALSE);
      entry->series = (int) i;
      entry->hidden = hidden;

      /* The hybrid with this offer, after it: the verdict's, or one a widget has selected */
      if (breakeven_chart_draws_hybrid (analysis, options, i))
        {
          /* Translators: the legend entry of the hybrid curve (own the build, rent the offer
           * for what the bursts leave over), e.g. "Hybrid with AutoDL RTX 4090D" */
          g_autofree char *hybrid_label = g_strdup_printf (_("Hybrid with %s"), label);
          g_autofree char *hybrid_detail =
            with_horizon_cost (&ctx, NULL,
                               breakeven_analysis_get_strategy_cost (analysis,
                                                                     BREAKEVEN_CHOICE_HYBRID,
                                                                     (int) i),
                               horizon);

          extend_range (local_curve, &r->hybrid, horizon, &y_lo, &y_hi);
          entry = breakeven_legend_add (&legend, hybrid_label, hybrid_detail, FALSE, color,
                                        hybrid_dash (dash), FALSE);
          entry->series = BREAKEVEN_CHART_SERIES_HYBRID;
        }
    }
  if (costs)
    {
      GString *names = g_string_new (NULL);
      BreakevenLegendEntry *entry;

      for (guint b = 0; b < breakeven_analysis_get_n_bursts (analysis); b++)
        {
          const BreakevenBurstResult *burst = breakeven_analysis_get_burst (analysis, b);

          if (burst->occurrences == 0)
            continue;
          if (names->len > 0)
            /* Translators: between two bursts' names in the chart's legend */
            g_string_append (names, C_("list separator", ", "));
          g_string_append (names, burst->name != NULL && *burst->name != '\0'
                                  ? burst->name : _("Burst"));
        }
      /* Translators: the legend entry of the bars along the month axis: each burst's days */
      if (names->len > 0)
        {
          entry = breakeven_legend_add (&legend, _("Bursts, along the month axis"), names->str,
                                        FALSE, &ctx.palette->muted, 0, TRUE);
          entry->series = BREAKEVEN_CHART_SERIES_BURSTS;
        }
      g_string_free (names, TRUE);
    }

  hours = breakeven_format_hours_per_day (analysis->inputs.hours_per_day);
  months = breakeven_format_months (horizon);
  /* Translators: the chart's subtitle, e.g. "At 12.0 h/day, over 36.0 months" */
  subtitle = g_strdup_printf (_("At %s, over %s"), hours, months);
  spec.title = options->hide_title ? NULL
               : options->title != NULL && *options->title != '\0'
                 ? options->title : _("Build or rent: cumulative cost");
  spec.subtitle = options->subtitle != NULL ? options->subtitle : subtitle;
  spec.x_title = _("Months");
  spec.y_title = _("Cumulative cost");
  spec.x_lo = 0;
  spec.x_hi = horizon;
  spec.x_style = BREAKEVEN_TICKS_MONTHS;
  spec.x_format = breakeven_tick_format_number;
  spec.y_lo = y_lo;
  spec.y_hi = y_hi;
  spec.y_style = BREAKEVEN_TICKS_DECIMAL;
  spec.y_format = breakeven_tick_format_money;
  spec.legend = &legend;

  breakeven_axes_layout (&ctx, &spec, width, height, &layout);
  breakeven_axes_draw (&ctx, &spec, &layout);

  cairo_save (cr);
  clip_to_plot (cr, &layout);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  if (costs)
    draw_burst_marks (&ctx, &layout, analysis, horizon);
  /* Without interest every curve is straight on [0, H] (the resale value falls linearly and
   * reaches 0 at the horizon at the earliest), between the steps of its bursts; a cloud curve
   * whose prices change is not */
  if (analysis->has_resale)
    stroke_curve (&ctx, &layout, local_cash_curve, local, local->interest_percent == 0,
                  local->lumps, local->n_lumps, &ctx.palette->build, 1,
                  BREAKEVEN_CHART_THIN_SCALE);
  stroke_curve (&ctx, &layout, local_curve, local, local->interest_percent == 0,
                local->lumps, local->n_lumps, &ctx.palette->build, 0, 1.0);
  {
    OfferCurves curves = { analysis, options, &layout };

    if (breakeven_chart_layers_wanted (&ctx, n))
      breakeven_chart_draw_layered (&ctx, &layout, n, offer_curves_key, stroke_offer_curves,
                                    &curves);
    else
      for (guint i = 0; i < n; i++)
        stroke_offer_curves (&ctx, i, &curves);
  }

  /* Crossings over the lines: a guide down to the month axis, then the dot */
  for (guint i = 0; i < n; i++)
    {
      const BreakevenOfferResult *r = breakeven_analysis_get_offer (analysis, i);
      const BreakevenRgba *color = breakeven_chart_palette_get_series (ctx.palette, i, NULL);
      double t = r->breakeven_months, x, y;

      if (!(t > 0 && t <= horizon) || breakeven_chart_options_is_hidden (options, i))
        continue;
      x = breakeven_scale_to_pixel (&layout.x, t);
      y = breakeven_scale_to_pixel (&layout.y, breakeven_cost_local_at (local, t));
      breakeven_chart_set_color (cr, color);
      cairo_set_line_width (cr, MAX (1.0, 0.6 * ctx.line_width));
      breakeven_chart_set_dash (cr, 1, 0.6 * ctx.line_width);
      cairo_move_to (cr, x, y);
      cairo_line_to (cr, x, layout.plot.y + layout.plot.height);
      cairo_stroke (cr);
    }
  for (guint i = 0; i < n; i++)
    {
      const BreakevenOfferResult *r = breakeven_analysis_get_offer (analysis, i);
      const BreakevenRgba *color = breakeven_chart_palette_get_series (ctx.palette, i, NULL);
      double t = r->breakeven_months, x, y;
      double d = (DOT_RADIUS_SCALE + 0.4) * ctx.line_width;

      if (!(t > 0 && t <= horizon) || breakeven_chart_options_is_hidden (options, i))
        continue;
      x = breakeven_scale_to_pixel (&layout.x, t);
      y = breakeven_scale_to_pixel (&layout.y, breakeven_cost_local_at (local, t));
      fill_dot (&ctx, x, y, color);
      g_array_append_val (placed, ((BreakevenRect) { x - d, y - d, 2 * d, 2 * d }));
    }
  cairo_restore (cr);

  for (guint i = 0; i < n; i++)
    {
      const BreakevenOfferResult *r = breakeven_analysis_get_offer (analysis, i);
      double t = r->breakeven_months;
      g_autofree char *text = NULL;

      if (!(t > 0 && t <= horizon) || breakeven_chart_options_is_hidden (options, i))
        continue;
      text = breakeven_format_months (t);
      place_mark_label (&ctx, &layout, text, breakeven_scale_to_pixel (&layout.x, t),
                        breakeven_scale_to_pixel (&layout.y, breakeven_cost_local_at (local, t)),
                        placed);
    }

  cairo_restore (cr);
  if (layout_out != NULL)
    *layout_out = layout;
  breakeven_legend_clear (&legend);
  breakeven_chart_context_clear (&ctx);
}

/* The y nearest Y halfway between two horizontal grid lines, for a message in the plot that no
 * line should strike through */
static double
between_grid_lines (const BreakevenChartLayout *layout,
                    double                      y)
{
  const BreakevenTicks *ticks = &layout->y_ticks;
  double best = y, best_distance = INFINITY;

  for (guint i = 0; i + 1 < ticks->n; i++)
    {
      double mid = 0.5 * (breakeven_scale_to_pixel (&layout->y, breakeven_chart_tick_value (ticks, i))
                          + breakeven_scale_to_pixel (&layout->y,
                                                      breakeven_chart_tick_value (ticks, i + 1)));

      if (fabs (mid - y) < best_distance)
        {
          best = mid;
          best_distance = fabs (mid - y);
        }
    }
  return best;
}

/* Sensitivity chart -------------------------------------------------------------------------- */

double
breakeven_chart_sensitivity_at (const BreakevenAnalysis *analysis,
                                guint                    offer_index,
                                double                   hours_per_day)
{
  const BreakevenOfferResult *r = breakeven_analysis_get_offer (analysis, offer_index);
  BreakevenLocalCost local;
  BreakevenCloudCost cloud;

  g_return_val_if_fail (r != NULL, NAN);
  breakeven_cost_local_from_inputs (&analysis->inputs, hours_per_day, &local);
  breakeven_cost_cloud_from_inputs (&analysis->inputs, &r->inputs, hours_per_day, &cloud);
  return breakeven_cost_breakeven_month (&local, &cloud);
}

/* The engine's breakeven use in words; the figure itself as breakeven-format.c writes it
 * everywhere ("6.6 h/day", "0 h/day", "none") */
static char *
describe_breakeven_hours (double hours)
{
  g_autofree char *text = breakeven_format_hours_per_day (hours);

  if (isnan (hours))
    /* Translators: %s is "none" (no breakeven use) */
    return g_strdup_printf (_("breakeven use %s: the cloud is cheaper over the horizon up to "
                              "24 h/day"), text);
  if (hours <= 0)
    /* Translators: %s is "0 h/day" */
    return g_strdup_printf (_("breakeven use %s: the build is cheaper over the horizon at "
                              "every use"), text);
  /* Translators: %s is a daily use, e.g. "6.6 h/day" */
  return g_strdup_printf (_("same horizon cost at %s"), text);
}

/* A ring: where a curve meets the horizon line, at the engine's breakeven use */
static void
stroke_ring (BreakevenChartContext *ctx,
             double                 x,
             double                 y,
             const BreakevenRgba   *color)
{
  cairo_t *cr = ctx->cr;

  if (!isfinite (x) || !isfinite (y))
    return;
  cairo_new_sub_path (cr);
  cairo_arc (cr, x, y, 0.8 * DOT_RADIUS_SCALE * ctx->line_width, 0, 2 * G_PI);
  breakeven_chart_set_color (cr, &ctx->palette->background);
  cairo_fill_preserve (cr);
  cairo_set_dash (cr, NULL, 0, 0);
  cairo_set_line_width (cr, 0.9 * ctx->line_width);
  breakeven_chart_set_color (cr, color);
  cairo_stroke (cr);
}

void
breakeven_chart_draw_sensitivity (cairo_t                     *cr,
                                  double                       width,
                                  double                       height,
                                  const BreakevenAnalysis     *analysis,
                                  const BreakevenChartOptions *options,
                                  BreakevenChartLayout        *layout_out)
{
  static const BreakevenChartOptions defaults = { 0 };
  BreakevenChartContext ctx;
  BreakevenLegend legend;
  BreakevenAxesSpec spec = { 0 };
  BreakevenChartLayout layout;
  double horizon = horizon_of (analysis);
  double usage = analysis->inputs.hours_per_day;
  guint n = breakeven_analysis_get_n_offers (analysis);
  double y_hi = 2 * horizon, lowest_at_full_use = INFINITY;
  double f;

  g_return_if_fail (cr != NULL && analysis != NULL);
  if (options == NULL)
    options = &defaults;

  breakeven_chart_context_init (&ctx, cr, width, height, options);
  breakeven_legend_init (&legend);
  f = ctx.font_size;
  cairo_save (cr);
  breakeven_chart_fill_background (&ctx, width, height);

  for (guint i = 0; i < n; i++)
    {
      const BreakevenOfferResult *r = breakeven_analysis_get_offer (analysis, i);
      g_autofree char *label = breakeven_chart_offer_label (r->offer);
      g_autofree char *detail = describe_breakeven_hours (r->breakeven_hours_per_day);
      guint dash;
      const BreakevenRgba *color = breakeven_chart_palette_get_series (ctx.palette, i, &dash);
      gboolean hidden = breakeven_chart_options_is_hidden (options, i);
      BreakevenLegendEntry *entry;

      if (!hidden)
        {
          double v = breakeven_chart_sensitivity_at (analysis, i, SENSITIVITY_MAX_HOURS);

          if (isfinite (v))
            lowest_at_full_use = MIN (lowest_at_full_use, v);
        }
      /* A curve that never meets the horizon line leaves the figure to the words */
      entry = breakeven_legend_add (&legend, label, detail,
                                    !(r->breakeven_hours_per_day > 0) && !hidden, color, dash,
                                    FALSE);
      entry->series = (int) i;
      entry->hidden = hidden;
    }
  /* Twice the horizon shows both sides of it; further when even full-time use is beyond that,
   * so that at least one curve is in view */
  if (isfinite (lowest_at_full_use) && lowest_at_full_use > 0.8 * y_hi)
    y_hi = MIN (1.25 * lowest_at_full_use, BREAKEVEN_MAX_BREAKEVEN_MONTHS);

  spec.title = options->hide_title ? NULL
               : options->title != NULL && *options->title != '\0'
                 ? options->title : _("Breakeven by daily use");
  spec.subtitle = options->subtitle != NULL
                  ? options->subtitle
                  : _("The month from which the build is cheaper, by hours of use per day: "
                      "below the horizon line it costs less over the horizon");
  spec.x_title = _("Hours of use per day");
  spec.y_title = _("Breakeven (months)");
  spec.x_lo = 0;
  spec.x_hi = SENSITIVITY_MAX_HOURS;
  spec.x_style = BREAKEVEN_TICKS_HOURS;
  spec.x_format = breakeven_tick_format_number;
  spec.y_lo = 0;
  spec.y_hi = y_hi;
  spec.y_style = BREAKEVEN_TICKS_MONTHS;
  spec.y_format = breakeven_tick_format_number;
  spec.legend = &legend;

  breakeven_axes_layout (&ctx, &spec, width, height, &layout);
  breakeven_axes_draw (&ctx, &spec, &layout);

  cairo_save (cr);
  clip_to_plot (cr, &layout);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);

  /* The horizon, and the project's own use; without an offer the horizon line would only
   * cross out the message that says so */
  if (n > 0)
    {
      double y = breakeven_scale_to_pixel (&layout.y, horizon);

      breakeven_chart_set_color (cr, &ctx.palette->horizon);
      cairo_set_line_width (cr, 0.8 * ctx.line_width);
      breakeven_chart_set_dash (cr, 1, 0.8 * ctx.line_width);
      cairo_move_to (cr, layout.plot.x, y);
      cairo_line_to (cr, layout.plot.x + layout.plot.width, y);
      cairo_stroke (cr);
    }
  if (usage > 0 && usage <= SENSITIVITY_MAX_HOURS)
    {
      double x = breakeven_scale_to_pixel (&layout.x, usage);

      breakeven_chart_set_color (cr, &ctx.palette->muted);
      cairo_set_line_width (cr, 0.7 * ctx.line_width);
      breakeven_chart_set_dash (cr, 2, 0.7 * ctx.line_width);
      cairo_move_to (cr, x, layout.plot.y);
      cairo_line_to (cr, x, layout.plot.y + layout.plot.height);
      cairo_stroke (cr);
    }

  for (guint i = 0; i < n; i++)
    {
      guint dash;
      const BreakevenRgba *color = breakeven_chart_palette_get_series (ctx.palette, i, &dash);
      guint samples = (guint) CLAMP (layout.plot.width / 3, 48, 400);
      Polyline pl;

      if (breakeven_chart_options_is_hidden (options, i))
        continue;
      cairo_new_path (cr);
      polyline_init (&pl, cr);
      for (guint k = 0; k <= samples; k++)
        {
          double h = SENSITIVITY_MIN_HOURS
                     + (SENSITIVITY_MAX_HOURS - SENSITIVITY_MIN_HOURS) * k / samples;
          double v = breakeven_chart_sensitivity_at (analysis, i, h);

          if (isnan (v))
            {
              polyline_finish (&pl);
              continue;
            }
          /* Far above the plot the exact value does not matter, only that the line leaves it */
          v = MIN (v, 3 * y_hi);
          polyline_add (&pl, breakeven_scale_to_pixel (&layout.x, h),
                        breakeven_scale_to_pixel (&layout.y, v));
        }
      polyline_finish (&pl);
      breakeven_chart_set_color (cr, color);
      cairo_set_line_width (cr, ctx.line_width);
      breakeven_chart_set_dash (cr, dash, ctx.line_width);
      cairo_stroke (cr);
    }
  /* The breakeven use of each offer (the legend's figure) where its curve meets the horizon */
  for (guint i = 0; i < n; i++)
    {
      const BreakevenOfferResult *r = breakeven_analysis_get_offer (analysis, i);
      double h = r->breakeven_hours_per_day;

      if (h > 0 && h <= SENSITIVITY_MAX_HOURS && !breakeven_chart_options_is_hidden (options, i))
        stroke_ring (&ctx, breakeven_scale_to_pixel (&layout.x, h),
                     breakeven_scale_to_pixel (&layout.y, horizon),
                     breakeven_chart_palette_get_series (ctx.palette, i, NULL));
    }
  for (guint i = 0; usage > 0 && usage <= SENSITIVITY_MAX_HOURS && i < n; i++)
    {
      const BreakevenOfferResult *r = breakeven_analysis_get_offer (analysis, i);

      if (isfinite (r->breakeven_months) && r->breakeven_months <= y_hi
          && !breakeven_chart_options_is_hidden (options, i))
        fill_dot (&ctx, breakeven_scale_to_pixel (&layout.x, usage),
                  breakeven_scale_to_pixel (&layout.y, r->breakeven_months),
                  breakeven_chart_palette_get_series (ctx.palette, i, NULL));
    }
  cairo_restore (cr);

  if (n > 0)
    {
      g_autofree char *months = breakeven_format_months (horizon);
      /* Translators: the label of the horizon line, e.g. "Horizon: 36.0 months" */
      g_autofree char *text = g_strdup_printf (_("Horizon: %s"), months);

      show_text_on_halo (&ctx, text, layout.plot.x + layout.plot.width - 0.4 * f,
                         breakeven_scale_to_pixel (&layout.y, horizon) - 0.4 * f, 1, 1,
                         &ctx.palette->horizon);
    }
  if (usage > 0 && usage <= SENSITIVITY_MAX_HOURS)
    {
      g_autofree char *text = breakeven_format_hours_per_day (usage);
      double x = breakeven_scale_to_pixel (&layout.x, usage);
      gboolean right_side = x < layout.plot.x + 0.75 * layout.plot.width;

      show_text_on_halo (&ctx, text, x + (right_side ? 0.4 : -0.4) * f, layout.plot.y + 0.4 * f,
                         right_side ? 0 : 1, 0, &ctx.palette->muted);
    }
  if (n == 0)
    breakeven_chart_show_text (&ctx, _("No cloud offers to compare"), f, FALSE,
                               layout.plot.x + layout.plot.width / 2,
                               between_grid_lines (&layout,
                                                   layout.plot.y + layout.plot.height / 2),
                               0.5, 0.5, &ctx.palette->muted, NULL);

  cairo_restore (cr);
  if (layout_out != NULL)
    *layout_out = layout;
  breakeven_legend_clear (&legend);
  breakeven_chart_context_clear (&ctx);
}
