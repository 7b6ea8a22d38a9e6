/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-project.c: the project object: its properties, lists, accessors and totals
 * (the usage rules are in breakeven-project-usage.c, the assignment of one project to
 * another in breakeven-project-assign.c) */

#include "config.h"

#include <math.h>

#include "breakeven-project-private.h"

G_DEFINE_FINAL_TYPE (BreakevenProject, breakeven_project, G_TYPE_OBJECT)

G_DEFINE_QUARK (breakeven-project-error-quark, breakeven_project_error)


enum {
  CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

void
breakeven_project_emit_changed (BreakevenProject *self)
{
  g_signal_emit (self, signals[CHANGED], 0);
}

void
breakeven_project_notify_property (BreakevenProject         *self,
                                   BreakevenProjectProperty  prop)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

static void
set_string (BreakevenProject *self,
            char            **field,
            const char       *value,
            guint             prop_id)
{
  if (value == NULL)
    value = "";
  if (g_strcmp0 (*field, value) == 0)
    return;
  g_free (*field);
  *field = g_strdup (value);
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop_id]);
  breakeven_project_emit_changed (self);
}

void
breakeven_project_set_double (BreakevenProject         *self,
                              double                   *field,
                              double                    value,
                              BreakevenProjectProperty  prop_id)
{
  if (*field == value)
    return;
  *field = value;
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop_id]);
  breakeven_project_emit_changed (self);
}

static void
set_boolean (BreakevenProject *self,
             gboolean         *field,
             gboolean          value,
             guint             prop_id)
{
  value = !!value;
  if (*field == value)
    return;
  *field = value;
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop_id]);
  breakeven_project_emit_changed (self);
}

static void
on_item_notify (GObject          *item,
                GParamSpec       *pspec,
                BreakevenProject *self)
{
  /* A derived property (a part's line total) follows a change already reported */
  if (pspec->flags & G_PARAM_WRITABLE)
    breakeven_project_emit_changed (self);
}

static void
track_items (BreakevenProject *self,
             GListModel       *model,
             GPtrArray        *watched,
             guint             position,
             guint             removed,
             guint             added)
{
  for (guint i = 0; i < removed; i++)
    g_signal_handlers_disconnect_by_func (g_ptr_array_index (watched, position + i),
                                          on_item_notify, self);
  g_ptr_array_remove_range (watched, position, removed);

  for (guint i = 0; i < added; i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (model, position + i);

      g_signal_connect_object (item, "notify", G_CALLBACK (on_item_notify), self, 0);
      g_ptr_array_insert (watched, position + i, g_object_ref (item));
    }
}

static void
on_parts_changed (GListModel       *model,
                  guint             position,
                  guint             removed,
                  guint             added,
                  BreakevenProject *self)
{
  track_items (self, model, self->watched_parts, position, removed, added);
  breakeven_project_emit_changed (self);
}

static void
on_offers_changed (GListModel       *model,
                   guint             position,
                   guint             removed,
                   guint             added,
                   BreakevenProject *self)
{
  track_items (self, model, self->watched_offers, position, removed, added);
  breakeven_project_emit_changed (self);
}

static void
on_bursts_changed (GListModel       *model,
                   guint             position,
                   guint             removed,
                   guint             added,
                   BreakevenProject *self)
{
  track_items (self, model, self->watched_bursts, position, removed, added);
  breakeven_project_emit_changed (self);
}

static void
on_rates_changed (GListModel       *model,
                  guint             position,
                  guint             removed,
                  guint             added,
                  BreakevenProject *self)
{
  breakeven_project_emit_changed (self);
}

gboolean
breakeven_project_assign_rates (BreakevenProject       *self,
                                BreakevenExchangeRates *other)
{
  if (breakeven_exchange_rates_equal (self->rates, other))
    return FALSE;
  g_signal_handlers_block_by_func (self->rates, on_rates_changed, self);
  breakeven_exchange_rates_assign (self->rates, other);
  g_signal_handlers_unblock_by_func (self->rates, on_rates_changed, self);
  return TRUE;
}

static void
unwatch_all (BreakevenProject *self,
             GPtrArray        *watched)
{
  for (guint i = 0; i < watched->len; i++)
    g_signal_handlers_disconnect_by_func (g_ptr_array_index (watched, i), on_item_notify, self);
  g_ptr_array_set_size (watched, 0);
}

static void
breakeven_project_dispose (GObject *object)
{
  BreakevenProject *self = BREAKEVEN_PROJECT (object);

  if (self->watched_parts)
    unwatch_all (self, self->watched_parts);
  if (self->watched_offers)
    unwatch_all (self, self->watched_offers);
  if (self->watched_bursts)
    unwatch_all (self, self->watched_bursts);
  if (self->parts)
    g_signal_handlers_disconnect_by_data (self->parts, self);
  if (self->offers)
    g_signal_handlers_disconnect_by_data (self->offers, self);
  if (self->bursts)
    g_signal_handlers_disconnect_by_data (self->bursts, self);
  g_clear_object (&self->parts);
  g_clear_object (&self->offers);
  g_clear_object (&self->bursts);
  if (self->rates)
    g_signal_handlers_disconnect_by_data (self->rates, self);
  g_clear_object (&self->rates);

  G_OBJECT_CLASS (breakeven_project_parent_class)->dispose (object);
}

static void
breakeven_project_finalize (GObject *object)
{
  BreakevenProject *self = BREAKEVEN_PROJECT (object);

  g_clear_pointer (&self->title, g_free);
  g_clear_pointer (&self->notes, g_free);
  g_clear_pointer (&self->currency, g_free);
  g_clear_pointer (&self->vendor_quote_note, g_free);
  g_clear_pointer (&self->watched_parts, g_ptr_array_unref);
  g_clear_pointer (&self->watched_offers, g_ptr_array_unref);
  g_clear_pointer (&self->watched_bursts, g_ptr_array_unref);

  G_OBJECT_CLASS (breakeven_project_parent_class)->finalize (object);
}

static void
breakeven_project_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  BreakevenProject *self = BREAKEVEN_PROJECT (object);

  switch (prop_id)
    {
    case PROP_TITLE: g_value_set_string (value, self->title); break;
    case PROP_NOTES: g_value_set_string (value, self->notes); break;
    case PROP_CURRENCY: g_value_set_string (value, self->currency); break;
    case PROP_HOURS_PER_DAY: g_value_set_double (value, self->hours_per_day); break;
    case PROP_IDLE_HOURS_PER_DAY: g_value_set_double (value, self->idle_hours_per_day); break;
    case PROP_HORIZON_MONTHS: g_value_set_double (value, self->horizon_months); break;
    case PROP_CLOUD_STORAGE_GB: g_value_set_double (value, self->cloud_storage_gb); break;
    case PROP_HAS_VENDOR_QUOTE: g_value_set_boolean (value, self->has_vendor_quote); break;
    case PROP_VENDOR_QUOTE: g_value_set_double (value, self->vendor_quote); break;
    case PROP_USE_VENDOR_QUOTE: g_value_set_boolean (value, self->use_vendor_quote); break;
    case PROP_VENDOR_QUOTE_NOTE: g_value_set_string (value, self->vendor_quote_note); break;
    case PROP_WALL_WATTS_SET: g_value_set_boolean (value, self->wall_watts_set); break;
    case PROP_WALL_WATTS: g_value_set_double (value, self->wall_watts); break;
    case PROP_IDLE_WATTS: g_value_set_double (value, self->idle_watts); break;
    case PROP_COOLING_OVERHEAD_PERCENT:
      g_value_set_double (value, self->cooling_overhead_percent);
      break;
    case PROP_PRICE_PER_KWH: g_value_set_double (value, self->price_per_kwh); break;
    case PROP_MAINTENANCE_PER_YEAR: g_value_set_double (value, self->maintenance_per_year); break;
    case PROP_RESALE_PERCENT: g_value_set_double (value, self->resale_percent); break;
    case PROP_INTEREST_PERCENT: g_value_set_double (value, self->interest_percent); break;
    case PROP_CLOUD_IDLE_HOURS_SET: g_value_set_boolean (value, self->cloud_idle_hours_set); break;
    case PROP_CLOUD_IDLE_HOURS_PER_DAY:
      g_value_set_double (value, breakeven_project_get_cloud_idle_hours_per_day (self));
      break;
    case PROP_VRAM_NEEDED_GB: g_value_set_double (value, self->vram_needed_gb); break;
    case PROP_RESALE_AFTER_PURCHASE_SET:
      g_value_set_boolean (value, self->resale_after_purchase_set);
      break;
    case PROP_RESALE_AFTER_PURCHASE_PERCENT:
      g_value_set_double (value, breakeven_project_get_resale_after_purchase_percent (self));
      break;
    case PROP_CIRCUIT_LIMIT_WATTS: g_value_set_double (value, self->circuit_limit_watts); break;
    case PROP_BUILD_MAX_HOURS_PER_DAY:
      g_value_set_double (value, self->build_max_hours_per_day);
      break;
    case PROP_OWN_TIME_PER_HOUR: g_value_set_double (value, self->own_time_per_hour); break;
    case PROP_BUILD_SETUP_HOURS: g_value_set_double (value, self->build_setup_hours); break;
    case PROP_PRICE_CHANGE_PERCENT_PER_YEAR:
      g_value_set_double (value, self->price_change_percent_per_year);
      break;
    case PROP_PARTS: g_value_set_object (value, self->parts); break;
    case PROP_OFFERS: g_value_set_object (value, self->offers); break;
    case PROP_BURSTS: g_value_set_object (value, self->bursts); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
breakeven_project_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  BreakevenProject *self = BREAKEVEN_PROJECT (object);
  double d = G_VALUE_HOLDS_DOUBLE (value) ? g_value_get_double (value) : 0;

  switch (prop_id)
    {
    case PROP_TITLE: breakeven_project_set_title (self, g_value_get_string (value)); break;
    case PROP_NOTES: breakeven_project_set_notes (self, g_value_get_string (value)); break;
    case PROP_CURRENCY: breakeven_project_set_currency (self, g_value_get_string (value)); break;
    case PROP_HOURS_PER_DAY: breakeven_project_set_hours_per_day (self, d); break;
    case PROP_IDLE_HOURS_PER_DAY: breakeven_project_set_idle_hours_per_day (self, d); break;
    case PROP_HORIZON_MONTHS: breakeven_project_set_horizon_months (self, d); break;
    case PROP_CLOUD_STORAGE_GB: breakeven_project_set_cloud_storage_gb (self, d); break;
    case PROP_HAS_VENDOR_QUOTE:
      breakeven_project_set_has_vendor_quote (self, g_value_get_boolean (value));
      break;
    case PROP_VENDOR_QUOTE: breakeven_project_set_vendor_quote (self, d); break;
    case PROP_USE_VENDOR_QUOTE:
      breakeven_project_set_use_vendor_quote (self, g_value_get_boolean (value));
      break;
    case PROP_VENDOR_QUOTE_NOTE:
      breakeven_project_set_vendor_quote_note (self, g_value_get_string (value));
      break;
    case PROP_WALL_WATTS_SET:
      if (!g_value_get_boolean (value))
        breakeven_project_unset_wall_watts (self);
      else
        breakeven_project_set_wall_watts (self, self->wall_watts);
      break;
    case PROP_WALL_WATTS: breakeven_project_set_wall_watts (self, d); break;
    case PROP_IDLE_WATTS: breakeven_project_set_idle_watts (self, d); break;
    case PROP_COOLING_OVERHEAD_PERCENT: breakeven_project_set_cooling_overhead_percent (self, d); break;
    case PROP_PRICE_PER_KWH: breakeven_project_set_price_per_kwh (self, d); break;
    case PROP_MAINTENANCE_PER_YEAR: breakeven_project_set_maintenance_per_year (self, d); break;
    case PROP_RESALE_PERCENT: breakeven_project_set_resale_percent (self, d); break;
    case PROP_INTEREST_PERCENT: breakeven_project_set_interest_percent (self, d); break;
    case PROP_CLOUD_IDLE_HOURS_SET:
      if (!g_value_get_boolean (value))
        breakeven_project_unset_cloud_idle_hours_per_day (self);
      else
        breakeven_project_set_cloud_idle_hours_per_day (
          self, breakeven_project_get_cloud_idle_hours_per_day (self));
      break;
    case PROP_CLOUD_IDLE_HOURS_PER_DAY: breakeven_project_set_cloud_idle_hours_per_day (self, d); break;
    case PROP_VRAM_NEEDED_GB: breakeven_project_set_vram_needed_gb (self, d); break;
    case PROP_RESALE_AFTER_PURCHASE_SET:
      if (!g_value_get_boolean (value))
        breakeven_project_unset_resale_after_purchase_percent (self);
      else
        breakeven_project_set_resale_after_purchase_percent (
          self, breakeven_project_get_resale_after_purchase_percent (self));
      break;
    case PROP_RESALE_AFTER_PURCHASE_PERCENT:
      breakeven_project_set_resale_after_purchase_percent (self, d);
      break;
    case PROP_CIRCUIT_LIMIT_WATTS: breakeven_project_set_circuit_limit_watts (self, d); break;
    case PROP_BUILD_MAX_HOURS_PER_DAY: breakeven_project_set_build_max_hours_per_day (self, d); break;
    case PROP_OWN_TIME_PER_HOUR: breakeven_project_set_own_time_per_hour (self, d); break;
    case PROP_BUILD_SETUP_HOURS: breakeven_project_set_build_setup_hours (self, d); break;
    case PROP_PRICE_CHANGE_PERCENT_PER_YEAR:
      breakeven_project_set_price_change_percent_per_year (self, d);
      break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
breakeven_project_class_init (BreakevenProjectClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = breakeven_project_dispose;
  object_class->finalize = breakeven_project_finalize;
  object_class->get_property = breakeven_project_get_property;
  object_class->set_property = breakeven_project_set_property;

  properties[PROP_TITLE] = g_param_spec_string ("title", NULL, NULL, "", flags);
  properties[PROP_NOTES] = g_param_spec_string ("notes", NULL, NULL, "", flags);
  properties[PROP_CURRENCY] =
    g_param_spec_string ("currency", NULL, NULL, BREAKEVEN_DEFAULT_CURRENCY, flags);
  properties[PROP_HOURS_PER_DAY] =
    g_param_spec_double ("hours-per-day", NULL, NULL, 0, BREAKEVEN_MAX_HOURS_PER_DAY, 0, flags);
  properties[PROP_IDLE_HOURS_PER_DAY] =
    g_param_spec_double ("idle-hours-per-day", NULL, NULL, 0, BREAKEVEN_MAX_HOURS_PER_DAY, 0,
                         flags);
  properties[PROP_HORIZON_MONTHS] =
    g_param_spec_double ("horizon-months", NULL, NULL, 1, BREAKEVEN_MAX_HORIZON_MONTHS,
                         BREAKEVEN_DEFAULT_HORIZON_MONTHS, flags);
  properties[PROP_CLOUD_STORAGE_GB] =
    g_param_spec_double ("cloud-storage-gb", NULL, NULL, 0, BREAKEVEN_MAX_GIGABYTES, 0, flags);
  properties[PROP_HAS_VENDOR_QUOTE] =
    g_param_spec_boolean ("has-vendor-quote", NULL, NULL, FALSE, flags);
  properties[PROP_VENDOR_QUOTE] =
    g_param_spec_double ("vendor-quote", NULL, NULL, 0, G_MAXDOUBLE, 0, flags);
  properties[PROP_USE_VENDOR_QUOTE] =
    g_param_spec_boolean ("use-vendor-quote", NULL, NULL, FALSE, flags);
  properties[PROP_VENDOR_QUOTE_NOTE] =
    g_param_spec_string ("vendor-quote-note", NULL, NULL, "", flags);
  properties[PROP_WALL_WATTS_SET] =
    g_param_spec_boolean ("wall-watts-set", NULL, NULL, FALSE, flags);
  properties[PROP_WALL_WATTS] =
    g_param_spec_double ("wall-watts", NULL, NULL, 0, G_MAXDOUBLE, 0, flags);
  properties[PROP_IDLE_WATTS] =
    g_param_spec_double ("idle-watts", NULL, NULL, 0, G_MAXDOUBLE, 0, flags);
  properties[PROP_COOLING_OVERHEAD_PERCENT] =
    g_param_spec_double ("cooling-overhead-percent", NULL, NULL, 0, 100, 0, flags);
  properties[PROP_PRICE_PER_KWH] =
    g_param_spec_double ("price-per-kwh", NULL, NULL, 0, G_MAXDOUBLE, 0, flags);
  properties[PROP_MAINTENANCE_PER_YEAR] =
    g_param_spec_double ("maintenance-per-year", NULL, NULL, 0, G_MAXDOUBLE, 0, flags);
  properties[PROP_RESALE_PERCENT] =
    g_param_spec_double ("resale-percent", NULL, NULL, 0, 100, 0, flags);
  properties[PROP_INTEREST_PERCENT] =
    g_param_spec_double ("interest-percent", NULL, NULL, 0, 100, 0, flags);
  properties[PROP_CLOUD_IDLE_HOURS_SET] =
    g_param_spec_boolean ("cloud-idle-hours-set", NULL, NULL, FALSE, flags);
  properties[PROP_CLOUD_IDLE_HOURS_PER_DAY] =
    g_param_spec_double ("cloud-idle-hours-per-day", NULL, NULL, 0, BREAKEVEN_MAX_HOURS_PER_DAY, 0,
                         flags);
  properties[PROP_VRAM_NEEDED_GB] =
    g_param_spec_double ("vram-needed-gb", NULL, NULL, 0, G_MAXDOUBLE, 0, flags);
  properties[PROP_RESALE_AFTER_PURCHASE_SET] =
    g_param_spec_boolean ("resale-after-purchase-set", NULL, NULL, FALSE, flags);
  properties[PROP_RESALE_AFTER_PURCHASE_PERCENT] =
    g_param_spec_double ("resale-after-purchase-percent", NULL, NULL, 0, 100, 0, flags);
  properties[PROP_CIRCUIT_LIMIT_WATTS] =
    g_param_spec_double ("circuit-limit-watts", NULL, NULL, 0, G_MAXDOUBLE, 0, flags);
  properties[PROP_BUILD_MAX_HOURS_PER_DAY] =
    g_param_spec_double ("build-max-hours-per-day", NULL, NULL, 0, BREAKEVEN_MAX_HOURS_PER_DAY,
                         BREAKEVEN_MAX_HOURS_PER_DAY, flags);
  properties[PROP_OWN_TIME_PER_HOUR] =
    g_param_spec_double ("own-time-per-hour", NULL, NULL, 0, BREAKEVEN_MAX_MONEY, 0, flags);
  properties[PROP_BUILD_SETUP_HOURS] =
    g_param_spec_double ("build-setup-hours", NULL, NULL, 0, BREAKEVEN_MAX_SETUP_HOURS, 0, flags);
  properties[PROP_PRICE_CHANGE_PERCENT_PER_YEAR] =
    g_param_spec_double ("price-change-percent-per-year", NULL, NULL,
                         BREAKEVEN_MIN_PRICE_CHANGE_PERCENT, BREAKEVEN_MAX_PRICE_CHANGE_PERCENT, 0,
                         flags);
  properties[PROP_PARTS] =
    g_param_spec_object ("parts", NULL, NULL, G_TYPE_LIST_MODEL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_OFFERS] =
    g_param_spec_object ("offers", NULL, NULL, G_TYPE_LIST_MODEL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_BURSTS] =
    g_param_spec_object ("bursts", NULL, NULL, G_TYPE_LIST_MODEL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * BreakevenProject::changed:
   *
   * Emitted after any change to the project, its parts or its offers: the one signal the
   * window, the chart and (later) undo and autosave listen to.
   */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
breakeven_project_init (BreakevenProject *self)
{
  self->title = g_strdup ("");
  self->notes = g_strdup ("");
  self->currency = g_strdup (BREAKEVEN_DEFAULT_CURRENCY);
  self->vendor_quote_note = g_strdup ("");
  self->rates = breakeven_exchange_rates_new ();
  self->horizon_months = BREAKEVEN_DEFAULT_HORIZON_MONTHS;
  self->build_max_hours_per_day = BREAKEVEN_MAX_HOURS_PER_DAY;

  self->parts = g_list_store_new (BREAKEVEN_TYPE_PART);
  self->offers = g_list_store_new (BREAKEVEN_TYPE_OFFER);
  self->watched_parts = g_ptr_array_new_with_free_func (g_object_unref);
  self->watched_offers = g_ptr_array_new_with_free_func (g_object_unref);
  self->bursts = g_list_store_new (BREAKEVEN_TYPE_BURST);
  self->watched_bursts = g_ptr_array_new_with_free_func (g_object_unref);
  g_signal_connect (self->bursts, "items-changed", G_CALLBACK (on_bursts_changed), self);
  g_signal_connect (self->parts, "items-changed", G_CALLBACK (on_parts_changed), self);
  g_signal_connect (self->offers, "items-changed", G_CALLBACK (on_offers_changed), self);
  g_signal_connect (self->rates, "items-changed", G_CALLBACK (on_rates_changed), self);
}

BreakevenProject *
breakeven_project_new (void)
{
  BreakevenProject *self = g_object_new (BREAKEVEN_TYPE_PROJECT, NULL);

  self->hours_per_day = BREAKEVEN_NEW_PROJECT_HOURS_PER_DAY;
  return self;
}

GListStore *
breakeven_project_get_parts (BreakevenProject *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_PROJECT (self), NULL);
  return self->parts;
}

GListStore *
breakeven_project_get_offers (BreakevenProject *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_PROJECT (self), NULL);
  return self->offers;
}

GListStore *
breakeven_project_get_bursts (BreakevenProject *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_PROJECT (self), NULL);
  return self->bursts;
}

#define STRING_ACCESSORS(field, PROP)                                         \
const char *                                                                  \
breakeven_project_get_##field (BreakevenProject *self)                        \
{                                                                             \
  g_return_val_if_fail (BREAKEVEN_IS_PROJECT (self), NULL);                   \
  return self->field;                                                         \
}                                                                             \
void                                                                          \
breakeven_project_set_##field (BreakevenProject *self,                        \
                               const char       *value)                       \
{                                                                             \
  g_return_if_fail (BREAKEVEN_IS_PROJECT (self));                             \
  set_string (self, &self->field, value, PROP);                               \
}

#define DOUBLE_ACCESSORS(field, PROP, valid)                                  \
double                                                                        \
breakeven_project_get_##field (BreakevenProject *self)                        \
{                                                                             \
  g_return_val_if_fail (BREAKEVEN_IS_PROJECT (self), 0);                      \
  return self->field;                                                         \
}                                                                             \
void                                                                          \
breakeven_project_set_##field (BreakevenProject *self,                        \
                               double            value)                       \
{                                                                             \
  g_return_if_fail (BREAKEVEN_IS_PROJECT (self));                             \
  g_return_if_fail (isfinite (value) && (valid));                             \
  breakeven_project_set_double (self, &self->field, value, PROP);                               \
}

#define BOOLEAN_ACCESSORS(field, PROP)                                        \
gboolean                                                                      \
breakeven_project_get_##field (BreakevenProject *self)                        \
{                                                                             \
  g_return_val_if_fail (BREAKEVEN_IS_PROJECT (self), FALSE);                  \
  return self->field;                                                         \
}                                                                             \
void                                                                          \
breakeven_project_set_##field (BreakevenProject *self,                        \
                               gboolean          value)                       \
{                                                                             \
  g_return_if_fail (BREAKEVEN_IS_PROJECT (self));                             \
  set_boolean (self, &self->field, value, PROP);                              \
}

STRING_ACCESSORS (title, PROP_TITLE)
STRING_ACCESSORS (notes, PROP_NOTES)
STRING_ACCESSORS (vendor_quote_note, PROP_VENDOR_QUOTE_NOTE)
DOUBLE_ACCESSORS (hours_per_day, PROP_HOURS_PER_DAY,
                  value >= 0 && value <= BREAKEVEN_MAX_HOURS_PER_DAY)
DOUBLE_ACCESSORS (vram_needed_gb, PROP_VRAM_NEEDED_GB, value >= 0)
DOUBLE_ACCESSORS (circuit_limit_watts, PROP_CIRCUIT_LIMIT_WATTS, value >= 0)
DOUBLE_ACCESSORS (horizon_months, PROP_HORIZON_MONTHS,
                  value >= 1 && value <= BREAKEVEN_MAX_HORIZON_MONTHS)
DOUBLE_ACCESSORS (cloud_storage_gb, PROP_CLOUD_STORAGE_GB, value >= 0)
DOUBLE_ACCESSORS (vendor_quote, PROP_VENDOR_QUOTE, value >= 0)
DOUBLE_ACCESSORS (idle_watts, PROP_IDLE_WATTS, value >= 0)
DOUBLE_ACCESSORS (cooling_overhead_percent, PROP_COOLING_OVERHEAD_PERCENT,
                  value >= 0 && value <= 100)
DOUBLE_ACCESSORS (price_per_kwh, PROP_PRICE_PER_KWH, value >= 0)
DOUBLE_ACCESSORS (maintenance_per_year, PROP_MAINTENANCE_PER_YEAR, value >= 0)
DOUBLE_ACCESSORS (interest_percent, PROP_INTEREST_PERCENT, value >= 0 && value <= 100)
DOUBLE_ACCESSORS (build_max_hours_per_day, PROP_BUILD_MAX_HOURS_PER_DAY,
                  value > 0 && value <= BREAKEVEN_MAX_HOURS_PER_DAY)
DOUBLE_ACCESSORS (own_time_per_hour, PROP_OWN_TIME_PER_HOUR,
                  value >= 0 && value <= BREAKEVEN_MAX_MONEY)
DOUBLE_ACCESSORS (build_setup_hours, PROP_BUILD_SETUP_HOURS,
                  value >= 0 && value <= BREAKEVEN_MAX_SETUP_HOURS)
DOUBLE_ACCESSORS (price_change_percent_per_year, PROP_PRICE_CHANGE_PERCENT_PER_YEAR,
                  value >= BREAKEVEN_MIN_PRICE_CHANGE_PERCENT
                  && value <= BREAKEVEN_MAX_PRICE_CHANGE_PERCENT)
BOOLEAN_ACCESSORS (has_vendor_quote, PROP_HAS_VENDOR_QUOTE)
BOOLEAN_ACCESSORS (use_vendor_quote, PROP_USE_VENDOR_QUOTE)

const char *
breakeven_project_get_currency (BreakevenProject *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_PROJECT (self), NULL);
  return self->currency;
}

void
breakeven_project_set_currency (BreakevenProject *self,
                                const char       *currency)
{
  g_return_if_fail (BREAKEVEN_IS_PROJECT (self));
  g_return_if_fail (breakeven_currency_code_is_valid (currency));
  set_string (self, &self->currency, currency, PROP_CURRENCY);
}

gboolean
breakeven_project_get_wall_watts_set (BreakevenProject *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_PROJECT (self), FALSE);
  return self->wall_watts_set;
}

double
breakeven_project_get_wall_watts (BreakevenProject *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_PROJECT (self), 0);
  return self->wall_watts;
}

void
breakeven_project_set_wall_watts (BreakevenProject *self,
                                  double            watts)
{
  g_return_if_fail (BREAKEVEN_IS_PROJECT (self));
  g_return_if_fail (isfinite (watts) && watts >= 0);

  if (self->wall_watts_set && self->wall_watts == watts)
    return;
  g_object_freeze_notify (G_OBJECT (self));
  if (!self->wall_watts_set)
    {
      self->wall_watts_set = TRUE;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_WALL_WATTS_SET]);
    }
  if (self->wall_watts != watts)
    {
      self->wall_watts = watts;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_WALL_WATTS]);
    }
  g_object_thaw_notify (G_OBJECT (self));
  breakeven_project_emit_changed (self);
}

double
breakeven_project_get_build_vram_gb (BreakevenProject *self)
{
  GListModel *parts;
  double best = 0;

  g_return_val_if_fail (BREAKEVEN_IS_PROJECT (self), 0);

  parts = G_LIST_MODEL (self->parts);
  for (guint i = 0; i < g_list_model_get_n_items (parts); i++)
    {
      g_autoptr(BreakevenPart) part = g_list_model_get_item (parts, i);

      if (breakeven_part_get_category (part) == BREAKEVEN_PART_GPU)
        best = MAX (best, breakeven_part_get_vram_gb (part));
    }
  return best;
}

void
breakeven_project_unset_wall_watts (BreakevenProject *self)
{
  g_return_if_fail (BREAKEVEN_IS_PROJECT (self));
  set_boolean (self, &self->wall_watts_set, FALSE, PROP_WALL_WATTS_SET);
}

BreakevenExchangeRates *
breakeven_project_get_exchange_rates (BreakevenProject *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_PROJECT (self), NULL);
  return self->rates;
}

guint
breakeven_project_get_n_exchange_rates (BreakevenProject *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_PROJECT (self), 0);
  return g_list_model_get_n_items (G_LIST_MODEL (self->rates));
}

void
breakeven_project_get_nth_exchange_rate (BreakevenProject *self,
                                         guint             n,
                                         const char      **from,
                                         const char      **to,
                                         double           *rate)
{
  g_autoptr(BreakevenExchangeRate) r = NULL;

  g_return_if_fail (BREAKEVEN_IS_PROJECT (self));
  g_return_if_fail (n < g_list_model_get_n_items (G_LIST_MODEL (self->rates)));

  /* The list holds its own reference: the strings stay valid while the rate is in it */
  r = g_list_model_get_item (G_LIST_MODEL (self->rates), n);
  if (from)
    *from = breakeven_exchange_rate_get_from (r);
  if (to)
    *to = breakeven_exchange_rate_get_to (r);
  if (rate)
    *rate = breakeven_exchange_rate_get_rate (r);
}

void
breakeven_project_set_exchange_rate (BreakevenProject *self,
                                     const char       *from,
                                     const char       *to,
                                     double            rate)
{
  g_return_if_fail (BREAKEVEN_IS_PROJECT (self));
  breakeven_exchange_rates_set (self->rates, from, to, rate);
}

gboolean
breakeven_project_remove_exchange_rate (BreakevenProject *self,
                                        const char       *from,
                                        const char       *to)
{
  g_return_val_if_fail (BREAKEVEN_IS_PROJECT (self), FALSE);
  return breakeven_exchange_rates_remove (self->rates, from, to);
}

gboolean
breakeven_project_convert (BreakevenProject *self,
                           const char       *currency,
                           double            amount,
                           double           *out,
                           GError          **error)
{
  g_return_val_if_fail (BREAKEVEN_IS_PROJECT (self), FALSE);
  return breakeven_exchange_rates_convert (self->rates, currency, self->currency, amount, out,
                                           error);
}

double
breakeven_project_get_parts_total (BreakevenProject *self)
{
  GListModel *parts = G_LIST_MODEL (self->parts);
  guint n = g_list_model_get_n_items (parts);
  double total = 0;

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(BreakevenPart) part = g_list_model_get_item (parts, i);
      total += breakeven_part_get_line_total (part);
    }
  return total;
}

double
breakeven_project_get_gpu_total (BreakevenProject *self)
{
  GListModel *parts = G_LIST_MODEL (self->parts);
  guint n = g_list_model_get_n_items (parts);
  double total = 0;

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(BreakevenPart) part = g_list_model_get_item (parts, i);
      if (breakeven_part_get_category (part) == BREAKEVEN_PART_GPU)
        total += breakeven_part_get_line_total (part);
    }
  return total;
}

double
breakeven_project_get_parts_power_watts (BreakevenProject *self)
{
  GListModel *parts = G_LIST_MODEL (self->parts);
  guint n = g_list_model_get_n_items (parts);
  double watts = 0;

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(BreakevenPart) part = g_list_model_get_item (parts, i);
      watts += breakeven_part_get_quantity (part) * breakeven_part_get_power_watts (part);
    }
  return watts;
}

double
breakeven_project_get_effective_wall_watts (BreakevenProject *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_PROJECT (self), 0);

  return self->wall_watts_set ? self->wall_watts : breakeven_project_get_parts_power_watts (self);
}
