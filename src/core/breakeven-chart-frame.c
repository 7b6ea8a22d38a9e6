/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-chart-frame.c: the legend and the axes frame (title, grid, ticks) of the charts */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "breakeven-chart-private.h"

#define LABEL_SCALE 0.95
#define DETAIL_SCALE 0.85
#define TICK_SCALE 0.9
#define TITLE_SCALE 1.3
#define SUBTITLE_SCALE 0.95

/* Legend ------------------------------------------------------------------------------------- */

static void
legend_entry_clear (gpointer data)
{
  BreakevenLegendEntry *entry = data;

  g_clear_pointer (&entry->label, g_free);
  g_clear_pointer (&entry->detail, g_free);
  g_clear_object (&entry->label_layout);
  g_clear_object (&entry->detail_layout);
}

void
breakeven_legend_init (BreakevenLegend *legend)
{
  *legend = (BreakevenLegend) { 0 };
  legend->entries = g_array_new (FALSE, TRUE, sizeof (BreakevenLegendEntry));
  g_array_set_clear_func (legend->entries, legend_entry_clear);
}

void
breakeven_legend_clear (BreakevenLegend *legend)
{
  g_clear_pointer (&legend->entries, g_array_unref);
}

BreakevenLegendEntry *
breakeven_legend_add (BreakevenLegend     *legend,
                      const char          *label,
                      const char          *detail,
                      gboolean             detail_required,
                      const BreakevenRgba *color,
                      guint                dash_style,
                      gboolean             block)
{
  BreakevenLegendEntry entry = { 0 };

  entry.label = g_strdup (label);
  entry.detail = g_strdup (detail);
  entry.detail_required = detail_required;
  entry.color = color;
  entry.dash_style = dash_style;
  entry.block = block;
  entry.series = BREAKEVEN_CHART_SERIES_BUILD;
  g_array_append_val (legend->entries, entry);
  return &g_array_index (legend->entries, BreakevenLegendEntry, legend->entries->len - 1);
}

static gboolean
shows_detail (BreakevenLegendMode         mode,
              const BreakevenLegendEntry *entry)
{
  if (entry->detail == NULL || *entry->detail == '\0')
    return FALSE;
  return mode == BREAKEVEN_LEGEND_ALL_DETAILS
         || (mode == BREAKEVEN_LEGEND_REQUIRED_DETAILS && entry->detail_required);
}

static double
entry_height (const BreakevenLegend      *legend,
              const BreakevenLegendEntry *entry)
{
  return entry->label_height + (shows_detail (legend->mode, entry) ? entry->detail_height : 0);
}

/* Height of rows of N_COLUMNS entries, the first N of them */
static double
legend_rows_height (const BreakevenLegend *legend,
                    guint                  n)
{
  double total = 0;

  for (guint start = 0; start < n; start += legend->n_columns)
    {
      double row = 0;

      for (guint i = start; i < MIN (start + legend->n_columns, n); i++)
        row = MAX (row, entry_height (legend,
                                      &g_array_index (legend->entries, BreakevenLegendEntry, i)));
      total += row + (start > 0 ? legend->row_gap : 0);
    }
  return total;
}

/* Lays out entries up to (not including) N, once each */
static void
legend_measure (BreakevenLegend       *legend,
                BreakevenChartContext *ctx,
                guint                  n)
{
  double f = ctx->font_size;

  for (; legend->n_measured < MIN (n, legend->entries->len); legend->n_measured++)
    {
      BreakevenLegendEntry *e = &g_array_index (legend->entries, BreakevenLegendEntry,
                                                legend->n_measured);

      e->label_layout = breakeven_chart_context_layout (ctx, BREAKEVEN_TEXT_ELLIPSIZED, e->label,
                                                        LABEL_SCALE * f, FALSE, &e->label_width,
                                                        &e->label_height);
      if (e->detail != NULL && *e->detail != '\0')
        e->detail_layout = breakeven_chart_context_layout (ctx, BREAKEVEN_TEXT_WRAPPED,
                                                           e->detail, DETAIL_SCALE * f, FALSE,
                                                           &e->detail_width, &e->detail_height);
    }
}

/* Sets the text width of the first N entries: labels ellipsize, details wrap (they are
 * sentences).  A text narrower than the width keeps its natural size and is not laid out
 * again. */
static void
legend_set_text_width (BreakevenLegend *legend,
                       guint            n,
                       double           text_width)
{
  int w = (int) (MAX (text_width, 1) * PANGO_SCALE);

  for (guint i = 0; i < n; i++)
    {
      BreakevenLegendEntry *e = &g_array_index (legend->entries, BreakevenLegendEntry, i);

      gboolean narrow;

      /* Ellipsized: one line, as tall as unwrapped.  (A layout from the text cache may come
       * with the last render's width, and setting the same width again costs nothing.) */
      breakeven_chart_layout_set_width (e->label_layout,
                                        e->label_width * PANGO_SCALE > w
                                        ? (double) w / PANGO_SCALE : -1);
      if (e->detail_layout == NULL)
        continue;
      narrow = e->detail_width * PANGO_SCALE > w;
      if (narrow || pango_layout_get_width (e->detail_layout) != -1)
        {
          breakeven_chart_layout_set_width (e->detail_layout,
                                            narrow ? (double) w / PANGO_SCALE : -1);
          breakeven_chart_text_size (e->detail_layout, NULL, &e->detail_height);
        }
    }
}

/* Lays out the entries that can be shown in MAX_WIDTH x MAX_HEIGHT, and no more: the rows of
 * one-line entries the height holds, times the columns that the widest label measured so far
 * allows (measuring more can only make the columns fewer) */
static void
legend_measure_candidates (BreakevenLegend       *legend,
                           BreakevenChartContext *ctx,
                           double                 max_width,
                           double                 max_height,
                           guint                  columns,
                           double                 line_height)
{
  guint n = legend->entries->len;
  guint64 rows = (guint64) MAX (1, floor ((max_height + legend->row_gap)
                                          / (line_height + legend->row_gap)));
  guint64 target = rows * MAX (columns, 1);

  for (;;)
    {
      double natural = 0, column_width;
      guint64 fit_columns;

      legend_measure (legend, ctx, (guint) MIN (target, n));
      if (columns > 0 || legend->n_measured >= n)
        return;
      for (guint i = 0; i < legend->n_measured; i++)
        natural = MAX (natural,
                       g_array_index (legend->entries, BreakevenLegendEntry, i).label_width);
      column_width = MIN (legend->swatch_width + ceil (natural), max_width);
      fit_columns = (guint64) MAX (1, floor ((max_width + legend->column_gap)
                                             / (column_width + legend->column_gap)));
      if (rows * fit_columns <= legend->n_measured)
        return;
      target = rows * fit_columns;
    }
}

void
breakeven_legend_fit (BreakevenLegend       *legend,
                      BreakevenChartContext *ctx,
                      double                 max_width,
                      double                 max_height,
                      guint                  columns)
{
  double f = ctx->font_size;
  guint n = legend->entries->len;
  gboolean fitted = FALSE;
  double line_height, natural = 0;

  legend->swatch_width = 2.0 * f;
  legend->row_gap = 0.45 * f;
  legend->column_gap = 1.4 * f;
  legend->width = legend->height = 0;
  legend->n_shown = 0;
  if (n == 0 || max_width <= legend->swatch_width || max_height <= 0)
    return;

  /* Every label is one line of the same font: the first tells the height of all */
  legend_measure (legend, ctx, 1);
  line_height = g_array_index (legend->entries, BreakevenLegendEntry, 0).label_height;
  legend_measure_candidates (legend, ctx, max_width, max_height, columns, line_height);

  for (BreakevenLegendMode mode = BREAKEVEN_LEGEND_ALL_DETAILS;
       mode <= BREAKEVEN_LEGEND_NO_DETAILS && !fitted; mode++)
    {
      guint m = legend->n_measured;

      natural = 0;
      legend->mode = mode;
      for (guint i = 0; i < m; i++)
        {
          const BreakevenLegendEntry *e = &g_array_index (legend->entries, BreakevenLegendEntry, i);

          natural = MAX (natural, e->label_width);
          if (shows_detail (mode, e))
            natural = MAX (natural, e->detail_width);
        }
      legend->column_width = MIN (legend->swatch_width + ceil (natural), max_width);
      legend->n_columns = columns > 0 ? columns
                                      : (guint) floor ((max_width + legend->column_gap)
                                                       / (legend->column_width
                                                          + legend->column_gap));
      legend->n_columns = CLAMP (legend->n_columns, 1, m);
      legend_set_text_width (legend, m, legend->column_width - legend->swatch_width);
      legend->height = legend_rows_height (legend, m);
      legend->n_shown = m;
      /* Entries left unmeasured cannot fit whatever the mode */
      fitted = m == n && legend->height <= max_height;
    }

  if (!fitted)
    {
      /* Even one line each is too much: show what fits and say how many are left out */
      double row = line_height + legend->row_gap;
      guint rows = (guint) floor ((max_height + legend->row_gap) / row);

      legend->n_shown = rows > 1 ? MIN ((rows - 1) * legend->n_columns, legend->n_measured) : 0;
      legend->height = legend_rows_height (legend, legend->n_shown) + row;
    }
  legend->width = legend->n_columns * legend->column_width
                  + (legend->n_columns - 1) * legend->column_gap;
}

static BreakevenRgba
dimmed (const BreakevenRgba *color)
{
  return (BreakevenRgba) { color->red, color->green, color->blue, 0.35 * color->alpha };
}

void
breakeven_legend_draw (BreakevenLegend       *legend,
                       BreakevenChartContext *ctx,
                       double                 x,
                       double                 y)
{
  cairo_t *cr = ctx->cr;
  double f = ctx->font_size;
  double row_top = y;
  GArray *boxes = ctx->options->legend_boxes;

  for (guint start = 0; start < legend->n_shown; start += legend->n_columns)
    {
      double row = 0;

      for (guint i = start; i < MIN (start + legend->n_columns, legend->n_shown); i++)
        {
          BreakevenLegendEntry *e = &g_array_index (legend->entries, BreakevenLegendEntry, i);
          double ex = x + (i - start) * (legend->column_width + legend->column_gap);
          double mid = row_top + e->label_height / 2;
          BreakevenRgba swatch = e->hidden ? dimmed (e->color) : *e->color;
          BreakevenRgba ink = e->hidden ? dimmed (&ctx->palette->foreground)
                                        : ctx->palette->foreground;
          BreakevenRgba muted = e->hidden ? dimmed (&ctx->palette->muted) : ctx->palette->muted;

          cairo_save (cr);
          breakeven_chart_set_color (cr, &swatch);
          if (e->block)
            {
              double side = 0.75 * f;

              cairo_rectangle (cr, ex + 0.2 * f, mid - side / 2, side, side);
              cairo_fill (cr);
            }
          else
            {
              double w = ctx->line_width * (e->thin ? BREAKEVEN_CHART_THIN_SCALE : 1.0);

              cairo_set_line_width (cr, w * 1.2);
              cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
              breakeven_chart_set_dash (cr, e->dash_style, w);
              cairo_move_to (cr, ex + 0.1 * f, mid);
              cairo_line_to (cr, ex + legend->swatch_width - 0.55 * f, mid);
              cairo_stroke (cr);
            }
          cairo_restore (cr);

          breakeven_chart_show_layout (cr, e->label_layout, ex + legend->swatch_width, row_top,
                                       0, 0, &ink);
          if (e->hidden)
            {
              /* Struck through: the line is off, and a click here brings it back */
              double text_w;

              breakeven_chart_text_size (e->label_layout, &text_w, NULL);
              cairo_save (cr);
              breakeven_chart_set_color (cr, &ink);
              cairo_set_line_width (cr, MAX (1.0, 0.07 * f));
              cairo_move_to (cr, ex + legend->swatch_width, mid);
              cairo_line_to (cr, ex + legend->swatch_width + text_w, mid);
              cairo_stroke (cr);
              cairo_restore (cr);
            }
          if (shows_detail (legend->mode, e))
            breakeven_chart_show_layout (cr, e->detail_layout, ex + legend->swatch_width,
                                         row_top + e->label_height, 0, 0, &muted);
          if (boxes != NULL)
            {
              BreakevenChartLegendBox box = { e->series, e->hidden,
                                              { ex, row_top, legend->column_width,
                                                entry_height (legend, e) } };

              g_array_append_val (boxes, box);
            }
          row = MAX (row, entry_height (legend, e));
        }
      row_top += row + legend->row_gap;
    }

  if (legend->n_shown < legend->entries->len)
    {
      guint rest = legend->entries->len - legend->n_shown;
      g_autofree char *more =
        g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "+ %u more", "+ %u more", rest), rest);

      breakeven_chart_show_text (ctx, more, DETAIL_SCALE * f, FALSE,
                                 x + legend->swatch_width, row_top, 0, 0,
                                 &ctx->palette->muted, NULL);
    }
}

/* Axes --------------------------------------------------------------------------------------- */

static double
text_height (BreakevenChartContext *ctx,
             double                 size)
{
  g_autoptr(PangoLayout) layout =
    breakeven_chart_text_layout_new (ctx->pango, ctx->family, "0", size, FALSE, 0, 0);
  double h;

  breakeven_chart_text_size (layout, NULL, &h);
  return h;
}

static double
text_width (BreakevenChartContext *ctx,
            const char            *text,
            double                 size)
{
  g_autoptr(PangoLayout) layout =
    breakeven_chart_text_layout_new (ctx->pango, ctx->family, text, size, FALSE, 0, 0);
  double w;

  breakeven_chart_text_size (layout, &w, NULL);
  return w;
}

/* The widest label of TICKS */
static double
ticks_label_width (BreakevenChartContext *ctx,
                   const BreakevenTicks  *ticks,
                   BreakevenTickFormat    format)
{
  double widest = 0;

  for (guint i = 0; i < ticks->n; i++)
    {
      g_autofree char *label = format (ctx, breakeven_chart_tick_value (ticks, i), ticks->decimals);

      widest = MAX (widest, text_width (ctx, label, TICK_SCALE * ctx->font_size));
    }
  return widest;
}

/* Height of the title block: the title and the subtitle under it */
static double
title_block_height (BreakevenChartContext   *ctx,
                    const BreakevenAxesSpec *spec,
                    double                   width)
{
  double f = ctx->font_size;
  double h = 0;

  if (spec->title == NULL)
    return 0;
  h = text_height (ctx, TITLE_SCALE * f);
  if (spec->subtitle != NULL && *spec->subtitle != '\0')
    h += 0.15 * f + text_height (ctx, SUBTITLE_SCALE * f);
  return h;
}

void
breakeven_axes_layout (BreakevenChartContext   *ctx,
                       const BreakevenAxesSpec *spec,
                       double                   width,
                       double                   height,
                       BreakevenChartLayout    *layout)
{
  double f = ctx->font_size;
  double m = ctx->margin;
  double top = m, bottom = height - m, left = m, right = width - m;
  double tick_h = text_height (ctx, TICK_SCALE * f);
  double plot_top, plot_bottom, plot_left, plot_right, widest_x;
  double x_lo = spec->x_lo, x_hi = spec->x_hi, y_lo = spec->y_lo, y_hi = spec->y_hi;
  guint max_ticks;
  g_autofree char *x_sample = NULL;

  *layout = (BreakevenChartLayout) { 0 };
  layout->width = width;
  layout->height = height;
  layout->font_size = f;
  layout->line_width = ctx->line_width;

  if (spec->title != NULL)
    {
      double h = title_block_height (ctx, spec, width);

      layout->title = (BreakevenRect) { m, m, MAX (right - left, 0), h };
      top += h + 0.9 * f;
    }

  if (spec->legend != NULL && spec->legend->entries->len > 0)
    {
      BreakevenLegend *legend = spec->legend;

      /* Beside the plot when the chart is wide for its text, else under it */
      if (width >= 60 * f)
        {
          breakeven_legend_fit (legend, ctx, MIN (0.32 * width, 26 * f), bottom - top, 1);
          layout->legend = (BreakevenRect) { right - legend->width, top,
                                             legend->width, legend->height };
          if (legend->width > 0)
            right = layout->legend.x - 1.5 * f;
        }
      else
        {
          breakeven_legend_fit (legend, ctx, right - left, 0.4 * (bottom - top), 0);
          layout->legend = (BreakevenRect) { left, bottom - legend->height,
                                             legend->width, legend->height };
          if (legend->height > 0)
            bottom = layout->legend.y - 0.9 * f;
        }
    }

  if (spec->y_title != NULL)
    top += text_height (ctx, TICK_SCALE * f) + 0.3 * f;
  plot_top = top + 0.5 * tick_h;
  plot_bottom = bottom - tick_h - 0.4 * f;
  if (spec->x_title != NULL)
    plot_bottom -= text_height (ctx, TICK_SCALE * f) + 0.2 * f;
  plot_bottom = MAX (plot_bottom, plot_top + 1);

  max_ticks = (guint) MAX (2, floor ((plot_bottom - plot_top) / (2.6 * f)));
  breakeven_chart_ticks (&y_lo, &y_hi, max_ticks, spec->y_style, TRUE, &layout->y_ticks);
  plot_left = left + ticks_label_width (ctx, &layout->y_ticks, spec->y_format) + 0.6 * f;

  x_sample = spec->x_format (ctx, x_hi, 0);
  widest_x = text_width (ctx, x_sample, TICK_SCALE * f);
  plot_right = MAX (right - 0.5 * widest_x, plot_left + 1);
  /* Room for a label and air around it, and no more than a dozen or so ticks however wide */
  max_ticks = (guint) MAX (2, floor ((plot_right - plot_left)
                                     / (widest_x + MAX (3.5 * f, 0.07 * (plot_right - plot_left)))));
  breakeven_chart_ticks (&x_lo, &x_hi, max_ticks, spec->x_style, spec->x_extend,
                         &layout->x_ticks);

  layout->plot = (BreakevenRect) { plot_left, plot_top, plot_right - plot_left,
                                   plot_bottom - plot_top };
  layout->x = (BreakevenScale) { x_lo, x_hi, plot_left, plot_right };
  layout->y = (BreakevenScale) { y_lo, y_hi, plot_bottom, plot_top };
}

/* A hairline on the pixel grid when the line is one device unit wide, so it stays crisp */
static double
crisp (double v,
       double line_width)
{
  return fabs (line_width - 1.0) < 0.1 ? floor (v) + 0.5 : v;
}

void
breakeven_axes_draw (BreakevenChartContext      *ctx,
                     const BreakevenAxesSpec    *spec,
                     const BreakevenChartLayout *layout)
{
  cairo_t *cr = ctx->cr;
  const BreakevenChartPalette *p = ctx->palette;
  const BreakevenRect *plot = &layout->plot;
  double f = ctx->font_size;
  /* Hairlines: one pixel on screen, a fine rule on paper */
  double grid_width = MAX (0.5, ctx->line_width * 0.5);
  double tick_h = text_height (ctx, TICK_SCALE * f);

  if (spec->title != NULL)
    {
      g_autoptr(PangoLayout) title =
        breakeven_chart_text_layout_new (ctx->pango, ctx->family, spec->title, TITLE_SCALE * f,
                                         TRUE, 0, layout->title.width);
      double h;

      breakeven_chart_text_size (title, NULL, &h);
      breakeven_chart_show_layout (cr, title, layout->title.x, layout->title.y, 0, 0,
                                   &p->foreground);
      if (spec->subtitle != NULL && *spec->subtitle != '\0')
        {
          g_autoptr(PangoLayout) subtitle =
            breakeven_chart_text_layout_new (ctx->pango, ctx->family, spec->subtitle,
                                             SUBTITLE_SCALE * f, FALSE, 0, layout->title.width);

          breakeven_chart_show_layout (cr, subtitle, layout->title.x,
                                       layout->title.y + h + 0.15 * f, 0, 0, &p->muted);
        }
    }

  cairo_save (cr);
  cairo_set_line_width (cr, grid_width);
  breakeven_chart_set_color (cr, &p->grid);
  for (guint i = 0; i < layout->y_ticks.n; i++)
    {
      double y = crisp (breakeven_scale_to_pixel (&layout->y,
                                                  breakeven_chart_tick_value (&layout->y_ticks, i)),
                        grid_width);

      cairo_move_to (cr, plot->x, y);
      cairo_line_to (cr, plot->x + plot->width, y);
    }
  for (guint i = 0; i < layout->x_ticks.n; i++)
    {
      double x = crisp (breakeven_scale_to_pixel (&layout->x,
                                                  breakeven_chart_tick_value (&layout->x_ticks, i)),
                        grid_width);

      cairo_move_to (cr, x, plot->y);
      cairo_line_to (cr, x, plot->y + plot->height);
    }
  cairo_stroke (cr);

  /* The axes: the value axis at the left, the domain axis at the bottom */
  breakeven_chart_set_color (cr, &p->muted);
  cairo_move_to (cr, crisp (plot->x, grid_width), plot->y);
  cairo_line_to (cr, crisp (plot->x, grid_width), plot->y + plot->height);
  cairo_move_to (cr, plot->x, crisp (plot->y + plot->height, grid_width));
  cairo_line_to (cr, plot->x + plot->width, crisp (plot->y + plot->height, grid_width));
  cairo_stroke (cr);
  cairo_restore (cr);

  for (guint i = 0; i < layout->y_ticks.n; i++)
    {
      double v = breakeven_chart_tick_value (&layout->y_ticks, i);
      g_autofree char *label = spec->y_format (ctx, v, layout->y_ticks.decimals);

      breakeven_chart_show_text (ctx, label, TICK_SCALE * f, FALSE, plot->x - 0.5 * f,
                                 breakeven_scale_to_pixel (&layout->y, v), 1, 0.5,
                                 &p->foreground, NULL);
    }
  for (guint i = 0; i < layout->x_ticks.n; i++)
    {
      double v = breakeven_chart_tick_value (&layout->x_ticks, i);
      g_autofree char *label = spec->x_format (ctx, v, layout->x_ticks.decimals);

      breakeven_chart_show_text (ctx, label, TICK_SCALE * f, FALSE,
                                 breakeven_scale_to_pixel (&layout->x, v),
                                 plot->y + plot->height + 0.35 * f, 0.5, 0, &p->foreground, NULL);
    }

  if (spec->x_title != NULL)
    breakeven_chart_show_text (ctx, spec->x_title, TICK_SCALE * f, FALSE,
                               plot->x + plot->width / 2,
                               plot->y + plot->height + 0.55 * f + tick_h, 0.5, 0, &p->muted,
                               NULL);
  if (spec->y_title != NULL)
    breakeven_chart_show_text (ctx, spec->y_title, TICK_SCALE * f, FALSE, ctx->margin,
                               plot->y - 0.5 * tick_h - 0.3 * f, 0, 1, &p->muted, NULL);

  if (spec->legend != NULL && layout->legend.height > 0)
    breakeven_legend_draw (spec->legend, ctx, layout->legend.x, layout->legend.y);
}
