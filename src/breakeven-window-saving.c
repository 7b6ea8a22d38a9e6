/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-window-saving.c: the window writes its project, and asks first when the file was
 * changed or deleted behind it
 *
 * The document tells one version of the file from another (breakeven_file_version) and refuses
 * with G_IO_ERROR_WRONG_ETAG; the window then asks: Reload the file, or Overwrite it with this
 * project.  An answer that leaves nothing unsaved lets a Close, New or Open that asked to save
 * first go on (breakeven_window_settle_resume).
 */

#include "config.h"

#include <glib/gi18n.h>

#include "breakeven-compat.h"
#include "breakeven-window-private.h"

static gboolean save_with_flags (BreakevenWindow             *self,
                                 GFile                       *file,
                                 BreakevenDocumentSaveFlags   flags,
                                 GError                     **error);

typedef struct
{
  BreakevenWindow *self;
  GFile *file;
} ChangedOnDisk;

static void
on_changed_on_disk_response (const char *response,
                             gpointer    user_data)
{
  ChangedOnDisk *question = user_data;
  BreakevenWindow *self = question->self;
  gboolean settled = FALSE;

  if (g_str_equal (response, "overwrite") || g_str_equal (response, "save"))
    settled = save_with_flags (self, question->file, BREAKEVEN_DOCUMENT_SAVE_OVERWRITE_CHANGED,
                               NULL);
  else if (g_str_equal (response, "reload"))
    {
      g_autoptr(BreakevenDocument) before = g_object_ref (self->document);

      /* The changes made here go for good, as the user chose: nothing to recover later.  Only
       * once the file has been read, though: a file the reader refuses leaves the window, and
       * the recovery that keeps its changes, as they were */
      settled = breakeven_window_load_file (self, question->file, NULL);
      if (settled)
        breakeven_document_discard_recovery (before);
    }
  /* Saved or reloaded, nothing is left unsaved: a Close, New or Open that asked to save first
   * goes on (N2 of hunt 12); Cancel, or a save or reload that failed, stops it */
  breakeven_window_settle_resume (self, settled);
  g_object_unref (question->self);
  g_object_unref (question->file);
  g_free (question);
}

/* The file was changed by someone else since this window read or wrote it (or, DELETED, it was
 * deleted or moved away): the user chooses between that version and this one before anything
 * is written; of a file that is gone there is nothing to reload, only to write again */
static void
ask_about_disk (BreakevenWindow *self,
                GFile           *file,
                gboolean         deleted)
{
  ChangedOnDisk *question;
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *body = NULL;
  GtkWidget *dialog;

  /* Asked already (a save from another way in, say): that one question is answered */
  if (self->disk_question != NULL)
    {
      gtk_window_present (GTK_WINDOW (self->disk_question));
      return;
    }
  question = g_new0 (ChangedOnDisk, 1);
  question->self = g_object_ref (self);
  question->file = g_object_ref (file);
  if (deleted)
    {
      /* Translators: the body of the question when the file was deleted or moved away by
       * another program since it was opened; %s is the file name */
      body = g_strdup_printf (_("“%s” was deleted or moved since it was opened here. Save it "
                                "again here?"), name);
      dialog = breakeven_compat_message (GTK_WINDOW (self), _("File Deleted on Disk"), body,
                                         "cancel", on_changed_on_disk_response, question,
                                         "cancel", _("_Cancel"),
                                         "save", _("_Save"),
                                         NULL);
    }
  else
    {
      /* Translators: the body of the question when the file was changed by another program
       * (or window) since it was opened; %s is the file name */
      body = g_strdup_printf (_("“%s” was changed on disk since it was opened here. Reload it "
                                "and lose the changes made here, or keep them and overwrite "
                                "the file?"), name);
      dialog = breakeven_compat_message (GTK_WINDOW (self), _("File Changed on Disk"), body,
                                         "cancel", on_changed_on_disk_response, question,
                                         "cancel", _("_Cancel"),
                                         "reload", _("_Reload"),
                                         "overwrite", _("_Overwrite"),
                                         NULL);
    }
  g_set_weak_pointer (&self->disk_question, dialog);
}

static gboolean
save_with_flags (BreakevenWindow             *self,
                 GFile                       *file,
                 BreakevenDocumentSaveFlags   flags,
                 GError                     **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autofree char *name = NULL;
  g_autofree char *message = NULL;

  if (!breakeven_document_save_full (self->document, file, flags, &local_error))
    {
      if (g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_WRONG_ETAG))
        ask_about_disk (self, file, !g_file_query_exists (file, NULL));
      else
        breakeven_window_show_error (self, _("Could Not Save the File"), local_error->message);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  /* The title follows the document; the toast says where it went, which no title does (a
   * toast's title is markup: the name is escaped).  Only now: the file holds the project */
  breakeven_document_flush (self->document);
  breakeven_window_remember_file (self);
  name = g_file_get_basename (file);
  /* Translators: a notification after saving, with the file name */
  message = g_markup_printf_escaped (_("Saved to %s"), name);
  adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (message));
  return TRUE;
}

gboolean
breakeven_window_save_to_file (BreakevenWindow  *self,
                               GFile            *file,
                               GError          **error)
{
  g_return_val_if_fail (BREAKEVEN_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  return save_with_flags (self, file, BREAKEVEN_DOCUMENT_SAVE_DEFAULT, error);
}
