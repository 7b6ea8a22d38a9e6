/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-export-memory.c: a PNG export that does not fit in memory, from the command line: it
 * fails, says why, and leaves no file, nor a half-written one over an earlier export */

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>
#include <sys/wait.h>

#include "breakeven-export.h"

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

/* The address space the export gets, in KiB: far less than the largest image's pixels alone
 * (16384 x 16384 x 4 bytes = 1 GiB), far more than the program needs without them */
#define LIMIT_KIB "600000"

/* breakeven --export OUT --size WxH on the sample, its address space limited by ulimit -v */
static void
run_limited (Run        *run,
             const char *out,
             const char *size)
{
  g_autofree char *script = g_strdup_printf ("ulimit -v %s && exec \"$0\" --export \"$1\" "
                                             "--size \"$2\" \"$3\"", LIMIT_KIB);
  const char *argv[] = { "/bin/sh", "-c", script, g_getenv ("BREAKEVEN_BIN"), out, size,
                         g_getenv ("BREAKEVEN_SAMPLE"), NULL };
  g_auto(GStrv) envp = g_get_environ ();
  g_autoptr(GError) error = NULL;

  envp = g_environ_unsetenv (envp, "DISPLAY");
  envp = g_environ_unsetenv (envp, "WAYLAND_DISPLAY");
  g_spawn_sync (NULL, (char **) argv, envp, G_SPAWN_DEFAULT, NULL, NULL, &run->out, &run->err,
                &run->status, &error);
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (run->status));
  run->status = WEXITSTATUS (run->status);
}

static void
test_png_too_large_for_memory (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("breakeven-export-memory-XXXXXX", &error);
  g_autofree char *out = NULL;
  g_autofree char *side = g_strdup_printf ("%d", BREAKEVEN_EXPORT_MAX_SIZE);
  g_autofree char *size = g_strdup_printf ("%sx%s", side, side);
  g_autofree char *expected = NULL;
  g_autofree char *contents = NULL;
  g_auto(Run) run = { 0 };

  if (SANITIZED)
    {
      g_test_skip ("the sanitizers' shadow memory does not fit in a limited address space");
      return;
    }
  g_assert_no_error (error);
  out = g_build_filename (dir, "chart.png", NULL);
  expected = g_strdup_printf ("%s: cannot export: not enough memory for a %s×%s image; nothing "
                              "was written\n", out, side, side);

  /* No file before: none after */
  run_limited (&run, out, size);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_cmpstr (run.err, ==, expected);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
  run_clear (&run);

  /* An earlier export stays as it was */
  g_assert_true (g_file_set_contents (out, "earlier", -1, NULL));
  run_limited (&run, out, size);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_cmpstr (run.err, ==, expected);
  g_assert_true (g_file_get_contents (out, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, "earlier");
  run_clear (&run);

  /* The same limit leaves room for a chart of the usual size */
  run_limited (&run, out, "1200x800");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  g_clear_pointer (&contents, g_free);
  g_assert_true (g_file_get_contents (out, &contents, NULL, NULL));
  g_assert_true (memcmp (contents, "\x89PNG\r\n\x1a\n", 8) == 0);

  g_unlink (out);
  g_rmdir (dir);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/export-memory/png-too-large", test_png_too_large_for_memory);
  return g_test_run ();
}
