/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-offer-dialog.h: every field of one cloud offer, for adding or editing it */
#pragma once

#include <adwaita.h>

#include "breakeven-project.h"

G_BEGIN_DECLS

#define BREAKEVEN_TYPE_OFFER_DIALOG (breakeven_offer_dialog_get_type ())
G_DECLARE_FINAL_TYPE (BreakevenOfferDialog, breakeven_offer_dialog, BREAKEVEN, OFFER_DIALOG, AdwWindow)

/* OFFER NULL: a new offer, appended to the project's offers on "Add".  Otherwise the dialog
 * edits a copy and writes the changed fields back through the offer's setters on "Save". */
BreakevenOfferDialog *breakeven_offer_dialog_new    (GtkWindow            *parent,
                                                     BreakevenProject     *project,
                                                     BreakevenOffer       *offer);
/* For the catalogue's own offers: a new offer goes to TARGET instead of the project, and any
 * valid currency is accepted (the exchange rate is asked for when the offer is compared).
 * The project still gives the default currency. */
BreakevenOfferDialog *breakeven_offer_dialog_new_for_catalogue (GtkWindow        *parent,
                                                                BreakevenProject *project,
                                                                BreakevenOffer   *offer,
                                                                GListStore       *target);
/* The copy being edited */
BreakevenOffer       *breakeven_offer_dialog_get_draft (BreakevenOfferDialog *self);
gboolean              breakeven_offer_dialog_is_valid  (BreakevenOfferDialog *self);
/* What the "Add"/"Save" button does; FALSE when a field is invalid */
gboolean              breakeven_offer_dialog_apply     (BreakevenOfferDialog *self);

G_END_DECLS
