/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-offer-picker-private.h: what the files of the offer picker share (the picker's
 * state, the filters kept for the run, and the functions one file calls in another).  Not for
 * use outside breakeven-offer-picker*.c. */
#pragma once

#include <adwaita.h>

#include "breakeven-catalogue.h"
#include "breakeven-document.h"
#include "breakeven-offer-picker.h"

G_BEGIN_DECLS

struct _BreakevenOfferPicker
{
  AdwWindow parent_instance;

  AdwWindowTitle *window_title;
  AdwToastOverlay *toast_overlay;
  GtkRevealer *error_revealer;
  GtkLabel *error_label;
  /* The "Your Offers Changed on Disk" question while it is asked (one at a time); UNWRITTEN:
   * it was cancelled, and the change made here is not on disk (asked again at close);
   * CLOSING: the picker closes once it is answered */
  GtkWidget *changed_on_disk_dialog;
  gboolean unwritten;
  gboolean closing;
  GtkSearchEntry *search_entry;
  GtkDropDown *vram_dropdown;
  GtkDropDown *gpu_dropdown;
  GtkDropDown *provider_dropdown;
  GtkDropDown *currency_dropdown;
  GtkDropDown *source_dropdown;
  GtkDropDown *billing_dropdown;
  GtkEntry *max_price_entry;
  GtkDropDown *sort_dropdown;
  GtkLabel *count_label;
  GtkLabel *broken_label;
  GtkLabel *currency_note;
  GtkScrolledWindow *results_scroller;
  GtkListBox *results_list;

  BreakevenProject *project;
  BreakevenDocument *document;
  GSignalGroup *document_signals;
  BreakevenCatalogue *catalogue;
  /* The document's, or without one the picker's own */
  BreakevenAnalysis *analysis;
  GListStore *results;
  /* The raw values behind the GPU, provider and currency choices ("" for "any") */
  GPtrArray *gpu_values;
  GPtrArray *provider_values;
  GPtrArray *currency_values;
  /* The source choices: "" for any, SOURCE_BUNDLED, SOURCE_OWN, or an import's group */
  GPtrArray *source_values;
  /* The values behind the VRAM choices: 0 for any, a threshold in GB, VRAM_ENOUGH_FOR_JOB */
  GArray *vram_values;
  double max_price;
  gboolean updating_choices;
  /* While the filters of the session are put back: no refresh, nothing remembered */
  gboolean restoring;
  /* A price catalogue import under way (in a thread), and what shows it */
  GCancellable *import_cancellable;
  GtkRevealer *import_revealer;
  GtkLabel *import_label;
  GtkProgressBar *import_progress;
};

/* The filters of this run of the application, which every new picker starts from */
typedef struct
{
  gboolean set;
  char *search;
  double vram;
  char *gpu;
  char *provider;
  char *currency;
  char *source;
  guint billing;
  char *max_price;
  guint sort;
} PickerFilters;

/* Where an offer comes from, as the source filter groups offers; an import's group is its key
 * and its date, "dstack gpuhunt: runpod\x1f2026-08-18" */
#define SOURCE_BUNDLED "\x01bundled"
#define SOURCE_OWN "\x01own"
#define SOURCE_DATE_SEPARATOR '\x1f'

/* The value behind "Enough for the job": the usage's VRAM needed */
#define VRAM_ENOUGH_FOR_JOB (-1.0)

/* breakeven-offer-picker.c */
void         _breakeven_offer_picker_show_message       (BreakevenOfferPicker *self,
                                                         const char           *message,
                                                         gboolean              is_error);
void         _breakeven_offer_picker_refresh            (BreakevenOfferPicker *self);
/* TRUE when a change made here is not written (the user cancelled "Your Offers Changed on
 * Disk"): asks again, and the picker closes once it is answered */
gboolean     _breakeven_offer_picker_ask_before_close   (BreakevenOfferPicker *self);
void         _breakeven_offer_picker_open_offer_dialog  (BreakevenOfferPicker *self,
                                                         BreakevenOffer       *offer);
GListModel  *_breakeven_offer_picker_catalogue_filters  (void);

/* breakeven-offer-picker-choices.c */
char        *_breakeven_offer_picker_source_group       (BreakevenOfferPicker *self,
                                                         BreakevenOffer       *offer);
double       _breakeven_offer_picker_chosen_vram        (BreakevenOfferPicker *self);
void         _breakeven_offer_picker_update_choices_to  (BreakevenOfferPicker *self,
                                                         const PickerFilters  *filters);
void         _breakeven_offer_picker_update_choices     (BreakevenOfferPicker *self);
const char  *_breakeven_offer_picker_chosen             (GtkDropDown          *dropdown,
                                                         GPtrArray            *values);

/* breakeven-offer-picker-rows.c */
void         _breakeven_offer_picker_update_broken_note (BreakevenOfferPicker *self,
                                                         const char           *load_error);
void         _breakeven_offer_picker_save_own           (BreakevenOfferPicker *self);
GtkWidget   *_breakeven_offer_picker_create_row         (gpointer              item,
                                                         gpointer              user_data);
void         _breakeven_offer_picker_update_row         (BreakevenOfferPicker *self,
                                                         GtkWidget            *row);
void         _breakeven_offer_picker_row_activated      (BreakevenOfferPicker *self,
                                                         const char           *action,
                                                         BreakevenOffer       *offer);

/* breakeven-offer-picker-import.c: the actions */
void         _breakeven_offer_picker_import_prices      (GtkWidget            *widget,
                                                         const char           *action_name,
                                                         GVariant             *parameter);
void         _breakeven_offer_picker_undo_import        (GtkWidget            *widget,
                                                         const char           *action_name,
                                                         GVariant             *parameter);
void         _breakeven_offer_picker_export             (GtkWidget            *widget,
                                                         const char           *action_name,
                                                         GVariant             *parameter);

G_END_DECLS
