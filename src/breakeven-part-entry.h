/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-part-entry.h: a parts table cell editing one property of its part */
#pragma once

#include <gtk/gtk.h>

#include "breakeven-part.h"

G_BEGIN_DECLS

#define BREAKEVEN_TYPE_PART_ENTRY (breakeven_part_entry_get_type ())
G_DECLARE_FINAL_TYPE (BreakevenPartEntry, breakeven_part_entry, BREAKEVEN, PART_ENTRY, GtkEntry)

BreakevenPart *breakeven_part_entry_get_part (BreakevenPartEntry *self);
void           breakeven_part_entry_set_part (BreakevenPartEntry *self,
                                              BreakevenPart      *part);

G_END_DECLS
