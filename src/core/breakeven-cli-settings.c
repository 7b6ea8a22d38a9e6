/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-cli-settings.c: the command line's arguments read: --set KEY=VALUE in the file
 * reader's words, --job, and the file names only a folder has */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "breakeven-cli-private.h"
#include "breakeven-format.h"
#include "breakeven-import.h"

/* An argument as a message quotes it: bytes that are not UTF-8 escaped (\xff), as a file's
 * name is, rather than lost */
char *
breakeven_cli_quote_argument (const char *text)
{
  g_autofree char *escaped = NULL;

  if (g_utf8_validate (text, -1, NULL))
    return breakeven_format_quoted (text);
  escaped = breakeven_import_escape (text, -1);
  return breakeven_format_quoted (escaped);
}

/* NAME, as given, can only be a folder's: it ends with "/", or its last part is "." or ".."
 * (GFile would read "notes.txt/" as notes.txt, and a save would replace that file) */
gboolean
breakeven_cli_names_folder (const char *name)
{
  const char *last = strrchr (name, '/');

  last = last != NULL ? last + 1 : name;
  return *last == '\0' || strcmp (last, ".") == 0 || strcmp (last, "..") == 0;
}

/* TEXT has the shape of a plain decimal (digits, then perhaps "." and digits, after an optional
 * "-"), whether or not its value fits a double */
gboolean
breakeven_cli_is_plain_decimal_shape (const char *text)
{
  const char *p = text;

  if (*p == '-')
    p++;
  if (!g_ascii_isdigit (*p))
    return FALSE;
  p += strspn (p, "0123456789");
  if (*p == '.')
    {
      p++;
      if (!g_ascii_isdigit (*p))
        return FALSE;
      p += strspn (p, "0123456789");
    }
  return *p == '\0';
}

/* One --set KEY=VALUE into USAGE; FALSE with a message for an unknown key or an impossible
 * value.  Work + idle hours are checked once all settings are read, so their order is free. */
static gboolean
parse_setting (BreakevenCliUsage      *usage,
               const char *assignment,
               char      **message)
{
  const char *eq = strchr (assignment, '=');
  g_autofree char *key = NULL;
  double value;

  if (eq == NULL)
    {
      g_autofree char *quoted = breakeven_cli_quote_argument (assignment);

      *message = g_strdup_printf (_("--set needs KEY=VALUE, not “%s”"), quoted);
      return FALSE;
    }
  key = g_strndup (assignment, eq - assignment);

  /* Each key is a project property: its range is the rule.  The key first: an unknown key is
   * an unknown setting, whatever its value */
  if (strcmp (key, "hours-per-day") == 0 || strcmp (key, "idle-hours-per-day") == 0
      || strcmp (key, "cloud-idle-hours-per-day") == 0 || strcmp (key, "horizon-months") == 0
      || strcmp (key, "cloud-storage-gb") == 0 || strcmp (key, "build-max-hours-per-day") == 0
      || strcmp (key, "own-time-per-hour") == 0
      || strcmp (key, "price-change-percent-per-year") == 0)
    {
      g_autoptr(GTypeClass) klass = g_type_class_ref (BREAKEVEN_TYPE_PROJECT);
      GParamSpecDouble *range =
        G_PARAM_SPEC_DOUBLE (g_object_class_find_property (G_OBJECT_CLASS (klass), key));

      if (!breakeven_parse_decimal (eq + 1, &value))
        {
          g_autofree char *quoted = breakeven_cli_quote_argument (eq + 1);
          char *end = NULL;

          g_ascii_strtod (eq + 1, &end);

          /* A number the reader would know is named so: plain digits past the double range
           * (400 digits) are out of the key's range, a number with an exponent or a word
           * ("2e3", "1e400", "inf") wants plain digits; the rest (".5", "12.", "1.5.") is not a
           * number, in the reader's words */
          if (breakeven_cli_is_plain_decimal_shape (eq + 1))
            {
              g_autofree char *low = breakeven_format_plain_number (range->minimum);
              g_autofree char *high = breakeven_format_plain_number (range->maximum);

              *message = g_strdup_printf (_("%s must be between %s and %s, not %s"), key, low,
                                          high, quoted);
            }
          else if (end != eq + 1 && *end == '\0'
                   && strpbrk (eq + 1, "eEiInNxXpP") != NULL)
            /* Translators: the value given to --set, such as 1e400 or inf */
            *message = g_strdup_printf (_("“%s” is not written as plain digits (write it like "
                                          "12 or 0.5, with no exponent)"), quoted);
          else
            *message = g_strdup_printf (_("“%s” is not a number (write it like 12 or 0.5)"),
                                        quoted);
          return FALSE;
        }
      /* "-0" is 0, and prints so */
      value += 0.0;

      /* In the reader's words, the value given last ("…, not 25") */
      if (value < range->minimum && range->minimum == 0 && range->maximum > 1e6)
        {
          g_autofree char *quoted = breakeven_cli_quote_argument (eq + 1);

          /* Translators: a --set key, such as cloud-storage-gb, then the value given */
          *message = g_strdup_printf (_("%s must be 0 or more, not %s"), key, quoted);
          return FALSE;
        }
      if (!(value >= range->minimum && value <= range->maximum))
        {
          g_autofree char *low = breakeven_format_plain_number (range->minimum);
          g_autofree char *high = breakeven_format_plain_number (range->maximum);
          g_autofree char *quoted = breakeven_cli_quote_argument (eq + 1);

          /* Translators: a --set key, then its lowest and highest values, then the value given */
          *message = g_strdup_printf (_("%s must be between %s and %s, not %s"), key, low, high,
                                      quoted);
          return FALSE;
        }
      if (strcmp (key, "build-max-hours-per-day") == 0 && value <= 0)
        {
          g_autoptr(GError) error = NULL;

          breakeven_usage_check_build_max (0, value, &error);
          *message = g_strdup (error->message);
          return FALSE;
        }
      if (strcmp (key, "hours-per-day") == 0)
        usage->hours_per_day = value;
      else if (strcmp (key, "build-max-hours-per-day") == 0)
        usage->build_max_hours_per_day = value;
      else if (strcmp (key, "own-time-per-hour") == 0)
        usage->own_time_per_hour = value;
      else if (strcmp (key, "price-change-percent-per-year") == 0)
        usage->price_change_percent_per_year = value;
      else if (strcmp (key, "idle-hours-per-day") == 0)
        usage->idle_hours_per_day = value;
      else if (strcmp (key, "cloud-idle-hours-per-day") == 0)
        usage->cloud_idle_hours_per_day = value;
      else if (strcmp (key, "horizon-months") == 0)
        usage->horizon_months = value;
      else
        usage->cloud_storage_gb = value;
    }
  else
    {
      g_autofree char *quoted = breakeven_cli_quote_argument (key);

      *message = g_strdup_printf (_("unknown setting “%s” (use hours-per-day, "
                                    "idle-hours-per-day, cloud-idle-hours-per-day, "
                                    "horizon-months, cloud-storage-gb, "
                                    "build-max-hours-per-day, own-time-per-hour or "
                                    "price-change-percent-per-year)"),
                                  quoted);
      return FALSE;
    }
  return TRUE;
}

/* Every --set, read before the file so that a wrong argument is reported as one (exit 2)
 * whatever the file; a value left NAN was not set */
gboolean
breakeven_cli_parse_usage (char              **settings,
                           BreakevenCliUsage  *usage,
                           char              **message)
{
  *usage = (BreakevenCliUsage) { NAN, NAN, NAN, NAN, NAN, NAN, NAN, NAN };
  for (guint i = 0; settings != NULL && settings[i] != NULL; i++)
    if (!parse_setting (usage, settings[i], message))
      return FALSE;
  return TRUE;
}

gboolean
breakeven_cli_parse_settings (char  **settings,
                              char  **message)
{
  BreakevenCliUsage usage;

  return breakeven_cli_parse_usage (settings, &usage, message);
}

/* Applies the settings to PROJECT, or none of them when work and idle hours (of the build or
 * of the cloud) would exceed a day: the project's one rule, with its message.  A cloud idle
 * value the file does not set keeps following the build's idle hours, so that --save writes
 * no value that was not there. */
gboolean
breakeven_cli_apply_usage (BreakevenProject        *project,
                           const BreakevenCliUsage *set,
                           char                   **message)
{
  g_autoptr(GError) error = NULL;
  double hours = isnan (set->hours_per_day) ? breakeven_project_get_hours_per_day (project)
                                            : set->hours_per_day;
  double build_max = isnan (set->build_max_hours_per_day)
                     ? breakeven_project_get_build_max_hours_per_day (project)
                     : set->build_max_hours_per_day;
  double horizon = isnan (set->horizon_months) ? breakeven_project_get_horizon_months (project)
                                               : set->horizon_months;
  GListModel *bursts = G_LIST_MODEL (breakeven_project_get_bursts (project));

  /* The rules across values, checked as the file reader checks them, before any is set */
  if (!breakeven_usage_check_build_max (hours, build_max, &error))
    {
      *message = g_strdup (error->message);
      return FALSE;
    }
  for (guint i = 0; i < g_list_model_get_n_items (bursts); i++)
    {
      g_autoptr(BreakevenBurst) burst = g_list_model_get_item (bursts, i);

      if (breakeven_burst_get_first_month (burst) >= horizon)
        {
          g_autofree char *first = breakeven_format_plain_number (
            breakeven_burst_get_first_month (burst));

          /* Translators: --set horizon-months below a burst's first month */
          *message = g_strdup_printf (_("horizon-months must be above the first month of every "
                                        "burst (%s)"), first);
          return FALSE;
        }
    }
  if (!breakeven_project_set_usage (project, set->hours_per_day, set->idle_hours_per_day,
                                    set->cloud_idle_hours_per_day, set->horizon_months,
                                    set->cloud_storage_gb, &error))
    {
      *message = g_strdup (error->message);
      return FALSE;
    }
  if (!isnan (set->build_max_hours_per_day))
    breakeven_project_set_build_max_hours_per_day (project, set->build_max_hours_per_day);
  if (!isnan (set->own_time_per_hour))
    breakeven_project_set_own_time_per_hour (project, set->own_time_per_hour);
  if (!isnan (set->price_change_percent_per_year))
    breakeven_project_set_price_change_percent_per_year (project,
                                                         set->price_change_percent_per_year);
  return TRUE;
}

/* --job HOURS: the local hours of one job, a plain decimal, not negative, and no more than the
 * longest horizon holds (BREAKEVEN_MAX_JOB_HOURS) */
gboolean
breakeven_cli_parse_job_hours (const char *text,
                               double     *hours)
{
  if (!breakeven_parse_decimal (text, hours) || *hours < 0 || *hours > BREAKEVEN_MAX_JOB_HOURS)
    return FALSE;
  /* "-0" is 0 */
  *hours += 0.0;
  return TRUE;
}
