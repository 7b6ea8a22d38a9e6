/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-offer-row.c: one offer in the offers page's list
 *
 * A row as light as it can be: GTK 4.8 makes up to 200 of them whatever the view's height, and
 * an AdwActionRow's wrapping labels took four times as long to measure.  The offer's name and
 * summary, each on one line, what it does as the hybrid's when there are bursts, an edit and a
 * remove button.  The list's factory gives the row its offer; the row follows its page's
 * document while it is in a window.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "breakeven-chart.h"
#include "breakeven-compat.h"
#include "breakeven-cost.h"
#include "breakeven-format.h"
#include "breakeven-offer-row.h"
#include "breakeven-offers-page-private.h"
#include "breakeven-report.h"

struct _BreakevenOfferRow
{
  BreakevenPage parent_instance;

  GtkLabel *title_label;
  GtkLabel *subtitle_label;
  GtkLabel *strategy_label;

  BreakevenOffer *offer;
  GSignalGroup *offer_signals;
  GBinding *document_binding;

  /* What the texts shown were made from besides the offer's own fields (whose changes make
   * them again at once): its speed against the build and the project's currency */
  gboolean described;
  BreakevenOfferInputs described_speed;
  char *described_currency;
};

G_DEFINE_FINAL_TYPE (BreakevenOfferRow, breakeven_offer_row, BREAKEVEN_TYPE_PAGE)

enum {
  PROP_0,
  PROP_OFFER,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static BreakevenDocument *
get_document (BreakevenOfferRow *self)
{
  return breakeven_page_get_document (BREAKEVEN_PAGE (self));
}

static BreakevenProject *
get_project (BreakevenOfferRow *self)
{
  return get_document (self) ? breakeven_document_get_project (get_document (self)) : NULL;
}

/* An offer's summary, in PROJECT (may be NULL), as its row's subtitle says it; SOURCE: where
 * its speed comes from, in words */
char *
breakeven_offer_row_describe (BreakevenProject *project,
                              BreakevenOffer   *offer,
                              char            **source)
{
  const char *currency = breakeven_offer_get_currency (offer);
  const char *gpu = breakeven_offer_get_gpu (offer);
  g_autofree char *price = NULL;
  g_autofree char *speed = NULL;
  BreakevenOfferInputs inputs = { 0 };
  const char *billing = breakeven_offer_get_billing (offer) == BREAKEVEN_BILLING_SPOT
                        ? _("spot") : _("on demand");
  g_autofree char *summary = NULL;

  /* An offer without a currency is priced in the project's */
  if (currency == NULL && project != NULL)
    currency = breakeven_project_get_currency (project);
  price = breakeven_format_money (breakeven_offer_get_price_per_hour (offer), currency, 2);
  /* The speed the figures use against the build (auto resolved), and what kind it is */
  if (project != NULL)
    breakeven_offer_speed_inputs (project, offer, &inputs);
  else
    inputs.relative_speed = breakeven_offer_get_relative_speed (offer);
  speed = breakeven_report_speed_label (&inputs);
  *source = breakeven_report_speed_source_text (&inputs);
  /* Translators: an offer's summary: price per hour, GPU count × GPU, "speed 0.70 ·
   * benchmark", billing */
  summary = g_strdup_printf (_("%s per hour · %u × %s · %s · %s"), price,
                             breakeven_offer_get_gpu_count (offer), gpu && *gpu ? gpu : _("GPU"),
                             speed, billing);
  if (!breakeven_offer_get_promotion (offer))
    return g_steal_pointer (&summary);
  /* Translators: after an offer's summary, a short-lived price the verdict leaves aside */
  return g_strdup_printf (_("%s · promotion, not the default comparison"), summary);
}

/* LABEL's TEXT and WIDGET's TOOLTIP, each only when it changed: every row's texts are made
 * again when the document's analysis changes (an auto speed follows the build), and setting a
 * tooltip, even the same one, costs GTK more than making the text (with 1000 offers, most of
 * a keystroke's row updates) */
static void
set_text_and_tooltip (GtkLabel   *label,
                      const char *text,
                      GtkWidget  *widget,
                      const char *tooltip)
{
  const char *old_tooltip = gtk_widget_get_tooltip_text (widget);

  if (g_strcmp0 (gtk_label_get_text (label), text) != 0)
    gtk_label_set_text (label, text);
  if (g_strcmp0 (old_tooltip, tooltip) != 0)
    gtk_widget_set_tooltip_text (widget, tooltip);
}

/* The speed and currency the texts of the row depend on, in PROJECT (may be NULL) */
static void
describe_inputs (BreakevenOfferRow    *self,
                 BreakevenProject     *project,
                 BreakevenOfferInputs *speed,
                 const char          **currency)
{
  *speed = (BreakevenOfferInputs) { 0 };
  if (project != NULL)
    breakeven_offer_speed_inputs (project, self->offer, speed);
  *currency = project != NULL ? breakeven_project_get_currency (project) : NULL;
}

static gboolean
speeds_equal (const BreakevenOfferInputs *a,
              const BreakevenOfferInputs *b)
{
  return a->relative_speed == b->relative_speed && a->speed_auto == b->speed_auto
         && a->speed_unknown == b->speed_unknown
         && a->speed_multi_gpu_linear == b->speed_multi_gpu_linear
         && a->speed_multi_gpu_measured == b->speed_multi_gpu_measured
         && g_strcmp0 (a->speed_benchmark, b->speed_benchmark) == 0
         && g_strcmp0 (a->speed_benchmark_date, b->speed_benchmark_date) == 0
         && g_strcmp0 (a->speed_benchmark_via, b->speed_benchmark_via) == 0
         && g_strcmp0 (a->speed_benchmark_via_date, b->speed_benchmark_via_date) == 0
         && g_strcmp0 (a->speed_via_model, b->speed_via_model) == 0;
}

static void
update_texts (BreakevenOfferRow *self)
{
  g_autofree char *title = NULL;
  g_autofree char *source = NULL;
  g_autofree char *subtitle = NULL;
  g_autofree char *tooltip = NULL;
  const char *currency;

  if (self->offer == NULL)
    return;
  describe_inputs (self, get_project (self), &self->described_speed, &currency);
  g_free (self->described_currency);
  self->described_currency = g_strdup (currency);
  self->described = TRUE;
  title = breakeven_chart_offer_label (self->offer);
  subtitle = breakeven_offer_row_describe (get_project (self), self->offer, &source);
  /* Translators: the tooltip of an offer's row: its summary, then where its speed came from,
   * "Speed: auto, from GPU-Insights ver2, 2026-06-18" */
  tooltip = g_strdup_printf (_("%s\nSpeed: %s"), subtitle, source);
  /* Ellipsized when the page is narrow: the whole text is in the tooltip */
  set_text_and_tooltip (self->title_label, title, GTK_WIDGET (self->title_label), title);
  set_text_and_tooltip (self->subtitle_label, subtitle, GTK_WIDGET (self->subtitle_label),
                        tooltip);
}

/* With bursts, what the offer does as the hybrid's (the build, and the offer rented for what
 * the bursts leave over): its cost over the horizon and the instances a burst needs, from the
 * document's analysis */
static void
update_strategy (BreakevenOfferRow *self)
{
  const BreakevenOfferResult *r = NULL;
  BreakevenAnalysis *a;
  g_autofree char *text = NULL;

  /* An auto speed follows the build's GPUs as well as the offer, and the project's currency
   * names an offer's without one; with 1000 offers, each keystroke's analysis would otherwise
   * make every row's texts again (gettext and number formatting) for the one that changed */
  if (self->offer != NULL)
    {
      BreakevenOfferInputs speed;
      const char *currency;

      describe_inputs (self, get_project (self), &speed, &currency);
      if (!self->described || !speeds_equal (&speed, &self->described_speed)
          || g_strcmp0 (currency, self->described_currency) != 0)
        update_texts (self);
    }
  if (get_document (self) == NULL || self->offer == NULL
      || (a = breakeven_document_get_analysis (get_document (self))) == NULL
      || breakeven_analysis_get_n_bursts (a) == 0)
    {
      gtk_widget_set_visible (GTK_WIDGET (self->strategy_label), FALSE);
      return;
    }
  for (guint i = 0; i < breakeven_analysis_get_n_offers (a) && r == NULL; i++)
    if (breakeven_analysis_get_offer (a, i)->offer == self->offer)
      r = breakeven_analysis_get_offer (a, i);
  if (r == NULL)
    {
      gtk_widget_set_visible (GTK_WIDGET (self->strategy_label), FALSE);
      return;
    }
  text = breakeven_report_hybrid_line (a, r);
  set_text_and_tooltip (self->strategy_label, text, GTK_WIDGET (self->strategy_label), text);
  gtk_widget_set_visible (GTK_WIDGET (self->strategy_label), TRUE);
}

static BreakevenOffersPage *
get_page (BreakevenOfferRow *self)
{
  return BREAKEVEN_OFFERS_PAGE (gtk_widget_get_ancestor (GTK_WIDGET (self),
                                                         BREAKEVEN_TYPE_OFFERS_PAGE));
}

static void
offer_row_edit (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  BreakevenOfferRow *self = BREAKEVEN_OFFER_ROW (widget);
  BreakevenOffersPage *page = get_page (self);

  if (page != NULL && self->offer != NULL)
    breakeven_offers_page_edit_offer (page, self->offer);
}

static void
offer_row_remove (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  BreakevenOfferRow *self = BREAKEVEN_OFFER_ROW (widget);
  BreakevenOffersPage *page = get_page (self);
  /* The row shows another offer, or none, once its offer is gone */
  g_autoptr(BreakevenOffer) offer = self->offer ? g_object_ref (self->offer) : NULL;

  if (page != NULL && offer != NULL)
    breakeven_offers_page_remove_offer (page, offer);
}

BreakevenOffer *
breakeven_offer_row_get_offer (BreakevenOfferRow *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_OFFER_ROW (self), NULL);
  return self->offer;
}

void
breakeven_offer_row_set_offer (BreakevenOfferRow *self,
                               BreakevenOffer    *offer)
{
  g_return_if_fail (BREAKEVEN_IS_OFFER_ROW (self));
  g_return_if_fail (offer == NULL || BREAKEVEN_IS_OFFER (offer));

  if (!g_set_object (&self->offer, offer))
    return;
  g_signal_group_set_target (self->offer_signals, offer);
  self->described = FALSE;
  update_strategy (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_OFFER]);
}

static void
breakeven_offer_row_document_changed (BreakevenPage     *page,
                                      BreakevenDocument *old)
{
  BREAKEVEN_OFFER_ROW (page)->described = FALSE;
  update_strategy (BREAKEVEN_OFFER_ROW (page));
}

/* In a window, the row follows its page's document */
static void
breakeven_offer_row_root (GtkWidget *widget)
{
  BreakevenOfferRow *self = BREAKEVEN_OFFER_ROW (widget);
  BreakevenOffersPage *page;

  GTK_WIDGET_CLASS (breakeven_offer_row_parent_class)->root (widget);

  g_clear_pointer (&self->document_binding, g_binding_unbind);
  if ((page = get_page (self)) != NULL)
    self->document_binding = g_object_bind_property (page, "document", self, "document",
                                                     G_BINDING_SYNC_CREATE);
}

static void
breakeven_offer_row_unroot (GtkWidget *widget)
{
  BreakevenOfferRow *self = BREAKEVEN_OFFER_ROW (widget);

  g_clear_pointer (&self->document_binding, g_binding_unbind);

  GTK_WIDGET_CLASS (breakeven_offer_row_parent_class)->unroot (widget);
}

static void
breakeven_offer_row_dispose (GObject *object)
{
  BreakevenOfferRow *self = BREAKEVEN_OFFER_ROW (object);

  g_clear_pointer (&self->document_binding, g_binding_unbind);
  g_signal_group_set_target (self->offer_signals, NULL);
  g_clear_object (&self->offer);
  g_clear_object (&self->offer_signals);
  g_clear_pointer (&self->described_currency, g_free);

  G_OBJECT_CLASS (breakeven_offer_row_parent_class)->dispose (object);
}

static void
breakeven_offer_row_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  BreakevenOfferRow *self = BREAKEVEN_OFFER_ROW (object);

  switch (prop_id)
    {
    case PROP_OFFER: g_value_set_object (value, self->offer); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
breakeven_offer_row_set_property (GObject      *object,
                                  guint         prop_id,
                                  const GValue *value,
                                  GParamSpec   *pspec)
{
  BreakevenOfferRow *self = BREAKEVEN_OFFER_ROW (object);

  switch (prop_id)
    {
    case PROP_OFFER: breakeven_offer_row_set_offer (self, g_value_get_object (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
breakeven_offer_row_class_init (BreakevenOfferRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = breakeven_offer_row_dispose;
  object_class->get_property = breakeven_offer_row_get_property;
  object_class->set_property = breakeven_offer_row_set_property;
  widget_class->root = breakeven_offer_row_root;
  widget_class->unroot = breakeven_offer_row_unroot;
  BREAKEVEN_PAGE_CLASS (klass)->document_changed = breakeven_offer_row_document_changed;

  properties[PROP_OFFER] =
    g_param_spec_object ("offer", NULL, NULL, BREAKEVEN_TYPE_OFFER,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/ui/breakeven-offer-row.ui");
  gtk_widget_class_bind_template_child (widget_class, BreakevenOfferRow, title_label);
  gtk_widget_class_bind_template_child (widget_class, BreakevenOfferRow, subtitle_label);
  gtk_widget_class_bind_template_child (widget_class, BreakevenOfferRow, strategy_label);
  gtk_widget_class_install_action (widget_class, "offer-row.edit", NULL, offer_row_edit);
  gtk_widget_class_install_action (widget_class, "offer-row.remove", NULL, offer_row_remove);
}

static void
breakeven_offer_row_init (BreakevenOfferRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->offer_signals = g_signal_group_new (BREAKEVEN_TYPE_OFFER);
  g_signal_group_connect_object (self->offer_signals, "notify", G_CALLBACK (update_texts), self,
                                 G_CONNECT_SWAPPED);
  g_signal_group_connect_object (breakeven_page_get_document_signals (BREAKEVEN_PAGE (self)),
                                 "notify::analysis",
                                 G_CALLBACK (update_strategy), self, G_CONNECT_SWAPPED);
  breakeven_compat_fix_row_tooltips (GTK_WIDGET (self));
}
