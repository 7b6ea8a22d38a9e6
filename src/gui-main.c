/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gui-main.c: the window's program, which the breakeven command (main.c) starts in its place
 * when it is asked for no command-line action */

#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "breakeven-application.h"
#include "breakeven-cli.h"

/* The window keeps its state in GSettings, and g_settings_new() aborts the program when the
 * schema is not installed, as in a run of the binary straight from the build tree: say what to
 * do instead */
static gboolean
settings_schema_found (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;

  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, APP_ID, TRUE);
  if (schema != NULL)
    return TRUE;

  /* Not translated: it speaks to whoever builds Breakeven, before any catalog is installed */
  g_printerr ("breakeven: the settings schema %s is not installed.\n"
              "From a build directory, run it with: meson devenv -C BUILDDIR breakeven [FILE]\n"
              "(or set GSETTINGS_SCHEMA_DIR=BUILDDIR/data), or install it with: "
              "meson install -C BUILDDIR\n",
              APP_ID);
  return FALSE;
}

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

  /* Run directly, this program answers the command line as breakeven does */
  if (breakeven_cli_is_requested (argc, argv))
    return breakeven_cli_run (argc, argv);

  if (!settings_schema_found ())
    return 1;

  app = breakeven_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
