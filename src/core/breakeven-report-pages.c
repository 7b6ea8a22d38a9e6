/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-report-pages.c: what the printable report says, laid out by the page flow */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "breakeven-bursts.h"
#include "breakeven-caveats.h"
#include "breakeven-chart-private.h"
#include "breakeven-explain.h"
#include "breakeven-format.h"
#include "breakeven-report-layout.h"
#include "breakeven-report-pages.h"
#include "breakeven-report.h"

/* Few sizes, and the charts' own where one is near: each size and weight is a font that
 * fontconfig substitutes and matches and Pango measures afresh, about a millisecond apiece the
 * first time, which is most of what a short report costs */
#define CHART_FONT_SIZE 8.0
#define TITLE_SIZE 20.0
#define BODY_SIZE 10.0
#define HEADING_SIZE 12.5
#define TABLE_SIZE CHART_FONT_SIZE           /* the charts' axis titles and curve labels */
#define NOTE_SIZE (CHART_FONT_SIZE * 0.95)   /* the charts' legend */
#define HEADING_SPACE 16.0

/* Every offer is explained up to this many; above it, the offers that matter only (the
 * verdict's, the runner-up's, and at most this many of those shown in the chart) */
#define ALL_EXPLAINED_MAX 12
/* The table of strategies (two rows an offer with bursts) lists every offer up to this many; above
 * it, the offers explained, the summary giving every offer's horizon cost */
#define ALL_STRATEGIES_MAX 50

struct _BreakevenReportPages
{
  BreakevenProject *project;
  const BreakevenAnalysis *analysis;
  GDateTime *date;
  BreakevenChartPalette palette;
  BreakevenFlow *flow;
  /* The offers whose lines the chart leaves out, by index in the analysis */
  gboolean *hidden;
  guint n_hidden;
  /* Chosen by choose_explained () for each pagination: one entry per offer, or NULL when
   * every offer is explained */
  gboolean *explained;
  guint n_explained;          /* entries TRUE */
  guint n_shown_explained;    /* of them, explained as shown in the chart */
  guint n_shown;              /* offers shown in the chart when some are hidden, else 0 */
};

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

  pango_context_set_font_description (context, desc);
  pango_font_description_free (desc);
  return context;
}

/* Figures ------------------------------------------------------------------------------------ */


/* Between two sentences of a paragraph: a space in English, nothing in Chinese */
static const char *
sentence_separator (void)
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

static const char *
currency_of (BreakevenReportPages *self)
{
  return breakeven_project_get_currency (self->project);
}

static char *
money (BreakevenReportPages *self,
       double                amount,
       int                   decimals)
{
  return breakeven_format_money (amount, currency_of (self), decimals);
}

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

static gboolean
offer_is_explained (BreakevenReportPages *self,
                    guint                 index)
{
  return self->explained == NULL || self->explained[index];
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

static void
add_explained_note (BreakevenReportPages *self,
                    BreakevenFlow        *flow)
{
  g_autofree char *note = explained_note (self);

  if (note != NULL)
    breakeven_flow_add_text (flow, note, NOTE_SIZE, FALSE, TRUE, 3, FALSE);
}

static void
add_heading (BreakevenFlow *flow,
             const char    *text)
{
  breakeven_flow_add_text (flow, text, HEADING_SIZE, TRUE, FALSE, HEADING_SPACE, TRUE);
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
static char *
offer_label_with_flags (const BreakevenOfferResult *r)
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

      g_string_append (text, sentence_separator ());
      g_string_append (text, verdict);
    }
  else if (best != NULL)
    {
      g_autofree char *cost = money (self, best->horizon_cost, 0);
      g_autofree char *difference = money (self, a->choice_difference, 0);
      g_autofree char *crossing = describe_breakeven_sentence (a, best);

      g_string_append (text, sentence_separator ());
      /* Translators: e.g. "The cheapest cloud offer, AutoDL RTX 4090D, costs ¥33,903." */
      g_string_append_printf (text, _("The cheapest cloud offer, %s, costs %s."), best_label, cost);
      g_string_append (text, sentence_separator ());
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
      g_string_append (text, sentence_separator ());
      g_string_append (text, crossing);
    }
  else if (n > 0)
    {
      g_string_append (text, sentence_separator ());
      /* Translators: %s is an amount of VRAM in GB */
      g_string_append_printf (text, _("No cloud offer has the %s GB of VRAM needed."), vram);
      if (!a->build_eligible)
        {
          g_string_append (text, sentence_separator ());
          g_string_append_printf (text, _("The build's GPUs do not have the %s GB of VRAM needed."),
                                  vram);
        }
    }
  else
    {
      g_string_append (text, sentence_separator ());
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
      g_autofree char *label = offer_label_with_flags (r);
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
  add_explained_note (self, flow);
}

/* An amount of watts (or of GB when GB), "none" (as breakeven-format.c words it) for 0: the
 * inputs where 0 means "not set" */
static char *
optional_amount (double   value,
                 gboolean gb)
{
  g_autofree char *number = breakeven_format_number (value > 0 ? value : NAN, 0);

  if (!(value > 0))
    return g_steal_pointer (&number);
  return gb ? g_strdup_printf (_("%s GB"), number) : g_strdup_printf (_("%s W"), number);
}

/* A row of the inputs' right-hand column: LABEL (copied) and VALUE (taken) */
static void
add_pair (GPtrArray  *labels,
          GPtrArray  *values,
          const char *label,
          char       *value)
{
  g_ptr_array_add (labels, g_strdup (label));
  g_ptr_array_add (values, value);
}

/* A quantity with no more decimals than it has, at most MAX_DECIMALS: 160, 8.75, 4.5 */
static char *
quantity (double value,
          int    max_decimals)
{
  int decimals = 0;

  while (decimals < max_decimals
         && fabs (value * pow (10, decimals) - round (value * pow (10, decimals))) > 1e-9)
    decimals++;
  return breakeven_format_number (value, decimals);
}

/* "2.5 h": an amount of hours */
static char *
hours_text (double hours)
{
  g_autofree char *number = quantity (hours, 2);

  /* Translators: an amount of hours, e.g. "2.5 h" */
  return g_strdup_printf (C_("report", "%s h"), number);
}

/* Format 3: the bursts of work with a deadline, under the inputs; nothing without any */
static void
add_bursts (BreakevenReportPages *self,
            BreakevenFlow        *flow)
{
  static const double widths[] = { 0.36, 0.16, 0.16, 0.16, 0.16 };
  static const gboolean right[] = { FALSE, TRUE, TRUE, TRUE, TRUE };
  const BreakevenAnalysis *a = self->analysis;
  const char *header[] = {
    /* Translators: a column of the report's table of bursts (冲刺): a burst of work with a
     * deadline */
    C_("report bursts", "Burst"),
    /* Translators: a column of the table of bursts: how many times a year it comes */
    C_("report bursts", "Times a year"),
    /* Translators: a column of the table of bursts: the month the first one starts */
    C_("report bursts", "First month"),
    /* Translators: a column of the table of bursts: the days it must be done in */
    C_("report bursts", "Days"),
    /* Translators: a column of the table of bursts: the hours of training, on the build */
    C_("report bursts", "Work hours"),
  };

  if (breakeven_analysis_get_n_bursts (a) == 0)
    return;
  breakeven_flow_begin_table (flow, 5, widths, right, TABLE_SIZE, TRUE, 8);
  breakeven_flow_add_row (flow, BREAKEVEN_FLOW_ROW_HEADER, header);
  for (guint i = 0; i < breakeven_analysis_get_n_bursts (a); i++)
    {
      const BreakevenBurstResult *b = breakeven_analysis_get_burst (a, i);
      g_autofree char *per_year = breakeven_format_number (b->inputs.per_year, 0);
      g_autofree char *first = quantity (b->inputs.first_month, 2);
      g_autofree char *days = quantity (b->inputs.days, 2);
      g_autofree char *work = hours_text (b->inputs.work_hours);
      const char *cells[] = { b->name, per_year, first, days, work };

      breakeven_flow_add_row (flow, BREAKEVEN_FLOW_ROW_NORMAL, cells);
    }
}

static void
add_inputs (BreakevenReportPages *self,
            BreakevenFlow        *flow)
{
  static const double widths[] = { 0.28, 0.27, 0.24, 0.21 };
  static const gboolean right[] = { FALSE, FALSE, FALSE, FALSE };
  const BreakevenAnalysis *a = self->analysis;
  const BreakevenInputs *in = &a->inputs;
  gboolean quote_used = breakeven_project_get_has_vendor_quote (self->project)
                        && breakeven_project_get_use_vendor_quote (self->project);
  gboolean own_time = in->own_time_per_hour > 0;
  g_autofree char *capex = money (self, in->capex, 2);
  g_autofree char *wall = breakeven_format_number (in->wall_watts, 0);
  g_autofree char *idle = breakeven_format_number (in->idle_watts, 0);
  g_autofree char *kwh = money (self, in->price_per_kwh, 2);
  g_autofree char *maintenance = money (self, in->maintenance_per_year, 2);
  g_autofree char *interest = breakeven_format_share (in->interest_percent / 100.0);
  g_autofree char *storage = breakeven_format_number (in->cloud_storage_gb, 0);
  /* The build's hardware on the left; the use, the cloud and the money on the right */
  g_autoptr(GPtrArray) left_labels = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) left_values = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) values = g_ptr_array_new_with_free_func (g_free);
  guint n_rows;

  add_pair (left_labels, left_values, _("Build cost"),
            quote_used ? g_strdup_printf (_("%s (vendor quote)"), capex)
                       : g_strdup_printf (_("%s (sum of the parts)"), capex));
  add_pair (left_labels, left_values, _("Parts total"), money (self, a->parts_total, 2));
  add_pair (left_labels, left_values, _("Vendor quote"), money (self, a->vendor_quote, 2));
  add_pair (left_labels, left_values, _("Wall power under load"),
            breakeven_project_get_wall_watts_set (self->project)
            /* Translators: a power in watts, e.g. "600 W" */
            ? g_strdup_printf (_("%s W"), wall)
            : g_strdup_printf (_("%s W (estimated from the parts)"), wall));
  add_pair (left_labels, left_values, _("Idle power"), g_strdup_printf (_("%s W"), idle));
  /* Translators: the power a circuit (a dorm's breaker) takes; "none" when not set */
  add_pair (left_labels, left_values, _("Circuit limit"),
            optional_amount (in->circuit_limit_watts, FALSE));
  add_pair (left_labels, left_values, _("Cooling overhead"),
            breakeven_format_share (in->cooling_overhead_percent / 100.0));
  /* Translators: e.g. "¥0.60 per kWh" */
  add_pair (left_labels, left_values, _("Electricity price"),
            g_strdup_printf (_("%s per kWh"), kwh));
  add_pair (left_labels, left_values, _("Resale value at the horizon"),
            breakeven_format_share (in->resale_percent / 100.0));
  /* Translators: the resale value of the build as a share of its parts just after buying it */
  add_pair (left_labels, left_values, _("Resale right after purchase"),
            breakeven_format_share (in->resale_after_purchase_percent / 100.0));
  /* Format 3, each only when it is not its default (or bursts make it count) */
  if (in->n_bursts > 0 || in->build_max_hours_per_day != 24)
    /* Translators: the most hours a day the build may run (a dorm's night rule, noise) */
    add_pair (left_labels, left_values, _("Build's most hours a day"),
              breakeven_format_hours_per_day (in->build_max_hours_per_day));
  if (own_time || in->build_setup_hours > 0)
    /* Translators: the hours the build takes to set up: buying, assembling, drivers */
    add_pair (left_labels, left_values, _("Setup time of the build"),
              hours_text (in->build_setup_hours));

  add_pair (labels, values, _("Use"), breakeven_format_hours_per_day (in->hours_per_day));
  add_pair (labels, values, _("Idle-on time"),
            breakeven_format_hours_per_day (in->idle_hours_per_day));
  /* Translators: hours a day a cloud instance is kept running without training */
  add_pair (labels, values, _("Cloud idle time"),
            breakeven_format_hours_per_day (in->cloud_idle_hours_per_day));
  add_pair (labels, values, _("Horizon"), breakeven_format_months (in->horizon_months));
  /* Translators: e.g. "200 GB" */
  add_pair (labels, values, _("Cloud storage"), g_strdup_printf (_("%s GB"), storage));
  add_pair (labels, values, _("VRAM needed"), optional_amount (in->vram_needed_gb, TRUE));
  if (in->vram_needed_gb > 0)
    {
      g_autofree char *build_vram = optional_amount (in->build_vram_gb, TRUE);

      add_pair (labels, values, _("VRAM of the build"),
                a->build_eligible ? g_steal_pointer (&build_vram)
                /* Translators: e.g. "12 GB (not enough VRAM)" */
                : g_strdup_printf (_("%s (not enough VRAM)"), build_vram));
    }
  /* Translators: e.g. "¥300.00 a year" */
  add_pair (labels, values, _("Maintenance"), g_strdup_printf (_("%s a year"), maintenance));
  add_pair (labels, values, _("Interest on the capital"),
            /* Translators: an interest rate per year, e.g. "5.0% a year" (年化 5.0%) */
            g_strdup_printf (C_("rate", "%s a year"), interest));
  if (in->price_change_percent != 0)
    {
      g_autofree char *change = breakeven_format_share (in->price_change_percent / 100.0);

      /* Translators: how cloud prices change each year (newer GPUs make renting an older
       * one cheaper) */
      add_pair (labels, values, _("Cloud price change"),
                /* Translators: a yearly change of prices, e.g. "−10.0% a year" (每年 −10.0%) */
                g_strdup_printf (C_("price change", "%s a year"), change));
    }
  if (own_time)
    {
      g_autofree char *per_hour = money (self, in->own_time_per_hour, 2);

      /* Translators: what an hour of the user's own time is worth, e.g. "¥50.00 per hour" */
      add_pair (labels, values, C_("report", "Own time"),
                g_strdup_printf (_("%s per hour"), per_hour));
    }
  add_pair (labels, values, _("Electricity per month"),
            money (self, a->local.electricity_per_month, 2));
  add_pair (labels, values, _("Running cost per month"), money (self, a->running_per_month, 2));
  for (guint i = 0; i < breakeven_analysis_get_n_offers (a); i++)
    {
      const BreakevenOfferResult *r = breakeven_analysis_get_offer (a, i);
      g_autofree char *label = NULL;
      g_autofree char *price = NULL;
      g_autofree char *name = NULL;

      if (r->inputs.idle_price_follows)
        continue;
      label = breakeven_chart_offer_label (r->offer);
      price = money (self, r->inputs.idle_price_per_hour, 2);
      /* Translators: an offer's price per hour while kept running idle, e.g.
       * "Idle price, AutoDL RTX 4090D" */
      name = g_strdup_printf (_("Idle price, %s"), label);
      /* Translators: e.g. "¥0.10 per hour" */
      add_pair (labels, values, name, g_strdup_printf (_("%s per hour"), price));
    }
  for (guint i = 0; i < breakeven_analysis_get_n_offers (a); i++)
    {
      const BreakevenOfferResult *r = breakeven_analysis_get_offer (a, i);
      g_autofree char *label = NULL;
      g_autofree char *name = NULL;

      if (!(r->inputs.setup_hours > 0))
        continue;
      label = breakeven_chart_offer_label (r->offer);
      /* Translators: the hours one start of an offer takes (uploading the data, building the
       * environment), e.g. "Setup time, AutoDL RTX 4090D" */
      name = g_strdup_printf (_("Setup time, %s"), label);
      add_pair (labels, values, name, hours_text (r->inputs.setup_hours));
    }

  add_heading (flow, _("Inputs"));
  breakeven_flow_begin_table (flow, 4, widths, right, TABLE_SIZE, FALSE, 4);
  n_rows = MAX (left_labels->len, labels->len);
  for (guint i = 0; i < n_rows; i++)
    {
      const char *cells[] = {
        i < left_labels->len ? g_ptr_array_index (left_labels, i) : NULL,
        i < left_values->len ? g_ptr_array_index (left_values, i) : NULL,
        i < labels->len ? g_ptr_array_index (labels, i) : NULL,
        i < values->len ? g_ptr_array_index (values, i) : NULL,
      };

      breakeven_flow_add_row (flow, BREAKEVEN_FLOW_ROW_NORMAL, cells);
    }
  add_bursts (self, flow);
}

static void
add_summary (BreakevenReportPages *self,
             BreakevenFlow        *flow)
{
  /* The columns headed "Breakeven ..." are as wide as that word in bold */
  static const double widths_cash[] = { 0.165, 0.075, 0.10, 0.11, 0.11, 0.11, 0.11, 0.12, 0.10 };
  static const double widths_plain[] = { 0.22, 0.08, 0.11, 0.12, 0.12, 0.12, 0.12, 0.11 };
  static const gboolean right[] = { FALSE, TRUE, TRUE, TRUE, TRUE, TRUE, TRUE, TRUE, TRUE };
  const BreakevenAnalysis *a = self->analysis;
  gboolean cash = a->has_resale;
  guint n_columns = cash ? 9 : 8;
  g_autofree char *months = breakeven_format_months (a->inputs.horizon_months);
  /* Translators: a column of the summary table, e.g. "Cost over 36.0 months" */
  g_autofree char *horizon_header = g_strdup_printf (_("Cost over %s"), months);
  g_autoptr(GPtrArray) header = g_ptr_array_new ();

  g_ptr_array_add (header, (gpointer) _("Offer"));
  g_ptr_array_add (header, (gpointer) _("Price per hour"));
  g_ptr_array_add (header, (gpointer) _("Cost per month"));
  g_ptr_array_add (header, (gpointer) C_("summary column", "Breakeven"));
  if (cash)
    /* Translators: a column of the summary table: when the rent paid has caught up with the
     * cash the build cost, its resale left aside */
    g_ptr_array_add (header, (gpointer) _("Cash payback"));
  g_ptr_array_add (header, (gpointer) _("Breakeven use"));
  /* Translators: a column of the summary table: the price per hour at which renting costs the
   * same as building over the horizon */
  g_ptr_array_add (header, (gpointer) _("Breakeven price"));
  g_ptr_array_add (header, horizon_header);
  g_ptr_array_add (header, (gpointer) _("Cost per work hour"));

  add_heading (flow, _("Summary"));
  breakeven_flow_begin_table (flow, n_columns, cash ? widths_cash : widths_plain, right,
                              cash ? NOTE_SIZE : TABLE_SIZE, TRUE, 4);
  breakeven_flow_add_row (flow, BREAKEVEN_FLOW_ROW_HEADER, (const char * const *) header->pdata);
  {
    g_autofree char *label = a->build_eligible
                             ? g_strdup (_("Build (running cost)"))
                             /* Translators: the build's row of the summary when its GPUs lack
                              * the VRAM needed */
                             : g_strdup (_("Build (running cost; not enough VRAM)"));
    g_autofree char *running = money (self, a->running_per_month, 2);
    g_autofree char *total = money (self, a->horizon_cost, 2);
    g_autofree char *per_hour = money (self, a->cost_per_hour, 2);
    g_autoptr(GPtrArray) cells = g_ptr_array_new ();

    g_ptr_array_add (cells, label);
    g_ptr_array_add (cells, (gpointer) "—");
    g_ptr_array_add (cells, running);
    g_ptr_array_add (cells, (gpointer) "—");
    if (cash)
      g_ptr_array_add (cells, (gpointer) "—");
    g_ptr_array_add (cells, (gpointer) "—");
    g_ptr_array_add (cells, (gpointer) "—");
    g_ptr_array_add (cells, total);
    g_ptr_array_add (cells, per_hour);
    breakeven_flow_add_row (flow, BREAKEVEN_FLOW_ROW_NORMAL, (const char * const *) cells->pdata);
  }
  for (guint i = 0; i < breakeven_analysis_get_n_offers (a); i++)
    {
      const BreakevenOfferResult *r = breakeven_analysis_get_offer (a, i);
      g_autofree char *label = offer_label_with_flags (r);
      g_autofree char *price = money (self, r->inputs.price_per_hour, 2);
      g_autofree char *per_month = money (self, r->cloud.per_month, 2);
      g_autofree char *breakeven = breakeven_format_months (r->breakeven_months);
      g_autofree char *payback = breakeven_format_months (r->cash_payback_months);
      g_autofree char *use = breakeven_format_hours_per_day (r->breakeven_hours_per_day);
      g_autofree char *be_price = money (self, r->breakeven_price_per_hour, 2);
      g_autofree char *total = money (self, r->horizon_cost, 2);
      g_autofree char *per_hour = money (self, r->cost_per_hour, 2);
      g_autoptr(GPtrArray) cells = g_ptr_array_new ();

      g_ptr_array_add (cells, label);
      g_ptr_array_add (cells, price);
      g_ptr_array_add (cells, per_month);
      g_ptr_array_add (cells, breakeven);
      if (cash)
        g_ptr_array_add (cells, payback);
      g_ptr_array_add (cells, use);
      g_ptr_array_add (cells, be_price);
      g_ptr_array_add (cells, total);
      g_ptr_array_add (cells, per_hour);
      /* An offer that cannot be chosen stays in the table, greyed */
      breakeven_flow_add_row (flow, r->eligible ? BREAKEVEN_FLOW_ROW_NORMAL
                                                : BREAKEVEN_FLOW_ROW_MUTED,
                              (const char * const *) cells->pdata);
    }
}

/* "8.8 days late", "on time", or "never" (NAN: the build alone can never do it) */
static char *
late_text (double late_days)
{
  g_autofree char *number = NULL;

  if (isnan (late_days))
    /* Translators: the build alone can never finish a burst: no hour of the day is left */
    return g_strdup (C_("deadline", "never"));
  if (!(late_days > 0))
    /* Translators: a burst finished by its deadline */
    return g_strdup (C_("deadline", "on time"));
  number = breakeven_format_number (late_days, 1);
  /* Translators: how late a burst is finished, e.g. "8.8 days late" (延误 8.8 天) */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s day late", "%s days late",
                                       breakeven_plural_count (late_days)),
                          number);
}

/* The build's deadlines: "on time", or how late each burst that comes before the horizon is */
static char *
build_deadlines (const BreakevenAnalysis *a)
{
  guint n = breakeven_analysis_get_n_bursts (a);
  GString *text;

  if (a->on_time)
    return g_strdup (C_("deadline", "on time"));
  text = g_string_new (NULL);
  for (guint i = 0; i < n; i++)
    {
      const BreakevenBurstResult *b = breakeven_analysis_get_burst (a, i);
      g_autofree char *late = NULL;

      if (b->occurrences == 0 || b->build_late_days == 0)
        continue;
      late = late_text (b->build_late_days);
      if (text->len > 0)
        g_string_append_c (text, '\n');
      if (n == 1)
        g_string_append (text, late);
      else
        /* Translators: a burst and how late the build alone finishes it, e.g.
         * "Conference deadline: 8.8 days late" */
        g_string_append_printf (text, C_("deadline", "%s: %s"), b->name, late);
    }
  return g_string_free (text, FALSE);
}

/* The most instances of R side by side that the hybrid needs for what the bursts before the
 * horizon leave over, as the engine counts them for the whole burst; 0 for none */
static guint
hybrid_instances (const BreakevenAnalysis    *a,
                  const BreakevenOfferResult *r)
{
  guint most = 0;

  for (guint i = 0; i < breakeven_analysis_get_n_bursts (a); i++)
    {
      const BreakevenBurstResult *b = breakeven_analysis_get_burst (a, i);
      BreakevenBurstInputs overflow = b->inputs;

      if (b->occurrences == 0 || !(b->overflow_hours > 0))
        continue;
      overflow.work_hours = b->overflow_hours;
      most = MAX (most, breakeven_burst_instances (&overflow, r->inputs.relative_speed));
    }
  return most;
}

static char *
instances_text (guint instances)
{
  return instances > 0 ? g_strdup_printf ("%u", instances) : g_strdup ("—");
}

/* One row of the strategies table */
static void
add_strategy_row (BreakevenFlow *flow,
                  gboolean       muted,
                  const char    *label,
                  char          *cost,
                  char          *deadline,
                  char          *rented,
                  char          *instances)
{
  const char *cells[] = { label, cost, deadline, rented, instances };

  breakeven_flow_add_row (flow, muted ? BREAKEVEN_FLOW_ROW_MUTED : BREAKEVEN_FLOW_ROW_NORMAL,
                          cells);
  g_free (cost);
  g_free (deadline);
  g_free (rented);
  g_free (instances);
}

/* What each burst means for the build, a line each: "Conference deadline: the build can do
 * 160 of 300 hours in 10 days: 8.8 days late." */
static void
add_burst_lines (BreakevenReportPages *self,
                 BreakevenFlow        *flow)
{
  const BreakevenAnalysis *a = self->analysis;
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < breakeven_analysis_get_n_bursts (a); i++)
    {
      const BreakevenBurstResult *b = breakeven_analysis_get_burst (a, i);
      gulong n_days = breakeven_plural_count (b->inputs.days);
      g_autofree char *days = quantity (b->inputs.days, 2);
      g_autofree char *work = quantity (b->inputs.work_hours, 2);
      g_autofree char *capacity = quantity (b->build_capacity_hours, 2);
      g_autofree char *late = late_text (b->build_late_days);

      if (text->len > 0)
        g_string_append_c (text, '\n');
      if (isnan (b->build_late_days))
        {
          g_autofree char *use = breakeven_format_hours_per_day (a->inputs.hours_per_day);
          g_autofree char *most =
            breakeven_format_hours_per_day (a->inputs.build_max_hours_per_day);

          /* Translators: a burst the build alone can never do, e.g. "Conference deadline:
           * the build has no hour left beside the steady use (12 h/day of at most 12 h/day):
           * alone it can never do the 300 hours." */
          g_string_append_printf (text, _("%s: the build has no hour left beside the steady use "
                                          "(%s of at most %s): alone it can never do the %s "
                                          "hours."),
                                  b->name, use, most, work);
        }
      else if (b->build_late_days > 0)
        /* Translators: a burst the build alone finishes late, e.g. "Conference deadline: the
         * build can do 160 of 300 hours in 10 days: 8.8 days late." */
        g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "%s: the build can do %s "
                                                   "of %s hours in %s day: %s.",
                                                   "%s: the build can do %s of %s hours in %s "
                                                   "days: %s.", n_days),
                                b->name, capacity, work, days, late);
      else
        /* Translators: a burst the build alone finishes on time, e.g. "Paper revision: the
         * build can do 400 hours in 10 days: the 300 hours fit." */
        g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "%s: the build can do %s "
                                                   "hours in %s day: the %s hours fit.",
                                                   "%s: the build can do %s hours in %s days: "
                                                   "the %s hours fit.", n_days),
                                b->name, capacity, days, work);
      if (b->occurrences == 0)
        {
          g_string_append (text, sentence_separator ());
          /* Translators: a burst whose first occurrence is after the horizon */
          g_string_append (text, _("It does not come before the horizon."));
        }
    }
  if (text->len > 0)
    breakeven_flow_add_text (flow, text->str, NOTE_SIZE, FALSE, FALSE, 6, FALSE);
  g_string_free (text, TRUE);
}

/* Format 3: the three strategies side by side, build, then for each offer renting it and the
 * hybrid with it (when a burst overflows the build), and what each burst means for the build;
 * nothing without bursts */
static void
add_strategies (BreakevenReportPages *self,
                BreakevenFlow        *flow)
{
  static const double widths[] = { 0.34, 0.16, 0.20, 0.15, 0.15 };
  static const gboolean right[] = { FALSE, TRUE, FALSE, TRUE, TRUE };
  const BreakevenAnalysis *a = self->analysis;
  g_autofree char *months = breakeven_format_months (a->inputs.horizon_months);
  g_autofree char *horizon_header = g_strdup_printf (_("Cost over %s"), months);
  const char *header[] = {
    /* Translators: a column of the report's table of strategies: build, rent or hybrid */
    C_("report", "Strategy"),
    horizon_header,
    /* Translators: a column of the table of strategies: on time, or how many days late */
    _("Deadlines"),
    /* Translators: a column of the table of strategies: the hours of the bursts rented */
    _("Burst hours rented"),
    /* Translators: a column of the table of strategies: the most cloud instances side by
     * side that finish a burst in time */
    _("Instances for the bursts"),
  };
  guint n_offers;

  if (breakeven_analysis_get_n_bursts (a) == 0)
    return;
  n_offers = breakeven_analysis_get_n_offers (a);
  /* Translators: a heading of the report: build, rent and hybrid (混合方案) compared */
  add_heading (flow, C_("report", "Strategies"));
  breakeven_flow_begin_table (flow, 5, widths, right, TABLE_SIZE, TRUE, 4);
  breakeven_flow_add_row (flow, BREAKEVEN_FLOW_ROW_HEADER, header);
  /* Translators: the strategy of doing all the work on the build */
  add_strategy_row (flow, !a->build_eligible, C_("strategy", "Build"),
                    money (self, a->horizon_cost, 2), build_deadlines (a), g_strdup ("—"),
                    g_strdup ("—"));
  for (guint i = 0; i < breakeven_analysis_get_n_offers (a); i++)
    {
      const BreakevenOfferResult *r = breakeven_analysis_get_offer (a, i);
      g_autofree char *label = offer_label_with_flags (r);
      /* Translators: the strategy of renting an offer for all the work, e.g. "Rent AutoDL
       * RTX 4090D" */
      g_autofree char *rent = g_strdup_printf (C_("strategy", "Rent %s"), label);

      /* Many offers: the strategies of the offers explained; the summary has every offer */
      if (n_offers > ALL_STRATEGIES_MAX && !offer_is_explained (self, i))
        continue;
      add_strategy_row (flow, !r->eligible, rent, money (self, r->horizon_cost, 2),
                        g_strdup (C_("deadline", "on time")),
                        /* Translators: the hours rented by the strategy that rents all the
                         * work */
                        g_strdup (C_("rented hours", "all")),
                        instances_text (r->instances_for_bursts));
      if (r->has_hybrid)
        {
          /* Translators: the strategy of owning the build and renting an offer for what the
           * bursts leave over, e.g. "Hybrid: build + AutoDL RTX 4090D" (本地 + 云) */
          g_autofree char *hybrid = g_strdup_printf (C_("strategy", "Hybrid: build + %s"), label);

          add_strategy_row (flow, !r->eligible || !a->build_eligible, hybrid,
                            money (self, r->hybrid_horizon_cost, 2),
                            g_strdup (C_("deadline", "on time")),
                            hours_text (r->hybrid_rented_hours),
                            instances_text (hybrid_instances (a, r)));
        }
    }
  if (n_offers > ALL_STRATEGIES_MAX)
    add_explained_note (self, flow);
  add_burst_lines (self, flow);
}

static void
add_parts (BreakevenReportPages *self,
           BreakevenFlow        *flow)
{
  static const double widths[] = { 0.14, 0.37, 0.07, 0.15, 0.15, 0.12 };
  static const gboolean right[] = { FALSE, FALSE, TRUE, TRUE, TRUE, TRUE };
  GListModel *parts = G_LIST_MODEL (breakeven_project_get_parts (self->project));
  guint n = g_list_model_get_n_items (parts);
  const char *header[] = { _("Category"), _("Part"), _("Qty"), _("Unit price"), _("Total"),
                           _("Power (each)") };

  add_heading (flow, _("Parts"));
  breakeven_flow_begin_table (flow, 6, widths, right, TABLE_SIZE, TRUE, 4);
  breakeven_flow_add_row (flow, BREAKEVEN_FLOW_ROW_HEADER, header);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(BreakevenPart) part = g_list_model_get_item (parts, i);
      g_autofree char *quantity = breakeven_format_number (breakeven_part_get_quantity (part), 0);
      g_autofree char *unit = money (self, breakeven_part_get_unit_price (part), 2);
      g_autofree char *total = money (self, breakeven_part_get_line_total (part), 2);
      g_autofree char *watts = breakeven_format_number (breakeven_part_get_power_watts (part), 0);
      g_autofree char *power = g_strdup_printf (_("%s W"), watts);
      const char *cells[] = { breakeven_part_category_to_label (breakeven_part_get_category (part)),
                              breakeven_part_get_name (part), quantity, unit, total, power };

      breakeven_flow_add_row (flow, BREAKEVEN_FLOW_ROW_NORMAL, cells);
    }
  if (n == 0)
    {
      const char *cells[] = { _("No parts listed"), NULL, NULL, NULL, NULL, NULL };

      breakeven_flow_add_row (flow, BREAKEVEN_FLOW_ROW_MUTED, cells);
    }
  {
    g_autofree char *total = money (self, self->analysis->parts_total, 2);
    g_autofree char *watts = breakeven_format_number (self->analysis->parts_power_watts, 0);
    g_autofree char *power = g_strdup_printf (_("%s W"), watts);
    const char *cells[] = { _("Total"), NULL, NULL, NULL, total, power };

    breakeven_flow_add_row (flow, BREAKEVEN_FLOW_ROW_TOTAL, cells);
  }
  if (breakeven_project_get_has_vendor_quote (self->project))
    {
      g_autofree char *quote = money (self, self->analysis->vendor_quote, 2);
      const char *cells[] = { _("Vendor quote"),
                              breakeven_project_get_vendor_quote_note (self->project),
                              NULL, NULL, quote, NULL };

      breakeven_flow_add_row (flow, BREAKEVEN_FLOW_ROW_MUTED, cells);
    }
}

/* One more offer of SOURCE and AS_OF in OTHERS, the keys in ORDER as first met */
static void
count_source (GHashTable *others,
              GPtrArray  *order,
              const char *source,
              const char *as_of)
{
  g_autofree char *key = g_strconcat (source != NULL ? source : "", "\n",
                                      as_of != NULL ? as_of : "", NULL);
  guint count = GPOINTER_TO_UINT (g_hash_table_lookup (others, key));

  /* The table keeps its first copy of a key, the one ORDER points to */
  if (count == 0)
    g_ptr_array_add (order, key);
  g_hash_table_insert (others, count == 0 ? g_steal_pointer (&key) : g_strdup (key),
                       GUINT_TO_POINTER (count + 1));
}

static void
add_method (BreakevenReportPages *self,
            BreakevenFlow        *flow)
{
  const BreakevenAnalysis *a = self->analysis;
  GString *sources = g_string_new (NULL);
  /* The sources of the offers not explained: "source\nas of" -> how many offers */
  g_autoptr(GHashTable) others = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GPtrArray) order = g_ptr_array_new ();

  breakeven_flow_add_text (flow, _("How the figures are computed"), TABLE_SIZE, TRUE, TRUE,
                           HEADING_SPACE, TRUE);
  /* The same texts as the window's explanations, with the project's numbers */
  {
    g_autofree char *method = breakeven_explain_method_for (a, currency_of (self),
                                                           self->explained,
                                                           self->explained != NULL
                                                           ? breakeven_analysis_get_n_offers (a)
                                                           : 0);
    g_auto(GStrv) paragraphs = g_strsplit (method, "\n\n", -1);

    add_explained_note (self, flow);
    for (guint i = 0; paragraphs[i] != NULL; i++)
      if (*paragraphs[i] != '\0')
        /* A short line of its own ("The build", an offer's name) heads what follows: never
         * the last line of a page */
        breakeven_flow_add_text (flow, paragraphs[i], NOTE_SIZE, FALSE, TRUE, 3,
                                 strchr (paragraphs[i], '\n') == NULL
                                 && strchr (paragraphs[i], '=') == NULL
                                 && g_utf8_strlen (paragraphs[i], -1) < 60);
  }

  for (guint i = 0; i < breakeven_analysis_get_n_offers (a); i++)
    {
      const BreakevenOfferResult *r = breakeven_analysis_get_offer (a, i);
      g_autofree char *label = breakeven_chart_offer_label (r->offer);
      const char *source = breakeven_offer_get_source (r->offer);
      const char *as_of = breakeven_offer_get_as_of (r->offer);
      const char *currency = breakeven_offer_get_currency (r->offer);

      if (!offer_is_explained (self, i))
        {
          count_source (others, order, source, as_of);
          continue;
        }
      if (sources->len > 0)
        g_string_append_c (sources, '\n');
      /* Translators: where an offer's price comes from: the offer, the source, the date of the
       * price, e.g. "AutoDL RTX 4090D: AutoDL price list (2026-05)" */
      g_string_append_printf (sources, _("%s: %s (%s)"), label,
                              source != NULL && *source != '\0' ? source : _("no source given"),
                              as_of != NULL && *as_of != '\0' ? as_of : _("undated"));
      if (currency != NULL && g_strcmp0 (currency, currency_of (self)) != 0)
        {
          double rate = NAN;
          g_autofree char *rate_text = NULL;

          breakeven_project_convert (self->project, currency, 1.0, &rate, NULL);
          rate_text = breakeven_format_number (rate, 4);
          g_string_append (sources, sentence_separator ());
          /* Translators: e.g. "Priced in USD, converted at 1 USD = 7.1000 CNY." */
          g_string_append_printf (sources, _("Priced in %s, converted at 1 %s = %s %s."),
                                  currency, currency, rate_text, currency_of (self));
        }
      if (r->inputs.speed_auto)
        {
          g_autofree char *speed = breakeven_format_number (r->inputs.relative_speed, 2);

          g_string_append (sources, sentence_separator ());
          if (r->inputs.speed_unknown)
            /* Translators: an offer's relative speed from the GPU table, when the table has no
             * benchmark figure for its GPU or the build's, e.g. "speed: 1 (auto, speed unknown)" */
            g_string_append_printf (sources, _("speed: %s (auto, speed unknown)"), speed);
          else
            {
              g_autofree char *origin = breakeven_report_speed_source_text (&r->inputs);

              /* Translators: an offer's relative speed and where it came from, e.g. "speed:
               * 0.70 (auto, from GPU-Insights ver2, 2026-06-18)" */
              g_string_append_printf (sources, _("speed: %s (%s)"), speed, origin);
            }
        }
    }
  for (guint i = 0; i < order->len; i++)
    {
      const char *key = g_ptr_array_index (order, i);
      const char *as_of = strchr (key, '\n') + 1;
      g_autofree char *source = g_strndup (key, as_of - 1 - key);
      guint count = GPOINTER_TO_UINT (g_hash_table_lookup (others, key));

      if (sources->len > 0)
        g_string_append_c (sources, '\n');
      /* Translators: where the prices of the offers a report of many offers does not explain
       * come from: how many, the source, the date, e.g. "998 other offers: AutoDL price list
       * (2026-05)" */
      g_string_append_printf (sources, g_dngettext (GETTEXT_PACKAGE, "%u other offer: %s (%s)",
                                                    "%u other offers: %s (%s)", count),
                              count, *source != '\0' ? source : _("no source given"),
                              *as_of != '\0' ? as_of : _("undated"));
    }
  if (sources->len > 0)
    {
      breakeven_flow_add_text (flow, _("Where the prices come from"), TABLE_SIZE, TRUE, TRUE,
                               8, TRUE);
      breakeven_flow_add_text (flow, sources->str, NOTE_SIZE, FALSE, TRUE, 3, FALSE);
    }
  g_string_free (sources, TRUE);
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
  add_inputs (self, flow);
  /* Taller with more offers, so that the legend keeps a line for each */
  breakeven_flow_add_figure (flow, CLAMP (220 + 13 * n_offers, 320, 560), 18, draw_cumulative,
                             self);
  breakeven_flow_add_figure (flow, CLAMP (170 + 13 * n_offers, 235, 540), 14, draw_sensitivity,
                             self);
  breakeven_flow_add_figure (flow, 165, 14, draw_budget, self);
  if (breakeven_analysis_get_n_bursts (self->analysis) > 0)
    breakeven_flow_add_figure (flow, 260, 14, draw_bursts, self);
  add_summary (self, flow);
  add_strategies (self, flow);
  add_parts (self, flow);
  if (notes != NULL && *notes != '\0')
    {
      add_heading (flow, _("Notes"));
      breakeven_flow_add_text (flow, notes, BODY_SIZE - 1, FALSE, FALSE, 4, FALSE);
    }
  add_method (self, flow);
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
