/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ui-window.c: the window and its widgets, driven as a user would, under Xvfb
 *
 * Longer than the 800 lines a source file keeps to, and on purpose: the window's cases share
 * the sample window and the helpers that find and drive its widgets. Split by topic, as the
 * other programs are, not by size.
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "breakeven-caveats.h"
#include "breakeven-chart.h"
#include "breakeven-chart-view.h"
#include "breakeven-cost.h"
#include "breakeven-explain.h"
#include "breakeven-format.h"
#include "breakeven-offer-dialog.h"
#include "breakeven-offers-page.h"
#include "breakeven-parts-editor.h"
#include "breakeven-report.h"
#include "breakeven-results-view.h"
#include "breakeven-usage-page.h"
#include "breakeven-window.h"
#include "breakeven-xml.h"
#include "ui-test-helpers.h"

/* Helpers ----------------------------------------------------------------------------------- */

static gboolean
surfaces_equal (cairo_surface_t *a,
                cairo_surface_t *b)
{
  int h = cairo_image_surface_get_height (a);
  int stride = cairo_image_surface_get_stride (a);

  if (cairo_image_surface_get_width (a) != cairo_image_surface_get_width (b)
      || h != cairo_image_surface_get_height (b))
    return FALSE;
  return memcmp (cairo_image_surface_get_data (a), cairo_image_surface_get_data (b),
                 (gsize) stride * h) == 0;
}

/* Pixels that are neither transparent nor the colour of the top-left corner */
static guint
count_drawn_pixels (cairo_surface_t *surface)
{
  int w = cairo_image_surface_get_width (surface);
  int h = cairo_image_surface_get_height (surface);
  int stride = cairo_image_surface_get_stride (surface);
  const guchar *data = cairo_image_surface_get_data (surface);
  guint32 corner = *(const guint32 *) data;
  guint n = 0;

  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      {
        guint32 px = *(const guint32 *) (data + y * stride + x * 4);

        if ((px >> 24) != 0 && px != corner)
          n++;
      }
  return n;
}

static BreakevenAnalysis *
analyse (BreakevenWindow *window)
{
  return breakeven_analysis_new (breakeven_window_get_project (window));
}

/* A folder of this test run's own, so that parallel runs never share a file */
static char *test_dir;

static char *
tmp_path (const char *name)
{
  if (test_dir == NULL)
    {
      g_autoptr(GError) error = NULL;

      test_dir = g_dir_make_tmp ("breakeven-ui-XXXXXX", &error);
      g_assert_no_error (error);
    }
  return g_build_filename (test_dir, name, NULL);
}

/* Tests ------------------------------------------------------------------------------------- */

static void
test_templates (void)
{
  GType widget_types[] = {
    BREAKEVEN_TYPE_CHART_VIEW, BREAKEVEN_TYPE_RESULTS_VIEW, BREAKEVEN_TYPE_PARTS_EDITOR,
    BREAKEVEN_TYPE_USAGE_PAGE, BREAKEVEN_TYPE_OFFERS_PAGE,
  };
  g_autoptr(BreakevenDocument) document = breakeven_document_new (NULL, NULL);
  BreakevenProject *project = breakeven_document_get_project (document);
  BreakevenOfferDialog *dialog;
  BreakevenWindow *window;

  for (guint i = 0; i < G_N_ELEMENTS (widget_types); i++)
    {
      GtkWidget *widget = g_object_ref_sink (g_object_new (widget_types[i], NULL));
      g_autoptr(BreakevenProject) shown = NULL;

      g_assert_true (GTK_IS_WIDGET (widget));
      g_object_set (widget, "document", document, NULL);
      g_object_get (widget, "project", &shown, NULL);
      g_assert_true (shown == project);
      g_object_unref (widget);
    }

  dialog = breakeven_offer_dialog_new (NULL, project, NULL);
  g_assert_true (BREAKEVEN_IS_OFFER_DIALOG (dialog));
  gtk_window_destroy (GTK_WINDOW (dialog));

  window = breakeven_window_new (NULL);
  g_assert_true (BREAKEVEN_IS_WINDOW (window));
  gtk_window_destroy (GTK_WINDOW (window));

  /* The shortcuts window GtkApplication loads from the resource base path */
  {
    g_autoptr(GtkBuilder) builder =
      gtk_builder_new_from_resource (RESOURCE_PATH "/gtk/help-overlay.ui");

    g_assert_true (GTK_IS_SHORTCUTS_WINDOW (gtk_builder_get_object (builder, "help_overlay")));
    gtk_window_destroy (GTK_WINDOW (gtk_builder_get_object (builder, "help_overlay")));
  }
  flush_events ();
}

static void
test_edit_part_price (void)
{
  BreakevenWindow *window = ui_test_new_sample_window ();
  BreakevenProject *project = breakeven_window_get_project (window);
  const char *currency = breakeven_project_get_currency (project);
  g_autoptr(BreakevenPart) gpu = g_list_model_get_item (G_LIST_MODEL (breakeven_project_get_parts (project)), 0);
  GtkWidget *entry = find_cell (GTK_WIDGET (window), "part-unit-price", gpu);
  GtkLabel *total = GTK_LABEL (find_by_name (GTK_WIDGET (window), "parts-total"));
  GtkLabel *capex = GTK_LABEL (find_by_name (GTK_WIDGET (window), "capex-value"));
  GtkLabel *horizon = GTK_LABEL (find_by_name (GTK_WIDGET (window), "horizon-value"));
  GtkWidget *chart = find_by_name (GTK_WIDGET (window), "chart");
  g_autofree char *total_before = g_strdup (gtk_label_get_text (total));
  g_autofree char *capex_before = g_strdup (gtk_label_get_text (capex));
  g_autofree char *horizon_before = g_strdup (gtk_label_get_text (horizon));
  cairo_surface_t *chart_before = render_widget (chart);
  cairo_surface_t *chart_after;
  g_autoptr(BreakevenAnalysis) a = NULL;
  g_autofree char *expected_total = NULL;
  g_autofree char *expected_capex = NULL;

  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "16299");
  g_assert_cmpuint (count_drawn_pixels (chart_before), >, 2000);

  gtk_editable_set_text (GTK_EDITABLE (entry), "19299");
  flush_events ();

  g_assert_cmpfloat (breakeven_part_get_unit_price (gpu), ==, 19299);
  a = analyse (window);
  expected_total = breakeven_format_money (a->parts_total, currency, 2);
  expected_capex = breakeven_format_money (a->inputs.capex, currency, 0);
  g_assert_cmpstr (gtk_label_get_text (total), ==, expected_total);
  g_assert_cmpstr (gtk_label_get_text (total), !=, total_before);
  g_assert_cmpstr (gtk_label_get_text (capex), ==, expected_capex);
  g_assert_cmpstr (gtk_label_get_text (capex), !=, capex_before);
  g_assert_cmpstr (gtk_label_get_text (horizon), !=, horizon_before);
  g_assert_true (breakeven_window_get_modified (window));
  g_assert_true (g_str_has_prefix (gtk_window_get_title (GTK_WINDOW (window)), "• "));

  /* The chart drew the new build curve */
  chart_after = render_widget (chart);
  g_assert_false (surfaces_equal (chart_before, chart_after));
  cairo_surface_destroy (chart_before);
  cairo_surface_destroy (chart_after);

  close_window (window);
}

static void
test_hours_slider (void)
{
  BreakevenWindow *window = ui_test_new_sample_window ();
  BreakevenProject *project = breakeven_window_get_project (window);
  GtkRange *scale = GTK_RANGE (find_on_page (window, "usage", "hours-scale"));
  GtkLabel *breakeven = GTK_LABEL (find_by_name (GTK_WIDGET (window), "verdict-value"));
  g_autofree char *before = g_strdup (gtk_label_get_text (breakeven));
  g_autoptr(BreakevenAnalysis) a = NULL;
  g_autofree char *expected = NULL;

  g_assert_cmpfloat (gtk_range_get_value (scale), ==, 12);
  gtk_range_set_value (scale, 18);
  flush_events ();

  g_assert_cmpfloat (breakeven_project_get_hours_per_day (project), ==, 18);
  a = analyse (window);
  expected = breakeven_format_months (breakeven_analysis_get_offer (a, breakeven_analysis_get_cheapest_offer (a))->breakeven_months);
  /* The verdict says when the build breaks even against the offer it is compared with */
  g_assert_nonnull (strstr (gtk_label_get_text (breakeven), expected));
  g_assert_cmpstr (gtk_label_get_text (breakeven), !=, before);

  /* And the model drives the slider back */
  breakeven_project_set_hours_per_day (project, 6);
  g_assert_cmpfloat (gtk_range_get_value (scale), ==, 6);

  close_window (window);
}

static void
assert_refused (GtkWidget  *field,
                const char *text)
{
  gtk_editable_set_text (GTK_EDITABLE (field), text);
  flush_events ();
  g_assert_true (gtk_widget_has_css_class (field, "error"));
  g_assert_nonnull (gtk_widget_get_tooltip_text (field));
}

static void
test_invalid_entries (void)
{
  BreakevenWindow *window = ui_test_new_sample_window ();
  BreakevenProject *project = breakeven_window_get_project (window);
  g_autoptr(BreakevenPart) gpu = g_list_model_get_item (G_LIST_MODEL (breakeven_project_get_parts (project)), 0);
  GtkWidget *price = find_cell (GTK_WIDGET (window), "part-unit-price", gpu);
  GtkWidget *quantity = find_cell (GTK_WIDGET (window), "part-quantity", gpu);
  GtkWidget *idle = find_on_page (window, "usage", "idle-hours-row");
  GtkWidget *horizon = find_on_page (window, "usage", "horizon-row");
  GtkWidget *spin = find_on_page (window, "usage", "hours-spin");
  g_autofree char *xml_before = breakeven_project_to_xml (project, NULL);
  g_autofree char *xml_after = NULL;

  assert_refused (price, "-5");
  assert_refused (price, "abc");
  assert_refused (price, "1,5");
  assert_refused (quantity, "1.5");
  assert_refused (quantity, "0");
  assert_refused (horizon, "500");
  /* 12 work hours already: 20 idle hours do not fit in a day */
  assert_refused (idle, "20");
  g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (idle), "24"));

  gtk_editable_set_text (GTK_EDITABLE (spin), "30");
  gtk_spin_button_update (GTK_SPIN_BUTTON (spin));
  flush_events ();
  g_assert_true (gtk_widget_has_css_class (spin, "error"));
  g_assert_cmpfloat (breakeven_project_get_hours_per_day (project), ==, 12);

  /* Nothing reached the model */
  xml_after = breakeven_project_to_xml (project, NULL);
  g_assert_cmpstr (xml_after, ==, xml_before);
  g_assert_cmpfloat (breakeven_part_get_unit_price (gpu), ==, 16299);

  /* A valid value clears the error and is taken */
  gtk_editable_set_text (GTK_EDITABLE (price), "16000.5");
  g_assert_false (gtk_widget_has_css_class (price, "error"));
  g_assert_cmpfloat (breakeven_part_get_unit_price (gpu), ==, 16000.5);
  gtk_editable_set_text (GTK_EDITABLE (idle), "4");
  g_assert_false (gtk_widget_has_css_class (idle, "error"));
  g_assert_cmpfloat (breakeven_project_get_idle_hours_per_day (project), ==, 4);

  close_window (window);
}

static void
test_offer_dialog (void)
{
  BreakevenWindow *window = ui_test_new_sample_window ();
  BreakevenProject *project = breakeven_window_get_project (window);
  GListModel *offers = G_LIST_MODEL (breakeven_project_get_offers (project));
  guint n = g_list_model_get_n_items (offers);
  BreakevenOfferDialog *dialog = breakeven_offer_dialog_new (GTK_WINDOW (window), project, NULL);
  g_autoptr(BreakevenOffer) added = NULL;
  g_autoptr(BreakevenOffer) first = g_list_model_get_item (offers, 0);

  gtk_window_present (GTK_WINDOW (dialog));
  gtk_editable_set_text (GTK_EDITABLE (find_by_name (GTK_WIDGET (dialog), "offer-provider")), "Vast");
  gtk_editable_set_text (GTK_EDITABLE (find_by_name (GTK_WIDGET (dialog), "offer-name")), "RTX 4090");
  gtk_editable_set_text (GTK_EDITABLE (find_by_name (GTK_WIDGET (dialog), "offer-price")), "0.4");
  /* USD has no rate in the sample: refused until there is one */
  gtk_editable_set_text (GTK_EDITABLE (find_by_name (GTK_WIDGET (dialog), "offer-currency")), "USD");
  g_assert_false (breakeven_offer_dialog_is_valid (dialog));
  g_assert_false (breakeven_offer_dialog_apply (dialog));
  gtk_editable_set_text (GTK_EDITABLE (find_by_name (GTK_WIDGET (dialog), "offer-currency")), "");
  assert_refused (find_by_name (GTK_WIDGET (dialog), "offer-speed"), "0");
  g_assert_false (breakeven_offer_dialog_is_valid (dialog));
  gtk_editable_set_text (GTK_EDITABLE (find_by_name (GTK_WIDGET (dialog), "offer-speed")), "0.97");
  g_assert_true (breakeven_offer_dialog_is_valid (dialog));
  g_assert_cmpuint (g_list_model_get_n_items (offers), ==, n);
  g_assert_true (breakeven_offer_dialog_apply (dialog));
  gtk_window_destroy (GTK_WINDOW (dialog));

  g_assert_cmpuint (g_list_model_get_n_items (offers), ==, n + 1);
  added = g_list_model_get_item (offers, n);
  g_assert_cmpstr (breakeven_offer_get_provider (added), ==, "Vast");
  g_assert_cmpfloat (breakeven_offer_get_price_per_hour (added), ==, 0.4);
  g_assert_cmpfloat (breakeven_offer_get_relative_speed (added), ==, 0.97);

  /* Editing changes the offer itself, Cancel (no apply) nothing */
  dialog = breakeven_offer_dialog_new (GTK_WINDOW (window), project, first);
  gtk_editable_set_text (GTK_EDITABLE (find_by_name (GTK_WIDGET (dialog), "offer-price")), "3.1");
  g_assert_cmpfloat (breakeven_offer_get_price_per_hour (first), ==, 2.58);
  g_assert_true (breakeven_offer_dialog_apply (dialog));
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_assert_cmpfloat (breakeven_offer_get_price_per_hour (first), ==, 3.1);

  close_window (window);
}

/* Each rate row's remove button removes its own pair, whichever row it is */
static void
test_remove_exchange_rate_row (void)
{
  BreakevenWindow *window = ui_test_new_sample_window ();
  BreakevenProject *project = breakeven_window_get_project (window);
  GtkWidget *page = breakeven_window_get_page (window, "usage");
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
  GtkWidget *last = NULL;
  const char *from, *to;
  double rate;
  guint n;

  breakeven_project_set_exchange_rate (project, "USD", "CNY", 7.1);
  breakeven_project_set_exchange_rate (project, "EUR", "CNY", 7.8);
  flush_events ();
  n = breakeven_project_get_n_exchange_rates (project);
  g_assert_cmpuint (n, >=, 2);
  collect_by_type (page, GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    if (g_strcmp0 (gtk_widget_get_tooltip_text (g_ptr_array_index (buttons, i)),
                   "Remove this rate") == 0)
      last = g_ptr_array_index (buttons, i);
  g_assert_nonnull (last);

  /* The last row is the last pair */
  breakeven_project_get_nth_exchange_rate (project, n - 1, &from, &to, &rate);
  g_assert_cmpstr (from, ==, "EUR");
  click (last);
  g_assert_cmpuint (breakeven_project_get_n_exchange_rates (project), ==, n - 1);
  for (guint i = 0; i < n - 1; i++)
    {
      breakeven_project_get_nth_exchange_rate (project, i, &from, &to, &rate);
      g_assert_false (g_str_equal (from, "EUR") && g_str_equal (to, "CNY"));
    }

  close_window (window);
}

/* An offer whose exchange rate went away is left out and said so; every other figure still
 * follows the edits */
static void
test_unpriced_offer_keeps_figures_live (void)
{
  BreakevenWindow *window = ui_test_new_sample_window ();
  BreakevenProject *project = breakeven_window_get_project (window);
  g_autoptr(BreakevenPart) gpu = g_list_model_get_item (G_LIST_MODEL (breakeven_project_get_parts (project)), 0);
  g_autoptr(BreakevenOffer) usd = breakeven_offer_new ("RunPod", "RTX 4090", 0.34, "USD");
  GtkLabel *total = GTK_LABEL (find_by_name (GTK_WIDGET (window), "parts-total"));
  GtkLabel *capex = GTK_LABEL (find_by_name (GTK_WIDGET (window), "capex-value"));
  GtkLabel *error = GTK_LABEL (find_by_name (GTK_WIDGET (window), "results-error"));

  breakeven_project_set_exchange_rate (project, "USD", "CNY", 7.1);
  g_list_store_append (breakeven_project_get_offers (project), usd);
  g_assert_true (breakeven_project_remove_exchange_rate (project, "USD", "CNY"));
  flush_events ();
  g_assert_true (gtk_revealer_get_reveal_child (GTK_REVEALER (gtk_widget_get_parent (GTK_WIDGET (error)))));
  g_assert_nonnull (strstr (gtk_label_get_text (error), "RunPod RTX 4090"));

  gtk_editable_set_text (GTK_EDITABLE (find_cell (GTK_WIDGET (window), "part-unit-price", gpu)), "20000");
  flush_events ();
  g_assert_cmpstr (gtk_label_get_text (total), ==, "¥27,293.00");
  g_assert_cmpstr (gtk_label_get_text (capex), ==, "¥27,293");

  /* every line total follows the project's currency */
  breakeven_project_set_currency (project, "USD");
  flush_events ();
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (find_cell (GTK_WIDGET (window), "part-total", gpu))), ==, "$20,000");
  breakeven_project_set_currency (project, "CNY");
  flush_events ();
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (find_cell (GTK_WIDGET (window), "part-total", gpu))), ==, "¥20,000");

  /* the rate is back: the offer is compared again */
  breakeven_project_set_exchange_rate (project, "USD", "CNY", 7.1);
  flush_events ();
  g_assert_false (gtk_revealer_get_reveal_child (GTK_REVEALER (gtk_widget_get_parent (GTK_WIDGET (error)))));
  close_window (window);
}

static void
test_parts_actions (void)
{
  BreakevenWindow *window = ui_test_new_sample_window ();
  BreakevenProject *project = breakeven_window_get_project (window);
  GListModel *parts = G_LIST_MODEL (breakeven_project_get_parts (project));
  BreakevenPartsEditor *editor =
    BREAKEVEN_PARTS_EDITOR (gtk_widget_get_ancestor (find_by_name (GTK_WIDGET (window), "parts-view"),
                                                     BREAKEVEN_TYPE_PARTS_EDITOR));
  guint n = g_list_model_get_n_items (parts);
  g_autoptr(BreakevenPart) first = g_list_model_get_item (parts, 0);
  g_autoptr(BreakevenPart) second = g_list_model_get_item (parts, 1);
  g_autoptr(BreakevenPart) moved = NULL;

  breakeven_parts_editor_select (editor, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "parts.move-down", NULL));
  moved = g_list_model_get_item (parts, 1);
  g_assert_true (moved == first);
  g_assert_cmpuint (breakeven_parts_editor_get_selected (editor), ==, 1);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "parts.duplicate", NULL));
  g_assert_cmpuint (g_list_model_get_n_items (parts), ==, n + 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "parts.remove", NULL));
  g_assert_cmpuint (g_list_model_get_n_items (parts), ==, n);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "parts.add", NULL));
  g_assert_cmpuint (g_list_model_get_n_items (parts), ==, n + 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "parts.move-up", NULL));
  (void) second;

  close_window (window);
}

static void
test_broken_file_keeps_document (void)
{
  BreakevenWindow *window = ui_test_new_sample_window ();
  BreakevenProject *project = breakeven_window_get_project (window);
  g_autofree char *xml_before = breakeven_project_to_xml (project, NULL);
  g_autofree char *xml_after = NULL;
  g_autofree char *path = tmp_path ("breakeven-test-broken.breakeven");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autofree char *basename = NULL;

  g_assert_true (g_file_set_contents (path, "<?xml version=\"1.0\"?>\n<breakeven-project format=\"1\">\n"
                                            "  <usage hours-per-day=\"lots\"/>\n</breakeven-project>\n",
                                      -1, NULL));
  g_assert_false (breakeven_window_load_file (window, file, &error));
  g_assert_nonnull (error);
  basename = g_path_get_basename (path);
  g_assert_nonnull (strstr (error->message, basename));
  g_assert_nonnull (strstr (error->message, ":3:"));

  g_assert_true (breakeven_window_get_project (window) == project);
  g_assert_null (breakeven_window_get_file (window));
  xml_after = breakeven_project_to_xml (breakeven_window_get_project (window), NULL);
  g_assert_cmpstr (xml_after, ==, xml_before);

  g_unlink (path);
  close_window (window);
}

static void
test_unsaved_changes (void)
{
  BreakevenWindow *window = ui_test_new_sample_window ();
  BreakevenProject *sample = breakeven_window_get_project (window);
  AdwMessageDialog *dialog;
  gpointer alive = window;

  /* Nothing changed: New replaces the document at once */
  g_assert_null (find_message_dialog (window));
  breakeven_project_set_hours_per_day (sample, 7);

  /* Cancel keeps everything */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new", NULL));
  dialog = find_message_dialog (window);
  g_assert_nonnull (dialog);
  adw_message_dialog_response (dialog, "cancel");
  flush_events ();
  g_assert_true (breakeven_window_get_project (window) == sample);
  g_assert_true (breakeven_window_get_modified (window));

  /* Discard goes on with New */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new", NULL));
  dialog = find_message_dialog (window);
  g_assert_nonnull (dialog);
  adw_message_dialog_response (dialog, "discard");
  flush_events ();
  g_assert_true (breakeven_window_get_project (window) != sample);
  g_assert_false (breakeven_window_get_modified (window));

  /* Closing with changes asks first; Discard closes */
  breakeven_project_set_title (breakeven_window_get_project (window), "Changed");
  g_object_add_weak_pointer (G_OBJECT (window), &alive);
  gtk_window_close (GTK_WINDOW (window));
  flush_events ();
  g_assert_nonnull (alive);
  dialog = find_message_dialog (window);
  g_assert_nonnull (dialog);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window)));
  adw_message_dialog_response (dialog, "discard");
  flush_events ();
  g_assert_null (alive);
}

/* Open asks about unsaved changes only once the chosen file is known to be readable */
static void
test_open_asks_after_reading (void)
{
  BreakevenWindow *window = ui_test_new_sample_window ();
  BreakevenProject *sample = breakeven_window_get_project (window);
  g_autofree char *broken_path = tmp_path ("breakeven-test-open-broken.breakeven");
  g_autofree char *good_path = tmp_path ("breakeven-test-open-good.breakeven");
  g_autoptr(GFile) broken = g_file_new_for_path (broken_path);
  g_autoptr(GFile) good = g_file_new_for_path (good_path);
  AdwMessageDialog *dialog;

  g_assert_true (g_file_set_contents (broken_path, "<breakeven-project format=\"1\">", -1, NULL));
  breakeven_project_set_hours_per_day (sample, 3);
  {
    g_autofree char *xml = breakeven_project_to_xml (sample, NULL);

    g_assert_true (g_file_set_contents (good_path, xml, -1, NULL));
  }
  breakeven_project_set_hours_per_day (sample, 7);

  /* A refused file: its error, and no question about the changes that stay */
  breakeven_window_open_file (window, broken);
  flush_events ();
  dialog = find_message_dialog (window);
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Could Not Open the File");
  adw_message_dialog_response (dialog, "close");
  gtk_window_destroy (GTK_WINDOW (dialog));
  flush_events ();
  g_assert_true (breakeven_window_get_project (window) == sample);
  g_assert_true (breakeven_window_get_modified (window));

  /* A readable one: now the question, and Discard opens it */
  breakeven_window_open_file (window, good);
  flush_events ();
  dialog = find_message_dialog (window);
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Save Changes?");
  adw_message_dialog_response (dialog, "discard");
  flush_events ();
  g_assert_true (breakeven_window_get_project (window) != sample);
  g_assert_cmpfloat (breakeven_project_get_hours_per_day (breakeven_window_get_project (window)), ==, 3);
  g_assert_true (g_file_equal (breakeven_window_get_file (window), good));
  g_assert_false (breakeven_window_get_modified (window));

  g_unlink (broken_path);
  g_unlink (good_path);
  close_window (window);
}

static void
test_explain_popovers (void)
{
  BreakevenWindow *window = ui_test_new_sample_window ();
  BreakevenProject *project = breakeven_window_get_project (window);
  GtkLabel *breakeven = GTK_LABEL (find_by_name (GTK_WIDGET (window), "breakeven-explain"));
  GtkLabel *horizon = GTK_LABEL (find_by_name (GTK_WIDGET (window), "horizon-explain"));
  GtkLabel *per_hour = GTK_LABEL (find_by_name (GTK_WIDGET (window), "per-hour-explain"));

  /* The sample is compared with AutoDL's lasting price, 2.58/h: 941.70 a month (the promotion
   * is not the default comparison) */
  g_assert_nonnull (strstr (gtk_label_get_text (breakeven), "23,592 / (941.70 - 131.40) = 29.1"));
  g_assert_nonnull (strstr (gtk_label_get_text (horizon), "23,592 + 131.40 × 36 = ¥28,322.40"));
  /* A month is 365/12 days, never a rounded 30.42 */
  g_assert_nonnull (strstr (gtk_label_get_text (per_hour), "/ (12 × 365/12 × 36)"));
  /* Which formula is the build's and which the offer's */
  g_assert_true (g_str_has_prefix (gtk_label_get_text (per_hour), "The build\n"));
  g_assert_nonnull (strstr (gtk_label_get_text (per_hour), "\n\nThe offer AutoDL RTX 4090D\n"));
  g_assert_true (g_str_has_prefix (gtk_label_get_text (horizon), "The build\n"));
  g_assert_nonnull (strstr (gtk_label_get_text (horizon), "\n\nThe offer AutoDL RTX 4090D\n"));

  /* They follow the project; with interest the formula changes */
  breakeven_project_set_interest_percent (project, 5);
  flush_events ();
  g_assert_nonnull (strstr (gtk_label_get_text (breakeven), "1.05^("));
  g_assert_nonnull (strstr (gtk_label_get_text (horizon), "= 23,592 × ("));

  close_window (window);
}

/* Format 2 ----------------------------------------------------------------------------------- */

static void
type_text (GtkWidget  *field,
           const char *text)
{
  gtk_editable_set_text (GTK_EDITABLE (field), text);
  flush_events ();
}

static void
assert_accepted (GtkWidget *field)
{
  g_assert_false (gtk_widget_has_css_class (field, "error"));
}

static void
test_usage_format2_fields (void)
{
  BreakevenWindow *window = ui_test_new_sample_window ();
  BreakevenProject *project = breakeven_window_get_project (window);
  GtkWidget *resale = find_on_page (window, "usage", "resale-row");
  GtkWidget *resale_after = find_on_page (window, "usage", "resale-after-row");
  GtkWidget *cloud_idle = find_on_page (window, "usage", "cloud-idle-hours-row");
  GtkWidget *idle = find_on_page (window, "usage", "idle-hours-row");
  GtkWidget *vram = find_on_page (window, "usage", "vram-needed-row");
  GtkWidget *circuit = find_on_page (window, "usage", "circuit-limit-row");
  GtkWidget *circuit_warning = find_on_page (window, "usage", "circuit-warning");
  GtkWidget *capex_detail = find_by_name (GTK_WIDGET (window), "capex-detail");
  GtkRange *scale = GTK_RANGE (find_on_page (window, "usage", "hours-scale"));

  /* Each says what it means */
  g_assert_nonnull (gtk_widget_get_tooltip_text (resale_after));
  g_assert_nonnull (gtk_widget_get_tooltip_text (cloud_idle));
  g_assert_nonnull (gtk_widget_get_tooltip_text (vram));
  g_assert_nonnull (gtk_widget_get_tooltip_text (circuit));

  /* Resale right after purchase: empty follows the value at the horizon */
  g_assert_false (breakeven_project_get_resale_after_purchase_set (project));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (resale_after)), ==, "");
  type_text (resale_after, "80");
  assert_accepted (resale_after);
  g_assert_true (breakeven_project_get_resale_after_purchase_set (project));
  g_assert_cmpfloat (breakeven_project_get_resale_after_purchase_percent (project), ==, 80);
  assert_refused (resale_after, "101");
  g_assert_cmpfloat (breakeven_project_get_resale_after_purchase_percent (project), ==, 80);
  /* the hint is back once the error is gone */
  type_text (resale_after, "70");
  g_assert_nonnull (gtk_widget_get_tooltip_text (resale_after));
  g_assert_cmpfloat (breakeven_project_get_resale_after_purchase_percent (project), ==, 70);
  type_text (resale_after, "");
  assert_accepted (resale_after);
  g_assert_false (breakeven_project_get_resale_after_purchase_set (project));
  type_text (resale, "45");
  g_assert_cmpfloat (breakeven_project_get_resale_after_purchase_percent (project), ==, 45);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (resale_after)), ==, "");

  /* Cloud idle hours: empty follows the build's idle hours */
  g_assert_false (breakeven_project_get_cloud_idle_hours_set (project));
  type_text (idle, "2");
  g_assert_cmpfloat (breakeven_project_get_cloud_idle_hours_per_day (project), ==, 2);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (cloud_idle)), ==, "");
  type_text (cloud_idle, "6");
  assert_accepted (cloud_idle);
  g_assert_true (breakeven_project_get_cloud_idle_hours_set (project));
  g_assert_cmpfloat (breakeven_project_get_cloud_idle_hours_per_day (project), ==, 6);
  g_assert_cmpfloat (breakeven_project_get_idle_hours_per_day (project), ==, 2);
  /* 12 work hours and 13 idle ones do not fit in a day */
  assert_refused (cloud_idle, "13");
  g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (cloud_idle), "24"));
  g_assert_cmpfloat (breakeven_project_get_cloud_idle_hours_per_day (project), ==, 6);
  /* 20 work hours beside 6 cloud idle hours: the slider is refused */
  gtk_range_set_value (scale, 20);
  flush_events ();
  g_assert_true (gtk_widget_has_css_class (find_on_page (window, "usage", "hours-spin"), "error"));
  g_assert_cmpfloat (breakeven_project_get_hours_per_day (project), ==, 12);
  /* and with 20 work hours, typing 6 cloud idle hours is refused where it is typed */
  type_text (cloud_idle, "");
  g_assert_false (breakeven_project_get_cloud_idle_hours_set (project));
  gtk_range_set_value (scale, 20);
  flush_events ();
  g_assert_cmpfloat (breakeven_project_get_hours_per_day (project), ==, 20);
  assert_refused (cloud_idle, "6");
  g_assert_false (breakeven_project_get_cloud_idle_hours_set (project));
  g_assert_cmpfloat (breakeven_project_get_cloud_idle_hours_per_day (project), ==, 2);
  type_text (cloud_idle, "4");
  assert_accepted (cloud_idle);
  g_assert_cmpfloat (breakeven_project_get_cloud_idle_hours_per_day (project), ==, 4);

  /* VRAM needed */
  assert_refused (vram, "-24");
  g_assert_cmpfloat (breakeven_project_get_vram_needed_gb (project), ==, 0);
  type_text (vram, "24");
  assert_accepted (vram);
  g_assert_cmpfloat (breakeven_project_get_vram_needed_gb (project), ==, 24);

  /* Circuit limit: over it is a warning, on the page and by the results */
  g_assert_false (gtk_widget_get_visible (circuit_warning));
  assert_refused (circuit, "-1");
  type_text (circuit, "500");
  assert_accepted (circuit);
  g_assert_cmpfloat (breakeven_project_get_circuit_limit_watts (project), ==, 500);
  g_assert_true (gtk_widget_get_visible (circuit_warning));
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (circuit_warning)), "600 W"));
  g_assert_true (gtk_widget_has_css_class (capex_detail, "warning"));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (capex_detail)), "500 W"));
  type_text (circuit, "0");
  g_assert_false (gtk_widget_get_visible (circuit_warning));
  g_assert_false (gtk_widget_has_css_class (capex_detail, "warning"));
  g_assert_null (strstr (gtk_label_get_text (GTK_LABEL (capex_detail)), "500 W"));

  /* All of it is saved with the project */
  {
    g_autofree char *xml = breakeven_project_to_xml (project, NULL);

    g_assert_nonnull (strstr (xml, "cloud-idle-hours-per-day=\"4\""));
    g_assert_nonnull (strstr (xml, "vram-needed-gb=\"24\""));
  }

  close_window (window);
}

static void
test_offer_dialog_format2 (void)
{
  BreakevenWindow *window = ui_test_new_sample_window ();
  BreakevenProject *project = breakeven_window_get_project (window);
  g_autoptr(BreakevenOffer) first = g_list_model_get_item (G_LIST_MODEL (breakeven_project_get_offers (project)), 0);
  /* The sample's AutoDL RTX 4090D is "auto", with the no-GPU mode's idle price; this test
   * starts from a typed speed of 1 and no idle price */
  BreakevenOfferDialog *dialog = (breakeven_offer_set_relative_speed_auto (first, FALSE),
                                  breakeven_offer_unset_idle_price_per_hour (first),
                                  breakeven_offer_dialog_new (GTK_WINDOW (window), project, first));
  GtkWidget *idle_price = find_by_name (GTK_WIDGET (dialog), "offer-idle-price");
  GtkWidget *speed = find_by_name (GTK_WIDGET (dialog), "offer-speed");
  GtkWidget *speed_auto = find_by_name (GTK_WIDGET (dialog), "offer-speed-auto");
  GtkWidget *speed_auto_row = find_by_name (GTK_WIDGET (dialog), "offer-speed-auto-row");
  GtkWidget *unknown = find_by_name (GTK_WIDGET (dialog), "offer-speed-unknown");

  gtk_window_present (GTK_WINDOW (dialog));
  g_assert_nonnull (gtk_widget_get_tooltip_text (idle_price));
  /* Not set: empty, and the idle price is the price */
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (idle_price)), ==, "");
  assert_refused (idle_price, "-0.1");
  g_assert_false (breakeven_offer_dialog_is_valid (dialog));
  type_text (idle_price, "0.1");
  assert_accepted (idle_price);
  g_assert_true (breakeven_offer_dialog_is_valid (dialog));
  g_assert_false (breakeven_offer_get_idle_price_set (first));
  g_assert_true (breakeven_offer_dialog_apply (dialog));
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_assert_true (breakeven_offer_get_idle_price_set (first));
  g_assert_cmpfloat (breakeven_offer_get_idle_price_per_hour (first), ==, 0.1);
  g_assert_cmpfloat (breakeven_offer_get_price_per_hour (first), ==, 2.58);

  /* Cleared, it follows the price again */
  dialog = breakeven_offer_dialog_new (GTK_WINDOW (window), project, first);
  idle_price = find_by_name (GTK_WIDGET (dialog), "offer-idle-price");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (idle_price)), ==, "0.1");
  type_text (idle_price, "");
  assert_accepted (idle_price);
  g_assert_true (breakeven_offer_dialog_is_valid (dialog));
  g_assert_true (breakeven_offer_dialog_apply (dialog));
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_assert_false (breakeven_offer_get_idle_price_set (first));
  g_assert_cmpfloat (breakeven_offer_get_idle_price_per_hour (first), ==, 2.58);
  breakeven_offer_set_price_per_hour (first, 3);
  g_assert_cmpfloat (breakeven_offer_get_idle_price_per_hour (first), ==, 3);

  /* Relative speed "auto": the speed used is shown, flagged when the GPU table cannot tell */
  dialog = breakeven_offer_dialog_new (GTK_WINDOW (window), project, first);
  speed = find_by_name (GTK_WIDGET (dialog), "offer-speed");
  speed_auto = find_by_name (GTK_WIDGET (dialog), "offer-speed-auto");
  speed_auto_row = find_by_name (GTK_WIDGET (dialog), "offer-speed-auto-row");
  unknown = find_by_name (GTK_WIDGET (dialog), "offer-speed-unknown");
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (speed_auto)));
  g_assert_true (gtk_widget_get_visible (speed));
  gtk_switch_set_active (GTK_SWITCH (speed_auto), TRUE);
  flush_events ();
  g_assert_false (gtk_widget_get_visible (speed));
  {
    BreakevenOfferInputs inputs;

    g_assert_true (breakeven_offer_inputs_from_offer (project, breakeven_offer_dialog_get_draft (dialog),
                                                      &inputs, NULL));
    g_assert_cmpint (gtk_widget_get_visible (unknown), ==, inputs.speed_unknown);
    if (inputs.speed_unknown)
      g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (speed_auto_row)),
                                "Speed unknown"));
    else
      {
        /* the speed used and its kind, as the offers page shows it */
        g_autofree char *used = breakeven_report_speed_label (&inputs);

        g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (speed_auto_row)),
                                  used));
      }
  }
  g_assert_true (breakeven_offer_dialog_apply (dialog));
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_assert_true (breakeven_offer_get_relative_speed_auto (first));
  /* the typed number is kept for when auto is turned off */
  g_assert_cmpfloat (breakeven_offer_get_relative_speed (first), ==, 1);

  close_window (window);
}

/* The headline says plainly what to do, as the engine decided, in the sentence the summary and
 * the report open with */
static void
assert_verdict (BreakevenWindow *window)
{
  BreakevenProject *project = breakeven_window_get_project (window);
  g_autoptr(BreakevenAnalysis) a = analyse (window);
  const char *value = gtk_label_get_text (GTK_LABEL (find_by_name (GTK_WIDGET (window), "verdict-value")));
  const char *detail = gtk_label_get_text (GTK_LABEL (find_by_name (GTK_WIDGET (window), "verdict-detail")));
  const BreakevenOfferResult *r = breakeven_analysis_get_offer (a, a->choice_offer);
  g_autofree char *name = breakeven_chart_offer_label (r->offer);
  g_autofree char *rent = g_strdup_printf ("Rent %s: ", name);
  g_autofree char *difference = breakeven_format_money (a->choice_difference,
                                                        breakeven_project_get_currency (project), 0);
  g_autofree char *months = breakeven_format_months (r->breakeven_months);
  g_autofree char *expected = breakeven_report_verdict_text (project, a);

  g_assert_cmpint (a->choice, !=, BREAKEVEN_CHOICE_NONE);
  g_assert_cmpstr (value, ==, expected);
  g_assert_true (g_str_has_prefix (value, a->choice == BREAKEVEN_CHOICE_BUILD ? "Build: " : rent));
  g_assert_nonnull (strstr (value, name));
  g_assert_nonnull (strstr (value, difference));
  g_assert_nonnull (strstr (value, months));
  if (a->has_resale)
    {
      g_autofree char *payback = breakeven_format_months (r->cash_payback_months);

      g_assert_nonnull (strstr (detail, "Cash payback"));
      g_assert_nonnull (strstr (detail, payback));
    }
  else
    g_assert_null (strstr (detail, "Cash payback"));
}

/* The caveats line under the verdict reads LINE; its link INDEX opens a popover with its
 * words (TITLE) and what they mean (EXPLANATION) */
static void
assert_caveat_link (BreakevenWindow *window,
                    const char      *line,
                    guint            index,
                    const char      *title,
                    const char      *explanation)
{
  GtkWidget *caveats = find_by_name (GTK_WIDGET (window), "verdict-caveats");
  GtkWidget *popover = find_by_name (caveats, "caveat-popover");
  g_autofree char *uri = g_strdup_printf ("caveat:%u", index);
  gboolean handled = FALSE;

  g_assert_true (gtk_widget_get_mapped (caveats));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (caveats)), ==, line);
  g_assert_false (gtk_widget_get_visible (popover));
  g_signal_emit_by_name (caveats, "activate-link", uri, &handled);
  g_assert_true (handled);
  g_assert_true (gtk_widget_get_visible (popover));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (find_by_name (popover, "caveat-explanation"))),
                   ==, explanation);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (find_by_name (popover, "caveat-title"))), ==,
                   title);
  gtk_popover_popdown (GTK_POPOVER (popover));
}

/* The caveats line under the verdict is the core's, each link opening its explanation; it
 * follows the project, and the offers page shows each offer's speed and its kind */
static void
test_verdict_caveats (void)
{
  BreakevenWindow *window = ui_test_new_sample_window ();
  g_autofree char *path = tmp_path ("breakeven-test-caveats.breakeven");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  AdwViewStack *stack = ADW_VIEW_STACK (find_by_name (GTK_WIDGET (window), "view-stack"));
  g_autoptr(GPtrArray) subtitles = g_ptr_array_new ();

  g_assert_true (g_file_set_contents (path,
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<breakeven-project format=\"3\">\n"
    "  <usage hours-per-day=\"12\" horizon-months=\"36\"/>\n"
    "  <build>\n"
    "    <part category=\"gpu\" quantity=\"2\" unit-price=\"15000\" power-watts=\"400\" "
    "model=\"RTX 4090D\" vram-gb=\"24\">RTX 4090D</part>\n"
    "    <power wall-watts=\"1200\" idle-watts=\"0\"/>\n"
    "    <electricity price-per-kwh=\"0.6\"/>\n"
    "  </build>\n"
    "  <cloud>\n"
    "    <offer provider=\"AutoDL\" name=\"Mystery\" gpu=\"Mystery 9000\" vram-gb=\"24\" "
    "price-per-hour=\"1.6\" relative-speed=\"auto\" billing=\"spot\"/>\n"
    "    <offer provider=\"RunPod\" name=\"RTX 3090\" gpu=\"RTX 3090\" vram-gb=\"24\" "
    "price-per-hour=\"0.22\" currency=\"USD\" relative-speed=\"auto\"/>\n"
    "  </cloud>\n"
    "</breakeven-project>\n", -1, NULL));
  g_assert_true (breakeven_window_load_file (window, file, &error));
  g_assert_no_error (error);
  flush_events ();

  for (guint round = 0; round < 2; round++)
    {
      BreakevenProject *project = breakeven_window_get_project (window);
      g_autoptr(BreakevenAnalysis) a = analyse (window);
      g_autoptr(GPtrArray) caveats = breakeven_caveats_collect (project, a);
      g_autofree char *line = breakeven_caveats_line (caveats);

      /* speed unknown, two GPUs against one, the wall power, the spot overhead; and at first
       * the USD offer without a rate */
      g_assert_cmpuint (caveats->len, ==, round == 0 ? 5 : 4);
      for (guint i = 0; i < caveats->len; i++)
        {
          const BreakevenCaveat *caveat = g_ptr_array_index (caveats, i);

          assert_caveat_link (window, line, i, caveat->link, caveat->explanation);
        }
      /* a rate set: the offer is compared, and the line says one thing less */
      breakeven_project_set_exchange_rate (project, "USD", "CNY", 7.1);
      flush_events ();
    }

  /* the offers page: each row's speed and its kind */
  adw_view_stack_set_visible_child_name (stack, "offers");
  flush_events ();
  collect_by_name (GTK_WIDGET (window), "offer-subtitle", subtitles);
  g_assert_cmpuint (subtitles->len, ==, 2);
  g_assert_nonnull (strstr (gtk_label_get_text (subtitles->pdata[0]), " · speed 1 · unknown · "));
  {
    g_autoptr(BreakevenAnalysis) a = analyse (window);
    g_autofree char *speed = NULL;
    g_autofree char *expected = NULL;

    /* GPU-Insights measured both: 1 RTX 3090 against 2 RTX 4090D */
    g_assert_cmpstr (breakeven_analysis_get_offer (a, 1)->inputs.speed_benchmark, ==,
                     "GPU-Insights ver2");
    speed = breakeven_format_number (breakeven_analysis_get_offer (a, 1)->inputs.relative_speed, 2);
    expected = g_strdup_printf (" · speed %s · benchmark · ", speed);
    g_assert_nonnull (strstr (gtk_label_get_text (subtitles->pdata[1]), expected));
  }
  close_window (window);
}

static void
test_verdict_headline (void)
{
  BreakevenWindow *window = ui_test_new_sample_window ();
  BreakevenProject *project = breakeven_window_get_project (window);
  GtkLabel *value = GTK_LABEL (find_by_name (GTK_WIDGET (window), "verdict-value"));
  GtkLabel *detail = GTK_LABEL (find_by_name (GTK_WIDGET (window), "verdict-detail"));

  /* The sample: the build against AutoDL's lasting price; the promotion named under it */
  assert_verdict (window);
  g_assert_cmpstr (gtk_label_get_text (value), ==,
                   "Build: it pays for itself after 29.1 months and saves ¥5,579 over 36 months "
                   "against AutoDL RTX 4090D.");
  g_assert_cmpstr (gtk_label_get_text (detail), ==, "");
  assert_caveat_link (window, "Caveats: promotion passed over", 0, "promotion passed over",
                      "The promotion AutoDL RTX 4090D (promotion) would cost ¥21,944 over 36 "
                      "months if its price lasted.");

  /* Reselling the parts for 45% at the horizon makes the build pay for itself sooner */
  type_text (find_on_page (window, "usage", "resale-row"), "45");
  g_assert_cmpfloat (breakeven_project_get_resale_percent (project), ==, 45);
  assert_verdict (window);
  g_assert_true (g_str_has_prefix (gtk_label_get_text (value), "Build: it pays for itself after "));

  /* Breakeven use and price follow the offer compared, worded as the core words them */
  {
    g_autoptr(BreakevenAnalysis) a = analyse (window);
    const BreakevenOfferResult *r = breakeven_analysis_get_offer (a, a->choice_offer);
    g_autofree char *hours = breakeven_format_hours_per_day (r->breakeven_hours_per_day);

    g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (find_by_name (GTK_WIDGET (window), "breakeven-hours-value"))),
                     ==, hours);
    /* each with its "How is this computed?", for the offer compared */
    {
      g_autofree char *hours_explain = breakeven_explain_breakeven_hours (a, a->choice_offer, "CNY");
      g_autofree char *price_explain = breakeven_explain_breakeven_price (a, a->choice_offer, "CNY");
      g_autofree char *payback_explain = breakeven_explain_cash_payback (a, a->choice_offer, "CNY");

      g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (find_by_name (GTK_WIDGET (window), "breakeven-hours-explain"))),
                       ==, hours_explain);
      g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (find_by_name (GTK_WIDGET (window), "breakeven-price-explain"))),
                       ==, price_explain);
      g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (find_by_name (GTK_WIDGET (window), "breakeven-explain"))),
                                payback_explain));
    }
  }

  /* At 4 h a day renting wins, and the headline says when the build would catch up */
  breakeven_project_set_resale_percent (project, 0);
  breakeven_project_set_hours_per_day (project, 4);
  flush_events ();
  assert_verdict (window);
  g_assert_cmpstr (gtk_label_get_text (value), ==,
                   "Rent AutoDL RTX 4090D: it saves ¥13,868 over 36 months against the build, "
                   "which would pay for itself only after 87.3 months.");

  /* Nothing to compare */
  g_list_store_remove_all (breakeven_project_get_offers (project));
  flush_events ();
  g_assert_cmpstr (gtk_label_get_text (value), ==,
                   "No verdict: there are no cloud offers to compare.");
  g_assert_cmpstr (gtk_label_get_text (detail), ==,
                   "Add a cloud offer from the catalogue to compare (Ctrl+K).");

  close_window (window);
}

static void
test_save_then_open (void)
{
  BreakevenWindow *window = ui_test_new_sample_window ();
  BreakevenWindow *other = NULL;
  BreakevenProject *project = breakeven_window_get_project (window);
  g_autofree char *path = tmp_path ("breakeven-test-roundtrip.breakeven");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *saved = NULL;
  g_autofree char *opened = NULL;
  guint n_analyses;

  g_unlink (path);
  breakeven_project_set_hours_per_day (project, 9.5);
  /* Save As (after its chooser), then an edit, then Save through the window's action */
  g_assert_true (breakeven_window_save_to_file (window, file, NULL));
  g_assert_false (breakeven_window_get_modified (window));
  breakeven_project_set_cloud_storage_gb (project, 200);
  /* Asking settles nothing (a getter has no side effects): the main loop does */
  n_analyses = breakeven_document_get_n_analyses (breakeven_window_get_document (window));
  breakeven_window_get_modified (window);
  g_assert_cmpuint (breakeven_document_get_n_analyses (breakeven_window_get_document (window)),
                    ==, n_analyses);
  flush_events ();
  g_assert_true (breakeven_window_get_modified (window));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL));
  g_assert_false (breakeven_window_get_modified (window));
  g_assert_false (g_str_has_prefix (gtk_window_get_title (GTK_WINDOW (window)), "• "));

  other = ui_test_new_sample_window ();
  g_assert_true (breakeven_window_load_file (other, file, NULL));
  g_assert_true (g_file_equal (breakeven_window_get_file (other), file));
  g_assert_false (breakeven_window_get_modified (other));

  saved = breakeven_project_to_xml (project, NULL);
  opened = breakeven_project_to_xml (breakeven_window_get_project (other), NULL);
  g_assert_cmpstr (opened, ==, saved);
  g_assert_cmpfloat (breakeven_project_get_cloud_storage_gb (breakeven_window_get_project (other)), ==, 200);

  g_unlink (path);
  close_window (other);
  close_window (window);
}

static void
test_export (void)
{
  BreakevenWindow *window = ui_test_new_sample_window ();
  g_autofree char *path = tmp_path ("breakeven-test-export.svg");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *contents = NULL;

  g_unlink (path);
  g_assert_true (breakeven_window_export_to_file (window, file, NULL));
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_nonnull (strstr (contents, "<svg"));
  /* Exporting is no edit */
  g_assert_false (breakeven_window_get_modified (window));
  g_unlink (path);
  close_window (window);
}


/* Undo and redo ----------------------------------------------------------------------------- */

static void write_png (GtkWidget  *widget,
                       const char *name);

/* The label of the Edit menu's item for ACTION ("win.undo") */
static char *
menu_label (BreakevenWindow *window,
            const char      *action)
{
  GMenuModel *menu = gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (find_by_name (GTK_WIDGET (window),
                                                                                   "primary-menu-button")));

  for (int i = 0; i < g_menu_model_get_n_items (menu); i++)
    {
      g_autoptr(GMenuModel) section = g_menu_model_get_item_link (menu, i, G_MENU_LINK_SECTION);

      for (int j = 0; section != NULL && j < g_menu_model_get_n_items (section); j++)
        {
          g_autofree char *item_action = NULL;
          g_autofree char *label = NULL;

          if (g_menu_model_get_item_attribute (section, j, G_MENU_ATTRIBUTE_ACTION, "s", &item_action)
              && g_str_equal (item_action, action)
              && g_menu_model_get_item_attribute (section, j, G_MENU_ATTRIBUTE_LABEL, "s", &label))
            return g_steal_pointer (&label);
        }
    }
  return NULL;
}

static void
collect_by_css_name (GtkWidget  *widget,
                     const char *css_name,
                     GPtrArray  *out)
{
  if (g_strcmp0 (gtk_widget_get_css_name (widget), css_name) == 0)
    g_ptr_array_add (out, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_by_css_name (child, css_name, out);
}

static void
collect_label_texts (GtkWidget *widget,
                     GString   *out)
{
  if (GTK_IS_LABEL (widget))
    g_string_append_printf (out, "%s|", gtk_label_get_text (GTK_LABEL (widget)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_label_texts (child, out);
}

/* The texts of the toasts shown over WINDOW now, each "title|button|" */
static char *
toast_texts (BreakevenWindow *window)
{
  g_autoptr(GPtrArray) toasts = g_ptr_array_new ();
  GString *out = g_string_new (NULL);

  collect_by_css_name (GTK_WIDGET (window), "toast", toasts);
  for (guint i = 0; i < toasts->len; i++)
    collect_label_texts (g_ptr_array_index (toasts, i), out);
  return g_string_free (out, FALSE);
}

static void
test_undo_delete_part (void)
{
  BreakevenWindow *window = ui_test_new_sample_window ();
  BreakevenProject *project = breakeven_window_get_project (window);
  GListModel *parts = G_LIST_MODEL (breakeven_project_get_parts (project));
  BreakevenPartsEditor *editor =
    BREAKEVEN_PARTS_EDITOR (gtk_widget_get_ancestor (find_by_name (GTK_WIDGET (window), "parts-view"),
                                                     BREAKEVEN_TYPE_PARTS_EDITOR));
  GtkLabel *total = GTK_LABEL (find_by_name (GTK_WIDGET (window), "parts-total"));
  GtkLabel *capex = GTK_LABEL (find_by_name (GTK_WIDGET (window), "capex-value"));
  g_autofree char *xml_before = breakeven_project_to_xml (project, NULL);
  g_autofree char *total_before = g_strdup (gtk_label_get_text (total));
  g_autofree char *capex_before = g_strdup (gtk_label_get_text (capex));
  g_autofree char *xml_deleted = NULL;
  g_autofree char *xml_after = NULL;
  g_autofree char *label = NULL;
  g_autofree char *toasts = NULL;
  guint n = g_list_model_get_n_items (parts);

  /* Nothing to undo in a document just opened */
  label = menu_label (window, "win.undo");
  g_assert_cmpstr (label, ==, "Undo");
  g_assert_false (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL)
                  && g_list_model_get_n_items (parts) != n);
  g_clear_pointer (&label, g_free);
  toasts = toast_texts (window);
  g_assert_null (strstr (toasts, "deleted"));
  g_clear_pointer (&toasts, g_free);

  /* Delete the GPU, as the toolbar's button does */
  breakeven_parts_editor_select (editor, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "parts.remove", NULL));
  flush_events ();
  g_assert_cmpuint (g_list_model_get_n_items (parts), ==, n - 1);
  g_assert_cmpstr (gtk_label_get_text (total), !=, total_before);
  g_assert_true (breakeven_window_get_modified (window));
  xml_deleted = breakeven_project_to_xml (project, NULL);

  /* The menu names the step; a toast says what went and offers Undo */
  label = menu_label (window, "win.undo");
  g_assert_cmpstr (label, ==, "Undo Delete Part");
  g_clear_pointer (&label, g_free);
  toasts = toast_texts (window);
  g_assert_nonnull (strstr (toasts, "“RTX 4090D 24 GB” deleted|"));
  g_assert_nonnull (strstr (toasts, "Undo|"));
  g_clear_pointer (&toasts, g_free);
  /* once the toast has slid in: its animation runs to its end at the next frame (the picture,
   * not the test, needs it there) */
  {
    GtkSettings *settings = gtk_widget_get_settings (GTK_WIDGET (window));
    gboolean animations;

    g_object_get (settings, "gtk-enable-animations", &animations, NULL);
    g_object_set (settings, "gtk-enable-animations", FALSE, NULL);
    gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
    gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
    write_png (GTK_WIDGET (window), "window-toast.png");
    g_object_set (settings, "gtk-enable-animations", animations, NULL);
  }

  /* The toast's Undo: the part is back, byte for byte, and the figures follow */
  {
    g_autoptr(GPtrArray) toast_widgets = g_ptr_array_new ();
    g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
    GtkWidget *undo = NULL;

    collect_by_css_name (GTK_WIDGET (window), "toast", toast_widgets);
    g_assert_cmpuint (toast_widgets->len, ==, 1);
    collect_by_css_name (g_ptr_array_index (toast_widgets, 0), "button", buttons);
    for (guint i = 0; i < buttons->len; i++)
      if (g_strcmp0 (gtk_button_get_label (g_ptr_array_index (buttons, i)), "Undo") == 0)
        undo = g_ptr_array_index (buttons, i);
    g_assert_nonnull (undo);
    g_assert_true (gtk_widget_is_sensitive (undo));
    g_signal_emit_by_name (undo, "clicked");
    flush_events ();
  }
  g_assert_cmpuint (g_list_model_get_n_items (parts), ==, n);
  xml_after = breakeven_project_to_xml (project, NULL);
  g_assert_cmpstr (xml_after, ==, xml_before);
  g_assert_cmpstr (gtk_label_get_text (total), ==, total_before);
  g_assert_cmpstr (gtk_label_get_text (capex), ==, capex_before);
  /* back to the state opened: nothing unsaved */
  g_assert_false (breakeven_window_get_modified (window));
  g_assert_false (g_str_has_prefix (gtk_window_get_title (GTK_WINDOW (window)), "• "));
  label = menu_label (window, "win.redo");
  g_assert_cmpstr (label, ==, "Redo Delete Part");
  g_clear_pointer (&label, g_free);

  /* Redo deletes it again */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  flush_events ();
  g_clear_pointer (&xml_after, g_free);
  xml_after = breakeven_project_to_xml (project, NULL);
  g_assert_cmpstr (xml_after, ==, xml_deleted);
  g_assert_true (breakeven_window_get_modified (window));

  close_window (window);
}

static void
test_undo_delete_offer (void)
{
  BreakevenWindow *window = ui_test_new_sample_window ();
  BreakevenProject *project = breakeven_window_get_project (window);
  GListModel *offers = G_LIST_MODEL (breakeven_project_get_offers (project));
  AdwViewStack *stack = ADW_VIEW_STACK (find_by_name (GTK_WIDGET (window), "view-stack"));
  g_autofree char *xml_before = breakeven_project_to_xml (project, NULL);
  g_autofree char *xml_after = NULL;
  g_autofree char *label = NULL;
  g_autofree char *toasts = NULL;
  guint n = g_list_model_get_n_items (offers);

  /* A name that is not markup, though a toast's title is */
  {
    g_autoptr(BreakevenOffer) first = g_list_model_get_item (offers, 0);

    breakeven_offer_set_name (first, "RTX <4090D> & co");
  }
  flush_events ();
  g_clear_pointer (&xml_before, g_free);
  xml_before = breakeven_project_to_xml (project, NULL);
  adw_view_stack_set_visible_child_name (stack, "offers");
  flush_events ();
  g_signal_emit_by_name (find_by_name (GTK_WIDGET (window), "offer-remove"), "clicked");
  flush_events ();
  g_assert_cmpuint (g_list_model_get_n_items (offers), ==, n - 1);
  label = menu_label (window, "win.undo");
  g_assert_cmpstr (label, ==, "Undo Delete Offer");
  toasts = toast_texts (window);
  g_assert_nonnull (strstr (toasts, "“AutoDL RTX <4090D> & co” deleted|"));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  flush_events ();
  g_assert_cmpuint (g_list_model_get_n_items (offers), ==, n);
  xml_after = breakeven_project_to_xml (project, NULL);
  g_assert_cmpstr (xml_after, ==, xml_before);
  /* its row is back too */
  {
    g_autoptr(GPtrArray) rows = g_ptr_array_new ();

    collect_by_name (GTK_WIDGET (window), "offer-row", rows);
    g_assert_cmpuint (rows->len, ==, n);
  }

  close_window (window);
}

/* The capture-phase shortcut that runs ACCELERATOR, activated as a key press on FOCUS would */
static gboolean
press_history_shortcut (BreakevenWindow *window,
                        GtkWidget       *focus,
                        guint            keyval,
                        GdkModifierType  modifiers)
{
  GListModel *controllers = gtk_widget_observe_controllers (GTK_WIDGET (window));
  gboolean done = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers) && !done; i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (g_strcmp0 (gtk_event_controller_get_name (controller), "breakeven-window-shortcuts") != 0)
        continue;
      /* before the focused field's own Ctrl+Z */
      g_assert_cmpint (gtk_event_controller_get_propagation_phase (controller), ==, GTK_PHASE_CAPTURE);
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)) && !done; j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);
          g_autoptr(GtkShortcutTrigger) wanted = gtk_keyval_trigger_new (keyval, modifiers);

          if (gtk_shortcut_trigger_equal (trigger, wanted))
            done = gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0, focus, NULL);
        }
    }
  g_object_unref (controllers);
  flush_events ();
  return done;
}

static void
test_undo_in_text_field (void)
{
  BreakevenWindow *window = ui_test_new_sample_window ();
  BreakevenProject *project = breakeven_window_get_project (window);
  BreakevenDocument *document = breakeven_window_get_document (window);
  g_autoptr(BreakevenPart) gpu = g_list_model_get_item (G_LIST_MODEL (breakeven_project_get_parts (project)), 0);
  GtkWidget *price = find_cell (GTK_WIDGET (window), "part-unit-price", gpu);
  GtkWidget *horizon = find_on_page (window, "usage", "horizon-row");
  GtkLabel *total = GTK_LABEL (find_by_name (GTK_WIDGET (window), "parts-total"));
  g_autofree char *total_before = g_strdup (gtk_label_get_text (total));
  g_autofree char *xml_before = breakeven_project_to_xml (project, NULL);
  g_autofree char *xml_after = NULL;
  g_autofree char *label = NULL;
  guint before;

  /* One analysis per keystroke, whatever shows it: results, chart, parts, usage */
  gtk_widget_grab_focus (price);
  before = breakeven_document_get_n_analyses (document);
  type_text (price, "162991");
  g_test_message ("analyses for one keystroke: %u", breakeven_document_get_n_analyses (document) - before);
  g_assert_cmpuint (breakeven_document_get_n_analyses (document), ==, before + 1);
  before = breakeven_document_get_n_analyses (document);
  type_text (horizon, "37");
  g_assert_cmpuint (breakeven_document_get_n_analyses (document), ==, before + 1);
  /* and none when nothing changed */
  flush_events ();
  g_assert_cmpuint (breakeven_document_get_n_analyses (document), ==, before + 1);

  /* Ctrl+Z in the field undoes the project, and the text and the figures follow */
  label = menu_label (window, "win.undo");
  g_assert_cmpstr (label, ==, "Undo Edit Horizon");
  gtk_widget_grab_focus (price);
  g_assert_true (press_history_shortcut (window, price, GDK_KEY_z, GDK_CONTROL_MASK));
  g_assert_cmpfloat (breakeven_project_get_horizon_months (project), ==, 36);
  g_assert_true (press_history_shortcut (window, price, GDK_KEY_z, GDK_CONTROL_MASK));
  g_assert_cmpfloat (breakeven_part_get_unit_price (gpu), ==, 16299);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (price)), ==, "16299");
  g_assert_cmpstr (gtk_label_get_text (total), ==, total_before);
  xml_after = breakeven_project_to_xml (project, NULL);
  g_assert_cmpstr (xml_after, ==, xml_before);

  /* Ctrl+Shift+Z and Ctrl+Y redo */
  g_assert_true (press_history_shortcut (window, price, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK));
  g_assert_cmpfloat (breakeven_part_get_unit_price (gpu), ==, 162991);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (price)), ==, "162991");
  g_assert_true (press_history_shortcut (window, price, GDK_KEY_y, GDK_CONTROL_MASK));
  g_assert_cmpfloat (breakeven_project_get_horizon_months (project), ==, 37);

  /* Typing in one field is one step, until the field loses focus */
  gtk_widget_grab_focus (price);
  type_text (price, "1630");
  type_text (price, "16300");
  gtk_widget_grab_focus (horizon);
  flush_events ();
  gtk_widget_grab_focus (price);
  type_text (price, "16301");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  flush_events ();
  g_assert_cmpfloat (breakeven_part_get_unit_price (gpu), ==, 16300);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  flush_events ();
  g_assert_cmpfloat (breakeven_part_get_unit_price (gpu), ==, 162991);

  close_window (window);
}

static void
test_notes (void)
{
  BreakevenWindow *window = ui_test_new_sample_window ();
  BreakevenProject *project = breakeven_window_get_project (window);
  GtkTextView *view = GTK_TEXT_VIEW (find_by_name (GTK_WIDGET (window), "notes-view"));
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (view);
  g_autofree char *shown = NULL;
  GtkTextIter start, end;

  /* The project's notes are in the view once shown, and what is typed there is the project's */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.notes", NULL));
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  shown = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
  g_assert_cmpstr (shown, ==, breakeven_project_get_notes (project));
  gtk_text_buffer_set_text (buffer, "Quote from the shop, 2026-11", -1);
  flush_events ();
  gtk_test_widget_wait_for_draw (GTK_WIDGET (view));
  write_png (gtk_widget_get_ancestor (GTK_WIDGET (view), GTK_TYPE_POPOVER), "window-notes.png");
  g_assert_cmpstr (breakeven_project_get_notes (project), ==, "Quote from the shop, 2026-11");
  g_assert_true (breakeven_window_get_modified (window));
  /* an undo brings the old notes back into the view */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  flush_events ();
  g_clear_pointer (&shown, g_free);
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  shown = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
  g_assert_cmpstr (shown, ==, breakeven_project_get_notes (project));
  g_assert_cmpstr (shown, !=, "Quote from the shop, 2026-11");

  close_window (window);
}

static void
test_save_toast (void)
{
  BreakevenWindow *window = ui_test_new_sample_window ();
  g_autofree char *path = tmp_path ("breakeven-test-toast.breakeven");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *toasts = NULL;

  g_unlink (path);
  breakeven_project_set_hours_per_day (breakeven_window_get_project (window), 8);
  g_assert_true (breakeven_window_save_to_file (window, file, NULL));
  flush_events ();
  toasts = toast_texts (window);
  g_assert_nonnull (strstr (toasts, "Saved to breakeven-test-toast.breakeven|"));
  g_assert_false (breakeven_window_get_modified (window));
  /* The header's button says what it does */
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (find_by_name (GTK_WIDGET (window), "save-button"))),
                   ==, "_Save");
  g_unlink (path);
  close_window (window);
}

static void
test_screenshot (void)
{
  BreakevenWindow *window = ui_test_new_sample_window ();
  GtkWidget *chart = find_by_name (GTK_WIDGET (window), "chart");
  cairo_surface_t *chart_image;
  GdkSurface *surface;

  /* A 1024 x 700 window (without a compositor, GTK draws a solid frame inside that size) */
  surface = gtk_native_get_surface (GTK_NATIVE (window));
  g_assert_cmpint (gdk_surface_get_width (surface), ==, 1024);
  g_assert_cmpint (gdk_surface_get_height (surface), ==, 700);

  /* The chart is drawn, not an empty box */
  chart_image = render_widget (chart);
  g_assert_cmpuint (count_drawn_pixels (chart_image), >, 5000);
  cairo_surface_destroy (chart_image);

  /* With the pointer over the chart: crosshair and read-out */
  breakeven_chart_view_hover (BREAKEVEN_CHART_VIEW (chart), gtk_widget_get_width (chart) * 0.55,
                              gtk_widget_get_height (chart) * 0.5);
  g_assert_nonnull (breakeven_chart_view_get_readout (BREAKEVEN_CHART_VIEW (chart)));
  g_assert_nonnull (strstr (breakeven_chart_view_get_readout (BREAKEVEN_CHART_VIEW (chart)), "AutoDL"));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  write_png (GTK_WIDGET (window), "window.png");

  /* Dark style: the same window */
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  flush_events ();
  write_png (GTK_WIDGET (window), "window-dark.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);

  /* The other pages and charts, for a reviewer */
  {
    AdwViewStack *stack = ADW_VIEW_STACK (find_by_name (GTK_WIDGET (window), "view-stack"));
    GtkWidget *results = GTK_WIDGET (window);

    adw_view_stack_set_visible_child_name (stack, "usage");
    /* A refused value, so the error state can be seen */
    gtk_editable_set_text (GTK_EDITABLE (find_on_page (window, "usage", "idle-hours-row")), "20");
    g_assert_true (gtk_widget_activate_action (results, "win.chart-kind", "s", "sensitivity"));
    breakeven_chart_view_hover (BREAKEVEN_CHART_VIEW (chart), -1, -1);
    gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
    flush_events ();
    write_png (GTK_WIDGET (window), "window-usage.png");

    /* The format 2 fields, with a circuit the build would trip */
    gtk_editable_set_text (GTK_EDITABLE (find_on_page (window, "usage", "idle-hours-row")), "2");
    gtk_editable_set_text (GTK_EDITABLE (find_on_page (window, "usage", "circuit-limit-row")), "500");
    gtk_editable_set_text (GTK_EDITABLE (find_on_page (window, "usage", "resale-row")), "45");
    gtk_editable_set_text (GTK_EDITABLE (find_on_page (window, "usage", "resale-after-row")), "80");
    g_assert_true (gtk_widget_activate_action (results, "win.chart-kind", "s", "cumulative"));
    {
      GtkWidget *row = find_on_page (window, "usage", "circuit-limit-row");
      GtkWidget *scrolled = gtk_widget_get_ancestor (row, GTK_TYPE_SCROLLED_WINDOW);
      GtkAdjustment *vadjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
      graphene_rect_t bounds;

      g_assert_true (gtk_widget_compute_bounds (row, gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scrolled)),
                                                &bounds));
      gtk_adjustment_set_value (vadjustment, bounds.origin.y - 260);
    }
    gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
    flush_events ();
    write_png (GTK_WIDGET (window), "window-usage-format2.png");
    /* A warning does not make the window grow */
    g_assert_cmpint (gdk_surface_get_height (surface), ==, 700);

    adw_view_stack_set_visible_child_name (stack, "offers");
    g_assert_true (gtk_widget_activate_action (results, "win.chart-kind", "s", "budget"));
    gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
    flush_events ();
    write_png (GTK_WIDGET (window), "window-offers.png");
  }

  close_window (window);
}

#include "breakeven-gpu-table.h"

/* "auto" from the GPU table: the dialog says which speed is used and where it came from */
static void
test_offer_dialog_auto_source (void)
{
  BreakevenWindow *window = ui_test_new_sample_window ();
  BreakevenProject *project = breakeven_window_get_project (window);
  GListModel *offers = G_LIST_MODEL (breakeven_project_get_offers (project));
  GListModel *parts = G_LIST_MODEL (breakeven_project_get_parts (project));
  g_autoptr(BreakevenOffer) rtx3090 = NULL;
  BreakevenOfferDialog *dialog;
  GtkWidget *row, *unknown;

  for (guint i = 0; i < g_list_model_get_n_items (offers) && rtx3090 == NULL; i++)
    {
      g_autoptr(BreakevenOffer) offer = g_list_model_get_item (offers, i);

      if (g_strcmp0 (breakeven_offer_get_gpu (offer), "RTX 3090") == 0)
        rtx3090 = g_object_ref (offer);
    }
  g_assert_nonnull (rtx3090);
  g_assert_true (breakeven_offer_get_relative_speed_auto (rtx3090));

  /* The sample's RTX 4090D build and its RTX 3090 offer were both measured by GPU-Insights
   * ver2 (ResNet-50 FP16: 44323 and 63426 images a second): 1 / 1.4310 */
  dialog = breakeven_offer_dialog_new (GTK_WINDOW (window), project, rtx3090);
  gtk_window_present (GTK_WINDOW (dialog));
  flush_events ();
  row = find_by_name (GTK_WIDGET (dialog), "offer-speed-auto-row");
  unknown = find_by_name (GTK_WIDGET (dialog), "offer-speed-unknown");
  g_assert_false (gtk_widget_get_visible (unknown));
  {
    g_autofree char *speed = breakeven_format_number (1 / (round (63426.0 / 44323.0 * 1e4) / 1e4),
                                                      2);
    g_autofree char *expected = g_strdup_printf ("speed %s · benchmark: auto, from "
                                                 "GPU-Insights ver2, 2026-06-18", speed);

    g_assert_cmpstr (speed, ==, "0.70");
    g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==, expected);
  }
  gtk_window_destroy (GTK_WINDOW (dialog));

  /* With an RTX 4090 build: Lambda's benchmark, preferred, measured both, on 10 workloads: the
   * geometric mean of the 4090's throughput over the 3090's (the reference) */
  for (guint i = 0; i < g_list_model_get_n_items (parts); i++)
    {
      g_autoptr(BreakevenPart) part = g_list_model_get_item (parts, i);

      if (breakeven_part_get_category (part) == BREAKEVEN_PART_GPU)
        breakeven_part_set_model (part, "RTX 4090");
    }
  dialog = breakeven_offer_dialog_new (GTK_WINDOW (window), project, rtx3090);
  gtk_window_set_default_size (GTK_WINDOW (dialog), 560, 1150);
  gtk_window_present (GTK_WINDOW (dialog));
  flush_events ();
  row = find_by_name (GTK_WIDGET (dialog), "offer-speed-auto-row");
  unknown = find_by_name (GTK_WIDGET (dialog), "offer-speed-unknown");
  g_assert_false (gtk_widget_get_visible (unknown));
  {
    static const double rtx4090[] = { 379, 297, 93, 159511, 32192491, 1301, 32661, 40427, 14509,
                                      160816 };
    static const double lambda_3090[] = { 236, 172, 52, 86080, 25118176, 905, 25018, 22863, 7821,
                                      97100 };
    double logs = 0;
    g_autofree char *speed = NULL;
    g_autofree char *expected = NULL;

    for (guint i = 0; i < G_N_ELEMENTS (rtx4090); i++)
      logs += log (rtx4090[i] / lambda_3090[i]);
    speed = breakeven_format_number (1 / (round (exp (logs / 10) * 1e4) / 1e4), 2);
    expected = g_strdup_printf ("speed %s · benchmark: auto, from Lambda PyTorch training "
                                "benchmarks, 2024-07-24", speed);
    g_assert_cmpstr (speed, ==, "0.62");
    g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==, expected);
  }
  gtk_test_widget_wait_for_draw (GTK_WIDGET (dialog));
  write_png (GTK_WIDGET (dialog), "offer-dialog-auto.png");
  gtk_window_destroy (GTK_WINDOW (dialog));

  close_window (window);
}

/* GPU parts: a model picked from the table fills the VRAM, and the power when not given; any
 * other name can still be typed */
static GtkWidget *
model_cell_of (BreakevenWindow *window,
               BreakevenPart   *part)
{
  g_autoptr(GPtrArray) cells = g_ptr_array_new ();

  collect_by_name (GTK_WIDGET (window), "part-model-cell", cells);
  for (guint i = 0; i < cells->len; i++)
    if (cell_get_part (g_ptr_array_index (cells, i)) == part)
      return g_ptr_array_index (cells, i);
  return NULL;
}

static void
pick_model (GtkWidget  *cell,
            const char *name)
{
  BreakevenGpuTable *table = breakeven_gpu_table_get_default ();
  GtkWidget *list = NULL;
  const BreakevenGpuModel *model = breakeven_gpu_table_lookup (table, name);
  GtkListBoxRow *row = NULL;

  /* The list of models is made when its button first opens it */
  gtk_menu_button_popup (GTK_MENU_BUTTON (find_by_name (cell, "part-model-menu")));
  flush_events ();
  list = find_by_name (cell, "part-model-list");

  g_assert_nonnull (list);
  g_assert_nonnull (model);
  for (guint i = 0; i < breakeven_gpu_table_get_n_models (table); i++)
    if (breakeven_gpu_table_get_model (table, i) == model)
      row = gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), (int) i);
  g_assert_nonnull (row);
  g_signal_emit_by_name (list, "row-activated", row);
  flush_events ();
}

static void
test_parts_gpu_model (void)
{
  BreakevenWindow *window = ui_test_new_sample_window ();
  BreakevenProject *project = breakeven_window_get_project (window);
  GListModel *parts = G_LIST_MODEL (breakeven_project_get_parts (project));
  g_autoptr(BreakevenPart) gpu = g_list_model_get_item (parts, 0);
  GtkWidget *cell;
  GtkWidget *entry;

  g_assert_cmpint (breakeven_part_get_category (gpu), ==, BREAKEVEN_PART_GPU);
  cell = model_cell_of (window, gpu);
  g_assert_nonnull (cell);
  entry = find_by_name (cell, "part-model");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "RTX 4090D");

  /* Power not given: the table's board power is used */
  breakeven_part_set_power_watts (gpu, 0);
  pick_model (cell, "RTX 3090");
  g_assert_cmpstr (breakeven_part_get_model (gpu), ==, "RTX 3090");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "RTX 3090");
  g_assert_cmpfloat (breakeven_part_get_vram_gb (gpu), ==, 24);
  g_assert_cmpfloat (breakeven_part_get_power_watts (gpu), ==, 350);
  g_assert_cmpfloat (breakeven_project_get_build_vram_gb (project), ==, 24);

  /* Power given by the user: kept; the VRAM follows the model */
  breakeven_part_set_power_watts (gpu, 500);
  pick_model (cell, "RTX 5090");
  g_assert_cmpstr (breakeven_part_get_model (gpu), ==, "RTX 5090");
  g_assert_cmpfloat (breakeven_part_get_vram_gb (gpu), ==, 32);
  g_assert_cmpfloat (breakeven_part_get_power_watts (gpu), ==, 500);
  g_assert_cmpfloat (breakeven_project_get_build_vram_gb (project), ==, 32);

  /* A free name */
  gtk_editable_set_text (GTK_EDITABLE (entry), "My own GPU");
  flush_events ();
  g_assert_cmpstr (breakeven_part_get_model (gpu), ==, "My own GPU");

  close_window (window);
}

/* A label under ROOT showing TEXT, or NULL */
static GtkWidget *
find_label (GtkWidget  *root,
            const char *text)
{
  if (GTK_IS_LABEL (root) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (root)), text) == 0)
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_label (child, text);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* A part's category: its button says it, and its list (made when first opened) changes it;
 * a GPU's model and VRAM cells show on a GPU's row only, and undo brings the category back */
static void
test_parts_category (void)
{
  BreakevenWindow *window = ui_test_new_sample_window ();
  BreakevenProject *project = breakeven_window_get_project (window);
  GListModel *parts = G_LIST_MODEL (breakeven_project_get_parts (project));
  g_autoptr(BreakevenPart) gpu = g_list_model_get_item (parts, 0);
  GtkWidget *button = find_cell (GTK_WIDGET (window), "part-category", gpu);
  GtkWidget *list;
  GtkListBoxRow *row;

  g_assert_cmpint (breakeven_part_get_category (gpu), ==, BREAKEVEN_PART_GPU);
  g_assert_nonnull (find_label (button, "GPU"));
  {
    g_autoptr(GPtrArray) lists = g_ptr_array_new ();

    /* Not made before it is first opened */
    collect_by_name (button, "part-category-list", lists);
    g_assert_cmpuint (lists->len, ==, 0);
  }
  g_assert_true (gtk_widget_get_visible (model_cell_of (window, gpu)));
  g_assert_true (gtk_widget_get_visible (find_cell (GTK_WIDGET (window), "part-vram", gpu)));

  gtk_menu_button_popup (GTK_MENU_BUTTON (button));
  flush_events ();
  list = find_by_name (button, "part-category-list");
  g_assert_nonnull (list);
  /* The categories in the file format's order: gpu, cpu, motherboard, memory, ... */
  row = gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 3);
  g_assert_nonnull (row);
  g_assert_nonnull (find_label (GTK_WIDGET (row), "Memory"));
  g_signal_emit_by_name (list, "row-activated", row);
  flush_events ();

  g_assert_cmpint (breakeven_part_get_category (gpu), ==, BREAKEVEN_PART_MEMORY);
  g_assert_nonnull (find_label (button, "Memory"));
  g_assert_false (gtk_widget_get_visible (model_cell_of (window, gpu)));
  g_assert_false (gtk_widget_get_visible (find_cell (GTK_WIDGET (window), "part-vram", gpu)));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  flush_events ();
  g_assert_cmpint (breakeven_part_get_category (gpu), ==, BREAKEVEN_PART_GPU);
  g_assert_nonnull (find_label (button, "GPU"));

  close_window (window);
}

/* Usage: a fixed wall power more than 20 % away from the parts' estimate is pointed out */
static void
test_wall_power_hint (void)
{
  BreakevenWindow *window = ui_test_new_sample_window ();
  BreakevenProject *project = breakeven_window_get_project (window);
  GListStore *parts = breakeven_project_get_parts (project);
  g_autoptr(BreakevenPart) gpu = g_list_model_get_item (G_LIST_MODEL (parts), 0);
  g_autoptr(BreakevenPart) second = breakeven_part_copy (gpu);
  GtkWidget *hint = find_on_page (window, "usage", "wall-power-hint");
  const char *subtitle;

  g_assert_nonnull (hint);
  /* The sample: 600 W used, 658 W from the parts, 9 % apart */
  g_assert_true (breakeven_project_get_wall_watts_set (project));
  g_assert_cmpfloat (breakeven_project_get_wall_watts (project), ==, 600);
  g_assert_false (gtk_widget_get_visible (hint));

  /* A second GPU: 1,083 W from the parts against the 600 W still used */
  g_list_store_append (parts, second);
  flush_events ();
  g_assert_cmpfloat (breakeven_project_get_parts_power_watts (project), ==, 1083);
  g_assert_true (gtk_widget_get_visible (hint));
  subtitle = adw_action_row_get_subtitle (ADW_ACTION_ROW (hint));
  g_assert_nonnull (strstr (subtitle, "1,083 W"));
  g_assert_nonnull (strstr (subtitle, "600 W"));
  g_assert_nonnull (strstr (subtitle, "45 % apart"));

  /* The estimate on: nothing to point out */
  breakeven_project_unset_wall_watts (project);
  flush_events ();
  g_assert_false (gtk_widget_get_visible (hint));

  close_window (window);
}

static guint
count_of_type (BreakevenWindow *window,
               GType            type)
{
  g_autoptr(GPtrArray) found = g_ptr_array_new ();

  collect_by_type (GTK_WIDGET (window), type, found);
  return found->len;
}

/* The first frame shows the parts: the other pages are built when first shown, and then work
 * as ever (the usage page shows the project's title and edits it; the offers page lists the
 * offers) */
static void
test_pages_built_when_shown (void)
{
  BreakevenWindow *window = ui_test_new_sample_window ();
  BreakevenProject *project = breakeven_window_get_project (window);
  g_autoptr(GPtrArray) titles = g_ptr_array_new ();
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();
  GtkWidget *title;

  collect_by_name (GTK_WIDGET (window), "title-row", titles);
  collect_by_name (GTK_WIDGET (window), "offer-row", rows);
  g_assert_cmpuint (titles->len, ==, 0);
  g_assert_cmpuint (rows->len, ==, 0);
  g_assert_cmpuint (count_of_type (window, BREAKEVEN_TYPE_USAGE_PAGE), ==, 0);
  g_assert_cmpuint (count_of_type (window, BREAKEVEN_TYPE_OFFERS_PAGE), ==, 0);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s", "usage"));
  while (titles->len == 0)
    {
      g_main_context_iteration (NULL, TRUE);
      collect_by_name (GTK_WIDGET (window), "title-row", titles);
    }
  title = g_ptr_array_index (titles, 0);
  g_assert_true (gtk_widget_get_mapped (title));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (title)), ==,
                   breakeven_project_get_title (project));
  gtk_editable_set_text (GTK_EDITABLE (title), "Renamed");
  flush_events ();
  g_assert_cmpstr (breakeven_project_get_title (project), ==, "Renamed");
  /* Still not the offers page */
  g_assert_cmpuint (count_of_type (window, BREAKEVEN_TYPE_USAGE_PAGE), ==, 1);
  g_assert_cmpuint (count_of_type (window, BREAKEVEN_TYPE_OFFERS_PAGE), ==, 0);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s", "offers"));
  while (rows->len == 0)
    {
      g_main_context_iteration (NULL, TRUE);
      collect_by_name (GTK_WIDGET (window), "offer-row", rows);
    }
  g_assert_cmpuint (rows->len, ==, g_list_model_get_n_items (G_LIST_MODEL (
                                      breakeven_project_get_offers (project))));
  close_window (window);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GtkCssProvider) css = NULL;
  int status;

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  /* AdwApplication loads style.css; these tests have no application */
  css = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (css, RESOURCE_PATH "/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);

  g_test_add_func ("/ui/templates", test_templates);
  g_test_add_func ("/ui/pages/built-when-shown", test_pages_built_when_shown);
  g_test_add_func ("/ui/parts/edit-price", test_edit_part_price);
  g_test_add_func ("/ui/parts/actions", test_parts_actions);
  g_test_add_func ("/ui/results/unpriced-offer", test_unpriced_offer_keeps_figures_live);
  g_test_add_func ("/ui/usage/hours-slider", test_hours_slider);
  g_test_add_func ("/ui/validation/refused", test_invalid_entries);
  g_test_add_func ("/ui/offers/dialog", test_offer_dialog);
  g_test_add_func ("/ui/usage/format-2-fields", test_usage_format2_fields);
  g_test_add_func ("/ui/offers/dialog-format-2", test_offer_dialog_format2);
  g_test_add_func ("/ui/results/verdict", test_verdict_headline);
  g_test_add_func ("/ui/results/verdict-caveats", test_verdict_caveats);
  g_test_add_func ("/ui/files/broken-file", test_broken_file_keeps_document);
  g_test_add_func ("/ui/files/save-then-open", test_save_then_open);
  g_test_add_func ("/ui/files/unsaved-changes", test_unsaved_changes);
  g_test_add_func ("/ui/files/open-asks-after-reading", test_open_asks_after_reading);
  g_test_add_func ("/ui/results/explain", test_explain_popovers);
  g_test_add_func ("/ui/files/export", test_export);
  g_test_add_func ("/ui/files/save-toast", test_save_toast);
  g_test_add_func ("/ui/history/undo-delete-part", test_undo_delete_part);
  g_test_add_func ("/ui/history/undo-delete-offer", test_undo_delete_offer);
  g_test_add_func ("/ui/history/undo-in-text-field", test_undo_in_text_field);
  g_test_add_func ("/ui/history/notes", test_notes);
  g_test_add_func ("/ui/screenshot", test_screenshot);
  g_test_add_func ("/ui/offer-dialog/auto-source", test_offer_dialog_auto_source);
  g_test_add_func ("/ui/parts/gpu-model", test_parts_gpu_model);
  g_test_add_func ("/ui/parts/category", test_parts_category);
  g_test_add_func ("/ui/usage/wall-power-hint", test_wall_power_hint);
  g_test_add_func ("/ui/usage/remove-exchange-rate", test_remove_exchange_rate_row);
  status = g_test_run ();
  if (test_dir != NULL)
    {
      g_autoptr(GDir) dir = g_dir_open (test_dir, 0, NULL);
      const char *name;

      while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *path = g_build_filename (test_dir, name, NULL);
          g_unlink (path);
        }
      g_rmdir (test_dir);
      g_clear_pointer (&test_dir, g_free);
    }
  return status;
}
