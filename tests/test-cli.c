/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-cli.c: the command-line contract, run on the real executable */

#include "config.h"

#include <json-glib/json-glib.h>
#include <math.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/wait.h>

typedef struct
{
  int status;
  char *out;
  char *err;
} Run;

static void
run_clear (Run *run)
{
  g_clear_pointer (&run->out, g_free);
  g_clear_pointer (&run->err, g_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Run, run_clear)

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
  g_assert_cmpint (json_object_get_int_member (root, "format"), ==, 2);
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
 * offer whose setup cost is 1e20, which grows at the project's 3.75 % a year to the horizon */
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
  g_assert_null (strstr (run.out, "e+20.0"));
  root = parse_json (run.out, parser);
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (offer_at (root, 2), "horizon_cost")
                                  / (1e20 * pow (1.0375, 48.5 / 12)), 1, 1e-12);
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

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cli/json/sample", test_json_sample);
  g_test_add_func ("/cli/json/set-hours", test_json_set_hours);
  g_test_add_func ("/cli/json/nulls", test_json_nulls);
  g_test_add_func ("/cli/json/exponent", test_json_exponent);
  g_test_add_func ("/cli/json/locale-independent", test_json_locale_independent);
  g_test_add_func ("/cli/summary/text", test_summary_text);
  g_test_add_func ("/cli/decimal-comma-locale", test_decimal_comma_locale);
  g_test_add_func ("/cli/summary/set", test_summary_set);
  g_test_add_func ("/cli/summary/zh-cn", test_summary_zh_cn);
  g_test_add_func ("/cli/set-order-free", test_set_order_free);
  g_test_add_func ("/cli/wrong-arguments", test_wrong_arguments);
  g_test_add_func ("/cli/size-limit", test_size_limit);
  g_test_add_func ("/cli/wrong-set-before-file", test_wrong_set_before_file);
  g_test_add_func ("/cli/unreadable-file", test_unreadable_file);
  g_test_add_func ("/cli/missing-file", test_missing_file);

  return g_test_run ();
}
