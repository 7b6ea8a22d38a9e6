/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-number-field.c: a typed number in a GtkEditable, bound to a model property */

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "breakeven-format.h"
#include "breakeven-number-field.h"
#include "breakeven-limits.h"

/* A number field is behaviour given to any GtkEditable of a template (an AdwEntryRow, a
 * GtkEntry in a cell), not a class of its own, so its state is the editable's object data;
 * the hint and reason keys hold on the widget that shows them (the editable or its row). */
#define FIELD_KEY "breakeven-number-field"
#define HINT_KEY "breakeven-hint"
#define REASON_KEY "breakeven-reason"
#define REASON_LABEL_KEY "breakeven-reason-label"

typedef struct
{
  GtkEditable *editable; /* not a reference: the field lives as the editable's data */
  char *property;
  char *set_property;   /* an optional value: empty text sets this one to FALSE */
  double min, max;
  BreakevenNumberFlags flags;
  BreakevenNumberUnit unit;
  BreakevenNumberCheck check;
  gpointer check_data;
  GObject *object;
  gulong notify_id;
  gulong set_notify_id;
  gulong changed_id;
  guint unset_id;       /* an emptied optional field, applied once the text settles */
  gboolean valid;
  gboolean updating;
  /* The texts applied since the user started typing, each with the value it replaced: a
   * refused text takes back those that are its beginning ("1" of "1e999"), so that what stays
   * in use is never a part of a refused value */
  GArray *applied;      /* of Applied, the last applied last */
} NumberField;

typedef struct
{
  char *text;
  gboolean before_set;
  double before;
} Applied;

/* More keystrokes than anyone types into one number field */
#define MAX_APPLIED 64

static NumberField *
get_field (GtkEditable *editable)
{
  return g_object_get_data (G_OBJECT (editable), FIELD_KEY);
}

/* The reason (or note) in words where the user sees it: beside an AdwEntryRow's text, as the
 * icon of a GtkEntry (with the reason as its tooltip), and for screen readers as the widget's
 * accessible description */
static void
show_reason (GtkWidget  *widget,
             const char *text,
             gboolean    is_error)
{
  GtkWidget *label = g_object_get_data (G_OBJECT (widget), REASON_LABEL_KEY);

  g_object_set_data_full (G_OBJECT (widget), REASON_KEY, g_strdup (text), g_free);
  if (text != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                    text, -1);
  else
    gtk_accessible_reset_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);

  if (ADW_IS_ENTRY_ROW (widget))
    {
      if (label == NULL && text != NULL)
        {
          label = gtk_label_new (NULL);
          gtk_widget_set_name (label, "field-reason");
          gtk_label_set_wrap (GTK_LABEL (label), TRUE);
          gtk_label_set_max_width_chars (GTK_LABEL (label), 24);
          gtk_label_set_xalign (GTK_LABEL (label), 1);
          gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_RIGHT);
          gtk_widget_set_valign (label, GTK_ALIGN_CENTER);
          gtk_widget_add_css_class (label, "caption");
          adw_entry_row_add_suffix (ADW_ENTRY_ROW (widget), label);
          g_object_set_data (G_OBJECT (widget), REASON_LABEL_KEY, label);
        }
      if (label != NULL)
        {
          gtk_label_set_text (GTK_LABEL (label), text != NULL ? text : "");
          /* A line of up to 24 characters, then more lines: the text keeps most of the row */
          gtk_label_set_width_chars (GTK_LABEL (label),
                                     text != NULL ? (int) MIN (g_utf8_strlen (text, -1), 24) : -1);
          gtk_widget_set_visible (label, text != NULL);
          if (is_error)
            {
              gtk_widget_remove_css_class (label, "dim-label");
              gtk_widget_add_css_class (label, "error");
            }
          else
            {
              gtk_widget_remove_css_class (label, "error");
              gtk_widget_add_css_class (label, "dim-label");
            }
        }
    }
  else if (GTK_IS_ENTRY (widget))
    {
      gtk_entry_set_icon_from_icon_name (GTK_ENTRY (widget), GTK_ENTRY_ICON_SECONDARY,
                                         text == NULL ? NULL
                                         : is_error ? "dialog-warning-symbolic"
                                                    : "dialog-information-symbolic");
      gtk_entry_set_icon_tooltip_text (GTK_ENTRY (widget), GTK_ENTRY_ICON_SECONDARY, text);
    }
}

void
breakeven_widget_set_error (GtkWidget  *widget,
                            const char *reason)
{
  if (reason != NULL)
    {
      /* The tooltip saying what the field means comes back once the error is gone */
      if (!gtk_widget_has_css_class (widget, "error"))
        g_object_set_data_full (G_OBJECT (widget), HINT_KEY,
                                g_strdup (gtk_widget_get_tooltip_text (widget)), g_free);
      gtk_widget_add_css_class (widget, "error");
      gtk_widget_set_tooltip_text (widget, reason);
      gtk_accessible_update_state (GTK_ACCESSIBLE (widget),
                                   GTK_ACCESSIBLE_STATE_INVALID, GTK_ACCESSIBLE_INVALID_TRUE,
                                   -1);
      if (g_strcmp0 (reason, g_object_get_data (G_OBJECT (widget), REASON_KEY)) != 0)
        show_reason (widget, reason, TRUE);
      return;
    }
  if (gtk_widget_has_css_class (widget, "error"))
    {
      gtk_widget_remove_css_class (widget, "error");
      gtk_widget_set_tooltip_text (widget, g_object_get_data (G_OBJECT (widget), HINT_KEY));
      g_object_set_data (G_OBJECT (widget), HINT_KEY, NULL);
      gtk_accessible_reset_state (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_STATE_INVALID);
    }
  /* A note about an earlier refusal goes too: the user has typed a value since */
  if (g_object_get_data (G_OBJECT (widget), REASON_KEY) != NULL)
    show_reason (widget, NULL, FALSE);
}

void
breakeven_widget_set_note (GtkWidget  *widget,
                           const char *note)
{
  breakeven_widget_set_error (widget, NULL);
  if (note != NULL)
    show_reason (widget, note, FALSE);
}

const char *
breakeven_widget_get_reason (GtkWidget *widget)
{
  return g_object_get_data (G_OBJECT (widget), REASON_KEY);
}

char *
breakeven_number_to_text (double value)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];

  if (!isfinite (value))
    return g_strdup ("");
  if (fabs (value) < 1e15 && value == floor (value))
    return g_strdup_printf ("%.0f", value);
  /* %.10g keeps what a person typed (0.6, 649.5) without binary noise */
  g_ascii_formatd (buf, sizeof buf, "%.10g", value);
  if (strchr (buf, 'e') != NULL)
    g_ascii_formatd (buf, sizeof buf, "%.6f", value);
  return g_strdup (buf);
}

static double
get_model_value (NumberField *field)
{
  GValue value = G_VALUE_INIT;
  GValue as_double = G_VALUE_INIT;
  double result;

  g_object_get_property (field->object, field->property, &value);
  g_value_init (&as_double, G_TYPE_DOUBLE);
  g_value_transform (&value, &as_double);
  result = g_value_get_double (&as_double);
  g_value_unset (&value);
  g_value_unset (&as_double);
  return result;
}

static void
set_model_value (NumberField *field,
                 double       number)
{
  GParamSpec *pspec = g_object_class_find_property (G_OBJECT_GET_CLASS (field->object),
                                                    field->property);
  GValue as_double = G_VALUE_INIT;
  GValue value = G_VALUE_INIT;

  g_value_init (&as_double, G_TYPE_DOUBLE);
  g_value_set_double (&as_double, number);
  g_value_init (&value, pspec->value_type);
  g_value_transform (&as_double, &value);
  g_object_set_property (field->object, field->property, &value);
  g_value_unset (&value);
  g_value_unset (&as_double);
}

/* FALSE only for an optional value that is not set (the model uses its default) */
static gboolean
get_model_set (NumberField *field)
{
  gboolean set = TRUE;

  if (field->set_property != NULL)
    g_object_get (field->object, field->set_property, &set, NULL);
  return set;
}

static char *
format_limit (double value)
{
  /* A small limit (a millionth of the build's speed) is written in full, not as 0.00 */
  if (value != floor (value) && fabs (value) < 0.01)
    return breakeven_number_to_text (value);
  return breakeven_format_number (value, value == floor (value) ? 0 : 2);
}

/* The whole range, in its unit */
static char *
range_reason (NumberField *field)
{
  g_autofree char *low = format_limit (field->min);
  g_autofree char *high = format_limit (field->max);

  switch (field->unit)
    {
    case BREAKEVEN_NUMBER_UNIT_HOURS_PER_DAY:
      /* Translators: the reason a typed value is refused: "Between 0 and 24 hours a day" */
      return g_strdup_printf (_("Between %s and %s hours a day"), low, high);
    case BREAKEVEN_NUMBER_UNIT_MONTHS:
      /* Translators: the reason a typed value is refused: "Between 1 and 240 months" */
      return g_strdup_printf (_("Between %s and %s months"), low, high);
    case BREAKEVEN_NUMBER_UNIT_PERCENT:
      /* Translators: the reason a typed value is refused: "Between 0 and 100 %" */
      return g_strdup_printf (_("Between %s and %s %%"), low, high);
    case BREAKEVEN_NUMBER_UNIT_NONE:
    default:
      /* Translators: the reason a typed value is refused */
      return g_strdup_printf (_("Between %s and %s"), low, high);
    }
}

/* NULL when TEXT is a value the model accepts, with it in *OUT (NAN: an optional value left
 * empty); else the reason */
static char *
validate (NumberField *field,
          const char  *text,
          double      *out)
{
  double value;

  if ((text == NULL || *text == '\0') && field->set_property != NULL)
    {
      *out = NAN;
      return NULL;
    }
  if (text == NULL || *text == '\0')
    return g_strdup (_("Enter a number"));
  if (!breakeven_parse_decimal (text, &value))
    return g_strdup (_("Not a number: use digits and “.” as the decimal point"));
  if ((field->flags & BREAKEVEN_NUMBER_INTEGER) && value != floor (value))
    return g_strdup (_("Must be a whole number"));
  if (field->unit != BREAKEVEN_NUMBER_UNIT_NONE
      && (((field->flags & BREAKEVEN_NUMBER_MIN_EXCLUSIVE) ? value <= field->min
                                                           : value < field->min)
          || value > field->max))
    return range_reason (field);
  if ((field->flags & BREAKEVEN_NUMBER_MIN_EXCLUSIVE) ? value <= field->min : value < field->min)
    {
      g_autofree char *limit = format_limit (field->min);

      if (field->flags & BREAKEVEN_NUMBER_MIN_EXCLUSIVE)
        /* Translators: the reason a typed value is refused */
        return g_strdup_printf (_("Must be more than %s"), limit);
      /* Translators: the reason a typed value is refused */
      return g_strdup_printf (_("Must be at least %s"), limit);
    }
  if (value > field->max)
    {
      g_autofree char *limit = format_limit (field->max);

      /* Translators: the reason a typed value is refused */
      return g_strdup_printf (_("Must be at most %s"), limit);
    }
  if (field->check != NULL)
    {
      char *reason = field->check (field->editable, value, field->check_data);

      if (reason != NULL)
        return reason;
    }
  *out = value;
  return NULL;
}

/* Replacing the text deletes it before inserting the new one: an optional field unsets its
 * value only when it is still empty after that, so a refused replacement changes nothing */
static void
apply_unset (gpointer data)
{
  NumberField *field = data;

  field->unset_id = 0;
  if (field->object == NULL || *gtk_editable_get_text (field->editable) != '\0'
      || !get_model_set (field))
    return;
  field->updating = TRUE;
  g_object_set (field->object, field->set_property, FALSE, NULL);
  field->updating = FALSE;
}

static void
applied_clear (gpointer data)
{
  g_free (((Applied *) data)->text);
}

/* Typing ends (the focus left, the value changed elsewhere): nothing to take back any more */
static void
forget_applied (NumberField *field)
{
  if (field->applied != NULL)
    g_array_set_size (field->applied, 0);
}

static void
remember_applied (NumberField *field,
                  const char  *text)
{
  Applied entry = { g_strdup (text), get_model_set (field), 0 };

  entry.before = entry.before_set ? get_model_value (field) : NAN;
  if (field->applied == NULL)
    {
      field->applied = g_array_new (FALSE, FALSE, sizeof (Applied));
      g_array_set_clear_func (field->applied, applied_clear);
    }
  if (field->applied->len >= MAX_APPLIED)
    g_array_remove_index (field->applied, 0);
  g_array_append_val (field->applied, entry);
}

/* The applied texts that the text now begins with stay; the others (the text was replaced or
 * cut shorter since) are kept as they are, never taken back */
static void
keep_prefixes (NumberField *field,
               const char  *text)
{
  while (field->applied != NULL && field->applied->len > 0
         && !g_str_has_prefix (text, g_array_index (field->applied, Applied,
                                                    field->applied->len - 1).text))
    g_array_remove_index (field->applied, field->applied->len - 1);
}

/* The text is refused: the values applied from its beginnings go, and the model is back on
 * the value before the first of them */
static void
take_back_prefixes (NumberField *field)
{
  Applied *first;
  gboolean before_set;
  double before;

  if (field->applied == NULL || field->applied->len == 0 || field->object == NULL)
    return;
  first = &g_array_index (field->applied, Applied, 0);
  before_set = first->before_set;
  before = first->before;
  g_array_set_size (field->applied, 0);

  field->updating = TRUE;
  if (!before_set)
    {
      if (get_model_set (field))
        g_object_set (field->object, field->set_property, FALSE, NULL);
    }
  else if (!get_model_set (field) || get_model_value (field) != before)
    set_model_value (field, before);
  field->updating = FALSE;
}

static void
on_text_changed (GtkEditable *editable,
                 NumberField *field)
{
  g_autofree char *reason = NULL;
  double value = 0;

  if (field->updating)
    return;

  g_clear_handle_id (&field->unset_id, g_source_remove);
  keep_prefixes (field, gtk_editable_get_text (editable));
  reason = validate (field, gtk_editable_get_text (editable), &value);
  field->valid = reason == NULL;
  breakeven_widget_set_error (GTK_WIDGET (editable), reason);
  if (reason != NULL)
    take_back_prefixes (field);
  if (reason != NULL || field->object == NULL)
    return;
  if (isnan (value))
    {
      /* Empty: the model goes back to its default */
      if (get_model_set (field))
        field->unset_id = g_idle_add_once (apply_unset, field);
    }
  else if (!get_model_set (field) || get_model_value (field) != value)
    {
      remember_applied (field, gtk_editable_get_text (editable));
      field->updating = TRUE;
      set_model_value (field, value);
      field->updating = FALSE;
    }
}

static void
show_model_value (NumberField *field)
{
  const char *text = gtk_editable_get_text (field->editable);
  gboolean set = field->object == NULL || get_model_set (field);
  double model = field->object && set ? get_model_value (field) : NAN;
  double shown;

  /* Leave what the user is typing alone when it already says the model's number (or, for an
   * optional value that is not set, nothing) */
  if (field->object != NULL
      && ((set && breakeven_parse_decimal (text, &shown) && shown == model)
          || (!set && *text == '\0')))
    {
      if (!field->valid)
        breakeven_number_field_revalidate (field->editable);
      return;
    }

  field->updating = TRUE;
  {
    g_autofree char *new_text = breakeven_number_to_text (model);

    gtk_editable_set_text (field->editable, new_text);
  }
  field->updating = FALSE;
  field->valid = TRUE;
  breakeven_widget_set_error (GTK_WIDGET (field->editable), NULL);
}

static void
on_model_notify (GObject     *object,
                 GParamSpec  *pspec,
                 NumberField *field)
{
  if (field->updating)
    return;
  /* Changed elsewhere (undo, say): typing from now on starts from that value */
  forget_applied (field);
  show_model_value (field);
}

/* Leaving a field that holds a refused value: the field shows the value in use again, and says
 * what was not used and why, so that the field and the figures never tell two stories */
static void
on_focus_leave (GtkEventControllerFocus *controller,
                NumberField             *field)
{
  GtkWidget *widget = GTK_WIDGET (field->editable);
  g_autofree char *reason = NULL;
  g_autofree char *quoted = NULL;
  g_autofree char *note = NULL;

  /* The next typing in the field starts from the value in use then */
  forget_applied (field);
  if (field->valid || field->object == NULL)
    return;
  reason = g_strdup (breakeven_widget_get_reason (widget));
  quoted = breakeven_format_quoted (gtk_editable_get_text (field->editable));
  show_model_value (field);
  if (!field->valid)
    return;
  if (*quoted == '\0')
    /* Translators: a field left empty shows the value in use again; %s is why */
    note = g_strdup_printf (_("Empty is not used. %s"), reason);
  else
    /* Translators: a refused value, then why: "“0” was not used. Between 1 and 240 months" */
    note = g_strdup_printf (_("“%s” was not used. %s"), quoted, reason);
  breakeven_widget_set_note (widget, note);
}

static void
number_field_detach (NumberField *field)
{
  g_clear_handle_id (&field->unset_id, g_source_remove);
  if (field->object != NULL)
    {
      g_clear_signal_handler (&field->notify_id, field->object);
      g_clear_signal_handler (&field->set_notify_id, field->object);
      g_clear_object (&field->object);
    }
}

static void
number_field_free (gpointer data)
{
  NumberField *field = data;

  number_field_detach (field);
  g_clear_pointer (&field->applied, g_array_unref);
  g_free (field->property);
  g_free (field->set_property);
  g_free (field);
}

/* The largest value a file may hold for PROPERTY (breakeven-limits.h, which the reader and the
 * schema use too): a field never accepts what the project could not be saved and read back with */
static double
file_limit (const char *property)
{
  static const struct { const char *property; double max; } limits[] = {
    { "unit-price", BREAKEVEN_MAX_MONEY },
    { "vendor-quote", BREAKEVEN_MAX_MONEY },
    { "maintenance-per-year", BREAKEVEN_MAX_MONEY },
    { "price-per-hour", BREAKEVEN_MAX_MONEY },
    { "idle-price-per-hour", BREAKEVEN_MAX_MONEY },
    { "setup-cost", BREAKEVEN_MAX_MONEY },
    { "price-per-kwh", BREAKEVEN_MAX_UNIT_PRICE },
    { "storage-price-per-gb-month", BREAKEVEN_MAX_UNIT_PRICE },
    { "power-watts", BREAKEVEN_MAX_WATTS },
    { "wall-watts", BREAKEVEN_MAX_WATTS },
    { "idle-watts", BREAKEVEN_MAX_WATTS },
    { "circuit-limit-watts", BREAKEVEN_MAX_WATTS },
    { "vram-gb", BREAKEVEN_MAX_GIGABYTES },
    { "vram-needed-gb", BREAKEVEN_MAX_GIGABYTES },
    { "cloud-storage-gb", BREAKEVEN_MAX_GIGABYTES },
    { "relative-speed", BREAKEVEN_MAX_RELATIVE_SPEED },
    { "quantity", BREAKEVEN_MAX_PART_QUANTITY },
    { "gpu-count", BREAKEVEN_MAX_GPU_COUNT },
    { "horizon-months", BREAKEVEN_MAX_HORIZON_MONTHS },
  };

  for (guint i = 0; i < G_N_ELEMENTS (limits); i++)
    if (g_strcmp0 (property, limits[i].property) == 0)
      return limits[i].max;
  return INFINITY;
}

void
breakeven_number_field_setup (GtkEditable          *editable,
                              const char           *property,
                              double                min,
                              double                max,
                              BreakevenNumberFlags  flags)
{
  GtkEventController *focus;
  NumberField *field;

  g_return_if_fail (GTK_IS_EDITABLE (editable));
  g_return_if_fail (get_field (editable) == NULL);

  field = g_new0 (NumberField, 1);
  field->editable = editable;
  field->property = g_strdup (property);
  field->min = min;
  field->max = MIN (max, file_limit (property));
  field->flags = flags;
  field->valid = TRUE;
  g_object_set_data_full (G_OBJECT (editable), FIELD_KEY, field, number_field_free);
  field->changed_id = g_signal_connect (editable, "changed", G_CALLBACK (on_text_changed), field);
  focus = gtk_event_controller_focus_new ();
  g_signal_connect (focus, "leave", G_CALLBACK (on_focus_leave), field);
  gtk_widget_add_controller (GTK_WIDGET (editable), focus);
}

void
breakeven_number_field_setup_for_property (GtkEditable          *editable,
                                           GType                 type,
                                           const char           *property,
                                           BreakevenNumberFlags  flags)
{
  g_autoptr(GTypeClass) klass = g_type_class_ref (type);
  GParamSpec *pspec = g_object_class_find_property (G_OBJECT_CLASS (klass), property);
  double min, max;

  g_return_if_fail (pspec != NULL);
  if (G_IS_PARAM_SPEC_DOUBLE (pspec))
    {
      min = G_PARAM_SPEC_DOUBLE (pspec)->minimum;
      max = G_PARAM_SPEC_DOUBLE (pspec)->maximum;
    }
  else if (G_IS_PARAM_SPEC_UINT (pspec))
    {
      min = G_PARAM_SPEC_UINT (pspec)->minimum;
      max = G_PARAM_SPEC_UINT (pspec)->maximum;
      flags |= BREAKEVEN_NUMBER_INTEGER;
    }
  else if (G_IS_PARAM_SPEC_INT (pspec))
    {
      min = G_PARAM_SPEC_INT (pspec)->minimum;
      max = G_PARAM_SPEC_INT (pspec)->maximum;
      flags |= BREAKEVEN_NUMBER_INTEGER;
    }
  else
    g_return_if_reached ();
  breakeven_number_field_setup (editable, property, min, max, flags);
}

void
breakeven_number_field_set_unit (GtkEditable         *editable,
                                 BreakevenNumberUnit  unit)
{
  NumberField *field = get_field (editable);

  g_return_if_fail (field != NULL);
  field->unit = unit;
}

void
breakeven_number_field_set_check (GtkEditable          *editable,
                                  BreakevenNumberCheck  check,
                                  gpointer              user_data)
{
  NumberField *field = get_field (editable);

  g_return_if_fail (field != NULL);
  field->check = check;
  field->check_data = user_data;
}

void
breakeven_number_field_set_optional (GtkEditable *editable,
                                     const char  *set_property)
{
  NumberField *field = get_field (editable);

  g_return_if_fail (field != NULL);
  g_return_if_fail (field->object == NULL);
  g_free (field->set_property);
  field->set_property = g_strdup (set_property);
}

void
breakeven_number_field_set_object (GtkEditable *editable,
                                   GObject     *object)
{
  NumberField *field = get_field (editable);

  g_return_if_fail (field != NULL);
  if (field->object == object)
    return;

  number_field_detach (field);
  forget_applied (field);
  if (object != NULL)
    {
      g_autofree char *signal = g_strdup_printf ("notify::%s", field->property);

      g_return_if_fail (g_object_class_find_property (G_OBJECT_GET_CLASS (object),
                                                      field->property) != NULL);
      field->object = g_object_ref (object);
      field->notify_id = g_signal_connect (object, signal, G_CALLBACK (on_model_notify), field);
      if (field->set_property != NULL)
        {
          g_autofree char *set_signal = g_strdup_printf ("notify::%s", field->set_property);

          g_return_if_fail (g_object_class_find_property (G_OBJECT_GET_CLASS (object),
                                                          field->set_property) != NULL);
          field->set_notify_id = g_signal_connect (object, set_signal,
                                                   G_CALLBACK (on_model_notify), field);
        }
      show_model_value (field);
    }
}

gboolean
breakeven_number_field_is_valid (GtkEditable *editable)
{
  NumberField *field = get_field (editable);

  g_return_val_if_fail (field != NULL, FALSE);
  return field->valid;
}

void
breakeven_number_field_revalidate (GtkEditable *editable)
{
  NumberField *field = get_field (editable);

  g_return_if_fail (field != NULL);
  on_text_changed (editable, field);
}
