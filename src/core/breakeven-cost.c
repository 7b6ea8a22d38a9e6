/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-cost.c: the cost engine, the one place every figure is computed */

#include "config.h"

#include <glib/gi18n.h>

#include <math.h>
#include <string.h>

#include "breakeven-bursts.h"
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
static double
monthly_rate (double interest_percent)
{
  return interest_percent > 0 ? log1p (interest_percent / 100.0) / 12.0 : 0;
}

double
breakeven_cost_growth (double interest_percent,
                       double months)
{
  return interest_percent > 0 ? exp (monthly_rate (interest_percent) * months) : 1.0;
}

double
breakeven_cost_accumulation (double interest_percent,
                             double months)
{
  double rho = monthly_rate (interest_percent);

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
  return capex * expm1 (monthly_rate (interest_percent) * months);
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
static double
price_rate (double price_change_percent)
{
  return price_change_percent != 0 ? log1p (price_change_percent / 100.0) / 12.0 : 0;
}

double
breakeven_cost_price_factor (double price_change_percent,
                             double months)
{
  return price_change_percent != 0 ? exp (price_rate (price_change_percent) * months) : 1.0;
}

double
breakeven_cost_price_accumulation (double interest_percent,
                                   double price_change_percent,
                                   double months)
{
  /* Sq(t) = integral of e^(sigma s) e^(rho (t - s)) ds = a(t) (e^((sigma - rho) t) - 1)
   * / (sigma - rho), or t a(t) when sigma = rho; expm1 keeps it exact near there */
  double rho = monthly_rate (interest_percent);
  double delta = price_rate (price_change_percent) - rho;

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
static guint
lump_count (const BreakevenBurstLump *lump,
            double                    months,
            gboolean                  inclusive)
{
  double x;
  guint n;

  if (months < lump->first_month || (!inclusive && months == lump->first_month))
    return 0;
  x = floor ((months - lump->first_month) * MAX (1u, lump->per_year) / 12.0) + 1;
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

static double
lumps_value (const BreakevenBurstLump *lumps,
             guint                     n_lumps,
             double                    interest_percent,
             double                    price_change_percent,
             double                    months,
             gboolean                  inclusive)
{
  double rho = monthly_rate (interest_percent);
  double sigma = price_rate (price_change_percent);
  double total = 0;

  /* sum over t_k < t of (fixed + priced g(t_k)) a(t - t_k), the t_k a geometric progression */
  for (guint j = 0; j < n_lumps; j++)
    {
      const BreakevenBurstLump *lump = &lumps[j];
      guint n = lump_count (lump, months, inclusive);
      double period = 12.0 / MAX (1u, lump->per_year);
      double grown;

      if (n == 0)
        continue;
      grown = exp (rho * (months - lump->first_month));
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
  return lumps_value (lumps, n_lumps, interest_percent, price_change_percent, months, FALSE);
}

static double
local_cash (const BreakevenLocalCost *local,
            double                    months,
            gboolean                  inclusive)
{
  return (local->capex + local->own_time) * breakeven_cost_growth (local->interest_percent, months)
         + (local->electricity_per_month + local->maintenance_per_month)
           * breakeven_cost_accumulation (local->interest_percent, months)
         + lumps_value (local->lumps, local->n_lumps, local->interest_percent,
                        local->price_change_percent, months, inclusive);
}

static double
cloud_value (const BreakevenCloudCost *cloud,
             double                    months,
             gboolean                  inclusive)
{
  return (cloud->setup + cloud->own_time) * breakeven_cost_growth (cloud->interest_percent, months)
         + cloud->per_month * breakeven_cost_price_accumulation (cloud->interest_percent,
                                                                 cloud->price_change_percent,
                                                                 months)
         + lumps_value (cloud->lumps, cloud->n_lumps, cloud->interest_percent,
                        cloud->price_change_percent, months, inclusive);
}

double
breakeven_cost_local_cash_at (const BreakevenLocalCost *local,
                              double                    months)
{
  return local_cash (local, months, FALSE);
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
  return cloud_value (cloud, months, FALSE);
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

/* The breakeven search on D(t) = C(t) - L(t) (or - Lc(t) without resale).
 *
 * D is smooth between "breakpoints": the occurrences of the bursts (where a lump makes it
 * step, just after the occurrence), the month where the resale value reaches 0, and H.
 * Without a change of prices, on each such piece
 *   D(t) = P a(t) + (K - E - M) S(t) + V(t) + c,   D'(t) = G a(t) + V'
 * with V' constant, so D' is monotone and D has at most one turning point, where
 * a(t) = -V' / G: split there, the piece is two monotone segments.  Without interest D is a
 * straight line on each piece and its root is exact (the closed form of docs/cost-model.md).
 * With prices that change, D adds a second exponential; a piece is then cut into segments of
 * at most a quarter month, each taken as monotone.  The rule is then read off the segments:
 * backwards from H for the last stretch that stays >= 0, or forwards from H for the first
 * crossing after it. */
typedef struct
{
  const BreakevenLocalCost *local;
  const BreakevenCloudCost *cloud;
  gboolean with_resale;
} Difference;

/* D(t); INCLUSIVE counts a lump at t itself (the value just after t) */
static double
difference_value (const Difference *d,
                  double            months,
                  gboolean          inclusive)
{
  double local = local_cash (d->local, months, inclusive);

  if (d->with_resale)
    local -= breakeven_cost_resale_at (d->local, months);
  return cloud_value (d->cloud, months, inclusive) - local;
}

static double
difference_at (const Difference *d,
               double            months)
{
  return difference_value (d, months, FALSE);
}

/* The resale value's slope and the month where it reaches 0 (INFINITY when it does not) */
static void
resale_slope (const Difference *d,
              double           *slope,
              double           *zero)
{
  const BreakevenLocalCost *local = d->local;
  double v0 = local->resale_after_purchase_percent / 100.0;
  double r = local->resale_percent / 100.0;

  *slope = 0;
  *zero = INFINITY;
  if (d->with_resale && local->resale_base > 0 && local->horizon_months > 0)
    {
      *slope = local->resale_base * (r - v0) / local->horizon_months;
      if (v0 > r)
        *zero = local->horizon_months * v0 / (v0 - r);
    }
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y ? 1 : 0;
}

static void
add_lump_months (GArray                   *bounds,
                 const BreakevenBurstLump *lumps,
                 guint                     n_lumps,
                 double                    lo,
                 double                    hi)
{
  for (guint j = 0; j < n_lumps; j++)
    {
      const BreakevenBurstLump *lump = &lumps[j];

      if (lump->fixed == 0 && lump->priced == 0)
        continue;
      for (guint k = 0;; k++)
        {
          double t = breakeven_cost_lump_month (lump, k);

          if (t >= hi)
            break;
          if (t > lo)
            g_array_append_val (bounds, t);
        }
    }
}

/* The ends of the segments of [LO, HI] on which D is taken as monotone, in order */
static GArray *
monotone_segments (const Difference *d,
                   double            lo,
                   double            hi)
{
  GArray *bounds = g_array_new (FALSE, FALSE, sizeof (double));
  GArray *segments = g_array_new (FALSE, FALSE, sizeof (double));
  double rho = monthly_rate (d->local->interest_percent);
  gboolean prices_change = d->cloud->price_change_percent != 0
                           || d->local->price_change_percent != 0;
  double slope, zero;

  resale_slope (d, &slope, &zero);
  g_array_append_val (bounds, lo);
  g_array_append_val (bounds, hi);
  if (zero > lo && zero < hi)
    g_array_append_val (bounds, zero);
  add_lump_months (bounds, d->local->lumps, d->local->n_lumps, lo, hi);
  add_lump_months (bounds, d->cloud->lumps, d->cloud->n_lumps, lo, hi);
  g_array_sort (bounds, compare_doubles);

  g_array_append_val (segments, lo);
  for (guint i = 1; i < bounds->len; i++)
    {
      double a = g_array_index (bounds, double, i - 1);
      double b = g_array_index (bounds, double, i);

      if (!(b > a))
        continue;
      if (prices_change)
        {
          guint n = (guint) ceil ((b - a) / 0.25);

          for (guint k = 1; k < n; k++)
            {
              double t = a + (b - a) * k / n;
              g_array_append_val (segments, t);
            }
        }
      else if (rho > 0)
        {
          /* G a(t) at the middle of the piece, from D there: D - V + (K - E - M) / rho
           * = (P + (K - E - M) / rho) a(t), and G = rho P + K - E - M */
          double mid = 0.5 * (a + b);
          double running = d->local->electricity_per_month + d->local->maintenance_per_month;
          double resale = d->with_resale ? breakeven_cost_resale_at (d->local, mid) : 0;
          double v_slope = mid < zero ? slope : 0;
          double g_a = rho * (difference_at (d, mid) - resale) + d->cloud->per_month - running;
          double g = g_a / breakeven_cost_growth (d->local->interest_percent, mid);

          if (g != 0 && -v_slope / g > 0)
            {
              double turn = log (-v_slope / g) / rho;

              if (turn > a && turn < b)
                g_array_append_val (segments, turn);
            }
        }
      g_array_append_val (segments, b);
    }
  g_array_unref (bounds);
  return segments;
}

/* The crossing in the monotone segment (LO, HI], given D(LO+) = D_LO < 0 <= D(HI) = D_HI */
static double
root_in (const Difference *d,
         double            lo,
         double            hi,
         double            d_lo,
         double            d_hi)
{
  gboolean linear = d->local->interest_percent == 0 && d->cloud->price_change_percent == 0
                    && d->local->price_change_percent == 0;

  if (linear)
    {
      /* Exact for a straight line (no interest, no price change) */
      double t = lo - d_lo * (hi - lo) / (d_hi - d_lo);

      return CLAMP (t, lo, hi);
    }
  for (guint i = 0; i < 300 && hi - lo > 1e-12 * MAX (1.0, hi); i++)
    {
      double mid = 0.5 * (lo + hi);

      if (difference_at (d, mid) >= 0)
        hi = mid;
      else
        lo = mid;
    }
  return hi;
}

static double
breakeven_search (const BreakevenLocalCost *local,
                  const BreakevenCloudCost *cloud,
                  gboolean                  with_resale)
{
  Difference d = { local, cloud, with_resale };
  double horizon = CLAMP (local->horizon_months, 0, BREAKEVEN_MAX_BREAKEVEN_MONTHS);
  double result = NAN;
  GArray *segments;

  g_return_val_if_fail (local->interest_percent == cloud->interest_percent, NAN);

  if (difference_at (&d, horizon) >= 0)
    {
      /* The last stretch of [0, H] on which D stays >= 0 up to H */
      segments = monotone_segments (&d, 0, horizon);
      result = 0;
      for (guint i = segments->len - 1; i > 0; i--)
        {
          double lo = g_array_index (segments, double, i - 1);
          double hi = g_array_index (segments, double, i);
          double d_lo = difference_value (&d, lo, TRUE);

          if (d_lo < 0)
            {
              result = root_in (&d, lo, hi, d_lo, difference_at (&d, hi));
              break;
            }
          /* Just after LO it is >= 0; at LO itself (before a lump there) it may not be */
          if (lo > 0 && difference_at (&d, lo) < 0)
            {
              result = lo;
              break;
            }
        }
    }
  else
    {
      /* The first crossing after the horizon */
      segments = monotone_segments (&d, horizon, BREAKEVEN_MAX_BREAKEVEN_MONTHS);
      for (guint i = 1; i < segments->len; i++)
        {
          double lo = g_array_index (segments, double, i - 1);
          double hi = g_array_index (segments, double, i);
          double d_lo = difference_value (&d, lo, TRUE);
          double d_hi;

          if (d_lo >= 0)
            {
              /* A step up just after LO: the crossing is LO, after the horizon however close */
              result = lo > horizon ? lo : nextafter (horizon, INFINITY);
              break;
            }
          d_hi = difference_at (&d, hi);
          if (d_hi >= 0)
            {
              result = root_in (&d, lo, hi, d_lo, d_hi);
              if (result <= horizon)
                result = nextafter (horizon, INFINITY);
              break;
            }
        }
    }
  g_array_unref (segments);
  return result <= BREAKEVEN_MAX_BREAKEVEN_MONTHS ? result : NAN;
}

double
breakeven_cost_breakeven_month (const BreakevenLocalCost *local,
                                const BreakevenCloudCost *cloud)
{
  return breakeven_search (local, cloud, TRUE);
}

double
breakeven_cost_cash_payback_month (const BreakevenLocalCost *local,
                                   const BreakevenCloudCost *cloud)
{
  return breakeven_search (local, cloud, FALSE);
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
