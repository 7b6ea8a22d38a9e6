/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-explain-horizon.c: how the costs per month and the horizon costs are computed: the
 * build's running cost and L(H), an offer's K and C(H) */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "breakeven-explain.h"
#include "breakeven-explain-formula-private.h"
#include "breakeven-explain-private.h"
#include "breakeven-format.h"

#define PRINT_ERROR BREAKEVEN_EXPLAIN_PRINT_ERROR
#define DAYS BREAKEVEN_EXPLAIN_DAYS

static char *
offer_idle_price (const BreakevenOfferResult *r,
                  const char                 *currency)
{
  if (r->inputs.idle_price_follows)
    return breakeven_explain_offer_price (r, currency);
  return breakeven_explain_offer_amount (r, currency, r->inputs.idle_price_per_hour,
                                         breakeven_offer_get_idle_price_per_hour (r->offer));
}

/* The offer's work hours per day as billed: "12 / 0.97 × (1 + 0.1)"; without HOURS (NAN),
 * what one of them costs more: " / 0.97 × (1 + 0.1)" after the price */
void
breakeven_explain_put_billed_hours (Formula                    *f,
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

void
breakeven_explain_put_cloud_idle (Formula                    *f,
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

void
breakeven_explain_put_storage (Formula                    *f,
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

char *
breakeven_explain_cloud_per_month (const BreakevenAnalysis    *a,
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
  breakeven_explain_put_billed_hours (&f, r, " × ", a->inputs.hours_per_day);
  /* Translators: a term of a formula */
  put (&f, " × ", _("days per month"), DAYS);
  if (has_cloud_idle (a))
    breakeven_explain_put_cloud_idle (&f, a, r, currency, " + ");
  if (has_storage (a))
    breakeven_explain_put_storage (&f, a, r, currency, " + ");

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

char *
breakeven_explain_running_per_month (const BreakevenAnalysis *a,
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
    return breakeven_explain_running_per_month (analysis, currency);
  g_return_val_if_fail ((guint) offer_index < breakeven_analysis_get_n_offers (analysis), NULL);
  return breakeven_explain_cloud_per_month (analysis,
                                            breakeven_analysis_get_offer (analysis, offer_index),
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
void
breakeven_explain_append_a_and_s (GString                 *out,
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

char *
breakeven_explain_local_horizon (const BreakevenAnalysis *a,
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
  breakeven_explain_append_a_and_s (out, a, in->horizon_months, local->capex, running, &a_text,
                                    &s_text);
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

char *
breakeven_explain_cloud_horizon (const BreakevenAnalysis    *a,
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
  breakeven_explain_append_a_and_s (out, a, in->horizon_months, r->cloud.setup, r->cloud.per_month,
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
    return breakeven_explain_local_horizon (analysis, currency);
  g_return_val_if_fail ((guint) offer_index < breakeven_analysis_get_n_offers (analysis), NULL);
  return breakeven_explain_cloud_horizon (analysis,
                                          breakeven_analysis_get_offer (analysis, offer_index),
                                          currency);
}
