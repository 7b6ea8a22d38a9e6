/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-gpu-table.c: the bundled GPU table and relative-speed="auto" */

#include "config.h"

#include <libxml/parser.h>
#include <libxml/relaxng.h>
#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "breakeven-cost.h"
#include "breakeven-export.h"
#include "breakeven-gpu-table.h"

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
  BreakevenGpuTable *table = breakeven_gpu_table_get_default ();
  guint indexed = 0;

  for (guint i = 0; i < breakeven_gpu_table_get_n_models (table); i++)
    {
      const BreakevenGpuModel *row = breakeven_gpu_table_get_model (table, i);

      if (row->index > 0)
        {
          g_assert_nonnull (row->benchmark);
          g_assert_true (g_str_has_prefix (row->benchmark, "Lambda PyTorch training benchmarks"));
          g_assert_nonnull (row->benchmark_date);
          g_assert_cmpuint (strlen (row->benchmark_date), ==, 10);
          indexed++;
        }
      else
        {
          g_assert_null (row->benchmark);
        }
      if (row->index > 0 || row->vram_gb > 0 || row->power_watts > 0)
        {
          g_assert_nonnull (row->source);
          g_assert_cmpstr (row->source, !=, "");
        }
    }
  /* One benchmark for every index: ratios of two figures from different runs mean nothing */
  g_assert_cmpuint (indexed, >=, 10);
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

static void
test_auto_ratio (void)
{
  /* A build of 2 RTX 3090 against an offer of 4 A100 SXM 80GB (catalogue spelling
   * "A100 SXM", 80 GB): 4 * 443 / (2 * 172) = 1772 / 344 */
  g_autoptr(BreakevenProject) project = project_with_build ("RTX 3090", 2);
  g_autoptr(BreakevenOffer) offer = auto_offer ("A100 SXM", 4, 80);
  BreakevenOfferInputs in;

  g_assert_true (breakeven_offer_inputs_from_offer (project, offer, &in, NULL));
  g_assert_true (in.speed_auto);
  g_assert_false (in.speed_unknown);
  g_assert_cmpfloat_with_epsilon (in.relative_speed, 1772.0 / 344.0, 1e-12);
  g_assert_cmpfloat_with_epsilon (in.relative_speed, 5.1512, 1e-4);
  g_assert_nonnull (in.speed_benchmark);
  g_assert_cmpstr (in.speed_benchmark_date, ==, "2024-07-24");

  /* One RTX 3090 in the cloud against a build of one RTX 4090: 172 / 297 */
  {
    g_autoptr(BreakevenProject) p4090 = project_with_build ("RTX4090", 1);
    g_autoptr(BreakevenOffer) o3090 = auto_offer ("RTX 3090", 1, 24);

    g_assert_true (breakeven_offer_inputs_from_offer (p4090, o3090, &in, NULL));
    g_assert_cmpfloat_with_epsilon (in.relative_speed, 172.0 / 297.0, 1e-12);
    g_assert_cmpfloat_with_epsilon (in.relative_speed, 0.58, 0.005);
  }
}

static void
test_auto_unknown (void)
{
  BreakevenOfferInputs in;

  /* An offer GPU the table does not know */
  {
    g_autoptr(BreakevenProject) project = project_with_build ("RTX 3090", 1);
    g_autoptr(BreakevenOffer) offer = auto_offer ("Some GPU 9000", 1, 24);

    g_assert_true (breakeven_offer_inputs_from_offer (project, offer, &in, NULL));
    g_assert_cmpfloat (in.relative_speed, ==, 1.0);
    g_assert_true (in.speed_unknown);
    g_assert_null (in.speed_benchmark);
  }
  /* A build GPU the benchmark does not list (the RTX 4090D), and a build with no GPU */
  {
    g_autoptr(BreakevenProject) project = project_with_build ("RTX 4090D", 1);
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

    breakeven_offer_set_relative_speed_auto (offer, FALSE);
    breakeven_offer_set_relative_speed (offer, 0.968);
    g_assert_true (breakeven_offer_inputs_from_offer (project, offer, &in, NULL));
    g_assert_cmpfloat (in.relative_speed, ==, 0.968);
    g_assert_false (in.speed_unknown);
    g_assert_false (in.speed_auto);
  }
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
    g_assert_nonnull (strstr (joined->str, "speed: 0.58 (auto, from Lambda PyTorch training "
                                           "benchmarks 2023, BERT-base SQuAD FP16, 2024-07-24)"));
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
  g_test_add_func ("/gpu-table/refuses-index-without-benchmark",
                   test_refuses_index_without_benchmark);
  g_test_add_func ("/gpu-table/auto/ratio", test_auto_ratio);
  g_test_add_func ("/gpu-table/auto/unknown", test_auto_unknown);
  g_test_add_func ("/gpu-table/report-names-speed-source", test_report_names_speed_source);

  return g_test_run ();
}
