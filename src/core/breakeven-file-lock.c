/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-file-lock.c: the lock around reading, changing and writing a shared file */

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include "breakeven-file-lock.h"
#include "breakeven-limits.h"

struct _BreakevenFileLock
{
  int fd;       /* -1: a lock that holds nothing */
};

/* As many links as the kernel follows in one path */
#define MAX_LINKS 40
/* How often a waiting program tries again */
#define RETRY_MICROSECONDS 10000

/* PATH with its symbolic links followed, even to a file that does not exist yet; NULL for a
 * loop */
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
      dir = g_path_get_dirname (current);
      g_free (current);
      current = g_path_is_absolute (link) ? g_steal_pointer (&link)
                                          : g_build_filename (dir, link, NULL);
    }
  return NULL;
}

/* The lock's name for a file named BASE: ".BASE.lock", or, when that would be longer than a
 * name may be (a BASE of 250 bytes and more), BASE cut short with a checksum of the whole, so
 * that every file has a lock of its own and none goes without one */
static char *
lock_name_for (const char *base)
{
  g_autofree char *sum = NULL;
  g_autofree char *cut = NULL;
  const char *end;

  if (strlen (base) + strlen (".") + strlen (".lock") <= BREAKEVEN_MAX_FILE_NAME_BYTES)
    return g_strconcat (".", base, ".lock", NULL);
  sum = g_compute_checksum_for_string (G_CHECKSUM_SHA256, base, -1);
  sum[16] = '\0';
  /* ".", the cut name, "~", 16 hex digits, ".lock": 200 bytes of the name leave room, cut
   * where a character begins when the name is UTF-8 */
  end = base + 200;
  if (g_utf8_validate (base, -1, NULL))
    end = g_utf8_find_prev_char (base, end + 1);
  cut = g_strndup (base, end - base);
  return g_strconcat (".", cut, "~", sum, ".lock", NULL);
}

static BreakevenFileLock *
acquire (GFile    *file,
         gboolean  follow,
         guint     wait_ms,
         GError  **error)
{
  g_autofree char *target = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *base = NULL;
  g_autofree char *lock_name = NULL;
  g_autofree char *lock_path = NULL;
  g_autofree char *shown = NULL;
  BreakevenFileLock *lock;
  gint64 deadline;
  int fd;

  lock = g_new0 (BreakevenFileLock, 1);
  lock->fd = -1;
  if (g_file_peek_path (file) == NULL)
    return lock;
  shown = g_file_get_parse_name (file);
  target = follow ? follow_links (g_file_peek_path (file)) : g_strdup (g_file_peek_path (file));
  if (target == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_TOO_MANY_LINKS,
                   _("%s: the path has a symbolic link that leads round in a loop"), shown);
      g_free (lock);
      return NULL;
    }
  dir = g_path_get_dirname (target);
  base = g_path_get_basename (target);
  /* A name no file may have is never written either (the writer says so): no lock is made */
  if (strlen (base) > BREAKEVEN_MAX_FILE_NAME_BYTES)
    return lock;
  lock_name = lock_name_for (base);
  lock_path = g_build_filename (dir, lock_name, NULL);
  /* O_NONBLOCK: a FIFO in the lock's place must not hang the open until someone writes */
  fd = g_open (lock_path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0600);
  if (fd < 0 && errno == ENXIO)
    {
      /* A socket in the lock's place cannot be opened at all: refused, not lockless */
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE,
                   _("%s: cannot make the lock that keeps two programs from writing it at "
                     "once (%s is not a lock file: %s)"), shown, lock_name, _("a socket"));
      g_free (lock);
      return NULL;
    }
  if (fd < 0 && errno == EISDIR)
    {
      /* Translators: %s is a file; the lock keeps two programs from writing it at once */
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_IS_DIRECTORY,
                   _("%s: cannot make the lock that keeps two programs from writing it at once "
                     "(%s is not a lock file: a folder)"), shown, lock_name);
      g_free (lock);
      return NULL;
    }
  if (fd >= 0)
    {
      struct stat st;

      /* Only a regular file is a lock: a FIFO, a device or a socket in its place is refused
       * rather than taken as one, the way the lock of another program would not be */
      if (fstat (fd, &st) != 0 || !S_ISREG (st.st_mode))
        {
          const char *what = S_ISDIR (st.st_mode) ? _("a folder")
                             : S_ISFIFO (st.st_mode) ? _("a pipe")
                             : S_ISSOCK (st.st_mode) ? _("a socket")
                             : _("a special file");

          /* Translators: %s is a file, then the lock's name, then what it is ("a pipe") */
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE,
                       _("%s: cannot make the lock that keeps two programs from writing it at "
                         "once (%s is not a lock file: %s)"), shown, lock_name, what);
          close (fd);
          g_free (lock);
          return NULL;
        }
    }
  if (fd < 0 && errno == ELOOP)
    {
      /* Translators: %s is a file; the lock keeps two programs from writing it at once */
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_TOO_MANY_LINKS,
                   _("%s: cannot make the lock that keeps two programs from writing it at once "
                     "(a symbolic link is in its place)"), shown);
      g_free (lock);
      return NULL;
    }
  /* A folder that is missing, read-only or full keeps the file from being written as well:
   * the writer then says why, in the words it always has */
  if (fd < 0)
    return lock;
  deadline = g_get_monotonic_time () + (gint64) wait_ms * 1000;
  while (flock (fd, LOCK_EX | LOCK_NB) != 0)
    {
      int saved = errno;

      if (saved == EINTR)
        continue;
      if (saved != EWOULDBLOCK)
        {
          /* A file system that cannot lock (some network ones): as before locks existed */
          if (saved == ENOLCK || saved == EOPNOTSUPP || saved == ENOSYS)
            break;
          g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved),
                       _("%s: cannot take the lock that keeps two programs from writing it at "
                         "once (%s)"), shown, g_strerror (saved));
          close (fd);
          g_free (lock);
          return NULL;
        }
      if (g_get_monotonic_time () >= deadline)
        {
          guint seconds = MAX (1, (wait_ms + 500) / 1000);

          /* Translators: %s is a file, %u a number of seconds */
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_BUSY,
                       ngettext ("%s: another program has been changing it for %u second; "
                                 "nothing was written, try again when it is done",
                                 "%s: another program has been changing it for %u seconds; "
                                 "nothing was written, try again when it is done", seconds),
                       shown, seconds);
          close (fd);
          g_free (lock);
          return NULL;
        }
      g_usleep (RETRY_MICROSECONDS);
    }
  lock->fd = fd;
  return lock;
}

BreakevenFileLock *
breakeven_file_lock_acquire (GFile   *file,
                             guint    wait_ms,
                             GError **error)
{
  g_return_val_if_fail (G_IS_FILE (file), NULL);
  return acquire (file, TRUE, wait_ms, error);
}

BreakevenFileLock *
breakeven_file_lock_acquire_here (GFile   *file,
                                  guint    wait_ms,
                                  GError **error)
{
  g_return_val_if_fail (G_IS_FILE (file), NULL);
  return acquire (file, FALSE, wait_ms, error);
}

void
breakeven_file_lock_release (BreakevenFileLock *lock)
{
  if (lock == NULL)
    return;
  /* Closing the last descriptor lets the lock go */
  if (lock->fd >= 0)
    close (lock->fd);
  g_free (lock);
}
