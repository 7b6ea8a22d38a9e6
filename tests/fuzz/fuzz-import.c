/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-import.c: libFuzzer target of the price catalogue CSV import (gpuhunt, SkyPilot, FSDL) */

#include "config.h"

#include <stdint.h>
#include <string.h>

#include "breakeven-import.h"
#include "breakeven-limits.h"
#include "breakeven-xml.h"

int LLVMFuzzerTestOneInput (const uint8_t *data,
                            size_t         size);

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BreakevenImportResult) result =
    breakeven_import_csv_data ((const char *) data, size, "runpod.csv", NULL, "2026-08-18",
                               &error);
  g_autoptr(GListStore) store = NULL;
  g_autoptr(GListStore) again = NULL;
  g_autoptr(GPtrArray) results = NULL;
  g_autofree char *report = NULL;
  g_autofree char *xml = NULL;
  gsize length;

  if (result == NULL)
    {
      g_assert_nonnull (error);
      g_assert_true (g_str_has_prefix (error->message, "runpod.csv:"));
      g_assert_cmpuint (strlen (error->message), <, 2000);
      return 0;
    }
  g_assert_cmpuint (result->offers->len, <=, BREAKEVEN_MAX_ITEMS);
  /* Every imported offer is one a catalogue file holds */
  store = g_list_store_new (BREAKEVEN_TYPE_OFFER);
  results = g_ptr_array_new_with_free_func ((GDestroyNotify) breakeven_import_result_free);
  g_ptr_array_add (results, g_steal_pointer (&result));
  report = breakeven_import_merge (store, results, NULL);
  g_assert_nonnull (report);
  xml = breakeven_catalogue_to_xml (G_LIST_MODEL (store), &length);
  again = breakeven_catalogue_load_from_data (xml, length, "saved.xml", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (again)), ==,
                    g_list_model_get_n_items (G_LIST_MODEL (store)));
  return 0;
}
