/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-explain-rates.c: how the hourly figures are computed: the breakeven hours per day,
 * the breakeven price per hour and the cost per work hour */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "breakeven-explain.h"
#include "breakeven-explain-formula-private.h"
#include "breakeven-explain-private.h"
#include "breakeven-format.h"

#define PRINT_ERROR BREAKEVEN_EXPLAIN_PRINT_ERROR
#define DAYS BREAKEVEN_EXPLAIN_DAYS

/* Hours per day to the hundredth: "9.71 h/day" */
static char *
hours_text (double hours)
{
  g_autofree char *number = NULL;

  if (isnan (hours))
    return g_strdup (_("none"));
  number = breakeven_format_number (hours, hours == floor (hours) ? 0 : 2);
  /* Translators: hours of training per day, e.g. "6.6 h/day" */
  return g_strdup_printf (_("%s h/day"), number);
}

char *
breakeven_explain_breakeven_hours (const BreakevenAnalysis *analysis,
                                   guint                    offer_index,
                                   const char              *currency)
{
  const BreakevenOfferResult *r;
  const BreakevenInputs *in;
  const BreakevenLocalCost *local;
  double hz, s_h, fixed, per_hour, value;
  g_autofree char *a_text = NULL;
  g_autofree char *s_text = NULL;
  g_autofree char *hours = NULL;
  GString *out;
  Formula top, bottom;

  g_return_val_if_fail (analysis != NULL, NULL);
  g_return_val_if_fail (offer_index < breakeven_analysis_get_n_offers (analysis), NULL);

  r = breakeven_analysis_get_offer (analysis, offer_index);
  if (breakeven_explain_has_format_3_terms (analysis))
    return breakeven_explain_breakeven_hours_bursts (analysis, r, currency);
  in = &analysis->inputs;
  local = &analysis->local;
  hz = in->horizon_months;
  s_h = breakeven_cost_accumulation (in->interest_percent, hz);

  /* Both horizon costs are straight lines in h: fixed + per_hour × h each, and h is where
   * the two lines meet.  FIXED and PER_HOUR are the build's minus the cloud's. */
  {
    BreakevenLocalCost l0, l1;
    BreakevenCloudCost c0, c1;

    breakeven_cost_local_from_inputs (in, 0, &l0);
    breakeven_cost_local_from_inputs (in, 1, &l1);
    breakeven_cost_cloud_from_inputs (in, &r->inputs, 0, &c0);
    breakeven_cost_cloud_from_inputs (in, &r->inputs, 1, &c1);
    fixed = breakeven_cost_local_horizon (&l0, hz) - breakeven_cost_cloud_horizon (&c0, hz);
    per_hour = (breakeven_cost_cloud_horizon (&c1, hz) - breakeven_cost_local_horizon (&l1, hz))
               - (breakeven_cost_cloud_horizon (&c0, hz) - breakeven_cost_local_horizon (&l0, hz));
  }
  value = per_hour != 0 ? fixed / per_hour : NAN;
  out = g_string_new (NULL);
  formula_init (&top);
  formula_init (&bottom);

  /* Weights: a(H) multiplies the capex and setup, S(H) every monthly amount, over PER_HOUR */
  {
    double w = 1.0 / MAX (fabs (per_hour), 1e-9);
    double w_hours = fabs (value) * w;

    breakeven_explain_append_a_and_s (out, analysis, hz,
                                      (local->capex + r->cloud.setup) * (1 + w_hours) * w,
                                      (fabs (fixed) + fabs (per_hour) * 24) * w / MAX (s_h, 1e-9),
                                      &a_text, &s_text);
  }

  /* The numerator: the build's fixed cost minus the cloud's */
  {
    g_autofree char *c0 = breakeven_explain_exact (local->capex);

    /* Translators: a term of a formula */
    put (&top, "", _("capex C0"), c0);
    if (has_interest (analysis))
      put (&top, " × ", "a(H)", a_text);
  }
  if (analysis->has_resale)
    {
      g_autofree char *b = breakeven_explain_exact (local->resale_base);
      g_autofree char *rr = breakeven_explain_exact (local->resale_percent / 100.0);

      /* Translators: a term of a formula */
      put (&top, " - ", _("resale base B"), b);
      /* Translators: a term of a formula */
      put (&top, " × ", _("resale at the horizon r"), rr);
    }
  if (r->cloud.setup != 0)
    {
      g_autofree char *setup = breakeven_explain_offer_setup (r, currency);

      /* Translators: a term of a formula */
      put (&top, " - ", _("cloud setup"), setup);
      if (has_interest (analysis))
        put (&top, " × ", "a(H)", a_text);
    }
  {
    gboolean idle_power = in->idle_hours_per_day != 0 && in->idle_watts != 0;
    gboolean any = idle_power || local->maintenance_per_month != 0 || has_cloud_idle (analysis)
                   || has_storage (analysis);

    if (any)
      {
        gboolean first = TRUE;

        put_both (&top, " + (");
        if (idle_power)
          {
            g_autofree char *idle_kw = breakeven_explain_exact (in->idle_watts / 1000.0);
            g_autofree char *idle_h = breakeven_explain_exact (in->idle_hours_per_day);
            g_autofree char *price = breakeven_explain_exact (in->price_per_kwh);

            /* Translators: a term of a formula */
            put (&top, "", _("idle kW"), idle_kw);
            /* Translators: a term of a formula */
            put (&top, " × ", _("idle hours per day"), idle_h);
            first = FALSE;
            if (in->cooling_overhead_percent != 0)
              {
                g_autofree char *cooling =
                  breakeven_explain_one_plus (in->cooling_overhead_percent);

                /* Translators: a term of a formula */
                put (&top, " × ", _("(1 + cooling overhead)"), cooling);
              }
            /* Translators: a term of a formula */
            put (&top, " × ", _("days per month"), DAYS);
            /* Translators: a term of a formula */
            put (&top, " × ", _("price per kWh"), price);
          }
        if (local->maintenance_per_month != 0)
          {
            g_autofree char *year = breakeven_explain_exact (in->maintenance_per_year);
            g_autofree char *m = g_strdup_printf ("%s / 12", year);

            /* Translators: a term of a formula */
            put (&top, first ? "" : " + ", _("maintenance per year / 12"), m);
            first = FALSE;
          }
        if (has_cloud_idle (analysis))
          {
            breakeven_explain_put_cloud_idle (&top, analysis, r, currency, first ? "-" : " - ");
            first = FALSE;
          }
        if (has_storage (analysis))
          breakeven_explain_put_storage (&top, analysis, r, currency, first ? "-" : " - ");
        put_both (&top, ")");
        put (&top, " × ", has_interest (analysis) ? "S(H)" : _("months H"), s_text);
      }
    group (&top, 0, 0);
  }

  /* The divisor: what one more work hour a day adds to the cloud, minus to the build */
  {
    g_autofree char *price = breakeven_explain_offer_price (r, currency);
    g_autofree char *kw = breakeven_explain_exact (in->wall_watts / 1000.0);
    g_autofree char *kwh = breakeven_explain_exact (in->price_per_kwh);

    put_both (&bottom, "((");
    /* Translators: a term of a formula */
    put (&bottom, "", _("price per hour"), price);
    breakeven_explain_put_billed_hours (&bottom, r, "", NAN);
    /* Translators: a term of a formula */
    put (&bottom, " - ", _("kW under load"), kw);
    if (in->cooling_overhead_percent != 0)
      {
        g_autofree char *cooling = breakeven_explain_one_plus (in->cooling_overhead_percent);

        /* Translators: a term of a formula */
        put (&bottom, " × ", _("(1 + cooling overhead)"), cooling);
      }
    /* Translators: a term of a formula */
    put (&bottom, " × ", _("price per kWh"), kwh);
    put_both (&bottom, ")");
    /* Translators: a term of a formula */
    put (&bottom, " × ", _("days per month"), DAYS);
    put (&bottom, " × ", has_interest (analysis) ? "S(H)" : _("months H"), s_text);
    put_both (&bottom, ")");
  }

  {
    GString *head = g_string_new (NULL);

    /* Translators: the breakeven hours per day; both costs over the horizon are straight lines
     * in the work hours h (idle hours held fixed); the formula follows */
    g_string_append_printf (head, _("Breakeven hours per day = the work hours h at which the cloud "
                                    "and the build cost the same over the horizon; both costs "
                                    "grow in a straight line with h (idle hours held fixed), so"
                                    "\nh = %s / %s"),
                            top.words->str, bottom.words->str);
    breakeven_explain_append_time_value (head, analysis);
    g_string_prepend (out, head->str);
    g_string_free (head, TRUE);
  }

  hours = hours_text (r->breakeven_hours_per_day);
  if (isnan (value))
    /* Translators: the costs grow alike with the hours: no single breakeven usage */
    g_string_append_printf (out, _("\nOne more hour a day costs the same on both sides: h = %s"),
                            hours);
  else if (value > 0 && value <= 24)
    {
      /* r->breakeven_hours_per_day is the same number */
      g_string_append_printf (out, "\nh = %s / %s = %s", top.numbers->str, bottom.numbers->str,
                              hours);
    }
  else
    {
      g_autofree char *value_text = breakeven_format_number (value, 2);

      g_string_append_printf (out, "\nh = %s / %s = %s", top.numbers->str, bottom.numbers->str,
                              value_text);
      if (r->breakeven_hours_per_day == 0)
        /* Translators: no breakeven usage within a day; the build is never the dearer */
        g_string_append_printf (out, _("\nNot within 0 to 24 hours a day, and at 24 hours the "
                                       "build costs no more than the cloud: %s"), hours);
      else
        /* Translators: no breakeven usage within a day; the cloud stays cheaper */
        g_string_append_printf (out, _("\nNot within 0 to 24 hours a day, and even at 24 hours "
                                       "the cloud costs less: %s"), hours);
    }
  formula_clear (&top);
  formula_clear (&bottom);
  return g_string_free (out, FALSE);
}

char *
breakeven_explain_breakeven_price (const BreakevenAnalysis *analysis,
                                   guint                    offer_index,
                                   const char              *currency)
{
  const BreakevenOfferResult *r;
  const BreakevenInputs *in;
  double hz, s_h, alpha, value;
  g_autofree char *a_text = NULL;
  g_autofree char *s_text = NULL;
  g_autofree char *l_text = NULL;
  GString *out;
  Formula top, bottom;

  g_return_val_if_fail (analysis != NULL, NULL);
  g_return_val_if_fail (offer_index < breakeven_analysis_get_n_offers (analysis), NULL);

  r = breakeven_analysis_get_offer (analysis, offer_index);
  if (breakeven_explain_has_format_3_terms (analysis))
    return breakeven_explain_breakeven_price_bursts (analysis, r, currency);
  in = &analysis->inputs;
  hz = in->horizon_months;
  s_h = breakeven_cost_accumulation (in->interest_percent, hz);
  alpha = (in->hours_per_day / r->inputs.relative_speed
           * (1.0 + r->inputs.interruption_overhead_percent / 100.0)
           + (r->inputs.idle_price_follows ? in->cloud_idle_hours_per_day : 0))
          * BREAKEVEN_DAYS_PER_MONTH * s_h;
  out = g_string_new (NULL);
  formula_init (&top);
  formula_init (&bottom);

  {
    double w = alpha > 0 ? 1.0 / alpha : 1.0;
    double w_s = (analysis->horizon_cost + 1.0) / MAX (s_h, 1e-9) * w;

    breakeven_explain_append_a_and_s (out, analysis, hz, r->cloud.setup * w, w_s, &a_text, &s_text);
    l_text = breakeven_explain_amount (analysis->horizon_cost, w);
  }

  /* Translators: a term of a formula */
  put (&top, "", _("build over the horizon L(H)"), l_text);
  if (r->cloud.setup != 0)
    {
      g_autofree char *setup = breakeven_explain_offer_setup (r, currency);

      /* Translators: a term of a formula */
      put (&top, " - ", _("cloud setup"), setup);
      if (has_interest (analysis))
        put (&top, " × ", "a(H)", a_text);
    }
  if ((has_cloud_idle (analysis) && !r->inputs.idle_price_follows) || has_storage (analysis))
    {
      gboolean idle = has_cloud_idle (analysis) && !r->inputs.idle_price_follows;

      put_both (&top, " - (");
      if (idle)
        breakeven_explain_put_cloud_idle (&top, analysis, r, currency, "");
      if (has_storage (analysis))
        breakeven_explain_put_storage (&top, analysis, r, currency, idle ? " + " : "");
      put_both (&top, ")");
      put (&top, " × ", has_interest (analysis) ? "S(H)" : _("months H"), s_text);
    }
  group (&top, 0, 0);

  put_both (&bottom, "(");
  breakeven_explain_put_billed_hours (&bottom, r, "", in->hours_per_day);
  if (has_cloud_idle (analysis) && r->inputs.idle_price_follows)
    {
      g_autofree char *idle = breakeven_explain_exact (in->cloud_idle_hours_per_day);

      /* Translators: a term of a formula: billed at the price per hour, which the idle price follows */
      put (&bottom, " + ", _("cloud idle hours per day"), idle);
    }
  group (&bottom, 1, 1);
  /* Translators: a term of a formula */
  put (&bottom, " × ", _("days per month"), DAYS);
  put (&bottom, " × ", has_interest (analysis) ? "S(H)" : _("months H"), s_text);
  put_both (&bottom, ")");

  {
    GString *head = g_string_new (NULL);

    /* Translators: the breakeven price per hour; the formula follows */
    g_string_append_printf (head, _("Breakeven price per hour = the offer's price per hour p at "
                                    "which the cloud costs what the build does over the horizon, "
                                    "all else fixed"
                                    "\np = %s / %s"),
                            top.words->str, bottom.words->str);
    breakeven_explain_append_time_value (head, analysis);
    g_string_prepend (out, head->str);
    g_string_free (head, TRUE);
  }

  if (!(alpha > 0))
    {
      g_autofree char *none = breakeven_explain_money (NAN, currency);

      /* Translators: no hours are billed at the price per hour */
      g_string_append_printf (out, _("\nNo hour is billed at the price per hour: p = %s"), none);
    }
  else
    {
      value = r->breakeven_price_per_hour;
      if (isnan (value))
        {
          /* Recomputed here only to show it below 0 */
          double p;
          BreakevenOfferInputs zero = r->inputs;
          BreakevenCloudCost cloud;
          g_autofree char *p_text = NULL;
          g_autofree char *none = breakeven_explain_money (NAN, currency);

          zero.price_per_hour = 0;
          breakeven_cost_cloud_from_inputs (in, &zero, in->hours_per_day, &cloud);
          p = (analysis->horizon_cost - breakeven_cost_cloud_horizon (&cloud, hz)) / alpha;
          p_text = breakeven_explain_money (p, currency);
          g_string_append_printf (out, "\np = %s / %s = %s", top.numbers->str,
                                  bottom.numbers->str, p_text);
          /* Translators: even a free hour leaves the cloud dearer than the build */
          g_string_append_printf (out, _("\nBelow 0: even at no price per hour the offer costs more "
                                         "than the build: %s"), none);
        }
      else
        {
          g_autofree char *p_text = breakeven_explain_money (value, currency);
          /* Translators: a price per hour, e.g. "¥2.16 per hour" */
          g_autofree char *shown = g_strdup_printf (_("%s per hour"), p_text);

          g_string_append_printf (out, "\np = %s / %s = %s", top.numbers->str,
                                  bottom.numbers->str, shown);
        }
    }
  formula_clear (&top);
  formula_clear (&bottom);
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

  cost = breakeven_explain_amount (horizon_cost,
                                   1.0 / (in->hours_per_day * BREAKEVEN_DAYS_PER_MONTH
                                          * in->horizon_months));
  hours = breakeven_explain_exact (in->hours_per_day);
  months = breakeven_explain_exact (in->horizon_months);
  result = breakeven_explain_money (per_hour, currency);
  out = g_string_new (NULL);
  /* Translators: the cost per work hour formula */
  g_string_append (out, offer_index < 0
                   ? _("Build per work hour = L(H) / (work hours per day × days per month × months H)")
                   : _("Cloud per work hour = C(H) / (work hours per day × days per month × months H)"));
  g_string_append_printf (out, "\n%s / (%s × %s × %s) = %s", cost, hours, DAYS, months, result);
  return g_string_free (out, FALSE);
}
