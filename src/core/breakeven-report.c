/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-report.c: the summary as readable text (localised) and as JSON (not localised) */

#include "config.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>
#include <math.h>

#include "breakeven-format.h"
#include "breakeven-report.h"

/* The display name of an offer: "AutoDL RTX 4090D" */
static char *
offer_title (BreakevenOffer *offer)
{
  const char *provider = breakeven_offer_get_provider (offer);
  const char *name = breakeven_offer_get_name (offer);

  if (*provider == '\0')
    return g_strdup (*name ? name : _("Unnamed offer"));
  if (*name == '\0')
    return g_strdup (provider);
  return g_strdup_printf ("%s %s", provider, name);
}

static void
append_line (GString    *out,
             const char *label,
             const char *value)
{
  g_string_append (out, "  ");
  /* Translators: a label and its value in the summary, "Parts total: ¥23,592.00" */
  g_string_append_printf (out, _("%s: %s"), label, value);
  g_string_append_c (out, '\n');
}

char *
breakeven_report_summary_text (BreakevenProject        *project,
                               const BreakevenAnalysis *analysis)
{
  const BreakevenInputs *in = &analysis->inputs;
  const char *cur = breakeven_project_get_currency (project);
  const char *title = breakeven_project_get_title (project);
  GString *out = g_string_new (NULL);
  g_autofree char *hours = breakeven_format_hours_per_day (in->hours_per_day);
  g_autofree char *horizon = breakeven_format_months (in->horizon_months);
  g_autofree char *parts_total = breakeven_format_money (analysis->parts_total, cur, 2);
  g_autofree char *capex = breakeven_format_money (in->capex, cur, 2);
  g_autofree char *share = breakeven_format_share (analysis->gpu_share);
  g_autofree char *watts = breakeven_format_number (in->wall_watts, 0);
  g_autofree char *elec_month = breakeven_format_money (analysis->local.electricity_per_month, cur, 2);
  g_autofree char *elec_year = breakeven_format_money (analysis->local.electricity_per_month * 12, cur, 2);
  g_autofree char *running = breakeven_format_money (analysis->running_per_month, cur, 2);
  g_autofree char *horizon_cost = breakeven_format_money (analysis->horizon_cost, cur, 2);
  g_autofree char *per_hour = breakeven_format_money (analysis->cost_per_hour, cur, 2);
  g_autofree char *horizon_label = NULL;
  g_autofree char *value = NULL;

  g_string_append_printf (out, "%s\n", *title ? title : _("Untitled project"));
  /* Translators: "Currency CNY, 12.0 h/day, over 36.0 months" */
  g_string_append_printf (out, _("Currency %s, %s, over %s"), cur, hours, horizon);
  g_string_append (out, "\n\n");

  /* Translators: "Cost over 36.0 months" */
  horizon_label = g_strdup_printf (_("Cost over %s"), horizon);

  g_string_append_printf (out, "%s\n", _("Build"));
  append_line (out, _("Parts total"), parts_total);
  if (!isnan (analysis->vendor_quote))
    {
      g_autofree char *quote = breakeven_format_money (analysis->vendor_quote, cur, 2);
      g_autofree char *premium = breakeven_format_money (analysis->vendor_premium, cur, 2);

      value = g_strdup_printf (breakeven_project_get_use_vendor_quote (project)
                               /* Translators: a vendor's quote for the assembled machine, and
                                  how much more it costs than the parts */
                               ? _("%s (premium %s, used)")
                               : _("%s (premium %s, not used)"),
                               quote, premium);
      append_line (out, _("Vendor quote"), value);
      g_clear_pointer (&value, g_free);
    }
  append_line (out, _("Capital cost"), capex);
  append_line (out, _("GPU share"), share);
  value = g_strdup_printf (breakeven_project_get_wall_watts_set (project)
                           ? _("%s W")
                           /* Translators: wall power estimated from the parts' power draw */
                           : _("%s W (estimated from the parts)"),
                           watts);
  append_line (out, _("Wall power under load"), value);
  g_clear_pointer (&value, g_free);
  /* Translators: "¥131.40 per month (¥1,576.80 per year)" */
  value = g_strdup_printf (_("%s per month (%s per year)"), elec_month, elec_year);
  append_line (out, _("Electricity"), value);
  g_clear_pointer (&value, g_free);
  value = g_strdup_printf (_("%s per month"), running);
  append_line (out, _("Running cost"), value);
  g_clear_pointer (&value, g_free);
  append_line (out, horizon_label, horizon_cost);
  append_line (out, _("Cost per work hour"), per_hour);

  g_string_append_printf (out, "\n%s\n", _("Cloud offers"));
  if (analysis->offers->len == 0)
    g_string_append_printf (out, "  %s\n", _("No offers to compare: add one."));

  for (guint i = 0; i < analysis->offers->len; i++)
    {
      const BreakevenOfferResult *r = breakeven_analysis_get_offer (analysis, i);
      g_autofree char *name = offer_title (r->offer);
      g_autofree char *price = breakeven_format_money (r->inputs.price_per_hour, cur, 2);
      g_autofree char *month = breakeven_format_money (r->cloud.per_month, cur, 2);
      g_autofree char *total = breakeven_format_money (r->horizon_cost, cur, 2);
      g_autofree char *hour = breakeven_format_money (r->cost_per_hour, cur, 2);
      g_autofree char *be_months = breakeven_format_months (r->breakeven_months);
      g_autofree char *be_hours = breakeven_format_hours_per_day (r->breakeven_hours_per_day);

      /* Translators: an offer and its price, "AutoDL RTX 4090D, ¥2.58 per hour" */
      g_string_append_printf (out, _("%s, %s per hour"), name, price);
      g_string_append_c (out, '\n');
      value = g_strdup_printf (_("%s per month"), month);
      append_line (out, _("Cloud cost"), value);
      g_clear_pointer (&value, g_free);
      append_line (out, horizon_label, total);
      append_line (out, _("Cost per work hour"), hour);
      if (isnan (r->breakeven_months))
        append_line (out, _("Build pays for itself after"),
                     _("never: the cloud stays cheaper"));
      else if (r->breakeven_months == 0)
        append_line (out, _("Build pays for itself after"),
                     _("0 months: the build is cheaper from the start"));
      else
        append_line (out, _("Build pays for itself after"), be_months);
      append_line (out, _("Breakeven usage"), be_hours);
    }

  return g_string_free (out, FALSE);
}

static void
add_number (JsonBuilder *b,
            const char  *key,
            double       value)
{
  json_builder_set_member_name (b, key);
  if (isnan (value) || isinf (value))
    json_builder_add_null_value (b);
  else
    json_builder_add_double_value (b, value);
}

/* json-glib up to 1.6 writes a double like 1e+20 as "1e+20.0", which is not JSON: make it
 * "1.0e+20".  Only a member value alone on its line (pretty output) can match, never text
 * inside a string. */
static char *
fix_exponent_numbers (char *json)
{
  static GRegex *regex = NULL;
  char *fixed;

  if (g_once_init_enter (&regex))
    g_once_init_leave (&regex, g_regex_new ("^(\\s*\"[a-z_]+\" : -?[0-9])(e[-+][0-9]+)\\.0(,?)$",
                                            G_REGEX_MULTILINE | G_REGEX_OPTIMIZE, 0, NULL));
  fixed = g_regex_replace (regex, json, -1, 0, "\\1.0\\2\\3", 0, NULL);
  g_free (json);
  return fixed;
}

static void
add_string (JsonBuilder *b,
            const char  *key,
            const char  *value)
{
  json_builder_set_member_name (b, key);
  json_builder_add_string_value (b, value ? value : "");
}

char *
breakeven_report_summary_json (BreakevenProject        *project,
                               const BreakevenAnalysis *analysis)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(JsonGenerator) gen = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;
  const BreakevenInputs *in = &analysis->inputs;

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "format");
  json_builder_add_int_value (b, 1);
  add_string (b, "title", breakeven_project_get_title (project));
  add_string (b, "currency", breakeven_project_get_currency (project));
  add_number (b, "hours_per_day", in->hours_per_day);
  add_number (b, "horizon_months", in->horizon_months);

  json_builder_set_member_name (b, "build");
  json_builder_begin_object (b);
  add_number (b, "parts_total", analysis->parts_total);
  add_number (b, "vendor_quote", analysis->vendor_quote);
  add_number (b, "vendor_premium", analysis->vendor_premium);
  add_number (b, "capex", in->capex);
  add_number (b, "gpu_share", analysis->gpu_share);
  add_number (b, "wall_power_w", in->wall_watts);
  add_number (b, "electricity_per_month", analysis->local.electricity_per_month);
  add_number (b, "running_per_month", analysis->running_per_month);
  add_number (b, "horizon_cost", analysis->horizon_cost);
  add_number (b, "cost_per_hour", analysis->cost_per_hour);
  json_builder_end_object (b);

  json_builder_set_member_name (b, "offers");
  json_builder_begin_array (b);
  for (guint i = 0; i < analysis->offers->len; i++)
    {
      const BreakevenOfferResult *r = breakeven_analysis_get_offer (analysis, i);

      json_builder_begin_object (b);
      add_string (b, "provider", breakeven_offer_get_provider (r->offer));
      add_string (b, "name", breakeven_offer_get_name (r->offer));
      add_number (b, "price_per_hour", r->inputs.price_per_hour);
      add_number (b, "cost_per_month", r->cloud.per_month);
      add_number (b, "horizon_cost", r->horizon_cost);
      add_number (b, "cost_per_hour", r->cost_per_hour);
      add_number (b, "breakeven_months", r->breakeven_months);
      add_number (b, "breakeven_hours_per_day", r->breakeven_hours_per_day);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);

  root = json_builder_get_root (b);
  json_generator_set_root (gen, root);
  json_generator_set_pretty (gen, TRUE);
  return fix_exponent_numbers (json_generator_to_data (gen, NULL));
}
