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

#include "breakeven-cost.h"
#include "breakeven-document.h"
#include "breakeven-format.h"
#include "breakeven-number-field.h"
#include "breakeven-part-category-cell.h"
#include "breakeven-part-entry.h"
#include "breakeven-part-model-cell.h"
#include "breakeven-part-total-cell.h"
#include "breakeven-parts-editor-private.h"
#include "breakeven-limits.h"
#include "breakeven-toast.h"

struct _BreakevenPartsEditor
{
  AdwBin parent_instance;

  GtkColumnView *column_view;
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

  GSignalGroup *project_signals;
  GBindingGroup *project_bindings;
  GtkSingleSelection *selection;
};

G_DEFINE_FINAL_TYPE (BreakevenPartsEditor, breakeven_parts_editor, BREAKEVEN_TYPE_PAGE)

enum {
  PROP_0,
  PROP_CURRENCY,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static BreakevenDocument *
get_document (BreakevenPartsEditor *self)
{
  return breakeven_page_get_document (BREAKEVEN_PAGE (self));
}

static BreakevenProject *
get_project (BreakevenPartsEditor *self)
{
  return get_document (self) ? breakeven_document_get_project (get_document (self)) : NULL;
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
  guint n = get_document (self) ? g_list_model_get_n_items (get_parts (self)) : 0;
  gboolean has = selected != GTK_INVALID_LIST_POSITION && selected < n;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "parts.add", get_document (self) != NULL);
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

  if (get_document (self) == NULL || (a = breakeven_document_get_analysis (get_document (self))) == NULL)
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

/* The cells are small classes (breakeven-part-*.c) that the column factories of the template
 * make and give their row's part */

static void
on_cell_focus_enter (GtkEventControllerFocus *controller)
{
  GtkWidget *cell = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller));
  BreakevenPartsEditor *self =
    BREAKEVEN_PARTS_EDITOR (gtk_widget_get_ancestor (cell, BREAKEVEN_TYPE_PARTS_EDITOR));
  g_autoptr(BreakevenPart) part = NULL;
  guint position;

  if (self == NULL || get_document (self) == NULL)
    return;
  g_object_get (cell, "part", &part, NULL);
  if (part != NULL && g_list_store_find (breakeven_project_get_parts (get_project (self)), part,
                                         &position))
    breakeven_parts_editor_select (self, position);
}

void
breakeven_parts_editor_follow_focus (GtkWidget *cell)
{
  GtkEventController *focus = gtk_event_controller_focus_new ();

  g_signal_connect (focus, "enter", G_CALLBACK (on_cell_focus_enter), NULL);
  gtk_widget_add_controller (cell, focus);
}

static void
on_currency_changed (BreakevenPartsEditor *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURRENCY]);
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
      && breakeven_part_entry_get_part (BREAKEVEN_PART_ENTRY (widget)) == part)
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
  breakeven_document_begin_step (get_document (self), _("Add Part"));
  g_list_store_insert (breakeven_project_get_parts (get_project (self)), position, part);
  breakeven_document_end_step (get_document (self));
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
  breakeven_document_begin_step (get_document (self), _("Delete Part"));
  g_list_store_remove (breakeven_project_get_parts (get_project (self)), selected);
  breakeven_document_end_step (get_document (self));
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
  breakeven_document_begin_step (get_document (self), _("Duplicate Part"));
  g_list_store_insert (breakeven_project_get_parts (get_project (self)), selected + 1, copy);
  breakeven_document_end_step (get_document (self));
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

  breakeven_document_begin_step (get_document (self), _("Move Part"));
  g_list_store_splice (breakeven_project_get_parts (get_project (self)), first, 2, swapped, 2);
  breakeven_document_end_step (get_document (self));
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
breakeven_parts_editor_document_changed (BreakevenPage     *page,
                                         BreakevenDocument *old)
{
  BreakevenPartsEditor *self = BREAKEVEN_PARTS_EDITOR (page);
  BreakevenProject *project = get_project (self);

  /* The cells and the quote field edit objects directly, not through a group */
  breakeven_number_field_set_object (GTK_EDITABLE (self->quote_price_row), NULL);
  if (self->selection != NULL)
    {
      g_signal_handlers_disconnect_by_func (self->selection, on_selection_changed, self);
      g_clear_object (&self->selection);
    }
  if (self->column_view != NULL)
    gtk_column_view_set_model (self->column_view, NULL);

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
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURRENCY]);
}

static void
breakeven_parts_editor_dispose (GObject *object)
{
  BreakevenPartsEditor *self = BREAKEVEN_PARTS_EDITOR (object);

  breakeven_page_set_document (BREAKEVEN_PAGE (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), BREAKEVEN_TYPE_PARTS_EDITOR);
  g_clear_object (&self->selection);
  g_clear_object (&self->project_signals);
  g_clear_object (&self->project_bindings);

  G_OBJECT_CLASS (breakeven_parts_editor_parent_class)->dispose (object);
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
    case PROP_CURRENCY:
      g_value_set_string (value, get_document (self)
                                 ? breakeven_project_get_currency (get_project (self)) : NULL);
      break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
breakeven_parts_editor_class_init (BreakevenPartsEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = breakeven_parts_editor_dispose;
  object_class->get_property = breakeven_parts_editor_get_property;
  BREAKEVEN_PAGE_CLASS (klass)->document_changed = breakeven_parts_editor_document_changed;

  /* The project's currency, for the line totals */
  properties[PROP_CURRENCY] =
    g_param_spec_string ("currency", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* The column factories make these by name */
  g_type_ensure (BREAKEVEN_TYPE_PART);
  g_type_ensure (BREAKEVEN_TYPE_PART_CATEGORY_CELL);
  g_type_ensure (BREAKEVEN_TYPE_PART_ENTRY);
  g_type_ensure (BREAKEVEN_TYPE_PART_MODEL_CELL);
  g_type_ensure (BREAKEVEN_TYPE_PART_TOTAL_CELL);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/ui/breakeven-parts-editor.ui");
  gtk_widget_class_bind_template_child (widget_class, BreakevenPartsEditor, column_view);
  gtk_widget_class_bind_template_child (widget_class, BreakevenPartsEditor, parts_total_label);
  gtk_widget_class_bind_template_child (widget_class, BreakevenPartsEditor, gpu_share_label);
  gtk_widget_class_bind_template_child (widget_class, BreakevenPartsEditor, wall_power_label);
  gtk_widget_class_bind_template_child (widget_class, BreakevenPartsEditor, price_as_row);
  gtk_widget_class_bind_template_child (widget_class, BreakevenPartsEditor, quote_price_row);
  gtk_widget_class_bind_template_child (widget_class, BreakevenPartsEditor, quote_note_row);
  gtk_widget_class_bind_template_child (widget_class, BreakevenPartsEditor, quote_details_row);
  gtk_widget_class_bind_template_child (widget_class, BreakevenPartsEditor, premium_row);
  gtk_widget_class_bind_template_child (widget_class, BreakevenPartsEditor, premium_label);

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
  gtk_widget_init_template (GTK_WIDGET (self));

  /* Whatever the document, the same handlers and bindings follow it */
  g_signal_group_connect_object (breakeven_page_get_document_signals (BREAKEVEN_PAGE (self)),
                                 "notify::analysis",
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
