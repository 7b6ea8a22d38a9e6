/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-document.c: the open project, its file, its analysis; the history is
 * breakeven-history.c, the recovery of unsaved work breakeven-recovery.c */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "breakeven-document-private.h"
#include "breakeven-format.h"
#include "breakeven-recovery.h"
#include "breakeven-xml.h"

/* Before GTK's redraw (G_PRIORITY_HIGH_IDLE + 20): the frame shows the new figures */
#define SETTLE_PRIORITY (G_PRIORITY_HIGH_IDLE + 10)

G_DEFINE_FINAL_TYPE (BreakevenDocument, breakeven_document, G_TYPE_OBJECT)

static GParamSpec *properties[N_PROPS];

void
breakeven_document_notify_property (BreakevenDocument         *self,
                                    BreakevenDocumentProperty  prop)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

/* State */

static void
update_title (BreakevenDocument *self)
{
  const char *project_title = breakeven_project_get_title (self->project);
  g_autofree char *title = NULL;

  /* As the report shows it: a title of megabytes would make the window as wide */
  if (project_title != NULL && *project_title != '\0')
    title = breakeven_format_cut (project_title, BREAKEVEN_MAX_REPORT_TITLE_CHARS);
  else if (self->file != NULL)
    {
      g_autofree char *basename = g_file_get_basename (self->file);

      if (basename != NULL)
        title = g_filename_display_name (basename);
    }
  if (title == NULL)
    title = g_strdup (_("Untitled project"));

  if (g_strcmp0 (title, self->title) == 0)
    return;
  g_free (self->title);
  self->title = g_steal_pointer (&title);
  breakeven_document_notify_property (self, PROP_TITLE);
}

static void
compute_analysis (BreakevenDocument *self)
{
  BreakevenAnalysis *previous;

  if (!self->analysis_pending && self->analysis != NULL)
    return;
  self->analysis_pending = FALSE;
  /* What did not change since the last analysis is taken over from it, figure for figure */
  previous = g_steal_pointer (&self->analysis);
  self->analysis = breakeven_analysis_new_updating (previous,
                                                    self->project,
                                                    self->several_offers_changed
                                                    ? NULL : self->changed_offer);
  g_clear_pointer (&previous, breakeven_analysis_unref);
  g_clear_object (&self->changed_offer);
  self->several_offers_changed = FALSE;
  self->n_analyses++;
  breakeven_document_notify_property (self, PROP_ANALYSIS);
}

static gboolean
on_settle (gpointer data)
{
  g_autoptr(BreakevenDocument) self = g_object_ref (data);

  self->settle_source = 0;
  breakeven_document_settle_history (self);
  compute_analysis (self);
  return G_SOURCE_REMOVE;
}

/* Signals of the project */

static void
on_project_changed (BreakevenProject  *project,
                    BreakevenDocument *self)
{
  if (!self->restoring)
    self->history.pending = TRUE;
  self->analysis_pending = TRUE;
  if (self->settle_source == 0)
    {
      self->settle_source = g_idle_add_full (SETTLE_PRIORITY, on_settle, self, NULL);
      g_source_set_static_name (g_main_context_find_source_by_id (NULL, self->settle_source),
                                "[breakeven] document settle");
    }
}

static void
on_project_notify (BreakevenProject  *project,
                   GParamSpec        *pspec,
                   BreakevenDocument *self)
{
  if (pspec == NULL || !(pspec->flags & G_PARAM_WRITABLE))
    return;
  if (strcmp (pspec->name, "title") == 0)
    update_title (self);
  if (!self->restoring)
    breakeven_history_note_change (&self->history, g_strconcat ("project:", pspec->name, NULL));
}

static void
on_item_notify (GObject           *item,
                GParamSpec        *pspec,
                BreakevenDocument *self)
{
  gboolean is_part = BREAKEVEN_IS_PART (item);
  gboolean is_burst = BREAKEVEN_IS_BURST (item);
  GListStore *store;
  guint position;

  /* A derived property (a part's line total) follows a change already counted */
  if (self->restoring || !(pspec->flags & G_PARAM_WRITABLE))
    return;
  store = is_part ? breakeven_project_get_parts (self->project)
          : is_burst ? breakeven_project_get_bursts (self->project)
          : breakeven_project_get_offers (self->project);
  if (!g_list_store_find (store, item, &position))
    return;
  if (!is_part && !is_burst)
    {
      if (self->changed_offer != NULL && self->changed_offer != (BreakevenOffer *) item)
        self->several_offers_changed = TRUE;
      else
        g_set_object (&self->changed_offer, BREAKEVEN_OFFER (item));
    }
  breakeven_history_note_change (&self->history,
                                 g_strdup_printf ("%s %u:%s",
                                                  is_part ? "part" : is_burst ? "burst" : "offer",
                                                  position, pspec->name));
}

static void
track_items (BreakevenDocument *self,
             GListModel        *model,
             GPtrArray         *watched,
             guint              position,
             guint              removed,
             guint              added)
{
  for (guint i = 0; i < removed; i++)
    g_signal_handlers_disconnect_by_func (g_ptr_array_index (watched, position + i),
                                          on_item_notify, self);
  g_ptr_array_remove_range (watched, position, removed);

  for (guint i = 0; i < added; i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (model, position + i);

      g_signal_connect (item, "notify", G_CALLBACK (on_item_notify), self);
      g_ptr_array_insert (watched, position + i, g_object_ref (item));
    }
}

static void
note_list_change (BreakevenDocument *self,
                  const char        *list,
                  guint              removed,
                  guint              added)
{
  const char *what = removed > 0 && added > 0 ? "replace" : added > 0 ? "add" : "delete";

  if (!self->restoring && (removed > 0 || added > 0))
    breakeven_history_note_change (&self->history, g_strconcat (list, ":", what, NULL));
}

static void
on_parts_changed (GListModel        *model,
                  guint              position,
                  guint              removed,
                  guint              added,
                  BreakevenDocument *self)
{
  track_items (self, model, self->watched_parts, position, removed, added);
  note_list_change (self, "parts", removed, added);
}

static void
on_offers_changed (GListModel        *model,
                   guint              position,
                   guint              removed,
                   guint              added,
                   BreakevenDocument *self)
{
  track_items (self, model, self->watched_offers, position, removed, added);
  note_list_change (self, "offers", removed, added);
}

static void
on_bursts_changed (GListModel        *model,
                   guint              position,
                   guint              removed,
                   guint              added,
                   BreakevenDocument *self)
{
  track_items (self, model, self->watched_bursts, position, removed, added);
  note_list_change (self, "bursts", removed, added);
}

static void
unwatch_all (BreakevenDocument *self,
             GPtrArray         *watched)
{
  for (guint i = 0; i < watched->len; i++)
    g_signal_handlers_disconnect_by_func (g_ptr_array_index (watched, i), on_item_notify, self);
  g_ptr_array_set_size (watched, 0);
}

/* GObject */

static void
breakeven_document_constructed (GObject *object)
{
  BreakevenDocument *self = BREAKEVEN_DOCUMENT (object);
  GListModel *parts, *offers, *bursts;

  G_OBJECT_CLASS (breakeven_document_parent_class)->constructed (object);

  if (self->project == NULL)
    self->project = breakeven_project_new ();
  parts = G_LIST_MODEL (breakeven_project_get_parts (self->project));
  offers = G_LIST_MODEL (breakeven_project_get_offers (self->project));
  bursts = G_LIST_MODEL (breakeven_project_get_bursts (self->project));

  g_signal_connect (self->project, "changed", G_CALLBACK (on_project_changed), self);
  g_signal_connect (self->project, "notify", G_CALLBACK (on_project_notify), self);
  g_signal_connect (parts, "items-changed", G_CALLBACK (on_parts_changed), self);
  g_signal_connect (offers, "items-changed", G_CALLBACK (on_offers_changed), self);
  track_items (self, parts, self->watched_parts, 0, 0, g_list_model_get_n_items (parts));
  track_items (self, offers, self->watched_offers, 0, 0, g_list_model_get_n_items (offers));
  g_signal_connect (bursts, "items-changed", G_CALLBACK (on_bursts_changed), self);
  track_items (self, bursts, self->watched_bursts, 0, 0, g_list_model_get_n_items (bursts));

  breakeven_history_start (&self->history, self->project);
  update_title (self);
  breakeven_document_update_state (self);
  compute_analysis (self);
}

static void
breakeven_document_dispose (GObject *object)
{
  BreakevenDocument *self = BREAKEVEN_DOCUMENT (object);

  g_clear_handle_id (&self->settle_source, g_source_remove);
  g_clear_handle_id (&self->autosave_source, g_source_remove);

  if (self->project != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->project, self);
      g_signal_handlers_disconnect_by_data (breakeven_project_get_parts (self->project), self);
      g_signal_handlers_disconnect_by_data (breakeven_project_get_offers (self->project), self);
      g_signal_handlers_disconnect_by_data (breakeven_project_get_bursts (self->project), self);
    }
  if (self->watched_parts != NULL)
    unwatch_all (self, self->watched_parts);
  if (self->watched_offers != NULL)
    unwatch_all (self, self->watched_offers);
  if (self->watched_bursts != NULL)
    unwatch_all (self, self->watched_bursts);
  g_clear_object (&self->project);
  g_clear_object (&self->file);
  g_clear_object (&self->recovery_dir);

  G_OBJECT_CLASS (breakeven_document_parent_class)->dispose (object);
}

static void
breakeven_document_finalize (GObject *object)
{
  BreakevenDocument *self = BREAKEVEN_DOCUMENT (object);

  g_clear_pointer (&self->title, g_free);
  g_clear_pointer (&self->analysis, breakeven_analysis_unref);
  g_clear_object (&self->changed_offer);
  breakeven_history_clear (&self->history);
  g_clear_pointer (&self->undo_label, g_free);
  g_clear_pointer (&self->redo_label, g_free);
  g_clear_pointer (&self->recovery_id, g_free);
  g_clear_pointer (&self->file_etag, g_free);
  g_clear_pointer (&self->autosave_error, g_free);
  g_clear_pointer (&self->watched_parts, g_ptr_array_unref);
  g_clear_pointer (&self->watched_offers, g_ptr_array_unref);
  g_clear_pointer (&self->watched_bursts, g_ptr_array_unref);

  G_OBJECT_CLASS (breakeven_document_parent_class)->finalize (object);
}

static void
breakeven_document_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  BreakevenDocument *self = BREAKEVEN_DOCUMENT (object);

  switch (prop_id)
    {
    case PROP_PROJECT: g_value_set_object (value, self->project); break;
    case PROP_FILE: g_value_set_object (value, self->file); break;
    case PROP_MODIFIED: g_value_set_boolean (value, self->modified); break;
    case PROP_TITLE: g_value_set_string (value, self->title); break;
    case PROP_ANALYSIS: g_value_set_boxed (value, self->analysis); break;
    case PROP_CAN_UNDO: g_value_set_boolean (value, self->can_undo); break;
    case PROP_CAN_REDO: g_value_set_boolean (value, self->can_redo); break;
    case PROP_UNDO_LABEL: g_value_set_string (value, self->undo_label); break;
    case PROP_REDO_LABEL: g_value_set_string (value, self->redo_label); break;
    case PROP_AUTOSAVE_ERROR: g_value_set_string (value, self->autosave_error); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
breakeven_document_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  BreakevenDocument *self = BREAKEVEN_DOCUMENT (object);

  switch (prop_id)
    {
    case PROP_PROJECT: self->project = g_value_dup_object (value); break;
    case PROP_FILE: self->file = g_value_dup_object (value); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
breakeven_document_class_init (BreakevenDocumentClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags construct = G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY
                              | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;
  const GParamFlags readable = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY
                             | G_PARAM_STATIC_STRINGS;

  object_class->constructed = breakeven_document_constructed;
  object_class->dispose = breakeven_document_dispose;
  object_class->finalize = breakeven_document_finalize;
  object_class->get_property = breakeven_document_get_property;
  object_class->set_property = breakeven_document_set_property;

  properties[PROP_PROJECT] =
    g_param_spec_object ("project", NULL, NULL, BREAKEVEN_TYPE_PROJECT, construct);
  /* Construct-only for g_object_new; saving under another name changes and notifies it */
  properties[PROP_FILE] = g_param_spec_object ("file", NULL, NULL, G_TYPE_FILE, construct);
  properties[PROP_MODIFIED] = g_param_spec_boolean ("modified", NULL, NULL, FALSE, readable);
  properties[PROP_TITLE] = g_param_spec_string ("title", NULL, NULL, NULL, readable);
  properties[PROP_ANALYSIS] =
    g_param_spec_boxed ("analysis", NULL, NULL, BREAKEVEN_TYPE_ANALYSIS, readable);
  properties[PROP_CAN_UNDO] = g_param_spec_boolean ("can-undo", NULL, NULL, FALSE, readable);
  properties[PROP_CAN_REDO] = g_param_spec_boolean ("can-redo", NULL, NULL, FALSE, readable);
  properties[PROP_UNDO_LABEL] = g_param_spec_string ("undo-label", NULL, NULL, NULL, readable);
  properties[PROP_REDO_LABEL] = g_param_spec_string ("redo-label", NULL, NULL, NULL, readable);
  /* Why the last autosave failed ("FOLDER: reason"), NULL once one succeeds */
  properties[PROP_AUTOSAVE_ERROR] = g_param_spec_string ("autosave-error", NULL, NULL, NULL,
                                                         readable);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
breakeven_document_init (BreakevenDocument *self)
{
  breakeven_history_init (&self->history);
  self->watched_parts = g_ptr_array_new_with_free_func (g_object_unref);
  self->watched_offers = g_ptr_array_new_with_free_func (g_object_unref);
  self->watched_bursts = g_ptr_array_new_with_free_func (g_object_unref);
  self->autosave_delay_msec = BREAKEVEN_DOCUMENT_AUTOSAVE_SECONDS * 1000;
}

/* Public API */

BreakevenDocument *
breakeven_document_new (BreakevenProject *project,
                        GFile            *file)
{
  g_return_val_if_fail (project == NULL || BREAKEVEN_IS_PROJECT (project), NULL);
  g_return_val_if_fail (file == NULL || G_IS_FILE (file), NULL);

  return g_object_new (BREAKEVEN_TYPE_DOCUMENT, "project", project, "file", file, NULL);
}

/* What tells one version of FILE from another: the version (breakeven_file_version) of the
 * file its links lead to, then, when FILE is itself a symbolic link, the link's own version,
 * else "-": a file swapped for a link (or a link pointed elsewhere) is a change even when
 * the file it now leads to is as old.  NULL when it cannot be read (it does not exist) */
static char *
query_etag (GFile *file)
{
  g_autofree char *version = breakeven_file_version (file, G_FILE_QUERY_INFO_NONE);
  g_autoptr(GFileInfo) itself = NULL;

  if (version == NULL)
    return NULL;
  itself = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_IS_SYMLINK,
                              G_FILE_QUERY_INFO_NOFOLLOW_SYMLINKS, NULL, NULL);
  if (itself != NULL && g_file_info_get_is_symlink (itself))
    {
      g_autofree char *link = breakeven_file_version (file, G_FILE_QUERY_INFO_NOFOLLOW_SYMLINKS);

      return g_strconcat (version, "|", link != NULL ? link : "?", NULL);
    }
  return g_strconcat (version, "|-", NULL);
}

/* Whether ETAG (of query_etag) was taken of a file that was not a symbolic link */
static gboolean
etag_of_plain_file (const char *etag)
{
  return etag != NULL && g_str_has_suffix (etag, "|-");
}

BreakevenDocument *
breakeven_document_new_for_file (GFile   *file,
                                 GError **error)
{
  g_autoptr(BreakevenProject) project = NULL;
  g_autofree char *etag = NULL;
  BreakevenDocument *self;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  /* Before reading: a change made while it is read is a change since */
  etag = query_etag (file);
  project = breakeven_project_load_from_file (file, error);
  if (project == NULL)
    return NULL;
  self = breakeven_document_new (project, file);
  self->file_etag = g_steal_pointer (&etag);
  return self;
}

BreakevenProject *
breakeven_document_get_project (BreakevenDocument *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_DOCUMENT (self), NULL);
  return self->project;
}

GFile *
breakeven_document_get_file (BreakevenDocument *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_DOCUMENT (self), NULL);
  return self->file;
}

gboolean
breakeven_document_get_modified (BreakevenDocument *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_DOCUMENT (self), FALSE);
  return self->modified;
}

const char *
breakeven_document_get_title (BreakevenDocument *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_DOCUMENT (self), NULL);
  return self->title;
}

BreakevenAnalysis *
breakeven_document_get_analysis (BreakevenDocument *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_DOCUMENT (self), NULL);
  return self->analysis;
}

guint
breakeven_document_get_n_analyses (BreakevenDocument *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_DOCUMENT (self), 0);
  return self->n_analyses;
}

void
breakeven_document_flush (BreakevenDocument *self)
{
  g_return_if_fail (BREAKEVEN_IS_DOCUMENT (self));

  g_clear_handle_id (&self->settle_source, g_source_remove);
  breakeven_document_settle_history (self);
  compute_analysis (self);
}

gboolean
breakeven_document_save (BreakevenDocument *self,
                         GFile             *file,
                         GError           **error)
{
  return breakeven_document_save_full (self, file, BREAKEVEN_DOCUMENT_SAVE_DEFAULT, error);
}

gboolean
breakeven_document_changed_on_disk (BreakevenDocument *self)
{
  g_autofree char *etag = NULL;

  g_return_val_if_fail (BREAKEVEN_IS_DOCUMENT (self), FALSE);

  if (self->file == NULL || self->file_etag == NULL)
    return FALSE;
  etag = query_etag (self->file);
  /* Gone (deleted or moved away) is a change too: someone may have meant it */
  return etag == NULL || strcmp (etag, self->file_etag) != 0;
}

gboolean
breakeven_document_save_full (BreakevenDocument          *self,
                              GFile                      *file,
                              BreakevenDocumentSaveFlags  flags,
                              GError                    **error)
{
  g_return_val_if_fail (BREAKEVEN_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  /* Someone else's changes are never written over unasked */
  if (!(flags & BREAKEVEN_DOCUMENT_SAVE_OVERWRITE_CHANGED) && self->file != NULL
      && g_file_equal (file, self->file) && breakeven_document_changed_on_disk (self))
    {
      g_autofree char *name = g_file_get_parse_name (file);

      if (!g_file_query_exists (file, NULL))
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_WRONG_ETAG,
                     /* Translators: %s is a file name */
                     _("%s: the file was deleted or moved since it was opened"), name);
      else
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_WRONG_ETAG,
                     /* Translators: %s is a file name */
                     _("%s: the file was changed on disk since it was opened"), name);
      return FALSE;
    }
  /* Even when the user chose to write over a change: a file that has become a symbolic link
   * since it was opened is not written through, into a file the user never opened */
  if (self->file != NULL && g_file_equal (file, self->file)
      && etag_of_plain_file (self->file_etag))
    {
      g_autofree char *now = query_etag (file);

      if (now != NULL && !etag_of_plain_file (now))
        {
          g_autofree char *name = g_file_get_parse_name (file);

          g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE,
                       /* Translators: %s is a file name */
                       _("%s: the file was replaced by a symbolic link since it was opened; "
                         "save the project under another name"), name);
          return FALSE;
        }
    }
  /* The step of a change not yet settled ends before the saved state */
  breakeven_document_settle_history (self);
  if (!breakeven_project_save_to_file (self->project, file, NULL, error))
    return FALSE;
  g_free (self->file_etag);
  self->file_etag = query_etag (file);

  if (g_set_object (&self->file, file))
    {
      breakeven_document_notify_property (self, PROP_FILE);
      update_title (self);
    }
  breakeven_document_mark_saved (self);
  g_clear_handle_id (&self->autosave_source, g_source_remove);
  breakeven_document_remove_recovery_files (self);
  return TRUE;
}
