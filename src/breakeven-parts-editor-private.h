/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-parts-editor-private.h: what the parts table's cells ask of their editor */
#pragma once

#include "breakeven-parts-editor.h"

G_BEGIN_DECLS

/* Editing a cell selects its row, so the toolbar acts on the part being edited: CELL (with a
 * "part" property) selects its part's row when the focus enters it */
void breakeven_parts_editor_follow_focus (GtkWidget *cell);

G_END_DECLS
