/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-xml-read-file.c: reading the bytes of a project file or a catalogue: at most
 * BREAKEVEN_MAX_FILE_BYTES, never blocking, with the reason in plain words when it fails */

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "breakeven-limits.h"
#include "breakeven-xml-read-private.h"

/* ---------------------------------------------------------------------------------------- */
/* Files                                                                                     */

static char *
file_display_name (GFile *file)
{
  const char *path = g_file_peek_path (file);

  return path != NULL ? g_strdup (path) : g_file_get_parse_name (file);
}

/* Why a file cannot be read, in plain words: never GIO's own text, which names temporary
 * files, quotes the path a second time or is not translated */
static const char *
reason_for_errno (int saved_errno)
{
  switch (saved_errno)
    {
    case ENOENT:
    case ENOTDIR:
      return _("there is no such file");
    case EACCES:
    case EPERM:
      return _("permission to read the file was denied");
    case EISDIR:
      return _("this is a folder, not a file");
    case ELOOP:
      return _("the file is a symbolic link that leads round in a loop");
    case ENAMETOOLONG:
      return _("the file name is too long");
    case EIO:
      return _("the disk could not read the file (input/output error)");
    default:
      return _("the file could not be read");
    }
}

/* The same words for the other readers of files (the price lists) */
const char *
breakeven_xml_reason_for_errno (int saved_errno)
{
  return reason_for_errno (saved_errno);
}

static const char *
reason_for_io_error (const GError *error)
{
  static const struct { GIOErrorEnum code; int saved_errno; } codes[] = {
    { G_IO_ERROR_NOT_FOUND, ENOENT }, { G_IO_ERROR_NOT_DIRECTORY, ENOTDIR },
    { G_IO_ERROR_PERMISSION_DENIED, EACCES }, { G_IO_ERROR_IS_DIRECTORY, EISDIR },
    { G_IO_ERROR_TOO_MANY_LINKS, ELOOP }, { G_IO_ERROR_FILENAME_TOO_LONG, ENAMETOOLONG },
  };

  for (guint i = 0; i < G_N_ELEMENTS (codes); i++)
    if (g_error_matches (error, G_IO_ERROR, codes[i].code))
      return reason_for_errno (codes[i].saved_errno);
  return reason_for_errno (0);
}

/* "FILE: reason", with no line to point at, in the GIO domain so callers can tell a missing
 * file from a broken one */
static void
set_file_error (GError     **error,
                const char  *name,
                GIOErrorEnum code,
                const char  *reason)
{
  g_set_error (error, G_IO_ERROR, code, "%s: %s", name, reason);
}

static gboolean
check_size (const char  *name,
            gsize        length,
            GError     **error)
{
  if (length > BREAKEVEN_MAX_FILE_BYTES)
    {
      breakeven_xml_set_error_at (error, name, 1, BREAKEVEN_XML_ERROR_TOO_LARGE,
                                  _("the file is too large: Breakeven reads files of up to %d MiB"),
                                  BREAKEVEN_MAX_FILE_BYTES / (1024 * 1024));
      return FALSE;
    }
  return TRUE;
}

/* A local file: opened without blocking (a FIFO or a device would wait forever for a writer),
 * refused unless it is a regular file, then read */
static GBytes *
read_local_file (const char  *path,
                 const char  *name,
                 GError     **error)
{
  g_autofree guint8 *buffer = NULL;
  gsize length = 0;
  struct stat info;
  int fd, flags;

  fd = g_open (path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY, 0);
  if (fd < 0)
    {
      int saved_errno = errno;

      set_file_error (error, name, g_io_error_from_errno (saved_errno),
                      reason_for_errno (saved_errno));
      return NULL;
    }
  if (fstat (fd, &info) != 0 || !S_ISREG (info.st_mode))
    {
      gboolean is_dir = S_ISDIR (info.st_mode);

      close (fd);
      set_file_error (error, name, is_dir ? G_IO_ERROR_IS_DIRECTORY : G_IO_ERROR_NOT_REGULAR_FILE,
                      is_dir ? reason_for_errno (EISDIR)
                             : _("this is not a regular file (a pipe, a device or a socket)"));
      return NULL;
    }
  flags = fcntl (fd, F_GETFL);
  if (flags >= 0)
    fcntl (fd, F_SETFL, flags & ~O_NONBLOCK);

  /* At most BREAKEVEN_MAX_FILE_BYTES + 1, to notice a larger file without reading it whole */
  buffer = g_malloc (BREAKEVEN_MAX_FILE_BYTES + 1);
  while (length < BREAKEVEN_MAX_FILE_BYTES + 1)
    {
      gssize n = read (fd, buffer + length, BREAKEVEN_MAX_FILE_BYTES + 1 - length);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          int saved_errno = errno;

          close (fd);
          set_file_error (error, name, g_io_error_from_errno (saved_errno),
                          reason_for_errno (saved_errno == EISDIR ? EISDIR : EIO));
          return NULL;
        }
      if (n == 0)
        break;
      length += n;
    }
  close (fd);
  if (!check_size (name, length, error))
    return NULL;
  return g_bytes_new (buffer, length);
}

/* Reads at most BREAKEVEN_MAX_FILE_BYTES (+1 to notice a larger file): a huge file, or an
 * endless one like /dev/zero, is refused without being read whole; anything but a regular file
 * is refused before it is opened (GIO) or before a byte is read (local files) */
GBytes *
breakeven_xml_read_file (GFile   *file,
                         char   **display_name,
                         GError **error)
{
  g_autofree char *name = file_display_name (file);
  g_autoptr(GFileInputStream) stream = NULL;
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autofree guint8 *buffer = NULL;
  GBytes *bytes;
  gsize length = 0;

  if (g_file_peek_path (file) != NULL)
    {
      bytes = read_local_file (g_file_peek_path (file), name, error);
      if (bytes != NULL)
        *display_name = g_steal_pointer (&name);
      return bytes;
    }

  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_TYPE, G_FILE_QUERY_INFO_NONE, NULL,
                            &local_error);
  if (info == NULL)
    {
      set_file_error (error, name, local_error->code, reason_for_io_error (local_error));
      return NULL;
    }
  if (g_file_info_get_file_type (info) == G_FILE_TYPE_DIRECTORY)
    {
      set_file_error (error, name, G_IO_ERROR_IS_DIRECTORY, reason_for_errno (EISDIR));
      return NULL;
    }
  if (g_file_info_get_file_type (info) != G_FILE_TYPE_REGULAR)
    {
      set_file_error (error, name, G_IO_ERROR_NOT_REGULAR_FILE,
                      _("this is not a regular file (a pipe, a device or a socket)"));
      return NULL;
    }

  buffer = g_malloc (BREAKEVEN_MAX_FILE_BYTES + 1);
  stream = g_file_read (file, NULL, &local_error);
  if (stream == NULL
      || !g_input_stream_read_all (G_INPUT_STREAM (stream), buffer, BREAKEVEN_MAX_FILE_BYTES + 1,
                                   &length, NULL, &local_error))
    {
      set_file_error (error, name, local_error->code, reason_for_io_error (local_error));
      return NULL;
    }
  if (!check_size (name, length, error))
    return NULL;
  *display_name = g_steal_pointer (&name);
  return g_bytes_new (buffer, length);
}
