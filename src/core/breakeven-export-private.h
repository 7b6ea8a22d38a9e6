/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-export-private.h: between the exports that write text (breakeven-export.c) and
 * those that draw (breakeven-export-draw.c, with cairo and Pango).  Not for callers outside
 * src/core. */
#pragma once

#include "breakeven-export.h"

G_BEGIN_DECLS

/* What breakeven_export_to_file_as_shown () calls for a PDF, SVG or PNG, its size checked */
typedef gboolean (*BreakevenExportDrawFunc) (BreakevenProject        *project,
                                             const BreakevenAnalysis *analysis,
                                             const char              *path,
                                             BreakevenExportFormat    format,
                                             BreakevenChartKind       chart,
                                             int                      width,
                                             int                      height,
                                             const gboolean          *hidden,
                                             guint                    n_hidden,
                                             GError                 **error);

/* Called by the drawing part as the program starts */
void     breakeven_export_set_drawer  (BreakevenExportDrawFunc func);

/* Writes LENGTH bytes of DATA to a temporary file moved over PATH only when complete */
gboolean breakeven_export_write_bytes (const char  *path,
                                       const char  *data,
                                       gsize        length,
                                       GError     **error);

G_END_DECLS
