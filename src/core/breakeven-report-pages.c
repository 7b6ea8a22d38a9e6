/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-report-pages.c: what the printable report says, laid out by the page flow
 *
 * This file has the report object, its title, verdict and charts and the flow of its sections;
 * the tables are in breakeven-report-tables.c and -strategies.c, the explanations in
 * breakeven-report-method.c. */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "breakeven-bursts.h"
#include "breakeven-caveats.h"
#include "breakeven-chart-private.h"
#include "breakeven-explain.h"
#include "breakeven-format.h"
#include "breakeven-limits.h"
#include "breakeven-report-layout.h"
#include "breakeven-report-pages-private.h"
#include "breakeven-report-pages.h"
#include "breakeven-report.h"

void
breakeven_page_geometry_init (BreakevenPageGeometry *geometry,
                              double                 width,
                              double                 height)
{
  *geometry = (BreakevenPageGeometry) { width, height, 0, 0, 0, 0 };
}

void
breakeven_page_geometry_init_a4 (BreakevenPageGeometry *geometry)
{
  double margin = 18.0 / 25.4 * 72.0;

  *geometry = (BreakevenPageGeometry) {
    BREAKEVEN_A4_WIDTH_PT, BREAKEVEN_A4_HEIGHT_PT, margin, margin, margin, margin
  };
}

BreakevenReportPages *
breakeven_report_pages_new (BreakevenProject        *project,
                            const BreakevenAnalysis *analysis)
{
  BreakevenReportPages *self;

  g_return_val_if_fail (BREAKEVEN_IS_PROJECT (project), NULL);
  g_return_val_if_fail (analysis != NULL, NULL);

  self = g_new0 (BreakevenReportPages, 1);
  self->project = g_object_ref (project);
  self->analysis = analysis;
  self->date = g_date_time_new_now_local ();
  breakeven_chart_palette_init_print (&self->palette);
  return self;
}

void
breakeven_report_pages_free (BreakevenReportPages *self)
{
  if (self == NULL)
    return;
  g_clear_object (&self->project);
  g_clear_pointer (&self->date, g_date_time_unref);
  g_clear_pointer (&self->flow, breakeven_flow_free);
  g_free (self->hidden);
  g_free (self->explained);
  g_free (self);
}

void
breakeven_report_pages_set_date (BreakevenReportPages *self,
                                 GDateTime            *date)
{
  g_return_if_fail (self != NULL && date != NULL);
  g_date_time_unref (self->date);
  self->date = g_date_time_ref (date);
}

void
breakeven_report_pages_set_palette (BreakevenReportPages        *self,
                                    const BreakevenChartPalette *palette)
{
  g_return_if_fail (self != NULL && palette != NULL);
  self->palette = *palette;
}

void
breakeven_report_pages_set_hidden (BreakevenReportPages *self,
                                   const gboolean       *hidden,
                                   guint                 n_hidden)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (hidden != NULL || n_hidden == 0);
  g_clear_pointer (&self->hidden, g_free);
  self->n_hidden = n_hidden;
  if (n_hidden > 0)
    self->hidden = g_memdup2 (hidden, n_hidden * sizeof (gboolean));
}

PangoContext *
breakeven_report_pages_create_pango_context (void)
{
  PangoContext *context = breakeven_chart_pango_context_new (72);
  PangoFontDescription *desc = pango_font_description_from_string ("Sans 10");

  breakeven_report_pages_prepare_pango_context (context);
  pango_context_set_font_description (context, desc);
  pango_font_description_free (desc);
  return context;
}

void
breakeven_report_pages_prepare_pango_context (PangoContext *context)
{
  g_return_if_fail (PANGO_IS_CONTEXT (context));

  /* Its metrics unhinted: every text laid out at one size and scaled, so that the report's
   * eight sizes and two weights resolve two fonts, not sixteen (each a sort of every font
   * installed) */
  breakeven_chart_pango_context_set_unit_text (context);
  /* Glyphs where the font puts them: rounded to whole points (72 dpi) at one size, they come
   * out scaled at another a fraction of a point off, and the words unevenly spaced */
  pango_context_set_round_glyph_positions (context, FALSE);
}

/* Figures ------------------------------------------------------------------------------------ */


/* Between two sentences of a paragraph: a space in English, nothing in Chinese */
const char *
breakeven_report_pages_sentence_separator (void)
{
  /* Translators: what separates two sentences; use "" where sentences are written without a
     space between them, as in Chinese */
  return C_("sentence separator", " ");
}

static BreakevenChartOptions
chart_options (BreakevenReportPages *self,
               PangoContext         *context)
{
  BreakevenChartOptions options = { 0 };

  options.palette = &self->palette;
  options.currency = breakeven_project_get_currency (self->project);
  options.font_size = CHART_FONT_SIZE;
  options.pango_context = context;
  options.hidden = self->hidden;
  options.n_hidden = self->n_hidden;
  return options;
}

static void
draw_cumulative (cairo_t      *cr,
                 double        width,
                 double        height,
                 PangoContext *context,
                 gpointer      data)
{
  BreakevenReportPages *self = data;
  BreakevenChartOptions options = chart_options (self, context);

  breakeven_chart_draw (BREAKEVEN_CHART_KIND_CUMULATIVE, cr, width, height, self->project,
                        self->analysis, &options, NULL);
}

static void
draw_sensitivity (cairo_t      *cr,
                  double        width,
                  double        height,
                  PangoContext *context,
                  gpointer      data)
{
  BreakevenReportPages *self = data;
  BreakevenChartOptions options = chart_options (self, context);

  breakeven_chart_draw (BREAKEVEN_CHART_KIND_SENSITIVITY, cr, width, height, self->project,
                        self->analysis, &options, NULL);
}

static void
draw_budget (cairo_t      *cr,
             double        width,
             double        height,
             PangoContext *context,
             gpointer      data)
{
  BreakevenReportPages *self = data;
  BreakevenChartOptions options = chart_options (self, context);

  breakeven_chart_draw (BREAKEVEN_CHART_KIND_BUDGET, cr, width, height, self->project,
                        self->analysis, &options, NULL);
}

/* 3: the burst view, one year of work a day against the build's capacity */
static void
draw_bursts (cairo_t      *cr,
             double        width,
             double        height,
             PangoContext *context,
             gpointer      data)
{
  BreakevenReportPages *self = data;
  BreakevenChartOptions options = chart_options (self, context);

  breakeven_chart_draw (BREAKEVEN_CHART_KIND_BURSTS, cr, width, height, self->project,
                        self->analysis, &options, NULL);
}

/* Content ------------------------------------------------------------------------------------ */


static gboolean
offer_is_hidden (BreakevenReportPages *self,
                 guint                 index)
{
  return index < self->n_hidden && self->hidden[index];
}

/* Which offers the report explains: all of a project of few offers; else the verdict's, the
 * runner-up's and, when the chart hides some, the first ALL_EXPLAINED_MAX of those it shows */
static void
choose_explained (BreakevenReportPages *self)
{
  const BreakevenAnalysis *a = self->analysis;
  guint n = breakeven_analysis_get_n_offers (a);
  gboolean some_hidden = FALSE;

  g_clear_pointer (&self->explained, g_free);
  self->n_explained = n;
  self->n_shown_explained = 0;
  self->n_shown = 0;
  if (n <= ALL_EXPLAINED_MAX)
    return;

  self->explained = g_new0 (gboolean, n);
  self->n_explained = 0;
  if (a->choice_offer >= 0 && (guint) a->choice_offer < n)
    self->explained[a->choice_offer] = TRUE;
  if (a->runner_up_offer >= 0 && (guint) a->runner_up_offer < n)
    self->explained[a->runner_up_offer] = TRUE;
  for (guint i = 0; i < n; i++)
    some_hidden |= offer_is_hidden (self, i);
  for (guint i = 0; some_hidden && i < n; i++)
    {
      if (offer_is_hidden (self, i))
        continue;
      self->n_shown++;
      if (self->explained[i] || self->n_shown_explained >= ALL_EXPLAINED_MAX)
        continue;
      self->explained[i] = TRUE;
      self->n_shown_explained++;
    }
  for (guint i = 0; i < n; i++)
    self->n_explained += self->explained[i];
}


/* "Explanations for 3 of 1000 offers: ...", or NULL when every offer is explained */
static char *
explained_note (BreakevenReportPages *self)
{
  guint n = breakeven_analysis_get_n_offers (self->analysis);
  gulong plural = n;

  if (self->explained == NULL)
    return NULL;
  if (self->n_shown == 0)
    /* Translators: a note of the report of many offers: which offers it explains, e.g.
     * "Explanations for 2 of 1000 offers: the verdict's and the runner-up's." */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "Explanations for %u of %u offer: the verdict's and "
                                         "the runner-up's.",
                                         "Explanations for %u of %u offers: the verdict's and "
                                         "the runner-up's.", plural),
                            self->n_explained, n);
  if (self->n_shown_explained < self->n_shown)
    /* Translators: a note of the report of many offers, some of them hidden in the chart, e.g.
     * "Explanations for 14 of 1000 offers: the verdict's, the runner-up's and the first 12 of
     * the 40 shown in the chart." */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "Explanations for %u of %u offer: the verdict's, the "
                                         "runner-up's and the first %u of the %u shown in the "
                                         "chart.",
                                         "Explanations for %u of %u offers: the verdict's, the "
                                         "runner-up's and the first %u of the %u shown in the "
                                         "chart.", plural),
                            self->n_explained, n, self->n_shown_explained, self->n_shown);
  /* Translators: a note of the report of many offers, some of them hidden in the chart, e.g.
   * "Explanations for 5 of 1000 offers: the verdict's, the runner-up's and those shown in the
   * chart." */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "Explanations for %u of %u offer: the verdict's, the "
                                       "runner-up's and those shown in the chart.",
                                       "Explanations for %u of %u offers: the verdict's, the "
                                       "runner-up's and those shown in the chart.", plural),
                          self->n_explained, n);
}

void
breakeven_report_pages_add_explained_note (BreakevenReportPages *self,
                                           BreakevenFlow        *flow)
{
  g_autofree char *note = explained_note (self);

  if (note != NULL)
    breakeven_flow_add_text (flow, note, NOTE_SIZE, FALSE, TRUE, 3, FALSE);
}


static void
add_title (BreakevenReportPages *self,
           BreakevenFlow        *flow)
{
  const char *title = breakeven_project_get_title (self->project);
  const char *currency = currency_of (self);
  /* Translators: the date under the report's title, as strftime () understands it */
  g_autofree char *date = g_date_time_format (self->date, C_("report date", "%Y-%m-%d"));
  g_autofree char *line = NULL;

  breakeven_flow_add_text (flow, title != NULL && *title != '\0' ? title : _("Untitled project"),
                           TITLE_SIZE, TRUE, FALSE, 0, FALSE);
  /* Translators: under the report's title: the date, the currency code and its symbol, e.g.
   * "Build or rent: cost comparison · 2026-05-14 · amounts in CNY (¥)" */
  line = g_strdup_printf (_("Build or rent: cost comparison · %s · amounts in %s (%s)"),
                          date, currency, breakeven_currency_symbol (currency));
  breakeven_flow_add_text (flow, line, BODY_SIZE, FALSE, TRUE, 3, FALSE);
}

/* What is wrong with an offer, in words, or NULL: "not enough VRAM, speed unknown" */
static char *
offer_flags (const BreakevenOfferResult *r)
{
  GPtrArray *flags = g_ptr_array_new ();
  char *text = NULL;

  if (!r->eligible)
    g_ptr_array_add (flags, (gpointer) _("not enough VRAM"));
  /* Translators: an offer whose GPU the speed table does not know: counted at speed 1 */
  if (r->inputs.speed_unknown)
    g_ptr_array_add (flags, (gpointer) _("speed unknown"));
  /* Translators: an offer at a short-lived price, not the verdict's default comparison */
  if (r->promotion)
    g_ptr_array_add (flags, (gpointer) _("promotion"));
  if (flags->len > 0)
    {
      g_ptr_array_add (flags, NULL);
      /* Translators: what separates two flags of an offer, "not enough VRAM, speed unknown" */
      text = g_strjoinv (C_("flag separator", ", "), (char **) flags->pdata);
    }
  g_ptr_array_free (flags, TRUE);
  return text;
}

/* "AutoDL RTX 4090D", with its flags when it has any: "AutoDL RTX 4090D (not enough VRAM)" */
char *
breakeven_report_pages_offer_label_with_flags (const BreakevenOfferResult *r)
{
  g_autofree char *label = breakeven_chart_offer_label (r->offer);
  g_autofree char *flags = offer_flags (r);

  if (flags == NULL)
    return g_steal_pointer (&label);
  /* Translators: an offer's name and what is wrong with it, e.g.
   * "AutoDL RTX 3060 (not enough VRAM)" */
  return g_strdup_printf (_("%s (%s)"), label, flags);
}

/* Where the build and offer R cross, as a sentence that agrees with the curves, with the cash
 * payback beside the breakeven month when a resale value is set */
static char *
describe_breakeven_sentence (const BreakevenAnalysis    *a,
                             const BreakevenOfferResult *r)
{
  double t = r->breakeven_months;
  g_autofree char *months = breakeven_format_months (t);
  g_autofree char *cash = breakeven_format_months (r->cash_payback_months);
  g_autofree char *limit = breakeven_format_months (BREAKEVEN_MAX_BREAKEVEN_MONTHS);

  if (isnan (t))
    return a->has_resale
           /* Translators: %s are "1,200 months" and the cash payback month (the rent paid
            * catches up with the cash the build cost, its resale left aside) or "none" */
           ? g_strdup_printf (_("The build does not break even with it within %s (cash "
                                "payback: %s)."), limit, cash)
           /* Translators: %s is "1,200 months" */
           : g_strdup_printf (_("The build does not break even with it within %s."), limit);
  if (t <= 0)
    return a->has_resale
           /* Translators: %s is the cash payback month, e.g. "29.1 months", or "none" */
           ? g_strdup_printf (_("The build is cheaper than it from the start (cash payback: "
                                "%s)."), cash)
           : g_strdup (_("The build is cheaper than it from the start."));
  if (t > a->inputs.horizon_months)
    return a->has_resale
           /* Translators: the breakeven month, then the cash payback month */
           ? g_strdup_printf (_("The build would break even with it only at %s, after the "
                                "horizon (cash payback: %s)."), months, cash)
           /* Translators: %s is a month, e.g. "52.3 months" */
           : g_strdup_printf (_("The build would break even with it only at %s, after the "
                                "horizon."), months);
  return a->has_resale
         /* Translators: the breakeven month, then the cash payback month, e.g. "The build
          * breaks even with it at 16.0 months (cash payback: 29.1 months)." */
         ? g_strdup_printf (_("The build breaks even with it at %s (cash payback: %s)."),
                            months, cash)
         /* Translators: %s is a month, e.g. "29.1 months" */
         : g_strdup_printf (_("The build breaks even with it at %s."), months);
}

/* The verdict's caveats, as under the window's verdict: the line of short links, then what
 * each one means (the window opens it from the link) */
static void
append_caveats (BreakevenReportPages    *self,
                BreakevenFlow           *flow,
                const BreakevenAnalysis *a)
{
  g_autoptr(GPtrArray) caveats = breakeven_caveats_collect (self->project, a);
  g_autofree char *line = breakeven_caveats_line (caveats);
  GString *text;

  if (line == NULL)
    return;
  breakeven_flow_add_text (flow, line, BODY_SIZE, TRUE, FALSE, 6, TRUE);
  text = g_string_new (NULL);
  for (guint i = 0; i < caveats->len; i++)
    {
      const BreakevenCaveat *caveat = g_ptr_array_index (caveats, i);

      if (text->len > 0)
        g_string_append_c (text, '\n');
      /* Translators: a caveat of the report, its short link then what it means, "• speed
       * unknown: No benchmark…" */
      g_string_append_printf (text, _("• %s: %s"), caveat->link, caveat->explanation);
    }
  breakeven_flow_add_text (flow, text->str, BODY_SIZE, FALSE, FALSE, 2, FALSE);
  g_string_free (text, TRUE);
}

/* The answer first: build or rent (analysis->choice), by how much, and where the curves cross */
static void
add_verdict (BreakevenReportPages *self,
             BreakevenFlow        *flow)
{
  const BreakevenAnalysis *a = self->analysis;
  g_autofree char *hours = breakeven_format_hours_per_day (a->inputs.hours_per_day);
  g_autofree char *months = breakeven_format_months (a->inputs.horizon_months);
  g_autofree char *build_cost = money (self, a->horizon_cost, 0);
  g_autofree char *per_hour = money (self, a->cost_per_hour, 2);
  g_autofree char *vram = breakeven_format_number (a->inputs.vram_needed_gb, 0);
  g_autofree char *headline = NULL;
  const BreakevenOfferResult *best = a->choice_offer >= 0
                                     ? breakeven_analysis_get_offer (a, (guint) a->choice_offer)
                                     : NULL;
  g_autofree char *best_label = best != NULL ? breakeven_chart_offer_label (best->offer) : NULL;
  guint n = breakeven_analysis_get_n_offers (a);
  GString *text = g_string_new (NULL);

  switch (a->choice)
    {
    case BREAKEVEN_CHOICE_BUILD:
      /* Translators: the report's answer, in bold at the top of the first page */
      headline = g_strdup (_("Verdict: build."));
      break;
    case BREAKEVEN_CHOICE_RENT:
      /* Translators: the report's answer, e.g. "Verdict: rent AutoDL RTX 4090D." */
      headline = g_strdup_printf (_("Verdict: rent %s."), best_label);
      break;
    case BREAKEVEN_CHOICE_HYBRID:
      /* Translators: the report's answer when the hybrid wins (混合方案, 本地 + 云), e.g.
       * "Verdict: hybrid: the build, and AutoDL RTX 4090D for what the bursts leave over." */
      headline = g_strdup_printf (_("Verdict: hybrid: the build, and %s for what the bursts "
                                    "leave over."), best_label);
      break;
    case BREAKEVEN_CHOICE_NONE:
    default:
      if (n > 0)
        /* Translators: no offer and not the build has the VRAM needed */
        headline = g_strdup (_("Verdict: none of the choices has the VRAM needed."));
      break;
    }
  if (headline != NULL)
    breakeven_flow_add_text (flow, headline, HEADING_SIZE, TRUE, FALSE, 14, TRUE);

  if (a->has_resale)
    {
      g_autofree char *resale = money (self, a->resale_value, 0);
      g_autofree char *cash = money (self, a->cash_horizon_cost, 0);

      if (isnan (a->cost_per_hour))
        /* Translators: e.g. "At 12 h/day over 24 months, the build costs ¥16,129 in all: ¥26,746
         * paid, less ¥10,616 it sells for." */
        g_string_append_printf (text, _("At %s over %s, the build costs %s in all: %s paid, less "
                                        "%s it sells for."),
                                hours, months, build_cost, cash, resale);
      else
        /* Translators: e.g. "At 12 h/day over 24 months, the build costs ¥16,129 in all: ¥26,746
         * paid, less ¥10,616 it sells for; ¥1.84 per hour of work." */
        g_string_append_printf (text, _("At %s over %s, the build costs %s in all: %s paid, less "
                                        "%s it sells for; %s per hour of work."),
                                hours, months, build_cost, cash, resale, per_hour);
    }
  else if (isnan (a->cost_per_hour))
    /* Translators: e.g. "At 12.0 h/day over 36.0 months, the build costs ¥28,322 in all." */
    g_string_append_printf (text, _("At %s over %s, the build costs %s in all."),
                            hours, months, build_cost);
  else
    /* Translators: e.g. "At 12.0 h/day over 36.0 months, the build costs ¥28,322 in all, or
     * ¥2.15 per hour of work." */
    g_string_append_printf (text, _("At %s over %s, the build costs %s in all, or %s per hour of work."),
                            hours, months, build_cost, per_hour);

  if (breakeven_analysis_get_n_bursts (a) > 0 && n > 0)
    {
      /* With bursts the runner-up may be any strategy: the verdict's own sentence names it
       * (the table of strategies gives every horizon cost) */
      g_autofree char *verdict = breakeven_report_verdict_text (self->project, a);

      g_string_append (text, breakeven_report_pages_sentence_separator ());
      g_string_append (text, verdict);
    }
  else if (best != NULL)
    {
      g_autofree char *cost = money (self, best->horizon_cost, 0);
      g_autofree char *difference = money (self, a->choice_difference, 0);
      g_autofree char *crossing = describe_breakeven_sentence (a, best);

      g_string_append (text, breakeven_report_pages_sentence_separator ());
      /* Translators: e.g. "The cheapest cloud offer, AutoDL RTX 4090D, costs ¥33,903." */
      g_string_append_printf (text, _("The cheapest cloud offer, %s, costs %s."), best_label, cost);
      g_string_append (text, breakeven_report_pages_sentence_separator ());
      if (a->choice == BREAKEVEN_CHOICE_BUILD)
        /* Translators: %s is an amount of money */
        g_string_append_printf (text, _("Building saves %s against it."), difference);
      else if (a->build_eligible)
        /* Translators: %s is an amount of money */
        g_string_append_printf (text, _("Renting it saves %s against building."), difference);
      else if (best->horizon_cost > a->horizon_cost)
        /* Translators: an amount of money, then of VRAM in GB */
        g_string_append_printf (text, _("Renting it costs %s more than building would, but the "
                                        "build's GPUs do not have the %s GB of VRAM needed."),
                                difference, vram);
      else
        /* Translators: an amount of money, then of VRAM in GB */
        g_string_append_printf (text, _("Renting it saves %s against building, and the build's "
                                        "GPUs do not have the %s GB of VRAM needed."),
                                difference, vram);
      g_string_append (text, breakeven_report_pages_sentence_separator ());
      g_string_append (text, crossing);
    }
  else if (n > 0)
    {
      g_string_append (text, breakeven_report_pages_sentence_separator ());
      /* Translators: %s is an amount of VRAM in GB */
      g_string_append_printf (text, _("No cloud offer has the %s GB of VRAM needed."), vram);
      if (!a->build_eligible)
        {
          g_string_append (text, breakeven_report_pages_sentence_separator ());
          g_string_append_printf (text, _("The build's GPUs do not have the %s GB of VRAM needed."),
                                  vram);
        }
    }
  else
    {
      g_string_append (text, breakeven_report_pages_sentence_separator ());
      g_string_append (text, _("No cloud offer is compared yet."));
    }
  breakeven_flow_add_text (flow, text->str, BODY_SIZE, FALSE, FALSE, headline != NULL ? 4 : 14,
                           FALSE);
  g_string_free (text, TRUE);

  if (a->over_circuit_limit)
    {
      g_autofree char *wall = breakeven_format_number (a->inputs.wall_watts, 0);
      g_autofree char *limit = breakeven_format_number (a->inputs.circuit_limit_watts, 0);
      /* Translators: a warning of the report, e.g. "Warning: the build draws 1,200 W under
       * load, more than the circuit's limit of 1,000 W: the breaker may trip." */
      g_autofree char *warning = g_strdup_printf (_("Warning: the build draws %s W under load, "
                                                    "more than the circuit's limit of %s W: the "
                                                    "breaker may trip."),
                                                  wall, limit);

      breakeven_flow_add_text (flow, warning, BODY_SIZE, TRUE, FALSE, 6, FALSE);
    }

  append_caveats (self, flow, a);

  text = g_string_new (NULL);
  for (guint i = 0; i < n; i++)
    {
      const BreakevenOfferResult *r = breakeven_analysis_get_offer (a, i);
      g_autofree char *label = breakeven_report_pages_offer_label_with_flags (r);
      g_autofree char *crossing = NULL;

      if (!offer_is_explained (self, i))
        continue;
      crossing = breakeven_chart_describe_crossing (r->breakeven_months,
                                                    a->inputs.horizon_months);
      if (text->len > 0)
        g_string_append_c (text, '\n');
      if (a->has_resale)
        {
          g_autofree char *cash = breakeven_format_months (r->cash_payback_months);

          /* Translators: a bullet of the report: an offer, what its curve does and the cash
           * payback, e.g. "• AutoDL RTX 4090D: breaks even at 16.0 months (cash payback:
           * 29.1 months)" */
          g_string_append_printf (text, _("• %s: %s (cash payback: %s)"), label, crossing, cash);
        }
      else
        /* Translators: a bullet of the report: an offer and what its curve does, e.g.
         * "• AutoDL RTX 4090D: breaks even at 29.1 months" */
        g_string_append_printf (text, _("• %s: %s"), label, crossing);
    }
  if (text->len > 0)
    breakeven_flow_add_text (flow, text->str, BODY_SIZE, FALSE, FALSE, 6, FALSE);
  g_string_free (text, TRUE);
  breakeven_report_pages_add_explained_note (self, flow);
}

/* NOTES as the report prints them: each line cut at BREAKEVEN_MAX_REPORT_NOTES_LINE_CHARS
 * characters and the whole at BREAKEVEN_MAX_REPORT_NOTES_CHARS, each cut shown with "…"; a
 * cut whole says where the rest is */
static char *
notes_for_report (const char *notes)
{
  GString *out = g_string_new (NULL);
  glong total = 0;
  const char *line = notes;

  while (*line != '\0')
    {
      const char *end = strchr (line, '\n');
      gsize bytes = end != NULL ? (gsize) (end - line) : strlen (line);
      glong room = MIN (BREAKEVEN_MAX_REPORT_NOTES_LINE_CHARS,
                        BREAKEVEN_MAX_REPORT_NOTES_CHARS - total);
      /* Counting stops past the room: a long line is not walked whole */
      glong chars = g_utf8_strlen (line, MIN (bytes, (gsize) room * 6 + 6));

      if (chars > room)
        {
          g_string_append_len (out, line, g_utf8_offset_to_pointer (line, room) - line);
          g_string_append (out, "…");
          total += room;
        }
      else
        {
          g_string_append_len (out, line, bytes);
          total += chars;
        }
      if (end == NULL)
        break;
      line = end + 1;
      if (total >= BREAKEVEN_MAX_REPORT_NOTES_CHARS && *line != '\0')
        {
          /* Translators: ends the notes in the printed report when they are too long to print */
          g_string_append_printf (out, "\n%s", _("… (the rest of the notes is in the project "
                                                 "file)"));
          break;
        }
      g_string_append_c (out, '\n');
    }
  return g_string_free (out, FALSE);
}

static BreakevenFlow *
build_flow (BreakevenReportPages *self)
{
  BreakevenFlow *flow = breakeven_flow_new (&self->palette);
  const char *notes = breakeven_project_get_notes (self->project);
  const char *title = breakeven_project_get_title (self->project);
  double n_offers = breakeven_analysis_get_n_offers (self->analysis);

  choose_explained (self);
  add_title (self, flow);
  add_verdict (self, flow);
  breakeven_report_pages_add_inputs (self, flow);
  /* Taller with more offers, so that the legend keeps a line for each */
  breakeven_flow_add_figure (flow, CLAMP (220 + 13 * n_offers, 320, 560), 18, draw_cumulative,
                             self);
  breakeven_flow_add_figure (flow, CLAMP (170 + 13 * n_offers, 235, 540), 14, draw_sensitivity,
                             self);
  breakeven_flow_add_figure (flow, 165, 14, draw_budget, self);
  if (breakeven_analysis_get_n_bursts (self->analysis) > 0)
    breakeven_flow_add_figure (flow, 260, 14, draw_bursts, self);
  breakeven_report_pages_add_summary (self, flow);
  breakeven_report_pages_add_strategies (self, flow);
  breakeven_report_pages_add_parts (self, flow);
  if (notes != NULL && *notes != '\0')
    {
      g_autofree char *printed = notes_for_report (notes);

      add_heading (flow, _("Notes"));
      breakeven_flow_add_text (flow, printed, BODY_SIZE - 1, FALSE, FALSE, 4, FALSE);
    }
  breakeven_report_pages_add_method (self, flow);
  breakeven_flow_set_footer (flow, title != NULL && *title != '\0' ? title : _("Untitled project"));
  return flow;
}

guint
breakeven_report_pages_paginate (BreakevenReportPages        *self,
                                 PangoContext                *context,
                                 const BreakevenPageGeometry *geometry)
{
  BreakevenFlowGeometry g;

  g_return_val_if_fail (self != NULL && PANGO_IS_CONTEXT (context) && geometry != NULL, 0);

  g = (BreakevenFlowGeometry) { geometry->width, geometry->height, geometry->margin_top,
                                geometry->margin_right, geometry->margin_bottom,
                                geometry->margin_left };
  g_clear_pointer (&self->flow, breakeven_flow_free);
  self->flow = build_flow (self);
  return breakeven_flow_paginate (self->flow, context, &g);
}

guint
breakeven_report_pages_get_n_pages (BreakevenReportPages *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->flow != NULL ? breakeven_flow_get_n_pages (self->flow) : 0;
}

void
breakeven_report_pages_render_page (BreakevenReportPages *self,
                                    cairo_t              *cr,
                                    PangoContext         *context,
                                    guint                 page)
{
  g_return_if_fail (self != NULL && self->flow != NULL && cr != NULL);
  breakeven_flow_render_page (self->flow, cr, context, page);
}
