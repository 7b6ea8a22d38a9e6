/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-catalogue.h: the offers a user can pick from: bundled, and their own
 *
 * The bundled catalogue ships in the resources and is read-only; the user's own offers live in
 * g_get_user_data_dir()/breakeven/offers.xml, saved atomically.  Filtering and sorting are
 * plain functions, so the picker and the tests see exactly the same results.
 */
#pragma once

#include <gio/gio.h>

#include "breakeven-cost.h"
#include "breakeven-project.h"

G_BEGIN_DECLS

#define BREAKEVEN_TYPE_CATALOGUE (breakeven_catalogue_get_type ())
G_DECLARE_FINAL_TYPE (BreakevenCatalogue, breakeven_catalogue, BREAKEVEN, CATALOGUE, GObject)

/* USER_FILE: where the user's own offers are kept; NULL for the default place */
BreakevenCatalogue *breakeven_catalogue_new            (GFile              *user_file);
GFile              *breakeven_catalogue_get_user_file  (BreakevenCatalogue *self);
/* Reads the bundled offers, then the user's.  The bundled ones always load; a missing user
 * file is no error; a broken one is skipped and reported in USER_ERROR as "FILE:LINE: …" (or
 * "FILE: message"), and breakeven_catalogue_get_user_file_broken() is then TRUE. */
void                breakeven_catalogue_load           (BreakevenCatalogue *self,
                                                        GError            **user_error);
/* Every offer, bundled first, then the user's own, kept in step with the own list */
GListModel         *breakeven_catalogue_get_offers     (BreakevenCatalogue *self);
GListStore         *breakeven_catalogue_get_bundled    (BreakevenCatalogue *self);
/* Add, edit, remove through this store, then call breakeven_catalogue_save_own() */
GListStore         *breakeven_catalogue_get_own        (BreakevenCatalogue *self);
gboolean            breakeven_catalogue_is_own         (BreakevenCatalogue *self,
                                                        BreakevenOffer     *offer);
/* Never over a user file that failed to load: that one is first renamed to "offers.xml.broken"
 * (see below); never through a symbolic link out of the user file's folder */
gboolean            breakeven_catalogue_save_own       (BreakevenCatalogue *self,
                                                        GError            **error);
/* The same; OVERWRITE FALSE refuses (G_IO_ERROR_WRONG_ETAG, nothing written) when the user
 * file was changed on disk since it was read or last written, TRUE writes over it */
gboolean            breakeven_catalogue_save_own_full  (BreakevenCatalogue *self,
                                                        gboolean            overwrite,
                                                        GError            **error);
/* Holds the lock on the user file (breakeven-file-lock.h) until breakeven_catalogue_unlock(),
 * waiting while another program changes it: take it before breakeven_catalogue_load() to read,
 * change and save with no other program in between (saving and importing prices take it
 * themselves when it is not held).  FALSE with "FILE: message" when it is not had in time. */
gboolean            breakeven_catalogue_lock           (BreakevenCatalogue *self,
                                                        GError            **error);
void                breakeven_catalogue_unlock         (BreakevenCatalogue *self);
/* How long breakeven_catalogue_lock() waits at most: BREAKEVEN_MAX_LOCK_WAIT_SECONDS unless
 * set (a window waits less, BREAKEVEN_MAX_WINDOW_LOCK_WAIT_MS, its main loop waiting with it) */
void                breakeven_catalogue_set_lock_wait  (BreakevenCatalogue *self,
                                                        guint               wait_ms);
/* The user file was written by someone else since it was read or last written here */
gboolean            breakeven_catalogue_changed_on_disk (BreakevenCatalogue *self);
/* TRUE when the last load found a user file it could not read (broken, unreadable, a link out
 * of its folder): the picker says so, and that the next save keeps the file aside */
gboolean            breakeven_catalogue_get_user_file_broken (BreakevenCatalogue *self);
/* Where the last save set the broken user file aside ("offers.xml.broken"), or NULL: the
 * picker tells the user after a save */
GFile              *breakeven_catalogue_get_broken_file (BreakevenCatalogue *self);
/* Adds the offers of FILE that are not already in the catalogue (bundled or own, every field
 * equal) to the own offers and saves them; returns how many were added, or -1 on error */
int                 breakeven_catalogue_import         (BreakevenCatalogue *self,
                                                        GFile              *file,
                                                        GError            **error);
/* Imports the price catalogues RESULTS (BreakevenImportResults) into the own offers as
 * breakeven_import_merge() does and saves them: one step, that breakeven_catalogue_undo() takes
 * back.  The lock held from reading to writing; a user file another program changed since it
 * was read is read again first, and the import merged into that.  Returns the merge's report
 * and in N_IMPORTED how many offers it brought, or NULL when the save failed, the own offers
 * then as they were. */
char               *breakeven_catalogue_import_prices  (BreakevenCatalogue *self,
                                                        GPtrArray          *results,
                                                        guint              *n_imported,
                                                        GError            **error);
/* TRUE after a price catalogue import, until undone or until the own offers change again */
gboolean            breakeven_catalogue_get_can_undo   (BreakevenCatalogue *self);
/* Restores and saves the own offers as they were before the last import (one level); nothing
 * to undo is no error.  A failed save keeps the import, and the undo. */
gboolean            breakeven_catalogue_undo           (BreakevenCatalogue *self,
                                                        GError            **error);
/* Writes the user's own offers as a catalogue file */
gboolean            breakeven_catalogue_export         (BreakevenCatalogue *self,
                                                        GFile              *file,
                                                        GError            **error);
/* The bundled catalogue alone, as a new store */
GListStore         *breakeven_catalogue_load_bundled   (GError            **error);

/* Filtering -------------------------------------------------------------------------------- */

typedef struct
{
  const char *search;        /* words matched in provider, GPU and name; NULL or "": all */
  double min_vram_gb;        /* 0: any */
  const char *gpu;           /* exact GPU model; NULL or "": any */
  const char *provider;      /* exact provider; NULL or "": any */
  const char *currency;      /* the offer's own currency; NULL or "": any */
  int billing;               /* a BreakevenBilling, or -1 for any */
  double max_price_per_hour; /* in the project's currency; 0: any */
} BreakevenOfferFilter;

void      breakeven_offer_filter_init  (BreakevenOfferFilter       *filter);
/* An offer whose price cannot be converted (no exchange rate) never passes a price limit */
gboolean  breakeven_offer_filter_match (const BreakevenOfferFilter *filter,
                                        BreakevenProject           *project,
                                        BreakevenOffer             *offer);

typedef enum
{
  BREAKEVEN_OFFER_SORT_PRICE,          /* price per hour, in the project's currency */
  BREAKEVEN_OFFER_SORT_PRICE_PER_VRAM, /* price per hour per GB of VRAM */
  BREAKEVEN_OFFER_SORT_BREAKEVEN,      /* the month the build would break even against it */
} BreakevenOfferSort;

/* Orders by SORT, ascending; offers without the value (no rate, no VRAM, no breakeven) last,
 * ties by provider and name */
int       breakeven_offer_compare      (const BreakevenAnalysis *analysis,
                                        BreakevenProject        *project,
                                        BreakevenOffer          *a,
                                        BreakevenOffer          *b,
                                        BreakevenOfferSort       sort);
/* The offers of OFFERS that pass FILTER, sorted: a new array of references */
GPtrArray *breakeven_catalogue_query   (GListModel                 *offers,
                                        BreakevenProject           *project,
                                        const BreakevenAnalysis    *analysis,
                                        const BreakevenOfferFilter *filter,
                                        BreakevenOfferSort          sort);

/* What a project without offers is offered to start from: the cheapest offer of OFFERS with at
 * least MIN_VRAM_GB of VRAM and BILLING whose price converts to PROJECT's currency (a new
 * reference), or NULL when there is none */
BreakevenOffer *breakeven_catalogue_suggest (GListModel       *offers,
                                             BreakevenProject *project,
                                             double            min_vram_gb,
                                             BreakevenBilling  billing);

/* An as-of date ("2026-05", "2026-09-25" or "2026") whose period began more than six months
 * before NOW, or none */
gboolean  breakeven_offer_is_stale     (BreakevenOffer          *offer,
                                        GDateTime               *now);

G_END_DECLS
