/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-xml.h: project files and offer catalogues (the format of docs/file-format.md)
 *
 * Loading is strict: anything the format does not allow is refused, and the GError message
 * is always "FILE:LINE: message", ready to show as it is.  Saving writes canonical XML (load
 * then save is byte-identical) and replaces the file atomically.  Formats 1 and 2 are read
 * (format 2's attributes in a format 1 file too: nothing in them is unknown), format 2 is
 * written, and a newer format is refused whole.
 */
#pragma once

#include <gio/gio.h>

#include "breakeven-limits.h"
#include "breakeven-project.h"

G_BEGIN_DECLS

/* What reading, parsing and writing a project file or a catalogue refuses */
#define BREAKEVEN_XML_ERROR (breakeven_xml_error_quark ())
typedef enum
{
  /* Not well-formed, or not the format (an unknown element or attribute...) */
  BREAKEVEN_XML_ERROR_PARSE,
  /* Written by a newer version: refused whole */
  BREAKEVEN_XML_ERROR_NEWER_FORMAT,
  /* More than the format allows: bytes, items, a text's length */
  BREAKEVEN_XML_ERROR_TOO_LARGE,
  /* A value out of its range, or values that break a rule together */
  BREAKEVEN_XML_ERROR_INVALID_VALUE,
} BreakevenXmlError;

GQuark breakeven_xml_error_quark (void);

/* The format written; every format from 1 up to it is read */
#define BREAKEVEN_FORMAT_VERSION 3
/* Larger files (BREAKEVEN_MAX_FILE_BYTES, breakeven-limits.h) are refused before parsing */

/* DISPLAY_NAME is what error messages call the file (a path, or a resource name) */
BreakevenProject *breakeven_project_load_from_data (const char  *data,
                                                    gsize        length,
                                                    const char  *display_name,
                                                    GError     **error);
BreakevenProject *breakeven_project_load_from_file (GFile       *file,
                                                    GError     **error);
/* Canonical XML of the project, NUL-terminated */
char             *breakeven_project_to_xml         (BreakevenProject *project,
                                                    gsize            *length);
/* FALSE with BREAKEVEN_XML_ERROR_TOO_LARGE when the project has more parts, offers or exchange
 * rates than a file may hold (BREAKEVEN_MAX_ITEMS): what the window checks before adding one */
gboolean          breakeven_project_check_limits   (BreakevenProject *project,
                                                    GError          **error);
/* Atomic: an interrupted save leaves the previous file intact.  Never writes what the reader
 * would refuse: too many items or too large (BREAKEVEN_XML_ERROR_TOO_LARGE), a value past a limit
 * (BREAKEVEN_XML_ERROR_INVALID_VALUE), and then the file is left as it was. */
gboolean          breakeven_project_save_to_file   (BreakevenProject *project,
                                                    GFile            *file,
                                                    GCancellable     *cancellable,
                                                    GError          **error);

/* An <offer-catalogue>: returns a GListStore of BreakevenOffer */
GListStore       *breakeven_catalogue_load_from_data (const char  *data,
                                                      gsize        length,
                                                      const char  *display_name,
                                                      GError     **error);
GListStore       *breakeven_catalogue_load_from_file (GFile       *file,
                                                      GError     **error);
char             *breakeven_catalogue_to_xml         (GListModel  *offers,
                                                      gsize       *length);
gboolean          breakeven_catalogue_save_to_file   (GListModel   *offers,
                                                      GFile        *file,
                                                      GCancellable *cancellable,
                                                      GError      **error);

/* Replaces FILE's contents atomically: a temporary file beside it (".NAME.save-XXXXXX"), synced
 * and renamed over it, so that a failed or interrupted write leaves the previous file whole.
 * Through a symbolic link the file it points to is replaced.  Errors read "FILE: reason". */
gboolean          breakeven_file_replace_contents (GFile        *file,
                                                   const char   *contents,
                                                   gsize         length,
                                                   GCancellable *cancellable,
                                                   GError      **error);

/* What tells one version of FILE from another, to compare with a later one; NULL when it
 * cannot be read (it does not exist).  Its modification time (GIO's etag) alone would miss a
 * file rewritten with its old time put back (touch -r, cp -p, rsync -a, tar x): the time of
 * its last change of status, which no program sets back, its size and its inode are in it too.
 * FLAGS: G_FILE_QUERY_INFO_NOFOLLOW_SYMLINKS for a symbolic link's own version. */
char             *breakeven_file_version          (GFile               *file,
                                                   GFileQueryInfoFlags  flags);

/* The sample project bundled in the resources */
BreakevenProject *breakeven_project_load_sample    (GError     **error);
/* An example bundled in the resources, EXAMPLE.breakeven ("sample", "sample-deadlines"), in
 * the window's language when it has a translation (EXAMPLE.zh_CN.breakeven) */
BreakevenProject *breakeven_project_load_example   (const char  *example,
                                                    GError     **error);

G_END_DECLS
