/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-part.c: one line of the build's parts list */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "breakeven-enums.h"
#include "breakeven-part.h"

struct _BreakevenPart
{
  GObject parent_instance;

  BreakevenPartCategory category;
  char *name;
  guint quantity;
  double unit_price;
  double power_watts;
  char *model;
  double vram_gb;
};

G_DEFINE_FINAL_TYPE (BreakevenPart, breakeven_part, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_CATEGORY,
  PROP_NAME,
  PROP_QUANTITY,
  PROP_UNIT_PRICE,
  PROP_POWER_WATTS,
  PROP_LINE_TOTAL,
  PROP_MODEL,
  PROP_VRAM_GB,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The file format's words are the GEnum's nicks */
const char *
breakeven_part_category_to_string (BreakevenPartCategory category)
{
  g_autoptr(GEnumClass) enum_class = g_type_class_ref (BREAKEVEN_TYPE_PART_CATEGORY);
  GEnumValue *value = g_enum_get_value (enum_class, category);

  return value != NULL ? value->value_nick : NULL;
}

gboolean
breakeven_part_category_from_string (const char            *str,
                                     BreakevenPartCategory *out)
{
  g_autoptr(GEnumClass) enum_class = g_type_class_ref (BREAKEVEN_TYPE_PART_CATEGORY);
  GEnumValue *value = str != NULL ? g_enum_get_value_by_nick (enum_class, str) : NULL;

  if (value == NULL)
    return FALSE;
  *out = (BreakevenPartCategory) value->value;
  return TRUE;
}

const char *
breakeven_part_category_to_label (BreakevenPartCategory category)
{
  switch (category)
    {
    case BREAKEVEN_PART_GPU: return _("GPU");
    case BREAKEVEN_PART_CPU: return _("CPU");
    case BREAKEVEN_PART_MOTHERBOARD: return _("Motherboard");
    case BREAKEVEN_PART_MEMORY: return _("Memory");
    case BREAKEVEN_PART_STORAGE: return _("Storage");
    case BREAKEVEN_PART_PSU: return _("Power supply");
    case BREAKEVEN_PART_COOLING: return _("Cooling");
    case BREAKEVEN_PART_CASE: return _("Case");
    case BREAKEVEN_PART_OTHER:
    case BREAKEVEN_N_PART_CATEGORIES:
    default: return _("Other");
    }
}

static void
breakeven_part_finalize (GObject *object)
{
  BreakevenPart *self = BREAKEVEN_PART (object);

  g_clear_pointer (&self->name, g_free);
  g_clear_pointer (&self->model, g_free);

  G_OBJECT_CLASS (breakeven_part_parent_class)->finalize (object);
}

static void
breakeven_part_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  BreakevenPart *self = BREAKEVEN_PART (object);

  switch (prop_id)
    {
    case PROP_CATEGORY: g_value_set_enum (value, self->category); break;
    case PROP_NAME: g_value_set_string (value, self->name); break;
    case PROP_QUANTITY: g_value_set_uint (value, self->quantity); break;
    case PROP_UNIT_PRICE: g_value_set_double (value, self->unit_price); break;
    case PROP_POWER_WATTS: g_value_set_double (value, self->power_watts); break;
    case PROP_LINE_TOTAL: g_value_set_double (value, breakeven_part_get_line_total (self)); break;
    case PROP_MODEL: g_value_set_string (value, self->model); break;
    case PROP_VRAM_GB: g_value_set_double (value, self->vram_gb); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
breakeven_part_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  BreakevenPart *self = BREAKEVEN_PART (object);

  switch (prop_id)
    {
    case PROP_CATEGORY: breakeven_part_set_category (self, g_value_get_enum (value)); break;
    case PROP_NAME: breakeven_part_set_name (self, g_value_get_string (value)); break;
    case PROP_QUANTITY: breakeven_part_set_quantity (self, g_value_get_uint (value)); break;
    case PROP_UNIT_PRICE: breakeven_part_set_unit_price (self, g_value_get_double (value)); break;
    case PROP_POWER_WATTS: breakeven_part_set_power_watts (self, g_value_get_double (value)); break;
    case PROP_MODEL: breakeven_part_set_model (self, g_value_get_string (value)); break;
    case PROP_VRAM_GB: breakeven_part_set_vram_gb (self, g_value_get_double (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
breakeven_part_class_init (BreakevenPartClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = breakeven_part_finalize;
  object_class->get_property = breakeven_part_get_property;
  object_class->set_property = breakeven_part_set_property;

  properties[PROP_CATEGORY] =
    g_param_spec_enum ("category", NULL, NULL, BREAKEVEN_TYPE_PART_CATEGORY,
                       BREAKEVEN_PART_OTHER, flags);
  properties[PROP_NAME] = g_param_spec_string ("name", NULL, NULL, "", flags);
  properties[PROP_QUANTITY] =
    g_param_spec_uint ("quantity", NULL, NULL, 1, BREAKEVEN_PART_QUANTITY_MAX, 1, flags);
  properties[PROP_UNIT_PRICE] =
    g_param_spec_double ("unit-price", NULL, NULL, 0, G_MAXDOUBLE, 0, flags);
  properties[PROP_POWER_WATTS] =
    g_param_spec_double ("power-watts", NULL, NULL, 0, G_MAXDOUBLE, 0, flags);
  properties[PROP_MODEL] = g_param_spec_string ("model", NULL, NULL, "", flags);
  properties[PROP_VRAM_GB] =
    g_param_spec_double ("vram-gb", NULL, NULL, 0, G_MAXDOUBLE, 0, flags);
  properties[PROP_LINE_TOTAL] =
    g_param_spec_double ("line-total", NULL, NULL, 0, G_MAXDOUBLE, 0,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
breakeven_part_init (BreakevenPart *self)
{
  self->category = BREAKEVEN_PART_OTHER;
  self->name = g_strdup ("");
  self->model = g_strdup ("");
  self->quantity = 1;
}

BreakevenPart *
breakeven_part_new (BreakevenPartCategory category,
                    const char           *name,
                    guint                 quantity,
                    double                unit_price,
                    double                power_watts)
{
  return g_object_new (BREAKEVEN_TYPE_PART,
                       "category", category,
                       "name", name ? name : "",
                       "quantity", quantity,
                       "unit-price", unit_price,
                       "power-watts", power_watts,
                       NULL);
}

BreakevenPart *
breakeven_part_copy (BreakevenPart *self)
{
  BreakevenPart *copy;

  g_return_val_if_fail (BREAKEVEN_IS_PART (self), NULL);

  copy = breakeven_part_new (self->category, self->name, self->quantity,
                             self->unit_price, self->power_watts);
  breakeven_part_set_model (copy, self->model);
  breakeven_part_set_vram_gb (copy, self->vram_gb);
  return copy;
}

BreakevenPartCategory
breakeven_part_get_category (BreakevenPart *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_PART (self), BREAKEVEN_PART_OTHER);
  return self->category;
}

void
breakeven_part_set_category (BreakevenPart        *self,
                             BreakevenPartCategory category)
{
  g_return_if_fail (BREAKEVEN_IS_PART (self));
  g_return_if_fail ((guint) category < BREAKEVEN_N_PART_CATEGORIES);

  if (self->category == category)
    return;
  self->category = category;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CATEGORY]);
}

const char *
breakeven_part_get_name (BreakevenPart *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_PART (self), NULL);
  return self->name;
}

void
breakeven_part_set_name (BreakevenPart *self,
                         const char    *name)
{
  g_return_if_fail (BREAKEVEN_IS_PART (self));

  if (name == NULL)
    name = "";
  if (g_strcmp0 (self->name, name) == 0)
    return;
  g_free (self->name);
  self->name = g_strdup (name);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NAME]);
}

guint
breakeven_part_get_quantity (BreakevenPart *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_PART (self), 0);
  return self->quantity;
}

void
breakeven_part_set_quantity (BreakevenPart *self,
                             guint          quantity)
{
  g_return_if_fail (BREAKEVEN_IS_PART (self));
  g_return_if_fail (quantity >= 1 && quantity <= BREAKEVEN_PART_QUANTITY_MAX);

  if (self->quantity == quantity)
    return;
  self->quantity = quantity;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_QUANTITY]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LINE_TOTAL]);
}

double
breakeven_part_get_unit_price (BreakevenPart *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_PART (self), 0);
  return self->unit_price;
}

void
breakeven_part_set_unit_price (BreakevenPart *self,
                               double         unit_price)
{
  g_return_if_fail (BREAKEVEN_IS_PART (self));
  g_return_if_fail (unit_price >= 0 && isfinite (unit_price));

  if (self->unit_price == unit_price)
    return;
  self->unit_price = unit_price;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_UNIT_PRICE]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LINE_TOTAL]);
}

double
breakeven_part_get_power_watts (BreakevenPart *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_PART (self), 0);
  return self->power_watts;
}

void
breakeven_part_set_power_watts (BreakevenPart *self,
                                double         power_watts)
{
  g_return_if_fail (BREAKEVEN_IS_PART (self));
  g_return_if_fail (power_watts >= 0 && isfinite (power_watts));

  if (self->power_watts == power_watts)
    return;
  self->power_watts = power_watts;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_POWER_WATTS]);
}

double
breakeven_part_get_line_total (BreakevenPart *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_PART (self), 0);
  return self->quantity * self->unit_price;
}

const char *
breakeven_part_get_model (BreakevenPart *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_PART (self), NULL);
  return self->model;
}

void
breakeven_part_set_model (BreakevenPart *self,
                          const char    *model)
{
  g_return_if_fail (BREAKEVEN_IS_PART (self));

  if (model == NULL)
    model = "";
  if (g_strcmp0 (self->model, model) == 0)
    return;
  g_free (self->model);
  self->model = g_strdup (model);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODEL]);
}

double
breakeven_part_get_vram_gb (BreakevenPart *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_PART (self), 0);
  return self->vram_gb;
}

void
breakeven_part_set_vram_gb (BreakevenPart *self,
                            double         vram_gb)
{
  g_return_if_fail (BREAKEVEN_IS_PART (self));
  g_return_if_fail (vram_gb >= 0 && isfinite (vram_gb));

  if (self->vram_gb == vram_gb)
    return;
  self->vram_gb = vram_gb;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VRAM_GB]);
}
