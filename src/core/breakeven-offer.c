/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-offer.c: a cloud GPU offer, compared against the build */

#include "config.h"

#include <math.h>

#include "breakeven-enums.h"
#include "breakeven-limits.h"
#include "breakeven-offer.h"

struct _BreakevenOffer
{
  GObject parent_instance;

  char *provider;
  char *name;
  char *gpu;
  guint gpu_count;
  double vram_gb;
  double price_per_hour;
  char *currency;
  BreakevenBilling billing;
  double storage_price_per_gb_month;
  double relative_speed;
  gboolean relative_speed_auto;
  gboolean promotion;
  gboolean idle_price_set;
  double idle_price_per_hour;
  double interruption_overhead_percent;
  double setup_cost;
  double setup_hours;
  char *as_of;
  char *source;
};

G_DEFINE_FINAL_TYPE (BreakevenOffer, breakeven_offer, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_PROVIDER,
  PROP_NAME,
  PROP_GPU,
  PROP_GPU_COUNT,
  PROP_VRAM_GB,
  PROP_PRICE_PER_HOUR,
  PROP_CURRENCY,
  PROP_BILLING,
  PROP_STORAGE_PRICE_PER_GB_MONTH,
  PROP_RELATIVE_SPEED,
  PROP_RELATIVE_SPEED_AUTO,
  PROP_IDLE_PRICE_SET,
  PROP_IDLE_PRICE_PER_HOUR,
  PROP_INTERRUPTION_OVERHEAD_PERCENT,
  PROP_SETUP_COST,
  PROP_AS_OF,
  PROP_SOURCE,
  PROP_PROMOTION,
  PROP_SETUP_HOURS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The file format's words are the GEnum's nicks */
const char *
breakeven_billing_to_string (BreakevenBilling billing)
{
  g_autoptr(GEnumClass) enum_class = g_type_class_ref (BREAKEVEN_TYPE_BILLING);
  GEnumValue *value = g_enum_get_value (enum_class, billing);

  return value != NULL ? value->value_nick : "on-demand";
}

gboolean
breakeven_billing_from_string (const char       *str,
                               BreakevenBilling *out)
{
  g_autoptr(GEnumClass) enum_class = g_type_class_ref (BREAKEVEN_TYPE_BILLING);
  GEnumValue *value = str != NULL ? g_enum_get_value_by_nick (enum_class, str) : NULL;

  if (value == NULL)
    return FALSE;
  *out = (BreakevenBilling) value->value;
  return TRUE;
}

/* Every string and double property goes through these two, so each setter notifies only on change */
static void
set_string (BreakevenOffer *self,
            char          **field,
            const char     *value,
            guint           prop_id)
{
  if (g_strcmp0 (*field, value) == 0)
    return;
  g_free (*field);
  *field = g_strdup (value);
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop_id]);
}

static void
set_double (BreakevenOffer *self,
            double         *field,
            double          value,
            guint           prop_id)
{
  if (*field == value)
    return;
  *field = value;
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop_id]);
}

static void
breakeven_offer_finalize (GObject *object)
{
  BreakevenOffer *self = BREAKEVEN_OFFER (object);

  g_clear_pointer (&self->provider, g_free);
  g_clear_pointer (&self->name, g_free);
  g_clear_pointer (&self->gpu, g_free);
  g_clear_pointer (&self->currency, g_free);
  g_clear_pointer (&self->as_of, g_free);
  g_clear_pointer (&self->source, g_free);

  G_OBJECT_CLASS (breakeven_offer_parent_class)->finalize (object);
}

static void
breakeven_offer_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  BreakevenOffer *self = BREAKEVEN_OFFER (object);

  switch (prop_id)
    {
    case PROP_PROVIDER: g_value_set_string (value, self->provider); break;
    case PROP_NAME: g_value_set_string (value, self->name); break;
    case PROP_GPU: g_value_set_string (value, self->gpu); break;
    case PROP_GPU_COUNT: g_value_set_uint (value, self->gpu_count); break;
    case PROP_VRAM_GB: g_value_set_double (value, self->vram_gb); break;
    case PROP_PRICE_PER_HOUR: g_value_set_double (value, self->price_per_hour); break;
    case PROP_CURRENCY: g_value_set_string (value, self->currency); break;
    case PROP_BILLING: g_value_set_enum (value, self->billing); break;
    case PROP_STORAGE_PRICE_PER_GB_MONTH:
      g_value_set_double (value, self->storage_price_per_gb_month);
      break;
    case PROP_RELATIVE_SPEED: g_value_set_double (value, self->relative_speed); break;
    case PROP_RELATIVE_SPEED_AUTO: g_value_set_boolean (value, self->relative_speed_auto); break;
    case PROP_IDLE_PRICE_SET: g_value_set_boolean (value, self->idle_price_set); break;
    case PROP_IDLE_PRICE_PER_HOUR:
      g_value_set_double (value, breakeven_offer_get_idle_price_per_hour (self));
      break;
    case PROP_INTERRUPTION_OVERHEAD_PERCENT:
      g_value_set_double (value, self->interruption_overhead_percent);
      break;
    case PROP_SETUP_COST: g_value_set_double (value, self->setup_cost); break;
    case PROP_SETUP_HOURS: g_value_set_double (value, self->setup_hours); break;
    case PROP_AS_OF: g_value_set_string (value, self->as_of); break;
    case PROP_SOURCE: g_value_set_string (value, self->source); break;
    case PROP_PROMOTION: g_value_set_boolean (value, self->promotion); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
breakeven_offer_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  BreakevenOffer *self = BREAKEVEN_OFFER (object);

  switch (prop_id)
    {
    case PROP_PROVIDER: breakeven_offer_set_provider (self, g_value_get_string (value)); break;
    case PROP_NAME: breakeven_offer_set_name (self, g_value_get_string (value)); break;
    case PROP_GPU: breakeven_offer_set_gpu (self, g_value_get_string (value)); break;
    case PROP_GPU_COUNT: breakeven_offer_set_gpu_count (self, g_value_get_uint (value)); break;
    case PROP_VRAM_GB: breakeven_offer_set_vram_gb (self, g_value_get_double (value)); break;
    case PROP_PRICE_PER_HOUR:
      breakeven_offer_set_price_per_hour (self, g_value_get_double (value));
      break;
    case PROP_CURRENCY: breakeven_offer_set_currency (self, g_value_get_string (value)); break;
    case PROP_BILLING: breakeven_offer_set_billing (self, g_value_get_enum (value)); break;
    case PROP_STORAGE_PRICE_PER_GB_MONTH:
      breakeven_offer_set_storage_price_per_gb_month (self, g_value_get_double (value));
      break;
    case PROP_RELATIVE_SPEED:
      breakeven_offer_set_relative_speed (self, g_value_get_double (value));
      break;
    case PROP_RELATIVE_SPEED_AUTO:
      breakeven_offer_set_relative_speed_auto (self, g_value_get_boolean (value));
      break;
    case PROP_IDLE_PRICE_SET:
      if (!g_value_get_boolean (value))
        breakeven_offer_unset_idle_price_per_hour (self);
      else
        breakeven_offer_set_idle_price_per_hour (self, breakeven_offer_get_idle_price_per_hour (self));
      break;
    case PROP_IDLE_PRICE_PER_HOUR:
      breakeven_offer_set_idle_price_per_hour (self, g_value_get_double (value));
      break;
    case PROP_INTERRUPTION_OVERHEAD_PERCENT:
      breakeven_offer_set_interruption_overhead_percent (self, g_value_get_double (value));
      break;
    case PROP_SETUP_COST: breakeven_offer_set_setup_cost (self, g_value_get_double (value)); break;
    case PROP_SETUP_HOURS:
      breakeven_offer_set_setup_hours (self, g_value_get_double (value));
      break;
    case PROP_AS_OF: breakeven_offer_set_as_of (self, g_value_get_string (value)); break;
    case PROP_SOURCE: breakeven_offer_set_source (self, g_value_get_string (value)); break;
    case PROP_PROMOTION:
      breakeven_offer_set_promotion (self, g_value_get_boolean (value));
      break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
breakeven_offer_class_init (BreakevenOfferClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = breakeven_offer_finalize;
  object_class->get_property = breakeven_offer_get_property;
  object_class->set_property = breakeven_offer_set_property;

  properties[PROP_PROVIDER] = g_param_spec_string ("provider", NULL, NULL, "", flags);
  properties[PROP_NAME] = g_param_spec_string ("name", NULL, NULL, "", flags);
  properties[PROP_GPU] = g_param_spec_string ("gpu", NULL, NULL, "", flags);
  properties[PROP_GPU_COUNT] = g_param_spec_uint ("gpu-count", NULL, NULL, 1, 1024, 1, flags);
  properties[PROP_VRAM_GB] = g_param_spec_double ("vram-gb", NULL, NULL, 0, G_MAXDOUBLE, 0, flags);
  properties[PROP_PRICE_PER_HOUR] =
    g_param_spec_double ("price-per-hour", NULL, NULL, 0, G_MAXDOUBLE, 0, flags);
  properties[PROP_CURRENCY] = g_param_spec_string ("currency", NULL, NULL, NULL, flags);
  properties[PROP_BILLING] =
    g_param_spec_enum ("billing", NULL, NULL, BREAKEVEN_TYPE_BILLING,
                       BREAKEVEN_BILLING_ON_DEMAND, flags);
  properties[PROP_STORAGE_PRICE_PER_GB_MONTH] =
    g_param_spec_double ("storage-price-per-gb-month", NULL, NULL, 0, G_MAXDOUBLE, 0, flags);
  properties[PROP_RELATIVE_SPEED] =
    g_param_spec_double ("relative-speed", NULL, NULL, G_MINDOUBLE, G_MAXDOUBLE, 1, flags);
  properties[PROP_RELATIVE_SPEED_AUTO] =
    g_param_spec_boolean ("relative-speed-auto", NULL, NULL, FALSE, flags);
  properties[PROP_IDLE_PRICE_SET] =
    g_param_spec_boolean ("idle-price-set", NULL, NULL, FALSE, flags);
  properties[PROP_IDLE_PRICE_PER_HOUR] =
    g_param_spec_double ("idle-price-per-hour", NULL, NULL, 0, G_MAXDOUBLE, 0, flags);
  properties[PROP_INTERRUPTION_OVERHEAD_PERCENT] =
    g_param_spec_double ("interruption-overhead-percent", NULL, NULL, 0, 100, 0, flags);
  properties[PROP_SETUP_COST] =
    g_param_spec_double ("setup-cost", NULL, NULL, 0, G_MAXDOUBLE, 0, flags);
  properties[PROP_AS_OF] = g_param_spec_string ("as-of", NULL, NULL, "", flags);
  properties[PROP_SOURCE] = g_param_spec_string ("source", NULL, NULL, "", flags);
  properties[PROP_PROMOTION] = g_param_spec_boolean ("promotion", NULL, NULL, FALSE, flags);
  properties[PROP_SETUP_HOURS] =
    g_param_spec_double ("setup-hours", NULL, NULL, 0, BREAKEVEN_MAX_SETUP_HOURS, 0, flags);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
breakeven_offer_init (BreakevenOffer *self)
{
  self->provider = g_strdup ("");
  self->name = g_strdup ("");
  self->gpu = g_strdup ("");
  self->gpu_count = 1;
  self->relative_speed = 1.0;
  self->as_of = g_strdup ("");
  self->source = g_strdup ("");
}

BreakevenOffer *
breakeven_offer_new (const char *provider,
                     const char *name,
                     double      price_per_hour,
                     const char *currency)
{
  return g_object_new (BREAKEVEN_TYPE_OFFER,
                       "provider", provider ? provider : "",
                       "name", name ? name : "",
                       "price-per-hour", price_per_hour,
                       "currency", currency,
                       NULL);
}

BreakevenOffer *
breakeven_offer_copy (BreakevenOffer *self)
{
  BreakevenOffer *copy;

  g_return_val_if_fail (BREAKEVEN_IS_OFFER (self), NULL);

  copy = breakeven_offer_new (self->provider, self->name, self->price_per_hour, self->currency);
  copy->gpu = (g_free (copy->gpu), g_strdup (self->gpu));
  copy->gpu_count = self->gpu_count;
  copy->vram_gb = self->vram_gb;
  copy->billing = self->billing;
  copy->storage_price_per_gb_month = self->storage_price_per_gb_month;
  copy->relative_speed = self->relative_speed;
  copy->relative_speed_auto = self->relative_speed_auto;
  copy->promotion = self->promotion;
  copy->idle_price_set = self->idle_price_set;
  copy->idle_price_per_hour = self->idle_price_per_hour;
  copy->interruption_overhead_percent = self->interruption_overhead_percent;
  copy->setup_cost = self->setup_cost;
  copy->setup_hours = self->setup_hours;
  copy->as_of = (g_free (copy->as_of), g_strdup (self->as_of));
  copy->source = (g_free (copy->source), g_strdup (self->source));
  return copy;
}

gboolean
breakeven_offer_equal (BreakevenOffer *a,
                       BreakevenOffer *b)
{
  g_return_val_if_fail (BREAKEVEN_IS_OFFER (a) && BREAKEVEN_IS_OFFER (b), FALSE);

  return g_strcmp0 (a->provider, b->provider) == 0
      && g_strcmp0 (a->name, b->name) == 0
      && g_strcmp0 (a->gpu, b->gpu) == 0
      && a->gpu_count == b->gpu_count
      && a->vram_gb == b->vram_gb
      && a->price_per_hour == b->price_per_hour
      && g_strcmp0 (a->currency, b->currency) == 0
      && a->billing == b->billing
      && a->storage_price_per_gb_month == b->storage_price_per_gb_month
      && a->relative_speed == b->relative_speed
      && a->relative_speed_auto == b->relative_speed_auto
      && a->promotion == b->promotion
      && a->idle_price_set == b->idle_price_set
      && (!a->idle_price_set || a->idle_price_per_hour == b->idle_price_per_hour)
      && a->interruption_overhead_percent == b->interruption_overhead_percent
      && a->setup_cost == b->setup_cost
      && a->setup_hours == b->setup_hours
      && g_strcmp0 (a->as_of, b->as_of) == 0
      && g_strcmp0 (a->source, b->source) == 0;
}

#define STRING_ACCESSORS(field, PROP)                                         \
const char *                                                                  \
breakeven_offer_get_##field (BreakevenOffer *self)                            \
{                                                                             \
  g_return_val_if_fail (BREAKEVEN_IS_OFFER (self), NULL);                     \
  return self->field;                                                         \
}                                                                             \
void                                                                          \
breakeven_offer_set_##field (BreakevenOffer *self,                            \
                             const char     *value)                           \
{                                                                             \
  g_return_if_fail (BREAKEVEN_IS_OFFER (self));                               \
  set_string (self, &self->field, value ? value : "", PROP);                  \
}

#define DOUBLE_ACCESSORS(field, PROP, valid)                                  \
double                                                                        \
breakeven_offer_get_##field (BreakevenOffer *self)                            \
{                                                                             \
  g_return_val_if_fail (BREAKEVEN_IS_OFFER (self), 0);                        \
  return self->field;                                                         \
}                                                                             \
void                                                                          \
breakeven_offer_set_##field (BreakevenOffer *self,                            \
                             double          value)                           \
{                                                                             \
  g_return_if_fail (BREAKEVEN_IS_OFFER (self));                               \
  g_return_if_fail (isfinite (value) && (valid));                             \
  set_double (self, &self->field, value, PROP);                               \
}

STRING_ACCESSORS (provider, PROP_PROVIDER)
STRING_ACCESSORS (name, PROP_NAME)
STRING_ACCESSORS (gpu, PROP_GPU)
STRING_ACCESSORS (as_of, PROP_AS_OF)
STRING_ACCESSORS (source, PROP_SOURCE)
DOUBLE_ACCESSORS (vram_gb, PROP_VRAM_GB, value >= 0)

double
breakeven_offer_get_price_per_hour (BreakevenOffer *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_OFFER (self), 0);
  return self->price_per_hour;
}

void
breakeven_offer_set_price_per_hour (BreakevenOffer *self,
                                    double          value)
{
  g_return_if_fail (BREAKEVEN_IS_OFFER (self));
  g_return_if_fail (isfinite (value) && value >= 0);
  /* An idle price that was never set follows the price without a notification of its own:
   * the project counts every writable property's notification as one change */
  set_double (self, &self->price_per_hour, value, PROP_PRICE_PER_HOUR);
}
DOUBLE_ACCESSORS (storage_price_per_gb_month, PROP_STORAGE_PRICE_PER_GB_MONTH, value >= 0)
DOUBLE_ACCESSORS (relative_speed, PROP_RELATIVE_SPEED, value > 0)
DOUBLE_ACCESSORS (interruption_overhead_percent, PROP_INTERRUPTION_OVERHEAD_PERCENT,
                  value >= 0 && value <= 100)
DOUBLE_ACCESSORS (setup_cost, PROP_SETUP_COST, value >= 0)
DOUBLE_ACCESSORS (setup_hours, PROP_SETUP_HOURS, value >= 0 && value <= BREAKEVEN_MAX_SETUP_HOURS)

const char *
breakeven_offer_get_currency (BreakevenOffer *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_OFFER (self), NULL);
  return self->currency;
}

void
breakeven_offer_set_currency (BreakevenOffer *self,
                              const char     *currency)
{
  g_return_if_fail (BREAKEVEN_IS_OFFER (self));
  if (currency != NULL && *currency == '\0')
    currency = NULL;
  set_string (self, &self->currency, currency, PROP_CURRENCY);
}

guint
breakeven_offer_get_gpu_count (BreakevenOffer *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_OFFER (self), 1);
  return self->gpu_count;
}

void
breakeven_offer_set_gpu_count (BreakevenOffer *self,
                               guint           gpu_count)
{
  g_return_if_fail (BREAKEVEN_IS_OFFER (self));
  g_return_if_fail (gpu_count >= 1 && gpu_count <= 1024);

  if (self->gpu_count == gpu_count)
    return;
  self->gpu_count = gpu_count;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GPU_COUNT]);
}

BreakevenBilling
breakeven_offer_get_billing (BreakevenOffer *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_OFFER (self), BREAKEVEN_BILLING_ON_DEMAND);
  return self->billing;
}

void
breakeven_offer_set_billing (BreakevenOffer  *self,
                             BreakevenBilling billing)
{
  g_return_if_fail (BREAKEVEN_IS_OFFER (self));
  g_return_if_fail (billing == BREAKEVEN_BILLING_ON_DEMAND || billing == BREAKEVEN_BILLING_SPOT);

  if (self->billing == billing)
    return;
  self->billing = billing;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BILLING]);
}

gboolean
breakeven_offer_get_relative_speed_auto (BreakevenOffer *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_OFFER (self), FALSE);
  return self->relative_speed_auto;
}

void
breakeven_offer_set_relative_speed_auto (BreakevenOffer *self,
                                         gboolean        is_auto)
{
  g_return_if_fail (BREAKEVEN_IS_OFFER (self));
  is_auto = !!is_auto;
  if (self->relative_speed_auto == is_auto)
    return;
  self->relative_speed_auto = is_auto;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RELATIVE_SPEED_AUTO]);
}

/* A short-lived price (a promotion): compared and charted like any offer, but not the default
 * comparison of the verdict while an offer at a lasting price is eligible */
gboolean
breakeven_offer_get_promotion (BreakevenOffer *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_OFFER (self), FALSE);
  return self->promotion;
}

void
breakeven_offer_set_promotion (BreakevenOffer *self,
                               gboolean        promotion)
{
  g_return_if_fail (BREAKEVEN_IS_OFFER (self));
  promotion = !!promotion;
  if (self->promotion == promotion)
    return;
  self->promotion = promotion;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PROMOTION]);
}

gboolean
breakeven_offer_get_idle_price_set (BreakevenOffer *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_OFFER (self), FALSE);
  return self->idle_price_set;
}

double
breakeven_offer_get_idle_price_per_hour (BreakevenOffer *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_OFFER (self), 0);
  return self->idle_price_set ? self->idle_price_per_hour : self->price_per_hour;
}

void
breakeven_offer_set_idle_price_per_hour (BreakevenOffer *self,
                                         double          price)
{
  g_return_if_fail (BREAKEVEN_IS_OFFER (self));
  g_return_if_fail (isfinite (price) && price >= 0);

  if (self->idle_price_set && self->idle_price_per_hour == price)
    return;
  g_object_freeze_notify (G_OBJECT (self));
  if (!self->idle_price_set)
    {
      self->idle_price_set = TRUE;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_IDLE_PRICE_SET]);
    }
  self->idle_price_per_hour = price;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_IDLE_PRICE_PER_HOUR]);
  g_object_thaw_notify (G_OBJECT (self));
}

void
breakeven_offer_unset_idle_price_per_hour (BreakevenOffer *self)
{
  g_return_if_fail (BREAKEVEN_IS_OFFER (self));
  if (!self->idle_price_set)
    return;
  g_object_freeze_notify (G_OBJECT (self));
  self->idle_price_set = FALSE;
  self->idle_price_per_hour = 0;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_IDLE_PRICE_SET]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_IDLE_PRICE_PER_HOUR]);
  g_object_thaw_notify (G_OBJECT (self));
}
