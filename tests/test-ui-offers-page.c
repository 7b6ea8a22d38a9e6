/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ui-offers-page.c: the Cloud Offers page with a thousand offers, and with none, under Xvfb */

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "breakeven-catalogue.h"
#include "breakeven-document.h"
#include "breakeven-offer-dialog.h"
#include "breakeven-offers-page.h"
#include "ui-test-helpers.h"

#define N_OFFERS 1000

typedef struct
{
  BreakevenDocument *document;
  BreakevenProject *project;
  GtkWidget *window;
  GtkWidget *page;
} Fixture;

static void
show_page (Fixture *f)
{
  f->window = gtk_window_new ();
  f->page = breakeven_offers_page_new ();
  g_object_set (f->page, "document", f->document, NULL);
  gtk_window_set_default_size (GTK_WINDOW (f->window), 900, 700);
  gtk_window_set_child (GTK_WINDOW (f->window), f->page);
  gtk_window_present (GTK_WINDOW (f->window));
  gtk_test_widget_wait_for_draw (f->window);
  flush_events ();
}

/* For a reviewer to look at: what the page shows, as NAME in the build directory */
static void
write_picture (Fixture    *f,
               const char *name)
{
  cairo_surface_t *surface = render_widget (f->window);
  g_autofree char *path = g_test_build_filename (G_TEST_BUILT, name, NULL);

  g_assert_cmpint (cairo_surface_write_to_png (surface, path), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy (surface);
}

static void
fixture_tear_down (Fixture *f)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  /* The dialogs the test opened, then the page's window */
  for (guint i = g_list_model_get_n_items (toplevels); i > 0; i--)
    {
      g_autoptr(GtkWindow) w = g_list_model_get_item (toplevels, i - 1);

      if (GTK_WIDGET (w) != f->window)
        gtk_window_destroy (w);
    }
  gtk_window_destroy (GTK_WINDOW (f->window));
  flush_events ();
  g_clear_object (&f->document);
}

/* The rows the page has made, whatever they show */
static GPtrArray *
offer_rows (Fixture *f)
{
  GPtrArray *found = g_ptr_array_new ();

  collect_by_name (f->page, "offer-row", found);
  return found;
}

/* The row showing OFFER now, or NULL when it is out of view */
static GtkWidget *
row_of (Fixture        *f,
        BreakevenOffer *offer)
{
  g_autoptr(GPtrArray) rows = offer_rows (f);

  for (guint i = 0; i < rows->len; i++)
    {
      g_autoptr(BreakevenOffer) shown = NULL;

      /* The row's public "offer" */
      g_object_get (rows->pdata[i], "offer", &shown, NULL);
      if (shown == offer)
        return rows->pdata[i];
    }
  return NULL;
}

/* What ROW shows: its title, and its summary */
static const char *
row_title (GtkWidget *row)
{
  return gtk_label_get_text (GTK_LABEL (find_by_name (row, "offer-title")));
}

static const char *
row_subtitle (GtkWidget *row)
{
  return gtk_label_get_text (GTK_LABEL (find_by_name (row, "offer-subtitle")));
}

static void
scroll_to (Fixture *f,
           double   fraction)
{
  GtkWidget *list = find_by_name (f->page, "offers-list");
  GtkAdjustment *adjustment =
    gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (gtk_widget_get_parent (list)));
  double top = gtk_adjustment_get_lower (adjustment);
  double range = gtk_adjustment_get_upper (adjustment) - gtk_adjustment_get_page_size (adjustment)
                 - top;

  g_assert_cmpfloat (range, >, 0);
  gtk_adjustment_set_value (adjustment, top + range * fraction);
  gtk_test_widget_wait_for_draw (f->window);
  flush_events ();
}

static gboolean
dialog_open_for (BreakevenOffer *offer)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) w = g_list_model_get_item (toplevels, i);

      if (BREAKEVEN_IS_OFFER_DIALOG (w))
        {
          const char *name = breakeven_offer_get_name (offer);
          g_autoptr(GPtrArray) entries = g_ptr_array_new ();

          /* Its name field shows the offer's name */
          collect_by_name (GTK_WIDGET (w), "offer-name", entries);
          for (guint j = 0; j < entries->len; j++)
            if (GTK_IS_EDITABLE (entries->pdata[j])
                && g_strcmp0 (gtk_editable_get_text (entries->pdata[j]), name) == 0)
              return TRUE;
        }
    }
  return FALSE;
}

static void
test_thousand_offers (void)
{
  Fixture fx = { 0 }, *f = &fx;
  GListModel *offers;
  g_autoptr(BreakevenOffer) middle = NULL;
  g_autoptr(BreakevenOffer) last = NULL;
  g_autoptr(BreakevenOffer) first = NULL;
  g_autoptr(BreakevenOffer) second = NULL;
  g_autoptr(GPtrArray) rows = NULL;
  GtkWidget *row;

  f->document = breakeven_document_new (NULL, NULL);
  f->project = breakeven_document_get_project (f->document);
  offers = G_LIST_MODEL (breakeven_project_get_offers (f->project));
  for (guint i = 0; i < N_OFFERS; i++)
    {
      g_autofree char *name = g_strdup_printf ("Offer %u", i);
      g_autoptr(BreakevenOffer) offer = breakeven_offer_new ("Cloud", name, 1 + i / 100.0, NULL);

      g_list_store_append (breakeven_project_get_offers (f->project), offer);
    }
  show_page (f);

  /* Lists: the first offers are in view, and only the rows around the view exist (GTK 4.8
   * keeps up to 200 of them, later versions about a screenful) */
  first = g_list_model_get_item (offers, 0);
  second = g_list_model_get_item (offers, 1);
  row = row_of (f, first);
  g_assert_nonnull (row);
  g_assert_cmpstr (row_title (row), ==, "Cloud Offer 0");
  g_assert_nonnull (strstr (row_subtitle (row), "¥1.00 per hour"));
  rows = offer_rows (f);
  g_assert_cmpuint (rows->len, >=, 5);
  g_assert_cmpuint (rows->len, <=, 250);
  g_clear_pointer (&rows, g_ptr_array_unref);
  write_picture (f, "offers-page.png");

  /* The last one is reached by scrolling */
  last = g_list_model_get_item (offers, N_OFFERS - 1);
  g_assert_null (row_of (f, last));
  scroll_to (f, 1.0);
  row = row_of (f, last);
  g_assert_nonnull (row);
  g_assert_cmpstr (row_title (row), ==, "Cloud Offer 999");
  g_assert_nonnull (strstr (row_subtitle (row), "¥10.99 per hour"));

  /* Edits: a change shows in its row; the row's edit button opens the offer's dialog */
  middle = g_list_model_get_item (offers, N_OFFERS / 2);
  scroll_to (f, 0.5);
  row = row_of (f, middle);
  g_assert_nonnull (row);
  breakeven_offer_set_price_per_hour (middle, 42.5);
  flush_events ();
  g_assert_nonnull (strstr (row_subtitle (row), "¥42.50 per hour"));
  g_signal_emit_by_name (find_by_name (row, "offer-edit"), "clicked");
  flush_events ();
  g_assert_true (dialog_open_for (middle));
  /* and so does activating the row (a click, or Enter) */
  {
    g_autoptr(BreakevenOffer) other = g_list_model_get_item (offers, N_OFFERS / 2 + 1);

    g_assert_false (dialog_open_for (other));
    g_signal_emit_by_name (find_by_name (f->page, "offers-list"), "activate", N_OFFERS / 2 + 1);
    flush_events ();
    g_assert_true (dialog_open_for (other));
  }

  /* A row whose offer did not change follows what else its text shows: the build's GPUs (an
   * auto speed) and the project's currency */
  {
    g_autoptr(BreakevenOffer) other = g_list_model_get_item (offers, N_OFFERS / 2 + 1);
    g_autoptr(BreakevenPart) gpu = breakeven_part_new (BREAKEVEN_PART_GPU, "GPU", 1, 12000, 450);
    GtkWidget *other_row = row_of (f, other);

    g_assert_nonnull (other_row);
    breakeven_offer_set_gpu (other, "RTX 3090");
    breakeven_offer_set_relative_speed_auto (other, TRUE);
    flush_events ();
    g_assert_nonnull (strstr (row_subtitle (other_row), "speed 1 · unknown"));
    breakeven_part_set_model (gpu, "RTX 4090");
    g_list_store_append (breakeven_project_get_parts (f->project), gpu);
    flush_events ();
    g_assert_nonnull (strstr (row_subtitle (other_row), " · benchmark"));
    g_assert_null (strstr (row_subtitle (other_row), "speed 1 ·"));
    g_assert_nonnull (strstr (row_subtitle (row), "¥42.50 per hour"));
    breakeven_project_set_currency (f->project, "USD");
    flush_events ();
    g_assert_null (strstr (row_subtitle (other_row), "¥"));
    g_assert_null (strstr (row_subtitle (row), "¥"));
    g_assert_nonnull (strstr (row_subtitle (row), "42.50 per hour"));
  }

  /* Removes: the first row's remove button takes its offer out, and the row shows the next */
  scroll_to (f, 0.0);
  row = row_of (f, first);
  g_assert_nonnull (row);
  g_signal_emit_by_name (find_by_name (row, "offer-remove"), "clicked");
  flush_events ();
  gtk_test_widget_wait_for_draw (f->window);
  flush_events ();
  g_assert_cmpuint (g_list_model_get_n_items (offers), ==, N_OFFERS - 1);
  g_assert_false (g_list_store_find (G_LIST_STORE (offers), first, NULL));
  g_assert_null (row_of (f, first));
  row = row_of (f, second);
  g_assert_nonnull (row);
  g_assert_cmpstr (row_title (row), ==, "Cloud Offer 1");

  /* And the removal is one step of the document's undo */
  breakeven_document_undo (f->document);
  flush_events ();
  gtk_test_widget_wait_for_draw (f->window);
  flush_events ();
  g_assert_cmpuint (g_list_model_get_n_items (offers), ==, N_OFFERS);
  {
    g_autoptr(BreakevenOffer) back = g_list_model_get_item (offers, 0);

    g_assert_cmpstr (breakeven_offer_get_name (back), ==, "Offer 0");
    row = row_of (f, back);
    g_assert_nonnull (row);
    g_assert_cmpstr (row_title (row), ==, "Cloud Offer 0");
  }

  fixture_tear_down (f);
}

static void
test_empty_suggestion (void)
{
  Fixture fx = { 0 }, *f = &fx;
  GListModel *offers;
  GtkWidget *suggestion, *empty;
  g_autoptr(BreakevenOffer) added = NULL;

  f->document = breakeven_document_new (NULL, NULL);
  f->project = breakeven_document_get_project (f->document);
  offers = G_LIST_MODEL (breakeven_project_get_offers (f->project));
  show_page (f);

  /* A new project (in CNY, no exchange rate): the bundled catalogue's cheapest 24 GB on-demand
   * offer priced in CNY is suggested, and shown, not added */
  empty = find_by_name (f->page, "offers-empty");
  suggestion = find_by_name (f->page, "offers-suggestion");
  g_assert_true (gtk_widget_get_mapped (empty));
  g_assert_true (gtk_widget_get_mapped (suggestion));
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (suggestion)), ==,
                   "恒源云 RTX 3090");
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (suggestion)),
                            "¥0.76 per hour"));
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (suggestion)),
                            "24 GB"));
  g_assert_cmpuint (g_list_model_get_n_items (offers), ==, 0);
  g_assert_false (breakeven_document_get_can_undo (f->document));
  write_picture (f, "offers-page-empty.png");

  /* With a rate from USD that makes a dollar offer cheaper ($0.18 at 2 = ¥0.36), it is the
   * suggestion */
  breakeven_project_set_exchange_rate (f->project, "USD", "CNY", 2);
  flush_events ();
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (suggestion)), ==,
                   "OpenRelay RTX 3090");
  g_assert_cmpuint (g_list_model_get_n_items (offers), ==, 0);
  breakeven_project_remove_exchange_rate (f->project, "USD", "CNY");
  flush_events ();

  /* Added only on Add, as one undoable step; then the list replaces the empty page */
  g_signal_emit_by_name (find_by_name (f->page, "offers-suggestion-add"), "clicked");
  flush_events ();
  gtk_test_widget_wait_for_draw (f->window);
  flush_events ();
  g_assert_cmpuint (g_list_model_get_n_items (offers), ==, 1);
  added = g_list_model_get_item (offers, 0);
  g_assert_cmpstr (breakeven_offer_get_provider (added), ==, "恒源云");
  g_assert_cmpstr (breakeven_offer_get_name (added), ==, "RTX 3090");
  g_assert_cmpfloat (breakeven_offer_get_price_per_hour (added), ==, 0.76);
  g_assert_false (gtk_widget_get_mapped (empty));
  g_assert_nonnull (row_of (f, added));
  g_assert_cmpstr (breakeven_document_get_undo_label (f->document), ==, "Undo Add Offer");

  /* Undone, the page is empty again and suggests it again */
  breakeven_document_undo (f->document);
  flush_events ();
  gtk_test_widget_wait_for_draw (f->window);
  flush_events ();
  g_assert_cmpuint (g_list_model_get_n_items (offers), ==, 0);
  g_assert_true (gtk_widget_get_mapped (empty));
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (suggestion)), ==,
                   "恒源云 RTX 3090");

  fixture_tear_down (f);
}

/* A page behind another (the window opens on the parts) makes no row until it is shown */
static void
test_hidden_page_makes_no_rows (void)
{
  Fixture fx = { 0 }, *f = &fx;
  GtkWidget *stack = gtk_stack_new ();
  g_autoptr(GPtrArray) rows = NULL;

  f->document = breakeven_document_new (NULL, NULL);
  f->project = breakeven_document_get_project (f->document);
  for (guint i = 0; i < N_OFFERS; i++)
    {
      g_autoptr(BreakevenOffer) offer = breakeven_offer_new ("Cloud", "Offer", 1, NULL);

      g_list_store_append (breakeven_project_get_offers (f->project), offer);
    }
  f->window = gtk_window_new ();
  f->page = breakeven_offers_page_new ();
  g_object_set (f->page, "document", f->document, NULL);
  gtk_stack_add_named (GTK_STACK (stack), gtk_label_new ("Parts"), "parts");
  gtk_stack_add_named (GTK_STACK (stack), f->page, "offers");
  gtk_window_set_child (GTK_WINDOW (f->window), stack);
  gtk_window_set_default_size (GTK_WINDOW (f->window), 900, 700);
  gtk_window_present (GTK_WINDOW (f->window));
  gtk_test_widget_wait_for_draw (f->window);
  flush_events ();
  rows = offer_rows (f);
  g_assert_cmpuint (rows->len, ==, 0);
  g_clear_pointer (&rows, g_ptr_array_unref);

  gtk_stack_set_visible_child_name (GTK_STACK (stack), "offers");
  gtk_test_widget_wait_for_draw (f->window);
  flush_events ();
  rows = offer_rows (f);
  g_assert_cmpuint (rows->len, >=, 5);
  g_assert_cmpstr (row_title (rows->pdata[0]), ==, "Cloud Offer");

  fixture_tear_down (f);
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *data_dir = g_dir_make_tmp ("breakeven-offers-page-XXXXXX", NULL);

  /* The catalogue the page suggests from is the bundled one: no own offers of another test */
  g_setenv ("XDG_DATA_HOME", data_dir, TRUE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/offers-page/thousand-offers", test_thousand_offers);
  g_test_add_func ("/offers-page/empty-suggestion", test_empty_suggestion);
  g_test_add_func ("/offers-page/hidden-page-makes-no-rows", test_hidden_page_makes_no_rows);
  return g_test_run ();
}
