/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-offers-page.c: the cloud offers being compared: add, edit, remove
 *
 * The list is a recycled GtkListView over the document's project's own GListStore of offers:
 * only the rows in view exist, each bound to its offer and following its changes, and none
 * before the page is first shown, so opening a project of a thousand offers or editing one
 * costs what the visible rows cost.  Adding and
 * editing go through BreakevenOfferDialog; deleting names its undo step and offers the undo in
 * a toast.  A project without offers is shown the catalogue's cheapest 24 GB on-demand offer,
 * added only when asked.
 */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "breakeven-chart.h"
#include "breakeven-compat.h"
#include "breakeven-document.h"
#include "breakeven-format.h"
#include "breakeven-offer-dialog.h"
#include "breakeven-offer-picker.h"
#include "breakeven-offers-page.h"
#include "breakeven-report.h"
#include "breakeven-limits.h"
#include "breakeven-toast.h"

/* What the empty page suggests: the cheapest on-demand offer with at least this much VRAM */
#define SUGGESTION_VRAM_GB 24

struct _BreakevenOffersPage
{
  AdwBin parent_instance;

  GtkStack *content_stack;
  GtkListView *offers_list;
  GtkListBox *suggestion_list;
  AdwActionRow *suggestion_row;

  BreakevenDocument *document;
  /* Borrowed from the document, which keeps one project for its life */
  BreakevenProject *project;
  /* On the document's project and its offers: followed with the document */
  GSignalGroup *project_signals;
  GSignalGroup *offers_signals;
  /* What the empty page suggests, or NULL */
  BreakevenOffer *suggestion;
  /* The list shows the project's offers: once the page has been shown */
  gboolean list_bound;
};

G_DEFINE_FINAL_TYPE (BreakevenOffersPage, breakeven_offers_page, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_DOCUMENT,
  PROP_PROJECT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
open_dialog (BreakevenOffersPage *self,
             BreakevenOffer      *offer)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  BreakevenOfferDialog *dialog =
    breakeven_offer_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, self->project, offer);

  gtk_window_present (GTK_WINDOW (dialog));
}

/* The row's subtitle; SOURCE: where its speed comes from, in words */
static char *
describe_offer (BreakevenOffersPage *self,
                BreakevenOffer      *offer,
                char               **source)
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
  if (currency == NULL && self->project != NULL)
    currency = breakeven_project_get_currency (self->project);
  price = breakeven_format_money (breakeven_offer_get_price_per_hour (offer), currency, 2);
  /* The speed the figures use against the build (auto resolved), and what kind it is */
  if (self->project != NULL)
    breakeven_offer_speed_inputs (self->project, offer, &inputs);
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

static void
update_row (BreakevenOffer *offer,
            GParamSpec     *pspec,
            GtkWidget      *row)
{
  BreakevenOffersPage *self = g_object_get_data (G_OBJECT (row), "breakeven-page");
  g_autofree char *title = breakeven_chart_offer_label (offer);
  g_autofree char *source = NULL;
  g_autofree char *subtitle = describe_offer (self, offer, &source);
  /* Translators: the tooltip of an offer's row: its summary, then where its speed came from,
   * "Speed: auto, from GPU-Insights ver2, 2026-06-18" */
  g_autofree char *tooltip = g_strdup_printf (_("%s\nSpeed: %s"), subtitle, source);

  GtkWidget *title_label = g_object_get_data (G_OBJECT (row), "breakeven-title");
  GtkWidget *subtitle_label = g_object_get_data (G_OBJECT (row), "breakeven-subtitle");

  /* Ellipsized when the page is narrow: the whole text is in the tooltip */
  gtk_label_set_text (GTK_LABEL (title_label), title);
  gtk_widget_set_tooltip_text (title_label, title);
  gtk_label_set_text (GTK_LABEL (subtitle_label), subtitle);
  gtk_widget_set_tooltip_text (subtitle_label, tooltip);
}

/* With bursts, what the offer does as the hybrid's (the build, and the offer rented for what
 * the bursts leave over): its cost over the horizon and the instances a burst needs, from the
 * document's analysis */
static void
update_row_strategy (GtkWidget *row)
{
  BreakevenDocument *document = g_object_get_data (G_OBJECT (row), "breakeven-document");
  BreakevenOffer *offer = g_object_get_data (G_OBJECT (row), "breakeven-offer");
  GtkWidget *label = g_object_get_data (G_OBJECT (row), "breakeven-strategy");
  const BreakevenOfferResult *r = NULL;
  BreakevenAnalysis *a;
  g_autofree char *text = NULL;

  /* An auto speed follows the build's GPUs as well as the offer */
  if (offer != NULL)
    update_row (offer, NULL, row);
  if (document == NULL || offer == NULL
      || breakeven_analysis_get_n_bursts (a = breakeven_document_get_analysis (document)) == 0)
    {
      gtk_widget_set_visible (label, FALSE);
      return;
    }
  for (guint i = 0; i < breakeven_analysis_get_n_offers (a) && r == NULL; i++)
    if (breakeven_analysis_get_offer (a, i)->offer == offer)
      r = breakeven_analysis_get_offer (a, i);
  if (r == NULL)
    {
      gtk_widget_set_visible (label, FALSE);
      return;
    }
  text = breakeven_report_hybrid_line (a, r);
  gtk_label_set_text (GTK_LABEL (label), text);
  gtk_widget_set_tooltip_text (label, text);
  gtk_widget_set_visible (label, TRUE);
}

/* The offer the row holding WIDGET shows now (rows are reused for other offers) */
static BreakevenOffer *
offer_of (GtkWidget *widget)
{
  for (; widget != NULL; widget = gtk_widget_get_parent (widget))
    if (g_strcmp0 (gtk_widget_get_name (widget), "offer-row") == 0)
      return g_object_get_data (G_OBJECT (widget), "breakeven-offer");
  return NULL;
}

static void
on_edit_clicked (GtkButton           *button,
                 BreakevenOffersPage *self)
{
  BreakevenOffer *offer = offer_of (GTK_WIDGET (button));

  if (offer != NULL)
    open_dialog (self, offer);
}

static void
on_remove_clicked (GtkButton           *button,
                   BreakevenOffersPage *self)
{
  BreakevenOffer *offer = offer_of (GTK_WIDGET (button));
  GListStore *offers = breakeven_project_get_offers (self->project);
  GtkWidget *overlay = gtk_widget_get_ancestor (GTK_WIDGET (self), ADW_TYPE_TOAST_OVERLAY);
  g_autofree char *name = NULL;
  guint position;

  if (offer == NULL || !g_list_store_find (offers, offer, &position))
    return;
  name = breakeven_chart_offer_label (offer);
  breakeven_document_begin_step (self->document, _("Delete Offer"));
  /* the row goes with the offer (or shows another one) */
  g_list_store_remove (offers, position);
  breakeven_document_end_step (self->document);
  if (overlay != NULL)
    {
      /* Translators: a notification after deleting an offer, with its name (a toast's title is
       * markup: the name is escaped) */
      g_autofree char *title = g_markup_printf_escaped (_("“%s” deleted"), name);
      AdwToast *toast = adw_toast_new (title);

      adw_toast_set_button_label (toast, _("Undo"));
      adw_toast_set_action_name (toast, "win.undo");
      adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
      adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (overlay), toast);
    }
}

static void
on_row_activated (GtkListView         *list,
                  guint                position,
                  BreakevenOffersPage *self)
{
  g_autoptr(BreakevenOffer) offer = NULL;

  if (self->project == NULL)
    return;
  offer = g_list_model_get_item (G_LIST_MODEL (breakeven_project_get_offers (self->project)),
                                 position);
  if (offer != NULL)
    open_dialog (self, offer);
}

static GtkWidget *
row_button (BreakevenOffersPage *self,
            const char          *icon,
            const char          *tooltip,
            const char          *name,
            GCallback            callback)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon);

  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_widget_set_name (button, name);
  g_signal_connect_object (button, "clicked", callback, self, 0);
  return button;
}

static GtkWidget *
row_label (GtkWidget  *box,
           const char *name)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_widget_set_name (label, name);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_box_append (GTK_BOX (box), label);
  return label;
}

/* A row as light as it can be: GTK 4.8 makes up to 200 of them whatever the view's height, and
 * an AdwActionRow's wrapping labels took four times as long to measure.  The offer's name and
 * summary, each on one line, an edit and a remove button. */
static void
setup_row (GtkSignalListItemFactory *factory,
           GtkListItem              *item,
           BreakevenOffersPage      *self)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *text = gtk_box_new (GTK_ORIENTATION_VERTICAL, 3);
  GtkWidget *subtitle;

  gtk_widget_set_name (row, "offer-row");
  gtk_widget_set_margin_start (row, 12);
  gtk_widget_set_margin_end (row, 12);
  gtk_widget_set_margin_top (row, 8);
  gtk_widget_set_margin_bottom (row, 8);
  g_object_set_data (G_OBJECT (row), "breakeven-page", self);
  gtk_widget_set_hexpand (text, TRUE);
  gtk_widget_set_valign (text, GTK_ALIGN_CENTER);
  g_object_set_data (G_OBJECT (row), "breakeven-title", row_label (text, "offer-title"));
  subtitle = row_label (text, "offer-subtitle");
  gtk_widget_add_css_class (subtitle, "dim-label");
  gtk_widget_add_css_class (subtitle, "caption");
  g_object_set_data (G_OBJECT (row), "breakeven-subtitle", subtitle);
  subtitle = row_label (text, "offer-strategy");
  gtk_widget_add_css_class (subtitle, "caption");
  gtk_widget_set_visible (subtitle, FALSE);
  g_object_set_data (G_OBJECT (row), "breakeven-strategy", subtitle);
  gtk_box_append (GTK_BOX (row), text);
  gtk_box_append (GTK_BOX (row),
                  row_button (self, "document-edit-symbolic", _("Edit this offer"),
                              "offer-edit", G_CALLBACK (on_edit_clicked)));
  gtk_box_append (GTK_BOX (row),
                  row_button (self, "user-trash-symbolic", _("Remove this offer"),
                              "offer-remove", G_CALLBACK (on_remove_clicked)));
  breakeven_compat_fix_row_tooltips (row);
  gtk_list_item_set_child (item, row);
}

static void
bind_row (GtkSignalListItemFactory *factory,
          GtkListItem              *item,
          BreakevenOffersPage      *self)
{
  GtkWidget *row = gtk_list_item_get_child (item);
  BreakevenOffer *offer = gtk_list_item_get_item (item);

  g_object_set_data_full (G_OBJECT (row), "breakeven-offer", g_object_ref (offer), g_object_unref);
  update_row (offer, NULL, row);
  g_signal_connect_object (offer, "notify", G_CALLBACK (update_row), row, 0);
  if (self->document != NULL)
    {
      g_object_set_data_full (G_OBJECT (row), "breakeven-document", g_object_ref (self->document),
                              g_object_unref);
      g_signal_connect_object (self->document, "notify::analysis",
                               G_CALLBACK (update_row_strategy), row, G_CONNECT_SWAPPED);
    }
  update_row_strategy (row);
}

static void
unbind_row (GtkSignalListItemFactory *factory,
            GtkListItem              *item,
            BreakevenOffersPage      *self)
{
  GtkWidget *row = gtk_list_item_get_child (item);
  BreakevenOffer *offer = g_object_get_data (G_OBJECT (row), "breakeven-offer");
  BreakevenDocument *document = g_object_get_data (G_OBJECT (row), "breakeven-document");

  if (offer != NULL)
    g_signal_handlers_disconnect_by_func (offer, update_row, row);
  if (document != NULL)
    g_signal_handlers_disconnect_by_func (document, update_row_strategy, row);
  g_object_set_data (G_OBJECT (row), "breakeven-offer", NULL);
  g_object_set_data (G_OBJECT (row), "breakeven-document", NULL);
}

/* The empty page ----------------------------------------------------------------------------- */

static void
update_suggestion (BreakevenOffersPage *self)
{
  BreakevenCatalogue *catalogue;
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;
  g_autofree char *dated = NULL;
  g_autofree char *summary = NULL;
  g_autofree char *source = NULL;
  const char *as_of;

  g_clear_object (&self->suggestion);
  if (self->project != NULL)
    {
      catalogue = breakeven_offer_picker_get_default_catalogue (NULL);
      self->suggestion = breakeven_catalogue_suggest (breakeven_catalogue_get_offers (catalogue),
                                                      self->project, SUGGESTION_VRAM_GB,
                                                      BREAKEVEN_BILLING_ON_DEMAND);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->suggestion_list), self->suggestion != NULL);
  if (self->suggestion == NULL)
    return;

  title = breakeven_chart_offer_label (self->suggestion);
  summary = describe_offer (self, self->suggestion, &source);
  as_of = breakeven_offer_get_as_of (self->suggestion);
  dated = *as_of != '\0'
          /* Translators: the date a price was read: "as of 2026-09-25" */
          ? g_strdup_printf (_("as of %s"), as_of) : g_strdup (_("undated"));
  /* Translators: what the empty offers page suggests: "Cheapest 24 GB on-demand offer in the
     catalogue", then the offer's summary and date on a second line */
  subtitle = g_strdup_printf (_("The catalogue's cheapest on-demand offer with %u GB of VRAM or "
                                "more\n%s · %s"),
                              (guint) SUGGESTION_VRAM_GB, summary, dated);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->suggestion_row), title);
  adw_action_row_set_subtitle (self->suggestion_row, subtitle);
}

static void
update_empty (BreakevenOffersPage *self)
{
  gboolean empty = self->project == NULL
                   || g_list_model_get_n_items (G_LIST_MODEL (breakeven_project_get_offers (self->project))) == 0;

  if (empty)
    update_suggestion (self);
  else
    g_clear_object (&self->suggestion);
  gtk_stack_set_visible_child_name (self->content_stack, empty ? "empty" : "list");
}

static void
on_offers_changed (GListModel          *offers,
                   guint                position,
                   guint                removed,
                   guint                added,
                   BreakevenOffersPage *self)
{
  update_empty (self);
}

/* The currency and its rates decide what converts: the suggestion follows them */
static void
on_project_changed (BreakevenOffersPage *self)
{
  if (self->suggestion != NULL
      || g_strcmp0 (gtk_stack_get_visible_child_name (self->content_stack), "empty") == 0)
    update_empty (self);
}

static void
on_suggestion_add (BreakevenOffersPage *self)
{
  g_autoptr(BreakevenOffer) copy = NULL;

  if (self->suggestion == NULL || self->project == NULL)
    return;
  /* A copy, so that editing the comparison never changes the catalogue */
  copy = breakeven_offer_copy (self->suggestion);
  breakeven_document_begin_step (self->document, _("Add Offer"));
  g_list_store_append (breakeven_project_get_offers (self->project), copy);
  breakeven_document_end_step (self->document);
}

static void
offers_add (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  BreakevenOffersPage *self = BREAKEVEN_OFFERS_PAGE (widget);
  g_autofree char *text = NULL;

  if (self->project == NULL)
    return;
  /* A project file holds at most BREAKEVEN_MAX_ITEMS offers: one more is refused, and said so */
  if (g_list_model_get_n_items (G_LIST_MODEL (breakeven_project_get_offers (self->project)))
      >= BREAKEVEN_MAX_ITEMS)
    {
      /* Translators: %u is the most offers a project can hold, 1000 */
      text = g_strdup_printf (_("A project holds at most %u offers: remove one before adding "
                                "another"), (guint) BREAKEVEN_MAX_ITEMS);
      breakeven_show_toast (widget, text);
      return;
    }
  open_dialog (self, NULL);
}

static void
offers_browse (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  BreakevenOffersPage *self = BREAKEVEN_OFFERS_PAGE (widget);
  GtkRoot *root = gtk_widget_get_root (widget);
  const char *load_error = NULL;
  BreakevenCatalogue *catalogue;
  BreakevenOfferPicker *picker;

  if (self->project == NULL)
    return;
  catalogue = breakeven_offer_picker_get_default_catalogue (&load_error);
  /* Its rows are measured against the document's analysis, not one of its own */
  picker = breakeven_offer_picker_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                       self->document, catalogue, load_error);
  gtk_window_present (GTK_WINDOW (picker));
}

/* The list's rows are made once the page is shown, not while it is hidden behind another */
static void
bind_list (BreakevenOffersPage *self)
{
  g_autoptr(GtkNoSelection) selection = NULL;

  if (self->offers_list == NULL)
    return;
  self->list_bound = self->project != NULL && gtk_widget_get_mapped (GTK_WIDGET (self));
  if (self->list_bound)
    selection = gtk_no_selection_new (g_object_ref (G_LIST_MODEL (breakeven_project_get_offers (self->project))));
  gtk_list_view_set_model (self->offers_list, GTK_SELECTION_MODEL (selection));
}

static void
breakeven_offers_page_map (GtkWidget *widget)
{
  BreakevenOffersPage *self = BREAKEVEN_OFFERS_PAGE (widget);

  GTK_WIDGET_CLASS (breakeven_offers_page_parent_class)->map (widget);
  if (!self->list_bound)
    bind_list (self);
}

static void
set_document (BreakevenOffersPage *self,
              BreakevenDocument   *document)
{
  if (document == self->document)
    return;
  g_set_object (&self->document, document);
  self->project = document ? breakeven_document_get_project (document) : NULL;
  g_signal_group_set_target (self->project_signals, self->project);
  g_signal_group_set_target (self->offers_signals,
                             self->project ? breakeven_project_get_offers (self->project) : NULL);
  if (self->offers_list != NULL)
    {
      bind_list (self);
      update_empty (self);
    }
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "offers.add", document != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "offers.browse", document != NULL);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DOCUMENT]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PROJECT]);
}

static void
breakeven_offers_page_dispose (GObject *object)
{
  BreakevenOffersPage *self = BREAKEVEN_OFFERS_PAGE (object);

  set_document (self, NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), BREAKEVEN_TYPE_OFFERS_PAGE);
  g_clear_object (&self->suggestion);
  g_clear_object (&self->project_signals);
  g_clear_object (&self->offers_signals);

  G_OBJECT_CLASS (breakeven_offers_page_parent_class)->dispose (object);
}

static void
breakeven_offers_page_get_property (GObject    *object,
                                    guint       prop_id,
                                    GValue     *value,
                                    GParamSpec *pspec)
{
  BreakevenOffersPage *self = BREAKEVEN_OFFERS_PAGE (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT: g_value_set_object (value, self->document); break;
    case PROP_PROJECT: g_value_set_object (value, self->project); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
breakeven_offers_page_set_property (GObject      *object,
                                    guint         prop_id,
                                    const GValue *value,
                                    GParamSpec   *pspec)
{
  BreakevenOffersPage *self = BREAKEVEN_OFFERS_PAGE (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT: set_document (self, g_value_get_object (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
breakeven_offers_page_class_init (BreakevenOffersPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = breakeven_offers_page_dispose;
  object_class->get_property = breakeven_offers_page_get_property;
  object_class->set_property = breakeven_offers_page_set_property;
  widget_class->map = breakeven_offers_page_map;

  properties[PROP_DOCUMENT] =
    g_param_spec_object ("document", NULL, NULL, BREAKEVEN_TYPE_DOCUMENT,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PROJECT] =
    g_param_spec_object ("project", NULL, NULL, BREAKEVEN_TYPE_PROJECT,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/ui/breakeven-offers-page.ui");
  gtk_widget_class_bind_template_child (widget_class, BreakevenOffersPage, content_stack);
  gtk_widget_class_bind_template_child (widget_class, BreakevenOffersPage, offers_list);
  gtk_widget_class_bind_template_child (widget_class, BreakevenOffersPage, suggestion_list);
  gtk_widget_class_bind_template_child (widget_class, BreakevenOffersPage, suggestion_row);
  gtk_widget_class_bind_template_callback (widget_class, on_row_activated);
  gtk_widget_class_bind_template_callback (widget_class, on_suggestion_add);
  gtk_widget_class_install_action (widget_class, "offers.add", NULL, offers_add);
  gtk_widget_class_install_action (widget_class, "offers.browse", NULL, offers_browse);
}

static void
breakeven_offers_page_init (BreakevenOffersPage *self)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  gtk_widget_init_template (GTK_WIDGET (self));
  self->project_signals = g_signal_group_new (BREAKEVEN_TYPE_PROJECT);
  g_signal_group_connect_object (self->project_signals, "changed",
                                 G_CALLBACK (on_project_changed), self, G_CONNECT_SWAPPED);
  self->offers_signals = g_signal_group_new (G_TYPE_LIST_STORE);
  g_signal_group_connect_object (self->offers_signals, "items-changed",
                                 G_CALLBACK (on_offers_changed), self, 0);
  g_signal_connect_object (factory, "setup", G_CALLBACK (setup_row), self, 0);
  g_signal_connect_object (factory, "bind", G_CALLBACK (bind_row), self, 0);
  g_signal_connect_object (factory, "unbind", G_CALLBACK (unbind_row), self, 0);
  gtk_list_view_set_factory (self->offers_list, factory);
  g_object_unref (factory);
  update_empty (self);
}

GtkWidget *
breakeven_offers_page_new (void)
{
  return g_object_new (BREAKEVEN_TYPE_OFFERS_PAGE, NULL);
}

BreakevenProject *
breakeven_offers_page_get_project (BreakevenOffersPage *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_OFFERS_PAGE (self), NULL);
  return self->project;
}
