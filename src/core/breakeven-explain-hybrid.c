/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-explain-hybrid.c: "how is this computed" for a burst (its capacity, overflow and
 * instances) and for the hybrid strategy (its horizon cost, rented hours and breakeven) */

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

char *
breakeven_explain_burst (const BreakevenAnalysis *analysis,
                         guint                    burst_index,
                         const char              *currency)
{
  const BreakevenBurstResult *b;
  const BreakevenInputs *in;
  g_autofree char *w = NULL;
  g_autofree char *d = NULL;
  g_autofree char *f = NULL;
  g_autofree char *h = NULL;
  g_autofree char *max = NULL;
  g_autofree char *free_text = NULL;
  g_autofree char *capacity = NULL;
  GString *out;

  g_return_val_if_fail (analysis != NULL, NULL);
  g_return_val_if_fail (burst_index < breakeven_analysis_get_n_bursts (analysis), NULL);
  (void) currency;

  b = breakeven_analysis_get_burst (analysis, burst_index);
  in = &analysis->inputs;
  w = breakeven_explain_exact (b->inputs.work_hours);
  d = breakeven_explain_exact (b->inputs.days);
  f = breakeven_explain_exact (b->inputs.first_month);
  h = breakeven_explain_exact (in->hours_per_day);
  max = breakeven_explain_exact (in->build_max_hours_per_day);
  free_text = breakeven_explain_exact (b->free_hours_per_day);
  capacity = hours_number (b->build_capacity_hours);
  out = g_string_new (NULL);

  /* Translators: a burst: its name, work hours W, days d, times a year n and first month f */
  g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE,
                                            "%s: W = %s work hours within d = %s days, %u time "
                                            "a year from month %s",
                                            "%s: W = %s work hours within d = %s days, %u times "
                                            "a year from month %s",
                                            b->inputs.per_year),
                          b->name, w, d, b->inputs.per_year, f);
  /* Translators: the hours a day the build has left for a burst */
  g_string_append (out, _("\nFree hours a day on the build = build max hours per day - work "
                          "hours per day"));
  if (in->build_max_hours_per_day > in->hours_per_day)
    g_string_append_printf (out, "\nfree = %s - %s = %s h/day", max, h, free_text);
  else
    /* Translators: the steady work already takes every hour the build may run */
    g_string_append_printf (out, _("\nfree = 0 h/day: the %s work hours a day already take "
                                   "the build's most, %s"), h, max);
  /* Translators: the work the build can do in a burst's days */
  g_string_append (out, _("\nCapacity of the build = free × days d"));
  g_string_append_printf (out, "\ncapacity = %s × %s = %s", free_text, d, capacity);
  /* Translators: "hours" after a number of hours */
  g_string_append (out, _(" hours"));

  /* Translators: how late the build alone would finish a burst */
  g_string_append (out, _("\nLate days of the build alone = (work hours W - capacity) / free"));
  if (b->build_late_days == 0)
    /* Translators: the build finishes a burst in time */
    g_string_append_printf (out, _("\nW = %s is no more than the capacity, %s hours: on time, "
                                   "0 days late"), w, capacity);
  else if (isnan (b->build_late_days))
    /* Translators: no free hour on the build for a burst */
    g_string_append (out, _("\nfree is 0: the build alone can never do it"));
  else
    {
      g_autofree char *late = hours_number (b->build_late_days);

      /* Translators: a number of days late, e.g. "late = (300 - 160) / 16 = 8.75 days" */
      g_string_append_printf (out, _("\nlate = (%s - %s) / %s = %s days"), w, capacity,
                              free_text, late);
    }

  /* Translators: when a burst comes, t_k = f + 12 k / n, and only those before H count */
  g_string_append (out, _("\nOccurrences before the horizon: t_k = first month f + 12 × k / "
                          "times a year n, for k = 0, 1, 2… while t_k < months H"));
  {
    g_autofree char *hz = breakeven_explain_exact (in->horizon_months);

    if (b->occurrences == 0)
      /* Translators: a burst whose first occurrence is at or after the horizon */
      g_string_append_printf (out, _("\nf = %s is not before H = %s: no occurrence before the "
                                     "horizon"), f, hz);
    else
      {
        guint last = b->occurrences - 1;
        g_autofree char *t = breakeven_explain_exact (
          breakeven_burst_occurrence_month (&b->inputs, last));

        g_string_append_printf (out, "\nt%u = %s + 12 × %u / %u = %s", last, f, last,
                                b->inputs.per_year, t);
        /* Translators: the last occurrence before the horizon, and how many there are */
        g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE,
                                                  ", the last before month %s: %u occurrence",
                                                  ", the last before month %s: %u occurrences",
                                                  b->occurrences),
                                hz, b->occurrences);
      }
  }
  return g_string_free (out, FALSE);
}

char *
breakeven_explain_burst_instances (const BreakevenAnalysis *analysis,
                                   guint                    offer_index,
                                   guint                    burst_index,
                                   const char              *currency)
{
  const BreakevenOfferResult *r;
  const BreakevenBurstResult *b;
  double q, shown;
  guint n;
  int decimals;
  g_autofree char *name = NULL;
  g_autofree char *w = NULL;
  g_autofree char *speed = NULL;
  g_autofree char *d = NULL;
  g_autofree char *q_text = NULL;
  GString *out;

  g_return_val_if_fail (analysis != NULL, NULL);
  g_return_val_if_fail (offer_index < breakeven_analysis_get_n_offers (analysis), NULL);
  g_return_val_if_fail (burst_index < breakeven_analysis_get_n_bursts (analysis), NULL);
  (void) currency;

  r = breakeven_analysis_get_offer (analysis, offer_index);
  b = breakeven_analysis_get_burst (analysis, burst_index);
  n = breakeven_burst_instances (&b->inputs, r->inputs.relative_speed);
  q = b->inputs.work_hours / (r->inputs.relative_speed * 24.0 * b->inputs.days);
  /* The fewest decimals that round up to the same count (a whole quotient printed whole) */
  if (fabs (q - round (q)) <= 1e-9)
    {
      q = round (q);
      decimals = 0;
    }
  else
    for (decimals = 2; decimals < 9; decimals++)
      {
        double scale = pow (10.0, decimals);

        shown = round (q * scale) / scale;
        if (ceil (shown) == n && shown != floor (shown))
          break;
      }
  name = offer_name (r);
  w = breakeven_explain_exact (b->inputs.work_hours);
  speed = breakeven_explain_exact (r->inputs.relative_speed);
  d = breakeven_explain_exact (b->inputs.days);
  q_text = breakeven_format_number (q, decimals);
  out = g_string_new (NULL);
  /* Translators: instances of an offer side by side to finish a burst in its days */
  g_string_append_printf (out, _("Instances of %s for %s = work hours W / (relative speed × 24 × "
                                 "days d), rounded up: that many side by side finish it in its "
                                 "days (n instances for W / n hours each cost the same)"),
                          name, b->name);
  g_string_append_printf (out, "\nm = %s / (%s × 24 × %s) = %s", w, speed, d, q_text);
  /* Translators: the quotient rounded up, e.g. "rounded up: 2 instances" */
  g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "\nrounded up: %u instance",
                                            "\nrounded up: %u instances", n),
                          n);
  return g_string_free (out, FALSE);
}

static const BreakevenOfferResult *
hybrid_offer (const BreakevenAnalysis *analysis,
              guint                    offer_index)
{
  const BreakevenOfferResult *r;

  g_return_val_if_fail (analysis != NULL, NULL);
  g_return_val_if_fail (offer_index < breakeven_analysis_get_n_offers (analysis), NULL);
  r = breakeven_analysis_get_offer (analysis, offer_index);
  return r->has_hybrid ? r : NULL;
}

char *
breakeven_explain_hybrid_horizon_cost (const BreakevenAnalysis *analysis,
                                       guint                    offer_index,
                                       const char              *currency)
{
  const BreakevenOfferResult *r = hybrid_offer (analysis, offer_index);
  const BreakevenInputs *in;
  g_autofree char *name = NULL;
  g_autofree char *h = NULL;
  g_autofree char *l_money = NULL;
  g_autofree char *l_text = NULL;
  g_autofree char *total = NULL;
  GString *out, *numbers;

  if (r == NULL)
    return NULL;
  in = &analysis->inputs;
  name = offer_name (r);
  h = breakeven_explain_exact (in->horizon_months);
  l_money = breakeven_explain_money (analysis->horizon_cost, currency);
  l_text = breakeven_explain_amount (analysis->horizon_cost, 1);
  total = breakeven_explain_money (r->hybrid_horizon_cost, currency);
  out = g_string_new (NULL);
  numbers = g_string_new (l_text);

  /* Translators: the hybrid's cost over the horizon; %s is the offer */
  g_string_append_printf (out, _("Hybrid with %s over the horizon Lh(H) = the build's L(H), less "
                                 "the build's electricity x for the hours o it cannot do in a "
                                 "burst's days, plus what the offer costs for them: at each such "
                                 "occurrence t before the horizon y × g(t) + z, worth "
                                 "(y × g(t) + z) × a(H - t) at the horizon, where y = price per "
                                 "hour × o / relative speed × (1 + spot interruption overhead) + "
                                 "storage GB × storage price per GB-month × days d / days per "
                                 "month (today's prices) and z = setup + own time T1 - x"),
                          name);
  breakeven_explain_append_time_value (out, analysis);
  breakeven_explain_append_price_change (out, analysis);
  /* Translators: the build's cost over the horizon, explained with the build */
  g_string_append_printf (out, _("\nthe build over the horizon: L(%s) = %s"), h, l_money);
  if (r->cloud.own_time != 0)
    breakeven_explain_append_offer_own_time (out, analysis, r, currency);

  for (guint j = 0; j < breakeven_analysis_get_n_bursts (analysis); j++)
    {
      const BreakevenBurstResult *b = breakeven_analysis_get_burst (analysis, j);
      BreakevenBurstLump lump;
      double x, z, y, f_fixed, f_priced, part;
      g_autofree char *w_text = NULL;
      g_autofree char *o_text = NULL;
      g_autofree char *cap = NULL;
      g_autofree char *x_expr = NULL;
      g_autofree char *x_money = NULL;
      g_autofree char *y_expr = NULL;
      g_autofree char *y_money = NULL;
      g_autofree char *z_money = NULL;
      g_autofree char *sum_fixed = NULL;
      g_autofree char *sum_priced = NULL;
      g_autofree char *y_text = NULL;
      g_autofree char *z_text = NULL;
      g_autofree char *part_money = NULL;
      g_autofree char *part_text = NULL;

      if (b->occurrences == 0 || !(b->overflow_hours > 0))
        continue;
      breakeven_burst_hybrid_lump (in, &r->inputs, &b->inputs, in->hours_per_day, &lump);
      x = breakeven_burst_electricity (in, b->overflow_hours);
      y = lump.priced;
      z = r->inputs.setup_cost + r->cloud.own_time - x;
      sum_fixed = breakeven_explain_occurrence_sum (analysis, &b->inputs, FALSE, &f_fixed);
      sum_priced = breakeven_explain_occurrence_sum (analysis, &b->inputs, TRUE, &f_priced);
      part = y * f_priced + z * f_fixed;

      w_text = breakeven_explain_exact (b->inputs.work_hours);
      o_text = breakeven_explain_exact (b->overflow_hours);
      cap = breakeven_explain_exact (b->build_hours);
      breakeven_explain_append_burst_title (out, analysis, j);
      /* Translators: the overflow o of a burst: what the build cannot do in its days */
      g_string_append_printf (out, _("\nthe build does w = %s hours of its W = %s in time, the "
                                     "offer the rest:"), cap, w_text);
      g_string_append_printf (out, "\no = %s - %s = %s", w_text, cap, o_text);
      x_expr = breakeven_explain_electricity_expr (in, b->overflow_hours);
      x_money = breakeven_explain_money (x, currency);
      g_string_append_printf (out, "\nx = %s = %s", x_expr, x_money);

      {
        GString *expr = g_string_new (NULL);
        g_autofree char *rent = breakeven_explain_rent_expr (r, currency, b->overflow_hours);

        g_string_append (expr, rent);
        if (in->cloud_storage_gb != 0 && r->inputs.storage_price_per_gb_month != 0)
          {
            g_autofree char *gb = breakeven_explain_exact (in->cloud_storage_gb);
            g_autofree char *price = breakeven_explain_offer_storage_price (r, currency);
            g_autofree char *d = breakeven_explain_exact (b->inputs.days);

            g_string_append_printf (expr, " + %s × %s × %s / (%s)", gb, price, d, DAYS);
          }
        y_expr = g_string_free (expr, FALSE);
      }
      y_money = breakeven_explain_money (y, currency);
      g_string_append_printf (out, "\ny = %s = %s", y_expr, y_money);

      {
        GString *expr = g_string_new (NULL);
        g_autofree char *x_text = breakeven_explain_amount (x, 1);

        if (r->inputs.setup_cost != 0)
          {
            g_autofree char *setup = breakeven_explain_offer_setup (r, currency);

            g_string_append_printf (expr, "%s + ", setup);
          }
        if (r->cloud.own_time != 0)
          {
            g_autofree char *t1 = breakeven_explain_amount (r->cloud.own_time, 1);

            g_string_append_printf (expr, "%s + ", t1);
          }
        if (expr->len == 0)
          g_string_append_printf (expr, "-%s", x_text);
        else
          {
            g_string_truncate (expr, expr->len - 3);
            g_string_append_printf (expr, " - %s", x_text);
          }
        z_money = breakeven_explain_money (z, currency);
        g_string_append_printf (out, "\nz = %s = %s", expr->str, z_money);
        g_string_free (expr, TRUE);
      }

      /* One occurrence worked, when the occurrences differ */
      if (has_interest (analysis) || has_price_change (analysis))
        {
          double t = b->inputs.first_month;
          double g = breakeven_cost_price_factor (in->price_change_percent, t);
          double grown = breakeven_cost_growth (in->interest_percent, in->horizon_months - t);
          g_autofree char *t_text = breakeven_explain_exact (t);
          g_autofree char *yy = breakeven_explain_amount (y, g * grown);
          g_autofree char *zz = breakeven_explain_amount (fabs (z), grown);
          g_autofree char *g_term = breakeven_explain_occurrence_term (analysis, t, TRUE);
          g_autofree char *a_term = breakeven_explain_occurrence_term (analysis, t, FALSE);
          g_autofree char *one = breakeven_explain_money (y * g * grown + z * grown, currency);

          /* Translators: the first occurrence of a burst worked out */
          g_string_append_printf (out, _("\nthe first occurrence, at month %s, worth at the "
                                         "horizon:"), t_text);
          g_string_append_printf (out, "\nc(%s) = %s × %s %s %s × %s = %s", t_text, yy, g_term,
                                  z < 0 ? "-" : "+", zz, a_term, one);
        }

      y_text = breakeven_explain_amount (y, f_priced);
      z_text = breakeven_explain_amount (fabs (z), f_fixed);
      part_money = breakeven_explain_money (part, currency);
      part_text = breakeven_explain_amount (fabs (part), 1);
      /* Translators: the sum over a burst's occurrences before the horizon */
      g_string_append (out, _("\nall its occurrences:"));
      g_string_append_printf (out, "\nb%u = %s × %s %s %s × %s = %s", j + 1, y_text, sum_priced,
                              z < 0 ? "-" : "+", z_text, sum_fixed, part_money);
      g_string_append_printf (numbers, " %s %s", part < 0 ? "-" : "+", part_text);
    }
  g_string_append_printf (out, "\nLh(%s) = %s = %s", h, numbers->str, total);
  g_string_free (numbers, TRUE);
  return g_string_free (out, FALSE);
}

char *
breakeven_explain_hybrid_rented_hours (const BreakevenAnalysis *analysis,
                                       guint                    offer_index,
                                       const char              *currency)
{
  const BreakevenOfferResult *r = hybrid_offer (analysis, offer_index);
  g_autofree char *name = NULL;
  g_autofree char *speed = NULL;
  g_autofree char *total = NULL;
  GString *out, *numbers;

  (void) currency;
  if (r == NULL)
    return NULL;
  name = offer_name (r);
  speed = breakeven_explain_exact (r->inputs.relative_speed);
  total = hours_number (r->hybrid_rented_hours);
  out = g_string_new (NULL);
  numbers = g_string_new (NULL);
  /* Translators: the hours the hybrid rents; %s is the offer */
  g_string_append_printf (out, _("Hours the hybrid rents on %s = for each burst the build cannot "
                                 "finish in its days: occurrences before the horizon × overflow "
                                 "o / relative speed"), name);
  for (guint j = 0; j < breakeven_analysis_get_n_bursts (analysis); j++)
    {
      const BreakevenBurstResult *b = breakeven_analysis_get_burst (analysis, j);
      g_autofree char *o = NULL;

      if (b->occurrences == 0 || !(b->overflow_hours > 0))
        continue;
      o = breakeven_explain_exact (b->overflow_hours);
      g_string_append_printf (numbers, "%s%u × %s", numbers->len > 0 ? " + " : "",
                              b->occurrences, o);
      if (r->inputs.relative_speed != 1.0)
        g_string_append_printf (numbers, " / %s", speed);
    }
  /* Translators: a number of hours, e.g. "rented = 6 × 140 = 840 hours" */
  g_string_append_printf (out, _("\nrented = %s = %s hours"), numbers->str, total);
  g_string_free (numbers, TRUE);
  return g_string_free (out, FALSE);
}

/* What the lumps of CURVE's bursts paid before T add, without interest or a change of prices:
 * "12 × 418.80" for each burst, into NUMBERS; their sum */
double
breakeven_explain_append_lumps_before (GString                  *numbers,
                                       const BreakevenAnalysis  *a,
                                       const BreakevenBurstLump *lumps,
                                       guint                     n_lumps,
                                       double                    t,
                                       const char               *op,
                                       double                    weight)
{
  double sum = 0;

  for (guint j = 0; j < n_lumps && j < breakeven_analysis_get_n_bursts (a); j++)
    {
      const BreakevenBurstResult *b = breakeven_analysis_get_burst (a, j);
      guint n = breakeven_burst_occurrences_before (&b->inputs, t);
      double lump = lumps[j].fixed + lumps[j].priced;
      g_autofree char *text = NULL;

      if (n == 0 || lump == 0)
        continue;
      text = breakeven_explain_amount (lump, n * weight);
      g_string_append_printf (numbers, " %s %u × %s", op, n, text);
      sum += n * lump;
    }
  return sum;
}

char *
breakeven_explain_hybrid_breakeven (const BreakevenAnalysis *analysis,
                                    guint                    offer_index,
                                    const char              *currency)
{
  const BreakevenOfferResult *r = hybrid_offer (analysis, offer_index);
  const BreakevenLocalCost *hybrid;
  double t;
  g_autofree char *name = NULL;
  g_autofree char *months = NULL;
  GString *out;

  if (r == NULL)
    return NULL;
  hybrid = &r->hybrid;
  t = r->hybrid_breakeven_months;
  name = offer_name (r);
  months = breakeven_explain_months_text (t);
  out = g_string_new (NULL);
  /* Translators: the hybrid's breakeven month against renting everything; %s is the offer */
  g_string_append_printf (out, _("Hybrid breakeven = the month t from which renting everything "
                                 "on %s, C(t), costs at least the hybrid, Lh(t), until the "
                                 "horizon (or, when it never does by then, the first month after "
                                 "it): owning the base machine pays for itself then. Lh(t) is the "
                                 "build's curve with the hybrid's lumps at each occurrence"),
                          name);
  breakeven_explain_append_time_value (out, analysis);
  breakeven_explain_append_price_change (out, analysis);

  breakeven_explain_append_lumped_crossing (out, analysis, hybrid, &r->cloud, t, TRUE, "Lh",
                                            currency);
  return g_string_free (out, FALSE);
}
