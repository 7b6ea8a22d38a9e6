/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-results-view.c: the verdict and the summary cards, following the document
 *
 * Every figure comes from the document's analysis (one per burst of changes, shared with the
 * chart and the pages) and goes through the core's formatters; the view computes none.
 */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "breakeven-caveats.h"
#include "breakeven-chart.h"
#include "breakeven-cost.h"
#include "breakeven-document.h"
#include "breakeven-explain.h"
#include "breakeven-figure-box.h"
#include "breakeven-format.h"
#include "breakeven-report.h"
#include "breakeven-results-view.h"

struct _BreakevenResultsView
{
  BreakevenPage parent_instance;

  GtkRevealer *error_revealer;
  GtkLabel *error_label;
  GtkLabel *verdict_value;
  GtkLabel *verdict_alone;
  GtkLabel *verdict_detail;
  GtkLabel *verdict_caveats;
  GtkPopover *caveat_popover;
  GtkLabel *caveat_title;
  GtkLabel *caveat_explanation;
  GPtrArray *caveats;             /* of BreakevenCaveat: those the line links to */
  GtkLabel *breakeven_explain;
  GtkMenuButton *breakeven_explain_button;
  GtkLabel *per_hour_value;
  GtkLabel *per_hour_detail;
  GtkLabel *per_hour_explain;
  GtkMenuButton *per_hour_explain_button;
  GtkLabel *horizon_title;
  GtkLabel *horizon_value;
  GtkLabel *horizon_detail;
  GtkLabel *horizon_explain;
  GtkMenuButton *horizon_explain_button;
  GtkLabel *capex_value;
  GtkLabel *capex_detail;
  GtkLabel *hours_value;
  GtkLabel *hours_detail;
  GtkLabel *hours_explain;
  GtkMenuButton *hours_explain_button;
  GtkLabel *price_value;
  GtkLabel *price_detail;
  GtkLabel *price_explain;
  GtkMenuButton *price_explain_button;
  GtkWidget *figures;
};

G_DEFINE_FINAL_TYPE (BreakevenResultsView, breakeven_results_view, BREAKEVEN_TYPE_PAGE)


static void
set_explain (GtkLabel      *label,
             GtkMenuButton *button,
             char          *text)
{
  gtk_label_set_text (label, text ? text : "");
  gtk_widget_set_sensitive (GTK_WIDGET (button), text != NULL);
  g_free (text);
}

/* "The build\n<formula>\n\nAutoDL RTX 4090D\n<formula>": which formula is whose */
static char *
join_explanations (const char *build,
                   const char *offer_name,
                   const char *offer)
{
  GString *out = g_string_new (NULL);

  /* Translators: heading of the build's formula in a "How is this computed" popover */
  g_string_append_printf (out, "%s\n%s", _("The build"), build);
  if (offer != NULL)
    g_string_append_printf (out, "\n\n%s\n%s", offer_name, offer);
  return g_string_free (out, FALSE);
}

static char *
offer_heading (const BreakevenOfferResult *r)
{
  g_autofree char *name = breakeven_chart_offer_label (r->offer);

  /* Translators: heading of an offer's formula, e.g. "The offer AutoDL RTX 4090D" */
  return g_strdup_printf (_("The offer %s"), name);
}

/* The verdict is the hybrid: the build, and its offer rented for what the bursts leave over */
static gboolean
hybrid_chosen (const BreakevenAnalysis *a)
{
  return a->choice == BREAKEVEN_CHOICE_HYBRID && a->choice_offer >= 0
         && breakeven_analysis_get_offer (a, (guint) a->choice_offer)->has_hybrid;
}

/* The hybrid's formulas first, then the build's and the offer's (OTHERS, taken) */
static char *
hybrid_explanation (const char *hybrid,
                    const char *rented,
                    char       *others)
{
  GString *out = g_string_new (NULL);

  /* Translators: heading of the hybrid's formula (混合方案 “本地 + 云”) in a "How is this
   * computed" popover */
  g_string_append_printf (out, "%s\n%s", _("The build + cloud"), hybrid != NULL ? hybrid : "");
  if (rented != NULL)
    g_string_append_printf (out, "\n\n%s", rented);
  g_string_append_printf (out, "\n\n%s", others);
  g_free (others);
  return g_string_free (out, FALSE);
}

/* The verdict, in words and first: build or rent, why, and by how much (the core's sentence,
 * the one the summary and the report open with) */
static void
update_verdict (BreakevenResultsView     *self,
                const BreakevenAnalysis  *a,
                const char               *currency)
{
  BreakevenProject *project =
    breakeven_document_get_project (breakeven_page_get_document (BREAKEVEN_PAGE (self)));
  const BreakevenOfferResult *r =
    a->choice_offer >= 0 ? breakeven_analysis_get_offer (a, (guint) a->choice_offer) : NULL;
  g_autofree char *value = breakeven_report_verdict_text (project, a);
  g_autofree char *alone = breakeven_report_build_alone_note (project, a);
  g_autofree char *caveats = NULL;
  GString *detail = g_string_new (NULL);

  if (r != NULL && a->has_resale && isfinite (r->cash_payback_months))
    {
      g_autofree char *payback = breakeven_format_months (r->cash_payback_months);

      /* Translators: under the verdict, with a resale value: the month the rent paid catches
       * up with the build's price, ignoring what the build sells for */
      g_string_append_printf (detail, _("Cash payback, without the resale value: %s."), payback);
    }
  if (r == NULL && breakeven_analysis_get_n_offers (a) == 0)
    g_string_append (detail, _("Add a cloud offer from the catalogue to compare (Ctrl+K)."));

  if (r != NULL)
    {
      g_autofree char *breakeven = breakeven_explain_breakeven (a, (guint) a->choice_offer, currency);

      /* With a resale value the cash payback is a second crossing, explained below the first */
      if (hybrid_chosen (a))
        {
          g_autofree char *hybrid = breakeven_explain_hybrid_breakeven (a, (guint) a->choice_offer,
                                                                        currency);

          set_explain (self->breakeven_explain, self->breakeven_explain_button,
                       hybrid != NULL ? g_strdup_printf ("%s\n\n%s", hybrid, breakeven)
                                      : g_steal_pointer (&breakeven));
        }
      else if (a->has_resale)
        {
          g_autofree char *payback = breakeven_explain_cash_payback (a, (guint) a->choice_offer,
                                                                     currency);

          set_explain (self->breakeven_explain, self->breakeven_explain_button,
                       g_strdup_printf ("%s\n\n%s", breakeven, payback));
        }
      else
        set_explain (self->breakeven_explain, self->breakeven_explain_button,
                     g_steal_pointer (&breakeven));
    }
  else
    set_explain (self->breakeven_explain, self->breakeven_explain_button, NULL);

  gtk_label_set_text (self->verdict_value, value);
  gtk_label_set_text (self->verdict_alone, alone != NULL ? alone : "");
  gtk_widget_set_visible (GTK_WIDGET (self->verdict_alone), alone != NULL);
  gtk_label_set_text (self->verdict_detail, detail->str);
  gtk_widget_set_visible (GTK_WIDGET (self->verdict_detail), detail->len > 0);
  g_string_free (detail, TRUE);

  /* The caveats: one line of links, each opening its explanation (the promotion's note too) */
  gtk_popover_popdown (self->caveat_popover);
  g_clear_pointer (&self->caveats, g_ptr_array_unref);
  self->caveats = breakeven_caveats_collect (project, a);
  caveats = breakeven_caveats_markup (self->caveats);
  gtk_label_set_markup (self->verdict_caveats, caveats != NULL ? caveats : "");
  gtk_widget_set_visible (GTK_WIDGET (self->verdict_caveats), caveats != NULL);
}

/* What a caveat's link opens: its words, then what they mean, as the other explanations */
static void
init_caveat_popover (BreakevenResultsView *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);

  self->caveat_title = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_set_name (GTK_WIDGET (self->caveat_title), "caveat-title");
  gtk_label_set_xalign (self->caveat_title, 0);
  gtk_widget_add_css_class (GTK_WIDGET (self->caveat_title), "heading");
  self->caveat_explanation = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_set_name (GTK_WIDGET (self->caveat_explanation), "caveat-explanation");
  gtk_label_set_xalign (self->caveat_explanation, 0);
  gtk_label_set_wrap (self->caveat_explanation, TRUE);
  gtk_label_set_wrap_mode (self->caveat_explanation, PANGO_WRAP_WORD_CHAR);
  gtk_label_set_max_width_chars (self->caveat_explanation, 56);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->caveat_title));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->caveat_explanation));
  gtk_widget_set_margin_start (box, 6);
  gtk_widget_set_margin_end (box, 6);
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  self->caveat_popover = GTK_POPOVER (gtk_popover_new ());
  gtk_widget_set_name (GTK_WIDGET (self->caveat_popover), "caveat-popover");
  gtk_popover_set_child (self->caveat_popover, box);
  gtk_widget_set_parent (GTK_WIDGET (self->caveat_popover), GTK_WIDGET (self->verdict_caveats));
}

/* A caveat's link: its explanation in a popover pointing at the link */
static gboolean
on_caveat_link (BreakevenResultsView *self,
                const char           *uri,
                GtkLabel             *label)
{
  const BreakevenCaveat *caveat;
  const char *text = gtk_label_get_text (label);
  /* Translators: as in the caveats line */
  const char *separator = _(" · ");
  g_autoptr(GString) links = g_string_new (NULL);
  const char *found;
  gsize offset = 0;
  guint64 index;
  int x, y;
  PangoRectangle pos;
  GdkRectangle rect;

  if (!g_str_has_prefix (uri, "caveat:"))
    return FALSE;
  /* A caveat's address is never handed on as a web address, even a stale one */
  if (self->caveats == NULL || self->caveats->len == 0
      || !g_ascii_string_to_unsigned (uri + strlen ("caveat:"), 10, 0, self->caveats->len - 1,
                                      &index, NULL))
    return TRUE;
  caveat = g_ptr_array_index (self->caveats, (guint) index);
  gtk_label_set_text (self->caveat_title, caveat->link);
  gtk_label_set_text (self->caveat_explanation, caveat->explanation);
  /* Point at the link's first character, wherever the line wrapped: the links follow each
   * other in the line, so the link is at the links' start plus the ones before it */
  for (guint i = 0; i < self->caveats->len; i++)
    {
      const BreakevenCaveat *c = g_ptr_array_index (self->caveats, i);

      if (i > 0)
        g_string_append (links, separator);
      if (i == index)
        offset = links->len;
      g_string_append (links, c->link);
    }
  found = strstr (text, links->str);
  gtk_label_get_layout_offsets (label, &x, &y);
  pango_layout_index_to_pos (gtk_label_get_layout (label),
                             found != NULL ? (int) (found - text + offset) : 0, &pos);
  rect.x = x + PANGO_PIXELS (pos.x);
  rect.y = y + PANGO_PIXELS (pos.y);
  rect.width = MAX (1, PANGO_PIXELS (pos.width));
  rect.height = MAX (1, PANGO_PIXELS (pos.height));
  gtk_popover_set_pointing_to (self->caveat_popover, &rect);
  gtk_popover_popup (self->caveat_popover);
  return TRUE;
}

/* Breakeven use and price, against the offer compared */
static void
update_breakeven_figures (BreakevenResultsView    *self,
                          const BreakevenAnalysis *a,
                          const char              *currency)
{
  const BreakevenOfferResult *r =
    a->choice_offer >= 0 ? breakeven_analysis_get_offer (a, (guint) a->choice_offer) : NULL;

  if (r == NULL)
    {
      gtk_label_set_text (self->hours_value, "—");
      gtk_label_set_text (self->hours_detail, "");
      gtk_label_set_text (self->price_value, "—");
      gtk_label_set_text (self->price_detail, "");
      set_explain (self->hours_explain, self->hours_explain_button, NULL);
      set_explain (self->price_explain, self->price_explain_button, NULL);
      return;
    }

  {
    double hours = r->breakeven_hours_per_day;
    g_autofree char *value = breakeven_format_hours_per_day (hours);
    g_autofree char *current = breakeven_format_hours_per_day (a->inputs.hours_per_day);
    g_autofree char *detail = NULL;

    if (isnan (hours))
      detail = g_strdup (_("the cloud is cheaper up to 24 h/day"));
    else if (hours == 0)
      detail = g_strdup (_("the build is cheaper however little it is used"));
    else
      /* Translators: under the breakeven use; %s is the current use, e.g. "12 h/day" */
      detail = g_strdup_printf (_("building is cheaper above; now %s"), current);
    gtk_label_set_text (self->hours_value, value);
    gtk_label_set_text (self->hours_detail, detail);
    set_explain (self->hours_explain, self->hours_explain_button,
                 breakeven_explain_breakeven_hours (a, (guint) a->choice_offer, currency));
  }

  {
    double price = r->breakeven_price_per_hour;
    g_autofree char *money = breakeven_format_money (price, currency, 2);
    /* Translators: a price per hour, e.g. "¥2.91/h" */
    g_autofree char *value = isnan (price) ? g_steal_pointer (&money) /* "none" */
                                           : g_strdup_printf (_("%s/h"), money);
    g_autofree char *now = breakeven_format_money (r->inputs.price_per_hour, currency, 2);
    g_autofree char *detail = NULL;

    if (isnan (price))
      detail = g_strdup (_("no price per hour makes renting as cheap as the build"));
    else
      /* Translators: under the breakeven price; %s is the offer's price, e.g. "¥1.67" */
      detail = g_strdup_printf (_("renting is cheaper below; now %s/h"), now);
    gtk_label_set_text (self->price_value, value);
    gtk_label_set_text (self->price_detail, detail);
    set_explain (self->price_explain, self->price_explain_button,
                 breakeven_explain_breakeven_price (a, (guint) a->choice_offer, currency));
  }
}

static void
update (BreakevenResultsView *self)
{
  BreakevenDocument *document = breakeven_page_get_document (BREAKEVEN_PAGE (self));
  const BreakevenAnalysis *a;
  const char *currency;
  int best;

  if (document == NULL || (a = breakeven_document_get_analysis (document)) == NULL)
    return;

  /* Offers that cannot be priced are left out, and said so; the rest is still shown */
  gtk_revealer_set_reveal_child (self->error_revealer, a->unpriced->len > 0);
  /* hidden, it takes no room (the box's spacing) from the chart */
  gtk_widget_set_visible (GTK_WIDGET (self->error_revealer), a->unpriced->len > 0);
  if (a->unpriced->len > 0)
    {
      g_autoptr(GString) message = g_string_new (NULL);

      /* The analysis is shared and never changed: its lines are read, not joined in place */
      for (guint i = 0; i < a->unpriced->len; i++)
        g_string_append_printf (message, "%s%s", i > 0 ? "\n" : "",
                                (const char *) g_ptr_array_index (a->unpriced, i));
      gtk_label_set_text (self->error_label, message->str);
    }
  currency = a->currency;
  /* Every comparison is against the offer of the verdict: the cheapest with enough VRAM */
  best = a->choice_offer;

  update_verdict (self, a, currency);
  update_breakeven_figures (self, a, currency);

  /* Cost per work hour, build vs the cheapest offer */
  {
    g_autofree char *local = breakeven_format_money (a->cost_per_hour, currency, 2);
    g_autofree char *explain_local = breakeven_explain_cost_per_hour (a, -1, currency);

    if (best >= 0)
      {
        const BreakevenOfferResult *r = breakeven_analysis_get_offer (a, best);
        g_autofree char *cloud = breakeven_format_money (r->cost_per_hour, currency, 2);
        g_autofree char *explain_cloud = breakeven_explain_cost_per_hour (a, best, currency);
        g_autofree char *heading = offer_heading (r);
        /* Translators: under the build's cost per work hour, the cloud's, e.g.
         * "build; cloud: ¥1.67" */
        g_autofree char *detail = g_strdup_printf (_("build; cloud: %s"), cloud);

        gtk_label_set_text (self->per_hour_detail, detail);
        set_explain (self->per_hour_explain, self->per_hour_explain_button,
                     join_explanations (explain_local, heading, explain_cloud));
        if (hybrid_chosen (a))
          {
            double hybrid = breakeven_cost_per_work_hour (r->hybrid_horizon_cost,
                                                          a->inputs.hours_per_day,
                                                          a->inputs.horizon_months);
            g_autofree char *money = breakeven_format_money (hybrid, currency, 2);
            g_autofree char *alone = g_steal_pointer (&local);
            /* Translators: under the hybrid's cost per work hour (the build, and the offer
             * rented for the bursts), the build alone's and the cloud's, e.g. "build + cloud;
             * build alone: ¥2.10, cloud: ¥3.40" */
            g_autofree char *hybrid_detail =
              g_strdup_printf (_("build + cloud; build alone: %s, cloud: %s"), alone, cloud);
            g_autofree char *explain_hybrid =
              breakeven_explain_hybrid_horizon_cost (a, (guint) best, currency);

            local = g_steal_pointer (&money);
            gtk_label_set_text (self->per_hour_detail, hybrid_detail);
            set_explain (self->per_hour_explain, self->per_hour_explain_button,
                         hybrid_explanation (explain_hybrid, NULL,
                                             join_explanations (explain_local, heading,
                                                                explain_cloud)));
          }
      }
    else
      {
        gtk_label_set_text (self->per_hour_detail, _("build, over the horizon"));
        set_explain (self->per_hour_explain, self->per_hour_explain_button,
                     join_explanations (explain_local, NULL, NULL));
      }
    gtk_label_set_text (self->per_hour_value, local);
  }

  /* Costs over the horizon */
  {
    double h = a->inputs.horizon_months;
    g_autofree char *months = breakeven_format_number (h, h == floor (h) ? 0 : 1);
    /* Translators: card title, e.g. "Cost over 36 months" */
    g_autofree char *title = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Cost over %s month",
                                                           "Cost over %s months",
                                                           breakeven_plural_count (h)),
                                              months);
    g_autofree char *local = breakeven_format_money (a->horizon_cost, currency, 0);
    g_autofree char *explain_local = breakeven_explain_horizon_cost (a, -1, currency);

    gtk_label_set_text (self->horizon_title, title);
    if (best >= 0)
      {
        const BreakevenOfferResult *r = breakeven_analysis_get_offer (a, best);
        g_autofree char *cloud = breakeven_format_money (r->horizon_cost, currency, 0);
        g_autofree char *explain_cloud = breakeven_explain_horizon_cost (a, best, currency);
        g_autofree char *heading = offer_heading (r);
        g_autofree char *detail =
          /* Translators: under the build's cost over the horizon, the cloud's */
          g_strdup_printf (a->horizon_cost <= r->horizon_cost ? _("build; cloud: %s (the build costs less)")
                                                              : _("build; cloud: %s (the cloud costs less)"),
                           cloud);

        gtk_label_set_text (self->horizon_detail, detail);
        set_explain (self->horizon_explain, self->horizon_explain_button,
                     join_explanations (explain_local, heading, explain_cloud));
        if (hybrid_chosen (a))
          {
            g_autofree char *money = breakeven_format_money (r->hybrid_horizon_cost, currency, 0);
            g_autofree char *alone = g_steal_pointer (&local);
            /* Translators: under the hybrid's cost over the horizon, the build alone's and the
             * cloud's */
            g_autofree char *hybrid_detail =
              g_strdup_printf (_("build + cloud; build alone: %s, cloud: %s"), alone, cloud);
            g_autofree char *explain_hybrid =
              breakeven_explain_hybrid_horizon_cost (a, (guint) best, currency);
            g_autofree char *explain_rented =
              breakeven_explain_hybrid_rented_hours (a, (guint) best, currency);

            local = g_steal_pointer (&money);
            gtk_label_set_text (self->horizon_detail, hybrid_detail);
            set_explain (self->horizon_explain, self->horizon_explain_button,
                         hybrid_explanation (explain_hybrid, explain_rented,
                                             join_explanations (explain_local, heading,
                                                                explain_cloud)));
          }
      }
    else
      {
        gtk_label_set_text (self->horizon_detail, _("the build"));
        set_explain (self->horizon_explain, self->horizon_explain_button,
                     join_explanations (explain_local, NULL, NULL));
      }
    gtk_label_set_text (self->horizon_value, local);
  }

  /* What the build costs up front: its GPU share, then what it resells for or, with a vendor
   * quote, the assembler's premium */
  {
    g_autofree char *capex = breakeven_format_money (a->inputs.capex, currency, 0);
    g_autofree char *share = breakeven_format_share (a->gpu_share);
    g_autofree char *gpu = isnan (a->gpu_share) ? g_strdup (_("No parts priced yet"))
                           : a->gpu_share == 0 ? g_strdup (_("No GPU among the parts"))
                           /* Translators: "GPU 69.1% of the parts" */
                           : g_strdup_printf (_("GPU %s of the parts"), share);
    g_autofree char *second = NULL;
    g_autofree char *detail = NULL;

    if (a->has_resale)
      {
        g_autofree char *resale = breakeven_format_money (a->resale_value, currency, 0);

        /* Translators: the build's resale value at the horizon, e.g. "resells for ¥10,616" */
        second = g_strdup_printf (_("resells for %s"), resale);
      }
    else if (!isnan (a->vendor_quote))
      {
        g_autofree char *premium = breakeven_format_money (fabs (a->vendor_premium), currency, 0);

        if (a->vendor_premium < 0)
          /* Translators: a vendor's quote cheaper than the parts, e.g. "vendor quote ¥1,200 below" */
          second = g_strdup_printf (_("vendor quote %s below"), premium);
        else
          /* Translators: what an assembled machine costs over the parts, e.g. "vendor premium ¥12,408" */
          second = g_strdup_printf (_("vendor premium %s"), premium);
      }
    /* Translators: joins two facts about the build, e.g. "GPU 69.1% of the parts · resells for ¥10,616" */
    detail = second ? g_strdup_printf (_("%s · %s"), gpu, second) : g_strdup (gpu);
    /* A circuit the build would trip comes first: a warning, the figures still stand */
    if (a->over_circuit_limit)
      {
        g_autofree char *wall = breakeven_format_number (a->inputs.wall_watts, 0);
        g_autofree char *limit = breakeven_format_number (a->inputs.circuit_limit_watts, 0);

        g_free (detail);
        /* Translators: the build's wall power, then the circuit's limit, both in watts */
        detail = g_strdup_printf (_("Draws %s W, over the circuit's %s W"), wall, limit);
      }
    gtk_widget_set_tooltip_text (GTK_WIDGET (self->capex_detail), detail);
    if (a->over_circuit_limit != gtk_widget_has_css_class (GTK_WIDGET (self->capex_detail), "warning"))
      {
        if (a->over_circuit_limit)
          {
            gtk_widget_remove_css_class (GTK_WIDGET (self->capex_detail), "dim-label");
            gtk_widget_add_css_class (GTK_WIDGET (self->capex_detail), "warning");
          }
        else
          {
            gtk_widget_remove_css_class (GTK_WIDGET (self->capex_detail), "warning");
            gtk_widget_add_css_class (GTK_WIDGET (self->capex_detail), "dim-label");
          }
      }
    gtk_label_set_text (self->capex_value, capex);
    gtk_label_set_text (self->capex_detail, detail);
  }
}

static void
breakeven_results_view_document_changed (BreakevenPage     *page,
                                         BreakevenDocument *old)
{
  BreakevenResultsView *self = BREAKEVEN_RESULTS_VIEW (page);

  update (self);
}

static void
breakeven_results_view_dispose (GObject *object)
{
  BreakevenResultsView *self = BREAKEVEN_RESULTS_VIEW (object);

  breakeven_page_set_document (BREAKEVEN_PAGE (self), NULL);
  if (self->caveat_popover != NULL)
    gtk_widget_unparent (GTK_WIDGET (self->caveat_popover));
  self->caveat_popover = NULL;
  gtk_widget_dispose_template (GTK_WIDGET (self), BREAKEVEN_TYPE_RESULTS_VIEW);
  g_clear_pointer (&self->caveats, g_ptr_array_unref);

  G_OBJECT_CLASS (breakeven_results_view_parent_class)->dispose (object);
}

static void
breakeven_results_view_class_init (BreakevenResultsViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = breakeven_results_view_dispose;
  BREAKEVEN_PAGE_CLASS (klass)->document_changed = breakeven_results_view_document_changed;

  g_type_ensure (BREAKEVEN_TYPE_FIGURE_BOX);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/ui/breakeven-results-view.ui");
  gtk_widget_class_bind_template_child (widget_class, BreakevenResultsView, error_revealer);
  gtk_widget_class_bind_template_child (widget_class, BreakevenResultsView, error_label);
  gtk_widget_class_bind_template_child (widget_class, BreakevenResultsView, verdict_value);
  gtk_widget_class_bind_template_child (widget_class, BreakevenResultsView, verdict_alone);
  gtk_widget_class_bind_template_child (widget_class, BreakevenResultsView, verdict_detail);
  gtk_widget_class_bind_template_child (widget_class, BreakevenResultsView, verdict_caveats);
  gtk_widget_class_bind_template_callback (widget_class, on_caveat_link);
  gtk_widget_class_bind_template_child (widget_class, BreakevenResultsView, breakeven_explain);
  gtk_widget_class_bind_template_child (widget_class, BreakevenResultsView, breakeven_explain_button);
  gtk_widget_class_bind_template_child (widget_class, BreakevenResultsView, per_hour_value);
  gtk_widget_class_bind_template_child (widget_class, BreakevenResultsView, per_hour_detail);
  gtk_widget_class_bind_template_child (widget_class, BreakevenResultsView, per_hour_explain);
  gtk_widget_class_bind_template_child (widget_class, BreakevenResultsView, per_hour_explain_button);
  gtk_widget_class_bind_template_child (widget_class, BreakevenResultsView, horizon_title);
  gtk_widget_class_bind_template_child (widget_class, BreakevenResultsView, horizon_value);
  gtk_widget_class_bind_template_child (widget_class, BreakevenResultsView, horizon_detail);
  gtk_widget_class_bind_template_child (widget_class, BreakevenResultsView, horizon_explain);
  gtk_widget_class_bind_template_child (widget_class, BreakevenResultsView, horizon_explain_button);
  gtk_widget_class_bind_template_child (widget_class, BreakevenResultsView, capex_value);
  gtk_widget_class_bind_template_child (widget_class, BreakevenResultsView, capex_detail);
  gtk_widget_class_bind_template_child (widget_class, BreakevenResultsView, hours_value);
  gtk_widget_class_bind_template_child (widget_class, BreakevenResultsView, hours_detail);
  gtk_widget_class_bind_template_child (widget_class, BreakevenResultsView, hours_explain);
  gtk_widget_class_bind_template_child (widget_class, BreakevenResultsView, hours_explain_button);
  gtk_widget_class_bind_template_child (widget_class, BreakevenResultsView, price_value);
  gtk_widget_class_bind_template_child (widget_class, BreakevenResultsView, price_detail);
  gtk_widget_class_bind_template_child (widget_class, BreakevenResultsView, price_explain);
  gtk_widget_class_bind_template_child (widget_class, BreakevenResultsView, price_explain_button);
  gtk_widget_class_bind_template_child (widget_class, BreakevenResultsView, figures);
}

/* An open explanation has no tooltip over it */
static void
on_explain_popover_visible (GtkWidget     *popover,
                            GParamSpec    *pspec,
                            GtkMenuButton *button)
{
  gtk_widget_set_has_tooltip (GTK_WIDGET (button), !gtk_widget_get_visible (popover));
}

static void
breakeven_results_view_init (BreakevenResultsView *self)
{
  GtkMenuButton *explain_buttons[5];

  gtk_widget_init_template (GTK_WIDGET (self));
  init_caveat_popover (self);
  explain_buttons[0] = self->breakeven_explain_button;
  explain_buttons[1] = self->per_hour_explain_button;
  explain_buttons[2] = self->horizon_explain_button;
  explain_buttons[3] = self->hours_explain_button;
  explain_buttons[4] = self->price_explain_button;
  for (guint i = 0; i < G_N_ELEMENTS (explain_buttons); i++)
    g_signal_connect_object (gtk_menu_button_get_popover (explain_buttons[i]), "notify::visible",
                             G_CALLBACK (on_explain_popover_visible), explain_buttons[i], 0);
  g_signal_group_connect_object (breakeven_page_get_document_signals (BREAKEVEN_PAGE (self)),
                                 "notify::analysis", G_CALLBACK (update),
                                 self, G_CONNECT_SWAPPED);
}

GtkWidget *
breakeven_results_view_new (void)
{
  return g_object_new (BREAKEVEN_TYPE_RESULTS_VIEW, NULL);
}

BreakevenProject *
breakeven_results_view_get_project (BreakevenResultsView *self)
{
  BreakevenDocument *document;

  g_return_val_if_fail (BREAKEVEN_IS_RESULTS_VIEW (self), NULL);
  document = breakeven_page_get_document (BREAKEVEN_PAGE (self));
  return document ? breakeven_document_get_project (document) : NULL;
}

