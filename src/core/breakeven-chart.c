/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-chart.c: what the line charts share (curves, crossing dots, labels on a halo), the
 * sensitivity chart, and breakeven_chart_draw () for any chart; the cumulative chart is
 * breakeven-chart-cumulative.c */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "breakeven-bursts.h"
#include "breakeven-chart-private.h"
#include "breakeven-format.h"

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

double
breakeven_chart_horizon_of (const BreakevenAnalysis *analysis)
{
  double h = analysis->inputs.horizon_months;

  return h > 0 && isfinite (h) ? h : 1;
}

/* Curves ------------------------------------------------------------------------------------- */

double
breakeven_chart_local_curve (gconstpointer data,
                             double        months)
{
  return breakeven_cost_local_at (data, months);
}

double
breakeven_chart_local_cash_curve (gconstpointer data,
                                  double        months)
{
  return breakeven_cost_local_cash_at (data, months);
}

double
breakeven_chart_cloud_curve (gconstpointer data,
                             double        months)
{
  return breakeven_cost_cloud_at (data, months);
}

/* Widens [*LO, *HI] to hold FUNC over [0, HORIZON]: sampled, since the net build curve need
 * not be monotone (a resale value that changes over time), and with both ends exactly */
void
breakeven_chart_extend_range (BreakevenChartCurveFunc  func,
                              gconstpointer            data,
                              double                   horizon,
                              double                  *lo,
                              double                  *hi)
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
void
breakeven_chart_stroke_curve (BreakevenChartContext      *ctx,
                              const BreakevenChartLayout *layout,
                              BreakevenChartCurveFunc     func,
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
  double first_step = NAN, last_step = NAN;
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
          double end = t;
          double before, after;

          /* Steps within half a pixel of this one draw as one vertical segment, from the value
           * before the first to the value after the last: the same picture, with two values
           * to compute rather than two a step (fifty bursts a year over twenty years are
           * 12000 steps on a curve) */
          while (next_step < steps->len && g_array_index (steps, double, next_step) <= x
                 && breakeven_scale_to_pixel (&layout->x,
                                              g_array_index (steps, double, next_step)) - pt
                    < 0.5)
            end = g_array_index (steps, double, next_step++);
          before = breakeven_scale_to_pixel (&layout->y, func (data, t));
          after = breakeven_scale_to_pixel (&layout->y, func (data, nextafter (end, INFINITY)));
          first_step = t;
          last_step = end;
          if (!isfinite (pt) || !isfinite (before) || !isfinite (after))
            {
              polyline_break (&pl);
              continue;
            }
          polyline_add (&pl, pt, before);
          polyline_add (&pl, pt, after);
        }
      /* A sample on a step (or among steps drawn as one): its value is drawn already */
      if (x >= first_step && x <= last_step)
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

void
breakeven_chart_fill_dot (BreakevenChartContext *ctx,
                          double                 x,
                          double                 y,
                          const BreakevenRgba   *color)
{
  cairo_t *cr = ctx->cr;

  if (!isfinite (x) || !isfinite (y))
    return;
  cairo_new_sub_path (cr);
  cairo_arc (cr, x, y, BREAKEVEN_CHART_DOT_RADIUS_SCALE * ctx->line_width, 0, 2 * G_PI);
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
                                    BREAKEVEN_CHART_MARK_LABEL_SCALE * ctx->font_size, FALSE,
                                    &w, &h);

  breakeven_chart_show_on_halo (ctx, label, x - align_x * w, y - align_y * h, color);
}

void
breakeven_chart_clip_to_plot (cairo_t                    *cr,
                              const BreakevenChartLayout *layout)
{
  cairo_rectangle (cr, layout->plot.x, layout->plot.y, layout->plot.width, layout->plot.height);
  cairo_clip (cr);
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
  /* The bursts' months do not depend on the use: the analysis's schedule serves every
   * sample, instead of each search merging the occurrences again */
  local.schedule = analysis->schedule;
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
  cairo_arc (cr, x, y, 0.8 * BREAKEVEN_CHART_DOT_RADIUS_SCALE * ctx->line_width, 0, 2 * G_PI);
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
  double horizon = breakeven_chart_horizon_of (analysis);
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
  breakeven_chart_clip_to_plot (cr, &layout);
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
        breakeven_chart_fill_dot (&ctx, breakeven_scale_to_pixel (&layout.x, usage),
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

/* Any chart ---------------------------------------------------------------------------------- */

void
breakeven_chart_draw (BreakevenChartKind           kind,
                      cairo_t                     *cr,
                      double                       width,
                      double                       height,
                      BreakevenProject            *project,
                      const BreakevenAnalysis     *analysis,
                      const BreakevenChartOptions *options,
                      BreakevenChartLayout        *layout_out)
{
  BreakevenChartOptions cut = *options;
  g_autofree char *title = NULL;

  /* A title of megabytes (a file may hold one) is laid out as the report shows it: its first
   * BREAKEVEN_MAX_REPORT_TITLE_CHARS characters and "…", so that drawing takes no longer */
  if (options->title != NULL)
    {
      title = breakeven_format_cut (options->title, BREAKEVEN_MAX_REPORT_TITLE_CHARS);
      cut.title = title;
    }
  options = &cut;
  switch (kind)
    {
    case BREAKEVEN_CHART_KIND_SENSITIVITY:
      breakeven_chart_draw_sensitivity (cr, width, height, analysis, options, layout_out);
      break;
    case BREAKEVEN_CHART_KIND_BUDGET:
      breakeven_chart_draw_budget (cr, width, height, project, analysis, options, layout_out);
      break;
    case BREAKEVEN_CHART_KIND_BURSTS:
      breakeven_chart_draw_bursts (cr, width, height, analysis, options, layout_out);
      break;
    case BREAKEVEN_CHART_KIND_CUMULATIVE:
    default:
      breakeven_chart_draw_cumulative (cr, width, height, analysis, options, layout_out);
      break;
    }
}
