/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-offer-picker.c: the offer catalogue: find offers, compare them in one click
 *
 * Filtering and sorting are the core's (breakeven_catalogue_query), and each row's breakeven
 * month is the engine's for that offer against the current build, so the picker, the summary
 * and --summary always agree.  Given the window's document (its "document" property), the
 * rows are evaluated against the document's analysis, so the picker computes none of its own;
 * the list is rebuilt when a filter changes or a new analysis comes.  The filters are kept for
 * the application's run: a picker opens with the ones the last one closed with.  A price
 * catalogue import can be undone from its toast.
 */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "breakeven-chart.h"
#include "breakeven-compat.h"
#include "breakeven-document.h"
#include "breakeven-format.h"
#include "breakeven-gpu-table.h"
#include "breakeven-import.h"
#include "breakeven-limits.h"
#include "breakeven-number-field.h"
#include "breakeven-offer-dialog.h"
#include "breakeven-offer-picker-private.h"
#include "breakeven-reference-rates.h"
#include "breakeven-report.h"

static PickerFilters session_filters;

G_DEFINE_FINAL_TYPE (BreakevenOfferPicker, breakeven_offer_picker, ADW_TYPE_WINDOW)

/* The sort choices past the core's: price per unit of work, price / relative speed */
#define SORT_PRICE_PER_WORK 3

enum {
  PROP_0,
  PROP_DOCUMENT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

void
_breakeven_offer_picker_show_message (BreakevenOfferPicker *self,
                                      const char           *message,
                                      gboolean              is_error)
{
  gtk_label_set_text (self->error_label, message ? message : "");
  if (is_error)
    gtk_widget_add_css_class (GTK_WIDGET (self->error_label), "error");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->error_label), "error");
  gtk_revealer_set_reveal_child (self->error_revealer, message != NULL);
}

/* Filtering ---------------------------------------------------------------------------------- */

/* Price sorts ---------------------------------------------------------------------------------
 *
 * Prices are compared in the project's currency.  An offer whose currency has no rate to it is
 * never ordered against the others as if its price were in the project's currency: such offers
 * come after the rest, grouped by currency and sorted within it, and the picker says so. */

/* The relative speed of OFFER against the build, as the engine uses it ("auto" resolved),
 * whether or not its price can be converted */
static double
offer_speed (BreakevenOfferPicker *self,
             BreakevenOffer       *offer)
{
  BreakevenOfferInputs inputs = { 0 };

  /* The speed the figures will use once the offer is added: the core's, auto resolved */
  breakeven_offer_speed_inputs (self->project, offer, &inputs);
  return inputs.relative_speed > 0 ? inputs.relative_speed : 1.0;
}

typedef struct
{
  BreakevenOffer *offer;
  const char *currency; /* NULL when the price converts to the project's currency */
  double key;
} PriceKey;

static int
compare_price_keys (gconstpointer pa,
                    gconstpointer pb)
{
  const PriceKey *a = pa, *b = pb;
  int by_currency;

  /* Convertible first, then each other currency on its own */
  if ((a->currency == NULL) != (b->currency == NULL))
    return a->currency == NULL ? -1 : 1;
  by_currency = g_strcmp0 (a->currency, b->currency);
  if (by_currency != 0)
    return by_currency;
  if (isnan (a->key) != isnan (b->key))
    return isnan (a->key) ? 1 : -1;
  if (!isnan (a->key) && a->key != b->key)
    return a->key < b->key ? -1 : 1;
  by_currency = g_utf8_collate (breakeven_offer_get_provider (a->offer),
                                breakeven_offer_get_provider (b->offer));
  if (by_currency != 0)
    return by_currency;
  return g_utf8_collate (breakeven_offer_get_name (a->offer), breakeven_offer_get_name (b->offer));
}

static void
sort_by_price (BreakevenOfferPicker *self,
               GPtrArray            *offers,
               guint                 sort)
{
  const char *project_currency = breakeven_project_get_currency (self->project);
  g_autoptr(GArray) keys = g_array_sized_new (FALSE, FALSE, sizeof (PriceKey), offers->len);
  g_autoptr(GPtrArray) apart = g_ptr_array_new ();
  g_autofree char *note = NULL;

  for (guint i = 0; i < offers->len; i++)
    {
      BreakevenOffer *offer = g_ptr_array_index (offers, i);
      const char *currency = breakeven_offer_get_currency (offer);
      double price = breakeven_offer_get_price_per_hour (offer);
      PriceKey k = { offer, NULL, NAN };
      double converted;

      if (currency == NULL || *currency == '\0')
        currency = project_currency;
      if (breakeven_project_convert (self->project, currency, price, &converted, NULL))
        price = converted;
      else
        {
          k.currency = currency;
          if (!g_ptr_array_find_with_equal_func (apart, currency, g_str_equal, NULL))
            g_ptr_array_add (apart, (gpointer) currency);
        }
      if (sort == BREAKEVEN_OFFER_SORT_PRICE_PER_VRAM)
        k.key = breakeven_offer_get_vram_gb (offer) > 0
                ? price / breakeven_offer_get_vram_gb (offer) : NAN;
      else if (sort == SORT_PRICE_PER_WORK)
        k.key = price / offer_speed (self, offer);
      else
        k.key = price;
      g_array_append_val (keys, k);
    }
  /* The core's own sorts already put what cannot be converted last, by name */
  if (sort == SORT_PRICE_PER_WORK)
    {
      g_array_sort (keys, compare_price_keys);
      for (guint i = 0; i < keys->len; i++)
        offers->pdata[i] = g_array_index (keys, PriceKey, i).offer;
    }

  if (apart->len > 0)
    {
      g_autofree char *list = NULL;

      g_ptr_array_add (apart, NULL);
      list = g_strjoinv (", ", (char **) apart->pdata);
      /* Translators: "USD offers are listed after the others ...: there is no exchange rate
         from USD to CNY" */
      note = sort == SORT_PRICE_PER_WORK
        ? g_strdup_printf (_("%s offers are listed after the others and sorted only among "
                             "themselves: there is no exchange rate from %s to %s. Comparing "
                             "one asks for the rate."), list, list, project_currency)
        /* Translators: as above, for the sorts that list such offers by name */
        : g_strdup_printf (_("%s offers are listed after the others, by name: there is no "
                             "exchange rate from %s to %s. Comparing one asks for the rate."),
                           list, list, project_currency);
    }
  gtk_label_set_text (self->currency_note, note ? note : "");
  gtk_widget_set_visible (GTK_WIDGET (self->currency_note), note != NULL);
}

/* FOUND holds the offers the list shows now, whatever their order */
static gboolean
same_offers (GListModel *shown,
             GPtrArray  *found)
{
  g_autoptr(GHashTable) set = NULL;

  if (g_list_model_get_n_items (shown) != found->len)
    return FALSE;
  set = g_hash_table_new (NULL, NULL);
  for (guint i = 0; i < found->len; i++)
    g_hash_table_add (set, found->pdata[i]);
  for (guint i = 0; i < found->len; i++)
    {
      g_autoptr(BreakevenOffer) offer = g_list_model_get_item (shown, i);

      if (!g_hash_table_contains (set, offer))
        return FALSE;
    }
  return TRUE;
}

static void refresh_keeping_order (BreakevenOfferPicker *self,
                                   gboolean              keep_order);

void
_breakeven_offer_picker_refresh (BreakevenOfferPicker *self)
{
  refresh_keeping_order (self, FALSE);
}

/* The project changed under the list (an offer compared, an exchange rate set): the same
 * offers stay in the same places, with their new figures; only a list that now holds other
 * offers is sorted again */
static void
on_analysis_changed (BreakevenOfferPicker *self)
{
  refresh_keeping_order (self, TRUE);
}

static void
refresh_keeping_order (BreakevenOfferPicker *self,
                       gboolean              keep_order)
{
  g_autoptr(GPtrArray) found = NULL;
  g_autofree char *count = NULL;
  BreakevenOfferFilter filter;
  double vram = _breakeven_offer_picker_chosen_vram (self);
  guint billing = gtk_drop_down_get_selected (self->billing_dropdown);
  const char *source;
  guint total;
  guint sort;

  if (self->project == NULL || self->updating_choices || self->restoring)
    return;
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "picker.undo-import",
                                 breakeven_catalogue_get_can_undo (self->catalogue));

  g_clear_pointer (&self->analysis, breakeven_analysis_unref);
  self->analysis = breakeven_analysis_ref (breakeven_document_get_analysis (self->document));

  breakeven_offer_filter_init (&filter);
  filter.search = gtk_editable_get_text (GTK_EDITABLE (self->search_entry));
  filter.min_vram_gb = vram == VRAM_ENOUGH_FOR_JOB
                       ? breakeven_project_get_vram_needed_gb (self->project) : vram;
  filter.gpu = _breakeven_offer_picker_chosen (self->gpu_dropdown, self->gpu_values);
  filter.provider = _breakeven_offer_picker_chosen (self->provider_dropdown, self->provider_values);
  filter.currency = _breakeven_offer_picker_chosen (self->currency_dropdown, self->currency_values);
  filter.billing = billing == 1 ? BREAKEVEN_BILLING_ON_DEMAND
                   : billing == 2 ? BREAKEVEN_BILLING_SPOT : -1;
  filter.max_price_per_hour = self->max_price;

  sort = gtk_drop_down_get_selected (self->sort_dropdown);
  found = breakeven_catalogue_query (breakeven_catalogue_get_offers (self->catalogue),
                                     self->project, self->analysis, &filter,
                                     sort == SORT_PRICE_PER_WORK ? BREAKEVEN_OFFER_SORT_PRICE
                                                                 : (BreakevenOfferSort) sort);
  source = _breakeven_offer_picker_chosen (self->source_dropdown, self->source_values);
  if (source != NULL && *source != '\0')
    {
      GPtrArray *kept = g_ptr_array_new_with_free_func (g_object_unref);

      for (guint i = 0; i < found->len; i++)
        {
          g_autofree char *group = _breakeven_offer_picker_source_group (self, found->pdata[i]);

          if (g_strcmp0 (group, source) == 0)
            g_ptr_array_add (kept, g_object_ref (found->pdata[i]));
        }
      g_ptr_array_unref (found);
      found = kept;
    }
  if (sort != BREAKEVEN_OFFER_SORT_BREAKEVEN)
    sort_by_price (self, found, sort);
  else
    gtk_widget_set_visible (GTK_WIDGET (self->currency_note), FALSE);
  if (keep_order && same_offers (G_LIST_MODEL (self->results), found))
    {
      GtkListBoxRow *row;

      for (int i = 0; (row = gtk_list_box_get_row_at_index (self->results_list, i)) != NULL; i++)
        _breakeven_offer_picker_update_row (self, GTK_WIDGET (row));
    }
  else
    g_list_store_splice (self->results, 0,
                         g_list_model_get_n_items (G_LIST_MODEL (self->results)),
                         found->pdata, found->len);

  total = g_list_model_get_n_items (breakeven_catalogue_get_offers (self->catalogue));
  /* Translators: "12 of 40 offers" */
  count = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u of %u offer", "%u of %u offers",
                                        total),
                           found->len, total);
  gtk_label_set_text (self->count_label, count);
}

static void
remember_filters (BreakevenOfferPicker *self)
{
  PickerFilters *f = &session_filters;

  if (self->project == NULL || self->updating_choices || self->restoring)
    return;
  f->set = TRUE;
  g_free (f->search);
  f->search = g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->search_entry)));
  f->vram = _breakeven_offer_picker_chosen_vram (self);
  g_free (f->gpu);
  f->gpu = g_strdup (_breakeven_offer_picker_chosen (self->gpu_dropdown, self->gpu_values));
  g_free (f->provider);
  f->provider = g_strdup (_breakeven_offer_picker_chosen (self->provider_dropdown,
                                                     self->provider_values));
  g_free (f->currency);
  f->currency = g_strdup (_breakeven_offer_picker_chosen (self->currency_dropdown,
                                                     self->currency_values));
  g_free (f->source);
  f->source = g_strdup (_breakeven_offer_picker_chosen (self->source_dropdown,
                                                       self->source_values));
  f->billing = gtk_drop_down_get_selected (self->billing_dropdown);
  g_free (f->max_price);
  f->max_price = g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->max_price_entry)));
  f->sort = gtk_drop_down_get_selected (self->sort_dropdown);
}

/* The filters the last picker of this run closed with */
static void
restore_filters (BreakevenOfferPicker *self)
{
  const PickerFilters *f = &session_filters;

  if (!f->set)
    {
      _breakeven_offer_picker_update_choices (self);
      return;
    }
  self->restoring = TRUE;
  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), f->search ? f->search : "");
  gtk_drop_down_set_selected (self->billing_dropdown, f->billing);
  gtk_drop_down_set_selected (self->sort_dropdown, f->sort);
  gtk_editable_set_text (GTK_EDITABLE (self->max_price_entry), f->max_price ? f->max_price : "");
  _breakeven_offer_picker_update_choices_to (self, f);
  self->restoring = FALSE;
}

/* A new search or filter shows its first results, not the place the last list was scrolled to */
static void
scroll_to_top (BreakevenOfferPicker *self)
{
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (self->results_scroller);

  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_lower (adjustment));
}

static void
on_filter_changed (BreakevenOfferPicker *self)
{
  if (self->updating_choices || self->restoring)
    return;
  _breakeven_offer_picker_refresh (self);
  remember_filters (self);
  scroll_to_top (self);
}

static void
on_max_price_changed (BreakevenOfferPicker *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->max_price_entry));
  double value;

  if (*text == '\0')
    {
      self->max_price = 0;
      breakeven_widget_set_error (GTK_WIDGET (self->max_price_entry), NULL);
    }
  else if (breakeven_parse_decimal (text, &value) && value > 0)
    {
      self->max_price = value;
      breakeven_widget_set_error (GTK_WIDGET (self->max_price_entry), NULL);
    }
  else
    {
      /* The list keeps the last valid limit */
      breakeven_widget_set_error (GTK_WIDGET (self->max_price_entry),
                                  _("A price is a positive number, such as 2.5"));
      return;
    }
  on_filter_changed (self);
}

static void
update_price_placeholder (BreakevenOfferPicker *self)
{
  const char *currency = breakeven_project_get_currency (self->project);
  /* Translators: the maximum price field's hint, "Max ¥/h" */
  g_autofree char *placeholder = g_strdup_printf (_("Max %s/h"),
                                                  breakeven_currency_symbol (currency));

  gtk_entry_set_placeholder_text (self->max_price_entry, placeholder);
}

/* The document's new analysis brings the refresh of the rows */
static void
on_project_changed (BreakevenOfferPicker *self)
{
  update_price_placeholder (self);
}

static void
set_document (BreakevenOfferPicker *self,
              BreakevenDocument    *document)
{
  g_return_if_fail (BREAKEVEN_IS_DOCUMENT (document));

  g_set_object (&self->document, document);
  self->project = g_object_ref (breakeven_document_get_project (document));
  g_signal_group_set_target (self->document_signals, document);
}

static void
breakeven_offer_picker_get_property (GObject    *object,
                                     guint       prop_id,
                                     GValue     *value,
                                     GParamSpec *pspec)
{
  BreakevenOfferPicker *self = BREAKEVEN_OFFER_PICKER (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT: g_value_set_object (value, self->document); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
breakeven_offer_picker_set_property (GObject      *object,
                                     guint         prop_id,
                                     const GValue *value,
                                     GParamSpec   *pspec)
{
  BreakevenOfferPicker *self = BREAKEVEN_OFFER_PICKER (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT: set_document (self, g_value_get_object (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* Own offers, import and export -------------------------------------------------------------- */

static void
on_offer_dialog_applied (BreakevenOfferDialog *dialog,
                         BreakevenOfferPicker *self)
{
  _breakeven_offer_picker_save_own (self);
}

void
_breakeven_offer_picker_open_offer_dialog (BreakevenOfferPicker *self,
                                           BreakevenOffer       *offer)
{
  BreakevenOfferDialog *dialog =
    breakeven_offer_dialog_new_for_catalogue (GTK_WINDOW (self), self->project, offer,
                                              breakeven_catalogue_get_own (self->catalogue));

  g_signal_connect_object (dialog, "applied", G_CALLBACK (on_offer_dialog_applied), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
picker_new (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  _breakeven_offer_picker_open_offer_dialog (BREAKEVEN_OFFER_PICKER (widget), NULL);
}

GListModel *
_breakeven_offer_picker_catalogue_filters (void)
{
  GListStore *filters = g_list_store_new (GTK_TYPE_FILE_FILTER);
  g_autoptr(GtkFileFilter) xml = gtk_file_filter_new ();

  gtk_file_filter_set_name (xml, _("Offer catalogues"));
  gtk_file_filter_add_suffix (xml, "xml");
  gtk_file_filter_add_mime_type (xml, "application/xml");
  g_list_store_append (filters, xml);
  return G_LIST_MODEL (filters);
}

static void
on_import_chosen (GFile    *file,
                  gpointer  user_data)
{
  g_autoptr(BreakevenOfferPicker) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  int added;

  if (file == NULL)
    return;
  added = breakeven_catalogue_import (self->catalogue, file, &error);
  if (added < 0)
    {
      _breakeven_offer_picker_show_message (self, error->message, TRUE);
      return;
    }
  message = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                          "%d new offer imported; offers already in the "
                                          "catalogue were skipped",
                                          "%d new offers imported; offers already in the "
                                          "catalogue were skipped",
                                          added),
                             added);
  _breakeven_offer_picker_show_message (self, message, FALSE);
  _breakeven_offer_picker_update_choices (self);
  _breakeven_offer_picker_refresh (self);
}

static void
picker_import (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  g_autoptr(GListModel) filters = _breakeven_offer_picker_catalogue_filters ();

  breakeven_compat_choose_file (GTK_WINDOW (widget), _("Import Offer Catalogue"), _("_Import"),
                                FALSE, filters, NULL, NULL, on_import_chosen,
                                g_object_ref (widget));
}

/* Life cycle --------------------------------------------------------------------------------- */

static void
breakeven_offer_picker_dispose (GObject *object)
{
  BreakevenOfferPicker *self = BREAKEVEN_OFFER_PICKER (object);

  if (self->project != NULL)
    g_signal_handlers_disconnect_by_data (self->project, self);
  if (self->catalogue != NULL)
    g_signal_handlers_disconnect_by_data (breakeven_catalogue_get_own (self->catalogue), self);
  /* An import under way ends with nothing to show */
  if (self->import_cancellable != NULL)
    g_cancellable_cancel (self->import_cancellable);
  /* A question about this picker's change goes with it */
  if (self->changed_on_disk_dialog != NULL)
    {
      GtkWidget *dialog = self->changed_on_disk_dialog;

      g_object_remove_weak_pointer (G_OBJECT (dialog), (gpointer *) &self->changed_on_disk_dialog);
      self->changed_on_disk_dialog = NULL;
      gtk_window_destroy (GTK_WINDOW (dialog));
    }
  self->import_revealer = NULL;
  self->import_label = NULL;
  self->import_progress = NULL;
  gtk_widget_dispose_template (GTK_WIDGET (self), BREAKEVEN_TYPE_OFFER_PICKER);
  if (self->document_signals != NULL)
    g_signal_group_set_target (self->document_signals, NULL);
  g_clear_object (&self->document_signals);
  g_clear_object (&self->document);
  g_clear_object (&self->project);
  g_clear_object (&self->catalogue);
  g_clear_object (&self->results);
  g_clear_pointer (&self->analysis, breakeven_analysis_unref);

  G_OBJECT_CLASS (breakeven_offer_picker_parent_class)->dispose (object);
}

static void
breakeven_offer_picker_finalize (GObject *object)
{
  BreakevenOfferPicker *self = BREAKEVEN_OFFER_PICKER (object);

  g_clear_pointer (&self->gpu_values, g_ptr_array_unref);
  g_clear_pointer (&self->provider_values, g_ptr_array_unref);
  g_clear_pointer (&self->currency_values, g_ptr_array_unref);
  g_clear_pointer (&self->source_values, g_ptr_array_unref);
  g_clear_pointer (&self->vram_values, g_array_unref);

  G_OBJECT_CLASS (breakeven_offer_picker_parent_class)->finalize (object);
}

static void
focus_search (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  gtk_widget_grab_focus (GTK_WIDGET (BREAKEVEN_OFFER_PICKER (widget)->search_entry));
}

static gboolean
breakeven_offer_picker_close_request (GtkWindow *window)
{
  if (_breakeven_offer_picker_ask_before_close (BREAKEVEN_OFFER_PICKER (window)))
    return TRUE;
  return GTK_WINDOW_CLASS (breakeven_offer_picker_parent_class)->close_request (window);
}

gboolean
breakeven_offer_picker_ask_before_parent_closes (GtkWindow *parent)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  g_return_val_if_fail (GTK_IS_WINDOW (parent), FALSE);
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (BREAKEVEN_IS_OFFER_PICKER (window) && gtk_window_get_transient_for (window) == parent
          && _breakeven_offer_picker_ask_before_close (BREAKEVEN_OFFER_PICKER (window)))
        return TRUE;
    }
  return FALSE;
}

static void
breakeven_offer_picker_class_init (BreakevenOfferPickerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  GTK_WINDOW_CLASS (klass)->close_request = breakeven_offer_picker_close_request;
  object_class->dispose = breakeven_offer_picker_dispose;
  object_class->finalize = breakeven_offer_picker_finalize;
  object_class->get_property = breakeven_offer_picker_get_property;
  object_class->set_property = breakeven_offer_picker_set_property;

  /* The document of the project compared (the window's): its analysis measures the rows */
  properties[PROP_DOCUMENT] =
    g_param_spec_object ("document", NULL, NULL, BREAKEVEN_TYPE_DOCUMENT,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_EXPLICIT_NOTIFY
                         | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/ui/breakeven-offer-picker.ui");
#define CHILD(name) gtk_widget_class_bind_template_child (widget_class, BreakevenOfferPicker, name)
  CHILD (window_title);
  CHILD (toast_overlay);
  CHILD (error_revealer);
  CHILD (error_label);
  CHILD (search_entry);
  CHILD (vram_dropdown);
  CHILD (gpu_dropdown);
  CHILD (provider_dropdown);
  CHILD (currency_dropdown);
  CHILD (source_dropdown);
  CHILD (billing_dropdown);
  CHILD (max_price_entry);
  CHILD (sort_dropdown);
  CHILD (count_label);
  CHILD (broken_label);
  CHILD (currency_note);
  CHILD (results_scroller);
  CHILD (results_list);
#undef CHILD
  gtk_widget_class_bind_template_callback (widget_class, on_filter_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_max_price_changed);

  gtk_widget_class_install_action (widget_class, "picker.new", NULL, picker_new);
  gtk_widget_class_install_action (widget_class, "picker.import", NULL, picker_import);
  gtk_widget_class_install_action (widget_class, "picker.import-prices", NULL,
                                   _breakeven_offer_picker_import_prices);
  gtk_widget_class_install_action (widget_class, "picker.export", NULL,
                                   _breakeven_offer_picker_export);
  gtk_widget_class_install_action (widget_class, "picker.undo-import", NULL,
                                   _breakeven_offer_picker_undo_import);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  gtk_widget_class_install_action (widget_class, "picker.focus-search", NULL, focus_search);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_f, GDK_CONTROL_MASK,
                                       "picker.focus-search", NULL);
}

static void
breakeven_offer_picker_init (BreakevenOfferPicker *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  breakeven_compat_fix_tooltips (GTK_WIDGET (self));

  self->results = g_list_store_new (BREAKEVEN_TYPE_OFFER);
  self->document_signals = g_signal_group_new (BREAKEVEN_TYPE_DOCUMENT);
  g_signal_group_connect_object (self->document_signals, "notify::analysis",
                                 G_CALLBACK (on_analysis_changed), self, G_CONNECT_SWAPPED);
  self->gpu_values = g_ptr_array_new_with_free_func (g_free);
  self->provider_values = g_ptr_array_new_with_free_func (g_free);
  self->currency_values = g_ptr_array_new_with_free_func (g_free);
  self->source_values = g_ptr_array_new_with_free_func (g_free);
  self->vram_values = g_array_new (FALSE, FALSE, sizeof (double));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "picker.undo-import", FALSE);
  gtk_list_box_bind_model (self->results_list, G_LIST_MODEL (self->results),
                           _breakeven_offer_picker_create_row, self, NULL);
  gtk_search_entry_set_key_capture_widget (self->search_entry, GTK_WIDGET (self));
}

BreakevenOfferPicker *
breakeven_offer_picker_new (GtkWindow          *parent,
                            BreakevenDocument  *document,
                            BreakevenCatalogue *catalogue,
                            const char         *load_error)
{
  BreakevenOfferPicker *self;
  BreakevenProject *project;

  g_return_val_if_fail (BREAKEVEN_IS_DOCUMENT (document), NULL);
  g_return_val_if_fail (BREAKEVEN_IS_CATALOGUE (catalogue), NULL);

  self = g_object_new (BREAKEVEN_TYPE_OFFER_PICKER, "transient-for", parent,
                       "document", document, NULL);
  project = self->project;
  self->catalogue = g_object_ref (catalogue);
  /* The picker saves on its main loop: a program stuck with the lock is said after a second,
   * not waited for a minute with the window frozen */
  breakeven_catalogue_set_lock_wait (self->catalogue, BREAKEVEN_MAX_WINDOW_LOCK_WAIT_MS);

  update_price_placeholder (self);
  if (breakeven_catalogue_get_user_file_broken (catalogue))
    _breakeven_offer_picker_update_broken_note (self, load_error);
  else if (load_error != NULL)
    _breakeven_offer_picker_show_message (self, load_error, TRUE);

  g_signal_connect_object (project, "changed", G_CALLBACK (on_project_changed), self,
                           G_CONNECT_SWAPPED);
  restore_filters (self);
  _breakeven_offer_picker_refresh (self);
  return self;
}

GListModel *
breakeven_offer_picker_get_results (BreakevenOfferPicker *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_OFFER_PICKER (self), NULL);
  return G_LIST_MODEL (self->results);
}

void
breakeven_offer_picker_forget_filters (void)
{
  PickerFilters *f = &session_filters;

  g_clear_pointer (&f->search, g_free);
  g_clear_pointer (&f->gpu, g_free);
  g_clear_pointer (&f->provider, g_free);
  g_clear_pointer (&f->currency, g_free);
  g_clear_pointer (&f->source, g_free);
  g_clear_pointer (&f->max_price, g_free);
  *f = (PickerFilters) { 0 };
}

BreakevenCatalogue *
breakeven_offer_picker_get_default_catalogue (const char **load_error)
{
  static BreakevenCatalogue *catalogue;
  static char *error_message;

  if (catalogue == NULL)
    {
      g_autoptr(GError) error = NULL;

      catalogue = breakeven_catalogue_new (NULL);
      breakeven_catalogue_load (catalogue, &error);
      if (error != NULL)
        error_message = g_strdup (error->message);
    }
  if (load_error)
    *load_error = error_message;
  return catalogue;
}
