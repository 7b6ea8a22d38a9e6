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
  GtkWidget parent_instance;

  GType page_type;
  GtkWidget *page;
  BreakevenDocument *document;
};

G_DEFINE_FINAL_TYPE (BreakevenLazyPage, breakeven_lazy_page, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_DOCUMENT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

void
breakeven_lazy_page_set_page_type (BreakevenLazyPage *self,
                                   GType              page_type)
{
  g_return_if_fail (BREAKEVEN_IS_LAZY_PAGE (self));
  g_return_if_fail (g_type_is_a (page_type, GTK_TYPE_WIDGET));
  g_return_if_fail (self->page == NULL);

  self->page_type = page_type;
}

GtkWidget *
breakeven_lazy_page_get_page (BreakevenLazyPage *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_LAZY_PAGE (self), NULL);
  g_return_val_if_fail (self->page_type != G_TYPE_INVALID, NULL);

  if (self->page == NULL)
    {
      self->page = g_object_new (self->page_type, "document", self->document, NULL);
      gtk_widget_set_parent (self->page, GTK_WIDGET (self));
    }
  return self->page;
}

GtkWidget *
breakeven_lazy_page_peek_page (BreakevenLazyPage *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_LAZY_PAGE (self), NULL);
  return self->page;
}

void
breakeven_lazy_page_set_document (BreakevenLazyPage *self,
                                  BreakevenDocument *document)
{
  g_return_if_fail (BREAKEVEN_IS_LAZY_PAGE (self));

  if (!g_set_object (&self->document, document))
    return;
  if (self->page != NULL)
    g_object_set (self->page, "document", document, NULL);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DOCUMENT]);
}

static void
breakeven_lazy_page_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  BreakevenLazyPage *self = BREAKEVEN_LAZY_PAGE (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT: g_value_set_object (value, self->document); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
breakeven_lazy_page_set_property (GObject      *object,
                                  guint         prop_id,
                                  const GValue *value,
                                  GParamSpec   *pspec)
{
  BreakevenLazyPage *self = BREAKEVEN_LAZY_PAGE (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT: breakeven_lazy_page_set_document (self, g_value_get_object (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
breakeven_lazy_page_map (GtkWidget *widget)
{
  /* Built before the children are mapped, so that it is mapped with them */
  breakeven_lazy_page_get_page (BREAKEVEN_LAZY_PAGE (widget));
  GTK_WIDGET_CLASS (breakeven_lazy_page_parent_class)->map (widget);
}

static void
breakeven_lazy_page_dispose (GObject *object)
{
  BreakevenLazyPage *self = BREAKEVEN_LAZY_PAGE (object);

  g_clear_pointer (&self->page, gtk_widget_unparent);
  g_clear_object (&self->document);

  G_OBJECT_CLASS (breakeven_lazy_page_parent_class)->dispose (object);
}

static void
breakeven_lazy_page_class_init (BreakevenLazyPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = breakeven_lazy_page_dispose;
  object_class->get_property = breakeven_lazy_page_get_property;
  object_class->set_property = breakeven_lazy_page_set_property;
  widget_class->map = breakeven_lazy_page_map;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);

  properties[PROP_DOCUMENT] =
    g_param_spec_object ("document", NULL, NULL, BREAKEVEN_TYPE_DOCUMENT,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
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
