/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-cost.c: the cost engine against the reference figures and hand-computed cases */

#include "config.h"

#include <math.h>

#include "breakeven-cost.h"

#define D (365.0 / 12.0)

static void
assert_close (double actual,
              double expected,
              double relative)
{
  double tolerance = relative * MAX (1.0, fabs (expected));

  if (!(fabs (actual - expected) <= tolerance))
    g_error ("expected %.10g, got %.10g (tolerance %.3g)", expected, actual, tolerance);
}

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
  g_assert_error (error, BREAKEVEN_ERROR, BREAKEVEN_ERROR_NO_EXCHANGE_RATE);
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
test_edge_interest_crosses_twice (void)
{
  /* At 50% a year the cost of capital overtakes the monthly saving: the cloud becomes dearer
   * around month 13 and cheaper again around month 54 */
  BreakevenLocalCost local = { .capex = 10000, .interest_percent = 50 };
  BreakevenCloudCost cloud = { .per_month = 1000 };
  double t = breakeven_cost_breakeven_month (&local, &cloud);
  double later = -1;

  g_assert_false (isnan (t));
  g_assert_cmpfloat (fabs (difference (&local, &cloud, t)), <, 1e-6);
  g_assert_cmpfloat (difference (&local, &cloud, t - 1e-4), <, 0);
  g_assert_cmpfloat (difference (&local, &cloud, t + 1e-4), >, 0);
  /* it is the first of two crossings */
  for (double m = t + 1; m < 200; m += 0.5)
    if (difference (&local, &cloud, m) < 0)
      {
        later = m;
        break;
      }
  g_assert_cmpfloat (later, >, t + 10);
  for (double m = 0; m < t - 1e-3; m += 1e-3)
    g_assert_cmpfloat (difference (&local, &cloud, m), <, 0);

  /* too expensive capital: never crosses */
  local.interest_percent = 100;
  g_assert_true (isnan (breakeven_cost_breakeven_month (&local, &cloud)));
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

/* An independent reading of DESIGN.md's formulas, written separately from the engine */
typedef struct
{
  double c0, wall, idle_w, cooling, kwh, maint, resale, interest, h, idle_h, H, gb;
  double price, storage, speed, interruption, setup;
} Scenario;

static double
ref_local (const Scenario *s,
           double          t)
{
  double e = (s->wall / 1000 * s->h + s->idle_w / 1000 * s->idle_h) * (1 + s->cooling / 100) * D * s->kwh;
  double o = s->c0 * (pow (1 + s->interest / 100, t / 12) - 1);
  return s->c0 + (e + s->maint / 12) * t + o;
}

static double
ref_cloud (const Scenario *s,
           double          t)
{
  double k = s->price * (s->h / s->speed * (1 + s->interruption / 100) + s->idle_h) * D + s->gb * s->storage;
  return s->setup + k * t;
}

static double
ref_breakeven (const Scenario *s)
{
  double step = 0.02, prev;

  if (ref_cloud (s, 0) >= ref_local (s, 0))
    return 0;
  prev = 0;
  for (double t = step; t <= 1200 + step / 2; t += step)
    {
      if (ref_cloud (s, t) >= ref_local (s, t))
        {
          double lo = prev, hi = t;
          for (int i = 0; i < 80; i++)
            {
              double mid = (lo + hi) / 2;
              if (ref_cloud (s, mid) >= ref_local (s, mid))
                hi = mid;
              else
                lo = mid;
            }
          return hi;
        }
      prev = t;
    }
  return NAN;
}

static void
test_random_scenarios (void)
{
  GRand *rand = g_rand_new_with_seed (20261129);

  for (int i = 0; i < 300; i++)
    {
      Scenario s = {
        .c0 = g_rand_double_range (rand, 0, 100000),
        .wall = g_rand_double_range (rand, 0, 2000),
        .idle_w = g_rand_double_range (rand, 0, 200),
        .cooling = g_rand_double_range (rand, 0, 50),
        .kwh = g_rand_double_range (rand, 0, 2),
        .maint = g_rand_double_range (rand, 0, 3000),
        .resale = g_rand_double_range (rand, 0, 60),
        .interest = g_rand_boolean (rand) ? 0 : g_rand_double_range (rand, 0, 20),
        .h = g_rand_double_range (rand, 0, 16),
        .idle_h = g_rand_double_range (rand, 0, 8),
        .H = g_rand_int_range (rand, 1, 241),
        .gb = g_rand_double_range (rand, 0, 500),
        .price = g_rand_double_range (rand, 0.1, 20),
        .storage = g_rand_double_range (rand, 0, 1),
        .speed = g_rand_double_range (rand, 0.3, 2),
        .interruption = g_rand_double_range (rand, 0, 30),
        .setup = g_rand_boolean (rand) ? 0 : g_rand_double_range (rand, 0, 5000),
      };
      BreakevenInputs in = { s.c0, s.wall, s.idle_w, s.cooling, s.kwh, s.maint, s.resale,
                             s.interest, s.h, s.idle_h, s.H, s.gb };
      BreakevenOfferInputs offer = { s.price, s.storage, s.speed, s.interruption, s.setup };
      BreakevenLocalCost local;
      BreakevenCloudCost cloud;
      double expected, actual;

      breakeven_cost_local_from_inputs (&in, s.h, &local);
      breakeven_cost_cloud_from_inputs (&in, &offer, s.h, &cloud);
      for (double t = 0; t <= s.H; t += s.H / 7.0)
        {
          assert_close (breakeven_cost_local_at (&local, t), ref_local (&s, t), 1e-9);
          assert_close (breakeven_cost_cloud_at (&cloud, t), ref_cloud (&s, t), 1e-9);
        }
      assert_close (breakeven_cost_local_horizon (&local, s.H),
                    ref_local (&s, s.H) - s.resale / 100 * s.c0, 1e-9);

      expected = ref_breakeven (&s);
      actual = breakeven_cost_breakeven_month (&local, &cloud);
      if (isnan (expected))
        g_assert_true (isnan (actual));
      else
        assert_close (actual, expected, 1e-6);
    }
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
  g_test_add_func ("/cost/edge/interest-crosses-twice", test_edge_interest_crosses_twice);
  g_test_add_func ("/cost/edge/past-1200-months", test_edge_past_1200);
  g_test_add_func ("/cost/series", test_series);
  g_test_add_func ("/cost/random-scenarios", test_random_scenarios);

  return g_test_run ();
}
