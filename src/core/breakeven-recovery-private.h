/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-recovery-private.h: what writing the recovery files (breakeven-recovery.c) and
 * finding them again (breakeven-recovery-list.c) share: the files' names, the description's
 * keys, and the lock each instance holds on the folder */
#pragma once

#include "breakeven-recovery.h"

G_BEGIN_DECLS

#define RECOVERY_GROUP "Recovery"
#define RECOVERY_PROJECT_SUFFIX ".breakeven"
#define RECOVERY_INFO_SUFFIX ".ini"
#define RECOVERY_INFO_MAX_BYTES (64 * 1024)
/* "instance-ID.lock": the lock file of the instance ID in a recovery folder */
#define RECOVERY_LOCK_PREFIX "instance-"
#define RECOVERY_LOCK_SUFFIX ".lock"

struct _BreakevenRecovery
{
  char *directory;
  char *id;
  char *title;
  GDateTime *modified_time;
  GFile *file;
  /* The file's etag when the document last read or wrote it; NULL: not known (written before
   * it was recorded), and then the file is taken as changed since */
  char *file_etag;
  /* Its description is missing or damaged (a crash between the two writes, a power cut): the
   * project alone is offered, claimed by its own name */
  gboolean orphan;
};

/* The recovery folder when none is set: DATA_DIR/breakeven/recovery */
char       *breakeven_recovery_default_path     (void);
/* DIRECTORY/ID SUFFIX */
char       *breakeven_recovery_file_path        (const char  *directory,
                                                 const char  *id,
                                                 const char  *suffix);
/* This process's instance id, a UUID made once */
const char *breakeven_recovery_instance_id      (void);
/* Takes this instance's lock on DIRECTORY once (kept until the process ends) */
gboolean    breakeven_recovery_hold_instance_lock (const char  *directory,
                                                   GError     **error);
/* TRUE when ID is another instance, running now: its lock file is locked */
gboolean    breakeven_recovery_instance_is_other_and_alive (const char *directory,
                                                            const char *id);
/* The instance named in the description of the recovery ID, NULL if none (an older file) */
char       *breakeven_recovery_instance_of      (const char  *directory,
                                                 const char  *id);
/* Writes the description ID.ini of the recovery ID */
gboolean    breakeven_recovery_write_info       (const char  *directory,
                                                 const char  *id,
                                                 const char  *title,
                                                 GFile       *file,
                                                 const char  *file_etag,
                                                 GDateTime   *modified_time,
                                                 GError     **error);

G_END_DECLS
