/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-bursts.c: the format 3 cost engine (bursts, the hybrid strategy, own time, cloud prices
 * that change, the breakeven months' rule and the verdict) against figures computed here,
 * from the formulas of docs/cost-model.md, by hand or occurrence by occurrence: never by the
 * functions under test
 *
 * Longer than the 800 lines a source file keeps to, and on purpose: the format 3 cases share
 * the occurrence-by-occurrence reference computation written here. Split by topic, as the
 * other programs are, not by size.
 */

#include "config.h"

#include <math.h>
#include <string.h>

#include "breakeven-bursts.h"
#include "breakeven-cost.h"
#include "test-helpers.h"

#define D (365.0 / 12.0)

/* The inputs of a project as plain numbers: the tests build the project from them and compute
 * the expected figures from them, so nothing expected comes out of the engine */
typedef struct
{
  guint per_year;
  double first_month;
  double days;
  double work_hours;
} Burst;

typedef struct
{
  double price;
  gboolean idle_price_set;
  double idle_price;
  double storage_price;
  double speed;
  double vram;          /* 0: not given */
  double setup;
  double setup_hours;
  gboolean spot;
  double interruption;  /* counted for spot offers only */
  gboolean promotion;
} Offer;

typedef struct
{
  double gpu_price;
  double other_price;   /* a second part when > 0 */
  double gpu_vram;      /* 0: not given */
  gboolean has_quote;
  gboolean use_quote;
  double quote;
  double wall;
  double idle_watts;
  double cooling;
  double kwh;
  double maintenance;
  double resale;        /* r, % at the horizon */
  gboolean v0_set;
  double v0;            /* % right after purchase */
  double interest;
  double h;
  double idle_h;
  gboolean cloud_idle_set;
  double cloud_idle_h;
  double horizon;
  double storage_gb;
  double vram_needed;
  double build_max;
  double own_time;      /* per hour */
  double build_setup_hours;
  double q;             /* % per year */
  guint n_offers;
  Offer offers[4];
  guint n_bursts;
  Burst bursts[32];
} Params;

static void
params_init (Params *p)
{
  memset (p, 0, sizeof *p);
  p->gpu_price = 10000;
  p->wall = 500;
  p->kwh = 1;
  p->h = 4;
  p->horizon = 36;
  p->build_max = 24;
}

static Offer *
params_add_offer (Params *p,
                  double  price)
{
  Offer *o = &p->offers[p->n_offers++];

  memset (o, 0, sizeof *o);
  o->price = price;
  o->speed = 1;
  return o;
}

static void
params_add_burst (Params *p,
                  guint   per_year,
                  double  first_month,
                  double  days,
                  double  work_hours)
{
  p->bursts[p->n_bursts++] = (Burst) { per_year, first_month, days, work_hours };
}

static BreakevenProject *
project_from_params (const Params *p)
{
  BreakevenProject *project = breakeven_project_new ();
  g_autoptr(BreakevenPart) gpu = breakeven_part_new (BREAKEVEN_PART_GPU, "GPU", 1, p->gpu_price,
                                                     300);

  if (p->gpu_vram > 0)
    breakeven_part_set_vram_gb (gpu, p->gpu_vram);
  g_list_store_append (breakeven_project_get_parts (project), gpu);
  if (p->other_price > 0)
    {
      g_autoptr(BreakevenPart) other = breakeven_part_new (BREAKEVEN_PART_OTHER, "rest", 1,
                                                           p->other_price, 100);
      g_list_store_append (breakeven_project_get_parts (project), other);
    }
  if (p->has_quote)
    {
      breakeven_project_set_has_vendor_quote (project, TRUE);
      breakeven_project_set_vendor_quote (project, p->quote);
      breakeven_project_set_use_vendor_quote (project, p->use_quote);
    }
  breakeven_project_set_wall_watts (project, p->wall);
  breakeven_project_set_idle_watts (project, p->idle_watts);
  breakeven_project_set_cooling_overhead_percent (project, p->cooling);
  breakeven_project_set_price_per_kwh (project, p->kwh);
  breakeven_project_set_maintenance_per_year (project, p->maintenance);
  breakeven_project_set_resale_percent (project, p->resale);
  if (p->v0_set)
    breakeven_project_set_resale_after_purchase_percent (project, p->v0);
  breakeven_project_set_interest_percent (project, p->interest);
  breakeven_project_set_hours_per_day (project, p->h);
  breakeven_project_set_idle_hours_per_day (project, p->idle_h);
  if (p->cloud_idle_set)
    breakeven_project_set_cloud_idle_hours_per_day (project, p->cloud_idle_h);
  breakeven_project_set_horizon_months (project, p->horizon);
  breakeven_project_set_cloud_storage_gb (project, p->storage_gb);
  breakeven_project_set_vram_needed_gb (project, p->vram_needed);
  breakeven_project_set_build_max_hours_per_day (project, p->build_max);
  breakeven_project_set_own_time_per_hour (project, p->own_time);
  breakeven_project_set_build_setup_hours (project, p->build_setup_hours);
  breakeven_project_set_price_change_percent_per_year (project, p->q);

  for (guint x = 0; x < p->n_offers; x++)
    {
      const Offer *o = &p->offers[x];
      g_autoptr(BreakevenOffer) offer = breakeven_offer_new ("P", "O", o->price, NULL);

      if (o->idle_price_set)
        breakeven_offer_set_idle_price_per_hour (offer, o->idle_price);
      breakeven_offer_set_storage_price_per_gb_month (offer, o->storage_price);
      breakeven_offer_set_relative_speed (offer, o->speed);
      if (o->vram > 0)
        breakeven_offer_set_vram_gb (offer, o->vram);
      breakeven_offer_set_setup_cost (offer, o->setup);
      breakeven_offer_set_setup_hours (offer, o->setup_hours);
      if (o->spot)
        breakeven_offer_set_billing (offer, BREAKEVEN_BILLING_SPOT);
      breakeven_offer_set_interruption_overhead_percent (offer, o->interruption);
      breakeven_offer_set_promotion (offer, o->promotion);
      g_list_store_append (breakeven_project_get_offers (project), offer);
    }
  for (guint j = 0; j < p->n_bursts; j++)
    {
      const Burst *b = &p->bursts[j];
      g_autoptr(BreakevenBurst) burst = breakeven_burst_new ("burst", b->per_year,
                                                             b->first_month, b->days,
                                                             b->work_hours);
      g_list_store_append (breakeven_project_get_bursts (project), burst);
    }
  return project;
}

/* The reference model, written from the formulas */

/* a(t) = (1 + i)^(t/12) */
static double
ref_a (const Params *p,
       double        t)
{
  return pow (1 + p->interest / 100, t / 12);
}

/* S(t) */
static double
ref_s (const Params *p,
       double        t)
{
  if (p->interest == 0)
    return t;
  return 12 * (ref_a (p, t) - 1) / log (1 + p->interest / 100);
}

/* g(t) = (1 + q)^(t/12) */
static double
ref_g (const Params *p,
       double        t)
{
  return pow (1 + p->q / 100, t / 12);
}

/* Sq(t), the closed form */
static double
ref_sq (const Params *p,
        double        t)
{
  double i = p->interest / 100, q = p->q / 100;

  if (q == 0)
    return ref_s (p, t);
  if (q == i)
    return t * ref_a (p, t);
  return 12 * (pow (1 + q, t / 12) - ref_a (p, t)) / log ((1 + q) / (1 + i));
}

static double
ref_parts_total (const Params *p)
{
  return p->gpu_price + p->other_price;
}

static double
ref_capex (const Params *p)
{
  return p->has_quote && p->use_quote ? p->quote : ref_parts_total (p);
}

static double
ref_t0 (const Params *p)
{
  return p->own_time * p->build_setup_hours;
}

static double
ref_t1 (const Params *p,
        const Offer  *o)
{
  return p->own_time * o->setup_hours;
}

/* V(t) = B max(0, v0 + (r - v0) t / H) */
static double
ref_resale (const Params *p,
            double        t)
{
  double r = p->resale / 100, v0 = (p->v0_set ? p->v0 : p->resale) / 100;

  return ref_parts_total (p) * MAX (0.0, v0 + (r - v0) * t / p->horizon);
}

/* E + M */
static double
ref_running (const Params *p)
{
  double e = (p->wall / 1000 * p->h + p->idle_watts / 1000 * p->idle_h) * (1 + p->cooling / 100)
             * D * p->kwh;

  return e + p->maintenance / 12;
}

static double
ref_interruption (const Offer *o)
{
  return o->spot ? o->interruption / 100 : 0;
}

/* K */
static double
ref_k (const Params *p,
       const Offer  *o)
{
  double idle_price = o->idle_price_set ? o->idle_price : o->price;
  double cloud_idle = p->cloud_idle_set ? p->cloud_idle_h : p->idle_h;

  return o->price * p->h / o->speed * (1 + ref_interruption (o)) * D
         + idle_price * cloud_idle * D + p->storage_gb * o->storage_price;
}

/* The build's electricity for HOURS hours of burst work */
static double
ref_electricity (const Params *p,
                 double        hours)
{
  return p->wall / 1000 * hours * (1 + p->cooling / 100) * p->kwh;
}

static double
ref_occurrence (const Burst *b,
                guint        k)
{
  return b->first_month + 12.0 * k / b->per_year;
}

/* free * days and the overflow o of one occurrence */
static double
ref_capacity (const Params *p,
              const Burst  *b)
{
  return MAX (0.0, p->build_max - p->h) * b->days;
}

static double
ref_overflow (const Params *p,
              const Burst  *b)
{
  return MAX (0.0, b->work_hours - ref_capacity (p, b));
}

static guint
ref_occurrences_before (const Burst *b,
                        double       t)
{
  guint n = 0;

  while (ref_occurrence (b, n) < t)
    n++;
  return n;
}

/* Lumps of the build, the rent on O, and the hybrid with O at the occurrence T_K */
static double
ref_build_lump (const Params *p,
                const Burst  *b)
{
  return ref_electricity (p, b->work_hours);
}

static double
ref_rent_lump (const Params *p,
               const Offer  *o,
               const Burst  *b,
               double        t_k)
{
  return o->price * ref_g (p, t_k) * b->work_hours / o->speed * (1 + ref_interruption (o));
}

static double
ref_hybrid_lump (const Params *p,
                 const Offer  *o,
                 const Burst  *b,
                 double        t_k)
{
  double over = ref_overflow (p, b);
  double lump = ref_electricity (p, b->work_hours - over);

  if (over > 0)
    lump += over / o->speed * o->price * ref_g (p, t_k) * (1 + ref_interruption (o))
            + o->setup + ref_t1 (p, o)
            + p->storage_gb * o->storage_price * ref_g (p, t_k) * b->days / D;
  return lump;
}

typedef enum
{
  CURVE_BUILD,      /* L */
  CURVE_CASH,       /* Lc */
  CURVE_RENT,       /* C */
  CURVE_HYBRID,     /* the hybrid, net of resale */
} Curve;

/* The curve at T, occurrence by occurrence */
static double
ref_curve (const Params *p,
           Curve         curve,
           const Offer  *o,
           double        t)
{
  double total;

  if (curve == CURVE_RENT)
    total = (o->setup + ref_t1 (p, o)) * ref_a (p, t) + ref_k (p, o) * ref_sq (p, t);
  else
    total = (ref_capex (p) + ref_t0 (p)) * ref_a (p, t) + ref_running (p) * ref_s (p, t)
            - (curve == CURVE_CASH ? 0 : ref_resale (p, t));
  for (guint j = 0; j < p->n_bursts; j++)
    {
      const Burst *b = &p->bursts[j];

      for (guint k = 0; ref_occurrence (b, k) < t; k++)
        {
          double t_k = ref_occurrence (b, k);
          double lump = curve == CURVE_RENT ? ref_rent_lump (p, o, b, t_k)
                        : curve == CURVE_HYBRID ? ref_hybrid_lump (p, o, b, t_k)
                        : ref_build_lump (p, b);

          total += lump * ref_a (p, t - t_k);
        }
    }
  return total;
}

/* The hybrid's horizon cost as the design decomposes it: the build's L(H), less the
 * electricity of the overflowed hours, plus what each overflowing occurrence rents */
static double
ref_hybrid_decomposed (const Params *p,
                       const Offer  *o)
{
  double horizon = p->horizon;
  double total = ref_curve (p, CURVE_BUILD, NULL, horizon);

  for (guint j = 0; j < p->n_bursts; j++)
    {
      const Burst *b = &p->bursts[j];
      double over = ref_overflow (p, b);

      if (over <= 0)
        continue;
      for (guint k = 0; ref_occurrence (b, k) < horizon; k++)
        {
          double t_k = ref_occurrence (b, k);
          double g = ref_g (p, t_k);

          total -= ref_electricity (p, over) * ref_a (p, horizon - t_k);
          total += (over / o->speed * o->price * g * (1 + ref_interruption (o)) + o->setup
                    + ref_t1 (p, o) + p->storage_gb * o->storage_price * g * b->days / D)
                   * ref_a (p, horizon - t_k);
        }
    }
  return total;
}

/* 1. The design's example: 4 h a day, the build at most 20 h a day, 300 hours in 10 days */
static void
test_design_example (void)
{
  BreakevenBurstInputs burst = { .per_year = 2, .first_month = 4, .days = 10,
                                 .work_hours = 300 };
  double free, capacity, late, w, o;
  Params p;
  g_autoptr(BreakevenProject) project = NULL;
  g_autoptr(BreakevenAnalysis) a = NULL;
  const BreakevenBurstResult *r;

  breakeven_burst_figures (&burst, 4, 20, &free, &capacity, &late, &w, &o);
  g_assert_cmpfloat (free, ==, 16);
  g_assert_cmpfloat (capacity, ==, 160);
  g_assert_cmpfloat (late, ==, 8.75);     /* (300 - 160) / 16 */
  g_assert_cmpfloat (w, ==, 160);
  g_assert_cmpfloat (o, ==, 140);

  params_init (&p);
  p.h = 4;
  p.build_max = 20;
  params_add_offer (&p, 2.58)->speed = 0.7;
  params_add_burst (&p, 2, 4, 10, 300);
  project = project_from_params (&p);
  a = breakeven_analysis_new (project);

  g_assert_cmpuint (breakeven_analysis_get_n_bursts (a), ==, 1);
  r = breakeven_analysis_get_burst (a, 0);
  g_assert_cmpuint (r->inputs.per_year, ==, 2);
  g_assert_cmpfloat (r->inputs.work_hours, ==, 300);
  /* months 4, 10, 16, 22, 28, 34 before 36 */
  g_assert_cmpuint (r->occurrences, ==, 6);
  g_assert_cmpfloat (r->free_hours_per_day, ==, 16);
  g_assert_cmpfloat (r->build_capacity_hours, ==, 160);
  g_assert_cmpfloat (r->build_late_days, ==, 8.75);
  g_assert_cmpfloat (r->build_hours, ==, 160);
  g_assert_cmpfloat (r->overflow_hours, ==, 140);
  g_assert_false (a->on_time);
  g_assert_true (a->has_hybrid);
  g_assert_true (breakeven_analysis_get_offer (a, 0)->has_hybrid);
  /* 6 occurrences of 140 hours at speed 0.7 */
  assert_close (breakeven_analysis_get_offer (a, 0)->hybrid_rented_hours, 6 * 140 / 0.7, 1e-12);
  /* 300 / (0.7 * 24 * 10) = 1.79: two instances side by side */
  g_assert_cmpuint (breakeven_analysis_get_offer (a, 0)->instances_for_bursts, ==, 2);
}

/* 2. A burst the build can never do: its work hours take the whole of its day */
static void
test_never_on_build (void)
{
  BreakevenBurstInputs burst = { .per_year = 1, .first_month = 1, .days = 5, .work_hours = 100 };
  double free, capacity, late, w, o;
  Params p;

  breakeven_burst_figures (&burst, 8, 8, &free, &capacity, &late, &w, &o);
  g_assert_cmpfloat (free, ==, 0);
  g_assert_cmpfloat (capacity, ==, 0);
  g_assert_true (isnan (late));
  g_assert_cmpfloat (w, ==, 0);
  g_assert_cmpfloat (o, ==, 100);

  /* A cheap build, an offer at 50 an hour: the build is the cheapest, and late */
  params_init (&p);
  p.gpu_price = 1000;
  p.gpu_vram = 24;
  p.h = 8;
  p.build_max = 8;
  params_add_burst (&p, 1, 1, 5, 100);
  params_add_offer (&p, 50)->vram = 24;

  {
    g_autoptr(BreakevenProject) project = project_from_params (&p);
    g_autoptr(BreakevenAnalysis) a = breakeven_analysis_new (project);
    const BreakevenOfferResult *r = breakeven_analysis_get_offer (a, 0);
    double build = ref_curve (&p, CURVE_BUILD, NULL, 36);
    double rent = ref_curve (&p, CURVE_RENT, &p.offers[0], 36);
    /* three occurrences (1, 13, 25), each rents all 100 hours at 50 */
    double hybrid = build - 3 * ref_electricity (&p, 100) + 3 * 100 * 50.0;

    g_assert_true (isnan (breakeven_analysis_get_burst (a, 0)->build_late_days));
    g_assert_cmpfloat (breakeven_analysis_get_burst (a, 0)->build_capacity_hours, ==, 0);
    g_assert_false (a->on_time);
    assert_close (a->horizon_cost, build, 1e-12);
    assert_close (r->horizon_cost, rent, 1e-12);
    assert_close (r->hybrid_horizon_cost, hybrid, 1e-12);
    g_assert_cmpfloat (build, <, hybrid);
    g_assert_cmpfloat (hybrid, <, rent);
    /* never the late build, nor as the runner-up */
    g_assert_cmpint (a->choice, ==, BREAKEVEN_CHOICE_HYBRID);
    g_assert_cmpint (a->choice_offer, ==, 0);
    g_assert_cmpint (a->runner_up, ==, BREAKEVEN_CHOICE_RENT);
    g_assert_cmpint (a->runner_up_offer, ==, 0);
    assert_close (a->choice_difference, rent - hybrid, 1e-12);
  }

  /* The only offer lacks the VRAM: no eligible offer, the late build is the verdict */
  p.vram_needed = 24;
  p.offers[0].vram = 16;
  {
    g_autoptr(BreakevenProject) project = project_from_params (&p);
    g_autoptr(BreakevenAnalysis) a = breakeven_analysis_new (project);

    g_assert_false (breakeven_analysis_get_offer (a, 0)->eligible);
    g_assert_cmpint (a->choice, ==, BREAKEVEN_CHOICE_BUILD);
    g_assert_cmpint (a->runner_up, ==, BREAKEVEN_CHOICE_NONE);
  }

  /* No offer at all: nothing to compare the build with, no verdict (as the window says) */
  p.n_offers = 0;
  {
    g_autoptr(BreakevenProject) project = project_from_params (&p);
    g_autoptr(BreakevenAnalysis) a = breakeven_analysis_new (project);

    g_assert_false (a->on_time);
    g_assert_cmpint (a->choice, ==, BREAKEVEN_CHOICE_NONE);
    g_assert_cmpint (a->choice_offer, ==, -1);
    g_assert_cmpint (a->runner_up, ==, BREAKEVEN_CHOICE_NONE);
    g_assert_true (isnan (a->choice_difference));
  }

  /* Only a promotion: it is eligible, since no lasting offer is, and the build stays out */
  p.vram_needed = 0;
  params_add_offer (&p, 50)->promotion = TRUE;
  {
    g_autoptr(BreakevenProject) project = project_from_params (&p);
    g_autoptr(BreakevenAnalysis) a = breakeven_analysis_new (project);

    g_assert_cmpint (a->choice, !=, BREAKEVEN_CHOICE_BUILD);
    g_assert_cmpint (a->choice, ==, BREAKEVEN_CHOICE_HYBRID);
  }
}

/* 3. Instances side by side: ceil(W / (speed 24 d)), a quotient within 1e-9 of a whole
 * number counting as that number */
static void
test_instances (void)
{
  struct { double work, days, speed; guint expected; } cases[] = {
    { 240, 10, 1, 1 },             /* exactly 1 */
    { 240.0000000001, 10, 1, 1 },  /* 1.0000000000004: still 1 */
    { 240.001, 10, 1, 2 },         /* 1.000004: 2 */
    { 241, 10, 1, 2 },
    { 1, 10, 1, 1 },
    { 240, 10, 0.5, 2 },           /* slower than the build: W / speed hours */
    { 300, 10, 0.7, 2 },           /* 1.79 */
    { 72, 1, 0.3, 10 },            /* 72 / 7.199999999999999 = 10.000000000000002: 10 */
    { 5000, 7, 0.25, 120 },        /* 119.05 */
    { 1000, 2, 4, 6 },             /* faster: 5.2 */
  };

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      BreakevenBurstInputs burst = { .per_year = 1, .first_month = 0, .days = cases[c].days,
                                     .work_hours = cases[c].work };
      Params p;
      g_autoptr(BreakevenProject) project = NULL;
      g_autoptr(BreakevenAnalysis) a = NULL;

      g_assert_cmpuint (breakeven_burst_instances (&burst, cases[c].speed), ==,
                        cases[c].expected);

      params_init (&p);
      params_add_offer (&p, 2)->speed = cases[c].speed;
      params_add_burst (&p, 1, 0, cases[c].days, cases[c].work);
      /* a second, smaller burst does not lower the most instances */
      params_add_burst (&p, 1, 3, 366, 1);
      project = project_from_params (&p);
      a = breakeven_analysis_new (project);
      g_assert_cmpuint (breakeven_analysis_get_offer (a, 0)->instances_for_bursts, ==,
                        cases[c].expected);
    }

  /* Without bursts, and with a burst only after the horizon (which would overflow): no
   * instances, no hybrid, on time */
  for (guint with_burst = 0; with_burst < 2; with_burst++)
    {
      Params p;
      g_autoptr(BreakevenProject) project = NULL;
      g_autoptr(BreakevenAnalysis) a = NULL;

      params_init (&p);
      params_add_offer (&p, 2);
      if (with_burst)
        params_add_burst (&p, 1, 40, 1, 1000);
      project = project_from_params (&p);
      a = breakeven_analysis_new (project);
      g_assert_cmpuint (breakeven_analysis_get_offer (a, 0)->instances_for_bursts, ==, 0);
      g_assert_false (breakeven_analysis_get_offer (a, 0)->has_hybrid);
      g_assert_cmpfloat (breakeven_analysis_get_offer (a, 0)->hybrid_rented_hours, ==, 0);
      g_assert_true (a->on_time);
      g_assert_false (a->has_hybrid);
      if (with_burst)
        g_assert_cmpuint (breakeven_analysis_get_burst (a, 0)->occurrences, ==, 0);
    }
}

/* 4. A lump with interest: c = wall_kW W (1 + cooling) price_kWh at each t_k = f + 12 k / n,
 * worth c (1 + i)^((t - t_k) / 12) at every t strictly after t_k */
static void
test_lump_interest (void)
{
  Params p;
  g_autoptr(BreakevenProject) project = NULL;
  g_autoptr(BreakevenAnalysis) a = NULL;
  /* 0.5 kW * 100 h * 1.1 * 0.8 */
  double c = 44;
  double e = 0.5 * 4 * 1.1 * D * 0.8;
  double a36 = pow (1.1, 3), rate = log (1.1);
  struct { double t; guint lumps; } points[] = {
    { 0, 0 }, { 5.5, 0 }, { 5.5 + 1e-7, 1 }, { 11.5, 1 }, { 11.6, 2 }, { 17.5, 2 },
    { 20, 3 }, { 35.5, 5 }, { 36, 6 },
  };

  params_init (&p);
  p.wall = 500;
  p.cooling = 10;
  p.kwh = 0.8;
  p.h = 4;
  p.interest = 10;
  params_add_burst (&p, 2, 5.5, 10, 100);
  project = project_from_params (&p);
  a = breakeven_analysis_new (project);

  /* the lump as the analysis holds it */
  g_assert_cmpuint (a->local.n_lumps, ==, 1);
  assert_close (a->local.lumps[0].fixed, c, 1e-12);
  g_assert_cmpfloat (a->local.lumps[0].priced, ==, 0);
  g_assert_cmpuint (a->local.lumps[0].per_year, ==, 2);
  g_assert_cmpuint (breakeven_analysis_get_burst (a, 0)->occurrences, ==, 6);
  for (guint k = 0; k < 6; k++)
    assert_close (breakeven_burst_occurrence_month (&a->inputs.bursts[0], k), 5.5 + 6 * k,
                  1e-15);

  for (guint n = 0; n < G_N_ELEMENTS (points); n++)
    {
      double t = points[n].t;
      double lumps = 0, expected;

      for (guint k = 0; k < points[n].lumps; k++)
        lumps += c * pow (1.1, (t - (5.5 + 6 * k)) / 12);
      expected = 10000 * pow (1.1, t / 12) + e * 12 * (pow (1.1, t / 12) - 1) / rate + lumps;
      assert_close (breakeven_cost_lumps_at (a->local.lumps, 1, 10, 0, t), lumps, 1e-12);
      assert_close (breakeven_cost_local_at (&a->local, t), expected, 1e-12);
      assert_close (breakeven_cost_local_cash_at (&a->local, t), expected, 1e-12);
    }
  assert_close (a->horizon_cost,
                10000 * a36 + e * 12 * (a36 - 1) / rate
                + c * (pow (1.1, 30.5 / 12) + pow (1.1, 24.5 / 12) + pow (1.1, 18.5 / 12)
                       + pow (1.1, 12.5 / 12) + pow (1.1, 6.5 / 12) + pow (1.1, 0.5 / 12)),
                1e-12);

  /* Once a year from month 0: months 0, 12 and 24 are in the horizon cost, 36 is not */
  {
    g_autoptr(BreakevenProject) at_h = NULL;
    g_autoptr(BreakevenAnalysis) b = NULL;
    double base = 10000 * a36 + e * 12 * (a36 - 1) / rate;
    double three = c * (a36 + pow (1.1, 2) + 1.1);

    p.bursts[0] = (Burst) { 1, 0, 10, 100 };
    at_h = project_from_params (&p);
    b = breakeven_analysis_new (at_h);
    g_assert_cmpuint (breakeven_analysis_get_burst (b, 0)->occurrences, ==, 3);
    /* the lump at 0 comes strictly after 0 */
    assert_close (breakeven_cost_local_at (&b->local, 0), 10000, 1e-15);
    assert_close (breakeven_cost_local_at (&b->local, 1e-9), 10000 + c, 1e-9);
    assert_close (b->horizon_cost, base + three, 1e-12);
    assert_close (breakeven_cost_local_at (&b->local, 36), base + three, 1e-12);
    /* just after H the fourth lump is there, for searches after the horizon */
    assert_close (breakeven_cost_local_at (&b->local, 36 + 1e-9), base + three + c, 1e-9);
  }
}

/* The integral over [0, t] of g(s) a(t - s) ds by the midpoint rule */
static double
integral_sq (double interest_percent,
             double price_change_percent,
             double t)
{
  const guint steps = 100000;
  double step = t / steps, total = 0;

  for (guint n = 0; n < steps; n++)
    {
      double s = (n + 0.5) * step;

      total += pow (1 + price_change_percent / 100, s / 12)
               * pow (1 + interest_percent / 100, (t - s) / 12) * step;
    }
  return total;
}

/* 5. Sq(t) against the integral it stands for, whatever the order of q and i */
static void
test_price_accumulation (void)
{
  struct { double i, q; } cases[] = {
    { 8, 3 },     /* q < i */
    { 6, 6 },     /* q = i */
    { 5, 20 },    /* q > i */
    { 10, -20 },  /* prices fall */
    { 0, -30 },   /* no interest */
    { 0, 15 },
    { 7, 0 },     /* S(t) */
    { 0, 0 },     /* t */
  };
  double months[] = { 0.5, 7.3, 36, 120 };

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    for (guint m = 0; m < G_N_ELEMENTS (months); m++)
      assert_close (breakeven_cost_price_accumulation (cases[c].i, cases[c].q, months[m]),
                    integral_sq (cases[c].i, cases[c].q, months[m]), 1e-9);
  assert_close (breakeven_cost_price_accumulation (7, 0, 36), 12 * (pow (1.07, 3) - 1) / log (1.07),
                1e-12);
  assert_close (breakeven_cost_price_accumulation (0, 0, 36), 36, 1e-15);
  assert_close (breakeven_cost_price_accumulation (6, 6, 36), 36 * pow (1.06, 3), 1e-12);
  g_assert_cmpfloat (breakeven_cost_price_accumulation (5, -20, 0), ==, 0);
}

/* The cloud with prices that change, month by month: each month's rent, idle price and
 * storage at the prices of the moment, valued at T with interest (100 steps a month) */
static void
test_cloud_price_change (void)
{
  Params p;
  Offer *o;
  g_autoptr(BreakevenProject) project = NULL;
  g_autoptr(BreakevenAnalysis) a = NULL;
  const BreakevenOfferResult *r;
  double k, ts[] = { 1, 17.25, 36 };

  params_init (&p);
  p.h = 6;
  p.idle_h = 2;
  p.storage_gb = 100;
  p.interest = 6;
  p.q = -15;
  o = params_add_offer (&p, 2);
  o->idle_price_set = TRUE;
  o->idle_price = 0.5;
  o->storage_price = 0.05;
  o->setup = 100;
  project = project_from_params (&p);
  a = breakeven_analysis_new (project);
  r = breakeven_analysis_get_offer (a, 0);
  /* K at today's prices: 2 * 6 * D + 0.5 * 2 * D + 100 * 0.05 */
  k = 13 * D + 5;
  assert_close (r->cloud.per_month, k, 1e-12);

  for (guint n = 0; n < G_N_ELEMENTS (ts); n++)
    {
      double t = ts[n], total = 100 * pow (1.06, t / 12);

      for (guint month = 0; month < t; month++)
        {
          double end = MIN (t, month + 1.0);
          double step = (end - month) / 100;

          for (guint s = 0; s < 100; s++)
            {
              double at = month + (s + 0.5) * step;

              total += k * pow (0.85, at / 12) * step * pow (1.06, (t - at) / 12);
            }
        }
      assert_close (breakeven_cost_cloud_at (&r->cloud, t), total, 1e-7);
    }
  assert_close (r->horizon_cost, breakeven_cost_cloud_at (&r->cloud, 36), 1e-15);
}

/* 6. Own time: T0 on the build at 0, growing like C0, neither resold nor in the opportunity
 * cost; T1 on the cloud at 0, and for the hybrid once per overflowing occurrence */
static void
test_own_time (void)
{
  Params p;
  Offer *o;
  double a36 = pow (1.05, 3), s36 = 12 * (a36 - 1) / log (1.05);
  double e, k, build, rent, hybrid = 0;

  params_init (&p);
  p.gpu_price = 10000;
  p.resale = 30;
  p.interest = 5;
  p.h = 4;
  p.build_max = 20;
  p.own_time = 30;
  p.build_setup_hours = 12;   /* T0 = 360 */
  o = params_add_offer (&p, 2);
  o->setup = 50;
  o->setup_hours = 3;         /* T1 = 90 */
  params_add_burst (&p, 2, 4, 10, 300);

  /* by hand: E = 0.5 kW * 4 h * D * 1; occurrences at 4, 10, ..., 34; the build does 160 h
   * of each (0.5 * 160 = 80 of electricity) and the offer 140 h at 2 */
  e = 0.5 * 4 * D;
  k = 2 * 4 * D;
  build = (10000 + 360) * a36 + e * s36 - 3000;
  rent = (50 + 90) * a36 + k * s36;
  hybrid = (10000 + 360) * a36 + e * s36 - 3000;
  for (guint n = 0; n < 6; n++)
    {
      double t_k = 4 + 6 * n;

      build += 0.5 * 300 * pow (1.05, (36 - t_k) / 12);
      rent += 2 * 300 * pow (1.05, (36 - t_k) / 12);
      hybrid += (0.5 * 160 + 2 * 140 + 50 + 90) * pow (1.05, (36 - t_k) / 12);
    }

  {
    g_autoptr(BreakevenProject) project = project_from_params (&p);
    g_autoptr(BreakevenAnalysis) a = breakeven_analysis_new (project);
    const BreakevenOfferResult *r = breakeven_analysis_get_offer (a, 0);

    assert_close (a->own_time_cost, 360, 1e-15);
    assert_close (a->local.own_time, 360, 1e-15);
    assert_close (r->cloud.own_time, 90, 1e-15);
    assert_close (a->resale_value, 3000, 1e-12);
    assert_close (a->opportunity_cost, 10000 * (a36 - 1), 1e-12);
    assert_close (a->horizon_cost, build, 1e-12);
    assert_close (a->cash_horizon_cost, build + 3000, 1e-12);
    assert_close (r->horizon_cost, rent, 1e-12);
    assert_close (r->hybrid_horizon_cost, hybrid, 1e-12);
    assert_close (breakeven_analysis_get_strategy_cost (a, BREAKEVEN_CHOICE_HYBRID, 0), hybrid,
                  1e-12);
    /* at month 0+ already: T0 with C0, T1 with the setup cost */
    assert_close (breakeven_cost_local_cash_at (&a->local, 0), 10360, 1e-15);
    assert_close (breakeven_cost_cloud_at (&r->cloud, 0), 140, 1e-15);
    /* and the reference model agrees with the hand computation */
    assert_close (ref_curve (&p, CURVE_HYBRID, o, 36), hybrid, 1e-12);
    assert_close (ref_hybrid_decomposed (&p, o), hybrid, 1e-12);
  }

  /* The same project without own time: the costs move by T0 a(H), T1 a(H), 6 T1 a(H - t_k) */
  {
    double moved = 0;
    g_autoptr(BreakevenProject) with = project_from_params (&p);
    g_autoptr(BreakevenAnalysis) a = breakeven_analysis_new (with);
    g_autoptr(BreakevenProject) without = NULL;
    g_autoptr(BreakevenAnalysis) b = NULL;

    p.own_time = 0;
    without = project_from_params (&p);
    b = breakeven_analysis_new (without);
    for (guint n = 0; n < 6; n++)
      moved += 90 * pow (1.05, (36 - (4 + 6.0 * n)) / 12);
    assert_close (a->horizon_cost - b->horizon_cost, 360 * a36, 1e-9);
    assert_close (breakeven_analysis_get_offer (a, 0)->horizon_cost
                  - breakeven_analysis_get_offer (b, 0)->horizon_cost, 90 * a36, 1e-9);
    assert_close (breakeven_analysis_get_offer (a, 0)->hybrid_horizon_cost
                  - breakeven_analysis_get_offer (b, 0)->hybrid_horizon_cost,
                  360 * a36 + moved, 1e-9);
    g_assert_cmpfloat (b->own_time_cost, ==, 0);
    assert_close (a->resale_value, b->resale_value, 1e-15);
    assert_close (a->opportunity_cost, b->opportunity_cost, 1e-15);
  }
}

/* 7. Cloud prices that fall 20 % a year: the rent of an occurrence at t_k is
 * price_h 0.8^(t_k / 12) W / speed (1 + interruption) */
static void
test_falling_price (void)
{
  for (guint with_interest = 0; with_interest < 2; with_interest++)
    {
      Params p;
      Offer *o;
      g_autoptr(BreakevenProject) project = NULL;
      g_autoptr(BreakevenAnalysis) a = NULL;
      const BreakevenOfferResult *r;
      double i = with_interest ? 0.07 : 0;
      double growth48 = pow (1 + i, 4), k, expected, sq;

      params_init (&p);
      p.h = 3;
      p.horizon = 48;
      p.q = -20;
      p.interest = i * 100;
      o = params_add_offer (&p, 3);
      o->speed = 0.8;
      o->spot = TRUE;
      o->interruption = 15;
      o->setup = 10;
      params_add_burst (&p, 3, 2, 20, 200);
      project = project_from_params (&p);
      a = breakeven_analysis_new (project);
      r = breakeven_analysis_get_offer (a, 0);

      k = 3 * 3 / 0.8 * 1.15 * D;
      /* Sq(48) = 12 ((1 + q)^4 - a(48)) / ln((1 + q) / (1 + i)) */
      sq = 12 * (pow (0.8, 4) - growth48) / log (0.8 / (1 + i));
      expected = 10 * growth48 + k * sq;
      /* months 2, 6, 10, ..., 46: 12 occurrences before 48 */
      for (guint n = 0; n < 12; n++)
        {
          double t_k = 2 + 4 * n;
          double lump = 3 * pow (0.8, t_k / 12) * 200 / 0.8 * 1.15;
          double before = breakeven_cost_cloud_at (&r->cloud, t_k);
          double after = breakeven_cost_cloud_at (&r->cloud, t_k + 1e-9);

          expected += lump * pow (1 + i, (48 - t_k) / 12);
          /* the curve steps by the lump just after t_k */
          assert_close (after - before, lump, 1e-6);
        }
      assert_close (r->horizon_cost, expected, 1e-12);
      assert_close (ref_curve (&p, CURVE_RENT, o, 48), expected, 1e-12);
    }
}

/* 8. The hybrid: the build's L(H), less the electricity of what overflows, plus what each
 * overflowing occurrence before H rents, with its setup, own time and storage */
static void
test_hybrid (void)
{
  Params p;
  Offer *o;
  double horizon = 30, hybrid, build, rent, rented = 0;

  params_init (&p);
  p.h = 6;
  p.build_max = 22;            /* 16 free hours a day */
  p.horizon = horizon;
  p.interest = 6;
  p.q = -10;
  p.storage_gb = 200;
  p.own_time = 25;
  p.cooling = 20;
  p.kwh = 0.7;
  p.resale = 20;
  p.v0_set = TRUE;
  p.v0 = 60;
  o = params_add_offer (&p, 4);
  o->speed = 1.3;
  o->spot = TRUE;
  o->interruption = 10;
  o->storage_price = 0.1;
  o->setup = 20;
  o->setup_hours = 2;          /* T1 = 50 */
  params_add_burst (&p, 4, 1.5, 7, 500);   /* 112 h on the build, 388 overflow */
  params_add_burst (&p, 1, 2, 5, 50);      /* fits in 80 h */

  /* By hand, occurrence by occurrence: the first burst at 1.5, 4.5, ..., 28.5 (10 of them) */
  build = ref_curve (&p, CURVE_BUILD, NULL, horizon);
  hybrid = build;
  for (guint n = 0; n < 10; n++)
    {
      double t_k = 1.5 + 3 * n;
      double g = pow (0.9, t_k / 12), grow = pow (1.06, (horizon - t_k) / 12);

      hybrid -= 0.5 * 388 * 1.2 * 0.7 * grow;
      hybrid += (388 / 1.3 * 4 * g * 1.1 + 20 + 50 + 200 * 0.1 * g * 7 / D) * grow;
      rented += 388 / 1.3;
    }
  /* the build's curve by hand too: 10 lumps of 500 h and 3 of 50 h (months 2, 14, 26) */
  {
    double a30 = pow (1.06, 2.5);
    double by_hand = 10000 * a30 + 0.5 * 6 * 1.2 * D * 0.7 * 12 * (a30 - 1) / log (1.06)
                     - 10000 * (0.6 + (0.2 - 0.6) * 30 / 30);

    for (guint n = 0; n < 10; n++)
      by_hand += 0.5 * 500 * 1.2 * 0.7 * pow (1.06, (horizon - (1.5 + 3 * n)) / 12);
    for (guint n = 0; n < 3; n++)
      by_hand += 0.5 * 50 * 1.2 * 0.7 * pow (1.06, (horizon - (2 + 12 * n)) / 12);
    assert_close (build, by_hand, 1e-12);
  }
  rent = ref_curve (&p, CURVE_RENT, o, horizon);
  assert_close (ref_hybrid_decomposed (&p, o), hybrid, 1e-12);

  {
    g_autoptr(BreakevenProject) project = project_from_params (&p);
    g_autoptr(BreakevenAnalysis) a = breakeven_analysis_new (project);
    const BreakevenOfferResult *r = breakeven_analysis_get_offer (a, 0);

    g_assert_false (a->on_time);
    g_assert_true (a->has_hybrid);
    g_assert_true (r->has_hybrid);
    assert_close (a->horizon_cost, build, 1e-12);
    assert_close (r->horizon_cost, rent, 1e-12);
    assert_close (r->hybrid_horizon_cost, hybrid, 1e-12);
    assert_close (r->hybrid_rented_hours, rented, 1e-12);
    assert_close (breakeven_analysis_get_strategy_cost (a, BREAKEVEN_CHOICE_HYBRID, 0), hybrid,
                  1e-12);
    /* the hybrid curve along the way */
    for (double t = 0; t <= horizon; t += 0.75)
      assert_close (breakeven_cost_local_at (&r->hybrid, t),
                    ref_curve (&p, CURVE_HYBRID, o, t), 1e-12);
    /* hybrid <= rent over the horizon exactly when its breakeven month is within it */
    g_assert_cmpint (hybrid <= rent, ==,
                     !isnan (r->hybrid_breakeven_months) && r->hybrid_breakeven_months <= horizon);
  }

  /* Only the burst that fits: nothing overflows, no hybrid is listed */
  p.bursts[0] = p.bursts[1];
  p.n_bursts = 1;
  {
    g_autoptr(BreakevenProject) project = project_from_params (&p);
    g_autoptr(BreakevenAnalysis) a = breakeven_analysis_new (project);
    const BreakevenOfferResult *r = breakeven_analysis_get_offer (a, 0);

    g_assert_true (a->on_time);
    g_assert_false (a->has_hybrid);
    g_assert_false (r->has_hybrid);
    g_assert_true (isnan (r->hybrid_horizon_cost));
    g_assert_true (isnan (r->hybrid_breakeven_months));
    g_assert_cmpfloat (r->hybrid_rented_hours, ==, 0);
    g_assert_true (isnan (breakeven_analysis_get_strategy_cost (a, BREAKEVEN_CHOICE_HYBRID, 0)));
    g_assert_cmpint (a->choice, !=, BREAKEVEN_CHOICE_HYBRID);
    g_assert_cmpint (a->runner_up, !=, BREAKEVEN_CHOICE_HYBRID);
    g_assert_cmpfloat (breakeven_analysis_get_burst (a, 0)->build_late_days, ==, 0);
    assert_close (a->horizon_cost, ref_curve (&p, CURVE_BUILD, NULL, horizon), 1e-12);
    /* the hybrid would be the build itself */
    assert_close (ref_hybrid_decomposed (&p, o), a->horizon_cost, 1e-12);
  }
}

/* An occurrence whose month t_k = f + 12 k / n is the horizon itself is not before it, even
 * where k (12 / n) rounds below it: 11 a year from month 0, the 56th is at 12 * 55 / 11 = 60 */
static void
test_occurrence_at_horizon (void)
{
  struct { double horizon; guint expected; } cases[] = { { 60, 55 }, { 108, 99 }, { 120, 110 } };
  guint wrong = 0;

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      Params p;
      g_autoptr(BreakevenProject) project = NULL;
      g_autoptr(BreakevenAnalysis) a = NULL;
      const BreakevenBurstResult *r;
      double expected;

      params_init (&p);
      p.horizon = cases[c].horizon;
      p.h = 4;
      p.build_max = 5;              /* 1 free hour a day: 10 h of the 20 overflow */
      params_add_offer (&p, 2);
      params_add_burst (&p, 11, 0, 10, 20);
      project = project_from_params (&p);
      a = breakeven_analysis_new (project);
      r = breakeven_analysis_get_burst (a, 0);

      g_assert_cmpuint (ref_occurrences_before (&p.bursts[0], p.horizon), ==, cases[c].expected);
      /* i = 0: 10000 + E H + one lump of 0.5 * 20 = 10 per occurrence before H */
      expected = 10000 + 0.5 * 4 * D * p.horizon + 10.0 * cases[c].expected;
      assert_close (ref_curve (&p, CURVE_BUILD, NULL, p.horizon), expected, 1e-12);
      if (r->occurrences != cases[c].expected)
        {
          g_test_message ("11 bursts a year from month 0, horizon %g: %u occurrences "
                          "before the horizon, expected %u (the last at "
                          "%.17g = k * (12 / 11), which is 12 k / 11 = H); "
                          "horizon cost %.10g, expected %.10g",
                          p.horizon, r->occurrences, cases[c].expected,
                          breakeven_burst_occurrence_month (&r->inputs, cases[c].expected),
                          a->horizon_cost, expected);
          wrong++;
          continue;
        }
      assert_close (a->horizon_cost, expected, 1e-12);
      assert_close (breakeven_analysis_get_offer (a, 0)->hybrid_rented_hours,
                    10.0 * cases[c].expected, 1e-12);
    }
  g_assert_cmpuint (wrong, ==, 0);
}

/* 9. The breakeven rule, where the first crossing and the last stretch differ */
static void
test_breakeven_rule (void)
{
  Params p;

  /* Resale 100 % right after purchase, 0 at the horizon: L(t) = 10000 t / 36 is 0 at month 0,
   * as the cloud is, then rises faster than the rent (8 h a day at 1, K = 8 D) */
  params_init (&p);
  p.gpu_price = 10000;
  p.kwh = 0;
  p.h = 8;
  p.resale = 0;
  p.v0_set = TRUE;
  p.v0 = 100;
  params_add_offer (&p, 1);
  {
    g_autoptr(BreakevenProject) project = project_from_params (&p);
    g_autoptr(BreakevenAnalysis) a = breakeven_analysis_new (project);
    const BreakevenOfferResult *r = breakeven_analysis_get_offer (a, 0);

    assert_close (a->horizon_cost, 10000, 1e-12);
    assert_close (r->horizon_cost, 8 * D * 36, 1e-12);
    /* the build is dearer at H: the first month after it with C >= L, where the resale
     * value is 0 and K t = 10000 */
    g_assert_cmpfloat (r->breakeven_months, >, 36);
    assert_close (r->breakeven_months, 10000 / (8 * D), 1e-9);
    /* in cash too: 10000 against K t */
    assert_close (r->cash_payback_months, 10000 / (8 * D), 1e-9);
  }
  /* at 0.01 an hour the rent reaches 10000 only after 1200 months: none */
  p.offers[0].price = 0.01;
  {
    g_autoptr(BreakevenProject) project = project_from_params (&p);
    g_autoptr(BreakevenAnalysis) a = breakeven_analysis_new (project);

    g_assert_true (isnan (breakeven_analysis_get_offer (a, 0)->breakeven_months));
    g_assert_true (isnan (breakeven_analysis_get_offer (a, 0)->cash_payback_months));
  }

  /* Cheaper at H after having been dearer twice: C(t) = 200 t (storage only), L(t) = 2000
   * plus 1000 of electricity at months 12 and 24.  C - L crosses 0 at 10, falls back below
   * after 12 (2400 - 3000) and crosses again at 15 for good: the month is 15, not 10 */
  params_init (&p);
  p.gpu_price = 2000;
  p.wall = 1000;
  p.kwh = 1;
  p.h = 0;
  p.storage_gb = 1000;
  params_add_offer (&p, 0)->storage_price = 0.2;
  params_add_burst (&p, 1, 12, 50, 1000);
  {
    g_autoptr(BreakevenProject) project = project_from_params (&p);
    g_autoptr(BreakevenAnalysis) a = breakeven_analysis_new (project);
    const BreakevenOfferResult *r = breakeven_analysis_get_offer (a, 0);

    g_assert_true (a->on_time);
    assert_close (a->horizon_cost, 4000, 1e-12);
    assert_close (r->horizon_cost, 7200, 1e-12);
    assert_close (breakeven_cost_cloud_at (&r->cloud, 12) - breakeven_cost_local_at (&a->local, 12),
                  400, 1e-12);
    assert_close (breakeven_cost_cloud_at (&r->cloud, 12.5)
                  - breakeven_cost_local_at (&a->local, 12.5), -500, 1e-12);
    assert_close (r->breakeven_months, 15, 1e-9);
    assert_close (r->cash_payback_months, 15, 1e-9);
  }

  /* Where the last stretch starts at a step: the rent of a burst (1000 h at 2, 2000) at
   * months 6, 18 and 30 against a build of 1000 and 90 a month of maintenance, nothing else.
   * C - L = 2000 n(t) - 1000 - 90 t: 460 just after 6 (the first crossing), below 0 again
   * from 11.1 to -620 at 18, 1180 just after 18, 300 at 30, 1760 at 36: the month is 18 */
  params_init (&p);
  p.gpu_price = 1000;
  p.wall = 0;
  p.kwh = 0;
  p.h = 0;
  p.maintenance = 1080;
  params_add_offer (&p, 2);     /* K = 0: no hours a day, no idle, no storage */
  params_add_burst (&p, 1, 6, 50, 1000);
  {
    g_autoptr(BreakevenProject) project = project_from_params (&p);
    g_autoptr(BreakevenAnalysis) a = breakeven_analysis_new (project);
    const BreakevenOfferResult *r = breakeven_analysis_get_offer (a, 0);

    assert_close (a->horizon_cost, 1000 + 90 * 36, 1e-12);
    assert_close (r->horizon_cost, 6000, 1e-12);
    assert_close (r->breakeven_months, 18, 1e-9);
    assert_close (r->cash_payback_months, 18, 1e-9);
  }
}

/* A random format 3 project's inputs */
static void
random_params (GRand  *rand,
               Params *p)
{
  guint n_offers = g_rand_int_range (rand, 1, 4);
  guint n_bursts = g_rand_int_range (rand, 0, 5);

  params_init (p);
  p->gpu_price = g_rand_double_range (rand, 500, 20000);
  if (g_rand_boolean (rand))
    p->other_price = g_rand_double_range (rand, 100, 5000);
  p->gpu_vram = g_rand_boolean (rand) ? 24 : 12;
  if (g_rand_int_range (rand, 0, 3) == 0)
    {
      p->has_quote = TRUE;
      p->quote = g_rand_double_range (rand, 1000, 60000);
      p->use_quote = g_rand_boolean (rand);
    }
  p->wall = g_rand_double_range (rand, 100, 1500);
  p->idle_watts = g_rand_double_range (rand, 0, 150);
  if (g_rand_boolean (rand))
    p->cooling = g_rand_double_range (rand, 0, 30);
  p->kwh = g_rand_double_range (rand, 0, 1.5);
  p->maintenance = g_rand_double_range (rand, 0, 2000);
  if (g_rand_boolean (rand))
    p->resale = g_rand_double_range (rand, 0, 70);
  if (g_rand_boolean (rand))
    {
      p->v0_set = TRUE;
      p->v0 = g_rand_double_range (rand, 0, 100);
    }
  if (g_rand_boolean (rand))
    p->interest = g_rand_double_range (rand, 0, 15);
  p->h = g_rand_double_range (rand, 0.5, 16);
  p->idle_h = g_rand_double_range (rand, 0, 24 - p->h);
  if (g_rand_boolean (rand))
    {
      p->cloud_idle_set = TRUE;
      p->cloud_idle_h = g_rand_double_range (rand, 0, 24 - p->h);
    }
  p->horizon = g_rand_int_range (rand, 6, 121);
  p->storage_gb = g_rand_double_range (rand, 0, 300);
  if (g_rand_int_range (rand, 0, 4) == 0)
    p->vram_needed = 24;
  p->build_max = g_rand_int_range (rand, 0, 4) == 0 ? p->h
                 : g_rand_double_range (rand, p->h, 24);
  if (g_rand_boolean (rand))
    {
      p->own_time = g_rand_double_range (rand, 0, 100);
      p->build_setup_hours = g_rand_double_range (rand, 0, 40);
    }
  switch (g_rand_int_range (rand, 0, 4))
    {
    case 0: p->q = 0; break;
    case 1: p->q = p->interest; break;
    default: p->q = g_rand_double_range (rand, -30, 30); break;
    }

  for (guint x = 0; x < n_offers; x++)
    {
      Offer *o = params_add_offer (p, g_rand_double_range (rand, 0.2, 15));

      o->speed = g_rand_double_range (rand, 0.4, 2);
      o->vram = g_rand_boolean (rand) ? 24 : 16;
      o->storage_price = g_rand_double_range (rand, 0, 0.5);
      if (g_rand_boolean (rand))
        {
          o->idle_price_set = TRUE;
          o->idle_price = g_rand_double_range (rand, 0, 1);
        }
      if (g_rand_boolean (rand))
        o->setup = g_rand_double_range (rand, 0, 3000);
      if (g_rand_boolean (rand))
        o->setup_hours = g_rand_double_range (rand, 0, 10);
      o->spot = g_rand_boolean (rand);
      if (g_rand_boolean (rand))
        o->interruption = g_rand_double_range (rand, 0, 30);
      o->promotion = g_rand_int_range (rand, 0, 6) == 0;
    }
  for (guint j = 0; j < n_bursts; j++)
    {
      double days = g_rand_int_range (rand, 1, 61);

      if (g_rand_int_range (rand, 0, 4) == 0)
        days += 0.5;
      params_add_burst (p, g_rand_int_range (rand, 1, 13),
                        g_rand_double_range (rand, 0, p->horizon), days,
                        g_rand_double_range (rand, 1, 3000));
    }
}

/* C(t) minus the build's curve (L, Lc or the hybrid) in the reference model */
static double
ref_difference (const Params *p,
                const Offer  *o,
                Curve         local,
                double        t)
{
  return ref_curve (p, CURVE_RENT, o, t) - ref_curve (p, local, o, t);
}

/* MONTH follows the rule on the reference D = C - LOCAL: within the horizon exactly when
 * D(H) >= 0, D >= 0 from it to H; after it, D < 0 from H until it (sampled).  Near a tie at
 * H either side is right.  FALSE when it was such a tie. */
static gboolean
check_month_rule (const Params *p,
                  const Offer  *o,
                  Curve         local,
                  double        month,
                  double        engine_at_h)
{
  double horizon = p->horizon;
  double d_h = ref_difference (p, o, local, horizon);
  double scale = MAX (1.0, fabs (ref_curve (p, CURVE_RENT, o, horizon)));
  double tolerance = 1e-8 * scale;
  const guint points = 40;

  /* the engine's own horizon costs tell the same story as its month */
  if (fabs (engine_at_h) > tolerance)
    g_assert_cmpint (engine_at_h >= 0, ==, !isnan (month) && month <= horizon);
  if (fabs (d_h) <= tolerance)
    return FALSE;
  if (d_h > 0)
    {
      g_assert_false (isnan (month));
      g_assert_cmpfloat (month, >=, 0);
      g_assert_cmpfloat (month, <=, horizon);
      for (guint n = 0; n <= points; n++)
        {
          double t = month + (horizon - month) * n / points;

          if (t > month + 1e-6)
            g_assert_cmpfloat (ref_difference (p, o, local, t), >=, -tolerance);
        }
      if (month > 1e-6)
        g_assert_cmpfloat (ref_difference (p, o, local, month - 1e-6), <=, tolerance);
    }
  else
    {
      double end = isnan (month) ? BREAKEVEN_MAX_BREAKEVEN_MONTHS : month;

      if (!isnan (month))
        {
          g_assert_cmpfloat (month, >, horizon);
          g_assert_cmpfloat (month, <=, BREAKEVEN_MAX_BREAKEVEN_MONTHS);
          g_assert_cmpfloat (ref_difference (p, o, local, month + 1e-6), >=, -tolerance);
        }
      for (guint n = 1; n < points; n++)
        {
          double t = horizon + (end - horizon) * n / points;

          if (t < end - 1e-6)
            g_assert_cmpfloat (ref_difference (p, o, local, t), <=, tolerance);
        }
    }
  return TRUE;
}

typedef struct
{
  BreakevenChoice choice;
  int offer;
  double cost;
} Strategy;

/* Ties go to the build, then the hybrid */
static int
strategy_rank (BreakevenChoice choice)
{
  return choice == BREAKEVEN_CHOICE_BUILD ? 0 : choice == BREAKEVEN_CHOICE_HYBRID ? 1 : 2;
}

static gboolean
strategy_before (const Strategy *a,
                 const Strategy *b)
{
  if (b->choice == BREAKEVEN_CHOICE_NONE)
    return TRUE;
  if (a->cost != b->cost)
    return a->cost < b->cost;
  if (strategy_rank (a->choice) != strategy_rank (b->choice))
    return strategy_rank (a->choice) < strategy_rank (b->choice);
  return a->offer < b->offer;
}

/* The verdict from the table of strategies of "Strategies and verdict", with the engine's
 * horizon costs and eligibility, lateness and overflow worked out here */
static void
check_verdict (const Params            *p,
               const BreakevenAnalysis *a)
{
  Strategy table[9];
  guint n = 0;
  gboolean build_eligible = p->vram_needed <= 0 || p->gpu_vram >= p->vram_needed;
  gboolean lasting = FALSE, overflows = FALSE;
  Strategy best = { BREAKEVEN_CHOICE_NONE, -1, NAN }, second = best;

  for (guint j = 0; j < p->n_bursts; j++)
    if (ref_occurrences_before (&p->bursts[j], p->horizon) > 0
        && ref_overflow (p, &p->bursts[j]) > 0)
      overflows = TRUE;
  g_assert_cmpint (a->on_time, ==, !overflows);
  g_assert_cmpint (a->has_hybrid, ==, overflows);
  g_assert_cmpint (a->build_eligible, ==, build_eligible);

  for (guint x = 0; x < p->n_offers; x++)
    if ((p->vram_needed <= 0 || p->offers[x].vram >= p->vram_needed) && !p->offers[x].promotion)
      lasting = TRUE;
  for (guint x = 0; x < p->n_offers; x++)
    {
      const Offer *o = &p->offers[x];
      const BreakevenOfferResult *r = breakeven_analysis_get_offer (a, x);
      gboolean eligible = p->vram_needed <= 0 || o->vram >= p->vram_needed;

      g_assert_cmpint (r->eligible, ==, eligible);
      if (!eligible || (o->promotion && lasting))
        continue;
      table[n++] = (Strategy) { BREAKEVEN_CHOICE_RENT, (int) x, r->horizon_cost };
      if (overflows && build_eligible)
        table[n++] = (Strategy) { BREAKEVEN_CHOICE_HYBRID, (int) x, r->hybrid_horizon_cost };
    }
  /* the late build only while no on-time strategy exists */
  if (build_eligible && (!overflows || n == 0))
    table[n++] = (Strategy) { BREAKEVEN_CHOICE_BUILD, -1, a->horizon_cost };

  for (guint c = 0; c < n; c++)
    if (strategy_before (&table[c], &best))
      best = table[c];
  for (guint c = 0; c < n; c++)
    if (table[c].choice != best.choice
        && !(table[c].choice == BREAKEVEN_CHOICE_BUILD && overflows)
        && strategy_before (&table[c], &second))
      second = table[c];

  g_assert_cmpint (a->choice, ==, best.choice);
  g_assert_cmpint (a->runner_up, ==, second.choice);
  g_assert_cmpint (a->runner_up_offer, ==, second.offer);
  g_assert_cmpint (a->choice_offer, ==,
                   best.choice == BREAKEVEN_CHOICE_BUILD ? second.offer : best.offer);
  if (second.choice != BREAKEVEN_CHOICE_NONE)
    g_assert_cmpfloat (a->choice_difference, ==, second.cost - best.cost);
  else if (best.choice == BREAKEVEN_CHOICE_RENT && p->n_bursts == 0)
    /* the format 2 figure, |build - that offer| */
    g_assert_cmpfloat (a->choice_difference, ==, fabs (a->horizon_cost - best.cost));
  else
    g_assert_true (isnan (a->choice_difference));
  if (best.choice != BREAKEVEN_CHOICE_NONE)
    g_assert_cmpfloat (breakeven_analysis_get_strategy_cost (a, best.choice, best.offer), ==,
                       best.cost);
}

/* 10. On many random format 3 projects every figure follows the formulas and the rules */
static void
test_random_projects (void)
{
  GRand *rand = g_rand_new_with_seed (20260503);
  guint hybrids = 0, late = 0, after_horizon = 0, checked = 0, kinds[4] = { 0 };

  for (guint n = 0; n < 300; n++)
    {
      Params p;
      g_autoptr(BreakevenProject) project = NULL;
      g_autoptr(BreakevenAnalysis) a = NULL;
      double horizon;

      random_params (rand, &p);
      horizon = p.horizon;
      project = project_from_params (&p);
      a = breakeven_analysis_new (project);

      assert_close (a->horizon_cost, ref_curve (&p, CURVE_BUILD, NULL, horizon), 1e-9);
      assert_close (a->cash_horizon_cost, ref_curve (&p, CURVE_CASH, NULL, horizon), 1e-9);
      assert_close (a->own_time_cost, ref_t0 (&p), 1e-12);
      assert_close (a->resale_value, ref_resale (&p, horizon), 1e-9);
      assert_close (a->opportunity_cost, ref_capex (&p) * (ref_a (&p, horizon) - 1), 1e-9);

      /* each burst's figures */
      g_assert_cmpuint (breakeven_analysis_get_n_bursts (a), ==, p.n_bursts);
      for (guint j = 0; j < p.n_bursts; j++)
        {
          const Burst *b = &p.bursts[j];
          const BreakevenBurstResult *r = breakeven_analysis_get_burst (a, j);
          double free = MAX (0.0, p.build_max - p.h);
          double capacity = ref_capacity (&p, b);

          g_assert_cmpuint (r->occurrences, ==, ref_occurrences_before (b, horizon));
          assert_close (r->free_hours_per_day, free, 1e-12);
          assert_close (r->build_capacity_hours, capacity, 1e-12);
          assert_close (r->build_hours, MIN (b->work_hours, capacity), 1e-12);
          assert_close (r->overflow_hours, ref_overflow (&p, b), 1e-9);
          if (b->work_hours <= capacity)
            g_assert_cmpfloat (r->build_late_days, ==, 0);
          else if (free == 0)
            g_assert_true (isnan (r->build_late_days));
          else
            assert_close (r->build_late_days, (b->work_hours - capacity) / free, 1e-9);
        }
      if (!a->on_time)
        late++;

      for (guint x = 0; x < p.n_offers; x++)
        {
          const Offer *o = &p.offers[x];
          const BreakevenOfferResult *r = breakeven_analysis_get_offer (a, x);
          double rented = 0;
          guint instances = 0;

          assert_close (r->horizon_cost, ref_curve (&p, CURVE_RENT, o, horizon), 1e-9);
          for (guint j = 0; j < p.n_bursts; j++)
            {
              const Burst *b = &p.bursts[j];
              guint occurrences = ref_occurrences_before (b, horizon);
              double quotient = b->work_hours / (o->speed * 24 * b->days);

              if (occurrences == 0)
                continue;
              if (fabs (quotient - round (quotient)) <= 1e-9)
                quotient = round (quotient);
              instances = MAX (instances, (guint) MAX (1.0, ceil (quotient)));
              rented += occurrences * ref_overflow (&p, b) / o->speed;
            }
          g_assert_cmpuint (r->instances_for_bursts, ==, instances);
          assert_close (r->hybrid_rented_hours, rented, 1e-9);
          g_assert_cmpint (r->has_hybrid, ==, rented > 0);

          /* breakeven <= H exactly when the build is no dearer; the same in cash */
          if (check_month_rule (&p, o, CURVE_BUILD, r->breakeven_months,
                                r->horizon_cost - a->horizon_cost))
            checked++;
          check_month_rule (&p, o, CURVE_CASH, r->cash_payback_months,
                            r->horizon_cost - a->cash_horizon_cost);
          if (!isnan (r->breakeven_months) && r->breakeven_months > horizon)
            after_horizon++;

          if (r->has_hybrid)
            {
              /* the hybrid's curve, its decomposition and its month against renting */
              assert_close (r->hybrid_horizon_cost, ref_curve (&p, CURVE_HYBRID, o, horizon),
                            1e-9);
              assert_close (r->hybrid_horizon_cost, ref_hybrid_decomposed (&p, o), 1e-9);
              check_month_rule (&p, o, CURVE_HYBRID, r->hybrid_breakeven_months,
                                r->horizon_cost - r->hybrid_horizon_cost);
              hybrids++;
            }
          else
            {
              /* nothing overflows: the hybrid would be the build, and none is listed */
              assert_close (ref_hybrid_decomposed (&p, o), a->horizon_cost, 1e-9);
              g_assert_true (isnan (r->hybrid_horizon_cost));
              g_assert_true (isnan (r->hybrid_breakeven_months));
            }
        }
      check_verdict (&p, a);
      kinds[a->choice]++;
    }
  /* the cases were exercised, not skipped */
  g_assert_cmpuint (hybrids, >, 100);
  g_assert_cmpuint (late, >, 50);
  g_assert_cmpuint (after_horizon, >, 10);
  g_assert_cmpuint (checked, >, 400);
  g_assert_cmpuint (kinds[BREAKEVEN_CHOICE_BUILD], >, 10);
  g_assert_cmpuint (kinds[BREAKEVEN_CHOICE_RENT], >, 10);
  g_assert_cmpuint (kinds[BREAKEVEN_CHOICE_HYBRID], >, 10);
  g_test_message ("%u hybrids, %u late builds, %u breakeven months after the horizon; "
                  "verdicts: %u build, %u rent, %u hybrid, %u none", hybrids, late,
                  after_horizon, kinds[BREAKEVEN_CHOICE_BUILD], kinds[BREAKEVEN_CHOICE_RENT],
                  kinds[BREAKEVEN_CHOICE_HYBRID], kinds[BREAKEVEN_CHOICE_NONE]);
  g_rand_free (rand);
}

/* 11. Without interest or a change of prices, with many bursts: the search halves the horizon
 * when D only rises, and its month must still follow the rule exactly */
static void
test_rising_difference (void)
{
  GRand *rand = g_rand_new_with_seed (20261204);
  guint inside = 0, checked = 0;

  for (guint n = 0; n < 200; n++)
    {
      Params p;
      g_autoptr(BreakevenProject) project = NULL;
      g_autoptr(BreakevenAnalysis) a = NULL;
      guint extra = g_rand_int_range (rand, 5, 30);

      random_params (rand, &p);
      p.interest = 0;
      p.q = 0;
      /* many short bursts, as a student's deadlines over years are */
      p.horizon = g_rand_int_range (rand, 24, 241);
      if (n % 2 == 1)
        {
          /* little daily use and a dear upkeep: the cloud's curve is flatter than the build's
           * between the bursts and steeper at them, so D saws up and down and is not halved */
          p.h = g_rand_double_range (rand, 0.5, 2);
          p.idle_h = 0;
          p.maintenance = g_rand_double_range (rand, 1000, 6000);
        }
      for (guint j = 0; j < extra && p.n_bursts < G_N_ELEMENTS (p.bursts); j++)
        params_add_burst (&p, g_rand_int_range (rand, 1, 13),
                          g_rand_double_range (rand, 0, 12), g_rand_int_range (rand, 2, 8),
                          g_rand_double_range (rand, 1, 200));
      project = project_from_params (&p);
      a = breakeven_analysis_new (project);

      for (guint x = 0; x < p.n_offers; x++)
        {
          const Offer *o = &p.offers[x];
          const BreakevenOfferResult *r = breakeven_analysis_get_offer (a, x);

          if (!r->eligible)
            continue;
          if (check_month_rule (&p, o, CURVE_BUILD, r->breakeven_months,
                                r->horizon_cost - a->horizon_cost))
            checked++;
          check_month_rule (&p, o, CURVE_CASH, r->cash_payback_months,
                            r->horizon_cost - a->cash_horizon_cost);
          if (r->has_hybrid)
            check_month_rule (&p, o, CURVE_HYBRID, r->hybrid_breakeven_months,
                              r->horizon_cost - r->hybrid_horizon_cost);
          if (r->breakeven_months > 1 && r->breakeven_months < p.horizon - 1)
            inside++;
        }
    }
  /* the months inside the horizon, where the halving decides, were many */
  g_assert_cmpuint (checked, >, 200);
  g_assert_cmpuint (inside, >, 50);
  g_test_message ("%u months checked, %u inside the horizon", checked, inside);
  g_rand_free (rand);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/bursts/design-example", test_design_example);
  g_test_add_func ("/bursts/never-on-build", test_never_on_build);
  g_test_add_func ("/bursts/instances", test_instances);
  g_test_add_func ("/bursts/lump-interest", test_lump_interest);
  g_test_add_func ("/bursts/occurrence-at-horizon", test_occurrence_at_horizon);
  g_test_add_func ("/bursts/price-accumulation", test_price_accumulation);
  g_test_add_func ("/bursts/cloud-price-change", test_cloud_price_change);
  g_test_add_func ("/bursts/own-time", test_own_time);
  g_test_add_func ("/bursts/falling-price", test_falling_price);
  g_test_add_func ("/bursts/hybrid", test_hybrid);
  g_test_add_func ("/bursts/breakeven-rule", test_breakeven_rule);
  g_test_add_func ("/bursts/random-projects", test_random_projects);
  g_test_add_func ("/bursts/rising-difference", test_rising_difference);

  return g_test_run ();
}
