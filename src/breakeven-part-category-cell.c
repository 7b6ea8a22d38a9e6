/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-part-category-cell.c: a parts table cell choosing its part's category
 *
 * A button that says the category; the list of categories is made the first time it opens.
 * A dropdown per row made its own popover, list view and model at start-up, for every part;
 * the button costs a label, and every row's list shares one AdwEnumListModel.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "breakeven-compat.h"
#include "breakeven-enums.h"
#include "breakeven-part-category-cell.h"
#include "breakeven-parts-editor-private.h"

struct _BreakevenPartCategoryCell
{
  AdwBin parent_instance;

  GtkMenuButton *button;
  GtkLabel *label;

  BreakevenPart *part;
  GSignalGroup *part_signals;
};

G_DEFINE_FINAL_TYPE (BreakevenPartCategoryCell, breakeven_part_category_cell, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_PART,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The categories, in their enum's order, for every row's list */
static GListModel *
get_categories (void)
{
  static GListModel *categories;

  if (categories == NULL)
    categories = G_LIST_MODEL (adw_enum_list_model_new (BREAKEVEN_TYPE_PART_CATEGORY));
  return categories;
}

static void
update_label (BreakevenPartCategoryCell *self)
{
  gtk_label_set_text (self->label, self->part != NULL
                      ? breakeven_part_category_to_label (breakeven_part_get_category (self->part))
                      : "");
}

static GtkWidget *
create_category_row (gpointer item,
                     gpointer user_data)
{
  BreakevenPartCategory category = adw_enum_list_item_get_value (ADW_ENUM_LIST_ITEM (item));
  GtkWidget *label = gtk_label_new (breakeven_part_category_to_label (category));

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  return label;
}

static void
on_category_picked (BreakevenPartCategoryCell *self,
                    GtkListBoxRow             *row)
{
  g_autoptr(AdwEnumListItem) item =
    g_list_model_get_item (get_categories (), (guint) gtk_list_box_row_get_index (row));
  BreakevenPartCategory category;

  gtk_menu_button_popdown (self->button);
  if (self->part == NULL || item == NULL)
    return;
  category = (BreakevenPartCategory) adw_enum_list_item_get_value (item);
  if (breakeven_part_get_category (self->part) != category)
    breakeven_part_set_category (self->part, category);
}

/* The list of categories, made the first time the button opens */
static void
create_popover (GtkMenuButton *button,
                gpointer       user_data)
{
  BreakevenPartCategoryCell *self = user_data;
  GtkWidget *popover;
  GtkWidget *list;

  if (gtk_menu_button_get_popover (button) != NULL)
    return;
  popover = gtk_popover_new ();
  list = gtk_list_box_new ();
  gtk_widget_set_name (list, "part-category-list");
  gtk_list_box_set_activate_on_single_click (GTK_LIST_BOX (list), TRUE);
  gtk_list_box_bind_model (GTK_LIST_BOX (list), get_categories (), create_category_row, NULL,
                           NULL);
  g_signal_connect_object (list, "row-activated", G_CALLBACK (on_category_picked), self,
                           G_CONNECT_SWAPPED);
  gtk_popover_set_child (GTK_POPOVER (popover), list);
  gtk_menu_button_set_popover (button, popover);
}

BreakevenPart *
breakeven_part_category_cell_get_part (BreakevenPartCategoryCell *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_PART_CATEGORY_CELL (self), NULL);
  return self->part;
}

void
breakeven_part_category_cell_set_part (BreakevenPartCategoryCell *self,
                                       BreakevenPart             *part)
{
  g_return_if_fail (BREAKEVEN_IS_PART_CATEGORY_CELL (self));
  g_return_if_fail (part == NULL || BREAKEVEN_IS_PART (part));

  if (!g_set_object (&self->part, part))
    return;
  g_signal_group_set_target (self->part_signals, part);
  update_label (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PART]);
}

static void
breakeven_part_category_cell_dispose (GObject *object)
{
  BreakevenPartCategoryCell *self = BREAKEVEN_PART_CATEGORY_CELL (object);

  breakeven_part_category_cell_set_part (self, NULL);
  g_clear_object (&self->part_signals);

  G_OBJECT_CLASS (breakeven_part_category_cell_parent_class)->dispose (object);
}

static void
breakeven_part_category_cell_get_property (GObject    *object,
                                           guint       prop_id,
                                           GValue     *value,
                                           GParamSpec *pspec)
{
  BreakevenPartCategoryCell *self = BREAKEVEN_PART_CATEGORY_CELL (object);

  switch (prop_id)
    {
    case PROP_PART: g_value_set_object (value, self->part); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
breakeven_part_category_cell_set_property (GObject      *object,
                                           guint         prop_id,
                                           const GValue *value,
                                           GParamSpec   *pspec)
{
  BreakevenPartCategoryCell *self = BREAKEVEN_PART_CATEGORY_CELL (object);

  switch (prop_id)
    {
    case PROP_PART: breakeven_part_category_cell_set_part (self, g_value_get_object (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
breakeven_part_category_cell_class_init (BreakevenPartCategoryCellClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = breakeven_part_category_cell_dispose;
  object_class->get_property = breakeven_part_category_cell_get_property;
  object_class->set_property = breakeven_part_category_cell_set_property;

  properties[PROP_PART] =
    g_param_spec_object ("part", NULL, NULL, BREAKEVEN_TYPE_PART,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/ui/breakeven-part-category-cell.ui");
  gtk_widget_class_bind_template_child (widget_class, BreakevenPartCategoryCell, button);
  gtk_widget_class_bind_template_child (widget_class, BreakevenPartCategoryCell, label);
}

static void
breakeven_part_category_cell_init (BreakevenPartCategoryCell *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->part_signals = g_signal_group_new (BREAKEVEN_TYPE_PART);
  g_signal_group_connect_object (self->part_signals, "notify::category",
                                 G_CALLBACK (update_label), self, G_CONNECT_SWAPPED);
  gtk_menu_button_set_create_popup_func (self->button, create_popover, self, NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Category"), -1);
  breakeven_parts_editor_follow_focus (GTK_WIDGET (self));
}
