/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-export.h: headless export of the comparison: PDF report, SVG or PNG chart */
#pragma once

#include <gio/gio.h>

#include "breakeven-cost.h"
#include "breakeven-project.h"

G_BEGIN_DECLS

#define BREAKEVEN_EXPORT_DEFAULT_WIDTH 1200
#define BREAKEVEN_EXPORT_DEFAULT_HEIGHT 800
/* The largest SVG or PNG side, in pixels or points */
#define BREAKEVEN_EXPORT_MAX_SIZE 16384

/* The format follows PATH's extension: .pdf writes the printable A4 report, .svg and .png the
 * cumulative-cost chart at WIDTH x HEIGHT (pixels for PNG, points for SVG).  Fails with
 * G_IO_ERROR_NOT_SUPPORTED for another extension. */
gboolean breakeven_export_to_file (BreakevenProject        *project,
                                   const BreakevenAnalysis *analysis,
                                   const char              *path,
                                   int                      width,
                                   int                      height,
                                   GError                 **error);

G_END_DECLS
