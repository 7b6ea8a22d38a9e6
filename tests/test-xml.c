/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-xml.c: project files and catalogues: canonical round trips, defaults, every kind of
 * refused file with the "FILE:LINE: message" the user sees, locale independence, atomic saving
 *
 * Longer than the 800 lines a source file keeps to, and on purpose: the file format's cases
 * share the fixture writer and the reader's error checks. Split by topic, as the other
 * programs are, not by size.
 */

#include "config.h"

#include <errno.h>
#include <langinfo.h>
#include <locale.h>
#include <math.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>
#include <sys/resource.h>

#include <glib/gstdio.h>

#include "breakeven-cost.h"
#include "breakeven-xml.h"

#define INLINE_NAME "inline.breakeven"
#define HEADER "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"

/* ---------------------------------------------------------------------------------------- */
/* Helpers                                                                                   */

static char *
fixture_path (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "fixtures", name, NULL);
}

static char *
sample_path (void)
{
  return g_test_build_filename (G_TEST_DIST, "..", "data", "sample.breakeven", NULL);
}

static char *
read_file (const char *path,
           gsize      *length)
{
  g_autoptr(GError) error = NULL;
  char *contents = NULL;

  g_file_get_contents (path, &contents, length, &error);
  g_assert_no_error (error);
  return contents;
}

static BreakevenProject *
load_path (const char  *path,
           GError     **error)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);

  return breakeven_project_load_from_file (file, error);
}

static BreakevenProject *
load_fixture (const char *name)
{
  g_autofree char *path = fixture_path (name);
  g_autoptr(GError) error = NULL;
  BreakevenProject *project = load_path (path, &error);

  g_assert_no_error (error);
  g_assert_nonnull (project);
  return project;
}

static BreakevenProject *
load_string (const char  *xml,
             GError     **error)
{
  return breakeven_project_load_from_data (xml, strlen (xml), INLINE_NAME, error);
}

/* The refusal as the user sees it: "NAME:LINE: ..." containing PHRASE */
static void
assert_refusal (const GError      *error,
                BreakevenXmlError  code,
                const char        *name,
                long               line,
                const char        *phrase)
{
  g_autofree char *prefix = g_strdup_printf ("%s:%ld: ", name, line);

  g_assert_nonnull (error);
  g_assert_error ((GError *) error, BREAKEVEN_XML_ERROR, (int) code);
  if (!g_str_has_prefix (error->message, prefix))
    g_error ("“%s” does not start with “%s”", error->message, prefix);
  if (strstr (error->message, phrase) == NULL)
    g_error ("“%s” does not say “%s”", error->message, phrase);
}

static BreakevenOffer *
get_offer (BreakevenProject *project,
           guint             n)
{
  BreakevenOffer *offer =
    g_list_model_get_item (G_LIST_MODEL (breakeven_project_get_offers (project)), n);

  g_assert_nonnull (offer);
  g_object_unref (offer); /* the store keeps it alive */
  return offer;
}

static BreakevenPart *
get_part (BreakevenProject *project,
          guint             n)
{
  BreakevenPart *part =
    g_list_model_get_item (G_LIST_MODEL (breakeven_project_get_parts (project)), n);

  g_assert_nonnull (part);
  g_object_unref (part);
  return part;
}

static void
remove_recursively (const char *path)
{
  GDir *dir = g_dir_open (path, 0, NULL);

  if (dir != NULL)
    {
      const char *name;

      while ((name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *child = g_build_filename (path, name, NULL);

          remove_recursively (child);
        }
      g_dir_close (dir);
    }
  g_chmod (path, 0700);
  g_remove (path);
}

static guint
count_directory_entries (const char *path)
{
  GDir *dir = g_dir_open (path, 0, NULL);
  guint n = 0;

  g_assert_nonnull (dir);
  while (g_dir_read_name (dir) != NULL)
    n++;
  g_dir_close (dir);
  return n;
}

/* ---------------------------------------------------------------------------------------- */
/* Round trips                                                                               */

/* Loading a canonical file and saving it gives back the very same bytes */
static void
assert_canonical_project (const char *path)
{
  g_autoptr(BreakevenProject) project = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *original = NULL;
  g_autofree char *saved = NULL;
  gsize original_length, saved_length;

  original = read_file (path, &original_length);
  project = load_path (path, &error);
  g_assert_no_error (error);
  saved = breakeven_project_to_xml (project, &saved_length);
  g_assert_cmpstr (saved, ==, original);
  g_assert_cmpuint (saved_length, ==, original_length);
}

static void
test_round_trip_sample (void)
{
  g_autofree char *path = sample_path ();
  g_autoptr(BreakevenProject) bundled = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *on_disk = NULL;
  g_autofree char *saved = NULL;

  assert_canonical_project (path);

  /* The sample compiled into the resources is the same file */
  bundled = breakeven_project_load_sample (&error);
  g_assert_no_error (error);
  on_disk = read_file (path, NULL);
  saved = breakeven_project_to_xml (bundled, NULL);
  g_assert_cmpstr (saved, ==, on_disk);

  g_assert_cmpstr (breakeven_project_get_title (bundled), ==, "DreamerV3 workstation");
  g_assert_cmpfloat (breakeven_project_get_parts_total (bundled), ==, 23592);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (breakeven_project_get_offers (bundled))),
                    ==, 3);
  g_assert_cmpfloat (breakeven_offer_get_price_per_hour (get_offer (bundled, 0)), ==, 2.58);
}

/* full.breakeven is a canonical file of format 1; full-format-3.breakeven is what saving it
 * writes, checked by hand: format="3", vram-needed-gb and circuit-limit-watts (0: none), the
 * GPU part's model and VRAM (not given), and nothing that follows another value or that format
 * 3 adds at its default; full-format-2.breakeven, what format 2 wrote, saves the same */
static void
test_round_trip_full (void)
{
  g_autofree char *path = fixture_path ("full-format-3.breakeven");
  g_autoptr(BreakevenProject) format_2 = load_fixture ("full-format-2.breakeven");
  g_autofree char *saved_2 = breakeven_project_to_xml (format_2, NULL);
  g_autofree char *expected = read_file (path, NULL);
  g_autoptr(BreakevenProject) project = load_fixture ("full.breakeven");
  g_autofree char *saved = breakeven_project_to_xml (project, NULL);
  BreakevenOffer *offer;
  BreakevenPart *part;
  const char *from, *to;
  double rate;

  assert_canonical_project (path);
  g_assert_cmpstr (saved, ==, expected);
  g_assert_cmpstr (saved_2, ==, expected);

  /* What the canonical file carries survives: escaped and non-ASCII text, CR and newlines */
  g_assert_cmpstr (breakeven_project_get_title (project), ==,
                   "Lab box “A&B” <2×RTX 3090> — 实验室工作站");
  g_assert_cmpstr (breakeven_project_get_notes (project), ==,
                   "Two lines of notes,\nthe second with \"quotes\", 'apostrophes', "
                   "a tab\tand a CR\r kept.");
  g_assert_cmpstr (breakeven_project_get_currency (project), ==, "EUR");
  g_assert_cmpuint (breakeven_project_get_n_exchange_rates (project), ==, 2);
  breakeven_project_get_nth_exchange_rate (project, 1, &from, &to, &rate);
  g_assert_cmpstr (from, ==, "EUR");
  g_assert_cmpstr (to, ==, "CNY");
  g_assert_cmpfloat (rate, ==, 7.8125);
  g_assert_cmpfloat (breakeven_project_get_horizon_months (project), ==, 48.5);
  g_assert_cmpfloat (breakeven_project_get_idle_hours_per_day (project), ==, 14.5);

  part = get_part (project, 2);
  g_assert_cmpuint (breakeven_part_get_quantity (part), ==, 100000);
  g_assert_cmpfloat (breakeven_part_get_unit_price (part), ==, 0.0000001);
  g_assert_cmpstr (breakeven_part_get_name (part), ==, "");
  g_assert_cmpint (breakeven_part_get_category (part), ==, BREAKEVEN_PART_MEMORY);

  g_assert_true (breakeven_project_get_has_vendor_quote (project));
  g_assert_true (breakeven_project_get_use_vendor_quote (project));
  g_assert_false (breakeven_project_get_wall_watts_set (project));
  g_assert_cmpfloat (breakeven_project_get_interest_percent (project), ==, 3.75);

  offer = get_offer (project, 1);
  g_assert_cmpint (breakeven_offer_get_billing (offer), ==, BREAKEVEN_BILLING_SPOT);
  g_assert_cmpstr (breakeven_offer_get_currency (offer), ==, "CNY");
  g_assert_cmpuint (breakeven_offer_get_gpu_count (offer), ==, 2);
  g_assert_cmpfloat (breakeven_offer_get_relative_speed (offer), ==, 0.97);
  offer = get_offer (project, 2);
  g_assert_cmpfloat (breakeven_offer_get_setup_cost (offer), ==, 1e9);
  g_assert_cmpstr (breakeven_offer_get_source (offer), ==, "line one\nline two");
  g_assert_cmpstr (breakeven_offer_get_source (get_offer (project, 0)), ==,
                   "https://example.com/pricing?a=1&b=2");
}

/* Any valid file, canonical or not, is stable after one save: load, save, load, save gives
 * the same bytes twice */
static void
test_round_trip_stable (void)
{
  g_autofree char *dir_path = g_test_build_filename (G_TEST_DIST, "fixtures", NULL);
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  const char *name;
  guint n_files = 0;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autoptr(BreakevenProject) first = NULL;
      g_autoptr(BreakevenProject) second = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *once = NULL;
      g_autofree char *twice = NULL;
      gsize length;

      if (!g_str_has_suffix (name, ".breakeven"))
        continue;
      first = load_fixture (name);
      once = breakeven_project_to_xml (first, &length);
      second = breakeven_project_load_from_data (once, length, name, &error);
      g_assert_no_error (error);
      twice = breakeven_project_to_xml (second, NULL);
      g_assert_cmpstr (twice, ==, once);
      g_assert_true (g_str_has_suffix (once, "</breakeven-project>\n"));
      n_files++;
    }
  /* minimal, any-order, design-example, full; full-format-2, format-2, design-example-2 */
  g_assert_cmpuint (n_files, >=, 7);
}

/* ---------------------------------------------------------------------------------------- */
/* Defaults and permissive-but-valid input                                                   */

static void
test_defaults (void)
{
  g_autoptr(BreakevenProject) project = load_fixture ("minimal.breakeven");

  g_assert_cmpstr (breakeven_project_get_title (project), ==, "");
  g_assert_cmpstr (breakeven_project_get_notes (project), ==, "");
  g_assert_cmpstr (breakeven_project_get_currency (project), ==, "CNY");
  g_assert_cmpuint (breakeven_project_get_n_exchange_rates (project), ==, 0);
  g_assert_cmpfloat (breakeven_project_get_hours_per_day (project), ==, 0);
  g_assert_cmpfloat (breakeven_project_get_idle_hours_per_day (project), ==, 0);
  g_assert_cmpfloat (breakeven_project_get_horizon_months (project), ==, 36);
  g_assert_cmpfloat (breakeven_project_get_cloud_storage_gb (project), ==, 0);
  g_assert_false (breakeven_project_get_has_vendor_quote (project));
  g_assert_false (breakeven_project_get_use_vendor_quote (project));
  g_assert_false (breakeven_project_get_wall_watts_set (project));
  g_assert_cmpfloat (breakeven_project_get_idle_watts (project), ==, 0);
  g_assert_cmpfloat (breakeven_project_get_cooling_overhead_percent (project), ==, 0);
  g_assert_cmpfloat (breakeven_project_get_price_per_kwh (project), ==, 0);
  g_assert_cmpfloat (breakeven_project_get_maintenance_per_year (project), ==, 0);
  g_assert_cmpfloat (breakeven_project_get_resale_percent (project), ==, 0);
  g_assert_cmpfloat (breakeven_project_get_interest_percent (project), ==, 0);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (breakeven_project_get_parts (project))),
                    ==, 0);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (breakeven_project_get_offers (project))),
                    ==, 0);
}

static void
test_any_order (void)
{
  g_autoptr(BreakevenProject) project = load_fixture ("any-order.breakeven");
  BreakevenOffer *offer;
  BreakevenPart *part;

  g_assert_cmpstr (breakeven_project_get_title (project), ==, "  spaces kept  ");
  g_assert_cmpstr (breakeven_project_get_currency (project), ==, "USD");
  g_assert_cmpfloat (breakeven_project_get_hours_per_day (project), ==, 8);
  g_assert_cmpfloat (breakeven_project_get_horizon_months (project), ==, 36);
  g_assert_cmpfloat (breakeven_project_get_interest_percent (project), ==, 5);
  g_assert_cmpfloat (breakeven_project_get_cooling_overhead_percent (project), ==, 10);
  g_assert_false (breakeven_project_get_wall_watts_set (project));

  /* A vendor quote without attributes is still a quote */
  g_assert_true (breakeven_project_get_has_vendor_quote (project));
  g_assert_cmpfloat (breakeven_project_get_vendor_quote (project), ==, 0);
  g_assert_false (breakeven_project_get_use_vendor_quote (project));
  g_assert_cmpstr (breakeven_project_get_vendor_quote_note (project), ==, "no price yet");

  part = get_part (project, 0);
  g_assert_cmpstr (breakeven_part_get_name (part), ==, "RTX <4090> & co");
  g_assert_cmpuint (breakeven_part_get_quantity (part), ==, 1);
  part = get_part (project, 1);
  g_assert_cmpint (breakeven_part_get_category (part), ==, BREAKEVEN_PART_OTHER);
  g_assert_cmpuint (breakeven_part_get_quantity (part), ==, 1);

  /* Offers without a currency take the project's, even when <currency> comes after them */
  offer = get_offer (project, 0);
  g_assert_cmpstr (breakeven_offer_get_currency (offer), ==, "USD");
  g_assert_cmpfloat (breakeven_offer_get_price_per_hour (offer), ==, 0.35);
  offer = get_offer (project, 1);
  g_assert_cmpstr (breakeven_offer_get_currency (offer), ==, "USD");
  g_assert_cmpfloat (breakeven_offer_get_relative_speed (offer), ==, 1);
  g_assert_cmpuint (breakeven_offer_get_gpu_count (offer), ==, 1);
  g_assert_cmpint (breakeven_offer_get_billing (offer), ==, BREAKEVEN_BILLING_ON_DEMAND);
}

static void
test_design_example (void)
{
  g_autoptr(BreakevenProject) project = load_fixture ("design-example.breakeven");
  BreakevenOffer *offer = get_offer (project, 0);
  double converted = 0;

  g_assert_cmpfloat (breakeven_project_get_parts_total (project), ==, 18799);
  g_assert_cmpfloat (breakeven_project_get_wall_watts (project), ==, 600);
  g_assert_true (breakeven_project_get_wall_watts_set (project));
  g_assert_cmpfloat (breakeven_project_get_vendor_quote (project), ==, 36000);
  g_assert_cmpstr (breakeven_offer_get_source (offer), ==, "where the price was read");
  g_assert_cmpstr (breakeven_offer_get_as_of (offer), ==, "2026-05");
  g_assert_true (breakeven_project_convert (project, "USD", 10, &converted, NULL));
  g_assert_cmpfloat_with_epsilon (converted, 71, 1e-9);
}

/* The edges of every range are accepted; "-0" is 0 and leading zeros are allowed */
static void
test_boundaries (void)
{
  static const char xml[] =
    HEADER
    "<breakeven-project format=\"1\">\n"
    "  <usage hours-per-day=\"24\" idle-hours-per-day=\"0\" horizon-months=\"240\"/>\n"
    "  <build>\n"
    "    <part quantity=\"100000\" unit-price=\"-0\" power-watts=\"007.50\"/>\n"
    "    <power wall-watts=\"0\" cooling-overhead-percent=\"100\"/>\n"
    "    <resale percent-at-horizon=\"100\"/>\n"
    "  </build>\n"
    "  <cloud><offer gpu-count=\"1024\" interruption-overhead-percent=\"100\"/></cloud>\n"
    "</breakeven-project>\n";
  static const char short_horizon[] =
    "<breakeven-project format=\"1\"><usage horizon-months=\"1\" idle-hours-per-day=\"24\"/>"
    "</breakeven-project>";
  g_autoptr(BreakevenProject) project = NULL;
  g_autoptr(BreakevenProject) other = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *saved = NULL;
  BreakevenPart *part;

  project = load_string (xml, &error);
  g_assert_no_error (error);
  g_assert_cmpfloat (breakeven_project_get_hours_per_day (project), ==, 24);
  g_assert_cmpfloat (breakeven_project_get_horizon_months (project), ==, 240);
  g_assert_true (breakeven_project_get_wall_watts_set (project));
  g_assert_cmpfloat (breakeven_project_get_wall_watts (project), ==, 0);
  part = get_part (project, 0);
  g_assert_cmpuint (breakeven_part_get_quantity (part), ==, 100000);
  g_assert_cmpfloat (breakeven_part_get_power_watts (part), ==, 7.5);
  g_assert_false (signbit (breakeven_part_get_unit_price (part)));
  g_assert_cmpuint (breakeven_offer_get_gpu_count (get_offer (project, 0)), ==, 1024);

  saved = breakeven_project_to_xml (project, NULL);
  g_assert_nonnull (strstr (saved, "unit-price=\"0\" power-watts=\"7.5\""));
  g_assert_nonnull (strstr (saved, "<power wall-watts=\"0\" "));

  other = load_string (short_horizon, &error);
  g_assert_no_error (error);
  g_assert_cmpfloat (breakeven_project_get_horizon_months (other), ==, 1);
  g_assert_cmpfloat (breakeven_project_get_idle_hours_per_day (other), ==, 24);
}

/* Either direction of a rate converts an offer's currency */
static void
test_exchange_rate_direction (void)
{
  static const char xml[] =
    "<breakeven-project format=\"1\">\n"
    "  <exchange-rate from=\"CNY\" to=\"USD\" rate=\"0.125\"/>\n"
    "  <cloud><offer currency=\"USD\" price-per-hour=\"1\"/></cloud>\n"
    "</breakeven-project>\n";
  g_autoptr(BreakevenProject) project = NULL;
  g_autoptr(GError) error = NULL;
  double converted = 0;

  project = load_string (xml, &error);
  g_assert_no_error (error);
  g_assert_true (breakeven_project_convert (project, "USD", 1, &converted, NULL));
  g_assert_cmpfloat (converted, ==, 8);
}

/* ---------------------------------------------------------------------------------------- */
/* Format 2                                                                                  */

/* Every new attribute, read back from a canonical format 2 file (values checked by hand) */
static void
test_format_2_round_trip (void)
{
  g_autofree char *path = fixture_path ("format-2.breakeven");
  g_autoptr(BreakevenProject) project = load_fixture ("format-2.breakeven");
  g_autofree char *original = read_file (path, NULL);
  g_autofree char *saved = breakeven_project_to_xml (project, NULL);
  g_autoptr(GString) as_format_3 = g_string_new (original);
  BreakevenOffer *offer;
  BreakevenPart *part;

  /* It saves as format 3, the same but for the version: format 2 had none of its additions */
  g_assert_cmpuint (g_string_replace (as_format_3, "<breakeven-project format=\"2\">",
                                      "<breakeven-project format=\"3\">", 1), ==, 1);
  g_assert_cmpstr (saved, ==, as_format_3->str);

  g_assert_cmpfloat (breakeven_project_get_hours_per_day (project), ==, 10);
  g_assert_cmpfloat (breakeven_project_get_idle_hours_per_day (project), ==, 6);
  g_assert_true (breakeven_project_get_cloud_idle_hours_set (project));
  g_assert_cmpfloat (breakeven_project_get_cloud_idle_hours_per_day (project), ==, 2.5);
  g_assert_cmpfloat (breakeven_project_get_vram_needed_gb (project), ==, 20);

  part = get_part (project, 0);
  g_assert_cmpstr (breakeven_part_get_model (part), ==, "RTX 3090");
  g_assert_cmpfloat (breakeven_part_get_vram_gb (part), ==, 24);
  g_assert_cmpuint (breakeven_part_get_quantity (part), ==, 2);
  part = get_part (project, 1);
  g_assert_cmpint (breakeven_part_get_category (part), ==, BREAKEVEN_PART_GPU);
  g_assert_cmpstr (breakeven_part_get_model (part), ==, "");
  g_assert_cmpfloat (breakeven_part_get_vram_gb (part), ==, 0);
  part = get_part (project, 2);
  g_assert_cmpint (breakeven_part_get_category (part), ==, BREAKEVEN_PART_CPU);
  g_assert_cmpstr (breakeven_part_get_model (part), ==, "");
  g_assert_cmpfloat (breakeven_part_get_vram_gb (part), ==, 0);
  /* Not a GPU, but given: kept */
  part = get_part (project, 3);
  g_assert_cmpstr (breakeven_part_get_model (part), ==, "Accelerator X");
  g_assert_cmpfloat (breakeven_part_get_vram_gb (part), ==, 8.5);

  g_assert_cmpfloat (breakeven_project_get_wall_watts (project), ==, 900);
  g_assert_cmpfloat (breakeven_project_get_circuit_limit_watts (project), ==, 1500);
  g_assert_cmpfloat (breakeven_project_get_resale_percent (project), ==, 40);
  g_assert_true (breakeven_project_get_resale_after_purchase_set (project));
  g_assert_cmpfloat (breakeven_project_get_resale_after_purchase_percent (project), ==, 85.5);

  offer = get_offer (project, 0);
  g_assert_true (breakeven_offer_get_idle_price_set (offer));
  g_assert_cmpfloat (breakeven_offer_get_idle_price_per_hour (offer), ==, 0.1);
  g_assert_cmpfloat (breakeven_offer_get_price_per_hour (offer), ==, 2.58);
  g_assert_true (breakeven_offer_get_relative_speed_auto (offer));
  g_assert_false (breakeven_offer_get_promotion (offer));
  offer = get_offer (project, 1);
  g_assert_false (breakeven_offer_get_idle_price_set (offer));
  g_assert_cmpfloat (breakeven_offer_get_idle_price_per_hour (offer), ==, 1.29);
  g_assert_false (breakeven_offer_get_relative_speed_auto (offer));
  g_assert_cmpfloat (breakeven_offer_get_relative_speed (offer), ==, 1.6);
  /* An idle price of 0 is set, not absent: the instance is stopped while idle */
  offer = get_offer (project, 2);
  g_assert_true (breakeven_offer_get_idle_price_set (offer));
  g_assert_cmpfloat (breakeven_offer_get_idle_price_per_hour (offer), ==, 0);
  /* A short-lived price, written only when set */
  g_assert_true (breakeven_offer_get_promotion (offer));
  g_assert_true (breakeven_offer_get_relative_speed_auto (offer));
}

/* The format 2 example of the file format, as it was specified (tests/fixtures/
 * design-example-2.breakeven, with its comments and line breaks) */
static void
test_format_2_design_example (void)
{
  g_autoptr(BreakevenProject) project = load_fixture ("design-example-2.breakeven");
  BreakevenOffer *offer = get_offer (project, 0);
  BreakevenPart *part = get_part (project, 0);

  g_assert_true (breakeven_project_get_cloud_idle_hours_set (project));
  g_assert_cmpfloat (breakeven_project_get_cloud_idle_hours_per_day (project), ==, 0);
  g_assert_cmpfloat (breakeven_project_get_vram_needed_gb (project), ==, 24);
  g_assert_cmpstr (breakeven_part_get_model (part), ==, "RTX 4090D");
  g_assert_cmpfloat (breakeven_part_get_vram_gb (part), ==, 24);
  g_assert_cmpstr (breakeven_part_get_model (get_part (project, 1)), ==, "");
  g_assert_cmpfloat (breakeven_project_get_circuit_limit_watts (project), ==, 0);
  g_assert_true (breakeven_project_get_resale_after_purchase_set (project));
  g_assert_cmpfloat (breakeven_project_get_resale_after_purchase_percent (project), ==, 0);
  g_assert_true (breakeven_offer_get_idle_price_set (offer));
  g_assert_cmpfloat (breakeven_offer_get_idle_price_per_hour (offer), ==, 2.58);
  g_assert_false (breakeven_offer_get_relative_speed_auto (offer));
  g_assert_cmpfloat (breakeven_offer_get_relative_speed (offer), ==, 1);
  g_assert_cmpfloat (breakeven_project_get_parts_total (project), ==, 18799);
}

/* What a format 2 file leaves out takes its default; what follows another value follows it */
static void
test_format_2_defaults (void)
{
  static const char xml[] =
    HEADER
    "<breakeven-project format=\"2\">\n"
    "  <usage hours-per-day=\"8\" idle-hours-per-day=\"4\"/>\n"
    "  <build>\n"
    "    <part category=\"gpu\" unit-price=\"100\"/>\n"
    "    <part category=\"case\" unit-price=\"50\"/>\n"
    "    <power/>\n"
    "    <resale percent-at-horizon=\"30\"/>\n"
    "  </build>\n"
    "  <cloud><offer price-per-hour=\"2\"/></cloud>\n"
    "</breakeven-project>\n";
  g_autoptr(BreakevenProject) project = NULL;
  g_autoptr(BreakevenProject) empty = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *saved = NULL;
  BreakevenOffer *offer;

  project = load_string (xml, &error);
  g_assert_no_error (error);
  g_assert_false (breakeven_project_get_cloud_idle_hours_set (project));
  g_assert_cmpfloat (breakeven_project_get_cloud_idle_hours_per_day (project), ==, 4);
  g_assert_cmpfloat (breakeven_project_get_vram_needed_gb (project), ==, 0);
  g_assert_cmpfloat (breakeven_project_get_circuit_limit_watts (project), ==, 0);
  g_assert_false (breakeven_project_get_resale_after_purchase_set (project));
  g_assert_cmpfloat (breakeven_project_get_resale_after_purchase_percent (project), ==, 30);
  g_assert_cmpstr (breakeven_part_get_model (get_part (project, 0)), ==, "");
  g_assert_cmpfloat (breakeven_part_get_vram_gb (get_part (project, 0)), ==, 0);
  offer = get_offer (project, 0);
  g_assert_false (breakeven_offer_get_idle_price_set (offer));
  g_assert_cmpfloat (breakeven_offer_get_idle_price_per_hour (offer), ==, 2);
  g_assert_false (breakeven_offer_get_relative_speed_auto (offer));
  g_assert_cmpfloat (breakeven_offer_get_relative_speed (offer), ==, 1);

  /* Saved: the GPU part gets its model and VRAM, the case none; nothing that follows */
  saved = breakeven_project_to_xml (project, NULL);
  g_assert_nonnull (strstr (saved, "<usage hours-per-day=\"8\" idle-hours-per-day=\"4\" "
                                   "horizon-months=\"36\" cloud-storage-gb=\"0\" "
                                   "vram-needed-gb=\"0\"/>\n"));
  g_assert_nonnull (strstr (saved, "<part category=\"gpu\" quantity=\"1\" unit-price=\"100\" "
                                   "power-watts=\"0\" model=\"\" vram-gb=\"0\"></part>\n"));
  g_assert_nonnull (strstr (saved, "<part category=\"case\" quantity=\"1\" unit-price=\"50\" "
                                   "power-watts=\"0\"></part>\n"));
  g_assert_nonnull (strstr (saved, "<power idle-watts=\"0\" cooling-overhead-percent=\"0\" "
                                   "circuit-limit-watts=\"0\"/>\n"));
  g_assert_nonnull (strstr (saved, "<resale percent-at-horizon=\"30\"/>\n"));
  g_assert_nonnull (strstr (saved, "price-per-hour=\"2\" currency=\"CNY\""));
  g_assert_nonnull (strstr (saved, "relative-speed=\"1\""));
  g_assert_null (strstr (saved, "cloud-idle-hours-per-day"));
  g_assert_null (strstr (saved, "percent-after-purchase"));
  g_assert_null (strstr (saved, "idle-price-per-hour"));

  empty = load_string ("<breakeven-project format=\"2\"/>", &error);
  g_assert_no_error (error);
  g_assert_false (breakeven_project_get_cloud_idle_hours_set (empty));
  g_assert_false (breakeven_project_get_resale_after_purchase_set (empty));
  g_assert_cmpfloat (breakeven_project_get_vram_needed_gb (empty), ==, 0);
  g_assert_cmpfloat (breakeven_project_get_circuit_limit_watts (empty), ==, 0);
}

/* The edges of the new ranges are accepted */
static void
test_format_2_boundaries (void)
{
  static const char xml[] =
    "<breakeven-project format=\"2\">\n"
    "  <usage hours-per-day=\"20\" idle-hours-per-day=\"4\" cloud-idle-hours-per-day=\"4\"/>\n"
    "  <build><resale percent-at-horizon=\"0\" percent-after-purchase=\"100\"/>"
    "<power circuit-limit-watts=\"0\"/><part vram-gb=\"0\"/></build>\n"
    "  <cloud><offer idle-price-per-hour=\"0\" relative-speed=\"0.000001\"/></cloud>\n"
    "</breakeven-project>\n";
  static const char all_day[] =
    "<breakeven-project format=\"2\"><usage idle-hours-per-day=\"24\" "
    "cloud-idle-hours-per-day=\"24\"/><build><resale percent-after-purchase=\"0\"/></build>"
    "</breakeven-project>";
  g_autoptr(BreakevenProject) project = NULL;
  g_autoptr(BreakevenProject) other = NULL;
  g_autoptr(GError) error = NULL;

  project = load_string (xml, &error);
  g_assert_no_error (error);
  g_assert_cmpfloat (breakeven_project_get_cloud_idle_hours_per_day (project), ==, 4);
  g_assert_cmpfloat (breakeven_project_get_resale_after_purchase_percent (project), ==, 100);
  g_assert_true (breakeven_offer_get_idle_price_set (get_offer (project, 0)));
  g_assert_cmpfloat (breakeven_offer_get_relative_speed (get_offer (project, 0)), ==, 0.000001);

  other = load_string (all_day, &error);
  g_assert_no_error (error);
  g_assert_cmpfloat (breakeven_project_get_cloud_idle_hours_per_day (other), ==, 24);
  g_assert_true (breakeven_project_get_resale_after_purchase_set (other));
  g_assert_cmpfloat (breakeven_project_get_resale_after_purchase_percent (other), ==, 0);
}

/* Every format 1 fixture loads with its one idle-hours value for both sides, and saves as a
 * canonical format 2 file that writes nothing the format 1 file did not say */
static void
test_format_1_saves_as_format_2 (void)
{
  g_autofree char *dir_path = g_test_build_filename (G_TEST_DIST, "fixtures", NULL);
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  const char *name;
  guint n_files = 0;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = NULL;
      g_autofree char *contents = NULL;
      g_autoptr(BreakevenProject) project = NULL;
      g_autoptr(BreakevenProject) reloaded = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *saved = NULL;
      g_autofree char *again = NULL;
      GListModel *offers;
      gsize length;

      if (!g_str_has_suffix (name, ".breakeven"))
        continue;
      path = fixture_path (name);
      contents = read_file (path, NULL);
      if (strstr (contents, "<breakeven-project format=\"1\"") == NULL)
        continue;

      project = load_fixture (name);
      g_assert_false (breakeven_project_get_cloud_idle_hours_set (project));
      g_assert_cmpfloat (breakeven_project_get_cloud_idle_hours_per_day (project), ==,
                         breakeven_project_get_idle_hours_per_day (project));
      g_assert_false (breakeven_project_get_resale_after_purchase_set (project));
      g_assert_cmpfloat (breakeven_project_get_resale_after_purchase_percent (project), ==,
                         breakeven_project_get_resale_percent (project));
      offers = G_LIST_MODEL (breakeven_project_get_offers (project));
      for (guint i = 0; i < g_list_model_get_n_items (offers); i++)
        {
          BreakevenOffer *offer = get_offer (project, i);

          g_assert_false (breakeven_offer_get_idle_price_set (offer));
          g_assert_cmpfloat (breakeven_offer_get_idle_price_per_hour (offer), ==,
                             breakeven_offer_get_price_per_hour (offer));
          g_assert_false (breakeven_offer_get_relative_speed_auto (offer));
        }

      saved = breakeven_project_to_xml (project, &length);
      g_assert_true (g_str_has_prefix (saved, HEADER "<breakeven-project format=\"3\">\n"));
      g_assert_null (strstr (saved, "cloud-idle-hours-per-day"));
      g_assert_null (strstr (saved, "percent-after-purchase"));
      g_assert_null (strstr (saved, "idle-price-per-hour"));
      g_assert_null (strstr (saved, "\"auto\""));

      reloaded = breakeven_project_load_from_data (saved, length, name, &error);
      g_assert_no_error (error);
      g_assert_false (breakeven_project_get_cloud_idle_hours_set (reloaded));
      again = breakeven_project_to_xml (reloaded, NULL);
      g_assert_cmpstr (again, ==, saved);
      n_files++;
    }
  /* minimal, any-order, design-example, full */
  g_assert_cmpuint (n_files, >=, 4);
}

/* Load then save keeps what follows what: after a save, the cloud's idle hours still follow the
 * build's, an idle price the price, the resale after purchase the one at the horizon; a value
 * that was set stays set */
static void
test_format_2_follows_after_save (void)
{
  g_autoptr(BreakevenProject) old = load_fixture ("design-example.breakeven");
  g_autoptr(BreakevenProject) project = NULL;
  g_autoptr(BreakevenProject) set = load_fixture ("format-2.breakeven");
  g_autoptr(GError) error = NULL;
  g_autofree char *saved = NULL;
  gsize length;
  BreakevenOffer *offer;

  saved = breakeven_project_to_xml (old, &length);
  project = breakeven_project_load_from_data (saved, length, INLINE_NAME, &error);
  g_assert_no_error (error);

  breakeven_project_set_idle_hours_per_day (project, 5);
  g_assert_cmpfloat (breakeven_project_get_cloud_idle_hours_per_day (project), ==, 5);
  breakeven_project_set_resale_percent (project, 30);
  g_assert_cmpfloat (breakeven_project_get_resale_after_purchase_percent (project), ==, 30);
  offer = get_offer (project, 0);
  breakeven_offer_set_price_per_hour (offer, 3);
  g_assert_cmpfloat (breakeven_offer_get_idle_price_per_hour (offer), ==, 3);

  breakeven_project_set_idle_hours_per_day (set, 1);
  g_assert_cmpfloat (breakeven_project_get_cloud_idle_hours_per_day (set), ==, 2.5);
  breakeven_project_set_resale_percent (set, 10);
  g_assert_cmpfloat (breakeven_project_get_resale_after_purchase_percent (set), ==, 85.5);
  offer = get_offer (set, 0);
  breakeven_offer_set_price_per_hour (offer, 3);
  g_assert_cmpfloat (breakeven_offer_get_idle_price_per_hour (offer), ==, 0.1);
}

/* A project built in code: the values that follow are written once set, and gone once unset */
static void
test_format_2_save_model (void)
{
  g_autoptr(BreakevenProject) project = breakeven_project_new ();
  g_autoptr(BreakevenProject) loaded = NULL;
  g_autoptr(BreakevenPart) part = breakeven_part_new (BREAKEVEN_PART_GPU, "RTX 4090", 1, 12999,
                                                      450);
  g_autoptr(BreakevenOffer) offer = breakeven_offer_new ("P", "O", 1.5, NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *xml = NULL;
  g_autofree char *again = NULL;
  g_autofree char *unset = NULL;
  gsize length;

  g_list_store_append (breakeven_project_get_parts (project), part);
  g_list_store_append (breakeven_project_get_offers (project), offer);
  breakeven_project_set_hours_per_day (project, 12);
  breakeven_project_set_idle_hours_per_day (project, 2);
  breakeven_project_set_cloud_idle_hours_per_day (project, 0.5);
  breakeven_project_set_vram_needed_gb (project, 16);
  breakeven_project_set_circuit_limit_watts (project, 2000);
  breakeven_project_set_resale_percent (project, 40);
  breakeven_project_set_resale_after_purchase_percent (project, 70);
  breakeven_part_set_model (part, "RTX 4090");
  breakeven_part_set_vram_gb (part, 24);
  breakeven_offer_set_idle_price_per_hour (offer, 0.25);
  breakeven_offer_set_relative_speed (offer, 0.97);
  breakeven_offer_set_relative_speed_auto (offer, TRUE);

  xml = breakeven_project_to_xml (project, &length);
  g_assert_nonnull (strstr (xml, "  <usage hours-per-day=\"12\" idle-hours-per-day=\"2\" "
                                 "horizon-months=\"36\" cloud-storage-gb=\"0\" "
                                 "cloud-idle-hours-per-day=\"0.5\" vram-needed-gb=\"16\"/>\n"));
  g_assert_nonnull (strstr (xml, "    <part category=\"gpu\" quantity=\"1\" unit-price=\"12999\" "
                                 "power-watts=\"450\" model=\"RTX 4090\" vram-gb=\"24\">"
                                 "RTX 4090</part>\n"));
  g_assert_nonnull (strstr (xml, "    <power idle-watts=\"0\" cooling-overhead-percent=\"0\" "
                                 "circuit-limit-watts=\"2000\"/>\n"));
  g_assert_nonnull (strstr (xml, "    <resale percent-at-horizon=\"40\" "
                                 "percent-after-purchase=\"70\"/>\n"));
  g_assert_nonnull (strstr (xml, " price-per-hour=\"1.5\" idle-price-per-hour=\"0.25\" "
                                 "currency=\"CNY\" "));
  g_assert_nonnull (strstr (xml, " relative-speed=\"auto\" "));

  loaded = breakeven_project_load_from_data (xml, length, INLINE_NAME, &error);
  g_assert_no_error (error);
  g_assert_cmpfloat (breakeven_project_get_cloud_idle_hours_per_day (loaded), ==, 0.5);
  g_assert_cmpfloat (breakeven_project_get_resale_after_purchase_percent (loaded), ==, 70);
  g_assert_cmpfloat (breakeven_offer_get_idle_price_per_hour (get_offer (loaded, 0)), ==, 0.25);
  g_assert_true (breakeven_offer_get_relative_speed_auto (get_offer (loaded, 0)));
  again = breakeven_project_to_xml (loaded, NULL);
  g_assert_cmpstr (again, ==, xml);

  /* Unset again: left out, following once more */
  breakeven_project_unset_cloud_idle_hours_per_day (project);
  breakeven_project_unset_resale_after_purchase_percent (project);
  breakeven_offer_unset_idle_price_per_hour (offer);
  breakeven_offer_set_relative_speed_auto (offer, FALSE);
  unset = breakeven_project_to_xml (project, NULL);
  g_assert_null (strstr (unset, "cloud-idle-hours-per-day"));
  g_assert_null (strstr (unset, "percent-after-purchase"));
  g_assert_null (strstr (unset, "idle-price-per-hour"));
  g_assert_nonnull (strstr (unset, " relative-speed=\"0.97\" "));
}

/* Format 2 attributes in a file that says format="1": read (nothing in them is unknown to this
 * version, so nothing is half-read), and saved as format 2 */
static void
test_format_2_attributes_in_format_1 (void)
{
  static const char xml[] =
    HEADER
    "<breakeven-project format=\"1\">\n"
    "  <usage hours-per-day=\"8\" idle-hours-per-day=\"4\" cloud-idle-hours-per-day=\"1\"/>\n"
    "  <build><part category=\"gpu\" model=\"RTX 3090\" vram-gb=\"24\"/></build>\n"
    "  <cloud><offer relative-speed=\"auto\" idle-price-per-hour=\"0.5\"/></cloud>\n"
    "</breakeven-project>\n";
  g_autoptr(BreakevenProject) project = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *saved = NULL;

  project = load_string (xml, &error);
  g_assert_no_error (error);
  g_assert_cmpfloat (breakeven_project_get_cloud_idle_hours_per_day (project), ==, 1);
  g_assert_cmpstr (breakeven_part_get_model (get_part (project, 0)), ==, "RTX 3090");
  g_assert_true (breakeven_offer_get_relative_speed_auto (get_offer (project, 0)));
  g_assert_cmpfloat (breakeven_offer_get_idle_price_per_hour (get_offer (project, 0)), ==, 0.5);

  saved = breakeven_project_to_xml (project, NULL);
  g_assert_true (g_str_has_prefix (saved, HEADER "<breakeven-project format=\"3\">\n"));
  g_assert_nonnull (strstr (saved, "cloud-idle-hours-per-day=\"1\""));
}

/* A format newer than 3 is refused as a whole, at the root's line, whatever it holds */
static void
test_format_2_newer_refused (void)
{
  static const char *const files[] = {
    HEADER "<breakeven-project format=\"4\">\n  <usage hours-per-day=\"8\"/>\n"
    "</breakeven-project>\n",
    HEADER "<breakeven-project format=\"4\">\n  <usage hours-per-day=\"99\"/>\n"
    "  <hologram/>\n</breakeven-project>\n",
  };
  g_autofree char *path = fixture_path ("bad/newer-format.breakeven");
  g_autofree char *expected = NULL;
  g_autoptr(BreakevenProject) from_file = NULL;
  g_autoptr(GError) file_error = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autoptr(BreakevenProject) project = NULL;
      g_autoptr(GError) error = NULL;

      project = load_string (files[i], &error);
      g_assert_null (project);
      g_assert_error (error, BREAKEVEN_XML_ERROR, BREAKEVEN_XML_ERROR_NEWER_FORMAT);
      g_assert_cmpstr (error->message, ==,
                       INLINE_NAME ":2: the file was written by a newer version of Breakeven "
                       "(format 4); this version reads format 3");
    }

  from_file = load_path (path, &file_error);
  g_assert_null (from_file);
  g_assert_error (file_error, BREAKEVEN_XML_ERROR, BREAKEVEN_XML_ERROR_NEWER_FORMAT);
  expected = g_strdup_printf ("%s:2: the file was written by a newer version of Breakeven "
                              "(format 4); this version reads format 3", path);
  g_assert_cmpstr (file_error->message, ==, expected);
}

/* ---------------------------------------------------------------------------------------- */
/* Format 3                                                                                  */

/* Every format 3 element and attribute, read back from a canonical file (values as written
 * there), and written again byte for byte */
static void
test_format_3_round_trip (void)
{
  g_autofree char *path = fixture_path ("format-3.breakeven");
  g_autoptr(BreakevenProject) project = load_fixture ("format-3.breakeven");
  GListModel *bursts = G_LIST_MODEL (breakeven_project_get_bursts (project));
  g_autoptr(BreakevenBurst) first = NULL;
  g_autoptr(BreakevenBurst) last = NULL;

  assert_canonical_project (path);

  g_assert_cmpfloat (breakeven_project_get_build_max_hours_per_day (project), ==, 20);
  g_assert_cmpfloat (breakeven_project_get_own_time_per_hour (project), ==, 30);
  g_assert_cmpfloat (breakeven_project_get_build_setup_hours (project), ==, 12);
  g_assert_cmpfloat (breakeven_project_get_price_change_percent_per_year (project), ==, -10);
  g_assert_cmpfloat (breakeven_offer_get_setup_hours (get_offer (project, 0)), ==, 3);
  g_assert_cmpfloat (breakeven_offer_get_setup_hours (get_offer (project, 1)), ==, 0);
  g_assert_cmpuint (g_list_model_get_n_items (bursts), ==, 3);
  first = g_list_model_get_item (bursts, 0);
  g_assert_cmpstr (breakeven_burst_get_name (first), ==, "Conference deadline");
  g_assert_cmpuint (breakeven_burst_get_per_year (first), ==, 2);
  g_assert_cmpfloat (breakeven_burst_get_first_month (first), ==, 4);
  g_assert_cmpfloat (breakeven_burst_get_days (first), ==, 10);
  g_assert_cmpfloat (breakeven_burst_get_work_hours (first), ==, 300);
  last = g_list_model_get_item (bursts, 2);
  g_assert_cmpstr (breakeven_burst_get_name (last), ==, "");
  g_assert_cmpuint (breakeven_burst_get_per_year (last), ==, 12);
  g_assert_cmpfloat (breakeven_burst_get_days (last), ==, 1);
}

/* Format 3's attributes are defaults when absent (any format), and a file without bursts
 * keeps an empty <usage/> */
static void
test_format_3_defaults (void)
{
  g_autoptr(BreakevenProject) project = load_fixture ("format-2.breakeven");
  g_autofree char *saved = breakeven_project_to_xml (project, NULL);

  g_assert_cmpfloat (breakeven_project_get_build_max_hours_per_day (project), ==, 24);
  g_assert_cmpfloat (breakeven_project_get_own_time_per_hour (project), ==, 0);
  g_assert_cmpfloat (breakeven_project_get_build_setup_hours (project), ==, 0);
  g_assert_cmpfloat (breakeven_project_get_price_change_percent_per_year (project), ==, 0);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (breakeven_project_get_bursts (project))),
                    ==, 0);
  g_assert_null (strstr (saved, "<burst"));
  g_assert_null (strstr (saved, "setup-hours"));
  g_assert_null (strstr (saved, "build-max-hours-per-day"));
}

/* At most 50 bursts: the 51st is refused at its line */
static void
test_format_3_too_many_bursts (void)
{
  g_autoptr(GString) xml = g_string_new (HEADER "<breakeven-project format=\"3\">\n"
                                         "  <usage hours-per-day=\"4\">\n");
  g_autoptr(BreakevenProject) project = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *expected = NULL;

  for (guint i = 0; i < BREAKEVEN_MAX_BURSTS + 1; i++)
    g_string_append (xml, "    <burst days=\"3\" work-hours=\"20\"/>\n");
  g_string_append (xml, "  </usage>\n</breakeven-project>\n");
  project = load_string (xml->str, &error);
  g_assert_null (project);
  g_assert_error (error, BREAKEVEN_XML_ERROR, BREAKEVEN_XML_ERROR_PARSE);
  /* Line 1 is the declaration, 2 the root, 3 <usage>: the 51st burst is on line 54 */
  expected = g_strdup_printf (INLINE_NAME ":%u: ", 3 + BREAKEVEN_MAX_BURSTS + 1);
  g_assert_true (g_str_has_prefix (error->message, expected));
  g_assert_nonnull (strstr (error->message, "too many <burst> elements in <usage>: a project "
                                            "may have up to 50"));
}

/* ---------------------------------------------------------------------------------------- */
/* Refused files                                                                             */

typedef struct
{
  const char *file;
  BreakevenXmlError code;
  long line;
  const char *phrase;
} RefusedFile;

static const RefusedFile refused_files[] = {
  { "not-xml.breakeven", BREAKEVEN_XML_ERROR_PARSE, 1, "not XML" },
  { "empty.breakeven", BREAKEVEN_XML_ERROR_PARSE, 1, "the file is empty" },
  { "truncated.breakeven", BREAKEVEN_XML_ERROR_PARSE, 25, "truncated" },
  { "mismatched-tag.breakeven", BREAKEVEN_XML_ERROR_PARSE, 3,
    "does not match the element <title>" },
  { "wrong-root.breakeven", BREAKEVEN_XML_ERROR_PARSE, 2,
    "not a Breakeven project: its root element is <project>" },
  { "missing-format.breakeven", BREAKEVEN_XML_ERROR_PARSE, 2, "needs the attribute “format”" },
  { "format-not-integer.breakeven", BREAKEVEN_XML_ERROR_INVALID_VALUE, 2,
    "format version must be a whole number, not “1.0”" },
  { "newer-format.breakeven", BREAKEVEN_XML_ERROR_NEWER_FORMAT, 2,
    "was written by a newer version of Breakeven (format 4); this version reads format 3" },
  { "doctype.breakeven", BREAKEVEN_XML_ERROR_PARSE, 2, "DOCTYPE" },
  { "billion-laughs.breakeven", BREAKEVEN_XML_ERROR_PARSE, 2, "DOCTYPE" },
  { "xxe-external-dtd.breakeven", BREAKEVEN_XML_ERROR_PARSE, 3, "DOCTYPE" },
  { "xxe-entity.breakeven", BREAKEVEN_XML_ERROR_PARSE, 2, "DOCTYPE" },
  { "unknown-element.breakeven", BREAKEVEN_XML_ERROR_PARSE, 5,
    "unknown element <gpu-cluster> in <breakeven-project>" },
  { "unknown-element-in-build.breakeven", BREAKEVEN_XML_ERROR_PARSE, 5,
    "unknown element <warranty> in <build>" },
  { "unknown-element-in-cloud.breakeven", BREAKEVEN_XML_ERROR_PARSE, 5,
    "unknown element <provider> in <cloud>" },
  { "unknown-element-in-usage.breakeven", BREAKEVEN_XML_ERROR_PARSE, 4,
    "unknown element <weekend> in <usage>" },
  { "element-in-text.breakeven", BREAKEVEN_XML_ERROR_PARSE, 3, "unknown element <b> in <title>" },
  { "unknown-attribute.breakeven", BREAKEVEN_XML_ERROR_PARSE, 4,
    "unknown attribute “colour” on <part>" },
  { "namespace.breakeven", BREAKEVEN_XML_ERROR_PARSE, 4, "namespaces" },
  { "processing-instruction.breakeven", BREAKEVEN_XML_ERROR_PARSE, 2, "processing instructions" },
  { "duplicate-usage.breakeven", BREAKEVEN_XML_ERROR_PARSE, 5,
    "<usage> appears more than once in <breakeven-project>" },
  { "duplicate-power.breakeven", BREAKEVEN_XML_ERROR_PARSE, 6,
    "<power> appears more than once in <build>" },
  { "text-in-usage.breakeven", BREAKEVEN_XML_ERROR_PARSE, 4, "text is not allowed in <usage>" },
  { "text-in-build.breakeven", BREAKEVEN_XML_ERROR_PARSE, 5, "text is not allowed in <build>" },
  { "invalid-utf8.breakeven", BREAKEVEN_XML_ERROR_PARSE, 3, "not UTF-8" },
  { "latin1-encoding.breakeven", BREAKEVEN_XML_ERROR_PARSE, 1, "“ISO-8859-1”" },
  { "not-a-number.breakeven", BREAKEVEN_XML_ERROR_INVALID_VALUE, 4,
    "“0,6” is not a number (attribute “price-per-kwh” of <electricity>)" },
  { "out-of-range.breakeven", BREAKEVEN_XML_ERROR_INVALID_VALUE, 4,
    "“quantity” of <part> must be a whole number from 1 to 100000, not “0”" },
  { "too-many-hours.breakeven", BREAKEVEN_XML_ERROR_INVALID_VALUE, 4, "24 hours of a day" },
  { "unknown-category.breakeven", BREAKEVEN_XML_ERROR_INVALID_VALUE, 5,
    "unknown part category “monitor”" },
  { "unknown-billing.breakeven", BREAKEVEN_XML_ERROR_INVALID_VALUE, 4,
    "unknown billing “reserved”" },
  { "invalid-currency.breakeven", BREAKEVEN_XML_ERROR_INVALID_VALUE, 4,
    "“usd” is not a currency code" },
  { "invalid-boolean.breakeven", BREAKEVEN_XML_ERROR_INVALID_VALUE, 4,
    "“use” of <vendor-quote> must be true or false, not “yes”" },
  { "duplicate-exchange-rate.breakeven", BREAKEVEN_XML_ERROR_INVALID_VALUE, 4,
    "exchange rate from USD to CNY is given twice" },
  { "out-of-range-format-2.breakeven", BREAKEVEN_XML_ERROR_INVALID_VALUE, 5,
    "attribute “percent-after-purchase” of <resale> must be between 0 and 100, not 120" },
  { "speed-not-auto.breakeven", BREAKEVEN_XML_ERROR_INVALID_VALUE, 4,
    "“automatic” is not a number (attribute “relative-speed” of <offer>)" },
  /* 3: each limit of a burst, at the burst's line */
  { "burst-work-hours.breakeven", BREAKEVEN_XML_ERROR_INVALID_VALUE, 5,
    "attribute “work-hours” of <burst> must be more than 0 and at most 100000, not 100001" },
  { "burst-no-work-hours.breakeven", BREAKEVEN_XML_ERROR_INVALID_VALUE, 5,
    "attribute “work-hours” of <burst> must be more than 0 and at most 100000, not 0" },
  { "burst-days.breakeven", BREAKEVEN_XML_ERROR_INVALID_VALUE, 6,
    "attribute “days” of <burst> must be between 1 and 366, not 0.5" },
  { "burst-per-year.breakeven", BREAKEVEN_XML_ERROR_INVALID_VALUE, 5,
    "“per-year” of <burst> must be a whole number from 1 to 12, not “13”" },
  { "burst-first-month.breakeven", BREAKEVEN_XML_ERROR_INVALID_VALUE, 5,
    "attribute “first-month” of <burst> must be below the horizon of 24 months, not 24" },
  { "burst-missing-days.breakeven", BREAKEVEN_XML_ERROR_PARSE, 5,
    "<burst> needs the attribute “days”" },
  { "burst-unknown-attribute.breakeven", BREAKEVEN_XML_ERROR_PARSE, 5,
    "unknown attribute “deadline” on <burst>" },
  { "build-max-below-hours.breakeven", BREAKEVEN_XML_ERROR_INVALID_VALUE, 4,
    "10 hours of work a day are more than the build’s most of 8 hours a day" },
  { "price-change.breakeven", BREAKEVEN_XML_ERROR_INVALID_VALUE, 6,
    "attribute “price-change-percent-per-year” of <cloud> must be between -90 and 100, not -95" },
  { "setup-hours.breakeven", BREAKEVEN_XML_ERROR_INVALID_VALUE, 5,
    "attribute “setup-hours” of <build> must be at most 10000, not 10001" },
};

static void
test_refused_file (gconstpointer data)
{
  const RefusedFile *refusal = data;
  g_autofree char *name = g_build_filename ("bad", refusal->file, NULL);
  g_autofree char *path = fixture_path (name);
  g_autoptr(BreakevenProject) project = NULL;
  g_autoptr(GError) error = NULL;

  project = load_path (path, &error);
  g_assert_null (project);
  assert_refusal (error, refusal->code, path, refusal->line, refusal->phrase);
}

/* An offer in a currency with no exchange rate loads: the comparison leaves it out and says
 * why.  The window reaches that state whenever a rate is removed or the project's currency
 * changes, so a file refused for it would be a project its own window could not open again. */
static void
test_offer_without_rate (void)
{
  g_autoptr(BreakevenProject) project = load_fixture ("no-exchange-rate.breakeven");
  g_autoptr(BreakevenAnalysis) analysis = breakeven_analysis_new (project);
  g_autoptr(BreakevenProject) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *xml = NULL;
  g_autofree char *xml_again = NULL;
  gsize length, length_again;

  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (breakeven_project_get_offers (project))), ==, 2);
  g_assert_cmpuint (breakeven_analysis_get_n_offers (analysis), ==, 1);
  g_assert_cmpuint (analysis->unpriced->len, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (analysis->unpriced, 0), ==,
                   "Lambda A100: no exchange rate from USD to CNY: add one to the project");

  /* saved, it opens again, the same */
  xml = breakeven_project_to_xml (project, &length);
  again = breakeven_project_load_from_data (xml, length, "again.breakeven", &error);
  g_assert_no_error (error);
  xml_again = breakeven_project_to_xml (again, &length_again);
  g_assert_cmpstr (xml_again, ==, xml);
}

/* Entity expansion and external entities: refused at the DOCTYPE, at once, reading nothing */
static void
test_hostile_files (void)
{
  static const char *const files[] = {
    "billion-laughs.breakeven", "xxe-external-dtd.breakeven", "xxe-entity.breakeven",
  };

  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *name = g_build_filename ("bad", files[i], NULL);
      g_autofree char *path = fixture_path (name);
      g_autoptr(BreakevenProject) project = NULL;
      g_autoptr(GError) error = NULL;

      /* How long it takes is bench-breakeven's "refuse-" cases: here, what is refused */
      project = load_path (path, &error);
      g_assert_null (project);
      g_assert_error (error, BREAKEVEN_XML_ERROR, BREAKEVEN_XML_ERROR_PARSE);
      g_assert_nonnull (strstr (error->message, "DOCTYPE"));
      g_assert_null (strstr (error->message, "root:"));
    }
}

/* Plain decimals only: every one of these is refused where it stands (line 4) */
static const struct
{
  const char *label;
  const char *value;
} not_numbers[] = {
  { "nan", "nan" }, { "NaN", "NaN" }, { "inf", "inf" }, { "minus-infinity", "-infinity" },
  { "comma", "0,6" }, { "word", "one" }, { "exponent", "1e3" }, { "plus", "+1" },
  { "leading-space", " 1" }, { "trailing-space", "1 " }, { "trailing-dot", "1." },
  { "leading-dot", ".5" }, { "empty", "" }, { "hex", "0x10" }, { "thousands", "1,000.5" },
  { "double-minus", "--1" }, { "fullwidth", "６" },
};

static void
test_not_a_number (gconstpointer data)
{
  const char *value = not_numbers[GPOINTER_TO_UINT (data)].value;
  g_autofree char *xml = NULL;
  g_autoptr(BreakevenProject) project = NULL;
  g_autoptr(GError) error = NULL;

  xml = g_strdup_printf (HEADER "<breakeven-project format=\"1\">\n  <build>\n"
                         "    <electricity price-per-kwh=\"%s\"/>\n  </build>\n"
                         "</breakeven-project>\n", value);
  project = load_string (xml, &error);
  g_assert_null (project);
  assert_refusal (error, BREAKEVEN_XML_ERROR_INVALID_VALUE, INLINE_NAME, 4, "is not a number");
}

/* Digits too many for a double (309 and more) are a number still: out of range, as 308 are */
static void
test_overflow_out_of_range (void)
{
  for (guint n = 308; n <= 400; n += 92)
    for (guint negative = 0; negative <= 1; negative++)
      {
        g_autofree char *nines = g_strnfill (n, '9');
        g_autofree char *xml = g_strdup_printf (HEADER "<breakeven-project format=\"1\">\n"
                                                "  <build>\n"
                                                "    <electricity price-per-kwh=\"%s%s\"/>\n"
                                                "  </build>\n</breakeven-project>\n",
                                                negative ? "-" : "", nines);
        g_autoptr(BreakevenProject) project = NULL;
        g_autoptr(GError) error = NULL;

        project = load_string (xml, &error);
        g_assert_null (project);
        assert_refusal (error, BREAKEVEN_XML_ERROR_INVALID_VALUE, INLINE_NAME, 4,
                        negative ? "attribute “price-per-kwh” of <electricity> must be 0 or "
                                   "more, not -9999"
                                 : "attribute “price-per-kwh” of <electricity> must be at most ");
        g_assert_null (strstr (error->message, "not a number"));
      }
}

/* Out of range, or otherwise invalid values: each ELEMENT is on line 3 */
static const struct
{
  const char *label;
  const char *element;
  const char *phrase;
} invalid_values[] = {
  { "part-price", "<build><part unit-price=\"-1\"/></build>",
    "“unit-price” of <part> must be 0 or more, not -1" },
  { "part-power", "<build><part power-watts=\"-5\"/></build>", "“power-watts” of <part>" },
  { "part-quantity-too-large", "<build><part quantity=\"100001\"/></build>",
    "from 1 to 100000, not “100001”" },
  { "part-quantity-fraction", "<build><part quantity=\"1.5\"/></build>", "whole number" },
  { "part-quantity-negative", "<build><part quantity=\"-1\"/></build>", "whole number" },
  { "part-quantity-plus", "<build><part quantity=\"+1\"/></build>", "whole number" },
  { "part-category-case", "<build><part category=\"GPU\"/></build>", "unknown part category" },
  { "offer-gpu-count-zero", "<cloud><offer gpu-count=\"0\"/></cloud>", "from 1 to 1024" },
  { "offer-gpu-count-too-large", "<cloud><offer gpu-count=\"1025\"/></cloud>", "from 1 to 1024" },
  { "offer-price", "<cloud><offer price-per-hour=\"-0.01\"/></cloud>",
    "“price-per-hour” of <offer> must be 0 or more" },
  { "offer-vram", "<cloud><offer vram-gb=\"-24\"/></cloud>", "“vram-gb”" },
  { "offer-storage", "<cloud><offer storage-price-per-gb-month=\"-1\"/></cloud>",
    "“storage-price-per-gb-month”" },
  { "offer-speed-zero", "<cloud><offer relative-speed=\"0\"/></cloud>",
    "“relative-speed” of <offer> must be more than 0" },
  { "offer-interruption", "<cloud><offer interruption-overhead-percent=\"100.5\"/></cloud>",
    "between 0 and 100" },
  { "offer-setup", "<cloud><offer setup-cost=\"-3\"/></cloud>", "“setup-cost”" },
  { "offer-currency-lower-case", "<cloud><offer currency=\"usd\"/></cloud>",
    "is not a currency code" },
  { "offer-currency-four-letters", "<cloud><offer currency=\"USDT\"/></cloud>",
    "is not a currency code" },
  { "offer-currency-empty", "<cloud><offer currency=\"\"/></cloud>", "is not a currency code" },
  { "usage-hours", "<usage hours-per-day=\"24.5\"/>", "between 0 and 24" },
  { "usage-idle", "<usage idle-hours-per-day=\"-1\"/>", "between 0 and 24" },
  { "usage-horizon-zero", "<usage horizon-months=\"0\"/>", "between 1 and 240" },
  { "usage-horizon-too-long", "<usage horizon-months=\"241\"/>", "between 1 and 240" },
  { "usage-storage", "<usage cloud-storage-gb=\"-1\"/>", "“cloud-storage-gb”" },
  { "power-wall", "<build><power wall-watts=\"-600\"/></build>", "“wall-watts”" },
  { "power-idle", "<build><power idle-watts=\"-1\"/></build>", "“idle-watts”" },
  { "power-cooling", "<build><power cooling-overhead-percent=\"101\"/></build>",
    "between 0 and 100" },
  { "electricity", "<build><electricity price-per-kwh=\"-0.6\"/></build>", "“price-per-kwh”" },
  { "maintenance", "<build><maintenance per-year=\"-1\"/></build>", "“per-year”" },
  { "resale", "<build><resale percent-at-horizon=\"120\"/></build>", "between 0 and 100" },
  { "finance", "<build><finance interest-percent=\"-1\"/></build>", "between 0 and 100" },
  { "vendor-quote", "<build><vendor-quote price=\"-1\"/></build>", "“price” of <vendor-quote>" },
  { "vendor-quote-use-case", "<build><vendor-quote use=\"TRUE\"/></build>", "true or false" },
  { "exchange-rate-zero", "<exchange-rate from=\"USD\" to=\"CNY\" rate=\"0\"/>",
    "must be more than 0" },
  { "exchange-rate-same", "<exchange-rate from=\"CNY\" to=\"CNY\" rate=\"1\"/>",
    "two different currencies" },
  { "exchange-rate-bad-code", "<exchange-rate from=\"US\" to=\"CNY\" rate=\"7\"/>",
    "is not a currency code" },
  { "currency-symbol", "<currency code=\"¥\"/>", "is not a currency code" },
};

static void
test_invalid_value (gconstpointer data)
{
  guint i = GPOINTER_TO_UINT (data);
  g_autofree char *xml = NULL;
  g_autoptr(BreakevenProject) project = NULL;
  g_autoptr(GError) error = NULL;

  xml = g_strdup_printf (HEADER "<breakeven-project format=\"1\">\n  %s\n</breakeven-project>\n",
                         invalid_values[i].element);
  project = load_string (xml, &error);
  g_assert_null (project);
  assert_refusal (error, BREAKEVEN_XML_ERROR_INVALID_VALUE, INLINE_NAME, 3,
                  invalid_values[i].phrase);
}

/* The new attributes of format 2, out of range: each ELEMENT is on line 3, the message is
 * exactly this */
static const struct
{
  const char *label;
  const char *element;
  const char *message;
} format_2_invalid_values[] = {
  { "promotion-not-boolean", "<cloud><offer price-per-hour=\"1\" promotion=\"yes\"/></cloud>",
    "attribute “promotion” of <offer> must be true or false, not “yes”" },
  { "cloud-idle-too-many", "<usage cloud-idle-hours-per-day=\"24.5\"/>",
    "attribute “cloud-idle-hours-per-day” of <usage> must be between 0 and 24, not 24.5" },
  { "cloud-idle-negative", "<usage cloud-idle-hours-per-day=\"-1\"/>",
    "attribute “cloud-idle-hours-per-day” of <usage> must be between 0 and 24, not -1" },
  { "cloud-idle-not-a-number", "<usage cloud-idle-hours-per-day=\"2h\"/>",
    "“2h” is not a number (attribute “cloud-idle-hours-per-day” of <usage>): write digits with "
    "“.” as the decimal point, like 2.58" },
  { "cloud-idle-over-a-day",
    "<usage hours-per-day=\"20\" idle-hours-per-day=\"4\" cloud-idle-hours-per-day=\"4.5\"/>",
    "work and idle hours add up to 24.5, more than the 24 hours of a day" },
  /* The build's idle hours are checked first, as in format 1 */
  { "idle-over-a-day",
    "<usage hours-per-day=\"20\" idle-hours-per-day=\"5\" cloud-idle-hours-per-day=\"1\"/>",
    "work and idle hours add up to 25, more than the 24 hours of a day" },
  { "vram-needed", "<usage vram-needed-gb=\"-1\"/>",
    "attribute “vram-needed-gb” of <usage> must be 0 or more, not -1" },
  { "vram-needed-not-a-number", "<usage vram-needed-gb=\"24GB\"/>",
    "“24GB” is not a number (attribute “vram-needed-gb” of <usage>): write digits with “.” as "
    "the decimal point, like 2.58" },
  { "part-vram", "<build><part category=\"gpu\" vram-gb=\"-24\"/></build>",
    "attribute “vram-gb” of <part> must be 0 or more, not -24" },
  { "circuit-limit", "<build><power circuit-limit-watts=\"-1500\"/></build>",
    "attribute “circuit-limit-watts” of <power> must be 0 or more, not -1500" },
  { "after-purchase-too-high", "<build><resale percent-after-purchase=\"100.5\"/></build>",
    "attribute “percent-after-purchase” of <resale> must be between 0 and 100, not 100.5" },
  { "after-purchase-negative", "<build><resale percent-after-purchase=\"-5\"/></build>",
    "attribute “percent-after-purchase” of <resale> must be between 0 and 100, not -5" },
  { "idle-price", "<cloud><offer idle-price-per-hour=\"-0.1\"/></cloud>",
    "attribute “idle-price-per-hour” of <offer> must be 0 or more, not -0.1" },
  { "speed-auto-case", "<cloud><offer relative-speed=\"Auto\"/></cloud>",
    "“Auto” is not a number (attribute “relative-speed” of <offer>): write digits with “.” as "
    "the decimal point, like 2.58" },
  { "speed-zero", "<cloud><offer relative-speed=\"0\"/></cloud>",
    "attribute “relative-speed” of <offer> must be more than 0, not 0" },
};

static void
test_format_2_invalid_value (gconstpointer data)
{
  guint i = GPOINTER_TO_UINT (data);
  g_autofree char *xml = NULL;
  g_autofree char *expected = NULL;
  g_autoptr(BreakevenProject) project = NULL;
  g_autoptr(GError) error = NULL;

  xml = g_strdup_printf (HEADER "<breakeven-project format=\"2\">\n  %s\n</breakeven-project>\n",
                         format_2_invalid_values[i].element);
  project = load_string (xml, &error);
  g_assert_null (project);
  g_assert_error (error, BREAKEVEN_XML_ERROR, BREAKEVEN_XML_ERROR_INVALID_VALUE);
  expected = g_strdup_printf (INLINE_NAME ":3: %s", format_2_invalid_values[i].message);
  g_assert_cmpstr (error->message, ==, expected);
}

/* A few more refusals that need no file of their own */
static void
test_refused_inline (void)
{
  static const struct
  {
    const char *xml;
    BreakevenXmlError code;
    long line;
    const char *phrase;
  } cases[] = {
    { HEADER "<breakeven-project format=\"0\"/>\n", BREAKEVEN_XML_ERROR_INVALID_VALUE, 2,
      "no format version 0" },
    { HEADER "<breakeven-project format=\" 1\"/>\n", BREAKEVEN_XML_ERROR_INVALID_VALUE, 2,
      "whole number" },
    { HEADER "<breakeven-project format=\"99999999999999999999999\"/>\n",
      BREAKEVEN_XML_ERROR_NEWER_FORMAT, 2, "newer version of Breakeven" },
    { HEADER "<breakeven-project format=\"1\" version=\"2\"/>\n", BREAKEVEN_XML_ERROR_PARSE, 2,
      "unknown attribute “version” on <breakeven-project>" },
    { HEADER "<breakeven-project format=\"1\">\n  <title lang=\"en\">T</title>\n"
      "</breakeven-project>\n", BREAKEVEN_XML_ERROR_PARSE, 3,
      "unknown attribute “lang” on <title>" },
    { HEADER "<breakeven-project format=\"1\">\n  <title>A</title>\n  <title>B</title>\n"
      "</breakeven-project>\n", BREAKEVEN_XML_ERROR_PARSE, 4, "<title> appears more than once" },
    { HEADER "<breakeven-project format=\"1\">\n  <notes/>\n  <build/>\n  <build/>\n"
      "</breakeven-project>\n", BREAKEVEN_XML_ERROR_PARSE, 5, "<build> appears more than once" },
    { HEADER "<breakeven-project format=\"1\">\n  <exchange-rate from=\"USD\" to=\"CNY\"/>\n"
      "</breakeven-project>\n", BREAKEVEN_XML_ERROR_PARSE, 3,
      "<exchange-rate> needs the attribute “rate”" },
    { HEADER "<breakeven-project format=\"1\">\n  <cloud><offer>text</offer></cloud>\n"
      "</breakeven-project>\n", BREAKEVEN_XML_ERROR_PARSE, 3, "text is not allowed in <offer>" },
    { HEADER "<breakeven-project format=\"1\">\n  <build><part>A <x/></part></build>\n"
      "</breakeven-project>\n", BREAKEVEN_XML_ERROR_PARSE, 3, "unknown element <x> in <part>" },
    { HEADER "<breakeven-project format=\"1\">\n  <currency code=\"CNY\">yuan</currency>\n"
      "</breakeven-project>\n", BREAKEVEN_XML_ERROR_PARSE, 3, "text is not allowed in <currency>" },
    { HEADER "<breakeven-project format=\"1\">\n\n  stray words\n</breakeven-project>\n",
      BREAKEVEN_XML_ERROR_PARSE, 4, "text is not allowed in <breakeven-project>" },
    { HEADER "<breakeven-project format=\"1\"/>\n<breakeven-project format=\"1\"/>\n",
      BREAKEVEN_XML_ERROR_PARSE, 3, "after the end of the document" },
    { HEADER "<breakeven-project format=\"1\">\n  <title>R&D</title>\n</breakeven-project>\n",
      BREAKEVEN_XML_ERROR_PARSE, 3, "not well-formed XML" },
    { HEADER "<breakeven-project format=\"1\">\n  <title>&nbsp;</title>\n</breakeven-project>\n",
      BREAKEVEN_XML_ERROR_PARSE, 3, "unknown entity “&nbsp;”" },
    { HEADER "<breakeven-project format=\"1\">\n  <title>\x01</title>\n</breakeven-project>\n",
      BREAKEVEN_XML_ERROR_PARSE, 3, "character that XML does not allow" },
    { HEADER "<breakeven-project format=\"1\">\n  <usage a=\"1\" a=\"2\"/>\n</breakeven-project>\n",
      BREAKEVEN_XML_ERROR_PARSE, 3, "attribute “a” is written twice" },
    { HEADER "<offer-catalogue format=\"1\"/>\n", BREAKEVEN_XML_ERROR_PARSE, 2,
      "its root element is <offer-catalogue>" },
    { "  \n\t\n", BREAKEVEN_XML_ERROR_PARSE, 1, "the file is empty" },
    /* Old Mac line ends (a lone CR) still count lines */
    { "<?xml version=\"1.0\"?>\r<breakeven-project format=\"1\">\r<title>x</title>\r<usage\r"
      " hours-per-day=\"25\"/>\r</breakeven-project>\r", BREAKEVEN_XML_ERROR_INVALID_VALUE, 5,
      "must be between 0 and 24" },
    { "<breakeven-project format=\"1\">\r<build>\r\r  stray\r</build>\r</breakeven-project>\r",
      BREAKEVEN_XML_ERROR_PARSE, 4, "text is not allowed in <build>" },
    /* A warning ("Unsupported version '1.1'") does not hide the real error */
    { "<?xml version=\"1.1\"?>\n<breakeven-project format=\"1\">\n\n<title>x</titl>\n"
      "</breakeven-project>\n", BREAKEVEN_XML_ERROR_PARSE, 4,
      "does not match the element <title>" },
    /* One line, no final newline (as ElementTree writes it): real mistakes, not truncation */
    { "<breakeven-project format=\"1\"><title>&foo;</title></breakeven-project>",
      BREAKEVEN_XML_ERROR_PARSE, 1, "unknown entity “&foo;”" },
    { "<breakeven-project format=\"1\">\n<usage a=1/></breakeven-project>",
      BREAKEVEN_XML_ERROR_PARSE, 2, "not well-formed XML" },
    /* ... and a truncated file without a final newline is still called truncated */
    { "<breakeven-project format=\"1\">\n<title>x</title>\n<usage/>", BREAKEVEN_XML_ERROR_PARSE, 3,
      "may be truncated" },
    { "<breakeven-project format=\"1\"><title>x</title><usage hours-per-day=\"1",
      BREAKEVEN_XML_ERROR_PARSE, 1, "may be truncated" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(BreakevenProject) project = NULL;
      g_autoptr(GError) error = NULL;

      project = load_string (cases[i].xml, &error);
      g_assert_null (project);
      assert_refusal (error, cases[i].code, INLINE_NAME, cases[i].line, cases[i].phrase);
    }
}

/* Files under the size limit that used to take minutes and gigabytes: a million attributes in
 * one tag (libxml2 compares each with all the previous ones), a million offers or parts (the
 * project watches every item).  Refused at the right line (how soon: bench-breakeven's
 * "refuse-crowded-" cases). */
static void
test_refused_crowded (void)
{
  enum { ATTRIBUTE, ATTRIBUTE_WITH_EQUALS, LITERAL, EXCHANGE_RATE };
  static const struct
  {
    const char *head;
    int kind;
    const char *item;
    const char *tail;
    guint count;
    long line;
    const char *phrase;
  } cases[] = {
    { "<breakeven-project format=\"1\"\n", ATTRIBUTE, NULL, "/>\n", 600000, 1,
      "this element has more than 100 attributes" },
    { "<breakeven-project format=\"1\"><title a=\">\"\n", ATTRIBUTE_WITH_EQUALS, NULL,
      ">x</title></breakeven-project>\n", 100, 1, "this element has more than 100 attributes" },
    { "<breakeven-project format=\"1\"><cloud>\n", LITERAL, "<offer/>\n",
      "</cloud></breakeven-project>\n", 900000, 1002,
      "too many <offer> elements in <cloud>: a project may have up to 1000" },
    { "<breakeven-project format=\"1\"><build>\n", LITERAL, "<part/>\n",
      "</build></breakeven-project>\n", 900000, 1002,
      "too many <part> elements in <build>: a project may have up to 1000" },
    { "<breakeven-project format=\"1\">\n", EXCHANGE_RATE, NULL, "</breakeven-project>\n", 1001,
      1002, "too many <exchange-rate> elements in <breakeven-project>" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GString) xml = g_string_new (cases[i].head);
      g_autoptr(BreakevenProject) project = NULL;
      g_autoptr(GError) error = NULL;

      for (guint n = 0; n < cases[i].count; n++)
        switch (cases[i].kind)
          {
          case ATTRIBUTE:
            g_string_append_printf (xml, " a%u=\"\"", n);
            break;
          case ATTRIBUTE_WITH_EQUALS:
            g_string_append_printf (xml, " a%u=\"=\"", n);
            break;
          case EXCHANGE_RATE:
            g_string_append_printf (xml, "<exchange-rate from=\"%c%c%c\" to=\"CNY\" rate=\"1\"/>\n",
                                    'A' + n / 676, 'A' + n / 26 % 26, 'A' + n % 26);
            break;
          default:
            g_string_append (xml, cases[i].item);
            break;
          }
      g_string_append (xml, cases[i].tail);
      g_assert_cmpuint (xml->len, <=, BREAKEVEN_MAX_FILE_BYTES);

      project = breakeven_project_load_from_data (xml->str, xml->len, INLINE_NAME, &error);
      g_assert_null (project);
      assert_refusal (error, BREAKEVEN_XML_ERROR_PARSE, INLINE_NAME, cases[i].line,
                      cases[i].phrase);
    }
}

/* Up to the limit all is fine; and 100 "=" inside quoted values are no attributes */
static void
test_crowded_limits (void)
{
  g_autoptr(GString) xml = g_string_new ("<breakeven-project format=\"1\">\n<title>");
  g_autoptr(BreakevenProject) project = NULL;
  g_autoptr(GError) error = NULL;

  for (guint n = 0; n < 200; n++)
    g_string_append (xml, "a=b ");
  g_string_append (xml, "</title>\n<build>\n");
  for (guint n = 0; n < 1000; n++)
    g_string_append (xml, "<part unit-price=\"1\"/>\n");
  g_string_append (xml, "</build>\n<cloud>\n<offer name=\"");
  for (guint n = 0; n < 200; n++)
    g_string_append (xml, "x=y ");
  g_string_append (xml, "\"/>\n");
  for (guint n = 1; n < 1000; n++)
    g_string_append (xml, "<offer price-per-hour=\"1\"/>\n");
  g_string_append (xml, "</cloud>\n<!-- ");
  for (guint n = 0; n < 200; n++)
    g_string_append (xml, "<a b=c> ");
  g_string_append (xml, "-->\n</breakeven-project>\n");

  project = breakeven_project_load_from_data (xml->str, xml->len, INLINE_NAME, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (breakeven_project_get_parts (project))),
                    ==, 1000);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (breakeven_project_get_offers (project))),
                    ==, 1000);
}

/* Size is checked before anything is parsed; exactly the limit is still fine */
static void
test_too_large (void)
{
  static const char xml[] = HEADER "<breakeven-project format=\"1\"/>\n";
  g_autofree char *dir = g_dir_make_tmp ("breakeven-xml-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "huge.breakeven", NULL);
  g_autofree char *data = g_malloc (BREAKEVEN_MAX_FILE_BYTES + 1);
  g_autoptr(BreakevenProject) project = NULL;
  g_autoptr(BreakevenProject) at_limit = NULL;
  g_autoptr(GError) error = NULL;

  /* A valid project padded with trailing white space */
  memset (data, ' ', BREAKEVEN_MAX_FILE_BYTES + 1);
  memcpy (data, xml, strlen (xml));

  at_limit = breakeven_project_load_from_data (data, BREAKEVEN_MAX_FILE_BYTES, INLINE_NAME, &error);
  g_assert_no_error (error);
  g_assert_nonnull (at_limit);

  project = breakeven_project_load_from_data (data, BREAKEVEN_MAX_FILE_BYTES + 1, INLINE_NAME,
                                              &error);
  g_assert_null (project);
  assert_refusal (error, BREAKEVEN_XML_ERROR_TOO_LARGE, INLINE_NAME, 1, "too large");
  g_clear_error (&error);

  g_assert_true (g_file_set_contents (path, data, BREAKEVEN_MAX_FILE_BYTES + 1, NULL));
  project = load_path (path, &error);
  g_assert_null (project);
  assert_refusal (error, BREAKEVEN_XML_ERROR_TOO_LARGE, path, 1, "too large");

  remove_recursively (dir);
}

static void
test_missing_file (void)
{
  g_autoptr(BreakevenProject) project = NULL;
  g_autoptr(GError) error = NULL;

  project = load_path ("/nonexistent/dir/project.breakeven", &error);
  g_assert_null (project);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_assert_true (g_str_has_prefix (error->message, "/nonexistent/dir/project.breakeven: "));
}

/* ---------------------------------------------------------------------------------------- */
/* Catalogues                                                                                */

static void
test_catalogue (void)
{
  g_autofree char *path = fixture_path ("catalogue.xml");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GListStore) offers = NULL;
  g_autoptr(GListStore) defaults = NULL;
  g_autoptr(BreakevenOffer) h100 = NULL;
  g_autoptr(BreakevenOffer) idle = NULL;
  g_autoptr(BreakevenOffer) plain = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *original = NULL;
  g_autofree char *saved = NULL;

  offers = breakeven_catalogue_load_from_file (file, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (offers)), ==, 3);
  h100 = g_list_model_get_item (G_LIST_MODEL (offers), 1);
  g_assert_cmpstr (breakeven_offer_get_name (h100), ==, "8× H100 80 GB");
  g_assert_cmpuint (breakeven_offer_get_gpu_count (h100), ==, 8);
  g_assert_cmpstr (breakeven_offer_get_currency (h100), ==, "USD");
  g_assert_cmpint (breakeven_offer_get_billing (h100), ==, BREAKEVEN_BILLING_SPOT);
  g_assert_cmpstr (breakeven_offer_get_source (h100), ==, "https://example.com/<pricing>");
  g_assert_false (breakeven_offer_get_idle_price_set (h100));
  g_assert_cmpfloat (breakeven_offer_get_idle_price_per_hour (h100), ==, 23.92);
  g_assert_false (breakeven_offer_get_relative_speed_auto (h100));
  g_assert_cmpfloat (breakeven_offer_get_relative_speed (h100), ==, 9.5);
  /* Format 2 in a catalogue too */
  idle = g_list_model_get_item (G_LIST_MODEL (offers), 2);
  g_assert_true (breakeven_offer_get_idle_price_set (idle));
  g_assert_cmpfloat (breakeven_offer_get_idle_price_per_hour (idle), ==, 0.1);
  g_assert_cmpfloat (breakeven_offer_get_price_per_hour (idle), ==, 2.58);
  g_assert_true (breakeven_offer_get_relative_speed_auto (idle));

  /* Canonical: the same bytes back */
  original = read_file (path, NULL);
  saved = breakeven_catalogue_to_xml (G_LIST_MODEL (offers), NULL);
  g_assert_cmpstr (saved, ==, original);

  /* An offer without a currency in a catalogue is in CNY */
  {
    static const char minimal[] = "<offer-catalogue format=\"1\"><offer/></offer-catalogue>";

    defaults = breakeven_catalogue_load_from_data (minimal, strlen (minimal), INLINE_NAME, &error);
  }
  g_assert_no_error (error);
  plain = g_list_model_get_item (G_LIST_MODEL (defaults), 0);
  g_assert_cmpstr (breakeven_offer_get_currency (plain), ==, "CNY");
  g_assert_cmpfloat (breakeven_offer_get_relative_speed (plain), ==, 1);
}

static void
test_catalogue_refused (void)
{
  static const struct
  {
    const char *file;
    BreakevenXmlError code;
    long line;
    const char *phrase;
  } cases[] = {
    { "bad/catalogue-unknown-element.xml", BREAKEVEN_XML_ERROR_PARSE, 4,
      "unknown element <provider> in <offer-catalogue>" },
    { "bad/catalogue-invalid-currency.xml", BREAKEVEN_XML_ERROR_INVALID_VALUE, 3,
      "“RMB¥” is not a currency code" },
    { "full.breakeven", BREAKEVEN_XML_ERROR_PARSE, 2,
      "not an offer catalogue: its root element is <breakeven-project>" },
    { "bad/newer-format.breakeven", BREAKEVEN_XML_ERROR_PARSE, 2, "not an offer catalogue" },
    { "bad/billion-laughs.breakeven", BREAKEVEN_XML_ERROR_PARSE, 2, "DOCTYPE" },
    { "bad/truncated.breakeven", BREAKEVEN_XML_ERROR_PARSE, 25, "truncated" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = fixture_path (cases[i].file);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autoptr(GListStore) offers = NULL;
      g_autoptr(GError) error = NULL;

      offers = breakeven_catalogue_load_from_file (file, &error);
      g_assert_null (offers);
      assert_refusal (error, cases[i].code, path, cases[i].line, cases[i].phrase);
    }

  {
    static const char newer[] = "<offer-catalogue format=\"4\"><offer x=\"1\"/></offer-catalogue>";
    g_autoptr(GListStore) offers = NULL;
    g_autoptr(GError) error = NULL;

    offers = breakeven_catalogue_load_from_data (newer, strlen (newer), INLINE_NAME, &error);
    g_assert_null (offers);
    assert_refusal (error, BREAKEVEN_XML_ERROR_NEWER_FORMAT, INLINE_NAME, 1,
                    "newer version of Breakeven (format 4)");
  }
}

/* ---------------------------------------------------------------------------------------- */
/* Saving                                                                                    */

/* The attribute VALUE of price-per-kwh as written for PRICE */
static char *
saved_price (double price)
{
  g_autoptr(BreakevenProject) project = breakeven_project_new ();
  g_autofree char *xml = NULL;
  const char *start, *end;

  breakeven_project_set_price_per_kwh (project, price);
  xml = breakeven_project_to_xml (project, NULL);
  start = strstr (xml, "price-per-kwh=\"");
  g_assert_nonnull (start);
  start += strlen ("price-per-kwh=\"");
  end = strchr (start, '"');
  return g_strndup (start, end - start);
}

static void
test_save_numbers (void)
{
  static const struct
  {
    double value;
    const char *text;
  } cases[] = {
    { 16299, "16299" }, { 0.6, "0.6" }, { 2.58, "2.58" }, { 649.5, "649.5" }, { 0, "0" },
    { 0.1 + 0.2, "0.30000000000000004" }, { 1.0 / 3, "0.3333333333333333" },
    { 1e20, "100000000000000000000" }, { 1e-7, "0.0000001" }, { 123456789.125, "123456789.125" },
    { 7.1, "7.1" }, { 1e15 + 0.5, "1000000000000000.5" }, { 5e-324, NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = saved_price (cases[i].value);
      g_autofree char *xml = NULL;
      g_autoptr(BreakevenProject) project = NULL;
      g_autoptr(GError) error = NULL;

      if (cases[i].text != NULL)
        g_assert_cmpstr (text, ==, cases[i].text);
      g_assert_null (strpbrk (text, "eE,+"));

      /* And it reads back to the very same double (where a file may hold it) */
      if (cases[i].value > BREAKEVEN_MAX_UNIT_PRICE)
        continue;
      xml = g_strdup_printf ("<breakeven-project format=\"1\"><build>"
                             "<electricity price-per-kwh=\"%s\"/></build></breakeven-project>",
                             text);
      project = load_string (xml, &error);
      g_assert_no_error (error);
      g_assert_cmpfloat (breakeven_project_get_price_per_kwh (project), ==, cases[i].value);
    }
}

/* A project built in code: unset fields get their canonical form, and it all reads back */
static void
test_save_model (void)
{
  g_autoptr(BreakevenProject) project = breakeven_project_new ();
  g_autoptr(BreakevenProject) loaded = NULL;
  g_autoptr(BreakevenPart) part = breakeven_part_new (BREAKEVEN_PART_PSU, "1000 W <Gold> & \"quiet\"",
                                                      1, 899, 0);
  g_autoptr(BreakevenOffer) offer = breakeven_offer_new ("Provider \"P\"", "tab\there", 1.5, NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *xml = NULL;
  g_autofree char *again = NULL;
  gsize length;

  breakeven_project_set_title (project, "Control\x01" "char & <tags>");
  breakeven_project_set_currency (project, "JPY");
  g_list_store_append (breakeven_project_get_parts (project), part);
  g_list_store_append (breakeven_project_get_offers (project), offer);

  xml = breakeven_project_to_xml (project, &length);
  g_assert_cmpuint (length, ==, strlen (xml));
  g_assert_true (g_str_has_prefix (xml, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                                        "<breakeven-project format=\"3\">\n"));
  g_assert_true (g_str_has_suffix (xml, "</breakeven-project>\n"));
  /* No notes, no quote, no wall power: left out; an offer always names its currency */
  g_assert_null (strstr (xml, "<notes>"));
  g_assert_null (strstr (xml, "<vendor-quote"));
  g_assert_null (strstr (xml, "wall-watts"));
  g_assert_nonnull (strstr (xml, "currency=\"JPY\" billing=\"on-demand\""));
  /* ">" as it is, but after "]]" (which would end a CDATA section): never larger than read */
  g_assert_nonnull (strstr (xml, "  <title>Controlchar &amp; &lt;tags></title>\n"));

  loaded = breakeven_project_load_from_data (xml, length, INLINE_NAME, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (breakeven_project_get_title (loaded), ==, "Controlchar & <tags>");
  {
    g_autoptr(BreakevenProject) quoted = breakeven_project_new ();
    g_autoptr(BreakevenProject) reread = NULL;
    g_autofree char *written = NULL;
    gsize written_length;

    breakeven_project_set_notes (quoted, "> quoted mail\n>> and more ]]> ]> ]]]>");
    written = breakeven_project_to_xml (quoted, &written_length);
    g_assert_nonnull (strstr (written, "<notes>> quoted mail\n>> and more ]]&gt; ]> ]]]&gt;"
                                       "</notes>"));
    reread = breakeven_project_load_from_data (written, written_length, INLINE_NAME, &error);
    g_assert_no_error (error);
    g_assert_cmpstr (breakeven_project_get_notes (reread), ==,
                     "> quoted mail\n>> and more ]]> ]> ]]]>");
  }
  g_assert_cmpstr (breakeven_part_get_name (get_part (loaded, 0)), ==, "1000 W <Gold> & \"quiet\"");
  g_assert_cmpstr (breakeven_offer_get_provider (get_offer (loaded, 0)), ==, "Provider \"P\"");
  g_assert_cmpstr (breakeven_offer_get_name (get_offer (loaded, 0)), ==, "tab\there");
  g_assert_cmpstr (breakeven_offer_get_currency (get_offer (loaded, 0)), ==, "JPY");

  again = breakeven_project_to_xml (loaded, NULL);
  g_assert_cmpstr (again, ==, xml);
}

/* Finds a locale whose decimal point is ',' (compiling one with localedef when none is
 * installed, as in a minimal container); (locale_t) 0 when there is no way to get one */
static locale_t
comma_locale (char **compiled_dir)
{
  static const char *const names[] = {
    "de_DE.UTF-8", "de_DE.utf8", "fr_FR.UTF-8", "fr_FR.utf8", "ru_RU.UTF-8", "es_ES.UTF-8",
    "it_IT.UTF-8", "nl_NL.UTF-8", "pt_BR.UTF-8",
  };
  g_autofree char *localedef = NULL;
  g_autofree char *target = NULL;
  locale_t locale;

  *compiled_dir = NULL;
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      locale = newlocale (LC_ALL_MASK, names[i], (locale_t) 0);
      if (locale != (locale_t) 0 && g_str_equal (nl_langinfo_l (RADIXCHAR, locale), ","))
        return locale;
      if (locale != (locale_t) 0)
        freelocale (locale);
    }

  localedef = g_find_program_in_path ("localedef");
  if (localedef == NULL)
    return (locale_t) 0;
  *compiled_dir = g_dir_make_tmp ("breakeven-locale-XXXXXX", NULL);
  target = g_build_filename (*compiled_dir, "de_DE.UTF-8", NULL);
  {
    const char *argv[] = { localedef, "-i", "de_DE", "-f", "UTF-8", target, NULL };

    /* localedef may exit non-zero over harmless warnings: judge by the result */
    g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL | G_SPAWN_STDERR_TO_DEV_NULL,
                  NULL, NULL, NULL, NULL, NULL, NULL);
  }
  g_setenv ("LOCPATH", *compiled_dir, TRUE);
  locale = newlocale (LC_ALL_MASK, "de_DE.UTF-8", (locale_t) 0);
  g_unsetenv ("LOCPATH");
  if (locale != (locale_t) 0 && !g_str_equal (nl_langinfo_l (RADIXCHAR, locale), ","))
    {
      freelocale (locale);
      locale = (locale_t) 0;
    }
  return locale;
}

static void
test_save_locale (void)
{
  static const char xml[] =
    "<breakeven-project format=\"1\"><usage hours-per-day=\"12.5\"/><build>"
    "<electricity price-per-kwh=\"0.6\"/></build><cloud><offer price-per-hour=\"2.58\"/>"
    "</cloud></breakeven-project>";
  g_autofree char *compiled_dir = NULL;
  g_autoptr(BreakevenProject) project = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *printed = NULL;
  g_autofree char *saved = NULL;
  locale_t locale = comma_locale (&compiled_dir);
  locale_t previous;

  if (locale == (locale_t) 0)
    {
      g_test_skip ("no locale with ',' as its decimal point is installed, and localedef "
                   "could not compile de_DE: locale independence is untested");
      g_free (g_steal_pointer (&compiled_dir));
      return;
    }

  previous = uselocale (locale);
  /* The C library now writes "0,5": the saver must not */
  printed = g_strdup_printf ("%.1f", 0.5);
  g_assert_cmpstr (printed, ==, "0,5");

  project = load_string (xml, &error);
  g_assert_no_error (error);
  g_assert_cmpfloat (breakeven_project_get_price_per_kwh (project), ==, 0.6);
  g_assert_cmpfloat (breakeven_project_get_hours_per_day (project), ==, 12.5);
  saved = breakeven_project_to_xml (project, NULL);

  uselocale (previous);
  freelocale (locale);
  if (compiled_dir != NULL)
    remove_recursively (compiled_dir);

  g_assert_nonnull (strstr (saved, "price-per-kwh=\"0.6\""));
  g_assert_nonnull (strstr (saved, "hours-per-day=\"12.5\""));
  g_assert_nonnull (strstr (saved, "price-per-hour=\"2.58\""));
  g_assert_null (strstr (saved, "0,6"));
  g_assert_null (strstr (saved, "2,58"));
}

#define ORIGINAL_CONTENTS "<breakeven-project format=\"1\"/>\n<!-- the previous save -->\n"

typedef struct
{
  char *dir;
  char *path;
  GFile *file;
  BreakevenProject *project;
} SaveFixture;

static void
save_fixture_set_up (SaveFixture   *fixture,
                     gconstpointer  data)
{
  fixture->dir = g_dir_make_tmp ("breakeven-save-XXXXXX", NULL);
  g_assert_nonnull (fixture->dir);
  fixture->path = g_build_filename (fixture->dir, "project.breakeven", NULL);
  fixture->file = g_file_new_for_path (fixture->path);
  g_assert_true (g_file_set_contents (fixture->path, ORIGINAL_CONTENTS, -1, NULL));
  fixture->project = load_fixture ("full.breakeven");
}

static void
save_fixture_tear_down (SaveFixture   *fixture,
                        gconstpointer  data)
{
  remove_recursively (fixture->dir);
  g_clear_object (&fixture->project);
  g_clear_object (&fixture->file);
  g_clear_pointer (&fixture->path, g_free);
  g_clear_pointer (&fixture->dir, g_free);
}

static void
assert_original_intact (SaveFixture *fixture)
{
  g_autofree char *contents = read_file (fixture->path, NULL);

  g_assert_cmpstr (contents, ==, ORIGINAL_CONTENTS);
}

static void
test_save_replaces (SaveFixture   *fixture,
                    gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BreakevenProject) loaded = NULL;
  g_autofree char *full_path = fixture_path ("full-format-3.breakeven");
  g_autofree char *expected = read_file (full_path, NULL);
  g_autofree char *written = NULL;

  g_assert_true (breakeven_project_save_to_file (fixture->project, fixture->file, NULL, &error));
  g_assert_no_error (error);
  written = read_file (fixture->path, NULL);
  g_assert_cmpstr (written, ==, expected);
  /* No temporary file is left beside it */
  g_assert_cmpuint (count_directory_entries (fixture->dir), ==, 1);

  loaded = load_path (fixture->path, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (breakeven_project_get_currency (loaded), ==, "EUR");
}

static void
test_save_missing_parent (SaveFixture   *fixture,
                          gconstpointer  data)
{
  g_autofree char *path = g_build_filename (fixture->dir, "no-such-dir", "p.breakeven", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;

  g_assert_false (breakeven_project_save_to_file (fixture->project, file, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  assert_original_intact (fixture);
}

static void
test_save_read_only_directory (SaveFixture   *fixture,
                               gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  if (geteuid () == 0)
    {
      /* Root writes into read-only directories: run the save as an ordinary user instead, in
       * a child process that owns the folder (so it can clean up) but cannot write to it */
      if (!g_test_subprocess ())
        {
          g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
          g_test_trap_assert_passed ();
          return;
        }
      g_assert_cmpint (chown (fixture->dir, 65534, 65534), ==, 0);
      g_assert_cmpint (setgid (65534), ==, 0);
      g_assert_cmpint (setuid (65534), ==, 0);
    }
  g_assert_cmpint (g_chmod (fixture->dir, 0555), ==, 0);

  g_assert_false (breakeven_project_save_to_file (fixture->project, fixture->file, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED);
  g_chmod (fixture->dir, 0700);
  assert_original_intact (fixture);
  g_assert_cmpuint (count_directory_entries (fixture->dir), ==, 1);
}

/* The disk fills up (here: the file-size limit) in the middle of writing the new contents */
static void
test_save_interrupted_write (SaveFixture   *fixture,
                             gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  struct rlimit previous, limit;
  void (*previous_handler) (int);

  g_assert_cmpint (getrlimit (RLIMIT_FSIZE, &previous), ==, 0);
  limit = previous;
  limit.rlim_cur = 256; /* the project is several kilobytes */
  previous_handler = signal (SIGXFSZ, SIG_IGN);
  g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &limit), ==, 0);

  g_assert_false (breakeven_project_save_to_file (fixture->project, fixture->file, NULL, &error));

  g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &previous), ==, 0);
  signal (SIGXFSZ, previous_handler);

  g_assert_nonnull (error);
  assert_original_intact (fixture);
  /* and the incomplete temporary file is gone */
  g_assert_cmpuint (count_directory_entries (fixture->dir), ==, 1);
}

/* Saving through a symbolic link replaces the file it points to, which keeps its mode */
static void
test_save_symlink_and_mode (SaveFixture   *fixture,
                            gconstpointer  data)
{
  g_autofree char *link_path = g_build_filename (fixture->dir, "link.breakeven", NULL);
  g_autoptr(GFile) link = g_file_new_for_path (link_path);
  g_autoptr(GError) error = NULL;
  g_autofree char *written = NULL;
  GStatBuf info;

  g_assert_cmpint (g_chmod (fixture->path, 0600), ==, 0);
  g_assert_true (g_file_make_symbolic_link (link, "project.breakeven", NULL, &error));
  g_assert_no_error (error);

  g_assert_true (breakeven_project_save_to_file (fixture->project, link, NULL, &error));
  g_assert_no_error (error);

  g_assert_true (g_file_test (link_path, G_FILE_TEST_IS_SYMLINK));
  written = read_file (fixture->path, NULL);
  g_assert_true (g_str_has_prefix (written, "<?xml"));
  g_assert_cmpint (g_stat (fixture->path, &info), ==, 0);
  g_assert_cmpint (info.st_mode & 0777, ==, 0600);
}

static void
test_save_cancelled (SaveFixture   *fixture,
                     gconstpointer  data)
{
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;

  g_cancellable_cancel (cancellable);
  g_assert_false (breakeven_project_save_to_file (fixture->project, fixture->file, cancellable,
                                                  &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  assert_original_intact (fixture);
}

static void
test_save_catalogue (SaveFixture   *fixture,
                     gconstpointer  data)
{
  g_autofree char *path = g_build_filename (fixture->dir, "offers.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GListStore) offers = g_list_store_new (BREAKEVEN_TYPE_OFFER);
  g_autoptr(GListStore) loaded = NULL;
  g_autoptr(BreakevenOffer) offer = breakeven_offer_new ("AutoDL", "RTX 3090", 3.5, NULL);
  g_autoptr(BreakevenOffer) first = NULL;
  g_autoptr(GError) error = NULL;

  breakeven_offer_set_billing (offer, BREAKEVEN_BILLING_SPOT);
  g_list_store_append (offers, offer);
  g_assert_true (breakeven_catalogue_save_to_file (G_LIST_MODEL (offers), file, NULL, &error));
  g_assert_no_error (error);

  loaded = breakeven_catalogue_load_from_file (file, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (loaded)), ==, 1);
  first = g_list_model_get_item (G_LIST_MODEL (loaded), 0);
  /* A catalogue offer without a currency is saved in CNY */
  g_assert_cmpstr (breakeven_offer_get_currency (first), ==, "CNY");
  breakeven_offer_set_currency (offer, "CNY");
  g_assert_true (breakeven_offer_equal (first, offer));
}

/* ---------------------------------------------------------------------------------------- */
/* The sample in the language of the window                                                 */

#include "breakeven-cost.h"

/* Under LANGUAGE=zh_CN (and a locale that is not C, where gettext would ignore LANGUAGE) the
 * sample is the translated copy: a Chinese title and the same figures as the English sample;
 * back in the C locale it is the English one again */
static void
test_sample_zh_cn (void)
{
  g_autofree char *old_messages = g_strdup (setlocale (LC_MESSAGES, NULL));
  g_autofree char *old_language = g_strdup (g_getenv ("LANGUAGE"));
  g_autofree char *zh_path = g_test_build_filename (G_TEST_DIST, "..", "data",
                                                    "sample.zh_CN.breakeven", NULL);
  g_autofree char *zh_on_disk = NULL;
  g_autofree char *zh_saved = NULL;
  g_autoptr(BreakevenProject) english = NULL;
  g_autoptr(BreakevenProject) chinese = NULL;
  g_autoptr(BreakevenProject) english_again = NULL;
  g_autoptr(BreakevenAnalysis) en = NULL;
  g_autoptr(BreakevenAnalysis) zh = NULL;
  g_autoptr(GError) error = NULL;
  const char *title;
  gboolean han = FALSE;

  english = breakeven_project_load_sample (&error);
  g_assert_no_error (error);
  g_assert_cmpstr (breakeven_project_get_title (english), ==, "DreamerV3 workstation");

  if (setlocale (LC_MESSAGES, "C.UTF-8") == NULL)
    {
      g_test_skip ("no C.UTF-8 locale");
      return;
    }
  g_setenv ("LANGUAGE", "zh_CN", TRUE);
  chinese = breakeven_project_load_sample (&error);
  g_assert_no_error (error);
  g_assert_cmpstr (g_get_language_names ()[0], ==, "zh_CN");

  /* The translated copy is in the canonical form saving writes, like the English one */
  zh_on_disk = read_file (zh_path, NULL);
  zh_saved = breakeven_project_to_xml (chinese, NULL);
  g_assert_cmpstr (zh_saved, ==, zh_on_disk);

  title = breakeven_project_get_title (chinese);
  g_assert_cmpstr (title, !=, breakeven_project_get_title (english));
  for (const char *c = title; *c != '\0'; c = g_utf8_next_char (c))
    if (g_unichar_get_script (g_utf8_get_char (c)) == G_UNICODE_SCRIPT_HAN)
      han = TRUE;
  g_assert_true (han);
  g_assert_cmpstr (breakeven_offer_get_provider (get_offer (chinese, 0)), ==, "AutoDL");

  /* The same numbers: every figure of the analysis */
  en = breakeven_analysis_new (english);
  zh = breakeven_analysis_new (chinese);
  g_assert_cmpfloat (breakeven_project_get_parts_total (chinese), ==,
                     breakeven_project_get_parts_total (english));
  g_assert_cmpfloat (zh->horizon_cost, ==, en->horizon_cost);
  g_assert_cmpfloat (zh->running_per_month, ==, en->running_per_month);
  g_assert_cmpint (zh->choice, ==, en->choice);
  g_assert_cmpint (zh->choice_offer, ==, en->choice_offer);
  g_assert_cmpuint (breakeven_analysis_get_n_offers (zh), ==, breakeven_analysis_get_n_offers (en));
  g_assert_cmpuint (breakeven_analysis_get_n_offers (zh), ==, 3);
  for (guint i = 0; i < breakeven_analysis_get_n_offers (en); i++)
    {
      const BreakevenOfferResult *e = breakeven_analysis_get_offer (en, i);
      const BreakevenOfferResult *z = breakeven_analysis_get_offer (zh, i);

      g_assert_cmpfloat (z->breakeven_months, ==, e->breakeven_months);
      g_assert_cmpfloat (z->breakeven_hours_per_day, ==, e->breakeven_hours_per_day);
      g_assert_cmpfloat (z->breakeven_price_per_hour, ==, e->breakeven_price_per_hour);
      g_assert_cmpfloat (z->horizon_cost, ==, e->horizon_cost);
    }
  g_assert_cmpfloat_with_epsilon (breakeven_analysis_get_offer (zh, 0)->breakeven_months, 29.1, 0.05);

  /* Back under the C locale, LANGUAGE no longer counts, as for gettext */
  setlocale (LC_MESSAGES, "C");
  english_again = breakeven_project_load_sample (&error);
  g_assert_no_error (error);
  g_assert_cmpstr (breakeven_project_get_title (english_again), ==, "DreamerV3 workstation");

  setlocale (LC_MESSAGES, old_messages);
  if (old_language != NULL)
    g_setenv ("LANGUAGE", old_language, TRUE);
  else
    g_unsetenv ("LANGUAGE");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/xml/round-trip/sample", test_round_trip_sample);
  g_test_add_func ("/xml/round-trip/full", test_round_trip_full);
  g_test_add_func ("/xml/round-trip/stable", test_round_trip_stable);

  g_test_add_func ("/xml/load/defaults", test_defaults);
  g_test_add_func ("/xml/load/any-order", test_any_order);
  g_test_add_func ("/xml/load/design-example", test_design_example);
  g_test_add_func ("/xml/load/boundaries", test_boundaries);
  g_test_add_func ("/xml/load/exchange-rate-direction", test_exchange_rate_direction);

  g_test_add_func ("/xml/format-2/round-trip", test_format_2_round_trip);
  g_test_add_func ("/xml/format-2/design-example", test_format_2_design_example);
  g_test_add_func ("/xml/format-2/defaults", test_format_2_defaults);
  g_test_add_func ("/xml/format-2/boundaries", test_format_2_boundaries);
  g_test_add_func ("/xml/format-2/from-format-1", test_format_1_saves_as_format_2);
  g_test_add_func ("/xml/format-2/follows-after-save", test_format_2_follows_after_save);
  g_test_add_func ("/xml/format-2/save-model", test_format_2_save_model);
  g_test_add_func ("/xml/format-2/in-format-1", test_format_2_attributes_in_format_1);
  g_test_add_func ("/xml/format-2/newer-refused", test_format_2_newer_refused);
  g_test_add_func ("/xml/format-3/round-trip", test_format_3_round_trip);
  g_test_add_func ("/xml/format-3/defaults", test_format_3_defaults);
  g_test_add_func ("/xml/format-3/too-many-bursts", test_format_3_too_many_bursts);

  for (guint i = 0; i < G_N_ELEMENTS (refused_files); i++)
    {
      g_autofree char *base = g_strndup (refused_files[i].file,
                                         strcspn (refused_files[i].file, "."));
      g_autofree char *test_path = g_strdup_printf ("/xml/refuse/%s", base);

      g_test_add_data_func (test_path, &refused_files[i], test_refused_file);
    }
  g_test_add_func ("/xml/refuse/hostile-quickly", test_hostile_files);
  for (guint i = 0; i < G_N_ELEMENTS (not_numbers); i++)
    {
      g_autofree char *test_path = g_strdup_printf ("/xml/refuse/not-a-number/%s",
                                                    not_numbers[i].label);

      g_test_add_data_func (test_path, GUINT_TO_POINTER (i), test_not_a_number);
    }
  for (guint i = 0; i < G_N_ELEMENTS (invalid_values); i++)
    {
      g_autofree char *test_path = g_strdup_printf ("/xml/refuse/invalid-value/%s",
                                                    invalid_values[i].label);

      g_test_add_data_func (test_path, GUINT_TO_POINTER (i), test_invalid_value);
    }
  for (guint i = 0; i < G_N_ELEMENTS (format_2_invalid_values); i++)
    {
      g_autofree char *test_path = g_strdup_printf ("/xml/format-2/refuse/%s",
                                                    format_2_invalid_values[i].label);

      g_test_add_data_func (test_path, GUINT_TO_POINTER (i), test_format_2_invalid_value);
    }
  g_test_add_func ("/xml/refuse/overflow-out-of-range", test_overflow_out_of_range);
  g_test_add_func ("/xml/refuse/inline", test_refused_inline);
  g_test_add_func ("/xml/refuse/crowded", test_refused_crowded);
  g_test_add_func ("/xml/load/crowded-limits", test_crowded_limits);
  g_test_add_func ("/xml/refuse/too-large", test_too_large);
  g_test_add_func ("/xml/refuse/missing-file", test_missing_file);

  g_test_add_func ("/xml/catalogue/load", test_catalogue);
  g_test_add_func ("/xml/catalogue/refused", test_catalogue_refused);

  g_test_add_func ("/xml/offer-without-rate", test_offer_without_rate);
  g_test_add_func ("/xml/save/numbers", test_save_numbers);
  g_test_add_func ("/xml/save/model", test_save_model);
  g_test_add_func ("/xml/save/locale", test_save_locale);
  g_test_add ("/xml/save/replaces", SaveFixture, NULL,
              save_fixture_set_up, test_save_replaces, save_fixture_tear_down);
  g_test_add ("/xml/save/missing-parent", SaveFixture, NULL,
              save_fixture_set_up, test_save_missing_parent, save_fixture_tear_down);
  g_test_add ("/xml/save/read-only-directory", SaveFixture, NULL,
              save_fixture_set_up, test_save_read_only_directory, save_fixture_tear_down);
  g_test_add ("/xml/save/interrupted-write", SaveFixture, NULL,
              save_fixture_set_up, test_save_interrupted_write, save_fixture_tear_down);
  g_test_add ("/xml/save/symlink-and-mode", SaveFixture, NULL,
              save_fixture_set_up, test_save_symlink_and_mode, save_fixture_tear_down);
  g_test_add ("/xml/save/cancelled", SaveFixture, NULL,
              save_fixture_set_up, test_save_cancelled, save_fixture_tear_down);
  g_test_add ("/xml/save/catalogue", SaveFixture, NULL,
              save_fixture_set_up, test_save_catalogue, save_fixture_tear_down);

  g_test_add_func ("/xml/sample/zh-cn", test_sample_zh_cn);

  return g_test_run ();
}
