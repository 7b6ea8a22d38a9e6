/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-chart.c: ticks, scales and the three charts, checked on the pixels they draw
 *
 * Longer than the 800 lines a source file keeps to, and on purpose: the chart cases share the
 * pixel readers and the fixtures of the three charts. Split by topic, as the other programs
 * are, not by size.
 */

#include "config.h"

#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <glib/gstdio.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "breakeven-burst.h"
#include "breakeven-chart-private.h"
#include "breakeven-format.h"
#include "breakeven-xml.h"
#include "chart-fixtures.h"

#define WIDTH 1200
#define HEIGHT 800

/* Ticks and scales ---------------------------------------------------------------------------- */

static void
test_nice_step (void)
{
  g_assert_cmpfloat (breakeven_chart_nice_step (100, 5, BREAKEVEN_TICKS_DECIMAL), ==, 20);
  g_assert_cmpfloat (breakeven_chart_nice_step (100, 10, BREAKEVEN_TICKS_DECIMAL), ==, 10);
  g_assert_cmpfloat (breakeven_chart_nice_step (34942, 6, BREAKEVEN_TICKS_DECIMAL), ==, 10000);
  g_assert_cmpfloat (breakeven_chart_nice_step (34942, 10, BREAKEVEN_TICKS_DECIMAL), ==, 5000);
  g_assert_cmpfloat (breakeven_chart_nice_step (1e9, 5, BREAKEVEN_TICKS_DECIMAL), ==, 2e8);
  g_assert_cmpfloat_with_epsilon (breakeven_chart_nice_step (1, 4, BREAKEVEN_TICKS_DECIMAL),
                                  0.5, 1e-12);
  g_assert_cmpfloat_with_epsilon (breakeven_chart_nice_step (0.7, 5, BREAKEVEN_TICKS_DECIMAL),
                                  0.2, 1e-12);
  /* Exactly on a step stays on it despite rounding of span / n */
  g_assert_cmpfloat (breakeven_chart_nice_step (0.3 * 10, 3, BREAKEVEN_TICKS_DECIMAL), ==, 1);

  /* Months go by 6, 12, 24 ..., not by 5 */
  g_assert_cmpfloat (breakeven_chart_nice_step (36, 8, BREAKEVEN_TICKS_MONTHS), ==, 6);
  g_assert_cmpfloat (breakeven_chart_nice_step (36, 12, BREAKEVEN_TICKS_MONTHS), ==, 3);
  g_assert_cmpfloat (breakeven_chart_nice_step (240, 10, BREAKEVEN_TICKS_MONTHS), ==, 24);
  g_assert_cmpfloat (breakeven_chart_nice_step (240, 4, BREAKEVEN_TICKS_MONTHS), ==, 60);
  g_assert_cmpfloat (breakeven_chart_nice_step (24, 6, BREAKEVEN_TICKS_HOURS), ==, 4);
  g_assert_cmpfloat (breakeven_chart_nice_step (24, 3, BREAKEVEN_TICKS_HOURS), ==, 12);

  /* Degenerate spans still give a usable step */
  g_assert_cmpfloat (breakeven_chart_nice_step (0, 5, BREAKEVEN_TICKS_DECIMAL), >, 0);
  g_assert_cmpfloat (breakeven_chart_nice_step (NAN, 5, BREAKEVEN_TICKS_DECIMAL), >, 0);
  g_assert_cmpfloat (breakeven_chart_nice_step (10, 0, BREAKEVEN_TICKS_DECIMAL), ==, 10);
}

static void
test_ticks (void)
{
  BreakevenTicks t;
  double lo = 0, hi = 34942;

  /* A value axis is widened to round ends */
  breakeven_chart_ticks (&lo, &hi, 6, BREAKEVEN_TICKS_DECIMAL, TRUE, &t);
  g_assert_cmpfloat (lo, ==, 0);
  g_assert_cmpfloat (hi, ==, 40000);
  g_assert_cmpfloat (t.step, ==, 10000);
  g_assert_cmpuint (t.n, ==, 5);
  g_assert_cmpfloat (breakeven_chart_tick_value (&t, 4), ==, 40000);
  g_assert_cmpint (t.decimals, ==, 0);

  /* A fixed domain keeps its ends; ticks fall inside */
  lo = 0;
  hi = 40;
  breakeven_chart_ticks (&lo, &hi, 7, BREAKEVEN_TICKS_MONTHS, FALSE, &t);
  g_assert_cmpfloat (hi, ==, 40);
  g_assert_cmpfloat (t.step, ==, 6);
  g_assert_cmpuint (t.n, ==, 7); /* 0, 6, ..., 36 */
  g_assert_cmpfloat (breakeven_chart_tick_value (&t, 6), ==, 36);

  /* Fractional steps: exact values and the decimals to print them */
  lo = 0.05;
  hi = 0.93;
  breakeven_chart_ticks (&lo, &hi, 5, BREAKEVEN_TICKS_DECIMAL, TRUE, &t);
  g_assert_cmpfloat_with_epsilon (t.step, 0.2, 1e-12);
  g_assert_cmpint (t.decimals, ==, 1);
  g_assert_cmpfloat (lo, ==, 0);
  g_assert_cmpfloat_with_epsilon (hi, 1.0, 1e-12);
  {
    g_autofree char *label = breakeven_format_number (breakeven_chart_tick_value (&t, 3),
                                                      t.decimals);

    g_assert_cmpstr (label, ==, "0.6");
  }

  /* A flat series at zero still gets an axis from zero */
  lo = hi = 0;
  breakeven_chart_ticks (&lo, &hi, 5, BREAKEVEN_TICKS_DECIMAL, TRUE, &t);
  g_assert_cmpfloat (lo, ==, 0);
  g_assert_cmpfloat (hi, >, 0);
  g_assert_cmpuint (t.n, >=, 2);

  /* Negative ranges and reversed bounds */
  lo = 50;
  hi = -120;
  breakeven_chart_ticks (&lo, &hi, 5, BREAKEVEN_TICKS_DECIMAL, TRUE, &t);
  g_assert_cmpfloat (lo, <=, -120);
  g_assert_cmpfloat (hi, >=, 50);
  g_assert_cmpfloat (breakeven_chart_tick_value (&t, 0), ==, lo);
}

static void
test_tick_labels (void)
{
  BreakevenTicks t;
  double lo = 0, hi = 1.02e9;
  g_autofree char *top = NULL;
  g_autofree char *money = NULL;

  breakeven_chart_ticks (&lo, &hi, 6, BREAKEVEN_TICKS_DECIMAL, TRUE, &t);
  g_assert_cmpfloat (t.step, ==, 2e8);
  top = breakeven_format_money (breakeven_chart_tick_value (&t, t.n - 1), "CNY", t.decimals);
  g_assert_cmpstr (top, ==, "¥1,200,000,000");
  money = breakeven_format_money (breakeven_chart_tick_value (&t, 1), "USD", t.decimals);
  g_assert_cmpstr (money, ==, "$200,000,000");
}

static void
test_scale (void)
{
  BreakevenScale x = { 0, 36, 100, 460 };
  BreakevenScale y = { 0, 40000, 700, 100 };   /* inverted: up the page */
  BreakevenRect r = { 10, 20, 100, 50 };

  g_assert_cmpfloat (breakeven_scale_to_pixel (&x, 0), ==, 100);
  g_assert_cmpfloat (breakeven_scale_to_pixel (&x, 36), ==, 460);
  g_assert_cmpfloat (breakeven_scale_to_pixel (&x, 18), ==, 280);
  g_assert_cmpfloat (breakeven_scale_to_pixel (&y, 10000), ==, 550);
  g_assert_cmpfloat (breakeven_scale_to_pixel (&y, 40000), ==, 100);
  g_assert_cmpfloat_with_epsilon (breakeven_scale_from_pixel (&x, 391), 29.1, 1e-9);
  g_assert_cmpfloat_with_epsilon (breakeven_scale_from_pixel (&y, 550), 10000, 1e-6);
  for (double v = -5; v < 50; v += 3.7)
    g_assert_cmpfloat_with_epsilon (breakeven_scale_from_pixel (&x,
                                                                breakeven_scale_to_pixel (&x, v)),
                                    v, 1e-9);

  g_assert_true (breakeven_rect_contains (&r, 10, 20));
  g_assert_true (breakeven_rect_contains (&r, 110, 70));
  g_assert_false (breakeven_rect_contains (&r, 9.9, 30));
  g_assert_false (breakeven_rect_contains (&r, 50, 70.1));
}

static void
test_describe_crossing (void)
{
  g_autofree char *within = breakeven_chart_describe_crossing (29.115, 36);
  g_autofree char *after = breakeven_chart_describe_crossing (52.3, 36);
  g_autofree char *never = breakeven_chart_describe_crossing (NAN, 36);
  g_autofree char *start = breakeven_chart_describe_crossing (0, 36);

  g_assert_cmpstr (within, ==, "breaks even at 29.1 months");
  g_assert_cmpstr (after, ==, "crosses at 52.3 months, after the horizon");
  g_assert_nonnull (strstr (never, "the cloud stays cheaper for all 36"));
  g_assert_nonnull (strstr (never, "beyond"));
  g_assert_cmpstr (start, ==, "the build is cheaper from the start");
}

static void
test_palettes (void)
{
  BreakevenChartPalette palettes[3];
  guint dash;

  breakeven_chart_palette_init_light (&palettes[0]);
  breakeven_chart_palette_init_dark (&palettes[1]);
  breakeven_chart_palette_init_print (&palettes[2]);
  for (guint p = 0; p < 3; p++)
    {
      /* Every offer colour differs from the build's and from every other offer's */
      for (guint i = 0; i < palettes[p].n_series; i++)
        {
          const BreakevenRgba *a = &palettes[p].series[i];

          g_assert_false (a->red == palettes[p].build.red && a->green == palettes[p].build.green
                          && a->blue == palettes[p].build.blue);
          for (guint j = i + 1; j < palettes[p].n_series; j++)
            {
              const BreakevenRgba *b = &palettes[p].series[j];

              g_assert_false (a->red == b->red && a->green == b->green && a->blue == b->blue);
            }
        }
    }
  /* Dark text on light paper, light text on the dark background */
  g_assert_cmpfloat (palettes[0].foreground.red, <, palettes[0].background.red);
  g_assert_cmpfloat (palettes[1].foreground.red, >, palettes[1].background.red);

  /* Past the palette the colours come back dashed, so offer 9 is not offer 1 */
  g_assert_true (breakeven_chart_palette_get_series (&palettes[0], 8, &dash)
                 == &palettes[0].series[0]);
  g_assert_cmpuint (dash, ==, 1);
  breakeven_chart_palette_get_series (&palettes[0], 3, &dash);
  g_assert_cmpuint (dash, ==, 0);
}

/* Cumulative chart --------------------------------------------------------------------------- */

/* Every pixel of COLOR lies in the plot (antialiasing may spill one pixel) or in the legend */
static void
assert_color_only_in_plot (cairo_surface_t            *surface,
                           const BreakevenChartLayout *layout,
                           const BreakevenRgba        *color)
{
  const BreakevenRect *p = &layout->plot, *l = &layout->legend;
  int w = cairo_image_surface_get_width (surface), h = cairo_image_surface_get_height (surface);
  guint inside = 0;

  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      {
        double cx = x + 0.5, cy = y + 0.5;

        if (!fixture_pixel_is (surface, x, y, color, 0.15))
          continue;
        if (cx >= p->x - 1 && cx <= p->x + p->width + 1 && cy >= p->y - 1
            && cy <= p->y + p->height + 1)
          {
            inside++;
            continue;
          }
        if (breakeven_rect_contains (l, cx, cy))
          continue;
        g_error ("series colour drawn outside the plot at %d,%d (plot %.1f,%.1f %.1fx%.1f)",
                 x, y, p->x, p->y, p->width, p->height);
      }
  g_assert_cmpuint (inside, >, 20);
}

/* The month at which the (increasing) cloud curve reaches VALUE, within [0, HI] */
static double
cloud_month_at (const BreakevenCloudCost *cloud,
                double                    value,
                double                    hi)
{
  double lo = 0;

  for (guint i = 0; i < 100; i++)
    {
      double mid = 0.5 * (lo + hi);

      if (breakeven_cost_cloud_at (cloud, mid) < value)
        lo = mid;
      else
        hi = mid;
    }
  return 0.5 * (lo + hi);
}

/* The x of the vertical crossing guide of an offer drawn in COLOR: pixels of that colour in a
 * band just above the month axis, except those of the offer's own line */
static double
find_guide_x (cairo_surface_t            *surface,
              const BreakevenChartLayout *layout,
              const BreakevenRgba        *color,
              const BreakevenCloudCost   *cloud,
              double                      expected_x)
{
  double sum = 0;
  guint n = 0;
  int bottom = (int) (layout->plot.y + layout->plot.height);

  for (int y = bottom - 40; y < bottom - 6; y++)
    {
      double value = breakeven_scale_from_pixel (&layout->y, y + 0.5);
      double line_x = breakeven_scale_to_pixel (&layout->x,
                                                cloud_month_at (cloud, value,
                                                                layout->x.data_max));

      for (int x = (int) layout->plot.x; x < (int) (layout->plot.x + layout->plot.width); x++)
        {
          /* A guide of about a pixel and a quarter between two pixel columns covers each of
           * them by little more than half */
          if (!fixture_pixel_is (surface, x, y, color, 0.45) || fabs (x + 0.5 - line_x) < 6)
            continue;
          /* Nothing else of that colour in the band */
          g_assert_cmpfloat (fabs (x + 0.5 - expected_x), <=, 3);
          sum += x + 0.5;
          n++;
        }
    }
  g_assert_cmpuint (n, >, 5);
  return sum / n;
}

static void
assert_curve_through (cairo_surface_t            *surface,
                      const BreakevenChartLayout *layout,
                      const BreakevenRgba        *color,
                      double                      month,
                      double                      value)
{
  double x = breakeven_scale_to_pixel (&layout->x, month);
  double y = breakeven_scale_to_pixel (&layout->y, value);

  if (!fixture_color_near (surface, x, y, 2, color))
    g_error ("no pixel of the curve near month %.1f, value %.1f (%.1f, %.1f)",
             month, value, x, y);
}

static void
test_cumulative_seed (void)
{
  g_autoptr(BreakevenProject) project = fixture_seed ();
  g_autoptr(BreakevenAnalysis) analysis = fixture_analyse (project);
  const BreakevenOfferResult *offer = breakeven_analysis_get_offer (analysis, 0);
  BreakevenChartPalette palette;
  BreakevenChartOptions options = { 0 };
  BreakevenChartLayout layout;
  cairo_surface_t *surface;
  double expected_x, guide_x, dot_y;

  g_assert_cmpfloat (round (offer->breakeven_months * 10) / 10, ==, 29.1);

  fixture_test_palette (&palette);
  options.palette = &palette;
  options.currency = "CNY";
  surface = fixture_render_cumulative (analysis, WIDTH, HEIGHT, &options, &layout);

  /* The plot is most of the image, within it, and its x axis spans 0..36 months */
  g_assert_cmpfloat (layout.plot.width, >, WIDTH / 2);
  g_assert_cmpfloat (layout.plot.height, >, HEIGHT / 2);
  g_assert_cmpfloat (layout.plot.x + layout.plot.width, <=, WIDTH);
  g_assert_cmpfloat (layout.x.data_min, ==, 0);
  g_assert_cmpfloat (layout.x.data_max, ==, 36);
  g_assert_cmpfloat (layout.y.data_min, ==, 0);
  g_assert_cmpfloat (layout.y.data_max, >=, breakeven_cost_cloud_at (&offer->cloud, 36));

  /* The crossing is marked at the computed month: its guide and its dot */
  expected_x = breakeven_scale_to_pixel (&layout.x, offer->breakeven_months);
  guide_x = find_guide_x (surface, &layout, &palette.series[0], &offer->cloud, expected_x);
  g_assert_cmpfloat (fabs (guide_x - expected_x), <=, 2);
  dot_y = breakeven_scale_to_pixel (&layout.y,
                                    breakeven_cost_local_at (&analysis->local,
                                                             offer->breakeven_months));
  g_assert_true (fixture_color_near (surface, expected_x, dot_y, 1, &palette.series[0]));

  /* Both lines pass through their computed points */
  for (double t = 3; t <= 36; t += 7.5)
    {
      assert_curve_through (surface, &layout, &palette.build, t,
                            breakeven_cost_local_at (&analysis->local, t));
      assert_curve_through (surface, &layout, &palette.series[0], t,
                            breakeven_cost_cloud_at (&offer->cloud, t));
    }

  /* Series stay in the plot; the title has ink */
  assert_color_only_in_plot (surface, &layout, &palette.series[0]);
  assert_color_only_in_plot (surface, &layout, &palette.build);
  g_assert_cmpfloat (layout.title.height, >, 0);
  g_assert_cmpfloat (layout.legend.width, >, 0);
  cairo_surface_destroy (surface);
}

/* Text a chart writes, read back from a PDF of it */
static char *
chart_text (const BreakevenAnalysis *analysis,
            gboolean                 sensitivity)
{
  g_autofree char *path = NULL;
  g_autofree char *out = NULL;
  g_autoptr(GError) error = NULL;
  const char *argv[] = { "pdftotext", "-raw", NULL, "-", NULL };
  cairo_surface_t *surface;
  cairo_t *cr;
  g_autofree char *program = g_find_program_in_path ("pdftotext");
  int fd, status;

  if (program == NULL)
    return NULL;

  fd = g_file_open_tmp ("breakeven-chart-XXXXXX.pdf", &path, &error);
  g_assert_no_error (error);
  close (fd);
  surface = cairo_pdf_surface_create (path, WIDTH, HEIGHT);
  cr = cairo_create (surface);
  if (sensitivity)
    breakeven_chart_draw_sensitivity (cr, WIDTH, HEIGHT, analysis, NULL, NULL);
  else
    breakeven_chart_draw_cumulative (cr, WIDTH, HEIGHT, analysis, NULL, NULL);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);

  argv[2] = path;
  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL,
                NULL, NULL, &out, NULL, &status, &error);
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  g_unlink (path);
  return g_steal_pointer (&out);
}

static void
test_cumulative_no_crossing (void)
{
  g_autoptr(BreakevenProject) project = fixture_seed_build ();
  g_autoptr(BreakevenAnalysis) analysis = NULL;
  BreakevenChartPalette palette;
  BreakevenChartOptions options = { 0 };
  BreakevenChartLayout layout;
  cairo_surface_t *surface;
  g_autofree char *text = NULL;
  int bottom;

  /* Cheaper per month than the build's electricity: never crosses */
  fixture_add_offer (project, "Cheap", "K80", 0.2);
  /* Crosses at 49.3 months, after the 36-month horizon */
  fixture_add_offer (project, "AutoDL", "RTX 4090D (promotion)", 1.67);
  analysis = fixture_analyse (project);
  g_assert_true (isnan (breakeven_analysis_get_offer (analysis, 0)->breakeven_months));
  g_assert_cmpfloat (breakeven_analysis_get_offer (analysis, 1)->breakeven_months, >, 36);

  fixture_test_palette (&palette);
  options.palette = &palette;
  surface = fixture_render_cumulative (analysis, WIDTH, HEIGHT, &options, &layout);

  /* No guide: near the month axis only the lines' first few months have these colours */
  bottom = (int) (layout.plot.y + layout.plot.height);
  for (int y = bottom - 40; y < bottom - 6; y++)
    for (int x = (int) (layout.plot.x + layout.plot.width / 3);
         x < (int) (layout.plot.x + layout.plot.width); x++)
      g_assert_false (fixture_pixel_is (surface, x, y, &palette.series[1], 0.3));
  /* The lines are still drawn */
  assert_curve_through (surface, &layout, &palette.series[1], 30,
                        breakeven_cost_cloud_at (&breakeven_analysis_get_offer (analysis, 1)->cloud,
                                                 30));
  assert_color_only_in_plot (surface, &layout, &palette.series[0]);
  cairo_surface_destroy (surface);

  /* ... and the chart says in words what it cannot show */
  text = chart_text (analysis, FALSE);
  if (text == NULL)
    {
      g_test_skip ("pdftotext is not installed");
      return;
    }
  g_assert_nonnull (strstr (text, "the cloud stays cheaper for all 36"));
  g_assert_nonnull (strstr (text, "crosses at 49.3 months, after the horizon"));
  g_assert_nonnull (strstr (text, "Cheap K80"));
  g_assert_nonnull (strstr (text, "AutoDL RTX 4090D (promotion)"));
}

static void
test_cumulative_cheaper_from_start (void)
{
  g_autoptr(BreakevenProject) project = fixture_seed ();
  BreakevenOffer *offer = fixture_add_offer (project, "Vendor", "Setup heavy", 2.0);
  g_autoptr(BreakevenAnalysis) analysis = NULL;
  g_autofree char *text = NULL;

  breakeven_offer_set_setup_cost (offer, 30000);
  analysis = fixture_analyse (project);
  g_assert_cmpfloat (breakeven_analysis_get_offer (analysis, 1)->breakeven_months, ==, 0);

  text = chart_text (analysis, FALSE);
  if (text == NULL)
    {
      g_test_skip ("pdftotext is not installed");
      return;
    }
  g_assert_nonnull (strstr (text, "the build is cheaper from the start"));
  /* The other offer's crossing is labelled on the plot */
  g_assert_nonnull (strstr (text, "29.1 months"));
}

static void
test_cumulative_eight_offers (void)
{
  static const double prices[] = { 2.4, 2.8, 3.2, 3.6, 4.0, 4.5, 5.0, 6.0 };
  g_autoptr(BreakevenProject) project = fixture_seed_build ();
  g_autoptr(BreakevenAnalysis) analysis = NULL;
  BreakevenChartPalette palette;
  BreakevenChartOptions options = { 0 };
  BreakevenChartLayout layout;
  cairo_surface_t *surface;

  for (guint i = 0; i < G_N_ELEMENTS (prices); i++)
    {
      g_autofree char *name = g_strdup_printf ("Offer %u", i + 1);

      fixture_add_offer (project, "Provider", name, prices[i]);
    }
  analysis = fixture_analyse (project);
  fixture_test_palette (&palette);
  options.palette = &palette;
  surface = fixture_render_cumulative (analysis, WIDTH, HEIGHT, &options, &layout);

  for (guint i = 0; i < G_N_ELEMENTS (prices); i++)
    {
      const BreakevenOfferResult *r = breakeven_analysis_get_offer (analysis, i);
      double x = breakeven_scale_to_pixel (&layout.x, r->breakeven_months);

      /* Far from the origin the eight lines are apart: each at its own computed points */
      assert_curve_through (surface, &layout, &palette.series[i], 35,
                            breakeven_cost_cloud_at (&r->cloud, 35));
      assert_curve_through (surface, &layout, &palette.series[i], 28,
                            breakeven_cost_cloud_at (&r->cloud, 28));
      /* Every crossing is within the horizon, and its dot is where computed */
      g_assert_cmpfloat (r->breakeven_months, <, 36);
      g_assert_true (fixture_color_near (surface, x,
                                         breakeven_scale_to_pixel (&layout.y,
                                                                   breakeven_cost_local_at (&analysis->local,
                                                                                            r->breakeven_months)),
                                         2, &palette.series[i]));
      assert_color_only_in_plot (surface, &layout, &palette.series[i]);
    }
  cairo_surface_destroy (surface);
}

static void
test_cumulative_long_horizon (void)
{
  g_autoptr(BreakevenProject) project = fixture_seed ();
  g_autoptr(BreakevenAnalysis) analysis = NULL;
  BreakevenChartPalette palette;
  BreakevenChartOptions options = { 0 };
  BreakevenChartLayout layout;
  cairo_surface_t *surface;
  const BreakevenOfferResult *r;
  double expected_x;

  breakeven_project_set_horizon_months (project, 240);
  breakeven_project_set_interest_percent (project, 5); /* a curved L(t) */
  analysis = fixture_analyse (project);
  r = breakeven_analysis_get_offer (analysis, 0);
  fixture_test_palette (&palette);
  options.palette = &palette;
  surface = fixture_render_cumulative (analysis, WIDTH, HEIGHT, &options, &layout);

  g_assert_cmpfloat (layout.x.data_max, ==, 240);
  /* Round month ticks: multiples of 12, the last one at most the horizon */
  g_assert_cmpfloat (fmod (layout.x_ticks.step, 12), ==, 0);
  g_assert_cmpfloat (breakeven_chart_tick_value (&layout.x_ticks, layout.x_ticks.n - 1), <=, 240);
  g_assert_cmpuint (layout.x_ticks.n, >=, 4);

  expected_x = breakeven_scale_to_pixel (&layout.x, r->breakeven_months);
  g_assert_cmpfloat (fabs (find_guide_x (surface, &layout, &palette.series[0], &r->cloud,
                                         expected_x)
                           - expected_x), <=, 2);
  for (double t = 12; t <= 240; t += 45)
    assert_curve_through (surface, &layout, &palette.build, t,
                          breakeven_cost_local_at (&analysis->local, t));
  assert_color_only_in_plot (surface, &layout, &palette.build);
  cairo_surface_destroy (surface);
}

static void
test_cumulative_large_values (void)
{
  g_autoptr(BreakevenProject) project = breakeven_project_new ();
  g_autoptr(BreakevenAnalysis) analysis = NULL;
  BreakevenChartPalette palette;
  BreakevenChartOptions options = { 0 };
  BreakevenChartLayout layout;
  cairo_surface_t *surface;
  const BreakevenOfferResult *r;
  g_autofree char *top_label = NULL;
  double expected_x;

  fixture_add_part (project, BREAKEVEN_PART_GPU, "A cluster", 1000, 600000, 700);
  breakeven_project_set_wall_watts (project, 700000);
  breakeven_project_set_price_per_kwh (project, 0.6);
  breakeven_project_set_hours_per_day (project, 24);
  breakeven_project_set_horizon_months (project, 36);
  fixture_add_offer (project, "Hyperscaler", "1000 GPUs", 41000);
  analysis = fixture_analyse (project);
  r = breakeven_analysis_get_offer (analysis, 0);
  g_assert_cmpfloat (breakeven_cost_cloud_at (&r->cloud, 36), >, 9e8);

  fixture_test_palette (&palette);
  options.palette = &palette;
  surface = fixture_render_cumulative (analysis, WIDTH, HEIGHT, &options, &layout);

  g_assert_cmpfloat (layout.y.data_max, >=, breakeven_cost_cloud_at (&r->cloud, 36));
  g_assert_cmpuint (layout.y_ticks.n, >=, 3);
  top_label = breakeven_format_money (breakeven_chart_tick_value (&layout.y_ticks,
                                                                  layout.y_ticks.n - 1),
                                      "CNY", layout.y_ticks.decimals);
  g_assert_true (g_str_has_prefix (top_label, "¥1,"));
  g_assert_cmpuint (strlen (top_label), >=, strlen ("¥1,000,000,000"));
  /* Room was left for such labels: the plot starts right of them, inside the image */
  g_assert_cmpfloat (layout.plot.x, >, 80);

  expected_x = breakeven_scale_to_pixel (&layout.x, r->breakeven_months);
  g_assert_cmpfloat (fabs (find_guide_x (surface, &layout, &palette.series[0], &r->cloud,
                                         expected_x)
                           - expected_x), <=, 2);
  assert_curve_through (surface, &layout, &palette.series[0], 30,
                        breakeven_cost_cloud_at (&r->cloud, 30));
  assert_color_only_in_plot (surface, &layout, &palette.series[0]);
  cairo_surface_destroy (surface);
}

static void
test_cumulative_no_offers (void)
{
  g_autoptr(BreakevenProject) project = breakeven_project_new ();
  g_autoptr(BreakevenAnalysis) analysis = fixture_analyse (project);
  BreakevenChartPalette palette;
  BreakevenChartOptions options = { 0 };
  BreakevenChartLayout layout;
  cairo_surface_t *surface;

  /* An empty project: no parts, no offers, everything zero */
  fixture_test_palette (&palette);
  options.palette = &palette;
  surface = fixture_render_cumulative (analysis, WIDTH, HEIGHT, &options, &layout);
  g_assert_cmpfloat (layout.plot.width, >, 0);
  g_assert_cmpfloat (layout.y.data_max, >, layout.y.data_min);
  /* The build's flat line at zero, along the month axis */
  g_assert_true (fixture_color_near (surface, breakeven_scale_to_pixel (&layout.x, 18),
                                     breakeven_scale_to_pixel (&layout.y, 0), 2, &palette.build));
  cairo_surface_destroy (surface);
}

static void
test_cumulative_any_size (void)
{
  g_autoptr(BreakevenProject) project = fixture_seed ();
  g_autoptr(BreakevenAnalysis) analysis = fixture_analyse (project);
  static const int sizes[][2] = { { 1, 1 }, { 40, 30 }, { 320, 200 }, { 480, 900 }, { 3000, 400 } };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      BreakevenChartLayout layout;
      cairo_surface_t *surface = fixture_render_cumulative (analysis, sizes[i][0], sizes[i][1],
                                                            NULL, &layout);

      g_assert_cmpfloat (layout.width, ==, sizes[i][0]);
      g_assert_cmpfloat (layout.plot.width, >, 0);
      g_assert_cmpfloat (layout.plot.height, >, 0);
      cairo_surface_destroy (surface);
    }
}

static void
test_dark_palette (void)
{
  g_autoptr(BreakevenProject) project = fixture_seed ();
  g_autoptr(BreakevenAnalysis) analysis = fixture_analyse (project);
  BreakevenChartPalette dark;
  BreakevenChartOptions options = { 0 };
  cairo_surface_t *surface;

  breakeven_chart_palette_init_dark (&dark);
  options.palette = &dark;
  surface = fixture_render_cumulative (analysis, 600, 400, &options, NULL);
  g_assert_true (fixture_pixel_is (surface, 1, 398, &dark.background, 0.01));
  cairo_surface_destroy (surface);
}

/* Chinese -------------------------------------------------------------------------------------- */

static void
test_chinese_labels (void)
{
  const char *title = "自建工作站还是租用云 GPU：累计成本";
  g_autoptr(BreakevenProject) project = fixture_seed_build ();
  g_autoptr(BreakevenAnalysis) analysis = NULL;
  BreakevenChartPalette palette;
  BreakevenChartOptions options = { 0 };
  BreakevenChartLayout layout;
  cairo_surface_t *surface;
  cairo_t *cr;
  BreakevenChartContext ctx;
  guint inked = 0;

  fixture_add_offer (project, "AutoDL", "按量计费 RTX 4090D", 2.58);
  analysis = fixture_analyse (project);
  fixture_test_palette (&palette);
  options.palette = &palette;
  options.title = title;
  surface = fixture_render_cumulative (analysis, WIDTH, HEIGHT, &options, &layout);

  /* The title area has ink: the glyphs were drawn */
  for (int y = (int) layout.title.y; y < (int) (layout.title.y + layout.title.height); y++)
    for (int x = (int) layout.title.x; x < (int) (layout.title.x + layout.title.width); x++)
      if (fixture_pixel_is (surface, x, y, &palette.foreground, 0.2))
        inked++;
  g_assert_cmpuint (inked, >, 200);

  /* ... with real glyphs, not boxes: the fonts cover every character */
  cr = cairo_create (surface);
  breakeven_chart_context_init (&ctx, cr, WIDTH, HEIGHT, &options);
  {
    const char *texts[] = { title, "按量计费 RTX 4090D", "每月成本 ¥941.71" };

    for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
      {
        g_autoptr(PangoLayout) text =
          breakeven_chart_text_layout_new (ctx.pango, ctx.family, texts[i], ctx.font_size * 1.3,
                                           TRUE, 0, 0);

        g_assert_cmpint (pango_layout_get_unknown_glyphs_count (text), ==, 0);
      }
  }
  breakeven_chart_context_clear (&ctx);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

/* Sensitivity and budget --------------------------------------------------------------------- */

static void
test_sensitivity (void)
{
  g_autoptr(BreakevenProject) project = fixture_seed ();
  g_autoptr(BreakevenAnalysis) analysis = fixture_analyse (project);
  BreakevenChartPalette palette;
  BreakevenChartOptions options = { 0 };
  BreakevenChartLayout layout;
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, WIDTH, HEIGHT);
  cairo_t *cr = cairo_create (surface);
  g_autofree char *text = NULL;
  double horizon_y;
  guint horizon_pixels = 0;

  /* The curve is the engine's breakeven month at each use: the seed's two reference figures */
  g_assert_cmpfloat (round (breakeven_chart_sensitivity_at (analysis, 0, 12) * 10) / 10, ==, 29.1);
  g_assert_cmpfloat (round (breakeven_chart_sensitivity_at (analysis, 0, 18) * 10) / 10, ==, 19.4);

  fixture_test_palette (&palette);
  options.palette = &palette;
  breakeven_chart_draw_sensitivity (cr, WIDTH, HEIGHT, analysis, &options, &layout);
  cairo_destroy (cr);
  cairo_surface_flush (surface);

  g_assert_cmpfloat (layout.x.data_min, ==, 0);
  g_assert_cmpfloat (layout.x.data_max, ==, 24);
  g_assert_cmpfloat (layout.y.data_max, >=, 72);
  for (double h = 6; h <= 24; h += 3)
    {
      double v = breakeven_chart_sensitivity_at (analysis, 0, h);

      if (!fixture_color_near (surface, breakeven_scale_to_pixel (&layout.x, h),
                               breakeven_scale_to_pixel (&layout.y, v), 2, &palette.series[0]))
        g_error ("sensitivity curve not at %.1f h/day, %.1f months", h, v);
    }

  /* The horizon line, across the plot at 36 months */
  horizon_y = breakeven_scale_to_pixel (&layout.y, 36);
  for (int x = (int) layout.plot.x; x < (int) (layout.plot.x + layout.plot.width); x++)
    if (fixture_color_near (surface, x, horizon_y, 1, &palette.horizon))
      horizon_pixels++;
  g_assert_cmpuint (horizon_pixels, >, layout.plot.width / 3);
  assert_color_only_in_plot (surface, &layout, &palette.series[0]);
  cairo_surface_destroy (surface);

  text = chart_text (analysis, TRUE);
  if (text == NULL)
    return;
  g_assert_nonnull (strstr (text, "Horizon: 36"));
  g_assert_nonnull (strstr (text, "AutoDL RTX 4090D"));
}

/* Format 2: resale and the curves that must agree with the engine -------------------------- */

/* The seed with a 45 % resale value (at the horizon and right after purchase) */
static BreakevenProject *
resale_project (double horizon,
                double interest_percent)
{
  BreakevenProject *project = fixture_seed ();

  breakeven_project_set_resale_percent (project, 45);
  breakeven_project_set_horizon_months (project, horizon);
  breakeven_project_set_interest_percent (project, interest_percent);
  return project;
}

/* A pixel of COLOR, or of a thin line of it over white (a line of about a pixel and a quarter
 * straddling two rows covers each by little more than half), within RADIUS of (X, Y) */
static gboolean
thin_color_near (cairo_surface_t     *surface,
                 double               x,
                 double               y,
                 int                  radius,
                 const BreakevenRgba *color)
{
  for (int dy = -radius; dy <= radius; dy++)
    for (int dx = -radius; dx <= radius; dx++)
      if (fixture_pixel_is (surface, (int) floor (x) + dx, (int) floor (y) + dy, color, 0.45))
        return TRUE;
  return FALSE;
}

static void
test_cumulative_resale (void)
{
  for (guint run = 0; run < 2; run++)
    {
      /* Straight lines, then curves (interest) */
      double interest = run == 0 ? 0 : 5;
      g_autoptr(BreakevenProject) project = resale_project (36, interest);
      g_autoptr(BreakevenAnalysis) analysis = fixture_analyse (project);
      const BreakevenOfferResult *offer = breakeven_analysis_get_offer (analysis, 0);
      const BreakevenLocalCost *local = &analysis->local;
      BreakevenChartPalette palette;
      BreakevenChartOptions options = { 0 };
      BreakevenChartLayout layout;
      cairo_surface_t *surface;
      double expected_x, guide_x, dot_y;
      guint gaps = 0, samples = 0;
      g_autofree char *text = NULL;

      g_assert_true (analysis->has_resale);
      if (interest == 0)
        {
          /* By hand: (23,592 - 0.45 × 23,592) / (941.70 - 131.40) = 16.01; the cash payback
           * 23,592 / 810.30 = 29.12 */
          g_assert_cmpfloat_with_epsilon (offer->breakeven_months, 12975.6 / 810.3, 1e-6);
          g_assert_cmpfloat_with_epsilon (offer->cash_payback_months, 23592 / 810.3, 1e-6);
        }
      g_assert_cmpfloat (offer->breakeven_months, <, offer->cash_payback_months);

      fixture_test_palette (&palette);
      options.palette = &palette;
      surface = fixture_render_cumulative (analysis, WIDTH, HEIGHT, &options, &layout);

      /* The crossing marked is the engine's breakeven month (net), on the net curve */
      expected_x = breakeven_scale_to_pixel (&layout.x, offer->breakeven_months);
      guide_x = find_guide_x (surface, &layout, &palette.series[0], &offer->cloud, expected_x);
      g_assert_cmpfloat (fabs (guide_x - expected_x), <=, 2);
      dot_y = breakeven_scale_to_pixel (&layout.y,
                                        breakeven_cost_local_at (local, offer->breakeven_months));
      g_assert_true (fixture_color_near (surface, expected_x, dot_y, 1, &palette.series[0]));
      /* No guide at the cash payback month (the offer's own line is far above the axis there) */
      g_assert_false (fixture_color_near (surface,
                                          breakeven_scale_to_pixel (&layout.x,
                                                                    offer->cash_payback_months),
                                          layout.plot.y + layout.plot.height - 10, 2,
                                          &palette.series[0]));

      /* The net curve, and the cash curve through Lc(t), dashed: some points of it fall in
       * the gaps of the dashes */
      for (double t = 3; t <= 36; t += 7.5)
        {
          double x = breakeven_scale_to_pixel (&layout.x, t);
          double y = breakeven_scale_to_pixel (&layout.y, breakeven_cost_local_cash_at (local, t));

          assert_curve_through (surface, &layout, &palette.build, t,
                                breakeven_cost_local_at (local, t));
          if (!thin_color_near (surface, x, y, 3, &palette.build))
            g_error ("no pixel of the cash curve near month %.1f (%.1f, %.1f)", t, x, y);
        }
      g_assert_cmpfloat_with_epsilon (breakeven_cost_local_cash_at (local, 36)
                                      - breakeven_cost_local_at (local, 36),
                                      analysis->resale_value, 1e-6);
      for (double t = 1; t < 35; t += 0.05)
        {
          double x = breakeven_scale_to_pixel (&layout.x, t);
          double y = breakeven_scale_to_pixel (&layout.y, breakeven_cost_local_cash_at (local, t));

          samples++;
          gaps += !thin_color_near (surface, x, y, 0, &palette.build);
        }
      g_assert_cmpuint (gaps, >, samples / 10);
      g_assert_cmpuint (gaps, <, samples * 2 / 3);
      assert_color_only_in_plot (surface, &layout, &palette.build);
      cairo_surface_destroy (surface);

      text = chart_text (analysis, FALSE);
      if (text == NULL)
        continue;
      g_assert_nonnull (strstr (text, "Build, net of resale"));
      g_assert_nonnull (strstr (text, "Build, cash paid"));
      {
        g_autofree char *mark = breakeven_format_months (offer->breakeven_months);

        g_assert_nonnull (strstr (text, mark));
      }
    }

  /* Without a resale value: one build curve, named as before */
  {
    g_autoptr(BreakevenProject) project = fixture_seed ();
    g_autoptr(BreakevenAnalysis) analysis = fixture_analyse (project);
    g_autofree char *text = chart_text (analysis, FALSE);

    g_assert_false (analysis->has_resale);
    if (text != NULL)
      {
        g_assert_null (strstr (text, "cash paid"));
        g_assert_nonnull (strstr (text, "Build"));
      }
  }
}

/* The x where the curve of COLOR crosses the horizontal line at Y: a line fitted through the
 * centres of the curve's pixels in the rows a little above and below (the ring drawn at the
 * engine's figure covers the crossing itself, so it is left out) */
static double
find_curve_crossing_x (cairo_surface_t            *surface,
                       const BreakevenChartLayout *layout,
                       const BreakevenRgba        *color,
                       double                      y,
                       double                      near_x)
{
  double sy = 0, sx = 0, syy = 0, sxy = 0;
  guint n = 0;

  for (int row = (int) y - 22; row <= (int) y + 22; row++)
    {
      double sum = 0;
      guint count = 0;

      if (fabs (row + 0.5 - y) < 8)
        continue;
      for (int x = (int) MAX (layout->plot.x, near_x - 90);
           x < (int) MIN (layout->plot.x + layout->plot.width, near_x + 90); x++)
        if (fixture_pixel_is (surface, x, row, color, 0.2))
          {
            sum += x + 0.5;
            count++;
          }
      if (count == 0)
        continue;
      sy += row + 0.5;
      sx += sum / count;
      syy += (row + 0.5) * (row + 0.5);
      sxy += (row + 0.5) * sum / count;
      n++;
    }
  g_assert_cmpuint (n, >, 10);
  {
    double b = (n * sxy - sy * sx) / (n * syy - sy * sy);
    double a = (sx - b * sy) / n;

    return a + b * y;
  }
}

static void
test_sensitivity_crossing (void)
{
  /* The case users reported: a resale value, and the curve crossing the horizon where the
   * legend says the horizon costs are equal */
  for (guint run = 0; run < 2; run++)
    {
      g_autoptr(BreakevenProject) project = resale_project (24, run == 0 ? 0 : 5);
      g_autoptr(BreakevenAnalysis) analysis = NULL;
      BreakevenChartPalette palette;
      BreakevenChartOptions options = { 0 };
      BreakevenChartLayout layout;
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, WIDTH, HEIGHT);
      cairo_t *cr = cairo_create (surface);
      g_autofree char *text = NULL;
      double horizon_y;

      fixture_add_offer (project, "AutoDL", "RTX 3090", 3.5);
      analysis = fixture_analyse (project);
      if (run == 0)
        /* By hand: (23,592 - 0.45 × 23,592) / ((2.58 - 0.6 × 0.6) × 365/12 × 24) = 8.01 */
        g_assert_cmpfloat_with_epsilon (breakeven_analysis_get_offer (analysis, 0)
                                          ->breakeven_hours_per_day,
                                        12975.6 / (2.22 * 365 * 2), 1e-9);

      fixture_test_palette (&palette);
      options.palette = &palette;
      breakeven_chart_draw_sensitivity (cr, WIDTH, HEIGHT, analysis, &options, &layout);
      cairo_destroy (cr);
      cairo_surface_flush (surface);
      horizon_y = breakeven_scale_to_pixel (&layout.y, 24);

      for (guint i = 0; i < breakeven_analysis_get_n_offers (analysis); i++)
        {
          const BreakevenOfferResult *r = breakeven_analysis_get_offer (analysis, i);
          double expected_x = breakeven_scale_to_pixel (&layout.x, r->breakeven_hours_per_day);
          double x = find_curve_crossing_x (surface, &layout, &palette.series[i], horizon_y,
                                            expected_x);

          g_assert_cmpfloat (r->breakeven_hours_per_day, >, 1);
          g_assert_cmpfloat (r->breakeven_hours_per_day, <, 23);
          if (fabs (x - expected_x) > 2)
            g_error ("offer %u: the curve crosses the horizon at %.1f px, the engine says "
                     "%.2f h/day (%.1f px)", i, x, r->breakeven_hours_per_day, expected_x);
          /* At that use, the breakeven month is the horizon: the two figures are one */
          g_assert_cmpfloat_with_epsilon (breakeven_chart_sensitivity_at
                                            (analysis, i, r->breakeven_hours_per_day),
                                          24, 1e-3);
          /* The ring at the engine's figure */
          g_assert_true (fixture_color_near (surface, expected_x, horizon_y, 5,
                                             &palette.series[i]));
        }
      cairo_surface_destroy (surface);

      text = chart_text (analysis, TRUE);
      if (text != NULL && run == 0)
        {
          g_assert_nonnull (strstr (text, "same horizon cost at 8.0 h/day"));
          g_assert_nonnull (strstr (text, "same horizon cost at 5.7 h/day"));
        }
    }
}

/* "0 h/day" and "none" as breakeven-format.c writes them, never "any use" */
static void
test_sensitivity_wording (void)
{
  g_autoptr(BreakevenProject) project = fixture_seed_build ();
  g_autoptr(BreakevenAnalysis) analysis = NULL;
  BreakevenOffer *dear = fixture_add_offer (project, "Cloud", "Dear to start", 2.58);
  g_autofree char *text = NULL;
  g_autofree char *zero = breakeven_format_hours_per_day (0);
  g_autofree char *none = breakeven_format_hours_per_day (NAN);
  g_autofree char *zero_text = g_strdup_printf ("breakeven use %s", zero);
  g_autofree char *none_text = g_strdup_printf ("breakeven use %s", none);

  /* A setup cost above the build's: the build is cheaper at every use; a price below the
   * electricity's: the cloud is cheaper at every use */
  breakeven_offer_set_setup_cost (dear, 30000);
  fixture_add_offer (project, "Cloud", "Cheap", 0.2);
  analysis = fixture_analyse (project);
  g_assert_cmpfloat (breakeven_analysis_get_offer (analysis, 0)->breakeven_hours_per_day, ==, 0);
  g_assert_true (isnan (breakeven_analysis_get_offer (analysis, 1)->breakeven_hours_per_day));

  text = chart_text (analysis, TRUE);
  if (text == NULL)
    return;
  g_assert_nonnull (strstr (text, zero_text));
  g_assert_nonnull (strstr (text, none_text));
  g_assert_null (strstr (text, "any use"));
}

static void
test_budget (void)
{
  g_autoptr(BreakevenProject) project = fixture_seed ();
  g_autoptr(BreakevenProject) empty = breakeven_project_new ();
  g_autoptr(BreakevenAnalysis) analysis = fixture_analyse (project);
  g_autoptr(BreakevenAnalysis) empty_analysis = fixture_analyse (empty);
  double totals[BREAKEVEN_N_PART_CATEGORIES], total;
  BreakevenChartPalette palette;
  BreakevenChartOptions options = { 0 };
  BreakevenChartLayout layout;
  cairo_surface_t *surface;
  cairo_t *cr;
  guint gpu_pixels = 0, cpu_pixels = 0;

  breakeven_chart_budget_totals (project, totals, &total);
  g_assert_cmpfloat (total, ==, 23592);
  g_assert_cmpfloat (totals[BREAKEVEN_PART_GPU], ==, 16299);
  g_assert_cmpfloat (totals[BREAKEVEN_PART_MEMORY], ==, 1299);

  fixture_test_palette (&palette);
  options.palette = &palette;
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 800, 400);
  cr = cairo_create (surface);
  breakeven_chart_draw_budget (cr, 800, 400, project, analysis, &options, &layout);
  cairo_destroy (cr);
  cairo_surface_flush (surface);

  /* The ring's segments in proportion: the GPU (the build's colour) is 69.1% of it, the CPU
   * (the first offer colour) 9.7%; count them around a circle through the ring */
  {
    double cx = layout.plot.x + layout.plot.width / 2, cy = layout.plot.y + layout.plot.height / 2;
    double radius = 0.8 * (layout.plot.width / 2);

    for (guint k = 0; k < 3600; k++)
      {
        double a = 2 * G_PI * k / 3600;
        int x = (int) (cx + radius * cos (a)), y = (int) (cy + radius * sin (a));

        gpu_pixels += fixture_pixel_is (surface, x, y, &palette.build, 0.1);
        cpu_pixels += fixture_pixel_is (surface, x, y, &palette.series[0], 0.1);
      }
  }
  g_assert_cmpfloat (fabs (gpu_pixels / 3600.0 - 16299.0 / 23592), <, 0.02);
  g_assert_cmpfloat (fabs (cpu_pixels / 3600.0 - 2299.0 / 23592), <, 0.02);
  cairo_surface_destroy (surface);

  /* No parts: no segment in any part colour, and no share */
  g_assert_true (isnan (empty_analysis->gpu_share));
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 800, 400);
  cr = cairo_create (surface);
  breakeven_chart_draw_budget (cr, 800, 400, empty, empty_analysis, &options, &layout);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  for (int y = 0; y < 400; y++)
    for (int x = 0; x < 800; x++)
      g_assert_false (fixture_pixel_is (surface, x, y, &palette.build, 0.1));
  g_assert_true (fixture_color_near (surface, layout.plot.x + layout.plot.width * 0.1,
                                     layout.plot.y + layout.plot.height / 2, 3, &palette.grid));
  cairo_surface_destroy (surface);
}

/* Text size, hidden lines, empty charts, legend cost ------------------------------------------ */

/* The font sizes of every text a chart draws, read back from the SVG text the renderer emits
 * for each layout it shows (the size of the layout, in device units); SMALLEST and LARGEST of
 * the texts other than the title */
static void
drawn_font_sizes (int     width,
                  int     height,
                  double *smallest,
                  double *largest)
{
  g_autoptr(BreakevenProject) project = fixture_seed ();
  g_autoptr(BreakevenAnalysis) analysis = NULL;
  g_autoptr(GString) sink = g_string_new (NULL);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cairo_t *cr = cairo_create (surface);
  BreakevenChartOptions options = { 0 };
  const char *at;
  guint n = 0;

  fixture_add_offer (project, "AutoDL", "RTX 4090D (promotion)", 1.67);
  analysis = fixture_analyse (project);
  /* As the window draws it: under its own heading */
  options.hide_title = TRUE;
  breakeven_chart_set_text_sink (cr, sink);
  breakeven_chart_draw_cumulative (cr, width, height, analysis, &options, NULL);
  breakeven_chart_set_text_sink (cr, NULL);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);

  *smallest = INFINITY;
  *largest = 0;
  for (at = strstr (sink->str, "font-size=\""); at != NULL;
       at = strstr (at + 1, "font-size=\""))
    {
      double size = g_ascii_strtod (at + strlen ("font-size=\""), NULL);

      *smallest = MIN (*smallest, size);
      *largest = MAX (*largest, size);
      n++;
    }
  /* Ticks of both axes, axis titles, the legend and the crossing labels */
  g_assert_cmpuint (n, >, 15);
}

static void
test_font_scales_with_width (void)
{
  double small_360, large_360, small_1200, large_1200, small_wide, large_wide;
  double small_1600, large_1600, small_2000, large_2000, small_800, large_800;

  /* The window's chart at 1200 px: wide and short (under the figures) */
  drawn_font_sizes (1200, 420, &small_1200, &large_1200);
  g_assert_cmpfloat (small_1200, >=, 11);
  /* The exported PNG at its default size: the same text */
  drawn_font_sizes (1200, 800, &small_wide, &large_wide);
  g_assert_cmpfloat (small_wide, >=, 11);
  g_assert_cmpfloat (fabs (small_wide - small_1200), <, 0.01);

  /* Smoothly smaller and larger with the width, within bounds */
  drawn_font_sizes (800, 420, &small_800, &large_800);
  drawn_font_sizes (1600, 600, &small_1600, &large_1600);
  drawn_font_sizes (2000, 900, &small_2000, &large_2000);
  drawn_font_sizes (360, 420, &small_360, &large_360);
  g_assert_cmpfloat (small_800, <, small_1200);
  g_assert_cmpfloat (small_1600, >, small_1200);
  g_assert_cmpfloat (small_2000, >, small_1600);
  g_assert_cmpfloat (small_1600 / small_1200, <, 1600.0 / 1200);
  /* Readable on a phone, not shouting on a wide screen */
  g_assert_cmpfloat (small_360, >=, 8.9);
  g_assert_cmpfloat (large_360, <=, 11);
  g_assert_cmpfloat (small_2000, <=, 16);
  g_assert_cmpfloat (large_2000, <=, 18);
  /* A strip is not a poster: the height bounds it */
  drawn_font_sizes (2000, 300, &small_wide, &large_wide);
  g_assert_cmpfloat (small_wide, <, small_2000);
}

/* Pixels of COLOR in the plot of LAYOUT */
static guint
count_in_plot (cairo_surface_t            *surface,
               const BreakevenChartLayout *layout,
               const BreakevenRgba        *color)
{
  guint n = 0;

  for (int y = (int) layout->plot.y; y < (int) (layout->plot.y + layout->plot.height); y++)
    for (int x = (int) layout->plot.x; x < (int) (layout->plot.x + layout->plot.width); x++)
      n += fixture_pixel_is (surface, x, y, color, 0.1);
  return n;
}

static void
test_hidden_lines (void)
{
  g_autoptr(BreakevenProject) project = fixture_seed ();
  g_autoptr(BreakevenAnalysis) analysis = NULL;
  g_autoptr(GArray) boxes = g_array_new (FALSE, FALSE, sizeof (BreakevenChartLegendBox));
  BreakevenChartPalette palette;
  BreakevenChartOptions options = { 0 };
  BreakevenChartLayout shown, hidden_layout;
  cairo_surface_t *surface;
  gboolean hidden[2] = { FALSE, TRUE };
  guint expensive_pixels;
  double expensive_y_max;

  /* One expensive offer squashes the others against the month axis */
  fixture_add_offer (project, "Lambda", "8x H100", 60);
  analysis = fixture_analyse (project);
  fixture_test_palette (&palette);
  options.palette = &palette;
  options.legend_boxes = boxes;

  surface = fixture_render_cumulative (analysis, WIDTH, HEIGHT, &options, &shown);
  expensive_pixels = count_in_plot (surface, &shown, &palette.series[1]);
  g_assert_cmpuint (expensive_pixels, >, 200);
  g_assert_cmpuint (count_in_plot (surface, &shown, &palette.series[0]), >, 200);
  expensive_y_max = shown.y.data_max;
  g_assert_cmpfloat (expensive_y_max, >, 60 * 12 * 30 * 36 * 0.9);
  /* Every entry drawn, the offers by their index */
  g_assert_cmpuint (boxes->len, ==, 3);
  g_assert_cmpint (g_array_index (boxes, BreakevenChartLegendBox, 2).series, ==, 1);
  g_assert_false (g_array_index (boxes, BreakevenChartLegendBox, 2).hidden);
  cairo_surface_destroy (surface);

  options.hidden = hidden;
  options.n_hidden = G_N_ELEMENTS (hidden);
  surface = fixture_render_cumulative (analysis, WIDTH, HEIGHT, &options, &hidden_layout);
  /* Its line and its crossing are gone from the plot ... */
  g_assert_cmpuint (count_in_plot (surface, &hidden_layout, &palette.series[1]), ==, 0);
  g_assert_cmpuint (count_in_plot (surface, &hidden_layout, &palette.series[0]), >, 200);
  /* ... the value axis fits what is left (the build and AutoDL, under 50,000) ... */
  g_assert_cmpfloat (hidden_layout.y.data_max, <=, 50000);
  g_assert_cmpfloat (hidden_layout.y.data_max, <, expensive_y_max / 20);
  /* ... and the seed's crossing stands where it is, now in the middle of the plot */
  assert_curve_through (surface, &hidden_layout, &palette.series[0], 29.1,
                        breakeven_cost_local_at (&analysis->local, 29.1));
  /* The legend keeps the entry, marked hidden, its swatch dimmed */
  g_assert_cmpuint (boxes->len, ==, 3);
  {
    const BreakevenChartLegendBox *box = &g_array_index (boxes, BreakevenChartLegendBox, 2);
    BreakevenRgba dim = { 1 - 0.35 * (1 - palette.series[1].red),
                          1 - 0.35 * (1 - palette.series[1].green),
                          1 - 0.35 * (1 - palette.series[1].blue), 1 };

    g_assert_true (box->hidden);
    g_assert_true (fixture_color_near (surface, box->box.x + 0.6 * hidden_layout.font_size,
                                       box->box.y + 0.55 * hidden_layout.font_size, 3, &dim));
    g_assert_false (fixture_color_near (surface, box->box.x + 0.6 * hidden_layout.font_size,
                                        box->box.y + 0.55 * hidden_layout.font_size, 3,
                                        &palette.series[1]));
  }
  cairo_surface_destroy (surface);

  /* The sensitivity chart leaves it out too, and its axis fits the lines shown */
  {
    cairo_surface_t *s = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, WIDTH, HEIGHT);
    cairo_t *cr = cairo_create (s);
    BreakevenChartLayout layout;

    breakeven_chart_draw_sensitivity (cr, WIDTH, HEIGHT, analysis, &options, &layout);
    cairo_destroy (cr);
    cairo_surface_flush (s);
    g_assert_cmpuint (count_in_plot (s, &layout, &palette.series[1]), ==, 0);
    g_assert_cmpuint (count_in_plot (s, &layout, &palette.series[0]), >, 100);
    cairo_surface_destroy (s);
  }
}

/* No offers: no horizon line, and no grid line through the message */
static void
test_sensitivity_no_offers (void)
{
  g_autoptr(BreakevenProject) project = fixture_seed_build ();
  g_autoptr(BreakevenAnalysis) analysis = fixture_analyse (project);
  BreakevenChartPalette palette;
  BreakevenChartOptions options = { 0 };
  BreakevenChartLayout layout;
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, WIDTH, HEIGHT);
  cairo_t *cr = cairo_create (surface);
  int cx, guide_x, top = -1, bottom = -1;

  fixture_test_palette (&palette);
  options.palette = &palette;
  breakeven_chart_draw_sensitivity (cr, WIDTH, HEIGHT, analysis, &options, &layout);
  cairo_destroy (cr);
  cairo_surface_flush (surface);

  g_assert_cmpuint (count_in_plot (surface, &layout, &palette.horizon), ==, 0);
  /* The message's rows: the muted text about the middle of the plot */
  cx = (int) (layout.plot.x + layout.plot.width / 2);
  guide_x = (int) breakeven_scale_to_pixel (&layout.x, 12);
  /* (not the label of the use at the top of the plot) */
  for (int y = (int) (layout.plot.y + 0.25 * layout.plot.height);
       y < (int) (layout.plot.y + 0.75 * layout.plot.height); y++)
    for (int x = cx - 60; x < cx + 60; x++)
      /* Not the project's use, the dotted guide at 12 h/day in the middle */
      if (abs (x - guide_x) > 4 && fixture_pixel_is (surface, x, y, &palette.muted, 0.1))
        {
          if (top < 0)
            top = y;
          bottom = y;
        }
  g_assert_cmpint (top, >, 0);
  g_assert_cmpint (bottom - top, <, 3 * layout.font_size);
  /* No horizontal line crosses those rows (a grid line would show beside the text too) */
  for (int y = top - 2; y <= bottom + 2; y++)
    for (int x = cx - 100; x < cx + 100; x++)
      {
        g_assert_false (fixture_pixel_is (surface, x, y, &palette.horizon, 0.05));
        if (x > cx - 100 && x < cx - 90)
          g_assert_false (fixture_pixel_is (surface, x, y, &palette.grid, 0.05));
      }
  cairo_surface_destroy (surface);
}

/* The empty ring is a ring: nothing of its colour outside it (once a wedge joined it to the
 * title) */
static void
test_budget_empty_ring (void)
{
  g_autoptr(BreakevenProject) empty = breakeven_project_new ();
  g_autoptr(BreakevenAnalysis) analysis = fixture_analyse (empty);
  BreakevenChartPalette palette;
  BreakevenChartOptions options = { 0 };
  BreakevenChartLayout layout;
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, WIDTH, HEIGHT);
  cairo_t *cr = cairo_create (surface);
  double cx, cy, outer;
  guint in_ring = 0;

  fixture_test_palette (&palette);
  options.palette = &palette;
  breakeven_chart_draw_budget (cr, WIDTH, HEIGHT, empty, analysis, &options, &layout);
  cairo_destroy (cr);
  cairo_surface_flush (surface);

  cx = layout.plot.x + layout.plot.width / 2;
  cy = layout.plot.y + layout.plot.height / 2;
  outer = layout.plot.width / 2;
  for (int y = 0; y < HEIGHT; y++)
    for (int x = 0; x < WIDTH; x++)
      {
        double r = hypot (x + 0.5 - cx, y + 0.5 - cy);

        /* (Text edges have greys of every shade: the title's, the centre's, the table's) */
        if (y < layout.title.y + layout.title.height + 2 || x > layout.legend.x - 2
            || !fixture_pixel_is (surface, x, y, &palette.grid, 0.1))
          continue;
        if (r <= outer + 1 && r >= 0.6 * (outer - layout.line_width) - 2)
          in_ring++;
        else if (r > outer + 1)
          g_error ("ring colour outside the ring at %d,%d", x, y);
      }
  g_assert_cmpuint (in_ring, >, 1000);
  cairo_surface_destroy (surface);
}

/* A redraw lays out what it shows: with a thousand offers, about as many texts as with a few,
 * and none at all when nothing changed */
static void
test_legend_cost (void)
{
  g_autoptr(BreakevenProject) project = fixture_seed_build ();
  g_autoptr(BreakevenAnalysis) analysis = NULL;
  g_autoptr(BreakevenChartTextCache) cache = breakeven_chart_text_cache_new ();
  g_autoptr(GArray) boxes = g_array_new (FALSE, FALSE, sizeof (BreakevenChartLegendBox));
  PangoContext *context = breakeven_chart_pango_context_new (96);
  BreakevenChartOptions options = { 0 };
  BreakevenChartLayout layout;
  cairo_surface_t *surface;
  guint first;

  /* Cheaper than the build's electricity: no crossing labels, only the legend grows */
  for (guint i = 0; i < 1000; i++)
    {
      g_autofree char *name = g_strdup_printf ("K80 %u", i + 1);

      fixture_add_offer (project, "Cheap", name, 0.1 + 0.0001 * i);
    }
  analysis = fixture_analyse (project);
  options.text_cache = cache;
  options.pango_context = context;
  options.legend_boxes = boxes;

  surface = fixture_render_cumulative (analysis, WIDTH, 420, &options, &layout);
  cairo_surface_destroy (surface);
  first = breakeven_chart_text_cache_get_n_created (cache);
  /* The entries drawn, and a few more measured to know that they do not fit */
  g_assert_cmpuint (boxes->len, >, 5);
  g_assert_cmpuint (boxes->len, <, 60);
  g_assert_cmpuint (first, <, 3 * boxes->len + 40);
  g_assert_cmpuint (breakeven_chart_text_cache_get_size (cache), <=, first);

  surface = fixture_render_cumulative (analysis, WIDTH, 420, &options, &layout);
  cairo_surface_destroy (surface);
  g_assert_cmpuint (breakeven_chart_text_cache_get_n_created (cache), ==, first);

  /* Another size is another font size: laid out again, and the old layouts let go */
  surface = fixture_render_cumulative (analysis, 900, 420, &options, &layout);
  cairo_surface_destroy (surface);
  g_assert_cmpuint (breakeven_chart_text_cache_get_n_created (cache), >, first);
  g_assert_cmpuint (breakeven_chart_text_cache_get_size (cache), <, 3 * boxes->len + 40);
  g_object_unref (context);
}

/* Bursts -------------------------------------------------------------------------------------- */

/* tests/fixtures/deadlines.breakeven at HOURS_PER_DAY: the seed's build (600 W at 0.6 per kWh),
 * which may run 20 h a day, 300 hours of work in the 10 days from month 4 twice a year (months
 * 4, 10, 16, 22, 28 and 34 before the horizon of 36), AutoDL RTX 4090D at 2.58 an hour first */
static BreakevenProject *
load_deadlines (double hours_per_day)
{
  g_autofree char *path = g_build_filename (g_getenv ("BREAKEVEN_FIXTURES"),
                                            "deadlines.breakeven", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  BreakevenProject *project = breakeven_project_load_from_file (file, &error);

  g_assert_no_error (error);
  breakeven_project_set_hours_per_day (project, hours_per_day);
  return project;
}

/* The lowest and highest row of COLOR in column X between rows Y0 and Y1; FALSE with none */
static gboolean
color_rows (cairo_surface_t     *surface,
            int                  x,
            int                  y0,
            int                  y1,
            const BreakevenRgba *color,
            int                 *top,
            int                 *bottom)
{
  gboolean found = FALSE;

  for (int y = MAX (y0, 0); y <= y1; y++)
    if (fixture_pixel_is (surface, x, y, color, 0.3))
      {
        if (!found)
          *top = y;
        *bottom = y;
        found = TRUE;
      }
  return found;
}

/* At 12 h a day the build has 8 hours a day free: 80 of the 300 hours in 10 days, so the hybrid
 * rents 220 hours at each occurrence.  Its curve steps by 0.6 kW x 80 h x 0.6 + 220 x 2.58 =
 * 28.80 + 567.60 = 596.40 at months 4, 10, ..., 34, straight up, and is flat (at this scale)
 * on either side: a step, not a slope across the month. */
static void
test_cumulative_hybrid_steps (void)
{
  static const double occurrences[] = { 4, 10, 16, 22, 28, 34 };
  g_autoptr(BreakevenProject) project = load_deadlines (12);
  g_autoptr(BreakevenAnalysis) analysis = fixture_analyse (project);
  g_autoptr(GArray) boxes = g_array_new (FALSE, FALSE, sizeof (BreakevenChartLegendBox));
  const BreakevenOfferResult *r;
  BreakevenChartPalette palette;
  BreakevenChartOptions options = { 0 };
  BreakevenChartLayout layout;
  const BreakevenRgba *color;
  cairo_surface_t *surface;
  guint checked = 0, hybrid_entries = 0;
  /* The other offers' crossing labels would cover some of the steps */
  gboolean hidden[3] = { FALSE, TRUE, TRUE };

  g_assert_cmpint (analysis->choice, ==, BREAKEVEN_CHOICE_HYBRID);
  g_assert_cmpint (analysis->choice_offer, ==, 0);
  r = breakeven_analysis_get_offer (analysis, 0);
  g_assert_true (r->has_hybrid);

  fixture_test_palette (&palette);
  options.palette = &palette;
  options.currency = "CNY";
  options.legend_boxes = boxes;
  options.hidden = hidden;
  options.n_hidden = G_N_ELEMENTS (hidden);
  surface = fixture_render_cumulative (analysis, WIDTH, HEIGHT, &options, &layout);
  color = &palette.series[0];

  for (guint i = 0; i < boxes->len; i++)
    hybrid_entries += g_array_index (boxes, BreakevenChartLegendBox, i).series
                      == BREAKEVEN_CHART_SERIES_HYBRID;
  g_assert_cmpuint (hybrid_entries, ==, 1);

  for (guint k = 0; k < G_N_ELEMENTS (occurrences); k++)
    {
      double t = occurrences[k];
      double before = breakeven_cost_local_at (&r->hybrid, t);
      double after = breakeven_cost_local_at (&r->hybrid, t + 1e-9);
      double x = breakeven_scale_to_pixel (&layout.x, t);
      double y_before = breakeven_scale_to_pixel (&layout.y, before);
      double y_after = breakeven_scale_to_pixel (&layout.y, after);
      double y_cloud = breakeven_scale_to_pixel (&layout.y, breakeven_cost_cloud_at (&r->cloud, t));
      int top = 0, bottom = 0;
      gboolean column = FALSE, left = FALSE, right = FALSE;

      /* The engine's step, by hand */
      g_assert_cmpfloat (fabs (after - before - 596.40), <, 0.01);
      g_assert_cmpfloat (y_before - y_after, >, 5);
      /* Where the offer's own line (the same colour) is near, the pixels cannot tell them */
      if (fabs (y_cloud - y_before) < 25)
        continue;

      /* The step's column holds the curve from one level to the other (a crossing's label
       * may hide it: some occurrences are enough) */
      for (int dx = -1; dx <= 1 && !column; dx++)
        column = color_rows (surface, (int) floor (x) + dx, (int) (y_after - 6),
                             (int) (y_before + 6), color, &top, &bottom)
                 && top <= y_after + 2 && bottom >= y_before - 2;
      /* Just before it, the curve is at the lower level; just after, at the upper one; never
       * halfway (the dashes leave gaps: some of the columns are enough) */
      for (int dx = 3; dx <= 12; dx++)
        {
          int x_left = (int) floor (x) - dx, x_right = (int) floor (x) + dx;

          if (color_rows (surface, x_left, (int) (y_after - 3), (int) (y_before + 3), color,
                          &top, &bottom))
            {
              g_assert_cmpfloat (fabs (bottom - y_before), <, 3);
              left = TRUE;
            }
          if (color_rows (surface, x_right, (int) (y_after - 3), (int) (y_before + 3), color,
                          &top, &bottom))
            {
              g_assert_cmpfloat (fabs (top - y_after), <, 3);
              right = TRUE;
            }
        }
      checked += column && left && right;
    }
  g_assert_cmpuint (checked, >=, 4);
  cairo_surface_destroy (surface);
}

/* The hybrid curve is the verdict's; an offer selected (in a widget's legend) has its own too,
 * and a project without bursts has none */
static void
test_cumulative_hybrid_selected (void)
{
  g_autoptr(BreakevenProject) project = load_deadlines (12);
  g_autoptr(BreakevenAnalysis) analysis = fixture_analyse (project);
  g_autoptr(BreakevenProject) seed = fixture_seed ();
  g_autoptr(BreakevenAnalysis) seed_analysis = fixture_analyse (seed);
  g_autoptr(GArray) boxes = g_array_new (FALSE, FALSE, sizeof (BreakevenChartLegendBox));
  gboolean selected[3] = { FALSE, FALSE, TRUE };
  gboolean seed_selected[1] = { TRUE };
  BreakevenChartOptions options = { 0 };
  BreakevenChartLayout layout;
  cairo_surface_t *surface;
  guint hybrids = 0, bursts = 0;

  options.legend_boxes = boxes;
  options.selected = selected;
  options.n_selected = G_N_ELEMENTS (selected);
  g_assert_cmpuint (breakeven_analysis_get_n_offers (analysis), ==, 3);
  g_assert_true (breakeven_chart_draws_hybrid (analysis, &options, 0));
  g_assert_false (breakeven_chart_draws_hybrid (analysis, &options, 1));
  g_assert_true (breakeven_chart_draws_hybrid (analysis, &options, 2));
  surface = fixture_render_cumulative (analysis, WIDTH, HEIGHT, &options, &layout);
  cairo_surface_destroy (surface);
  for (guint i = 0; i < boxes->len; i++)
    {
      int series = g_array_index (boxes, BreakevenChartLegendBox, i).series;

      hybrids += series == BREAKEVEN_CHART_SERIES_HYBRID;
      bursts += series == BREAKEVEN_CHART_SERIES_BURSTS;
    }
  g_assert_cmpuint (hybrids, ==, 2);
  g_assert_cmpuint (bursts, ==, 1);

  /* Hidden, an offer's hybrid goes with its line */
  {
    gboolean hidden[3] = { TRUE, FALSE, FALSE };

    options.hidden = hidden;
    options.n_hidden = 3;
    g_assert_false (breakeven_chart_draws_hybrid (analysis, &options, 0));
    options.hidden = NULL;
    options.n_hidden = 0;
  }

  options.selected = seed_selected;
  options.n_selected = 1;
  g_assert_false (breakeven_chart_draws_hybrid (seed_analysis, &options, 0));
  surface = fixture_render_cumulative (seed_analysis, WIDTH, HEIGHT, &options, &layout);
  cairo_surface_destroy (surface);
  for (guint i = 0; i < boxes->len; i++)
    g_assert_cmpint (g_array_index (boxes, BreakevenChartLegendBox, i).series, >=,
                     BREAKEVEN_CHART_SERIES_BUILD_CASH);
}

static cairo_surface_t *
render_bursts (const BreakevenAnalysis     *analysis,
               const BreakevenChartOptions *options,
               BreakevenChartLayout        *layout)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, WIDTH, HEIGHT);
  cairo_t *cr = cairo_create (surface);

  breakeven_chart_draw_bursts (cr, WIDTH, HEIGHT, analysis, options, layout);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

static gboolean
pixel_at (cairo_surface_t            *surface,
          const BreakevenChartLayout *layout,
          double                      month,
          double                      hours,
          const BreakevenRgba        *color)
{
  return fixture_pixel_is (surface, (int) breakeven_scale_to_pixel (&layout->x, month),
                           (int) breakeven_scale_to_pixel (&layout->y, hours), color, 0.12);
}

/* The burst view at 12 h a day: 300 hours in 10 days is 30 hours a day on top of the 12; the
 * build may run 20, so it does 8 a day (12 to 20) and 22 are rented (20 to 42), in the days
 * from month 4 and from month 10; elsewhere the 12 hours of daily use only.  The grid lines
 * are every 3 hours: the pixels read are between them. */
static void
test_bursts_view (void)
{
  g_autoptr(BreakevenProject) project = load_deadlines (12);
  g_autoptr(BreakevenAnalysis) analysis = fixture_analyse (project);
  const BreakevenBurstResult *burst;
  BreakevenChartPalette palette;
  BreakevenChartOptions options = { 0 };
  BreakevenChartLayout layout;
  BreakevenRgba steady;
  cairo_surface_t *surface;
  double mid = 5.0 / (365.0 / 12);   /* the middle of 10 days, in months */
  double s, w, o;

  g_assert_cmpuint (breakeven_analysis_get_n_bursts (analysis), ==, 1);
  burst = breakeven_analysis_get_burst (analysis, 0);
  g_assert_cmpfloat (burst->build_hours, ==, 80);
  g_assert_cmpfloat (burst->overflow_hours, ==, 220);
  breakeven_chart_bursts_at (analysis, 4 + mid, &s, &w, &o, NULL);
  g_assert_cmpfloat (s, ==, 12);
  g_assert_cmpfloat (fabs (w - 8), <, 1e-9);
  g_assert_cmpfloat (fabs (o - 22), <, 1e-9);
  breakeven_chart_bursts_at (analysis, 7, &s, &w, &o, NULL);
  g_assert_cmpfloat (w + o, ==, 0);

  fixture_test_palette (&palette);
  options.palette = &palette;
  surface = render_bursts (analysis, &options, &layout);
  g_assert_cmpfloat (layout.x.data_min, ==, 0);
  g_assert_cmpfloat (layout.x.data_max, ==, 12);
  g_assert_cmpfloat (layout.y.data_max, >=, 42);
  /* The daily use, lighter: the build's colour over white */
  steady = (BreakevenRgba) { 1 - 0.45, 1 - 0.45, 1, 1 };

  for (double start = 4; start <= 10; start += 6)
    {
      g_assert_true (pixel_at (surface, &layout, start + mid, 7.5, &steady));
      g_assert_true (pixel_at (surface, &layout, start + mid, 16.5, &palette.build));
      g_assert_true (pixel_at (surface, &layout, start + mid, 22.5, &palette.series[0]));
      g_assert_true (pixel_at (surface, &layout, start + mid, 40.5, &palette.series[0]));
      g_assert_false (pixel_at (surface, &layout, start + mid, 43.5, &palette.series[0]));
    }
  /* Between the bursts: the daily use, nothing on top */
  for (double month = 1; month < 12; month += 1.5)
    {
      if (fabs (month - 4 - mid) < 1 || fabs (month - 10 - mid) < 1)
        continue;
      g_assert_true (pixel_at (surface, &layout, month, 7.5, &steady));
      g_assert_false (pixel_at (surface, &layout, month, 16.5, &palette.build));
      g_assert_false (pixel_at (surface, &layout, month, 22.5, &palette.series[0]));
    }
  cairo_surface_destroy (surface);
}

/* A burst the build can do in its days (100 hours in 10 days at 4 h a day of 20: 10 of the 16
 * hours free) has nothing rented: its bar is the build's, 4 to 14 */
static void
test_bursts_view_fits (void)
{
  g_autoptr(BreakevenProject) project = load_deadlines (4);
  g_autoptr(BreakevenBurst) burst =
    g_list_model_get_item (G_LIST_MODEL (breakeven_project_get_bursts (project)), 0);
  g_autoptr(BreakevenAnalysis) analysis = NULL;
  BreakevenChartPalette palette;
  BreakevenChartOptions options = { 0 };
  BreakevenChartLayout layout;
  cairo_surface_t *surface;
  double mid = 5.0 / (365.0 / 12);
  int width = WIDTH;

  breakeven_burst_set_work_hours (burst, 100);
  analysis = fixture_analyse (project);
  g_assert_false (analysis->has_hybrid);
  fixture_test_palette (&palette);
  options.palette = &palette;
  surface = render_bursts (analysis, &options, &layout);

  for (double start = 4; start <= 10; start += 6)
    {
      g_assert_true (pixel_at (surface, &layout, start + mid, 5, &palette.build));
      g_assert_true (pixel_at (surface, &layout, start + mid, 13.5, &palette.build));
      g_assert_false (pixel_at (surface, &layout, start + mid, 14.5, &palette.build));
    }
  /* Nothing rented anywhere in the plot */
  for (int x = (int) layout.plot.x + 2; x < (int) (layout.plot.x + layout.plot.width) - 2; x++)
    for (int y = (int) layout.plot.y + 2; y < (int) (layout.plot.y + layout.plot.height) - 2; y++)
      if (fixture_pixel_is (surface, x, y, &palette.series[0], 0.12))
        g_error ("rented colour at %d,%d of %d", x, y, width);
  cairo_surface_destroy (surface);
}

/* How many bytes of two images of the same size differ by more than BY, and by at most how
 * much any differs */
static guint
count_differences (cairo_surface_t *a,
                   cairo_surface_t *b,
                   int              by,
                   int             *most)
{
  int stride = cairo_image_surface_get_stride (a);
  int height = cairo_image_surface_get_height (a);
  const guint8 *x = cairo_image_surface_get_data (a), *y = cairo_image_surface_get_data (b);
  guint n = 0;

  g_assert_cmpint (stride, ==, cairo_image_surface_get_stride (b));
  g_assert_cmpint (height, ==, cairo_image_surface_get_height (b));
  *most = 0;
  for (int i = 0; i < stride * height; i++)
    {
      if (ABS (x[i] - y[i]) > by)
        n++;
      *most = MAX (*most, ABS (x[i] - y[i]));
    }
  return n;
}

/* The layer cache: after an edit to one offer, a render with the cache kept draws that
 * offer's layers again (its run of curves, of crossing guides and of dots) and nothing else, and has the pixels of a render with a new cache; both
 * look like the curves stroked without one */
static void
test_layer_cache (void)
{
  g_autoptr(BreakevenProject) project = fixture_seed_build ();
  g_autoptr(BreakevenChartLayerCache) cache = breakeven_chart_layer_cache_new ();
  g_autoptr(BreakevenBurst) burst = breakeven_burst_new ("Deadline", 2, 4, 10, 300);
  g_autoptr(BreakevenAnalysis) before = NULL;
  g_autoptr(BreakevenAnalysis) after = NULL;
  g_autoptr(BreakevenAnalysis) hidden_after = NULL;
  BreakevenChartOptions options = { 0 };
  gboolean hidden[60] = { FALSE };
  cairo_surface_t *first, *kept, *fresh, *vector;
  BreakevenOffer *edited = NULL;
  guint drawn, labels_drawn;
  int most;

  /* Many offers, bursts for steps in the curves and a hybrid curve */
  g_list_store_append (breakeven_project_get_bursts (project), burst);
  for (guint i = 0; i < G_N_ELEMENTS (hidden); i++)
    {
      g_autofree char *name = g_strdup_printf ("GPU %u", i);
      BreakevenOffer *offer = fixture_add_offer (project, "Provider", name, 1.5 + 0.1 * i);

      if (i == 30)
        edited = offer;
    }
  before = fixture_analyse (project);
  g_assert_true (before->has_hybrid);

  options.layer_cache = cache;
  first = fixture_render_cumulative (before, 900, 700, &options, NULL);
  drawn = breakeven_chart_layer_cache_get_n_drawn (cache);
  g_assert_cmpuint (drawn, >, 1);
  /* The crossings' labels in one layer of their own */
  g_assert_cmpuint (breakeven_chart_layer_cache_get_n_labels_drawn (cache), ==, 1);

  /* One offer in the middle a little dearer: the value axis stays */
  breakeven_offer_set_price_per_hour (edited, breakeven_offer_get_price_per_hour (edited) + 0.05);
  after = breakeven_analysis_new_updating (before, project, edited);
  kept = fixture_render_cumulative (after, 900, 700, &options, NULL);
  /* Its curves, and its crossing moved: its guide and its dot */
  g_assert_cmpuint (breakeven_chart_layer_cache_get_n_drawn (cache), ==, drawn + 3);
  {
    g_autoptr(BreakevenChartLayerCache) new_cache = breakeven_chart_layer_cache_new ();
    BreakevenChartOptions uncached = { .layer_cache = new_cache };

    fresh = fixture_render_cumulative (after, 900, 700, &uncached, NULL);
  }
  g_assert_cmpuint (count_differences (kept, fresh, 0, &most), ==, 0);
  /* The edit shows */
  g_assert_cmpuint (count_differences (first, kept, 0, &most), >, 0);
  /* Stroked without a cache, the curves come out alike: composing the layers rounds
   * differently, by a few levels of 255, more only where many lines cross (at the start) */
  vector = fixture_render_cumulative (after, 900, 700, NULL, NULL);
  g_assert_cmpuint (count_differences (kept, vector, 8, &most), <, 900 * 700 * 4 / 1000);
  cairo_surface_destroy (first);
  cairo_surface_destroy (kept);
  cairo_surface_destroy (fresh);
  cairo_surface_destroy (vector);

  /* An offer's line hidden: the same again */
  hidden[7] = TRUE;
  options.hidden = hidden;
  options.n_hidden = G_N_ELEMENTS (hidden);
  drawn = breakeven_chart_layer_cache_get_n_drawn (cache);
  kept = fixture_render_cumulative (after, 900, 700, &options, NULL);
  g_assert_cmpuint (breakeven_chart_layer_cache_get_n_drawn (cache), ==, drawn + 3);
  {
    g_autoptr(BreakevenChartLayerCache) new_cache = breakeven_chart_layer_cache_new ();
    BreakevenChartOptions uncached = options;

    uncached.layer_cache = new_cache;
    fresh = fixture_render_cumulative (after, 900, 700, &uncached, NULL);
  }
  g_assert_cmpuint (count_differences (kept, fresh, 0, &most), ==, 0);
  cairo_surface_destroy (kept);
  cairo_surface_destroy (fresh);

  /* Nothing changed: nothing drawn again, the labels neither */
  drawn = breakeven_chart_layer_cache_get_n_drawn (cache);
  labels_drawn = breakeven_chart_layer_cache_get_n_labels_drawn (cache);
  kept = fixture_render_cumulative (after, 900, 700, &options, NULL);
  g_assert_cmpuint (breakeven_chart_layer_cache_get_n_drawn (cache), ==, drawn);
  g_assert_cmpuint (breakeven_chart_layer_cache_get_n_labels_drawn (cache), ==, labels_drawn);
  cairo_surface_destroy (kept);

  /* A large plot on a HiDPI screen keeps few, long runs (its images are bounded in bytes): one
   * of each kind, curves, guides and dots, where 900 x 700 kept dozens */
  {
    g_autoptr(BreakevenChartLayerCache) big_cache = breakeven_chart_layer_cache_new ();
    BreakevenChartOptions big = { .layer_cache = big_cache };

    g_assert_cmpuint (drawn, >, 3 * 3);
    breakeven_chart_layer_cache_set_scale (big_cache, 2);
    kept = fixture_render_cumulative (after, 1600, 1200, &big, NULL);
    g_assert_cmpuint (breakeven_chart_layer_cache_get_n_drawn (big_cache), ==, 3);
    cairo_surface_destroy (kept);
  }
}

/* On a vector surface a chart's text is laid out at one size and scaled with cairo (the fonts
 * are resolved once per weight): a text twice as large measures twice as wide and tall, and the
 * SVG names the size asked for */
static void
test_vector_text_scaled (void)
{
  cairo_surface_t *surface = cairo_svg_surface_create_for_stream (NULL, NULL, 400, 300);
  cairo_t *cr = cairo_create (surface);
  BreakevenChartOptions options = { 0 };
  BreakevenChartContext ctx;
  GString *sink = g_string_new (NULL);
  double w1, h1, w2, h2;

  breakeven_chart_context_init (&ctx, cr, 400, 300, &options);
  {
    g_autoptr(PangoLayout) small =
      breakeven_chart_text_layout_new (ctx.pango, ctx.family, "\u00a570,000", 9.0, FALSE, 0, 0);
    g_autoptr(PangoLayout) large =
      breakeven_chart_text_layout_new (ctx.pango, ctx.family, "\u00a570,000", 18.0, FALSE, 0, 0);

    breakeven_chart_text_size (small, &w1, &h1);
    breakeven_chart_text_size (large, &w2, &h2);
    g_assert_cmpfloat (w1, >, 0);
    g_assert_cmpfloat (fabs (w2 - 2 * w1), <, 1e-6 * w2);
    g_assert_cmpfloat (fabs (h2 - 2 * h1), <, 1e-6 * h2);

    breakeven_chart_set_text_sink (cr, sink);
    breakeven_chart_show_layout (cr, large, 10, 10, 0, 0, &(BreakevenRgba) { 0, 0, 0, 1 });
    g_assert_nonnull (strstr (sink->str, "font-size=\"18.00\""));
  }
  breakeven_chart_context_clear (&ctx);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  g_string_free (sink, TRUE);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/chart/ticks/nice-step", test_nice_step);
  g_test_add_func ("/chart/layer-cache", test_layer_cache);
  g_test_add_func ("/chart/vector-text-scaled", test_vector_text_scaled);
  g_test_add_func ("/chart/ticks/range", test_ticks);
  g_test_add_func ("/chart/ticks/labels", test_tick_labels);
  g_test_add_func ("/chart/scale", test_scale);
  g_test_add_func ("/chart/describe-crossing", test_describe_crossing);
  g_test_add_func ("/chart/palettes", test_palettes);
  g_test_add_func ("/chart/cumulative/seed", test_cumulative_seed);
  g_test_add_func ("/chart/cumulative/no-crossing", test_cumulative_no_crossing);
  g_test_add_func ("/chart/cumulative/cheaper-from-start", test_cumulative_cheaper_from_start);
  g_test_add_func ("/chart/cumulative/eight-offers", test_cumulative_eight_offers);
  g_test_add_func ("/chart/cumulative/long-horizon", test_cumulative_long_horizon);
  g_test_add_func ("/chart/cumulative/large-values", test_cumulative_large_values);
  g_test_add_func ("/chart/cumulative/no-offers", test_cumulative_no_offers);
  g_test_add_func ("/chart/cumulative/any-size", test_cumulative_any_size);
  g_test_add_func ("/chart/cumulative/dark", test_dark_palette);
  g_test_add_func ("/chart/chinese", test_chinese_labels);
  g_test_add_func ("/chart/sensitivity", test_sensitivity);
  g_test_add_func ("/chart/cumulative/resale", test_cumulative_resale);
  g_test_add_func ("/chart/sensitivity/crossing", test_sensitivity_crossing);
  g_test_add_func ("/chart/sensitivity/wording", test_sensitivity_wording);
  g_test_add_func ("/chart/budget", test_budget);
  g_test_add_func ("/chart/font-scales-with-width", test_font_scales_with_width);
  g_test_add_func ("/chart/hidden-lines", test_hidden_lines);
  g_test_add_func ("/chart/sensitivity/no-offers", test_sensitivity_no_offers);
  g_test_add_func ("/chart/budget/empty-ring", test_budget_empty_ring);
  g_test_add_func ("/chart/legend-cost", test_legend_cost);
  g_test_add_func ("/chart/cumulative/hybrid-steps", test_cumulative_hybrid_steps);
  g_test_add_func ("/chart/cumulative/hybrid-selected", test_cumulative_hybrid_selected);
  g_test_add_func ("/chart/bursts", test_bursts_view);
  g_test_add_func ("/chart/bursts/fits", test_bursts_view_fits);

  return g_test_run ();
}
