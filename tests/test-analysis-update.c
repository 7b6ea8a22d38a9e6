/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-analysis-update.c: an analysis made from the one before an edit
 * (breakeven_analysis_new_updating) has every figure of a fresh analysis of the edited project,
 * after edits of every kind: one offer's fields, the offers' list, exchange rates, the GPU an
 * "auto" speed is relative to, the usage, the parts and the bursts. */

#include "config.h"

#include <math.h>
#include <string.h>

#include "breakeven-burst.h"
#include "breakeven-cost.h"
#include "breakeven-xml.h"

/* Bit for bit, NAN equal to NAN */
static void
assert_same (double      a,
             double      b,
             const char *what)
{
  if ((isnan (a) && isnan (b)) || memcmp (&a, &b, sizeof a) == 0)
    return;
  g_error ("%s: %.17g after the update, %.17g fresh", what, a, b);
}

static void
assert_lumps_same (const BreakevenBurstLump *a,
                   const BreakevenBurstLump *b,
                   guint                     n,
                   const char               *what)
{
  for (guint j = 0; j < n; j++)
    {
      g_autofree char *name = g_strdup_printf ("%s lump %u", what, j);

      assert_same (a[j].first_month, b[j].first_month, name);
      g_assert_cmpuint (a[j].per_year, ==, b[j].per_year);
      assert_same (a[j].fixed, b[j].fixed, name);
      assert_same (a[j].priced, b[j].priced, name);
    }
}

static void
assert_local_same (const BreakevenLocalCost *a,
                   const BreakevenLocalCost *b,
                   const char               *what)
{
  assert_same (a->capex, b->capex, what);
  assert_same (a->electricity_per_month, b->electricity_per_month, what);
  assert_same (a->maintenance_per_month, b->maintenance_per_month, what);
  assert_same (a->interest_percent, b->interest_percent, what);
  assert_same (a->resale_base, b->resale_base, what);
  assert_same (a->resale_after_purchase_percent, b->resale_after_purchase_percent, what);
  assert_same (a->resale_percent, b->resale_percent, what);
  assert_same (a->horizon_months, b->horizon_months, what);
  assert_same (a->own_time, b->own_time, what);
  assert_same (a->price_change_percent, b->price_change_percent, what);
  g_assert_cmpuint (a->n_lumps, ==, b->n_lumps);
  assert_lumps_same (a->lumps, b->lumps, a->n_lumps, what);
  /* The curve is evaluated the same way: with its own analysis's schedule */
  g_assert_true ((a->schedule == NULL) == (b->schedule == NULL));
  for (double t = 0; t <= 120; t += 7.5)
    assert_same (breakeven_cost_local_at (a, t), breakeven_cost_local_at (b, t), what);
}

static void
assert_offer_same (const BreakevenOfferResult *a,
                   const BreakevenOfferResult *b)
{
  const BreakevenOfferInputs *x = &a->inputs, *y = &b->inputs;
  g_autofree char *what = g_strdup_printf ("%s %s", breakeven_offer_get_provider (a->offer),
                                           breakeven_offer_get_name (a->offer));

  g_assert_true (a->offer == b->offer);
  assert_same (x->price_per_hour, y->price_per_hour, what);
  assert_same (x->idle_price_per_hour, y->idle_price_per_hour, what);
  g_assert_cmpint (x->idle_price_follows, ==, y->idle_price_follows);
  assert_same (x->storage_price_per_gb_month, y->storage_price_per_gb_month, what);
  assert_same (x->relative_speed, y->relative_speed, what);
  g_assert_cmpint (x->speed_unknown, ==, y->speed_unknown);
  g_assert_cmpint (x->speed_auto, ==, y->speed_auto);
  g_assert_cmpstr (x->speed_benchmark, ==, y->speed_benchmark);
  g_assert_cmpstr (x->speed_benchmark_via, ==, y->speed_benchmark_via);
  g_assert_cmpstr (x->speed_via_model, ==, y->speed_via_model);
  assert_same (x->interruption_overhead_percent, y->interruption_overhead_percent, what);
  assert_same (x->setup_cost, y->setup_cost, what);
  assert_same (x->vram_gb, y->vram_gb, what);
  assert_same (x->setup_hours, y->setup_hours, what);

  assert_same (a->cloud.setup, b->cloud.setup, what);
  assert_same (a->cloud.per_month, b->cloud.per_month, what);
  assert_same (a->cloud.interest_percent, b->cloud.interest_percent, what);
  assert_same (a->cloud.own_time, b->cloud.own_time, what);
  assert_same (a->cloud.price_change_percent, b->cloud.price_change_percent, what);
  g_assert_cmpuint (a->cloud.n_lumps, ==, b->cloud.n_lumps);
  assert_lumps_same (a->cloud.lumps, b->cloud.lumps, a->cloud.n_lumps, what);

  assert_same (a->horizon_cost, b->horizon_cost, what);
  assert_same (a->cost_per_hour, b->cost_per_hour, what);
  assert_same (a->breakeven_months, b->breakeven_months, what);
  assert_same (a->breakeven_hours_per_day, b->breakeven_hours_per_day, what);
  assert_same (a->cash_payback_months, b->cash_payback_months, what);
  assert_same (a->breakeven_price_per_hour, b->breakeven_price_per_hour, what);
  g_assert_cmpint (a->eligible, ==, b->eligible);
  g_assert_cmpint (a->promotion, ==, b->promotion);
  g_assert_cmpint (a->has_hybrid, ==, b->has_hybrid);
  if (a->has_hybrid)
    assert_local_same (&a->hybrid, &b->hybrid, what);
  assert_same (a->hybrid_horizon_cost, b->hybrid_horizon_cost, what);
  assert_same (a->hybrid_breakeven_months, b->hybrid_breakeven_months, what);
  assert_same (a->hybrid_rented_hours, b->hybrid_rented_hours, what);
  g_assert_cmpuint (a->instances_for_bursts, ==, b->instances_for_bursts);
}

/* Every figure of A is B's */
static void
assert_analyses_same (const BreakevenAnalysis *a,
                      const BreakevenAnalysis *b)
{
  g_assert_cmpstr (a->currency, ==, b->currency);
  assert_same (a->parts_total, b->parts_total, "parts total");
  assert_same (a->horizon_cost, b->horizon_cost, "build horizon cost");
  assert_same (a->cash_horizon_cost, b->cash_horizon_cost, "build cash");
  assert_same (a->resale_value, b->resale_value, "resale");
  assert_same (a->cost_per_hour, b->cost_per_hour, "build cost per hour");
  assert_same (a->own_time_cost, b->own_time_cost, "own time");
  assert_local_same (&a->local, &b->local, "build");
  g_assert_cmpint (a->choice, ==, b->choice);
  g_assert_cmpint (a->choice_offer, ==, b->choice_offer);
  assert_same (a->choice_difference, b->choice_difference, "difference");
  g_assert_cmpint (a->runner_up, ==, b->runner_up);
  g_assert_cmpint (a->runner_up_offer, ==, b->runner_up_offer);
  g_assert_cmpint (a->on_time, ==, b->on_time);
  g_assert_cmpint (a->has_hybrid, ==, b->has_hybrid);

  g_assert_cmpuint (breakeven_analysis_get_n_bursts (a), ==, breakeven_analysis_get_n_bursts (b));
  for (guint j = 0; j < breakeven_analysis_get_n_bursts (a); j++)
    {
      const BreakevenBurstResult *x = breakeven_analysis_get_burst (a, j);
      const BreakevenBurstResult *y = breakeven_analysis_get_burst (b, j);

      g_assert_cmpstr (x->name, ==, y->name);
      g_assert_cmpuint (x->occurrences, ==, y->occurrences);
      assert_same (x->build_late_days, y->build_late_days, x->name);
      assert_same (x->overflow_hours, y->overflow_hours, x->name);
    }

  g_assert_cmpuint (breakeven_analysis_get_n_offers (a), ==, breakeven_analysis_get_n_offers (b));
  for (guint i = 0; i < breakeven_analysis_get_n_offers (a); i++)
    assert_offer_same (breakeven_analysis_get_offer (a, i), breakeven_analysis_get_offer (b, i));
  g_assert_cmpuint (a->unpriced->len, ==, b->unpriced->len);
  for (guint i = 0; i < a->unpriced->len; i++)
    g_assert_cmpstr (g_ptr_array_index (a->unpriced, i), ==, g_ptr_array_index (b->unpriced, i));
}

typedef struct
{
  BreakevenProject *project;
  BreakevenAnalysis *analysis; /* the last one, made by updating */
} Fixture;

static BreakevenOffer *
offer_at (Fixture *f,
          guint    index)
{
  GListModel *offers = G_LIST_MODEL (breakeven_project_get_offers (f->project));
  BreakevenOffer *offer = g_list_model_get_item (offers, index);

  g_object_unref (offer); /* the store keeps it */
  return offer;
}

/* After an edit to CHANGED (NULL: not to one offer): the update from the last analysis has
 * the figures of a fresh one, and becomes the last */
static void
check (Fixture        *f,
       BreakevenOffer *changed)
{
  g_autoptr(BreakevenAnalysis) fresh = breakeven_analysis_new (f->project);
  BreakevenAnalysis *updated = breakeven_analysis_new_updating (f->analysis, f->project, changed);
  /* Not told which offer changed, it finds out itself */
  g_autoptr(BreakevenAnalysis) untold = breakeven_analysis_new_updating (f->analysis, f->project,
                                                                         NULL);

  assert_analyses_same (updated, fresh);
  assert_analyses_same (untold, fresh);
  g_clear_pointer (&f->analysis, breakeven_analysis_unref);
  f->analysis = updated;
}

static void
test_every_kind_of_edit (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_build_filename (g_getenv ("BREAKEVEN_FIXTURES"),
                                            "deadlines.breakeven", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  Fixture f = { 0 };
  GListStore *offers, *bursts, *parts;
  BreakevenOffer *offer;
  g_autoptr(BreakevenAnalysis) before = NULL;

  f.project = breakeven_project_load_from_file (file, &error);
  g_assert_no_error (error);
  offers = breakeven_project_get_offers (f.project);
  bursts = breakeven_project_get_bursts (f.project);
  parts = breakeven_project_get_parts (f.project);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (bursts)), >, 0);
  f.analysis = breakeven_analysis_new_updating (NULL, f.project, NULL);
  check (&f, NULL);
  /* The verdict the fixture's bursts give: a hybrid, whose curve the offers carry */
  g_assert_true (f.analysis->has_hybrid);

  /* One offer's fields, one at a time */
  offer = offer_at (&f, 0);
  breakeven_offer_set_price_per_hour (offer, breakeven_offer_get_price_per_hour (offer) * 0.5);
  check (&f, offer);
  breakeven_offer_set_setup_hours (offer, 7);
  check (&f, offer);
  breakeven_offer_set_vram_gb (offer, 12);
  check (&f, offer);
  breakeven_offer_set_billing (offer, BREAKEVEN_BILLING_SPOT);
  breakeven_offer_set_interruption_overhead_percent (offer, 20);
  check (&f, offer);
  offer = offer_at (&f, 1);
  breakeven_offer_set_promotion (offer, !breakeven_offer_get_promotion (offer));
  check (&f, offer);
  offer = offer_at (&f, 2);
  breakeven_offer_set_relative_speed_auto (offer, TRUE);
  check (&f, offer);
  breakeven_offer_set_gpu (offer, "RTX 4090");
  check (&f, offer);

  /* Another currency: unpriced until a rate is given, then priced at it, then at another */
  offer = offer_at (&f, 1);
  breakeven_offer_set_currency (offer, "USD");
  check (&f, offer);
  g_assert_cmpuint (f.analysis->unpriced->len, ==, 1);
  breakeven_project_set_exchange_rate (f.project, "USD", "CNY", 7.1);
  check (&f, NULL);
  g_assert_cmpuint (f.analysis->unpriced->len, ==, 0);
  breakeven_project_set_exchange_rate (f.project, "USD", "CNY", 7.3);
  check (&f, NULL);

  /* The offers' list: one added, one removed, one moved */
  {
    g_autoptr(BreakevenOffer) added = breakeven_offer_new ("Elsewhere", "A100", 9.5, "CNY");

    g_list_store_append (offers, added);
    check (&f, added);
  }
  g_list_store_remove (offers, 0);
  check (&f, NULL);
  {
    g_autoptr(BreakevenOffer) moved = g_object_ref (offer_at (&f, 0));

    g_list_store_remove (offers, 0);
    g_list_store_append (offers, moved);
    check (&f, NULL);
  }

  /* The build and the usage: every offer changes */
  breakeven_project_set_hours_per_day (f.project, 9);
  check (&f, NULL);
  breakeven_project_set_vram_needed_gb (f.project, 20);
  check (&f, NULL);
  {
    g_autoptr(BreakevenPart) gpu = g_list_model_get_item (G_LIST_MODEL (parts), 0);

    breakeven_part_set_unit_price (gpu, breakeven_part_get_unit_price (gpu) + 1000);
    check (&f, NULL);
    /* The GPU the "auto" speeds are relative to, at the same price */
    breakeven_part_set_model (gpu, "RTX 3090");
    check (&f, NULL);
  }

  /* The bursts: one edited, one added, one removed */
  {
    g_autoptr(BreakevenBurst) burst = g_list_model_get_item (G_LIST_MODEL (bursts), 0);

    breakeven_burst_set_work_hours (burst, breakeven_burst_get_work_hours (burst) * 2);
    check (&f, NULL);
    breakeven_burst_set_days (burst, 3);
    check (&f, NULL);
  }
  {
    g_autoptr(BreakevenBurst) burst = breakeven_burst_new ("Demo", 1, 8, 5, 200);

    g_list_store_append (bursts, burst);
    check (&f, NULL);
  }
  g_list_store_remove (bursts, 0);
  check (&f, NULL);

  /* Told the wrong offer changed, or none when one did: still every figure right */
  before = breakeven_analysis_ref (f.analysis);
  offer = offer_at (&f, 0);
  breakeven_offer_set_price_per_hour (offer, breakeven_offer_get_price_per_hour (offer) + 1);
  check (&f, offer_at (&f, 1));
  /* The analysis updated from is left as it was */
  g_assert_true (before != f.analysis);
  g_assert_false (breakeven_analysis_get_offer (before, 0)->horizon_cost
                  == breakeven_analysis_get_offer (f.analysis, 0)->horizon_cost);

  g_clear_pointer (&f.analysis, breakeven_analysis_unref);
  g_clear_object (&f.project);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/analysis/update/every-kind-of-edit", test_every_kind_of_edit);
  return g_test_run ();
}
