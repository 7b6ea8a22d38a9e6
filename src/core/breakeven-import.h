/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-import.h: offers from the public GPU price catalogues
 *
 * Reads dstack gpuhunt provider CSVs (runpod.csv…), SkyPilot vms.csv and the FSDL
 * cloud-gpus.csv with an RFC 4180 reader; columns are found by their header name.  Each
 * (provider, instance, billing) becomes one offer at its cheapest location; a row that cannot
 * be read is skipped and counted; a file that is too large, no such CSV or one that yields no
 * offer imports nothing.  The reader is breakeven-csv.c, archives breakeven-archive.c, the merge
 * into a catalogue breakeven-merge.c.
 * Prices are USD per hour for the whole instance.
 */
#pragma once

#include <gio/gio.h>

#include "breakeven-offer.h"

G_BEGIN_DECLS

/* The errors of the import: what went wrong with the file, each message "FILE[:LINE]: why" */
#define BREAKEVEN_IMPORT_ERROR (breakeven_import_error_quark ())

typedef enum
{
  BREAKEVEN_IMPORT_ERROR_NOT_FOUND,        /* no such file */
  BREAKEVEN_IMPORT_ERROR_UNREADABLE,       /* it exists, and cannot be read */
  BREAKEVEN_IMPORT_ERROR_NOT_A_FILE,       /* a folder, a FIFO, a device */
  BREAKEVEN_IMPORT_ERROR_TOO_LARGE,        /* past BREAKEVEN_MAX_FILE_BYTES, or what an archive
                                            * may unpack */
  BREAKEVEN_IMPORT_ERROR_ENCODING,         /* binary, UTF-16 or UTF-32, not UTF-8 */
  BREAKEVEN_IMPORT_ERROR_NOT_A_CATALOGUE,  /* no known header, another separator */
  BREAKEVEN_IMPORT_ERROR_MALFORMED,        /* a quoted field never closed */
  BREAKEVEN_IMPORT_ERROR_NO_PROVIDER,      /* a list whose name gives no provider */
  BREAKEVEN_IMPORT_ERROR_NO_OFFER,         /* read, and yields no offer */
  BREAKEVEN_IMPORT_ERROR_DAMAGED_ARCHIVE,  /* not a zip file, or a damaged one */
  BREAKEVEN_IMPORT_ERROR_NOT_SUPPORTED,    /* an archive, in a build without libarchive */
  BREAKEVEN_IMPORT_ERROR_CATALOGUE_FULL,   /* no room left in the catalogue */
} BreakevenImportError;

GQuark                 breakeven_import_error_quark (void);

typedef enum
{
  BREAKEVEN_IMPORT_GPUHUNT,
  BREAKEVEN_IMPORT_SKYPILOT,
  BREAKEVEN_IMPORT_FSDL,
} BreakevenImportFormat;

typedef struct
{
  BreakevenImportFormat format;
  /* BreakevenOffer, cheapest first, at most BREAKEVEN_MAX_ITEMS */
  GPtrArray *offers;
  /* The source prefixes ("dstack gpuhunt: runpod") of the offers: an offer whose source
   * starts with one (see breakeven_import_source_has_key) came from an import of the same
   * catalogue and provider */
  GPtrArray *keys;
  /* "312 offers from runpod 20260818-42; 14 rows skipped: no GPU" */
  char *summary;
  /* The summary after its count of offers ("14 rows skipped: no GPU"), or NULL when it says
   * nothing more */
  char *details;
  guint n_rows;
  guint n_skipped;
  guint n_dropped;      /* past the BREAKEVEN_MAX_ITEMS cheapest */
  guint n_unknown_gpus; /* offers whose GPU the GPU table does not know */
  gboolean is_limit;    /* of no offers, it says what an archive's limits left out: a report
                         * that shortens a long list of reasons always keeps it */
} BreakevenImportResult;

void                   breakeven_import_result_free (BreakevenImportResult *result);

/* NAME: the file's name (its base name gives the gpuhunt provider, its folder the SkyPilot
 * one); VERSION: the snapshot ("20260818-42") or NULL; AS_OF: YYYY-MM-DD used when VERSION
 * gives no date.  Errors are "NAME:LINE: message" (BREAKEVEN_IMPORT_ERROR). */
BreakevenImportResult *breakeven_import_csv_data    (const char  *data,
                                                     gsize        length,
                                                     const char  *name,
                                                     const char  *version,
                                                     const char  *as_of,
                                                     GError     **error);
/* Reads FILE (refused past BREAKEVEN_MAX_FILE_BYTES); as-of is the file's modification date
 * unless VERSION gives one */
BreakevenImportResult *breakeven_import_file        (GFile       *file,
                                                     const char  *version,
                                                     GError     **error);
/* FRACTION of an archive read so far, from 0 to 1 (called in the thread that imports) */
typedef void (*BreakevenImportProgressFunc) (double   fraction,
                                             gpointer user_data);
/* A gpuhunt catalog.zip: every CSV in it (at most 64, each at most BREAKEVEN_MAX_FILE_BYTES
 * unpacked by the size it declares and by what inflates, all together at most 64 MiB), dated by
 * its "version" file; metadata (__MACOSX/, ._ files) is passed over.  A list that cannot be
 * imported is left out, and said so in a result of no offers.  Returns the
 * BreakevenImportResults, or NULL with "FILE: message" when the archive cannot be read, yields
 * no offer, is cancelled (G_IO_ERROR_CANCELLED), and without libarchive.  May run in a thread;
 * PROGRESS may be NULL. */
GPtrArray             *breakeven_import_archive     (GFile                       *file,
                                                     GCancellable                *cancellable,
                                                     BreakevenImportProgressFunc  progress,
                                                     gpointer                     user_data,
                                                     GError                     **error);
/* The same of an archive in memory, named NAME, its CSVs dated AS_OF unless its version says */
GPtrArray             *breakeven_import_archive_data (const char                 *data,
                                                      gsize                       length,
                                                      const char                 *name,
                                                      const char                 *as_of,
                                                      GCancellable               *cancellable,
                                                      BreakevenImportProgressFunc progress,
                                                      gpointer                    user_data,
                                                      GError                    **error);
/* A CSV (breakeven_import_file) or an archive, by its name, as a list of results; a file that
 * yields no offer is refused ("FILE: no offer in it…") */
GPtrArray             *breakeven_import_any         (GFile                       *file,
                                                     GCancellable                *cancellable,
                                                     BreakevenImportProgressFunc  progress,
                                                     gpointer                     user_data,
                                                     GError                     **error);
/* TRUE for a name that breakeven_import_archive() reads (".zip") */
gboolean               breakeven_import_is_archive_name (const char *name);
/* Replaces in STORE (of BreakevenOffer) the offers an earlier import of the same catalogues and
 * providers as RESULTS brought (known by their source), keeps the others (the user's own) first,
 * then adds the offers of RESULTS, the cheapest first, as many as BREAKEVEN_MAX_ITEMS leaves room
 * for: one change of STORE.  Returns the report, a line each: every summary, every price that
 * changed ("RTX 4090 on RunPod: $0.34 → $0.29"), how many were replaced.  NULL, STORE as it
 * was, when STORE has no room left for any offer of RESULTS. */
char                  *breakeven_import_merge       (GListStore  *store,
                                                     GPtrArray   *results,
                                                     GError     **error);
/* "20260818-42" → "2026-08-18"; NULL when VERSION does not start with a date */
char                  *breakeven_import_version_date (const char *version);
/* The key an import wrote at the start of SOURCE ("dstack gpuhunt: runpod" of "dstack gpuhunt:
 * runpod 20260818-42; US"; a provider with a space is quoted: "FSDL cloud GPUs: \"Lambda
 * Labs\""), or NULL for an offer no price catalogue import brought */
char                  *breakeven_import_source_key (const char *source);
/* The key of the offers of PROVIDER_ID (a file's base name, an FSDL cloud) from FORMAT */
char                  *breakeven_import_make_key   (BreakevenImportFormat format,
                                                    const char           *provider_id);
/* TRUE when SOURCE is KEY, or KEY followed by ' ' or ';' */
gboolean               breakeven_import_source_has_key (const char *source,
                                                        const char *key);
/* C is shown escaped, never as itself: a C1 control, a line separator, a direction override,
 * or a character that shows nothing (every format character: zero-width spaces and joiners,
 * U+FEFF...; the Hangul fillers, the braille blank, the combining grapheme joiner, the Khmer
 * inherent vowels, variation selectors), so that two names that look alike cannot differ by
 * one and a name cannot hide text */
gboolean               breakeven_import_char_is_hidden (gunichar c);
/* Whether C gives a name nothing to read: a space, a hidden character, or a combining mark
 * (which only changes the character before it) */
gboolean               breakeven_import_char_names_nothing (gunichar c);
/* Whether C, shown after AFTER_BASE (the last character shown is one a combining mark may go
 * on), is escaped by breakeven_import_escape(): hidden, or a mark with nothing to go on; sets
 * *AFTER_BASE for the next character */
gboolean               breakeven_import_char_escaped (gunichar  c,
                                                      gboolean *after_base);
/* TEXT (LENGTH bytes, or up to its NUL when -1) as it can be shown on a terminal: control
 * characters, the direction overrides and bytes that are not UTF-8 escaped ("\x1b", "\n",
 * "\u202e") */
char                  *breakeven_import_escape     (const char *text,
                                                    gssize      length);

/* The RFC 4180 reader: calls FUNC for each record with its fields (NUL-terminated, quotes
 * removed) and the line it starts on; FALSE with LINE set for a quote left open.  Lines end in
 * LF, CRLF or a lone CR. */
typedef void (*BreakevenCsvRecordFunc) (char       **fields,
                                        guint        n_fields,
                                        guint        line,
                                        gpointer     user_data);
gboolean               breakeven_csv_parse          (const char             *data,
                                                     gsize                   length,
                                                     BreakevenCsvRecordFunc  func,
                                                     gpointer                user_data,
                                                     guint                  *error_line);
/* The line DATA[OFFSET] is on, from 1, its lines ended as the reader ends them */
guint                  breakeven_csv_line_of        (const char             *data,
                                                     gsize                   offset);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BreakevenImportResult, breakeven_import_result_free)

G_END_DECLS
