/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-export.c: headless export: the PDF report, or the cumulative chart as SVG or PNG */

#include "config.h"

#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <glib/gi18n.h>

#include "breakeven-chart.h"
#include "breakeven-export.h"
#include "breakeven-report-pages.h"

/* Cairo's image surfaces stop at 32767; far below that a chart is already a poster */

typedef enum
{
  EXPORT_PDF,
  EXPORT_SVG,
  EXPORT_PNG,
} ExportFormat;

/* Cairo writes through this into the GFileOutputStream; the first error is kept */
typedef struct
{
  GOutputStream *stream;
  GError *error;
} ExportSink;

static cairo_status_t
sink_write (void                *closure,
            const unsigned char *data,
            unsigned int         length)
{
  ExportSink *sink = closure;

  if (sink->error != NULL)
    return CAIRO_STATUS_WRITE_ERROR;
  if (!g_output_stream_write_all (sink->stream, data, length, NULL, NULL, &sink->error))
    return CAIRO_STATUS_WRITE_ERROR;
  return CAIRO_STATUS_SUCCESS;
}

static gboolean
format_from_path (const char   *path,
                  ExportFormat *format)
{
  g_autofree char *lower = g_ascii_strdown (path, -1);

  if (g_str_has_suffix (lower, ".pdf"))
    *format = EXPORT_PDF;
  else if (g_str_has_suffix (lower, ".svg"))
    *format = EXPORT_SVG;
  else if (g_str_has_suffix (lower, ".png"))
    *format = EXPORT_PNG;
  else
    return FALSE;
  return TRUE;
}

static void
render_report (BreakevenProject        *project,
               const BreakevenAnalysis *analysis,
               cairo_surface_t         *surface)
{
  g_autoptr(BreakevenReportPages) pages = breakeven_report_pages_new (project, analysis);
  /* No g_autoptr: Pango 1.50 declares no cleanup for PangoContext */
  PangoContext *context = breakeven_report_pages_create_pango_context ();
  BreakevenPageGeometry geometry;
  cairo_t *cr = cairo_create (surface);
  guint n;

  breakeven_page_geometry_init_a4 (&geometry);
  n = breakeven_report_pages_paginate (pages, context, &geometry);
  for (guint page = 0; page < n; page++)
    {
      breakeven_report_pages_render_page (pages, cr, context, page);
      cairo_show_page (cr);
    }
  cairo_destroy (cr);
  g_object_unref (context);
}

static void
render_chart (BreakevenProject        *project,
              const BreakevenAnalysis *analysis,
              cairo_surface_t         *surface,
              int                      width,
              int                      height)
{
  BreakevenChartPalette palette;
  BreakevenChartOptions options = { 0 };
  const char *title = breakeven_project_get_title (project);
  cairo_t *cr = cairo_create (surface);

  breakeven_chart_palette_init_light (&palette);
  options.palette = &palette;
  options.currency = breakeven_project_get_currency (project);
  options.title = title;
  breakeven_chart_draw_cumulative (cr, width, height, analysis, &options, NULL);
  cairo_destroy (cr);
}

gboolean
breakeven_export_to_file (BreakevenProject        *project,
                          const BreakevenAnalysis *analysis,
                          const char              *path,
                          int                      width,
                          int                      height,
                          GError                 **error)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GFileOutputStream) stream = NULL;
  g_autoptr(GCancellable) cancellable = NULL;
  ExportSink sink = { 0 };
  cairo_surface_t *surface = NULL;
  cairo_status_t status;
  ExportFormat format;

  g_return_val_if_fail (BREAKEVEN_IS_PROJECT (project), FALSE);
  g_return_val_if_fail (analysis != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!format_from_path (path, &format))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   /* Translators: %s is a file name */
                   _("Cannot export to “%s”: the name must end in .pdf, .svg or .png"), path);
      return FALSE;
    }
  if (width <= 0)
    width = BREAKEVEN_EXPORT_DEFAULT_WIDTH;
  if (height <= 0)
    height = BREAKEVEN_EXPORT_DEFAULT_HEIGHT;
  if (format != EXPORT_PDF && (width > BREAKEVEN_EXPORT_MAX_SIZE || height > BREAKEVEN_EXPORT_MAX_SIZE))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("The chart size %d×%d is too large (at most %d×%d)"),
                   width, height, BREAKEVEN_EXPORT_MAX_SIZE, BREAKEVEN_EXPORT_MAX_SIZE);
      return FALSE;
    }

  /* Written to a temporary file and moved into place only when complete: a failed export
   * leaves any previous file as it was */
  file = g_file_new_for_path (path);
  stream = g_file_replace (file, NULL, FALSE, G_FILE_CREATE_REPLACE_DESTINATION, NULL, error);
  if (stream == NULL)
    return FALSE;
  sink.stream = G_OUTPUT_STREAM (stream);

  switch (format)
    {
    case EXPORT_PDF:
      surface = cairo_pdf_surface_create_for_stream (sink_write, &sink, BREAKEVEN_A4_WIDTH_PT,
                                                     BREAKEVEN_A4_HEIGHT_PT);
      if (breakeven_project_get_title (project) != NULL)
        cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_TITLE,
                                        breakeven_project_get_title (project));
      cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR,
                                      "Breakeven " PACKAGE_VERSION);
      render_report (project, analysis, surface);
      break;
    case EXPORT_SVG:
      surface = cairo_svg_surface_create_for_stream (sink_write, &sink, width, height);
      cairo_svg_surface_restrict_to_version (surface, CAIRO_SVG_VERSION_1_1);
      render_chart (project, analysis, surface, width, height);
      break;
    case EXPORT_PNG:
    default:
      surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
      render_chart (project, analysis, surface, width, height);
      cairo_surface_flush (surface);
      if (cairo_surface_status (surface) == CAIRO_STATUS_SUCCESS)
        cairo_surface_write_to_png_stream (surface, sink_write, &sink);
      break;
    }
  cairo_surface_finish (surface);
  status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);

  if (sink.error == NULL && status != CAIRO_STATUS_SUCCESS)
    g_set_error (&sink.error, G_IO_ERROR, G_IO_ERROR_FAILED,
                 /* Translators: the first %s is a file name, the second cairo's reason */
                 _("Cannot export to “%s”: %s"), path, cairo_status_to_string (status));
  if (sink.error != NULL)
    {
      /* Closing through a cancelled cancellable drops the temporary file */
      cancellable = g_cancellable_new ();
      g_cancellable_cancel (cancellable);
      g_output_stream_close (G_OUTPUT_STREAM (stream), cancellable, NULL);
      g_propagate_error (error, sink.error);
      return FALSE;
    }
  return g_output_stream_close (G_OUTPUT_STREAM (stream), NULL, error);
}
