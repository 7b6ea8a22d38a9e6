/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-report-private.h: what breakeven-report.c and breakeven-report-summary.c share: how
 * a line, a quantity, GB, days and a burst are written.  Not for callers outside src/core. */
#pragma once

#include <glib.h>

#include "breakeven-cost.h"

G_BEGIN_DECLS

char *breakeven_report_one_line (const char *text);

void breakeven_report_append_line (GString    *out,
                                   const char *label,
                                   const char *value);

char *breakeven_report_format_quantity (double value);

char *breakeven_report_format_gb (double gb);

char *breakeven_report_format_days (double days);

const char *breakeven_report_burst_title (const BreakevenBurstResult *burst);

G_END_DECLS
