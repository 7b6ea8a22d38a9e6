/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-format.h: how numbers are shown to people (one place, so every view agrees) */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* "¥23,592.00": the currency's symbol, grouped thousands and DECIMALS decimals, using the
 * current locale's decimal point and separator (',' when the locale has none) */
char *breakeven_format_money   (double      amount,
                                const char *currency,
                                int         decimals);
/* "23,592.5": a grouped number */
char *breakeven_format_number  (double      value,
                                int         decimals);
/* The count to choose a plural form by for VALUE (ngettext takes integers): the value itself
 * when it is whole, else 2 */
gulong breakeven_plural_count  (double      value);
/* "29.1 months" / "1 month", translated; "none" (translated) for NAN */
char *breakeven_format_months  (double      months);
/* "6.6 h/day", translated; "none" for NAN */
char *breakeven_format_hours_per_day (double hours);
/* "69.1%" for a 0..1 share; "none" for NAN */
char *breakeven_format_share   (double      share);

G_END_DECLS

G_BEGIN_DECLS

/* Parses a plain decimal as project files and the command line write them: an optional '-',
 * digits, and optionally '.' and more digits; nothing else (no spaces, '+', exponent, "nan",
 * "inf" or ','). FALSE, with *OUT untouched, for anything else. */
gboolean breakeven_parse_decimal (const char *text,
                                  double     *out);
/* The same, but a plain decimal too large for a double (309 digits or more) reads as an
 * infinity of its sign, for the caller to refuse as out of its range: it is a number */
gboolean breakeven_parse_decimal_unbounded (const char *text,
                                            double     *out);
/* The shortest plain decimal that reads back as VALUE ("16299", "0.6", never "1e+20"), with
 * '.' whatever the locale: what files and messages write; "0" for a value that is not finite */
char    *breakeven_format_plain_number (double value);
/* TEXT as an error message quotes it: at most BREAKEVEN_MAX_QUOTED_CHARS characters, then "…" */
/* TEXT (NULL: "") cut to MAX characters and "…" when it has more */
char    *breakeven_format_cut          (const char *text,
                                        glong       max);
char    *breakeven_format_quoted       (const char *text);

G_END_DECLS
