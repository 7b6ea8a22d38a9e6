/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-export.c: the PDF report, SVG and PNG charts as files, read back with poppler's tools
 *
 * Longer than the 800 lines a source file keeps to, and on purpose: the exports share the
 * poppler readers and the sample fixtures set up here. Split by topic, as the other programs
 * are, not by size.
 */

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "breakeven-enums.h"
#include "breakeven-export.h"
#include "breakeven-format.h"
#include "breakeven-limits.h"
#include "breakeven-report.h"
#include "breakeven-report-pages.h"
#include "breakeven-xml.h"
#include "chart-fixtures.h"
#include "test-helpers.h"

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

/* Notes of one line a few report pages could never hold: the report prints its start, cut with
 * "…", and the lines after it whole; the file keeps every character */
static void
test_pdf_long_notes (void)
{
  g_autoptr(BreakevenProject) project = sample_project ();
  g_autoptr(BreakevenAnalysis) analysis = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = tmp_path ("long-notes.pdf");
  g_autofree char *line = g_strnfill (3 * BREAKEVEN_MAX_REPORT_NOTES_LINE_CHARS, 'x');
  g_autofree char *notes = g_strconcat ("First line kept.\n", line, "\nLast line kept.", NULL);
  g_autofree char *text = NULL;
  g_autofree char *xml = NULL;
  guint n_x = 0;
  int pages;

  breakeven_project_set_notes (project, notes);
  analysis = fixture_analyse (project);
  g_assert_true (breakeven_export_to_file (project, analysis, path, 0, 0, &error));
  g_assert_no_error (error);
  pages = pdf_pages (path);
  if (pages < 0)
    return;
  text = pdf_text (path);
  assert_contains (text, "First line kept.");
  assert_contains (text, "Last line kept.");
  assert_contains (text, "x…");
  for (const char *p = text; *p != '\0'; p++)
    n_x += *p == 'x';
  g_assert_cmpuint (n_x, >=, BREAKEVEN_MAX_REPORT_NOTES_LINE_CHARS);
  g_assert_cmpuint (n_x, <, BREAKEVEN_MAX_REPORT_NOTES_LINE_CHARS + 200);
  xml = breakeven_project_to_xml (project, NULL);
  g_assert_nonnull (strstr (xml, line));
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

/* A title of a megabyte (a file may hold one) is drawn as the report shows it, its first
 * characters and "…": the chart holds no more of it, and takes no longer to draw (F4) */
static void
test_svg_long_title (void)
{
  g_autoptr(BreakevenProject) project = fixture_seed ();
  g_autoptr(BreakevenAnalysis) analysis = fixture_analyse (project);
  g_autoptr(GError) error = NULL;
  g_autofree char *path = tmp_path ("long-title.svg");
  g_autofree char *contents = NULL;
  g_autofree char *run = g_strnfill (BREAKEVEN_MAX_REPORT_TITLE_CHARS + 1, 'b');
  GString *title = g_string_new ("Rig ");

  for (guint i = 0; i < 1000 * 1000; i++)
    g_string_append_c (title, 'b');
  breakeven_project_set_title (project, title->str);
  g_string_free (title, TRUE);
  g_assert_true (breakeven_export_to_file (project, analysis, path, 900, 500, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &contents, NULL, &error));
  assert_contains (contents, "Rig bbb");
  g_assert_null (strstr (contents, run));
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

/* An offer named as a spreadsheet formula (an imported list can name one anything) is written
 * with a "'" before it, which spreadsheets show as text; other names are written as they are */
static void
test_csv_formula_names (void)
{
  g_autoptr(BreakevenProject) project = sample_project ();
  g_autoptr(BreakevenAnalysis) analysis = NULL;
  g_autofree char *csv = NULL;
  GListStore *offers = breakeven_project_get_offers (project);
  const char *const names[] = { "=HYPERLINK(\"http://x\",\"y\")", "+1", "-2+3", "@SUM(A1)",
                                "a=b" };
  g_auto(GStrv) lines = NULL;

  g_list_store_remove_all (offers);
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autoptr(BreakevenOffer) offer = breakeven_offer_new ("", names[i], 2, "CNY");

      g_list_store_append (offers, offer);
    }
  analysis = fixture_analyse (project);
  csv = breakeven_export_series_csv (project, analysis);
  lines = g_strsplit (csv, "\r\n", 2);
  g_assert_cmpstr (lines[0], ==, "month,build_cash,build_net,"
                                 "\"'=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\","
                                 "'+1,'-2+3,'@SUM(A1),a=b");
}

/* File format 3 ------------------------------------------------------------------------------ */

/* The seed at 4 h/day, the build allowed 20 h/day, and a conference deadline twice a year from
 * month 4: 300 hours of work within 10 days.  By hand (i = 0, no resale): the build has
 * 20 - 4 = 16 h/day free, 160 hours in 10 days, 140 hours late at 16 h/day: 8.75 days late;
 * occurrences at 4, 10, 16, 22, 28 and 34 months, 6 before the horizon.  E = 0.6 kW × 4 h ×
 * 365/12 × 0.6 = 43.80 a month; a burst hour on the build costs 0.6 × 0.6 = 0.36. */
static BreakevenProject *
bursts_project (void)
{
  BreakevenProject *project = fixture_seed ();
  g_autoptr(BreakevenBurst) burst = breakeven_burst_new ("Conference deadline", 2, 4, 10, 300);

  breakeven_project_set_hours_per_day (project, 4);
  breakeven_project_set_build_max_hours_per_day (project, 20);
  g_list_store_append (breakeven_project_get_bursts (project), burst);
  return project;
}

/* The CSV without bursts, as format 2 wrote it: month, cash, net and one column per offer */
static char *
format2_csv (const BreakevenAnalysis *analysis)
{
  GString *out = g_string_new ("month,build_cash,build_net");
  char buf[BREAKEVEN_REPORT_NUMBER_BUF_SIZE];
  double horizon = analysis->inputs.horizon_months;

  for (guint i = 0; i < breakeven_analysis_get_n_offers (analysis); i++)
    {
      const BreakevenOfferResult *r = breakeven_analysis_get_offer (analysis, i);

      g_string_append_printf (out, ",%s %s", breakeven_offer_get_provider (r->offer),
                              breakeven_offer_get_name (r->offer));
    }
  g_string_append (out, "\r\n");
  for (guint m = 0; m <= (guint) horizon; m++)
    {
      g_string_append_printf (out, "%s", breakeven_report_format_number (m, buf));
      g_string_append_printf (out, ",%s", breakeven_report_format_number (
                                breakeven_cost_local_cash_at (&analysis->local, m), buf));
      g_string_append_printf (out, ",%s", breakeven_report_format_number (
                                breakeven_cost_local_at (&analysis->local, m), buf));
      for (guint i = 0; i < breakeven_analysis_get_n_offers (analysis); i++)
        g_string_append_printf (out, ",%s", breakeven_report_format_number (
                                  breakeven_cost_cloud_at (
                                    &breakeven_analysis_get_offer (analysis, i)->cloud, m),
                                  buf));
      g_string_append (out, "\r\n");
    }
  return g_string_free (out, FALSE);
}

/* The hybrid curve after the offers' columns: its value at each month, the analysis's horizon
 * cost at the horizon, and a step just after each occurrence */
static void
test_csv_hybrid (void)
{
  g_autoptr(BreakevenProject) project = bursts_project ();
  g_autoptr(BreakevenAnalysis) analysis = fixture_analyse (project);
  const BreakevenOfferResult *r = breakeven_analysis_get_offer (analysis, 0);
  g_autoptr(GError) error = NULL;
  g_autofree char *path = tmp_path ("hybrid.csv");
  g_autofree char *contents = NULL;
  g_auto(GStrv) lines = NULL;
  char buf[BREAKEVEN_REPORT_NUMBER_BUF_SIZE];

  /* The build does 160 hours of each occurrence, the offer the other 140: the hybrid is the
   * build, 23,592 + 43.80 × 36 + 6 × 300 × 0.36 = 25,816.80, less 6 × 140 × 0.36 = 302.40 of
   * electricity, plus 6 × 140 × 2.58 = 2,167.20 of rent: 27,681.60 */
  g_assert_true (r->has_hybrid);
  g_assert_cmpfloat_with_epsilon (analysis->horizon_cost, 25816.8, 1e-6);
  g_assert_cmpfloat_with_epsilon (r->hybrid_horizon_cost, 27681.6, 1e-6);

  g_assert_true (breakeven_export_to_file (project, analysis, path, 0, 0, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  lines = g_strsplit (contents, "\r\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 1 + 37 + 1);
  g_assert_cmpstr (lines[0], ==, "month,build_cash,build_net,AutoDL RTX 4090D,"
                                 "AutoDL RTX 4090D (hybrid)");
  for (guint m = 0; m <= 36; m++)
    {
      g_auto(GStrv) fields = g_strsplit (lines[1 + m], ",", -1);
      double hybrid, step;

      g_assert_cmpuint (g_strv_length (fields), ==, 5);
      hybrid = g_ascii_strtod (fields[4], NULL);
      g_assert_cmpfloat (hybrid, ==, breakeven_cost_local_at (&r->hybrid, m));
      if (m == 0)
        {
          g_assert_cmpfloat (hybrid, ==, 23592);
          continue;
        }
      /* 43.80 a month, and each occurrence, just after it: 160 × 0.36 = 57.60 of electricity
       * and 140 × 2.58 = 361.20 of rent */
      {
        g_auto(GStrv) before = g_strsplit (lines[m], ",", -1);

        step = hybrid - g_ascii_strtod (before[4], NULL) - 43.8;
      }
      if (m % 6 == 5)
        g_assert_cmpfloat_with_epsilon (step, 57.6 + 361.2, 1e-6);
      else
        g_assert_cmpfloat_with_epsilon (step, 0, 1e-6);
    }
  /* At the horizon, the horizon cost, written as the CSV writes numbers */
  {
    g_auto(GStrv) fields = g_strsplit (lines[37], ",", -1);

    g_assert_cmpstr (fields[4], ==,
                     breakeven_report_format_number (r->hybrid_horizon_cost, buf));
  }
}

/* Without bursts: the CSV of format 2, byte for byte, own time and a price change or not */
static void
test_csv_no_bursts (void)
{
  g_autoptr(BreakevenProject) project = sample_project ();
  g_autoptr(BreakevenAnalysis) analysis = NULL;
  g_autofree char *csv = NULL;
  g_autofree char *expected = NULL;

  breakeven_project_set_interest_percent (project, 4);
  analysis = fixture_analyse (project);
  csv = breakeven_export_series_csv (project, analysis);
  expected = format2_csv (analysis);
  g_assert_cmpstr (csv, ==, expected);
  g_clear_pointer (&analysis, breakeven_analysis_unref);
  g_clear_pointer (&csv, g_free);
  g_clear_pointer (&expected, g_free);

  /* The build max and the price change alone overflow nothing */
  breakeven_project_set_build_max_hours_per_day (project, 14);
  breakeven_project_set_price_change_percent_per_year (project, -10);
  analysis = fixture_analyse (project);
  csv = breakeven_export_series_csv (project, analysis);
  expected = format2_csv (analysis);
  g_assert_cmpstr (csv, ==, expected);
  assert_lacks (csv, "hybrid");
}

/* The strategies table, the bursts and the new inputs.  With own time at 50 an hour, 6 hours
 * to set the build up and 2 for each start of the offer: T0 = 300, T1 = 100.  Build
 * 25,816.80 + 300 = 26,116.80 (late: 8.8 days); rent 2.58 × 4 × 365/12 = 313.90 a month,
 * 11,300.40 over 36 months, + 6 × 300 × 2.58 = 4,644, + 100: 16,044.40, on
 * time with ceil(300 / (24 × 10)) = 2 instances; hybrid 27,681.60 + 300 + 6 × 100 = 28,581.60,
 * 6 × 140 = 840 hours rented on ceil(140 / 240) = 1 instance. */
static void
test_pdf_strategies (void)
{
  g_autoptr(BreakevenProject) project = bursts_project ();
  BreakevenOffer *offer =
    g_list_model_get_item (G_LIST_MODEL (breakeven_project_get_offers (project)), 0);
  g_autoptr(BreakevenAnalysis) analysis = NULL;
  const BreakevenOfferResult *r;
  g_autofree char *path = NULL;
  g_autofree char *all = NULL;
  g_autofree char *first = NULL;
  g_autofree char *sentence = NULL;
  g_autofree char *verdict = NULL;
  g_autofree char *build_cost = NULL, *rent_cost = NULL, *hybrid_cost = NULL;
  g_autofree char *row = NULL;
  g_autoptr(GRegex) space = g_regex_new ("\\s+", 0, 0, NULL);

  breakeven_project_set_own_time_per_hour (project, 50);
  breakeven_project_set_build_setup_hours (project, 6);
  breakeven_offer_set_setup_hours (offer, 2);
  g_object_unref (offer);
  analysis = fixture_analyse (project);
  r = breakeven_analysis_get_offer (analysis, 0);
  g_assert_cmpfloat_with_epsilon (analysis->horizon_cost, 26116.8, 1e-6);
  g_assert_cmpfloat_with_epsilon (r->horizon_cost, 16044.4, 1e-6);
  g_assert_cmpfloat_with_epsilon (r->hybrid_horizon_cost, 28581.6, 1e-6);
  g_assert_false (analysis->on_time);
  path = export_pdf (project, analysis, "strategies.pdf");

  all = pdf_flat_text (path, TRUE);
  if (all == NULL)
    return;
  /* The inputs: the burst and what is new in format 3 */
  assert_contains (all, "Build's most hours a day 20 h/day");
  /* (pdftotext may close up "6 h", and the offer's name wrap in its cell) */
  assert_contains (all, "Setup time of the build 6");
  assert_contains (all, "Own time ¥50.00 per hour");
  assert_contains (all, "Setup time, AutoDL RTX");
  assert_contains (all, "Burst Times a year First month Days Work hours");
  assert_contains (all, "Conference deadline 2 4 10 300 h");
  assert_lacks (all, "Cloud price change");

  /* The table: the horizon costs as the analysis has them, the deadlines, the hours rented */
  assert_contains (all, "Strategies");
  build_cost = breakeven_format_money (analysis->horizon_cost, "CNY", 2);
  rent_cost = breakeven_format_money (r->horizon_cost, "CNY", 2);
  hybrid_cost = breakeven_format_money (r->hybrid_horizon_cost, "CNY", 2);
  g_assert_cmpstr (build_cost, ==, "¥26,116.80");
  g_assert_cmpstr (hybrid_cost, ==, "¥28,581.60");
  row = g_strdup_printf ("Build %s 8.8 days late — —", build_cost);
  assert_contains (all, row);
  g_free (row);
  row = g_strdup_printf ("Rent AutoDL RTX 4090D %s on time all 2", rent_cost);
  assert_contains (all, row);
  g_free (row);
  row = g_strdup_printf ("Hybrid: build + AutoDL RTX 4090D %s on time 840 h 1", hybrid_cost);
  assert_contains (all, row);
  assert_contains (all, "Conference deadline: the build can do 160 of 300 hours in 10 days: "
                        "8.8 days late.");

  /* The verdict: its own sentence */
  first = pdf_flat_text (path, FALSE);
  sentence = breakeven_report_verdict_text (project, analysis);
  verdict = g_regex_replace_literal (space, sentence, -1, 0, " ", 0, NULL);
  g_assert_cmpint (analysis->choice, ==, BREAKEVEN_CHOICE_RENT);
  assert_contains (first, "Verdict: rent AutoDL RTX 4090D.");
  assert_contains (first, verdict);
  assert_lacks (first, "Renting it saves");
  assert_lacks (first, "The cheapest cloud offer");
}

/* At 12 h/day the build has 8 h/day free, 80 of the 300 hours in 10 days, (300 - 80) / 8 =
 * 27.5 days late; the hybrid, 23,592 + 131.40 × 36 + 6 × 80 × 0.36 + 6 × 220 × 2.58 =
 * 31,900.80, costs less than renting, 941.70 × 36 + 6 × 300 × 2.58 = 38,545.20: the verdict is
 * the hybrid.  With thirty offers the strategies table goes on over pages, headed on each. */
static void
test_pdf_hybrid_many_offers (void)
{
  g_autoptr(BreakevenProject) project = bursts_project ();
  g_autoptr(BreakevenAnalysis) analysis = NULL;
  g_autoptr(BreakevenAnalysis) many = NULL;
  g_autofree char *path = NULL;
  g_autofree char *many_path = NULL;
  g_autofree char *first = NULL;
  g_autofree char *all = NULL;
  guint headers = 0;

  breakeven_project_set_hours_per_day (project, 12);
  analysis = fixture_analyse (project);
  g_assert_cmpint (analysis->choice, ==, BREAKEVEN_CHOICE_HYBRID);
  g_assert_cmpfloat_with_epsilon (breakeven_analysis_get_offer (analysis, 0)->hybrid_horizon_cost,
                                  31900.8, 1e-6);
  g_assert_cmpfloat_with_epsilon (breakeven_analysis_get_offer (analysis, 0)->horizon_cost,
                                  38545.2, 1e-6);
  path = export_pdf (project, analysis, "hybrid.pdf");
  first = pdf_flat_text (path, FALSE);
  if (first == NULL)
    return;
  assert_contains (first, "Verdict: hybrid: the build, and AutoDL RTX 4090D for what the bursts "
                          "leave over.");
  assert_lacks (first, "none of the choices");
  all = pdf_flat_text (path, TRUE);
  assert_contains (all, "Build ¥28,970.40 27.5 days late — —");
  assert_contains (all, "Hybrid: build + AutoDL RTX 4090D ¥31,900.80 on time 1,320 h 1");
  assert_contains (all, "Conference deadline: the build can do 80 of 300 hours in 10 days: "
                        "27.5 days late.");
  g_clear_pointer (&all, g_free);

  for (guint i = 1; i < 30; i++)
    {
      g_autofree char *name = g_strdup_printf ("GPU %02u", i);

      fixture_add_offer (project, "Cloud", name, 2 + 0.1 * i);
    }
  many = fixture_analyse (project);
  many_path = export_pdf (project, many, "hybrid-many.pdf");
  all = pdf_flat_text (many_path, TRUE);
  assert_contains (all, "Rent Cloud GPU 29");
  assert_contains (all, "Hybrid: build + Cloud GPU 29");
  for (const char *p = all; (p = strstr (p, "Deadlines")) != NULL; p++)
    headers++;
  g_assert_cmpuint (headers, >=, 2);
}

/* Nothing new in a report without bursts, own time or price change; the price change alone
 * is an input, with no strategies */
static void
test_pdf_no_bursts (void)
{
  g_autoptr(BreakevenProject) project = sample_project ();
  g_autoptr(BreakevenAnalysis) analysis = fixture_analyse (project);
  g_autoptr(BreakevenAnalysis) changing = NULL;
  g_autofree char *path = export_pdf (project, analysis, "no-bursts.pdf");
  g_autofree char *changing_path = NULL;
  g_autofree char *all = pdf_flat_text (path, TRUE);
  const char *format3[] = { "Strategies", "Burst", "burst", "Setup time", "Own time",
                            "Cloud price change", "most hours a day", "hybrid", "Hybrid",
                            "Deadlines", " on time" };

  if (all == NULL)
    return;
  for (guint i = 0; i < G_N_ELEMENTS (format3); i++)
    assert_lacks (all, format3[i]);
  g_clear_pointer (&all, g_free);

  breakeven_project_set_price_change_percent_per_year (project, -10);
  changing = fixture_analyse (project);
  changing_path = export_pdf (project, changing, "price-change.pdf");
  all = pdf_flat_text (changing_path, TRUE);
  /* (a minus sign, not a hyphen) */
  assert_contains (all, "Cloud price change −10.0% a year");
  assert_lacks (all, "Strategies");
  assert_lacks (all, "Setup time");
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

/* Reports of many offers (issue 25) ----------------------------------------------------------- */

#define MANY_OFFERS 1000
/* The offer priced lowest below: 37 × 500 + 500 = 19000, the only multiple of 1000 */
#define MANY_CHEAPEST 500

/* The seed's build and MANY_OFFERS offers alike but for their prices, ¥3.00 to ¥12.99 an hour
 * in a shuffled order, named "Provider Offer 0000" and on */
static BreakevenProject *
many_offers_project (void)
{
  BreakevenProject *project = fixture_seed_build ();

  for (guint i = 0; i < MANY_OFFERS; i++)
    {
      g_autofree char *name = g_strdup_printf ("Offer %04u", i);

      fixture_add_offer (project, "Provider", name, 3.0 + 0.01 * ((i * 37 + 500) % 1000));
    }
  return project;
}

/* Whether the report explains offer I: its heading, then its cost per month */
static gboolean
explains (const char *text,
          guint       i)
{
  g_autofree char *heading = g_strdup_printf ("Provider Offer %04u Cloud per month K", i);

  return strstr (text, heading) != NULL;
}

/* 1000 offers give tens of pages, not hundreds: a summary row for every offer, and the
 * explanations of the verdict's offer and the runner-up's (the same here: the cheapest offer,
 * as nothing else tells the offers apart), the page saying so */
static void
test_pdf_many_offers (void)
{
  g_autoptr(BreakevenProject) project = many_offers_project ();
  g_autoptr(BreakevenAnalysis) analysis = fixture_analyse (project);
  g_autofree char *path = export_pdf (project, analysis, "many.pdf");
  g_autofree char *text = NULL;
  int pages = pdf_pages (path);

  if (pages < 0)
    return;
  g_assert_cmpint (pages, <=, 60);
  text = pdf_flat_text (path, TRUE);
  for (guint i = 0; i < MANY_OFFERS; i++)
    {
      g_autofree char *row = g_strdup_printf ("Provider Offer %04u ¥", i);

      assert_contains (text, row);
    }
  g_assert_cmpint (analysis->choice_offer, ==, MANY_CHEAPEST);
  g_assert_true (explains (text, MANY_CHEAPEST));
  if (analysis->runner_up_offer >= 0)
    g_assert_true (explains (text, (guint) analysis->runner_up_offer));
  g_assert_false (explains (text, 0));
  g_assert_false (explains (text, 501));
  assert_contains (text, "Explanations for 1 of 1000 offers: the verdict's and the runner-up's.");
  /* The sources of the others in one line */
  assert_contains (text, "999 other offers: Seed article: price actually paid (2026-05)");
}

/* With lines hidden in the window's chart, its export explains the offers kept shown too (and
 * the verdict's, hidden or not) */
static void
test_pdf_many_offers_shown (void)
{
  g_autoptr(BreakevenProject) project = many_offers_project ();
  g_autoptr(BreakevenAnalysis) analysis = fixture_analyse (project);
  g_autofree char *path = tmp_path ("many-shown.pdf");
  g_autofree gboolean *hidden = g_new (gboolean, MANY_OFFERS);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  int pages;

  for (guint i = 0; i < MANY_OFFERS; i++)
    hidden[i] = i != 10 && i != 20 && i != 30;
  g_assert_true (breakeven_export_to_file_as_shown (project, analysis, path,
                                                    BREAKEVEN_EXPORT_FORMAT_PDF,
                                                    BREAKEVEN_CHART_KIND_CUMULATIVE, 0, 0,
                                                    hidden, MANY_OFFERS, &error));
  g_assert_no_error (error);
  pages = pdf_pages (path);
  if (pages < 0)
    return;
  g_assert_cmpint (pages, <=, 60);
  text = pdf_flat_text (path, TRUE);
  for (guint i = 0; i < MANY_OFFERS; i++)
    g_assert_true (explains (text, i) == (i == 10 || i == 20 || i == 30 || i == MANY_CHEAPEST));
  assert_contains (text, "Explanations for 4 of 1000 offers: the verdict's, the runner-up's and "
                         "those shown in the chart.");
}

/* A project of few offers (up to 12) keeps every offer's explanation, with no note */
static void
test_pdf_few_offers_explained (void)
{
  g_autoptr(BreakevenProject) sample = sample_project ();
  g_autoptr(BreakevenProject) twelve = fixture_seed_build ();
  g_autoptr(BreakevenProject) thirteen = fixture_seed_build ();
  const char *sample_offers[] = { "AutoDL RTX 4090D Cloud per month K",
                                  "AutoDL RTX 4090D (promotion) Cloud per month K",
                                  "AutoDL RTX 3090 Cloud per month K" };

  for (guint i = 0; i < 13; i++)
    {
      g_autofree char *name = g_strdup_printf ("Offer %04u", i);

      if (i < 12)
        fixture_add_offer (twelve, "Provider", name, 3.0 + 0.25 * i);
      fixture_add_offer (thirteen, "Provider", name, 3.0 + 0.25 * i);
    }

  {
    g_autoptr(BreakevenAnalysis) analysis = fixture_analyse (sample);
    g_autofree char *path = export_pdf (sample, analysis, "sample-explained.pdf");
    g_autofree char *text = pdf_flat_text (path, TRUE);

    if (text == NULL)
      return;
    for (guint i = 0; i < G_N_ELEMENTS (sample_offers); i++)
      assert_contains (text, sample_offers[i]);
    assert_lacks (text, "Explanations for");
  }
  {
    g_autoptr(BreakevenAnalysis) analysis = fixture_analyse (twelve);
    g_autofree char *path = export_pdf (twelve, analysis, "twelve.pdf");
    g_autofree char *text = pdf_flat_text (path, TRUE);

    for (guint i = 0; i < 12; i++)
      g_assert_true (explains (text, i));
    assert_lacks (text, "Explanations for");
  }
  {
    /* One more: the cheapest (the first) only */
    g_autoptr(BreakevenAnalysis) analysis = fixture_analyse (thirteen);
    g_autofree char *path = export_pdf (thirteen, analysis, "thirteen.pdf");
    g_autofree char *text = pdf_flat_text (path, TRUE);

    for (guint i = 0; i < 13; i++)
      g_assert_true (explains (text, i) == (i == 0));
    assert_contains (text, "Explanations for 1 of 13 offers");
  }
}

/* One table names the formats: the GEnum's values are its rows, each extension (any case)
 * chooses its own row, the two images take a chart, and the labels are what the export dialog
 * has always listed */
static void
test_format_table (void)
{
  static const struct
  {
    BreakevenExportFormat format;
    const char *extension, *mime_type, *label;
    gboolean chart;
  } expected[] = {
    { BREAKEVEN_EXPORT_FORMAT_PDF, "pdf", "application/pdf", "PDF report", FALSE },
    { BREAKEVEN_EXPORT_FORMAT_SVG, "svg", "image/svg+xml", "SVG chart", TRUE },
    { BREAKEVEN_EXPORT_FORMAT_PNG, "png", "image/png", "PNG chart", TRUE },
    { BREAKEVEN_EXPORT_FORMAT_CSV, "csv", "text/csv", "CSV monthly series", FALSE },
    { BREAKEVEN_EXPORT_FORMAT_MARKDOWN, "md", "text/markdown", "Markdown parts list", FALSE },
    { BREAKEVEN_EXPORT_FORMAT_JSON, "json", "application/json", "JSON summary", FALSE },
  };
  g_autoptr(GEnumClass) enum_class = g_type_class_ref (BREAKEVEN_TYPE_EXPORT_FORMAT);
  BreakevenExportFormat format;

  g_assert_cmpuint (enum_class->n_values, ==, BREAKEVEN_EXPORT_N_FORMATS);
  g_assert_cmpuint (G_N_ELEMENTS (expected), ==, BREAKEVEN_EXPORT_N_FORMATS);
  for (guint i = 0; i < enum_class->n_values; i++)
    {
      const GEnumValue *value = &enum_class->values[i];
      const BreakevenExportFormatInfo *info = breakeven_export_format_get_info (value->value);
      g_autofree char *path = g_strconcat ("Plan.", info->extension, NULL);
      g_autofree char *upper = g_ascii_strup (path, -1);

      g_assert_cmpint (info->format, ==, value->value);
      g_assert_cmpstr (info->name, ==, value->value_nick);
      g_assert_cmpint (info->format, ==, expected[i].format);
      g_assert_cmpstr (breakeven_export_format_get_extension (info->format), ==,
                       expected[i].extension);
      g_assert_cmpstr (breakeven_export_format_get_mime_type (info->format), ==,
                       expected[i].mime_type);
      g_assert_cmpstr (breakeven_export_format_get_label (info->format), ==, expected[i].label);
      g_assert_cmpint (breakeven_export_format_is_chart (info->format), ==, expected[i].chart);
      g_assert_true (breakeven_export_format_from_path (path, &format));
      g_assert_cmpint (format, ==, info->format);
      g_assert_true (breakeven_export_format_from_path (upper, &format));
      g_assert_cmpint (format, ==, info->format);
    }
  g_assert_false (breakeven_export_format_from_path ("Plan.txt", &format));
  g_assert_false (breakeven_export_format_from_path ("Plan", &format));
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

  g_test_add_func ("/export/formats/table", test_format_table);
  g_test_add_func ("/export/pdf/report", test_pdf_report);
  g_test_add_func ("/export/pdf/long-notes", test_pdf_long_notes);
  g_test_add_func ("/export/pdf/long-parts", test_pdf_long_parts);
  g_test_add_func ("/export/pdf/chinese", test_pdf_chinese);
  g_test_add_func ("/export/png", test_png);
  g_test_add_func ("/export/svg", test_svg);
  g_test_add_func ("/export/svg-long-title", test_svg_long_title);
  g_test_add_func ("/export/errors", test_errors);
  g_test_add_func ("/export/report-pages", test_report_pages);
  g_test_add_func ("/export/pdf/verdict-resale", test_pdf_verdict_resale);
  g_test_add_func ("/export/pdf/format2-inputs", test_pdf_format2_inputs);
  g_test_add_func ("/export/csv/series", test_csv_series);
  g_test_add_func ("/export/csv/formula-names", test_csv_formula_names);
  g_test_add_func ("/export/csv/hybrid", test_csv_hybrid);
  g_test_add_func ("/export/csv/no-bursts", test_csv_no_bursts);
  g_test_add_func ("/export/pdf/strategies", test_pdf_strategies);
  g_test_add_func ("/export/pdf/hybrid-many-offers", test_pdf_hybrid_many_offers);
  g_test_add_func ("/export/pdf/no-bursts", test_pdf_no_bursts);
  g_test_add_func ("/export/markdown/parts", test_markdown_parts);
  g_test_add_func ("/export/pdf/many-offers", test_pdf_many_offers);
  g_test_add_func ("/export/pdf/many-offers-shown", test_pdf_many_offers_shown);
  g_test_add_func ("/export/pdf/few-offers-explained", test_pdf_few_offers_explained);

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
