/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-project-private.h: what the project's files share (breakeven-project.c, the object,
 * its properties and lists; breakeven-project-usage.c, the rules across the usage values;
 * breakeven-project-assign.c, making one project equal to another).  Not for use outside them. */
#pragma once

#include "breakeven-project.h"

G_BEGIN_DECLS

struct _BreakevenProject
{
  GObject parent_instance;

  char *title;
  char *notes;
  char *currency;
  BreakevenExchangeRates *rates;

  double hours_per_day;
  double idle_hours_per_day;
  double horizon_months;
  double cloud_storage_gb;
  gboolean cloud_idle_hours_set;
  double cloud_idle_hours_per_day;
  double vram_needed_gb;

  gboolean has_vendor_quote;
  double vendor_quote;
  gboolean use_vendor_quote;
  char *vendor_quote_note;
  gboolean wall_watts_set;
  double wall_watts;
  double idle_watts;
  double cooling_overhead_percent;
  double price_per_kwh;
  double maintenance_per_year;
  double resale_percent;
  gboolean resale_after_purchase_set;
  double resale_after_purchase_percent;
  double interest_percent;
  double circuit_limit_watts;

  /* 3 */
  double build_max_hours_per_day;
  double own_time_per_hour;
  double build_setup_hours;
  double price_change_percent_per_year;

  GListStore *parts;
  GListStore *offers;
  GListStore *bursts;
  /* Items we listen to, mirrored from each store so removed items can be disconnected */
  GPtrArray *watched_parts;
  GPtrArray *watched_offers;
  GPtrArray *watched_bursts;
};

/* The project's properties, for breakeven_project_notify_property */
typedef enum {
  PROP_0,
  PROP_TITLE,
  PROP_NOTES,
  PROP_CURRENCY,
  PROP_HOURS_PER_DAY,
  PROP_IDLE_HOURS_PER_DAY,
  PROP_HORIZON_MONTHS,
  PROP_CLOUD_STORAGE_GB,
  PROP_HAS_VENDOR_QUOTE,
  PROP_VENDOR_QUOTE,
  PROP_USE_VENDOR_QUOTE,
  PROP_VENDOR_QUOTE_NOTE,
  PROP_WALL_WATTS_SET,
  PROP_WALL_WATTS,
  PROP_IDLE_WATTS,
  PROP_COOLING_OVERHEAD_PERCENT,
  PROP_PRICE_PER_KWH,
  PROP_MAINTENANCE_PER_YEAR,
  PROP_RESALE_PERCENT,
  PROP_INTEREST_PERCENT,
  PROP_CLOUD_IDLE_HOURS_SET,
  PROP_CLOUD_IDLE_HOURS_PER_DAY,
  PROP_VRAM_NEEDED_GB,
  PROP_RESALE_AFTER_PURCHASE_SET,
  PROP_RESALE_AFTER_PURCHASE_PERCENT,
  PROP_CIRCUIT_LIMIT_WATTS,
  PROP_BUILD_MAX_HOURS_PER_DAY,
  PROP_OWN_TIME_PER_HOUR,
  PROP_BUILD_SETUP_HOURS,
  PROP_PRICE_CHANGE_PERCENT_PER_YEAR,
  PROP_PARTS,
  PROP_OFFERS,
  PROP_BURSTS,
  N_PROPS
} BreakevenProjectProperty;

/* breakeven-project.c */
void breakeven_project_notify_property (BreakevenProject         *self,
                                        BreakevenProjectProperty  prop);
/* The project's "changed" signal */
void breakeven_project_emit_changed    (BreakevenProject         *self);
/* Sets *FIELD to VALUE, notifying PROP and emitting "changed" when it differs */
void breakeven_project_set_double      (BreakevenProject         *self,
                                        double                   *field,
                                        double                    value,
                                        BreakevenProjectProperty  prop);
/* Makes the project's exchange rates OTHER's without a "changed" of their own: the caller
 * emits one for the whole change; FALSE when they were equal already */
gboolean breakeven_project_assign_rates (BreakevenProject       *self,
                                         BreakevenExchangeRates *other);

G_END_DECLS
