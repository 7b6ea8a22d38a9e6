/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-catalogue.c: the bundled catalogue, filters and sorting, own offers, broken files */

#include "config.h"

#include <glib/gstdio.h>
#include <utime.h>
#include <math.h>
#include <string.h>

#include "breakeven-catalogue.h"
#include "breakeven-gpu-table.h"
#include "breakeven-import.h"
#include "breakeven-xml.h"

static GListStore *
load_fixture (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("BREAKEVEN_FIXTURES"), "catalogue-small.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  GListStore *store = breakeven_catalogue_load_from_file (file, &error);

  g_assert_no_error (error);
  return store;
}

static BreakevenProject *
sample_project (void)
{
  g_autoptr(GError) error = NULL;
  BreakevenProject *project = breakeven_project_load_sample (&error);

  g_assert_no_error (error);
  breakeven_project_set_exchange_rate (project, "USD", "CNY", 7.1);
  return project;
}

static const char *
name_at (GPtrArray *offers,
         guint      i)
{
  return breakeven_offer_get_name (g_ptr_array_index (offers, i));
}

/* "2026-05", "2026-09-25": a year and month, and maybe a day */
static gboolean
has_as_of_date (const char *as_of)
{
  return g_regex_match_simple ("^20[0-9]{2}-(0[1-9]|1[0-2])(-[0-3][0-9])?$", as_of, 0, 0);
}

/* The source names where it was read: a web address */
static gboolean
source_has_address (const char *source)
{
  return g_regex_match_simple ("https://[a-z0-9.-]+\\.[a-z]{2,}/", source, 0, 0);
}

static void
test_bundled (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GListStore) bundled = breakeven_catalogue_load_bundled (&error);
  g_autoptr(GDateTime) now = g_date_time_new_now_utc ();
  g_autoptr(GHashTable) currencies = g_hash_table_new (g_str_hash, g_str_equal);
  gboolean spot = FALSE, on_demand = FALSE;
  guint n, with_address = 0;

  g_assert_no_error (error);
  n = g_list_model_get_n_items (G_LIST_MODEL (bundled));
  g_assert_cmpuint (n, >=, 25);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(BreakevenOffer) offer = g_list_model_get_item (G_LIST_MODEL (bundled), i);
      const BreakevenGpuModel *model;

      /* every price is dated and sourced */
      g_assert_cmpuint (strlen (breakeven_offer_get_as_of (offer)), >=, 4);
      g_assert_cmpuint (strlen (breakeven_offer_get_source (offer)), >, 5);
      g_assert_true (has_as_of_date (breakeven_offer_get_as_of (offer)));
      if (source_has_address (breakeven_offer_get_source (offer)))
        with_address++;
      else
        {
          /* Only the first-hand prices of the two articles the figures started from, which
           * publish no address (docs/catalogue.md), may name their source without one */
          g_assert_cmpstr (breakeven_offer_get_provider (offer), ==, "AutoDL");
          g_assert_true (g_str_has_prefix (breakeven_offer_get_source (offer),
                                           "DreamerV3 rent-or-build article")
                         || g_str_has_prefix (breakeven_offer_get_source (offer),
                                              "AutoDL vs local RTX 3090 article"));
        }
      /* an offer of a model some benchmark measured is never pinned at a typed speed of 1 */
      model = breakeven_gpu_table_lookup_sized (breakeven_gpu_table_get_default (),
                                                breakeven_offer_get_gpu (offer),
                                                breakeven_offer_get_vram_gb (offer));
      if (model != NULL && model->n_indexes > 0)
        g_assert_true (breakeven_offer_get_relative_speed_auto (offer)
                       || breakeven_offer_get_relative_speed (offer) != 1);
      /* nothing that cannot be traced */
      g_assert_null (strstr (breakeven_offer_get_source (offer), "Public price listing"));
      g_assert_false (g_str_has_prefix (breakeven_offer_get_source (offer), "Public"));
      g_assert_null (strstr (breakeven_offer_get_source (offer), "Public project notes"));
      g_assert_cmpfloat (breakeven_offer_get_price_per_hour (offer), >, 0);
      g_assert_cmpfloat (breakeven_offer_get_vram_gb (offer), >, 0);
      g_hash_table_add (currencies, (gpointer) breakeven_offer_get_currency (offer));
      if (breakeven_offer_get_billing (offer) == BREAKEVEN_BILLING_SPOT)
        spot = TRUE;
      else
        on_demand = TRUE;
    }
  g_assert_true (g_hash_table_contains (currencies, "CNY"));
  g_assert_true (g_hash_table_contains (currencies, "USD"));
  g_assert_true (spot && on_demand);
  g_assert_cmpuint (with_address, >=, n - 3);
}

/* The CNY offers of the platforms Chinese students rent from, for the GPUs they rent */
static void
test_bundled_cny (void)
{
  static const struct { const char *provider, *gpu; } expected[] = {
    { "AutoDL", "RTX 4090D" }, { "AutoDL", "RTX 3090" }, { "恒源云", "RTX 3090" },
    { "算家云", "RTX 4090D" }, { "算家云", "RTX 4090" }, { "算家云", "RTX 5090" },
    { "晨涧云", "A800" }, { "优云智算", "H20" },
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(GListStore) bundled = breakeven_catalogue_load_bundled (&error);
  guint n = g_list_model_get_n_items (G_LIST_MODEL (bundled));

  g_assert_no_error (error);
  for (guint e = 0; e < G_N_ELEMENTS (expected); e++)
    {
      gboolean found = FALSE;

      for (guint i = 0; i < n && !found; i++)
        {
          g_autoptr(BreakevenOffer) offer = g_list_model_get_item (G_LIST_MODEL (bundled), i);

          found = g_strcmp0 (breakeven_offer_get_provider (offer), expected[e].provider) == 0
                  && g_strcmp0 (breakeven_offer_get_gpu (offer), expected[e].gpu) == 0
                  && g_strcmp0 (breakeven_offer_get_currency (offer), "CNY") == 0;
        }
      g_test_message ("%s %s", expected[e].provider, expected[e].gpu);
      g_assert_true (found);
    }
  /* AutoDL's no-GPU mode: an instance kept on without its GPU costs 0.1 an hour, not the
   * GPU's price */
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(BreakevenOffer) offer = g_list_model_get_item (G_LIST_MODEL (bundled), i);

      if (g_strcmp0 (breakeven_offer_get_provider (offer), "AutoDL") != 0)
        continue;
      g_assert_true (breakeven_offer_get_idle_price_set (offer));
      g_assert_cmpfloat (breakeven_offer_get_idle_price_per_hour (offer), ==, 0.1);
      g_assert_cmpfloat (breakeven_offer_get_idle_price_per_hour (offer), <,
                         breakeven_offer_get_price_per_hour (offer));
    }
}

static void
test_filter (void)
{
  g_autoptr(GListStore) offers = load_fixture ();
  g_autoptr(BreakevenProject) project = sample_project ();
  g_autoptr(GPtrArray) result = NULL;
  BreakevenOfferFilter filter;

  breakeven_offer_filter_init (&filter);
  result = breakeven_catalogue_query (G_LIST_MODEL (offers), project, NULL, &filter,
                                      BREAKEVEN_OFFER_SORT_PRICE);
  g_assert_cmpuint (result->len, ==, 7);
  g_clear_pointer (&result, g_ptr_array_unref);

  /* the question of the issue: the cheapest on-demand offer with at least 24 GB */
  filter.min_vram_gb = 24;
  filter.billing = BREAKEVEN_BILLING_ON_DEMAND;
  result = breakeven_catalogue_query (G_LIST_MODEL (offers), project, NULL, &filter,
                                      BREAKEVEN_OFFER_SORT_PRICE);
  g_assert_cmpuint (result->len, ==, 5);
  g_assert_cmpstr (name_at (result, 0), ==, "RTX 3090");  /* 1.32 CNY */
  g_assert_cmpstr (name_at (result, 1), ==, "RTX 4090D"); /* 2.58 CNY */
  g_assert_cmpstr (name_at (result, 2), ==, "1x A6000"); /* 0.80 USD = 5.68 CNY */
  g_clear_pointer (&result, g_ptr_array_unref);

  /* words in any order, any case, across provider, GPU and name */
  breakeven_offer_filter_init (&filter);
  filter.search = "4090 runpod";
  result = breakeven_catalogue_query (G_LIST_MODEL (offers), project, NULL, &filter,
                                      BREAKEVEN_OFFER_SORT_PRICE);
  g_assert_cmpuint (result->len, ==, 1);
  g_assert_cmpstr (name_at (result, 0), ==, "RTX 4090 (spot)");
  g_clear_pointer (&result, g_ptr_array_unref);

  breakeven_offer_filter_init (&filter);
  filter.provider = "Lambda";
  filter.currency = "USD";
  filter.gpu = "A10";
  result = breakeven_catalogue_query (G_LIST_MODEL (offers), project, NULL, &filter,
                                      BREAKEVEN_OFFER_SORT_PRICE);
  g_assert_cmpuint (result->len, ==, 1);
  g_clear_pointer (&result, g_ptr_array_unref);

  /* a price limit in the project's currency: 2 CNY/h lets 1.32 CNY and 0.22 USD (1.56) through;
   * the yen offer has no rate and is never let through a limit */
  breakeven_offer_filter_init (&filter);
  filter.max_price_per_hour = 2;
  result = breakeven_catalogue_query (G_LIST_MODEL (offers), project, NULL, &filter,
                                      BREAKEVEN_OFFER_SORT_PRICE);
  g_assert_cmpuint (result->len, ==, 2);
  g_assert_cmpstr (name_at (result, 0), ==, "RTX 3090");
  g_assert_cmpstr (name_at (result, 1), ==, "RTX 4090 (spot)");
}

static void
test_sort (void)
{
  g_autoptr(GListStore) offers = load_fixture ();
  g_autoptr(BreakevenProject) project = sample_project ();
  g_autoptr(BreakevenAnalysis) analysis = breakeven_analysis_new (project);
  g_autoptr(GPtrArray) by_vram = NULL;
  g_autoptr(GPtrArray) by_breakeven = NULL;
  double previous = -1;

  /* per GB of VRAM, in CNY per hour */
  by_vram = breakeven_catalogue_query (G_LIST_MODEL (offers), project, analysis, NULL,
                                       BREAKEVEN_OFFER_SORT_PRICE_PER_VRAM);
  g_assert_cmpuint (by_vram->len, ==, 7);
  g_assert_cmpstr (name_at (by_vram, 0), ==, "RTX 3090");    /* 0.055 */
  g_assert_cmpstr (name_at (by_vram, 1), ==, "RTX 4090 (spot)"); /* 0.065 */
  g_assert_cmpstr (name_at (by_vram, 2), ==, "RTX 4090D");   /* 0.1075 */
  g_assert_cmpstr (name_at (by_vram, 3), ==, "1x A6000");    /* 0.118 */
  /* no rate for JPY: last */
  g_assert_cmpstr (name_at (by_vram, 6), ==, "V100");

  /* by breakeven month against the sample build: ascending, those never crossed last */
  by_breakeven = breakeven_catalogue_query (G_LIST_MODEL (offers), project, analysis, NULL,
                                            BREAKEVEN_OFFER_SORT_BREAKEVEN);
  for (guint i = 0; i < by_breakeven->len; i++)
    {
      BreakevenOfferResult r;

      if (!breakeven_analysis_evaluate_offer (analysis, project, g_ptr_array_index (by_breakeven, i), &r, NULL))
        {
          g_assert_cmpuint (i, ==, by_breakeven->len - 1);
          continue;
        }
      if (isnan (r.breakeven_months))
        previous = INFINITY;
      else
        {
          g_assert_cmpfloat (r.breakeven_months, >=, previous);
          previous = r.breakeven_months;
        }
      g_clear_object (&r.offer);
    }
  /* The 4090D at 2.58 crosses at 29.1 months, as --summary says */
  {
    BreakevenOfferResult r;
    g_autoptr(BreakevenOffer) offer = g_list_model_get_item (G_LIST_MODEL (offers), 0);

    g_assert_true (breakeven_analysis_evaluate_offer (analysis, project, offer, &r, NULL));
    g_assert_cmpfloat (round (r.breakeven_months * 10) / 10, ==, 29.1);
    g_clear_object (&r.offer);
  }
}

static void
test_conversion (void)
{
  g_autoptr(GListStore) offers = load_fixture ();
  g_autoptr(BreakevenProject) project = sample_project ();
  g_autoptr(BreakevenAnalysis) analysis = breakeven_analysis_new (project);
  g_autoptr(BreakevenOffer) usd = g_list_model_get_item (G_LIST_MODEL (offers), 3);
  g_autoptr(BreakevenOffer) yen = g_list_model_get_item (G_LIST_MODEL (offers), 6);
  g_autoptr(GError) error = NULL;
  BreakevenOfferResult r;

  g_assert_true (breakeven_analysis_evaluate_offer (analysis, project, usd, &r, &error));
  g_assert_cmpfloat (fabs (r.inputs.price_per_hour - 1.39 * 7.1), <, 1e-12);
  g_assert_cmpfloat (fabs (r.inputs.storage_price_per_gb_month - 0.71), <, 1e-12);
  g_clear_object (&r.offer);

  /* a missing rate is asked for, not guessed */
  g_assert_false (breakeven_analysis_evaluate_offer (analysis, project, yen, &r, &error));
  g_assert_error (error, BREAKEVEN_EXCHANGE_RATES_ERROR, BREAKEVEN_EXCHANGE_RATES_ERROR_NO_RATE);
  g_assert_nonnull (strstr (error->message, "JPY"));
}

static void
test_stale (void)
{
  g_autoptr(GListStore) offers = load_fixture ();
  g_autoptr(GDateTime) now = g_date_time_new_utc (2026, 11, 29, 12, 0, 0);
  const gboolean expected[] = { TRUE, FALSE, TRUE, FALSE, FALSE, TRUE, FALSE };

  /* older than six months ("2026-05" may mean May 1st, before May 29th), or undated */
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      g_autoptr(BreakevenOffer) offer = g_list_model_get_item (G_LIST_MODEL (offers), i);
      g_assert_cmpint (breakeven_offer_is_stale (offer, now), ==, expected[i]);
    }
}

static char *
make_temp_dir (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("breakeven-catalogue-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

static void
test_own_round_trip (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, "data", "breakeven", "offers.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(BreakevenCatalogue) catalogue = breakeven_catalogue_new (file);
  g_autoptr(BreakevenCatalogue) again = breakeven_catalogue_new (file);
  g_autoptr(BreakevenOffer) mine = breakeven_offer_new ("Campus", "Lab A100", 4.5, "CNY");
  g_autoptr(BreakevenOffer) loaded = NULL;
  g_autoptr(GError) error = NULL;
  guint bundled;

  breakeven_catalogue_load (catalogue, &error);
  g_assert_no_error (error);
  bundled = g_list_model_get_n_items (G_LIST_MODEL (breakeven_catalogue_get_bundled (catalogue)));
  breakeven_offer_set_vram_gb (mine, 40);
  breakeven_offer_set_as_of (mine, "2026-11");
  breakeven_offer_set_source (mine, "department price list");
  g_list_store_append (breakeven_catalogue_get_own (catalogue), mine);
  g_assert_cmpuint (g_list_model_get_n_items (breakeven_catalogue_get_offers (catalogue)), ==, bundled + 1);
  g_assert_true (breakeven_catalogue_is_own (catalogue, mine));
  g_assert_true (breakeven_catalogue_save_own (catalogue, &error));
  g_assert_no_error (error);

  /* after a restart */
  breakeven_catalogue_load (again, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (breakeven_catalogue_get_own (again))), ==, 1);
  loaded = g_list_model_get_item (G_LIST_MODEL (breakeven_catalogue_get_own (again)), 0);
  g_assert_true (breakeven_offer_equal (loaded, mine));
  g_assert_cmpuint (g_list_model_get_n_items (breakeven_catalogue_get_offers (again)), ==, bundled + 1);

  /* deleting is saved too */
  g_list_store_remove (breakeven_catalogue_get_own (again), 0);
  g_assert_true (breakeven_catalogue_save_own (again, &error));
  breakeven_catalogue_load (catalogue, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (breakeven_catalogue_get_own (catalogue))), ==, 0);

  g_unlink (path);
}

/* Sets PATH's modification time back by SECONDS: a write by another program at another
 * moment (file times are coarser than two writes in a row in a test) */
static void
age_file (const char *path,
          int         seconds)
{
  GStatBuf info;
  struct utimbuf times;

  g_assert_cmpint (g_stat (path, &info), ==, 0);
  times.actime = info.st_atime;
  times.modtime = info.st_mtime - seconds;
  g_assert_cmpint (g_utime (path, &times), ==, 0);
}

/* Two windows (or instances) with the same offers file: the second to save is told, and writes
 * nothing until it chooses to write over the other's change */
static void
test_changed_on_disk (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, "data", "breakeven", "offers.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(BreakevenCatalogue) first = breakeven_catalogue_new (file);
  g_autoptr(BreakevenCatalogue) second = breakeven_catalogue_new (file);
  g_autoptr(BreakevenOffer) a = breakeven_offer_new ("Campus", "A", 1, "CNY");
  g_autoptr(BreakevenOffer) b = breakeven_offer_new ("Campus", "B", 2, "CNY");
  g_autoptr(GListStore) on_disk = NULL;
  g_autoptr(BreakevenOffer) kept = NULL;
  g_autoptr(GError) error = NULL;

  /* both read it when it did not exist yet */
  breakeven_catalogue_load (first, &error);
  g_assert_no_error (error);
  breakeven_catalogue_load (second, &error);
  g_assert_no_error (error);
  g_assert_false (breakeven_catalogue_changed_on_disk (first));

  g_list_store_append (breakeven_catalogue_get_own (first), a);
  g_assert_true (breakeven_catalogue_save_own (first, &error));
  g_assert_no_error (error);
  g_assert_false (breakeven_catalogue_changed_on_disk (first));

  /* the second has not seen it: refused, nothing written */
  g_assert_true (breakeven_catalogue_changed_on_disk (second));
  g_list_store_append (breakeven_catalogue_get_own (second), b);
  g_assert_false (breakeven_catalogue_save_own (second, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_WRONG_ETAG);
  g_assert_nonnull (strstr (error->message, "changed by another window or program"));
  g_clear_error (&error);
  on_disk = breakeven_catalogue_load_from_file (file, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (on_disk)), ==, 1);
  kept = g_list_model_get_item (G_LIST_MODEL (on_disk), 0);
  g_assert_cmpstr (breakeven_offer_get_name (kept), ==, "A");

  /* chosen: written over */
  g_assert_true (breakeven_catalogue_save_own_full (second, TRUE, &error));
  g_assert_no_error (error);
  g_assert_false (breakeven_catalogue_changed_on_disk (second));
  g_clear_object (&on_disk);
  g_clear_object (&kept);
  on_disk = breakeven_catalogue_load_from_file (file, &error);
  kept = g_list_model_get_item (G_LIST_MODEL (on_disk), 0);
  g_assert_cmpstr (breakeven_offer_get_name (kept), ==, "B");

  /* and now the first is the one behind; read again, it is not */
  age_file (path, 10);
  g_assert_true (breakeven_catalogue_changed_on_disk (first));
  breakeven_catalogue_load (first, &error);
  g_assert_no_error (error);
  g_assert_false (breakeven_catalogue_changed_on_disk (first));
  g_assert_true (breakeven_catalogue_save_own (first, &error));

  g_unlink (path);
}

static void
test_import_export (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *own_path = g_build_filename (dir, "own.xml", NULL);
  g_autofree char *out_path = g_build_filename (dir, "exported.xml", NULL);
  g_autofree char *fixture = g_build_filename (g_getenv ("BREAKEVEN_FIXTURES"), "catalogue-small.xml", NULL);
  g_autoptr(GFile) own = g_file_new_for_path (own_path);
  g_autoptr(GFile) out = g_file_new_for_path (out_path);
  g_autoptr(GFile) in = g_file_new_for_path (fixture);
  g_autoptr(BreakevenCatalogue) catalogue = breakeven_catalogue_new (own);
  g_autoptr(BreakevenCatalogue) other = NULL;
  g_autoptr(GError) error = NULL;

  breakeven_catalogue_load (catalogue, &error);
  g_assert_no_error (error);
  g_assert_cmpint (breakeven_catalogue_import (catalogue, in, &error), ==, 7);
  g_assert_no_error (error);
  /* importing the same file again adds nothing */
  g_assert_cmpint (breakeven_catalogue_import (catalogue, in, &error), ==, 0);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (breakeven_catalogue_get_own (catalogue))), ==, 7);

  g_assert_true (breakeven_catalogue_export (catalogue, out, &error));
  g_assert_no_error (error);
  /* into another user's offers, empty */
  {
    g_autofree char *other_path = g_build_filename (dir, "other.xml", NULL);
    g_autoptr(GFile) other_file = g_file_new_for_path (other_path);

    other = breakeven_catalogue_new (other_file);
    breakeven_catalogue_load (other, &error);
    g_assert_no_error (error);
    g_assert_cmpint (breakeven_catalogue_import (other, out, &error), ==, 7);
    g_unlink (other_path);
  }

  g_unlink (own_path);
  g_unlink (out_path);
  g_rmdir (dir);
}

static void
test_broken_user_catalogue (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, "offers.xml", NULL);
  g_autofree char *prefix = g_strdup_printf ("%s:3: ", path);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(BreakevenCatalogue) catalogue = breakeven_catalogue_new (file);
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_set_contents (path,
                                      "<?xml version=\"1.0\"?>\n"
                                      "<offer-catalogue format=\"1\">\n"
                                      "  <offer provider=\"X\" price-per-hour=\"-1\"/>\n"
                                      "</offer-catalogue>\n", -1, NULL));
  breakeven_catalogue_load (catalogue, &error);
  /* the error names the file and the line; the bundled offers are still there */
  g_assert_nonnull (error);
  g_assert_true (g_str_has_prefix (error->message, prefix));
  g_assert_cmpuint (g_list_model_get_n_items (breakeven_catalogue_get_offers (catalogue)), >=, 25);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (breakeven_catalogue_get_own (catalogue))), ==, 0);

  g_unlink (path);
  g_rmdir (dir);
}

/* What a project without offers is shown: the cheapest convertible 24 GB on-demand offer */
static void
test_suggest (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GListStore) bundled = breakeven_catalogue_load_bundled (&error);
  g_autoptr(BreakevenProject) project = breakeven_project_new ();
  g_autoptr(BreakevenOffer) suggested = NULL;
  g_autoptr(GListStore) none = g_list_store_new (BREAKEVEN_TYPE_OFFER);

  g_assert_no_error (error);
  /* CNY without rates: the USD offers cannot be compared, so the cheapest in CNY */
  suggested = breakeven_catalogue_suggest (G_LIST_MODEL (bundled), project, 24,
                                           BREAKEVEN_BILLING_ON_DEMAND);
  g_assert_nonnull (suggested);
  g_assert_cmpstr (breakeven_offer_get_provider (suggested), ==, "恒源云");
  g_assert_cmpstr (breakeven_offer_get_name (suggested), ==, "RTX 3090");
  g_assert_cmpfloat (breakeven_offer_get_price_per_hour (suggested), ==, 0.76);
  g_clear_object (&suggested);

  /* At 7.1 the cheapest on-demand dollar offer, $0.18 (¥1.278), does not beat ¥0.76 */
  breakeven_project_set_exchange_rate (project, "USD", "CNY", 7.1);
  suggested = breakeven_catalogue_suggest (G_LIST_MODEL (bundled), project, 24,
                                           BREAKEVEN_BILLING_ON_DEMAND);
  g_assert_cmpstr (breakeven_offer_get_provider (suggested), ==, "恒源云");
  g_clear_object (&suggested);

  /* At 2 it does ($0.18 = ¥0.36); the spot offers of $0.18 and less never count */
  breakeven_project_set_exchange_rate (project, "USD", "CNY", 2);
  suggested = breakeven_catalogue_suggest (G_LIST_MODEL (bundled), project, 24,
                                           BREAKEVEN_BILLING_ON_DEMAND);
  g_assert_cmpstr (breakeven_offer_get_provider (suggested), ==, "OpenRelay");
  g_assert_cmpstr (breakeven_offer_get_name (suggested), ==, "RTX 3090");
  g_assert_cmpint (breakeven_offer_get_billing (suggested), ==, BREAKEVEN_BILLING_ON_DEMAND);
  g_clear_object (&suggested);

  /* 48 GB or more at 7.1: 恒源云's RTX A6000 at ¥2.2 beats the L40S at $0.79 (¥5.609) */
  breakeven_project_set_exchange_rate (project, "USD", "CNY", 7.1);
  suggested = breakeven_catalogue_suggest (G_LIST_MODEL (bundled), project, 48,
                                           BREAKEVEN_BILLING_ON_DEMAND);
  g_assert_cmpstr (breakeven_offer_get_name (suggested), ==, "RTX A6000");
  g_assert_cmpfloat (breakeven_offer_get_price_per_hour (suggested), ==, 2.2);
  g_clear_object (&suggested);

  /* Nothing to suggest from an empty catalogue, nor when no price converts */
  g_assert_null (breakeven_catalogue_suggest (G_LIST_MODEL (none), project, 24,
                                              BREAKEVEN_BILLING_ON_DEMAND));
  breakeven_project_set_currency (project, "EUR");
  g_assert_null (breakeven_catalogue_suggest (G_LIST_MODEL (bundled), project, 24,
                                              BREAKEVEN_BILLING_ON_DEMAND));
}

static GPtrArray *
runpod_import (const char *price)
{
  g_autofree char *csv = g_strdup_printf (
    "instance_name,location,price,cpu,memory,gpu_count,gpu_name,gpu_memory,spot\n"
    "1x RTX 4090,EU-RO-1,%s,16,62,1,RTX4090,24,False\n", price);
  g_autoptr(GError) error = NULL;
  GPtrArray *results = g_ptr_array_new_with_free_func ((GDestroyNotify) breakeven_import_result_free);

  g_ptr_array_add (results, breakeven_import_csv_data (csv, strlen (csv), "runpod.csv", NULL,
                                                       "2026-09-01", &error));
  g_assert_no_error (error);
  return results;
}

/* A price catalogue import is one step, undone to the catalogue as it was, on disk too */
static void
test_import_undo (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *own_path = g_build_filename (dir, "own.xml", NULL);
  g_autoptr(GFile) own_file = g_file_new_for_path (own_path);
  g_autoptr(BreakevenCatalogue) catalogue = breakeven_catalogue_new (own_file);
  g_autoptr(BreakevenOffer) mine = breakeven_offer_new ("Uni", "A40", 3, "CNY");
  g_autoptr(GPtrArray) first = runpod_import ("0.40");
  g_autoptr(GPtrArray) second = runpod_import ("0.34");
  g_autoptr(GError) error = NULL;
  g_autoptr(BreakevenOffer) offer = NULL;
  g_autofree char *before = NULL;
  g_autofree char *undone = NULL;
  g_autofree char *report = NULL;
  GListModel *own;
  guint n = 0;

  breakeven_catalogue_load (catalogue, &error);
  g_assert_no_error (error);
  own = G_LIST_MODEL (breakeven_catalogue_get_own (catalogue));
  g_assert_false (breakeven_catalogue_get_can_undo (catalogue));
  g_list_store_append (G_LIST_STORE (own), mine);
  report = breakeven_catalogue_import_prices (catalogue, first, &n, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (report, ==, "1 offer from runpod\n");
  g_assert_cmpuint (n, ==, 1);
  g_clear_pointer (&report, g_free);
  g_assert_true (g_file_get_contents (own_path, &before, NULL, &error));

  report = breakeven_catalogue_import_prices (catalogue, second, &n, &error);
  g_assert_nonnull (strstr (report, "offer of an earlier import replaced"));
  g_assert_cmpuint (n, ==, 1);
  g_assert_true (breakeven_catalogue_get_can_undo (catalogue));
  g_assert_cmpuint (g_list_model_get_n_items (own), ==, 2);
  offer = g_list_model_get_item (own, 1);
  g_assert_cmpfloat (breakeven_offer_get_price_per_hour (offer), ==, 0.34);
  g_clear_object (&offer);

  g_assert_true (breakeven_catalogue_undo (catalogue, &error));
  g_assert_no_error (error);
  g_assert_false (breakeven_catalogue_get_can_undo (catalogue));
  g_assert_cmpuint (g_list_model_get_n_items (own), ==, 2);
  offer = g_list_model_get_item (own, 1);
  g_assert_cmpfloat (breakeven_offer_get_price_per_hour (offer), ==, 0.40);
  g_clear_object (&offer);
  g_assert_true (g_file_get_contents (own_path, &undone, NULL, &error));
  g_assert_cmpstr (undone, ==, before);
  /* the combined list follows */
  g_assert_cmpuint (g_list_model_get_n_items (breakeven_catalogue_get_offers (catalogue)), ==,
                    g_list_model_get_n_items (G_LIST_MODEL (breakeven_catalogue_get_bundled (catalogue))) + 2);
  /* a second undo has nothing to take back */
  g_assert_true (breakeven_catalogue_undo (catalogue, &error));
  g_assert_cmpuint (g_list_model_get_n_items (own), ==, 2);

  /* Another change after an import ends its undo: it is never taken back with it */
  g_clear_pointer (&report, g_free);
  report = breakeven_catalogue_import_prices (catalogue, second, &n, &error);
  g_assert_true (breakeven_catalogue_get_can_undo (catalogue));
  g_list_store_remove (G_LIST_STORE (own), 0);
  g_assert_false (breakeven_catalogue_get_can_undo (catalogue));

  g_unlink (own_path);
  g_rmdir (dir);
}

/* The sample's three AutoDL offers are the bundled catalogue's, field for field: the picker
 * shows them as compared rather than inviting a second copy */
static void
test_sample_offers_in_catalogue (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GListStore) bundled = breakeven_catalogue_load_bundled (&error);
  g_autoptr(BreakevenProject) sample = breakeven_project_load_sample (&error);
  GListModel *offers;
  guint found = 0;

  g_assert_no_error (error);
  offers = G_LIST_MODEL (breakeven_project_get_offers (sample));
  for (guint i = 0; i < g_list_model_get_n_items (offers); i++)
    {
      g_autoptr(BreakevenOffer) offer = g_list_model_get_item (offers, i);

      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (bundled)); j++)
        {
          g_autoptr(BreakevenOffer) other = g_list_model_get_item (G_LIST_MODEL (bundled), j);

          if (breakeven_offer_equal (offer, other))
            found++;
        }
    }
  g_assert_cmpuint (g_list_model_get_n_items (offers), ==, 3);
  g_assert_cmpuint (found, ==, 3);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/catalogue/bundled", test_bundled);
  g_test_add_func ("/catalogue/bundled-cny", test_bundled_cny);
  g_test_add_func ("/catalogue/filter", test_filter);
  g_test_add_func ("/catalogue/sort", test_sort);
  g_test_add_func ("/catalogue/conversion", test_conversion);
  g_test_add_func ("/catalogue/stale", test_stale);
  g_test_add_func ("/catalogue/own-round-trip", test_own_round_trip);
  g_test_add_func ("/catalogue/changed-on-disk", test_changed_on_disk);
  g_test_add_func ("/catalogue/import-export", test_import_export);
  g_test_add_func ("/catalogue/suggest", test_suggest);
  g_test_add_func ("/catalogue/import-undo", test_import_undo);
  g_test_add_func ("/catalogue/broken-user-catalogue", test_broken_user_catalogue);
  g_test_add_func ("/catalogue/sample-offers", test_sample_offers_in_catalogue);

  return g_test_run ();
}
