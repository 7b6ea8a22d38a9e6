/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-offers-page.c: the cloud offers being compared: add, edit, remove
 *
 * The list is bound to the document's project's own GListStore of offers; a row follows its
 * offer's changes.  Adding and editing go through BreakevenOfferDialog; deleting names its undo
 * step and offers the undo in a toast.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "breakeven-chart.h"
#include "breakeven-document.h"
#include "breakeven-format.h"
#include "breakeven-offer-dialog.h"
#include "breakeven-offer-picker.h"
#include "breakeven-offers-page.h"
#include "breakeven-limits.h"
#include "breakeven-toast.h"

struct _BreakevenOffersPage
{
  AdwBin parent_instance;

  GtkListBox *offers_list;

  BreakevenDocument *document;
  /* Borrowed from the document, which keeps one project for its life */
  BreakevenProject *project;
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

static void
update_row (BreakevenOffer *offer,
            GParamSpec     *pspec,
            AdwActionRow   *row)
{
  BreakevenOffersPage *self = g_object_get_data (G_OBJECT (row), "breakeven-page");
  const char *currency = breakeven_offer_get_currency (offer);
  const char *gpu = breakeven_offer_get_gpu (offer);
  g_autofree char *title = breakeven_chart_offer_label (offer);
  g_autofree char *price = NULL;
  g_autofree char *speed = breakeven_format_number (breakeven_offer_get_relative_speed (offer), 2);
  g_autofree char *subtitle = NULL;

  /* An offer without a currency is priced in the project's */
  if (currency == NULL && self != NULL && self->project != NULL)
    currency = breakeven_project_get_currency (self->project);
  price = breakeven_format_money (breakeven_offer_get_price_per_hour (offer), currency, 2);
  /* Translators: an offer's summary: price per hour, GPU count × GPU, speed, billing */
  subtitle = g_strdup_printf (_("%s per hour · %u × %s · speed %s · %s"), price,
                              breakeven_offer_get_gpu_count (offer), gpu && *gpu ? gpu : _("GPU"),
                              speed,
                              breakeven_offer_get_billing (offer) == BREAKEVEN_BILLING_SPOT
                              ? _("spot") : _("on demand"));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (row, subtitle);
}

static void
on_edit_clicked (GtkButton           *button,
                 BreakevenOffersPage *self)
{
  open_dialog (self, g_object_get_data (G_OBJECT (button), "breakeven-offer"));
}

static void
on_remove_clicked (GtkButton           *button,
                   BreakevenOffersPage *self)
{
  BreakevenOffer *offer = g_object_get_data (G_OBJECT (button), "breakeven-offer");
  GListStore *offers = breakeven_project_get_offers (self->project);
  GtkWidget *overlay = gtk_widget_get_ancestor (GTK_WIDGET (self), ADW_TYPE_TOAST_OVERLAY);
  g_autofree char *name = breakeven_chart_offer_label (offer);
  guint position;

  if (!g_list_store_find (offers, offer, &position))
    return;
  breakeven_document_name_next_step (self->document, _("Delete Offer"));
  /* the row, and the button, go with the offer */
  g_list_store_remove (offers, position);
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
on_row_activated (GtkListBox          *list,
                  GtkListBoxRow       *row,
                  BreakevenOffersPage *self)
{
  BreakevenOffer *offer = g_object_get_data (G_OBJECT (row), "breakeven-offer");

  if (offer != NULL)
    open_dialog (self, offer);
}

static GtkWidget *
create_row (gpointer item,
            gpointer user_data)
{
  BreakevenOffersPage *self = user_data;
  BreakevenOffer *offer = item;
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *edit = gtk_button_new_from_icon_name ("document-edit-symbolic");
  GtkWidget *remove = gtk_button_new_from_icon_name ("user-trash-symbolic");

  g_object_set (row, "use-markup", FALSE, "activatable", TRUE, NULL);
  gtk_widget_set_name (row, "offer-row");
  g_object_set_data (G_OBJECT (row), "breakeven-page", self);
  g_object_set_data_full (G_OBJECT (row), "breakeven-offer", g_object_ref (offer), g_object_unref);

  gtk_widget_set_valign (edit, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (edit, "flat");
  gtk_widget_set_tooltip_text (edit, _("Edit this offer"));
  g_object_set_data (G_OBJECT (edit), "breakeven-offer", offer);
  g_signal_connect (edit, "clicked", G_CALLBACK (on_edit_clicked), self);

  gtk_widget_set_valign (remove, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (remove, "flat");
  gtk_widget_set_tooltip_text (remove, _("Remove this offer"));
  gtk_widget_set_name (remove, "offer-remove");
  g_object_set_data (G_OBJECT (remove), "breakeven-offer", offer);
  g_signal_connect (remove, "clicked", G_CALLBACK (on_remove_clicked), self);

  adw_action_row_add_suffix (ADW_ACTION_ROW (row), edit);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), remove);
  update_row (offer, NULL, ADW_ACTION_ROW (row));
  g_signal_connect_object (offer, "notify", G_CALLBACK (update_row), row, 0);
  return row;
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
  picker = breakeven_offer_picker_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                       self->project, catalogue, load_error);
  /* Its rows are measured against the document's analysis, not one of its own */
  g_object_set (picker, "document", self->document, NULL);
  gtk_window_present (GTK_WINDOW (picker));
}

static void
set_document (BreakevenOffersPage *self,
              BreakevenDocument   *document)
{
  if (!g_set_object (&self->document, document))
    return;
  self->project = document ? breakeven_document_get_project (document) : NULL;
  if (self->offers_list != NULL)
    gtk_list_box_bind_model (self->offers_list,
                             self->project ? G_LIST_MODEL (breakeven_project_get_offers (self->project)) : NULL,
                             self->project ? create_row : NULL, self, NULL);
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

  properties[PROP_DOCUMENT] =
    g_param_spec_object ("document", NULL, NULL, BREAKEVEN_TYPE_DOCUMENT,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PROJECT] =
    g_param_spec_object ("project", NULL, NULL, BREAKEVEN_TYPE_PROJECT,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/ui/breakeven-offers-page.ui");
  gtk_widget_class_bind_template_child (widget_class, BreakevenOffersPage, offers_list);
  gtk_widget_class_bind_template_callback (widget_class, on_row_activated);
  gtk_widget_class_install_action (widget_class, "offers.add", NULL, offers_add);
  gtk_widget_class_install_action (widget_class, "offers.browse", NULL, offers_browse);
}

static void
breakeven_offers_page_init (BreakevenOffersPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
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

/* Older callers hand a bare project: it gets a document of its own */
void
breakeven_offers_page_set_project (BreakevenOffersPage *self,
                                   BreakevenProject    *project)
{
  g_autoptr(BreakevenDocument) document = NULL;

  g_return_if_fail (BREAKEVEN_IS_OFFERS_PAGE (self));

  if (project == self->project)
    return;
  if (project != NULL)
    document = breakeven_document_new (project, NULL);
  set_document (self, document);
}
