/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-offer-row.h: one offer in the offers page's list */
#pragma once

#include <adwaita.h>

#include "breakeven-document.h"
#include "breakeven-offer.h"
#include "breakeven-page.h"

G_BEGIN_DECLS

#define BREAKEVEN_TYPE_OFFER_ROW (breakeven_offer_row_get_type ())
G_DECLARE_FINAL_TYPE (BreakevenOfferRow, breakeven_offer_row, BREAKEVEN, OFFER_ROW, BreakevenPage)

BreakevenOffer    *breakeven_offer_row_get_offer    (BreakevenOfferRow *self);
void               breakeven_offer_row_set_offer    (BreakevenOfferRow *self,
                                                     BreakevenOffer    *offer);

/* An offer's summary, in PROJECT (may be NULL), as its row's subtitle says it; SOURCE: where
 * its speed comes from, in words */
char              *breakeven_offer_row_describe     (BreakevenProject  *project,
                                                     BreakevenOffer    *offer,
                                                     char             **source);

G_END_DECLS
