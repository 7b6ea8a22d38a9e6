/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-cost.c: the cost engine, the one place every figure is computed: the curves and
 * their values, the series, the hourly figures (the breakeven search on the curves is
 * breakeven-cost-breakeven.c) */

#include "config.h"

#include <glib/gi18n.h>

#include <math.h>
#include <string.h>

#include "breakeven-bursts.h"
#include "breakeven-cost-private.h"
#include "breakeven-cost.h"

double
breakeven_cost_electricity_per_month (double wall_watts,
                                      double hours_per_day,
                                      double idle_watts,
                                      double idle_hours_per_day,
                                      double cooling_overhead_percent,
                                      double price_per_kwh)
{
  double kwh_per_day = (wall_watts * hours_per_day + idle_watts * idle_hours_per_day) / 1000.0;

  return kwh_per_day * (1.0 + cooling_overhead_percent / 100.0)
         * BREAKEVEN_DAYS_PER_MONTH * price_per_kwh;
}

double
breakeven_cost_cloud_per_month (double price_per_hour,
                                double hours_per_day,
                                double relative_speed,
                                double interruption_overhead_percent,
                                double idle_price_per_hour,
                                double cloud_idle_hours_per_day,
                                double storage_gb,
                                double storage_price_per_gb_month)
{
  double work = price_per_hour * hours_per_day / relative_speed
                * (1.0 + interruption_overhead_percent / 100.0) * BREAKEVEN_DAYS_PER_MONTH;
  double idle = idle_price_per_hour * cloud_idle_hours_per_day * BREAKEVEN_DAYS_PER_MONTH;

  return work + idle + storage_gb * storage_price_per_gb_month;
}

/* ln(1 + i) / 12: the continuous monthly rate; 0 without interest */
double
breakeven_cost_monthly_rate (double interest_percent)
{
  return interest_percent > 0 ? log1p (interest_percent / 100.0) / 12.0 : 0;
}

double
breakeven_cost_growth (double interest_percent,
                       double months)
{
  return interest_percent > 0 ? exp (breakeven_cost_monthly_rate (interest_percent) * months) : 1.0;
}

double
breakeven_cost_accumulation (double interest_percent,
                             double months)
{
  double rho = breakeven_cost_monthly_rate (interest_percent);

  /* expm1 keeps full precision for small rates and short times */
  return rho > 0 ? expm1 (rho * months) / rho : months;
}

double
breakeven_cost_opportunity (double capex,
                            double interest_percent,
                            double months)
{
  if (interest_percent == 0 || capex == 0)
    return 0;
  return capex * expm1 (breakeven_cost_monthly_rate (interest_percent) * months);
}

/* v0 + (r - v0) t / H as a fraction, before the floor at 0 */
static double
resale_fraction (const BreakevenLocalCost *local,
                 double                    months)
{
  double v0 = local->resale_after_purchase_percent / 100.0;
  double r = local->resale_percent / 100.0;

  if (local->horizon_months <= 0)
    return v0;
  return v0 + (r - v0) * months / local->horizon_months;
}

double
breakeven_cost_resale_at (const BreakevenLocalCost *local,
                          double                    months)
{
  if (local->resale_base == 0)
    return 0;
  return local->resale_base * MAX (0.0, resale_fraction (local, months));
}

/* ln(1 + q) / 12 for a change of prices q, which may be negative */
double
breakeven_cost_price_rate (double price_change_percent)
{
  return price_change_percent != 0 ? log1p (price_change_percent / 100.0) / 12.0 : 0;
}

double
breakeven_cost_price_factor (double price_change_percent,
                             double months)
{
  return price_change_percent != 0
         ? exp (breakeven_cost_price_rate (price_change_percent) * months) : 1.0;
}

double
breakeven_cost_price_accumulation (double interest_percent,
                                   double price_change_percent,
                                   double months)
{
  /* Sq(t) = integral of e^(sigma s) e^(rho (t - s)) ds = a(t) (e^((sigma - rho) t) - 1)
   * / (sigma - rho), or t a(t) when sigma = rho; expm1 keeps it exact near there */
  double rho = breakeven_cost_monthly_rate (interest_percent);
  double delta = breakeven_cost_price_rate (price_change_percent) - rho;

  if (price_change_percent == 0)
    return breakeven_cost_accumulation (interest_percent, months);
  if (delta == 0)
    return months * breakeven_cost_growth (interest_percent, months);
  return breakeven_cost_growth (interest_percent, months) * expm1 (delta * months) / delta;
}

/* sum over k < n of e^(k l) */
static double
geometric_sum (guint  n,
               double l)
{
  if (n == 0)
    return 0;
  if (l == 0)
    return n;
  return expm1 (n * l) / expm1 (l);
}

double
breakeven_cost_lump_month (const BreakevenBurstLump *lump,
                           guint                     k)
{
  return lump->first_month + 12.0 * k / MAX (1u, lump->per_year);
}

/* The occurrences of LUMP strictly before MONTHS (or at it too, INCLUSIVE) */
guint
breakeven_cost_lump_count (const BreakevenBurstLump *lump,
                           double                    months,
                           gboolean                  inclusive)
{
  double x;
  guint n;

  if (months < lump->first_month || (!inclusive && months == lump->first_month))
    return 0;
  /* A first guess (a product, not a quotient: the loops below make it exact) */
  x = floor ((months - lump->first_month) * MAX (1u, lump->per_year) * (1.0 / 12.0)) + 1;
  n = x > 1e6 ? 1000000u : (guint) x;
  /* The occurrence months compared as they are computed */
  while (n > 0 && (inclusive ? breakeven_cost_lump_month (lump, n - 1) > months
                             : breakeven_cost_lump_month (lump, n - 1) >= months))
    n--;
  while (inclusive ? breakeven_cost_lump_month (lump, n) <= months
                   : breakeven_cost_lump_month (lump, n) < months)
    n++;
  return n;
}

double
breakeven_cost_lumps_value (const BreakevenBurstLump *lumps,
                            guint                     n_lumps,
                            double                    interest_percent,
                            double                    price_change_percent,
                            double                    months,
                            gboolean                  inclusive)
{
  double rho = breakeven_cost_monthly_rate (interest_percent);
  double sigma = breakeven_cost_price_rate (price_change_percent);
  double total = 0;

  /* sum over t_k < t of (fixed + priced g(t_k)) a(t - t_k), the t_k a geometric progression */
  for (guint j = 0; j < n_lumps; j++)
    {
      const BreakevenBurstLump *lump = &lumps[j];
      guint n = breakeven_cost_lump_count (lump, months, inclusive);
      double period = 12.0 / MAX (1u, lump->per_year);
      double grown;

      if (n == 0)
        continue;
      grown = rho != 0 ? exp (rho * (months - lump->first_month)) : 1.0;
      if (lump->fixed != 0)
        total += lump->fixed * grown * geometric_sum (n, -rho * period);
      if (lump->priced != 0)
        total += lump->priced * grown * exp (sigma * lump->first_month)
                 * geometric_sum (n, (sigma - rho) * period);
    }
  return total;
}

double
breakeven_cost_lumps_at (const BreakevenBurstLump *lumps,
                         guint                     n_lumps,
                         double                    interest_percent,
                         double                    price_change_percent,
                         double                    months)
{
  return breakeven_cost_lumps_value (lumps, n_lumps, interest_percent, price_change_percent,
                                     months, FALSE);
}

double
breakeven_cost_local_cash (const BreakevenLocalCost *local,
                           double                    months,
                           gboolean                  inclusive)
{
  return (local->capex + local->own_time) * breakeven_cost_growth (local->interest_percent, months)
         + (local->electricity_per_month + local->maintenance_per_month)
           * breakeven_cost_accumulation (local->interest_percent, months)
         + breakeven_cost_lumps_value (local->lumps, local->n_lumps, local->interest_percent,
                                       local->price_change_percent, months, inclusive);
}

double
breakeven_cost_cloud_value (const BreakevenCloudCost *cloud,
                            double                    months,
                            gboolean                  inclusive)
{
  return (cloud->setup + cloud->own_time) * breakeven_cost_growth (cloud->interest_percent, months)
         + cloud->per_month * breakeven_cost_price_accumulation (cloud->interest_percent,
                                                                 cloud->price_change_percent,
                                                                 months)
         + breakeven_cost_lumps_value (cloud->lumps, cloud->n_lumps, cloud->interest_percent,
                                       cloud->price_change_percent, months, inclusive);
}

double
breakeven_cost_local_cash_at (const BreakevenLocalCost *local,
                              double                    months)
{
  return breakeven_cost_local_cash (local, months, FALSE);
}

double
breakeven_cost_local_at (const BreakevenLocalCost *local,
                         double                    months)
{
  return breakeven_cost_local_cash_at (local, months) - breakeven_cost_resale_at (local, months);
}

double
breakeven_cost_cloud_at (const BreakevenCloudCost *cloud,
                         double                    months)
{
  return breakeven_cost_cloud_value (cloud, months, FALSE);
}

double
breakeven_cost_local_horizon (const BreakevenLocalCost *local,
                              double                    horizon_months)
{
  return breakeven_cost_local_at (local, horizon_months);
}

double
breakeven_cost_cloud_horizon (const BreakevenCloudCost *cloud,
                              double                    horizon_months)
{
  return breakeven_cost_cloud_at (cloud, horizon_months);
}


GArray *
breakeven_cost_series_months (double horizon_months)
{
  guint whole = (guint) floor (horizon_months);
  GArray *months = g_array_sized_new (FALSE, FALSE, sizeof (double), whole + 2);

  for (guint m = 0; m <= whole; m++)
    {
      double t = m;
      g_array_append_val (months, t);
    }
  if (horizon_months > whole)
    g_array_append_val (months, horizon_months);
  return months;
}

/* A curve's value at each month of the series */
static GArray *
series_of (double   horizon_months,
           double (*at) (gconstpointer curve, double months),
           gconstpointer curve)
{
  GArray *series = breakeven_cost_series_months (horizon_months);

  for (guint i = 0; i < series->len; i++)
    g_array_index (series, double, i) = at (curve, g_array_index (series, double, i));
  return series;
}

static double
local_net_at (gconstpointer curve,
              double        months)
{
  return breakeven_cost_local_at (curve, months);
}

static double
local_cash_at (gconstpointer curve,
               double        months)
{
  return breakeven_cost_local_cash_at (curve, months);
}

static double
cloud_at (gconstpointer curve,
          double        months)
{
  return breakeven_cost_cloud_at (curve, months);
}

GArray *
breakeven_cost_series_local (const BreakevenLocalCost *local,
                             double                    horizon_months)
{
  return series_of (horizon_months, local_net_at, local);
}

GArray *
breakeven_cost_series_local_cash (const BreakevenLocalCost *local,
                                  double                    horizon_months)
{
  return series_of (horizon_months, local_cash_at, local);
}

GArray *
breakeven_cost_series_cloud (const BreakevenCloudCost *cloud,
                             double                    horizon_months)
{
  return series_of (horizon_months, cloud_at, cloud);
}

void
breakeven_cost_local_from_inputs (const BreakevenInputs *in,
                                  double                 hours_per_day,
                                  BreakevenLocalCost    *out)
{
  out->capex = in->capex;
  out->electricity_per_month =
    breakeven_cost_electricity_per_month (in->wall_watts, hours_per_day,
                                          in->idle_watts, in->idle_hours_per_day,
                                          in->cooling_overhead_percent, in->price_per_kwh);
  out->maintenance_per_month = in->maintenance_per_year / 12.0;
  out->interest_percent = in->interest_percent;
  out->resale_base = in->resale_base;
  out->resale_after_purchase_percent = in->resale_after_purchase_percent;
  out->resale_percent = in->resale_percent;
  out->horizon_months = in->horizon_months;
  out->own_time = in->own_time_per_hour * in->build_setup_hours;
  out->price_change_percent = in->price_change_percent;
  /* The searches make their own unless the caller gives one (an analysis shares its own) */
  out->schedule = NULL;
  /* The build does every burst's work, late if it must */
  out->n_lumps = MIN (in->n_bursts, BREAKEVEN_MAX_BURSTS);
  for (guint j = 0; j < out->n_lumps; j++)
    breakeven_burst_build_lump (in, &in->bursts[j], &out->lumps[j]);
}

void
breakeven_cost_hybrid_from_inputs (const BreakevenInputs      *in,
                                   const BreakevenOfferInputs *offer,
                                   double                      hours_per_day,
                                   BreakevenLocalCost         *out)
{
  breakeven_cost_local_from_inputs (in, hours_per_day, out);
  for (guint j = 0; j < out->n_lumps; j++)
    breakeven_burst_hybrid_lump (in, offer, &in->bursts[j], hours_per_day, &out->lumps[j]);
}

void
breakeven_cost_cloud_from_inputs (const BreakevenInputs      *in,
                                  const BreakevenOfferInputs *offer,
                                  double                      hours_per_day,
                                  BreakevenCloudCost         *out)
{
  out->setup = offer->setup_cost;
  out->interest_percent = in->interest_percent;
  out->per_month =
    breakeven_cost_cloud_per_month (offer->price_per_hour, hours_per_day, offer->relative_speed,
                                    offer->interruption_overhead_percent,
                                    offer->idle_price_follows ? offer->price_per_hour
                                                              : offer->idle_price_per_hour,
                                    in->cloud_idle_hours_per_day,
                                    in->cloud_storage_gb, offer->storage_price_per_gb_month);
  out->own_time = in->own_time_per_hour * offer->setup_hours;
  out->price_change_percent = in->price_change_percent;
  /* Renting does every burst's work on the offer */
  out->n_lumps = MIN (in->n_bursts, BREAKEVEN_MAX_BURSTS);
  for (guint j = 0; j < out->n_lumps; j++)
    breakeven_burst_rent_lump (in, offer, &in->bursts[j], &out->lumps[j]);
}

/* Cloud horizon cost minus the build's, at HOURS_PER_DAY */
static double
horizon_difference (const BreakevenInputs      *in,
                    const BreakevenOfferInputs *offer,
                    double                      hours_per_day)
{
  BreakevenLocalCost local;
  BreakevenCloudCost cloud;

  breakeven_cost_local_from_inputs (in, hours_per_day, &local);
  breakeven_cost_cloud_from_inputs (in, offer, hours_per_day, &cloud);
  return breakeven_cost_cloud_horizon (&cloud, in->horizon_months)
         - breakeven_cost_local_horizon (&local, in->horizon_months);
}

double
breakeven_cost_breakeven_hours (const BreakevenInputs      *in,
                                const BreakevenOfferInputs *offer)
{
  /* Both horizon costs are linear in h (idle hours fixed), so their difference is too */
  double d0 = horizon_difference (in, offer, 0);
  double d24 = horizon_difference (in, offer, 24);

  if (d24 != d0)
    {
      double h = -d0 * 24.0 / (d24 - d0);

      if (h > 0 && h <= 24)
        return h;
    }
  return d24 >= 0 ? 0 : NAN;
}

double
breakeven_cost_breakeven_price (const BreakevenInputs      *in,
                                const BreakevenOfferInputs *offer)
{
  /* C(H) is linear in the price per hour: every hourly charge, the bursts' rent included, and
   * the idle price when it follows; so the price where it meets L(H) is read off two prices */
  BreakevenLocalCost local;
  BreakevenOfferInputs at = *offer;
  BreakevenCloudCost cloud;
  double h = in->hours_per_day, horizon = in->horizon_months;
  double base, alpha, price;

  breakeven_cost_local_from_inputs (in, h, &local);
  at.price_per_hour = 0;
  breakeven_cost_cloud_from_inputs (in, &at, h, &cloud);
  base = breakeven_cost_cloud_horizon (&cloud, horizon);
  at.price_per_hour = 1;
  breakeven_cost_cloud_from_inputs (in, &at, h, &cloud);
  alpha = breakeven_cost_cloud_horizon (&cloud, horizon) - base;
  if (!(alpha > 0))
    return NAN;

  price = (breakeven_cost_local_horizon (&local, horizon) - base) / alpha;
  return price >= 0 && isfinite (price) ? price : NAN;
}

double
breakeven_cost_per_work_hour (double horizon_cost,
                              double hours_per_day,
                              double horizon_months)
{
  if (hours_per_day <= 0 || horizon_months <= 0)
    return NAN;
  return horizon_cost / (hours_per_day * BREAKEVEN_DAYS_PER_MONTH * horizon_months);
}

double
breakeven_cost_job_local (double wall_watts,
                          double local_hours,
                          double cooling_overhead_percent,
                          double price_per_kwh)
{
  return wall_watts / 1000.0 * local_hours * (1.0 + cooling_overhead_percent / 100.0)
         * price_per_kwh;
}

void
breakeven_cost_job_cloud (double  price_per_hour,
                          double  relative_speed,
                          double  interruption_overhead_percent,
                          double  local_hours,
                          double  storage_gb,
                          double  storage_price_per_gb_month,
                          double *compute,
                          double *storage)
{
  double cloud_hours = local_hours / relative_speed;

  *compute = price_per_hour * cloud_hours * (1.0 + interruption_overhead_percent / 100.0);
  *storage = storage_gb * storage_price_per_gb_month * cloud_hours
             / (BREAKEVEN_DAYS_PER_MONTH * 24.0);
}
