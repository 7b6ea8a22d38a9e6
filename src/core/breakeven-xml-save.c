/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-xml-save.c: replacing a file's contents atomically (projects, catalogues, exports) */

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include "breakeven-xml.h"

/* Saving must never damage the previous file: the new contents go to a temporary file beside
 * it, which is synced and then renamed over it.
 *
 * GIO's g_file_replace does that only when it can: in a directory where it cannot create the
 * temporary file, or for a symbolic or hard link, it truncates the file and rewrites it in
 * place.  And g_file_replace_contents, when a write fails (disk full, quota), still closes the
 * stream normally, which renames the incomplete temporary file over the file (both verified
 * with GLib 2.74).  So local files are written here, by hand: a temporary file of our own
 * naming, synced, renamed, the folder synced; other GFiles through g_file_replace, closed with
 * a cancelled cancellable on failure, which makes GIO delete the temporary file.  Through a
 * symbolic link, the file it names is replaced; a file with hard links is refused (the rename
 * would split it). */

/* ".NAME.save-XXXXXX" beside NAME: hidden, and ours alone to clean up */
#define TEMP_INFIX ".save-"
/* As many links as the kernel follows in one path before it calls it a loop */
#define MAX_LINKS 40

/* Why a file cannot be written, in plain words (never a temporary file's name) */
static const char *
write_reason (int saved_errno)
{
  switch (saved_errno)
    {
    case ENOENT:
      return _("the folder does not exist");
    case ENOTDIR:
      /* Translators: a file written to "notes.txt/x.breakeven", where notes.txt is a file */
      return _("a folder of its path is a file, not a folder");
    case EACCES:
    case EPERM:
      return _("permission to write there was denied");
    case EROFS:
      return _("the disk is read-only");
    case ENOSPC:
      return _("the disk is full");
#ifdef EDQUOT
    case EDQUOT:
      return _("the disk quota is exceeded");
#endif
    case EISDIR:
      return _("this is a folder, not a file");
    case ELOOP:
      return _("the path has a symbolic link that leads round in a loop");
    case ENAMETOOLONG:
      return _("the file name is too long");
    case EIO:
      return _("the disk could not write the file (input/output error)");
    case EFBIG:
      return _("the file is larger than this disk or this account may write");
    default:
      return _("the file could not be written");
    }
}

static gboolean
fail_errno (GError     **error,
            const char  *name,
            int          saved_errno)
{
  g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno), "%s: %s", name,
               write_reason (saved_errno));
  return FALSE;
}

/* As fail_errno, for NAME written as TARGET, the file its symbolic links lead to: the reason is
 * TARGET's (its folder missing, say), which the message names when it is another file */
static gboolean
fail_errno_through (GError     **error,
                    const char  *name,
                    const char  *target,
                    int          saved_errno)
{
  if (strcmp (name, target) == 0)
    return fail_errno (error, name, saved_errno);
  /* Translators: "FILE: why it cannot be written (it links to THE FILE IT POINTS TO)" */
  g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno), _("%s: %s (it links to %s)"),
               name, write_reason (saved_errno), target);
  return FALSE;
}

static gboolean
write_all (int          fd,
           const char  *contents,
           gsize        length)
{
  while (length > 0)
    {
      gssize n = write (fd, contents, length);

      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        {
          if (n == 0)
            errno = EIO;
          return FALSE;
        }
      contents += n;
      length -= n;
    }
  return TRUE;
}

/* The part of the temporary file's name before its six random characters: ".BASE.save-", or
 * for a name so long that this would not fit, the start of BASE (whole characters) and a hash
 * of all of it, so that a file whose name is as long as allowed still saves */
static char *
temp_prefix (const char *base)
{
  gsize room = BREAKEVEN_MAX_FILE_NAME_BYTES - strlen ("." TEMP_INFIX "XXXXXX");
  g_autofree char *start = NULL;
  const char *end;

  if (strlen (base) <= room)
    return g_strconcat (".", base, TEMP_INFIX, NULL);
  /* "~" and eight hexadecimal digits */
  room -= 9;
  end = base + room;
  /* Not in the middle of a UTF-8 sequence */
  while (end > base && ((guchar) *end & 0xc0) == 0x80)
    end--;
  start = g_strndup (base, end - base);
  return g_strdup_printf (".%s~%08x" TEMP_INFIX, start, g_str_hash (base));
}

/* A save killed between creating its temporary file and renaming it leaves the file behind:
 * the next save of the same file removes every one of our own naming (".BASE.save-XXXXXX",
 * six characters that g_mkstemp makes), and nothing else */
static void
remove_stale_temporaries (const char *dir,
                          const char *base)
{
  g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);
  g_autofree char *prefix = temp_prefix (base);
  gsize prefix_length = strlen (prefix);
  const char *entry;

  if (listing == NULL)
    return;
  while ((entry = g_dir_read_name (listing)) != NULL)
    {
      g_autofree char *path = NULL;
      GStatBuf info;

      if (!g_str_has_prefix (entry, prefix) || strlen (entry) != prefix_length + 6
          || strspn (entry + prefix_length, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
                                            "0123456789") != 6)
        continue;
      path = g_build_filename (dir, entry, NULL);
      /* Only regular files: never follow a link planted under our name */
      if (g_lstat (path, &info) == 0 && S_ISREG (info.st_mode))
        {
          int fd = g_open (path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0);
          struct stat opened;

          /* A save under way holds its temporary file locked until the rename: only a file
           * nobody holds (its save was killed) is stale.  Another program saving the same
           * file at the same moment keeps its own. */
          if (fd < 0)
            continue;
          if (fstat (fd, &opened) == 0 && opened.st_ino == info.st_ino
              && opened.st_dev == info.st_dev && flock (fd, LOCK_EX | LOCK_NB) == 0)
            g_unlink (path);
          close (fd);
        }
    }
}

/* The file that PATH names once its symbolic links are followed, as reading follows them: the
 * file a link points to (even one that does not exist yet), never the link itself.  NULL with
 * errno ELOOP for links that lead round in a loop */
static char *
follow_links (const char *path)
{
  g_autofree char *current = g_strdup (path);

  for (guint i = 0; i <= MAX_LINKS; i++)
    {
      g_autofree char *link = NULL;
      g_autofree char *dir = NULL;
      GStatBuf info;

      if (g_lstat (current, &info) != 0 || !S_ISLNK (info.st_mode))
        return g_steal_pointer (&current);
      link = g_file_read_link (current, NULL);
      if (link == NULL)
        return g_steal_pointer (&current);
      if (g_path_is_absolute (link))
        {
          g_free (current);
          current = g_steal_pointer (&link);
          continue;
        }
      dir = g_path_get_dirname (current);
      g_free (current);
      current = g_build_filename (dir, link, NULL);
    }
  errno = ELOOP;
  return NULL;
}

static gboolean
replace_local_file (const char    *path,
                    const char    *contents,
                    gsize          length,
                    GCancellable  *cancellable,
                    GError       **error)
{
  /* Through a symbolic link, replace the file it points to, not the link (saving and export
   * alike), and refuse a loop as reading does */
  g_autofree char *target = follow_links (path);
  g_autofree char *dir = NULL;
  g_autofree char *base = NULL;
  g_autofree char *temp = NULL;
  g_autofree char *prefix = NULL;
  GStatBuf info;
  int mode = 0, fd, saved_errno;
  gboolean exists;

  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return FALSE;
  if (target == NULL)
    return fail_errno (error, path, ELOOP);
  dir = g_path_get_dirname (target);
  base = g_path_get_basename (target);

  exists = g_stat (target, &info) == 0;
  /* A loop in the folders above the file, say: the error reading would give */
  if (!exists && errno != ENOENT)
    return fail_errno_through (error, path, target, errno);
  if (exists)
    {
      if (S_ISDIR (info.st_mode))
        return fail_errno_through (error, path, target, EISDIR);
      if (!S_ISREG (info.st_mode))
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE, "%s: %s", path,
                       _("this is not a regular file (a pipe, a device or a socket)"));
          return FALSE;
        }
      /* A file of several names (hard links): the rename would give this name new contents
       * and leave the others the old, splitting what the user keeps as one file.  Refused, as
       * writing it in place (GIO's way) could leave it half-written */
      if (info.st_nlink > 1)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, "%s: %s", path,
                       _("the file has other names (hard links), which would keep the old "
                         "contents: save it under a name of its own"));
          return FALSE;
        }
      mode = info.st_mode & 0777;
      /* A read-only file is not replaced behind its owner's back (the rename would allow it):
       * by its permission bits, which hold for root too */
      if ((info.st_mode & 0222) == 0 || access (target, W_OK) != 0)
        {
          /* A disk mounted read-only is the disk's, not the file's */
          if (errno == EROFS)
            return fail_errno_through (error, path, target, EROFS);
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED, "%s: %s", path,
                       _("the file is read-only"));
          return FALSE;
        }
    }

  remove_stale_temporaries (dir, base);

  prefix = temp_prefix (base);
  temp = g_strconcat (dir, G_DIR_SEPARATOR_S, prefix, "XXXXXX", NULL);
  /* A new file gets the umask's permissions, a replaced one keeps its own */
  /* Locked from its making to its rename, so that another save's clean-up leaves it alone
   * (see remove_stale_temporaries); one removed between the making and the lock is made
   * again */
  for (guint attempt = 0;; attempt++)
    {
      struct stat made;

      fd = g_mkstemp_full (temp, O_RDWR | O_CLOEXEC, 0666);
      if (fd < 0)
        return fail_errno_through (error, path, target, errno);
      /* A file system without flock (ENOLCK, EINVAL: some network ones) saves as before,
       * unlocked; only a file another save's clean-up took between the two is made again */
      if (flock (fd, LOCK_EX | LOCK_NB) != 0)
        {
          if (errno != EWOULDBLOCK)
            break;
        }
      else if (fstat (fd, &made) == 0 && made.st_nlink > 0)
        break;
      close (fd);
      if (attempt == 8)
        return fail_errno_through (error, path, target, EAGAIN);
      g_free (temp);
      temp = g_strconcat (dir, G_DIR_SEPARATOR_S, prefix, "XXXXXX", NULL);
    }

  if (!write_all (fd, contents, length) || (exists && fchmod (fd, mode) != 0) || fsync (fd) != 0)
    {
      saved_errno = errno;
      g_unlink (temp);
      close (fd);
      return fail_errno_through (error, path, target, saved_errno);
    }
  /* Renamed while still open and locked; its contents reached the disk with the fsync */
  if (g_rename (temp, target) != 0)
    {
      saved_errno = errno;
      g_unlink (temp);
      close (fd);
      return fail_errno_through (error, path, target, saved_errno);
    }
  /* The file is saved by now (written, synced, renamed): closing it releases the lock */
  close (fd);

  /* DURABLE: the rename itself reaches the disk */
  fd = g_open (dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC, 0);
  if (fd >= 0)
    {
      fsync (fd);
      close (fd);
    }
  return TRUE;
}

gboolean
breakeven_file_replace_contents (GFile         *file,
                                 const char    *contents,
                                 gsize          length,
                                 GCancellable  *cancellable,
                                 GError       **error)
{
  g_autoptr(GFileOutputStream) stream = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autofree char *name = NULL;
  gsize written = 0;

  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (contents != NULL || length == 0, FALSE);

  if (g_file_peek_path (file) != NULL)
    return replace_local_file (g_file_peek_path (file), contents, length, cancellable, error);

  name = g_file_get_parse_name (file);
  stream = g_file_replace (file, NULL, FALSE, G_FILE_CREATE_NONE, cancellable, &local_error);
  if (stream == NULL)
    goto failed;

  if (!g_output_stream_write_all (G_OUTPUT_STREAM (stream), contents, length, &written,
                                  cancellable, &local_error))
    {
      g_autoptr(GCancellable) discard = g_cancellable_new ();

      g_cancellable_cancel (discard);
      g_output_stream_close (G_OUTPUT_STREAM (stream), discard, NULL);
      goto failed;
    }
  if (g_output_stream_close (G_OUTPUT_STREAM (stream), cancellable, &local_error))
    return TRUE;

failed:
  if (g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  g_set_error (error, G_IO_ERROR, local_error->code, "%s: %s", name,
               local_error->code == G_IO_ERROR_NO_SPACE ? write_reason (ENOSPC)
               : local_error->code == G_IO_ERROR_PERMISSION_DENIED ? write_reason (EACCES)
               : local_error->code == G_IO_ERROR_NOT_FOUND ? write_reason (ENOENT)
               : local_error->code == G_IO_ERROR_IS_DIRECTORY ? write_reason (EISDIR)
               : write_reason (0));
  return FALSE;
}

char *
breakeven_file_version (GFile               *file,
                        GFileQueryInfoFlags  flags)
{
  g_autoptr(GFileInfo) info = NULL;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  info = g_file_query_info (file, G_FILE_ATTRIBUTE_ETAG_VALUE ","
                            G_FILE_ATTRIBUTE_TIME_CHANGED "," G_FILE_ATTRIBUTE_TIME_CHANGED_USEC ","
                            G_FILE_ATTRIBUTE_UNIX_DEVICE "," G_FILE_ATTRIBUTE_UNIX_INODE ","
                            G_FILE_ATTRIBUTE_STANDARD_SIZE, flags, NULL, NULL);
  if (info == NULL || g_file_info_get_etag (info) == NULL)
    return NULL;
  /* Attributes a file system does not have (a remote one's inode) read as 0 alike each time */
  return g_strdup_printf ("%s;%" G_GUINT64_FORMAT ".%06u;%u:%" G_GUINT64_FORMAT ";%" G_GUINT64_FORMAT,
                          g_file_info_get_etag (info),
                          g_file_info_get_attribute_uint64 (info, G_FILE_ATTRIBUTE_TIME_CHANGED),
                          g_file_info_get_attribute_uint32 (info,
                                                            G_FILE_ATTRIBUTE_TIME_CHANGED_USEC),
                          g_file_info_get_attribute_uint32 (info, G_FILE_ATTRIBUTE_UNIX_DEVICE),
                          g_file_info_get_attribute_uint64 (info, G_FILE_ATTRIBUTE_UNIX_INODE),
                          (guint64) g_file_info_get_attribute_uint64 (info,
                                                                      G_FILE_ATTRIBUTE_STANDARD_SIZE));
}
