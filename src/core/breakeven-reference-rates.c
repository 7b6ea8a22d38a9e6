/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-reference-rates.c: the reference exchange rates (data/exchange-rates.xml), read
 * with GMarkup */

#include "config.h"

#include <glib/gi18n.h>

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "breakeven-core-resources.h"
#include "breakeven-reference-rates.h"

#define REFERENCE_RATES_RESOURCE "/io/github/breakeven/Breakeven/exchange-rates.xml"

typedef struct
{
  char   *from;
  char   *to;
  double  value;
  char   *date;
  char   *publisher;
  char   *address;
} ReferenceRate;

static void
reference_rate_free (gpointer data)
{
  ReferenceRate *rate = data;

  g_free (rate->from);
  g_free (rate->to);
  g_free (rate->date);
  g_free (rate->publisher);
  g_free (rate->address);
  g_free (rate);
}

/* One <rate>: every attribute the schema requires, a value above 0 */
static void
start_element (GMarkupParseContext  *context,
               const char           *element,
               const char          **names,
               const char          **values,
               gpointer              user_data,
               GError              **error)
{
  GPtrArray *rates = user_data;
  const char *from, *to, *value, *date, *month, *publisher, *address;
  ReferenceRate *rate;
  char *end = NULL;
  double number;

  if (strcmp (element, "reference-rates") == 0)
    return;
  if (strcmp (element, "rate") != 0)
    {
      g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_UNKNOWN_ELEMENT,
                   "exchange-rates.xml: unexpected element <%s>", element);
      return;
    }
  if (!g_markup_collect_attributes (element, names, values, error,
                                    G_MARKUP_COLLECT_STRING, "from", &from,
                                    G_MARKUP_COLLECT_STRING, "to", &to,
                                    G_MARKUP_COLLECT_STRING, "value", &value,
                                    G_MARKUP_COLLECT_STRING, "date", &date,
                                    G_MARKUP_COLLECT_STRING, "month", &month,
                                    G_MARKUP_COLLECT_STRING, "publisher", &publisher,
                                    G_MARKUP_COLLECT_STRING, "address", &address,
                                    G_MARKUP_COLLECT_INVALID))
    return;
  number = g_ascii_strtod (value, &end);
  if (end == value || *end != '\0' || !isfinite (number) || number <= 0)
    {
      g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT,
                   "exchange-rates.xml: a rate must be a number above 0, not “%s”", value);
      return;
    }
  rate = g_new0 (ReferenceRate, 1);
  rate->from = g_ascii_strup (from, -1);
  rate->to = g_ascii_strup (to, -1);
  rate->value = number;
  rate->date = g_strdup (date);
  rate->publisher = g_strdup (publisher);
  rate->address = g_strdup (address);
  g_ptr_array_add (rates, rate);
}

/* The bundled rates, read once and kept for the life of the process; a file that does not
 * read is a build error (the test validates it), and then there is no suggestion at all */
static GPtrArray *
get_rates (void)
{
  static gsize rates;

  if (g_once_init_enter (&rates))
    {
      static const GMarkupParser parser = { start_element, NULL, NULL, NULL, NULL };
      g_autoptr(GError) error = NULL;
      g_autoptr(GBytes) bytes = g_resource_lookup_data (breakeven_core_get_resource (),
                                                        REFERENCE_RATES_RESOURCE,
                                                        G_RESOURCE_LOOKUP_FLAGS_NONE, &error);
      GPtrArray *loaded = g_ptr_array_new_with_free_func (reference_rate_free);

      if (bytes != NULL)
        {
          GMarkupParseContext *context = g_markup_parse_context_new (&parser, 0, loaded, NULL);
          gsize length;
          const char *data = g_bytes_get_data (bytes, &length);

          if (!g_markup_parse_context_parse (context, data, length, &error)
              || !g_markup_parse_context_end_parse (context, &error))
            g_ptr_array_set_size (loaded, 0);
          g_markup_parse_context_free (context);
        }
      if (error != NULL)
        g_critical ("The bundled reference exchange rates could not be read: %s",
                    error->message);
      g_once_init_leave (&rates, (gsize) loaded);
    }
  return (GPtrArray *) rates;
}

/* The published reference rate for converting 1 unit of @from into @to (ISO 4217 codes, any
 * case): the figure as published, or its inverse when the publisher quotes the pair the other
 * way round (the ECB quotes units of a currency per euro).  @date is the figure's date
 * (YYYY-MM-DD), @source_name its publisher and @source_url where it was read; all are owned by
 * the bundled table and live as long as the process.  Returns FALSE, and leaves the outputs
 * alone, when no bundled rate links the two currencies directly (or they are the same) */
gboolean
breakeven_reference_rate_published (const char  *from,
                                    const char  *to,
                                    const char **published_from,
                                    const char **published_to,
                                    double      *published_rate)
{
  GPtrArray *rates = get_rates ();

  if (from == NULL || to == NULL || g_ascii_strcasecmp (from, to) == 0)
    return FALSE;
  for (guint i = 0; i < rates->len; i++)
    {
      const ReferenceRate *entry = g_ptr_array_index (rates, i);

      if ((g_ascii_strcasecmp (entry->from, from) == 0 && g_ascii_strcasecmp (entry->to, to) == 0)
          || (g_ascii_strcasecmp (entry->from, to) == 0
              && g_ascii_strcasecmp (entry->to, from) == 0))
        {
          *published_from = entry->from;
          *published_to = entry->to;
          *published_rate = entry->value;
          return TRUE;
        }
    }
  return FALSE;
}

gboolean
breakeven_reference_rate_lookup (const char  *from,
                                 const char  *to,
                                 double      *rate,
                                 const char **date,
                                 const char **source_name,
                                 const char **source_url)
{
  GPtrArray *rates = get_rates ();

  if (from == NULL || to == NULL || g_ascii_strcasecmp (from, to) == 0)
    return FALSE;
  for (guint i = 0; i < rates->len; i++)
    {
      const ReferenceRate *entry = g_ptr_array_index (rates, i);
      double value;

      if (g_ascii_strcasecmp (entry->from, from) == 0 && g_ascii_strcasecmp (entry->to, to) == 0)
        value = entry->value;
      else if (g_ascii_strcasecmp (entry->from, to) == 0
               && g_ascii_strcasecmp (entry->to, from) == 0)
        value = 1 / entry->value;
      else
        continue;
      if (rate != NULL)
        *rate = value;
      if (date != NULL)
        *date = entry->date;
      if (source_name != NULL)
        *source_name = entry->publisher;
      if (source_url != NULL)
        *source_url = entry->address;
      return TRUE;
    }
  return FALSE;
}

char *
breakeven_reference_rate_suggest (const char  *from,
                                  const char  *to,
                                  char       **value_text)
{
  const char *date, *publisher, *address, *published_from, *published_to;
  double rate, published_rate;
  char buf[G_ASCII_DTOSTR_BUF_SIZE];
  g_autofree char *published = NULL;

  if (!breakeven_reference_rate_lookup (from, to, &rate, &date, &publisher, &address)
      || !breakeven_reference_rate_published (from, to, &published_from, &published_to,
                                              &published_rate))
    return NULL;
  /* Six significant digits: an inverted rate reads 0.145853, not 0.1458533881742073 */
  if (value_text != NULL)
    *value_text = g_strdup (g_ascii_formatd (buf, sizeof buf, "%.6g", rate));
  published = g_strdup (g_ascii_formatd (buf, sizeof buf, "%.10g", published_rate));
  /* Translators: a published exchange rate, as published: "People's Bank of China, central
   * parity of the renminbi (USD/CNY), 2026-05-06: 1 USD = 6.8562 CNY (https://…)" */
  return g_strdup_printf (_("%s, %s: 1 %s = %s %s (%s)"), publisher, date, published_from,
                          published, published_to, address);
}
