/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-chart-cumulative.c: the cumulative-cost chart: the build's curves, each offer's, the
 * hybrids', the bursts' marks, and each offer's crossing with the build (guide, dot, label) */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "breakeven-bursts.h"
#include "breakeven-chart-private.h"
#include "breakeven-format.h"

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
  breakeven_chart_stroke_curve (ctx, curves->layout, breakeven_chart_cloud_curve, &r->cloud,
                                r->cloud.interest_percent == 0
                                && r->cloud.price_change_percent == 0,
                                r->cloud.lumps, r->cloud.n_lumps, color, dash, 1.0);
  if (breakeven_chart_draws_hybrid (curves->analysis, curves->options, index))
    breakeven_chart_stroke_curve (ctx, curves->layout, breakeven_chart_local_curve, &r->hybrid,
                                  r->hybrid.interest_percent == 0, r->hybrid.lumps,
                                  r->hybrid.n_lumps, color, hybrid_dash (dash), 1.0);
}

/* Each offer's crossing with the build, where the plot shows it */
typedef struct
{
  double months;
  double x, y;
  gboolean shown;
} Crossing;

typedef struct
{
  Crossing *points;
  const BreakevenChartLayout *layout;
} Crossings;

static void
crossing_key (GByteArray *key,
              guint       index,
              gpointer    data)
{
  const Crossing *c = &((const Crossings *) data)->points[index];

  breakeven_chart_key_add_uint (key, c->shown);
  if (!c->shown)
    return;
  breakeven_chart_key_add_double (key, c->x);
  breakeven_chart_key_add_double (key, c->y);
}

/* A dotted guide from the crossing down to the month axis */
static void
draw_crossing_guide (BreakevenChartContext *ctx,
                     guint                  index,
                     gpointer               data)
{
  const Crossings *crossings = data;
  const Crossing *c = &crossings->points[index];
  const BreakevenChartLayout *layout = crossings->layout;
  cairo_t *cr = ctx->cr;

  if (!c->shown)
    return;
  breakeven_chart_set_color (cr, breakeven_chart_palette_get_series (ctx->palette, index, NULL));
  cairo_set_line_width (cr, MAX (1.0, 0.6 * ctx->line_width));
  breakeven_chart_set_dash (cr, 1, 0.6 * ctx->line_width);
  cairo_move_to (cr, c->x, c->y);
  cairo_line_to (cr, c->x, layout->plot.y + layout->plot.height);
  cairo_stroke (cr);
}

static void
draw_crossing_dot (BreakevenChartContext *ctx,
                   guint                  index,
                   gpointer               data)
{
  const Crossing *c = &((const Crossings *) data)->points[index];

  if (c->shown)
    breakeven_chart_fill_dot (ctx, c->x, c->y,
                              breakeven_chart_palette_get_series (ctx->palette, index, NULL));
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
  double horizon = breakeven_chart_horizon_of (analysis);
  guint n = breakeven_analysis_get_n_offers (analysis);
  double y_lo, y_hi;
  g_autofree char *subtitle = NULL;
  g_autofree char *hours = NULL;
  g_autofree char *months = NULL;
  g_autoptr(BreakevenMarkLabels) labels = NULL;
  Crossings crossings;
  gboolean layered;
  /* 3: with bursts the legend says each strategy's horizon cost */
  gboolean costs = breakeven_analysis_get_n_bursts (analysis) > 0;

  g_return_if_fail (cr != NULL && analysis != NULL);
  if (options == NULL)
    options = &defaults;

  breakeven_chart_context_init (&ctx, cr, width, height, options);
  layered = breakeven_chart_layers_wanted (&ctx, n);
  breakeven_legend_init (&legend);
  cairo_save (cr);
  breakeven_chart_fill_background (&ctx, width, height);

  y_lo = 0;
  y_hi = 0;
  breakeven_chart_extend_range (breakeven_chart_local_curve, local, horizon, &y_lo, &y_hi);
  if (analysis->has_resale)
    breakeven_chart_extend_range (breakeven_chart_local_cash_curve, local, horizon, &y_lo, &y_hi);
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
      g_autofree char *detail = breakeven_chart_context_crossing (&ctx, r->breakeven_months,
                                                                    horizon);
      gboolean marked = r->breakeven_months > 0 && r->breakeven_months <= horizon;
      gboolean hidden = breakeven_chart_options_is_hidden (options, i);
      guint dash;
      const BreakevenRgba *color = breakeven_chart_palette_get_series (ctx.palette, i, &dash);
      BreakevenLegendEntry *entry;

      /* The value axis fits the lines shown: hiding one expensive offer rescales the rest */
      if (!hidden)
        breakeven_chart_extend_range (breakeven_chart_cloud_curve, &r->cloud, horizon, &y_lo,
                                      &y_hi);
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

          breakeven_chart_extend_range (breakeven_chart_local_curve, &r->hybrid, horizon, &y_lo,
                                        &y_hi);
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
  breakeven_chart_clip_to_plot (cr, &layout);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  if (costs)
    draw_burst_marks (&ctx, &layout, analysis, horizon);
  /* Without interest every curve is straight on [0, H] (the resale value falls linearly and
   * reaches 0 at the horizon at the earliest), between the steps of its bursts; a cloud curve
   * whose prices change is not */
  if (analysis->has_resale)
    breakeven_chart_stroke_curve (&ctx, &layout, breakeven_chart_local_cash_curve, local,
                                  local->interest_percent == 0, local->lumps, local->n_lumps,
                                  &ctx.palette->build, 1, BREAKEVEN_CHART_THIN_SCALE);
  breakeven_chart_stroke_curve (&ctx, &layout, breakeven_chart_local_curve, local,
                                local->interest_percent == 0, local->lumps, local->n_lumps,
                                &ctx.palette->build, 0, 1.0);
  {
    OfferCurves curves = { analysis, options, &layout };

    if (layered)
      breakeven_chart_draw_layered (&ctx, &layout, BREAKEVEN_CHART_RUNS_CURVES, n,
                                    offer_curves_key, stroke_offer_curves, &curves);
    else
      for (guint i = 0; i < n; i++)
        stroke_offer_curves (&ctx, i, &curves);
  }

  /* Crossings over the lines: a guide down to the month axis, then the dot, and its label
   * clear of the dots and of the labels before it */
  crossings.points = g_new (Crossing, MAX (n, 1));
  crossings.layout = &layout;
  for (guint i = 0; i < n; i++)
    {
      const BreakevenOfferResult *r = breakeven_analysis_get_offer (analysis, i);
      Crossing *c = &crossings.points[i];

      c->months = r->breakeven_months;
      c->shown = c->months > 0 && c->months <= horizon
                 && !breakeven_chart_options_is_hidden (options, i);
      c->x = c->shown ? breakeven_scale_to_pixel (&layout.x, c->months) : 0;
      c->y = c->shown ? breakeven_scale_to_pixel (&layout.y,
                                                  breakeven_cost_local_at (local, c->months))
                      : 0;
    }
  if (layered)
    {
      breakeven_chart_draw_layered (&ctx, &layout, BREAKEVEN_CHART_RUNS_GUIDES, n, crossing_key,
                                    draw_crossing_guide, &crossings);
      breakeven_chart_draw_layered (&ctx, &layout, BREAKEVEN_CHART_RUNS_DOTS, n, crossing_key,
                                    draw_crossing_dot, &crossings);
    }
  else
    {
      for (guint i = 0; i < n; i++)
        draw_crossing_guide (&ctx, i, &crossings);
      for (guint i = 0; i < n; i++)
        draw_crossing_dot (&ctx, i, &crossings);
    }
  cairo_restore (cr);

  labels = breakeven_mark_labels_new (&ctx, &layout);
  for (guint i = 0; i < n; i++)
    {
      const Crossing *c = &crossings.points[i];
      double d = (BREAKEVEN_CHART_DOT_RADIUS_SCALE + 0.4) * ctx.line_width;

      if (c->shown)
        breakeven_mark_labels_add_obstacle (labels,
                                            &(BreakevenRect) { c->x - d, c->y - d, 2 * d, 2 * d });
    }
  for (guint i = 0; i < n; i++)
    {
      const Crossing *c = &crossings.points[i];
      g_autofree char *text = NULL;

      if (!c->shown)
        continue;
      text = breakeven_chart_context_months (&ctx, c->months);
      breakeven_mark_labels_place (labels, text, c->x, c->y);
    }
  g_free (crossings.points);
  breakeven_mark_labels_draw (labels, &layout, layered);

  cairo_restore (cr);
  if (layout_out != NULL)
    *layout_out = layout;
  breakeven_legend_clear (&legend);
  breakeven_chart_context_clear (&ctx);
}
