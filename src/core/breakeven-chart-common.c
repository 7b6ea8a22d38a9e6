/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-chart-common.c: text, legend and axes frame shared by the chart renderers */

#include "config.h"

#include <math.h>

#include "breakeven-chart-private.h"
#include "breakeven-format.h"

/* Context ------------------------------------------------------------------------------------ */

double
breakeven_chart_default_font_size (double width,
                                   double height)
{
  /* 13.3 px at 1200 x 800: readable when the PNG is shown at its size, not shouting when small */
  return CLAMP (MIN (width, height * 1.5) / 90.0, 9.0, 32.0);
}

PangoContext *
breakeven_chart_pango_context_new (double resolution)
{
  PangoFontMap *map = pango_cairo_font_map_get_default ();
  PangoContext *context = pango_font_map_create_context (map);
  cairo_font_options_t *options = cairo_font_options_create ();

  /* Unhinted metrics: text measures the same on paper, in a PDF and on screen */
  cairo_font_options_set_hint_metrics (options, CAIRO_HINT_METRICS_OFF);
  cairo_font_options_set_hint_style (options, CAIRO_HINT_STYLE_NONE);
  pango_cairo_context_set_font_options (context, options);
  pango_cairo_context_set_resolution (context, resolution);
  cairo_font_options_destroy (options);
  return context;
}

void
breakeven_chart_context_init (BreakevenChartContext       *ctx,
                              cairo_t                     *cr,
                              double                       width,
                              double                       height,
                              const BreakevenChartOptions *options)
{
  static const BreakevenChartOptions defaults = { 0 };
  const PangoFontDescription *desc;
  const char *family = NULL;

  if (options == NULL)
    options = &defaults;

  ctx->cr = cr;
  if (options->palette != NULL)
    ctx->palette = options->palette;
  else
    {
      breakeven_chart_palette_init_light (&ctx->own_palette);
      ctx->palette = &ctx->own_palette;
    }

  if (options->pango_context != NULL)
    {
      ctx->pango = g_object_ref (options->pango_context);
      desc = pango_context_get_font_description (ctx->pango);
      if (desc != NULL)
        family = pango_font_description_get_family (desc);
    }
  else
    {
      ctx->pango = pango_cairo_create_context (cr);
    }
  /* Pango's built-in default family is a serif; charts read better in the sans */
  if (family == NULL || g_ascii_strcasecmp (family, "serif") == 0)
    family = "Sans";
  ctx->family = g_strdup (family);

  ctx->currency = options->currency != NULL ? options->currency : BREAKEVEN_DEFAULT_CURRENCY;
  ctx->font_size = options->font_size > 0 ? options->font_size
                                          : breakeven_chart_default_font_size (width, height);
  ctx->line_width = MAX (1.0, ctx->font_size / 6.5);
  ctx->margin = ctx->font_size * 0.9;
}

void
breakeven_chart_context_clear (BreakevenChartContext *ctx)
{
  g_clear_object (&ctx->pango);
  g_clear_pointer (&ctx->family, g_free);
}

/* Text --------------------------------------------------------------------------------------- */

PangoLayout *
breakeven_chart_text_layout_new (PangoContext *context,
                                 const char   *family,
                                 const char   *text,
                                 double        size,
                                 gboolean      bold,
                                 double        wrap_width,
                                 double        ellipsize_width)
{
  PangoLayout *layout = pango_layout_new (context);
  PangoFontDescription *desc = pango_font_description_new ();

  pango_font_description_set_family (desc, family != NULL ? family : "Sans");
  pango_font_description_set_absolute_size (desc, size * PANGO_SCALE);
  if (bold)
    pango_font_description_set_weight (desc, PANGO_WEIGHT_BOLD);
  pango_layout_set_font_description (layout, desc);
  pango_font_description_free (desc);

  pango_layout_set_text (layout, text != NULL ? text : "", -1);
  if (wrap_width > 0)
    {
      pango_layout_set_width (layout, (int) (wrap_width * PANGO_SCALE));
      pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
    }
  else if (ellipsize_width > 0)
    {
      /* Rounded up: a width measured from this very text, then passed through sums and
       * differences, must not come back one Pango unit short and ellipsize it */
      pango_layout_set_width (layout, (int) ceil (ellipsize_width * PANGO_SCALE));
      pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
    }
  return layout;
}

void
breakeven_chart_text_size (PangoLayout *layout,
                           double      *width,
                           double      *height)
{
  PangoRectangle logical;

  pango_layout_get_extents (layout, NULL, &logical);
  if (width != NULL)
    *width = (double) logical.width / PANGO_SCALE;
  if (height != NULL)
    *height = (double) logical.height / PANGO_SCALE;
}

void
breakeven_chart_set_color (cairo_t             *cr,
                           const BreakevenRgba *color)
{
  cairo_set_source_rgba (cr, color->red, color->green, color->blue, color->alpha);
}

void
breakeven_chart_set_dash (cairo_t *cr,
                          guint    dash_style,
                          double   line_width)
{
  double w = MAX (line_width, 0.5);
  double dashed[] = { 4 * w, 2.5 * w };
  double dotted[] = { 0.01, 2.2 * w };
  double dash_dot[] = { 5 * w, 2 * w, 0.01, 2 * w };

  switch (dash_style % 4)
    {
    case 1:
      cairo_set_dash (cr, dashed, G_N_ELEMENTS (dashed), 0);
      break;
    case 2:
      cairo_set_dash (cr, dotted, G_N_ELEMENTS (dotted), 0);
      break;
    case 3:
      cairo_set_dash (cr, dash_dot, G_N_ELEMENTS (dash_dot), 0);
      break;
    default:
      cairo_set_dash (cr, NULL, 0, 0);
      break;
    }
}

void
breakeven_chart_show_layout (cairo_t             *cr,
                             PangoLayout         *layout,
                             double               x,
                             double               y,
                             double               align_x,
                             double               align_y,
                             const BreakevenRgba *color)
{
  PangoRectangle logical;

  pango_layout_get_extents (layout, NULL, &logical);
  breakeven_chart_set_color (cr, color);
  cairo_move_to (cr,
                 x - align_x * logical.width / PANGO_SCALE - (double) logical.x / PANGO_SCALE,
                 y - align_y * logical.height / PANGO_SCALE - (double) logical.y / PANGO_SCALE);
  pango_cairo_show_layout (cr, layout);
}

void
breakeven_chart_show_text (BreakevenChartContext *ctx,
                           const char            *text,
                           double                 size,
                           gboolean               bold,
                           double                 x,
                           double                 y,
                           double                 align_x,
                           double                 align_y,
                           const BreakevenRgba   *color,
                           BreakevenRect         *box)
{
  g_autoptr(PangoLayout) layout =
    breakeven_chart_text_layout_new (ctx->pango, ctx->family, text, size, bold, 0, 0);
  double w, h;

  breakeven_chart_text_size (layout, &w, &h);
  breakeven_chart_show_layout (ctx->cr, layout, x, y, align_x, align_y, color);
  if (box != NULL)
    *box = (BreakevenRect) { x - align_x * w, y - align_y * h, w, h };
}

void
breakeven_chart_fill_background (BreakevenChartContext *ctx,
                                 double                 width,
                                 double                 height)
{
  if (ctx->palette->background.alpha <= 0)
    return;
  cairo_save (ctx->cr);
  breakeven_chart_set_color (ctx->cr, &ctx->palette->background);
  cairo_rectangle (ctx->cr, 0, 0, width, height);
  cairo_fill (ctx->cr);
  cairo_restore (ctx->cr);
}

char *
breakeven_tick_format_money (BreakevenChartContext *ctx,
                             double                 value,
                             int                    decimals)
{
  return breakeven_format_money (value, ctx->currency, decimals);
}

char *
breakeven_tick_format_number (BreakevenChartContext *ctx,
                              double                 value,
                              int                    decimals)
{
  return breakeven_format_number (value, decimals);
}
