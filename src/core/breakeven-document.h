/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-document.h: the open project, its file, its analysis, its history
 *
 * One object owns what a window shows (after gnome-text-editor's EditorDocument): the project,
 * the file it came from, whether it has unsaved changes, the title to show, and the analysis of
 * the project as it is now, recomputed once per burst of changes (every change made in one
 * main-loop turn gives one analysis).  It records every change as an undoable step and writes
 * unsaved changes to a recovery file a few seconds after the last edit.  No GTK: widgets bind to
 * its properties.
 */
#pragma once

#include <gio/gio.h>

#include "breakeven-cost.h"
#include "breakeven-project.h"

G_BEGIN_DECLS

/* Seconds after the last edit before unsaved changes are written for recovery */
#define BREAKEVEN_DOCUMENT_AUTOSAVE_SECONDS 3
/* Edits of one field closer together than this, in microseconds, make one undo step */
#define BREAKEVEN_DOCUMENT_GROUP_USEC (1500 * G_TIME_SPAN_MILLISECOND)
/* The history keeps the latest steps only (the oldest go first): at most this many, and at
 * most about this many bytes of project XML.  Each step keeps the state after it (its XML and
 * a copy of the project; the state before it is the previous step's). */
#define BREAKEVEN_DOCUMENT_HISTORY_MAX_STEPS 200
#define BREAKEVEN_DOCUMENT_HISTORY_MAX_BYTES (64 * 1024 * 1024)

#define BREAKEVEN_TYPE_DOCUMENT (breakeven_document_get_type ())
G_DECLARE_FINAL_TYPE (BreakevenDocument, breakeven_document, BREAKEVEN, DOCUMENT, GObject)

/* A document for PROJECT (NULL: a new empty project) read from FILE (NULL: never saved) */
BreakevenDocument *breakeven_document_new              (BreakevenProject  *project,
                                                        GFile             *file);
/* Reads FILE; NULL with the loader's "FILE:LINE: message" error */
BreakevenDocument *breakeven_document_new_for_file     (GFile             *file,
                                                        GError           **error);

/* Properties: "project" (construct-only: the object stays for the document's life, undo
 * restores it in place), "file" (construct-only; saving under another name changes it),
 * "modified", "title", "analysis" (boxed BreakevenAnalysis), "can-undo", "can-redo",
 * "undo-label", "redo-label"; all read-only otherwise, and notified when they change */
BreakevenProject  *breakeven_document_get_project      (BreakevenDocument *self);
GFile             *breakeven_document_get_file         (BreakevenDocument *self);
gboolean           breakeven_document_get_modified     (BreakevenDocument *self);
/* The project's title, else the file's display name, else "Untitled project" (translated) */
const char        *breakeven_document_get_title        (BreakevenDocument *self);
/* The analysis of the project as it is now (never NULL).  No new reference is returned: the
 * document keeps it; ref it to keep it past the next change */
BreakevenAnalysis *breakeven_document_get_analysis     (BreakevenDocument *self);
/* How many analyses the document has computed (one per burst of changes): for tests */
guint              breakeven_document_get_n_analyses   (BreakevenDocument *self);
/* "analysis", "modified", "can-undo" and the labels follow a change once the main loop runs
 * (before the next redraw).  Flush brings them up to date now if a change is pending (a test,
 * or a caller that must read the figures before the main loop runs) */
void               breakeven_document_flush            (BreakevenDocument *self);

/* For tests: the clock, in microseconds, by which edits are grouped into steps (NULL: the
 * monotonic clock) */
typedef gint64   (*BreakevenDocumentClock)             (gpointer           user_data);
void               breakeven_document_set_clock        (BreakevenDocument *self,
                                                        BreakevenDocumentClock clock,
                                                        gpointer           user_data);
/* For tests: milliseconds without edits before the recovery file is written (by default
 * BREAKEVEN_DOCUMENT_AUTOSAVE_SECONDS) */
void               breakeven_document_set_autosave_delay (BreakevenDocument *self,
                                                          guint              msec);

/* Saving: atomically, in the current format; on success the document takes FILE and is
 * unmodified.  The document's own file, changed on disk since it was read or written (by
 * another program or another window), is not written over: the error is G_IO_ERROR_WRONG_ETAG
 * ("FILE: the file was changed on disk since it was opened") unless FLAGS say to. */
typedef enum
{
  BREAKEVEN_DOCUMENT_SAVE_DEFAULT = 0,
  BREAKEVEN_DOCUMENT_SAVE_OVERWRITE_CHANGED = 1 << 0,
} BreakevenDocumentSaveFlags;

gboolean           breakeven_document_save             (BreakevenDocument *self,
                                                        GFile             *file,
                                                        GError           **error);
gboolean           breakeven_document_save_full        (BreakevenDocument          *self,
                                                        GFile                      *file,
                                                        BreakevenDocumentSaveFlags  flags,
                                                        GError                    **error);
/* TRUE when the document's file is not as it was last read or written (deleted or moved away
 * included) */
gboolean           breakeven_document_changed_on_disk  (BreakevenDocument *self);

/* History.  Every change to the project is recorded as a step, named after what changed
 * ("Delete Part", "Edit Hours per Day"); a run of edits to one value within
 * BREAKEVEN_DOCUMENT_GROUP_USEC is one step.  Undo and redo restore the project in place, so
 * that its XML is byte-identical to what it was; undoing back to the saved state clears
 * "modified".  The history is not saved. */
gboolean           breakeven_document_get_can_undo     (BreakevenDocument *self);
gboolean           breakeven_document_get_can_redo     (BreakevenDocument *self);
/* "Undo Delete Part" / "Redo Delete Part", translated; "Undo" / "Redo" with no step */
const char        *breakeven_document_get_undo_label   (BreakevenDocument *self);
const char        *breakeven_document_get_redo_label   (BreakevenDocument *self);
void               breakeven_document_undo             (BreakevenDocument *self);
void               breakeven_document_redo             (BreakevenDocument *self);
/* Names the step that the next change makes (a widget that knows better: "Delete Part",
 * "Add Offer"); without it the name comes from what changed.  The name is used for the next
 * change only. */
void               breakeven_document_name_next_step   (BreakevenDocument *self,
                                                        const char        *name);
/* Ends the current typing run: the next edit starts a new step even within the group time
 * (a field losing focus) */
void               breakeven_document_end_step         (BreakevenDocument *self);

/* Recovery.  Unsaved changes are written, atomically and durably, to a file of their own in
 * DIRECTORY (by default the user data dir's breakeven/recovery) a few seconds after the last
 * edit; a normal save, or closing with nothing unsaved, removes it. */
void               breakeven_document_set_recovery_dir (BreakevenDocument *self,
                                                        GFile             *directory);
/* Writes the recovery file now if there are unsaved changes (tests; quitting) */
gboolean           breakeven_document_autosave_now     (BreakevenDocument *self,
                                                        GError           **error);
/* Why the last autosave failed, "FOLDER: reason" (a full or read-only data folder), NULL if it
 * did not: the "autosave-error" property, which the window shows */
const char        *breakeven_document_get_autosave_error (BreakevenDocument *self);
/* Removes the document's recovery file, if any (closing after "Discard") */
void               breakeven_document_discard_recovery (BreakevenDocument *self);

/* The unsaved documents a previous run left in DIRECTORY (NULL: the default one), newest
 * first: a GPtrArray of BreakevenRecovery that frees them.  Entries that are not regular files
 * (symbolic links) or cannot be read whole are left out, and so are those of another instance
 * of Breakeven that is still running (each instance locks a file of its own in DIRECTORY for as
 * long as it runs): they are neither offered nor, by breakeven_recovery_discard, removed. */
typedef struct _BreakevenRecovery BreakevenRecovery;
GPtrArray         *breakeven_recovery_list             (GFile             *directory);
const char        *breakeven_recovery_get_title        (BreakevenRecovery *recovery);
/* When the changes were last written (owned by RECOVERY, as is the file below) */
GDateTime         *breakeven_recovery_get_modified_time (BreakevenRecovery *recovery);
/* The file the document had been saved to, NULL if never */
GFile             *breakeven_recovery_get_file         (BreakevenRecovery *recovery);
/* A modified document holding the recovered project, keeping its recovery file until it is
 * saved or discarded; NULL with the loader's "FILE:LINE: message" error if it is refused */
BreakevenDocument *breakeven_recovery_restore          (BreakevenRecovery *recovery,
                                                        GError           **error);
/* Whether the recovered project would be restored: FALSE with the reason (naming the recovery
 * file) if the reader refuses it, or it is too large.  Reads it, without taking it over */
gboolean           breakeven_recovery_check            (BreakevenRecovery *recovery,
                                                        GError           **error);
void               breakeven_recovery_discard          (BreakevenRecovery *recovery);
void               breakeven_recovery_free             (BreakevenRecovery *recovery);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BreakevenRecovery, breakeven_recovery_free)

G_END_DECLS
