/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-exchange-rates.c: a project's exchange rates, a list model of "1 FROM = rate TO" */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "breakeven-currency.h"
#include "breakeven-exchange-rates.h"

G_DEFINE_QUARK (breakeven-exchange-rates-error-quark, breakeven_exchange_rates_error)

struct _BreakevenExchangeRate
{
  GObject parent_instance;

  char from[4];
  char to[4];
  double rate;
};

G_DEFINE_FINAL_TYPE (BreakevenExchangeRate, breakeven_exchange_rate, G_TYPE_OBJECT)

static void
breakeven_exchange_rate_class_init (BreakevenExchangeRateClass *klass)
{
}

static void
breakeven_exchange_rate_init (BreakevenExchangeRate *self)
{
}

BreakevenExchangeRate *
breakeven_exchange_rate_new (const char *from,
                             const char *to,
                             double      rate)
{
  BreakevenExchangeRate *self;

  g_return_val_if_fail (breakeven_currency_code_is_valid (from), NULL);
  g_return_val_if_fail (breakeven_currency_code_is_valid (to), NULL);
  g_return_val_if_fail (isfinite (rate) && rate > 0, NULL);

  self = g_object_new (BREAKEVEN_TYPE_EXCHANGE_RATE, NULL);
  g_strlcpy (self->from, from, sizeof self->from);
  g_strlcpy (self->to, to, sizeof self->to);
  self->rate = rate;
  return self;
}

const char *
breakeven_exchange_rate_get_from (BreakevenExchangeRate *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_EXCHANGE_RATE (self), NULL);
  return self->from;
}

const char *
breakeven_exchange_rate_get_to (BreakevenExchangeRate *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_EXCHANGE_RATE (self), NULL);
  return self->to;
}

double
breakeven_exchange_rate_get_rate (BreakevenExchangeRate *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_EXCHANGE_RATE (self), 0);
  return self->rate;
}

struct _BreakevenExchangeRates
{
  GObject parent_instance;

  /* BreakevenExchangeRate */
  GPtrArray *items;
};

static void list_model_iface_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (BreakevenExchangeRates, breakeven_exchange_rates, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, list_model_iface_init))

static GType
get_item_type (GListModel *model)
{
  return BREAKEVEN_TYPE_EXCHANGE_RATE;
}

static guint
get_n_items (GListModel *model)
{
  return BREAKEVEN_EXCHANGE_RATES (model)->items->len;
}

static gpointer
get_item (GListModel *model,
          guint       position)
{
  BreakevenExchangeRates *self = BREAKEVEN_EXCHANGE_RATES (model);

  if (position >= self->items->len)
    return NULL;
  return g_object_ref (g_ptr_array_index (self->items, position));
}

static void
list_model_iface_init (GListModelInterface *iface)
{
  iface->get_item_type = get_item_type;
  iface->get_n_items = get_n_items;
  iface->get_item = get_item;
}

static void
breakeven_exchange_rates_finalize (GObject *object)
{
  BreakevenExchangeRates *self = BREAKEVEN_EXCHANGE_RATES (object);

  g_clear_pointer (&self->items, g_ptr_array_unref);

  G_OBJECT_CLASS (breakeven_exchange_rates_parent_class)->finalize (object);
}

static void
breakeven_exchange_rates_class_init (BreakevenExchangeRatesClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = breakeven_exchange_rates_finalize;
}

static void
breakeven_exchange_rates_init (BreakevenExchangeRates *self)
{
  self->items = g_ptr_array_new_with_free_func (g_object_unref);
}

BreakevenExchangeRates *
breakeven_exchange_rates_new (void)
{
  return g_object_new (BREAKEVEN_TYPE_EXCHANGE_RATES, NULL);
}

static int
find_rate (BreakevenExchangeRates *self,
           const char             *from,
           const char             *to)
{
  for (guint i = 0; i < self->items->len; i++)
    {
      BreakevenExchangeRate *r = g_ptr_array_index (self->items, i);

      if (g_strcmp0 (r->from, from) == 0 && g_strcmp0 (r->to, to) == 0)
        return (int) i;
    }
  return -1;
}

gboolean
breakeven_exchange_rates_lookup (BreakevenExchangeRates *self,
                                 const char             *from,
                                 const char             *to,
                                 double                 *rate)
{
  int i;

  g_return_val_if_fail (BREAKEVEN_IS_EXCHANGE_RATES (self), FALSE);

  i = find_rate (self, from, to);
  if (i < 0)
    return FALSE;
  if (rate)
    *rate = ((BreakevenExchangeRate *) g_ptr_array_index (self->items, i))->rate;
  return TRUE;
}

void
breakeven_exchange_rates_set (BreakevenExchangeRates *self,
                              const char             *from,
                              const char             *to,
                              double                  rate)
{
  int i;

  g_return_if_fail (BREAKEVEN_IS_EXCHANGE_RATES (self));
  g_return_if_fail (breakeven_currency_code_is_valid (from));
  g_return_if_fail (breakeven_currency_code_is_valid (to));
  g_return_if_fail (isfinite (rate) && rate > 0);

  i = find_rate (self, from, to);
  if (i >= 0)
    {
      BreakevenExchangeRate *r = g_ptr_array_index (self->items, i);

      if (r->rate == rate)
        return;
      g_ptr_array_index (self->items, i) = breakeven_exchange_rate_new (from, to, rate);
      g_object_unref (r);
      g_list_model_items_changed (G_LIST_MODEL (self), i, 1, 1);
    }
  else
    {
      g_ptr_array_add (self->items, breakeven_exchange_rate_new (from, to, rate));
      g_list_model_items_changed (G_LIST_MODEL (self), self->items->len - 1, 0, 1);
    }
}

gboolean
breakeven_exchange_rates_remove (BreakevenExchangeRates *self,
                                 const char             *from,
                                 const char             *to)
{
  int i;

  g_return_val_if_fail (BREAKEVEN_IS_EXCHANGE_RATES (self), FALSE);

  i = find_rate (self, from, to);
  if (i < 0)
    return FALSE;
  g_ptr_array_remove_index (self->items, i);
  g_list_model_items_changed (G_LIST_MODEL (self), i, 1, 0);
  return TRUE;
}

gboolean
breakeven_exchange_rates_convert (BreakevenExchangeRates *self,
                                  const char             *currency,
                                  const char             *target,
                                  double                  amount,
                                  double                 *out,
                                  GError                **error)
{
  double rate;

  g_return_val_if_fail (BREAKEVEN_IS_EXCHANGE_RATES (self), FALSE);

  if (currency == NULL || *currency == '\0' || g_strcmp0 (currency, target) == 0)
    {
      *out = amount;
      return TRUE;
    }
  if (breakeven_exchange_rates_lookup (self, currency, target, &rate))
    {
      *out = amount * rate;
      return TRUE;
    }
  if (breakeven_exchange_rates_lookup (self, target, currency, &rate))
    {
      *out = amount / rate;
      return TRUE;
    }
  g_set_error (error, BREAKEVEN_EXCHANGE_RATES_ERROR, BREAKEVEN_EXCHANGE_RATES_ERROR_NO_RATE,
               /* Translators: both are currency codes, e.g. "no exchange rate from USD to CNY" */
               _("no exchange rate from %s to %s: add one to the project"),
               currency, target);
  return FALSE;
}

gboolean
breakeven_exchange_rates_equal (BreakevenExchangeRates *self,
                                BreakevenExchangeRates *other)
{
  g_return_val_if_fail (BREAKEVEN_IS_EXCHANGE_RATES (self), FALSE);
  g_return_val_if_fail (BREAKEVEN_IS_EXCHANGE_RATES (other), FALSE);

  if (self->items->len != other->items->len)
    return FALSE;
  for (guint i = 0; i < self->items->len; i++)
    {
      BreakevenExchangeRate *ra = g_ptr_array_index (self->items, i);
      BreakevenExchangeRate *rb = g_ptr_array_index (other->items, i);

      if (g_strcmp0 (ra->from, rb->from) != 0 || g_strcmp0 (ra->to, rb->to) != 0
          || ra->rate != rb->rate)
        return FALSE;
    }
  return TRUE;
}

void
breakeven_exchange_rates_assign (BreakevenExchangeRates *self,
                                 BreakevenExchangeRates *other)
{
  guint removed;

  g_return_if_fail (BREAKEVEN_IS_EXCHANGE_RATES (self));
  g_return_if_fail (BREAKEVEN_IS_EXCHANGE_RATES (other));

  if (self == other || breakeven_exchange_rates_equal (self, other))
    return;
  removed = self->items->len;
  /* The items are immutable: they can be shared */
  g_ptr_array_set_size (self->items, 0);
  for (guint i = 0; i < other->items->len; i++)
    g_ptr_array_add (self->items, g_object_ref (g_ptr_array_index (other->items, i)));
  g_list_model_items_changed (G_LIST_MODEL (self), 0, removed, self->items->len);
}
