/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-usage-page-rates.c: the Usage & Costs page's currency and exchange rates (the page:
 * breakeven-usage-page.c) */

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

/* Currency and rates ------------------------------------------------------------------------ */

void
_breakeven_usage_page_on_currency_changed (AdwEntryRow        *row,
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

void
_breakeven_usage_page_show_currency (BreakevenUsagePage *self)
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
void
_breakeven_usage_page_on_currency_focus_leave (BreakevenUsagePage *self)
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

/* What a rate row's remove button removes: given to its "clicked" handler, freed with it */
typedef struct
{
  BreakevenUsagePage *page; /* not a reference: the page owns the button */
  char *from;
  char *to;
} RatePair;

static void
rate_pair_free (gpointer  data,
                GClosure *closure)
{
  RatePair *pair = data;

  g_free (pair->from);
  g_free (pair->to);
  g_free (pair);
}

static void
on_remove_rate (GtkButton *button,
                RatePair  *pair)
{
  breakeven_project_remove_exchange_rate (pair->page->project, pair->from, pair->to);
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
void
_breakeven_usage_page_update_rates (BreakevenUsagePage *self)
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
      RatePair *pair;
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
      pair = g_new0 (RatePair, 1);
      pair->page = self;
      pair->from = g_strdup (from);
      pair->to = g_strdup (to);
      g_signal_connect_data (remove, "clicked", G_CALLBACK (on_remove_rate), pair,
                             rate_pair_free, 0);
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

void
_breakeven_usage_page_on_new_rate_changed (BreakevenUsagePage *self)
{
  double rate;

  gtk_widget_set_sensitive (GTK_WIDGET (self->rate_add_button),
                            read_new_rate (self, NULL, NULL, &rate));
}

void
_breakeven_usage_page_on_add_rate (BreakevenUsagePage *self)
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
