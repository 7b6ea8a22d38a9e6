/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-offers-page-private.h: what an offer's row asks of its page */
#pragma once

#include "breakeven-offers-page.h"

G_BEGIN_DECLS

/* The row's buttons: edit OFFER in the offer dialog, or delete it (with its undo in a toast) */
void breakeven_offers_page_edit_offer   (BreakevenOffersPage *self,
                                         BreakevenOffer      *offer);
void breakeven_offers_page_remove_offer (BreakevenOffersPage *self,
                                         BreakevenOffer      *offer);

G_END_DECLS
