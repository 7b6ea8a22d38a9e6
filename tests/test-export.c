/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-export.c: the PDF report, SVG and PNG charts as files, read back with poppler's tools */

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "breakeven-export.h"
#include "breakeven-report-pages.h"
#include "chart-fixtures.h"

static char *tmpdir;

/* Standard output of TOOL ARG PATH [-], NULL (and the test skipped) when it is not installed */
static char *
run_tool (const char *tool,
          const char *arg,
          const char *path)
{
  g_autofree char *program = g_find_program_in_path (tool);
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  char *out = NULL;
  int status;

  if (program == NULL)
    {
      g_test_skip ("poppler-utils (pdfinfo, pdftotext) is not installed");
      return NULL;
    }
  g_ptr_array_add (argv, (gpointer) tool);
  if (arg != NULL)
    g_ptr_array_add (argv, (gpointer) arg);
  g_ptr_array_add (argv, (gpointer) path);
  if (g_strcmp0 (tool, "pdftotext") == 0)
    g_ptr_array_add (argv, (gpointer) "-");
  g_ptr_array_add (argv, NULL);
  g_spawn_sync (NULL, (char **) argv->pdata, NULL,
                G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, &out, NULL,
                &status, &error);
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  return out;
}

static int
pdf_pages (const char *path)
{
  g_autofree char *info = run_tool ("pdfinfo", NULL, path);
  const char *line;

  if (info == NULL)
    return -1;
  line = strstr (info, "Pages:");
  g_assert_nonnull (line);
  return atoi (line + strlen ("Pages:"));
}

static char *
pdf_text (const char *path)
{
  return run_tool ("pdftotext", "-layout", path);
}

static char *
tmp_path (const char *name)
{
  return g_build_filename (tmpdir, name, NULL);
}

static void
assert_contains (const char *text,
                 const char *needle)
{
  if (strstr (text, needle) == NULL)
    g_error ("“%s” not found in:\n%s", needle, text);
}

/* The sample project: the seed and the article's two other offers, with the vendor quote */
static BreakevenProject *
sample_project (void)
{
  BreakevenProject *project = fixture_seed ();

  fixture_add_offer (project, "AutoDL", "RTX 4090D (promotion)", 1.67);
  fixture_add_offer (project, "AutoDL", "RTX 3090", 3.5);
  breakeven_project_set_has_vendor_quote (project, TRUE);
  breakeven_project_set_vendor_quote (project, 36000);
  breakeven_project_set_vendor_quote_note (project, "Assembled, tested, with warranty");
  breakeven_project_set_notes (project, "Parts bought separately against a vendor quote.");
  return project;
}

static void
test_pdf_report (void)
{
  g_autoptr(BreakevenProject) project = sample_project ();
  g_autoptr(BreakevenAnalysis) analysis = fixture_analyse (project);
  g_autoptr(GError) error = NULL;
  g_autofree char *path = tmp_path ("report.pdf");
  g_autofree char *text = NULL;
  g_autofree char *info = NULL;
  g_autofree char *last_page = NULL;
  int pages;

  g_assert_true (breakeven_export_to_file (project, analysis, path, 0, 0, &error));
  g_assert_no_error (error);

  pages = pdf_pages (path);
  if (pages < 0)
    return;
  /* Title, inputs and the cumulative chart; the other charts and tables; the parts */
  g_assert_cmpint (pages, >=, 2);
  g_assert_cmpint (pages, <=, 4);
  info = run_tool ("pdfinfo", NULL, path);
  assert_contains (info, "(A4)");

  text = pdf_text (path);
  assert_contains (text, "DreamerV3 workstation");
  assert_contains (text, "29.1 months");
  assert_contains (text, "20.6 months");
  assert_contains (text, "crosses at 49.3 months, after the horizon");
  assert_contains (text, "AutoDL RTX 4090D");
  assert_contains (text, "AutoDL RTX 4090D (promotion)");
  assert_contains (text, "AutoDL RTX 3090");
  /* The inputs, the summary (cost per month, breakeven use, horizon cost, per work hour) */
  assert_contains (text, "¥23,592.00");
  assert_contains (text, "¥0.60 per kWh");
  assert_contains (text, "¥941.70");
  assert_contains (text, "¥33,901.20");
  assert_contains (text, "9.7 h/day");
  assert_contains (text, "69.1%");
  /* The parts list, the formulas and each offer's source */
  assert_contains (text, "RTX 4090D 24 GB");
  assert_contains (text, "Mid-tower case");
  assert_contains (text, "L(t) = C0");
  assert_contains (text, "Seed article: price actually paid (2026-05)");
  last_page = g_strdup_printf ("Page %d of %d", pages, pages);
  assert_contains (text, last_page);
}

static void
test_pdf_long_parts (void)
{
  g_autoptr(BreakevenProject) project = sample_project ();
  g_autoptr(BreakevenProject) long_project = sample_project ();
  g_autoptr(BreakevenAnalysis) analysis = fixture_analyse (project);
  g_autoptr(BreakevenAnalysis) long_analysis = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = tmp_path ("short.pdf");
  g_autofree char *long_path = tmp_path ("long.pdf");
  g_autofree char *text = NULL;
  g_autofree char *last_page = NULL;
  int pages, long_pages;

  for (guint i = 1; i <= 120; i++)
    {
      g_autofree char *name = g_strdup_printf ("Spare part %u", i);

      fixture_add_part (long_project, BREAKEVEN_PART_OTHER, name, 1, 10 + i, 1);
    }
  long_analysis = fixture_analyse (long_project);

  g_assert_true (breakeven_export_to_file (project, analysis, path, 0, 0, &error));
  g_assert_true (breakeven_export_to_file (long_project, long_analysis, long_path, 0, 0, &error));
  g_assert_no_error (error);
  pages = pdf_pages (path);
  long_pages = pdf_pages (long_path);
  if (pages < 0)
    return;
  /* 128 rows of parts take about two more pages */
  g_assert_cmpint (long_pages, >=, pages + 2);

  text = pdf_text (long_path);
  assert_contains (text, "Spare part 1 ");
  assert_contains (text, "Spare part 60");
  assert_contains (text, "Spare part 120");
  last_page = g_strdup_printf ("Page %d of %d", long_pages, long_pages);
  assert_contains (text, last_page);
  /* The header row is repeated on each page the table continues on */
  {
    guint headers = 0;

    for (const char *p = text; (p = strstr (p, "Unit price")) != NULL; p++)
      headers++;
    g_assert_cmpuint (headers, >=, 3);
  }
}

static void
test_pdf_chinese (void)
{
  g_autoptr(BreakevenProject) project = fixture_seed ();
  g_autoptr(BreakevenAnalysis) analysis = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = tmp_path ("chinese.pdf");
  g_autofree char *text = NULL;

  breakeven_project_set_title (project, "深度学习工作站");
  fixture_add_part (project, BREAKEVEN_PART_OTHER, "机箱风扇", 3, 39, 2);
  fixture_add_offer (project, "AutoDL", "按量计费 RTX 3090", 3.5);
  analysis = fixture_analyse (project);
  g_assert_true (breakeven_export_to_file (project, analysis, path, 0, 0, &error));
  g_assert_no_error (error);

  text = pdf_text (path);
  if (text == NULL)
    return;
  assert_contains (text, "深度学习工作站");
  assert_contains (text, "机箱风扇");
  assert_contains (text, "按量计费 RTX 3090");
}

static void
test_png (void)
{
  g_autoptr(BreakevenProject) project = fixture_seed ();
  g_autoptr(BreakevenAnalysis) analysis = fixture_analyse (project);
  g_autoptr(GError) error = NULL;
  g_autofree char *path = tmp_path ("chart.png");
  g_autofree char *upper = tmp_path ("CHART.PNG");
  cairo_surface_t *png;
  double r, g, b;
  guint ink = 0;

  g_assert_true (breakeven_export_to_file (project, analysis, path, 640, 480, &error));
  g_assert_no_error (error);
  png = cairo_image_surface_create_from_png (path);
  g_assert_cmpint (cairo_surface_status (png), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpint (cairo_image_surface_get_width (png), ==, 640);
  g_assert_cmpint (cairo_image_surface_get_height (png), ==, 480);
  /* White paper, and a chart on it */
  fixture_pixel (png, 0, 0, &r, &g, &b);
  g_assert_cmpfloat (r + g + b, ==, 3);
  for (int y = 0; y < 480; y += 2)
    for (int x = 0; x < 640; x += 2)
      {
        fixture_pixel (png, x, y, &r, &g, &b);
        ink += r + g + b < 2.0;
      }
  g_assert_cmpuint (ink, >, 1000);
  cairo_surface_destroy (png);

  /* The default size, and an upper-case extension */
  g_assert_true (breakeven_export_to_file (project, analysis, upper, 0, 0, &error));
  g_assert_no_error (error);
  png = cairo_image_surface_create_from_png (upper);
  g_assert_cmpint (cairo_image_surface_get_width (png), ==, BREAKEVEN_EXPORT_DEFAULT_WIDTH);
  g_assert_cmpint (cairo_image_surface_get_height (png), ==, BREAKEVEN_EXPORT_DEFAULT_HEIGHT);
  cairo_surface_destroy (png);
}

static void
test_svg (void)
{
  g_autoptr(BreakevenProject) project = fixture_seed ();
  g_autoptr(BreakevenAnalysis) analysis = fixture_analyse (project);
  g_autoptr(GError) error = NULL;
  g_autofree char *path = tmp_path ("chart.svg");
  g_autofree char *contents = NULL;

  g_assert_true (breakeven_export_to_file (project, analysis, path, 900, 500, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &contents, NULL, &error));
  g_assert_true (g_str_has_prefix (contents, "<?xml"));
  assert_contains (contents, "<svg");
  assert_contains (contents, "width=\"900pt\"");
  assert_contains (contents, "height=\"500pt\"");
  /* Curves, not just a background */
  assert_contains (contents, "<path");
}

static void
test_errors (void)
{
  g_autoptr(BreakevenProject) project = fixture_seed ();
  g_autoptr(BreakevenAnalysis) analysis = fixture_analyse (project);
  g_autoptr(GError) error = NULL;
  g_autofree char *txt = tmp_path ("chart.txt");
  g_autofree char *kept = tmp_path ("kept.png");
  g_autofree char *missing_dir = tmp_path ("no/such/dir/chart.pdf");
  g_autofree char *contents = NULL;

  /* An unknown extension: refused, nothing written */
  g_assert_false (breakeven_export_to_file (project, analysis, txt, 0, 0, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED);
  g_assert_false (g_file_test (txt, G_FILE_TEST_EXISTS));
  g_clear_error (&error);

  /* A directory that does not exist */
  g_assert_false (breakeven_export_to_file (project, analysis, missing_dir, 0, 0, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);

  /* An absurd size is refused and leaves the previous file as it was */
  g_assert_true (g_file_set_contents (kept, "previous", -1, NULL));
  g_assert_false (breakeven_export_to_file (project, analysis, kept, 100000, 800, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_assert_true (g_file_get_contents (kept, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, "previous");
}

/* The calls a GtkPrintOperation makes: paginate, then render each page on its cairo_t */
static void
test_report_pages (void)
{
  g_autoptr(BreakevenProject) project = sample_project ();
  g_autoptr(BreakevenAnalysis) analysis = fixture_analyse (project);
  g_autoptr(BreakevenReportPages) pages = breakeven_report_pages_new (project, analysis);
  PangoContext *context = breakeven_report_pages_create_pango_context ();
  BreakevenPageGeometry a4, a5;
  g_autoptr(GDateTime) date = g_date_time_new_utc (2026, 5, 14, 9, 0, 0);
  cairo_surface_t *surface;
  cairo_t *cr;
  guint n_a4, n_a5, ink = 0;

  breakeven_report_pages_set_date (pages, date);
  breakeven_page_geometry_init_a4 (&a4);
  g_assert_cmpfloat_with_epsilon (a4.width, 595.276, 0.001);
  g_assert_cmpfloat_with_epsilon (a4.height, 841.89, 0.001);
  n_a4 = breakeven_report_pages_paginate (pages, context, &a4);
  g_assert_cmpuint (n_a4, >=, 2);
  g_assert_cmpuint (breakeven_report_pages_get_n_pages (pages), ==, n_a4);

  /* A GtkPrintContext's printable area: no margins of our own; a smaller page needs more pages */
  breakeven_page_geometry_init (&a5, 420, 595);
  g_assert_cmpfloat (a5.margin_left, ==, 0);
  n_a5 = breakeven_report_pages_paginate (pages, context, &a5);
  g_assert_cmpuint (n_a5, >, n_a4);

  /* Every page renders on an image at 72 dpi; the first has its title at the top */
  for (guint page = 0; page < n_a5; page++)
    {
      surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 420, 595);
      cr = cairo_create (surface);
      breakeven_report_pages_render_page (pages, cr, context, page);
      g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
      cairo_destroy (cr);
      cairo_surface_flush (surface);
      if (page == 0)
        for (int y = 0; y < 30; y++)
          for (int x = 0; x < 200; x++)
            {
              double r, g, b;

              fixture_pixel (surface, x, y, &r, &g, &b);
              ink += r + g + b < 1.5;
            }
      cairo_surface_destroy (surface);
    }
  g_assert_cmpuint (ink, >, 50);
  g_object_unref (context);
}

/* PDF report, file format 2: the verdict, the new inputs and flags ------------------------- */

/* The text of the first page of the PDF at PATH (or of all pages when ALL), every run of white
 * space made one space so that phrases survive line wrapping; NULL when pdftotext is missing */
static char *
pdf_flat_text (const char *path,
               gboolean    all)
{
  g_autofree char *program = g_find_program_in_path ("pdftotext");
  const char *first[] = { "pdftotext", "-f", "1", "-l", "1", "-layout", path, "-", NULL };
  const char *every[] = { "pdftotext", "-layout", path, "-", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(GRegex) space = NULL;
  g_autofree char *out = NULL;
  int status;

  if (program == NULL)
    {
      g_test_skip ("poppler-utils (pdftotext) is not installed");
      return NULL;
    }
  g_spawn_sync (NULL, (char **) (all ? every : first), NULL,
                G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, &out, NULL,
                &status, &error);
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  space = g_regex_new ("\\s+", 0, 0, NULL);
  return g_regex_replace_literal (space, out, -1, 0, " ", 0, NULL);
}

static void
assert_lacks (const char *text,
              const char *needle)
{
  if (strstr (text, needle) != NULL)
    g_error ("“%s” found in:\n%s", needle, text);
}

static char *
export_pdf (BreakevenProject        *project,
            const BreakevenAnalysis *analysis,
            const char              *name)
{
  g_autoptr(GError) error = NULL;
  char *path = tmp_path (name);

  g_assert_true (breakeven_export_to_file (project, (BreakevenAnalysis *) analysis, path, 0, 0,
                                           &error));
  g_assert_no_error (error);
  return path;
}

/* Over 24 months the seed's offer is cheaper than the build, until a 45 % resale value is
 * counted: the first page must say so, in the words and figures of the summary table.
 * By hand: build 23,592 + 131.40 × 24 = 26,745.60, less 0.45 × 23,592 = 10,616.40 resale,
 * = 16,129.20; cloud 941.70 × 24 = 22,600.80; breakeven (23,592 - 10,616.40) / 810.30 = 16.0
 * months, cash payback 23,592 / 810.30 = 29.1 months. */
static void
test_pdf_verdict_resale (void)
{
  g_autoptr(BreakevenProject) project = fixture_seed ();
  g_autoptr(BreakevenAnalysis) rent = NULL;
  g_autoptr(BreakevenAnalysis) build = NULL;
  g_autofree char *rent_path = NULL;
  g_autofree char *build_path = NULL;
  g_autofree char *first = NULL;
  g_autofree char *all = NULL;

  breakeven_project_set_horizon_months (project, 24);
  rent = fixture_analyse (project);
  g_assert_cmpint (rent->choice, ==, BREAKEVEN_CHOICE_RENT);
  rent_path = export_pdf (project, rent, "verdict-rent.pdf");

  breakeven_project_set_resale_percent (project, 45);
  build = fixture_analyse (project);
  g_assert_cmpint (build->choice, ==, BREAKEVEN_CHOICE_BUILD);
  g_assert_cmpint (build->choice_offer, ==, 0);
  g_assert_cmpfloat_with_epsilon (build->horizon_cost, 16129.2, 1e-6);
  g_assert_cmpfloat_with_epsilon (build->choice_difference, 22600.8 - 16129.2, 1e-6);
  build_path = export_pdf (project, build, "verdict-build.pdf");

  /* Without resale: rent, by 26,745.60 - 22,600.80 = 4,144.80; the crossing is after the
   * horizon */
  first = pdf_flat_text (rent_path, FALSE);
  if (first == NULL)
    return;
  assert_contains (first, "Verdict: rent AutoDL RTX 4090D.");
  assert_contains (first, "costs ¥26,746 in all");
  assert_contains (first, "Renting it saves ¥4,145 against building.");
  assert_contains (first, "The build would break even with it only at 29.1 months, after the "
                          "horizon.");
  assert_lacks (first, "Building saves");
  assert_lacks (first, "cash payback");
  g_clear_pointer (&first, g_free);

  /* With it: build, by 22,600.80 - 16,129.20 = 6,471.60, and the crossing inside the horizon
   * with the cash payback beside it */
  first = pdf_flat_text (build_path, FALSE);
  assert_contains (first, "Verdict: build.");
  assert_contains (first, "the build costs ¥16,129 in all: ¥26,746 paid, less ¥10,616 it sells "
                          "for");
  assert_contains (first, "The cheapest cloud offer, AutoDL RTX 4090D, costs ¥22,601.");
  assert_contains (first, "Building saves ¥6,472 against it.");
  assert_contains (first, "The build breaks even with it at 16.0 months (cash payback: 29.1 "
                          "months).");
  assert_contains (first, "• AutoDL RTX 4090D: breaks even at 16.0 months (cash payback: "
                          "29.1 months)");
  assert_lacks (first, "after the horizon");
  assert_lacks (first, "Renting it saves");

  /* The summary table: the same two horizon costs, months and the new columns */
  all = pdf_flat_text (build_path, TRUE);
  assert_contains (all, "Cash payback");
  assert_contains (all, "Breakeven price");
  assert_contains (all, "Build (running cost) — ¥131.40 — — — — ¥16,129.20");
  /* price, per month, breakeven, cash payback, breakeven use (12,975.60 / (2.22 × 365 × 2) =
   * 8.0), breakeven price (16,129.20 / 8,760 h = 1.84), horizon cost, per work hour */
  assert_contains (all, "AutoDL RTX 4090D ¥2.58 ¥941.70 16.0 months 29.1 months 8.0 h/day ¥1.84 "
                        "¥22,600.80 ¥2.58");
}

/* The inputs of format 2, the circuit-limit warning and the flags beside offers and build */
static void
test_pdf_format2_inputs (void)
{
  g_autoptr(BreakevenProject) project = fixture_seed_build ();
  g_autoptr(BreakevenAnalysis) analysis = NULL;
  BreakevenOffer *small = fixture_add_offer (project, "AutoDL", "RTX 4090D", 2.58);
  BreakevenOffer *large = fixture_add_offer (project, "Cloud", "A100", 8);
  g_autofree char *path = NULL;
  g_autofree char *first = NULL;
  g_autofree char *all = NULL;
  const char *horizon, *after;

  breakeven_offer_set_vram_gb (small, 24);
  breakeven_offer_set_idle_price_per_hour (small, 0.1);
  breakeven_offer_set_vram_gb (large, 80);
  breakeven_offer_set_relative_speed_auto (large, TRUE);
  breakeven_project_set_cloud_idle_hours_per_day (project, 2);
  breakeven_project_set_vram_needed_gb (project, 48);
  breakeven_project_set_circuit_limit_watts (project, 500);
  breakeven_project_set_resale_percent (project, 45);
  breakeven_project_set_resale_after_purchase_percent (project, 60);
  analysis = fixture_analyse (project);
  g_assert_true (analysis->over_circuit_limit);
  g_assert_false (analysis->build_eligible);
  g_assert_false (breakeven_analysis_get_offer (analysis, 0)->eligible);
  g_assert_true (breakeven_analysis_get_offer (analysis, 1)->inputs.speed_unknown);
  g_assert_cmpint (analysis->choice, ==, BREAKEVEN_CHOICE_RENT);
  g_assert_cmpint (analysis->choice_offer, ==, 1);
  path = export_pdf (project, analysis, "format2.pdf");

  first = pdf_flat_text (path, FALSE);
  if (first == NULL)
    return;
  assert_contains (first, "Verdict: rent Cloud A100.");
  /* 8 × 12 × 365/12 × 36 = 105,120 plus 2 idle hours a day at 8: 122,640 against 17,706 */
  assert_contains (first, "Renting it costs ¥104,934 more than building would, but the build's "
                          "GPUs do not have the 48 GB of VRAM needed.");
  assert_contains (first, "Warning: the build draws 600 W under load, more than the circuit's "
                          "limit of 500 W");
  assert_contains (first, "• AutoDL RTX 4090D (not enough VRAM):");
  assert_contains (first, "• Cloud A100 (speed unknown):");
  /* The inputs: resale right after purchase just after the resale at the horizon */
  horizon = strstr (first, "Resale value at the horizon 45.0%");
  after = strstr (first, "Resale right after purchase 60.0%");
  g_assert_nonnull (horizon);
  g_assert_nonnull (after);
  g_assert_true (after > horizon);
  assert_contains (first, "Circuit limit 500 W");
  assert_contains (first, "Cloud idle time 2 h/day");
  assert_contains (first, "VRAM needed 48 GB");
  assert_contains (first, "VRAM of the build none (not enough VRAM)");
  /* (the offer's name may wrap in its cell) */
  assert_contains (first, "Idle price, AutoDL RTX");
  assert_contains (first, "¥0.10 per hour");
  assert_lacks (first, "Idle price, Cloud A100");

  all = pdf_flat_text (path, TRUE);
  /* The summary: flags beside the names (which may wrap in their cells); K = 2.58 × 12 ×
   * 365/12 + 0.10 × 2 × 365/12 = 947.78, the idle hours billed at the idle price */
  assert_contains (all, "Build (running cost;");
  assert_contains (all, "AutoDL RTX 4090D ¥2.58 ¥947.78 13.1 months 28.9 months 5.2 h/day");
  assert_contains (all, "Cloud A100 (speed ¥8.00 ¥3,406.67 3.0 months 7.2 months 0 h/day");
  assert_lacks (all, "any use");
}

/* The CSV's numbers are the engine's, exactly: the shortest text that reads back the same */
static void
test_csv_series (void)
{
  g_autoptr(BreakevenProject) project = sample_project ();
  g_autoptr(BreakevenAnalysis) analysis = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = tmp_path ("series.CSV");
  g_autofree char *contents = NULL;
  g_auto(GStrv) lines = NULL;

  breakeven_project_set_interest_percent (project, 4);
  breakeven_project_set_resale_percent (project, 30);
  analysis = fixture_analyse (project);

  g_assert_true (g_file_set_contents (path, "a much longer previous file, replaced whole", -1, NULL));
  g_assert_true (breakeven_export_to_file (project, analysis, path, 0, 0, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_true (g_str_has_suffix (contents, "\r\n"));
  lines = g_strsplit (contents, "\r\n", -1);
  /* header, months 0..36, and the empty string after the last CRLF */
  g_assert_cmpuint (g_strv_length (lines), ==, 1 + 37 + 1);
  g_assert_cmpstr (lines[0], ==, "month,build_cash,build_net,AutoDL RTX 4090D,"
                                 "AutoDL RTX 4090D (promotion),AutoDL RTX 3090");

  for (guint m = 0; m <= 36; m++)
    {
      g_auto(GStrv) fields = g_strsplit (lines[1 + m], ",", -1);

      g_assert_cmpuint (g_strv_length (fields), ==, 6);
      g_assert_cmpfloat (g_ascii_strtod (fields[0], NULL), ==, m);
      g_assert_cmpfloat (g_ascii_strtod (fields[1], NULL), ==,
                         breakeven_cost_local_cash_at (&analysis->local, m));
      g_assert_cmpfloat (g_ascii_strtod (fields[2], NULL), ==,
                         breakeven_cost_local_at (&analysis->local, m));
      for (guint i = 0; i < 3; i++)
        g_assert_cmpfloat (g_ascii_strtod (fields[3 + i], NULL), ==,
                           breakeven_cost_cloud_at (&breakeven_analysis_get_offer (analysis, i)->cloud, m));
      /* never 17 digits where fewer say the same */
      g_assert_null (strstr (lines[1 + m], "0000000000"));
    }
}

static void
test_markdown_parts (void)
{
  g_autoptr(BreakevenProject) project = sample_project ();
  g_autoptr(BreakevenAnalysis) analysis = NULL;
  g_autoptr(BreakevenPart) odd = breakeven_part_new (BREAKEVEN_PART_OTHER, "a|b *c*\nd", 3, 0.5, 1.5);
  g_autoptr(GError) error = NULL;
  g_autofree char *path = tmp_path ("parts.md");
  g_autofree char *missing = tmp_path ("no/such/dir/parts.md");
  g_autofree char *contents = NULL;

  g_list_store_append (breakeven_project_get_parts (project), odd);
  analysis = fixture_analyse (project);
  g_assert_true (breakeven_export_to_file (project, analysis, path, 0, 0, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_true (g_utf8_validate (contents, -1, NULL));
  assert_contains (contents, "| Category | Name | Quantity | Unit price | Line total | Power |");
  /* a pipe would end the cell, a star start emphasis, a line break end the row */
  assert_contains (contents, "\n| Other | a\\|b \\*c\\* d | 3 | ¥0.50 | ¥1.50 | 4.5 W |\n");
  assert_contains (contents, "\n| **Total** | | 12 | | **¥23,593.50** | **662.5 W** |\n");
  /* every row has the same number of cells */
  {
    g_auto(GStrv) lines = g_strsplit (contents, "\n", -1);

    for (guint i = 0; lines[i] != NULL; i++)
      if (lines[i][0] == '|')
        {
          guint cells = 0;

          for (const char *p = lines[i]; *p; p++)
            cells += *p == '|' && (p == lines[i] || p[-1] != '\\');
          g_assert_cmpuint (cells, ==, 7);
        }
  }

  g_assert_false (breakeven_export_to_file (project, analysis, missing, 0, 0, &error));
  g_assert_nonnull (error);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  tmpdir = g_dir_make_tmp ("breakeven-export-XXXXXX", &error);
  g_assert_no_error (error);

  g_test_add_func ("/export/pdf/report", test_pdf_report);
  g_test_add_func ("/export/pdf/long-parts", test_pdf_long_parts);
  g_test_add_func ("/export/pdf/chinese", test_pdf_chinese);
  g_test_add_func ("/export/png", test_png);
  g_test_add_func ("/export/svg", test_svg);
  g_test_add_func ("/export/errors", test_errors);
  g_test_add_func ("/export/report-pages", test_report_pages);
  g_test_add_func ("/export/pdf/verdict-resale", test_pdf_verdict_resale);
  g_test_add_func ("/export/pdf/format2-inputs", test_pdf_format2_inputs);
  g_test_add_func ("/export/csv/series", test_csv_series);
  g_test_add_func ("/export/markdown/parts", test_markdown_parts);

  status = g_test_run ();

  /* Leave nothing behind */
  {
    g_autoptr(GDir) dir = g_dir_open (tmpdir, 0, NULL);
    const char *name;

    while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
      {
        g_autofree char *path = g_build_filename (tmpdir, name, NULL);

        g_unlink (path);
      }
    g_rmdir (tmpdir);
  }
  g_free (tmpdir);
  return status;
}
