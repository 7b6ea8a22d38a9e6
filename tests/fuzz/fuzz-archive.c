/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-archive.c: libFuzzer target of the price catalogue archive import (a gpuhunt
 * catalog.zip): every entry, whatever it holds or is named, is imported or left out and said
 * so; the offers of what imports are ones a catalogue file holds */

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
  g_autoptr(GPtrArray) results =
    breakeven_import_archive_data ((const char *) data, size, "catalog.zip", "2026-08-18", NULL,
                                   NULL, NULL, &error);
  g_autoptr(GListStore) store = NULL;
  g_autoptr(GListStore) again = NULL;
  g_autofree char *report = NULL;
  g_autofree char *xml = NULL;
  gsize length;

  if (results == NULL)
    {
      g_assert_nonnull (error);
      g_assert_true (g_str_has_prefix (error->message, "catalog.zip"));
      return 0;
    }
  g_assert_cmpuint (results->len, >, 0);
  store = g_list_store_new (BREAKEVEN_TYPE_OFFER);
  report = breakeven_import_merge (store, results, NULL);
  g_assert_nonnull (report);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (store)), >, 0);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (store)), <=, BREAKEVEN_MAX_ITEMS);
  /* Nothing a terminal would take as a command */
  for (const char *p = report; *p != '\0'; p++)
    g_assert_true ((guchar) *p >= 0x20 || *p == '\n');
  xml = breakeven_catalogue_to_xml (G_LIST_MODEL (store), &length);
  again = breakeven_catalogue_load_from_data (xml, length, "saved.xml", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (again)), ==,
                    g_list_model_get_n_items (G_LIST_MODEL (store)));
  return 0;
}
