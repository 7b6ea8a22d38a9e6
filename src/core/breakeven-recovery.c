/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-recovery.c: the document's unsaved work, written aside a few seconds after the
 * last edit and found again after a crash
 *
 * Each document writes its unsaved changes to "ID.breakeven" in the recovery folder, and
 * "ID.ini" to describe them (title, file, when, the instance that wrote them); a save, or
 * closing with nothing unsaved, removes both.  Finding them again is in
 * breakeven-recovery-list.c.
 */

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include "breakeven-document-private.h"
#include "breakeven-recovery-private.h"
#include "breakeven-xml.h"

char *
breakeven_recovery_default_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "breakeven", "recovery", NULL);
}

static char *
recovery_path (BreakevenDocument *self)
{
  if (self->recovery_dir != NULL)
    return g_file_get_path (self->recovery_dir);
  return breakeven_recovery_default_path ();
}

/* Recovery files */

char *
breakeven_recovery_file_path (const char *directory,
                    const char *id,
                    const char *suffix)
{
  g_autofree char *name = g_strconcat (id, suffix, NULL);

  return g_build_filename (directory, name, NULL);
}

/* Instances.  Recovery files belong to the running instance (process) that writes them: each
 * names its instance, and the instance holds a lock on "instance-ID.lock" in the folder for as
 * long as it runs (the kernel lets go of it when the process ends, however it ends).  Another
 * instance neither offers nor removes the files of an instance whose lock is held. */

G_LOCK_DEFINE_STATIC (instance_locks);
/* Folder path -> the open, locked lock file's descriptor (kept open until the process ends) */
static GHashTable *instance_locks;

const char *
breakeven_recovery_instance_id (void)
{
  static char *id;
  static gsize once;

  if (g_once_init_enter (&once))
    {
      id = g_uuid_string_random ();
      g_once_init_leave (&once, 1);
    }
  return id;
}

static char *
instance_lock_path (const char *directory,
                    const char *id)
{
  g_autofree char *name = g_strconcat (RECOVERY_LOCK_PREFIX, id, RECOVERY_LOCK_SUFFIX, NULL);

  return g_build_filename (directory, name, NULL);
}

/* This instance's lock in DIRECTORY, taken once.  Locked under a temporary name first and then
 * renamed: a lock file that has its final name is always held by a live instance or by none */
gboolean
breakeven_recovery_hold_instance_lock (const char  *directory,
                    GError     **error)
{
  g_autofree char *path = instance_lock_path (directory, breakeven_recovery_instance_id ());
  g_autofree char *temp = g_strconcat (path, ".XXXXXX", NULL);
  int fd, saved_errno;

  G_LOCK (instance_locks);
  if (instance_locks != NULL && g_hash_table_contains (instance_locks, directory))
    {
      G_UNLOCK (instance_locks);
      return TRUE;
    }
  fd = g_mkstemp_full (temp, O_RDWR | O_CLOEXEC, 0600);
  if (fd < 0 || flock (fd, LOCK_EX | LOCK_NB) != 0 || g_rename (temp, path) != 0)
    {
      saved_errno = errno;
      if (fd >= 0)
        {
          close (fd);
          g_unlink (temp);
        }
      G_UNLOCK (instance_locks);
      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                   "%s: %s", directory, g_strerror (saved_errno));
      return FALSE;
    }
  if (instance_locks == NULL)
    instance_locks = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_hash_table_insert (instance_locks, g_strdup (directory), GINT_TO_POINTER (fd));
  G_UNLOCK (instance_locks);
  return TRUE;
}

/* TRUE when ID is another instance, running now: its lock file is locked */
gboolean
breakeven_recovery_instance_is_other_and_alive (const char *directory,
                             const char *id)
{
  g_autofree char *path = NULL;
  gboolean alive;
  int fd;

  if (id == NULL || strcmp (id, breakeven_recovery_instance_id ()) == 0)
    return FALSE;
  path = instance_lock_path (directory, id);
  fd = g_open (path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC, 0);
  /* No lock file: that instance has ended (its files are the lost work of a crash) */
  if (fd < 0)
    return FALSE;
  alive = flock (fd, LOCK_SH | LOCK_NB) != 0 && errno == EWOULDBLOCK;
  close (fd);
  return alive;
}

/* The instance named in the description of the recovery ID, NULL if none (an older file) */
char *
breakeven_recovery_instance_of (const char *directory,
                   const char *id)
{
  g_autofree char *path = breakeven_recovery_file_path (directory, id, RECOVERY_INFO_SUFFIX);
  g_autoptr(GKeyFile) key_file = g_key_file_new ();

  if (!g_key_file_load_from_file (key_file, path, G_KEY_FILE_NONE, NULL))
    return NULL;
  return g_key_file_get_string (key_file, RECOVERY_GROUP, "Instance", NULL);
}

void
breakeven_document_remove_recovery_files (BreakevenDocument *self)
{
  g_autofree char *directory = NULL;
  g_autofree char *project_path = NULL;
  g_autofree char *info_path = NULL;

  if (self->recovery_id == NULL || (directory = recovery_path (self)) == NULL)
    return;

  /* The description first: a project file alone is never offered */
  info_path = breakeven_recovery_file_path (directory, self->recovery_id, RECOVERY_INFO_SUFFIX);
  project_path = breakeven_recovery_file_path (directory, self->recovery_id, RECOVERY_PROJECT_SUFFIX);
  if (g_unlink (info_path) != 0 && errno != ENOENT)
    g_warning ("Cannot remove %s: %s", info_path, g_strerror (errno));
  if (g_unlink (project_path) != 0 && errno != ENOENT)
    g_warning ("Cannot remove %s: %s", project_path, g_strerror (errno));
}

static gboolean
on_autosave_timeout (gpointer data)
{
  BreakevenDocument *self = data;
  g_autoptr(GError) error = NULL;

  self->autosave_source = 0;
  /* The window says so (breakeven_document_get_autosave_error), not only standard error */
  if (!breakeven_document_autosave_now (self, &error))
    g_message ("Cannot write the recovery file: %s", error->message);
  return G_SOURCE_REMOVE;
}

static void
set_autosave_error (BreakevenDocument *self,
                    const GError      *error)
{
  const char *message = error != NULL ? error->message : NULL;

  self->autosave_too_large = g_error_matches (error, BREAKEVEN_XML_ERROR,
                                              BREAKEVEN_XML_ERROR_TOO_LARGE);
  if (g_strcmp0 (self->autosave_error, message) == 0)
    return;
  g_free (self->autosave_error);
  self->autosave_error = g_strdup (message);
  breakeven_document_notify_property (self, PROP_AUTOSAVE_ERROR);
}

/* After an edit: unsaved changes are written once edits pause; none to keep, none kept */
void
breakeven_document_schedule_autosave (BreakevenDocument *self)
{
  g_clear_handle_id (&self->autosave_source, g_source_remove);
  if (!self->modified)
    {
      /* Nothing unsaved is at risk: what autosave could not keep no longer matters (undone
       * back to the saved state, or saved) */
      breakeven_document_remove_recovery_files (self);
      set_autosave_error (self, NULL);
      return;
    }
  self->autosave_source = g_timeout_add (self->autosave_delay_msec, on_autosave_timeout, self);
  g_source_set_static_name (g_main_context_find_source_by_id (NULL, self->autosave_source),
                            "[breakeven] autosave");
}

/* History */


void
breakeven_document_set_recovery_dir (BreakevenDocument *self,
                                     GFile             *directory)
{
  g_return_if_fail (BREAKEVEN_IS_DOCUMENT (self));
  g_return_if_fail (directory == NULL || G_IS_FILE (directory));

  if (self->recovery_dir == directory
      || (self->recovery_dir != NULL && directory != NULL
          && g_file_equal (self->recovery_dir, directory)))
    return;
  /* What was written to the old place would be left behind */
  breakeven_document_remove_recovery_files (self);
  g_set_object (&self->recovery_dir, directory);
  if (self->modified && self->recovery_id != NULL)
    breakeven_document_schedule_autosave (self);
}

static gboolean
write_durably (const char  *path,
               const char  *contents,
               gssize       length,
               GError     **error)
{
  return g_file_set_contents_full (path, contents, length,
                                   G_FILE_SET_CONTENTS_CONSISTENT | G_FILE_SET_CONTENTS_DURABLE,
                                   0600, error);
}

/* The description of the recovery ID: the document's title and file (with the file's etag as
 * the document last read or wrote it, so that a restored document still notices a change made
 * to the file since), when it was last written, and the instance it belongs to (this one) */
gboolean
breakeven_recovery_write_info (const char  *directory,
                     const char  *id,
                     const char  *title,
                     GFile       *file,
                     const char  *file_etag,
                     GDateTime   *modified,
                     GError     **error)
{
  g_autoptr(GKeyFile) key_file = g_key_file_new ();
  g_autofree char *time = g_date_time_format_iso8601 (modified);
  g_autofree char *info_path = breakeven_recovery_file_path (directory, id, RECOVERY_INFO_SUFFIX);
  g_autofree char *info = NULL;
  gsize info_length;

  g_key_file_set_string (key_file, RECOVERY_GROUP, "Title", title);
  if (file != NULL)
    {
      g_autofree char *uri = g_file_get_uri (file);

      g_key_file_set_string (key_file, RECOVERY_GROUP, "File", uri);
      if (file_etag != NULL)
        g_key_file_set_string (key_file, RECOVERY_GROUP, "FileEtag", file_etag);
    }
  g_key_file_set_string (key_file, RECOVERY_GROUP, "Modified", time);
  g_key_file_set_string (key_file, RECOVERY_GROUP, "Instance", breakeven_recovery_instance_id ());
  info = g_key_file_to_data (key_file, &info_length, NULL);
  return write_durably (info_path, info, (gssize) info_length, error);
}

static gboolean autosave_write (BreakevenDocument  *self,
                                GError            **error);

void
breakeven_document_set_autosave_delay (BreakevenDocument *self,
                                       guint              msec)
{
  g_return_if_fail (BREAKEVEN_IS_DOCUMENT (self));
  self->autosave_delay_msec = msec;
}

gboolean
breakeven_document_autosave_now (BreakevenDocument *self,
                                 GError           **error)
{
  g_autoptr(GError) local_error = NULL;

  g_return_val_if_fail (BREAKEVEN_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!autosave_write (self, &local_error))
    {
      set_autosave_error (self, local_error);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  set_autosave_error (self, NULL);
  return TRUE;
}

const char *
breakeven_document_get_autosave_error (BreakevenDocument *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_DOCUMENT (self), NULL);
  return self->autosave_error;
}

gboolean
breakeven_document_get_autosave_too_large (BreakevenDocument *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_DOCUMENT (self), FALSE);
  return self->autosave_error != NULL && self->autosave_too_large;
}

static gboolean
autosave_write (BreakevenDocument  *self,
                GError            **error)
{
  g_autofree char *directory = NULL;
  g_autofree char *project_path = NULL;
  g_autoptr(GDateTime) now = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autofree char *xml = NULL;

  breakeven_document_settle_history (self);
  g_clear_handle_id (&self->autosave_source, g_source_remove);
  if (!self->modified)
    return TRUE;

  directory = recovery_path (self);
  if (directory == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                           _("The recovery folder is not a local folder"));
      return FALSE;
    }
  if (g_mkdir_with_parents (directory, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                   "%s: %s", directory, g_strerror (saved_errno));
      return FALSE;
    }
  /* Before any file of ours is there: they are this instance's from the start */
  if (!breakeven_recovery_hold_instance_lock (directory, error))
    return FALSE;
  if (self->recovery_id == NULL)
    self->recovery_id = g_uuid_string_random ();

  /* The project first, then its description: a description is never without its project */
  project_path = breakeven_recovery_file_path (directory, self->recovery_id, RECOVERY_PROJECT_SUFFIX);
  now = g_date_time_new_now_utc ();
  /* The state last recorded: the one undo would come back to */
  xml = breakeven_project_to_xml (breakeven_history_get_current (&self->history), NULL);
  /* A copy no reader would take back is no recovery: the older one stays, and the window says
   * why (an edit that grows a project just past the limit, a long name in long notes) */
  if (strlen (xml) > BREAKEVEN_MAX_FILE_BYTES)
    {
      g_set_error (error, BREAKEVEN_XML_ERROR, BREAKEVEN_XML_ERROR_TOO_LARGE,
                   /* Translators: %s is the recovery folder; %d a number of MiB */
                   _("%s: the project has grown past the %d MiB a project file may hold: "
                     "shorten its notes or names"),
                   directory, BREAKEVEN_MAX_FILE_BYTES / (1024 * 1024));
      return FALSE;
    }
  if (!write_durably (project_path, xml, -1, &local_error)
      || !breakeven_recovery_write_info (directory, self->recovery_id, self->title, self->file,
                               self->file_etag, now,
                               &local_error))
    {
      /* The folder and why in plain words: never the name of GLib's temporary file */
      const char *reason = local_error->message;

      if (g_error_matches (local_error, G_FILE_ERROR, G_FILE_ERROR_NOSPC))
        reason = _("the disk is full");
      else if (g_error_matches (local_error, G_FILE_ERROR, G_FILE_ERROR_ROFS))
        reason = _("the disk is read-only");
      else if (g_error_matches (local_error, G_FILE_ERROR, G_FILE_ERROR_ACCES)
               || g_error_matches (local_error, G_FILE_ERROR, G_FILE_ERROR_PERM))
        reason = _("permission to write there was denied");
      g_set_error (error, local_error->domain, local_error->code, "%s: %s", directory, reason);
      return FALSE;
    }
  return TRUE;
}

void
breakeven_document_discard_recovery (BreakevenDocument *self)
{
  g_return_if_fail (BREAKEVEN_IS_DOCUMENT (self));

  g_clear_handle_id (&self->autosave_source, g_source_remove);
  breakeven_document_remove_recovery_files (self);
}
