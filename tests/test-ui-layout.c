/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ui-layout.c: the window at the sizes students use, from a phone's column to a full
 * screen, and its keyboard, under Xvfb: the verdict in words first, nothing cut short */

#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "breakeven-chart-view.h"
#include "breakeven-cost.h"
#include "breakeven-report.h"
#include "breakeven-window.h"
#include "breakeven-window-layout.h"
#include "breakeven-xml.h"
#include "ui-test-helpers.h"

static const struct
{
  int width;
  int height;
  gboolean wide;
} sizes[] = {
  { 1440, 900, TRUE },
  { 1024, 700, TRUE },
  { 800, 600, FALSE },
  { 360, 700, FALSE },
};

static BreakevenWindow *
new_window (int width,
            int height)
{
  BreakevenWindow *window = breakeven_window_new (NULL);

  breakeven_window_open_sample (window);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  flush_events ();
  /* The layout follows its width after an allocation: let it settle */
  for (int i = 0; i < 5; i++)
    {
      gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
      flush_events ();
    }
  return window;
}

static void
close_window (BreakevenWindow *window)
{
  gtk_window_destroy (GTK_WINDOW (window));
  flush_events ();
}

/* Every mapped label under WIDGET whose text is cut short: ellipsised by Pango, or given less
 * room than its text needs on one line when it does not wrap */
static void
collect_clipped_labels (GtkWidget *widget,
                        GPtrArray *out)
{
  if (!gtk_widget_get_mapped (widget))
    return;
  if (GTK_IS_LABEL (widget) && *gtk_label_get_text (GTK_LABEL (widget)) != '\0')
    {
      GtkLabel *label = GTK_LABEL (widget);
      PangoLayout *layout = gtk_label_get_layout (label);
      int minimum, natural;

      gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
      if (pango_layout_is_ellipsized (layout)
          || (!gtk_label_get_wrap (label) && gtk_widget_get_width (widget) < natural))
        g_ptr_array_add (out, g_strdup_printf ("“%s” (%s, %d px for %d)",
                                               gtk_label_get_text (label),
                                               gtk_widget_get_name (widget),
                                               gtk_widget_get_width (widget), natural));
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_clipped_labels (child, out);
}

static void
assert_nothing_clipped (GtkWidget *root,
                        const char *what)
{
  g_autoptr(GPtrArray) clipped = g_ptr_array_new_with_free_func (g_free);

  g_autofree char *list = NULL;

  collect_clipped_labels (root, clipped);
  g_ptr_array_add (clipped, NULL);
  list = g_strjoinv ("; ", (char **) clipped->pdata);
  /* Named in the failure: which label, at which size */
  if (*list != '\0')
    g_printerr ("%s: clipped %s\n", what, list);
  g_assert_cmpstr (list, ==, "");
}

/* The widgets under ROOT wider than WIDTH at their minimum: what keeps a window from shrinking */
static void
report_wide_minimums (GtkWidget *widget,
                      int        width,
                      int        depth)
{
  int minimum, natural;

  if (!gtk_widget_get_visible (widget))
    return;
  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
  if (minimum > width)
    g_printerr ("%*s%s %s: minimum width %d\n", depth * 2, "", G_OBJECT_TYPE_NAME (widget),
                gtk_widget_get_name (widget), minimum);
  else
    return;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    report_wide_minimums (child, width, depth + 1);
}

/* At each size: the window takes it, the layout is side by side from 1000 px and one column
 * below, the verdict says build or rent in words and is never cut short, and no figure of the
 * results or of the parts is clipped */
static void
test_sizes (void)
{
  g_autoptr(BreakevenProject) sample = breakeven_project_load_sample (NULL);
  g_autoptr(BreakevenAnalysis) analysis = breakeven_analysis_new (sample);
  g_autofree char *expected = breakeven_report_verdict_text (sample, analysis);

  /* The sample's answer, as the summary and the report give it */
  g_assert_cmpstr (expected, ==, "Build: it pays for itself after 29.1 months and saves ¥5,579 "
                                 "over 36 months against AutoDL RTX 4090D.");

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      BreakevenWindow *window = new_window (sizes[i].width, sizes[i].height);
      GtkWidget *root = GTK_WIDGET (window);
      GtkWidget *layout = find_by_name (root, "window-layout");
      GtkWidget *verdict = find_by_name (root, "verdict-value");
      g_autofree char *what = g_strdup_printf ("%dx%d", sizes[i].width, sizes[i].height);
      graphene_rect_t bounds;

      report_wide_minimums (root, sizes[i].width - 80, 0);
      g_printerr ("window %d x %d\n", gtk_widget_get_width (root), gtk_widget_get_height (root));
      /* The size asked for (less the frame the window manager draws, if any): never wider */
      g_assert_cmpint (gtk_widget_get_width (root), <=, sizes[i].width);
      g_assert_cmpint (gtk_widget_get_width (root), >=, sizes[i].width - 24);
      g_assert_cmpint (gtk_widget_get_height (root), <=, sizes[i].height);
      g_assert_cmpint (breakeven_window_layout_get_wide (BREAKEVEN_WINDOW_LAYOUT (layout)), ==,
                       sizes[i].wide);

      /* The answer, whole, on screen without scrolling, above everything else of the results */
      g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (verdict)), ==, expected);
      g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (verdict))));
      g_assert_true (gtk_widget_compute_bounds (verdict, root, &bounds));
      g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, sizes[i].height);
      g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, sizes[i].width);

      assert_nothing_clipped (find_by_name (root, "results-view"), what);
      close_window (window);
    }
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  /* GNOME's window buttons (a virtual X server has no desktop to say so): close alone */
  g_object_set (gtk_settings_get_default (), "gtk-decoration-layout", "appmenu:close", NULL);

  g_test_add_func ("/layout/sizes", test_sizes);

  return g_test_run ();
}
