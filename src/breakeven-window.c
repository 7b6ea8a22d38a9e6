/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-window.c: the main window: one project, its editors, results and file actions
 *
 * The window owns the document (a BreakevenProject and its file) and hands the project to the
 * pages, which edit it through its setters; it only listens to "changed" to mark the document
 * modified.  File actions first settle unsaved changes (Save / Discard / Cancel), then use a
 * chooser, then the breakeven_window_*_file functions that tests call directly.
 */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "breakeven-compat.h"
#include "breakeven-cost.h"
#include "breakeven-export.h"
#include "breakeven-offers-page.h"
#include "breakeven-parts-editor.h"
#include "breakeven-results-view.h"
#include "breakeven-usage-page.h"
#include "breakeven-window.h"
#include "breakeven-xml.h"

#define BREAKEVEN_MIME_TYPE "application/x-breakeven"

typedef void (*Continuation) (BreakevenWindow *self);

struct _BreakevenWindow
{
  AdwApplicationWindow parent_instance;

  AdwWindowTitle *window_title;
  AdwToastOverlay *toast_overlay;
  GtkPaned *paned;
  AdwViewStack *view_stack;
  BreakevenPartsEditor *parts_editor;
  BreakevenUsagePage *usage_page;
  BreakevenOffersPage *offers_page;
  BreakevenResultsView *results_view;

  GSettings *settings;
  BreakevenProject *project;
  GFile *file;
  gboolean modified;
  gboolean close_confirmed;
  /* What to do once unsaved changes are settled */
  Continuation pending;
};

G_DEFINE_FINAL_TYPE (BreakevenWindow, breakeven_window, ADW_TYPE_APPLICATION_WINDOW)

static void save_as (BreakevenWindow *self, Continuation then);

/* Title ------------------------------------------------------------------------------------- */

static char *
document_name (BreakevenWindow *self)
{
  const char *title = self->project ? breakeven_project_get_title (self->project) : "";

  if (title != NULL && *title != '\0')
    return g_strdup (title);
  if (self->file != NULL)
    return g_file_get_basename (self->file);
  return g_strdup (_("Untitled project"));
}

static void
update_title (BreakevenWindow *self)
{
  g_autofree char *name = document_name (self);
  /* Translators: the window title of a document with unsaved changes */
  g_autofree char *title = self->modified ? g_strdup_printf (_("• %s"), name) : g_strdup (name);
  g_autofree char *subtitle = NULL;

  if (self->file != NULL)
    {
      g_autofree char *path = g_file_get_path (self->file);

      subtitle = path ? g_filename_display_name (path) : g_file_get_uri (self->file);
    }
  else
    subtitle = g_strdup (_("Not saved"));

  adw_window_title_set_title (self->window_title, title);
  adw_window_title_set_subtitle (self->window_title, subtitle);
  gtk_window_set_title (GTK_WINDOW (self), title);
}

static void
set_modified (BreakevenWindow *self,
              gboolean         modified)
{
  if (self->modified == modified)
    return;
  self->modified = modified;
  update_title (self);
}

static void
on_project_changed (BreakevenProject *project,
                    BreakevenWindow  *self)
{
  set_modified (self, TRUE);
}

static void
on_project_title (BreakevenWindow *self)
{
  update_title (self);
}

/* Document ---------------------------------------------------------------------------------- */

static void
remember_file (BreakevenWindow *self)
{
  g_autofree char *uri = NULL;

  if (self->file == NULL)
    return;
  uri = g_file_get_uri (self->file);
  gtk_recent_manager_add_item (gtk_recent_manager_get_default (), uri);
  g_settings_set_string (self->settings, "last-file", uri);
}

void
breakeven_window_set_document (BreakevenWindow  *self,
                               BreakevenProject *project,
                               GFile            *file)
{
  g_return_if_fail (BREAKEVEN_IS_WINDOW (self));
  g_return_if_fail (BREAKEVEN_IS_PROJECT (project));

  if (self->project != NULL)
    g_signal_handlers_disconnect_by_data (self->project, self);
  g_set_object (&self->project, project);
  g_set_object (&self->file, file);
  g_signal_connect_object (project, "changed", G_CALLBACK (on_project_changed), self, 0);
  g_signal_connect_object (project, "notify::title", G_CALLBACK (on_project_title), self,
                           G_CONNECT_SWAPPED);

  breakeven_parts_editor_set_project (self->parts_editor, project);
  breakeven_usage_page_set_project (self->usage_page, project);
  breakeven_offers_page_set_project (self->offers_page, project);
  breakeven_results_view_set_project (self->results_view, project);

  self->modified = FALSE;
  update_title (self);
  remember_file (self);
}

void
breakeven_window_open_sample (BreakevenWindow *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BreakevenProject) project = breakeven_project_load_sample (&error);

  if (project == NULL)
    {
      /* Only a broken build lacks its sample: start empty rather than not at all */
      g_warning ("Cannot load the sample project: %s", error->message);
      project = breakeven_project_new ();
    }
  breakeven_window_set_document (self, project, NULL);
}

static void
show_error (BreakevenWindow *self,
            const char      *heading,
            const char      *message)
{
  breakeven_compat_message (GTK_WINDOW (self), heading, message, "close", NULL, NULL,
                            "close", _("_Close"), NULL);
}

gboolean
breakeven_window_load_file (BreakevenWindow  *self,
                            GFile            *file,
                            GError          **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autoptr(BreakevenProject) project = NULL;

  g_return_val_if_fail (BREAKEVEN_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  project = breakeven_project_load_from_file (file, &local_error);
  if (project == NULL)
    {
      /* The loader's message already names the file and line: show it as it is */
      show_error (self, _("Could Not Open the File"), local_error->message);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  breakeven_window_set_document (self, project, file);
  return TRUE;
}

gboolean
breakeven_window_save_to_file (BreakevenWindow  *self,
                               GFile            *file,
                               GError          **error)
{
  g_autoptr(GError) local_error = NULL;

  g_return_val_if_fail (BREAKEVEN_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  if (!breakeven_project_save_to_file (self->project, file, NULL, &local_error))
    {
      show_error (self, _("Could Not Save the File"), local_error->message);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  g_set_object (&self->file, file);
  self->modified = FALSE;
  update_title (self);
  remember_file (self);
  return TRUE;
}

gboolean
breakeven_window_export_to_file (BreakevenWindow  *self,
                                 GFile            *file,
                                 GError          **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autoptr(BreakevenAnalysis) analysis = NULL;
  g_autofree char *path = g_file_get_path (file);
  gboolean ok = FALSE;

  g_return_val_if_fail (BREAKEVEN_IS_WINDOW (self), FALSE);

  analysis = breakeven_analysis_new (self->project);
  if (path == NULL)
    g_set_error (&local_error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                 _("Can only export to a local file"));
  else
    ok = breakeven_export_to_file (self->project, analysis, path,
                                   BREAKEVEN_EXPORT_DEFAULT_WIDTH,
                                   BREAKEVEN_EXPORT_DEFAULT_HEIGHT, &local_error);
  if (!ok)
    {
      show_error (self, _("Could Not Export"), local_error->message);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  {
    g_autofree char *name = g_file_get_basename (file);
    /* Translators: a notification after exporting, with the file name */
    g_autofree char *message = g_strdup_printf (_("Exported to %s"), name);

    adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (message));
  }
  return TRUE;
}

gboolean
breakeven_window_is_pristine (BreakevenWindow *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_WINDOW (self), FALSE);
  return self->file == NULL && !self->modified;
}

BreakevenProject *
breakeven_window_get_project (BreakevenWindow *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_WINDOW (self), NULL);
  return self->project;
}

GFile *
breakeven_window_get_file (BreakevenWindow *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_WINDOW (self), NULL);
  return self->file;
}

gboolean
breakeven_window_get_modified (BreakevenWindow *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_WINDOW (self), FALSE);
  return self->modified;
}

/* Unsaved changes ---------------------------------------------------------------------------- */

static void
run_pending (BreakevenWindow *self)
{
  Continuation then = self->pending;

  self->pending = NULL;
  if (then != NULL)
    then (self);
}

static void
on_save_changes_response (const char *response,
                          gpointer    user_data)
{
  BreakevenWindow *self = user_data;

  if (g_str_equal (response, "discard"))
    run_pending (self);
  else if (g_str_equal (response, "save"))
    {
      if (self->file == NULL)
        save_as (self, run_pending);
      else if (breakeven_window_save_to_file (self, self->file, NULL))
        run_pending (self);
      else
        self->pending = NULL;
    }
  else
    self->pending = NULL;
  g_object_unref (self);
}

/* Runs THEN now when there is nothing to lose, else after Save or Discard (not after Cancel) */
static void
settle_changes (BreakevenWindow *self,
                Continuation     then)
{
  g_autofree char *name = NULL;
  g_autofree char *body = NULL;

  if (!self->modified)
    {
      then (self);
      return;
    }
  /* The question is already asked (closing twice, say): one answer settles it */
  if (self->pending != NULL)
    return;
  self->pending = then;
  name = document_name (self);
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
on_open_chosen (GFile    *file,
                gpointer  user_data)
{
  g_autoptr(BreakevenWindow) self = user_data;

  if (file != NULL)
    breakeven_window_load_file (self, file, NULL);
}

static void
choose_and_open (BreakevenWindow *self)
{
  g_autoptr(GListModel) filters = project_filters ();

  breakeven_compat_choose_file (GTK_WINDOW (self), _("Open Project"), _("_Open"), FALSE, filters,
                                self->file, NULL, on_open_chosen, g_object_ref (self));
}

typedef struct
{
  BreakevenWindow *self;
  Continuation then;
} SaveAsRequest;

static void
on_save_as_chosen (GFile    *file,
                   gpointer  user_data)
{
  SaveAsRequest *request = user_data;
  BreakevenWindow *self = request->self;

  if (file != NULL && breakeven_window_save_to_file (self, file, NULL) && request->then)
    request->then (self);
  else
    self->pending = NULL;
  g_object_unref (self);
  g_free (request);
}

static void
save_as (BreakevenWindow *self,
         Continuation     then)
{
  g_autoptr(GListModel) filters = project_filters ();
  g_autofree char *name = document_name (self);
  g_autofree char *initial = NULL;
  SaveAsRequest *request = g_new0 (SaveAsRequest, 1);

  g_strdelimit (name, "/\\", '-');
  initial = g_str_has_suffix (name, ".breakeven") ? g_strdup (name)
                                                  : g_strconcat (name, ".breakeven", NULL);
  request->self = g_object_ref (self);
  request->then = then;
  breakeven_compat_choose_file (GTK_WINDOW (self), _("Save Project"), _("_Save"), TRUE, filters,
                                self->file, initial, on_save_as_chosen, request);
}

static void
on_export_chosen (GFile    *file,
                  gpointer  user_data)
{
  g_autoptr(BreakevenWindow) self = user_data;
  g_autofree char *basename = NULL;
  g_autoptr(GFile) parent = NULL;

  if (file == NULL)
    return;
  basename = g_file_get_basename (file);
  parent = g_file_get_parent (file);
  /* A name without an extension gets the report, the format most people want */
  if (strchr (basename, '.') == NULL && parent != NULL)
    {
      g_autofree char *with_pdf = g_strconcat (basename, ".pdf", NULL);
      g_autoptr(GFile) pdf = g_file_get_child (parent, with_pdf);

      breakeven_window_export_to_file (self, pdf, NULL);
    }
  else
    breakeven_window_export_to_file (self, file, NULL);
}

static void
choose_and_export (BreakevenWindow *self)
{
  GListStore *filters = g_list_store_new (GTK_TYPE_FILE_FILTER);
  static const struct { const char *name, *mime, *suffix; } formats[] = {
    { N_("PDF report"), "application/pdf", "pdf" },
    { N_("SVG chart"), "image/svg+xml", "svg" },
    { N_("PNG chart"), "image/png", "png" },
  };
  g_autofree char *name = document_name (self);
  g_autofree char *initial = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (formats); i++)
    {
      g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();

      gtk_file_filter_set_name (filter, _(formats[i].name));
      gtk_file_filter_add_mime_type (filter, formats[i].mime);
      gtk_file_filter_add_suffix (filter, formats[i].suffix);
      g_list_store_append (filters, filter);
    }
  g_strdelimit (name, "/\\", '-');
  initial = g_strconcat (name, ".pdf", NULL);
  breakeven_compat_choose_file (GTK_WINDOW (self), _("Export"), _("_Export"), TRUE,
                                G_LIST_MODEL (filters), self->file, initial,
                                on_export_chosen, g_object_ref (self));
  g_object_unref (filters);
}

/* Actions ------------------------------------------------------------------------------------ */

static void
start_new (BreakevenWindow *self)
{
  g_autoptr(BreakevenProject) project = breakeven_project_new ();

  breakeven_window_set_document (self, project, NULL);
}

static void
action_new (GSimpleAction *action,
            GVariant      *parameter,
            gpointer       user_data)
{
  settle_changes (BREAKEVEN_WINDOW (user_data), start_new);
}

static void
action_open (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  settle_changes (BREAKEVEN_WINDOW (user_data), choose_and_open);
}

static void
action_save (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  BreakevenWindow *self = BREAKEVEN_WINDOW (user_data);

  /* The sample and a new project have no file yet: ask where */
  if (self->file == NULL)
    save_as (self, NULL);
  else
    breakeven_window_save_to_file (self, self->file, NULL);
}

static void
action_save_as (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  save_as (BREAKEVEN_WINDOW (user_data), NULL);
}

static void
action_export (GSimpleAction *action,
               GVariant      *parameter,
               gpointer       user_data)
{
  choose_and_export (BREAKEVEN_WINDOW (user_data));
}

static const GActionEntry win_actions[] = {
  { "new", action_new },
  { "open", action_open },
  { "save", action_save },
  { "save-as", action_save_as },
  { "export", action_export },
};

/* Window state ------------------------------------------------------------------------------- */

static void
save_window_state (BreakevenWindow *self)
{
  int width, height;

  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  g_settings_set_boolean (self->settings, "window-maximized", gtk_window_is_maximized (GTK_WINDOW (self)));
  if (!gtk_window_is_maximized (GTK_WINDOW (self)) && width > 0 && height > 0)
    {
      g_settings_set_int (self->settings, "window-width", width);
      g_settings_set_int (self->settings, "window-height", height);
    }
  g_settings_set_int (self->settings, "paned-position", gtk_paned_get_position (self->paned));
}

static void
really_close (BreakevenWindow *self)
{
  self->close_confirmed = TRUE;
  gtk_window_close (GTK_WINDOW (self));
}

static gboolean
breakeven_window_close_request (GtkWindow *window)
{
  BreakevenWindow *self = BREAKEVEN_WINDOW (window);

  if (self->modified && !self->close_confirmed)
    {
      settle_changes (self, really_close);
      return TRUE;
    }
  save_window_state (self);
  return GTK_WINDOW_CLASS (breakeven_window_parent_class)->close_request (window);
}

static void
breakeven_window_dispose (GObject *object)
{
  BreakevenWindow *self = BREAKEVEN_WINDOW (object);

  if (self->project != NULL)
    g_signal_handlers_disconnect_by_data (self->project, self);
  gtk_widget_dispose_template (GTK_WIDGET (self), BREAKEVEN_TYPE_WINDOW);
  g_clear_object (&self->project);
  g_clear_object (&self->file);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (breakeven_window_parent_class)->dispose (object);
}

static void
breakeven_window_class_init (BreakevenWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = breakeven_window_dispose;
  window_class->close_request = breakeven_window_close_request;

  g_type_ensure (BREAKEVEN_TYPE_PARTS_EDITOR);
  g_type_ensure (BREAKEVEN_TYPE_USAGE_PAGE);
  g_type_ensure (BREAKEVEN_TYPE_OFFERS_PAGE);
  g_type_ensure (BREAKEVEN_TYPE_RESULTS_VIEW);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/ui/breakeven-window.ui");
  gtk_widget_class_bind_template_child (widget_class, BreakevenWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, BreakevenWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, BreakevenWindow, paned);
  gtk_widget_class_bind_template_child (widget_class, BreakevenWindow, view_stack);
  gtk_widget_class_bind_template_child (widget_class, BreakevenWindow, parts_editor);
  gtk_widget_class_bind_template_child (widget_class, BreakevenWindow, usage_page);
  gtk_widget_class_bind_template_child (widget_class, BreakevenWindow, offers_page);
  gtk_widget_class_bind_template_child (widget_class, BreakevenWindow, results_view);
}

static void
breakeven_window_init (BreakevenWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  g_action_map_add_action_entries (G_ACTION_MAP (self), win_actions, G_N_ELEMENTS (win_actions),
                                   self);

  self->settings = g_settings_new (APP_ID);
  gtk_window_set_default_size (GTK_WINDOW (self),
                               g_settings_get_int (self->settings, "window-width"),
                               g_settings_get_int (self->settings, "window-height"));
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));
  gtk_paned_set_position (self->paned, g_settings_get_int (self->settings, "paned-position"));

  update_title (self);
}

BreakevenWindow *
breakeven_window_new (GtkApplication *application)
{
  return g_object_new (BREAKEVEN_TYPE_WINDOW, "application", application, NULL);
}
