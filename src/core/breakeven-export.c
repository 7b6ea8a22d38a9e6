/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-export.c: headless export: the PDF report, a chart as SVG or PNG, the monthly
 * series as CSV, the parts list as Markdown */

#include "config.h"

#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "breakeven-chart.h"
#include "breakeven-export.h"
#include "breakeven-format.h"
#include "breakeven-report-pages.h"
#include "breakeven-report.h"
#include "breakeven-xml.h"

/* Cairo's image surfaces stop at 32767; far below that a chart is already a poster */

typedef enum
{
  EXPORT_PDF,
  EXPORT_SVG,
  EXPORT_PNG,
  EXPORT_CSV,
  EXPORT_MD,
} ExportFormat;

/* Cairo writes into memory; the file is replaced only once the whole export is there */
static cairo_status_t
sink_write (void                *closure,
            const unsigned char *data,
            unsigned int         length)
{
  g_byte_array_append (closure, data, length);
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
  else if (g_str_has_suffix (lower, ".csv"))
    *format = EXPORT_CSV;
  else if (g_str_has_suffix (lower, ".md"))
    *format = EXPORT_MD;
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

gboolean
breakeven_export_chart_from_string (const char           *name,
                                    BreakevenExportChart *chart)
{
  static const char *const names[] = {
    [BREAKEVEN_EXPORT_CHART_CUMULATIVE] = "cumulative",
    [BREAKEVEN_EXPORT_CHART_SENSITIVITY] = "sensitivity",
    [BREAKEVEN_EXPORT_CHART_BUDGET] = "budget",
  };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    if (g_strcmp0 (name, names[i]) == 0)
      {
        *chart = (BreakevenExportChart) i;
        return TRUE;
      }
  return FALSE;
}

static void
render_chart (BreakevenProject        *project,
              const BreakevenAnalysis *analysis,
              BreakevenExportChart     chart,
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
  switch (chart)
    {
    case BREAKEVEN_EXPORT_CHART_SENSITIVITY:
      breakeven_chart_draw_sensitivity (cr, width, height, analysis, &options, NULL);
      break;
    case BREAKEVEN_EXPORT_CHART_BUDGET:
      breakeven_chart_draw_budget (cr, width, height, project, analysis, &options, NULL);
      break;
    case BREAKEVEN_EXPORT_CHART_CUMULATIVE:
    default:
      breakeven_chart_draw_cumulative (cr, width, height, analysis, &options, NULL);
      break;
    }
  cairo_destroy (cr);
}

/* CSV ---------------------------------------------------------------------------------------- */

/* One field, quoted as RFC 4180 has it when it holds a comma, a quote or a line break */
static void
csv_field (GString    *out,
           const char *text)
{
  if (strpbrk (text, ",\"\r\n") == NULL)
    {
      g_string_append (out, text);
      return;
    }
  g_string_append_c (out, '"');
  for (const char *p = text; *p != '\0'; p++)
    {
      if (*p == '"')
        g_string_append_c (out, '"');
      g_string_append_c (out, *p);
    }
  g_string_append_c (out, '"');
}

static void
csv_number (GString *out,
            double   value)
{
  char buf[BREAKEVEN_REPORT_NUMBER_BUF_SIZE];

  g_string_append_c (out, ',');
  /* A value that does not exist is an empty field */
  if (isfinite (value))
    g_string_append (out, breakeven_report_format_number (value, buf));
}

char *
breakeven_export_series_csv (BreakevenProject        *project,
                             const BreakevenAnalysis *analysis)
{
  double horizon = analysis->inputs.horizon_months;
  g_autoptr(GArray) months = breakeven_cost_series_months (horizon);
  g_autoptr(GArray) cash = breakeven_cost_series_local_cash (&analysis->local, horizon);
  g_autoptr(GArray) net = breakeven_cost_series_local (&analysis->local, horizon);
  g_autoptr(GPtrArray) clouds = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  GString *out = g_string_new ("month,build_cash,build_net");

  g_return_val_if_fail (BREAKEVEN_IS_PROJECT (project), NULL);

  for (guint i = 0; i < analysis->offers->len; i++)
    {
      const BreakevenOfferResult *r = breakeven_analysis_get_offer (analysis, i);
      g_autofree char *title = breakeven_report_offer_title (r->offer);

      g_string_append_c (out, ',');
      csv_field (out, title);
      g_ptr_array_add (clouds, breakeven_cost_series_cloud (&r->cloud, horizon));
    }
  g_string_append (out, "\r\n");

  for (guint m = 0; m < months->len; m++)
    {
      char buf[BREAKEVEN_REPORT_NUMBER_BUF_SIZE];

      g_string_append (out, breakeven_report_format_number (g_array_index (months, double, m),
                                                            buf));
      csv_number (out, g_array_index (cash, double, m));
      csv_number (out, g_array_index (net, double, m));
      for (guint i = 0; i < clouds->len; i++)
        csv_number (out, g_array_index ((GArray *) g_ptr_array_index (clouds, i), double, m));
      g_string_append (out, "\r\n");
    }
  return g_string_free (out, FALSE);
}

/* Markdown ----------------------------------------------------------------------------------- */

/* TEXT as it reads in a table cell: the characters Markdown would take for markup (the pipe
 * above all, which would end the cell) escaped, line breaks as spaces */
static void
md_text (GString    *out,
         const char *text)
{
  for (const char *p = text; *p != '\0'; p++)
    {
      if (*p == '\n' || *p == '\r')
        g_string_append_c (out, ' ');
      else
        {
          if (strchr ("\\|*_`<>[]#", *p) != NULL)
            g_string_append_c (out, '\\');
          g_string_append_c (out, *p);
        }
    }
}

static void
md_cell (GString    *out,
         const char *text)
{
  g_string_append_c (out, ' ');
  md_text (out, text);
  g_string_append (out, " |");
}

static char *
format_watts (double watts)
{
  g_autofree char *number = breakeven_format_number (watts, watts == floor (watts) ? 0 : 1);

  return g_strdup_printf (_("%s W"), number);
}

char *
breakeven_export_parts_markdown (BreakevenProject        *project,
                                 const BreakevenAnalysis *analysis)
{
  const char *cur = breakeven_project_get_currency (project);
  const char *title = breakeven_project_get_title (project);
  GListModel *parts = G_LIST_MODEL (breakeven_project_get_parts (project));
  GString *out = g_string_new ("# ");
  g_autofree char *total = NULL;
  g_autofree char *power = NULL;
  g_autofree char *quantity = NULL;
  guint64 n_units = 0;
  double watts = 0;

  g_return_val_if_fail (analysis != NULL, NULL);

  md_text (out, *title ? title : _("Untitled project"));
  g_string_append (out, "\n\n|");
  md_cell (out, _("Category"));
  md_cell (out, _("Name"));
  md_cell (out, _("Quantity"));
  md_cell (out, _("Unit price"));
  md_cell (out, _("Line total"));
  /* Translators: the power drawn by a line of the parts list (quantity × each part's) */
  md_cell (out, _("Power"));
  g_string_append (out, "\n|---|---|--:|--:|--:|--:|\n");

  for (guint i = 0; i < g_list_model_get_n_items (parts); i++)
    {
      g_autoptr(BreakevenPart) part = g_list_model_get_item (parts, i);
      guint n = breakeven_part_get_quantity (part);
      double line_watts = n * breakeven_part_get_power_watts (part);
      g_autofree char *count = g_strdup_printf ("%u", n);
      g_autofree char *unit = breakeven_format_money (breakeven_part_get_unit_price (part), cur, 2);
      g_autofree char *line = breakeven_format_money (breakeven_part_get_line_total (part), cur, 2);
      g_autofree char *line_power = format_watts (line_watts);

      g_string_append_c (out, '|');
      md_cell (out, breakeven_part_category_to_label (breakeven_part_get_category (part)));
      md_cell (out, breakeven_part_get_name (part));
      md_cell (out, count);
      md_cell (out, unit);
      md_cell (out, line);
      md_cell (out, line_power);
      g_string_append_c (out, '\n');
      n_units += n;
      watts += line_watts;
    }

  total = breakeven_format_money (analysis->parts_total, cur, 2);
  power = format_watts (watts);
  quantity = g_strdup_printf ("%" G_GUINT64_FORMAT, n_units);
  g_string_append (out, "| **");
  md_text (out, _("Total"));
  g_string_append_printf (out, "** | | %s | | **", quantity);
  md_text (out, total);
  g_string_append (out, "** | **");
  md_text (out, power);
  g_string_append (out, "** |\n");

  if (!isnan (analysis->vendor_quote))
    {
      g_autofree char *quote = breakeven_format_money (analysis->vendor_quote, cur, 2);
      g_autofree char *premium = breakeven_format_money (analysis->vendor_premium, cur, 2);
      g_autofree char *text =
        /* Translators: under the parts list, "Vendor quote: ¥36,000.00 (premium ¥12,408.00)" */
        g_strdup_printf (_("Vendor quote: %s (premium %s)"), quote, premium);

      g_string_append_c (out, '\n');
      md_text (out, text);
      g_string_append_c (out, '\n');
    }
  return g_string_free (out, FALSE);
}

/* Writes LENGTH bytes of DATA to a temporary file moved over PATH only when complete (through a
 * symbolic link, over the file it points to, as saving does) */
static gboolean
write_bytes (const char  *path,
             const char  *data,
             gsize        length,
             GError     **error)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);

  return breakeven_file_replace_contents (file, data, length, NULL, error);
}

gboolean
breakeven_export_to_file (BreakevenProject        *project,
                          const BreakevenAnalysis *analysis,
                          const char              *path,
                          int                      width,
                          int                      height,
                          GError                 **error)
{
  return breakeven_export_to_file_full (project, analysis, path,
                                        BREAKEVEN_EXPORT_CHART_CUMULATIVE, width, height, error);
}

gboolean
breakeven_export_to_file_full (BreakevenProject        *project,
                               const BreakevenAnalysis *analysis,
                               const char              *path,
                               BreakevenExportChart     chart,
                               int                      width,
                               int                      height,
                               GError                 **error)
{
  g_autoptr(GByteArray) sink = NULL;
  cairo_surface_t *surface = NULL;
  cairo_status_t status, png_status = CAIRO_STATUS_SUCCESS;
  ExportFormat format;

  g_return_val_if_fail (BREAKEVEN_IS_PROJECT (project), FALSE);
  g_return_val_if_fail (analysis != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!format_from_path (path, &format))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   /* Translators: %s is a file name */
                   _("%s: the name must end in .pdf, .svg, .png, .csv or .md"), path);
      return FALSE;
    }
  if (format == EXPORT_CSV || format == EXPORT_MD)
    {
      g_autofree char *text = format == EXPORT_CSV
                              ? breakeven_export_series_csv (project, analysis)
                              : breakeven_export_parts_markdown (project, analysis);

      return write_bytes (path, text, strlen (text), error);
    }
  if (width <= 0)
    width = BREAKEVEN_EXPORT_DEFAULT_WIDTH;
  if (height <= 0)
    height = BREAKEVEN_EXPORT_DEFAULT_HEIGHT;
  if (format != EXPORT_PDF && (width > BREAKEVEN_EXPORT_MAX_SIZE || height > BREAKEVEN_EXPORT_MAX_SIZE))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("%s: the chart size %d×%d is too large (at most %d×%d)"),
                   path, width, height, BREAKEVEN_EXPORT_MAX_SIZE, BREAKEVEN_EXPORT_MAX_SIZE);
      return FALSE;
    }

  /* Made in memory, then written to a temporary file moved into place only when complete: a
   * failed export leaves any previous file as it was, and no half-written new one */
  sink = g_byte_array_new ();

  switch (format)
    {
    case EXPORT_PDF:
      surface = cairo_pdf_surface_create_for_stream (sink_write, sink, BREAKEVEN_A4_WIDTH_PT,
                                                     BREAKEVEN_A4_HEIGHT_PT);
      if (breakeven_project_get_title (project) != NULL)
        cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_TITLE,
                                        breakeven_project_get_title (project));
      cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR,
                                      "Breakeven " PACKAGE_VERSION);
      render_report (project, analysis, surface);
      break;
    case EXPORT_SVG:
      surface = cairo_svg_surface_create_for_stream (sink_write, sink, width, height);
      cairo_svg_surface_restrict_to_version (surface, CAIRO_SVG_VERSION_1_1);
      render_chart (project, analysis, chart, surface, width, height);
      break;
    case EXPORT_PNG:
    default:
      surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
      render_chart (project, analysis, chart, surface, width, height);
      cairo_surface_flush (surface);
      png_status = cairo_surface_status (surface);
      if (png_status == CAIRO_STATUS_SUCCESS)
        png_status = cairo_surface_write_to_png_stream (surface, sink_write, sink);
      break;
    }
  cairo_surface_finish (surface);
  status = png_status != CAIRO_STATUS_SUCCESS ? png_status : cairo_surface_status (surface);
  cairo_surface_destroy (surface);

  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                   /* Translators: the first %s is a file name, the second cairo's reason */
                   _("%s: the drawing failed (%s)"), path, cairo_status_to_string (status));
      return FALSE;
    }
  return write_bytes (path, (const char *) sink->data, sink->len, error);
}
