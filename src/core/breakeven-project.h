/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-project.h: the document: parts, offers, usage and cost settings */
#pragma once

#include <gio/gio.h>

#include "breakeven-burst.h"
#include "breakeven-currency.h"
#include "breakeven-exchange-rates.h"
#include "breakeven-limits.h"
#include "breakeven-offer.h"
#include "breakeven-part.h"

G_BEGIN_DECLS

#define BREAKEVEN_HORIZON_MAX_MONTHS BREAKEVEN_MAX_HORIZON_MONTHS
#define BREAKEVEN_DEFAULT_CURRENCY "CNY"
#define BREAKEVEN_DEFAULT_HORIZON_MONTHS 36
/* A new project trains a working day; a file that does not say keeps the format's 0 */
#define BREAKEVEN_NEW_PROJECT_HOURS_PER_DAY 8

#define BREAKEVEN_PROJECT_ERROR (breakeven_project_error_quark ())
typedef enum
{
  /* A value, or a set of usage values, the project does not take */
  BREAKEVEN_PROJECT_ERROR_INVALID_VALUE,
} BreakevenProjectError;

GQuark breakeven_project_error_quark (void);

#define BREAKEVEN_TYPE_PROJECT (breakeven_project_get_type ())
G_DECLARE_FINAL_TYPE (BreakevenProject, breakeven_project, BREAKEVEN, PROJECT, GObject)

/* A new project, as the window starts it: BREAKEVEN_NEW_PROJECT_HOURS_PER_DAY, a
 * BREAKEVEN_DEFAULT_HORIZON_MONTHS horizon.  A bare g_object_new() has the file format's
 * defaults (the properties' default values), which the reader starts from. */
BreakevenProject *breakeven_project_new                (void);

/* Items are BreakevenPart / BreakevenOffer; add, remove and reorder through the GListStore */
GListStore       *breakeven_project_get_parts          (BreakevenProject *self);
GListStore       *breakeven_project_get_offers         (BreakevenProject *self);
/* 3: items are BreakevenBurst, in the file's order */
GListStore       *breakeven_project_get_bursts         (BreakevenProject *self);

const char       *breakeven_project_get_title          (BreakevenProject *self);
void              breakeven_project_set_title          (BreakevenProject *self,
                                                        const char       *title);
const char       *breakeven_project_get_notes          (BreakevenProject *self);
void              breakeven_project_set_notes          (BreakevenProject *self,
                                                        const char       *notes);
const char       *breakeven_project_get_currency       (BreakevenProject *self);
void              breakeven_project_set_currency       (BreakevenProject *self,
                                                        const char       *currency);

/* Usage */
/* The one rule across the usage values: work hours and idle hours fit in a day, with the
 * build's idle hours and with the cloud's (CLOUD_IDLE NAN: the cloud follows the build).
 * FALSE with BREAKEVEN_PROJECT_ERROR_INVALID_VALUE and the one message the file reader, the command
 * line and the window all give. */
gboolean          breakeven_usage_check_hours          (double            hours,
                                                        double            idle,
                                                        double            cloud_idle,
                                                        GError          **error);
/* Sets the usage values together, or none of them when they break the rule above: a NAN
 * keeps the project's value (and a NAN CLOUD_IDLE keeps it following the build when it does).
 * Each value must be within its property's range. */
gboolean          breakeven_project_set_usage          (BreakevenProject *self,
                                                        double            hours,
                                                        double            idle,
                                                        double            cloud_idle,
                                                        double            horizon,
                                                        double            storage,
                                                        GError          **error);
/* Whether HOURS / IDLE / CLOUD_IDLE (NAN: the project's) would keep the rule, as above */
gboolean          breakeven_project_check_usage_hours  (BreakevenProject *self,
                                                        double            hours,
                                                        double            idle,
                                                        double            cloud_idle,
                                                        GError          **error);
double            breakeven_project_get_hours_per_day  (BreakevenProject *self);
void              breakeven_project_set_hours_per_day  (BreakevenProject *self,
                                                        double            hours);
double            breakeven_project_get_idle_hours_per_day (BreakevenProject *self);
void              breakeven_project_set_idle_hours_per_day (BreakevenProject *self,
                                                            double            hours);
/* Hours a day a cloud instance is kept running without training; unset, it follows the
 * build's idle hours (format 1 had one value for both) */
gboolean          breakeven_project_get_cloud_idle_hours_set (BreakevenProject *self);
double            breakeven_project_get_cloud_idle_hours_per_day (BreakevenProject *self);
void              breakeven_project_set_cloud_idle_hours_per_day (BreakevenProject *self,
                                                                  double            hours);
void              breakeven_project_unset_cloud_idle_hours_per_day (BreakevenProject *self);
/* VRAM a GPU needs for the user's models; 0 = no requirement */
double            breakeven_project_get_vram_needed_gb (BreakevenProject *self);
void              breakeven_project_set_vram_needed_gb (BreakevenProject *self,
                                                        double            gb);
double            breakeven_project_get_horizon_months (BreakevenProject *self);
void              breakeven_project_set_horizon_months (BreakevenProject *self,
                                                        double            months);
double            breakeven_project_get_cloud_storage_gb (BreakevenProject *self);
void              breakeven_project_set_cloud_storage_gb (BreakevenProject *self,
                                                          double            gb);

/* 3: the most hours a day the build may run, (0, 24], at least the hours of work (the reader
 * and the command line check that with breakeven_usage_check_build_max) */
double            breakeven_project_get_build_max_hours_per_day (BreakevenProject *self);
void              breakeven_project_set_build_max_hours_per_day (BreakevenProject *self,
                                                                 double            hours);
gboolean          breakeven_usage_check_build_max      (double            hours,
                                                        double            build_max,
                                                        GError          **error);
/* 3: what an hour of the user's own time is worth, in the project currency */
double            breakeven_project_get_own_time_per_hour (BreakevenProject *self);
void              breakeven_project_set_own_time_per_hour (BreakevenProject *self,
                                                           double            amount);
/* 3: the hours the build takes to set up (buying, assembling, drivers) */
double            breakeven_project_get_build_setup_hours (BreakevenProject *self);
void              breakeven_project_set_build_setup_hours (BreakevenProject *self,
                                                           double            hours);
/* 3: the yearly change of every cloud price per hour and storage price, in percent */
double            breakeven_project_get_price_change_percent_per_year (BreakevenProject *self);
void              breakeven_project_set_price_change_percent_per_year (BreakevenProject *self,
                                                                       double            percent);

/* Build */
gboolean          breakeven_project_get_has_vendor_quote (BreakevenProject *self);
void              breakeven_project_set_has_vendor_quote (BreakevenProject *self,
                                                          gboolean          has_quote);
double            breakeven_project_get_vendor_quote   (BreakevenProject *self);
void              breakeven_project_set_vendor_quote   (BreakevenProject *self,
                                                        double            price);
gboolean          breakeven_project_get_use_vendor_quote (BreakevenProject *self);
void              breakeven_project_set_use_vendor_quote (BreakevenProject *self,
                                                          gboolean          use);
const char       *breakeven_project_get_vendor_quote_note (BreakevenProject *self);
void              breakeven_project_set_vendor_quote_note (BreakevenProject *self,
                                                           const char       *note);
/* Wall power under load; unset means "estimate from the parts" */
gboolean          breakeven_project_get_wall_watts_set (BreakevenProject *self);
void              breakeven_project_unset_wall_watts   (BreakevenProject *self);
double            breakeven_project_get_wall_watts     (BreakevenProject *self);
void              breakeven_project_set_wall_watts     (BreakevenProject *self,
                                                        double            watts);
double            breakeven_project_get_idle_watts     (BreakevenProject *self);
void              breakeven_project_set_idle_watts     (BreakevenProject *self,
                                                        double            watts);
double            breakeven_project_get_cooling_overhead_percent (BreakevenProject *self);
void              breakeven_project_set_cooling_overhead_percent (BreakevenProject *self,
                                                                  double            percent);
double            breakeven_project_get_price_per_kwh  (BreakevenProject *self);
void              breakeven_project_set_price_per_kwh  (BreakevenProject *self,
                                                        double            price);
double            breakeven_project_get_maintenance_per_year (BreakevenProject *self);
void              breakeven_project_set_maintenance_per_year (BreakevenProject *self,
                                                              double            amount);
double            breakeven_project_get_resale_percent (BreakevenProject *self);
void              breakeven_project_set_resale_percent (BreakevenProject *self,
                                                        double            percent);
/* Resale value right after purchase; unset, it follows the resale value at the horizon */
gboolean          breakeven_project_get_resale_after_purchase_set (BreakevenProject *self);
double            breakeven_project_get_resale_after_purchase_percent (BreakevenProject *self);
void              breakeven_project_set_resale_after_purchase_percent (BreakevenProject *self,
                                                                       double            percent);
void              breakeven_project_unset_resale_after_purchase_percent (BreakevenProject *self);
/* The circuit's limit in watts (a dorm's breaker); 0 = no limit */
double            breakeven_project_get_circuit_limit_watts (BreakevenProject *self);
void              breakeven_project_set_circuit_limit_watts (BreakevenProject *self,
                                                             double            watts);
double            breakeven_project_get_interest_percent (BreakevenProject *self);
void              breakeven_project_set_interest_percent (BreakevenProject *self,
                                                          double            percent);

/* Exchange rates: 1 FROM = rate TO.  The list model notifies every change (items-changed) and
 * is the project's own: the functions below are its shortcuts. */
BreakevenExchangeRates *breakeven_project_get_exchange_rates (BreakevenProject *self);
guint             breakeven_project_get_n_exchange_rates (BreakevenProject *self);
void              breakeven_project_get_nth_exchange_rate (BreakevenProject *self,
                                                           guint             n,
                                                           const char      **from,
                                                           const char      **to,
                                                           double           *rate);
void              breakeven_project_set_exchange_rate  (BreakevenProject *self,
                                                        const char       *from,
                                                        const char       *to,
                                                        double            rate);
gboolean          breakeven_project_remove_exchange_rate (BreakevenProject *self,
                                                          const char       *from,
                                                          const char       *to);
/* Converts AMOUNT in CURRENCY (NULL = the project's) into the project currency, using the rate
 * for that pair in either direction; FALSE with BREAKEVEN_EXCHANGE_RATES_ERROR_NO_RATE
 * otherwise. */
gboolean          breakeven_project_convert            (BreakevenProject *self,
                                                        const char       *currency,
                                                        double            amount,
                                                        double           *out,
                                                        GError          **error);

/* Sums of the parts list */
double            breakeven_project_get_parts_total    (BreakevenProject *self);
double            breakeven_project_get_gpu_total      (BreakevenProject *self);
double            breakeven_project_get_parts_power_watts (BreakevenProject *self);
/* The largest VRAM of the build's GPU parts (0 when none is given) */
double            breakeven_project_get_build_vram_gb  (BreakevenProject *self);
/* Wall power in use: the set value, else the parts' estimate */
double            breakeven_project_get_effective_wall_watts (BreakevenProject *self);

/* Makes SELF equal to OTHER (undo restores a state into the same object): only what differs
 * is changed and notified, and the parts and offers equal to OTHER's stay the same objects */
void              breakeven_project_assign             (BreakevenProject *self,
                                                        BreakevenProject *other);

G_END_DECLS
