/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-offer.h: a cloud GPU offer, compared against the build */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

/* How an offer is billed, registered as a GEnum (BREAKEVEN_TYPE_BILLING, in breakeven-enums.h):
 * its nicks are the words of the file format */
typedef enum
{
  BREAKEVEN_BILLING_ON_DEMAND,  /*< nick=on-demand >*/
  BREAKEVEN_BILLING_SPOT,       /*< nick=spot >*/
} BreakevenBilling;

#define BREAKEVEN_TYPE_OFFER (breakeven_offer_get_type ())
G_DECLARE_FINAL_TYPE (BreakevenOffer, breakeven_offer, BREAKEVEN, OFFER, GObject)

BreakevenOffer  *breakeven_offer_new          (const char *provider,
                                               const char *name,
                                               double      price_per_hour,
                                               const char *currency);
BreakevenOffer  *breakeven_offer_copy         (BreakevenOffer *self);
/* TRUE when every field is equal */
gboolean         breakeven_offer_equal        (BreakevenOffer *a,
                                               BreakevenOffer *b);

const char      *breakeven_offer_get_provider (BreakevenOffer *self);
void             breakeven_offer_set_provider (BreakevenOffer *self,
                                               const char     *provider);
const char      *breakeven_offer_get_name     (BreakevenOffer *self);
void             breakeven_offer_set_name     (BreakevenOffer *self,
                                               const char     *name);
const char      *breakeven_offer_get_gpu      (BreakevenOffer *self);
void             breakeven_offer_set_gpu      (BreakevenOffer *self,
                                               const char     *gpu);
guint            breakeven_offer_get_gpu_count (BreakevenOffer *self);
void             breakeven_offer_set_gpu_count (BreakevenOffer *self,
                                                guint           gpu_count);
double           breakeven_offer_get_vram_gb  (BreakevenOffer *self);
void             breakeven_offer_set_vram_gb  (BreakevenOffer *self,
                                               double          vram_gb);
double           breakeven_offer_get_price_per_hour (BreakevenOffer *self);
void             breakeven_offer_set_price_per_hour (BreakevenOffer *self,
                                                     double          price);
/* NULL means "the project's currency" */
const char      *breakeven_offer_get_currency (BreakevenOffer *self);
void             breakeven_offer_set_currency (BreakevenOffer *self,
                                               const char     *currency);
BreakevenBilling breakeven_offer_get_billing  (BreakevenOffer *self);
void             breakeven_offer_set_billing  (BreakevenOffer *self,
                                               BreakevenBilling billing);
double           breakeven_offer_get_storage_price_per_gb_month (BreakevenOffer *self);
void             breakeven_offer_set_storage_price_per_gb_month (BreakevenOffer *self,
                                                                 double          price);
double           breakeven_offer_get_relative_speed (BreakevenOffer *self);
void             breakeven_offer_set_relative_speed (BreakevenOffer *self,
                                                     double          speed);
/* Relative speed "auto": derived from the GPU table (see breakeven_analysis); the number
 * stored beside it is kept for when the user turns auto off */
gboolean         breakeven_offer_get_relative_speed_auto (BreakevenOffer *self);
void             breakeven_offer_set_relative_speed_auto (BreakevenOffer *self,
                                                          gboolean        is_auto);
/* Price per hour while kept running without training; unset, it follows the price per hour */
gboolean         breakeven_offer_get_idle_price_set (BreakevenOffer *self);
double           breakeven_offer_get_idle_price_per_hour (BreakevenOffer *self);
void             breakeven_offer_set_idle_price_per_hour (BreakevenOffer *self,
                                                          double          price);
void             breakeven_offer_unset_idle_price_per_hour (BreakevenOffer *self);
double           breakeven_offer_get_interruption_overhead_percent (BreakevenOffer *self);
void             breakeven_offer_set_interruption_overhead_percent (BreakevenOffer *self,
                                                                    double          percent);
double           breakeven_offer_get_setup_cost (BreakevenOffer *self);
void             breakeven_offer_set_setup_cost (BreakevenOffer *self,
                                                 double          cost);
/* 3: hours of the user's own time one start of the offer takes (uploading the data set,
 * building the environment), 0..BREAKEVEN_MAX_SETUP_HOURS */
double           breakeven_offer_get_setup_hours (BreakevenOffer *self);
void             breakeven_offer_set_setup_hours (BreakevenOffer *self,
                                                  double          hours);
gboolean         breakeven_offer_get_promotion (BreakevenOffer *self);
void             breakeven_offer_set_promotion (BreakevenOffer *self,
                                                gboolean        promotion);
const char      *breakeven_offer_get_as_of    (BreakevenOffer *self);
void             breakeven_offer_set_as_of    (BreakevenOffer *self,
                                               const char     *as_of);
const char      *breakeven_offer_get_source   (BreakevenOffer *self);
void             breakeven_offer_set_source   (BreakevenOffer *self,
                                               const char     *source);

const char      *breakeven_billing_to_string   (BreakevenBilling billing);
gboolean         breakeven_billing_from_string (const char       *str,
                                                BreakevenBilling *out);

G_END_DECLS
