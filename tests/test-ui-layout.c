/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ui-layout.c: the window at the sizes students use, from a phone's column to a full
 * screen, and its keyboard, under Xvfb: the verdict in words first, nothing cut short */

#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "breakeven-chart-view.h"
#include "breakeven-cost.h"
#include "breakeven-part.h"
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

/* Every mapped label under WIDGET whose text is cut short: ellipsised by Pango, or given less
 * room than its text needs on one line when it does not wrap */
static void
collect_clipped_labels (GtkWidget *widget,
                        GPtrArray *out)
{
  /* The window's title may be shortened on a phone, as GNOME's own apps do: the Usage page
   * shows it whole */
  if (!gtk_widget_get_mapped (widget) || ADW_IS_WINDOW_TITLE (widget))
    return;
  if (GTK_IS_LABEL (widget) && *gtk_label_get_text (GTK_LABEL (widget)) != '\0')
    {
      GtkLabel *label = GTK_LABEL (widget);
      PangoLayout *layout = gtk_label_get_layout (label);
      int minimum, natural;

      gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
      /* A label that may ellipsize says whether it did; one that neither wraps nor ellipsizes
       * is cut where its allocation ends (beyond the pixel or two that a natural width rounded
       * up to whole pixels at each end of the text may exceed what it draws) */
      if (pango_layout_is_ellipsized (layout)
          || (!gtk_label_get_wrap (label) && gtk_label_get_ellipsize (label) == PANGO_ELLIPSIZE_NONE
              && gtk_widget_get_width (widget) + 2 < natural))
        g_ptr_array_add (out, g_strdup_printf ("“%s” (%s, %d px for %d%s)",
                                               gtk_label_get_text (label),
                                               gtk_widget_get_name (widget),
                                               gtk_widget_get_width (widget), natural,
                                               pango_layout_is_ellipsized (layout)
                                               ? ", ellipsized" : ""));
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

      /* What keeps it wider, said in the log when it is */
      if (gtk_widget_get_width (root) > sizes[i].width)
        report_wide_minimums (root, sizes[i].width - 12, 0);
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

      assert_nothing_clipped (root, what);
      close_window (window);
    }
}

/* Runs the window's shortcut for KEYVAL + MODIFIERS as a key press on FOCUS would: the window's
 * shortcuts are in the capture phase, before the focused field's own */
static gboolean
press_shortcut (BreakevenWindow *window,
                guint            keyval,
                GdkModifierType  modifiers)
{
  GListModel *controllers = gtk_widget_observe_controllers (GTK_WIDGET (window));
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));
  g_autoptr(GtkShortcutTrigger) wanted = gtk_keyval_trigger_new (keyval, modifiers);
  gboolean done = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers) && !done; i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller)
          || gtk_event_controller_get_propagation_phase (controller) != GTK_PHASE_CAPTURE)
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)) && !done; j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);

          if (gtk_shortcut_trigger_equal (gtk_shortcut_get_trigger (shortcut), wanted))
            done = gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0,
                                                 focus != NULL ? focus : GTK_WIDGET (window),
                                                 gtk_shortcut_get_arguments (shortcut));
        }
    }
  g_object_unref (controllers);
  for (int i = 0; i < 3; i++)
    {
      gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
      flush_events ();
    }
  return done;
}

/* The accelerators the shortcuts window lists */
static void
collect_accelerators (GtkWidget *widget,
                      GString   *out)
{
  if (GTK_IS_SHORTCUTS_SHORTCUT (widget))
    {
      g_autofree char *title = NULL;
      g_autofree char *accelerator = NULL;

      g_object_get (widget, "title", &title, "accelerator", &accelerator, NULL);
      g_string_append_printf (out, "%s=%s\n", title, accelerator ? accelerator : "");
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_accelerators (child, out);
}

static void
collect_focusable_labels (GtkWidget *widget,
                          GPtrArray *out)
{
  /* A label of links (the verdict's caveats) is a row of tab stops by design */
  if (GTK_IS_LABEL (widget) && gtk_widget_get_focusable (widget)
      && !(gtk_label_get_use_markup (GTK_LABEL (widget))
           && strstr (gtk_label_get_label (GTK_LABEL (widget)), "<a ") != NULL))
    g_ptr_array_add (out, (gpointer) gtk_label_get_text (GTK_LABEL (widget)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_focusable_labels (child, out);
}

/* The main tasks from the keyboard: the pages, adding a part, the catalogue; the focus back
 * where it was on each page, its text not selected; no tab stop on a read-only label */
static void
test_keyboard (void)
{
  BreakevenWindow *window = new_window (1024, 700);
  BreakevenProject *project = breakeven_window_get_project (window);
  AdwViewStack *stack = ADW_VIEW_STACK (find_by_name (GTK_WIDGET (window), "view-stack"));
  GtkWidget *title = find_on_page (window, "usage", "title-row");
  GListModel *parts = G_LIST_MODEL (breakeven_project_get_parts (project));
  guint n_parts = g_list_model_get_n_items (parts);
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  GListModel *toplevels = NULL;
  GtkWidget *focus;
  gboolean picker_shown = FALSE;

  /* Ctrl+2 and Alt+3, Ctrl+1 */
  g_assert_true (press_shortcut (window, GDK_KEY_2, GDK_CONTROL_MASK));
  g_assert_cmpstr (adw_view_stack_get_visible_child_name (stack), ==, "usage");
  g_assert_true (press_shortcut (window, GDK_KEY_3, GDK_ALT_MASK));
  g_assert_cmpstr (adw_view_stack_get_visible_child_name (stack), ==, "offers");
  g_assert_true (press_shortcut (window, GDK_KEY_1, GDK_CONTROL_MASK));
  g_assert_cmpstr (adw_view_stack_get_visible_child_name (stack), ==, "parts");

  /* In the title field on Usage & Costs, away to Parts and back: the focus is there again and
   * its text is not selected (a key would replace it all) */
  g_assert_true (press_shortcut (window, GDK_KEY_2, GDK_CONTROL_MASK));
  gtk_widget_grab_focus (title);
  flush_events ();
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_true (focus == title || gtk_widget_is_ancestor (focus, title));
  gtk_editable_select_region (GTK_EDITABLE (title), 2, 2);
  g_assert_true (press_shortcut (window, GDK_KEY_1, GDK_CONTROL_MASK));
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_nonnull (focus);
  g_assert_false (gtk_widget_is_ancestor (focus, title));
  g_assert_true (gtk_widget_get_mapped (focus));
  g_assert_true (press_shortcut (window, GDK_KEY_2, GDK_CONTROL_MASK));
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_true (focus == title || gtk_widget_is_ancestor (focus, title));
  {
    int start, end;

    g_assert_false (gtk_editable_get_selection_bounds (GTK_EDITABLE (title), &start, &end));
  }

  /* Ctrl+Shift+A from that text field (where it would otherwise select nothing): a new part,
   * on the Parts page */
  g_assert_true (press_shortcut (window, GDK_KEY_A, GDK_CONTROL_MASK | GDK_SHIFT_MASK));
  g_assert_cmpuint (g_list_model_get_n_items (parts), ==, n_parts + 1);
  g_assert_cmpstr (adw_view_stack_get_visible_child_name (stack), ==, "parts");
  /* the focus in the new part's name, all of it selected: the next keys name it */
  {
    g_autoptr(BreakevenPart) added = NULL;
    GtkWidget *name;
    int start, end;

    for (guint i = 0; i < g_list_model_get_n_items (parts); i++)
      {
        g_autoptr(BreakevenPart) part = g_list_model_get_item (parts, i);

        if (g_strcmp0 (breakeven_part_get_name (part), "New part") == 0)
          g_set_object (&added, part);
      }
    g_assert_nonnull (added);
    focus = gtk_root_get_focus (GTK_ROOT (window));
    name = focus != NULL ? gtk_widget_get_ancestor (focus, GTK_TYPE_ENTRY) : NULL;
    g_assert_nonnull (name);
    g_assert_cmpstr (gtk_widget_get_name (name), ==, "part-name");
    {
      g_autoptr(BreakevenPart) shown = NULL;

      /* The focused cell is the new part's: the cell's public "part" */
      g_object_get (name, "part", &shown, NULL);
      g_assert_true (shown == added);
    }
    g_assert_true (gtk_editable_get_selection_bounds (GTK_EDITABLE (name), &start, &end));
    g_assert_cmpint (start, ==, 0);
    g_assert_cmpint (end, ==, (int) strlen ("New part"));
  }

  /* Ctrl+K: the catalogue, over the Cloud Offers page */
  g_assert_true (press_shortcut (window, GDK_KEY_k, GDK_CONTROL_MASK));
  g_assert_cmpstr (adw_view_stack_get_visible_child_name (stack), ==, "offers");
  /* GTK's own list: not ours to free */
  toplevels = gtk_window_get_toplevels ();
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) toplevel = g_list_model_get_item (toplevels, i);

      if (g_strcmp0 (G_OBJECT_TYPE_NAME (toplevel), "BreakevenOfferPicker") == 0
          && gtk_widget_get_visible (GTK_WIDGET (toplevel)))
        {
          picker_shown = TRUE;
          g_assert_true (gtk_window_get_transient_for (toplevel) == GTK_WINDOW (window));
          gtk_window_destroy (toplevel);
        }
    }
  g_assert_true (picker_shown);

  /* Read-only labels are no tab stops */
  collect_focusable_labels (GTK_WIDGET (window), labels);
  g_assert_cmpuint (labels->len, ==, 0);

  close_window (window);

  /* The shortcuts window lists them */
  {
    g_autoptr(GtkBuilder) builder =
      gtk_builder_new_from_resource ("/io/github/breakeven/Breakeven/gtk/help-overlay.ui");
    GtkWidget *overlay = GTK_WIDGET (gtk_builder_get_object (builder, "help_overlay"));
    g_autoptr(GString) listed = g_string_new (NULL);

    collect_accelerators (overlay, listed);
    g_assert_nonnull (strstr (listed->str, "Parts=<Control>1 <Alt>1\n"));
    g_assert_nonnull (strstr (listed->str, "Usage & Costs=<Control>2 <Alt>2\n"));
    g_assert_nonnull (strstr (listed->str, "Cloud Offers=<Control>3 <Alt>3\n"));
    g_assert_nonnull (strstr (listed->str, "Add a part=<Control><Shift>a\n"));
    g_assert_nonnull (strstr (listed->str, "Add offers from the catalogue=<Control>k\n"));
    gtk_window_destroy (GTK_WINDOW (overlay));
  }
}

/* Tab goes through the whole window in reading order, and never stops: the verdict's and
 * the figures' buttons, then the page, then the chart (at both layouts).  On the Usage & Costs
 * page: on GTK 4.8 the parts table's own Tab can stay in a row's last field (GtkColumnView's) */
static void
test_tab_order (void)
{
  static const int widths[] = { 1440, 800 };

  for (guint w = 0; w < G_N_ELEMENTS (widths); w++)
    {
      BreakevenWindow *window = new_window (widths[w], 800);
      GtkWidget *root = GTK_WIDGET (window);
      GtkWidget *results = find_by_name (root, "results-view");
      GtkWidget *stack = find_by_name (root, "view-stack");
      GtkWidget *chart = find_by_name (root, "chart-section");
      int first_results = -1, first_editor = -1, first_chart = -1;
      GtkWidget *previous = NULL, *first = NULL;
      int steps = 0;

      g_assert_true (gtk_widget_activate_action (root, "win.show-page", "s", "usage"));
      flush_events ();
      gtk_root_set_focus (GTK_ROOT (window), NULL);
      /* As the window's Tab does (it goes round to the start), once round */
      while (steps < 400 && gtk_widget_child_focus (root, GTK_DIR_TAB_FORWARD))
        {
          GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

          if (focus != NULL && focus == first)
            break;
          if (first == NULL)
            first = focus;

          g_assert_nonnull (focus);
          /* each Tab moves (the one that does not is named in the log) */
          if (focus == previous)
            g_printerr ("%d px: Tab stays on %s %s (in %s)\n", widths[w], G_OBJECT_TYPE_NAME (focus),
                        gtk_widget_get_name (focus),
                        gtk_widget_get_name (gtk_widget_get_parent (focus)));
          g_assert_true (focus != previous);
          previous = focus;
          if (first_results < 0 && gtk_widget_is_ancestor (focus, results))
            first_results = steps;
          if (first_editor < 0 && gtk_widget_is_ancestor (focus, stack))
            first_editor = steps;
          if (first_chart < 0 && gtk_widget_is_ancestor (focus, chart))
            first_chart = steps;
          steps++;
        }
      g_assert_cmpint (steps, <, 400);
      g_assert_cmpint (first_results, >=, 0);
      g_assert_cmpint (first_editor, >, first_results);
      g_assert_cmpint (first_chart, >, first_editor);
      close_window (window);
    }
}

/* A new project: 8 h a day over 36 months, nothing priced yet, and the window says what to do
 * rather than "none" */
static void
test_new_project (void)
{
  BreakevenWindow *window = new_window (1024, 700);
  GtkWidget *root = GTK_WIDGET (window);
  BreakevenProject *project;

  g_assert_true (gtk_widget_activate_action (root, "win.new", NULL));
  flush_events ();
  project = breakeven_window_get_project (window);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (breakeven_project_get_parts (project))), ==, 0);
  g_assert_cmpfloat (breakeven_project_get_hours_per_day (project), ==, 8);
  g_assert_cmpfloat (breakeven_project_get_horizon_months (project), ==, 36);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (find_by_name (root, "verdict-value"))), ==,
                   "No verdict: there are no cloud offers to compare.");
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (find_by_name (root, "verdict-detail"))), ==,
                   "Add a cloud offer from the catalogue to compare (Ctrl+K).");
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (find_by_name (root, "capex-detail"))), ==,
                   "No parts priced yet");
  close_window (window);
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
  g_test_add_func ("/layout/keyboard", test_keyboard);
  g_test_add_func ("/layout/new-project", test_new_project);
  g_test_add_func ("/layout/tab-order", test_tab_order);

  return g_test_run ();
}
