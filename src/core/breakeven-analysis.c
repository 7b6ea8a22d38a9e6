/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-analysis.c: a project resolved into the engine's numbers once, and every figure
 * the window, the charts, the report and the command line show (docs/cost-model.md) */

#include "config.h"

#include <glib/gi18n.h>

#include <math.h>
#include <string.h>

#include "breakeven-bursts.h"
#include "breakeven-cost.h"
#include "breakeven-gpu-table.h"
#include "breakeven-strategy-private.h"

/* The same number, bit for bit (NAN equal to NAN): a figure taken over must be the one a
 * fresh computation gives */
static gboolean
same_double (double a,
             double b)
{
  return memcmp (&a, &b, sizeof a) == 0 || (isnan (a) && isnan (b));
}

void
breakeven_offer_speed_inputs (BreakevenProject     *project,
                              BreakevenOffer       *offer,
                              BreakevenOfferInputs *out)
{
  out->speed_auto = breakeven_offer_get_relative_speed_auto (offer);
  out->speed_benchmark = NULL;
  out->speed_benchmark_date = NULL;
  out->speed_benchmark_via = NULL;
  out->speed_benchmark_via_date = NULL;
  out->speed_via_model = NULL;
  out->speed_multi_gpu_linear = FALSE;
  out->speed_multi_gpu_measured = FALSE;
  if (out->speed_auto)
    {
      /* speed = index_b(offer GPU) * GPU count / sum of index_b(model) * quantity over the
       * build's GPU parts, in the first benchmark b that measured them all (or chained once
       * through one model); a GPU no benchmark measured counts as the same speed, flagged, as
       * docs/cost-model.md says */
      BreakevenAutoSpeed speed;

      out->speed_unknown = !breakeven_offer_auto_speed (project, offer, &speed);
      out->relative_speed = speed.speed;
      if (!out->speed_unknown)
        {
          out->speed_benchmark = speed.benchmark->name;
          out->speed_benchmark_date = speed.benchmark->date;
          if (speed.benchmark_via != NULL)
            {
              out->speed_benchmark_via = speed.benchmark_via->name;
              out->speed_benchmark_via_date = speed.benchmark_via->date;
              out->speed_via_model = speed.via_model;
            }
          out->speed_multi_gpu_linear = speed.multi_gpu_linear;
          out->speed_multi_gpu_measured = speed.multi_gpu_measured;
        }
    }
  else
    {
      out->relative_speed = breakeven_offer_get_relative_speed (offer);
      out->speed_unknown = FALSE;
    }
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
  out->setup_hours = breakeven_offer_get_setup_hours (offer);
  out->vram_gb = breakeven_offer_get_vram_gb (offer);
  breakeven_offer_speed_inputs (project, offer, out);
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

  /* 3: the bursts on this offer: instances side by side, and the hybrid when the build
   * cannot finish some occurrence before the horizon in its days */
  out->hybrid_horizon_cost = NAN;
  out->hybrid_breakeven_months = NAN;
  for (guint j = 0; j < in->n_bursts; j++)
    {
      const BreakevenBurstInputs *burst = &in->bursts[j];
      guint occurrences = breakeven_burst_occurrences_before (burst, in->horizon_months);
      double overflow;

      if (occurrences == 0)
        continue;
      out->instances_for_bursts = MAX (out->instances_for_bursts,
                                       breakeven_burst_instances (burst,
                                                                  out->inputs.relative_speed));
      breakeven_burst_figures (burst, in->hours_per_day, in->build_max_hours_per_day, NULL, NULL,
                               NULL, NULL, &overflow);
      if (overflow > 0)
        {
          out->has_hybrid = TRUE;
          out->hybrid_rented_hours += occurrences * overflow / out->inputs.relative_speed;
        }
    }
  if (out->has_hybrid)
    {
      breakeven_cost_hybrid_from_inputs (in, &out->inputs, in->hours_per_day, &out->hybrid);
      out->hybrid.schedule = analysis->schedule;
      out->hybrid_horizon_cost = breakeven_cost_local_horizon (&out->hybrid, in->horizon_months);
      out->hybrid_breakeven_months = breakeven_cost_breakeven_month (&out->hybrid, &out->cloud);
    }
  return TRUE;
}

static void
burst_result_clear (gpointer data)
{
  BreakevenBurstResult *result = data;

  g_clear_pointer (&result->name, g_free);
}

/* The project's bursts into the inputs, and each one's figures for the build */
static void
read_bursts (BreakevenAnalysis *a,
             BreakevenProject  *project)
{
  BreakevenInputs *in = &a->inputs;
  GListModel *bursts = G_LIST_MODEL (breakeven_project_get_bursts (project));
  guint n = MIN (g_list_model_get_n_items (bursts), BREAKEVEN_MAX_BURSTS);

  a->on_time = TRUE;
  in->n_bursts = n;
  for (guint j = 0; j < n; j++)
    {
      g_autoptr(BreakevenBurst) burst = g_list_model_get_item (bursts, j);
      BreakevenBurstInputs *b = &in->bursts[j];
      BreakevenBurstResult r = { 0 };

      b->per_year = breakeven_burst_get_per_year (burst);
      b->first_month = breakeven_burst_get_first_month (burst);
      b->days = breakeven_burst_get_days (burst);
      b->work_hours = breakeven_burst_get_work_hours (burst);

      r.name = g_strdup (breakeven_burst_get_name (burst));
      r.inputs = *b;
      r.occurrences = breakeven_burst_occurrences_before (b, in->horizon_months);
      breakeven_burst_figures (b, in->hours_per_day, in->build_max_hours_per_day,
                               &r.free_hours_per_day, &r.build_capacity_hours, &r.build_late_days,
                               &r.build_hours, &r.overflow_hours);
      if (r.occurrences > 0 && r.overflow_hours > 0)
        {
          a->on_time = FALSE;
          a->has_hybrid = TRUE;
        }
      g_array_append_val (a->bursts, r);
    }
}

static void
offer_result_clear (gpointer data)
{
  BreakevenOfferResult *result = data;

  g_clear_object (&result->offer);
}

/* Whether two offers' inputs are the same numbers (and the same table entries) */
static gboolean
offer_inputs_equal (const BreakevenOfferInputs *a,
                    const BreakevenOfferInputs *b)
{
  return same_double (a->price_per_hour, b->price_per_hour)
         && same_double (a->idle_price_per_hour, b->idle_price_per_hour)
         && a->idle_price_follows == b->idle_price_follows
         && same_double (a->storage_price_per_gb_month, b->storage_price_per_gb_month)
         && same_double (a->relative_speed, b->relative_speed)
         && a->speed_unknown == b->speed_unknown
         && a->speed_auto == b->speed_auto
         && a->speed_benchmark == b->speed_benchmark
         && a->speed_benchmark_date == b->speed_benchmark_date
         && a->speed_benchmark_via == b->speed_benchmark_via
         && a->speed_benchmark_via_date == b->speed_benchmark_via_date
         && a->speed_via_model == b->speed_via_model
         && a->speed_multi_gpu_linear == b->speed_multi_gpu_linear
         && a->speed_multi_gpu_measured == b->speed_multi_gpu_measured
         && same_double (a->interruption_overhead_percent, b->interruption_overhead_percent)
         && same_double (a->setup_cost, b->setup_cost)
         && same_double (a->vram_gb, b->vram_gb)
         && same_double (a->setup_hours, b->setup_hours);
}

/* Whether two analyses' builds are the same: every input of the project's own (the bursts
 * included) and so the same build curve and schedule.  An offer's figures depend on nothing
 * else of the project but its own inputs (breakeven_analysis_evaluate_offer). */
static gboolean
build_inputs_equal (const BreakevenInputs *a,
                    const BreakevenInputs *b)
{
  const double *x[] = {
    &a->capex, &a->resale_base, &a->wall_watts, &a->idle_watts, &a->cooling_overhead_percent,
    &a->price_per_kwh, &a->maintenance_per_year, &a->resale_percent,
    &a->resale_after_purchase_percent, &a->interest_percent, &a->hours_per_day,
    &a->idle_hours_per_day, &a->cloud_idle_hours_per_day, &a->horizon_months,
    &a->cloud_storage_gb, &a->vram_needed_gb, &a->build_vram_gb, &a->circuit_limit_watts,
    &a->build_max_hours_per_day, &a->own_time_per_hour, &a->build_setup_hours,
    &a->price_change_percent,
  };
  const double *y[] = {
    &b->capex, &b->resale_base, &b->wall_watts, &b->idle_watts, &b->cooling_overhead_percent,
    &b->price_per_kwh, &b->maintenance_per_year, &b->resale_percent,
    &b->resale_after_purchase_percent, &b->interest_percent, &b->hours_per_day,
    &b->idle_hours_per_day, &b->cloud_idle_hours_per_day, &b->horizon_months,
    &b->cloud_storage_gb, &b->vram_needed_gb, &b->build_vram_gb, &b->circuit_limit_watts,
    &b->build_max_hours_per_day, &b->own_time_per_hour, &b->build_setup_hours,
    &b->price_change_percent,
  };

  G_STATIC_ASSERT (G_N_ELEMENTS (x) == G_N_ELEMENTS (y));
  for (guint i = 0; i < G_N_ELEMENTS (x); i++)
    if (!same_double (*x[i], *y[i]))
      return FALSE;
  if (a->n_bursts != b->n_bursts)
    return FALSE;
  for (guint j = 0; j < a->n_bursts; j++)
    if (a->bursts[j].per_year != b->bursts[j].per_year
        || !same_double (a->bursts[j].first_month, b->bursts[j].first_month)
        || !same_double (a->bursts[j].days, b->bursts[j].days)
        || !same_double (a->bursts[j].work_hours, b->bursts[j].work_hours))
      return FALSE;
  return TRUE;
}

/* The result of OFFER in PREVIOUS, or NULL; PREVIOUS's offers are most often in the same
 * order, so its entry at INDEX is looked at first */
static const BreakevenOfferResult *
find_previous_result (const BreakevenAnalysis *previous,
                      BreakevenOffer          *offer,
                      guint                    index)
{
  if (index < previous->offers->len
      && g_array_index (previous->offers, BreakevenOfferResult, index).offer == offer)
    return &g_array_index (previous->offers, BreakevenOfferResult, index);
  for (guint i = 0; i < previous->offers->len; i++)
    if (g_array_index (previous->offers, BreakevenOfferResult, i).offer == offer)
      return &g_array_index (previous->offers, BreakevenOfferResult, i);
  return NULL;
}

/* OUT: the result of OFFER, taken over from PREVIOUS (of the same build, see
 * build_inputs_equal) when OFFER's inputs have not changed since, else computed */
static gboolean
evaluate_or_reuse (const BreakevenAnalysis *a,
                   const BreakevenAnalysis *previous,
                   BreakevenProject        *project,
                   BreakevenOffer          *offer,
                   guint                    index,
                   BreakevenOfferResult    *out,
                   GError                 **error)
{
  const BreakevenOfferResult *old = previous != NULL
                                    ? find_previous_result (previous, offer, index) : NULL;
  BreakevenOfferInputs inputs;

  if (old == NULL)
    return breakeven_analysis_evaluate_offer (a, project, offer, out, error);
  /* The inputs are cheap to make again and say whether anything the figures use changed: an
   * exchange rate, a GPU of the build that an "auto" speed is relative to */
  if (!breakeven_offer_inputs_from_offer (project, offer, &inputs, NULL)
      || !offer_inputs_equal (&inputs, &old->inputs)
      || old->promotion != breakeven_offer_get_promotion (offer))
    return breakeven_analysis_evaluate_offer (a, project, offer, out, error);
  *out = *old;
  out->offer = g_object_ref (offer);
  out->hybrid.schedule = a->schedule;
  return TRUE;
}

static BreakevenAnalysis *
analysis_new (BreakevenProject        *project,
              const BreakevenAnalysis *previous,
              BreakevenOffer          *changed_offer)
{
  g_autoptr(BreakevenAnalysis) a = g_new0 (BreakevenAnalysis, 1);
  BreakevenInputs *in = &a->inputs;
  GListModel *offers;
  double h;

  g_atomic_ref_count_init (&a->ref_count);
  a->currency = g_strdup (breakeven_project_get_currency (project));
  a->offers = g_array_new (FALSE, TRUE, sizeof (BreakevenOfferResult));
  g_array_set_clear_func (a->offers, offer_result_clear);
  a->unpriced = g_ptr_array_new_with_free_func (g_free);
  a->bursts = g_array_new (FALSE, TRUE, sizeof (BreakevenBurstResult));
  g_array_set_clear_func (a->bursts, burst_result_clear);

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
  in->build_max_hours_per_day = breakeven_project_get_build_max_hours_per_day (project);
  in->own_time_per_hour = breakeven_project_get_own_time_per_hour (project);
  in->build_setup_hours = breakeven_project_get_build_setup_hours (project);
  in->price_change_percent = breakeven_project_get_price_change_percent_per_year (project);
  read_bursts (a, project);

  breakeven_cost_local_from_inputs (in, h, &a->local);
  a->schedule = breakeven_cost_schedule_new (in);
  a->local.schedule = a->schedule;
  a->running_per_month = a->local.electricity_per_month + a->local.maintenance_per_month;
  a->own_time_cost = a->local.own_time;
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

  /* Another build: every offer's figures change */
  if (previous != NULL && !build_inputs_equal (in, &previous->inputs))
    previous = NULL;
  offers = G_LIST_MODEL (breakeven_project_get_offers (project));
  for (guint i = 0; i < g_list_model_get_n_items (offers); i++)
    {
      g_autoptr(BreakevenOffer) offer = g_list_model_get_item (offers, i);
      g_autoptr(GError) error = NULL;
      BreakevenOfferResult r;

      if (evaluate_or_reuse (a, offer == changed_offer ? NULL : previous, project, offer,
                             a->offers->len, &r, &error))
        g_array_append_val (a->offers, r);
      else
        g_ptr_array_add (a->unpriced,
                         /* Translators: an offer that cannot be compared, and why:
                            "AutoDL RTX 4090: no exchange rate from USD to CNY…" */
                         g_strdup_printf (_("%s %s: %s"), breakeven_offer_get_provider (offer),
                                          breakeven_offer_get_name (offer), error->message));
    }

  breakeven_strategy_decide (a);
  return g_steal_pointer (&a);
}

BreakevenAnalysis *
breakeven_analysis_new (BreakevenProject *project)
{
  g_return_val_if_fail (BREAKEVEN_IS_PROJECT (project), NULL);

  return analysis_new (project, NULL, NULL);
}

BreakevenAnalysis *
breakeven_analysis_new_updating (const BreakevenAnalysis *previous,
                                 BreakevenProject        *project,
                                 BreakevenOffer          *changed_offer)
{
  g_return_val_if_fail (BREAKEVEN_IS_PROJECT (project), NULL);
  g_return_val_if_fail (changed_offer == NULL || BREAKEVEN_IS_OFFER (changed_offer), NULL);

  return analysis_new (project, previous, changed_offer);
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
  g_clear_pointer (&analysis->bursts, g_array_unref);
  g_clear_pointer (&analysis->schedule, breakeven_cost_schedule_free);
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

guint
breakeven_analysis_get_n_bursts (const BreakevenAnalysis *analysis)
{
  return analysis->bursts->len;
}

const BreakevenBurstResult *
breakeven_analysis_get_burst (const BreakevenAnalysis *analysis,
                              guint                    index)
{
  g_return_val_if_fail (index < analysis->bursts->len, NULL);
  return &g_array_index (analysis->bursts, BreakevenBurstResult, index);
}
