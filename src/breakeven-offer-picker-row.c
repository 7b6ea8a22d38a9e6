/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-offer-picker-row.c: one catalogue offer in the offer picker
 *
 * Its name and what it costs (the picker says it), Compare or Remove, and for the user's own
 * offers Edit and Delete.  The buttons are the row's actions; the picker does what they ask.
 */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "breakeven-compat.h"
#include "breakeven-offer-picker-private.h"
#include "breakeven-offer-picker-row.h"

struct _BreakevenOfferPickerRow
{
  AdwActionRow parent_instance;

  GtkWidget *mine_label;
  GtkWidget *edit_button;
  GtkWidget *duplicate_button;
  GtkWidget *delete_button;
  GtkWidget *compare_button;

  BreakevenOffer *offer;
  gboolean own;
};

G_DEFINE_FINAL_TYPE (BreakevenOfferPickerRow, breakeven_offer_picker_row, ADW_TYPE_ACTION_ROW)

enum {
  PROP_0,
  PROP_OFFER,
  PROP_OWN,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
row_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  BreakevenOfferPickerRow *self = BREAKEVEN_OFFER_PICKER_ROW (widget);
  GtkRoot *root = gtk_widget_get_root (widget);
  /* The row may go with what the action does */
  g_autoptr(BreakevenOffer) offer = g_object_ref (self->offer);

  if (!BREAKEVEN_IS_OFFER_PICKER (root))
    return;
  _breakeven_offer_picker_row_activated (BREAKEVEN_OFFER_PICKER (root),
                                         action_name + strlen ("picker-row."), offer);
}

void
breakeven_offer_picker_row_set_compared (BreakevenOfferPickerRow *self,
                                         gboolean                 compared)
{
  g_return_if_fail (BREAKEVEN_IS_OFFER_PICKER_ROW (self));

  gtk_button_set_label (GTK_BUTTON (self->compare_button), compared ? _("Remove") : _("Compare"));
  gtk_widget_set_tooltip_text (self->compare_button,
                               compared ? _("Take this offer out of the comparison")
                                        : _("Add this offer to the comparison"));
  if (compared)
    gtk_widget_remove_css_class (self->compare_button, "suggested-action");
  else
    gtk_widget_add_css_class (self->compare_button, "suggested-action");
}

BreakevenOffer *
breakeven_offer_picker_row_get_offer (BreakevenOfferPickerRow *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_OFFER_PICKER_ROW (self), NULL);
  return self->offer;
}

GtkWidget *
breakeven_offer_picker_row_new (BreakevenOffer *offer,
                                gboolean        own)
{
  g_return_val_if_fail (BREAKEVEN_IS_OFFER (offer), NULL);
  return g_object_new (BREAKEVEN_TYPE_OFFER_PICKER_ROW, "offer", offer, "own", own, NULL);
}

static void
breakeven_offer_picker_row_constructed (GObject *object)
{
  BreakevenOfferPickerRow *self = BREAKEVEN_OFFER_PICKER_ROW (object);

  G_OBJECT_CLASS (breakeven_offer_picker_row_parent_class)->constructed (object);

  /* A catalogue's offer is not the user's to edit or delete: those buttons go */
  if (!self->own)
    {
      adw_action_row_remove (ADW_ACTION_ROW (self), self->mine_label);
      adw_action_row_remove (ADW_ACTION_ROW (self), self->edit_button);
      adw_action_row_remove (ADW_ACTION_ROW (self), self->delete_button);
      self->mine_label = self->edit_button = self->delete_button = NULL;
    }
  gtk_widget_set_tooltip_text (self->duplicate_button,
                               self->own ? _("Duplicate this offer")
                                         : _("Copy to my offers, to edit it"));
  breakeven_compat_fix_row_tooltips (GTK_WIDGET (self));
}

static void
breakeven_offer_picker_row_dispose (GObject *object)
{
  BreakevenOfferPickerRow *self = BREAKEVEN_OFFER_PICKER_ROW (object);

  g_clear_object (&self->offer);

  G_OBJECT_CLASS (breakeven_offer_picker_row_parent_class)->dispose (object);
}

static void
breakeven_offer_picker_row_get_property (GObject    *object,
                                         guint       prop_id,
                                         GValue     *value,
                                         GParamSpec *pspec)
{
  BreakevenOfferPickerRow *self = BREAKEVEN_OFFER_PICKER_ROW (object);

  switch (prop_id)
    {
    case PROP_OFFER: g_value_set_object (value, self->offer); break;
    case PROP_OWN: g_value_set_boolean (value, self->own); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
breakeven_offer_picker_row_set_property (GObject      *object,
                                         guint         prop_id,
                                         const GValue *value,
                                         GParamSpec   *pspec)
{
  BreakevenOfferPickerRow *self = BREAKEVEN_OFFER_PICKER_ROW (object);

  switch (prop_id)
    {
    case PROP_OFFER: self->offer = g_value_dup_object (value); break;
    case PROP_OWN: self->own = g_value_get_boolean (value); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
breakeven_offer_picker_row_class_init (BreakevenOfferPickerRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = breakeven_offer_picker_row_constructed;
  object_class->dispose = breakeven_offer_picker_row_dispose;
  object_class->get_property = breakeven_offer_picker_row_get_property;
  object_class->set_property = breakeven_offer_picker_row_set_property;

  properties[PROP_OFFER] =
    g_param_spec_object ("offer", NULL, NULL, BREAKEVEN_TYPE_OFFER,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_OWN] =
    g_param_spec_boolean ("own", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/ui/breakeven-offer-picker-row.ui");
  gtk_widget_class_bind_template_child (widget_class, BreakevenOfferPickerRow, mine_label);
  gtk_widget_class_bind_template_child (widget_class, BreakevenOfferPickerRow, edit_button);
  gtk_widget_class_bind_template_child (widget_class, BreakevenOfferPickerRow, duplicate_button);
  gtk_widget_class_bind_template_child (widget_class, BreakevenOfferPickerRow, delete_button);
  gtk_widget_class_bind_template_child (widget_class, BreakevenOfferPickerRow, compare_button);
  gtk_widget_class_install_action (widget_class, "picker-row.compare", NULL, row_action);
  gtk_widget_class_install_action (widget_class, "picker-row.edit", NULL, row_action);
  gtk_widget_class_install_action (widget_class, "picker-row.duplicate", NULL, row_action);
  gtk_widget_class_install_action (widget_class, "picker-row.delete", NULL, row_action);
}

static void
breakeven_offer_picker_row_init (BreakevenOfferPickerRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
