/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-lazy-page.h: a page of the window's stack built the first time it is shown */
#pragma once

#include "breakeven-page.h"

G_BEGIN_DECLS

#define BREAKEVEN_TYPE_LAZY_PAGE (breakeven_lazy_page_get_type ())
G_DECLARE_FINAL_TYPE (BreakevenLazyPage, breakeven_lazy_page, BREAKEVEN, LAZY_PAGE, BreakevenPage)

/* A placeholder for a page of type PAGE_TYPE (a widget with a "document" property) */
GtkWidget *breakeven_lazy_page_new          (GType              page_type);
/* Which page the placeholder builds: set once, before it is built */
void       breakeven_lazy_page_set_page_type (BreakevenLazyPage *self,
                                              GType              page_type);
/* The page, built now if it was not yet */
GtkWidget *breakeven_lazy_page_get_page     (BreakevenLazyPage *self);
/* The page, or NULL while it is not built */
GtkWidget *breakeven_lazy_page_peek_page    (BreakevenLazyPage *self);

G_END_DECLS
