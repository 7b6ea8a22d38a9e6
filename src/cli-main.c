/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cli-main.c: the command line's programs, which the `breakeven` command (main.c) starts in its
 * place: breakeven-cli with the GTK-free core without its drawing part (no cairo, no Pango to
 * load for a --summary), breakeven-draw (BREAKEVEN_DRAWS) with it, for the exports to PDF, SVG
 * and PNG.  Both in libexecdir. */

#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "breakeven-cli.h"

int
main (int    argc,
      char **argv)
{
  /* Lets tests and uninstalled runs use the catalogs built in the build tree */
  const char *localedir = g_getenv ("BREAKEVEN_LOCALEDIR");

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, localedir && *localedir ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  g_set_prgname ("breakeven");
  return breakeven_cli_run (argc, argv);
}
