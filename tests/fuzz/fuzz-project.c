/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-project.c: libFuzzer target of the project loader; a project that loads must save to
 * bytes that load again (the writer never writes what the reader refuses) */

#include "config.h"

#include <stdint.h>
#include <string.h>

#include "breakeven-cost.h"
#include "breakeven-report.h"
#include "breakeven-xml.h"

int LLVMFuzzerTestOneInput (const uint8_t *data,
                            size_t         size);

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BreakevenProject) project =
    breakeven_project_load_from_data ((const char *) data, size, "fuzz.breakeven", &error);
  g_autoptr(BreakevenProject) again = NULL;
  g_autoptr(BreakevenAnalysis) analysis = NULL;
  g_autofree char *xml = NULL;
  g_autofree char *summary = NULL;
  gsize length;

  if (project == NULL)
    {
      /* Every refusal is "FILE:LINE: message", and short */
      g_assert_nonnull (error);
      g_assert_true (g_str_has_prefix (error->message, "fuzz.breakeven:"));
      g_assert_cmpuint (strlen (error->message), <, 2000);
      return 0;
    }

  xml = breakeven_project_to_xml (project, &length);
  again = breakeven_project_load_from_data (xml, length, "saved.breakeven", &error);
  g_assert_no_error (error);
  g_assert_nonnull (again);

  /* The figures and their summary come out of any file that loads, without crashing */
  analysis = breakeven_analysis_new (project);
  summary = breakeven_report_summary_text_full (project, analysis, 1);
  g_assert_nonnull (summary);
  return 0;
}
