/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-report.c: the summary as readable text (localised) and as JSON (not localised) */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "breakeven-format.h"
#include "breakeven-report.h"

char *
breakeven_report_offer_title (BreakevenOffer *offer)
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

/* A quantity shown with no more decimals than it has (at most two): 4.87, 4.5, 12 */
static char *
format_quantity (double value)
{
  int decimals = 0;

  while (decimals < 2 && fabs (value * pow (10, decimals) - round (value * pow (10, decimals))) > 1e-9)
    decimals++;
  return breakeven_format_number (value, decimals);
}

/* "24 GB" */
static char *
format_gb (double gb)
{
  g_autofree char *number = format_quantity (gb);

  /* Translators: an amount of GPU memory, "24 GB" */
  return g_strdup_printf (_("%s GB"), number);
}

char *
breakeven_report_verdict_text (BreakevenProject        *project,
                               const BreakevenAnalysis *analysis)
{
  const char *cur = breakeven_project_get_currency (project);
  const BreakevenOfferResult *best = NULL;
  g_autofree char *horizon = breakeven_format_months (analysis->inputs.horizon_months);
  g_autofree char *difference = NULL;
  g_autofree char *name = NULL;
  g_autofree char *crossing = NULL;

  if (analysis->choice_offer >= 0)
    {
      best = breakeven_analysis_get_offer (analysis, (guint) analysis->choice_offer);
      name = breakeven_report_offer_title (best->offer);
      /* To the unit: the sentence a student reads first; the tables give the cents */
      difference = breakeven_format_money (analysis->choice_difference, cur, 0);
      if (isfinite (best->breakeven_months))
        crossing = breakeven_format_months (best->breakeven_months);
    }

  switch (analysis->choice)
    {
    case BREAKEVEN_CHOICE_BUILD:
      if (best == NULL)
        return g_strdup (_("Build: no cloud offer has the VRAM needed."));
      if (analysis->choice_difference == 0)
        /* Translators: the verdict; "Build: over 36 months it costs the same as AutoDL
           RTX 4090D." */
        return g_strdup_printf (_("Build: over %s it costs the same as %s."), horizon, name);
      if (crossing != NULL)
        /* Translators: the verdict; "Build: it pays for itself after 29.1 months and saves
           ¥5,579 over 36 months against AutoDL RTX 4090D." */
        return g_strdup_printf (_("Build: it pays for itself after %s and saves %s over %s "
                                  "against %s."), crossing, difference, horizon, name);
      /* Translators: the verdict, when the build costs less from the first month; "Build:
         over 36 months it costs ¥1,234 less than AutoDL RTX 4090D." */
      return g_strdup_printf (_("Build: over %s it costs %s less than %s."), horizon,
                              difference, name);

    case BREAKEVEN_CHOICE_RENT:
      if (!analysis->build_eligible)
        /* Translators: the verdict; "Rent AutoDL RTX 4090D: the build's GPUs do not have the
           VRAM needed, and it is the cheapest offer that does." */
        return g_strdup_printf (_("Rent %s: the build’s GPUs do not have the VRAM needed, and "
                                  "it is the cheapest offer that does."), name);
      if (crossing != NULL)
        /* Translators: the verdict; "Rent AutoDL RTX 4090D: it saves ¥6,379 over 36 months
           against the build, which would pay for itself only after 49.3 months." */
        return g_strdup_printf (_("Rent %s: it saves %s over %s against the build, which "
                                  "would pay for itself only after %s."), name, difference,
                                horizon, crossing);
      /* Translators: the verdict; "Rent AutoDL RTX 4090D: it saves ¥6,379 over 36 months
         against the build, which never pays for itself at this use." */
      return g_strdup_printf (_("Rent %s: it saves %s over %s against the build, which never "
                                "pays for itself at this use."), name, difference, horizon);

    case BREAKEVEN_CHOICE_NONE:
    default:
      if (analysis->offers->len == 0)
        return g_strdup (_("No verdict: there are no cloud offers to compare."));
      return g_strdup (_("No verdict: neither the build nor any offer has the VRAM needed."));
    }
}

/* The promotion left out of the verdict, when one would cost less while its price lasts */
char *
breakeven_report_promotion_note (BreakevenProject        *project,
                                 const BreakevenAnalysis *analysis)
{
  const char *cur = breakeven_project_get_currency (project);
  const BreakevenOfferResult *chosen = NULL, *cheaper = NULL;
  double reference;
  g_autofree char *name = NULL;
  g_autofree char *cost = NULL;
  g_autofree char *horizon = NULL;

  if (analysis->choice_offer < 0)
    return NULL;
  chosen = breakeven_analysis_get_offer (analysis, (guint) analysis->choice_offer);
  if (chosen->promotion)
    {
      /* Every eligible offer is a promotion: the verdict stands on a price that may not last */
      name = breakeven_report_offer_title (chosen->offer);
      /* Translators: after the verdict, when the offer compared is a promotion */
      return g_strdup_printf (_("%s is a short-lived price: the verdict holds while it lasts."),
                              name);
    }
  reference = analysis->choice == BREAKEVEN_CHOICE_BUILD ? analysis->horizon_cost
                                                          : chosen->horizon_cost;
  for (guint i = 0; i < analysis->offers->len; i++)
    {
      const BreakevenOfferResult *r = breakeven_analysis_get_offer (analysis, i);

      if (r->promotion && r->eligible && r->horizon_cost < reference
          && (cheaper == NULL || r->horizon_cost < cheaper->horizon_cost))
        cheaper = r;
    }
  if (cheaper == NULL)
    return NULL;
  name = breakeven_report_offer_title (cheaper->offer);
  cost = breakeven_format_money (cheaper->horizon_cost, cur, 0);
  horizon = breakeven_format_months (analysis->inputs.horizon_months);
  /* Translators: after the verdict; "The promotion AutoDL RTX 4090D (promotion) would cost
     ¥21,944 over 36 months if its price lasted." */
  return g_strdup_printf (_("The promotion %s would cost %s over %s if its price lasted."),
                          name, cost, horizon);
}

static void
append_build (GString                 *out,
              BreakevenProject        *project,
              const BreakevenAnalysis *analysis,
              const char              *horizon)
{
  const BreakevenInputs *in = &analysis->inputs;
  const char *cur = breakeven_project_get_currency (project);
  g_autofree char *parts_total = breakeven_format_money (analysis->parts_total, cur, 2);
  g_autofree char *capex = breakeven_format_money (in->capex, cur, 2);
  g_autofree char *share = breakeven_format_share (analysis->gpu_share);
  g_autofree char *watts = breakeven_format_number (in->wall_watts, 0);
  g_autofree char *elec_month = breakeven_format_money (analysis->local.electricity_per_month, cur, 2);
  g_autofree char *elec_year = breakeven_format_money (analysis->local.electricity_per_month * 12, cur, 2);
  g_autofree char *running = breakeven_format_money (analysis->running_per_month, cur, 2);
  g_autofree char *horizon_cost = breakeven_format_money (analysis->horizon_cost, cur, 2);
  g_autofree char *per_hour = breakeven_format_money (analysis->cost_per_hour, cur, 2);
  /* Translators: "Cost over 36 months" */
  g_autofree char *horizon_label = g_strdup_printf (_("Cost over %s"), horizon);
  g_autofree char *value = NULL;

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
  if (!analysis->build_eligible)
    {
      g_autofree char *have = format_gb (in->build_vram_gb);
      g_autofree char *need = format_gb (in->vram_needed_gb);

      /* Translators: "Not enough VRAM: 12 GB of the 24 GB needed, left out of the verdict" */
      value = g_strdup_printf (_("%s of the %s needed, left out of the verdict"), have, need);
      append_line (out, _("Not enough VRAM"), value);
      g_clear_pointer (&value, g_free);
    }
  value = g_strdup_printf (breakeven_project_get_wall_watts_set (project)
                           ? _("%s W")
                           /* Translators: wall power estimated from the parts' power draw */
                           : _("%s W (estimated from the parts)"),
                           watts);
  append_line (out, _("Wall power under load"), value);
  g_clear_pointer (&value, g_free);
  if (analysis->over_circuit_limit)
    {
      g_autofree char *limit = breakeven_format_number (in->circuit_limit_watts, 0);

      /* Translators: a warning; "above the circuit's limit of 500 W: the breaker may trip" */
      value = g_strdup_printf (_("above the circuit’s limit of %s W: the breaker may trip"),
                               limit);
      append_line (out, _("Warning"), value);
      g_clear_pointer (&value, g_free);
    }
  /* Translators: "¥131.40 per month (¥1,576.80 per year)" */
  value = g_strdup_printf (_("%s per month (%s per year)"), elec_month, elec_year);
  append_line (out, _("Electricity"), value);
  g_clear_pointer (&value, g_free);
  value = g_strdup_printf (_("%s per month"), running);
  append_line (out, _("Running cost"), value);
  g_clear_pointer (&value, g_free);
  if (analysis->has_resale)
    {
      g_autofree char *resale = breakeven_format_money (analysis->resale_value, cur, 2);
      g_autofree char *cash = breakeven_format_money (analysis->cash_horizon_cost, cur, 2);
      /* Translators: "Resale value after 36 months" */
      g_autofree char *resale_label = g_strdup_printf (_("Resale value after %s"), horizon);
      /* Translators: "Paid over 36 months", before subtracting the resale value */
      g_autofree char *cash_label = g_strdup_printf (_("Paid over %s"), horizon);

      append_line (out, cash_label, cash);
      append_line (out, resale_label, resale);
    }
  if (in->interest_percent != 0)
    {
      g_autofree char *opportunity = breakeven_format_money (analysis->opportunity_cost, cur, 2);
      /* Translators: "Opportunity cost of the capital over 36 months", what the money would
         have earned elsewhere */
      g_autofree char *label = g_strdup_printf (_("Opportunity cost of the capital over %s"),
                                                horizon);

      append_line (out, label, opportunity);
    }
  append_line (out, horizon_label, horizon_cost);
  append_line (out, _("Cost per work hour"), per_hour);
}

static void
append_offer (GString                    *out,
              BreakevenProject           *project,
              const BreakevenAnalysis    *analysis,
              const BreakevenOfferResult *r,
              const char                 *horizon)
{
  const char *cur = breakeven_project_get_currency (project);
  g_autofree char *name = breakeven_report_offer_title (r->offer);
  g_autofree char *price = breakeven_format_money (r->inputs.price_per_hour, cur, 2);
  g_autofree char *month = breakeven_format_money (r->cloud.per_month, cur, 2);
  g_autofree char *total = breakeven_format_money (r->horizon_cost, cur, 2);
  g_autofree char *hour = breakeven_format_money (r->cost_per_hour, cur, 2);
  g_autofree char *be_months = breakeven_format_months (r->breakeven_months);
  g_autofree char *be_hours = breakeven_format_hours_per_day (r->breakeven_hours_per_day);
  g_autofree char *be_price = breakeven_format_money (r->breakeven_price_per_hour, cur, 2);
  g_autofree char *speed = format_quantity (r->inputs.relative_speed);
  g_autofree char *horizon_label = g_strdup_printf (_("Cost over %s"), horizon);
  g_autofree char *crossing = NULL;
  g_autofree char *value = NULL;

  /* Translators: an offer and its price, "AutoDL RTX 4090D, ¥2.58 per hour" */
  g_string_append_printf (out, _("%s, %s per hour"), name, price);
  g_string_append_c (out, '\n');
  if (!r->eligible)
    {
      g_autofree char *have = format_gb (r->inputs.vram_gb);
      g_autofree char *need = format_gb (analysis->inputs.vram_needed_gb);

      value = g_strdup_printf (_("%s of the %s needed, left out of the verdict"), have, need);
      append_line (out, _("Not enough VRAM"), value);
      g_clear_pointer (&value, g_free);
    }
  if (r->inputs.speed_unknown)
    /* Translators: the relative speed used when the GPU is not in the table, "1 (speed
       unknown)" */
    value = g_strdup_printf (_("%s (speed unknown)"), speed);
  else
    value = g_strdup (speed);
  append_line (out, _("Relative speed"), value);
  g_clear_pointer (&value, g_free);
  value = g_strdup_printf (_("%s per month"), month);
  append_line (out, _("Cloud cost"), value);
  g_clear_pointer (&value, g_free);
  append_line (out, horizon_label, total);
  append_line (out, _("Cost per work hour"), hour);

  if (isnan (r->breakeven_months))
    crossing = g_strdup (_("never: the cloud stays cheaper"));
  else if (r->breakeven_months == 0)
    crossing = g_strdup (_("0 months: the build is cheaper from the start"));
  else
    crossing = g_strdup (be_months);
  if (analysis->has_resale)
    {
      g_autofree char *cash = breakeven_format_months (r->cash_payback_months);

      /* Translators: the breakeven month counting the resale value, then the month the rent
         paid catches up with the price paid, "29.1 months (cash payback 35.2 months)" */
      value = g_strdup_printf (_("%s (cash payback %s)"), crossing, cash);
      append_line (out, _("Build pays for itself after"), value);
      g_clear_pointer (&value, g_free);
    }
  else
    append_line (out, _("Build pays for itself after"), crossing);
  append_line (out, _("Breakeven usage"), be_hours);
  if (isnan (r->breakeven_price_per_hour))
    append_line (out, _("Breakeven price"), be_price);
  else
    {
      /* Translators: the price per hour at which renting costs as much as the build */
      value = g_strdup_printf (_("%s per hour"), be_price);
      append_line (out, _("Breakeven price"), value);
      g_clear_pointer (&value, g_free);
    }
}

static void
append_job (GString                 *out,
            BreakevenProject        *project,
            const BreakevenAnalysis *analysis,
            double                   job_hours)
{
  const char *cur = breakeven_project_get_currency (project);
  g_autofree char *hours = format_quantity (job_hours);
  g_autofree char *local = breakeven_format_money (breakeven_analysis_job_local (analysis,
                                                                                  job_hours),
                                                   cur, 2);
  g_autofree char *value = NULL;

  g_string_append_c (out, '\n');
  /* Translators: "One job of 4.87 hours on the build" */
  g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "One job of %s hour on the build",
                                            "One job of %s hours on the build",
                                            breakeven_plural_count (job_hours)),
                          hours);
  g_string_append_c (out, '\n');
  /* Translators: the cost of a job on the build, "¥3.17 of electricity" */
  value = g_strdup_printf (_("%s of electricity"), local);
  append_line (out, _("Build"), value);
  g_clear_pointer (&value, g_free);

  for (guint i = 0; i < analysis->offers->len; i++)
    {
      const BreakevenOfferResult *r = breakeven_analysis_get_offer (analysis, i);
      g_autofree char *name = breakeven_report_offer_title (r->offer);
      g_autofree char *compute_text = NULL;
      g_autofree char *storage_text = NULL;
      g_autofree char *total_text = NULL;
      double compute, storage;

      breakeven_analysis_job_cloud (analysis, r, job_hours, &compute, &storage);
      compute_text = breakeven_format_money (compute, cur, 2);
      storage_text = breakeven_format_money (storage, cur, 2);
      total_text = breakeven_format_money (compute + storage, cur, 2);
      /* Translators: a job in the cloud, "¥17.61 + ¥0.70 of storage = ¥18.31" */
      value = g_strdup_printf (_("%s + %s of storage = %s"), compute_text, storage_text,
                               total_text);
      append_line (out, name, value);
      g_clear_pointer (&value, g_free);
    }
}

char *
breakeven_report_summary_text_full (BreakevenProject        *project,
                                    const BreakevenAnalysis *analysis,
                                    double                   job_hours)
{
  const BreakevenInputs *in = &analysis->inputs;
  const char *cur = breakeven_project_get_currency (project);
  const char *title = breakeven_project_get_title (project);
  GString *out = g_string_new (NULL);
  g_autofree char *verdict = breakeven_report_verdict_text (project, analysis);
  g_autofree char *hours = breakeven_format_hours_per_day (in->hours_per_day);
  g_autofree char *horizon = breakeven_format_months (in->horizon_months);

  g_autofree char *promotion = breakeven_report_promotion_note (project, analysis);

  g_string_append_printf (out, "%s\n", verdict);
  if (promotion != NULL)
    g_string_append_printf (out, "%s\n", promotion);
  g_string_append_printf (out, "\n%s\n", *title ? title : _("Untitled project"));
  /* Translators: "Currency CNY, 12.0 h/day, over 36.0 months" */
  g_string_append_printf (out, _("Currency %s, %s, over %s"), cur, hours, horizon);
  g_string_append (out, "\n\n");

  append_build (out, project, analysis, horizon);

  g_string_append_printf (out, "\n%s\n", _("Cloud offers"));
  if (analysis->offers->len == 0)
    g_string_append_printf (out, "  %s\n", _("No offers to compare: add one."));
  for (guint i = 0; i < analysis->offers->len; i++)
    append_offer (out, project, analysis, breakeven_analysis_get_offer (analysis, i), horizon);
  if (analysis->unpriced->len > 0)
    {
      /* Translators: the offers left out of the comparison, each with why */
      g_string_append_printf (out, "\n%s\n", _("Not compared"));
      for (guint i = 0; i < analysis->unpriced->len; i++)
        g_string_append_printf (out, "  %s\n", (const char *) g_ptr_array_index (analysis->unpriced, i));
    }

  if (!isnan (job_hours))
    append_job (out, project, analysis, job_hours);

  return g_string_free (out, FALSE);
}

char *
breakeven_report_summary_text (BreakevenProject        *project,
                               const BreakevenAnalysis *analysis)
{
  return breakeven_report_summary_text_full (project, analysis, NAN);
}

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
  g_string_append_c (out, '"');
  for (const char *p = text; *p != '\0'; p++)
    {
      unsigned char c = (unsigned char) *p;

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
          else
            g_string_append_c (out, (char) c);
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
      json_close (w, '}');
    }
  json_close (w, ']');
}

static void
json_verdict (JsonWriter              *w,
              const BreakevenAnalysis *analysis)
{
  json_open (w, "verdict", '{');
  switch (analysis->choice)
    {
    case BREAKEVEN_CHOICE_BUILD:
      json_string (w, "choice", "build");
      break;
    case BREAKEVEN_CHOICE_RENT:
      json_string (w, "choice", "rent");
      break;
    case BREAKEVEN_CHOICE_NONE:
    default:
      json_null (w, "choice");
      break;
    }
  if (analysis->choice_offer >= 0)
    json_int (w, "offer", analysis->choice_offer);
  else
    json_null (w, "offer");
  json_number (w, "difference", analysis->choice_difference);
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
  json_int (&w, "format", 2);
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
  json_verdict (&w, analysis);
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
