/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-window.c: bench-breakeven's cases in the window (under Xvfb): one edit through the
 * hours slider, and one keystroke in an offer's price with 1000 offers shown, each until the
 * window's frame clock has painted the frame that draws the new figures
 */

#include "config.h"

#include <adwaita.h>

#include "breakeven-window.h"

#include "bench-breakeven.h"

/* The window ------------------------------------------------------------------------------- */

typedef struct
{
  gboolean painted;
} Paint;

static void
on_after_paint (GdkFrameClock *clock,
                gpointer       data)
{
  ((Paint *) data)->painted = TRUE;
}

static void
wait_for_paint (Paint *paint)
{
  while (!paint->painted)
    g_main_context_iteration (NULL, TRUE);
}

static void
idle_for (guint ms)
{
  double until = now_ms () + ms;

  while (now_ms () < until)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
}

static GtkWidget *
find_by_name (GtkWidget  *widget,
              const char *name)
{
  if (g_strcmp0 (gtk_widget_get_name (widget), name) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_by_name (child, name);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Libadwaita and the application's style, as the application loads them */
void
init_window_style (void)
{
  g_autoptr(GtkCssProvider) css = gtk_css_provider_new ();

  adw_init ();
  gtk_css_provider_load_from_resource (css, RESOURCE_PATH "/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                              GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
}

/* The hours slider moved to HOURS, until WINDOW has painted the frame that follows; *CHANGED
 * is the time the change itself took, the return the whole.  A function of its own, for a
 * profiler to measure it alone
 * (valgrind --tool=callgrind --toggle-collect=edit_once bench-breakeven --only edit-) */
static G_NO_INLINE double
edit_once (GtkRange *scale,
           double    hours,
           Paint    *paint,
           double   *changed)
{
  double start = now_ms ();

  paint->painted = FALSE;
  gtk_range_set_value (scale, hours);
  *changed = now_ms () - start;
  wait_for_paint (paint);
  return now_ms () - start;
}

/* The sample in the window; the hours slider moved one hour, as a drag moves it: from the
 * change to the end of the frame that draws the new figures */
void
measure_edit (guint runs)
{
  g_autoptr(GArray) times = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) changes = g_array_new (FALSE, FALSE, sizeof (double));
  BreakevenWindow *window;
  GtkRange *scale;
  GdkFrameClock *clock;
  Paint paint = { FALSE };
  gulong handler;

  window = breakeven_window_new (NULL);
  breakeven_window_open_sample (window);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_present (GTK_WINDOW (window));
  clock = gdk_surface_get_frame_clock (gtk_native_get_surface (GTK_NATIVE (window)));
  handler = g_signal_connect (clock, "after-paint", G_CALLBACK (on_after_paint), &paint);
  wait_for_paint (&paint);
  idle_for (300);

  /* The pages but the first are built when first shown */
  scale = GTK_RANGE (find_by_name (breakeven_window_get_page (window, "usage"), "hours-scale"));
  g_assert_nonnull (scale);
  for (guint i = 0; i < runs + WARM_UP; i++)
    {
      double changed, elapsed;

      elapsed = edit_once (scale, i % 2 == 0 ? 13 : 12, &paint, &changed);
      if (i >= WARM_UP)
        {
          g_array_append_val (times, elapsed);
          g_array_append_val (changes, changed);
        }
      /* Past the frame clock's throttle, as between two steps of a slow drag */
      idle_for (40);
    }
  add_result ("edit-redraw", "hours slider moved: the change to the frame drawn", times, 2);
  add_result ("edit-recompute", "of which the change itself (the model and the analysis)",
              changes, 0);
  g_signal_handler_disconnect (clock, handler);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The keystroke: PRICE to OFFER, until WINDOW has painted the frame that follows.  A function
 * of its own, for a profiler to measure it alone
 * (valgrind --tool=callgrind --toggle-collect=keystroke_once bench-breakeven --only keystroke-) */
static G_NO_INLINE void
keystroke_once (BreakevenWindow *window,
                BreakevenOffer  *offer,
                double           price,
                Paint           *paint)
{
  paint->painted = FALSE;
  breakeven_offer_set_price_per_hour (offer, price);
  /* The frame that follows the change, not one already under way */
  gtk_widget_queue_draw (GTK_WIDGET (window));
  wait_for_paint (paint);
}

/* A window of 1000 offers on its Cloud Offers page; one keystroke in an offer's price field
 * (the price it commits to the offer, alternating between two, so that every run is a change),
 * until the frame that draws the new figures */
void
measure_keystroke_window (guint runs)
{
  g_autoptr(BreakevenProject) project = make_project (1000, 0);
  g_autoptr(BreakevenDocument) document = breakeven_document_new (project, NULL);
  g_autoptr(BreakevenOffer) offer = NULL;
  g_autoptr(GArray) times = g_array_new (FALSE, FALSE, sizeof (double));
  BreakevenWindow *window;
  GdkFrameClock *clock;
  Paint paint = { FALSE };
  gulong handler;

  window = breakeven_window_new (NULL);
  breakeven_window_set_document (window, document);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  adw_view_stack_set_visible_child_name (ADW_VIEW_STACK (find_by_name (GTK_WIDGET (window),
                                                                       "view-stack")),
                                         "offers");
  gtk_window_present (GTK_WINDOW (window));
  clock = gdk_surface_get_frame_clock (gtk_native_get_surface (GTK_NATIVE (window)));
  handler = g_signal_connect (clock, "after-paint", G_CALLBACK (on_after_paint), &paint);
  wait_for_paint (&paint);
  idle_for (300);

  offer = g_list_model_get_item (G_LIST_MODEL (breakeven_project_get_offers (project)), 0);
  for (guint i = 0; i < runs + WARM_UP; i++)
    {
      double start, elapsed;

      start = now_ms ();
      keystroke_once (window, offer, i % 2 == 0 ? 2.5 : 2.75, &paint);
      elapsed = now_ms () - start;
      if (i >= WARM_UP)
        g_array_append_val (times, elapsed);
      idle_for (40);
    }
  add_result ("keystroke-1000-offers", "an offer's price typed, 1000 offers shown: to the frame "
              "drawn", times, 16);
  g_signal_handler_disconnect (clock, handler);
  gtk_window_destroy (GTK_WINDOW (window));
}
