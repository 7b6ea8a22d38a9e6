/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-usage-page.c: usage, power, running costs, currency and exchange rates
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
#include "breakeven-usage-page.h"
#include "breakeven-limits.h"

struct _BreakevenUsagePage
{
  AdwBin parent_instance;

  AdwEntryRow *title_row;
  AdwEntryRow *currency_row;
  AdwActionRow *hours_row;
  GtkAdjustment *hours_adjustment;
  GtkScale *hours_scale;
  GtkSpinButton *hours_spin;
  AdwEntryRow *idle_hours_row;
  AdwEntryRow *cloud_idle_hours_row;
  AdwEntryRow *horizon_row;
  AdwEntryRow *storage_row;
  AdwEntryRow *price_change_row;
  AdwEntryRow *vram_needed_row;
  AdwActionRow *estimate_row;
  GtkSwitch *estimate_switch;
  AdwEntryRow *wall_watts_row;
  AdwActionRow *wall_hint_row;
  AdwEntryRow *idle_watts_row;
  AdwEntryRow *cooling_row;
  AdwEntryRow *circuit_limit_row;
  AdwActionRow *circuit_warning_row;
  AdwEntryRow *price_kwh_row;
  AdwEntryRow *maintenance_row;
  AdwEntryRow *resale_row;
  AdwEntryRow *resale_after_row;
  AdwEntryRow *interest_row;
  GtkListBox *rates_list;
  GtkEntry *rate_from_entry;
  GtkEntry *rate_to_entry;
  GtkEntry *rate_value_entry;
  GtkButton *rate_add_button;
  AdwPreferencesGroup *bursts_group;
  GtkButton *burst_add_button;
  AdwEntryRow *build_max_row;
  AdwEntryRow *own_time_row;
  AdwEntryRow *build_setup_row;

  BreakevenDocument *document;
  /* Borrowed from the document, which keeps one project for its life */
  BreakevenProject *project;
  GSignalGroup *document_signals;
  GSignalGroup *project_signals;
  GSignalGroup *bursts_signals;
  GBindingGroup *project_bindings;
  GPtrArray *rate_rows;
  GPtrArray *burst_rows;        /* one AdwExpanderRow per burst, in the project's order */
  char *rates_signature;
  gboolean updating;
};

G_DEFINE_FINAL_TYPE (BreakevenUsagePage, breakeven_usage_page, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_DOCUMENT,
  PROP_PROJECT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

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
static char *
sentence_from_error (const GError *error)
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
        reason = sentence_from_error (error);
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
static void
update_circuit_warning (BreakevenUsagePage *self)
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

/* Currency and rates ------------------------------------------------------------------------ */

static void
on_currency_changed (AdwEntryRow        *row,
                     BreakevenUsagePage *self)
{
  g_autofree char *code = g_ascii_strup (gtk_editable_get_text (GTK_EDITABLE (row)), -1);

  if (self->updating || self->project == NULL)
    return;
  if (!breakeven_currency_code_is_valid (code))
    {
      breakeven_widget_set_error (GTK_WIDGET (row), _("A currency is a three-letter code, such as CNY, USD or EUR"));
      return;
    }
  breakeven_widget_set_error (GTK_WIDGET (row), NULL);
  breakeven_project_set_currency (self->project, code);
}

static void
show_currency (BreakevenUsagePage *self)
{
  const char *code = breakeven_project_get_currency (self->project);
  g_autofree char *shown = g_ascii_strup (gtk_editable_get_text (GTK_EDITABLE (self->currency_row)), -1);

  if (g_strcmp0 (shown, code) == 0)
    return;
  self->updating = TRUE;
  gtk_editable_set_text (GTK_EDITABLE (self->currency_row), code);
  self->updating = FALSE;
  breakeven_widget_set_error (GTK_WIDGET (self->currency_row), NULL);
}

/* Leaving a refused currency: the row shows the project's again, and says what was not used */
static void
on_currency_focus_leave (BreakevenUsagePage *self)
{
  GtkWidget *row = GTK_WIDGET (self->currency_row);
  g_autofree char *quoted = NULL;
  g_autofree char *note = NULL;

  if (self->project == NULL || !gtk_widget_has_css_class (row, "error"))
    return;
  quoted = breakeven_format_quoted (gtk_editable_get_text (GTK_EDITABLE (row)));
  /* Translators: a refused currency code, then why */
  note = g_strdup_printf (_("“%s” was not used. %s"), quoted, breakeven_widget_get_reason (row));
  self->updating = TRUE;
  gtk_editable_set_text (GTK_EDITABLE (row), breakeven_project_get_currency (self->project));
  self->updating = FALSE;
  breakeven_widget_set_note (row, note);
}

static void
on_remove_rate (GtkButton          *button,
                BreakevenUsagePage *self)
{
  const char *from = g_object_get_data (G_OBJECT (button), "from");
  const char *to = g_object_get_data (G_OBJECT (button), "to");

  breakeven_project_remove_exchange_rate (self->project, from, to);
}

static char *
rates_signature (BreakevenProject *project)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < breakeven_project_get_n_exchange_rates (project); i++)
    {
      const char *from, *to;
      double rate;
      char buf[G_ASCII_DTOSTR_BUF_SIZE];

      breakeven_project_get_nth_exchange_rate (project, i, &from, &to, &rate);
      g_string_append_printf (s, "%s>%s=%s;", from, to, g_ascii_dtostr (buf, sizeof buf, rate));
    }
  return g_string_free (s, FALSE);
}

/* Rebuilds the rate rows, only when the rates differ from those shown */
static void
update_rates (BreakevenUsagePage *self)
{
  g_autofree char *signature = rates_signature (self->project);

  if (g_strcmp0 (signature, self->rates_signature) == 0)
    return;
  g_free (self->rates_signature);
  self->rates_signature = g_steal_pointer (&signature);

  for (guint i = 0; i < self->rate_rows->len; i++)
    gtk_list_box_remove (self->rates_list, g_ptr_array_index (self->rate_rows, i));
  g_ptr_array_set_size (self->rate_rows, 0);

  for (guint i = 0; i < breakeven_project_get_n_exchange_rates (self->project); i++)
    {
      const char *from, *to;
      double rate;
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *remove = gtk_button_new_from_icon_name ("user-trash-symbolic");
      g_autofree char *number = NULL;
      g_autofree char *title = NULL;

      breakeven_project_get_nth_exchange_rate (self->project, i, &from, &to, &rate);
      number = breakeven_format_number (rate, rate >= 100 ? 2 : 4);
      /* Translators: an exchange rate, e.g. "1 USD = 7.1000 CNY" */
      title = g_strdup_printf (_("1 %s = %s %s"), from, number, to);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      gtk_widget_set_valign (remove, GTK_ALIGN_CENTER);
      gtk_widget_add_css_class (remove, "flat");
      gtk_widget_set_tooltip_text (remove, _("Remove this rate"));
      g_object_set_data_full (G_OBJECT (remove), "from", g_strdup (from), g_free);
      g_object_set_data_full (G_OBJECT (remove), "to", g_strdup (to), g_free);
      g_signal_connect (remove, "clicked", G_CALLBACK (on_remove_rate), self);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), remove);
      gtk_list_box_insert (self->rates_list, row, (int) i);
      g_ptr_array_add (self->rate_rows, row);
    }
}

/* The new-rate row: both codes valid and different, a rate > 0 */
static gboolean
read_new_rate (BreakevenUsagePage *self,
               char              **from,
               char              **to,
               double             *rate)
{
  g_autofree char *f = g_ascii_strup (gtk_editable_get_text (GTK_EDITABLE (self->rate_from_entry)), -1);
  g_autofree char *t = g_ascii_strup (gtk_editable_get_text (GTK_EDITABLE (self->rate_to_entry)), -1);
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->rate_value_entry));
  gboolean from_ok = breakeven_currency_code_is_valid (f);
  gboolean to_ok = breakeven_currency_code_is_valid (t) && g_strcmp0 (f, t) != 0;
  double value = 0;
  gboolean rate_ok = breakeven_parse_decimal (text, &value) && value >= BREAKEVEN_MIN_EXCHANGE_RATE
                     && value <= BREAKEVEN_MAX_EXCHANGE_RATE;
  gboolean room = TRUE;

  /* A new pair past the most a file holds is refused (a known pair only changes its rate) */
  if (self->project != NULL && from_ok && to_ok
      && breakeven_project_get_n_exchange_rates (self->project) >= BREAKEVEN_MAX_ITEMS)
    {
      room = FALSE;
      for (guint i = 0; i < breakeven_project_get_n_exchange_rates (self->project); i++)
        {
          const char *known_from, *known_to;
          double known;

          breakeven_project_get_nth_exchange_rate (self->project, i, &known_from, &known_to, &known);
          if (g_strcmp0 (known_from, f) == 0 && g_strcmp0 (known_to, t) == 0)
            room = TRUE;
        }
    }

  breakeven_widget_set_error (GTK_WIDGET (self->rate_from_entry),
                              !from_ok && *f ? _("A three-letter currency code") : NULL);
  breakeven_widget_set_error (GTK_WIDGET (self->rate_to_entry),
                              !to_ok && *t ? _("A three-letter currency code, not the same as the first") : NULL);
  breakeven_widget_set_error (GTK_WIDGET (self->rate_value_entry),
                              !rate_ok && *text ? _("A rate is a number from 0.000001 to 1,000,000") : NULL);
  if (!room)
    {
      g_autofree char *full = g_strdup_printf (_("A project holds at most %u exchange rates"),
                                               (guint) BREAKEVEN_MAX_ITEMS);

      breakeven_widget_set_error (GTK_WIDGET (self->rate_to_entry), full);
      to_ok = FALSE;
    }
  if (from)
    *from = g_steal_pointer (&f);
  if (to)
    *to = g_steal_pointer (&t);
  *rate = value;
  return from_ok && to_ok && rate_ok;
}

static void
on_new_rate_changed (BreakevenUsagePage *self)
{
  double rate;

  gtk_widget_set_sensitive (GTK_WIDGET (self->rate_add_button),
                            read_new_rate (self, NULL, NULL, &rate));
}

static void
on_add_rate (BreakevenUsagePage *self)
{
  g_autofree char *from = NULL;
  g_autofree char *to = NULL;
  double rate;

  if (self->project == NULL || !read_new_rate (self, &from, &to, &rate))
    return;
  breakeven_project_set_exchange_rate (self->project, from, to, rate);
  gtk_editable_set_text (GTK_EDITABLE (self->rate_from_entry), "");
  gtk_editable_set_text (GTK_EDITABLE (self->rate_value_entry), "");
}

/* Bursts ----------------------------------------------------------------------------------- */

/* The reader's rule: the build's most hours a day at least the hours of work */
static char *
check_build_max (GtkEditable *editable,
                 double       build_max,
                 gpointer     user_data)
{
  BreakevenUsagePage *self = user_data;
  g_autoptr(GError) error = NULL;

  if (self->project == NULL
      || breakeven_usage_check_build_max (breakeven_project_get_hours_per_day (self->project),
                                          build_max, &error))
    return NULL;
  return sentence_from_error (error);
}

/* The reader's rule: a burst's first occurrence below the horizon */
static char *
check_first_month (GtkEditable *editable,
                   double       month,
                   gpointer     user_data)
{
  BreakevenUsagePage *self = user_data;
  double horizon;
  g_autofree char *text = NULL;

  if (self->project == NULL)
    return NULL;
  horizon = breakeven_project_get_horizon_months (self->project);
  if (month < horizon)
    return NULL;
  text = breakeven_format_number (horizon, horizon == floor (horizon) ? 0 : 1);
  /* Translators: the reason a burst's first month is refused, e.g. "Below the horizon of 36
   * months" */
  return g_strdup_printf (_("Below the horizon of %s months"), text);
}

/* The reader's rule the other way: the horizon above every burst's first month */
static char *
check_horizon (GtkEditable *editable,
               double       horizon,
               gpointer     user_data)
{
  BreakevenUsagePage *self = user_data;
  GListModel *bursts;
  double latest = -1;

  if (self->project == NULL)
    return NULL;
  bursts = G_LIST_MODEL (breakeven_project_get_bursts (self->project));
  for (guint i = 0; i < g_list_model_get_n_items (bursts); i++)
    {
      g_autoptr(BreakevenBurst) burst = g_list_model_get_item (bursts, i);

      latest = MAX (latest, breakeven_burst_get_first_month (burst));
    }
  if (horizon > latest)
    return NULL;
  {
    g_autofree char *first = breakeven_format_number (latest, latest == floor (latest) ? 0 : 1);

    /* Translators: the reason a horizon is refused, e.g. "Must be above the first month of
     * every burst (30)" */
    return g_strdup_printf (_("Must be above the first month of every burst (%s)"), first);
  }
}

static BreakevenBurst *
burst_of_widget (GtkWidget *widget)
{
  return g_object_get_data (G_OBJECT (widget), "burst");
}

static void
on_remove_burst (GtkButton          *button,
                 BreakevenUsagePage *self)
{
  GListStore *store = breakeven_project_get_bursts (self->project);
  guint position;

  if (!g_list_store_find (store, burst_of_widget (GTK_WIDGET (button)), &position))
    return;
  breakeven_document_begin_step (self->document, _("Delete Burst"));
  g_list_store_remove (store, position);
  breakeven_document_end_step (self->document);
}

static void
on_duplicate_burst (GtkButton          *button,
                    BreakevenUsagePage *self)
{
  GListStore *store = breakeven_project_get_bursts (self->project);
  BreakevenBurst *burst = burst_of_widget (GTK_WIDGET (button));
  g_autoptr(BreakevenBurst) copy = NULL;
  guint position;

  if (!g_list_store_find (store, burst, &position)
      || g_list_model_get_n_items (G_LIST_MODEL (store)) >= BREAKEVEN_MAX_BURSTS)
    return;
  copy = breakeven_burst_copy (burst);
  breakeven_document_begin_step (self->document, _("Duplicate Burst"));
  g_list_store_insert (store, position + 1, copy);
  breakeven_document_end_step (self->document);
}

static void
on_add_burst (BreakevenUsagePage *self)
{
  GListStore *store;
  g_autoptr(BreakevenBurst) burst = NULL;

  if (self->project == NULL)
    return;
  store = breakeven_project_get_bursts (self->project);
  if (g_list_model_get_n_items (G_LIST_MODEL (store)) >= BREAKEVEN_MAX_BURSTS)
    return;
  /* Translators: the name of a new burst, before the user names it */
  burst = breakeven_burst_new (_("Deadline"), 1, 0, 14, 100);
  breakeven_document_begin_step (self->document, _("Add Burst"));
  g_list_store_append (store, burst);
  breakeven_document_end_step (self->document);
}

/* The burst's name as its row's title ("Untitled burst" while it has none) */
static void
update_burst_title (GtkWidget *row)
{
  const char *name = breakeven_burst_get_name (burst_of_widget (row));

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row),
                                 name != NULL && *name != '\0' ? name : _("Untitled burst"));
}

/* Under each burst, what it means for the build: the core's line, from the analysis */
static void
update_burst_lines (BreakevenUsagePage *self)
{
  BreakevenAnalysis *a;

  if (self->document == NULL || (a = breakeven_document_get_analysis (self->document)) == NULL)
    return;
  for (guint i = 0; i < self->burst_rows->len; i++)
    {
      GtkWidget *row = g_ptr_array_index (self->burst_rows, i);
      g_autofree char *line = NULL;

      if (i < breakeven_analysis_get_n_bursts (a))
        line = breakeven_report_burst_line (breakeven_analysis_get_burst (a, i));
      adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (row), line != NULL ? line : "");
    }
}

static GtkWidget *
burst_field (BreakevenUsagePage *self,
             GtkWidget          *expander,
             BreakevenBurst     *burst,
             const char         *name,
             const char         *title,
             const char         *property,
             BreakevenNumberFlags flags)
{
  GtkWidget *row = adw_entry_row_new ();

  gtk_widget_set_name (row, name);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_entry_row_set_input_purpose (ADW_ENTRY_ROW (row), GTK_INPUT_PURPOSE_NUMBER);
  breakeven_number_field_setup_for_property (GTK_EDITABLE (row), BREAKEVEN_TYPE_BURST,
                                             property, flags);
  breakeven_number_field_set_object (GTK_EDITABLE (row), G_OBJECT (burst));
  adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), row);
  return row;
}

static GtkWidget *
burst_row_new (BreakevenUsagePage *self,
               BreakevenBurst     *burst)
{
  GtkWidget *expander = adw_expander_row_new ();
  GtkWidget *name_row = adw_entry_row_new ();
  GtkWidget *first_row;
  GtkWidget *actions = adw_action_row_new ();
  GtkWidget *duplicate = gtk_button_new_with_mnemonic (_("_Duplicate"));
  GtkWidget *remove = gtk_button_new_with_mnemonic (_("_Remove"));

  gtk_widget_set_name (expander, "burst-row");
  g_object_set_data_full (G_OBJECT (expander), "burst", g_object_ref (burst), g_object_unref);
  update_burst_title (expander);
  g_signal_connect_object (burst, "notify::name", G_CALLBACK (update_burst_title), expander,
                           G_CONNECT_SWAPPED);

  gtk_widget_set_name (name_row, "burst-name-row");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (name_row), _("Name"));
  g_object_bind_property (burst, "name", name_row, "text",
                          G_BINDING_SYNC_CREATE | G_BINDING_BIDIRECTIONAL);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), name_row);
  burst_field (self, expander, burst, "burst-per-year-row", _("Times a year"), "per-year",
               BREAKEVEN_NUMBER_INTEGER);
  first_row = burst_field (self, expander, burst, "burst-first-month-row",
                           _("First month (0: at the start)"), "first-month",
                           BREAKEVEN_NUMBER_DEFAULT);
  breakeven_number_field_set_check (GTK_EDITABLE (first_row), check_first_month, self);
  g_object_set_data (G_OBJECT (expander), "first-month-row", first_row);
  burst_field (self, expander, burst, "burst-days-row", _("Days to the deadline"), "days",
               BREAKEVEN_NUMBER_DEFAULT);
  burst_field (self, expander, burst, "burst-work-hours-row",
               _("Work hours (as measured on the build)"), "work-hours",
               BREAKEVEN_NUMBER_MIN_EXCLUSIVE);

  for (GtkWidget *button = duplicate; button != NULL; button = button == duplicate ? remove : NULL)
    {
      gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
      g_object_set_data_full (G_OBJECT (button), "burst", g_object_ref (burst), g_object_unref);
      adw_action_row_add_suffix (ADW_ACTION_ROW (actions), button);
    }
  gtk_widget_set_name (duplicate, "burst-duplicate-button");
  gtk_widget_set_name (remove, "burst-remove-button");
  gtk_widget_add_css_class (remove, "destructive-action");
  g_signal_connect (duplicate, "clicked", G_CALLBACK (on_duplicate_burst), self);
  g_signal_connect (remove, "clicked", G_CALLBACK (on_remove_burst), self);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), actions);
  return expander;
}

static void
clear_burst_rows (BreakevenUsagePage *self)
{
  for (guint i = 0; i < self->burst_rows->len; i++)
    {
      GtkWidget *row = g_ptr_array_index (self->burst_rows, i);

      g_signal_handlers_disconnect_by_data (burst_of_widget (row), row);
      adw_preferences_group_remove (self->bursts_group, row);
    }
  g_ptr_array_set_size (self->burst_rows, 0);
}

/* One row per burst, rebuilt when bursts are added or removed (an edit changes a burst in
 * place, and undo too, so a field being typed in stays) */
static void
on_bursts_items_changed (BreakevenUsagePage *self)
{
  GListModel *bursts;
  guint n;

  clear_burst_rows (self);
  if (self->project == NULL)
    return;
  bursts = G_LIST_MODEL (breakeven_project_get_bursts (self->project));
  n = g_list_model_get_n_items (bursts);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(BreakevenBurst) burst = g_list_model_get_item (bursts, i);
      GtkWidget *row = burst_row_new (self, burst);

      adw_preferences_group_add (self->bursts_group, row);
      g_ptr_array_add (self->burst_rows, row);
    }
  gtk_widget_set_sensitive (GTK_WIDGET (self->burst_add_button), n < BREAKEVEN_MAX_BURSTS);
  update_burst_lines (self);
}

/* The horizon and the bursts' first months are checked against each other */
static void
on_horizon_notify (BreakevenUsagePage *self)
{
  for (guint i = 0; i < self->burst_rows->len; i++)
    breakeven_number_field_revalidate (
      g_object_get_data (g_ptr_array_index (self->burst_rows, i), "first-month-row"));
}

static void
on_analysis_notify (BreakevenUsagePage *self)
{
  update_circuit_warning (self);
  update_burst_lines (self);
}

/* Project ---------------------------------------------------------------------------------- */

static void
on_project_changed (BreakevenUsagePage *self)
{
  update_estimate (self);
  update_rates (self);
  show_currency (self);
}

static void
set_document (BreakevenUsagePage *self,
              BreakevenDocument  *document)
{
  if (self->document == document)
    return;

  g_set_object (&self->document, document);
  self->project = document ? breakeven_document_get_project (document) : NULL;
  g_clear_pointer (&self->rates_signature, g_free);
  g_signal_group_set_target (self->document_signals, document);
  g_signal_group_set_target (self->project_signals, self->project);
  g_binding_group_set_source (self->project_bindings, self->project);
  g_signal_group_set_target (self->bursts_signals,
                             self->project ? breakeven_project_get_bursts (self->project) : NULL);
  for (guint i = 0; i < G_N_ELEMENTS (number_fields); i++)
    breakeven_number_field_set_object (FIELD (self, &number_fields[i]), G_OBJECT (self->project));
  on_bursts_items_changed (self);

  if (self->project != NULL)
    {
      show_project_hours (self);
      on_project_changed (self);
      update_circuit_warning (self);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DOCUMENT]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PROJECT]);
}

static void
breakeven_usage_page_dispose (GObject *object)
{
  BreakevenUsagePage *self = BREAKEVEN_USAGE_PAGE (object);

  set_document (self, NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), BREAKEVEN_TYPE_USAGE_PAGE);
  g_clear_object (&self->document_signals);
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
breakeven_usage_page_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  BreakevenUsagePage *self = BREAKEVEN_USAGE_PAGE (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT: g_value_set_object (value, self->document); break;
    case PROP_PROJECT: g_value_set_object (value, self->project); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
breakeven_usage_page_set_property (GObject      *object,
                                   guint         prop_id,
                                   const GValue *value,
                                   GParamSpec   *pspec)
{
  BreakevenUsagePage *self = BREAKEVEN_USAGE_PAGE (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT: set_document (self, g_value_get_object (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
breakeven_usage_page_class_init (BreakevenUsagePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = breakeven_usage_page_dispose;
  object_class->finalize = breakeven_usage_page_finalize;
  object_class->get_property = breakeven_usage_page_get_property;
  object_class->set_property = breakeven_usage_page_set_property;

  properties[PROP_DOCUMENT] =
    g_param_spec_object ("document", NULL, NULL, BREAKEVEN_TYPE_DOCUMENT,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PROJECT] =
    g_param_spec_object ("project", NULL, NULL, BREAKEVEN_TYPE_PROJECT,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

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
  gtk_widget_class_bind_template_callback (widget_class, on_currency_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_new_rate_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_add_rate);
  gtk_widget_class_bind_template_callback (widget_class, on_add_burst);
}

static void
breakeven_usage_page_init (BreakevenUsagePage *self)
{
  self->rate_rows = g_ptr_array_new ();
  self->burst_rows = g_ptr_array_new ();
  gtk_widget_init_template (GTK_WIDGET (self));

  self->document_signals = g_signal_group_new (BREAKEVEN_TYPE_DOCUMENT);
  g_signal_group_connect_object (self->document_signals, "notify::analysis",
                                 G_CALLBACK (on_analysis_notify), self, G_CONNECT_SWAPPED);
  self->bursts_signals = g_signal_group_new (G_TYPE_LIST_STORE);
  g_signal_group_connect_object (self->bursts_signals, "items-changed",
                                 G_CALLBACK (on_bursts_items_changed), self, G_CONNECT_SWAPPED);
  self->project_signals = g_signal_group_new (BREAKEVEN_TYPE_PROJECT);
  g_signal_group_connect_object (self->project_signals, "changed",
                                 G_CALLBACK (on_project_changed), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->project_signals, "notify::hours-per-day",
                                 G_CALLBACK (on_hours_notify), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->project_signals, "notify::horizon-months",
                                 G_CALLBACK (on_horizon_notify), self, G_CONNECT_SWAPPED);
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

    g_signal_connect_object (focus, "leave", G_CALLBACK (on_currency_focus_leave), self,
                             G_CONNECT_SWAPPED);
    gtk_widget_add_controller (GTK_WIDGET (self->currency_row), focus);
  }
  breakeven_number_field_set_check (GTK_EDITABLE (self->build_max_row), check_build_max, self);
  breakeven_number_field_set_check (GTK_EDITABLE (self->horizon_row), check_horizon, self);
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
