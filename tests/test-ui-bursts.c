/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ui-bursts.c: bursts in the window: the rows of the Usage & Costs page (add, edit,
 * duplicate, remove, each one undo step), their fields refusing what a file could not hold,
 * the line under each burst, the verdict's second line, and the Deadline Bursts example opened
 * from the main menu with the hybrid as its verdict */

#include "config.h"

#include <adwaita.h>
#include <math.h>

#include "breakeven-document.h"
#include "breakeven-format.h"
#include "breakeven-number-field.h"
#include "breakeven-offer-dialog.h"
#include "breakeven-offers-page.h"
#include "breakeven-results-view.h"
#include "breakeven-usage-page.h"
#include "breakeven-window.h"
#include "breakeven-xml.h"
#include "ui-test-helpers.h"

/* Helpers ----------------------------------------------------------------------------------- */

/* tests/fixtures/deadlines.breakeven: 4 h of work a day, the build at most 20 h a day, one
 * burst "Conference deadline" of 300 h in 10 days, twice a year from month 4, 36 months */
static BreakevenDocument *
deadlines_document (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "fixtures", "deadlines.breakeven",
                                                 NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  BreakevenDocument *document = breakeven_document_new_for_file (file, &error);

  g_assert_no_error (error);
  return document;
}


/* The widget named NAME of the INDEX-th burst row (the rows are rebuilt when bursts are added
 * or removed: found again each time) */
static GtkWidget *
burst_widget (GtkWidget  *page,
              guint       index,
              const char *name)
{
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();

  collect_by_name (page, "burst-row", rows);
  g_assert_cmpuint (index, <, rows->len);
  return find_by_name (g_ptr_array_index (rows, index), name);
}

static guint
n_burst_rows (GtkWidget *page)
{
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();

  collect_by_name (page, "burst-row", rows);
  return rows->len;
}

static BreakevenBurst *
nth_burst (BreakevenDocument *document,
           guint              index)
{
  GListModel *bursts = G_LIST_MODEL (breakeven_project_get_bursts (
    breakeven_document_get_project (document)));
  BreakevenBurst *burst = g_list_model_get_item (bursts, index);

  g_assert_nonnull (burst);
  g_object_unref (burst); /* the project keeps it */
  return burst;
}

static guint
n_bursts (BreakevenDocument *document)
{
  return g_list_model_get_n_items (G_LIST_MODEL (breakeven_project_get_bursts (
    breakeven_document_get_project (document))));
}

/* Types TEXT into FIELD as a user does: focus, text, then the focus moves on (ending the step) */
static void
type_into (GtkWidget  *field,
           GtkWidget  *elsewhere,
           const char *text)
{
  gtk_widget_grab_focus (field);
  gtk_editable_set_text (GTK_EDITABLE (field), text);
  flush_events ();
  gtk_widget_grab_focus (elsewhere);
  flush_events ();
}

/* The reason written beside a field, the one screen readers get too */
static const char *
shown_reason (GtkWidget *field)
{
  GtkWidget *label = find_by_name (field, "field-reason");

  g_assert_true (gtk_widget_get_visible (label));
  g_assert_cmpstr (breakeven_widget_get_reason (field), ==,
                   gtk_label_get_text (GTK_LABEL (label)));
  return gtk_label_get_text (GTK_LABEL (label));
}

static void
undo (BreakevenDocument *document)
{
  breakeven_document_flush (document);
  breakeven_document_undo (document);
  flush_events ();
  breakeven_document_flush (document);
  flush_events ();
}

/* Tests ------------------------------------------------------------------------------------- */

/* Add, edit, duplicate and remove through the rows; undo takes back each step, in turn */
static void
test_rows_undo (void)
{
  g_autoptr(BreakevenDocument) document = deadlines_document ();
  GtkWidget *page = breakeven_usage_page_new ();
  GtkWidget *window = ui_test_show_page (page, document);
  GtkWidget *elsewhere = find_by_name (page, "horizon-row");
  double added_hours, added_days;

  g_assert_cmpuint (n_bursts (document), ==, 1);
  g_assert_cmpuint (n_burst_rows (page), ==, 1);

  /* add */
  click (find_by_name (page, "burst-add-button"));
  breakeven_document_flush (document);
  g_assert_cmpuint (n_bursts (document), ==, 2);
  g_assert_cmpuint (n_burst_rows (page), ==, 2);
  g_assert_cmpstr (breakeven_document_get_undo_label (document), ==, "Undo Add Burst");
  added_hours = breakeven_burst_get_work_hours (nth_burst (document, 1));
  added_days = breakeven_burst_get_days (nth_burst (document, 1));
  g_assert_cmpfloat (added_hours, !=, 120);
  g_assert_cmpfloat (added_days, !=, 5);

  /* edit its work hours, then its days, then its name: one step each */
  type_into (burst_widget (page, 1, "burst-work-hours-row"), elsewhere, "120");
  breakeven_document_flush (document);
  g_assert_cmpfloat (breakeven_burst_get_work_hours (nth_burst (document, 1)), ==, 120);
  g_assert_cmpstr (breakeven_document_get_undo_label (document), ==, "Undo Edit Burst");
  type_into (burst_widget (page, 1, "burst-days-row"), elsewhere, "5");
  g_assert_cmpfloat (breakeven_burst_get_days (nth_burst (document, 1)), ==, 5);
  type_into (burst_widget (page, 1, "burst-name-row"), elsewhere, "Thesis");
  g_assert_cmpstr (breakeven_burst_get_name (nth_burst (document, 1)), ==, "Thesis");
  breakeven_document_flush (document);
  flush_events ();
  g_assert_cmpstr (adw_preferences_row_get_title (
                     ADW_PREFERENCES_ROW (burst_widget (page, 1, "burst-row"))),
                   ==, "Thesis");

  /* duplicate it: a third burst equal to it, right after it */
  click (burst_widget (page, 1, "burst-duplicate-button"));
  breakeven_document_flush (document);
  g_assert_cmpuint (n_bursts (document), ==, 3);
  g_assert_true (breakeven_burst_equal (nth_burst (document, 1), nth_burst (document, 2)));
  g_assert_cmpstr (breakeven_document_get_undo_label (document), ==, "Undo Duplicate Burst");

  /* remove the first */
  click (burst_widget (page, 0, "burst-remove-button"));
  breakeven_document_flush (document);
  g_assert_cmpuint (n_bursts (document), ==, 2);
  g_assert_cmpuint (n_burst_rows (page), ==, 2);
  g_assert_cmpstr (breakeven_burst_get_name (nth_burst (document, 0)), ==, "Thesis");
  g_assert_cmpstr (breakeven_document_get_undo_label (document), ==, "Undo Delete Burst");

  /* undo, step by step, and the rows follow */
  undo (document);
  g_assert_cmpuint (n_bursts (document), ==, 3);
  g_assert_cmpuint (n_burst_rows (page), ==, 3);
  g_assert_cmpstr (breakeven_burst_get_name (nth_burst (document, 0)), ==, "Conference deadline");
  undo (document);
  g_assert_cmpuint (n_bursts (document), ==, 2);
  g_assert_cmpuint (n_burst_rows (page), ==, 2);
  undo (document);
  g_assert_cmpstr (breakeven_burst_get_name (nth_burst (document, 1)), !=, "Thesis");
  undo (document);
  g_assert_cmpfloat (breakeven_burst_get_days (nth_burst (document, 1)), ==, added_days);
  g_assert_cmpfloat (breakeven_burst_get_work_hours (nth_burst (document, 1)), ==, 120);
  {
    g_autofree char *shown = breakeven_number_to_text (added_days);

    g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (burst_widget (page, 1, "burst-days-row"))),
                     ==, shown);
  }
  undo (document);
  g_assert_cmpfloat (breakeven_burst_get_work_hours (nth_burst (document, 1)), ==, added_hours);
  undo (document);
  g_assert_cmpuint (n_bursts (document), ==, 1);
  g_assert_cmpuint (n_burst_rows (page), ==, 1);
  g_assert_false (breakeven_document_get_modified (document));

  gtk_window_destroy (GTK_WINDOW (window));
  flush_events ();
}

/* The reader's rules, where typed, with the reason; the model keeps its value */
static void
test_fields_refuse (void)
{
  g_autoptr(BreakevenDocument) document = deadlines_document ();
  BreakevenProject *project = breakeven_document_get_project (document);
  GtkWidget *page = breakeven_usage_page_new ();
  GtkWidget *window = ui_test_show_page (page, document);
  BreakevenBurst *burst = nth_burst (document, 0);
  GtkWidget *days = burst_widget (page, 0, "burst-days-row");
  GtkWidget *hours = burst_widget (page, 0, "burst-work-hours-row");
  GtkWidget *first = burst_widget (page, 0, "burst-first-month-row");
  GtkWidget *per_year = burst_widget (page, 0, "burst-per-year-row");
  GtkWidget *build_max = find_by_name (page, "build-max-row");

  /* a burst of 0 days */
  gtk_widget_grab_focus (days);
  gtk_editable_set_text (GTK_EDITABLE (days), "0");
  flush_events ();
  g_assert_true (gtk_widget_has_css_class (days, "error"));
  g_assert_cmpstr (shown_reason (days), ==, "Must be at least 1");
  g_assert_cmpfloat (breakeven_burst_get_days (burst), ==, 10);
  gtk_editable_set_text (GTK_EDITABLE (days), "367");
  flush_events ();
  g_assert_cmpstr (shown_reason (days), ==, "Must be at most 366");
  g_assert_cmpfloat (breakeven_burst_get_days (burst), ==, 10);

  /* 100001 hours of work, and none */
  gtk_widget_grab_focus (hours);
  gtk_editable_set_text (GTK_EDITABLE (hours), "100001");
  flush_events ();
  g_assert_true (gtk_widget_has_css_class (hours, "error"));
  g_assert_cmpstr (shown_reason (hours), ==, "Must be at most 100,000");
  g_assert_cmpfloat (breakeven_burst_get_work_hours (burst), ==, 300);
  gtk_editable_set_text (GTK_EDITABLE (hours), "0");
  flush_events ();
  g_assert_cmpstr (shown_reason (hours), ==, "Must be more than 0");
  gtk_editable_set_text (GTK_EDITABLE (hours), "100000");
  flush_events ();
  g_assert_false (gtk_widget_has_css_class (hours, "error"));
  g_assert_cmpfloat (breakeven_burst_get_work_hours (burst), ==, 100000);

  /* 13 times a year, a first month at the horizon */
  gtk_widget_grab_focus (per_year);
  gtk_editable_set_text (GTK_EDITABLE (per_year), "13");
  flush_events ();
  g_assert_cmpstr (shown_reason (per_year), ==, "Must be at most 12");
  g_assert_cmpuint (breakeven_burst_get_per_year (burst), ==, 2);
  gtk_widget_grab_focus (first);
  gtk_editable_set_text (GTK_EDITABLE (first), "36");
  flush_events ();
  g_assert_cmpstr (shown_reason (first), ==, "Below the horizon of 36 months");
  g_assert_cmpfloat (breakeven_burst_get_first_month (burst), ==, 4);

  /* and the horizon, the other way: above that first month of 4 */
  {
    GtkWidget *horizon = find_by_name (page, "horizon-row");

    gtk_widget_grab_focus (horizon);
    gtk_editable_set_text (GTK_EDITABLE (horizon), "4");
    flush_events ();
    g_assert_cmpstr (shown_reason (horizon), ==,
                     "Must be above the first month of every burst (4)");
    g_assert_cmpfloat (breakeven_project_get_horizon_months (project), ==, 36);
    gtk_editable_set_text (GTK_EDITABLE (horizon), "5");
    flush_events ();
    g_assert_false (gtk_widget_has_css_class (horizon, "error"));
    g_assert_cmpfloat (breakeven_project_get_horizon_months (project), ==, 5);
    /* a first month of 5 is now past it */
    gtk_widget_grab_focus (first);
    gtk_editable_set_text (GTK_EDITABLE (first), "5");
    flush_events ();
    g_assert_cmpstr (shown_reason (first), ==, "Below the horizon of 5 months");
  }

  /* the build's most hours a day: above 0, and at least the 4 hours of work */
  gtk_widget_grab_focus (build_max);
  gtk_editable_set_text (GTK_EDITABLE (build_max), "0");
  flush_events ();
  g_assert_cmpstr (shown_reason (build_max), ==, "Must be more than 0");
  gtk_editable_set_text (GTK_EDITABLE (build_max), "3");
  flush_events ();
  g_assert_cmpstr (shown_reason (build_max), ==,
                   "4 hours of work a day are more than the build’s most of 3 hours a day");
  g_assert_cmpfloat (breakeven_project_get_build_max_hours_per_day (project), ==, 20);
  gtk_editable_set_text (GTK_EDITABLE (build_max), "4");
  flush_events ();
  g_assert_false (gtk_widget_has_css_class (build_max, "error"));
  g_assert_cmpfloat (breakeven_project_get_build_max_hours_per_day (project), ==, 4);

  /* and the hours of work, the other way: no more than the build's most, now 4 */
  {
    GtkWidget *spin = find_by_name (page, "hours-spin");

    gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 5);
    flush_events ();
    g_assert_cmpfloat (breakeven_project_get_hours_per_day (project), ==, 4);
    g_assert_cmpfloat (gtk_spin_button_get_value (GTK_SPIN_BUTTON (spin)), ==, 4);
    g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (find_by_name (page,
                                                                               "hours-row"))),
                     ==, "5 hours of work a day are more than the build’s most of 4 hours a day");
    gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 3);
    flush_events ();
    g_assert_cmpfloat (breakeven_project_get_hours_per_day (project), ==, 3);
  }

  gtk_window_destroy (GTK_WINDOW (window));
  flush_events ();
}

static const char *
burst_line (GtkWidget *page,
            guint      index)
{
  return adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (burst_widget (page, index,
                                                                        "burst-row")));
}

/* Under each burst, what it means for the build: late, in time, never */
static void
test_burst_lines (void)
{
  g_autoptr(BreakevenDocument) document = deadlines_document ();
  GtkWidget *page = breakeven_usage_page_new ();
  GtkWidget *window = ui_test_show_page (page, document);
  GtkWidget *elsewhere = find_by_name (page, "horizon-row");
  /* 20 h a day at most, 4 of them the daily work: 16 left a day, 160 in 10 days, and the
   * other 140 of 300 take 140 / 16 = 8.75 more days */
  double free_per_day = 20 - 4;
  g_autofree char *capacity = breakeven_format_number (free_per_day * 10, 0);
  g_autofree char *late = breakeven_format_number ((300 - free_per_day * 10) / free_per_day, 1);
  g_autofree char *late_line =
    g_strdup_printf ("The build can do %s of 300 hours in 10 days: %s days late.", capacity, late);

  g_assert_cmpstr (late_line, ==, "The build can do 160 of 300 hours in 10 days: 8.8 days late.");
  g_assert_cmpstr (burst_line (page, 0), ==, late_line);

  /* 150 hours fit in the 160 */
  type_into (burst_widget (page, 0, "burst-work-hours-row"), elsewhere, "150");
  breakeven_document_flush (document);
  flush_events ();
  g_assert_cmpstr (burst_line (page, 0), ==, "The build can do all 150 hours in 10 days.");

  /* with the build at most the 4 hours of the daily work, nothing is left for a burst */
  type_into (find_by_name (page, "build-max-row"), elsewhere, "4");
  breakeven_document_flush (document);
  flush_events ();
  g_assert_cmpstr (burst_line (page, 0), ==,
                   "The build has no hours left for the 150 hours in 10 days: it can never do "
                   "them alone.");

  gtk_window_destroy (GTK_WINDOW (window));
  flush_events ();
}

/* The verdict's second line: what the build alone would do, only when it is late */
static void
test_verdict_build_alone (void)
{
  g_autoptr(BreakevenDocument) document = deadlines_document ();
  BreakevenProject *project = breakeven_document_get_project (document);
  GtkWidget *view = breakeven_results_view_new ();
  GtkWidget *window = gtk_window_new ();
  GtkWidget *alone;

  g_object_set (view, "document", document, NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 1200, 400);
  gtk_window_set_child (GTK_WINDOW (window), view);
  gtk_window_present (GTK_WINDOW (window));
  gtk_test_widget_wait_for_draw (window);
  flush_events ();
  alone = find_by_name (view, "verdict-alone");

  /* late: 140 hours past the build's 160, at 16 hours a day */
  g_assert_true (gtk_widget_get_visible (alone));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (alone)), ==,
                   "The build alone would finish Conference deadline 8.8 days late.");

  /* in time: no second line */
  breakeven_burst_set_work_hours (nth_burst (document, 0), 150);
  breakeven_document_flush (document);
  flush_events ();
  g_assert_false (gtk_widget_get_visible (alone));

  /* never */
  breakeven_project_set_build_max_hours_per_day (project, 4);
  breakeven_document_flush (document);
  flush_events ();
  g_assert_true (gtk_widget_get_visible (alone));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (alone)), ==,
                   "The build alone can never finish Conference deadline: it has no hours left "
                   "beside the daily work.");

  /* no bursts at all: no second line */
  g_list_store_remove_all (breakeven_project_get_bursts (project));
  breakeven_document_flush (document);
  flush_events ();
  g_assert_false (gtk_widget_get_visible (alone));

  gtk_window_destroy (GTK_WINDOW (window));
  flush_events ();
}

/* The offers page: per offer, what owning the build and renting it for the bursts costs, and
 * the instances a whole burst needs in time; nothing of it without bursts */
static void
test_offer_rows (void)
{
  g_autoptr(BreakevenDocument) document = deadlines_document ();
  BreakevenProject *project = breakeven_document_get_project (document);
  GtkWidget *page = breakeven_offers_page_new ();
  GtkWidget *window = ui_test_show_page (page, document);
  g_autoptr(GPtrArray) lines = g_ptr_array_new ();
  /* AutoDL RTX 4090D at 2.58: the build (23,592 and 600 W x 4 h x 0.6 a kWh a day for 36
   * months) and, at each of the 6 deadlines, 160 h on the build (0.36 of electricity an hour)
   * and 140 h rented; 300 h in 10 days at speed 1 takes ceil (300 / 240) = 2 instances */
  double hybrid = 23592 + 0.6 * 4 * 0.6 * 365.0 / 12 * 36 + 6 * (160 * 0.36 + 140 * 2.58);
  g_autofree char *cost = breakeven_format_money (hybrid, "CNY", 0);
  g_autofree char *expected =
    g_strdup_printf ("Build + rent: %s over 36 months · a burst in time needs %d instances",
                     cost, (int) ceil (300.0 / (24 * 10)));
  GtkWidget *first;

  collect_by_name (page, "offer-strategy", lines);
  g_assert_cmpuint (lines->len, ==, 3);
  first = g_ptr_array_index (lines, 0);
  g_assert_true (gtk_widget_get_visible (first));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (first)), ==, expected);

  /* without bursts, the rows say nothing of them */
  g_list_store_remove_all (breakeven_project_get_bursts (project));
  breakeven_document_flush (document);
  flush_events ();
  g_assert_false (gtk_widget_get_visible (first));

  gtk_window_destroy (GTK_WINDOW (window));
  flush_events ();
}

/* An offer's setup hours, in its dialog: refused past what a file holds, kept when applied */
static void
test_offer_setup_hours (void)
{
  g_autoptr(BreakevenDocument) document = deadlines_document ();
  BreakevenProject *project = breakeven_document_get_project (document);
  g_autoptr(BreakevenOffer) offer =
    g_list_model_get_item (G_LIST_MODEL (breakeven_project_get_offers (project)), 0);
  BreakevenOfferDialog *dialog = breakeven_offer_dialog_new (NULL, project, offer);
  GtkWidget *hours = find_by_name (GTK_WIDGET (dialog), "offer-setup-hours");
  GtkWidget *apply = find_by_name (GTK_WIDGET (dialog), "offer-apply");

  gtk_window_present (GTK_WINDOW (dialog));
  flush_events ();
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (hours)), ==, "0");
  gtk_widget_grab_focus (hours);
  gtk_editable_set_text (GTK_EDITABLE (hours), "10001");
  flush_events ();
  g_assert_cmpstr (shown_reason (hours), ==, "Must be at most 10,000");
  g_assert_false (gtk_widget_get_sensitive (apply));
  gtk_editable_set_text (GTK_EDITABLE (hours), "1.5");
  flush_events ();
  g_assert_true (gtk_widget_get_sensitive (apply));
  g_assert_true (breakeven_offer_dialog_apply (dialog));
  gtk_window_destroy (GTK_WINDOW (dialog));
  flush_events ();
  g_assert_cmpfloat (breakeven_offer_get_setup_hours (offer), ==, 1.5);
}

/* The main menu's "Open Example: Deadline Bursts": the hybrid is its verdict, and the figures
 * are the hybrid's, as computed here by hand */
static void
test_example_from_menu (void)
{
  BreakevenWindow *window = breakeven_window_new (NULL);
  BreakevenDocument *document;
  BreakevenAnalysis *a;
  const char *verdict;
  /* The build: 23,592 of parts, then 600 W x 12 h x 0.6 a kWh every day of 36 months.  Each of
   * the 6 deadlines before month 36 (months 4, 10, 16, 22, 28, 34): 20 - 12 = 8 h a day on the
   * build for 10 days, 80 h at 0.36 of electricity, and the other 220 h rented at 2.58 */
  double build = 23592 + 0.6 * 12 * 0.6 * 365.0 / 12 * 36;
  double hybrid = build + 6 * (80 * 0.6 * 0.6 + 220 * 2.58);
  double rent = 2.58 * (12 * 365.0 / 12 * 36 + 6 * 300);
  g_autofree char *hybrid_text = breakeven_format_money (hybrid, "CNY", 0);
  g_autofree char *saving_text = breakeven_format_money (rent - hybrid, "CNY", 0);
  g_autofree char *expected = NULL;

  breakeven_window_open_sample (window);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_present (GTK_WINDOW (window));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  flush_events ();

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.open-example-deadlines",
                                             NULL));
  flush_events ();
  document = breakeven_window_get_document (window);
  breakeven_document_flush (document);
  flush_events ();
  g_assert_null (breakeven_document_get_file (document));
  g_assert_false (breakeven_document_get_modified (document));
  a = breakeven_document_get_analysis (document);
  g_assert_cmpint (a->choice, ==, BREAKEVEN_CHOICE_HYBRID);
  g_assert_cmpfloat_with_epsilon (breakeven_analysis_get_strategy_cost (a, a->choice,
                                                                        a->choice_offer),
                                  hybrid, 0.01);

  verdict = gtk_label_get_text (GTK_LABEL (find_by_name (GTK_WIDGET (window), "verdict-value")));
  expected = g_strdup_printf ("Build, and rent AutoDL RTX 4090D for Conference deadline: %s over "
                              "36 months, %s less than renting everything.",
                              hybrid_text, saving_text);
  g_assert_cmpstr (verdict, ==, expected);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (find_by_name (GTK_WIDGET (window),
                                                                "verdict-alone"))),
                   ==, "The build alone would finish Conference deadline 27.5 days late.");
  /* the cost over the horizon is the hybrid's */
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (find_by_name (GTK_WIDGET (window),
                                                                "horizon-value"))),
                   ==, hybrid_text);

  gtk_window_destroy (GTK_WINDOW (window));
  flush_events ();
}

int
main (int    argc,
      char **argv)
{
  g_setenv ("GTK_A11Y", "test", TRUE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/ui/bursts/rows-undo", test_rows_undo);
  g_test_add_func ("/ui/bursts/fields-refuse", test_fields_refuse);
  g_test_add_func ("/ui/bursts/lines", test_burst_lines);
  g_test_add_func ("/ui/bursts/verdict-build-alone", test_verdict_build_alone);
  g_test_add_func ("/ui/bursts/offer-rows", test_offer_rows);
  g_test_add_func ("/ui/bursts/offer-setup-hours", test_offer_setup_hours);
  g_test_add_func ("/ui/bursts/example-from-menu", test_example_from_menu);
  return g_test_run ();
}
