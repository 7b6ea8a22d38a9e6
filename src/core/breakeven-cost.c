/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-cost.c: the cost engine, the one place every figure is computed */

#include "config.h"

#include <glib/gi18n.h>

#include <math.h>
#include <string.h>

#include "breakeven-cost.h"
#include "breakeven-gpu-table.h"

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

double
breakeven_cost_local_cash_at (const BreakevenLocalCost *local,
                              double                    months)
{
  return local->capex * breakeven_cost_growth (local->interest_percent, months)
         + (local->electricity_per_month + local->maintenance_per_month)
           * breakeven_cost_accumulation (local->interest_percent, months);
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
  return cloud->setup * breakeven_cost_growth (cloud->interest_percent, months)
         + cloud->per_month * breakeven_cost_accumulation (cloud->interest_percent, months);
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

/* D(t) = C(t) - L(t) (or - Lc(t) WITHOUT_RESALE).  Both sides share one interest rate, so
 *   D(t) = (setup - C0) a(t) + (K - E - M) S(t) + V(t),   D'(t) = G a(t) + V'(t)
 * with G = rho (setup - C0) + K - E - M.  V is linear until it reaches 0 (then 0), so on each
 * of those pieces D' is monotone and D has at most one turning point: splitting the pieces
 * there leaves intervals on which D is monotone, and the first one whose end is >= 0 holds
 * the first crossing, alone. */
typedef struct
{
  const BreakevenLocalCost *local;
  const BreakevenCloudCost *cloud;
  gboolean with_resale;
} Difference;

static double
difference_at (const Difference *d,
               double            months)
{
  double local = d->with_resale ? breakeven_cost_local_at (d->local, months)
                                : breakeven_cost_local_cash_at (d->local, months);

  return breakeven_cost_cloud_at (d->cloud, months) - local;
}

/* The first root of the monotone D on [lo, hi], given D(lo) < 0 <= D(hi) */
static double
root_in (const Difference *d,
         double            lo,
         double            hi,
         double            d_lo,
         double            d_hi,
         gboolean          linear)
{
  if (linear)
    {
      /* Exact for a straight line (no interest): the closed form of DESIGN.md */
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
first_crossing (const BreakevenLocalCost *local,
                const BreakevenCloudCost *cloud,
                gboolean                  with_resale)
{
  Difference d = { local, cloud, with_resale };
  double rho = monthly_rate (local->interest_percent);
  double running = local->electricity_per_month + local->maintenance_per_month;
  double g = rho * (cloud->setup - local->capex) + cloud->per_month - running;
  double bounds[6];
  guint n_bounds = 0;
  double prev, d_prev;

  g_return_val_if_fail (local->interest_percent == cloud->interest_percent, NAN);

  d_prev = difference_at (&d, 0);
  if (d_prev >= 0)
    return 0;

  /* Piece boundaries: where V reaches 0, if it falls to 0 within the search */
  bounds[n_bounds++] = 0;
  {
    double v0 = local->resale_after_purchase_percent / 100.0;
    double r = local->resale_percent / 100.0;
    double slope = 0, zero = INFINITY;

    if (with_resale && local->resale_base > 0 && local->horizon_months > 0)
      {
        slope = local->resale_base * (r - v0) / local->horizon_months;
        if (v0 > r)
          zero = local->horizon_months * v0 / (v0 - r);
      }

    /* The turning point on the first piece (V' = slope), then on the second (V' = 0) */
    for (guint piece = 0; piece < 2; piece++)
      {
        double lo = piece == 0 ? 0 : zero;
        double hi = piece == 0 ? MIN (zero, BREAKEVEN_MAX_BREAKEVEN_MONTHS)
                               : BREAKEVEN_MAX_BREAKEVEN_MONTHS;
        double v_slope = piece == 0 ? slope : 0;

        if (!(lo < hi))
          continue;
        if (rho > 0 && g != 0 && -v_slope / g > 0)
          {
            double turn = log (-v_slope / g) / rho;

            if (turn > lo && turn < hi)
              bounds[n_bounds++] = turn;
          }
        bounds[n_bounds++] = hi;
      }
  }

  prev = bounds[0];
  for (guint i = 1; i < n_bounds; i++)
    {
      double t = bounds[i];
      double d_t = difference_at (&d, t);

      if (d_t >= 0)
        {
          double root = root_in (&d, prev, t, d_prev, d_t, rho == 0);

          return root <= BREAKEVEN_MAX_BREAKEVEN_MONTHS ? root : NAN;
        }
      prev = t;
      d_prev = d_t;
    }
  return NAN;
}

double
breakeven_cost_breakeven_month (const BreakevenLocalCost *local,
                                const BreakevenCloudCost *cloud)
{
  return first_crossing (local, cloud, TRUE);
}

double
breakeven_cost_cash_payback_month (const BreakevenLocalCost *local,
                                   const BreakevenCloudCost *cloud)
{
  return first_crossing (local, cloud, FALSE);
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
  /* C(H) = setup a(H) + K S(H) with K = price alpha + beta: linear in the price */
  BreakevenLocalCost local;
  BreakevenOfferInputs zero = *offer;
  BreakevenCloudCost cloud;
  double h = in->hours_per_day, horizon = in->horizon_months;
  double alpha, base, price;

  breakeven_cost_local_from_inputs (in, h, &local);
  alpha = (h / offer->relative_speed * (1.0 + offer->interruption_overhead_percent / 100.0)
           + (offer->idle_price_follows ? in->cloud_idle_hours_per_day : 0))
          * BREAKEVEN_DAYS_PER_MONTH * breakeven_cost_accumulation (in->interest_percent, horizon);
  if (!(alpha > 0))
    return NAN;

  zero.price_per_hour = 0;
  breakeven_cost_cloud_from_inputs (in, &zero, h, &cloud);
  base = breakeven_cost_cloud_horizon (&cloud, horizon);
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

gboolean
breakeven_offer_inputs_from_offer (BreakevenProject     *project,
                                   BreakevenOffer       *offer,
                                   BreakevenOfferInputs *out,
                                   GError              **error)
{
  const char *currency = breakeven_offer_get_currency (offer);

  if (!breakeven_project_convert (project, currency, breakeven_offer_get_price_per_hour (offer),
                                  &out->price_per_hour, error)
      || !breakeven_project_convert (project, currency,
                                     breakeven_offer_get_storage_price_per_gb_month (offer),
                                     &out->storage_price_per_gb_month, error)
      || !breakeven_project_convert (project, currency, breakeven_offer_get_setup_cost (offer),
                                     &out->setup_cost, error)
      || !breakeven_project_convert (project, currency,
                                     breakeven_offer_get_idle_price_per_hour (offer),
                                     &out->idle_price_per_hour, error))
    return FALSE;

  out->idle_price_follows = !breakeven_offer_get_idle_price_set (offer);
  out->vram_gb = breakeven_offer_get_vram_gb (offer);
  out->speed_auto = breakeven_offer_get_relative_speed_auto (offer);
  out->speed_benchmark = NULL;
  out->speed_benchmark_date = NULL;
  if (out->speed_auto)
    {
      /* speed = index(offer GPU) * GPU count / sum of index(model) * quantity over the
       * build's GPU parts; a model the table gives no index for counts as the same speed,
       * flagged, as DESIGN.md says */
      const BreakevenGpuModel *model = breakeven_offer_auto_gpu_model (offer);
      double build_index = breakeven_project_get_build_speed_index (project);

      if (model != NULL && build_index > 0)
        {
          out->relative_speed = model->index * MAX (1u, breakeven_offer_get_gpu_count (offer))
                                / build_index;
          out->speed_unknown = FALSE;
          out->speed_benchmark = model->benchmark;
          out->speed_benchmark_date = model->benchmark_date;
        }
      else
        {
          out->relative_speed = 1.0;
          out->speed_unknown = TRUE;
        }
    }
  else
    {
      out->relative_speed = breakeven_offer_get_relative_speed (offer);
      out->speed_unknown = FALSE;
    }
  /* Only interruptible (spot) instances lose work to interruptions */
  out->interruption_overhead_percent =
    breakeven_offer_get_billing (offer) == BREAKEVEN_BILLING_SPOT
      ? breakeven_offer_get_interruption_overhead_percent (offer)
      : 0;
  return TRUE;
}

gboolean
breakeven_analysis_evaluate_offer (const BreakevenAnalysis *analysis,
                                   BreakevenProject        *project,
                                   BreakevenOffer          *offer,
                                   BreakevenOfferResult    *out,
                                   GError                 **error)
{
  const BreakevenInputs *in = &analysis->inputs;

  memset (out, 0, sizeof *out);
  if (!breakeven_offer_inputs_from_offer (project, offer, &out->inputs, error))
    return FALSE;
  out->offer = g_object_ref (offer);
  breakeven_cost_cloud_from_inputs (in, &out->inputs, in->hours_per_day, &out->cloud);
  out->horizon_cost = breakeven_cost_cloud_horizon (&out->cloud, in->horizon_months);
  out->cost_per_hour = breakeven_cost_per_work_hour (out->horizon_cost, in->hours_per_day,
                                                     in->horizon_months);
  out->breakeven_months = breakeven_cost_breakeven_month (&analysis->local, &out->cloud);
  out->breakeven_hours_per_day = breakeven_cost_breakeven_hours (in, &out->inputs);
  out->cash_payback_months = breakeven_cost_cash_payback_month (&analysis->local, &out->cloud);
  out->breakeven_price_per_hour = breakeven_cost_breakeven_price (in, &out->inputs);
  out->eligible = in->vram_needed_gb <= 0 || out->inputs.vram_gb >= in->vram_needed_gb;
  out->promotion = breakeven_offer_get_promotion (offer);
  return TRUE;
}

/* The verdict: build when its horizon cost is no more than every eligible offer's */
static void
decide (BreakevenAnalysis *a)
{
  int best = breakeven_analysis_get_cheapest_offer (a);

  a->choice_offer = best;
  a->choice_difference = NAN;
  if (a->offers->len == 0)
    a->choice = BREAKEVEN_CHOICE_NONE;
  else if (best < 0)
    a->choice = a->build_eligible ? BREAKEVEN_CHOICE_BUILD : BREAKEVEN_CHOICE_NONE;
  else
    {
      double cloud = breakeven_analysis_get_offer (a, (guint) best)->horizon_cost;

      a->choice = a->build_eligible && a->horizon_cost <= cloud ? BREAKEVEN_CHOICE_BUILD
                                                                : BREAKEVEN_CHOICE_RENT;
      a->choice_difference = fabs (a->horizon_cost - cloud);
    }
}

static void
offer_result_clear (gpointer data)
{
  BreakevenOfferResult *result = data;

  g_clear_object (&result->offer);
}

BreakevenAnalysis *
breakeven_analysis_new (BreakevenProject *project)
{
  g_autoptr(BreakevenAnalysis) a = g_new0 (BreakevenAnalysis, 1);
  BreakevenInputs *in = &a->inputs;
  GListModel *offers;
  double h;

  g_return_val_if_fail (BREAKEVEN_IS_PROJECT (project), NULL);

  g_atomic_ref_count_init (&a->ref_count);
  a->currency = g_strdup (breakeven_project_get_currency (project));
  a->offers = g_array_new (FALSE, TRUE, sizeof (BreakevenOfferResult));
  g_array_set_clear_func (a->offers, offer_result_clear);
  a->unpriced = g_ptr_array_new_with_free_func (g_free);

  a->parts_total = breakeven_project_get_parts_total (project);
  a->gpu_total = breakeven_project_get_gpu_total (project);
  a->parts_power_watts = breakeven_project_get_parts_power_watts (project);
  a->gpu_share = a->parts_total > 0 ? a->gpu_total / a->parts_total : NAN;
  if (breakeven_project_get_has_vendor_quote (project))
    {
      a->vendor_quote = breakeven_project_get_vendor_quote (project);
      a->vendor_premium = a->vendor_quote - a->parts_total;
    }
  else
    {
      a->vendor_quote = NAN;
      a->vendor_premium = NAN;
    }

  in->capex = breakeven_project_get_has_vendor_quote (project)
              && breakeven_project_get_use_vendor_quote (project)
              ? a->vendor_quote : a->parts_total;
  /* An assembler's premium and warranty resell for nothing: the parts do */
  if (g_list_model_get_n_items (G_LIST_MODEL (breakeven_project_get_parts (project))) > 0)
    in->resale_base = a->parts_total;
  else if (breakeven_project_get_has_vendor_quote (project))
    in->resale_base = a->vendor_quote;
  else
    in->resale_base = 0;
  in->wall_watts = breakeven_project_get_effective_wall_watts (project);
  in->idle_watts = breakeven_project_get_idle_watts (project);
  in->cooling_overhead_percent = breakeven_project_get_cooling_overhead_percent (project);
  in->price_per_kwh = breakeven_project_get_price_per_kwh (project);
  in->maintenance_per_year = breakeven_project_get_maintenance_per_year (project);
  in->resale_percent = breakeven_project_get_resale_percent (project);
  in->resale_after_purchase_percent = breakeven_project_get_resale_after_purchase_percent (project);
  in->interest_percent = breakeven_project_get_interest_percent (project);
  in->hours_per_day = h = breakeven_project_get_hours_per_day (project);
  in->idle_hours_per_day = breakeven_project_get_idle_hours_per_day (project);
  in->cloud_idle_hours_per_day = breakeven_project_get_cloud_idle_hours_per_day (project);
  in->vram_needed_gb = breakeven_project_get_vram_needed_gb (project);
  in->build_vram_gb = breakeven_project_get_build_vram_gb (project);
  in->circuit_limit_watts = breakeven_project_get_circuit_limit_watts (project);
  in->horizon_months = breakeven_project_get_horizon_months (project);
  in->cloud_storage_gb = breakeven_project_get_cloud_storage_gb (project);

  breakeven_cost_local_from_inputs (in, h, &a->local);
  a->running_per_month = a->local.electricity_per_month + a->local.maintenance_per_month;
  a->horizon_cost = breakeven_cost_local_horizon (&a->local, in->horizon_months);
  a->cash_horizon_cost = breakeven_cost_local_cash_at (&a->local, in->horizon_months);
  a->resale_value = breakeven_cost_resale_at (&a->local, in->horizon_months);
  a->opportunity_cost = breakeven_cost_opportunity (in->capex, in->interest_percent,
                                                    in->horizon_months);
  a->cost_per_hour = breakeven_cost_per_work_hour (a->horizon_cost, h, in->horizon_months);
  a->has_resale = in->resale_base > 0
                  && (in->resale_percent > 0 || in->resale_after_purchase_percent > 0);
  a->build_eligible = in->vram_needed_gb <= 0 || in->build_vram_gb >= in->vram_needed_gb;
  a->over_circuit_limit = in->circuit_limit_watts > 0 && in->wall_watts > in->circuit_limit_watts;

  offers = G_LIST_MODEL (breakeven_project_get_offers (project));
  for (guint i = 0; i < g_list_model_get_n_items (offers); i++)
    {
      g_autoptr(BreakevenOffer) offer = g_list_model_get_item (offers, i);
      g_autoptr(GError) error = NULL;
      BreakevenOfferResult r;

      if (breakeven_analysis_evaluate_offer (a, project, offer, &r, &error))
        g_array_append_val (a->offers, r);
      else
        g_ptr_array_add (a->unpriced,
                         /* Translators: an offer that cannot be compared, and why:
                            "AutoDL RTX 4090: no exchange rate from USD to CNY…" */
                         g_strdup_printf (_("%s %s: %s"), breakeven_offer_get_provider (offer),
                                          breakeven_offer_get_name (offer), error->message));
    }

  decide (a);
  return g_steal_pointer (&a);
}

G_DEFINE_BOXED_TYPE (BreakevenAnalysis, breakeven_analysis, breakeven_analysis_ref,
                     breakeven_analysis_unref)

BreakevenAnalysis *
breakeven_analysis_ref (BreakevenAnalysis *analysis)
{
  g_return_val_if_fail (analysis != NULL, NULL);
  g_atomic_ref_count_inc (&analysis->ref_count);
  return analysis;
}

void
breakeven_analysis_unref (BreakevenAnalysis *analysis)
{
  if (analysis == NULL || !g_atomic_ref_count_dec (&analysis->ref_count))
    return;
  g_clear_pointer (&analysis->offers, g_array_unref);
  g_clear_pointer (&analysis->unpriced, g_ptr_array_unref);
  g_free (analysis->currency);
  g_free (analysis);
}

void
breakeven_analysis_free (BreakevenAnalysis *analysis)
{
  breakeven_analysis_unref (analysis);
}

guint
breakeven_analysis_get_n_offers (const BreakevenAnalysis *analysis)
{
  return analysis->offers->len;
}

const BreakevenOfferResult *
breakeven_analysis_get_offer (const BreakevenAnalysis *analysis,
                              guint                    index)
{
  g_return_val_if_fail (index < analysis->offers->len, NULL);
  return &g_array_index (analysis->offers, BreakevenOfferResult, index);
}

int
breakeven_analysis_get_cheapest_offer (const BreakevenAnalysis *analysis)
{
  int best = -1, best_promotion = -1;
  double best_cost = INFINITY, best_promotion_cost = INFINITY;

  g_return_val_if_fail (analysis != NULL, -1);

  for (guint i = 0; i < analysis->offers->len; i++)
    {
      const BreakevenOfferResult *r = breakeven_analysis_get_offer (analysis, i);

      if (!r->eligible)
        continue;
      if (r->promotion && r->horizon_cost < best_promotion_cost)
        {
          best_promotion = (int) i;
          best_promotion_cost = r->horizon_cost;
        }
      else if (!r->promotion && r->horizon_cost < best_cost)
        {
          best = (int) i;
          best_cost = r->horizon_cost;
        }
    }
  return best >= 0 ? best : best_promotion;
}

double
breakeven_analysis_job_local (const BreakevenAnalysis *analysis,
                              double                   local_hours)
{
  const BreakevenInputs *in = &analysis->inputs;

  return breakeven_cost_job_local (in->wall_watts, local_hours, in->cooling_overhead_percent,
                                   in->price_per_kwh);
}

void
breakeven_analysis_job_cloud (const BreakevenAnalysis    *analysis,
                              const BreakevenOfferResult *result,
                              double                      local_hours,
                              double                     *compute,
                              double                     *storage)
{
  breakeven_cost_job_cloud (result->inputs.price_per_hour, result->inputs.relative_speed,
                            result->inputs.interruption_overhead_percent, local_hours,
                            analysis->inputs.cloud_storage_gb,
                            result->inputs.storage_price_per_gb_month, compute, storage);
}
