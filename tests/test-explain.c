/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-explain.c: "how is this computed" strings carry the user's numbers and the engine's result */

#include "config.h"

#include <locale.h>
#include <string.h>

#include "breakeven-explain.h"
#include "breakeven-format.h"

/* Seed 000: C0 23,592; 600 W at 0.6 per kWh, 12 h/day; AutoDL 2.58/h */
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

static void
test_breakeven_without_interest (void)
{
  g_autoptr(BreakevenProject) project = seed_project ();
  g_autoptr(BreakevenAnalysis) a = breakeven_analysis_new (project);
  g_autofree char *text = breakeven_explain_breakeven (a, 0, "CNY");

  g_assert_nonnull (strstr (text, "23,592 / (941.70 - 131.40) = 29.1 months"));
  g_assert_nonnull (strstr (text, "941.70 = 2.58 × 12 × 30.42"));
}

static void
test_breakeven_with_setup (void)
{
  g_autoptr(BreakevenProject) project = seed_project ();
  g_autoptr(BreakevenOffer) offer = g_list_model_get_item (G_LIST_MODEL (breakeven_project_get_offers (project)), 0);
  g_autoptr(BreakevenAnalysis) a = NULL;
  g_autofree char *text = NULL;

  breakeven_offer_set_setup_cost (offer, 592);
  a = breakeven_analysis_new (project);
  text = breakeven_explain_breakeven (a, 0, "CNY");
  /* (23,592 - 592) / 810.30 = 28.4 months */
  g_assert_nonnull (strstr (text, "(23,592 - 592) / (941.70 - 131.40) = 28.4 months"));
}

static void
test_breakeven_with_interest (void)
{
  g_autoptr(BreakevenProject) project = seed_project ();
  g_autoptr(BreakevenAnalysis) a = NULL;
  g_autofree char *text = NULL;
  g_autofree char *months = NULL;
  g_autofree char *expected = NULL;

  breakeven_project_set_interest_percent (project, 5);
  a = breakeven_analysis_new (project);
  text = breakeven_explain_breakeven (a, 0, "CNY");
  months = breakeven_format_months (breakeven_analysis_get_offer (a, 0)->breakeven_months);
  expected = g_strdup_printf ("t = %s", months);
  g_assert_nonnull (strstr (text, "941.70 × t ≥ 23,592 + 131.40 × t + 23,592 × (1.05^(t / 12) - 1)"));
  g_assert_nonnull (strstr (text, expected));
  /* Not the no-interest formula */
  g_assert_null (strstr (text, "23,592 / ("));
}

static void
test_breakeven_never (void)
{
  g_autoptr(BreakevenProject) project = seed_project ();
  g_autoptr(BreakevenOffer) offer = g_list_model_get_item (G_LIST_MODEL (breakeven_project_get_offers (project)), 0);
  g_autoptr(BreakevenAnalysis) a = NULL;
  g_autofree char *text = NULL;

  breakeven_offer_set_price_per_hour (offer, 0.3);
  a = breakeven_analysis_new (project);
  text = breakeven_explain_breakeven (a, 0, "CNY");
  g_assert_nonnull (strstr (text, "never catches up"));
  g_assert_nonnull (strstr (text, "= none"));
}

static void
test_horizon_and_per_hour (void)
{
  g_autoptr(BreakevenProject) project = seed_project ();
  g_autoptr(BreakevenAnalysis) a = breakeven_analysis_new (project);
  g_autofree char *local = breakeven_explain_horizon_cost (a, -1, "CNY");
  g_autofree char *cloud = breakeven_explain_horizon_cost (a, 0, "CNY");
  g_autofree char *per_hour = breakeven_explain_cost_per_hour (a, 0, "CNY");

  /* 23,592 + 131.40 × 36 = 28,322.40; 941.70 × 36 = 33,901.20 */
  g_assert_nonnull (strstr (local, "23,592 + 131.40 × 36 = ¥28,322.40"));
  g_assert_nonnull (strstr (cloud, "941.70 × 36 = ¥33,901.20"));
  /* 33,901.20 / (12 × 30.42 × 36) = 2.58 */
  g_assert_nonnull (strstr (per_hour, "33,901.20 / (12 × 30.42 × 36) = ¥2.58"));

  breakeven_project_set_hours_per_day (project, 0);
  {
    g_autoptr(BreakevenAnalysis) idle = breakeven_analysis_new (project);
    g_autofree char *none = breakeven_explain_cost_per_hour (idle, -1, "CNY");

    g_assert_nonnull (strstr (none, "no cost per work hour"));
  }
}

int
main (int    argc,
      char **argv)
{
  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/explain/breakeven/no-interest", test_breakeven_without_interest);
  g_test_add_func ("/explain/breakeven/setup", test_breakeven_with_setup);
  g_test_add_func ("/explain/breakeven/interest", test_breakeven_with_interest);
  g_test_add_func ("/explain/breakeven/never", test_breakeven_never);
  g_test_add_func ("/explain/horizon-and-per-hour", test_horizon_and_per_hour);
  return g_test_run ();
}
