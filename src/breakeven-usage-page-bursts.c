/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-usage-page-bursts.c: the Usage & Costs page's bursts and the build's limits that
 * go with them (the page: breakeven-usage-page.c) */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "breakeven-burst-row.h"
#include "breakeven-cost.h"
#include "breakeven-document.h"
#include "breakeven-format.h"
#include "breakeven-number-field.h"
#include "breakeven-report.h"
#include "breakeven-usage-page-private.h"
#include "breakeven-limits.h"

/* Bursts ----------------------------------------------------------------------------------- */

/* The reader's rule: the build's most hours a day at least the hours of work */
char *
_breakeven_usage_page_check_build_max (GtkEditable *editable,
                                       double       build_max,
                                       gpointer     user_data)
{
  BreakevenUsagePage *self = user_data;
  g_autoptr(GError) error = NULL;

  if (self->project == NULL
      || breakeven_usage_check_build_max (breakeven_project_get_hours_per_day (self->project),
                                          build_max, &error))
    return NULL;
  return _breakeven_usage_page_sentence_from_error (error);
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
char *
_breakeven_usage_page_check_horizon (GtkEditable *editable,
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

static void
on_remove_burst (BreakevenBurstRow  *row,
                 BreakevenUsagePage *self)
{
  GListStore *store = breakeven_project_get_bursts (self->project);
  guint position;

  if (!g_list_store_find (store, breakeven_burst_row_get_burst (row), &position))
    return;
  breakeven_document_begin_step (self->document, _("Delete Burst"));
  g_list_store_remove (store, position);
  breakeven_document_end_step (self->document);
}

static void
on_duplicate_burst (BreakevenBurstRow  *row,
                    BreakevenUsagePage *self)
{
  GListStore *store = breakeven_project_get_bursts (self->project);
  BreakevenBurst *burst = breakeven_burst_row_get_burst (row);
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

void
_breakeven_usage_page_on_add_burst (BreakevenUsagePage *self)
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
burst_row_new (BreakevenUsagePage *self,
               BreakevenBurst     *burst)
{
  GtkWidget *row = breakeven_burst_row_new (burst);

  breakeven_burst_row_set_first_month_check (BREAKEVEN_BURST_ROW (row), check_first_month, self);
  g_signal_connect (row, "duplicate", G_CALLBACK (on_duplicate_burst), self);
  g_signal_connect (row, "remove", G_CALLBACK (on_remove_burst), self);
  return row;
}

static void
clear_burst_rows (BreakevenUsagePage *self)
{
  for (guint i = 0; i < self->burst_rows->len; i++)
    {
      GtkWidget *row = g_ptr_array_index (self->burst_rows, i);

      g_signal_handlers_disconnect_by_data (row, self);
      adw_preferences_group_remove (self->bursts_group, row);
    }
  g_ptr_array_set_size (self->burst_rows, 0);
}

/* One row per burst, rebuilt when bursts are added or removed (an edit changes a burst in
 * place, and undo too, so a field being typed in stays) */
void
_breakeven_usage_page_on_bursts_items_changed (BreakevenUsagePage *self)
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
void
_breakeven_usage_page_on_horizon_notify (BreakevenUsagePage *self)
{
  for (guint i = 0; i < self->burst_rows->len; i++)
    breakeven_burst_row_revalidate (g_ptr_array_index (self->burst_rows, i));
}

void
_breakeven_usage_page_on_analysis_notify (BreakevenUsagePage *self)
{
  _breakeven_usage_page_update_circuit_warning (self);
  update_burst_lines (self);
}
