/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ui-chart.c: the chart in the window, as a user at 1440 x 900 sees and uses it (Xvfb) */

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "breakeven-chart-view.h"
#include "breakeven-chart.h"
#include "breakeven-document.h"
#include "breakeven-export-dialog.h"
#include "breakeven-window.h"
#include "breakeven-xml.h"
#include "ui-test-helpers.h"

/* Helpers ----------------------------------------------------------------------------------- */

/* The sample project in a window of the size users tried */
static BreakevenWindow *
new_window (void)
{
  BreakevenWindow *window = breakeven_window_new (NULL);

  breakeven_window_open_sample (window);
  gtk_window_set_default_size (GTK_WINDOW (window), 1440, 900);
  gtk_window_present (GTK_WINDOW (window));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  flush_events ();
  return window;
}

static BreakevenChartView *
window_chart (BreakevenWindow *window)
{
  g_autoptr(GPtrArray) views = g_ptr_array_new ();

  collect_by_type (GTK_WIDGET (window), BREAKEVEN_TYPE_CHART_VIEW, views);
  g_assert_cmpuint (views->len, ==, 1);
  return g_ptr_array_index (views, 0);
}

/* The index in the analysis of the offer named NAME */
static guint
offer_index (BreakevenWindow *window,
             const char      *name)
{
  BreakevenDocument *document = breakeven_window_get_document (window);
  BreakevenAnalysis *analysis = breakeven_document_get_analysis (document);

  for (guint i = 0; i < breakeven_analysis_get_n_offers (analysis); i++)
    if (g_strcmp0 (breakeven_offer_get_name (breakeven_analysis_get_offer (analysis, i)->offer),
                   name) == 0)
      return i;
  g_assert_not_reached ();
  return 0;
}

/* The colour of offer INDEX on the window's (light) chart */
static BreakevenRgba
series_color (guint index)
{
  BreakevenChartPalette palette;

  breakeven_chart_palette_init_light (&palette);
  return *breakeven_chart_palette_get_series (&palette, index, NULL);
}

static gboolean
pixel_is (cairo_surface_t     *surface,
          int                  x,
          int                  y,
          const BreakevenRgba *color)
{
  const guint8 *data = cairo_image_surface_get_data (surface);
  guint32 px = *(const guint32 *) (data + y * cairo_image_surface_get_stride (surface) + x * 4);
  double a = (px >> 24) / 255.0;

  /* Premultiplied: only what is (nearly) opaque tells its colour */
  if (a < 0.9)
    return FALSE;
  return fabs (((px >> 16) & 0xff) / 255.0 / a - color->red) < 0.08
         && fabs (((px >> 8) & 0xff) / 255.0 / a - color->green) < 0.08
         && fabs ((px & 0xff) / 255.0 / a - color->blue) < 0.08;
}

/* Pixels of COLOR inside the plot of what the chart draws now */
static guint
count_in_plot (BreakevenChartView  *chart,
               const BreakevenRgba *color)
{
  cairo_surface_t *surface;
  const BreakevenChartLayout *layout;
  guint n = 0;

  /* A frame drawn from the document as it is now (the paintable shows the last frame) */
  flush_events ();
  gtk_widget_queue_draw (GTK_WIDGET (chart));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (chart));
  surface = render_widget (GTK_WIDGET (chart));
  layout = breakeven_chart_view_get_layout (chart);
  g_assert_nonnull (layout);
  for (int y = (int) layout->plot.y + 1; y < (int) (layout->plot.y + layout->plot.height) - 1; y++)
    for (int x = (int) layout->plot.x + 1; x < (int) (layout->plot.x + layout->plot.width) - 1;
         x++)
      n += pixel_is (surface, x, y, color);
  cairo_surface_destroy (surface);
  return n;
}

static void
click_legend_entry (BreakevenChartView *chart,
                    guint               index)
{
  graphene_rect_t bounds;

  g_assert_true (breakeven_chart_view_get_legend_entry (chart, index, &bounds));
  g_assert_true (breakeven_chart_view_toggle_legend_at (chart,
                                                         bounds.origin.x + bounds.size.width / 2,
                                                         bounds.origin.y
                                                         + bounds.size.height / 2));
}

/* Tests ------------------------------------------------------------------------------------- */

/* Chart text at 1200 px wide: the digits of the month axis are drawn at least as tall as an
 * 11 px label's (DejaVu's and Cantarell's digits are 0.7 em and more) */
static void
test_text_size (void)
{
  BreakevenWindow *window = new_window ();
  BreakevenChartView *chart = window_chart (window);
  GtkWidget *frame = gtk_window_new ();
  g_autoptr(BreakevenChartView) moved = g_object_ref (chart);
  const BreakevenChartLayout *layout;
  cairo_surface_t *surface;
  int top = -1, bottom = -1, axis;

  /* The window's chart, moved into a window where it is 1200 px wide */
  gtk_widget_unparent (GTK_WIDGET (chart));
  gtk_window_set_child (GTK_WINDOW (frame), GTK_WIDGET (chart));
  gtk_window_set_default_size (GTK_WINDOW (frame), 1200, 420);
  gtk_window_present (GTK_WINDOW (frame));
  gtk_test_widget_wait_for_draw (frame);
  flush_events ();
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (chart)), ==, 1200);

  surface = render_widget (GTK_WIDGET (chart));
  layout = breakeven_chart_view_get_layout (chart);
  g_assert_nonnull (layout);
  axis = (int) (layout->plot.y + layout->plot.height);
  /* The first run of inked rows under the axis line: the tick labels */
  for (int y = axis + 2; y < axis + 60 && y < cairo_image_surface_get_height (surface); y++)
    {
      gboolean inked = FALSE;

      for (int x = (int) layout->plot.x; x < (int) (layout->plot.x + layout->plot.width); x++)
        {
          const guint8 *data = cairo_image_surface_get_data (surface);
          guint32 px = *(const guint32 *) (data + y * cairo_image_surface_get_stride (surface)
                                           + x * 4);

          inked |= (px >> 24) > 100;
        }
      if (inked && top < 0)
        top = y;
      if (inked)
        bottom = y;
      if (!inked && top >= 0)
        break;
    }
  g_assert_cmpint (top, >, 0);
  g_test_message ("month labels %d px tall at 1200 px wide", bottom - top + 1);
  g_assert_cmpint (bottom - top + 1, >=, 8);
  cairo_surface_destroy (surface);

  gtk_window_destroy (GTK_WINDOW (frame));
  gtk_window_destroy (GTK_WINDOW (window));
  flush_events ();
}

/* A click on a legend entry turns that line off (and the axis fits the rest), Space turns it
 * back on, the arrows move between entries; the set holds for the sensitivity chart and goes
 * with the document */
static void
test_legend_toggles_lines (void)
{
  BreakevenWindow *window = new_window ();
  BreakevenChartView *chart = window_chart (window);
  BreakevenDocument *document = breakeven_window_get_document (window);
  g_autoptr(BreakevenOffer) expensive = breakeven_offer_new ("Lambda", "8x H100", 60, NULL);
  g_autoptr(BreakevenDocument) other = NULL;
  const BreakevenChartLayout *layout;
  BreakevenRgba color;
  guint index, before;
  double y_max;

  g_list_store_append (breakeven_project_get_offers (breakeven_document_get_project (document)),
                       expensive);
  breakeven_document_flush (document);
  flush_events ();
  index = offer_index (window, "8x H100");
  color = series_color (index);

  before = count_in_plot (chart, &color);
  g_assert_cmpuint (before, >, 100);
  layout = breakeven_chart_view_get_layout (chart);
  y_max = layout->y.data_max;
  g_assert_cmpfloat (y_max, >, 500000);

  /* Off: gone from the plot, the axis rescaled to the build and AutoDL */
  click_legend_entry (chart, index);
  g_assert_true (breakeven_chart_view_get_offer_hidden (chart, expensive));
  g_assert_cmpuint (count_in_plot (chart, &color), ==, 0);
  layout = breakeven_chart_view_get_layout (chart);
  g_assert_cmpfloat (layout->y.data_max, <, y_max / 10);
  /* Still in the legend, to be turned on again; out of the read-out */
  g_assert_true (breakeven_chart_view_get_legend_entry (chart, index, NULL));
  breakeven_chart_view_hover (chart, layout->plot.x + layout->plot.width / 2,
                              layout->plot.y + layout->plot.height / 2);
  g_assert_nonnull (breakeven_chart_view_get_readout (chart));
  g_assert_null (strstr (breakeven_chart_view_get_readout (chart), "H100"));
  g_assert_nonnull (strstr (breakeven_chart_view_get_readout (chart), "AutoDL"));
  breakeven_chart_view_hover (chart, -1, -1);

  /* On again from the keyboard: the entry clicked is the one focused */
  gtk_widget_grab_focus (GTK_WIDGET (chart));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (chart), "chart.legend-toggle", NULL));
  g_assert_false (breakeven_chart_view_get_offer_hidden (chart, expensive));
  g_assert_cmpuint (count_in_plot (chart, &color), >, 100);
  g_assert_cmpfloat (breakeven_chart_view_get_layout (chart)->y.data_max, ==, y_max);

  /* Up goes to the entry before it, Space hides that one */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (chart), "chart.legend-previous", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (chart), "chart.legend-toggle", NULL));
  {
    BreakevenAnalysis *analysis = breakeven_document_get_analysis (document);
    BreakevenOffer *previous = breakeven_analysis_get_offer (analysis, index - 1)->offer;
    BreakevenRgba previous_color = series_color (index - 1);

    g_assert_true (breakeven_chart_view_get_offer_hidden (chart, previous));
    g_assert_false (breakeven_chart_view_get_offer_hidden (chart, expensive));
    g_assert_cmpuint (breakeven_chart_view_count_hidden (chart), ==, 1);

    /* For a reviewer to look at: the entry struck through, the keyboard's ring around it */
    gtk_window_set_focus_visible (GTK_WINDOW (window), TRUE);
    gtk_widget_queue_draw (GTK_WIDGET (chart));
    gtk_test_widget_wait_for_draw (GTK_WIDGET (chart));
    {
      cairo_surface_t *surface = render_widget (GTK_WIDGET (chart));
      g_autofree char *path = g_test_build_filename (G_TEST_BUILT, "chart-legend.png", NULL);

      g_assert_cmpint (cairo_surface_write_to_png (surface, path), ==, CAIRO_STATUS_SUCCESS);
      cairo_surface_destroy (surface);
    }

    /* The sensitivity chart hides it too */
    breakeven_chart_view_set_kind (chart, BREAKEVEN_CHART_KIND_SENSITIVITY);
    g_assert_cmpuint (count_in_plot (chart, &previous_color), ==, 0);
    g_assert_cmpuint (count_in_plot (chart, &color), >, 50);
    breakeven_chart_view_set_kind (chart, BREAKEVEN_CHART_KIND_CUMULATIVE);
  }

  /* Another document shows all its lines */
  other = breakeven_document_new (NULL, NULL);
  breakeven_window_set_document (window, other);
  flush_events ();
  g_assert_cmpuint (breakeven_chart_view_count_hidden (chart), ==, 0);
  g_assert_false (breakeven_chart_view_get_offer_hidden (chart, expensive));

  gtk_window_destroy (GTK_WINDOW (window));
  flush_events ();
}

/* Export starts from the chart on screen and says so */
static void
test_export_dialog_follows_chart (void)
{
  BreakevenWindow *window = new_window ();
  BreakevenChartView *chart = window_chart (window);
  BreakevenExportDialog *dialog;
  GPtrArray *rows = g_ptr_array_new ();
  AdwActionRow *chart_row = NULL;

  breakeven_chart_view_set_kind (chart, BREAKEVEN_CHART_KIND_SENSITIVITY);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.export", NULL));
  flush_events ();
  dialog = BREAKEVEN_EXPORT_DIALOG (find_toplevel (BREAKEVEN_TYPE_EXPORT_DIALOG));
  g_assert_cmpint (breakeven_export_dialog_get_chart (dialog), ==,
                   BREAKEVEN_CHART_KIND_SENSITIVITY);

  collect_by_name (GTK_WIDGET (dialog), "export-chart", rows);
  g_assert_cmpuint (rows->len, ==, 1);
  chart_row = g_ptr_array_index (rows, 0);
  breakeven_export_dialog_set_format (dialog, BREAKEVEN_EXPORT_FORMAT_PNG);
  g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (chart_row)));
  g_assert_cmpstr (adw_action_row_get_subtitle (chart_row), ==, "The chart shown in the window");
  breakeven_export_dialog_set_chart (dialog, BREAKEVEN_CHART_KIND_BUDGET);
  g_assert_cmpstr (adw_action_row_get_subtitle (chart_row), ==,
                   "Not the chart shown in the window");
  /* The row lists every chart, each by its name, not its command-line nick */
  {
    AdwComboRow *combo = ADW_COMBO_ROW (chart_row);
    g_auto(GValue) title = G_VALUE_INIT;

    g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (combo)), ==, 4);
    g_assert_true (gtk_expression_evaluate (adw_combo_row_get_expression (combo),
                                            adw_combo_row_get_selected_item (combo), &title));
    g_assert_cmpstr (g_value_get_string (&title), ==, "Parts budget");
  }
  breakeven_export_dialog_set_format (dialog, BREAKEVEN_EXPORT_FORMAT_CSV);
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (chart_row)));
  g_ptr_array_unref (rows);

  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (GTK_WINDOW (window));
  flush_events ();
}

/* A line turned off in the window is off in the chart it exports: the RTX 3090's crossing label
 * (20.6 months) is in the SVG with its line shown and not once it is hidden */
static void
test_export_as_shown (void)
{
  BreakevenWindow *window = new_window ();
  BreakevenChartView *chart = window_chart (window);
  g_autoptr(BreakevenOffer) offer = NULL;
  g_autofree char *dir = g_dir_make_tmp ("breakeven-ui-chart-XXXXXX", NULL);
  g_autofree char *shown_path = g_build_filename (dir, "shown.svg", NULL);
  g_autofree char *hidden_path = g_build_filename (dir, "hidden.svg", NULL);
  g_autoptr(GFile) shown_file = g_file_new_for_path (shown_path);
  g_autoptr(GFile) hidden_file = g_file_new_for_path (hidden_path);
  g_autofree char *shown = NULL;
  g_autofree char *hidden = NULL;
  GError *error = NULL;

  offer = g_list_model_get_item (G_LIST_MODEL (breakeven_project_get_offers (breakeven_window_get_project (window))),
                                 offer_index (window, "RTX 3090 (measured)"));
  g_assert_true (breakeven_window_export_as (window, shown_file, BREAKEVEN_EXPORT_FORMAT_SVG,
                                             BREAKEVEN_CHART_KIND_CUMULATIVE, 1200, 800, &error));
  g_assert_no_error (error);
  breakeven_chart_view_set_offer_hidden (chart, offer, TRUE);
  g_assert_true (breakeven_window_export_as (window, hidden_file, BREAKEVEN_EXPORT_FORMAT_SVG,
                                             BREAKEVEN_CHART_KIND_CUMULATIVE, 1200, 800, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (shown_path, &shown, NULL, NULL));
  g_assert_true (g_file_get_contents (hidden_path, &hidden, NULL, NULL));
  /* The sample's RTX 3090 breaks even where 23592 + 131.40 t = 1277.50 t x 1.4310 (its speed
   * against the build's RTX 4090D, GPU-Insights ver2: 44323 / 63426) */
  {
    g_autofree char *months =
      g_strdup_printf (">%.1f months<", 23592 / (1277.5 * (round (63426.0 / 44323.0 * 1e4) / 1e4)
                                                 - 131.4));

    g_assert_cmpstr (months, ==, ">13.9 months<");
    g_assert_nonnull (strstr (shown, months));
    g_assert_null (strstr (hidden, months));
  }
  /* the other crossing stays */
  g_assert_nonnull (strstr (hidden, ">29.1 months<"));

  g_unlink (shown_path);
  g_unlink (hidden_path);
  g_rmdir (dir);
  gtk_window_destroy (GTK_WINDOW (window));
  flush_events ();
}

/* No offers: the sensitivity chart says so with no horizon line through the words */
static void
test_no_offers (void)
{
  BreakevenWindow *window = new_window ();
  BreakevenChartView *chart = window_chart (window);
  g_autoptr(BreakevenProject) project = breakeven_project_new ();
  g_autoptr(BreakevenDocument) document = NULL;
  BreakevenChartPalette palette;

  breakeven_project_set_horizon_months (project, 36);
  document = breakeven_document_new (project, NULL);
  breakeven_window_set_document (window, document);
  flush_events ();
  breakeven_chart_view_set_kind (chart, BREAKEVEN_CHART_KIND_SENSITIVITY);
  breakeven_chart_palette_init_light (&palette);
  g_assert_cmpuint (count_in_plot (chart, &palette.horizon), ==, 0);

  gtk_window_destroy (GTK_WINDOW (window));
  flush_events ();
}

/* The chart kinds' button named TARGET ('cumulative', ..., 'bursts') */
static GtkWidget *
chart_button (BreakevenWindow *window,
              const char      *target)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();

  collect_by_type (GTK_WIDGET (window), GTK_TYPE_TOGGLE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    {
      GVariant *value = gtk_actionable_get_action_target_value (g_ptr_array_index (buttons, i));

      if (value != NULL && g_variant_is_of_type (value, G_VARIANT_TYPE_STRING)
          && g_str_equal (g_variant_get_string (value, NULL), target))
        return g_ptr_array_index (buttons, i);
    }
  g_assert_not_reached ();
  return NULL;
}

static const BreakevenChartLayout *
drawn_layout (BreakevenWindow    *window,
              BreakevenChartView *chart)
{
  gtk_widget_queue_draw (GTK_WIDGET (chart));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  flush_events ();
  g_assert_nonnull (breakeven_chart_view_get_layout (chart));
  return breakeven_chart_view_get_layout (chart);
}

static void
assert_readout_has (BreakevenChartView *chart,
                    const char         *text)
{
  const char *readout = breakeven_chart_view_get_readout (chart);

  if (readout == NULL || strstr (readout, text) == NULL)
    g_error ("read-out without \"%s\": %s", text, readout);
}

/* The student's two conference deadlines at 12 h a day, where the hybrid is the verdict: the
 * burst view's button appears with the bursts; the cumulative read-out names the burst at its
 * days and the hybrid curve; the offer the keyboard is on in the legend has its hybrid read
 * too; the burst view reads the build's part and the rented part at the burst's days */
static void
test_bursts (void)
{
  BreakevenWindow *window = new_window ();
  BreakevenChartView *chart = window_chart (window);
  GtkWidget *button = chart_button (window, "bursts");
  g_autoptr(GFile) file = g_file_new_for_path (g_test_get_filename (G_TEST_DIST, "fixtures",
                                                                   "deadlines.breakeven", NULL));
  g_autoptr(BreakevenProject) project = NULL;
  g_autoptr(BreakevenDocument) document = NULL;
  const BreakevenChartLayout *layout;
  GError *error = NULL;
  double mid = 5.0 / (365.0 / 12);   /* the middle of the burst's 10 days, in months */
  double y;

  /* The sample has no bursts */
  g_assert_false (gtk_widget_get_visible (button));
  project = breakeven_project_load_from_file (file, &error);
  g_assert_no_error (error);
  breakeven_project_set_hours_per_day (project, 12);
  document = breakeven_document_new (project, NULL);
  breakeven_window_set_document (window, document);
  flush_events ();
  g_assert_true (gtk_widget_get_visible (button));

  layout = drawn_layout (window, chart);
  y = layout->plot.y + layout->plot.height / 2;
  breakeven_chart_view_hover (chart, breakeven_scale_to_pixel (&layout->x, 4 + mid), y);
  assert_readout_has (chart, "Conference deadline");
  assert_readout_has (chart, "10 days from month 4");
  assert_readout_has (chart, "Hybrid with AutoDL RTX 4090D");
  g_assert_null (strstr (breakeven_chart_view_get_readout (chart), "Hybrid with AutoDL RTX 3090"));
  /* Between the bursts, no burst is named */
  breakeven_chart_view_hover (chart, breakeven_scale_to_pixel (&layout->x, 7), y);
  g_assert_null (strstr (breakeven_chart_view_get_readout (chart), "Conference deadline"));

  /* The keyboard on the RTX 3090's entry (the first press shows the first offer's) */
  gtk_widget_grab_focus (GTK_WIDGET (chart));
  for (guint i = 0; i < 3; i++)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (chart), "chart.legend-next", NULL));
  breakeven_chart_view_hover (chart, breakeven_scale_to_pixel (&layout->x, 7), y);
  assert_readout_has (chart, "Hybrid with AutoDL RTX 3090 (measured)");
  assert_readout_has (chart, "Hybrid with AutoDL RTX 4090D");
  breakeven_chart_view_hover (chart, -1, -1);

  /* The burst view, from its button's action */
  g_assert_true (gtk_widget_activate_action_variant (
                   button, gtk_actionable_get_action_name (GTK_ACTIONABLE (button)),
                   gtk_actionable_get_action_target_value (GTK_ACTIONABLE (button))));
  flush_events ();
  g_assert_cmpint (breakeven_chart_view_get_kind (chart), ==, BREAKEVEN_CHART_KIND_BURSTS);
  layout = drawn_layout (window, chart);
  g_assert_cmpfloat (layout->x.data_max, ==, 12);
  breakeven_chart_view_hover (chart, breakeven_scale_to_pixel (&layout->x, 4 + mid),
                              layout->plot.y + layout->plot.height / 2);
  assert_readout_has (chart, "Conference deadline");
  /* 300 hours in 10 days on top of 12 h a day, the build at most 20: 8 on it, 22 rented */
  assert_readout_has (chart, "The build can do 80 of 300 hours in 10 days");
  assert_readout_has (chart, "Bursts, rented  <b>22 h/day</b>");
  assert_readout_has (chart, "Bursts, on the build  <b>8 h/day</b>");
  breakeven_chart_view_hover (chart, breakeven_scale_to_pixel (&layout->x, 7),
                              layout->plot.y + layout->plot.height / 2);
  assert_readout_has (chart, "Bursts, rented  <b>0 h/day</b>");
  g_assert_null (strstr (breakeven_chart_view_get_readout (chart), "Conference deadline"));
  breakeven_chart_view_hover (chart, -1, -1);

  gtk_window_destroy (GTK_WINDOW (window));
  flush_events ();

  /* The four chart buttons still fit a phone's width */
  window = breakeven_window_new (NULL);
  breakeven_window_set_document (window, document);
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 700);
  gtk_window_present (GTK_WINDOW (window));
  for (guint i = 0; i < 6; i++)
    {
      gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
      flush_events ();
    }
  g_assert_true (gtk_widget_get_visible (chart_button (window, "bursts")));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, 360);

  gtk_window_destroy (GTK_WINDOW (window));
  flush_events ();
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GtkCssProvider) css = NULL;

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  css = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (css, RESOURCE_PATH "/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);

  g_test_add_func ("/ui/chart/text-size", test_text_size);
  g_test_add_func ("/ui/chart/legend-toggles-lines", test_legend_toggles_lines);
  g_test_add_func ("/ui/chart/export-dialog", test_export_dialog_follows_chart);
  g_test_add_func ("/ui/chart/export-as-shown", test_export_as_shown);
  g_test_add_func ("/ui/chart/no-offers", test_no_offers);
  g_test_add_func ("/ui/chart/bursts", test_bursts);
  return g_test_run ();
}
