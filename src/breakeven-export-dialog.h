/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-export-dialog.h: what to export (report, a chart and its size, the monthly series,
 * the parts list, the summary) and the file name, kept in step, then where */
#pragma once

#include <adwaita.h>

#include "breakeven-chart-view.h"
#include "breakeven-document.h"
#include "breakeven-export.h"

G_BEGIN_DECLS

#define BREAKEVEN_TYPE_EXPORT_DIALOG (breakeven_export_dialog_get_type ())
G_DECLARE_FINAL_TYPE (BreakevenExportDialog, breakeven_export_dialog, BREAKEVEN, EXPORT_DIALOG,
                      AdwWindow)

/* What the user chose: where (FILE, with the format's extension unless the name typed has a
 * known one, which then chose the format), what (FORMAT, CHART) and, for SVG and PNG, the size
 * in pixels */
typedef struct
{
  GFile *file;
  BreakevenExportFormat format;
  BreakevenChartKind   chart;
  int width;
  int height;
} BreakevenExportChoices;

/* Over PARENT, for DOCUMENT (its title names the file, the chooser opens where its file is);
 * CHART (the one showing) is the chart offered first.  The dialog writes nothing: once the
 * file is chosen it emits "export" with the choices, and whoever writes the file (the window)
 * returns TRUE when it is written, FALSE with ERROR set (and the reason shown) when not:
 *
 *   gboolean export (BreakevenExportDialog *dialog, const BreakevenExportChoices *choices,
 *                    GError **error, gpointer user_data)
 */
GtkWidget            *breakeven_export_dialog_new        (GtkWindow             *parent,
                                                          BreakevenDocument     *document,
                                                          BreakevenChartKind     chart);
/* Choosing a format gives the file name its extension; a name typed with another known
 * extension chooses that format */
BreakevenExportFormat breakeven_export_dialog_get_format (BreakevenExportDialog *self);
void                  breakeven_export_dialog_set_format (BreakevenExportDialog *self,
                                                          BreakevenExportFormat  format);
const char           *breakeven_export_dialog_get_file_name (BreakevenExportDialog *self);
void                  breakeven_export_dialog_set_file_name (BreakevenExportDialog *self,
                                                             const char            *name);
BreakevenChartKind    breakeven_export_dialog_get_chart  (BreakevenExportDialog *self);
void                  breakeven_export_dialog_set_chart  (BreakevenExportDialog *self,
                                                          BreakevenChartKind     chart);
void                  breakeven_export_dialog_set_size   (BreakevenExportDialog *self,
                                                          int                    width,
                                                          int                    height);
/* What Export does once FILE is chosen: its name's extension, if known, decides the format
 * (a name without one gets the format's), then "export" is emitted with the choices; the
 * dialog closes when the file is written */
gboolean              breakeven_export_dialog_export_to  (BreakevenExportDialog *self,
                                                          GFile                 *file,
                                                          GError               **error);

G_END_DECLS
