/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-currency.h: currency codes and their symbols */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Valid ISO-4217-like code: three ASCII upper-case letters */
gboolean          breakeven_currency_code_is_valid     (const char       *code);
/* Display symbol for a currency code ("¥", "$", "€") or the code itself */
const char       *breakeven_currency_symbol            (const char       *code);

G_END_DECLS
