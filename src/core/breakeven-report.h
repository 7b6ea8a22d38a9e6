/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-report.h: the summary as readable text (localised) and as JSON (not localised) */
#pragma once

#include "breakeven-cost.h"
#include "breakeven-project.h"

G_BEGIN_DECLS

char *breakeven_report_summary_text (BreakevenProject        *project,
                                     const BreakevenAnalysis *analysis);
/* The JSON of DESIGN.md "Command line"; NAN values are written as null */
char *breakeven_report_summary_json (BreakevenProject        *project,
                                     const BreakevenAnalysis *analysis);

G_END_DECLS
