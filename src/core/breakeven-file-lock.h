/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-file-lock.h: one program at a time reads, changes and writes a file that several
 * may change at once (the user's offers: the window and any number of `breakeven
 * --import-offers`).  The lock is flock() on a file beside it, ".NAME.lock", which works on a
 * local folder and in the Flatpak sandbox on the user's data folder; it is left in place (taking
 * it away would let a third program lock a new file while a second still waits on the old). */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

typedef struct _BreakevenFileLock BreakevenFileLock;

/* Takes the lock on FILE (its symbolic links followed, as reading and saving follow them),
 * waiting while another program holds it, for at most WAIT_MS milliseconds (the command line
 * waits BREAKEVEN_MAX_LOCK_WAIT_SECONDS, the window BREAKEVEN_MAX_WINDOW_LOCK_WAIT_MS).  NULL
 * with "FILE: message" (G_IO_ERROR_BUSY when another program held it all that time).  A FILE
 * with no local path, or in a folder where no lock file can be made (missing, read-only, full:
 * FILE cannot be written there either), gets a lock that holds nothing. */
BreakevenFileLock *breakeven_file_lock_acquire (GFile    *file,
                                                guint     wait_ms,
                                                GError  **error);
/* The same, for FILE itself, its links not followed: the lock is made beside FILE (a link
 * that leads where nothing may be written, not even a lock) */
BreakevenFileLock *breakeven_file_lock_acquire_here (GFile    *file,
                                                     guint     wait_ms,
                                                     GError  **error);
/* Lets the next program in; NULL is nothing */
void               breakeven_file_lock_release (BreakevenFileLock *lock);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BreakevenFileLock, breakeven_file_lock_release)

G_END_DECLS
