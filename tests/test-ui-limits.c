/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ui-limits.c: a field refuses, where it is typed, a value a project file could not hold */

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "breakeven-limits.h"
#include "breakeven-number-field.h"
#include "breakeven-offers-page.h"
#include "breakeven-parts-editor.h"
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

  /* quantity x price past the parts total a file holds is refused in the quantity field */
  {
    GtkWidget *quantity = find_cell (GTK_WIDGET (window), "part-quantity", gpu);

    gtk_editable_set_text (GTK_EDITABLE (quantity), "1001");
    flush_events ();
    g_assert_false (breakeven_number_field_is_valid (GTK_EDITABLE (quantity)));
    g_assert_cmpuint (breakeven_part_get_quantity (gpu), ==, 1);
    g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (quantity), "total more than"));
    gtk_editable_set_text (GTK_EDITABLE (quantity), "999");
    flush_events ();
    g_assert_true (breakeven_number_field_is_valid (GTK_EDITABLE (quantity)));
    g_assert_cmpuint (breakeven_part_get_quantity (gpu), ==, 999);
  }

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

/* The last project, broken since: the sample stands in and the window says why; the file is
 * left as it was */
static void
test_last_file_unreadable (void)
{
  BreakevenWindow *window = breakeven_window_new (NULL);
  g_autofree char *dir = g_dir_make_tmp ("breakeven-last-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "broken.breakeven", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  const char *broken = "<?xml version=\"1.0\"?>\n<breakeven-project format=\"2\">\n<usage hours-per-day=\"x\"/>\n</breakeven-project>\n";
  g_autofree char *after = NULL;
  GtkWidget *dialog = NULL;
  GListModel *toplevels;

  g_assert_true (g_file_set_contents (path, broken, -1, NULL));
  breakeven_window_open_last_file (window, file);
  gtk_window_present (GTK_WINDOW (window));
  flush_events ();

  g_assert_cmpstr (breakeven_project_get_title (breakeven_window_get_project (window)), !=, "");
  toplevels = gtk_window_get_toplevels ();
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) w = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (w))
        dialog = w;
    }
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==,
                   "Could Not Open Your Last Project");
  /* FILE:LINE: message, the line of the bad value */
  g_assert_nonnull (strstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)),
                            "broken.breakeven:3:"));
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, broken);

  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (GTK_WINDOW (window));
  flush_events ();
  g_remove (path);
  g_rmdir (dir);
}

static GtkWidget *
find_by_type (GtkWidget *root,
              GType      type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_by_type (child, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* A project file holds 1000 parts and 1000 offers: the window adds no 1001st, so that what it
 * saves can always be opened again */
static void
test_item_limits (void)
{
  BreakevenWindow *window = breakeven_window_new (NULL);
  BreakevenProject *project;
  GListStore *parts, *offers;
  GtkWidget *editor, *offers_page;
  g_autoptr(GError) error = NULL;

  breakeven_window_open_sample (window);
  gtk_window_present (GTK_WINDOW (window));
  flush_events ();
  project = breakeven_window_get_project (window);
  parts = breakeven_project_get_parts (project);
  offers = breakeven_project_get_offers (project);
  while (g_list_model_get_n_items (G_LIST_MODEL (parts)) < BREAKEVEN_MAX_ITEMS)
    {
      g_autoptr(BreakevenPart) part = breakeven_part_new (BREAKEVEN_PART_OTHER, "fan", 1, 10, 1);

      g_list_store_append (parts, part);
    }
  while (g_list_model_get_n_items (G_LIST_MODEL (offers)) < BREAKEVEN_MAX_ITEMS)
    {
      g_autoptr(BreakevenOffer) offer = breakeven_offer_new ("P", "O", 1, NULL);

      g_list_store_append (offers, offer);
    }
  flush_events ();
  g_assert_true (breakeven_project_check_limits (project, &error));

  editor = find_by_type (GTK_WIDGET (window), BREAKEVEN_TYPE_PARTS_EDITOR);
  g_assert_nonnull (editor);
  g_assert_true (gtk_widget_activate_action (editor, "parts.add", NULL));
  flush_events ();
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (parts)), ==, BREAKEVEN_MAX_ITEMS);
  breakeven_parts_editor_select (BREAKEVEN_PARTS_EDITOR (editor), 0);
  g_assert_true (gtk_widget_activate_action (editor, "parts.duplicate", NULL));
  flush_events ();
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (parts)), ==, BREAKEVEN_MAX_ITEMS);

  offers_page = find_by_type (GTK_WIDGET (window), BREAKEVEN_TYPE_OFFERS_PAGE);
  g_assert_nonnull (offers_page);
  g_assert_true (gtk_widget_activate_action (offers_page, "offers.add", NULL));
  flush_events ();
  /* no offer dialog opened, and the project still saves */
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (offers)), ==, BREAKEVEN_MAX_ITEMS);
  g_assert_true (breakeven_project_check_limits (project, &error));

  /* one removed, one can be added again */
  g_list_store_remove (parts, 0);
  g_assert_true (gtk_widget_activate_action (editor, "parts.add", NULL));
  flush_events ();
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (parts)), ==, BREAKEVEN_MAX_ITEMS);

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
  g_test_add_func ("/ui/limits/last-file-unreadable", test_last_file_unreadable);
  g_test_add_func ("/ui/limits/items", test_item_limits);
  return g_test_run ();
}
