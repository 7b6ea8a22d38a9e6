/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-report-pages.c: what the printable report says, laid out by the page flow */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "breakeven-chart-private.h"
#include "breakeven-format.h"
#include "breakeven-report-layout.h"
#include "breakeven-report-pages.h"

#define TITLE_SIZE 20.0
#define BODY_SIZE 10.0
#define HEADING_SIZE 12.5
#define TABLE_SIZE 8.0
#define NOTE_SIZE 7.5
#define CHART_FONT_SIZE 8.0
#define HEADING_SPACE 16.0

struct _BreakevenReportPages
{
  BreakevenProject *project;
  const BreakevenAnalysis *analysis;
  GDateTime *date;
  BreakevenChartPalette palette;
  BreakevenFlow *flow;
};

void
breakeven_page_geometry_init (BreakevenPageGeometry *geometry,
                              double                 width,
                              double                 height)
{
  *geometry = (BreakevenPageGeometry) { width, height, 0, 0, 0, 0 };
}

void
breakeven_page_geometry_init_a4 (BreakevenPageGeometry *geometry)
{
  double margin = 18.0 / 25.4 * 72.0;

  *geometry = (BreakevenPageGeometry) {
    BREAKEVEN_A4_WIDTH_PT, BREAKEVEN_A4_HEIGHT_PT, margin, margin, margin, margin
  };
}

BreakevenReportPages *
breakeven_report_pages_new (BreakevenProject        *project,
                            const BreakevenAnalysis *analysis)
{
  BreakevenReportPages *self;

  g_return_val_if_fail (BREAKEVEN_IS_PROJECT (project), NULL);
  g_return_val_if_fail (analysis != NULL, NULL);

  self = g_new0 (BreakevenReportPages, 1);
  self->project = g_object_ref (project);
  self->analysis = analysis;
  self->date = g_date_time_new_now_local ();
  breakeven_chart_palette_init_print (&self->palette);
  return self;
}

void
breakeven_report_pages_free (BreakevenReportPages *self)
{
  if (self == NULL)
    return;
  g_clear_object (&self->project);
  g_clear_pointer (&self->date, g_date_time_unref);
  g_clear_pointer (&self->flow, breakeven_flow_free);
  g_free (self);
}

void
breakeven_report_pages_set_date (BreakevenReportPages *self,
                                 GDateTime            *date)
{
  g_return_if_fail (self != NULL && date != NULL);
  g_date_time_unref (self->date);
  self->date = g_date_time_ref (date);
}

void
breakeven_report_pages_set_palette (BreakevenReportPages        *self,
                                    const BreakevenChartPalette *palette)
{
  g_return_if_fail (self != NULL && palette != NULL);
  self->palette = *palette;
}

PangoContext *
breakeven_report_pages_create_pango_context (void)
{
  PangoContext *context = breakeven_chart_pango_context_new (72);
  PangoFontDescription *desc = pango_font_description_from_string ("Sans 10");

  pango_context_set_font_description (context, desc);
  pango_font_description_free (desc);
  return context;
}

/* Figures ------------------------------------------------------------------------------------ */


/* Between two sentences of a paragraph: a space in English, nothing in Chinese */
static const char *
sentence_separator (void)
{
  /* Translators: what separates two sentences; use "" where sentences are written without a
     space between them, as in Chinese */
  return C_("sentence separator", " ");
}

static BreakevenChartOptions
chart_options (BreakevenReportPages *self,
               PangoContext         *context)
{
  BreakevenChartOptions options = { 0 };

  options.palette = &self->palette;
  options.currency = breakeven_project_get_currency (self->project);
  options.font_size = CHART_FONT_SIZE;
  options.pango_context = context;
  return options;
}

static void
draw_cumulative (cairo_t      *cr,
                 double        width,
                 double        height,
                 PangoContext *context,
                 gpointer      data)
{
  BreakevenReportPages *self = data;
  BreakevenChartOptions options = chart_options (self, context);

  breakeven_chart_draw_cumulative (cr, width, height, self->analysis, &options, NULL);
}

static void
draw_sensitivity (cairo_t      *cr,
                  double        width,
                  double        height,
                  PangoContext *context,
                  gpointer      data)
{
  BreakevenReportPages *self = data;
  BreakevenChartOptions options = chart_options (self, context);

  breakeven_chart_draw_sensitivity (cr, width, height, self->analysis, &options, NULL);
}

static void
draw_budget (cairo_t      *cr,
             double        width,
             double        height,
             PangoContext *context,
             gpointer      data)
{
  BreakevenReportPages *self = data;
  BreakevenChartOptions options = chart_options (self, context);

  breakeven_chart_draw_budget (cr, width, height, self->project, self->analysis, &options, NULL);
}

/* Content ------------------------------------------------------------------------------------ */

static const char *
currency_of (BreakevenReportPages *self)
{
  return breakeven_project_get_currency (self->project);
}

static char *
money (BreakevenReportPages *self,
       double                amount,
       int                   decimals)
{
  return breakeven_format_money (amount, currency_of (self), decimals);
}

static void
add_heading (BreakevenFlow *flow,
             const char    *text)
{
  breakeven_flow_add_text (flow, text, HEADING_SIZE, TRUE, FALSE, HEADING_SPACE, TRUE);
}

static void
add_title (BreakevenReportPages *self,
           BreakevenFlow        *flow)
{
  const char *title = breakeven_project_get_title (self->project);
  const char *currency = currency_of (self);
  /* Translators: the date under the report's title, as strftime () understands it */
  g_autofree char *date = g_date_time_format (self->date, C_("report date", "%Y-%m-%d"));
  g_autofree char *line = NULL;

  breakeven_flow_add_text (flow, title != NULL && *title != '\0' ? title : _("Untitled project"),
                           TITLE_SIZE, TRUE, FALSE, 0, FALSE);
  /* Translators: under the report's title: the date, the currency code and its symbol, e.g.
   * "Build or rent: cost comparison · 2026-05-14 · amounts in CNY (¥)" */
  line = g_strdup_printf (_("Build or rent: cost comparison · %s · amounts in %s (%s)"),
                          date, currency, breakeven_currency_symbol (currency));
  breakeven_flow_add_text (flow, line, BODY_SIZE, FALSE, TRUE, 3, FALSE);
}

/* The answer first: what the build costs, the cheapest alternative, and each crossing */
static void
add_verdict (BreakevenReportPages *self,
             BreakevenFlow        *flow)
{
  const BreakevenAnalysis *a = self->analysis;
  g_autofree char *hours = breakeven_format_hours_per_day (a->inputs.hours_per_day);
  g_autofree char *months = breakeven_format_months (a->inputs.horizon_months);
  g_autofree char *build_cost = money (self, a->horizon_cost, 0);
  g_autofree char *per_hour = money (self, a->cost_per_hour, 2);
  GString *text = g_string_new (NULL);
  int cheapest = breakeven_analysis_get_cheapest_offer (a);

  if (isnan (a->cost_per_hour))
    /* Translators: e.g. "At 12.0 h/day over 36.0 months, the build costs ¥28,322 in all." */
    g_string_append_printf (text, _("At %s over %s, the build costs %s in all."),
                            hours, months, build_cost);
  else
    /* Translators: e.g. "At 12.0 h/day over 36.0 months, the build costs ¥28,322 in all, or
     * ¥2.15 per hour of work." */
    g_string_append_printf (text, _("At %s over %s, the build costs %s in all, or %s per hour of work."),
                            hours, months, build_cost, per_hour);

  if (cheapest >= 0)
    {
      const BreakevenOfferResult *r = breakeven_analysis_get_offer (a, (guint) cheapest);
      g_autofree char *label = breakeven_chart_offer_label (r->offer);
      g_autofree char *cost = money (self, r->horizon_cost, 0);
      g_autofree char *saving = money (self, fabs (r->horizon_cost - a->horizon_cost), 0);

      g_string_append (text, sentence_separator ());
      /* Translators: e.g. "The cheapest cloud offer, AutoDL RTX 4090D, costs ¥33,903." */
      g_string_append_printf (text, _("The cheapest cloud offer, %s, costs %s."), label, cost);
      g_string_append (text, sentence_separator ());
      if (a->horizon_cost <= r->horizon_cost)
        /* Translators: %s is an amount of money */
        g_string_append_printf (text, _("Building saves %s against it."), saving);
      else
        /* Translators: %s is an amount of money */
        g_string_append_printf (text, _("Renting it saves %s against building."), saving);
    }
  else
    {
      g_string_append (text, sentence_separator ());
      g_string_append (text, _("No cloud offer is compared yet."));
    }
  breakeven_flow_add_text (flow, text->str, BODY_SIZE, FALSE, FALSE, 14, FALSE);
  g_string_free (text, TRUE);

  text = g_string_new (NULL);
  for (guint i = 0; i < breakeven_analysis_get_n_offers (a); i++)
    {
      const BreakevenOfferResult *r = breakeven_analysis_get_offer (a, i);
      g_autofree char *label = breakeven_chart_offer_label (r->offer);
      g_autofree char *crossing = breakeven_chart_describe_crossing (r->breakeven_months,
                                                                     a->inputs.horizon_months);

      if (text->len > 0)
        g_string_append_c (text, '\n');
      /* Translators: a bullet of the report: an offer and what its curve does, e.g.
       * "• AutoDL RTX 4090D: breaks even at 29.1 months" */
      g_string_append_printf (text, _("• %s: %s"), label, crossing);
    }
  if (text->len > 0)
    breakeven_flow_add_text (flow, text->str, BODY_SIZE, FALSE, FALSE, 6, FALSE);
  g_string_free (text, TRUE);
}

static void
add_inputs (BreakevenReportPages *self,
            BreakevenFlow        *flow)
{
  static const double widths[] = { 0.21, 0.29, 0.24, 0.26 };
  static const gboolean right[] = { FALSE, FALSE, FALSE, FALSE };
  const BreakevenAnalysis *a = self->analysis;
  const BreakevenInputs *in = &a->inputs;
  gboolean quote_used = breakeven_project_get_has_vendor_quote (self->project)
                        && breakeven_project_get_use_vendor_quote (self->project);
  g_autofree char *capex = money (self, in->capex, 2);
  g_autofree char *wall = breakeven_format_number (in->wall_watts, 0);
  g_autofree char *idle = breakeven_format_number (in->idle_watts, 0);
  g_autofree char *kwh = money (self, in->price_per_kwh, 2);
  g_autofree char *maintenance = money (self, in->maintenance_per_year, 2);
  g_autofree char *interest = breakeven_format_share (in->interest_percent / 100.0);
  g_autofree char *storage = breakeven_format_number (in->cloud_storage_gb, 0);
  char *pairs[16][2] = {
    { _("Build cost"), quote_used ? g_strdup_printf (_("%s (vendor quote)"), capex)
                                  : g_strdup_printf (_("%s (sum of the parts)"), capex) },
    { _("Use"), breakeven_format_hours_per_day (in->hours_per_day) },
    { _("Parts total"), money (self, a->parts_total, 2) },
    { _("Idle-on time"), breakeven_format_hours_per_day (in->idle_hours_per_day) },
    { _("Vendor quote"), money (self, a->vendor_quote, 2) },
    { _("Horizon"), breakeven_format_months (in->horizon_months) },
    { _("Wall power under load"),
      breakeven_project_get_wall_watts_set (self->project)
      /* Translators: a power in watts, e.g. "600 W" */
      ? g_strdup_printf (_("%s W"), wall)
      : g_strdup_printf (_("%s W (estimated from the parts)"), wall) },
    { _("Cloud storage"), g_strdup_printf (_("%s GB"), storage) },
    { _("Idle power"), g_strdup_printf (_("%s W"), idle) },
    { _("Electricity per month"), money (self, a->local.electricity_per_month, 2) },
    { _("Cooling overhead"), breakeven_format_share (in->cooling_overhead_percent / 100.0) },
    { _("Running cost per month"), money (self, a->running_per_month, 2) },
    /* Translators: e.g. "¥0.60 per kWh" */
    { _("Electricity price"), g_strdup_printf (_("%s per kWh"), kwh) },
    { _("Resale value at the horizon"), breakeven_format_share (in->resale_percent / 100.0) },
    /* Translators: e.g. "¥300.00 a year" */
    { _("Maintenance"), g_strdup_printf (_("%s a year"), maintenance) },
    { _("Interest on the capital"), g_strdup_printf (_("%s a year"), interest) },
  };

  add_heading (flow, _("Inputs"));
  breakeven_flow_begin_table (flow, 4, widths, right, TABLE_SIZE + 0.5, FALSE, 4);
  for (guint i = 0; i < G_N_ELEMENTS (pairs); i += 2)
    {
      const char *cells[] = { pairs[i][0], pairs[i][1], pairs[i + 1][0], pairs[i + 1][1] };

      breakeven_flow_add_row (flow, BREAKEVEN_FLOW_ROW_NORMAL, cells);
    }
  for (guint i = 0; i < G_N_ELEMENTS (pairs); i++)
    g_free (pairs[i][1]);
}

static void
add_summary (BreakevenReportPages *self,
             BreakevenFlow        *flow)
{
  static const double widths[] = { 0.25, 0.11, 0.12, 0.12, 0.12, 0.14, 0.14 };
  static const gboolean right[] = { FALSE, TRUE, TRUE, TRUE, TRUE, TRUE, TRUE };
  const BreakevenAnalysis *a = self->analysis;
  g_autofree char *months = breakeven_format_months (a->inputs.horizon_months);
  /* Translators: a column of the summary table, e.g. "Cost over 36.0 months" */
  g_autofree char *horizon_header = g_strdup_printf (_("Cost over %s"), months);
  const char *header[] = { _("Offer"), _("Price per hour"), _("Cost per month"),
                           C_("summary column", "Breakeven"), _("Breakeven use"), horizon_header,
                           _("Cost per work hour") };

  add_heading (flow, _("Summary"));
  breakeven_flow_begin_table (flow, 7, widths, right, TABLE_SIZE, TRUE, 4);
  breakeven_flow_add_row (flow, BREAKEVEN_FLOW_ROW_HEADER, header);
  {
    g_autofree char *running = money (self, a->running_per_month, 2);
    g_autofree char *total = money (self, a->horizon_cost, 2);
    g_autofree char *per_hour = money (self, a->cost_per_hour, 2);
    const char *cells[] = { _("Build (running cost)"), "—", running, "—", "—", total, per_hour };

    breakeven_flow_add_row (flow, BREAKEVEN_FLOW_ROW_NORMAL, cells);
  }
  for (guint i = 0; i < breakeven_analysis_get_n_offers (a); i++)
    {
      const BreakevenOfferResult *r = breakeven_analysis_get_offer (a, i);
      g_autofree char *label = breakeven_chart_offer_label (r->offer);
      g_autofree char *price = money (self, r->inputs.price_per_hour, 2);
      g_autofree char *per_month = money (self, r->cloud.per_month, 2);
      g_autofree char *breakeven = breakeven_format_months (r->breakeven_months);
      g_autofree char *use = r->breakeven_hours_per_day == 0
                             ? g_strdup (_("any use"))
                             : breakeven_format_hours_per_day (r->breakeven_hours_per_day);
      g_autofree char *total = money (self, r->horizon_cost, 2);
      g_autofree char *per_hour = money (self, r->cost_per_hour, 2);
      const char *cells[] = { label, price, per_month, breakeven, use, total, per_hour };

      breakeven_flow_add_row (flow, BREAKEVEN_FLOW_ROW_NORMAL, cells);
    }
}

static void
add_parts (BreakevenReportPages *self,
           BreakevenFlow        *flow)
{
  static const double widths[] = { 0.14, 0.37, 0.07, 0.15, 0.15, 0.12 };
  static const gboolean right[] = { FALSE, FALSE, TRUE, TRUE, TRUE, TRUE };
  GListModel *parts = G_LIST_MODEL (breakeven_project_get_parts (self->project));
  guint n = g_list_model_get_n_items (parts);
  const char *header[] = { _("Category"), _("Part"), _("Qty"), _("Unit price"), _("Total"),
                           _("Power (each)") };

  add_heading (flow, _("Parts"));
  breakeven_flow_begin_table (flow, 6, widths, right, TABLE_SIZE, TRUE, 4);
  breakeven_flow_add_row (flow, BREAKEVEN_FLOW_ROW_HEADER, header);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(BreakevenPart) part = g_list_model_get_item (parts, i);
      g_autofree char *quantity = breakeven_format_number (breakeven_part_get_quantity (part), 0);
      g_autofree char *unit = money (self, breakeven_part_get_unit_price (part), 2);
      g_autofree char *total = money (self, breakeven_part_get_line_total (part), 2);
      g_autofree char *watts = breakeven_format_number (breakeven_part_get_power_watts (part), 0);
      g_autofree char *power = g_strdup_printf (_("%s W"), watts);
      const char *cells[] = { breakeven_part_category_to_label (breakeven_part_get_category (part)),
                              breakeven_part_get_name (part), quantity, unit, total, power };

      breakeven_flow_add_row (flow, BREAKEVEN_FLOW_ROW_NORMAL, cells);
    }
  if (n == 0)
    {
      const char *cells[] = { _("No parts listed"), NULL, NULL, NULL, NULL, NULL };

      breakeven_flow_add_row (flow, BREAKEVEN_FLOW_ROW_MUTED, cells);
    }
  {
    g_autofree char *total = money (self, self->analysis->parts_total, 2);
    g_autofree char *watts = breakeven_format_number (self->analysis->parts_power_watts, 0);
    g_autofree char *power = g_strdup_printf (_("%s W"), watts);
    const char *cells[] = { _("Total"), NULL, NULL, NULL, total, power };

    breakeven_flow_add_row (flow, BREAKEVEN_FLOW_ROW_TOTAL, cells);
  }
  if (breakeven_project_get_has_vendor_quote (self->project))
    {
      g_autofree char *quote = money (self, self->analysis->vendor_quote, 2);
      const char *cells[] = { _("Vendor quote"),
                              breakeven_project_get_vendor_quote_note (self->project),
                              NULL, NULL, quote, NULL };

      breakeven_flow_add_row (flow, BREAKEVEN_FLOW_ROW_MUTED, cells);
    }
}

static void
add_method (BreakevenReportPages *self,
            BreakevenFlow        *flow)
{
  const BreakevenAnalysis *a = self->analysis;
  GString *sources = g_string_new (NULL);

  breakeven_flow_add_text (flow, _("How the figures are computed"), NOTE_SIZE + 1, TRUE, TRUE,
                           HEADING_SPACE, TRUE);
  breakeven_flow_add_text (flow,
                           _("A month is 365/12 days; h is the hours of use per day, H the "
                             "horizon in months. The build costs L(t) = C0 + (E + M)·t + O(t) "
                             "after t months: C0 the build cost, E = (wall kW × h + idle kW × "
                             "idle h) × (1 + cooling) × 365/12 × price per kWh, M the maintenance "
                             "per month, O(t) = C0 × ((1 + interest)^(t/12) − 1) the interest "
                             "forgone. An offer costs C(t) = setup + K·t, with K = price per hour × "
                             "(h / relative speed × (1 + interruption overhead) + idle h) × 365/12 "
                             "+ storage per month. The breakeven month is the first t with "
                             "C(t) ≥ L(t). Horizon costs are L(H) less the resale value for the "
                             "build and C(H) for an offer; the cost per work hour divides them by "
                             "h × 365/12 × H; the breakeven use is the h at which the two "
                             "horizon costs are equal."),
                           NOTE_SIZE, FALSE, TRUE, 3, FALSE);

  for (guint i = 0; i < breakeven_analysis_get_n_offers (a); i++)
    {
      const BreakevenOfferResult *r = breakeven_analysis_get_offer (a, i);
      g_autofree char *label = breakeven_chart_offer_label (r->offer);
      const char *source = breakeven_offer_get_source (r->offer);
      const char *as_of = breakeven_offer_get_as_of (r->offer);
      const char *currency = breakeven_offer_get_currency (r->offer);

      if (sources->len > 0)
        g_string_append_c (sources, '\n');
      /* Translators: where an offer's price comes from: the offer, the source, the date of the
       * price, e.g. "AutoDL RTX 4090D: AutoDL price list (2026-05)" */
      g_string_append_printf (sources, _("%s: %s (%s)"), label,
                              source != NULL && *source != '\0' ? source : _("no source given"),
                              as_of != NULL && *as_of != '\0' ? as_of : _("undated"));
      if (currency != NULL && g_strcmp0 (currency, currency_of (self)) != 0)
        {
          double rate = NAN;
          g_autofree char *rate_text = NULL;

          breakeven_project_convert (self->project, currency, 1.0, &rate, NULL);
          rate_text = breakeven_format_number (rate, 4);
          g_string_append (sources, sentence_separator ());
          /* Translators: e.g. "Priced in USD, converted at 1 USD = 7.1000 CNY." */
          g_string_append_printf (sources, _("Priced in %s, converted at 1 %s = %s %s."),
                                  currency, currency, rate_text, currency_of (self));
        }
    }
  if (sources->len > 0)
    {
      breakeven_flow_add_text (flow, _("Where the prices come from"), NOTE_SIZE + 1, TRUE, TRUE,
                               8, TRUE);
      breakeven_flow_add_text (flow, sources->str, NOTE_SIZE, FALSE, TRUE, 3, FALSE);
    }
  g_string_free (sources, TRUE);
}

static BreakevenFlow *
build_flow (BreakevenReportPages *self)
{
  BreakevenFlow *flow = breakeven_flow_new (&self->palette);
  const char *notes = breakeven_project_get_notes (self->project);
  const char *title = breakeven_project_get_title (self->project);
  double n_offers = breakeven_analysis_get_n_offers (self->analysis);

  add_title (self, flow);
  add_verdict (self, flow);
  add_inputs (self, flow);
  /* Taller with more offers, so that the legend keeps a line for each */
  breakeven_flow_add_figure (flow, CLAMP (220 + 13 * n_offers, 320, 560), 18, draw_cumulative,
                             self);
  breakeven_flow_add_figure (flow, CLAMP (170 + 13 * n_offers, 235, 540), 14, draw_sensitivity,
                             self);
  breakeven_flow_add_figure (flow, 165, 14, draw_budget, self);
  add_summary (self, flow);
  add_parts (self, flow);
  if (notes != NULL && *notes != '\0')
    {
      add_heading (flow, _("Notes"));
      breakeven_flow_add_text (flow, notes, BODY_SIZE - 1, FALSE, FALSE, 4, FALSE);
    }
  add_method (self, flow);
  breakeven_flow_set_footer (flow, title != NULL && *title != '\0' ? title : _("Untitled project"));
  return flow;
}

guint
breakeven_report_pages_paginate (BreakevenReportPages        *self,
                                 PangoContext                *context,
                                 const BreakevenPageGeometry *geometry)
{
  BreakevenFlowGeometry g;

  g_return_val_if_fail (self != NULL && PANGO_IS_CONTEXT (context) && geometry != NULL, 0);

  g = (BreakevenFlowGeometry) { geometry->width, geometry->height, geometry->margin_top,
                                geometry->margin_right, geometry->margin_bottom,
                                geometry->margin_left };
  g_clear_pointer (&self->flow, breakeven_flow_free);
  self->flow = build_flow (self);
  return breakeven_flow_paginate (self->flow, context, &g);
}

guint
breakeven_report_pages_get_n_pages (BreakevenReportPages *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->flow != NULL ? breakeven_flow_get_n_pages (self->flow) : 0;
}

void
breakeven_report_pages_render_page (BreakevenReportPages *self,
                                    cairo_t              *cr,
                                    PangoContext         *context,
                                    guint                 page)
{
  g_return_if_fail (self != NULL && self->flow != NULL && cr != NULL);
  breakeven_flow_render_page (self->flow, cr, context, page);
}
