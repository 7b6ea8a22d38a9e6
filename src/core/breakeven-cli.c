/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-cli.c: the command-line contract of docs/command-line.md (--summary, --json, --export, --save,
 * --set, --job, --size, --chart, --import-offers, --catalogue, --help, --version) */

#include "config.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "breakeven-catalogue.h"
#include "breakeven-cli-args.h"
#include "breakeven-cli-private.h"
#include "breakeven-cost.h"
#include "breakeven-export.h"
#include "breakeven-file-lock.h"
#include "breakeven-format.h"
#include "breakeven-import-private.h"
#include "breakeven-import.h"
#include "breakeven-limits.h"
#include "breakeven-report.h"
#include "breakeven-xml.h"

#define EXIT_USAGE 2
#define EXIT_FILE 1

gboolean
breakeven_cli_is_requested (int    argc,
                            char **argv)
{
  return breakeven_cli_args_want_cli (argc, argv);
}

/* TEXT with nothing a terminal would take as a command: each line escaped, the lines kept */
static char *
escape_lines (const char *text)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);

  for (guint i = 0; lines[i] != NULL; i++)
    {
      char *escaped = breakeven_import_escape (lines[i], -1);

      g_free (lines[i]);
      lines[i] = escaped;
    }
  return g_strjoinv ("\n", lines);
}

/* MESSAGE ("FILE:LINE: what is wrong") on standard error, on one line: whatever a file or a
 * file's name put in it shown escaped, a line end too (a name "p\nOK" never forges a second
 * line), so a file's name or title never reaches the terminal as a command */
static void
print_error (const char *message)
{
  g_autofree char *shown = breakeven_import_escape (message, -1);

  g_printerr ("%s\n", shown);
}

static int
usage_error (const char *message)
{
  g_autofree char *shown = breakeven_import_escape (message, -1);

  g_printerr ("%s: %s\n", g_get_prgname (), shown);
  /* Translators: %s is the program name */
  g_printerr (_("Run “%s --help” to see the options."), g_get_prgname ());
  g_printerr ("\n");
  return EXIT_USAGE;
}

/* Standard output is checked like any file: "--summary > /dev/full" fails, with a message */
static gboolean
flush_stdout (void)
{
  int saved_errno;

  errno = 0;
  if (fflush (stdout) == 0 && !ferror (stdout))
    return TRUE;
  saved_errno = errno != 0 ? errno : EIO;
  /* Translators: the first %s is the program name, the second why, e.g. "No space left on device" */
  g_printerr (_("%s: cannot write to standard output: %s\n"), g_get_prgname (),
              g_strerror (saved_errno));
  return FALSE;
}

gboolean
breakeven_cli_parse_size (const char *text,
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

/* Every option and its arguments, as --help lists them */
typedef struct
{
  gboolean help;
  gboolean version;
  gboolean summary;
  gboolean json;
  gboolean import_offers;
  char *catalogue_path;
  char *export_path;
  char *save_path;
  char *size;
  char *chart;
  char *job;
  char **settings;
  char **files;
} Options;

static void
options_clear (Options *options)
{
  g_clear_pointer (&options->catalogue_path, g_free);
  g_clear_pointer (&options->export_path, g_free);
  g_clear_pointer (&options->save_path, g_free);
  g_clear_pointer (&options->size, g_free);
  g_clear_pointer (&options->chart, g_free);
  g_clear_pointer (&options->job, g_free);
  g_clear_pointer (&options->settings, g_strfreev);
  g_clear_pointer (&options->files, g_strfreev);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Options, options_clear)

/* Why the options that take one value are misused in ARGV, or NULL.  GOption keeps the last of
 * an option given twice: "--save a --save b" would write b alone and say nothing of a.  And a
 * file to write named like an option ("--save --summary", "--save -") is taken for a slip */
static char *
single_value_misuse (int    argc,
                     char **argv)
{
  static const struct { const char *name; gboolean names_file; } single[] = {
    { "--job", FALSE }, { "--export", TRUE }, { "--chart", FALSE }, { "--size", FALSE },
    { "--save", TRUE }, { "--catalogue", TRUE },
  };
  guint seen[G_N_ELEMENTS (single)] = { 0 };

  for (int i = 1; i < argc && strcmp (argv[i], "--") != 0; i++)
    for (guint j = 0; j < G_N_ELEMENTS (single); j++)
      {
        gsize n = strlen (single[j].name);

        if (strncmp (argv[i], single[j].name, n) != 0
            || (argv[i][n] != '\0' && argv[i][n] != '='))
          continue;
        if (++seen[j] > 1)
          /* Translators: %s is an option, "--save" */
          return g_strdup_printf (_("%s is given more than once: give it once"),
                                  single[j].name);
        /* Its value, when it is the next argument, is no option of its own.  "-" too is no
         * file name: elsewhere the stand-in for standard output, which it is not here */
        if (argv[i][n] == '\0')
          {
            if (single[j].names_file && i + 1 < argc && argv[i + 1][0] == '-')
              {
                g_autofree char *quoted = breakeven_format_quoted (argv[i + 1]);

                /* Translators: %s is an option, then the argument after it, quoted, then that
                 * argument again ("--save needs a file name, not “--summary” ...") */
                return g_strdup_printf (_("%s needs a file name, not “%s” (a file of that "
                                          "name: ./%s)"), single[j].name, quoted, quoted);
              }
            i++;
          }
        break;
      }
  return NULL;
}

static GOptionContext *
options_context_new (Options *o)
{
  const GOptionEntry entries[] = {
    { "summary", 0, 0, G_OPTION_ARG_NONE, &o->summary,
      N_("Print a summary of FILE, the verdict first, and exit"), NULL },
    { "json", 0, 0, G_OPTION_ARG_NONE, &o->json,
      N_("With --summary: print it as JSON"), NULL },
    { "job", 0, 0, G_OPTION_ARG_FILENAME, &o->job,
      N_("With --summary: the cost of one job of HOURS local hours"), N_("HOURS") },
    { "export", 0, 0, G_OPTION_ARG_FILENAME, &o->export_path,
      N_("Write the comparison of FILE to OUT and exit: .pdf report, .svg or .png chart, "
         ".csv monthly series, .md parts list, .json the summary as JSON"), N_("OUT") },
    { "chart", 0, 0, G_OPTION_ARG_FILENAME, &o->chart,
      N_("With --export to SVG or PNG: the chart to draw (default cumulative)"),
      N_("cumulative|sensitivity|budget|bursts") },
    { "size", 0, 0, G_OPTION_ARG_FILENAME, &o->size,
      N_("With --export to SVG or PNG: the chart size (default 1200x800)"), N_("WIDTHxHEIGHT") },
    { "save", 0, 0, G_OPTION_ARG_FILENAME, &o->save_path,
      N_("Write FILE, with any --set applied, to OUT in the current file format and exit"),
      N_("OUT.breakeven") },
    { "set", 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &o->settings,
      N_("With --summary, --export or --save: override a usage value (hours-per-day, "
         "idle-hours-per-day, cloud-idle-hours-per-day, horizon-months, cloud-storage-gb, "
         "build-max-hours-per-day, own-time-per-hour, price-change-percent-per-year); "
         "may be repeated"), N_("KEY=VALUE") },
    { "import-offers", 0, 0, G_OPTION_ARG_NONE, &o->import_offers,
      N_("Import the offers of each FILE (dstack gpuhunt CSV or catalog.zip, SkyPilot or FSDL "
         "price CSV) into your catalogue, replacing those an earlier import of the same "
         "provider brought, and exit"), NULL },
    { "catalogue", 0, 0, G_OPTION_ARG_FILENAME, &o->catalogue_path,
      N_("With --import-offers: write to the catalogue file OUT.xml instead of yours"),
      N_("OUT.xml") },
    { "help", 'h', 0, G_OPTION_ARG_NONE, &o->help,
      N_("Show these options and exit"), NULL },
    { "version", 0, 0, G_OPTION_ARG_NONE, &o->version,
      N_("Print the version and exit"), NULL },
    { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &o->files, NULL, NULL },
    { NULL }
  };
  GOptionContext *context = g_option_context_new (_("[FILE]"));

  /* --help is an entry of its own, so that it prints to standard output and the program
   * returns from here rather than exiting inside GLib */
  g_option_context_set_help_enabled (context, FALSE);
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_summary (context, _("Compare building a GPU workstation with renting "
                                           "cloud GPUs.  Without options, open FILE (or the "
                                           "last project) in the window."));
  g_option_context_set_description (context,
                                    _("Exit status: 0 on success, 1 when a file cannot be "
                                      "read or written (FILE:LINE: message on standard "
                                      "error), 2 for wrong arguments."));
  return context;
}

static gboolean
is_chart_export (const char *path)
{
  BreakevenExportFormat format;

  return path != NULL && breakeven_export_format_from_path (path, &format)
         && breakeven_export_format_is_chart (format);
}

/* --import-offers ------------------------------------------------------------------------ */


/* What tells one file from another: a file named twice (or by two links) is read once */
static char *
file_identity (GFile *file)
{
  g_autoptr(GFileInfo) info = g_file_query_info (file, G_FILE_ATTRIBUTE_ID_FILE,
                                                 G_FILE_QUERY_INFO_NONE, NULL, NULL);
  const char *id = info != NULL ? g_file_info_get_attribute_string (info,
                                                                    G_FILE_ATTRIBUTE_ID_FILE)
                                : NULL;

  return id != NULL ? g_strdup (id) : g_file_get_uri (file);
}

/* Every FILE is read before anything is written: one refused file writes nothing */
static int
run_import (char      **files,
            const char *out_path)
{
  /* Each file's identity, and the name it was first given by */
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autoptr(GPtrArray) results =
    g_ptr_array_new_with_free_func ((GDestroyNotify) breakeven_import_result_free);
  g_autoptr(BreakevenCatalogue) catalogue = NULL;
  g_autoptr(GListStore) out_store = NULL;
  g_autoptr(BreakevenFileLock) out_lock = NULL;
  g_autoptr(GFile) out = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *report = NULL;
  GListStore *store;

  for (guint i = 0; files[i] != NULL; i++)
    {
      g_autoptr(GFile) file = g_file_new_for_commandline_arg (files[i]);
      g_autoptr(GPtrArray) these = NULL;
      char *identity = file_identity (file);
      const char *first = g_hash_table_lookup (seen, identity);

      if (first != NULL)
        {
          g_autofree char *base = g_path_get_basename (files[i]);
          g_autofree char *first_base = g_path_get_basename (first);

          /* Under another name, which would name another provider: said, never in silence */
          if (strcmp (base, first_base) != 0)
            {
              g_autofree char *name = breakeven_import_escape (files[i], -1);
              g_autofree char *first_name = breakeven_import_escape (first, -1);

              g_ptr_array_add (results, breakeven_import_result_new_empty (
                /* Translators: a file named twice on the command line, by two names (a link):
                 * read once, under the first name */
                g_strdup_printf (_("%s: the same file as %s, not read again"), name,
                                 first_name)));
            }
          g_free (identity);
          continue;
        }
      g_hash_table_insert (seen, identity, g_strdup (files[i]));
      these = breakeven_import_any (file, NULL, NULL, NULL, &error);
      if (these == NULL)
        {
          /* The report of an archive's lists: a line each, their names already escaped */
          g_autofree char *message = escape_lines (error->message);

          g_printerr ("%s\n", message);
          return EXIT_FILE;
        }
      g_ptr_array_extend_and_steal (results, g_steal_pointer (&these));
    }

  /* From reading the catalogue to writing it, another import waits: two at once each keep
   * what the other brought (docs/command-line.md) */
  if (out_path != NULL)
    {
      out = g_file_new_for_commandline_arg (out_path);
      out_lock = breakeven_file_lock_acquire (out, BREAKEVEN_MAX_LOCK_WAIT_SECONDS * 1000,
                                              &error);
      if (out_lock == NULL)
        {
          print_error (error->message);
          return EXIT_FILE;
        }
      /* A file that is not there yet (a symbolic link to none too, which saving follows and
       * creates, as --save does) is an empty catalogue */
      out_store = breakeven_catalogue_load_from_file (out, &error);
      if (out_store == NULL && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
        {
          g_clear_error (&error);
          out_store = g_list_store_new (BREAKEVEN_TYPE_OFFER);
        }
      if (out_store == NULL)
        {
          print_error (error->message);
          return EXIT_FILE;
        }
      store = out_store;
    }
  else
    {
      catalogue = breakeven_catalogue_new (NULL);
      if (!breakeven_catalogue_lock (catalogue, &error))
        {
          print_error (error->message);
          return EXIT_FILE;
        }
      breakeven_catalogue_load (catalogue, &error);
      /* A user file that cannot be read is not replaced from here: the window sets it aside */
      if (error != NULL)
        {
          print_error (error->message);
          return EXIT_FILE;
        }
      store = breakeven_catalogue_get_own (catalogue);
    }

  report = breakeven_import_merge (store, results, &error);
  if (report == NULL)
    {
      g_autofree char *name = out != NULL ? g_file_get_parse_name (out) : NULL;
      g_autofree char *message = name != NULL ? g_strdup_printf ("%s: %s", name, error->message)
                                              : g_strdup (error->message);

      print_error (message);
      return EXIT_FILE;
    }
  if (out != NULL ? !breakeven_catalogue_save_to_file (G_LIST_MODEL (store), out, NULL, &error)
                  : !breakeven_catalogue_save_own (catalogue, &error))
    {
      /* The message is "OUT: reason"; the atomic writer left the file as it was */
      print_error (error->message);
      return EXIT_FILE;
    }

  {
    g_autofree char *shown = escape_lines (report);

    fputs (shown, stdout);
  }
  return flush_stdout () ? 0 : EXIT_FILE;
}

int
breakeven_cli_run (int    argc,
                   char **argv)
{
  g_auto(Options) o = { 0 };
  g_autoptr(GOptionContext) context = options_context_new (&o);
  g_autoptr(GError) error = NULL;
  g_autoptr(BreakevenProject) project = NULL;
  g_autoptr(BreakevenAnalysis) analysis = NULL;
  g_autoptr(GFile) file = NULL;
  g_auto(GStrv) args = NULL;
  int width = BREAKEVEN_EXPORT_DEFAULT_WIDTH, height = BREAKEVEN_EXPORT_DEFAULT_HEIGHT;
  BreakevenChartKind chart = BREAKEVEN_CHART_KIND_CUMULATIVE;
  BreakevenExportFormat format;
  double job_hours = NAN;
  BreakevenCliUsage usage;

  args = g_new0 (char *, argc + 1);
  for (int i = 0; i < argc; i++)
    args[i] = g_strdup (argv[i]);
  /* GOption takes "--summary=1" as "--summary": an option without a value has none */
  for (int i = 1; i < argc && strcmp (argv[i], "--") != 0; i++)
    {
      static const char *const flags[] = { "--summary=", "--json=", "--help=", "--version=" };

      for (guint j = 0; j < G_N_ELEMENTS (flags); j++)
        if (g_str_has_prefix (argv[i], flags[j]))
          {
            g_autofree char *quoted = breakeven_format_quoted (argv[i]);
            g_autofree char *message = g_strdup_printf (_("%s takes no value"), quoted);

            return usage_error (message);
          }
    }
  {
    g_autofree char *misuse = single_value_misuse (argc, argv);

    if (misuse != NULL)
      return usage_error (misuse);
  }
  if (!g_option_context_parse_strv (context, &args, &error))
    return usage_error (error->message);

  if ((o.help || o.version) && o.files != NULL)
    return usage_error (o.help ? _("--help takes no FILE") : _("--version takes no FILE"));

  if (o.help)
    {
      g_autofree char *help = g_option_context_get_help (context, TRUE, NULL);

      fputs (help, stdout);
      return flush_stdout () ? 0 : EXIT_FILE;
    }
  if (o.version)
    {
      printf ("breakeven %s\n", PACKAGE_VERSION);
      return flush_stdout () ? 0 : EXIT_FILE;
    }

  /* An empty name is no file (GFile would take it for the current folder) */
  {
    const struct { const char *option; const char *value; } named[] = {
      { "--save", o.save_path }, { "--export", o.export_path }, { "--catalogue", o.catalogue_path },
    };

    for (guint i = 0; i < G_N_ELEMENTS (named); i++)
      if (named[i].value != NULL && *named[i].value == '\0')
        {
          /* Translators: %s is an option, such as --save */
          g_autofree char *message = g_strdup_printf (_("%s needs a file name"), named[i].option);

          return usage_error (message);
        }
      else if (named[i].value != NULL && breakeven_cli_names_folder (named[i].value))
        {
          g_autofree char *quoted = breakeven_cli_quote_argument (named[i].value);
          /* Translators: %s is an option, such as --save, then the name given, "notes.txt/" */
          g_autofree char *message =
            g_strdup_printf (_("%s needs a file name, not a folder’s (“%s”)"), named[i].option,
                             quoted);

          return usage_error (message);
        }
    for (guint i = 0; o.files != NULL && o.files[i] != NULL; i++)
      if (*o.files[i] == '\0')
        return usage_error (_("a FILE given is an empty name"));
      else if (breakeven_cli_names_folder (o.files[i]))
        {
          g_autofree char *quoted = breakeven_cli_quote_argument (o.files[i]);
          /* Translators: %s is a FILE given on the command line, such as "notes.txt/" */
          g_autofree char *message =
            g_strdup_printf (_("“%s” names a folder, not a file"), quoted);

          return usage_error (message);
        }
  }
  if (o.catalogue_path != NULL && !o.import_offers)
    return usage_error (_("--catalogue goes with --import-offers"));
  if (o.import_offers)
    {
      if (o.summary || o.json || o.job != NULL || o.export_path != NULL || o.save_path != NULL
          || o.size != NULL || o.chart != NULL || o.settings != NULL)
        return usage_error (_("--import-offers takes only FILEs and --catalogue"));
      if (o.files == NULL)
        return usage_error (_("--import-offers needs at least one FILE"));
      return run_import (o.files, o.catalogue_path);
    }

  if (!o.summary && o.export_path == NULL && o.save_path == NULL)
    return usage_error (_("--json, --job, --set, --size and --chart go with --summary, "
                          "--export or --save"));
  if (o.json && !o.summary)
    return usage_error (_("--json goes with --summary"));
  if (o.job != NULL && !o.summary)
    return usage_error (_("--job goes with --summary"));
  if (o.files == NULL || g_strv_length (o.files) != 1)
    return usage_error (_("give exactly one project FILE"));
  if (o.export_path != NULL && !breakeven_export_format_from_path (o.export_path, &format))
    return usage_error (_("--export writes .pdf, .svg, .png, .csv, .md or .json files"));
  if (o.size != NULL)
    {
      if (!is_chart_export (o.export_path))
        return usage_error (_("--size goes with --export to an .svg or .png file"));
      if (!breakeven_cli_parse_size (o.size, &width, &height))
        {
          g_autofree char *message =
            g_strdup_printf (_("--size must be WIDTHxHEIGHT, e.g. 1200x800, each between 16 "
                               "and %d"), BREAKEVEN_EXPORT_MAX_SIZE);

          return usage_error (message);
        }
    }
  if (o.chart != NULL)
    {
      if (!is_chart_export (o.export_path))
        return usage_error (_("--chart goes with --export to an .svg or .png file"));
      if (!breakeven_chart_kind_from_nick (o.chart, &chart))
        return usage_error (_("--chart must be cumulative, sensitivity, budget or bursts"));
    }
  if (o.job != NULL && !breakeven_cli_parse_job_hours (o.job, &job_hours))
    {
      g_autofree char *quoted = breakeven_cli_quote_argument (o.job);
      g_autofree char *most = breakeven_format_plain_number (BREAKEVEN_MAX_JOB_HOURS);
      g_autofree char *message =
        breakeven_cli_is_plain_decimal_shape (o.job) && o.job[0] != '-'
        /* Translators: %s is the most hours (the hours of the longest horizon), then the value
         * given */
        ? g_strdup_printf (_("--job needs at most %s hours, the hours of the longest horizon, "
                             "not “%s”"), most, quoted)
        : g_strdup_printf (_("--job needs a number of hours, 0 or more (like 4.87), not “%s”"),
                           quoted);

      return usage_error (message);
    }

  {
    g_autofree char *message = NULL;

    if (!breakeven_cli_parse_usage (o.settings, &usage, &message))
      return usage_error (message);
  }

  file = g_file_new_for_commandline_arg (o.files[0]);
  project = breakeven_project_load_from_file (file, &error);
  if (project == NULL)
    {
      print_error (error->message);
      return EXIT_FILE;
    }

  {
    g_autofree char *message = NULL;

    if (!breakeven_cli_apply_usage (project, &usage, &message))
      return usage_error (message);
  }

  /* The loader refuses an offer without an exchange rate, so every offer is priced */
  analysis = breakeven_analysis_new (project);

  if (o.summary)
    {
      g_autofree char *text = o.json
                              ? breakeven_report_summary_json_full (project, analysis, job_hours)
                              : breakeven_report_summary_text_full (project, analysis, job_hours);
      /* JSON escapes what it must itself; the text shows a title or a name as text */
      g_autofree char *shown = o.json ? g_strdup (text) : escape_lines (text);

      fputs (shown, stdout);
      if (o.json)
        fputc ('\n', stdout);
      if (!flush_stdout ())
        return EXIT_FILE;
    }

  if (o.export_path != NULL
      && !breakeven_export_to_file_full (project, analysis, o.export_path, chart, width, height,
                                         &error))
    {
      /* The message is "OUT: reason" */
      print_error (error->message);
      return EXIT_FILE;
    }

  if (o.save_path != NULL)
    {
      g_autoptr(GFile) out = g_file_new_for_commandline_arg (o.save_path);

      /* The message is "OUT: reason" */
      if (!breakeven_project_save_to_file (project, out, NULL, &error))
        {
          print_error (error->message);
          return EXIT_FILE;
        }
    }

  return 0;
}
