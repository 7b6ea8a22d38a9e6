/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-document-private.h: what the document's files share (breakeven-document.c, the
 * object and its file; breakeven-history.c, its undo steps; breakeven-recovery.c, its
 * autosave and the recovery of unsaved work).  Not for use outside them. */
#pragma once

#include "breakeven-document.h"
#include "breakeven-history.h"

G_BEGIN_DECLS

struct _BreakevenDocument
{
  GObject parent_instance;

  BreakevenProject *project;
  GFile *file;
  char *title;
  BreakevenAnalysis *analysis;
  guint n_analyses;

  /* One idle source settles a burst of changes: its undo step, then its analysis */
  guint settle_source;
  gboolean analysis_pending;
  /* The one offer edited since the last analysis (a reference), for the next one to compute
   * that offer again and take the others' figures over; NULL with none or several */
  BreakevenOffer *changed_offer;
  gboolean several_offers_changed;
  gboolean restoring;

  /* The history (breakeven-history.c) */
  BreakevenHistory history;
  char *undo_label;
  char *redo_label;
  gboolean can_undo;
  gboolean can_redo;
  gboolean modified;

  char *file_etag;              /* the file's as last read or written; NULL: not known */

  /* Recovery (breakeven-recovery.c) */
  char *autosave_error;         /* why the last autosave failed; NULL: it did not */
  gboolean autosave_too_large;  /* it failed for the project's size, as a save would */
  GFile *recovery_dir;          /* NULL: the default */
  char *recovery_id;            /* NULL until the recovery file is first written */
  guint autosave_source;
  guint autosave_delay_msec;

  /* Items we listen to, mirrored from each store so removed items can be disconnected */
  GPtrArray *watched_parts;
  GPtrArray *watched_offers;
  GPtrArray *watched_bursts;
};

/* The document's properties, for breakeven_document_notify_property */
typedef enum {
  PROP_0,
  PROP_PROJECT,
  PROP_FILE,
  PROP_MODIFIED,
  PROP_TITLE,
  PROP_ANALYSIS,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_UNDO_LABEL,
  PROP_REDO_LABEL,
  PROP_AUTOSAVE_ERROR,
  N_PROPS
} BreakevenDocumentProperty;

/* breakeven-document.c */
void     breakeven_document_notify_property (BreakevenDocument         *self,
                                             BreakevenDocumentProperty  prop);

/* breakeven-history.c: the history's part of the document */
/* Notifies what the history and the last save make of the current state */
void     breakeven_document_update_state    (BreakevenDocument *self);
/* Records the burst of changes not yet recorded, as a step (nothing while a step is begun) */
void     breakeven_document_settle_history  (BreakevenDocument *self);
/* The current state is the saved one / no state is (a restored recovery file) */
void     breakeven_document_mark_saved      (BreakevenDocument *self);
void     breakeven_document_forget_saved    (BreakevenDocument *self);

/* breakeven-recovery.c: after an edit, unsaved changes are written once edits pause */
void     breakeven_document_schedule_autosave      (BreakevenDocument *self);
void     breakeven_document_remove_recovery_files  (BreakevenDocument *self);

G_END_DECLS
