/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-catalogue.c: libFuzzer target of the offer catalogue loader */

#include "config.h"

#include <stdint.h>
#include <string.h>

#include "breakeven-xml.h"

int LLVMFuzzerTestOneInput (const uint8_t *data,
                            size_t         size);

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GListStore) offers =
    breakeven_catalogue_load_from_data ((const char *) data, size, "fuzz.xml", &error);
  g_autoptr(GListStore) again = NULL;
  g_autofree char *xml = NULL;
  gsize length;

  if (offers == NULL)
    {
      g_assert_nonnull (error);
      g_assert_true (g_str_has_prefix (error->message, "fuzz.xml:"));
      g_assert_cmpuint (strlen (error->message), <, 2000);
      return 0;
    }
  xml = breakeven_catalogue_to_xml (G_LIST_MODEL (offers), &length);
  again = breakeven_catalogue_load_from_data (xml, length, "saved.xml", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (again)), ==,
                    g_list_model_get_n_items (G_LIST_MODEL (offers)));
  return 0;
}
