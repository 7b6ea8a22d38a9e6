/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-chart-view-readout.c: the chart view's hover read-out: under the pointer, the month
 * (or the hours a day, or the day of the year) and each line's value there, as a label over
 * the chart, and a crosshair with a dot on each line.  It reads the layout the renderer
 * returned for the chart drawn last, so it always matches what is shown. */

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>

#include "breakeven-bursts.h"
#include "breakeven-chart-view-private.h"
#include "breakeven-cost.h"
#include "breakeven-format.h"
#include "breakeven-limits.h"
#include "breakeven-report.h"

/* Whether the line of offer INDEX of the analysis is hidden */
static gboolean
series_is_hidden (BreakevenChartView *self,
                  guint               index)
{
  const BreakevenAnalysis *analysis = _breakeven_chart_view_get_analysis (self);

  return analysis != NULL && index < breakeven_analysis_get_n_offers (analysis)
         && _breakeven_chart_view_offer_is_hidden (self,
                                                   breakeven_analysis_get_offer (analysis,
                                                                                 index)->offer);
}

static char *
color_hex (const BreakevenRgba *c)
{
  return g_strdup_printf ("#%02x%02x%02x",
                          (int) round (CLAMP (c->red, 0, 1) * 255),
                          (int) round (CLAMP (c->green, 0, 1) * 255),
                          (int) round (CLAMP (c->blue, 0, 1) * 255));
}

/* A line of the read-out; HOLLOW for a secondary curve (the build's cash curve) */
static void
append_readout_line_full (GString             *out,
                          const BreakevenRgba *color,
                          gboolean             hollow,
                          const char          *name,
                          const char          *value)
{
  g_autofree char *hex = color_hex (color);
  g_autofree char *line = g_markup_printf_escaped ("\n<span foreground=\"%s\">%s</span> %s  <b>%s</b>",
                                                   hex, hollow ? "○" : "●", name, value);

  g_string_append (out, line);
}

static void
append_readout_line (GString             *out,
                     const BreakevenRgba *color,
                     const char          *name,
                     const char          *value)
{
  append_readout_line_full (out, color, FALSE, name, value);
}

/* "10 days" */
static char *
format_days (double days)
{
  g_autofree char *number = breakeven_format_number (days, days == floor (days) ? 0 : 1);

  /* Translators: a number of days, "8.8 days" */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s day", "%s days",
                                       breakeven_plural_count (days)),
                          number);
}

static const char *
burst_name (const BreakevenBurstResult *burst)
{
  return burst->name != NULL && *burst->name != '\0' ? burst->name : _("Burst");
}

/* The cumulative chart's read-out at MONTH: each line's value, and the bursts under way */
static void
append_cumulative_readout (BreakevenChartView      *self,
                           const BreakevenAnalysis *analysis,
                           double                   month,
                           GString                 *out)
{
  const char *currency = _breakeven_chart_view_get_currency (self);
  BreakevenChartOptions options = { 0 };
  g_autofree gboolean *hidden = NULL;
  g_autofree gboolean *selected = NULL;
  g_autofree char *title = breakeven_format_months (month);
  g_autofree char *title_markup = g_markup_printf_escaped ("<b>%s</b>", title);
  g_autofree char *local =
    breakeven_format_money (breakeven_cost_local_at (&analysis->local, month), currency, 0);
  /* Within a few pixels of a burst's days: a burst of a day is a sliver of the plot */
  double slack = fabs (breakeven_scale_from_pixel (&self->layout.x, self->layout.plot.x + 4)
                       - breakeven_scale_from_pixel (&self->layout.x, self->layout.plot.x));
  g_autoptr(GArray) marks = NULL;

  _breakeven_chart_view_fill_series_options (self, &options, &hidden, &selected);
  g_string_append (out, title_markup);
  if (analysis->has_resale)
    {
      g_autofree char *cash =
        breakeven_format_money (breakeven_cost_local_cash_at (&analysis->local, month),
                                currency, 0);

      /* The same names as the chart's legend */
      append_readout_line (out, &self->palette.build, _("Build, net of resale"), local);
      append_readout_line_full (out, &self->palette.build, TRUE, _("Build, cash paid"), cash);
    }
  else
    append_readout_line (out, &self->palette.build, _("Build"), local);
  for (guint i = 0; i < breakeven_analysis_get_n_offers (analysis); i++)
    {
      const BreakevenOfferResult *r = breakeven_analysis_get_offer (analysis, i);
      const BreakevenRgba *color = breakeven_chart_palette_get_series (&self->palette, i, NULL);
      g_autofree char *name = NULL;
      g_autofree char *cost = NULL;

      if (_breakeven_chart_view_offer_is_hidden (self, r->offer))
        continue;
      name = breakeven_chart_offer_label (r->offer);
      cost = breakeven_format_money (breakeven_cost_cloud_at (&r->cloud, month), currency, 0);
      append_readout_line (out, color, name, cost);
      if (breakeven_chart_draws_hybrid (analysis, &options, i))
        {
          /* The same words as the chart's legend */
          g_autofree char *hybrid = g_strdup_printf (_("Hybrid with %s"), name);
          g_autofree char *hybrid_cost =
            breakeven_format_money (breakeven_cost_local_at (&r->hybrid, month), currency, 0);

          append_readout_line_full (out, color, TRUE, hybrid, hybrid_cost);
        }
    }

  marks = breakeven_chart_bursts_near (analysis, month, slack);
  for (guint i = 0; i < marks->len; i++)
    {
      const BreakevenChartBurstMark *mark = &g_array_index (marks, BreakevenChartBurstMark, i);
      const BreakevenBurstResult *burst = breakeven_analysis_get_burst (analysis, mark->burst);
      g_autofree char *days = format_days (burst->inputs.days);
      g_autofree char *from = breakeven_format_number (mark->month,
                                                       mark->month == floor (mark->month)
                                                       ? 0 : 1);
      /* Translators: a burst in the chart's read-out, e.g. "10 days from month 4" */
      g_autofree char *when = g_strdup_printf (_("%s from month %s"), days, from);

      append_readout_line (out, &self->palette.muted, burst_name (burst), when);
    }
}

/* The burst view's read-out at MONTH of the year: the three parts of the bars, and the bursts
 * under way */
static void
append_bursts_readout (BreakevenChartView      *self,
                       const BreakevenAnalysis *analysis,
                       double                   month,
                       GString                 *out)
{
  g_autoptr(GArray) active = g_array_new (FALSE, FALSE, sizeof (guint));
  double steady, build, rented;
  g_autofree char *number = breakeven_format_number (month, 1);
  /* Translators: the burst view's read-out title, a month of the year, e.g. "Month 4.2" */
  g_autofree char *title = g_strdup_printf (_("Month %s"), number);
  g_autofree char *title_markup = g_markup_printf_escaped ("<b>%s</b>", title);
  g_autofree char *steady_text = NULL;
  g_autofree char *build_text = NULL;
  g_autofree char *rented_text = NULL;
  BreakevenRgba steady_color = self->palette.build;
  int offer = analysis->choice_offer;

  breakeven_chart_bursts_at (analysis, month, &steady, &build, &rented, active);
  steady_text = breakeven_format_hours_per_day (steady);
  build_text = breakeven_format_hours_per_day (build);
  rented_text = breakeven_format_hours_per_day (rented);
  steady_color.alpha *= 0.45;
  g_string_append (out, title_markup);
  /* The same names as the chart's legend */
  append_readout_line (out, &steady_color, _("Daily use, on the build"), steady_text);
  append_readout_line (out, &self->palette.build, _("Bursts, on the build"), build_text);
  append_readout_line (out,
                       breakeven_chart_palette_get_series (&self->palette,
                                                           offer >= 0 ? (guint) offer : 0, NULL),
                       _("Bursts, rented"), rented_text);
  for (guint i = 0; i < active->len; i++)
    {
      const BreakevenBurstResult *burst =
        breakeven_analysis_get_burst (analysis, g_array_index (active, guint, i));
      g_autofree char *line = breakeven_report_burst_line (burst);

      append_readout_line (out, &self->palette.muted, burst_name (burst), line);
    }
}

/* The read-out text at pointer x; NULL outside the plot */
static char *
build_readout (BreakevenChartView *self,
               double              x)
{
  const BreakevenAnalysis *analysis = _breakeven_chart_view_get_analysis (self);
  GString *out;
  double value;

  if (analysis == NULL || !self->has_layout || self->kind == BREAKEVEN_CHART_KIND_BUDGET
      || x < self->layout.plot.x || x > self->layout.plot.x + self->layout.plot.width)
    return NULL;

  _breakeven_chart_view_update_palette (self);
  value = breakeven_scale_from_pixel (&self->layout.x, x);
  out = g_string_new (NULL);

  if (self->kind == BREAKEVEN_CHART_KIND_CUMULATIVE)
    append_cumulative_readout (self, analysis, CLAMP (value, 0, analysis->inputs.horizon_months),
                               out);
  else if (self->kind == BREAKEVEN_CHART_KIND_BURSTS)
    append_bursts_readout (self, analysis, CLAMP (value, 0, 12), out);
  else
    {
      double hours = CLAMP (value, 0, BREAKEVEN_MAX_HOURS_PER_DAY);
      g_autofree char *title = breakeven_format_hours_per_day (hours);
      g_autofree char *title_markup = g_markup_printf_escaped ("<b>%s</b>", title);

      g_string_append (out, title_markup);
      for (guint i = 0; i < breakeven_analysis_get_n_offers (analysis); i++)
        {
          const BreakevenOfferResult *r = breakeven_analysis_get_offer (analysis, i);
          g_autofree char *name = NULL;
          g_autofree char *months = NULL;

          if (_breakeven_chart_view_offer_is_hidden (self, r->offer))
            continue;
          name = breakeven_chart_offer_label (r->offer);
          months = breakeven_format_months (breakeven_chart_sensitivity_at (analysis, i, hours));
          append_readout_line (out, breakeven_chart_palette_get_series (&self->palette, i, NULL),
                               name, months);
        }
    }
  return g_string_free (out, FALSE);
}

void
breakeven_chart_view_hover (BreakevenChartView *self,
                            double              x,
                            double              y)
{
  g_return_if_fail (BREAKEVEN_IS_CHART_VIEW (self));

  self->hovering = TRUE;
  self->hover_x = x;
  self->hover_y = y;
  g_clear_pointer (&self->readout_text, g_free);
  self->readout_text = build_readout (self, x);
  if (self->readout_text != NULL)
    gtk_label_set_markup (self->readout, self->readout_text);
  gtk_widget_set_visible (GTK_WIDGET (self->readout), self->readout_text != NULL);
  gtk_widget_queue_allocate (GTK_WIDGET (self));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

const char *
breakeven_chart_view_get_readout (BreakevenChartView *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_CHART_VIEW (self), NULL);
  return self->readout_text;
}

/* Crosshair and a dot on each line at the pointer's x */
void
_breakeven_chart_view_snapshot_crosshair (BreakevenChartView *self,
                                          GtkSnapshot        *snapshot)
{
  const BreakevenAnalysis *analysis = _breakeven_chart_view_get_analysis (self);
  const BreakevenRect *plot = &self->layout.plot;
  double x = self->hover_x;
  double value = breakeven_scale_from_pixel (&self->layout.x, x);
  cairo_t *cr;

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (plot->x, plot->y,
                                                                 plot->width, plot->height));
  cairo_rectangle (cr, plot->x, plot->y, plot->width, plot->height);
  cairo_clip (cr);
  cairo_set_source_rgba (cr, self->palette.muted.red, self->palette.muted.green,
                         self->palette.muted.blue, self->palette.muted.alpha);
  cairo_set_line_width (cr, 1);
  cairo_move_to (cr, round (x) + 0.5, plot->y);
  cairo_line_to (cr, round (x) + 0.5, plot->y + plot->height);
  cairo_stroke (cr);

  /* The build's cash curve: a hollow marker, as in the read-out */
  if (self->kind == BREAKEVEN_CHART_KIND_CUMULATIVE && analysis->has_resale)
    {
      double month = CLAMP (value, 0, analysis->inputs.horizon_months);
      double y = breakeven_scale_to_pixel (&self->layout.y,
                                           breakeven_cost_local_cash_at (&analysis->local, month));
      const BreakevenRgba *c = &self->palette.build;

      cairo_new_sub_path (cr);
      /* No fill: the widget's palette has no background of its own */
      cairo_arc (cr, x, y, 3.5, 0, 2 * G_PI);
      cairo_set_line_width (cr, 1.5);
      cairo_set_source_rgba (cr, c->red, c->green, c->blue, c->alpha);
      cairo_stroke (cr);
      cairo_set_line_width (cr, 1);
    }

  /* The bars' parts are read in the read-out: the line alone shows where */
  if (self->kind == BREAKEVEN_CHART_KIND_BURSTS)
    {
      cairo_destroy (cr);
      return;
    }
  /* The hybrid curves drawn: a hollow marker in the offer's colour */
  if (self->kind == BREAKEVEN_CHART_KIND_CUMULATIVE)
    {
      BreakevenChartOptions options = { 0 };
      g_autofree gboolean *hidden = NULL;
      g_autofree gboolean *selected = NULL;
      double month = CLAMP (value, 0, analysis->inputs.horizon_months);

      _breakeven_chart_view_fill_series_options (self, &options, &hidden, &selected);
      for (guint i = 0; i < breakeven_analysis_get_n_offers (analysis); i++)
        {
          const BreakevenRgba *c = breakeven_chart_palette_get_series (&self->palette, i, NULL);
          const BreakevenOfferResult *r = breakeven_analysis_get_offer (analysis, i);
          double y;

          if (!breakeven_chart_draws_hybrid (analysis, &options, i))
            continue;
          y = breakeven_scale_to_pixel (&self->layout.y, breakeven_cost_local_at (&r->hybrid, month));
          if (!isfinite (y))
            continue;
          cairo_new_sub_path (cr);
          cairo_arc (cr, x, y, 3.5, 0, 2 * G_PI);
          cairo_set_line_width (cr, 1.5);
          cairo_set_source_rgba (cr, c->red, c->green, c->blue, c->alpha);
          cairo_stroke (cr);
          cairo_set_line_width (cr, 1);
        }
    }

  for (int i = -1; i < (int) breakeven_analysis_get_n_offers (analysis); i++)
    {
      const BreakevenRgba *color;
      double y_value;

      if (i >= 0 && series_is_hidden (self, i))
        continue;
      if (self->kind == BREAKEVEN_CHART_KIND_CUMULATIVE)
        {
          double month = CLAMP (value, 0, analysis->inputs.horizon_months);

          if (i < 0)
            {
              color = &self->palette.build;
              y_value = breakeven_cost_local_at (&analysis->local, month);
            }
          else
            {
              color = breakeven_chart_palette_get_series (&self->palette, i, NULL);
              y_value = breakeven_cost_cloud_at (&breakeven_analysis_get_offer (analysis, i)->cloud,
                                                 month);
            }
        }
      else
        {
          if (i < 0)
            continue;
          color = breakeven_chart_palette_get_series (&self->palette, i, NULL);
          y_value = breakeven_chart_sensitivity_at (analysis, i, CLAMP (value, 0, BREAKEVEN_MAX_HOURS_PER_DAY));
        }
      if (!isfinite (y_value))
        continue;
      cairo_arc (cr, x, breakeven_scale_to_pixel (&self->layout.y, y_value), 4, 0, 2 * G_PI);
      cairo_set_source_rgba (cr, color->red, color->green, color->blue, color->alpha);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, self->palette.foreground.red, self->palette.foreground.green,
                             self->palette.foreground.blue, 0.8);
      cairo_stroke (cr);
    }
  cairo_destroy (cr);
}

void
_breakeven_chart_view_end_hover (BreakevenChartView *self)
{
  self->hovering = FALSE;
  g_clear_pointer (&self->readout_text, g_free);
  gtk_widget_set_visible (GTK_WIDGET (self->readout), FALSE);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
_breakeven_chart_view_allocate_readout (BreakevenChartView *self,
                                        int                 width,
                                        int                 height)
{
  GtkRequisition natural;
  double x, y;

  gtk_widget_get_preferred_size (GTK_WIDGET (self->readout), NULL, &natural);
  natural.width = MIN (natural.width, width);
  natural.height = MIN (natural.height, height);
  /* Beside the pointer, on the side with room, inside the widget */
  x = self->hover_x + 16;
  if (x + natural.width > width)
    x = self->hover_x - 16 - natural.width;
  y = self->hover_y - natural.height / 2.0;
  x = CLAMP (x, 0, MAX (0, width - natural.width));
  y = CLAMP (y, 0, MAX (0, height - natural.height));
  gtk_widget_size_allocate (GTK_WIDGET (self->readout),
                            &(GtkAllocation) { (int) x, (int) y, natural.width, natural.height },
                            -1);
}
