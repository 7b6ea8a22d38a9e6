/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-explain-verdict.c: "how is this computed" for the verdict among build, rent and
 * hybrid */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "breakeven-bursts.h"
#include "breakeven-explain.h"
#include "breakeven-explain-bursts-private.h"
#include "breakeven-explain-private.h"
#include "breakeven-format.h"

#define DAYS BREAKEVEN_EXPLAIN_DAYS

/* "build", "rent AutoDL RTX 4090D", "hybrid with AutoDL RTX 4090D" */
static char *
strategy_name (const BreakevenAnalysis *a,
               BreakevenChoice          choice,
               int                      offer)
{
  g_autofree char *name = NULL;

  if (offer >= 0 && (guint) offer < breakeven_analysis_get_n_offers (a))
    name = offer_name (breakeven_analysis_get_offer (a, (guint) offer));
  switch (choice)
    {
    case BREAKEVEN_CHOICE_BUILD:
      /* Translators: a strategy of the verdict */
      return g_strdup (_("build"));
    case BREAKEVEN_CHOICE_RENT:
      /* Translators: a strategy of the verdict; %s is the offer */
      return g_strdup_printf (_("rent %s"), name);
    case BREAKEVEN_CHOICE_HYBRID:
      /* Translators: a strategy of the verdict: the build plus the offer for the bursts */
      return g_strdup_printf (_("hybrid with %s"), name);
    case BREAKEVEN_CHOICE_NONE:
    default:
      return g_strdup ("");
    }
}

/* The first burst the build alone finishes late, and how late: "Conference deadline 8.75 days
 * late", "… never" */
static char *
late_text (const BreakevenAnalysis *a)
{
  for (guint j = 0; j < breakeven_analysis_get_n_bursts (a); j++)
    {
      const BreakevenBurstResult *b = breakeven_analysis_get_burst (a, j);
      g_autofree char *days = NULL;

      if (b->occurrences == 0 || !(b->overflow_hours > 0))
        continue;
      if (isnan (b->build_late_days))
        /* Translators: the build alone has no free hour for a burst */
        return g_strdup_printf (_("the build alone can never do %s"), b->name);
      days = hours_number (b->build_late_days);
      /* Translators: e.g. "the build alone would finish Conference deadline 8.75 days late" */
      return g_strdup_printf (_("the build alone would finish %s %s days late"), b->name, days);
    }
  return NULL;
}

char *
breakeven_explain_verdict (const BreakevenAnalysis *analysis,
                           const char              *currency)
{
  return breakeven_explain_verdict_for (analysis, currency, NULL, 0);
}

char *
breakeven_explain_verdict_for (const BreakevenAnalysis *analysis,
                               const char              *currency,
                               const gboolean          *explained,
                               guint                    n_explained)
{
  const BreakevenAnalysis *a = analysis;
  gboolean lasting = FALSE;
  guint n_left_out = 0;
  g_autofree char *chosen = NULL;
  GString *out;

  g_return_val_if_fail (analysis != NULL, NULL);

  if (breakeven_analysis_get_n_bursts (a) == 0)
    return breakeven_explain_verdict_plain (a, currency);
  if (a->choice == BREAKEVEN_CHOICE_NONE)
    return NULL;

  for (guint i = 0; i < breakeven_analysis_get_n_offers (a); i++)
    {
      const BreakevenOfferResult *r = breakeven_analysis_get_offer (a, i);

      if (r->eligible && !r->promotion)
        lasting = TRUE;
    }
  chosen = strategy_name (a, a->choice, a->choice == BREAKEVEN_CHOICE_BUILD ? -1
                                                                           : a->choice_offer);
  out = g_string_new (NULL);
  /* Translators: the verdict among build, rent and hybrid; %s is the strategy chosen */
  g_string_append_printf (out, _("Verdict: %s. The lowest cost over the horizon among the "
                                 "candidates wins; on a tie the build, then the hybrid:"), chosen);

  /* The build */
  {
    g_autofree char *cost = breakeven_explain_money (a->horizon_cost, currency);
    g_autofree char *late = late_text (a);

    if (!a->build_eligible)
      /* Translators: the build is no candidate: its GPUs lack the memory needed */
      g_string_append_printf (out, _("\nbuild, L(H) = %s: not a candidate, its GPUs lack the "
                                     "memory needed"), cost);
    else if (!a->on_time && a->choice != BREAKEVEN_CHOICE_BUILD)
      /* Translators: the build is no candidate while an on-time strategy exists */
      g_string_append_printf (out, _("\nbuild, L(H) = %s: not a candidate while a strategy "
                                     "finishes every burst in time: %s"), cost, late);
    else if (!a->on_time)
      /* Translators: the late build is chosen as nothing else is on time */
      g_string_append_printf (out, _("\nbuild, L(H) = %s: late (%s), but nothing else is a "
                                     "candidate"), cost, late);
    else
      g_string_append_printf (out, "\n%s, L(H) = %s", _("build"), cost);
  }

  /* Each offer: rent, and its hybrid */
  for (guint i = 0; i < breakeven_analysis_get_n_offers (a); i++)
    {
      const BreakevenOfferResult *r = breakeven_analysis_get_offer (a, i);
      g_autofree char *rent = NULL;
      g_autofree char *cost = NULL;

      if (explained != NULL && (i >= n_explained || !explained[i])
          && (int) i != a->choice_offer && (int) i != a->runner_up_offer)
        {
          n_left_out++;
          continue;
        }
      rent = strategy_name (a, BREAKEVEN_CHOICE_RENT, (int) i);
      cost = breakeven_explain_money (r->horizon_cost, currency);
      if (!r->eligible)
        /* Translators: an offer that is no candidate: too little memory */
        g_string_append_printf (out, _("\n%s, C(H) = %s: not a candidate, too little memory"),
                                rent, cost);
      else if (r->promotion && lasting)
        /* Translators: a promotion is passed over while an offer at a lasting price exists */
        g_string_append_printf (out, _("\n%s, C(H) = %s: not a candidate, a promotion while an "
                                       "offer at a lasting price exists"), rent, cost);
      else
        g_string_append_printf (out, "\n%s, C(H) = %s", rent, cost);

      if (r->has_hybrid)
        {
          g_autofree char *hybrid = strategy_name (a, BREAKEVEN_CHOICE_HYBRID, (int) i);
          g_autofree char *hcost = breakeven_explain_money (r->hybrid_horizon_cost, currency);

          if (!r->eligible || (r->promotion && lasting) || !a->build_eligible)
            /* Translators: the hybrid needs both the build and the offer to be candidates */
            g_string_append_printf (out, _("\n%s, Lh(H) = %s: not a candidate, as the build or "
                                           "the offer is not"), hybrid, hcost);
          else
            g_string_append_printf (out, "\n%s, Lh(H) = %s", hybrid, hcost);
        }
    }

  if (n_left_out > 0)
    /* Translators: after the verdict's list of candidates when a report of many offers lists
     * some only, e.g. "and the candidates of 998 other offers, whose costs the summary gives" */
    g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE,
                                              "\nand the candidates of %u other offer, whose "
                                              "costs the summary gives",
                                              "\nand the candidates of %u other offers, whose "
                                              "costs the summary gives", n_left_out),
                            n_left_out);

  if (a->runner_up == BREAKEVEN_CHOICE_NONE)
    {
      /* Translators: no candidate of another kind to compare the choice with */
      g_string_append (out, _("\nNo candidate of another kind: no saving to show."));
      return g_string_free (out, FALSE);
    }

  {
    double best = breakeven_analysis_get_strategy_cost (a, a->choice,
                                                        a->choice == BREAKEVEN_CHOICE_BUILD
                                                        ? -1 : a->choice_offer);
    double second = breakeven_analysis_get_strategy_cost (a, a->runner_up, a->runner_up_offer);
    g_autofree char *runner = strategy_name (a, a->runner_up, a->runner_up_offer);
    g_autofree char *best_text = breakeven_explain_amount (best, 1);
    g_autofree char *second_text = breakeven_explain_amount (second, 1);
    g_autofree char *difference = breakeven_explain_money (a->choice_difference, currency);

    if (best == second)
      /* Translators: the choice and the runner-up cost the same: the tie rule decided */
      g_string_append_printf (out, _("\nThe runner-up, the cheapest candidate of another kind, "
                                     "is %s, at the same cost: a tie, decided for %s"),
                              runner, chosen);
    else
      /* Translators: the runner-up of the verdict */
      g_string_append_printf (out, _("\nThe runner-up, the cheapest candidate of another kind, "
                                     "is %s"), runner);
    g_string_append_printf (out, "\ndifference = %s - %s = %s", second_text, best_text,
                            difference);
  }
  return g_string_free (out, FALSE);
}
