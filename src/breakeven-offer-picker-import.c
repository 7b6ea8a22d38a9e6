/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-offer-picker-import.c: the offer picker's imports and exports of price
 * catalogues; an import is read in a thread, with progress and Cancel */

#include "config.h"

#include <glib/gi18n.h>

#include "breakeven-compat.h"
#include "breakeven-import.h"
#include "breakeven-offer-picker-private.h"

/* The public price catalogues, read in a thread ------------------------------------------- */

typedef struct
{
  GWeakRef picker;
  double fraction;
} ImportProgress;

static void
import_progress_free (gpointer data)
{
  ImportProgress *progress = data;

  g_weak_ref_clear (&progress->picker);
  g_free (progress);
}

static gboolean
show_import_progress (gpointer data)
{
  ImportProgress *progress = data;
  g_autoptr(BreakevenOfferPicker) self = g_weak_ref_get (&progress->picker);

  if (self != NULL && self->import_cancellable != NULL && self->import_progress != NULL)
    gtk_progress_bar_set_fraction (self->import_progress, progress->fraction);
  return G_SOURCE_REMOVE;
}

/* In the import's thread: how far it got, to the window's */
static void
on_import_progress (double   fraction,
                    gpointer user_data)
{
  GTask *task = user_data;
  ImportProgress *progress = g_new0 (ImportProgress, 1);

  g_weak_ref_init (&progress->picker, g_task_get_source_object (task));
  progress->fraction = fraction;
  g_main_context_invoke_full (g_task_get_context (task), G_PRIORITY_DEFAULT,
                              show_import_progress, progress, import_progress_free);
}

static void
import_thread (GTask        *task,
               gpointer      source_object,
               gpointer      task_data,
               GCancellable *cancellable)
{
  GError *error = NULL;
  GPtrArray *results = breakeven_import_any (task_data, cancellable, on_import_progress, task,
                                             &error);

  if (results == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, results, (GDestroyNotify) g_ptr_array_unref);
}

static void
on_import_cancel_clicked (BreakevenOfferPicker *self)
{
  if (self->import_cancellable != NULL)
    g_cancellable_cancel (self->import_cancellable);
}

/* The row under the header bar that shows an import under way: the file, how far, Cancel */
static void
ensure_import_row (BreakevenOfferPicker *self)
{
  GtkWidget *box, *button, *parent;

  if (self->import_revealer != NULL)
    return;
  box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  self->import_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_set_name (GTK_WIDGET (self->import_label), "picker-import-label");
  gtk_label_set_ellipsize (self->import_label, PANGO_ELLIPSIZE_MIDDLE);
  gtk_label_set_xalign (self->import_label, 0);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->import_label));
  self->import_progress = GTK_PROGRESS_BAR (gtk_progress_bar_new ());
  gtk_widget_set_name (GTK_WIDGET (self->import_progress), "picker-import-progress");
  gtk_widget_set_hexpand (GTK_WIDGET (self->import_progress), TRUE);
  gtk_widget_set_valign (GTK_WIDGET (self->import_progress), GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->import_progress));
  button = gtk_button_new_with_mnemonic (_("_Cancel"));
  gtk_widget_set_name (button, "picker-import-cancel");
  g_signal_connect_swapped (button, "clicked", G_CALLBACK (on_import_cancel_clicked), self);
  gtk_box_append (GTK_BOX (box), button);
  self->import_revealer = GTK_REVEALER (gtk_revealer_new ());
  gtk_revealer_set_child (self->import_revealer, box);
  /* Beside the message the import ends with */
  parent = gtk_widget_get_parent (GTK_WIDGET (self->error_revealer));
  gtk_box_insert_child_after (GTK_BOX (parent), GTK_WIDGET (self->import_revealer),
                              GTK_WIDGET (self->error_revealer));
}

static void apply_import (BreakevenOfferPicker *self,
                          GFile                *file,
                          GPtrArray            *results);

static void
on_import_done (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  BreakevenOfferPicker *self = BREAKEVEN_OFFER_PICKER (source);
  g_autoptr(GFile) file = user_data;
  g_autoptr(GPtrArray) results = NULL;
  g_autoptr(GError) error = NULL;

  results = g_task_propagate_pointer (G_TASK (result), &error);
  g_clear_object (&self->import_cancellable);
  /* The window closed meanwhile: nothing to show, nothing changes */
  if (self->catalogue == NULL)
    return;
  gtk_revealer_set_reveal_child (self->import_revealer, FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "picker.import-prices", TRUE);
  if (results == NULL)
    {
      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        _breakeven_offer_picker_show_message (self, _("Import cancelled: nothing changed"), FALSE);
      else
        _breakeven_offer_picker_show_message (self, error->message, TRUE);
      return;
    }
  apply_import (self, file, results);
}

/* The public price catalogues (gpuhunt CSV or catalog.zip, SkyPilot, FSDL), read in a thread
 * while the window shows how far it got and can cancel: a file refused or cancelled changes
 * nothing; a newer snapshot of a provider replaces its earlier import.  One import at a time. */
void
breakeven_offer_picker_import_prices (BreakevenOfferPicker *self,
                                      GFile                *file)
{
  g_autoptr(GTask) task = NULL;
  g_autofree char *base = NULL;
  g_autofree char *shown = NULL;
  g_autofree char *text = NULL;

  g_return_if_fail (BREAKEVEN_IS_OFFER_PICKER (self));
  g_return_if_fail (G_IS_FILE (file));

  if (self->import_cancellable != NULL)
    return;
  self->import_cancellable = g_cancellable_new ();
  ensure_import_row (self);
  base = g_file_get_basename (file);
  shown = breakeven_import_escape (base, -1);
  /* Translators: while a price catalogue is read; %s is the file's name */
  text = g_strdup_printf (_("Importing %s…"), shown);
  gtk_label_set_text (self->import_label, text);
  gtk_progress_bar_set_fraction (self->import_progress, 0);
  gtk_revealer_set_reveal_child (self->import_revealer, TRUE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "picker.import-prices", FALSE);

  task = g_task_new (self, self->import_cancellable, on_import_done, g_object_ref (file));
  g_task_set_source_tag (task, breakeven_offer_picker_import_prices);
  g_task_set_task_data (task, g_object_ref (file), g_object_unref);
  g_task_run_in_thread (task, import_thread);
}

gboolean
breakeven_offer_picker_get_importing (BreakevenOfferPicker *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_OFFER_PICKER (self), FALSE);
  return self->import_cancellable != NULL;
}

void
breakeven_offer_picker_cancel_import (BreakevenOfferPicker *self)
{
  g_return_if_fail (BREAKEVEN_IS_OFFER_PICKER (self));
  on_import_cancel_clicked (self);
}

/* RESULTS into the catalogue, in one step that the toast's Undo takes back */
static void
apply_import (BreakevenOfferPicker *self,
              GFile                *file,
              GPtrArray            *results)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *report = NULL;
  g_autofree char *display_name = NULL;
  g_autofree char *title = NULL;
  guint n_imported = 0;
  AdwToast *toast;

  /* One step: the toast's Undo puts the catalogue back as it was */
  report = breakeven_catalogue_import_prices (self->catalogue, results, &n_imported, &error);
  if (report == NULL)
    {
      _breakeven_offer_picker_show_message (self, error->message, TRUE);
      _breakeven_offer_picker_update_choices (self);
      _breakeven_offer_picker_refresh (self);
      return;
    }
  g_strchomp (report);
  _breakeven_offer_picker_update_broken_note (self, NULL);
  _breakeven_offer_picker_show_message (self, report, FALSE);
  _breakeven_offer_picker_update_choices (self);
  _breakeven_offer_picker_refresh (self);

  display_name = g_file_get_basename (file);
  /* Translators: a notification after an import; %u is a number of offers, %s the file's
     name (a toast's title is markup: the name is escaped) */
  title = g_markup_printf_escaped (g_dngettext (GETTEXT_PACKAGE, "Imported %u offer from %s",
                                                "Imported %u offers from %s", n_imported),
                                   n_imported, display_name);
  toast = adw_toast_new (title);
  adw_toast_set_button_label (toast, _("Undo"));
  adw_toast_set_action_name (toast, "picker.undo-import");
  adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

void
_breakeven_offer_picker_undo_import (GtkWidget  *widget,
                                     const char *action_name,
                                     GVariant   *parameter)
{
  BreakevenOfferPicker *self = BREAKEVEN_OFFER_PICKER (widget);
  g_autoptr(GError) error = NULL;

  if (!breakeven_catalogue_undo (self->catalogue, &error))
    _breakeven_offer_picker_show_message (self, error->message, TRUE);
  else
    {
      _breakeven_offer_picker_show_message (self, NULL, FALSE);
      adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (_("Import undone")));
    }
  _breakeven_offer_picker_update_choices (self);
  _breakeven_offer_picker_refresh (self);
}

static void
on_import_prices_chosen (GFile    *file,
                         gpointer  user_data)
{
  g_autoptr(BreakevenOfferPicker) self = user_data;

  if (file != NULL)
    breakeven_offer_picker_import_prices (self, file);
}

void
_breakeven_offer_picker_import_prices (GtkWidget  *widget,
                                       const char *action_name,
                                       GVariant   *parameter)
{
  GListStore *filters = g_list_store_new (GTK_TYPE_FILE_FILTER);
  g_autoptr(GtkFileFilter) prices = gtk_file_filter_new ();

  gtk_file_filter_set_name (prices, _("Price catalogues (gpuhunt, SkyPilot, FSDL)"));
  gtk_file_filter_add_suffix (prices, "csv");
  gtk_file_filter_add_suffix (prices, "zip");
  gtk_file_filter_add_mime_type (prices, "text/csv");
  gtk_file_filter_add_mime_type (prices, "application/zip");
  g_list_store_append (filters, prices);
  breakeven_compat_choose_file (GTK_WINDOW (widget), _("Import Price Catalogue"), _("_Import"),
                                FALSE, G_LIST_MODEL (filters), NULL, NULL,
                                on_import_prices_chosen, g_object_ref (widget));
  g_object_unref (filters);
}

static void
on_export_chosen (GFile    *file,
                  gpointer  user_data)
{
  g_autoptr(BreakevenOfferPicker) self = user_data;
  g_autoptr(GError) error = NULL;

  if (file == NULL)
    return;
  if (!breakeven_catalogue_export (self->catalogue, file, &error))
    _breakeven_offer_picker_show_message (self, error->message, TRUE);
  else
    _breakeven_offer_picker_show_message (self, NULL, FALSE);
}

void
_breakeven_offer_picker_export (GtkWidget  *widget,
                                const char *action_name,
                                GVariant   *parameter)
{
  g_autoptr(GListModel) filters = _breakeven_offer_picker_catalogue_filters ();

  breakeven_compat_choose_file (GTK_WINDOW (widget), _("Export My Offers"), _("_Export"),
                                TRUE, filters, NULL, _("my-offers.xml"), on_export_chosen,
                                g_object_ref (widget));
}
