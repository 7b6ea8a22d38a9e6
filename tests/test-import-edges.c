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
#define FSDL_HEADER "Cloud,GPU Type,GPU Arch,GPUs,GPU RAM,vCPUs,RAM,On-demand,Per-GPU,Spot,Name\n"

static char *
make_dir (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("breakeven-import-edges-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

static void
remove_tree (const char *path)
{
  GDir *dir = g_dir_open (path, 0, NULL);
  const char *name;

  if (dir != NULL)
    {
      while ((name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *child = g_build_filename (path, name, NULL);

          if (g_file_test (child, G_FILE_TEST_IS_DIR)
              && !g_file_test (child, G_FILE_TEST_IS_SYMLINK))
            remove_tree (child);
          else
            g_unlink (child);
        }
      g_dir_close (dir);
    }
  g_rmdir (path);
}

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
  g_autofree char *dir = make_dir ();
  g_autofree char *out = g_build_filename (dir, "out.xml", NULL);
  g_autofree char *own = g_build_filename (dir, "home", "breakeven", "offers.xml", NULL);

  /* Into a catalogue named on the command line, and into the user's */
  import_pairs (dir, out, out);
  import_pairs (dir, NULL, own);
  remove_tree (dir);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/import-edges/concurrent", test_concurrent_imports);
  return g_test_run ();
}
