/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-archive.c: the price lists of a gpuhunt catalog.zip
 *
 * An archive is read twice from memory: once for its "version" file, which may come last, and
 * once for its CSVs, each inflated, imported and freed before the next, so that memory holds
 * one list at a time.  What an archive may cost is bounded three ways: the archive's own size
 * (BREAKEVEN_MAX_FILE_BYTES), the size of each list (the size it declares, and what actually
 * inflates, at most BREAKEVEN_MAX_FILE_BYTES) and all the lists together (MAX_UNPACKED).  An
 * entry that is not a price list (empty, binary, too large, an archive itself) is left out and
 * said so; an archive that yields no offer is refused.
 */

#include "config.h"

#include <glib/gi18n.h>
#if HAVE_LIBARCHIVE
#include <archive.h>
#include <archive_entry.h>
#endif
#include <string.h>

#include "breakeven-import-private.h"
#include "breakeven-limits.h"

/* At most this many price lists of an archive are imported (gpuhunt has some 25) */
#define MAX_CSVS 64
/* At most this many entries of an archive are looked at */
#define MAX_ENTRIES 10000
/* All the lists of one archive together unpack to at most this */
#define MAX_UNPACKED (8 * BREAKEVEN_MAX_FILE_BYTES)
/* A version is a short word ("20260818-42") */
#define MAX_VERSION_CHARS 64

static gboolean
has_suffix_nocase (const char *text,
                   const char *suffix)
{
  gsize n = strlen (text), m = strlen (suffix);

  /* ".zip" alone is a zip too, named by its extension only */
  return n >= m && g_ascii_strcasecmp (text + n - m, suffix) == 0;
}

/* A price list by its name: ".csv" alone too, which is then refused for naming no provider */
static gboolean
is_list_name (const char *path)
{
  gsize n = strlen (path);

  return n >= 4 && g_ascii_strcasecmp (path + n - 4, ".csv") == 0;
}

gboolean
breakeven_import_is_archive_name (const char *name)
{
  return name != NULL && has_suffix_nocase (name, ".zip");
}

#if HAVE_LIBARCHIVE
/* The entry's path with '/' between folders (archivers on Windows write '\'), never NULL */
static char *
entry_path (struct archive_entry *entry)
{
  const char *path = archive_entry_pathname_utf8 (entry);
  g_autofree char *copy = NULL;

  if (path == NULL)
    path = archive_entry_pathname (entry);
  copy = g_strdelimit (g_strdup (path != NULL && *path != '\0' ? path : "?"), "\\", '/');
  return breakeven_import_escape (copy, -1);
}

/* What archivers of other systems add beside the files: macOS's __MACOSX/ folder and its ._
 * files, and hidden files */
static gboolean
is_metadata (const char *path)
{
  g_auto(GStrv) parts = g_strsplit (path, "/", -1);

  for (guint i = 0; parts[i] != NULL; i++)
    if (strcmp (parts[i], "__MACOSX") == 0 || g_str_has_prefix (parts[i], "._")
        || strcmp (parts[i], ".DS_Store") == 0)
      return TRUE;
  return FALSE;
}

static guint32
read_u32 (const guint8 *p)
{
  return p[0] | (p[1] << 8) | (p[2] << 16) | ((guint32) p[3] << 24);
}

static guint16
read_u16 (const guint8 *p)
{
  return p[0] | (p[1] << 8);
}

/* The entry's bytes, at most LIMIT (*TOO_LARGE past it, reading no further).  An entry that
 * does not unpack (a way of compressing the reader lacks, a wrong check sum) is *UNREADABLE,
 * with no bytes: the entries after it still read.  FALSE when the archive reads no further, or
 * when cancelled */
static gboolean
read_entry (struct archive *archive,
            gsize           limit,
            GCancellable   *cancellable,
            GByteArray    **out,
            gboolean       *too_large,
            gboolean       *unreadable,
            GError        **error)
{
  g_autoptr(GByteArray) bytes = g_byte_array_new ();
  guint8 buffer[65536];

  *too_large = FALSE;
  *unreadable = FALSE;
  for (;;)
    {
      la_ssize_t n;

      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        return FALSE;
      n = archive_read_data (archive, buffer, sizeof buffer);
      if (n == ARCHIVE_FATAL)
        return FALSE;
      if (n < 0)
        {
          *unreadable = TRUE;
          return TRUE;
        }
      if (n == 0)
        break;
      if (bytes->len + (gsize) n > limit)
        {
          *too_large = TRUE;
          break;
        }
      g_byte_array_append (bytes, buffer, n);
    }
  /* Text, NUL-terminated (an empty entry too) */
  g_byte_array_append (bytes, (const guint8 *) "", 1);
  *out = g_steal_pointer (&bytes);
  return TRUE;
}

/* Where the local header of the entry ARCHIVE has just read is in the zip DATA.  The reader
 * counts its position before the data descriptor of the entry before (up to 24 bytes after a
 * zip64 one), which an entry of unknown size writes after its bytes: the header is the first
 * that follows */
static gsize
local_header_at (struct archive *archive,
                 const char     *data,
                 gsize           length)
{
  gsize at = (gsize) archive_read_header_position (archive);

  for (gsize i = at; i <= at + 24 && i + 4 <= length; i++)
    if (memcmp (data + i, "PK\3\4", 4) == 0)
      return i;
  return at;
}

/* Why the entry whose local header is at AT in the zip DATA did not unpack: the way it is
 * compressed, when that is one the reader lacks (7-Zip and Windows write Deflate64), else a
 * damaged entry */
static char *
unreadable_reason (const char *data,
                   gsize       length,
                   gsize       at)
{
  static const struct { guint16 method; const char *name; } methods[] = {
    { 9, "Deflate64" }, { 98, "PPMd" }, { 93, "Zstandard" }, { 12, "bzip2" }, { 14, "LZMA" },
    { 95, "xz" }, { 6, "Implode" }, { 1, "Shrink" }, { 97, "WavPack" }, { 96, "JPEG" },
  };
  const guint8 *bytes = (const guint8 *) data;
  guint16 method;

  if (at + 30 > length || memcmp (bytes + at, "PK\3\4", 4) != 0)
    /* Translators: why an entry of a zip file was not imported */
    return g_strdup (_("damaged: it does not unpack"));
  method = read_u16 (bytes + at + 8);
  if (method == 0 || method == 8)
    /* Translators: why an entry of a zip file was not imported: stored or deflated as usual,
     * yet its bytes do not unpack to what its header says (a wrong check sum, say) */
    return g_strdup (_("damaged: it does not unpack"));
  for (guint i = 0; i < G_N_ELEMENTS (methods); i++)
    if (methods[i].method == method)
      /* Translators: why an entry of a zip file was not imported; %s is a way of compressing,
       * e.g. "Deflate64" */
      return g_strdup_printf (_("compressed with %s, which Breakeven cannot unpack"),
                              methods[i].name);
  /* Translators: why an entry of a zip file was not imported; %u is the number the zip format
   * gives a way of compressing */
  return g_strdup_printf (_("compressed in a way Breakeven cannot unpack (method %u)"), method);
}

/* The snapshot a "version" file names, or NULL when it names none that reads as one */
static char *
read_version (struct archive *archive,
              GCancellable   *cancellable,
              GError        **error,
              gboolean       *ok)
{
  g_autoptr(GByteArray) bytes = NULL;
  g_autofree char *text = NULL;
  gboolean too_large, unreadable;
  char *end;

  *ok = read_entry (archive, 256, cancellable, &bytes, &too_large, &unreadable, error);
  if (!*ok || too_large || unreadable)
    return NULL;
  text = g_strdup ((const char *) bytes->data);
  end = text + strcspn (text, "\r\n");
  *end = '\0';
  g_strstrip (text);
  if (*text == '\0' || strlen (text) > MAX_VERSION_CHARS)
    return NULL;
  for (const char *p = text; *p != '\0'; p++)
    if (!g_ascii_isalnum (*p) && strchr ("._+-", *p) == NULL)
      return NULL;
  return g_steal_pointer (&text);
}

static struct archive *
open_archive (const char *data,
              gsize       length)
{
  struct archive *archive = archive_read_new ();

  archive_read_support_format_zip (archive);
  archive_read_support_filter_none (archive);
  if (archive_read_open_memory (archive, data, length) != ARCHIVE_OK)
    {
      archive_read_free (archive);
      return NULL;
    }
  return archive;
}

/* The first pass: the version, and whether the archive reads at all */
static gboolean
find_version (const char    *data,
              gsize          length,
              GCancellable  *cancellable,
              char         **version,
              GError       **error)
{
  struct archive *archive = open_archive (data, length);
  struct archive_entry *entry;
  gboolean ok = archive != NULL;
  int status;

  *version = NULL;
  for (guint n = 0; ok && n < MAX_ENTRIES
       && (status = archive_read_next_header (archive, &entry)) != ARCHIVE_EOF; n++)
    {
      g_autofree char *path = NULL;
      g_autofree char *base = NULL;

      if (status != ARCHIVE_OK && status != ARCHIVE_WARN)
        ok = FALSE;
      else if (g_cancellable_set_error_if_cancelled (cancellable, error))
        ok = FALSE;
      if (!ok)
        break;
      if (archive_entry_filetype (entry) != AE_IFREG || *version != NULL)
        continue;
      path = entry_path (entry);
      base = g_path_get_basename (path);
      if (strcmp (base, "version") == 0 && !is_metadata (path)
          && !archive_entry_is_encrypted (entry))
        *version = read_version (archive, cancellable, error, &ok);
    }
  if (archive != NULL)
    archive_read_free (archive);
  if (!ok)
    g_clear_pointer (version, g_free);
  return ok;
}

/* A line of the report for an entry left out, named in its archive NAME as the lists read are:
 * "NAME/catalog/x.csv: REASON, not imported" */
static BreakevenImportResult *
left_out (const char *name,
          const char *path,
          const char *reason)
{
  g_autofree char *entry_name = g_strdup_printf ("%s/%s", name, path);

  /* Translators: an entry of a zip file and why it was not imported */
  return breakeven_import_result_new_empty (g_strdup_printf (_("%s: %s, not imported"),
                                                             entry_name, reason));
}

/* To DAMAGED, the name the local header at LOCAL gives its entry (up to a NUL byte, as it is
 * read), as the entries are looked up */
static void
add_local_name (GHashTable   *damaged,
                const guint8 *bytes,
                gsize         length,
                gsize         local)
{
  gsize local_name_length;
  g_autofree char *local_raw = NULL;

  if (local + 30 > length || memcmp (bytes + local, "PK\3\4", 4) != 0)
    return;
  local_name_length = read_u16 (bytes + local + 26);
  if (local + 30 + local_name_length > length)
    return;
  local_raw = g_strndup ((const char *) bytes + local + 30, local_name_length);
  g_hash_table_add (damaged, breakeven_import_escape (g_strdelimit (local_raw, "\\", '/'), -1));
}

/* The entries of the zip DATA whose local header does not say what the archive's directory
 * says of them (another name, or no header where the directory points): a damaged entry,
 * which the reader would otherwise pass over or import under a name nobody gave it.  Each is
 * reported in RESULTS (by the directory's name of it in the archive NAME, when that is a
 * list); returns the names their local headers give (as entry_path() shows them), to pass
 * over.  A zip64 or unreadable
 * directory is left to the reader. */
static GHashTable *
find_damaged_entries (const char  *name,
                      const char  *data,
                      gsize        length,
                      GPtrArray   *results,
                      GHashTable **damaged_at)
{
  const guint8 *bytes = (const guint8 *) data;
  GHashTable *damaged = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  /* The names of entries whose header matches: another entry of the list that points at the
   * same header (entries that overlap) leaves them whole */
  g_autoptr(GHashTable) whole = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  /* The same by where their headers are: a name the reader converts (a UTF-8 name in another
   * normal form) is still found there */
  g_autoptr(GHashTable) whole_at = g_hash_table_new (NULL, NULL);
  GHashTableIter iter;
  gpointer key;
  gsize end = 0, at;
  guint n_entries;

  if (length < 22)
    return damaged;
  for (gsize i = length - 22 + 1; i-- > 0 && length - i <= 22 + 65535;)
    if (memcmp (bytes + i, "PK\5\6", 4) == 0)
      {
        end = i;
        break;
      }
  if (end == 0 && memcmp (bytes, "PK\5\6", 4) != 0)
    return damaged;
  n_entries = read_u16 (bytes + end + 10);
  at = read_u32 (bytes + end + 16);
  if (n_entries == 0xffff || at == 0xffffffff || at > end)
    return damaged;
  for (guint i = 0; i < n_entries && i < MAX_ENTRIES; i++)
    {
      gsize name_length, local, local_name_length;
      gboolean same;

      if (at + 46 > end || memcmp (bytes + at, "PK\1\2", 4) != 0)
        break;
      name_length = read_u16 (bytes + at + 28);
      local = read_u32 (bytes + at + 42);
      if (at + 46 + name_length > end)
        break;
      /* A name with a NUL byte in it reads as the part before it: said, and passed over */
      if (memchr (bytes + at + 46, '\0', name_length) != NULL)
        {
          g_autofree char *cut = g_strndup ((const char *) bytes + at + 46, name_length);
          g_autofree char *path = breakeven_import_escape ((const char *) bytes + at + 46,
                                                           name_length);

          g_hash_table_add (damaged, breakeven_import_escape (g_strdelimit (cut, "\\", '/'),
                                                              -1));
          /* Whatever its name ends in: the end after the NUL ("runpod.csv\0.zip") is no more
           * the entry's kind than the part before it; a folder's or metadata's is passed over
           * as theirs always are */
          if (!is_metadata (path) && !g_str_has_suffix (path, "/"))
            /* Translators: an entry of a zip file left out */
            g_ptr_array_add (results, left_out (name, path, _("its name holds a NUL byte")));
          /* Read by its local header, which may name it otherwise: passed over by that name
           * too, never imported after it was said not to be */
          add_local_name (damaged, bytes, length, local);
          g_hash_table_add (*damaged_at, GSIZE_TO_POINTER (local + 1));
          at += 46 + name_length + read_u16 (bytes + at + 30) + read_u16 (bytes + at + 32);
          continue;
        }
      local_name_length = local + 30 <= length ? read_u16 (bytes + local + 26) : 0;
      same = local + 30 <= length && memcmp (bytes + local, "PK\3\4", 4) == 0
             && local_name_length == name_length
             && local + 30 + name_length <= length
             && memcmp (bytes + local + 30, bytes + at + 46, name_length) == 0;
      if (!same)
        {
          g_autofree char *raw = g_strndup ((const char *) bytes + at + 46, name_length);
          g_autofree char *path = breakeven_import_escape (g_strdelimit (raw, "\\", '/'), -1);

          add_local_name (damaged, bytes, length, local);
          g_hash_table_add (*damaged_at, GSIZE_TO_POINTER (local + 1));
          if (is_list_name (path) && !is_metadata (path))
            g_ptr_array_add (results, left_out (name, path,
                                              _("damaged: its header does not match "
                                                "the archive's list of files")));
        }
      else
        {
          add_local_name (whole, bytes, length, local);
          g_hash_table_add (whole_at, GSIZE_TO_POINTER (local + 1));
        }
      at += 46 + name_length + read_u16 (bytes + at + 30) + read_u16 (bytes + at + 32);
    }
  g_hash_table_iter_init (&iter, whole);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    g_hash_table_remove (damaged, key);
  g_hash_table_iter_init (&iter, whole_at);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    g_hash_table_remove (*damaged_at, key);
  return damaged;
}

static gboolean
import_entries (struct archive  *archive,
                const char      *data,
                const char      *name,
                const char      *version,
                const char      *as_of,
                gsize            length,
                GCancellable    *cancellable,
                BreakevenImportProgressFunc progress,
                gpointer         user_data,
                GPtrArray       *results,
                guint           *n_csvs,
                GError         **error)
{
  g_autoptr(GHashTable) damaged_at = g_hash_table_new (NULL, NULL);
  g_autoptr(GHashTable) damaged = find_damaged_entries (name, data, length, results,
                                                        &damaged_at);
  struct archive_entry *entry;
  gsize budget = MAX_UNPACKED, unpacked;
  guint n_more = 0, n = 0;
  int status;

  for (; (status = archive_read_next_header (archive, &entry)) != ARCHIVE_EOF; n++)
    {
      g_autofree char *path = NULL;
      g_autofree char *entry_name = NULL;
      g_autofree char *reason = NULL;
      g_autoptr(GByteArray) bytes = NULL;
      g_autoptr(GError) local_error = NULL;
      BreakevenImportResult *result;
      la_int64_t declared;
      gboolean too_large, unreadable = FALSE;
      gsize limit;

      if (status != ARCHIVE_OK && status != ARCHIVE_WARN)
        return FALSE;
      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        return FALSE;
      if (progress != NULL && length > 0)
        progress (CLAMP ((double) archive_read_header_position (archive) / length, 0, 1),
                  user_data);
      if (n >= MAX_ENTRIES)
        {
          /* Translators: %s is a zip file, %d a number of its entries */
          result = breakeven_import_result_new_empty (
            g_strdup_printf (_("%s: more than %d entries: the rest not read"), name,
                             MAX_ENTRIES));
          result->is_limit = TRUE;
          g_ptr_array_add (results, result);
          break;
        }
      path = entry_path (entry);
      if (archive_entry_filetype (entry) != AE_IFREG)
        {
          /* A folder holds lists; a link (or a device) named as a list is said, never followed */
          if (archive_entry_filetype (entry) != AE_IFDIR && is_list_name (path)
              && !is_metadata (path))
            g_ptr_array_add (results,
                             left_out (name, path,
                                       archive_entry_filetype (entry) == AE_IFLNK
                                       /* Translators: an entry of a zip file left out */
                                       ? _("a symbolic link") : _("not a regular file")));
          continue;
        }
      if (g_hash_table_contains (damaged, path)
          || g_hash_table_contains (damaged_at, GSIZE_TO_POINTER (
                                      local_header_at (archive, data, length) + 1)))
        continue;
      if (is_metadata (path))
        continue;
      if (has_suffix_nocase (path, ".zip"))
        {
          g_ptr_array_add (results, left_out (name, path, _("an archive inside the archive")));
          continue;
        }
      if (!is_list_name (path))
        continue;
      if (*n_csvs >= MAX_CSVS)
        {
          n_more++;
          continue;
        }
      (*n_csvs)++;
      if (archive_entry_is_encrypted (entry))
        {
          g_ptr_array_add (results, left_out (name, path, _("encrypted")));
          continue;
        }

      /* Its declared size first: a list too large is never inflated */
      declared = archive_entry_size_is_set (entry) ? archive_entry_size (entry) : 0;
      limit = MIN (BREAKEVEN_MAX_FILE_BYTES, budget);
      unpacked = MAX_UNPACKED - budget;
      if (declared > 0 && (guint64) declared > limit)
        too_large = TRUE;
      else if (!read_entry (archive, limit, cancellable, &bytes, &too_large, &unreadable,
                            error))
        return FALSE;
      if (unreadable)
        {
          reason = unreadable_reason (data, length, local_header_at (archive, data, length));
          g_ptr_array_add (results, left_out (name, path, reason));
          continue;
        }
      if (bytes != NULL)
        budget -= bytes->len - 1;
      if (too_large)
        {
          if (limit == BREAKEVEN_MAX_FILE_BYTES)
            reason = g_strdup_printf (_("larger than %d MiB unpacked"),
                                      BREAKEVEN_MAX_FILE_BYTES / (1024 * 1024));
          else
            {
              /* What the lists before it came to, not the limit; in MiB as the limit is
               * (with a space, as the other sizes of these messages have it) */
              /* Translators: %.1f is the size of the lists before ("60.0"), %d the limit,
               * both in MiB */
              reason = g_strdup_printf (_("the lists before it unpack to %.1f MiB, and with it "
                                          "they would pass %d MiB"),
                                        unpacked / (1024.0 * 1024.0),
                                        MAX_UNPACKED / (1024 * 1024));
            }
          g_ptr_array_add (results, left_out (name, path, reason));
          continue;
        }

      entry_name = g_strdup_printf ("%s/%s", name, path);
      result = breakeven_import_csv_data ((const char *) bytes->data, bytes->len - 1,
                                          entry_name, version, as_of, &local_error);
      if (result == NULL)
        /* Translators: an error of one price list of a zip file: that list is left out */
        result = breakeven_import_result_new_empty (
          g_strdup_printf (_("%s; not imported"), local_error->message));
      else if (result->offers->len == 0)
        {
          /* Left out as the other entries are, named, with the rows' reasons: a bare "0 offers
           * from vast" among the lists imported says neither which entry nor that it is out */
          char *summary = result->details != NULL
                          /* Translators: an entry of a zip file, then why its rows were
                           * skipped ("2 rows skipped: unreadable price (line 2)") */
                          ? g_strdup_printf (_("%s: no offer in it, not imported (%s)"),
                                             entry_name, result->details)
                          /* Translators: an entry of a zip file */
                          : g_strdup_printf (_("%s: no offer in it, not imported"), entry_name);

          breakeven_import_result_free (result);
          result = breakeven_import_result_new_empty (summary);
        }
      g_ptr_array_add (results, result);
    }
  if (n_more > 0)
    {
      BreakevenImportResult *result = breakeven_import_result_new_empty (
        /* Translators: %s is a zip file, %u a number of its price lists left out, %d the
         * limit */
        g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                      "%s: %u more price list left out: at most %d are read",
                                      "%s: %u more price lists left out: at most %d are read",
                                      n_more),
                         name, n_more, MAX_CSVS));

      result->is_limit = TRUE;
      g_ptr_array_add (results, result);
    }
  return TRUE;
}
#endif

GPtrArray *
breakeven_import_archive_data (const char                  *data,
                               gsize                        length,
                               const char                  *name,
                               const char                  *as_of,
                               GCancellable                *cancellable,
                               BreakevenImportProgressFunc  progress,
                               gpointer                     user_data,
                               GError                     **error)
{
  g_return_val_if_fail (data != NULL || length == 0, NULL);
  g_return_val_if_fail (name != NULL, NULL);

#if HAVE_LIBARCHIVE
  {
    g_autoptr(GPtrArray) results =
      g_ptr_array_new_with_free_func ((GDestroyNotify) breakeven_import_result_free);
    g_autofree char *version = NULL;
    g_autoptr(GError) local_error = NULL;
    struct archive *archive = NULL;
    guint n_csvs = 0, n_offers = 0;
    gboolean ok;

    if (length > BREAKEVEN_MAX_FILE_BYTES)
      {
        g_set_error (error, BREAKEVEN_IMPORT_ERROR, BREAKEVEN_IMPORT_ERROR_TOO_LARGE,
                     _("%s:1: the file is larger than %d MiB, and no price catalogue is"),
                     name, BREAKEVEN_MAX_FILE_BYTES / (1024 * 1024));
        return NULL;
      }
    ok = length > 0 && find_version (data, length, cancellable, &version, &local_error);
    if (ok)
      {
        archive = open_archive (data, length);
        ok = archive != NULL
             && import_entries (archive, data, name, version, as_of, length, cancellable, progress,
                                user_data, results, &n_csvs, &local_error);
        if (archive != NULL)
          archive_read_free (archive);
      }
    if (local_error != NULL)
      {
        g_propagate_error (error, g_steal_pointer (&local_error));
        return NULL;
      }
    /* No list, and nothing to say of the entries either (an archive inside, too many) */
    if (!ok || (n_csvs == 0 && results->len == 0))
      {
        g_set_error (error, BREAKEVEN_IMPORT_ERROR,
                     ok ? BREAKEVEN_IMPORT_ERROR_NO_OFFER : BREAKEVEN_IMPORT_ERROR_DAMAGED_ARCHIVE,
                     ok ? _("%s: a zip file with no CSV price list in it")
                        : _("%s: not a zip file, or a damaged one"), name);
        return NULL;
      }

    /* Not one offer is no import: the reasons, and nothing changes */
    for (guint i = 0; i < results->len; i++)
      n_offers += ((BreakevenImportResult *) results->pdata[i])->offers->len;
    if (n_offers == 0)
      {
        g_autoptr(GString) reasons = g_string_new (NULL);
        guint n_shown = 0, n_hidden = 0;

        /* The first five reasons, then what the limits left out, never shortened away */
        for (guint i = 0; i < results->len; i++)
          {
            BreakevenImportResult *result = results->pdata[i];

            if (!result->is_limit && n_shown >= 5)
              {
                if (n_hidden++ == 0)
                  g_string_append (reasons, "\n…");
                continue;
              }
            g_string_append_printf (reasons, "%s%s", reasons->len > 0 ? "\n" : "",
                                    result->summary);
            n_shown += !result->is_limit;
          }
        /* Translators: a zip file, then (on the lines after) what each list in it gave */
        g_set_error (error, BREAKEVEN_IMPORT_ERROR, BREAKEVEN_IMPORT_ERROR_NO_OFFER,
                     _("%s: no offer in it, nothing imported:\n%s"), name, reasons->str);
        return NULL;
      }
    if (progress != NULL)
      progress (1, user_data);
    return g_steal_pointer (&results);
  }
#else
  (void) as_of;
  (void) cancellable;
  (void) progress;
  (void) user_data;
  g_set_error (error, BREAKEVEN_IMPORT_ERROR, BREAKEVEN_IMPORT_ERROR_NOT_SUPPORTED,
               _("%s: this build of Breakeven reads no zip files: unpack it and import the CSV "
                 "files"), name);
  return NULL;
#endif
}

GPtrArray *
breakeven_import_archive (GFile                       *file,
                          GCancellable                *cancellable,
                          BreakevenImportProgressFunc  progress,
                          gpointer                     user_data,
                          GError                     **error)
{
  g_autofree char *name = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *as_of = NULL;
  gsize length = 0;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  name = breakeven_import_file_name (file);
#if HAVE_LIBARCHIVE
  if (!breakeven_import_load (file, name, BREAKEVEN_MAX_FILE_BYTES, cancellable, &contents,
                              &length, &as_of, error))
    return NULL;
#endif
  return breakeven_import_archive_data (contents, length, name, as_of, cancellable, progress,
                                        user_data, error);
}
