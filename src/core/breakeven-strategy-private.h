/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-strategy-private.h: the verdict among build, rent and hybrid, for the analysis */
#pragma once

#include "breakeven-cost.h"

G_BEGIN_DECLS

/* Sets A's choice, choice_offer, choice_difference, runner_up and runner_up_offer from its
 * figures (docs/cost-model.md, "The verdict") */
void breakeven_strategy_decide (BreakevenAnalysis *a);

G_END_DECLS
