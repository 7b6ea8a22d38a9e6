/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-reference-rates.c: the bundled reference exchange rates (data/exchange-rates.xml) */

#include "config.h"

#include <libxml/parser.h>
#include <libxml/relaxng.h>
#include <libxml/tree.h>
#include <math.h>
#include <string.h>

#include "breakeven-catalogue.h"
#include "breakeven-reference-rates.h"

static char *
data_path (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "..", "data", name, NULL);
}

static xmlRelaxNGValidCtxtPtr
schema_context (xmlRelaxNGPtr *schema)
{
  g_autofree char *rng_path = data_path ("exchange-rates.rng");
  xmlRelaxNGParserCtxtPtr parser = xmlRelaxNGNewParserCtxt (rng_path);

  *schema = xmlRelaxNGParse (parser);
  xmlRelaxNGFreeParserCtxt (parser);
  g_assert_nonnull (*schema);
  return xmlRelaxNGNewValidCtxt (*schema);
}

static gboolean
validates (xmlRelaxNGValidCtxtPtr valid,
           const char            *xml)
{
  xmlDocPtr doc = xmlReadMemory (xml, strlen (xml), "test.xml", NULL, XML_PARSE_NONET);
  gboolean ok;

  g_assert_nonnull (doc);
  ok = xmlRelaxNGValidateDoc (valid, doc) == 0;
  xmlFreeDoc (doc);
  return ok;
}

/* The bundled file validates, and the schema refuses a rate that is not traced to a source */
static void
test_validates (void)
{
  g_autofree char *xml_path = data_path ("exchange-rates.xml");
  xmlRelaxNGPtr schema = NULL;
  xmlRelaxNGValidCtxtPtr valid = schema_context (&schema);
  xmlDocPtr doc = xmlReadFile (xml_path, NULL, XML_PARSE_NONET);

  g_assert_nonnull (doc);
  g_assert_cmpint (xmlRelaxNGValidateDoc (valid, doc), ==, 0);
  xmlFreeDoc (doc);

#define RATE(attrs) "<reference-rates version=\"1\"><rate " attrs "/></reference-rates>"
  g_assert_true (validates (valid, RATE ("from=\"USD\" to=\"CNY\" value=\"7.1\" "
                                         "date=\"2026-01-06\" month=\"2026-01\" publisher=\"P\" "
                                         "address=\"https://example.org/r\"")));
  /* without its address, its publisher or its date */
  g_assert_false (validates (valid, RATE ("from=\"USD\" to=\"CNY\" value=\"7.1\" "
                                          "date=\"2026-01-06\" month=\"2026-01\" "
                                          "publisher=\"P\"")));
  g_assert_false (validates (valid, RATE ("from=\"USD\" to=\"CNY\" value=\"7.1\" "
                                          "date=\"2026-01-06\" month=\"2026-01\" "
                                          "address=\"https://example.org/r\"")));
  g_assert_false (validates (valid, RATE ("from=\"USD\" to=\"CNY\" value=\"7.1\" "
                                          "month=\"2026-01\" publisher=\"P\" "
                                          "address=\"https://example.org/r\"")));
  /* an address that is not a web address, a rate of 0, a currency that is no ISO code */
  g_assert_false (validates (valid, RATE ("from=\"USD\" to=\"CNY\" value=\"7.1\" "
                                          "date=\"2026-01-06\" month=\"2026-01\" "
                                          "publisher=\"P\" address=\"a newspaper\"")));
  g_assert_false (validates (valid, RATE ("from=\"USD\" to=\"CNY\" value=\"0\" "
                                          "date=\"2026-01-06\" month=\"2026-01\" publisher=\"P\" "
                                          "address=\"https://example.org/r\"")));
  g_assert_false (validates (valid, RATE ("from=\"dollar\" to=\"CNY\" value=\"7.1\" "
                                          "date=\"2026-01-06\" month=\"2026-01\" publisher=\"P\" "
                                          "address=\"https://example.org/r\"")));
#undef RATE

  xmlRelaxNGFreeValidCtxt (valid);
  xmlRelaxNGFree (schema);
}

static char *
attribute (xmlNodePtr  node,
           const char *name)
{
  xmlChar *value = xmlGetProp (node, (const xmlChar *) name);
  char *copy = g_strdup ((const char *) value);

  xmlFree (value);
  return copy;
}

/* Every rate of the file, read here with libxml, is what the lookup gives: the same figure
 * one way, its inverse the other way, with the file's date, publisher and address */
static void
test_lookup_matches_file (void)
{
  g_autofree char *xml_path = data_path ("exchange-rates.xml");
  xmlDocPtr doc = xmlReadFile (xml_path, NULL, XML_PARSE_NONET);
  g_autofree char *first_month = NULL;
  guint n = 0;

  g_assert_nonnull (doc);
  for (xmlNodePtr node = xmlDocGetRootElement (doc)->children; node != NULL; node = node->next)
    {
      g_autofree char *from = NULL, *to = NULL, *value = NULL, *date = NULL, *month = NULL;
      g_autofree char *publisher = NULL, *address = NULL;
      const char *got_date = NULL, *got_name = NULL, *got_url = NULL;
      double rate = 0, expected;

      if (node->type != XML_ELEMENT_NODE)
        continue;
      from = attribute (node, "from");
      to = attribute (node, "to");
      value = attribute (node, "value");
      date = attribute (node, "date");
      month = attribute (node, "month");
      publisher = attribute (node, "publisher");
      address = attribute (node, "address");
      expected = g_ascii_strtod (value, NULL);

      g_test_message ("%s -> %s: %s on %s (%s)", from, to, value, date, publisher);
      g_assert_true (breakeven_reference_rate_lookup (from, to, &rate, &got_date, &got_name,
                                                      &got_url));
      g_assert_cmpfloat (rate, ==, expected);
      g_assert_cmpstr (got_date, ==, date);
      g_assert_cmpstr (got_name, ==, publisher);
      g_assert_cmpstr (got_url, ==, address);
      /* the date is a day of the named month, the address a web address */
      g_assert_true (g_str_has_prefix (date, month));
      g_assert_true (g_str_has_prefix (address, "https://"));
      /* all of one named month */
      if (first_month == NULL)
        first_month = g_strdup (month);
      g_assert_cmpstr (month, ==, first_month);

      /* the other way round, the same figure's inverse */
      g_assert_true (breakeven_reference_rate_lookup (to, from, &rate, &got_date, NULL, NULL));
      g_assert_cmpfloat_with_epsilon (rate * expected, 1, 1e-12);
      g_assert_cmpstr (got_date, ==, date);
      n++;
    }
  g_assert_cmpuint (n, >=, 3);
  xmlFreeDoc (doc);
}

/* A rate to CNY for the US dollar and the euro, and for every other currency the bundled
 * catalogue prices an offer in: the figures the publishers gave in May 2026 */
static void
test_lookup_each_currency (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GListStore) bundled = breakeven_catalogue_load_bundled (&error);
  const char *date = NULL, *name = NULL, *url = NULL;
  double rate = 0;

  g_assert_no_error (error);
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (bundled)); i++)
    {
      g_autoptr(BreakevenOffer) offer = g_list_model_get_item (G_LIST_MODEL (bundled), i);
      const char *currency = breakeven_offer_get_currency (offer);

      if (currency == NULL || strcmp (currency, "CNY") == 0)
        continue;
      g_assert_true (breakeven_reference_rate_lookup (currency, "CNY", &rate, NULL, NULL,
                                                      NULL));
      g_assert_cmpfloat (rate, >, 0);
    }

  /* USD: the People's Bank of China's central parity of 6 May 2026 */
  g_assert_true (breakeven_reference_rate_lookup ("USD", "CNY", &rate, &date, &name, &url));
  g_assert_cmpfloat (rate, ==, 6.8562);
  g_assert_cmpstr (date, ==, "2026-05-06");
  g_assert_nonnull (strstr (name, "People's Bank of China"));
  /* EUR: the ECB's reference rate of 8 May 2026, as it quotes it (yuan per euro) */
  g_assert_true (breakeven_reference_rate_lookup ("EUR", "CNY", &rate, &date, &name, &url));
  g_assert_cmpfloat (rate, ==, 7.9989);
  g_assert_cmpstr (date, ==, "2026-05-08");
  g_assert_nonnull (strstr (name, "European Central Bank"));
  g_assert_cmpstr (url, ==, "https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml");
  /* a euro project with dollar offers: dollars per euro, inverted (1 / 1.1761 euro a dollar) */
  g_assert_true (breakeven_reference_rate_lookup ("usd", "eur", &rate, NULL, NULL, NULL));
  g_assert_cmpfloat_with_epsilon (rate, 1 / 1.1761, 1e-12);
  /* a yuan project's own currency has no rate, nor a currency no publisher here gives */
  g_assert_false (breakeven_reference_rate_lookup ("CNY", "CNY", &rate, NULL, NULL, NULL));
  rate = -1;
  g_assert_false (breakeven_reference_rate_lookup ("JPY", "CNY", &rate, NULL, NULL, NULL));
  g_assert_cmpfloat (rate, ==, -1);
  g_assert_false (breakeven_reference_rate_lookup (NULL, "CNY", &rate, NULL, NULL, NULL));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/reference-rates/validates", test_validates);
  g_test_add_func ("/reference-rates/lookup-matches-file", test_lookup_matches_file);
  g_test_add_func ("/reference-rates/lookup-each-currency", test_lookup_each_currency);
  return g_test_run ();
}
