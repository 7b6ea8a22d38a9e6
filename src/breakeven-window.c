/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-window.c: the main window: one document, its editors, results and file actions
 *
 * The window shows a BreakevenDocument (its "document" property): the pages, the results and
 * the chart bind to the same property in the template, so they all follow one project and one
 * analysis.  The document holds the file, the modified flag and the history; the window only
 * shows its title and history in the header and the Edit menu.  The actions (file, undo) are
 * in breakeven-window-actions.c; saving, and the questions about a file changed behind the
 * window, in breakeven-window-saving.c.
 */

#include "config.h"

#include <glib/gi18n.h>
#include <stdlib.h>
#include <string.h>

#include "breakeven-compat.h"
#include "breakeven-cost.h"
#include "breakeven-enums.h"
#include "breakeven-export.h"
#include "breakeven-offer-picker.h"
#include "breakeven-window-private.h"
#include "breakeven-xml.h"

G_DEFINE_FINAL_TYPE (BreakevenWindow, breakeven_window, ADW_TYPE_APPLICATION_WINDOW)

enum {
  PROP_0,
  PROP_DOCUMENT,
  PROP_CHART_KIND,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Title ------------------------------------------------------------------------------------- */

char *
breakeven_window_document_name (BreakevenWindow *self)
{
  if (self->document == NULL)
    return g_strdup (_("Untitled project"));
  return g_strdup (breakeven_document_get_title (self->document));
}

static void
update_title (BreakevenWindow *self)
{
  g_autofree char *name = breakeven_window_document_name (self);
  gboolean modified = self->document && breakeven_document_get_modified (self->document);
  GFile *file = self->document ? breakeven_document_get_file (self->document) : NULL;
  /* Translators: the window title of a document with unsaved changes */
  g_autofree char *title = modified ? g_strdup_printf (_("• %s"), name) : g_strdup (name);
  g_autofree char *subtitle = NULL;

  if (file != NULL)
    {
      g_autofree char *path = g_file_get_path (file);

      subtitle = path ? g_filename_display_name (path) : g_file_get_uri (file);
    }
  else
    subtitle = g_strdup (_("Not saved"));

  adw_window_title_set_title (self->window_title, title);
  adw_window_title_set_subtitle (self->window_title, subtitle);
  gtk_window_set_title (GTK_WINDOW (self), title);
}

/* Document ---------------------------------------------------------------------------------- */

static void update_banner (BreakevenWindow *self);

void
breakeven_window_remember_file (BreakevenWindow *self)
{
  GFile *file = self->document ? breakeven_document_get_file (self->document) : NULL;
  g_autofree char *uri = NULL;

  if (file == NULL)
    return;
  uri = g_file_get_uri (file);
  gtk_recent_manager_add_item (gtk_recent_manager_get_default (), uri);
  g_settings_set_string (self->settings, "last-file", uri);
}

BreakevenDocument *
breakeven_window_get_document (BreakevenWindow *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_WINDOW (self), NULL);
  return self->document;
}

void
breakeven_window_set_document (BreakevenWindow   *self,
                               BreakevenDocument *document)
{
  g_return_if_fail (BREAKEVEN_IS_WINDOW (self));
  g_return_if_fail (document == NULL || BREAKEVEN_IS_DOCUMENT (document));

  if (!g_set_object (&self->document, document))
    return;
  g_signal_group_set_target (self->document_signals, document);
  g_binding_group_set_source (self->project_bindings,
                              document ? breakeven_document_get_project (document) : NULL);
  update_title (self);
  update_banner (self);
  breakeven_window_update_actions (self);
  breakeven_window_remember_file (self);
  /* The pages, the results and the chart follow through their bindings */
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DOCUMENT]);
}

void
breakeven_window_open_sample (BreakevenWindow *self)
{
  breakeven_window_open_example (self, "sample");
}

/* An example of the resources (EXAMPLE.breakeven, in the window's language when translated),
 * as a new document with no file: saving it asks where */
void
breakeven_window_open_example (BreakevenWindow *self,
                               const char      *example)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BreakevenProject) project = breakeven_project_load_example (example, &error);
  g_autoptr(BreakevenDocument) document = NULL;

  if (project == NULL)
    {
      /* Only a broken build lacks its examples: start empty rather than not at all */
      g_warning ("Cannot load the example project %s: %s", example, error->message);
      project = breakeven_project_new ();
    }
  document = breakeven_document_new (project, NULL);
  breakeven_window_set_document (self, document);
}

void
breakeven_window_show_error (BreakevenWindow *self,
                             const char      *heading,
                             const char      *message)
{
  breakeven_compat_message (GTK_WINDOW (self), heading, message, "close", NULL, NULL,
                            "close", _("_Close"), NULL);
}

void
breakeven_window_open_last_file (BreakevenWindow *self,
                                 GFile           *file)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BreakevenDocument) document = NULL;

  g_return_if_fail (BREAKEVEN_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  document = breakeven_document_new_for_file (file, &error);
  if (document != NULL)
    {
      breakeven_window_set_document (self, document);
      return;
    }
  /* Never silently: the sample stands in, and the window says why */
  breakeven_window_open_sample (self);
  breakeven_window_show_error (self, _("Could Not Open Your Last Project"), error->message);
}

gboolean
breakeven_window_load_file (BreakevenWindow  *self,
                            GFile            *file,
                            GError          **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autoptr(BreakevenDocument) document = NULL;

  g_return_val_if_fail (BREAKEVEN_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  document = breakeven_document_new_for_file (file, &local_error);
  if (document == NULL)
    {
      /* The loader's message already names the file and line: show it as it is */
      breakeven_window_show_error (self, _("Could Not Open the File"), local_error->message);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  breakeven_window_set_document (self, document);
  return TRUE;
}

BreakevenChartKind
breakeven_window_get_chart_kind (BreakevenWindow *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_WINDOW (self), BREAKEVEN_CHART_KIND_CUMULATIVE);
  return breakeven_chart_view_get_kind (self->chart);
}

BreakevenChartView *
breakeven_window_get_chart (BreakevenWindow *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_WINDOW (self), NULL);
  return self->chart;
}

gboolean
breakeven_window_export_to_file (BreakevenWindow  *self,
                                 GFile            *file,
                                 GError          **error)
{
  g_autofree char *basename = NULL;
  BreakevenExportFormat format = BREAKEVEN_EXPORT_FORMAT_PDF;

  g_return_val_if_fail (BREAKEVEN_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  basename = g_file_get_basename (file);
  if (!breakeven_export_format_from_path (basename, &format))
    {
      g_autoptr(GError) local_error = NULL;

      g_set_error (&local_error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   /* Translators: %s is a file name */
                   _("%s: the name must end in .pdf, .svg, .png, .csv, .md or .json"), basename);
      breakeven_window_show_error (self, _("Could Not Export"), local_error->message);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  return breakeven_window_export_as (self, file, format,
                                     breakeven_window_get_chart_kind (self),
                                     BREAKEVEN_EXPORT_DEFAULT_WIDTH,
                                     BREAKEVEN_EXPORT_DEFAULT_HEIGHT, error);
}

gboolean
breakeven_window_export_as (BreakevenWindow        *self,
                            GFile                  *file,
                            BreakevenExportFormat   format,
                            BreakevenChartKind      chart,
                            int                     width,
                            int                     height,
                            GError                **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autofree char *path = NULL;
  gboolean ok = FALSE;

  g_return_val_if_fail (BREAKEVEN_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  path = g_file_get_path (file);
  /* The figures of the project as it is now, not as of the last main-loop turn */
  breakeven_document_flush (self->document);
  if (path == NULL)
    g_set_error (&local_error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                 _("Can only export to a local file"));
  else
    {
      /* The lines turned off in the window stay off in the exported chart (per offer of this
       * document's analysis, the one just flushed) */
      guint n_hidden = 0;
      g_autofree gboolean *hidden = breakeven_chart_view_dup_hidden (self->chart, &n_hidden);

      ok = breakeven_export_to_file_as_shown (breakeven_document_get_project (self->document),
                                              breakeven_document_get_analysis (self->document),
                                              path, format, chart, width, height, hidden,
                                              n_hidden, &local_error);
    }
  if (!ok)
    {
      breakeven_window_show_error (self, _("Could Not Export"), local_error->message);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  {
    g_autofree char *display = g_filename_display_name (path);
    g_autofree char *uri = g_file_get_uri (file);
    /* Translators: a notification after exporting, with where the file went */
    g_autofree char *message = g_markup_printf_escaped (_("Exported to %s"), display);
    AdwToast *toast = adw_toast_new (message);

    adw_toast_set_button_label (toast, _("_Open"));
    adw_toast_set_action_name (toast, "win.open-exported");
    adw_toast_set_action_target_value (toast, g_variant_new_string (uri));
    adw_toast_overlay_add_toast (self->toast_overlay, toast);
  }
  return TRUE;
}

/* FILE once its links are followed, to tell two names of one file apart from two files */
static char *
resolved_path (GFile *file)
{
  const char *path = g_file_peek_path (file);

  return path != NULL ? realpath (path, NULL) : NULL;
}

/* What tells FILE from any other file on this machine (its device and inode), so that two hard
 * links to it are one file; NULL when it does not exist */
static char *
file_identity (GFile *file)
{
  g_autoptr(GFileInfo) info = g_file_query_info (file, G_FILE_ATTRIBUTE_ID_FILE,
                                                 G_FILE_QUERY_INFO_NONE, NULL, NULL);
  const char *id = info != NULL ? g_file_info_get_attribute_string (info,
                                                                  G_FILE_ATTRIBUTE_ID_FILE)
                                : NULL;

  return g_strdup (id);
}

BreakevenWindow *
breakeven_window_find_for_file (GtkApplication *application,
                                GFile          *file)
{
  g_autofree char *path = NULL;
  g_autofree char *id = NULL;

  g_return_val_if_fail (GTK_IS_APPLICATION (application), NULL);
  g_return_val_if_fail (G_IS_FILE (file), NULL);

  path = resolved_path (file);
  id = file_identity (file);
  for (GList *l = gtk_application_get_windows (application); l != NULL; l = l->next)
    {
      GFile *shown;
      g_autofree char *shown_path = NULL;
      g_autofree char *shown_id = NULL;

      if (!BREAKEVEN_IS_WINDOW (l->data)
          || (shown = breakeven_window_get_file (BREAKEVEN_WINDOW (l->data))) == NULL)
        continue;
      if (g_file_equal (shown, file))
        return l->data;
      shown_path = resolved_path (shown);
      if (path != NULL && shown_path != NULL && strcmp (path, shown_path) == 0)
        return l->data;
      /* Another name of the same file (a hard link) */
      shown_id = id != NULL ? file_identity (shown) : NULL;
      if (shown_id != NULL && strcmp (id, shown_id) == 0)
        return l->data;
    }
  return NULL;
}

gboolean
breakeven_window_is_pristine (BreakevenWindow *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_WINDOW (self), FALSE);
  return self->document == NULL
         || (breakeven_document_get_file (self->document) == NULL
             && !breakeven_window_get_modified (self));
}

BreakevenProject *
breakeven_window_get_project (BreakevenWindow *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_WINDOW (self), NULL);
  return self->document ? breakeven_document_get_project (self->document) : NULL;
}

GFile *
breakeven_window_get_file (BreakevenWindow *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_WINDOW (self), NULL);
  return self->document ? breakeven_document_get_file (self->document) : NULL;
}

void
breakeven_window_flush_changes (BreakevenWindow *self)
{
  g_return_if_fail (BREAKEVEN_IS_WINDOW (self));

  if (self->document != NULL)
    breakeven_document_flush (self->document);
}

gboolean
breakeven_window_get_modified (BreakevenWindow *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_WINDOW (self), FALSE);

  /* As last settled: a caller that must count a change of this main-loop turn flushes first
   * (breakeven_window_flush_changes) */
  return self->document != NULL && breakeven_document_get_modified (self->document);
}

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

  /* An offer picker's unwritten change of the user's offers is asked about first: closing
   * this window would close the picker with it */
  if (breakeven_offer_picker_ask_before_parent_closes (window))
    return TRUE;
  /* A change made in this main-loop turn counts */
  breakeven_window_flush_changes (self);
  if (!self->close_confirmed && breakeven_window_get_modified (self))
    {
      breakeven_window_settle_changes (self, really_close);
      return TRUE;
    }
  save_window_state (self);
  return GTK_WINDOW_CLASS (breakeven_window_parent_class)->close_request (window);
}

/* One column: the page switcher stacks each icon over its label, and on a phone's width Save
 * stays in the main menu and on Ctrl+S, for the header to fit */
static void
apply_layout_mode (BreakevenWindow *self,
                   gboolean         wide,
                   gboolean         compact)
{
  adw_view_switcher_set_policy (self->view_switcher, wide ? ADW_VIEW_SWITCHER_POLICY_WIDE
                                                          : ADW_VIEW_SWITCHER_POLICY_NARROW);
  gtk_widget_set_visible (self->save_button, !compact);
}

static void
on_layout_mode (BreakevenWindow *self)
{
  apply_layout_mode (self, breakeven_window_layout_get_wide (self->layout),
                     breakeven_window_layout_get_compact (self->layout));
}

/* Before the first allocation the layout cannot know its width: the size asked for decides,
 * or the wide mode's minimum widths would keep the window from being as narrow as asked */
static void
on_default_width (BreakevenWindow *self)
{
  int width, height;

  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    return;
  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  if (width > 0)
    apply_layout_mode (self, width >= BREAKEVEN_WINDOW_LAYOUT_WIDE_WIDTH,
                       width < BREAKEVEN_WINDOW_LAYOUT_COMPACT_WIDTH);
}

static void
on_history_changed (BreakevenWindow *self)
{
  breakeven_window_update_actions (self);
}

static void
breakeven_window_dispose (GObject *object)
{
  BreakevenWindow *self = BREAKEVEN_WINDOW (object);

  if (self->document_signals != NULL)
    g_signal_group_set_target (self->document_signals, NULL);
  if (self->project_bindings != NULL)
    g_binding_group_set_source (self->project_bindings, NULL);
  g_clear_handle_id (&self->focus_idle, g_source_remove);
  for (guint i = 0; i < G_N_ELEMENTS (self->page_focus); i++)
    g_clear_weak_pointer (&self->page_focus[i]);
  gtk_widget_dispose_template (GTK_WIDGET (self), BREAKEVEN_TYPE_WINDOW);
  g_clear_object (&self->document_signals);
  g_clear_object (&self->project_bindings);
  g_clear_object (&self->document);
  g_clear_object (&self->opened_document);
  g_clear_weak_pointer (&self->disk_question);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (breakeven_window_parent_class)->dispose (object);
}

static void
breakeven_window_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  BreakevenWindow *self = BREAKEVEN_WINDOW (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT: g_value_set_object (value, self->document); break;
    case PROP_CHART_KIND:
      /* Asked by the chart's buttons while the template is being built */
      g_value_set_enum (value, self->chart ? breakeven_chart_view_get_kind (self->chart)
                                           : BREAKEVEN_CHART_KIND_CUMULATIVE);
      break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
breakeven_window_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  BreakevenWindow *self = BREAKEVEN_WINDOW (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT: breakeven_window_set_document (self, g_value_get_object (value)); break;
    case PROP_CHART_KIND:
      if (breakeven_chart_view_get_kind (self->chart) != (BreakevenChartKind) g_value_get_enum (value))
        {
          breakeven_chart_view_set_kind (self->chart, g_value_get_enum (value));
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
breakeven_window_class_init (BreakevenWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = breakeven_window_dispose;
  object_class->get_property = breakeven_window_get_property;
  object_class->set_property = breakeven_window_set_property;
  window_class->close_request = breakeven_window_close_request;

  properties[PROP_DOCUMENT] =
    g_param_spec_object ("document", NULL, NULL, BREAKEVEN_TYPE_DOCUMENT,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* Which chart is shown: win.chart-kind, the chart's buttons, and what Export offers first */
  properties[PROP_CHART_KIND] =
    g_param_spec_enum ("chart-kind", NULL, NULL, BREAKEVEN_TYPE_CHART_KIND,
                       BREAKEVEN_CHART_KIND_CUMULATIVE,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (BREAKEVEN_TYPE_WINDOW_LAYOUT);
  g_type_ensure (BREAKEVEN_TYPE_CHART_VIEW);
  g_type_ensure (BREAKEVEN_TYPE_PARTS_EDITOR);
  g_type_ensure (BREAKEVEN_TYPE_LAZY_PAGE);
  g_type_ensure (BREAKEVEN_TYPE_RESULTS_VIEW);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/ui/breakeven-window.ui");
  gtk_widget_class_bind_template_child (widget_class, BreakevenWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, BreakevenWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, BreakevenWindow, primary_menu_button);
  gtk_widget_class_bind_template_child (widget_class, BreakevenWindow, notes_button);
  gtk_widget_class_bind_template_child (widget_class, BreakevenWindow, undo_section);
  gtk_widget_class_bind_template_child (widget_class, BreakevenWindow, layout_scroller);
  gtk_widget_class_bind_template_child (widget_class, BreakevenWindow, layout);
  gtk_widget_class_bind_template_child (widget_class, BreakevenWindow, view_switcher);
  gtk_widget_class_bind_template_child (widget_class, BreakevenWindow, save_button);
  gtk_widget_class_bind_template_child (widget_class, BreakevenWindow, chart);
  gtk_widget_class_bind_template_child (widget_class, BreakevenWindow, view_stack);
  gtk_widget_class_bind_template_child (widget_class, BreakevenWindow, parts_editor);
  gtk_widget_class_bind_template_child (widget_class, BreakevenWindow, usage_placeholder);
  gtk_widget_class_bind_template_child (widget_class, BreakevenWindow, offers_placeholder);
  gtk_widget_class_bind_template_child (widget_class, BreakevenWindow, results_view);
  gtk_widget_class_bind_template_child (widget_class, BreakevenWindow, notes_view);
  gtk_widget_class_bind_template_child (widget_class, BreakevenWindow, notes_full_label);
  gtk_widget_class_bind_template_child (widget_class, BreakevenWindow, notes_too_long_label);
  gtk_widget_class_bind_template_child (widget_class, BreakevenWindow, banner_revealer);
  gtk_widget_class_bind_template_child (widget_class, BreakevenWindow, banner_label);

  gtk_widget_class_install_property_action (widget_class, "win.chart-kind", "chart-kind");
  breakeven_window_class_init_actions (widget_class);
}

/* Unsaved work that cannot be written for recovery (a full or read-only data folder): said in
 * the window for as long as it lasts, not only on standard error */
static void
update_banner (BreakevenWindow *self)
{
  const char *error = self->document ? breakeven_document_get_autosave_error (self->document)
                                     : NULL;
  g_autofree char *text = NULL;

  if (error != NULL)
    {
      /* Translators: a banner in the window; %s is the folder and why, e.g. "/home/ada/.local/
       * share/breakeven/recovery: the disk is full" */
      text = breakeven_document_get_autosave_too_large (self->document)
             /* Translators: a banner in the window; %s is the folder and why: the project is
              * too large for a project file, so it cannot be saved either */
             ? g_strdup_printf (_("Unsaved changes cannot be kept for recovery after a crash, "
                                  "nor saved (%s)."), error)
             : g_strdup_printf (_("Unsaved changes cannot be kept for recovery after a crash "
                                  "(%s). Save the project to keep them."), error);
      gtk_label_set_text (self->banner_label, text);
    }
  gtk_revealer_set_reveal_child (self->banner_revealer, error != NULL);
}

static void
breakeven_window_init (BreakevenWindow *self)
{
  self->document_signals = g_signal_group_new (BREAKEVEN_TYPE_DOCUMENT);
  g_signal_group_connect_object (self->document_signals, "notify::title",
                                 G_CALLBACK (update_title), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->document_signals, "notify::modified",
                                 G_CALLBACK (update_title), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->document_signals, "notify::file",
                                 G_CALLBACK (update_title), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->document_signals, "notify::can-undo",
                                 G_CALLBACK (on_history_changed), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->document_signals, "notify::can-redo",
                                 G_CALLBACK (on_history_changed), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->document_signals, "notify::undo-label",
                                 G_CALLBACK (on_history_changed), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->document_signals, "notify::redo-label",
                                 G_CALLBACK (on_history_changed), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->document_signals, "notify::autosave-error",
                                 G_CALLBACK (update_banner), self, G_CONNECT_SWAPPED);

  gtk_widget_init_template (GTK_WIDGET (self));
  breakeven_lazy_page_set_page_type (self->usage_placeholder, BREAKEVEN_TYPE_USAGE_PAGE);
  breakeven_lazy_page_set_page_type (self->offers_placeholder, BREAKEVEN_TYPE_OFFERS_PAGE);

  self->project_bindings = g_binding_group_new ();
  g_signal_connect_object (gtk_menu_button_get_popover (self->notes_button), "show",
                           G_CALLBACK (breakeven_window_on_notes_shown), self, G_CONNECT_SWAPPED);
  g_signal_connect (gtk_text_view_get_buffer (self->notes_view), "insert-text",
                    G_CALLBACK (breakeven_window_on_notes_insert), self);
  g_signal_connect (self, "notify::focus-widget", G_CALLBACK (breakeven_window_on_focus_widget),
                    NULL);
  g_signal_connect_object (self->layout, "notify::wide", G_CALLBACK (on_layout_mode), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->layout, "notify::compact", G_CALLBACK (on_layout_mode), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect (self, "notify::default-width", G_CALLBACK (on_default_width), NULL);
  g_signal_connect_object (self->view_stack, "notify::visible-child",
                           G_CALLBACK (breakeven_window_on_visible_page), self, G_CONNECT_SWAPPED);

  breakeven_window_init_actions (self);
  breakeven_compat_fix_tooltips (GTK_WIDGET (self));

  self->settings = g_settings_new (APP_ID);
  gtk_window_set_default_size (GTK_WINDOW (self),
                               g_settings_get_int (self->settings, "window-width"),
                               g_settings_get_int (self->settings, "window-height"));
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));

  update_title (self);
}

BreakevenWindow *
breakeven_window_new (GtkApplication *application)
{
  return g_object_new (BREAKEVEN_TYPE_WINDOW, "application", application, NULL);
}
