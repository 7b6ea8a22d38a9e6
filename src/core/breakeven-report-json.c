/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-report-json.c: the summary as JSON (not localised), the keys of
 * docs/file-format.md "Command line" (each format only adds keys) */

#include "config.h"

#include <math.h>
#include <string.h>

#include "breakeven-caveats.h"
#include "breakeven-import.h"
#include "breakeven-report.h"

/* JSON ----------------------------------------------------------------------------------------
 *
 * Written by hand rather than through JsonGenerator: json-glib 1.6 prints every double with
 * %.17g (131.40000000000001) and a double like 1e20 as "1e+20.0", which is not JSON.  The
 * layout is JsonGenerator's pretty one: two spaces a level, "key" : value. */

char *
breakeven_report_format_number (double  value,
                                char   *buf)
{
  static const char *const formats[] = { "%.15g", "%.16g", "%.17g" };

  g_return_val_if_fail (isfinite (value), strcpy (buf, "0"));

  /* No "-0" */
  if (value == 0)
    return strcpy (buf, "0");
  for (guint i = 0; i < G_N_ELEMENTS (formats); i++)
    {
      g_ascii_formatd (buf, BREAKEVEN_REPORT_NUMBER_BUF_SIZE, formats[i], value);
      if (g_ascii_strtod (buf, NULL) == value)
        break;
    }
  return buf;
}

typedef struct
{
  GString *out;
  guint depth;
  gboolean has_members; /* in the innermost object or array */
} JsonWriter;

static void
json_escape (GString    *out,
             const char *text)
{
  gboolean after_base = FALSE;   /* a combining mark next would go on the last character */

  g_string_append_c (out, '"');
  for (const char *p = text; *p != '\0'; p++)
    {
      unsigned char c = (unsigned char) *p;

      /* What a combining mark next would go on, as the text summary has it ("=\u0301" shows
       * alike in both) */
      if (c < 0x80)
        breakeven_import_char_escaped (c, &after_base);
      switch (c)
        {
        case '"': g_string_append (out, "\\\""); break;
        case '\\': g_string_append (out, "\\\\"); break;
        case '\b': g_string_append (out, "\\b"); break;
        case '\f': g_string_append (out, "\\f"); break;
        case '\n': g_string_append (out, "\\n"); break;
        case '\r': g_string_append (out, "\\r"); break;
        case '\t': g_string_append (out, "\\t"); break;
        default:
          if (c < 0x20 || c == 0x7f)
            g_string_append_printf (out, "\\u%04x", c);
          else if (c < 0x80)
            g_string_append_c (out, (char) c);
          else
            {
              gunichar u = g_utf8_get_char_validated (p, -1);

              if (u == (gunichar) -1 || u == (gunichar) -2)
                {
                  /* Not UTF-8 (no text of a project is): the byte, as before */
                  g_string_append_c (out, (char) c);
                  continue;
                }
              if (breakeven_import_char_escaped (u, &after_base))
                {
                  /* What the text summary escapes (breakeven_import_escape): C1 controls,
                   * the line separators (raw, they also end a line of JavaScript), the
                   * direction overrides, the format characters that show nothing and a
                   * combining mark with nothing to go on (it would draw on the quote).  JSON
                   * reads \uXXXX back as the same character; above U+FFFF as a pair */
                  if (u > 0xffff)
                    g_string_append_printf (out, "\\u%04x\\u%04x",
                                            0xd800 + ((u - 0x10000) >> 10),
                                            0xdc00 + ((u - 0x10000) & 0x3ff));
                  else
                    g_string_append_printf (out, "\\u%04x", u);
                }
              else
                g_string_append_len (out, p, g_utf8_next_char (p) - p);
              /* The loop steps over the last byte */
              p = g_utf8_next_char (p) - 1;
            }
        }
    }
  g_string_append_c (out, '"');
}

/* The separator, the new line and the key of the next member (KEY NULL: an array element) */
static void
json_member (JsonWriter *w,
             const char *key)
{
  if (w->out->len > 0)
    {
      if (w->has_members)
        g_string_append_c (w->out, ',');
      g_string_append_c (w->out, '\n');
    }
  for (guint i = 0; i < w->depth; i++)
    g_string_append (w->out, "  ");
  if (key != NULL)
    {
      json_escape (w->out, key);
      g_string_append (w->out, " : ");
    }
  w->has_members = TRUE;
}

static void
json_open (JsonWriter *w,
           const char *key,
           char        bracket)
{
  json_member (w, key);
  g_string_append_c (w->out, bracket);
  w->depth++;
  w->has_members = FALSE;
}

static void
json_close (JsonWriter *w,
            char        bracket)
{
  w->depth--;
  if (w->has_members)
    {
      g_string_append_c (w->out, '\n');
      for (guint i = 0; i < w->depth; i++)
        g_string_append (w->out, "  ");
    }
  g_string_append_c (w->out, bracket);
  w->has_members = TRUE;
}

static void
json_null (JsonWriter *w,
           const char *key)
{
  json_member (w, key);
  g_string_append (w->out, "null");
}

static void
json_number (JsonWriter *w,
             const char *key,
             double      value)
{
  char buf[BREAKEVEN_REPORT_NUMBER_BUF_SIZE];

  if (!isfinite (value))
    {
      json_null (w, key);
      return;
    }
  json_member (w, key);
  g_string_append (w->out, breakeven_report_format_number (value, buf));
}

static void
json_boolean (JsonWriter *w,
              const char *key,
              gboolean    value)
{
  json_member (w, key);
  g_string_append (w->out, value ? "true" : "false");
}

static void
json_int (JsonWriter *w,
          const char *key,
          gint64      value)
{
  json_member (w, key);
  g_string_append_printf (w->out, "%" G_GINT64_FORMAT, value);
}

static void
json_string (JsonWriter *w,
             const char *key,
             const char *value)
{
  json_member (w, key);
  json_escape (w->out, value ? value : "");
}

static const char *
choice_name (BreakevenChoice choice)
{
  switch (choice)
    {
    case BREAKEVEN_CHOICE_BUILD: return "build";
    case BREAKEVEN_CHOICE_RENT: return "rent";
    case BREAKEVEN_CHOICE_HYBRID: return "hybrid";
    case BREAKEVEN_CHOICE_NONE:
    default: return NULL;
    }
}

static void
json_choice (JsonWriter     *w,
             BreakevenChoice choice)
{
  const char *name = choice_name (choice);

  if (name != NULL)
    json_string (w, "choice", name);
  else
    json_null (w, "choice");
}

static void
json_index (JsonWriter *w,
            const char *key,
            int         index)
{
  if (index >= 0)
    json_int (w, key, index);
  else
    json_null (w, key);
}

static void
json_build (JsonWriter              *w,
            const BreakevenAnalysis *analysis)
{
  const BreakevenInputs *in = &analysis->inputs;

  json_open (w, "build", '{');
  json_number (w, "parts_total", analysis->parts_total);
  json_number (w, "vendor_quote", analysis->vendor_quote);
  json_number (w, "vendor_premium", analysis->vendor_premium);
  json_number (w, "capex", in->capex);
  json_number (w, "gpu_share", analysis->gpu_share);
  json_number (w, "wall_power_w", in->wall_watts);
  json_number (w, "electricity_per_month", analysis->local.electricity_per_month);
  json_number (w, "running_per_month", analysis->running_per_month);
  json_number (w, "horizon_cost", analysis->horizon_cost);
  json_number (w, "cost_per_hour", analysis->cost_per_hour);
  json_number (w, "resale_value", analysis->resale_value);
  json_number (w, "opportunity_cost", analysis->opportunity_cost);
  json_number (w, "own_time_cost", analysis->own_time_cost);
  json_boolean (w, "on_time", analysis->on_time);
  json_close (w, '}');
}

static void
json_offers (JsonWriter              *w,
             const BreakevenAnalysis *analysis)
{
  json_open (w, "offers", '[');
  for (guint i = 0; i < analysis->offers->len; i++)
    {
      const BreakevenOfferResult *r = breakeven_analysis_get_offer (analysis, i);

      json_open (w, NULL, '{');
      json_string (w, "provider", breakeven_offer_get_provider (r->offer));
      json_string (w, "name", breakeven_offer_get_name (r->offer));
      json_number (w, "price_per_hour", r->inputs.price_per_hour);
      json_number (w, "cost_per_month", r->cloud.per_month);
      json_number (w, "horizon_cost", r->horizon_cost);
      json_number (w, "cost_per_hour", r->cost_per_hour);
      json_number (w, "breakeven_months", r->breakeven_months);
      json_number (w, "breakeven_hours_per_day", r->breakeven_hours_per_day);
      json_number (w, "cash_payback_months", r->cash_payback_months);
      json_number (w, "breakeven_price_per_hour", r->breakeven_price_per_hour);
      json_number (w, "relative_speed", r->inputs.relative_speed);
      json_boolean (w, "promotion", r->promotion);
      json_boolean (w, "eligible", r->eligible);
      {
        g_autofree char *source = breakeven_report_speed_source (&r->inputs);

        json_string (w, "speed_source", source);
      }
      json_number (w, "hybrid_horizon_cost", r->hybrid_horizon_cost);
      json_number (w, "hybrid_breakeven_months", r->hybrid_breakeven_months);
      json_number (w, "hybrid_rented_hours", r->hybrid_rented_hours);
      if (r->instances_for_bursts > 0)
        json_int (w, "instances_for_bursts", r->instances_for_bursts);
      else
        json_null (w, "instances_for_bursts");
      json_close (w, '}');
    }
  json_close (w, ']');
}

static void
json_bursts (JsonWriter              *w,
             const BreakevenAnalysis *analysis)
{
  json_open (w, "bursts", '[');
  for (guint i = 0; i < breakeven_analysis_get_n_bursts (analysis); i++)
    {
      const BreakevenBurstResult *b = breakeven_analysis_get_burst (analysis, i);

      json_open (w, NULL, '{');
      json_string (w, "name", b->name);
      json_int (w, "per_year", b->inputs.per_year);
      json_number (w, "days", b->inputs.days);
      json_number (w, "work_hours", b->inputs.work_hours);
      json_number (w, "first_month", b->inputs.first_month);
      json_int (w, "occurrences", b->occurrences);
      json_number (w, "build_capacity_hours", b->build_capacity_hours);
      json_number (w, "build_late_days", b->build_late_days);
      json_close (w, '}');
    }
  json_close (w, ']');
}

static void
json_verdict (JsonWriter              *w,
              BreakevenProject        *project,
              const BreakevenAnalysis *analysis)
{
  g_autoptr(GPtrArray) caveats = breakeven_caveats_collect (project, analysis);

  json_open (w, "verdict", '{');
  json_choice (w, analysis->choice);
  json_index (w, "offer", analysis->choice_offer);
  json_number (w, "difference", analysis->choice_difference);
  if (analysis->runner_up != BREAKEVEN_CHOICE_NONE)
    {
      json_open (w, "runner_up", '{');
      json_choice (w, analysis->runner_up);
      json_index (w, "offer", analysis->runner_up_offer);
      json_close (w, '}');
    }
  else
    json_null (w, "runner_up");
  /* What the verdict does not say, by name (the window's and the summary's caveats line) */
  json_open (w, "caveats", '[');
  for (guint i = 0; i < caveats->len; i++)
    {
      const BreakevenCaveat *caveat = g_ptr_array_index (caveats, i);

      json_string (w, NULL, breakeven_caveat_kind_to_string (caveat->kind));
    }
  json_close (w, ']');
  json_close (w, '}');
}

static void
json_job (JsonWriter              *w,
          const BreakevenAnalysis *analysis,
          double                   job_hours)
{
  json_open (w, "job", '{');
  json_number (w, "hours", job_hours);
  json_number (w, "local_cost", breakeven_analysis_job_local (analysis, job_hours));
  json_open (w, "offers", '[');
  for (guint i = 0; i < analysis->offers->len; i++)
    {
      double compute, storage;

      breakeven_analysis_job_cloud (analysis, breakeven_analysis_get_offer (analysis, i),
                                    job_hours, &compute, &storage);
      json_open (w, NULL, '{');
      json_number (w, "cloud_cost", compute);
      json_number (w, "storage_cost", storage);
      json_close (w, '}');
    }
  json_close (w, ']');
  json_close (w, '}');
}

char *
breakeven_report_summary_json_full (BreakevenProject        *project,
                                    const BreakevenAnalysis *analysis,
                                    double                   job_hours)
{
  const BreakevenInputs *in = &analysis->inputs;
  JsonWriter w = { g_string_new (NULL), 0, FALSE };

  json_open (&w, NULL, '{');
  json_int (&w, "format", 3);
  json_string (&w, "title", breakeven_project_get_title (project));
  json_string (&w, "currency", breakeven_project_get_currency (project));
  json_number (&w, "hours_per_day", in->hours_per_day);
  json_number (&w, "horizon_months", in->horizon_months);
  json_build (&w, analysis);
  json_offers (&w, analysis);
  /* Offers left out of the comparison (a currency without an exchange rate), and why */
  json_open (&w, "not_compared", '[');
  for (guint i = 0; i < analysis->unpriced->len; i++)
    json_string (&w, NULL, g_ptr_array_index (analysis->unpriced, i));
  json_close (&w, ']');
  json_bursts (&w, analysis);
  json_verdict (&w, project, analysis);
  if (!isnan (job_hours))
    json_job (&w, analysis, job_hours);
  json_close (&w, '}');
  return g_string_free (w.out, FALSE);
}

char *
breakeven_report_summary_json (BreakevenProject        *project,
                               const BreakevenAnalysis *analysis)
{
  return breakeven_report_summary_json_full (project, analysis, NAN);
}
