/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-xml-read-offer.c: reading an <offer> (of a project or a catalogue) and loading
 * offer catalogues */

#include "config.h"

#include <glib/gi18n.h>

#include "breakeven-xml-read-private.h"

#define NAME(node) BREAKEVEN_XML_NAME (node)

/* relative-speed is a number, or "auto" (format 2: derived from the GPU table) */
static gboolean
read_relative_speed (BreakevenXmlWalk *w,
                     xmlNode          *node,
                     double           *speed,
                     gboolean         *is_auto)
{
  g_autofree char *text = NULL;

  if (!breakeven_xml_read_string (w, node, "relative-speed", &text))
    return FALSE;
  if (g_strcmp0 (text, "auto") == 0)
    {
      *is_auto = TRUE;
      return TRUE;
    }
  return breakeven_xml_read_number (w, node, "relative-speed", BREAKEVEN_XML_SPEED, speed);
}

BreakevenOffer *
breakeven_xml_read_offer (BreakevenXmlWalk *w,
                          xmlNode          *node,
                          gboolean         *has_currency)
{
  static const char *const attributes[] = {
    "provider", "name", "gpu", "gpu-count", "vram-gb", "price-per-hour", "idle-price-per-hour",
    "currency", "billing", "storage-price-per-gb-month", "relative-speed",
    "interruption-overhead-percent", "setup-cost", "as-of", "source", "promotion", "setup-hours", NULL
  };
  g_autoptr(BreakevenOffer) offer = NULL;
  g_autofree char *provider = g_strdup ("");
  g_autofree char *name = g_strdup ("");
  g_autofree char *gpu = g_strdup ("");
  g_autofree char *currency = NULL;
  g_autofree char *billing = NULL;
  g_autofree char *as_of = g_strdup ("");
  g_autofree char *source = g_strdup ("");
  guint gpu_count = 1;
  double vram = 0, price = 0, idle_price = 0, storage = 0, speed = 1, interruption = 0;
  double setup = 0, setup_hours = 0;
  gboolean idle_price_set = FALSE, speed_auto = FALSE, promotion = FALSE;
  BreakevenBilling billing_value = BREAKEVEN_BILLING_ON_DEMAND;

  if (!breakeven_xml_check_attributes (w, node, attributes)
      || !breakeven_xml_check_empty (w, node)
      || !breakeven_xml_read_string (w, node, "provider", &provider)
      || !breakeven_xml_check_name (w, node, "provider", provider)
      || !breakeven_xml_read_string (w, node, "name", &name)
      || !breakeven_xml_check_name (w, node, "name", name)
      || !breakeven_xml_read_string (w, node, "gpu", &gpu)
      || !breakeven_xml_check_name (w, node, "gpu", gpu)
      || !breakeven_xml_read_integer (w, node, "gpu-count", 1, BREAKEVEN_MAX_GPU_COUNT, &gpu_count)
      || !breakeven_xml_read_number (w, node, "vram-gb", BREAKEVEN_XML_GIGABYTES, &vram)
      || !breakeven_xml_read_number (w, node, "price-per-hour", BREAKEVEN_XML_MONEY,
                                     &price)
      || !breakeven_xml_read_optional_number (w, node, "idle-price-per-hour",
                                              BREAKEVEN_XML_MONEY, &idle_price,
                                              &idle_price_set)
      || !breakeven_xml_read_currency (w, node, "currency", &currency)
      || !breakeven_xml_read_string (w, node, "billing", &billing)
      || !breakeven_xml_read_number (w, node, "storage-price-per-gb-month",
                                     BREAKEVEN_XML_UNIT_PRICE, &storage)
      || !read_relative_speed (w, node, &speed, &speed_auto)
      || !breakeven_xml_read_number (w, node, "interruption-overhead-percent",
                                     BREAKEVEN_XML_PERCENT, &interruption)
      || !breakeven_xml_read_number (w, node, "setup-cost", BREAKEVEN_XML_MONEY, &setup)
      || !breakeven_xml_read_string (w, node, "as-of", &as_of)
      || !breakeven_xml_read_string (w, node, "source", &source)
      || !breakeven_xml_read_boolean (w, node, "promotion", &promotion)
      || !breakeven_xml_read_number (w, node, "setup-hours", BREAKEVEN_XML_SETUP_HOURS,
                                     &setup_hours))
    return NULL;

  if (billing != NULL && !breakeven_billing_from_string (billing, &billing_value))
    {
      breakeven_xml_fail (w, breakeven_xml_line (node), BREAKEVEN_XML_ERROR_INVALID_VALUE,
                          _("unknown billing “%s”: it is on-demand or spot"), billing);
      return NULL;
    }

  offer = breakeven_offer_new (provider, name, price, currency);
  breakeven_offer_set_gpu (offer, gpu);
  breakeven_offer_set_gpu_count (offer, gpu_count);
  breakeven_offer_set_vram_gb (offer, vram);
  /* Absent: it follows the price per hour */
  if (idle_price_set)
    breakeven_offer_set_idle_price_per_hour (offer, idle_price);
  breakeven_offer_set_billing (offer, billing_value);
  breakeven_offer_set_storage_price_per_gb_month (offer, storage);
  breakeven_offer_set_relative_speed (offer, speed);
  breakeven_offer_set_relative_speed_auto (offer, speed_auto);
  breakeven_offer_set_interruption_overhead_percent (offer, interruption);
  breakeven_offer_set_setup_cost (offer, setup);
  breakeven_offer_set_as_of (offer, as_of);
  breakeven_offer_set_source (offer, source);
  breakeven_offer_set_promotion (offer, promotion);
  breakeven_offer_set_setup_hours (offer, setup_hours);

  *has_currency = currency != NULL;
  return g_steal_pointer (&offer);
}

/* ---------------------------------------------------------------------------------------- */
/* Catalogues                                                                                */

static gboolean
read_catalogue_child (BreakevenXmlWalk *w,
                      xmlNode          *root,
                      xmlNode          *child,
                      gpointer          user_data)
{
  GListStore *store = user_data;
  g_autoptr(BreakevenOffer) offer = NULL;
  gboolean has_currency = FALSE;

  if (!g_str_equal (NAME (child), "offer"))
    return breakeven_xml_fail_unknown_element (w, root, child);

  offer = breakeven_xml_read_offer (w, child, &has_currency);
  if (offer == NULL)
    return FALSE;
  if (!has_currency)
    breakeven_offer_set_currency (offer, BREAKEVEN_XML_CATALOGUE_DEFAULT_CURRENCY);
  g_list_store_append (store, offer);
  return TRUE;
}

static gboolean
read_catalogue (BreakevenXmlWalk *w,
                xmlNode          *root,
                gpointer          user_data)
{
  static const char *const root_attributes[] = { "format", NULL };

  return breakeven_xml_check_attributes (w, root, root_attributes)
         && breakeven_xml_walk_children (w, root, NULL, read_catalogue_child, user_data);
}

GListStore *
breakeven_catalogue_load_from_data (const char  *data,
                                    gsize        length,
                                    const char  *display_name,
                                    GError     **error)
{
  g_autoptr(GListStore) store = NULL;

  g_return_val_if_fail (data != NULL || length == 0, NULL);
  g_return_val_if_fail (display_name != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  store = g_list_store_new (BREAKEVEN_TYPE_OFFER);
  if (!breakeven_xml_load_document (data, length, display_name,
                                    BREAKEVEN_XML_CATALOGUE_ELEMENT, read_catalogue, store,
                                    error))
    return NULL;
  if (BREAKEVEN_XML_MAY_GROW_PAST_LIMIT (length))
    {
      gsize written = 0;
      g_autofree char *xml = breakeven_catalogue_to_xml (G_LIST_MODEL (store), &written);

      if (!breakeven_xml_check_written_size (xml, written, display_name, FALSE, error))
        return NULL;
    }
  return g_steal_pointer (&store);
}

GListStore *
breakeven_catalogue_load_from_file (GFile   *file,
                                    GError **error)
{
  g_autofree char *name = NULL;
  g_autoptr(GBytes) bytes = NULL;
  gsize length;
  const char *data;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  bytes = breakeven_xml_read_file (file, &name, error);
  if (bytes == NULL)
    return NULL;
  data = g_bytes_get_data (bytes, &length);
  return breakeven_catalogue_load_from_data (data, length, name, error);
}
