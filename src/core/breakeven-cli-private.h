/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-cli-private.h: what the command line's files share (breakeven-cli.c, the options
 * and the actions; breakeven-cli-settings.c, the arguments read: --set, --job, file names).
 * Not for use outside them. */
#pragma once

#include "breakeven-cli.h"
#include "breakeven-project.h"

G_BEGIN_DECLS

/* The usage values of --set; NAN: not set */
typedef struct
{
  double hours_per_day;
  double idle_hours_per_day;
  double cloud_idle_hours_per_day;
  double horizon_months;
  double cloud_storage_gb;
  /* 3 */
  double build_max_hours_per_day;
  double own_time_per_hour;
  double price_change_percent_per_year;
} BreakevenCliUsage;

/* An argument as a message quotes it: bytes that are not UTF-8 escaped (\xff) */
char     *breakeven_cli_quote_argument          (const char *text);
/* NAME, as given, can only be a folder's ("notes.txt/", "notes.txt/.") */
gboolean  breakeven_cli_names_folder            (const char *name);
/* TEXT has the shape of a plain decimal, whether or not its value fits a double */
gboolean  breakeven_cli_is_plain_decimal_shape  (const char *text);
/* Every --set into USAGE; FALSE with MESSAGE for the first wrong one */
gboolean  breakeven_cli_parse_usage             (char              **settings,
                                                 BreakevenCliUsage  *usage,
                                                 char              **message);
/* USAGE into PROJECT, or none of it when the project's rule refuses it (MESSAGE) */
gboolean  breakeven_cli_apply_usage             (BreakevenProject        *project,
                                                 const BreakevenCliUsage *usage,
                                                 char                   **message);
/* --job HOURS: a plain decimal from 0 to BREAKEVEN_MAX_JOB_HOURS */
gboolean  breakeven_cli_parse_job_hours         (const char *text,
                                                 double     *hours);

G_END_DECLS
