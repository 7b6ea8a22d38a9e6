/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-offers-page.c: how long a project of many offers takes to open (prints figures)
 *
 *   bench-offers-page FILE [RUNS]      default 5 runs
 *
 * Under Xvfb, like the window tests.  For each run: a new window loads FILE and is presented;
 * "open" is the time from the load to the window's first frame.  Then "edit" is the time from
 * a change of the first offer's price to the next frame (five changes a run), and "page" the
 * time from showing the Cloud Offers page to its first frame.  The median of the runs is
 * printed, and how many offer rows existed while the page was still hidden.
 */

#include "config.h"

#include <adwaita.h>
#include <stdlib.h>

#include "breakeven-window.h"
#include "ui-test-helpers.h"

/* Edits measured in each run */
#define EDITS 5

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y ? 1 : 0;
}

static double
median (GArray *values)
{
  g_array_sort (values, compare_doubles);
  return g_array_index (values, double, values->len / 2);
}

static double
elapsed_ms (gint64 start)
{
  return (g_get_monotonic_time () - start) / 1000.0;
}

/* Runs the main loop until WIDGET's frame clock has painted a frame */
static void
wait_for_frame (GtkWidget *widget)
{
  gtk_widget_queue_draw (widget);
  gtk_test_widget_wait_for_draw (widget);
}

/* One edit: the first offer's price up by 0.5, as one keystroke in its field, until WINDOW
 * has drawn the new figures; the milliseconds it took.  A function of its own, for a profiler
 * to measure it alone (valgrind --tool=callgrind --toggle-collect=edit_first_offer). */
static G_NO_INLINE double
edit_first_offer (BreakevenWindow *window,
                  BreakevenOffer  *first)
{
  gint64 start = g_get_monotonic_time ();

  breakeven_offer_set_price_per_hour (first, breakeven_offer_get_price_per_hour (first) + 0.5);
  flush_events ();
  wait_for_frame (GTK_WIDGET (window));
  return elapsed_ms (start);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GArray) open = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) edit = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) page = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GFile) file = NULL;
  guint n_offers = 0;
  guint n_rows_hidden = 0;
  int runs;

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  if (argc < 2)
    {
      g_printerr ("usage: bench-offers-page FILE [RUNS]\n");
      return 2;
    }
  file = g_file_new_for_commandline_arg (argv[1]);
  runs = argc > 2 ? MAX (1, atoi (argv[2])) : 5;

  for (int run = 0; run < runs; run++)
    {
      g_autoptr(GError) error = NULL;
      BreakevenWindow *window = breakeven_window_new (NULL);
      GListModel *offers;
      gint64 start;
      double value;

      gtk_window_set_default_size (GTK_WINDOW (window), 1024, 700);
      start = g_get_monotonic_time ();
      if (!breakeven_window_load_file (window, file, &error))
        {
          g_printerr ("%s\n", error->message);
          return 1;
        }
      gtk_window_present (GTK_WINDOW (window));
      gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
      value = elapsed_ms (start);
      g_array_append_val (open, value);
      flush_events ();
      {
        g_autoptr(GPtrArray) rows = g_ptr_array_new ();

        collect_by_name (GTK_WIDGET (window), "offer-row", rows);
        n_rows_hidden = rows->len;
      }

      offers = G_LIST_MODEL (breakeven_project_get_offers (breakeven_window_get_project (window)));
      n_offers = g_list_model_get_n_items (offers);
      {
        g_autoptr(BreakevenOffer) first = g_list_model_get_item (offers, 0);

        /* The first edit after opening, then a few more as a user types on */
        for (int i = 0; i < EDITS; i++)
          {
            value = edit_first_offer (window, first);
            g_array_append_val (edit, value);
          }
      }

      start = g_get_monotonic_time ();
      adw_view_stack_set_visible_child_name (ADW_VIEW_STACK (find_by_name (GTK_WIDGET (window),
                                                                           "view-stack")),
                                             "offers");
      wait_for_frame (GTK_WIDGET (window));
      value = elapsed_ms (start);
      g_array_append_val (page, value);

      gtk_window_destroy (GTK_WINDOW (window));
      flush_events ();
    }

  g_print ("rows made while the page is hidden: %u\n", n_rows_hidden);
  g_print ("%u offers, median of %d runs: open to first frame %.0f ms; edit to next frame "
           "%.0f ms; Cloud Offers page to first frame %.0f ms\n",
           n_offers, runs,
           median (open), median (edit), median (page));
  return 0;
}
