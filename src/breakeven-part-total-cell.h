/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-part-total-cell.h: a parts table cell showing its part's line total */
#pragma once

#include <adwaita.h>

#include "breakeven-part.h"

G_BEGIN_DECLS

#define BREAKEVEN_TYPE_PART_TOTAL_CELL (breakeven_part_total_cell_get_type ())
G_DECLARE_FINAL_TYPE (BreakevenPartTotalCell, breakeven_part_total_cell,
                      BREAKEVEN, PART_TOTAL_CELL, AdwBin)

BreakevenPart *breakeven_part_total_cell_get_part (BreakevenPartTotalCell *self);
void           breakeven_part_total_cell_set_part (BreakevenPartTotalCell *self,
                                                   BreakevenPart          *part);

G_END_DECLS
