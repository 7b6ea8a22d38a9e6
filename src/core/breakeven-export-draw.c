/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-export-draw.c: the exports that draw: the PDF report, a chart as SVG or PNG.  The
 * part of the core that links cairo and Pango; breakeven-export.c hands these formats over once
 * it is linked in (breakeven_export_set_drawer) */

#include "config.h"

#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "breakeven-chart-private.h"
#include "breakeven-chart.h"
#include "breakeven-export-private.h"
#include "breakeven-export.h"
#include "breakeven-report-pages.h"

/* Cairo writes into memory; the file is replaced only once the whole export is there */
static cairo_status_t
sink_write (void                *closure,
            const unsigned char *data,
            unsigned int         length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

/* Cairo's status of the drawing (the PDF surface's own may say nothing of memory that ran out
 * while drawing) */
static cairo_status_t
render_report (BreakevenProject            *project,
               const BreakevenAnalysis     *analysis,
               const BreakevenPageGeometry *geometry,
               const gboolean              *hidden,
               guint                        n_hidden,
               cairo_surface_t             *surface)
{
  g_autoptr(BreakevenReportPages) pages = breakeven_report_pages_new (project, analysis);
  /* No g_autoptr: Pango 1.50 declares no cleanup for PangoContext */
  PangoContext *context = breakeven_report_pages_create_pango_context ();
  cairo_t *cr = cairo_create (surface);
  cairo_status_t status;
  guint n;

  breakeven_report_pages_set_hidden (pages, hidden, n_hidden);
  n = breakeven_report_pages_paginate (pages, context, geometry);
  for (guint page = 0; page < n; page++)
    {
      breakeven_report_pages_render_page (pages, cr, context, page);
      cairo_show_page (cr);
    }
  status = cairo_status (cr);
  cairo_destroy (cr);
  g_object_unref (context);
  return status;
}

/* Draws CHART on SURFACE; cairo's status of the drawing (a surface that could not be made, or
 * memory that ran out on the way, is an error here even when the surface says nothing) */
static cairo_status_t
render_chart (BreakevenProject        *project,
              const BreakevenAnalysis *analysis,
              BreakevenChartKind       chart,
              cairo_surface_t         *surface,
              int                      width,
              int                      height,
              const gboolean          *hidden,
              guint                    n_hidden,
              GString                 *text_sink)
{
  BreakevenChartPalette palette;
  BreakevenChartOptions options = { 0 };
  const char *title = breakeven_project_get_title (project);
  cairo_t *cr;
  cairo_status_t status = cairo_surface_status (surface);

  if (status != CAIRO_STATUS_SUCCESS)
    return status;
  cr = cairo_create (surface);
  breakeven_chart_palette_init_light (&palette);
  options.palette = &palette;
  options.currency = breakeven_project_get_currency (project);
  options.title = title;
  /* The lines turned off in the window stay off in what it exports */
  options.hidden = hidden;
  options.n_hidden = n_hidden;
  if (text_sink != NULL)
    breakeven_chart_set_text_sink (cr, text_sink);
  breakeven_chart_draw (chart, cr, width, height, project, analysis, &options, NULL);
  status = cairo_status (cr);
  cairo_destroy (cr);
  return status;
}

/* The SVG cairo wrote, with the chart's text (as <text> elements) put before its end: the
 * text is drawn last, over the curves and the halos under the labels, as cairo would */
static void
insert_svg_text (GByteArray *svg,
                 GString    *text)
{
  static const char end_tag[] = "</svg>";
  guint at = svg->len;

  for (guint i = svg->len; i >= sizeof end_tag - 1; i--)
    if (memcmp (svg->data + i - (sizeof end_tag - 1), end_tag, sizeof end_tag - 1) == 0)
      {
        at = i - (sizeof end_tag - 1);
        break;
      }
  if (at == svg->len || text->len == 0)
    return;
  g_string_prepend (text, "<g id=\"text\">\n");
  g_string_append (text, "</g>\n");
  g_byte_array_set_size (svg, svg->len + text->len);
  memmove (svg->data + at + text->len, svg->data + at, svg->len - text->len - at);
  memcpy (svg->data + at, text->str, text->len);
}

/* What drawing and writing a PNG needs besides its pixels: fonts, glyphs, the compressed file */
#define PNG_HEADROOM_BYTES (64 * 1024 * 1024)

/* A PNG of WIDTH x HEIGHT pixels, made where memory may run out: the fonts are loaded by
 * drawing the chart once on a surface of no pixels, then the pixels are had, with room to spare
 * for drawing and writing them, or the export is refused before anything is drawn.  NULL for
 * too little memory. */
static cairo_surface_t *
png_surface (BreakevenProject        *project,
             const BreakevenAnalysis *analysis,
             BreakevenChartKind       chart,
             int                      width,
             int                      height,
             const gboolean          *hidden,
             guint                    n_hidden)
{
  cairo_rectangle_t extents = { 0, 0, width, height };
  cairo_surface_t *fonts = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, &extents);
  cairo_surface_t *surface;
  cairo_status_t status;
  gpointer headroom;

  status = render_chart (project, analysis, chart, fonts, width, height, hidden, n_hidden, NULL);
  cairo_surface_destroy (fonts);
  if (status != CAIRO_STATUS_SUCCESS)
    return NULL;
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  if (cairo_surface_status (surface) != CAIRO_STATUS_SUCCESS)
    {
      cairo_surface_destroy (surface);
      return NULL;
    }
  headroom = g_try_malloc (PNG_HEADROOM_BYTES);
  if (headroom == NULL)
    {
      cairo_surface_destroy (surface);
      return NULL;
    }
  g_free (headroom);
  return surface;
}

static gboolean
drawing_failed (const char      *path,
                cairo_status_t   status,
                GError         **error)
{
  if (status == CAIRO_STATUS_SUCCESS)
    return FALSE;
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
               /* Translators: the first %s is a file name, the second cairo's reason */
               _("%s: the drawing failed (%s)"), path, cairo_status_to_string (status));
  return TRUE;
}

static cairo_surface_t *
report_surface (BreakevenProject            *project,
                const BreakevenPageGeometry *geometry,
                GByteArray                  *sink)
{
  cairo_surface_t *surface = cairo_pdf_surface_create_for_stream (sink_write, sink,
                                                                  geometry->width,
                                                                  geometry->height);

  if (breakeven_project_get_title (project) != NULL)
    cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_TITLE,
                                    breakeven_project_get_title (project));
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR,
                                  "Breakeven " PACKAGE_VERSION);
  return surface;
}

gboolean
breakeven_export_report_pdf (BreakevenProject            *project,
                             const BreakevenAnalysis     *analysis,
                             const char                  *path,
                             const BreakevenPageGeometry *geometry,
                             GError                     **error)
{
  return breakeven_export_report_pdf_shown (project, analysis, path, geometry, NULL, 0, error);
}

gboolean
breakeven_export_report_pdf_shown (BreakevenProject            *project,
                                   const BreakevenAnalysis     *analysis,
                                   const char                  *path,
                                   const BreakevenPageGeometry *geometry,
                                   const gboolean              *hidden,
                                   guint                        n_hidden,
                                   GError                     **error)
{
  g_autoptr(GByteArray) sink = g_byte_array_new ();
  BreakevenPageGeometry a4;
  cairo_surface_t *surface;
  cairo_status_t status, drawn;

  g_return_val_if_fail (BREAKEVEN_IS_PROJECT (project), FALSE);
  g_return_val_if_fail (analysis != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  if (geometry == NULL)
    {
      breakeven_page_geometry_init_a4 (&a4);
      geometry = &a4;
    }
  surface = report_surface (project, geometry, sink);
  drawn = render_report (project, analysis, geometry, hidden, n_hidden, surface);
  cairo_surface_finish (surface);
  status = drawn != CAIRO_STATUS_SUCCESS ? drawn : cairo_surface_status (surface);
  cairo_surface_destroy (surface);
  if (drawing_failed (path, status, error))
    return FALSE;
  return breakeven_export_write_bytes (path, (const char *) sink->data, sink->len, error);
}

/* The PDF, SVG or PNG of breakeven_export_to_file_as_shown (), its size checked */
static gboolean
draw_to_file (BreakevenProject        *project,
              const BreakevenAnalysis *analysis,
              const char              *path,
              BreakevenExportFormat    format,
              BreakevenChartKind       chart,
              int                      width,
              int                      height,
              const gboolean          *hidden,
              guint                    n_hidden,
              GError                 **error)
{
  g_autoptr(GByteArray) sink = NULL;
  g_autoptr(GString) svg_text = NULL;
  cairo_surface_t *surface = NULL;
  cairo_status_t status, drawn, png_status = CAIRO_STATUS_SUCCESS;

  if (format == BREAKEVEN_EXPORT_FORMAT_PDF)
    return breakeven_export_report_pdf_shown (project, analysis, path, NULL, hidden, n_hidden,
                                              error);
  /* Made in memory, then written to a temporary file moved into place only when complete: a
   * failed export leaves any previous file as it was, and no half-written new one */
  sink = g_byte_array_new ();

  if (format == BREAKEVEN_EXPORT_FORMAT_SVG)
    {
      /* Cairo's SVG surface writes glyphs as outlines: the text goes in as <text> instead,
       * selectable and searchable, its fonts named */
      svg_text = g_string_new (NULL);
      surface = cairo_svg_surface_create_for_stream (sink_write, sink, width, height);
      cairo_svg_surface_restrict_to_version (surface, CAIRO_SVG_VERSION_1_1);
      drawn = render_chart (project, analysis, chart, surface, width, height, hidden, n_hidden,
                            svg_text);
    }
  else
    {
      surface = png_surface (project, analysis, chart, width, height, hidden, n_hidden);
      if (surface == NULL)
        {
          /* Translators: a file name, then the picture's width and height in pixels */
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE,
                       _("%s: cannot export: not enough memory for a %d×%d image; nothing was "
                         "written"), path, width, height);
          return FALSE;
        }
      drawn = render_chart (project, analysis, chart, surface, width, height, hidden, n_hidden,
                            NULL);
      cairo_surface_flush (surface);
      png_status = drawn != CAIRO_STATUS_SUCCESS ? drawn : cairo_surface_status (surface);
      if (png_status == CAIRO_STATUS_SUCCESS)
        png_status = cairo_surface_write_to_png_stream (surface, sink_write, sink);
    }
  cairo_surface_finish (surface);
  status = drawn != CAIRO_STATUS_SUCCESS ? drawn
           : png_status != CAIRO_STATUS_SUCCESS ? png_status : cairo_surface_status (surface);
  cairo_surface_destroy (surface);

  if (drawing_failed (path, status, error))
    return FALSE;
  if (svg_text != NULL)
    insert_svg_text (sink, svg_text);
  return breakeven_export_write_bytes (path, (const char *) sink->data, sink->len, error);
}

/* Every program that links this part draws its exports: the linker keeps the whole of it
 * (link_whole), this with it */
__attribute__ ((constructor)) static void
register_drawer (void)
{
  breakeven_export_set_drawer (draw_to_file);
}
