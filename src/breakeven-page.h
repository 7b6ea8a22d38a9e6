/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-page.h: a widget that shows the window's document, the base of every page */
#pragma once

#include <adwaita.h>

#include "breakeven-document.h"

G_BEGIN_DECLS

#define BREAKEVEN_TYPE_PAGE (breakeven_page_get_type ())
G_DECLARE_DERIVABLE_TYPE (BreakevenPage, breakeven_page, BREAKEVEN, PAGE, AdwBin)

struct _BreakevenPageClass
{
  AdwBinClass parent_class;

  /* Called once the page holds its new document (possibly NULL); old is the one it left */
  void (*document_changed) (BreakevenPage     *self,
                            BreakevenDocument *old);

  gpointer padding[4];
};

BreakevenDocument *breakeven_page_get_document         (BreakevenPage     *self);
void               breakeven_page_set_document         (BreakevenPage     *self,
                                                        BreakevenDocument *document);
BreakevenProject  *breakeven_page_get_project          (BreakevenPage     *self);
GSignalGroup      *breakeven_page_get_document_signals (BreakevenPage     *self);

G_END_DECLS
