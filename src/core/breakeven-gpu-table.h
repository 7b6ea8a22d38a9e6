/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-gpu-table.h: the bundled table of GPU models behind relative-speed="auto"
 *
 * Each model has a canonical name, aliases (provider and gpuhunt spellings: "RTX3090",
 * "A100-80GB"), and where a source was read its VRAM, typical board power and a relative
 * training-throughput index from one published benchmark (named, with its date).  A figure
 * that was not sourced is 0 (index, VRAM, power) and NULL (benchmark).  Names are matched
 * ignoring case, spaces, '-' and '_'.
 */
#pragma once

#include <glib.h>

#include "breakeven-offer.h"
#include "breakeven-project.h"

G_BEGIN_DECLS

typedef struct
{
  char   *model;
  char  **aliases;        /* NULL-terminated */
  double  vram_gb;        /* 0 = not known */
  double  power_watts;    /* 0 = not known */
  double  index;          /* 0 = the benchmark does not list this model */
  char   *benchmark;      /* NULL when index is 0 */
  char   *benchmark_date; /* YYYY-MM-DD, NULL when index is 0 */
  char   *source;         /* where the figures were read; NULL for a name-only row */
} BreakevenGpuModel;

typedef struct _BreakevenGpuTable BreakevenGpuTable;

BreakevenGpuTable       *breakeven_gpu_table_new_from_data  (const char  *data,
                                                             gsize        length,
                                                             GError     **error);
void                     breakeven_gpu_table_free           (BreakevenGpuTable *table);
/* The bundled table, loaded once and kept for the life of the process */
BreakevenGpuTable       *breakeven_gpu_table_get_default    (void);

guint                    breakeven_gpu_table_get_n_models   (BreakevenGpuTable *table);
const BreakevenGpuModel *breakeven_gpu_table_get_model      (BreakevenGpuTable *table,
                                                             guint              position);
/* The model called name (its canonical name or an alias), or NULL */
const BreakevenGpuModel *breakeven_gpu_table_lookup         (BreakevenGpuTable *table,
                                                             const char        *name);
/* As lookup, and when name alone is not found, name with the VRAM ("A100 PCIe" of 80 GB is
 * "A100 PCIe 80GB"); vram_gb <= 0 means none */
const BreakevenGpuModel *breakeven_gpu_table_lookup_sized   (BreakevenGpuTable *table,
                                                             const char        *name,
                                                             double             vram_gb);
/* The key names are matched by: lower case, without spaces, '-' and '_' */
char                    *breakeven_gpu_table_normalize_name (const char        *name);

/* For relative-speed="auto": the offer's GPU row when it has an index, else NULL */
const BreakevenGpuModel *breakeven_offer_auto_gpu_model          (BreakevenOffer   *offer);
/* The sum over the build's GPU parts of index(model) * quantity; 0 when a GPU part has no
 * index (or the build has no GPU) */
double                   breakeven_project_get_build_speed_index (BreakevenProject *project);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BreakevenGpuTable, breakeven_gpu_table_free)

G_END_DECLS
