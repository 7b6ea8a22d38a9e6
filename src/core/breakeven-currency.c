/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-currency.c: currency codes and their symbols */

#include "config.h"

#include <string.h>

#include "breakeven-currency.h"

gboolean
breakeven_currency_code_is_valid (const char *code)
{
  if (code == NULL || strlen (code) != 3)
    return FALSE;
  for (guint i = 0; i < 3; i++)
    if (!g_ascii_isupper (code[i]))
      return FALSE;
  return TRUE;
}

const char *
breakeven_currency_symbol (const char *code)
{
  static const struct { const char *code, *symbol; } symbols[] = {
    { "CNY", "¥" }, { "USD", "$" }, { "EUR", "€" }, { "GBP", "£" }, { "JPY", "¥" },
    { "HKD", "HK$" }, { "TWD", "NT$" }, { "KRW", "₩" }, { "INR", "₹" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (symbols); i++)
    if (g_strcmp0 (code, symbols[i].code) == 0)
      return symbols[i].symbol;
  return code;
}
