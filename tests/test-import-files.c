/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-import-files.c: price catalogues as people have them, from the command line: archives
 * with bad entries, special and huge files, spreadsheet CSVs, imports that must keep another
 * provider's offers, files that yield no offer, and control characters never shown raw
 *
 * Longer than the 800 lines a source file keeps to, and on purpose: every case shares the
 * catalogue folder, the archive writer and the command runner set up here. Split by topic, as
 * the other programs are, not by size.
 */

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#if HAVE_LIBARCHIVE
#include <archive.h>
#include <archive_entry.h>
#endif

#include "breakeven-import.h"
#include "breakeven-limits.h"
#include "breakeven-xml.h"

#include "test-helpers.h"

#if defined(__SANITIZE_ADDRESS__)
#define SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define SANITIZED 1
#endif
#endif
#ifndef SANITIZED
#define SANITIZED 0
#endif

#define GPUHUNT_HEADER "instance_name,location,price,cpu,memory,gpu_count,gpu_name,gpu_memory," \
                       "spot\n"
#define RUNPOD_ROW "1x RTX 4090,EU-RO-1,0.34,16,62,1,RTX4090,24,False\n"
/* A NUL byte on line 4, the lines ended by a lone "\r", and by all three kinds of end */
#define GPUHUNT_FIELDS "instance_name,location,price,cpu,memory,gpu_count,gpu_name,gpu_memory,spot"
#define RUNPOD_CELLS "1x RTX 4090,EU-RO-1,0.34,16,62,1,RTX4090,24,False"
#define NUL_LINE_4_CR GPUHUNT_FIELDS "\r" RUNPOD_CELLS "\r" RUNPOD_CELLS "\rZ\0Z\r"
#define NUL_LINE_4_MIXED GPUHUNT_FIELDS "\r\n" RUNPOD_CELLS "\r" RUNPOD_CELLS "\nZ\0Z\n"
#define FSDL_HEADER "Cloud,GPU Type,GPU Arch,GPUs,GPU RAM,vCPUs,RAM,On-demand,Per-GPU,Spot,Name\n"

/* Every bad input tried, for the test's log */
static guint n_cases;

/* The address space of the child, in bytes; 0 for no limit */
static rlim_t address_space_limit;

static void
limit_child (gpointer user_data)
{
  if (address_space_limit > 0)
    {
      struct rlimit limit = { address_space_limit, address_space_limit };

      setrlimit (RLIMIT_AS, &limit);
    }
}

/* Nothing a terminal would take as a command: no control character but the line ends, no C1
 * control, no direction override */
static void
assert_shown_escaped (const char *text)
{
  for (const char *p = text; *p != '\0'; p++)
    {
      guchar c = *p;

      g_assert_true (c >= 0x20 || c == '\n');
      g_assert_true (c != 0x7f);
    }
  g_assert_true (g_utf8_validate (text, -1, NULL));
  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      g_assert_false (c >= 0x80 && c < 0xa0);
      g_assert_false (c >= 0x202a && c <= 0x202e);
    }
}

/* breakeven --import-offers FILES… --catalogue OUT with XDG_DATA_HOME in DIR/home: it ends by
 * itself (never a signal), with nothing raw on its outputs */
static void
run_import (Run        *run,
            const char *dir,
            const char *out,
            const char *first,
            ...)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autofree char *home = g_build_filename (dir, "home", NULL);
  g_auto(GStrv) envp = g_get_environ ();
  g_autoptr(GError) error = NULL;
  const char *arg;
  va_list args;

  g_ptr_array_add (argv, (gpointer) g_getenv ("BREAKEVEN_BIN"));
  g_ptr_array_add (argv, "--import-offers");
  va_start (args, first);
  for (arg = first; arg != NULL; arg = va_arg (args, const char *))
    g_ptr_array_add (argv, (gpointer) arg);
  va_end (args);
  g_ptr_array_add (argv, "--catalogue");
  g_ptr_array_add (argv, (gpointer) out);
  g_ptr_array_add (argv, NULL);
  envp = g_environ_unsetenv (envp, "DISPLAY");
  envp = g_environ_unsetenv (envp, "WAYLAND_DISPLAY");
  envp = g_environ_setenv (envp, "XDG_DATA_HOME", home, TRUE);
  g_spawn_sync (NULL, (char **) argv->pdata, envp, G_SPAWN_DEFAULT, limit_child, NULL,
                &run->out, &run->err, &run->status, &error);
  g_assert_no_error (error);
  if (!WIFEXITED (run->status))
    g_error ("breakeven was killed by signal %d:\n%s", WTERMSIG (run->status), run->err);
  run->status = WEXITSTATUS (run->status);
  assert_shown_escaped (run->out);
  assert_shown_escaped (run->err);
  n_cases++;
}

static guint
count_offers (const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(GListStore) store = breakeven_catalogue_load_from_file (file, &error);

  g_assert_no_error (error);
  return g_list_model_get_n_items (G_LIST_MODEL (store));
}

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

/* The offers of OUT by provider and name, "Provider/name@price" joined by " | " in order */
static char *
describe_offers (const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(GListStore) store = breakeven_catalogue_load_from_file (file, &error);
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];

  g_assert_no_error (error);
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (store)); i++)
    {
      g_autoptr(BreakevenOffer) offer = g_list_model_get_item (G_LIST_MODEL (store), i);

      g_ptr_array_add (parts, g_strdup_printf ("%s/%s@%s", breakeven_offer_get_provider (offer),
                                               breakeven_offer_get_name (offer),
                                               g_ascii_formatd (buffer, sizeof buffer, "%g",
                                                                breakeven_offer_get_price_per_hour (
                                                                  offer))));
    }
  g_ptr_array_sort (parts, compare_strings);
  g_ptr_array_add (parts, NULL);
  return g_strjoinv (" | ", (char **) parts->pdata);
}

/* The offers of OUT are EXPECTED (as describe_offers writes them) */
static void
assert_offers (const char *out,
               const char *expected)
{
  g_autofree char *offers = describe_offers (out);

  g_assert_cmpstr (offers, ==, expected);
}

#if HAVE_LIBARCHIVE
typedef struct
{
  const char *path;
  const char *data;      /* a symbolic link's target */
  gssize length;         /* -1: strlen (data) */
  int type;              /* 0: a file */
} ZipEntry;

static void
write_zip (const char     *path,
           const ZipEntry *entries,
           guint           n_entries)
{
  struct archive *zip = archive_write_new ();

  g_assert_cmpint (archive_write_set_format_zip (zip), ==, ARCHIVE_OK);
  g_assert_cmpint (archive_write_open_filename (zip, path), ==, ARCHIVE_OK);
  for (guint i = 0; i < n_entries; i++)
    {
      struct archive_entry *entry = archive_entry_new ();
      gsize length = entries[i].length >= 0 ? (gsize) entries[i].length
                     : entries[i].data != NULL ? strlen (entries[i].data) : 0;
      int type = entries[i].type != 0 ? entries[i].type : (int) AE_IFREG;

      archive_entry_copy_pathname (entry, entries[i].path);
      archive_entry_set_filetype (entry, type);
      archive_entry_set_perm (entry, 0644);
      if (type == AE_IFLNK)
        archive_entry_copy_symlink (entry, entries[i].data);
      else
        archive_entry_set_size (entry, type == AE_IFREG ? (la_int64_t) length : 0);
      g_assert_cmpint (archive_write_header (zip, entry), ==, ARCHIVE_OK);
      if (type == AE_IFREG && length > 0)
        g_assert_cmpint (archive_write_data (zip, entries[i].data, length), ==,
                         (la_ssize_t) length);
      archive_entry_free (entry);
    }
  g_assert_cmpint (archive_write_close (zip), ==, ARCHIVE_OK);
  archive_write_free (zip);
}

/* A price list of LENGTH bytes: the header, one row, then spaces (which compress to nothing) */
static char *
padded_list (gsize length)
{
  char *data = g_malloc (length);

  memset (data, ' ', length);
  memcpy (data, GPUHUNT_HEADER RUNPOD_ROW, strlen (GPUHUNT_HEADER RUNPOD_ROW));
  return data;
}

/* The zip at PATH with every entry's unpacked size said to be SIZE, whatever it is */
static void
lie_about_sizes (const char *path,
                 guint32     size)
{
  g_autofree char *data = NULL;
  g_autoptr(GError) error = NULL;
  gsize length;

  g_assert_true (g_file_get_contents (path, &data, &length, NULL));
  for (gsize i = 0; i + 30 <= length; i++)
    {
      /* The central directory's header, then the local one */
      gsize at = memcmp (data + i, "PK\1\2", 4) == 0 ? i + 24
                 : memcmp (data + i, "PK\3\4", 4) == 0 ? i + 22 : 0;

      if (at == 0)
        continue;
      for (guint b = 0; b < 4; b++)
        data[at + b] = (char) ((size >> (8 * b)) & 0xff);
    }
  g_file_set_contents (path, data, length, &error);
  g_assert_no_error (error);
}

/* An archive whose every kind of bad entry is left out, said so, while its good list imports;
 * and archives of nothing but one bad entry, refused with the reason */
static void
test_archive_bad_entries (void)
{
  g_autofree char *dir = test_make_dir ("import-files");
  g_autofree char *out = g_build_filename (dir, "out.xml", NULL);
  g_autofree char *zip = g_build_filename (dir, "catalog.zip", NULL);
  g_autofree char *huge = padded_list (BREAKEVEN_MAX_FILE_BYTES + 1);
  g_autofree char *nested = NULL;
  g_autofree char *long_name = g_strnfill (2000, 'n');
  g_autofree char *long_path = g_strconcat ("catalog/", long_name, ".csv", NULL);
  const char binary[] = "PK\3\4\0\0\0\0\377\376binary\0\1\2";
  gsize nested_length;
  const ZipEntry good[] = {
    { "catalog/runpod.csv", GPUHUNT_HEADER RUNPOD_ROW, -1, 0 },
  };
  ZipEntry bad[] = {
    { "catalog/empty.csv", "", 0, 0 },
    { "catalog/binary.csv", binary, sizeof binary - 1, 0 },
    { "catalog/huge.csv", huge, BREAKEVEN_MAX_FILE_BYTES + 1, 0 },
    { "catalog/inner.zip", NULL, 0, 0 },
    { "catalog/folder.csv", NULL, 0, AE_IFDIR },
    { "catalog/link.csv", "runpod.csv", -1, AE_IFLNK },
    { "catalog/header-only.csv", GPUHUNT_HEADER, -1, 0 },
    { "catalog/cpu-only.csv", GPUHUNT_HEADER "cpu,EU,0.05,2,4,0,,,False\n", -1, 0 },
    { "catalog/unclosed.csv", GPUHUNT_HEADER "\"open,\n", -1, 0 },
    { "catalog/not-a-list.csv", "name,price\nfoo,1\n", -1, 0 },
    { "catalog/latin1.csv", GPUHUNT_HEADER "caf\xe9,EU,0.3,1,1,1,A10,24,False\n", -1, 0 },
    { "catalog/\033[31mred\033[0m.csv", "x\n", -1, 0 },
    { "catalog/caf\xe9.csv", "x\n", -1, 0 },
    { long_path, "x\n", -1, 0 },
    { "../../escape.csv", "x\n", -1, 0 },
    { "/absolute.csv", "x\n", -1, 0 },
    { "catalog/version", "", 0, 0 },
    { "catalog/a/b/c/d/e/f/g/h/nested.csv", "x\n", -1, 0 },
  };
  g_autoptr(GPtrArray) all = g_ptr_array_new ();

  /* An archive inside the archive */
  {
    g_autofree char *inner = g_build_filename (dir, "inner.zip", NULL);

    write_zip (inner, good, G_N_ELEMENTS (good));
    g_assert_true (g_file_get_contents (inner, &nested, &nested_length, NULL));
    bad[3].data = nested;
    bad[3].length = nested_length;
  }

  /* All in one, beside a good list: that list imports, each bad one is said */
  {
    g_auto(Run) run = { 0 };
    g_autofree ZipEntry *entries = g_new0 (ZipEntry, G_N_ELEMENTS (bad) + 1);

    memcpy (entries, bad, sizeof bad);
    entries[G_N_ELEMENTS (bad)] = good[0];
    write_zip (zip, entries, G_N_ELEMENTS (bad) + 1);
    run_import (&run, dir, out, zip, NULL);
    g_assert_cmpstr (run.err, ==, "");
    g_assert_cmpint (run.status, ==, 0);
    g_assert_nonnull (strstr (run.out, "\n1 offer from runpod\n"));
    g_assert_nonnull (strstr (run.out, "catalog/empty.csv:1: not a dstack gpuhunt"));
    g_assert_nonnull (strstr (run.out, "catalog/binary.csv:1: not a CSV file (binary data, or "
                                       "text not in UTF-8); not imported"));
    g_assert_nonnull (strstr (run.out, "catalog.zip/catalog/huge.csv: larger than 8 MiB "
                                       "unpacked, not imported"));
    g_assert_nonnull (strstr (run.out, "catalog.zip/catalog/inner.zip: an archive inside the "
                                       "archive, not imported"));
    /* A list that gives no offer is left out as the others are, by its name in the archive */
    g_assert_nonnull (strstr (run.out, "catalog.zip/catalog/header-only.csv: no offer in it, "
                                       "not imported\n"));
    g_assert_nonnull (strstr (run.out, "catalog.zip/catalog/cpu-only.csv: no offer in it, not "
                                       "imported (1 row skipped: no GPU)\n"));
    g_assert_null (strstr (run.out, "0 offers from"));
    g_assert_nonnull (strstr (run.out, "catalog/unclosed.csv:2: a quoted field is never closed"));
    g_assert_nonnull (strstr (run.out, "catalog/latin1.csv:2: not a CSV file"));
    g_assert_nonnull (strstr (run.out, "catalog/\\x1b[31mred\\x1b[0m.csv:1: "));
    g_assert_nonnull (strstr (run.out, "catalog/caf\\xe9.csv:1: "));
    g_assert_null (strstr (run.out, "folder.csv"));
    /* a link named as a list is said (its target may be any file of the user's: never read) */
    g_assert_nonnull (strstr (run.out, "catalog.zip/catalog/link.csv: a symbolic link, not "
                                       "imported"));
    g_assert_cmpuint (count_offers (out), ==, 1);
  }

  /* Each alone: refused with the reason, nothing written */
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_auto(Run) run = { 0 };
      g_autofree char *lone = g_strdup_printf ("%s/lone-%u.zip", dir, i);
      g_autofree char *lone_out = g_strdup_printf ("%s/lone-%u.xml", dir, i);

      write_zip (lone, &bad[i], 1);
      run_import (&run, dir, lone_out, lone, NULL);
      g_assert_cmpint (run.status, ==, 1);
      g_assert_cmpstr (run.out, ==, "");
      g_assert_true (g_str_has_prefix (run.err, lone));
      g_assert_true (strstr (run.err, ": no offer in it, nothing imported:\n") != NULL
                     || strstr (run.err, ": a zip file with no CSV price list in it") != NULL);
      g_assert_false (g_file_test (lone_out, G_FILE_TEST_EXISTS));
    }

  /* Damaged: cut short, or not a zip at all */
  {
    g_autofree char *data = NULL;
    g_autofree char *cut = NULL;
    gsize length;

    g_assert_true (g_file_get_contents (zip, &data, &length, NULL));
    for (guint k = 1; k <= 4; k++)
      {
        g_auto(Run) run = { 0 };

        g_free (cut);
        /* Refused, or (cut in the list of entries at the end, after every entry) imported
         * whole: never in part */
        cut = write_test_file (dir, "cut.zip", data, length * k / 5);
        g_unlink (out);
        run_import (&run, dir, out, cut, NULL);
        g_test_message ("cut at %u/5: %s%s", k, run.out, run.err);
        if (run.status == 0)
          g_assert_cmpuint (count_offers (out), ==, 1);
        else
          {
            g_assert_cmpint (run.status, ==, 1);
            g_assert_nonnull (strstr (run.err, "cut.zip: "));
          }
      }
    for (gsize k = 0; k < length; k += length / 7 + 1)
      {
        g_auto(Run) run = { 0 };
        g_autofree char *flipped = g_memdup2 (data, length);
        g_autofree char *path = NULL;

        /* A byte flipped here and there: refused, or imported, never a crash */
        flipped[k] ^= 0x5a;
        path = write_test_file (dir, "flipped.zip", flipped, length);
        run_import (&run, dir, out, path, NULL);
        g_assert_cmpint (run.status, <=, 1);
      }
  }

  test_remove_tree (dir);
}

/* The bounds: at most 64 lists, 8 MiB each, 64 MiB all together, by what they declare and by
 * what they inflate; the archive's memory stays within a limit a full unpacking would pass */
static void
test_archive_bounds (void)
{
  g_autofree char *dir = test_make_dir ("import-files");
  g_autofree char *out = g_build_filename (dir, "out.xml", NULL);
  g_autofree char *zip = g_build_filename (dir, "many.zip", NULL);
  g_autofree ZipEntry *entries = g_new0 (ZipEntry, 65);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *list = padded_list (BREAKEVEN_MAX_FILE_BYTES - 1);

  /* 65 lists: the 65th is left out and said so */
  for (guint i = 0; i < 65; i++)
    {
      char *name = g_strdup_printf ("catalog/p%02u.csv", i);

      g_ptr_array_add (names, name);
      entries[i] = (ZipEntry) { name, GPUHUNT_HEADER RUNPOD_ROW, -1, 0 };
    }
  write_zip (zip, entries, 65);
  {
    g_auto(Run) run = { 0 };

    run_import (&run, dir, out, zip, NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_nonnull (strstr (run.out, "1 offer from p63\n"));
    g_assert_null (strstr (run.out, "p64"));
    g_assert_nonnull (strstr (run.out, "zip: 1 more price list left out: at most 64 are read\n"));
    g_assert_cmpuint (count_offers (out), ==, 64);
  }

  /* 24 lists of 8 MiB (192 MiB unpacked, from an archive of a few hundred KiB): the first 8
   * import, the others are never inflated; under an address-space limit that the whole
   * unpacked would pass (the limit does not hold with the sanitizers' shadow memory) */
  for (guint i = 0; i < 24; i++)
    entries[i].data = list, entries[i].length = BREAKEVEN_MAX_FILE_BYTES - 1;
  write_zip (zip, entries, 24);
  {
    g_auto(Run) run = { 0 };
    struct stat st;

    g_assert_cmpint (g_stat (zip, &st), ==, 0);
    g_assert_cmpint (st.st_size, <, BREAKEVEN_MAX_FILE_BYTES);
    g_unlink (out);
    address_space_limit = SANITIZED ? 0 : 200 * 1024 * 1024;
    run_import (&run, dir, out, zip, NULL);
    address_space_limit = 0;
    g_assert_cmpstr (run.err, ==, "");
    g_assert_cmpint (run.status, ==, 0);
    g_assert_nonnull (strstr (run.out, "1 offer from p07\n"));
    g_assert_nonnull (strstr (run.out, "catalog/p08.csv: the lists before it unpack to "
                                       "64.0 MiB, and with it they would pass 64 MiB, "
                                       "not imported\n"));
    g_assert_nonnull (strstr (run.out, "catalog/p23.csv: the lists before it unpack to "
                                       "64.0 MiB, and with it they would pass 64 MiB, "
                                       "not imported\n"));
    g_assert_cmpuint (count_offers (out), ==, 8);
  }

  /* Eight lists of 7.5 MiB, then one of 5 MiB: the message says what the eight came to, not
   * the limit, and a small list after it still imports */
  for (guint i = 0; i < 8; i++)
    entries[i].length = 15 * BREAKEVEN_MAX_FILE_BYTES / 16;
  entries[8].length = 5 * 1024 * 1024;
  entries[9].length = -1;
  entries[9].data = GPUHUNT_HEADER RUNPOD_ROW;
  write_zip (zip, entries, 10);
  {
    g_auto(Run) run = { 0 };

    g_unlink (out);
    run_import (&run, dir, out, zip, NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_nonnull (strstr (run.out, "catalog/p08.csv: the lists before it unpack to "
                                       "60.0 MiB, and with it they would pass 64 MiB, "
                                       "not imported\n"));
    g_assert_nonnull (strstr (run.out, "1 offer from p09\n"));
    g_assert_cmpuint (count_offers (out), ==, 9);
  }

  /* A list that says it is 100 bytes and inflates to 64 MiB: no more than 8 MiB inflated */
  {
    g_auto(Run) run = { 0 };
    gsize length = 64 * 1024 * 1024;
    g_autofree char *bomb = padded_list (length);
    const ZipEntry liar[] = { { "catalog/runpod.csv", bomb, length, 0 } };
    g_autofree char *expected = g_strconcat (zip, ": no offer in it, nothing imported:\n", zip,
                                             "/catalog/runpod.csv: larger than 8 MiB unpacked, "
                                             "not imported\n", NULL);

    write_zip (zip, liar, 1);
    lie_about_sizes (zip, 100);
    {
      struct archive *reader = archive_read_new ();
      struct archive_entry *entry;

      /* The lie is what a reader of the archive sees */
      archive_read_support_format_zip (reader);
      g_assert_cmpint (archive_read_open_filename (reader, zip, 65536), ==, ARCHIVE_OK);
      g_assert_cmpint (archive_read_next_header (reader, &entry), ==, ARCHIVE_OK);
      g_assert_cmpint (archive_entry_size (entry), ==, 100);
      archive_read_free (reader);
    }
    address_space_limit = SANITIZED ? 0 : 200 * 1024 * 1024;
    run_import (&run, dir, out, zip, NULL);
    address_space_limit = 0;
    g_assert_cmpint (run.status, ==, 1);
    g_assert_cmpstr (run.err, ==, expected);
  }
  test_remove_tree (dir);
}

/* Archives made on other systems: macOS's __MACOSX/ and ._ files are passed over, upper-case
 * extensions and Windows folders read */
static void
test_archive_other_systems (void)
{
  g_autofree char *dir = test_make_dir ("import-files");
  g_autofree char *out = g_build_filename (dir, "out.xml", NULL);
  g_autofree char *zip = g_build_filename (dir, "CATALOG.ZIP", NULL);
  const char apple_double[] = "\0\5\26\7\0\2\0\0Mac OS X        \0\2";
  const ZipEntry entries[] = {
    { "catalog/", NULL, 0, AE_IFDIR },
    { "catalog/RunPod.CSV", GPUHUNT_HEADER RUNPOD_ROW, -1, 0 },
    { "catalog\\lambdalabs.csv", GPUHUNT_HEADER "gpu_1x_a10,us,0.75,30,200,1,A10,24,False\n",
      -1, 0 },
    { "__MACOSX/catalog/._RunPod.CSV", apple_double, sizeof apple_double - 1, 0 },
    { "__MACOSX/catalog/runpod.csv", apple_double, sizeof apple_double - 1, 0 },
    { "catalog/._lambdalabs.csv", apple_double, sizeof apple_double - 1, 0 },
    { "catalog/.DS_Store", apple_double, sizeof apple_double - 1, 0 },
    { "catalog/version", "20260818-42\r\n", -1, 0 },
  };
  g_auto(Run) run = { 0 };

  write_zip (zip, entries, G_N_ELEMENTS (entries));
  run_import (&run, dir, out, zip, NULL);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, "1 offer from RunPod 20260818-42\n"
                                "1 offer from lambdalabs 20260818-42\n");
  assert_offers (out, "Lambda/gpu_1x_a10@0.75 | RunPod/1x RTX 4090@0.34");
  test_remove_tree (dir);
}
#endif

/* Files that are no price list however they are named: a FIFO, a device, a folder, a file of
 * gigabytes, a file that is not there; each refused at once, read never */
static void
test_special_files (void)
{
  g_autofree char *dir = test_make_dir ("import-files");
  g_autofree char *out = g_build_filename (dir, "out.xml", NULL);
  const char *const names[] = { "fifo.zip", "fifo.csv", "zero.zip", "zero.csv", "folder.zip",
                                "folder.csv", "huge.zip", "huge.csv", "missing.zip",
                                "missing.csv" };
  const char *const reasons[] = { "not a file", "not a file", "not a file", "not a file",
                                  "not a file", "not a file", "larger than 8 MiB",
                                  "larger than 8 MiB", "no such file", "no such file" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = g_build_filename (dir, names[i], NULL);
      g_auto(Run) run = { 0 };

      if (g_str_has_prefix (names[i], "fifo"))
        g_assert_cmpint (mkfifo (path, 0600), ==, 0);
      else if (g_str_has_prefix (names[i], "zero"))
        g_assert_cmpint (symlink ("/dev/zero", path), ==, 0);
      else if (g_str_has_prefix (names[i], "folder"))
        g_assert_cmpint (g_mkdir (path, 0700), ==, 0);
      else if (g_str_has_prefix (names[i], "huge"))
        {
          /* Sparse: 3 GiB that take no room */
          FILE *file = fopen (path, "w");

          g_assert_nonnull (file);
          g_assert_cmpint (ftruncate (fileno (file), (off_t) 3 << 30), ==, 0);
          fclose (file);
        }
      run_import (&run, dir, out, path, NULL);
      g_assert_cmpint (run.status, ==, 1);
      g_assert_cmpstr (run.out, ==, "");
      g_assert_true (g_str_has_prefix (run.err, path));
      g_assert_nonnull (strstr (run.err, reasons[i]));
      g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
    }
  test_remove_tree (dir);
}

/* CSVs as spreadsheets and other systems write them: a byte-order mark, quoted headers, every
 * line end; or refused with the reason */
static void
test_encodings (void)
{
  g_autofree char *dir = test_make_dir ("import-files");
  const struct
  {
    const char *name;
    const char *data;
    gssize length;
  } good[] = {
    { "lf/runpod.csv", GPUHUNT_HEADER RUNPOD_ROW, -1 },
    { "crlf/runpod.csv", "instance_name,location,price,cpu,memory,gpu_count,gpu_name,"
                         "gpu_memory,spot\r\n1x RTX 4090,EU-RO-1,0.34,16,62,1,RTX4090,24,False\r\n",
      -1 },
    { "cr/runpod.csv", "instance_name,location,price,cpu,memory,gpu_count,gpu_name,"
                       "gpu_memory,spot\r1x RTX 4090,EU-RO-1,0.34,16,62,1,RTX4090,24,False\r", -1 },
    { "mixed/runpod.csv", "instance_name,location,price,cpu,memory,gpu_count,gpu_name,"
                          "gpu_memory,spot\r\n\r\r\n1x RTX 4090,EU-RO-1,0.34,16,62,1,RTX4090,24,"
                          "False", -1 },
    { "bom/runpod.csv", "\xef\xbb\xbf" GPUHUNT_HEADER RUNPOD_ROW, -1 },
    { "quoted/runpod.csv", "\xef\xbb\xbf\"instance_name\",\"location\",\"price\",\"cpu\","
                           "\"memory\",\"gpu_count\",\"gpu_name\",\"gpu_memory\",\"spot\"\r\n"
                           "\"1x RTX 4090\",\"EU-RO-1\",\"0.34\",\"16\",\"62\",\"1\","
                           "\"RTX4090\",\"24\",\"False\"\r\n", -1 },
    { "spaces/runpod.csv", " instance_name , location , price,cpu,memory, gpu_count ,gpu_name,"
                           "gpu_memory,spot\n 1x RTX 4090 ,EU-RO-1, 0.34 ,16,62, 1 ,RTX4090,24,"
                           " False \n", -1 },
    { "upper/RUNPOD.CSV", GPUHUNT_HEADER RUNPOD_ROW, -1 },
    { "empty-rows/runpod.csv", ",,,,,,,,\r\n" GPUHUNT_HEADER ",,,,,,,,\n" RUNPOD_ROW " , ,,\n"
                               "\t\n", -1 },
  };
  const struct
  {
    const char *data;
    gssize length;
    const char *reason;
  } bad[] = {
    { "\xff\xfei\0n\0s\0t\0", 10, ":1: text in UTF-16: save it as CSV in UTF-8" },
    { "\xfe\xff\0i\0n\0s\0t", 10, ":1: text in UTF-16: save it as CSV in UTF-8" },
    { "instance_name;location;price;cpu;memory;gpu_count;gpu_name;gpu_memory;spot\n"
      "1x RTX 4090;EU-RO-1;0,34;16;62;1;RTX4090;24;False\n", -1,
      ":1: the fields are separated by semicolons: save it as CSV with commas" },
    { "instance_name\tlocation\tprice\tcpu\tmemory\tgpu_count\tgpu_name\tgpu_memory\tspot\n", -1,
      ":1: the fields are separated by tabs: save it as CSV with commas" },
    { GPUHUNT_HEADER "1x RTX 4090,Z\xfcrich,0.34,16,62,1,RTX4090,24,False\n", -1,
      ":2: not a CSV file (binary data, or text not in UTF-8)" },
    /* the line counted as the reader counts it, with every kind of line end (M3 of hunt 11) */
    { NUL_LINE_4_CR, sizeof NUL_LINE_4_CR - 1,
      ":4: not a CSV file (binary data, or text not in UTF-8)" },
    { NUL_LINE_4_MIXED, sizeof NUL_LINE_4_MIXED - 1,
      ":4: not a CSV file (binary data, or text not in UTF-8)" },
    { "", 0, ":1: not a dstack gpuhunt, SkyPilot or FSDL price CSV" },
    { "\xef\xbb\xbf", 3, ":1: not a dstack gpuhunt, SkyPilot or FSDL price CSV" },
    { "\r\n\r\n", -1, ":1: not a dstack gpuhunt, SkyPilot or FSDL price CSV" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      g_autofree char *path = write_test_file (dir, good[i].name, good[i].data, good[i].length);
      g_autofree char *out = g_strdup_printf ("%s/good-%u.xml", dir, i);
      g_auto(Run) run = { 0 };
      g_autofree char *base = g_path_get_basename (path);
      g_autofree char *expected = NULL;

      base[strlen (base) - 4] = '\0';
      expected = g_strdup_printf ("1 offer from %s\n", base);
      run_import (&run, dir, out, path, NULL);
      g_assert_cmpstr (run.err, ==, "");
      g_assert_cmpint (run.status, ==, 0);
      g_assert_cmpstr (run.out, ==, expected);
      assert_offers (out, "RunPod/1x RTX 4090@0.34");
    }
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autofree char *name = g_strdup_printf ("bad-%u/runpod.csv", i);
      g_autofree char *path = write_test_file (dir, name, bad[i].data, bad[i].length);
      g_autofree char *out = g_strdup_printf ("%s/bad-%u.xml", dir, i);
      g_autofree char *expected = g_strconcat (path, bad[i].reason, NULL);
      g_auto(Run) run = { 0 };

      run_import (&run, dir, out, path, NULL);
      g_assert_cmpint (run.status, ==, 1);
      g_assert_cmpstr (run.out, ==, "");
      g_assert_true (g_str_has_prefix (run.err, expected));
      g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
    }
  test_remove_tree (dir);
}

/* A file that yields no offer is no success: refused with what it gave, the catalogue kept
 * (it would only have taken away the earlier import of its provider) */
/* A catalogue already full of other offers: an import that would bring nothing is refused,
 * and the catalogue stays as it was; one with some room says what it kept */
static void
test_full_catalogue (void)
{
  g_autofree char *dir = test_make_dir ("import-files");
  g_autofree char *out = g_build_filename (dir, "full.xml", NULL);
  g_autofree char *csv = write_test_file (dir, "runpod.csv", GPUHUNT_HEADER RUNPOD_ROW
                                          "1x RTX 3090,EU-RO-1,0.22,16,62,1,RTX3090,24,False\n",
                                          -1);
  g_autoptr(GListStore) store = g_list_store_new (BREAKEVEN_TYPE_OFFER);
  g_autoptr(GFile) file = g_file_new_for_path (out);
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_auto(Run) refused = { 0 };
  g_auto(Run) partly = { 0 };

  for (guint i = 0; i < BREAKEVEN_MAX_ITEMS; i++)
    {
      g_autofree char *name = g_strdup_printf ("Mine %u", i);
      g_autoptr(BreakevenOffer) offer = breakeven_offer_new ("Campus", name, 0.9, "USD");

      g_list_store_append (store, offer);
    }
  g_assert_true (breakeven_catalogue_save_to_file (G_LIST_MODEL (store), file, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (out, &before, NULL, NULL));

  run_import (&refused, dir, out, csv, NULL);
  g_assert_cmpint (refused.status, ==, 1);
  assert_contains (refused.err, "the most it can: nothing imported");
  g_assert_true (g_file_get_contents (out, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, before);

  /* one place left: the cheaper of the two comes in, and the report says why the other not */
  g_list_store_remove (store, 0);
  g_assert_true (breakeven_catalogue_save_to_file (G_LIST_MODEL (store), file, NULL, &error));
  run_import (&partly, dir, out, csv, NULL);
  g_assert_cmpint (partly.status, ==, 0);
  assert_contains (partly.out, "1 offer of this import left out: a catalogue holds at most 1000 "
                               "and keeps its 999 others; the cheapest of this import are kept");
  g_assert_cmpuint (count_offers (out), ==, BREAKEVEN_MAX_ITEMS);
  {
    g_autofree char *offers = describe_offers (out);

    assert_contains (offers, "RTX 3090");
  }
  test_remove_tree (dir);
}

static void
test_no_offer (void)
{
  g_autofree char *dir = test_make_dir ("import-files");
  g_autofree char *out = g_build_filename (dir, "out.xml", NULL);
  g_autofree char *first = write_test_file (dir, "first/runpod.csv", GPUHUNT_HEADER RUNPOD_ROW, -1);
  g_autofree char *cpu = write_test_file (dir, "runpod.csv",
                                          GPUHUNT_HEADER "cpu,EU-RO-1,0.05,2,4,0,,,False\n", -1);
  g_autofree char *empty = write_test_file (dir, "empty/runpod.csv", GPUHUNT_HEADER, -1);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;

  {
    g_auto(Run) run = { 0 };

    run_import (&run, dir, out, first, NULL);
    g_assert_cmpint (run.status, ==, 0);
  }
  g_assert_true (g_file_get_contents (out, &before, NULL, NULL));
  {
    g_auto(Run) run = { 0 };
    g_autofree char *expected = g_strconcat (cpu, ": no offer in it, nothing imported (0 offers "
                                             "from runpod; 1 row skipped: no GPU)\n", NULL);

    run_import (&run, dir, out, cpu, NULL);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_cmpstr (run.out, ==, "");
    g_assert_cmpstr (run.err, ==, expected);
  }
  {
    g_auto(Run) run = { 0 };
    g_autofree char *expected = g_strconcat (empty, ": no offer in it, nothing imported (0 "
                                             "offers from runpod)\n", NULL);

    run_import (&run, dir, out, empty, NULL);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_cmpstr (run.err, ==, expected);
  }
  g_assert_true (g_file_get_contents (out, &after, NULL, NULL));
  g_assert_cmpstr (before, ==, after);
  test_remove_tree (dir);
}

static char *
fsdl_file (const char *dir,
           const char *folder,
           const char *rows)
{
  g_autofree char *name = g_build_filename (folder, "cloud-gpus.csv", NULL);
  g_autofree char *data = g_strconcat (FSDL_HEADER, rows, NULL);

  return write_test_file (dir, name, data, -1);
}

/* An import replaces exactly what an earlier import of the same catalogue and provider brought:
 * never the offers of a provider whose name merely starts the same way; a file named twice is
 * one import; two lists of one provider in one run are one set of offers */
static void
test_other_providers (void)
{
  g_autofree char *dir = test_make_dir ("import-files");
  g_autofree char *out = g_build_filename (dir, "out.xml", NULL);
  g_autofree char *both = fsdl_file (dir, "1", "Lambda,A10,Ampere,1,24,30,200,$0.75,$0.75,,"
                                               "gpu_1x_a10\n"
                                               "Lambda Labs,A100,Ampere,1,40,30,200,$1.10,$1.10,,"
                                               "gpu_1x_a100\n");
  g_autofree char *lambda = fsdl_file (dir, "2", "Lambda,A10,Ampere,1,24,30,200,$0.60,$0.60,,"
                                                 "gpu_1x_a10\n");
  g_autofree char *labs = fsdl_file (dir, "3", "Lambda Labs,A100,Ampere,1,40,30,200,$0.99,$0.99,,"
                                               "gpu_1x_a100\n");
  g_autofree char *run_csv = write_test_file (dir, "run.csv", GPUHUNT_HEADER
                                              "r1,EU,0.50,1,1,1,A40,48,False\n", -1);
  g_autofree char *run_pod = write_test_file (dir, "run pod.csv", GPUHUNT_HEADER
                                              "rp1,EU,0.40,1,1,1,A40,48,False\n", -1);
  g_autofree char *run_new = write_test_file (dir, "new/run.csv", GPUHUNT_HEADER
                                              "r2,EU,0.45,1,1,1,A40,48,False\n", -1);
  g_autofree char *link = g_build_filename (dir, "link.csv", NULL);

  {
    g_auto(Run) run = { 0 };

    run_import (&run, dir, out, both, NULL);
    g_assert_cmpint (run.status, ==, 0);
    assert_offers (out, "Lambda Labs/gpu_1x_a100@1.1 | Lambda/gpu_1x_a10@0.75");
  }
  /* Lambda again: Lambda Labs stays */
  {
    g_auto(Run) run = { 0 };

    run_import (&run, dir, out, lambda, NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_nonnull (strstr (run.out, "1 offer of an earlier import replaced; 0 new\n"));
    assert_offers (out, "Lambda Labs/gpu_1x_a100@1.1 | Lambda/gpu_1x_a10@0.6");
  }
  /* Lambda Labs again: Lambda stays */
  {
    g_auto(Run) run = { 0 };

    run_import (&run, dir, out, labs, NULL);
    g_assert_cmpint (run.status, ==, 0);
    assert_offers (out, "Lambda Labs/gpu_1x_a100@0.99 | Lambda/gpu_1x_a10@0.6");
  }

  /* gpuhunt lists "run" and "run pod"; "run" again keeps "run pod" */
  {
    g_auto(Run) run = { 0 };

    run_import (&run, dir, out, run_csv, run_pod, NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_cmpstr (run.out, ==, "1 offer from run\n1 offer from run pod\n");
  }
  {
    g_auto(Run) run = { 0 };

    run_import (&run, dir, out, run_new, NULL);
    g_assert_cmpint (run.status, ==, 0);
    assert_offers (out, "Lambda Labs/gpu_1x_a100@0.99 | Lambda/gpu_1x_a10@0.6 | "
                        "Run pod/rp1@0.4 | Run/r2@0.45");
  }

  /* One file named twice, or by a link: one import.  By a link of another name, which would
   * name another provider, that name is said not read again, never dropped in silence (P5 of
   * hunt 13) */
  g_assert_cmpint (symlink (run_pod, link), ==, 0);
  {
    g_auto(Run) run = { 0 };
    g_autofree char *expected = g_strdup_printf ("1 offer from run pod\n"
                                                 "%s: the same file as %s, not read again\n"
                                                 "1 offer of an earlier import replaced; 0 new\n",
                                                 link, run_pod);

    run_import (&run, dir, out, run_pod, run_pod, link, NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_cmpstr (run.out, ==, expected);
    g_assert_cmpuint (count_offers (out), ==, 4);
  }
  {
    g_auto(Run) run = { 0 };

    run_import (&run, dir, out, run_pod, run_pod, NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_cmpstr (run.out, ==, "1 offer from run pod\n"
                                  "1 offer of an earlier import replaced; 0 new\n");
  }

  /* Two lists of "run" in one run: the later counts */
  {
    g_auto(Run) run = { 0 };

    run_import (&run, dir, out, run_csv, run_new, NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_cmpstr (run.out, ==, "1 offer from run; 1 of them replaced by a later list of the "
                                  "same provider\n"
                                  "1 offer from run\n"
                                  "1 offer of an earlier import replaced; 0 new\n");
    assert_offers (out, "Lambda Labs/gpu_1x_a100@0.99 | Lambda/gpu_1x_a10@0.6 | "
                        "Run pod/rp1@0.4 | Run/r2@0.45");
  }
  test_remove_tree (dir);
}

/* Catalogues written before providers with a space were quoted in the source: an import of
 * "Lambda" keeps their "Lambda Labs" offers, one of "Lambda Labs" replaces them */
static void
test_earlier_sources (void)
{
  g_autofree char *dir = test_make_dir ("import-files");
  g_autofree char *out = g_build_filename (dir, "out.xml", NULL);
  g_autofree char *lambda = fsdl_file (dir, "2", "Lambda,A10,Ampere,1,24,30,200,$0.60,$0.60,,"
                                                 "gpu_1x_a10\n");
  g_autofree char *labs = fsdl_file (dir, "3", "Lambda Labs,A100,Ampere,1,40,30,200,$0.99,$0.99,,"
                                               "gpu_1x_a100\n");
  g_autoptr(GListStore) store = g_list_store_new (BREAKEVEN_TYPE_OFFER);
  g_autoptr(GFile) file = g_file_new_for_path (out);
  g_autoptr(GError) error = NULL;
  const char *const sources[][2] = {
    { "Lambda Labs", "FSDL cloud GPUs: Lambda Labs; us-east-1" },
    { "Lambda", "FSDL cloud GPUs: Lambda; us-east-1" },
    { "Mine", "FSDL cloud GPUs: Lambda Labs, read by hand" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (sources); i++)
    {
      g_autoptr(BreakevenOffer) offer = breakeven_offer_new (sources[i][0], "old", 2, "USD");

      breakeven_offer_set_source (offer, sources[i][1]);
      g_list_store_append (store, offer);
    }
  g_assert_true (breakeven_catalogue_save_to_file (G_LIST_MODEL (store), file, NULL, &error));
  g_assert_no_error (error);
  {
    g_auto(Run) run = { 0 };

    run_import (&run, dir, out, lambda, NULL);
    g_assert_cmpint (run.status, ==, 0);
    assert_offers (out, "Lambda Labs/old@2 | Lambda/gpu_1x_a10@0.6 | Mine/old@2");
  }
  {
    g_auto(Run) run = { 0 };

    run_import (&run, dir, out, labs, NULL);
    g_assert_cmpint (run.status, ==, 0);
    assert_offers (out, "Lambda Labs/gpu_1x_a100@0.99 | Lambda/gpu_1x_a10@0.6 | Mine/old@2");
  }
  test_remove_tree (dir);
}

/* What a file says reaches the terminal escaped: its name, its cells, an archive's entry
 * names and version */
static void
test_escaped (void)
{
  g_autofree char *dir = test_make_dir ("import-files");
  g_autofree char *out = g_build_filename (dir, "out.xml", NULL);
  g_autofree char *first = write_test_file (dir, "1/runpod.csv", GPUHUNT_HEADER
                                            "\"evil\033]0;owned\007\",EU,0.50,1,1,1,"
                                            "\"RTX\0334090\",24,False\n", -1);
  g_autofree char *second = write_test_file (dir, "2/runpod.csv", GPUHUNT_HEADER
                                             "\"evil\033]0;owned\007\",EU,0.40,1,1,1,"
                                             "\"RTX\0334090\",24,False\n"
                                             "\"two\nlines\u202e\",EU,0.40,1,1,1,A10,24,False\n",
                                             -1);
  g_autofree char *named = write_test_file (dir, "\033[2J\x9b\xc2\x9b.csv", "x\n",
                                            -1);

  {
    g_auto(Run) run = { 0 };

    run_import (&run, dir, out, first, NULL);
    g_assert_cmpint (run.status, ==, 0);
  }
  {
    g_auto(Run) run = { 0 };

    run_import (&run, dir, out, second, NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_nonnull (strstr (run.out, "RTX\\x1b4090 on RunPod: $0.50 → $0.40\n"));
  }
  assert_offers (out, "RunPod/evil\\x1b]0;owned\\x07@0.4 | RunPod/two\\nlines\\u202e@0.4");
  {
    g_auto(Run) run = { 0 };

    run_import (&run, dir, out, named, NULL);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_nonnull (strstr (run.err, "/\\x1b[2J\\x9b\\u009b.csv:1: not a dstack gpuhunt"));
  }
#if HAVE_LIBARCHIVE
  {
    g_auto(Run) run = { 0 };
    g_autofree char *zip = g_build_filename (dir, "catalog.zip", NULL);
    const ZipEntry entries[] = {
      { "catalog/\033[31mrun\npod.csv", GPUHUNT_HEADER RUNPOD_ROW, -1, 0 },
      { "catalog/\033]0;x\007.csv", "nothing", -1, 0 },
      { "catalog/version", "2026\0330818\n", -1, 0 },
    };

    write_zip (zip, entries, G_N_ELEMENTS (entries));
    run_import (&run, dir, out, zip, NULL);
    g_assert_cmpint (run.status, ==, 0);
    /* The version is no word: not used */
    g_assert_nonnull (strstr (run.out, "1 offer from \\x1b[31mrun\\npod\n"));
    g_assert_nonnull (strstr (run.out, "/catalog/\\x1b]0;x\\x07.csv:1: not a dstack gpuhunt"));
  }
#endif
  test_remove_tree (dir);
}

int
main (int    argc,
      char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);

#if HAVE_LIBARCHIVE
  g_test_add_func ("/import-files/archive-bad-entries", test_archive_bad_entries);
  g_test_add_func ("/import-files/archive-bounds", test_archive_bounds);
  g_test_add_func ("/import-files/archive-other-systems", test_archive_other_systems);
#endif
  g_test_add_func ("/import-files/special-files", test_special_files);
  g_test_add_func ("/import-files/encodings", test_encodings);
  g_test_add_func ("/import-files/no-offer", test_no_offer);
  g_test_add_func ("/import-files/full-catalogue", test_full_catalogue);
  g_test_add_func ("/import-files/other-providers", test_other_providers);
  g_test_add_func ("/import-files/earlier-sources", test_earlier_sources);
  g_test_add_func ("/import-files/escaped", test_escaped);

  status = g_test_run ();
  g_test_message ("%u runs of breakeven --import-offers on bad or unusual input", n_cases);
  return status;
}
