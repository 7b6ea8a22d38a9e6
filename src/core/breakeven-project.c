/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-project.c: the document: parts, offers, usage and cost settings */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "breakeven-format.h"
#include "breakeven-project.h"

struct _BreakevenProject
{
  GObject parent_instance;

  char *title;
  char *notes;
  char *currency;
  BreakevenExchangeRates *rates;

  double hours_per_day;
  double idle_hours_per_day;
  double horizon_months;
  double cloud_storage_gb;
  gboolean cloud_idle_hours_set;
  double cloud_idle_hours_per_day;
  double vram_needed_gb;

  gboolean has_vendor_quote;
  double vendor_quote;
  gboolean use_vendor_quote;
  char *vendor_quote_note;
  gboolean wall_watts_set;
  double wall_watts;
  double idle_watts;
  double cooling_overhead_percent;
  double price_per_kwh;
  double maintenance_per_year;
  double resale_percent;
  gboolean resale_after_purchase_set;
  double resale_after_purchase_percent;
  double interest_percent;
  double circuit_limit_watts;

  /* 3 */
  double build_max_hours_per_day;
  double own_time_per_hour;
  double build_setup_hours;
  double price_change_percent_per_year;

  GListStore *parts;
  GListStore *offers;
  GListStore *bursts;
  /* Items we listen to, mirrored from each store so removed items can be disconnected */
  GPtrArray *watched_parts;
  GPtrArray *watched_offers;
  GPtrArray *watched_bursts;
};

G_DEFINE_FINAL_TYPE (BreakevenProject, breakeven_project, G_TYPE_OBJECT)

G_DEFINE_QUARK (breakeven-project-error-quark, breakeven_project_error)

enum {
  PROP_0,
  PROP_TITLE,
  PROP_NOTES,
  PROP_CURRENCY,
  PROP_HOURS_PER_DAY,
  PROP_IDLE_HOURS_PER_DAY,
  PROP_HORIZON_MONTHS,
  PROP_CLOUD_STORAGE_GB,
  PROP_HAS_VENDOR_QUOTE,
  PROP_VENDOR_QUOTE,
  PROP_USE_VENDOR_QUOTE,
  PROP_VENDOR_QUOTE_NOTE,
  PROP_WALL_WATTS_SET,
  PROP_WALL_WATTS,
  PROP_IDLE_WATTS,
  PROP_COOLING_OVERHEAD_PERCENT,
  PROP_PRICE_PER_KWH,
  PROP_MAINTENANCE_PER_YEAR,
  PROP_RESALE_PERCENT,
  PROP_INTEREST_PERCENT,
  PROP_CLOUD_IDLE_HOURS_SET,
  PROP_CLOUD_IDLE_HOURS_PER_DAY,
  PROP_VRAM_NEEDED_GB,
  PROP_RESALE_AFTER_PURCHASE_SET,
  PROP_RESALE_AFTER_PURCHASE_PERCENT,
  PROP_CIRCUIT_LIMIT_WATTS,
  PROP_BUILD_MAX_HOURS_PER_DAY,
  PROP_OWN_TIME_PER_HOUR,
  PROP_BUILD_SETUP_HOURS,
  PROP_PRICE_CHANGE_PERCENT_PER_YEAR,
  PROP_PARTS,
  PROP_OFFERS,
  PROP_BURSTS,
  N_PROPS
};

enum {
  CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
emit_changed (BreakevenProject *self)
{
  g_signal_emit (self, signals[CHANGED], 0);
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
  emit_changed (self);
}

static void
set_double (BreakevenProject *self,
            double           *field,
            double            value,
            guint             prop_id)
{
  if (*field == value)
    return;
  *field = value;
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop_id]);
  emit_changed (self);
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
  emit_changed (self);
}

static void
on_item_notify (GObject          *item,
                GParamSpec       *pspec,
                BreakevenProject *self)
{
  /* A derived property (a part's line total) follows a change already reported */
  if (pspec->flags & G_PARAM_WRITABLE)
    emit_changed (self);
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
  emit_changed (self);
}

static void
on_offers_changed (GListModel       *model,
                   guint             position,
                   guint             removed,
                   guint             added,
                   BreakevenProject *self)
{
  track_items (self, model, self->watched_offers, position, removed, added);
  emit_changed (self);
}

static void
on_bursts_changed (GListModel       *model,
                   guint             position,
                   guint             removed,
                   guint             added,
                   BreakevenProject *self)
{
  track_items (self, model, self->watched_bursts, position, removed, added);
  emit_changed (self);
}

static void
on_rates_changed (GListModel       *model,
                  guint             position,
                  guint             removed,
                  guint             added,
                  BreakevenProject *self)
{
  emit_changed (self);
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
  set_double (self, &self->field, value, PROP);                               \
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
  emit_changed (self);
}

/* A value that follows another until it is set: VALUE_PROP reads the value in use, SET_PROP
 * says whether it has been set; FOLLOWED_PROP is the value it follows, which notifies it */
static void
set_following (BreakevenProject *self,
               gboolean         *is_set,
               double           *field,
               double            value,
               guint             set_prop,
               guint             value_prop)
{
  if (*is_set && *field == value)
    return;
  g_object_freeze_notify (G_OBJECT (self));
  if (!*is_set)
    {
      *is_set = TRUE;
      g_object_notify_by_pspec (G_OBJECT (self), properties[set_prop]);
    }
  *field = value;
  g_object_notify_by_pspec (G_OBJECT (self), properties[value_prop]);
  g_object_thaw_notify (G_OBJECT (self));
  emit_changed (self);
}

static void
unset_following (BreakevenProject *self,
                 gboolean         *is_set,
                 double           *field,
                 guint             set_prop,
                 guint             value_prop)
{
  if (!*is_set)
    return;
  g_object_freeze_notify (G_OBJECT (self));
  *is_set = FALSE;
  *field = 0;
  g_object_notify_by_pspec (G_OBJECT (self), properties[set_prop]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[value_prop]);
  g_object_thaw_notify (G_OBJECT (self));
  emit_changed (self);
}

gboolean
breakeven_usage_check_hours (double   hours,
                             double   idle,
                             double   cloud_idle,
                             GError **error)
{
  /* The build's idle hours first (format 1 had only those); a cloud that follows the build
   * adds up to the same */
  double total = hours + idle;

  if (total <= BREAKEVEN_MAX_HOURS_PER_DAY && !isnan (cloud_idle))
    total = hours + cloud_idle;
  if (total > BREAKEVEN_MAX_HOURS_PER_DAY)
    {
      g_autofree char *sum = breakeven_format_plain_number (total);

      g_set_error (error, BREAKEVEN_PROJECT_ERROR, BREAKEVEN_PROJECT_ERROR_INVALID_VALUE,
                   /* Translators: the rule across work and idle hours, the same in files, on
                    * the command line and in the window; %s is the sum, such as 24.5 */
                   _("work and idle hours add up to %s, more than the 24 hours of a day"), sum);
      return FALSE;
    }
  return TRUE;
}

gboolean
breakeven_usage_check_build_max (double   hours,
                                 double   build_max,
                                 GError **error)
{
  if (!(build_max > 0 && build_max <= BREAKEVEN_MAX_HOURS_PER_DAY))
    {
      g_set_error (error, BREAKEVEN_PROJECT_ERROR, BREAKEVEN_PROJECT_ERROR_INVALID_VALUE,
                   /* Translators: build-max-hours-per-day out of its range */
                   _("the build’s most hours a day must be above 0 and at most 24"));
      return FALSE;
    }
  if (hours > build_max)
    {
      g_autofree char *h = breakeven_format_plain_number (hours);
      g_autofree char *m = breakeven_format_plain_number (build_max);

      g_set_error (error, BREAKEVEN_PROJECT_ERROR, BREAKEVEN_PROJECT_ERROR_INVALID_VALUE,
                   /* Translators: the first %s is the hours of work a day, the second the
                    * most the build may run a day */
                   _("%s hours of work a day are more than the build’s most of %s hours a day"),
                   h, m);
      return FALSE;
    }
  return TRUE;
}

static gboolean
hours_in_range (double hours)
{
  return isfinite (hours) && hours >= 0 && hours <= BREAKEVEN_MAX_HOURS_PER_DAY;
}

/* The values the rule is checked on, NAN taking the project's */
static void
resolve_usage_hours (BreakevenProject *self,
                     double           *hours,
                     double           *idle,
                     double           *cloud_idle)
{
  if (isnan (*hours))
    *hours = self->hours_per_day;
  if (isnan (*idle))
    *idle = self->idle_hours_per_day;
  if (isnan (*cloud_idle) && self->cloud_idle_hours_set)
    *cloud_idle = self->cloud_idle_hours_per_day;
}

gboolean
breakeven_project_check_usage_hours (BreakevenProject *self,
                                     double            hours,
                                     double            idle,
                                     double            cloud_idle,
                                     GError          **error)
{
  g_return_val_if_fail (BREAKEVEN_IS_PROJECT (self), FALSE);

  resolve_usage_hours (self, &hours, &idle, &cloud_idle);
  return breakeven_usage_check_hours (hours, idle, cloud_idle, error);
}

gboolean
breakeven_project_set_usage (BreakevenProject *self,
                             double            hours,
                             double            idle,
                             double            cloud_idle,
                             double            horizon,
                             double            storage,
                             GError          **error)
{
  g_return_val_if_fail (BREAKEVEN_IS_PROJECT (self), FALSE);
  g_return_val_if_fail (isnan (hours) || hours_in_range (hours), FALSE);
  g_return_val_if_fail (isnan (idle) || hours_in_range (idle), FALSE);
  g_return_val_if_fail (isnan (cloud_idle) || hours_in_range (cloud_idle), FALSE);
  g_return_val_if_fail (isnan (horizon)
                        || (horizon >= 1 && horizon <= BREAKEVEN_MAX_HORIZON_MONTHS), FALSE);
  g_return_val_if_fail (isnan (storage) || (storage >= 0 && storage <= BREAKEVEN_MAX_GIGABYTES),
                        FALSE);

  resolve_usage_hours (self, &hours, &idle, &cloud_idle);
  if (!breakeven_usage_check_hours (hours, idle, cloud_idle, error))
    return FALSE;

  g_object_freeze_notify (G_OBJECT (self));
  breakeven_project_set_hours_per_day (self, hours);
  breakeven_project_set_idle_hours_per_day (self, idle);
  if (!isnan (cloud_idle))
    breakeven_project_set_cloud_idle_hours_per_day (self, cloud_idle);
  if (!isnan (horizon))
    breakeven_project_set_horizon_months (self, horizon);
  if (!isnan (storage))
    breakeven_project_set_cloud_storage_gb (self, storage);
  g_object_thaw_notify (G_OBJECT (self));
  return TRUE;
}

double
breakeven_project_get_idle_hours_per_day (BreakevenProject *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_PROJECT (self), 0);
  return self->idle_hours_per_day;
}

void
breakeven_project_set_idle_hours_per_day (BreakevenProject *self,
                                          double            hours)
{
  g_return_if_fail (BREAKEVEN_IS_PROJECT (self));
  g_return_if_fail (isfinite (hours) && hours >= 0 && hours <= BREAKEVEN_MAX_HOURS_PER_DAY);

  if (self->idle_hours_per_day == hours)
    return;
  g_object_freeze_notify (G_OBJECT (self));
  set_double (self, &self->idle_hours_per_day, hours, PROP_IDLE_HOURS_PER_DAY);
  if (!self->cloud_idle_hours_set)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CLOUD_IDLE_HOURS_PER_DAY]);
  g_object_thaw_notify (G_OBJECT (self));
}

gboolean
breakeven_project_get_cloud_idle_hours_set (BreakevenProject *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_PROJECT (self), FALSE);
  return self->cloud_idle_hours_set;
}

double
breakeven_project_get_cloud_idle_hours_per_day (BreakevenProject *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_PROJECT (self), 0);
  return self->cloud_idle_hours_set ? self->cloud_idle_hours_per_day : self->idle_hours_per_day;
}

void
breakeven_project_set_cloud_idle_hours_per_day (BreakevenProject *self,
                                                double            hours)
{
  g_return_if_fail (BREAKEVEN_IS_PROJECT (self));
  g_return_if_fail (isfinite (hours) && hours >= 0 && hours <= BREAKEVEN_MAX_HOURS_PER_DAY);
  set_following (self, &self->cloud_idle_hours_set, &self->cloud_idle_hours_per_day, hours,
                 PROP_CLOUD_IDLE_HOURS_SET, PROP_CLOUD_IDLE_HOURS_PER_DAY);
}

void
breakeven_project_unset_cloud_idle_hours_per_day (BreakevenProject *self)
{
  g_return_if_fail (BREAKEVEN_IS_PROJECT (self));
  unset_following (self, &self->cloud_idle_hours_set, &self->cloud_idle_hours_per_day,
                   PROP_CLOUD_IDLE_HOURS_SET, PROP_CLOUD_IDLE_HOURS_PER_DAY);
}

double
breakeven_project_get_resale_percent (BreakevenProject *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_PROJECT (self), 0);
  return self->resale_percent;
}

void
breakeven_project_set_resale_percent (BreakevenProject *self,
                                      double            percent)
{
  g_return_if_fail (BREAKEVEN_IS_PROJECT (self));
  g_return_if_fail (isfinite (percent) && percent >= 0 && percent <= 100);

  if (self->resale_percent == percent)
    return;
  g_object_freeze_notify (G_OBJECT (self));
  set_double (self, &self->resale_percent, percent, PROP_RESALE_PERCENT);
  if (!self->resale_after_purchase_set)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RESALE_AFTER_PURCHASE_PERCENT]);
  g_object_thaw_notify (G_OBJECT (self));
}

gboolean
breakeven_project_get_resale_after_purchase_set (BreakevenProject *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_PROJECT (self), FALSE);
  return self->resale_after_purchase_set;
}

double
breakeven_project_get_resale_after_purchase_percent (BreakevenProject *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_PROJECT (self), 0);
  return self->resale_after_purchase_set ? self->resale_after_purchase_percent
                                         : self->resale_percent;
}

void
breakeven_project_set_resale_after_purchase_percent (BreakevenProject *self,
                                                     double            percent)
{
  g_return_if_fail (BREAKEVEN_IS_PROJECT (self));
  g_return_if_fail (isfinite (percent) && percent >= 0 && percent <= 100);
  set_following (self, &self->resale_after_purchase_set, &self->resale_after_purchase_percent,
                 percent, PROP_RESALE_AFTER_PURCHASE_SET, PROP_RESALE_AFTER_PURCHASE_PERCENT);
}

void
breakeven_project_unset_resale_after_purchase_percent (BreakevenProject *self)
{
  g_return_if_fail (BREAKEVEN_IS_PROJECT (self));
  unset_following (self, &self->resale_after_purchase_set, &self->resale_after_purchase_percent,
                   PROP_RESALE_AFTER_PURCHASE_SET, PROP_RESALE_AFTER_PURCHASE_PERCENT);
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

static gboolean
part_equal (gpointer a,
            gpointer b)
{
  BreakevenPart *pa = a, *pb = b;

  return breakeven_part_get_category (pa) == breakeven_part_get_category (pb)
      && g_strcmp0 (breakeven_part_get_name (pa), breakeven_part_get_name (pb)) == 0
      && breakeven_part_get_quantity (pa) == breakeven_part_get_quantity (pb)
      && breakeven_part_get_unit_price (pa) == breakeven_part_get_unit_price (pb)
      && breakeven_part_get_power_watts (pa) == breakeven_part_get_power_watts (pb)
      && g_strcmp0 (breakeven_part_get_model (pa), breakeven_part_get_model (pb)) == 0
      && breakeven_part_get_vram_gb (pa) == breakeven_part_get_vram_gb (pb);
}

static gpointer
part_copy (gpointer part)
{
  return breakeven_part_copy (part);
}

static void
part_assign (gpointer self,
             gpointer other)
{
  BreakevenPart *part = self, *from = other;

  /* The setters leave equal values alone, so only what differs is notified */
  g_object_freeze_notify (G_OBJECT (part));
  breakeven_part_set_category (part, breakeven_part_get_category (from));
  breakeven_part_set_name (part, breakeven_part_get_name (from));
  breakeven_part_set_quantity (part, breakeven_part_get_quantity (from));
  breakeven_part_set_unit_price (part, breakeven_part_get_unit_price (from));
  breakeven_part_set_power_watts (part, breakeven_part_get_power_watts (from));
  breakeven_part_set_model (part, breakeven_part_get_model (from));
  breakeven_part_set_vram_gb (part, breakeven_part_get_vram_gb (from));
  g_object_thaw_notify (G_OBJECT (part));
}

static gboolean
offer_equal (gpointer a,
             gpointer b)
{
  return breakeven_offer_equal (a, b);
}

static gpointer
offer_copy (gpointer offer)
{
  return breakeven_offer_copy (offer);
}

static void
offer_assign (gpointer self,
              gpointer other)
{
  BreakevenOffer *offer = self, *from = other;

  g_object_freeze_notify (G_OBJECT (offer));
  breakeven_offer_set_provider (offer, breakeven_offer_get_provider (from));
  breakeven_offer_set_name (offer, breakeven_offer_get_name (from));
  breakeven_offer_set_gpu (offer, breakeven_offer_get_gpu (from));
  breakeven_offer_set_gpu_count (offer, breakeven_offer_get_gpu_count (from));
  breakeven_offer_set_vram_gb (offer, breakeven_offer_get_vram_gb (from));
  breakeven_offer_set_price_per_hour (offer, breakeven_offer_get_price_per_hour (from));
  breakeven_offer_set_currency (offer, breakeven_offer_get_currency (from));
  breakeven_offer_set_billing (offer, breakeven_offer_get_billing (from));
  breakeven_offer_set_storage_price_per_gb_month (
    offer, breakeven_offer_get_storage_price_per_gb_month (from));
  breakeven_offer_set_relative_speed (offer, breakeven_offer_get_relative_speed (from));
  breakeven_offer_set_relative_speed_auto (offer, breakeven_offer_get_relative_speed_auto (from));
  if (breakeven_offer_get_idle_price_set (from))
    breakeven_offer_set_idle_price_per_hour (offer, breakeven_offer_get_idle_price_per_hour (from));
  else
    breakeven_offer_unset_idle_price_per_hour (offer);
  breakeven_offer_set_interruption_overhead_percent (
    offer, breakeven_offer_get_interruption_overhead_percent (from));
  breakeven_offer_set_setup_cost (offer, breakeven_offer_get_setup_cost (from));
  breakeven_offer_set_as_of (offer, breakeven_offer_get_as_of (from));
  breakeven_offer_set_source (offer, breakeven_offer_get_source (from));
  breakeven_offer_set_promotion (offer, breakeven_offer_get_promotion (from));
  breakeven_offer_set_setup_hours (offer, breakeven_offer_get_setup_hours (from));
  g_object_thaw_notify (G_OBJECT (offer));
}

static gboolean
burst_equal (gpointer a,
             gpointer b)
{
  return breakeven_burst_equal (a, b);
}

static gpointer
burst_copy (gpointer burst)
{
  return breakeven_burst_copy (burst);
}

static void
burst_assign (gpointer self,
              gpointer other)
{
  breakeven_burst_assign (self, other);
}

/* Makes STORE hold items equal to OTHER's.  The equal items at both ends stay; a run of as
 * many items in the middle is edited in place (a row being edited keeps its widgets); runs of
 * different lengths are replaced by copies in one splice. */
static void
sync_store (GListStore *store,
            GListModel *other,
            gboolean  (*equal) (gpointer, gpointer),
            gpointer  (*copy) (gpointer),
            void      (*assign) (gpointer, gpointer))
{
  GListModel *model = G_LIST_MODEL (store);
  guint n_old = g_list_model_get_n_items (model);
  guint n_new = g_list_model_get_n_items (other);
  guint prefix = 0, suffix = 0, n_min = MIN (n_old, n_new);

  while (prefix < n_min)
    {
      g_autoptr(GObject) a = g_list_model_get_item (model, prefix);
      g_autoptr(GObject) b = g_list_model_get_item (other, prefix);

      if (!equal (a, b))
        break;
      prefix++;
    }
  while (suffix < n_min - prefix)
    {
      g_autoptr(GObject) a = g_list_model_get_item (model, n_old - 1 - suffix);
      g_autoptr(GObject) b = g_list_model_get_item (other, n_new - 1 - suffix);

      if (!equal (a, b))
        break;
      suffix++;
    }

  if (n_old - prefix - suffix == n_new - prefix - suffix)
    {
      for (guint i = prefix; i < n_old - suffix; i++)
        {
          g_autoptr(GObject) a = g_list_model_get_item (model, i);
          g_autoptr(GObject) b = g_list_model_get_item (other, i);

          assign (a, b);
        }
    }
  else
    {
      guint n_added = n_new - prefix - suffix;
      g_autoptr(GPtrArray) added = g_ptr_array_new_full (n_added, g_object_unref);

      for (guint i = 0; i < n_added; i++)
        {
          g_autoptr(GObject) b = g_list_model_get_item (other, prefix + i);

          g_ptr_array_add (added, copy (b));
        }
      g_list_store_splice (store, prefix, n_old - prefix - suffix, added->pdata, added->len);
    }
}

#define ASSIGN_STRING(field, PROP)                                            \
  if (g_strcmp0 (self->field, other->field) != 0)                             \
    {                                                                         \
      g_free (self->field);                                                   \
      self->field = g_strdup (other->field);                                  \
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP]);           \
      changed = TRUE;                                                         \
    }
#define ASSIGN_VALUE(field, PROP)                                             \
  if (self->field != other->field)                                            \
    {                                                                         \
      self->field = other->field;                                             \
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP]);           \
      changed = TRUE;                                                         \
    }

void
breakeven_project_assign (BreakevenProject *self,
                          BreakevenProject *other)
{
  double cloud_idle, resale_after;
  gboolean changed = FALSE;

  g_return_if_fail (BREAKEVEN_IS_PROJECT (self));
  g_return_if_fail (BREAKEVEN_IS_PROJECT (other));

  if (self == other)
    return;

  cloud_idle = breakeven_project_get_cloud_idle_hours_per_day (self);
  resale_after = breakeven_project_get_resale_after_purchase_percent (self);

  g_object_freeze_notify (G_OBJECT (self));
  ASSIGN_STRING (title, PROP_TITLE)
  ASSIGN_STRING (notes, PROP_NOTES)
  ASSIGN_STRING (currency, PROP_CURRENCY)
  ASSIGN_VALUE (hours_per_day, PROP_HOURS_PER_DAY)
  ASSIGN_VALUE (idle_hours_per_day, PROP_IDLE_HOURS_PER_DAY)
  ASSIGN_VALUE (horizon_months, PROP_HORIZON_MONTHS)
  ASSIGN_VALUE (cloud_storage_gb, PROP_CLOUD_STORAGE_GB)
  ASSIGN_VALUE (cloud_idle_hours_set, PROP_CLOUD_IDLE_HOURS_SET)
  ASSIGN_VALUE (vram_needed_gb, PROP_VRAM_NEEDED_GB)
  ASSIGN_VALUE (has_vendor_quote, PROP_HAS_VENDOR_QUOTE)
  ASSIGN_VALUE (vendor_quote, PROP_VENDOR_QUOTE)
  ASSIGN_VALUE (use_vendor_quote, PROP_USE_VENDOR_QUOTE)
  ASSIGN_STRING (vendor_quote_note, PROP_VENDOR_QUOTE_NOTE)
  ASSIGN_VALUE (wall_watts_set, PROP_WALL_WATTS_SET)
  ASSIGN_VALUE (wall_watts, PROP_WALL_WATTS)
  ASSIGN_VALUE (idle_watts, PROP_IDLE_WATTS)
  ASSIGN_VALUE (cooling_overhead_percent, PROP_COOLING_OVERHEAD_PERCENT)
  ASSIGN_VALUE (price_per_kwh, PROP_PRICE_PER_KWH)
  ASSIGN_VALUE (maintenance_per_year, PROP_MAINTENANCE_PER_YEAR)
  ASSIGN_VALUE (resale_percent, PROP_RESALE_PERCENT)
  ASSIGN_VALUE (resale_after_purchase_set, PROP_RESALE_AFTER_PURCHASE_SET)
  ASSIGN_VALUE (interest_percent, PROP_INTEREST_PERCENT)
  ASSIGN_VALUE (circuit_limit_watts, PROP_CIRCUIT_LIMIT_WATTS)
  ASSIGN_VALUE (build_max_hours_per_day, PROP_BUILD_MAX_HOURS_PER_DAY)
  ASSIGN_VALUE (own_time_per_hour, PROP_OWN_TIME_PER_HOUR)
  ASSIGN_VALUE (build_setup_hours, PROP_BUILD_SETUP_HOURS)
  ASSIGN_VALUE (price_change_percent_per_year, PROP_PRICE_CHANGE_PERCENT_PER_YEAR)
  /* A value that follows another is notified when the value in use changes */
  if (self->cloud_idle_hours_per_day != other->cloud_idle_hours_per_day)
    {
      self->cloud_idle_hours_per_day = other->cloud_idle_hours_per_day;
      changed = TRUE;
    }
  if (self->resale_after_purchase_percent != other->resale_after_purchase_percent)
    {
      self->resale_after_purchase_percent = other->resale_after_purchase_percent;
      changed = TRUE;
    }
  if (breakeven_project_get_cloud_idle_hours_per_day (self) != cloud_idle)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CLOUD_IDLE_HOURS_PER_DAY]);
  if (breakeven_project_get_resale_after_purchase_percent (self) != resale_after)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RESALE_AFTER_PURCHASE_PERCENT]);
  if (!breakeven_exchange_rates_equal (self->rates, other->rates))
    {
      /* One change for the whole assignment: the rates' own is not told again */
      g_signal_handlers_block_by_func (self->rates, on_rates_changed, self);
      breakeven_exchange_rates_assign (self->rates, other->rates);
      g_signal_handlers_unblock_by_func (self->rates, on_rates_changed, self);
      changed = TRUE;
    }
  g_object_thaw_notify (G_OBJECT (self));
  if (changed)
    emit_changed (self);

  sync_store (self->parts, G_LIST_MODEL (other->parts), part_equal, part_copy, part_assign);
  sync_store (self->offers, G_LIST_MODEL (other->offers), offer_equal, offer_copy, offer_assign);
  sync_store (self->bursts, G_LIST_MODEL (other->bursts), burst_equal, burst_copy, burst_assign);
}

#undef ASSIGN_STRING
#undef ASSIGN_VALUE
