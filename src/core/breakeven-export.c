/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-export.c: headless export: the monthly series as CSV, the parts list as Markdown,
 * the summary as JSON, and the choice of format; the PDF report and the SVG and PNG charts are
 * drawn by breakeven-export-draw.c, in the part of the core that links cairo and Pango (which
 * the command line's --summary never loads) */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "breakeven-export-private.h"
#include "breakeven-export.h"
#include "breakeven-format.h"
#include "breakeven-import.h"
#include "breakeven-report-pages.h"
#include "breakeven-report.h"
#include "breakeven-xml.h"

/* Set by the drawing part when it is linked in */
static BreakevenExportDrawFunc drawer;

void
breakeven_export_set_drawer (BreakevenExportDrawFunc func)
{
  drawer = func;
}

/* The formats, in the order of BreakevenExportFormat: everything that names one reads it */
static const BreakevenExportFormatInfo breakeven_export_formats[BREAKEVEN_EXPORT_N_FORMATS] = {
  { BREAKEVEN_EXPORT_FORMAT_PDF, "pdf", "pdf", "application/pdf", N_("PDF report"), FALSE },
  { BREAKEVEN_EXPORT_FORMAT_SVG, "svg", "svg", "image/svg+xml", N_("SVG chart"), TRUE },
  { BREAKEVEN_EXPORT_FORMAT_PNG, "png", "png", "image/png", N_("PNG chart"), TRUE },
  { BREAKEVEN_EXPORT_FORMAT_CSV, "csv", "csv", "text/csv", N_("CSV monthly series"), FALSE },
  { BREAKEVEN_EXPORT_FORMAT_MARKDOWN, "markdown", "md", "text/markdown",
    N_("Markdown parts list"), FALSE },
  { BREAKEVEN_EXPORT_FORMAT_JSON, "json", "json", "application/json", N_("JSON summary"),
    FALSE },
};

const BreakevenExportFormatInfo *
breakeven_export_format_get_info (BreakevenExportFormat format)
{
  g_return_val_if_fail ((guint) format < BREAKEVEN_EXPORT_N_FORMATS, NULL);
  return &breakeven_export_formats[format];
}

gboolean
breakeven_export_format_from_path (const char            *path,
                                   BreakevenExportFormat *format)
{
  g_autofree char *lower = NULL;

  g_return_val_if_fail (path != NULL, FALSE);

  lower = g_ascii_strdown (path, -1);
  for (guint i = 0; i < BREAKEVEN_EXPORT_N_FORMATS; i++)
    {
      g_autofree char *suffix = g_strconcat (".", breakeven_export_formats[i].extension, NULL);

      if (g_str_has_suffix (lower, suffix))
        {
          *format = breakeven_export_formats[i].format;
          return TRUE;
        }
    }
  return FALSE;
}

const char *
breakeven_export_format_get_extension (BreakevenExportFormat format)
{
  g_return_val_if_fail ((guint) format < BREAKEVEN_EXPORT_N_FORMATS, NULL);
  return breakeven_export_formats[format].extension;
}

const char *
breakeven_export_format_get_mime_type (BreakevenExportFormat format)
{
  g_return_val_if_fail ((guint) format < BREAKEVEN_EXPORT_N_FORMATS, NULL);
  return breakeven_export_formats[format].mime_type;
}

const char *
breakeven_export_format_get_label (BreakevenExportFormat format)
{
  g_return_val_if_fail ((guint) format < BREAKEVEN_EXPORT_N_FORMATS, NULL);
  return _(breakeven_export_formats[format].label);
}

gboolean
breakeven_export_format_is_chart (BreakevenExportFormat format)
{
  g_return_val_if_fail ((guint) format < BREAKEVEN_EXPORT_N_FORMATS, FALSE);
  return breakeven_export_formats[format].chart;
}

/* CSV ---------------------------------------------------------------------------------------- */

/* TEXT with nothing a terminal or an editor would take as a command or a reordering (C0 and C1
 * controls, direction overrides) shown escaped, as the summary shows it; the line ends kept */
static char *
escape_controls (const char *text)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);

  for (guint i = 0; lines[i] != NULL; i++)
    {
      char *escaped = breakeven_import_escape (lines[i], -1);

      g_free (lines[i]);
      lines[i] = escaped;
    }
  return g_strjoinv ("\n", lines);
}

/* One field, its controls escaped, quoted as RFC 4180 has it when it holds a comma, a quote or
 * a line break.  A name that a spreadsheet would run as a formula ("=HYPERLINK(…)", "+1",
 * "-2+3", "@SUM(…)", an imported provider's or offer's) gets a "'" before it, which
 * spreadsheets show as text */
static void
csv_field (GString    *out,
           const char *raw)
{
  g_autofree char *escaped = escape_controls (raw);
  g_autofree char *text = strchr ("=+-@", escaped[0]) != NULL && escaped[0] != '\0'
                          ? g_strconcat ("'", escaped, NULL) : g_steal_pointer (&escaped);

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
  g_autoptr(GPtrArray) hybrids = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
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
  /* Format 3: then each offer's hybrid curve (its net cost, as the build's), when a burst
   * overflows the build; named in the file's own words, whatever the language, like the
   * columns before */
  for (guint i = 0; i < analysis->offers->len; i++)
    {
      const BreakevenOfferResult *r = breakeven_analysis_get_offer (analysis, i);
      g_autofree char *title = NULL;
      g_autofree char *name = NULL;

      if (!r->has_hybrid)
        continue;
      title = breakeven_report_offer_title (r->offer);
      name = g_strdup_printf ("%s (hybrid)", title);
      g_string_append_c (out, ',');
      csv_field (out, name);
      g_ptr_array_add (hybrids, breakeven_cost_series_local (&r->hybrid, horizon));
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
      for (guint i = 0; i < hybrids->len; i++)
        csv_number (out, g_array_index ((GArray *) g_ptr_array_index (hybrids, i), double, m));
      g_string_append (out, "\r\n");
    }
  return g_string_free (out, FALSE);
}

/* Markdown ----------------------------------------------------------------------------------- */

/* TEXT as it reads in a table cell: the characters Markdown would take for markup (the pipe
 * above all, which would end the cell) and its controls escaped, line breaks as spaces */
static void
md_text (GString    *out,
         const char *raw)
{
  g_autofree char *text = escape_controls (raw);

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
gboolean
breakeven_export_write_bytes (const char  *path,
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
                                        BREAKEVEN_CHART_KIND_CUMULATIVE, width, height, error);
}

gboolean
breakeven_export_to_file_full (BreakevenProject        *project,
                               const BreakevenAnalysis *analysis,
                               const char              *path,
                               BreakevenChartKind       chart,
                               int                      width,
                               int                      height,
                               GError                 **error)
{
  BreakevenExportFormat format;

  g_return_val_if_fail (path != NULL, FALSE);

  if (!breakeven_export_format_from_path (path, &format))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   /* Translators: %s is a file name */
                   _("%s: the name must end in .pdf, .svg, .png, .csv, .md or .json"), path);
      return FALSE;
    }
  return breakeven_export_to_file_as (project, analysis, path, format, chart, width, height,
                                      error);
}

gboolean
breakeven_export_to_file_as (BreakevenProject        *project,
                             const BreakevenAnalysis *analysis,
                             const char              *path,
                             BreakevenExportFormat    format,
                             BreakevenChartKind       chart,
                             int                      width,
                             int                      height,
                             GError                 **error)
{
  return breakeven_export_to_file_as_shown (project, analysis, path, format, chart, width, height,
                                            NULL, 0, error);
}

gboolean
breakeven_export_to_file_as_shown (BreakevenProject        *project,
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
  g_return_val_if_fail (BREAKEVEN_IS_PROJECT (project), FALSE);
  g_return_val_if_fail (analysis != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail ((guint) format < BREAKEVEN_EXPORT_N_FORMATS, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (format == BREAKEVEN_EXPORT_FORMAT_CSV || format == BREAKEVEN_EXPORT_FORMAT_MARKDOWN
      || format == BREAKEVEN_EXPORT_FORMAT_JSON)
    {
      g_autofree char *text = NULL;

      if (format == BREAKEVEN_EXPORT_FORMAT_CSV)
        text = breakeven_export_series_csv (project, analysis);
      else if (format == BREAKEVEN_EXPORT_FORMAT_MARKDOWN)
        text = breakeven_export_parts_markdown (project, analysis);
      else
        {
          /* The text --summary --json prints, with no job (the command line's default), and
           * its final new line */
          g_autofree char *json = breakeven_report_summary_json_full (project, analysis, NAN);

          text = g_strconcat (json, "\n", NULL);
        }
      return breakeven_export_write_bytes (path, text, strlen (text), error);
    }

  /* A chart's size (the PDF report's pages are A4, whatever the size) */
  if (width <= 0)
    width = BREAKEVEN_EXPORT_DEFAULT_WIDTH;
  if (height <= 0)
    height = BREAKEVEN_EXPORT_DEFAULT_HEIGHT;
  if (format != BREAKEVEN_EXPORT_FORMAT_PDF
      && (width > BREAKEVEN_EXPORT_MAX_SIZE || height > BREAKEVEN_EXPORT_MAX_SIZE))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("%s: the chart size %d×%d is too large (at most %d×%d)"),
                   path, width, height, BREAKEVEN_EXPORT_MAX_SIZE, BREAKEVEN_EXPORT_MAX_SIZE);
      return FALSE;
    }

  if (drawer == NULL)
    {
      /* A program without the drawing part (the command line hands drawing to one with it) */
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   /* Translators: %s is a file name */
                   _("%s: this program does not draw"), path);
      return FALSE;
    }
  return drawer (project, analysis, path, format, chart, width, height, hidden, n_hidden, error);
}
