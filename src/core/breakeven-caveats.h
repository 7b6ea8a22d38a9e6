/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-caveats.h: what the verdict does not say, in one line under it
 *
 * A verdict compares the build with one offer; some of its figures rest on assumptions the
 * reader should see beside it: a speed no benchmark gave, a different number of GPUs, a wall
 * power typed far from the parts' estimate, a spot offer counted as never interrupted, offers
 * left out for want of an exchange rate, a promotion passed over.  The window, the summary and
 * the report all show the caveats collected here, in this order, each as a short link and the
 * explanation it opens (docs/cost-model.md, "Caveats").
 */
#pragma once

#include "breakeven-cost.h"
#include "breakeven-project.h"

G_BEGIN_DECLS

typedef enum
{
  BREAKEVEN_CAVEAT_SPEED_UNKNOWN,    /* the compared offer's speed: no benchmark measured it */
  BREAKEVEN_CAVEAT_SPEED_DERIVED,    /* ... chained through a model two benchmarks measured */
  BREAKEVEN_CAVEAT_GPU_COUNT,        /* the build and the offer have different numbers of GPUs */
  BREAKEVEN_CAVEAT_WALL_POWER,       /* the fixed wall power is > 20 % off the parts' estimate */
  BREAKEVEN_CAVEAT_SPOT_OVERHEAD,    /* a spot offer without an interruption overhead */
  BREAKEVEN_CAVEAT_NO_EXCHANGE_RATE, /* offers not compared for lack of an exchange rate */
  BREAKEVEN_CAVEAT_PROMOTION,        /* a promotion passed over, or the one compared */
} BreakevenCaveatKind;

/* How far a fixed wall power may be from the parts' estimate before it is a caveat, in % */
#define BREAKEVEN_CAVEAT_WALL_POWER_PERCENT 20.0

typedef struct
{
  BreakevenCaveatKind kind;
  char *link;          /* short, localised: "speed unknown", "2 GPUs against 1" */
  char *explanation;   /* what it means for the figures, localised, one or two sentences */
} BreakevenCaveat;

void        breakeven_caveat_free             (BreakevenCaveat *caveat);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (BreakevenCaveat, breakeven_caveat_free)

/* The caveats of ANALYSIS's verdict (a GPtrArray of BreakevenCaveat, empty when there is
 * nothing to add), in the order of BreakevenCaveatKind */
GPtrArray  *breakeven_caveats_collect         (BreakevenProject        *project,
                                               const BreakevenAnalysis *analysis);
/* "speed-unknown", "gpu-count"...: the JSON's names, not localised */
const char *breakeven_caveat_kind_to_string   (BreakevenCaveatKind      kind);
/* "Caveats: speed unknown · 2 GPUs against 1", localised; NULL when CAVEATS is empty */
char       *breakeven_caveats_line            (GPtrArray               *caveats);
/* The same line as Pango markup, caveat I's link addressed "caveat:I" with its explanation as
 * the link's title (the window's tooltip); NULL when CAVEATS is empty */
char       *breakeven_caveats_markup          (GPtrArray               *caveats);

G_END_DECLS
