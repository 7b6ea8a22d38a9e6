/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-import-edges.c: the price catalogue import from the command line at its edges: two
 * imports into one catalogue at once, damaged archive entries, what an archive's limits say,
 * catalogues through symbolic links, providers named in another case, numbers that are no plain
 * prices, UTF-32 text and blank provider names */

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>
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

#define GPUHUNT_HEADER "instance_name,location,price,cpu,memory,gpu_count,gpu_name,gpu_memory," \
                       "spot\n"
#define RUNPOD_ROW "1x RTX 4090,EU-RO-1,0.34,16,62,1,RTX4090,24,False\n"
#define SKYPILOT_LIST "InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,Price," \
                      "SpotPrice,Region,AvailabilityZone\n" \
                      "p3.2xlarge,V100,1,8,61,3.06,,us-east-1,us-east-1a\n"
#define FSDL_HEADER "Cloud,GPU Type,GPU Arch,GPUs,GPU RAM,vCPUs,RAM,On-demand,Per-GPU,Spot,Name\n"

/* The environment of a breakeven run: no display, the user's data in DIR/home */
static char **
import_environment (const char *dir)
{
  g_autofree char *home = g_build_filename (dir, "home", NULL);
  char **envp = g_get_environ ();

  envp = g_environ_unsetenv (envp, "DISPLAY");
  envp = g_environ_unsetenv (envp, "WAYLAND_DISPLAY");
  return g_environ_setenv (envp, "XDG_DATA_HOME", home, TRUE);
}

/* breakeven --import-offers FILE [--catalogue OUT] (OUT NULL: the user's catalogue) */
static GPtrArray *
import_argv (const char *file,
             const char *out)
{
  GPtrArray *argv = g_ptr_array_new ();

  g_ptr_array_add (argv, (gpointer) g_getenv ("BREAKEVEN_BIN"));
  g_ptr_array_add (argv, "--import-offers");
  g_ptr_array_add (argv, (gpointer) file);
  if (out != NULL)
    {
      g_ptr_array_add (argv, "--catalogue");
      g_ptr_array_add (argv, (gpointer) out);
    }
  g_ptr_array_add (argv, NULL);
  return argv;
}

/* Runs breakeven on ARGV (NULL-terminated) in DIR's environment; it ends by itself */
static void
run_argv (Run         *run,
          const char  *dir,
          char       **argv)
{
  g_auto(GStrv) envp = import_environment (dir);
  g_autoptr(GError) error = NULL;

  g_spawn_sync (NULL, argv, envp, G_SPAWN_DEFAULT, NULL, NULL, &run->out, &run->err,
                &run->status, &error);
  g_assert_no_error (error);
  if (!WIFEXITED (run->status))
    g_error ("breakeven was killed by signal %d:\n%s", WTERMSIG (run->status), run->err);
  run->status = WEXITSTATUS (run->status);
}

static void
run_import (Run        *run,
            const char *dir,
            const char *file,
            const char *out)
{
  g_autoptr(GPtrArray) argv = import_argv (file, out);

  run_argv (run, dir, (char **) argv->pdata);
}

static GListStore *
load_catalogue (const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  GListStore *store = breakeven_catalogue_load_from_file (file, &error);

  g_assert_no_error (error);
  return store;
}

/* How many offers of PATH PROVIDER has */
static guint
count_provider (const char *path,
                const char *provider)
{
  g_autoptr(GListStore) store = load_catalogue (path);
  guint n = 0;

  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (store)); i++)
    {
      g_autoptr(BreakevenOffer) offer = g_list_model_get_item (G_LIST_MODEL (store), i);

      n += g_strcmp0 (breakeven_offer_get_provider (offer), provider) == 0;
    }
  return n;
}

/* A gpuhunt list of N_ROWS instances of one GPU each, named PREFIX-0…, priced from 0.5 */
static char *
gpuhunt_list (const char *prefix,
              guint       n_rows)
{
  GString *s = g_string_new (GPUHUNT_HEADER);

  for (guint i = 0; i < n_rows; i++)
    g_string_append_printf (s, "%s-%u,EU,%u.5,16,62,1,RTX4090,24,False\n", prefix, i, i + 1);
  return g_string_free (s, FALSE);
}

/* Two breakeven --import-offers of two providers into one catalogue, started together and
 * waited for together, again and again: neither ever loses what the other brought.  A catalogue
 * of many offers already makes reading and writing it take a while, the time in which the other
 * could write it too. */
static void
import_pairs (const char *dir,
              const char *out,
              const char *catalogue)
{
  g_auto(GStrv) envp = import_environment (dir);
  g_autofree char *seed_list = gpuhunt_list ("seed", 900);
  g_autofree char *seed = write_test_file (dir, "seed.csv", seed_list, -1);
  g_auto(Run) run = { 0 };

  run_import (&run, dir, seed, out);
  g_assert_cmpint (run.status, ==, 0);
  for (guint round = 0; round < 8; round++)
    {
      GPid pids[2];

      for (guint k = 0; k < 2; k++)
        {
          g_autofree char *base = g_strdup_printf ("p%u%c.csv", round, 'a' + k);
          g_autofree char *prefix = g_strdup_printf ("p%u%c", round, 'a' + k);
          g_autofree char *list = gpuhunt_list (prefix, 3);
          g_autofree char *path = write_test_file (dir, base, list, -1);
          g_autoptr(GPtrArray) argv = import_argv (path, out);
          g_autoptr(GError) error = NULL;

          g_spawn_async (NULL, (char **) argv->pdata, envp,
                         G_SPAWN_DO_NOT_REAP_CHILD | G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL,
                         &pids[k], &error);
          g_assert_no_error (error);
        }
      for (guint k = 0; k < 2; k++)
        {
          int status;

          g_assert_cmpint (waitpid (pids[k], &status, 0), ==, pids[k]);
          g_assert_true (WIFEXITED (status));
          g_assert_cmpint (WEXITSTATUS (status), ==, 0);
          g_spawn_close_pid (pids[k]);
        }
      /* Every pair so far, and the offers the catalogue had before */
      for (guint r = 0; r <= round; r++)
        for (guint k = 0; k < 2; k++)
          {
            char name[32];

            g_snprintf (name, sizeof name, "P%u%c", r, 'a' + k);
            if (count_provider (catalogue, name) != 3)
              g_error ("round %u: %s lost its offers", round, name);
          }
      g_assert_cmpuint (count_provider (catalogue, "Seed"), ==, 900);
    }
}

static void
test_concurrent_imports (void)
{
  g_autofree char *dir = test_make_dir ("import-edges");
  g_autofree char *out = g_build_filename (dir, "out.xml", NULL);
  g_autofree char *own = g_build_filename (dir, "home", "breakeven", "offers.xml", NULL);

  /* Into a catalogue named on the command line, and into the user's */
  import_pairs (dir, out, out);
  import_pairs (dir, NULL, own);
  test_remove_tree (dir);
}

#if HAVE_LIBARCHIVE
/* A zip of ENTRIES (path, then contents; NULL ends them) at PATH */
static void
write_zip (const char         *path,
           const char *const  *entries)
{
  struct archive *zip = archive_write_new ();

  g_assert_cmpint (archive_write_set_format_zip (zip), ==, ARCHIVE_OK);
  g_assert_cmpint (archive_write_open_filename (zip, path), ==, ARCHIVE_OK);
  for (guint i = 0; entries[i] != NULL; i += 2)
    {
      struct archive_entry *entry = archive_entry_new ();
      gsize length = strlen (entries[i + 1]);

      archive_entry_copy_pathname (entry, entries[i]);
      archive_entry_set_filetype (entry, AE_IFREG);
      archive_entry_set_perm (entry, 0644);
      archive_entry_set_size (entry, (la_int64_t) length);
      g_assert_cmpint (archive_write_header (zip, entry), ==, ARCHIVE_OK);
      if (length > 0)
        g_assert_cmpint (archive_write_data (zip, entries[i + 1], length), ==,
                         (la_ssize_t) length);
      archive_entry_free (entry);
    }
  g_assert_cmpint (archive_write_close (zip), ==, ARCHIVE_OK);
  archive_write_free (zip);
}

/* In the zip at PATH, the first FROM (the local header's name comes before the directory's)
 * becomes TO, of the same length */
static void
damage_name (const char *path,
             const char *from,
             const char *to,
             gsize       n)
{
  g_autofree char *data = NULL;
  g_autoptr(GError) error = NULL;
  gsize length;
  char *at = NULL;

  g_assert_true (g_file_get_contents (path, &data, &length, NULL));
  for (gsize i = 0; at == NULL && i + n <= length; i++)
    if (memcmp (data + i, from, n) == 0)
      at = data + i;
  g_assert_nonnull (at);
  memcpy (at, to, n);
  g_file_set_contents (path, data, length, &error);
  g_assert_no_error (error);
}

/* ENTRIES zipped at ZIP, the name FROM (N bytes) made TO in both headers, imported into OUT:
 * the runpod list imports, and EXPECTED is said */
static void
import_nul_name (const char         *dir,
                 const char         *zip,
                 const char         *out,
                 const char *const  *entries,
                 const char         *from,
                 const char         *to,
                 gsize               n,
                 const char         *expected)
{
  g_auto(Run) run = { 0 };

  g_unlink (out);
  write_zip (zip, entries);
  damage_name (zip, from, to, n);
  damage_name (zip, from, to, n);
  run_import (&run, dir, zip, out);
  g_assert_cmpint (run.status, ==, 0);
  assert_contains (run.out, expected);
  assert_contains (run.out, "1 offer from runpod\n");
  g_assert_cmpuint (count_provider (out, "RunPod"), ==, 1);
}

/* In the zip at PATH (its entries stored), the entry NAME is said compressed with METHOD, in
 * its local header and in the archive's list of files alike */
static void
set_method (const char *path,
            const char *name,
            guint16     method)
{
  g_autofree char *data = NULL;
  g_autoptr(GError) error = NULL;
  gsize length, n = strlen (name);
  guint found = 0;

  g_assert_true (g_file_get_contents (path, &data, &length, NULL));
  for (gsize i = 0; i + 46 + n <= length; i++)
    {
      gsize at = 0, method_at = 0;

      if (memcmp (data + i, "PK\3\4", 4) == 0)
        at = 30, method_at = 8;
      else if (memcmp (data + i, "PK\1\2", 4) == 0)
        at = 46, method_at = 10;
      if (at == 0 || memcmp (data + i + at, name, n) != 0)
        continue;
      data[i + method_at] = method & 0xff;
      data[i + method_at + 1] = method >> 8;
      found++;
    }
  g_assert_cmpuint (found, ==, 2);
  g_file_set_contents (path, data, length, &error);
  g_assert_no_error (error);
}

/* ENTRIES zipped at PATH, stored as they are (not deflated) */
static void
write_stored_zip (const char         *path,
                  const char *const  *entries)
{
  struct archive *zip = archive_write_new ();

  g_assert_cmpint (archive_write_set_format_zip (zip), ==, ARCHIVE_OK);
  g_assert_cmpint (archive_write_set_options (zip, "zip:compression=store"), ==, ARCHIVE_OK);
  g_assert_cmpint (archive_write_open_filename (zip, path), ==, ARCHIVE_OK);
  for (guint i = 0; entries[i] != NULL; i += 2)
    {
      struct archive_entry *entry = archive_entry_new ();
      gsize length = strlen (entries[i + 1]);

      archive_entry_copy_pathname (entry, entries[i]);
      archive_entry_set_filetype (entry, AE_IFREG);
      archive_entry_set_perm (entry, 0644);
      archive_entry_set_size (entry, (la_int64_t) length);
      g_assert_cmpint (archive_write_header (zip, entry), ==, ARCHIVE_OK);
      g_assert_cmpint (archive_write_data (zip, entries[i + 1], length), ==,
                       (la_ssize_t) length);
      archive_entry_free (entry);
    }
  g_assert_cmpint (archive_write_close (zip), ==, ARCHIVE_OK);
  archive_write_free (zip);
}

/* An entry that does not unpack, compressed in a way the reader lacks (Deflate64, which 7-Zip
 * and Windows write) or with bytes that do not match its check sum, is left out with the reason,
 * and the rest of the archive imports: the archive is not "damaged" (P2 of hunt 13) */
static void
test_unreadable_entry (void)
{
  g_autofree char *dir = test_make_dir ("import-edges");
  g_autofree char *zip = g_build_filename (dir, "catalog.zip", NULL);
  g_autofree char *out = g_build_filename (dir, "out.xml", NULL);
  const char *const entries[] = {
    "catalog/version", "0.0.9\n",
    "catalog/runpod.csv", GPUHUNT_HEADER RUNPOD_ROW,
    "catalog/vastai.csv", GPUHUNT_HEADER "1x RTX 4090,EU,0.30,16,62,1,RTX4090,24,False\n",
    NULL,
  };
  const struct { guint16 method; const char *reason; } methods[] = {
    { 9, "catalog/vastai.csv: compressed with Deflate64, which Breakeven cannot unpack, "
         "not imported\n" },
    { 98, "catalog/vastai.csv: compressed with PPMd, which Breakeven cannot unpack, "
          "not imported\n" },
    { 77, "catalog/vastai.csv: compressed in a way Breakeven cannot unpack (method 77), "
          "not imported\n" },
  };

  for (guint m = 0; m < G_N_ELEMENTS (methods); m++)
    {
      g_auto(Run) run = { 0 };

      g_unlink (out);
      write_stored_zip (zip, entries);
      set_method (zip, "catalog/vastai.csv", methods[m].method);
      /* An unreadable version file is no version, not a damaged archive either */
      set_method (zip, "catalog/version", methods[m].method);
      run_import (&run, dir, zip, out);
      g_assert_cmpint (run.status, ==, 0);
      assert_contains (run.out, methods[m].reason);
      g_assert_null (strstr (run.out, "not a zip file"));
      assert_contains (run.out, "1 offer from runpod\n");
      g_assert_cmpuint (count_provider (out, "RunPod"), ==, 1);
      g_assert_cmpuint (count_provider (out, "Vast.ai"), ==, 0);
    }
  /* A wrong check sum: "0.30" read back as "0.39" */
  {
    g_auto(Run) run = { 0 };

    g_unlink (out);
    write_stored_zip (zip, entries);
    damage_name (zip, "EU,0.30", "EU,0.39", 7);
    run_import (&run, dir, zip, out);
    g_assert_cmpint (run.status, ==, 0);
    assert_contains (run.out, "catalog/vastai.csv: damaged: it does not unpack, not imported\n");
    assert_contains (run.out, "1 offer from runpod 0.0.9\n");
    g_assert_cmpuint (count_provider (out, "Vast.ai"), ==, 0);
  }
  /* Every list unreadable: nothing imported, and why */
  {
    const char *const alone[] = { "catalog/vastai.csv", entries[5], NULL };
    g_auto(Run) run = { 0 };

    g_unlink (out);
    write_stored_zip (zip, alone);
    set_method (zip, "catalog/vastai.csv", 9);
    run_import (&run, dir, zip, out);
    g_assert_cmpint (run.status, ==, 1);
    assert_contains (run.err, "compressed with Deflate64, which Breakeven cannot unpack");
    g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
  }
  test_remove_tree (dir);
}

/* An entry whose header names it otherwise than the archive's list of files, or names it with
 * bytes that are no name, is left out and said so, never imported under either name nor passed
 * over in silence */
static void
test_damaged_entry (void)
{
  g_autofree char *dir = test_make_dir ("import-edges");
  g_autofree char *zip = g_build_filename (dir, "catalog.zip", NULL);
  g_autofree char *out = g_build_filename (dir, "out.xml", NULL);
  const char *const entries[] = {
    "catalog/runpod.csv", GPUHUNT_HEADER RUNPOD_ROW,
    "catalog/vastai.csv", GPUHUNT_HEADER "1x RTX 4090,EU,0.30,16,62,1,RTX4090,24,False\n",
    NULL,
  };
  const char *const damages[] = { "vastzz", "\377\376\0\1\2\3" };

  for (guint d = 0; d < G_N_ELEMENTS (damages); d++)
    {
      g_auto(Run) run = { 0 };

      g_unlink (out);
      write_zip (zip, entries);
      damage_name (zip, "vastai", damages[d], 6);
      run_import (&run, dir, zip, out);
      g_assert_cmpint (run.status, ==, 0);
      assert_contains (run.out, "catalog/vastai.csv: damaged: its header does not match the "
                                "archive's list of files, not imported\n");
      assert_contains (run.out, "1 offer from runpod\n");
      g_assert_null (strstr (run.out, "vastzz"));
      g_assert_cmpuint (count_provider (out, "RunPod"), ==, 1);
      g_assert_cmpuint (count_provider (out, "Vast.ai"), ==, 0);
      g_assert_cmpuint (count_provider (out, "Vastzz"), ==, 0);
    }

  /* A NUL byte in the name, in the header and in the list of files alike: the name up to it
   * ("catalog/va") is no list's, and the entry is said, not passed over (H7 of hunt 7) */
  import_nul_name (dir, zip, out, entries, "vastai", "va\0tai", 6,
                   "catalog/va\\x00tai.csv: its name holds a NUL byte, not imported\n");
  /* Whatever the name ends in after the NUL or before it ("runpod.csv\0.zip", "in\0ner.zip":
   * J2 of hunt 8) */
  {
    const char *const others[] = {
      "catalog/runpod.csv", GPUHUNT_HEADER RUNPOD_ROW,
      "catalog/vastai.csv.zip", GPUHUNT_HEADER RUNPOD_ROW,
      NULL,
    };

    import_nul_name (dir, zip, out, others, "vastai.csv.zip", "vastai.csv\0zip", 14,
                     "catalog/vastai.csv\\x00zip: its name holds a NUL byte, not imported\n");
  }
  /* A NUL byte in the list of files alone: the local header names the entry whole, and it is
   * still left out, as said (K1 of hunt 9) */
  {
    g_auto(Run) run = { 0 };

    g_unlink (out);
    write_zip (zip, entries);
    damage_name (zip, "vastai", "vastqq", 6);     /* the local header, for now */
    damage_name (zip, "vastai", "va\0tai", 6);    /* the list of files */
    damage_name (zip, "vastqq", "vastai", 6);     /* the local header as it was */
    run_import (&run, dir, zip, out);
    g_assert_cmpint (run.status, ==, 0);
    assert_contains (run.out, "catalog/va\\x00tai.csv: its name holds a NUL byte, not imported\n");
    g_assert_cmpuint (count_provider (out, "Vast.ai"), ==, 0);
    g_assert_cmpuint (count_provider (out, "RunPod"), ==, 1);
  }
  /* Two entries of the list of files pointing at one header (overlapping entries): the one
   * whose name matches it imports, the other is said damaged (K6 of hunt 9) */
  {
    const char *const two[] = {
      "runpod.csv", GPUHUNT_HEADER RUNPOD_ROW,
      "lambda.csv", GPUHUNT_HEADER RUNPOD_ROW,
      NULL,
    };
    g_autofree char *data = NULL;
    g_autoptr(GError) error = NULL;
    g_auto(Run) run = { 0 };
    gsize length;
    guint seen = 0;

    g_unlink (out);
    write_zip (zip, two);
    g_assert_true (g_file_get_contents (zip, &data, &length, NULL));
    for (gsize i = 0; i + 46 <= length; i++)
      if (memcmp (data + i, "PK\1\2", 4) == 0 && ++seen == 2)
        memset (data + i + 42, 0, 4);    /* the second entry's header: the first's */
    g_assert_cmpuint (seen, ==, 2);
    g_file_set_contents (zip, data, length, &error);
    g_assert_no_error (error);
    run_import (&run, dir, zip, out);
    g_assert_cmpint (run.status, ==, 0);
    assert_contains (run.out, "lambda.csv: damaged: its header does not match the archive's "
                              "list of files, not imported\n");
    assert_contains (run.out, "1 offer from runpod\n");
    g_assert_cmpuint (count_provider (out, "RunPod"), ==, 1);
  }
  /* A local header naming the entry in another Unicode form than the list of files ("e" and a
   * combining accent, which the reader composes): still left out (L1 of hunt 10) */
  {
    const char *const accented[] = {
      "e\xcc\x81/runpod.csv", GPUHUNT_HEADER RUNPOD_ROW,
      "lambda.csv", GPUHUNT_HEADER RUNPOD_ROW,
      NULL,
    };
    g_auto(Run) run = { 0 };

    g_unlink (out);
    write_zip (zip, accented);
    damage_name (zip, "e\xcc\x81/runpod.csv", "qqqqqqqqqqqqqq", 14);   /* the local header */
    damage_name (zip, "e\xcc\x81/runpod.csv", "evilco/pod.csv", 14);   /* the list of files */
    damage_name (zip, "qqqqqqqqqqqqqq", "e\xcc\x81/runpod.csv", 14);
    /* The local header says its name is UTF-8 (bit 11), as archivers write it */
    {
      g_autofree char *data = NULL;
      g_autoptr(GError) error = NULL;
      gsize length;

      g_assert_true (g_file_get_contents (zip, &data, &length, NULL));
      g_assert_true (memcmp (data, "PK\3\4", 4) == 0);
      data[7] |= 0x08;
      g_file_set_contents (zip, data, length, &error);
      g_assert_no_error (error);
    }
    run_import (&run, dir, zip, out);
    g_assert_cmpint (run.status, ==, 0);
    assert_contains (run.out, "evilco/pod.csv: damaged: its header does not match the "
                              "archive's list of files, not imported\n");
    g_assert_cmpuint (count_provider (out, "RunPod"), ==, 0);
  }
  /* An archive named ".zip" is read as one */
  {
    g_autofree char *dot_zip = g_build_filename (dir, ".zip", NULL);
    g_auto(Run) run = { 0 };

    g_unlink (out);
    write_zip (dot_zip, entries);
    run_import (&run, dir, dot_zip, out);
    g_assert_cmpint (run.status, ==, 0);
    assert_contains (run.out, "1 offer from runpod\n");
  }
  test_remove_tree (dir);
}

/* However many lists say why they gave nothing, what the archive's limits left out is said */
static void
test_limit_line_shown (void)
{
  g_autofree char *dir = test_make_dir ("import-edges");
  g_autofree char *zip = g_build_filename (dir, "catalog.zip", NULL);
  g_autofree char *out = g_build_filename (dir, "out.xml", NULL);
  g_autoptr(GPtrArray) entries = g_ptr_array_new_with_free_func (g_free);
  g_auto(Run) run = { 0 };

  /* 70 lists of a header alone: none gives an offer, 6 are past the 64 read */
  for (guint i = 0; i < 70; i++)
    {
      g_ptr_array_add (entries, g_strdup_printf ("catalog/p%02u.csv", i));
      g_ptr_array_add (entries, g_strdup (GPUHUNT_HEADER));
    }
  g_ptr_array_add (entries, NULL);
  write_zip (zip, (const char *const *) entries->pdata);
  run_import (&run, dir, zip, out);
  g_assert_cmpint (run.status, ==, 1);
  assert_contains (run.err, "catalog.zip/catalog/p00.csv: no offer in it, not imported\n");
  assert_contains (run.err, "\n…\n");
  assert_contains (run.err, "/catalog.zip: 6 more price lists left out: at most 64 are read\n");
  g_assert_null (strstr (run.err, "p05.csv"));
  g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));

  /* Past 10000 entries, the rest is not read, and the archive is named (H5 of hunt 7) */
  {
    g_autofree char *many = g_build_filename (dir, "many.zip", NULL);
    g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_free);
    g_auto(Run) big = { 0 };

    for (guint i = 0; i <= 10000; i++)
      {
        g_ptr_array_add (files, g_strdup_printf ("notes/n%05u.txt", i));
        g_ptr_array_add (files, g_strdup ("-"));
      }
    g_ptr_array_add (files, NULL);
    write_zip (many, (const char *const *) files->pdata);
    run_import (&big, dir, many, out);
    g_assert_cmpint (big.status, ==, 1);
    assert_contains (big.err, "/many.zip: more than 10000 entries: the rest not read\n");
  }
  test_remove_tree (dir);
}
#endif

/* A catalogue named through a symbolic link to a file not there yet is created where the link
 * points, as --save does; the user's catalogue likewise when its link stays in its folder */
static void
test_dangling_links (void)
{
  g_autofree char *dir = test_make_dir ("import-edges");
  g_autofree char *list = write_test_file (dir, "runpod.csv", GPUHUNT_HEADER RUNPOD_ROW, -1);
  g_autofree char *link = g_build_filename (dir, "link.xml", NULL);
  g_autofree char *target = g_build_filename (dir, "target.xml", NULL);
  g_autofree char *own_dir = g_build_filename (dir, "home", "breakeven", NULL);
  g_autofree char *own = g_build_filename (own_dir, "offers.xml", NULL);
  g_autofree char *own_target = g_build_filename (own_dir, "mine.xml", NULL);
  g_auto(Run) run = { 0 };

  g_assert_cmpint (symlink ("target.xml", link), ==, 0);
  run_import (&run, dir, list, link);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_file_test (link, G_FILE_TEST_IS_SYMLINK));
  g_assert_cmpuint (count_provider (target, "RunPod"), ==, 1);
  run_clear (&run);

  g_assert_cmpint (g_mkdir_with_parents (own_dir, 0700), ==, 0);
  g_assert_cmpint (symlink ("mine.xml", own), ==, 0);
  run_import (&run, dir, list, NULL);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_file_test (own, G_FILE_TEST_IS_SYMLINK));
  g_assert_cmpuint (count_provider (own_target, "RunPod"), ==, 1);
  test_remove_tree (dir);
}

/* A provider is the same whatever the case of its name and the spaces around it: RunPod.csv
 * replaces runpod.csv's offers, MYCLOUD.csv those of mycloud.csv, " lambda .csv" those of
 * lambda.csv, and the offers name the provider without the spaces */
static void
test_provider_case (void)
{
  g_autofree char *dir = test_make_dir ("import-edges");
  g_autofree char *out = g_build_filename (dir, "out.xml", NULL);
  g_autofree char *lower_dir = g_build_filename (dir, "a", NULL);
  g_autofree char *upper_dir = g_build_filename (dir, "b", NULL);
  const char *const pairs[][2] = { { "runpod.csv", "RunPod.csv" },
                                   { "mycloud.csv", "MYCLOUD.csv" },
                                   { "lambda.csv", " lambda .csv" } };

  for (guint i = 0; i < G_N_ELEMENTS (pairs); i++)
    {
      g_autofree char *first = g_build_filename (lower_dir, pairs[i][0], NULL);
      g_autofree char *second = g_build_filename (upper_dir, pairs[i][1], NULL);
      g_auto(Run) run = { 0 };
      g_autoptr(GListStore) store = NULL;
      guint n = 0;

      g_free (write_test_file (lower_dir, pairs[i][0], GPUHUNT_HEADER RUNPOD_ROW, -1));
      g_free (write_test_file (upper_dir, pairs[i][1],
                               GPUHUNT_HEADER "1x RTX 4090,EU-RO-1,0.29,16,62,1,RTX4090,24,"
                               "False\n", -1));
      g_unlink (out);
      run_import (&run, dir, first, out);
      g_assert_cmpint (run.status, ==, 0);
      run_clear (&run);
      run_import (&run, dir, second, out);
      g_assert_cmpint (run.status, ==, 0);
      assert_contains (run.out, "1 offer of an earlier import replaced; 0 new\n");
      store = load_catalogue (out);
      g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (store)), ==, 1);
      for (guint k = 0; k < 1; k++)
        {
          g_autoptr(BreakevenOffer) offer = g_list_model_get_item (G_LIST_MODEL (store), k);

          const char *provider = breakeven_offer_get_provider (offer);

          g_assert_cmpfloat (breakeven_offer_get_price_per_hour (offer), ==, 0.29);
          g_assert_false (g_ascii_isspace (provider[0]));
          g_assert_false (g_ascii_isspace (provider[strlen (provider) - 1]));
          n++;
        }
      g_assert_cmpuint (n, ==, 1);
    }
  test_remove_tree (dir);
}

/* Only plain decimal numbers are prices: hexadecimal, infinities, NaN, exponents, signs and
 * numbers too small to be one are rows skipped for an unreadable price, with the line */
static void
test_plain_numbers (void)
{
  g_autofree char *dir = test_make_dir ("import-edges");
  g_autofree char *out = g_build_filename (dir, "out.xml", NULL);
  const char *const prices[] = { "0x10", "inf", "nan", "1e-320", "1e2", "-1", "+0.5", "0.5.1",
                                 "0.0000001", "infinity" };
  GString *csv = g_string_new (GPUHUNT_HEADER);
  g_autofree char *path = NULL;
  g_autofree char *expected = NULL;
  g_auto(Run) run = { 0 };

  for (guint i = 0; i < G_N_ELEMENTS (prices); i++)
    g_string_append_printf (csv, "bad-%u,EU,%s,16,62,1,RTX4090,24,False\n", i, prices[i]);
  /* Plain ones, with spaces and FSDL's dollar sign */
  g_string_append (csv, "good-1,EU, 0.34 ,16,62,1,RTX4090,24,False\n");
  g_string_append (csv, "good-2,EU,$2,16,62,1,RTX4090,24.0,False\n");
  g_string_append (csv, "good-3,EU,.5,16,62,1,RTX4090,24,False\n");
  path = write_test_file (dir, "runpod.csv", csv->str, csv->len);
  g_string_free (csv, TRUE);
  run_import (&run, dir, path, out);
  g_assert_cmpint (run.status, ==, 0);
  /* The header is line 1, the first bad price line 2 */
  expected = g_strdup_printf ("3 offers from runpod; %u rows skipped: unreadable price (first "
                              "at line 2)\n", (guint) G_N_ELEMENTS (prices));
  assert_contains (run.out, expected);
  g_assert_cmpuint (count_provider (out, "RunPod"), ==, 3);

  /* Numbers that no offer's price can be (free, or past a billion an hour): out of range */
  run_clear (&run);
  g_clear_pointer (&path, g_free);
  path = write_test_file (dir, "runpod.csv",
                          GPUHUNT_HEADER "free,EU,0,16,62,1,RTX4090,24,False\n"
                          "dear,EU,1000000000.01,16,62,1,RTX4090,24,False\n"
                          "good,EU,1000000000,16,62,1,RTX4090,24,False\n", -1);
  run_import (&run, dir, path, out);
  g_assert_cmpint (run.status, ==, 0);
  assert_contains (run.out, "1 offer from runpod; 2 rows skipped: price out of range (first at "
                            "line 2)\n");

  /* Digits too many for a double (309 and more) are a number too, out of range likewise */
  run_clear (&run);
  g_clear_pointer (&path, g_free);
  {
    g_autofree char *nines = g_strnfill (400, '9');
    g_autofree char *text = g_strdup_printf (GPUHUNT_HEADER
                                             "vast,EU,%s,16,62,1,RTX4090,24,False\n"
                                             "good,EU,1,16,62,1,RTX4090,24,False\n", nines);

    path = write_test_file (dir, "runpod.csv", text, -1);
  }
  run_import (&run, dir, path, out);
  g_assert_cmpint (run.status, ==, 0);
  assert_contains (run.out, "1 offer from runpod; 1 row skipped: price out of range (line 2)\n");
  test_remove_tree (dir);
}

/* UTF-32 text (either byte order) is named as such and refused, not taken for UTF-16 */
static void
test_utf32 (void)
{
  g_autofree char *dir = test_make_dir ("import-edges");
  g_autofree char *out = g_build_filename (dir, "out.xml", NULL);
  const char *text = GPUHUNT_HEADER RUNPOD_ROW;

  for (guint big = 0; big < 2; big++)
    {
      GString *data = g_string_new (NULL);
      g_autofree char *path = NULL;
      g_autofree char *expected = NULL;
      g_auto(Run) run = { 0 };

      g_string_append_len (data, big ? "\0\0\xfe\xff" : "\xff\xfe\0\0", 4);
      for (const char *p = text; *p != '\0'; p++)
        {
          char unit[4] = { 0, 0, 0, 0 };

          unit[big ? 3 : 0] = *p;
          g_string_append_len (data, unit, 4);
        }
      path = write_test_file (dir, "runpod.csv", data->str, data->len);
      g_string_free (data, TRUE);
      run_import (&run, dir, path, out);
      g_assert_cmpint (run.status, ==, 1);
      expected = g_strdup_printf ("%s:1: text in UTF-32: save it as CSV in UTF-8 and import "
                                  "that\n", path);
      g_assert_cmpstr (run.err, ==, expected);
      g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
    }
  test_remove_tree (dir);
}

/* A provider's name of nothing but spaces (a no-break space, a zero-width one too) is none: the
 * row is skipped with its line, a list named so is refused */
static void
test_blank_provider (void)
{
  g_autofree char *dir = test_make_dir ("import-edges");
  g_autofree char *out = g_build_filename (dir, "out.xml", NULL);
  g_autofree char *fsdl = write_test_file (dir, "cloud-gpus.csv",
                                           FSDL_HEADER
                                           "AWS,A100,Ampere,8,40,96,1152,32.77,4.10,,p4d\n"
                                           "  ,A100,Ampere,1,40,96,1152,1.5,1.5,,x1\n"
                                           "\xc2\xa0,A100,Ampere,1,40,96,1152,1.5,1.5,,x2\n"
                                           "\xe2\x80\x8b,A100,Ampere,1,40,96,1152,1.5,1.5,,x3\n",
                                           -1);
  g_autofree char *blank = write_test_file (dir, "\xc2\xa0.csv", GPUHUNT_HEADER RUNPOD_ROW, -1);
  g_autofree char *expected = NULL;
  g_auto(Run) run = { 0 };

  run_import (&run, dir, fsdl, out);
  g_assert_cmpint (run.status, ==, 0);
  assert_contains (run.out, "1 offer from FSDL cloud-gpus; 3 rows skipped: no provider name "
                            "(first at line 3)\n");
  g_assert_cmpuint (count_provider (out, "AWS"), ==, 1);
  run_clear (&run);

  run_import (&run, dir, blank, out);
  g_assert_cmpint (run.status, ==, 1);
  expected = g_strdup_printf ("%s:1: its name gives no provider name: name it after the "
                              "provider (runpod.csv)\n", blank);
  g_assert_cmpstr (run.err, ==, expected);
  g_assert_cmpuint (count_provider (out, "AWS"), ==, 1);
  test_remove_tree (dir);
}

/* A count of GPUs past the limit is said as such, with its line; so is a name too long */
static void
test_skip_reasons_located (void)
{
  g_autofree char *dir = test_make_dir ("import-edges");
  g_autofree char *out = g_build_filename (dir, "out.xml", NULL);
  g_autofree char *long_name = g_strnfill (BREAKEVEN_MAX_NAME_CHARS + 1, 'x');
  g_autofree char *text = g_strdup_printf (GPUHUNT_HEADER RUNPOD_ROW
                                           "big,EU,0.34,16,62,1025,RTX4090,24,False\n"
                                           "bigger,EU,0.34,16,62,2000,RTX4090,24,False\n"
                                           "%s,EU,0.34,16,62,1,RTX4090,24,False\n"
                                           "half,EU,0.34,16,62,1.5,RTX4090,24,False\n",
                                           long_name);
  g_autofree char *path = write_test_file (dir, "runpod.csv", text, -1);
  g_autofree char *expected = NULL;
  g_auto(Run) run = { 0 };

  run_import (&run, dir, path, out);
  g_assert_cmpint (run.status, ==, 0);
  expected = g_strdup_printf ("1 offer from runpod; 4 rows skipped: 2 more than %d GPUs (first at "
                              "line 3), 1 a name too long (line 5), 1 not a whole number of GPUs "
                              "(line 6)\n", BREAKEVEN_MAX_GPU_COUNT);
  g_assert_cmpstr (run.out, ==, expected);
  test_remove_tree (dir);
}

/* A list named ".csv" names no provider, as " .csv" and "..csv" do: refused as a file, at the
 * top of an archive and in one of its folders */
static void
test_dot_csv (void)
{
  g_autofree char *dir = test_make_dir ("import-edges");
  g_autofree char *out = g_build_filename (dir, "out.xml", NULL);
  g_autofree char *list = write_test_file (dir, ".csv", GPUHUNT_HEADER RUNPOD_ROW, -1);
  g_autofree char *expected = NULL;
  g_auto(Run) run = { 0 };

  run_import (&run, dir, list, out);
  g_assert_cmpint (run.status, ==, 1);
  expected = g_strdup_printf ("%s:1: its name gives no provider name: name it after the "
                              "provider (runpod.csv)\n", list);
  g_assert_cmpstr (run.err, ==, expected);
  g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
  /* Nor dots alone, or characters NFKC makes dots (M1 of hunt 11): "..csv", a fullwidth full
   * stop, a two-dot leader, an ellipsis, a one-dot leader */
  {
    const char *const names[] = { "..csv", "...csv", "\xef\xbc\x8e.csv", "\xe2\x80\xa5.csv",
                                  "\xe2\x80\xa6.csv", "\xe2\x80\xa4.csv" };

    for (guint i = 0; i < G_N_ELEMENTS (names); i++)
      {
        g_autofree char *dotted = write_test_file (dir, names[i], GPUHUNT_HEADER RUNPOD_ROW, -1);

        run_clear (&run);
        run_import (&run, dir, dotted, out);
        g_assert_cmpint (run.status, ==, 1);
        assert_contains (run.err, ".csv:1: its name gives no provider name");
        g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
      }
  }
#if HAVE_LIBARCHIVE
  {
    g_autofree char *zip = g_build_filename (dir, "catalog.zip", NULL);
    const char *const dots[] = { "..csv", GPUHUNT_HEADER RUNPOD_ROW,
                                 "x/\xef\xbc\x8e.csv", GPUHUNT_HEADER RUNPOD_ROW,
                                 "lambdalabs.csv", GPUHUNT_HEADER RUNPOD_ROW, NULL };
    const char *const top[] = { ".csv", GPUHUNT_HEADER RUNPOD_ROW,
                                "lambdalabs.csv", GPUHUNT_HEADER RUNPOD_ROW, NULL };
    const char *const folder[] = { "catalog/.csv", GPUHUNT_HEADER RUNPOD_ROW, NULL };

    run_clear (&run);
    write_zip (zip, top);
    run_import (&run, dir, zip, out);
    g_assert_cmpint (run.status, ==, 0);
    assert_contains (run.out, "catalog.zip/.csv:1: its name gives no provider name: name it "
                              "after the provider (runpod.csv); not imported\n");
    assert_contains (run.out, "1 offer from lambdalabs\n");
    g_assert_cmpuint (count_provider (out, "RunPod"), ==, 0);

    run_clear (&run);
    write_zip (zip, folder);
    run_import (&run, dir, zip, out);
    g_assert_cmpint (run.status, ==, 1);
    assert_contains (run.err, "catalog.zip/catalog/.csv:1: its name gives no provider name");
    g_assert_null (strstr (run.err, "offers from"));

    /* dots beside a good list: each said, the good one imported */
    run_clear (&run);
    write_zip (zip, dots);
    run_import (&run, dir, zip, out);
    g_assert_cmpint (run.status, ==, 0);
    assert_contains (run.out, "catalog.zip/..csv:1: its name gives no provider name");
    assert_contains (run.out, "catalog.zip/x/\xef\xbc\x8e.csv:1: its name gives no provider "
                              "name");
    assert_contains (run.out, "1 offer from lambdalabs\n");
    g_assert_cmpuint (count_provider (out, "RunPod"), ==, 0);
  }
#endif
  test_remove_tree (dir);
}

#if HAVE_LIBARCHIVE
/* A list that gives no offer is left out as other entries are: named in its archive, "not
 * imported", with its rows' reasons; an entry's name too long to be a provider's is said so */
static void
test_zip_no_offer_list (void)
{
  g_autofree char *dir = test_make_dir ("import-edges");
  g_autofree char *zip = g_build_filename (dir, "cat.zip", NULL);
  g_autofree char *out = g_build_filename (dir, "out.xml", NULL);
  g_autofree char *long_name = g_strnfill (BREAKEVEN_MAX_NAME_CHARS + 1, 'a');
  g_autofree char *long_entry = g_strdup_printf ("%s.csv", long_name);
  const char *const entries[] = {
    "vast.csv", GPUHUNT_HEADER "a,EU,abc,16,62,1,RTX4090,24,False\n"
                "b,EU,0,16,62,1,RTX4090,24,False\n",
    long_entry, GPUHUNT_HEADER RUNPOD_ROW,
    "runpod.csv", GPUHUNT_HEADER RUNPOD_ROW, NULL };
  g_autofree char *expected = NULL;
  g_auto(Run) run = { 0 };

  write_zip (zip, entries);
  run_import (&run, dir, zip, out);
  g_assert_cmpint (run.status, ==, 0);
  expected = g_strdup_printf ("%s/vast.csv: no offer in it, not imported (2 rows skipped: 1 "
                              "unreadable price (line 2), 1 price out of range (line 3))\n", zip);
  assert_contains (run.out, expected);
  g_clear_pointer (&expected, g_free);
  expected = g_strdup_printf (".csv:1: its name is too long to be a provider name (at most %d "
                              "characters): name it after the provider (runpod.csv); not "
                              "imported\n", BREAKEVEN_MAX_NAME_CHARS);
  assert_contains (run.out, expected);
  assert_contains (run.out, "1 offer from runpod\n");
  g_assert_null (strstr (run.out, "0 offers"));
  g_assert_null (strstr (run.out, "a name too long"));
  test_remove_tree (dir);
}
#endif

/* A SkyPilot list is named by its folder: one that names nothing is told to move into a folder
 * named after the provider (renaming the file would make it another kind of list); "vms.csv"
 * alone is in the current folder; at an archive's top it is the archive's, without ".zip"; an
 * archive's "../vms.csv" names nothing */
static void
test_skypilot_folder (void)
{
  g_autofree char *dir = test_make_dir ("import-edges");
  g_autofree char *out = g_build_filename (dir, "out.xml", NULL);
  g_autofree char *invisible = g_build_filename (dir, "\xe2\x80\x8b", NULL);
  g_autofree char *lambda = g_build_filename (dir, "lambda", NULL);
  g_autofree char *list = NULL;
  g_autofree char *expected = NULL;
  g_auto(Run) run = { 0 };

  g_assert_cmpint (g_mkdir (invisible, 0700), ==, 0);
  list = write_test_file (invisible, "vms.csv", SKYPILOT_LIST, -1);
  run_import (&run, dir, list, out);
  g_assert_cmpint (run.status, ==, 1);
  expected = g_strdup_printf ("%s/\\u200b/vms.csv:1: its folder gives no provider name: put it "
                              "in a folder named after the provider (lambda/vms.csv)\n", dir);
  g_assert_cmpstr (run.err, ==, expected);
  g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));

  /* From inside the folder, as "vms.csv" */
  g_assert_cmpint (g_mkdir (lambda, 0700), ==, 0);
  g_free (write_test_file (lambda, "vms.csv", SKYPILOT_LIST, -1));
  {
    g_autoptr(GPtrArray) argv = import_argv ("vms.csv", out);
    g_auto(GStrv) envp = import_environment (dir);
    g_autoptr(GError) error = NULL;

    run_clear (&run);
    g_spawn_sync (lambda, (char **) argv->pdata, envp, G_SPAWN_DEFAULT, NULL, NULL, &run.out,
                  &run.err, &run.status, &error);
    g_assert_no_error (error);
    g_assert_true (WIFEXITED (run.status));
    g_assert_cmpint (WEXITSTATUS (run.status), ==, 0);
    assert_contains (run.out, "1 offer from SkyPilot lambda\n");
    g_assert_cmpuint (count_provider (out, "Lambda"), ==, 1);
  }
#if HAVE_LIBARCHIVE
  {
    g_autofree char *zip = g_build_filename (dir, "aws.zip", NULL);
    const char *const entries[] = { "vms.csv", SKYPILOT_LIST, "../vms.csv", SKYPILOT_LIST,
                                    NULL };
    const char *const dotted[] = { "./vms.csv", SKYPILOT_LIST, NULL };
    g_autofree char *gcp = g_build_filename (dir, "gcp.zip", NULL);

    run_clear (&run);
    g_clear_pointer (&expected, g_free);
    write_zip (zip, entries);
    run_import (&run, dir, zip, out);
    g_assert_cmpint (run.status, ==, 0);
    assert_contains (run.out, "1 offer from SkyPilot aws\n");
    expected = g_strdup_printf ("%s/../vms.csv:1: its folder gives no provider name: put it in a "
                                "folder named after the provider (lambda/vms.csv); not "
                                "imported\n", zip);
    assert_contains (run.out, expected);
    g_assert_null (strstr (run.out, ".zip;"));
    g_assert_null (strstr (run.out, "SkyPilot .."));

    /* "./vms.csv" is at the top as well; an archive named "..zip" names nothing */
    run_clear (&run);
    write_zip (gcp, dotted);
    run_import (&run, dir, gcp, out);
    g_assert_cmpint (run.status, ==, 0);
    assert_contains (run.out, "1 offer from SkyPilot gcp\n");
    /* Nor ".zip" or ".\u200b.zip" (K2 of hunt 9) */
    {
      /* and dots as other characters, which NFKC makes dots (L2 of hunt 10): a fullwidth full
       * stop, an ellipsis */
      const char *const names[] = { "..zip", ".zip", ".\xe2\x80\x8b.zip", "\xef\xbc\x8e.zip",
                                    "\xe2\x80\xa6.zip" };

      for (guint i = 0; i < G_N_ELEMENTS (names); i++)
        {
          g_autofree char *path = g_build_filename (dir, names[i], NULL);

          run_clear (&run);
          write_zip (path, entries);
          run_import (&run, dir, path, out);
          g_assert_cmpint (run.status, ==, 1);
          assert_contains (run.err, "/vms.csv:1: its folder gives no provider name");
          g_assert_null (strstr (run.out, "offers from"));
        }
    }
  }
#endif
  test_remove_tree (dir);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/import-edges/concurrent", test_concurrent_imports);
#if HAVE_LIBARCHIVE
  g_test_add_func ("/import-edges/damaged-entry", test_damaged_entry);
  g_test_add_func ("/import-edges/unreadable-entry", test_unreadable_entry);
  g_test_add_func ("/import-edges/limit-line-shown", test_limit_line_shown);
#endif
  g_test_add_func ("/import-edges/dangling-links", test_dangling_links);
  g_test_add_func ("/import-edges/provider-case", test_provider_case);
  g_test_add_func ("/import-edges/plain-numbers", test_plain_numbers);
  g_test_add_func ("/import-edges/utf32", test_utf32);
  g_test_add_func ("/import-edges/blank-provider", test_blank_provider);
  g_test_add_func ("/import-edges/skip-reasons-located", test_skip_reasons_located);
  g_test_add_func ("/import-edges/dot-csv", test_dot_csv);
  g_test_add_func ("/import-edges/skypilot-folder", test_skypilot_folder);
#if HAVE_LIBARCHIVE
  g_test_add_func ("/import-edges/zip-no-offer-list", test_zip_no_offer_list);
#endif
  return g_test_run ();
}
