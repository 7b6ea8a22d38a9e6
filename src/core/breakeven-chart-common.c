/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-chart-common.c: text, legend and axes frame shared by the chart renderers */

#include "config.h"

#include <math.h>
#include <string.h>

#include "breakeven-chart-private.h"
#include "breakeven-format.h"

/* Context ------------------------------------------------------------------------------------ */

/* The base size at REFERENCE_WIDTH, and its bounds: labels (at 0.85 to 0.95 of it) stay above
 * 11 px from 1200 px wide, readable (9 px and up) on a phone, and grow slower than the chart */
#define REFERENCE_WIDTH 1200.0
#define REFERENCE_FONT_SIZE 13.3
#define MIN_FONT_SIZE 10.5
#define MAX_FONT_SIZE 22.0

double
breakeven_chart_default_font_size (double width,
                                   double height)
{
  /* Led by the width (a chart under the figures is wide and short), unless the chart is a
   * strip; as the square root of it, so that text neither vanishes on a small chart nor
   * shouts on a poster: 13.3 px at 1200 wide, 17.2 px at 2000, 10.5 px below 750 */
  double size = MIN (width, 3.0 * height);

  if (!(size > 0) || !isfinite (size))
    return MIN_FONT_SIZE;
  return CLAMP (REFERENCE_FONT_SIZE * sqrt (size / REFERENCE_WIDTH), MIN_FONT_SIZE,
                MAX_FONT_SIZE);
}

gboolean
breakeven_chart_options_is_hidden (const BreakevenChartOptions *options,
                                   guint                        index)
{
  return options != NULL && options->hidden != NULL && index < options->n_hidden
         && options->hidden[index];
}

/* Under the C locale Pango's language is "c", which no text is in: each run of Latin text is
 * then English, and every font is resolved twice, once for "c" and once for "en" (fontconfig
 * sorts every installed font for each).  Text is English there, said once */
static void
settle_language (PangoContext *context)
{
  PangoLanguage *language = pango_context_get_language (context);
  const char *name = language != NULL ? pango_language_to_string (language) : NULL;

  if (name != NULL
      && (g_ascii_strcasecmp (name, "c") == 0 || g_ascii_strcasecmp (name, "posix") == 0))
    pango_context_set_language (context, pango_language_from_string ("en"));
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
  settle_language (context);
  return context;
}

/* Text on a vector surface (PDF, SVG, PostScript) is laid out at one size and scaled with
 * cairo to the size asked for: Pango resolves the fonts of each family, weight and size once
 * (fontconfig sorts every installed font for each), so that one size per weight is resolved
 * instead of one per text size.  Its metrics are unhinted there, so a text scaled measures what
 * it would at its own size, to a Pango unit.  A widget or an image keeps its own sizes (hinted
 * glyphs do not scale). */
#define UNIT_TEXT_SIZE 10.0

static GQuark
unit_text_quark (void)
{
  return g_quark_from_static_string ("breakeven-chart-unit-text");
}

double
breakeven_chart_layout_scale (PangoLayout *layout)
{
  double *scale = g_object_get_qdata (G_OBJECT (layout), unit_text_quark ());

  return scale != NULL ? *scale : 1.0;
}

void
breakeven_chart_pango_context_set_unit_text (PangoContext *context)
{
  g_object_set_qdata (G_OBJECT (context), unit_text_quark (), GINT_TO_POINTER (TRUE));
}

static gboolean
is_vector (cairo_t *cr)
{
  switch (cairo_surface_get_type (cairo_get_target (cr)))
    {
    case CAIRO_SURFACE_TYPE_PDF:
    case CAIRO_SURFACE_TYPE_SVG:
    case CAIRO_SURFACE_TYPE_PS:
      return TRUE;
    default:
      return FALSE;
    }
}

/* A copy of CONTEXT (a caller's, which its own layouts keep using at their sizes) */
static PangoContext *
unit_text_context_new (PangoContext *context)
{
  PangoContext *unit = pango_font_map_create_context (pango_context_get_font_map (context));
  const cairo_font_options_t *options = pango_cairo_context_get_font_options (context);

  if (options != NULL)
    pango_cairo_context_set_font_options (unit, options);
  pango_cairo_context_set_resolution (unit, pango_cairo_context_get_resolution (context));
  pango_context_set_font_description (unit, pango_context_get_font_description (context));
  pango_context_set_language (unit, pango_context_get_language (context));
  pango_context_set_base_dir (unit, pango_context_get_base_dir (context));
  pango_context_set_round_glyph_positions (unit,
                                           pango_context_get_round_glyph_positions (context));
  pango_context_set_matrix (unit, pango_context_get_matrix (context));
  return unit;
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
      settle_language (ctx->pango);
    }
  if (is_vector (cr))
    {
      PangoContext *unit = options->pango_context != NULL ? unit_text_context_new (ctx->pango)
                                                          : g_object_ref (ctx->pango);

      if (options->pango_context == NULL)
        {
          /* Unhinted metrics, as the report's context has them: a text scaled measures what
           * it would at its own size (hinted advances are rounded at each size) */
          cairo_font_options_t *font_options = cairo_font_options_create ();

          cairo_surface_get_font_options (cairo_get_target (cr), font_options);
          cairo_font_options_set_hint_metrics (font_options, CAIRO_HINT_METRICS_OFF);
          cairo_font_options_set_hint_style (font_options, CAIRO_HINT_STYLE_NONE);
          pango_cairo_context_set_font_options (unit, font_options);
          cairo_font_options_destroy (font_options);
        }
      /* Glyph positions unrounded: rounded to whole units at the one size, they would come
       * out scaled, a digit a fifth of a unit off at another */
      pango_context_set_round_glyph_positions (unit, FALSE);
      breakeven_chart_pango_context_set_unit_text (unit);
      g_object_unref (ctx->pango);
      ctx->pango = unit;
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
  ctx->options = options;
  ctx->text_cache = options->text_cache;
  if (ctx->text_cache != NULL)
    breakeven_chart_text_cache_begin (ctx->text_cache, ctx->pango);
  if (options->legend_boxes != NULL)
    g_array_set_size (options->legend_boxes, 0);
}

void
breakeven_chart_context_clear (BreakevenChartContext *ctx)
{
  if (ctx->text_cache != NULL)
    breakeven_chart_text_cache_end (ctx->text_cache);
  ctx->text_cache = NULL;
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
  double scale = 1;

  if (g_object_get_qdata (G_OBJECT (context), unit_text_quark ()) != NULL && size > 0)
    {
      double *kept = g_new (double, 1);

      scale = *kept = size / UNIT_TEXT_SIZE;
      size = UNIT_TEXT_SIZE;
      wrap_width /= scale;
      ellipsize_width /= scale;
      g_object_set_qdata_full (G_OBJECT (layout), unit_text_quark (), kept, g_free);
    }
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

  double scale = breakeven_chart_layout_scale (layout);

  pango_layout_get_extents (layout, NULL, &logical);
  if (width != NULL)
    *width = scale * logical.width / PANGO_SCALE;
  if (height != NULL)
    *height = scale * logical.height / PANGO_SCALE;
}

void
breakeven_chart_layout_set_width (PangoLayout *layout,
                                  double       width)
{
  pango_layout_set_width (layout, width < 0 ? -1
                                  : (int) (width / breakeven_chart_layout_scale (layout)
                                                          * PANGO_SCALE));
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

static const cairo_user_data_key_t text_sink_key;

void
breakeven_chart_set_text_sink (cairo_t *cr,
                               GString *sink)
{
  cairo_set_user_data (cr, &text_sink_key, sink, NULL);
}

/* The text LINE shows: its slice of the layout's text, or, ellipsized, the longest start of it
 * that fits with "…" as Pango cut it (Pango's line keeps the whole text behind the ellipsis) */
static char *
line_text (PangoLayout     *layout,
           PangoLayoutLine *line)
{
  const char *text = pango_layout_get_text (layout);
  const char *start = text + pango_layout_line_get_start_index (line);
  int length = pango_layout_line_get_length (line);
  g_autoptr(PangoLayout) probe = NULL;
  glong n_chars, lo = 0, hi;
  int limit = pango_layout_get_width (layout);

  if (!pango_layout_is_ellipsized (layout) || limit < 0)
    return g_strndup (start, length);

  probe = pango_layout_copy (layout);
  pango_layout_set_width (probe, -1);
  pango_layout_set_ellipsize (probe, PANGO_ELLIPSIZE_NONE);
  n_chars = g_utf8_strlen (start, length);
  hi = n_chars;
  while (lo < hi)
    {
      glong mid = (lo + hi + 1) / 2;
      const char *end = g_utf8_offset_to_pointer (start, mid);
      g_autofree char *candidate =
        g_strdup_printf ("%.*s\u2026", (int) (end - start), start);
      PangoRectangle logical;

      pango_layout_set_text (probe, candidate, -1);
      pango_layout_get_extents (probe, NULL, &logical);
      if (logical.width <= limit)
        lo = mid;
      else
        hi = mid - 1;
    }
  return g_strdup_printf ("%.*s\u2026",
                          (int) (g_utf8_offset_to_pointer (start, lo) - start), start);
}

static void
append_number (GString *out,
               double   value)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];

  g_string_append (out, g_ascii_formatd (buf, sizeof buf, "%.2f", value));
}

/* The family the font map picks for DESC, then what was asked for, then the generic family.
 * Resolved once per process for each font map, family, weight and style: matching a font is a
 * fontconfig query, and an SVG names the family on every text */
static char *
font_family_list (PangoLayout                *layout,
                  const PangoFontDescription *desc)
{
  static GHashTable *resolved;   /* "map family weight style" -> the list */
  G_LOCK_DEFINE_STATIC (resolved);
  PangoContext *context = pango_layout_get_context (layout);
  const char *asked = pango_font_description_get_family (desc);
  g_autofree char *key = g_strdup_printf ("%p %s %d %d",
                                          (gpointer) pango_context_get_font_map (context),
                                          asked != NULL ? asked : "",
                                          (int) pango_font_description_get_weight (desc),
                                          (int) pango_font_description_get_style (desc));
  PangoFont *font = NULL;
  const char *used = NULL;
  PangoFontDescription *described = NULL;
  GString *out;
  const char *known;

  G_LOCK (resolved);
  if (resolved == NULL)
    resolved = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  known = g_hash_table_lookup (resolved, key);
  if (known != NULL)
    {
      char *copy = g_strdup (known);

      G_UNLOCK (resolved);
      return copy;
    }
  G_UNLOCK (resolved);

  font = pango_context_load_font (context, desc);
  out = g_string_new (NULL);

  if (font != NULL)
    {
      described = pango_font_describe (font);
      used = pango_font_description_get_family (described);
    }
  if (used != NULL)
    g_string_append_printf (out, "'%s', ", used);
  if (asked != NULL && g_strcmp0 (asked, used) != 0
      && g_ascii_strcasecmp (asked, "sans") != 0)
    g_string_append_printf (out, "'%s', ", asked);
  g_string_append (out, "sans-serif");
  if (described != NULL)
    pango_font_description_free (described);
  g_clear_object (&font);
  G_LOCK (resolved);
  g_hash_table_replace (resolved, g_steal_pointer (&key), g_strdup (out->str));
  G_UNLOCK (resolved);
  return g_string_free (out, FALSE);
}

static void
emit_svg_text (GString             *sink,
               cairo_t             *cr,
               PangoLayout         *layout,
               double               x,
               double               y,
               const BreakevenRgba *color)
{
  const PangoFontDescription *desc = pango_layout_get_font_description (layout);
  g_autofree char *families = NULL;
  g_autofree char *escaped_families = NULL;
  PangoLayoutIter *iter;
  double size, scale, dx = 1, dy = 0;

  if (desc == NULL)
    desc = pango_context_get_font_description (pango_layout_get_context (layout));
  scale = breakeven_chart_layout_scale (layout);
  size = scale * pango_font_description_get_size (desc) / PANGO_SCALE;
  /* The size in device units (the charts draw unrotated, maybe scaled) */
  cairo_user_to_device_distance (cr, &dx, &dy);
  size *= hypot (dx, dy);
  families = font_family_list (layout, desc);
  escaped_families = g_markup_escape_text (families, -1);

  iter = pango_layout_get_iter (layout);
  do
    {
      PangoLayoutLine *line = pango_layout_iter_get_line_readonly (iter);
      g_autofree char *text = line_text (layout, line);
      g_autofree char *escaped = NULL;
      PangoRectangle logical;
      double lx, ly;

      if (*text == '\0')
        continue;
      pango_layout_iter_get_line_extents (iter, NULL, &logical);
      lx = x + scale * logical.x / PANGO_SCALE;
      ly = y + scale * pango_layout_iter_get_baseline (iter) / PANGO_SCALE;
      cairo_user_to_device (cr, &lx, &ly);
      escaped = g_markup_escape_text (text, -1);
      g_string_append (sink, "<text xml:space=\"preserve\" text-anchor=\"start\" x=\"");
      append_number (sink, lx);
      g_string_append (sink, "\" y=\"");
      append_number (sink, ly);
      g_string_append_printf (sink, "\" font-family=\"%s\" font-size=\"", escaped_families);
      append_number (sink, size);
      g_string_append_printf (sink, "\" font-weight=\"%s\" fill=\"rgb(%d,%d,%d)\"",
                              pango_font_description_get_weight (desc) >= PANGO_WEIGHT_BOLD
                              ? "bold" : "normal",
                              (int) lround (CLAMP (color->red, 0, 1) * 255),
                              (int) lround (CLAMP (color->green, 0, 1) * 255),
                              (int) lround (CLAMP (color->blue, 0, 1) * 255));
      if (color->alpha < 1)
        {
          g_string_append (sink, " fill-opacity=\"");
          append_number (sink, CLAMP (color->alpha, 0, 1));
          g_string_append_c (sink, '"');
        }
      g_string_append_printf (sink, ">%s</text>\n", escaped);
    }
  while (pango_layout_iter_next_line (iter));
  pango_layout_iter_free (iter);
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
  GString *sink = cairo_get_user_data (cr, &text_sink_key);
  PangoRectangle logical;
  double scale = breakeven_chart_layout_scale (layout);
  double ox, oy;

  pango_layout_get_extents (layout, NULL, &logical);
  ox = x - scale * (align_x * logical.width + logical.x) / PANGO_SCALE;
  oy = y - scale * (align_y * logical.height + logical.y) / PANGO_SCALE;
  if (sink != NULL)
    {
      emit_svg_text (sink, cr, layout, ox, oy, color);
      return;
    }
  breakeven_chart_set_color (cr, color);
  if (scale == 1)
    {
      cairo_move_to (cr, ox, oy);
      pango_cairo_show_layout (cr, layout);
      return;
    }
  cairo_save (cr);
  cairo_translate (cr, ox, oy);
  cairo_scale (cr, scale, scale);
  cairo_move_to (cr, 0, 0);
  pango_cairo_show_layout (cr, layout);
  cairo_restore (cr);
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

int
breakeven_chart_compare_doubles (gconstpointer a,
                                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

gboolean
breakeven_chart_rect_intersects (const BreakevenRect *a,
                                 const BreakevenRect *b)
{
  return a->x < b->x + b->width && b->x < a->x + a->width
         && a->y < b->y + b->height && b->y < a->y + a->height;
}

/* LABEL with its top-left corner at (X, Y), on a halo of the background colour so that the
 * lines under it do not hide it */
void
breakeven_chart_show_on_halo (BreakevenChartContext *ctx,
                              PangoLayout           *label,
                              double                 x,
                              double                 y,
                              const BreakevenRgba   *color)
{
  const BreakevenRgba *bg = &ctx->palette->background;
  double pad = 0.25 * ctx->font_size, w, h;

  breakeven_chart_text_size (label, &w, &h);
  cairo_save (ctx->cr);
  cairo_rectangle (ctx->cr, x - pad, y - pad, w + 2 * pad, h + 2 * pad);
  cairo_set_source_rgba (ctx->cr, bg->red, bg->green, bg->blue, 0.85 * bg->alpha);
  cairo_fill (ctx->cr);
  cairo_restore (ctx->cr);
  breakeven_chart_show_layout (ctx->cr, label, x, y, 0, 0, color);
}
