/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-offer-picker-row.h: one catalogue offer in the offer picker */
#pragma once

#include <adwaita.h>

#include "breakeven-offer.h"

G_BEGIN_DECLS

#define BREAKEVEN_TYPE_OFFER_PICKER_ROW (breakeven_offer_picker_row_get_type ())
G_DECLARE_FINAL_TYPE (BreakevenOfferPickerRow, breakeven_offer_picker_row,
                      BREAKEVEN, OFFER_PICKER_ROW, AdwActionRow)

GtkWidget      *breakeven_offer_picker_row_new          (BreakevenOffer          *offer,
                                                         gboolean                 own);
BreakevenOffer *breakeven_offer_picker_row_get_offer    (BreakevenOfferPickerRow *self);
/* Compare, or Remove once the offer is in the comparison */
void            breakeven_offer_picker_row_set_compared (BreakevenOfferPickerRow *self,
                                                         gboolean                 compared);

G_END_DECLS
