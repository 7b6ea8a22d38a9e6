/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-chart-layers.c: the offers' curves of a chart drawn in layers kept between renders
 *
 * With many offers, stroking every curve again is most of a redraw, and an edit changes one.
 * The offers are split into a few runs in their drawing order (max_layers); each run is
 * rasterised into an image of the plot (a layer) and kept with a key: every number its curves
 * were drawn from, and the plot's scales.  A render draws again only the layers whose key
 * changed and composes the layers in order, in two steps: the layers into blocks of about the
 * square root of their number, the blocks into one image, each image kept while its parts did
 * not change.  An edit to one offer then paints one block's layers and the blocks, 12 images for
 * 32 layers instead of 32 (each a pass over every pixel of the plot).  A chart drawn with a new
 * cache composes through the same blocks, so it has the same pixels as one drawn with a cache
 * kept over edits (painting over is associative only up to rounding).
 *
 * The crossings' guides and dots go the same way, in runs of their own (BreakevenChartRuns),
 * so that moving one crossing redraws one run of guides and one of dots: with a thousand
 * crossings, painting every dashed guide and every dot again, even from a recording, was most
 * of a redraw.  Besides the runs, a cache keeps single layers drawn over them (the crossings'
 * labels, breakeven-chart-labels.c), each with its key in the same way.
 */

#include "config.h"

#include <math.h>
#include <string.h>

#include "breakeven-chart-private.h"

/* Layers are only worth their memory with many offers: below, curves are stroked each time */
#define MIN_OFFERS 24

/* Runs of each kind: more layers redraw fewer items after an edit, but cost more to compose
 * and to keep.  A run of dots or guides is quick to draw again, a run of curves is not (a
 * dotted line is hundreds of round dots) */
static const guint max_layers[BREAKEVEN_CHART_N_RUNS] = {
  [BREAKEVEN_CHART_RUNS_CURVES] = 32,
  [BREAKEVEN_CHART_RUNS_GUIDES] = 8,
  [BREAKEVEN_CHART_RUNS_DOTS] = 8,
};

/* The most the images of all kinds may take together: a plot of 424 x 390 (a window of
 * 1280 x 800) keeps every run it may, about 34 MB; a larger plot, or a HiDPI screen, keeps
 * fewer and longer runs */
#define MAX_BYTES (48 * 1024 * 1024)

/* How many blocks N_LAYERS layers are composed in: about its square root, which makes the
 * fewest images to paint after an edit to one layer (a block's, then the blocks) */
static guint
blocks_for (guint n_layers)
{
  guint size = (guint) ceil (sqrt (n_layers));

  return size > 0 ? (n_layers + size - 1) / size : 0;
}

/* How many runs of KIND a plot of WIDTH x HEIGHT device pixels keeps */
static guint
layers_for (BreakevenChartRuns kind,
            double             width,
            double             height)
{
  double image = 4 * width * height, all = 0;

  for (guint k = 0; k < BREAKEVEN_CHART_N_RUNS; k++)
    all += max_layers[k] + blocks_for (max_layers[k]) + 1;   /* its blocks and composition */
  all += BREAKEVEN_CHART_N_LAYERS;
  if (all * image <= MAX_BYTES)
    return max_layers[kind];
  return (guint) CLAMP (floor (max_layers[kind] * MAX_BYTES / (all * image)), 1,
                        max_layers[kind]);
}

typedef struct
{
  GByteArray *key;
  cairo_surface_t *surface;
} Layer;

/* The layers of one kind of runs, their blocks and their composition */
typedef struct
{
  GArray *layers;              /* of Layer */
  GArray *blocks;              /* of Layer: a block's key is its layers' keys */
  GByteArray *composed_key;    /* the blocks' keys when COMPOSED was made */
  cairo_surface_t *composed;
} Runs;

struct _BreakevenChartLayerCache
{
  double scale;
  Runs runs[BREAKEVEN_CHART_N_RUNS];
  guint n_drawn;
  Layer single[BREAKEVEN_CHART_N_LAYERS];  /* drawn over the curves */
  guint n_single_drawn;
};

static void
layer_clear (gpointer data)
{
  Layer *layer = data;

  g_clear_pointer (&layer->key, g_byte_array_unref);
  g_clear_pointer (&layer->surface, cairo_surface_destroy);
}

BreakevenChartLayerCache *
breakeven_chart_layer_cache_new (void)
{
  BreakevenChartLayerCache *cache = g_new0 (BreakevenChartLayerCache, 1);

  cache->scale = 1;
  for (guint k = 0; k < BREAKEVEN_CHART_N_RUNS; k++)
    {
      cache->runs[k].layers = g_array_new (FALSE, TRUE, sizeof (Layer));
      g_array_set_clear_func (cache->runs[k].layers, layer_clear);
      cache->runs[k].blocks = g_array_new (FALSE, TRUE, sizeof (Layer));
      g_array_set_clear_func (cache->runs[k].blocks, layer_clear);
    }
  return cache;
}

void
breakeven_chart_layer_cache_free (BreakevenChartLayerCache *cache)
{
  if (cache == NULL)
    return;
  for (guint k = 0; k < BREAKEVEN_CHART_N_RUNS; k++)
    {
      g_array_unref (cache->runs[k].layers);
      g_array_unref (cache->runs[k].blocks);
      g_clear_pointer (&cache->runs[k].composed_key, g_byte_array_unref);
      g_clear_pointer (&cache->runs[k].composed, cairo_surface_destroy);
    }
  for (guint i = 0; i < BREAKEVEN_CHART_N_LAYERS; i++)
    layer_clear (&cache->single[i]);
  g_free (cache);
}

void
breakeven_chart_layer_cache_set_scale (BreakevenChartLayerCache *cache,
                                       double                    scale)
{
  g_return_if_fail (cache != NULL);
  cache->scale = scale >= 1 && isfinite (scale) ? scale : 1;
}

guint
breakeven_chart_layer_cache_get_n_drawn (BreakevenChartLayerCache *cache)
{
  g_return_val_if_fail (cache != NULL, 0);
  return cache->n_drawn;
}

guint
breakeven_chart_layer_cache_get_n_labels_drawn (BreakevenChartLayerCache *cache)
{
  g_return_val_if_fail (cache != NULL, 0);
  return cache->n_single_drawn;
}

void
breakeven_chart_key_add_double (GByteArray *key,
                                double      value)
{
  /* -0 and 0 draw the same; NANs differ in their bits only */
  if (value == 0)
    value = 0;
  else if (isnan (value))
    value = NAN;
  g_byte_array_append (key, (const guint8 *) &value, sizeof value);
}

void
breakeven_chart_key_add_uint (GByteArray *key,
                              guint       value)
{
  g_byte_array_append (key, (const guint8 *) &value, sizeof value);
}

void
breakeven_chart_key_add_string (GByteArray *key,
                                const char *text)
{
  gsize len = text != NULL ? strlen (text) : 0;

  breakeven_chart_key_add_uint (key, (guint) len);
  g_byte_array_append (key, (const guint8 *) (text != NULL ? text : ""), (guint) len);
}

static void
key_add_rgba (GByteArray          *key,
              const BreakevenRgba *color)
{
  breakeven_chart_key_add_double (key, color->red);
  breakeven_chart_key_add_double (key, color->green);
  breakeven_chart_key_add_double (key, color->blue);
  breakeven_chart_key_add_double (key, color->alpha);
}

static void
key_add_scale (GByteArray           *key,
               const BreakevenScale *scale)
{
  breakeven_chart_key_add_double (key, scale->data_min);
  breakeven_chart_key_add_double (key, scale->data_max);
  breakeven_chart_key_add_double (key, scale->pixel_min);
  breakeven_chart_key_add_double (key, scale->pixel_max);
}

static gboolean
keys_equal (const GByteArray *a,
            const GByteArray *b)
{
  return a != NULL && b != NULL && a->len == b->len && memcmp (a->data, b->data, a->len) == 0;
}

/* *SURFACE made ready for drawing a plot WIDTH x HEIGHT at SCALE: the image already there when
 * it has that size, cleared, else a new one, so that a layer drawn again does not allocate
 * (and the system zero) a fresh image each time */
static void
surface_ready (cairo_surface_t **surface,
               int               width,
               int               height,
               double            scale)
{
  int w = (int) ceil (width * scale), h = (int) ceil (height * scale);

  if (*surface != NULL && cairo_image_surface_get_width (*surface) == w
      && cairo_image_surface_get_height (*surface) == h)
    {
      cairo_t *cr = cairo_create (*surface);

      cairo_set_operator (cr, CAIRO_OPERATOR_CLEAR);
      cairo_paint (cr);
      cairo_destroy (cr);
    }
  else
    {
      g_clear_pointer (surface, cairo_surface_destroy);
      *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, w, h);
    }
  cairo_surface_set_device_scale (*surface, scale, scale);
}

gboolean
breakeven_chart_layers_wanted (const BreakevenChartContext *ctx,
                               guint                        n_items)
{
  return ctx->options->layer_cache != NULL && n_items >= MIN_OFFERS;
}

void
breakeven_chart_draw_layered (BreakevenChartContext      *ctx,
                              const BreakevenChartLayout *layout,
                              BreakevenChartRuns          kind,
                              guint                       n_items,
                              BreakevenChartLayerKeyFunc  key_func,
                              BreakevenChartLayerDrawFunc draw_func,
                              gpointer                    data)
{
  BreakevenChartLayerCache *cache = ctx->options->layer_cache;
  Runs *runs = &cache->runs[kind];
  cairo_t *target = ctx->cr;
  const BreakevenRect *plot = &layout->plot;
  double scale = cache->scale;
  /* The plot rounded out to whole pixels, so that the images land on the pixel grid */
  double x0 = floor (plot->x), y0 = floor (plot->y);
  int width = (int) (ceil (plot->x + plot->width) - x0);
  int height = (int) (ceil (plot->y + plot->height) - y0);
  guint most = layers_for (kind, ceil (width * scale), ceil (height * scale));
  guint per_layer = MAX (1, (n_items + most - 1) / most);
  guint n_layers = (n_items + per_layer - 1) / per_layer;
  guint n_blocks = blocks_for (n_layers);
  guint block_size = n_blocks > 0 ? (n_layers + n_blocks - 1) / n_blocks : 1;
  g_autoptr(GByteArray) common = g_byte_array_new ();
  g_autoptr(GByteArray) composed_key = g_byte_array_new ();

  if (width <= 0 || height <= 0)
    return;

  /* What every layer's pixels depend on besides its own curves */
  breakeven_chart_key_add_double (common, scale);
  breakeven_chart_key_add_double (common, plot->x);
  breakeven_chart_key_add_double (common, plot->y);
  breakeven_chart_key_add_double (common, plot->width);
  breakeven_chart_key_add_double (common, plot->height);
  key_add_scale (common, &layout->x);
  key_add_scale (common, &layout->y);
  breakeven_chart_key_add_double (common, ctx->line_width);
  breakeven_chart_key_add_uint (common, ctx->palette->n_series);
  for (guint i = 0; i < ctx->palette->n_series && i < BREAKEVEN_CHART_MAX_SERIES_COLORS; i++)
    key_add_rgba (common, &ctx->palette->series[i]);
  /* The dots' rims */
  key_add_rgba (common, &ctx->palette->background);
  breakeven_chart_key_add_uint (common, per_layer);

  if (runs->layers->len != n_layers)
    g_array_set_size (runs->layers, n_layers);
  for (guint g = 0; g < n_layers; g++)
    {
      Layer *layer = &g_array_index (runs->layers, Layer, g);
      guint first = g * per_layer, last = MIN (n_items, first + per_layer);
      g_autoptr(GByteArray) key = g_byte_array_new ();
      cairo_t *cr;

      g_byte_array_append (key, common->data, common->len);
      breakeven_chart_key_add_uint (key, first);
      for (guint i = first; i < last; i++)
        key_func (key, i, data);
      if (layer->surface != NULL && keys_equal (layer->key, key))
        continue;

      g_clear_pointer (&layer->key, g_byte_array_unref);
      surface_ready (&layer->surface, width, height, scale);
      cr = cairo_create (layer->surface);
      /* No clip of its own: the layer is painted through the plot's clip, once */
      cairo_translate (cr, -x0, -y0);
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      ctx->cr = cr;
      for (guint i = first; i < last; i++)
        draw_func (ctx, i, data);
      ctx->cr = target;
      cairo_destroy (cr);
      layer->key = g_steal_pointer (&key);
      cache->n_drawn++;
    }

  /* The blocks whose layers changed, composed again; then the blocks, when one did */
  if (runs->blocks->len != n_blocks)
    g_array_set_size (runs->blocks, n_blocks);
  for (guint b = 0; b < n_blocks; b++)
    {
      Layer *block = &g_array_index (runs->blocks, Layer, b);
      guint first = b * block_size, last = MIN (n_layers, first + block_size);
      g_autoptr(GByteArray) key = g_byte_array_new ();
      cairo_t *cr;

      for (guint g = first; g < last; g++)
        {
          const GByteArray *own = g_array_index (runs->layers, Layer, g).key;

          breakeven_chart_key_add_uint (key, own->len);
          g_byte_array_append (key, own->data, own->len);
        }
      breakeven_chart_key_add_uint (composed_key, key->len);
      g_byte_array_append (composed_key, key->data, key->len);
      if (block->surface != NULL && keys_equal (block->key, key))
        continue;
      surface_ready (&block->surface, width, height, scale);
      cr = cairo_create (block->surface);
      for (guint g = first; g < last; g++)
        {
          cairo_set_source_surface (cr, g_array_index (runs->layers, Layer, g).surface, 0, 0);
          cairo_paint (cr);
        }
      cairo_destroy (cr);
      g_clear_pointer (&block->key, g_byte_array_unref);
      block->key = g_steal_pointer (&key);
    }

  if (runs->composed == NULL || !keys_equal (runs->composed_key, composed_key))
    {
      cairo_t *cr;

      surface_ready (&runs->composed, width, height, scale);
      cr = cairo_create (runs->composed);
      for (guint b = 0; b < n_blocks; b++)
        {
          cairo_set_source_surface (cr, g_array_index (runs->blocks, Layer, b).surface, 0, 0);
          cairo_paint (cr);
        }
      cairo_destroy (cr);
      g_clear_pointer (&runs->composed_key, g_byte_array_unref);
      runs->composed_key = g_steal_pointer (&composed_key);
    }

  cairo_save (target);
  cairo_set_source_surface (target, runs->composed, x0, y0);
  cairo_paint (target);
  cairo_restore (target);
}

void
breakeven_chart_draw_cached_layer (BreakevenChartContext       *ctx,
                                   const BreakevenChartLayout  *layout,
                                   BreakevenChartLayer          which,
                                   const GByteArray            *own_key,
                                   BreakevenChartLayerPaintFunc draw_func,
                                   gpointer                     data)
{
  BreakevenChartLayerCache *cache = ctx->options->layer_cache;
  Layer *layer = &cache->single[which];
  cairo_t *target = ctx->cr;
  const BreakevenRect *plot = &layout->plot;
  double scale = cache->scale;
  double x0 = floor (plot->x), y0 = floor (plot->y);
  int width = (int) (ceil (plot->x + plot->width) - x0);
  int height = (int) (ceil (plot->y + plot->height) - y0);
  g_autoptr(GByteArray) key = g_byte_array_new ();

  if (width <= 0 || height <= 0)
    return;

  breakeven_chart_key_add_double (key, scale);
  breakeven_chart_key_add_double (key, plot->x);
  breakeven_chart_key_add_double (key, plot->y);
  breakeven_chart_key_add_double (key, plot->width);
  breakeven_chart_key_add_double (key, plot->height);
  breakeven_chart_key_add_double (key, ctx->line_width);
  key_add_rgba (key, &ctx->palette->background);
  key_add_rgba (key, &ctx->palette->foreground);
  /* The same text may be shaped anew by another context (a new font, a new resolution) */
  breakeven_chart_key_add_uint (key, pango_context_get_serial (ctx->pango));
  g_byte_array_append (key, own_key->data, own_key->len);

  if (layer->surface == NULL || !keys_equal (layer->key, key))
    {
      cairo_t *cr;

      g_clear_pointer (&layer->key, g_byte_array_unref);
      surface_ready (&layer->surface, width, height, scale);
      cr = cairo_create (layer->surface);
      cairo_translate (cr, -x0, -y0);
      ctx->cr = cr;
      draw_func (ctx, data);
      ctx->cr = target;
      cairo_destroy (cr);
      layer->key = g_steal_pointer (&key);
      cache->n_single_drawn++;
    }

  cairo_save (target);
  cairo_set_source_surface (target, layer->surface, x0, y0);
  cairo_paint (target);
  cairo_restore (target);
}
