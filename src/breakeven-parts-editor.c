/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-parts-editor.c: the build's parts list, edited in place, and the vendor quote
 *
 * The column view shows the project's own GListStore of parts; every cell edits its part
 * through the part's setters (numbers through BreakevenNumberField, so a refused value never
 * reaches the model).  Totals below come from the document's analysis.  Each action names
 * its undo step; deleting a part offers its undo in a toast.
 */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "breakeven-compat.h"
#include "breakeven-cost.h"
#include "breakeven-document.h"
#include "breakeven-format.h"
#include "breakeven-gpu-table.h"
#include "breakeven-number-field.h"
#include "breakeven-parts-editor.h"
#include "breakeven-limits.h"
#include "breakeven-toast.h"

struct _BreakevenPartsEditor
{
  AdwBin parent_instance;

  GtkColumnView *column_view;
  GtkListItemFactory *category_factory;
  GtkListItemFactory *name_factory;
  GtkListItemFactory *quantity_factory;
  GtkListItemFactory *price_factory;
  GtkListItemFactory *power_factory;
  GtkListItemFactory *model_factory;
  GtkListItemFactory *vram_factory;
  GtkListItemFactory *total_factory;
  GtkLabel *parts_total_label;
  GtkLabel *gpu_share_label;
  GtkLabel *wall_power_label;
  AdwComboRow *price_as_row;
  AdwEntryRow *quote_price_row;
  AdwEntryRow *quote_note_row;
  AdwExpanderRow *quote_details_row;
  AdwActionRow *premium_row;
  GtkLabel *premium_label;
  gboolean updating_quote;

  BreakevenDocument *document;
  GSignalGroup *document_signals;
  GSignalGroup *project_signals;
  GBindingGroup *project_bindings;
  GtkSingleSelection *selection;
  /* The line-total labels now bound to a part: they follow the project's currency too */
  GPtrArray *total_labels;
};

G_DEFINE_FINAL_TYPE (BreakevenPartsEditor, breakeven_parts_editor, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_DOCUMENT,
  PROP_PROJECT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

#define ITEM_KEY "breakeven-item"
#define HANDLER_KEY "breakeven-handler"
#define MODEL_HANDLER_KEY "breakeven-model-handler"
#define BINDING_KEY "breakeven-binding"
#define CATEGORY_HANDLER_KEY "breakeven-category-handler"

static BreakevenProject *
get_project (BreakevenPartsEditor *self)
{
  return self->document ? breakeven_document_get_project (self->document) : NULL;
}

static GListModel *
get_parts (BreakevenPartsEditor *self)
{
  return G_LIST_MODEL (breakeven_project_get_parts (get_project (self)));
}

guint
breakeven_parts_editor_get_selected (BreakevenPartsEditor *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_PARTS_EDITOR (self), GTK_INVALID_LIST_POSITION);

  if (self->selection == NULL)
    return GTK_INVALID_LIST_POSITION;
  return gtk_single_selection_get_selected (self->selection);
}

void
breakeven_parts_editor_select (BreakevenPartsEditor *self,
                               guint                 position)
{
  g_return_if_fail (BREAKEVEN_IS_PARTS_EDITOR (self));

  if (self->selection != NULL)
    gtk_single_selection_set_selected (self->selection, position);
}

static void
update_actions (BreakevenPartsEditor *self)
{
  guint selected = breakeven_parts_editor_get_selected (self);
  guint n = self->document ? g_list_model_get_n_items (get_parts (self)) : 0;
  gboolean has = selected != GTK_INVALID_LIST_POSITION && selected < n;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "parts.add", self->document != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "parts.remove", has);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "parts.duplicate", has);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "parts.move-up", has && selected > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "parts.move-down", has && selected + 1 < n);
}

static void
update_totals (BreakevenPartsEditor *self)
{
  BreakevenAnalysis *a;
  const char *currency;

  if (self->document == NULL || (a = breakeven_document_get_analysis (self->document)) == NULL)
    return;

  currency = a->currency;
  {
    g_autofree char *total = breakeven_format_money (a->parts_total, currency, 2);
    g_autofree char *share = breakeven_format_share (a->gpu_share);
    g_autofree char *watts = breakeven_format_number (a->parts_power_watts, 0);
    /* Translators: a power in watts, e.g. "653 W" */
    g_autofree char *power = g_strdup_printf (_("%s W"), watts);
    g_autofree char *premium = NULL;

    if (isnan (a->vendor_premium))
      premium = g_strdup ("");
    else
      {
        g_autofree char *amount = breakeven_format_money (fabs (a->vendor_premium), currency, 2);

        if (a->vendor_premium > 0)
          /* Translators: a vendor quote dearer than the parts: "¥1,200.00 above the parts" */
          premium = g_strdup_printf (_("%s above the parts"), amount);
        else if (a->vendor_premium < 0)
          /* Translators: a vendor quote cheaper than the parts: "¥1,200.00 below the parts" */
          premium = g_strdup_printf (_("%s below the parts"), amount);
        else
          premium = g_strdup (_("The same as the parts"));
      }
    gtk_label_set_text (self->parts_total_label, total);
    gtk_label_set_text (self->gpu_share_label, share);
    gtk_label_set_text (self->wall_power_label, power);
    gtk_label_set_text (self->premium_label, premium);
    /* The folded quote says what it holds */
    if (!isnan (a->vendor_quote))
      {
        g_autofree char *quote = breakeven_format_money (a->vendor_quote, currency, 2);
        const char *note = breakeven_project_get_vendor_quote_note (get_project (self));
        /* Translators: the vendor's quote and its note, e.g. "¥36,000.00 · Assembled, tested" */
        g_autofree char *subtitle = note != NULL && *note != '\0'
                                    ? g_strdup_printf (_("%s · %s"), quote, note)
                                    : g_steal_pointer (&quote);

        g_autofree char *escaped = g_markup_escape_text (subtitle, -1);

        /* A row's subtitle is markup: the note is the user's text */
        adw_expander_row_set_subtitle (self->quote_details_row, escaped);
      }
  }
}

/* Vendor quote ----------------------------------------------------------------------------- */

enum { PRICE_AS_PARTS, PRICE_AS_QUOTE };

/* One choice says what prices the build; a quote entered while the parts price it is kept and
 * compared, and the rows of the quote show while there is one */
static void
update_quote (BreakevenPartsEditor *self)
{
  BreakevenProject *project = get_project (self);
  gboolean has_quote, use_quote;

  if (project == NULL)
    return;
  has_quote = breakeven_project_get_has_vendor_quote (project);
  use_quote = has_quote && breakeven_project_get_use_vendor_quote (project);
  self->updating_quote = TRUE;
  adw_combo_row_set_selected (self->price_as_row, use_quote ? PRICE_AS_QUOTE : PRICE_AS_PARTS);
  self->updating_quote = FALSE;
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->price_as_row),
                               use_quote ? _("The vendor's price for the assembled machine")
                               : has_quote ? _("The sum of the parts; the quote is only compared")
                                           : _("The sum of the parts"));
  gtk_widget_set_visible (GTK_WIDGET (self->quote_price_row), has_quote);
  gtk_widget_set_visible (GTK_WIDGET (self->quote_note_row), has_quote);
  gtk_widget_set_visible (GTK_WIDGET (self->premium_row), has_quote);
  gtk_widget_set_visible (GTK_WIDGET (self->quote_details_row), has_quote);
}

static void
on_price_as_selected (BreakevenPartsEditor *self)
{
  BreakevenProject *project = get_project (self);
  gboolean use_quote = adw_combo_row_get_selected (self->price_as_row) == PRICE_AS_QUOTE;

  if (self->updating_quote || project == NULL)
    return;
  g_object_freeze_notify (G_OBJECT (project));
  if (use_quote)
    breakeven_project_set_has_vendor_quote (project, TRUE);
  breakeven_project_set_use_vendor_quote (project, use_quote);
  g_object_thaw_notify (G_OBJECT (project));
}

static void
on_project_changed (BreakevenPartsEditor *self)
{
  update_actions (self);
  update_quote (self);
}

/* Cells ------------------------------------------------------------------------------------ */

static void
on_cell_focus_enter (GtkEventControllerFocus *controller,
                     GtkListItem             *list_item)
{
  GtkWidget *cell = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller));
  BreakevenPartsEditor *self =
    BREAKEVEN_PARTS_EDITOR (gtk_widget_get_ancestor (cell, BREAKEVEN_TYPE_PARTS_EDITOR));
  guint position = gtk_list_item_get_position (list_item);

  /* Editing a cell selects its row, so the toolbar acts on the part being edited */
  if (self != NULL && position != GTK_INVALID_LIST_POSITION)
    breakeven_parts_editor_select (self, position);
}

/* A number cell for PROPERTY of a part, in its property's range */
static GtkWidget *
number_entry_new (const char *name,
                  int         width_chars,
                  const char *property)
{
  GtkWidget *entry = gtk_entry_new ();

  gtk_widget_set_name (entry, name);
  gtk_editable_set_width_chars (GTK_EDITABLE (entry), width_chars);
  gtk_editable_set_max_width_chars (GTK_EDITABLE (entry), width_chars);
  gtk_entry_set_alignment (GTK_ENTRY (entry), 1.0);
  gtk_entry_set_input_purpose (GTK_ENTRY (entry), GTK_INPUT_PURPOSE_NUMBER);
  breakeven_number_field_setup_for_property (GTK_EDITABLE (entry), BREAKEVEN_TYPE_PART, property,
                                             BREAKEVEN_NUMBER_DEFAULT);
  return entry;
}

/* A part's line, and the parts total, must stay what a file can hold (BREAKEVEN_MAX_PARTS_TOTAL):
 * VALUE is the quantity or the unit price the user typed in EDITABLE */
static char *
check_line_total (GtkEditable *editable,
                  double       value,
                  gpointer     user_data)
{
  BreakevenPart *part = g_object_get_data (G_OBJECT (editable), ITEM_KEY);
  BreakevenPartsEditor *self =
    BREAKEVEN_PARTS_EDITOR (gtk_widget_get_ancestor (GTK_WIDGET (editable),
                                                     BREAKEVEN_TYPE_PARTS_EDITOR));
  gboolean is_quantity = GPOINTER_TO_INT (user_data);
  double line, total;
  g_autofree char *limit = NULL;

  if (part == NULL || self == NULL || self->document == NULL)
    return NULL;
  line = is_quantity ? value * breakeven_part_get_unit_price (part)
                     : breakeven_part_get_quantity (part) * value;
  total = breakeven_project_get_parts_total (get_project (self))
          - breakeven_part_get_line_total (part) + line;
  if (line <= BREAKEVEN_MAX_PARTS_TOTAL && total <= BREAKEVEN_MAX_PARTS_TOTAL)
    return NULL;
  limit = breakeven_format_number (BREAKEVEN_MAX_PARTS_TOTAL, 0);
  /* Translators: %s is the largest parts total a project file holds, 1,000,000,000,000 */
  return g_strdup_printf (_("The parts would total more than %s"), limit);
}

/* GPU models: an entry for any name, and the table's models to pick from ------------------ */

/* Picking a model from the table: the part becomes a GPU of that model, with its VRAM, and its
 * board power where the user has not given one */
static void
on_model_picked (GtkListBox    *list,
                 GtkListBoxRow *row,
                 GtkWidget     *cell)
{
  BreakevenPart *part = g_object_get_data (G_OBJECT (cell), ITEM_KEY);
  BreakevenPartsEditor *self =
    BREAKEVEN_PARTS_EDITOR (gtk_widget_get_ancestor (cell, BREAKEVEN_TYPE_PARTS_EDITOR));
  const BreakevenGpuModel *model =
    breakeven_gpu_table_get_model (breakeven_gpu_table_get_default (),
                                   (guint) gtk_list_box_row_get_index (row));
  GtkWidget *popover = gtk_widget_get_ancestor (GTK_WIDGET (list), GTK_TYPE_POPOVER);

  if (popover != NULL)
    gtk_popover_popdown (GTK_POPOVER (popover));
  if (part == NULL || model == NULL)
    return;
  if (self != NULL && self->document != NULL)
    breakeven_document_begin_step (self->document, _("Choose GPU Model"));
  if (breakeven_part_get_category (part) != BREAKEVEN_PART_GPU)
    breakeven_part_set_category (part, BREAKEVEN_PART_GPU);
  breakeven_part_set_model (part, model->model);
  if (model->vram_gb > 0)
    breakeven_part_set_vram_gb (part, model->vram_gb);
  if (model->power_watts > 0 && breakeven_part_get_power_watts (part) <= 0)
    breakeven_part_set_power_watts (part, model->power_watts);
  if (self != NULL && self->document != NULL)
    breakeven_document_end_step (self->document);
}

/* The model and VRAM cells are a GPU's only */
static void
show_for_gpu (BreakevenPart *part,
              GParamSpec    *pspec,
              GtkWidget     *cell)
{
  gtk_widget_set_visible (cell, breakeven_part_get_category (part) == BREAKEVEN_PART_GPU);
}

/* The GPU table's models, for BUTTON's popover, made the first time it opens */
static void
create_model_popover (GtkMenuButton *button,
                      gpointer       cell)
{
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
  g_signal_connect (list, "row-activated", G_CALLBACK (on_model_picked), cell);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scroller), 360);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scroller), TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), list);
  gtk_popover_set_child (GTK_POPOVER (popover), scroller);
  gtk_menu_button_set_popover (button, popover);
}

static GtkWidget *
model_cell_new (void)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *entry = gtk_entry_new ();
  GtkWidget *button = gtk_menu_button_new ();

  gtk_widget_set_name (box, "part-model-cell");
  gtk_widget_add_css_class (box, "linked");
  gtk_widget_set_name (entry, "part-model");
  gtk_editable_set_width_chars (GTK_EDITABLE (entry), 8);
  gtk_widget_set_hexpand (entry, TRUE);
  gtk_entry_set_placeholder_text (GTK_ENTRY (entry), _("GPU model"));
  gtk_widget_set_tooltip_text (entry, _("The GPU model, as in the GPU table (any other name "
                                        "can be typed): it gives the build's speed"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("GPU model"), -1);
  gtk_widget_set_name (button, "part-model-menu");
  gtk_widget_set_tooltip_text (button, _("Pick a GPU model from the table: fills its VRAM and, "
                                         "when not given, its power"));
  /* The list of models is made when it is first opened: a row of the table is only a cell
   * until then, so that a project's parts show (and start-up goes) without it */
  gtk_menu_button_set_create_popup_func (GTK_MENU_BUTTON (button), create_model_popover, box,
                                         NULL);
  gtk_box_append (GTK_BOX (box), entry);
  gtk_box_append (GTK_BOX (box), button);
  return box;
}

static void
on_setup_cell (GtkSignalListItemFactory *factory,
               GtkListItem              *list_item,
               BreakevenPartsEditor     *self)
{
  GtkListItemFactory *f = GTK_LIST_ITEM_FACTORY (factory);
  GtkWidget *cell;

  if (f == self->category_factory)
    {
      g_autoptr(GtkStringList) labels = gtk_string_list_new (NULL);

      for (guint i = 0; i < BREAKEVEN_N_PART_CATEGORIES; i++)
        gtk_string_list_append (labels, breakeven_part_category_to_label (i));
      cell = gtk_drop_down_new (G_LIST_MODEL (g_steal_pointer (&labels)), NULL);
      gtk_widget_set_name (cell, "part-category");
      gtk_accessible_update_property (GTK_ACCESSIBLE (cell), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _("Category"), -1);
    }
  else if (f == self->name_factory)
    {
      cell = gtk_entry_new ();
      gtk_widget_set_name (cell, "part-name");
      /* "RTX 4090D 24 GB" whole; the column takes the table's spare width */
      gtk_editable_set_width_chars (GTK_EDITABLE (cell), 15);
      gtk_widget_set_hexpand (cell, TRUE);
      gtk_accessible_update_property (GTK_ACCESSIBLE (cell), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _("Name"), -1);
    }
  else if (f == self->quantity_factory)
    {
      cell = number_entry_new ("part-quantity", 3, "quantity");
      breakeven_number_field_set_check (GTK_EDITABLE (cell), check_line_total,
                                        GINT_TO_POINTER (TRUE));
    }
  else if (f == self->price_factory)
    {
      cell = number_entry_new ("part-unit-price", 6, "unit-price");
      breakeven_number_field_set_check (GTK_EDITABLE (cell), check_line_total,
                                        GINT_TO_POINTER (FALSE));
    }
  else if (f == self->power_factory)
    cell = number_entry_new ("part-power", 4, "power-watts");
  else if (f == self->vram_factory)
    cell = number_entry_new ("part-vram", 3, "vram-gb");
  else if (f == self->model_factory)
    cell = model_cell_new ();
  else
    {
      cell = gtk_label_new (NULL);
      gtk_widget_set_name (cell, "part-total");
      /* A figure to read: Tab goes past its cell to the next row */
      gtk_list_item_set_activatable (list_item, FALSE);
      gtk_list_item_set_selectable (list_item, FALSE);
      gtk_label_set_xalign (GTK_LABEL (cell), 1.0);
      gtk_widget_add_css_class (cell, "numeric");
    }

  if (!GTK_IS_LABEL (cell))
    {
      GtkEventController *focus = gtk_event_controller_focus_new ();

      g_signal_connect (focus, "enter", G_CALLBACK (on_cell_focus_enter), list_item);
      gtk_widget_add_controller (cell, focus);
    }
  breakeven_compat_fix_row_tooltips (cell);
  gtk_list_item_set_child (list_item, cell);
}

static void
on_dropdown_selected (GtkDropDown   *dropdown,
                      GParamSpec    *pspec,
                      BreakevenPart *part)
{
  guint selected = gtk_drop_down_get_selected (dropdown);

  if (selected < BREAKEVEN_N_PART_CATEGORIES && selected != breakeven_part_get_category (part))
    breakeven_part_set_category (part, selected);
}

static void
on_part_category (BreakevenPart *part,
                  GParamSpec    *pspec,
                  GtkDropDown   *dropdown)
{
  if (gtk_drop_down_get_selected (dropdown) != breakeven_part_get_category (part))
    gtk_drop_down_set_selected (dropdown, breakeven_part_get_category (part));
}

static void
update_line_total (BreakevenPart *part,
                   GParamSpec    *pspec,
                   GtkLabel      *label)
{
  BreakevenPartsEditor *self = g_object_get_data (G_OBJECT (label), "breakeven-editor");
  double line_total = breakeven_part_get_line_total (part);
  /* Whole amounts without ".00", so the column stays narrow */
  g_autofree char *total =
    breakeven_format_money (line_total,
                            self && self->document
                            ? breakeven_project_get_currency (get_project (self)) : NULL,
                            line_total == floor (line_total) ? 0 : 2);

  gtk_label_set_text (label, total);
}

static void
on_currency_changed (BreakevenPartsEditor *self)
{
  for (guint i = 0; i < self->total_labels->len; i++)
    {
      GtkLabel *label = g_ptr_array_index (self->total_labels, i);

      update_line_total (g_object_get_data (G_OBJECT (label), ITEM_KEY), NULL, label);
    }
}

static void
on_bind_cell (GtkSignalListItemFactory *factory,
              GtkListItem              *list_item,
              BreakevenPartsEditor     *self)
{
  GtkWidget *cell = gtk_list_item_get_child (list_item);
  BreakevenPart *part = gtk_list_item_get_item (list_item);
  gulong id;

  g_object_set_data (G_OBJECT (cell), ITEM_KEY, part);
  if (g_str_equal (gtk_widget_get_name (cell), "part-model-cell")
      || g_str_equal (gtk_widget_get_name (cell), "part-vram"))
    {
      show_for_gpu (part, NULL, cell);
      id = g_signal_connect_object (part, "notify::category", G_CALLBACK (show_for_gpu), cell, 0);
      g_object_set_data (G_OBJECT (cell), CATEGORY_HANDLER_KEY, GSIZE_TO_POINTER (id));
    }
  if (GTK_IS_DROP_DOWN (cell))
    {
      gtk_drop_down_set_selected (GTK_DROP_DOWN (cell), breakeven_part_get_category (part));
      id = g_signal_connect (cell, "notify::selected", G_CALLBACK (on_dropdown_selected), part);
      g_object_set_data (G_OBJECT (cell), HANDLER_KEY, GSIZE_TO_POINTER (id));
      id = g_signal_connect_object (part, "notify::category", G_CALLBACK (on_part_category),
                                    cell, 0);
      g_object_set_data (G_OBJECT (cell), MODEL_HANDLER_KEY, GSIZE_TO_POINTER (id));
    }
  else if (GTK_IS_LABEL (cell))
    {
      g_object_set_data (G_OBJECT (cell), "breakeven-editor", self);
      g_ptr_array_add (self->total_labels, cell);
      update_line_total (part, NULL, GTK_LABEL (cell));
      id = g_signal_connect_object (part, "notify::line-total", G_CALLBACK (update_line_total),
                                    cell, 0);
      g_object_set_data (G_OBJECT (cell), MODEL_HANDLER_KEY, GSIZE_TO_POINTER (id));
    }
  else if (g_str_equal (gtk_widget_get_name (cell), "part-model-cell"))
    {
      GBinding *binding = g_object_bind_property (part, "model", gtk_widget_get_first_child (cell),
                                                  "text",
                                                  G_BINDING_SYNC_CREATE | G_BINDING_BIDIRECTIONAL);

      g_object_set_data (G_OBJECT (cell), BINDING_KEY, binding);
    }
  else if (g_str_equal (gtk_widget_get_name (cell), "part-name"))
    {
      GBinding *binding = g_object_bind_property (part, "name", cell, "text",
                                                  G_BINDING_SYNC_CREATE | G_BINDING_BIDIRECTIONAL);

      g_object_set_data (G_OBJECT (cell), BINDING_KEY, binding);
    }
  else
    breakeven_number_field_set_object (GTK_EDITABLE (cell), G_OBJECT (part));
}

static void
on_unbind_cell (GtkSignalListItemFactory *factory,
                GtkListItem              *list_item,
                BreakevenPartsEditor     *self)
{
  GtkWidget *cell = gtk_list_item_get_child (list_item);
  BreakevenPart *part = g_object_get_data (G_OBJECT (cell), ITEM_KEY);
  gulong id;

  id = GPOINTER_TO_SIZE (g_object_get_data (G_OBJECT (cell), CATEGORY_HANDLER_KEY));
  if (part != NULL && id != 0)
    g_signal_handler_disconnect (part, id);
  g_object_set_data (G_OBJECT (cell), CATEGORY_HANDLER_KEY, NULL);
  if (GTK_IS_DROP_DOWN (cell))
    {
      id = GPOINTER_TO_SIZE (g_object_get_data (G_OBJECT (cell), HANDLER_KEY));
      g_signal_handler_disconnect (cell, id);
    }
  if (GTK_IS_LABEL (cell))
    g_ptr_array_remove_fast (self->total_labels, cell);
  if (GTK_IS_DROP_DOWN (cell) || GTK_IS_LABEL (cell))
    {
      id = GPOINTER_TO_SIZE (g_object_get_data (G_OBJECT (cell), MODEL_HANDLER_KEY));
      if (part != NULL && id != 0)
        g_signal_handler_disconnect (part, id);
    }
  else if (g_object_get_data (G_OBJECT (cell), BINDING_KEY) != NULL)
    {
      g_binding_unbind (g_object_get_data (G_OBJECT (cell), BINDING_KEY));
      g_object_set_data (G_OBJECT (cell), BINDING_KEY, NULL);
    }
  else if (!GTK_IS_LABEL (cell))
    breakeven_number_field_set_object (GTK_EDITABLE (cell), NULL);
  g_object_set_data (G_OBJECT (cell), ITEM_KEY, NULL);
  g_object_set_data (G_OBJECT (cell), HANDLER_KEY, NULL);
  g_object_set_data (G_OBJECT (cell), MODEL_HANDLER_KEY, NULL);
}

/* Actions ---------------------------------------------------------------------------------- */

/* A project file holds at most BREAKEVEN_MAX_ITEMS parts: one more is refused, and said so */
static gboolean
room_for_part (BreakevenPartsEditor *self)
{
  g_autofree char *text = NULL;

  if (g_list_model_get_n_items (get_parts (self)) < BREAKEVEN_MAX_ITEMS)
    return TRUE;
  /* Translators: %u is the most parts a project can hold, 1000 */
  text = g_strdup_printf (_("A project holds at most %u parts: remove one before adding another"),
                          (guint) BREAKEVEN_MAX_ITEMS);
  breakeven_show_toast (GTK_WIDGET (self), text);
  return FALSE;
}

/* The name cell of PART's row, once the list has made it; NULL before */
static GtkWidget *
find_name_cell (GtkWidget     *widget,
                BreakevenPart *part)
{
  if (g_strcmp0 (gtk_widget_get_name (widget), "part-name") == 0
      && g_object_get_data (G_OBJECT (widget), ITEM_KEY) == part)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_name_cell (child, part);

      if (found != NULL)
        return found;
    }
  return NULL;
}

typedef struct
{
  GWeakRef editor;
  BreakevenPart *part;
} FocusNewPart;

static void
focus_new_part_free (gpointer data)
{
  FocusNewPart *focus = data;

  g_weak_ref_clear (&focus->editor);
  g_clear_object (&focus->part);
  g_free (focus);
}

/* A new part's name, focused and selected, for the next keys to name it */
static gboolean
focus_new_part (gpointer data)
{
  FocusNewPart *focus = data;
  g_autoptr(BreakevenPartsEditor) self = g_weak_ref_get (&focus->editor);
  GtkWidget *cell;

  if (self == NULL || (cell = find_name_cell (GTK_WIDGET (self->column_view), focus->part)) == NULL)
    return G_SOURCE_REMOVE;
  gtk_widget_grab_focus (cell);
  gtk_editable_select_region (GTK_EDITABLE (cell), 0, -1);
  return G_SOURCE_REMOVE;
}

static void
parts_add (GtkWidget  *widget,
           const char *action_name,
           GVariant   *parameter)
{
  BreakevenPartsEditor *self = BREAKEVEN_PARTS_EDITOR (widget);
  g_autoptr(BreakevenPart) part = breakeven_part_new (BREAKEVEN_PART_OTHER, _("New part"), 1, 0, 0);
  guint selected = breakeven_parts_editor_get_selected (self);
  guint n = g_list_model_get_n_items (get_parts (self));
  guint position = selected < n ? selected + 1 : n;
  FocusNewPart *focus;

  if (!room_for_part (self))
    return;
  breakeven_document_begin_step (self->document, _("Add Part"));
  g_list_store_insert (breakeven_project_get_parts (get_project (self)), position, part);
  breakeven_document_end_step (self->document);
  breakeven_parts_editor_select (self, position);
  /* Its row is made when the list is next laid out: then the focus goes to its name */
  focus = g_new0 (FocusNewPart, 1);
  g_weak_ref_init (&focus->editor, self);
  focus->part = g_object_ref (part);
  g_idle_add_full (G_PRIORITY_LOW, focus_new_part, focus, focus_new_part_free);
}

/* "“GPU” deleted", with Undo: a deletion is one click, so is getting it back */
static void
show_deleted_toast (GtkWidget  *widget,
                    const char *name)
{
  GtkWidget *overlay = gtk_widget_get_ancestor (widget, ADW_TYPE_TOAST_OVERLAY);
  g_autofree char *title = NULL;
  AdwToast *toast;

  if (overlay == NULL)
    return;
  /* Translators: a notification after deleting a part, with its name */
  title = g_markup_printf_escaped (_("“%s” deleted"), name && *name ? name : _("Part"));
  /* A toast's title is markup: the name is escaped ("Case & fans") */
  toast = adw_toast_new (title);
  adw_toast_set_button_label (toast, _("Undo"));
  adw_toast_set_action_name (toast, "win.undo");
  adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
  adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (overlay), toast);
}

static void
parts_remove (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  BreakevenPartsEditor *self = BREAKEVEN_PARTS_EDITOR (widget);
  guint selected = breakeven_parts_editor_get_selected (self);
  guint n = g_list_model_get_n_items (get_parts (self));

  g_autoptr(BreakevenPart) part = NULL;
  g_autofree char *name = NULL;

  if (selected >= n)
    return;
  part = g_list_model_get_item (get_parts (self), selected);
  name = g_strdup (breakeven_part_get_name (part));
  breakeven_document_begin_step (self->document, _("Delete Part"));
  g_list_store_remove (breakeven_project_get_parts (get_project (self)), selected);
  breakeven_document_end_step (self->document);
  if (n > 1)
    breakeven_parts_editor_select (self, MIN (selected, n - 2));
  show_deleted_toast (widget, name);
}

static void
parts_duplicate (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  BreakevenPartsEditor *self = BREAKEVEN_PARTS_EDITOR (widget);
  guint selected = breakeven_parts_editor_get_selected (self);
  g_autoptr(BreakevenPart) part = NULL;
  g_autoptr(BreakevenPart) copy = NULL;

  if (selected >= g_list_model_get_n_items (get_parts (self)) || !room_for_part (self))
    return;
  part = g_list_model_get_item (get_parts (self), selected);
  copy = breakeven_part_copy (part);
  breakeven_document_begin_step (self->document, _("Duplicate Part"));
  g_list_store_insert (breakeven_project_get_parts (get_project (self)), selected + 1, copy);
  breakeven_document_end_step (self->document);
  breakeven_parts_editor_select (self, selected + 1);
}

/* Swaps the parts at FIRST and FIRST + 1 in one change of the list */
static void
swap_parts (BreakevenPartsEditor *self,
            guint                 first)
{
  g_autoptr(GObject) a = g_list_model_get_item (get_parts (self), first);
  g_autoptr(GObject) b = g_list_model_get_item (get_parts (self), first + 1);
  gpointer swapped[] = { b, a };

  breakeven_document_begin_step (self->document, _("Move Part"));
  g_list_store_splice (breakeven_project_get_parts (get_project (self)), first, 2, swapped, 2);
  breakeven_document_end_step (self->document);
}

static void
parts_move (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  BreakevenPartsEditor *self = BREAKEVEN_PARTS_EDITOR (widget);
  guint selected = breakeven_parts_editor_get_selected (self);
  guint n = g_list_model_get_n_items (get_parts (self));
  gboolean up = g_str_equal (action_name, "parts.move-up");

  if (selected >= n || (up && selected == 0) || (!up && selected + 1 >= n))
    return;
  swap_parts (self, up ? selected - 1 : selected);
  breakeven_parts_editor_select (self, up ? selected - 1 : selected + 1);
}

/* Project ---------------------------------------------------------------------------------- */

static void
on_selection_changed (BreakevenPartsEditor *self)
{
  update_actions (self);
}

static void
set_document (BreakevenPartsEditor *self,
              BreakevenDocument    *document)
{
  BreakevenProject *project;

  if (self->document == document)
    return;

  /* The cells and the quote field edit objects directly, not through a group */
  breakeven_number_field_set_object (GTK_EDITABLE (self->quote_price_row), NULL);
  if (self->selection != NULL)
    {
      g_signal_handlers_disconnect_by_func (self->selection, on_selection_changed, self);
      g_clear_object (&self->selection);
    }
  if (self->column_view != NULL)
    gtk_column_view_set_model (self->column_view, NULL);

  g_set_object (&self->document, document);
  project = get_project (self);
  g_signal_group_set_target (self->document_signals, document);
  g_signal_group_set_target (self->project_signals, project);
  g_binding_group_set_source (self->project_bindings, project);

  if (project != NULL)
    {
      self->selection =
        gtk_single_selection_new (g_object_ref (G_LIST_MODEL (breakeven_project_get_parts (project))));
      gtk_single_selection_set_can_unselect (self->selection, TRUE);
      g_signal_connect_swapped (self->selection, "notify::selected",
                                G_CALLBACK (on_selection_changed), self);
      gtk_column_view_set_model (self->column_view, GTK_SELECTION_MODEL (self->selection));
      breakeven_number_field_set_object (GTK_EDITABLE (self->quote_price_row), G_OBJECT (project));
      update_totals (self);
      update_quote (self);
    }
  update_actions (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DOCUMENT]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PROJECT]);
}

static void
breakeven_parts_editor_dispose (GObject *object)
{
  BreakevenPartsEditor *self = BREAKEVEN_PARTS_EDITOR (object);

  set_document (self, NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), BREAKEVEN_TYPE_PARTS_EDITOR);
  g_clear_object (&self->selection);
  g_clear_object (&self->document_signals);
  g_clear_object (&self->project_signals);
  g_clear_object (&self->project_bindings);

  G_OBJECT_CLASS (breakeven_parts_editor_parent_class)->dispose (object);
}

static void
breakeven_parts_editor_finalize (GObject *object)
{
  BreakevenPartsEditor *self = BREAKEVEN_PARTS_EDITOR (object);

  g_clear_pointer (&self->total_labels, g_ptr_array_unref);

  G_OBJECT_CLASS (breakeven_parts_editor_parent_class)->finalize (object);
}

static void
breakeven_parts_editor_get_property (GObject    *object,
                                     guint       prop_id,
                                     GValue     *value,
                                     GParamSpec *pspec)
{
  BreakevenPartsEditor *self = BREAKEVEN_PARTS_EDITOR (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT: g_value_set_object (value, self->document); break;
    case PROP_PROJECT: g_value_set_object (value, get_project (self)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
breakeven_parts_editor_set_property (GObject      *object,
                                     guint         prop_id,
                                     const GValue *value,
                                     GParamSpec   *pspec)
{
  BreakevenPartsEditor *self = BREAKEVEN_PARTS_EDITOR (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT: set_document (self, g_value_get_object (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
breakeven_parts_editor_class_init (BreakevenPartsEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = breakeven_parts_editor_dispose;
  object_class->finalize = breakeven_parts_editor_finalize;
  object_class->get_property = breakeven_parts_editor_get_property;
  object_class->set_property = breakeven_parts_editor_set_property;

  properties[PROP_DOCUMENT] =
    g_param_spec_object ("document", NULL, NULL, BREAKEVEN_TYPE_DOCUMENT,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PROJECT] =
    g_param_spec_object ("project", NULL, NULL, BREAKEVEN_TYPE_PROJECT,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/ui/breakeven-parts-editor.ui");
  gtk_widget_class_bind_template_child (widget_class, BreakevenPartsEditor, column_view);
  gtk_widget_class_bind_template_child (widget_class, BreakevenPartsEditor, category_factory);
  gtk_widget_class_bind_template_child (widget_class, BreakevenPartsEditor, name_factory);
  gtk_widget_class_bind_template_child (widget_class, BreakevenPartsEditor, quantity_factory);
  gtk_widget_class_bind_template_child (widget_class, BreakevenPartsEditor, price_factory);
  gtk_widget_class_bind_template_child (widget_class, BreakevenPartsEditor, power_factory);
  gtk_widget_class_bind_template_child (widget_class, BreakevenPartsEditor, model_factory);
  gtk_widget_class_bind_template_child (widget_class, BreakevenPartsEditor, vram_factory);
  gtk_widget_class_bind_template_child (widget_class, BreakevenPartsEditor, total_factory);
  gtk_widget_class_bind_template_child (widget_class, BreakevenPartsEditor, parts_total_label);
  gtk_widget_class_bind_template_child (widget_class, BreakevenPartsEditor, gpu_share_label);
  gtk_widget_class_bind_template_child (widget_class, BreakevenPartsEditor, wall_power_label);
  gtk_widget_class_bind_template_child (widget_class, BreakevenPartsEditor, price_as_row);
  gtk_widget_class_bind_template_child (widget_class, BreakevenPartsEditor, quote_price_row);
  gtk_widget_class_bind_template_child (widget_class, BreakevenPartsEditor, quote_note_row);
  gtk_widget_class_bind_template_child (widget_class, BreakevenPartsEditor, quote_details_row);
  gtk_widget_class_bind_template_child (widget_class, BreakevenPartsEditor, premium_row);
  gtk_widget_class_bind_template_child (widget_class, BreakevenPartsEditor, premium_label);
  gtk_widget_class_bind_template_callback (widget_class, on_setup_cell);
  gtk_widget_class_bind_template_callback (widget_class, on_bind_cell);
  gtk_widget_class_bind_template_callback (widget_class, on_unbind_cell);

  gtk_widget_class_install_action (widget_class, "parts.add", NULL, parts_add);
  gtk_widget_class_install_action (widget_class, "parts.remove", NULL, parts_remove);
  gtk_widget_class_install_action (widget_class, "parts.duplicate", NULL, parts_duplicate);
  gtk_widget_class_install_action (widget_class, "parts.move-up", NULL, parts_move);
  gtk_widget_class_install_action (widget_class, "parts.move-down", NULL, parts_move);
  /* A text cell keeps Delete for its text: only a focused row lets it through to here */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Delete, 0, "parts.remove", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Delete, 0, "parts.remove", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Up, GDK_ALT_MASK, "parts.move-up", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Down, GDK_ALT_MASK, "parts.move-down", NULL);
}

static void
breakeven_parts_editor_init (BreakevenPartsEditor *self)
{
  self->total_labels = g_ptr_array_new ();
  gtk_widget_init_template (GTK_WIDGET (self));

  /* Whatever the document, the same handlers and bindings follow it */
  self->document_signals = g_signal_group_new (BREAKEVEN_TYPE_DOCUMENT);
  g_signal_group_connect_object (self->document_signals, "notify::analysis",
                                 G_CALLBACK (update_totals), self, G_CONNECT_SWAPPED);
  self->project_signals = g_signal_group_new (BREAKEVEN_TYPE_PROJECT);
  g_signal_group_connect_object (self->project_signals, "changed",
                                 G_CALLBACK (on_project_changed), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->project_signals, "notify::currency",
                                 G_CALLBACK (on_currency_changed), self, G_CONNECT_SWAPPED);
  self->project_bindings = g_binding_group_new ();
  g_binding_group_bind (self->project_bindings, "vendor-quote-note", self->quote_note_row,
                        "text", G_BINDING_SYNC_CREATE | G_BINDING_BIDIRECTIONAL);
  g_signal_connect_swapped (self->price_as_row, "notify::selected",
                            G_CALLBACK (on_price_as_selected), self);

  breakeven_number_field_setup_for_property (GTK_EDITABLE (self->quote_price_row),
                                             BREAKEVEN_TYPE_PROJECT, "vendor-quote",
                                             BREAKEVEN_NUMBER_DEFAULT);
  update_actions (self);
}

GtkWidget *
breakeven_parts_editor_new (void)
{
  return g_object_new (BREAKEVEN_TYPE_PARTS_EDITOR, NULL);
}

BreakevenProject *
breakeven_parts_editor_get_project (BreakevenPartsEditor *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_PARTS_EDITOR (self), NULL);
  return get_project (self);
}
