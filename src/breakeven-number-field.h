/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-number-field.h: a typed number in a GtkEditable, bound to a model property
 *
 * Not a widget: it attaches to any GtkEditable (GtkEntry, AdwEntryRow, a GtkSpinButton's
 * text is not handled here).  What the user types is parsed strictly with
 * breakeven_parse_decimal and checked against a range; a valid value is written through the
 * property's setter, an invalid one is shown as an error on the field and never reaches the
 * model: the "error" style class, the reason written beside the field (in an AdwEntryRow) and
 * as its tooltip, and the reason as the field's accessible description with its invalid state.
 * When the focus leaves a field that still holds a refused value, the field shows the model's
 * value again, with a note of what was not used and why: what the field shows is always what
 * the figures use once the user moves on.  A change in the model updates the text unless the
 * text already says the same number.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef enum
{
  BREAKEVEN_NUMBER_DEFAULT = 0,
  BREAKEVEN_NUMBER_INTEGER = 1 << 0,       /* whole numbers only */
  BREAKEVEN_NUMBER_MIN_EXCLUSIVE = 1 << 1, /* value > min rather than >= min */
} BreakevenNumberFlags;

/* What a range is counted in, for the reason a value out of it is refused */
typedef enum
{
  BREAKEVEN_NUMBER_UNIT_NONE,
  BREAKEVEN_NUMBER_UNIT_HOURS_PER_DAY,
  BREAKEVEN_NUMBER_UNIT_MONTHS,
  BREAKEVEN_NUMBER_UNIT_PERCENT,
} BreakevenNumberUnit;

/* Returns NULL when VALUE is acceptable, else the reason, translated (freed by the caller) */
typedef char *(*BreakevenNumberCheck) (GtkEditable *editable,
                                       double       value,
                                       gpointer     user_data);

void     breakeven_number_field_setup      (GtkEditable          *editable,
                                            const char           *property,
                                            double                min,
                                            double                max,
                                            BreakevenNumberFlags  flags);
/* The range of PROPERTY of TYPE (its GParamSpec's minimum and maximum, within what a file holds;
 * whole numbers for an integer property): the model's rule is the field's */
void     breakeven_number_field_setup_for_property (GtkEditable         *editable,
                                                    GType                type,
                                                    const char          *property,
                                                    BreakevenNumberFlags flags);
/* A range in UNIT is told whole ("Between 1 and 240 months") */
void     breakeven_number_field_set_unit   (GtkEditable          *editable,
                                            BreakevenNumberUnit   unit);
/* An extra rule that depends on other values (idle + work hours <= 24) */
void     breakeven_number_field_set_check  (GtkEditable          *editable,
                                            BreakevenNumberCheck  check,
                                            gpointer              user_data);
/* An optional value, such as an idle price that follows the price when not set: empty text
 * sets the boolean SET_PROPERTY ("idle-price-set") to FALSE, a number sets the value (and so
 * SET_PROPERTY to TRUE), and while the value is not set the field is empty.  Call before
 * breakeven_number_field_set_object. */
void     breakeven_number_field_set_optional (GtkEditable        *editable,
                                              const char         *set_property);
/* The object whose property the field edits; NULL to detach */
void     breakeven_number_field_set_object (GtkEditable          *editable,
                                            GObject              *object);
gboolean breakeven_number_field_is_valid   (GtkEditable          *editable);
/* Checks the text again (after a value the check depends on changed elsewhere) */
void     breakeven_number_field_revalidate (GtkEditable          *editable);

/* How a number is written into an editable: plain, '.' decimal point, no grouping, so that
 * breakeven_parse_decimal reads it back */
char    *breakeven_number_to_text          (double                value);

/* Shows or clears an error on WIDGET: the "error" style class, REASON as tooltip (the tooltip it
 * had before, saying what the field means, comes back when the error is cleared), as accessible
 * description with the invalid state, and written beside an AdwEntryRow's text (a label named
 * "field-reason") */
void     breakeven_widget_set_error        (GtkWidget            *widget,
                                            const char           *reason);
/* A note beside the field, not an error (NULL clears it): what happened to a refused value */
void     breakeven_widget_set_note         (GtkWidget            *widget,
                                            const char           *note);
/* The reason or note written beside WIDGET, or NULL when none is shown */
const char *breakeven_widget_get_reason    (GtkWidget            *widget);

G_END_DECLS
