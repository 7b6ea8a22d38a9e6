/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-document.c: the document: one analysis per burst, undo and redo, autosave, recovery */

#include "config.h"

#include "breakeven-document.h"

static void
test_new (void)
{
  g_autoptr(BreakevenDocument) document = breakeven_document_new (NULL, NULL);

  g_assert_nonnull (breakeven_document_get_project (document));
  g_assert_nonnull (breakeven_document_get_analysis (document));
  g_assert_false (breakeven_document_get_modified (document));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/document/new", test_new);

  return g_test_run ();
}
