/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-cost-types.h: the plain inputs and lumps the cost engine and the bursts' figures
 * share (BreakevenInputs, BreakevenOfferInputs, BreakevenBurstInputs, BreakevenBurstLump and
 * the costs built on them), so that breakeven-bursts.h needs no part of breakeven-cost.h and
 * the dependency runs one way: cost -> bursts -> cost-types */
#pragma once

#include <glib.h>

#include "breakeven-project.h"

G_BEGIN_DECLS

#define BREAKEVEN_DAYS_PER_YEAR 365.0
#define BREAKEVEN_DAYS_PER_MONTH (BREAKEVEN_DAYS_PER_YEAR / 12.0)
/* A crossing later than this is reported as none */
#define BREAKEVEN_MAX_BREAKEVEN_MONTHS 1200.0

/* The costs of one burst on a curve: an amount at every occurrence t_k = first_month
 * + 12 k / per_year (k = 0, 1, ...; computed in that order, so that an occurrence that falls on
 * a whole month is that month), FIXED plus PRICED scaled by the cloud price factor g(t_k); a lump c
 * at t_k is worth c a(t - t_k) at every t > t_k (docs/cost-model.md, "Bursts") */
typedef struct
{
  double first_month;
  guint per_year;
  double fixed;     /* electricity, setup cost, own time */
  double priced;    /* rent and storage at today's prices */
} BreakevenBurstLump;

/* Every occurrence of a project's bursts up to the end of any search (1200 months), in time
 * order, with what 1 paid there is worth at month 0: the same for every offer, so an analysis
 * makes it once and the breakeven searches only scale it (breakeven_cost_schedule_new) */
typedef struct
{
  double month;
  guint burst;
  double discount;        /* e^(-rho t) */
  double priced_discount; /* g(t) e^(-rho t) */
} BreakevenScheduleEvent;

typedef struct
{
  GArray *events;         /* of BreakevenScheduleEvent */
  double interest_percent;
  double price_change_percent;
  guint n_bursts;
  BreakevenBurstLump lumps[BREAKEVEN_MAX_BURSTS]; /* the schedule of each: months, no money */
} BreakevenBurstSchedule;

/* Everything about the build that its curves need, in the project currency:
 * L(t) = Lc(t) - V(t), Lc(t) = (C0 + T0) a(t) + (E + M) S(t) + lumps,
 * V(t) = B max(0, v0 + (r - v0) t / H).  The hybrid strategy is a build curve too, whose lumps
 * are the part of each burst it does plus what it rents. */
typedef struct
{
  double capex;                          /* C0 */
  double electricity_per_month;          /* E */
  double maintenance_per_month;          /* M */
  double interest_percent;               /* i, per year, on every cash flow */
  double resale_base;                    /* B: the parts, not an assembler's premium */
  double resale_after_purchase_percent;  /* v0 */
  double resale_percent;                 /* r, at the horizon */
  double horizon_months;                 /* H, where V(t) reaches r */
  /* 3 */
  double own_time;                       /* T0, paid at 0 like C0, not resold */
  double price_change_percent;           /* q: scales the lumps' PRICED part */
  guint n_lumps;
  BreakevenBurstLump lumps[BREAKEVEN_MAX_BURSTS];
  const BreakevenBurstSchedule *schedule; /* of these lumps, or NULL: the searches make one */
} BreakevenLocalCost;

/* Everything about one offer that its curve needs:
 * C(t) = (setup + T1) a(t) + K Sq(t) + lumps */
typedef struct
{
  double setup;            /* one-off */
  double per_month;        /* K, at today's prices */
  double interest_percent; /* the same i as the build's */
  /* 3 */
  double own_time;             /* T1, the user's time for one start */
  double price_change_percent; /* q, per year */
  guint n_lumps;
  BreakevenBurstLump lumps[BREAKEVEN_MAX_BURSTS];
} BreakevenCloudCost;

/* One burst as the engine needs it (BreakevenBurst without its name) */
typedef struct
{
  guint per_year;
  double first_month;
  double days;
  double work_hours;
} BreakevenBurstInputs;

/* The project's inputs as plain numbers, offers already converted to the project currency */
typedef struct
{
  double capex;
  double resale_base;
  double wall_watts;
  double idle_watts;
  double cooling_overhead_percent;
  double price_per_kwh;
  double maintenance_per_year;
  double resale_percent;
  double resale_after_purchase_percent;
  double interest_percent;
  double hours_per_day;
  double idle_hours_per_day;
  double cloud_idle_hours_per_day;
  double horizon_months;
  double cloud_storage_gb;
  double vram_needed_gb;      /* 0 = no requirement */
  double build_vram_gb;       /* the largest of the build's GPUs, 0 when not given */
  double circuit_limit_watts; /* 0 = no limit */
  /* 3 */
  double build_max_hours_per_day;
  double own_time_per_hour;
  double build_setup_hours;
  double price_change_percent; /* q, per year, on every cloud price but setup costs */
  guint n_bursts;
  BreakevenBurstInputs bursts[BREAKEVEN_MAX_BURSTS];
} BreakevenInputs;

typedef struct
{
  double price_per_hour;
  double idle_price_per_hour;
  gboolean idle_price_follows;          /* not set: the idle price is the price per hour */
  double storage_price_per_gb_month;
  double relative_speed;                /* the one used, after "auto" */
  gboolean speed_unknown;               /* "auto" for a GPU the table does not know */
  gboolean speed_auto;                  /* the speed was derived from the GPU table */
  const char *speed_benchmark;          /* "auto": the benchmark of the index, or NULL;
                                         * owned by the bundled GPU table */
  const char *speed_benchmark_date;     /* its date, YYYY-MM-DD, or NULL */
  const char *speed_benchmark_via;      /* chained: the second benchmark (the build's), NULL
                                         * otherwise; owned by the bundled GPU table */
  const char *speed_benchmark_via_date; /* its date, or NULL */
  const char *speed_via_model;          /* chained: the model both measured, or NULL */
  gboolean speed_multi_gpu_linear;      /* "auto": a count of several GPUs counted linearly */
  gboolean speed_multi_gpu_measured;    /* "auto": a count of several GPUs as measured */
  double interruption_overhead_percent; /* already 0 for on-demand offers */
  double setup_cost;
  double vram_gb;
  double setup_hours;                   /* 3: own time for one start, in hours */
} BreakevenOfferInputs;

G_END_DECLS
