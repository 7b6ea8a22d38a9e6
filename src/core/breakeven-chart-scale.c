/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-chart-scale.c: palettes, round ticks and data-to-pixel scales (pure functions) */

#include "config.h"

#include <math.h>

#include "breakeven-chart.h"

/* Palettes ----------------------------------------------------------------------------------- */

static BreakevenRgba
rgb (guint32 hex)
{
  return (BreakevenRgba) {
    ((hex >> 16) & 0xff) / 255.0, ((hex >> 8) & 0xff) / 255.0, (hex & 0xff) / 255.0, 1.0
  };
}

static void
fill_palette (BreakevenChartPalette *palette,
              guint32                background,
              guint32                foreground,
              guint32                muted,
              guint32                grid,
              guint32                build,
              guint32                horizon,
              const guint32         *series)
{
  palette->background = rgb (background);
  palette->foreground = rgb (foreground);
  palette->muted = rgb (muted);
  palette->grid = rgb (grid);
  palette->build = rgb (build);
  palette->horizon = rgb (horizon);
  for (guint i = 0; i < BREAKEVEN_CHART_MAX_SERIES_COLORS; i++)
    palette->series[i] = rgb (series[i]);
  palette->n_series = BREAKEVEN_CHART_MAX_SERIES_COLORS;
}

/* The GNOME palette: blue for the build, offers in hues far from it first */
void
breakeven_chart_palette_init_light (BreakevenChartPalette *palette)
{
  static const guint32 series[] = {
    0xe66100, 0x26a269, 0x9141ac, 0xc01c28, 0x865e3c, 0x0e8a9a, 0xc061cb, 0x8f8f00,
  };

  fill_palette (palette, 0xffffff, 0x241f31, 0x5e5c64, 0xdeddda, 0x1c71d8, 0x77767b, series);
}

void
breakeven_chart_palette_init_dark (BreakevenChartPalette *palette)
{
  static const guint32 series[] = {
    0xffa348, 0x57e389, 0xc061cb, 0xf66151, 0xcdab8f, 0x5bc8d4, 0xf0a0e8, 0xf8e45c,
  };

  fill_palette (palette, 0x242424, 0xffffff, 0x9a9996, 0x3d3846, 0x62a0ea, 0x9a9996, series);
}

/* Darker, saturated inks that keep their contrast on paper and in grey */
void
breakeven_chart_palette_init_print (BreakevenChartPalette *palette)
{
  static const guint32 series[] = {
    0xc64600, 0x1e7d4f, 0xa3379a, 0xa51d2d, 0x63452c, 0x0b6570, 0x613583, 0x6b6b00,
  };

  fill_palette (palette, 0xffffff, 0x000000, 0x4a4a4a, 0xd6d6d6, 0x1a5fb4, 0x555555, series);
}

const BreakevenRgba *
breakeven_chart_palette_get_series (const BreakevenChartPalette *palette,
                                    guint                        index,
                                    guint                       *dash_style)
{
  guint n = CLAMP (palette->n_series, 1, BREAKEVEN_CHART_MAX_SERIES_COLORS);

  if (dash_style != NULL)
    *dash_style = (index / n) % 4;
  return &palette->series[index % n];
}

/* Ticks -------------------------------------------------------------------------------------- */

/* Fuzz for the floating-point error of SPAN / MAX_TICKS and friends */
#define TICK_EPSILON 1e-9

static double
nice_decimal_step (double raw)
{
  double magnitude = pow (10, floor (log10 (raw)));
  double norm = raw / magnitude;

  if (norm <= 1 + TICK_EPSILON)
    return magnitude;
  if (norm <= 2 + TICK_EPSILON)
    return 2 * magnitude;
  if (norm <= 5 + TICK_EPSILON)
    return 5 * magnitude;
  return 10 * magnitude;
}

static double
nice_step_from (double        raw,
                const double *steps,
                guint         n_steps)
{
  /* Below the smallest step, or beyond the largest, plain decimal steps read best */
  if (raw <= steps[0] * (1 - TICK_EPSILON) || raw > steps[n_steps - 1] * (1 + TICK_EPSILON))
    return nice_decimal_step (raw);
  for (guint i = 0; i < n_steps; i++)
    if (raw <= steps[i] * (1 + TICK_EPSILON))
      return steps[i];
  return steps[n_steps - 1];
}

double
breakeven_chart_nice_step (double             span,
                           guint              max_ticks,
                           BreakevenTickStyle style)
{
  static const double month_steps[] = { 1, 2, 3, 6, 12, 24, 36, 60, 120, 240, 360, 600, 1200 };
  static const double hour_steps[] = { 1, 2, 3, 4, 6, 12, 24 };
  double raw;

  if (!(span > 0) || !isfinite (span))
    span = 1;
  raw = span / MAX (max_ticks, 1);

  switch (style)
    {
    case BREAKEVEN_TICKS_MONTHS:
      if (raw < 1)
        return nice_decimal_step (raw);
      return nice_step_from (raw, month_steps, G_N_ELEMENTS (month_steps));
    case BREAKEVEN_TICKS_HOURS:
      if (raw < 1)
        return nice_decimal_step (raw);
      return nice_step_from (raw, hour_steps, G_N_ELEMENTS (hour_steps));
    case BREAKEVEN_TICKS_DECIMAL:
    default:
      return nice_decimal_step (raw);
    }
}

void
breakeven_chart_ticks (double            *lo,
                       double            *hi,
                       guint              max_ticks,
                       BreakevenTickStyle style,
                       gboolean           extend,
                       BreakevenTicks    *out)
{
  double a = *lo, b = *hi;
  double step, first_index, last_index;

  if (!isfinite (a))
    a = 0;
  if (!isfinite (b))
    b = a + 1;
  if (b < a)
    {
      double t = a;

      a = b;
      b = t;
    }
  if (b == a)
    {
      /* A flat series still needs an axis: show it from zero, or around itself */
      if (a > 0)
        a = 0;
      else if (a < 0)
        b = 0;
      else
        b = 1;
    }

  step = breakeven_chart_nice_step (b - a, max_ticks, style);
  if (extend)
    {
      a = floor (a / step + TICK_EPSILON) * step;
      b = ceil (b / step - TICK_EPSILON) * step;
    }
  first_index = ceil (a / step - TICK_EPSILON);
  last_index = floor (b / step + TICK_EPSILON);

  out->step = step;
  out->first = first_index * step;
  out->n = last_index >= first_index ? (guint) MIN (last_index - first_index + 1, 1000) : 0;
  out->decimals = step >= 1 - TICK_EPSILON ? 0 : (int) ceil (-log10 (step) - TICK_EPSILON);
  *lo = a;
  *hi = b;
}

double
breakeven_chart_tick_value (const BreakevenTicks *ticks,
                            guint                 i)
{
  /* From the integer index, so that 0.1 * 3 prints as 0.3 and zero as exactly zero */
  return (round (ticks->first / ticks->step) + i) * ticks->step;
}

/* Scales ------------------------------------------------------------------------------------- */

double
breakeven_scale_to_pixel (const BreakevenScale *scale,
                          double                value)
{
  double span = scale->data_max - scale->data_min;
  double pixels = scale->pixel_max - scale->pixel_min;
  double low = MIN (scale->pixel_min, scale->pixel_max) - 4 * fabs (pixels);
  double high = MAX (scale->pixel_min, scale->pixel_max) + 4 * fabs (pixels);
  double pixel;

  if (isnan (value))
    return NAN;
  if (span == 0 || !isfinite (span))
    return scale->pixel_min;
  /* A value far outside the scale (or infinite) stays a few plots away, where clipping hides
   * it: cairo's fixed-point coordinates overflow long before the double range does */
  pixel = scale->pixel_min + (value - scale->data_min) / span * pixels;
  if (isnan (pixel))
    return NAN;
  return CLAMP (pixel, low, high);
}

double
breakeven_scale_from_pixel (const BreakevenScale *scale,
                            double                pixel)
{
  double span = scale->pixel_max - scale->pixel_min;

  if (span == 0)
    return scale->data_min;
  return scale->data_min + (pixel - scale->pixel_min) / span * (scale->data_max - scale->data_min);
}

gboolean
breakeven_rect_contains (const BreakevenRect *rect,
                         double               x,
                         double               y)
{
  return x >= rect->x && x <= rect->x + rect->width
         && y >= rect->y && y <= rect->y + rect->height;
}
