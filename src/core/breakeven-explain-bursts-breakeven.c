/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-explain-bursts-breakeven.c: how the breakeven months, hours and price are found with
 * the format 3 terms: the crossing of curves with lumps at the bursts' occurrences */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "breakeven-bursts.h"
#include "breakeven-explain.h"
#include "breakeven-explain-bursts-private.h"
#include "breakeven-explain-private.h"
#include "breakeven-format.h"

#define DAYS BREAKEVEN_EXPLAIN_DAYS

/* How T, the crossing of the build curve LOCAL (net of its resale value when WITH_RESALE) and
 * the cloud curve CLOUD, is found: the closed form between the occurrences without interest or
 * a change of prices, else the two curves' values there; LH names the build curve ("L",
 * "Lc", "Lh") */
void
breakeven_explain_append_lumped_crossing (GString                  *out,
                                          const BreakevenAnalysis  *analysis,
                                          const BreakevenLocalCost *local,
                                          const BreakevenCloudCost *cloud,
                                          double                    t,
                                          gboolean                  with_resale,
                                          const char               *lh,
                                          const char               *currency)
{
  g_autofree char *months = breakeven_explain_months_text (t);

  with_resale = with_resale && analysis->has_resale;
  if (isnan (t))
    {
      /* Translators: renting stays cheaper than the build; %s is the build curve's name */
      g_string_append_printf (out, _("\nC(t) stays below %s(t) for %s months: t = %s"), lh,
                              "1,200", months);
      return;
    }
  if (!has_interest (analysis) && !has_price_change (analysis) && t > 0
      && !(with_resale && local->resale_after_purchase_percent != local->resale_percent))
    {
      /* Straight lines between the occurrences: t where they meet, with the lumps paid
       * before it */
      double gap = cloud->per_month - (local->electricity_per_month
                                       + local->maintenance_per_month);
      double weight = gap != 0 ? 1.0 + fabs (t / gap) : 1.0;
      double top = local->capex + local->own_time - cloud->setup - cloud->own_time;
      g_autofree char *c0 = breakeven_explain_exact (local->capex);
      g_autofree char *k = breakeven_explain_amount (cloud->per_month, weight);
      g_autofree char *run = breakeven_explain_amount (local->electricity_per_month
                                                       + local->maintenance_per_month, weight);
      GString *numbers = g_string_new (NULL);
      double value;

      g_string_append_printf (numbers, "(%s", c0);
      if (local->own_time != 0)
        {
          g_autofree char *t0 = breakeven_explain_exact (local->own_time);

          g_string_append_printf (numbers, " + %s", t0);
        }
      if (with_resale)
        {
          g_autofree char *b = breakeven_explain_exact (local->resale_base);
          g_autofree char *rr = breakeven_explain_exact (local->resale_percent / 100.0);

          g_string_append_printf (numbers, " - %s × %s", b, rr);
          top -= local->resale_base * local->resale_percent / 100.0;
        }
      top += breakeven_explain_append_lumps_before (numbers, analysis, local->lumps,
                                                    local->n_lumps, t, "+",
                                                    1.0 / MAX (fabs (gap), 1e-9));
      if (cloud->setup + cloud->own_time != 0)
        {
          g_autofree char *setup = breakeven_explain_amount (cloud->setup + cloud->own_time, 1);

          g_string_append_printf (numbers, " - %s", setup);
        }
      top -= breakeven_explain_append_lumps_before (numbers, analysis, cloud->lumps,
                                                    cloud->n_lumps, t, "-",
                                                    1.0 / MAX (fabs (gap), 1e-9));
      g_string_append_printf (numbers, ") / (%s - %s)", k, run);
      value = gap != 0 ? top / gap : NAN;
      if (gap > 0 && fabs (value - t) < 1e-3)
        {
          /* Translators: a breakeven without interest, between two occurrences */
          g_string_append (out, _("\nWithout interest both are straight lines between the "
                                  "occurrences: t = (capex C0 + own time T0 - resale, plus the "
                                  "build's lumps before t, less the offer's setup, own time T1 "
                                  "and lumps before t) / (cloud per month K - running per month "
                                  "E + M)"));
          g_string_append_printf (out, "\nt = %s = %s", numbers->str, months);
          g_string_free (numbers, TRUE);
          return;
        }
      g_string_free (numbers, TRUE);
    }
  {
    /* Just after T, where a lump there has been paid */
    double local_value = breakeven_cost_local_cash_at (local, t + 1e-6)
                         - (with_resale ? breakeven_cost_resale_at (local, t + 1e-6) : 0);
    g_autofree char *l_text = breakeven_explain_money (local_value, currency);
    g_autofree char *c_text = breakeven_explain_money (breakeven_cost_cloud_at (cloud, t + 1e-6),
                                                       currency);

    /* Translators: a breakeven found by search; the two curves' values there; the second %s
       names the build curve */
    g_string_append_printf (out, _("\nSolved numerically: t = %s, from which the cloud costs at "
                                   "least the build until the horizon (or, after it, where it "
                                   "first does): there %s(t) = %s and C(t) = %s"),
                            months, lh, l_text, c_text);
  }
}

gboolean
breakeven_explain_has_format_3_terms (const BreakevenAnalysis *a)
{
  if (breakeven_analysis_get_n_bursts (a) > 0 || a->inputs.own_time_per_hour != 0)
    return TRUE;
  return a->inputs.price_change_percent != 0;
}

char *
breakeven_explain_crossing_bursts (const BreakevenAnalysis    *a,
                                   const BreakevenOfferResult *r,
                                   const char                 *currency,
                                   gboolean                    resale)
{
  GString *out = g_string_new (NULL);
  g_autofree char *name = offer_name (r);
  double t = resale ? r->breakeven_months : r->cash_payback_months;

  if (resale)
    /* Translators: the breakeven month with bursts, own time or changing prices; %s is the
       offer */
    g_string_append_printf (out, _("Breakeven = the month t from which renting %s, C(t), costs "
                                   "at least the build's net cost L(t) until the horizon (or, "
                                   "when it never does by then, the first month after it); both "
                                   "curves step just after each occurrence of a burst"), name);
  else
    /* Translators: the cash payback month with bursts, own time or changing prices */
    g_string_append_printf (out, _("Cash payback = the same month against what the build has "
                                   "cost in cash, Lc(t), its resale value left out; renting "
                                   "%s is C(t)"), name);
  breakeven_explain_append_time_value (out, a);
  breakeven_explain_append_price_change (out, a);
  breakeven_explain_append_lumped_crossing (out, a, &a->local, &r->cloud, t, resale,
                                            resale ? "L" : "Lc", currency);
  return g_string_free (out, FALSE);
}

/* A figure read off two horizon costs that are straight lines in one input X: where
 * fixed + slope x = 0; the four costs printed so that the division gives the figure */
static void
append_two_point (GString    *out,
                  const char *l0_label,
                  double      l0,
                  const char *l1_label,
                  double      l1,
                  const char *c0_label,
                  double      c0,
                  const char *c1_label,
                  double      c1,
                  const char *x,
                  double      value,
                  const char *value_text,
                  const char *currency)
{
  double slope = (c1 - c0) - (l1 - l0);
  double weight = (1.0 + fabs (value)) / MAX (fabs (slope), 1e-9);
  g_autofree char *l0_text = breakeven_explain_amount (l0, weight);
  g_autofree char *l1_text = breakeven_explain_amount (l1, weight);
  g_autofree char *c0_text = breakeven_explain_amount (c0, weight);
  g_autofree char *c1_text = breakeven_explain_amount (c1, weight);

  (void) currency;
  if (l1_label == NULL)
    {
      /* The build's cost does not depend on X */
      g_string_append_printf (out, "\n%s = %s", l0_label, l0_text);
      g_string_append_printf (out, "\n%s = %s, %s = %s", c0_label, c0_text, c1_label, c1_text);
      g_string_append_printf (out, "\n%s = (%s - %s) / (%s - %s) = %s", x, l0_text, c0_text,
                              c1_text, c0_text, value_text);
      return;
    }
  g_string_append_printf (out, "\n%s = %s, %s = %s", l0_label, l0_text, l1_label, l1_text);
  g_string_append_printf (out, "\n%s = %s, %s = %s", c0_label, c0_text, c1_label, c1_text);
  g_string_append_printf (out, "\n%s = (%s - %s) / ((%s - %s) - (%s - %s)) = %s", x, l0_text,
                          c0_text, c1_text, c0_text, l1_text, l0_text, value_text);
}

char *
breakeven_explain_breakeven_hours_bursts (const BreakevenAnalysis    *a,
                                          const BreakevenOfferResult *r,
                                          const char                 *currency)
{
  const BreakevenInputs *in = &a->inputs;
  BreakevenLocalCost l0, l1;
  BreakevenCloudCost c0, c1;
  GString *out = g_string_new (NULL);
  g_autofree char *hours = breakeven_format_hours_per_day (r->breakeven_hours_per_day);
  double hz = in->horizon_months;

  breakeven_cost_local_from_inputs (in, 0, &l0);
  breakeven_cost_local_from_inputs (in, 1, &l1);
  breakeven_cost_cloud_from_inputs (in, &r->inputs, 0, &c0);
  breakeven_cost_cloud_from_inputs (in, &r->inputs, 1, &c1);
  /* Translators: the breakeven hours a day with bursts, own time or changing prices */
  g_string_append (out, _("Breakeven hours per day = the steady work hours h at which the cloud "
                          "and the build cost the same over the horizon, the bursts unchanged; "
                          "both costs are straight lines in h, so two values of each give h"));
  if (isnan (r->breakeven_hours_per_day) || r->breakeven_hours_per_day == 0)
    {
      /* Translators: no h in (0, 24] makes the two horizon costs equal */
      g_string_append_printf (out, _("\nNo h from 0 to 24 makes them equal: %s"), hours);
      return g_string_free (out, FALSE);
    }
  append_two_point (out, "L(H) at h = 0", breakeven_cost_local_horizon (&l0, hz),
                    "at h = 1", breakeven_cost_local_horizon (&l1, hz),
                    "C(H) at h = 0", breakeven_cost_cloud_horizon (&c0, hz),
                    "at h = 1", breakeven_cost_cloud_horizon (&c1, hz),
                    "h", r->breakeven_hours_per_day, hours, currency);
  return g_string_free (out, FALSE);
}

char *
breakeven_explain_breakeven_price_bursts (const BreakevenAnalysis    *a,
                                          const BreakevenOfferResult *r,
                                          const char                 *currency)
{
  const BreakevenInputs *in = &a->inputs;
  BreakevenOfferInputs at = r->inputs;
  BreakevenCloudCost c0, c1;
  GString *out = g_string_new (NULL);
  double hz = in->horizon_months;
  double local = a->horizon_cost;
  g_autofree char *price = breakeven_explain_money (r->breakeven_price_per_hour, currency);

  at.price_per_hour = 0;
  breakeven_cost_cloud_from_inputs (in, &at, in->hours_per_day, &c0);
  at.price_per_hour = 1;
  breakeven_cost_cloud_from_inputs (in, &at, in->hours_per_day, &c1);
  /* Translators: the breakeven price with bursts, own time or changing prices */
  g_string_append (out, _("Breakeven price per hour = the price p at which the cloud costs what "
                          "the build does over the horizon; every hourly charge scales with p, "
                          "the bursts' rent included, so the cloud's cost is a straight line in "
                          "p and two prices give it"));
  if (isnan (r->breakeven_price_per_hour))
    {
      /* Translators: no price of 0 or more makes renting as cheap */
      g_string_append (out, _("\nNo price of 0 or more makes renting cost as much: none"));
      return g_string_free (out, FALSE);
    }
  append_two_point (out, "L(H)", local, NULL, local,
                    "C(H) at p = 0", breakeven_cost_cloud_horizon (&c0, hz),
                    "at p = 1", breakeven_cost_cloud_horizon (&c1, hz),
                    "p", r->breakeven_price_per_hour, price, currency);
  return g_string_free (out, FALSE);
}
