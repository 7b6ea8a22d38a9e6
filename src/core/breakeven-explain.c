/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-explain.c: "how is this computed": the formula behind a figure, with the numbers
 *
 * Each explanation is a heading in words (every term the figure uses, and only those), then
 * lines "symbol = expression = result" with the project's numbers.  Evaluating a printed
 * expression by hand gives the printed result to the cent: inputs are printed exactly, a day
 * count as 365/12, a converted price as "0.31 USD × 7.1", and an intermediate value (a(H),
 * S(H), K, E...) with as many decimals as its weight in the expression needs.
 *
 * This file has the printing rules, the offers' amounts, the verdict and the whole method;
 * each kind of figure has its own file: breakeven-explain-horizon.c (costs per month and over
 * the horizon), -breakeven.c (breakeven and cash payback months), -rates.c (breakeven hours,
 * breakeven price, cost per work hour) and -bursts.c (the format 3 terms).
 */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "breakeven-explain.h"
#include "breakeven-explain-formula-private.h"
#include "breakeven-explain-private.h"
#include "breakeven-format.h"

#define PRINT_ERROR BREAKEVEN_EXPLAIN_PRINT_ERROR
#define DAYS BREAKEVEN_EXPLAIN_DAYS

/* VALUE with the fewest decimals (at least MIN_DECIMALS) such that rounding it moves the
 * expression it is multiplied into, by WEIGHT, no more than PRINT_ERROR */
char *
breakeven_explain_precise (double value,
                           double weight,
                           int    min_decimals)
{
  int decimals;

  if (!isfinite (value))
    return breakeven_format_number (value, 0);
  weight = MAX (fabs (weight), 1.0);
  for (decimals = min_decimals; decimals < 9; decimals++)
    {
      double scale = pow (10.0, decimals);

      if (fabs (round (value * scale) / scale - value) * weight <= PRINT_ERROR)
        break;
    }
  return breakeven_format_number (value, decimals);
}

/* An input as the user typed it: "23,592", "0.6", "2.58" */
char *
breakeven_explain_exact (double value)
{
  return breakeven_explain_precise (value, 1e6, 0);
}

/* An amount of money computed on the way, weighted by what it is multiplied by: "941.70",
 * "131.40", "38.763728941" */
char *
breakeven_explain_amount (double value,
                          double weight)
{
  return breakeven_explain_precise (value, weight, fabs (value - round (value)) < 1e-9 ? 0 : 2);
}

/* A result as the figure shows it */
char *
breakeven_explain_money (double      value,
                         const char *currency)
{
  return breakeven_format_money (value, currency, 2);
}

/* A number of months to the hundredth: "29.12 months" */
char *
breakeven_explain_months_text (double months)
{
  g_autofree char *number = NULL;

  if (isnan (months))
    return g_strdup (_("none"));
  number = breakeven_format_number (months, months == floor (months) ? 0 : 2);
  /* Translators: a number of months, e.g. "29.12 months" */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s month", "%s months",
                                       breakeven_plural_count (months)),
                          number);
}


/* (1 + PERCENT/100) as "(1 + 0.1)" */
char *
breakeven_explain_one_plus (double percent)
{
  g_autofree char *fraction = breakeven_explain_exact (percent / 100.0);

  return g_strdup_printf ("(1 + %s)", fraction);
}

/* An amount of the offer in the project currency: the input itself, or its conversion
 * "(0.31 USD × 7.1)" (a rate given the other way round reads "(0.31 USD / 0.14)") */
char *
breakeven_explain_offer_amount (const BreakevenOfferResult *r,
                                const char                 *currency,
                                double                      converted,
                                double                      original)
{
  const char *from = breakeven_offer_get_currency (r->offer);
  double rate;
  g_autofree char *orig = NULL;

  if (from == NULL || *from == '\0' || g_strcmp0 (from, currency) == 0 || original == 0
      || converted == original)
    return breakeven_explain_exact (converted);

  rate = converted / original;
  orig = breakeven_explain_exact (original);
  {
    g_autofree char *forward = breakeven_explain_exact (rate);
    g_autofree char *backward = breakeven_explain_exact (1.0 / rate);

    /* The way round the project states it: the one with the shorter, exact digits */
    if (strlen (backward) < strlen (forward))
      return g_strdup_printf ("(%s %s / %s)", orig, from, backward);
    return g_strdup_printf ("(%s %s × %s)", orig, from, forward);
  }
}

char *
breakeven_explain_offer_price (const BreakevenOfferResult *r,
                               const char                 *currency)
{
  return breakeven_explain_offer_amount (r, currency, r->inputs.price_per_hour,
                                         breakeven_offer_get_price_per_hour (r->offer));
}

char *
breakeven_explain_offer_setup (const BreakevenOfferResult *r,
                               const char                 *currency)
{
  return breakeven_explain_offer_amount (r, currency, r->inputs.setup_cost,
                                         breakeven_offer_get_setup_cost (r->offer));
}

char *
breakeven_explain_offer_storage_price (const BreakevenOfferResult *r,
                                       const char                 *currency)
{
  return breakeven_explain_offer_amount (r, currency, r->inputs.storage_price_per_gb_month,
                                         breakeven_offer_get_storage_price_per_gb_month (r->offer));
}


/* The verdict without bursts: the build against the cheapest eligible offer over the horizon */
char *
breakeven_explain_verdict_plain (const BreakevenAnalysis *a,
                                 const char              *currency)
{
  const BreakevenOfferResult *r;
  g_autofree char *l = NULL;
  g_autofree char *c = NULL;
  g_autofree char *difference = NULL;
  g_autofree char *name = NULL;

  if (a->choice == BREAKEVEN_CHOICE_NONE || a->choice_offer < 0)
    return NULL;

  r = breakeven_analysis_get_offer (a, (guint) a->choice_offer);
  /* The dearer minus the cheaper: the difference is never negative */
  if (a->horizon_cost <= r->horizon_cost)
    {
      l = breakeven_explain_amount (a->horizon_cost, 1);
      c = breakeven_explain_amount (r->horizon_cost, 1);
    }
  else
    {
      l = breakeven_explain_amount (r->horizon_cost, 1);
      c = breakeven_explain_amount (a->horizon_cost, 1);
    }
  difference = breakeven_explain_money (a->choice_difference, currency);
  name = g_strdup_printf ("%s %s", breakeven_offer_get_provider (r->offer),
                          breakeven_offer_get_name (r->offer));
  if (a->choice == BREAKEVEN_CHOICE_BUILD)
    /* Translators: the verdict; %s is the cheapest offer; the numbers follow */
    return g_strdup_printf (_("Verdict: build. Over the horizon the build, L(H), costs no more than "
                              "the cheapest offer with enough memory, %s, C(H):"
                              "\ndifference = %s - %s = %s"), name, c, l, difference);
  /* Translators: the verdict; %s is the cheapest offer; the numbers follow */
  return g_strdup_printf (_("Verdict: rent %s. Over the horizon it, C(H), costs less than the "
                            "build, L(H), or the build lacks the memory needed:"
                            "\ndifference = %s - %s = %s"), name, c, l, difference);
}

char *
breakeven_explain_method (const BreakevenAnalysis *analysis,
                          const char              *currency)
{
  return breakeven_explain_method_for (analysis, currency, NULL, 0);
}

char *
breakeven_explain_method_for (const BreakevenAnalysis *analysis,
                              const char              *currency,
                              const gboolean          *explained,
                              guint                    n_explained)
{
  GString *out;

  g_return_val_if_fail (analysis != NULL, NULL);

  out = g_string_new (NULL);
  /* Translators: the general formulas of the report's "How the figures are computed" page */
  g_string_append (out, _("A year is 365 days and a month is 365/12 days. Money has one time value "
                          "on both sides: with an interest rate i a year, a sum paid at month 0 is "
                          "worth a(t) = (1 + i)^(t/12) at month t, and 1 paid every month from 0 "
                          "to t is worth S(t) = 12 × (a(t) - 1) / ln(1 + i); without interest "
                          "a(t) = 1 and S(t) = t."));
  g_string_append (out, "\n\n");
  /* Translators: the build's curve in the report's formulas page */
  g_string_append (out, _("The build's net cost is L(t) = C0 × a(t) + (E + M) × S(t) - V(t): its "
                          "price C0, its electricity E and maintenance M per month, less what it "
                          "would sell for, V(t) = B × max(0, v0 + (r - v0) × t / H), where B is "
                          "the resale base (the parts total: an assembler's premium resells for "
                          "nothing), v0 the resale right after purchase and r at the horizon H. "
                          "What it costs in cash is Lc(t) = L(t) + V(t), and what its price "
                          "would have earned elsewhere is O(t) = C0 × (a(t) - 1)."));
  g_string_append (out, "\n\n");
  /* Translators: the cloud's curve in the report's formulas page */
  g_string_append (out, _("An offer costs C(t) = setup × a(t) + K × S(t), where K, its cost per "
                          "month, is its price per hour × work hours per day / relative speed "
                          "× (1 + interruption overhead, spot offers only) × days per month, plus "
                          "its idle price per hour × cloud idle hours per day × days per month, "
                          "plus storage GB × storage price per GB-month. An offer priced in "
                          "another currency is converted at the project's exchange rate."));
  g_string_append (out, "\n\n");
  /* Translators: what the figures mean in the report's formulas page */
  g_string_append (out, _("The breakeven month is the month t from which C(t) ≥ L(t) holds "
                          "until the horizon (when the build is not cheaper at the horizon, the "
                          "first month after it with C(t) ≥ L(t)), the cash payback month the "
                          "same against Lc(t). The cost over the horizon is "
                          "L(H) for the build and C(H) for an offer, and the cost per work hour "
                          "divides it by the work hours of the horizon. The breakeven hours per "
                          "day and the breakeven price per hour are the work hours and the price "
                          "per hour at which C(H) = L(H), all else fixed."));

  {
    g_autofree char *per_month = breakeven_explain_running_per_month (analysis, currency);
    g_autofree char *horizon = breakeven_explain_local_horizon (analysis, currency);
    g_autofree char *per_hour = breakeven_explain_cost_per_hour (analysis, -1, currency);

    /* Translators: a heading of the report's formulas page */
    g_string_append_printf (out, "\n\n%s\n\n%s\n\n%s\n\n%s", _("The build"),
                            per_month, horizon, per_hour);
  }
  {
    g_autofree char *bursts = breakeven_explain_bursts_section (analysis, currency);

    if (bursts != NULL)
      g_string_append_printf (out, "\n\n%s", bursts);
  }

  for (guint i = 0; i < breakeven_analysis_get_n_offers (analysis); i++)
    {
      const BreakevenOfferResult *r = breakeven_analysis_get_offer (analysis, i);
      g_autofree char *per_month = NULL;
      g_autofree char *horizon = NULL;
      g_autofree char *per_hour = NULL;
      g_autofree char *breakeven = NULL;
      g_autofree char *hours = NULL;
      g_autofree char *price = NULL;

      if (explained != NULL && (i >= n_explained || !explained[i]))
        continue;
      per_month = breakeven_explain_cloud_per_month (analysis, r, currency);
      horizon = breakeven_explain_cloud_horizon (analysis, r, currency);
      per_hour = breakeven_explain_cost_per_hour (analysis, (int) i, currency);
      breakeven = breakeven_explain_crossing (analysis, r, currency, TRUE);
      hours = breakeven_explain_breakeven_hours (analysis, i, currency);
      price = breakeven_explain_breakeven_price (analysis, i, currency);
      g_string_append_printf (out, "\n\n%s %s\n\n%s\n\n%s\n\n%s\n\n%s",
                              breakeven_offer_get_provider (r->offer),
                              breakeven_offer_get_name (r->offer),
                              per_month, horizon, per_hour, breakeven);
      if (analysis->has_resale)
        {
          g_autofree char *cash = breakeven_explain_crossing (analysis, r, currency, FALSE);

          g_string_append_printf (out, "\n\n%s", cash);
        }
      g_string_append_printf (out, "\n\n%s\n\n%s", hours, price);
      {
        g_autofree char *bursts = breakeven_explain_offer_bursts_section (analysis, i, currency);

        if (bursts != NULL)
          g_string_append_printf (out, "\n\n%s", bursts);
      }
    }

  {
    g_autofree char *verdict = breakeven_explain_verdict_for (analysis, currency, explained,
                                                              n_explained);

    if (verdict != NULL)
      g_string_append_printf (out, "\n\n%s", verdict);
  }
  return g_string_free (out, FALSE);
}
