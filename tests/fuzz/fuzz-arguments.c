/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-arguments.c: libFuzzer target of the --set KEY=VALUE and --size WIDTHxHEIGHT parsers.
 * The input's lines are the arguments: every line is tried as a --size, and all of them
 * together as --set settings. */

#include "config.h"

#include <stdint.h>
#include <string.h>

#include "breakeven-cli.h"
#include "breakeven-export.h"

int LLVMFuzzerTestOneInput (const uint8_t *data,
                            size_t         size);

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autofree char *text = g_strndup ((const char *) data, size);
  g_auto(GStrv) lines = g_strsplit (text, "\n", 64);
  g_autofree char *message = NULL;

  for (guint i = 0; lines[i] != NULL; i++)
    {
      int width = 0, height = 0;

      if (breakeven_cli_parse_size (lines[i], &width, &height))
        {
          g_assert_cmpint (width, >=, 16);
          g_assert_cmpint (height, >=, 16);
          g_assert_cmpint (width, <=, BREAKEVEN_EXPORT_MAX_SIZE);
          g_assert_cmpint (height, <=, BREAKEVEN_EXPORT_MAX_SIZE);
        }
    }
  if (!breakeven_cli_parse_settings (lines, &message))
    {
      /* A message that quotes the argument quotes at most 40 characters of it */
      g_assert_nonnull (message);
      g_assert_cmpuint (strlen (message), <, 600);
    }
  return 0;
}
