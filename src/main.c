/* SPDX-License-Identifier: GPL-3.0-or-later */
/* main.c: the breakeven command, with the C library alone: it starts in its place the program
 * that answers its arguments, found beside it in a build tree (and so under meson devenv), else
 * in libexecdir once installed:
 *   - an export that draws (--export to a .pdf, .svg or .png file): breakeven-draw, the core
 *     with its drawing part (cairo, Pango);
 *   - any other option: breakeven-cli, the core without it, so that a --summary loads no
 *     drawing library;
 *   - files alone, or nothing: the window's program, breakeven-gui.
 * Loading and relocating GTK and libadwaita was most of the work of a --summary, cairo and Pango
 * most of what was left; this program loads nothing but the C library before it hands over. */

#include "config.h"

#include <errno.h>
#include <libintl.h>
#include <limits.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "breakeven-cli-args.h"

#define _(text) gettext (text)

/* NAME beside this program when it is there, else in PROGRAM_DIR, into PATH (PATH_MAX bytes) */
static void
program_path (const char *name,
              char       *path)
{
  ssize_t length = readlink ("/proc/self/exe", path, PATH_MAX - 1);
  char *slash;

  if (length > 0)
    {
      path[length] = '\0';
      slash = strrchr (path, '/');
      if (slash != NULL && (size_t) (slash + 1 - path) + strlen (name) < PATH_MAX)
        {
          strcpy (slash + 1, name);
          if (access (path, X_OK) == 0)
            return;
        }
    }
  snprintf (path, PATH_MAX, "%s/%s", PROGRAM_DIR, name);
}

int
main (int    argc,
      char **argv)
{
  const char *program = breakeven_cli_args_want_drawing (argc, argv) ? DRAW_PROGRAM_NAME
                        : breakeven_cli_args_want_cli (argc, argv) ? CLI_PROGRAM_NAME
                        : GUI_PROGRAM_NAME;
  char path[PATH_MAX];
  const char *localedir;
  int saved_errno;

  program_path (program, path);
  /* The same arguments, the same process */
  execv (path, argv);
  saved_errno = errno;

  /* Lets tests and uninstalled runs use the catalogs built in the build tree */
  localedir = getenv ("BREAKEVEN_LOCALEDIR");
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, localedir && *localedir ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  if (strcmp (program, GUI_PROGRAM_NAME) == 0)
    /* Translators: the first %s is a program's path, the second why it could not start, e.g.
     * "No such file or directory" */
    fprintf (stderr, _("breakeven: cannot start the window’s program %s: %s\n"), path,
             strerror (saved_errno));
  else
    /* Translators: the program that answers the command line (or draws its PDF, SVG and PNG
     * exports); the first %s is its path, the second why it could not start, e.g. "No such file
     * or directory" */
    fprintf (stderr, _("breakeven: cannot start the command line’s program %s: %s\n"), path,
             strerror (saved_errno));
  return 1;
}
