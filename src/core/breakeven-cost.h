/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-cost.h: the cost engine, the one place every figure is computed
 *
 * Two layers: plain functions of plain numbers (the formulas of DESIGN.md, each testable on
 * its own), and BreakevenAnalysis, which resolves a BreakevenProject into those numbers once
 * (currency conversion, wall power estimate, vendor quote) and holds every result the window,
 * the charts, the report and the command line show.  A value that does not exist is NAN.
 */
#pragma once

#include <glib.h>

#include "breakeven-project.h"

G_BEGIN_DECLS

#define BREAKEVEN_DAYS_PER_YEAR 365.0
#define BREAKEVEN_DAYS_PER_MONTH (BREAKEVEN_DAYS_PER_YEAR / 12.0)
/* A crossing later than this is reported as none */
#define BREAKEVEN_MAX_BREAKEVEN_MONTHS 1200.0

/* Everything about the build that the curves need, in the project currency */
typedef struct
{
  double capex;                 /* C0 */
  double electricity_per_month; /* E */
  double maintenance_per_month; /* M */
  double interest_percent;      /* per year, for O(t) */
  double resale_percent;        /* of C0, at the horizon */
} BreakevenLocalCost;

/* Everything about one offer that its curve needs, in the project currency */
typedef struct
{
  double setup;     /* one-off */
  double per_month; /* K */
} BreakevenCloudCost;

/* The project's inputs as plain numbers, offers already converted to the project currency */
typedef struct
{
  double capex;
  double wall_watts;
  double idle_watts;
  double cooling_overhead_percent;
  double price_per_kwh;
  double maintenance_per_year;
  double resale_percent;
  double interest_percent;
  double hours_per_day;
  double idle_hours_per_day;
  double horizon_months;
  double cloud_storage_gb;
} BreakevenInputs;

typedef struct
{
  double price_per_hour;
  double storage_price_per_gb_month;
  double relative_speed;
  double interruption_overhead_percent; /* already 0 for on-demand offers */
  double setup_cost;
} BreakevenOfferInputs;

/* Single terms */
double   breakeven_cost_electricity_per_month (double wall_watts,
                                               double hours_per_day,
                                               double idle_watts,
                                               double idle_hours_per_day,
                                               double cooling_overhead_percent,
                                               double price_per_kwh);
double   breakeven_cost_cloud_per_month       (double price_per_hour,
                                               double hours_per_day,
                                               double relative_speed,
                                               double interruption_overhead_percent,
                                               double idle_hours_per_day,
                                               double storage_gb,
                                               double storage_price_per_gb_month);
double   breakeven_cost_opportunity           (double capex,
                                               double interest_percent,
                                               double months);

/* Curves */
double   breakeven_cost_local_at              (const BreakevenLocalCost *local,
                                               double                    months);
double   breakeven_cost_cloud_at              (const BreakevenCloudCost *cloud,
                                               double                    months);
double   breakeven_cost_local_horizon         (const BreakevenLocalCost *local,
                                               double                    horizon_months);
double   breakeven_cost_cloud_horizon         (const BreakevenCloudCost *cloud,
                                               double                    horizon_months);
/* First t >= 0 with C(t) >= L(t), or NAN when there is none within 1200 months */
double   breakeven_cost_breakeven_month       (const BreakevenLocalCost *local,
                                               const BreakevenCloudCost *cloud);

/* The monthly series the charts draw: the month of each point (0, 1, 2, ... and the horizon
 * itself when it is not a whole month) and the cumulative cost there.  Arrays of double. */
GArray  *breakeven_cost_series_months         (double                    horizon_months);
GArray  *breakeven_cost_series_local          (const BreakevenLocalCost *local,
                                               double                    horizon_months);
GArray  *breakeven_cost_series_cloud          (const BreakevenCloudCost *cloud,
                                               double                    horizon_months);

/* From inputs */
void     breakeven_cost_local_from_inputs     (const BreakevenInputs    *in,
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
/* Horizon cost / (h * D * H); NAN when h = 0 */
double   breakeven_cost_per_work_hour         (double                    horizon_cost,
                                               double                    hours_per_day,
                                               double                    horizon_months);

/* A single job of LOCAL_HOURS hours on the build */
double   breakeven_cost_job_local             (double wall_watts,
                                               double local_hours,
                                               double price_per_kwh);
/* The same job in the cloud: compute, and storage held for the job's duration */
void     breakeven_cost_job_cloud             (double  price_per_hour,
                                               double  relative_speed,
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
} BreakevenOfferResult;

typedef struct
{
  BreakevenInputs inputs;
  double parts_total;
  double gpu_total;
  double vendor_quote;            /* NAN without a quote */
  double vendor_premium;          /* NAN without a quote */
  double gpu_share;               /* 0..1, NAN with no parts (or a zero total) */
  double parts_power_watts;
  double running_per_month;       /* E + M */
  BreakevenLocalCost local;
  double horizon_cost;
  double cost_per_hour;
  GArray *offers;                 /* of BreakevenOfferResult: the project's offers that can
                                   * be priced, in the project's order */
  GPtrArray *unpriced;            /* why the others cannot ("AutoDL X: no exchange rate…") */
} BreakevenAnalysis;

/* Never fails: the build's figures do not depend on the offers, and an offer whose currency
 * has no exchange rate is left out of OFFERS and explained in UNPRICED */
BreakevenAnalysis *breakeven_analysis_new  (BreakevenProject  *project);
void               breakeven_analysis_free (BreakevenAnalysis *analysis);
guint              breakeven_analysis_get_n_offers (const BreakevenAnalysis *analysis);
const BreakevenOfferResult *
                   breakeven_analysis_get_offer (const BreakevenAnalysis *analysis,
                                                 guint                    index);
/* Index of the offer with the lowest horizon cost (the one a renter would pick, so the
 * comparison the build must win); -1 with no offers */
int                breakeven_analysis_get_cheapest_offer (const BreakevenAnalysis *analysis);

/* Every figure of OFFER (any offer: compared or not) against the analysed build; FALSE when
 * its currency has no exchange rate.  OUT->offer is a new reference: clear it when done. */
gboolean           breakeven_analysis_evaluate_offer (const BreakevenAnalysis *analysis,
                                                      BreakevenProject        *project,
                                                      BreakevenOffer          *offer,
                                                      BreakevenOfferResult    *out,
                                                      GError                 **error);

/* Offer inputs for one offer, converted to the project currency */
gboolean           breakeven_offer_inputs_from_offer (BreakevenProject     *project,
                                                      BreakevenOffer       *offer,
                                                      BreakevenOfferInputs *out,
                                                      GError              **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BreakevenAnalysis, breakeven_analysis_free)

G_END_DECLS
