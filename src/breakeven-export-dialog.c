/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-export-dialog.c: the export's format, chart, size and file name, then the chooser
 *
 * The format and the name's extension follow each other: choosing "CSV monthly series" turns
 * "Workstation.pdf" into "Workstation.csv", and typing "Workstation.md" chooses the parts list.
 * The chooser's answer has the last word the same way.  The dialog writes nothing: it hands
 * the choices to its "export" signal, and the window writes the file (atomically, in the core)
 * and shows where it went.
 */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "breakeven-compat.h"
#include "breakeven-enums.h"
#include "breakeven-export-dialog.h"

struct _BreakevenExportDialog
{
  AdwWindow parent_instance;

  AdwComboRow *format_row;
  AdwComboRow *chart_row;
  AdwActionRow *size_row;
  GtkSpinButton *width_spin;
  GtkSpinButton *height_spin;
  AdwEntryRow *name_row;

  BreakevenDocument *document;
  /* The chart the window shows, offered first */
  BreakevenChartKind shown_chart;
  /* Set while one side updates the other, so that it does not answer back */
  gboolean syncing;
};

G_DEFINE_FINAL_TYPE (BreakevenExportDialog, breakeven_export_dialog, ADW_TYPE_WINDOW)

enum {
  SIGNAL_EXPORT,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* NAME with FORMAT's extension in place of a known one (or after the name) */
static char *
name_with_extension (const char            *name,
                     BreakevenExportFormat  format)
{
  BreakevenExportFormat current;
  g_autofree char *stem = g_strdup (name != NULL ? name : "");

  if (breakeven_export_format_from_path (stem, &current))
    stem[strlen (stem) - strlen (breakeven_export_format_get_extension (current)) - 1] = '\0';
  return g_strconcat (stem, ".", breakeven_export_format_get_extension (format), NULL);
}

/* The chart row's label for each BreakevenChartKind of its enum model */
static char *
chart_kind_title (gpointer unused,
                  int      kind)
{
  switch ((BreakevenChartKind) kind)
    {
    case BREAKEVEN_CHART_KIND_CUMULATIVE: return g_strdup (_("Cumulative cost"));
    case BREAKEVEN_CHART_KIND_SENSITIVITY: return g_strdup (_("Sensitivity to hours of use"));
    case BREAKEVEN_CHART_KIND_BUDGET: return g_strdup (_("Parts budget"));
    case BREAKEVEN_CHART_KIND_BURSTS: return g_strdup (_("Bursts against the build's capacity"));
    default: return g_strdup (breakeven_chart_kind_get_nick ((BreakevenChartKind) kind));
    }
}

static void
update_sensitivity (BreakevenExportDialog *self)
{
  gboolean chart = breakeven_export_format_is_chart (breakeven_export_dialog_get_format (self));

  gtk_widget_set_sensitive (GTK_WIDGET (self->chart_row), chart);
  gtk_widget_set_sensitive (GTK_WIDGET (self->size_row), chart);
  /* Which chart an image will be: the one on screen, unless another is chosen */
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->chart_row),
                               !chart ? _("Only for an SVG or PNG chart")
                               : breakeven_export_dialog_get_chart (self) == self->shown_chart
                               ? _("The chart shown in the window")
                               : _("Not the chart shown in the window"));
}

static void
on_format_selected (BreakevenExportDialog *self)
{
  update_sensitivity (self);
  if (self->syncing)
    return;
  {
    g_autofree char *name = name_with_extension (breakeven_export_dialog_get_file_name (self),
                                                 breakeven_export_dialog_get_format (self));

    self->syncing = TRUE;
    gtk_editable_set_text (GTK_EDITABLE (self->name_row), name);
    self->syncing = FALSE;
  }
}

static void
on_name_changed (BreakevenExportDialog *self)
{
  BreakevenExportFormat format;

  if (self->syncing)
    return;
  if (breakeven_export_format_from_path (breakeven_export_dialog_get_file_name (self), &format)
      && format != breakeven_export_dialog_get_format (self))
    {
      self->syncing = TRUE;
      adw_combo_row_set_selected (self->format_row, format);
      self->syncing = FALSE;
    }
}

/* Choosing the file ----------------------------------------------------------------------------- */

static void
on_file_chosen (GFile    *file,
                gpointer  user_data)
{
  g_autoptr(BreakevenExportDialog) self = user_data;

  /* The window has said why it could not, in a dialog of its own */
  if (file != NULL)
    breakeven_export_dialog_export_to (self, file, NULL);
}

static void
action_choose (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  BreakevenExportDialog *self = BREAKEVEN_EXPORT_DIALOG (widget);
  BreakevenExportFormat format = breakeven_export_dialog_get_format (self);
  g_autoptr(GListStore) filters = g_list_store_new (GTK_TYPE_FILE_FILTER);
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();
  g_autoptr(GtkFileFilter) all = gtk_file_filter_new ();
  g_autofree char *name = name_with_extension (breakeven_export_dialog_get_file_name (self),
                                               format);
  GFile *project_file = breakeven_document_get_file (self->document);

  gtk_file_filter_set_name (filter, breakeven_export_format_get_label (format));
  gtk_file_filter_add_mime_type (filter, breakeven_export_format_get_mime_type (format));
  gtk_file_filter_add_suffix (filter, breakeven_export_format_get_extension (format));
  gtk_file_filter_set_name (all, _("All files"));
  gtk_file_filter_add_pattern (all, "*");
  g_list_store_append (filters, filter);
  g_list_store_append (filters, all);
  breakeven_compat_choose_file (GTK_WINDOW (self), _("Export"), _("_Export"), TRUE,
                                G_LIST_MODEL (filters), project_file, name, on_file_chosen,
                                g_object_ref (self));
}

gboolean
breakeven_export_dialog_export_to (BreakevenExportDialog  *self,
                                   GFile                  *file,
                                   GError                **error)
{
  g_autofree char *basename = NULL;
  g_autoptr(GFile) target = NULL;
  BreakevenExportFormat format;
  BreakevenExportChoices choices;
  gboolean done = FALSE;

  g_return_val_if_fail (BREAKEVEN_IS_EXPORT_DIALOG (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  basename = g_file_get_basename (file);
  if (breakeven_export_format_from_path (basename, &format))
    {
      /* The name typed in the chooser decides */
      breakeven_export_dialog_set_file_name (self, basename);
      target = g_object_ref (file);
    }
  else
    {
      g_autoptr(GFile) parent = g_file_get_parent (file);
      g_autofree char *named =
        name_with_extension (basename, breakeven_export_dialog_get_format (self));

      target = parent != NULL ? g_file_get_child (parent, named) : g_object_ref (file);
      breakeven_export_dialog_set_file_name (self, named);
    }
  choices.file = target;
  choices.format = breakeven_export_dialog_get_format (self);
  choices.chart = breakeven_export_dialog_get_chart (self);
  choices.width = gtk_spin_button_get_value_as_int (self->width_spin);
  choices.height = gtk_spin_button_get_value_as_int (self->height_spin);
  g_signal_emit (self, signals[SIGNAL_EXPORT], 0, &choices, error, &done);
  if (!done)
    return FALSE;
  gtk_window_close (GTK_WINDOW (self));
  return TRUE;
}

/* Class -------------------------------------------------------------------------------------- */

static void
breakeven_export_dialog_dispose (GObject *object)
{
  BreakevenExportDialog *self = BREAKEVEN_EXPORT_DIALOG (object);

  g_clear_object (&self->document);
  gtk_widget_dispose_template (GTK_WIDGET (self), BREAKEVEN_TYPE_EXPORT_DIALOG);
  G_OBJECT_CLASS (breakeven_export_dialog_parent_class)->dispose (object);
}

static void
breakeven_export_dialog_class_init (BreakevenExportDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = breakeven_export_dialog_dispose;

  /* gboolean export (dialog, const BreakevenExportChoices *choices, GError **error) */
  signals[SIGNAL_EXPORT] =
    g_signal_new ("export", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  g_signal_accumulator_first_wins, NULL, NULL, G_TYPE_BOOLEAN, 2,
                  G_TYPE_POINTER, G_TYPE_POINTER);

  /* The chart row's model lists the enum by its type's name */
  g_type_ensure (BREAKEVEN_TYPE_CHART_KIND);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/breakeven/Breakeven/ui/breakeven-export-dialog.ui");
  gtk_widget_class_bind_template_callback (widget_class, chart_kind_title);
  gtk_widget_class_bind_template_child (widget_class, BreakevenExportDialog, format_row);
  gtk_widget_class_bind_template_child (widget_class, BreakevenExportDialog, chart_row);
  gtk_widget_class_bind_template_child (widget_class, BreakevenExportDialog, size_row);
  gtk_widget_class_bind_template_child (widget_class, BreakevenExportDialog, width_spin);
  gtk_widget_class_bind_template_child (widget_class, BreakevenExportDialog, height_spin);
  gtk_widget_class_bind_template_child (widget_class, BreakevenExportDialog, name_row);

  gtk_widget_class_install_action (widget_class, "export.choose", NULL, action_choose);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
breakeven_export_dialog_init (BreakevenExportDialog *self)
{
  g_autoptr(GtkStringList) formats = gtk_string_list_new (NULL);

  gtk_widget_init_template (GTK_WIDGET (self));
  /* The formats' labels from the core's table, in the order of BreakevenExportFormat */
  for (guint i = 0; i < BREAKEVEN_EXPORT_N_FORMATS; i++)
    gtk_string_list_append (formats, breakeven_export_format_get_label (i));
  adw_combo_row_set_model (self->format_row, G_LIST_MODEL (formats));
  breakeven_compat_fix_tooltips (GTK_WIDGET (self));
  g_signal_connect_swapped (self->format_row, "notify::selected",
                            G_CALLBACK (on_format_selected), self);
  g_signal_connect_swapped (self->name_row, "changed", G_CALLBACK (on_name_changed), self);
  g_signal_connect_swapped (self->chart_row, "notify::selected",
                            G_CALLBACK (update_sensitivity), self);
}

GtkWidget *
breakeven_export_dialog_new (GtkWindow          *parent,
                             BreakevenDocument  *document,
                             BreakevenChartKind  chart)
{
  BreakevenExportDialog *self;
  g_autofree char *name = NULL;
  g_autofree char *initial = NULL;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (BREAKEVEN_IS_DOCUMENT (document), NULL);

  self = g_object_new (BREAKEVEN_TYPE_EXPORT_DIALOG, "transient-for", parent, NULL);
  self->document = g_object_ref (document);
  name = g_strdup (breakeven_document_get_title (document));
  g_strdelimit (name, "/\\", '-');
  initial = g_strconcat (name, ".",
                         breakeven_export_format_get_extension (BREAKEVEN_EXPORT_FORMAT_PDF),
                         NULL);
  breakeven_export_dialog_set_file_name (self, initial);
  self->shown_chart = chart;
  breakeven_export_dialog_set_chart (self, chart);
  update_sensitivity (self);
  return GTK_WIDGET (self);
}

BreakevenExportFormat
breakeven_export_dialog_get_format (BreakevenExportDialog *self)
{
  guint selected;

  g_return_val_if_fail (BREAKEVEN_IS_EXPORT_DIALOG (self), BREAKEVEN_EXPORT_FORMAT_PDF);
  selected = adw_combo_row_get_selected (self->format_row);
  return selected < BREAKEVEN_EXPORT_N_FORMATS ? (BreakevenExportFormat) selected
                                               : BREAKEVEN_EXPORT_FORMAT_PDF;
}

void
breakeven_export_dialog_set_format (BreakevenExportDialog *self,
                                    BreakevenExportFormat  format)
{
  g_return_if_fail (BREAKEVEN_IS_EXPORT_DIALOG (self));
  g_return_if_fail ((guint) format < BREAKEVEN_EXPORT_N_FORMATS);
  adw_combo_row_set_selected (self->format_row, format);
}

const char *
breakeven_export_dialog_get_file_name (BreakevenExportDialog *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_EXPORT_DIALOG (self), NULL);
  return gtk_editable_get_text (GTK_EDITABLE (self->name_row));
}

void
breakeven_export_dialog_set_file_name (BreakevenExportDialog *self,
                                       const char            *name)
{
  g_return_if_fail (BREAKEVEN_IS_EXPORT_DIALOG (self));
  gtk_editable_set_text (GTK_EDITABLE (self->name_row), name != NULL ? name : "");
}

BreakevenChartKind
breakeven_export_dialog_get_chart (BreakevenExportDialog *self)
{
  AdwEnumListItem *item;

  g_return_val_if_fail (BREAKEVEN_IS_EXPORT_DIALOG (self), BREAKEVEN_CHART_KIND_CUMULATIVE);
  item = adw_combo_row_get_selected_item (self->chart_row);
  return item != NULL ? (BreakevenChartKind) adw_enum_list_item_get_value (item)
                      : BREAKEVEN_CHART_KIND_CUMULATIVE;
}

void
breakeven_export_dialog_set_chart (BreakevenExportDialog *self,
                                   BreakevenChartKind     chart)
{
  AdwEnumListModel *kinds;

  g_return_if_fail (BREAKEVEN_IS_EXPORT_DIALOG (self));
  kinds = ADW_ENUM_LIST_MODEL (adw_combo_row_get_model (self->chart_row));
  adw_combo_row_set_selected (self->chart_row, adw_enum_list_model_find_position (kinds, chart));
}

void
breakeven_export_dialog_set_size (BreakevenExportDialog *self,
                                  int                    width,
                                  int                    height)
{
  g_return_if_fail (BREAKEVEN_IS_EXPORT_DIALOG (self));
  gtk_spin_button_set_value (self->width_spin, width);
  gtk_spin_button_set_value (self->height_spin, height);
}
