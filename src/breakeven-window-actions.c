/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-window-actions.c: the window's actions: files, export, print, undo and redo
 *
 * Class actions (win.new, win.save, win.undo…) with their shortcuts, as editor-window-actions.c
 * does it.  File actions first settle unsaved changes (Save / Discard / Cancel), except Open,
 * which asks only once a readable file has been chosen: a cancelled chooser or a refused file
 * costs nothing.  Undo and redo are the document's; in a text field they undo the project too,
 * so the figures follow (the field then shows the value undone).
 */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "breakeven-compat.h"
#include "breakeven-export-dialog.h"
#include "breakeven-print-preview.h"
#include "breakeven-print.h"
#include "breakeven-window-private.h"

#define BREAKEVEN_MIME_TYPE "application/x-breakeven"

static void save_as (BreakevenWindow             *self,
                     BreakevenWindowContinuation  then);

/* Unsaved changes ---------------------------------------------------------------------------- */

static void
run_pending (BreakevenWindow *self)
{
  BreakevenWindowContinuation then = self->pending;

  self->pending = NULL;
  if (then != NULL)
    then (self);
}

static void
on_save_changes_response (const char *response,
                          gpointer    user_data)
{
  BreakevenWindow *self = user_data;
  GFile *file = breakeven_window_get_file (self);

  if (g_str_equal (response, "discard"))
    {
      /* Discarded for good: nothing to offer at the next start */
      breakeven_document_discard_recovery (self->document);
      run_pending (self);
    }
  else if (g_str_equal (response, "save"))
    {
      g_autoptr(GError) error = NULL;

      if (file == NULL)
        save_as (self, run_pending);
      else if (breakeven_window_save_to_file (self, file, &error))
        run_pending (self);
      /* The file was changed or deleted on disk: the question that asks about it carries on
       * with what was waiting once it is answered */
      else if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_WRONG_ETAG))
        self->pending = NULL;
    }
  else
    breakeven_window_settle_resume (self, FALSE);
  g_object_unref (self);
}

void
breakeven_window_settle_resume (BreakevenWindow *self,
                                gboolean         go_on)
{
  if (go_on)
    run_pending (self);
  else
    {
      self->pending = NULL;
      g_clear_object (&self->opened_document);
    }
}

void
breakeven_window_settle_changes (BreakevenWindow             *self,
                                 BreakevenWindowContinuation  then)
{
  g_autofree char *name = NULL;
  g_autofree char *body = NULL;

  /* A change made in this main-loop turn counts */
  breakeven_window_flush_changes (self);
  if (!breakeven_window_get_modified (self))
    {
      then (self);
      return;
    }
  /* The question is already asked (closing twice, say): one answer settles it */
  if (self->pending != NULL)
    return;
  self->pending = then;
  /* The file changed on disk is being asked about: its answer settles the changes, and what
   * was asked for goes on if nothing is left unsaved (breakeven_window_settle_resume) */
  if (self->disk_question != NULL)
    {
      gtk_window_present (GTK_WINDOW (self->disk_question));
      return;
    }
  name = breakeven_window_document_name (self);
  /* Translators: the body of the "Save changes?" question */
  body = g_strdup_printf (_("“%s” has unsaved changes. Changes which are not saved will be "
                            "permanently lost."), name);
  breakeven_compat_message (GTK_WINDOW (self), _("Save Changes?"), body, "save",
                            on_save_changes_response, g_object_ref (self),
                            "cancel", _("_Cancel"),
                            "discard", _("_Discard"),
                            "save", _("_Save"),
                            NULL);
}

/* Choosers ----------------------------------------------------------------------------------- */

static GListModel *
project_filters (void)
{
  GListStore *filters = g_list_store_new (GTK_TYPE_FILE_FILTER);
  g_autoptr(GtkFileFilter) project = gtk_file_filter_new ();
  g_autoptr(GtkFileFilter) all = gtk_file_filter_new ();

  gtk_file_filter_set_name (project, _("Breakeven projects"));
  /* Both: before the app is installed the MIME type may be unknown to the chooser */
  gtk_file_filter_add_mime_type (project, BREAKEVEN_MIME_TYPE);
  gtk_file_filter_add_suffix (project, "breakeven");
  gtk_file_filter_set_name (all, _("All files"));
  gtk_file_filter_add_pattern (all, "*");
  g_list_store_append (filters, project);
  g_list_store_append (filters, all);
  return G_LIST_MODEL (filters);
}

static void
adopt_opened_document (BreakevenWindow *self)
{
  g_autoptr(BreakevenDocument) document = g_steal_pointer (&self->opened_document);

  if (document != NULL)
    breakeven_window_set_document (self, document);
}

void
breakeven_window_open_file (BreakevenWindow *self,
                            GFile           *file)
{
  GtkApplication *application = gtk_window_get_application (GTK_WINDOW (self));
  BreakevenWindow *shown = application != NULL
                           ? breakeven_window_find_for_file (application, file) : NULL;
  g_autoptr(GError) error = NULL;

  g_return_if_fail (BREAKEVEN_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  /* Open in another window already: that window, not a second copy that would save over it */
  if (shown != NULL && shown != self)
    {
      gtk_window_present (GTK_WINDOW (shown));
      return;
    }
  /* Read first: a file that cannot be opened leaves the current document alone, unasked */
  g_clear_object (&self->opened_document);
  self->opened_document = breakeven_document_new_for_file (file, &error);
  if (self->opened_document == NULL)
    {
      breakeven_window_show_error (self, _("Could Not Open the File"), error->message);
      return;
    }
  breakeven_window_settle_changes (self, adopt_opened_document);
}

static void
on_open_chosen (GFile    *file,
                gpointer  user_data)
{
  g_autoptr(BreakevenWindow) self = user_data;

  if (file != NULL)
    breakeven_window_open_file (self, file);
}

static void
choose_and_open (BreakevenWindow *self)
{
  g_autoptr(GListModel) filters = project_filters ();

  breakeven_compat_choose_file (GTK_WINDOW (self), _("Open Project"), _("_Open"), FALSE, filters,
                                breakeven_window_get_file (self), NULL, on_open_chosen,
                                g_object_ref (self));
}

typedef struct
{
  BreakevenWindow *self;
  BreakevenWindowContinuation then;
} SaveAsRequest;

static void
on_save_as_chosen (GFile    *file,
                   gpointer  user_data)
{
  SaveAsRequest *request = user_data;
  BreakevenWindow *self = request->self;

  g_autoptr(GError) error = NULL;

  if (file != NULL && breakeven_window_save_to_file (self, file, &error))
    {
      if (request->then != NULL)
        request->then (self);
    }
  /* As after Save in the question about unsaved changes: a file changed on disk is asked
   * about, and that question goes on */
  else if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_WRONG_ETAG))
    self->pending = NULL;
  g_object_unref (self);
  g_free (request);
}

static void
save_as (BreakevenWindow             *self,
         BreakevenWindowContinuation  then)
{
  g_autoptr(GListModel) filters = project_filters ();
  g_autofree char *name = breakeven_window_document_name (self);
  g_autofree char *initial = NULL;
  SaveAsRequest *request = g_new0 (SaveAsRequest, 1);

  g_strdelimit (name, "/\\", '-');
  initial = g_str_has_suffix (name, ".breakeven") ? g_strdup (name)
                                                  : g_strconcat (name, ".breakeven", NULL);
  request->self = g_object_ref (self);
  request->then = then;
  breakeven_compat_choose_file (GTK_WINDOW (self), _("Save Project"), _("_Save"), TRUE, filters,
                                breakeven_window_get_file (self), initial, on_save_as_chosen,
                                request);
}

/* Export and print ---------------------------------------------------------------------------- */

static void
action_print (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  BreakevenWindow *self = BREAKEVEN_WINDOW (widget);
  BreakevenPrintContent content = g_str_equal (action_name, "win.print-chart")
                                  ? BREAKEVEN_PRINT_CHART : BREAKEVEN_PRINT_REPORT;
  g_autoptr(GError) error = NULL;

  if (self->document == NULL)
    return;
  if (breakeven_print_run (GTK_WINDOW (self), self->document, content,
                           breakeven_window_get_chart_kind (self), -1,
                           GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG, NULL, &error)
      == GTK_PRINT_OPERATION_RESULT_ERROR)
    breakeven_window_show_error (self, _("Could Not Print"), error->message);
}

static void
action_print_preview (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  BreakevenWindow *self = BREAKEVEN_WINDOW (widget);

  if (self->document == NULL)
    return;
  gtk_window_present (GTK_WINDOW (breakeven_print_preview_new (GTK_WINDOW (self), self->document,
                                                               breakeven_window_get_chart_kind (self))));
}

static void
action_open_exported (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  const char *uri = g_variant_get_string (parameter, NULL);

#if GTK_CHECK_VERSION (4, 10, 0)
  g_autoptr(GFile) file = g_file_new_for_uri (uri);
  g_autoptr(GtkFileLauncher) launcher = gtk_file_launcher_new (file);

  gtk_file_launcher_launch (launcher, GTK_WINDOW (widget), NULL, NULL, NULL);
#else
  gtk_show_uri (GTK_WINDOW (widget), uri, GDK_CURRENT_TIME);
#endif
}

/* Actions ------------------------------------------------------------------------------------ */

static void
start_new (BreakevenWindow *self)
{
  g_autoptr(BreakevenDocument) document = breakeven_document_new (NULL, NULL);

  breakeven_window_set_document (self, document);
}

static void
action_new (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  breakeven_window_settle_changes (BREAKEVEN_WINDOW (widget), start_new);
}

static void
start_deadlines_example (BreakevenWindow *self)
{
  breakeven_window_open_example (self, "sample-deadlines");
}

/* The second example: a student with daily work and two deadline bursts a year, where owning
 * the build and renting for the bursts is the answer */
static void
action_open_example_deadlines (GtkWidget  *widget,
                               const char *action_name,
                               GVariant   *parameter)
{
  breakeven_window_settle_changes (BREAKEVEN_WINDOW (widget), start_deadlines_example);
}

static void
action_open (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  choose_and_open (BREAKEVEN_WINDOW (widget));
}

static void
action_save (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  BreakevenWindow *self = BREAKEVEN_WINDOW (widget);
  GFile *file = breakeven_window_get_file (self);

  /* The sample and a new project have no file yet: ask where */
  if (file == NULL)
    save_as (self, NULL);
  else
    breakeven_window_save_to_file (self, file, NULL);
}

static void
action_save_as (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  save_as (BREAKEVEN_WINDOW (widget), NULL);
}

/* The export dialog's choices, written by the window */
static gboolean
on_export_chosen (BreakevenExportDialog        *dialog,
                  const BreakevenExportChoices *choices,
                  GError                      **error,
                  BreakevenWindow              *self)
{
  return breakeven_window_export_as (self, choices->file, choices->format, choices->chart,
                                     choices->width, choices->height, error);
}

static void
action_export (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  BreakevenWindow *self = BREAKEVEN_WINDOW (widget);
  GtkWidget *dialog;

  if (self->document == NULL)
    return;
  dialog = breakeven_export_dialog_new (GTK_WINDOW (self), self->document,
                                        breakeven_window_get_chart_kind (self));
  g_signal_connect_object (dialog, "export", G_CALLBACK (on_export_chosen), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
action_undo (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  BreakevenWindow *self = BREAKEVEN_WINDOW (widget);

  if (self->document == NULL)
    return;
  /* What was typed last is part of the step undone */
  breakeven_document_flush (self->document);
  if (g_str_equal (action_name, "win.undo"))
    breakeven_document_undo (self->document);
  else
    breakeven_document_redo (self->document);
  breakeven_document_flush (self->document);
}

static void
action_notes (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  BreakevenWindow *self = BREAKEVEN_WINDOW (widget);

  gtk_menu_button_popup (self->notes_button);
  gtk_widget_grab_focus (GTK_WIDGET (self->notes_view));
}

/* Pages ------------------------------------------------------------------------------------ */

static void
action_show_page (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  BreakevenWindow *self = BREAKEVEN_WINDOW (widget);

  breakeven_window_show_page (self, g_variant_get_string (parameter, NULL));
}

static void
action_add_part (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  BreakevenWindow *self = BREAKEVEN_WINDOW (widget);

  breakeven_window_show_page (self, "parts");
  gtk_widget_activate_action (GTK_WIDGET (self->parts_editor), "parts.add", NULL);
}

static void
action_catalogue (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  BreakevenWindow *self = BREAKEVEN_WINDOW (widget);

  breakeven_window_show_page (self, "offers");
  gtk_widget_activate_action (breakeven_window_get_page (self, "offers"), "offers.browse", NULL);
}

static GMenuItem *
history_item (const char *label,
              const char *action)
{
  GMenuItem *item = g_menu_item_new (label, action);

  g_menu_item_set_attribute (item, "id", "s", action);
  return item;
}

static gboolean
menu_item_has_label (GMenu      *menu,
                     int         index,
                     const char *label)
{
  g_autofree char *current = NULL;

  return g_menu_model_get_item_attribute (G_MENU_MODEL (menu), index, G_MENU_ATTRIBUTE_LABEL,
                                          "s", &current)
         && g_strcmp0 (current, label) == 0;
}

void
breakeven_window_update_actions (BreakevenWindow *self)
{
  BreakevenDocument *document = self->document;
  const char *undo_label = document ? breakeven_document_get_undo_label (document) : _("Undo");
  const char *redo_label = document ? breakeven_document_get_redo_label (document) : _("Redo");
  g_autoptr(GMenuItem) undo = NULL;
  g_autoptr(GMenuItem) redo = NULL;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo",
                                 document && breakeven_document_get_can_undo (document));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.redo",
                                 document && breakeven_document_get_can_redo (document));

  /* A menu item's label cannot change: the two items are made again with the step's name,
   * and only when a name changed (not on every edit of a run of typing) */
  if (g_menu_model_get_n_items (G_MENU_MODEL (self->undo_section)) == 2
      && menu_item_has_label (self->undo_section, 0, undo_label)
      && menu_item_has_label (self->undo_section, 1, redo_label))
    return;
  undo = history_item (undo_label, "win.undo");
  redo = history_item (redo_label, "win.redo");
  g_menu_remove_all (self->undo_section);
  g_menu_append_item (self->undo_section, undo);
  g_menu_append_item (self->undo_section, redo);
}

void
breakeven_window_class_init_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.new", NULL, action_new);
  gtk_widget_class_install_action (widget_class, "win.open", NULL, action_open);
  gtk_widget_class_install_action (widget_class, "win.open-example-deadlines", NULL,
                                   action_open_example_deadlines);
  gtk_widget_class_install_action (widget_class, "win.save", NULL, action_save);
  gtk_widget_class_install_action (widget_class, "win.save-as", NULL, action_save_as);
  gtk_widget_class_install_action (widget_class, "win.export", NULL, action_export);
  gtk_widget_class_install_action (widget_class, "win.print", NULL, action_print);
  gtk_widget_class_install_action (widget_class, "win.print-chart", NULL, action_print);
  gtk_widget_class_install_action (widget_class, "win.print-preview", NULL, action_print_preview);
  gtk_widget_class_install_action (widget_class, "win.open-exported", "s", action_open_exported);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, action_undo);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, action_undo);
  gtk_widget_class_install_action (widget_class, "win.notes", NULL, action_notes);
  gtk_widget_class_install_action (widget_class, "win.show-page", "s", action_show_page);
  gtk_widget_class_install_action (widget_class, "win.add-part", NULL, action_add_part);
  gtk_widget_class_install_action (widget_class, "win.catalogue", NULL, action_catalogue);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK, "win.new", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_o, GDK_CONTROL_MASK, "win.open", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK, "win.save", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "win.save-as", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_e, GDK_CONTROL_MASK, "win.export", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, GDK_CONTROL_MASK, "win.print", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "win.print-preview", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_m, GDK_CONTROL_MASK, "win.notes", NULL);
}

void
breakeven_window_init_actions (BreakevenWindow *self)
{
  static const struct { const char *trigger, *action, *page; } shortcuts[] = {
    { "<Control>z", "win.undo", NULL },
    { "<Control><Shift>z", "win.redo", NULL },
    { "<Control>y", "win.redo", NULL },
    /* A text field binds Ctrl+Shift+A (select none): the window's shortcuts come first */
    { "<Control><Shift>a", "win.add-part", NULL },
    { "<Control>k", "win.catalogue", NULL },
    { "<Control>1", "win.show-page", "parts" },
    { "<Control>2", "win.show-page", "usage" },
    { "<Control>3", "win.show-page", "offers" },
    { "<Alt>1", "win.show-page", "parts" },
    { "<Alt>2", "win.show-page", "usage" },
    { "<Alt>3", "win.show-page", "offers" },
  };
  GtkEventController *controller = gtk_shortcut_controller_new ();

  /* Undo and redo before the focused field sees the keys: a text field would otherwise undo
   * its text alone and leave the figures on the old value.  A class binding would come after
   * the field's own (class shortcuts run in the bubble phase).  The pages and the two adding
   * shortcuts work from any field likewise. */
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  gtk_event_controller_set_name (controller, "breakeven-window-shortcuts");
  for (guint i = 0; i < G_N_ELEMENTS (shortcuts); i++)
    {
      GtkShortcut *shortcut =
        gtk_shortcut_new (gtk_shortcut_trigger_parse_string (shortcuts[i].trigger),
                          gtk_named_action_new (shortcuts[i].action));

      if (shortcuts[i].page != NULL)
        gtk_shortcut_set_arguments (shortcut, g_variant_new_string (shortcuts[i].page));
      gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller), shortcut);
    }
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
  breakeven_window_update_actions (self);
}
