/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-report-pages-private.h: what the files of the printable report share
 * (breakeven-report-pages.c, -tables.c, -strategies.c, -method.c): the report's state, its
 * sizes, and the helpers every section uses.  Not for callers outside src/core. */
#pragma once

#include <math.h>

#include "breakeven-format.h"
#include "breakeven-report-layout.h"
#include "breakeven-report-pages.h"

G_BEGIN_DECLS

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

static inline const char *
currency_of (BreakevenReportPages *self)
{
  return breakeven_project_get_currency (self->project);
}

static inline char *
money (BreakevenReportPages *self,
       double                amount,
       int                   decimals)
{
  return breakeven_format_money (amount, currency_of (self), decimals);
}

static inline gboolean
offer_is_explained (BreakevenReportPages *self,
                    guint                 index)
{
  return self->explained == NULL || self->explained[index];
}

static inline void
add_heading (BreakevenFlow *flow,
             const char    *text)
{
  breakeven_flow_add_text (flow, text, HEADING_SIZE, TRUE, FALSE, HEADING_SPACE, TRUE);
}
/* A quantity with no more decimals than it has, at most MAX_DECIMALS: 160, 8.75, 4.5 */
static inline char *
quantity (double value,
          int    max_decimals)
{
  int decimals = 0;

  while (decimals < max_decimals
         && fabs (value * pow (10, decimals) - round (value * pow (10, decimals))) > 1e-9)
    decimals++;
  return breakeven_format_number (value, decimals);
}

const char *breakeven_report_pages_sentence_separator (void);

void breakeven_report_pages_add_explained_note (BreakevenReportPages *self,
                                                BreakevenFlow        *flow);

char *breakeven_report_pages_offer_label_with_flags (const BreakevenOfferResult *r);

char *breakeven_report_pages_hours_text (double hours);

void breakeven_report_pages_add_inputs (BreakevenReportPages *self,
                                        BreakevenFlow        *flow);

void breakeven_report_pages_add_summary (BreakevenReportPages *self,
                                         BreakevenFlow        *flow);

void breakeven_report_pages_add_strategies (BreakevenReportPages *self,
                                            BreakevenFlow        *flow);

void breakeven_report_pages_add_parts (BreakevenReportPages *self,
                                       BreakevenFlow        *flow);

void breakeven_report_pages_add_method (BreakevenReportPages *self,
                                        BreakevenFlow        *flow);

G_END_DECLS
