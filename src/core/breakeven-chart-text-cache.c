/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-chart-text-cache.c: the texts a chart widget lays out, kept between its renders
 *
 * A render through a text cache (BreakevenChartOptions.text_cache) takes each text's layout and
 * size from it, and the words of its figures (months, crossings) too; what a render did not
 * use goes when it ends, and a new Pango context (a new font, a new resolution) starts afresh.
 */

#include "config.h"

#include <math.h>
#include <string.h>

#include "breakeven-chart-private.h"
#include "breakeven-format.h"

struct _BreakevenChartTextCache
{
  GHashTable *layouts;   /* key (role, size, weight, text) -> CachedLayout */
  GHashTable *texts;     /* TextKey -> CachedText: figures formatted for the chart */
  PangoContext *context;
  guint context_serial;
  guint generation;      /* of the render under way */
  guint n_created;
};

/* Both kinds of entry start with the last render that used them */
typedef struct
{
  guint generation;
  PangoLayout *layout;
  double width, height;  /* natural */
} CachedLayout;

/* A figure's words: with a thousand crossings, formatting each month count again (and the
 * legend's sentence with it) was a tenth of a redraw */
typedef enum
{
  TEXT_MONTHS,           /* breakeven_format_months (A) */
  TEXT_CROSSING,         /* breakeven_chart_describe_crossing (A, B) */
} TextKind;

typedef struct
{
  TextKind kind;
  double a, b;
} TextKey;

typedef struct
{
  guint generation;
  char *text;
} CachedText;

static void
cached_layout_free (gpointer data)
{
  CachedLayout *item = data;

  g_object_unref (item->layout);
  g_free (item);
}

static void
cached_text_free (gpointer data)
{
  CachedText *item = data;

  g_free (item->text);
  g_free (item);
}

static guint
text_key_hash (gconstpointer data)
{
  const TextKey *key = data;

  return g_double_hash (&key->a) * 31 + g_double_hash (&key->b) * 7 + key->kind;
}

/* Bit for bit: a NAN is its own key, and -0 reads as 0 */
static gboolean
text_key_equal (gconstpointer a,
                gconstpointer b)
{
  const TextKey *x = a, *y = b;

  return x->kind == y->kind && memcmp (&x->a, &y->a, sizeof x->a) == 0
         && memcmp (&x->b, &y->b, sizeof x->b) == 0;
}

BreakevenChartTextCache *
breakeven_chart_text_cache_new (void)
{
  BreakevenChartTextCache *cache = g_new0 (BreakevenChartTextCache, 1);

  cache->layouts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, cached_layout_free);
  cache->texts = g_hash_table_new_full (text_key_hash, text_key_equal, g_free, cached_text_free);
  return cache;
}

void
breakeven_chart_text_cache_free (BreakevenChartTextCache *cache)
{
  if (cache == NULL)
    return;
  g_hash_table_unref (cache->layouts);
  g_hash_table_unref (cache->texts);
  g_clear_object (&cache->context);
  g_free (cache);
}

guint
breakeven_chart_text_cache_get_size (BreakevenChartTextCache *cache)
{
  g_return_val_if_fail (cache != NULL, 0);
  return g_hash_table_size (cache->layouts);
}

guint
breakeven_chart_text_cache_get_n_created (BreakevenChartTextCache *cache)
{
  g_return_val_if_fail (cache != NULL, 0);
  return cache->n_created;
}

void
breakeven_chart_text_cache_begin (BreakevenChartTextCache *cache,
                  PangoContext            *context)
{
  guint serial = pango_context_get_serial (context);

  if (cache->context != context || cache->context_serial != serial)
    {
      g_hash_table_remove_all (cache->layouts);
      g_set_object (&cache->context, context);
      cache->context_serial = serial;
    }
  cache->generation++;
}

/* A CachedLayout or a CachedText the render USER_DATA did not use */
static gboolean
is_stale (gpointer key,
          gpointer value,
          gpointer user_data)
{
  return *(const guint *) value != GPOINTER_TO_UINT (user_data);
}

void
breakeven_chart_text_cache_end (BreakevenChartTextCache *cache)
{
  g_hash_table_foreach_remove (cache->layouts, is_stale, GUINT_TO_POINTER (cache->generation));
  g_hash_table_foreach_remove (cache->texts, is_stale, GUINT_TO_POINTER (cache->generation));
}

static char *
format_text (const TextKey *key)
{
  switch (key->kind)
    {
    case TEXT_MONTHS:
      return breakeven_format_months (key->a);
    case TEXT_CROSSING:
      return breakeven_chart_describe_crossing (key->a, key->b);
    default:
      g_assert_not_reached ();
    }
}

/* KEY's text, from the render's text cache when it has one; a new string either way */
static char *
context_text (BreakevenChartContext *ctx,
              TextKind               kind,
              double                 a,
              double                 b)
{
  /* -0 and 0 read the same; every NAN is "none" */
  TextKey key = { kind, a == 0 ? 0 : isnan (a) ? NAN : a, b == 0 ? 0 : isnan (b) ? NAN : b };
  CachedText *item;

  if (ctx->text_cache == NULL)
    return format_text (&key);
  item = g_hash_table_lookup (ctx->text_cache->texts, &key);
  if (item == NULL)
    {
      item = g_new0 (CachedText, 1);
      item->text = format_text (&key);
      g_hash_table_insert (ctx->text_cache->texts, g_memdup2 (&key, sizeof key), item);
    }
  item->generation = ctx->text_cache->generation;
  return g_strdup (item->text);
}

char *
breakeven_chart_context_months (BreakevenChartContext *ctx,
                                double                 months)
{
  return context_text (ctx, TEXT_MONTHS, months, 0);
}

char *
breakeven_chart_context_crossing (BreakevenChartContext *ctx,
                                  double                 breakeven_months,
                                  double                 horizon_months)
{
  return context_text (ctx, TEXT_CROSSING, breakeven_months, horizon_months);
}

static PangoLayout *
layout_for_role (PangoContext      *context,
                 const char        *family,
                 BreakevenTextRole  role,
                 const char        *text,
                 double             size,
                 gboolean           bold)
{
  PangoLayout *layout = breakeven_chart_text_layout_new (context, family, text, size, bold, 0, 0);

  if (role == BREAKEVEN_TEXT_ELLIPSIZED)
    pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
  else if (role == BREAKEVEN_TEXT_WRAPPED)
    pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  return layout;
}

PangoLayout *
breakeven_chart_context_layout (BreakevenChartContext *ctx,
                                BreakevenTextRole      role,
                                const char            *text,
                                double                 size,
                                gboolean               bold,
                                double                *natural_width,
                                double                *natural_height)
{
  BreakevenChartTextCache *cache = ctx->text_cache;
  char size_text[G_ASCII_DTOSTR_BUF_SIZE];
  g_autofree char *key = NULL;
  CachedLayout *item;

  if (cache == NULL)
    {
      PangoLayout *layout = layout_for_role (ctx->pango, ctx->family, role, text, size, bold);

      breakeven_chart_text_size (layout, natural_width, natural_height);
      return layout;
    }

  g_ascii_dtostr (size_text, sizeof size_text, size);
  key = g_strdup_printf ("%d %s %d %s", (int) role, size_text, bold ? 1 : 0,
                         text != NULL ? text : "");
  item = g_hash_table_lookup (cache->layouts, key);
  if (item == NULL)
    {
      item = g_new0 (CachedLayout, 1);
      item->layout = layout_for_role (ctx->pango, ctx->family, role, text, size, bold);
      breakeven_chart_text_size (item->layout, &item->width, &item->height);
      cache->n_created++;
      g_hash_table_insert (cache->layouts, g_steal_pointer (&key), item);
    }
  item->generation = cache->generation;
  if (natural_width != NULL)
    *natural_width = item->width;
  if (natural_height != NULL)
    *natural_height = item->height;
  return g_object_ref (item->layout);
}
