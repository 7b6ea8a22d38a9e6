/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-report.h: the summary as readable text (localised) and as JSON (not localised) */
#pragma once

#include "breakeven-cost.h"
#include "breakeven-project.h"

G_BEGIN_DECLS

/* Large enough for any double breakeven_report_format_number writes */
#define BREAKEVEN_REPORT_NUMBER_BUF_SIZE G_ASCII_DTOSTR_BUF_SIZE

/* The verdict in one sentence, localised: "Build: over 36 months the build costs ¥X less than
 * AutoDL RTX 4090D, the cheapest offer." */
char *breakeven_report_verdict_text (BreakevenProject        *project,
                                     const BreakevenAnalysis *analysis);
/* A sentence on the promotion that the verdict leaves out because its price does not last,
 * when it would cost less than the verdict's choice, or on the promotion the verdict compares
 * with when every eligible offer is one; NULL otherwise */
char *breakeven_report_promotion_note (BreakevenProject        *project,
                                       const BreakevenAnalysis *analysis);

/* The summary, verdict first.  JOB_HOURS > 0 adds the cost of one job of that many local
 * hours; NAN leaves it out. */
char *breakeven_report_summary_text_full (BreakevenProject        *project,
                                          const BreakevenAnalysis *analysis,
                                          double                   job_hours);
char *breakeven_report_summary_text      (BreakevenProject        *project,
                                          const BreakevenAnalysis *analysis);

/* The JSON of docs/file-format.md "Command line"; NAN values are written as null, numbers in the
 * shortest form that reads back as the same double.  The "job" key is written only when
 * JOB_HOURS is not NAN. */
char *breakeven_report_summary_json_full (BreakevenProject        *project,
                                          const BreakevenAnalysis *analysis,
                                          double                   job_hours);
char *breakeven_report_summary_json      (BreakevenProject        *project,
                                          const BreakevenAnalysis *analysis);

/* VALUE (finite) as the shortest text that strtod() reads back as the same double, with '.'
 * as the decimal point whatever the locale: 131.4, never 131.40000000000001.  BUF has at
 * least BREAKEVEN_REPORT_NUMBER_BUF_SIZE bytes; returns it. */
char *breakeven_report_format_number     (double                   value,
                                          char                    *buf);

/* Where an offer's relative speed comes from: "typed", "unknown", or the benchmark and its
 * date (not localised: the JSON's speed_source) */
char *breakeven_report_speed_source      (const BreakevenOfferInputs *inputs);
/* The same in words, localised: "typed", "speed unknown", "auto, from GPU-Insights ver2,
 * 2026-06-18", "auto, derived via H100 SXM from …", with how several GPUs were counted */
char *breakeven_report_speed_source_text (const BreakevenOfferInputs *inputs);
/* The speed and its kind, short, localised, for an offer's row: "speed 0.70 · benchmark",
 * "speed 1 · unknown", "speed 0.97 · typed", "speed 0.85 · derived" */
char *breakeven_report_speed_label       (const BreakevenOfferInputs *inputs);

/* 3: after the verdict, what the build alone would do when a burst makes it late ("The build
 * alone would finish Conference deadline 8.8 days late."); NULL when it is on time */
char *breakeven_report_build_alone_note  (BreakevenProject        *project,
                                          const BreakevenAnalysis *analysis);
/* 3: what a burst means for the build: "The build can do 160 of 300 hours in 10 days: 8.8
 * days late." / "The build can do all 300 hours in 10 days." */
char *breakeven_report_burst_line        (const BreakevenBurstResult *burst);

/* 3: what the hybrid with R comes to, for a row of offers ("Build + rent: ¥25,102 over 36
 * months · a burst in time needs 2 instances"), or that the build does the bursts alone; NULL
 * without bursts */
char *breakeven_report_hybrid_line       (const BreakevenAnalysis    *analysis,
                                          const BreakevenOfferResult *result);

/* "AutoDL RTX 4090D": how the summary names an offer */
char *breakeven_report_offer_title       (BreakevenOffer          *offer);

G_END_DECLS
