/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-import.c: the public GPU price catalogues (gpuhunt, SkyPilot, FSDL) into offers */

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>
#include <time.h>

#include "breakeven-gpu-table.h"
#include "breakeven-import.h"
#include "breakeven-limits.h"
#include "breakeven-project.h"
#include "breakeven-xml.h"

#include "test-helpers.h"

#include <sys/wait.h>
#if HAVE_LIBARCHIVE
#include <archive.h>
#include <archive_entry.h>
#endif

#define GPUHUNT_HEADER "instance_name,location,price,cpu,memory,gpu_count,gpu_name,gpu_memory," \
                       "spot,disk_size,gpu_vendor,flags,cpu_arch,provider_data\r\n"
#define GPUHUNT_OLD_HEADER "instance_name,location,price,cpu,memory,gpu_count,gpu_name," \
                           "gpu_memory,spot,disk_size,gpu_vendor\n"
#define SKYPILOT_HEADER "InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,GpuInfo," \
                        "Region,SpotPrice,Price,AvailabilityZone\n"
#define FSDL_HEADER "Cloud,GPU Type,GPU Arch,GPUs,GPU RAM,vCPUs,RAM,On-demand,Per-GPU,Spot,Name\n"

/* A fresh folder for the test's files */
static char *
make_dir (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("breakeven-import-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

static BreakevenOffer *
find_offer (BreakevenImportResult *result,
            const char            *provider,
            const char            *name,
            BreakevenBilling       billing)
{
  for (guint i = 0; i < result->offers->len; i++)
    {
      BreakevenOffer *offer = g_ptr_array_index (result->offers, i);

      if (strcmp (breakeven_offer_get_provider (offer), provider) == 0
          && strcmp (breakeven_offer_get_name (offer), name) == 0
          && breakeven_offer_get_billing (offer) == billing)
        return offer;
    }
  return NULL;
}

typedef struct
{
  GPtrArray *records;
} Records;

static void
collect (char   **fields,
         guint    n_fields,
         guint    line,
         gpointer user_data)
{
  GPtrArray *records = user_data;
  GString *s = g_string_new (NULL);

  g_string_append_printf (s, "%u:", line);
  for (guint i = 0; i < n_fields; i++)
    g_string_append_printf (s, "[%s]", fields[i]);
  g_assert_null (fields[n_fields]);
  g_ptr_array_add (records, g_string_free (s, FALSE));
}

static void
test_csv_reader (void)
{
  const char *data = "a,\"b, with comma\",\"say \"\"hi\"\"\"\r\n"
                     "\"two\nlines\",,last\n"
                     "\n"
                     "\"\"\r\n"
                     "x,\"y\"\r\n"
                     "end";
  g_autoptr(GPtrArray) records = g_ptr_array_new_with_free_func (g_free);
  guint line = 0;

  g_assert_true (breakeven_csv_parse (data, strlen (data), collect, records, &line));
  g_assert_cmpuint (records->len, ==, 5);
  g_assert_cmpstr (records->pdata[0], ==, "1:[a][b, with comma][say \"hi\"]");
  g_assert_cmpstr (records->pdata[1], ==, "2:[two\nlines][][last]");
  g_assert_cmpstr (records->pdata[2], ==, "5:[]");
  g_assert_cmpstr (records->pdata[3], ==, "6:[x][y]");
  g_assert_cmpstr (records->pdata[4], ==, "7:[end]");

  /* A quote never closed: the line it opened on */
  g_ptr_array_set_size (records, 0);
  data = "a,b\nc,\"open\n\nnever closed\n";
  g_assert_false (breakeven_csv_parse (data, strlen (data), collect, records, &line));
  g_assert_cmpuint (line, ==, 2);
}

static void
test_version_date (void)
{
  g_autofree char *a = breakeven_import_version_date ("20260818-42");
  g_autofree char *b = breakeven_import_version_date ("2026081");
  g_autofree char *c = breakeven_import_version_date ("202608181");

  g_assert_cmpstr (a, ==, "2026-08-18");
  g_assert_null (b);
  g_assert_null (c);
  g_assert_true (breakeven_import_source_has_key ("dstack gpuhunt: runpod 2026; EU",
                                                  "dstack gpuhunt: runpod"));
  g_assert_true (breakeven_import_source_has_key ("dstack gpuhunt: runpod",
                                                  "dstack gpuhunt: runpod"));
  g_assert_false (breakeven_import_source_has_key ("dstack gpuhunt: runpodx",
                                                   "dstack gpuhunt: runpod"));
  g_assert_false (breakeven_import_source_has_key (NULL, "dstack gpuhunt: runpod"));
}

static void
test_gpuhunt (void)
{
  const char *csv =
    GPUHUNT_HEADER
    /* provider_data: JSON with commas, quotes and a newline, inside a quoted field */
    "1x RTX 4090,EU-RO-1,0.69,16,62,1,RTX4090,24.0,False,100,nvidia,,x86,"
    "\"{\"\"id\"\": \"\"NVIDIA GeForce RTX 4090\"\",\r\n \"\"bid\"\": 0.3, \"\"x\"\": [1, 2]}\"\r\n"
    "1x RTX 4090,US-TX-3,0.59,16,62,1,RTX4090,24.0,False,100,nvidia,,x86,\"{}\"\r\n"
    "1x RTX 4090,CA-MTL-1,0.64,16,62,1,RTX4090,24.0,False,100,nvidia,,x86,\r\n"
    "1x RTX 4090,EU-RO-1,0.34,16,62,1,RTX4090,24.0,True,100,nvidia,,x86,\r\n"
    "8x A100,US-KS-2,11.92,128,1000,8,A100-80GB,80.0,False,200,nvidia,,x86,\r\n"
    "2x H100 NVL,US-KS-2,5.18,64,500,2,H100NVL,94,False,200,nvidia,,x86,\r\n"
    "1x Frobnicator,US-KS-2,1.5,8,32,1,Frob9000,48,False,50,acme,,x86,\r\n"
    /* CPU-only rows */
    "cpu3c-2-4,EU-RO-1,0.06,2,4,0,,,False,10,,,x86,\r\n"
    "cpu5c-4-8,US-TX-3,0.12,4,8,0,,,False,10,,,x86,\r\n"
    /* broken rows: a price that is no number, a row cut short */
    "1x A40,EU-RO-1,cheap,8,48,1,A40,48,False,50,nvidia,,x86,\r\n"
    "1x L4,EU-RO-1\r\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(BreakevenImportResult) result = NULL;
  BreakevenOffer *offer;

  result = breakeven_import_csv_data (csv, strlen (csv), "/tmp/cat/runpod.csv", "20260818-42",
                                      "2026-09-01", &error);
  g_assert_no_error (error);
  g_assert_nonnull (result);
  g_assert_cmpuint (result->format, ==, BREAKEVEN_IMPORT_GPUHUNT);
  g_assert_cmpuint (result->n_rows, ==, 11);
  g_assert_cmpuint (result->n_skipped, ==, 4);
  /* Three on-demand 4090 rows collapse to one, plus the spot one: the summary says so */
  g_assert_cmpuint (result->offers->len, ==, 5);
  g_assert_cmpuint (result->keys->len, ==, 1);
  g_assert_cmpstr (result->keys->pdata[0], ==, "dstack gpuhunt: runpod");
  g_assert_cmpstr (result->summary, ==,
                   "5 offers from runpod 20260818-42; "
                   "2 rows list an instance again: the cheapest of each is kept; 4 rows skipped: 2 no GPU, "
                   "1 unreadable price (line 12), 1 too few fields (line 13); "
                   "1 spot offer: interruption overhead unknown; "
                   "1 offer has a GPU the GPU table does not know");

  /* Cheapest first */
  offer = g_ptr_array_index (result->offers, 0);
  g_assert_cmpfloat (breakeven_offer_get_price_per_hour (offer), ==, 0.34);

  offer = find_offer (result, "RunPod", "1x RTX 4090", BREAKEVEN_BILLING_ON_DEMAND);
  g_assert_nonnull (offer);
  g_assert_cmpfloat (breakeven_offer_get_price_per_hour (offer), ==, 0.59);
  g_assert_cmpstr (breakeven_offer_get_gpu (offer), ==, "RTX 4090");
  g_assert_cmpuint (breakeven_offer_get_gpu_count (offer), ==, 1);
  g_assert_cmpfloat (breakeven_offer_get_vram_gb (offer), ==, 24);
  g_assert_cmpstr (breakeven_offer_get_currency (offer), ==, "USD");
  g_assert_cmpstr (breakeven_offer_get_as_of (offer), ==, "2026-08-18");
  g_assert_cmpstr (breakeven_offer_get_source (offer), ==,
                   "dstack gpuhunt: runpod 20260818-42; cheapest of 3 locations: US-TX-3");
  g_assert_true (breakeven_offer_get_relative_speed_auto (offer));

  offer = find_offer (result, "RunPod", "1x RTX 4090", BREAKEVEN_BILLING_SPOT);
  g_assert_nonnull (offer);
  g_assert_cmpfloat (breakeven_offer_get_price_per_hour (offer), ==, 0.34);
  g_assert_cmpstr (breakeven_offer_get_source (offer), ==,
                   "dstack gpuhunt: runpod 20260818-42; EU-RO-1");

  /* Aliases: the table's model names */
  offer = find_offer (result, "RunPod", "8x A100", BREAKEVEN_BILLING_ON_DEMAND);
  g_assert_cmpstr (breakeven_offer_get_gpu (offer), ==, "A100 SXM 80GB");
  g_assert_cmpuint (breakeven_offer_get_gpu_count (offer), ==, 8);
  g_assert_cmpfloat (breakeven_offer_get_vram_gb (offer), ==, 80);
  g_assert_cmpfloat (breakeven_offer_get_price_per_hour (offer), ==, 11.92);
  offer = find_offer (result, "RunPod", "2x H100 NVL", BREAKEVEN_BILLING_ON_DEMAND);
  g_assert_cmpstr (breakeven_offer_get_gpu (offer), ==, "H100 NVL");

  /* An unknown GPU is kept as written, with no automatic speed */
  offer = find_offer (result, "RunPod", "1x Frobnicator", BREAKEVEN_BILLING_ON_DEMAND);
  g_assert_cmpstr (breakeven_offer_get_gpu (offer), ==, "Frob9000");
  g_assert_false (breakeven_offer_get_relative_speed_auto (offer));
  g_assert_cmpfloat (breakeven_offer_get_vram_gb (offer), ==, 48);
}

static void
test_gpuhunt_old_file (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *path = write_test_file (dir, "lambdalabs.csv",
                                           GPUHUNT_OLD_HEADER
                                           "gpu_1x_a10,us-east-1,0.75,30,200,1,A10,24,False,1400,"
                                           "nvidia\n"
                                           "gpu_1x_a10,us-west-1,0.80,30,200,1,A10,24,False,1400,"
                                           "nvidia\n", -1);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(BreakevenImportResult) result = NULL;
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *today = g_date_time_format (now, "%Y-%m-%d");
  BreakevenOffer *offer;

  result = breakeven_import_file (file, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (result->offers->len, ==, 1);
  /* the fixture lists the instance in two locations */
  g_assert_cmpstr (result->summary, ==,
                   "1 offer from lambdalabs; 1 row lists an instance again: the cheapest of each "
                   "is kept");
  offer = g_ptr_array_index (result->offers, 0);
  g_assert_cmpstr (breakeven_offer_get_provider (offer), ==, "Lambda");
  g_assert_cmpfloat (breakeven_offer_get_price_per_hour (offer), ==, 0.75);
  /* No version: the file's date */
  g_assert_cmpstr (breakeven_offer_get_as_of (offer), ==, today);
  g_assert_cmpstr (breakeven_offer_get_source (offer), ==,
                   "dstack gpuhunt: lambdalabs; cheapest of 2 locations: us-east-1");
  g_unlink (path);
  g_rmdir (dir);
}

static void
test_skypilot (void)
{
  const char *csv =
    SKYPILOT_HEADER
    "1x_A100-80GB_SECURE,A100-80GB,1.0,8,80,"
    "\"{'Gpus': [{'Name': 'A100-80GB', 'Manufacturer': 'NVIDIA', 'Count': 1.0, "
    "'MemoryInfo': {'SizeInMiB': 81920}}], 'TotalGpuMemoryInMiB': 81920}\","
    "CA,1.19,1.64,CA-MTL-1\n"
    "1x_A100-80GB_SECURE,A100-80GB,1.0,8,80,,US,1.10,1.74,US-KS-2\n"
    "1x_RTX4090_SECURE,RTX4090,1.0,8,32,,US,,0.69,US-KS-2\n"
    "1x_CPU,,,8,32,,US,,0.10,US-KS-2\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(BreakevenImportResult) result = NULL;
  BreakevenOffer *offer;

  result = breakeven_import_csv_data (csv, strlen (csv), "catalogs/v7/runpod/vms.csv", NULL,
                                      "2026-09-01", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (result->format, ==, BREAKEVEN_IMPORT_SKYPILOT);
  g_assert_cmpuint (result->offers->len, ==, 3);
  g_assert_cmpstr (result->summary, ==,
                   "3 offers from SkyPilot runpod; "
                   "1 row lists an instance again: the cheapest of each is kept; "
                   "1 row skipped: no GPU; 1 spot offer: interruption overhead unknown");
  g_assert_cmpstr (result->keys->pdata[0], ==, "SkyPilot catalog: runpod");

  offer = find_offer (result, "RunPod", "1x_A100-80GB_SECURE", BREAKEVEN_BILLING_ON_DEMAND);
  g_assert_nonnull (offer);
  g_assert_cmpfloat (breakeven_offer_get_price_per_hour (offer), ==, 1.64);
  g_assert_cmpstr (breakeven_offer_get_gpu (offer), ==, "A100 SXM 80GB");
  g_assert_cmpfloat (breakeven_offer_get_vram_gb (offer), ==, 80);
  g_assert_cmpstr (breakeven_offer_get_as_of (offer), ==, "2026-09-01");
  g_assert_cmpstr (breakeven_offer_get_source (offer), ==,
                   "SkyPilot catalog: runpod; cheapest of 2 locations: CA");
  offer = find_offer (result, "RunPod", "1x_A100-80GB_SECURE", BREAKEVEN_BILLING_SPOT);
  g_assert_nonnull (offer);
  g_assert_cmpfloat (breakeven_offer_get_price_per_hour (offer), ==, 1.10);
  g_assert_cmpstr (breakeven_offer_get_source (offer), ==,
                   "SkyPilot catalog: runpod; cheapest of 2 locations: US");
  /* No spot price, no spot offer */
  g_assert_nonnull (find_offer (result, "RunPod", "1x_RTX4090_SECURE",
                                BREAKEVEN_BILLING_ON_DEMAND));
  g_assert_null (find_offer (result, "RunPod", "1x_RTX4090_SECURE", BREAKEVEN_BILLING_SPOT));
}

static void
test_fsdl (void)
{
  const char *csv =
    FSDL_HEADER
    "AWS,A100,Ampere,8,40,96,1152,32.77,4.10,9.83,p4d.24xlarge\n"
    "Lambda,A6000,Ampere,1,48,14,100,0.80,0.80,,gpu_1x_a6000\n"
    "Lambda,V100,Volta,one,16,6,46,0.50,0.50,,gpu_1x_v100\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(BreakevenImportResult) result = NULL;
  BreakevenOffer *offer;

  result = breakeven_import_csv_data (csv, strlen (csv), "cloud-gpus.csv", NULL, "2023-05-01",
                                      &error);
  g_assert_no_error (error);
  g_assert_cmpuint (result->format, ==, BREAKEVEN_IMPORT_FSDL);
  g_assert_cmpuint (result->offers->len, ==, 3);
  g_assert_cmpuint (result->keys->len, ==, 2);
  g_assert_cmpstr (result->summary, ==,
                   "3 offers from FSDL cloud-gpus; 1 row skipped: unreadable GPU count (line 4); "
                   "1 spot offer: interruption overhead unknown");
  offer = find_offer (result, "AWS", "p4d.24xlarge", BREAKEVEN_BILLING_ON_DEMAND);
  g_assert_nonnull (offer);
  g_assert_cmpfloat (breakeven_offer_get_price_per_hour (offer), ==, 32.77);
  g_assert_cmpuint (breakeven_offer_get_gpu_count (offer), ==, 8);
  g_assert_cmpfloat (breakeven_offer_get_vram_gb (offer), ==, 40);
  g_assert_cmpstr (breakeven_offer_get_source (offer), ==, "FSDL cloud GPUs: AWS");
  offer = find_offer (result, "AWS", "p4d.24xlarge", BREAKEVEN_BILLING_SPOT);
  g_assert_cmpfloat (breakeven_offer_get_price_per_hour (offer), ==, 9.83);
  offer = find_offer (result, "Lambda", "gpu_1x_a6000", BREAKEVEN_BILLING_ON_DEMAND);
  g_assert_cmpstr (breakeven_offer_get_gpu (offer), ==, "RTX A6000");
}

static void
test_refused (void)
{
  const char *not_csv = "<offer-catalogue/>\n";
  const char *unclosed = GPUHUNT_HEADER "a,b,1,2,3,1,A10,24,False,1,nvidia,,x86,\"{\n\n";
  const char binary[] = "instance_name,price\n\0\1\2";
  g_autofree char *dir = make_dir ();
  g_autofree char *big = g_malloc (BREAKEVEN_MAX_FILE_BYTES + 2);
  g_autofree char *path = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  BreakevenImportResult *result;

  result = breakeven_import_csv_data (not_csv, strlen (not_csv), "x.csv", NULL, NULL, &error);
  g_assert_null (result);
  g_assert_error (error, BREAKEVEN_IMPORT_ERROR, BREAKEVEN_IMPORT_ERROR_NOT_A_CATALOGUE);
  g_assert_true (g_str_has_prefix (error->message, "x.csv:1: "));
  g_clear_error (&error);

  result = breakeven_import_csv_data (unclosed, strlen (unclosed), "runpod.csv", NULL, NULL,
                                      &error);
  g_assert_null (result);
  g_assert_error (error, BREAKEVEN_IMPORT_ERROR, BREAKEVEN_IMPORT_ERROR_MALFORMED);
  g_assert_true (g_str_has_prefix (error->message, "runpod.csv:2: "));
  g_clear_error (&error);

  result = breakeven_import_csv_data (binary, sizeof binary - 1, "b.csv", NULL, NULL, &error);
  g_assert_null (result);
  g_assert_error (error, BREAKEVEN_IMPORT_ERROR, BREAKEVEN_IMPORT_ERROR_ENCODING);
  g_assert_true (g_str_has_prefix (error->message, "b.csv:2: "));
  g_clear_error (&error);

  memset (big, ' ', BREAKEVEN_MAX_FILE_BYTES + 1);
  memcpy (big, GPUHUNT_HEADER, strlen (GPUHUNT_HEADER));
  path = write_test_file (dir, "runpod.csv", big, BREAKEVEN_MAX_FILE_BYTES + 1);
  file = g_file_new_for_path (path);
  result = breakeven_import_file (file, NULL, &error);
  g_assert_null (result);
  g_assert_error (error, BREAKEVEN_IMPORT_ERROR, BREAKEVEN_IMPORT_ERROR_TOO_LARGE);
  g_assert_true (g_str_has_prefix (error->message, path));
  g_clear_error (&error);
  g_unlink (path);
  g_rmdir (dir);
}

/* 100,000 rows, 40,000 distinct instances in 2.5 locations each: capped, the cheapest kept (the
 * time it took is in the test's log, not asserted: a loaded machine may take any time) */
static void
test_large (void)
{
  GString *csv = g_string_new (GPUHUNT_HEADER);
  g_autoptr(GError) error = NULL;
  g_autoptr(BreakevenImportResult) result = NULL;
  gint64 start;
  clock_t cpu_start;
  double seconds, cpu_seconds;

  for (guint i = 0; i < 100000; i++)
    g_string_append_printf (csv, "g%u,r%u,%u.%02u,16,64,1,RTX4090,24,False,100,nvidia,,x86,"
                            "\"{\"\"n\"\":%u,\"\"a\"\":1}\"\n",
                            i % 40000, i % 7, 1 + (i % 40000) / 100, i % 100, i);
  g_assert_cmpuint (csv->len, <, BREAKEVEN_MAX_FILE_BYTES);

  start = g_get_monotonic_time ();
  cpu_start = clock ();
  result = breakeven_import_csv_data (csv->str, csv->len, "big.csv", NULL, NULL, &error);
  cpu_seconds = (double) (clock () - cpu_start) / CLOCKS_PER_SEC;
  seconds = (g_get_monotonic_time () - start) / 1e6;
  g_test_message ("100,000 rows (%.1f MB) imported in %.3f s of CPU (%.3f s elapsed)",
                  csv->len / 1e6, cpu_seconds, seconds);
  g_assert_no_error (error);
  g_assert_cmpuint (result->n_rows, ==, 100000);
  g_assert_cmpuint (result->offers->len, ==, BREAKEVEN_MAX_ITEMS);
  g_assert_cmpuint (result->n_dropped, ==, 40000 - BREAKEVEN_MAX_ITEMS);
  g_assert_nonnull (strstr (result->summary, "39000 more left out: a catalogue holds at most "
                                             "1000, the cheapest are kept"));
  /* The cheapest kept, in order */
  for (guint i = 1; i < result->offers->len; i++)
    g_assert_cmpfloat (breakeven_offer_get_price_per_hour (result->offers->pdata[i - 1]), <=,
                       breakeven_offer_get_price_per_hour (result->offers->pdata[i]));
  g_assert_cmpfloat (breakeven_offer_get_price_per_hour (result->offers->pdata[0]), ==, 1.0);
  g_string_free (csv, TRUE);
}

/* The command line: breakeven --import-offers ----------------------------------------------- */

/* Runs breakeven with XDG_DATA_HOME in DATA_HOME and the NULL-terminated arguments */
static void
run_breakeven (Run        *run,
               const char *data_home,
               const char *first,
               ...)
{
  va_list args;

  va_start (args, first);
  run_breakeven_va (run, data_home, first, args);
  va_end (args);
}

static GListStore *
load_catalogue (const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  GListStore *store = breakeven_catalogue_load_from_file (file, &error);

  g_assert_no_error (error);
  return store;
}

static BreakevenOffer *
find_in_store (GListStore *store,
               const char *provider,
               const char *name,
               BreakevenBilling billing)
{
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (store)); i++)
    {
      g_autoptr(BreakevenOffer) offer = g_list_model_get_item (G_LIST_MODEL (store), i);

      if (strcmp (breakeven_offer_get_provider (offer), provider) == 0
          && strcmp (breakeven_offer_get_name (offer), name) == 0
          && breakeven_offer_get_billing (offer) == billing)
        return offer;
    }
  return NULL;
}

static void
test_cli_import (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *home = g_build_filename (dir, "home", NULL);
  g_autofree char *runpod = write_test_file (dir, "runpod.csv",
                                             GPUHUNT_HEADER
                                             "1x RTX 4090,EU-RO-1,0.34,16,62,1,RTX4090,24,"
                                             "False,100,"
                                             "nvidia,,x86,\"{\"\"a\"\": 1,\n\"\"b\"\": 2}\"\r\n"
                                             "1x RTX 4090,US-TX-3,0.44,16,62,1,RTX4090,24,"
                                             "False,100,"
                                             "nvidia,,x86,\r\n"
                                             "1x A40,US-TX-3,0.40,16,62,1,A40,48,False,100,"
                                             "nvidia,,x86,\r\n"
                                             "cpu,US-TX-3,0.05,2,4,0,,,False,10,,,x86,\r\n", -1);
  g_autofree char *lambda = write_test_file (dir, "lambdalabs.csv",
                                             GPUHUNT_OLD_HEADER
                                             "gpu_1x_a10,us-east-1,0.75,30,200,1,A10,24,False,1400,"
                                             "nvidia\n", -1);
  g_autofree char *out = g_build_filename (dir, "out.xml", NULL);
  g_autofree char *user_file = g_build_filename (home, "breakeven", "offers.xml", NULL);
  g_autofree char *bad = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autoptr(GListStore) store = NULL;
  g_autoptr(GError) error = NULL;
  BreakevenOffer *offer;

  /* Into OUT.xml */
  {
    g_auto(Run) run = { 0 };

    run_breakeven (&run, home, "--import-offers", runpod, lambda, "--catalogue", out, NULL);
    g_assert_cmpstr (run.err, ==, "");
    g_assert_cmpint (run.status, ==, 0);
    g_assert_cmpstr (run.out, ==, "2 offers from runpod; 1 row lists an instance again: "
                                  "the cheapest of each is kept; 1 row skipped: no GPU\n"
                                  "1 offer from lambdalabs\n");
  }
  store = load_catalogue (out);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (store)), ==, 3);
  offer = find_in_store (store, "RunPod", "1x RTX 4090", BREAKEVEN_BILLING_ON_DEMAND);
  g_assert_nonnull (offer);
  g_assert_cmpfloat (breakeven_offer_get_price_per_hour (offer), ==, 0.34);
  g_assert_cmpstr (breakeven_offer_get_source (offer), ==,
                   "dstack gpuhunt: runpod; cheapest of 2 locations: EU-RO-1");
  g_assert_nonnull (find_in_store (store, "Lambda", "gpu_1x_a10", BREAKEVEN_BILLING_ON_DEMAND));

  /* A hand-made RunPod offer, then a newer snapshot of RunPod: only its imported offers go */
  {
    BreakevenOffer *own = breakeven_offer_new ("RunPod", "My pod", 0.5, "USD");
    g_autoptr(GFile) out_file = g_file_new_for_path (out);

    breakeven_offer_set_source (own, "runpod.io/pricing, read by hand");
    g_list_store_append (store, own);
    g_object_unref (own);
    g_assert_true (breakeven_catalogue_save_to_file (G_LIST_MODEL (store),
                                                     out_file, NULL, &error));
    g_assert_no_error (error);
    g_clear_object (&store);
  }
  g_free (runpod);
  runpod = write_test_file (dir, "runpod.csv",
                            GPUHUNT_HEADER
                            "1x RTX 4090,EU-RO-1,0.29,16,62,1,RTX4090,24,False,100,nvidia,,x86,\r\n"
                            "1x L40S,EU-RO-1,0.79,16,62,1,L40S,48,False,100,nvidia,,x86,\r\n", -1);
  {
    g_auto(Run) run = { 0 };

    run_breakeven (&run, home, "--import-offers", runpod, "--catalogue", out, NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_cmpstr (run.out, ==, "2 offers from runpod\n"
                                  "RTX 4090 on RunPod: $0.34 → $0.29\n"
                                  "2 offers of an earlier import replaced; 1 new\n");
  }
  store = load_catalogue (out);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (store)), ==, 4);
  offer = find_in_store (store, "RunPod", "1x RTX 4090", BREAKEVEN_BILLING_ON_DEMAND);
  g_assert_cmpfloat (breakeven_offer_get_price_per_hour (offer), ==, 0.29);
  g_assert_null (find_in_store (store, "RunPod", "1x A40", BREAKEVEN_BILLING_ON_DEMAND));
  g_assert_nonnull (find_in_store (store, "RunPod", "1x L40S", BREAKEVEN_BILLING_ON_DEMAND));
  g_assert_nonnull (find_in_store (store, "RunPod", "My pod", BREAKEVEN_BILLING_ON_DEMAND));
  g_assert_nonnull (find_in_store (store, "Lambda", "gpu_1x_a10", BREAKEVEN_BILLING_ON_DEMAND));
  g_clear_object (&store);

  /* A refused file among good ones writes nothing */
  bad = write_test_file (dir, "bad.csv", "name,price\nfoo,1\n", -1);
  g_assert_true (g_file_get_contents (out, &before, NULL, NULL));
  {
    g_auto(Run) run = { 0 };
    g_autofree char *prefix = g_strconcat (bad, ":1: ", NULL);

    run_breakeven (&run, home, "--import-offers", lambda, bad, "--catalogue", out, NULL);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_cmpstr (run.out, ==, "");
    g_assert_true (g_str_has_prefix (run.err, prefix));
  }
  g_assert_true (g_file_get_contents (out, &after, NULL, NULL));
  g_assert_cmpstr (before, ==, after);

  /* Into the user's catalogue */
  {
    g_auto(Run) run = { 0 };

    run_breakeven (&run, home, "--import-offers", lambda, NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_cmpstr (run.out, ==, "1 offer from lambdalabs\n");
  }
  store = load_catalogue (user_file);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (store)), ==, 1);
  g_clear_object (&store);

  /* Wrong arguments */
  {
    g_auto(Run) run = { 0 };

    run_breakeven (&run, home, "--import-offers", NULL);
    g_assert_cmpint (run.status, ==, 2);
  }
  {
    g_auto(Run) run = { 0 };

    run_breakeven (&run, home, "--catalogue", out, lambda, NULL);
    g_assert_cmpint (run.status, ==, 2);
  }
  {
    g_auto(Run) run = { 0 };

    run_breakeven (&run, home, "--import-offers", lambda, "--summary", NULL);
    g_assert_cmpint (run.status, ==, 2);
  }
  {
    g_auto(Run) run = { 0 };

    run_breakeven (&run, home, "--help", NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_nonnull (strstr (run.out, "--import-offers"));
    g_assert_nonnull (strstr (run.out, "--catalogue=OUT.xml"));
  }

  g_unlink (user_file);
  {
    g_autofree char *folder = g_path_get_dirname (user_file);

    g_rmdir (folder);
  }
  g_rmdir (home);
  g_unlink (runpod);
  g_unlink (lambda);
  g_unlink (bad);
  g_unlink (out);
  g_rmdir (dir);
}

#if HAVE_LIBARCHIVE
static void
add_to_zip (struct archive *zip,
            const char     *path,
            const char     *contents)
{
  struct archive_entry *entry = archive_entry_new ();

  archive_entry_set_pathname (entry, path);
  archive_entry_set_size (entry, strlen (contents));
  archive_entry_set_filetype (entry, AE_IFREG);
  archive_entry_set_perm (entry, 0644);
  g_assert_cmpint (archive_write_header (zip, entry), ==, ARCHIVE_OK);
  g_assert_cmpint (archive_write_data (zip, contents, strlen (contents)), ==,
                   (la_ssize_t) strlen (contents));
  archive_entry_free (entry);
}

/* A gpuhunt catalog.zip: CSVs and a version file, the version last */
static void
test_archive (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *home = g_build_filename (dir, "home", NULL);
  g_autofree char *path = g_build_filename (dir, "catalog.zip", NULL);
  g_autofree char *out = g_build_filename (dir, "out.xml", NULL);
  g_autofree char *bad = write_test_file (dir, "bad.zip", "PK not really", -1);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) bad_file = g_file_new_for_path (bad);
  g_autoptr(GPtrArray) results = NULL;
  g_autoptr(GListStore) store = NULL;
  g_autoptr(GError) error = NULL;
  struct archive *zip = archive_write_new ();
  BreakevenImportResult *result;
  BreakevenOffer *offer;

  g_assert_cmpint (archive_write_set_format_zip (zip), ==, ARCHIVE_OK);
  g_assert_cmpint (archive_write_open_filename (zip, path), ==, ARCHIVE_OK);
  add_to_zip (zip, "catalog/runpod.csv",
              GPUHUNT_HEADER
              "1x RTX 4090,EU-RO-1,0.34,16,62,1,RTX4090,24,False,100,nvidia,,x86,"
              "\"{\"\"a\"\": [1,\n2]}\"\r\n");
  add_to_zip (zip, "catalog/lambdalabs.csv",
              GPUHUNT_OLD_HEADER
              "gpu_1x_a10,us-east-1,0.75,30,200,1,A10,24,False,1400,nvidia\n"
              "cpu,us-east-1,0.05,2,4,0,,,False,10,\n");
  add_to_zip (zip, "catalog/version", "20260818-42\n");
  g_assert_cmpint (archive_write_close (zip), ==, ARCHIVE_OK);
  archive_write_free (zip);

  results = breakeven_import_archive (file, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (results->len, ==, 2);
  result = g_ptr_array_index (results, 0);
  g_assert_cmpstr (result->summary, ==, "1 offer from runpod 20260818-42");
  offer = g_ptr_array_index (result->offers, 0);
  g_assert_cmpstr (breakeven_offer_get_provider (offer), ==, "RunPod");
  g_assert_cmpstr (breakeven_offer_get_as_of (offer), ==, "2026-08-18");
  g_assert_cmpstr (breakeven_offer_get_source (offer), ==,
                   "dstack gpuhunt: runpod 20260818-42; EU-RO-1");
  result = g_ptr_array_index (results, 1);
  g_assert_cmpstr (result->summary, ==,
                   "1 offer from lambdalabs 20260818-42; 1 row skipped: no GPU");

  g_assert_null (breakeven_import_archive (bad_file, NULL, NULL, NULL, &error));
  g_assert_true (g_str_has_prefix (error->message, bad));
  g_clear_error (&error);

  /* The command line takes the zip like a CSV */
  {
    g_auto(Run) run = { 0 };

    run_breakeven (&run, home, "--import-offers", path, "--catalogue", out, NULL);
    g_assert_cmpstr (run.err, ==, "");
    g_assert_cmpint (run.status, ==, 0);
    g_assert_cmpstr (run.out, ==, "1 offer from runpod 20260818-42\n"
                                  "1 offer from lambdalabs 20260818-42; 1 row skipped: no GPU\n");
  }
  store = load_catalogue (out);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (store)), ==, 2);
  {
    g_auto(Run) run = { 0 };

    run_breakeven (&run, home, "--import-offers", bad, "--catalogue", out, NULL);
    g_assert_cmpint (run.status, ==, 1);
  }

  g_unlink (path);
  g_unlink (bad);
  g_unlink (out);
  g_rmdir (dir);
}
#endif

/* The key an import wrote into a source, read back (the picker's source filter) */
static void
test_source_key (void)
{
  const struct { const char *source, *key; } cases[] = {
    { "dstack gpuhunt: runpod 20260818-42; cheapest of 3 locations: EU-RO-1",
      "dstack gpuhunt: runpod" },
    { "dstack gpuhunt: runpod", "dstack gpuhunt: runpod" },
    { "SkyPilot catalog: lambda; us-east-1", "SkyPilot catalog: lambda" },
    { "FSDL cloud GPUs: aws", "FSDL cloud GPUs: aws" },
    { "RunPod pricing page (runpod.io/pricing), via the silybench snapshot", NULL },
    { "dstack gpuhunt:", NULL },
    { "dstack gpuhunt: ", NULL },
    { "", NULL },
    { NULL, NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *key = breakeven_import_source_key (cases[i].source);

      g_assert_cmpstr (key, ==, cases[i].key);
      if (key != NULL)
        g_assert_true (breakeven_import_source_has_key (cases[i].source, key));
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/import/csv-reader", test_csv_reader);
  g_test_add_func ("/import/version-date", test_version_date);
  g_test_add_func ("/import/source-key", test_source_key);
  g_test_add_func ("/import/gpuhunt", test_gpuhunt);
  g_test_add_func ("/import/gpuhunt-old-file", test_gpuhunt_old_file);
  g_test_add_func ("/import/skypilot", test_skypilot);
  g_test_add_func ("/import/fsdl", test_fsdl);
  g_test_add_func ("/import/refused", test_refused);
  g_test_add_func ("/import/large", test_large);
  g_test_add_func ("/import/cli", test_cli_import);
#if HAVE_LIBARCHIVE
  g_test_add_func ("/import/archive", test_archive);
#endif

  return g_test_run ();
}
