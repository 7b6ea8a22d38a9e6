/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-cost-private.h: what breakeven-cost.c and breakeven-cost-breakeven.c share: the
 * monthly rates of interest and of a change of prices, and the curves' values with or without
 * the lumps at a month itself.  Not for callers outside src/core. */
#pragma once

#include <glib.h>

#include "breakeven-cost.h"

G_BEGIN_DECLS

double breakeven_cost_monthly_rate (double interest_percent);

double breakeven_cost_price_rate (double price_change_percent);

guint breakeven_cost_lump_count (const BreakevenBurstLump *lump,
                                 double                    months,
                                 gboolean                  inclusive);

double breakeven_cost_lumps_value (const BreakevenBurstLump *lumps,
                                   guint                     n_lumps,
                                   double                    interest_percent,
                                   double                    price_change_percent,
                                   double                    months,
                                   gboolean                  inclusive);

double breakeven_cost_local_cash (const BreakevenLocalCost *local,
                                  double                    months,
                                  gboolean                  inclusive);

double breakeven_cost_cloud_value (const BreakevenCloudCost *cloud,
                                   double                    months,
                                   gboolean                  inclusive);

G_END_DECLS
