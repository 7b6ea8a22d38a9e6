/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-xml-private.h: what the project-file reader and writer must agree on */
#pragma once

#include <libxml/tree.h>

#include "breakeven-xml.h"

G_BEGIN_DECLS

#define BREAKEVEN_XML_PROJECT_ELEMENT "breakeven-project"
#define BREAKEVEN_XML_CATALOGUE_ELEMENT "offer-catalogue"
/* An offer without a currency in a catalogue is priced in this one */
#define BREAKEVEN_XML_CATALOGUE_DEFAULT_CURRENCY "CNY"

/* Sets ERROR to "FILE:LINE: message", the form of every loading error (LINE is at least 1) */
void      breakeven_xml_set_error_at   (GError           **error,
                                        const char        *file,
                                        long               line,
                                        BreakevenXmlError  code,
                                        const char        *format,
                                        ...) G_GNUC_PRINTF (5, 6);
/* MESSAGE with what it quotes (“…”, <…>) cut to BREAKEVEN_MAX_QUOTED_CHARS characters */
char     *breakeven_xml_cut_quotes     (const char      *message);
/* Parses DATA into a document, refusing what a Breakeven file never has (DOCTYPE, entities,
 * another encoding); FILE names the file in the error.  Free the result with xmlFreeDoc(). */
xmlDocPtr breakeven_xml_parse_document (const char      *data,
                                        gsize            length,
                                        const char      *file,
                                        GError         **error);

/* Why a file cannot be read (an errno value), in the project reader's plain words */
const char *breakeven_xml_reason_for_errno (int saved_errno);

G_END_DECLS
