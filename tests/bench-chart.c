/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-chart.c: how long one render of the charts takes (prints figures; not a test)
 *
 *   bench-chart [RUNS]      default 50 runs after 3 warm-up renders
 *
 * The case of the issue: the cumulative chart at 1200 x 800 with 20 offers over 240 months,
 * on an image surface, text included.  The median is the figure to compare; min and p90 show
 * the spread.
 */

#include "config.h"

#include <stdlib.h>

#include "chart-fixtures.h"

#define WIDTH 1200
#define HEIGHT 800
#define N_OFFERS 20
#define HORIZON 240

typedef void (*RenderFunc) (cairo_t *cr, const BreakevenAnalysis *analysis);

static void
render_cumulative (cairo_t                 *cr,
                   const BreakevenAnalysis *analysis)
{
  breakeven_chart_draw_cumulative (cr, WIDTH, HEIGHT, analysis, NULL, NULL);
}

static void
render_sensitivity (cairo_t                 *cr,
                    const BreakevenAnalysis *analysis)
{
  breakeven_chart_draw_sensitivity (cr, WIDTH, HEIGHT, analysis, NULL, NULL);
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static void
measure (const char              *name,
         RenderFunc               render,
         const BreakevenAnalysis *analysis,
         guint                    runs)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, WIDTH, HEIGHT);
  g_autofree double *times = g_new (double, runs);

  for (guint i = 0; i < 3 + runs; i++)
    {
      cairo_t *cr = cairo_create (surface);
      gint64 start = g_get_monotonic_time ();

      render (cr, analysis);
      cairo_surface_flush (surface);
      if (i >= 3)
        times[i - 3] = (g_get_monotonic_time () - start) / 1000.0;
      cairo_destroy (cr);
    }
  qsort (times, runs, sizeof (double), compare_doubles);
  g_print ("%-40s median %7.2f ms   min %7.2f ms   p90 %7.2f ms   (%u runs)\n", name,
           times[runs / 2], times[0], times[MIN (runs - 1, runs * 9 / 10)], runs);
  cairo_surface_destroy (surface);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(BreakevenProject) project = fixture_seed_build ();
  g_autoptr(BreakevenAnalysis) analysis = NULL;
  guint runs = argc > 1 ? (guint) CLAMP (atoi (argv[1]), 1, 100000) : 50;

  breakeven_project_set_horizon_months (project, HORIZON);
  breakeven_project_set_interest_percent (project, 3); /* L(t) curved: sampled, not a line */
  for (guint i = 0; i < N_OFFERS; i++)
    {
      g_autofree char *name = g_strdup_printf ("GPU instance %u", i + 1);

      fixture_add_offer (project, "Provider", name, 0.6 + 0.3 * i);
    }
  analysis = fixture_analyse (project);

  g_print ("Chart render, %dx%d, %d offers, %d months, cairo %s, pango %s\n", WIDTH, HEIGHT,
           N_OFFERS, HORIZON, cairo_version_string (), pango_version_string ());
  measure ("cumulative chart", render_cumulative, analysis, runs);
  measure ("sensitivity chart", render_sensitivity, analysis, runs);
  return 0;
}
