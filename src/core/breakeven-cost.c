/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-cost.c: the cost engine, the one place every figure is computed */

#include "config.h"

#include <glib/gi18n.h>

#include <math.h>
#include <string.h>

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
                                double idle_hours_per_day,
                                double storage_gb,
                                double storage_price_per_gb_month)
{
  double billed_hours_per_day = hours_per_day / relative_speed
                                * (1.0 + interruption_overhead_percent / 100.0)
                                + idle_hours_per_day;

  return price_per_hour * billed_hours_per_day * BREAKEVEN_DAYS_PER_MONTH
         + storage_gb * storage_price_per_gb_month;
}

double
breakeven_cost_opportunity (double capex,
                            double interest_percent,
                            double months)
{
  if (interest_percent == 0 || capex == 0)
    return 0;
  /* expm1 keeps full precision for small rates and short times */
  return capex * expm1 (months / 12.0 * log1p (interest_percent / 100.0));
}

double
breakeven_cost_local_at (const BreakevenLocalCost *local,
                         double                    months)
{
  return local->capex
         + (local->electricity_per_month + local->maintenance_per_month) * months
         + breakeven_cost_opportunity (local->capex, local->interest_percent, months);
}

double
breakeven_cost_cloud_at (const BreakevenCloudCost *cloud,
                         double                    months)
{
  return cloud->setup + cloud->per_month * months;
}

double
breakeven_cost_local_horizon (const BreakevenLocalCost *local,
                              double                    horizon_months)
{
  return breakeven_cost_local_at (local, horizon_months)
         - local->resale_percent / 100.0 * local->capex;
}

double
breakeven_cost_cloud_horizon (const BreakevenCloudCost *cloud,
                              double                    horizon_months)
{
  return breakeven_cost_cloud_at (cloud, horizon_months);
}

static double
cost_difference (const BreakevenLocalCost *local,
                 const BreakevenCloudCost *cloud,
                 double                    months)
{
  return breakeven_cost_cloud_at (cloud, months) - breakeven_cost_local_at (local, months);
}

double
breakeven_cost_breakeven_month (const BreakevenLocalCost *local,
                                const BreakevenCloudCost *cloud)
{
  double slope = cloud->per_month - local->electricity_per_month - local->maintenance_per_month;
  double rate, peak, lo, hi;

  if (cloud->setup >= local->capex)
    return 0;

  if (local->interest_percent == 0 || local->capex == 0)
    {
      double t;

      if (slope <= 0)
        return NAN;
      t = (local->capex - cloud->setup) / slope;
      return t <= BREAKEVEN_MAX_BREAKEVEN_MONTHS ? t : NAN;
    }

  /* With interest, C(t) - L(t) is concave: it rises while its slope
   * slope - C0 r e^{rt} (r the monthly log rate) is positive, then falls for ever.  So it
   * crosses zero at most twice, and the first crossing, if any, lies before the peak, where
   * the difference is increasing: a bracketed bisection finds it. */
  rate = log1p (local->interest_percent / 100.0) / 12.0;
  if (slope <= local->capex * rate)
    return NAN;
  peak = log (slope / (local->capex * rate)) / rate;
  hi = MIN (peak, BREAKEVEN_MAX_BREAKEVEN_MONTHS);
  if (cost_difference (local, cloud, hi) < 0)
    return NAN;

  lo = 0;
  for (guint i = 0; i < 200 && hi - lo > 1e-13 * MAX (1.0, hi); i++)
    {
      double mid = 0.5 * (lo + hi);

      if (cost_difference (local, cloud, mid) >= 0)
        hi = mid;
      else
        lo = mid;
    }
  return hi;
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

GArray *
breakeven_cost_series_local (const BreakevenLocalCost *local,
                             double                    horizon_months)
{
  GArray *series = breakeven_cost_series_months (horizon_months);

  for (guint i = 0; i < series->len; i++)
    g_array_index (series, double, i) =
      breakeven_cost_local_at (local, g_array_index (series, double, i));
  return series;
}

GArray *
breakeven_cost_series_cloud (const BreakevenCloudCost *cloud,
                             double                    horizon_months)
{
  GArray *series = breakeven_cost_series_months (horizon_months);

  for (guint i = 0; i < series->len; i++)
    g_array_index (series, double, i) =
      breakeven_cost_cloud_at (cloud, g_array_index (series, double, i));
  return series;
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
  out->resale_percent = in->resale_percent;
}

void
breakeven_cost_cloud_from_inputs (const BreakevenInputs      *in,
                                  const BreakevenOfferInputs *offer,
                                  double                      hours_per_day,
                                  BreakevenCloudCost         *out)
{
  out->setup = offer->setup_cost;
  out->per_month =
    breakeven_cost_cloud_per_month (offer->price_per_hour, hours_per_day, offer->relative_speed,
                                    offer->interruption_overhead_percent, in->idle_hours_per_day,
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
                          double price_per_kwh)
{
  return wall_watts / 1000.0 * local_hours * price_per_kwh;
}

void
breakeven_cost_job_cloud (double  price_per_hour,
                          double  relative_speed,
                          double  local_hours,
                          double  storage_gb,
                          double  storage_price_per_gb_month,
                          double *compute,
                          double *storage)
{
  double cloud_hours = local_hours / relative_speed;

  *compute = price_per_hour * cloud_hours;
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
                                     &out->setup_cost, error))
    return FALSE;

  out->relative_speed = breakeven_offer_get_relative_speed (offer);
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
  return TRUE;
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
  in->wall_watts = breakeven_project_get_effective_wall_watts (project);
  in->idle_watts = breakeven_project_get_idle_watts (project);
  in->cooling_overhead_percent = breakeven_project_get_cooling_overhead_percent (project);
  in->price_per_kwh = breakeven_project_get_price_per_kwh (project);
  in->maintenance_per_year = breakeven_project_get_maintenance_per_year (project);
  in->resale_percent = breakeven_project_get_resale_percent (project);
  in->interest_percent = breakeven_project_get_interest_percent (project);
  in->hours_per_day = h = breakeven_project_get_hours_per_day (project);
  in->idle_hours_per_day = breakeven_project_get_idle_hours_per_day (project);
  in->horizon_months = breakeven_project_get_horizon_months (project);
  in->cloud_storage_gb = breakeven_project_get_cloud_storage_gb (project);

  breakeven_cost_local_from_inputs (in, h, &a->local);
  a->running_per_month = a->local.electricity_per_month + a->local.maintenance_per_month;
  a->horizon_cost = breakeven_cost_local_horizon (&a->local, in->horizon_months);
  a->cost_per_hour = breakeven_cost_per_work_hour (a->horizon_cost, h, in->horizon_months);

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

  return g_steal_pointer (&a);
}

void
breakeven_analysis_free (BreakevenAnalysis *analysis)
{
  if (analysis == NULL)
    return;
  g_clear_pointer (&analysis->offers, g_array_unref);
  g_clear_pointer (&analysis->unpriced, g_ptr_array_unref);
  g_free (analysis);
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
  int best = -1;
  double best_cost = INFINITY;

  for (guint i = 0; i < analysis->offers->len; i++)
    {
      const BreakevenOfferResult *r = breakeven_analysis_get_offer (analysis, i);

      if (r->horizon_cost < best_cost)
        {
          best = (int) i;
          best_cost = r->horizon_cost;
        }
    }
  return best;
}
