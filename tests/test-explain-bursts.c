/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-explain-bursts.c: the explanations of bursts, the hybrid and the verdict recompute
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

#include "breakeven-bursts.h"
#include "breakeven-explain.h"
#include "breakeven-format.h"

#include "explain-calculator.h"

/* Every line of numbers in TEXT right, and the line ending with " = EXPECTED" among them */
static void
check_figure (const char *text,
              const char *expected)
{
  g_assert_nonnull (text);
  check_lines (text);
  assert_figure (text, expected);
}

/* ---- The project of the design's example ---- */

/* 4 h a day on a build that may run 20 h a day (C0 23,592; 600 W at 0.6 per kWh; 36 months);
 * a 300-hour burst due within 10 days, twice a year from month 4; AutoDL at 2.58 per hour */
static BreakevenProject *
burst_project (guint per_year)
{
  BreakevenProject *project = breakeven_project_new ();
  g_autoptr(BreakevenPart) gpu = breakeven_part_new (BREAKEVEN_PART_GPU, "RTX 4090D", 1, 16299, 425);
  g_autoptr(BreakevenPart) rest = breakeven_part_new (BREAKEVEN_PART_OTHER, "Rest", 1, 7293, 175);
  g_autoptr(BreakevenOffer) offer = breakeven_offer_new ("AutoDL", "RTX 4090D", 2.58, NULL);
  g_autoptr(BreakevenBurst) burst = breakeven_burst_new ("Conference deadline", per_year, 4, 10,
                                                         300);

  g_list_store_append (breakeven_project_get_parts (project), gpu);
  g_list_store_append (breakeven_project_get_parts (project), rest);
  g_list_store_append (breakeven_project_get_offers (project), offer);
  g_list_store_append (breakeven_project_get_bursts (project), burst);
  breakeven_project_set_wall_watts (project, 600);
  breakeven_project_set_price_per_kwh (project, 0.6);
  breakeven_project_set_hours_per_day (project, 4);
  breakeven_project_set_horizon_months (project, 36);
  breakeven_project_set_build_max_hours_per_day (project, 20);
  return project;
}

/* Interest, falling cloud prices, own time, a setup cost and storage on the offer */
static void
with_format3_terms (BreakevenProject *project)
{
  g_autoptr(BreakevenOffer) offer = g_list_model_get_item (
    G_LIST_MODEL (breakeven_project_get_offers (project)), 0);

  breakeven_project_set_interest_percent (project, 5);
  breakeven_project_set_price_change_percent_per_year (project, -10);
  breakeven_project_set_own_time_per_hour (project, 50);
  breakeven_project_set_build_setup_hours (project, 10);
  breakeven_project_set_cloud_storage_gb (project, 200);
  breakeven_offer_set_setup_hours (offer, 2.5);
  breakeven_offer_set_setup_cost (offer, 20);
  breakeven_offer_set_storage_price_per_gb_month (offer, 0.07);
}

/* Every explanation of A recomputes to its figure */
static void
check_all (const BreakevenAnalysis *a)
{
  g_autofree char *l_total = money (a->horizon_cost);
  g_autofree char *l_text = breakeven_explain_horizon_cost (a, -1, "CNY");
  g_autofree char *verdict = breakeven_explain_verdict (a, "CNY");
  g_autofree char *difference = money (a->choice_difference);
  g_autofree char *method = breakeven_explain_method (a, "CNY");

  check_figure (l_text, l_total);
  check_figure (verdict, difference);
  /* The format 2 texts of the crossing, the breakeven hours and price do not count the bursts
   * yet: the method is checked for the parts explained here */
  g_assert_nonnull (strstr (method, verdict));
  g_assert_nonnull (strstr (method, l_text));

  for (guint j = 0; j < breakeven_analysis_get_n_bursts (a); j++)
    {
      const BreakevenBurstResult *b = breakeven_analysis_get_burst (a, j);
      g_autofree char *text = breakeven_explain_burst (a, j, "CNY");
      g_autofree char *capacity = g_strdup_printf ("%g hours", b->build_capacity_hours);
      g_autofree char *count = g_strdup_printf ("%u occurrences", b->occurrences);
      g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
      gboolean last_seen = FALSE;

      check_figure (text, capacity);
      g_assert_nonnull (strstr (text, count));
      g_assert_nonnull (strstr (method, text));
      /* The last occurrence printed is before the horizon and the next one is not */
      for (guint i = 0; lines[i]; i++)
        if (lines[i][0] == 't' && g_ascii_isdigit (lines[i][1]))
          {
            double t = NAN;

            g_assert_cmpint (check_line (lines[i], &t), ==, LINE_GOOD);
            g_assert_cmpfloat (t, <, a->inputs.horizon_months);
            g_assert_cmpfloat (t + 12.0 / b->inputs.per_year, >=, a->inputs.horizon_months);
            last_seen = TRUE;
          }
      g_assert_true (last_seen);
    }

  for (guint i = 0; i < breakeven_analysis_get_n_offers (a); i++)
    {
      const BreakevenOfferResult *r = breakeven_analysis_get_offer (a, i);
      g_autofree char *c_text = breakeven_explain_horizon_cost (a, (int) i, "CNY");
      g_autofree char *c_total = money (r->horizon_cost);

      check_figure (c_text, c_total);
      for (guint j = 0; j < breakeven_analysis_get_n_bursts (a); j++)
        {
          const BreakevenBurstResult *b = breakeven_analysis_get_burst (a, j);
          g_autofree char *text = breakeven_explain_burst_instances (a, i, j, "CNY");
          guint n = breakeven_burst_instances (&b->inputs, r->inputs.relative_speed);
          g_autofree char *shown = g_strdup_printf ("rounded up: %u instances", n);
          g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
          double m = NAN;

          /* The quotient printed, rounded up by hand, is the count shown */
          g_assert_cmpint (check_line (lines[1], &m), ==, LINE_GOOD);
          g_assert_cmpfloat (ceil (m), ==, n);
          g_assert_nonnull (strstr (text, shown));
          g_assert_cmpuint (n, <=, r->instances_for_bursts);
        }
      if (r->has_hybrid)
        {
          g_autofree char *h_text = breakeven_explain_hybrid_horizon_cost (a, i, "CNY");
          g_autofree char *h_total = money (r->hybrid_horizon_cost);
          g_autofree char *rented = breakeven_explain_hybrid_rented_hours (a, i, "CNY");
          g_autofree char *hours = g_strdup_printf ("%g hours", r->hybrid_rented_hours);
          g_autofree char *breakeven = breakeven_explain_hybrid_breakeven (a, i, "CNY");

          check_figure (h_text, h_total);
          check_figure (rented, hours);
          check_lines (breakeven);
          g_assert_nonnull (strstr (method, h_text));
        }
    }
}

static void
test_example (void)
{
  g_autoptr(BreakevenProject) project = burst_project (2);
  g_autoptr(BreakevenAnalysis) a = breakeven_analysis_new (project);
  const BreakevenOfferResult *r = breakeven_analysis_get_offer (a, 0);
  g_autofree char *burst = breakeven_explain_burst (a, 0, "CNY");
  g_autofree char *verdict = breakeven_explain_verdict (a, "CNY");
  g_autofree char *breakeven = breakeven_explain_hybrid_breakeven (a, 0, "CNY");
  g_autofree char *instances = breakeven_explain_burst_instances (a, 0, 0, "CNY");

  /* By hand: free 20 - 4 = 16 h a day, 160 hours in 10 days, (300 - 160) / 16 = 8.75 days
   * late; 6 occurrences (months 4, 10, ..., 34).  E = 0.6 × 4 × 365/12 × 0.6 = 43.80, each
   * burst 0.6 × 300 × 0.6 = 108: L = 23,592 + 43.80 × 36 + 6 × 108 = 25,816.80.  Renting:
   * K = 2.58 × 4 × 365/12 = 313.90, C = 313.90 × 36 + 6 × 2.58 × 300 = 15,944.40.  Hybrid:
   * L - 6 × 0.6 × 140 × 0.6 + 6 × 2.58 × 140 = 27,681.60, renting 840 hours. */
  g_assert_nonnull (strstr (burst, "free = 20 - 4 = 16 h/day"));
  g_assert_nonnull (strstr (burst, "capacity = 16 × 10 = 160 hours"));
  g_assert_nonnull (strstr (burst, "late = (300 - 160) / 16 = 8.75 days"));
  g_assert_nonnull (strstr (burst, "t5 = 4 + 12 × 5 / 2 = 34"));
  g_assert_cmpfloat_with_epsilon (a->horizon_cost, 25816.8, 1e-6);
  g_assert_cmpfloat_with_epsilon (r->horizon_cost, 15944.4, 1e-6);
  g_assert_cmpfloat_with_epsilon (r->hybrid_horizon_cost, 27681.6, 1e-6);
  g_assert_cmpfloat_with_epsilon (r->hybrid_rented_hours, 840, 1e-9);
  /* 300 / (24 × 10) = 1.25: two instances */
  g_assert_nonnull (strstr (instances, "m = 300 / (1 × 24 × 10) = 1.25"));
  g_assert_nonnull (strstr (instances, "rounded up: 2 instances"));

  /* The late build is no candidate: rent wins, the hybrid is the runner-up */
  g_assert_cmpint (a->choice, ==, BREAKEVEN_CHOICE_RENT);
  g_assert_nonnull (strstr (verdict, "Verdict: rent AutoDL RTX 4090D."));
  g_assert_nonnull (strstr (verdict, "not a candidate while a strategy finishes every burst in "
                                     "time: the build alone would finish Conference deadline "
                                     "8.75 days late"));
  g_assert_nonnull (strstr (verdict, "difference = 27,681.60 - 15,944.40 = ¥11,737.20"));

  /* Renting gains 313.90 - 43.80 = 270.10 a month on the hybrid and its lumps 774 - 418.80 at
   * each occurrence: it reaches the hybrid's 23,592 after the horizon, at
   * (23,592 + 12 × 418.80 - 12 × 774) / 270.10 = 71.56 months (12 occurrences by then) */
  g_assert_cmpfloat_with_epsilon (r->hybrid_breakeven_months, 19329.6 / 270.1, 1e-4);
  check_figure (breakeven, "71.56 months");
  g_assert_nonnull (strstr (breakeven, "12 × 418.80"));
  check_all (a);
}

static void
test_format3_terms (gconstpointer data)
{
  g_autoptr(BreakevenProject) project = burst_project (GPOINTER_TO_UINT (data));
  g_autoptr(BreakevenAnalysis) a = NULL;
  g_autofree char *local = NULL;
  g_autofree char *cloud = NULL;

  with_format3_terms (project);
  a = breakeven_analysis_new (project);
  local = breakeven_explain_horizon_cost (a, -1, "CNY");
  cloud = breakeven_explain_horizon_cost (a, 0, "CNY");
  /* T0 = 50 × 10, T1 = 50 × 2.5 */
  g_assert_nonnull (strstr (local, "T0 = 50 × 10 = ¥500.00"));
  g_assert_nonnull (strstr (cloud, "T1 = 50 × 2.5 = ¥125.00"));
  g_assert_nonnull (strstr (cloud, "Sq(36) = 12 × (0.9^(36/12) - 1.05^(36/12)) / ln(0.9/1.05)"));
  check_all (a);
}

/* Without bursts, own time or a change of prices, the format 2 texts are unchanged */
static void
test_plain (void)
{
  g_autoptr(BreakevenProject) project = burst_project (2);
  g_autoptr(BreakevenAnalysis) a = NULL;
  g_autofree char *local = NULL;
  g_autofree char *method = NULL;

  g_list_store_remove_all (breakeven_project_get_bursts (project));
  breakeven_project_set_hours_per_day (project, 12);
  a = breakeven_analysis_new (project);
  local = breakeven_explain_horizon_cost (a, -1, "CNY");
  method = breakeven_explain_method (a, "CNY");
  g_assert_cmpstr (local, ==, "Build over the horizon L(H) = capex C0 + running per month (E + M) "
                              "× months H\nL(36) = 23,592 + 131.40 × 36 = ¥28,322.40");
  g_assert_null (strstr (method, "Bursts"));
  g_assert_nonnull (strstr (method, "Verdict: build."));
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "C.UTF-8");
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/explain-bursts/example", test_example);
  g_test_add_func ("/explain-bursts/plain", test_plain);
  /* 3 occurrences: the sums term by term; 6: the geometric sums */
  g_test_add_data_func ("/explain-bursts/format3-once-a-year", GUINT_TO_POINTER (1),
                        test_format3_terms);
  g_test_add_data_func ("/explain-bursts/format3-twice-a-year", GUINT_TO_POINTER (2),
                        test_format3_terms);
  return g_test_run ();
}
