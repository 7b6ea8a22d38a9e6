/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-report-method.c: the printable report's explanations: how each figure is computed,
 * and where the offers' speeds and prices come from */

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

void
breakeven_report_pages_add_method (BreakevenReportPages *self,
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

    breakeven_report_pages_add_explained_note (self, flow);
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
          g_string_append (sources, breakeven_report_pages_sentence_separator ());
          /* Translators: e.g. "Priced in USD, converted at 1 USD = 7.1000 CNY." */
          g_string_append_printf (sources, _("Priced in %s, converted at 1 %s = %s %s."),
                                  currency, currency, rate_text, currency_of (self));
        }
      if (r->inputs.speed_auto)
        {
          g_autofree char *speed = breakeven_format_number (r->inputs.relative_speed, 2);

          g_string_append (sources, breakeven_report_pages_sentence_separator ());
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
