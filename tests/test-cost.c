/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-cost.c: the cost engine against the reference figures and hand-computed cases
 *
 * Longer than the 800 lines a source file keeps to, and on purpose: the reference figures of
 * the cost model are one table read by every case. Split by topic, as the other programs are,
 * not by size.
 */

#include "config.h"

#include <math.h>

#include "breakeven-cost.h"
#include "test-helpers.h"

#define D (365.0 / 12.0)

/* Rounded as the article prints it */
static void
assert_rounds_to (double actual,
                  double expected,
                  int    decimals)
{
  double scale = pow (10, decimals);

  if (round (actual * scale) != round (expected * scale))
    g_error ("expected %.*f, got %.10g", decimals, expected, actual);
}

static BreakevenProject *
seed000_project (double hours_per_day)
{
  BreakevenProject *project = breakeven_project_new ();
  GListStore *parts = breakeven_project_get_parts (project);
  GListStore *offers = breakeven_project_get_offers (project);
  g_autoptr(BreakevenPart) gpu = breakeven_part_new (BREAKEVEN_PART_GPU, "RTX 4090D", 1, 16299, 425);
  g_autoptr(BreakevenPart) rest = breakeven_part_new (BREAKEVEN_PART_OTHER, "rest", 1, 23592 - 16299, 0);
  g_autoptr(BreakevenOffer) offer = breakeven_offer_new ("AutoDL", "RTX 4090D", 2.58, "CNY");

  g_list_store_append (parts, gpu);
  g_list_store_append (parts, rest);
  g_list_store_append (offers, offer);
  breakeven_project_set_wall_watts (project, 600);
  breakeven_project_set_price_per_kwh (project, 0.6);
  breakeven_project_set_hours_per_day (project, hours_per_day);
  breakeven_project_set_has_vendor_quote (project, TRUE);
  breakeven_project_set_vendor_quote (project, 36000);
  return project;
}

static void
test_seed000_12h (void)
{
  g_autoptr(BreakevenProject) project = seed000_project (12);
  g_autoptr(BreakevenAnalysis) a = breakeven_analysis_new (project);
  const BreakevenOfferResult *r = breakeven_analysis_get_offer (a, 0);

  assert_rounds_to (a->local.electricity_per_month * 12, 1576.8, 1);
  assert_rounds_to (r->breakeven_months, 29.1, 1);
  /* the closed form: 23,592 / (941.70 - 131.40) */
  assert_close (r->cloud.per_month, 941.7, 1e-12);
  assert_close (a->local.electricity_per_month, 131.4, 1e-12);
  assert_close (r->breakeven_months, 23592.0 / (941.7 - 131.4), 1e-12);
}

static void
test_seed000_18h (void)
{
  g_autoptr(BreakevenProject) project = seed000_project (18);
  g_autoptr(BreakevenAnalysis) a = breakeven_analysis_new (project);

  assert_rounds_to (a->local.electricity_per_month * 12, 2365.2, 1);
  assert_rounds_to (breakeven_analysis_get_offer (a, 0)->breakeven_months, 19.4, 1);
}

static void
test_seed000_per_hour (void)
{
  double local = breakeven_cost_job_local (600, 1, 0, 0.6);
  double compute, storage;

  breakeven_cost_job_cloud (2.58, 1, 0, 1, 0, 0, &compute, &storage);
  assert_close (local, 0.36, 1e-12);
  assert_close (compute, 2.58, 1e-12);
  assert_close (compute - local, 2.22, 1e-12);
  g_assert_cmpfloat (storage, ==, 0);
}

static void
test_seed000_budget (void)
{
  g_autoptr(BreakevenProject) project = seed000_project (12);
  g_autoptr(BreakevenAnalysis) a = breakeven_analysis_new (project);

  assert_rounds_to (a->gpu_share * 100, 69.1, 1);
  assert_close (a->vendor_premium, 12408, 1e-12);
  assert_close (a->vendor_quote, 36000, 1e-12);
  /* the quote is not used: the capital cost stays the parts total */
  assert_close (a->inputs.capex, 23592, 1e-12);
}

static void
test_seed002_job (void)
{
  double local = breakeven_cost_job_local (650, 4.87, 0, 1.0);
  /* 0.0007 per GB-hour, as a price per GB-month */
  double storage_price = 0.0007 * 24 * D;
  double compute, storage;

  breakeven_cost_job_cloud (3.5, 4.87 / 5.03, 0, 4.87, 200, storage_price, &compute, &storage);
  assert_rounds_to (local, 3.17, 2);
  assert_rounds_to (compute, 17.61, 2);
  assert_rounds_to (storage, 0.70, 2);
  assert_close (compute, 3.5 * 5.03, 1e-12);
  assert_close (storage, 200 * 0.0007 * 5.03, 1e-12);
}

static void
test_seed002_utilisation (void)
{
  BreakevenInputs in = { .capex = 25273, .horizon_months = 36, .hours_per_day = 8 };
  BreakevenOfferInputs offer = { .price_per_hour = 3.5, .relative_speed = 1 };
  double h = breakeven_cost_breakeven_hours (&in, &offer);

  assert_rounds_to (h, 6.6, 1);
  assert_close (h, 25273 / (3.5 * D * 36), 1e-12);
}

static void
test_seed002_opportunity (void)
{
  assert_rounds_to (breakeven_cost_opportunity (13500, 5, 36), 2127.9, 1);
  assert_close (breakeven_cost_opportunity (13500, 5, 36), 13500 * (pow (1.05, 3) - 1), 1e-12);
}

static void
test_term_interest (void)
{
  BreakevenLocalCost local = { .capex = 10000, .interest_percent = 10 };

  assert_close (breakeven_cost_opportunity (10000, 10, 12), 1000, 1e-12);
  assert_close (breakeven_cost_opportunity (10000, 10, 24), 2100, 1e-12);
  assert_close (breakeven_cost_opportunity (10000, 10, 6), 10000 * (sqrt (1.1) - 1), 1e-12);
  g_assert_cmpfloat (breakeven_cost_opportunity (10000, 0, 24), ==, 0);
  assert_close (breakeven_cost_local_at (&local, 24), 12100, 1e-12);
}

static void
test_term_resale (void)
{
  BreakevenLocalCost local = { .capex = 10000, .resale_base = 10000, .resale_percent = 30,
                               .resale_after_purchase_percent = 30, .horizon_months = 36 };

  /* the purchase counted once, the resale value subtracted at the horizon */
  assert_close (breakeven_cost_local_horizon (&local, 36), 7000, 1e-12);
  /* the net curve subtracts it all along; the cash curve never does */
  assert_close (breakeven_cost_local_at (&local, 36), 7000, 1e-12);
  assert_close (breakeven_cost_local_cash_at (&local, 36), 10000, 1e-12);
}

static void
test_term_idle (void)
{
  /* 500 W for 8 h and 100 W for 4 h at 1 per kWh: 4.4 kWh a day */
  assert_close (breakeven_cost_electricity_per_month (500, 8, 100, 4, 0, 1), 4.4 * D, 1e-12);
  /* idle hours keep the cloud instance billed too */
  assert_close (breakeven_cost_cloud_per_month (2, 8, 1, 0, 2, 4, 0, 0), 2 * 12 * D, 1e-12);
}

static void
test_term_cooling (void)
{
  assert_close (breakeven_cost_electricity_per_month (1000, 10, 0, 0, 20, 0.5),
                10 * 1.2 * D * 0.5, 1e-12);
}

static void
test_term_maintenance (void)
{
  BreakevenInputs in = { .capex = 1000, .maintenance_per_year = 1200, .horizon_months = 12 };
  BreakevenLocalCost local;

  breakeven_cost_local_from_inputs (&in, 0, &local);
  assert_close (local.maintenance_per_month, 100, 1e-12);
  assert_close (breakeven_cost_local_at (&local, 12), 2200, 1e-12);
}

static void
test_term_storage (void)
{
  /* 100 GB at 0.5 per GB-month is 50 a month, used or not */
  assert_close (breakeven_cost_cloud_per_month (2, 0, 1, 0, 2, 0, 100, 0.5), 50, 1e-12);
  assert_close (breakeven_cost_cloud_per_month (2, 10, 1, 0, 2, 0, 100, 0.5), 2 * 10 * D + 50, 1e-12);
}

static void
test_term_interruption (void)
{
  g_autoptr(BreakevenProject) project = breakeven_project_new ();
  g_autoptr(BreakevenOffer) offer = breakeven_offer_new ("X", "spot", 2, NULL);
  BreakevenOfferInputs in;

  assert_close (breakeven_cost_cloud_per_month (2, 10, 1, 10, 2, 0, 0, 0), 2 * 11 * D, 1e-12);

  /* The overhead applies to spot instances only */
  breakeven_offer_set_interruption_overhead_percent (offer, 10);
  g_assert_true (breakeven_offer_inputs_from_offer (project, offer, &in, NULL));
  g_assert_cmpfloat (in.interruption_overhead_percent, ==, 0);
  breakeven_offer_set_billing (offer, BREAKEVEN_BILLING_SPOT);
  g_assert_true (breakeven_offer_inputs_from_offer (project, offer, &in, NULL));
  g_assert_cmpfloat (in.interruption_overhead_percent, ==, 10);
}

static void
test_term_setup (void)
{
  BreakevenLocalCost local = { .capex = 10000 };
  BreakevenCloudCost cloud = { .setup = 2000, .per_month = 500 };

  assert_close (breakeven_cost_breakeven_month (&local, &cloud), 16, 1e-12);
  assert_close (breakeven_cost_cloud_at (&cloud, 16), 10000, 1e-12);
}

static void
test_term_relative_speed (void)
{
  /* 3% slower: the same work takes 1/0.97 as many hours */
  assert_close (breakeven_cost_cloud_per_month (2, 10, 0.97, 0, 2, 0, 0, 0), 2 * 10 / 0.97 * D, 1e-12);
}

static void
test_term_vendor_quote (void)
{
  g_autoptr(BreakevenProject) project = seed000_project (12);
  g_autoptr(BreakevenAnalysis) a = NULL;

  breakeven_project_set_use_vendor_quote (project, TRUE);
  a = breakeven_analysis_new (project);
  assert_close (a->inputs.capex, 36000, 1e-12);
  assert_close (breakeven_analysis_get_offer (a, 0)->breakeven_months, 36000 / (941.7 - 131.4), 1e-12);
  /* the budget still describes the parts */
  assert_close (a->parts_total, 23592, 1e-12);
}

static void
test_term_currency (void)
{
  g_autoptr(BreakevenProject) project = seed000_project (12);
  g_autoptr(BreakevenOffer) usd = breakeven_offer_new ("RunPod", "RTX 4090", 0.34, "USD");
  g_autoptr(BreakevenAnalysis) a = NULL;
  g_autoptr(GError) error = NULL;
  double out;

  breakeven_offer_set_setup_cost (usd, 10);
  breakeven_offer_set_storage_price_per_gb_month (usd, 0.1);
  g_list_store_append (breakeven_project_get_offers (project), usd);

  /* No rate: the offer is left out with a clear message, never guessed; the build's figures
   * and the other offers are still there */
  a = breakeven_analysis_new (project);
  g_assert_cmpuint (breakeven_analysis_get_n_offers (a), ==, 1);
  g_assert_cmpuint (a->unpriced->len, ==, 1);
  g_assert_nonnull (strstr (g_ptr_array_index (a->unpriced, 0), "RunPod RTX 4090"));
  g_assert_nonnull (strstr (g_ptr_array_index (a->unpriced, 0), "USD"));
  assert_close (a->parts_total, 23592, 1e-12);
  assert_close (breakeven_analysis_get_offer (a, 0)->breakeven_months, 23592 / (941.7 - 131.4), 1e-12);
  g_assert_false (breakeven_offer_inputs_from_offer (project, usd, &(BreakevenOfferInputs) { 0 }, &error));
  g_assert_error (error, BREAKEVEN_EXCHANGE_RATES_ERROR, BREAKEVEN_EXCHANGE_RATES_ERROR_NO_RATE);
  g_clear_pointer (&a, breakeven_analysis_free);

  breakeven_project_set_exchange_rate (project, "USD", "CNY", 7.1);
  a = breakeven_analysis_new (project);
  g_assert_cmpuint (a->unpriced->len, ==, 0);
  assert_close (breakeven_analysis_get_offer (a, 1)->inputs.price_per_hour, 0.34 * 7.1, 1e-12);
  assert_close (breakeven_analysis_get_offer (a, 1)->inputs.setup_cost, 71, 1e-12);
  assert_close (breakeven_analysis_get_offer (a, 1)->inputs.storage_price_per_gb_month, 0.71, 1e-12);
  /* the project's own currency is never converted */
  assert_close (breakeven_analysis_get_offer (a, 0)->inputs.price_per_hour, 2.58, 1e-12);

  /* A rate given the other way round works too */
  g_assert_true (breakeven_project_remove_exchange_rate (project, "USD", "CNY"));
  breakeven_project_set_exchange_rate (project, "CNY", "USD", 0.14);
  g_assert_true (breakeven_project_convert (project, "USD", 0.34, &out, NULL));
  assert_close (out, 0.34 / 0.14, 1e-12);
}

static void
test_edge_zero_hours (void)
{
  g_autoptr(BreakevenProject) project = seed000_project (0);
  g_autoptr(BreakevenAnalysis) a = breakeven_analysis_new (project);
  const BreakevenOfferResult *r = breakeven_analysis_get_offer (a, 0);

  g_assert_true (isnan (a->cost_per_hour));
  g_assert_true (isnan (r->cost_per_hour));
  g_assert_cmpfloat (r->cloud.per_month, ==, 0);
  g_assert_true (isnan (r->breakeven_months));
  /* the breakeven usage does not depend on today's usage */
  assert_close (r->breakeven_hours_per_day, 23592 / (36 * D * (2.58 - 0.36)), 1e-12);
}

static void
test_edge_no_offers (void)
{
  g_autoptr(BreakevenProject) project = seed000_project (12);
  g_autoptr(BreakevenAnalysis) a = NULL;

  g_list_store_remove_all (breakeven_project_get_offers (project));
  a = breakeven_analysis_new (project);
  g_assert_cmpuint (breakeven_analysis_get_n_offers (a), ==, 0);
  g_assert_cmpint (breakeven_analysis_get_cheapest_offer (a), ==, -1);
  assert_close (a->horizon_cost, 23592 + 131.4 * 36, 1e-12);
}

static void
test_edge_no_parts (void)
{
  g_autoptr(BreakevenProject) project = seed000_project (12);
  g_autoptr(BreakevenAnalysis) a = NULL;

  g_list_store_remove_all (breakeven_project_get_parts (project));
  a = breakeven_analysis_new (project);
  g_assert_cmpfloat (a->parts_total, ==, 0);
  g_assert_true (isnan (a->gpu_share));
  /* nothing to buy: the build is cheaper from the start */
  g_assert_cmpfloat (breakeven_analysis_get_offer (a, 0)->breakeven_months, ==, 0);
}

static void
test_edge_cloud_never_dearer (void)
{
  /* the cloud costs less per month than the build's electricity: no breakeven, ever */
  BreakevenLocalCost local = { .capex = 10000, .electricity_per_month = 300 };
  BreakevenCloudCost cloud = { .per_month = 250 };
  BreakevenInputs in = { .capex = 10000, .wall_watts = 1000, .price_per_kwh = 10,
                         .horizon_months = 36, .hours_per_day = 1 };
  BreakevenOfferInputs offer = { .price_per_hour = 1, .relative_speed = 1 };

  g_assert_true (isnan (breakeven_cost_breakeven_month (&local, &cloud)));
  g_assert_true (isnan (breakeven_cost_breakeven_hours (&in, &offer)));
}

static void
test_edge_setup_over_capex (void)
{
  BreakevenLocalCost local = { .capex = 1000, .electricity_per_month = 50 };
  BreakevenCloudCost cloud = { .setup = 1500, .per_month = 10 };
  BreakevenInputs in = { .capex = 1000, .horizon_months = 12, .hours_per_day = 1 };
  BreakevenOfferInputs offer = { .price_per_hour = 1, .relative_speed = 1, .setup_cost = 1500 };

  g_assert_cmpfloat (breakeven_cost_breakeven_month (&local, &cloud), ==, 0);
  /* the build costs no more than the cloud at any usage */
  g_assert_cmpfloat (breakeven_cost_breakeven_hours (&in, &offer), ==, 0);
}

static double
difference (const BreakevenLocalCost *l,
            const BreakevenCloudCost *c,
            double                    t)
{
  return breakeven_cost_cloud_at (c, t) - breakeven_cost_local_at (l, t);
}

static void
test_edge_interest_crosses_once (void)
{
  /* Interest on both sides: C - L = a(t) (K / rho - C0) - K / rho is monotone, so it crosses
   * once, at a(t) = (K / rho) / (K / rho - C0) */
  BreakevenLocalCost local = { .capex = 10000, .interest_percent = 50 };
  BreakevenCloudCost cloud = { .per_month = 1000, .interest_percent = 50 };
  double rho = log (1.5) / 12;
  double t = breakeven_cost_breakeven_month (&local, &cloud);

  assert_close (t, log ((1000 / rho) / (1000 / rho - 10000)) / rho, 1e-9);
  g_assert_cmpfloat (fabs (difference (&local, &cloud, t)), <, 1e-6);
  g_assert_cmpfloat (difference (&local, &cloud, t - 1e-4), <, 0);
  g_assert_cmpfloat (difference (&local, &cloud, t + 1e-4), >, 0);

  /* capital whose interest outgrows the rent: never crosses */
  local.interest_percent = cloud.interest_percent = 100;
  cloud.per_month = 500;
  g_assert_true (isnan (breakeven_cost_breakeven_month (&local, &cloud)));
}

static void
test_edge_crosses_twice (void)
{
  /* A resale value that rises (r > v0) while interest grows the capital: C - L rises, then
   * falls for ever.  The engine finds the first of the two crossings. */
  BreakevenLocalCost local = { .capex = 10000, .interest_percent = 50, .resale_base = 10000,
                               .resale_after_purchase_percent = 0, .resale_percent = 100,
                               .horizon_months = 12 };
  BreakevenCloudCost cloud = { .per_month = 100, .interest_percent = 50 };
  double t = breakeven_cost_breakeven_month (&local, &cloud);
  double later = -1;

  g_assert_false (isnan (t));
  g_assert_cmpfloat (t, >, 12);
  g_assert_cmpfloat (fabs (difference (&local, &cloud, t)), <, 1e-6);
  for (double m = 0; m < t - 1e-3; m += 1e-3)
    g_assert_cmpfloat (difference (&local, &cloud, m), <, 0);
  for (double m = t + 1; m < 400; m += 0.5)
    if (difference (&local, &cloud, m) < 0)
      {
        later = m;
        break;
      }
  g_assert_cmpfloat (later, >, t + 10);
}

static void
test_edge_past_1200 (void)
{
  BreakevenLocalCost local = { .capex = 1e6 };
  BreakevenCloudCost cloud = { .per_month = 1e6 / 1300 };

  g_assert_true (isnan (breakeven_cost_breakeven_month (&local, &cloud)));
  cloud.per_month = 1e6 / 1100;
  assert_close (breakeven_cost_breakeven_month (&local, &cloud), 1100, 1e-12);
}

static void
test_series (void)
{
  BreakevenLocalCost local = { .capex = 23592, .electricity_per_month = 131.4 };
  BreakevenCloudCost cloud = { .per_month = 941.7 };
  g_autoptr(GArray) months = breakeven_cost_series_months (240);
  g_autoptr(GArray) l = breakeven_cost_series_local (&local, 240);
  g_autoptr(GArray) c = breakeven_cost_series_cloud (&cloud, 240);
  g_autoptr(GArray) odd = breakeven_cost_series_months (30.5);

  /* month 0 to the horizon, both ends included */
  g_assert_cmpuint (months->len, ==, 241);
  g_assert_cmpuint (l->len, ==, 241);
  g_assert_cmpuint (c->len, ==, 241);
  g_assert_cmpfloat (g_array_index (months, double, 240), ==, 240);
  assert_close (g_array_index (l, double, 0), 23592, 1e-12);
  assert_close (g_array_index (l, double, 36), 23592 + 131.4 * 36, 1e-12);
  assert_close (g_array_index (c, double, 240), 941.7 * 240, 1e-12);
  /* a horizon that is not a whole month ends on the horizon itself */
  g_assert_cmpuint (odd->len, ==, 32);
  g_assert_cmpfloat (g_array_index (odd, double, 31), ==, 30.5);
}

/* An independent reading of the formulas of docs/cost-model.md, written separately from the
 * engine: money is compounded step by step (a fine midpoint rule) instead of through a(t) and S(t) */
typedef struct
{
  double c0, base, wall, idle_w, cooling, kwh, maint, resale, v0, interest, h, idle_h, cloud_idle_h;
  double H, gb;
  double price, idle_price, storage, speed, interruption, setup;
} Scenario;

#define STEPS_PER_MONTH 200

/* What a one-off amount A at 0 and a flow of F a month from 0 to t are worth at t */
static double
ref_compound (double a,
              double f,
              double interest,
              double t)
{
  int n = (int) ceil (t * STEPS_PER_MONTH);
  double dt = n > 0 ? t / n : 0;
  double step = pow (1 + interest / 100, dt / 12);
  double half = pow (1 + interest / 100, dt / 24);
  double value = a;

  for (int i = 0; i < n; i++)
    value = value * step + f * dt * half;
  return value;
}

static double
ref_resale (const Scenario *s,
            double          t)
{
  double fraction = s->v0 / 100 + (s->resale - s->v0) / 100 * t / s->H;

  return fraction > 0 ? s->base * fraction : 0;
}

static double
ref_local_cash (const Scenario *s,
                double          t)
{
  double e = (s->wall / 1000 * s->h + s->idle_w / 1000 * s->idle_h) * (1 + s->cooling / 100) * D * s->kwh;

  return ref_compound (s->c0, e + s->maint / 12, s->interest, t);
}

static double
ref_local (const Scenario *s,
           double          t)
{
  return ref_local_cash (s, t) - ref_resale (s, t);
}

static double
ref_cloud (const Scenario *s,
           double          t)
{
  double k = s->price * s->h / s->speed * (1 + s->interruption / 100) * D
             + s->idle_price * s->cloud_idle_h * D + s->gb * s->storage;

  return ref_compound (s->setup, k, s->interest, t);
}

/* The first crossing, walking both curves forward step by step (each step compounds what
 * was there and adds the step's flows), then interpolating inside the step */
static double
ref_breakeven (const Scenario *s,
               gboolean        with_resale)
{
  double e = (s->wall / 1000 * s->h + s->idle_w / 1000 * s->idle_h) * (1 + s->cooling / 100) * D * s->kwh;
  double k = s->price * s->h / s->speed * (1 + s->interruption / 100) * D
             + s->idle_price * s->cloud_idle_h * D + s->gb * s->storage;
  double dt = 1.0 / STEPS_PER_MONTH;
  double step = pow (1 + s->interest / 100, dt / 12);
  double half = pow (1 + s->interest / 100, dt / 24);
  double cash = s->c0, cloud = s->setup;
  double prev = cloud - (cash - (with_resale ? ref_resale (s, 0) : 0));

  if (prev >= 0)
    return 0;
  for (int i = 1; i <= 1200 * STEPS_PER_MONTH; i++)
    {
      double t = i * dt;
      double d;

      cash = cash * step + (e + s->maint / 12) * dt * half;
      cloud = cloud * step + k * dt * half;
      d = cloud - (cash - (with_resale ? ref_resale (s, t) : 0));
      if (d >= 0)
        return t - dt * d / (d - prev);
      prev = d;
    }
  return NAN;
}

static void
test_random_scenarios (void)
{
  GRand *rand = g_rand_new_with_seed (20261201);

  for (int i = 0; i < 120; i++)
    {
      Scenario s = {
        .c0 = g_rand_double_range (rand, 0, 100000),
        .wall = g_rand_double_range (rand, 0, 2000),
        .idle_w = g_rand_double_range (rand, 0, 200),
        .cooling = g_rand_double_range (rand, 0, 50),
        .kwh = g_rand_double_range (rand, 0, 2),
        .maint = g_rand_double_range (rand, 0, 3000),
        .resale = g_rand_boolean (rand) ? 0 : g_rand_double_range (rand, 0, 60),
        .interest = g_rand_boolean (rand) ? 0 : g_rand_double_range (rand, 0, 20),
        .h = g_rand_double_range (rand, 0, 16),
        .idle_h = g_rand_double_range (rand, 0, 8),
        .cloud_idle_h = g_rand_double_range (rand, 0, 8),
        .H = g_rand_int_range (rand, 1, 241),
        .gb = g_rand_double_range (rand, 0, 500),
        .price = g_rand_double_range (rand, 0.1, 20),
        .storage = g_rand_double_range (rand, 0, 1),
        .speed = g_rand_double_range (rand, 0.3, 2),
        .interruption = g_rand_double_range (rand, 0, 30),
        .setup = g_rand_boolean (rand) ? 0 : g_rand_double_range (rand, 0, 5000),
      };
      BreakevenInputs in = { 0 };
      BreakevenOfferInputs offer = { 0 };
      BreakevenLocalCost local;
      BreakevenCloudCost cloud;
      double expected, actual;

      s.base = g_rand_boolean (rand) ? s.c0 : s.c0 * g_rand_double_range (rand, 0.5, 1);
      s.v0 = g_rand_boolean (rand) ? s.resale : g_rand_double_range (rand, 0, 90);
      s.idle_price = g_rand_boolean (rand) ? s.price : g_rand_double_range (rand, 0, 1);

      in = (BreakevenInputs) {
        .capex = s.c0, .resale_base = s.base, .wall_watts = s.wall, .idle_watts = s.idle_w,
        .cooling_overhead_percent = s.cooling, .price_per_kwh = s.kwh,
        .maintenance_per_year = s.maint, .resale_percent = s.resale,
        .resale_after_purchase_percent = s.v0, .interest_percent = s.interest,
        .hours_per_day = s.h, .idle_hours_per_day = s.idle_h,
        .cloud_idle_hours_per_day = s.cloud_idle_h, .horizon_months = s.H,
        .cloud_storage_gb = s.gb,
      };
      offer = (BreakevenOfferInputs) {
        .price_per_hour = s.price, .idle_price_per_hour = s.idle_price,
        .storage_price_per_gb_month = s.storage, .relative_speed = s.speed,
        .interruption_overhead_percent = s.interruption, .setup_cost = s.setup,
      };

      breakeven_cost_local_from_inputs (&in, s.h, &local);
      breakeven_cost_cloud_from_inputs (&in, &offer, s.h, &cloud);
      for (double t = 0; t <= s.H; t += s.H / 7.0)
        {
          assert_close (breakeven_cost_local_at (&local, t), ref_local (&s, t), 1e-6);
          assert_close (breakeven_cost_local_cash_at (&local, t), ref_local_cash (&s, t), 1e-6);
          assert_close (breakeven_cost_resale_at (&local, t), ref_resale (&s, t), 1e-12);
          assert_close (breakeven_cost_cloud_at (&cloud, t), ref_cloud (&s, t), 1e-6);
        }
      assert_close (breakeven_cost_local_horizon (&local, s.H), ref_local (&s, s.H), 1e-6);

      expected = ref_breakeven (&s, TRUE);
      actual = breakeven_cost_breakeven_month (&local, &cloud);
      if (isnan (expected))
        g_assert_true (isnan (actual));
      else
        assert_close (actual, expected, 1e-4);

      expected = ref_breakeven (&s, FALSE);
      actual = breakeven_cost_cash_payback_month (&local, &cloud);
      if (isnan (expected))
        g_assert_true (isnan (actual));
      else
        assert_close (actual, expected, 1e-4);
    }
  g_rand_free (rand);
}

/* Format 2 terms, each alone and computed by hand */

static void
test_term_resale_falling (void)
{
  /* worth 60 % right after purchase, 45 % at the 36-month horizon, falling in a straight line
   * and on past the horizon until it is worth nothing */
  BreakevenLocalCost local = { .capex = 10000, .resale_base = 10000, .horizon_months = 36,
                               .resale_after_purchase_percent = 60, .resale_percent = 45 };

  assert_close (breakeven_cost_resale_at (&local, 0), 6000, 1e-12);
  assert_close (breakeven_cost_resale_at (&local, 18), 5250, 1e-12);
  assert_close (breakeven_cost_resale_at (&local, 36), 4500, 1e-12);
  assert_close (breakeven_cost_resale_at (&local, 72), 3000, 1e-12);
  assert_close (breakeven_cost_resale_at (&local, 144), 0, 1e-9);
  g_assert_cmpfloat (breakeven_cost_resale_at (&local, 500), ==, 0);
  assert_close (breakeven_cost_local_at (&local, 18), 10000 - 5250, 1e-12);
  assert_close (breakeven_cost_local_horizon (&local, 36), 5500, 1e-12);

  /* the cloud at 200 a month: C(t) = 200 t meets L(t) = 10000 - (6000 - 1500 t / 36) at
   * t = 4000 / (200 - 1500 / 36); the cash paid, 10000, at t = 50 */
  {
    BreakevenCloudCost cloud = { .per_month = 200 };

    assert_close (breakeven_cost_breakeven_month (&local, &cloud), 4000 / (200 - 1500 / 36.0), 1e-12);
    assert_close (breakeven_cost_cash_payback_month (&local, &cloud), 50, 1e-12);
  }
  /* after the value reaches 0 (month 144) the net curve is the cash one: 10000 / 60 */
  {
    BreakevenCloudCost cloud = { .per_month = 60 };

    assert_close (breakeven_cost_breakeven_month (&local, &cloud), 10000 / 60.0, 1e-12);
  }
}

static void
test_term_resale_vendor_quote (void)
{
  /* The assembled machine costs 36,000 but resells as its parts, 23,592 */
  g_autoptr(BreakevenProject) project = seed000_project (12);
  g_autoptr(BreakevenAnalysis) a = NULL;

  breakeven_project_set_use_vendor_quote (project, TRUE);
  breakeven_project_set_resale_percent (project, 50);
  a = breakeven_analysis_new (project);
  assert_close (a->inputs.capex, 36000, 1e-12);
  assert_close (a->inputs.resale_base, 23592, 1e-12);
  g_assert_true (a->has_resale);
  assert_close (a->resale_value, 11796, 1e-12);
  assert_close (a->horizon_cost, 36000 + 131.4 * 36 - 11796, 1e-12);
  assert_close (a->cash_horizon_cost, 36000 + 131.4 * 36, 1e-12);
  /* v0 follows r: (C0 - r B - setup) / (K - E - M) */
  assert_close (breakeven_analysis_get_offer (a, 0)->breakeven_months,
                (36000 - 11796) / (941.7 - 131.4), 1e-12);
  assert_close (breakeven_analysis_get_offer (a, 0)->cash_payback_months,
                36000 / (941.7 - 131.4), 1e-12);
  g_clear_pointer (&a, breakeven_analysis_free);

  /* no parts: the quote is the base */
  g_list_store_remove_all (breakeven_project_get_parts (project));
  a = breakeven_analysis_new (project);
  assert_close (a->inputs.resale_base, 36000, 1e-12);
  assert_close (a->resale_value, 18000, 1e-12);
}

static void
test_term_interest_both_sides (void)
{
  /* 5 % a year on every cash flow: the capital, the running costs, the rent and the setup */
  BreakevenLocalCost local = { .capex = 20000, .electricity_per_month = 150,
                               .maintenance_per_month = 50, .interest_percent = 5 };
  BreakevenCloudCost cloud = { .setup = 300, .per_month = 900, .interest_percent = 5 };
  Scenario s = { .c0 = 20000, .kwh = 0, .maint = 2400, .interest = 5, .H = 36, .setup = 300 };

  assert_close (breakeven_cost_growth (5, 12), 1.05, 1e-15);
  assert_close (breakeven_cost_growth (5, 36), pow (1.05, 3), 1e-15);
  assert_close (breakeven_cost_accumulation (0, 17), 17, 1e-15);
  assert_close (breakeven_cost_accumulation (5, 12), 12 * 0.05 / log (1.05), 1e-14);
  /* a month-by-month compounding loop, each month's flow paid evenly through it */
  for (double t = 0; t <= 60; t += 6)
    {
      assert_close (breakeven_cost_local_cash_at (&local, t), ref_compound (20000, 200, 5, t), 1e-6);
      assert_close (breakeven_cost_cloud_at (&cloud, t), ref_compound (300, 900, 5, t), 1e-6);
    }
  /* the cloud side earns interest too: over 36 months 900 a month is worth more than 32,400 */
  g_assert_cmpfloat (breakeven_cost_cloud_at (&cloud, 36), >, 300 * 1.05 * 1.05 * 1.05 + 900 * 36);
  /* the opportunity cost is the capital's share of it */
  assert_close (breakeven_cost_opportunity (20000, 5, 36), 20000 * (pow (1.05, 3) - 1), 1e-12);
  {
    double t = breakeven_cost_breakeven_month (&local, &cloud);

    (void) s;
    assert_close (breakeven_cost_cloud_at (&cloud, t), breakeven_cost_local_at (&local, t), 1e-9);
    g_assert_cmpfloat (breakeven_cost_cloud_at (&cloud, t - 1e-3), <,
                       breakeven_cost_local_at (&local, t - 1e-3));
  }
}

static void
test_term_cloud_idle (void)
{
  /* The build is on but idle 2 h a day; the instance is kept running 4 h a day in a no-GPU
   * mode at 0.1 an hour: separate hours, separate price */
  g_autoptr(BreakevenProject) project = seed000_project (12);
  g_autoptr(BreakevenAnalysis) a = NULL;
  BreakevenOffer *offer;
  const BreakevenOfferResult *r;

  breakeven_project_set_idle_hours_per_day (project, 2);
  breakeven_project_set_idle_watts (project, 100);
  /* unset, the cloud idle hours follow the build's (format 1 had one value) and the idle
   * price follows the price */
  a = breakeven_analysis_new (project);
  r = breakeven_analysis_get_offer (a, 0);
  assert_close (a->inputs.cloud_idle_hours_per_day, 2, 1e-15);
  assert_close (r->cloud.per_month, 2.58 * 14 * D, 1e-12);
  g_clear_pointer (&a, breakeven_analysis_free);

  breakeven_project_set_cloud_idle_hours_per_day (project, 4);
  offer = g_list_model_get_item (G_LIST_MODEL (breakeven_project_get_offers (project)), 0);
  breakeven_offer_set_idle_price_per_hour (offer, 0.1);
  a = breakeven_analysis_new (project);
  r = breakeven_analysis_get_offer (a, 0);
  assert_close (r->cloud.per_month, 2.58 * 12 * D + 0.1 * 4 * D, 1e-12);
  /* the build's idle hours stay 2 */
  assert_close (a->local.electricity_per_month, (0.6 * 12 + 0.1 * 2) * D * 0.6, 1e-12);
  assert_close (breakeven_cost_cloud_per_month (2.58, 12, 1, 0, 0.1, 4, 0, 0),
                2.58 * 12 * D + 0.1 * 4 * D, 1e-12);
  g_clear_pointer (&a, breakeven_analysis_free);

  /* cleared again, it follows the price */
  breakeven_offer_unset_idle_price_per_hour (offer);
  g_assert_false (breakeven_offer_get_idle_price_set (offer));
  assert_close (breakeven_offer_get_idle_price_per_hour (offer), 2.58, 1e-15);
  breakeven_project_unset_cloud_idle_hours_per_day (project);
  assert_close (breakeven_project_get_cloud_idle_hours_per_day (project), 2, 1e-15);
  g_object_unref (offer);
}

static void
test_term_cash_payback (void)
{
  /* 30 % resale on 10,000 of parts, no interest: net breakeven (10000 - 3000) / 500 = 14,
   * cash payback 10000 / 500 = 20 */
  BreakevenLocalCost local = { .capex = 10000, .resale_base = 10000, .horizon_months = 24,
                               .resale_percent = 30, .resale_after_purchase_percent = 30 };
  BreakevenCloudCost cloud = { .per_month = 500 };

  assert_close (breakeven_cost_breakeven_month (&local, &cloud), 14, 1e-12);
  assert_close (breakeven_cost_cash_payback_month (&local, &cloud), 20, 1e-12);
  /* without resale both are the same month */
  local.resale_percent = local.resale_after_purchase_percent = 0;
  assert_close (breakeven_cost_breakeven_month (&local, &cloud), 20, 1e-12);
  assert_close (breakeven_cost_cash_payback_month (&local, &cloud), 20, 1e-12);
}

static void
test_term_breakeven_price (void)
{
  /* seed 000: the AutoDL price at which 36 months of renting cost what the build does */
  g_autoptr(BreakevenProject) project = seed000_project (12);
  g_autoptr(BreakevenAnalysis) a = breakeven_analysis_new (project);
  const BreakevenOfferResult *r = breakeven_analysis_get_offer (a, 0);
  double price = (23592 + 131.4 * 36) / (12 * D * 36);
  BreakevenOffer *offer;

  assert_close (r->breakeven_price_per_hour, price, 1e-12);
  offer = g_list_model_get_item (G_LIST_MODEL (breakeven_project_get_offers (project)), 0);
  breakeven_offer_set_price_per_hour (offer, r->breakeven_price_per_hour);
  g_clear_pointer (&a, breakeven_analysis_free);
  a = breakeven_analysis_new (project);
  assert_close (breakeven_analysis_get_offer (a, 0)->horizon_cost, a->horizon_cost, 1e-12);
  assert_close (breakeven_analysis_get_offer (a, 0)->breakeven_months, 36, 1e-9);

  /* an idle price that is set stays fixed; one that follows moves with the price */
  breakeven_project_set_idle_hours_per_day (project, 4);
  breakeven_offer_set_idle_price_per_hour (offer, 0.5);
  g_clear_pointer (&a, breakeven_analysis_free);
  a = breakeven_analysis_new (project);
  price = (a->horizon_cost - 0.5 * 4 * D * 36) / (12 * D * 36);
  assert_close (breakeven_analysis_get_offer (a, 0)->breakeven_price_per_hour, price, 1e-12);
  breakeven_offer_unset_idle_price_per_hour (offer);
  g_clear_pointer (&a, breakeven_analysis_free);
  a = breakeven_analysis_new (project);
  price = a->horizon_cost / (16 * D * 36);
  assert_close (breakeven_analysis_get_offer (a, 0)->breakeven_price_per_hour, price, 1e-12);

  /* a setup fee dearer than the build: no price makes renting as cheap */
  breakeven_offer_set_setup_cost (offer, 1e6);
  g_clear_pointer (&a, breakeven_analysis_free);
  a = breakeven_analysis_new (project);
  g_assert_true (isnan (breakeven_analysis_get_offer (a, 0)->breakeven_price_per_hour));
  g_object_unref (offer);
}

static void
test_term_job_analysis (void)
{
  /* seed 002's job through the analysis: 650 W at 1.0 per kWh for 4.87 h; the cloud 3.5/h at
   * speed 4.87/5.03 with 200 GB at 0.0007 per GB-hour */
  g_autoptr(BreakevenProject) project = breakeven_project_new ();
  g_autoptr(BreakevenOffer) offer = breakeven_offer_new ("AutoDL", "A", 3.5, NULL);
  g_autoptr(BreakevenAnalysis) a = NULL;
  double compute, storage;

  breakeven_project_set_wall_watts (project, 650);
  breakeven_project_set_price_per_kwh (project, 1.0);
  breakeven_project_set_cloud_storage_gb (project, 200);
  breakeven_offer_set_relative_speed (offer, 4.87 / 5.03);
  breakeven_offer_set_storage_price_per_gb_month (offer, 0.0007 * 24 * D);
  g_list_store_append (breakeven_project_get_offers (project), offer);
  a = breakeven_analysis_new (project);
  assert_rounds_to (breakeven_analysis_job_local (a, 4.87), 3.17, 2);
  breakeven_analysis_job_cloud (a, breakeven_analysis_get_offer (a, 0), 4.87, &compute, &storage);
  assert_rounds_to (compute, 17.61, 2);
  assert_rounds_to (storage, 0.70, 2);
  g_clear_pointer (&a, breakeven_analysis_free);

  /* cooling counts locally, interruptions on a spot instance in the cloud */
  breakeven_project_set_cooling_overhead_percent (project, 10);
  breakeven_offer_set_billing (offer, BREAKEVEN_BILLING_SPOT);
  breakeven_offer_set_interruption_overhead_percent (offer, 20);
  a = breakeven_analysis_new (project);
  assert_close (breakeven_analysis_job_local (a, 4.87), 0.65 * 4.87 * 1.1, 1e-12);
  breakeven_analysis_job_cloud (a, breakeven_analysis_get_offer (a, 0), 4.87, &compute, &storage);
  assert_close (compute, 3.5 * 5.03 * 1.2, 1e-12);
}

static void
test_term_vram_and_verdict (void)
{
  g_autoptr(BreakevenProject) project = seed000_project (12);
  g_autoptr(BreakevenOffer) small = breakeven_offer_new ("X", "16 GB", 0.5, NULL);
  g_autoptr(BreakevenAnalysis) a = NULL;
  BreakevenPart *gpu;

  /* a cheap 16 GB offer wins while no VRAM is asked for */
  breakeven_offer_set_vram_gb (small, 16);
  g_list_store_append (breakeven_project_get_offers (project), small);
  a = breakeven_analysis_new (project);
  g_assert_cmpint (a->choice, ==, BREAKEVEN_CHOICE_RENT);
  g_assert_cmpint (a->choice_offer, ==, 1);
  assert_close (a->choice_difference,
                a->horizon_cost - breakeven_analysis_get_offer (a, 1)->horizon_cost, 1e-12);
  g_clear_pointer (&a, breakeven_analysis_free);

  /* 24 GB needed: the 16 GB offer is flagged and left out; the AutoDL one has no VRAM given,
   * so it cannot be shown to fit either; the build's RTX 4090D has 24 GB */
  breakeven_project_set_vram_needed_gb (project, 24);
  gpu = g_list_model_get_item (G_LIST_MODEL (breakeven_project_get_parts (project)), 0);
  breakeven_part_set_vram_gb (gpu, 24);
  a = breakeven_analysis_new (project);
  g_assert_false (breakeven_analysis_get_offer (a, 1)->eligible);
  g_assert_false (breakeven_analysis_get_offer (a, 0)->eligible);
  g_assert_true (a->build_eligible);
  g_assert_cmpint (breakeven_analysis_get_cheapest_offer (a), ==, -1);
  g_assert_cmpint (a->choice, ==, BREAKEVEN_CHOICE_BUILD);
  g_assert_true (isnan (a->choice_difference));
  g_clear_pointer (&a, breakeven_analysis_free);

  /* with the AutoDL offer at 24 GB, the build (29.1 months to break even) wins over 36 */
  {
    g_autoptr(BreakevenOffer) autodl =
      g_list_model_get_item (G_LIST_MODEL (breakeven_project_get_offers (project)), 0);

    breakeven_offer_set_vram_gb (autodl, 24);
  }
  a = breakeven_analysis_new (project);
  g_assert_cmpint (a->choice, ==, BREAKEVEN_CHOICE_BUILD);
  g_assert_cmpint (a->choice_offer, ==, 0);
  assert_close (a->choice_difference,
                breakeven_analysis_get_offer (a, 0)->horizon_cost - a->horizon_cost, 1e-12);
  g_clear_pointer (&a, breakeven_analysis_free);

  /* a 12 GB build GPU lacks the VRAM: renting is the answer */
  breakeven_part_set_vram_gb (gpu, 12);
  a = breakeven_analysis_new (project);
  g_assert_false (a->build_eligible);
  g_assert_cmpint (a->choice, ==, BREAKEVEN_CHOICE_RENT);
  g_clear_pointer (&a, breakeven_analysis_free);

  /* no offers: no verdict */
  g_list_store_remove_all (breakeven_project_get_offers (project));
  a = breakeven_analysis_new (project);
  g_assert_cmpint (a->choice, ==, BREAKEVEN_CHOICE_NONE);
  g_assert_cmpint (a->choice_offer, ==, -1);
  g_object_unref (gpu);
}

/* A promotion is compared and charted like any offer but is the verdict's comparison only when
 * no eligible offer at a lasting price exists */
static void
test_term_promotion (void)
{
  g_autoptr(BreakevenProject) project = seed000_project (12);
  g_autoptr(BreakevenOffer) promotion = breakeven_offer_new ("X", "promotion", 0.5, NULL);
  g_autoptr(BreakevenOffer) lasting = NULL;
  g_autoptr(BreakevenAnalysis) a = NULL;
  double build;

  g_list_store_append (breakeven_project_get_offers (project), promotion);
  lasting = g_list_model_get_item (G_LIST_MODEL (breakeven_project_get_offers (project)), 0);

  /* unmarked, the cheap offer is the comparison */
  a = breakeven_analysis_new (project);
  g_assert_cmpint (a->choice_offer, ==, 1);
  g_assert_cmpint (a->choice, ==, BREAKEVEN_CHOICE_RENT);
  g_clear_pointer (&a, breakeven_analysis_unref);

  /* marked as a promotion, the AutoDL price (2.58/h) is: the build wins over 36 months */
  breakeven_offer_set_promotion (promotion, TRUE);
  a = breakeven_analysis_new (project);
  g_assert_true (breakeven_analysis_get_offer (a, 1)->promotion);
  g_assert_false (breakeven_analysis_get_offer (a, 0)->promotion);
  g_assert_cmpint (breakeven_analysis_get_cheapest_offer (a), ==, 0);
  g_assert_cmpint (a->choice_offer, ==, 0);
  g_assert_cmpint (a->choice, ==, BREAKEVEN_CHOICE_BUILD);
  build = a->horizon_cost;
  assert_close (a->choice_difference, breakeven_analysis_get_offer (a, 0)->horizon_cost - build,
                1e-12);
  /* its own figures are still there */
  g_assert_true (breakeven_analysis_get_offer (a, 1)->horizon_cost < build);
  g_clear_pointer (&a, breakeven_analysis_unref);

  /* every offer a promotion: the cheapest of them */
  breakeven_offer_set_promotion (lasting, TRUE);
  a = breakeven_analysis_new (project);
  g_assert_cmpint (a->choice_offer, ==, 1);
  g_assert_cmpint (a->choice, ==, BREAKEVEN_CHOICE_RENT);
  g_clear_pointer (&a, breakeven_analysis_unref);

  /* a lasting offer without the VRAM needed does not count: the promotion is compared again */
  breakeven_offer_set_promotion (lasting, FALSE);
  breakeven_offer_set_vram_gb (lasting, 16);
  breakeven_offer_set_vram_gb (promotion, 24);
  breakeven_project_set_vram_needed_gb (project, 24);
  a = breakeven_analysis_new (project);
  g_assert_cmpint (a->choice_offer, ==, 1);
}

static void
test_term_circuit_limit (void)
{
  g_autoptr(BreakevenProject) project = seed000_project (12);
  g_autoptr(BreakevenAnalysis) a = NULL;

  breakeven_project_set_circuit_limit_watts (project, 500);
  a = breakeven_analysis_new (project);
  g_assert_true (a->over_circuit_limit);
  g_clear_pointer (&a, breakeven_analysis_free);
  breakeven_project_set_circuit_limit_watts (project, 600);
  a = breakeven_analysis_new (project);
  g_assert_false (a->over_circuit_limit);
}

/* docs/cost-model.md promises "breakeven <= H exactly when the build is cheaper over the horizon",
 * holds when C - L does not fall anywhere on [0, H].  It can fall when interest overtakes the
 * monthly saving or a resale value falls faster than the rent accrues (bought to be resold at
 * once): then the first crossing and the horizon can disagree, and the test says so. */
static gboolean
difference_falls (const BreakevenAnalysis     *a,
                  const BreakevenOfferResult *r)
{
  double horizon = a->inputs.horizon_months;
  double prev = -INFINITY;

  for (int i = 0; i <= 4000; i++)
    {
      double t = horizon * i / 4000.0;
      double d = breakeven_cost_cloud_at (&r->cloud, t) - breakeven_cost_local_at (&a->local, t);

      if (d < prev - 1e-9 * MAX (1.0, fabs (prev)))
        return TRUE;
      prev = d;
    }
  return FALSE;
}

static BreakevenProject *
random_project (GRand *rand)
{
  BreakevenProject *project = breakeven_project_new ();
  guint n_offers = g_rand_int_range (rand, 1, 4);
  double hours = g_rand_double_range (rand, 0.5, 16);

  for (guint i = 0; i < (guint) g_rand_int_range (rand, 1, 5); i++)
    {
      g_autoptr(BreakevenPart) part =
        breakeven_part_new (i == 0 ? BREAKEVEN_PART_GPU : BREAKEVEN_PART_OTHER, "p",
                            g_rand_int_range (rand, 1, 3), g_rand_double_range (rand, 100, 20000),
                            g_rand_double_range (rand, 0, 500));
      if (i == 0)
        breakeven_part_set_vram_gb (part, g_rand_boolean (rand) ? 24 : 12);
      g_list_store_append (breakeven_project_get_parts (project), part);
    }
  breakeven_project_set_price_per_kwh (project, g_rand_double_range (rand, 0, 1.5));
  breakeven_project_set_hours_per_day (project, hours);
  breakeven_project_set_idle_hours_per_day (project, g_rand_double_range (rand, 0, 24 - hours));
  breakeven_project_set_idle_watts (project, g_rand_double_range (rand, 0, 150));
  if (g_rand_boolean (rand))
    breakeven_project_set_cloud_idle_hours_per_day (project, g_rand_double_range (rand, 0, 24 - hours));
  breakeven_project_set_maintenance_per_year (project, g_rand_double_range (rand, 0, 2000));
  breakeven_project_set_horizon_months (project, g_rand_int_range (rand, 6, 121));
  if (g_rand_boolean (rand))
    breakeven_project_set_resale_percent (project, g_rand_double_range (rand, 0, 70));
  if (g_rand_boolean (rand))
    breakeven_project_set_resale_after_purchase_percent (project, g_rand_double_range (rand, 0, 90));
  if (g_rand_boolean (rand))
    breakeven_project_set_interest_percent (project, g_rand_double_range (rand, 0, 15));
  if (g_rand_int_range (rand, 0, 4) == 0)
    breakeven_project_set_vram_needed_gb (project, 24);
  if (g_rand_int_range (rand, 0, 3) == 0)
    {
      breakeven_project_set_has_vendor_quote (project, TRUE);
      breakeven_project_set_vendor_quote (project, g_rand_double_range (rand, 1000, 60000));
      breakeven_project_set_use_vendor_quote (project, g_rand_boolean (rand));
    }
  breakeven_project_set_cloud_storage_gb (project, g_rand_double_range (rand, 0, 300));

  for (guint i = 0; i < n_offers; i++)
    {
      g_autoptr(BreakevenOffer) offer =
        breakeven_offer_new ("P", "O", g_rand_double_range (rand, 0.2, 15), NULL);

      breakeven_offer_set_relative_speed (offer, g_rand_double_range (rand, 0.4, 2));
      breakeven_offer_set_vram_gb (offer, g_rand_boolean (rand) ? 24 : 16);
      breakeven_offer_set_storage_price_per_gb_month (offer, g_rand_double_range (rand, 0, 0.5));
      if (g_rand_boolean (rand))
        breakeven_offer_set_idle_price_per_hour (offer, g_rand_double_range (rand, 0, 1));
      if (g_rand_boolean (rand))
        breakeven_offer_set_setup_cost (offer, g_rand_double_range (rand, 0, 3000));
      if (g_rand_boolean (rand))
        {
          breakeven_offer_set_billing (offer, BREAKEVEN_BILLING_SPOT);
          breakeven_offer_set_interruption_overhead_percent (offer, g_rand_double_range (rand, 0, 30));
        }
      g_list_store_append (breakeven_project_get_offers (project), offer);
    }
  return project;
}

/* On many random projects every figure tells the same story */
static void
test_consistency (void)
{
  GRand *rand = g_rand_new_with_seed (8);
  guint checked_hours = 0, checked_price = 0, exceptions = 0;

  for (int n = 0; n < 300; n++)
    {
      g_autoptr(BreakevenProject) project = random_project (rand);
      g_autoptr(BreakevenAnalysis) a = breakeven_analysis_new (project);
      double horizon = a->inputs.horizon_months;
      double best = INFINITY;

      for (guint i = 0; i < breakeven_analysis_get_n_offers (a); i++)
        {
          const BreakevenOfferResult *r = breakeven_analysis_get_offer (a, i);
          gboolean within = !isnan (r->breakeven_months) && r->breakeven_months <= horizon;
          gboolean cheaper = a->horizon_cost <= r->horizon_cost;
          g_autoptr(BreakevenOffer) offer = g_list_model_get_item (
            G_LIST_MODEL (breakeven_project_get_offers (project)), i);
          double original = breakeven_offer_get_price_per_hour (offer);

          if (r->eligible)
            best = MIN (best, r->horizon_cost);

          /* breakeven <= H exactly when the build costs no more over the horizon */
          if (within != cheaper)
            {
              g_assert_true (difference_falls (a, r)
                             || fabs (r->horizon_cost - a->horizon_cost)
                                  <= 1e-9 * fabs (a->horizon_cost));
              exceptions++;
            }

          /* at the breakeven price the two horizon costs are equal */
          if (!isnan (r->breakeven_price_per_hour))
            {
              g_autoptr(BreakevenAnalysis) at_price = NULL;

              breakeven_offer_set_price_per_hour (offer, r->breakeven_price_per_hour);
              at_price = breakeven_analysis_new (project);
              assert_close (breakeven_analysis_get_offer (at_price, i)->horizon_cost,
                            at_price->horizon_cost, 1e-9);
              breakeven_offer_set_price_per_hour (offer, original);
              checked_price++;
            }
        }

      /* at the breakeven hours per day the breakeven month is the horizon */
      {
        const BreakevenOfferResult *r = breakeven_analysis_get_offer (a, 0);
        double h = r->breakeven_hours_per_day;
        double work = breakeven_project_get_hours_per_day (project);

        if (!isnan (h) && h > 0 && h + MAX (breakeven_project_get_idle_hours_per_day (project),
                                            breakeven_project_get_cloud_idle_hours_per_day (project)) <= 24)
          {
            g_autoptr(BreakevenAnalysis) at_hours = NULL;
            const BreakevenOfferResult *rh;

            breakeven_project_set_hours_per_day (project, h);
            at_hours = breakeven_analysis_new (project);
            rh = breakeven_analysis_get_offer (at_hours, 0);
            assert_close (rh->horizon_cost, at_hours->horizon_cost, 1e-9);
            if (!difference_falls (at_hours, rh))
              assert_close (rh->breakeven_months, horizon, 1e-6);
            breakeven_project_set_hours_per_day (project, work);
            checked_hours++;
          }
      }

      /* the verdict matches the table */
      if (isinf (best))
        g_assert_cmpint (a->choice, ==,
                         a->build_eligible ? BREAKEVEN_CHOICE_BUILD : BREAKEVEN_CHOICE_NONE);
      else
        {
          g_assert_cmpint (a->choice, ==,
                           a->build_eligible && a->horizon_cost <= best ? BREAKEVEN_CHOICE_BUILD
                                                                         : BREAKEVEN_CHOICE_RENT);
          assert_close (breakeven_analysis_get_offer (a, (guint) a->choice_offer)->horizon_cost,
                        best, 0);
          assert_close (a->choice_difference, fabs (a->horizon_cost - best), 1e-12);
        }
    }
  /* the properties were exercised, not skipped */
  g_assert_cmpuint (checked_hours, >, 100);
  g_assert_cmpuint (checked_price, >, 300);
  g_test_message ("%u disagreements, each where C - L falls", exceptions);
  g_rand_free (rand);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cost/reference/seed000-12h", test_seed000_12h);
  g_test_add_func ("/cost/reference/seed000-18h", test_seed000_18h);
  g_test_add_func ("/cost/reference/seed000-per-hour", test_seed000_per_hour);
  g_test_add_func ("/cost/reference/seed000-budget", test_seed000_budget);
  g_test_add_func ("/cost/reference/seed002-job", test_seed002_job);
  g_test_add_func ("/cost/reference/seed002-utilisation", test_seed002_utilisation);
  g_test_add_func ("/cost/reference/seed002-opportunity", test_seed002_opportunity);
  g_test_add_func ("/cost/term/interest", test_term_interest);
  g_test_add_func ("/cost/term/resale", test_term_resale);
  g_test_add_func ("/cost/term/idle", test_term_idle);
  g_test_add_func ("/cost/term/cooling", test_term_cooling);
  g_test_add_func ("/cost/term/maintenance", test_term_maintenance);
  g_test_add_func ("/cost/term/storage", test_term_storage);
  g_test_add_func ("/cost/term/interruption", test_term_interruption);
  g_test_add_func ("/cost/term/setup", test_term_setup);
  g_test_add_func ("/cost/term/relative-speed", test_term_relative_speed);
  g_test_add_func ("/cost/term/vendor-quote", test_term_vendor_quote);
  g_test_add_func ("/cost/term/currency", test_term_currency);
  g_test_add_func ("/cost/edge/zero-hours", test_edge_zero_hours);
  g_test_add_func ("/cost/edge/no-offers", test_edge_no_offers);
  g_test_add_func ("/cost/edge/no-parts", test_edge_no_parts);
  g_test_add_func ("/cost/edge/cloud-never-dearer", test_edge_cloud_never_dearer);
  g_test_add_func ("/cost/edge/setup-over-capex", test_edge_setup_over_capex);
  g_test_add_func ("/cost/edge/interest-crosses-once", test_edge_interest_crosses_once);
  g_test_add_func ("/cost/edge/crosses-twice", test_edge_crosses_twice);
  g_test_add_func ("/cost/edge/past-1200-months", test_edge_past_1200);
  g_test_add_func ("/cost/series", test_series);
  g_test_add_func ("/cost/random-scenarios", test_random_scenarios);
  g_test_add_func ("/cost/term/resale-falling", test_term_resale_falling);
  g_test_add_func ("/cost/term/resale-vendor-quote", test_term_resale_vendor_quote);
  g_test_add_func ("/cost/term/interest-both-sides", test_term_interest_both_sides);
  g_test_add_func ("/cost/term/cloud-idle", test_term_cloud_idle);
  g_test_add_func ("/cost/term/cash-payback", test_term_cash_payback);
  g_test_add_func ("/cost/term/breakeven-price", test_term_breakeven_price);
  g_test_add_func ("/cost/term/job-analysis", test_term_job_analysis);
  g_test_add_func ("/cost/term/vram-and-verdict", test_term_vram_and_verdict);
  g_test_add_func ("/cost/term/circuit-limit", test_term_circuit_limit);
  g_test_add_func ("/cost/term/promotion", test_term_promotion);
  g_test_add_func ("/cost/consistency", test_consistency);

  return g_test_run ();
}
