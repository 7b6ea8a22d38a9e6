/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-report-summary.c: the summary as readable text (localised): the build, each offer,
 * the bursts, the strategies and the job, under the verdict */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "breakeven-caveats.h"
#include "breakeven-format.h"
#include "breakeven-report-private.h"
#include "breakeven-report.h"

static void
append_build (GString                 *out,
              BreakevenProject        *project,
              const BreakevenAnalysis *analysis,
              const char              *horizon)
{
  const BreakevenInputs *in = &analysis->inputs;
  const char *cur = breakeven_project_get_currency (project);
  g_autofree char *parts_total = breakeven_format_money (analysis->parts_total, cur, 2);
  g_autofree char *capex = breakeven_format_money (in->capex, cur, 2);
  g_autofree char *share = breakeven_format_share (analysis->gpu_share);
  g_autofree char *watts = breakeven_format_number (in->wall_watts, 0);
  g_autofree char *elec_month = breakeven_format_money (analysis->local.electricity_per_month, cur, 2);
  g_autofree char *elec_year = breakeven_format_money (analysis->local.electricity_per_month * 12, cur, 2);
  g_autofree char *running = breakeven_format_money (analysis->running_per_month, cur, 2);
  g_autofree char *horizon_cost = breakeven_format_money (analysis->horizon_cost, cur, 2);
  g_autofree char *per_hour = breakeven_format_money (analysis->cost_per_hour, cur, 2);
  /* Translators: "Cost over 36 months" */
  g_autofree char *horizon_label = g_strdup_printf (_("Cost over %s"), horizon);
  g_autofree char *value = NULL;

  g_string_append_printf (out, "%s\n", _("Build"));
  breakeven_report_append_line (out, _("Parts total"), parts_total);
  if (!isnan (analysis->vendor_quote))
    {
      g_autofree char *quote = breakeven_format_money (analysis->vendor_quote, cur, 2);
      g_autofree char *premium = breakeven_format_money (analysis->vendor_premium, cur, 2);

      value = g_strdup_printf (breakeven_project_get_use_vendor_quote (project)
                               /* Translators: a vendor's quote for the assembled machine, and
                                  how much more it costs than the parts */
                               ? _("%s (premium %s, used)")
                               : _("%s (premium %s, not used)"),
                               quote, premium);
      breakeven_report_append_line (out, _("Vendor quote"), value);
      g_clear_pointer (&value, g_free);
    }
  breakeven_report_append_line (out, _("Capital cost"), capex);
  if (analysis->own_time_cost > 0)
    {
      g_autofree char *cost = breakeven_format_money (analysis->own_time_cost, cur, 2);
      g_autofree char *hours = breakeven_report_format_quantity (in->build_setup_hours);
      g_autofree char *rate = breakeven_format_money (in->own_time_per_hour, cur, 2);

      /* Translators: the user's own time to set the build up, "¥360.00 (12 hours at ¥30.00
         an hour)" */
      value = g_strdup_printf (_("%s (%s hours at %s an hour)"), cost, hours, rate);
      breakeven_report_append_line (out, _("Own time to set it up"), value);
      g_clear_pointer (&value, g_free);
    }
  breakeven_report_append_line (out, _("GPU share"), share);
  if (!analysis->build_eligible)
    {
      g_autofree char *have = breakeven_report_format_gb (in->build_vram_gb);
      g_autofree char *need = breakeven_report_format_gb (in->vram_needed_gb);

      /* Translators: "Not enough VRAM: 12 GB of the 24 GB needed, left out of the verdict" */
      value = g_strdup_printf (_("%s of the %s needed, left out of the verdict"), have, need);
      breakeven_report_append_line (out, _("Not enough VRAM"), value);
      g_clear_pointer (&value, g_free);
    }
  value = g_strdup_printf (breakeven_project_get_wall_watts_set (project)
                           ? _("%s W")
                           /* Translators: wall power estimated from the parts' power draw */
                           : _("%s W (estimated from the parts)"),
                           watts);
  breakeven_report_append_line (out, _("Wall power under load"), value);
  g_clear_pointer (&value, g_free);
  if (analysis->over_circuit_limit)
    {
      g_autofree char *limit = breakeven_format_number (in->circuit_limit_watts, 0);

      /* Translators: a warning; "above the circuit's limit of 500 W: the breaker may trip" */
      value = g_strdup_printf (_("above the circuit’s limit of %s W: the breaker may trip"),
                               limit);
      breakeven_report_append_line (out, _("Warning"), value);
      g_clear_pointer (&value, g_free);
    }
  /* Translators: "¥131.40 per month (¥1,576.80 per year)" */
  value = g_strdup_printf (_("%s per month (%s per year)"), elec_month, elec_year);
  breakeven_report_append_line (out, _("Electricity"), value);
  g_clear_pointer (&value, g_free);
  value = g_strdup_printf (_("%s per month"), running);
  breakeven_report_append_line (out, _("Running cost"), value);
  g_clear_pointer (&value, g_free);
  if (analysis->has_resale)
    {
      g_autofree char *resale = breakeven_format_money (analysis->resale_value, cur, 2);
      g_autofree char *cash = breakeven_format_money (analysis->cash_horizon_cost, cur, 2);
      /* Translators: "Resale value after 36 months" */
      g_autofree char *resale_label = g_strdup_printf (_("Resale value after %s"), horizon);
      /* Translators: "Paid over 36 months", before subtracting the resale value */
      g_autofree char *cash_label = in->interest_percent == 0
                                    ? g_strdup_printf (_("Paid over %s"), horizon)
                                    /* Translators: "Cost before resale over 36 months": with
                                       interest it counts what the money would have earned,
                                       so it is a cost, not what was paid */
                                    : g_strdup_printf (_("Cost before resale over %s"), horizon);

      breakeven_report_append_line (out, cash_label, cash);
      breakeven_report_append_line (out, resale_label, resale);
    }
  if (in->interest_percent != 0)
    {
      g_autofree char *opportunity = breakeven_format_money (analysis->opportunity_cost, cur, 2);
      /* Translators: "Opportunity cost of the capital over 36 months", what the money would
         have earned elsewhere */
      g_autofree char *label = g_strdup_printf (_("Opportunity cost of the capital over %s"),
                                                horizon);

      breakeven_report_append_line (out, label, opportunity);
    }
  breakeven_report_append_line (out, horizon_label, horizon_cost);
  breakeven_report_append_line (out, _("Cost per work hour"), per_hour);
}

static void
append_offer (GString                    *out,
              BreakevenProject           *project,
              const BreakevenAnalysis    *analysis,
              const BreakevenOfferResult *r,
              const char                 *horizon)
{
  const char *cur = breakeven_project_get_currency (project);
  g_autofree char *title = breakeven_report_offer_title (r->offer);
  g_autofree char *name = breakeven_report_one_line (title);
  g_autofree char *price = breakeven_format_money (r->inputs.price_per_hour, cur, 2);
  g_autofree char *month = breakeven_format_money (r->cloud.per_month, cur, 2);
  g_autofree char *total = breakeven_format_money (r->horizon_cost, cur, 2);
  g_autofree char *hour = breakeven_format_money (r->cost_per_hour, cur, 2);
  g_autofree char *be_months = breakeven_format_months (r->breakeven_months);
  g_autofree char *be_hours = breakeven_format_hours_per_day (r->breakeven_hours_per_day);
  g_autofree char *be_price = breakeven_format_money (r->breakeven_price_per_hour, cur, 2);
  g_autofree char *speed = breakeven_report_format_quantity (r->inputs.relative_speed);
  g_autofree char *horizon_label = g_strdup_printf (_("Cost over %s"), horizon);
  g_autofree char *crossing = NULL;
  g_autofree char *value = NULL;

  /* Translators: an offer and its price, "AutoDL RTX 4090D, ¥2.58 per hour" */
  g_string_append_printf (out, _("%s, %s per hour"), name, price);
  g_string_append_c (out, '\n');
  if (!r->eligible)
    {
      g_autofree char *have = breakeven_report_format_gb (r->inputs.vram_gb);
      g_autofree char *need = breakeven_report_format_gb (analysis->inputs.vram_needed_gb);

      value = g_strdup_printf (_("%s of the %s needed, left out of the verdict"), have, need);
      breakeven_report_append_line (out, _("Not enough VRAM"), value);
      g_clear_pointer (&value, g_free);
    }
  if (r->inputs.speed_unknown)
    /* Translators: the relative speed used when the GPU is not in the table, "1 (speed
       unknown)" */
    value = g_strdup_printf (_("%s (speed unknown)"), speed);
  else if (r->inputs.speed_auto)
    {
      g_autofree char *source = breakeven_report_speed_source_text (&r->inputs);

      /* Translators: a relative speed and where it came from, "0.70 (auto, from
       * GPU-Insights ver2, 2026-06-18)" */
      value = g_strdup_printf (_("%s (%s)"), speed, source);
    }
  else
    value = g_strdup (speed);
  breakeven_report_append_line (out, _("Relative speed"), value);
  g_clear_pointer (&value, g_free);
  value = g_strdup_printf (_("%s per month"), month);
  breakeven_report_append_line (out, _("Cloud cost"), value);
  g_clear_pointer (&value, g_free);
  breakeven_report_append_line (out, horizon_label, total);
  breakeven_report_append_line (out, _("Cost per work hour"), hour);

  if (isnan (r->breakeven_months))
    crossing = g_strdup (_("never: the cloud stays cheaper"));
  else if (r->breakeven_months == 0)
    crossing = g_strdup (_("0 months: the build is cheaper from the start"));
  else
    crossing = g_strdup (be_months);
  if (analysis->has_resale)
    {
      g_autofree char *cash = NULL;

      if (isnan (r->cash_payback_months))
        cash = g_strdup (_("never: the cloud stays cheaper"));
      else if (r->cash_payback_months == 0)
        cash = g_strdup (_("0 months: the build is cheaper from the start"));
      else
        cash = breakeven_format_months (r->cash_payback_months);
      /* Translators: the month from which the build stays cheaper when its resale value is
         counted (not a payback: 计残值平衡点) */
      breakeven_report_append_line (out, _("Breakeven counting the resale value"), crossing);
      /* Translators: the month the rent paid catches up with what the build cost in cash,
         its resale value left aside (回本) */
      breakeven_report_append_line (out, _("Cash payback"), cash);
    }
  else
    breakeven_report_append_line (out, _("Build pays for itself after"), crossing);
  breakeven_report_append_line (out, _("Breakeven usage"), be_hours);
  if (isnan (r->breakeven_price_per_hour))
    breakeven_report_append_line (out, _("Breakeven price"), be_price);
  else
    {
      /* Translators: the price per hour at which renting costs as much as the build */
      value = g_strdup_printf (_("%s per hour"), be_price);
      breakeven_report_append_line (out, _("Breakeven price"), value);
      g_clear_pointer (&value, g_free);
    }
  if (r->instances_for_bursts > 0)
    {
      value = g_strdup_printf ("%u", r->instances_for_bursts);
      /* Translators: how many instances of the offer must run side by side to finish every
         burst in its days */
      breakeven_report_append_line (out, _("Instances to finish the bursts in time"), value);
      g_clear_pointer (&value, g_free);
    }
  if (r->has_hybrid)
    {
      g_autofree char *hybrid = breakeven_format_money (r->hybrid_horizon_cost, cur, 2);
      g_autofree char *rented = breakeven_report_format_quantity (r->hybrid_rented_hours);
      g_autofree char *owned = NULL;
      /* Translators: "Hybrid (own the build, rent this for the bursts) over 36 months" */
      g_autofree char *label = g_strdup_printf (_("Hybrid (own the build, rent this for the "
                                                  "bursts) over %s"), horizon);

      /* Translators: the hybrid's cost and the hours it rents, "¥21,000.00 (280 hours
         rented)" */
      value = g_strdup_printf (_("%s (%s hours rented)"), hybrid, rented);
      breakeven_report_append_line (out, label, value);
      g_clear_pointer (&value, g_free);
      if (isnan (r->hybrid_breakeven_months))
        owned = g_strdup (_("never: the cloud stays cheaper"));
      else if (r->hybrid_breakeven_months == 0)
        owned = g_strdup (_("0 months: the build is cheaper from the start"));
      else
        owned = breakeven_format_months (r->hybrid_breakeven_months);
      /* Translators: the hybrid against renting everything on the offer: when owning the
         base machine pays for itself */
      breakeven_report_append_line (out, _("Owning the base machine pays for itself after"), owned);
    }
}

/* 3: the bursts of work, and what each means for the build */
static void
append_bursts (GString                 *out,
               BreakevenProject        *project,
               const BreakevenAnalysis *analysis)
{
  const BreakevenInputs *in = &analysis->inputs;

  (void) project;
  if (breakeven_analysis_get_n_bursts (analysis) == 0)
    return;
  g_string_append_printf (out, "\n%s\n", _("Bursts"));
  if (in->build_max_hours_per_day < BREAKEVEN_MAX_HOURS_PER_DAY)
    {
      g_autofree char *max = breakeven_format_hours_per_day (in->build_max_hours_per_day);

      breakeven_report_append_line (out, _("The build runs at most"), max);
    }
  for (guint i = 0; i < breakeven_analysis_get_n_bursts (analysis); i++)
    {
      const BreakevenBurstResult *b = breakeven_analysis_get_burst (analysis, i);
      g_autofree char *work = breakeven_report_format_quantity (b->inputs.work_hours);
      g_autofree char *days = breakeven_report_format_days (b->inputs.days);
      g_autofree char *first = breakeven_report_format_quantity (b->inputs.first_month);
      g_autofree char *line = breakeven_report_burst_line (b);
      g_autofree char *value = NULL;
      g_autofree char *times = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                             /* Translators: "once a year" */
                                                             "%u time a year",
                                                             "%u times a year",
                                                             b->inputs.per_year),
                                                b->inputs.per_year);

      /* Translators: a burst, "300 hours in 10 days, 2 times a year from month 4 (6 before
         the horizon)" */
      value = g_strdup_printf (_("%s hours in %s, %s from month %s (%u before the horizon)"),
                               work, days, times, first, b->occurrences);
      breakeven_report_append_line (out, breakeven_report_burst_title (b), value);
      g_string_append_printf (out, "    %s\n", line); /* no text of the file in it */
    }
}

/* 3: each strategy's horizon cost, when the bursts make a hybrid possible */
static void
append_strategies (GString                 *out,
                   BreakevenProject        *project,
                   const BreakevenAnalysis *analysis,
                   const char              *horizon)
{
  const char *cur = breakeven_project_get_currency (project);
  g_autofree char *build = breakeven_format_money (analysis->horizon_cost, cur, 2);
  g_autofree char *value = NULL;

  if (breakeven_analysis_get_n_bursts (analysis) == 0)
    return;
  /* Translators: "Strategies, cost over 36 months" */
  value = g_strdup_printf (_("Strategies, cost over %s"), horizon);
  g_string_append_printf (out, "\n%s\n", value);
  g_clear_pointer (&value, g_free);
  value = g_strdup_printf (analysis->on_time ? _("%s (on time)")
                                             /* Translators: the build alone misses a deadline */
                                             : _("%s (late)"), build);
  breakeven_report_append_line (out, _("Build"), value);
  g_clear_pointer (&value, g_free);
  for (guint i = 0; i < analysis->offers->len; i++)
    {
      const BreakevenOfferResult *r = breakeven_analysis_get_offer (analysis, i);
      g_autofree char *name = breakeven_report_offer_title (r->offer);
      g_autofree char *rent = breakeven_format_money (r->horizon_cost, cur, 2);
      /* Translators: a strategy, "Rent AutoDL RTX 4090D" */
      g_autofree char *rent_label = g_strdup_printf (_("Rent %s"), name);

      breakeven_report_append_line (out, rent_label, rent);
      if (r->has_hybrid)
        {
          g_autofree char *hybrid = breakeven_format_money (r->hybrid_horizon_cost, cur, 2);
          /* Translators: a strategy, "Build + AutoDL RTX 4090D for the bursts" */
          g_autofree char *label = g_strdup_printf (_("Build + %s for the bursts"), name);

          breakeven_report_append_line (out, label, hybrid);
        }
    }
}

static void
append_job (GString                 *out,
            BreakevenProject        *project,
            const BreakevenAnalysis *analysis,
            double                   job_hours)
{
  const char *cur = breakeven_project_get_currency (project);
  g_autofree char *hours = breakeven_report_format_quantity (job_hours);
  g_autofree char *local = breakeven_format_money (breakeven_analysis_job_local (analysis,
                                                                                  job_hours),
                                                   cur, 2);
  g_autofree char *value = NULL;

  g_string_append_c (out, '\n');
  /* Translators: "One job of 4.87 hours on the build" */
  g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "One job of %s hour on the build",
                                            "One job of %s hours on the build",
                                            breakeven_plural_count (job_hours)),
                          hours);
  g_string_append_c (out, '\n');
  /* Translators: the cost of a job on the build, "¥3.17 of electricity" */
  value = g_strdup_printf (_("%s of electricity"), local);
  breakeven_report_append_line (out, _("Build"), value);
  g_clear_pointer (&value, g_free);

  for (guint i = 0; i < analysis->offers->len; i++)
    {
      const BreakevenOfferResult *r = breakeven_analysis_get_offer (analysis, i);
      g_autofree char *name = breakeven_report_offer_title (r->offer);
      g_autofree char *compute_text = NULL;
      g_autofree char *storage_text = NULL;
      g_autofree char *total_text = NULL;
      double compute, storage;

      breakeven_analysis_job_cloud (analysis, r, job_hours, &compute, &storage);
      compute_text = breakeven_format_money (compute, cur, 2);
      storage_text = breakeven_format_money (storage, cur, 2);
      total_text = breakeven_format_money (compute + storage, cur, 2);
      /* Translators: a job in the cloud, "¥17.61 + ¥0.70 of storage = ¥18.31" */
      value = g_strdup_printf (_("%s + %s of storage = %s"), compute_text, storage_text,
                               total_text);
      breakeven_report_append_line (out, name, value);
      g_clear_pointer (&value, g_free);
    }
}

char *
breakeven_report_summary_text_full (BreakevenProject        *project,
                                    const BreakevenAnalysis *analysis,
                                    double                   job_hours)
{
  const BreakevenInputs *in = &analysis->inputs;
  const char *cur = breakeven_project_get_currency (project);
  const char *project_title = breakeven_project_get_title (project);
  /* Each line of the summary on its own line: a title's, a name's line ends escaped (the
   * sentences below name offers and bursts) */
  g_autofree char *title = breakeven_report_one_line (*project_title ? project_title
                                                                     : _("Untitled project"));
  GString *out = g_string_new (NULL);
  g_autofree char *verdict_text = breakeven_report_verdict_text (project, analysis);
  g_autofree char *verdict = breakeven_report_one_line (verdict_text);
  g_autofree char *hours = breakeven_format_hours_per_day (in->hours_per_day);
  g_autofree char *horizon = breakeven_format_months (in->horizon_months);

  g_autoptr(GPtrArray) caveats = breakeven_caveats_collect (project, analysis);
  g_autofree char *caveats_text = breakeven_caveats_line (caveats);
  g_autofree char *caveats_line = caveats_text != NULL ? breakeven_report_one_line (caveats_text)
                                                       : NULL;
  g_autofree char *alone_text = breakeven_report_build_alone_note (project, analysis);
  g_autofree char *alone = alone_text != NULL ? breakeven_report_one_line (alone_text) : NULL;

  g_string_append_printf (out, "%s\n", verdict);
  if (alone != NULL)
    g_string_append_printf (out, "%s\n", alone);
  /* The caveats line, as under the window's verdict, then what each link opens there (the
   * promotion's note among them) */
  if (caveats_line != NULL)
    {
      g_string_append_printf (out, "%s\n", caveats_line);
      for (guint i = 0; i < caveats->len; i++)
        {
          const BreakevenCaveat *caveat = g_ptr_array_index (caveats, i);
          g_autofree char *link = breakeven_report_one_line (caveat->link);
          g_autofree char *explanation = breakeven_report_one_line (caveat->explanation);

          /* Translators: a caveat under the verdict, its short link then what it means,
           * "  speed unknown: No benchmark…" */
          g_string_append_printf (out, _("  %s: %s"), link, explanation);
          g_string_append_c (out, '\n');
        }
    }
  g_string_append_printf (out, "\n%s\n", title);
  /* Translators: "Currency CNY, 12.0 h/day, over 36.0 months" */
  g_string_append_printf (out, _("Currency %s, %s, over %s"), cur, hours, horizon);
  g_string_append_c (out, '\n');
  if (in->price_change_percent != 0)
    {
      g_autofree char *change = breakeven_report_format_quantity (in->price_change_percent);

      /* Translators: "Cloud prices change by -10% a year" */
      g_string_append_printf (out, _("Cloud prices change by %s%% a year"), change);
      g_string_append_c (out, '\n');
    }
  if (in->own_time_per_hour > 0)
    {
      g_autofree char *rate = breakeven_format_money (in->own_time_per_hour, cur, 2);

      /* Translators: what an hour of the user's own time is worth, "Own time ¥30.00 an hour" */
      g_string_append_printf (out, _("Own time %s an hour"), rate);
      g_string_append_c (out, '\n');
    }
  g_string_append_c (out, '\n');

  append_build (out, project, analysis, horizon);
  append_bursts (out, project, analysis);

  g_string_append_printf (out, "\n%s\n", _("Cloud offers"));
  if (analysis->offers->len == 0)
    g_string_append_printf (out, "  %s\n", _("No offers to compare: add one."));
  for (guint i = 0; i < analysis->offers->len; i++)
    append_offer (out, project, analysis, breakeven_analysis_get_offer (analysis, i), horizon);
  if (analysis->unpriced->len > 0)
    {
      /* Translators: the offers left out of the comparison, each with why */
      g_string_append_printf (out, "\n%s\n", _("Not compared"));
      for (guint i = 0; i < analysis->unpriced->len; i++)
        {
          g_autofree char *line = breakeven_report_one_line (g_ptr_array_index (analysis->unpriced,
                                                                                i));

          g_string_append_printf (out, "  %s\n", line);
        }
    }
  append_strategies (out, project, analysis, horizon);

  if (!isnan (job_hours))
    append_job (out, project, analysis, job_hours);

  return g_string_free (out, FALSE);
}

char *
breakeven_report_summary_text (BreakevenProject        *project,
                               const BreakevenAnalysis *analysis)
{
  return breakeven_report_summary_text_full (project, analysis, NAN);
}
