/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ui-limits.c: a field refuses, where it is typed, a value a project file could not hold,
 * says why beside it, and never leaves the figures on another value than the one it shows
 *
 * Just over the 800 lines a source file keeps to: each case shares the window and page set-up
 * helpers above, and a second program would copy them. */

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <math.h>
#include <string.h>
#include <sys/wait.h>

#include "breakeven-document.h"
#include "breakeven-format.h"
#include "breakeven-limits.h"
#include "breakeven-number-field.h"
#include "breakeven-offer-dialog.h"
#include "breakeven-offers-page.h"
#include "breakeven-part-entry.h"
#include "breakeven-part-model-cell.h"
#include "breakeven-parts-editor.h"
#include "breakeven-usage-page.h"
#include "breakeven-window.h"
#include "breakeven-xml.h"
#include "ui-test-helpers.h"

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

  offers_page = breakeven_window_get_page (window, "offers");
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


/* A name typed longer than a file may hold stops at the limit where it is typed (a part's name
 * and model, a burst's name), so what the window saves always opens again */
static void
test_name_length (void)
{
  BreakevenWindow *window = breakeven_window_new (NULL);
  g_autoptr(GString) typed = g_string_new (NULL);
  BreakevenProject *project;
  g_autoptr(BreakevenPart) part = NULL;
  g_autoptr(BreakevenBurst) burst = NULL;
  g_autoptr(BreakevenProject) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("breakeven-names-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "long.breakeven", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  GtkWidget *name, *model, *burst_name;

  for (int i = 0; i < BREAKEVEN_MAX_NAME_CHARS + 200; i++)
    g_string_append (typed, i % 2 ? "卡" : "a");
  breakeven_window_open_sample (window);
  gtk_window_present (GTK_WINDOW (window));
  flush_events ();
  project = breakeven_window_get_project (window);
  part = g_list_model_get_item (G_LIST_MODEL (breakeven_project_get_parts (project)), 0);
  g_assert_cmpint (breakeven_part_get_category (part), ==, BREAKEVEN_PART_GPU);

  name = find_by_name (GTK_WIDGET (window), "part-name");
  g_assert_true (breakeven_part_entry_get_part (BREAKEVEN_PART_ENTRY (name)) == part);
  gtk_editable_set_text (GTK_EDITABLE (name), typed->str);
  g_assert_cmpint (g_utf8_strlen (gtk_editable_get_text (GTK_EDITABLE (name)), -1), ==,
                   BREAKEVEN_MAX_NAME_CHARS);
  model = find_by_type (find_by_type (GTK_WIDGET (window), BREAKEVEN_TYPE_PART_MODEL_CELL),
                        GTK_TYPE_ENTRY);
  g_assert_nonnull (model);
  gtk_editable_set_text (GTK_EDITABLE (model), typed->str);
  flush_events ();
  g_assert_cmpint (g_utf8_strlen (breakeven_part_get_name (part), -1), ==,
                   BREAKEVEN_MAX_NAME_CHARS);
  g_assert_cmpint (g_utf8_strlen (breakeven_part_get_model (part), -1), ==,
                   BREAKEVEN_MAX_NAME_CHARS);

  /* a burst's, on the Usage & Costs page */
  {
    g_autoptr(BreakevenDocument) document = breakeven_document_new (project, NULL);
    GtkWidget *page = breakeven_usage_page_new ();
    GtkWidget *page_window = ui_test_show_page (page, document);

    click (find_by_name (page, "burst-add-button"));
    breakeven_document_flush (document);
    flush_events ();
    burst_name = find_by_name (page, "burst-name-row");
    gtk_editable_set_text (GTK_EDITABLE (burst_name), typed->str);
    flush_events ();
    burst = g_list_model_get_item (G_LIST_MODEL (breakeven_project_get_bursts (project)), 0);
    g_assert_cmpint (g_utf8_strlen (breakeven_burst_get_name (burst), -1), ==,
                     BREAKEVEN_MAX_NAME_CHARS);
    gtk_window_destroy (GTK_WINDOW (page_window));
    flush_events ();
  }

  /* and the project saves, and opens again as it was saved */
  g_assert_true (breakeven_project_save_to_file (project, file, NULL, &error));
  g_assert_no_error (error);
  again = breakeven_project_load_from_file (file, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (breakeven_part_get_name (g_list_model_get_item (
                     G_LIST_MODEL (breakeven_project_get_parts (again)), 0)), ==,
                   breakeven_part_get_name (part));

  gtk_window_destroy (GTK_WINDOW (window));
  flush_events ();
  g_unlink (path);
  g_rmdir (dir);
}

static BreakevenDocument *
sample_document (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BreakevenProject) project = breakeven_project_load_sample (&error);

  g_assert_no_error (error);
  return breakeven_document_new (project, NULL);
}

/* The reason the user reads beside the field, which screen readers get too */
static const char *
shown_reason (GtkWidget *field)
{
  GtkWidget *label = find_by_name (field, "field-reason");

  g_assert_true (gtk_widget_get_visible (label));
  g_assert_cmpstr (breakeven_widget_get_reason (field), ==, gtk_label_get_text (GTK_LABEL (label)));
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (field), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       gtk_label_get_text (GTK_LABEL (label)));
  return gtk_label_get_text (GTK_LABEL (label));
}

/* The number a field shows */
static double
shown_number (GtkWidget *field)
{
  double value = NAN;

  g_assert_true (breakeven_parse_decimal (gtk_editable_get_text (GTK_EDITABLE (field)), &value));
  return value;
}

/* A refused horizon: the reason is written beside the field while it is typed; once the focus
 * leaves, the field shows the horizon the figures use again, and says what was not used */
static void
test_refused_shows_reason (void)
{
  g_autoptr(BreakevenDocument) document = sample_document ();
  BreakevenProject *project = breakeven_document_get_project (document);
  GtkWidget *page = breakeven_usage_page_new ();
  GtkWidget *window = ui_test_show_page (page, document);
  GtkWidget *horizon = find_by_name (page, "horizon-row");
  GtkWidget *storage = find_by_name (page, "storage-row");
  double before = breakeven_project_get_horizon_months (project);

  gtk_widget_grab_focus (horizon);
  gtk_editable_set_text (GTK_EDITABLE (horizon), "0");
  flush_events ();
  g_assert_true (gtk_widget_has_css_class (horizon, "error"));
  g_assert_cmpstr (shown_reason (horizon), ==, "Between 1 and 240 months");
  gtk_test_accessible_assert_state (GTK_ACCESSIBLE (horizon), GTK_ACCESSIBLE_STATE_INVALID,
                                    GTK_ACCESSIBLE_INVALID_TRUE);
  g_assert_cmpfloat (breakeven_project_get_horizon_months (project), ==, before);
  gtk_test_widget_wait_for_draw (window);
  write_png (window, "field-refused.png");

  /* leaving the field: it shows what the analysis uses, and why */
  gtk_widget_grab_focus (storage);
  flush_events ();
  g_assert_false (gtk_widget_has_css_class (horizon, "error"));
  g_assert_cmpfloat (shown_number (horizon), ==, before);
  g_assert_cmpfloat (breakeven_document_get_analysis (document)->inputs.horizon_months, ==,
                     shown_number (horizon));
  g_assert_cmpstr (shown_reason (horizon), ==, "“0” was not used. Between 1 and 240 months");
  gtk_test_widget_wait_for_draw (window);
  write_png (window, "field-reverted.png");

  /* letters: not a number, said so; a good value then goes through, and the note goes */
  gtk_widget_grab_focus (horizon);
  gtk_editable_set_text (GTK_EDITABLE (horizon), "abc");
  flush_events ();
  g_assert_cmpstr (shown_reason (horizon), ==,
                   "Not a number: use digits and “.” as the decimal point");
  gtk_editable_set_text (GTK_EDITABLE (horizon), "48");
  flush_events ();
  g_assert_false (gtk_widget_get_visible (find_by_name (horizon, "field-reason")));
  g_assert_null (breakeven_widget_get_reason (horizon));
  gtk_widget_grab_focus (storage);
  flush_events ();
  g_assert_cmpfloat (shown_number (horizon), ==, 48);
  g_assert_cmpfloat (breakeven_document_get_analysis (document)->inputs.horizon_months, ==, 48);

  /* a currency that is no code: refused, said so, and the project's shown again on leaving */
  {
    GtkWidget *currency = find_by_name (page, "currency-row");

    gtk_widget_grab_focus (currency);
    gtk_editable_set_text (GTK_EDITABLE (currency), "yuan");
    flush_events ();
    g_assert_cmpstr (shown_reason (currency), ==,
                     "A currency is a three-letter code, such as CNY, USD or EUR");
    gtk_widget_grab_focus (storage);
    flush_events ();
    g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (currency)), ==, "CNY");
    g_assert_cmpstr (breakeven_document_get_analysis (document)->currency, ==, "CNY");
    g_assert_cmpstr (shown_reason (currency), ==,
                     "“yuan” was not used. A currency is a three-letter code, such as CNY, USD "
                     "or EUR");
  }

  /* the range of a percentage, from the property */
  {
    GtkWidget *interest = find_by_name (page, "interest-row");

    gtk_widget_grab_focus (interest);
    gtk_editable_set_text (GTK_EDITABLE (interest), "101");
    flush_events ();
    g_assert_cmpstr (shown_reason (interest), ==, "Between 0 and 100 %");
  }

  gtk_window_destroy (GTK_WINDOW (window));
  flush_events ();
}

/* Typed a key at a time, as a person types it: "1" of "1e999" is a good horizon, but once the
 * text is refused the project is back on the horizon it had before the typing began, and
 * leaving the field shows that one, never 1 */
static void
test_refused_prefix_not_kept (void)
{
  g_autoptr(BreakevenDocument) document = sample_document ();
  BreakevenProject *project = breakeven_document_get_project (document);
  GtkWidget *page = breakeven_usage_page_new ();
  GtkWidget *window = ui_test_show_page (page, document);
  GtkWidget *horizon = find_by_name (page, "horizon-row");
  GtkWidget *storage = find_by_name (page, "storage-row");
  double before = breakeven_project_get_horizon_months (project);
  const char *typed = "1e999";
  int position = 0;

  g_assert_cmpfloat (before, !=, 1);
  gtk_widget_grab_focus (horizon);
  gtk_editable_delete_text (GTK_EDITABLE (horizon), 0, -1);
  flush_events ();
  for (const char *c = typed; *c != '\0'; c++)
    {
      gtk_editable_insert_text (GTK_EDITABLE (horizon), c, 1, &position);
      flush_events ();
      if (c == typed)
        /* "1" alone is one month, and used while it is all there is */
        g_assert_cmpfloat (breakeven_project_get_horizon_months (project), ==, 1);
      else
        g_assert_cmpfloat (breakeven_project_get_horizon_months (project), ==, before);
    }
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (horizon)), ==, typed);
  g_assert_true (gtk_widget_has_css_class (horizon, "error"));
  g_assert_cmpfloat (breakeven_document_get_analysis (document)->inputs.horizon_months, ==,
                     before);

  gtk_widget_grab_focus (storage);
  flush_events ();
  g_assert_cmpfloat (shown_number (horizon), ==, before);
  g_assert_nonnull (strstr (shown_reason (horizon), "“1e999” was not used."));

  /* A percentage likewise: "5" is used, "500" is refused and the rate is the one before */
  {
    GtkWidget *interest = find_by_name (page, "interest-row");
    double interest_before = breakeven_project_get_interest_percent (project);
    int at = 0;

    gtk_widget_grab_focus (interest);
    gtk_editable_delete_text (GTK_EDITABLE (interest), 0, -1);
    flush_events ();
    gtk_editable_insert_text (GTK_EDITABLE (interest), "5", 1, &at);
    flush_events ();
    g_assert_cmpfloat (breakeven_project_get_interest_percent (project), ==, 5);
    gtk_editable_insert_text (GTK_EDITABLE (interest), "00", 2, &at);
    flush_events ();
    g_assert_cmpfloat (breakeven_project_get_interest_percent (project), ==, interest_before);
  }

  gtk_window_destroy (GTK_WINDOW (window));
  flush_events ();
}

/* FILE:LINE: MESSAGE without the file and line */
static const char *
without_location (const char *message)
{
  const char *colon = strstr (message, ": ");

  g_assert_nonnull (colon);
  return colon + 2;
}

/* work + idle hours past a day: the file, the command line and the window say the same */
static void
test_usage_rule_one_message (void)
{
  static const char xml[] =
    "<?xml version=\"1.0\"?>\n<breakeven-project format=\"2\">\n"
    "  <usage hours-per-day=\"20\" idle-hours-per-day=\"6\"/>\n</breakeven-project>\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(BreakevenProject) refused =
    breakeven_project_load_from_data (xml, strlen (xml), "day.breakeven", &error);
  g_autofree char *file_message = NULL;
  g_autofree char *cli_stderr = NULL;
  g_autofree char *sample = g_test_build_filename (G_TEST_DIST, "..", "data", "sample.breakeven",
                                                  NULL);
  g_autofree char *program = g_test_build_filename (G_TEST_BUILT, "..", "src", "breakeven", NULL);
  g_autoptr(BreakevenDocument) document = sample_document ();
  BreakevenProject *project = breakeven_document_get_project (document);
  GtkWidget *page, *window, *idle, *spin;
  int status = 0;

  /* the file, at the line of <usage> */
  g_assert_null (refused);
  g_assert_error (error, BREAKEVEN_XML_ERROR, BREAKEVEN_XML_ERROR_INVALID_VALUE);
  g_assert_true (g_str_has_prefix (error->message, "day.breakeven:3: "));
  file_message = g_strdup (without_location (error->message));
  g_assert_cmpstr (file_message, ==,
                   "work and idle hours add up to 26, more than the 24 hours of a day");

  /* the command line: --set over the sample's 12 hours, exit 2 */
  {
    const char *argv[] = { program, "--summary", "--set", "hours-per-day=20",
                           "--set", "idle-hours-per-day=6", sample, NULL };

    g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL,
                                 NULL, &cli_stderr, &status, NULL));
    g_assert_true (WIFEXITED (status));
    g_assert_cmpint (WEXITSTATUS (status), ==, 2);
    g_assert_nonnull (strstr (cli_stderr, file_message));
  }

  /* the window: 20 hours of work, then 6 idle typed */
  breakeven_project_set_hours_per_day (project, 20);
  page = breakeven_usage_page_new ();
  window = ui_test_show_page (page, document);
  idle = find_by_name (page, "idle-hours-row");
  gtk_widget_grab_focus (idle);
  gtk_editable_set_text (GTK_EDITABLE (idle), "6");
  flush_events ();
  g_assert_cmpint (g_ascii_strcasecmp (shown_reason (idle), file_message), ==, 0);
  g_assert_true (g_str_has_prefix (shown_reason (idle), "Work"));
  g_assert_cmpfloat (breakeven_project_get_idle_hours_per_day (project), ==, 0);

  /* the cloud's idle hours are held to the same rule, with the same words */
  {
    GtkWidget *cloud_idle = find_by_name (page, "cloud-idle-hours-row");

    gtk_widget_grab_focus (cloud_idle);
    flush_events ();
    /* idle left with 6 refused: it shows the 0 in use again */
    g_assert_cmpfloat (shown_number (idle), ==, 0);
    gtk_editable_set_text (GTK_EDITABLE (cloud_idle), "6");
    flush_events ();
    g_assert_cmpint (g_ascii_strcasecmp (shown_reason (cloud_idle), file_message), ==, 0);
    gtk_editable_set_text (GTK_EDITABLE (cloud_idle), "");
    flush_events ();
  }

  /* the work hours: 4 idle hours allowed, then 22 of work refused in the spin button; the
   * spin button and the slider show the 20 the figures use, and the row says why */
  gtk_widget_grab_focus (idle);
  gtk_editable_set_text (GTK_EDITABLE (idle), "4");
  flush_events ();
  g_assert_cmpfloat (breakeven_project_get_idle_hours_per_day (project), ==, 4);
  spin = find_by_name (page, "hours-spin");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 22);
  flush_events ();
  g_assert_cmpfloat (breakeven_project_get_hours_per_day (project), ==, 20);
  g_assert_cmpfloat (gtk_spin_button_get_value (GTK_SPIN_BUTTON (spin)), ==, 20);
  g_assert_cmpfloat (breakeven_document_get_analysis (document)->inputs.hours_per_day, ==, 20);
  g_assert_cmpint (g_ascii_strcasecmp (adw_action_row_get_subtitle (
                     ADW_ACTION_ROW (find_by_name (page, "hours-row"))),
                     "work and idle hours add up to 26, more than the 24 hours of a day"), ==, 0);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "Work and idle hours add up to 26, more than the 24 hours "
                                       "of a day");
  /* 19 fits: taken, and the reason goes */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 19);
  flush_events ();
  g_assert_cmpfloat (breakeven_project_get_hours_per_day (project), ==, 19);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (find_by_name (page, "hours-row"))),
                   ==, "");

  gtk_window_destroy (GTK_WINDOW (window));
  flush_events ();
}

static const char *
apply_reason (BreakevenOfferDialog *dialog)
{
  GtkWidget *label = find_by_name (GTK_WIDGET (dialog), "offer-apply-reason");

  return gtk_widget_get_visible (label) ? gtk_label_get_text (GTK_LABEL (label)) : NULL;
}

/* Add Offer refuses an empty offer: Add stays insensitive and the dialog says what is missing,
 * until the offer has a name and a price (or is said to be free) */
static void
test_offer_dialog_needs_offer (void)
{
  g_autoptr(BreakevenDocument) document = sample_document ();
  BreakevenProject *project = breakeven_document_get_project (document);
  GListModel *offers = G_LIST_MODEL (breakeven_project_get_offers (project));
  guint n = g_list_model_get_n_items (offers);
  BreakevenOfferDialog *dialog = breakeven_offer_dialog_new (NULL, project, NULL);
  GtkWidget *apply = find_by_name (GTK_WIDGET (dialog), "offer-apply");
  GtkWidget *free_switch = find_by_name (GTK_WIDGET (dialog), "offer-free");
  GtkWidget *price = find_by_name (GTK_WIDGET (dialog), "offer-price");
  g_autoptr(BreakevenOffer) added = NULL;

  gtk_window_present (GTK_WINDOW (dialog));
  flush_events ();
  g_assert_false (gtk_widget_get_sensitive (apply));
  g_assert_cmpstr (apply_reason (dialog), ==, "Name the provider or the offer");
  g_assert_false (breakeven_offer_dialog_apply (dialog));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (dialog));
  write_png (GTK_WIDGET (dialog), "offer-dialog-empty.png");

  /* blanks are no name */
  gtk_editable_set_text (GTK_EDITABLE (find_by_name (GTK_WIDGET (dialog), "offer-provider")), "  ");
  flush_events ();
  g_assert_cmpstr (apply_reason (dialog), ==, "Name the provider or the offer");
  gtk_editable_set_text (GTK_EDITABLE (find_by_name (GTK_WIDGET (dialog), "offer-provider")),
                         "Vast");
  flush_events ();
  g_assert_false (gtk_widget_get_sensitive (apply));
  g_assert_cmpstr (apply_reason (dialog), ==, "Enter a price per hour above 0, or turn on “Free”");
  gtk_editable_set_text (GTK_EDITABLE (price), "0");
  flush_events ();
  g_assert_false (gtk_widget_get_sensitive (apply));

  /* free, said so: it can be added, at 0 */
  gtk_switch_set_active (GTK_SWITCH (free_switch), TRUE);
  flush_events ();
  g_assert_true (gtk_widget_get_sensitive (apply));
  g_assert_null (apply_reason (dialog));
  g_assert_false (gtk_widget_get_sensitive (price));

  /* not free: a price above 0 */
  gtk_switch_set_active (GTK_SWITCH (free_switch), FALSE);
  flush_events ();
  g_assert_false (gtk_widget_get_sensitive (apply));
  gtk_editable_set_text (GTK_EDITABLE (price), "0.4");
  flush_events ();
  g_assert_true (gtk_widget_get_sensitive (apply));
  g_assert_null (apply_reason (dialog));

  /* a speed below what a file holds is refused, with the limit written in full */
  {
    GtkWidget *speed = find_by_name (GTK_WIDGET (dialog), "offer-speed");

    gtk_editable_set_text (GTK_EDITABLE (speed), "0.0000001");
    flush_events ();
    g_assert_cmpstr (shown_reason (speed), ==, "Must be at least 0.000001");
    g_assert_false (gtk_widget_get_sensitive (apply));
    gtk_editable_set_text (GTK_EDITABLE (speed), "0.000001");
    flush_events ();
    g_assert_true (gtk_widget_get_sensitive (apply));
  }

  /* a short-lived promotion, said so on the offer */
  {
    GtkWidget *row = find_by_name (GTK_WIDGET (dialog), "offer-promotion-row");

    g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==,
                     "Short-lived promotion");
    g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==,
                     "Not used as the default comparison");
    gtk_switch_set_active (GTK_SWITCH (find_by_name (GTK_WIDGET (dialog), "offer-promotion")),
                           TRUE);
  }
  g_assert_true (breakeven_offer_dialog_apply (dialog));
  gtk_window_destroy (GTK_WINDOW (dialog));
  flush_events ();
  g_assert_cmpuint (g_list_model_get_n_items (offers), ==, n + 1);
  added = g_list_model_get_item (offers, n);
  g_assert_cmpstr (breakeven_offer_get_provider (added), ==, "Vast");
  g_assert_cmpfloat (breakeven_offer_get_price_per_hour (added), ==, 0.4);
  g_assert_true (breakeven_offer_get_promotion (added));

  /* an offer saved free opens as free, and can be saved */
  breakeven_offer_set_price_per_hour (added, 0);
  dialog = breakeven_offer_dialog_new (NULL, project, added);
  gtk_window_present (GTK_WINDOW (dialog));
  flush_events ();
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (find_by_name (GTK_WIDGET (dialog), "offer-free"))));
  g_assert_true (gtk_widget_get_sensitive (find_by_name (GTK_WIDGET (dialog), "offer-apply")));
  gtk_window_destroy (GTK_WINDOW (dialog));
  flush_events ();
}

/* One choice prices the build; a quote cheaper than the parts reads so, on one line */
static void
test_vendor_quote_choice (void)
{
  g_autoptr(BreakevenDocument) document = sample_document ();
  BreakevenProject *project = breakeven_document_get_project (document);
  GtkWidget *editor = breakeven_parts_editor_new ();
  GtkWidget *window = ui_test_show_page (editor, document);
  AdwComboRow *price_as = ADW_COMBO_ROW (find_by_name (editor, "price-build-as"));
  GtkWidget *quote = find_by_name (editor, "quote-price");
  GtkLabel *premium = GTK_LABEL (find_by_name (editor, "quote-premium"));
  double parts = breakeven_project_get_parts_total (project);
  g_autofree char *cheaper = g_strdup_printf ("%.0f", parts - 1200);
  GtkStringObject *item;

  /* the sample has a quote it only compares: priced as the parts */
  g_assert_true (breakeven_project_get_has_vendor_quote (project));
  g_assert_false (breakeven_project_get_use_vendor_quote (project));
  g_assert_cmpuint (adw_combo_row_get_selected (price_as), ==, 0);
  item = GTK_STRING_OBJECT (adw_combo_row_get_selected_item (price_as));
  g_assert_cmpstr (gtk_string_object_get_string (item), ==, "Separate parts");
  g_assert_cmpfloat (breakeven_document_get_analysis (document)->inputs.capex, ==, parts);
  g_assert_true (gtk_widget_get_visible (quote));

  /* priced as the quote, ¥1,200 below the parts */
  adw_combo_row_set_selected (price_as, 1);
  gtk_editable_set_text (GTK_EDITABLE (quote), cheaper);
  flush_events ();
  item = GTK_STRING_OBJECT (adw_combo_row_get_selected_item (price_as));
  g_assert_cmpstr (gtk_string_object_get_string (item), ==, "Vendor quote");
  g_assert_true (breakeven_project_get_use_vendor_quote (project));
  g_assert_cmpfloat (breakeven_document_get_analysis (document)->inputs.capex, ==, parts - 1200);
  g_assert_cmpstr (gtk_label_get_text (premium), ==, "¥1,200.00 below the parts");
  g_assert_null (strchr (gtk_label_get_text (premium), '-'));
  gtk_test_widget_wait_for_draw (window);
  write_png (window, "vendor-quote.png");
  /* one line: as tall as a line of its text */
  {
    int height, line_height;
    PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (premium), "¥");

    gtk_widget_measure (GTK_WIDGET (premium), GTK_ORIENTATION_VERTICAL, -1, &height, NULL,
                        NULL, NULL);
    pango_layout_get_pixel_size (layout, NULL, &line_height);
    g_assert_cmpint (height, <, 2 * line_height);
    g_object_unref (layout);
  }

  /* back to the parts: the quote is kept, only compared, and the row says so */
  adw_combo_row_set_selected (price_as, 0);
  flush_events ();
  g_assert_false (breakeven_project_get_use_vendor_quote (project));
  g_assert_cmpfloat (breakeven_document_get_analysis (document)->inputs.capex, ==, parts);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (price_as)), ==,
                   "The sum of the parts; the quote is only compared");
  g_assert_cmpstr (gtk_label_get_text (premium), ==, "¥1,200.00 below the parts");

  /* undone from elsewhere (a file without a quote): the choice follows */
  breakeven_project_set_vendor_quote (project, parts + 500);
  breakeven_project_set_use_vendor_quote (project, TRUE);
  flush_events ();
  g_assert_cmpuint (adw_combo_row_get_selected (price_as), ==, 1);
  g_assert_cmpstr (gtk_label_get_text (premium), ==, "¥500.00 above the parts");
  breakeven_project_set_has_vendor_quote (project, FALSE);
  flush_events ();
  g_assert_cmpuint (adw_combo_row_get_selected (price_as), ==, 0);
  g_assert_false (gtk_widget_get_visible (quote));

  gtk_window_destroy (GTK_WINDOW (window));
  flush_events ();
}

/* New: a working day of 8 hours over 36 months; a file that says nothing keeps 0 hours */
static void
test_new_project_defaults (void)
{
  static const char xml[] =
    "<?xml version=\"1.0\"?>\n<breakeven-project format=\"2\"/>\n";
  BreakevenWindow *window = breakeven_window_new (NULL);
  BreakevenProject *project;
  g_autoptr(GError) error = NULL;
  g_autoptr(BreakevenProject) from_file =
    breakeven_project_load_from_data (xml, strlen (xml), "empty.breakeven", &error);

  g_assert_no_error (error);
  g_assert_cmpfloat (breakeven_project_get_hours_per_day (from_file), ==, 0);
  g_assert_cmpfloat (breakeven_project_get_horizon_months (from_file), ==, 36);

  breakeven_window_open_sample (window);
  gtk_window_present (GTK_WINDOW (window));
  flush_events ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new", NULL));
  flush_events ();
  project = breakeven_window_get_project (window);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (breakeven_project_get_parts (project))),
                    ==, 0);
  g_assert_cmpfloat (breakeven_project_get_hours_per_day (project), ==, 8);
  g_assert_cmpfloat (breakeven_project_get_horizon_months (project), ==, 36);
  /* what the fields show */
  g_assert_cmpfloat (gtk_spin_button_get_value (
                       GTK_SPIN_BUTTON (find_on_page (window, "usage", "hours-spin"))), ==, 8);
  g_assert_cmpfloat (shown_number (find_on_page (window, "usage", "horizon-row")), ==, 36);

  gtk_window_destroy (GTK_WINDOW (window));
  flush_events ();
}

int
main (int    argc,
      char **argv)
{
  /* The accessible descriptions are read through GTK's test accessibility backend */
  g_setenv ("GTK_A11Y", "test", TRUE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/ui/limits/money", test_money_limit);
  g_test_add_func ("/ui/limits/last-file-unreadable", test_last_file_unreadable);
  g_test_add_func ("/ui/limits/items", test_item_limits);
  g_test_add_func ("/ui/limits/name-length", test_name_length);
  g_test_add_func ("/ui/fields/refused-shows-reason", test_refused_shows_reason);
  g_test_add_func ("/ui/fields/refused-prefix-not-kept", test_refused_prefix_not_kept);
  g_test_add_func ("/ui/fields/usage-rule-one-message", test_usage_rule_one_message);
  g_test_add_func ("/ui/fields/offer-needs-name-and-price", test_offer_dialog_needs_offer);
  g_test_add_func ("/ui/fields/vendor-quote-choice", test_vendor_quote_choice);
  g_test_add_func ("/ui/fields/new-project-defaults", test_new_project_defaults);
  return g_test_run ();
}
