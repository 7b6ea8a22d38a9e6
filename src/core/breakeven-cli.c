/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-cli.c: the command-line contract (--summary, --json, --export, --set, --size) */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "breakeven-cli.h"
#include "breakeven-cost.h"
#include "breakeven-export.h"
#include "breakeven-format.h"
#include "breakeven-report.h"
#include "breakeven-xml.h"

#define EXIT_USAGE 2
#define EXIT_FILE 1

static const char *const cli_options[] = { "--summary", "--json", "--export", "--set", "--size" };

gboolean
breakeven_cli_is_requested (int    argc,
                            char **argv)
{
  for (int i = 1; i < argc; i++)
    {
      if (strcmp (argv[i], "--") == 0)
        break;
      for (guint j = 0; j < G_N_ELEMENTS (cli_options); j++)
        {
          gsize len = strlen (cli_options[j]);

          if (strncmp (argv[i], cli_options[j], len) == 0
              && (argv[i][len] == '\0' || argv[i][len] == '='))
            return TRUE;
        }
    }
  return FALSE;
}

static int
usage_error (const char *message)
{
  g_printerr ("%s: %s\n", g_get_prgname (), message);
  /* Translators: %s is the program name */
  g_printerr (_("Run “%s --help” to see the options."), g_get_prgname ());
  g_printerr ("\n");
  return EXIT_USAGE;
}

typedef struct
{
  double hours_per_day;
  double idle_hours_per_day;
  double horizon_months;
  double cloud_storage_gb;
} Usage;

/* One --set KEY=VALUE into USAGE; FALSE with a message for an unknown key or an impossible
 * value.  Work + idle hours are checked once all settings are read, so their order is free. */
static gboolean
parse_setting (Usage      *usage,
               const char *assignment,
               char      **message)
{
  const char *eq = strchr (assignment, '=');
  g_autofree char *key = NULL;
  double value;

  if (eq == NULL)
    {
      *message = g_strdup_printf (_("--set needs KEY=VALUE, not “%s”"), assignment);
      return FALSE;
    }
  key = g_strndup (assignment, eq - assignment);
  if (!breakeven_parse_decimal (eq + 1, &value))
    {
      *message = g_strdup_printf (_("“%s” is not a number (write it like 12 or 0.5)"), eq + 1);
      return FALSE;
    }

  if (strcmp (key, "hours-per-day") == 0 || strcmp (key, "idle-hours-per-day") == 0)
    {
      if (value < 0 || value > 24)
        {
          *message = g_strdup_printf (_("%s must be between 0 and 24"), key);
          return FALSE;
        }
      if (key[0] == 'h')
        usage->hours_per_day = value;
      else
        usage->idle_hours_per_day = value;
    }
  else if (strcmp (key, "horizon-months") == 0)
    {
      if (value < 1 || value > BREAKEVEN_HORIZON_MAX_MONTHS)
        {
          *message = g_strdup_printf (_("horizon-months must be between 1 and %d"),
                                      BREAKEVEN_HORIZON_MAX_MONTHS);
          return FALSE;
        }
      usage->horizon_months = value;
    }
  else if (strcmp (key, "cloud-storage-gb") == 0)
    {
      if (value < 0)
        {
          *message = g_strdup (_("cloud-storage-gb cannot be negative"));
          return FALSE;
        }
      usage->cloud_storage_gb = value;
    }
  else
    {
      *message = g_strdup_printf (_("unknown setting “%s” (use hours-per-day, "
                                    "idle-hours-per-day, horizon-months or cloud-storage-gb)"),
                                  key);
      return FALSE;
    }
  return TRUE;
}

/* Every --set, read before the file so that a wrong argument is reported as one (exit 2)
 * whatever the file; a value left NAN was not set */
static gboolean
parse_settings (char  **settings,
                Usage  *usage,
                char  **message)
{
  *usage = (Usage) { NAN, NAN, NAN, NAN };
  for (guint i = 0; settings != NULL && settings[i] != NULL; i++)
    if (!parse_setting (usage, settings[i], message))
      return FALSE;
  return TRUE;
}

/* Applies the settings to PROJECT, or none of them when work and idle hours would exceed 24 */
static gboolean
apply_settings (BreakevenProject *project,
                const Usage      *set,
                char            **message)
{
  Usage usage = {
    isnan (set->hours_per_day) ? breakeven_project_get_hours_per_day (project) : set->hours_per_day,
    isnan (set->idle_hours_per_day) ? breakeven_project_get_idle_hours_per_day (project)
                                    : set->idle_hours_per_day,
    isnan (set->horizon_months) ? breakeven_project_get_horizon_months (project)
                                : set->horizon_months,
    isnan (set->cloud_storage_gb) ? breakeven_project_get_cloud_storage_gb (project)
                                  : set->cloud_storage_gb,
  };

  if (usage.hours_per_day + usage.idle_hours_per_day > 24)
    {
      *message = g_strdup (_("work hours and idle hours per day add up to more than 24"));
      return FALSE;
    }
  breakeven_project_set_hours_per_day (project, usage.hours_per_day);
  breakeven_project_set_idle_hours_per_day (project, usage.idle_hours_per_day);
  breakeven_project_set_horizon_months (project, usage.horizon_months);
  breakeven_project_set_cloud_storage_gb (project, usage.cloud_storage_gb);
  return TRUE;
}

static gboolean
parse_size (const char *text,
            int        *width,
            int        *height)
{
  g_auto(GStrv) parts = g_strsplit (text, "x", 3);
  guint64 w, h;

  if (g_strv_length (parts) != 2
      || !g_ascii_string_to_unsigned (parts[0], 10, 16, BREAKEVEN_EXPORT_MAX_SIZE, &w, NULL)
      || !g_ascii_string_to_unsigned (parts[1], 10, 16, BREAKEVEN_EXPORT_MAX_SIZE, &h, NULL))
    return FALSE;
  *width = (int) w;
  *height = (int) h;
  return TRUE;
}

static gboolean
has_suffix_nocase (const char *path,
                   const char *suffix)
{
  gsize n = strlen (path), m = strlen (suffix);

  return n > m && g_ascii_strcasecmp (path + n - m, suffix) == 0;
}

int
breakeven_cli_run (int    argc,
                   char **argv)
{
  gboolean summary = FALSE, json = FALSE;
  g_autofree char *export_path = NULL;
  g_autofree char *size = NULL;
  g_auto(GStrv) settings = NULL;
  g_auto(GStrv) files = NULL;
  const GOptionEntry entries[] = {
    { "summary", 0, 0, G_OPTION_ARG_NONE, &summary,
      N_("Print a summary of FILE and exit"), NULL },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json,
      N_("With --summary: print it as JSON"), NULL },
    { "export", 0, 0, G_OPTION_ARG_FILENAME, &export_path,
      N_("Render the comparison of FILE to OUT (.pdf report, .svg or .png chart) and exit"),
      N_("OUT") },
    { "size", 0, 0, G_OPTION_ARG_STRING, &size,
      N_("With --export to SVG or PNG: the chart size (default 1200x800)"), N_("WIDTHxHEIGHT") },
    { "set", 0, 0, G_OPTION_ARG_STRING_ARRAY, &settings,
      N_("Override a usage value: hours-per-day, idle-hours-per-day, horizon-months or "
         "cloud-storage-gb"), N_("KEY=VALUE") },
    { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &files, NULL, N_("FILE") },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(BreakevenProject) project = NULL;
  g_autoptr(BreakevenAnalysis) analysis = NULL;
  g_autoptr(GFile) file = NULL;
  g_auto(GStrv) args = NULL;
  int width = BREAKEVEN_EXPORT_DEFAULT_WIDTH, height = BREAKEVEN_EXPORT_DEFAULT_HEIGHT;
  Usage usage;

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_summary (context, _("Compare building a GPU workstation with renting "
                                           "cloud GPUs."));
  args = g_new0 (char *, argc + 1);
  for (int i = 0; i < argc; i++)
    args[i] = g_strdup (argv[i]);
  if (!g_option_context_parse_strv (context, &args, &error))
    return usage_error (error->message);

  if (!summary && export_path == NULL)
    return usage_error (_("--json, --set and --size go with --summary or --export"));
  if (json && !summary)
    return usage_error (_("--json goes with --summary"));
  if (files == NULL || g_strv_length (files) != 1)
    return usage_error (_("give exactly one project FILE"));
  if (export_path != NULL && !has_suffix_nocase (export_path, ".pdf")
      && !has_suffix_nocase (export_path, ".svg") && !has_suffix_nocase (export_path, ".png"))
    return usage_error (_("--export writes .pdf, .svg or .png files"));
  if (size != NULL)
    {
      if (export_path == NULL || has_suffix_nocase (export_path, ".pdf"))
        return usage_error (_("--size goes with --export to an .svg or .png file"));
      if (!parse_size (size, &width, &height))
        {
          g_autofree char *message =
            g_strdup_printf (_("--size must be WIDTHxHEIGHT, e.g. 1200x800, each between 16 "
                               "and %d"), BREAKEVEN_EXPORT_MAX_SIZE);

          return usage_error (message);
        }
    }

  {
    g_autofree char *message = NULL;

    if (!parse_settings (settings, &usage, &message))
      return usage_error (message);
  }

  file = g_file_new_for_commandline_arg (files[0]);
  project = breakeven_project_load_from_file (file, &error);
  if (project == NULL)
    {
      g_printerr ("%s\n", error->message);
      return EXIT_FILE;
    }

  {
    g_autofree char *message = NULL;

    if (!apply_settings (project, &usage, &message))
      return usage_error (message);
  }

  /* The loader refuses an offer without an exchange rate, so every offer is priced */
  analysis = breakeven_analysis_new (project);

  if (summary)
    {
      g_autofree char *text = json ? breakeven_report_summary_json (project, analysis)
                                   : breakeven_report_summary_text (project, analysis);

      fputs (text, stdout);
      if (json)
        fputc ('\n', stdout);
      fflush (stdout);
    }

  if (export_path != NULL
      && !breakeven_export_to_file (project, analysis, export_path, width, height, &error))
    {
      g_printerr ("%s: %s\n", export_path, error->message);
      return EXIT_FILE;
    }

  return 0;
}
