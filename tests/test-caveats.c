/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-caveats.c: each caveat of the verdict appears when its condition holds and not
 * otherwise, with the same line in the summary, the JSON and the printed report
 *
 * Each case is one project written out twice: once where the caveat's condition holds, once
 * just short of it.  The base project (one RTX 4090D against one AutoDL RTX 3090 at a speed
 * GPU-Insights measured, on demand, the wall power estimated from the parts) has no caveat.
 */

#include "config.h"

#include <glib/gstdio.h>
#include <locale.h>
#include <string.h>

#include "breakeven-caveats.h"
#include "breakeven-export.h"
#include "breakeven-report.h"
#include "breakeven-xml.h"

typedef struct
{
  const char *path;           /* test path */
  BreakevenCaveatKind kind;
  const char *link;
  const char *json;           /* the JSON's name */
  const char *phrase;         /* in its explanation */
  /* the project where it holds, and where it does not: GPUs in the build, <power> attributes,
   * the offer's attributes, more offers and rates */
  const char *holds[4];
  const char *not[4];
} Case;

#define BASE_OFFER "gpu=\"RTX 3090\" gpu-count=\"1\" relative-speed=\"auto\""

static const Case cases[] = {
  { "/caveats/speed-unknown", BREAKEVEN_CAVEAT_SPEED_UNKNOWN, "speed unknown", "speed-unknown",
    "No benchmark in the GPU table measured both AutoDL Offer’s GPU and the build’s",
    { "1", "", "gpu=\"Mystery 9000\" gpu-count=\"1\" relative-speed=\"auto\"", "" },
    { "1", "", "gpu=\"Mystery 9000\" gpu-count=\"1\" relative-speed=\"0.8\"", "" } },
  { "/caveats/speed-derived", BREAKEVEN_CAVEAT_SPEED_DERIVED, "speed derived", "speed-derived",
    "derived via RTX 3090 from Lambda PyTorch training benchmarks",
    { "1", "", "gpu=\"A10\" gpu-count=\"1\" relative-speed=\"auto\"", "" },
    { "1", "", BASE_OFFER, "" } },
  { "/caveats/gpu-count", BREAKEVEN_CAVEAT_GPU_COUNT, "2 GPUs against 1", "gpu-count",
    "The build has 2 GPUs and AutoDL Offer has 1 GPU: they are compared by work done",
    { "2", "", BASE_OFFER, "" },
    { "2", "", "gpu=\"RTX 3090\" gpu-count=\"2\" relative-speed=\"auto\"", "" } },
  { "/caveats/wall-power-above", BREAKEVEN_CAVEAT_WALL_POWER, "wall power typed", "wall-power",
    "The wall power is fixed at 600 W, 50% above the parts’ estimate of 400 W",
    { "1", "wall-watts=\"600\"", BASE_OFFER, "" },
    /* 20 % above: within what the estimate may be off */
    { "1", "wall-watts=\"480\"", BASE_OFFER, "" } },
  { "/caveats/wall-power-just-above", BREAKEVEN_CAVEAT_WALL_POWER, "wall power typed",
    "wall-power", "The wall power is fixed at 482 W, 20.5% above the parts’ estimate of 400 W",
    { "1", "wall-watts=\"482\"", BASE_OFFER, "" },
    { "1", "wall-watts=\"320\"", BASE_OFFER, "" } },
  { "/caveats/wall-power-below", BREAKEVEN_CAVEAT_WALL_POWER, "wall power typed", "wall-power",
    "The wall power is fixed at 300 W, 25% below the parts’ estimate of 400 W",
    { "1", "wall-watts=\"300\"", BASE_OFFER, "" },
    { "1", "wall-watts=\"400\"", BASE_OFFER, "" } },
  { "/caveats/spot-overhead", BREAKEVEN_CAVEAT_SPOT_OVERHEAD, "interruption overhead unknown",
    "interruption-overhead-unknown", "AutoDL Offer is a spot offer without an interruption overhead",
    { "1", "", BASE_OFFER " billing=\"spot\"", "" },
    { "1", "", BASE_OFFER " billing=\"spot\" interruption-overhead-percent=\"10\"", "" } },
  { "/caveats/no-exchange-rate", BREAKEVEN_CAVEAT_NO_EXCHANGE_RATE, "1 offer not compared",
    "no-exchange-rate",
    "Not compared for lack of an exchange rate into CNY: RunPod RTX 4090: no exchange rate from "
    "USD to CNY: add one to the project. A published rate to start from: ",
    { "1", "", BASE_OFFER,
      "<offer provider=\"RunPod\" name=\"RTX 4090\" gpu=\"RTX 4090\" price-per-hour=\"0.69\" "
      "currency=\"USD\"/>" },
    { "1", "", BASE_OFFER,
      "<offer provider=\"RunPod\" name=\"RTX 4090\" gpu=\"RTX 4090\" price-per-hour=\"0.69\" "
      "currency=\"USD\" relative-speed=\"1\"/>" } },
  { "/caveats/short-lived-price", BREAKEVEN_CAVEAT_PROMOTION, "short-lived price", "promotion",
    "AutoDL Offer is a short-lived price: the verdict holds while it lasts.",
    { "1", "", BASE_OFFER " promotion=\"true\"", "" },
    { "1", "", BASE_OFFER, "" } },
  { "/caveats/promotion", BREAKEVEN_CAVEAT_PROMOTION, "promotion passed over", "promotion",
    "The promotion AutoDL Cheap would cost",
    { "1", "", BASE_OFFER,
      "<offer provider=\"AutoDL\" name=\"Cheap\" gpu=\"RTX 3090\" price-per-hour=\"0.5\" "
      "relative-speed=\"auto\" promotion=\"true\"/>" },
    /* a promotion dearer than the verdict's choice is no news */
    { "1", "", BASE_OFFER,
      "<offer provider=\"AutoDL\" name=\"Dear\" gpu=\"RTX 3090\" price-per-hour=\"9\" "
      "relative-speed=\"auto\" promotion=\"true\"/>" } },
};

static BreakevenProject *
load_priced (const char *const parts[4],
             gboolean          with_rate,
             const char       *electricity)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *xml = g_strdup_printf (
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<breakeven-project format=\"3\">\n"
    "  %s\n"
    "  <usage hours-per-day=\"12\" horizon-months=\"36\"/>\n"
    "  <build>\n"
    "    <part category=\"gpu\" quantity=\"%s\" unit-price=\"15000\" power-watts=\"400\" "
    "model=\"RTX 4090D\" vram-gb=\"24\">RTX 4090D</part>\n"
    "    <power %s idle-watts=\"0\"/>\n"
    "    <electricity price-per-kwh=\"%s\"/>\n"
    "  </build>\n"
    "  <cloud>\n"
    "    <offer provider=\"AutoDL\" name=\"Offer\" vram-gb=\"24\" price-per-hour=\"1.6\" %s/>\n"
    "    %s\n"
    "  </cloud>\n"
    "</breakeven-project>\n",
    with_rate ? "<exchange-rate from=\"USD\" to=\"CNY\" rate=\"7.1\"/>" : "",
    parts[0], parts[1], electricity, parts[2], parts[3]);
  BreakevenProject *project = breakeven_project_load_from_data (xml, strlen (xml), "case", &error);

  g_assert_no_error (error);
  return project;
}

static BreakevenProject *
load (const char *const parts[4],
      gboolean          with_rate)
{
  return load_priced (parts, with_rate, "0.6");
}

/* The report's text, or NULL without pdftotext */
static char *
report_text (BreakevenProject        *project,
             const BreakevenAnalysis *analysis)
{
  g_autofree char *program = g_find_program_in_path ("pdftotext");
  g_autofree char *dir = NULL;
  g_autofree char *pdf = NULL;
  g_autoptr(GError) error = NULL;
  char *text = NULL;
  int status;

  if (program == NULL)
    return NULL;
  dir = g_dir_make_tmp ("breakeven-caveats-XXXXXX", &error);
  g_assert_no_error (error);
  pdf = g_build_filename (dir, "report.pdf", NULL);
  g_assert_true (breakeven_export_report_pdf (project, analysis, pdf, NULL, &error));
  g_assert_no_error (error);
  {
    const char *argv[] = { program, "-l", "1", pdf, "-", NULL };

    g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, &text,
                  NULL, &status, &error);
  }
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  g_remove (pdf);
  g_rmdir (dir);
  return text;
}

/* Joins the lines pdftotext broke, so that a sentence reads whole */
static char *
unwrap (const char *text)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);

  return g_strjoinv (" ", lines);
}

static void
check (const Case *c,
       gboolean    holds)
{
  g_autoptr(BreakevenProject) project = load (holds ? c->holds : c->not,
                                              !holds && c->kind == BREAKEVEN_CAVEAT_NO_EXCHANGE_RATE);
  g_autoptr(BreakevenAnalysis) analysis = breakeven_analysis_new (project);
  g_autoptr(GPtrArray) caveats = breakeven_caveats_collect (project, analysis);
  g_autofree char *summary = breakeven_report_summary_text (project, analysis);
  g_autofree char *json = breakeven_report_summary_json (project, analysis);
  g_autofree char *report = report_text (project, analysis);
  /* the verdict's caveats, by name, in the JSON's layout */
  g_autofree char *quoted = g_strdup_printf ("\"caveats\" : [\n      \"%s\"\n    ]", c->json);

  g_assert_cmpint (analysis->choice, !=, BREAKEVEN_CHOICE_NONE);
  if (holds)
    {
      const BreakevenCaveat *caveat;
      g_autofree char *line = g_strdup_printf ("\nCaveats: %s\n  %s: ", c->link, c->link);

      g_assert_cmpuint (caveats->len, ==, 1);
      caveat = g_ptr_array_index (caveats, 0);
      g_assert_cmpint (caveat->kind, ==, c->kind);
      g_assert_cmpstr (caveat->link, ==, c->link);
      g_assert_cmpstr (breakeven_caveat_kind_to_string (caveat->kind), ==, c->json);
      if (strstr (caveat->explanation, c->phrase) == NULL)
        g_error ("“%s” not in “%s”", c->phrase, caveat->explanation);
      /* the summary: the line right under the verdict, then what the link opens */
      g_assert_nonnull (strstr (summary, line));
      g_assert_nonnull (strstr (summary, caveat->explanation));
      g_assert_nonnull (strstr (json, quoted));
      if (report != NULL)
        {
          g_autofree char *flat = unwrap (report);
          g_autofree char *heading = g_strdup_printf ("Caveats: %s", c->link);
          g_autofree char *bullet = g_strdup_printf ("• %s: ", c->link);

          g_assert_nonnull (strstr (flat, heading));
          g_assert_nonnull (strstr (flat, bullet));
          g_assert_nonnull (strstr (flat, c->phrase));
        }
    }
  else
    {
      g_assert_cmpuint (caveats->len, ==, 0);
      g_assert_null (breakeven_caveats_line (caveats));
      g_assert_null (strstr (summary, "Caveats:"));
      g_assert_null (strstr (json, quoted));
      g_assert_nonnull (strstr (json, "\"caveats\" : []"));
      if (report != NULL)
        g_assert_null (strstr (report, "Caveats:"));
    }
}

static void
test_case (gconstpointer data)
{
  g_autofree char *pdftotext = g_find_program_in_path ("pdftotext");

  if (pdftotext == NULL)
    g_test_message ("pdftotext is not installed: the report's text is not read");
  check (data, TRUE);
  check (data, FALSE);
}

static void
collect_text (GMarkupParseContext *context,
              const char          *text,
              gsize                length,
              gpointer             user_data,
              GError             **error)
{
  g_string_append_len (user_data, text, length);
}

/* Several at once keep their order, and the window's markup links each to its explanation */
static void
test_several (void)
{
  const char *const parts[4] = {
    "2", "wall-watts=\"1200\"", "gpu=\"Mystery 9000\" gpu-count=\"1\" relative-speed=\"auto\" "
    "billing=\"spot\"",
    "<offer provider=\"RunPod\" name=\"RTX 4090\" price-per-hour=\"0.69\" currency=\"USD\"/>"
  };
  g_autoptr(BreakevenProject) project = load (parts, FALSE);
  g_autoptr(BreakevenAnalysis) analysis = breakeven_analysis_new (project);
  g_autoptr(GPtrArray) caveats = breakeven_caveats_collect (project, analysis);
  g_autofree char *line = breakeven_caveats_line (caveats);
  g_autofree char *markup = breakeven_caveats_markup (caveats);
  g_autofree char *plain = NULL;
  g_autoptr(GError) error = NULL;
  const BreakevenCaveatKind kinds[] = {
    BREAKEVEN_CAVEAT_SPEED_UNKNOWN, BREAKEVEN_CAVEAT_GPU_COUNT, BREAKEVEN_CAVEAT_WALL_POWER,
    BREAKEVEN_CAVEAT_SPOT_OVERHEAD, BREAKEVEN_CAVEAT_NO_EXCHANGE_RATE,
  };

  g_assert_cmpuint (caveats->len, ==, G_N_ELEMENTS (kinds));
  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    g_assert_cmpint (((BreakevenCaveat *) g_ptr_array_index (caveats, i))->kind, ==, kinds[i]);
  g_assert_cmpstr (line, ==, "Caveats: speed unknown · 2 GPUs against 1 · wall power typed · "
                             "interruption overhead unknown · 1 offer not compared");
  /* with no speed, the GPU counts are not in the figures, and the caveat says so */
  g_assert_nonnull (strstr (((BreakevenCaveat *) g_ptr_array_index (caveats, 1))->explanation,
                            "without a known speed the figures count them as equal"));
  /* the markup reads as the same line, a link per caveat */
  {
    g_autofree char *wrapped = g_strdup_printf ("<markup>%s</markup>", markup);
    GString *text = g_string_new (NULL);
    const GMarkupParser parser = { NULL, NULL, collect_text, NULL, NULL };
    GMarkupParseContext *context = g_markup_parse_context_new (&parser, 0, text, NULL);

    g_assert_true (g_markup_parse_context_parse (context, wrapped, -1, &error));
    g_assert_no_error (error);
    g_markup_parse_context_free (context);
    plain = g_string_free (text, FALSE);
    g_assert_cmpstr (plain, ==, line);
  }
  g_assert_nonnull (strstr (markup, "<a href=\"caveat:0\""));
  g_assert_nonnull (strstr (markup, "<a href=\"caveat:4\""));
  g_assert_null (strstr (markup, "caveat:5"));
}

static void
collect_title (GMarkupParseContext *context,
               const char          *element,
               const char         **names,
               const char         **values,
               gpointer             user_data,
               GError             **error)
{
  for (guint i = 0; names[i] != NULL; i++)
    if (g_strcmp0 (names[i], "title") == 0 && *(char **) user_data == NULL)
      *(char **) user_data = g_strdup (values[i]);
}

/* An offer's name is text wherever it goes: the line reads it as typed, and a link's title,
 * which GTK reads as markup once more for its tooltip, shows it as typed too */
static void
test_markup_escaped (void)
{
  const char *const parts[4] = {
    "1", "", "gpu=\"Mystery 9000\" gpu-count=\"1\" relative-speed=\"auto\"", ""
  };
  g_autoptr(BreakevenProject) project = load (parts, FALSE);
  g_autoptr(BreakevenOffer) offer =
    g_list_model_get_item (G_LIST_MODEL (breakeven_project_get_offers (project)), 0);
  g_autoptr(BreakevenAnalysis) analysis = NULL;
  g_autoptr(GPtrArray) caveats = NULL;
  g_autofree char *markup = NULL;
  g_autofree char *wrapped = NULL;
  g_autofree char *title = NULL;
  g_autofree char *tooltip = NULL;
  g_autoptr(GError) error = NULL;
  const GMarkupParser parser = { collect_title, NULL, NULL, NULL, NULL };
  GMarkupParseContext *context;

  breakeven_offer_set_name (offer, "A & <b>B</b> \"q\"");
  analysis = breakeven_analysis_new (project);
  caveats = breakeven_caveats_collect (project, analysis);
  g_assert_cmpuint (caveats->len, ==, 1);
  g_assert_nonnull (strstr (((BreakevenCaveat *) g_ptr_array_index (caveats, 0))->explanation,
                            "AutoDL A & <b>B</b> \"q\"’s GPU"));
  markup = breakeven_caveats_markup (caveats);
  wrapped = g_strdup_printf ("<markup>%s</markup>", markup);
  context = g_markup_parse_context_new (&parser, 0, &title, NULL);
  g_assert_true (g_markup_parse_context_parse (context, wrapped, -1, &error));
  g_assert_no_error (error);
  g_markup_parse_context_free (context);
  /* the tooltip's markup gives back the explanation, the name as typed */
  g_assert_nonnull (title);
  g_assert_true (pango_parse_markup (title, -1, 0, NULL, &tooltip, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (tooltip, ==, ((BreakevenCaveat *) g_ptr_array_index (caveats, 0))->explanation);
}

/* Without a price of electricity the wall power changes no figure: no caveat */
static void
test_wall_power_free (void)
{
  const char *const parts[4] = { "1", "wall-watts=\"900\"", BASE_OFFER, "" };
  g_autoptr(BreakevenProject) project = load_priced (parts, FALSE, "0");
  g_autoptr(BreakevenAnalysis) analysis = breakeven_analysis_new (project);
  g_autoptr(GPtrArray) caveats = breakeven_caveats_collect (project, analysis);

  g_assert_cmpuint (caveats->len, ==, 0);
}

int
main (int    argc,
      char **argv)
{
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    g_test_add_data_func (cases[i].path, &cases[i], test_case);
  g_test_add_func ("/caveats/several", test_several);
  g_test_add_func ("/caveats/markup-escaped", test_markup_escaped);
  g_test_add_func ("/caveats/wall-power-free", test_wall_power_free);
  return g_test_run ();
}
