/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-bursts.h: one burst of work with a deadline, occurrence by occurrence
 * (docs/cost-model.md, "Bursts and the hybrid strategy"): what the build can do in the
 * burst's days, how late it would be alone, how many instances of an offer finish it in
 * time, and the lumps each strategy pays at every occurrence */
#pragma once

#include "breakeven-cost-types.h"

G_BEGIN_DECLS

/* t_k = first_month + 12 k / per_year */
double   breakeven_burst_occurrence_month   (const BreakevenBurstInputs *burst,
                                             guint                       k);
/* The occurrences strictly before MONTHS */
guint    breakeven_burst_occurrences_before (const BreakevenBurstInputs *burst,
                                             double                      months);
/* free = max(0, build_max - h), capacity = free * days, w = min(W, capacity), o = W - w,
 * late days = (W - capacity) / free (0 on time, NAN when free = 0 and W > 0) */
void     breakeven_burst_figures            (const BreakevenBurstInputs *burst,
                                             double                      hours_per_day,
                                             double                      build_max_hours_per_day,
                                             double                     *free_hours_per_day,
                                             double                     *capacity,
                                             double                     *late_days,
                                             double                     *build_hours,
                                             double                     *overflow_hours);
/* ceil(W / (speed 24 days)): instances of an offer side by side to finish in time (a quotient
 * within 1e-9 of a whole number counts as that number) */
guint    breakeven_burst_instances          (const BreakevenBurstInputs *burst,
                                             double                      relative_speed);
/* The build's electricity for HOURS hours of work: wall_kW hours (1 + cooling) price_kWh */
double   breakeven_burst_electricity        (const BreakevenInputs      *in,
                                             double                      hours);
/* The lump of one occurrence, at today's prices (the curve scales PRICED by g(t_k)):
 * the build doing all W; renting all W on OFFER; the hybrid with OFFER */
void     breakeven_burst_build_lump         (const BreakevenInputs      *in,
                                             const BreakevenBurstInputs *burst,
                                             BreakevenBurstLump         *out);
void     breakeven_burst_rent_lump          (const BreakevenInputs      *in,
                                             const BreakevenOfferInputs *offer,
                                             const BreakevenBurstInputs *burst,
                                             BreakevenBurstLump         *out);
void     breakeven_burst_hybrid_lump        (const BreakevenInputs      *in,
                                             const BreakevenOfferInputs *offer,
                                             const BreakevenBurstInputs *burst,
                                             double                      hours_per_day,
                                             BreakevenBurstLump         *out);

G_END_DECLS
