/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-xml-read-private.h: the strict element walk the project and catalogue readers share */
#pragma once

#include <libxml/tree.h>

#include "breakeven-xml-private.h"

G_BEGIN_DECLS

/* One reading of one file: where its errors go */
typedef struct
{
  const char *file;
  GError **error;
} BreakevenXmlWalk;

#define BREAKEVEN_XML_NAME(node) ((const char *) (node)->name)

/* The ranges of numbers, each from breakeven-limits.h */
typedef enum
{
  BREAKEVEN_XML_MONEY,          /* 0 .. BREAKEVEN_MAX_MONEY */
  BREAKEVEN_XML_UNIT_PRICE,     /* 0 .. BREAKEVEN_MAX_UNIT_PRICE */
  BREAKEVEN_XML_WATTS,          /* 0 .. BREAKEVEN_MAX_WATTS */
  BREAKEVEN_XML_GIGABYTES,      /* 0 .. BREAKEVEN_MAX_GIGABYTES */
  BREAKEVEN_XML_SPEED,          /* BREAKEVEN_MIN_RELATIVE_SPEED .. BREAKEVEN_MAX_RELATIVE_SPEED */
  BREAKEVEN_XML_RATE,           /* BREAKEVEN_MIN_EXCHANGE_RATE .. BREAKEVEN_MAX_EXCHANGE_RATE */
  BREAKEVEN_XML_PERCENT,        /* 0 .. 100 */
  BREAKEVEN_XML_HOURS,          /* 0 .. 24 */
  BREAKEVEN_XML_HORIZON,        /* 1 .. BREAKEVEN_MAX_HORIZON_MONTHS */
  /* 3 */
  BREAKEVEN_XML_SETUP_HOURS,    /* 0 .. BREAKEVEN_MAX_SETUP_HOURS */
  BREAKEVEN_XML_PRICE_CHANGE,   /* BREAKEVEN_MIN_PRICE_CHANGE_PERCENT .. _MAX_ */
  BREAKEVEN_XML_BURST_DAYS,     /* BREAKEVEN_MIN_BURST_DAYS .. BREAKEVEN_MAX_BURST_DAYS */
  BREAKEVEN_XML_WORK_HOURS,     /* above 0 .. BREAKEVEN_MAX_BURST_WORK_HOURS */
  BREAKEVEN_XML_MAX_HOURS,      /* above 0 .. 24 */
  BREAKEVEN_XML_MONTH,          /* 0 .. BREAKEVEN_MAX_HORIZON_MONTHS */
} BreakevenXmlRange;

/* Called for each element child of PARENT; returns FALSE, with the error set, to stop */
typedef gboolean (*BreakevenXmlChildFunc) (BreakevenXmlWalk *w,
                                           xmlNode          *parent,
                                           xmlNode          *child,
                                           gpointer          user_data);

/* Sets the error to "FILE:LINE: message" and returns FALSE */
gboolean  breakeven_xml_fail                (BreakevenXmlWalk   *w,
                                             long                line,
                                             BreakevenXmlError   code,
                                             const char         *format,
                                             ...) G_GNUC_PRINTF (4, 5);
/* The line of NODE in the file (of its element when libxml2 has none) */
long      breakeven_xml_line                (xmlNode            *node);
gboolean  breakeven_xml_fail_unknown_element (BreakevenXmlWalk  *w,
                                              xmlNode           *parent,
                                              xmlNode           *child);
gboolean  breakeven_xml_fail_duplicate      (BreakevenXmlWalk   *w,
                                             xmlNode            *parent,
                                             xmlNode            *child);
/* "too many <CHILD> elements in <PARENT_NAME>: a project may have up to LIMIT" */
gboolean  breakeven_xml_fail_too_many       (BreakevenXmlWalk   *w,
                                             xmlNode            *child,
                                             const char         *parent_name,
                                             guint               limit);

/* The one loop over the content of an element.  Comments are skipped; namespaces, processing
 * instructions and other node kinds are refused.  Each element child goes to CHILD_FUNC, or,
 * when it is NULL, is refused as unknown.  Text is appended to TEXT, or, when it is NULL,
 * refused unless blank. */
gboolean  breakeven_xml_walk_children       (BreakevenXmlWalk   *w,
                                             xmlNode            *node,
                                             GString            *text,
                                             BreakevenXmlChildFunc child_func,
                                             gpointer            user_data);
/* An element with no content: only comments and white space inside */
gboolean  breakeven_xml_check_empty         (BreakevenXmlWalk   *w,
                                             xmlNode            *node);
/* An element holding only text (CDATA sections merge in); comments are dropped */
gboolean  breakeven_xml_read_text           (BreakevenXmlWalk   *w,
                                             xmlNode            *node,
                                             char              **out);
/* The index in NAMES (NULL-terminated) of CHILD's name, refusing one that is not there or
 * that SEEN already marks; marks it in SEEN (OUT_INDEX may be NULL) */
gboolean  breakeven_xml_find_singleton      (BreakevenXmlWalk   *w,
                                             xmlNode            *parent,
                                             xmlNode            *child,
                                             const char *const  *names,
                                             gboolean           *seen,
                                             guint              *out_index);

/* Attributes: ALLOWED is NULL-terminated; every other attribute is refused */
gboolean  breakeven_xml_check_attributes    (BreakevenXmlWalk   *w,
                                             xmlNode            *node,
                                             const char *const  *allowed);
gboolean  breakeven_xml_has_attribute       (xmlNode            *node,
                                             const char         *name);
gboolean  breakeven_xml_require_attribute   (BreakevenXmlWalk   *w,
                                             xmlNode            *node,
                                             const char         *name);
/* The readers below leave *INOUT as it is (the default) when the attribute is absent */
gboolean  breakeven_xml_read_string         (BreakevenXmlWalk   *w,
                                             xmlNode            *node,
                                             const char         *name,
                                             char              **inout);
/* A plain decimal ("2.58", "-1", never "1e3", "0,6", "nan") in RANGE */
gboolean  breakeven_xml_read_number         (BreakevenXmlWalk   *w,
                                             xmlNode            *node,
                                             const char         *name,
                                             BreakevenXmlRange   range,
                                             double             *inout);
/* Like breakeven_xml_read_number(); *IS_SET tells whether the attribute was there */
gboolean  breakeven_xml_read_optional_number (BreakevenXmlWalk  *w,
                                              xmlNode           *node,
                                              const char        *name,
                                              BreakevenXmlRange  range,
                                              double            *inout,
                                              gboolean          *is_set);
gboolean  breakeven_xml_read_integer        (BreakevenXmlWalk   *w,
                                             xmlNode            *node,
                                             const char         *name,
                                             guint               low,
                                             guint               high,
                                             guint              *inout);
gboolean  breakeven_xml_read_currency       (BreakevenXmlWalk   *w,
                                             xmlNode            *node,
                                             const char         *name,
                                             char              **inout);
gboolean  breakeven_xml_read_boolean        (BreakevenXmlWalk   *w,
                                             xmlNode            *node,
                                             const char         *name,
                                             gboolean           *inout);

/* An <offer> of a project's <cloud> or of a catalogue; *HAS_CURRENCY tells whether it named
 * its currency (breakeven-xml-read-offer.c) */
BreakevenOffer *breakeven_xml_read_offer    (BreakevenXmlWalk   *w,
                                             xmlNode            *node,
                                             gboolean           *has_currency);

/* Reads the document's root element, which must be EXPECTED, with its format="N" */
typedef gboolean (*BreakevenXmlRootFunc) (BreakevenXmlWalk *w,
                                          xmlNode          *root,
                                          gpointer          user_data);

/* Parses DATA, checks the root element is EXPECTED with a format this version reads, and hands
 * it to ROOT_FUNC */
gboolean  breakeven_xml_load_document       (const char         *data,
                                             gsize               length,
                                             const char         *display_name,
                                             const char         *expected,
                                             BreakevenXmlRootFunc root_func,
                                             gpointer            user_data,
                                             GError            **error);
/* The bytes of FILE, refusing a file over BREAKEVEN_MAX_FILE_BYTES without reading it whole;
 * *DISPLAY_NAME is what errors call the file */
GBytes   *breakeven_xml_read_file           (GFile              *file,
                                             char              **display_name,
                                             GError            **error);

/* A name (an offer's provider, name or GPU, a part's, a burst's) of at most
 * BREAKEVEN_MAX_NAME_CHARS characters; VALUE NULL: none given */
gboolean  breakeven_xml_check_name          (BreakevenXmlWalk   *w,
                                             xmlNode            *node,
                                             const char         *what,
                                             const char         *value);

G_END_DECLS
