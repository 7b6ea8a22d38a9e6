/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-xml-write.c: canonical saving of project files and offer catalogues */

#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "breakeven-format.h"
#include "breakeven-xml-private.h"
#include "breakeven-xml.h"

/* The canonical form, so that load then save gives back the same bytes:
 * - elements in the order of the example of docs/file-format.md, two-space indentation, one
 *   element per
 *   line (an offer too, with all its attributes), a final newline;
 * - every attribute always written, in a fixed order, except those whose absence means
 *   something: wall-watts is left out when unset ("estimate from the parts"), and
 *   cloud-idle-hours-per-day, percent-after-purchase and idle-price-per-hour when they follow
 *   another value (the build's idle hours, the resale at the horizon, the price per hour), so
 *   that a saved file keeps following it; a part's model and vram-gb are written for GPU
 *   parts, for other parts only when given; relative-speed is "auto" or a number;
 * - format 3's attributes (build-max-hours-per-day, own-time-per-hour, setup-hours,
 *   price-change-percent-per-year) only when they are not their default, so that a project
 *   that does not use them reads as it did; <burst> elements inside <usage>;
 * - <title> and <notes> only when not empty, <vendor-quote> only when there is one; <cloud> is
 *   always written (empty as <cloud/>); an offer always names its currency;
 * - numbers as the shortest plain decimal that reads back to the same double ("16299",
 *   "0.6", never "1e+20"), with '.' whatever the locale;
 * - characters XML 1.0 cannot carry (control characters) are dropped; "&" and "<" are written
 *   as references, ">" only after "]]", so that text is never written larger than it reads. */

static void
append_escaped (GString    *out,
                const char *text,
                gboolean    in_attribute)
{
  g_autofree char *valid = g_utf8_make_valid (text ? text : "", -1);

  for (const char *p = valid; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      switch (c)
        {
        case '&': g_string_append (out, "&amp;"); break;
        case '<': g_string_append (out, "&lt;"); break;
        /* Raw but after "]]", which would end a CDATA section no one opened: a file read
         * with many ">" (quoted mail in the notes) is written no larger than it was read */
        case '>':
          if (out->len >= 2 && out->str[out->len - 1] == ']' && out->str[out->len - 2] == ']')
            g_string_append (out, "&gt;");
          else
            g_string_append_c (out, '>');
          break;
        /* A parser turns a literal CR into LF, and white space in attributes into spaces */
        case '\r': g_string_append (out, "&#13;"); break;
        case '"':
          g_string_append (out, in_attribute ? "&quot;" : "\"");
          break;
        case '\n':
          g_string_append (out, in_attribute ? "&#10;" : "\n");
          break;
        case '\t':
          g_string_append (out, in_attribute ? "&#9;" : "\t");
          break;
        default:
          if (c < 0x20 || c == 0xFFFE || c == 0xFFFF)
            break;
          g_string_append_len (out, p, g_utf8_next_char (p) - p);
          break;
        }
    }
}

static void
append_number (GString *out,
               double   value)
{
  g_autofree char *text = breakeven_format_plain_number (value);

  g_string_append (out, text);
}

static void
attribute_string (GString    *out,
                  const char *name,
                  const char *value)
{
  g_string_append_printf (out, " %s=\"", name);
  append_escaped (out, value, TRUE);
  g_string_append_c (out, '"');
}

static void
attribute_number (GString    *out,
                  const char *name,
                  double      value)
{
  g_string_append_printf (out, " %s=\"", name);
  append_number (out, value);
  g_string_append_c (out, '"');
}

static void
attribute_uint (GString    *out,
                const char *name,
                guint       value)
{
  g_string_append_printf (out, " %s=\"%u\"", name, value);
}

static void
text_element (GString    *out,
              const char *indent,
              const char *name,
              const char *text)
{
  g_string_append_printf (out, "%s<%s>", indent, name);
  append_escaped (out, text, FALSE);
  g_string_append_printf (out, "</%s>\n", name);
}

static void
write_offer (GString        *out,
             const char     *indent,
             BreakevenOffer *offer,
             const char     *default_currency)
{
  const char *currency = breakeven_offer_get_currency (offer);

  g_string_append_printf (out, "%s<offer", indent);
  attribute_string (out, "provider", breakeven_offer_get_provider (offer));
  attribute_string (out, "name", breakeven_offer_get_name (offer));
  attribute_string (out, "gpu", breakeven_offer_get_gpu (offer));
  attribute_uint (out, "gpu-count", breakeven_offer_get_gpu_count (offer));
  attribute_number (out, "vram-gb", breakeven_offer_get_vram_gb (offer));
  attribute_number (out, "price-per-hour", breakeven_offer_get_price_per_hour (offer));
  if (breakeven_offer_get_idle_price_set (offer))
    attribute_number (out, "idle-price-per-hour",
                      breakeven_offer_get_idle_price_per_hour (offer));
  attribute_string (out, "currency",
                    currency != NULL && *currency != '\0' ? currency : default_currency);
  attribute_string (out, "billing",
                    breakeven_billing_to_string (breakeven_offer_get_billing (offer)));
  attribute_number (out, "storage-price-per-gb-month",
                    breakeven_offer_get_storage_price_per_gb_month (offer));
  if (breakeven_offer_get_relative_speed_auto (offer))
    attribute_string (out, "relative-speed", "auto");
  else
    attribute_number (out, "relative-speed", breakeven_offer_get_relative_speed (offer));
  attribute_number (out, "interruption-overhead-percent",
                    breakeven_offer_get_interruption_overhead_percent (offer));
  attribute_number (out, "setup-cost", breakeven_offer_get_setup_cost (offer));
  attribute_string (out, "as-of", breakeven_offer_get_as_of (offer));
  attribute_string (out, "source", breakeven_offer_get_source (offer));
  /* Written only when set, so that files without promotions stay as they were */
  if (breakeven_offer_get_promotion (offer))
    attribute_string (out, "promotion", "true");
  if (breakeven_offer_get_setup_hours (offer) != 0)
    attribute_number (out, "setup-hours", breakeven_offer_get_setup_hours (offer));
  g_string_append (out, "/>\n");
}

static void
write_build (GString          *out,
             BreakevenProject *project)
{
  GListModel *parts = G_LIST_MODEL (breakeven_project_get_parts (project));

  g_string_append (out, "  <build");
  if (breakeven_project_get_build_setup_hours (project) != 0)
    attribute_number (out, "setup-hours", breakeven_project_get_build_setup_hours (project));
  g_string_append (out, ">\n");
  for (guint i = 0; i < g_list_model_get_n_items (parts); i++)
    {
      g_autoptr(BreakevenPart) part = g_list_model_get_item (parts, i);

      g_string_append (out, "    <part");
      attribute_string (out, "category",
                        breakeven_part_category_to_string (breakeven_part_get_category (part)));
      attribute_uint (out, "quantity", breakeven_part_get_quantity (part));
      attribute_number (out, "unit-price", breakeven_part_get_unit_price (part));
      attribute_number (out, "power-watts", breakeven_part_get_power_watts (part));
      if (breakeven_part_get_category (part) == BREAKEVEN_PART_GPU
          || *breakeven_part_get_model (part) != '\0' || breakeven_part_get_vram_gb (part) != 0)
        {
          attribute_string (out, "model", breakeven_part_get_model (part));
          attribute_number (out, "vram-gb", breakeven_part_get_vram_gb (part));
        }
      g_string_append_c (out, '>');
      append_escaped (out, breakeven_part_get_name (part), FALSE);
      g_string_append (out, "</part>\n");
    }

  if (breakeven_project_get_has_vendor_quote (project))
    {
      g_string_append (out, "    <vendor-quote");
      attribute_number (out, "price", breakeven_project_get_vendor_quote (project));
      attribute_string (out, "use",
                        breakeven_project_get_use_vendor_quote (project) ? "true" : "false");
      g_string_append_c (out, '>');
      append_escaped (out, breakeven_project_get_vendor_quote_note (project), FALSE);
      g_string_append (out, "</vendor-quote>\n");
    }

  g_string_append (out, "    <power");
  if (breakeven_project_get_wall_watts_set (project))
    attribute_number (out, "wall-watts", breakeven_project_get_wall_watts (project));
  attribute_number (out, "idle-watts", breakeven_project_get_idle_watts (project));
  attribute_number (out, "cooling-overhead-percent",
                    breakeven_project_get_cooling_overhead_percent (project));
  attribute_number (out, "circuit-limit-watts",
                    breakeven_project_get_circuit_limit_watts (project));
  g_string_append (out, "/>\n    <electricity");
  attribute_number (out, "price-per-kwh", breakeven_project_get_price_per_kwh (project));
  g_string_append (out, "/>\n    <maintenance");
  attribute_number (out, "per-year", breakeven_project_get_maintenance_per_year (project));
  g_string_append (out, "/>\n    <resale");
  attribute_number (out, "percent-at-horizon", breakeven_project_get_resale_percent (project));
  if (breakeven_project_get_resale_after_purchase_set (project))
    attribute_number (out, "percent-after-purchase",
                      breakeven_project_get_resale_after_purchase_percent (project));
  g_string_append (out, "/>\n    <finance");
  attribute_number (out, "interest-percent", breakeven_project_get_interest_percent (project));
  g_string_append (out, "/>\n  </build>\n");
}

/* The end of <usage>: "/>" alone, or its <burst> elements */
static void
write_bursts (GString          *out,
              BreakevenProject *project)
{
  GListModel *bursts = G_LIST_MODEL (breakeven_project_get_bursts (project));
  guint n = g_list_model_get_n_items (bursts);

  if (n == 0)
    {
      g_string_append (out, "/>\n");
      return;
    }
  g_string_append (out, ">\n");
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(BreakevenBurst) burst = g_list_model_get_item (bursts, i);

      g_string_append (out, "    <burst");
      attribute_string (out, "name", breakeven_burst_get_name (burst));
      attribute_uint (out, "per-year", breakeven_burst_get_per_year (burst));
      attribute_number (out, "first-month", breakeven_burst_get_first_month (burst));
      attribute_number (out, "days", breakeven_burst_get_days (burst));
      attribute_number (out, "work-hours", breakeven_burst_get_work_hours (burst));
      g_string_append (out, "/>\n");
    }
  g_string_append (out, "  </usage>\n");
}

char *
breakeven_project_to_xml (BreakevenProject *project,
                          gsize            *length)
{
  GString *out;
  GListModel *offers;
  const char *currency;
  guint n_offers;

  g_return_val_if_fail (BREAKEVEN_IS_PROJECT (project), NULL);

  out = g_string_new ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
  currency = breakeven_project_get_currency (project);
  offers = G_LIST_MODEL (breakeven_project_get_offers (project));
  n_offers = g_list_model_get_n_items (offers);

  g_string_append_printf (out, "<%s format=\"%d\">\n", BREAKEVEN_XML_PROJECT_ELEMENT,
                          BREAKEVEN_FORMAT_VERSION);
  if (*breakeven_project_get_title (project) != '\0')
    text_element (out, "  ", "title", breakeven_project_get_title (project));
  if (*breakeven_project_get_notes (project) != '\0')
    text_element (out, "  ", "notes", breakeven_project_get_notes (project));

  g_string_append (out, "  <currency");
  attribute_string (out, "code", currency);
  g_string_append (out, "/>\n");

  for (guint i = 0; i < breakeven_project_get_n_exchange_rates (project); i++)
    {
      const char *from, *to;
      double rate;

      breakeven_project_get_nth_exchange_rate (project, i, &from, &to, &rate);
      g_string_append (out, "  <exchange-rate");
      attribute_string (out, "from", from);
      attribute_string (out, "to", to);
      attribute_number (out, "rate", rate);
      g_string_append (out, "/>\n");
    }

  g_string_append (out, "  <usage");
  attribute_number (out, "hours-per-day", breakeven_project_get_hours_per_day (project));
  attribute_number (out, "idle-hours-per-day",
                    breakeven_project_get_idle_hours_per_day (project));
  attribute_number (out, "horizon-months", breakeven_project_get_horizon_months (project));
  attribute_number (out, "cloud-storage-gb", breakeven_project_get_cloud_storage_gb (project));
  if (breakeven_project_get_cloud_idle_hours_set (project))
    attribute_number (out, "cloud-idle-hours-per-day",
                      breakeven_project_get_cloud_idle_hours_per_day (project));
  attribute_number (out, "vram-needed-gb", breakeven_project_get_vram_needed_gb (project));
  if (breakeven_project_get_build_max_hours_per_day (project) != BREAKEVEN_MAX_HOURS_PER_DAY)
    attribute_number (out, "build-max-hours-per-day",
                      breakeven_project_get_build_max_hours_per_day (project));
  if (breakeven_project_get_own_time_per_hour (project) != 0)
    attribute_number (out, "own-time-per-hour", breakeven_project_get_own_time_per_hour (project));
  write_bursts (out, project);

  write_build (out, project);

  g_string_append (out, "  <cloud");
  if (breakeven_project_get_price_change_percent_per_year (project) != 0)
    attribute_number (out, "price-change-percent-per-year",
                      breakeven_project_get_price_change_percent_per_year (project));
  if (n_offers == 0)
    g_string_append (out, "/>\n");
  else
    {
      g_string_append (out, ">\n");
      for (guint i = 0; i < n_offers; i++)
        {
          g_autoptr(BreakevenOffer) offer = g_list_model_get_item (offers, i);

          write_offer (out, "    ", offer, currency);
        }
      g_string_append (out, "  </cloud>\n");
    }
  g_string_append_printf (out, "</%s>\n", BREAKEVEN_XML_PROJECT_ELEMENT);

  if (length != NULL)
    *length = out->len;
  return g_string_free (out, FALSE);
}

char *
breakeven_catalogue_to_xml (GListModel *offers,
                            gsize      *length)
{
  GString *out;

  g_return_val_if_fail (G_IS_LIST_MODEL (offers), NULL);

  out = g_string_new ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
  g_string_append_printf (out, "<%s format=\"%d\">\n", BREAKEVEN_XML_CATALOGUE_ELEMENT,
                          BREAKEVEN_FORMAT_VERSION);
  for (guint i = 0; i < g_list_model_get_n_items (offers); i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (offers, i);

      if (BREAKEVEN_IS_OFFER (item))
        write_offer (out, "  ", BREAKEVEN_OFFER (item), BREAKEVEN_XML_CATALOGUE_DEFAULT_CURRENCY);
    }
  g_string_append_printf (out, "</%s>\n", BREAKEVEN_XML_CATALOGUE_ELEMENT);

  if (length != NULL)
    *length = out->len;
  return g_string_free (out, FALSE);
}

/* "FILE: message", as every saving error reads; returns FALSE */
static gboolean
prefix_file_name (GError **error,
                  GFile   *file)
{
  g_autofree char *name = g_file_peek_path (file) != NULL ? g_strdup (g_file_peek_path (file))
                                                          : g_file_get_parse_name (file);

  g_prefix_error (error, "%s: ", name);
  return FALSE;
}

/* The reader's message without its "NAME:LINE: " */
static const char *
strip_location (const char *message,
                const char *name)
{
  const char *p = message;

  if (g_str_has_prefix (p, name))
    {
      p += strlen (name);
      if (*p == ':')
        p++;
      while (g_ascii_isdigit (*p))
        p++;
      if (*p == ':')
        p++;
      while (*p == ' ')
        p++;
    }
  return p;
}

/* What the reader would refuse is never written: the counts and the size first, told
 * plainly, then the reader itself on the bytes (a value past a limit, say), so that a saved
 * file always opens again.  IS_PROJECT: the bytes are a project, else a catalogue. */
static gboolean
check_readable (const char  *xml,
                gsize        length,
                gboolean     is_project,
                GError     **error)
{
  static const char *const name = "saved";
  g_autoptr(GError) local_error = NULL;

  if (length > BREAKEVEN_MAX_FILE_BYTES)
    {
      /* In bytes as well: a size just past the limit rounds to the limit in MiB */
      g_autofree char *size = g_format_size_full (length, G_FORMAT_SIZE_IEC_UNITS
                                                          | G_FORMAT_SIZE_LONG_FORMAT);
      g_autofree char *limit = g_format_size_full (BREAKEVEN_MAX_FILE_BYTES,
                                                   G_FORMAT_SIZE_IEC_UNITS
                                                   | G_FORMAT_SIZE_LONG_FORMAT);

      g_set_error (error, BREAKEVEN_XML_ERROR, BREAKEVEN_XML_ERROR_TOO_LARGE,
                   is_project
                   /* Translators: the sizes read "8.0 MiB (8388808 bytes)" */
                   ? _("not saved: the project would take %s, and Breakeven reads files of up "
                       "to %s: shorten the notes or names (each “<” or “&” takes 4 or 5 bytes)")
                   : _("not saved: the catalogue would take %s, and Breakeven reads files of "
                       "up to %s: remove some offers"),
                   size, limit);
      return FALSE;
    }

  if (is_project)
    {
      g_autoptr(BreakevenProject) reread = breakeven_project_load_from_data (xml, length, name,
                                                                             &local_error);
      if (reread != NULL)
        return TRUE;
    }
  else
    {
      g_autoptr(GListStore) reread = breakeven_catalogue_load_from_data (xml, length, name,
                                                                         &local_error);
      if (reread != NULL)
        return TRUE;
    }
  g_set_error (error, BREAKEVEN_XML_ERROR,
               local_error->domain == BREAKEVEN_XML_ERROR ? local_error->code
                                                      : BREAKEVEN_XML_ERROR_INVALID_VALUE,
               is_project ? _("the project cannot be saved as it is, it could not be opened "
                              "again: %s")
                          : _("the catalogue cannot be saved as it is, it could not be opened "
                              "again: %s"),
               strip_location (local_error->message, name));
  return FALSE;
}

/* The counts a project file may hold (breakeven-limits.h), checked before anything is written */
gboolean
breakeven_project_check_limits (BreakevenProject  *project,
                                GError           **error)
{
  guint n_parts, n_offers, n_rates;

  g_return_val_if_fail (BREAKEVEN_IS_PROJECT (project), FALSE);

  n_parts = g_list_model_get_n_items (G_LIST_MODEL (breakeven_project_get_parts (project)));
  n_offers = g_list_model_get_n_items (G_LIST_MODEL (breakeven_project_get_offers (project)));
  n_rates = breakeven_project_get_n_exchange_rates (project);
  if (n_parts > BREAKEVEN_MAX_ITEMS)
    g_set_error (error, BREAKEVEN_XML_ERROR, BREAKEVEN_XML_ERROR_TOO_LARGE,
                 _("the project has %u parts, and a project file holds up to %d"),
                 n_parts, BREAKEVEN_MAX_ITEMS);
  else if (n_offers > BREAKEVEN_MAX_ITEMS)
    g_set_error (error, BREAKEVEN_XML_ERROR, BREAKEVEN_XML_ERROR_TOO_LARGE,
                 _("the project has %u offers, and a project file holds up to %d"),
                 n_offers, BREAKEVEN_MAX_ITEMS);
  else if (n_rates > BREAKEVEN_MAX_ITEMS)
    g_set_error (error, BREAKEVEN_XML_ERROR, BREAKEVEN_XML_ERROR_TOO_LARGE,
                 _("the project has %u exchange rates, and a project file holds up to %d"),
                 n_rates, BREAKEVEN_MAX_ITEMS);
  else
    return TRUE;
  return FALSE;
}

gboolean
breakeven_project_save_to_file (BreakevenProject  *project,
                                GFile             *file,
                                GCancellable      *cancellable,
                                GError           **error)
{
  g_autofree char *xml = NULL;
  gsize length;

  g_return_val_if_fail (BREAKEVEN_IS_PROJECT (project), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  xml = breakeven_project_to_xml (project, &length);
  if (!breakeven_project_check_limits (project, error) || !check_readable (xml, length, TRUE, error))
    return prefix_file_name (error, file);
  return breakeven_file_replace_contents (file, xml, length, cancellable, error);
}

gboolean
breakeven_catalogue_save_to_file (GListModel    *offers,
                                  GFile         *file,
                                  GCancellable  *cancellable,
                                  GError       **error)
{
  g_autofree char *xml = NULL;
  gsize length;

  g_return_val_if_fail (G_IS_LIST_MODEL (offers), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  xml = breakeven_catalogue_to_xml (offers, &length);
  if (!check_readable (xml, length, FALSE, error))
    return prefix_file_name (error, file);
  return breakeven_file_replace_contents (file, xml, length, cancellable, error);
}
