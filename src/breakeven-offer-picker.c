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
#include "breakeven-offer-picker.h"
#include "breakeven-reference-rates.h"
#include "breakeven-report.h"

struct _BreakevenOfferPicker
{
  AdwWindow parent_instance;

  AdwWindowTitle *window_title;
  AdwToastOverlay *toast_overlay;
  GtkRevealer *error_revealer;
  GtkLabel *error_label;
  GtkSearchEntry *search_entry;
  GtkDropDown *vram_dropdown;
  GtkDropDown *gpu_dropdown;
  GtkDropDown *provider_dropdown;
  GtkDropDown *currency_dropdown;
  GtkDropDown *source_dropdown;
  GtkDropDown *billing_dropdown;
  GtkEntry *max_price_entry;
  GtkDropDown *sort_dropdown;
  GtkLabel *count_label;
  GtkLabel *broken_label;
  GtkLabel *currency_note;
  GtkScrolledWindow *results_scroller;
  GtkListBox *results_list;

  BreakevenProject *project;
  BreakevenDocument *document;
  GSignalGroup *document_signals;
  BreakevenCatalogue *catalogue;
  /* The document's, or without one the picker's own */
  BreakevenAnalysis *analysis;
  GListStore *results;
  /* The raw values behind the GPU, provider and currency choices ("" for "any") */
  GPtrArray *gpu_values;
  GPtrArray *provider_values;
  GPtrArray *currency_values;
  /* The source choices: "" for any, SOURCE_BUNDLED, SOURCE_OWN, or an import's group */
  GPtrArray *source_values;
  /* The values behind the VRAM choices: 0 for any, a threshold in GB, VRAM_ENOUGH_FOR_JOB */
  GArray *vram_values;
  double max_price;
  gboolean updating_choices;
  /* While the filters of the session are put back: no refresh, nothing remembered */
  gboolean restoring;
  /* A price catalogue import under way (in a thread), and what shows it */
  GCancellable *import_cancellable;
  GtkRevealer *import_revealer;
  GtkLabel *import_label;
  GtkProgressBar *import_progress;
};

/* The filters of this run of the application, which every new picker starts from */
typedef struct
{
  gboolean set;
  char *search;
  double vram;
  char *gpu;
  char *provider;
  char *currency;
  char *source;
  guint billing;
  char *max_price;
  guint sort;
} PickerFilters;

static PickerFilters session_filters;

/* Where an offer comes from, as the source filter groups offers; an import's group is its key
 * and its date, "dstack gpuhunt: runpod\x1f2026-08-18" */
#define SOURCE_BUNDLED "\x01bundled"
#define SOURCE_OWN "\x01own"
#define SOURCE_DATE_SEPARATOR '\x1f'

G_DEFINE_FINAL_TYPE (BreakevenOfferPicker, breakeven_offer_picker, ADW_TYPE_WINDOW)

/* The VRAM thresholds the filter may offer: only those that leave some offers out and keep
 * some are shown, after "Any VRAM" and before "Enough for the job" */
static const double vram_thresholds[] = { 16, 24, 32, 40, 48, 80, 96, 141 };
/* The value behind "Enough for the job": the usage's VRAM needed */
#define VRAM_ENOUGH_FOR_JOB (-1.0)

/* The sort choices past the core's: price per unit of work, price / relative speed */
#define SORT_PRICE_PER_WORK 3

enum {
  PROP_0,
  PROP_DOCUMENT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void refresh (BreakevenOfferPicker *self);

static void
show_message (BreakevenOfferPicker *self,
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

/* Choices ------------------------------------------------------------------------------------ */

typedef const char *(*OfferField) (BreakevenOffer *offer);

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return g_utf8_collate (*(const char *const *) a, *(const char *const *) b);
}

/* Refills DROPDOWN with "any" and the distinct values of FIELD, keeping the current choice */
/* Sets DROPDOWN to LABELS, choosing SELECTED, without taking it as a change of filter */
static void
set_choices (BreakevenOfferPicker *self,
             GtkDropDown          *dropdown,
             GtkStringList        *labels,
             guint                 selected)
{
  self->updating_choices = TRUE;
  gtk_drop_down_set_model (dropdown, G_LIST_MODEL (labels));
  gtk_drop_down_set_selected (dropdown, selected);
  self->updating_choices = FALSE;
  g_object_unref (labels);
}

/* The raw value DROPDOWN shows now, a copy; or WANTED when given */
static char *
current_choice (GtkDropDown *dropdown,
                GPtrArray   *values,
                const char  *wanted)
{
  guint selected = gtk_drop_down_get_selected (dropdown);

  if (wanted != NULL)
    return g_strdup (wanted);
  if (selected != GTK_INVALID_LIST_POSITION && selected < values->len)
    return g_strdup (g_ptr_array_index (values, selected));
  return NULL;
}

/* Refills DROPDOWN with "any" and the distinct values of FIELD, keeping the current choice (or
 * choosing WANTED) */
static void
fill_choices (BreakevenOfferPicker *self,
              GtkDropDown          *dropdown,
              GPtrArray            *values,
              const char           *any_label,
              OfferField            field,
              const char           *wanted)
{
  GListModel *offers = breakeven_catalogue_get_offers (self->catalogue);
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GPtrArray) sorted = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *current = current_choice (dropdown, values, wanted);
  guint selected;
  GtkStringList *labels = gtk_string_list_new (NULL);

  for (guint i = 0; i < g_list_model_get_n_items (offers); i++)
    {
      g_autoptr(BreakevenOffer) offer = g_list_model_get_item (offers, i);
      const char *value = field (offer);

      if (value != NULL && *value != '\0' && g_hash_table_add (seen, (gpointer) value))
        g_ptr_array_add (sorted, g_strdup (value));
    }
  g_ptr_array_sort (sorted, compare_strings);

  g_ptr_array_set_size (values, 0);
  g_ptr_array_add (values, g_strdup (""));
  gtk_string_list_append (labels, any_label);
  selected = 0;
  for (guint i = 0; i < sorted->len; i++)
    {
      const char *value = g_ptr_array_index (sorted, i);

      if (g_strcmp0 (value, current) == 0)
        selected = values->len;
      g_ptr_array_add (values, g_strdup (value));
      gtk_string_list_append (labels, value);
    }
  set_choices (self, dropdown, labels, selected);
}

static const char *
offer_currency (BreakevenOffer *offer)
{
  return breakeven_offer_get_currency (offer);
}

/* The source group of OFFER (see SOURCE_BUNDLED) */
static char *
source_group (BreakevenOfferPicker *self,
              BreakevenOffer       *offer)
{
  g_autofree char *key = NULL;

  if (!breakeven_catalogue_is_own (self->catalogue, offer))
    return g_strdup (SOURCE_BUNDLED);
  key = breakeven_import_source_key (breakeven_offer_get_source (offer));
  if (key == NULL)
    return g_strdup (SOURCE_OWN);
  return g_strdup_printf ("%s%c%s", key, SOURCE_DATE_SEPARATOR, breakeven_offer_get_as_of (offer));
}

/* What the source filter says of GROUP: "Imported: dstack gpuhunt: runpod, as of 2026-08-18" */
static char *
source_label (const char *group)
{
  const char *date;
  g_autofree char *key = NULL;

  if (g_strcmp0 (group, SOURCE_BUNDLED) == 0)
    return g_strdup (_("Bundled catalogue"));
  if (g_strcmp0 (group, SOURCE_OWN) == 0)
    return g_strdup (_("My own offers"));
  date = strchr (group, SOURCE_DATE_SEPARATOR);
  key = date != NULL ? g_strndup (group, date - group) : g_strdup (group);
  if (date == NULL || date[1] == '\0')
    /* Translators: an imported price catalogue, "Imported: dstack gpuhunt: runpod" */
    return g_strdup_printf (_("Imported: %s"), key);
  /* Translators: an imported price catalogue and the date of its prices, "Imported: dstack
     gpuhunt: runpod, as of 2026-08-18" */
  return g_strdup_printf (_("Imported: %s, as of %s"), key, date + 1);
}

static int
compare_groups (gconstpointer a,
                gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

/* Any, bundled, my own, then each import with its date, of the offers there are */
static void
fill_source_choices (BreakevenOfferPicker *self,
                     const char           *wanted)
{
  GListModel *offers = breakeven_catalogue_get_offers (self->catalogue);
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GPtrArray) imports = g_ptr_array_new ();
  g_autofree char *current = current_choice (self->source_dropdown, self->source_values, wanted);
  GtkStringList *labels = gtk_string_list_new (NULL);
  gboolean bundled = FALSE, own = FALSE;
  guint selected = 0;

  for (guint i = 0; i < g_list_model_get_n_items (offers); i++)
    {
      g_autoptr(BreakevenOffer) offer = g_list_model_get_item (offers, i);
      char *group = source_group (self, offer);

      if (g_strcmp0 (group, SOURCE_BUNDLED) == 0)
        bundled = TRUE;
      else if (g_strcmp0 (group, SOURCE_OWN) == 0)
        own = TRUE;
      else if (!g_hash_table_contains (seen, group))
        {
          g_hash_table_add (seen, group);
          g_ptr_array_add (imports, group);
          continue;
        }
      g_free (group);
    }
  g_ptr_array_sort (imports, compare_groups);

  g_ptr_array_set_size (self->source_values, 0);
  g_ptr_array_add (self->source_values, g_strdup (""));
  gtk_string_list_append (labels, _("Any source"));
  if (bundled)
    g_ptr_array_add (self->source_values, g_strdup (SOURCE_BUNDLED));
  if (own)
    g_ptr_array_add (self->source_values, g_strdup (SOURCE_OWN));
  for (guint i = 0; i < imports->len; i++)
    g_ptr_array_add (self->source_values, g_strdup (imports->pdata[i]));
  for (guint i = 1; i < self->source_values->len; i++)
    {
      g_autofree char *label = source_label (self->source_values->pdata[i]);

      if (g_strcmp0 (self->source_values->pdata[i], current) == 0)
        selected = i;
      gtk_string_list_append (labels, label);
    }
  set_choices (self, self->source_dropdown, labels, selected);
}

/* The VRAM value the filter shows now */
static double
chosen_vram (BreakevenOfferPicker *self)
{
  guint selected = gtk_drop_down_get_selected (self->vram_dropdown);

  return selected < self->vram_values->len ? g_array_index (self->vram_values, double, selected)
                                           : 0;
}

/* Any VRAM, the thresholds that filter something among the catalogue's offers, and enough for
 * the job; WANTED (a value, or NAN for the current one) stays chosen if it is still there */
static void
fill_vram_choices (BreakevenOfferPicker *self,
                   double                wanted)
{
  GListModel *offers = breakeven_catalogue_get_offers (self->catalogue);
  guint n = g_list_model_get_n_items (offers);
  double current = isnan (wanted) ? chosen_vram (self) : wanted;
  GtkStringList *labels = gtk_string_list_new (NULL);
  double any = 0, job = VRAM_ENOUGH_FOR_JOB;
  guint selected = 0;

  g_array_set_size (self->vram_values, 0);
  g_array_append_val (self->vram_values, any);
  gtk_string_list_append (labels, _("Any VRAM"));
  for (guint t = 0; t < G_N_ELEMENTS (vram_thresholds); t++)
    {
      guint below = 0;
      g_autofree char *number = NULL;
      g_autofree char *label = NULL;

      for (guint i = 0; i < n; i++)
        {
          g_autoptr(BreakevenOffer) offer = g_list_model_get_item (offers, i);

          if (breakeven_offer_get_vram_gb (offer) < vram_thresholds[t])
            below++;
        }
      /* A threshold that keeps all or none filters nothing */
      if (below == 0 || below == n)
        continue;
      if (vram_thresholds[t] == current)
        selected = self->vram_values->len;
      g_array_append_val (self->vram_values, vram_thresholds[t]);
      number = breakeven_format_number (vram_thresholds[t], 0);
      /* Translators: a choice of the VRAM filter, "≥ 24 GB" */
      label = g_strdup_printf (_("≥ %s GB"), number);
      gtk_string_list_append (labels, label);
    }
  if (current == VRAM_ENOUGH_FOR_JOB)
    selected = self->vram_values->len;
  g_array_append_val (self->vram_values, job);
  gtk_string_list_append (labels, _("Enough for the job"));
  set_choices (self, self->vram_dropdown, labels, selected);
}

/* The values of the choices as they are; or, FILTERS given, as they were */
static void
update_choices_to (BreakevenOfferPicker *self,
                   const PickerFilters  *filters)
{
  fill_choices (self, self->gpu_dropdown, self->gpu_values, _("Any GPU"),
                breakeven_offer_get_gpu, filters ? filters->gpu : NULL);
  fill_choices (self, self->provider_dropdown, self->provider_values, _("Any provider"),
                breakeven_offer_get_provider, filters ? filters->provider : NULL);
  fill_choices (self, self->currency_dropdown, self->currency_values, _("Any currency"),
                offer_currency, filters ? filters->currency : NULL);
  fill_source_choices (self, filters ? filters->source : NULL);
  fill_vram_choices (self, filters ? filters->vram : NAN);
}

static void
update_choices (BreakevenOfferPicker *self)
{
  update_choices_to (self, NULL);
}

static const char *
chosen (GtkDropDown *dropdown,
        GPtrArray   *values)
{
  guint selected = gtk_drop_down_get_selected (dropdown);

  return selected < values->len ? g_ptr_array_index (values, selected) : NULL;
}

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
  g_autofree char *group = source_group (self, offer);
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

static void open_offer_dialog (BreakevenOfferPicker *self,
                               BreakevenOffer       *offer);

/* Before a save: the own file that could not be read, and that it will be kept aside; after:
 * where it went */
static void
update_broken_note (BreakevenOfferPicker *self,
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

static void
save_own (BreakevenOfferPicker *self)
{
  g_autoptr(GError) error = NULL;

  if (!breakeven_catalogue_save_own (self->catalogue, &error))
    show_message (self, error->message, TRUE);
  else
    update_broken_note (self, NULL);
  update_choices (self);
  refresh (self);
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
  show_message (self, message, TRUE);
  return FALSE;
}

static void
on_rate_response (AdwMessageDialog     *dialog,
                  const char           *response,
                  BreakevenOfferPicker *self)
{
  GtkEditable *entry = GTK_EDITABLE (adw_message_dialog_get_extra_child (dialog));
  BreakevenOffer *offer = g_object_get_data (G_OBJECT (dialog), "breakeven-offer");
  double rate;

  if (g_strcmp0 (response, "set") != 0
      || !breakeven_parse_decimal (gtk_editable_get_text (entry), &rate) || rate <= 0
      || !room_for_offer (self))
    return;
  breakeven_project_set_exchange_rate (self->project, breakeven_offer_get_currency (offer),
                                       breakeven_project_get_currency (self->project), rate);
  g_list_store_append (breakeven_project_get_offers (self->project), offer);
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

  double suggested;
  const char *date = NULL, *publisher = NULL, *address = NULL;
  gboolean has_reference = breakeven_reference_rate_lookup (from, to, &suggested, &date,
                                                            &publisher, &address);

  if (has_reference)
    {
      g_autofree char *number = breakeven_format_plain_number (suggested);

      /* Translators: the rate dialog with a published rate to start from, "How many CNY is
       * 1 USD? The People's Bank of China central parity of 2026-05-06 gave 6.8562
       * (https://…): confirm it or type today's. The rate is saved with the project." */
      body = g_strdup_printf (_("This offer is priced in %s and the project in %s. How many %s "
                                "is 1 %s? %s of %s gave %s (%s): confirm it or type today’s. "
                                "The rate is saved with the project."),
                              from, to, to, from, publisher, date, number, address);
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
  adw_message_dialog_set_response_enabled (ADW_MESSAGE_DIALOG (dialog), "set", has_reference);
  gtk_widget_set_name (entry, "rate-entry");
  gtk_entry_set_input_purpose (GTK_ENTRY (entry), GTK_INPUT_PURPOSE_NUMBER);
  gtk_entry_set_activates_default (GTK_ENTRY (entry), TRUE);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), entry);
  g_signal_connect (entry, "changed", G_CALLBACK (on_rate_changed), dialog);
  g_object_set_data_full (G_OBJECT (dialog), "breakeven-offer", g_object_ref (copy),
                          g_object_unref);
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_rate_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
on_compare_clicked (GtkButton            *button,
                    BreakevenOfferPicker *self)
{
  BreakevenOffer *offer = g_object_get_data (G_OBJECT (button), "breakeven-offer");
  g_autoptr(BreakevenOffer) copy = NULL;
  guint position;
  double unused;

  if (find_compared (self, offer, &position))
    {
      if (self->document != NULL)
        breakeven_document_name_next_step (self->document, _("Remove Offer"));
      g_list_store_remove (breakeven_project_get_offers (self->project), position);
      return;
    }
  if (!room_for_offer (self))
    return;
  if (self->document != NULL)
    breakeven_document_name_next_step (self->document, _("Compare Offer"));
  /* A copy, so that editing the comparison never changes the catalogue */
  copy = breakeven_offer_copy (offer);
  if (!breakeven_project_convert (self->project, breakeven_offer_get_currency (copy), 1,
                                  &unused, NULL))
    ask_rate_then_compare (self, copy);
  else
    g_list_store_append (breakeven_project_get_offers (self->project), copy);
}

static void
on_edit_clicked (GtkButton            *button,
                 BreakevenOfferPicker *self)
{
  open_offer_dialog (self, g_object_get_data (G_OBJECT (button), "breakeven-offer"));
}

static void
on_duplicate_clicked (GtkButton            *button,
                      BreakevenOfferPicker *self)
{
  BreakevenOffer *offer = g_object_get_data (G_OBJECT (button), "breakeven-offer");
  g_autoptr(BreakevenOffer) copy = breakeven_offer_copy (offer);
  /* Translators: the name of a copied offer, "RTX 4090 (copy)" */
  g_autofree char *name = g_strdup_printf (_("%s (copy)"), breakeven_offer_get_name (offer));

  breakeven_offer_set_name (copy, name);
  g_list_store_append (breakeven_catalogue_get_own (self->catalogue), copy);
  save_own (self);
  open_offer_dialog (self, copy);
}

static void
on_delete_clicked (GtkButton            *button,
                   BreakevenOfferPicker *self)
{
  BreakevenOffer *offer = g_object_get_data (G_OBJECT (button), "breakeven-offer");
  guint position;

  if (g_list_store_find (breakeven_catalogue_get_own (self->catalogue), offer, &position))
    {
      g_list_store_remove (breakeven_catalogue_get_own (self->catalogue), position);
      save_own (self);
    }
}

static GtkWidget *
row_button (BreakevenOfferPicker *self,
            BreakevenOffer       *offer,
            const char           *icon,
            const char           *tooltip,
            const char           *name,
            GCallback             callback)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon);

  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_widget_set_name (button, name);
  g_object_set_data (G_OBJECT (button), "breakeven-offer", offer);
  g_signal_connect (button, "clicked", callback, self);
  return button;
}

/* The row's button: Compare, or Remove once the offer is in the comparison */
static void
set_compared (GtkWidget *compare,
              gboolean   compared)
{
  gtk_button_set_label (GTK_BUTTON (compare), compared ? _("Remove") : _("Compare"));
  gtk_widget_set_tooltip_text (compare, compared ? _("Take this offer out of the comparison")
                                                 : _("Add this offer to the comparison"));
  if (compared)
    gtk_widget_remove_css_class (compare, "suggested-action");
  else
    gtk_widget_add_css_class (compare, "suggested-action");
}

static GtkWidget *
create_row (gpointer item,
            gpointer user_data)
{
  BreakevenOfferPicker *self = user_data;
  BreakevenOffer *offer = item;
  gboolean own = breakeven_catalogue_is_own (self->catalogue, offer);
  gboolean compared = find_compared (self, offer, NULL);
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *compare;
  g_autofree char *title = breakeven_chart_offer_label (offer);
  g_autofree char *subtitle = describe_offer (self, offer);

  gtk_widget_set_name (row, "picker-row");
  g_object_set (row, "use-markup", FALSE, "subtitle-lines", 2, NULL);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  g_object_set_data_full (G_OBJECT (row), "breakeven-offer", g_object_ref (offer), g_object_unref);

  if (own)
    {
      GtkWidget *mine = gtk_label_new (_("Mine"));

      gtk_widget_add_css_class (mine, "caption");
      gtk_widget_add_css_class (mine, "accent");
      gtk_widget_set_valign (mine, GTK_ALIGN_CENTER);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), mine);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                                 row_button (self, offer, "document-edit-symbolic",
                                             _("Edit this offer"), "picker-edit",
                                             G_CALLBACK (on_edit_clicked)));
    }
  adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                             row_button (self, offer, "edit-copy-symbolic",
                                         own ? _("Duplicate this offer")
                                             : _("Copy to my offers, to edit it"),
                                         "picker-duplicate", G_CALLBACK (on_duplicate_clicked)));
  if (own)
    adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                               row_button (self, offer, "user-trash-symbolic",
                                           _("Delete this offer"), "picker-delete",
                                           G_CALLBACK (on_delete_clicked)));

  compare = gtk_button_new ();
  gtk_widget_set_name (compare, "picker-compare");
  gtk_widget_set_valign (compare, GTK_ALIGN_CENTER);
  set_compared (compare, compared);
  g_object_set_data (G_OBJECT (compare), "breakeven-offer", offer);
  g_signal_connect (compare, "clicked", G_CALLBACK (on_compare_clicked), self);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), compare);
  g_object_set_data (G_OBJECT (row), "breakeven-compare", compare);
  return row;
}

/* A row as it is: its figures against the analysis, and whether its offer is compared.  The
 * row stays where it is (under the pointer) */
static void
update_row (BreakevenOfferPicker *self,
            GtkWidget            *row)
{
  BreakevenOffer *offer = g_object_get_data (G_OBJECT (row), "breakeven-offer");
  g_autofree char *subtitle = describe_offer (self, offer);

  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  set_compared (g_object_get_data (G_OBJECT (row), "breakeven-compare"),
                find_compared (self, offer, NULL));
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

static void
refresh (BreakevenOfferPicker *self)
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
  double vram = chosen_vram (self);
  guint billing = gtk_drop_down_get_selected (self->billing_dropdown);
  const char *source;
  guint total;
  guint sort;

  if (self->project == NULL || self->updating_choices || self->restoring)
    return;
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "picker.undo-import",
                                 breakeven_catalogue_get_can_undo (self->catalogue));

  g_clear_pointer (&self->analysis, breakeven_analysis_unref);
  if (self->document != NULL)
    self->analysis = breakeven_analysis_ref (breakeven_document_get_analysis (self->document));
  else
    self->analysis = breakeven_analysis_new (self->project);

  breakeven_offer_filter_init (&filter);
  filter.search = gtk_editable_get_text (GTK_EDITABLE (self->search_entry));
  filter.min_vram_gb = vram == VRAM_ENOUGH_FOR_JOB
                       ? breakeven_project_get_vram_needed_gb (self->project) : vram;
  filter.gpu = chosen (self->gpu_dropdown, self->gpu_values);
  filter.provider = chosen (self->provider_dropdown, self->provider_values);
  filter.currency = chosen (self->currency_dropdown, self->currency_values);
  filter.billing = billing == 1 ? BREAKEVEN_BILLING_ON_DEMAND
                   : billing == 2 ? BREAKEVEN_BILLING_SPOT : -1;
  filter.max_price_per_hour = self->max_price;

  sort = gtk_drop_down_get_selected (self->sort_dropdown);
  found = breakeven_catalogue_query (breakeven_catalogue_get_offers (self->catalogue),
                                     self->project, self->analysis, &filter,
                                     sort == SORT_PRICE_PER_WORK ? BREAKEVEN_OFFER_SORT_PRICE
                                                                 : (BreakevenOfferSort) sort);
  source = chosen (self->source_dropdown, self->source_values);
  if (source != NULL && *source != '\0')
    {
      GPtrArray *kept = g_ptr_array_new_with_free_func (g_object_unref);

      for (guint i = 0; i < found->len; i++)
        {
          g_autofree char *group = source_group (self, found->pdata[i]);

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
        update_row (self, GTK_WIDGET (row));
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
  f->vram = chosen_vram (self);
  g_free (f->gpu);
  f->gpu = g_strdup (chosen (self->gpu_dropdown, self->gpu_values));
  g_free (f->provider);
  f->provider = g_strdup (chosen (self->provider_dropdown, self->provider_values));
  g_free (f->currency);
  f->currency = g_strdup (chosen (self->currency_dropdown, self->currency_values));
  g_free (f->source);
  f->source = g_strdup (chosen (self->source_dropdown, self->source_values));
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
      update_choices (self);
      return;
    }
  self->restoring = TRUE;
  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), f->search ? f->search : "");
  gtk_drop_down_set_selected (self->billing_dropdown, f->billing);
  gtk_drop_down_set_selected (self->sort_dropdown, f->sort);
  gtk_editable_set_text (GTK_EDITABLE (self->max_price_entry), f->max_price ? f->max_price : "");
  update_choices_to (self, f);
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
  refresh (self);
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

static void
on_project_changed (BreakevenOfferPicker *self)
{
  update_price_placeholder (self);
  /* With a document, its new analysis brings the refresh */
  if (self->document == NULL)
    on_analysis_changed (self);
}

static void
set_document (BreakevenOfferPicker *self,
              BreakevenDocument    *document)
{
  g_return_if_fail (document == NULL || breakeven_document_get_project (document) == self->project);

  if (!g_set_object (&self->document, document))
    return;
  g_signal_group_set_target (self->document_signals, document);
  refresh (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DOCUMENT]);
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
  save_own (self);
}

static void
open_offer_dialog (BreakevenOfferPicker *self,
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
  open_offer_dialog (BREAKEVEN_OFFER_PICKER (widget), NULL);
}

static GListModel *
catalogue_filters (void)
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
      show_message (self, error->message, TRUE);
      return;
    }
  message = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                          "%d new offer imported; offers already in the "
                                          "catalogue were skipped",
                                          "%d new offers imported; offers already in the "
                                          "catalogue were skipped",
                                          added),
                             added);
  show_message (self, message, FALSE);
  update_choices (self);
  refresh (self);
}

static void
picker_import (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  g_autoptr(GListModel) filters = catalogue_filters ();

  breakeven_compat_choose_file (GTK_WINDOW (widget), _("Import Offer Catalogue"), _("_Import"),
                                FALSE, filters, NULL, NULL, on_import_chosen,
                                g_object_ref (widget));
}

/* The public price catalogues, read in a thread ------------------------------------------- */

typedef struct
{
  GWeakRef picker;
  double fraction;
} ImportProgress;

static void
import_progress_free (gpointer data)
{
  ImportProgress *progress = data;

  g_weak_ref_clear (&progress->picker);
  g_free (progress);
}

static gboolean
show_import_progress (gpointer data)
{
  ImportProgress *progress = data;
  g_autoptr(BreakevenOfferPicker) self = g_weak_ref_get (&progress->picker);

  if (self != NULL && self->import_cancellable != NULL && self->import_progress != NULL)
    gtk_progress_bar_set_fraction (self->import_progress, progress->fraction);
  return G_SOURCE_REMOVE;
}

/* In the import's thread: how far it got, to the window's */
static void
on_import_progress (double   fraction,
                    gpointer user_data)
{
  GTask *task = user_data;
  ImportProgress *progress = g_new0 (ImportProgress, 1);

  g_weak_ref_init (&progress->picker, g_task_get_source_object (task));
  progress->fraction = fraction;
  g_main_context_invoke_full (g_task_get_context (task), G_PRIORITY_DEFAULT,
                              show_import_progress, progress, import_progress_free);
}

static void
import_thread (GTask        *task,
               gpointer      source_object,
               gpointer      task_data,
               GCancellable *cancellable)
{
  GError *error = NULL;
  GPtrArray *results = breakeven_import_any (task_data, cancellable, on_import_progress, task,
                                             &error);

  if (results == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, results, (GDestroyNotify) g_ptr_array_unref);
}

static void
on_import_cancel_clicked (BreakevenOfferPicker *self)
{
  if (self->import_cancellable != NULL)
    g_cancellable_cancel (self->import_cancellable);
}

/* The row under the header bar that shows an import under way: the file, how far, Cancel */
static void
ensure_import_row (BreakevenOfferPicker *self)
{
  GtkWidget *box, *button, *parent;

  if (self->import_revealer != NULL)
    return;
  box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  self->import_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_set_name (GTK_WIDGET (self->import_label), "picker-import-label");
  gtk_label_set_ellipsize (self->import_label, PANGO_ELLIPSIZE_MIDDLE);
  gtk_label_set_xalign (self->import_label, 0);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->import_label));
  self->import_progress = GTK_PROGRESS_BAR (gtk_progress_bar_new ());
  gtk_widget_set_name (GTK_WIDGET (self->import_progress), "picker-import-progress");
  gtk_widget_set_hexpand (GTK_WIDGET (self->import_progress), TRUE);
  gtk_widget_set_valign (GTK_WIDGET (self->import_progress), GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->import_progress));
  button = gtk_button_new_with_mnemonic (_("_Cancel"));
  gtk_widget_set_name (button, "picker-import-cancel");
  g_signal_connect_swapped (button, "clicked", G_CALLBACK (on_import_cancel_clicked), self);
  gtk_box_append (GTK_BOX (box), button);
  self->import_revealer = GTK_REVEALER (gtk_revealer_new ());
  gtk_revealer_set_child (self->import_revealer, box);
  /* Beside the message the import ends with */
  parent = gtk_widget_get_parent (GTK_WIDGET (self->error_revealer));
  gtk_box_insert_child_after (GTK_BOX (parent), GTK_WIDGET (self->import_revealer),
                              GTK_WIDGET (self->error_revealer));
}

static void apply_import (BreakevenOfferPicker *self,
                          GFile                *file,
                          GPtrArray            *results);

static void
on_import_done (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  BreakevenOfferPicker *self = BREAKEVEN_OFFER_PICKER (source);
  g_autoptr(GFile) file = user_data;
  g_autoptr(GPtrArray) results = NULL;
  g_autoptr(GError) error = NULL;

  results = g_task_propagate_pointer (G_TASK (result), &error);
  g_clear_object (&self->import_cancellable);
  /* The window closed meanwhile: nothing to show, nothing changes */
  if (self->catalogue == NULL)
    return;
  gtk_revealer_set_reveal_child (self->import_revealer, FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "picker.import-prices", TRUE);
  if (results == NULL)
    {
      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        show_message (self, _("Import cancelled: nothing changed"), FALSE);
      else
        show_message (self, error->message, TRUE);
      return;
    }
  apply_import (self, file, results);
}

/* The public price catalogues (gpuhunt CSV or catalog.zip, SkyPilot, FSDL), read in a thread
 * while the window shows how far it got and can cancel: a file refused or cancelled changes
 * nothing; a newer snapshot of a provider replaces its earlier import.  One import at a time. */
void
breakeven_offer_picker_import_prices (BreakevenOfferPicker *self,
                                      GFile                *file)
{
  g_autoptr(GTask) task = NULL;
  g_autofree char *base = NULL;
  g_autofree char *shown = NULL;
  g_autofree char *text = NULL;

  g_return_if_fail (BREAKEVEN_IS_OFFER_PICKER (self));
  g_return_if_fail (G_IS_FILE (file));

  if (self->import_cancellable != NULL)
    return;
  self->import_cancellable = g_cancellable_new ();
  ensure_import_row (self);
  base = g_file_get_basename (file);
  shown = breakeven_import_escape (base, -1);
  /* Translators: while a price catalogue is read; %s is the file's name */
  text = g_strdup_printf (_("Importing %s…"), shown);
  gtk_label_set_text (self->import_label, text);
  gtk_progress_bar_set_fraction (self->import_progress, 0);
  gtk_revealer_set_reveal_child (self->import_revealer, TRUE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "picker.import-prices", FALSE);

  task = g_task_new (self, self->import_cancellable, on_import_done, g_object_ref (file));
  g_task_set_source_tag (task, breakeven_offer_picker_import_prices);
  g_task_set_task_data (task, g_object_ref (file), g_object_unref);
  g_task_run_in_thread (task, import_thread);
}

gboolean
breakeven_offer_picker_get_importing (BreakevenOfferPicker *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_OFFER_PICKER (self), FALSE);
  return self->import_cancellable != NULL;
}

void
breakeven_offer_picker_cancel_import (BreakevenOfferPicker *self)
{
  g_return_if_fail (BREAKEVEN_IS_OFFER_PICKER (self));
  on_import_cancel_clicked (self);
}

/* RESULTS into the catalogue, in one step that the toast's Undo takes back */
static void
apply_import (BreakevenOfferPicker *self,
              GFile                *file,
              GPtrArray            *results)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *report = NULL;
  g_autofree char *display_name = NULL;
  g_autofree char *title = NULL;
  guint n_imported = 0;
  AdwToast *toast;

  /* One step: the toast's Undo puts the catalogue back as it was */
  report = breakeven_catalogue_import_prices (self->catalogue, results, &n_imported, &error);
  if (report == NULL)
    {
      show_message (self, error->message, TRUE);
      update_choices (self);
      refresh (self);
      return;
    }
  g_strchomp (report);
  update_broken_note (self, NULL);
  show_message (self, report, FALSE);
  update_choices (self);
  refresh (self);

  display_name = g_file_get_basename (file);
  /* Translators: a notification after an import; %u is a number of offers, %s the file's
     name (a toast's title is markup: the name is escaped) */
  title = g_markup_printf_escaped (g_dngettext (GETTEXT_PACKAGE, "Imported %u offer from %s",
                                                "Imported %u offers from %s", n_imported),
                                   n_imported, display_name);
  toast = adw_toast_new (title);
  adw_toast_set_button_label (toast, _("Undo"));
  adw_toast_set_action_name (toast, "picker.undo-import");
  adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

static void
picker_undo_import (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  BreakevenOfferPicker *self = BREAKEVEN_OFFER_PICKER (widget);
  g_autoptr(GError) error = NULL;

  if (!breakeven_catalogue_undo (self->catalogue, &error))
    show_message (self, error->message, TRUE);
  else
    {
      show_message (self, NULL, FALSE);
      adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (_("Import undone")));
    }
  update_choices (self);
  refresh (self);
}

static void
on_import_prices_chosen (GFile    *file,
                         gpointer  user_data)
{
  g_autoptr(BreakevenOfferPicker) self = user_data;

  if (file != NULL)
    breakeven_offer_picker_import_prices (self, file);
}

static void
picker_import_prices (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  GListStore *filters = g_list_store_new (GTK_TYPE_FILE_FILTER);
  g_autoptr(GtkFileFilter) prices = gtk_file_filter_new ();

  gtk_file_filter_set_name (prices, _("Price catalogues (gpuhunt, SkyPilot, FSDL)"));
  gtk_file_filter_add_suffix (prices, "csv");
  gtk_file_filter_add_suffix (prices, "zip");
  gtk_file_filter_add_mime_type (prices, "text/csv");
  gtk_file_filter_add_mime_type (prices, "application/zip");
  g_list_store_append (filters, prices);
  breakeven_compat_choose_file (GTK_WINDOW (widget), _("Import Price Catalogue"), _("_Import"),
                                FALSE, G_LIST_MODEL (filters), NULL, NULL,
                                on_import_prices_chosen, g_object_ref (widget));
  g_object_unref (filters);
}

static void
on_export_chosen (GFile    *file,
                  gpointer  user_data)
{
  g_autoptr(BreakevenOfferPicker) self = user_data;
  g_autoptr(GError) error = NULL;

  if (file == NULL)
    return;
  if (!breakeven_catalogue_export (self->catalogue, file, &error))
    show_message (self, error->message, TRUE);
  else
    show_message (self, NULL, FALSE);
}

static void
picker_export (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  g_autoptr(GListModel) filters = catalogue_filters ();

  breakeven_compat_choose_file (GTK_WINDOW (widget), _("Export My Offers"), _("_Export"),
                                TRUE, filters, NULL, _("my-offers.xml"), on_export_chosen,
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

static void
breakeven_offer_picker_class_init (BreakevenOfferPickerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = breakeven_offer_picker_dispose;
  object_class->finalize = breakeven_offer_picker_finalize;
  object_class->get_property = breakeven_offer_picker_get_property;
  object_class->set_property = breakeven_offer_picker_set_property;

  /* The document of the project compared; set after breakeven_offer_picker_new */
  properties[PROP_DOCUMENT] =
    g_param_spec_object ("document", NULL, NULL, BREAKEVEN_TYPE_DOCUMENT,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
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
                                   picker_import_prices);
  gtk_widget_class_install_action (widget_class, "picker.export", NULL, picker_export);
  gtk_widget_class_install_action (widget_class, "picker.undo-import", NULL, picker_undo_import);
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
  gtk_list_box_bind_model (self->results_list, G_LIST_MODEL (self->results), create_row, self, NULL);
  gtk_search_entry_set_key_capture_widget (self->search_entry, GTK_WIDGET (self));
}

BreakevenOfferPicker *
breakeven_offer_picker_new (GtkWindow          *parent,
                            BreakevenProject   *project,
                            BreakevenCatalogue *catalogue,
                            const char         *load_error)
{
  BreakevenOfferPicker *self;

  g_return_val_if_fail (BREAKEVEN_IS_PROJECT (project), NULL);
  g_return_val_if_fail (BREAKEVEN_IS_CATALOGUE (catalogue), NULL);

  self = g_object_new (BREAKEVEN_TYPE_OFFER_PICKER, "transient-for", parent, NULL);
  self->project = g_object_ref (project);
  self->catalogue = g_object_ref (catalogue);

  update_price_placeholder (self);
  if (breakeven_catalogue_get_user_file_broken (catalogue))
    update_broken_note (self, load_error);
  else if (load_error != NULL)
    show_message (self, load_error, TRUE);

  g_signal_connect_object (project, "changed", G_CALLBACK (on_project_changed), self,
                           G_CONNECT_SWAPPED);
  restore_filters (self);
  refresh (self);
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
