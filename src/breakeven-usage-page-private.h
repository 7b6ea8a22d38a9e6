/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-usage-page-private.h: what the files of the Usage & Costs page share: the page
 * (breakeven-usage-page.c), its currency and exchange rates (-rates.c) and its bursts
 * (-bursts.c) */
#pragma once

#include "breakeven-document.h"
#include "breakeven-usage-page.h"

G_BEGIN_DECLS

struct _BreakevenUsagePage
{
  BreakevenPage parent_instance;

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

  /* Borrowed: the page's "document" (BreakevenPage owns it), for the -rates and -bursts parts */
  BreakevenDocument *document;
  /* Borrowed from the document, which keeps one project for its life */
  BreakevenProject *project;
  GSignalGroup *project_signals;
  GSignalGroup *bursts_signals;
  GBindingGroup *project_bindings;
  GPtrArray *rate_rows;
  GPtrArray *burst_rows;        /* one BreakevenBurstRow per burst, in the project's order */
  char *rates_signature;
  gboolean updating;
};
/* breakeven-usage-page.c */
char *_breakeven_usage_page_sentence_from_error      (const GError       *error);
void  _breakeven_usage_page_update_circuit_warning   (BreakevenUsagePage *self);

/* breakeven-usage-page-rates.c */
void  _breakeven_usage_page_on_currency_changed      (AdwEntryRow        *row,
                                                      BreakevenUsagePage *self);
void  _breakeven_usage_page_show_currency            (BreakevenUsagePage *self);
void  _breakeven_usage_page_on_currency_focus_leave  (BreakevenUsagePage *self);
void  _breakeven_usage_page_update_rates             (BreakevenUsagePage *self);
void  _breakeven_usage_page_on_new_rate_changed      (BreakevenUsagePage *self);
void  _breakeven_usage_page_on_add_rate              (BreakevenUsagePage *self);

/* breakeven-usage-page-bursts.c */
char *_breakeven_usage_page_check_build_max          (GtkEditable        *editable,
                                                      double              value,
                                                      gpointer            user_data);
char *_breakeven_usage_page_check_horizon            (GtkEditable        *editable,
                                                      double              value,
                                                      gpointer            user_data);
void  _breakeven_usage_page_on_add_burst             (BreakevenUsagePage *self);
void  _breakeven_usage_page_on_bursts_items_changed  (BreakevenUsagePage *self);
void  _breakeven_usage_page_on_horizon_notify        (BreakevenUsagePage *self);
void  _breakeven_usage_page_on_analysis_notify       (BreakevenUsagePage *self);

G_END_DECLS
