/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-gpu-table.c: the GPU table (data/gpus.xml), read with GMarkup */

#include "config.h"

#include <glib/gi18n.h>
#include <stdlib.h>
#include <string.h>

#include "breakeven-core-resources.h"
#include "breakeven-gpu-table.h"
#include "breakeven-offer.h"
#include "breakeven-part.h"
#include "breakeven-project.h"

#define GPU_TABLE_RESOURCE "/io/github/breakeven/Breakeven/gpus.xml"

struct _BreakevenGpuTable
{
  GPtrArray  *models; /* BreakevenGpuModel */
  GHashTable *by_key; /* normalized name -> BreakevenGpuModel, owned by models */
};

typedef struct
{
  BreakevenGpuTable *table;
  BreakevenGpuModel *current;
  GPtrArray         *aliases;
  gboolean           in_alias;
  GString           *text;
} ParseState;

static void
model_free (gpointer data)
{
  BreakevenGpuModel *model = data;

  g_free (model->model);
  g_strfreev (model->aliases);
  g_free (model->benchmark);
  g_free (model->benchmark_date);
  g_free (model->source);
  g_free (model);
}

char *
breakeven_gpu_table_normalize_name (const char *name)
{
  GString *key = g_string_new (NULL);

  for (const char *p = name != NULL ? name : ""; *p != '\0'; p++)
    if (!g_ascii_isspace (*p) && *p != '-' && *p != '_')
      g_string_append_c (key, g_ascii_tolower (*p));
  return g_string_free (key, FALSE);
}

static gboolean
parse_figure (const char          *value,
              double              *out,
              GMarkupParseContext *context,
              const char          *attribute,
              GError             **error)
{
  char *end = NULL;
  double figure;

  if (value == NULL)
    {
      *out = 0;
      return TRUE;
    }
  figure = g_ascii_strtod (value, &end);
  if (end == value || *end != '\0' || !(figure > 0))
    {
      int line, column;

      g_markup_parse_context_get_position (context, &line, &column);
      g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT,
                   _("gpus.xml:%d: %s must be a number above 0, not “%s”"), line, attribute,
                   value);
      return FALSE;
    }
  *out = figure;
  return TRUE;
}

static void
add_key (BreakevenGpuTable *table,
         const char        *name,
         BreakevenGpuModel *model)
{
  char *key = breakeven_gpu_table_normalize_name (name);

  /* The first row that claims a name keeps it */
  if (*key == '\0' || g_hash_table_contains (table->by_key, key))
    g_free (key);
  else
    g_hash_table_insert (table->by_key, key, model);
}

static void
start_element (GMarkupParseContext *context,
               const char          *element,
               const char         **names,
               const char         **values,
               gpointer             user_data,
               GError             **error)
{
  ParseState *state = user_data;

  if (g_str_equal (element, "gpu-table"))
    return;
  if (g_str_equal (element, "gpu") && state->current == NULL)
    {
      const char *model = NULL, *vram = NULL, *power = NULL, *index = NULL;
      const char *benchmark = NULL, *date = NULL, *source = NULL;
      g_autofree BreakevenGpuModel *row = NULL;

      if (!g_markup_collect_attributes (element, names, values, error,
                                        G_MARKUP_COLLECT_STRING, "model", &model,
                                        G_MARKUP_COLLECT_STRING | G_MARKUP_COLLECT_OPTIONAL,
                                        "vram-gb", &vram,
                                        G_MARKUP_COLLECT_STRING | G_MARKUP_COLLECT_OPTIONAL,
                                        "power-watts", &power,
                                        G_MARKUP_COLLECT_STRING | G_MARKUP_COLLECT_OPTIONAL,
                                        "index", &index,
                                        G_MARKUP_COLLECT_STRING | G_MARKUP_COLLECT_OPTIONAL,
                                        "benchmark", &benchmark,
                                        G_MARKUP_COLLECT_STRING | G_MARKUP_COLLECT_OPTIONAL,
                                        "benchmark-date", &date,
                                        G_MARKUP_COLLECT_STRING | G_MARKUP_COLLECT_OPTIONAL,
                                        "source", &source,
                                        G_MARKUP_COLLECT_INVALID))
        return;
      row = g_new0 (BreakevenGpuModel, 1);
      if (!parse_figure (vram, &row->vram_gb, context, "vram-gb", error)
          || !parse_figure (power, &row->power_watts, context, "power-watts", error)
          || !parse_figure (index, &row->index, context, "index", error))
        return;
      /* An index is only ever used with the benchmark it was read in */
      if (row->index > 0 && (benchmark == NULL || date == NULL || source == NULL))
        {
          int line, column;

          g_markup_parse_context_get_position (context, &line, &column);
          g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_MISSING_ATTRIBUTE,
                       _("gpus.xml:%d: an index needs its benchmark, its date and a source"),
                       line);
          return;
        }
      row->model = g_strdup (model);
      if (row->index > 0)
        {
          row->benchmark = g_strdup (benchmark);
          row->benchmark_date = g_strdup (date);
        }
      row->source = g_strdup (source);
      state->current = g_steal_pointer (&row);
      state->aliases = g_ptr_array_new ();
      return;
    }
  if (g_str_equal (element, "alias") && state->current != NULL && !state->in_alias)
    {
      state->in_alias = TRUE;
      g_string_truncate (state->text, 0);
      return;
    }
  g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_UNKNOWN_ELEMENT,
               _("gpus.xml: unexpected element <%s>"), element);
}

static void
end_element (GMarkupParseContext *context,
             const char          *element,
             gpointer             user_data,
             GError             **error)
{
  ParseState *state = user_data;

  if (g_str_equal (element, "alias") && state->in_alias)
    {
      g_autofree char *alias = g_strstrip (g_strdup (state->text->str));

      if (*alias != '\0')
        g_ptr_array_add (state->aliases, g_steal_pointer (&alias));
      state->in_alias = FALSE;
    }
  else if (g_str_equal (element, "gpu") && state->current != NULL)
    {
      BreakevenGpuModel *row = g_steal_pointer (&state->current);

      g_ptr_array_add (state->aliases, NULL);
      row->aliases = (char **) g_ptr_array_free (g_steal_pointer (&state->aliases), FALSE);
      g_ptr_array_add (state->table->models, row);
    }
}

static void
text (GMarkupParseContext *context,
      const char          *text,
      gsize                length,
      gpointer             user_data,
      GError             **error)
{
  ParseState *state = user_data;

  if (state->in_alias)
    g_string_append_len (state->text, text, length);
}

BreakevenGpuTable *
breakeven_gpu_table_new_from_data (const char  *data,
                                   gsize        length,
                                   GError     **error)
{
  static const GMarkupParser parser = { start_element, end_element, text, NULL, NULL };
  g_autoptr(BreakevenGpuTable) table = g_new0 (BreakevenGpuTable, 1);
  ParseState state = { table, NULL, NULL, FALSE, g_string_new (NULL) };
  GMarkupParseContext *context;
  gboolean ok;

  table->models = g_ptr_array_new_with_free_func (model_free);
  table->by_key = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  context = g_markup_parse_context_new (&parser, G_MARKUP_PREFIX_ERROR_POSITION, &state, NULL);
  ok = g_markup_parse_context_parse (context, data, length, error)
       && g_markup_parse_context_end_parse (context, error);
  g_markup_parse_context_free (context);
  g_string_free (state.text, TRUE);
  if (state.current != NULL)
    model_free (state.current);
  if (state.aliases != NULL)
    g_ptr_array_free (state.aliases, TRUE);
  if (!ok)
    return NULL;

  /* Canonical names first, so that no alias can take another row's name */
  for (guint i = 0; i < table->models->len; i++)
    {
      BreakevenGpuModel *row = g_ptr_array_index (table->models, i);
      add_key (table, row->model, row);
    }
  for (guint i = 0; i < table->models->len; i++)
    {
      BreakevenGpuModel *row = g_ptr_array_index (table->models, i);
      for (char **alias = row->aliases; *alias != NULL; alias++)
        add_key (table, *alias, row);
    }
  return g_steal_pointer (&table);
}

void
breakeven_gpu_table_free (BreakevenGpuTable *table)
{
  if (table == NULL)
    return;
  g_hash_table_unref (table->by_key);
  g_ptr_array_unref (table->models);
  g_free (table);
}

BreakevenGpuTable *
breakeven_gpu_table_get_default (void)
{
  static gsize table;

  if (g_once_init_enter (&table))
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GBytes) bytes = g_resource_lookup_data (breakeven_core_get_resource (),
                                                        GPU_TABLE_RESOURCE,
                                                        G_RESOURCE_LOOKUP_FLAGS_NONE, &error);
      BreakevenGpuTable *loaded = NULL;

      if (bytes != NULL)
        {
          gsize length;
          const char *data = g_bytes_get_data (bytes, &length);

          loaded = breakeven_gpu_table_new_from_data (data, length, &error);
        }
      /* A bundled file that does not load is a build error: the table is then empty and
       * every model unknown, which "auto" flags */
      if (loaded == NULL)
        {
          g_critical ("The bundled GPU table could not be read: %s", error->message);
          loaded = breakeven_gpu_table_new_from_data ("<gpu-table version=\"1\"/>", -1, NULL);
        }
      g_once_init_leave (&table, (gsize) loaded);
    }
  return (BreakevenGpuTable *) table;
}

guint
breakeven_gpu_table_get_n_models (BreakevenGpuTable *table)
{
  g_return_val_if_fail (table != NULL, 0);
  return table->models->len;
}

const BreakevenGpuModel *
breakeven_gpu_table_get_model (BreakevenGpuTable *table,
                               guint              position)
{
  g_return_val_if_fail (table != NULL, NULL);
  if (position >= table->models->len)
    return NULL;
  return g_ptr_array_index (table->models, position);
}

const BreakevenGpuModel *
breakeven_gpu_table_lookup (BreakevenGpuTable *table,
                            const char        *name)
{
  g_autofree char *key = NULL;

  g_return_val_if_fail (table != NULL, NULL);
  if (name == NULL)
    return NULL;
  key = breakeven_gpu_table_normalize_name (name);
  return *key != '\0' ? g_hash_table_lookup (table->by_key, key) : NULL;
}

const BreakevenGpuModel *
breakeven_gpu_table_lookup_sized (BreakevenGpuTable *table,
                                  const char        *name,
                                  double             vram_gb)
{
  const BreakevenGpuModel *found = breakeven_gpu_table_lookup (table, name);
  g_autofree char *sized = NULL;
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];

  if (found != NULL || name == NULL || !(vram_gb > 0) || vram_gb > 1e6)
    return found;
  sized = g_strdup_printf ("%s %sGB", name, g_ascii_formatd (buffer, sizeof buffer, "%g",
                                                             vram_gb));
  return breakeven_gpu_table_lookup (table, sized);
}

const BreakevenGpuModel *
breakeven_offer_auto_gpu_model (BreakevenOffer *offer)
{
  const BreakevenGpuModel *model =
    breakeven_gpu_table_lookup_sized (breakeven_gpu_table_get_default (),
                                      breakeven_offer_get_gpu (offer),
                                      breakeven_offer_get_vram_gb (offer));

  return model != NULL && model->index > 0 ? model : NULL;
}

double
breakeven_project_get_build_speed_index (BreakevenProject *project)
{
  GListModel *parts = G_LIST_MODEL (breakeven_project_get_parts (project));
  BreakevenGpuTable *table = breakeven_gpu_table_get_default ();
  double sum = 0;

  for (guint i = 0; i < g_list_model_get_n_items (parts); i++)
    {
      g_autoptr(BreakevenPart) part = g_list_model_get_item (parts, i);
      const BreakevenGpuModel *model;

      if (breakeven_part_get_category (part) != BREAKEVEN_PART_GPU
          || breakeven_part_get_quantity (part) == 0)
        continue;
      model = breakeven_gpu_table_lookup_sized (table, breakeven_part_get_model (part),
                                                breakeven_part_get_vram_gb (part));
      /* One GPU the benchmark does not list leaves the build's speed unknown */
      if (model == NULL || !(model->index > 0))
        return 0;
      sum += model->index * breakeven_part_get_quantity (part);
    }
  return sum;
}
