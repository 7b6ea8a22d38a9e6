/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-burst-row.c: one burst on the Usage & Costs page (ui/breakeven-burst-row.ui)
 *
 * Its title is the burst's name; its fields edit the burst itself (each read as the burst's
 * property allows).  Duplicate and Remove are the row's actions: the row emits "duplicate" or
 * "remove" and the page does it, as one undo step.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "breakeven-burst-row.h"
#include "breakeven-limits.h"

struct _BreakevenBurstRow
{
  AdwExpanderRow parent_instance;

  GtkEditable *name_row;
  GtkEditable *per_year_row;
  GtkEditable *first_month_row;
  GtkEditable *days_row;
  GtkEditable *work_hours_row;

  BreakevenBurst *burst;
};

G_DEFINE_FINAL_TYPE (BreakevenBurstRow, breakeven_burst_row, ADW_TYPE_EXPANDER_ROW)

enum {
  PROP_0,
  PROP_BURST,
  N_PROPS
};

enum {
  DUPLICATE,
  REMOVE,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* The burst's name as the title ("Untitled burst" while it has none) */
static void
update_title (BreakevenBurstRow *self)
{
  const char *name = breakeven_burst_get_name (self->burst);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self),
                                 name != NULL && *name != '\0' ? name : _("Untitled burst"));
}

static void
row_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  BreakevenBurstRow *self = BREAKEVEN_BURST_ROW (widget);

  g_signal_emit (self, g_str_equal (action_name, "burst-row.duplicate") ? signals[DUPLICATE]
                                                                          : signals[REMOVE], 0);
}

GtkWidget *
breakeven_burst_row_new (BreakevenBurst *burst)
{
  g_return_val_if_fail (BREAKEVEN_IS_BURST (burst), NULL);
  return g_object_new (BREAKEVEN_TYPE_BURST_ROW, "burst", burst, NULL);
}

BreakevenBurst *
breakeven_burst_row_get_burst (BreakevenBurstRow *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_BURST_ROW (self), NULL);
  return self->burst;
}

void
breakeven_burst_row_set_first_month_check (BreakevenBurstRow   *self,
                                           BreakevenNumberCheck check,
                                           gpointer             user_data)
{
  g_return_if_fail (BREAKEVEN_IS_BURST_ROW (self));
  breakeven_number_field_set_check (self->first_month_row, check, user_data);
}

void
breakeven_burst_row_revalidate (BreakevenBurstRow *self)
{
  g_return_if_fail (BREAKEVEN_IS_BURST_ROW (self));
  breakeven_number_field_revalidate (self->first_month_row);
}

static void
breakeven_burst_row_constructed (GObject *object)
{
  BreakevenBurstRow *self = BREAKEVEN_BURST_ROW (object);
  GtkEditable *fields[] = { self->per_year_row, self->first_month_row, self->days_row,
                            self->work_hours_row };

  G_OBJECT_CLASS (breakeven_burst_row_parent_class)->constructed (object);

  g_return_if_fail (self->burst != NULL);
  update_title (self);
  g_signal_connect_object (self->burst, "notify::name", G_CALLBACK (update_title), self,
                           G_CONNECT_SWAPPED);
  g_object_bind_property (self->burst, "name", self->name_row, "text",
                          G_BINDING_SYNC_CREATE | G_BINDING_BIDIRECTIONAL);
  for (guint i = 0; i < G_N_ELEMENTS (fields); i++)
    breakeven_number_field_set_object (fields[i], G_OBJECT (self->burst));
}

static void
breakeven_burst_row_dispose (GObject *object)
{
  BreakevenBurstRow *self = BREAKEVEN_BURST_ROW (object);

  if (self->burst != NULL)
    g_signal_handlers_disconnect_by_data (self->burst, self);
  g_clear_object (&self->burst);

  G_OBJECT_CLASS (breakeven_burst_row_parent_class)->dispose (object);
}

static void
breakeven_burst_row_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  BreakevenBurstRow *self = BREAKEVEN_BURST_ROW (object);

  switch (prop_id)
    {
    case PROP_BURST: g_value_set_object (value, self->burst); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
breakeven_burst_row_set_property (GObject      *object,
                                  guint         prop_id,
                                  const GValue *value,
                                  GParamSpec   *pspec)
{
  BreakevenBurstRow *self = BREAKEVEN_BURST_ROW (object);

  switch (prop_id)
    {
    case PROP_BURST: self->burst = g_value_dup_object (value); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
breakeven_burst_row_class_init (BreakevenBurstRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = breakeven_burst_row_constructed;
  object_class->dispose = breakeven_burst_row_dispose;
  object_class->get_property = breakeven_burst_row_get_property;
  object_class->set_property = breakeven_burst_row_set_property;

  properties[PROP_BURST] =
    g_param_spec_object ("burst", NULL, NULL, BREAKEVEN_TYPE_BURST,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* The user asked for a copy of the burst after it, or for its removal */
  signals[DUPLICATE] = g_signal_new ("duplicate", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                     0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[REMOVE] = g_signal_new ("remove", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/ui/breakeven-burst-row.ui");
  gtk_widget_class_bind_template_child (widget_class, BreakevenBurstRow, name_row);
  gtk_widget_class_bind_template_child (widget_class, BreakevenBurstRow, per_year_row);
  gtk_widget_class_bind_template_child (widget_class, BreakevenBurstRow, first_month_row);
  gtk_widget_class_bind_template_child (widget_class, BreakevenBurstRow, days_row);
  gtk_widget_class_bind_template_child (widget_class, BreakevenBurstRow, work_hours_row);
  gtk_widget_class_install_action (widget_class, "burst-row.duplicate", NULL, row_action);
  gtk_widget_class_install_action (widget_class, "burst-row.remove", NULL, row_action);
}

static void
breakeven_burst_row_init (BreakevenBurstRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* A name takes no more than a file may hold */
  gtk_text_set_max_length (GTK_TEXT (gtk_editable_get_delegate (self->name_row)),
                           BREAKEVEN_MAX_NAME_CHARS);

  /* Each field reads what the burst's property allows */
  breakeven_number_field_setup_for_property (self->per_year_row, BREAKEVEN_TYPE_BURST, "per-year",
                                             BREAKEVEN_NUMBER_INTEGER);
  breakeven_number_field_setup_for_property (self->first_month_row, BREAKEVEN_TYPE_BURST,
                                             "first-month", BREAKEVEN_NUMBER_DEFAULT);
  breakeven_number_field_setup_for_property (self->days_row, BREAKEVEN_TYPE_BURST, "days",
                                             BREAKEVEN_NUMBER_DEFAULT);
  breakeven_number_field_setup_for_property (self->work_hours_row, BREAKEVEN_TYPE_BURST,
                                             "work-hours", BREAKEVEN_NUMBER_MIN_EXCLUSIVE);
}
