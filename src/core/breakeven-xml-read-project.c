/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-xml-read-project.c: loading project files (<breakeven-project>, formats 1 to 3) */

#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <math.h>

#include "breakeven-core-resources.h"
#include "breakeven-format.h"
#include "breakeven-xml-read-private.h"

#define NAME(node) BREAKEVEN_XML_NAME (node)

#define SAMPLE_RESOURCE_PREFIX "/io/github/breakeven/Breakeven/"

static const char *const no_attributes[] = { NULL };

/* ---------------------------------------------------------------------------------------- */
/* <build>                                                                                   */

static gboolean
read_part (BreakevenXmlWalk *w,
           xmlNode          *node,
           BreakevenProject *project,
           double           *parts_total)
{
  static const char *const attributes[] = {
    "category", "quantity", "unit-price", "power-watts", "model", "vram-gb", NULL
  };
  g_autoptr(BreakevenPart) part = NULL;
  g_autofree char *category = NULL;
  g_autofree char *model = g_strdup ("");
  g_autofree char *name = NULL;
  BreakevenPartCategory category_value = BREAKEVEN_PART_OTHER;
  guint quantity = 1;
  double unit_price = 0, power = 0, vram = 0;

  if (!breakeven_xml_check_attributes (w, node, attributes)
      || !breakeven_xml_read_string (w, node, "category", &category)
      || !breakeven_xml_read_integer (w, node, "quantity", 1, BREAKEVEN_MAX_PART_QUANTITY,
                                      &quantity)
      || !breakeven_xml_read_number (w, node, "unit-price", BREAKEVEN_XML_MONEY,
                                     &unit_price)
      || !breakeven_xml_read_number (w, node, "power-watts", BREAKEVEN_XML_WATTS, &power)
      || !breakeven_xml_read_string (w, node, "model", &model)
      || !breakeven_xml_check_name (w, node, "model", model)
      || !breakeven_xml_read_number (w, node, "vram-gb", BREAKEVEN_XML_GIGABYTES, &vram)
      || !breakeven_xml_read_text (w, node, &name)
      || !breakeven_xml_check_name (w, node, "name", name))
    return FALSE;

  if (category != NULL && !breakeven_part_category_from_string (category, &category_value))
    return breakeven_xml_fail (w, breakeven_xml_line (node), BREAKEVEN_XML_ERROR_INVALID_VALUE,
                               _("unknown part category “%s”: it is one of gpu, cpu, "
                                 "motherboard, memory, storage, psu, cooling, case or other"),
                               category);

  /* Each factor in range, the product and the sum too: no figure becomes infinite */
  if (quantity * unit_price > BREAKEVEN_MAX_PARTS_TOTAL)
    {
      g_autofree char *limit = breakeven_format_plain_number (BREAKEVEN_MAX_PARTS_TOTAL);

      return breakeven_xml_fail (w, breakeven_xml_line (node), BREAKEVEN_XML_ERROR_INVALID_VALUE,
                                 _("quantity × unit price of this part is more than %s"), limit);
    }
  *parts_total += quantity * unit_price;
  if (*parts_total > BREAKEVEN_MAX_PARTS_TOTAL)
    {
      g_autofree char *limit = breakeven_format_plain_number (BREAKEVEN_MAX_PARTS_TOTAL);

      return breakeven_xml_fail (w, breakeven_xml_line (node), BREAKEVEN_XML_ERROR_INVALID_VALUE,
                                 _("with this part the parts add up to more than %s"), limit);
    }

  part = breakeven_part_new (category_value, name, quantity, unit_price, power);
  breakeven_part_set_model (part, model);
  breakeven_part_set_vram_gb (part, vram);
  g_list_store_append (breakeven_project_get_parts (project), part);
  return TRUE;
}

static gboolean
read_vendor_quote (BreakevenXmlWalk *w,
                   xmlNode          *node,
                   BreakevenProject *project)
{
  static const char *const attributes[] = { "price", "use", NULL };
  g_autofree char *note = NULL;
  double price = 0;
  gboolean use = FALSE;

  if (!breakeven_xml_check_attributes (w, node, attributes)
      || !breakeven_xml_read_number (w, node, "price", BREAKEVEN_XML_MONEY, &price)
      || !breakeven_xml_read_boolean (w, node, "use", &use)
      || !breakeven_xml_read_text (w, node, &note))
    return FALSE;

  breakeven_project_set_has_vendor_quote (project, TRUE);
  breakeven_project_set_vendor_quote (project, price);
  breakeven_project_set_use_vendor_quote (project, use);
  breakeven_project_set_vendor_quote_note (project, note);
  return TRUE;
}

static gboolean
read_power (BreakevenXmlWalk *w,
            xmlNode          *node,
            BreakevenProject *project)
{
  static const char *const attributes[] = {
    "wall-watts", "idle-watts", "cooling-overhead-percent", "circuit-limit-watts", NULL
  };
  double wall = -1, idle = 0, cooling = 0, circuit_limit = 0;
  gboolean wall_set = FALSE;

  if (!breakeven_xml_check_attributes (w, node, attributes)
      || !breakeven_xml_check_empty (w, node)
      || !breakeven_xml_read_number (w, node, "idle-watts", BREAKEVEN_XML_WATTS, &idle)
      || !breakeven_xml_read_number (w, node, "cooling-overhead-percent", BREAKEVEN_XML_PERCENT,
                                     &cooling)
      || !breakeven_xml_read_number (w, node, "circuit-limit-watts", BREAKEVEN_XML_WATTS,
                                     &circuit_limit)
      || !breakeven_xml_read_optional_number (w, node, "wall-watts", BREAKEVEN_XML_WATTS,
                                              &wall, &wall_set))
    return FALSE;

  /* Absent: estimated from the parts */
  if (wall_set)
    breakeven_project_set_wall_watts (project, wall);
  else
    breakeven_project_unset_wall_watts (project);
  breakeven_project_set_idle_watts (project, idle);
  breakeven_project_set_cooling_overhead_percent (project, cooling);
  breakeven_project_set_circuit_limit_watts (project, circuit_limit);
  return TRUE;
}

static gboolean
read_resale (BreakevenXmlWalk *w,
             xmlNode          *node,
             BreakevenProject *project)
{
  static const char *const attributes[] = {
    "percent-at-horizon", "percent-after-purchase", NULL
  };
  double at_horizon = 0, after_purchase = 0;
  gboolean after_purchase_set = FALSE;

  if (!breakeven_xml_check_attributes (w, node, attributes)
      || !breakeven_xml_check_empty (w, node)
      || !breakeven_xml_read_number (w, node, "percent-at-horizon", BREAKEVEN_XML_PERCENT,
                                     &at_horizon)
      || !breakeven_xml_read_optional_number (w, node, "percent-after-purchase",
                                              BREAKEVEN_XML_PERCENT, &after_purchase,
                                              &after_purchase_set))
    return FALSE;

  breakeven_project_set_resale_percent (project, at_horizon);
  /* Absent: it follows the resale value at the horizon */
  if (after_purchase_set)
    breakeven_project_set_resale_after_purchase_percent (project, after_purchase);
  else
    breakeven_project_unset_resale_after_purchase_percent (project);
  return TRUE;
}

/* <electricity>, <maintenance>, <finance>: one element, one number */
static gboolean
read_build_setting (BreakevenXmlWalk *w,
                    xmlNode          *node,
                    BreakevenProject *project)
{
  static const struct
  {
    const char *element;
    const char *attribute;
    BreakevenXmlRange range;
    void (*set) (BreakevenProject *project, double value);
  } settings[] = {
    { "electricity", "price-per-kwh", BREAKEVEN_XML_UNIT_PRICE,
      breakeven_project_set_price_per_kwh },
    { "maintenance", "per-year", BREAKEVEN_XML_MONEY,
      breakeven_project_set_maintenance_per_year },
    { "finance", "interest-percent", BREAKEVEN_XML_PERCENT,
      breakeven_project_set_interest_percent },
  };

  for (guint i = 0; i < G_N_ELEMENTS (settings); i++)
    if (g_str_equal (NAME (node), settings[i].element))
      {
        const char *attributes[] = { settings[i].attribute, NULL };
        double value = 0;

        if (!breakeven_xml_check_attributes (w, node, attributes)
            || !breakeven_xml_check_empty (w, node)
            || !breakeven_xml_read_number (w, node, settings[i].attribute, settings[i].range,
                                           &value))
          return FALSE;
        settings[i].set (project, value);
        return TRUE;
      }
  g_assert_not_reached ();
}

static const char *const build_singletons[] = {
  "vendor-quote", "power", "electricity", "maintenance", "resale", "finance", NULL
};

typedef struct
{
  BreakevenProject *project;
  gboolean seen[G_N_ELEMENTS (build_singletons)];
  double parts_total;
} BuildReading;

static gboolean
read_build_child (BreakevenXmlWalk *w,
                  xmlNode          *node,
                  xmlNode          *child,
                  gpointer          user_data)
{
  BuildReading *reading = user_data;
  BreakevenProject *project = reading->project;

  if (g_str_equal (NAME (child), "part"))
    {
      if (g_list_model_get_n_items (G_LIST_MODEL (breakeven_project_get_parts (project)))
          >= BREAKEVEN_MAX_ITEMS)
        return breakeven_xml_fail_too_many (w, child, NAME (node), BREAKEVEN_MAX_ITEMS);
      return read_part (w, child, project, &reading->parts_total);
    }

  if (!breakeven_xml_find_singleton (w, node, child, build_singletons, reading->seen, NULL))
    return FALSE;
  if (g_str_equal (NAME (child), "vendor-quote"))
    return read_vendor_quote (w, child, project);
  if (g_str_equal (NAME (child), "power"))
    return read_power (w, child, project);
  if (g_str_equal (NAME (child), "resale"))
    return read_resale (w, child, project);
  return read_build_setting (w, child, project);
}

static gboolean
read_build (BreakevenXmlWalk *w,
            xmlNode          *node,
            BreakevenProject *project)
{
  static const char *const attributes[] = { "setup-hours", NULL };
  BuildReading reading = { project, { FALSE }, 0 };
  double setup_hours = 0;

  if (!breakeven_xml_check_attributes (w, node, attributes)
      || !breakeven_xml_read_number (w, node, "setup-hours", BREAKEVEN_XML_SETUP_HOURS,
                                     &setup_hours))
    return FALSE;
  breakeven_project_set_build_setup_hours (project, setup_hours);
  return breakeven_xml_walk_children (w, node, NULL, read_build_child, &reading);
}

/* ---------------------------------------------------------------------------------------- */
/* <usage>, <exchange-rate>, <cloud>                                                         */

typedef struct
{
  BreakevenProject *project;
  double horizon;
} UsageReading;

/* 3: a <burst> of <usage>, which must start before the horizon, or it would never count */
static gboolean
read_burst (BreakevenXmlWalk *w,
            xmlNode          *node,
            xmlNode          *child,
            gpointer          user_data)
{
  static const char *const attributes[] = {
    "name", "per-year", "first-month", "days", "work-hours", NULL
  };
  UsageReading *reading = user_data;
  GListStore *bursts = breakeven_project_get_bursts (reading->project);
  g_autoptr(BreakevenBurst) burst = NULL;
  g_autofree char *name = g_strdup ("");
  guint per_year = 1;
  double first_month = 0, days = 0, work_hours = 0;

  if (!g_str_equal (NAME (child), "burst"))
    return breakeven_xml_fail_unknown_element (w, node, child);
  if (g_list_model_get_n_items (G_LIST_MODEL (bursts)) >= BREAKEVEN_MAX_BURSTS)
    return breakeven_xml_fail_too_many (w, child, NAME (node), BREAKEVEN_MAX_BURSTS);
  /* A burst without its work or its days means nothing: both are required */
  if (!breakeven_xml_check_attributes (w, child, attributes)
      || !breakeven_xml_check_empty (w, child)
      || !breakeven_xml_require_attribute (w, child, "days")
      || !breakeven_xml_require_attribute (w, child, "work-hours")
      || !breakeven_xml_read_string (w, child, "name", &name)
      || !breakeven_xml_check_name (w, child, "name", name)
      || !breakeven_xml_read_integer (w, child, "per-year", 1, BREAKEVEN_MAX_BURST_PER_YEAR,
                                      &per_year)
      || !breakeven_xml_read_number (w, child, "first-month", BREAKEVEN_XML_MONTH, &first_month)
      || !breakeven_xml_read_number (w, child, "days", BREAKEVEN_XML_BURST_DAYS, &days)
      || !breakeven_xml_read_number (w, child, "work-hours", BREAKEVEN_XML_WORK_HOURS,
                                     &work_hours))
    return FALSE;
  if (first_month >= reading->horizon)
    {
      g_autofree char *first_text = breakeven_format_plain_number (first_month);
      g_autofree char *horizon_text = breakeven_format_plain_number (reading->horizon);

      return breakeven_xml_fail (w, breakeven_xml_line (child), BREAKEVEN_XML_ERROR_INVALID_VALUE,
                                 /* Translators: a burst's first month past the horizon */
                                 _("attribute “first-month” of <burst> must be below the "
                                   "horizon of %s months, not %s"), horizon_text, first_text);
    }

  burst = breakeven_burst_new (name, per_year, first_month, days, work_hours);
  g_list_store_append (bursts, burst);
  return TRUE;
}

static gboolean
read_usage (BreakevenXmlWalk *w,
            xmlNode          *node,
            BreakevenProject *project)
{
  static const char *const attributes[] = {
    "hours-per-day", "idle-hours-per-day", "horizon-months", "cloud-storage-gb",
    "cloud-idle-hours-per-day", "vram-needed-gb", "build-max-hours-per-day",
    "own-time-per-hour", NULL
  };
  double hours = 0, idle = 0, horizon = BREAKEVEN_DEFAULT_HORIZON_MONTHS, storage = 0;
  double cloud_idle = 0, vram_needed = 0, build_max = BREAKEVEN_MAX_HOURS_PER_DAY;
  double own_time = 0;
  gboolean cloud_idle_set = FALSE;
  g_autoptr(GError) error = NULL;

  if (!breakeven_xml_check_attributes (w, node, attributes)
      || !breakeven_xml_read_number (w, node, "hours-per-day", BREAKEVEN_XML_HOURS, &hours)
      || !breakeven_xml_read_number (w, node, "idle-hours-per-day", BREAKEVEN_XML_HOURS, &idle)
      || !breakeven_xml_read_number (w, node, "horizon-months", BREAKEVEN_XML_HORIZON, &horizon)
      || !breakeven_xml_read_number (w, node, "cloud-storage-gb", BREAKEVEN_XML_GIGABYTES,
                                     &storage)
      || !breakeven_xml_read_optional_number (w, node, "cloud-idle-hours-per-day",
                                              BREAKEVEN_XML_HOURS, &cloud_idle, &cloud_idle_set)
      || !breakeven_xml_read_number (w, node, "vram-needed-gb", BREAKEVEN_XML_GIGABYTES,
                                     &vram_needed)
      || !breakeven_xml_read_number (w, node, "build-max-hours-per-day", BREAKEVEN_XML_MAX_HOURS,
                                     &build_max)
      || !breakeven_xml_read_number (w, node, "own-time-per-hour", BREAKEVEN_XML_MONEY,
                                     &own_time))
    return FALSE;

  /* The rule across the hours is the project's own, with its one message; unset, the cloud's
   * idle hours follow the build's */
  if (!breakeven_project_set_usage (project, hours, idle, cloud_idle_set ? cloud_idle : NAN,
                                    horizon, storage, &error)
      || !breakeven_usage_check_build_max (hours, build_max, &error))
    return breakeven_xml_fail (w, breakeven_xml_line (node), BREAKEVEN_XML_ERROR_INVALID_VALUE,
                               "%s", error->message);
  if (!cloud_idle_set)
    breakeven_project_unset_cloud_idle_hours_per_day (project);
  breakeven_project_set_vram_needed_gb (project, vram_needed);
  breakeven_project_set_build_max_hours_per_day (project, build_max);
  breakeven_project_set_own_time_per_hour (project, own_time);

  /* 3: the bursts */
  {
    UsageReading reading = { project, horizon };

    return breakeven_xml_walk_children (w, node, NULL, read_burst, &reading);
  }
}

static gboolean
read_exchange_rate (BreakevenXmlWalk *w,
                    xmlNode          *node,
                    BreakevenProject *project)
{
  static const char *const attributes[] = { "from", "to", "rate", NULL };
  g_autofree char *from = NULL;
  g_autofree char *to = NULL;
  double rate = 0;

  if (!breakeven_xml_check_attributes (w, node, attributes)
      || !breakeven_xml_check_empty (w, node)
      || !breakeven_xml_require_attribute (w, node, "from")
      || !breakeven_xml_require_attribute (w, node, "to")
      || !breakeven_xml_require_attribute (w, node, "rate")
      || !breakeven_xml_read_currency (w, node, "from", &from)
      || !breakeven_xml_read_currency (w, node, "to", &to)
      || !breakeven_xml_read_number (w, node, "rate", BREAKEVEN_XML_RATE, &rate))
    return FALSE;

  if (g_str_equal (from, to))
    return breakeven_xml_fail (w, breakeven_xml_line (node), BREAKEVEN_XML_ERROR_INVALID_VALUE,
                               _("an exchange rate from %s to %s converts nothing: use two "
                                 "different currencies"), from, to);
  for (guint i = 0; i < breakeven_project_get_n_exchange_rates (project); i++)
    {
      const char *other_from, *other_to;

      breakeven_project_get_nth_exchange_rate (project, i, &other_from, &other_to, NULL);
      if (g_str_equal (from, other_from) && g_str_equal (to, other_to))
        return breakeven_xml_fail (w, breakeven_xml_line (node), BREAKEVEN_XML_ERROR_INVALID_VALUE,
                                   _("the exchange rate from %s to %s is given twice"), from, to);
    }

  breakeven_project_set_exchange_rate (project, from, to, rate);
  return TRUE;
}

/* Offers of <cloud>, with their lines and whether they named a currency */
typedef struct
{
  long line;
  gboolean has_currency;
} OfferInfo;

typedef struct
{
  BreakevenProject *project;
  GArray *infos;
} CloudReading;

static gboolean
read_cloud_child (BreakevenXmlWalk *w,
                  xmlNode          *node,
                  xmlNode          *child,
                  gpointer          user_data)
{
  CloudReading *reading = user_data;
  g_autoptr(BreakevenOffer) offer = NULL;
  OfferInfo info = { breakeven_xml_line (child), FALSE };

  if (!g_str_equal (NAME (child), "offer"))
    return breakeven_xml_fail_unknown_element (w, node, child);
  if (reading->infos->len >= BREAKEVEN_MAX_ITEMS)
    return breakeven_xml_fail_too_many (w, child, NAME (node), BREAKEVEN_MAX_ITEMS);

  offer = breakeven_xml_read_offer (w, child, &info.has_currency);
  if (offer == NULL)
    return FALSE;
  g_list_store_append (breakeven_project_get_offers (reading->project), offer);
  g_array_append_val (reading->infos, info);
  return TRUE;
}

static gboolean
read_cloud (BreakevenXmlWalk *w,
            xmlNode          *node,
            BreakevenProject *project,
            GArray           *infos)
{
  static const char *const attributes[] = { "price-change-percent-per-year", NULL };
  CloudReading reading = { project, infos };
  double change = 0;

  if (!breakeven_xml_check_attributes (w, node, attributes)
      || !breakeven_xml_read_number (w, node, "price-change-percent-per-year",
                                     BREAKEVEN_XML_PRICE_CHANGE, &change))
    return FALSE;
  breakeven_project_set_price_change_percent_per_year (project, change);
  return breakeven_xml_walk_children (w, node, NULL, read_cloud_child, &reading);
}

/* ---------------------------------------------------------------------------------------- */
/* <breakeven-project>                                                                       */

static const char *const project_singletons[] = {
  "title", "notes", "currency", "usage", "build", "cloud", NULL
};

typedef struct
{
  BreakevenProject *project;
  gboolean seen[G_N_ELEMENTS (project_singletons)];
  GArray *offers;
  /* The code of <currency>, or the default */
  char **currency;
} ProjectReading;

/* The top-level elements may come in any order */
static gboolean
read_project_child (BreakevenXmlWalk *w,
                    xmlNode          *root,
                    xmlNode          *child,
                    gpointer          user_data)
{
  static const char *const currency_attributes[] = { "code", NULL };
  ProjectReading *reading = user_data;
  BreakevenProject *project = reading->project;
  const char *name = NAME (child);

  if (g_str_equal (name, "exchange-rate"))
    {
      if (breakeven_project_get_n_exchange_rates (project) >= BREAKEVEN_MAX_ITEMS)
        return breakeven_xml_fail_too_many (w, child, NAME (root), BREAKEVEN_MAX_ITEMS);
      return read_exchange_rate (w, child, project);
    }

  if (!breakeven_xml_find_singleton (w, root, child, project_singletons, reading->seen, NULL))
    return FALSE;

  if (g_str_equal (name, "title") || g_str_equal (name, "notes"))
    {
      g_autofree char *text = NULL;

      if (!breakeven_xml_check_attributes (w, child, no_attributes)
          || !breakeven_xml_read_text (w, child, &text))
        return FALSE;
      if (g_str_equal (name, "title"))
        breakeven_project_set_title (project, text);
      else
        breakeven_project_set_notes (project, text);
      return TRUE;
    }
  if (g_str_equal (name, "currency"))
    return breakeven_xml_check_attributes (w, child, currency_attributes)
           && breakeven_xml_check_empty (w, child)
           && breakeven_xml_read_currency (w, child, "code", reading->currency);
  if (g_str_equal (name, "usage"))
    return read_usage (w, child, project);
  if (g_str_equal (name, "build"))
    return read_build (w, child, project);
  return read_cloud (w, child, project, reading->offers);
}

static gboolean
read_project (BreakevenXmlWalk *w,
              xmlNode          *root,
              gpointer          user_data)
{
  static const char *const root_attributes[] = { "format", NULL };
  BreakevenProject *project = user_data;
  g_autoptr(GArray) offers = g_array_new (FALSE, FALSE, sizeof (OfferInfo));
  g_autofree char *currency = g_strdup (BREAKEVEN_DEFAULT_CURRENCY);
  ProjectReading reading = { project, { FALSE }, offers, &currency };

  if (!breakeven_xml_check_attributes (w, root, root_attributes)
      || !breakeven_xml_walk_children (w, root, NULL, read_project_child, &reading))
    return FALSE;

  /* Now that the whole file is read: the project's currency, and offers without one take it.
   * An offer in a currency without an exchange rate loads: the analysis leaves it out of the
   * comparison and says why, as it does when the window removes a rate, so that every project
   * the window can save opens again. */
  breakeven_project_set_currency (project, currency);
  for (guint i = 0; i < offers->len; i++)
    {
      OfferInfo *info = &g_array_index (offers, OfferInfo, i);
      g_autoptr(BreakevenOffer) offer =
        g_list_model_get_item (G_LIST_MODEL (breakeven_project_get_offers (project)), i);

      if (!info->has_currency)
        breakeven_offer_set_currency (offer, currency);
    }
  return TRUE;
}

/* ---------------------------------------------------------------------------------------- */
/* Loading                                                                                   */

BreakevenProject *
breakeven_project_load_from_data (const char  *data,
                                  gsize        length,
                                  const char  *display_name,
                                  GError     **error)
{
  g_autoptr(BreakevenProject) project = NULL;

  g_return_val_if_fail (data != NULL || length == 0, NULL);
  g_return_val_if_fail (display_name != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  /* The file format's defaults (0 hours a day), not a new project's */
  project = g_object_new (BREAKEVEN_TYPE_PROJECT, NULL);
  if (!breakeven_xml_load_document (data, length, display_name, BREAKEVEN_XML_PROJECT_ELEMENT,
                                    read_project, project, error))
    return NULL;
  if (BREAKEVEN_XML_MAY_GROW_PAST_LIMIT (length))
    {
      gsize written = 0;
      g_autofree char *xml = breakeven_project_to_xml (project, &written);

      if (!breakeven_xml_check_written_size (xml, written, display_name, TRUE, error))
        return NULL;
    }
  return g_steal_pointer (&project);
}

BreakevenProject *
breakeven_project_load_from_file (GFile   *file,
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
  return breakeven_project_load_from_data (data, length, name, error);
}

BreakevenProject *
breakeven_project_load_example (const char  *example,
                                GError     **error)
{
  /* The example in the language of the window: EXAMPLE.LANG.breakeven beside
   * EXAMPLE.breakeven for the first of the user's languages that has one, else the English
   * one. Under the C locale gettext ignores LANGUAGE and shows English: so does the example */
  const char *messages = setlocale (LC_MESSAGES, NULL);
  const char *const *languages = g_get_language_names ();
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *name = NULL;
  gsize length;
  const char *data;

  g_return_val_if_fail (example != NULL && strchr (example, '/') == NULL, NULL);

  if (messages != NULL && !g_str_equal (messages, "C") && !g_str_equal (messages, "POSIX"))
    for (guint i = 0; languages[i] != NULL && bytes == NULL; i++)
      {
        g_autofree char *path = NULL;

        if (g_str_equal (languages[i], "C") || g_str_equal (languages[i], "POSIX"))
          break;
        if (strchr (languages[i], '/') != NULL)
          continue;
        g_free (name);
        name = g_strdup_printf ("%s.%s.breakeven", example, languages[i]);
        path = g_strconcat (SAMPLE_RESOURCE_PREFIX, name, NULL);
        bytes = g_resource_lookup_data (breakeven_core_get_resource (), path,
                                        G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
      }
  if (bytes == NULL)
    {
      g_autofree char *path = NULL;

      g_free (name);
      name = g_strdup_printf ("%s.breakeven", example);
      path = g_strconcat (SAMPLE_RESOURCE_PREFIX, name, NULL);
      bytes = g_resource_lookup_data (breakeven_core_get_resource (), path,
                                      G_RESOURCE_LOOKUP_FLAGS_NONE, error);
      if (bytes == NULL)
        return NULL;
    }
  data = g_bytes_get_data (bytes, &length);
  return breakeven_project_load_from_data (data, length, name, error);
}

BreakevenProject *
breakeven_project_load_sample (GError **error)
{
  return breakeven_project_load_example ("sample", error);
}
