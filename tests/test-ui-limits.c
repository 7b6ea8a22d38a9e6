/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ui-limits.c: a field refuses, where it is typed, a value a project file could not hold */

#include "config.h"

#include <adwaita.h>
#include <math.h>
#include <string.h>

#include "breakeven-limits.h"
#include "breakeven-number-field.h"
#include "breakeven-window.h"
#include "breakeven-xml.h"
#include "ui-test-helpers.h"

static GtkWidget *
find_cell (GtkWidget  *root,
           const char *name,
           gpointer    item)
{
  g_autoptr(GPtrArray) found = g_ptr_array_new ();

  collect_by_name (root, name, found);
  for (guint i = 0; i < found->len; i++)
    if (g_object_get_data (g_ptr_array_index (found, i), "breakeven-item") == item)
      return g_ptr_array_index (found, i);
  g_assert_not_reached ();
  return NULL;
}

static void
test_money_limit (void)
{
  BreakevenWindow *window = breakeven_window_new (NULL);
  BreakevenProject *project;
  g_autoptr(BreakevenPart) gpu = NULL;
  GtkWidget *price;
  g_autoptr(GString) huge = g_string_new ("1");

  breakeven_window_open_sample (window);
  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 700);
  gtk_window_present (GTK_WINDOW (window));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  flush_events ();
  project = breakeven_window_get_project (window);
  gpu = g_list_model_get_item (G_LIST_MODEL (breakeven_project_get_parts (project)), 0);
  price = find_cell (GTK_WIDGET (window), "part-unit-price", gpu);

  /* the largest amount a file holds is taken */
  gtk_editable_set_text (GTK_EDITABLE (price), "1000000000");
  flush_events ();
  g_assert_true (breakeven_number_field_is_valid (GTK_EDITABLE (price)));
  g_assert_cmpfloat (breakeven_part_get_unit_price (gpu), ==, BREAKEVEN_MAX_MONEY);

  /* one more is refused where it is typed, with the reason, and never reaches the project */
  gtk_editable_set_text (GTK_EDITABLE (price), "1000000001");
  flush_events ();
  g_assert_false (breakeven_number_field_is_valid (GTK_EDITABLE (price)));
  g_assert_true (gtk_widget_has_css_class (price, "error"));
  g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (price), "at most"));
  g_assert_cmpfloat (breakeven_part_get_unit_price (gpu), ==, BREAKEVEN_MAX_MONEY);

  /* a 308-digit price (which once looped the chart for ever) likewise */
  for (int i = 0; i < 307; i++)
    g_string_append_c (huge, '0');
  gtk_editable_set_text (GTK_EDITABLE (price), huge->str);
  flush_events ();
  g_assert_false (breakeven_number_field_is_valid (GTK_EDITABLE (price)));
  g_assert_cmpfloat (breakeven_part_get_unit_price (gpu), ==, BREAKEVEN_MAX_MONEY);

  /* what the fields took, the file keeps: it saves and reads back */
  {
    gsize length;
    g_autofree char *xml = breakeven_project_to_xml (project, &length);
    g_autoptr(GError) error = NULL;
    g_autoptr(BreakevenProject) back =
      breakeven_project_load_from_data (xml, length, "limits.breakeven", &error);

    g_assert_no_error (error);
    g_assert_nonnull (back);
  }
  gtk_window_destroy (GTK_WINDOW (window));
  flush_events ();
}

int
main (int    argc,
      char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/ui/limits/money", test_money_limit);
  return g_test_run ();
}
