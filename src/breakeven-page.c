/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-page.c: a widget that shows the window's document, the base of every page
 *
 * Each page is built with the window's "document" and follows it when the window opens
 * another project in its place.  The property, and one GSignalGroup on the document, live
 * here once: a page connects its handlers to the group in its init, and overrides
 * document_changed for what else must follow (signal groups on the project, list models).
 */

#include "config.h"

#include "breakeven-page.h"

typedef struct
{
  BreakevenDocument *document;
  /* Retargeted at every document; the handlers connected to it stay */
  GSignalGroup *document_signals;
} BreakevenPagePrivate;

G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (BreakevenPage, breakeven_page, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_DOCUMENT,
  PROP_PROJECT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

BreakevenDocument *
breakeven_page_get_document (BreakevenPage *self)
{
  BreakevenPagePrivate *priv = breakeven_page_get_instance_private (self);

  g_return_val_if_fail (BREAKEVEN_IS_PAGE (self), NULL);
  return priv->document;
}

void
breakeven_page_set_document (BreakevenPage     *self,
                             BreakevenDocument *document)
{
  BreakevenPagePrivate *priv = breakeven_page_get_instance_private (self);
  g_autoptr(BreakevenDocument) old = NULL;

  g_return_if_fail (BREAKEVEN_IS_PAGE (self));
  g_return_if_fail (document == NULL || BREAKEVEN_IS_DOCUMENT (document));

  if (priv->document == document)
    return;
  old = g_steal_pointer (&priv->document);
  priv->document = document ? g_object_ref (document) : NULL;
  g_signal_group_set_target (priv->document_signals, document);
  if (BREAKEVEN_PAGE_GET_CLASS (self)->document_changed != NULL)
    BREAKEVEN_PAGE_GET_CLASS (self)->document_changed (self, old);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DOCUMENT]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PROJECT]);
}

BreakevenProject *
breakeven_page_get_project (BreakevenPage *self)
{
  BreakevenPagePrivate *priv = breakeven_page_get_instance_private (self);

  g_return_val_if_fail (BREAKEVEN_IS_PAGE (self), NULL);
  return priv->document ? breakeven_document_get_project (priv->document) : NULL;
}

GSignalGroup *
breakeven_page_get_document_signals (BreakevenPage *self)
{
  BreakevenPagePrivate *priv = breakeven_page_get_instance_private (self);

  g_return_val_if_fail (BREAKEVEN_IS_PAGE (self), NULL);
  return priv->document_signals;
}

static void
breakeven_page_dispose (GObject *object)
{
  BreakevenPage *self = BREAKEVEN_PAGE (object);
  BreakevenPagePrivate *priv = breakeven_page_get_instance_private (self);

  /* The subclass has torn its widgets down by now: no document_changed from here on.
   * A page whose document_changed must undo something calls set_document (NULL) in its
   * own dispose first. */
  if (priv->document_signals != NULL)
    g_signal_group_set_target (priv->document_signals, NULL);
  g_clear_object (&priv->document);
  g_clear_object (&priv->document_signals);

  G_OBJECT_CLASS (breakeven_page_parent_class)->dispose (object);
}

static void
breakeven_page_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  BreakevenPage *self = BREAKEVEN_PAGE (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT: g_value_set_object (value, breakeven_page_get_document (self)); break;
    case PROP_PROJECT: g_value_set_object (value, breakeven_page_get_project (self)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
breakeven_page_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  BreakevenPage *self = BREAKEVEN_PAGE (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT: breakeven_page_set_document (self, g_value_get_object (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
breakeven_page_class_init (BreakevenPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = breakeven_page_dispose;
  object_class->get_property = breakeven_page_get_property;
  object_class->set_property = breakeven_page_set_property;

  properties[PROP_DOCUMENT] =
    g_param_spec_object ("document", NULL, NULL, BREAKEVEN_TYPE_DOCUMENT,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The document's project, which the document keeps for its life: what the page edits */
  properties[PROP_PROJECT] =
    g_param_spec_object ("project", NULL, NULL, BREAKEVEN_TYPE_PROJECT,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
breakeven_page_init (BreakevenPage *self)
{
  BreakevenPagePrivate *priv = breakeven_page_get_instance_private (self);

  priv->document_signals = g_signal_group_new (BREAKEVEN_TYPE_DOCUMENT);
}
