/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-xml-read.c: the strict element walk of project files and catalogues: content,
 * attributes and values, the root and its format (a file's bytes are read by
 * breakeven-xml-read-file.c) */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "breakeven-format.h"
#include "breakeven-limits.h"
#include "breakeven-xml-read-private.h"

#define NAME(node) BREAKEVEN_XML_NAME (node)

/* The limits the model's own constants set must be the ones of breakeven-limits.h */
G_STATIC_ASSERT (BREAKEVEN_MAX_PART_QUANTITY == BREAKEVEN_PART_QUANTITY_MAX);
G_STATIC_ASSERT (BREAKEVEN_MAX_HORIZON_MONTHS == BREAKEVEN_HORIZON_MAX_MONTHS);

/* ---------------------------------------------------------------------------------------- */
/* Errors and lines                                                                          */

gboolean
breakeven_xml_fail (BreakevenXmlWalk  *w,
                    long               line,
                    BreakevenXmlError  code,
                    const char        *format,
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

long
breakeven_xml_line (xmlNode *node)
{
  long line = xmlGetLineNo (node);

  if (line <= 0 && node->parent != NULL && node->parent->type == XML_ELEMENT_NODE)
    return breakeven_xml_line (node->parent);
  return line;
}

/* libxml2 gives a text node the line where its first chunk ended; count back to the line of
 * its first non-blank character */
static long
text_line (xmlNode *text)
{
  long line = breakeven_xml_line (text);
  const char *content = (const char *) text->content;
  const char *p = content;

  while (p != NULL && *p != '\0' && strchr (" \t\r\n", *p) != NULL)
    p++;
  for (; p != NULL && *p != '\0'; p++)
    if (*p == '\n')
      line--;
  if (text->parent != NULL && line < breakeven_xml_line (text->parent))
    line = breakeven_xml_line (text->parent);
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

gboolean
breakeven_xml_fail_unknown_element (BreakevenXmlWalk *w,
                                    xmlNode          *parent,
                                    xmlNode          *child)
{
  return breakeven_xml_fail (w, breakeven_xml_line (child), BREAKEVEN_XML_ERROR_PARSE,
                             _("unknown element <%s> in <%s>"), NAME (child), NAME (parent));
}

static gboolean
fail_text (BreakevenXmlWalk *w,
           xmlNode          *parent,
           xmlNode          *text)
{
  return breakeven_xml_fail (w, text_line (text), BREAKEVEN_XML_ERROR_PARSE,
                             _("text is not allowed in <%s>"), NAME (parent));
}

gboolean
breakeven_xml_fail_too_many (BreakevenXmlWalk *w,
                             xmlNode          *child,
                             const char       *parent_name,
                             guint             limit)
{
  return breakeven_xml_fail (w, breakeven_xml_line (child), BREAKEVEN_XML_ERROR_PARSE,
                             _("too many <%s> elements in <%s>: a project may have up to %d"),
                             NAME (child), parent_name, (int) limit);
}

gboolean
breakeven_xml_fail_duplicate (BreakevenXmlWalk *w,
                              xmlNode          *parent,
                              xmlNode          *child)
{
  return breakeven_xml_fail (w, breakeven_xml_line (child), BREAKEVEN_XML_ERROR_PARSE,
                             _("<%s> appears more than once in <%s>"),
                             NAME (child), NAME (parent));
}

/* ---------------------------------------------------------------------------------------- */
/* Content                                                                                   */

typedef enum
{
  CONTENT_SKIP,
  CONTENT_ELEMENT,
  CONTENT_TEXT,
  CONTENT_ERROR,
} ContentKind;

static ContentKind
classify (BreakevenXmlWalk *w,
          xmlNode          *parent,
          xmlNode          *child)
{
  switch (child->type)
    {
    case XML_ELEMENT_NODE:
      if (child->ns != NULL || child->nsDef != NULL)
        {
          breakeven_xml_fail (w, breakeven_xml_line (child), BREAKEVEN_XML_ERROR_PARSE,
                              _("XML namespaces are not used in Breakeven files (element <%s>)"),
                              NAME (child));
          return CONTENT_ERROR;
        }
      return CONTENT_ELEMENT;
    case XML_TEXT_NODE:
    case XML_CDATA_SECTION_NODE:
      return CONTENT_TEXT;
    case XML_COMMENT_NODE:
      return CONTENT_SKIP;
    case XML_PI_NODE:
      breakeven_xml_fail (w, breakeven_xml_line (child), BREAKEVEN_XML_ERROR_PARSE,
                          _("processing instructions (<?%s …?>) are not allowed in Breakeven "
                            "files"), NAME (child));
      return CONTENT_ERROR;
    default:
      breakeven_xml_fail (w, breakeven_xml_line (child), BREAKEVEN_XML_ERROR_PARSE,
                          _("unexpected content in <%s>"), parent != NULL ? NAME (parent) : "?");
      return CONTENT_ERROR;
    }
}

gboolean
breakeven_xml_walk_children (BreakevenXmlWalk      *w,
                             xmlNode               *node,
                             GString               *text,
                             BreakevenXmlChildFunc  child_func,
                             gpointer               user_data)
{
  for (xmlNode *child = node->children; child != NULL; child = child->next)
    switch (classify (w, node, child))
      {
      case CONTENT_ERROR:
        return FALSE;
      case CONTENT_ELEMENT:
        if (child_func == NULL)
          return breakeven_xml_fail_unknown_element (w, node, child);
        if (!child_func (w, node, child, user_data))
          return FALSE;
        break;
      case CONTENT_TEXT:
        if (text != NULL)
          g_string_append (text, (const char *) child->content);
        else if (!text_is_blank ((const char *) child->content))
          return fail_text (w, node, child);
        break;
      case CONTENT_SKIP:
      default:
        break;
      }
  return TRUE;
}

gboolean
breakeven_xml_check_empty (BreakevenXmlWalk *w,
                           xmlNode          *node)
{
  return breakeven_xml_walk_children (w, node, NULL, NULL, NULL);
}

gboolean
breakeven_xml_read_text (BreakevenXmlWalk  *w,
                         xmlNode           *node,
                         char             **out)
{
  g_autoptr(GString) text = g_string_new (NULL);

  if (!breakeven_xml_walk_children (w, node, text, NULL, NULL))
    return FALSE;
  *out = g_string_free (g_steal_pointer (&text), FALSE);
  return TRUE;
}

gboolean
breakeven_xml_find_singleton (BreakevenXmlWalk  *w,
                              xmlNode           *parent,
                              xmlNode           *child,
                              const char *const *names,
                              gboolean          *seen,
                              guint             *out_index)
{
  for (guint i = 0; names[i] != NULL; i++)
    if (g_str_equal (NAME (child), names[i]))
      {
        if (seen[i])
          return breakeven_xml_fail_duplicate (w, parent, child);
        seen[i] = TRUE;
        if (out_index != NULL)
          *out_index = i;
        return TRUE;
      }
  return breakeven_xml_fail_unknown_element (w, parent, child);
}

/* ---------------------------------------------------------------------------------------- */
/* Attributes                                                                                */

gboolean
breakeven_xml_check_attributes (BreakevenXmlWalk  *w,
                                xmlNode           *node,
                                const char *const *allowed)
{
  for (xmlAttr *attr = node->properties; attr != NULL; attr = attr->next)
    {
      gboolean known = FALSE;

      for (guint i = 0; attr->ns == NULL && allowed[i] != NULL && !known; i++)
        known = g_strcmp0 (NAME (attr), allowed[i]) == 0;
      if (!known)
        {
          /* xml:lang is "xml:lang", not "lang" */
          g_autofree char *qualified =
            attr->ns != NULL && attr->ns->prefix != NULL
            ? g_strdup_printf ("%s:%s", (const char *) attr->ns->prefix, NAME (attr))
            : g_strdup (NAME (attr));

          return breakeven_xml_fail (w, breakeven_xml_line (node), BREAKEVEN_XML_ERROR_PARSE,
                                     _("unknown attribute “%s” on <%s>"), qualified, NAME (node));
        }
    }
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

gboolean
breakeven_xml_has_attribute (xmlNode    *node,
                             const char *name)
{
  return xmlHasNsProp (node, (const xmlChar *) name, NULL) != NULL;
}

gboolean
breakeven_xml_read_string (BreakevenXmlWalk  *w,
                           xmlNode           *node,
                           const char        *name,
                           char             **inout)
{
  char *value = get_attribute (node, name);

  if (value != NULL)
    {
      g_free (*inout);
      *inout = value;
    }
  return TRUE;
}

/* VALUE (the attribute or the text WHAT of NODE; NULL: not given) is a name of at most
 * BREAKEVEN_MAX_NAME_CHARS characters */
gboolean
breakeven_xml_check_name (BreakevenXmlWalk *w,
                          xmlNode          *node,
                          const char       *what,
                          const char       *value)
{
  glong length = value != NULL ? g_utf8_strlen (value, -1) : 0;

  if (length <= BREAKEVEN_MAX_NAME_CHARS)
    return TRUE;
  /* Translators: the first %s is an attribute (provider, name, gpu, model), the second an
   * element; then the name's length and the limit */
  return breakeven_xml_fail (w, breakeven_xml_line (node), BREAKEVEN_XML_ERROR_INVALID_VALUE,
                             _("the %s of <%s> is %ld characters long: a name may have up to "
                               "%d characters"), what, NAME (node), (long) length,
                             BREAKEVEN_MAX_NAME_CHARS);
}

gboolean
breakeven_xml_require_attribute (BreakevenXmlWalk *w,
                                 xmlNode          *node,
                                 const char       *name)
{
  if (breakeven_xml_has_attribute (node, name))
    return TRUE;
  return breakeven_xml_fail (w, breakeven_xml_line (node), BREAKEVEN_XML_ERROR_PARSE,
                             _("<%s> needs the attribute “%s”"), NAME (node), name);
}

/* Every range is a pair of limits of breakeven-limits.h */
static void
range_bounds (BreakevenXmlRange  range,
              double            *low,
              double            *high)
{
  *low = 0;
  switch (range)
    {
    case BREAKEVEN_XML_MONEY:
      *high = BREAKEVEN_MAX_MONEY;
      break;
    case BREAKEVEN_XML_UNIT_PRICE:
      *high = BREAKEVEN_MAX_UNIT_PRICE;
      break;
    case BREAKEVEN_XML_WATTS:
      *high = BREAKEVEN_MAX_WATTS;
      break;
    case BREAKEVEN_XML_GIGABYTES:
      *high = BREAKEVEN_MAX_GIGABYTES;
      break;
    case BREAKEVEN_XML_SPEED:
      *low = BREAKEVEN_MIN_RELATIVE_SPEED;
      *high = BREAKEVEN_MAX_RELATIVE_SPEED;
      break;
    case BREAKEVEN_XML_RATE:
      *low = BREAKEVEN_MIN_EXCHANGE_RATE;
      *high = BREAKEVEN_MAX_EXCHANGE_RATE;
      break;
    case BREAKEVEN_XML_PERCENT:
      *high = BREAKEVEN_MAX_PERCENT;
      break;
    case BREAKEVEN_XML_HOURS:
      *high = BREAKEVEN_MAX_HOURS_PER_DAY;
      break;
    case BREAKEVEN_XML_HORIZON:
      *low = 1;
      *high = BREAKEVEN_MAX_HORIZON_MONTHS;
      break;
    case BREAKEVEN_XML_SETUP_HOURS:
      *high = BREAKEVEN_MAX_SETUP_HOURS;
      break;
    case BREAKEVEN_XML_PRICE_CHANGE:
      *low = BREAKEVEN_MIN_PRICE_CHANGE_PERCENT;
      *high = BREAKEVEN_MAX_PRICE_CHANGE_PERCENT;
      break;
    case BREAKEVEN_XML_BURST_DAYS:
      *low = BREAKEVEN_MIN_BURST_DAYS;
      *high = BREAKEVEN_MAX_BURST_DAYS;
      break;
    case BREAKEVEN_XML_WORK_HOURS:
      *high = BREAKEVEN_MAX_BURST_WORK_HOURS;
      break;
    case BREAKEVEN_XML_MAX_HOURS:
      *high = BREAKEVEN_MAX_HOURS_PER_DAY;
      break;
    case BREAKEVEN_XML_MONTH:
      *high = BREAKEVEN_MAX_HORIZON_MONTHS;
      break;
    default:
      g_assert_not_reached ();
    }
}

gboolean
breakeven_xml_read_optional_number (BreakevenXmlWalk  *w,
                                    xmlNode           *node,
                                    const char        *name,
                                    BreakevenXmlRange  range,
                                    double            *inout,
                                    gboolean          *is_set)
{
  g_autofree char *text = get_attribute (node, name);
  g_autofree char *quoted = NULL;
  long line = breakeven_xml_line (node);
  double value;

  if (is_set != NULL)
    *is_set = FALSE;
  if (text == NULL)
    return TRUE;

  quoted = breakeven_format_quoted (text);
  /* 400 digits are a number out of range, said so below */
  if (!breakeven_parse_decimal_unbounded (text, &value))
    return breakeven_xml_fail (w, line, BREAKEVEN_XML_ERROR_INVALID_VALUE,
                               _("“%s” is not a number (attribute “%s” of <%s>): write digits "
                                 "with “.” as the decimal point, like 2.58"),
                               quoted, name, NAME (node));

  {
    double low, high;
    g_autofree char *low_text = NULL;
    g_autofree char *high_text = NULL;

    range_bounds (range, &low, &high);
    low_text = breakeven_format_plain_number (low);
    high_text = breakeven_format_plain_number (high);
    /* The ranges of a day, a percentage and the horizon are told whole; the others by the end
     * that was crossed, the usual one first */
    if (range == BREAKEVEN_XML_WORK_HOURS || range == BREAKEVEN_XML_MAX_HOURS)
      {
        /* Above 0: an empty burst, or a build that may never run, means nothing */
        if (!(value > low && value <= high))
          return breakeven_xml_fail (w, line, BREAKEVEN_XML_ERROR_INVALID_VALUE,
                                     _("attribute “%s” of <%s> must be more than 0 and at most "
                                       "%s, not %s"), name, NAME (node), high_text, quoted);
      }
    else if (range == BREAKEVEN_XML_PERCENT || range == BREAKEVEN_XML_HOURS
             || range == BREAKEVEN_XML_HORIZON || range == BREAKEVEN_XML_PRICE_CHANGE
             || range == BREAKEVEN_XML_BURST_DAYS)
      {
        if (!(value >= low && value <= high))
          return breakeven_xml_fail (w, line, BREAKEVEN_XML_ERROR_INVALID_VALUE,
                                     _("attribute “%s” of <%s> must be between %s and %s, "
                                       "not %s"), name, NAME (node), low_text, high_text, quoted);
      }
    else if (low == 0 && value < 0)
      return breakeven_xml_fail (w, line, BREAKEVEN_XML_ERROR_INVALID_VALUE,
                                 _("attribute “%s” of <%s> must be 0 or more, not %s"),
                                 name, NAME (node), quoted);
    else if (low > 0 && value <= 0)
      return breakeven_xml_fail (w, line, BREAKEVEN_XML_ERROR_INVALID_VALUE,
                                 _("attribute “%s” of <%s> must be more than 0, not %s"),
                                 name, NAME (node), quoted);
    else if (value < low)
      return breakeven_xml_fail (w, line, BREAKEVEN_XML_ERROR_INVALID_VALUE,
                                 _("attribute “%s” of <%s> must be at least %s, not %s"),
                                 name, NAME (node), low_text, quoted);
    else if (value > high)
      return breakeven_xml_fail (w, line, BREAKEVEN_XML_ERROR_INVALID_VALUE,
                                 _("attribute “%s” of <%s> must be at most %s, not %s"),
                                 name, NAME (node), high_text, quoted);
  }

  /* "-0" is 0 */
  *inout = value + 0.0;
  if (is_set != NULL)
    *is_set = TRUE;
  return TRUE;
}

gboolean
breakeven_xml_read_number (BreakevenXmlWalk  *w,
                           xmlNode           *node,
                           const char        *name,
                           BreakevenXmlRange  range,
                           double            *inout)
{
  return breakeven_xml_read_optional_number (w, node, name, range, inout, NULL);
}

gboolean
breakeven_xml_read_integer (BreakevenXmlWalk *w,
                            xmlNode          *node,
                            const char       *name,
                            guint             low,
                            guint             high,
                            guint            *inout)
{
  g_autofree char *text = get_attribute (node, name);
  const char *digits;
  gint64 value = 0;

  if (text == NULL)
    return TRUE;

  digits = text[0] == '-' ? text + 1 : text;
  if (digits[0] == '\0' || strspn (digits, "0123456789") != strlen (digits)
      || !g_ascii_string_to_signed (text, 10, low, high, &value, NULL))
    return breakeven_xml_fail (w, breakeven_xml_line (node), BREAKEVEN_XML_ERROR_INVALID_VALUE,
                               _("attribute “%s” of <%s> must be a whole number from %u to %u, "
                                 "not “%s”"), name, NAME (node), low, high, text);
  *inout = (guint) value;
  return TRUE;
}

gboolean
breakeven_xml_read_currency (BreakevenXmlWalk  *w,
                             xmlNode           *node,
                             const char        *name,
                             char             **inout)
{
  g_autofree char *text = get_attribute (node, name);

  if (text == NULL)
    return TRUE;
  if (!breakeven_currency_code_is_valid (text))
    return breakeven_xml_fail (w, breakeven_xml_line (node), BREAKEVEN_XML_ERROR_INVALID_VALUE,
                               _("“%s” is not a currency code (attribute “%s” of <%s>): write "
                                 "three capital letters, like CNY or USD"),
                               text, name, NAME (node));
  g_free (*inout);
  *inout = g_steal_pointer (&text);
  return TRUE;
}

gboolean
breakeven_xml_read_boolean (BreakevenXmlWalk *w,
                            xmlNode          *node,
                            const char       *name,
                            gboolean         *inout)
{
  g_autofree char *text = get_attribute (node, name);

  if (text == NULL)
    return TRUE;
  if (g_strcmp0 (text, "true") == 0)
    *inout = TRUE;
  else if (g_strcmp0 (text, "false") == 0)
    *inout = FALSE;
  else
    return breakeven_xml_fail (w, breakeven_xml_line (node), BREAKEVEN_XML_ERROR_INVALID_VALUE,
                               _("attribute “%s” of <%s> must be true or false, not “%s”"),
                               name, NAME (node), text);
  return TRUE;
}

/* ---------------------------------------------------------------------------------------- */
/* The document                                                                              */

/* The root element and its format="N".  The document level is no element's content: only the
 * root, comments and processing instructions can be there, and a wrong root is named as such
 * before anything else about it is checked. */
static gboolean
check_root (BreakevenXmlWalk  *w,
            xmlDocPtr          doc,
            const char        *expected,
            xmlNode          **out_root)
{
  xmlNode *root = NULL;
  g_autofree char *format = NULL;
  g_autofree char *quoted = NULL;
  gint64 version = 0;

  for (xmlNode *child = doc->children; child != NULL; child = child->next)
    {
      if (child->type == XML_PI_NODE && classify (w, NULL, child) == CONTENT_ERROR)
        return FALSE;
      if (child->type == XML_ELEMENT_NODE)
        root = child;
    }
  if (root == NULL)
    return breakeven_xml_fail (w, 1, BREAKEVEN_XML_ERROR_PARSE, _("the file has no root element"));

  if (g_strcmp0 (NAME (root), expected) != 0)
    {
      if (g_str_equal (expected, BREAKEVEN_XML_PROJECT_ELEMENT))
        return breakeven_xml_fail (w, breakeven_xml_line (root), BREAKEVEN_XML_ERROR_PARSE,
                                   _("this is not a Breakeven project: its root element is "
                                     "<%s>, not <%s>"), NAME (root), expected);
      return breakeven_xml_fail (w, breakeven_xml_line (root), BREAKEVEN_XML_ERROR_PARSE,
                                 _("this is not an offer catalogue: its root element is <%s>, "
                                   "not <%s>"), NAME (root), expected);
    }
  if (classify (w, NULL, root) == CONTENT_ERROR)
    return FALSE;

  format = get_attribute (root, "format");
  quoted = breakeven_format_quoted (format);
  if (format == NULL)
    return breakeven_xml_fail (w, breakeven_xml_line (root), BREAKEVEN_XML_ERROR_PARSE,
                               _("<%s> needs the attribute “format” (the version of the file "
                                 "format)"), expected);
  if (format[0] == '\0' || strspn (format, "0123456789") != strlen (format))
    return breakeven_xml_fail (w, breakeven_xml_line (root), BREAKEVEN_XML_ERROR_INVALID_VALUE,
                               _("the format version must be a whole number, not “%s”"),
                               quoted);
  /* A number too large for 64 bits is certainly newer */
  if (!g_ascii_string_to_signed (format, 10, 0, G_MAXINT64, &version, NULL)
      || version > BREAKEVEN_FORMAT_VERSION)
    return breakeven_xml_fail (w, breakeven_xml_line (root), BREAKEVEN_XML_ERROR_NEWER_FORMAT,
                               _("the file was written by a newer version of Breakeven "
                                 "(format %s); this version reads format %d"),
                               quoted, BREAKEVEN_FORMAT_VERSION);
  if (version < 1)
    return breakeven_xml_fail (w, breakeven_xml_line (root), BREAKEVEN_XML_ERROR_INVALID_VALUE,
                               _("there is no format version %s"), quoted);

  *out_root = root;
  return TRUE;
}

gboolean
breakeven_xml_load_document (const char            *data,
                             gsize                  length,
                             const char            *display_name,
                             const char            *expected,
                             BreakevenXmlRootFunc   root_func,
                             gpointer               user_data,
                             GError               **error)
{
  BreakevenXmlWalk w = { display_name, error };
  xmlDocPtr doc;
  xmlNode *root = NULL;
  gboolean ok;

  doc = breakeven_xml_parse_document (data ? data : "", length, display_name, error);
  if (doc == NULL)
    return FALSE;
  ok = check_root (&w, doc, expected, &root) && root_func (&w, root, user_data);
  xmlFreeDoc (doc);
  return ok;
}
