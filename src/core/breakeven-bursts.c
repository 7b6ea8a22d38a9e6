/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-bursts.c: one burst of work with a deadline, occurrence by occurrence */

#include "config.h"

#include <math.h>

#include "breakeven-bursts.h"

static double
period_of (const BreakevenBurstInputs *burst)
{
  return 12.0 / MAX (1u, burst->per_year);
}

double
breakeven_burst_occurrence_month (const BreakevenBurstInputs *burst,
                                  guint                       k)
{
  return burst->first_month + 12.0 * k / MAX (1u, burst->per_year);
}

guint
breakeven_burst_occurrences_before (const BreakevenBurstInputs *burst,
                                    double                      months)
{
  double period = period_of (burst);
  double x;
  guint n;

  if (!(months > burst->first_month))
    return 0;
  x = ceil ((months - burst->first_month) / period);
  /* an estimate, corrected below */
  n = x > 1e6 ? 1000000u : (guint) x;
  /* The same test as the occurrence months themselves, whatever the rounding of the quotient */
  while (n > 0 && breakeven_burst_occurrence_month (burst, n - 1) >= months)
    n--;
  while (breakeven_burst_occurrence_month (burst, n) < months)
    n++;
  return n;
}

void
breakeven_burst_figures (const BreakevenBurstInputs *burst,
                         double                      hours_per_day,
                         double                      build_max_hours_per_day,
                         double                     *free_hours_per_day,
                         double                     *capacity,
                         double                     *late_days,
                         double                     *build_hours,
                         double                     *overflow_hours)
{
  double free = MAX (0.0, build_max_hours_per_day - hours_per_day);
  double cap = free * burst->days;
  double w = MIN (burst->work_hours, cap);

  if (free_hours_per_day)
    *free_hours_per_day = free;
  if (capacity)
    *capacity = cap;
  if (build_hours)
    *build_hours = w;
  if (overflow_hours)
    *overflow_hours = burst->work_hours - w;
  if (late_days)
    {
      if (burst->work_hours <= cap)
        *late_days = 0;
      else
        *late_days = free > 0 ? (burst->work_hours - cap) / free : NAN;
    }
}

guint
breakeven_burst_instances (const BreakevenBurstInputs *burst,
                           double                      relative_speed)
{
  double q = burst->work_hours / (relative_speed * 24.0 * burst->days);
  double whole = round (q);

  if (fabs (q - whole) <= 1e-9)
    q = whole;
  q = ceil (q);
  return q < 1 ? 1 : q > G_MAXUINT ? G_MAXUINT : (guint) q;
}

double
breakeven_burst_electricity (const BreakevenInputs *in,
                             double                 hours)
{
  return in->wall_watts / 1000.0 * hours * (1.0 + in->cooling_overhead_percent / 100.0)
         * in->price_per_kwh;
}

static void
lump_init (const BreakevenBurstInputs *burst,
           BreakevenBurstLump         *out)
{
  out->first_month = burst->first_month;
  out->per_year = burst->per_year;
  out->fixed = 0;
  out->priced = 0;
}

void
breakeven_burst_build_lump (const BreakevenInputs      *in,
                            const BreakevenBurstInputs *burst,
                            BreakevenBurstLump         *out)
{
  lump_init (burst, out);
  out->fixed = breakeven_burst_electricity (in, burst->work_hours);
}

/* o / speed hours of OFFER at today's price, interruptions counted */
static double
rent_for (const BreakevenOfferInputs *offer,
          double                      hours)
{
  return offer->price_per_hour * hours / offer->relative_speed
         * (1.0 + offer->interruption_overhead_percent / 100.0);
}

void
breakeven_burst_rent_lump (const BreakevenInputs      *in,
                           const BreakevenOfferInputs *offer,
                           const BreakevenBurstInputs *burst,
                           BreakevenBurstLump         *out)
{
  (void) in;
  lump_init (burst, out);
  out->priced = rent_for (offer, burst->work_hours);
}

void
breakeven_burst_hybrid_lump (const BreakevenInputs      *in,
                             const BreakevenOfferInputs *offer,
                             const BreakevenBurstInputs *burst,
                             double                      hours_per_day,
                             BreakevenBurstLump         *out)
{
  double w, o;

  breakeven_burst_figures (burst, hours_per_day, in->build_max_hours_per_day, NULL, NULL, NULL,
                           &w, &o);
  lump_init (burst, out);
  out->fixed = breakeven_burst_electricity (in, w);
  if (o > 0)
    {
      /* The instance is started for the burst and released after it: its setup cost and the
       * user's time once, the data kept in the cloud for the burst's days */
      out->fixed += offer->setup_cost + in->own_time_per_hour * offer->setup_hours;
      out->priced = rent_for (offer, o)
                    + in->cloud_storage_gb * offer->storage_price_per_gb_month * burst->days
                      / BREAKEVEN_DAYS_PER_MONTH;
    }
}
