/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-xml-read.c: strict loading of project files and offer catalogues */

#include "config.h"

#include <glib/gi18n.h>
#include <libxml/tree.h>
#include <string.h>

#include "breakeven-core-resources.h"
#include "breakeven-format.h"
#include "breakeven-xml-private.h"
#include "breakeven-xml.h"

#define SAMPLE_RESOURCE "/io/github/breakeven/Breakeven/sample.breakeven"

/* ---------------------------------------------------------------------------------------- */
/* Walking the tree                                                                          */

typedef struct
{
  const char *file;
  GError **error;
} Walk;

#define NAME(node) ((const char *) (node)->name)

static gboolean G_GNUC_PRINTF (4, 5)
fail (Walk           *w,
      long            line,
      BreakevenError  code,
      const char     *format,
      ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  breakeven_xml_set_error_at (w->error, w->file, line, code, "%s", message);
  return FALSE;
}

static long
node_line (xmlNode *node)
{
  long line = xmlGetLineNo (node);

  if (line <= 0 && node->parent != NULL && node->parent->type == XML_ELEMENT_NODE)
    return node_line (node->parent);
  return line;
}

/* libxml2 gives a text node the line where its first chunk ended; count back to the line of
 * its first non-blank character */
static long
text_line (xmlNode *text)
{
  long line = node_line (text);
  const char *content = (const char *) text->content;
  const char *p = content;

  while (p != NULL && *p != '\0' && strchr (" \t\r\n", *p) != NULL)
    p++;
  for (; p != NULL && *p != '\0'; p++)
    if (*p == '\n')
      line--;
  if (text->parent != NULL && line < node_line (text->parent))
    line = node_line (text->parent);
  return line;
}

static gboolean
text_is_blank (const char *text)
{
  for (const char *p = text; p != NULL && *p != '\0'; p++)
    if (*p != ' ' && *p != '\t' && *p != '\n' && *p != '\r')
      return FALSE;
  return TRUE;
}

typedef enum
{
  CONTENT_SKIP,
  CONTENT_ELEMENT,
  CONTENT_TEXT,
  CONTENT_ERROR,
} ContentKind;

static ContentKind
classify (Walk    *w,
          xmlNode *parent,
          xmlNode *child)
{
  switch (child->type)
    {
    case XML_ELEMENT_NODE:
      if (child->ns != NULL || child->nsDef != NULL)
        {
          fail (w, node_line (child), BREAKEVEN_ERROR_PARSE,
                _("XML namespaces are not used in Breakeven files (element <%s>)"), NAME (child));
          return CONTENT_ERROR;
        }
      return CONTENT_ELEMENT;
    case XML_TEXT_NODE:
    case XML_CDATA_SECTION_NODE:
      return CONTENT_TEXT;
    case XML_COMMENT_NODE:
      return CONTENT_SKIP;
    case XML_PI_NODE:
      fail (w, node_line (child), BREAKEVEN_ERROR_PARSE,
            _("processing instructions (<?%s …?>) are not allowed in Breakeven files"),
            NAME (child));
      return CONTENT_ERROR;
    default:
      fail (w, node_line (child), BREAKEVEN_ERROR_PARSE,
            _("unexpected content in <%s>"), parent != NULL ? NAME (parent) : "?");
      return CONTENT_ERROR;
    }
}

static gboolean
fail_unknown_element (Walk    *w,
                      xmlNode *parent,
                      xmlNode *child)
{
  return fail (w, node_line (child), BREAKEVEN_ERROR_PARSE,
               _("unknown element <%s> in <%s>"), NAME (child), NAME (parent));
}

static gboolean
fail_text (Walk    *w,
           xmlNode *parent,
           xmlNode *text)
{
  return fail (w, text_line (text), BREAKEVEN_ERROR_PARSE,
               _("text is not allowed in <%s>"), NAME (parent));
}

/* A project holds at most this many parts, offers and exchange rates each: far more than anyone
 * compares, and a project watches each item, at a cost that grows with the square of their
 * number (a file of a million <offer/> takes minutes and gigabytes) */
#define MAX_PROJECT_ITEMS 1000

static gboolean
fail_too_many (Walk       *w,
               xmlNode    *child,
               const char *parent)
{
  return fail (w, node_line (child), BREAKEVEN_ERROR_PARSE,
               _("too many <%s> elements in <%s>: a project may have up to %d"),
               NAME (child), parent, MAX_PROJECT_ITEMS);
}

static gboolean
fail_duplicate (Walk    *w,
                xmlNode *parent,
                xmlNode *child)
{
  return fail (w, node_line (child), BREAKEVEN_ERROR_PARSE,
               _("<%s> appears more than once in <%s>"), NAME (child), NAME (parent));
}

/* Refuses unknown attributes: ALLOWED is NULL-terminated */
static gboolean
check_attributes (Walk              *w,
                  xmlNode           *node,
                  const char *const *allowed)
{
  for (xmlAttr *attr = node->properties; attr != NULL; attr = attr->next)
    {
      gboolean known = FALSE;

      for (guint i = 0; attr->ns == NULL && allowed[i] != NULL && !known; i++)
        known = g_strcmp0 (NAME (attr), allowed[i]) == 0;
      if (!known)
        return fail (w, node_line (node), BREAKEVEN_ERROR_PARSE,
                     _("unknown attribute “%s” on <%s>"), NAME (attr), NAME (node));
    }
  return TRUE;
}

/* An element with no content: only comments and white space inside */
static gboolean
check_empty (Walk    *w,
             xmlNode *node)
{
  for (xmlNode *child = node->children; child != NULL; child = child->next)
    switch (classify (w, node, child))
      {
      case CONTENT_ERROR:
        return FALSE;
      case CONTENT_ELEMENT:
        return fail_unknown_element (w, node, child);
      case CONTENT_TEXT:
        if (!text_is_blank ((const char *) child->content))
          return fail_text (w, node, child);
        break;
      case CONTENT_SKIP:
      default:
        break;
      }
  return TRUE;
}

/* An element holding only text (CDATA sections merge in); comments are dropped */
static gboolean
read_text (Walk     *w,
           xmlNode  *node,
           char    **out)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (xmlNode *child = node->children; child != NULL; child = child->next)
    switch (classify (w, node, child))
      {
      case CONTENT_ERROR:
        return FALSE;
      case CONTENT_ELEMENT:
        return fail_unknown_element (w, node, child);
      case CONTENT_TEXT:
        g_string_append (text, (const char *) child->content);
        break;
      case CONTENT_SKIP:
      default:
        break;
      }
  *out = g_string_free (g_steal_pointer (&text), FALSE);
  return TRUE;
}

/* The value of attribute NAME, or NULL when absent */
static char *
get_attribute (xmlNode    *node,
               const char *name)
{
  xmlChar *value = xmlGetNoNsProp (node, (const xmlChar *) name);
  char *copy = g_strdup ((const char *) value);

  xmlFree (value);
  return copy;
}

static gboolean
read_string (Walk        *w,
             xmlNode     *node,
             const char  *name,
             char       **inout)
{
  char *value = get_attribute (node, name);

  if (value != NULL)
    {
      g_free (*inout);
      *inout = value;
    }
  return TRUE;
}

static gboolean
require_attribute (Walk       *w,
                   xmlNode    *node,
                   const char *name)
{
  if (xmlHasNsProp (node, (const xmlChar *) name, NULL) != NULL)
    return TRUE;
  return fail (w, node_line (node), BREAKEVEN_ERROR_PARSE,
               _("<%s> needs the attribute “%s”"), NAME (node), name);
}

typedef enum
{
  RANGE_NON_NEGATIVE,   /* >= 0 */
  RANGE_POSITIVE,       /* > 0 */
  RANGE_PERCENT,        /* 0 .. 100 */
  RANGE_HOURS,          /* 0 .. 24 */
  RANGE_HORIZON,        /* 1 .. BREAKEVEN_HORIZON_MAX_MONTHS */
} Range;

/* Reads a plain decimal ("2.58", "-1", never "1e3", "0,6", "nan") and checks its range;
 * *INOUT keeps its default when the attribute is absent */
static gboolean
read_number (Walk       *w,
             xmlNode    *node,
             const char *name,
             Range       range,
             double     *inout)
{
  g_autofree char *text = get_attribute (node, name);
  long line = node_line (node);
  double value;

  if (text == NULL)
    return TRUE;

  if (!breakeven_parse_decimal (text, &value))
    return fail (w, line, BREAKEVEN_ERROR_INVALID_VALUE,
                 _("“%s” is not a number (attribute “%s” of <%s>): write digits with “.” as "
                   "the decimal point, like 2.58"), text, name, NAME (node));

  switch (range)
    {
    case RANGE_NON_NEGATIVE:
      if (value < 0)
        return fail (w, line, BREAKEVEN_ERROR_INVALID_VALUE,
                     _("attribute “%s” of <%s> must be 0 or more, not %s"),
                     name, NAME (node), text);
      break;
    case RANGE_POSITIVE:
      if (value <= 0)
        return fail (w, line, BREAKEVEN_ERROR_INVALID_VALUE,
                     _("attribute “%s” of <%s> must be more than 0, not %s"),
                     name, NAME (node), text);
      break;
    case RANGE_PERCENT:
    case RANGE_HOURS:
    case RANGE_HORIZON:
      {
        int low = range == RANGE_HORIZON ? 1 : 0;
        int high = range == RANGE_PERCENT ? 100
                   : range == RANGE_HOURS ? 24 : BREAKEVEN_HORIZON_MAX_MONTHS;

        if (value < low || value > high)
          return fail (w, line, BREAKEVEN_ERROR_INVALID_VALUE,
                       _("attribute “%s” of <%s> must be between %d and %d, not %s"),
                       name, NAME (node), low, high, text);
      }
      break;
    default:
      g_assert_not_reached ();
    }

  /* "-0" is 0 */
  *inout = value + 0.0;
  return TRUE;
}

static gboolean
read_integer (Walk       *w,
              xmlNode    *node,
              const char *name,
              guint       low,
              guint       high,
              guint      *inout)
{
  g_autofree char *text = get_attribute (node, name);
  const char *digits;
  gint64 value = 0;

  if (text == NULL)
    return TRUE;

  digits = text[0] == '-' ? text + 1 : text;
  if (digits[0] == '\0' || strspn (digits, "0123456789") != strlen (digits)
      || !g_ascii_string_to_signed (text, 10, low, high, &value, NULL))
    return fail (w, node_line (node), BREAKEVEN_ERROR_INVALID_VALUE,
                 _("attribute “%s” of <%s> must be a whole number from %u to %u, not “%s”"),
                 name, NAME (node), low, high, text);
  *inout = (guint) value;
  return TRUE;
}

static gboolean
read_currency (Walk        *w,
               xmlNode     *node,
               const char  *name,
               char       **inout)
{
  g_autofree char *text = get_attribute (node, name);

  if (text == NULL)
    return TRUE;
  if (!breakeven_currency_code_is_valid (text))
    return fail (w, node_line (node), BREAKEVEN_ERROR_INVALID_VALUE,
                 _("“%s” is not a currency code (attribute “%s” of <%s>): write three capital "
                   "letters, like CNY or USD"), text, name, NAME (node));
  g_free (*inout);
  *inout = g_steal_pointer (&text);
  return TRUE;
}

static gboolean
read_boolean (Walk       *w,
              xmlNode    *node,
              const char *name,
              gboolean   *inout)
{
  g_autofree char *text = get_attribute (node, name);

  if (text == NULL)
    return TRUE;
  if (g_strcmp0 (text, "true") == 0)
    *inout = TRUE;
  else if (g_strcmp0 (text, "false") == 0)
    *inout = FALSE;
  else
    return fail (w, node_line (node), BREAKEVEN_ERROR_INVALID_VALUE,
                 _("attribute “%s” of <%s> must be true or false, not “%s”"),
                 name, NAME (node), text);
  return TRUE;
}

/* The root element and its format="N" */
static gboolean
check_root (Walk       *w,
            xmlDocPtr   doc,
            const char *expected,
            xmlNode   **out_root)
{
  xmlNode *root = NULL;
  g_autofree char *format = NULL;
  gint64 version = 0;

  for (xmlNode *child = doc->children; child != NULL; child = child->next)
    {
      if (child->type == XML_PI_NODE && classify (w, NULL, child) == CONTENT_ERROR)
        return FALSE;
      if (child->type == XML_ELEMENT_NODE)
        root = child;
    }
  if (root == NULL)
    return fail (w, 1, BREAKEVEN_ERROR_PARSE, _("the file has no root element"));

  if (g_strcmp0 (NAME (root), expected) != 0)
    {
      if (g_str_equal (expected, BREAKEVEN_XML_PROJECT_ELEMENT))
        return fail (w, node_line (root), BREAKEVEN_ERROR_PARSE,
                     _("this is not a Breakeven project: its root element is <%s>, "
                       "not <%s>"), NAME (root), expected);
      return fail (w, node_line (root), BREAKEVEN_ERROR_PARSE,
                   _("this is not an offer catalogue: its root element is <%s>, not <%s>"),
                   NAME (root), expected);
    }
  if (classify (w, NULL, root) == CONTENT_ERROR)
    return FALSE;

  format = get_attribute (root, "format");
  if (format == NULL)
    return fail (w, node_line (root), BREAKEVEN_ERROR_PARSE,
                 _("<%s> needs the attribute “format” (the version of the file format)"),
                 expected);
  if (format[0] == '\0' || strspn (format, "0123456789") != strlen (format))
    return fail (w, node_line (root), BREAKEVEN_ERROR_INVALID_VALUE,
                 _("the format version must be a whole number, not “%s”"), format);
  /* A number too large for 64 bits is certainly newer */
  if (!g_ascii_string_to_signed (format, 10, 0, G_MAXINT64, &version, NULL)
      || version > BREAKEVEN_FORMAT_VERSION)
    return fail (w, node_line (root), BREAKEVEN_ERROR_NEWER_FORMAT,
                 _("the file was written by a newer version of Breakeven (format %s); "
                   "this version reads format %d"), format, BREAKEVEN_FORMAT_VERSION);
  if (version < 1)
    return fail (w, node_line (root), BREAKEVEN_ERROR_INVALID_VALUE,
                 _("there is no format version %s"), format);

  *out_root = root;
  return TRUE;
}

/* ---------------------------------------------------------------------------------------- */
/* Elements                                                                                  */

static BreakevenOffer *
read_offer (Walk     *w,
            xmlNode  *node,
            gboolean *has_currency)
{
  static const char *const attributes[] = {
    "provider", "name", "gpu", "gpu-count", "vram-gb", "price-per-hour", "currency", "billing",
    "storage-price-per-gb-month", "relative-speed", "interruption-overhead-percent",
    "setup-cost", "as-of", "source", NULL
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
  double vram = 0, price = 0, storage = 0, speed = 1, interruption = 0, setup = 0;
  BreakevenBilling billing_value = BREAKEVEN_BILLING_ON_DEMAND;

  if (!check_attributes (w, node, attributes) || !check_empty (w, node)
      || !read_string (w, node, "provider", &provider)
      || !read_string (w, node, "name", &name)
      || !read_string (w, node, "gpu", &gpu)
      || !read_integer (w, node, "gpu-count", 1, 1024, &gpu_count)
      || !read_number (w, node, "vram-gb", RANGE_NON_NEGATIVE, &vram)
      || !read_number (w, node, "price-per-hour", RANGE_NON_NEGATIVE, &price)
      || !read_currency (w, node, "currency", &currency)
      || !read_string (w, node, "billing", &billing)
      || !read_number (w, node, "storage-price-per-gb-month", RANGE_NON_NEGATIVE, &storage)
      || !read_number (w, node, "relative-speed", RANGE_POSITIVE, &speed)
      || !read_number (w, node, "interruption-overhead-percent", RANGE_PERCENT, &interruption)
      || !read_number (w, node, "setup-cost", RANGE_NON_NEGATIVE, &setup)
      || !read_string (w, node, "as-of", &as_of)
      || !read_string (w, node, "source", &source))
    return NULL;

  if (billing != NULL && !breakeven_billing_from_string (billing, &billing_value))
    {
      fail (w, node_line (node), BREAKEVEN_ERROR_INVALID_VALUE,
            _("unknown billing “%s”: it is on-demand or spot"), billing);
      return NULL;
    }

  offer = breakeven_offer_new (provider, name, price, currency);
  breakeven_offer_set_gpu (offer, gpu);
  breakeven_offer_set_gpu_count (offer, gpu_count);
  breakeven_offer_set_vram_gb (offer, vram);
  breakeven_offer_set_billing (offer, billing_value);
  breakeven_offer_set_storage_price_per_gb_month (offer, storage);
  breakeven_offer_set_relative_speed (offer, speed);
  breakeven_offer_set_interruption_overhead_percent (offer, interruption);
  breakeven_offer_set_setup_cost (offer, setup);
  breakeven_offer_set_as_of (offer, as_of);
  breakeven_offer_set_source (offer, source);

  *has_currency = currency != NULL;
  return g_steal_pointer (&offer);
}

static gboolean
read_part (Walk             *w,
           xmlNode          *node,
           BreakevenProject *project)
{
  static const char *const attributes[] = {
    "category", "quantity", "unit-price", "power-watts", NULL
  };
  g_autoptr(BreakevenPart) part = NULL;
  g_autofree char *category = NULL;
  g_autofree char *name = NULL;
  BreakevenPartCategory category_value = BREAKEVEN_PART_OTHER;
  guint quantity = 1;
  double unit_price = 0, power = 0;

  if (!check_attributes (w, node, attributes)
      || !read_string (w, node, "category", &category)
      || !read_integer (w, node, "quantity", 1, BREAKEVEN_PART_QUANTITY_MAX, &quantity)
      || !read_number (w, node, "unit-price", RANGE_NON_NEGATIVE, &unit_price)
      || !read_number (w, node, "power-watts", RANGE_NON_NEGATIVE, &power)
      || !read_text (w, node, &name))
    return FALSE;

  if (category != NULL && !breakeven_part_category_from_string (category, &category_value))
    return fail (w, node_line (node), BREAKEVEN_ERROR_INVALID_VALUE,
                 _("unknown part category “%s”: it is one of gpu, cpu, motherboard, memory, "
                   "storage, psu, cooling, case or other"), category);

  part = breakeven_part_new (category_value, name, quantity, unit_price, power);
  g_list_store_append (breakeven_project_get_parts (project), part);
  return TRUE;
}

static gboolean
read_vendor_quote (Walk             *w,
                   xmlNode          *node,
                   BreakevenProject *project)
{
  static const char *const attributes[] = { "price", "use", NULL };
  g_autofree char *note = NULL;
  double price = 0;
  gboolean use = FALSE;

  if (!check_attributes (w, node, attributes)
      || !read_number (w, node, "price", RANGE_NON_NEGATIVE, &price)
      || !read_boolean (w, node, "use", &use)
      || !read_text (w, node, &note))
    return FALSE;

  breakeven_project_set_has_vendor_quote (project, TRUE);
  breakeven_project_set_vendor_quote (project, price);
  breakeven_project_set_use_vendor_quote (project, use);
  breakeven_project_set_vendor_quote_note (project, note);
  return TRUE;
}

/* <power>, <electricity>, <maintenance>, <resale>, <finance>: one element, a few numbers */
static gboolean
read_build_setting (Walk             *w,
                    xmlNode          *node,
                    BreakevenProject *project)
{
  const char *name = NAME (node);

  if (g_str_equal (name, "power"))
    {
      static const char *const attributes[] = {
        "wall-watts", "idle-watts", "cooling-overhead-percent", NULL
      };
      double wall = -1, idle = 0, cooling = 0;

      if (!check_attributes (w, node, attributes) || !check_empty (w, node)
          || !read_number (w, node, "idle-watts", RANGE_NON_NEGATIVE, &idle)
          || !read_number (w, node, "cooling-overhead-percent", RANGE_PERCENT, &cooling))
        return FALSE;
      /* Absent: estimated from the parts */
      if (xmlHasNsProp (node, (const xmlChar *) "wall-watts", NULL) != NULL)
        {
          if (!read_number (w, node, "wall-watts", RANGE_NON_NEGATIVE, &wall))
            return FALSE;
          breakeven_project_set_wall_watts (project, wall);
        }
      else
        breakeven_project_unset_wall_watts (project);
      breakeven_project_set_idle_watts (project, idle);
      breakeven_project_set_cooling_overhead_percent (project, cooling);
      return TRUE;
    }
  else
    {
      static const struct
      {
        const char *element;
        const char *attribute;
        Range range;
        void (*set) (BreakevenProject *project, double value);
      } settings[] = {
        { "electricity", "price-per-kwh", RANGE_NON_NEGATIVE,
          breakeven_project_set_price_per_kwh },
        { "maintenance", "per-year", RANGE_NON_NEGATIVE,
          breakeven_project_set_maintenance_per_year },
        { "resale", "percent-at-horizon", RANGE_PERCENT, breakeven_project_set_resale_percent },
        { "finance", "interest-percent", RANGE_PERCENT, breakeven_project_set_interest_percent },
      };

      for (guint i = 0; i < G_N_ELEMENTS (settings); i++)
        if (g_str_equal (name, settings[i].element))
          {
            const char *attributes[] = { settings[i].attribute, NULL };
            double value = 0;

            if (!check_attributes (w, node, attributes) || !check_empty (w, node)
                || !read_number (w, node, settings[i].attribute, settings[i].range, &value))
              return FALSE;
            settings[i].set (project, value);
            return TRUE;
          }
    }
  g_assert_not_reached ();
}

static gboolean
read_build (Walk             *w,
            xmlNode          *node,
            BreakevenProject *project)
{
  static const char *const singletons[] = {
    "vendor-quote", "power", "electricity", "maintenance", "resale", "finance", NULL
  };
  static const char *const no_attributes[] = { NULL };
  gboolean seen[G_N_ELEMENTS (singletons)] = { FALSE };

  if (!check_attributes (w, node, no_attributes))
    return FALSE;

  for (xmlNode *child = node->children; child != NULL; child = child->next)
    {
      ContentKind kind = classify (w, node, child);
      int singleton = -1;

      if (kind == CONTENT_ERROR)
        return FALSE;
      if (kind == CONTENT_TEXT && !text_is_blank ((const char *) child->content))
        return fail_text (w, node, child);
      if (kind != CONTENT_ELEMENT)
        continue;

      if (g_str_equal (NAME (child), "part"))
        {
          if (g_list_model_get_n_items (G_LIST_MODEL (breakeven_project_get_parts (project)))
              >= MAX_PROJECT_ITEMS)
            return fail_too_many (w, child, NAME (node));
          if (!read_part (w, child, project))
            return FALSE;
          continue;
        }

      for (guint i = 0; singletons[i] != NULL && singleton < 0; i++)
        if (g_str_equal (NAME (child), singletons[i]))
          singleton = (int) i;
      if (singleton < 0)
        return fail_unknown_element (w, node, child);
      if (seen[singleton])
        return fail_duplicate (w, node, child);
      seen[singleton] = TRUE;

      if (singleton == 0 ? !read_vendor_quote (w, child, project)
                         : !read_build_setting (w, child, project))
        return FALSE;
    }
  return TRUE;
}

static gboolean
read_usage (Walk             *w,
            xmlNode          *node,
            BreakevenProject *project)
{
  static const char *const attributes[] = {
    "hours-per-day", "idle-hours-per-day", "horizon-months", "cloud-storage-gb", NULL
  };
  double hours = 0, idle = 0, horizon = BREAKEVEN_DEFAULT_HORIZON_MONTHS, storage = 0;

  if (!check_attributes (w, node, attributes) || !check_empty (w, node)
      || !read_number (w, node, "hours-per-day", RANGE_HOURS, &hours)
      || !read_number (w, node, "idle-hours-per-day", RANGE_HOURS, &idle)
      || !read_number (w, node, "horizon-months", RANGE_HORIZON, &horizon)
      || !read_number (w, node, "cloud-storage-gb", RANGE_NON_NEGATIVE, &storage))
    return FALSE;

  if (hours + idle > 24)
    return fail (w, node_line (node), BREAKEVEN_ERROR_INVALID_VALUE,
                 _("hours-per-day and idle-hours-per-day add up to more than the 24 hours "
                   "of a day"));

  breakeven_project_set_hours_per_day (project, hours);
  breakeven_project_set_idle_hours_per_day (project, idle);
  breakeven_project_set_horizon_months (project, horizon);
  breakeven_project_set_cloud_storage_gb (project, storage);
  return TRUE;
}

static gboolean
read_exchange_rate (Walk             *w,
                    xmlNode          *node,
                    BreakevenProject *project)
{
  static const char *const attributes[] = { "from", "to", "rate", NULL };
  g_autofree char *from = NULL;
  g_autofree char *to = NULL;
  double rate = 0;

  if (!check_attributes (w, node, attributes) || !check_empty (w, node)
      || !require_attribute (w, node, "from") || !require_attribute (w, node, "to")
      || !require_attribute (w, node, "rate")
      || !read_currency (w, node, "from", &from) || !read_currency (w, node, "to", &to)
      || !read_number (w, node, "rate", RANGE_POSITIVE, &rate))
    return FALSE;

  if (g_str_equal (from, to))
    return fail (w, node_line (node), BREAKEVEN_ERROR_INVALID_VALUE,
                 _("an exchange rate from %s to %s converts nothing: use two different "
                   "currencies"), from, to);
  for (guint i = 0; i < breakeven_project_get_n_exchange_rates (project); i++)
    {
      const char *other_from, *other_to;

      breakeven_project_get_nth_exchange_rate (project, i, &other_from, &other_to, NULL);
      if (g_str_equal (from, other_from) && g_str_equal (to, other_to))
        return fail (w, node_line (node), BREAKEVEN_ERROR_INVALID_VALUE,
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

static gboolean
read_cloud (Walk             *w,
            xmlNode          *node,
            BreakevenProject *project,
            GArray           *infos)
{
  static const char *const no_attributes[] = { NULL };

  if (!check_attributes (w, node, no_attributes))
    return FALSE;

  for (xmlNode *child = node->children; child != NULL; child = child->next)
    {
      ContentKind kind = classify (w, node, child);
      g_autoptr(BreakevenOffer) offer = NULL;
      OfferInfo info = { node_line (child), FALSE };

      if (kind == CONTENT_ERROR)
        return FALSE;
      if (kind == CONTENT_TEXT && !text_is_blank ((const char *) child->content))
        return fail_text (w, node, child);
      if (kind != CONTENT_ELEMENT)
        continue;
      if (!g_str_equal (NAME (child), "offer"))
        return fail_unknown_element (w, node, child);
      if (infos->len >= MAX_PROJECT_ITEMS)
        return fail_too_many (w, child, NAME (node));

      offer = read_offer (w, child, &info.has_currency);
      if (offer == NULL)
        return FALSE;
      g_list_store_append (breakeven_project_get_offers (project), offer);
      g_array_append_val (infos, info);
    }
  return TRUE;
}

static gboolean
read_project (Walk             *w,
              xmlNode          *root,
              BreakevenProject *project)
{
  static const char *const root_attributes[] = { "format", NULL };
  static const char *const singletons[] = {
    "title", "notes", "currency", "usage", "build", "cloud", NULL
  };
  static const char *const currency_attributes[] = { "code", NULL };
  gboolean seen[G_N_ELEMENTS (singletons)] = { FALSE };
  g_autoptr(GArray) offers = g_array_new (FALSE, FALSE, sizeof (OfferInfo));
  g_autofree char *currency = g_strdup (BREAKEVEN_DEFAULT_CURRENCY);

  if (!check_attributes (w, root, root_attributes))
    return FALSE;

  /* The top-level elements may come in any order */
  for (xmlNode *child = root->children; child != NULL; child = child->next)
    {
      ContentKind kind = classify (w, root, child);
      const char *name;
      int singleton = -1;
      gboolean ok = TRUE;

      if (kind == CONTENT_ERROR)
        return FALSE;
      if (kind == CONTENT_TEXT && !text_is_blank ((const char *) child->content))
        return fail_text (w, root, child);
      if (kind != CONTENT_ELEMENT)
        continue;

      name = NAME (child);
      if (g_str_equal (name, "exchange-rate"))
        {
          if (breakeven_project_get_n_exchange_rates (project) >= MAX_PROJECT_ITEMS)
            return fail_too_many (w, child, NAME (root));
          if (!read_exchange_rate (w, child, project))
            return FALSE;
          continue;
        }

      for (guint i = 0; singletons[i] != NULL && singleton < 0; i++)
        if (g_str_equal (name, singletons[i]))
          singleton = (int) i;
      if (singleton < 0)
        return fail_unknown_element (w, root, child);
      if (seen[singleton])
        return fail_duplicate (w, root, child);
      seen[singleton] = TRUE;

      if (g_str_equal (name, "title") || g_str_equal (name, "notes"))
        {
          g_autofree char *text = NULL;
          const char *no_attributes[] = { NULL };

          ok = check_attributes (w, child, no_attributes) && read_text (w, child, &text);
          if (ok && g_str_equal (name, "title"))
            breakeven_project_set_title (project, text);
          else if (ok)
            breakeven_project_set_notes (project, text);
        }
      else if (g_str_equal (name, "currency"))
        ok = check_attributes (w, child, currency_attributes) && check_empty (w, child)
             && read_currency (w, child, "code", &currency);
      else if (g_str_equal (name, "usage"))
        ok = read_usage (w, child, project);
      else if (g_str_equal (name, "build"))
        ok = read_build (w, child, project);
      else
        ok = read_cloud (w, child, project, offers);
      if (!ok)
        return FALSE;
    }

  /* Now that the whole file is read: the project's currency, offers without one take it,
   * and every other currency needs an exchange rate */
  breakeven_project_set_currency (project, currency);
  for (guint i = 0; i < offers->len; i++)
    {
      OfferInfo *info = &g_array_index (offers, OfferInfo, i);
      g_autoptr(BreakevenOffer) offer =
        g_list_model_get_item (G_LIST_MODEL (breakeven_project_get_offers (project)), i);
      g_autoptr(GError) local_error = NULL;
      double converted;

      if (!info->has_currency)
        breakeven_offer_set_currency (offer, currency);
      else if (!breakeven_project_convert (project, breakeven_offer_get_currency (offer), 1,
                                           &converted, &local_error))
        return fail (w, info->line, BREAKEVEN_ERROR_NO_EXCHANGE_RATE, "%s",
                     local_error->message);
    }
  return TRUE;
}

static gboolean
read_catalogue (Walk       *w,
                xmlNode    *root,
                GListStore *store)
{
  static const char *const root_attributes[] = { "format", NULL };

  if (!check_attributes (w, root, root_attributes))
    return FALSE;

  for (xmlNode *child = root->children; child != NULL; child = child->next)
    {
      ContentKind kind = classify (w, root, child);
      g_autoptr(BreakevenOffer) offer = NULL;
      gboolean has_currency = FALSE;

      if (kind == CONTENT_ERROR)
        return FALSE;
      if (kind == CONTENT_TEXT && !text_is_blank ((const char *) child->content))
        return fail_text (w, root, child);
      if (kind != CONTENT_ELEMENT)
        continue;
      if (!g_str_equal (NAME (child), "offer"))
        return fail_unknown_element (w, root, child);

      offer = read_offer (w, child, &has_currency);
      if (offer == NULL)
        return FALSE;
      if (!has_currency)
        breakeven_offer_set_currency (offer, BREAKEVEN_XML_CATALOGUE_DEFAULT_CURRENCY);
      g_list_store_append (store, offer);
    }
  return TRUE;
}

/* ---------------------------------------------------------------------------------------- */
/* Loading                                                                                   */

/* Parses DATA and reads it into PROJECT, or into STORE for a catalogue */
static gboolean
load_document (const char        *data,
               gsize              length,
               const char        *display_name,
               BreakevenProject  *project,
               GListStore        *store,
               GError           **error)
{
  Walk w = { display_name, error };
  xmlDocPtr doc;
  xmlNode *root = NULL;
  gboolean ok;

  doc = breakeven_xml_parse_document (data ? data : "", length, display_name, error);
  if (doc == NULL)
    return FALSE;
  if (project != NULL)
    ok = check_root (&w, doc, BREAKEVEN_XML_PROJECT_ELEMENT, &root)
         && read_project (&w, root, project);
  else
    ok = check_root (&w, doc, BREAKEVEN_XML_CATALOGUE_ELEMENT, &root)
         && read_catalogue (&w, root, store);
  xmlFreeDoc (doc);
  return ok;
}

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

  project = breakeven_project_new ();
  if (!load_document (data, length, display_name, project, NULL, error))
    return NULL;
  return g_steal_pointer (&project);
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
  if (!load_document (data, length, display_name, NULL, store, error))
    return NULL;
  return g_steal_pointer (&store);
}

static char *
file_display_name (GFile *file)
{
  const char *path = g_file_peek_path (file);

  return path != NULL ? g_strdup (path) : g_file_get_parse_name (file);
}

/* Reads at most BREAKEVEN_MAX_FILE_BYTES (+1 to notice a larger file): a huge file, or an
 * endless one like /dev/zero, is refused without being read whole */
static GBytes *
read_file_contents (GFile       *file,
                    const char  *display_name,
                    GError     **error)
{
  g_autoptr(GFileInputStream) stream = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autofree guint8 *buffer = g_malloc (BREAKEVEN_MAX_FILE_BYTES + 1);
  gsize length = 0;

  stream = g_file_read (file, NULL, &local_error);
  if (stream == NULL
      || !g_input_stream_read_all (G_INPUT_STREAM (stream), buffer, BREAKEVEN_MAX_FILE_BYTES + 1,
                                   &length, NULL, &local_error))
    {
      const char *reason = local_error->message;

      if (g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
        reason = _("there is no such file");
      else if (g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED))
        reason = _("permission to read the file was denied");
      else if (g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_IS_DIRECTORY))
        reason = _("this is a folder, not a file");
      /* No line to point at: "FILE: reason", in the GIO domain so callers can tell */
      g_set_error (error, local_error->domain, local_error->code, "%s: %s", display_name, reason);
      return NULL;
    }

  if (length > BREAKEVEN_MAX_FILE_BYTES)
    {
      g_autofree char *limit = g_format_size (BREAKEVEN_MAX_FILE_BYTES);

      breakeven_xml_set_error_at (error, display_name, 1, BREAKEVEN_ERROR_TOO_LARGE,
                                  _("the file is too large: Breakeven reads files of up to %s"),
                                  limit);
      return NULL;
    }
  return g_bytes_new (buffer, length);
}

/* Reads FILE and hands its bytes to the project or the catalogue loader */
static gpointer
load_file (GFile    *file,
           gboolean  catalogue,
           GError  **error)
{
  g_autofree char *name = file_display_name (file);
  g_autoptr(GBytes) bytes = read_file_contents (file, name, error);
  gsize length;
  const char *data;

  if (bytes == NULL)
    return NULL;
  data = g_bytes_get_data (bytes, &length);
  if (catalogue)
    return breakeven_catalogue_load_from_data (data, length, name, error);
  return breakeven_project_load_from_data (data, length, name, error);
}

BreakevenProject *
breakeven_project_load_from_file (GFile   *file,
                                  GError **error)
{
  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return load_file (file, FALSE, error);
}

GListStore *
breakeven_catalogue_load_from_file (GFile   *file,
                                    GError **error)
{
  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return load_file (file, TRUE, error);
}

BreakevenProject *
breakeven_project_load_sample (GError **error)
{
  g_autoptr(GBytes) bytes = NULL;
  gsize length;
  const char *data;

  bytes = g_resource_lookup_data (breakeven_core_get_resource (), SAMPLE_RESOURCE,
                                  G_RESOURCE_LOOKUP_FLAGS_NONE, error);
  if (bytes == NULL)
    return NULL;
  data = g_bytes_get_data (bytes, &length);
  return breakeven_project_load_from_data (data, length, "sample.breakeven", error);
}
