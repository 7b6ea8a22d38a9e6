/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-burst.h: a burst of work with a deadline (format 3): WORK_HOURS of training,
 * measured on the build, to be done within DAYS days, PER_YEAR times a year, the first
 * starting at month FIRST_MONTH (docs/cost-model.md, "Bursts and the hybrid strategy") */
#pragma once

#include <glib-object.h>

#include "breakeven-limits.h"

G_BEGIN_DECLS

#define BREAKEVEN_TYPE_BURST (breakeven_burst_get_type ())
G_DECLARE_FINAL_TYPE (BreakevenBurst, breakeven_burst, BREAKEVEN, BURST, GObject)

BreakevenBurst *breakeven_burst_new              (const char     *name,
                                                  guint           per_year,
                                                  double          first_month,
                                                  double          days,
                                                  double          work_hours);
BreakevenBurst *breakeven_burst_copy             (BreakevenBurst *self);
gboolean        breakeven_burst_equal            (BreakevenBurst *a,
                                                  BreakevenBurst *b);
/* Makes SELF equal to OTHER, notifying only what differs */
void            breakeven_burst_assign           (BreakevenBurst *self,
                                                  BreakevenBurst *other);

const char     *breakeven_burst_get_name         (BreakevenBurst *self);
void            breakeven_burst_set_name         (BreakevenBurst *self,
                                                  const char     *name);
/* 1..BREAKEVEN_MAX_BURST_PER_YEAR: occurrences every 12 / per_year months */
guint           breakeven_burst_get_per_year     (BreakevenBurst *self);
void            breakeven_burst_set_per_year     (BreakevenBurst *self,
                                                  guint           per_year);
/* >= 0; the first occurrence (below the horizon for a file to be valid) */
double          breakeven_burst_get_first_month  (BreakevenBurst *self);
void            breakeven_burst_set_first_month  (BreakevenBurst *self,
                                                  double          month);
/* BREAKEVEN_MIN_BURST_DAYS..BREAKEVEN_MAX_BURST_DAYS: the deadline, in days */
double          breakeven_burst_get_days         (BreakevenBurst *self);
void            breakeven_burst_set_days         (BreakevenBurst *self,
                                                  double          days);
/* (0, BREAKEVEN_MAX_BURST_WORK_HOURS]: hours of training on the build */
double          breakeven_burst_get_work_hours   (BreakevenBurst *self);
void            breakeven_burst_set_work_hours   (BreakevenBurst *self,
                                                  double          hours);

G_END_DECLS
