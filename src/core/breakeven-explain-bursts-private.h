/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-explain-bursts-private.h: what the explanations of the format 3 figures share
 * (breakeven-explain-bursts.c, -hybrid.c, -bursts-breakeven.c, -verdict.c): a burst's
 * occurrences as factors and sums, the change of prices, the bursts' electricity and rent, and
 * the crossing of curves with lumps.  Not for callers outside src/core. */
#pragma once

#include <math.h>

#include "breakeven-cost.h"
#include "breakeven-explain-private.h"
#include "breakeven-format.h"

G_BEGIN_DECLS

static inline gboolean
has_interest (const BreakevenAnalysis *a)
{
  return a->inputs.interest_percent > 0;
}

static inline gboolean
has_price_change (const BreakevenAnalysis *a)
{
  return a->inputs.price_change_percent != 0;
}

/* "AutoDL RTX 4090D" */
static inline char *
offer_name (const BreakevenOfferResult *r)
{
  return g_strdup_printf ("%s %s", breakeven_offer_get_provider (r->offer),
                          breakeven_offer_get_name (r->offer));
}

/* A number of hours: "140", "8.75" */
static inline char *
hours_number (double hours)
{
  return breakeven_format_number (hours, fabs (hours - round (hours)) < 1e-9 ? 0 : 2);
}

char *breakeven_explain_occurrence_term (const BreakevenAnalysis *a,
                                         double                   t,
                                         gboolean                 priced);

char *breakeven_explain_occurrence_sum (const BreakevenAnalysis    *a,
                                        const BreakevenBurstInputs *burst,
                                        gboolean                    priced,
                                        double                     *value);

void breakeven_explain_append_price_change (GString                 *out,
                                            const BreakevenAnalysis *a);

char *breakeven_explain_electricity_expr (const BreakevenInputs *in,
                                          double                 hours);

char *breakeven_explain_rent_expr (const BreakevenOfferResult *r,
                                   const char                 *currency,
                                   double                      hours);

void breakeven_explain_append_burst_title (GString                 *out,
                                           const BreakevenAnalysis *a,
                                           guint                    j);

void breakeven_explain_append_offer_own_time (GString                    *out,
                                              const BreakevenAnalysis    *a,
                                              const BreakevenOfferResult *r,
                                              const char                 *currency);

double breakeven_explain_append_lumps_before (GString                  *numbers,
                                              const BreakevenAnalysis  *a,
                                              const BreakevenBurstLump *lumps,
                                              guint                     n_lumps,
                                              double                    t,
                                              const char               *op,
                                              double                    weight);

void breakeven_explain_append_lumped_crossing (GString                  *out,
                                               const BreakevenAnalysis  *analysis,
                                               const BreakevenLocalCost *local,
                                               const BreakevenCloudCost *cloud,
                                               double                    t,
                                               gboolean                  with_resale,
                                               const char               *lh,
                                               const char               *currency);

G_END_DECLS
