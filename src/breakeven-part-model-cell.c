/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-part-model-cell.c: a parts table cell naming a GPU part's model
 *
 * An entry for any name, and the GPU table's models to pick from; shown on a GPU's row only.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "breakeven-compat.h"
#include "breakeven-document.h"
#include "breakeven-format.h"
#include "breakeven-gpu-table.h"
#include "breakeven-limits.h"
#include "breakeven-part-model-cell.h"
#include "breakeven-parts-editor-private.h"

struct _BreakevenPartModelCell
{
  AdwBin parent_instance;

  GtkEntry *entry;
  GtkMenuButton *button;

  BreakevenPart *part;
  GSignalGroup *part_signals;
  GBinding *text_binding;
};

G_DEFINE_FINAL_TYPE (BreakevenPartModelCell, breakeven_part_model_cell, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_PART,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The model cell is a GPU's only */
static void
update_visible (BreakevenPartModelCell *self)
{
  gtk_widget_set_visible (GTK_WIDGET (self), self->part != NULL
                          && breakeven_part_get_category (self->part) == BREAKEVEN_PART_GPU);
}

/* Picking a model from the table: the part becomes a GPU of that model, with its VRAM, and its
 * board power where the user has not given one */
static void
on_model_picked (BreakevenPartModelCell *self,
                 GtkListBoxRow          *row)
{
  BreakevenPart *part = self->part;
  BreakevenPartsEditor *editor =
    BREAKEVEN_PARTS_EDITOR (gtk_widget_get_ancestor (GTK_WIDGET (self),
                                                     BREAKEVEN_TYPE_PARTS_EDITOR));
  BreakevenDocument *document = NULL;
  const BreakevenGpuModel *model =
    breakeven_gpu_table_get_model (breakeven_gpu_table_get_default (),
                                   (guint) gtk_list_box_row_get_index (row));

  gtk_menu_button_popdown (self->button);
  if (part == NULL || model == NULL)
    return;
  if (editor != NULL)
    g_object_get (editor, "document", &document, NULL);
  if (document != NULL)
    breakeven_document_begin_step (document, _("Choose GPU Model"));
  if (breakeven_part_get_category (part) != BREAKEVEN_PART_GPU)
    breakeven_part_set_category (part, BREAKEVEN_PART_GPU);
  breakeven_part_set_model (part, model->model);
  if (model->vram_gb > 0)
    breakeven_part_set_vram_gb (part, model->vram_gb);
  if (model->power_watts > 0 && breakeven_part_get_power_watts (part) <= 0)
    breakeven_part_set_power_watts (part, model->power_watts);
  if (document != NULL)
    breakeven_document_end_step (document);
  g_clear_object (&document);
}

/* The GPU table's models, for BUTTON's popover, made the first time it opens: a row of the
 * table is only a cell until then, so that a project's parts show (and start-up goes) without */
static void
create_model_popover (GtkMenuButton *button,
                      gpointer       user_data)
{
  BreakevenPartModelCell *self = user_data;
  BreakevenGpuTable *table = breakeven_gpu_table_get_default ();
  GtkWidget *popover;
  GtkWidget *scroller;
  GtkWidget *list;

  if (gtk_menu_button_get_popover (button) != NULL)
    return;
  popover = gtk_popover_new ();
  scroller = gtk_scrolled_window_new ();
  list = gtk_list_box_new ();
  gtk_widget_set_name (list, "part-model-list");
  gtk_list_box_set_activate_on_single_click (GTK_LIST_BOX (list), TRUE);
  for (guint i = 0; i < breakeven_gpu_table_get_n_models (table); i++)
    {
      const BreakevenGpuModel *model = breakeven_gpu_table_get_model (table, i);
      GString *text = g_string_new (model->model);
      GtkWidget *label;

      if (model->vram_gb > 0)
        {
          g_autofree char *vram = breakeven_format_number (model->vram_gb, 0);
          /* Translators: after a GPU model: its VRAM, " · 24 GB" */
          g_string_append_printf (text, _(" · %s GB"), vram);
        }
      if (model->power_watts > 0)
        {
          g_autofree char *watts = breakeven_format_number (model->power_watts, 0);
          /* Translators: after a GPU model: its typical board power, " · 450 W" */
          g_string_append_printf (text, _(" · %s W"), watts);
        }
      label = gtk_label_new (text->str);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      if (model->source != NULL)
        gtk_widget_set_tooltip_text (label, model->source);
      gtk_list_box_append (GTK_LIST_BOX (list), label);
      g_string_free (text, TRUE);
    }
  g_signal_connect_object (list, "row-activated", G_CALLBACK (on_model_picked), self,
                           G_CONNECT_SWAPPED);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scroller), 360);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scroller), TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), list);
  gtk_popover_set_child (GTK_POPOVER (popover), scroller);
  gtk_menu_button_set_popover (button, popover);
}

BreakevenPart *
breakeven_part_model_cell_get_part (BreakevenPartModelCell *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_PART_MODEL_CELL (self), NULL);
  return self->part;
}

void
breakeven_part_model_cell_set_part (BreakevenPartModelCell *self,
                                    BreakevenPart          *part)
{
  g_return_if_fail (BREAKEVEN_IS_PART_MODEL_CELL (self));
  g_return_if_fail (part == NULL || BREAKEVEN_IS_PART (part));

  if (self->part == part)
    return;
  g_clear_pointer (&self->text_binding, g_binding_unbind);
  g_set_object (&self->part, part);
  g_signal_group_set_target (self->part_signals, part);
  if (part != NULL)
    self->text_binding = g_object_bind_property (part, "model", self->entry, "text",
                                                 G_BINDING_SYNC_CREATE | G_BINDING_BIDIRECTIONAL);
  update_visible (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PART]);
}

static void
breakeven_part_model_cell_dispose (GObject *object)
{
  BreakevenPartModelCell *self = BREAKEVEN_PART_MODEL_CELL (object);

  breakeven_part_model_cell_set_part (self, NULL);
  g_clear_object (&self->part_signals);

  G_OBJECT_CLASS (breakeven_part_model_cell_parent_class)->dispose (object);
}

static void
breakeven_part_model_cell_get_property (GObject    *object,
                                        guint       prop_id,
                                        GValue     *value,
                                        GParamSpec *pspec)
{
  BreakevenPartModelCell *self = BREAKEVEN_PART_MODEL_CELL (object);

  switch (prop_id)
    {
    case PROP_PART: g_value_set_object (value, self->part); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
breakeven_part_model_cell_set_property (GObject      *object,
                                        guint         prop_id,
                                        const GValue *value,
                                        GParamSpec   *pspec)
{
  BreakevenPartModelCell *self = BREAKEVEN_PART_MODEL_CELL (object);

  switch (prop_id)
    {
    case PROP_PART: breakeven_part_model_cell_set_part (self, g_value_get_object (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
breakeven_part_model_cell_class_init (BreakevenPartModelCellClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = breakeven_part_model_cell_dispose;
  object_class->get_property = breakeven_part_model_cell_get_property;
  object_class->set_property = breakeven_part_model_cell_set_property;

  properties[PROP_PART] =
    g_param_spec_object ("part", NULL, NULL, BREAKEVEN_TYPE_PART,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/ui/breakeven-part-model-cell.ui");
  gtk_widget_class_bind_template_child (widget_class, BreakevenPartModelCell, entry);
  gtk_widget_class_bind_template_child (widget_class, BreakevenPartModelCell, button);
}

static void
breakeven_part_model_cell_init (BreakevenPartModelCell *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* A model takes no more than a file may hold */
  gtk_entry_set_max_length (self->entry, BREAKEVEN_MAX_NAME_CHARS);

  self->part_signals = g_signal_group_new (BREAKEVEN_TYPE_PART);
  g_signal_group_connect_object (self->part_signals, "notify::category",
                                 G_CALLBACK (update_visible), self, G_CONNECT_SWAPPED);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->entry), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("GPU model"), -1);
  gtk_menu_button_set_create_popup_func (self->button, create_model_popover, self, NULL);
  update_visible (self);
  breakeven_parts_editor_follow_focus (GTK_WIDGET (self));
  breakeven_compat_fix_row_tooltips (GTK_WIDGET (self));
}
