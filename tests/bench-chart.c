/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-chart.c: how long one render of the charts takes (prints figures; not a test)
 *
 *   bench-chart [RUNS]      default 50 runs after 3 warm-up renders (fewer at 1000 offers)
 *
 * The cases of the issues: the cumulative chart at 1200 x 800 with 20 offers over 240 months,
 * on an image surface, text included; then the window's case, a redraw at 1200 x 420 (the
 * chart under the results, as tall as it is there) with 20 and with 1000 offers, where only
 * about twenty legend entries fit, with the text cache the window keeps; then the legend alone
 * (laid out and drawn as the cumulative chart does it there), which must cost the same
 * whatever the number of offers.  The median is the figure to compare; min and p90 show the
 * spread.
 */

#include "config.h"

#include <stdlib.h>

#include "breakeven-chart-private.h"
#include "chart-fixtures.h"

#define HORIZON 240

typedef void (*RenderFunc) (cairo_t                 *cr,
                            double                   width,
                            double                   height,
                            const BreakevenAnalysis *analysis);

static void
render_cumulative (cairo_t                 *cr,
                   double                   width,
                   double                   height,
                   const BreakevenAnalysis *analysis)
{
  breakeven_chart_draw_cumulative (cr, width, height, analysis, NULL, NULL);
}

/* As the window redraws: one text cache over the renders, and one PangoContext */
static BreakevenChartTextCache *window_cache;
static PangoContext *window_context;

static void
render_cumulative_cached (cairo_t                 *cr,
                          double                   width,
                          double                   height,
                          const BreakevenAnalysis *analysis)
{
  BreakevenChartOptions options = { 0 };

  options.text_cache = window_cache;
  options.pango_context = window_context;
  breakeven_chart_draw_cumulative (cr, width, height, analysis, &options, NULL);
}

/* The cumulative chart's legend alone, one entry per offer and the build's, fitted under the
 * plot as in a chart 1200 wide and drawn */
static void
render_legend (cairo_t                 *cr,
               double                   width,
               double                   height,
               const BreakevenAnalysis *analysis)
{
  BreakevenChartContext ctx;
  BreakevenLegend legend;
  BreakevenChartOptions options = { 0 };
  guint n = breakeven_analysis_get_n_offers (analysis);

  options.pango_context = window_context;
  breakeven_chart_context_init (&ctx, cr, width, height, &options);
  breakeven_legend_init (&legend);
  breakeven_legend_add (&legend, "Build", "\u00a523,592 up front, \u00a5131 a month", FALSE,
                        &ctx.palette->build, 0, FALSE);
  for (guint i = 0; i < n; i++)
    {
      const BreakevenOfferResult *r = breakeven_analysis_get_offer (analysis, i);
      g_autofree char *label = breakeven_chart_offer_label (r->offer);
      g_autofree char *detail = breakeven_chart_describe_crossing (r->breakeven_months,
                                                                   HORIZON);
      guint dash;
      const BreakevenRgba *color = breakeven_chart_palette_get_series (ctx.palette, i, &dash);

      breakeven_legend_add (&legend, label, detail, FALSE, color, dash, FALSE);
    }
  breakeven_legend_fit (&legend, &ctx, width - 2 * ctx.margin, 0.4 * height, 0);
  breakeven_legend_draw (&legend, &ctx, ctx.margin, height - legend.height);
  breakeven_legend_clear (&legend);
  breakeven_chart_context_clear (&ctx);
}

static void
render_sensitivity (cairo_t                 *cr,
                    double                   width,
                    double                   height,
                    const BreakevenAnalysis *analysis)
{
  breakeven_chart_draw_sensitivity (cr, width, height, analysis, NULL, NULL);
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
         int                      width,
         int                      height,
         const BreakevenAnalysis *analysis,
         guint                    runs)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  g_autofree double *times = g_new (double, runs);
  guint n = breakeven_analysis_get_n_offers (analysis);

  for (guint i = 0; i < 3 + runs; i++)
    {
      cairo_t *cr = cairo_create (surface);
      gint64 start = g_get_monotonic_time ();

      render (cr, width, height, analysis);
      cairo_surface_flush (surface);
      if (i >= 3)
        times[i - 3] = (g_get_monotonic_time () - start) / 1000.0;
      cairo_destroy (cr);
    }
  qsort (times, runs, sizeof (double), compare_doubles);
  g_print ("%-20s %4dx%-4d %4u offers  median %8.2f ms  min %8.2f ms  p90 %8.2f ms"
           "  (%.3f ms per offer, %u runs)\n",
           name, width, height, n, times[runs / 2], times[0],
           times[MIN (runs - 1, runs * 9 / 10)], times[runs / 2] / MAX (n, 1), runs);
  cairo_surface_destroy (surface);
}

static BreakevenAnalysis *
analysis_with_offers (guint n_offers)
{
  g_autoptr(BreakevenProject) project = fixture_seed_build ();

  breakeven_project_set_horizon_months (project, HORIZON);
  breakeven_project_set_interest_percent (project, 3); /* L(t) curved: sampled, not a line */
  for (guint i = 0; i < n_offers; i++)
    {
      g_autofree char *name = g_strdup_printf ("GPU instance %u", i + 1);

      fixture_add_offer (project, "Provider", name, 0.6 + 0.3 * (i % 20) + 0.001 * i);
    }
  return fixture_analyse (project);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(BreakevenAnalysis) twenty = analysis_with_offers (20);
  g_autoptr(BreakevenAnalysis) thousand = analysis_with_offers (1000);
  guint runs = argc > 1 ? (guint) CLAMP (atoi (argv[1]), 1, 100000) : 50;

  guint before;

  window_context = breakeven_chart_pango_context_new (96);
  window_cache = breakeven_chart_text_cache_new ();
  g_print ("Chart render, %d months, cairo %s, pango %s\n", HORIZON,
           cairo_version_string (), pango_version_string ());
  measure ("cumulative chart", render_cumulative, 1200, 800, twenty, runs);
  measure ("sensitivity chart", render_sensitivity, 1200, 800, twenty, runs);
  measure ("cumulative chart", render_cumulative, 1200, 800, thousand, MAX (runs / 5, 1));
  measure ("cumulative, window", render_cumulative, 1200, 420, twenty, runs);
  measure ("cumulative, window", render_cumulative, 1200, 420, thousand, MAX (runs / 5, 1));
  measure ("cached, window", render_cumulative_cached, 1200, 420, twenty, runs);
  before = breakeven_chart_text_cache_get_n_created (window_cache);
  measure ("cached, window", render_cumulative_cached, 1200, 420, thousand, MAX (runs / 5, 1));
  g_print ("  text cache: %u layouts held after the 1000-offer redraws, %u made by them\n",
           breakeven_chart_text_cache_get_size (window_cache),
           breakeven_chart_text_cache_get_n_created (window_cache) - before);
  measure ("legend alone", render_legend, 1200, 420, twenty, runs);
  measure ("legend alone", render_legend, 1200, 420, thousand, runs);
  breakeven_chart_text_cache_free (window_cache);
  g_object_unref (window_context);
  return 0;
}
