/* SPDX-License-Identifier: GPL-3.0-or-later */
/* explain-calculator.h: what a reader checks an explanation with, shared by the explanation
 * tests: a calculator of what one would type (numbers with thousands separators, + - × / ^,
 * ln() and parentheses), and a checker that every "symbol = expression = result" line of an
 * explanation gives its printed result to half a cent */
#pragma once

#include <glib.h>
#include <math.h>
#include <string.h>

#include "breakeven-format.h"

/* Half a cent, and what the last printed digit of a few substituted numbers may add */
#define TOLERANCE (0.005 + 1e-5)

/* ---- A calculator: numbers with thousands separators, + - × / ^, ln() and parentheses ---- */

typedef struct
{
  const char *p;
  gboolean ok;
} Calc;

static double calc_sum (Calc *c);

static void
calc_space (Calc *c)
{
  while (*c->p == ' ')
    c->p++;
}

static gboolean
calc_eat (Calc       *c,
          const char *token)
{
  calc_space (c);
  if (strncmp (c->p, token, strlen (token)) == 0)
    {
      c->p += strlen (token);
      return TRUE;
    }
  return FALSE;
}

static double
calc_number (Calc *c)
{
  GString *digits = g_string_new (NULL);
  double value;

  calc_space (c);
  while (g_ascii_isdigit (*c->p) || *c->p == '.'
         || (*c->p == ',' && digits->len > 0 && g_ascii_isdigit (c->p[1])))
    {
      if (*c->p != ',')
        g_string_append_c (digits, *c->p);
      c->p++;
    }
  if (digits->len == 0)
    c->ok = FALSE;
  value = g_ascii_strtod (digits->str, NULL);
  g_string_free (digits, TRUE);
  /* A currency code after an amount ("0.31 USD") names it and changes nothing */
  calc_space (c);
  if (g_ascii_isupper (c->p[0]) && g_ascii_isupper (c->p[1]) && g_ascii_isupper (c->p[2])
      && !g_ascii_isalpha (c->p[3]))
    c->p += 3;
  return value;
}

static double
calc_primary (Calc *c)
{
  double value;

  if (calc_eat (c, "ln("))
    {
      value = log (calc_sum (c));
      if (!calc_eat (c, ")"))
        c->ok = FALSE;
      return value;
    }
  if (calc_eat (c, "("))
    {
      value = calc_sum (c);
      if (!calc_eat (c, ")"))
        c->ok = FALSE;
      return value;
    }
  return calc_number (c);
}

static double calc_unary (Calc *c);

static double
calc_power (Calc *c)
{
  double base = calc_primary (c);

  if (calc_eat (c, "^"))
    return pow (base, calc_unary (c));
  return base;
}

static double
calc_unary (Calc *c)
{
  if (calc_eat (c, "-") || calc_eat (c, "−"))
    return -calc_unary (c);
  return calc_power (c);
}

static double
calc_product (Calc *c)
{
  double value = calc_unary (c);

  for (;;)
    {
      if (calc_eat (c, "×") || calc_eat (c, "*"))
        value *= calc_unary (c);
      else if (calc_eat (c, "/"))
        value /= calc_unary (c);
      else
        return value;
    }
}

static double
calc_sum (Calc *c)
{
  double value = calc_product (c);

  for (;;)
    {
      if (calc_eat (c, "+"))
        value += calc_product (c);
      else if (calc_eat (c, "-") || calc_eat (c, "−"))
        value -= calc_product (c);
      else
        return value;
    }
}

/* TRUE with *VALUE when the whole of TEXT is an expression */
static gboolean
calc (const char *text,
      double     *value)
{
  Calc c = { text, TRUE };

  *value = calc_sum (&c);
  calc_space (&c);
  return c.ok && *c.p == '\0';
}

/* The number a result starts with: "¥941.70", "−¥3.00", "29.12 months", "9.71 h/day" */
static gboolean
result_value (const char *text,
              double     *value)
{
  const char *p = text;
  double sign = 1;
  Calc c;

  if (g_str_has_prefix (p, "−") || *p == '-')
    {
      sign = -1;
      p += *p == '-' ? 1 : strlen ("−");
    }
  /* A currency symbol: anything up to the first digit ("¥", "$", "HK$") */
  while (*p != '\0' && !g_ascii_isdigit (*p))
    p++;
  if (*p == '\0')
    return FALSE;
  c.p = p;
  c.ok = TRUE;
  *value = sign * calc_number (&c);
  return c.ok;
}

/* "K", "E + M", "a(36)", "Lh(36)", "b1", "Sq(36)", "capacity", "late": what a line of numbers
 * starts with (one word in lower case, or a symbol of up to two characters) */
static gboolean
is_symbol (const char *text)
{
  return g_regex_match_simple ("^([A-Za-z][A-Za-z0-9]?(\\([^()]*\\))?|E \\+ M|[a-z]+)$",
                               text, 0, 0);
}

typedef enum
{
  LINE_NOT_NUMBERS,  /* a heading or a sentence */
  LINE_GOOD,
  LINE_UNREADABLE,   /* looks like numbers but does not parse */
  LINE_WRONG,        /* parses, to something else than the result printed */
} LineCheck;

static LineCheck
check_line (const char *line,
            double     *result)
{
  g_auto(GStrv) pieces = g_strsplit (line, " = ", -1);
  guint n = g_strv_length (pieces);
  const char *expression, *shown;
  double value, printed;

  if (n >= 3 && is_symbol (pieces[0]))
    {
      expression = pieces[n - 2];
      shown = pieces[n - 1];
    }
  else if (n == 2 && (g_ascii_isdigit (pieces[0][0]) || pieces[0][0] == '('))
    {
      expression = pieces[0];
      shown = pieces[1];
    }
  else
    return LINE_NOT_NUMBERS;

  if (!calc (expression, &value) || !result_value (shown, &printed))
    return LINE_UNREADABLE;
  if (result)
    *result = printed;
  return fabs (value - printed) <= TOLERANCE ? LINE_GOOD : LINE_WRONG;
}

/* Every line of numbers in TEXT evaluates to its result; how many there are */
static guint
check_lines (const char *text)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  guint n = 0;

  for (guint i = 0; lines[i]; i++)
    {
      LineCheck check = check_line (lines[i], NULL);

      if (check == LINE_NOT_NUMBERS)
        continue;
      if (check != LINE_GOOD)
        g_error ("%s: %s\nin:\n%s", check == LINE_WRONG ? "wrong" : "unreadable", lines[i], text);
      n++;
    }
  g_assert_null (strstr (text, "30.42"));
  return n;
}

/* The line of TEXT that ends with " = EXPECTED" is a line of numbers, and right */
static void
assert_figure (const char *text,
               const char *expected)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  g_autofree char *suffix = g_strdup_printf (" = %s", expected);

  for (guint i = 0; lines[i]; i++)
    if (g_str_has_suffix (lines[i], suffix))
      {
        LineCheck check = check_line (lines[i], NULL);

        /* A sentence may end with the figure too ("with ..., K = ¥941.70") */
        if (check == LINE_GOOD)
          return;
        if (check != LINE_NOT_NUMBERS)
          g_error ("not a right line of numbers: %s", lines[i]);
      }
  g_error ("no line ending with \"%s\" in:\n%s", suffix, text);
}

static char *
money (double value)
{
  return breakeven_format_money (value, "CNY", 2);
}

