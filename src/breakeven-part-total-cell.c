/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-part-total-cell.c: a parts table cell showing its part's line total
 *
 * In the project's currency, which it follows through the parts editor's "currency" while the
 * cell is in a window.
 */

#include "config.h"

#include <math.h>

#include "breakeven-format.h"
#include "breakeven-part-total-cell.h"
#include "breakeven-parts-editor.h"

struct _BreakevenPartTotalCell
{
  AdwBin parent_instance;

  GtkLabel *label;

  BreakevenPart *part;
  char *currency;
  GSignalGroup *part_signals;
  GBinding *currency_binding;
};

G_DEFINE_FINAL_TYPE (BreakevenPartTotalCell, breakeven_part_total_cell, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_PART,
  PROP_CURRENCY,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
update_label (BreakevenPartTotalCell *self)
{
  double line_total;
  g_autofree char *total = NULL;

  if (self->part == NULL)
    {
      gtk_label_set_text (self->label, "");
      return;
    }
  line_total = breakeven_part_get_line_total (self->part);
  /* Whole amounts without ".00", so the column stays narrow */
  total = breakeven_format_money (line_total, self->currency,
                                  line_total == floor (line_total) ? 0 : 2);
  gtk_label_set_text (self->label, total);
}

BreakevenPart *
breakeven_part_total_cell_get_part (BreakevenPartTotalCell *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_PART_TOTAL_CELL (self), NULL);
  return self->part;
}

void
breakeven_part_total_cell_set_part (BreakevenPartTotalCell *self,
                                    BreakevenPart          *part)
{
  g_return_if_fail (BREAKEVEN_IS_PART_TOTAL_CELL (self));
  g_return_if_fail (part == NULL || BREAKEVEN_IS_PART (part));

  if (!g_set_object (&self->part, part))
    return;
  g_signal_group_set_target (self->part_signals, part);
  update_label (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PART]);
}

static void
set_currency (BreakevenPartTotalCell *self,
              const char             *currency)
{
  if (g_strcmp0 (self->currency, currency) == 0)
    return;
  g_free (self->currency);
  self->currency = g_strdup (currency);
  update_label (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURRENCY]);
}

/* In a window, the cell follows its editor's currency */
static void
breakeven_part_total_cell_root (GtkWidget *widget)
{
  BreakevenPartTotalCell *self = BREAKEVEN_PART_TOTAL_CELL (widget);
  GtkWidget *editor;

  GTK_WIDGET_CLASS (breakeven_part_total_cell_parent_class)->root (widget);

  editor = gtk_widget_get_ancestor (widget, BREAKEVEN_TYPE_PARTS_EDITOR);
  g_clear_pointer (&self->currency_binding, g_binding_unbind);
  if (editor != NULL)
    self->currency_binding = g_object_bind_property (editor, "currency", self, "currency",
                                                     G_BINDING_SYNC_CREATE);
}

static void
breakeven_part_total_cell_unroot (GtkWidget *widget)
{
  BreakevenPartTotalCell *self = BREAKEVEN_PART_TOTAL_CELL (widget);

  g_clear_pointer (&self->currency_binding, g_binding_unbind);

  GTK_WIDGET_CLASS (breakeven_part_total_cell_parent_class)->unroot (widget);
}

static void
breakeven_part_total_cell_dispose (GObject *object)
{
  BreakevenPartTotalCell *self = BREAKEVEN_PART_TOTAL_CELL (object);

  g_clear_pointer (&self->currency_binding, g_binding_unbind);
  breakeven_part_total_cell_set_part (self, NULL);
  g_clear_object (&self->part_signals);

  G_OBJECT_CLASS (breakeven_part_total_cell_parent_class)->dispose (object);
}

static void
breakeven_part_total_cell_finalize (GObject *object)
{
  BreakevenPartTotalCell *self = BREAKEVEN_PART_TOTAL_CELL (object);

  g_clear_pointer (&self->currency, g_free);

  G_OBJECT_CLASS (breakeven_part_total_cell_parent_class)->finalize (object);
}

static void
breakeven_part_total_cell_get_property (GObject    *object,
                                        guint       prop_id,
                                        GValue     *value,
                                        GParamSpec *pspec)
{
  BreakevenPartTotalCell *self = BREAKEVEN_PART_TOTAL_CELL (object);

  switch (prop_id)
    {
    case PROP_PART: g_value_set_object (value, self->part); break;
    case PROP_CURRENCY: g_value_set_string (value, self->currency); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
breakeven_part_total_cell_set_property (GObject      *object,
                                        guint         prop_id,
                                        const GValue *value,
                                        GParamSpec   *pspec)
{
  BreakevenPartTotalCell *self = BREAKEVEN_PART_TOTAL_CELL (object);

  switch (prop_id)
    {
    case PROP_PART: breakeven_part_total_cell_set_part (self, g_value_get_object (value)); break;
    case PROP_CURRENCY: set_currency (self, g_value_get_string (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
breakeven_part_total_cell_class_init (BreakevenPartTotalCellClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = breakeven_part_total_cell_dispose;
  object_class->finalize = breakeven_part_total_cell_finalize;
  object_class->get_property = breakeven_part_total_cell_get_property;
  object_class->set_property = breakeven_part_total_cell_set_property;
  widget_class->root = breakeven_part_total_cell_root;
  widget_class->unroot = breakeven_part_total_cell_unroot;

  properties[PROP_PART] =
    g_param_spec_object ("part", NULL, NULL, BREAKEVEN_TYPE_PART,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CURRENCY] =
    g_param_spec_string ("currency", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/ui/breakeven-part-total-cell.ui");
  gtk_widget_class_bind_template_child (widget_class, BreakevenPartTotalCell, label);
}

static void
breakeven_part_total_cell_init (BreakevenPartTotalCell *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->part_signals = g_signal_group_new (BREAKEVEN_TYPE_PART);
  g_signal_group_connect_object (self->part_signals, "notify::line-total",
                                 G_CALLBACK (update_label), self, G_CONNECT_SWAPPED);
}
