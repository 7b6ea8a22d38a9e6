/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-gpu-table.h: the bundled table of GPU models behind relative-speed="auto"
 *
 * The table lists its published training benchmarks in order of preference.  Each model has a
 * canonical name, aliases (provider and gpuhunt spellings: "RTX3090", "A100-80GB"), where a
 * source was read its VRAM and typical board power, and one training-throughput index per
 * benchmark that measured it (relative to that benchmark's reference GPU; for one GPU, and for
 * each count of GPUs measured together).  A figure that was not sourced is 0 (VRAM, power) and
 * has no index.  Names are matched ignoring case, spaces, '-' and '_'.
 */
#pragma once

#include <glib.h>

#include "breakeven-offer.h"
#include "breakeven-project.h"

G_BEGIN_DECLS

typedef struct
{
  char *id;        /* how the table's indexes name it */
  char *name;      /* "GPU-Insights ver2" */
  char *date;      /* YYYY-MM-DD */
  char *workloads; /* "ResNet-50, ViT-Base/16, UNet, DDPM" */
  char *precision;
  char *reference; /* the model whose index is 1 */
  char *address;
  char *version;   /* the commit or version read */
} BreakevenGpuBenchmark;

typedef struct
{
  guint  benchmark; /* position in the table's benchmarks */
  guint  gpus;      /* 1, or the number of GPUs measured together */
  double value;
} BreakevenGpuIndex;

typedef struct
{
  char   *model;
  char  **aliases;        /* NULL-terminated */
  double  vram_gb;        /* 0 = not known */
  double  power_watts;    /* 0 = not known */
  /* One GPU's index in the first benchmark (in order of preference) that measured the
   * model, 0 when none did; benchmark and benchmark_date name that benchmark (NULL when
   * index is 0).  "auto" uses indexes, below, never this figure alone. */
  double  index;
  char   *benchmark;
  char   *benchmark_date;
  char   *source;         /* where the figures were read; NULL for a name-only row */
  BreakevenGpuIndex *indexes; /* by benchmark in order of preference, then count */
  guint   n_indexes;
} BreakevenGpuModel;

/* Where an "auto" speed came from */
typedef struct
{
  double   speed;      /* 1 when unknown */
  gboolean known;
  /* The benchmark that measured the offer's GPU (and, unless chained, the build's): NULL
   * when unknown */
  const BreakevenGpuBenchmark *benchmark;
  /* Chained: the second benchmark, which measured the build's GPUs and via_model, and the
   * model both benchmarks measured; NULL otherwise */
  const BreakevenGpuBenchmark *benchmark_via;
  const char *via_model;
  /* Some GPU count above 1 (the offer's or a build model's quantity) was counted at
   * count x the one-GPU index (linear), and/or at the benchmark's own figure for that count */
  gboolean multi_gpu_linear;
  gboolean multi_gpu_measured;
} BreakevenAutoSpeed;

typedef struct _BreakevenGpuTable BreakevenGpuTable;

BreakevenGpuTable       *breakeven_gpu_table_new_from_data  (const char  *data,
                                                             gsize        length,
                                                             GError     **error);
void                     breakeven_gpu_table_free           (BreakevenGpuTable *table);
/* The bundled table, loaded once and kept for the life of the process */
BreakevenGpuTable       *breakeven_gpu_table_get_default    (void);

guint                    breakeven_gpu_table_get_n_models   (BreakevenGpuTable *table);
guint                    breakeven_gpu_table_get_n_benchmarks (BreakevenGpuTable *table);
/* The benchmark at POSITION in order of preference, or NULL */
const BreakevenGpuBenchmark *breakeven_gpu_table_get_benchmark (BreakevenGpuTable *table,
                                                                guint              position);
/* MODEL's index in the benchmark at position BENCHMARK for GPUS GPUs measured together, or 0
 * when that benchmark did not measure that count */
double                   breakeven_gpu_model_get_index      (const BreakevenGpuModel *model,
                                                             guint                    benchmark,
                                                             guint                    gpus);
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

/* relative-speed="auto" as docs/cost-model.md defines it: the speed of COUNT GPUs called
 * OFFER_GPU (of OFFER_VRAM_GB, for lookup_sized) against the GPU parts of PARTS (a list of
 * BreakevenPart), from TABLE; returns out->known */
gboolean                 breakeven_gpu_table_auto_speed     (BreakevenGpuTable  *table,
                                                             const char         *offer_gpu,
                                                             double              offer_vram_gb,
                                                             guint               count,
                                                             GListModel         *parts,
                                                             BreakevenAutoSpeed *out);
/* The same for OFFER against PROJECT's build, from the bundled table */
gboolean                 breakeven_offer_auto_speed         (BreakevenProject   *project,
                                                             BreakevenOffer     *offer,
                                                             BreakevenAutoSpeed *out);

/* For relative-speed="auto": the offer's GPU row when some benchmark measured it, else NULL.
 * Its index alone says nothing against the build: use breakeven_offer_auto_speed */
const BreakevenGpuModel *breakeven_offer_auto_gpu_model          (BreakevenOffer   *offer);
/* The sum over the build's GPU parts of index(model) * quantity, each model's index as in
 * BreakevenGpuModel (its first benchmark's); 0 when a GPU part has no index (or the build has
 * no GPU).  Superseded by breakeven_offer_auto_speed, which never mixes benchmarks */
double                   breakeven_project_get_build_speed_index (BreakevenProject *project);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BreakevenGpuTable, breakeven_gpu_table_free)

G_END_DECLS
