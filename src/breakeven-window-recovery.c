/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-window-recovery.c: offering back, one dialog each, the unsaved documents that a
 * previous run of Breakeven left when it ended without saving them */

#include "config.h"

#include <glib/gi18n.h>

#include "breakeven-import.h"
#include "breakeven-window-private.h"

/* Recovery ----------------------------------------------------------------------------------- */

typedef struct
{
  BreakevenWindow *self;
  GPtrArray *recoveries; /* of BreakevenRecovery, newest first */
  guint next;
  guint restored;
} RecoveryOffer;

static void offer_next_recovery (RecoveryOffer *offer);

static void
restore (RecoveryOffer     *offer,
         BreakevenRecovery *recovery)
{
  BreakevenWindow *self = offer->self;
  g_autoptr(GError) error = NULL;
  g_autoptr(BreakevenDocument) document = breakeven_recovery_restore (recovery, &error);
  BreakevenWindow *target = self;

  if (document == NULL)
    {
      breakeven_window_show_error (self, _("Could Not Restore the Changes"), error->message);
      return;
    }
  /* The first replaces what start-up showed if it was not edited; the others get windows */
  breakeven_window_flush_changes (self);
  if (offer->restored > 0 || breakeven_window_get_modified (self))
    {
      target = breakeven_window_new (gtk_window_get_application (GTK_WINDOW (self)));
      gtk_window_present (GTK_WINDOW (target));
    }
  breakeven_window_set_document (target, document);
  offer->restored++;
}

static gboolean
destroy_dialog (gpointer dialog)
{
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_object_unref (dialog);
  return G_SOURCE_REMOVE;
}

static void
on_recovery_response (AdwMessageDialog *dialog,
                      const char       *response,
                      RecoveryOffer    *offer)
{
  BreakevenRecovery *recovery = g_ptr_array_index (offer->recoveries, offer->next - 1);

  /* One answer per dialog (closing it would answer again), and it goes once answered */
  g_signal_handlers_disconnect_by_data (dialog, offer);
  gtk_widget_set_visible (GTK_WIDGET (dialog), FALSE);
  g_idle_add (destroy_dialog, g_object_ref (dialog));

  if (g_str_equal (response, "restore"))
    restore (offer, recovery);
  else if (g_str_equal (response, "discard"))
    breakeven_recovery_discard (recovery);
  /* "later" (Escape) keeps the file for the next start */
  offer_next_recovery (offer);
}

/* Unsaved work the reader would refuse (a truncated or too large recovery file) is not offered
 * for restoring but said, with why and where the file is; it stays there unless the user
 * discards it */
static void
report_unreadable_recovery (RecoveryOffer     *offer,
                            BreakevenRecovery *recovery,
                            const char        *when,
                            const GError      *error)
{
  GtkWidget *dialog;
  g_autofree char *body = NULL;
  /* As a terminal is shown it: a title's controls and direction overrides escaped, so that
   * they cannot reorder or hide the sentence around it */
  g_autofree char *title = breakeven_import_escape (breakeven_recovery_get_title (recovery), -1);

  /* Translators: the body of the message at start-up when the unsaved work a crash left cannot
   * be read back: a project's title, the date and time of its last change, then why (it names
   * the recovery file) */
  body = g_strdup_printf (_("“%s” has changes from %s that were never saved, but they cannot be "
                            "restored: %s. The file is kept there unless you discard it."),
                          title, when, error->message);
  dialog = adw_message_dialog_new (GTK_WINDOW (offer->self),
                                   _("Unsaved Changes Cannot Be Restored"), body);
  gtk_widget_set_name (dialog, "recovery-dialog");
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "discard", _("_Discard"),
                                    "later", _("_Keep"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "discard",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "later");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "later");
  g_signal_connect (dialog, "response", G_CALLBACK (on_recovery_response), offer);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
offer_next_recovery (RecoveryOffer *offer)
{
  BreakevenRecovery *recovery;
  GtkWidget *dialog;
  g_autofree char *when = NULL;
  g_autofree char *body = NULL;
  g_autofree char *title = NULL;
  g_autoptr(GError) error = NULL;
  GDateTime *time;

  if (offer->next >= offer->recoveries->len)
    {
      g_object_unref (offer->self);
      g_ptr_array_unref (offer->recoveries);
      g_free (offer);
      return;
    }
  recovery = g_ptr_array_index (offer->recoveries, offer->next++);
  title = breakeven_import_escape (breakeven_recovery_get_title (recovery), -1);
  time = breakeven_recovery_get_modified_time (recovery);
  when = time ? g_date_time_format (time, "%Y-%m-%d %H:%M") : g_strdup ("?");
  if (!breakeven_recovery_check (recovery, &error))
    {
      report_unreadable_recovery (offer, recovery, when, error);
      return;
    }
  /* Translators: the body of the question at start-up after a crash: a project's title, then
   * the date and time of its last unsaved change */
  body = g_strdup_printf (_("“%s” has changes from %s that were never saved. Restore them, or "
                            "discard them for good?"),
                          title, when);
  dialog = adw_message_dialog_new (GTK_WINDOW (offer->self), _("Restore Unsaved Changes?"), body);
  gtk_widget_set_name (dialog, "recovery-dialog");
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "later", _("_Later"),
                                    "discard", _("_Discard"),
                                    "restore", _("_Restore"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "discard",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "restore",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "restore");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "later");
  g_signal_connect (dialog, "response", G_CALLBACK (on_recovery_response), offer);
  gtk_window_present (GTK_WINDOW (dialog));
}

guint
breakeven_window_offer_recovery (BreakevenWindow *self,
                                 GFile           *directory)
{
  g_autoptr(GPtrArray) recoveries = NULL;
  RecoveryOffer *offer;
  guint n;

  g_return_val_if_fail (BREAKEVEN_IS_WINDOW (self), 0);

  recoveries = breakeven_recovery_list (directory);
  if (recoveries == NULL || recoveries->len == 0)
    return 0;
  n = recoveries->len;
  offer = g_new0 (RecoveryOffer, 1);
  offer->self = g_object_ref (self);
  offer->recoveries = g_steal_pointer (&recoveries);
  offer_next_recovery (offer);
  return n;
}
