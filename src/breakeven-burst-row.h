/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-burst-row.h: one burst on the Usage & Costs page */
#pragma once

#include <adwaita.h>

#include "breakeven-burst.h"
#include "breakeven-number-field.h"

G_BEGIN_DECLS

#define BREAKEVEN_TYPE_BURST_ROW (breakeven_burst_row_get_type ())
G_DECLARE_FINAL_TYPE (BreakevenBurstRow, breakeven_burst_row, BREAKEVEN, BURST_ROW, AdwExpanderRow)

GtkWidget      *breakeven_burst_row_new        (BreakevenBurst       *burst);
BreakevenBurst *breakeven_burst_row_get_burst  (BreakevenBurstRow    *self);
/* The rule the first month is read with, which depends on the project's horizon */
void            breakeven_burst_row_set_first_month_check (BreakevenBurstRow   *self,
                                                           BreakevenNumberCheck check,
                                                           gpointer             user_data);
/* Reads the first month again (after the horizon changed) */
void            breakeven_burst_row_revalidate (BreakevenBurstRow    *self);

G_END_DECLS
