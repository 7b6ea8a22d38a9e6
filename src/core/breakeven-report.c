/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-report.c: the sentences of the summary (localised): an offer's title, where its
 * speed comes from, what a burst means, the verdict and its notes.  The summary's text is
 * breakeven-report-summary.c, its JSON (not localised) breakeven-report-json.c. */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "breakeven-format.h"
#include "breakeven-report-private.h"
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

/* TEXT on one line of the summary: a line end in it (a title's, a name's) written "\n" or
 * "\r", as the terminal's escaping writes a tab "\t".  That escaping keeps the summary's own
 * line ends, so it cannot tell them from a file's: a title "A\nB" would print as two lines */
char *
breakeven_report_one_line (const char *text)
{
  GString *s = g_string_sized_new (strlen (text));

  for (const char *p = text; *p != '\0'; p++)
    if (*p == '\n')
      g_string_append (s, "\\n");
    else if (*p == '\r')
      g_string_append (s, "\\r");
    else
      g_string_append_c (s, *p);
  return g_string_free (s, FALSE);
}

void
breakeven_report_append_line (GString    *out,
                              const char *label,
                              const char *value)
{
  g_autofree char *label_line = breakeven_report_one_line (label);
  g_autofree char *value_line = breakeven_report_one_line (value);

  g_string_append (out, "  ");
  /* Translators: a label and its value in the summary, "Parts total: ¥23,592.00" */
  g_string_append_printf (out, _("%s: %s"), label_line, value_line);
  g_string_append_c (out, '\n');
}

/* A quantity shown with no more decimals than it has (at most two): 4.87, 4.5, 12 */
char *
breakeven_report_format_quantity (double value)
{
  int decimals = 0;

  while (decimals < 2 && fabs (value * pow (10, decimals) - round (value * pow (10, decimals))) > 1e-9)
    decimals++;
  return breakeven_format_number (value, decimals);
}

/* "24 GB" */
char *
breakeven_report_format_gb (double gb)
{
  g_autofree char *number = breakeven_report_format_quantity (gb);

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
char *
breakeven_report_format_days (double days)
{
  g_autofree char *number = breakeven_format_number (days, days == floor (days) ? 0 : 1);

  /* Translators: a number of days, "8.8 days" */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s day", "%s days",
                                       breakeven_plural_count (days)),
                          number);
}

/* A burst as a sentence names it: its name, or "a burst" */
const char *
breakeven_report_burst_title (const BreakevenBurstResult *burst)
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
        g_ptr_array_add (names, (gpointer) breakeven_report_burst_title (b));
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
  g_autofree char *work = breakeven_report_format_quantity (burst->inputs.work_hours);
  g_autofree char *days = breakeven_report_format_days (burst->inputs.days);

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
    g_autofree char *capacity = breakeven_report_format_quantity (burst->build_capacity_hours);
    g_autofree char *late = breakeven_report_format_days (burst->build_late_days);

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
                                      "left beside the daily work."),
                                    breakeven_report_burst_title (b));
      else
        {
          g_autofree char *late = breakeven_report_format_days (b->build_late_days);

          /* Translators: after the verdict; "The build alone would finish Conference
             deadline 8.8 days late." */
          sentence = g_strdup_printf (_("The build alone would finish %s %s late."),
                                      breakeven_report_burst_title (b), late);
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

