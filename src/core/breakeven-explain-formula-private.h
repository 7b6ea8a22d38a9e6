/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-explain-formula-private.h: what the explanations of the format 2 figures share
 * (breakeven-explain.c, -horizon.c, -breakeven.c, -rates.c): a formula built term by term in
 * words and in numbers, the time value of money as an expression, and the parts of an offer's
 * cost per month K that the figures over the hours reuse.  Not for callers outside src/core. */
#pragma once

#include <string.h>

#include "breakeven-cost.h"
#include "breakeven-explain-private.h"

G_BEGIN_DECLS

static inline gboolean
has_interest (const BreakevenAnalysis *a)
{
  return a->local.interest_percent > 0;
}

/* "1.05": the yearly growth factor 1 + i */
static inline char *
growth_base (const BreakevenAnalysis *a)
{
  return breakeven_explain_exact (1.0 + a->local.interest_percent / 100.0);
}

/* a(T) as an expression: "1.05^(36/12)", with T already printed */
static inline char *
growth_expr (const BreakevenAnalysis *a,
             const char              *t)
{
  g_autofree char *base = growth_base (a);

  return g_strdup_printf ("%s^(%s/12)", base, t);
}

/* S(T) as an expression: "12 × (1.05^(36/12) - 1) / ln(1.05)", or T without interest */
static inline char *
accumulation_expr (const BreakevenAnalysis *a,
                   const char              *t)
{
  g_autofree char *base = growth_base (a);

  if (!has_interest (a))
    return g_strdup (t);
  return g_strdup_printf ("12 × (%s^(%s/12) - 1) / ln(%s)", base, t, base);
}

/* A formula built term by term: the same term in words (the heading) and in numbers */
typedef struct
{
  GString *words;
  GString *numbers;
} Formula;

static inline void
formula_init (Formula *f)
{
  f->words = g_string_new (NULL);
  f->numbers = g_string_new (NULL);
}

static inline void
formula_clear (Formula *f)
{
  g_string_free (f->words, TRUE);
  g_string_free (f->numbers, TRUE);
}

/* Appends WORDS to the heading and NUMBERS to the numbers; OP ("+", " × "...) to both */
static inline void
put (Formula    *f,
     const char *op,
     const char *words,
     const char *numbers)
{
  g_string_append (f->words, op);
  g_string_append (f->words, words);
  g_string_append (f->numbers, op);
  g_string_append (f->numbers, numbers);
}

/* Puts parentheses around what F got since WORDS_START and NUMBERS_START when it is a sum:
 * "(a - b)", but "a" alone */
static inline void
group (Formula *f,
       gsize    words_start,
       gsize    numbers_start)
{
  const char *part = f->numbers->str + numbers_start;

  if (strstr (part, " + ") == NULL && strstr (part, " - ") == NULL)
    return;
  g_string_insert_c (f->words, (gssize) words_start, '(');
  g_string_append_c (f->words, ')');
  g_string_insert_c (f->numbers, (gssize) numbers_start, '(');
  g_string_append_c (f->numbers, ')');
}

/* The same text (a parenthesis, an operator, a symbol) on both sides */
static inline void
put_both (Formula    *f,
          const char *text)
{
  g_string_append (f->words, text);
  g_string_append (f->numbers, text);
}

/* The part of K that does not depend on the work hours: idle billing and storage */
static inline gboolean
has_cloud_idle (const BreakevenAnalysis *a)
{
  return a->inputs.cloud_idle_hours_per_day != 0;
}

static inline gboolean
has_storage (const BreakevenAnalysis *a)
{
  return a->inputs.cloud_storage_gb != 0;
}

/* breakeven-explain-horizon.c */

void breakeven_explain_put_billed_hours (Formula                    *f,
                                         const BreakevenOfferResult *r,
                                         const char                 *op,
                                         double                      hours_per_day);

void breakeven_explain_put_cloud_idle (Formula                    *f,
                                       const BreakevenAnalysis    *a,
                                       const BreakevenOfferResult *r,
                                       const char                 *currency,
                                       const char                 *op);

void breakeven_explain_put_storage (Formula                    *f,
                                    const BreakevenAnalysis    *a,
                                    const BreakevenOfferResult *r,
                                    const char                 *currency,
                                    const char                 *op);

char *breakeven_explain_cloud_per_month (const BreakevenAnalysis    *a,
                                         const BreakevenOfferResult *r,
                                         const char                 *currency);

char *breakeven_explain_running_per_month (const BreakevenAnalysis *a,
                                           const char              *currency);

void breakeven_explain_append_a_and_s (GString                 *out,
                                       const BreakevenAnalysis *a,
                                       double                   t,
                                       double                   weight_a,
                                       double                   weight_s,
                                       char                   **a_text,
                                       char                   **s_text);

char *breakeven_explain_local_horizon (const BreakevenAnalysis *a,
                                       const char              *currency);

char *breakeven_explain_cloud_horizon (const BreakevenAnalysis    *a,
                                       const BreakevenOfferResult *r,
                                       const char                 *currency);

char *breakeven_explain_crossing (const BreakevenAnalysis    *a,
                                  const BreakevenOfferResult *r,
                                  const char                 *currency,
                                  gboolean                    resale);

G_END_DECLS
