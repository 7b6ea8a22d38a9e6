/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-gpu-table.c: the GPU table (data/gpus.xml), read with GMarkup */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
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
  GPtrArray  *benchmarks; /* BreakevenGpuBenchmark, in order of preference */
  GPtrArray  *models;     /* BreakevenGpuModel */
  GHashTable *by_key;     /* normalized name -> BreakevenGpuModel, owned by models */
};

typedef struct
{
  BreakevenGpuTable *table;
  BreakevenGpuModel *current;
  GPtrArray         *aliases;
  GArray            *indexes; /* BreakevenGpuIndex of the current row */
  gboolean           in_alias;
  GString           *text;
} ParseState;

static void
benchmark_free (gpointer data)
{
  BreakevenGpuBenchmark *benchmark = data;

  g_free (benchmark->id);
  g_free (benchmark->name);
  g_free (benchmark->date);
  g_free (benchmark->workloads);
  g_free (benchmark->precision);
  g_free (benchmark->reference);
  g_free (benchmark->address);
  g_free (benchmark->version);
  g_free (benchmark);
}

static void
model_free (gpointer data)
{
  BreakevenGpuModel *model = data;

  g_free (model->model);
  g_strfreev (model->aliases);
  g_free (model->benchmark);
  g_free (model->benchmark_date);
  g_free (model->source);
  g_free (model->indexes);
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
set_error_at (GMarkupParseContext *context,
              GError             **error,
              int                  code,
              const char          *message)
{
  int line, column;

  g_markup_parse_context_get_position (context, &line, &column);
  /* Translators: an error in the bundled GPU table, "gpus.xml:12: an index needs …" */
  g_set_error (error, G_MARKUP_ERROR, code, _("gpus.xml:%d: %s"), line, message);
}

/* The position of the benchmark called ID, or -1 */
static int
find_benchmark (BreakevenGpuTable *table,
                const char        *id)
{
  for (guint i = 0; i < table->benchmarks->len; i++)
    {
      BreakevenGpuBenchmark *benchmark = g_ptr_array_index (table->benchmarks, i);

      if (g_strcmp0 (benchmark->id, id) == 0)
        return i;
    }
  return -1;
}

static gboolean
add_index (ParseState          *state,
           GMarkupParseContext *context,
           int                  benchmark,
           guint                gpus,
           double               value,
           GError             **error)
{
  BreakevenGpuIndex index = { benchmark, gpus, value };

  for (guint i = 0; i < state->indexes->len; i++)
    {
      BreakevenGpuIndex *other = &g_array_index (state->indexes, BreakevenGpuIndex, i);

      if (other->benchmark == index.benchmark && other->gpus == gpus)
        {
          set_error_at (context, error, G_MARKUP_ERROR_INVALID_CONTENT,
                        _("a model has one index per benchmark and number of GPUs"));
          return FALSE;
        }
    }
  g_array_append_val (state->indexes, index);
  return TRUE;
}

static void
start_benchmark (GMarkupParseContext *context,
                 const char          *element,
                 const char         **names,
                 const char         **values,
                 ParseState          *state,
                 GError             **error)
{
  const char *id, *name, *date, *workloads, *precision, *reference, *address, *version;
  BreakevenGpuBenchmark *benchmark;

  if (!g_markup_collect_attributes (element, names, values, error,
                                    G_MARKUP_COLLECT_STRING, "id", &id,
                                    G_MARKUP_COLLECT_STRING, "name", &name,
                                    G_MARKUP_COLLECT_STRING, "date", &date,
                                    G_MARKUP_COLLECT_STRING, "workloads", &workloads,
                                    G_MARKUP_COLLECT_STRING, "precision", &precision,
                                    G_MARKUP_COLLECT_STRING, "reference", &reference,
                                    G_MARKUP_COLLECT_STRING, "address", &address,
                                    G_MARKUP_COLLECT_STRING, "version", &version,
                                    G_MARKUP_COLLECT_INVALID))
    return;
  if (*id == '\0' || *name == '\0' || find_benchmark (state->table, id) >= 0)
    {
      set_error_at (context, error, G_MARKUP_ERROR_INVALID_CONTENT,
                    _("every benchmark needs a name and an id of its own"));
      return;
    }
  benchmark = g_new0 (BreakevenGpuBenchmark, 1);
  benchmark->id = g_strdup (id);
  benchmark->name = g_strdup (name);
  benchmark->date = g_strdup (date);
  benchmark->workloads = g_strdup (workloads);
  benchmark->precision = g_strdup (precision);
  benchmark->reference = g_strdup (reference);
  benchmark->address = g_strdup (address);
  benchmark->version = g_strdup (version);
  g_ptr_array_add (state->table->benchmarks, benchmark);
}

static void
start_index (GMarkupParseContext *context,
             const char          *element,
             const char         **names,
             const char         **values,
             ParseState          *state,
             GError             **error)
{
  const char *benchmark = NULL, *gpus = NULL, *value = NULL;
  double count = 1, figure = 0;
  int position;

  if (!g_markup_collect_attributes (element, names, values, error,
                                    G_MARKUP_COLLECT_STRING, "benchmark", &benchmark,
                                    G_MARKUP_COLLECT_STRING | G_MARKUP_COLLECT_OPTIONAL,
                                    "gpus", &gpus,
                                    G_MARKUP_COLLECT_STRING, "value", &value,
                                    G_MARKUP_COLLECT_INVALID))
    return;
  if (!parse_figure (value, &figure, context, "value", error)
      || (gpus != NULL && !parse_figure (gpus, &count, context, "gpus", error)))
    return;
  position = find_benchmark (state->table, benchmark);
  if (position < 0)
    {
      set_error_at (context, error, G_MARKUP_ERROR_INVALID_CONTENT,
                    _("an index must name one of the benchmarks listed before the models"));
      return;
    }
  if (count != floor (count) || count > 1024)
    {
      set_error_at (context, error, G_MARKUP_ERROR_INVALID_CONTENT,
                    _("gpus must be a whole number of GPUs"));
      return;
    }
  add_index (state, context, position, (guint) count, figure, error);
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
  if (g_str_equal (element, "benchmark") && state->current == NULL)
    {
      if (state->table->models->len > 0)
        set_error_at (context, error, G_MARKUP_ERROR_INVALID_CONTENT,
                      _("the benchmarks come before the models"));
      else
        start_benchmark (context, element, names, values, state, error);
      return;
    }
  if (g_str_equal (element, "index") && state->current != NULL && !state->in_alias)
    {
      start_index (context, element, names, values, state, error);
      return;
    }
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
      row->source = g_strdup (source);
      state->indexes = g_array_new (FALSE, FALSE, sizeof (BreakevenGpuIndex));
      /* Version 1 wrote one index on the row, its benchmark named by name and date */
      if (row->index > 0)
        {
          int position = -1;

          for (guint i = 0; i < state->table->benchmarks->len && position < 0; i++)
            {
              BreakevenGpuBenchmark *other = g_ptr_array_index (state->table->benchmarks, i);

              if (g_str_equal (other->name, benchmark) && g_str_equal (other->date, date))
                position = i;
            }
          if (position < 0)
            {
              BreakevenGpuBenchmark *legacy = g_new0 (BreakevenGpuBenchmark, 1);

              legacy->id = g_strdup_printf ("%s, %s", benchmark, date);
              legacy->name = g_strdup (benchmark);
              legacy->date = g_strdup (date);
              position = state->table->benchmarks->len;
              g_ptr_array_add (state->table->benchmarks, legacy);
            }
          add_index (state, context, position, 1, row->index, NULL);
          row->index = 0;
        }
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

static int
compare_indexes (gconstpointer pa,
                 gconstpointer pb)
{
  const BreakevenGpuIndex *a = pa, *b = pb;

  if (a->benchmark != b->benchmark)
    return a->benchmark < b->benchmark ? -1 : 1;
  return a->gpus < b->gpus ? -1 : a->gpus > b->gpus;
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
      /* In order of preference, one GPU before several */
      g_array_sort (state->indexes, compare_indexes);
      row->n_indexes = state->indexes->len;
      row->indexes = (BreakevenGpuIndex *) g_array_free (g_steal_pointer (&state->indexes), FALSE);
      for (guint i = 0; i < row->n_indexes; i++)
        if (row->indexes[i].gpus == 1)
          {
            BreakevenGpuBenchmark *first =
              g_ptr_array_index (state->table->benchmarks, row->indexes[i].benchmark);

            row->index = row->indexes[i].value;
            row->benchmark = g_strdup (first->name);
            row->benchmark_date = g_strdup (first->date);
            break;
          }
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
  ParseState state = { table, NULL, NULL, NULL, FALSE, g_string_new (NULL) };
  GMarkupParseContext *context;
  gboolean ok;

  table->benchmarks = g_ptr_array_new_with_free_func (benchmark_free);
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
  if (state.indexes != NULL)
    g_array_free (state.indexes, TRUE);
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
  g_ptr_array_unref (table->benchmarks);
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
          loaded = breakeven_gpu_table_new_from_data ("<gpu-table version=\"2\"/>", -1, NULL);
        }
      g_once_init_leave (&table, (gsize) loaded);
    }
  return (BreakevenGpuTable *) table;
}

guint
breakeven_gpu_table_get_n_benchmarks (BreakevenGpuTable *table)
{
  g_return_val_if_fail (table != NULL, 0);
  return table->benchmarks->len;
}

const BreakevenGpuBenchmark *
breakeven_gpu_table_get_benchmark (BreakevenGpuTable *table,
                                   guint              position)
{
  g_return_val_if_fail (table != NULL, NULL);
  if (position >= table->benchmarks->len)
    return NULL;
  return g_ptr_array_index (table->benchmarks, position);
}

double
breakeven_gpu_model_get_index (const BreakevenGpuModel *model,
                               guint                    benchmark,
                               guint                    gpus)
{
  g_return_val_if_fail (model != NULL, 0);
  for (guint i = 0; i < model->n_indexes; i++)
    if (model->indexes[i].benchmark == benchmark && model->indexes[i].gpus == gpus)
      return model->indexes[i].value;
  return 0;
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

/* One side of a comparison: COUNT GPUs of one model */
typedef struct
{
  const BreakevenGpuModel *model;
  guint                    count;
} GpuGroup;

/* The index of GROUPS (summed) in BENCHMARK: a count the benchmark measured at its own figure,
 * any other count at count x the one-GPU index (linear); 0 when it did not measure one of the
 * models.  Says in OUT which scaling was used. */
static double
groups_index (const GpuGroup     *groups,
              guint               n_groups,
              guint               benchmark,
              BreakevenAutoSpeed *out)
{
  gboolean linear = FALSE, measured = FALSE;
  double sum = 0;

  for (guint i = 0; i < n_groups; i++)
    {
      double one = breakeven_gpu_model_get_index (groups[i].model, benchmark, 1);
      double several = groups[i].count > 1
                       ? breakeven_gpu_model_get_index (groups[i].model, benchmark,
                                                        groups[i].count)
                       : 0;

      if (!(one > 0))
        return 0;
      if (several > 0)
        {
          sum += several;
          measured = TRUE;
        }
      else
        {
          sum += one * groups[i].count;
          linear = linear || groups[i].count > 1;
        }
    }
  if (out != NULL)
    {
      out->multi_gpu_linear = out->multi_gpu_linear || linear;
      out->multi_gpu_measured = out->multi_gpu_measured || measured;
    }
  return sum;
}

gboolean
breakeven_gpu_table_auto_speed (BreakevenGpuTable  *table,
                                const char         *offer_gpu,
                                double              offer_vram_gb,
                                guint               count,
                                GListModel         *parts,
                                BreakevenAutoSpeed *out)
{
  const BreakevenGpuModel *offer_model;
  g_autoptr(GArray) build = g_array_new (FALSE, FALSE, sizeof (GpuGroup));
  GpuGroup offer;
  guint n_benchmarks;

  g_return_val_if_fail (table != NULL, FALSE);
  g_return_val_if_fail (out != NULL, FALSE);

  memset (out, 0, sizeof *out);
  out->speed = 1.0;
  offer_model = breakeven_gpu_table_lookup_sized (table, offer_gpu, offer_vram_gb);
  if (offer_model == NULL || parts == NULL)
    return FALSE;
  offer.model = offer_model;
  offer.count = MAX (1u, count);

  /* The build's GPUs, one group per model (two parts of one model are one count) */
  for (guint i = 0; i < g_list_model_get_n_items (parts); i++)
    {
      g_autoptr(BreakevenPart) part = g_list_model_get_item (parts, i);
      const BreakevenGpuModel *model;
      guint j;

      if (breakeven_part_get_category (part) != BREAKEVEN_PART_GPU
          || breakeven_part_get_quantity (part) == 0)
        continue;
      model = breakeven_gpu_table_lookup_sized (table, breakeven_part_get_model (part),
                                                breakeven_part_get_vram_gb (part));
      /* One GPU the table does not know leaves the build's speed unknown */
      if (model == NULL)
        return FALSE;
      for (j = 0; j < build->len; j++)
        if (g_array_index (build, GpuGroup, j).model == model)
          break;
      if (j < build->len)
        g_array_index (build, GpuGroup, j).count += breakeven_part_get_quantity (part);
      else
        {
          GpuGroup group = { model, breakeven_part_get_quantity (part) };
          g_array_append_val (build, group);
        }
    }
  if (build->len == 0)
    return FALSE;

  /* The first benchmark that measured every GPU involved */
  n_benchmarks = table->benchmarks->len;
  for (guint b = 0; b < n_benchmarks; b++)
    {
      BreakevenAutoSpeed scaling = { 0 };
      double offer_index = groups_index (&offer, 1, b, &scaling);
      double build_index = groups_index ((GpuGroup *) build->data, build->len, b, &scaling);

      if (offer_index > 0 && build_index > 0)
        {
          *out = scaling;
          out->speed = offer_index / build_index;
          out->known = TRUE;
          out->benchmark = g_ptr_array_index (table->benchmarks, b);
          return TRUE;
        }
    }

  /* One step of chaining: a model C that benchmark b1 measured with the offer's GPU and b2
   * with every GPU of the build; A/C from b1 times C/B from b2, never further */
  for (guint b1 = 0; b1 < n_benchmarks; b1++)
    {
      BreakevenAutoSpeed scaling = { 0 };
      double offer_index = groups_index (&offer, 1, b1, &scaling);

      if (!(offer_index > 0))
        continue;
      for (guint b2 = 0; b2 < n_benchmarks; b2++)
        {
          BreakevenAutoSpeed both = scaling;
          double build_index;

          if (b2 == b1)
            continue;
          build_index = groups_index ((GpuGroup *) build->data, build->len, b2, &both);
          if (!(build_index > 0))
            continue;
          for (guint c = 0; c < table->models->len; c++)
            {
              const BreakevenGpuModel *via = g_ptr_array_index (table->models, c);
              double via_1 = breakeven_gpu_model_get_index (via, b1, 1);
              double via_2 = breakeven_gpu_model_get_index (via, b2, 1);

              if (via_1 > 0 && via_2 > 0)
                {
                  *out = both;
                  out->speed = offer_index / via_1 * (via_2 / build_index);
                  out->known = TRUE;
                  out->benchmark = g_ptr_array_index (table->benchmarks, b1);
                  out->benchmark_via = g_ptr_array_index (table->benchmarks, b2);
                  out->via_model = via->model;
                  return TRUE;
                }
            }
        }
    }
  return FALSE;
}

gboolean
breakeven_offer_auto_speed (BreakevenProject   *project,
                            BreakevenOffer     *offer,
                            BreakevenAutoSpeed *out)
{
  return breakeven_gpu_table_auto_speed (breakeven_gpu_table_get_default (),
                                         breakeven_offer_get_gpu (offer),
                                         breakeven_offer_get_vram_gb (offer),
                                         breakeven_offer_get_gpu_count (offer),
                                         G_LIST_MODEL (breakeven_project_get_parts (project)),
                                         out);
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
