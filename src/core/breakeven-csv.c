/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-csv.c: the CSV reader of the price catalogue import, its plain numbers, the names of
 * price lists as providers, the bounded reading of the files it imports (as lists of results),
 * and the escaping of what it quotes from them */

#include "config.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <math.h>
#include <glib/gstdio.h>
#include <string.h>

#include "breakeven-import-private.h"
#include "breakeven-limits.h"
#include "breakeven-xml-private.h"

/* The CSV reader ---------------------------------------------------------------------------- */

/* No catalogue has more than 14 columns; a record of a million commas is no price list */
#define MAX_FIELDS 1000

/* The length of the line end at DATA[I]: 2 for "\r\n", 1 for '\n' or a lone '\r', else 0 */
static gsize
line_end (const char *data,
          gsize       length,
          gsize       i)
{
  if (i >= length)
    return 0;
  if (data[i] == '\n')
    return 1;
  if (data[i] == '\r')
    return i + 1 < length && data[i + 1] == '\n' ? 2 : 1;
  return 0;
}

guint
breakeven_csv_line_of (const char *data,
                       gsize       offset)
{
  guint line = 1;

  /* A "\r" just before OFFSET is a lone one: the byte at OFFSET is no line's end */
  for (gsize i = 0; i < offset; i += MAX (line_end (data, offset, i), 1))
    line += line_end (data, offset, i) > 0;
  return line;
}

gboolean
breakeven_csv_parse (const char             *data,
                     gsize                   length,
                     BreakevenCsvRecordFunc  func,
                     gpointer                user_data,
                     guint                  *error_line)
{
  g_autoptr(GPtrArray) pool = g_ptr_array_new ();
  g_autoptr(GPtrArray) pointers = g_ptr_array_new ();
  guint n = 0, line = 1, record_line = 1;
  gboolean ok = TRUE;
  gsize i = 0;

  while (i <= length)
    {
      gboolean quoted = FALSE;
      GString *field;
      gsize start;

      if (n == pool->len)
        g_ptr_array_add (pool, g_string_sized_new (32));
      field = g_ptr_array_index (pool, n);
      g_string_truncate (field, 0);

      if (i < length && data[i] == '"')
        {
          guint quote_line = line;

          quoted = TRUE;
          i++;
          for (;;)
            {
              const char *quote;

              if (i >= length)
                {
                  if (error_line != NULL)
                    *error_line = quote_line;
                  ok = FALSE;
                  goto out;
                }
              /* Runs of plain text at once: the reader stays linear and quick */
              quote = memchr (data + i, '"', length - i);
              if (quote == NULL)
                quote = data + length;
              for (gsize k = i; k < (gsize) (quote - data); k++)
                line += data[k] == '\n' || (data[k] == '\r' && line_end (data, length, k) == 1);
              g_string_append_len (field, data + i, quote - (data + i));
              i = quote - data;
              if (i >= length)
                continue;
              if (i + 1 < length && data[i + 1] == '"')
                {
                  g_string_append_c (field, '"');
                  i += 2;
                  continue;
                }
              i++;
              break;
            }
        }

      /* The unquoted field, or whatever follows a closing quote up to the comma */
      start = i;
      while (i < length && data[i] != ',' && data[i] != '\n' && data[i] != '\r')
        i++;
      g_string_append_len (field, data + start, i - start);
      if (n < MAX_FIELDS)
        n++;

      if (i < length && data[i] == ',')
        {
          i++;
          continue;
        }

      /* The end of a record; a blank line is none */
      if (n > 1 || quoted || field->len > 0)
        {
          g_ptr_array_set_size (pointers, 0);
          for (guint k = 0; k < n; k++)
            g_ptr_array_add (pointers, ((GString *) g_ptr_array_index (pool, k))->str);
          g_ptr_array_add (pointers, NULL);
          func ((char **) pointers->pdata, n, record_line, user_data);
        }
      n = 0;
      if (i >= length)
        break;
      /* "\n", "\r\n" or a lone "\r" (spreadsheets of old Macs) */
      i += line_end (data, length, i);
      line++;
      record_line = line;
    }

out:
  for (guint k = 0; k < pool->len; k++)
    g_string_free (g_ptr_array_index (pool, k), TRUE);
  return ok;
}

/* Values ------------------------------------------------------------------------------------ */

/* A plain decimal number ("24", "0.34", ".5"), surrounded by spaces at most; a leading '$' is
 * allowed (FSDL).  Nothing else a C library reads as a number: no sign, exponent, hexadecimal,
 * "inf" or "nan"; and none too small to be a measure of anything (1e-320 is a subnormal).  One
 * too large for a double (309 digits) is infinite: a number, which each caller's range refuses
 * as out of range, not as unreadable */
gboolean
breakeven_import_parse_number (const char *text,
              double     *out)
{
  const char *start, *p;
  g_autofree char *digits = NULL;
  guint n_digits = 0;
  double value;

  while (g_ascii_isspace (*text))
    text++;
  if (*text == '$')
    text++;
  start = p = text;
  for (; g_ascii_isdigit (*p); p++)
    n_digits++;
  if (*p == '.')
    for (p++; g_ascii_isdigit (*p); p++)
      n_digits++;
  if (n_digits == 0)
    return FALSE;
  digits = g_strndup (start, p - start);
  while (g_ascii_isspace (*p))
    p++;
  if (*p != '\0')
    return FALSE;
  value = g_ascii_strtod (digits, NULL);
  if (value != 0 && value < BREAKEVEN_MIN_IMPORTED_NUMBER)
    return FALSE;
  *out = value + 0.0;
  return TRUE;
}

/* Blank as a reader sees it: nothing but spaces of any kind (a no-break space too) and
 * characters that show nothing (zero-width ones, a byte-order mark), or nothing anyone can read
 * (private use, code points with no character) */
gboolean
breakeven_import_char_is_hidden (gunichar c)
{
  GUnicodeType type = g_unichar_type (c);

  return (c >= 0x80 && c < 0xa0) || c == 0x2028 || c == 0x2029
         || (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069)
         || type == G_UNICODE_FORMAT || type == G_UNICODE_PRIVATE_USE
         || type == G_UNICODE_UNASSIGNED || type == G_UNICODE_SURROGATE
         || c == 0x115f || c == 0x1160 || c == 0x3164 || c == 0xffa0   /* Hangul fillers */
         || c == 0x2800                                                /* braille blank */
         || c == 0x034f                                                /* grapheme joiner */
         || c == 0x17b4 || c == 0x17b5                                 /* Khmer inherent vowels */
         || (c >= 0x180b && c <= 0x180f)                               /* Mongolian selectors */
         || (c >= 0xfe00 && c <= 0xfe0f) || (c >= 0xe0100 && c <= 0xe01ef); /* variation */
}

/* A combining mark (an accent, an enclosing circle) alone names nothing: it only changes the
 * character before it */
static gboolean
char_is_mark (gunichar c)
{
  GUnicodeType type = g_unichar_type (c);

  return type == G_UNICODE_NON_SPACING_MARK || type == G_UNICODE_ENCLOSING_MARK
         || type == G_UNICODE_SPACING_MARK;
}

gboolean
breakeven_import_char_names_nothing (gunichar c)
{
  return g_unichar_isspace (c) || breakeven_import_char_is_hidden (c) || char_is_mark (c);
}

gboolean
breakeven_import_char_escaped (gunichar  c,
                               gboolean *after_base)
{
  if (breakeven_import_char_is_hidden (c) || (char_is_mark (c) && !*after_base))
    {
      *after_base = FALSE;
      return TRUE;
    }
  /* Marks go on letters, digits and symbols (an emoji), or after marks on them; not on a
   * space, a slash or a quote of a message */
  *after_base = g_unichar_isalnum (c) || (char_is_mark (c) && *after_base)
                || g_unichar_type (c) == G_UNICODE_OTHER_SYMBOL
                || g_unichar_type (c) == G_UNICODE_MATH_SYMBOL
                || g_unichar_type (c) == G_UNICODE_CURRENCY_SYMBOL
                || g_unichar_type (c) == G_UNICODE_MODIFIER_SYMBOL;
  return FALSE;
}

gboolean
breakeven_import_is_blank_name (const char *text)
{
  if (!g_utf8_validate (text, -1, NULL))
    return FALSE;
  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    if (!breakeven_import_char_names_nothing (g_utf8_get_char (p)))
      return FALSE;
  return TRUE;
}

/* Reading files ----------------------------------------------------------------------------- */

char *
breakeven_import_file_name (GFile *file)
{
  g_autofree char *name = g_file_peek_path (file) != NULL ? g_strdup (g_file_peek_path (file))
                                                          : g_file_get_parse_name (file);

  return breakeven_import_escape (name, -1);
}

gboolean
breakeven_import_load (GFile         *file,
                       const char    *name,
                       gsize          limit,
                       GCancellable  *cancellable,
                       char         **contents,
                       gsize         *length,
                       char         **as_of,
                       GError       **error)
{
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(GDateTime) modified = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GFileInputStream) stream = NULL;
  g_autofree char *buffer = NULL;
  gsize n = 0;

  /* The type and size first: a FIFO or a device is never opened, a huge file never read */
  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_SIZE ","
                            G_FILE_ATTRIBUTE_STANDARD_TYPE ","
                            G_FILE_ATTRIBUTE_TIME_MODIFIED,
                            G_FILE_QUERY_INFO_NONE, cancellable, &local_error);
  if (info == NULL)
    {
      if (g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_propagate_error (error, g_steal_pointer (&local_error));
      else
        g_set_error (error, BREAKEVEN_IMPORT_ERROR,
                     g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND)
                     ? BREAKEVEN_IMPORT_ERROR_NOT_FOUND : BREAKEVEN_IMPORT_ERROR_UNREADABLE,
                     g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND)
                     ? _("%s: no such file") : _("%s: the file cannot be read"), name);
      return FALSE;
    }
  if (g_file_info_get_file_type (info) == G_FILE_TYPE_SYMBOLIC_LINK
      && g_file_peek_path (file) != NULL)
    {
      /* A link that could not be followed: a loop, or one that leads nowhere */
      GStatBuf st;
      int saved_errno = g_stat (g_file_peek_path (file), &st) == 0 ? 0 : errno;

      g_set_error (error, BREAKEVEN_IMPORT_ERROR,
                   saved_errno == ENOENT ? BREAKEVEN_IMPORT_ERROR_NOT_FOUND
                                         : BREAKEVEN_IMPORT_ERROR_UNREADABLE,
                   "%s: %s", name, breakeven_xml_reason_for_errno (saved_errno));
      return FALSE;
    }
  if (g_file_info_get_file_type (info) != G_FILE_TYPE_REGULAR)
    {
      g_set_error (error, BREAKEVEN_IMPORT_ERROR, BREAKEVEN_IMPORT_ERROR_NOT_A_FILE,
                   _("%s: not a file"), name);
      return FALSE;
    }
  if (g_file_info_get_size (info) < 0 || (guint64) g_file_info_get_size (info) > limit)
    {
      g_set_error (error, BREAKEVEN_IMPORT_ERROR, BREAKEVEN_IMPORT_ERROR_TOO_LARGE,
                   _("%s:1: the file is larger than %d MiB, and no price catalogue is"),
                   name, (int) (limit / (1024 * 1024)));
      return FALSE;
    }

  /* At most LIMIT + 1 bytes, whatever the file grew to since */
  stream = g_file_read (file, cancellable, &local_error);
  buffer = g_malloc (limit + 1);
  if (stream == NULL
      || !g_input_stream_read_all (G_INPUT_STREAM (stream), buffer, limit + 1, &n, cancellable,
                                   &local_error))
    {
      if (g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_propagate_error (error, g_steal_pointer (&local_error));
      else
        g_set_error (error, BREAKEVEN_IMPORT_ERROR, BREAKEVEN_IMPORT_ERROR_UNREADABLE,
                     _("%s: the file cannot be read"), name);
      return FALSE;
    }
  if (n > limit)
    {
      g_set_error (error, BREAKEVEN_IMPORT_ERROR, BREAKEVEN_IMPORT_ERROR_TOO_LARGE,
                   _("%s:1: the file is larger than %d MiB, and no price catalogue is"),
                   name, (int) (limit / (1024 * 1024)));
      return FALSE;
    }
  buffer = g_realloc (buffer, n + 1);
  buffer[n] = '\0';
  *contents = g_steal_pointer (&buffer);
  *length = n;
  modified = g_file_info_get_modification_date_time (info);
  *as_of = modified != NULL ? g_date_time_format (modified, "%Y-%m-%d") : NULL;
  return TRUE;
}

/* What a file says, shown -------------------------------------------------------------------- */

char *
breakeven_import_escape (const char *text,
                         gssize      length)
{
  GString *s;
  const char *p, *end;
  gboolean after_base = FALSE;   /* the last character shown is one a mark may go on */

  if (text == NULL)
    return NULL;
  if (length < 0)
    length = strlen (text);
  s = g_string_sized_new (length);
  end = text + length;
  for (p = text; p < end;)
    {
      gunichar c = g_utf8_get_char_validated (p, end - p);

      if (c == (gunichar) -1 || c == (gunichar) -2)
        {
          /* Not UTF-8: the byte */
          g_string_append_printf (s, "\\x%02x", (guint8) *p);
          p++;
          after_base = FALSE;
          continue;
        }
      if (c == '\n')
        g_string_append (s, "\\n");
      else if (c == '\r')
        g_string_append (s, "\\r");
      else if (c == '\t')
        g_string_append (s, "\\t");
      else if (c < 0x20 || c == 0x7f)
        g_string_append_printf (s, "\\x%02x", c);
      else if (breakeven_import_char_escaped (c, &after_base))
        /* \uXXXX, and above U+FFFF \UXXXXXXXX: "\ue0041" would read as U+E004 and "1".  A mark
         * with no character of its own before it would land on whatever the terminal shows
         * before (a space, the quote) */
        {
          if (c > 0xffff)
            g_string_append_printf (s, "\\U%08x", c);
          else
            g_string_append_printf (s, "\\u%04x", c);
        }
      else
        {
          g_string_append_len (s, p, g_utf8_next_char (p) - p);
          p = g_utf8_next_char (p);
          continue;
        }
      after_base = FALSE;
      p = g_utf8_next_char (p);
    }
  return g_string_free (s, FALSE);
}

/* Names of price lists -------------------------------------------------------------------- */

/* NAME, a file's name as breakeven_import_escape wrote it, shows nothing once read back: spaces,
 * "\t", and "\uXXXX" or "\UXXXXXXXX" of a character that shows nothing (U+200B alone) */
gboolean
breakeven_import_is_blank_escaped (const char *name)
{
  for (const char *p = name; *p != '\0';)
    {
      if (p[0] == '\\' && (p[1] == 'u' || p[1] == 'U'))
        {
          int digits = p[1] == 'u' ? 4 : 8;
          char hex[9] = { 0 };
          gunichar c;

          for (int i = 0; i < digits; i++)
            if (!g_ascii_isxdigit (p[2 + i]))
              return FALSE;
          memcpy (hex, p + 2, digits);
          c = (gunichar) g_ascii_strtoull (hex, NULL, 16);
          if (!breakeven_import_char_names_nothing (c))
            return FALSE;
          p += 2 + digits;
        }
      else if (p[0] == '\\' && p[1] == 't')
        p += 2;
      else
        {
          gunichar c = g_utf8_get_char_validated (p, -1);

          if (c == (gunichar) -1 || c == (gunichar) -2
              || !breakeven_import_char_names_nothing (c))
            return FALSE;
          p = g_utf8_next_char (p);
        }
    }
  return TRUE;
}

/* NAME (a file's or folder's, its extension taken off) names no provider: it is only dots and
 * characters that show nothing, raw or escaped as names are shown.  Providers compare after
 * NFKC, where a fullwidth full stop, a one-dot leader or an ellipsis are dots too */
static gboolean
names_no_provider (const char *name)
{
  g_autofree char *folded = g_utf8_validate (name, -1, NULL)
                            ? g_utf8_normalize (name, -1, G_NORMALIZE_NFKC) : NULL;
  const char *text = folded != NULL ? folded : name;
  g_autofree char *undotted = g_strdup (text);
  char *to = undotted;

  for (const char *from = text; *from != '\0'; from++)
    if (*from != '.')
      *to++ = *from;
  *to = '\0';
  g_strstrip (undotted);
  return *undotted == '\0' || breakeven_import_is_blank_escaped (undotted)
         || breakeven_import_is_blank_escaped (name);
}

char *
breakeven_import_base_name_without_csv (const char *name)
{
  g_autofree char *base = g_path_get_basename (name);
  gsize n = strlen (base);

  /* ".csv" leaves nothing, as " .csv" does: a list named after no provider */
  if (n >= 4 && g_ascii_strcasecmp (base + n - 4, ".csv") == 0)
    base[n - 4] = '\0';
  /* " runpod .csv" is runpod's, as a cell's spaces are no part of its name; a name of nothing
   * that shows (U+200B alone) or of dots alone ("..csv", "．.csv") is no name, before it is
   * escaped into one */
  g_strstrip (base);
  if (names_no_provider (base))
    return g_strdup ("");
  return breakeven_import_escape (base, -1);
}

/* The provider a SkyPilot list's folder names, or "" for none. "vms.csv" alone is in the current
 * folder; an archive's top-level "vms.csv" (NAME "aws.zip/vms.csv") is named after the archive,
 * without ".zip"; ".." (an archive's "../vms.csv") and "/" name nothing */
char *
breakeven_import_folder_provider (const char *name)
{
  g_autofree char *dir = g_path_get_dirname (name);
  g_autofree char *folder = NULL;
  gsize n;

  /* "aws.zip/./vms.csv" (as `zip -r aws.zip ./vms.csv` stores it) is at the archive's top */
  while (g_str_has_suffix (dir, G_DIR_SEPARATOR_S ".") && strlen (dir) > 2)
    {
      char *up = g_path_get_dirname (dir);

      g_free (dir);
      dir = up;
    }
  if (strcmp (dir, ".") != 0)
    folder = g_path_get_basename (dir);
  else
    {
      g_autofree char *here = g_get_current_dir ();

      folder = g_path_get_basename (here);
    }
  if (strcmp (folder, ".") == 0 || strcmp (folder, "..") == 0
      || strcmp (folder, G_DIR_SEPARATOR_S) == 0)
    return g_strdup ("");
  n = strlen (folder);
  if (n >= 4 && g_ascii_strcasecmp (folder + n - 4, ".zip") == 0)
    folder[n - 4] = '\0';
  g_strstrip (folder);
  /* An archive named ".zip", "..zip" or ".\u200b.zip" names no provider either */
  if (names_no_provider (folder))
    return g_strdup ("");
  return breakeven_import_escape (folder, -1);
}

/* Files as lists of results ----------------------------------------------------------------- */

BreakevenImportResult *
breakeven_import_file (GFile       *file,
                       const char  *version,
                       GError     **error)
{
  g_autofree char *name = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *as_of = NULL;
  gsize length = 0;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  name = breakeven_import_file_name (file);
  if (!breakeven_import_load (file, name, BREAKEVEN_MAX_FILE_BYTES, NULL, &contents, &length,
                              &as_of, error))
    return NULL;
  return breakeven_import_csv_data (contents, length, name, version, as_of, error);
}

/* Other archives are told as such, not as binary data */
static gboolean
is_other_archive_name (const char *base)
{
  static const char *const others[] = { ".tar.gz", ".tgz", ".tar", ".gz", ".bz2", ".xz",
                                        ".zst", ".7z", ".rar" };
  g_autofree char *lower = g_ascii_strdown (base, -1);

  for (guint i = 0; i < G_N_ELEMENTS (others); i++)
    if (g_str_has_suffix (lower, others[i]) && strlen (lower) > strlen (others[i]))
      return TRUE;
  return FALSE;
}

GPtrArray *
breakeven_import_any (GFile                       *file,
                      GCancellable                *cancellable,
                      BreakevenImportProgressFunc  progress,
                      gpointer                     user_data,
                      GError                     **error)
{
  g_autoptr(GPtrArray) results = NULL;
  g_autofree char *base = NULL;
  BreakevenImportResult *result;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  base = g_file_get_basename (file);
  if (breakeven_import_is_archive_name (base))
    return breakeven_import_archive (file, cancellable, progress, user_data, error);
  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return NULL;
  if (is_other_archive_name (base))
    {
      g_autofree char *name = breakeven_import_file_name (file);

      g_set_error (error, BREAKEVEN_IMPORT_ERROR, BREAKEVEN_IMPORT_ERROR_NOT_SUPPORTED,
                   _("%s: not a zip archive: Breakeven reads price lists as CSV files, "
                     "or in zip archives only"), name);
      return NULL;
    }
  result = breakeven_import_file (file, NULL, error);
  if (result == NULL)
    return NULL;
  /* A file that yields no offer is not an import: it would only take away an earlier one */
  if (result->offers->len == 0)
    {
      g_autofree char *name = breakeven_import_file_name (file);

      /* Translators: a file, then what it gave ("0 offers from runpod; 3 rows skipped: no GPU") */
      g_set_error (error, BREAKEVEN_IMPORT_ERROR, BREAKEVEN_IMPORT_ERROR_NO_OFFER,
                   _("%s: no offer in it, nothing imported (%s)"), name, result->summary);
      breakeven_import_result_free (result);
      return NULL;
    }
  results = g_ptr_array_new_with_free_func ((GDestroyNotify) breakeven_import_result_free);
  g_ptr_array_add (results, result);
  if (progress != NULL)
    progress (1, user_data);
  return g_steal_pointer (&results);
}
