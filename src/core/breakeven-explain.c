/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-explain.c: "how is this computed": the formula behind a figure, with the numbers
 *
 * Each explanation is a heading in words (every term the figure uses, and only those), then
 * lines "symbol = expression = result" with the project's numbers.  Evaluating a printed
 * expression by hand gives the printed result to the cent: inputs are printed exactly, a day
 * count as 365/12, a converted price as "0.31 USD × 7.1", and an intermediate value (a(H),
 * S(H), K, E...) with as many decimals as its weight in the expression needs.
 */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "breakeven-explain.h"
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

/* (1 + PERCENT/100) as "(1 + 0.1)" */
char *
breakeven_explain_one_plus (double percent)
{
  g_autofree char *fraction = breakeven_explain_exact (percent / 100.0);

  return g_strdup_printf ("(1 + %s)", fraction);
}

static gboolean
has_interest (const BreakevenAnalysis *a)
{
  return a->local.interest_percent > 0;
}

/* "1.05": the yearly growth factor 1 + i */
static char *
growth_base (const BreakevenAnalysis *a)
{
  return breakeven_explain_exact (1.0 + a->local.interest_percent / 100.0);
}

/* a(T) as an expression: "1.05^(36/12)", with T already printed */
static char *
growth_expr (const BreakevenAnalysis *a,
             const char              *t)
{
  g_autofree char *base = growth_base (a);

  return g_strdup_printf ("%s^(%s/12)", base, t);
}

/* S(T) as an expression: "12 × (1.05^(36/12) - 1) / ln(1.05)", or T without interest */
static char *
accumulation_expr (const BreakevenAnalysis *a,
                   const char              *t)
{
  g_autofree char *base = growth_base (a);

  if (!has_interest (a))
    return g_strdup (t);
  return g_strdup_printf ("12 × (%s^(%s/12) - 1) / ln(%s)", base, t, base);
}

/* A formula built term by term: the same term in words (the heading) and in numbers */
typedef struct
{
  GString *words;
  GString *numbers;
} Formula;

static void
formula_init (Formula *f)
{
  f->words = g_string_new (NULL);
  f->numbers = g_string_new (NULL);
}

static void
formula_clear (Formula *f)
{
  g_string_free (f->words, TRUE);
  g_string_free (f->numbers, TRUE);
}

/* Appends WORDS to the heading and NUMBERS to the numbers; OP ("+", " × "...) to both */
static void
put (Formula    *f,
     const char *op,
     const char *words,
     const char *numbers)
{
  g_string_append (f->words, op);
  g_string_append (f->words, words);
  g_string_append (f->numbers, op);
  g_string_append (f->numbers, numbers);
}

/* Puts parentheses around what F got since WORDS_START and NUMBERS_START when it is a sum:
 * "(a - b)", but "a" alone */
static void
group (Formula *f,
       gsize    words_start,
       gsize    numbers_start)
{
  const char *part = f->numbers->str + numbers_start;

  if (strstr (part, " + ") == NULL && strstr (part, " - ") == NULL)
    return;
  g_string_insert_c (f->words, (gssize) words_start, '(');
  g_string_append_c (f->words, ')');
  g_string_insert_c (f->numbers, (gssize) numbers_start, '(');
  g_string_append_c (f->numbers, ')');
}

/* The same text (a parenthesis, an operator, a symbol) on both sides */
static void
put_both (Formula    *f,
          const char *text)
{
  g_string_append (f->words, text);
  g_string_append (f->numbers, text);
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

static char *
offer_idle_price (const BreakevenOfferResult *r,
                  const char                 *currency)
{
  if (r->inputs.idle_price_follows)
    return breakeven_explain_offer_price (r, currency);
  return breakeven_explain_offer_amount (r, currency, r->inputs.idle_price_per_hour,
                                         breakeven_offer_get_idle_price_per_hour (r->offer));
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

/* The offer's work hours per day as billed: "12 / 0.97 × (1 + 0.1)"; without HOURS (NAN),
 * what one of them costs more: " / 0.97 × (1 + 0.1)" after the price */
static void
put_billed_hours (Formula                    *f,
                  const BreakevenOfferResult *r,
                  const char                 *op,
                  double                      hours_per_day)
{
  if (!isnan (hours_per_day))
    {
      g_autofree char *hours = breakeven_explain_exact (hours_per_day);

      /* Translators: a term of a formula */
      put (f, op, _("work hours per day"), hours);
    }
  if (r->inputs.relative_speed != 1.0)
    {
      g_autofree char *speed = breakeven_explain_exact (r->inputs.relative_speed);

      /* Translators: a term of a formula */
      put (f, " / ", _("relative speed"), speed);
    }
  if (r->inputs.interruption_overhead_percent != 0)
    {
      g_autofree char *over = breakeven_explain_one_plus (r->inputs.interruption_overhead_percent);

      /* Translators: a term of a formula: what a spot offer loses to interruptions */
      put (f, " × ", _("(1 + spot interruption overhead)"), over);
    }
}

/* The part of K that does not depend on the work hours: idle billing and storage */
static gboolean
has_cloud_idle (const BreakevenAnalysis *a)
{
  return a->inputs.cloud_idle_hours_per_day != 0;
}

static gboolean
has_storage (const BreakevenAnalysis *a)
{
  return a->inputs.cloud_storage_gb != 0;
}

static void
put_cloud_idle (Formula                    *f,
                const BreakevenAnalysis    *a,
                const BreakevenOfferResult *r,
                const char                 *currency,
                const char                 *op)
{
  g_autofree char *idle_price = offer_idle_price (r, currency);
  g_autofree char *idle_hours = breakeven_explain_exact (a->inputs.cloud_idle_hours_per_day);

  /* Translators: a term of a formula: the offer's price while kept running without training */
  put (f, op, r->inputs.idle_price_follows ? _("idle price per hour (the price per hour)")
                                           : _("idle price per hour"),
       idle_price);
  /* Translators: a term of a formula */
  put (f, " × ", _("cloud idle hours per day"), idle_hours);
  /* Translators: a term of a formula */
  put (f, " × ", _("days per month"), DAYS);
}

static void
put_storage (Formula                    *f,
             const BreakevenAnalysis    *a,
             const BreakevenOfferResult *r,
             const char                 *currency,
             const char                 *op)
{
  g_autofree char *gb = breakeven_explain_exact (a->inputs.cloud_storage_gb);
  g_autofree char *price = breakeven_explain_offer_storage_price (r, currency);

  /* Translators: a term of a formula */
  put (f, op, _("storage GB"), gb);
  /* Translators: a term of a formula */
  put (f, " × ", _("storage price per GB-month"), price);
}

static char *
explain_cloud_per_month (const BreakevenAnalysis    *a,
                         const BreakevenOfferResult *r,
                         const char                 *currency)
{
  g_autofree char *k = breakeven_explain_money (r->cloud.per_month, currency);
  g_autofree char *price = breakeven_explain_offer_price (r, currency);
  Formula f;
  GString *out = g_string_new (NULL);

  formula_init (&f);
  /* Translators: a term of a formula */
  put (&f, "", _("price per hour"), price);
  put_billed_hours (&f, r, " × ", a->inputs.hours_per_day);
  /* Translators: a term of a formula */
  put (&f, " × ", _("days per month"), DAYS);
  if (has_cloud_idle (a))
    put_cloud_idle (&f, a, r, currency, " + ");
  if (has_storage (a))
    put_storage (&f, a, r, currency, " + ");

  /* Translators: how the cloud's cost per month is made; the terms follow */
  g_string_append_printf (out, _("Cloud per month K = %s"), f.words->str);
  g_string_append_printf (out, "\nK = %s = %s", f.numbers->str, k);
  if (r->inputs.interruption_overhead_percent != 0)
    g_string_append (out, _("\n(spot: the hours grow by the interruption overhead)"));
  formula_clear (&f);
  return g_string_free (out, FALSE);
}

/* The build's electricity per month at HOURS_PER_DAY, into F */
static void
put_electricity (Formula                 *f,
                 const BreakevenAnalysis *a,
                 double                   hours_per_day,
                 gboolean                 with_idle)
{
  const BreakevenInputs *in = &a->inputs;
  g_autofree char *kw = breakeven_explain_exact (in->wall_watts / 1000.0);
  g_autofree char *hours = breakeven_explain_exact (hours_per_day);
  g_autofree char *price = breakeven_explain_exact (in->price_per_kwh);
  gboolean idle = with_idle && in->idle_hours_per_day != 0 && in->idle_watts != 0;

  if (idle)
    put_both (f, "(");
  /* Translators: a term of a formula */
  put (f, "", _("kW under load"), kw);
  /* Translators: a term of a formula */
  put (f, " × ", _("work hours per day"), hours);
  if (idle)
    {
      g_autofree char *idle_kw = breakeven_explain_exact (in->idle_watts / 1000.0);
      g_autofree char *idle_h = breakeven_explain_exact (in->idle_hours_per_day);

      /* Translators: a term of a formula */
      put (f, " + ", _("idle kW"), idle_kw);
      /* Translators: a term of a formula */
      put (f, " × ", _("idle hours per day"), idle_h);
      put_both (f, ")");
    }
  if (in->cooling_overhead_percent != 0)
    {
      g_autofree char *cooling = breakeven_explain_one_plus (in->cooling_overhead_percent);

      /* Translators: a term of a formula */
      put (f, " × ", _("(1 + cooling overhead)"), cooling);
    }
  /* Translators: a term of a formula */
  put (f, " × ", _("days per month"), DAYS);
  /* Translators: a term of a formula */
  put (f, " × ", _("price per kWh"), price);
}

static char *
explain_running_per_month (const BreakevenAnalysis *a,
                           const char              *currency)
{
  const BreakevenInputs *in = &a->inputs;
  g_autofree char *running = breakeven_explain_money (a->running_per_month, currency);
  g_autofree char *e_money = breakeven_explain_money (a->local.electricity_per_month, currency);
  g_autofree char *e = breakeven_explain_amount (a->local.electricity_per_month, 1);
  g_autofree char *m = breakeven_explain_amount (a->local.maintenance_per_month, 1);
  GString *out = g_string_new (NULL);
  Formula f;

  formula_init (&f);
  put_electricity (&f, a, in->hours_per_day, TRUE);
  /* Translators: how the build's running cost per month is made */
  g_string_append (out, _("Build running per month = electricity E + maintenance M"));
  /* Translators: the electricity formula; the terms follow */
  g_string_append_printf (out, _("\nElectricity E = %s"), f.words->str);
  g_string_append_printf (out, "\nE = %s = %s", f.numbers->str, e_money);
  formula_clear (&f);
  if (a->local.maintenance_per_month != 0)
    {
      g_autofree char *year = breakeven_explain_exact (in->maintenance_per_year);
      g_autofree char *m_money = breakeven_explain_money (a->local.maintenance_per_month, currency);

      /* Translators: maintenance per month from the yearly amount */
      g_string_append (out, _("\nMaintenance M = maintenance per year / 12"));
      g_string_append_printf (out, "\nM = %s / 12 = %s", year, m_money);
    }
  if (a->local.maintenance_per_month != 0)
    g_string_append_printf (out, "\nE + M = %s + %s = %s", e, m, running);
  return g_string_free (out, FALSE);
}

char *
breakeven_explain_per_month (const BreakevenAnalysis *analysis,
                             int                      offer_index,
                             const char              *currency)
{
  g_return_val_if_fail (analysis != NULL, NULL);

  if (offer_index < 0)
    return explain_running_per_month (analysis, currency);
  g_return_val_if_fail ((guint) offer_index < breakeven_analysis_get_n_offers (analysis), NULL);
  return explain_cloud_per_month (analysis, breakeven_analysis_get_offer (analysis, offer_index),
                                  currency);
}

/* The lines that say what a(t) and S(t) are, when there is interest */
void
breakeven_explain_append_time_value (GString                 *out,
                                     const BreakevenAnalysis *a)
{
  g_autofree char *i = breakeven_explain_exact (a->local.interest_percent / 100.0);

  if (!has_interest (a))
    return;
  /* Translators: the time value of money: i is the interest per year */
  g_string_append_printf (out, _("\nwith interest i = %s a year: a(t) = (1 + i)^(t/12), "
                                 "S(t) = 12 × (a(t) - 1) / ln(1 + i)"), i);
}

/* The lines under the build's horizon cost: its resale value V(H), and the opportunity cost
 * O(H) of its capital when there is interest (C0 and A_TEXT, a(H), as the lines above print
 * them) */
void
breakeven_explain_append_resale_and_opportunity (GString                 *out,
                                                 const BreakevenAnalysis *a,
                                                 const char              *h,
                                                 const char              *c0,
                                                 const char              *a_text,
                                                 const char              *currency)
{
  const BreakevenLocalCost *local = &a->local;

  if (a->has_resale)
    {
      g_autofree char *b = breakeven_explain_exact (local->resale_base);
      g_autofree char *r = breakeven_explain_exact (local->resale_percent / 100.0);
      g_autofree char *v = breakeven_explain_money (a->resale_value, currency);

      /* Translators: the resale value; B is the parts total, not an assembler's premium */
      g_string_append (out, _("\nResale value V(H) = resale base B (the parts, not an assembler's "
                              "premium) × resale at the horizon r"));
      g_string_append_printf (out, "\nV(%s) = %s × %s = %s", h, b, r, v);
    }
  if (has_interest (a) && local->capex != 0)
    {
      g_autofree char *o = breakeven_explain_money (a->opportunity_cost, currency);

      /* Translators: what the price of the build would have earned elsewhere */
      g_string_append (out, _("\nOpportunity cost O(H) = capex C0 × (a(H) - 1)"));
      g_string_append_printf (out, "\nO(%s) = %s × (%s - 1) = %s", h, c0, a_text, o);
    }
}

/* "a(36) = 1.05^(36/12) = 1.157625" and "S(36) = ... = 38.763728941", printed with the
 * decimals WEIGHT_A and WEIGHT_S need; the values printed go to *A_TEXT and *S_TEXT */
static void
append_a_and_s (GString                 *out,
                const BreakevenAnalysis *a,
                double                   t,
                double                   weight_a,
                double                   weight_s,
                char                   **a_text,
                char                   **s_text)
{
  g_autofree char *t_text = breakeven_explain_exact (t);

  if (!has_interest (a))
    {
      *a_text = g_strdup ("1");
      *s_text = g_strdup (t_text);
      return;
    }
  {
    double a_value = breakeven_cost_growth (a->local.interest_percent, t);
    double s_value = breakeven_cost_accumulation (a->local.interest_percent, t);
    g_autofree char *a_expr = growth_expr (a, t_text);
    g_autofree char *s_expr = accumulation_expr (a, t_text);

    *a_text = breakeven_explain_precise (a_value, weight_a, 0);
    *s_text = breakeven_explain_precise (s_value, weight_s, 0);
    g_string_append_printf (out, "\na(%s) = %s = %s", t_text, a_expr, *a_text);
    g_string_append_printf (out, "\nS(%s) = %s = %s", t_text, s_expr, *s_text);
  }
}

static char *
explain_local_horizon (const BreakevenAnalysis *a,
                       const char              *currency)
{
  const BreakevenLocalCost *local = &a->local;
  const BreakevenInputs *in = &a->inputs;
  double running = a->running_per_month;
  g_autofree char *h = breakeven_explain_exact (in->horizon_months);
  g_autofree char *c0 = breakeven_explain_exact (local->capex);
  g_autofree char *total = breakeven_explain_money (a->horizon_cost, currency);
  g_autofree char *a_text = NULL;
  g_autofree char *s_text = NULL;
  g_autofree char *run = NULL;
  GString *out;
  Formula f;
  char *bursts = breakeven_explain_local_horizon_bursts (a, currency);

  if (bursts != NULL)
    return bursts;
  out = g_string_new (NULL);
  formula_init (&f);
  /* Translators: a term of a formula: the build's price */
  put (&f, "", _("capex C0"), c0);
  if (has_interest (a))
    put_both (&f, " × a(H)");
  append_a_and_s (out, a, in->horizon_months, local->capex, running, &a_text, &s_text);
  if (has_interest (a))
    {
      g_string_truncate (f.numbers, 0);
      g_string_append_printf (f.numbers, "%s × %s", c0, a_text);
    }
  run = breakeven_explain_amount (running,
                                  has_interest (a)
                                  ? breakeven_cost_accumulation (local->interest_percent,
                                                                 in->horizon_months)
                                  : in->horizon_months);
  if (running != 0)
    {
      /* Translators: a term of a formula */
      put (&f, " + ", _("running per month (E + M)"), run);
      put (&f, " × ", has_interest (a) ? "S(H)" : _("months H"), s_text);
    }
  if (a->has_resale)
    {
      g_autofree char *b = breakeven_explain_exact (local->resale_base);
      g_autofree char *r = breakeven_explain_exact (local->resale_percent / 100.0);

      /* Translators: a term of a formula: what the build sells for at the horizon */
      put (&f, " - ", _("resale base B"), b);
      /* Translators: a term of a formula */
      put (&f, " × ", _("resale at the horizon r"), r);
    }

  {
    GString *head = g_string_new (NULL);

    /* Translators: the build's net cost over the horizon H; the terms follow */
    g_string_append_printf (head, _("Build over the horizon L(H) = %s"), f.words->str);
    breakeven_explain_append_time_value (head, a);
    g_string_prepend (out, head->str);
    g_string_free (head, TRUE);
  }
  g_string_append_printf (out, "\nL(%s) = %s = %s", h, f.numbers->str, total);
  formula_clear (&f);

  breakeven_explain_append_resale_and_opportunity (out, a, h, c0, a_text, currency);
  return g_string_free (out, FALSE);
}

static char *
explain_cloud_horizon (const BreakevenAnalysis    *a,
                       const BreakevenOfferResult *r,
                       const char                 *currency)
{
  const BreakevenInputs *in = &a->inputs;
  g_autofree char *h = breakeven_explain_exact (in->horizon_months);
  g_autofree char *total = breakeven_explain_money (r->horizon_cost, currency);
  g_autofree char *a_text = NULL;
  g_autofree char *s_text = NULL;
  g_autofree char *k = NULL;
  GString *out, *numbers;
  char *bursts = breakeven_explain_cloud_horizon_bursts (a, r, currency);

  if (bursts != NULL)
    return bursts;
  out = g_string_new (NULL);
  numbers = g_string_new (NULL);
  append_a_and_s (out, a, in->horizon_months, r->cloud.setup, r->cloud.per_month,
                  &a_text, &s_text);
  k = breakeven_explain_amount (r->cloud.per_month,
                                has_interest (a)
                                ? breakeven_cost_accumulation (in->interest_percent,
                                                               in->horizon_months)
                                : in->horizon_months);
  {
    GString *head = g_string_new (NULL);

    if (r->cloud.setup != 0)
      {
        g_autofree char *setup = breakeven_explain_offer_setup (r, currency);

        /* Translators: an offer's total cost over the horizon */
        g_string_append (head, has_interest (a) ? _("Cloud over the horizon C(H) = setup × a(H) + K × S(H)")
                                                : _("Cloud over the horizon C(H) = setup + K × months H"));
        if (has_interest (a))
          g_string_append_printf (numbers, "%s × %s + ", setup, a_text);
        else
          g_string_append_printf (numbers, "%s + ", setup);
      }
    else
      /* Translators: an offer's total cost over the horizon */
      g_string_append (head, has_interest (a) ? _("Cloud over the horizon C(H) = K × S(H)")
                                              : _("Cloud over the horizon C(H) = K × months H"));
    breakeven_explain_append_time_value (head, a);
    g_string_prepend (out, head->str);
    g_string_free (head, TRUE);
  }
  g_string_append_printf (numbers, "%s × %s", k, s_text);
  g_string_append_printf (out, "\nC(%s) = %s = %s", h, numbers->str, total);
  g_string_free (numbers, TRUE);
  return g_string_free (out, FALSE);
}

char *
breakeven_explain_horizon_cost (const BreakevenAnalysis *analysis,
                                int                      offer_index,
                                const char              *currency)
{
  g_return_val_if_fail (analysis != NULL, NULL);

  if (offer_index < 0)
    return explain_local_horizon (analysis, currency);
  g_return_val_if_fail ((guint) offer_index < breakeven_analysis_get_n_offers (analysis), NULL);
  return explain_cloud_horizon (analysis, breakeven_analysis_get_offer (analysis, offer_index),
                                currency);
}

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
static char *
explain_crossing (const BreakevenAnalysis    *a,
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
  crossing = explain_crossing (analysis, r, currency, TRUE);
  k_detail = explain_cloud_per_month (analysis, r, currency);
  e_detail = explain_running_per_month (analysis, currency);
  return g_strdup_printf ("%s\n\n%s\n\n%s", crossing, k_detail, e_detail);
}

char *
breakeven_explain_cash_payback (const BreakevenAnalysis *analysis,
                                guint                    offer_index,
                                const char              *currency)
{
  g_return_val_if_fail (analysis != NULL, NULL);
  g_return_val_if_fail (offer_index < breakeven_analysis_get_n_offers (analysis), NULL);

  return explain_crossing (analysis, breakeven_analysis_get_offer (analysis, offer_index),
                           currency, FALSE);
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

    append_a_and_s (out, analysis, hz, (local->capex + r->cloud.setup) * (1 + w_hours) * w,
                    (fabs (fixed) + fabs (per_hour) * 24) * w / MAX (s_h, 1e-9), &a_text, &s_text);
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
            put_cloud_idle (&top, analysis, r, currency, first ? "-" : " - ");
            first = FALSE;
          }
        if (has_storage (analysis))
          put_storage (&top, analysis, r, currency, first ? "-" : " - ");
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
    put_billed_hours (&bottom, r, "", NAN);
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

    append_a_and_s (out, analysis, hz, r->cloud.setup * w, w_s, &a_text, &s_text);
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
        put_cloud_idle (&top, analysis, r, currency, "");
      if (has_storage (analysis))
        put_storage (&top, analysis, r, currency, idle ? " + " : "");
      put_both (&top, ")");
      put (&top, " × ", has_interest (analysis) ? "S(H)" : _("months H"), s_text);
    }
  group (&top, 0, 0);

  put_both (&bottom, "(");
  put_billed_hours (&bottom, r, "", in->hours_per_day);
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
    g_autofree char *per_month = explain_running_per_month (analysis, currency);
    g_autofree char *horizon = explain_local_horizon (analysis, currency);
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
      per_month = explain_cloud_per_month (analysis, r, currency);
      horizon = explain_cloud_horizon (analysis, r, currency);
      per_hour = breakeven_explain_cost_per_hour (analysis, (int) i, currency);
      breakeven = explain_crossing (analysis, r, currency, TRUE);
      hours = breakeven_explain_breakeven_hours (analysis, i, currency);
      price = breakeven_explain_breakeven_price (analysis, i, currency);
      g_string_append_printf (out, "\n\n%s %s\n\n%s\n\n%s\n\n%s\n\n%s",
                              breakeven_offer_get_provider (r->offer),
                              breakeven_offer_get_name (r->offer),
                              per_month, horizon, per_hour, breakeven);
      if (analysis->has_resale)
        {
          g_autofree char *cash = explain_crossing (analysis, r, currency, FALSE);

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
