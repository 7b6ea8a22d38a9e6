/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-part-category-cell.h: a parts table cell choosing its part's category */
#pragma once

#include <adwaita.h>

#include "breakeven-part.h"

G_BEGIN_DECLS

#define BREAKEVEN_TYPE_PART_CATEGORY_CELL (breakeven_part_category_cell_get_type ())
G_DECLARE_FINAL_TYPE (BreakevenPartCategoryCell, breakeven_part_category_cell,
                      BREAKEVEN, PART_CATEGORY_CELL, AdwBin)

BreakevenPart *breakeven_part_category_cell_get_part (BreakevenPartCategoryCell *self);
void           breakeven_part_category_cell_set_part (BreakevenPartCategoryCell *self,
                                                      BreakevenPart             *part);

G_END_DECLS
