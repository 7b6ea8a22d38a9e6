/* SPDX-License-Identifier: GPL-3.0-or-later */
/* main.c: the breakeven command.  Command-line actions run here, with the GTK-free core alone:
 * loading and relocating GTK and libadwaita was most of the work of a --summary.  For the
 * window it starts the window's program (gui-main.c, in libexecdir) in its place. */

#include "config.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <locale.h>
#include <unistd.h>

#include "breakeven-cli.h"

/* Beside this program in a build tree (and so under meson devenv), else where it is
 * installed */
static char *
gui_program_path (void)
{
  g_autofree char *self = g_file_read_link ("/proc/self/exe", NULL);

  if (self != NULL)
    {
      g_autofree char *dir = g_path_get_dirname (self);
      char *beside = g_build_filename (dir, GUI_PROGRAM_NAME, NULL);

      if (g_file_test (beside, G_FILE_TEST_IS_EXECUTABLE))
        return beside;
      g_free (beside);
    }
  return g_build_filename (GUI_PROGRAM_DIR, GUI_PROGRAM_NAME, NULL);
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *gui = NULL;
  /* Lets tests and uninstalled runs use the catalogs built in the build tree */
  const char *localedir = g_getenv ("BREAKEVEN_LOCALEDIR");
  int saved_errno;

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, localedir && *localedir ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  g_set_prgname ("breakeven");

  if (breakeven_cli_is_requested (argc, argv))
    return breakeven_cli_run (argc, argv);

  /* The same arguments (files, --gapplication-service), the same process */
  gui = gui_program_path ();
  execv (gui, argv);
  saved_errno = errno;
  /* Translators: the first %s is a program's path, the second why it could not start, e.g.
   * "No such file or directory" */
  g_printerr (_("breakeven: cannot start the window’s program %s: %s\n"), gui,
              g_strerror (saved_errno));
  return 1;
}
