/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-reference-rates.h: the bundled published reference exchange rates
 *
 * data/exchange-rates.xml holds, for a few pairs of currencies, one published reference rate
 * each (the ECB's euro reference rates, the People's Bank of China's central parity) with its
 * date, publisher and address.  They are suggestions for a project that compares offers in
 * another currency: the user confirms or edits them; nothing here sets a project's rate.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

gboolean breakeven_reference_rate_lookup (const char  *from,
                                          const char  *to,
                                          double      *rate,
                                          const char **date,
                                          const char **source_name,
                                          const char **source_url);

/* The rate that links FROM and TO as its publisher gave it, whichever way it is asked for:
 * "1 USD = 6.8562 CNY" for USD to CNY and for CNY to USD alike; FALSE as above */
gboolean breakeven_reference_rate_published (const char  *from,
                                             const char  *to,
                                             const char **published_from,
                                             const char **published_to,
                                             double      *published_rate);

/* The published rate to start from for FROM to TO, in words and as published ("People's Bank
 * of China …, 2026-05-06: 1 USD = 6.8562 CNY (https://…)"), localised; VALUE_TEXT, when given,
 * is the rate FROM to TO to type, "6.8562" or "0.145853".  NULL when none is bundled. */
char    *breakeven_reference_rate_suggest   (const char  *from,
                                             const char  *to,
                                             char       **value_text);

G_END_DECLS
