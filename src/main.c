/* SPDX-License-Identifier: GPL-3.0-or-later */
/* main.c: the breakeven command.  Command-line actions run here, with the GTK-free core alone:
 * loading and relocating GTK and libadwaita was most of the work of a --summary.  For the
 * window it starts the window's program (gui-main.c, in libexecdir) in its place.  Built twice:
 * `breakeven` without the core's drawing part (no cairo, no Pango to load for a --summary),
 * which starts `breakeven-draw` (BREAKEVEN_DRAWS, in libexecdir) in its place for an export
 * that draws. */

#include "config.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <locale.h>
#include <unistd.h>

#include "breakeven-cli.h"

/* NAME beside this program in a build tree (and so under meson devenv), else where it is
 * installed */
static char *
program_path (const char *name)
{
  g_autofree char *self = g_file_read_link ("/proc/self/exe", NULL);

  if (self != NULL)
    {
      g_autofree char *dir = g_path_get_dirname (self);
      char *beside = g_build_filename (dir, name, NULL);

      if (g_file_test (beside, G_FILE_TEST_IS_EXECUTABLE))
        return beside;
      g_free (beside);
    }
  return g_build_filename (GUI_PROGRAM_DIR, name, NULL);
}

/* Runs PROGRAM (the window's when WINDOW) with ARGV in this process's place; returns only
 * when it cannot */
static int
run_instead (const char  *program,
             gboolean     window,
             char       **argv)
{
  g_autofree char *path = program_path (program);
  int saved_errno;

  execv (path, argv);
  saved_errno = errno;
  if (window)
    /* Translators: the first %s is a program's path, the second why it could not start, e.g.
     * "No such file or directory" */
    g_printerr (_("breakeven: cannot start the window’s program %s: %s\n"), path,
                g_strerror (saved_errno));
  else
    /* Translators: the program that draws the PDF, SVG and PNG exports; the first %s is its
     * path, the second why it could not start, e.g. "No such file or directory" */
    g_printerr (_("breakeven: cannot start the drawing program %s: %s\n"), path,
                g_strerror (saved_errno));
  return 1;
}

int
main (int    argc,
      char **argv)
{
  /* Lets tests and uninstalled runs use the catalogs built in the build tree */
  const char *localedir = g_getenv ("BREAKEVEN_LOCALEDIR");

#ifndef BREAKEVEN_DRAWS
  /* First thing: the drawing program sets itself up */
  if (breakeven_cli_draws (argc, argv))
    {
      execv (program_path (DRAW_PROGRAM_NAME), argv);
      /* What could not start is said below, in the user's language */
    }
#endif
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, localedir && *localedir ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  g_set_prgname ("breakeven");

#ifndef BREAKEVEN_DRAWS
  if (breakeven_cli_draws (argc, argv))
    return run_instead (DRAW_PROGRAM_NAME, FALSE, argv);
#endif
  if (breakeven_cli_is_requested (argc, argv))
    return breakeven_cli_run (argc, argv);

  /* The same arguments (files, --gapplication-service), the same process */
  return run_instead (GUI_PROGRAM_NAME, TRUE, argv);
}
