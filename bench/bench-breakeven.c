/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-breakeven.c: in-process figures for the performance targets (prints figures; not a
 * test)
 *
 *   bench-breakeven [--runs N] [--json FILE] [--no-window] [--only PREFIX]
 *
 * With a display (under Xvfb), first, one edit through the window's hours slider until the
 * window has drawn the new figures, and one keystroke in an offer's price with 1000 offers
 * shown.  Then the summary of 20 offers over 240 months; each chart at 1200 x 800 with 20 offers; loading
 * and saving a project of 1000 parts; the PDF report at 1, 20, 200 and 1000 offers (so that its
 * growth shows); files that are refused (a hostile DOCTYPE, a million attributes or offers), the
 * report of a 100,000-word title and of 20,000 and 80,000 words of notes, a catalogue of
 * 20,000 offers imported (the figures the tests once asserted: a test asserts what is refused
 * or written, never how soon).  Each case runs a few times
 * unmeasured first; the median is the figure, min and p90 show the spread.  The table goes to
 * standard output, then the same figures as JSON (also to FILE with --json).  --only runs the
 * cases whose names start with PREFIX, e.g. under valgrind --tool=callgrind.
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "breakeven-catalogue.h"
#include "breakeven-chart.h"
#include "breakeven-cost.h"
#include "breakeven-document.h"
#include "breakeven-export.h"
#include "breakeven-project.h"
#include "breakeven-report.h"
#include "breakeven-window.h"
#include "breakeven-xml.h"

#include "bench-breakeven.h"


typedef struct
{
  char *name;
  char *what;
  guint runs;
  double median, min, p90; /* ms */
  double target;           /* ms, or 0: none */
} Result;

typedef void (*CaseFunc) (gpointer data);

static GArray *results;
static const char *only;
/* The pages of the PDF report at 1000 offers (0: not measured) */
static guint report_1000_pages;

static gboolean
wanted (const char *name)
{
  return only == NULL || g_str_has_prefix (name, only);
}

/* Whether a case of the group named PREFIX is wanted: --only names the group ("edit-") or one
 * of its cases ("edit-redraw") */
static gboolean
wanted_group (const char *prefix)
{
  return wanted (prefix) || g_str_has_prefix (only, prefix);
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

double
now_ms (void)
{
  return g_get_monotonic_time () / 1000.0;
}

void
add_result (const char *name,
            const char *what,
            GArray     *times,
            double      target)
{
  Result r = { g_strdup (name), g_strdup (what), times->len, 0, 0, 0, target };

  g_array_sort (times, compare_doubles);
  r.min = g_array_index (times, double, 0);
  r.median = g_array_index (times, double, times->len / 2);
  r.p90 = g_array_index (times, double, MIN (times->len - 1, (guint) ceil (times->len * 0.9) - 1));
  g_array_append_val (results, r);
  g_print ("%-34s %5u %10.2f %10.2f %10.2f   %s\n", name, r.runs, r.median, r.min, r.p90, what);
}

static void
measure (const char *name,
         const char *what,
         CaseFunc    func,
         gpointer    data,
         guint       runs,
         double      target)
{
  g_autoptr(GArray) times = NULL;

  if (!wanted (name))
    return;
  times = g_array_new (FALSE, FALSE, sizeof (double));
  for (guint i = 0; i < WARM_UP; i++)
    func (data);
  for (guint i = 0; i < runs; i++)
    {
      double start = now_ms (), elapsed;

      func (data);
      elapsed = now_ms () - start;
      g_array_append_val (times, elapsed);
    }
  add_result (name, what, times, target);
}

/* Projects ---------------------------------------------------------------------------------- */

/* The sample's build, with N_PARTS parts (the sample's own when 0) and N_OFFERS offers of
 * different prices, over 240 months */
BreakevenProject *
make_project (guint n_offers,
              guint n_parts)
{
  g_autoptr(GError) error = NULL;
  BreakevenProject *project = breakeven_project_load_sample (&error);
  GListStore *offers, *parts;

  g_assert_no_error (error);
  offers = breakeven_project_get_offers (project);
  g_list_store_remove_all (offers);
  for (guint i = 0; i < n_offers; i++)
    {
      g_autofree char *provider = g_strdup_printf ("Provider %u", i % 7);
      g_autofree char *name = g_strdup_printf ("GPU %u", i);
      g_autoptr(BreakevenOffer) offer = breakeven_offer_new (provider, name, 1.2 + 0.05 * i, NULL);

      breakeven_offer_set_source (offer, "Generated price list for measuring");
      breakeven_offer_set_as_of (offer, "2026-05");
      g_list_store_append (offers, offer);
    }
  if (n_parts > 0)
    {
      parts = breakeven_project_get_parts (project);
      g_list_store_remove_all (parts);
      for (guint i = 0; i < n_parts; i++)
        {
          g_autofree char *name = g_strdup_printf ("Part number %u of the build", i);
          g_autoptr(BreakevenPart) part = breakeven_part_new (BREAKEVEN_PART_OTHER, name,
                                                              1 + i % 3, 10 + i % 90, i % 5);

          g_list_store_append (parts, part);
        }
    }
  breakeven_project_set_horizon_months (project, HORIZON_MONTHS);
  return project;
}

/* Cases ------------------------------------------------------------------------------------- */

static void
run_summary (gpointer data)
{
  BreakevenProject *project = data;
  g_autoptr(BreakevenAnalysis) analysis = breakeven_analysis_new (project);
  g_autofree char *text = breakeven_report_summary_text (project, analysis);
  g_autofree char *json = breakeven_report_summary_json (project, analysis);

  g_assert_true (text != NULL && json != NULL);
}

/* The analysis alone: every figure of every offer, the bursts' strategies included */
static void
run_analysis (gpointer data)
{
  g_autoptr(BreakevenAnalysis) analysis = breakeven_analysis_new (data);

  g_assert_true (analysis != NULL);
}

/* One keystroke in an offer's price field, in a document of 1000 offers: the change, its
 * undo step and its analysis, as the window makes them before it redraws (alternating between
 * two prices, so that every run is a change and a step) */
typedef struct
{
  BreakevenDocument *document;
  BreakevenOffer *offer;
  guint n;
} KeystrokeCase;

static void
run_keystroke (gpointer data)
{
  KeystrokeCase *c = data;

  breakeven_offer_set_price_per_hour (c->offer, c->n++ % 2 == 0 ? 2.5 : 2.75);
  breakeven_document_flush (c->document);
}

/* N bursts a project: the sample's build at 12 h a day, which may run 20 h a day, and N bursts
 * of 300 hours in 10 days, PER_YEAR times a year, so that each overflows it */
static void
add_bursts (BreakevenProject *project,
            guint             n,
            guint             per_year)
{
  breakeven_project_set_hours_per_day (project, 12);
  breakeven_project_set_build_max_hours_per_day (project, 20);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *name = g_strdup_printf ("Deadline %u", i);
      g_autoptr(BreakevenBurst) burst = breakeven_burst_new (name, per_year, i % 12, 10, 300);

      g_list_store_append (breakeven_project_get_bursts (project), burst);
    }
}

typedef struct
{
  BreakevenProject *project;
  BreakevenAnalysis *analysis;
  int kind;
  cairo_surface_t *surface;
} ChartCase;

static void
run_chart (gpointer data)
{
  ChartCase *c = data;
  cairo_t *cr = cairo_create (c->surface);

  if (c->kind == 0)
    breakeven_chart_draw_cumulative (cr, 1200, 800, c->analysis, NULL, NULL);
  else if (c->kind == 1)
    breakeven_chart_draw_sensitivity (cr, 1200, 800, c->analysis, NULL, NULL);
  else
    breakeven_chart_draw_budget (cr, 1200, 800, c->project, c->analysis, NULL, NULL);
  cairo_destroy (cr);
  cairo_surface_flush (c->surface);
}

typedef struct
{
  BreakevenProject *project;
  GFile *file;
} FileCase;

static void
run_load (gpointer data)
{
  FileCase *c = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(BreakevenProject) project = breakeven_project_load_from_file (c->file, &error);

  g_assert_no_error (error);
}

static void
run_save (gpointer data)
{
  FileCase *c = data;
  g_autoptr(GError) error = NULL;

  breakeven_project_save_to_file (c->project, c->file, NULL, &error);
  g_assert_no_error (error);
}

typedef struct
{
  BreakevenProject *project;
  BreakevenAnalysis *analysis;
  char *path;
} ReportCase;

static void
run_report (gpointer data)
{
  ReportCase *c = data;
  g_autoptr(GError) error = NULL;

  breakeven_export_report_pdf (c->project, c->analysis, c->path, NULL, &error);
  g_assert_no_error (error);
}

/* Files refused, long reports, a large catalogue ---------------------------------------------- */

/* Reading the project DATA (a GString), which must be refused */
static void
run_refuse (gpointer data)
{
  GString *xml = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(BreakevenProject) project = breakeven_project_load_from_data (xml->str, xml->len,
                                                                          "bench.breakeven",
                                                                          &error);

  g_assert_null (project);
  g_assert_nonnull (error);
}

/* HEAD, COUNT times ITEM (NULL: an attribute a<N>="" each time), then TAIL */
static GString *
crowded_file (const char *head,
              const char *item,
              guint       count,
              const char *tail)
{
  GString *xml = g_string_new (head);

  for (guint n = 0; n < count; n++)
    if (item == NULL)
      g_string_append_printf (xml, " a%u=\"\"", n);
    else
      g_string_append (xml, item);
  g_string_append (xml, tail);
  return xml;
}

static void
run_report_to_file (gpointer data)
{
  ReportCase *c = data;
  g_autoptr(GError) error = NULL;

  g_assert_true (breakeven_export_to_file (c->project, c->analysis, c->path, 0, 0, &error));
  g_assert_no_error (error);
}

/* An empty project titled TITLE, with N_WORDS words of notes */
static BreakevenProject *
make_long_project (guint        n_words,
                   const char  *title)
{
  BreakevenProject *project = breakeven_project_new ();
  g_autoptr(GString) notes = g_string_new (NULL);

  for (guint i = 0; i < n_words; i++)
    g_string_append (notes, "word ");
  breakeven_project_set_notes (project, notes->str);
  breakeven_project_set_title (project, title);
  return project;
}

typedef struct
{
  char *catalogue_path;
  char *own_path;
} CatalogueCase;

static void
run_catalogue_import (gpointer data)
{
  CatalogueCase *c = data;
  g_autoptr(GFile) file = g_file_new_for_path (c->catalogue_path);
  g_autoptr(GFile) own_file = g_file_new_for_path (c->own_path);
  g_autoptr(BreakevenCatalogue) catalogue = NULL;
  g_autoptr(GError) error = NULL;
  GListModel *offers;
  guint n_own = 0;

  g_unlink (c->own_path);
  catalogue = breakeven_catalogue_new (own_file);
  breakeven_catalogue_load (catalogue, &error);
  g_assert_no_error (error);
  g_assert_cmpint (breakeven_catalogue_import (catalogue, file, &error), ==, 20000);
  offers = breakeven_catalogue_get_offers (catalogue);
  for (guint i = 0; i < g_list_model_get_n_items (offers); i++)
    {
      g_autoptr(BreakevenOffer) offer = g_list_model_get_item (offers, i);

      n_own += breakeven_catalogue_is_own (catalogue, offer);
    }
  g_assert_cmpuint (n_own, ==, 20000);
}

static void
measure_refused_and_long (const char *dir,
                          guint       runs)
{
  guint few = MAX (runs / 5, 3);

  {
    static const char billion_laughs[] =
      "<?xml version=\"1.0\"?>\n<!DOCTYPE breakeven-project [\n"
      "<!ENTITY a \"aaaaaaaaaa\">\n<!ENTITY b \"&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;\">\n"
      "<!ENTITY c \"&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;\">\n"
      "<!ENTITY d \"&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;\">\n]>\n"
      "<breakeven-project format=\"1\"><title>&d;&d;&d;&d;&d;&d;</title></breakeven-project>\n";
    GString *xml = g_string_new (billion_laughs);

    measure ("refuse-hostile-doctype", "entities refused at the DOCTYPE, nothing expanded",
             run_refuse, xml, runs, 0);
    g_string_free (xml, TRUE);
  }
  {
    GString *xml = crowded_file ("<breakeven-project format=\"1\"\n", NULL, 600000,
                                 "/>\n");

    measure ("refuse-crowded-attributes", "600,000 attributes in one tag, refused", run_refuse,
             xml, few, 0);
    g_string_free (xml, TRUE);
  }
  {
    GString *xml = crowded_file ("<breakeven-project format=\"1\"><cloud>\n", "<offer/>\n",
                                 900000, "</cloud></breakeven-project>\n");

    measure ("refuse-crowded-offers", "900,000 offers, refused past the 1000th", run_refuse, xml,
             few, 0);
    g_string_free (xml, TRUE);
  }

  {
    g_autoptr(GString) title = g_string_new (NULL);
    static const guint words[] = { 0, 20000, 80000 };
    static const char *const names[] = { "report-long-title", "report-long-notes-20000",
                                         "report-long-notes-80000" };
    double ms[G_N_ELEMENTS (words)];

    for (guint i = 0; i < 100000; i++)
      g_string_append (title, "title ");
    for (guint i = 0; i < G_N_ELEMENTS (words); i++)
      {
        g_autoptr(BreakevenProject) project = make_long_project (words[i],
                                                                 i == 0 ? title->str : "T");
        g_autoptr(BreakevenAnalysis) analysis = breakeven_analysis_new (project);
        ReportCase c = { project, analysis, g_build_filename (dir, "long.pdf", NULL) };

        measure (names[i], i == 0 ? "the report of a 100,000-word title (once 23 s)"
                                  : "the report of that many words of notes",
                 run_report_to_file, &c, few, 0);
        ms[i] = wanted (names[i]) ? g_array_index (results, Result, results->len - 1).median
                                  : NAN;
        g_unlink (c.path);
        g_free (c.path);
      }
    if (!isnan (ms[1] + ms[2]))
      g_print ("report-long-notes growth: 20,000 -> 80,000 words x%.1f (linear: x4; it was "
               "x16)\n", ms[2] / ms[1]);
  }

  if (wanted_group ("catalogue-import-"))
    {
      g_autoptr(GString) xml = g_string_new ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                                             "<offer-catalogue format=\"2\">\n");
      g_autoptr(GError) error = NULL;
      CatalogueCase c = { g_build_filename (dir, "many-offers.xml", NULL),
                          g_build_filename (dir, "own-offers.xml", NULL) };

      for (guint i = 0; i < 20000; i++)
        g_string_append_printf (xml, "<offer provider=\"P%u\" name=\"N\" "
                                "price-per-hour=\"%u\"/>\n", i % 50, i);
      g_string_append (xml, "</offer-catalogue>\n");
      g_assert_true (g_file_set_contents (c.catalogue_path, xml->str, xml->len, &error));
      measure ("catalogue-import-20000-offers", "imported, then each asked whether it is own "
               "(once 45 s and 31 s)", run_catalogue_import, &c, few, 0);
      g_unlink (c.catalogue_path);
      g_unlink (c.own_path);
      g_free (c.catalogue_path);
      g_free (c.own_path);
    }
}

/* Output ------------------------------------------------------------------------------------ */

static char *
results_json (void)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *date = g_date_time_format_iso8601 (now);
  GString *out = g_string_new ("{\n");

  g_string_append_printf (out, "  \"date\": \"%s\",\n", date);
  if (report_1000_pages > 0)
    g_string_append_printf (out, "  \"pdf_report_1000_offers_pages\": %u,\n", report_1000_pages);
  g_string_append (out, "  \"cases\": [\n");
  for (guint i = 0; i < results->len; i++)
    {
      Result *r = &g_array_index (results, Result, i);
      char median[G_ASCII_DTOSTR_BUF_SIZE], min[G_ASCII_DTOSTR_BUF_SIZE];
      char p90[G_ASCII_DTOSTR_BUF_SIZE], target[G_ASCII_DTOSTR_BUF_SIZE];

      g_ascii_formatd (median, sizeof median, "%.3f", r->median);
      g_ascii_formatd (min, sizeof min, "%.3f", r->min);
      g_ascii_formatd (p90, sizeof p90, "%.3f", r->p90);
      g_ascii_formatd (target, sizeof target, "%.3f", r->target);
      g_string_append_printf (out, "    { \"name\": \"%s\", \"runs\": %u, \"median_ms\": %s, "
                              "\"min_ms\": %s, \"p90_ms\": %s, \"target_ms\": %s }%s\n",
                              r->name, r->runs, median, min, p90,
                              r->target > 0 ? target : "null",
                              i + 1 < results->len ? "," : "");
    }
  g_string_append (out, "  ]\n}\n");
  return g_string_free (out, FALSE);
}

int
main (int    argc,
      char **argv)
{
  static const guint report_offers[] = { 1, 20, 200, 1000 };
  int runs = 15;
  gboolean no_window = FALSE;
  g_autofree char *json_path = NULL;
  GOptionEntry entries[] = {
    { "runs", 0, 0, G_OPTION_ARG_INT, &runs, "Measured runs of each case (default 15)", "N" },
    { "json", 0, 0, G_OPTION_ARG_FILENAME, &json_path, "Also write the figures to FILE", "FILE" },
    { "no-window", 0, 0, G_OPTION_ARG_NONE, &no_window, "Leave out the window's case", NULL },
    { "only", 0, 0, G_OPTION_ARG_STRING, &only, "Only the cases whose names start with PREFIX",
      "PREFIX" },
    { NULL }
  };
  g_autoptr(GOptionContext) options = g_option_context_new ("- Breakeven's performance figures");
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *json = NULL;
  double report_ms[G_N_ELEMENTS (report_offers)];

  g_option_context_add_main_entries (options, entries, NULL);
  if (!g_option_context_parse (options, &argc, &argv, &error) || runs < 1)
    {
      g_printerr ("%s\n", error != NULL ? error->message : "--runs must be at least 1");
      return 2;
    }
  results = g_array_new (FALSE, TRUE, sizeof (Result));
  dir = g_dir_make_tmp ("bench-breakeven-XXXXXX", &error);
  g_assert_no_error (error);

  g_print ("%-34s %5s %10s %10s %10s   %s\n", "case", "runs", "median ms", "min ms", "p90 ms",
           "what");

  /* The window first, in a process as a user's is when it types: the cases after it parse
   * 900,000 offers and import 20,000, and the heap they leave behind (glibc then serves the
   * chart's images from fragmented memory it must clear) made a keystroke 3.5 ms slower and
   * an edit 1.4 ms */
  if (!no_window && (wanted_group ("edit-") || wanted_group ("keystroke-")))
    {
      if (gtk_init_check ())
        {
          init_window_style ();
          if (wanted_group ("edit-"))
            measure_edit ((guint) runs);
          if (wanted_group ("keystroke-"))
            measure_keystroke_window ((guint) runs);
        }
      else
        g_print ("%-34s (no display: run under xvfb-run)\n", "edit-redraw");
    }


  {
    g_autoptr(BreakevenProject) project = make_project (20, 0);

    measure ("summary-20-offers-240-months", "analysis, summary text and JSON", run_summary,
             project, runs, 0);
  }

  {
    /* 3: the engine with bursts: none, two deadlines a year, and the most a file may hold */
    static const struct { const char *name; guint bursts, per_year; } cases[] = {
      { "analysis-1000-offers", 0, 1 },
      { "analysis-1000-offers-2-bursts", 1, 2 },
      { "analysis-1000-offers-50-bursts", 50, 12 },
    };

    for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
      {
        g_autoptr(BreakevenProject) project = make_project (1000, 0);

        add_bursts (project, cases[i].bursts, cases[i].per_year);
        measure (cases[i].name, "every figure of 1000 offers, the hybrid's too", run_analysis,
                 project, runs, 0);
      }
  }

  if (wanted ("document-keystroke-1000-offers"))
    {
      g_autoptr(BreakevenProject) project = make_project (1000, 0);
      KeystrokeCase c = { breakeven_document_new (project, NULL), NULL, 0 };

      c.offer = g_list_model_get_item (G_LIST_MODEL (breakeven_project_get_offers (project)), 500);
      measure ("document-keystroke-1000-offers", "one offer's price: its undo step and analysis",
               run_keystroke, &c, runs, 0);
      g_object_unref (c.offer);
      g_object_unref (c.document);
    }

  {
    static const char *const names[] = { "chart-cumulative-1200x800", "chart-sensitivity-1200x800",
                                         "chart-budget-1200x800" };
    g_autoptr(BreakevenProject) project = make_project (20, 0);
    g_autoptr(BreakevenAnalysis) analysis = breakeven_analysis_new (project);
    ChartCase c = { project, analysis, 0,
                    cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1200, 800) };

    for (c.kind = 0; c.kind < 3; c.kind++)
      measure (names[c.kind], "20 offers, 240 months, on an image surface", run_chart, &c, runs,
               0);
    cairo_surface_destroy (c.surface);
  }

  {
    g_autoptr(BreakevenProject) project = make_project (3, 1000);
    g_autofree char *path = g_build_filename (dir, "parts-1000.breakeven", NULL);
    FileCase c = { project, g_file_new_for_path (path) };

    run_save (&c);
    measure ("load-1000-parts", "read and check a project of 1000 parts", run_load, &c, runs, 10);
    measure ("save-1000-parts", "write it canonical and atomic", run_save, &c, runs, 10);
    g_unlink (path);
    g_object_unref (c.file);
  }

  for (guint i = 0; i < G_N_ELEMENTS (report_offers); i++)
    {
      g_autoptr(BreakevenProject) project = make_project (report_offers[i], 0);
      g_autoptr(BreakevenAnalysis) analysis = breakeven_analysis_new (project);
      g_autofree char *name = g_strdup_printf ("pdf-report-%u-offers", report_offers[i]);
      ReportCase c = { project, analysis, g_build_filename (dir, "report.pdf", NULL) };
      guint n = report_offers[i] >= 200 ? (guint) MAX (runs / 5, 3) : (guint) runs;

      measure (name, "the printable report, A4", run_report, &c, n,
               report_offers[i] == 1000 ? 1000 : 0);
      if (report_offers[i] == 1000 && wanted (name))
        {
          g_autoptr(BreakevenReportPages) pages = breakeven_report_pages_new (project, analysis);
          PangoContext *context = breakeven_report_pages_create_pango_context ();
          BreakevenPageGeometry a4;

          breakeven_page_geometry_init_a4 (&a4);
          report_1000_pages = breakeven_report_pages_paginate (pages, context, &a4);
          g_print ("%-34s %u pages\n", name, report_1000_pages);
          g_object_unref (context);
        }
      report_ms[i] = wanted (name) ? g_array_index (results, Result, results->len - 1).median
                                   : NAN;
      g_unlink (c.path);
      g_free (c.path);
    }
  if (!isnan (report_ms[1] + report_ms[2] + report_ms[3]))
    g_print ("pdf-report growth: 20 -> 200 offers x%.1f, 200 -> 1000 offers x%.1f "
             "(linear: x10 and x5 at most)\n",
             report_ms[2] / report_ms[1], report_ms[3] / report_ms[2]);

  measure_refused_and_long (dir, (guint) runs);

  g_rmdir (dir);
  json = results_json ();
  g_print ("\n%s", json);
  if (json_path != NULL && !g_file_set_contents (json_path, json, -1, &error))
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }
  return 0;
}
