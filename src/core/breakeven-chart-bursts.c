/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-chart-bursts.c: the burst view, one year of work a day against the build's
 * capacity (docs/cost-model.md, "Bursts and the hybrid strategy")
 *
 * Every figure is the analysis's: the steady use h, the build's most hours a day, and for each
 * burst the hours the build does (w) and those it leaves over (o) per occurrence, spread over
 * the burst's days.  The renderer only places them on the axes. */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "breakeven-bursts.h"
#include "breakeven-chart-private.h"
#include "breakeven-format.h"

#define YEAR_MONTHS 12.0
#define MARK_LABEL_SCALE 0.85
/* The daily use's bars, lighter than the bursts' part on the build */
#define STEADY_ALPHA 0.45

/* The stretches of a year (months, [start, end)) that burst B's days cover: each occurrence's
 * month folded into the year, and its days wrapped into the next when they run past its end */
static void
burst_intervals (const BreakevenBurstResult *b,
                 GArray                     *out)
{
  double span = MIN (b->inputs.days / BREAKEVEN_DAYS_PER_MONTH, YEAR_MONTHS);

  g_array_set_size (out, 0);
  if (b->occurrences == 0 || !(span > 0))
    return;
  for (guint k = 0; k < MAX (1u, b->inputs.per_year); k++)
    {
      double m = fmod (breakeven_burst_occurrence_month (&b->inputs, k), YEAR_MONTHS);
      double piece[2] = { m, MIN (m + span, YEAR_MONTHS) };

      g_array_append_vals (out, piece, 2);
      if (m + span > YEAR_MONTHS)
        {
          double wrapped[2] = { 0, m + span - YEAR_MONTHS };

          g_array_append_vals (out, wrapped, 2);
        }
    }
}

void
breakeven_chart_bursts_at (const BreakevenAnalysis *analysis,
                           double                   month,
                           double                  *steady,
                           double                  *build,
                           double                  *rented,
                           GArray                  *active)
{
  g_autoptr(GArray) intervals = g_array_new (FALSE, FALSE, sizeof (double));
  double on_build = 0, off_build = 0;

  g_return_if_fail (analysis != NULL);
  if (active != NULL)
    g_array_set_size (active, 0);
  for (guint b = 0; b < breakeven_analysis_get_n_bursts (analysis); b++)
    {
      const BreakevenBurstResult *burst = breakeven_analysis_get_burst (analysis, b);

      burst_intervals (burst, intervals);
      for (guint i = 0; i + 1 < intervals->len; i += 2)
        if (month >= g_array_index (intervals, double, i)
            && month < g_array_index (intervals, double, i + 1))
          {
            on_build += burst->build_hours / burst->inputs.days;
            off_build += burst->overflow_hours / burst->inputs.days;
            if (active != NULL)
              g_array_append_val (active, b);
            break;
          }
    }
  if (steady != NULL)
    *steady = analysis->inputs.hours_per_day;
  if (build != NULL)
    *build = on_build;
  if (rented != NULL)
    *rented = off_build;
}


/* Where the bars change: the year's ends and every burst's stretches' ends, sorted */
static GArray *
year_boundaries (const BreakevenAnalysis *analysis)
{
  GArray *edges = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) intervals = g_array_new (FALSE, FALSE, sizeof (double));
  double ends[2] = { 0, YEAR_MONTHS };

  g_array_append_vals (edges, ends, 2);
  for (guint b = 0; b < breakeven_analysis_get_n_bursts (analysis); b++)
    {
      burst_intervals (breakeven_analysis_get_burst (analysis, b), intervals);
      g_array_append_vals (edges, intervals->data, intervals->len);
    }
  g_array_sort (edges, breakeven_chart_compare_doubles);
  return edges;
}



/* TEXT centred at X above BOTTOM (or below the plot's top when there is no room above), on a
 * halo, when it stays in the plot clear of PLACED */
static void
place_label (BreakevenChartContext      *ctx,
             const BreakevenChartLayout *layout,
             const char                 *text,
             double                      x,
             double                      bottom,
             const BreakevenRgba        *color,
             GArray                     *placed)
{
  const BreakevenRect *plot = &layout->plot;
  double pad = 0.25 * ctx->font_size, gap = 0.3 * ctx->font_size, w, h;
  g_autoptr(PangoLayout) label =
    breakeven_chart_context_layout (ctx, BREAKEVEN_TEXT_PLAIN, text,
                                    MARK_LABEL_SCALE * ctx->font_size, FALSE, &w, &h);
  double lx = CLAMP (x - w / 2, plot->x + pad, plot->x + plot->width - pad - w);
  double ly = bottom - gap - pad - h;
  BreakevenRect box;

  if (ly - pad < plot->y)
    ly = plot->y + 2 * pad;
  box = (BreakevenRect) { lx - pad, ly - pad, w + 2 * pad, h + 2 * pad };
  if (box.x < plot->x || box.x + box.width > plot->x + plot->width)
    return;
  for (guint i = 0; i < placed->len; i++)
    if (breakeven_chart_rect_intersects (&box, &g_array_index (placed, BreakevenRect, i)))
      return;
  breakeven_chart_show_on_halo (ctx, label, lx, ly, color);
  g_array_append_val (placed, box);
}

/* Fills one layer of the stacked bars: from LAYER's base to its top in every stretch */
static void
fill_layer (BreakevenChartContext      *ctx,
            const BreakevenChartLayout *layout,
            const BreakevenAnalysis    *analysis,
            GArray                     *edges,
            guint                       layer,
            const BreakevenRgba        *color)
{
  cairo_t *cr = ctx->cr;

  cairo_new_path (cr);
  for (guint i = 0; i + 1 < edges->len; i++)
    {
      double a = g_array_index (edges, double, i), b = g_array_index (edges, double, i + 1);
      double parts[3], base = 0, x0, x1, y0, y1;

      if (!(b > a))
        continue;
      breakeven_chart_bursts_at (analysis, 0.5 * (a + b), &parts[0], &parts[1], &parts[2], NULL);
      for (guint l = 0; l < layer; l++)
        base += parts[l];
      if (!(parts[layer] > 0))
        continue;
      x0 = breakeven_scale_to_pixel (&layout->x, a);
      x1 = breakeven_scale_to_pixel (&layout->x, b);
      y0 = breakeven_scale_to_pixel (&layout->y, base);
      y1 = breakeven_scale_to_pixel (&layout->y, base + parts[layer]);
      cairo_rectangle (cr, x0, y1, x1 - x0, y0 - y1);
    }
  /* One fill for the whole layer: no seams between stretches side by side */
  breakeven_chart_set_color (cr, color);
  cairo_fill (cr);
}

void
breakeven_chart_draw_bursts (cairo_t                     *cr,
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
  BreakevenRgba steady_color;
  const BreakevenRgba *rented_color;
  double steady = analysis != NULL ? analysis->inputs.hours_per_day : 0;
  double capacity = analysis != NULL ? analysis->inputs.build_max_hours_per_day : 24;
  double y_hi;
  gboolean any = FALSE, any_rented = FALSE;
  g_autoptr(GArray) edges = NULL;
  g_autoptr(GArray) intervals = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) placed = g_array_new (FALSE, FALSE, sizeof (BreakevenRect));
  g_autofree char *steady_text = NULL;
  g_autofree char *capacity_text = NULL;
  g_autofree char *subtitle = NULL;
  BreakevenLegendEntry *entry;

  g_return_if_fail (cr != NULL && analysis != NULL);
  if (options == NULL)
    options = &defaults;

  breakeven_chart_context_init (&ctx, cr, width, height, options);
  breakeven_legend_init (&legend);
  cairo_save (cr);
  breakeven_chart_fill_background (&ctx, width, height);

  /* The rented part in the colour of the offer the verdict rents or compares with */
  rented_color = breakeven_chart_palette_get_series (ctx.palette,
                                                     analysis->choice_offer >= 0
                                                     ? (guint) analysis->choice_offer : 0,
                                                     NULL);
  steady_color = ctx.palette->build;
  steady_color.alpha *= STEADY_ALPHA;

  edges = year_boundaries (analysis);
  y_hi = MAX (capacity, steady);
  for (guint i = 0; i + 1 < edges->len; i++)
    {
      double a = g_array_index (edges, double, i), b = g_array_index (edges, double, i + 1);
      double s, w, o;

      if (!(b > a))
        continue;
      breakeven_chart_bursts_at (analysis, 0.5 * (a + b), &s, &w, &o, NULL);
      y_hi = MAX (y_hi, s + w + o);
      any = any || w + o > 0;
      any_rented = any_rented || o > 0;
    }
  if (!(y_hi > 0))
    y_hi = 1;
  /* Room over the highest bar for its name */
  y_hi *= 1.12;

  steady_text = breakeven_format_hours_per_day (steady);
  capacity_text = breakeven_format_hours_per_day (capacity);
  /* Translators: the legend entry of the daily use's bars; the detail is e.g. "4.0 h/day" */
  entry = breakeven_legend_add (&legend, _("Daily use, on the build"), steady_text, FALSE,
                                &steady_color, 0, TRUE);
  entry->series = BREAKEVEN_CHART_SERIES_BURSTS;
  /* Translators: the legend entry of the bursts' part the build does */
  entry = breakeven_legend_add (&legend, _("Bursts, on the build"),
                                _("what it can do in their days"), FALSE,
                                &ctx.palette->build, 0, TRUE);
  entry->series = BREAKEVEN_CHART_SERIES_BURSTS;
  /* Translators: the legend entry of the bursts' part that is rented (the hybrid) */
  entry = breakeven_legend_add (&legend, _("Bursts, rented"),
                                any_rented ? _("what the build cannot do in their days")
                                : _("nothing: the build does it all in time"),
                                FALSE, rented_color, 0, TRUE);
  entry->series = BREAKEVEN_CHART_SERIES_BURSTS;
  /* Translators: the legend entry of the capacity line; the detail is e.g. "20.0 h/day" */
  entry = breakeven_legend_add (&legend, _("The most the build may run"), capacity_text, FALSE,
                                &ctx.palette->horizon, 1, FALSE);
  entry->series = BREAKEVEN_CHART_SERIES_BURSTS;

  /* Translators: the burst view's subtitle, e.g. "One year (each is alike): 4.0 h/day of daily
   * use, and each burst's work spread over its days" */
  subtitle = g_strdup_printf (_("One year (each is alike): %s of daily use, and each burst's "
                                "work spread over its days"), steady_text);
  spec.title = options->hide_title ? NULL
               : options->title != NULL && *options->title != '\0'
                 ? options->title : _("Bursts: work a day against the build's capacity");
  spec.subtitle = options->subtitle != NULL ? options->subtitle : subtitle;
  spec.x_title = _("Month of the year");
  spec.y_title = _("Hours of work a day (on the build)");
  spec.x_lo = 0;
  spec.x_hi = YEAR_MONTHS;
  spec.x_style = BREAKEVEN_TICKS_MONTHS;
  spec.x_format = breakeven_tick_format_number;
  spec.y_lo = 0;
  spec.y_hi = y_hi;
  spec.y_style = BREAKEVEN_TICKS_HOURS;
  spec.y_format = breakeven_tick_format_number;
  spec.legend = &legend;

  breakeven_axes_layout (&ctx, &spec, width, height, &layout);
  breakeven_axes_draw (&ctx, &spec, &layout);

  cairo_save (cr);
  cairo_rectangle (cr, layout.plot.x, layout.plot.y, layout.plot.width, layout.plot.height);
  cairo_clip (cr);
  fill_layer (&ctx, &layout, analysis, edges, 0, &steady_color);
  fill_layer (&ctx, &layout, analysis, edges, 1, &ctx.palette->build);
  fill_layer (&ctx, &layout, analysis, edges, 2, rented_color);

  /* The capacity over the bars: where the build runs out */
  {
    double y = breakeven_scale_to_pixel (&layout.y, capacity);

    breakeven_chart_set_color (cr, &ctx.palette->horizon);
    cairo_set_line_width (cr, 0.9 * ctx.line_width);
    breakeven_chart_set_dash (cr, 1, 0.9 * ctx.line_width);
    cairo_move_to (cr, layout.plot.x, y);
    cairo_line_to (cr, layout.plot.x + layout.plot.width, y);
    cairo_stroke (cr);
  }
  cairo_restore (cr);

  /* Each burst's name over its first stretch in the year */
  for (guint b = 0; b < breakeven_analysis_get_n_bursts (analysis); b++)
    {
      const BreakevenBurstResult *burst = breakeven_analysis_get_burst (analysis, b);

      burst_intervals (burst, intervals);
      for (guint i = 0; i + 1 < intervals->len; i += 2)
        {
          double a = g_array_index (intervals, double, i);
          double z = g_array_index (intervals, double, i + 1);
          double s, w, o;

          breakeven_chart_bursts_at (analysis, 0.5 * (a + z), &s, &w, &o, NULL);
          place_label (&ctx, &layout,
                       burst->name != NULL && *burst->name != '\0' ? burst->name : _("Burst"),
                       breakeven_scale_to_pixel (&layout.x, 0.5 * (a + z)),
                       breakeven_scale_to_pixel (&layout.y, s + w + o),
                       &ctx.palette->foreground, placed);
        }
    }
  /* The capacity line's label where it is clear of the bars and names: above the line on the
   * right, on the left, then below it */
  {
    static const double spots[][2] = { { 1, 1 }, { 0, 1 }, { 1, 0 }, { 0, 0 } };
    double pad = 0.25 * ctx.font_size, gap = 0.4 * ctx.font_size, w, h;
    /* Translators: the label of the capacity line, e.g. "The build's most: 20.0 h/day" */
    g_autofree char *text = g_strdup_printf (_("The build's most: %s"), capacity_text);
    g_autoptr(PangoLayout) label =
      breakeven_chart_context_layout (&ctx, BREAKEVEN_TEXT_PLAIN, text,
                                      MARK_LABEL_SCALE * ctx.font_size, FALSE, &w, &h);
    double line_y = breakeven_scale_to_pixel (&layout.y, capacity);

    for (guint i = 0; i + 1 < edges->len; i++)
      {
        double a = g_array_index (edges, double, i), b = g_array_index (edges, double, i + 1);
        double s, on, off, x0, x1, top;

        if (!(b > a))
          continue;
        breakeven_chart_bursts_at (analysis, 0.5 * (a + b), &s, &on, &off, NULL);
        if (!(on + off > 0))
          continue;
        x0 = breakeven_scale_to_pixel (&layout.x, a);
        x1 = breakeven_scale_to_pixel (&layout.x, b);
        top = breakeven_scale_to_pixel (&layout.y, s + on + off);
        g_array_append_val (placed, ((BreakevenRect) { x0, top, x1 - x0,
                                                       layout.plot.y + layout.plot.height - top }));
      }
    for (guint c = 0; c < G_N_ELEMENTS (spots); c++)
      {
        double lx = spots[c][0] > 0 ? layout.plot.x + layout.plot.width - gap - w
                                    : layout.plot.x + gap;
        double ly = spots[c][1] > 0 ? line_y - gap - h : line_y + gap;
        BreakevenRect box = { lx - pad, ly - pad, w + 2 * pad, h + 2 * pad };
        gboolean clear = box.y >= layout.plot.y
                         && box.y + box.height <= layout.plot.y + layout.plot.height;

        for (guint i = 0; clear && i < placed->len; i++)
          clear = !breakeven_chart_rect_intersects (&box, &g_array_index (placed, BreakevenRect, i));
        if (!clear && c + 1 < G_N_ELEMENTS (spots))
          continue;
        breakeven_chart_show_on_halo (&ctx, label, lx, ly, &ctx.palette->horizon);
        break;
      }
  }
  if (!any)
    breakeven_chart_show_text (&ctx, _("No bursts in this project"), ctx.font_size, FALSE,
                               layout.plot.x + layout.plot.width / 2,
                               layout.plot.y + 0.3 * layout.plot.height, 0.5, 0.5,
                               &ctx.palette->muted, NULL);

  cairo_restore (cr);
  if (layout_out != NULL)
    *layout_out = layout;
  breakeven_legend_clear (&legend);
  breakeven_chart_context_clear (&ctx);
}
