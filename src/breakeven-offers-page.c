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
#include "breakeven-offer-row.h"
#include "breakeven-offers-page-private.h"
#include "breakeven-report.h"
#include "breakeven-limits.h"
#include "breakeven-toast.h"

/* What the empty page suggests: the cheapest on-demand offer with at least this much VRAM */
#define SUGGESTION_VRAM_GB 24

struct _BreakevenOffersPage
{
  BreakevenPage parent_instance;

  GtkStack *content_stack;
  GtkListView *offers_list;
  GtkListBox *suggestion_list;
  AdwActionRow *suggestion_row;

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

G_DEFINE_FINAL_TYPE (BreakevenOffersPage, breakeven_offers_page, BREAKEVEN_TYPE_PAGE)


static void
open_dialog (BreakevenOffersPage *self,
             BreakevenOffer      *offer)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  BreakevenOfferDialog *dialog =
    breakeven_offer_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, self->project, offer);

  gtk_window_present (GTK_WINDOW (dialog));
}

void
breakeven_offers_page_edit_offer (BreakevenOffersPage *self,
                                  BreakevenOffer      *offer)
{
  g_return_if_fail (BREAKEVEN_IS_OFFERS_PAGE (self));

  if (offer != NULL)
    open_dialog (self, offer);
}

void
breakeven_offers_page_remove_offer (BreakevenOffersPage *self,
                                    BreakevenOffer      *offer)
{
  GListStore *offers = breakeven_project_get_offers (self->project);
  GtkWidget *overlay = gtk_widget_get_ancestor (GTK_WIDGET (self), ADW_TYPE_TOAST_OVERLAY);
  g_autofree char *name = NULL;
  guint position;

  g_return_if_fail (BREAKEVEN_IS_OFFERS_PAGE (self));

  if (offer == NULL || !g_list_store_find (offers, offer, &position))
    return;
  name = breakeven_chart_offer_label (offer);
  breakeven_document_begin_step (breakeven_page_get_document (BREAKEVEN_PAGE (self)), _("Delete Offer"));
  /* the row goes with the offer (or shows another one) */
  g_list_store_remove (offers, position);
  breakeven_document_end_step (breakeven_page_get_document (BREAKEVEN_PAGE (self)));
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
  summary = breakeven_offer_row_describe (self->project, self->suggestion, &source);
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
  breakeven_document_begin_step (breakeven_page_get_document (BREAKEVEN_PAGE (self)), _("Add Offer"));
  g_list_store_append (breakeven_project_get_offers (self->project), copy);
  breakeven_document_end_step (breakeven_page_get_document (BREAKEVEN_PAGE (self)));
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
                                       breakeven_page_get_document (BREAKEVEN_PAGE (self)),
                                       catalogue, load_error);
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
breakeven_offers_page_document_changed (BreakevenPage     *page,
                                        BreakevenDocument *old)
{
  BreakevenOffersPage *self = BREAKEVEN_OFFERS_PAGE (page);
  BreakevenDocument *document = breakeven_page_get_document (page);

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
}

static void
breakeven_offers_page_dispose (GObject *object)
{
  BreakevenOffersPage *self = BREAKEVEN_OFFERS_PAGE (object);

  breakeven_page_set_document (BREAKEVEN_PAGE (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), BREAKEVEN_TYPE_OFFERS_PAGE);
  g_clear_object (&self->project_signals);
  g_clear_object (&self->offers_signals);
  g_clear_object (&self->suggestion);

  G_OBJECT_CLASS (breakeven_offers_page_parent_class)->dispose (object);
}

static void
breakeven_offers_page_class_init (BreakevenOffersPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = breakeven_offers_page_dispose;
  widget_class->map = breakeven_offers_page_map;
  BREAKEVEN_PAGE_CLASS (klass)->document_changed = breakeven_offers_page_document_changed;

  /* The list's factory makes its rows by name */
  g_type_ensure (BREAKEVEN_TYPE_OFFER_ROW);
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
  gtk_widget_init_template (GTK_WIDGET (self));
  self->project_signals = g_signal_group_new (BREAKEVEN_TYPE_PROJECT);
  g_signal_group_connect_object (self->project_signals, "changed",
                                 G_CALLBACK (on_project_changed), self, G_CONNECT_SWAPPED);
  self->offers_signals = g_signal_group_new (G_TYPE_LIST_STORE);
  g_signal_group_connect_object (self->offers_signals, "items-changed",
                                 G_CALLBACK (on_offers_changed), self, 0);
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
