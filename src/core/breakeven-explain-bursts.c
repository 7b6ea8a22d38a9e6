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
 */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "breakeven-bursts.h"
#include "breakeven-explain.h"
#include "breakeven-explain-private.h"
#include "breakeven-format.h"

#define DAYS BREAKEVEN_EXPLAIN_DAYS
/* Up to this many occurrences, a sum over them is written out term by term */
#define MAX_TERMS 4

static gboolean
has_interest (const BreakevenAnalysis *a)
{
  return a->inputs.interest_percent > 0;
}

static gboolean
has_price_change (const BreakevenAnalysis *a)
{
  return a->inputs.price_change_percent != 0;
}

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

static char *
offer_name (const BreakevenOfferResult *r)
{
  return g_strdup_printf ("%s %s", breakeven_offer_get_provider (r->offer),
                          breakeven_offer_get_name (r->offer));
}

/* A number of hours: "140", "8.75" */
static char *
hours_number (double hours)
{
  return breakeven_format_number (hours, fabs (hours - round (hours)) < 1e-9 ? 0 : 2);
}

/* The factor of one occurrence at T: "1.1^(4/12) × 1.05^((36 - 4)/12)" (PRICED: with g(t)) */
static char *
occurrence_term (const BreakevenAnalysis *a,
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
static char *
occurrence_sum (const BreakevenAnalysis    *a,
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
          g_autofree char *term = occurrence_term (a, breakeven_burst_occurrence_month (burst, k),
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
    g_autofree char *first = occurrence_term (a, burst->first_month, priced);
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
static void
append_price_change (GString                 *out,
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
static char *
electricity_expr (const BreakevenInputs *in,
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
static char *
rent_expr (const BreakevenOfferResult *r,
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
static void
append_burst_title (GString                 *out,
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
          sum = occurrence_sum (a, &b->inputs, FALSE, &factor);
          e_expr = electricity_expr (in, b->inputs.work_hours);
          e_money = breakeven_explain_money (e, currency);
          e_text = breakeven_explain_amount (e, factor);
          lump_money = breakeven_explain_money (e * factor, currency);
          lump_text = breakeven_explain_amount (e * factor, 1);
          append_burst_title (lines, a, j);
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
static void
append_offer_own_time (GString                    *out,
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
    append_offer_own_time (lines, a, r, currency);

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
          sum = occurrence_sum (a, &b->inputs, TRUE, &factor);
          c_expr = rent_expr (r, currency, b->inputs.work_hours);
          c_money = breakeven_explain_money (lump.priced, currency);
          c_text = breakeven_explain_amount (lump.priced, factor);
          lump_money = breakeven_explain_money (lump.priced * factor, currency);
          lump_text = breakeven_explain_amount (lump.priced * factor, 1);
          append_burst_title (lines, a, j);
          g_string_append_printf (lines, "\nc%u = %s = %s", j + 1, c_expr, c_money);
          g_string_append_printf (lines, "\nb%u = %s × %s = %s", j + 1, c_text, sum, lump_money);
          g_string_append_printf (numbers, " + %s", lump_text);
        }
    }

  /* Translators: an offer's total cost over the horizon; the terms follow */
  g_string_append_printf (out, _("Cloud over the horizon C(H) = %s"), words->str);
  breakeven_explain_append_time_value (out, a);
  append_price_change (out, a);
  g_string_append (out, lines->str);
  g_string_append_printf (out, "\nC(%s) = %s = %s", h, numbers->str, total);
  g_string_free (words, TRUE);
  g_string_free (numbers, TRUE);
  g_string_free (lines, TRUE);
  return g_string_free (out, FALSE);
}

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
  append_price_change (out, analysis);
  /* Translators: the build's cost over the horizon, explained with the build */
  g_string_append_printf (out, _("\nthe build over the horizon: L(%s) = %s"), h, l_money);
  if (r->cloud.own_time != 0)
    append_offer_own_time (out, analysis, r, currency);

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
      sum_fixed = occurrence_sum (analysis, &b->inputs, FALSE, &f_fixed);
      sum_priced = occurrence_sum (analysis, &b->inputs, TRUE, &f_priced);
      part = y * f_priced + z * f_fixed;

      w_text = breakeven_explain_exact (b->inputs.work_hours);
      o_text = breakeven_explain_exact (b->overflow_hours);
      cap = breakeven_explain_exact (b->build_hours);
      append_burst_title (out, analysis, j);
      /* Translators: the overflow o of a burst: what the build cannot do in its days */
      g_string_append_printf (out, _("\nthe build does w = %s hours of its W = %s in time, the "
                                     "offer the rest:"), cap, w_text);
      g_string_append_printf (out, "\no = %s - %s = %s", w_text, cap, o_text);
      x_expr = electricity_expr (in, b->overflow_hours);
      x_money = breakeven_explain_money (x, currency);
      g_string_append_printf (out, "\nx = %s = %s", x_expr, x_money);

      {
        GString *expr = g_string_new (NULL);
        g_autofree char *rent = rent_expr (r, currency, b->overflow_hours);

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
          g_autofree char *g_term = occurrence_term (analysis, t, TRUE);
          g_autofree char *a_term = occurrence_term (analysis, t, FALSE);
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
static double
append_lumps_before (GString                  *numbers,
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

static void append_lumped_crossing (GString                  *out,
                                    const BreakevenAnalysis  *analysis,
                                    const BreakevenLocalCost *local,
                                    const BreakevenCloudCost *cloud,
                                    double                    t,
                                    gboolean                  with_resale,
                                    const char               *lh,
                                    const char               *currency);

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
  append_price_change (out, analysis);

  append_lumped_crossing (out, analysis, hybrid, &r->cloud, t, TRUE, "Lh", currency);
  return g_string_free (out, FALSE);
}

/* How T, the crossing of the build curve LOCAL (net of its resale value when WITH_RESALE) and
 * the cloud curve CLOUD, is found: the closed form between the occurrences without interest or
 * a change of prices, else the two curves' values there; LH names the build curve ("L",
 * "Lc", "Lh") */
static void
append_lumped_crossing (GString                  *out,
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
      top += append_lumps_before (numbers, analysis, local->lumps, local->n_lumps, t, "+",
                                  1.0 / MAX (fabs (gap), 1e-9));
      if (cloud->setup + cloud->own_time != 0)
        {
          g_autofree char *setup = breakeven_explain_amount (cloud->setup + cloud->own_time, 1);

          g_string_append_printf (numbers, " - %s", setup);
        }
      top -= append_lumps_before (numbers, analysis, cloud->lumps, cloud->n_lumps, t, "-",
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
  append_price_change (out, a);
  append_lumped_crossing (out, a, &a->local, &r->cloud, t, resale, resale ? "L" : "Lc",
                          currency);
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

/* "build", "rent AutoDL RTX 4090D", "hybrid with AutoDL RTX 4090D" */
static char *
strategy_name (const BreakevenAnalysis *a,
               BreakevenChoice          choice,
               int                      offer)
{
  g_autofree char *name = NULL;

  if (offer >= 0 && (guint) offer < breakeven_analysis_get_n_offers (a))
    name = offer_name (breakeven_analysis_get_offer (a, (guint) offer));
  switch (choice)
    {
    case BREAKEVEN_CHOICE_BUILD:
      /* Translators: a strategy of the verdict */
      return g_strdup (_("build"));
    case BREAKEVEN_CHOICE_RENT:
      /* Translators: a strategy of the verdict; %s is the offer */
      return g_strdup_printf (_("rent %s"), name);
    case BREAKEVEN_CHOICE_HYBRID:
      /* Translators: a strategy of the verdict: the build plus the offer for the bursts */
      return g_strdup_printf (_("hybrid with %s"), name);
    case BREAKEVEN_CHOICE_NONE:
    default:
      return g_strdup ("");
    }
}

/* The first burst the build alone finishes late, and how late: "Conference deadline 8.75 days
 * late", "… never" */
static char *
late_text (const BreakevenAnalysis *a)
{
  for (guint j = 0; j < breakeven_analysis_get_n_bursts (a); j++)
    {
      const BreakevenBurstResult *b = breakeven_analysis_get_burst (a, j);
      g_autofree char *days = NULL;

      if (b->occurrences == 0 || !(b->overflow_hours > 0))
        continue;
      if (isnan (b->build_late_days))
        /* Translators: the build alone has no free hour for a burst */
        return g_strdup_printf (_("the build alone can never do %s"), b->name);
      days = hours_number (b->build_late_days);
      /* Translators: e.g. "the build alone would finish Conference deadline 8.75 days late" */
      return g_strdup_printf (_("the build alone would finish %s %s days late"), b->name, days);
    }
  return NULL;
}

char *
breakeven_explain_verdict (const BreakevenAnalysis *analysis,
                           const char              *currency)
{
  return breakeven_explain_verdict_for (analysis, currency, NULL, 0);
}

char *
breakeven_explain_verdict_for (const BreakevenAnalysis *analysis,
                               const char              *currency,
                               const gboolean          *explained,
                               guint                    n_explained)
{
  const BreakevenAnalysis *a = analysis;
  gboolean lasting = FALSE;
  guint n_left_out = 0;
  g_autofree char *chosen = NULL;
  GString *out;

  g_return_val_if_fail (analysis != NULL, NULL);

  if (breakeven_analysis_get_n_bursts (a) == 0)
    return breakeven_explain_verdict_plain (a, currency);
  if (a->choice == BREAKEVEN_CHOICE_NONE)
    return NULL;

  for (guint i = 0; i < breakeven_analysis_get_n_offers (a); i++)
    {
      const BreakevenOfferResult *r = breakeven_analysis_get_offer (a, i);

      if (r->eligible && !r->promotion)
        lasting = TRUE;
    }
  chosen = strategy_name (a, a->choice, a->choice == BREAKEVEN_CHOICE_BUILD ? -1
                                                                           : a->choice_offer);
  out = g_string_new (NULL);
  /* Translators: the verdict among build, rent and hybrid; %s is the strategy chosen */
  g_string_append_printf (out, _("Verdict: %s. The lowest cost over the horizon among the "
                                 "candidates wins; on a tie the build, then the hybrid:"), chosen);

  /* The build */
  {
    g_autofree char *cost = breakeven_explain_money (a->horizon_cost, currency);
    g_autofree char *late = late_text (a);

    if (!a->build_eligible)
      /* Translators: the build is no candidate: its GPUs lack the memory needed */
      g_string_append_printf (out, _("\nbuild, L(H) = %s: not a candidate, its GPUs lack the "
                                     "memory needed"), cost);
    else if (!a->on_time && a->choice != BREAKEVEN_CHOICE_BUILD)
      /* Translators: the build is no candidate while an on-time strategy exists */
      g_string_append_printf (out, _("\nbuild, L(H) = %s: not a candidate while a strategy "
                                     "finishes every burst in time: %s"), cost, late);
    else if (!a->on_time)
      /* Translators: the late build is chosen as nothing else is on time */
      g_string_append_printf (out, _("\nbuild, L(H) = %s: late (%s), but nothing else is a "
                                     "candidate"), cost, late);
    else
      g_string_append_printf (out, "\n%s, L(H) = %s", _("build"), cost);
  }

  /* Each offer: rent, and its hybrid */
  for (guint i = 0; i < breakeven_analysis_get_n_offers (a); i++)
    {
      const BreakevenOfferResult *r = breakeven_analysis_get_offer (a, i);
      g_autofree char *rent = NULL;
      g_autofree char *cost = NULL;

      if (explained != NULL && (i >= n_explained || !explained[i])
          && (int) i != a->choice_offer && (int) i != a->runner_up_offer)
        {
          n_left_out++;
          continue;
        }
      rent = strategy_name (a, BREAKEVEN_CHOICE_RENT, (int) i);
      cost = breakeven_explain_money (r->horizon_cost, currency);
      if (!r->eligible)
        /* Translators: an offer that is no candidate: too little memory */
        g_string_append_printf (out, _("\n%s, C(H) = %s: not a candidate, too little memory"),
                                rent, cost);
      else if (r->promotion && lasting)
        /* Translators: a promotion is passed over while an offer at a lasting price exists */
        g_string_append_printf (out, _("\n%s, C(H) = %s: not a candidate, a promotion while an "
                                       "offer at a lasting price exists"), rent, cost);
      else
        g_string_append_printf (out, "\n%s, C(H) = %s", rent, cost);

      if (r->has_hybrid)
        {
          g_autofree char *hybrid = strategy_name (a, BREAKEVEN_CHOICE_HYBRID, (int) i);
          g_autofree char *hcost = breakeven_explain_money (r->hybrid_horizon_cost, currency);

          if (!r->eligible || (r->promotion && lasting) || !a->build_eligible)
            /* Translators: the hybrid needs both the build and the offer to be candidates */
            g_string_append_printf (out, _("\n%s, Lh(H) = %s: not a candidate, as the build or "
                                           "the offer is not"), hybrid, hcost);
          else
            g_string_append_printf (out, "\n%s, Lh(H) = %s", hybrid, hcost);
        }
    }

  if (n_left_out > 0)
    /* Translators: after the verdict's list of candidates when a report of many offers lists
     * some only, e.g. "and the candidates of 998 other offers, whose costs the summary gives" */
    g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE,
                                              "\nand the candidates of %u other offer, whose "
                                              "costs the summary gives",
                                              "\nand the candidates of %u other offers, whose "
                                              "costs the summary gives", n_left_out),
                            n_left_out);

  if (a->runner_up == BREAKEVEN_CHOICE_NONE)
    {
      /* Translators: no candidate of another kind to compare the choice with */
      g_string_append (out, _("\nNo candidate of another kind: no saving to show."));
      return g_string_free (out, FALSE);
    }

  {
    double best = breakeven_analysis_get_strategy_cost (a, a->choice,
                                                        a->choice == BREAKEVEN_CHOICE_BUILD
                                                        ? -1 : a->choice_offer);
    double second = breakeven_analysis_get_strategy_cost (a, a->runner_up, a->runner_up_offer);
    g_autofree char *runner = strategy_name (a, a->runner_up, a->runner_up_offer);
    g_autofree char *best_text = breakeven_explain_amount (best, 1);
    g_autofree char *second_text = breakeven_explain_amount (second, 1);
    g_autofree char *difference = breakeven_explain_money (a->choice_difference, currency);

    if (best == second)
      /* Translators: the choice and the runner-up cost the same: the tie rule decided */
      g_string_append_printf (out, _("\nThe runner-up, the cheapest candidate of another kind, "
                                     "is %s, at the same cost: a tie, decided for %s"),
                              runner, chosen);
    else
      /* Translators: the runner-up of the verdict */
      g_string_append_printf (out, _("\nThe runner-up, the cheapest candidate of another kind, "
                                     "is %s"), runner);
    g_string_append_printf (out, "\ndifference = %s - %s = %s", second_text, best_text,
                            difference);
  }
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
