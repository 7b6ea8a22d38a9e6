/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-explain.h: "how is this computed": the formula behind a figure, with the numbers
 *
 * Every string states the formula that applies to the project (no interest, interest, setup
 * cost, no crossing) and then the same formula with the user's numbers and the engine's result,
 * e.g. "t = 23,592 / (941.70 - 131.40) = 29.12 months".  The result is always the engine's:
 * these functions only write down what the analysis computed, with every number printed so
 * that evaluating the expression by hand gives the result to the cent (days per month as
 * 365/12, a converted price as "0.31 USD × 7.1").
 */
#pragma once

#include <glib.h>

#include "breakeven-cost.h"

G_BEGIN_DECLS

/* The breakeven month of offer OFFER_INDEX against the build */
char *breakeven_explain_breakeven     (const BreakevenAnalysis *analysis,
                                       guint                    offer_index,
                                       const char              *currency);
/* The cash payback month of offer OFFER_INDEX: the breakeven against what the build cost in
 * cash, its resale value left out */
char *breakeven_explain_cash_payback  (const BreakevenAnalysis *analysis,
                                       guint                    offer_index,
                                       const char              *currency);
/* The work hours per day at which offer OFFER_INDEX and the build cost the same over the
 * horizon */
char *breakeven_explain_breakeven_hours (const BreakevenAnalysis *analysis,
                                         guint                    offer_index,
                                         const char              *currency);
/* The price per hour at which offer OFFER_INDEX costs what the build does over the horizon */
char *breakeven_explain_breakeven_price (const BreakevenAnalysis *analysis,
                                         guint                    offer_index,
                                         const char              *currency);
/* Cost per work hour of the build (OFFER_INDEX -1) or of an offer */
char *breakeven_explain_cost_per_hour (const BreakevenAnalysis *analysis,
                                       int                      offer_index,
                                       const char              *currency);
/* Cost over the horizon of the build (OFFER_INDEX -1) or of an offer */
char *breakeven_explain_horizon_cost  (const BreakevenAnalysis *analysis,
                                       int                      offer_index,
                                       const char              *currency);
/* What one month costs: the build's running cost (OFFER_INDEX -1) or an offer's K */
char *breakeven_explain_per_month     (const BreakevenAnalysis *analysis,
                                       int                      offer_index,
                                       const char              *currency);

/* 3: burst BURST_INDEX on the build: the hours a day it leaves free, the build's capacity in
 * the burst's days, how many days late the build alone would be, and the occurrences before
 * the horizon */
char *breakeven_explain_burst         (const BreakevenAnalysis *analysis,
                                       guint                    burst_index,
                                       const char              *currency);
/* 3: the instances of offer OFFER_INDEX side by side that finish burst BURST_INDEX in time */
char *breakeven_explain_burst_instances (const BreakevenAnalysis *analysis,
                                         guint                    offer_index,
                                         guint                    burst_index,
                                         const char              *currency);
/* 3: the hybrid with offer OFFER_INDEX (the build, and the offer for what the bursts leave
 * over): its cost over the horizon, its rented hours, and its breakeven month against renting
 * everything on the offer.  NULL when the offer has no hybrid. */
char *breakeven_explain_hybrid_horizon_cost (const BreakevenAnalysis *analysis,
                                             guint                    offer_index,
                                             const char              *currency);
char *breakeven_explain_hybrid_rented_hours (const BreakevenAnalysis *analysis,
                                             guint                    offer_index,
                                             const char              *currency);
char *breakeven_explain_hybrid_breakeven    (const BreakevenAnalysis *analysis,
                                             guint                    offer_index,
                                             const char              *currency);
/* The verdict: the candidates (build, rent and hybrid on each offer), which one is chosen and
 * why, and the saving against the runner-up; NULL with nothing to compare */
char *breakeven_explain_verdict       (const BreakevenAnalysis *analysis,
                                       const char              *currency);

/* The whole "How the figures are computed" text of the report: the general formulas in words,
 * then every figure of the build and of each offer with the project's numbers.  Paragraphs
 * are separated by blank lines. */
char *breakeven_explain_method        (const BreakevenAnalysis *analysis,
                                       const char              *currency);
/* The same with the figures of the offers whose EXPLAINED[i] is TRUE only (N_EXPLAINED
 * entries, in the analysis's order of offers; NULL: every offer), and the verdict's candidates
 * among them (the verdict's and the runner-up's always), for a report of many offers */
char *breakeven_explain_method_for    (const BreakevenAnalysis *analysis,
                                       const char              *currency,
                                       const gboolean          *explained,
                                       guint                    n_explained);
/* The verdict as breakeven_explain_verdict () gives it, listing the candidates of those offers
 * only (as above) and how many others there are */
char *breakeven_explain_verdict_for   (const BreakevenAnalysis *analysis,
                                       const char              *currency,
                                       const gboolean          *explained,
                                       guint                    n_explained);

G_END_DECLS
