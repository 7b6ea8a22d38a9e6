/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-export-dialog.h: what to export (report, a chart and its size, the monthly series,
 * the parts list, the summary) and the file name, kept in step, then where */
#pragma once

#include <adwaita.h>

#include "breakeven-chart-view.h"
#include "breakeven-export.h"
#include "breakeven-window.h"

G_BEGIN_DECLS

#define BREAKEVEN_TYPE_EXPORT_DIALOG (breakeven_export_dialog_get_type ())
G_DECLARE_FINAL_TYPE (BreakevenExportDialog, breakeven_export_dialog, BREAKEVEN, EXPORT_DIALOG,
                      AdwWindow)

/* For WINDOW's document; CHART (the one showing) is the chart offered first */
GtkWidget            *breakeven_export_dialog_new        (BreakevenWindow       *window,
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
 * (a name without one gets the format's), then the window exports and says where in a toast;
 * the dialog closes on success */
gboolean              breakeven_export_dialog_export_to  (BreakevenExportDialog *self,
                                                          GFile                 *file,
                                                          GError               **error);

G_END_DECLS
