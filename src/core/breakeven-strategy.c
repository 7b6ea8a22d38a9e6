/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-strategy.c: the verdict among the three strategies, build, rent and hybrid
 * (docs/cost-model.md, "The verdict"): the lowest horizon cost among the candidates, ties to
 * the build, then the hybrid; the runner-up the cheapest candidate of another kind */

#include "config.h"

#include <math.h>

#include "breakeven-strategy-private.h"

typedef struct
{
  BreakevenChoice choice;
  int offer;
  double cost;
} Candidate;

/* Lower is preferred on a tie */
static int
tie_rank (BreakevenChoice choice)
{
  switch (choice)
    {
    case BREAKEVEN_CHOICE_BUILD: return 0;
    case BREAKEVEN_CHOICE_HYBRID: return 1;
    case BREAKEVEN_CHOICE_RENT: return 2;
    case BREAKEVEN_CHOICE_NONE:
    default: return 3;
    }
}

static gboolean
better (const Candidate *c,
        const Candidate *best)
{
  if (best->choice == BREAKEVEN_CHOICE_NONE)
    return TRUE;
  if (c->cost != best->cost)
    return c->cost < best->cost;
  return tie_rank (c->choice) < tie_rank (best->choice);
}

double
breakeven_analysis_get_strategy_cost (const BreakevenAnalysis *a,
                                      BreakevenChoice          choice,
                                      int                      offer)
{
  const BreakevenOfferResult *r;

  g_return_val_if_fail (a != NULL, NAN);

  if (choice == BREAKEVEN_CHOICE_BUILD)
    return a->horizon_cost;
  if (offer < 0 || (guint) offer >= a->offers->len)
    return NAN;
  r = breakeven_analysis_get_offer (a, (guint) offer);
  if (choice == BREAKEVEN_CHOICE_RENT)
    return r->horizon_cost;
  if (choice == BREAKEVEN_CHOICE_HYBRID)
    return r->has_hybrid ? r->hybrid_horizon_cost : NAN;
  return NAN;
}

void
breakeven_strategy_decide (BreakevenAnalysis *a)
{
  GArray *candidates = g_array_new (FALSE, FALSE, sizeof (Candidate));
  gboolean lasting = FALSE;
  Candidate best = { BREAKEVEN_CHOICE_NONE, -1, NAN };
  Candidate second = { BREAKEVEN_CHOICE_NONE, -1, NAN };

  /* A promotion is a candidate only when no offer at a lasting price is */
  for (guint i = 0; i < a->offers->len; i++)
    {
      const BreakevenOfferResult *r = breakeven_analysis_get_offer (a, i);

      if (r->eligible && !r->promotion)
        lasting = TRUE;
    }
  for (guint i = 0; i < a->offers->len; i++)
    {
      const BreakevenOfferResult *r = breakeven_analysis_get_offer (a, i);

      if (!r->eligible || (r->promotion && lasting))
        continue;
      g_array_append_vals (candidates,
                           &(Candidate) { BREAKEVEN_CHOICE_RENT, (int) i, r->horizon_cost }, 1);
      /* The hybrid needs both the build and the offer */
      if (r->has_hybrid && a->build_eligible)
        g_array_append_vals (candidates,
                             &(Candidate) { BREAKEVEN_CHOICE_HYBRID, (int) i,
                                            r->hybrid_horizon_cost }, 1);
    }
  /* A build that misses a deadline is chosen only when nothing is on time; with no offers at
   * all there is nothing to compare it with */
  if (a->build_eligible && a->offers->len > 0 && (a->on_time || candidates->len == 0))
    g_array_append_vals (candidates, &(Candidate) { BREAKEVEN_CHOICE_BUILD, -1, a->horizon_cost },
                         1);

  for (guint i = 0; i < candidates->len; i++)
    {
      const Candidate *c = &g_array_index (candidates, Candidate, i);

      if (better (c, &best))
        best = *c;
    }
  for (guint i = 0; i < candidates->len; i++)
    {
      const Candidate *c = &g_array_index (candidates, Candidate, i);

      if (c->choice == best.choice)
        continue;
      if (c->choice == BREAKEVEN_CHOICE_BUILD && !a->on_time)
        continue;
      if (better (c, &second))
        second = *c;
    }
  g_array_unref (candidates);

  a->choice = best.choice;
  a->runner_up = second.choice;
  a->runner_up_offer = second.offer;
  a->choice_offer = best.choice == BREAKEVEN_CHOICE_BUILD ? second.offer : best.offer;
  if (second.choice != BREAKEVEN_CHOICE_NONE)
    a->choice_difference = second.cost - best.cost;
  else if (best.choice == BREAKEVEN_CHOICE_RENT && a->bursts->len == 0)
    /* Format 2 gave |build - offer| also when the build lacks the VRAM: kept, since the
     * build's figures exist */
    a->choice_difference = fabs (a->horizon_cost - best.cost);
  else
    a->choice_difference = NAN;
}
