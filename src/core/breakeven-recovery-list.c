/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-recovery-list.c: the unsaved work a previous run left in the recovery folder,
 * found, checked, restored or discarded
 *
 * A recovery is "ID.breakeven" and its description "ID.ini" (breakeven-recovery.c writes
 * them).  Another instance's, while it runs, is never offered nor deleted; a project whose
 * description is missing or damaged is offered alone, once no other instance runs.
 */

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "breakeven-document-private.h"
#include "breakeven-recovery-private.h"
#include "breakeven-xml.h"

/* The ids we write are UUIDs; anything else in the folder is not ours */
static gboolean
recovery_id_is_valid (const char *id)
{
  gsize length = strlen (id);

  if (length == 0 || length > 64)
    return FALSE;
  for (gsize i = 0; i < length; i++)
    if (!g_ascii_isalnum (id[i]) && id[i] != '-')
      return FALSE;
  return TRUE;
}

/* Reads a regular file, not through a symbolic link, of at most MAX_BYTES */
static gboolean
read_regular_file (const char  *path,
                   gsize        max_bytes,
                   char       **out_contents,
                   gsize       *out_length,
                   GError     **error)
{
  g_autofree char *contents = NULL;
  struct stat st;
  gsize done = 0;
  int fd;

  fd = g_open (path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0);
  if (fd < 0)
    {
      int saved_errno = errno;

      if (saved_errno == ELOOP)
        /* Translators: %s is a recovery file's path */
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_TOO_MANY_LINKS,
                     _("%s: not a recovery file: it is a symbolic link, which recovery does not "
                       "follow"), path);
      else
        g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                     "%s: %s", path, g_strerror (saved_errno));
      return FALSE;
    }
  /* Why it cannot be read, said: what restoring it would meet is never a mystery */
  if (fstat (fd, &st) != 0 || !S_ISREG (st.st_mode))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE,
                   /* Translators: %s is a recovery file's path */
                   _("%s: not a recovery file: it is not a regular file"), path);
      close (fd);
      return FALSE;
    }
  if ((guint64) st.st_size > max_bytes)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   /* Translators: %s is a recovery file's path, %d a size in MiB */
                   _("%s: the recovery file is too large: Breakeven reads files of up to %d MiB"),
                   path, (int) (max_bytes / (1024 * 1024)));
      close (fd);
      return FALSE;
    }

  contents = g_malloc ((gsize) st.st_size + 1);
  while (done < (gsize) st.st_size)
    {
      gssize n = read (fd, contents + done, (gsize) st.st_size - done);

      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        {
          int saved_errno = n < 0 ? errno : EIO;

          /* Shorter than it said (truncated while read), or the disk failed */
          g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                       "%s: %s", path, n < 0 ? g_strerror (saved_errno)
                                             : _("the recovery file was cut short while read"));
          close (fd);
          return FALSE;
        }
      done += (gsize) n;
    }
  close (fd);
  contents[done] = '\0';
  *out_contents = g_steal_pointer (&contents);
  *out_length = done;
  return TRUE;
}

static gboolean
is_regular_file (const char *path)
{
  GStatBuf st;

  return g_lstat (path, &st) == 0 && S_ISREG (st.st_mode);
}

/* TRUE when an instance other than this one runs with DIRECTORY as its recovery folder */
static gboolean
other_instance_alive (const char *directory)
{
  g_autoptr(GDir) dir = g_dir_open (directory, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_prefix (name, RECOVERY_LOCK_PREFIX) && g_str_has_suffix (name, RECOVERY_LOCK_SUFFIX))
      {
        g_autofree char *id = g_strndup (name + strlen (RECOVERY_LOCK_PREFIX),
                                         strlen (name) - strlen (RECOVERY_LOCK_PREFIX)
                                         - strlen (RECOVERY_LOCK_SUFFIX));

        if (recovery_id_is_valid (id) && breakeven_recovery_instance_is_other_and_alive (directory, id))
          return TRUE;
      }
  return FALSE;
}

/* The recovery ID whose description is missing or damaged, from its project alone: its time
 * the project's, its title the project's when it reads (else the "cannot be restored" question
 * names the file).  None while another instance runs: it may be writing the description now */
static BreakevenRecovery *
orphan_read (const char *directory,
             const char *id)
{
  g_autoptr(BreakevenRecovery) recovery = NULL;
  g_autoptr(BreakevenProject) project = NULL;
  g_autofree char *project_path = breakeven_recovery_file_path (directory, id, RECOVERY_PROJECT_SUFFIX);
  g_autofree char *contents = NULL;
  GStatBuf info;
  gsize length;

  if (!is_regular_file (project_path) || g_stat (project_path, &info) != 0
      || other_instance_alive (directory))
    return NULL;
  recovery = g_new0 (BreakevenRecovery, 1);
  recovery->modified_time = g_date_time_new_from_unix_utc (info.st_mtime);
  if (read_regular_file (project_path, BREAKEVEN_MAX_FILE_BYTES, &contents, &length, NULL))
    project = breakeven_project_load_from_data (contents, length, project_path, NULL);
  recovery->title = g_strdup (project != NULL && *breakeven_project_get_title (project) != '\0'
                              ? breakeven_project_get_title (project) : _("Untitled project"));
  recovery->directory = g_strdup (directory);
  recovery->id = g_strdup (id);
  recovery->orphan = TRUE;
  return g_steal_pointer (&recovery);
}

/* NAME of the recovery folder DIRECTORY as a recovery, NULL for anything that is not an entry
 * of ours, or that is another instance's while it runs */
static BreakevenRecovery *
recovery_read (const char *directory,
               const char *name)
{
  g_autoptr(BreakevenRecovery) recovery = NULL;
  g_autoptr(GKeyFile) key_file = NULL;
  g_autofree char *id = NULL;
  g_autofree char *info_path = NULL;
  g_autofree char *project_path = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *time = NULL;
  g_autofree char *uri = NULL;
  g_autofree char *instance = NULL;
  gsize length;

  /* A project without its description: offered alone (orphan_read) */
  if (g_str_has_suffix (name, RECOVERY_PROJECT_SUFFIX))
    {
      id = g_strndup (name, strlen (name) - strlen (RECOVERY_PROJECT_SUFFIX));
      info_path = breakeven_recovery_file_path (directory, id, RECOVERY_INFO_SUFFIX);
      if (!recovery_id_is_valid (id) || g_file_test (info_path, G_FILE_TEST_EXISTS)
          || g_file_test (info_path, G_FILE_TEST_IS_SYMLINK))
        return NULL;
      return orphan_read (directory, id);
    }
  if (!g_str_has_suffix (name, RECOVERY_INFO_SUFFIX))
    return NULL;
  id = g_strndup (name, strlen (name) - strlen (RECOVERY_INFO_SUFFIX));
  if (!recovery_id_is_valid (id))
    return NULL;

  info_path = breakeven_recovery_file_path (directory, id, RECOVERY_INFO_SUFFIX);
  project_path = breakeven_recovery_file_path (directory, id, RECOVERY_PROJECT_SUFFIX);
  if (!is_regular_file (project_path))
    return NULL;
  /* A description that does not read (empty, cut short, not a key file, no time): the project
   * is still the user's work */
  key_file = g_key_file_new ();
  if (!read_regular_file (info_path, RECOVERY_INFO_MAX_BYTES, &contents, &length, NULL)
      || !g_key_file_load_from_data (key_file, contents, length, G_KEY_FILE_NONE, NULL)
      || (time = g_key_file_get_string (key_file, RECOVERY_GROUP, "Modified", NULL)) == NULL)
    return orphan_read (directory, id);
  /* Another instance's, while it runs: its work is not lost, and not ours to offer */
  instance = g_key_file_get_string (key_file, RECOVERY_GROUP, "Instance", NULL);
  if (instance != NULL
      && (!recovery_id_is_valid (instance) || breakeven_recovery_instance_is_other_and_alive (directory, instance)))
    return NULL;

  recovery = g_new0 (BreakevenRecovery, 1);
  recovery->modified_time = g_date_time_new_from_iso8601 (time, NULL);
  if (recovery->modified_time == NULL)
    return orphan_read (directory, id);
  recovery->title = g_key_file_get_string (key_file, RECOVERY_GROUP, "Title", NULL);
  if (recovery->title == NULL || *recovery->title == '\0')
    {
      g_free (recovery->title);
      recovery->title = g_strdup (_("Untitled project"));
    }
  uri = g_key_file_get_string (key_file, RECOVERY_GROUP, "File", NULL);
  if (uri != NULL)
    {
      g_autofree char *scheme = g_uri_parse_scheme (uri);

      if (scheme == NULL)
        return orphan_read (directory, id);
      recovery->file = g_file_new_for_uri (uri);
      recovery->file_etag = g_key_file_get_string (key_file, RECOVERY_GROUP, "FileEtag", NULL);
    }
  recovery->directory = g_strdup (directory);
  recovery->id = g_steal_pointer (&id);
  return g_steal_pointer (&recovery);
}

static int
compare_newest_first (gconstpointer a,
                      gconstpointer b)
{
  const BreakevenRecovery *ra = *(BreakevenRecovery *const *) a;
  const BreakevenRecovery *rb = *(BreakevenRecovery *const *) b;

  return g_date_time_compare (rb->modified_time, ra->modified_time);
}

GPtrArray *
breakeven_recovery_list (GFile *directory)
{
  g_autoptr(GPtrArray) list = NULL;
  g_autoptr(GDir) dir = NULL;
  g_autofree char *path = NULL;
  const char *name;

  g_return_val_if_fail (directory == NULL || G_IS_FILE (directory), NULL);

  list = g_ptr_array_new_with_free_func ((GDestroyNotify) breakeven_recovery_free);
  path = directory != NULL ? g_file_get_path (directory) : breakeven_recovery_default_path ();
  if (path == NULL || (dir = g_dir_open (path, 0, NULL)) == NULL)
    return g_steal_pointer (&list);

  while ((name = g_dir_read_name (dir)) != NULL)
    {
      BreakevenRecovery *recovery;

      /* The lock file of an instance that has ended: never locked again (ids are not reused) */
      if (g_str_has_prefix (name, RECOVERY_LOCK_PREFIX)
          && g_str_has_suffix (name, RECOVERY_LOCK_SUFFIX))
        {
          g_autofree char *id = g_strndup (name + strlen (RECOVERY_LOCK_PREFIX),
                                           strlen (name) - strlen (RECOVERY_LOCK_PREFIX)
                                           - strlen (RECOVERY_LOCK_SUFFIX));

          if (recovery_id_is_valid (id) && strcmp (id, breakeven_recovery_instance_id ()) != 0
              && !breakeven_recovery_instance_is_other_and_alive (path, id))
            {
              g_autofree char *lock_path = g_build_filename (path, name, NULL);

              g_unlink (lock_path);
            }
          continue;
        }
      recovery = recovery_read (path, name);

      if (recovery != NULL)
        g_ptr_array_add (list, recovery);
    }
  g_ptr_array_sort (list, compare_newest_first);
  return g_steal_pointer (&list);
}

const char *
breakeven_recovery_get_title (BreakevenRecovery *recovery)
{
  g_return_val_if_fail (recovery != NULL, NULL);
  return recovery->title;
}

GDateTime *
breakeven_recovery_get_modified_time (BreakevenRecovery *recovery)
{
  g_return_val_if_fail (recovery != NULL, NULL);
  return recovery->modified_time;
}

GFile *
breakeven_recovery_get_file (BreakevenRecovery *recovery)
{
  g_return_val_if_fail (recovery != NULL, NULL);
  return recovery->file;
}

gboolean
breakeven_recovery_check (BreakevenRecovery *recovery,
                          GError           **error)
{
  g_autoptr(BreakevenProject) project = NULL;
  g_autofree char *path = NULL;
  g_autofree char *contents = NULL;
  gsize length;

  g_return_val_if_fail (recovery != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  path = breakeven_recovery_file_path (recovery->directory, recovery->id, RECOVERY_PROJECT_SUFFIX);
  if (!read_regular_file (path, BREAKEVEN_MAX_FILE_BYTES, &contents, &length, error))
    return FALSE;
  project = breakeven_project_load_from_data (contents, length, path, error);
  return project != NULL;
}

BreakevenDocument *
breakeven_recovery_restore (BreakevenRecovery *recovery,
                            GError           **error)
{
  g_autoptr(BreakevenProject) project = NULL;
  g_autoptr(GFile) directory = NULL;
  g_autofree char *path = NULL;
  g_autofree char *contents = NULL;
  g_autoptr(GError) claim_error = NULL;
  g_autofree char *id = NULL;
  g_autofree char *old_info = NULL;
  g_autofree char *new_info = NULL;
  g_autofree char *old_project = NULL;
  BreakevenDocument *self;
  gsize length;

  g_return_val_if_fail (recovery != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  old_project = breakeven_recovery_file_path (recovery->directory, recovery->id, RECOVERY_PROJECT_SUFFIX);
  if (!read_regular_file (old_project, BREAKEVEN_MAX_FILE_BYTES, &contents, &length,
                          &claim_error))
    {
      if (g_error_matches (claim_error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
        /* Translators: restoring unsaved work that another window restored a moment before */
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS,
                     _("%s: this work was restored by another window meanwhile"), old_project);
      else
        g_propagate_error (error, g_steal_pointer (&claim_error));
      return NULL;
    }
  project = breakeven_project_load_from_data (contents, length, old_project, error);
  if (project == NULL)
    return NULL;

  /* Then taken over under a name of its own: of two windows restoring the same work at once,
   * the one whose rename comes first has it, and the other is told (a rename is atomic) */
  id = g_uuid_string_random ();
  old_info = breakeven_recovery_file_path (recovery->directory, recovery->id, RECOVERY_INFO_SUFFIX);
  new_info = breakeven_recovery_file_path (recovery->directory, id, RECOVERY_INFO_SUFFIX);
  path = breakeven_recovery_file_path (recovery->directory, id, RECOVERY_PROJECT_SUFFIX);
  /* An orphan is claimed by its project's rename alone; its damaged description goes */
  if (recovery->orphan)
    g_unlink (old_info);
  else if (g_rename (old_info, new_info) != 0)
    {
      /* Translators: restoring unsaved work that another window restored a moment before */
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS,
                   _("%s: this work was restored by another window meanwhile"), old_project);
      return NULL;
    }
  if (g_rename (old_project, path) != 0)
    {
      int saved_errno = errno;

      g_rename (new_info, old_info);
      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno), "%s: %s", old_project,
                   g_strerror (saved_errno));
      return NULL;
    }

  self = breakeven_document_new (project, recovery->file);
  /* The file as the work began from it: a change made since (by another program, or a save
   * from another window) is asked about before Save writes over it.  Not known (a recovery file
   * of an older version): any file there counts as changed */
  if (recovery->file != NULL)
    self->file_etag = g_strdup (recovery->file_etag != NULL ? recovery->file_etag : "");
  directory = g_file_new_for_path (recovery->directory);
  g_set_object (&self->recovery_dir, directory);
  self->recovery_id = g_strdup (id);
  /* Not what any file holds: unsaved until saved */
  breakeven_document_forget_saved (self);
  /* This instance's from now on: another one started meanwhile leaves it alone (if the folder
   * cannot be written, the next autosave says so) */
  if (!breakeven_recovery_hold_instance_lock (recovery->directory, &claim_error)
      || !breakeven_recovery_write_info (recovery->directory, id, self->title, self->file,
                               self->file_etag, recovery->modified_time, &claim_error))
    g_warning ("Cannot claim the recovery file: %s", claim_error->message);
  return self;
}

void
breakeven_recovery_discard (BreakevenRecovery *recovery)
{
  g_autofree char *info_path = NULL;
  g_autofree char *project_path = NULL;
  g_autofree char *instance = NULL;

  g_return_if_fail (recovery != NULL);

  /* Restored by another instance since it was listed: that one's now */
  instance = breakeven_recovery_instance_of (recovery->directory, recovery->id);
  if (breakeven_recovery_instance_is_other_and_alive (recovery->directory, instance))
    return;
  info_path = breakeven_recovery_file_path (recovery->directory, recovery->id, RECOVERY_INFO_SUFFIX);
  project_path = breakeven_recovery_file_path (recovery->directory, recovery->id, RECOVERY_PROJECT_SUFFIX);
  g_unlink (info_path);
  g_unlink (project_path);
}

void
breakeven_recovery_free (BreakevenRecovery *recovery)
{
  if (recovery == NULL)
    return;
  g_free (recovery->directory);
  g_free (recovery->id);
  g_free (recovery->title);
  g_clear_pointer (&recovery->modified_time, g_date_time_unref);
  g_clear_object (&recovery->file);
  g_free (recovery->file_etag);
  g_free (recovery);
}
