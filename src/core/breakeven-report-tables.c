/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-report-tables.c: the printable report's tables: the inputs (with the bursts), the
 * summary of the figures and the parts list */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "breakeven-bursts.h"
#include "breakeven-caveats.h"
#include "breakeven-chart-private.h"
#include "breakeven-explain.h"
#include "breakeven-format.h"
#include "breakeven-report-layout.h"
#include "breakeven-report-pages-private.h"
#include "breakeven-report.h"

/* An amount of watts (or of GB when GB), "none" (as breakeven-format.c words it) for 0: the
 * inputs where 0 means "not set" */
static char *
optional_amount (double   value,
                 gboolean gb)
{
  g_autofree char *number = breakeven_format_number (value > 0 ? value : NAN, 0);

  if (!(value > 0))
    return g_steal_pointer (&number);
  return gb ? g_strdup_printf (_("%s GB"), number) : g_strdup_printf (_("%s W"), number);
}

/* A row of the inputs' right-hand column: LABEL (copied) and VALUE (taken) */
static void
add_pair (GPtrArray  *labels,
          GPtrArray  *values,
          const char *label,
          char       *value)
{
  g_ptr_array_add (labels, g_strdup (label));
  g_ptr_array_add (values, value);
}


/* "2.5 h": an amount of hours */
char *
breakeven_report_pages_hours_text (double hours)
{
  g_autofree char *number = quantity (hours, 2);

  /* Translators: an amount of hours, e.g. "2.5 h" */
  return g_strdup_printf (C_("report", "%s h"), number);
}

/* Format 3: the bursts of work with a deadline, under the inputs; nothing without any */
static void
add_bursts (BreakevenReportPages *self,
            BreakevenFlow        *flow)
{
  static const double widths[] = { 0.36, 0.16, 0.16, 0.16, 0.16 };
  static const gboolean right[] = { FALSE, TRUE, TRUE, TRUE, TRUE };
  const BreakevenAnalysis *a = self->analysis;
  const char *header[] = {
    /* Translators: a column of the report's table of bursts (冲刺): a burst of work with a
     * deadline */
    C_("report bursts", "Burst"),
    /* Translators: a column of the table of bursts: how many times a year it comes */
    C_("report bursts", "Times a year"),
    /* Translators: a column of the table of bursts: the month the first one starts */
    C_("report bursts", "First month"),
    /* Translators: a column of the table of bursts: the days it must be done in */
    C_("report bursts", "Days"),
    /* Translators: a column of the table of bursts: the hours of training, on the build */
    C_("report bursts", "Work hours"),
  };

  if (breakeven_analysis_get_n_bursts (a) == 0)
    return;
  breakeven_flow_begin_table (flow, 5, widths, right, TABLE_SIZE, TRUE, 8);
  breakeven_flow_add_row (flow, BREAKEVEN_FLOW_ROW_HEADER, header);
  for (guint i = 0; i < breakeven_analysis_get_n_bursts (a); i++)
    {
      const BreakevenBurstResult *b = breakeven_analysis_get_burst (a, i);
      g_autofree char *per_year = breakeven_format_number (b->inputs.per_year, 0);
      g_autofree char *first = quantity (b->inputs.first_month, 2);
      g_autofree char *days = quantity (b->inputs.days, 2);
      g_autofree char *work = breakeven_report_pages_hours_text (b->inputs.work_hours);
      const char *cells[] = { b->name, per_year, first, days, work };

      breakeven_flow_add_row (flow, BREAKEVEN_FLOW_ROW_NORMAL, cells);
    }
}

void
breakeven_report_pages_add_inputs (BreakevenReportPages *self,
                                   BreakevenFlow        *flow)
{
  static const double widths[] = { 0.28, 0.27, 0.24, 0.21 };
  static const gboolean right[] = { FALSE, FALSE, FALSE, FALSE };
  const BreakevenAnalysis *a = self->analysis;
  const BreakevenInputs *in = &a->inputs;
  gboolean quote_used = breakeven_project_get_has_vendor_quote (self->project)
                        && breakeven_project_get_use_vendor_quote (self->project);
  gboolean own_time = in->own_time_per_hour > 0;
  g_autofree char *capex = money (self, in->capex, 2);
  g_autofree char *wall = breakeven_format_number (in->wall_watts, 0);
  g_autofree char *idle = breakeven_format_number (in->idle_watts, 0);
  g_autofree char *kwh = money (self, in->price_per_kwh, 2);
  g_autofree char *maintenance = money (self, in->maintenance_per_year, 2);
  g_autofree char *interest = breakeven_format_share (in->interest_percent / 100.0);
  g_autofree char *storage = breakeven_format_number (in->cloud_storage_gb, 0);
  /* The build's hardware on the left; the use, the cloud and the money on the right */
  g_autoptr(GPtrArray) left_labels = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) left_values = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) values = g_ptr_array_new_with_free_func (g_free);
  guint n_rows;

  add_pair (left_labels, left_values, _("Build cost"),
            quote_used ? g_strdup_printf (_("%s (vendor quote)"), capex)
                       : g_strdup_printf (_("%s (sum of the parts)"), capex));
  add_pair (left_labels, left_values, _("Parts total"), money (self, a->parts_total, 2));
  add_pair (left_labels, left_values, _("Vendor quote"), money (self, a->vendor_quote, 2));
  add_pair (left_labels, left_values, _("Wall power under load"),
            breakeven_project_get_wall_watts_set (self->project)
            /* Translators: a power in watts, e.g. "600 W" */
            ? g_strdup_printf (_("%s W"), wall)
            : g_strdup_printf (_("%s W (estimated from the parts)"), wall));
  add_pair (left_labels, left_values, _("Idle power"), g_strdup_printf (_("%s W"), idle));
  /* Translators: the power a circuit (a dorm's breaker) takes; "none" when not set */
  add_pair (left_labels, left_values, _("Circuit limit"),
            optional_amount (in->circuit_limit_watts, FALSE));
  add_pair (left_labels, left_values, _("Cooling overhead"),
            breakeven_format_share (in->cooling_overhead_percent / 100.0));
  /* Translators: e.g. "¥0.60 per kWh" */
  add_pair (left_labels, left_values, _("Electricity price"),
            g_strdup_printf (_("%s per kWh"), kwh));
  add_pair (left_labels, left_values, _("Resale value at the horizon"),
            breakeven_format_share (in->resale_percent / 100.0));
  /* Translators: the resale value of the build as a share of its parts just after buying it */
  add_pair (left_labels, left_values, _("Resale right after purchase"),
            breakeven_format_share (in->resale_after_purchase_percent / 100.0));
  /* Format 3, each only when it is not its default (or bursts make it count) */
  if (in->n_bursts > 0 || in->build_max_hours_per_day != 24)
    /* Translators: the most hours a day the build may run (a dorm's night rule, noise) */
    add_pair (left_labels, left_values, _("Build's most hours a day"),
              breakeven_format_hours_per_day (in->build_max_hours_per_day));
  if (own_time || in->build_setup_hours > 0)
    /* Translators: the hours the build takes to set up: buying, assembling, drivers */
    add_pair (left_labels, left_values, _("Setup time of the build"),
              breakeven_report_pages_hours_text (in->build_setup_hours));

  add_pair (labels, values, _("Use"), breakeven_format_hours_per_day (in->hours_per_day));
  add_pair (labels, values, _("Idle-on time"),
            breakeven_format_hours_per_day (in->idle_hours_per_day));
  /* Translators: hours a day a cloud instance is kept running without training */
  add_pair (labels, values, _("Cloud idle time"),
            breakeven_format_hours_per_day (in->cloud_idle_hours_per_day));
  add_pair (labels, values, _("Horizon"), breakeven_format_months (in->horizon_months));
  /* Translators: e.g. "200 GB" */
  add_pair (labels, values, _("Cloud storage"), g_strdup_printf (_("%s GB"), storage));
  add_pair (labels, values, _("VRAM needed"), optional_amount (in->vram_needed_gb, TRUE));
  if (in->vram_needed_gb > 0)
    {
      g_autofree char *build_vram = optional_amount (in->build_vram_gb, TRUE);

      add_pair (labels, values, _("VRAM of the build"),
                a->build_eligible ? g_steal_pointer (&build_vram)
                /* Translators: e.g. "12 GB (not enough VRAM)" */
                : g_strdup_printf (_("%s (not enough VRAM)"), build_vram));
    }
  /* Translators: e.g. "¥300.00 a year" */
  add_pair (labels, values, _("Maintenance"), g_strdup_printf (_("%s a year"), maintenance));
  add_pair (labels, values, _("Interest on the capital"),
            /* Translators: an interest rate per year, e.g. "5.0% a year" (年化 5.0%) */
            g_strdup_printf (C_("rate", "%s a year"), interest));
  if (in->price_change_percent != 0)
    {
      g_autofree char *change = breakeven_format_share (in->price_change_percent / 100.0);

      /* Translators: how cloud prices change each year (newer GPUs make renting an older
       * one cheaper) */
      add_pair (labels, values, _("Cloud price change"),
                /* Translators: a yearly change of prices, e.g. "−10.0% a year" (每年 −10.0%) */
                g_strdup_printf (C_("price change", "%s a year"), change));
    }
  if (own_time)
    {
      g_autofree char *per_hour = money (self, in->own_time_per_hour, 2);

      /* Translators: what an hour of the user's own time is worth, e.g. "¥50.00 per hour" */
      add_pair (labels, values, C_("report", "Own time"),
                g_strdup_printf (_("%s per hour"), per_hour));
    }
  add_pair (labels, values, _("Electricity per month"),
            money (self, a->local.electricity_per_month, 2));
  add_pair (labels, values, _("Running cost per month"), money (self, a->running_per_month, 2));
  for (guint i = 0; i < breakeven_analysis_get_n_offers (a); i++)
    {
      const BreakevenOfferResult *r = breakeven_analysis_get_offer (a, i);
      g_autofree char *label = NULL;
      g_autofree char *price = NULL;
      g_autofree char *name = NULL;

      if (r->inputs.idle_price_follows)
        continue;
      label = breakeven_chart_offer_label (r->offer);
      price = money (self, r->inputs.idle_price_per_hour, 2);
      /* Translators: an offer's price per hour while kept running idle, e.g.
       * "Idle price, AutoDL RTX 4090D" */
      name = g_strdup_printf (_("Idle price, %s"), label);
      /* Translators: e.g. "¥0.10 per hour" */
      add_pair (labels, values, name, g_strdup_printf (_("%s per hour"), price));
    }
  for (guint i = 0; i < breakeven_analysis_get_n_offers (a); i++)
    {
      const BreakevenOfferResult *r = breakeven_analysis_get_offer (a, i);
      g_autofree char *label = NULL;
      g_autofree char *name = NULL;

      if (!(r->inputs.setup_hours > 0))
        continue;
      label = breakeven_chart_offer_label (r->offer);
      /* Translators: the hours one start of an offer takes (uploading the data, building the
       * environment), e.g. "Setup time, AutoDL RTX 4090D" */
      name = g_strdup_printf (_("Setup time, %s"), label);
      add_pair (labels, values, name, breakeven_report_pages_hours_text (r->inputs.setup_hours));
    }

  add_heading (flow, _("Inputs"));
  breakeven_flow_begin_table (flow, 4, widths, right, TABLE_SIZE, FALSE, 4);
  n_rows = MAX (left_labels->len, labels->len);
  for (guint i = 0; i < n_rows; i++)
    {
      const char *cells[] = {
        i < left_labels->len ? g_ptr_array_index (left_labels, i) : NULL,
        i < left_values->len ? g_ptr_array_index (left_values, i) : NULL,
        i < labels->len ? g_ptr_array_index (labels, i) : NULL,
        i < values->len ? g_ptr_array_index (values, i) : NULL,
      };

      breakeven_flow_add_row (flow, BREAKEVEN_FLOW_ROW_NORMAL, cells);
    }
  add_bursts (self, flow);
}

void
breakeven_report_pages_add_summary (BreakevenReportPages *self,
                                    BreakevenFlow        *flow)
{
  /* The columns headed "Breakeven ..." are as wide as that word in bold */
  static const double widths_cash[] = { 0.165, 0.075, 0.10, 0.11, 0.11, 0.11, 0.11, 0.12, 0.10 };
  static const double widths_plain[] = { 0.22, 0.08, 0.11, 0.12, 0.12, 0.12, 0.12, 0.11 };
  static const gboolean right[] = { FALSE, TRUE, TRUE, TRUE, TRUE, TRUE, TRUE, TRUE, TRUE };
  const BreakevenAnalysis *a = self->analysis;
  gboolean cash = a->has_resale;
  guint n_columns = cash ? 9 : 8;
  g_autofree char *months = breakeven_format_months (a->inputs.horizon_months);
  /* Translators: a column of the summary table, e.g. "Cost over 36.0 months" */
  g_autofree char *horizon_header = g_strdup_printf (_("Cost over %s"), months);
  g_autoptr(GPtrArray) header = g_ptr_array_new ();

  g_ptr_array_add (header, (gpointer) _("Offer"));
  g_ptr_array_add (header, (gpointer) _("Price per hour"));
  g_ptr_array_add (header, (gpointer) _("Cost per month"));
  g_ptr_array_add (header, (gpointer) C_("summary column", "Breakeven"));
  if (cash)
    /* Translators: a column of the summary table: when the rent paid has caught up with the
     * cash the build cost, its resale left aside */
    g_ptr_array_add (header, (gpointer) _("Cash payback"));
  g_ptr_array_add (header, (gpointer) _("Breakeven use"));
  /* Translators: a column of the summary table: the price per hour at which renting costs the
   * same as building over the horizon */
  g_ptr_array_add (header, (gpointer) _("Breakeven price"));
  g_ptr_array_add (header, horizon_header);
  g_ptr_array_add (header, (gpointer) _("Cost per work hour"));

  add_heading (flow, _("Summary"));
  breakeven_flow_begin_table (flow, n_columns, cash ? widths_cash : widths_plain, right,
                              cash ? NOTE_SIZE : TABLE_SIZE, TRUE, 4);
  breakeven_flow_add_row (flow, BREAKEVEN_FLOW_ROW_HEADER, (const char * const *) header->pdata);
  {
    g_autofree char *label = a->build_eligible
                             ? g_strdup (_("Build (running cost)"))
                             /* Translators: the build's row of the summary when its GPUs lack
                              * the VRAM needed */
                             : g_strdup (_("Build (running cost; not enough VRAM)"));
    g_autofree char *running = money (self, a->running_per_month, 2);
    g_autofree char *total = money (self, a->horizon_cost, 2);
    g_autofree char *per_hour = money (self, a->cost_per_hour, 2);
    g_autoptr(GPtrArray) cells = g_ptr_array_new ();

    g_ptr_array_add (cells, label);
    g_ptr_array_add (cells, (gpointer) "—");
    g_ptr_array_add (cells, running);
    g_ptr_array_add (cells, (gpointer) "—");
    if (cash)
      g_ptr_array_add (cells, (gpointer) "—");
    g_ptr_array_add (cells, (gpointer) "—");
    g_ptr_array_add (cells, (gpointer) "—");
    g_ptr_array_add (cells, total);
    g_ptr_array_add (cells, per_hour);
    breakeven_flow_add_row (flow, BREAKEVEN_FLOW_ROW_NORMAL, (const char * const *) cells->pdata);
  }
  for (guint i = 0; i < breakeven_analysis_get_n_offers (a); i++)
    {
      const BreakevenOfferResult *r = breakeven_analysis_get_offer (a, i);
      g_autofree char *label = breakeven_report_pages_offer_label_with_flags (r);
      g_autofree char *price = money (self, r->inputs.price_per_hour, 2);
      g_autofree char *per_month = money (self, r->cloud.per_month, 2);
      g_autofree char *breakeven = breakeven_format_months (r->breakeven_months);
      g_autofree char *payback = breakeven_format_months (r->cash_payback_months);
      g_autofree char *use = breakeven_format_hours_per_day (r->breakeven_hours_per_day);
      g_autofree char *be_price = money (self, r->breakeven_price_per_hour, 2);
      g_autofree char *total = money (self, r->horizon_cost, 2);
      g_autofree char *per_hour = money (self, r->cost_per_hour, 2);
      g_autoptr(GPtrArray) cells = g_ptr_array_new ();

      g_ptr_array_add (cells, label);
      g_ptr_array_add (cells, price);
      g_ptr_array_add (cells, per_month);
      g_ptr_array_add (cells, breakeven);
      if (cash)
        g_ptr_array_add (cells, payback);
      g_ptr_array_add (cells, use);
      g_ptr_array_add (cells, be_price);
      g_ptr_array_add (cells, total);
      g_ptr_array_add (cells, per_hour);
      /* An offer that cannot be chosen stays in the table, greyed */
      breakeven_flow_add_row (flow, r->eligible ? BREAKEVEN_FLOW_ROW_NORMAL
                                                : BREAKEVEN_FLOW_ROW_MUTED,
                              (const char * const *) cells->pdata);
    }
}

void
breakeven_report_pages_add_parts (BreakevenReportPages *self,
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
