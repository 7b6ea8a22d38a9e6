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

/* FALSE, with "FILE:1: …" in ERROR, when the file FILE just read, written again (XML, WRITTEN
 * bytes, a project's when IS_PROJECT), would be past what the reader takes: a file that opens
 * always saves as it is */
gboolean  breakeven_xml_check_written_size (const char  *xml,
                                            gsize        written,
                                            const char  *file,
                                            gboolean     is_project,
                                            GError     **error);
/* Whether a file of LENGTH bytes may be written past the limit once read, and must be checked:
 * only one of more than an eighth of it.  Nothing read is written more than six times larger
 * (“"” in an attribute in '…' written &quot;, “&” in CDATA written &amp;; “>” is written as it
 * is), and what a file may leave out (attributes, written in full) is bounded by the limits on
 * parts and offers */
#define BREAKEVEN_XML_MAY_GROW_PAST_LIMIT(length) ((length) > BREAKEVEN_MAX_FILE_BYTES / 8)

/* Why a file cannot be read (an errno value), in the project reader's plain words */
const char *breakeven_xml_reason_for_errno (int saved_errno);

G_END_DECLS
