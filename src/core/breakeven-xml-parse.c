/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-xml-parse.c: turning the bytes of a file into a libxml2 document, safely */

#include "config.h"

#include <glib/gi18n.h>
#include <libxml/SAX2.h>
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <string.h>

#include "breakeven-format.h"
#include "breakeven-xml-private.h"
#include "breakeven-xml.h"

G_DEFINE_QUARK (breakeven-xml-error-quark, breakeven_xml_error)

/* Never NOENT, DTDLOAD, DTDATTR, DTDVALID, HUGE, XINCLUDE or RECOVER: a project file needs no
 * DTD, entity or inclusion, and a broken file is refused rather than half-read. */
static const int parse_options = XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING
                               | XML_PARSE_NOCDATA | XML_PARSE_BIG_LINES;

/* ---------------------------------------------------------------------------------------- */
/* Errors                                                                                    */

gboolean
breakeven_xml_check_written_size (const char  *xml,
                                  gsize        written,
                                  const char  *file,
                                  gboolean     is_project,
                                  GError     **error)
{
  g_autofree char *size = NULL;
  g_autofree char *limit = NULL;

  if (xml == NULL || written <= BREAKEVEN_MAX_FILE_BYTES)
    return TRUE;
  size = g_format_size_full (written, G_FORMAT_SIZE_IEC_UNITS);
  limit = g_format_size_full (BREAKEVEN_MAX_FILE_BYTES, G_FORMAT_SIZE_IEC_UNITS);
  breakeven_xml_set_error_at (error, file, 1, BREAKEVEN_XML_ERROR_TOO_LARGE,
                              is_project
                              /* Translators: the sizes read "9.8 MiB", "8.0 MiB" */
                              ? _("saved again, this project would take %s, and Breakeven reads "
                                  "files of up to %s: shorten its notes or names in a text "
                                  "editor")
                              : _("saved again, this catalogue would take %s, and Breakeven "
                                  "reads files of up to %s: remove some offers in a text "
                                  "editor"),
                              size, limit);
  return FALSE;
}

void
breakeven_xml_set_error_at (GError           **error,
                            const char        *file,
                            long               line,
                            BreakevenXmlError  code,
                            const char        *format,
                            ...)
{
  g_autofree char *message = NULL;
  g_autofree char *cut = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  cut = breakeven_xml_cut_quotes (message);

  g_set_error (error, BREAKEVEN_XML_ERROR, code, "%s:%ld: %s", file, MAX (line, 1), cut);
}

/* Whatever a message quotes from the file (between “ and ”, or < and >) is cut to
 * BREAKEVEN_MAX_QUOTED_CHARS characters and "…": a 7 MB value must not reach stderr or an
 * error dialog whole */
char *
breakeven_xml_cut_quotes (const char *message)
{
  static const struct { const char *open, *close; } pairs[] = {
    { "“", "”" }, { "<", ">" },
  };
  GString *out = g_string_new (NULL);
  const char *p = message;
  /* Once a closing mark is missing, it is missing for the rest: never search again (a message
   * quoting megabytes of "<" stays linear) */
  gboolean unclosed[G_N_ELEMENTS (pairs)] = { FALSE };

  while (*p != '\0')
    {
      gboolean quoted = FALSE;

      for (guint i = 0; i < G_N_ELEMENTS (pairs) && !quoted; i++)
        {
          gsize n = strlen (pairs[i].open);
          const char *end;

          if (unclosed[i] || strncmp (p, pairs[i].open, n) != 0)
            continue;
          end = strstr (p + n, pairs[i].close);
          if (end == NULL)
            {
              unclosed[i] = TRUE;
              continue;
            }
          {
            g_autofree char *inside = g_strndup (p + n, end - p - n);
            g_autofree char *cut = breakeven_format_quoted (inside);

            g_string_append (out, pairs[i].open);
            g_string_append (out, cut);
            g_string_append (out, pairs[i].close);
          }
          p = end + strlen (pairs[i].close);
          quoted = TRUE;
        }
      if (!quoted)
        {
          const char *next = g_utf8_next_char (p);

          g_string_append_len (out, p, next - p);
          p = next;
        }
    }
  return g_string_free (out, FALSE);
}

/* Line of byte OFFSET, counting "\n", "\r\n" and a lone "\r" as libxml2 does */
static long
line_at_offset (const char *data,
                gsize       offset)
{
  long line = 1;

  for (gsize i = 0; i < offset; i++)
    if (data[i] == '\n' || (data[i] == '\r' && (i + 1 >= offset || data[i + 1] != '\n')))
      line++;
  return line;
}

/* ---------------------------------------------------------------------------------------- */
/* Reading the document                                                                      */

typedef struct
{
  gboolean saw_doctype;
  long doctype_line;
  gboolean saw_error;
  int error_code;
  long error_line;
  long error_column;
  char *error_message;
  char *error_str1;
} ParseState;

static void
parse_state_clear (ParseState *state)
{
  g_clear_pointer (&state->error_message, g_free);
  g_clear_pointer (&state->error_str1, g_free);
}

static void
record_xml_error (ParseState     *state,
                  const xmlError *e)
{
  /* The first error explains the problem; later ones are its consequences.  Warnings (like
   * "Unsupported version '1.1'") are not errors: they must not hide the real one. */
  if (state->saw_error || e == NULL || e->code == XML_ERR_OK || e->level < XML_ERR_ERROR)
    return;
  state->saw_error = TRUE;
  state->error_code = e->code;
  state->error_line = e->line;
  state->error_column = e->int2;
  /* libxml2's message may quote the document at length: a line of it is enough */
  state->error_message = g_utf8_make_valid (e->message ? e->message : "", -1);
  g_strchomp (state->error_message);
  if (g_utf8_strlen (state->error_message, -1) > 3 * BREAKEVEN_MAX_QUOTED_CHARS)
    {
      g_autofree char *start = g_utf8_substring (state->error_message, 0,
                                                 3 * BREAKEVEN_MAX_QUOTED_CHARS);

      g_free (state->error_message);
      state->error_message = g_strconcat (start, "…", NULL);
    }
  state->error_str1 = g_strdup (e->str1);
}

#if LIBXML_VERSION >= 21200
static void
on_xml_error (void           *user_data,
              const xmlError *e)
#else
static void
on_xml_error (void       *user_data,
              xmlErrorPtr e)
#endif
{
  record_xml_error (user_data, e);
}

/* Project files never have a DOCTYPE: stop at the declaration, before its internal subset
 * (where "billion laughs" entities would be declared) is even read. */
static void
on_internal_subset (void          *ctx,
                    const xmlChar *name,
                    const xmlChar *external_id,
                    const xmlChar *system_id)
{
  xmlParserCtxtPtr ctxt = ctx;
  ParseState *state = ctxt->_private;

  state->saw_doctype = TRUE;
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  state->doctype_line = xmlSAX2GetLineNumber (ctx);
  G_GNUC_END_IGNORE_DEPRECATIONS
  xmlStopParser (ctxt);
}

static xmlParserInputPtr
refuse_external_entity (const char       *url,
                        const char       *id,
                        xmlParserCtxtPtr  ctxt)
{
  return NULL;
}

/* The external entity loader is process-wide: hold it while parsing, then put it back */
G_LOCK_DEFINE_STATIC (entity_loader);


static gboolean
is_truncation (const ParseState *state,
               const char       *data,
               gsize             length)
{
  long last_line = 1, last_column = 0, line = 1, column = 0;

  /* An error at (or after) the last character that is not white space, other than stray
   * content after the root element or a mismatched end tag, means the parser ran out of input
   * in the middle of the document.  Not just "on the last line": a file written on one line
   * (or without a final newline) has its real mistakes there too.  libxml2 counts columns in
   * characters. */
  if (state->error_code == XML_ERR_DOCUMENT_END || state->error_code == XML_ERR_TAG_NAME_MISMATCH
      || state->error_code == XML_ERR_DOCUMENT_EMPTY)
    return FALSE;
  for (gsize i = 0; i < length; i++)
    {
      guchar c = data[i];

      if (c == '\n' || (c == '\r' && (i + 1 >= length || data[i + 1] != '\n')))
        {
          line++;
          column = 0;
          continue;
        }
      if ((c & 0xC0) != 0x80)
        column++;
      if (c != ' ' && c != '\t' && c != '\r')
        {
          last_line = line;
          last_column = column;
        }
    }
  return state->error_line > last_line
         || (state->error_line == last_line && state->error_column >= last_column);
}

static void
set_xml_error (GError          **error,
               const char       *file,
               const ParseState *state,
               const char       *data,
               gsize             length)
{
  long line = state->error_line;

  if (is_truncation (state, data, length))
    {
      breakeven_xml_set_error_at (error, file, line, BREAKEVEN_XML_ERROR_PARSE,
                                  _("the file ends in the middle of the document; "
                                    "it may be truncated"));
      return;
    }

  switch (state->error_code)
    {
    case XML_ERR_DOCUMENT_EMPTY:
      breakeven_xml_set_error_at (error, file, line, BREAKEVEN_XML_ERROR_PARSE,
                                  _("this is not a Breakeven file: it is not XML"));
      break;
    case XML_ERR_DOCUMENT_END:
      breakeven_xml_set_error_at (error, file, line, BREAKEVEN_XML_ERROR_PARSE,
                                  _("unexpected content after the end of the document"));
      break;
    case XML_ERR_TAG_NAME_MISMATCH:
      breakeven_xml_set_error_at (error, file, line, BREAKEVEN_XML_ERROR_PARSE,
                                  _("this end tag does not match the element <%s> it should close"),
                                  state->error_str1 ? state->error_str1 : "?");
      break;
    case XML_ERR_UNDECLARED_ENTITY:
      breakeven_xml_set_error_at (error, file, line, BREAKEVEN_XML_ERROR_PARSE,
                                  _("unknown entity “&%s;”: write & as &amp; and < as &lt;"),
                                  state->error_str1 ? state->error_str1 : "?");
      break;
    case XML_ERR_ATTRIBUTE_REDEFINED:
      breakeven_xml_set_error_at (error, file, line, BREAKEVEN_XML_ERROR_PARSE,
                                  _("attribute “%s” is written twice"),
                                  state->error_str1 ? state->error_str1 : "?");
      break;
    case XML_ERR_INVALID_CHAR:
      breakeven_xml_set_error_at (error, file, line, BREAKEVEN_XML_ERROR_PARSE,
                                  _("the file contains a character that XML does not allow"));
      break;
    default:
      /* A limit of the parser (libxml2 2.9 calls it an internal error, later ones a resource
       * limit): its text advises an option of the parser, which a user cannot set */
      if (strstr (state->error_message, "XML_PARSE_HUGE") != NULL)
        {
          if (strstr (state->error_message, "depth") != NULL)
            breakeven_xml_set_error_at (error, file, line, BREAKEVEN_XML_ERROR_PARSE,
                                        _("the elements are nested too deeply: a Breakeven file "
                                          "nests a few levels only"));
          else
            breakeven_xml_set_error_at (error, file, line, BREAKEVEN_XML_ERROR_PARSE,
                                        _("a text, a name or a value here is too large to read"));
          break;
        }
      /* Translators: %s is the XML parser's own (English) description of the problem */
      breakeven_xml_set_error_at (error, file, line, BREAKEVEN_XML_ERROR_PARSE,
                                  _("the file is not well-formed XML (%s)"), state->error_message);
      break;
    }
}

/* No element of the format has more than 15 attributes.  libxml2 (2.9) checks each attribute of
 * a start tag against all the previous ones, and appends it to the end of a linked list: with
 * a million attributes in one tag, parsing takes hours.  Count them first, lexically: the "="
 * signs outside quoted values, inside markup other than comments, CDATA sections and
 * processing instructions (which are skipped).  Returns the line of the first start tag with
 * too many, or 0. */
static long
find_crowded_tag (const char *data,
                  gsize       length)
{
  gsize i = 0;

  while (i < length)
    {
      static const struct { const char *open, *close; } skipped[] = {
        { "<!--", "-->" }, { "<![CDATA[", "]]>" }, { "<?", "?>" },
      };
      gboolean skip = FALSE;
      gsize tag = i;
      char quote = 0;
      guint n_equals = 0;

      if (data[i] != '<')
        {
          i++;
          continue;
        }
      for (guint k = 0; k < G_N_ELEMENTS (skipped) && !skip; k++)
        {
          gsize n = strlen (skipped[k].open);

          if (length - i >= n && memcmp (data + i, skipped[k].open, n) == 0)
            {
              const char *end = g_strstr_len (data + i + n, length - i - n, skipped[k].close);

              /* Unterminated: the parser stops there */
              if (end == NULL)
                return 0;
              i = end - data + strlen (skipped[k].close);
              skip = TRUE;
            }
        }
      if (skip)
        continue;

      for (i++; i < length && (quote != 0 || data[i] != '>'); i++)
        {
          if (quote != 0)
            {
              if (data[i] == quote)
                quote = 0;
            }
          else if (data[i] == '"' || data[i] == '\'')
            quote = data[i];
          else if (data[i] == '=' && ++n_equals > BREAKEVEN_MAX_ATTRIBUTES)
            return line_at_offset (data, tag);
          else if (data[i] == '<')
            break;  /* not a tag after all (or a broken one): start again from here */
        }
    }
  return 0;
}

xmlDocPtr
breakeven_xml_parse_document (const char  *data,
                              gsize        length,
                              const char  *file,
                              GError     **error)
{
  ParseState state = { 0 };
  xmlParserCtxtPtr ctxt;
  xmlDocPtr doc;
  const char *invalid = NULL;
  xmlExternalEntityLoader previous_loader;
  g_autofree char *normalized = NULL;
  long crowded_line;

  if (length > BREAKEVEN_MAX_FILE_BYTES)
    {
      breakeven_xml_set_error_at (error, file, 1, BREAKEVEN_XML_ERROR_TOO_LARGE,
                                  _("the file is too large: Breakeven reads files of up to %d MiB"),
                                  BREAKEVEN_MAX_FILE_BYTES / (1024 * 1024));
      return NULL;
    }

  /* XML turns every line break into "\n" anyway (XML 1.0 §2.11), but libxml2 does not count
   * a lone "\r" (old Mac line ends) as a new line: do it first, so that lines are right */
  if (memchr (data, '\r', length) != NULL)
    {
      normalized = g_memdup2 (data, length);
      for (gsize i = 0; i < length; i++)
        if (normalized[i] == '\r' && (i + 1 >= length || normalized[i + 1] != '\n'))
          normalized[i] = '\n';
      data = normalized;
    }

  if (!g_utf8_validate (data, length, &invalid))
    {
      breakeven_xml_set_error_at (error, file, line_at_offset (data, invalid - data),
                                  BREAKEVEN_XML_ERROR_PARSE,
                                  _("the file is not UTF-8 text (invalid byte sequence)"));
      return NULL;
    }

  {
    gboolean blank = TRUE;

    for (gsize i = 0; i < length && blank; i++)
      blank = data[i] == ' ' || data[i] == '\t' || data[i] == '\n' || data[i] == '\r';
    if (blank)
      {
        breakeven_xml_set_error_at (error, file, 1, BREAKEVEN_XML_ERROR_PARSE,
                                    _("the file is empty"));
        return NULL;
      }
  }

  crowded_line = find_crowded_tag (data, length);
  if (crowded_line > 0)
    {
      breakeven_xml_set_error_at (error, file, crowded_line, BREAKEVEN_XML_ERROR_PARSE,
                                  _("this element has more than %d attributes"),
                                  BREAKEVEN_MAX_ATTRIBUTES);
      return NULL;
    }

  ctxt = xmlNewParserCtxt ();
  if (ctxt == NULL)
    g_error ("%s: out of memory", G_STRFUNC);
  ctxt->_private = &state;
  ctxt->sax->internalSubset = on_internal_subset;

  G_LOCK (entity_loader);
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  previous_loader = xmlGetExternalEntityLoader ();
  xmlSetExternalEntityLoader (refuse_external_entity);
  G_GNUC_END_IGNORE_DEPRECATIONS
  xmlSetStructuredErrorFunc (&state, on_xml_error);

  /* No URL: nothing in the document may be resolved relative to anything */
  doc = xmlCtxtReadMemory (ctxt, data, (int) length, NULL, NULL, parse_options);

  xmlSetStructuredErrorFunc (NULL, NULL);
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  xmlSetExternalEntityLoader (previous_loader);
  G_GNUC_END_IGNORE_DEPRECATIONS
  G_UNLOCK (entity_loader);

  /* Without XML_PARSE_RECOVER a document that is not well-formed gives no tree.  From libxml2
   * 2.13 on, XML_PARSE_NOERROR silences the callback too; the context still keeps the (last)
   * error. */
  if (!state.saw_error && doc == NULL)
    record_xml_error (&state, xmlCtxtGetLastError (ctxt));

  if (state.saw_doctype || (doc != NULL && (doc->intSubset != NULL || doc->extSubset != NULL)))
    {
      breakeven_xml_set_error_at (error, file, state.saw_doctype ? state.doctype_line : 1,
                                  BREAKEVEN_XML_ERROR_PARSE,
                                  _("Breakeven files may not have a document type declaration "
                                    "(DOCTYPE)"));
      g_clear_pointer (&doc, xmlFreeDoc);
    }
  else if (doc == NULL)
    {
      if (!state.saw_error)
        state.error_line = 1;
      set_xml_error (error, file, &state, data, length);
      g_clear_pointer (&doc, xmlFreeDoc);
    }
  else if (doc->encoding != NULL && g_ascii_strcasecmp ((const char *) doc->encoding, "UTF-8") != 0)
    {
      breakeven_xml_set_error_at (error, file, 1, BREAKEVEN_XML_ERROR_PARSE,
                                  _("the file declares the encoding “%s”; "
                                    "Breakeven files are UTF-8"),
                                  (const char *) doc->encoding);
      g_clear_pointer (&doc, xmlFreeDoc);
    }

  xmlFreeParserCtxt (ctxt);
  parse_state_clear (&state);
  return doc;
}
