/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-parts-editor.h: the build's parts list, edited in place, and the vendor quote */
#pragma once

#include <adwaita.h>

#include "breakeven-page.h"

#include "breakeven-project.h"

G_BEGIN_DECLS

#define BREAKEVEN_TYPE_PARTS_EDITOR (breakeven_parts_editor_get_type ())
G_DECLARE_FINAL_TYPE (BreakevenPartsEditor, breakeven_parts_editor, BREAKEVEN, PARTS_EDITOR, BreakevenPage)

GtkWidget        *breakeven_parts_editor_new         (void);
BreakevenProject *breakeven_parts_editor_get_project (BreakevenPartsEditor *self);
/* Position of the selected part, or GTK_INVALID_LIST_POSITION */
guint             breakeven_parts_editor_get_selected (BreakevenPartsEditor *self);
void              breakeven_parts_editor_select      (BreakevenPartsEditor *self,
                                                      guint                 position);

G_END_DECLS
