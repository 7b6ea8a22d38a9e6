/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-recovery.h: a document's unsaved work, written aside and found again after a crash
 * (breakeven-recovery.c) */
#pragma once

#include "breakeven-document.h"

G_BEGIN_DECLS

/* Seconds after the last edit before unsaved changes are written for recovery */
#define BREAKEVEN_DOCUMENT_AUTOSAVE_SECONDS 3

/* For tests: milliseconds without edits before the recovery file is written (by default
 * BREAKEVEN_DOCUMENT_AUTOSAVE_SECONDS) */
void               breakeven_document_set_autosave_delay (BreakevenDocument *self,
                                                          guint              msec);

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
/* Whether that autosave failed because the project is past what a project file may hold:
 * saving it would fail too */
gboolean           breakeven_document_get_autosave_too_large (BreakevenDocument *self);
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
