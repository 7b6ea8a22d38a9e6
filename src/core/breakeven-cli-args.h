/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-cli-args.h: which program answers a command line, from its arguments alone, with
 * the C library alone: the `breakeven` command (src/main.c) decides before any library of the
 * core is loaded, and the command line's program (breakeven-cli.c) decides the same way */
#pragma once

#include <string.h>
#include <strings.h>

/* The window takes files and no options, but D-Bus activation starts it with this one */
#define BREAKEVEN_CLI_WINDOW_OPTION "--gapplication-service"

/* TRUE when ARGV asks for a command-line action rather than the window: any option (an
 * unknown one too, so that it is refused with exit status 2) but GApplication's
 * --gapplication-service; plain FILE arguments open the window */
static inline int
breakeven_cli_args_want_cli (int          argc,
                             char *const *argv)
{
  for (int i = 1; i < argc; i++)
    {
      if (strcmp (argv[i], "--") == 0)
        break;
      if (argv[i][0] != '-' || argv[i][1] == '\0')
        continue;
      /* Any other option, an unknown one too, is the command line's to answer */
      if (strcmp (argv[i], BREAKEVEN_CLI_WINDOW_OPTION) != 0)
        return 1;
    }
  return 0;
}

/* TRUE when ARGV asks for an export that draws: --export to a .pdf, .svg or .png file (any
 * case), as breakeven_export_format_from_path () reads the extension */
static inline int
breakeven_cli_args_want_drawing (int          argc,
                                 char *const *argv)
{
  static const char *const drawn[] = { ".pdf", ".svg", ".png" };

  for (int i = 1; i < argc; i++)
    {
      const char *path = NULL;
      size_t length;

      if (strcmp (argv[i], "--") == 0)
        break;
      if (strcmp (argv[i], "--export") == 0 && i + 1 < argc)
        path = argv[i + 1];
      else if (strncmp (argv[i], "--export=", strlen ("--export=")) == 0)
        path = argv[i] + strlen ("--export=");
      if (path == NULL)
        continue;
      length = strlen (path);
      for (unsigned j = 0; j < sizeof drawn / sizeof drawn[0]; j++)
        if (length >= strlen (drawn[j])
            && strcasecmp (path + length - strlen (drawn[j]), drawn[j]) == 0)
          return 1;
    }
  return 0;
}
