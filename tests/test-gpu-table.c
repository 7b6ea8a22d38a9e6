/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-gpu-table.c: the bundled GPU table and relative-speed="auto" */

#include "config.h"

#include <libxml/parser.h>
#include <libxml/relaxng.h>
#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "breakeven-catalogue.h"
#include "breakeven-cost.h"
#include "breakeven-export.h"
#include "breakeven-format.h"
#include "breakeven-gpu-table.h"
#include "breakeven-report.h"

static char *
data_path (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "..", "data", name, NULL);
}

static void
test_validates (void)
{
  g_autofree char *rng_path = data_path ("gpus.rng");
  g_autofree char *xml_path = data_path ("gpus.xml");
  xmlRelaxNGParserCtxtPtr parser = xmlRelaxNGNewParserCtxt (rng_path);
  xmlRelaxNGPtr schema = xmlRelaxNGParse (parser);
  xmlRelaxNGValidCtxtPtr valid;
  xmlDocPtr doc;

  g_assert_nonnull (schema);
  valid = xmlRelaxNGNewValidCtxt (schema);
  doc = xmlReadFile (xml_path, NULL, XML_PARSE_NONET);
  g_assert_nonnull (doc);
  g_assert_cmpint (xmlRelaxNGValidateDoc (valid, doc), ==, 0);

  /* The schema refuses an index that does not name its benchmark */
  {
    static const char bad[] =
      "<gpu-table version=\"1\"><gpu model=\"X\" index=\"3\" source=\"s\"/></gpu-table>";
    xmlDocPtr bad_doc = xmlReadMemory (bad, sizeof bad - 1, "bad.xml", NULL, XML_PARSE_NONET);

    g_assert_cmpint (xmlRelaxNGValidateDoc (valid, bad_doc), !=, 0);
    xmlFreeDoc (bad_doc);
  }
  /* ... and one naming a benchmark the table does not list */
  {
    static const char bad[] =
      "<gpu-table version=\"2\"><benchmark id=\"a\" name=\"A\" date=\"2024-01-01\" "
      "workloads=\"w\" precision=\"FP16\" reference=\"X\" address=\"https://example.org/\" "
      "version=\"1\"/><gpu model=\"X\"><index benchmark=\"b\" value=\"1\"/></gpu></gpu-table>";
    static const char good[] =
      "<gpu-table version=\"2\"><benchmark id=\"a\" name=\"A\" date=\"2024-01-01\" "
      "workloads=\"w\" precision=\"FP16\" reference=\"X\" address=\"https://example.org/\" "
      "version=\"1\"/><gpu model=\"X\"><index benchmark=\"a\" value=\"1\"/></gpu></gpu-table>";
    xmlDocPtr bad_doc = xmlReadMemory (bad, sizeof bad - 1, "bad.xml", NULL, XML_PARSE_NONET);
    xmlDocPtr good_doc = xmlReadMemory (good, sizeof good - 1, "good.xml", NULL, XML_PARSE_NONET);

    g_assert_cmpint (xmlRelaxNGValidateDoc (valid, bad_doc), !=, 0);
    g_assert_cmpint (xmlRelaxNGValidateDoc (valid, good_doc), ==, 0);
    xmlFreeDoc (bad_doc);
    xmlFreeDoc (good_doc);
  }
  xmlFreeDoc (doc);
  xmlRelaxNGFreeValidCtxt (valid);
  xmlRelaxNGFree (schema);
  xmlRelaxNGFreeParserCtxt (parser);
}

static void
test_required_models (void)
{
  static const char *const models[] = {
    "RTX 3060", "RTX 3070", "RTX 3080", "RTX 3090", "RTX 4060", "RTX 4070", "RTX 4080",
    "RTX 4090", "RTX 4090D", "RTX 5070", "RTX 5080", "RTX 5090", "A10", "A10G", "L4", "L40S",
    "A100 PCIe 40GB", "A100 SXM 40GB", "A100 PCIe 80GB", "A100 SXM 80GB", "H100 PCIe",
    "H100 SXM", "H200", "B200", "V100 16GB", "T4",
  };
  BreakevenGpuTable *table = breakeven_gpu_table_get_default ();

  g_assert_cmpuint (breakeven_gpu_table_get_n_models (table), >=, G_N_ELEMENTS (models));
  for (guint i = 0; i < G_N_ELEMENTS (models); i++)
    {
      const BreakevenGpuModel *row = breakeven_gpu_table_lookup (table, models[i]);

      g_assert_nonnull (row);
      g_assert_cmpstr (row->model, ==, models[i]);
    }
}

static void
test_aliases_resolve (void)
{
  BreakevenGpuTable *table = breakeven_gpu_table_get_default ();
  static const struct { const char *spelling, *model; } spellings[] = {
    { "RTX3090", "RTX 3090" }, { "rtx 3090", "RTX 3090" }, { "  GeForce RTX 3090 ", "RTX 3090" },
    { "A100-80GB", "A100 SXM 80GB" }, { "a100 80gb pcie", "A100 PCIe 80GB" },
    { "RTX4090D", "RTX 4090D" }, { "rtx 4090 d", "RTX 4090D" }, { "H100_SXM5", "H100 SXM" },
    { "Tesla V100", "V100 16GB" }, { "NVIDIA L4", "L4" },
  };

  /* Every alias of every row leads back to that row, whatever its case and spaces */
  for (guint i = 0; i < breakeven_gpu_table_get_n_models (table); i++)
    {
      const BreakevenGpuModel *row = breakeven_gpu_table_get_model (table, i);

      g_assert_true (breakeven_gpu_table_lookup (table, row->model) == row);
      for (char **alias = row->aliases; *alias != NULL; alias++)
        {
          g_autofree char *upper = g_ascii_strup (*alias, -1);
          g_autofree char *spaced = g_strjoinv (" ", (char *[]) { "", *alias, "", NULL });

          g_test_message ("%s: %s", row->model, *alias);
          g_assert_true (breakeven_gpu_table_lookup (table, *alias) == row);
          g_assert_true (breakeven_gpu_table_lookup (table, upper) == row);
          g_assert_true (breakeven_gpu_table_lookup (table, spaced) == row);
        }
    }
  for (guint i = 0; i < G_N_ELEMENTS (spellings); i++)
    {
      const BreakevenGpuModel *row = breakeven_gpu_table_lookup (table, spellings[i].spelling);

      g_assert_nonnull (row);
      g_assert_cmpstr (row->model, ==, spellings[i].model);
    }
  /* The catalogue's "A100 PCIe" of 80 GB is the 80 GB card; a bare name that could be
   * either card is not guessed */
  g_assert_cmpstr (breakeven_gpu_table_lookup_sized (table, "A100 PCIe", 80)->model, ==,
                   "A100 PCIe 80GB");
  g_assert_cmpstr (breakeven_gpu_table_lookup_sized (table, "A100 SXM", 40)->model, ==,
                   "A100 SXM 40GB");
  g_assert_null (breakeven_gpu_table_lookup (table, "A100"));
  g_assert_null (breakeven_gpu_table_lookup_sized (table, "H100", 80));
  g_assert_null (breakeven_gpu_table_lookup (table, "RTX 9999"));
  g_assert_null (breakeven_gpu_table_lookup (table, ""));
  g_assert_null (breakeven_gpu_table_lookup (table, NULL));
}

static void
test_rows_name_their_source (void)
{
  static const char *const expected[] = {
    "Lambda PyTorch training benchmarks", "GPU-Insights ver2", "GPU-Insights ver1",
  };
  BreakevenGpuTable *table = breakeven_gpu_table_get_default ();
  guint indexed = 0;

  /* The benchmarks in order of preference, each fully named */
  g_assert_cmpuint (breakeven_gpu_table_get_n_benchmarks (table), ==, G_N_ELEMENTS (expected));
  for (guint b = 0; b < G_N_ELEMENTS (expected); b++)
    {
      const BreakevenGpuBenchmark *benchmark = breakeven_gpu_table_get_benchmark (table, b);
      const BreakevenGpuModel *reference = breakeven_gpu_table_lookup (table,
                                                                       benchmark->reference);

      g_assert_cmpstr (benchmark->name, ==, expected[b]);
      g_assert_cmpuint (strlen (benchmark->date), ==, 10);
      g_assert_cmpstr (benchmark->workloads, !=, "");
      g_assert_cmpstr (benchmark->precision, !=, "");
      g_assert_true (g_str_has_prefix (benchmark->address, "https://github.com/"));
      g_assert_nonnull (strstr (benchmark->version, "commit "));
      /* The reference GPU is the unit of its benchmark */
      g_assert_nonnull (reference);
      g_assert_cmpfloat (breakeven_gpu_model_get_index (reference, b, 1), ==, 1);
    }
  g_assert_null (breakeven_gpu_table_get_benchmark (table, G_N_ELEMENTS (expected)));

  for (guint i = 0; i < breakeven_gpu_table_get_n_models (table); i++)
    {
      const BreakevenGpuModel *row = breakeven_gpu_table_get_model (table, i);

      /* Every index names a benchmark of the table; a count above one GPU only with the
       * one-GPU figure of the same benchmark */
      for (guint j = 0; j < row->n_indexes; j++)
        {
          g_assert_cmpuint (row->indexes[j].benchmark, <, G_N_ELEMENTS (expected));
          g_assert_cmpuint (row->indexes[j].gpus, >=, 1);
          g_assert_cmpfloat (row->indexes[j].value, >, 0);
          g_assert_cmpfloat (breakeven_gpu_model_get_index (row, row->indexes[j].benchmark, 1),
                             >, 0);
          indexed++;
        }
      if (row->index > 0)
        {
          const BreakevenGpuBenchmark *first =
            breakeven_gpu_table_get_benchmark (table, row->indexes[0].benchmark);

          g_assert_cmpstr (row->benchmark, ==, first->name);
          g_assert_cmpstr (row->benchmark_date, ==, first->date);
        }
      else
        {
          g_assert_cmpuint (row->n_indexes, ==, 0);
          g_assert_null (row->benchmark);
        }
      if (row->vram_gb > 0 || row->power_watts > 0)
        {
          g_assert_nonnull (row->source);
          g_assert_cmpstr (row->source, !=, "");
        }
    }
  g_assert_cmpuint (indexed, >=, 40);
}

/* Geometric means by hand, from figures copied from the sources (build-aux/gpu-benchmarks.csv)
 * into the table's indexes */
static void
test_bundled_indexes_by_hand (void)
{
  /* Lambda, FP16, RTX 4090 over the reference RTX 3090 on its 10 workloads (SSD, BERT-base,
   * BERT-large, GNMT, NCF, ResNet-50, Tacotron 2, Transformer-XL base and large, WaveGlow) */
  static const double rtx4090[] = { 379, 297, 93, 159511, 32192491, 1301, 32661, 40427, 14509,
                                    160816 };
  static const double rtx3090[] = { 236, 172, 52, 86080, 25118176, 905, 25018, 22863, 7821,
                                    97100 };
  BreakevenGpuTable *table = breakeven_gpu_table_get_default ();
  const BreakevenGpuModel *row;
  double logs = 0;

  for (guint i = 0; i < G_N_ELEMENTS (rtx4090); i++)
    logs += log (rtx4090[i] / rtx3090[i]);
  row = breakeven_gpu_table_lookup (table, "RTX 4090");
  g_assert_cmpfloat_with_epsilon (breakeven_gpu_model_get_index (row, 0, 1), exp (logs / 10),
                                  5e-5);
  /* GPU-Insights ver2 measured the RTX 4090D on ResNet-50 only: 63426 against the 3090's 44323
   * images a second; its 2 GPUs 105745 */
  row = breakeven_gpu_table_lookup (table, "RTX 4090 D");
  g_assert_cmpfloat_with_epsilon (breakeven_gpu_model_get_index (row, 1, 1), 63426.0 / 44323,
                                  5e-5);
  g_assert_cmpfloat_with_epsilon (breakeven_gpu_model_get_index (row, 1, 2), 105745.0 / 44323,
                                  5e-5);
  g_assert_cmpfloat (breakeven_gpu_model_get_index (row, 0, 1), ==, 0);
  g_assert_cmpfloat (breakeven_gpu_model_get_index (row, 1, 4), ==, 0);
}

static char *
build_aux_path (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "..", "build-aux", name, NULL);
}

/* The script that computes the indexes: a small benchmark by hand */
static void
test_geometric_mean_fixture (void)
{
  static const char figures[] =
    "# a fixture\n"
    "benchmark,model,gpus,workload,throughput,source_row,run_date\n"
    "lambda-2024,RTX 3090,1,a,10,r,\n"
    "lambda-2024,RTX 3090,1,b,4,r,\n"
    "lambda-2024,RTX 3090,1,c,7,r,\n"
    "lambda-2024,X,1,a,30,x,\n"
    "lambda-2024,X,1,b,8,x,\n"
    "lambda-2024,X,2,a,54,x2,\n"
    "lambda-2024,Y,1,b,2,y,\n"
    "lambda-2024,Y,1,d,9,y,\n";
  g_autofree char *script = build_aux_path ("gpu-index.py");
  g_autofree char *python = g_find_program_in_path ("python3");
  g_autofree char *dir = g_dir_make_tmp ("breakeven-gpu-XXXXXX", NULL);
  g_autofree char *csv = g_build_filename (dir, "figures.csv", NULL);
  g_autofree char *out = NULL;
  g_autoptr(GError) error = NULL;
  int status;

  if (python == NULL)
    {
      g_test_skip ("python3 is not installed");
      g_rmdir (dir);
      return;
    }
  g_assert_true (g_file_set_contents (csv, figures, -1, &error));
  {
    const char *argv[] = { python, script, "compute", csv, NULL };

    g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out,
                                 NULL, &status, &error));
  }
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  g_test_message ("%s", out);
  {
    /* X: sqrt (30/10 x 8/4) over a and b; 2 X: 54/10 on a alone; Y: 2/4 on b, the only
     * workload it shares with the reference */
    g_autofree char *x = g_strdup_printf ("value=\"%.4f\"", sqrt (30.0 / 10 * (8.0 / 4)));

    g_assert_cmpstr (x, ==, "value=\"2.4495\"");
    g_assert_nonnull (strstr (out, x));
    g_assert_nonnull (strstr (out, "gpus=\"2\" value=\"5.4\""));
    g_assert_nonnull (strstr (out, "value=\"0.5\""));
    g_assert_nonnull (strstr (out, "value=\"1.0\""));
  }
  /* And the bundled table holds exactly what its raw figures give */
  {
    g_autofree char *raw = build_aux_path ("gpu-benchmarks.csv");
    g_autofree char *xml = data_path ("gpus.xml");
    const char *argv[] = { python, script, "check", raw, xml, NULL };

    g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, NULL,
                                 NULL, &status, &error));
    g_assert_true (g_spawn_check_wait_status (status, NULL));
  }
  g_unlink (csv);
  g_rmdir (dir);
}

static void
test_refuses_index_without_benchmark (void)
{
  static const char bad[] =
    "<gpu-table version=\"1\"><gpu model=\"X\" index=\"3\" source=\"s\"/></gpu-table>";
  g_autoptr(GError) error = NULL;
  g_autoptr(BreakevenGpuTable) table = breakeven_gpu_table_new_from_data (bad, -1, &error);

  g_assert_null (table);
  g_assert_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_MISSING_ATTRIBUTE);

  /* Version 2: an index must name a benchmark listed before the models */
  {
    static const char unknown[] =
      "<gpu-table version=\"2\"><benchmark id=\"a\" name=\"A\" date=\"2024-01-01\" "
      "workloads=\"w\" precision=\"p\" reference=\"X\" address=\"u\" version=\"v\"/>"
      "<gpu model=\"X\"><index benchmark=\"b\" value=\"1\"/></gpu></gpu-table>";
    g_autoptr(GError) error2 = NULL;
    g_autoptr(BreakevenGpuTable) table2 = breakeven_gpu_table_new_from_data (unknown, -1,
                                                                             &error2);

    g_assert_null (table2);
    g_assert_error (error2, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT);
  }
}

static BreakevenProject *
project_with_build (const char *model,
                    guint       quantity)
{
  BreakevenProject *project = breakeven_project_new ();
  g_autoptr(BreakevenPart) gpu = breakeven_part_new (BREAKEVEN_PART_GPU, model, quantity, 10000, 350);
  g_autoptr(BreakevenPart) cpu = breakeven_part_new (BREAKEVEN_PART_CPU, "CPU", 1, 2000, 100);

  breakeven_part_set_model (gpu, model);
  breakeven_part_set_vram_gb (gpu, 24);
  g_list_store_append (breakeven_project_get_parts (project), gpu);
  g_list_store_append (breakeven_project_get_parts (project), cpu);
  return project;
}

static BreakevenOffer *
auto_offer (const char *gpu,
            guint       count,
            double      vram_gb)
{
  BreakevenOffer *offer = breakeven_offer_new ("P", gpu, 4, NULL);

  breakeven_offer_set_gpu (offer, gpu);
  breakeven_offer_set_gpu_count (offer, count);
  breakeven_offer_set_vram_gb (offer, vram_gb);
  breakeven_offer_set_relative_speed_auto (offer, TRUE);
  return offer;
}

/* The geometric mean of A[i] / B[i], rounded to the table's 4 decimals */
static double
index_of (const double *a,
          const double *b,
          guint         n)
{
  double logs = 0;

  for (guint i = 0; i < n; i++)
    logs += log (a[i] / b[i]);
  return round (exp (logs / n) * 1e4) / 1e4;
}

/* Lambda's figures (FP16, the 10 workloads in the file's order) */
static const double lambda_3090[] = { 236, 172, 52, 86080, 25118176, 905, 25018, 22863, 7821,
                                      97100 };
static const double lambda_2x3090[] = { 459, 327, 89, 138466, 53019604, 1751, 50118, 45546,
                                        15585, 172960 };
static const double lambda_4090[] = { 379, 297, 93, 159511, 32192491, 1301, 32661, 40427, 14509,
                                      160816 };
static const double lambda_4xa100[] = { 1766, 1654, 488, 700678, 127815018, 6070, 205614, 171447,
                                        71097, 847717 };
static const double lambda_h100sxm[] = { 782, 812, 301, 467071, 52418903, 2616, 78108, 62259,
                                         30841, 393500 };

static void
test_auto_ratio (void)
{
  BreakevenOfferInputs in;

  /* A build of 2 RTX 3090 against an offer of 4 A100 SXM 80GB (catalogue spelling "A100 SXM",
   * 80 GB): Lambda measured both counts, so each is its own figure, not 2 or 4 x one GPU's */
  {
    g_autoptr(BreakevenProject) project = project_with_build ("RTX 3090", 2);
    g_autoptr(BreakevenOffer) offer = auto_offer ("A100 SXM", 4, 80);
    double expected = index_of (lambda_4xa100, lambda_3090, 10)
                      / index_of (lambda_2x3090, lambda_3090, 10);

    g_assert_true (breakeven_offer_inputs_from_offer (project, offer, &in, NULL));
    g_assert_true (in.speed_auto);
    g_assert_false (in.speed_unknown);
    g_assert_cmpfloat_with_epsilon (in.relative_speed, expected, 1e-12);
    g_assert_cmpfloat_with_epsilon (in.relative_speed, 4.16, 0.01);
    g_assert_cmpstr (in.speed_benchmark, ==, "Lambda PyTorch training benchmarks");
    g_assert_cmpstr (in.speed_benchmark_date, ==, "2024-07-24");
    g_assert_null (in.speed_via_model);
    g_assert_null (in.speed_benchmark_via);
    g_assert_true (in.speed_multi_gpu_measured);
    g_assert_false (in.speed_multi_gpu_linear);
  }
  /* One RTX 3090 in the cloud against a build of one RTX 4090: both in Lambda's, preferred */
  {
    g_autoptr(BreakevenProject) p4090 = project_with_build ("RTX4090", 1);
    g_autoptr(BreakevenOffer) o3090 = auto_offer ("RTX 3090", 1, 24);

    g_assert_true (breakeven_offer_inputs_from_offer (p4090, o3090, &in, NULL));
    g_assert_cmpfloat_with_epsilon (in.relative_speed,
                                    1 / index_of (lambda_4090, lambda_3090, 10), 1e-12);
    g_assert_cmpfloat_with_epsilon (in.relative_speed, 0.62, 0.005);
    g_assert_cmpstr (in.speed_benchmark, ==, "Lambda PyTorch training benchmarks");
    g_assert_false (in.speed_multi_gpu_measured);
    g_assert_false (in.speed_multi_gpu_linear);
  }
  /* The sample's case: an RTX 3090 against an RTX 4090D build, which only GPU-Insights ver2
   * measured (ResNet-50 FP16: 44323 and 63426 images a second) */
  {
    g_autoptr(BreakevenProject) project = project_with_build ("RTX 4090D", 1);
    g_autoptr(BreakevenOffer) offer = auto_offer ("RTX 3090", 1, 24);

    g_assert_true (breakeven_offer_inputs_from_offer (project, offer, &in, NULL));
    g_assert_false (in.speed_unknown);
    g_assert_cmpfloat_with_epsilon (in.relative_speed,
                                    1 / (round (63426.0 / 44323 * 1e4) / 1e4), 1e-12);
    g_assert_cmpfloat_with_epsilon (in.relative_speed, 0.70, 0.005);
    g_assert_cmpstr (in.speed_benchmark, ==, "GPU-Insights ver2");
    g_assert_cmpstr (in.speed_benchmark_date, ==, "2026-06-18");
    g_assert_null (in.speed_via_model);
  }
}

/* Several GPUs: a count the benchmark measured at its figure, any other linearly */
static void
test_auto_multi_gpu (void)
{
  BreakevenOfferInputs in;

  /* 3 RTX 3090 in the cloud (Lambda measured 1 and 2, not 3) against one RTX 4090 */
  {
    g_autoptr(BreakevenProject) project = project_with_build ("RTX 4090", 1);
    g_autoptr(BreakevenOffer) offer = auto_offer ("RTX 3090", 3, 24);
    g_autofree char *source = NULL;

    g_assert_true (breakeven_offer_inputs_from_offer (project, offer, &in, NULL));
    g_assert_cmpfloat_with_epsilon (in.relative_speed,
                                    3 / index_of (lambda_4090, lambda_3090, 10), 1e-12);
    g_assert_true (in.speed_multi_gpu_linear);
    g_assert_false (in.speed_multi_gpu_measured);
    source = breakeven_report_speed_source (&in);
    g_assert_cmpstr (source, ==, "Lambda PyTorch training benchmarks, 2024-07-24; "
                                 "several GPUs: linear");
  }
  /* A build of an RTX 4090 and an RTX 3090 (two parts) against one H100 SXM: the sum of the
   * build's indexes */
  {
    g_autoptr(BreakevenProject) project = project_with_build ("RTX 4090", 1);
    g_autoptr(BreakevenPart) second = breakeven_part_new (BREAKEVEN_PART_GPU, "RTX 3090", 1, 7000,
                                                          350);
    g_autoptr(BreakevenOffer) offer = auto_offer ("H100 SXM", 1, 80);

    breakeven_part_set_model (second, "RTX 3090");
    g_list_store_append (breakeven_project_get_parts (project), second);
    g_assert_true (breakeven_offer_inputs_from_offer (project, offer, &in, NULL));
    g_assert_cmpfloat_with_epsilon (in.relative_speed,
                                    index_of (lambda_h100sxm, lambda_3090, 10)
                                    / (index_of (lambda_4090, lambda_3090, 10) + 1), 1e-12);
    g_assert_false (in.speed_multi_gpu_linear);
    g_assert_false (in.speed_multi_gpu_measured);
  }
  /* Two parts of one RTX 3090 each are a build of 2 RTX 3090, which Lambda measured; against
   * one RTX 3090 offer */
  {
    g_autoptr(BreakevenProject) project = project_with_build ("RTX 3090", 1);
    g_autoptr(BreakevenPart) second = breakeven_part_new (BREAKEVEN_PART_GPU, "RTX 3090", 1, 7000,
                                                          350);
    g_autoptr(BreakevenOffer) offer = auto_offer ("RTX 3090", 1, 24);
    g_autofree char *source = NULL;

    breakeven_part_set_model (second, "RTX3090");
    g_list_store_append (breakeven_project_get_parts (project), second);
    g_assert_true (breakeven_offer_inputs_from_offer (project, offer, &in, NULL));
    g_assert_cmpfloat_with_epsilon (in.relative_speed,
                                    1 / index_of (lambda_2x3090, lambda_3090, 10), 1e-12);
    /* about 5 % less than twice one GPU */
    g_assert_cmpfloat_with_epsilon (in.relative_speed, 0.53, 0.005);
    g_assert_true (in.speed_multi_gpu_measured);
    source = breakeven_report_speed_source (&in);
    g_assert_cmpstr (source, ==, "Lambda PyTorch training benchmarks, 2024-07-24; "
                                 "several GPUs: measured");
  }
  /* 2 RTX 4090D against the sample's one: GPU-Insights ver2 measured 2 (105745 images a
   * second) */
  {
    g_autoptr(BreakevenProject) project = project_with_build ("RTX 4090D", 1);
    g_autoptr(BreakevenOffer) offer = auto_offer ("RTX 4090D", 2, 24);

    g_assert_true (breakeven_offer_inputs_from_offer (project, offer, &in, NULL));
    g_assert_cmpfloat_with_epsilon (in.relative_speed,
                                    (round (105745.0 / 44323 * 1e4) / 1e4)
                                    / (round (63426.0 / 44323 * 1e4) / 1e4), 1e-12);
    g_assert_true (in.speed_multi_gpu_measured);
  }
}

/* No benchmark measured both: one step through a model two benchmarks share, flagged */
static void
test_auto_chained (void)
{
  /* The H20 only in GPU-Insights ver1 (ResNet-50 FP16 55222 against the 3090's 28764), the
   * RTX 4090D only in ver2 (63426 against 44323): through the RTX 3090 both measured */
  g_autoptr(BreakevenProject) project = project_with_build ("RTX 4090D", 1);
  g_autoptr(BreakevenOffer) offer = auto_offer ("H20", 1, 96);
  g_autofree char *source = NULL;
  BreakevenOfferInputs in;

  g_assert_true (breakeven_offer_inputs_from_offer (project, offer, &in, NULL));
  g_assert_false (in.speed_unknown);
  g_assert_cmpfloat_with_epsilon (in.relative_speed,
                                  (round (55222.0 / 28764 * 1e4) / 1e4)
                                  / (round (63426.0 / 44323 * 1e4) / 1e4), 1e-12);
  g_assert_cmpstr (in.speed_benchmark, ==, "GPU-Insights ver1");
  g_assert_cmpstr (in.speed_benchmark_via, ==, "GPU-Insights ver2");
  g_assert_cmpstr (in.speed_via_model, ==, "RTX 3090");
  source = breakeven_report_speed_source (&in);
  g_assert_cmpstr (source, ==, "derived via RTX 3090: GPU-Insights ver1, 2026-06-18; "
                               "GPU-Insights ver2, 2026-06-18");
}

/* The same rule on a small table: one step, never two */
static void
test_auto_chain_fixture (void)
{
  static const char table_xml[] =
    "<gpu-table version=\"2\">"
    "<benchmark id=\"b1\" name=\"One\" date=\"2024-01-01\" workloads=\"w\" precision=\"p\" "
    "reference=\"M\" address=\"u\" version=\"v\"/>"
    "<benchmark id=\"b2\" name=\"Two\" date=\"2024-02-02\" workloads=\"w\" precision=\"p\" "
    "reference=\"M\" address=\"u\" version=\"v\"/>"
    "<benchmark id=\"b3\" name=\"Three\" date=\"2024-03-03\" workloads=\"w\" "
    "precision=\"p\" reference=\"N\" address=\"u\" version=\"v\"/>"
    "<gpu model=\"X\"><index benchmark=\"b1\" value=\"2\"/></gpu>"
    "<gpu model=\"M\"><index benchmark=\"b1\" value=\"4\"/><index benchmark=\"b2\" value=\"3\"/>"
    "</gpu>"
    "<gpu model=\"Y\"><index benchmark=\"b2\" value=\"6\"/></gpu>"
    "<gpu model=\"N\"><index benchmark=\"b2\" value=\"5\"/><index benchmark=\"b3\" value=\"1\"/>"
    "</gpu>"
    "<gpu model=\"Z\"><index benchmark=\"b3\" value=\"7\"/></gpu>"
    "</gpu-table>";
  g_autoptr(GError) error = NULL;
  g_autoptr(BreakevenGpuTable) table = breakeven_gpu_table_new_from_data (table_xml, -1, &error);
  g_autoptr(BreakevenProject) build_y = project_with_build ("Y", 1);
  g_autoptr(BreakevenProject) build_z = project_with_build ("Z", 1);
  g_autoptr(BreakevenProject) build_n = project_with_build ("N", 2);
  GListModel *parts;
  BreakevenAutoSpeed speed;

  g_assert_no_error (error);
  /* X against Y: X/M = 2/4 in One, M/Y = 3/6 in Two */
  parts = G_LIST_MODEL (breakeven_project_get_parts (build_y));
  g_assert_true (breakeven_gpu_table_auto_speed (table, "X", 0, 1, parts, &speed));
  g_assert_cmpfloat (speed.speed, ==, 0.25);
  g_assert_cmpstr (speed.benchmark->name, ==, "One");
  g_assert_cmpstr (speed.benchmark_via->name, ==, "Two");
  g_assert_cmpstr (speed.via_model, ==, "M");
  /* 3 X against Y: linear on the offer's side */
  g_assert_true (breakeven_gpu_table_auto_speed (table, "X", 0, 3, parts, &speed));
  g_assert_cmpfloat (speed.speed, ==, 0.75);
  g_assert_true (speed.multi_gpu_linear);
  /* Y against X, the other way round */
  {
    g_autoptr(BreakevenProject) build_x = project_with_build ("X", 1);

    g_assert_true (breakeven_gpu_table_auto_speed (table, "Y", 0, 1,
                                                   G_LIST_MODEL (breakeven_project_get_parts (build_x)),
                                                   &speed));
    g_assert_cmpfloat (speed.speed, ==, 4);
    g_assert_cmpstr (speed.benchmark->name, ==, "Two");
    g_assert_cmpstr (speed.via_model, ==, "M");
  }
  /* Within one benchmark no chaining: Y against 2 N in Two, 6 / (2 x 5) */
  g_assert_true (breakeven_gpu_table_auto_speed (table, "Y", 0, 1,
                                                 G_LIST_MODEL (breakeven_project_get_parts (build_n)),
                                                 &speed));
  g_assert_cmpfloat (speed.speed, ==, 0.6);
  g_assert_null (speed.via_model);
  g_assert_null (speed.benchmark_via);
  /* X against Z needs two steps (M, then N): unknown, speed 1 */
  g_assert_false (breakeven_gpu_table_auto_speed (table, "X", 0, 1,
                                                  G_LIST_MODEL (breakeven_project_get_parts (build_z)),
                                                  &speed));
  g_assert_false (speed.known);
  g_assert_cmpfloat (speed.speed, ==, 1);
  g_assert_null (speed.benchmark);
}

static void
test_auto_unknown (void)
{
  BreakevenOfferInputs in;

  /* An offer GPU the table does not know */
  {
    g_autoptr(BreakevenProject) project = project_with_build ("RTX 3090", 1);
    g_autoptr(BreakevenOffer) offer = auto_offer ("Some GPU 9000", 1, 24);
    g_autofree char *source = NULL;

    g_assert_true (breakeven_offer_inputs_from_offer (project, offer, &in, NULL));
    g_assert_cmpfloat (in.relative_speed, ==, 1.0);
    g_assert_true (in.speed_unknown);
    g_assert_null (in.speed_benchmark);
    source = breakeven_report_speed_source (&in);
    g_assert_cmpstr (source, ==, "unknown");
  }
  /* An offer GPU the table knows but no benchmark measured (the A10G) */
  {
    g_autoptr(BreakevenProject) project = project_with_build ("RTX 3090", 1);
    g_autoptr(BreakevenOffer) offer = auto_offer ("A10G", 1, 24);

    g_assert_nonnull (breakeven_gpu_table_lookup (breakeven_gpu_table_get_default (), "A10G"));
    g_assert_true (breakeven_offer_inputs_from_offer (project, offer, &in, NULL));
    g_assert_cmpfloat (in.relative_speed, ==, 1.0);
    g_assert_true (in.speed_unknown);
  }
  /* A build GPU no benchmark measured (the RTX 3080), and a build with no GPU */
  {
    g_autoptr(BreakevenProject) project = project_with_build ("RTX 3080", 1);
    g_autoptr(BreakevenProject) empty = breakeven_project_new ();
    g_autoptr(BreakevenOffer) offer = auto_offer ("RTX 3090", 1, 24);

    g_assert_true (breakeven_offer_inputs_from_offer (project, offer, &in, NULL));
    g_assert_cmpfloat (in.relative_speed, ==, 1.0);
    g_assert_true (in.speed_unknown);
    g_assert_true (breakeven_offer_inputs_from_offer (empty, offer, &in, NULL));
    g_assert_true (in.speed_unknown);
  }
  /* An explicit number always wins */
  {
    g_autoptr(BreakevenProject) project = project_with_build ("RTX 4090", 1);
    g_autoptr(BreakevenOffer) offer = auto_offer ("RTX 3090", 1, 24);
    g_autofree char *source = NULL;

    breakeven_offer_set_relative_speed_auto (offer, FALSE);
    breakeven_offer_set_relative_speed (offer, 0.968);
    g_assert_true (breakeven_offer_inputs_from_offer (project, offer, &in, NULL));
    g_assert_cmpfloat (in.relative_speed, ==, 0.968);
    g_assert_false (in.speed_unknown);
    g_assert_false (in.speed_auto);
    source = breakeven_report_speed_source (&in);
    g_assert_cmpstr (source, ==, "typed");
  }
}

/* The bundled catalogue: every offer's GPU is a table model, and an offer of a model some
 * benchmark measured is never pinned at a typed speed of 1 */
static void
test_catalogue_offers (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GListStore) bundled = breakeven_catalogue_load_bundled (&error);
  BreakevenGpuTable *table = breakeven_gpu_table_get_default ();
  g_autoptr(BreakevenProject) project = project_with_build ("RTX 4090D", 1);
  guint unknown = 0;

  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (bundled)), >, 30);
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (bundled)); i++)
    {
      g_autoptr(BreakevenOffer) offer = g_list_model_get_item (G_LIST_MODEL (bundled), i);
      const BreakevenGpuModel *model =
        breakeven_gpu_table_lookup_sized (table, breakeven_offer_get_gpu (offer),
                                          breakeven_offer_get_vram_gb (offer));
      BreakevenAutoSpeed speed;
      gboolean known = breakeven_offer_auto_speed (project, offer, &speed);

      g_test_message ("%s %s: %s", breakeven_offer_get_provider (offer),
                      breakeven_offer_get_name (offer), model != NULL ? model->model : "-");
      /* measured or not, "auto": the speed's source is always said */
      g_assert_true (breakeven_offer_get_relative_speed_auto (offer));
      if (model == NULL || model->n_indexes == 0)
        {
          /* not measured: flagged */
          g_assert_false (known);
          unknown++;
        }
      else
        g_assert_true (known);
    }
  /* The H100s of unstated form, the A10G, H100 NVL, H200, B200 and GH200 */
  g_assert_cmpuint (unknown, <=, 12);
}

/* The report names the speed and where it came from */
static void
test_report_names_speed_source (void)
{
  g_autoptr(BreakevenProject) project = project_with_build ("RTX 4090", 1);
  g_autoptr(BreakevenOffer) offer = auto_offer ("RTX 3090", 1, 24);
  g_autoptr(BreakevenAnalysis) analysis = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("breakeven-gpu-XXXXXX", NULL);
  g_autofree char *pdf = g_build_filename (dir, "report.pdf", NULL);
  g_autofree char *text = NULL;
  char *pdftotext = g_find_program_in_path ("pdftotext");
  const char *argv[] = { pdftotext, pdf, "-", NULL };
  int status;

  if (pdftotext == NULL)
    {
      g_test_skip ("pdftotext is not installed");
      g_rmdir (dir);
      return;
    }
  breakeven_offer_set_source (offer, "test");
  g_list_store_append (breakeven_project_get_offers (project), offer);
  analysis = breakeven_analysis_new (project);
  g_assert_true (breakeven_export_report_pdf (project, analysis, pdf, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL,
                               &text, NULL, &status, NULL));
  {
    g_auto(GStrv) words = g_strsplit_set (text, " \n", -1);
    g_autoptr(GString) joined = g_string_new (NULL);

    for (guint i = 0; words[i] != NULL; i++)
      if (*words[i] != '\0')
        g_string_append_printf (joined, "%s ", words[i]);
    g_test_message ("%s", joined->str);
    {
      g_autofree char *speed = breakeven_format_number (1 / index_of (lambda_4090, lambda_3090, 10),
                                                        2);
      g_autofree char *expected = g_strdup_printf ("speed: %s (auto, from Lambda PyTorch "
                                                   "training benchmarks, 2024-07-24)", speed);

      g_assert_cmpstr (speed, ==, "0.62");
      g_assert_nonnull (strstr (joined->str, expected));
    }
  }
  g_unlink (pdf);
  g_rmdir (dir);
  g_free (pdftotext);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/gpu-table/validates", test_validates);
  g_test_add_func ("/gpu-table/required-models", test_required_models);
  g_test_add_func ("/gpu-table/aliases-resolve", test_aliases_resolve);
  g_test_add_func ("/gpu-table/rows-name-their-source", test_rows_name_their_source);
  g_test_add_func ("/gpu-table/bundled-indexes-by-hand", test_bundled_indexes_by_hand);
  g_test_add_func ("/gpu-table/geometric-mean-fixture", test_geometric_mean_fixture);
  g_test_add_func ("/gpu-table/refuses-index-without-benchmark",
                   test_refuses_index_without_benchmark);
  g_test_add_func ("/gpu-table/auto/ratio", test_auto_ratio);
  g_test_add_func ("/gpu-table/auto/unknown", test_auto_unknown);
  g_test_add_func ("/gpu-table/auto/multi-gpu", test_auto_multi_gpu);
  g_test_add_func ("/gpu-table/auto/chained", test_auto_chained);
  g_test_add_func ("/gpu-table/auto/chain-fixture", test_auto_chain_fixture);
  g_test_add_func ("/gpu-table/catalogue-offers", test_catalogue_offers);
  g_test_add_func ("/gpu-table/report-names-speed-source", test_report_names_speed_source);

  return g_test_run ();
}
