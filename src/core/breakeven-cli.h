/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-cli.h: the command-line contract of docs/command-line.md
 *
 * --summary [--json] [--job HOURS], --export OUT [--size WxH] [--chart NAME], --save OUT,
 * --set KEY=VALUE, --help, --version.  Runs before GTK is initialised and needs no display.  Exit status: 0 on success; 1 with
 * "FILE:LINE: message" on standard error for a file that cannot be read or written; 2 for
 * wrong arguments.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* TRUE when ARGV asks for a command-line action rather than the window: any option (an
 * unknown one too, so that it is refused with exit status 2) but GApplication's
 * --gapplication-service; plain FILE arguments open the window */
gboolean breakeven_cli_is_requested (int    argc,
                                     char **argv);
/* Runs the command line; returns the exit status */
int      breakeven_cli_run          (int    argc,
                                     char **argv);

/* The parsers of the arguments, as the command line uses them (for the fuzzers and tests):
 * --size WIDTHxHEIGHT, and every --set KEY=VALUE of SETTINGS (NULL-terminated); FALSE, with
 * *MESSAGE set for the settings, for a wrong one */
gboolean breakeven_cli_parse_size     (const char  *text,
                                       int         *width,
                                       int         *height);
gboolean breakeven_cli_parse_settings (char       **settings,
                                       char       **message);

G_END_DECLS
