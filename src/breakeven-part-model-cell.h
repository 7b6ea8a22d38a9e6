/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-part-model-cell.h: a parts table cell naming a GPU part's model */
#pragma once

#include <adwaita.h>

#include "breakeven-part.h"

G_BEGIN_DECLS

#define BREAKEVEN_TYPE_PART_MODEL_CELL (breakeven_part_model_cell_get_type ())
G_DECLARE_FINAL_TYPE (BreakevenPartModelCell, breakeven_part_model_cell,
                      BREAKEVEN, PART_MODEL_CELL, AdwBin)

BreakevenPart *breakeven_part_model_cell_get_part (BreakevenPartModelCell *self);
void           breakeven_part_model_cell_set_part (BreakevenPartModelCell *self,
                                                   BreakevenPart          *part);

G_END_DECLS
