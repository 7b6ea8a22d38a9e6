/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-export.h: headless export of the comparison: PDF report, SVG or PNG chart, CSV of
 * the monthly series, Markdown parts list */
#pragma once

#include <gio/gio.h>

#include "breakeven-chart-kind.h"
#include "breakeven-cost.h"
#include "breakeven-project.h"
#include "breakeven-report-pages.h"

G_BEGIN_DECLS

#define BREAKEVEN_EXPORT_DEFAULT_WIDTH 1200
#define BREAKEVEN_EXPORT_DEFAULT_HEIGHT 800
/* The largest SVG or PNG side, in pixels or points */
#define BREAKEVEN_EXPORT_MAX_SIZE 16384

/* What an export writes, registered as a GEnum (BREAKEVEN_TYPE_EXPORT_FORMAT, in
 * breakeven-enums.h).  Its name, extension, MIME type and label are in one table,
 * breakeven_export_formats in breakeven-export.c, which the command line, the export dialog and
 * its list of formats all read: a new format is a value here and a row there. */
typedef enum
{
  BREAKEVEN_EXPORT_FORMAT_PDF,        /* the printable report */
  BREAKEVEN_EXPORT_FORMAT_SVG,        /* a chart */
  BREAKEVEN_EXPORT_FORMAT_PNG,        /* a chart */
  BREAKEVEN_EXPORT_FORMAT_CSV,        /* the monthly series */
  BREAKEVEN_EXPORT_FORMAT_MARKDOWN,   /* the parts list */
  BREAKEVEN_EXPORT_FORMAT_JSON,       /* the summary, as --summary --json writes it */
  BREAKEVEN_EXPORT_N_FORMATS /*< skip >*/
} BreakevenExportFormat;

/* One row of the table of formats */
typedef struct
{
  BreakevenExportFormat format;
  const char *name;       /* the GEnum's nick: "pdf", ..., "markdown", "json" */
  const char *extension;  /* without the dot: "pdf", "svg", "png", "csv", "md", "json" */
  const char *mime_type;  /* for a file chooser's filter */
  const char *label;      /* untranslated (N_): "PDF report"; breakeven_export_format_get_label
                           * gives it translated */
  gboolean chart;         /* draws a chart (and so takes a chart and a size) */
} BreakevenExportFormatInfo;

/* FORMAT's row of the table */
const BreakevenExportFormatInfo *breakeven_export_format_get_info (BreakevenExportFormat format);

/* The format PATH's extension names (any case); FALSE for another */
gboolean    breakeven_export_format_from_path     (const char            *path,
                                                   BreakevenExportFormat *format);
/* "pdf", "svg", "png", "csv", "md", "json" */
const char *breakeven_export_format_get_extension (BreakevenExportFormat  format);
/* "application/pdf", ... */
const char *breakeven_export_format_get_mime_type (BreakevenExportFormat  format);
/* "PDF report", ..., translated: what the export dialog lists and its chooser's filter names */
const char *breakeven_export_format_get_label     (BreakevenExportFormat  format);
/* Whether FORMAT draws a chart (and so takes a chart and a size) */
gboolean    breakeven_export_format_is_chart      (BreakevenExportFormat  format);

/* The format follows PATH's extension (any case):
 *   .pdf  the printable A4 report
 *   .svg, .png  CHART at WIDTH x HEIGHT (pixels for PNG, points for SVG; 0: the default)
 *   .csv  the monthly series: "month,build_cash,build_net,<one column per offer>", then
 *         "<offer> (hybrid)" for each offer with a hybrid curve (its net cost), months
 *         0, 1, 2, ... and the horizon, '.' decimals whatever the locale, RFC 4180 quoting
 *   .md   the parts list as a Markdown table, with a total row
 *   .json the summary, as breakeven_report_summary_json () writes it
 * The file is replaced atomically: a failed export leaves any previous file as it was.  Fails
 * with G_IO_ERROR_NOT_SUPPORTED for another extension. */
gboolean breakeven_export_to_file_full (BreakevenProject        *project,
                                        const BreakevenAnalysis *analysis,
                                        const char              *path,
                                        BreakevenChartKind       chart,
                                        int                      width,
                                        int                      height,
                                        GError                 **error);
/* The same in FORMAT, whatever PATH's extension */
gboolean breakeven_export_to_file_as   (BreakevenProject        *project,
                                        const BreakevenAnalysis *analysis,
                                        const char              *path,
                                        BreakevenExportFormat    format,
                                        BreakevenChartKind       chart,
                                        int                      width,
                                        int                      height,
                                        GError                 **error);
/* The same, the chart without the offers whose HIDDEN[i] is TRUE (N_HIDDEN entries, in the
 * analysis's order of offers; NULL hides none), as the window shows it; the PDF report's
 * charts too, and its explanations follow them (breakeven_report_pages_set_hidden ()) */
gboolean breakeven_export_to_file_as_shown (BreakevenProject        *project,
                                            const BreakevenAnalysis *analysis,
                                            const char              *path,
                                            BreakevenExportFormat    format,
                                            BreakevenChartKind       chart,
                                            int                      width,
                                            int                      height,
                                            const gboolean          *hidden,
                                            guint                    n_hidden,
                                            GError                 **error);
/* The same with the cumulative-cost chart */
gboolean breakeven_export_to_file      (BreakevenProject        *project,
                                        const BreakevenAnalysis *analysis,
                                        const char              *path,
                                        int                      width,
                                        int                      height,
                                        GError                 **error);

/* The printable report as a PDF on pages of GEOMETRY (NULL: A4 with 18 mm margins), the
 * document the print dialog's pages match; atomically, as above */
gboolean breakeven_export_report_pdf   (BreakevenProject                    *project,
                                        const BreakevenAnalysis             *analysis,
                                        const char                          *path,
                                        const BreakevenPageGeometry         *geometry,
                                        GError                             **error);

/* The same, the charts without the offers whose HIDDEN[i] is TRUE, and the offers explained
 * chosen as breakeven_report_pages_set_hidden () says, as the window shows them */
gboolean breakeven_export_report_pdf_shown (BreakevenProject                *project,
                                            const BreakevenAnalysis         *analysis,
                                            const char                      *path,
                                            const BreakevenPageGeometry     *geometry,
                                            const gboolean                  *hidden,
                                            guint                            n_hidden,
                                            GError                         **error);

/* The text of the .csv and .md exports, NUL-terminated */
char    *breakeven_export_series_csv   (BreakevenProject        *project,
                                        const BreakevenAnalysis *analysis);
char    *breakeven_export_parts_markdown (BreakevenProject        *project,
                                          const BreakevenAnalysis *analysis);

G_END_DECLS
