/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-chart-kind.c: the charts' names, from their GEnum */

#include "config.h"

#include "breakeven-chart-kind.h"
#include "breakeven-enums.h"

gboolean
breakeven_chart_kind_from_nick (const char         *nick,
                                BreakevenChartKind *kind)
{
  g_autoptr(GEnumClass) klass = g_type_class_ref (BREAKEVEN_TYPE_CHART_KIND);
  const GEnumValue *value;

  if (nick == NULL)
    return FALSE;
  value = g_enum_get_value_by_nick (klass, nick);
  if (value == NULL)
    return FALSE;
  *kind = (BreakevenChartKind) value->value;
  return TRUE;
}

const char *
breakeven_chart_kind_get_nick (BreakevenChartKind kind)
{
  g_autoptr(GEnumClass) klass = g_type_class_ref (BREAKEVEN_TYPE_CHART_KIND);
  const GEnumValue *value = g_enum_get_value (klass, kind);

  /* The class of a static type is never finalised: its strings outlive this reference */
  return value != NULL ? value->value_nick : NULL;
}
