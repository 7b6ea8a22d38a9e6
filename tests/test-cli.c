/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-cli.c: the command-line contract, run on the real executable
 *
 * Longer than the 800 lines a source file keeps to, and on purpose: the command-line contract
 * is one program's, run through one runner. Split by topic, as the other programs are, not by
 * size.
 */

#include "config.h"

#include <json-glib/json-glib.h>
#include <math.h>
#include <errno.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "breakeven-export.h"
#include "breakeven-format.h"
#include "test-helpers.h"

/* Runs breakeven with the NULL-terminated arguments, in ENVP's locale (NULL: the tests') */
static void
run_breakeven_env (Run         *run,
                   const char  *locale,
                   const char  *first,
                   ...)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_auto(GStrv) envp = g_get_environ ();
  g_autoptr(GError) error = NULL;
  const char *arg;
  va_list args;

  g_ptr_array_add (argv, (gpointer) g_getenv ("BREAKEVEN_BIN"));
  va_start (args, first);
  for (arg = first; arg != NULL; arg = va_arg (args, const char *))
    g_ptr_array_add (argv, (gpointer) arg);
  va_end (args);
  g_ptr_array_add (argv, NULL);

  /* The command line must need no display */
  envp = g_environ_unsetenv (envp, "DISPLAY");
  envp = g_environ_unsetenv (envp, "WAYLAND_DISPLAY");
  if (locale != NULL)
    {
      envp = g_environ_setenv (envp, "LC_ALL", locale, TRUE);
      envp = g_environ_setenv (envp, "LANGUAGE", locale, TRUE);
    }

  g_spawn_sync (NULL, (char **) argv->pdata, envp, G_SPAWN_DEFAULT, NULL, NULL,
                &run->out, &run->err, &run->status, &error);
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (run->status));
  run->status = WEXITSTATUS (run->status);
}

#define run_breakeven(run, ...) run_breakeven_env (run, NULL, __VA_ARGS__)

static char *tmpdir;

/* PATH of NAME in the test's own directory, with CONTENTS when not NULL */
static char *
tmp_file (const char *name,
          const char *contents)
{
  char *path = g_build_filename (tmpdir, name, NULL);

  if (contents != NULL)
    g_assert_true (g_file_set_contents (path, contents, -1, NULL));
  return path;
}

static char *
read_file (const char *path)
{
  g_autoptr(GError) error = NULL;
  char *contents = NULL;

  g_file_get_contents (path, &contents, NULL, &error);
  g_assert_no_error (error);
  return contents;
}

/* A line of TEXT that starts (after spaces) with LABEL and holds VALUE: a table's row (a label
 * with a part in parentheses may wrap there: the part before it is enough) */
static void
assert_row (const char *text,
            const char *label_text,
            const char *value)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  g_autofree char *label = g_strdup (label_text);

  if (strstr (label, " (") != NULL)
    *strstr (label, " (") = '\0';

  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *line = lines[i];

      while (*line == ' ')
        line++;
      if (g_str_has_prefix (line, label) && strstr (line, value) != NULL)
        return;
    }
  g_error ("no row “%s … %s” in:\n%s", label, value, text);
}

/* The seed 002 comparison (docs/cost-model.md, "Reference figures"): a 650 W RTX 3090 box at
 * 1.0 per kWh against AutoDL's RTX 3090 at 3.5/h, 4.87/5.03 as fast, 200 GB of disk at 0.0007
 * per GB-hour (0.511 per GB-month) */
static char *
seed_002_project (void)
{
  char speed[G_ASCII_DTOSTR_BUF_SIZE];
  g_autofree char *xml = NULL;

  g_ascii_formatd (speed, sizeof speed, "%.17f", 4.87 / 5.03);
  xml = g_strdup_printf ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                         "<breakeven-project format=\"1\">\n"
                         "  <title>Seed 002</title>\n"
                         "  <usage hours-per-day=\"8\" horizon-months=\"36\" cloud-storage-gb=\"200\"/>\n"
                         "  <build>\n"
                         "    <part category=\"gpu\" unit-price=\"13500\" power-watts=\"650\">RTX 3090</part>\n"
                         "    <power wall-watts=\"650\"/>\n"
                         "    <electricity price-per-kwh=\"1.0\"/>\n"
                         "  </build>\n"
                         "  <cloud>\n"
                         "    <offer provider=\"AutoDL\" name=\"RTX 3090\" price-per-hour=\"3.5\"\n"
                         "           storage-price-per-gb-month=\"0.511\" relative-speed=\"%s\"/>\n"
                         "  </cloud>\n"
                         "</breakeven-project>\n", speed);
  return tmp_file ("seed-002.breakeven", xml);
}

/* Parses RFC 4180 CSV: rows of fields, quoted fields with "" for a quote */
static GPtrArray *
parse_csv (const char *text)
{
  GPtrArray *rows = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
  g_autoptr(GPtrArray) row = g_ptr_array_new_with_free_func (g_free);
  GString *field = g_string_new (NULL);
  const char *p = text;

  while (*p != '\0')
    {
      if (*p == '"')
        {
          for (p++; !(*p == '"' && p[1] != '"'); p++)
            {
              g_assert_cmpint (*p, !=, '\0');
              if (*p == '"')
                p++;
              g_string_append_c (field, *p);
            }
          p++;
        }
      else if (*p == ',')
        {
          g_ptr_array_add (row, g_string_free (field, FALSE));
          field = g_string_new (NULL);
          p++;
        }
      else if (*p == '\r' && p[1] == '\n')
        {
          g_ptr_array_add (row, g_string_free (field, FALSE));
          field = g_string_new (NULL);
          g_ptr_array_add (row, NULL);
          g_ptr_array_add (rows, g_ptr_array_steal (row, NULL));
          row = g_ptr_array_new_with_free_func (g_free);
          p += 2;
        }
      else
        {
          /* Every line ends in CRLF, and a bare CR or LF is only ever inside quotes */
          g_assert_cmpint (*p, !=, '\r');
          g_assert_cmpint (*p, !=, '\n');
          g_string_append_c (field, *p++);
        }
    }
  /* The last line ended too */
  g_assert_cmpuint (field->len, ==, 0);
  g_assert_cmpuint (row->len, ==, 0);
  g_string_free (field, TRUE);
  return rows;
}

static double
csv_number (GPtrArray *rows,
            guint      row,
            guint      column)
{
  char **fields = g_ptr_array_index (rows, row);
  char *end = NULL;
  double value;

  g_assert_cmpuint (g_strv_length (fields), >, column);
  value = g_ascii_strtod (fields[column], &end);
  g_assert_true (end != fields[column] && *end == '\0');
  return value;
}

static JsonObject *
parse_json (const char *text,
            JsonParser *parser)
{
  g_autoptr(GError) error = NULL;

  json_parser_load_from_data (parser, text, -1, &error);
  g_assert_no_error (error);
  g_assert_true (JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser)));
  return json_node_get_object (json_parser_get_root (parser));
}

static JsonObject *
offer_at (JsonObject *root,
          guint       i)
{
  JsonArray *offers = json_object_get_array_member (root, "offers");

  g_assert_cmpuint (json_array_get_length (offers), >, i);
  return json_array_get_object_element (offers, i);
}

static double
round1 (double value)
{
  return round (value * 10) / 10;
}

static void
test_json_sample (void)
{
  g_auto(Run) run = { 0 };
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *root, *build, *offer;

  run_breakeven (&run, "--summary", "--json", g_getenv ("BREAKEVEN_SAMPLE"), NULL);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpint (run.status, ==, 0);

  root = parse_json (run.out, parser);
  g_assert_cmpint (json_object_get_int_member (root, "format"), ==, 3);
  g_assert_cmpstr (json_object_get_string_member (root, "title"), ==, "DreamerV3 workstation");
  g_assert_cmpstr (json_object_get_string_member (root, "currency"), ==, "CNY");
  g_assert_cmpfloat (json_object_get_double_member (root, "hours_per_day"), ==, 12);
  g_assert_cmpfloat (json_object_get_double_member (root, "horizon_months"), ==, 36);

  build = json_object_get_object_member (root, "build");
  g_assert_cmpfloat (json_object_get_double_member (build, "parts_total"), ==, 23592);
  g_assert_cmpfloat (json_object_get_double_member (build, "vendor_quote"), ==, 36000);
  g_assert_cmpfloat (json_object_get_double_member (build, "vendor_premium"), ==, 12408);
  g_assert_cmpfloat (json_object_get_double_member (build, "capex"), ==, 23592);
  g_assert_cmpfloat (round1 (json_object_get_double_member (build, "gpu_share") * 100), ==, 69.1);
  g_assert_cmpfloat (json_object_get_double_member (build, "wall_power_w"), ==, 600);
  g_assert_cmpfloat (fabs (json_object_get_double_member (build, "electricity_per_month") - 131.4), <, 1e-9);

  offer = offer_at (root, 0);
  g_assert_cmpstr (json_object_get_string_member (offer, "provider"), ==, "AutoDL");
  g_assert_cmpstr (json_object_get_string_member (offer, "name"), ==, "RTX 4090D");
  g_assert_cmpfloat (json_object_get_double_member (offer, "price_per_hour"), ==, 2.58);
  g_assert_cmpfloat (fabs (json_object_get_double_member (offer, "cost_per_month") - 941.7), <, 1e-9);
  g_assert_cmpfloat (round1 (json_object_get_double_member (offer, "breakeven_months")), ==, 29.1);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (root, "offers")), ==, 3);
}

static void
test_json_set_hours (void)
{
  g_auto(Run) run = { 0 };
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *root;

  run_breakeven (&run, "--summary", "--json", "--set", "hours-per-day=18",
                 g_getenv ("BREAKEVEN_SAMPLE"), NULL);
  g_assert_cmpint (run.status, ==, 0);
  root = parse_json (run.out, parser);
  g_assert_cmpfloat (json_object_get_double_member (root, "hours_per_day"), ==, 18);
  g_assert_cmpfloat (round1 (json_object_get_double_member (offer_at (root, 0), "breakeven_months")), ==, 19.4);
}

static void
test_json_nulls (void)
{
  g_auto(Run) run = { 0 };
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *root;

  /* no usage: no cost per work hour, no breakeven month */
  run_breakeven (&run, "--summary", "--json", "--set", "hours-per-day=0",
                 "--set", "horizon-months=240", g_getenv ("BREAKEVEN_SAMPLE"), NULL);
  g_assert_cmpint (run.status, ==, 0);
  root = parse_json (run.out, parser);
  g_assert_cmpfloat (json_object_get_double_member (root, "horizon_months"), ==, 240);
  g_assert_true (json_object_get_null_member (json_object_get_object_member (root, "build"), "cost_per_hour"));
  g_assert_true (json_object_get_null_member (offer_at (root, 0), "breakeven_months"));
  g_assert_true (json_object_get_null_member (offer_at (root, 0), "cost_per_hour"));
  g_assert_false (json_object_get_null_member (offer_at (root, 0), "breakeven_hours_per_day"));
}

/* json-glib 1.6 writes 1e20 as "1e+20.0", which no JSON parser reads: full.breakeven has an
 * offer whose setup cost is the largest a file may hold (1e9, breakeven-limits.h), which grows
 * at the project's 3.75 % a year to the horizon */
static void
test_json_exponent (void)
{
  g_auto(Run) run = { 0 };
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autofree char *path = g_build_filename (g_getenv ("BREAKEVEN_FIXTURES"), "full.breakeven",
                                            NULL);
  JsonObject *root;

  run_breakeven (&run, "--summary", "--json", path, NULL);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_null (strstr (run.out, "e+"));
  root = parse_json (run.out, parser);
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (offer_at (root, 2), "horizon_cost")
                                  / (1e9 * pow (1.0375, 48.5 / 12)), 1, 1e-12);
}

static void
test_json_locale_independent (void)
{
  g_auto(Run) run = { 0 };
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *root;

  run_breakeven_env (&run, "zh_CN.UTF-8", "--summary", "--json",
                     g_getenv ("BREAKEVEN_SAMPLE"), NULL);
  g_assert_cmpint (run.status, ==, 0);
  root = parse_json (run.out, parser);
  /* keys and numbers are never translated */
  g_assert_true (json_object_has_member (root, "offers"));
  g_assert_cmpfloat (json_object_get_double_member (json_object_get_object_member (root, "build"), "parts_total"), ==, 23592);
}

/* Under a locale whose decimal point is a comma, the JSON keeps '.' and the summary speaks
 * that locale's numbers */
static void
test_decimal_comma_locale (void)
{
  g_auto(Run) json = { 0 };
  g_auto(Run) text = { 0 };
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *root;

  run_breakeven_env (&json, "de_DE.UTF-8", "--summary", "--json", "--set", "hours-per-day=12.5",
                     g_getenv ("BREAKEVEN_SAMPLE"), NULL);
  g_assert_cmpint (json.status, ==, 0);
  root = parse_json (json.out, parser);
  g_assert_cmpfloat (json_object_get_double_member (root, "hours_per_day"), ==, 12.5);
  g_assert_nonnull (strstr (json.out, "\"hours_per_day\" : 12.5"));

  run_breakeven_env (&text, "de_DE.UTF-8", "--summary", g_getenv ("BREAKEVEN_SAMPLE"), NULL);
  g_assert_cmpint (text.status, ==, 0);
  g_assert_nonnull (strstr (text.out, "¥23.592,00"));
  g_assert_nonnull (strstr (text.out, "29,1"));
}

static void
test_summary_text (void)
{
  g_auto(Run) run = { 0 };

  run_breakeven (&run, "--summary", g_getenv ("BREAKEVEN_SAMPLE"), NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_nonnull (strstr (run.out, "DreamerV3 workstation"));
  g_assert_nonnull (strstr (run.out, "¥23,592.00"));
  g_assert_nonnull (strstr (run.out, "29.1 months"));
  g_assert_nonnull (strstr (run.out, "69.1%"));
  g_assert_nonnull (strstr (run.out, "¥12,408.00"));
  g_assert_nonnull (strstr (run.out, "¥1,576.80 per year"));
  g_assert_nonnull (strstr (run.out, "AutoDL RTX 3090"));
}

/* A --summary loads no drawing library (the loader names each library it loads with
 * LD_DEBUG=libs), and an export that draws still works from the same command */
static void
test_summary_no_drawing (void)
{
  g_autofree char *pdf = tmp_file ("summary-draws.pdf", NULL);
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) envp = g_environ_setenv (g_get_environ (), "LD_DEBUG", "libs", TRUE);
  const char *argv[] = { g_getenv ("BREAKEVEN_BIN"), "--summary", g_getenv ("BREAKEVEN_SAMPLE"),
                         NULL };
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  int status;

  envp = g_environ_unsetenv (envp, "DISPLAY");
  g_spawn_sync (NULL, (char **) argv, envp, G_SPAWN_DEFAULT, NULL, NULL, &out, &err, &status,
                &error);
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  g_assert_nonnull (strstr (out, "DreamerV3 workstation"));
  /* The loader did speak: the check below is not vacuous */
  g_assert_nonnull (strstr (err, "libglib-2.0.so"));
  g_assert_null (strstr (err, "libcairo"));
  g_assert_null (strstr (err, "libpango"));
  g_assert_null (strstr (err, "libgtk"));

  {
    g_auto(Run) run = { 0 };
    g_autofree char *contents = NULL;
    gsize length = 0;

    run_breakeven (&run, "--export", pdf, g_getenv ("BREAKEVEN_SAMPLE"), NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_true (g_file_get_contents (pdf, &contents, &length, NULL));
    g_assert_cmpuint (length, >, 5);
    g_assert_true (g_str_has_prefix (contents, "%PDF-"));
  }
}

static void
test_summary_set (void)
{
  g_auto(Run) run = { 0 };

  run_breakeven (&run, "--summary", "--set=hours-per-day=18", g_getenv ("BREAKEVEN_SAMPLE"), NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "19.4 months"));
  g_assert_nonnull (strstr (run.out, "¥2,365.20 per year"));
}

static void
test_set_order_free (void)
{
  g_auto(Run) run = { 0 };

  /* 20 + 4 would not fit with the sample's idle hours set first to 6, but the result fits */
  run_breakeven (&run, "--summary", "--json", "--set", "idle-hours-per-day=6",
                 "--set", "hours-per-day=20", "--set", "idle-hours-per-day=4",
                 g_getenv ("BREAKEVEN_SAMPLE"), NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "\"hours_per_day\" : 20"));
}

static void
test_summary_zh_cn (void)
{
  g_auto(Run) run = { 0 };

  run_breakeven_env (&run, "zh_CN.UTF-8", "--summary", g_getenv ("BREAKEVEN_SAMPLE"), NULL);
  g_assert_cmpint (run.status, ==, 0);
  /* translated labels, same figures */
  g_assert_nonnull (strstr (run.out, "29.1"));
  g_assert_nonnull (strstr (run.out, "¥23,592.00"));
  g_assert_nonnull (strstr (run.out, "自建"));
  g_assert_null (strstr (run.out, "Parts total"));
}

static void
test_wrong_arguments (void)
{
  const char *sample = g_getenv ("BREAKEVEN_SAMPLE");
  const char *const cases[][6] = {
    { "--summary", NULL },                                     /* no file */
    { "--summary", sample, sample, NULL },                     /* two files */
    { "--json", sample, NULL },                                /* --json alone */
    { "--set", "hours-per-day=3", sample, NULL },              /* --set alone */
    { "--summary", "--set", "hours-per-day=30", sample, NULL },/* impossible value */
    { "--summary", "--set", "hours-per-day=nan", sample, NULL },
    { "--summary", "--set", "hours-per-day=12,5", sample, NULL },
    { "--summary", "--set", "speed=2", sample, NULL },         /* unknown key */
    { "--summary", "--set", "horizon-months=0", sample, NULL },
    { "--summary", "--set", "horizon-months=241", sample, NULL },
    { "--summary", "--set", "cloud-storage-gb=-1", sample, NULL },
    { "--summary", "--set", "idle-hours-per-day=13", sample, NULL }, /* 12 + 13 > 24 */
    { "--summary", "--bogus", sample, NULL },
    { "--export", "out.txt", sample, NULL },
    { "--export", "out.pdf", "--size", "100x100", sample, NULL },
    { "--export", "out.png", "--size", "big", sample, NULL },
    { "--export", "out.png", "--size", "0x0", sample, NULL },
    { "--export", "out.png", "--size", "99999999999x1", sample, NULL },
    /* Larger than the exporter renders: a wrong argument, not a file error (exit 1) */
    { "--export", "out.png", "--size", "16385x800", sample, NULL },
    { "--export", "out.svg", "--size", "800x20000", sample, NULL },
    { "--bogus", NULL },                                       /* unknown option, alone */
    { "--bogus", sample, NULL },                               /* ... or before a file */
    { "--job", "4", sample, NULL },                            /* --job without --summary */
    { "--export", "out.pdf", "--job", "4", sample, NULL },
    { "--summary", "--job", "-1", sample, NULL },
    { "--summary", "--job", "abc", sample, NULL },
    { "--summary", "--job", sample, NULL },                    /* no hours: the file is taken */
    { "--summary", "--set", "cloud-idle-hours-per-day=25", sample, NULL },
    { "--summary", "--set", "cloud-idle-hours-per-day=13", sample, NULL }, /* 12 + 13 > 24 */
    { "--summary", "--set", "cloud-idle-hours-per-day=-1", sample, NULL },
    { "--summary", "--chart", "budget", sample, NULL },        /* --chart without an export */
    { "--export", "out.pdf", "--chart", "budget", sample, NULL },
    { "--export", "out.csv", "--chart", "budget", sample, NULL },
    { "--export", "out.png", "--chart", "pie", sample, NULL },
    { "--export", "out.csv", "--size", "100x100", sample, NULL },
    { "--export", "out.md", "--size", "100x100", sample, NULL },
    { "--save", "out.breakeven", NULL },                       /* no FILE */
    { "--save", "out.breakeven", sample, sample, NULL },
    { "--set", "hours-per-day=3", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(Run) run = { 0 };
      const char *const *c = cases[i];

      run_breakeven (&run, c[0], c[1], c[2], c[3], c[4], c[5]);
      if (run.status != 2)
        g_error ("case %u (%s %s): exit %d, stderr %s", i, c[0], c[1], run.status, run.err);
      g_assert_cmpstr (run.out, ==, "");
      g_assert_cmpuint (strlen (run.err), >, 10);
    }
}

/* What --export refuses and what --help says it writes name every format of the core's table,
 * and --export writes each (a new format cannot be left out of the messages) */
static void
test_export_formats_named (void)
{
  const char *sample = g_getenv ("BREAKEVEN_SAMPLE");
  g_auto(Run) refused = { 0 };
  g_auto(Run) help = { 0 };

  run_breakeven (&refused, "--export", "out.txt", sample, NULL);
  g_assert_cmpint (refused.status, ==, 2);
  run_breakeven (&help, "--help", NULL);
  g_assert_cmpint (help.status, ==, 0);
  for (guint i = 0; i < BREAKEVEN_EXPORT_N_FORMATS; i++)
    {
      const char *extension = breakeven_export_format_get_extension (i);
      g_autofree char *dotted = g_strconcat (".", extension, NULL);
      g_autofree char *name = g_strconcat ("formats-named.", extension, NULL);
      g_autofree char *path = tmp_file (name, NULL);
      g_auto(Run) run = { 0 };

      g_assert_nonnull (strstr (refused.err, dotted));
      g_assert_nonnull (strstr (help.out, dotted));
      run_breakeven (&run, "--export", path, sample, NULL);
      g_assert_cmpint (run.status, ==, 0);
      g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
      g_unlink (path);
    }
}

/* The range --size names is the one the exporter renders */
static void
test_size_limit (void)
{
  g_auto(Run) run = { 0 };

  run_breakeven (&run, "--export", "out.png", "--size", "20000x20000",
                 g_getenv ("BREAKEVEN_SAMPLE"), NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "each between 16 and 16384"));
  g_assert_false (g_file_test ("out.png", G_FILE_TEST_EXISTS));
}

static void
test_wrong_set_before_file (void)
{
  g_auto(Run) run = { 0 };

  /* a wrong argument is a wrong argument, whatever the file */
  run_breakeven (&run, "--summary", "--set", "hours-per-day=abc", "/nonexistent.breakeven", NULL);
  g_assert_cmpint (run.status, ==, 2);
}

static void
test_unreadable_file (void)
{
  g_auto(Run) run = { 0 };
  g_autofree char *dir = g_dir_make_tmp ("breakeven-cli-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "broken.breakeven", NULL);
  g_autofree char *prefix = g_strdup_printf ("%s:3: ", path);

  g_assert_true (g_file_set_contents (path,
                                      "<?xml version=\"1.0\"?>\n"
                                      "<breakeven-project format=\"1\">\n"
                                      "  <usage hours-per-day=\"30\"/>\n"
                                      "</breakeven-project>\n", -1, NULL));
  run_breakeven (&run, "--summary", path, NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_true (g_str_has_prefix (run.err, prefix));

  g_unlink (path);
  g_rmdir (dir);
}

static void
test_missing_file (void)
{
  g_auto(Run) run = { 0 };

  run_breakeven (&run, "--summary", "/nonexistent/project.breakeven", NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_true (g_str_has_prefix (run.err, "/nonexistent/project.breakeven:"));
}


/* The shortest text for VALUE that reads back the same (the contract the JSON keeps) */
static char *
shortest (double value)
{
  static const char *const formats[] = { "%.15g", "%.16g", "%.17g" };
  char buf[G_ASCII_DTOSTR_BUF_SIZE];

  for (guint i = 0; i < G_N_ELEMENTS (formats); i++)
    {
      g_ascii_formatd (buf, sizeof buf, formats[i], value);
      if (g_ascii_strtod (buf, NULL) == value)
        break;
    }
  return g_strdup (buf);
}

/* Every number in the JSON text is the shortest that round-trips */
static void
assert_shortest_numbers (const char *json)
{
  g_autoptr(GRegex) regex = g_regex_new ("^\\s*(\"[a-z_]+\" : )?(-?[0-9][0-9.eE+-]*),?$",
                                         G_REGEX_MULTILINE, 0, NULL);
  g_autoptr(GMatchInfo) match = NULL;
  guint n = 0;

  g_regex_match (regex, json, 0, &match);
  for (; g_match_info_matches (match); g_match_info_next (match, NULL), n++)
    {
      g_autofree char *number = g_match_info_fetch (match, 2);
      g_autofree char *expected = shortest (g_ascii_strtod (number, NULL));

      if (strcmp (number, "0") != 0)
        g_assert_cmpstr (number, ==, expected);
    }
  g_assert_cmpuint (n, >, 20);
}

static void
test_json_shortest_numbers (void)
{
  g_auto(Run) run = { 0 };
  g_auto(Run) full = { 0 };
  g_autofree char *path = g_build_filename (g_getenv ("BREAKEVEN_FIXTURES"), "full.breakeven",
                                            NULL);

  run_breakeven (&run, "--summary", "--json", g_getenv ("BREAKEVEN_SAMPLE"), NULL);
  g_assert_cmpint (run.status, ==, 0);
  /* The sample's running cost, 0.6 kW x 12 h x 365/12 days x 0.6 */
  assert_contains (run.out, "\"running_per_month\" : 131.4,");
  g_assert_null (strstr (run.out, "131.40000000000001"));
  assert_contains (run.out, "\"price_per_hour\" : 2.58,");
  assert_shortest_numbers (run.out);

  run_breakeven (&full, "--summary", "--json", path, NULL);
  g_assert_cmpint (full.status, ==, 0);
  assert_shortest_numbers (full.out);
}

static void
assert_members (JsonObject        *object,
                const char *const *keys)
{
  for (guint i = 0; keys[i] != NULL; i++)
    if (!json_object_has_member (object, keys[i]))
      g_error ("JSON key “%s” missing", keys[i]);
  g_assert_cmpuint (json_object_get_size (object), ==, g_strv_length ((char **) keys));
}

/* An offer whose currency has no exchange rate: the file opens, the offer is left out of the
 * comparison and the summary, the JSON and the report say why */
static void
test_not_compared (void)
{
  g_autofree char *path = tmp_file ("no-rate.breakeven",
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<breakeven-project format=\"2\">\n"
    "  <build><part category=\"gpu\" unit-price=\"10000\" power-watts=\"400\">GPU</part></build>\n"
    "  <cloud>\n"
    "    <offer provider=\"AutoDL\" name=\"RTX 4090D\" price-per-hour=\"2.58\"/>\n"
    "    <offer provider=\"Lambda\" name=\"A100\" price-per-hour=\"1.29\" currency=\"USD\"/>\n"
    "  </cloud>\n"
    "</breakeven-project>\n");
  const char *why = "Lambda A100: no exchange rate from USD to CNY: add one to the project";
  g_auto(Run) text = { 0 };
  g_auto(Run) json = { 0 };
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *root;
  JsonArray *left_out;

  run_breakeven (&text, "--summary", path, NULL);
  g_assert_cmpint (text.status, ==, 0);
  g_assert_nonnull (strstr (text.out, "Not compared\n"));
  g_assert_nonnull (strstr (text.out, why));

  run_breakeven (&json, "--summary", "--json", path, NULL);
  g_assert_cmpint (json.status, ==, 0);
  root = parse_json (json.out, parser);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (root, "offers")), ==, 1);
  left_out = json_object_get_array_member (root, "not_compared");
  g_assert_cmpuint (json_array_get_length (left_out), ==, 1);
  g_assert_cmpstr (json_array_get_string_element (left_out, 0), ==, why);
}

static void
test_json_keys (void)
{
  static const char *const root_keys[] = {
    "format", "title", "currency", "hours_per_day", "horizon_months", "build", "offers",
    "not_compared", "bursts", "verdict", NULL
  };
  static const char *const build_keys[] = {
    "parts_total", "vendor_quote", "vendor_premium", "capex", "gpu_share", "wall_power_w",
    "electricity_per_month", "running_per_month", "horizon_cost", "cost_per_hour",
    "resale_value", "opportunity_cost", "own_time_cost", "on_time", NULL
  };
  static const char *const offer_keys[] = {
    "provider", "name", "price_per_hour", "cost_per_month", "horizon_cost", "cost_per_hour",
    "breakeven_months", "breakeven_hours_per_day", "cash_payback_months",
    "breakeven_price_per_hour", "relative_speed", "promotion", "eligible", "speed_source",
    "hybrid_horizon_cost", "hybrid_breakeven_months", "hybrid_rented_hours",
    "instances_for_bursts", NULL
  };
  static const char *const verdict_keys[] = {
    "choice", "offer", "difference", "runner_up", "caveats", NULL
  };
  g_auto(Run) run = { 0 };
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *root, *build, *offer, *verdict;
  JsonArray *offers;

  run_breakeven (&run, "--summary", "--json", g_getenv ("BREAKEVEN_SAMPLE"), NULL);
  g_assert_cmpint (run.status, ==, 0);
  root = parse_json (run.out, parser);
  assert_members (root, root_keys);
  build = json_object_get_object_member (root, "build");
  assert_members (build, build_keys);
  offers = json_object_get_array_member (root, "offers");
  for (guint i = 0; i < json_array_get_length (offers); i++)
    assert_members (json_array_get_object_element (offers, i), offer_keys);
  verdict = json_object_get_object_member (root, "verdict");
  assert_members (verdict, verdict_keys);

  /* no resale, no interest */
  g_assert_cmpfloat (json_object_get_double_member (build, "resale_value"), ==, 0);
  g_assert_cmpfloat (json_object_get_double_member (build, "opportunity_cost"), ==, 0);
  offer = offer_at (root, 0);
  g_assert_cmpfloat (json_object_get_double_member (offer, "relative_speed"), ==, 1);
  /* without resale the cash payback is the breakeven month */
  g_assert_cmpfloat (json_object_get_double_member (offer, "cash_payback_months"), ==,
                     json_object_get_double_member (offer, "breakeven_months"));
  /* the price at which renting costs the build's 28,322.40 over 36 months of 12 h */
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (offer, "breakeven_price_per_hour"),
                                  28322.4 / (12 * 365.0 / 12 * 36), 1e-9);

  /* The promotion, 1.67/h, costs least (21,943.80) but is marked as one: the verdict compares
   * the build (28,322.40) with the cheapest lasting price, AutoDL at 2.58/h (33,901.20) */
  g_assert_true (json_object_get_boolean_member (offer_at (root, 1), "promotion"));
  g_assert_false (json_object_get_boolean_member (offer_at (root, 0), "promotion"));
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (offer_at (root, 1), "horizon_cost"),
                                  21943.8, 1e-6);
  g_assert_cmpstr (json_object_get_string_member (verdict, "choice"), ==, "build");
  g_assert_cmpint (json_object_get_int_member (verdict, "offer"), ==, 0);
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (verdict, "difference"),
                                  33901.2 - 28322.4, 1e-6);
}

static void
test_json_resale_interest (void)
{
  g_auto(Run) run = { 0 };
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autofree char *path = g_build_filename (g_getenv ("BREAKEVEN_FIXTURES"), "full.breakeven",
                                            NULL);
  JsonObject *root, *build;
  double capex, opportunity;

  run_breakeven (&run, "--summary", "--json", path, NULL);
  g_assert_cmpint (run.status, ==, 0);
  root = parse_json (run.out, parser);
  build = json_object_get_object_member (root, "build");
  capex = json_object_get_double_member (build, "capex");
  opportunity = json_object_get_double_member (build, "opportunity_cost");
  /* O(H) = C0 ((1 + i)^(H/12) - 1), 3.75 % over 48.5 months */
  g_assert_cmpfloat_with_epsilon (opportunity / (capex * (pow (1.0375, 48.5 / 12) - 1)), 1, 1e-12);
  /* 35 % of the parts (not the vendor's quote) at the horizon */
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (build, "resale_value")
                                  / (0.35 * json_object_get_double_member (build, "parts_total")),
                                  1, 1e-12);
  /* 0.97 as fast: the speed used */
  g_assert_cmpfloat (json_object_get_double_member (offer_at (root, 1), "relative_speed"), ==, 0.97);
}

static void
test_verdict_sentence (void)
{
  g_auto(Run) build = { 0 };
  g_auto(Run) rent = { 0 };
  g_auto(Run) only = { 0 };
  g_autofree char *promotion_only = NULL;

  /* The build (28,322.40) against AutoDL at 2.58/h (33,901.20): 5,578.80 saved, crossing at
   * 23,592 / (2.58 x 12 x 365/12 - 131.40) = 29.1 months; the promotion is named after it */
  run_breakeven (&build, "--summary", g_getenv ("BREAKEVEN_SAMPLE"), NULL);
  g_assert_cmpint (build.status, ==, 0);
  g_assert_true (g_str_has_prefix (build.out,
                                   "Build: it pays for itself after 29.1 months and saves ¥5,579 "
                                   "over 36 months against AutoDL RTX 4090D.\n"
                                   "Caveats: promotion passed over\n"
                                   "  promotion passed over: The promotion AutoDL RTX 4090D "
                                   "(promotion) would cost ¥21,944 over 36 months if its price "
                                   "lasted.\n\n"));

  /* At 4 h a day AutoDL costs 2.58 x 4 x 365/12 x 36 = 11,300.40 against the build's
   * 23,592 + 43.80 x 36 = 25,168.80; the build would catch up after
   * 23,592 / (313.90 - 43.80) = 87.3 months */
  run_breakeven (&rent, "--summary", "--set", "hours-per-day=4", g_getenv ("BREAKEVEN_SAMPLE"),
                 NULL);
  g_assert_cmpint (rent.status, ==, 0);
  g_assert_true (g_str_has_prefix (rent.out,
                                   "Rent AutoDL RTX 4090D: it saves ¥13,868 over 36 months "
                                   "against the build, which would pay for itself only after "
                                   "87.3 months.\n"));

  /* When every offer is a promotion, the cheapest promotion is the comparison */
  promotion_only = tmp_file ("promotion-only.breakeven",
                             "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                             "<breakeven-project format=\"2\">\n"
                             "  <build><part category=\"gpu\" unit-price=\"9000\"/></build>\n"
                             "  <cloud><offer provider=\"P\" name=\"Q\" price-per-hour=\"1\" "
                             "promotion=\"true\"/></cloud>\n"
                             "</breakeven-project>\n");
  run_breakeven (&only, "--summary", promotion_only, NULL);
  g_assert_cmpint (only.status, ==, 0);
  g_assert_true (g_str_has_prefix (only.out, "Rent P Q: it saves ¥"));
  /* and the summary says the answer stands on a price that may not last */
  assert_contains (only.out, "\nCaveats: short-lived price\n"
                            "  short-lived price: P Q is a short-lived price: the verdict holds "
                            "while it lasts.\n");
}

static void
test_verdict_no_offers (void)
{
  g_auto(Run) text = { 0 };
  g_auto(Run) json = { 0 };
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autofree char *path = tmp_file ("no-offers.breakeven",
                                    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                                    "<breakeven-project format=\"1\">\n"
                                    "  <build><part category=\"gpu\" unit-price=\"9000\"/></build>\n"
                                    "</breakeven-project>\n");
  JsonObject *verdict;

  run_breakeven (&text, "--summary", path, NULL);
  g_assert_cmpint (text.status, ==, 0);
  g_assert_true (g_str_has_prefix (text.out, "No verdict: there are no cloud offers to compare.\n"));

  run_breakeven (&json, "--summary", "--json", path, NULL);
  g_assert_cmpint (json.status, ==, 0);
  verdict = json_object_get_object_member (parse_json (json.out, parser), "verdict");
  g_assert_true (json_object_get_null_member (verdict, "choice"));
  g_assert_true (json_object_get_null_member (verdict, "offer"));
  g_assert_true (json_object_get_null_member (verdict, "difference"));
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (
                      parse_json (json.out, parser), "offers")), ==, 0);
}

/* Resale, interest, a circuit limit and a VRAM requirement: every flag the summary shows */
static void
test_summary_flags (void)
{
  g_auto(Run) run = { 0 };
  g_auto(Run) json = { 0 };
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autofree char *path = tmp_file (
    "flags.breakeven",
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<breakeven-project format=\"2\">\n"
    "  <usage hours-per-day=\"12\" horizon-months=\"36\" vram-needed-gb=\"32\"/>\n"
    "  <build>\n"
    "    <part category=\"gpu\" unit-price=\"16000\" power-watts=\"450\" vram-gb=\"24\">RTX 4090D</part>\n"
    "    <power wall-watts=\"600\" circuit-limit-watts=\"500\"/>\n"
    "    <electricity price-per-kwh=\"0.6\"/>\n"
    "    <resale percent-at-horizon=\"40\"/>\n"
    "    <finance interest-percent=\"5\"/>\n"
    "  </build>\n"
    "  <cloud>\n"
    "    <offer provider=\"AutoDL\" name=\"RTX 4090D\" vram-gb=\"24\" price-per-hour=\"2.58\"/>\n"
    "    <offer provider=\"AutoDL\" name=\"A100\" vram-gb=\"40\" price-per-hour=\"6\"\n"
    "           relative-speed=\"0.97\"/>\n"
    "  </cloud>\n"
    "</breakeven-project>\n");
  JsonObject *verdict;

  run_breakeven (&run, "--summary", path, NULL);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpint (run.status, ==, 0);
  /* The build lacks the VRAM: the only offer with enough is the verdict */
  g_assert_true (g_str_has_prefix (run.out, "Rent AutoDL A100: the build’s GPUs do not have the "
                                            "VRAM needed"));
  assert_contains (run.out, "  Not enough VRAM: 24 GB of the 32 GB needed, left out of the verdict\n");
  assert_contains (run.out, "  Warning: above the circuit’s limit of 500 W: the breaker may trip\n");
  assert_contains (run.out, "  Resale value after 36 months: ¥6,400.00\n");
  /* 16,000 x (1.05^3 - 1) */
  assert_contains (run.out, "  Opportunity cost of the capital over 36 months: ¥2,522.00\n");
  /* Which month is which: counting the resale value, or in cash; with interest, what the build
   * costs before its resale is a cost, not what was paid */
  assert_contains (run.out, "  Breakeven counting the resale value: ");
  assert_contains (run.out, "  Cash payback: ");
  assert_contains (run.out, "  Cost before resale over 36 months: ");
  g_assert_null (strstr (run.out, "Paid over"));
  assert_contains (run.out, "  Relative speed: 0.97\n");
  assert_contains (run.out, "  Breakeven price: ");

  run_breakeven (&json, "--summary", "--json", path, NULL);
  g_assert_cmpint (json.status, ==, 0);
  verdict = json_object_get_object_member (parse_json (json.out, parser), "verdict");
  g_assert_cmpstr (json_object_get_string_member (verdict, "choice"), ==, "rent");
  g_assert_cmpint (json_object_get_int_member (verdict, "offer"), ==, 1);
}

/* "auto" for a GPU the table does not know: speed 1, flagged */
static void
test_summary_speed_unknown (void)
{
  g_auto(Run) run = { 0 };
  g_autofree char *path = tmp_file (
    "unknown-speed.breakeven",
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<breakeven-project format=\"2\">\n"
    "  <build><part category=\"gpu\" unit-price=\"16000\" model=\"RTX 4090D\">GPU</part></build>\n"
    "  <cloud>\n"
    "    <offer provider=\"X\" name=\"Y\" gpu=\"Imaginary GPU 9000\" price-per-hour=\"2\"\n"
    "           relative-speed=\"auto\"/>\n"
    "  </cloud>\n"
    "</breakeven-project>\n");

  run_breakeven (&run, "--summary", path, NULL);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpint (run.status, ==, 0);
  assert_contains (run.out, "  Relative speed: 1 (speed unknown)\n");
}

/* The seed 002 job of docs/cost-model.md: local 3.17; cloud 17.61 + storage 0.70 */
static void
test_job (void)
{
  g_autofree char *path = seed_002_project ();
  g_auto(Run) json = { 0 };
  g_auto(Run) text = { 0 };
  g_auto(Run) plain = { 0 };
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *job, *offer;
  JsonArray *offers;

  run_breakeven (&json, "--summary", "--json", "--job", "4.87", path, NULL);
  g_assert_cmpstr (json.err, ==, "");
  g_assert_cmpint (json.status, ==, 0);
  job = json_object_get_object_member (parse_json (json.out, parser), "job");
  g_assert_nonnull (job);
  g_assert_cmpfloat (json_object_get_double_member (job, "hours"), ==, 4.87);
  /* 0.65 kW x 4.87 h x 1.0 */
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (job, "local_cost"), 3.1655, 1e-9);
  g_assert_cmpfloat (round (json_object_get_double_member (job, "local_cost") * 100) / 100, ==, 3.17);
  offers = json_object_get_array_member (job, "offers");
  g_assert_cmpuint (json_array_get_length (offers), ==, 1);
  offer = json_array_get_object_element (offers, 0);
  /* 3.5 x 4.87 / (4.87/5.03) = 3.5 x 5.03 */
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (offer, "cloud_cost"), 17.605, 1e-9);
  /* 200 GB x 0.0007 per GB-hour x 5.03 h */
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (offer, "storage_cost"), 0.7042, 1e-9);
  g_assert_cmpfloat (round (json_object_get_double_member (offer, "storage_cost") * 100) / 100, ==, 0.70);

  run_breakeven (&text, "--summary", "--job", "4.87", path, NULL);
  g_assert_cmpint (text.status, ==, 0);
  assert_contains (text.out, "One job of 4.87 hours on the build\n");
  assert_contains (text.out, "  Build: ¥3.17 of electricity\n");
  assert_contains (text.out, "  AutoDL RTX 3090: ¥17.61 + ¥0.70 of storage = ¥18.31\n");

  /* Without --job, no job */
  run_breakeven (&plain, "--summary", "--json", path, NULL);
  g_assert_cmpint (plain.status, ==, 0);
  g_assert_null (strstr (plain.out, "\"job\""));
}

static void
test_set_cloud_idle (void)
{
  g_auto(Run) run = { 0 };
  g_auto(Run) fits = { 0 };
  g_autoptr(JsonParser) parser = json_parser_new ();

  run_breakeven (&run, "--summary", "--json", "--set", "cloud-idle-hours-per-day=2",
                 g_getenv ("BREAKEVEN_SAMPLE"), NULL);
  g_assert_cmpint (run.status, ==, 0);
  /* (2.58 x 12 work hours + 0.1 x 2 idle hours) x 365/12: kept on idle, the AutoDL instance
   * runs in its no-GPU mode at 0.1 an hour */
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (offer_at (parse_json (run.out, parser), 0),
                                                                 "cost_per_month"),
                                  (2.58 * 12 + 0.1 * 2) * 365 / 12, 1e-9);

  /* 10 + 14 = 24 fits, in either order */
  run_breakeven (&fits, "--summary", "--set", "cloud-idle-hours-per-day=14",
                 "--set", "hours-per-day=10", g_getenv ("BREAKEVEN_SAMPLE"), NULL);
  g_assert_cmpint (fits.status, ==, 0);
}

static void
test_help (void)
{
  static const char *const options[] = {
    "--summary", "--json", "--job=HOURS", "--export=OUT",
    "--chart=cumulative|sensitivity|budget|bursts", "--size=WIDTHxHEIGHT",
    "--save=OUT.breakeven", "--set=KEY=VALUE", "--help", "--version",
    "cloud-idle-hours-per-day", ".csv", ".md",
  };
  g_auto(Run) run = { 0 };
  g_auto(Run) short_help = { 0 };

  run_breakeven (&run, "--help", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_true (g_str_has_prefix (run.out, "Usage:\n  breakeven [OPTION…] [FILE]\n"));
  for (guint i = 0; i < G_N_ELEMENTS (options); i++)
    assert_contains (run.out, options[i]);

  run_breakeven (&short_help, "-h", NULL);
  g_assert_cmpint (short_help.status, ==, 0);
  g_assert_cmpstr (short_help.out, ==, run.out);
}

static void
test_version (void)
{
  g_auto(Run) run = { 0 };

  run_breakeven (&run, "--version", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, "breakeven " PACKAGE_VERSION "\n");
  g_assert_cmpstr (run.err, ==, "");
}

static void
test_unknown_option (void)
{
  g_auto(Run) run = { 0 };

  run_breakeven (&run, "--bogus", NULL);
  g_assert_cmpint (run.status, ==, 2);
  assert_contains (run.err, "--bogus");
  assert_contains (run.err, "--help");
}

static void
test_save_round_trip (void)
{
  g_autofree char *out = tmp_file ("saved.breakeven", NULL);
  g_autofree char *xml = NULL;
  g_auto(Run) save = { 0 };
  g_auto(Run) original = { 0 };
  g_auto(Run) saved = { 0 };

  run_breakeven (&save, "--save", out, g_getenv ("BREAKEVEN_SAMPLE"), NULL);
  g_assert_cmpstr (save.err, ==, "");
  g_assert_cmpint (save.status, ==, 0);
  g_assert_cmpstr (save.out, ==, "");
  xml = read_file (out);
  assert_contains (xml, "<breakeven-project format=\"3\">");

  run_breakeven (&original, "--summary", "--json", g_getenv ("BREAKEVEN_SAMPLE"), NULL);
  run_breakeven (&saved, "--summary", "--json", out, NULL);
  g_assert_cmpint (saved.status, ==, 0);
  g_assert_cmpstr (saved.out, ==, original.out);
}

static void
test_save_with_settings (void)
{
  g_autofree char *out = tmp_file ("saved-set.breakeven", NULL);
  g_autofree char *again = tmp_file ("saved-again.breakeven", NULL);
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  g_auto(Run) save = { 0 };
  g_auto(Run) resave = { 0 };
  g_auto(Run) expected = { 0 };
  g_auto(Run) saved = { 0 };

  run_breakeven (&save, "--save", out, "--set", "hours-per-day=18",
                 "--set", "cloud-idle-hours-per-day=2", "--set", "horizon-months=48",
                 g_getenv ("BREAKEVEN_SAMPLE"), NULL);
  g_assert_cmpint (save.status, ==, 0);
  run_breakeven (&expected, "--summary", "--json", "--set", "hours-per-day=18",
                 "--set", "cloud-idle-hours-per-day=2", "--set", "horizon-months=48",
                 g_getenv ("BREAKEVEN_SAMPLE"), NULL);
  run_breakeven (&saved, "--summary", "--json", out, NULL);
  g_assert_cmpint (saved.status, ==, 0);
  g_assert_cmpstr (saved.out, ==, expected.out);
  assert_contains (saved.out, "\"hours_per_day\" : 18,");

  /* Canonical: saving the saved file again gives the same bytes */
  run_breakeven (&resave, "--save", again, out, NULL);
  g_assert_cmpint (resave.status, ==, 0);
  first = read_file (out);
  second = read_file (again);
  g_assert_cmpstr (first, ==, second);
}

static void
test_save_unwritable (void)
{
  g_auto(Run) run = { 0 };

  run_breakeven (&run, "--save", "/nonexistent/dir/out.breakeven", g_getenv ("BREAKEVEN_SAMPLE"),
                 NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_true (g_str_has_prefix (run.err, "/nonexistent/dir/out.breakeven: "));
}

/* An unknown --set key is an unknown setting, whatever follows its "=": a value that is not a
 * number does not make it "not a number" */
static void
test_set_unknown_key (void)
{
  const char *const values[] = { "abc", "2", "", "1e999" };

  for (guint i = 0; i < G_N_ELEMENTS (values); i++)
    {
      g_auto(Run) run = { 0 };
      g_autofree char *assignment = g_strdup_printf ("speed=%s", values[i]);

      run_breakeven (&run, "--summary", "--set", assignment, g_getenv ("BREAKEVEN_SAMPLE"),
                     NULL);
      g_assert_cmpint (run.status, ==, 2);
      g_assert_cmpstr (run.out, ==, "");
      assert_contains (run.err, "unknown setting “speed”");
      g_assert_null (strstr (run.err, "not a number"));
    }
}

/* A name as long as the file system allows still saves: the temporary file beside it has a
 * shorter name, and none is left behind */
static void
test_save_long_name (void)
{
  g_autofree char *dir = g_dir_make_tmp ("breakeven-long-XXXXXX", NULL);
  g_autofree char *stem = g_strnfill (255 - strlen (".breakeven"), 'n');
  g_autofree char *name = g_strconcat (stem, ".breakeven", NULL);
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autofree char *wide_stem = NULL;
  g_autofree char *wide_path = NULL;
  g_auto(Run) save = { 0 };
  g_auto(Run) wide = { 0 };
  g_auto(Run) read_back = { 0 };
  g_autoptr(GDir) listing = NULL;
  GString *stem_utf8 = g_string_new (NULL);
  const char *entry;
  guint n = 0;

  /* Nearly as long in two-byte characters (é): the temporary name is cut between them */
  for (guint i = 0; i < (255 - strlen (".breakeven")) / 2; i++)
    g_string_append (stem_utf8, "é");
  wide_stem = g_string_free (stem_utf8, FALSE);
  wide_path = g_strconcat (dir, G_DIR_SEPARATOR_S, wide_stem, ".breakeven", NULL);
  g_assert_cmpuint (strlen (name), ==, 255);

  run_breakeven (&save, "--save", path, g_getenv ("BREAKEVEN_SAMPLE"), NULL);
  g_assert_cmpstr (save.err, ==, "");
  g_assert_cmpint (save.status, ==, 0);
  run_breakeven (&read_back, "--summary", path, NULL);
  g_assert_cmpint (read_back.status, ==, 0);
  /* Twice: the second replaces the first */
  run_breakeven (&wide, "--save", wide_path, g_getenv ("BREAKEVEN_SAMPLE"), NULL);
  g_assert_cmpint (wide.status, ==, 0);
  run_clear (&wide);
  run_breakeven (&wide, "--save", wide_path, g_getenv ("BREAKEVEN_SAMPLE"), NULL);
  g_assert_cmpstr (wide.err, ==, "");
  g_assert_cmpint (wide.status, ==, 0);

  listing = g_dir_open (dir, 0, NULL);
  while ((entry = g_dir_read_name (listing)) != NULL)
    {
      g_autofree char *entry_path = g_build_filename (dir, entry, NULL);

      /* The two projects, and no temporary file */
      g_assert_true (g_str_has_suffix (entry, ".breakeven"));
      g_assert_false (g_str_has_prefix (entry, "."));
      g_unlink (entry_path);
      n++;
    }
  g_assert_cmpuint (n, ==, 2);
  g_rmdir (dir);
}

/* Symbolic links are followed alike to read and to save: saving through a link writes the file
 * it points to (even a new one), and a loop is refused both ways, naming the file */
static void
test_links_alike (void)
{
  g_autofree char *dir = g_dir_make_tmp ("breakeven-links-XXXXXX", NULL);
  g_autofree char *a = g_build_filename (dir, "a.breakeven", NULL);
  g_autofree char *b = g_build_filename (dir, "b.breakeven", NULL);
  g_autofree char *link = g_build_filename (dir, "link.breakeven", NULL);
  g_autofree char *target = g_build_filename (dir, "target.breakeven", NULL);
  g_autofree char *prefix = g_strconcat (a, ": ", NULL);
  g_auto(Run) save_loop = { 0 };
  g_auto(Run) read_loop = { 0 };
  g_auto(Run) save_link = { 0 };
  g_auto(Run) read_link = { 0 };
  GStatBuf info;

  g_assert_cmpint (symlink ("b.breakeven", a), ==, 0);
  g_assert_cmpint (symlink ("a.breakeven", b), ==, 0);
  g_assert_cmpint (symlink ("target.breakeven", link), ==, 0);

  run_breakeven (&save_loop, "--save", a, g_getenv ("BREAKEVEN_SAMPLE"), NULL);
  g_assert_cmpint (save_loop.status, ==, 1);
  g_assert_true (g_str_has_prefix (save_loop.err, prefix));
  assert_contains (save_loop.err, "loop");
  /* The link is still a link: nothing was written in its place */
  g_assert_cmpint (g_lstat (a, &info), ==, 0);
  g_assert_true (S_ISLNK (info.st_mode));
  run_breakeven (&read_loop, "--summary", a, NULL);
  g_assert_cmpint (read_loop.status, ==, 1);
  g_assert_true (g_str_has_prefix (read_loop.err, prefix));
  assert_contains (read_loop.err, "loop");

  /* A link to a file that does not exist yet: saving creates that file, keeping the link */
  run_breakeven (&save_link, "--save", link, g_getenv ("BREAKEVEN_SAMPLE"), NULL);
  g_assert_cmpstr (save_link.err, ==, "");
  g_assert_cmpint (save_link.status, ==, 0);
  g_assert_cmpint (g_lstat (link, &info), ==, 0);
  g_assert_true (S_ISLNK (info.st_mode));
  g_assert_cmpint (g_lstat (target, &info), ==, 0);
  g_assert_true (S_ISREG (info.st_mode));
  run_breakeven (&read_link, "--summary", link, NULL);
  g_assert_cmpint (read_link.status, ==, 0);

  /* A link into a folder that does not exist: the reason is the file linked to's, and the
   * message names that file (M2 of hunt 11) */
  {
    g_autofree char *astray = g_build_filename (dir, "astray.breakeven", NULL);
    g_autofree char *missing = g_build_filename (dir, "missing", "x.breakeven", NULL);
    g_autofree char *expected = g_strdup_printf ("%s: the folder does not exist (it links to "
                                                 "%s)\n", astray, missing);
    g_auto(Run) save_astray = { 0 };

    g_assert_cmpint (symlink (missing, astray), ==, 0);
    run_breakeven (&save_astray, "--save", astray, g_getenv ("BREAKEVEN_SAMPLE"), NULL);
    g_assert_cmpint (save_astray.status, ==, 1);
    g_assert_cmpstr (save_astray.err, ==, expected);
    g_assert_cmpint (g_lstat (astray, &info), ==, 0);
    g_assert_true (S_ISLNK (info.st_mode));
    g_unlink (astray);
  }

  g_unlink (a);
  g_unlink (b);
  g_unlink (link);
  g_unlink (target);
  g_rmdir (dir);
}

static void
test_export_csv (void)
{
  g_autofree char *out = tmp_file ("series.csv", NULL);
  g_autofree char *out_de = tmp_file ("series-de.csv", NULL);
  g_autofree char *csv = NULL;
  g_autofree char *csv_de = NULL;
  g_autoptr(GPtrArray) rows = NULL;
  g_auto(Run) run = { 0 };
  g_auto(Run) run_de = { 0 };
  char **header;

  run_breakeven (&run, "--export", out, g_getenv ("BREAKEVEN_SAMPLE"), NULL);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpint (run.status, ==, 0);
  csv = read_file (out);
  g_assert_true (g_utf8_validate (csv, -1, NULL));
  rows = parse_csv (csv);

  header = g_ptr_array_index (rows, 0);
  g_assert_cmpuint (g_strv_length (header), ==, 6);
  g_assert_cmpstr (header[0], ==, "month");
  g_assert_cmpstr (header[1], ==, "build_cash");
  g_assert_cmpstr (header[2], ==, "build_net");
  g_assert_cmpstr (header[3], ==, "AutoDL RTX 4090D");
  g_assert_cmpstr (header[4], ==, "AutoDL RTX 4090D (promotion)");
  g_assert_cmpstr (header[5], ==, "AutoDL RTX 3090 (measured)");

  /* Months 0 to 36 */
  g_assert_cmpuint (rows->len, ==, 1 + 37);
  for (guint m = 0; m <= 36; m++)
    {
      g_assert_cmpuint (g_strv_length (g_ptr_array_index (rows, 1 + m)), ==, 6);
      g_assert_cmpfloat (csv_number (rows, 1 + m, 0), ==, m);
    }
  /* By hand: month 0 is the capital alone; month 12 adds 12 x 131.40 of electricity; the
   * offer is 12 x 941.70 */
  g_assert_cmpfloat (csv_number (rows, 1, 1), ==, 23592);
  g_assert_cmpfloat (csv_number (rows, 1, 3), ==, 0);
  g_assert_cmpfloat_with_epsilon (csv_number (rows, 13, 1), 25168.8, 1e-6);
  g_assert_cmpfloat_with_epsilon (csv_number (rows, 13, 2), 25168.8, 1e-6);
  g_assert_cmpfloat_with_epsilon (csv_number (rows, 13, 3), 11300.4, 1e-6);
  /* The RTX 3090 at the speed GPU-Insights ver2 gives against the build's RTX 4090D: ResNet-50
   * FP16, 44323 against 63426 images a second; the table keeps the 4090D's index, 63426 /
   * 44323, to 4 decimals: 36 x 1277.50 / (1 / 1.4310) */
  g_assert_cmpfloat_with_epsilon (csv_number (rows, 37, 5),
                                  36 * 1277.5 * (round (63426.0 / 44323.0 * 1e4) / 1e4), 1e-6);

  /* The same bytes under a decimal-comma locale */
  run_breakeven_env (&run_de, "de_DE.UTF-8", "--export", out_de, g_getenv ("BREAKEVEN_SAMPLE"),
                     NULL);
  g_assert_cmpint (run_de.status, ==, 0);
  csv_de = read_file (out_de);
  g_assert_cmpstr (csv_de, ==, csv);
}

/* Names with commas, quotes and non-ASCII text; a horizon that is not a whole month; resale */
static void
test_export_csv_quoting (void)
{
  g_autofree char *path = tmp_file (
    "quoting.breakeven",
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<breakeven-project format=\"1\">\n"
    "  <usage hours-per-day=\"10\" horizon-months=\"2.5\"/>\n"
    "  <build>\n"
    "    <part category=\"gpu\" unit-price=\"10000\"/>\n"
    "    <resale percent-at-horizon=\"50\"/>\n"
    "  </build>\n"
    "  <cloud>\n"
    "    <offer provider=\"Cloud, Inc.\" name=\"&quot;Big&quot; GPU\" price-per-hour=\"2\"/>\n"
    "    <offer provider=\"云\" name=\"A100\" price-per-hour=\"3\"/>\n"
    "  </cloud>\n"
    "</breakeven-project>\n");
  g_autofree char *out = tmp_file ("quoting.csv", NULL);
  g_autofree char *csv = NULL;
  g_autoptr(GPtrArray) rows = NULL;
  g_auto(Run) run = { 0 };
  char **header;

  run_breakeven (&run, "--export", out, path, NULL);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpint (run.status, ==, 0);
  csv = read_file (out);
  assert_contains (csv, "month,build_cash,build_net,\"Cloud, Inc. \"\"Big\"\" GPU\",云 A100\r\n");
  rows = parse_csv (csv);
  header = g_ptr_array_index (rows, 0);
  g_assert_cmpuint (g_strv_length (header), ==, 5);
  g_assert_cmpstr (header[3], ==, "Cloud, Inc. \"Big\" GPU");
  g_assert_cmpstr (header[4], ==, "云 A100");

  /* 0, 1, 2 and the horizon itself */
  g_assert_cmpuint (rows->len, ==, 1 + 4);
  g_assert_cmpfloat (csv_number (rows, 4, 0), ==, 2.5);
  /* Cash paid stays 10,000 (no running cost); net falls to half the parts at the horizon */
  g_assert_cmpfloat (csv_number (rows, 4, 1), ==, 10000);
  g_assert_cmpfloat_with_epsilon (csv_number (rows, 4, 2), 5000, 1e-9);
  /* 2 x 10 h x 365/12 x 2.5 */
  g_assert_cmpfloat_with_epsilon (csv_number (rows, 4, 3), 2 * 10 * 365.0 / 12 * 2.5, 1e-9);
}

static void
test_export_markdown (void)
{
  g_autofree char *out = tmp_file ("parts.md", NULL);
  g_autofree char *md = NULL;
  g_autofree char *pipes = tmp_file (
    "pipes.breakeven",
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<breakeven-project format=\"1\">\n"
    "  <title>A | B</title>\n"
    "  <build>\n"
    "    <part category=\"cpu\" quantity=\"2\" unit-price=\"1.5\" power-watts=\"65\">x86|arm</part>\n"
    "  </build>\n"
    "</breakeven-project>\n");
  g_autofree char *pipes_out = tmp_file ("pipes.md", NULL);
  g_autofree char *pipes_md = NULL;
  g_auto(Run) run = { 0 };
  g_auto(Run) pipes_run = { 0 };

  run_breakeven (&run, "--export", out, g_getenv ("BREAKEVEN_SAMPLE"), NULL);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpint (run.status, ==, 0);
  md = read_file (out);
  g_assert_true (g_str_has_prefix (md, "# DreamerV3 workstation\n\n"));
  assert_contains (md, "\n| Category | Name | Quantity | Unit price | Line total | Power |\n"
                       "|---|---|--:|--:|--:|--:|\n");
  assert_contains (md, "\n| GPU | RTX 4090D 24 GB | 1 | ¥16,299.00 | ¥16,299.00 | 425 W |\n");
  assert_contains (md, "\n| Memory | DDR5 32 GB | 2 | ¥649.50 | ¥1,299.00 | 10 W |\n");
  /* 9 parts, 23,592 and 425 + 170 + 30 + 2 x 5 + 8 + 0 + 10 + 5 = 658 W */
  assert_contains (md, "\n| **Total** | | 9 | | **¥23,592.00** | **658 W** |\n");
  assert_contains (md, "Vendor quote: ¥36,000.00 (premium ¥12,408.00)");

  run_breakeven (&pipes_run, "--export", pipes_out, pipes, NULL);
  g_assert_cmpint (pipes_run.status, ==, 0);
  pipes_md = read_file (pipes_out);
  g_assert_true (g_str_has_prefix (pipes_md, "# A \\| B\n"));
  assert_contains (pipes_md, "\n| CPU | x86\\|arm | 2 | ¥1.50 | ¥3.00 | 130 W |\n");
}

static void
test_export_chart (void)
{
  static const char *const charts[] = { "cumulative", "sensitivity", "budget" };
  g_autofree char *plain = tmp_file ("chart.svg", NULL);
  g_autofree char *plain_svg = NULL;
  /* Not g_autofree: on an array it frees the first element only */
  char *svgs[G_N_ELEMENTS (charts)] = { NULL };
  g_auto(Run) run = { 0 };

  run_breakeven (&run, "--export", plain, g_getenv ("BREAKEVEN_SAMPLE"), NULL);
  g_assert_cmpint (run.status, ==, 0);
  plain_svg = read_file (plain);

  for (guint i = 0; i < G_N_ELEMENTS (charts); i++)
    {
      g_autofree char *name = g_strdup_printf ("chart-%s.svg", charts[i]);
      g_autofree char *png_name = g_strdup_printf ("chart-%s.png", charts[i]);
      g_autofree char *path = tmp_file (name, NULL);
      g_autofree char *png = tmp_file (png_name, NULL);
      g_autofree char *png_data = NULL;
      g_auto(Run) svg_run = { 0 };
      g_auto(Run) png_run = { 0 };

      run_breakeven (&svg_run, "--export", path, "--chart", charts[i], "--size", "600x400",
                     g_getenv ("BREAKEVEN_SAMPLE"), NULL);
      g_assert_cmpstr (svg_run.err, ==, "");
      g_assert_cmpint (svg_run.status, ==, 0);
      svgs[i] = read_file (path);
      assert_contains (svgs[i], "<svg");
      assert_contains (svgs[i], "width=\"600\"");

      run_breakeven (&png_run, "--export", png, "--chart", charts[i],
                     g_getenv ("BREAKEVEN_SAMPLE"), NULL);
      g_assert_cmpint (png_run.status, ==, 0);
      png_data = read_file (png);
      g_assert_true (memcmp (png_data, "\x89PNG", 4) == 0);
    }
  /* Three different drawings; the default is the cumulative chart */
  g_assert_cmpstr (svgs[0], !=, svgs[1]);
  g_assert_cmpstr (svgs[1], !=, svgs[2]);
  g_assert_cmpstr (svgs[0], !=, svgs[2]);
  g_assert_cmpuint (strlen (plain_svg), >, 1000);
  for (guint i = 0; i < G_N_ELEMENTS (charts); i++)
    g_free (svgs[i]);
}

static void
remove_tmpdir (void)
{
  g_autoptr(GDir) dir = g_dir_open (tmpdir, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (tmpdir, name, NULL);

      g_unlink (path);
    }
  g_rmdir (tmpdir);
  g_clear_pointer (&tmpdir, g_free);
}

/* ---------------------------------------------------------------------------------------- */
/* Format 3: bursts, the hybrid, own time, changing prices                                    */

static char *
fixture (const char *name)
{
  return g_build_filename (g_getenv ("BREAKEVEN_FIXTURES"), name, NULL);
}

/* The student of the issue: 4 h a day on the seed's build (600 W at 0.6 per kWh, 23,592), which
 * may run at most 20 h a day, and 300 hours in the 10 days before each of two conference
 * deadlines a year from month 4 (6 occurrences in 36 months), against AutoDL at 2.58/h.  By
 * hand, each occurrence: the build has 20 - 4 = 16 free hours a day, does 160 hours and
 * would need 140 / 16 = 8.75 days more; its electricity for 300 hours is 0.6 × 300 × 0.6 = 108,
 * for 160 hours 57.60; renting 300 hours costs 774, 140 hours 361.20.
 *   build  = 23,592 + 43.80 × 36 + 6 × 108                  = 25,816.80 (late)
 *   rent   = 313.90 × 36 + 6 × 774                          = 15,944.40
 *   hybrid = 23,592 + 43.80 × 36 + 6 × (57.60 + 361.20)     = 27,681.60
 * Renting wins, by 27,681.60 - 15,944.40 = 11,737.20 against the hybrid (a late build is
 * never the runner-up). */
static void
test_format_3_student (void)
{
  g_autofree char *path = fixture ("deadlines.breakeven");
  g_autofree char *json_path = tmp_file ("student.json", NULL);
  g_auto(Run) text = { 0 };
  g_auto(Run) json = { 0 };
  g_auto(Run) exported = { 0 };
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autofree char *written = NULL;
  JsonObject *root, *verdict, *runner_up, *offer, *burst, *build;

  run_breakeven (&text, "--summary", path, NULL);
  g_assert_cmpstr (text.err, ==, "");
  g_assert_cmpint (text.status, ==, 0);
  g_assert_true (g_str_has_prefix (text.out,
                                   "Rent AutoDL RTX 4090D: it saves ¥11,737 over 36 months against "
                                   "owning the build and renting AutoDL RTX 4090D for Conference "
                                   "deadline.\n"
                                   "The build alone would finish Conference deadline 8.8 days "
                                   "late.\n"));
  assert_contains (text.out, "  Conference deadline: 300 hours in 10 days, 2 times a year from "
                             "month 4 (6 before the horizon)\n"
                             "    The build can do 160 of 300 hours in 10 days: 8.8 days late.\n");
  assert_contains (text.out, "  Build: ¥25,816.80 (late)\n");
  assert_contains (text.out, "  Rent AutoDL RTX 4090D: ¥15,944.40\n");
  assert_contains (text.out, "  Build + AutoDL RTX 4090D for the bursts: ¥27,681.60\n");
  assert_contains (text.out, "  Instances to finish the bursts in time: 2\n");
  assert_contains (text.out, "(840 hours rented)");

  run_breakeven (&json, "--summary", "--json", path, NULL);
  g_assert_cmpint (json.status, ==, 0);
  root = parse_json (json.out, parser);
  g_assert_cmpint (json_object_get_int_member (root, "format"), ==, 3);
  build = json_object_get_object_member (root, "build");
  g_assert_false (json_object_get_boolean_member (build, "on_time"));
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (build, "horizon_cost"),
                                  25816.8, 1e-9);
  burst = json_array_get_object_element (json_object_get_array_member (root, "bursts"), 0);
  g_assert_cmpstr (json_object_get_string_member (burst, "name"), ==, "Conference deadline");
  g_assert_cmpint (json_object_get_int_member (burst, "occurrences"), ==, 6);
  g_assert_cmpfloat (json_object_get_double_member (burst, "build_capacity_hours"), ==, 160);
  g_assert_cmpfloat (json_object_get_double_member (burst, "build_late_days"), ==, 8.75);
  offer = json_array_get_object_element (json_object_get_array_member (root, "offers"), 0);
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (offer, "horizon_cost"),
                                  15944.4, 1e-9);
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (offer, "hybrid_horizon_cost"),
                                  27681.6, 1e-9);
  g_assert_cmpfloat (json_object_get_double_member (offer, "hybrid_rented_hours"), ==, 840);
  /* ceil (300 / (24 × 10)) */
  g_assert_cmpint (json_object_get_int_member (offer, "instances_for_bursts"), ==, 2);
  g_assert_cmpstr (json_object_get_string_member (offer, "speed_source"), ==, "typed");
  verdict = json_object_get_object_member (root, "verdict");
  g_assert_cmpstr (json_object_get_string_member (verdict, "choice"), ==, "rent");
  g_assert_cmpint (json_object_get_int_member (verdict, "offer"), ==, 0);
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (verdict, "difference"),
                                  11737.2, 1e-9);
  runner_up = json_object_get_object_member (verdict, "runner_up");
  g_assert_cmpstr (json_object_get_string_member (runner_up, "choice"), ==, "hybrid");
  g_assert_cmpint (json_object_get_int_member (runner_up, "offer"), ==, 0);

  /* --export OUT.json writes what --summary --json prints */
  run_breakeven (&exported, "--export", json_path, path, NULL);
  g_assert_cmpstr (exported.err, ==, "");
  g_assert_cmpint (exported.status, ==, 0);
  written = read_file (json_path);
  g_assert_cmpstr (written, ==, json.out);
}

/* At 12 h a day the build has 8 free hours: 80 of the 300 hours, 220 rented per occurrence.
 *   build  = 23,592 + 131.40 × 36 + 6 × 108                 = 28,970.40 (late)
 *   hybrid = 28,970.40 - 6 × 220 × 0.36 + 6 × 220 × 2.58    = 31,900.80
 *   rent   = 941.70 × 36 + 6 × 774                          = 38,545.20
 * so the hybrid wins, by 6,644.40 against renting everything. */
static void
test_format_3_hybrid_verdict (void)
{
  g_autofree char *path = fixture ("deadlines.breakeven");
  g_auto(Run) text = { 0 };
  g_auto(Run) json = { 0 };
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *verdict;

  run_breakeven (&text, "--summary", "--set", "hours-per-day=12", path, NULL);
  g_assert_cmpstr (text.err, ==, "");
  g_assert_cmpint (text.status, ==, 0);
  g_assert_true (g_str_has_prefix (text.out,
                                   "Build, and rent AutoDL RTX 4090D for Conference deadline: "
                                   "¥31,901 over 36 months, ¥6,644 less than renting "
                                   "everything.\n"
                                   "The build alone would finish Conference deadline 27.5 days "
                                   "late.\n"));

  run_breakeven (&json, "--summary", "--json", "--set", "hours-per-day=12", path, NULL);
  verdict = json_object_get_object_member (parse_json (json.out, parser), "verdict");
  g_assert_cmpstr (json_object_get_string_member (verdict, "choice"), ==, "hybrid");
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (verdict, "difference"),
                                  6644.4, 1e-9);
}

/* The three usage keys of format 3 go through --set into the saved file, checked as the
 * reader checks them */
static void
test_format_3_set (void)
{
  const char *sample = g_getenv ("BREAKEVEN_SAMPLE");
  g_autofree char *deadlines = fixture ("deadlines.breakeven");
  g_autofree char *out = tmp_file ("set-format-3.breakeven", NULL);
  g_auto(Run) save = { 0 };
  g_autofree char *xml = NULL;
  const struct { const char *set; const char *message; } refused[] = {
    { "build-max-hours-per-day=0",
      "the build’s most hours a day must be above 0 and at most 24" },
    { "build-max-hours-per-day=25",
      "build-max-hours-per-day must be between 0 and 24, not 25" },
    { "build-max-hours-per-day=10",
      "12 hours of work a day are more than the build’s most of 10 hours a day" },
    { "price-change-percent-per-year=-95",
      "price-change-percent-per-year must be between -90 and 100" },
    { "own-time-per-hour=-1", "own-time-per-hour must be 0 or more, not -1" },
  };

  run_breakeven (&save, "--save", out, "--set", "build-max-hours-per-day=20", "--set",
                 "own-time-per-hour=30", "--set", "price-change-percent-per-year=-10", sample,
                 NULL);
  g_assert_cmpstr (save.err, ==, "");
  g_assert_cmpint (save.status, ==, 0);
  xml = read_file (out);
  assert_contains (xml, "<breakeven-project format=\"3\">");
  assert_contains (xml, " build-max-hours-per-day=\"20\" own-time-per-hour=\"30\"/>");
  assert_contains (xml, "<cloud price-change-percent-per-year=\"-10\">");

  /* Each refused where it is given, with the reader's message; nothing is written */
  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      g_auto(Run) run = { 0 };

      g_assert_true (g_remove (out) == 0 || errno == ENOENT);
      run_breakeven (&run, "--save", out, "--set", refused[i].set, sample, NULL);
      g_assert_cmpint (run.status, ==, 2);
      assert_contains (run.err, refused[i].message);
      g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
    }

  /* A horizon that would leave a burst out is refused, as the file would be */
  {
    g_auto(Run) run = { 0 };

    run_breakeven (&run, "--summary", "--set", "horizon-months=4", deadlines, NULL);
    g_assert_cmpint (run.status, ==, 2);
    assert_contains (run.err, "horizon-months must be above the first month of every burst (4)");
  }
}

/* --chart bursts draws the burst view; at 12 h a day the cumulative chart of the student's
 * fixture (the hybrid is the verdict there) names the hybrid curve in its legend, as text in
 * the SVG; a wrong chart name is told with the four there are */
static void
test_chart_bursts (void)
{
  g_autofree char *path = fixture ("deadlines.breakeven");
  g_autofree char *bursts = tmp_file ("bursts.svg", NULL);
  g_autofree char *cumulative = tmp_file ("cumulative.svg", NULL);
  g_autofree char *png = tmp_file ("bursts.png", NULL);
  g_autofree char *bursts_svg = NULL;
  g_autofree char *cumulative_svg = NULL;
  g_autofree char *png_data = NULL;
  g_auto(Run) run = { 0 };
  g_auto(Run) cumulative_run = { 0 };
  g_auto(Run) png_run = { 0 };
  g_auto(Run) wrong = { 0 };

  run_breakeven (&run, "--export", bursts, "--chart", "bursts", "--set", "hours-per-day=12",
                 path, NULL);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpint (run.status, ==, 0);
  bursts_svg = read_file (bursts);
  assert_contains (bursts_svg, "<svg");
  assert_contains (bursts_svg, "Bursts, rented");
  assert_contains (bursts_svg, "Conference deadline");
  assert_contains (bursts_svg, "Month of the year");

  run_breakeven (&png_run, "--export", png, "--chart", "bursts", path, NULL);
  g_assert_cmpint (png_run.status, ==, 0);
  png_data = read_file (png);
  g_assert_true (memcmp (png_data, "\x89PNG", 4) == 0);

  run_breakeven (&cumulative_run, "--export", cumulative, "--set", "hours-per-day=12", path,
                 NULL);
  g_assert_cmpint (cumulative_run.status, ==, 0);
  cumulative_svg = read_file (cumulative);
  assert_contains (cumulative_svg, "Hybrid with AutoDL RTX 4090D");
  g_assert_null (strstr (cumulative_svg, "Hybrid with AutoDL RTX 3090"));

  run_breakeven (&wrong, "--export", png, "--chart", "burst", path, NULL);
  g_assert_cmpint (wrong.status, ==, 2);
  assert_contains (wrong.err, "cumulative, sensitivity, budget or bursts");
}

/* The verdict names each strategy in Chinese too, with the same figures (worked out by hand
 * above: rent 11,737 less than the hybrid at 4 h a day; the hybrid 31,901 and 6,644 less than
 * renting everything at 12 h a day, the build alone 8.75 and 27.5 days late) */
static void
test_format_3_verdict_zh_cn (void)
{
  g_autofree char *path = fixture ("deadlines.breakeven");
  g_auto(Run) rent = { 0 };
  g_auto(Run) hybrid = { 0 };
  g_auto(Run) build = { 0 };

  run_breakeven_env (&rent, "zh_CN.UTF-8", "--summary", path, NULL);
  g_assert_cmpint (rent.status, ==, 0);
  g_assert_true (g_str_has_prefix (rent.out, "租用 AutoDL RTX 4090D：36 个月内比自建并在 "
                                             "Conference deadline 时租用 AutoDL RTX 4090D "
                                             "节省 ¥11,737。\n"
                                             "单靠自建主机完成 Conference deadline 会延误 "
                                             "8.8 天。\n"));
  assert_contains (rent.out, "冲刺");

  run_breakeven_env (&hybrid, "zh_CN.UTF-8", "--summary", "--set", "hours-per-day=12", path,
                     NULL);
  g_assert_cmpint (hybrid.status, ==, 0);
  g_assert_true (g_str_has_prefix (hybrid.out, "混合方案（本地 + 云）：自建，Conference deadline "
                                               "时租用 AutoDL RTX 4090D：36 个月总成本 ¥31,901，"
                                               "比全部租用少 ¥6,644。\n"
                                               "单靠自建主机完成 Conference deadline 会延误 "
                                               "27.5 天。\n"));

  /* Without bursts (the sample) the verdict names neither a hybrid nor a delay */
  run_breakeven_env (&build, "zh_CN.UTF-8", "--summary", g_getenv ("BREAKEVEN_SAMPLE"), NULL);
  g_assert_cmpint (build.status, ==, 0);
  g_assert_null (strstr (build.out, "混合方案"));
  g_assert_null (strstr (build.out, "延误"));
}

/* The report's Strategies table says what the JSON says, in English and in Chinese: for the
 * Deadline Bursts project at 12 h a day, each strategy's row holds its horizon cost */
static void
test_format_3_report_strategies (void)
{
  g_autofree char *path = fixture ("deadlines.breakeven");
  g_autofree char *program = g_find_program_in_path ("pdftotext");
  const char *const locales[] = { "C.UTF-8", "zh_CN.UTF-8" };
  g_auto(Run) json = { 0 };
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *root;
  JsonArray *offers;

  if (program == NULL)
    {
      g_test_skip ("pdftotext is not installed");
      return;
    }
  run_breakeven (&json, "--summary", "--json", "--set", "hours-per-day=12", path, NULL);
  g_assert_cmpint (json.status, ==, 0);
  root = parse_json (json.out, parser);
  offers = json_object_get_array_member (root, "offers");

  for (guint l = 0; l < G_N_ELEMENTS (locales); l++)
    {
      gboolean zh = l == 1;
      g_autofree char *pdf = tmp_file (zh ? "strategies-zh.pdf" : "strategies.pdf", NULL);
      g_auto(Run) export = { 0 };
      g_autofree char *text = NULL;
      g_autofree char *build_cost = NULL;
      g_autofree char *build_row = NULL;
      const char *argv[] = { program, "-layout", pdf, "-", NULL };
      g_autoptr(GError) error = NULL;
      int status;

      run_breakeven_env (&export, locales[l], "--export", pdf, "--set", "hours-per-day=12", path,
                         NULL);
      g_assert_cmpint (export.status, ==, 0);
      g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, &text,
                    NULL, &status, &error);
      g_assert_no_error (error);
      /* The table's rows, one per strategy, each with its cost */
      build_cost = breakeven_format_money (
        json_object_get_double_member (json_object_get_object_member (root, "build"),
                                       "horizon_cost"), "CNY", 2);
      build_row = g_strdup_printf ("%s", zh ? "自建主机" : "Build");
      assert_row (text, build_row, build_cost);
      for (guint i = 0; i < json_array_get_length (offers); i++)
        {
          JsonObject *offer = json_array_get_object_element (offers, i);
          g_autofree char *name = g_strdup_printf ("%s %s",
                                                   json_object_get_string_member (offer, "provider"),
                                                   json_object_get_string_member (offer, "name"));
          g_autofree char *rent = g_strdup_printf (zh ? "租用 %s" : "Rent %s", name);
          g_autofree char *rent_cost =
            breakeven_format_money (json_object_get_double_member (offer, "horizon_cost"), "CNY",
                                    2);

          assert_row (text, rent, rent_cost);
          if (!json_object_get_null_member (offer, "hybrid_horizon_cost"))
            {
              g_autofree char *hybrid = g_strdup_printf (zh ? "混合方案：本地 + %s"
                                                            : "Hybrid: build + %s", name);
              g_autofree char *hybrid_cost =
                breakeven_format_money (json_object_get_double_member (offer,
                                                                       "hybrid_horizon_cost"),
                                        "CNY", 2);

              assert_row (text, hybrid, hybrid_cost);
            }
        }
    }
}

/* Nothing a terminal would take as a command: no control character but the line ends, no C1
 * control, no direction override */
static void
assert_no_terminal_commands (const char *text)
{
  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if ((c < 0x20 && c != '\n') || (c >= 0x7f && c < 0xa0) || c == 0x202e)
        g_error ("U+%04X shown raw in “%s”", c, text);
    }
}

/* A title or a file name with control characters is shown escaped, in the summary and in the
 * messages, never raw */
static void
test_shown_escaped (void)
{
  g_autofree char *title = tmp_file ("title-ctrl.breakeven",
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<breakeven-project format=\"3\">\n"
    "  <title>Lab&#13;\u202e\xc2\x9b[2J box</title>\n"
    "  <build><part category=\"gpu\" unit-price=\"9000\"/></build>\n"
    "</breakeven-project>\n");
  g_autofree char *named = tmp_file ("\033[31mred\033]0;t\007.breakeven", "<nope/>");
  g_autofree char *missing_dir = g_build_filename (tmpdir, "no\033[2Jdir", "out.breakeven", NULL);
  g_auto(Run) summary = { 0 };
  g_auto(Run) refused = { 0 };
  g_auto(Run) save = { 0 };

  run_breakeven (&summary, "--summary", title, NULL);
  g_assert_cmpint (summary.status, ==, 0);
  assert_contains (summary.out, "Lab");
  assert_no_terminal_commands (summary.out);

  run_breakeven (&refused, "--summary", named, NULL);
  g_assert_cmpint (refused.status, !=, 0);
  assert_contains (refused.err, "red");
  assert_no_terminal_commands (refused.err);

  run_breakeven (&save, "--save", missing_dir, title, NULL);
  g_assert_cmpint (save.status, !=, 0);
  assert_no_terminal_commands (save.err);
}

/* A gpuhunt price list of one offer */
#define ONE_OFFER_LIST "instance_name,location,price,cpu,memory,gpu_count,gpu_name,gpu_memory," \
                       "spot\nN,EU,0.69,16,62,1,RTX4090,24,False\n"

/* A file name with characters that show nothing (zero-width space and joiner, direction
 * mark, word joiner, byte-order mark, line separator) is shown with them escaped, so two
 * names that look alike do not read the same */
static void
test_invisible_escaped (void)
{
  g_autofree char *named = tmp_file ("a\u200bb\u200dc\u200fd\u2060e\ufefff\u2028g.breakeven",
                                     "<nope/>");
  g_auto(Run) refused = { 0 };

  run_breakeven (&refused, "--summary", named, NULL);
  g_assert_cmpint (refused.status, !=, 0);
  assert_contains (refused.err, "a\\u200bb\\u200dc\\u200fd\\u2060e\\ufefff\\u2028g");
  for (const char *p = refused.err; *p != '\0'; p = g_utf8_next_char (p))
    if (g_unichar_type (g_utf8_get_char (p)) == G_UNICODE_FORMAT)
      g_error ("U+%04X shown raw in \u201c%s\u201d", g_utf8_get_char (p), refused.err);

  /* The fillers that show nothing are escaped too, and a character above U+FFFF is written
   * \UXXXXXXXX, which cannot be read as another character followed by a digit (G2, G3) */
  {
    g_autofree char *fillers = tmp_file ("h\u3164b\u2800c\u034fd\ufe0fe\U000e0041f.breakeven",
                                         "<nope/>");
    g_auto(Run) run = { 0 };

    run_breakeven (&run, "--summary", fillers, NULL);
    g_assert_cmpint (run.status, !=, 0);
    assert_contains (run.err, "h\\u3164b\\u2800c\\u034fd\\ufe0fe\\U000e0041f");
  }
  /* A price list named with nothing that shows is no provider's (G1) */
  {
    g_autofree char *list = tmp_file ("\u200b\u3164.csv",
                                      ONE_OFFER_LIST);
    g_autofree char *catalogue = g_strconcat (list, ".xml", NULL);
    g_auto(Run) run = { 0 };

    run_breakeven (&run, "--import-offers", list, "--catalogue", catalogue, NULL);
    g_assert_cmpint (run.status, ==, 1);
    assert_contains (run.err, "its name gives no provider name");
    g_assert_false (g_file_test (catalogue, G_FILE_TEST_EXISTS));
  }
  /* Nor one named only with combining marks (an accent, an enclosing circle), private-use
   * characters, non-characters or code points with no character (H3): refused, and the marks,
   * which would land on the slash before them, escaped; an accent on a letter stays as it is */
  {
    static const char *const names[] = { "\u0301", "\u0301\u0308\u0327", "\u20dd",
                                         "\ue000", "\U000f0000", "\uffff", "\ufdd0",
                                         "\u0378" };
    static const char *const shown[] = { "/\\u0301.csv", "/\\u0301\\u0308\\u0327.csv",
                                         "/\\u20dd.csv", "/\\ue000.csv",
                                         "/\\U000f0000.csv", "/\\uffff.csv",
                                         "/\\ufdd0.csv", "/\\u0378.csv" };

    for (guint i = 0; i < G_N_ELEMENTS (names); i++)
      {
        g_autofree char *file_name = g_strconcat (names[i], ".csv", NULL);
        g_autofree char *list = tmp_file (file_name,
                                          ONE_OFFER_LIST);
        g_autofree char *catalogue = g_strconcat (list, ".xml", NULL);
        g_auto(Run) run = { 0 };

        run_breakeven (&run, "--import-offers", list, "--catalogue", catalogue, NULL);
        g_assert_cmpint (run.status, ==, 1);
        assert_contains (run.err, "its name gives no provider name");
        assert_contains (run.err, shown[i]);
        g_assert_false (g_file_test (catalogue, G_FILE_TEST_EXISTS));
      }
  }
  {
    g_autofree char *list = tmp_file ("Cafe\u0301.csv",
                                      ONE_OFFER_LIST);
    g_autofree char *catalogue = g_strconcat (list, ".xml", NULL);
    g_auto(Run) run = { 0 };

    run_breakeven (&run, "--import-offers", list, "--catalogue", catalogue, NULL);
    g_assert_cmpint (run.status, ==, 0);
    assert_contains (run.out, "Cafe\u0301");
  }
}

/* A project whose title and offer hold TITLE and PROVIDER (XML text, escaped as XML) */
static char *
named_project (const char *file_name,
               const char *title,
               const char *provider)
{
  g_autofree char *xml = g_strdup_printf ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                                          "<breakeven-project format=\"1\">\n"
                                          "  <title>%s</title>\n"
                                          "  <usage hours-per-day=\"8\" horizon-months=\"36\"/>\n"
                                          "  <build>\n"
                                          "    <part category=\"gpu\" unit-price=\"13500\" power-watts=\"650\">RTX 3090</part>\n"
                                          "    <electricity price-per-kwh=\"1.0\"/>\n"
                                          "  </build>\n"
                                          "  <cloud>\n"
                                          "    <offer provider=\"%s\" name=\"RTX 3090\" price-per-hour=\"3.5\"\n"
                                          "           relative-speed=\"1\"/>\n"
                                          "  </cloud>\n"
                                          "</breakeven-project>\n", title, provider);

  return tmp_file (file_name, xml);
}

/* The characters a terminal acts on or shows nothing of, as JSON writes them: C1 controls (an
 * 8-bit CSI, NEL), the line separators, the direction overrides and marks, format characters,
 * and a combining mark with nothing to go on (after a space, it would draw on it, or on the
 * quote: J7 of hunt 8) */
#define HIDDEN "R\u202eL\u2066I\u2069Z\u200bW\u2060F\ufeffS\u00adA\u061cM\u200eC\302\233" \
               "1\302\205N\u2028P\u2029T\U000e0001E \u20ddQ"
#define HIDDEN_JSON "R\\u202eL\\u2066I\\u2069Z\\u200bW\\u2060F\\ufeffS\\u00adA\\u061cM\\u200eC" \
                    "\\u009b1\\u0085N\\u2028P\\u2029T\\udb40\\udc01E \\u20ddQ"

static void
assert_json_hidden_escaped (const char *json)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *root;

  /* Nothing but ASCII, tabs and line ends aside: each character shown as \uXXXX */
  for (const char *p = json; *p != '\0'; p++)
    if ((guchar) *p >= 0x80)
      g_error ("a byte 0x%02x raw in the JSON at “%.40s”", (guchar) *p, p);
  assert_contains (json, "\"title\" : \"" HIDDEN_JSON "\"");
  assert_contains (json, "\"provider\" : \"" HIDDEN_JSON "\"");
  /* And read back as they were */
  root = parse_json (json, parser);
  g_assert_cmpstr (json_object_get_string_member (root, "title"), ==, HIDDEN);
  g_assert_cmpstr (json_object_get_string_member (offer_at (root, 0), "provider"), ==, HIDDEN);
}

/* A mark after a symbol goes on it, in the text summary and in JSON alike; after a space or
 * punctuation it is escaped in both (K5 of hunt 9) */
static void
test_marks_alike (void)
{
  g_autofree char *project = named_project ("marks.breakeven", "=\u0301 .\u0301", "Cloud");
  g_auto(Run) text = { 0 };
  g_auto(Run) json = { 0 };

  run_breakeven (&text, "--summary", project, NULL);
  run_breakeven (&json, "--summary", "--json", project, NULL);
  g_assert_cmpint (text.status, ==, 0);
  g_assert_cmpint (json.status, ==, 0);
  assert_contains (text.out, "=\u0301 .\\u0301");
  assert_contains (json.out, "\"title\" : \"=\u0301 .\\u0301\"");
}

static void
test_json_hidden_escaped (void)
{
  g_autofree char *project = named_project ("hidden.breakeven", HIDDEN, HIDDEN);
  g_autofree char *out = tmp_file ("hidden.json", NULL);
  g_autofree char *exported = NULL;
  g_auto(Run) summary = { 0 };
  g_auto(Run) export = { 0 };

  run_breakeven (&summary, "--summary", "--json", project, NULL);
  g_assert_cmpint (summary.status, ==, 0);
  assert_json_hidden_escaped (summary.out);

  run_breakeven (&export, "--export", out, project, NULL);
  g_assert_cmpint (export.status, ==, 0);
  exported = read_file (out);
  assert_json_hidden_escaped (exported);
}

/* A line end in a title or a name never starts a line of the summary: written \n and \r, as
 * a tab is \t */
static void
test_summary_line_ends_escaped (void)
{
  g_autofree char *project = named_project ("line-ends.breakeven",
                                            "First line\nSecond line\twith tab&#13;end",
                                            "Cloud&#10;FAKE: 0&#13;");
  g_auto(Run) run = { 0 };
  g_auto(GStrv) lines = NULL;

  run_breakeven (&run, "--summary", project, NULL);
  g_assert_cmpint (run.status, ==, 0);
  assert_contains (run.out, "\nFirst line\\nSecond line\\twith tab\\rend\n");
  /* The offer's line, and the verdict that names it */
  assert_contains (run.out, "Cloud\\nFAKE: 0\\r RTX 3090, ");
  assert_contains (run.out, "against Cloud\\nFAKE: 0\\r RTX 3090.");
  lines = g_strsplit (run.out, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_assert_false (g_str_has_prefix (lines[i], "Second line"));
      g_assert_false (g_str_has_prefix (g_strchug (lines[i]), "FAKE"));
      g_assert_null (strchr (lines[i], '\r'));
    }
}

/* An option that names one output, given twice, is a wrong argument: the first output would
 * never be written, and the run would say it succeeded (J6 of hunt 8) */
static void
test_option_twice (void)
{
  const char *sample = g_getenv ("BREAKEVEN_SAMPLE");
  g_autofree char *dir = test_make_dir ("cli-twice");
  g_autofree char *a = g_build_filename (dir, "a.breakeven", NULL);
  g_autofree char *b = g_build_filename (dir, "b.breakeven", NULL);
  g_autofree char *save_b = g_strconcat ("--save=", b, NULL);
  g_autofree char *csv_a = g_build_filename (dir, "a.csv", NULL);
  g_autofree char *csv_b = g_build_filename (dir, "b.csv", NULL);

  {
    g_auto(Run) run = { 0 };

    run_breakeven (&run, "--save", a, save_b, sample, NULL);
    g_assert_cmpint (run.status, ==, 2);
    g_assert_nonnull (strstr (run.err, "--save is given more than once: give it once"));
  }
  {
    g_auto(Run) run = { 0 };

    run_breakeven (&run, "--export", csv_a, "--export", csv_b, sample, NULL);
    g_assert_cmpint (run.status, ==, 2);
    g_assert_nonnull (strstr (run.err, "--export is given more than once"));
  }
  {
    g_auto(Run) run = { 0 };

    run_breakeven (&run, "--summary", "--job", "1", "--job", "2", sample, NULL);
    g_assert_cmpint (run.status, ==, 2);
    g_assert_nonnull (strstr (run.err, "--job is given more than once"));
  }
  g_assert_false (g_file_test (a, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (b, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (csv_a, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (csv_b, G_FILE_TEST_EXISTS));
  /* A file to write named like an option is taken for a slip (K3 of hunt 9); ./ names it */
  {
    g_auto(Run) run = { 0 };

    run_breakeven (&run, "--save", "--summary", sample, NULL);
    g_assert_cmpint (run.status, ==, 2);
    g_assert_nonnull (strstr (run.err, "--save needs a file name, not “--summary” (a file of "
                                       "that name: ./--summary)"));
  }
  {
    g_auto(Run) run = { 0 };

    /* "-", which elsewhere stands for standard output (L3 of hunt 10) */
    run_breakeven (&run, "--save", "-", sample, NULL);
    g_assert_cmpint (run.status, ==, 2);
    g_assert_nonnull (strstr (run.err, "--save needs a file name, not “-”"));
    g_assert_false (g_file_test ("-", G_FILE_TEST_EXISTS));
  }
  /* Once is as before */
  {
    g_auto(Run) run = { 0 };

    run_breakeven (&run, "--save", a, sample, NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_true (g_file_test (a, G_FILE_TEST_EXISTS));
  }
  test_remove_tree (dir);
}

int
main (int    argc,
      char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  tmpdir = g_dir_make_tmp ("breakeven-cli-XXXXXX", NULL);
  g_assert_nonnull (tmpdir);

  g_test_add_func ("/cli/export/formats-named", test_export_formats_named);
  g_test_add_func ("/cli/json/sample", test_json_sample);
  g_test_add_func ("/cli/json/set-hours", test_json_set_hours);
  g_test_add_func ("/cli/json/nulls", test_json_nulls);
  g_test_add_func ("/cli/json/exponent", test_json_exponent);
  g_test_add_func ("/cli/json/locale-independent", test_json_locale_independent);
  g_test_add_func ("/cli/summary/text", test_summary_text);
  g_test_add_func ("/cli/summary/no-drawing-libraries", test_summary_no_drawing);
  g_test_add_func ("/cli/decimal-comma-locale", test_decimal_comma_locale);
  g_test_add_func ("/cli/summary/set", test_summary_set);
  g_test_add_func ("/cli/summary/zh-cn", test_summary_zh_cn);
  g_test_add_func ("/cli/set-order-free", test_set_order_free);
  g_test_add_func ("/cli/wrong-arguments", test_wrong_arguments);
  g_test_add_func ("/cli/size-limit", test_size_limit);
  g_test_add_func ("/cli/wrong-set-before-file", test_wrong_set_before_file);
  g_test_add_func ("/cli/unreadable-file", test_unreadable_file);
  g_test_add_func ("/cli/missing-file", test_missing_file);
  g_test_add_func ("/cli/json/shortest-numbers", test_json_shortest_numbers);
  g_test_add_func ("/cli/json/keys", test_json_keys);
  g_test_add_func ("/cli/not-compared", test_not_compared);
  g_test_add_func ("/cli/json/resale-interest", test_json_resale_interest);
  g_test_add_func ("/cli/verdict/sentence", test_verdict_sentence);
  g_test_add_func ("/cli/verdict/no-offers", test_verdict_no_offers);
  g_test_add_func ("/cli/summary/flags", test_summary_flags);
  g_test_add_func ("/cli/summary/speed-unknown", test_summary_speed_unknown);
  g_test_add_func ("/cli/job", test_job);
  g_test_add_func ("/cli/set-cloud-idle", test_set_cloud_idle);
  g_test_add_func ("/cli/help", test_help);
  g_test_add_func ("/cli/version", test_version);
  g_test_add_func ("/cli/unknown-option", test_unknown_option);
  g_test_add_func ("/cli/save/round-trip", test_save_round_trip);
  g_test_add_func ("/cli/save/settings", test_save_with_settings);
  g_test_add_func ("/cli/save/unwritable", test_save_unwritable);
  g_test_add_func ("/cli/save/long-name", test_save_long_name);
  g_test_add_func ("/cli/save/links-alike", test_links_alike);
  g_test_add_func ("/cli/set-unknown-key", test_set_unknown_key);
  g_test_add_func ("/cli/shown-escaped", test_shown_escaped);
  g_test_add_func ("/cli/invisible-escaped", test_invisible_escaped);
  g_test_add_func ("/cli/json/hidden-escaped", test_json_hidden_escaped);
  g_test_add_func ("/cli/summary/line-ends-escaped", test_summary_line_ends_escaped);
  g_test_add_func ("/cli/export/csv", test_export_csv);
  g_test_add_func ("/cli/export/csv-quoting", test_export_csv_quoting);
  g_test_add_func ("/cli/export/markdown", test_export_markdown);
  g_test_add_func ("/cli/export/chart", test_export_chart);
  g_test_add_func ("/cli/export/chart-bursts", test_chart_bursts);
  g_test_add_func ("/cli/format-3/student", test_format_3_student);
  g_test_add_func ("/cli/format-3/hybrid-verdict", test_format_3_hybrid_verdict);
  g_test_add_func ("/cli/format-3/set", test_format_3_set);
  g_test_add_func ("/cli/format-3/verdict-zh-cn", test_format_3_verdict_zh_cn);
  g_test_add_func ("/cli/format-3/report-strategies", test_format_3_report_strategies);
  g_test_add_func ("/cli/option-twice", test_option_twice);
  g_test_add_func ("/cli/marks-alike", test_marks_alike);

  status = g_test_run ();
  remove_tmpdir ();
  return status;
}
