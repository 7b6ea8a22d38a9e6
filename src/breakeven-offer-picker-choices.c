/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-offer-picker-choices.c: the offer picker's filter choices, built from the
 * catalogue's offers (how the picker works: breakeven-offer-picker.c) */

#include "config.h"

#include <glib/gi18n.h>

#include "breakeven-format.h"
#include "breakeven-import.h"
#include "breakeven-offer-picker-private.h"

/* The VRAM thresholds the filter may offer: only those that leave some offers out and keep
 * some are shown, after "Any VRAM" and before "Enough for the job" */
static const double vram_thresholds[] = { 16, 24, 32, 40, 48, 80, 96, 141 };

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
char *
_breakeven_offer_picker_source_group (BreakevenOfferPicker *self,
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
      char *group = _breakeven_offer_picker_source_group (self, offer);

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
double
_breakeven_offer_picker_chosen_vram (BreakevenOfferPicker *self)
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
  double current = isnan (wanted) ? _breakeven_offer_picker_chosen_vram (self) : wanted;
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
void
_breakeven_offer_picker_update_choices_to (BreakevenOfferPicker *self,
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

void
_breakeven_offer_picker_update_choices (BreakevenOfferPicker *self)
{
  _breakeven_offer_picker_update_choices_to (self, NULL);
}

const char *
_breakeven_offer_picker_chosen (GtkDropDown *dropdown,
                                GPtrArray   *values)
{
  guint selected = gtk_drop_down_get_selected (dropdown);

  return selected < values->len ? g_ptr_array_index (values, selected) : NULL;
}
