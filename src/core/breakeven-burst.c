/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-burst.c: a burst of work with a deadline (format 3) */

#include "config.h"

#include <math.h>

#include "breakeven-burst.h"

struct _BreakevenBurst
{
  GObject parent_instance;

  char *name;
  guint per_year;
  double first_month;
  double days;
  double work_hours;
};

G_DEFINE_FINAL_TYPE (BreakevenBurst, breakeven_burst, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_NAME,
  PROP_PER_YEAR,
  PROP_FIRST_MONTH,
  PROP_DAYS,
  PROP_WORK_HOURS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
breakeven_burst_finalize (GObject *object)
{
  BreakevenBurst *self = BREAKEVEN_BURST (object);

  g_clear_pointer (&self->name, g_free);

  G_OBJECT_CLASS (breakeven_burst_parent_class)->finalize (object);
}

static void
breakeven_burst_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  BreakevenBurst *self = BREAKEVEN_BURST (object);

  switch (prop_id)
    {
    case PROP_NAME: g_value_set_string (value, self->name); break;
    case PROP_PER_YEAR: g_value_set_uint (value, self->per_year); break;
    case PROP_FIRST_MONTH: g_value_set_double (value, self->first_month); break;
    case PROP_DAYS: g_value_set_double (value, self->days); break;
    case PROP_WORK_HOURS: g_value_set_double (value, self->work_hours); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
breakeven_burst_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  BreakevenBurst *self = BREAKEVEN_BURST (object);

  switch (prop_id)
    {
    case PROP_NAME: breakeven_burst_set_name (self, g_value_get_string (value)); break;
    case PROP_PER_YEAR: breakeven_burst_set_per_year (self, g_value_get_uint (value)); break;
    case PROP_FIRST_MONTH:
      breakeven_burst_set_first_month (self, g_value_get_double (value));
      break;
    case PROP_DAYS: breakeven_burst_set_days (self, g_value_get_double (value)); break;
    case PROP_WORK_HOURS: breakeven_burst_set_work_hours (self, g_value_get_double (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
breakeven_burst_class_init (BreakevenBurstClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = breakeven_burst_finalize;
  object_class->get_property = breakeven_burst_get_property;
  object_class->set_property = breakeven_burst_set_property;

  properties[PROP_NAME] = g_param_spec_string ("name", NULL, NULL, "", flags);
  properties[PROP_PER_YEAR] =
    g_param_spec_uint ("per-year", NULL, NULL, 1, BREAKEVEN_MAX_BURST_PER_YEAR, 1, flags);
  properties[PROP_FIRST_MONTH] =
    g_param_spec_double ("first-month", NULL, NULL, 0, BREAKEVEN_MAX_HORIZON_MONTHS, 0, flags);
  properties[PROP_DAYS] =
    g_param_spec_double ("days", NULL, NULL, BREAKEVEN_MIN_BURST_DAYS, BREAKEVEN_MAX_BURST_DAYS,
                         7, flags);
  properties[PROP_WORK_HOURS] =
    g_param_spec_double ("work-hours", NULL, NULL, 0, BREAKEVEN_MAX_BURST_WORK_HOURS, 100,
                         flags);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
breakeven_burst_init (BreakevenBurst *self)
{
  self->name = g_strdup ("");
  self->per_year = 1;
  self->days = 7;
  self->work_hours = 100;
}

BreakevenBurst *
breakeven_burst_new (const char *name,
                     guint       per_year,
                     double      first_month,
                     double      days,
                     double      work_hours)
{
  return g_object_new (BREAKEVEN_TYPE_BURST,
                       "name", name ? name : "",
                       "per-year", per_year,
                       "first-month", first_month,
                       "days", days,
                       "work-hours", work_hours,
                       NULL);
}

BreakevenBurst *
breakeven_burst_copy (BreakevenBurst *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_BURST (self), NULL);
  return breakeven_burst_new (self->name, self->per_year, self->first_month, self->days,
                              self->work_hours);
}

gboolean
breakeven_burst_equal (BreakevenBurst *a,
                       BreakevenBurst *b)
{
  g_return_val_if_fail (BREAKEVEN_IS_BURST (a) && BREAKEVEN_IS_BURST (b), FALSE);
  return g_strcmp0 (a->name, b->name) == 0 && a->per_year == b->per_year
         && a->first_month == b->first_month && a->days == b->days
         && a->work_hours == b->work_hours;
}

void
breakeven_burst_assign (BreakevenBurst *self,
                        BreakevenBurst *other)
{
  g_return_if_fail (BREAKEVEN_IS_BURST (self) && BREAKEVEN_IS_BURST (other));
  g_object_freeze_notify (G_OBJECT (self));
  breakeven_burst_set_name (self, other->name);
  breakeven_burst_set_per_year (self, other->per_year);
  breakeven_burst_set_first_month (self, other->first_month);
  breakeven_burst_set_days (self, other->days);
  breakeven_burst_set_work_hours (self, other->work_hours);
  g_object_thaw_notify (G_OBJECT (self));
}

const char *
breakeven_burst_get_name (BreakevenBurst *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_BURST (self), NULL);
  return self->name;
}

void
breakeven_burst_set_name (BreakevenBurst *self,
                          const char     *name)
{
  g_return_if_fail (BREAKEVEN_IS_BURST (self));
  if (name == NULL)
    name = "";
  if (g_strcmp0 (self->name, name) == 0)
    return;
  g_free (self->name);
  self->name = g_strdup (name);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NAME]);
}

guint
breakeven_burst_get_per_year (BreakevenBurst *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_BURST (self), 1);
  return self->per_year;
}

void
breakeven_burst_set_per_year (BreakevenBurst *self,
                              guint           per_year)
{
  g_return_if_fail (BREAKEVEN_IS_BURST (self));
  g_return_if_fail (per_year >= 1 && per_year <= BREAKEVEN_MAX_BURST_PER_YEAR);
  if (self->per_year == per_year)
    return;
  self->per_year = per_year;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PER_YEAR]);
}

#define DOUBLE_ACCESSORS(field, PROP, valid)                                  \
double                                                                        \
breakeven_burst_get_##field (BreakevenBurst *self)                            \
{                                                                             \
  g_return_val_if_fail (BREAKEVEN_IS_BURST (self), 0);                        \
  return self->field;                                                         \
}                                                                             \
void                                                                          \
breakeven_burst_set_##field (BreakevenBurst *self,                            \
                             double          value)                           \
{                                                                             \
  g_return_if_fail (BREAKEVEN_IS_BURST (self));                               \
  g_return_if_fail (isfinite (value) && (valid));                             \
  if (self->field == value)                                                   \
    return;                                                                   \
  self->field = value;                                                        \
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP]);               \
}

DOUBLE_ACCESSORS (first_month, PROP_FIRST_MONTH,
                  value >= 0 && value <= BREAKEVEN_MAX_HORIZON_MONTHS)
DOUBLE_ACCESSORS (days, PROP_DAYS,
                  value >= BREAKEVEN_MIN_BURST_DAYS && value <= BREAKEVEN_MAX_BURST_DAYS)
DOUBLE_ACCESSORS (work_hours, PROP_WORK_HOURS,
                  value > 0 && value <= BREAKEVEN_MAX_BURST_WORK_HOURS)

#undef DOUBLE_ACCESSORS
