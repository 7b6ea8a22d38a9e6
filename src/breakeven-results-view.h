/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-results-view.h: the verdict and the summary cards, recomputed on every change */
#pragma once

#include <adwaita.h>

#include "breakeven-chart-view.h"
#include "breakeven-page.h"
#include "breakeven-project.h"

G_BEGIN_DECLS

#define BREAKEVEN_TYPE_RESULTS_VIEW (breakeven_results_view_get_type ())
G_DECLARE_FINAL_TYPE (BreakevenResultsView, breakeven_results_view, BREAKEVEN, RESULTS_VIEW, BreakevenPage)

GtkWidget          *breakeven_results_view_new         (void);
BreakevenProject   *breakeven_results_view_get_project (BreakevenResultsView *self);

G_END_DECLS
