/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-print.c: printing the report or the chart alone, with the core's renderers
 *
 * The print operation paginates in begin-print on the page setup the dialog settled on (its
 * paper, orientation and margins), with the print context's own Pango context, and draws each
 * page with breakeven_report_pages_render_page (): the same code as the PDF export.  It sets
 * n-pages, so GTK applies page ranges and "current page" itself.  The operation uses the full
 * page (origin at the paper's corner) and keeps the report's margins, so an A4 page prints as
 * the exported PDF does.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "breakeven-chart.h"
#include "breakeven-print.h"
#include "breakeven-window.h"

/* The report's own margins (breakeven_page_geometry_init_a4) */
#define REPORT_MARGIN_PT (18.0 / 25.4 * 72.0)

/* Session ------------------------------------------------------------------------------------ */

/* One for the process (which runs one application), so every window prints with what was
 * chosen last */
typedef struct
{
  GtkPrintSettings *settings;
  GtkPageSetup *page_setup;
} PrintSession;

static PrintSession *
print_session (void)
{
  static PrintSession session;

  if (session.settings == NULL)
    session.settings = gtk_print_settings_new ();
  if (session.page_setup == NULL)
    {
      g_autoptr(GtkPaperSize) a4 = gtk_paper_size_new (GTK_PAPER_NAME_A4);

      session.page_setup = gtk_page_setup_new ();
      gtk_page_setup_set_paper_size_and_default_margins (session.page_setup, a4);
    }
  return &session;
}

GtkPrintSettings *
breakeven_print_get_settings (void)
{
  return print_session ()->settings;
}

GtkPageSetup *
breakeven_print_get_page_setup (void)
{
  return print_session ()->page_setup;
}

void
breakeven_print_set_page_setup (GtkPageSetup *setup)
{
  PrintSession *session = print_session ();

  g_return_if_fail (GTK_IS_PAGE_SETUP (setup));
  /* A copy: the caller's may change (a dialog's) */
  g_clear_object (&session->page_setup);
  session->page_setup = gtk_page_setup_copy (setup);
}

void
breakeven_print_page_geometry (GtkPageSetup          *setup,
                               BreakevenPageGeometry *geometry)
{
  g_return_if_fail (GTK_IS_PAGE_SETUP (setup));

  /* Both follow the orientation */
  breakeven_page_geometry_init (geometry, gtk_page_setup_get_paper_width (setup, GTK_UNIT_POINTS),
                                gtk_page_setup_get_paper_height (setup, GTK_UNIT_POINTS));
  geometry->margin_top = MAX (REPORT_MARGIN_PT, gtk_page_setup_get_top_margin (setup, GTK_UNIT_POINTS));
  geometry->margin_bottom = MAX (REPORT_MARGIN_PT,
                                 gtk_page_setup_get_bottom_margin (setup, GTK_UNIT_POINTS));
  geometry->margin_left = MAX (REPORT_MARGIN_PT, gtk_page_setup_get_left_margin (setup, GTK_UNIT_POINTS));
  geometry->margin_right = MAX (REPORT_MARGIN_PT,
                                gtk_page_setup_get_right_margin (setup, GTK_UNIT_POINTS));
}

/* Job ---------------------------------------------------------------------------------------- */

struct _BreakevenPrintJob
{
  BreakevenProject *project;
  BreakevenAnalysis *analysis;
  BreakevenPrintContent content;
  BreakevenChartKind chart;
  BreakevenReportPages *pages;
  PangoContext *context;
  BreakevenPageGeometry geometry;
  guint n_pages;
  /* The offers whose lines the window's chart leaves out */
  gboolean *hidden;
  guint n_hidden;
  /* The page setup the dialog settled on, to remember */
  GtkPageSetup *used_setup;
};

BreakevenPrintJob *
breakeven_print_job_new (BreakevenDocument     *document,
                         BreakevenPrintContent  content,
                         BreakevenChartKind     chart)
{
  BreakevenPrintJob *job;

  g_return_val_if_fail (BREAKEVEN_IS_DOCUMENT (document), NULL);

  /* What the document shows now, not as of the last main-loop turn */
  breakeven_document_flush (document);
  job = g_new0 (BreakevenPrintJob, 1);
  job->project = g_object_ref (breakeven_document_get_project (document));
  job->analysis = breakeven_analysis_ref (breakeven_document_get_analysis (document));
  job->content = content;
  job->chart = chart;
  job->pages = breakeven_report_pages_new (job->project, job->analysis);
  return job;
}

void
breakeven_print_job_free (BreakevenPrintJob *job)
{
  if (job == NULL)
    return;
  g_clear_object (&job->used_setup);
  g_clear_pointer (&job->hidden, g_free);
  g_clear_pointer (&job->pages, breakeven_report_pages_free);
  g_clear_object (&job->context);
  g_clear_pointer (&job->analysis, breakeven_analysis_unref);
  g_clear_object (&job->project);
  g_free (job);
}

void
breakeven_print_job_set_hidden (BreakevenPrintJob *job,
                                const gboolean    *hidden,
                                guint              n_hidden)
{
  g_return_if_fail (job != NULL);
  g_return_if_fail (hidden != NULL || n_hidden == 0);
  g_clear_pointer (&job->hidden, g_free);
  job->n_hidden = n_hidden;
  if (n_hidden > 0)
    job->hidden = g_memdup2 (hidden, n_hidden * sizeof (gboolean));
  breakeven_report_pages_set_hidden (job->pages, hidden, n_hidden);
}

void
breakeven_print_job_set_hidden_from (BreakevenPrintJob *job,
                                     GtkWindow         *window)
{
  BreakevenChartView *chart = BREAKEVEN_IS_WINDOW (window)
                              ? breakeven_window_get_chart (BREAKEVEN_WINDOW (window)) : NULL;
  guint n_hidden = 0;
  g_autofree gboolean *hidden = NULL;

  g_return_if_fail (job != NULL);
  if (chart == NULL)
    return;
  hidden = breakeven_chart_view_dup_hidden (chart, &n_hidden);
  breakeven_print_job_set_hidden (job, hidden, n_hidden);
}

BreakevenPrintContent
breakeven_print_job_get_content (BreakevenPrintJob *job)
{
  return job->content;
}

guint
breakeven_print_job_paginate (BreakevenPrintJob           *job,
                              PangoContext                *context,
                              const BreakevenPageGeometry *geometry)
{
  g_return_val_if_fail (job != NULL, 0);
  g_return_val_if_fail (PANGO_IS_CONTEXT (context), 0);

  g_set_object (&job->context, context);
  job->geometry = *geometry;
  if (job->content == BREAKEVEN_PRINT_CHART)
    job->n_pages = 1;
  else
    job->n_pages = breakeven_report_pages_paginate (job->pages, context, geometry);
  return job->n_pages;
}

guint
breakeven_print_job_get_n_pages (BreakevenPrintJob *job)
{
  return job->n_pages;
}

static void
render_chart_page (BreakevenPrintJob *job,
                   cairo_t           *cr)
{
  const BreakevenPageGeometry *g = &job->geometry;
  double width = g->width - g->margin_left - g->margin_right;
  double height = g->height - g->margin_top - g->margin_bottom;
  BreakevenChartPalette palette;
  BreakevenChartOptions options = { 0 };

  breakeven_chart_palette_init_print (&palette);
  options.palette = &palette;
  options.currency = breakeven_project_get_currency (job->project);
  options.title = breakeven_project_get_title (job->project);
  options.pango_context = job->context;
  /* Sized for paper: the on-screen rule would make page-sized text */
  options.font_size = 10;
  options.hidden = job->hidden;
  options.n_hidden = job->n_hidden;
  cairo_save (cr);
  cairo_translate (cr, g->margin_left, g->margin_top);
  breakeven_chart_draw (job->chart, cr, width, height, job->project, job->analysis, &options,
                        NULL);
  cairo_restore (cr);
}

void
breakeven_print_job_render_page (BreakevenPrintJob *job,
                                 cairo_t           *cr,
                                 guint              page)
{
  g_return_if_fail (job != NULL && job->context != NULL);
  g_return_if_fail (page < job->n_pages);

  if (job->content == BREAKEVEN_PRINT_CHART)
    render_chart_page (job, cr);
  else
    breakeven_report_pages_render_page (job->pages, cr, job->context, page);
}

/* Operation ---------------------------------------------------------------------------------- */

static void
on_begin_print (GtkPrintOperation *operation,
                GtkPrintContext   *context,
                gpointer           user_data)
{
  BreakevenPrintJob *job = user_data;
  PangoContext *pango = gtk_print_context_create_pango_context (context);
  GtkPageSetup *setup = gtk_print_context_get_page_setup (context);
  BreakevenPageGeometry geometry;

  breakeven_report_pages_prepare_pango_context (pango);
  g_set_object (&job->used_setup, setup);
  breakeven_print_page_geometry (setup, &geometry);
  gtk_print_operation_set_n_pages (operation, breakeven_print_job_paginate (job, pango, &geometry));
  g_object_unref (pango);
}

static void
on_draw_page (GtkPrintOperation *operation,
              GtkPrintContext   *context,
              int                page_nr,
              gpointer           user_data)
{
  BreakevenPrintJob *job = user_data;

  breakeven_print_job_render_page (job, gtk_print_context_get_cairo_context (context), page_nr);
}

/* Printer, copies, paper and orientation, as chosen, for the next print this session */
static void
remember_choices (GtkPrintOperation *operation,
                  BreakevenPrintJob *job)
{
  PrintSession *session = print_session ();
  GtkPrintSettings *settings = gtk_print_operation_get_print_settings (operation);

  if (settings != NULL)
    g_set_object (&session->settings, settings);
  if (job->used_setup != NULL)
    breakeven_print_set_page_setup (job->used_setup);
}

GtkPrintOperation *
breakeven_print_operation_new (BreakevenPrintJob *job,
                               int                current_page)
{
  GtkPrintOperation *operation = gtk_print_operation_new ();
  PrintSession *session = print_session ();
  g_autofree char *name = NULL;
  const char *title;


  g_return_val_if_fail (job != NULL, NULL);

  title = breakeven_project_get_title (job->project);
  name = g_strdup (title != NULL && *title != '\0' ? title : _("Breakeven report"));
  gtk_print_operation_set_job_name (operation, name);
  gtk_print_operation_set_print_settings (operation, session->settings);
  gtk_print_operation_set_default_page_setup (operation, session->page_setup);
  gtk_print_operation_set_unit (operation, GTK_UNIT_POINTS);
  gtk_print_operation_set_use_full_page (operation, TRUE);
  gtk_print_operation_set_embed_page_setup (operation, TRUE);
  if (current_page >= 0)
    gtk_print_operation_set_current_page (operation, current_page);
  g_signal_connect (operation, "begin-print", G_CALLBACK (on_begin_print), job);
  g_signal_connect (operation, "draw-page", G_CALLBACK (on_draw_page), job);
  return operation;
}

GtkPrintOperationResult
breakeven_print_run (GtkWindow               *parent,
                     BreakevenDocument       *document,
                     BreakevenPrintContent    content,
                     BreakevenChartKind       chart,
                     int                      current_page,
                     GtkPrintOperationAction  action,
                     const char              *export_path,
                     GError                 **error)
{
  g_autoptr(BreakevenPrintJob) job = breakeven_print_job_new (document, content, chart);
  g_autoptr(GtkPrintOperation) operation = NULL;
  GtkPrintOperationResult result;

  /* The lines turned off in the window stay off on paper, as in an export */
  breakeven_print_job_set_hidden_from (job, parent);
  operation = breakeven_print_operation_new (job, current_page);
  if (export_path != NULL)
    gtk_print_operation_set_export_filename (operation, export_path);
  /* Synchronous: the job lives until the last page is drawn */
  result = gtk_print_operation_run (operation, action, parent, error);
  if (result == GTK_PRINT_OPERATION_RESULT_APPLY)
    remember_choices (operation, job);
  return result;
}
