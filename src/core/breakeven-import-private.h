/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-import-private.h: what the files of the price catalogue import share */
#pragma once

#include "breakeven-import.h"

G_BEGIN_DECLS

/* "dstack gpuhunt", "SkyPilot catalog", "FSDL cloud GPUs": the catalogue a source names */
const char *breakeven_import_catalogue_name         (BreakevenImportFormat format);
/* "RunPod" of "runpod": how the offers of a provider name it */
char       *breakeven_import_provider_display_name  (const char *id);
/* FILE's path (or name), escaped, for messages */
char       *breakeven_import_file_name              (GFile      *file);
/* Reads FILE, named NAME in messages: a regular file of at most LIMIT bytes (its type and size
 * are checked before it is opened, and no more than LIMIT + 1 bytes are ever read); AS_OF is
 * its modification date (YYYY-MM-DD) or NULL.  CONTENTS is NUL-terminated. */
gboolean    breakeven_import_load                   (GFile         *file,
                                                     const char    *name,
                                                     gsize          limit,
                                                     GCancellable  *cancellable,
                                                     char         **contents,
                                                     gsize         *length,
                                                     char         **as_of,
                                                     GError       **error);
/* A plain decimal number of a price list ("0.34", "$0.34", " 24 "); FALSE for anything else
 * (a sign, an exponent, hexadecimal, "inf", "nan", a non-zero value below
 * BREAKEVEN_MIN_IMPORTED_NUMBER).  Digits too many for a double give INFINITY, for the
 * caller's range to refuse. */
gboolean    breakeven_import_parse_number           (const char *text,
                                                     double     *out);
/* Nothing but spaces of any kind and characters that show nothing */
gboolean    breakeven_import_is_blank_name          (const char *text);
/* The same of a name as breakeven_import_escape() wrote it ("\u200b" of U+200B too) */
gboolean    breakeven_import_is_blank_escaped       (const char *name);
/* The provider a gpuhunt list's file NAME gives ("runpod" of "…/runpod.csv"), escaped; "" for
 * none */
char       *breakeven_import_base_name_without_csv  (const char *name);
/* The provider a SkyPilot list's folder gives ("aws" of "…/aws/vms.csv" or "aws.zip/vms.csv"),
 * escaped; "" for none */
char       *breakeven_import_folder_provider        (const char *name);
/* The rows of a price list left out, and why; the rows that listed an instance again
 * (breakeven-import-summary.c) */
typedef struct
{
  GHashTable *skipped;       /* reason (static, untranslated, N_()) → count */
  GPtrArray *reasons;        /* the reasons in the order first met */
  GHashTable *first_lines;   /* reason → the line it was first met on */
  guint n_skipped;
  guint n_again;             /* rows of an instance listed before: the cheapest is kept */
  guint n_spot_unreadable;   /* rows whose spot price is left out, their on-demand one kept */
  guint first_spot_unreadable_line;
} BreakevenImportSkips;

void        breakeven_import_skips_init             (BreakevenImportSkips *skips);
void        breakeven_import_skips_clear            (BreakevenImportSkips *skips);
/* A row left out for REASON (N_() text) at LINE */
void        breakeven_import_skips_add              (BreakevenImportSkips *skips,
                                                     const char           *reason,
                                                     guint                 line);
/* "N offers from LABEL; …": what RESULT holds and SKIPS says; sets RESULT's details (what
 * follows the offers) */
char       *breakeven_import_summary                (const BreakevenImportSkips *skips,
                                                     BreakevenImportResult      *result,
                                                     const char                 *label);
/* A result of no offers that says SUMMARY */
BreakevenImportResult *breakeven_import_result_new_empty (char *summary);

G_END_DECLS
