/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chart-fixtures.h: projects built through the model API, and pixel helpers, for the chart,
 * export and benchmark programs (static functions: each program includes it once) */
#pragma once

#include <cairo.h>
#include <math.h>

#include "breakeven-chart.h"
#include "breakeven-cost.h"
#include "breakeven-project.h"

G_GNUC_UNUSED static void
fixture_add_part (BreakevenProject     *project,
                  BreakevenPartCategory category,
                  const char           *name,
                  guint                 quantity,
                  double                unit_price,
                  double                watts)
{
  g_autoptr(BreakevenPart) part = breakeven_part_new (category, name, quantity, unit_price, watts);

  g_list_store_append (breakeven_project_get_parts (project), part);
}

G_GNUC_UNUSED static BreakevenOffer *
fixture_add_offer (BreakevenProject *project,
                   const char       *provider,
                   const char       *name,
                   double            price_per_hour)
{
  g_autoptr(BreakevenOffer) offer = breakeven_offer_new (provider, name, price_per_hour, NULL);

  breakeven_offer_set_source (offer, "Seed article: price actually paid");
  breakeven_offer_set_as_of (offer, "2026-05");
  g_list_store_append (breakeven_project_get_offers (project), offer);
  return offer; /* borrowed: the store holds it */
}

/* Seed 000: parts 23,592 of which the GPU 16,299; 600 W at 0.6 per kWh, 12 h/day over 36
 * months; no offers (add them) */
G_GNUC_UNUSED static BreakevenProject *
fixture_seed_build (void)
{
  BreakevenProject *project = breakeven_project_new ();

  breakeven_project_set_title (project, "DreamerV3 workstation");
  breakeven_project_set_currency (project, "CNY");
  fixture_add_part (project, BREAKEVEN_PART_GPU, "RTX 4090D 24 GB", 1, 16299, 425);
  fixture_add_part (project, BREAKEVEN_PART_CPU, "16-core desktop CPU", 1, 2299, 170);
  fixture_add_part (project, BREAKEVEN_PART_MOTHERBOARD, "B650 motherboard", 1, 1199, 30);
  fixture_add_part (project, BREAKEVEN_PART_MEMORY, "DDR5 32 GB", 2, 649.5, 5);
  fixture_add_part (project, BREAKEVEN_PART_STORAGE, "NVMe SSD 2 TB", 1, 899, 8);
  fixture_add_part (project, BREAKEVEN_PART_PSU, "1000 W power supply", 1, 899, 0);
  fixture_add_part (project, BREAKEVEN_PART_COOLING, "360 mm liquid cooler", 1, 399, 10);
  fixture_add_part (project, BREAKEVEN_PART_CASE, "Mid-tower case", 1, 299, 5);
  breakeven_project_set_wall_watts (project, 600);
  breakeven_project_set_price_per_kwh (project, 0.6);
  breakeven_project_set_hours_per_day (project, 12);
  breakeven_project_set_horizon_months (project, 36);
  return project;
}

/* The seed with the offer the article paid for: breakeven 29.1 months */
G_GNUC_UNUSED static BreakevenProject *
fixture_seed (void)
{
  BreakevenProject *project = fixture_seed_build ();

  fixture_add_offer (project, "AutoDL", "RTX 4090D", 2.58);
  return project;
}

G_GNUC_UNUSED static BreakevenAnalysis *
fixture_analyse (BreakevenProject *project)
{
  BreakevenAnalysis *analysis = breakeven_analysis_new (project);

  g_assert_cmpuint (analysis->unpriced->len, ==, 0);
  return analysis;
}

/* Pure, far-apart colours, none near a grey, so that a pixel tells which series drew it */
G_GNUC_UNUSED static void
fixture_test_palette (BreakevenChartPalette *palette)
{
  static const BreakevenRgba series[] = {
    { 1, 0, 1, 1 }, { 0, 0.75, 0, 1 }, { 1, 0.5, 0, 1 }, { 0, 0.8, 0.8, 1 },
    { 0.9, 0, 0, 1 }, { 0.7, 0.7, 0, 1 }, { 0.5, 0, 1, 1 }, { 1, 0.4, 0.7, 1 },
  };

  breakeven_chart_palette_init_light (palette);
  palette->background = (BreakevenRgba) { 1, 1, 1, 1 };
  palette->foreground = (BreakevenRgba) { 0, 0, 0, 1 };
  palette->muted = (BreakevenRgba) { 0.4, 0.4, 0.4, 1 };
  palette->grid = (BreakevenRgba) { 0.85, 0.85, 0.85, 1 };
  palette->horizon = (BreakevenRgba) { 0.3, 0.3, 0.3, 1 };
  palette->build = (BreakevenRgba) { 0, 0, 1, 1 };
  for (guint i = 0; i < G_N_ELEMENTS (series); i++)
    palette->series[i] = series[i];
  palette->n_series = G_N_ELEMENTS (series);
}

/* Colour of pixel (X, Y) of an opaque ARGB32 surface, 0..1 */
G_GNUC_UNUSED static void
fixture_pixel (cairo_surface_t *surface,
               int              x,
               int              y,
               double          *r,
               double          *g,
               double          *b)
{
  const guint8 *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);
  guint32 px = *(const guint32 *) (data + y * stride + x * 4);

  *r = ((px >> 16) & 0xff) / 255.0;
  *g = ((px >> 8) & 0xff) / 255.0;
  *b = (px & 0xff) / 255.0;
}

G_GNUC_UNUSED static gboolean
fixture_pixel_is (cairo_surface_t     *surface,
                  int                  x,
                  int                  y,
                  const BreakevenRgba *color,
                  double               tolerance)
{
  double r, g, b;

  if (x < 0 || y < 0 || x >= cairo_image_surface_get_width (surface)
      || y >= cairo_image_surface_get_height (surface))
    return FALSE;
  fixture_pixel (surface, x, y, &r, &g, &b);
  return fabs (r - color->red) <= tolerance && fabs (g - color->green) <= tolerance
         && fabs (b - color->blue) <= tolerance;
}

/* Is there a pixel of COLOR within RADIUS pixels of (X, Y)? */
G_GNUC_UNUSED static gboolean
fixture_color_near (cairo_surface_t     *surface,
                    double               x,
                    double               y,
                    int                  radius,
                    const BreakevenRgba *color)
{
  for (int dy = -radius; dy <= radius; dy++)
    for (int dx = -radius; dx <= radius; dx++)
      if (fixture_pixel_is (surface, (int) floor (x) + dx, (int) floor (y) + dy, color, 0.12))
        return TRUE;
  return FALSE;
}

/* Renders the cumulative chart on a fresh opaque image */
G_GNUC_UNUSED static cairo_surface_t *
fixture_render_cumulative (const BreakevenAnalysis     *analysis,
                           int                          width,
                           int                          height,
                           const BreakevenChartOptions *options,
                           BreakevenChartLayout        *layout)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cairo_t *cr = cairo_create (surface);

  breakeven_chart_draw_cumulative (cr, width, height, analysis, options, layout);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}
