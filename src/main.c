/* SPDX-License-Identifier: GPL-3.0-or-later */
/* main.c: entry point; command-line actions run before GTK starts */

#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "breakeven-application.h"
#include "breakeven-cli.h"

int
main (int    argc,
      char **argv)
{
  g_autoptr(BreakevenApplication) app = NULL;
  /* Lets tests and uninstalled runs use the catalogs built in the build tree */
  const char *localedir = g_getenv ("BREAKEVEN_LOCALEDIR");

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, localedir && *localedir ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  g_set_prgname ("breakeven");

  if (breakeven_cli_is_requested (argc, argv))
    return breakeven_cli_run (argc, argv);

  app = breakeven_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
