/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-explain.c: "how is this computed": the formula behind a figure, with the numbers */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "breakeven-explain.h"
#include "breakeven-format.h"

/* A number inside a formula: no decimals when it is whole, else two ("23,592", "941.70") */
static char *
num (double value)
{
  return breakeven_format_number (value, fabs (value - round (value)) < 0.005 ? 0 : 2);
}

/* A rate or a small factor: up to three significant decimals ("0.6", "1.05", "0.975") */
static char *
factor (double value)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];
  g_autofree char *digits = NULL;
  int decimals = 0;

  g_ascii_formatd (buf, sizeof buf, "%.3f", value);
  digits = g_strdup (buf);
  /* Trim trailing zeros so that 0.600 reads 0.6 */
  for (int i = (int) strlen (digits) - 1; i > 0 && digits[i] == '0'; i--)
    digits[i] = '\0';
  if (strchr (digits, '.') != NULL)
    decimals = (int) strlen (strchr (digits, '.') + 1);
  return breakeven_format_number (value, decimals);
}

static char *
explain_cloud_per_month (const BreakevenAnalysis    *a,
                         const BreakevenOfferResult *r)
{
  const BreakevenInputs *in = &a->inputs;
  const BreakevenOfferInputs *o = &r->inputs;
  g_autofree char *k = num (r->cloud.per_month);
  g_autofree char *price = factor (o->price_per_hour);
  g_autofree char *hours = factor (in->hours_per_day);
  g_autofree char *days = num (BREAKEVEN_DAYS_PER_MONTH);
  GString *work = g_string_new (NULL);
  GString *out = g_string_new (NULL);

  g_string_append (work, hours);
  if (o->relative_speed != 1.0)
    {
      g_autofree char *speed = factor (o->relative_speed);

      g_string_append_printf (work, " / %s", speed);
    }
  if (o->interruption_overhead_percent != 0)
    {
      g_autofree char *interrupt = factor (1.0 + o->interruption_overhead_percent / 100.0);

      g_string_append_printf (work, " × %s", interrupt);
    }
  if (in->idle_hours_per_day != 0)
    {
      g_autofree char *idle = factor (in->idle_hours_per_day);

      g_string_append_printf (work, " + %s", idle);
      g_string_prepend (work, "(");
      g_string_append (work, ")");
    }

  /* Translators: how the cloud's cost per month is made; the symbols are explained after */
  g_string_append (out, _("Cloud per month = price per hour × hours per day × days per month"));
  if (in->cloud_storage_gb != 0)
    g_string_append (out, _(" + storage GB × storage price"));
  g_string_append_printf (out, "\n%s = %s × %s × %s", k, price, work->str, days);
  if (in->cloud_storage_gb != 0)
    {
      g_autofree char *gb = num (in->cloud_storage_gb);
      g_autofree char *sp = factor (o->storage_price_per_gb_month);

      g_string_append_printf (out, " + %s × %s", gb, sp);
    }
  if (o->relative_speed != 1.0)
    g_string_append (out, _("\n(hours are divided by the relative speed)"));
  if (o->interruption_overhead_percent != 0)
    g_string_append (out, _("\n(spot: hours grow by the interruption overhead)"));
  if (in->idle_hours_per_day != 0)
    g_string_append (out, _("\n(idle hours are billed too)"));

  g_string_free (work, TRUE);
  return g_string_free (out, FALSE);
}

static char *
explain_running_per_month (const BreakevenAnalysis *a)
{
  const BreakevenInputs *in = &a->inputs;
  g_autofree char *running = num (a->running_per_month);
  g_autofree char *e = num (a->local.electricity_per_month);
  g_autofree char *kw = factor (in->wall_watts / 1000.0);
  g_autofree char *hours = factor (in->hours_per_day);
  g_autofree char *days = num (BREAKEVEN_DAYS_PER_MONTH);
  g_autofree char *price = factor (in->price_per_kwh);
  GString *out = g_string_new (NULL);

  /* Translators: how the build's running cost per month is made */
  g_string_append (out, _("Build running per month = electricity + maintenance"));
  g_string_append (out, "\n");
  /* Translators: the electricity formula */
  g_string_append (out, _("Electricity = kW under load × hours per day × days per month × price per kWh"));
  g_string_append_printf (out, "\n%s = ", e);
  if (in->idle_hours_per_day != 0 && in->idle_watts != 0)
    {
      g_autofree char *idle_kw = factor (in->idle_watts / 1000.0);
      g_autofree char *idle_h = factor (in->idle_hours_per_day);

      g_string_append_printf (out, "(%s × %s + %s × %s)", kw, hours, idle_kw, idle_h);
    }
  else
    g_string_append_printf (out, "%s × %s", kw, hours);
  if (in->cooling_overhead_percent != 0)
    {
      g_autofree char *cooling = factor (1.0 + in->cooling_overhead_percent / 100.0);

      g_string_append_printf (out, " × %s", cooling);
    }
  g_string_append_printf (out, " × %s × %s", days, price);
  if (a->local.maintenance_per_month != 0)
    {
      g_autofree char *m = num (a->local.maintenance_per_month);
      g_autofree char *year = num (in->maintenance_per_year);

      /* Translators: maintenance per month from the yearly amount */
      g_string_append_printf (out, _("\nMaintenance = %s / 12 = %s"), year, m);
    }
  {
    g_autofree char *m = num (a->local.maintenance_per_month);

    g_string_append_printf (out, "\n%s = %s + %s", running, e, m);
  }
  return g_string_free (out, FALSE);
}

char *
breakeven_explain_per_month (const BreakevenAnalysis *analysis,
                             int                      offer_index,
                             const char              *currency)
{
  g_return_val_if_fail (analysis != NULL, NULL);

  if (offer_index < 0)
    return explain_running_per_month (analysis);
  g_return_val_if_fail ((guint) offer_index < breakeven_analysis_get_n_offers (analysis), NULL);
  return explain_cloud_per_month (analysis, breakeven_analysis_get_offer (analysis, offer_index));
}

char *
breakeven_explain_breakeven (const BreakevenAnalysis *analysis,
                             guint                    offer_index,
                             const char              *currency)
{
  const BreakevenOfferResult *r;
  const BreakevenLocalCost *local;
  g_autofree char *months = NULL;
  g_autofree char *c0 = NULL;
  g_autofree char *k = NULL;
  g_autofree char *running = NULL;
  g_autofree char *setup = NULL;
  g_autofree char *k_detail = NULL;
  g_autofree char *e_detail = NULL;
  GString *out;

  g_return_val_if_fail (analysis != NULL, NULL);
  g_return_val_if_fail (offer_index < breakeven_analysis_get_n_offers (analysis), NULL);

  r = breakeven_analysis_get_offer (analysis, offer_index);
  local = &analysis->local;
  months = breakeven_format_months (r->breakeven_months);
  c0 = num (local->capex);
  k = num (r->cloud.per_month);
  running = num (analysis->running_per_month);
  setup = num (r->cloud.setup);
  out = g_string_new (NULL);

  if (r->cloud.setup >= local->capex)
    {
      /* Translators: the cloud's one-off setup cost alone is no less than the build's price */
      g_string_append_printf (out, _("The cloud's setup cost (%s) is already at least the "
                                     "build's price (%s): the build is cheaper from the start."),
                              setup, c0);
      g_string_append_printf (out, "\n= %s", months);
      return g_string_free (out, FALSE);
    }

  if (local->interest_percent == 0 || local->capex == 0)
    {
      /* Translators: the breakeven formula without interest */
      g_string_append (out, r->cloud.setup != 0
                       ? _("Breakeven = (capex - cloud setup) / (cloud per month - build running per month)")
                       : _("Breakeven = capex / (cloud per month - build running per month)"));
      g_string_append (out, "\n");
      if (r->cloud.per_month <= analysis->running_per_month)
        {
          /* Translators: the cloud never costs more than the build: no breakeven */
          g_string_append_printf (out, _("The cloud costs %s a month, no more than the build's "
                                         "running cost of %s a month: the build never catches up."),
                                  k, running);
          g_string_append_printf (out, "\n= %s", months);
        }
      else
        {
          if (r->cloud.setup != 0)
            g_string_append_printf (out, "(%s - %s)", c0, setup);
          else
            g_string_append (out, c0);
          g_string_append_printf (out, " / (%s - %s) = %s", k, running, months);
          if (isnan (r->breakeven_months))
            /* Translators: a crossing too far away to count */
            g_string_append_printf (out, _("\n(more than %s months away)"), "1,200");
        }
    }
  else
    {
      g_autofree char *rate = factor (1.0 + local->interest_percent / 100.0);

      /* Translators: the breakeven with interest is found numerically */
      g_string_append (out, _("With interest the build also costs what its price would have earned, "
                              "capex × ((1 + interest)^(t / 12) - 1), so the breakeven is the first "
                              "month t where"));
      g_string_append (out, _("\nsetup + cloud per month × t ≥ capex + running per month × t + "
                              "capex × ((1 + interest)^(t / 12) - 1)"));
      g_string_append_printf (out, "\n%s + %s × t ≥ %s + %s × t + %s × (%s^(t / 12) - 1)",
                              setup, k, c0, running, c0, rate);
      /* Translators: the numerical solution of the breakeven */
      g_string_append_printf (out, _("\nt = %s (solved numerically)"), months);
    }

  k_detail = explain_cloud_per_month (analysis, r);
  e_detail = explain_running_per_month (analysis);
  g_string_append_printf (out, "\n\n%s\n\n%s", k_detail, e_detail);
  return g_string_free (out, FALSE);
}

char *
breakeven_explain_horizon_cost (const BreakevenAnalysis *analysis,
                                int                      offer_index,
                                const char              *currency)
{
  const BreakevenInputs *in;
  g_autofree char *h = NULL;
  g_autofree char *total = NULL;
  GString *out;

  g_return_val_if_fail (analysis != NULL, NULL);

  in = &analysis->inputs;
  h = num (in->horizon_months);
  out = g_string_new (NULL);

  if (offer_index < 0)
    {
      const BreakevenLocalCost *local = &analysis->local;
      g_autofree char *c0 = num (local->capex);
      g_autofree char *running = num (analysis->running_per_month);

      total = breakeven_format_money (analysis->horizon_cost, currency, 2);
      /* Translators: the build's total cost over the horizon */
      g_string_append (out, _("Build = capex + running per month × months"));
      if (local->interest_percent != 0)
        g_string_append (out, _(" + interest on the capex"));
      if (local->resale_percent != 0)
        g_string_append (out, _(" - resale value"));
      g_string_append_printf (out, "\n%s + %s × %s", c0, running, h);
      if (local->interest_percent != 0)
        {
          g_autofree char *rate = factor (1.0 + local->interest_percent / 100.0);
          g_autofree char *years = factor (in->horizon_months / 12.0);

          g_string_append_printf (out, " + %s × (%s^%s - 1)", c0, rate, years);
        }
      if (local->resale_percent != 0)
        {
          g_autofree char *share = factor (local->resale_percent / 100.0);

          g_string_append_printf (out, " - %s × %s", share, c0);
        }
      g_string_append_printf (out, " = %s", total);
      return g_string_free (out, FALSE);
    }

  g_return_val_if_fail ((guint) offer_index < breakeven_analysis_get_n_offers (analysis), NULL);
  {
    const BreakevenOfferResult *r = breakeven_analysis_get_offer (analysis, offer_index);
    g_autofree char *k = num (r->cloud.per_month);

    total = breakeven_format_money (r->horizon_cost, currency, 2);
    if (r->cloud.setup != 0)
      {
        g_autofree char *setup = num (r->cloud.setup);

        /* Translators: an offer's total cost over the horizon */
        g_string_append (out, _("Cloud = setup + cloud per month × months"));
        g_string_append_printf (out, "\n%s + %s × %s = %s", setup, k, h, total);
      }
    else
      {
        /* Translators: an offer's total cost over the horizon */
        g_string_append (out, _("Cloud = cloud per month × months"));
        g_string_append_printf (out, "\n%s × %s = %s", k, h, total);
      }
  }
  return g_string_free (out, FALSE);
}

char *
breakeven_explain_cost_per_hour (const BreakevenAnalysis *analysis,
                                 int                      offer_index,
                                 const char              *currency)
{
  const BreakevenInputs *in;
  double horizon_cost, per_hour;
  g_autofree char *cost = NULL;
  g_autofree char *hours = NULL;
  g_autofree char *days = NULL;
  g_autofree char *months = NULL;
  g_autofree char *result = NULL;
  GString *out;

  g_return_val_if_fail (analysis != NULL, NULL);

  in = &analysis->inputs;
  if (offer_index < 0)
    {
      horizon_cost = analysis->horizon_cost;
      per_hour = analysis->cost_per_hour;
    }
  else
    {
      const BreakevenOfferResult *r;

      g_return_val_if_fail ((guint) offer_index < breakeven_analysis_get_n_offers (analysis), NULL);
      r = breakeven_analysis_get_offer (analysis, offer_index);
      horizon_cost = r->horizon_cost;
      per_hour = r->cost_per_hour;
    }

  if (in->hours_per_day == 0 || isnan (per_hour))
    return g_strdup (_("With no work hours per day there is no cost per work hour."));

  cost = num (horizon_cost);
  hours = factor (in->hours_per_day);
  days = num (BREAKEVEN_DAYS_PER_MONTH);
  months = num (in->horizon_months);
  result = breakeven_format_money (per_hour, currency, 2);
  out = g_string_new (NULL);
  /* Translators: the cost per work hour formula */
  g_string_append (out, _("Per work hour = cost over the horizon / (hours per day × days per month × months)"));
  g_string_append_printf (out, "\n%s / (%s × %s × %s) = %s", cost, hours, days, months, result);
  return g_string_free (out, FALSE);
}

char *
breakeven_explain_method (const BreakevenAnalysis *analysis,
                          const char              *currency)
{
  GString *out;

  g_return_val_if_fail (analysis != NULL, NULL);

  out = g_string_new (NULL);
  /* Translators: the general formulas of the report's "How the figures are computed" page */
  g_string_append (out, _("A year is 365 days and a month is 365/12 days. With an interest rate i "
                          "every cash flow grows by a(t) = (1 + i)^(t / 12), and paying 1 a month "
                          "from 0 to t is worth S(t) = 12 × (a(t) - 1) / ln(1 + i) at t "
                          "(S(t) = t without interest)."));
  g_string_append (out, "\n\n");
  /* Translators: the build's curve in the report's formulas page */
  g_string_append (out, _("The build costs L(t) = C0 × a(t) + (E + M) × S(t) - V(t): its price C0, "
                          "electricity E and maintenance M per month, less what it would sell "
                          "for, V(t) = B × max(0, v0 + (r - v0) × t / H), where B is the parts "
                          "total (an assembler's premium resells for nothing)."));
  g_string_append (out, "\n\n");
  /* Translators: the cloud's curve in the report's formulas page */
  g_string_append (out, _("An offer costs C(t) = setup × a(t) + K × S(t), where K is its price "
                          "per hour × work hours per day / relative speed × (1 + interruption "
                          "overhead, spot only) × days per month, plus its idle price × cloud "
                          "idle hours per day × days per month, plus storage."));
  g_string_append (out, "\n\n");
  /* Translators: what the breakeven figures mean in the report's formulas page */
  g_string_append (out, _("The breakeven month is the first month t with C(t) ≥ L(t); the breakeven "
                          "hours per day and the breakeven price per hour make the two costs over "
                          "the horizon equal, all else fixed."));

  {
    g_autofree char *per_month = breakeven_explain_per_month (analysis, -1, currency);
    g_autofree char *horizon = breakeven_explain_horizon_cost (analysis, -1, currency);

    g_string_append_printf (out, "\n\n%s\n\n%s", per_month, horizon);
  }

  for (guint i = 0; i < breakeven_analysis_get_n_offers (analysis); i++)
    {
      const BreakevenOfferResult *r = breakeven_analysis_get_offer (analysis, i);
      g_autofree char *per_month = breakeven_explain_per_month (analysis, (int) i, currency);
      g_autofree char *horizon = breakeven_explain_horizon_cost (analysis, (int) i, currency);
      g_autofree char *breakeven = breakeven_explain_breakeven (analysis, i, currency);

      g_string_append_printf (out, "\n\n%s %s\n\n%s\n\n%s\n\n%s",
                              breakeven_offer_get_provider (r->offer),
                              breakeven_offer_get_name (r->offer),
                              per_month, horizon, breakeven);
    }
  return g_string_free (out, FALSE);
}
