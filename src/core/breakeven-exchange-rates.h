/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-exchange-rates.h: a project's exchange rates, a list model of "1 FROM = rate TO" */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define BREAKEVEN_EXCHANGE_RATES_ERROR (breakeven_exchange_rates_error_quark ())
typedef enum
{
  /* No rate between the two currencies, in either direction */
  BREAKEVEN_EXCHANGE_RATES_ERROR_NO_RATE,
} BreakevenExchangeRatesError;

GQuark breakeven_exchange_rates_error_quark (void);

/* One rate, immutable: a changed rate is a new item */
#define BREAKEVEN_TYPE_EXCHANGE_RATE (breakeven_exchange_rate_get_type ())
G_DECLARE_FINAL_TYPE (BreakevenExchangeRate, breakeven_exchange_rate, BREAKEVEN, EXCHANGE_RATE,
                      GObject)

BreakevenExchangeRate *breakeven_exchange_rate_new      (const char            *from,
                                                         const char            *to,
                                                         double                 rate);
const char            *breakeven_exchange_rate_get_from (BreakevenExchangeRate *self);
const char            *breakeven_exchange_rate_get_to   (BreakevenExchangeRate *self);
double                 breakeven_exchange_rate_get_rate (BreakevenExchangeRate *self);

/* The rates, in the order they were added: a GListModel of BreakevenExchangeRate that emits
 * items-changed on every change */
#define BREAKEVEN_TYPE_EXCHANGE_RATES (breakeven_exchange_rates_get_type ())
G_DECLARE_FINAL_TYPE (BreakevenExchangeRates, breakeven_exchange_rates, BREAKEVEN,
                      EXCHANGE_RATES, GObject)

BreakevenExchangeRates *breakeven_exchange_rates_new    (void);
/* The rate for exactly FROM to TO; FALSE when there is none */
gboolean          breakeven_exchange_rates_lookup       (BreakevenExchangeRates *self,
                                                         const char             *from,
                                                         const char             *to,
                                                         double                 *rate);
/* Adds the rate, or replaces the one for the same pair (nothing happens when it is equal) */
void              breakeven_exchange_rates_set          (BreakevenExchangeRates *self,
                                                         const char             *from,
                                                         const char             *to,
                                                         double                  rate);
/* FALSE when there was no rate for that pair */
gboolean          breakeven_exchange_rates_remove       (BreakevenExchangeRates *self,
                                                         const char             *from,
                                                         const char             *to);
/* Converts AMOUNT in CURRENCY (NULL or "" = TARGET) into TARGET, using the rate for that pair
 * in either direction; FALSE with BREAKEVEN_EXCHANGE_RATES_ERROR_NO_RATE otherwise */
gboolean          breakeven_exchange_rates_convert      (BreakevenExchangeRates *self,
                                                         const char             *currency,
                                                         const char             *target,
                                                         double                  amount,
                                                         double                 *out,
                                                         GError                **error);
/* The same pairs with the same rates, in the same order */
gboolean          breakeven_exchange_rates_equal        (BreakevenExchangeRates *self,
                                                         BreakevenExchangeRates *other);
/* Makes SELF equal to OTHER, in one items-changed (none when they are equal already) */
void              breakeven_exchange_rates_assign       (BreakevenExchangeRates *self,
                                                         BreakevenExchangeRates *other);

G_END_DECLS
