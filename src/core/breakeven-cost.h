/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-cost.h: the cost engine, the one place every figure is computed
 *
 * Two layers: plain functions of plain numbers (the formulas of docs/cost-model.md, each
 * testable on its own), and BreakevenAnalysis, which resolves a BreakevenProject into those
 * numbers once (currency conversion, wall power estimate, vendor quote, the bursts' schedule)
 * and holds every result the window, the charts, the report and the command line show.  A
 * value that does not exist is NAN.
 *
 * breakeven-cost.c: the formulas, the curves and the breakeven search;
 * breakeven-bursts.c: one burst's figures (capacity, late days, instances, lumps);
 * breakeven-analysis.c: a project into an analysis; breakeven-strategy.c: the verdict.
 */
#pragma once

#include <glib.h>

#include "breakeven-cost-types.h"
#include "breakeven-project.h"

G_BEGIN_DECLS

/* Time value of money: a(t) = (1 + i)^(t/12), and S(t) = t (i = 0) or 12 (a(t) - 1) / ln(1 + i),
 * what 1 a month paid continuously from 0 to t is worth at t */
double   breakeven_cost_growth                (double interest_percent,
                                               double months);
double   breakeven_cost_accumulation          (double interest_percent,
                                               double months);
/* Sq(t): what 1 a month at today's prices, changing by PRICE_CHANGE_PERCENT a year and paid
 * continuously from 0 to t, is worth at t (S(t) when the change is 0) */
double   breakeven_cost_price_accumulation    (double interest_percent,
                                               double price_change_percent,
                                               double months);
/* g(t) = (1 + q)^(t/12) */
double   breakeven_cost_price_factor          (double price_change_percent,
                                               double months);
/* t_k of LUMP */
double   breakeven_cost_lump_month            (const BreakevenBurstLump *lump,
                                               guint                     k);
/* What the lumps of N_LUMPS bursts paid strictly before MONTHS are worth at MONTHS */
double   breakeven_cost_lumps_at              (const BreakevenBurstLump *lumps,
                                               guint                     n_lumps,
                                               double                    interest_percent,
                                               double                    price_change_percent,
                                               double                    months);

/* Single terms */
double   breakeven_cost_electricity_per_month (double wall_watts,
                                               double hours_per_day,
                                               double idle_watts,
                                               double idle_hours_per_day,
                                               double cooling_overhead_percent,
                                               double price_per_kwh);
/* K = price_h h / speed (1 + interruption) D + idle_price_h cloud_idle_h D + storage */
double   breakeven_cost_cloud_per_month       (double price_per_hour,
                                               double hours_per_day,
                                               double relative_speed,
                                               double interruption_overhead_percent,
                                               double idle_price_per_hour,
                                               double cloud_idle_hours_per_day,
                                               double storage_gb,
                                               double storage_price_per_gb_month);
/* O(t) = C0 (a(t) - 1) */
double   breakeven_cost_opportunity           (double capex,
                                               double interest_percent,
                                               double months);

/* Curves */
double   breakeven_cost_resale_at             (const BreakevenLocalCost *local,
                                               double                    months);
/* Lc(t), what the build has cost in cash */
double   breakeven_cost_local_cash_at         (const BreakevenLocalCost *local,
                                               double                    months);
/* L(t) = Lc(t) - V(t), the net cost of owning the build until t and then selling it */
double   breakeven_cost_local_at              (const BreakevenLocalCost *local,
                                               double                    months);
double   breakeven_cost_cloud_at              (const BreakevenCloudCost *cloud,
                                               double                    months);
double   breakeven_cost_local_horizon         (const BreakevenLocalCost *local,
                                               double                    horizon_months);
double   breakeven_cost_cloud_horizon         (const BreakevenCloudCost *cloud,
                                               double                    horizon_months);
/* The breakeven month, D(t) = C(t) - L(t): when D(H) >= 0, the start of the last stretch of
 * [0, H] on which D stays >= 0 up to H (H = LOCAL->horizon_months); otherwise the first
 * t in (H, 1200] with D(t) >= 0; NAN when there is none */
double   breakeven_cost_breakeven_month       (const BreakevenLocalCost *local,
                                               const BreakevenCloudCost *cloud);
/* The same against Lc(t): when the rent paid has caught up with what the build cost */
double   breakeven_cost_cash_payback_month    (const BreakevenLocalCost *local,
                                               const BreakevenCloudCost *cloud);

/* The monthly series the charts draw: the month of each point (0, 1, 2, ... and the horizon
 * itself when it is not a whole month) and the cumulative cost there.  Arrays of double. */
GArray  *breakeven_cost_series_months         (double                    horizon_months);
GArray  *breakeven_cost_series_local          (const BreakevenLocalCost *local,
                                               double                    horizon_months);
GArray  *breakeven_cost_series_local_cash     (const BreakevenLocalCost *local,
                                               double                    horizon_months);
GArray  *breakeven_cost_series_cloud          (const BreakevenCloudCost *cloud,
                                               double                    horizon_months);

/* The schedule of IN's bursts (NULL without bursts); free with breakeven_cost_schedule_free */
BreakevenBurstSchedule *breakeven_cost_schedule_new  (const BreakevenInputs    *in);
void                    breakeven_cost_schedule_free (BreakevenBurstSchedule   *schedule);

/* From inputs (with the bursts of IN: the build does all their work) */
void     breakeven_cost_local_from_inputs     (const BreakevenInputs    *in,
                                               double                    hours_per_day,
                                               BreakevenLocalCost       *out);
/* The hybrid with OFFER: the build does what fits in each burst's days, OFFER the rest */
void     breakeven_cost_hybrid_from_inputs    (const BreakevenInputs    *in,
                                               const BreakevenOfferInputs *offer,
                                               double                    hours_per_day,
                                               BreakevenLocalCost       *out);
void     breakeven_cost_cloud_from_inputs     (const BreakevenInputs    *in,
                                               const BreakevenOfferInputs *offer,
                                               double                    hours_per_day,
                                               BreakevenCloudCost       *out);
/* Hours per day in (0, 24] where the horizon costs are equal; 0 when the build is never dearer;
 * NAN when none */
double   breakeven_cost_breakeven_hours       (const BreakevenInputs    *in,
                                               const BreakevenOfferInputs *offer);
/* The offer's price per hour (project currency) at which C(H) = L(H), all else fixed (an idle
 * price that follows the price follows it here too); NAN when no price >= 0 does it */
double   breakeven_cost_breakeven_price       (const BreakevenInputs    *in,
                                               const BreakevenOfferInputs *offer);
/* Horizon cost / (h * D * H); NAN when h = 0 */
double   breakeven_cost_per_work_hour         (double                    horizon_cost,
                                               double                    hours_per_day,
                                               double                    horizon_months);

/* A single job of LOCAL_HOURS hours on the build: wall_kW T (1 + cooling) price_kWh */
double   breakeven_cost_job_local             (double wall_watts,
                                               double local_hours,
                                               double cooling_overhead_percent,
                                               double price_per_kwh);
/* The same job in the cloud: compute price_h T / speed (1 + interruption), and storage held
 * for the job's duration, storage_GB price_GB_month (T / speed) / (D 24) */
void     breakeven_cost_job_cloud             (double  price_per_hour,
                                               double  relative_speed,
                                               double  interruption_overhead_percent,
                                               double  local_hours,
                                               double  storage_gb,
                                               double  storage_price_per_gb_month,
                                               double *compute,
                                               double *storage);

/* Project-level results */
typedef struct
{
  BreakevenOffer *offer;          /* a reference */
  BreakevenOfferInputs inputs;    /* converted to the project currency */
  BreakevenCloudCost cloud;
  double horizon_cost;
  double cost_per_hour;           /* NAN when hours per day is 0 */
  double breakeven_months;        /* NAN when none */
  double breakeven_hours_per_day; /* NAN when none */
  double cash_payback_months;     /* NAN when none */
  double breakeven_price_per_hour;/* NAN when none */
  gboolean eligible;              /* enough VRAM (vram-needed-gb) to be a choice */
  gboolean promotion;             /* a short-lived price: a choice only when no lasting one is */
  /* 3: the hybrid strategy with this offer, when a burst overflows the build before H */
  gboolean has_hybrid;
  BreakevenLocalCost hybrid;
  double hybrid_horizon_cost;     /* NAN without a hybrid */
  double hybrid_breakeven_months; /* hybrid against renting on the offer; NAN when none */
  double hybrid_rented_hours;     /* sum over occurrences before H of o / speed */
  guint instances_for_bursts;     /* the most instances side by side a burst needs; 0: none */
} BreakevenOfferResult;

/* What the comparison comes to over the horizon */
typedef enum
{
  BREAKEVEN_CHOICE_NONE,  /* nothing to compare */
  BREAKEVEN_CHOICE_BUILD,
  BREAKEVEN_CHOICE_RENT,
  BREAKEVEN_CHOICE_HYBRID, /* 3: own the build, rent the offer for what bursts leave over */
} BreakevenChoice;

/* One burst's figures for the analysed usage */
typedef struct
{
  char *name;
  BreakevenBurstInputs inputs;
  guint occurrences;              /* before the horizon */
  double free_hours_per_day;      /* build_max - h, at least 0 */
  double build_capacity_hours;    /* free * days */
  double build_late_days;         /* 0 when on time, NAN when the build can never do it */
  double build_hours;             /* w = min(W, capacity), per occurrence */
  double overflow_hours;          /* o = W - w, per occurrence */
} BreakevenBurstResult;

typedef struct
{
  /*< private >*/
  gatomicrefcount ref_count;
  /*< public >*/
  char *currency;                 /* the project's, when analysed */
  BreakevenInputs inputs;
  double parts_total;
  double gpu_total;
  double vendor_quote;            /* NAN without a quote */
  double vendor_premium;          /* NAN without a quote */
  double gpu_share;               /* 0..1, NAN with no parts (or a zero total) */
  double parts_power_watts;
  double running_per_month;       /* E + M */
  BreakevenLocalCost local;
  double horizon_cost;            /* L(H) */
  double cash_horizon_cost;       /* Lc(H) */
  double resale_value;            /* V(H) */
  double opportunity_cost;        /* O(H) */
  double cost_per_hour;
  gboolean has_resale;            /* a resale value is set on a build with a base */
  gboolean build_eligible;        /* its GPUs have the VRAM needed */
  gboolean over_circuit_limit;    /* wall power above the circuit's limit */
  BreakevenChoice choice;
  int choice_offer;               /* the offer rented (rent, hybrid), for build the offer it is
                                   * compared with (the runner-up's), or -1 */
  double choice_difference;       /* the runner-up's horizon cost minus the chosen one's (with
                                   * no bursts, |build - that offer|); NAN without one */
  /* 3 */
  BreakevenChoice runner_up;      /* NONE when there is none */
  int runner_up_offer;            /* its offer (rent, hybrid), else -1 */
  double own_time_cost;           /* T0 */
  gboolean on_time;               /* no occurrence before H is late on the build alone */
  gboolean has_hybrid;            /* some occurrence before H overflows the build */
  GArray *bursts;                 /* of BreakevenBurstResult, in the project's order */
  BreakevenBurstSchedule *schedule; /* their occurrences, shared by the curves; NULL without */
  GArray *offers;                 /* of BreakevenOfferResult: the project's offers that can
                                   * be priced, in the project's order */
  GPtrArray *unpriced;            /* why the others cannot ("AutoDL X: no exchange rate…") */
} BreakevenAnalysis;

#define BREAKEVEN_TYPE_ANALYSIS (breakeven_analysis_get_type ())
GType              breakeven_analysis_get_type (void) G_GNUC_CONST;

/* Never fails: the build's figures do not depend on the offers, and an offer whose currency
 * has no exchange rate is left out of OFFERS and explained in UNPRICED.  Reference counted
 * (a boxed type): an analysis never changes once made. */
BreakevenAnalysis *breakeven_analysis_new   (BreakevenProject  *project);
/* The analysis of PROJECT after a change, made from PREVIOUS (an analysis of the same
 * project before it): every figure is the one breakeven_analysis_new (PROJECT) gives, but an
 * offer whose inputs (converted, its speed resolved) are those it had in PREVIOUS, on the same
 * build, keeps its figures from there instead of being computed again.  CHANGED_OFFER, when
 * not NULL, is computed again without looking (the offer the change was made to).  PREVIOUS
 * may be NULL (then it is breakeven_analysis_new) and is left as it was. */
BreakevenAnalysis *breakeven_analysis_new_updating (const BreakevenAnalysis *previous,
                                                    BreakevenProject        *project,
                                                    BreakevenOffer          *changed_offer);
BreakevenAnalysis *breakeven_analysis_ref   (BreakevenAnalysis *analysis);
void               breakeven_analysis_unref (BreakevenAnalysis *analysis);
/* The same as breakeven_analysis_unref */
void               breakeven_analysis_free  (BreakevenAnalysis *analysis);
guint              breakeven_analysis_get_n_offers (const BreakevenAnalysis *analysis);
const BreakevenOfferResult *
                   breakeven_analysis_get_offer (const BreakevenAnalysis *analysis,
                                                 guint                    index);
/* Index of the eligible offer with the lowest horizon cost (the one a renter would pick, so
 * the comparison the build must win); -1 with none.  Offers marked as promotions (a price that
 * does not last the horizon) are left out while an eligible offer at a lasting price exists:
 * the cheapest of them is the choice only when every eligible offer is a promotion. */
int                breakeven_analysis_get_cheapest_offer (const BreakevenAnalysis *analysis);

/* Every figure of OFFER (any offer: compared or not) against the analysed build; FALSE when
 * its currency has no exchange rate.  OUT->offer is a new reference: clear it when done. */
gboolean           breakeven_analysis_evaluate_offer (const BreakevenAnalysis *analysis,
                                                      BreakevenProject        *project,
                                                      BreakevenOffer          *offer,
                                                      BreakevenOfferResult    *out,
                                                      GError                 **error);

/* The single job of LOCAL_HOURS hours: on the build, and on the offer RESULT */
double             breakeven_analysis_job_local (const BreakevenAnalysis *analysis,
                                                 double                   local_hours);
void               breakeven_analysis_job_cloud (const BreakevenAnalysis    *analysis,
                                                 const BreakevenOfferResult *result,
                                                 double                      local_hours,
                                                 double                     *compute,
                                                 double                     *storage);

/* The relative speed OFFER is counted at against PROJECT's build, and where it came from: the
 * speed_* fields of OUT only (typed; auto from a benchmark, derived, or unknown) */
void               breakeven_offer_speed_inputs (BreakevenProject     *project,
                                                 BreakevenOffer       *offer,
                                                 BreakevenOfferInputs *out);
/* Offer inputs for one offer, converted to the project currency */
gboolean           breakeven_offer_inputs_from_offer (BreakevenProject     *project,
                                                      BreakevenOffer       *offer,
                                                      BreakevenOfferInputs *out,
                                                      GError              **error);

guint              breakeven_analysis_get_n_bursts (const BreakevenAnalysis *analysis);
const BreakevenBurstResult *
                   breakeven_analysis_get_burst (const BreakevenAnalysis *analysis,
                                                 guint                    index);
/* The horizon cost of CHOICE (build; rent or hybrid on OFFER); NAN when it does not exist */
double             breakeven_analysis_get_strategy_cost (const BreakevenAnalysis *analysis,
                                                         BreakevenChoice          choice,
                                                         int                      offer);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BreakevenAnalysis, breakeven_analysis_unref)

G_END_DECLS
