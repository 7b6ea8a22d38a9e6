/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-explain-breakeven.c: how the breakeven months and the cash payback months are
 * computed: the crossings of C(t) with L(t) and Lc(t) */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "breakeven-explain.h"
#include "breakeven-explain-formula-private.h"
#include "breakeven-explain-private.h"
#include "breakeven-format.h"

#define PRINT_ERROR BREAKEVEN_EXPLAIN_PRINT_ERROR
#define DAYS BREAKEVEN_EXPLAIN_DAYS

/* L(T) (or Lc(T) without RESALE) as an expression of the inputs, at T printed as T_TEXT */
static char *
local_at_expr (const BreakevenAnalysis *a,
               double                   t,
               const char              *t_text,
               gboolean                 resale)
{
  const BreakevenLocalCost *local = &a->local;
  double s = breakeven_cost_accumulation (local->interest_percent, t);
  g_autofree char *c0 = breakeven_explain_exact (local->capex);
  g_autofree char *run = breakeven_explain_amount (a->running_per_month, s);
  GString *out = g_string_new (c0);

  if (has_interest (a))
    {
      g_autofree char *growth = growth_expr (a, t_text);

      g_string_append_printf (out, " × %s", growth);
    }
  if (a->running_per_month != 0)
    {
      g_autofree char *acc = accumulation_expr (a, t_text);

      g_string_append_printf (out, " + %s × %s", run, acc);
    }
  if (resale && a->has_resale && breakeven_cost_resale_at (local, t) > 0)
    {
      g_autofree char *b = breakeven_explain_exact (local->resale_base);
      g_autofree char *v0 = breakeven_explain_exact (local->resale_after_purchase_percent / 100.0);
      g_autofree char *r = breakeven_explain_exact (local->resale_percent / 100.0);
      g_autofree char *h = breakeven_explain_exact (local->horizon_months);

      if (local->resale_after_purchase_percent == local->resale_percent)
        g_string_append_printf (out, " - %s × %s", b, r);
      else
        g_string_append_printf (out, " - %s × (%s + (%s - %s) × %s / %s)", b, v0, r, v0, t_text, h);
    }
  return g_string_free (out, FALSE);
}

/* C(T) as an expression, at T printed as T_TEXT */
static char *
cloud_at_expr (const BreakevenAnalysis    *a,
               const BreakevenOfferResult *r,
               const char                 *currency,
               double                      t,
               const char                 *t_text)
{
  double s = breakeven_cost_accumulation (a->local.interest_percent, t);
  g_autofree char *k = breakeven_explain_amount (r->cloud.per_month, s);
  g_autofree char *acc = accumulation_expr (a, t_text);
  GString *out = g_string_new (NULL);

  if (r->cloud.setup != 0)
    {
      g_autofree char *setup = breakeven_explain_offer_setup (r, currency);

      g_string_append (out, setup);
      if (has_interest (a))
        {
          g_autofree char *growth = growth_expr (a, t_text);

          g_string_append_printf (out, " × %s", growth);
        }
      g_string_append (out, " + ");
    }
  g_string_append_printf (out, "%s × %s", k, acc);
  return g_string_free (out, FALSE);
}

/* The heading of a crossing: what C(t) and L(t) (or Lc(t)) are */
static void
append_curves (GString                    *out,
               const BreakevenAnalysis    *a,
               const BreakevenOfferResult *r,
               gboolean                    resale)
{
  const BreakevenLocalCost *local = &a->local;
  gboolean with_resale = resale && a->has_resale;

  if (has_interest (a))
    g_string_append (out, r->cloud.setup != 0
                          /* Translators: "setup" is the offer's one-off setup cost */
                          ? _("\nC(t) = setup × a(t) + K × S(t)")
                          : "\nC(t) = K × S(t)");
  else
    g_string_append (out, r->cloud.setup != 0
                          /* Translators: "setup" is the offer's one-off setup cost */
                          ? _("\nC(t) = setup + K × t")
                          : "\nC(t) = K × t");
  g_string_append (out, resale ? "\nL(t) = " : "\nLc(t) = ");
  g_string_append (out, has_interest (a) ? "C0 × a(t) + (E + M) × S(t)" : "C0 + (E + M) × t");
  if (with_resale)
    {
      if (local->resale_after_purchase_percent == local->resale_percent)
        g_string_append (out, " - B × r");
      else
        g_string_append (out, " - B × max(0, v0 + (r - v0) × t / H)");
      /* Translators: the symbols of the resale value; B is the parts total */
      g_string_append (out, _("\nwhere B is the resale base (the parts total, not an assembler's "
                              "premium), v0 the resale right after purchase and r at the horizon H"));
    }
  breakeven_explain_append_time_value (out, a);
}

/* The symbols' values a crossing uses */
static void
append_values (GString                    *out,
               const BreakevenAnalysis    *a,
               const BreakevenOfferResult *r,
               const char                 *currency,
               gboolean                    resale)
{
  const BreakevenLocalCost *local = &a->local;
  g_autofree char *c0 = breakeven_explain_exact (local->capex);
  g_autofree char *k = breakeven_explain_money (r->cloud.per_month, currency);
  g_autofree char *run = breakeven_explain_money (a->running_per_month, currency);

  /* Translators: the values of the symbols, e.g. "with C0 = 23,592, E + M = ¥131.40, K = ¥941.70" */
  g_string_append_printf (out, _("\nwith C0 = %s, E + M = %s, K = %s"), c0, run, k);
  if (r->cloud.setup != 0)
    {
      g_autofree char *setup = breakeven_explain_money (r->cloud.setup, currency);

      /* Translators: the value of the offer's one-off setup cost in a list of values */
      g_string_append_printf (out, _(", setup = %s"), setup);
    }
  if (resale && a->has_resale)
    {
      g_autofree char *b = breakeven_explain_exact (local->resale_base);
      g_autofree char *v0 = breakeven_explain_exact (local->resale_after_purchase_percent / 100.0);
      g_autofree char *rr = breakeven_explain_exact (local->resale_percent / 100.0);
      g_autofree char *h = breakeven_explain_exact (local->horizon_months);

      g_string_append_printf (out, ", B = %s, v0 = %s, r = %s, H = %s", b, v0, rr, h);
    }
}

/* The first month with C(t) >= L(t) (RESALE) or >= Lc(t) */
char *
breakeven_explain_crossing (const BreakevenAnalysis    *a,
                            const BreakevenOfferResult *r,
                            const char                 *currency,
                            gboolean                    resale)
{
  const BreakevenLocalCost *local = &a->local;
  double t = resale ? r->breakeven_months : r->cash_payback_months;
  gboolean with_resale = resale && a->has_resale;
  double v0 = with_resale ? local->resale_base * local->resale_after_purchase_percent / 100.0 : 0;
  g_autofree char *months = breakeven_explain_months_text (t);
  GString *out;

  if (breakeven_explain_has_format_3_terms (a))
    return breakeven_explain_crossing_bursts (a, r, currency, resale);
  out = g_string_new (NULL);
  if (resale)
    /* Translators: the breakeven month; the curves follow */
    g_string_append (out, _("Breakeven = the first month t where the cloud's cost C(t) reaches the "
                            "build's net cost L(t)"));
  else
    /* Translators: the cash payback month; the curves follow */
    g_string_append (out, _("Cash payback = the first month t where the cloud's cost C(t) reaches "
                            "what the build has cost in cash, Lc(t), leaving its resale value out"));
  append_curves (out, a, r, resale);
  append_values (out, a, r, currency, resale);

  if (t == 0)
    {
      g_autofree char *setup = breakeven_explain_offer_setup (r, currency);
      g_autofree char *c0 = breakeven_explain_exact (local->capex);
      g_autofree char *net = breakeven_explain_money (local->capex - v0, currency);

      /* Translators: the cloud's one-off setup cost alone is no less than the build's net price */
      g_string_append (out, _("\nThe cloud's setup cost is already at least what the build costs "
                              "at month 0: the build is cheaper from the start."));
      if (v0 != 0)
        {
          g_autofree char *b = breakeven_explain_exact (local->resale_base);
          g_autofree char *p =
            breakeven_explain_exact (local->resale_after_purchase_percent / 100.0);

          g_string_append_printf (out, "\nL(0) = %s - %s × %s = %s", c0, b, p, net);
        }
      g_string_append_printf (out, _("\nsetup = %s ≥ %s"), setup, net);
      g_string_append_printf (out, "\nt = %s", months);
      return g_string_free (out, FALSE);
    }

  if (!has_interest (a) && !(with_resale && local->resale_after_purchase_percent
                                            != local->resale_percent))
    {
      /* A straight line: the closed form of docs/cost-model.md */
      double gap = r->cloud.per_month - a->running_per_month;
      double weight = gap != 0 ? 1.0 + fabs (t / gap) : 1.0;
      g_autofree char *c0 = breakeven_explain_exact (local->capex);
      g_autofree char *k = breakeven_explain_amount (r->cloud.per_month, weight);
      g_autofree char *run = breakeven_explain_amount (a->local.electricity_per_month, weight);
      GString *num = g_string_new (NULL);
      GString *words = g_string_new (NULL);
      gboolean group = with_resale || r->cloud.setup != 0;

      /* Translators: a term of the breakeven formula */
      g_string_append (words, _("capex C0"));
      g_string_append (num, c0);
      if (with_resale)
        {
          g_autofree char *b = breakeven_explain_exact (local->resale_base);
          g_autofree char *rr = breakeven_explain_exact (local->resale_percent / 100.0);

          /* Translators: a term of the breakeven formula */
          g_string_append (words, _(" - resale base B × resale r"));
          g_string_append_printf (num, " - %s × %s", b, rr);
        }
      if (r->cloud.setup != 0)
        {
          g_autofree char *setup = breakeven_explain_offer_setup (r, currency);

          /* Translators: a term of the breakeven formula */
          g_string_append (words, _(" - cloud setup"));
          g_string_append_printf (num, " - %s", setup);
        }
      if (group)
        {
          g_string_prepend (words, "(");
          g_string_append (words, ")");
          g_string_prepend (num, "(");
          g_string_append (num, ")");
        }
      /* Translators: the divisor of the breakeven formula */
      g_string_append (words, _(" / (cloud per month K - electricity E"));
      g_string_append_printf (num, " / (%s - %s", k, run);
      if (local->maintenance_per_month != 0)
        {
          g_autofree char *m = breakeven_explain_amount (local->maintenance_per_month, weight);

          /* Translators: a term of the breakeven formula */
          g_string_append (words, _(" - maintenance M"));
          g_string_append_printf (num, " - %s", m);
        }
      g_string_append (words, ")");
      g_string_append (num, ")");

      /* Translators: the closed form of the breakeven, the terms follow */
      g_string_append_printf (out, _("\nWithout interest the curves are straight lines: t = %s"),
                              words->str);
      if (gap <= 0)
        {
          g_autofree char *kk = breakeven_explain_money (r->cloud.per_month, currency);
          g_autofree char *rr = breakeven_explain_money (a->running_per_month, currency);

          /* Translators: the cloud never costs more than the build: no breakeven */
          g_string_append_printf (out, _("\nThe cloud costs %s a month, no more than the build's "
                                         "running cost of %s a month: the build never catches up."),
                                  kk, rr);
          g_string_append_printf (out, "\nt = %s", months);
        }
      else if (isnan (t))
        {
          double far = (local->capex - (with_resale ? local->resale_base * local->resale_percent / 100.0 : 0)
                        - r->cloud.setup) / gap;
          g_autofree char *far_text = breakeven_explain_months_text (far);

          g_string_append_printf (out, "\nt = %s = %s", num->str, far_text);
          /* Translators: a crossing too far away to count */
          g_string_append_printf (out, _("\n(more than %s months away: none)"), "1,200");
        }
      else
        g_string_append_printf (out, "\nt = %s = %s", num->str, months);
      g_string_free (num, TRUE);
      g_string_free (words, TRUE);
      return g_string_free (out, FALSE);
    }

  if (isnan (t))
    {
      /* Translators: no crossing under interest or a falling resale value */
      g_string_append_printf (out, _("\nSolved numerically: C(t) stays below the build's cost for "
                                     "%s months: t = %s"), "1,200", months);
      return g_string_free (out, FALSE);
    }

  {
    /* The month found, with the digits that keep both curves to the cent there */
    double growth = breakeven_cost_growth (local->interest_percent, t);
    double rho = log1p (local->interest_percent / 100.0) / 12.0;
    double local_slope = (local->capex * rho + a->running_per_month) * growth
                         + local->resale_base * fabs (local->resale_percent
                                                      - local->resale_after_purchase_percent)
                           / 100.0 / MAX (local->horizon_months, 1.0);
    double cloud_slope = (r->cloud.setup * rho + r->cloud.per_month) * growth;
    g_autofree char *t_text = breakeven_explain_precise (t, MAX (local_slope, cloud_slope), 2);
    g_autofree char *l_expr = local_at_expr (a, t, t_text, resale);
    g_autofree char *c_expr = cloud_at_expr (a, r, currency, t, t_text);
    /* Both curves meet there: one value for both */
    g_autofree char *value = breakeven_explain_money (breakeven_cost_cloud_at (&r->cloud, t),
                                                      currency);

    /* Translators: the breakeven under interest or a falling resale value */
    g_string_append_printf (out, _("\nSolved numerically: t = %s, where both curves are equal:"),
                            months);
    if (resale && a->has_resale && breakeven_cost_resale_at (local, t) <= 0)
      /* Translators: the resale value has fallen to nothing by the month found */
      g_string_append (out, _("\n(by then the resale value is 0)"));
    g_string_append_printf (out, "\n%s(%s) = %s = %s", resale ? "L" : "Lc", t_text,
                            l_expr, value);
    g_string_append_printf (out, "\nC(%s) = %s = %s", t_text, c_expr, value);
  }
  return g_string_free (out, FALSE);
}

char *
breakeven_explain_breakeven (const BreakevenAnalysis *analysis,
                             guint                    offer_index,
                             const char              *currency)
{
  const BreakevenOfferResult *r;
  g_autofree char *crossing = NULL;
  g_autofree char *k_detail = NULL;
  g_autofree char *e_detail = NULL;

  g_return_val_if_fail (analysis != NULL, NULL);
  g_return_val_if_fail (offer_index < breakeven_analysis_get_n_offers (analysis), NULL);

  r = breakeven_analysis_get_offer (analysis, offer_index);
  crossing = breakeven_explain_crossing (analysis, r, currency, TRUE);
  k_detail = breakeven_explain_cloud_per_month (analysis, r, currency);
  e_detail = breakeven_explain_running_per_month (analysis, currency);
  return g_strdup_printf ("%s\n\n%s\n\n%s", crossing, k_detail, e_detail);
}

char *
breakeven_explain_cash_payback (const BreakevenAnalysis *analysis,
                                guint                    offer_index,
                                const char              *currency)
{
  g_return_val_if_fail (analysis != NULL, NULL);
  g_return_val_if_fail (offer_index < breakeven_analysis_get_n_offers (analysis), NULL);

  return breakeven_explain_crossing (analysis, breakeven_analysis_get_offer (analysis, offer_index),
                                     currency, FALSE);
}
