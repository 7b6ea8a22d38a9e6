/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-cli-messages.c: what the command line says, and what its exports hold, when a name or a
 * file is hostile: a refused save says it did not save, a line end in a file's name never
 * forges a second line, controls in names are escaped in the exports, the parser's limits and
 * --set's ranges are told in the reader's words */

#include "config.h"

#include <gio/gunixsocketaddress.h>
#include <glib/gstdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "breakeven-limits.h"

#include "test-helpers.h"

/* The longest name a file may hold, as docs/file-format.md gives it */
#define NAME_LIMIT 1000

static char *tmpdir;

/* Runs breakeven with the NULL-terminated arguments, XDG_DATA_HOME in the test's directory */
static void
run_breakeven (Run        *run,
               const char *first,
               ...)
{
  g_autofree char *home = g_build_filename (tmpdir, "home", NULL);
  va_list args;

  va_start (args, first);
  run_breakeven_va (run, home, first, args);
  va_end (args);
}

static char *
tmp_path (const char *name)
{
  return g_build_filename (tmpdir, name, NULL);
}

/* The sample project with each FROM replaced by TO (NULL-terminated pairs) */
static char *
sample_with (const char *first,
             ...)
{
  g_autofree char *xml = NULL;
  const char *from;
  va_list args;

  g_assert_true (g_file_get_contents (g_getenv ("BREAKEVEN_SAMPLE"), &xml, NULL, NULL));
  va_start (args, first);
  for (from = first; from != NULL; from = va_arg (args, const char *))
    {
      const char *to = va_arg (args, const char *);
      g_auto(GStrv) pieces = g_strsplit (xml, from, -1);

      g_assert_cmpuint (g_strv_length (pieces), >=, 2);
      g_free (xml);
      xml = g_strjoinv (to, pieces);
    }
  va_end (args);
  return g_steal_pointer (&xml);
}

/* TEXT is one message: a single line, ending in its line end */
static void
assert_one_line (const char *text)
{
  const char *end = strchr (text, '\n');

  if (end == NULL || end[1] != '\0')
    g_error ("not one line: “%s”", text);
}

/* The sample project with its notes NOTES, written as they are (markup, CDATA) */
static char *
sample_with_notes (const char *notes)
{
  g_autofree char *raw = NULL;
  const char *start, *end;

  g_assert_true (g_file_get_contents (g_getenv ("BREAKEVEN_SAMPLE"), &raw, NULL, NULL));
  start = strstr (raw, "<notes>");
  end = strstr (raw, "</notes>");
  g_assert_nonnull (start);
  g_assert_nonnull (end);
  return g_strdup_printf ("%.*s<notes>%s</notes>%s", (int) (start - raw), raw, notes,
                          end + strlen ("</notes>"));
}

/* A file that opens saves as it is.  Notes of quoted mail (2.5 MB of ">", once written four
 * times as large, P3 of hunt 13) save no larger than they were read.  A file that would be
 * written past the limit (CDATA of "&", each written "&amp;") is refused where it is read,
 * FILE:1:, by every command alike, and nothing is written: no window would open a project it
 * could not save again */
static void
test_save_too_large (void)
{
  g_autofree char *in = tmp_path ("quoted.breakeven");
  g_autofree char *out = tmp_path ("quoted-out.breakeven");
  g_autofree char *big = tmp_path ("big.breakeven");
  g_autofree char *big_out = tmp_path ("big-out.breakeven");
  g_autofree char *big_pdf = tmp_path ("big-out.pdf");
  gsize n = BREAKEVEN_MAX_FILE_BYTES * 3 / 10;

  {
    g_autofree char *quoted = g_strnfill (n, '>');
    g_autofree char *xml = sample_with_notes (quoted);
    g_auto(Run) run = { 0 };
    GStatBuf info;

    g_assert_true (g_file_set_contents (in, xml, -1, NULL));
    run_breakeven (&run, "--save", out, in, NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_cmpint (g_stat (out, &info), ==, 0);
    g_assert_cmpuint (info.st_size, <=, strlen (xml));
  }
  {
    g_autofree char *ampersands = g_strnfill (n, '&');
    g_autofree char *cdata = g_strdup_printf ("<![CDATA[%s]]>", ampersands);
    g_autofree char *xml = sample_with_notes (cdata);
    g_autofree char *expected = g_strdup_printf ("%s:1: saved again, this project would take ",
                                                 big);
    const char *commands[][2] = { { "--save", big_out }, { "--summary", NULL },
                                  { "--export", big_pdf } };

    g_assert_cmpuint (strlen (xml), <, BREAKEVEN_MAX_FILE_BYTES);
    g_assert_true (g_file_set_contents (big, xml, -1, NULL));
    for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
      {
        g_auto(Run) run = { 0 };

        if (commands[i][1] != NULL)
          run_breakeven (&run, commands[i][0], commands[i][1], big, NULL);
        else
          run_breakeven (&run, commands[i][0], big, NULL);
        g_assert_cmpint (run.status, ==, 1);
        assert_one_line (run.err);
        g_assert_true (g_str_has_prefix (run.err, expected));
        /* GLib puts a no-break space before the unit */
        assert_contains (run.err, "Breakeven reads files of up to 8.0\u00a0MiB: shorten its "
                                  "notes or names in a text editor\n");
        g_assert_false (g_file_test (big_out, G_FILE_TEST_EXISTS));
        g_assert_false (g_file_test (big_pdf, G_FILE_TEST_EXISTS));
      }
  }
}

/* A line end in a project's name, or in an export's, is shown escaped: one message, one line,
 * and no forged second line; ESC too */
static void
test_line_end_in_names (void)
{
  g_autofree char *project = tmp_path ("p\nbreakeven: all checks passed\x1b[2K.breakeven");
  g_autofree char *missing = tmp_path ("missing\nOK.breakeven");
  g_autofree char *export = g_strdup ("/nonexistent/a\nOK: written.svg");
  const char *sample = g_getenv ("BREAKEVEN_SAMPLE");

  g_assert_true (g_file_set_contents (project, "<breakeven-project format=\"9\"/>", -1, NULL));

  {
    g_auto(Run) run = { 0 };

    run_breakeven (&run, "--summary", project, NULL);
    g_assert_cmpint (run.status, ==, 1);
    assert_one_line (run.err);
    assert_contains (run.err, "p\\nbreakeven: all checks passed\\x1b[2K.breakeven");
  }
  {
    g_auto(Run) run = { 0 };

    run_breakeven (&run, "--summary", "--json", missing, NULL);
    g_assert_cmpint (run.status, ==, 1);
    assert_one_line (run.err);
    assert_contains (run.err, "missing\\nOK.breakeven");
  }
  {
    g_auto(Run) run = { 0 };

    run_breakeven (&run, "--export", export, sample, NULL);
    g_assert_cmpint (run.status, ==, 1);
    assert_one_line (run.err);
    assert_contains (run.err, "a\\nOK: written.svg");
  }
  {
    g_auto(Run) run = { 0 };

    run_breakeven (&run, "--save", missing, project, NULL);
    g_assert_cmpint (run.status, ==, 1);
    assert_one_line (run.err);
  }
}

/* The fields of one CSV line (RFC 4180), or NULL when the line is not whole */
static GPtrArray *
csv_fields (const char **p)
{
  GPtrArray *fields = g_ptr_array_new_with_free_func (g_free);

  for (;;)
    {
      GString *field = g_string_new (NULL);

      if (**p == '"')
        {
          for ((*p)++;; (*p)++)
            {
              if (**p == '\0')
                g_error ("unterminated quoted CSV field");
              if (**p == '"' && (*p)[1] == '"')
                (*p)++;
              else if (**p == '"')
                {
                  (*p)++;
                  break;
                }
              g_string_append_c (field, **p);
            }
        }
      else
        while (**p != ',' && **p != '\r' && **p != '\n' && **p != '\0')
          g_string_append_c (field, *(*p)++);
      g_ptr_array_add (fields, g_string_free (field, FALSE));
      if (**p == ',')
        {
          (*p)++;
          continue;
        }
      if (**p == '\r')
        (*p)++;
      g_assert_true (**p == '\n' || **p == '\0');
      if (**p == '\n')
        (*p)++;
      return fields;
    }
}

/* TEXT has none of the characters that reorder or command a terminal or an editor */
static void
assert_no_controls (const char *text)
{
  g_assert_true (g_utf8_validate (text, -1, NULL));
  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (c == '\n' || c == '\r')
        continue;
      if (c < 0x20 || c == 0x7f || (c >= 0x80 && c < 0xa0) || (c >= 0x202a && c <= 0x202e)
          || (c >= 0x2066 && c <= 0x2069) || c == 0x2028 || c == 0x2029)
        g_error ("U+%04X in the export:\n%s", c, text);
    }
}

/* Names with a direction override and the 8-bit CSI (U+009B) are exported escaped, as the
 * summary shows them; the CSV stays CSV: every row has the header's number of fields */
static void
test_exports_escaped (void)
{
  g_autofree char *xml = sample_with ("16-core desktop CPU", "CPU \u202Eevil\u202C \xc2\x9b" "2J",
                                      "name=\"RTX 3090 (measured)\"",
                                      "name=\"RTX 3090, \u202E\xc2\x9b" "31m\"", NULL);
  g_autofree char *in = tmp_path ("controls.breakeven");
  g_autofree char *md = tmp_path ("controls.md");
  g_autofree char *csv = tmp_path ("controls.csv");
  g_autofree char *text = NULL;

  g_assert_true (g_file_set_contents (in, xml, -1, NULL));
  {
    g_auto(Run) run = { 0 };

    run_breakeven (&run, "--export", md, in, NULL);
    g_assert_cmpstr (run.err, ==, "");
    g_assert_cmpint (run.status, ==, 0);
    g_assert_true (g_file_get_contents (md, &text, NULL, NULL));
    assert_no_controls (text);
    /* Escaped, the backslash itself escaped for Markdown */
    assert_contains (text, "CPU \\\\u202eevil\\\\u202c \\\\u009b2J");
    g_clear_pointer (&text, g_free);
  }
  {
    g_auto(Run) run = { 0 };
    g_autoptr(GPtrArray) header = NULL;
    const char *p;
    gboolean found = FALSE;

    run_breakeven (&run, "--export", csv, in, NULL);
    g_assert_cmpstr (run.err, ==, "");
    g_assert_cmpint (run.status, ==, 0);
    g_assert_true (g_file_get_contents (csv, &text, NULL, NULL));
    assert_no_controls (text);
    p = text;
    header = csv_fields (&p);
    for (guint i = 0; i < header->len; i++)
      if (strstr (g_ptr_array_index (header, i), "RTX 3090, \\u202e\\u009b31m") != NULL)
        found = TRUE;
    g_assert_true (found);
    while (*p != '\0')
      {
        g_autoptr(GPtrArray) row = csv_fields (&p);

        g_assert_cmpuint (row->len, ==, header->len);
      }
  }
}

/* Elements nested past the parser's depth: FILE:LINE and our words, not the parser's advice */
static void
test_deep_nesting (void)
{
  GString *xml = g_string_new ("<?xml version=\"1.0\"?>\n<breakeven-project format=\"3\">\n");
  g_autofree char *in = tmp_path ("deep.breakeven");
  g_auto(Run) run = { 0 };
  g_autofree char *prefix = NULL;

  for (guint i = 0; i < 100000; i++)
    g_string_append (xml, "<a>");
  g_assert_true (g_file_set_contents (in, xml->str, xml->len, NULL));
  g_string_free (xml, TRUE);

  run_breakeven (&run, "--summary", in, NULL);
  g_assert_cmpint (run.status, ==, 1);
  assert_one_line (run.err);
  prefix = g_strdup_printf ("%s:3: ", in);
  g_assert_true (g_str_has_prefix (run.err, prefix));
  assert_contains (run.err, "nested too deeply");
  g_assert_null (strstr (run.err, "XML_PARSE_HUGE"));
}

/* A --set value out of range is told as the reader tells it, the value given last */
static void
test_set_range (void)
{
  const char *sample = g_getenv ("BREAKEVEN_SAMPLE");
  const struct { const char *set; const char *message; } refused[] = {
    { "hours-per-day=25", "hours-per-day must be between 0 and 24, not 25" },
    { "horizon-months=0", ", not 0" },
    { "cloud-storage-gb=-3", "cloud-storage-gb must be 0 or more, not -3" },
    /* A number past the double range is out of range too, not "not a number" */
    { "hours-per-day=1" "000000000000000000000000000000000000000000000000000000000000"
      "0000000000000000000000000000000000000000000000000000000000000000000000000000000000"
      "0000000000000000000000000000000000000000000000000000000000000000000000000000000000"
      "0000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      "hours-per-day must be between 0 and 24, not 1000" },
    /* One the C library reads but the contract does not (an exponent, a word) says so */
    { "hours-per-day=1e400", "“1e400” is not written as plain digits" },
    { "hours-per-day=2e1", "“2e1” is not written as plain digits" },
    { "horizon-months=inf", "“inf” is not written as plain digits" },
    { "horizon-months=12x", "“12x” is not a number" },
    /* In range, but not written as a plain decimal: not a number, as the reader says */
    { "hours-per-day=.5", "“.5” is not a number" },
    { "hours-per-day=12.", "“12.” is not a number" },
    { "horizon-months=-.0", "“-.0” is not a number" },
    /* Bytes that are not UTF-8: named, escaped, in the program's own words */
    { "hours-per-day=4\xff", "“4\\xff” is not a number" },
    { "hours\xff=4", "unknown setting “hours\\xff”" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      g_auto(Run) run = { 0 };

      run_breakeven (&run, "--summary", "--set", refused[i].set, sample, NULL);
      g_assert_cmpint (run.status, ==, 2);
      assert_contains (run.err, refused[i].message);
    }
}

/* --job takes at most the hours of the longest horizon (F8); an empty file name is no file, and
 * a path through a file says so (F10) */
static void
test_job_and_paths (void)
{
  const char *sample = g_getenv ("BREAKEVEN_SAMPLE");
  g_autofree char *most = g_strdup_printf ("%d", (int) BREAKEVEN_MAX_JOB_HOURS);
  g_autofree char *past = g_strdup_printf ("%d.5", (int) BREAKEVEN_MAX_JOB_HOURS);
  g_autofree char *huge = g_strnfill (300, '9');
  g_autofree char *a_file = tmp_path ("plain.breakeven");
  g_autofree char *through = g_build_filename (a_file, "x.breakeven", NULL);
  const char *too_many[] = { past, huge };
  g_autofree char *expected = g_strdup_printf ("--job needs at most %s hours, the hours of the "
                                               "longest horizon", most);

  {
    g_auto(Run) run = { 0 };

    run_breakeven (&run, "--summary", "--job", most, sample, NULL);
    g_assert_cmpint (run.status, ==, 0);
  }
  for (guint i = 0; i < G_N_ELEMENTS (too_many); i++)
    {
      g_auto(Run) run = { 0 };

      run_breakeven (&run, "--summary", "--job", too_many[i], sample, NULL);
      g_assert_cmpint (run.status, ==, 2);
      assert_contains (run.err, expected);
      g_assert_cmpstr (run.out, ==, "");
    }

  {
    const char *const empty[][3] = {
      { "--save", "", "--save needs a file name" },
      { "--export", "", "--export needs a file name" },
      { "--summary", NULL, "a FILE given is an empty name" },
    };

    for (guint i = 0; i < G_N_ELEMENTS (empty); i++)
      {
        g_auto(Run) run = { 0 };

        if (empty[i][1] != NULL)
          run_breakeven (&run, empty[i][0], empty[i][1], sample, NULL);
        else
          run_breakeven (&run, empty[i][0], "", NULL);
        g_assert_cmpint (run.status, ==, 2);
        assert_contains (run.err, empty[i][2]);
      }
  }
  {
    g_auto(Run) run = { 0 };

    g_assert_true (g_file_set_contents (a_file, "not a folder\n", -1, NULL));
    run_breakeven (&run, "--save", through, sample, NULL);
    g_assert_cmpint (run.status, ==, 1);
    assert_contains (run.err, "x.breakeven: a folder of its path is a file, not a folder");
  }
  /* A name only a folder has ("FILE/", "FILE/.") is refused, and the file of that name is
   * never replaced (GFile would take "plain.breakeven/" for plain.breakeven) (G4) */
  {
    g_autofree char *slash = g_strconcat (a_file, "/", NULL);
    g_autofree char *dot = g_strconcat (a_file, "/.", NULL);
    const char *const names[] = { slash, dot };

    for (guint i = 0; i < G_N_ELEMENTS (names); i++)
      {
        g_auto(Run) save = { 0 };
        g_auto(Run) read = { 0 };
        g_autofree char *kept = NULL;

        run_breakeven (&save, "--save", names[i], sample, NULL);
        g_assert_cmpint (save.status, ==, 2);
        assert_contains (save.err, "--save needs a file name, not a folder’s");
        run_breakeven (&read, "--summary", names[i], NULL);
        g_assert_cmpint (read.status, ==, 2);
        assert_contains (read.err, "names a folder, not a file");
        g_assert_true (g_file_get_contents (a_file, &kept, NULL, NULL));
        g_assert_cmpstr (kept, ==, "not a folder\n");
      }
    g_unlink (a_file);
  }
}

/* breakeven --import-offers FILE --catalogue CAT (in the test's directory) */
static void
run_import (Run        *run,
            const char *file,
            const char *catalogue)
{
  g_autofree char *cat = tmp_path (catalogue);

  run_breakeven (run, "--import-offers", file, "--catalogue", cat, NULL);
}

/* A name past 1000 characters is refused by the reader with FILE:LINE, one of 1000 is read;
 * an import skips the row, with its reason, and keeps the others */
static void
test_long_names (void)
{
  g_autofree char *longest = g_strnfill (NAME_LIMIT, 'n');
  g_autofree char *too_long = g_strnfill (NAME_LIMIT + 1, 'n');
  g_autofree char *ok_xml = sample_with ("16-core desktop CPU", longest, NULL);
  g_autofree char *bad_xml = sample_with ("16-core desktop CPU", too_long, NULL);
  g_autofree char *long_offer = g_strdup_printf ("name=\"%s\"", too_long);
  g_autofree char *offer_xml = sample_with ("name=\"RTX 3090 (measured)\"", long_offer, NULL);
  g_autofree char *ok = tmp_path ("longest.breakeven");
  g_autofree char *bad = tmp_path ("too-long.breakeven");
  g_autofree char *bad_offer = tmp_path ("too-long-offer.breakeven");
  g_autofree char *csv = tmp_path ("runpod.csv");
  g_autofree char *cat = tmp_path ("names.xml");
  g_autofree char *prefix = NULL;
  g_autofree char *rows = NULL;

  g_assert_true (g_file_set_contents (ok, ok_xml, -1, NULL));
  g_assert_true (g_file_set_contents (bad, bad_xml, -1, NULL));
  g_assert_true (g_file_set_contents (bad_offer, offer_xml, -1, NULL));

  {
    g_auto(Run) run = { 0 };

    run_breakeven (&run, "--summary", ok, NULL);
    g_assert_cmpstr (run.err, ==, "");
    g_assert_cmpint (run.status, ==, 0);
  }
  {
    g_auto(Run) run = { 0 };

    run_breakeven (&run, "--summary", bad, NULL);
    g_assert_cmpint (run.status, ==, 1);
    assert_one_line (run.err);
    prefix = g_strdup_printf ("%s:9: the name of <part> is 1001 characters long", bad);
    if (!g_str_has_prefix (run.err, prefix))
      g_error ("not “%s…”: %s", prefix, run.err);
    g_clear_pointer (&prefix, g_free);
  }
  {
    g_auto(Run) run = { 0 };

    run_breakeven (&run, "--summary", bad_offer, NULL);
    g_assert_cmpint (run.status, ==, 1);
    prefix = g_strdup_printf ("%s:26: the name of <offer> is 1001 characters long", bad_offer);
    if (!g_str_has_prefix (run.err, prefix))
      g_error ("not “%s…”: %s", prefix, run.err);
  }

  /* An import: the row with the long instance name is skipped, the other kept */
  rows = g_strdup_printf ("instance_name,location,price,cpu,memory,gpu_count,gpu_name,"
                          "gpu_memory,spot\n"
                          "%s,EU,0.69,16,62,1,RTX4090,24,False\n"
                          "1x RTX 4090,EU,0.34,16,62,1,RTX4090,24,False\n", too_long);
  g_assert_true (g_file_set_contents (csv, rows, -1, NULL));
  {
    g_auto(Run) run = { 0 };
    g_autofree char *saved = NULL;

    run_import (&run, csv, "names.xml");
    g_assert_cmpstr (run.err, ==, "");
    g_assert_cmpint (run.status, ==, 0);
    assert_contains (run.out, "1 offer from runpod");
    assert_contains (run.out, "1 row skipped: a name too long");
    g_assert_true (g_file_get_contents (cat, &saved, NULL, NULL));
    assert_contains (saved, "name=\"1x RTX 4090\"");
    g_assert_null (strstr (saved, too_long));
  }
}

/* A lock file that is a folder or a pipe is refused with what it is, the catalogue untouched
 * and nothing hung on opening the pipe */
static void
test_lock_not_a_file (void)
{
  g_autofree char *csv = tmp_path ("lock-prices.csv");
  const struct { const char *catalogue; const char *what; } cases[] = {
    { "folder-lock.xml", "a folder" },
    { "pipe-lock.xml", "a pipe" },
    { "socket-lock.xml", "a socket" },
  };

  g_assert_true (g_file_set_contents (csv, "instance_name,location,price,cpu,memory,gpu_count,"
                                      "gpu_name,gpu_memory,spot\n"
                                      "1x RTX 4090,EU,0.34,16,62,1,RTX4090,24,False\n",
                                      -1, NULL));
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(Run) run = { 0 };
      g_autofree char *lock_name = g_strdup_printf (".%s.lock", cases[i].catalogue);
      g_autofree char *lock = tmp_path (lock_name);
      g_autofree char *cat = tmp_path (cases[i].catalogue);
      g_autofree char *expected = g_strdup_printf ("(%s is not a lock file: %s)", lock_name,
                                                   cases[i].what);

      if (i == 0)
        g_assert_cmpint (g_mkdir (lock, 0755), ==, 0);
      else if (i == 1)
        g_assert_cmpint (mkfifo (lock, 0644), ==, 0);
      else
        {
          g_autoptr(GSocketAddress) address = g_unix_socket_address_new (lock);
          g_autoptr(GSocket) socket = g_socket_new (G_SOCKET_FAMILY_UNIX, G_SOCKET_TYPE_STREAM,
                                                    G_SOCKET_PROTOCOL_DEFAULT, NULL);

          g_assert_nonnull (socket);
          g_assert_true (g_socket_bind (socket, address, FALSE, NULL));
        }
      run_import (&run, csv, cases[i].catalogue);
      g_assert_cmpint (run.status, ==, 1);
      assert_one_line (run.err);
      assert_contains (run.err, expected);
      g_assert_false (g_file_test (cat, G_FILE_TEST_EXISTS));
    }
}

/* What an import says of a link it cannot follow, and of an archive it does not read */
static void
test_import_files (void)
{
  g_autofree char *loop = tmp_path ("loop.csv");
  g_autofree char *dangling = tmp_path ("dangling.csv");
  g_autofree char *tarball = tmp_path ("prices.tar.gz");
  g_autofree char *nowhere = tmp_path ("nowhere.csv");

  g_assert_cmpint (symlink (loop, loop), ==, 0);
  g_assert_cmpint (symlink (nowhere, dangling), ==, 0);
  /* The first bytes of a gzip stream */
  g_assert_true (g_file_set_contents (tarball, "\x1f\x8b\x08\x00\x00\x00\x00\x00\x00\x03", 10,
                                      NULL));
  {
    g_auto(Run) run = { 0 };

    run_import (&run, loop, "links.xml");
    g_assert_cmpint (run.status, ==, 1);
    assert_one_line (run.err);
    assert_contains (run.err, "loop.csv: the file is a symbolic link that leads round in a loop");
  }
  {
    g_auto(Run) run = { 0 };

    run_import (&run, dangling, "links.xml");
    g_assert_cmpint (run.status, ==, 1);
    assert_one_line (run.err);
    assert_contains (run.err, "dangling.csv: there is no such file");
  }
  {
    g_auto(Run) run = { 0 };

    run_import (&run, tarball, "links.xml");
    g_assert_cmpint (run.status, ==, 1);
    assert_one_line (run.err);
    assert_contains (run.err, "prices.tar.gz: not a zip archive");
    g_assert_null (strstr (run.err, "binary"));
  }
}

/* RUN's message, in Chinese, starts with PATH and then ":LINE: " or ": ", ASCII as in every
 * language (editors and scripts read FILE:LINE: message), then the Chinese text */
static void
assert_file_prefix_zh (const Run  *run,
                       const char *path)
{
  g_autofree char *escaped = g_regex_escape_string (path, -1);
  g_autofree char *pattern = g_strdup_printf ("^%s(:[0-9]+)?: \\p{Han}", escaped);
  g_autoptr(GRegex) regex = g_regex_new (pattern, 0, 0, NULL);

  g_assert_cmpint (run->status, !=, 0);
  if (!g_regex_match (regex, run->err, 0, NULL))
    g_error ("not “%s: …” in Chinese: “%s”", path, run->err);
}

/* In Simplified Chinese too, a message about a file is FILE:LINE: message, with the ASCII
 * colon and space after the file and the line; the text after them uses Chinese punctuation
 * (P1 of hunt 13) */
static void
test_file_prefix_zh (void)
{
  g_autofree char *semicolons = tmp_path ("semicolons.csv");
  g_autofree char *utf16 = tmp_path ("utf16.csv");
  g_autofree char *missing = tmp_path ("missing.csv");
  g_autofree char *fake_zip = tmp_path ("fake.zip");
  g_autofree char *broken = tmp_path ("broken.breakeven");
  g_autofree char *nowhere = tmp_path ("no-folder/out.breakeven");
  g_autofree char *locale = g_strdup (g_getenv ("LC_ALL"));

  g_assert_true (g_file_set_contents (semicolons, "instance_name;location;price\n", -1, NULL));
  g_assert_true (g_file_set_contents (utf16, "\xff\xfei\0n\0s\0t\0\n\0", 12, NULL));
  g_assert_true (g_file_set_contents (fake_zip, "PK\x03\x04 not really", -1, NULL));
  g_assert_true (g_file_set_contents (broken, "<?xml version=\"1.0\"?>\n<breakeven-project",
                                      -1, NULL));
  g_setenv ("LC_ALL", "zh_CN.UTF-8", TRUE);
  {
    g_auto(Run) run = { 0 };

    run_import (&run, semicolons, "zh.xml");
    assert_file_prefix_zh (&run, semicolons);
    assert_contains (run.err, ":1: ");
  }
  {
    g_auto(Run) run = { 0 };

    run_import (&run, utf16, "zh.xml");
    assert_file_prefix_zh (&run, utf16);
    assert_contains (run.err, ":1: ");
  }
  {
    g_auto(Run) run = { 0 };

    run_import (&run, missing, "zh.xml");
    assert_file_prefix_zh (&run, missing);
  }
  {
    g_auto(Run) run = { 0 };

    run_import (&run, fake_zip, "zh.xml");
    assert_file_prefix_zh (&run, fake_zip);
  }
  {
    g_auto(Run) run = { 0 };

    run_breakeven (&run, "--summary", broken, NULL);
    assert_file_prefix_zh (&run, broken);
    assert_contains (run.err, ":2: ");
  }
  {
    g_auto(Run) run = { 0 };

    run_breakeven (&run, "--save", nowhere, g_getenv ("BREAKEVEN_SAMPLE"), NULL);
    assert_file_prefix_zh (&run, nowhere);
  }
  g_setenv ("LC_ALL", locale, TRUE);
}

/* A SkyPilot row with a good on-demand price and a bad spot price keeps its on-demand offer:
 * the spot prices are said left out, with the line, and the rows are no rows skipped (P6 of
 * hunt 13) */
static void
test_skypilot_bad_spot (void)
{
  g_autofree char *folder = tmp_path ("lambda");
  g_autofree char *csv = g_build_filename (folder, "vms.csv", NULL);
  g_autofree char *cat = tmp_path ("skypilot.xml");
  g_auto(Run) run = { 0 };
  g_autofree char *saved = NULL;

  g_assert_cmpint (g_mkdir (folder, 0700), ==, 0);
  g_assert_true (g_file_set_contents (csv,
    "InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,GpuInfo,Region,SpotPrice,"
    "Price,AvailabilityZone\n"
    "gpu_1x_a100,A100,1,30,200,,us-east-1,-1,1.29,\n"
    "gpu_1x_h100,H100,1,26,200,,us-east-1,nan,2.49,\n"
    "gpu_1x_a10,A10,1,30,200,,us-east-1,0.3,0.75,\n", -1, NULL));

  run_import (&run, csv, "skypilot.xml");
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpint (run.status, ==, 0);
  assert_contains (run.out, "4 offers from SkyPilot lambda");
  assert_contains (run.out, "; 2 spot prices left out, unreadable (first at line 2): their rows' "
                            "on-demand offers kept");
  g_assert_null (strstr (run.out, "skipped"));
  g_assert_true (g_file_get_contents (cat, &saved, NULL, NULL));
  assert_contains (saved, "name=\"gpu_1x_a100\" gpu=\"A100\"");
  assert_contains (saved, "price-per-hour=\"1.29\"");
  assert_contains (saved, "price-per-hour=\"2.49\"");
  assert_contains (saved, "price-per-hour=\"0.3\"");
  assert_contains (saved, "price-per-hour=\"0.75\"");
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  tmpdir = g_dir_make_tmp ("breakeven-cli-messages-XXXXXX", &error);
  g_assert_no_error (error);

  g_test_add_func ("/cli-messages/save-too-large", test_save_too_large);
  g_test_add_func ("/cli-messages/line-end-in-names", test_line_end_in_names);
  g_test_add_func ("/cli-messages/exports-escaped", test_exports_escaped);
  g_test_add_func ("/cli-messages/deep-nesting", test_deep_nesting);
  g_test_add_func ("/cli-messages/set-range", test_set_range);
  g_test_add_func ("/cli-messages/job-and-paths", test_job_and_paths);
  g_test_add_func ("/cli-messages/long-names", test_long_names);
  g_test_add_func ("/cli-messages/import-files", test_import_files);
  g_test_add_func ("/cli-messages/lock-not-a-file", test_lock_not_a_file);
  g_test_add_func ("/cli-messages/skypilot-bad-spot", test_skypilot_bad_spot);
  g_test_add_func ("/cli-messages/file-prefix-zh", test_file_prefix_zh);
  status = g_test_run ();

  {
    g_autofree char *command = g_strdup_printf ("rm -rf '%s'", tmpdir);

    if (system (command) != 0)
      g_warning ("could not remove %s", tmpdir);
  }
  g_free (tmpdir);
  return status;
}
