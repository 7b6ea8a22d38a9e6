/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-report.c: the summary as readable text (localised) and as JSON (not localised) */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "breakeven-caveats.h"
#include "breakeven-format.h"
#include "breakeven-report.h"

char *
breakeven_report_offer_title (BreakevenOffer *offer)
{
  const char *provider = breakeven_offer_get_provider (offer);
  const char *name = breakeven_offer_get_name (offer);

  if (*provider == '\0')
    return g_strdup (*name ? name : _("Unnamed offer"));
  if (*name == '\0')
    return g_strdup (provider);
  return g_strdup_printf ("%s %s", provider, name);
}

static void
append_line (GString    *out,
             const char *label,
             const char *value)
{
  g_string_append (out, "  ");
  /* Translators: a label and its value in the summary, "Parts total: ¥23,592.00" */
  g_string_append_printf (out, _("%s: %s"), label, value);
  g_string_append_c (out, '\n');
}

/* A quantity shown with no more decimals than it has (at most two): 4.87, 4.5, 12 */
static char *
format_quantity (double value)
{
  int decimals = 0;

  while (decimals < 2 && fabs (value * pow (10, decimals) - round (value * pow (10, decimals))) > 1e-9)
    decimals++;
  return breakeven_format_number (value, decimals);
}

/* "24 GB" */
static char *
format_gb (double gb)
{
  g_autofree char *number = format_quantity (gb);

  /* Translators: an amount of GPU memory, "24 GB" */
  return g_strdup_printf (_("%s GB"), number);
}

char *
breakeven_report_speed_source (const BreakevenOfferInputs *inputs)
{
  GString *source;

  if (!inputs->speed_auto)
    return g_strdup ("typed");
  if (inputs->speed_unknown || inputs->speed_benchmark == NULL)
    return g_strdup ("unknown");
  source = g_string_new (NULL);
  if (inputs->speed_via_model != NULL)
    g_string_append_printf (source, "derived via %s: ", inputs->speed_via_model);
  g_string_append (source, inputs->speed_benchmark);
  if (inputs->speed_benchmark_date != NULL)
    g_string_append_printf (source, ", %s", inputs->speed_benchmark_date);
  if (inputs->speed_benchmark_via != NULL)
    {
      g_string_append_printf (source, "; %s", inputs->speed_benchmark_via);
      if (inputs->speed_benchmark_via_date != NULL)
        g_string_append_printf (source, ", %s", inputs->speed_benchmark_via_date);
    }
  if (inputs->speed_multi_gpu_measured && inputs->speed_multi_gpu_linear)
    g_string_append (source, "; several GPUs: measured and linear");
  else if (inputs->speed_multi_gpu_measured)
    g_string_append (source, "; several GPUs: measured");
  else if (inputs->speed_multi_gpu_linear)
    g_string_append (source, "; several GPUs: linear");
  return g_string_free (source, FALSE);
}

char *
breakeven_report_speed_source_text (const BreakevenOfferInputs *inputs)
{
  g_autofree char *benchmark = NULL;
  const char *scaling = NULL;
  char *text;

  if (!inputs->speed_auto)
    /* Translators: where an offer's relative speed came from: the user typed it */
    return g_strdup (_("typed"));
  if (inputs->speed_unknown || inputs->speed_benchmark == NULL)
    /* Translators: no benchmark measured both the offer's GPU and the build's */
    return g_strdup (_("speed unknown"));
  /* Translators: a benchmark and its date, "GPU-Insights ver2, 2026-06-18" */
  benchmark = g_strdup_printf (_("%s, %s"), inputs->speed_benchmark,
                               inputs->speed_benchmark_date != NULL
                                 ? inputs->speed_benchmark_date : "");
  if (inputs->speed_via_model != NULL)
    {
      g_autofree char *via = g_strdup_printf (_("%s, %s"), inputs->speed_benchmark_via,
                                              inputs->speed_benchmark_via_date != NULL
                                                ? inputs->speed_benchmark_via_date : "");

      /* Translators: a speed found through a model two benchmarks both measured, "auto,
       * derived via H100 SXM from Lambda …, 2024-07-24 and GPU-Insights ver2, 2026-06-18" */
      text = g_strdup_printf (_("auto, derived via %s from %s and %s"), inputs->speed_via_model,
                              benchmark, via);
    }
  else
    /* Translators: where an offer's relative speed came from, "auto, from GPU-Insights ver2,
     * 2026-06-18" */
    text = g_strdup_printf (_("auto, from %s"), benchmark);
  if (inputs->speed_multi_gpu_measured && inputs->speed_multi_gpu_linear)
    /* Translators: how the speed of several GPUs was counted */
    scaling = _("several GPUs partly as measured, partly linear");
  else if (inputs->speed_multi_gpu_measured)
    /* Translators: the benchmark measured that number of GPUs together */
    scaling = _("several GPUs as measured");
  else if (inputs->speed_multi_gpu_linear)
    /* Translators: the speed of N GPUs counted as N times one GPU's */
    scaling = _("several GPUs counted linearly");
  if (scaling != NULL)
    {
      char *with = g_strdup_printf (_("%s; %s"), text, scaling);

      g_free (text);
      text = with;
    }
  return text;
}

char *
breakeven_report_speed_label (const BreakevenOfferInputs *inputs)
{
  double speed = inputs->relative_speed;
  g_autofree char *number = breakeven_format_number (speed, speed == round (speed) ? 0 : 2);

  if (!inputs->speed_auto)
    /* Translators: an offer's relative speed as typed, in its row, "speed 0.97 · typed" */
    return g_strdup_printf (_("speed %s · typed"), number);
  if (inputs->speed_unknown || inputs->speed_benchmark == NULL)
    /* Translators: an offer's relative speed no benchmark gave, in its row, "speed 1 ·
     * unknown" */
    return g_strdup_printf (_("speed %s · unknown"), number);
  if (inputs->speed_via_model != NULL)
    /* Translators: an offer's relative speed chained through a third GPU, in its row,
     * "speed 0.85 · derived" */
    return g_strdup_printf (_("speed %s · derived"), number);
  /* Translators: an offer's relative speed from a benchmark, in its row, "speed 0.70 ·
   * benchmark" */
  return g_strdup_printf (_("speed %s · benchmark"), number);
}

/* "8.8 days" */
static char *
format_days (double days)
{
  g_autofree char *number = breakeven_format_number (days, days == floor (days) ? 0 : 1);

  /* Translators: a number of days, "8.8 days" */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s day", "%s days",
                                       breakeven_plural_count (days)),
                          number);
}

/* A burst as a sentence names it: its name, or "a burst" */
static const char *
burst_title (const BreakevenBurstResult *burst)
{
  /* Translators: a burst of work without a name, in a sentence */
  return burst->name[0] != '\0' ? burst->name : _("the unnamed burst");
}

/* The bursts the build cannot finish in their days before the horizon, for "rent X for …":
 * their names, or how many they are */
static char *
overflowing_bursts (const BreakevenAnalysis *analysis)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new ();

  for (guint i = 0; i < breakeven_analysis_get_n_bursts (analysis); i++)
    {
      const BreakevenBurstResult *b = breakeven_analysis_get_burst (analysis, i);

      if (b->occurrences > 0 && b->overflow_hours > 0)
        g_ptr_array_add (names, (gpointer) burst_title (b));
    }
  if (names->len == 1)
    return g_strdup (g_ptr_array_index (names, 0));
  if (names->len == 2)
    /* Translators: two bursts' names, "Conference deadline and Thesis" */
    return g_strdup_printf (_("%s and %s"), (const char *) g_ptr_array_index (names, 0),
                            (const char *) g_ptr_array_index (names, 1));
  /* Translators: how many bursts the build cannot finish in time, "3 bursts" */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u burst", "%u bursts", names->len),
                          names->len);
}

char *
breakeven_report_burst_line (const BreakevenBurstResult *burst)
{
  g_autofree char *work = format_quantity (burst->inputs.work_hours);
  g_autofree char *days = format_days (burst->inputs.days);

  if (burst->overflow_hours <= 0)
    /* Translators: what a burst means for the build, "The build can do all 300 hours in
       10 days." */
    return g_strdup_printf (_("The build can do all %s hours in %s."), work, days);
  if (isnan (burst->build_late_days))
    /* Translators: "The build has no hours left for the 300 hours in 10 days: it can never
       do them alone." */
    return g_strdup_printf (_("The build has no hours left for the %s hours in %s: it can "
                              "never do them alone."), work, days);
  {
    g_autofree char *capacity = format_quantity (burst->build_capacity_hours);
    g_autofree char *late = format_days (burst->build_late_days);

    /* Translators: "The build can do 160 of 300 hours in 10 days: 8.8 days late." */
    return g_strdup_printf (_("The build can do %s of %s hours in %s: %s late."), capacity,
                            work, days, late);
  }
}

char *
breakeven_report_build_alone_note (BreakevenProject        *project,
                                   const BreakevenAnalysis *analysis)
{
  GString *out = NULL;

  (void) project;
  if (analysis->on_time)
    return NULL;
  for (guint i = 0; i < breakeven_analysis_get_n_bursts (analysis); i++)
    {
      const BreakevenBurstResult *b = breakeven_analysis_get_burst (analysis, i);
      g_autofree char *sentence = NULL;

      if (b->occurrences == 0 || b->overflow_hours <= 0)
        continue;
      if (isnan (b->build_late_days))
        /* Translators: after the verdict; "The build alone can never finish Conference
           deadline: it has no hours left beside the daily work." */
        sentence = g_strdup_printf (_("The build alone can never finish %s: it has no hours "
                                      "left beside the daily work."), burst_title (b));
      else
        {
          g_autofree char *late = format_days (b->build_late_days);

          /* Translators: after the verdict; "The build alone would finish Conference
             deadline 8.8 days late." */
          sentence = g_strdup_printf (_("The build alone would finish %s %s late."),
                                      burst_title (b), late);
        }
      if (out == NULL)
        out = g_string_new (sentence);
      else
        g_string_append_printf (out, " %s", sentence);
    }
  return out != NULL ? g_string_free (out, FALSE) : NULL;
}

/* The verdict when it is the hybrid: "Build, and rent AutoDL RTX 4090D for Conference
 * deadline: ¥X over 36 months, ¥Y less than renting everything." */
static char *
hybrid_verdict (BreakevenProject        *project,
                const BreakevenAnalysis *analysis,
                const char              *name,
                const char              *horizon)
{
  const char *cur = breakeven_project_get_currency (project);
  const BreakevenOfferResult *chosen =
    breakeven_analysis_get_offer (analysis, (guint) analysis->choice_offer);
  g_autofree char *cost = breakeven_format_money (chosen->hybrid_horizon_cost, cur, 0);
  g_autofree char *bursts = overflowing_bursts (analysis);
  g_autofree char *difference = NULL;

  if (analysis->runner_up == BREAKEVEN_CHOICE_NONE)
    /* Translators: the verdict; "Build, and rent AutoDL RTX 4090D for Conference deadline:
       ¥12,345 over 36 months." */
    return g_strdup_printf (_("Build, and rent %s for %s: %s over %s."), name, bursts, cost,
                            horizon);
  difference = breakeven_format_money (analysis->choice_difference, cur, 0);
  if (analysis->runner_up_offer == analysis->choice_offer)
    /* Translators: the verdict; "Build, and rent AutoDL RTX 4090D for Conference deadline:
       ¥12,345 over 36 months, ¥2,345 less than renting everything." */
    return g_strdup_printf (_("Build, and rent %s for %s: %s over %s, %s less than renting "
                              "everything."), name, bursts, cost, horizon, difference);
  {
    const BreakevenOfferResult *other =
      breakeven_analysis_get_offer (analysis, (guint) analysis->runner_up_offer);
    g_autofree char *other_name = breakeven_report_offer_title (other->offer);

    /* Translators: the verdict; "Build, and rent AutoDL RTX 4090D for Conference deadline:
       ¥12,345 over 36 months, ¥2,345 less than renting everything on RunPod A100." */
    return g_strdup_printf (_("Build, and rent %s for %s: %s over %s, %s less than renting "
                              "everything on %s."), name, bursts, cost, horizon, difference,
                            other_name);
  }
}

char *
breakeven_report_hybrid_line (const BreakevenAnalysis    *a,
                              const BreakevenOfferResult *r)
{
  g_autofree char *text = NULL;

  if (breakeven_analysis_get_n_bursts (a) == 0)
    return NULL;
  if (r->has_hybrid)
    {
      double h = a->inputs.horizon_months;
      g_autofree char *cost = breakeven_format_money (r->hybrid_horizon_cost, a->currency, 0);
      g_autofree char *months = breakeven_format_number (h, h == floor (h) ? 0 : 1);
      g_autofree char *instances = NULL;

      if (r->instances_for_bursts > 0)
        /* Translators: how many instances of the offer side by side finish a whole burst
         * by its deadline (renting all of it) */
        instances = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                  "a burst in time needs %u instance",
                                                  "a burst in time needs %u instances",
                                                  r->instances_for_bursts),
                                     r->instances_for_bursts);
      /* Translators: the hybrid (混合方案 “本地 + 云”: the build, and this offer rented for
       * what the bursts leave over): its cost over the horizon, e.g. "Build + rent: ¥25,102
       * over 36 months" */
      text = g_strdup_printf (_("Build + rent: %s over %s months"), cost, months);
      if (instances != NULL)
        {
          g_autofree char *line = g_steal_pointer (&text);

          /* Translators: joins the hybrid's cost and the instances it needs */
          text = g_strdup_printf (_("%s · %s"), line, instances);
        }
    }
  else
    text = g_strdup (_("The build does the bursts alone, in time: nothing to rent for them"));
  return g_steal_pointer (&text);
}

char *
breakeven_report_verdict_text (BreakevenProject        *project,
                               const BreakevenAnalysis *analysis)
{
  const char *cur = breakeven_project_get_currency (project);
  const BreakevenOfferResult *best = NULL;
  g_autofree char *horizon = breakeven_format_months (analysis->inputs.horizon_months);
  g_autofree char *difference = NULL;
  g_autofree char *name = NULL;
  g_autofree char *crossing = NULL;

  if (analysis->choice_offer >= 0)
    {
      best = breakeven_analysis_get_offer (analysis, (guint) analysis->choice_offer);
      name = breakeven_report_offer_title (best->offer);
      /* To the unit: the sentence a student reads first; the tables give the cents */
      difference = breakeven_format_money (analysis->choice_difference, cur, 0);
      if (isfinite (best->breakeven_months))
        crossing = breakeven_format_months (best->breakeven_months);
    }

  switch (analysis->choice)
    {
    case BREAKEVEN_CHOICE_HYBRID:
      return hybrid_verdict (project, analysis, name, horizon);

    case BREAKEVEN_CHOICE_BUILD:
      if (best == NULL)
        return g_strdup (_("Build: no cloud offer has the VRAM needed."));
      if (analysis->choice_difference == 0)
        /* Translators: the verdict; "Build: over 36 months it costs the same as AutoDL
           RTX 4090D." */
        return g_strdup_printf (_("Build: over %s it costs the same as %s."), horizon, name);
      if (crossing != NULL)
        /* Translators: the verdict; "Build: it pays for itself after 29.1 months and saves
           ¥5,579 over 36 months against AutoDL RTX 4090D." */
        return g_strdup_printf (_("Build: it pays for itself after %s and saves %s over %s "
                                  "against %s."), crossing, difference, horizon, name);
      /* Translators: the verdict, when the build costs less from the first month; "Build:
         over 36 months it costs ¥1,234 less than AutoDL RTX 4090D." */
      return g_strdup_printf (_("Build: over %s it costs %s less than %s."), horizon,
                              difference, name);

    case BREAKEVEN_CHOICE_RENT:
      if (analysis->runner_up == BREAKEVEN_CHOICE_HYBRID)
        {
          const BreakevenOfferResult *other =
            breakeven_analysis_get_offer (analysis, (guint) analysis->runner_up_offer);
          g_autofree char *other_name = breakeven_report_offer_title (other->offer);
          g_autofree char *bursts = overflowing_bursts (analysis);

          /* Translators: the verdict; "Rent AutoDL RTX 4090D: it saves ¥1,234 over 36 months
             against owning the build and renting AutoDL RTX 4090D for Conference deadline." */
          return g_strdup_printf (_("Rent %s: it saves %s over %s against owning the build and "
                                    "renting %s for %s."), name, difference, horizon,
                                  other_name, bursts);
        }
      if (!analysis->build_eligible)
        /* Translators: the verdict; "Rent AutoDL RTX 4090D: the build's GPUs do not have the
           VRAM needed, and it is the cheapest offer that does." */
        return g_strdup_printf (_("Rent %s: the build’s GPUs do not have the VRAM needed, and "
                                  "it is the cheapest offer that does."), name);
      if (crossing != NULL)
        /* Translators: the verdict; "Rent AutoDL RTX 4090D: it saves ¥6,379 over 36 months
           against the build, which would pay for itself only after 49.3 months." */
        return g_strdup_printf (_("Rent %s: it saves %s over %s against the build, which "
                                  "would pay for itself only after %s."), name, difference,
                                horizon, crossing);
      /* Translators: the verdict; "Rent AutoDL RTX 4090D: it saves ¥6,379 over 36 months
         against the build, which never pays for itself at this use." */
      return g_strdup_printf (_("Rent %s: it saves %s over %s against the build, which never "
                                "pays for itself at this use."), name, difference, horizon);

    case BREAKEVEN_CHOICE_NONE:
    default:
      if (analysis->offers->len == 0)
        return g_strdup (_("No verdict: there are no cloud offers to compare."));
      return g_strdup (_("No verdict: neither the build nor any offer has the VRAM needed."));
    }
}

/* The promotion left out of the verdict, when one would cost less while its price lasts */
char *
breakeven_report_promotion_note (BreakevenProject        *project,
                                 const BreakevenAnalysis *analysis)
{
  const char *cur = breakeven_project_get_currency (project);
  const BreakevenOfferResult *chosen = NULL, *cheaper = NULL;
  double reference;
  g_autofree char *name = NULL;
  g_autofree char *cost = NULL;
  g_autofree char *horizon = NULL;

  if (analysis->choice_offer < 0)
    return NULL;
  chosen = breakeven_analysis_get_offer (analysis, (guint) analysis->choice_offer);
  if (chosen->promotion)
    {
      /* Every eligible offer is a promotion: the verdict stands on a price that may not last */
      name = breakeven_report_offer_title (chosen->offer);
      /* Translators: after the verdict, when the offer compared is a promotion */
      return g_strdup_printf (_("%s is a short-lived price: the verdict holds while it lasts."),
                              name);
    }
  /* What the verdict's strategy costs: the build, renting, or the hybrid */
  reference = breakeven_analysis_get_strategy_cost (analysis, analysis->choice,
                                                    analysis->choice_offer);
  for (guint i = 0; i < analysis->offers->len; i++)
    {
      const BreakevenOfferResult *r = breakeven_analysis_get_offer (analysis, i);

      if (r->promotion && r->eligible && r->horizon_cost < reference
          && (cheaper == NULL || r->horizon_cost < cheaper->horizon_cost))
        cheaper = r;
    }
  if (cheaper == NULL)
    return NULL;
  name = breakeven_report_offer_title (cheaper->offer);
  cost = breakeven_format_money (cheaper->horizon_cost, cur, 0);
  horizon = breakeven_format_months (analysis->inputs.horizon_months);
  /* Translators: after the verdict; "The promotion AutoDL RTX 4090D (promotion) would cost
     ¥21,944 over 36 months if its price lasted." */
  return g_strdup_printf (_("The promotion %s would cost %s over %s if its price lasted."),
                          name, cost, horizon);
}

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
  append_line (out, _("Parts total"), parts_total);
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
      append_line (out, _("Vendor quote"), value);
      g_clear_pointer (&value, g_free);
    }
  append_line (out, _("Capital cost"), capex);
  if (analysis->own_time_cost > 0)
    {
      g_autofree char *cost = breakeven_format_money (analysis->own_time_cost, cur, 2);
      g_autofree char *hours = format_quantity (in->build_setup_hours);
      g_autofree char *rate = breakeven_format_money (in->own_time_per_hour, cur, 2);

      /* Translators: the user's own time to set the build up, "¥360.00 (12 hours at ¥30.00
         an hour)" */
      value = g_strdup_printf (_("%s (%s hours at %s an hour)"), cost, hours, rate);
      append_line (out, _("Own time to set it up"), value);
      g_clear_pointer (&value, g_free);
    }
  append_line (out, _("GPU share"), share);
  if (!analysis->build_eligible)
    {
      g_autofree char *have = format_gb (in->build_vram_gb);
      g_autofree char *need = format_gb (in->vram_needed_gb);

      /* Translators: "Not enough VRAM: 12 GB of the 24 GB needed, left out of the verdict" */
      value = g_strdup_printf (_("%s of the %s needed, left out of the verdict"), have, need);
      append_line (out, _("Not enough VRAM"), value);
      g_clear_pointer (&value, g_free);
    }
  value = g_strdup_printf (breakeven_project_get_wall_watts_set (project)
                           ? _("%s W")
                           /* Translators: wall power estimated from the parts' power draw */
                           : _("%s W (estimated from the parts)"),
                           watts);
  append_line (out, _("Wall power under load"), value);
  g_clear_pointer (&value, g_free);
  if (analysis->over_circuit_limit)
    {
      g_autofree char *limit = breakeven_format_number (in->circuit_limit_watts, 0);

      /* Translators: a warning; "above the circuit's limit of 500 W: the breaker may trip" */
      value = g_strdup_printf (_("above the circuit’s limit of %s W: the breaker may trip"),
                               limit);
      append_line (out, _("Warning"), value);
      g_clear_pointer (&value, g_free);
    }
  /* Translators: "¥131.40 per month (¥1,576.80 per year)" */
  value = g_strdup_printf (_("%s per month (%s per year)"), elec_month, elec_year);
  append_line (out, _("Electricity"), value);
  g_clear_pointer (&value, g_free);
  value = g_strdup_printf (_("%s per month"), running);
  append_line (out, _("Running cost"), value);
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

      append_line (out, cash_label, cash);
      append_line (out, resale_label, resale);
    }
  if (in->interest_percent != 0)
    {
      g_autofree char *opportunity = breakeven_format_money (analysis->opportunity_cost, cur, 2);
      /* Translators: "Opportunity cost of the capital over 36 months", what the money would
         have earned elsewhere */
      g_autofree char *label = g_strdup_printf (_("Opportunity cost of the capital over %s"),
                                                horizon);

      append_line (out, label, opportunity);
    }
  append_line (out, horizon_label, horizon_cost);
  append_line (out, _("Cost per work hour"), per_hour);
}

static void
append_offer (GString                    *out,
              BreakevenProject           *project,
              const BreakevenAnalysis    *analysis,
              const BreakevenOfferResult *r,
              const char                 *horizon)
{
  const char *cur = breakeven_project_get_currency (project);
  g_autofree char *name = breakeven_report_offer_title (r->offer);
  g_autofree char *price = breakeven_format_money (r->inputs.price_per_hour, cur, 2);
  g_autofree char *month = breakeven_format_money (r->cloud.per_month, cur, 2);
  g_autofree char *total = breakeven_format_money (r->horizon_cost, cur, 2);
  g_autofree char *hour = breakeven_format_money (r->cost_per_hour, cur, 2);
  g_autofree char *be_months = breakeven_format_months (r->breakeven_months);
  g_autofree char *be_hours = breakeven_format_hours_per_day (r->breakeven_hours_per_day);
  g_autofree char *be_price = breakeven_format_money (r->breakeven_price_per_hour, cur, 2);
  g_autofree char *speed = format_quantity (r->inputs.relative_speed);
  g_autofree char *horizon_label = g_strdup_printf (_("Cost over %s"), horizon);
  g_autofree char *crossing = NULL;
  g_autofree char *value = NULL;

  /* Translators: an offer and its price, "AutoDL RTX 4090D, ¥2.58 per hour" */
  g_string_append_printf (out, _("%s, %s per hour"), name, price);
  g_string_append_c (out, '\n');
  if (!r->eligible)
    {
      g_autofree char *have = format_gb (r->inputs.vram_gb);
      g_autofree char *need = format_gb (analysis->inputs.vram_needed_gb);

      value = g_strdup_printf (_("%s of the %s needed, left out of the verdict"), have, need);
      append_line (out, _("Not enough VRAM"), value);
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
  append_line (out, _("Relative speed"), value);
  g_clear_pointer (&value, g_free);
  value = g_strdup_printf (_("%s per month"), month);
  append_line (out, _("Cloud cost"), value);
  g_clear_pointer (&value, g_free);
  append_line (out, horizon_label, total);
  append_line (out, _("Cost per work hour"), hour);

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
      append_line (out, _("Breakeven counting the resale value"), crossing);
      /* Translators: the month the rent paid catches up with what the build cost in cash,
         its resale value left aside (回本) */
      append_line (out, _("Cash payback"), cash);
    }
  else
    append_line (out, _("Build pays for itself after"), crossing);
  append_line (out, _("Breakeven usage"), be_hours);
  if (isnan (r->breakeven_price_per_hour))
    append_line (out, _("Breakeven price"), be_price);
  else
    {
      /* Translators: the price per hour at which renting costs as much as the build */
      value = g_strdup_printf (_("%s per hour"), be_price);
      append_line (out, _("Breakeven price"), value);
      g_clear_pointer (&value, g_free);
    }
  if (r->instances_for_bursts > 0)
    {
      value = g_strdup_printf ("%u", r->instances_for_bursts);
      /* Translators: how many instances of the offer must run side by side to finish every
         burst in its days */
      append_line (out, _("Instances to finish the bursts in time"), value);
      g_clear_pointer (&value, g_free);
    }
  if (r->has_hybrid)
    {
      g_autofree char *hybrid = breakeven_format_money (r->hybrid_horizon_cost, cur, 2);
      g_autofree char *rented = format_quantity (r->hybrid_rented_hours);
      g_autofree char *owned = NULL;
      /* Translators: "Hybrid (own the build, rent this for the bursts) over 36 months" */
      g_autofree char *label = g_strdup_printf (_("Hybrid (own the build, rent this for the "
                                                  "bursts) over %s"), horizon);

      /* Translators: the hybrid's cost and the hours it rents, "¥21,000.00 (280 hours
         rented)" */
      value = g_strdup_printf (_("%s (%s hours rented)"), hybrid, rented);
      append_line (out, label, value);
      g_clear_pointer (&value, g_free);
      if (isnan (r->hybrid_breakeven_months))
        owned = g_strdup (_("never: the cloud stays cheaper"));
      else if (r->hybrid_breakeven_months == 0)
        owned = g_strdup (_("0 months: the build is cheaper from the start"));
      else
        owned = breakeven_format_months (r->hybrid_breakeven_months);
      /* Translators: the hybrid against renting everything on the offer: when owning the
         base machine pays for itself */
      append_line (out, _("Owning the base machine pays for itself after"), owned);
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

      append_line (out, _("The build runs at most"), max);
    }
  for (guint i = 0; i < breakeven_analysis_get_n_bursts (analysis); i++)
    {
      const BreakevenBurstResult *b = breakeven_analysis_get_burst (analysis, i);
      g_autofree char *work = format_quantity (b->inputs.work_hours);
      g_autofree char *days = format_days (b->inputs.days);
      g_autofree char *first = format_quantity (b->inputs.first_month);
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
      append_line (out, burst_title (b), value);
      g_string_append_printf (out, "    %s\n", line);
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
  append_line (out, _("Build"), value);
  g_clear_pointer (&value, g_free);
  for (guint i = 0; i < analysis->offers->len; i++)
    {
      const BreakevenOfferResult *r = breakeven_analysis_get_offer (analysis, i);
      g_autofree char *name = breakeven_report_offer_title (r->offer);
      g_autofree char *rent = breakeven_format_money (r->horizon_cost, cur, 2);
      /* Translators: a strategy, "Rent AutoDL RTX 4090D" */
      g_autofree char *rent_label = g_strdup_printf (_("Rent %s"), name);

      append_line (out, rent_label, rent);
      if (r->has_hybrid)
        {
          g_autofree char *hybrid = breakeven_format_money (r->hybrid_horizon_cost, cur, 2);
          /* Translators: a strategy, "Build + AutoDL RTX 4090D for the bursts" */
          g_autofree char *label = g_strdup_printf (_("Build + %s for the bursts"), name);

          append_line (out, label, hybrid);
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
  g_autofree char *hours = format_quantity (job_hours);
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
  append_line (out, _("Build"), value);
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
      append_line (out, name, value);
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
  const char *title = breakeven_project_get_title (project);
  GString *out = g_string_new (NULL);
  g_autofree char *verdict = breakeven_report_verdict_text (project, analysis);
  g_autofree char *hours = breakeven_format_hours_per_day (in->hours_per_day);
  g_autofree char *horizon = breakeven_format_months (in->horizon_months);

  g_autoptr(GPtrArray) caveats = breakeven_caveats_collect (project, analysis);
  g_autofree char *caveats_line = breakeven_caveats_line (caveats);
  g_autofree char *alone = breakeven_report_build_alone_note (project, analysis);

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

          /* Translators: a caveat under the verdict, its short link then what it means,
           * "  speed unknown: No benchmark…" */
          g_string_append_printf (out, _("  %s: %s"), caveat->link, caveat->explanation);
          g_string_append_c (out, '\n');
        }
    }
  g_string_append_printf (out, "\n%s\n", *title ? title : _("Untitled project"));
  /* Translators: "Currency CNY, 12.0 h/day, over 36.0 months" */
  g_string_append_printf (out, _("Currency %s, %s, over %s"), cur, hours, horizon);
  g_string_append_c (out, '\n');
  if (in->price_change_percent != 0)
    {
      g_autofree char *change = format_quantity (in->price_change_percent);

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
        g_string_append_printf (out, "  %s\n", (const char *) g_ptr_array_index (analysis->unpriced, i));
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
