/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-explain-bursts.c: "how is this computed" for the figures of bursts and of the
 * hybrid strategy (docs/cost-model.md, "Bursts and the hybrid strategy"), the format 3 terms of
 * the horizon costs (own time T0 and T1, a yearly change of cloud prices q, the bursts' lumps)
 * and the verdict among build, rent and hybrid.
 *
 * The same form as breakeven-explain.c: a heading in words, then lines "symbol = expression =
 * result" whose expression, evaluated by hand, gives the printed result to the cent.  A lump
 * paid at each occurrence t of a burst is worth its amount × a(H - t) at the horizon (and a
 * priced one is first scaled by g(t)); the sum over the occurrences is written out term by
 * term when there are few, else as its geometric sum.
 *
 * This file has the format 3 terms of the horizon costs and the sections of the method; a
 * burst's figures and the hybrid's are in breakeven-explain-hybrid.c, the breakeven figures with
 * bursts in breakeven-explain-bursts-breakeven.c, the verdict in breakeven-explain-verdict.c.
 */

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
/* Up to this many occurrences, a sum over them is written out term by term */
#define MAX_TERMS 4

/* "1.05", the yearly growth 1 + i; "1.1", the yearly price factor 1 + q */
static char *
interest_base (const BreakevenAnalysis *a)
{
  return breakeven_explain_exact (1.0 + a->inputs.interest_percent / 100.0);
}

static char *
price_base (const BreakevenAnalysis *a)
{
  return breakeven_explain_exact (1.0 + a->inputs.price_change_percent / 100.0);
}

/* The factor of one occurrence at T: "1.1^(4/12) × 1.05^((36 - 4)/12)" (PRICED: with g(t)) */
char *
breakeven_explain_occurrence_term (const BreakevenAnalysis *a,
                                   double                   t,
                                   gboolean                 priced)
{
  g_autofree char *t_text = breakeven_explain_exact (t);
  g_autofree char *h_text = breakeven_explain_exact (a->inputs.horizon_months);
  GString *out = g_string_new (NULL);

  if (priced && has_price_change (a))
    {
      g_autofree char *q = price_base (a);

      g_string_append_printf (out, "%s^(%s/12)", q, t_text);
    }
  if (has_interest (a))
    {
      g_autofree char *i = interest_base (a);

      g_string_append_printf (out, "%s%s^((%s - %s)/12)", out->len > 0 ? " × " : "", i,
                              h_text, t_text);
    }
  if (out->len == 0)
    g_string_append (out, "1");
  return g_string_free (out, FALSE);
}

/* The sum over the occurrences of BURST before the horizon of a(H - t) (PRICED: of
 * g(t) a(H - t)), as an expression a reader can evaluate; its value into *VALUE */
char *
breakeven_explain_occurrence_sum (const BreakevenAnalysis    *a,
                                  const BreakevenBurstInputs *burst,
                                  gboolean                    priced,
                                  double                     *value)
{
  const BreakevenInputs *in = &a->inputs;
  guint n = breakeven_burst_occurrences_before (burst, in->horizon_months);
  gboolean scaled = priced && has_price_change (a);
  double sum = 0;
  GString *out;

  for (guint k = 0; k < n; k++)
    {
      double t = breakeven_burst_occurrence_month (burst, k);

      sum += (scaled ? breakeven_cost_price_factor (in->price_change_percent, t) : 1.0)
             * breakeven_cost_growth (in->interest_percent, in->horizon_months - t);
    }
  *value = sum;
  if (n == 0)
    return g_strdup ("0");
  if (!has_interest (a) && !scaled)
    return g_strdup_printf ("%u", n);

  out = g_string_new (NULL);
  if (n <= MAX_TERMS)
    {
      if (n > 1)
        g_string_append_c (out, '(');
      for (guint k = 0; k < n; k++)
        {
          g_autofree char *term =
            breakeven_explain_occurrence_term (a, breakeven_burst_occurrence_month (burst, k),
                                               priced);

          g_string_append_printf (out, "%s%s", k > 0 ? " + " : "", term);
        }
      if (n > 1)
        g_string_append_c (out, ')');
      return g_string_free (out, FALSE);
    }

  /* A geometric sum: the first term × (1 - ρ^n) / (1 - ρ), ρ the ratio of one occurrence's
   * factor to the one before, over 12 / per-year months */
  {
    g_autofree char *first = breakeven_explain_occurrence_term (a, burst->first_month, priced);
    g_autofree char *ratio = NULL;
    double sigma = scaled ? log1p (in->price_change_percent / 100.0) : 0;
    double rho = has_interest (a) ? log1p (in->interest_percent / 100.0) : 0;

    if (scaled && has_interest (a) && sigma == rho)
      {
        g_string_append_printf (out, "%u × %s", n, first);
        return g_string_free (out, FALSE);
      }
    if (scaled && has_interest (a))
      {
        g_autofree char *q = price_base (a);
        g_autofree char *i = interest_base (a);

        ratio = g_strdup_printf ("(%s/%s)^(", q, i);
      }
    else if (scaled)
      {
        g_autofree char *q = price_base (a);

        ratio = g_strdup_printf ("%s^(", q);
      }
    else
      {
        g_autofree char *i = interest_base (a);

        ratio = g_strdup_printf ("%s^(-", i);
      }
    g_string_append_printf (out, "%s × (1 - %s%u/%u)) / (1 - %s1/%u))", first, ratio, n,
                            burst->per_year, ratio, burst->per_year);
    return g_string_free (out, FALSE);
  }
}

/* The line that says what g(t) and Sq(t) are, when cloud prices change */
void
breakeven_explain_append_price_change (GString                 *out,
                                       const BreakevenAnalysis *a)
{
  g_autofree char *q = breakeven_explain_exact (a->inputs.price_change_percent / 100.0);

  if (!has_price_change (a))
    return;
  /* Translators: cloud prices change by q a year; Sq(t) is what K a month at today's prices is
   * worth at t */
  g_string_append_printf (out, _("\nwith cloud prices changing by q = %s a year: g(t) = "
                                 "(1 + q)^(t/12), and Sq(t) = the sum of g(s) × a(t - s) over "
                                 "each month s from 0 to t"), q);
}

/* "a(36) = 1.05^(36/12) = 1.157625" with the decimals WEIGHT needs; "1" without interest */
static char *
append_growth (GString                 *out,
               const BreakevenAnalysis *a,
               double                   weight)
{
  double hz = a->inputs.horizon_months;
  g_autofree char *h = breakeven_explain_exact (hz);
  g_autofree char *base = interest_base (a);
  char *text;

  if (!has_interest (a))
    return g_strdup ("1");
  text = breakeven_explain_precise (breakeven_cost_growth (a->inputs.interest_percent, hz),
                                    weight, 0);
  g_string_append_printf (out, "\na(%s) = %s^(%s/12) = %s", h, base, h, text);
  return text;
}

/* S(H) (PRICED: Sq(H)) as the line "S(36) = 12 × (1.05^(36/12) - 1) / ln(1.05) = ..." with the
 * decimals WEIGHT needs; H itself without interest or a change of prices */
static char *
append_accumulation (GString                 *out,
                     const BreakevenAnalysis *a,
                     gboolean                 priced,
                     double                   weight)
{
  const BreakevenInputs *in = &a->inputs;
  double hz = in->horizon_months;
  g_autofree char *h = breakeven_explain_exact (hz);
  g_autofree char *i = interest_base (a);
  g_autofree char *q = price_base (a);
  g_autofree char *expr = NULL;
  double value;
  char *text;

  priced = priced && has_price_change (a);
  if (!priced && !has_interest (a))
    return g_strdup (h);
  if (!priced)
    {
      value = breakeven_cost_accumulation (in->interest_percent, hz);
      expr = g_strdup_printf ("12 × (%s^(%s/12) - 1) / ln(%s)", i, h, i);
    }
  else
    {
      value = breakeven_cost_price_accumulation (in->interest_percent, in->price_change_percent,
                                                 hz);
      if (!has_interest (a))
        expr = g_strdup_printf ("12 × (%s^(%s/12) - 1) / ln(%s)", q, h, q);
      else if (in->price_change_percent == in->interest_percent)
        expr = g_strdup_printf ("%s × %s^(%s/12)", h, i, h);
      else
        expr = g_strdup_printf ("12 × (%s^(%s/12) - %s^(%s/12)) / ln(%s/%s)", q, h, i, h, q, i);
    }
  text = breakeven_explain_precise (value, weight, 0);
  g_string_append_printf (out, "\n%s(%s) = %s = %s", priced ? "Sq" : "S", h, expr, text);
  return text;
}

/* The electricity of HOURS of work on the build: "0.6 × 140 × 0.6" */
char *
breakeven_explain_electricity_expr (const BreakevenInputs *in,
                                    double                 hours)
{
  g_autofree char *kw = breakeven_explain_exact (in->wall_watts / 1000.0);
  g_autofree char *h = breakeven_explain_exact (hours);
  g_autofree char *price = breakeven_explain_exact (in->price_per_kwh);
  GString *out = g_string_new (NULL);

  g_string_append_printf (out, "%s × %s", kw, h);
  if (in->cooling_overhead_percent != 0)
    {
      g_autofree char *cooling = breakeven_explain_one_plus (in->cooling_overhead_percent);

      g_string_append_printf (out, " × %s", cooling);
    }
  g_string_append_printf (out, " × %s", price);
  return g_string_free (out, FALSE);
}

/* The rent of HOURS of work on the build done on the offer instead, at today's prices:
 * "2.58 × 140 / 0.97 × (1 + 0.12)" */
char *
breakeven_explain_rent_expr (const BreakevenOfferResult *r,
                             const char                 *currency,
                             double                      hours)
{
  g_autofree char *price = breakeven_explain_offer_price (r, currency);
  g_autofree char *h = breakeven_explain_exact (hours);
  GString *out = g_string_new (NULL);

  g_string_append_printf (out, "%s × %s", price, h);
  if (r->inputs.relative_speed != 1.0)
    {
      g_autofree char *speed = breakeven_explain_exact (r->inputs.relative_speed);

      g_string_append_printf (out, " / %s", speed);
    }
  if (r->inputs.interruption_overhead_percent != 0)
    {
      g_autofree char *over = breakeven_explain_one_plus (r->inputs.interruption_overhead_percent);

      g_string_append_printf (out, " × %s", over);
    }
  return g_string_free (out, FALSE);
}

/* "Conference deadline, 6 times before the horizon:" */
void
breakeven_explain_append_burst_title (GString                 *out,
                                      const BreakevenAnalysis *a,
                                      guint                    j)
{
  const BreakevenBurstResult *b = breakeven_analysis_get_burst (a, j);

  /* Translators: a burst of work and how often it comes before the horizon */
  g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE,
                                            "\n%s, %u time before the horizon:",
                                            "\n%s, %u times before the horizon:",
                                            b->occurrences),
                          b->name, b->occurrences);
}

static gboolean
bursts_before_horizon (const BreakevenAnalysis *a)
{
  for (guint j = 0; j < breakeven_analysis_get_n_bursts (a); j++)
    if (breakeven_analysis_get_burst (a, j)->occurrences > 0)
      return TRUE;
  return FALSE;
}

char *
breakeven_explain_local_horizon_bursts (const BreakevenAnalysis *a,
                                        const char              *currency)
{
  const BreakevenInputs *in = &a->inputs;
  const BreakevenLocalCost *local = &a->local;
  double hz = in->horizon_months;
  double own = local->own_time;
  double s_value = breakeven_cost_accumulation (in->interest_percent, hz);
  g_autofree char *h = breakeven_explain_exact (hz);
  g_autofree char *c0 = breakeven_explain_exact (local->capex);
  g_autofree char *total = breakeven_explain_money (a->horizon_cost, currency);
  g_autofree char *a_text = NULL;
  g_autofree char *s_text = NULL;
  GString *out, *words, *numbers, *lines;

  if (own == 0 && !bursts_before_horizon (a))
    return NULL;

  out = g_string_new (NULL);
  words = g_string_new (NULL);
  numbers = g_string_new (NULL);
  lines = g_string_new (NULL);
  a_text = append_growth (lines, a, local->capex + own);
  s_text = append_accumulation (lines, a, FALSE, a->running_per_month);

  if (own != 0)
    {
      g_autofree char *t0 = breakeven_explain_exact (own);
      g_autofree char *rate = breakeven_explain_exact (in->own_time_per_hour);
      g_autofree char *hours = breakeven_explain_exact (in->build_setup_hours);
      g_autofree char *t0_money = breakeven_explain_money (own, currency);

      /* Translators: a term of a formula: the build's price and the user's time to set it up */
      g_string_append (words, _("(capex C0 + own time T0)"));
      g_string_append_printf (numbers, "(%s + %s)", c0, t0);
      /* Translators: what the user's time to set up the build is worth */
      g_string_append (lines, _("\nOwn time T0 = own time per hour × build setup hours"));
      g_string_append_printf (lines, "\nT0 = %s × %s = %s", rate, hours, t0_money);
    }
  else
    {
      /* Translators: a term of a formula: the build's price */
      g_string_append (words, _("capex C0"));
      g_string_append (numbers, c0);
    }
  if (has_interest (a))
    {
      g_string_append (words, " × a(H)");
      g_string_append_printf (numbers, " × %s", a_text);
    }
  if (a->running_per_month != 0)
    {
      g_autofree char *run = breakeven_explain_amount (a->running_per_month, s_value);

      /* Translators: a term of a formula */
      g_string_append_printf (words, " + %s × %s", _("running per month (E + M)"),
                              has_interest (a) ? "S(H)" : _("months H"));
      g_string_append_printf (numbers, " + %s × %s", run, s_text);
    }

  if (bursts_before_horizon (a))
    {
      /* Translators: a term of a formula: the build's electricity for the bursts' work */
      g_string_append_printf (words, " + %s", _("the bursts' electricity"));
      /* Translators: how the build's electricity for a burst is counted */
      g_string_append (lines, _("\nThe bursts' electricity: at each occurrence t before the "
                                "horizon the build does all the burst's work W, for e = kW under "
                                "load × W × (1 + cooling overhead) × price per kWh, worth "
                                "e × a(H - t) at the horizon"));
      for (guint j = 0; j < breakeven_analysis_get_n_bursts (a); j++)
        {
          const BreakevenBurstResult *b = breakeven_analysis_get_burst (a, j);
          double e = breakeven_burst_electricity (in, b->inputs.work_hours);
          double factor;
          g_autofree char *sum = NULL;
          g_autofree char *e_expr = NULL;
          g_autofree char *e_money = NULL;
          g_autofree char *e_text = NULL;
          g_autofree char *lump_money = NULL;
          g_autofree char *lump_text = NULL;

          if (b->occurrences == 0)
            continue;
          sum = breakeven_explain_occurrence_sum (a, &b->inputs, FALSE, &factor);
          e_expr = breakeven_explain_electricity_expr (in, b->inputs.work_hours);
          e_money = breakeven_explain_money (e, currency);
          e_text = breakeven_explain_amount (e, factor);
          lump_money = breakeven_explain_money (e * factor, currency);
          lump_text = breakeven_explain_amount (e * factor, 1);
          breakeven_explain_append_burst_title (lines, a, j);
          g_string_append_printf (lines, "\ne%u = %s = %s", j + 1, e_expr, e_money);
          g_string_append_printf (lines, "\nb%u = %s × %s = %s", j + 1, e_text, sum, lump_money);
          g_string_append_printf (numbers, " + %s", lump_text);
        }
    }

  if (a->has_resale)
    {
      g_autofree char *b = breakeven_explain_exact (local->resale_base);
      g_autofree char *r = breakeven_explain_exact (local->resale_percent / 100.0);

      /* Translators: a term of a formula: what the build sells for at the horizon */
      g_string_append_printf (words, " - %s × %s", _("resale base B"),
                              /* Translators: a term of a formula */
                              _("resale at the horizon r"));
      g_string_append_printf (numbers, " - %s × %s", b, r);
    }

  /* Translators: the build's net cost over the horizon H; the terms follow */
  g_string_append_printf (out, _("Build over the horizon L(H) = %s"), words->str);
  breakeven_explain_append_time_value (out, a);
  g_string_append (out, lines->str);
  g_string_append_printf (out, "\nL(%s) = %s = %s", h, numbers->str, total);

  breakeven_explain_append_resale_and_opportunity (out, a, h, c0, a_text, currency);
  g_string_free (words, TRUE);
  g_string_free (numbers, TRUE);
  g_string_free (lines, TRUE);
  return g_string_free (out, FALSE);
}

/* The user's time for one start of the offer: "T1 = 50 × 2.5 = ¥125.00" */
void
breakeven_explain_append_offer_own_time (GString                    *out,
                                         const BreakevenAnalysis    *a,
                                         const BreakevenOfferResult *r,
                                         const char                 *currency)
{
  g_autofree char *rate = breakeven_explain_exact (a->inputs.own_time_per_hour);
  g_autofree char *hours = breakeven_explain_exact (r->inputs.setup_hours);
  g_autofree char *t1 = breakeven_explain_money (r->cloud.own_time, currency);

  /* Translators: what the user's time for one start of an offer is worth */
  g_string_append (out, _("\nOwn time T1 = own time per hour × the offer's setup hours"));
  g_string_append_printf (out, "\nT1 = %s × %s = %s", rate, hours, t1);
}

char *
breakeven_explain_cloud_horizon_bursts (const BreakevenAnalysis    *a,
                                        const BreakevenOfferResult *r,
                                        const char                 *currency)
{
  const BreakevenInputs *in = &a->inputs;
  double hz = in->horizon_months;
  double own = r->cloud.own_time;
  double fixed = r->cloud.setup + own;
  double sq = breakeven_cost_price_accumulation (in->interest_percent, in->price_change_percent,
                                                 hz);
  g_autofree char *h = breakeven_explain_exact (hz);
  g_autofree char *total = breakeven_explain_money (r->horizon_cost, currency);
  g_autofree char *a_text = NULL;
  g_autofree char *s_text = NULL;
  g_autofree char *k = NULL;
  GString *out, *words, *numbers, *lines;

  if (own == 0 && !has_price_change (a) && !bursts_before_horizon (a))
    return NULL;

  out = g_string_new (NULL);
  words = g_string_new (NULL);
  numbers = g_string_new (NULL);
  lines = g_string_new (NULL);
  if (fixed != 0)
    a_text = append_growth (lines, a, fixed);
  s_text = append_accumulation (lines, a, TRUE, r->cloud.per_month);
  k = breakeven_explain_amount (r->cloud.per_month, sq);
  if (own != 0)
    breakeven_explain_append_offer_own_time (lines, a, r, currency);

  if (fixed != 0)
    {
      g_autofree char *setup = breakeven_explain_offer_setup (r, currency);
      g_autofree char *t1 = breakeven_explain_exact (own);

      if (own != 0)
        {
          /* Translators: a term of a formula: the offer's setup cost and the user's time */
          g_string_append (words, _("(setup + own time T1)"));
          g_string_append_printf (numbers, "(%s + %s)", setup, t1);
        }
      else
        {
          /* Translators: a term of a formula: the offer's one-off setup cost */
          g_string_append (words, _("setup"));
          g_string_append (numbers, setup);
        }
      if (has_interest (a))
        {
          g_string_append (words, " × a(H)");
          g_string_append_printf (numbers, " × %s", a_text);
        }
      g_string_append (words, " + ");
      g_string_append (numbers, " + ");
    }
  g_string_append_printf (words, "K × %s", has_price_change (a) ? "Sq(H)"
                                           : has_interest (a) ? "S(H)" : _("months H"));
  g_string_append_printf (numbers, "%s × %s", k, s_text);

  if (bursts_before_horizon (a))
    {
      /* Translators: a term of a formula: renting the bursts' work on the offer */
      g_string_append_printf (words, " + %s", _("the bursts' rent"));
      /* Translators: how renting a burst's work on an offer is counted */
      g_string_append (lines, _("\nThe bursts' rent: at each occurrence t before the horizon the "
                                "offer does all the burst's work W, W / relative speed hours, "
                                "for c = price per hour × W / relative speed × (1 + spot "
                                "interruption overhead) at today's prices, worth "
                                "c × g(t) × a(H - t) at the horizon"));
      for (guint j = 0; j < breakeven_analysis_get_n_bursts (a); j++)
        {
          const BreakevenBurstResult *b = breakeven_analysis_get_burst (a, j);
          BreakevenBurstLump lump;
          double factor;
          g_autofree char *sum = NULL;
          g_autofree char *c_expr = NULL;
          g_autofree char *c_money = NULL;
          g_autofree char *c_text = NULL;
          g_autofree char *lump_money = NULL;
          g_autofree char *lump_text = NULL;

          if (b->occurrences == 0)
            continue;
          breakeven_burst_rent_lump (in, &r->inputs, &b->inputs, &lump);
          sum = breakeven_explain_occurrence_sum (a, &b->inputs, TRUE, &factor);
          c_expr = breakeven_explain_rent_expr (r, currency, b->inputs.work_hours);
          c_money = breakeven_explain_money (lump.priced, currency);
          c_text = breakeven_explain_amount (lump.priced, factor);
          lump_money = breakeven_explain_money (lump.priced * factor, currency);
          lump_text = breakeven_explain_amount (lump.priced * factor, 1);
          breakeven_explain_append_burst_title (lines, a, j);
          g_string_append_printf (lines, "\nc%u = %s = %s", j + 1, c_expr, c_money);
          g_string_append_printf (lines, "\nb%u = %s × %s = %s", j + 1, c_text, sum, lump_money);
          g_string_append_printf (numbers, " + %s", lump_text);
        }
    }

  /* Translators: an offer's total cost over the horizon; the terms follow */
  g_string_append_printf (out, _("Cloud over the horizon C(H) = %s"), words->str);
  breakeven_explain_append_time_value (out, a);
  breakeven_explain_append_price_change (out, a);
  g_string_append (out, lines->str);
  g_string_append_printf (out, "\nC(%s) = %s = %s", h, numbers->str, total);
  g_string_free (words, TRUE);
  g_string_free (numbers, TRUE);
  g_string_free (lines, TRUE);
  return g_string_free (out, FALSE);
}


char *
breakeven_explain_bursts_section (const BreakevenAnalysis *a,
                                  const char              *currency)
{
  GString *out;

  if (breakeven_analysis_get_n_bursts (a) == 0)
    return NULL;
  /* Translators: a heading of the report's formulas page, then how bursts are counted */
  out = g_string_new (_("Bursts"));
  g_string_append (out, "\n\n");
  /* Translators: the bursts in the report's formulas page */
  g_string_append (out, _("A burst is W work hours, measured on the build, due within d days, n "
                          "times a year from month f, on top of the steady work. The build does "
                          "it with the hours a day it has left; renting does it all on an "
                          "offer; the hybrid has the build do what fits in the days and rents "
                          "the rest. A cost paid at an occurrence t is worth it × a(H - t) at "
                          "the horizon, a cloud price first scaled by g(t)."));
  for (guint j = 0; j < breakeven_analysis_get_n_bursts (a); j++)
    {
      g_autofree char *burst = breakeven_explain_burst (a, j, currency);

      g_string_append_printf (out, "\n\n%s", burst);
    }
  return g_string_free (out, FALSE);
}

char *
breakeven_explain_offer_bursts_section (const BreakevenAnalysis *a,
                                        guint                    offer_index,
                                        const char              *currency)
{
  const BreakevenOfferResult *r = breakeven_analysis_get_offer (a, offer_index);
  GString *out = NULL;

  for (guint j = 0; j < breakeven_analysis_get_n_bursts (a); j++)
    {
      g_autofree char *instances = NULL;

      if (breakeven_analysis_get_burst (a, j)->occurrences == 0)
        continue;
      instances = breakeven_explain_burst_instances (a, offer_index, j, currency);
      if (out == NULL)
        out = g_string_new (instances);
      else
        g_string_append_printf (out, "\n\n%s", instances);
    }
  if (r->has_hybrid)
    {
      g_autofree char *horizon = breakeven_explain_hybrid_horizon_cost (a, offer_index, currency);
      g_autofree char *rented = breakeven_explain_hybrid_rented_hours (a, offer_index, currency);
      g_autofree char *breakeven = breakeven_explain_hybrid_breakeven (a, offer_index, currency);

      if (out == NULL)
        out = g_string_new (NULL);
      else
        g_string_append (out, "\n\n");
      g_string_append_printf (out, "%s\n\n%s\n\n%s", horizon, rented, breakeven);
    }
  return out != NULL ? g_string_free (out, FALSE) : NULL;
}
