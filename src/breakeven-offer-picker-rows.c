/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-offer-picker-rows.c: the offer picker's rows: what each says, what its buttons do
 * (the rows are BreakevenOfferPickerRow), and the exchange rate a comparison may ask for */

#include "config.h"

#include <glib/gi18n.h>

#include "breakeven-chart.h"
#include "breakeven-format.h"
#include "breakeven-import.h"
#include "breakeven-limits.h"
#include "breakeven-number-field.h"
#include "breakeven-offer-picker-private.h"
#include "breakeven-offer-picker-row.h"
#include "breakeven-reference-rates.h"
#include "breakeven-report.h"

/* Rows --------------------------------------------------------------------------------------- */

/* The offer of the project equal to OFFER (what "compared" means for a catalogue row) */
static gboolean
find_compared (BreakevenOfferPicker *self,
               BreakevenOffer       *offer,
               guint                *position)
{
  GListModel *offers = G_LIST_MODEL (breakeven_project_get_offers (self->project));

  for (guint i = 0; i < g_list_model_get_n_items (offers); i++)
    {
      g_autoptr(BreakevenOffer) other = g_list_model_get_item (offers, i);

      if (breakeven_offer_equal (other, offer))
        {
          if (position)
            *position = i;
          return TRUE;
        }
    }
  return FALSE;
}

/* An instance of several GPUs also shows its price per GPU, as comparators do */
static char *
per_gpu (BreakevenOffer *offer,
         const char     *currency,
         char           *instance)
{
  guint count = breakeven_offer_get_gpu_count (offer);
  g_autofree char *each = NULL;
  char *both;

  if (count <= 1)
    return instance;
  each = breakeven_format_money (breakeven_offer_get_price_per_hour (offer) / count, currency, 2);
  /* Translators: the instance's price, then its price per GPU: "$31.92/h, $3.99/h per GPU" */
  both = g_strdup_printf (_("%s, %s/h per GPU"), instance, each);
  g_free (instance);
  return both;
}

static char *
describe_price (BreakevenOfferPicker *self,
                BreakevenOffer       *offer)
{
  const char *project_currency = breakeven_project_get_currency (self->project);
  const char *currency = breakeven_offer_get_currency (offer);
  g_autofree char *own = NULL;
  double converted;

  if (currency == NULL)
    currency = project_currency;
  own = breakeven_format_money (breakeven_offer_get_price_per_hour (offer), currency, 2);
  if (g_strcmp0 (currency, project_currency) != 0
      && breakeven_project_convert (self->project, currency,
                                    breakeven_offer_get_price_per_hour (offer), &converted, NULL))
    {
      g_autofree char *local = breakeven_format_money (converted, project_currency, 2);

      /* Translators: a price per hour in the offer's currency and in the project's,
         "$0.34/h (¥2.41/h)" */
      return per_gpu (offer, currency, g_strdup_printf (_("%s/h (%s/h)"), own, local));
    }
  /* Translators: a price per hour, "¥2.58/h" */
  return per_gpu (offer, currency, g_strdup_printf (_("%s/h"), own));
}

static char *
describe_offer (BreakevenOfferPicker *self,
                BreakevenOffer       *offer)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autoptr(GError) error = NULL;
  g_autofree char *price = describe_price (self, offer);
  g_autofree char *vram = breakeven_format_number (breakeven_offer_get_vram_gb (offer), 0);
  g_autofree char *dated = NULL;
  g_autofree char *verdict = NULL;
  g_autofree char *origin = NULL;
  g_autofree char *billing = NULL;
  g_autofree char *speed = NULL;
  g_autofree char *group = _breakeven_offer_picker_source_group (self, offer);
  const char *as_of = breakeven_offer_get_as_of (offer);
  const char *gpu = breakeven_offer_get_gpu (offer);
  BreakevenOfferResult result;

  if (*as_of == '\0')
    dated = g_strdup (_("undated"));
  else if (breakeven_offer_is_stale (offer, now))
    /* Translators: the date a price was read, marked as old: "as of 2026-03, over six months old" */
    dated = g_strdup_printf (_("as of %s, over six months old"), as_of);
  else
    /* Translators: the date a price was read: "as of 2026-09-25" */
    dated = g_strdup_printf (_("as of %s"), as_of);

  if (g_strcmp0 (group, SOURCE_BUNDLED) == 0)
    origin = g_strdup (_("bundled"));
  else if (g_strcmp0 (group, SOURCE_OWN) == 0)
    origin = g_strdup (_("my offer"));
  else
    {
      g_autofree char *key = breakeven_import_source_key (breakeven_offer_get_source (offer));

      /* Translators: where an offer comes from, "imported from dstack gpuhunt: runpod" */
      origin = g_strdup_printf (_("imported from %s"), key);
    }

  if (breakeven_offer_get_billing (offer) != BREAKEVEN_BILLING_SPOT)
    billing = g_strdup (_("on demand"));
  else if (breakeven_offer_get_interruption_overhead_percent (offer) > 0)
    {
      g_autofree char *percent =
        breakeven_format_number (breakeven_offer_get_interruption_overhead_percent (offer), 1);

      /* Translators: a spot offer and the work it loses to interruptions, "spot, +10 % for
         interruptions" */
      billing = g_strdup_printf (_("spot, +%s %% for interruptions"), percent);
    }
  else
    /* The catalogues give no interruption overhead: 0 means nobody said, not none (it is
     * counted as 0 until the user sets one) */
    billing = g_strdup (_("spot, interruption overhead unknown"));

  /* The speed the figures use against the build, and its kind */
  {
    BreakevenOfferInputs inputs = { 0 };

    breakeven_offer_speed_inputs (self->project, offer, &inputs);
    speed = breakeven_report_speed_label (&inputs);
  }
  if (self->analysis == NULL)
    verdict = g_strdup ("");
  else if (!breakeven_analysis_evaluate_offer (self->analysis, self->project, offer, &result, &error))
    verdict = g_strdup (error->message);
  else
    {
      g_autofree char *hybrid = breakeven_report_hybrid_line (self->analysis, &result);

      verdict = breakeven_chart_describe_crossing (result.breakeven_months,
                                                   self->analysis->inputs.horizon_months);
      if (hybrid != NULL)
        {
          g_autofree char *crossing = g_steal_pointer (&verdict);

          /* Translators: joins the hybrid's cost and the instances it needs */
          verdict = g_strdup_printf (_("%s · %s"), crossing, hybrid);
        }
      g_clear_object (&result.offer);
    }

  /* Translators: "RTX 4090 × 1 · 24 GB · speed 0.70 · benchmark · $0.34/h (¥2.41/h) · on
     demand" then, on a second line, "as of 2026-09-25 · bundled · breaks even at 29.1 months" */
  return g_strdup_printf (_("%s × %u · %s GB · %s · %s · %s\n%s · %s · %s"),
                          *gpu ? gpu : _("GPU"), breakeven_offer_get_gpu_count (offer), vram,
                          speed, price, billing, dated, origin, verdict);
}

/* Before a save: the own file that could not be read, and that it will be kept aside; after:
 * where it went */
void
_breakeven_offer_picker_update_broken_note (BreakevenOfferPicker *self,
                                            const char           *load_error)
{
  GFile *aside = breakeven_catalogue_get_broken_file (self->catalogue);
  g_autofree char *text = NULL;

  if (aside != NULL)
    {
      g_autofree char *path = g_file_get_parse_name (aside);

      /* Translators: %s is a file path */
      text = g_strdup_printf (_("Your own offers file could not be read, so it was kept aside "
                                "as %s; your offers are now saved in a new file."), path);
    }
  else if (breakeven_catalogue_get_user_file_broken (self->catalogue))
    {
      g_autofree char *what = g_strdup (load_error != NULL ? load_error : _("unknown error"));
      gsize length = strlen (what);

      /* One full stop, whether the error ends with its own or not */
      if (length > 0 && what[length - 1] == '.')
        what[length - 1] = '\0';
      /* Translators: %s is "FILE:LINE: what is wrong" */
      text = g_strdup_printf (_("Your own offers file could not be read: %s. It will be kept "
                                "aside as offers.xml.broken when you next save."), what);
    }
  else if (load_error == NULL)
    return;
  gtk_label_set_text (self->broken_label, text ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->broken_label), text != NULL);
}

static void save_own_as (BreakevenOfferPicker *self,
                         gboolean              overwrite);

/* Someone else's change to the offers file, or this window's: the user's choice */
static void ask_changed_on_disk (BreakevenOfferPicker *self);

static gboolean
close_picker (gpointer data)
{
  gtk_window_close (GTK_WINDOW (data));
  return G_SOURCE_REMOVE;
}

static void
on_changed_on_disk_response (AdwMessageDialog     *dialog,
                             const char           *response,
                             BreakevenOfferPicker *self)
{
  g_autoptr(GError) error = NULL;

  if (g_strcmp0 (response, "overwrite") == 0)
    {
      /* What the picker said while it waited is answered now */
      _breakeven_offer_picker_show_message (self, NULL, FALSE);
      self->unwritten = FALSE;
      save_own_as (self, TRUE);
    }
  else if (g_strcmp0 (response, "reload") == 0)
    {
      self->unwritten = FALSE;
      breakeven_catalogue_load (self->catalogue, &error);
      _breakeven_offer_picker_show_message (self, error != NULL ? error->message : NULL,
                                            error != NULL);
      _breakeven_offer_picker_update_choices (self);
      _breakeven_offer_picker_refresh (self);
    }
  else
    {
      g_autofree char *name = g_file_get_parse_name (breakeven_catalogue_get_user_file (
                                                       self->catalogue));
      /* Translators: %s is the path of the user's own offers file */
      g_autofree char *message = g_strdup_printf (_("%s: the change made here is not written, "
                                                    "because another window or program "
                                                    "changed the file; make a change again to "
                                                    "choose Reload or Overwrite"), name);

      /* Cancelled: never as if it were written, nor as if it would be; asked again when the
       * picker closes */
      _breakeven_offer_picker_show_message (self, message, TRUE);
      self->unwritten = TRUE;
      self->closing = FALSE;
      return;
    }
  /* Answered while closing: the picker closes, its change written or let go as chosen, once
   * the question is done with its response (closing the picker destroys the question) */
  if (self->closing && !self->unwritten)
    g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, close_picker, g_object_ref (self), g_object_unref);
}

gboolean
_breakeven_offer_picker_ask_before_close (BreakevenOfferPicker *self)
{
  if (!self->unwritten)
    return FALSE;
  self->closing = TRUE;
  ask_changed_on_disk (self);
  return TRUE;
}

static void
ask_changed_on_disk (BreakevenOfferPicker *self)
{
  GFile *file = breakeven_catalogue_get_user_file (self->catalogue);
  g_autofree char *name = g_file_get_parse_name (file);
  AdwMessageDialog *dialog;
  /* Translators: %s is the path of the user's own offers file */
  g_autofree char *body = NULL;

  /* Asked already: one question answers for every change made since */
  if (self->changed_on_disk_dialog != NULL)
    {
      gtk_window_present (GTK_WINDOW (self->changed_on_disk_dialog));
      return;
    }
  body = g_strdup_printf (_("%s was changed by another window or program since this one read "
                            "it. Reload it, and lose what was changed here since, or "
                            "overwrite it, and lose the other change?"), name);

  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self),
                                                       _("Your Offers Changed on Disk"), body));
  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "reload", _("_Reload"),
                                    "overwrite", _("_Overwrite"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "overwrite", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (dialog, "reload");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_changed_on_disk_response), self, 0);
  self->changed_on_disk_dialog = GTK_WIDGET (dialog);
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &self->changed_on_disk_dialog);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* A save another program's lock kept out, tried again until it is let in (the picker may be
 * closed by then, the window too: the application is held until the save is done) */
typedef struct
{
  BreakevenCatalogue *catalogue;
  GWeakRef picker;
  GApplication *application;
  gint64 deadline;
} SaveRetry;

#define SAVE_RETRY_MSEC 200

static GQuark
save_retry_quark (void)
{
  return g_quark_from_static_string ("breakeven-offer-picker-save-retry");
}

static void
save_retry_free (gpointer data)
{
  SaveRetry *retry = data;

  g_object_set_qdata (G_OBJECT (retry->catalogue), save_retry_quark (), NULL);
  g_weak_ref_clear (&retry->picker);
  if (retry->application != NULL)
    {
      g_application_release (retry->application);
      g_object_unref (retry->application);
    }
  g_object_unref (retry->catalogue);
  g_free (retry);
}

static void save_own_done (BreakevenOfferPicker *self,
                           GError               *error,
                           gboolean              was_waiting);

static gboolean
on_save_retry (gpointer data)
{
  SaveRetry *retry = data;
  g_autoptr(BreakevenOfferPicker) picker = g_weak_ref_get (&retry->picker);
  g_autoptr(GError) error = NULL;
  gboolean saved;

  /* One try, not a wait: the main loop goes on between tries */
  breakeven_catalogue_set_lock_wait (retry->catalogue, 0);
  saved = breakeven_catalogue_save_own_full (retry->catalogue, FALSE, &error);
  breakeven_catalogue_set_lock_wait (retry->catalogue, BREAKEVEN_MAX_WINDOW_LOCK_WAIT_MS);
  if (!saved && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_BUSY))
    {
      g_autofree char *name = NULL;

      if (g_get_monotonic_time () < retry->deadline)
        return G_SOURCE_CONTINUE;
      /* As long as the command line waits: what the one try said ("for 1 second") is not
       * what happened */
      name = g_file_get_parse_name (breakeven_catalogue_get_user_file (retry->catalogue));
      g_clear_error (&error);
      g_set_error (&error, G_IO_ERROR, G_IO_ERROR_BUSY,
                   /* Translators: %s is the path of the user's own offers file, %d seconds */
                   _("%s: another program has been changing it for %d seconds; the change "
                     "made here could not be written"),
                   name, BREAKEVEN_MAX_LOCK_WAIT_SECONDS);
    }
  if (picker != NULL)
    save_own_done (picker, saved ? NULL : error, TRUE);
  else if (!saved)
    /* No window left to say it in */
    g_printerr ("%s\n", error->message);
  return G_SOURCE_REMOVE;
}

static void
save_own_later (BreakevenOfferPicker *self)
{
  SaveRetry *retry;

  if (g_object_get_qdata (G_OBJECT (self->catalogue), save_retry_quark ()) != NULL)
    return;
  retry = g_new0 (SaveRetry, 1);
  retry->catalogue = g_object_ref (self->catalogue);
  g_weak_ref_init (&retry->picker, self);
  retry->application = g_application_get_default ();
  if (retry->application != NULL)
    {
      g_object_ref (retry->application);
      g_application_hold (retry->application);
    }
  /* As long as the command line waits for the lock */
  retry->deadline = g_get_monotonic_time ()
                    + (gint64) BREAKEVEN_MAX_LOCK_WAIT_SECONDS * G_USEC_PER_SEC;
  g_object_set_qdata (G_OBJECT (self->catalogue), save_retry_quark (), retry);
  g_timeout_add_full (G_PRIORITY_DEFAULT, SAVE_RETRY_MSEC, on_save_retry, retry,
                      save_retry_free);
}

/* What a save of the own offers came to: ERROR NULL when they are written; WAS_WAITING: the
 * picker says it waits for the lock, and no longer needs to */
static void
save_own_done (BreakevenOfferPicker *self,
               GError               *error,
               gboolean              was_waiting)
{
  if (error == NULL)
    {
      if (was_waiting)
        _breakeven_offer_picker_show_message (self, NULL, FALSE);
      _breakeven_offer_picker_update_broken_note (self, NULL);
    }
  else if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_WRONG_ETAG))
    ask_changed_on_disk (self);
  else
    _breakeven_offer_picker_show_message (self, error->message, TRUE);
  _breakeven_offer_picker_update_choices (self);
  _breakeven_offer_picker_refresh (self);
}

static void
save_own_as (BreakevenOfferPicker *self,
             gboolean              overwrite)
{
  g_autoptr(GError) error = NULL;

  if (!breakeven_catalogue_save_own_full (self->catalogue, overwrite, &error)
      && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_BUSY))
    {
      g_autofree char *name = g_file_get_parse_name (breakeven_catalogue_get_user_file (
                                                       self->catalogue));
      /* Translators: %s is the path of the user's own offers file */
      g_autofree char *message = g_strdup_printf (_("%s: another program is changing it; "
                                                    "your change is kept here and written as "
                                                    "soon as that program is done"), name);

      /* Written when the lock is let go, without another change (or a second copy made to
       * "try again") */
      _breakeven_offer_picker_show_message (self, message, TRUE);
      save_own_later (self);
      _breakeven_offer_picker_update_choices (self);
      _breakeven_offer_picker_refresh (self);
      return;
    }
  save_own_done (self, error, FALSE);
}

void
_breakeven_offer_picker_save_own (BreakevenOfferPicker *self)
{
  save_own_as (self, FALSE);
}

/* A project holds at most BREAKEVEN_MAX_ITEMS offers: one more is refused, and said so */
static gboolean
room_for_offer (BreakevenOfferPicker *self)
{
  g_autofree char *message = NULL;

  if (g_list_model_get_n_items (G_LIST_MODEL (breakeven_project_get_offers (self->project)))
      < BREAKEVEN_MAX_ITEMS)
    return TRUE;
  /* Translators: %u is the most offers a project can hold, 1000 */
  message = g_strdup_printf (_("This project already compares %u offers, the most it can "
                               "hold. Remove one before adding another."),
                             (guint) BREAKEVEN_MAX_ITEMS);
  _breakeven_offer_picker_show_message (self, message, TRUE);
  return FALSE;
}

/* The offer waiting for its rate, and the picker it goes to (gone if the picker is) */
typedef struct
{
  GWeakRef picker;
  BreakevenOffer *offer;
} RateRequest;

static void
rate_request_free (gpointer data,
                   GClosure *closure)
{
  RateRequest *request = data;

  g_weak_ref_clear (&request->picker);
  g_clear_object (&request->offer);
  g_free (request);
}

static void
on_rate_response (AdwMessageDialog *dialog,
                  const char       *response,
                  RateRequest      *request)
{
  g_autoptr(BreakevenOfferPicker) self = g_weak_ref_get (&request->picker);
  GtkEditable *entry = GTK_EDITABLE (adw_message_dialog_get_extra_child (dialog));
  BreakevenOffer *offer = request->offer;
  double rate;

  if (self == NULL || g_strcmp0 (response, "set") != 0
      || !breakeven_parse_decimal (gtk_editable_get_text (entry), &rate) || rate <= 0
      || !room_for_offer (self))
    return;
  /* The rate and the offer: one step */
  breakeven_document_begin_step (self->document, _("Compare Offer"));
  breakeven_project_set_exchange_rate (self->project, breakeven_offer_get_currency (offer),
                                       breakeven_project_get_currency (self->project), rate);
  g_list_store_append (breakeven_project_get_offers (self->project), offer);
  breakeven_document_end_step (self->document);
}

static void
on_rate_changed (GtkEditable      *entry,
                 AdwMessageDialog *dialog)
{
  double rate;
  gboolean valid = breakeven_parse_decimal (gtk_editable_get_text (entry), &rate) && rate > 0;

  breakeven_widget_set_error (GTK_WIDGET (entry),
                              valid || *gtk_editable_get_text (entry) == '\0'
                              ? NULL : _("A rate is a positive number, such as 7.1"));
  adw_message_dialog_set_response_enabled (dialog, "set", valid);
}

/* A missing exchange rate is asked for, never guessed */
static void
ask_rate_then_compare (BreakevenOfferPicker *self,
                       BreakevenOffer       *copy)
{
  const char *from = breakeven_offer_get_currency (copy);
  const char *to = breakeven_project_get_currency (self->project);
  g_autofree char *body = NULL;
  GtkWidget *entry = gtk_entry_new ();
  GtkWidget *dialog;
  RateRequest *request;

  g_autofree char *number = NULL;
  g_autofree char *reference = breakeven_reference_rate_suggest (from, to, &number);

  if (reference != NULL)
    {
      /* Translators: the rate dialog with a published rate to start from, "How many CNY is
       * 1 USD? People's Bank of China …, 2026-05-06: 1 USD = 6.8562 CNY (https://…). Confirm
       * it or type today's; the rate is saved with the project." */
      body = g_strdup_printf (_("This offer is priced in %s and the project in %s. How many %s "
                                "is 1 %s? %s. Confirm it or type today’s; the rate is saved "
                                "with the project."), from, to, to, from, reference);
      gtk_editable_set_text (GTK_EDITABLE (entry), number);
    }
  else
    /* Translators: "How many CNY is 1 USD?" */
    body = g_strdup_printf (_("This offer is priced in %s and the project in %s. How many %s "
                              "is 1 %s? The rate is saved with the project."), from, to, to, from);
  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Exchange Rate Needed"), body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "set", _("_Compare"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "set",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "set");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_response_enabled (ADW_MESSAGE_DIALOG (dialog), "set",
                                           reference != NULL);
  gtk_widget_set_name (entry, "rate-entry");
  gtk_entry_set_input_purpose (GTK_ENTRY (entry), GTK_INPUT_PURPOSE_NUMBER);
  gtk_entry_set_activates_default (GTK_ENTRY (entry), TRUE);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), entry);
  g_signal_connect (entry, "changed", G_CALLBACK (on_rate_changed), dialog);
  request = g_new0 (RateRequest, 1);
  g_weak_ref_init (&request->picker, self);
  request->offer = g_object_ref (copy);
  g_signal_connect_data (dialog, "response", G_CALLBACK (on_rate_response), request,
                         rate_request_free, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
compare_offer (BreakevenOfferPicker *self,
               BreakevenOffer       *offer)
{
  g_autoptr(BreakevenOffer) copy = NULL;
  guint position;
  double unused;

  if (find_compared (self, offer, &position))
    {
      breakeven_document_begin_step (self->document, _("Remove Offer"));
      g_list_store_remove (breakeven_project_get_offers (self->project), position);
      breakeven_document_end_step (self->document);
      return;
    }
  if (!room_for_offer (self))
    return;
  /* A copy, so that editing the comparison never changes the catalogue */
  copy = breakeven_offer_copy (offer);
  if (!breakeven_project_convert (self->project, breakeven_offer_get_currency (copy), 1,
                                  &unused, NULL))
    ask_rate_then_compare (self, copy);
  else
    {
      breakeven_document_begin_step (self->document, _("Compare Offer"));
      g_list_store_append (breakeven_project_get_offers (self->project), copy);
      breakeven_document_end_step (self->document);
    }
}

static void
duplicate_offer (BreakevenOfferPicker *self,
                 BreakevenOffer       *offer)
{
  g_autoptr(BreakevenOffer) copy = breakeven_offer_copy (offer);
  /* Translators: the name of a copied offer, "RTX 4090 (copy)" */
  g_autofree char *name = g_strdup_printf (_("%s (copy)"), breakeven_offer_get_name (offer));

  breakeven_offer_set_name (copy, name);
  g_list_store_append (breakeven_catalogue_get_own (self->catalogue), copy);
  _breakeven_offer_picker_save_own (self);
  _breakeven_offer_picker_open_offer_dialog (self, copy);
}

static void
delete_offer (BreakevenOfferPicker *self,
              BreakevenOffer       *offer)
{
  guint position;

  if (g_list_store_find (breakeven_catalogue_get_own (self->catalogue), offer, &position))
    {
      g_list_store_remove (breakeven_catalogue_get_own (self->catalogue), position);
      _breakeven_offer_picker_save_own (self);
    }
}

/* A row's button: ACTION is "compare", "edit", "duplicate" or "delete" */
void
_breakeven_offer_picker_row_activated (BreakevenOfferPicker *self,
                                       const char           *action,
                                       BreakevenOffer       *offer)
{
  if (g_str_equal (action, "compare"))
    compare_offer (self, offer);
  else if (g_str_equal (action, "edit"))
    _breakeven_offer_picker_open_offer_dialog (self, offer);
  else if (g_str_equal (action, "duplicate"))
    duplicate_offer (self, offer);
  else if (g_str_equal (action, "delete"))
    delete_offer (self, offer);
}

GtkWidget *
_breakeven_offer_picker_create_row (gpointer item,
                                    gpointer user_data)
{
  BreakevenOfferPicker *self = user_data;
  BreakevenOffer *offer = item;
  GtkWidget *row = breakeven_offer_picker_row_new (offer,
                                                   breakeven_catalogue_is_own (self->catalogue,
                                                                               offer));
  g_autofree char *title = breakeven_chart_offer_label (offer);
  g_autofree char *subtitle = describe_offer (self, offer);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  breakeven_offer_picker_row_set_compared (BREAKEVEN_OFFER_PICKER_ROW (row),
                                           find_compared (self, offer, NULL));
  return row;
}

/* A row as it is: its figures against the analysis, and whether its offer is compared.  The
 * row stays where it is (under the pointer) */
void
_breakeven_offer_picker_update_row (BreakevenOfferPicker *self,
                                    GtkWidget            *row)
{
  BreakevenOffer *offer = breakeven_offer_picker_row_get_offer (BREAKEVEN_OFFER_PICKER_ROW (row));
  g_autofree char *subtitle = describe_offer (self, offer);

  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  breakeven_offer_picker_row_set_compared (BREAKEVEN_OFFER_PICKER_ROW (row),
                                           find_compared (self, offer, NULL));
}
