/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-explain.c: "how is this computed" strings carry the user's numbers and the engine's result
 *
 * Every line "symbol = expression = result" (and "expression = result") of every explanation is
 * evaluated here, with a small evaluator of what a reader would type into a calculator, and
 * must give the printed result to half a cent; each figure's printed result must be the
 * engine's value rounded to cents.
 */

#include "config.h"

#include <locale.h>
#include <math.h>
#include <string.h>

#include "breakeven-explain.h"
#include "breakeven-format.h"

#include "explain-calculator.h"

static char *
months (double value)
{
  g_autofree char *number = breakeven_format_number (value, value == floor (value) ? 0 : 2);

  return g_strdup_printf (value == 1 ? "%s month" : "%s months", number);
}

/* ---- Projects ---- */

/* Seed 000: C0 23,592; 600 W at 0.6 per kWh, 12 h/day, 36 months; AutoDL 2.58/h */
static BreakevenProject *
seed_project (void)
{
  BreakevenProject *project = breakeven_project_new ();
  g_autoptr(BreakevenPart) gpu = breakeven_part_new (BREAKEVEN_PART_GPU, "RTX 4090D", 1, 16299, 425);
  g_autoptr(BreakevenPart) rest = breakeven_part_new (BREAKEVEN_PART_OTHER, "Rest", 1, 7293, 175);
  g_autoptr(BreakevenOffer) offer = breakeven_offer_new ("AutoDL", "RTX 4090D", 2.58, NULL);

  g_list_store_append (breakeven_project_get_parts (project), gpu);
  g_list_store_append (breakeven_project_get_parts (project), rest);
  g_list_store_append (breakeven_project_get_offers (project), offer);
  breakeven_project_set_wall_watts (project, 600);
  breakeven_project_set_price_per_kwh (project, 0.6);
  breakeven_project_set_hours_per_day (project, 12);
  return project;
}

static BreakevenOffer *
first_offer (BreakevenProject *project)
{
  return g_list_model_get_item (G_LIST_MODEL (breakeven_project_get_offers (project)), 0);
}

static void
add_offer (BreakevenProject *project,
           BreakevenOffer   *offer)
{
  g_list_store_append (breakeven_project_get_offers (project), offer);
}

/* Resale 45 % at the horizon, 60 % right after purchase, bought assembled for 36,000 */
static void
with_resale (BreakevenProject *project)
{
  breakeven_project_set_resale_percent (project, 45);
  breakeven_project_set_resale_after_purchase_percent (project, 60);
  breakeven_project_set_has_vendor_quote (project, TRUE);
  breakeven_project_set_vendor_quote (project, 36000);
  breakeven_project_set_use_vendor_quote (project, TRUE);
}

/* A USD offer converted at 7.1, with a setup cost and storage */
static void
with_usd_offer (BreakevenProject *project)
{
  g_autoptr(BreakevenOffer) usd = breakeven_offer_new ("Lambda", "RTX 4090", 0.31, "USD");

  breakeven_offer_set_setup_cost (usd, 20);
  breakeven_offer_set_storage_price_per_gb_month (usd, 0.07);
  breakeven_project_set_exchange_rate (project, "USD", "CNY", 7.1);
  breakeven_project_set_cloud_storage_gb (project, 200);
  add_offer (project, usd);
}

/* Idle power, cooling, maintenance; cloud idle hours, with an offer that bills them at a
 * lower idle price and one whose idle price follows its price */
static void
with_idle (BreakevenProject *project)
{
  g_autoptr(BreakevenOffer) seed = first_offer (project);
  g_autoptr(BreakevenOffer) follows = breakeven_offer_new ("Vast", "RTX 4090", 2.2, NULL);

  breakeven_project_set_idle_watts (project, 85);
  breakeven_project_set_idle_hours_per_day (project, 5);
  breakeven_project_set_cloud_idle_hours_per_day (project, 3);
  breakeven_project_set_cooling_overhead_percent (project, 7);
  breakeven_project_set_maintenance_per_year (project, 500);
  breakeven_offer_set_idle_price_per_hour (seed, 0.35);
  add_offer (project, follows);
}

/* A spot offer: interruptions, a slower GPU, storage */
static void
with_spot (BreakevenProject *project)
{
  g_autoptr(BreakevenOffer) spot = breakeven_offer_new ("RunPod", "RTX 4090 spot", 1.73, NULL);

  breakeven_offer_set_billing (spot, BREAKEVEN_BILLING_SPOT);
  breakeven_offer_set_interruption_overhead_percent (spot, 12);
  breakeven_offer_set_relative_speed (spot, 0.97);
  breakeven_offer_set_storage_price_per_gb_month (spot, 0.3);
  breakeven_project_set_cloud_storage_gb (project, 150);
  add_offer (project, spot);
}

typedef enum
{
  SEED = 0,
  INTEREST = 1 << 0,
  RESALE = 1 << 1,
  USD = 1 << 2,
  IDLE = 1 << 3,
  SPOT = 1 << 4,
  SETUP = 1 << 5,
  RESALE_FLAT = 1 << 6, /* v0 = r: no interest, the closed form with resale */
} Variant;

static BreakevenProject *
variant_project (Variant variant)
{
  BreakevenProject *project = seed_project ();

  if (variant & INTEREST)
    breakeven_project_set_interest_percent (project, 5);
  if (variant & RESALE)
    with_resale (project);
  if (variant & RESALE_FLAT)
    breakeven_project_set_resale_percent (project, 45);
  if (variant & USD)
    with_usd_offer (project);
  if (variant & IDLE)
    with_idle (project);
  if (variant & SPOT)
    with_spot (project);
  if (variant & SETUP)
    {
      g_autoptr(BreakevenOffer) seed = first_offer (project);

      breakeven_offer_set_setup_cost (seed, 592);
    }
  return project;
}

/* ---- Checks of each figure ---- */

static void
check_build (const BreakevenAnalysis *a)
{
  g_autofree char *per_month = breakeven_explain_per_month (a, -1, "CNY");
  g_autofree char *horizon = breakeven_explain_horizon_cost (a, -1, "CNY");
  g_autofree char *per_hour = breakeven_explain_cost_per_hour (a, -1, "CNY");
  g_autofree char *running = money (a->running_per_month);
  g_autofree char *electricity = money (a->local.electricity_per_month);
  g_autofree char *total = money (a->horizon_cost);
  g_autofree char *hourly = money (a->cost_per_hour);

  g_assert_cmpuint (check_lines (per_month), >=, a->local.maintenance_per_month != 0 ? 3 : 1);
  assert_figure (per_month, running);
  assert_figure (per_month, electricity);
  g_assert_nonnull (strstr (per_month, "365/12"));

  g_assert_cmpuint (check_lines (horizon), >=, 1);
  assert_figure (horizon, total);
  if (a->has_resale)
    {
      g_autofree char *resale = money (a->resale_value);

      assert_figure (horizon, resale);
      g_assert_nonnull (strstr (horizon, "resale base B"));
    }
  if (a->inputs.interest_percent > 0)
    {
      g_autofree char *opportunity = money (a->opportunity_cost);

      assert_figure (horizon, opportunity);
      g_assert_nonnull (strstr (horizon, "interest"));
    }

  g_assert_cmpuint (check_lines (per_hour), ==, 1);
  assert_figure (per_hour, hourly);
  g_assert_nonnull (strstr (per_hour, "365/12"));
}

/* The L(t) (or Lc(t)) and C(t) lines of a numerical crossing: both right, and equal */
static void
check_numeric_crossing (const char *text,
                        gboolean    cash)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  double local = NAN, cloud = NAN;

  for (guint i = 0; lines[i]; i++)
    {
      double value = NAN;
      LineCheck check = check_line (lines[i], &value);

      /* The curves' headings, "C(t) = K × S(t)", are no lines of numbers */
      if (check == LINE_NOT_NUMBERS)
        continue;
      if (check != LINE_GOOD)
        g_error ("wrong: %s", lines[i]);
      if (g_str_has_prefix (lines[i], cash ? "Lc(" : "L("))
        local = value;
      else if (g_str_has_prefix (lines[i], "C("))
        cloud = value;
    }
  if (isnan (local) || isnan (cloud))
    g_error ("no L(t) or C(t) line in:\n%s", text);
  g_assert_cmpfloat (local, ==, cloud);
  g_assert_nonnull (strstr (text, "numerically"));
}

static void
check_crossing (const BreakevenAnalysis    *a,
                const BreakevenOfferResult *r,
                const char                 *text,
                gboolean                    cash)
{
  double t = cash ? r->cash_payback_months : r->breakeven_months;
  gboolean closed = a->inputs.interest_percent == 0
                    && (cash || !a->has_resale
                        || a->local.resale_percent == a->local.resale_after_purchase_percent);
  g_autofree char *shown = months (t);

  g_assert_false (isnan (t));
  if (t == 0)
    {
      g_autofree char *line = g_strdup_printf ("\nt = %s", shown);

      g_assert_nonnull (strstr (text, line));
    }
  else if (closed)
    assert_figure (text, shown);
  else
    {
      g_autofree char *found = g_strdup_printf ("t = %s,", shown);

      g_assert_nonnull (strstr (text, found));
      check_numeric_crossing (text, cash);
    }
}

static void
check_offer (const BreakevenAnalysis *a,
             guint                    i)
{
  const BreakevenOfferResult *r = breakeven_analysis_get_offer (a, i);
  g_autofree char *per_month = breakeven_explain_per_month (a, (int) i, "CNY");
  g_autofree char *horizon = breakeven_explain_horizon_cost (a, (int) i, "CNY");
  g_autofree char *per_hour = breakeven_explain_cost_per_hour (a, (int) i, "CNY");
  g_autofree char *breakeven = breakeven_explain_breakeven (a, i, "CNY");
  g_autofree char *cash = breakeven_explain_cash_payback (a, i, "CNY");
  g_autofree char *hours = breakeven_explain_breakeven_hours (a, i, "CNY");
  g_autofree char *price = breakeven_explain_breakeven_price (a, i, "CNY");
  g_autofree char *k = money (r->cloud.per_month);
  g_autofree char *total = money (r->horizon_cost);
  g_autofree char *hourly = money (r->cost_per_hour);

  g_assert_cmpuint (check_lines (per_month), ==, 1);
  assert_figure (per_month, k);
  g_assert_nonnull (strstr (per_month, "365/12"));
  if (a->inputs.cloud_idle_hours_per_day != 0)
    {
      g_assert_nonnull (strstr (per_month, "idle price per hour"));
      g_assert_nonnull (strstr (per_month, "cloud idle hours per day"));
    }
  if (a->inputs.cloud_storage_gb != 0)
    g_assert_nonnull (strstr (per_month, "storage price per GB-month"));
  if (r->inputs.interruption_overhead_percent != 0)
    g_assert_nonnull (strstr (per_month, "interruption"));
  if (r->inputs.relative_speed != 1)
    g_assert_nonnull (strstr (per_month, "relative speed"));

  g_assert_cmpuint (check_lines (horizon), >=, 1);
  assert_figure (horizon, total);
  if (r->cloud.setup != 0)
    g_assert_nonnull (strstr (horizon, "setup"));

  g_assert_cmpuint (check_lines (per_hour), ==, 1);
  assert_figure (per_hour, hourly);

  /* The breakeven explains K and E + M too */
  g_assert_cmpuint (check_lines (breakeven), >=, 3);
  assert_figure (breakeven, k);
  check_crossing (a, r, breakeven, FALSE);
  check_lines (cash);
  check_crossing (a, r, cash, TRUE);

  g_assert_cmpuint (check_lines (hours), >=, 1);
  if (r->breakeven_hours_per_day > 0)
    {
      g_autofree char *number = breakeven_format_number (r->breakeven_hours_per_day, 2);
      g_autofree char *shown = g_strdup_printf ("%s h/day", number);

      assert_figure (hours, shown);
    }

  g_assert_cmpuint (check_lines (price), >=, 1);
  if (!isnan (r->breakeven_price_per_hour))
    {
      g_autofree char *p = money (r->breakeven_price_per_hour);
      g_autofree char *shown = g_strdup_printf ("%s per hour", p);

      assert_figure (price, shown);
    }

  if (a->inputs.interest_percent > 0)
    {
      g_assert_nonnull (strstr (horizon, "interest"));
      g_assert_nonnull (strstr (breakeven, "interest"));
      g_assert_nonnull (strstr (hours, "interest"));
      g_assert_nonnull (strstr (price, "interest"));
    }
  if (a->has_resale)
    {
      g_assert_nonnull (strstr (breakeven, "B × "));
      g_assert_nonnull (strstr (hours, "resale base B"));
    }
}

static void
check_method (const BreakevenAnalysis *a)
{
  g_autofree char *method = breakeven_explain_method (a, "CNY");
  g_autofree char *build_month = breakeven_explain_per_month (a, -1, "CNY");
  g_autofree char *build_horizon = breakeven_explain_horizon_cost (a, -1, "CNY");
  guint n = check_lines (method);

  g_assert_nonnull (strstr (method, "365/12"));
  g_assert_nonnull (strstr (method, build_month));
  g_assert_nonnull (strstr (method, build_horizon));
  for (guint i = 0; i < breakeven_analysis_get_n_offers (a); i++)
    {
      g_autofree char *per_month = breakeven_explain_per_month (a, (int) i, "CNY");
      g_autofree char *horizon = breakeven_explain_horizon_cost (a, (int) i, "CNY");
      g_autofree char *hours = breakeven_explain_breakeven_hours (a, i, "CNY");
      g_autofree char *price = breakeven_explain_breakeven_price (a, i, "CNY");
      g_autofree char *cash = breakeven_explain_cash_payback (a, i, "CNY");
      g_autofree char *breakeven = breakeven_explain_breakeven (a, i, "CNY");
      g_autofree char *crossing = g_strndup (breakeven, strstr (breakeven, "\n\n") - breakeven);

      g_assert_nonnull (strstr (method, per_month));
      g_assert_nonnull (strstr (method, horizon));
      g_assert_nonnull (strstr (method, hours));
      g_assert_nonnull (strstr (method, price));
      g_assert_nonnull (strstr (method, crossing));
      if (a->has_resale)
        g_assert_nonnull (strstr (method, cash));
    }
  /* Build: E, E + M, L(H), per hour; each offer: K, C(H), per hour, and more */
  g_assert_cmpuint (n, >=, 4 + 3 * breakeven_analysis_get_n_offers (a));
  if (a->choice_offer >= 0)
    {
      g_autofree char *difference = money (a->choice_difference);

      assert_figure (method, difference);
    }
}

static void
check_variant (gconstpointer data)
{
  Variant variant = GPOINTER_TO_UINT (data);
  g_autoptr(BreakevenProject) project = variant_project (variant);
  g_autoptr(BreakevenAnalysis) a = breakeven_analysis_new (project);

  g_assert_cmpuint (a->unpriced->len, ==, 0);
  check_build (a);
  for (guint i = 0; i < breakeven_analysis_get_n_offers (a); i++)
    check_offer (a, i);
  check_method (a);
  if (g_test_verbose ())
    {
      g_autofree char *method = breakeven_explain_method (a, "CNY");

      g_test_message ("%s", method);
    }
}

/* ---- Specific cases ---- */

static void
test_calculator (void)
{
  double value;

  g_assert_true (calc ("1,000 × 2^(3/3) - (1 + 0.5)", &value));
  g_assert_cmpfloat_with_epsilon (value, 1998.5, 1e-9);
  g_assert_true (calc ("12 × (1.05^(36/12) - 1) / ln(1.05)", &value));
  g_assert_cmpfloat_with_epsilon (value, 12 * 0.157625 / log (1.05), 1e-9);
  g_assert_true (calc ("(0.31 USD × 7.1) × 2", &value));
  g_assert_cmpfloat_with_epsilon (value, 4.402, 1e-9);
  g_assert_true (calc ("-2 + 3 × −1", &value));
  g_assert_cmpfloat_with_epsilon (value, -5, 1e-9);
  g_assert_false (calc ("2 × (3", &value));
  g_assert_false (calc ("capex × 2", &value));

  /* A day count rounded to 30.42 is off by more than a cent */
  g_assert_cmpint (check_line ("K = 2.58 × 12 × 30.42 = ¥941.70", NULL), ==, LINE_WRONG);
  g_assert_cmpint (check_line ("K = 2.58 × 12 × 365/12 = ¥941.70", NULL), ==, LINE_GOOD);
  g_assert_cmpint (check_line ("Cloud per month K = price per hour × days", NULL), ==, LINE_NOT_NUMBERS);
}

static void
test_seed (void)
{
  g_autoptr(BreakevenProject) project = seed_project ();
  g_autoptr(BreakevenAnalysis) a = breakeven_analysis_new (project);
  g_autofree char *breakeven = breakeven_explain_breakeven (a, 0, "CNY");
  g_autofree char *local = breakeven_explain_horizon_cost (a, -1, "CNY");
  g_autofree char *cloud = breakeven_explain_horizon_cost (a, 0, "CNY");
  g_autofree char *per_hour = breakeven_explain_cost_per_hour (a, 0, "CNY");
  g_autofree char *hours = breakeven_explain_breakeven_hours (a, 0, "CNY");
  g_autofree char *price = breakeven_explain_breakeven_price (a, 0, "CNY");

  /* 23,592 / (941.70 - 131.40) = 29.115... */
  g_assert_nonnull (strstr (breakeven, "t = 23,592 / (941.70 - 131.40) = 29.12 months"));
  g_assert_nonnull (strstr (breakeven, "K = 2.58 × 12 × 365/12 = ¥941.70"));
  g_assert_nonnull (strstr (breakeven, "E = 0.6 × 12 × 365/12 × 0.6 = ¥131.40"));
  g_assert_nonnull (strstr (local, "L(36) = 23,592 + 131.40 × 36 = ¥28,322.40"));
  g_assert_nonnull (strstr (cloud, "C(36) = 941.70 × 36 = ¥33,901.20"));
  g_assert_nonnull (strstr (per_hour, "33,901.20 / (12 × 365/12 × 36) = ¥2.58"));
  /* 23,592 / ((2.58 - 0.6 × 0.6) × 365/12 × 36) = 9.705... */
  g_assert_nonnull (strstr (hours, "= 9.71 h/day"));
  /* 28,322.40 / (12 × 365/12 × 36) = 2.1554 */
  g_assert_nonnull (strstr (price, "= ¥2.16 per hour"));
  check_variant (GUINT_TO_POINTER (SEED));
}

static void
test_setup (void)
{
  g_autoptr(BreakevenProject) project = variant_project (SETUP);
  g_autoptr(BreakevenAnalysis) a = breakeven_analysis_new (project);
  g_autofree char *text = breakeven_explain_breakeven (a, 0, "CNY");

  /* (23,592 - 592) / 810.30 = 28.385 */
  g_assert_nonnull (strstr (text, "t = (23,592 - 592) / (941.70 - 131.40) = 28.38 months"));
  g_assert_nonnull (strstr (text, "setup"));
}

static void
test_interest (void)
{
  g_autoptr(BreakevenProject) project = variant_project (INTEREST);
  g_autoptr(BreakevenAnalysis) a = breakeven_analysis_new (project);
  g_autofree char *text = breakeven_explain_breakeven (a, 0, "CNY");
  g_autofree char *horizon = breakeven_explain_horizon_cost (a, -1, "CNY");

  g_assert_nonnull (strstr (text, "Solved numerically: t = "));
  g_assert_nonnull (strstr (text, "1.05^("));
  g_assert_nonnull (strstr (text, "ln(1.05)"));
  /* Not the closed form */
  g_assert_null (strstr (text, "t = 23,592 / ("));
  g_assert_nonnull (strstr (horizon, "a(36) = 1.05^(36/12) = 1.157625"));
  g_assert_nonnull (strstr (horizon, "O(36) = 23,592 × (1.157625 - 1) = ¥3,718.69"));
}

static void
test_resale (void)
{
  g_autoptr(BreakevenProject) project = variant_project (RESALE);
  g_autoptr(BreakevenAnalysis) a = breakeven_analysis_new (project);
  g_autofree char *horizon = breakeven_explain_horizon_cost (a, -1, "CNY");
  g_autofree char *text = breakeven_explain_breakeven (a, 0, "CNY");

  /* B is the parts total, not the vendor's 36,000 */
  g_assert_nonnull (strstr (horizon, "V(36) = 23,592 × 0.45 = ¥10,616.40"));
  g_assert_nonnull (strstr (horizon, "L(36) = 36,000 + 131.40 × 36 - 23,592 × 0.45 = ¥30,114.00"));
  g_assert_nonnull (strstr (text, "B × max(0, v0 + (r - v0) × t / H)"));
  g_assert_nonnull (strstr (text, "23,592 × (0.6 + (0.45 - 0.6) × "));
}

static void
test_usd (void)
{
  g_autoptr(BreakevenProject) project = variant_project (USD);
  g_autoptr(BreakevenAnalysis) a = breakeven_analysis_new (project);
  g_autofree char *per_month = breakeven_explain_per_month (a, 1, "CNY");
  g_autofree char *horizon = breakeven_explain_horizon_cost (a, 1, "CNY");

  g_assert_nonnull (strstr (per_month, "K = (0.31 USD × 7.1) × 12 × 365/12 + 200 × (0.07 USD × 7.1) = "));
  g_assert_nonnull (strstr (horizon, "(20 USD × 7.1) + "));

  /* A rate stated the other way round reads as a division */
  breakeven_project_remove_exchange_rate (project, "USD", "CNY");
  breakeven_project_set_exchange_rate (project, "CNY", "USD", 0.14);
  {
    g_autoptr(BreakevenAnalysis) b = breakeven_analysis_new (project);
    g_autofree char *text = breakeven_explain_per_month (b, 1, "CNY");

    g_assert_nonnull (strstr (text, "(0.31 USD / 0.14)"));
    check_variant (GUINT_TO_POINTER (SEED)); /* the seed is unaffected */
    check_lines (text);
  }
}

static void
test_never (void)
{
  g_autoptr(BreakevenProject) project = seed_project ();
  g_autoptr(BreakevenOffer) offer = first_offer (project);
  g_autoptr(BreakevenAnalysis) a = NULL;
  g_autofree char *text = NULL;
  g_autofree char *hours = NULL;
  g_autofree char *price = NULL;

  breakeven_offer_set_price_per_hour (offer, 0.3);
  a = breakeven_analysis_new (project);
  text = breakeven_explain_breakeven (a, 0, "CNY");
  g_assert_nonnull (strstr (text, "never catches up"));
  g_assert_nonnull (strstr (text, "t = none"));
  check_lines (text);

  /* At 0.3 an hour the cloud is cheaper at any usage */
  hours = breakeven_explain_breakeven_hours (a, 0, "CNY");
  g_assert_true (isnan (breakeven_analysis_get_offer (a, 0)->breakeven_hours_per_day));
  g_assert_nonnull (strstr (hours, "the cloud costs less: none"));
  check_lines (hours);
  /* ...and the price where it would not be is still shown */
  price = breakeven_explain_breakeven_price (a, 0, "CNY");
  g_assert_nonnull (strstr (price, "= ¥2.16 per hour"));
}

/* Edge cases of the crossing: from the start, after the resale value is gone, never */
static void
test_crossing_edges (void)
{
  g_autoptr(BreakevenProject) project = seed_project ();
  g_autoptr(BreakevenOffer) offer = first_offer (project);

  /* A setup cost above the build's price: the build is cheaper from month 0 */
  breakeven_offer_set_setup_cost (offer, 30000);
  {
    g_autoptr(BreakevenAnalysis) a = breakeven_analysis_new (project);
    g_autofree char *text = breakeven_explain_breakeven (a, 0, "CNY");

    g_assert_cmpfloat (breakeven_analysis_get_offer (a, 0)->breakeven_months, ==, 0);
    g_assert_nonnull (strstr (text, "cheaper from the start"));
    g_assert_nonnull (strstr (text, "\nt = 0 months"));
    check_lines (text);
  }

  /* Resale falling from 60 % to 0 over 12 months, and a cloud that takes longer to catch
   * up: V(t) is 0 where the curves meet */
  breakeven_offer_set_setup_cost (offer, 0);
  breakeven_offer_set_price_per_hour (offer, 1.5);
  breakeven_project_set_horizon_months (project, 12);
  breakeven_project_set_resale_percent (project, 0);
  breakeven_project_set_resale_after_purchase_percent (project, 60);
  {
    g_autoptr(BreakevenAnalysis) a = breakeven_analysis_new (project);
    const BreakevenOfferResult *r = breakeven_analysis_get_offer (a, 0);
    g_autofree char *text = breakeven_explain_breakeven (a, 0, "CNY");

    g_assert_cmpfloat (r->breakeven_months, >, 12);
    g_assert_nonnull (strstr (text, "the resale value is 0"));
    check_lines (text);
    check_crossing (a, r, text, FALSE);
  }

  /* Interest and a cloud cheaper than electricity: no crossing */
  breakeven_project_set_interest_percent (project, 5);
  breakeven_offer_set_price_per_hour (offer, 0.3);
  {
    g_autoptr(BreakevenAnalysis) a = breakeven_analysis_new (project);
    g_autofree char *text = breakeven_explain_breakeven (a, 0, "CNY");
    g_autofree char *hours = breakeven_explain_breakeven_hours (a, 0, "CNY");

    g_assert_true (isnan (breakeven_analysis_get_offer (a, 0)->breakeven_months));
    g_assert_nonnull (strstr (text, "t = none"));
    check_lines (text);
    check_lines (hours);
  }

  /* A setup cost above the build's price: the build is never the dearer, at any hours a day */
  breakeven_offer_set_price_per_hour (offer, 2.58);
  breakeven_offer_set_setup_cost (offer, 30000);
  {
    g_autoptr(BreakevenAnalysis) a = breakeven_analysis_new (project);
    g_autofree char *hours = breakeven_explain_breakeven_hours (a, 0, "CNY");

    g_assert_cmpfloat (breakeven_analysis_get_offer (a, 0)->breakeven_hours_per_day, ==, 0);
    g_assert_nonnull (strstr (hours, "no more than the cloud: 0 h/day"));
    check_lines (hours);
  }
}

static void
test_no_hours (void)
{
  g_autoptr(BreakevenProject) project = seed_project ();
  g_autoptr(BreakevenAnalysis) a = NULL;
  g_autofree char *none = NULL;
  g_autofree char *price = NULL;

  breakeven_project_set_hours_per_day (project, 0);
  a = breakeven_analysis_new (project);
  none = breakeven_explain_cost_per_hour (a, -1, "CNY");
  g_assert_nonnull (strstr (none, "no cost per work hour"));
  price = breakeven_explain_breakeven_price (a, 0, "CNY");
  g_assert_nonnull (strstr (price, "p = none"));
}

int
main (int    argc,
      char **argv)
{
  static const struct { const char *path; Variant variant; } variants[] = {
    { "/explain/variant/seed", SEED },
    { "/explain/variant/setup", SETUP },
    { "/explain/variant/interest", INTEREST },
    { "/explain/variant/resale", RESALE },
    { "/explain/variant/resale-flat", RESALE_FLAT },
    { "/explain/variant/resale-interest", RESALE | INTEREST },
    { "/explain/variant/usd", USD },
    { "/explain/variant/usd-interest", USD | INTEREST },
    { "/explain/variant/idle", IDLE },
    { "/explain/variant/idle-interest", IDLE | INTEREST | SETUP },
    { "/explain/variant/spot", SPOT },
    { "/explain/variant/spot-resale", SPOT | RESALE_FLAT | SETUP },
    { "/explain/variant/everything", INTEREST | RESALE | USD | IDLE | SPOT | SETUP },
  };

  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/explain/calculator", test_calculator);
  g_test_add_func ("/explain/seed", test_seed);
  g_test_add_func ("/explain/setup", test_setup);
  g_test_add_func ("/explain/interest", test_interest);
  g_test_add_func ("/explain/resale", test_resale);
  g_test_add_func ("/explain/usd", test_usd);
  g_test_add_func ("/explain/never", test_never);
  g_test_add_func ("/explain/no-hours", test_no_hours);
  g_test_add_func ("/explain/crossing-edges", test_crossing_edges);
  for (guint i = 0; i < G_N_ELEMENTS (variants); i++)
    g_test_add_data_func (variants[i].path, GUINT_TO_POINTER (variants[i].variant), check_variant);
  return g_test_run ();
}
