/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-catalogue-query.c: filtering, sorting and suggesting the offers of a catalogue */

#include "config.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "breakeven-catalogue.h"

#define STALE_AFTER_MONTHS 6

/* Filtering and sorting --------------------------------------------------------------------- */

void
breakeven_offer_filter_init (BreakevenOfferFilter *filter)
{
  memset (filter, 0, sizeof *filter);
  filter->billing = -1;
}

static gboolean
is_set (const char *s)
{
  return s != NULL && *s != '\0';
}

/* Every word of SEARCH appears in the offer's provider, GPU or name, ignoring case */
static gboolean
matches_search (const char     *search,
                BreakevenOffer *offer)
{
  g_autofree char *haystack = NULL;
  g_autofree char *folded = NULL;
  g_auto(GStrv) words = NULL;

  haystack = g_strjoin (" ", breakeven_offer_get_provider (offer), breakeven_offer_get_gpu (offer),
                        breakeven_offer_get_name (offer), NULL);
  folded = g_utf8_casefold (haystack, -1);
  words = g_strsplit_set (search, " \t", -1);
  for (guint i = 0; words[i] != NULL; i++)
    {
      g_autofree char *word = NULL;

      if (*words[i] == '\0')
        continue;
      word = g_utf8_casefold (words[i], -1);
      if (strstr (folded, word) == NULL)
        return FALSE;
    }
  return TRUE;
}

static double
converted_price (BreakevenProject *project,
                 BreakevenOffer   *offer)
{
  double price;

  if (!breakeven_project_convert (project, breakeven_offer_get_currency (offer),
                                  breakeven_offer_get_price_per_hour (offer), &price, NULL))
    return NAN;
  return price;
}

gboolean
breakeven_offer_filter_match (const BreakevenOfferFilter *filter,
                              BreakevenProject           *project,
                              BreakevenOffer             *offer)
{
  const char *currency = breakeven_offer_get_currency (offer);

  if (currency == NULL)
    currency = breakeven_project_get_currency (project);
  if (is_set (filter->search) && !matches_search (filter->search, offer))
    return FALSE;
  if (filter->min_vram_gb > 0 && breakeven_offer_get_vram_gb (offer) < filter->min_vram_gb)
    return FALSE;
  if (is_set (filter->gpu) && g_strcmp0 (filter->gpu, breakeven_offer_get_gpu (offer)) != 0)
    return FALSE;
  if (is_set (filter->provider)
      && g_strcmp0 (filter->provider, breakeven_offer_get_provider (offer)) != 0)
    return FALSE;
  if (is_set (filter->currency) && g_strcmp0 (filter->currency, currency) != 0)
    return FALSE;
  if (filter->billing >= 0 && (int) breakeven_offer_get_billing (offer) != filter->billing)
    return FALSE;
  if (filter->max_price_per_hour > 0)
    {
      double price = converted_price (project, offer);

      if (isnan (price) || price > filter->max_price_per_hour)
        return FALSE;
    }
  return TRUE;
}

static double
sort_key (const BreakevenAnalysis *analysis,
          BreakevenProject        *project,
          BreakevenOffer          *offer,
          BreakevenOfferSort       sort)
{
  switch (sort)
    {
    case BREAKEVEN_OFFER_SORT_PRICE_PER_VRAM:
      {
        double vram = breakeven_offer_get_vram_gb (offer);
        return vram > 0 ? converted_price (project, offer) / vram : NAN;
      }
    case BREAKEVEN_OFFER_SORT_BREAKEVEN:
      {
        BreakevenOfferResult result;
        double months;

        if (analysis == NULL || !breakeven_analysis_evaluate_offer (analysis, project, offer,
                                                                    &result, NULL))
          return NAN;
        months = result.breakeven_months;
        g_clear_object (&result.offer);
        return months;
      }
    case BREAKEVEN_OFFER_SORT_PRICE:
    default:
      return converted_price (project, offer);
    }
}

static int
compare_keys (double      ka,
              double      kb,
              BreakevenOffer *a,
              BreakevenOffer *b)
{
  int by_name;

  if (isnan (ka) != isnan (kb))
    return isnan (ka) ? 1 : -1;
  if (!isnan (ka) && ka != kb)
    return ka < kb ? -1 : 1;
  by_name = g_utf8_collate (breakeven_offer_get_provider (a), breakeven_offer_get_provider (b));
  if (by_name != 0)
    return by_name;
  return g_utf8_collate (breakeven_offer_get_name (a), breakeven_offer_get_name (b));
}

int
breakeven_offer_compare (const BreakevenAnalysis *analysis,
                         BreakevenProject        *project,
                         BreakevenOffer          *a,
                         BreakevenOffer          *b,
                         BreakevenOfferSort       sort)
{
  return compare_keys (sort_key (analysis, project, a, sort),
                       sort_key (analysis, project, b, sort), a, b);
}

typedef struct
{
  BreakevenOffer *offer;
  double key;
} Keyed;

static int
compare_keyed (gconstpointer pa,
               gconstpointer pb)
{
  const Keyed *a = pa, *b = pb;

  return compare_keys (a->key, b->key, a->offer, b->offer);
}

GPtrArray *
breakeven_catalogue_query (GListModel                 *offers,
                           BreakevenProject           *project,
                           const BreakevenAnalysis    *analysis,
                           const BreakevenOfferFilter *filter,
                           BreakevenOfferSort          sort)
{
  g_autoptr(GArray) keyed = g_array_new (FALSE, FALSE, sizeof (Keyed));
  GPtrArray *result = g_ptr_array_new_with_free_func (g_object_unref);
  guint n = g_list_model_get_n_items (offers);

  /* Each key once (a breakeven month is a small solve), then a plain sort */
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(BreakevenOffer) offer = g_list_model_get_item (offers, i);
      Keyed k;

      if (filter != NULL && !breakeven_offer_filter_match (filter, project, offer))
        continue;
      k.key = sort_key (analysis, project, offer, sort);
      k.offer = g_steal_pointer (&offer);
      g_array_append_val (keyed, k);
    }
  g_array_sort (keyed, compare_keyed);
  for (guint i = 0; i < keyed->len; i++)
    g_ptr_array_add (result, g_array_index (keyed, Keyed, i).offer);
  return result;
}

/* The first day of the period an as-of date names ("2026" -> 2026-01-01, "2026-05" ->
 * 2026-05-01): a price is as old as the earliest day it may have been read */
static GDateTime *
as_of_start (const char *as_of)
{
  int year = 0, month = 1, day = 1;

  if (as_of == NULL || sscanf (as_of, "%4d-%2d-%2d", &year, &month, &day) < 1 || year < 1900)
    return NULL;
  if (!g_date_valid_dmy ((GDateDay) day, (GDateMonth) month, (GDateYear) year))
    return NULL;
  return g_date_time_new_utc (year, month, day, 0, 0, 0);
}

gboolean
breakeven_offer_is_stale (BreakevenOffer *offer,
                          GDateTime      *now)
{
  g_autoptr(GDateTime) start = as_of_start (breakeven_offer_get_as_of (offer));
  g_autoptr(GDateTime) limit = NULL;

  if (start == NULL)
    return TRUE;
  limit = g_date_time_add_months (now, -STALE_AFTER_MONTHS);
  return g_date_time_compare (start, limit) < 0;
}

BreakevenOffer *
breakeven_catalogue_suggest (GListModel       *offers,
                             BreakevenProject *project,
                             double            min_vram_gb,
                             BreakevenBilling  billing)
{
  g_autoptr(GPtrArray) found = NULL;
  BreakevenOfferFilter filter;
  BreakevenOffer *first;

  g_return_val_if_fail (G_IS_LIST_MODEL (offers), NULL);
  g_return_val_if_fail (BREAKEVEN_IS_PROJECT (project), NULL);

  breakeven_offer_filter_init (&filter);
  filter.min_vram_gb = min_vram_gb;
  filter.billing = billing;
  found = breakeven_catalogue_query (offers, project, NULL, &filter, BREAKEVEN_OFFER_SORT_PRICE);
  /* The price sort puts the offers it cannot convert last: the first one converts, or none */
  if (found->len == 0)
    return NULL;
  first = g_ptr_array_index (found, 0);
  if (isnan (converted_price (project, first)))
    return NULL;
  return g_object_ref (first);
}
