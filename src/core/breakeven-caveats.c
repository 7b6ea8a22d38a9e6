/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-caveats.c: what the verdict does not say (see breakeven-caveats.h) */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "breakeven-caveats.h"
#include "breakeven-format.h"
#include "breakeven-reference-rates.h"
#include "breakeven-report.h"

void
breakeven_caveat_free (BreakevenCaveat *caveat)
{
  if (caveat == NULL)
    return;
  g_free (caveat->link);
  g_free (caveat->explanation);
  g_free (caveat);
}

const char *
breakeven_caveat_kind_to_string (BreakevenCaveatKind kind)
{
  switch (kind)
    {
    case BREAKEVEN_CAVEAT_SPEED_UNKNOWN: return "speed-unknown";
    case BREAKEVEN_CAVEAT_SPEED_DERIVED: return "speed-derived";
    case BREAKEVEN_CAVEAT_GPU_COUNT: return "gpu-count";
    case BREAKEVEN_CAVEAT_WALL_POWER: return "wall-power";
    case BREAKEVEN_CAVEAT_SPOT_OVERHEAD: return "interruption-overhead-unknown";
    case BREAKEVEN_CAVEAT_NO_EXCHANGE_RATE: return "no-exchange-rate";
    case BREAKEVEN_CAVEAT_PROMOTION: return "promotion";
    default: g_return_val_if_reached (NULL);
    }
}

/* Takes LINK and EXPLANATION */
static void
add (GPtrArray           *caveats,
     BreakevenCaveatKind  kind,
     char                *link,
     char                *explanation)
{
  BreakevenCaveat *caveat = g_new0 (BreakevenCaveat, 1);

  caveat->kind = kind;
  caveat->link = link;
  caveat->explanation = explanation;
  g_ptr_array_add (caveats, caveat);
}

/* The GPUs the build counts: the quantities of its GPU parts */
static guint
build_gpu_count (BreakevenProject *project)
{
  GListModel *parts = G_LIST_MODEL (breakeven_project_get_parts (project));
  guint count = 0;

  for (guint i = 0; i < g_list_model_get_n_items (parts); i++)
    {
      g_autoptr(BreakevenPart) part = g_list_model_get_item (parts, i);

      if (breakeven_part_get_category (part) == BREAKEVEN_PART_GPU)
        count += breakeven_part_get_quantity (part);
    }
  return count;
}

static void
add_speed (GPtrArray                  *caveats,
           const BreakevenOfferResult *r,
           const char                 *name)
{
  const BreakevenOfferInputs *in = &r->inputs;
  g_autofree char *source = NULL;
  g_autofree char *speed = NULL;

  if (!in->speed_auto)
    return;
  if (in->speed_unknown)
    {
      add (caveats, BREAKEVEN_CAVEAT_SPEED_UNKNOWN,
           /* Translators: a short link under the verdict */
           g_strdup (_("speed unknown")),
           /* Translators: a caveat of the verdict; "AutoDL A10G" */
           g_strdup_printf (_("No benchmark in the GPU table measured both %s’s GPU and the "
                              "build’s, so it is counted as fast as the build (speed 1). Type "
                              "its relative speed in the offer to compare like with like."),
                            name));
      return;
    }
  if (in->speed_via_model == NULL)
    return;
  source = breakeven_report_speed_source_text (in);
  speed = breakeven_format_number (in->relative_speed, 2);
  add (caveats, BREAKEVEN_CAVEAT_SPEED_DERIVED,
       /* Translators: a short link under the verdict: a speed chained through a third GPU */
       g_strdup (_("speed derived")),
       /* Translators: a caveat of the verdict; "AutoDL H20 is counted at 0.85 of the build's
        * speed (auto, derived via RTX 4090 from …): no single benchmark measured both." */
       g_strdup_printf (_("%s is counted at %s of the build’s speed (%s): no single benchmark "
                          "measured both GPUs, so two benchmarks’ ratios are chained through a "
                          "third GPU that both measured."), name, speed, source));
}

static void
add_gpu_count (GPtrArray                  *caveats,
               BreakevenProject           *project,
               const BreakevenOfferResult *r,
               const char                 *name)
{
  guint build = build_gpu_count (project);
  guint offer = breakeven_offer_get_gpu_count (r->offer);
  g_autofree char *speed = NULL;
  g_autofree char *source = NULL;
  g_autofree char *build_text = NULL;
  g_autofree char *offer_text = NULL;

  if (build == 0 || offer == 0 || build == offer)
    return;
  speed = breakeven_format_number (r->inputs.relative_speed, 2);
  source = breakeven_report_speed_source_text (&r->inputs);
  /* Translators: part of a caveat, "The build has 2 GPUs" */
  build_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "The build has %u GPU",
                                             "The build has %u GPUs", build), build);
  /* Translators: part of a caveat, "AutoDL RTX 4090D has 1 GPU" */
  offer_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s has %u GPU", "%s has %u GPUs",
                                             offer), name, offer);
  add (caveats, BREAKEVEN_CAVEAT_GPU_COUNT,
       /* Translators: a short link under the verdict, "2 GPUs against 1": the build's GPUs
        * against the offer's */
       g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u GPU against %u", "%u GPUs against %u",
                                     build), build, offer),
       r->inputs.speed_unknown
       /* Translators: a caveat of the verdict when no benchmark gave the offer's speed; "The
        * build has 2 GPUs and AutoDL X has 1 GPU: without a speed the figures count them as
        * equal." */
       ? g_strdup_printf (_("%s and %s: without a known speed the figures count them as equal. "
                            "Type the offer’s relative speed to compare the work they do."),
                          build_text, offer_text)
       /* Translators: a caveat of the verdict; "The build has 2 GPUs and AutoDL RTX 4090D has
        * 1 GPU: they are compared by work done, the offer at 0.50 of the build's speed
        * (auto, from …)." */
       : g_strdup_printf (_("%s and %s: they are compared by work done, the offer at %s of the "
                            "build’s speed (%s)."), build_text, offer_text, speed, source));
}

static void
add_wall_power (GPtrArray        *caveats,
                BreakevenProject *project)
{
  double estimate = breakeven_project_get_parts_power_watts (project);
  double fixed = breakeven_project_get_wall_watts (project);
  double percent;
  g_autofree char *fixed_text = NULL;
  g_autofree char *estimate_text = NULL;
  g_autofree char *percent_text = NULL;

  /* Without a price of electricity the wall power changes no figure */
  if (!breakeven_project_get_wall_watts_set (project) || !(estimate > 0)
      || !(breakeven_project_get_price_per_kwh (project) > 0))
    return;
  percent = (fixed - estimate) / estimate * 100;
  if (!(fabs (percent) > BREAKEVEN_CAVEAT_WALL_POWER_PERCENT))
    return;
  fixed_text = breakeven_format_number (fixed, 0);
  estimate_text = breakeven_format_number (estimate, 0);
  /* Never "20%" for 20.4 %: a whole number only once it is clearly past the threshold */
  percent_text = breakeven_format_number (fabs (percent),
                                          fabs (percent) < BREAKEVEN_CAVEAT_WALL_POWER_PERCENT + 1
                                          ? 1 : 0);
  add (caveats, BREAKEVEN_CAVEAT_WALL_POWER,
       /* Translators: a short link under the verdict: the wall power typed is far from the
        * parts' estimate */
       g_strdup (_("wall power typed")),
       percent > 0
       /* Translators: a caveat of the verdict; "The wall power is fixed at 900 W, 50% above
        * the parts' estimate of 600 W: the electricity follows the fixed figure." */
       ? g_strdup_printf (_("The wall power is fixed at %s W, %s%% above the parts’ estimate of "
                            "%s W: the electricity follows the fixed figure."),
                          fixed_text, percent_text, estimate_text)
       /* Translators: the same caveat, below the estimate */
       : g_strdup_printf (_("The wall power is fixed at %s W, %s%% below the parts’ estimate of "
                            "%s W: the electricity follows the fixed figure."),
                          fixed_text, percent_text, estimate_text));
}

static void
add_spot (GPtrArray                  *caveats,
          const BreakevenOfferResult *r,
          const char                 *name)
{
  if (breakeven_offer_get_billing (r->offer) != BREAKEVEN_BILLING_SPOT
      || breakeven_offer_get_interruption_overhead_percent (r->offer) > 0)
    return;
  add (caveats, BREAKEVEN_CAVEAT_SPOT_OVERHEAD,
       /* Translators: a short link under the verdict: a spot offer's lost work is not known */
       g_strdup (_("interruption overhead unknown")),
       /* Translators: a caveat of the verdict; "AutoDL RTX 4090 (spot)" */
       g_strdup_printf (_("%s is a spot offer without an interruption overhead: it is counted "
                          "as never interrupted. Set the overhead in the offer to count the work "
                          "an interruption loses."), name));
}

/* For each currency of the project's offers without a rate into its own, the published rate
 * to start from, when one is bundled: " A published rate to start from: 1 USD = 6.8562 CNY
 * (People's Bank of China central parity, 2026-05-06)." */
static void
append_reference_rates (GString          *out,
                        BreakevenProject *project)
{
  GListModel *offers = G_LIST_MODEL (breakeven_project_get_offers (project));
  const char *to = breakeven_project_get_currency (project);
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint i = 0; i < g_list_model_get_n_items (offers); i++)
    {
      g_autoptr(BreakevenOffer) offer = g_list_model_get_item (offers, i);
      const char *from = breakeven_offer_get_currency (offer);
      double unused;
      g_autofree char *reference = NULL;

      if (from == NULL || g_hash_table_contains (seen, from)
          || breakeven_project_convert (project, from, 1, &unused, NULL))
        continue;
      g_hash_table_add (seen, (gpointer) from);
      reference = breakeven_reference_rate_suggest (from, to, NULL);
      if (reference == NULL)
        continue;
      /* Translators: after the caveat of offers not compared, "A published rate to start
       * from: People's Bank of China …, 2026-05-06: 1 USD = 6.8562 CNY (https://…)." */
      g_string_append (out, C_("sentence separator", " "));
      g_string_append_printf (out, _("A published rate to start from: %s."), reference);
    }
}

static void
add_unpriced (GPtrArray               *caveats,
              BreakevenProject        *project,
              const BreakevenAnalysis *analysis)
{
  guint n = analysis->unpriced->len;
  GString *list;

  if (n == 0)
    return;
  list = g_string_new (NULL);
  for (guint i = 0; i < n; i++)
    /* Translators: separates the offers not compared in a caveat */
    g_string_append_printf (list, "%s%s", i > 0 ? _("; ") : "",
                            (const char *) g_ptr_array_index (analysis->unpriced, i));
  /* Translators: a caveat of the verdict; "Not compared for lack of an exchange rate into
   * CNY: RunPod H100: no exchange rate from USD to CNY." */
  {
    g_autofree char *text = g_strdup_printf (_("Not compared for lack of an exchange rate into "
                                               "%s: %s."),
                                             breakeven_project_get_currency (project), list->str);

    g_string_assign (list, text);
  }
  append_reference_rates (list, project);
  add (caveats, BREAKEVEN_CAVEAT_NO_EXCHANGE_RATE,
       /* Translators: a short link under the verdict, "3 offers not compared" */
       g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u offer not compared",
                                     "%u offers not compared", n), n),
       g_string_free (list, FALSE));
}

static void
add_promotion (GPtrArray               *caveats,
               BreakevenProject        *project,
               const BreakevenAnalysis *analysis,
               const BreakevenOfferResult *chosen)
{
  char *note = breakeven_report_promotion_note (project, analysis);

  if (note == NULL)
    return;
  add (caveats, BREAKEVEN_CAVEAT_PROMOTION,
       chosen != NULL && chosen->promotion
       /* Translators: a short link under the verdict: the offer compared is a promotion */
       ? g_strdup (_("short-lived price"))
       /* Translators: a short link under the verdict: a cheaper promotion is left out */
       : g_strdup (_("promotion passed over")),
       note);
}

GPtrArray *
breakeven_caveats_collect (BreakevenProject        *project,
                           const BreakevenAnalysis *analysis)
{
  GPtrArray *caveats = g_ptr_array_new_with_free_func ((GDestroyNotify) breakeven_caveat_free);
  const BreakevenOfferResult *chosen = NULL;
  g_autofree char *name = NULL;

  g_return_val_if_fail (BREAKEVEN_IS_PROJECT (project), caveats);
  g_return_val_if_fail (analysis != NULL, caveats);

  if (analysis->choice_offer >= 0)
    {
      chosen = breakeven_analysis_get_offer (analysis, (guint) analysis->choice_offer);
      name = breakeven_report_offer_title (chosen->offer);
      add_speed (caveats, chosen, name);
      add_gpu_count (caveats, project, chosen, name);
    }
  /* Whatever the choice, the build's electricity is one side of the comparison */
  if (analysis->choice != BREAKEVEN_CHOICE_NONE)
    add_wall_power (caveats, project);
  if (chosen != NULL)
    add_spot (caveats, chosen, name);
  add_unpriced (caveats, project, analysis);
  add_promotion (caveats, project, analysis, chosen);
  return caveats;
}

/* The line, each link as LINK (plain, or Pango markup with "caveat:N" addresses) */
static char *
caveats_line (GPtrArray *caveats,
              gboolean   markup)
{
  GString *links;
  char *line;

  if (caveats == NULL || caveats->len == 0)
    return NULL;
  links = g_string_new (NULL);
  for (guint i = 0; i < caveats->len; i++)
    {
      const BreakevenCaveat *caveat = g_ptr_array_index (caveats, i);

      /* Translators: separates the short links of the caveats line */
      const char *separator = i > 0 ? _(" · ") : "";

      if (markup)
        {
          g_autofree char *escaped = g_markup_escape_text (separator, -1);

          g_string_append (links, escaped);
        }
      else
        g_string_append (links, separator);
      if (markup)
        {
          g_autofree char *link = g_markup_escape_text (caveat->link, -1);
          /* GTK reads a link's title as markup once the attribute is read: escaped twice */
          g_autofree char *once = g_markup_escape_text (caveat->explanation, -1);
          g_autofree char *title = g_markup_escape_text (once, -1);

          g_string_append_printf (links, "<a href=\"caveat:%u\" title=\"%s\">%s</a>", i, title,
                                  link);
        }
      else
        g_string_append (links, caveat->link);
    }
  if (markup)
    {
      /* The line's own words are text, not markup: escaped on either side of the links.
       * Translators: the line of caveats under the verdict, "Caveats: speed unknown · 2 GPUs
       * against 1" */
      g_autofree char *words = g_strdup_printf (_("Caveats: %s"), "\x01");
      g_auto(GStrv) sides = g_strsplit (words, "\x01", 2);
      g_autofree char *before = g_markup_escape_text (sides[0], -1);
      g_autofree char *after = g_markup_escape_text (sides[1] != NULL ? sides[1] : "", -1);

      line = g_strconcat (before, links->str, after, NULL);
    }
  else
    line = g_strdup_printf (_("Caveats: %s"), links->str);
  g_string_free (links, TRUE);
  return line;
}

char *
breakeven_caveats_line (GPtrArray *caveats)
{
  return caveats_line (caveats, FALSE);
}

char *
breakeven_caveats_markup (GPtrArray *caveats)
{
  return caveats_line (caveats, TRUE);
}
