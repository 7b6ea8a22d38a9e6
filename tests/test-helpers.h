/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-helpers.h: what the tests share that needs no display (included once per test;
 * ui-test-helpers.h includes it) */
#pragma once

#include <glib-object.h>
#include <glib/gstdio.h>
#include <stdarg.h>
#include <sys/wait.h>
#include <math.h>
#include <string.h>

/* Runs the main loop until nothing is pending */
static inline void
run_pending (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static inline gboolean
test_helpers_set_flag (gpointer flag)
{
  *(gboolean *) flag = TRUE;
  return G_SOURCE_REMOVE;
}

/* Runs the main loop until a timer of MSEC, added now, has run.  The main loop runs its timers
 * in the order they fall due, so every timer due before it (an autosave, a search's pause) has
 * run too, however slow or loaded the machine: a wait on a condition, not a sleep */
static inline void
run_past (guint msec)
{
  gboolean done = FALSE;

  g_timeout_add (msec, test_helpers_set_flag, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
  run_pending ();
}

/* ACTUAL within RELATIVE of EXPECTED (relative to it, or absolute below 1), or the test fails
 * saying both */
static inline void
assert_close (double actual,
              double expected,
              double relative)
{
  double tolerance = relative * MAX (1.0, fabs (expected));

  if (!(fabs (actual - expected) <= tolerance))
    g_error ("expected %.12g, got %.12g (tolerance %.3g)", expected, actual, tolerance);
}

/* TEXT holds NEEDLE, or the test fails showing both */
static inline void
assert_contains (const char *text,
                 const char *needle)
{
  if (strstr (text, needle) == NULL)
    g_error ("“%s” not found in:\n%s", needle, text);
}

/* A "notify" handler that counts into COUNT */
static inline void
count_notify (gpointer    instance,
              GParamSpec *pspec,
              guint      *count)
{
  (*count)++;
}

/* NAME in DIR with CONTENTS (LENGTH bytes, -1 up to the NUL), its folders made as needed; the
 * new path */
static inline char *
write_test_file (const char *dir,
                 const char *name,
                 const char *contents,
                 gssize      length)
{
  g_autoptr(GError) error = NULL;
  char *path = g_build_filename (dir, name, NULL);
  g_autofree char *parent = g_path_get_dirname (path);

  g_mkdir_with_parents (parent, 0700);
  g_file_set_contents (path, contents, length, &error);
  g_assert_no_error (error);
  return path;
}

/* A program's run: its exit status, standard output and error */
typedef struct
{
  int status;
  char *out;
  char *err;
} Run;

static inline void
run_clear (Run *run)
{
  g_clear_pointer (&run->out, g_free);
  g_clear_pointer (&run->err, g_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Run, run_clear)

/* A new folder for a test's files, named after PREFIX (breakeven-PREFIX-XXXXXX) */
static inline char *
test_make_dir (const char *prefix)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *template = g_strdup_printf ("breakeven-%s-XXXXXX", prefix);
  char *dir = g_dir_make_tmp (template, &error);

  g_assert_no_error (error);
  return dir;
}

/* PATH and everything in it (links are removed, never followed) */
static inline void
test_remove_tree (const char *path)
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
            test_remove_tree (child);
          else
            g_unlink (child);
        }
      g_dir_close (dir);
    }
  g_rmdir (path);
}

/* Runs the breakeven the build made (BREAKEVEN_BIN) with FIRST and the NULL-terminated ARGS,
 * without a display and with XDG_DATA_HOME at DATA_HOME, into RUN */
static inline void
run_breakeven_va (Run        *run,
                  const char *data_home,
                  const char *first,
                  va_list     args)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_auto(GStrv) envp = g_get_environ ();
  g_autoptr(GError) error = NULL;

  g_ptr_array_add (argv, (gpointer) g_getenv ("BREAKEVEN_BIN"));
  for (const char *arg = first; arg != NULL; arg = va_arg (args, const char *))
    g_ptr_array_add (argv, (gpointer) arg);
  g_ptr_array_add (argv, NULL);
  envp = g_environ_unsetenv (envp, "DISPLAY");
  envp = g_environ_unsetenv (envp, "WAYLAND_DISPLAY");
  envp = g_environ_setenv (envp, "XDG_DATA_HOME", data_home, TRUE);
  g_spawn_sync (NULL, (char **) argv->pdata, envp, G_SPAWN_DEFAULT, NULL, NULL,
                &run->out, &run->err, &run->status, &error);
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (run->status));
  run->status = WEXITSTATUS (run->status);
}
