/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-number-field.h: a typed number in a GtkEditable, bound to a model property
 *
 * Not a widget: it attaches to any GtkEditable (GtkEntry, AdwEntryRow, a GtkSpinButton's
 * text is not handled here).  What the user types is parsed strictly with
 * breakeven_parse_decimal and checked against a range; a valid value is written through the
 * property's setter, an invalid one is shown as an error on the field (the "error" style class
 * and a tooltip with the reason) and never reaches the model.  A change in the model updates
 * the text unless the text already says the same number.
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

/* Returns NULL when VALUE is acceptable, else the reason, translated (freed by the caller) */
typedef char *(*BreakevenNumberCheck) (GtkEditable *editable,
                                       double       value,
                                       gpointer     user_data);

void     breakeven_number_field_setup      (GtkEditable          *editable,
                                            const char           *property,
                                            double                min,
                                            double                max,
                                            BreakevenNumberFlags  flags);
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

/* Shows or clears an error on WIDGET: the "error" style class and REASON as tooltip (the
 * tooltip it had before, saying what the field means, comes back when the error is cleared) */
void     breakeven_widget_set_error        (GtkWidget            *widget,
                                            const char           *reason);

G_END_DECLS
