/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-reliability.c: hostile input and hostile disks: values at the edge of the double range,
 * special files, what the writer may write, messages, files left on disk
 *
 * Longer than the 800 lines a source file keeps to, and on purpose: the hostile inputs share
 * the special-file and full-disk fixtures set up here. Split by topic, as the other programs
 * are, not by size.
 */

#include "config.h"

#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <errno.h>
#include <fcntl.h>
#include <glib/gstdio.h>
#include <math.h>
#include <sys/file.h>
#include <signal.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <sys/types.h>
#include <unistd.h>

#include "breakeven-catalogue.h"
#include "breakeven-chart.h"
#include "breakeven-cli.h"
#include "breakeven-export.h"
#include "breakeven-file-lock.h"
#include "breakeven-limits.h"
#include "breakeven-report-layout.h"
#include "breakeven-report.h"
#include "breakeven-xml.h"
#include "test-helpers.h"

static char *tmpdir;

static char *
tmp_path (const char *name)
{
  return g_build_filename (tmpdir, name, NULL);
}

static void
write_file (const char *path,
            const char *contents)
{
  g_autoptr(GError) error = NULL;

  g_file_set_contents (path, contents, -1, &error);
  g_assert_no_error (error);
}

static BreakevenProject *
load_string (const char  *xml,
             GError     **error)
{
  return breakeven_project_load_from_data (xml, strlen (xml), "test.breakeven", error);
}

/* ---------------------------------------------------------------------------------------- */
/* Class 1: values at the edge of the double range                                           */

#define PROJECT_HEAD "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<breakeven-project format=\"2\">\n"

static void
assert_refused (const char *xml,
                int         line,
                const char *fragment)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BreakevenProject) project = load_string (xml, &error);
  g_autofree char *prefix = g_strdup_printf ("test.breakeven:%d: ", line);

  g_assert_null (project);
  g_assert_nonnull (error);
  if (!g_str_has_prefix (error->message, prefix) || strstr (error->message, fragment) == NULL)
    g_error ("expected “%s…%s”, got “%s”", prefix, fragment, error->message);
}

static void
test_money_limits_in_files (void)
{
  /* Each within range alone; together past the parts total a project may have */
  assert_refused (PROJECT_HEAD "<build>\n<part quantity=\"100000\" unit-price=\"1000000000\"/>\n"
                  "</build></breakeven-project>", 4, "1000000000000");
  assert_refused (PROJECT_HEAD "<build>\n<part unit-price=\"1"
                  "00000000000000000000000000000000000000000000000000000000000000000000000000"
                  "00000000000000000000000000000000000000000000000000000000000000000000000000"
                  "00000000000000000000000000000000000000000000000000000000000000000000000000"
                  "00000000000000000000000000000000000000000000000000000000000000000000000000"
                  "\"/>\n</build></breakeven-project>", 4, "unit-price");
  assert_refused (PROJECT_HEAD "<build>\n<vendor-quote price=\"1000000001\"/>\n"
                  "</build></breakeven-project>", 4, "1000000000");
  assert_refused (PROJECT_HEAD "<build>\n<maintenance per-year=\"1e9\"/>\n"
                  "</build></breakeven-project>", 4, "not a number");
  assert_refused (PROJECT_HEAD "<build>\n<maintenance per-year=\"2000000000\"/>\n"
                  "</build></breakeven-project>", 4, "per-year");
  assert_refused (PROJECT_HEAD "<cloud>\n<offer price-per-hour=\"5000000000\"/>\n"
                  "</cloud></breakeven-project>", 4, "price-per-hour");
  assert_refused (PROJECT_HEAD "<cloud>\n<offer idle-price-per-hour=\"5000000000\"/>\n"
                  "</cloud></breakeven-project>", 4, "idle-price-per-hour");
  assert_refused (PROJECT_HEAD "<cloud>\n<offer setup-cost=\"5000000000\"/>\n"
                  "</cloud></breakeven-project>", 4, "setup-cost");
  assert_refused (PROJECT_HEAD "<cloud>\n<offer relative-speed=\"0.0000001\"/>\n"
                  "</cloud></breakeven-project>", 4, "relative-speed");
  assert_refused (PROJECT_HEAD "<exchange-rate from=\"USD\" to=\"CNY\" rate=\"1e-300\"/>\n"
                  "</breakeven-project>", 3, "not a number");
  assert_refused (PROJECT_HEAD "\n<exchange-rate from=\"USD\" to=\"CNY\" rate=\"0.000000000001\"/>\n"
                  "</breakeven-project>", 4, "rate");
  /* 1000 parts at the largest line total add up past the limit: the part that crosses it */
  {
    g_autoptr(GString) xml = g_string_new (PROJECT_HEAD "<build>\n");

    for (int i = 0; i < 3; i++)
      g_string_append (xml, "<part quantity=\"1000\" unit-price=\"1000000000\"/>\n");
    g_string_append (xml, "</build></breakeven-project>");
    assert_refused (xml->str, 5, "add up");
  }
  /* The largest values that are allowed still load, and give finite figures */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(BreakevenProject) project =
      load_string (PROJECT_HEAD "<build><part quantity=\"1000\" unit-price=\"1000000000\" "
                   "power-watts=\"1000000\"/><vendor-quote price=\"1000000000\"/>"
                   "<electricity price-per-kwh=\"1000000\"/>"
                   "<maintenance per-year=\"1000000000\"/></build><usage hours-per-day=\"24\" "
                   "cloud-storage-gb=\"1000000000\" horizon-months=\"240\"/><cloud>"
                   "<offer price-per-hour=\"1000000000\" relative-speed=\"0.000001\" "
                   "storage-price-per-gb-month=\"1000000\" setup-cost=\"1000000000\"/>"
                   "</cloud></breakeven-project>", &error);
    g_autoptr(BreakevenAnalysis) analysis = NULL;
    g_autofree char *text = NULL;

    g_assert_no_error (error);
    analysis = breakeven_analysis_new (project);
    text = breakeven_report_summary_text_full (project, analysis, NAN);
    g_assert_null (strstr (text, "∞"));
    g_assert_null (strstr (text, "nan"));
  }
}

/* The schema says the same limits: xmllint refuses what the reader refuses */
static void
test_money_limits_in_schema (void)
{
  g_autofree char *xmllint = g_find_program_in_path ("xmllint");
  g_autofree char *schema = g_test_build_filename (G_TEST_DIST, "..", "data", "breakeven.rng",
                                                   NULL);
  const char *values[][2] = {
    { "unit-price=\"1000000001\"", "FALSE" }, { "unit-price=\"1000000000\"", "TRUE" },
    { "power-watts=\"1000001\"", "FALSE" }, { "vram-gb=\"1000000001\"", "FALSE" },
  };

  if (xmllint == NULL)
    {
      g_test_skip ("xmllint is not installed");
      return;
    }
  for (guint i = 0; i < G_N_ELEMENTS (values); i++)
    {
      g_autofree char *path = tmp_path ("schema.breakeven");
      g_autofree char *xml = g_strdup_printf (PROJECT_HEAD "<build><part %s/></build>"
                                              "</breakeven-project>\n", values[i][0]);
      const char *argv[] = { xmllint, "--noout", "--nonet", "--relaxng", schema, path, NULL };
      g_autoptr(GError) error = NULL;
      g_autoptr(GError) load_error = NULL;
      g_autoptr(BreakevenProject) project = load_string (xml, &load_error);
      gboolean valid = g_str_equal (values[i][1], "TRUE");
      int status;

      write_file (path, xml);
      g_spawn_sync (NULL, (char **) argv, NULL,
                    G_SPAWN_STDOUT_TO_DEV_NULL | G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, NULL,
                    NULL, &status, &error);
      g_assert_no_error (error);
      g_assert_cmpint (g_spawn_check_wait_status (status, NULL), ==, valid);
      g_assert_cmpint (project != NULL, ==, valid);
    }
}

/* A project no file can hold, as a field could make it: each value in range alone, products
 * and sums past the double range */
static BreakevenProject *
new_overflowing_project (void)
{
  BreakevenProject *project = breakeven_project_new ();
  g_autoptr(BreakevenPart) gpu = breakeven_part_new (BREAKEVEN_PART_GPU, "GPU", 100000, 1e305,
                                                     1e300);
  g_autoptr(BreakevenPart) cpu = breakeven_part_new (BREAKEVEN_PART_CPU, "CPU", 1, 1e308, 100);
  g_autoptr(BreakevenOffer) offer = breakeven_offer_new ("P", "huge", 1e308, "CNY");
  g_autoptr(BreakevenOffer) slow = breakeven_offer_new ("P", "slow", 1e300, "CNY");
  g_autoptr(BreakevenOffer) small = breakeven_offer_new ("P", "small", 2.5, "CNY");

  g_list_store_append (breakeven_project_get_parts (project), gpu);
  g_list_store_append (breakeven_project_get_parts (project), cpu);
  g_list_store_append (breakeven_project_get_offers (project), offer);
  g_list_store_append (breakeven_project_get_offers (project), slow);
  g_list_store_append (breakeven_project_get_offers (project), small);
  breakeven_project_set_hours_per_day (project, 12);
  breakeven_project_set_has_vendor_quote (project, TRUE);
  breakeven_project_set_vendor_quote (project, 1e308);
  breakeven_project_set_price_per_kwh (project, 1e308);
  breakeven_offer_set_relative_speed (slow, 1e-300);
  /* Infinite capex against infinite rent: NAN crossings and costs */
  return project;
}

static void
draw_every_chart (BreakevenProject        *project,
                  const BreakevenAnalysis *analysis,
                  cairo_t                 *cr,
                  double                   width,
                  double                   height)
{
  BreakevenChartLayout layout;

  breakeven_chart_draw_cumulative (cr, width, height, analysis, NULL, &layout);
  breakeven_chart_draw_sensitivity (cr, width, height, analysis, NULL, &layout);
  breakeven_chart_draw_budget (cr, width, height, project, analysis, NULL, &layout);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
}

/* A 308-digit price, as a field can take it: finite, and far past anything cairo can draw */
static BreakevenProject *
new_huge_project (void)
{
  BreakevenProject *project = breakeven_project_new ();
  g_autoptr(BreakevenPart) gpu = breakeven_part_new (BREAKEVEN_PART_GPU, "GPU", 1, 1e308, 450);
  g_autoptr(BreakevenOffer) offer = breakeven_offer_new ("P", "cheap", 2.58, "CNY");

  g_list_store_append (breakeven_project_get_parts (project), gpu);
  g_list_store_append (breakeven_project_get_offers (project), offer);
  breakeven_project_set_hours_per_day (project, 12);
  return project;
}

static void
render_everything (BreakevenProject *project)
{
  g_autoptr(BreakevenAnalysis) analysis = breakeven_analysis_new (project);
  const char *exports[] = { "inf.pdf", "inf.svg", "inf.png", "inf.csv", "inf.md" };
  const BreakevenChartKind   charts[] = {
    BREAKEVEN_CHART_KIND_CUMULATIVE, BREAKEVEN_CHART_KIND_SENSITIVITY,
    BREAKEVEN_CHART_KIND_BUDGET,
  };

  /* Straight onto each kind of surface */
  {
    cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 400, 300);
    cairo_t *cr = cairo_create (surface);

    draw_every_chart (project, analysis, cr, 400, 300);
    cairo_destroy (cr);
    cairo_surface_destroy (surface);
  }
  {
    g_autofree char *path = tmp_path ("direct.svg");
    cairo_surface_t *surface = cairo_svg_surface_create (path, 400, 300);
    cairo_t *cr = cairo_create (surface);

    draw_every_chart (project, analysis, cr, 400, 300);
    cairo_destroy (cr);
    cairo_surface_destroy (surface);
  }
  {
    g_autofree char *path = tmp_path ("direct.pdf");
    cairo_surface_t *surface = cairo_pdf_surface_create (path, 400, 300);
    cairo_t *cr = cairo_create (surface);

    draw_every_chart (project, analysis, cr, 400, 300);
    cairo_destroy (cr);
    cairo_surface_destroy (surface);
  }

  /* And through the export of every format and chart */
  for (guint i = 0; i < G_N_ELEMENTS (exports); i++)
    for (guint c = 0; c < G_N_ELEMENTS (charts); c++)
      {
        g_autofree char *path = tmp_path (exports[i]);
        g_autoptr(GError) error = NULL;
        GStatBuf info;

        g_assert_true (breakeven_export_to_file_full (project, analysis, path, charts[c], 0, 0,
                                                      &error));
        g_assert_no_error (error);
        g_assert_cmpint (g_stat (path, &info), ==, 0);
        g_assert_cmpint (info.st_size, >, 0);
      }

  /* The summaries say nothing absurd */
  {
    g_autofree char *text = breakeven_report_summary_text_full (project, analysis, 3);
    g_autofree char *json = breakeven_report_summary_json_full (project, analysis, 3);

    g_assert_nonnull (text);
    g_assert_nonnull (json);
    g_assert_null (strstr (text, "∞"));
  }
}

static void
test_render_non_finite (void)
{
  g_autoptr(BreakevenProject) overflowing = new_overflowing_project ();
  g_autoptr(BreakevenProject) huge = new_huge_project ();
  g_autoptr(BreakevenAnalysis) analysis = breakeven_analysis_new (overflowing);

  /* The figures really are at the edge: infinite capex, no crossing computable */
  g_assert_false (isfinite (analysis->parts_total));
  render_everything (overflowing);
  render_everything (huge);
}

/* ---------------------------------------------------------------------------------------- */
/* Class 2: special files                                                                    */

/* "PATH: message", whole */
static void
assert_file_message (const GError *error,
                     const char   *path,
                     const char   *message)
{
  g_autofree char *expected = g_strdup_printf ("%s: %s", path, message);

  g_assert_nonnull (error);
  g_assert_cmpstr (error->message, ==, expected);
}

/* A writer for the FIFO PATH: it waits for a reader, so that a reader blocked in open() is let
 * through (and then reads an empty file) instead of waiting for ever */
static gpointer
open_fifo_for_writing (gpointer path)
{
  int fd = open (path, O_WRONLY);

  if (fd >= 0)
    close (fd);
  return NULL;
}

static void
test_fifo (void)
{
  g_autofree char *path = tmp_path ("fifo.breakeven");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) catalogue_error = NULL;
  g_autoptr(BreakevenProject) project = NULL;
  g_autoptr(GListStore) offers = NULL;
  g_autoptr(BreakevenCatalogue) catalogue = NULL;
  GThread *writer;
  int fd;

  g_assert_cmpint (mkfifo (path, 0600), ==, 0);
  /* A reader that opened it would be let through by the writer, read nothing and say so: only
   * refusing the FIFO before opening it gives the messages below */
  writer = g_thread_new ("fifo-writer", open_fifo_for_writing, path);
  project = breakeven_project_load_from_file (file, &error);
  g_assert_null (project);
  assert_file_message (error, path, "this is not a regular file (a pipe, a device or a socket)");
  g_clear_error (&error);

  offers = breakeven_catalogue_load_from_file (file, &error);
  g_assert_null (offers);
  assert_file_message (error, path, "this is not a regular file (a pipe, a device or a socket)");

  /* As the user's own catalogue */
  catalogue = breakeven_catalogue_new (file);
  breakeven_catalogue_load (catalogue, &catalogue_error);
  assert_file_message (catalogue_error, path,
                       "this is not a regular file (a pipe, a device or a socket)");
  g_assert_cmpuint (g_list_model_get_n_items (breakeven_catalogue_get_offers (catalogue)), >, 0);
  /* The writer still waits for a reader: this one lets it go */
  fd = open (path, O_RDONLY | O_NONBLOCK);
  g_assert_cmpint (fd, >=, 0);
  g_thread_join (writer);
  close (fd);
  g_unlink (path);
}

static void
test_devices_and_folders (void)
{
  const struct { const char *path; const char *message; } cases[] = {
    { "/dev/null", "this is not a regular file (a pipe, a device or a socket)" },
    { "/dev/zero", "this is not a regular file (a pipe, a device or a socket)" },
    { "/", "this is a folder, not a file" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GFile) file = g_file_new_for_path (cases[i].path);
      g_autoptr(GError) error = NULL;
      g_autoptr(BreakevenProject) project = breakeven_project_load_from_file (file, &error);

      g_assert_null (project);
      assert_file_message (error, cases[i].path, cases[i].message);
    }
}

/* ---------------------------------------------------------------------------------------- */
/* Class 3: the writer never writes what the reader refuses                                  */

/* Saving PROJECT over a good file fails with CODE and leaves the file as it was */
static void
assert_save_refused (BreakevenProject *project,
                     int               code,
                     const char       *fragment)
{
  g_autofree char *path = tmp_path ("kept.breakeven");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(BreakevenProject) old = breakeven_project_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;

  breakeven_project_set_title (old, "The old project");
  g_assert_true (breakeven_project_save_to_file (old, file, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &before, NULL, NULL));

  g_assert_false (breakeven_project_save_to_file (project, file, NULL, &error));
  g_assert_error (error, BREAKEVEN_XML_ERROR, code);
  if (strstr (error->message, fragment) == NULL)
    g_error ("expected “%s” in “%s”", fragment, error->message);
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, before);
}

static void
test_writer_counts (void)
{
  g_autoptr(BreakevenProject) project = breakeven_project_new ();
  g_autoptr(GError) error = NULL;

  for (int i = 0; i < BREAKEVEN_MAX_ITEMS; i++)
    {
      g_autoptr(BreakevenPart) part = breakeven_part_new (BREAKEVEN_PART_OTHER, "part", 1, 1, 0);

      g_list_store_append (breakeven_project_get_parts (project), part);
    }
  g_assert_true (breakeven_project_check_limits (project, &error));
  g_assert_no_error (error);
  {
    g_autoptr(BreakevenPart) part = breakeven_part_new (BREAKEVEN_PART_OTHER, "1001st", 1, 1, 0);

    g_list_store_append (breakeven_project_get_parts (project), part);
  }
  g_assert_false (breakeven_project_check_limits (project, &error));
  g_assert_error (error, BREAKEVEN_XML_ERROR, BREAKEVEN_XML_ERROR_TOO_LARGE);
  assert_save_refused (project, BREAKEVEN_XML_ERROR_TOO_LARGE, "1001 parts");
}

static void
test_writer_size (void)
{
  g_autoptr(BreakevenProject) project = breakeven_project_new ();
  /* 2.2 MB of text, 11 MB once each "&" is written "&amp;" */
  g_autofree char *notes = g_strnfill (2200 * 1000, '&');
  g_autofree char *xml = NULL;
  gsize length;

  breakeven_project_set_notes (project, notes);
  xml = breakeven_project_to_xml (project, &length);
  g_assert_cmpuint (length, >, BREAKEVEN_MAX_FILE_BYTES);
  assert_save_refused (project, BREAKEVEN_XML_ERROR_TOO_LARGE, "(8388608 bytes)");
}

static void
test_writer_values (void)
{
  g_autoptr(BreakevenProject) project = breakeven_project_new ();
  g_autoptr(BreakevenPart) part = breakeven_part_new (BREAKEVEN_PART_GPU, "GPU", 1, 1e12, 450);

  /* A value a field let through, past the money limit */
  g_list_store_append (breakeven_project_get_parts (project), part);
  assert_save_refused (project, BREAKEVEN_XML_ERROR_INVALID_VALUE, "unit-price");
}

/* ---------------------------------------------------------------------------------------- */
/* Class 6: messages                                                                         */

static void
test_message_cuts_values (void)
{
  g_autofree char *value = g_strnfill (200 * 1000, '7');
  g_autofree char *name = g_strnfill (200 * 1000, 'x');
  /* The file around the value: before and after it */
  const char *around[][2] = {
    { PROJECT_HEAD "<build><part unit-price=\"", "\"/></build></breakeven-project>" },
    { PROJECT_HEAD "<build><part unit-price=\"1.", "x\"/></build></breakeven-project>" },
    { PROJECT_HEAD "<build><part category=\"", "\"/></build></breakeven-project>" },
    { PROJECT_HEAD "<build><part quantity=\"", "\"/></build></breakeven-project>" },
    { PROJECT_HEAD "<currency code=\"", "\"/></breakeven-project>" },
    { PROJECT_HEAD "<cloud><offer billing=\"", "\"/></cloud></breakeven-project>" },
    { "<breakeven-project format=\"", "\"/>" },
    { "<breakeven-project format=\"x", "\"/>" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (around); i++)
    {
      g_autofree char *xml = g_strconcat (around[i][0], value, around[i][1], NULL);
      g_autoptr(GError) error = NULL;
      g_autoptr(BreakevenProject) project = load_string (xml, &error);

      g_assert_null (project);
      g_assert_nonnull (error);
      if (strlen (error->message) > 400 || strstr (error->message, "…") == NULL)
        g_error ("case %u: a message of %zu bytes: %.200s", i, strlen (error->message),
                 error->message);
    }

  /* Element and attribute names too */
  {
    g_autofree char *xml = g_strdup_printf (PROJECT_HEAD "<%s/></breakeven-project>", name);
    g_autoptr(GError) error = NULL;
    g_autoptr(BreakevenProject) project = load_string (xml, &error);

    g_assert_nonnull (error);
    g_assert_cmpuint (strlen (error->message), <, 400);
  }
  {
    g_autofree char *xml = g_strdup_printf (PROJECT_HEAD "<title %s=\"1\"/></breakeven-project>",
                                            name);
    g_autoptr(GError) error = NULL;
    g_autoptr(BreakevenProject) project = load_string (xml, &error);

    g_assert_nonnull (error);
    g_assert_cmpuint (strlen (error->message), <, 400);
  }
}

static void
test_message_xml_lang (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BreakevenProject) project =
    load_string (PROJECT_HEAD "<title xml:lang=\"en\">T</title></breakeven-project>", &error);

  g_assert_null (project);
  g_assert_cmpstr (error->message, ==,
                   "test.breakeven:3: unknown attribute “xml:lang” on <title>");
}

static void
test_message_size_limit (void)
{
  g_autofree char *path = tmp_path ("large.breakeven");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *data = g_strnfill (BREAKEVEN_MAX_FILE_BYTES + 10, ' ');
  g_autoptr(GError) error = NULL;
  g_autoptr(BreakevenProject) project = NULL;

  write_file (path, data);
  project = breakeven_project_load_from_file (file, &error);
  g_assert_null (project);
  g_assert_nonnull (strstr (error->message, "up to 8 MiB"));
  /* In the words after the file's name: the test folder's random name may hold "MB" */
  g_assert_true (g_str_has_prefix (error->message, path));
  g_assert_null (strstr (error->message + strlen (path), "MB"));
  g_unlink (path);
}

static void
test_message_files (void)
{
  g_autofree char *missing = tmp_path ("missing.breakeven");
  g_autofree char *loop = tmp_path ("loop.breakeven");
  g_autofree char *locked = tmp_path ("locked.breakeven");
  g_autofree char *in_missing = tmp_path ("no-such-folder/out.breakeven");
  struct { const char *path; const char *message; } cases[] = {
    { missing, "there is no such file" },
    { loop, "the file is a symbolic link that leads round in a loop" },
    { tmpdir, "this is a folder, not a file" },
    { locked, "permission to read the file was denied" },
  };

  g_assert_cmpint (symlink (loop, loop), ==, 0);
  write_file (locked, "<breakeven-project format=\"2\"/>");
  g_assert_cmpint (g_chmod (locked, 0), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GFile) file = g_file_new_for_path (cases[i].path);
      g_autoptr(GError) error = NULL;
      g_autoptr(BreakevenProject) project = NULL;

      /* root reads anything: the unreadable file is read as an unprivileged user, in a child
       * that gives up root (the folder is opened to it for the time of the test) */
      if (i == 3 && geteuid () == 0)
        {
          pid_t pid;
          int status = 0;

          g_assert_cmpint (g_chmod (tmpdir, 0755), ==, 0);
          pid = fork ();
          g_assert_cmpint (pid, >=, 0);
          if (pid == 0)
            {
              gboolean same;

              if (setgid (65534) != 0 || setuid (65534) != 0)
                _exit (2);
              project = breakeven_project_load_from_file (file, &error);
              same = project == NULL && error != NULL
                     && g_str_has_suffix (error->message, cases[i].message)
                     && g_str_has_prefix (error->message, cases[i].path);
              _exit (same ? 0 : 1);
            }
          g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
          g_assert_cmpint (g_chmod (tmpdir, 0700), ==, 0);
          g_assert_true (WIFEXITED (status));
          g_assert_cmpint (WEXITSTATUS (status), ==, 0);
          continue;
        }
      project = breakeven_project_load_from_file (file, &error);
      g_assert_null (project);
      assert_file_message (error, cases[i].path, cases[i].message);
    }

  /* Saving: plain words, and never the temporary file's name */
  {
    g_autoptr(BreakevenProject) project = breakeven_project_new ();
    g_autoptr(GFile) file = g_file_new_for_path (in_missing);
    g_autoptr(GFile) folder = g_file_new_for_path (tmpdir);
    g_autoptr(GError) error = NULL;

    g_assert_false (breakeven_project_save_to_file (project, file, NULL, &error));
    assert_file_message (error, in_missing, "the folder does not exist");
    g_clear_error (&error);
    g_assert_false (breakeven_project_save_to_file (project, folder, NULL, &error));
    assert_file_message (error, tmpdir, "this is a folder, not a file");
  }
  g_chmod (locked, 0600);
  g_unlink (locked);
  g_unlink (loop);
}

/* ---------------------------------------------------------------------------------------- */
/* Class 7: the command line                                                                 */

static rlim_t file_size_limit;

/* In the child: files may not grow past FILE_SIZE_LIMIT (0: no limit), and going past fails
 * the write (EFBIG) rather than killing the process */
static void
limit_file_size (gpointer user_data)
{
  if (file_size_limit > 0)
    {
      struct rlimit limit = { file_size_limit, file_size_limit };

      signal (SIGXFSZ, SIG_IGN);
      setrlimit (RLIMIT_FSIZE, &limit);
    }
}

/* Runs the program with ARGV (NULL-terminated, without the program), its standard output to
 * STDOUT_PATH when not NULL */
static void
run_breakeven (Run         *run,
               const char  *stdout_path,
               const char  *first,
               ...)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *command = NULL;
  va_list args;
  int wait_status;

  g_ptr_array_add (argv, (gpointer) g_getenv ("BREAKEVEN_BIN"));
  va_start (args, first);
  for (const char *arg = first; arg != NULL; arg = va_arg (args, const char *))
    g_ptr_array_add (argv, (gpointer) arg);
  va_end (args);
  g_ptr_array_add (argv, NULL);

  if (stdout_path != NULL)
    {
      /* Through the shell, for the redirection */
      GString *line = g_string_new (NULL);

      for (guint i = 0; argv->pdata[i] != NULL; i++)
        {
          g_autofree char *quoted = g_shell_quote (argv->pdata[i]);

          g_string_append_printf (line, "%s ", quoted);
        }
      g_string_append_printf (line, "> %s", stdout_path);
      command = g_string_free (line, FALSE);
      {
        const char *shell[] = { "/bin/sh", "-c", command, NULL };

        g_spawn_sync (NULL, (char **) shell, NULL, G_SPAWN_DEFAULT, limit_file_size, NULL,
                      &run->out, &run->err, &wait_status, &error);
      }
    }
  else
    g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, limit_file_size, NULL,
                  &run->out, &run->err, &wait_status, &error);
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (wait_status));
  run->status = WEXITSTATUS (wait_status);
}

static void
test_cli_stdout_errors (void)
{
  const char *sample = g_getenv ("BREAKEVEN_SAMPLE");

  if (!g_file_test ("/dev/full", G_FILE_TEST_EXISTS))
    {
      g_test_skip ("no /dev/full");
      return;
    }
  {
    g_auto(Run) run = { 0 };

    run_breakeven (&run, "/dev/full", "--summary", sample, NULL);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_nonnull (strstr (run.err, "cannot write to standard output"));
  }
  {
    g_auto(Run) run = { 0 };

    run_breakeven (&run, "/dev/full", "--summary", "--json", sample, NULL);
    g_assert_cmpint (run.status, ==, 1);
  }
  {
    g_auto(Run) run = { 0 };

    run_breakeven (&run, "/dev/full", "--help", NULL);
    g_assert_cmpint (run.status, ==, 1);
  }
}

static void
test_cli_export_atomic (void)
{
  const char *sample = g_getenv ("BREAKEVEN_SAMPLE");
  g_autofree char *path = tmp_path ("new-export.pdf");
  g_autofree char *old_path = tmp_path ("old-export.pdf");
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  const char *formats[] = { "new-export.pdf", "new-export.svg", "new-export.png",
                            "new-export.csv" };

  /* A disk that takes no more than 200 bytes a file: the export fails, and leaves nothing */
  file_size_limit = 200;
  for (guint i = 0; i < G_N_ELEMENTS (formats); i++)
    {
      g_auto(Run) run = { 0 };
      g_autofree char *out = tmp_path (formats[i]);
      g_autoptr(GDir) dir = NULL;
      const char *entry;

      run_breakeven (&run, NULL, "--export", out, sample, NULL);
      g_assert_cmpint (run.status, ==, 1);
      g_assert_true (g_str_has_prefix (run.err, out));
      g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
      dir = g_dir_open (tmpdir, 0, NULL);
      while ((entry = g_dir_read_name (dir)) != NULL)
        g_assert_null (strstr (entry, ".save-"));
    }

  /* Over an existing file: the old one stays whole */
  file_size_limit = 0;
  {
    g_auto(Run) run = { 0 };

    run_breakeven (&run, NULL, "--export", old_path, sample, NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_true (g_file_get_contents (old_path, &before, NULL, NULL));
  }
  file_size_limit = 200;
  {
    g_auto(Run) run = { 0 };

    run_breakeven (&run, NULL, "--export", old_path, "--set", "hours-per-day=3", sample, NULL);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_true (g_file_get_contents (old_path, &after, NULL, NULL));
    g_assert_true (strcmp (before, after) == 0);
  }
  file_size_limit = 0;
  g_unlink (old_path);
}

/* Whether TEXT shows a negative zero: "-0" or "−0" not after a digit (a date's "2026-06"
 * is no number) */
static gboolean
has_minus_zero (const char *text)
{
  static const char *const minus[] = { "-0", "−0" };

  for (guint i = 0; i < G_N_ELEMENTS (minus); i++)
    for (const char *p = strstr (text, minus[i]); p != NULL; p = strstr (p + 1, minus[i]))
      if (p == text || !g_ascii_isdigit (p[-1]))
        return TRUE;
  return FALSE;
}

static void
test_cli_minus_zero (void)
{
  const char *sample = g_getenv ("BREAKEVEN_SAMPLE");
  g_auto(Run) run = { 0 };
  g_auto(Run) text = { 0 };

  run_breakeven (&run, NULL, "--summary", "--json", "--set", "hours-per-day=-0", sample, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "\"hours_per_day\" : 0"));
  g_assert_false (has_minus_zero (run.out));
  run_breakeven (&text, NULL, "--summary", "--set", "hours-per-day=-0", "--job", "-0", sample,
                 NULL);
  g_assert_cmpint (text.status, ==, 0);
  g_assert_false (has_minus_zero (text.out));
}

static void
test_cli_wrong_arguments (void)
{
  const char *sample = g_getenv ("BREAKEVEN_SAMPLE");
  const char *cases[][4] = {
    { "--help", sample, NULL }, { "--version", sample, NULL },
    { "--summary=1", sample, NULL }, { "--summary", "--json=yes", sample, NULL },
    { "--summary", "--set", "hours-per-day=x", sample }, { "--summary", NULL },
    { "--export", "x.txt", sample, NULL }, { "--bogus", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(Run) run = { 0 };

      run_breakeven (&run, NULL, cases[i][0], cases[i][1], cases[i][2], cases[i][3], NULL);
      if (run.status != 2)
        g_error ("case %u (%s): exit %d", i, cases[i][0], run.status);
      g_assert_nonnull (strstr (run.err, "--help"));
    }
}

/* ---------------------------------------------------------------------------------------- */
/* Class 8: files on disk                                                                    */

static guint
count_temporaries (const char *dir)
{
  g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);
  const char *entry;
  guint n = 0;

  while ((entry = g_dir_read_name (listing)) != NULL)
    if (strstr (entry, ".save-") != NULL)
      n++;
  return n;
}

static void
test_disk_stale_temporaries (void)
{
  g_autofree char *dir = tmp_path ("stale");
  g_autofree char *path = g_build_filename (dir, "p.breakeven", NULL);
  g_autofree char *stale = g_build_filename (dir, ".p.breakeven.save-Ab12Cd", NULL);
  g_autofree char *other = g_build_filename (dir, ".q.breakeven.save-Ab12Cd", NULL);
  g_autofree char *not_ours = g_build_filename (dir, ".p.breakeven.save-longer-name", NULL);
  /* The temporary file of another program saving the same file at this moment: it holds it
   * locked until its rename */
  g_autofree char *in_use = g_build_filename (dir, ".p.breakeven.save-Xy34Zw", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(BreakevenProject) project = breakeven_project_new ();
  g_autoptr(GError) error = NULL;
  int held;

  g_assert_cmpint (g_mkdir (dir, 0700), ==, 0);
  write_file (stale, "half a project");
  write_file (other, "another file's");
  write_file (not_ours, "not ours");
  write_file (in_use, "a save under way");
  held = g_open (in_use, O_RDWR | O_CLOEXEC, 0);
  g_assert_cmpint (held, >=, 0);
  g_assert_cmpint (flock (held, LOCK_EX | LOCK_NB), ==, 0);
  g_assert_true (breakeven_project_save_to_file (project, file, NULL, &error));
  g_assert_no_error (error);
  g_assert_false (g_file_test (stale, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (other, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (not_ours, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (in_use, G_FILE_TEST_EXISTS));
  close (held);
}

static void
test_disk_read_only (void)
{
  const char *sample = g_getenv ("BREAKEVEN_SAMPLE");
  g_autofree char *path = tmp_path ("read-only.breakeven");
  g_autofree char *pdf = tmp_path ("read-only.pdf");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(BreakevenProject) project = breakeven_project_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;

  write_file (path, "<breakeven-project format=\"2\"><title>Kept</title></breakeven-project>\n");
  g_assert_cmpint (g_chmod (path, 0444), ==, 0);
  g_assert_false (breakeven_project_save_to_file (project, file, NULL, &error));
  assert_file_message (error, path, "the file is read-only");
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_nonnull (strstr (contents, "Kept"));

  /* --save and --export alike */
  write_file (pdf, "old");
  g_assert_cmpint (g_chmod (pdf, 0444), ==, 0);
  {
    g_auto(Run) run = { 0 };
    g_autofree char *expected = g_strdup_printf ("%s: the file is read-only\n", path);

    run_breakeven (&run, NULL, "--save", path, sample, NULL);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_cmpstr (run.err, ==, expected);
  }
  {
    g_auto(Run) run = { 0 };
    g_autofree char *kept = NULL;

    run_breakeven (&run, NULL, "--export", pdf, sample, NULL);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_true (g_file_get_contents (pdf, &kept, NULL, NULL));
    g_assert_cmpstr (kept, ==, "old");
  }
  g_chmod (path, 0644);
  g_chmod (pdf, 0644);

  /* A disk mounted read-only says so, not that the file is (where this machine lets the test
   * mount one: as root, outside a container that forbids it) */
  {
    g_autofree char *mount_dir = tmp_path ("read-only-mount");
    g_autofree char *inside = g_build_filename (mount_dir, "kept.breakeven", NULL);
    g_autoptr(GFile) inside_file = g_file_new_for_path (inside);
    g_autofree char *mount = g_strdup_printf ("mount -t tmpfs -o size=64k tmpfs '%s' 2>/dev/null"
                                              " && cp '%s' '%s' && mount -o remount,ro '%s'",
                                              mount_dir, sample, inside, mount_dir);
    g_autofree char *umount = g_strdup_printf ("umount '%s' 2>/dev/null; true", mount_dir);
    const char *mount_argv[] = { "sh", "-c", mount, NULL };
    const char *umount_argv[] = { "sh", "-c", umount, NULL };
    int status = -1;

    g_assert_cmpint (g_mkdir (mount_dir, 0700), ==, 0);
    if (geteuid () == 0
        && g_spawn_sync (NULL, (char **) mount_argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL,
                         NULL, &status, NULL)
        && g_spawn_check_wait_status (status, NULL))
      {
        g_clear_error (&error);
        g_assert_false (breakeven_project_save_to_file (project, inside_file, NULL, &error));
        assert_file_message (error, inside, "the disk is read-only");
      }
    else
      g_test_message ("no read-only mount here: the disk's message is not checked");
    g_assert_true (g_spawn_sync (NULL, (char **) umount_argv, NULL, G_SPAWN_SEARCH_PATH, NULL,
                                 NULL, NULL, NULL, NULL, NULL));
    g_rmdir (mount_dir);
  }
}

/* Saving and exporting through a symbolic link both replace the file it points to */
static void
test_disk_symlinks (void)
{
  const char *sample = g_getenv ("BREAKEVEN_SAMPLE");
  g_autofree char *target = tmp_path ("target.breakeven");
  g_autofree char *link = tmp_path ("link.breakeven");
  g_autofree char *csv_target = tmp_path ("target.csv");
  g_autofree char *csv_link = tmp_path ("link.csv");
  g_autoptr(GFile) file = g_file_new_for_path (link);
  g_autoptr(BreakevenProject) project = breakeven_project_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  g_auto(Run) run = { 0 };

  write_file (target, "old");
  write_file (csv_target, "old");
  g_assert_cmpint (symlink ("target.breakeven", link), ==, 0);
  g_assert_cmpint (symlink ("target.csv", csv_link), ==, 0);

  breakeven_project_set_title (project, "Through the link");
  g_assert_true (breakeven_project_save_to_file (project, file, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_test (link, G_FILE_TEST_IS_SYMLINK));
  g_assert_true (g_file_get_contents (target, &contents, NULL, NULL));
  g_assert_nonnull (strstr (contents, "Through the link"));

  run_breakeven (&run, NULL, "--export", csv_link, sample, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_file_test (csv_link, G_FILE_TEST_IS_SYMLINK));
  g_clear_pointer (&contents, g_free);
  g_assert_true (g_file_get_contents (csv_target, &contents, NULL, NULL));
  g_assert_true (g_str_has_prefix (contents, "month,"));
}

/* A file with hard links is refused at every save, whole: the project, an export, a catalogue
 * import; every name keeps its contents (the rename would have given one name new contents and
 * left the other the old) */
static void
test_disk_hard_links (void)
{
  const char *sample = g_getenv ("BREAKEVEN_SAMPLE");
  g_autofree char *dir = tmp_path ("hard-links");
  g_autofree char *one = g_build_filename (dir, "one.breakeven", NULL);
  g_autofree char *two = g_build_filename (dir, "two.breakeven", NULL);
  g_autofree char *csv = g_build_filename (dir, "series.csv", NULL);
  g_autofree char *csv_two = g_build_filename (dir, "series-two.csv", NULL);
  g_autofree char *offers = g_build_filename (dir, "offers.xml", NULL);
  g_autofree char *offers_two = g_build_filename (dir, "offers-two.xml", NULL);
  g_autofree char *list = g_build_filename (dir, "runpod.csv", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (one);
  g_autoptr(BreakevenProject) project = breakeven_project_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *expected = NULL;
  g_auto(Run) run = { 0 };
  g_autofree char *catalogue = NULL;
  const char *const pairs[][2] = { { one, two }, { csv, csv_two } };

  g_assert_cmpint (g_mkdir (dir, 0700), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (pairs); i++)
    {
      write_file (pairs[i][0], "old");
      g_assert_cmpint (link (pairs[i][0], pairs[i][1]), ==, 0);
    }
  write_file (list, "instance_name,location,price,cpu,memory,gpu_count,gpu_name,gpu_memory,spot\n"
                    "1x RTX 4090,EU-RO-1,0.34,16,62,1,RTX4090,24,False\n");
  /* A catalogue of one import, then a second name for it */
  run_breakeven (&run, NULL, "--import-offers", list, "--catalogue", offers, NULL);
  g_assert_cmpint (run.status, ==, 0);
  run_clear (&run);
  g_assert_true (g_file_get_contents (offers, &catalogue, NULL, NULL));
  g_assert_cmpint (link (offers, offers_two), ==, 0);
  write_file (list, "instance_name,location,price,cpu,memory,gpu_count,gpu_name,gpu_memory,spot\n"
                    "1x RTX 4090,EU-RO-1,0.44,16,62,1,RTX4090,24,False\n");

  breakeven_project_set_title (project, "Through one name");
  g_assert_false (breakeven_project_save_to_file (project, file, NULL, &error));
  expected = g_strdup_printf ("%s: the file has other names (hard links), which would keep the "
                              "old contents: save it under a name of its own", one);
  g_assert_cmpstr (error->message, ==, expected);

  run_breakeven (&run, NULL, "--export", csv, sample, NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.err, "series.csv: the file has other names (hard links)"));
  run_clear (&run);
  run_breakeven (&run, NULL, "--import-offers", list, "--catalogue", offers_two, NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.err, "offers-two.xml: the file has other names (hard links)"));

  for (guint i = 0; i < G_N_ELEMENTS (pairs); i++)
    for (guint k = 0; k < 2; k++)
      {
        g_autofree char *contents = NULL;
        GStatBuf info;

        g_assert_true (g_file_get_contents (pairs[i][k], &contents, NULL, NULL));
        g_assert_cmpstr (contents, ==, "old");
        g_assert_cmpint (g_stat (pairs[i][k], &info), ==, 0);
        g_assert_cmpuint (info.st_nlink, ==, 2);
      }
  for (guint k = 0; k < 2; k++)
    {
      g_autofree char *contents = NULL;

      g_assert_true (g_file_get_contents (k == 0 ? offers : offers_two, &contents, NULL, NULL));
      g_assert_cmpstr (contents, ==, catalogue);
    }
  test_remove_tree (dir);
}

/* SIGKILL a process saving a large project at 50 random moments: the file always loads, as
 * the old project or the new one, and the next save leaves no temporary file */
static void
test_disk_kill (void)
{
  g_autofree char *dir = tmp_path ("kill");
  g_autofree char *path = g_build_filename (dir, "big.breakeven", NULL);
  g_autofree char *source = g_build_filename (dir, "source.breakeven", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) source_file = g_file_new_for_path (source);
  g_autoptr(BreakevenProject) big = breakeven_project_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *notes = g_strnfill (1500 * 1000, 'n');
  guint n_old = 0, n_new = 0, n_left = 0;
  gint64 duration;

  g_assert_cmpint (g_mkdir (dir, 0700), ==, 0);
  for (int i = 0; i < BREAKEVEN_MAX_ITEMS; i++)
    {
      g_autoptr(BreakevenPart) part = breakeven_part_new (BREAKEVEN_PART_OTHER, "a part", 1, i, 1);

      g_list_store_append (breakeven_project_get_parts (big), part);
    }
  breakeven_project_set_notes (big, notes);
  breakeven_project_set_title (big, "new");
  g_assert_true (breakeven_project_save_to_file (big, source_file, NULL, &error));
  g_assert_no_error (error);

  /* How long one whole --save takes here: the moments are drawn from that span */
  {
    g_auto(Run) run = { 0 };
    gint64 start = g_get_monotonic_time ();

    run_breakeven (&run, NULL, "--save", path, source, NULL);
    g_assert_cmpint (run.status, ==, 0);
    duration = g_get_monotonic_time () - start;
  }

  for (guint round = 0; round < 50; round++)
    {
      g_autoptr(BreakevenProject) old = breakeven_project_new ();
      g_autoptr(BreakevenProject) loaded = NULL;
      const char *argv[] = { g_getenv ("BREAKEVEN_BIN"), "--save", path, source, NULL };
      GPid pid;
      int wait_status;

      breakeven_project_set_title (old, "old");
      g_assert_true (breakeven_project_save_to_file (old, file, NULL, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (count_temporaries (dir), ==, 0);

      g_spawn_async (NULL, (char **) argv, NULL, G_SPAWN_DO_NOT_REAP_CHILD, NULL, NULL, &pid,
                     &error);
      g_assert_no_error (error);
      g_usleep (g_test_rand_int_range (0, (gint32) MAX (duration, 1000)));
      kill (pid, SIGKILL);
      g_assert_cmpint (waitpid (pid, &wait_status, 0), ==, pid);
      g_spawn_close_pid (pid);
      n_left += count_temporaries (dir) > 0;

      loaded = breakeven_project_load_from_file (file, &error);
      g_assert_no_error (error);
      if (g_str_equal (breakeven_project_get_title (loaded), "old"))
        n_old++;
      else
        {
          g_assert_cmpstr (breakeven_project_get_title (loaded), ==, "new");
          n_new++;
        }
    }
  g_test_message ("killed 50 saves of %" G_GINT64_FORMAT " us: %u left the old file, %u the new "
                   "one, %u a temporary file", duration, n_old, n_new, n_left);
  /* The last save above cleaned up after the previous kill; this one after the last */
  {
    g_autoptr(BreakevenProject) last = breakeven_project_new ();

    g_assert_true (breakeven_project_save_to_file (last, file, NULL, &error));
    g_assert_cmpuint (count_temporaries (dir), ==, 0);
  }
}

/* ---------------------------------------------------------------------------------------- */
/* Class 4: a failed load never leads to an overwrite (the catalogue)                       */

#define CATALOGUE_HEAD "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<offer-catalogue format=\"2\">\n"

static void
add_own_offer (BreakevenCatalogue *catalogue)
{
  g_autoptr(BreakevenOffer) offer = breakeven_offer_new ("Mine", "duplicate", 1.5, "CNY");

  g_list_store_append (breakeven_catalogue_get_own (catalogue), offer);
}

static void
test_catalogue_broken_kept_aside (void)
{
  g_autofree char *dir = tmp_path ("data-broken");
  g_autofree char *path = g_build_filename (dir, "offers.xml", NULL);
  g_autofree char *aside = g_build_filename (dir, "offers.xml.broken", NULL);
  g_autofree char *aside_2 = g_build_filename (dir, "offers.xml.broken-2", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GString) broken = g_string_new (CATALOGUE_HEAD);
  g_autofree char *kept = NULL;

  g_assert_cmpint (g_mkdir (dir, 0700), ==, 0);
  for (int i = 0; i < 200; i++)
    g_string_append_printf (broken, "  <offer provider=\"P\" name=\"%d\" price-per-hour=\"1\"/>\n",
                            i);
  /* One typo */
  g_string_append (broken, "  <offer price-per-hour=\"1,5\"/>\n</offer-catalogue>\n");
  write_file (path, broken->str);

  for (guint round = 0; round < 2; round++)
    {
      g_autoptr(BreakevenCatalogue) catalogue = breakeven_catalogue_new (file);
      g_autoptr(GError) error = NULL;

      breakeven_catalogue_load (catalogue, &error);
      g_assert_nonnull (error);
      g_assert_true (g_str_has_prefix (error->message, path));
      g_assert_true (breakeven_catalogue_get_user_file_broken (catalogue));
      g_assert_null (breakeven_catalogue_get_broken_file (catalogue));
      g_clear_error (&error);

      /* "Duplicate": one click that used to replace 200 offers with one */
      add_own_offer (catalogue);
      g_assert_true (breakeven_catalogue_save_own (catalogue, &error));
      g_assert_no_error (error);
      g_assert_false (breakeven_catalogue_get_user_file_broken (catalogue));
      g_assert_nonnull (breakeven_catalogue_get_broken_file (catalogue));
      g_assert_cmpstr (g_file_peek_path (breakeven_catalogue_get_broken_file (catalogue)), ==,
                       round == 0 ? aside : aside_2);
      g_clear_pointer (&kept, g_free);
      g_assert_true (g_file_get_contents (round == 0 ? aside : aside_2, &kept, NULL, NULL));
      g_assert_cmpstr (kept, ==, broken->str);

      /* The next save is an ordinary one */
      add_own_offer (catalogue);
      g_assert_true (breakeven_catalogue_save_own (catalogue, &error));
      g_assert_cmpstr (g_file_peek_path (breakeven_catalogue_get_broken_file (catalogue)), ==,
                       round == 0 ? aside : aside_2);

      /* And break it again for the second round: the first broken copy stays */
      write_file (path, broken->str);
    }
  g_assert_true (g_file_test (aside, G_FILE_TEST_EXISTS));
}

/* A file whose name is as long as a name may be (250 to 255 bytes) still gets a lock of its
 * own: ".NAME.lock" would not fit, and two imports at once then lost each other's offers (F1) */
static void
test_disk_long_name_lock (void)
{
  g_autofree char *dir = tmp_path ("long-name-lock");
  g_autofree char *long_a = g_strnfill (BREAKEVEN_MAX_FILE_NAME_BYTES - 4, 'c');
  g_autofree char *long_b = g_strdup (long_a);
  g_autoptr(GPtrArray) locks = g_ptr_array_new_with_free_func (g_free);

  g_assert_cmpint (g_mkdir (dir, 0700), ==, 0);
  /* Two names alike but for their end, each of the longest */
  long_b[strlen (long_b) - 1] = 'd';
  for (int i = 0; i < 2; i++)
    {
      g_autofree char *name = g_strconcat (i == 0 ? long_a : long_b, ".xml", NULL);
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autoptr(GError) error = NULL;
      g_autoptr(BreakevenFileLock) lock = NULL;
      g_autoptr(GDir) d = NULL;
      const char *entry;
      guint n_found = 0;

      g_assert_cmpuint (strlen (name), ==, BREAKEVEN_MAX_FILE_NAME_BYTES);
      lock = breakeven_file_lock_acquire (file, 0, &error);
      g_assert_no_error (error);
      g_assert_nonnull (lock);
      /* A lock file is there, and held: another program's flock waits */
      d = g_dir_open (dir, 0, NULL);
      while ((entry = g_dir_read_name (d)) != NULL)
        {
          g_autofree char *lock_path = NULL;
          int fd;

          if (!g_str_has_suffix (entry, ".lock")
              || g_ptr_array_find_with_equal_func (locks, entry, g_str_equal, NULL))
            continue;
          n_found++;
          g_assert_cmpuint (strlen (entry), <=, BREAKEVEN_MAX_FILE_NAME_BYTES);
          g_ptr_array_add (locks, g_strdup (entry));
          lock_path = g_build_filename (dir, entry, NULL);
          fd = g_open (lock_path, O_RDWR | O_CLOEXEC, 0);
          g_assert_cmpint (fd, >=, 0);
          g_assert_cmpint (flock (fd, LOCK_EX | LOCK_NB), ==, -1);
          g_assert_cmpint (errno, ==, EWOULDBLOCK);
          close (fd);
        }
      /* one new lock file for each: the second name has a lock of its own */
      g_assert_cmpuint (n_found, ==, 1);
    }
  /* A name longer than any file may have: no lock file is made for it (G6) */
  {
    g_autofree char *too_long = g_strnfill (BREAKEVEN_MAX_FILE_NAME_BYTES + 1, 'e');
    g_autofree char *path = g_build_filename (dir, too_long, NULL);
    g_autoptr(GFile) file = g_file_new_for_path (path);
    g_autoptr(GError) error = NULL;
    g_autoptr(BreakevenFileLock) lock = breakeven_file_lock_acquire (file, 0, &error);
    g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
    const char *entry;
    guint n = 0;

    g_assert_no_error (error);
    g_assert_nonnull (lock);
    while ((entry = g_dir_read_name (d)) != NULL)
      n++;
    g_assert_cmpuint (n, ==, locks->len);
  }
  for (guint i = 0; i < locks->len; i++)
    {
      g_autofree char *lock_path = g_build_filename (dir, locks->pdata[i], NULL);

      g_unlink (lock_path);
    }
  g_rmdir (dir);
}

static void
test_catalogue_link_out (void)
{
  g_autofree char *dir = tmp_path ("data-link");
  g_autofree char *path = g_build_filename (dir, "offers.xml", NULL);
  g_autofree char *aside = g_build_filename (dir, "offers.xml.broken", NULL);
  g_autofree char *victim = tmp_path ("victim.txt");
  g_autofree char *inside = g_build_filename (dir, "real-offers.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *contents = NULL;

  g_assert_cmpint (g_mkdir (dir, 0700), ==, 0);
  write_file (victim, CATALOGUE_HEAD "</offer-catalogue>\n");
  g_assert_cmpint (symlink (victim, path), ==, 0);
  {
    g_autoptr(BreakevenCatalogue) catalogue = breakeven_catalogue_new (file);
    g_autoptr(GError) error = NULL;

    breakeven_catalogue_load (catalogue, &error);
    assert_file_message (error, path,
                         "this is a symbolic link out of its folder, which Breakeven does not "
                         "follow");
    g_clear_error (&error);
    add_own_offer (catalogue);
    g_assert_true (breakeven_catalogue_save_own (catalogue, &error));
    g_assert_no_error (error);
  }
  /* The link's target is untouched, the link itself set aside; nothing was made beside the
   * target, not even a lock file (F13) */
  {
    g_autofree char *victim_lock = tmp_path (".victim.txt.lock");

    g_assert_false (g_file_test (victim_lock, G_FILE_TEST_EXISTS));
  }
  g_assert_true (g_file_get_contents (victim, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, CATALOGUE_HEAD "</offer-catalogue>\n");
  g_assert_true (g_file_test (aside, G_FILE_TEST_IS_SYMLINK));
  g_assert_false (g_file_test (path, G_FILE_TEST_IS_SYMLINK));

  /* A link that loops inside the folder is called a loop, not a link out of it (G5) */
  g_unlink (aside);
  g_unlink (path);
  g_assert_cmpint (symlink ("offers.xml", path), ==, 0);
  {
    g_autoptr(BreakevenCatalogue) catalogue = breakeven_catalogue_new (file);
    g_autoptr(GError) error = NULL;

    breakeven_catalogue_load (catalogue, &error);
    assert_file_message (error, path, "the path has a symbolic link that leads round in a loop");
  }

  /* A link inside the folder is followed */
  g_unlink (path);
  write_file (inside, CATALOGUE_HEAD "<offer provider=\"In\" name=\"side\"/></offer-catalogue>\n");
  g_assert_cmpint (symlink ("real-offers.xml", path), ==, 0);
  {
    g_autoptr(BreakevenCatalogue) catalogue = breakeven_catalogue_new (file);
    g_autoptr(GError) error = NULL;

    breakeven_catalogue_load (catalogue, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (breakeven_catalogue_get_own (catalogue))),
                      ==, 1);
  }
}

/* ---------------------------------------------------------------------------------------- */
/* Class 5: linear work on large inputs                                                      */

/* Seconds to export a PDF report of a project whose notes have N_WORDS words */
/* The PDF report of a project whose notes are N_WORDS words, titled TITLE, exported */
static void
export_report (guint        n_words,
               const char  *title)
{
  g_autoptr(BreakevenProject) project = breakeven_project_new ();
  g_autoptr(BreakevenAnalysis) analysis = NULL;
  g_autoptr(GString) notes = g_string_new (NULL);
  g_autofree char *path = tmp_path ("long.pdf");
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < n_words; i++)
    g_string_append (notes, "word ");
  breakeven_project_set_notes (project, notes->str);
  breakeven_project_set_title (project, title);
  analysis = breakeven_analysis_new (project);
  g_assert_true (breakeven_export_to_file (project, analysis, path, 0, 0, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  g_unlink (path);
}

/* A 100,000-word title (it took 23 s: it is cut to what a page holds) and 80,000 words of
 * notes are exported; how long they take, and that four times the text takes about four times
 * as long, is bench-breakeven's "report-long-" cases */
static void
test_linear_report (void)
{
  g_autoptr(GString) title = g_string_new (NULL);

  for (guint i = 0; i < 100000; i++)
    g_string_append (title, "title ");
  export_report (0, title->str);
  export_report (80000, "T");
}

static void
test_linear_catalogue (void)
{
  g_autofree char *path = tmp_path ("many-offers.xml");
  g_autofree char *own_path = tmp_path ("own-offers.xml");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) own_file = g_file_new_for_path (own_path);
  g_autoptr(GString) xml = g_string_new (CATALOGUE_HEAD);
  g_autoptr(BreakevenCatalogue) catalogue = NULL;
  g_autoptr(GError) error = NULL;
  GListModel *offers;
  guint n_own = 0;
  int added;

  for (guint i = 0; i < 20000; i++)
    g_string_append_printf (xml, "<offer provider=\"P%u\" name=\"N\" price-per-hour=\"%u\"/>\n",
                            i % 50, i);
  g_string_append (xml, "</offer-catalogue>\n");
  write_file (path, xml->str);

  catalogue = breakeven_catalogue_new (own_file);
  breakeven_catalogue_load (catalogue, &error);
  g_assert_no_error (error);
  /* Importing 20,000 took 45 s; the picker asking "is it own" of each row 31 s (how long it
   * takes now: bench-breakeven's "catalogue-import-20000-offers" case) */
  added = breakeven_catalogue_import (catalogue, file, &error);
  g_assert_no_error (error);
  g_assert_cmpint (added, ==, 20000);
  g_assert_cmpint (breakeven_catalogue_import (catalogue, file, &error), ==, 0);
  offers = breakeven_catalogue_get_offers (catalogue);
  for (guint i = 0; i < g_list_model_get_n_items (offers); i++)
    {
      g_autoptr(BreakevenOffer) offer = g_list_model_get_item (offers, i);

      n_own += breakeven_catalogue_is_own (catalogue, offer);
    }
  g_assert_cmpuint (n_own, ==, 20000);
  /* Removing one keeps the rest own */
  g_list_store_remove (breakeven_catalogue_get_own (catalogue), 5);
  g_assert_cmpuint (g_list_model_get_n_items (offers), ==,
                    g_list_model_get_n_items (G_LIST_MODEL (breakeven_catalogue_get_bundled (catalogue)))
                    + 19999);
  {
    g_autoptr(BreakevenOffer) last = g_list_model_get_item (offers, g_list_model_get_n_items (offers) - 1);

    g_assert_true (breakeven_catalogue_is_own (catalogue, last));
  }
}

/* ---------------------------------------------------------------------------------------- */
/* Every input a fuzzer (or a hunt) ever crashed on, replayed as the fuzz targets do          */

static void
replay_project (const char *data,
                gsize       length)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BreakevenProject) project = breakeven_project_load_from_data (data, length, "replay",
                                                                          &error);
  g_autoptr(BreakevenProject) again = NULL;
  g_autoptr(BreakevenAnalysis) analysis = NULL;
  g_autofree char *xml = NULL;
  g_autofree char *summary = NULL;
  cairo_surface_t *surface;
  cairo_t *cr;
  gsize saved_length;

  if (project == NULL)
    {
      g_assert_true (g_str_has_prefix (error->message, "replay:"));
      g_assert_cmpuint (strlen (error->message), <, 2000);
      return;
    }
  xml = breakeven_project_to_xml (project, &saved_length);
  again = breakeven_project_load_from_data (xml, saved_length, "saved", &error);
  g_assert_no_error (error);
  analysis = breakeven_analysis_new (project);
  summary = breakeven_report_summary_text_full (project, analysis, 1);
  g_assert_null (strstr (summary, "∞"));
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 300, 200);
  cr = cairo_create (surface);
  draw_every_chart (project, analysis, cr, 300, 200);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

static void
replay_catalogue (const char *data,
                  gsize       length)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GListStore) offers = breakeven_catalogue_load_from_data (data, length, "replay",
                                                                     &error);
  g_autoptr(GListStore) again = NULL;
  g_autofree char *xml = NULL;
  gsize saved_length;

  if (offers == NULL)
    {
      g_assert_true (g_str_has_prefix (error->message, "replay:"));
      return;
    }
  xml = breakeven_catalogue_to_xml (G_LIST_MODEL (offers), &saved_length);
  again = breakeven_catalogue_load_from_data (xml, saved_length, "saved", &error);
  g_assert_no_error (error);
}

static void
replay_arguments (const char *data,
                  gsize       length)
{
  g_autofree char *text = g_strndup (data, length);
  g_auto(GStrv) lines = g_strsplit (text, "\n", 64);
  g_autofree char *message = NULL;

  for (guint i = 0; lines[i] != NULL; i++)
    {
      int width = 0, height = 0;

      if (breakeven_cli_parse_size (lines[i], &width, &height))
        g_assert_true (width >= 16 && height >= 16);
    }
  if (!breakeven_cli_parse_settings (lines, &message))
    g_assert_cmpuint (strlen (message), <, 600);
}

static void
test_fuzz_crashes (void)
{
  g_autofree char *dir = g_test_build_filename (G_TEST_DIST, "fuzz", "crashes", NULL);
  g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);
  const char *entry;
  guint n = 0;

  g_assert_nonnull (listing);
  while ((entry = g_dir_read_name (listing)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, entry, NULL);
      g_autofree char *data = NULL;
      gsize length;

      if (g_str_equal (entry, "README"))
        continue;
      g_assert_true (g_file_get_contents (path, &data, &length, NULL));
      g_test_message ("replaying %s", entry);
      if (g_str_has_prefix (entry, "project-"))
        replay_project (data, length);
      else if (g_str_has_prefix (entry, "catalogue-"))
        replay_catalogue (data, length);
      else if (g_str_has_prefix (entry, "arguments-"))
        replay_arguments (data, length);
      else
        g_error ("%s: name it project-, catalogue- or arguments-", entry);
      n++;
    }
  g_assert_cmpuint (n, >, 0);
}

/* ---------------------------------------------------------------------------------------- */

int
main (int    argc,
      char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  tmpdir = g_dir_make_tmp ("breakeven-reliability-XXXXXX", NULL);
  g_assert_nonnull (tmpdir);

  g_test_add_func ("/reliability/money/limits-in-files", test_money_limits_in_files);
  g_test_add_func ("/reliability/money/limits-in-schema", test_money_limits_in_schema);
  g_test_add_func ("/reliability/money/render-non-finite", test_render_non_finite);

  g_test_add_func ("/reliability/special/fifo", test_fifo);
  g_test_add_func ("/reliability/special/devices-and-folders", test_devices_and_folders);

  g_test_add_func ("/reliability/writer/counts", test_writer_counts);
  g_test_add_func ("/reliability/writer/size", test_writer_size);
  g_test_add_func ("/reliability/writer/values", test_writer_values);

  g_test_add_func ("/reliability/messages/cut-values", test_message_cuts_values);
  g_test_add_func ("/reliability/messages/xml-lang", test_message_xml_lang);
  g_test_add_func ("/reliability/messages/size-limit", test_message_size_limit);
  g_test_add_func ("/reliability/messages/files", test_message_files);

  g_test_add_func ("/reliability/cli/stdout-errors", test_cli_stdout_errors);
  g_test_add_func ("/reliability/cli/export-atomic", test_cli_export_atomic);
  g_test_add_func ("/reliability/cli/minus-zero", test_cli_minus_zero);
  g_test_add_func ("/reliability/cli/wrong-arguments", test_cli_wrong_arguments);

  g_test_add_func ("/reliability/disk/stale-temporaries", test_disk_stale_temporaries);
  g_test_add_func ("/reliability/disk/read-only", test_disk_read_only);
  g_test_add_func ("/reliability/disk/symlinks", test_disk_symlinks);
  g_test_add_func ("/reliability/disk/hard-links", test_disk_hard_links);
  g_test_add_func ("/reliability/disk/kill", test_disk_kill);
  g_test_add_func ("/reliability/disk/long-name-lock", test_disk_long_name_lock);

  g_test_add_func ("/reliability/catalogue/broken-kept-aside", test_catalogue_broken_kept_aside);
  g_test_add_func ("/reliability/catalogue/link-out", test_catalogue_link_out);

  g_test_add_func ("/reliability/linear/report", test_linear_report);
  g_test_add_func ("/reliability/linear/catalogue", test_linear_catalogue);

  g_test_add_func ("/reliability/fuzz-crashes", test_fuzz_crashes);

  status = g_test_run ();

  {
    g_autofree char *command = g_strdup_printf ("rm -rf '%s'", tmpdir);

    if (system (command) != 0)
      g_warning ("could not remove %s", tmpdir);
  }
  g_free (tmpdir);
  return status;
}
