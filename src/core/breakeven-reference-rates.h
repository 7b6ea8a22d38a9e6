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

G_END_DECLS
