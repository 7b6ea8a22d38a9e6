/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-lazy-page.c: a page of the window's stack built the first time it is shown
 *
 * The window starts with the page it shows; the others cost nothing until the user goes to
 * them: each is this placeholder, which builds its page (of the type it was given, with the
 * document) when it is first mapped, or when the window asks for the page itself.  The page
 * then fills the placeholder; the placeholder passes the document on to it from then on.
 */

#include "config.h"

#include "breakeven-lazy-page.h"

struct _BreakevenLazyPage
{
  BreakevenPage parent_instance;

  /* The page, once built, is the bin's child */
  GType page_type;
};

G_DEFINE_FINAL_TYPE (BreakevenLazyPage, breakeven_lazy_page, BREAKEVEN_TYPE_PAGE)

void
breakeven_lazy_page_set_page_type (BreakevenLazyPage *self,
                                   GType              page_type)
{
  g_return_if_fail (BREAKEVEN_IS_LAZY_PAGE (self));
  g_return_if_fail (g_type_is_a (page_type, GTK_TYPE_WIDGET));
  g_return_if_fail (adw_bin_get_child (ADW_BIN (self)) == NULL);

  self->page_type = page_type;
}

GtkWidget *
breakeven_lazy_page_get_page (BreakevenLazyPage *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_LAZY_PAGE (self), NULL);
  g_return_val_if_fail (self->page_type != G_TYPE_INVALID, NULL);

  if (adw_bin_get_child (ADW_BIN (self)) == NULL)
    adw_bin_set_child (ADW_BIN (self),
                       g_object_new (self->page_type,
                                     "document", breakeven_page_get_document (BREAKEVEN_PAGE (self)),
                                     NULL));
  return adw_bin_get_child (ADW_BIN (self));
}

GtkWidget *
breakeven_lazy_page_peek_page (BreakevenLazyPage *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_LAZY_PAGE (self), NULL);
  return adw_bin_get_child (ADW_BIN (self));
}

static void
breakeven_lazy_page_document_changed (BreakevenPage     *page,
                                      BreakevenDocument *old)
{
  GtkWidget *child = adw_bin_get_child (ADW_BIN (page));

  if (child != NULL)
    g_object_set (child, "document", breakeven_page_get_document (page), NULL);
}

static void
breakeven_lazy_page_map (GtkWidget *widget)
{
  /* Built before the children are mapped, so that it is mapped with them */
  breakeven_lazy_page_get_page (BREAKEVEN_LAZY_PAGE (widget));
  GTK_WIDGET_CLASS (breakeven_lazy_page_parent_class)->map (widget);
}

static void
breakeven_lazy_page_class_init (BreakevenLazyPageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->map = breakeven_lazy_page_map;
  BREAKEVEN_PAGE_CLASS (klass)->document_changed = breakeven_lazy_page_document_changed;
}

static void
breakeven_lazy_page_init (BreakevenLazyPage *self)
{
}

GtkWidget *
breakeven_lazy_page_new (GType page_type)
{
  BreakevenLazyPage *self;

  g_return_val_if_fail (g_type_is_a (page_type, GTK_TYPE_WIDGET), NULL);

  self = g_object_new (BREAKEVEN_TYPE_LAZY_PAGE, NULL);
  breakeven_lazy_page_set_page_type (self, page_type);
  return GTK_WIDGET (self);
}
