/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-offer-picker.h: the offer catalogue: find offers, compare them in one click */
#pragma once

#include <adwaita.h>

#include "breakeven-catalogue.h"
#include "breakeven-document.h"

G_BEGIN_DECLS

#define BREAKEVEN_TYPE_OFFER_PICKER (breakeven_offer_picker_get_type ())
G_DECLARE_FINAL_TYPE (BreakevenOfferPicker, breakeven_offer_picker, BREAKEVEN, OFFER_PICKER, AdwWindow)

/* Offers compared go into DOCUMENT's project, as steps of its history, and the rows are
 * measured against its analysis (the window's document).  LOAD_ERROR: why the user's own
 * catalogue could not be read (shown in the picker), or NULL */
BreakevenOfferPicker *breakeven_offer_picker_new (GtkWindow          *parent,
                                                  BreakevenDocument  *document,
                                                  BreakevenCatalogue *catalogue,
                                                  const char         *load_error);

/* The catalogue of this process, loaded on first use from the bundled offers and the user's
 * own file; *LOAD_ERROR (not to be freed) says why the user's file was skipped, or NULL */
BreakevenCatalogue   *breakeven_offer_picker_get_default_catalogue (const char **load_error);

/* The filters (search, VRAM, GPU, provider, currency, source, billing, price, order) are kept
 * for the application's run: each picker opens with those the last one had.  This forgets them,
 * as a new run would (tests). */
void                  breakeven_offer_picker_forget_filters (void);

/* Before PARENT (the window the pickers are transient for) closes: a picker with a change of
 * the user's offers left unwritten (its "Changed on Disk" question cancelled) is shown and asks
 * again.  TRUE if one asks: PARENT stays open, to be closed again once it is answered */
gboolean              breakeven_offer_picker_ask_before_parent_closes (GtkWindow *parent);

/* The offers the list shows now, in order (for tests and accessibility) */
GListModel           *breakeven_offer_picker_get_results (BreakevenOfferPicker *self);
/* What "Import Price Catalogue…" does with the file chosen (gpuhunt CSV or catalog.zip,
 * SkyPilot vms.csv, FSDL cloud-gpus.csv): read in a thread, then into the user's own offers,
 * the summary shown (breakeven_offer_picker_get_importing is FALSE again by then) */
void                  breakeven_offer_picker_import_prices (BreakevenOfferPicker *self,
                                                            GFile                *file);
/* TRUE while an import started by breakeven_offer_picker_import_prices() is under way */
gboolean              breakeven_offer_picker_get_importing (BreakevenOfferPicker *self);
/* Cancels the import under way, as its Cancel button does: nothing changes */
void                  breakeven_offer_picker_cancel_import (BreakevenOfferPicker *self);

G_END_DECLS
