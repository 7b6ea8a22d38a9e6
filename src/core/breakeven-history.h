/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-history.h: the document's undo history (breakeven-history.c), private to the
 * document's files
 *
 * Each step keeps the state of the project after it (the state before it is the previous
 * step's).  A state is a copy of the project that nothing changes: the parts, offers and bursts
 * that a step left as they were are the same objects in both states, so that a keystroke in one
 * offer of a thousand copies that offer alone, and two states are compared object by object.
 * Undo assigns a state back to the document's project (breakeven_project_assign), which then
 * writes the very file it wrote before.
 */
#pragma once

#include "breakeven-document.h"

G_BEGIN_DECLS

typedef struct _BreakevenHistoryState BreakevenHistoryState;

typedef struct
{
  gboolean pending;               /* a change not yet recorded */
  GPtrArray *burst_keys;          /* what the burst changed, in order, each once */
  char *step_name;                /* of the step begun (breakeven_document_begin_step) */
  guint step_depth;               /* how many begun steps are not ended */
  gboolean group_closed;          /* the next change starts a step of its own */

  BreakevenHistoryState *current; /* the state last recorded */
  BreakevenHistoryState *saved;   /* at the last load or save; NULL: none */
  char *rates;                    /* exchange rates as last recorded: they have no notify */
  GPtrArray *undo_steps;          /* oldest first */
  GPtrArray *redo_steps;          /* the next to redo last */

  BreakevenDocumentClock clock;
  gpointer clock_data;
} BreakevenHistory;

void     breakeven_history_init        (BreakevenHistory *history);
/* The first state: PROJECT as it is, saved */
void     breakeven_history_start       (BreakevenHistory *history,
                                        BreakevenProject *project);
void     breakeven_history_clear       (BreakevenHistory *history);
/* Notes what a change of the burst changed ("project:title", "offer 3:price-per-hour",
 * "parts:add"); takes KEY */
void     breakeven_history_note_change (BreakevenHistory *history,
                                        char             *key);
/* What KEYS (the changes of a burst, as noted) make of a step: *OUT_NAME, translated, and
 * *OUT_KEY (to be freed), which a later burst with the same key extends the step with; NULL
 * when the step is never extended (parts, offers or bursts added or deleted)
 * (breakeven-history-names.c) */
void     breakeven_history_describe_changes (GPtrArray   *keys,
                                             char       **out_key,
                                             const char **out_name);
/* TRUE when the current state is not the saved one */
gboolean breakeven_history_is_modified (BreakevenHistory *history);
/* The current state's project (for the recovery file): no new reference */
BreakevenProject *breakeven_history_get_current (BreakevenHistory *history);

G_END_DECLS
