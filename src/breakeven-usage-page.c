/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-usage-page.c: usage, power, running costs, currency and exchange rates (the rates
 * are in breakeven-usage-page-rates.c, the bursts in -bursts.c)
 *
 * Every field edits the project through its setters; typed numbers go through
 * BreakevenNumberField (strict parsing, the ranges of docs/file-format.md), so a refused
 * value is shown on its field and never reaches the model.  The hours slider writes while it is dragged, so the
 * chart follows.  The page shows the window's document: its project's fields, and the
 * circuit warning from the document's analysis.
 */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "breakeven-cost.h"
#include "breakeven-document.h"
#include "breakeven-format.h"
#include "breakeven-number-field.h"
#include "breakeven-report.h"
#include "breakeven-usage-page-private.h"
#include "breakeven-limits.h"

G_DEFINE_FINAL_TYPE (BreakevenUsagePage, breakeven_usage_page, BREAKEVEN_TYPE_PAGE)


/* The number fields of the page and the project property each one edits: the range is the
 * property's own (and what a file holds) */
typedef struct
{
  gsize offset;
  const char *property;
  BreakevenNumberUnit unit;
  const char *set_property; /* optional values: empty text unsets them */
  BreakevenNumberFlags flags;
} FieldSpec;

static const FieldSpec number_fields[] = {
  { G_STRUCT_OFFSET (BreakevenUsagePage, idle_hours_row), "idle-hours-per-day",
    BREAKEVEN_NUMBER_UNIT_HOURS_PER_DAY },
  { G_STRUCT_OFFSET (BreakevenUsagePage, cloud_idle_hours_row), "cloud-idle-hours-per-day",
    BREAKEVEN_NUMBER_UNIT_HOURS_PER_DAY, "cloud-idle-hours-set" },
  { G_STRUCT_OFFSET (BreakevenUsagePage, horizon_row), "horizon-months",
    BREAKEVEN_NUMBER_UNIT_MONTHS },
  { G_STRUCT_OFFSET (BreakevenUsagePage, storage_row), "cloud-storage-gb" },
  { G_STRUCT_OFFSET (BreakevenUsagePage, price_change_row), "price-change-percent-per-year",
    BREAKEVEN_NUMBER_UNIT_PERCENT },
  /* Above 0: a build that never runs is no build */
  { G_STRUCT_OFFSET (BreakevenUsagePage, build_max_row), "build-max-hours-per-day",
    BREAKEVEN_NUMBER_UNIT_NONE, NULL, BREAKEVEN_NUMBER_MIN_EXCLUSIVE },
  { G_STRUCT_OFFSET (BreakevenUsagePage, own_time_row), "own-time-per-hour" },
  { G_STRUCT_OFFSET (BreakevenUsagePage, build_setup_row), "build-setup-hours" },
  { G_STRUCT_OFFSET (BreakevenUsagePage, vram_needed_row), "vram-needed-gb" },
  { G_STRUCT_OFFSET (BreakevenUsagePage, wall_watts_row), "wall-watts" },
  { G_STRUCT_OFFSET (BreakevenUsagePage, idle_watts_row), "idle-watts" },
  { G_STRUCT_OFFSET (BreakevenUsagePage, cooling_row), "cooling-overhead-percent",
    BREAKEVEN_NUMBER_UNIT_PERCENT },
  { G_STRUCT_OFFSET (BreakevenUsagePage, circuit_limit_row), "circuit-limit-watts" },
  { G_STRUCT_OFFSET (BreakevenUsagePage, price_kwh_row), "price-per-kwh" },
  { G_STRUCT_OFFSET (BreakevenUsagePage, maintenance_row), "maintenance-per-year" },
  { G_STRUCT_OFFSET (BreakevenUsagePage, resale_row), "resale-percent",
    BREAKEVEN_NUMBER_UNIT_PERCENT },
  { G_STRUCT_OFFSET (BreakevenUsagePage, resale_after_row), "resale-after-purchase-percent",
    BREAKEVEN_NUMBER_UNIT_PERCENT, "resale-after-purchase-set" },
  { G_STRUCT_OFFSET (BreakevenUsagePage, interest_row), "interest-percent",
    BREAKEVEN_NUMBER_UNIT_PERCENT },
};

#define FIELD(self, spec) (*(GtkEditable **) G_STRUCT_MEMBER_P (self, (spec)->offset))

/* Hours ------------------------------------------------------------------------------------ */

/* An error of the core as a sentence of the window: its first letter capitalised */
char *
_breakeven_usage_page_sentence_from_error (const GError *error)
{
  GString *sentence = g_string_new (NULL);

  g_string_append_unichar (sentence, g_unichar_totitle (g_utf8_get_char (error->message)));
  g_string_append (sentence, g_utf8_next_char (error->message));
  return g_string_free (sentence, FALSE);
}

/* The project's one rule across the hours, with its message as a sentence of the window */
static char *
usage_hours_reason (BreakevenProject *project,
                    double            hours,
                    double            idle,
                    double            cloud_idle)
{
  g_autoptr(GError) error = NULL;
  gunichar first;
  GString *sentence;

  if (project == NULL
      || breakeven_project_check_usage_hours (project, hours, idle, cloud_idle, &error))
    return NULL;
  first = g_utf8_get_char (error->message);
  sentence = g_string_new (NULL);
  g_string_append_unichar (sentence, g_unichar_totitle (first));
  g_string_append (sentence, g_utf8_next_char (error->message));
  return g_string_free (sentence, FALSE);
}

static char *
check_idle_hours (GtkEditable *editable,
                  double       idle,
                  gpointer     user_data)
{
  BreakevenUsagePage *self = user_data;

  return usage_hours_reason (self->project, NAN, idle, NAN);
}

static char *
check_cloud_idle_hours (GtkEditable *editable,
                        double       idle,
                        gpointer     user_data)
{
  BreakevenUsagePage *self = user_data;

  return usage_hours_reason (self->project, NAN, NAN, idle);
}

/* The reason is written under the row's title and told to screen readers */
static void
show_hours_error (BreakevenUsagePage *self,
                  const char         *reason)
{
  breakeven_widget_set_error (GTK_WIDGET (self->hours_row), reason);
  breakeven_widget_set_error (GTK_WIDGET (self->hours_spin), reason);
  adw_action_row_set_subtitle (self->hours_row, reason != NULL ? reason : "");
  if (reason != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (self->hours_spin),
                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, reason, -1);
  else
    gtk_accessible_reset_property (GTK_ACCESSIBLE (self->hours_spin),
                                   GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
}

static void show_project_hours (BreakevenUsagePage *self);

/* A value past the rule is not taken: the slider and the spin button go back to the hours in
 * use, which the figures show, and the row says why */
static void
on_hours_value_changed (GtkAdjustment      *adjustment,
                        BreakevenUsagePage *self)
{
  double hours = gtk_adjustment_get_value (adjustment);
  g_autofree char *reason = NULL;

  /* Going back to the hours in use (as a refusal does) keeps the refusal's reason shown */
  if (self->updating || self->project == NULL
      || hours == breakeven_project_get_hours_per_day (self->project))
    return;

  reason = usage_hours_reason (self->project, hours, NAN, NAN);
  if (reason == NULL)
    {
      g_autoptr(GError) error = NULL;

      if (!breakeven_usage_check_build_max (hours,
                                            breakeven_project_get_build_max_hours_per_day (self->project),
                                            &error))
        reason = _breakeven_usage_page_sentence_from_error (error);
    }
  if (reason != NULL)
    {
      show_project_hours (self);
      show_hours_error (self, reason);
      return;
    }
  show_hours_error (self, NULL);
  breakeven_project_set_hours_per_day (self->project, hours);
}

/* The spin button's text, parsed as strictly as every other field */
static int
on_hours_spin_input (GtkSpinButton      *spin,
                     double             *new_value,
                     BreakevenUsagePage *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (spin));
  double value;

  if (!breakeven_parse_decimal (text, &value))
    {
      show_hours_error (self, _("Not a number: use digits and “.” as the decimal point"));
      return GTK_INPUT_ERROR;
    }
  if (value < gtk_adjustment_get_lower (self->hours_adjustment)
      || value > gtk_adjustment_get_upper (self->hours_adjustment))
    {
      g_autofree char *low = breakeven_format_number (gtk_adjustment_get_lower (self->hours_adjustment), 0);
      g_autofree char *high = breakeven_format_number (gtk_adjustment_get_upper (self->hours_adjustment), 0);
      /* Translators: the reason a typed value is refused: "Between 0 and 24 hours a day" */
      g_autofree char *reason = g_strdup_printf (_("Between %s and %s hours a day"), low, high);

      show_hours_error (self, reason);
      return GTK_INPUT_ERROR;
    }
  *new_value = value;
  return TRUE;
}

static void
show_project_hours (BreakevenUsagePage *self)
{
  self->updating = TRUE;
  gtk_adjustment_set_value (self->hours_adjustment,
                            breakeven_project_get_hours_per_day (self->project));
  self->updating = FALSE;
  show_hours_error (self, NULL);
}

static void
on_hours_notify (BreakevenUsagePage *self)
{
  show_project_hours (self);
  breakeven_number_field_revalidate (GTK_EDITABLE (self->build_max_row));
  breakeven_number_field_revalidate (GTK_EDITABLE (self->idle_hours_row));
  breakeven_number_field_revalidate (GTK_EDITABLE (self->cloud_idle_hours_row));
}

static void
on_idle_hours_notify (BreakevenUsagePage *self)
{
  /* A refusal of the work hours was for the idle hours of before */
  if (gtk_widget_has_css_class (GTK_WIDGET (self->hours_row), "error"))
    show_hours_error (self, NULL);
}

/* Power ------------------------------------------------------------------------------------ */

/* A fixed wall power that the parts' estimate has left behind (a second GPU added, say) is
 * pointed out, never silently used: more than 20 % apart */
static void
update_wall_hint (BreakevenUsagePage *self)
{
  double parts = breakeven_project_get_parts_power_watts (self->project);
  double wall = breakeven_project_get_wall_watts (self->project);
  gboolean show = breakeven_project_get_wall_watts_set (self->project) && parts > 0 && wall > 0
                  && fabs (wall - parts) > 0.2 * parts;

  gtk_widget_set_visible (GTK_WIDGET (self->wall_hint_row), show);
  if (show)
    {
      g_autofree char *parts_text = breakeven_format_number (parts, 0);
      g_autofree char *wall_text = breakeven_format_number (wall, 0);
      g_autofree char *percent = breakeven_format_number (fabs (wall - parts) / parts * 100, 0);
      /* Translators: the parts' estimate and the wall power used, in watts, then how far apart
       * they are: "The parts add up to 1,083 W; the running cost uses 600 W (45 % apart)..." */
      g_autofree char *subtitle =
        g_strdup_printf (_("The parts add up to %s W; the running cost uses %s W (%s %% apart). "
                           "Turn on the estimate or correct the wall power."),
                         parts_text, wall_text, percent);

      adw_action_row_set_subtitle (self->wall_hint_row, subtitle);
    }
}

static void
update_estimate (BreakevenUsagePage *self)
{
  gboolean estimated = !breakeven_project_get_wall_watts_set (self->project);
  g_autofree char *watts =
    breakeven_format_number (breakeven_project_get_parts_power_watts (self->project), 0);
  /* Translators: the wall power estimated from the parts' power draw */
  g_autofree char *subtitle = g_strdup_printf (_("From the parts: %s W"), watts);

  self->updating = TRUE;
  gtk_switch_set_active (self->estimate_switch, estimated);
  self->updating = FALSE;
  adw_action_row_set_subtitle (self->estimate_row, subtitle);
  gtk_widget_set_sensitive (GTK_WIDGET (self->wall_watts_row), !estimated);
  update_wall_hint (self);
}

/* A warning, not a refusal: the build may still be the right choice on another circuit */
void
_breakeven_usage_page_update_circuit_warning (BreakevenUsagePage *self)
{
  BreakevenAnalysis *a;

  if (self->document == NULL || (a = breakeven_document_get_analysis (self->document)) == NULL)
    return;
  gtk_widget_set_visible (GTK_WIDGET (self->circuit_warning_row), a->over_circuit_limit);
  if (a->over_circuit_limit)
    {
      g_autofree char *wall = breakeven_format_number (a->inputs.wall_watts, 0);
      g_autofree char *limit = breakeven_format_number (a->inputs.circuit_limit_watts, 0);
      /* Translators: the build's wall power, then the circuit's limit, both in watts */
      g_autofree char *subtitle = g_strdup_printf (_("The build draws %s W under load, more than the "
                                                     "circuit's %s W: its breaker could trip"),
                                                   wall, limit);

      adw_action_row_set_subtitle (self->circuit_warning_row, subtitle);
    }
}

static void
on_estimate_switch (GtkSwitch          *widget,
                    GParamSpec         *pspec,
                    BreakevenUsagePage *self)
{
  if (self->updating || self->project == NULL)
    return;
  if (gtk_switch_get_active (widget))
    breakeven_project_unset_wall_watts (self->project);
  else
    /* Start from the estimate, which the user then corrects */
    breakeven_project_set_wall_watts (self->project,
                                      breakeven_project_get_effective_wall_watts (self->project));
}

/* Project ---------------------------------------------------------------------------------- */

static void
on_project_changed (BreakevenUsagePage *self)
{
  update_estimate (self);
  _breakeven_usage_page_update_rates (self);
  _breakeven_usage_page_show_currency (self);
}

static void
breakeven_usage_page_document_changed (BreakevenPage     *page,
                                       BreakevenDocument *old)
{
  BreakevenUsagePage *self = BREAKEVEN_USAGE_PAGE (page);
  BreakevenDocument *document = breakeven_page_get_document (page);

  self->document = document;
  self->project = document ? breakeven_document_get_project (document) : NULL;
  g_clear_pointer (&self->rates_signature, g_free);
  g_signal_group_set_target (self->project_signals, self->project);
  g_binding_group_set_source (self->project_bindings, self->project);
  g_signal_group_set_target (self->bursts_signals,
                             self->project ? breakeven_project_get_bursts (self->project) : NULL);
  for (guint i = 0; i < G_N_ELEMENTS (number_fields); i++)
    breakeven_number_field_set_object (FIELD (self, &number_fields[i]), G_OBJECT (self->project));
  _breakeven_usage_page_on_bursts_items_changed (self);

  if (self->project != NULL)
    {
      show_project_hours (self);
      on_project_changed (self);
      _breakeven_usage_page_update_circuit_warning (self);
    }
}

static void
breakeven_usage_page_dispose (GObject *object)
{
  BreakevenUsagePage *self = BREAKEVEN_USAGE_PAGE (object);

  breakeven_page_set_document (BREAKEVEN_PAGE (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), BREAKEVEN_TYPE_USAGE_PAGE);
  g_clear_object (&self->project_signals);
  g_clear_object (&self->bursts_signals);
  g_clear_object (&self->project_bindings);

  G_OBJECT_CLASS (breakeven_usage_page_parent_class)->dispose (object);
}

static void
breakeven_usage_page_finalize (GObject *object)
{
  BreakevenUsagePage *self = BREAKEVEN_USAGE_PAGE (object);

  g_clear_pointer (&self->rate_rows, g_ptr_array_unref);
  g_clear_pointer (&self->burst_rows, g_ptr_array_unref);
  g_clear_pointer (&self->rates_signature, g_free);

  G_OBJECT_CLASS (breakeven_usage_page_parent_class)->finalize (object);
}

static void
breakeven_usage_page_class_init (BreakevenUsagePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = breakeven_usage_page_dispose;
  object_class->finalize = breakeven_usage_page_finalize;
  BREAKEVEN_PAGE_CLASS (klass)->document_changed = breakeven_usage_page_document_changed;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/ui/breakeven-usage-page.ui");
#define CHILD(name) gtk_widget_class_bind_template_child (widget_class, BreakevenUsagePage, name)
  CHILD (title_row);
  CHILD (currency_row);
  CHILD (hours_row);
  CHILD (hours_adjustment);
  CHILD (hours_scale);
  CHILD (hours_spin);
  CHILD (idle_hours_row);
  CHILD (cloud_idle_hours_row);
  CHILD (horizon_row);
  CHILD (storage_row);
  CHILD (vram_needed_row);
  CHILD (estimate_row);
  CHILD (estimate_switch);
  CHILD (wall_watts_row);
  CHILD (wall_hint_row);
  CHILD (idle_watts_row);
  CHILD (cooling_row);
  CHILD (circuit_limit_row);
  CHILD (circuit_warning_row);
  CHILD (price_kwh_row);
  CHILD (maintenance_row);
  CHILD (resale_row);
  CHILD (resale_after_row);
  CHILD (interest_row);
  CHILD (rates_list);
  CHILD (rate_from_entry);
  CHILD (rate_to_entry);
  CHILD (rate_value_entry);
  CHILD (rate_add_button);
  CHILD (price_change_row);
  CHILD (bursts_group);
  CHILD (burst_add_button);
  CHILD (build_max_row);
  CHILD (own_time_row);
  CHILD (build_setup_row);
#undef CHILD
  gtk_widget_class_bind_template_callback (widget_class, on_hours_value_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_hours_spin_input);
  gtk_widget_class_bind_template_callback (widget_class, on_estimate_switch);
  /* The rates' and the bursts' callbacks, in their own files, under the template's names */
#define CALLBACK(name) \
  gtk_widget_class_bind_template_callback_full (widget_class, #name, \
                                                G_CALLBACK (_breakeven_usage_page_##name))
  CALLBACK (on_currency_changed);
  CALLBACK (on_new_rate_changed);
  CALLBACK (on_add_rate);
  CALLBACK (on_add_burst);
#undef CALLBACK
}

static void
breakeven_usage_page_init (BreakevenUsagePage *self)
{
  self->rate_rows = g_ptr_array_new ();
  self->burst_rows = g_ptr_array_new ();
  gtk_widget_init_template (GTK_WIDGET (self));

  g_signal_group_connect_object (breakeven_page_get_document_signals (BREAKEVEN_PAGE (self)),
                                 "notify::analysis",
                                 G_CALLBACK (_breakeven_usage_page_on_analysis_notify), self,
                                 G_CONNECT_SWAPPED);
  self->bursts_signals = g_signal_group_new (G_TYPE_LIST_STORE);
  g_signal_group_connect_object (self->bursts_signals, "items-changed",
                                 G_CALLBACK (_breakeven_usage_page_on_bursts_items_changed), self,
                                 G_CONNECT_SWAPPED);
  self->project_signals = g_signal_group_new (BREAKEVEN_TYPE_PROJECT);
  g_signal_group_connect_object (self->project_signals, "changed",
                                 G_CALLBACK (on_project_changed), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->project_signals, "notify::hours-per-day",
                                 G_CALLBACK (on_hours_notify), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->project_signals, "notify::horizon-months",
                                 G_CALLBACK (_breakeven_usage_page_on_horizon_notify), self,
                                 G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->project_signals, "notify::idle-hours-per-day",
                                 G_CALLBACK (on_idle_hours_notify), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->project_signals, "notify::cloud-idle-hours-per-day",
                                 G_CALLBACK (on_idle_hours_notify), self, G_CONNECT_SWAPPED);
  self->project_bindings = g_binding_group_new ();
  g_binding_group_bind (self->project_bindings, "title", self->title_row, "text",
                        G_BINDING_SYNC_CREATE | G_BINDING_BIDIRECTIONAL);

  for (guint i = 0; i < G_N_ELEMENTS (number_fields); i++)
    {
      breakeven_number_field_setup_for_property (FIELD (self, &number_fields[i]),
                                                 BREAKEVEN_TYPE_PROJECT,
                                                 number_fields[i].property,
                                                 number_fields[i].flags);
      breakeven_number_field_set_unit (FIELD (self, &number_fields[i]), number_fields[i].unit);
      if (number_fields[i].set_property != NULL)
        breakeven_number_field_set_optional (FIELD (self, &number_fields[i]),
                                             number_fields[i].set_property);
    }
  {
    g_autoptr(GTypeClass) klass = g_type_class_ref (BREAKEVEN_TYPE_PROJECT);
    GParamSpecDouble *range = G_PARAM_SPEC_DOUBLE (
      g_object_class_find_property (G_OBJECT_CLASS (klass), "hours-per-day"));

    gtk_adjustment_set_lower (self->hours_adjustment, range->minimum);
    gtk_adjustment_set_upper (self->hours_adjustment, range->maximum);
  }
  {
    GtkEventController *focus = gtk_event_controller_focus_new ();

    g_signal_connect_object (focus, "leave",
                             G_CALLBACK (_breakeven_usage_page_on_currency_focus_leave), self,
                             G_CONNECT_SWAPPED);
    gtk_widget_add_controller (GTK_WIDGET (self->currency_row), focus);
  }
  breakeven_number_field_set_check (GTK_EDITABLE (self->build_max_row),
                                    _breakeven_usage_page_check_build_max, self);
  breakeven_number_field_set_check (GTK_EDITABLE (self->horizon_row),
                                    _breakeven_usage_page_check_horizon, self);
  breakeven_number_field_set_check (GTK_EDITABLE (self->idle_hours_row), check_idle_hours, self);
  breakeven_number_field_set_check (GTK_EDITABLE (self->cloud_idle_hours_row),
                                    check_cloud_idle_hours, self);
}

GtkWidget *
breakeven_usage_page_new (void)
{
  return g_object_new (BREAKEVEN_TYPE_USAGE_PAGE, NULL);
}

BreakevenProject *
breakeven_usage_page_get_project (BreakevenUsagePage *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_USAGE_PAGE (self), NULL);
  return self->project;
}
