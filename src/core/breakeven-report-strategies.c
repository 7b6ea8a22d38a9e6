/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-report-strategies.c: the printable report's table of strategies (build, rent and
 * hybrid for each offer) and what the bursts mean for each */

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
#include "breakeven-report-pages-private.h"
#include "breakeven-report.h"

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
          g_string_append (text, breakeven_report_pages_sentence_separator ());
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
void
breakeven_report_pages_add_strategies (BreakevenReportPages *self,
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
      g_autofree char *label = breakeven_report_pages_offer_label_with_flags (r);
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
                            breakeven_report_pages_hours_text (r->hybrid_rented_hours),
                            instances_text (hybrid_instances (a, r)));
        }
    }
  if (n_offers > ALL_STRATEGIES_MAX)
    breakeven_report_pages_add_explained_note (self, flow);
  add_burst_lines (self, flow);
}
