/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ui-print.c: printing (through GtkPrintOperation to a PDF), the print preview and the
 * export dialog's formats, read back as their readers would, under Xvfb
 *
 * Longer than the 800 lines a source file keeps to, and on purpose: printing, the preview and
 * the export dialog share one fixture window and one reader of the files written. Split by
 * topic, as the other programs are, not by size.
 */

#include "config.h"

#include <adwaita.h>
#include <gtk/gtkunixprint.h>
#include <glib/gstdio.h>
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <math.h>
#include <string.h>

#include "breakeven-chart-view.h"
#include "breakeven-cost.h"
#include "breakeven-export-dialog.h"
#include "breakeven-export.h"
#include "breakeven-format.h"
#include "breakeven-print-preview.h"
#include "breakeven-print.h"
#include "breakeven-report.h"
#include "breakeven-window.h"
#include "ui-test-helpers.h"

static char *test_dir;

static char *
tmp_path (const char *name)
{
  if (test_dir == NULL)
    {
      g_autoptr(GError) error = NULL;

      test_dir = g_dir_make_tmp ("breakeven-print-XXXXXX", &error);
      g_assert_no_error (error);
    }
  return g_build_filename (test_dir, name, NULL);
}

static const char *
sample_path (void)
{
  const char *path = g_getenv ("BREAKEVEN_SAMPLE");

  g_assert_nonnull (path);
  return path;
}

static BreakevenDocument *
sample_document (void)
{
  g_autoptr(GFile) file = g_file_new_for_path (sample_path ());
  g_autoptr(GError) error = NULL;
  BreakevenDocument *document = breakeven_document_new_for_file (file, &error);

  g_assert_no_error (error);
  return document;
}

/* Standard output of ARGV, which must exit 0 */
static char *
run (const char *const *argv)
{
  g_autoptr(GError) error = NULL;
  char *out = NULL;
  g_autofree char *err = NULL;
  int status = 0;

  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, &out, &err, &status,
                &error);
  g_assert_no_error (error);
  if (!g_spawn_check_wait_status (status, NULL))
    g_error ("%s failed: %s", argv[0], err);
  return out;
}

static char *
pdf_text (const char *path)
{
  const char *argv[] = { "pdftotext", "-enc", "UTF-8", path, "-", NULL };

  return run (argv);
}

static char *
pdf_info (const char *path)
{
  const char *argv[] = { "pdfinfo", path, NULL };

  return run (argv);
}

static guint
pdf_pages (const char *path)
{
  g_autofree char *info = pdf_info (path);
  const char *line = strstr (info, "Pages:");

  g_assert_nonnull (line);
  return (guint) g_ascii_strtoull (line + strlen ("Pages:"), NULL, 10);
}

static void
set_page_setup (const char         *paper,
                GtkPageOrientation  orientation)
{
  g_autoptr(GtkPaperSize) size = gtk_paper_size_new (paper);
  g_autoptr(GtkPageSetup) setup = gtk_page_setup_new ();

  gtk_page_setup_set_paper_size_and_default_margins (setup, size);
  gtk_page_setup_set_orientation (setup, orientation);
  breakeven_print_set_page_setup (setup);
}

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

/* The words of TEXT, sorted, without what repeats per page (the footer: the title and "Page 2
 * of 3"): what reads the same on any paper, however pdftotext orders the columns and however
 * the lines and pages break */
static char *
words_without_footers (const char *text,
                       const char *title)
{
  /* A line may also break after a slash ("(1.67/" / "h)"): words end there too */
  g_auto(GStrv) words = g_strsplit_set (text, " \n\f\t/", -1);
  g_auto(GStrv) title_words = g_strsplit (title, " ", -1);
  g_autoptr(GPtrArray) kept = g_ptr_array_new ();
  GString *out = g_string_new (NULL);

  for (guint i = 0; words[i] != NULL; i++)
    {
      if (*words[i] == '\0' || g_strv_contains ((const char *const *) title_words, words[i]))
        continue;
      if (g_str_equal (words[i], "Page") && words[i + 1] && words[i + 2] && words[i + 3]
          && g_str_equal (words[i + 2], "of"))
        {
          i += 3;
          continue;
        }
      /* pdftotext joins a word broken after its hyphen ("GPU-" / "Insights") and drops the
       * hyphen: compare words without hyphens */
      {
        char *to = words[i];

        for (const char *from = words[i]; *from != '\0'; from++)
          if (*from != '-')
            *to++ = *from;
        *to = '\0';
      }
      g_ptr_array_add (kept, words[i]);
    }
  g_ptr_array_sort (kept, compare_strings);
  for (guint i = 0; i < kept->len; i++)
    {
      g_string_append (out, g_ptr_array_index (kept, i));
      g_string_append_c (out, ' ');
    }
  return g_string_free (out, FALSE);
}

/* Printing ----------------------------------------------------------------------------------- */

static void
test_print_matches_export (void)
{
  static const struct { const char *paper; GtkPageOrientation orientation; const char *size; } cases[] = {
    { GTK_PAPER_NAME_A4, GTK_PAGE_ORIENTATION_PORTRAIT, "595.276 x 841.89 pts (A4)" },
    { GTK_PAPER_NAME_A4, GTK_PAGE_ORIENTATION_LANDSCAPE, "841.89 x 595.276 pts (A4)" },
    { GTK_PAPER_NAME_LETTER, GTK_PAGE_ORIENTATION_PORTRAIT, "612 x 792 pts (letter)" },
    { GTK_PAPER_NAME_LETTER, GTK_PAGE_ORIENTATION_LANDSCAPE, "792 x 612 pts (letter)" },
  };
  g_autoptr(BreakevenDocument) document = sample_document ();
  g_autofree char *cli_path = tmp_path ("cli.pdf");
  const char *argv[] = { g_getenv ("BREAKEVEN_BIN"), sample_path (), "--export", cli_path, NULL };
  g_autofree char *cli_out = NULL;
  g_autofree char *cli_text = NULL;
  g_autofree char *cli_words = NULL;
  const char *title = breakeven_project_get_title (breakeven_document_get_project (document));

  g_assert_nonnull (argv[0]);
  cli_out = run (argv);
  cli_text = pdf_text (cli_path);
  cli_words = words_without_footers (cli_text, title);
  g_assert_nonnull (strstr (cli_text, breakeven_project_get_title (breakeven_document_get_project (document))));

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *name = g_strdup_printf ("printed-%u.pdf", i);
      g_autofree char *path = tmp_path (name);
      g_autofree char *core_name = g_strdup_printf ("core-%u.pdf", i);
      g_autofree char *core_path = tmp_path (core_name);
      g_autoptr(GError) error = NULL;
      g_autofree char *text = NULL;
      g_autofree char *core_text = NULL;
      g_autofree char *words = NULL;
      g_autofree char *info = NULL;
      BreakevenPageGeometry geometry;
      GtkPrintOperationResult result;

      set_page_setup (cases[i].paper, cases[i].orientation);
      result = breakeven_print_run (NULL, document, BREAKEVEN_PRINT_REPORT,
                                    BREAKEVEN_CHART_KIND_CUMULATIVE, -1,
                                    GTK_PRINT_OPERATION_ACTION_EXPORT, path, &error);
      g_assert_no_error (error);
      g_assert_cmpint (result, ==, GTK_PRINT_OPERATION_RESULT_APPLY);

      /* The paper and orientation chosen */
      info = pdf_info (path);
      if (strstr (info, cases[i].size) == NULL)
        g_error ("case %u: expected %s in\n%s", i, cases[i].size, info);

      /* Exactly the report the core lays out on that page */
      breakeven_print_page_geometry (breakeven_print_get_page_setup (), &geometry);
      g_assert_true (breakeven_export_report_pdf (breakeven_document_get_project (document),
                                                  breakeven_document_get_analysis (document),
                                                  core_path, &geometry, &error));
      g_assert_no_error (error);
      text = pdf_text (path);
      core_text = pdf_text (core_path);
      g_assert_cmpstr (text, ==, core_text);
      g_assert_cmpuint (pdf_pages (path), ==, pdf_pages (core_path));

      /* On A4 portrait, the very text of --export; on any paper, its words */
      if (i == 0)
        g_assert_cmpstr (text, ==, cli_text);
      words = words_without_footers (text, title);
      g_assert_cmpstr (words, ==, cli_words);

      /* For a reviewer to look at, next to the screenshots */
      {
        g_autofree char *kept_name = g_strdup_printf ("printed-%s-%s.pdf", cases[i].paper,
                                                      cases[i].orientation == GTK_PAGE_ORIENTATION_PORTRAIT
                                                      ? "portrait" : "landscape");
        g_autofree char *kept = g_build_filename (g_getenv ("G_TEST_BUILDDIR") ? g_getenv ("G_TEST_BUILDDIR") : ".",
                                                  kept_name, NULL);
        g_autofree char *data = NULL;
        gsize length;

        g_assert_true (g_file_get_contents (path, &data, &length, NULL));
        g_assert_true (g_file_set_contents (kept, data, length, NULL));
      }
    }
  set_page_setup (GTK_PAPER_NAME_A4, GTK_PAGE_ORIENTATION_PORTRAIT);
}

/* Page ranges and the current page: GTK picks the pages from n-pages.  An export ignores
 * ranges, so this goes through the print dialog, to its "Print to File" printer */
static gboolean
respond_to_print_dialog (gpointer user_data)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);
      GtkPrinter *printer;

      if (!GTK_IS_PRINT_UNIX_DIALOG (window))
        continue;
      printer = gtk_print_unix_dialog_get_selected_printer (GTK_PRINT_UNIX_DIALOG (window));
      if (printer == NULL || !gtk_printer_is_virtual (printer))
        return G_SOURCE_CONTINUE;
      gtk_dialog_response (GTK_DIALOG (window), GTK_RESPONSE_OK);
      *(gboolean *) user_data = TRUE;
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

static void
print_through_dialog (BreakevenDocument *document,
                      const char        *path,
                      GtkPrintPages      pages,
                      const char        *ranges,
                      int                current_page)
{
  GtkPrintSettings *settings = breakeven_print_get_settings ();
  g_autofree char *uri = g_filename_to_uri (path, NULL, NULL);
  g_autoptr(GError) error = NULL;
  gboolean responded = FALSE;
  guint source;

  gtk_print_settings_set_printer (settings, "Print to File");
  gtk_print_settings_set (settings, GTK_PRINT_SETTINGS_OUTPUT_URI, uri);
  gtk_print_settings_set (settings, GTK_PRINT_SETTINGS_OUTPUT_FILE_FORMAT, "pdf");
  gtk_print_settings_set_print_pages (settings, pages);
  if (ranges != NULL)
    gtk_print_settings_set (settings, GTK_PRINT_SETTINGS_PAGE_RANGES, ranges);
  g_unlink (path);
  source = g_timeout_add (50, respond_to_print_dialog, &responded);
  g_assert_cmpint (breakeven_print_run (NULL, document, BREAKEVEN_PRINT_REPORT, 0, current_page,
                                        GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG, NULL, &error),
                   ==, GTK_PRINT_OPERATION_RESULT_APPLY);
  g_assert_no_error (error);
  g_assert_true (responded);
  if (!responded)
    g_source_remove (source);
  /* The file backend writes as the job goes, from the main loop */
  while (!g_file_test (path, G_FILE_TEST_IS_REGULAR))
    g_main_context_iteration (NULL, TRUE);
  flush_events ();
}

static void
test_print_ranges (void)
{
  g_autoptr(BreakevenDocument) document = sample_document ();
  g_autofree char *all_path = tmp_path ("all.pdf");
  g_autofree char *range_path = tmp_path ("range.pdf");
  g_autofree char *current_path = tmp_path ("current.pdf");
  g_autoptr(GError) error = NULL;
  g_autofree char *all_text = NULL;
  g_autofree char *range_text = NULL;
  g_autofree char *current_text = NULL;
  g_auto(GStrv) pages = NULL;
  guint n;

  /* The dialog's printers: the file backend alone (no print server here) */
  g_object_set (gtk_settings_get_default (), "gtk-print-backends", "file", NULL);
  set_page_setup (GTK_PAPER_NAME_A4, GTK_PAGE_ORIENTATION_PORTRAIT);
  g_assert_cmpint (breakeven_print_run (NULL, document, BREAKEVEN_PRINT_REPORT, 0, -1,
                                        GTK_PRINT_OPERATION_ACTION_EXPORT, all_path, &error),
                   ==, GTK_PRINT_OPERATION_RESULT_APPLY);
  n = pdf_pages (all_path);
  g_assert_cmpuint (n, >=, 3);
  all_text = pdf_text (all_path);
  pages = g_strsplit (all_text, "\f", -1);

  /* Page 2 alone */
  print_through_dialog (document, range_path, GTK_PRINT_PAGES_RANGES, "1", -1);
  g_assert_cmpuint (pdf_pages (range_path), ==, 1);
  range_text = pdf_text (range_path);
  {
    g_autofree char *page_two = g_strconcat (pages[1], "\f", NULL);

    g_assert_cmpstr (range_text, ==, page_two);
  }

  /* The current page (the last one, as the preview would pass it) */
  print_through_dialog (document, current_path, GTK_PRINT_PAGES_CURRENT, NULL, (int) n - 1);
  g_assert_cmpuint (pdf_pages (current_path), ==, 1);
  current_text = pdf_text (current_path);
  g_assert_true (g_str_has_prefix (current_text, pages[n - 1]));

  /* What the dialog printed with is the session's from now on */
  g_assert_cmpint (gtk_print_settings_get_print_pages (breakeven_print_get_settings ()), ==,
                   GTK_PRINT_PAGES_CURRENT);
  gtk_print_settings_set_print_pages (breakeven_print_get_settings (), GTK_PRINT_PAGES_ALL);
}

/* The chart alone: one page, the chart's title and axis in it */
static void
test_print_chart_alone (void)
{
  g_autoptr(BreakevenDocument) document = sample_document ();
  g_autofree char *path = tmp_path ("chart.pdf");
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  set_page_setup (GTK_PAPER_NAME_A4, GTK_PAGE_ORIENTATION_LANDSCAPE);
  g_assert_cmpint (breakeven_print_run (NULL, document, BREAKEVEN_PRINT_CHART,
                                        BREAKEVEN_CHART_KIND_SENSITIVITY, -1,
                                        GTK_PRINT_OPERATION_ACTION_EXPORT, path, &error),
                   ==, GTK_PRINT_OPERATION_RESULT_APPLY);
  g_assert_no_error (error);
  g_assert_cmpuint (pdf_pages (path), ==, 1);
  text = pdf_text (path);
  g_assert_nonnull (strstr (text, "h/day"));
  g_assert_null (strstr (text, "Page 1 of"));
  set_page_setup (GTK_PAPER_NAME_A4, GTK_PAGE_ORIENTATION_PORTRAIT);
}

/* Preview ------------------------------------------------------------------------------------ */

/* Pixels clearly darker than the paper and the window around it: ink */
static guint
count_ink (cairo_surface_t *surface)
{
  int width = cairo_image_surface_get_width (surface);
  int height = cairo_image_surface_get_height (surface);
  int stride = cairo_image_surface_get_stride (surface);
  const guchar *data = cairo_image_surface_get_data (surface);
  guint ink = 0;

  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      {
        const guint32 pixel = *(const guint32 *) (data + y * stride + 4 * x);
        guint a = pixel >> 24, r = (pixel >> 16) & 0xff, g = (pixel >> 8) & 0xff, b = pixel & 0xff;

        /* Opaque and dark (the sheet is white, what is around it transparent) */
        if (a > 200 && r + g + b < 3 * 160)
          ink++;
      }
  return ink;
}

/* What the preview shows in its page area, drawn with the whole window as the user sees it */
static cairo_surface_t *
render_page_area (GtkWidget *preview,
                  GtkWidget *area)
{
  cairo_surface_t *whole = render_widget (preview);
  graphene_rect_t bounds;
  cairo_surface_t *surface;
  cairo_t *cr;

  g_assert_true (gtk_widget_compute_bounds (area, preview, &bounds));
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, (int) bounds.size.width,
                                        (int) bounds.size.height);
  cr = cairo_create (surface);
  cairo_set_source_surface (cr, whole, -bounds.origin.x, -bounds.origin.y);
  cairo_paint (cr);
  cairo_destroy (cr);
  cairo_surface_destroy (whole);
  cairo_surface_flush (surface);
  return surface;
}

/* The page area once a frame has shown what was asked (a new page is drawn at the next frame) */
static cairo_surface_t *
wait_for_ink (GtkWidget *preview,
              GtkWidget *area)
{
  cairo_surface_t *surface = NULL;

  /* One frame at a time, as many as it takes */
  while (TRUE)
    {
      g_clear_pointer (&surface, cairo_surface_destroy);
      gtk_test_widget_wait_for_draw (preview);
      flush_events ();
      surface = render_page_area (preview, area);
      if (count_ink (surface) > 1500)
        break;
    }
  return surface;
}

static void
test_preview_draws_every_page (void)
{
  g_autoptr(BreakevenDocument) document = sample_document ();
  GtkWidget *preview = breakeven_print_preview_new (NULL, document, BREAKEVEN_CHART_KIND_CUMULATIVE);
  BreakevenPrintPreview *self = BREAKEVEN_PRINT_PREVIEW (preview);
  GtkWidget *area;
  guint n;

  gtk_window_set_default_size (GTK_WINDOW (preview), 700, 900);
  gtk_window_present (GTK_WINDOW (preview));
  gtk_test_widget_wait_for_draw (preview);
  flush_events ();
  area = find_by_name (preview, "preview-page");

  n = breakeven_print_preview_get_n_pages (self);
  g_assert_cmpuint (n, >=, 2);
  g_assert_false (gtk_widget_is_sensitive (find_by_name (preview, "preview-previous")));
  for (guint page = 0; page < n; page++)
    {
      cairo_surface_t *surface;
      g_autofree char *label = g_strdup_printf ("%u / %u", page + 1, n);

      if (page > 0)
        g_assert_true (gtk_widget_activate_action (preview, "preview.next", NULL));
      flush_events ();
      g_assert_cmpuint (breakeven_print_preview_get_page (self), ==, page);
      g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (find_by_name (preview, "preview-page-label"))),
                       ==, label);
      surface = wait_for_ink (preview, area);
      /* A page of text and tables, not a blank sheet */
      g_assert_cmpuint (count_ink (surface), >, 1500);
      if (page == 0 || page == n - 1)
        {
          cairo_surface_t *whole = render_widget (preview);

          write_surface_png (whole, page == 0 ? "print-preview.png" : "print-preview-last.png");
          cairo_surface_destroy (whole);
        }
      cairo_surface_destroy (surface);
    }
  g_assert_false (gtk_widget_is_sensitive (find_by_name (preview, "preview-next")));

  /* The chart alone: one page, drawn */
  breakeven_print_preview_set_content (self, BREAKEVEN_PRINT_CHART);
  flush_events ();
  g_assert_cmpuint (breakeven_print_preview_get_n_pages (self), ==, 1);
  g_assert_cmpuint (breakeven_print_preview_get_page (self), ==, 0);
  {
    cairo_surface_t *surface = wait_for_ink (preview, area);

    g_assert_cmpuint (count_ink (surface), >, 1500);
    cairo_surface_destroy (surface);
    surface = render_widget (preview);
    write_surface_png (surface, "print-preview-chart.png");
    cairo_surface_destroy (surface);
  }
  gtk_window_destroy (GTK_WINDOW (preview));
  flush_events ();
}

/* Export dialog ------------------------------------------------------------------------------ */

static BreakevenWindow *
new_window (void)
{
  BreakevenWindow *window = breakeven_window_new (NULL);
  g_autoptr(GFile) file = g_file_new_for_path (sample_path ());

  g_assert_true (breakeven_window_load_file (window, file, NULL));
  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 700);
  gtk_window_present (GTK_WINDOW (window));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  flush_events ();
  return window;
}

static BreakevenExportDialog *
new_dialog (BreakevenWindow *window)
{
  GtkWidget *dialog;

  /* As the window opens it: the window writes what the dialog chose */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.export", NULL));
  flush_events ();
  dialog = GTK_WIDGET (find_toplevel (BREAKEVEN_TYPE_EXPORT_DIALOG));
  g_object_ref (dialog);
  breakeven_export_dialog_set_chart (BREAKEVEN_EXPORT_DIALOG (dialog),
                                     BREAKEVEN_CHART_KIND_CUMULATIVE);
  gtk_test_widget_wait_for_draw (dialog);
  flush_events ();
  return BREAKEVEN_EXPORT_DIALOG (dialog);
}

static void
destroy_all (BreakevenWindow       *window,
             BreakevenExportDialog *dialog)
{
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_object_unref (dialog);
  gtk_window_destroy (GTK_WINDOW (window));
  flush_events ();
}

static char *
export_with_dialog (BreakevenExportDialog *dialog,
                    BreakevenExportFormat  format,
                    const char            *stem)
{
  g_autofree char *name = NULL;
  g_autofree char *path = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;

  breakeven_export_dialog_set_format (dialog, format);
  name = g_strconcat (stem, ".", breakeven_export_format_get_extension (format), NULL);
  /* The format gave the name its extension */
  g_assert_true (g_str_has_suffix (breakeven_export_dialog_get_file_name (dialog),
                                   breakeven_export_format_get_extension (format)));
  path = tmp_path (name);
  g_unlink (path);
  file = g_file_new_for_path (path);
  g_assert_true (breakeven_export_dialog_export_to (dialog, file, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  return g_steal_pointer (&path);
}

static void
check_csv (const char      *path,
           BreakevenAnalysis *analysis)
{
  /* Python's own CSV reader: a header, one row per month, every field a '.' decimal or empty */
  static const char script[] =
    "import csv, sys\n"
    "with open(sys.argv[1], newline='', encoding='utf-8') as f:\n"
    "    rows = list(csv.reader(f))\n"
    "head = rows[0]\n"
    "assert head[:3] == ['month', 'build_cash', 'build_net'], head\n"
    "for r in rows[1:]:\n"
    "    assert len(r) == len(head), r\n"
    "    for v in r:\n"
    "        if v: float(v); assert ',' not in v\n"
    "print(len(head) - 3, len(rows) - 1, rows[-1][0])\n";
  const char *argv[] = { "python3", "-c", script, path, NULL };
  g_autofree char *out = run (argv);
  g_auto(GStrv) fields = g_strsplit (g_strstrip (out), " ", -1);
  char buf[BREAKEVEN_REPORT_NUMBER_BUF_SIZE];

  g_assert_cmpuint (g_strv_length (fields), ==, 3);
  g_assert_cmpuint (g_ascii_strtoull (fields[0], NULL, 10), ==, analysis->offers->len);
  g_assert_cmpuint (g_ascii_strtoull (fields[1], NULL, 10), >, 10);
  /* The last row is the horizon */
  g_assert_cmpstr (fields[2], ==,
                   breakeven_report_format_number (analysis->inputs.horizon_months, buf));
}

static void
check_svg (const char       *path,
           BreakevenProject *project)
{
  xmlDocPtr doc = xmlReadFile (path, NULL, XML_PARSE_NONET);
  xmlNodePtr root;
  guint n_text = 0;
  gboolean title_found = FALSE, family_named = FALSE;
  GQueue queue = G_QUEUE_INIT;

  g_assert_nonnull (doc);
  root = xmlDocGetRootElement (doc);
  g_assert_cmpstr ((const char *) root->name, ==, "svg");
  g_queue_push_tail (&queue, root);
  while (!g_queue_is_empty (&queue))
    {
      xmlNodePtr node = g_queue_pop_head (&queue);

      for (xmlNodePtr child = node->children; child != NULL; child = child->next)
        if (child->type == XML_ELEMENT_NODE)
          g_queue_push_tail (&queue, child);
      if (node->type != XML_ELEMENT_NODE || strcmp ((const char *) node->name, "text") != 0)
        continue;
      n_text++;
      {
        xmlChar *content = xmlNodeGetContent (node);
        xmlChar *family = xmlGetProp (node, (const xmlChar *) "font-family");
        xmlChar *size = xmlGetProp (node, (const xmlChar *) "font-size");

        if (g_strcmp0 ((const char *) content, breakeven_project_get_title (project)) == 0)
          title_found = TRUE;
        if (family != NULL && strstr ((const char *) family, "sans-serif") != NULL)
          family_named = TRUE;
        g_assert_nonnull (size);
        g_assert_cmpfloat (g_ascii_strtod ((const char *) size, NULL), >, 4);
        xmlFree (content);
        xmlFree (family);
        xmlFree (size);
      }
    }
  g_assert_cmpuint (n_text, >, 10);
  g_assert_true (title_found);
  g_assert_true (family_named);
  xmlFreeDoc (doc);
}

static void
check_png (const char *path,
           guint       width,
           guint       height)
{
  static const guchar signature[8] = { 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n' };
  g_autofree guchar *data = NULL;
  gsize length;

  g_assert_true (g_file_get_contents (path, (char **) &data, &length, NULL));
  g_assert_cmpuint (length, >, 33);
  g_assert_cmpmem (data, 8, signature, 8);
  g_assert_cmpmem (data + 12, 4, "IHDR", 4);
  g_assert_cmpuint (GUINT32_FROM_BE (*(guint32 *) (data + 16)), ==, width);
  g_assert_cmpuint (GUINT32_FROM_BE (*(guint32 *) (data + 20)), ==, height);
}

static void
check_markdown (const char        *path,
                BreakevenProject  *project,
                BreakevenAnalysis *analysis)
{
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  GListModel *parts = G_LIST_MODEL (breakeven_project_get_parts (project));
  g_autofree char *total = breakeven_format_money (analysis->parts_total,
                                                   breakeven_project_get_currency (project), 2);
  double sum = 0;
  guint n_rows = 0;
  gboolean total_found = FALSE;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) cells = NULL;

      if (!g_str_has_prefix (lines[i], "|"))
        continue;
      cells = g_strsplit (lines[i], "|", -1);
      /* "| a | b | c | d | e | f |": empty before the first pipe and after the last */
      g_assert_cmpuint (g_strv_length (cells), ==, 8);
      n_rows++;
      if (strstr (cells[1], "Total") != NULL)
        {
          g_autofree char *cell = g_strdup (cells[5]);

          g_autofree char *expected = g_strconcat ("**", total, "**", NULL);

          g_strstrip (cell);
          g_assert_cmpstr (cell, ==, expected);
          total_found = TRUE;
        }
    }
  /* Header, rule, one row per part, total */
  g_assert_cmpuint (n_rows, ==, g_list_model_get_n_items (parts) + 3);
  g_assert_true (total_found);
  for (guint i = 0; i < g_list_model_get_n_items (parts); i++)
    {
      g_autoptr(BreakevenPart) part = g_list_model_get_item (parts, i);

      sum += breakeven_part_get_line_total (part);
    }
  g_assert_cmpfloat_with_epsilon (sum, analysis->parts_total, 1e-6);
}

static void
test_export_formats (void)
{
  BreakevenWindow *window = new_window ();
  BreakevenExportDialog *dialog = new_dialog (window);
  BreakevenDocument *document = breakeven_window_get_document (window);
  BreakevenProject *project = breakeven_document_get_project (document);
  BreakevenAnalysis *analysis = breakeven_document_get_analysis (document);
  g_autofree char *pdf = NULL, *svg = NULL, *png = NULL, *csv = NULL, *md = NULL, *json = NULL;
  g_autofree char *json_text = NULL;
  g_autofree char *cli_json = NULL;
  const char *argv[] = { g_getenv ("BREAKEVEN_BIN"), sample_path (), "--summary", "--json", NULL };

  {
    cairo_surface_t *surface = render_widget (GTK_WIDGET (dialog));

    write_surface_png (surface, "export-dialog.png");
    cairo_surface_destroy (surface);
  }

  pdf = export_with_dialog (dialog, BREAKEVEN_EXPORT_FORMAT_PDF, "Workstation");
  g_assert_cmpuint (pdf_pages (pdf), >=, 2);

  breakeven_export_dialog_set_chart (dialog, BREAKEVEN_CHART_KIND_BUDGET);
  breakeven_export_dialog_set_size (dialog, 900, 600);
  svg = export_with_dialog (dialog, BREAKEVEN_EXPORT_FORMAT_SVG, "Workstation");
  check_svg (svg, project);
  {
    g_autofree char *contents = NULL;

    /* The chart chosen, not the cumulative one: the budget's centre label */
    g_assert_true (g_file_get_contents (svg, &contents, NULL, NULL));
    g_assert_nonnull (strstr (contents, "GPU share"));
    g_assert_nonnull (strstr (contents, "width=\"900pt\""));
  }

  breakeven_export_dialog_set_chart (dialog, BREAKEVEN_CHART_KIND_CUMULATIVE);
  breakeven_export_dialog_set_size (dialog, 640, 480);
  png = export_with_dialog (dialog, BREAKEVEN_EXPORT_FORMAT_PNG, "Workstation");
  check_png (png, 640, 480);

  csv = export_with_dialog (dialog, BREAKEVEN_EXPORT_FORMAT_CSV, "Workstation");
  check_csv (csv, analysis);

  md = export_with_dialog (dialog, BREAKEVEN_EXPORT_FORMAT_MARKDOWN, "Workstation");
  check_markdown (md, project, analysis);

  json = export_with_dialog (dialog, BREAKEVEN_EXPORT_FORMAT_JSON, "Workstation");
  g_assert_true (g_file_get_contents (json, &json_text, NULL, NULL));
  g_assert_nonnull (argv[0]);
  cli_json = run (argv);
  g_assert_cmpstr (g_strstrip (json_text), ==, g_strstrip (cli_json));

  /* Exporting is no edit */
  g_assert_false (breakeven_window_get_modified (window));
  destroy_all (window, dialog);
}

static void
test_export_type_follows_name (void)
{
  BreakevenWindow *window = new_window ();
  BreakevenExportDialog *dialog = new_dialog (window);
  g_autofree char *bare = tmp_path ("bare");
  g_autofree char *bare_svg = tmp_path ("bare.svg");
  g_autofree char *named = tmp_path ("named.json");
  g_autoptr(GFile) bare_file = g_file_new_for_path (bare);
  g_autoptr(GFile) named_file = g_file_new_for_path (named);

  /* Opens on the report, its name from the project */
  g_assert_cmpint (breakeven_export_dialog_get_format (dialog), ==, BREAKEVEN_EXPORT_FORMAT_PDF);
  g_assert_true (g_str_has_suffix (breakeven_export_dialog_get_file_name (dialog), ".pdf"));
  g_assert_false (gtk_widget_get_sensitive (find_by_name (GTK_WIDGET (dialog), "export-size")));

  /* Type → name */
  breakeven_export_dialog_set_file_name (dialog, "plan.pdf");
  breakeven_export_dialog_set_format (dialog, BREAKEVEN_EXPORT_FORMAT_CSV);
  g_assert_cmpstr (breakeven_export_dialog_get_file_name (dialog), ==, "plan.csv");
  breakeven_export_dialog_set_format (dialog, BREAKEVEN_EXPORT_FORMAT_PNG);
  g_assert_cmpstr (breakeven_export_dialog_get_file_name (dialog), ==, "plan.png");
  g_assert_true (gtk_widget_get_sensitive (find_by_name (GTK_WIDGET (dialog), "export-size")));

  /* Name → type, as typed (any case); an unknown extension changes nothing */
  gtk_editable_set_text (GTK_EDITABLE (find_by_name (GTK_WIDGET (dialog), "export-name")),
                         "parts.MD");
  g_assert_cmpint (breakeven_export_dialog_get_format (dialog), ==,
                   BREAKEVEN_EXPORT_FORMAT_MARKDOWN);
  g_assert_cmpstr (breakeven_export_dialog_get_file_name (dialog), ==, "parts.MD");
  breakeven_export_dialog_set_file_name (dialog, "parts.txt");
  g_assert_cmpint (breakeven_export_dialog_get_format (dialog), ==,
                   BREAKEVEN_EXPORT_FORMAT_MARKDOWN);
  breakeven_export_dialog_set_format (dialog, BREAKEVEN_EXPORT_FORMAT_JSON);
  g_assert_cmpstr (breakeven_export_dialog_get_file_name (dialog), ==, "parts.txt.json");

  /* The chooser's answer: a bare name gets the format's extension ... */
  breakeven_export_dialog_set_format (dialog, BREAKEVEN_EXPORT_FORMAT_SVG);
  g_unlink (bare_svg);
  g_assert_true (breakeven_export_dialog_export_to (dialog, bare_file, NULL));
  g_assert_true (g_file_test (bare_svg, G_FILE_TEST_IS_REGULAR));
  g_assert_false (g_file_test (bare, G_FILE_TEST_EXISTS));

  /* ... and a known extension chooses the format */
  breakeven_export_dialog_set_format (dialog, BREAKEVEN_EXPORT_FORMAT_PDF);
  g_assert_true (breakeven_export_dialog_export_to (dialog, named_file, NULL));
  g_assert_cmpint (breakeven_export_dialog_get_format (dialog), ==, BREAKEVEN_EXPORT_FORMAT_JSON);
  {
    g_autofree char *text = NULL;

    g_assert_true (g_file_get_contents (named, &text, NULL, NULL));
    g_assert_true (g_str_has_prefix (text, "{"));
  }
  destroy_all (window, dialog);
}

/* Ctrl+E and the print preview start from the chart the window shows (the old Export always
 * drew the cumulative chart) */
static void
test_dialogs_follow_the_chart_shown (void)
{
  BreakevenWindow *window = new_window ();
  g_autoptr(GPtrArray) views = g_ptr_array_new ();
  BreakevenExportDialog *dialog;
  GtkWindow *preview;

  collect_by_type (GTK_WIDGET (window), BREAKEVEN_TYPE_CHART_VIEW, views);
  g_assert_cmpuint (views->len, ==, 1);
  breakeven_chart_view_set_kind (g_ptr_array_index (views, 0), BREAKEVEN_CHART_KIND_BUDGET);
  g_assert_cmpint (breakeven_window_get_chart_kind (window), ==, BREAKEVEN_CHART_KIND_BUDGET);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.export", NULL));
  flush_events ();
  dialog = BREAKEVEN_EXPORT_DIALOG (find_toplevel (BREAKEVEN_TYPE_EXPORT_DIALOG));
  g_assert_cmpint (breakeven_export_dialog_get_chart (dialog), ==, BREAKEVEN_CHART_KIND_BUDGET);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (dialog)) == GTK_WINDOW (window));
  gtk_window_destroy (GTK_WINDOW (dialog));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.print-preview", NULL));
  flush_events ();
  preview = find_toplevel (BREAKEVEN_TYPE_PRINT_PREVIEW);
  breakeven_print_preview_set_content (BREAKEVEN_PRINT_PREVIEW (preview), BREAKEVEN_PRINT_CHART);
  flush_events ();
  g_assert_cmpuint (breakeven_print_preview_get_n_pages (BREAKEVEN_PRINT_PREVIEW (preview)), ==, 1);
  gtk_window_destroy (preview);

  /* The toast's Open button has an action to go to, taking the file's URI */
  {
    GtkWidgetClass *klass = GTK_WIDGET_GET_CLASS (window);
    gboolean found = FALSE;
    const char *name, *property;
    const GVariantType *type;
    GType owner;

    /* GTK 4.8 writes every out argument: none may be NULL */
    for (guint i = 0; gtk_widget_class_query_action (klass, i, &owner, &name, &type, &property); i++)
      if (g_str_equal (name, "win.open-exported"))
        {
          g_assert_true (g_variant_type_equal (type, G_VARIANT_TYPE_STRING));
          found = TRUE;
        }
    g_assert_true (found);
  }
  gtk_window_destroy (GTK_WINDOW (window));
  flush_events ();
}

static void
close_message_dialogs (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = g_list_model_get_n_items (toplevels); i > 0; i--)
    {
      g_autoptr(GtkWindow) w = g_list_model_get_item (toplevels, i - 1);

      if (ADW_IS_MESSAGE_DIALOG (w))
        gtk_window_destroy (w);
    }
  flush_events ();
}

static void
test_failed_export_keeps_file (void)
{
  BreakevenWindow *window = new_window ();
  g_autofree char *path = tmp_path ("keep.png");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *missing = tmp_path ("no-such-dir/out.csv");
  g_autoptr(GFile) missing_file = g_file_new_for_path (missing);
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;

  g_assert_true (g_file_set_contents (path, "previous", -1, NULL));
  /* Too large to draw: refused, the file as it was */
  g_assert_false (breakeven_window_export_as (window, file, BREAKEVEN_EXPORT_FORMAT_PNG,
                                             BREAKEVEN_CHART_KIND_CUMULATIVE,
                                             BREAKEVEN_EXPORT_MAX_SIZE + 1, 100, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, "previous");

  /* No folder to write in: nothing written, no temporary file left */
  g_assert_false (breakeven_window_export_as (window, missing_file, BREAKEVEN_EXPORT_FORMAT_CSV,
                                             BREAKEVEN_CHART_KIND_CUMULATIVE, 0, 0, &error));
  g_assert_nonnull (error);
  g_assert_false (g_file_test (missing, G_FILE_TEST_EXISTS));
  close_message_dialogs ();
  gtk_window_destroy (GTK_WINDOW (window));
  flush_events ();
}

int
main (int    argc,
      char **argv)
{
  int status;

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/print/export-matches-report", test_print_matches_export);
  g_test_add_func ("/print/ranges", test_print_ranges);
  g_test_add_func ("/print/chart-alone", test_print_chart_alone);
  g_test_add_func ("/print/preview", test_preview_draws_every_page);
  g_test_add_func ("/export/formats", test_export_formats);
  g_test_add_func ("/export/type-follows-name", test_export_type_follows_name);
  g_test_add_func ("/export/failure-keeps-file", test_failed_export_keeps_file);
  g_test_add_func ("/export/follows-chart-shown", test_dialogs_follow_the_chart_shown);
  status = g_test_run ();
  if (test_dir != NULL)
    {
      g_autoptr(GDir) dir = g_dir_open (test_dir, 0, NULL);
      const char *name;

      while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *path = g_build_filename (test_dir, name, NULL);
          g_unlink (path);
        }
      g_rmdir (test_dir);
      g_free (test_dir);
    }
  return status;
}
