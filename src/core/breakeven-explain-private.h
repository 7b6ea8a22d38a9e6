/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-explain-private.h: what the explanation files (breakeven-explain*.c) share:
 * how a number is printed so that a hand check gives the result to the cent, and the format 3
 * parts of the build's and the offers' horizon costs.  Not for callers outside src/core. */
#pragma once

#include <glib.h>

#include "breakeven-cost.h"

G_BEGIN_DECLS

/* What one printed number may add to the value of the expression it appears in */
#define BREAKEVEN_EXPLAIN_PRINT_ERROR 1e-7
/* The day count, printed as a fraction, never rounded */
#define BREAKEVEN_EXPLAIN_DAYS "365/12"

/* VALUE with the fewest decimals (at least MIN_DECIMALS) such that rounding it moves the
 * expression it is multiplied into, by WEIGHT, no more than the print error */
char *breakeven_explain_precise             (double                      value,
                                             double                      weight,
                                             int                         min_decimals);
/* An input as the user typed it: "23,592", "0.6", "2.58" */
char *breakeven_explain_exact               (double                      value);
/* An amount computed on the way, with the decimals its WEIGHT needs: "941.70", "38.7637289" */
char *breakeven_explain_amount              (double                      value,
                                             double                      weight);
/* A result as the figure shows it: "¥941.70" */
char *breakeven_explain_money               (double                      value,
                                             const char                 *currency);
/* "29.12 months", translated; "none" for NAN */
char *breakeven_explain_months_text         (double                      months);
/* (1 + PERCENT/100) as "(1 + 0.1)" */
char *breakeven_explain_one_plus            (double                      percent);
/* An amount of the offer in the project currency, its conversion shown: "(0.31 USD × 7.1)" */
char *breakeven_explain_offer_amount        (const BreakevenOfferResult *r,
                                             const char                 *currency,
                                             double                      converted,
                                             double                      original);
char *breakeven_explain_offer_price         (const BreakevenOfferResult *r,
                                             const char                 *currency);
char *breakeven_explain_offer_setup         (const BreakevenOfferResult *r,
                                             const char                 *currency);
char *breakeven_explain_offer_storage_price (const BreakevenOfferResult *r,
                                             const char                 *currency);
/* The line that says what a(t) and S(t) are, when there is interest */
void  breakeven_explain_append_time_value   (GString                    *out,
                                             const BreakevenAnalysis    *a);

/* breakeven-explain-bursts.c */

/* The build's horizon cost with its format 3 terms (own time T0, the bursts' electricity);
 * NULL when it has none, and the format 2 explanation holds */
char *breakeven_explain_local_horizon_bursts (const BreakevenAnalysis    *a,
                                              const char                 *currency);
/* An offer's horizon cost with its format 3 terms (own time T1, a change of prices q, the
 * bursts' rent); NULL when it has none */
char *breakeven_explain_cloud_horizon_bursts (const BreakevenAnalysis    *a,
                                              const BreakevenOfferResult *r,
                                              const char                 *currency);
/* V(H) and, with interest, O(H), under the build's horizon cost (breakeven-explain.c) */
void  breakeven_explain_append_resale_and_opportunity (GString                 *out,
                                                       const BreakevenAnalysis *a,
                                                       const char              *h,
                                                       const char              *c0,
                                                       const char              *a_text,
                                                       const char              *currency);
/* Whether the project has bursts, own time or a change of prices: then the build-against-offer
 * figures below are explained in their general form instead of format 2's closed forms */
gboolean breakeven_explain_has_format_3_terms     (const BreakevenAnalysis    *a);
char    *breakeven_explain_crossing_bursts        (const BreakevenAnalysis    *a,
                                                   const BreakevenOfferResult *r,
                                                   const char                 *currency,
                                                   gboolean                    resale);
char    *breakeven_explain_breakeven_hours_bursts (const BreakevenAnalysis    *a,
                                                   const BreakevenOfferResult *r,
                                                   const char                 *currency);
char    *breakeven_explain_breakeven_price_bursts (const BreakevenAnalysis    *a,
                                                   const BreakevenOfferResult *r,
                                                   const char                 *currency);
/* The report's paragraphs on the bursts (NULL without bursts): each burst on the build; and
 * on offer OFFER_INDEX, the instances each burst needs and the hybrid */
char *breakeven_explain_bursts_section       (const BreakevenAnalysis    *a,
                                              const char                 *currency);
char *breakeven_explain_offer_bursts_section (const BreakevenAnalysis    *a,
                                              guint                       offer_index,
                                              const char                 *currency);
/* The format 2 verdict, build against the cheapest offer (breakeven-explain.c); NULL with
 * nothing to compare */
char *breakeven_explain_verdict_plain        (const BreakevenAnalysis    *a,
                                              const char                 *currency);

G_END_DECLS
