/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-breakeven.h: what bench-breakeven's files share (figures, not tests) */

#pragma once

#include <glib.h>

#include "breakeven-project.h"

#define HORIZON_MONTHS 240
/* Runs of each case before the measured ones */
#define WARM_UP 2

double            now_ms       (void);
/* The figures of TIMES (ms; sorted in place) as case NAME, with its TARGET (ms, 0: none) */
void              add_result   (const char *name,
                                const char *what,
                                GArray     *times,
                                double      target);
/* The sample's build, with N_PARTS parts (the sample's own when 0) and N_OFFERS offers */
BreakevenProject *make_project (guint       n_offers,
                                guint       n_parts);

/* bench-window.c: a display is open */
void              init_window_style        (void);
void              measure_edit             (guint runs);
void              measure_keystroke_window (guint runs);
