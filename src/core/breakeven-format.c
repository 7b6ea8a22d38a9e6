/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-format.c: how numbers are shown to people (one place, so every view agrees) */

#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <math.h>
#include <string.h>

#include "breakeven-currency.h"
#include "breakeven-format.h"
#include "breakeven-limits.h"

/* Digits of |VALUE| with DECIMALS decimals and '.' as point, whatever the locale */
static char *
ascii_digits (double value,
              int    decimals)
{
  char fmt[8];
  char buf[512];

  g_snprintf (fmt, sizeof fmt, "%%.%df", decimals);
  g_ascii_formatd (buf, sizeof buf, fmt, fabs (value));
  return g_strdup (buf);
}

static gboolean
digits_are_zero (const char *digits)
{
  return strspn (digits, "0.") == strlen (digits);
}

char *
breakeven_format_number (double value,
                         int    decimals)
{
  struct lconv *lc = localeconv ();
  const char *point = lc->decimal_point && *lc->decimal_point ? lc->decimal_point : ".";
  const char *sep = lc->thousands_sep && *lc->thousands_sep ? lc->thousands_sep : ",";
  g_autofree char *digits = NULL;
  GString *out;
  const char *dot;
  gsize int_len;

  if (isnan (value))
    return g_strdup (_("none"));
  if (isinf (value))
    return g_strdup (value > 0 ? "∞" : "−∞");

  digits = ascii_digits (value, CLAMP (decimals, 0, 9));
  out = g_string_new (NULL);
  /* No "−0" for a value that rounds to zero */
  if (value < 0 && !digits_are_zero (digits))
    g_string_append (out, "−");

  dot = strchr (digits, '.');
  int_len = dot ? (gsize) (dot - digits) : strlen (digits);
  for (gsize i = 0; i < int_len; i++)
    {
      if (i > 0 && (int_len - i) % 3 == 0)
        g_string_append (out, sep);
      g_string_append_c (out, digits[i]);
    }
  if (dot)
    {
      g_string_append (out, point);
      g_string_append (out, dot + 1);
    }
  return g_string_free (out, FALSE);
}

char *
breakeven_format_money (double      amount,
                        const char *currency,
                        int         decimals)
{
  g_autofree char *digits = NULL;
  g_autofree char *number = NULL;

  if (isnan (amount))
    return g_strdup (_("none"));
  /* Only a value no file can hold (see breakeven-limits.h) overflows: say so, never "¥∞" */
  if (isinf (amount))
    return g_strdup (_("too large"));

  decimals = CLAMP (decimals, 0, 9);
  digits = ascii_digits (amount, decimals);
  number = breakeven_format_number (fabs (amount), decimals);
  return g_strdup_printf ("%s%s%s", amount < 0 && !digits_are_zero (digits) ? "−" : "",
                          breakeven_currency_symbol (currency), number);
}

gulong
breakeven_plural_count (double value)
{
  double n = fabs (value);

  /* A number shown with decimals ("1.0", "29.1") takes the form of a count like 2, which is
   * the form fractions take in English and in the languages with several plurals */
  if (n != floor (n))
    return 2;
  return isfinite (n) && n < (double) G_MAXULONG ? (gulong) n : G_MAXULONG;
}

char *
breakeven_format_months (double months)
{
  g_autofree char *number = NULL;

  if (isnan (months))
    return g_strdup (_("none"));
  /* a whole number of months (a horizon, say) reads better without decimals */
  number = breakeven_format_number (months, months == floor (months) ? 0 : 1);
  /* Translators: a number of months, e.g. "29.1 months" */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s month", "%s months",
                                       breakeven_plural_count (months)),
                          number);
}

char *
breakeven_format_hours_per_day (double hours)
{
  g_autofree char *number = NULL;

  if (isnan (hours))
    return g_strdup (_("none"));
  number = breakeven_format_number (hours, hours == floor (hours) ? 0 : 1);
  /* Translators: hours of training per day, e.g. "6.6 h/day" */
  return g_strdup_printf (_("%s h/day"), number);
}

char *
breakeven_format_share (double share)
{
  g_autofree char *number = NULL;

  if (isnan (share))
    return g_strdup (_("none"));
  number = breakeven_format_number (share * 100.0, 1);
  /* Translators: a percentage, e.g. "69.1%" */
  return g_strdup_printf (_("%s%%"), number);
}

gboolean
breakeven_parse_decimal (const char *text,
                         double     *out)
{
  double value;

  if (!breakeven_parse_decimal_unbounded (text, &value) || !isfinite (value))
    return FALSE;
  *out = value;
  return TRUE;
}

gboolean
breakeven_parse_decimal_unbounded (const char *text,
                                   double     *out)
{
  const char *p = text;
  char *end = NULL;
  double value;

  if (text == NULL)
    return FALSE;
  if (*p == '-')
    p++;
  if (!g_ascii_isdigit (*p))
    return FALSE;
  while (g_ascii_isdigit (*p))
    p++;
  if (*p == '.')
    {
      p++;
      if (!g_ascii_isdigit (*p))
        return FALSE;
      while (g_ascii_isdigit (*p))
        p++;
    }
  if (*p != '\0')
    return FALSE;

  /* 309 digits or more overflow to an infinity of the right sign: a number, past any range */
  value = g_ascii_strtod (text, &end);
  if (end != p || isnan (value))
    return FALSE;
  *out = value;
  return TRUE;
}

char *
breakeven_format_plain_number (double value)
{
  GString *out = g_string_new (NULL);
  static const char *const formats[] = {
    "%.0e", "%.1e", "%.2e", "%.3e", "%.4e", "%.5e", "%.6e", "%.7e", "%.8e",
    "%.9e", "%.10e", "%.11e", "%.12e", "%.13e", "%.14e", "%.15e", "%.16e",
  };
  char buffer[64];
  char digits[20];
  int n_digits = 0, int_digits;
  const char *p;

  if (value == 0 || !isfinite (value))
    {
      g_string_append_c (out, '0');
      return g_string_free (out, FALSE);
    }

  /* The fewest significant digits that read back to the same double */
  for (guint i = 0; i < G_N_ELEMENTS (formats); i++)
    {
      g_ascii_formatd (buffer, sizeof buffer, formats[i], value);
      if (g_ascii_strtod (buffer, NULL) == value)
        break;
    }

  /* "-d.ddde±x" → sign, digits and exponent, then written out in plain notation */
  p = buffer;
  if (*p == '-')
    {
      g_string_append_c (out, '-');
      p++;
    }
  for (; *p != '\0' && *p != 'e'; p++)
    if (g_ascii_isdigit (*p) && n_digits < (int) sizeof digits)
      digits[n_digits++] = *p;
  int_digits = (int) g_ascii_strtoll (*p == 'e' ? p + 1 : "0", NULL, 10) + 1;
  while (n_digits > 1 && digits[n_digits - 1] == '0')
    n_digits--;

  if (int_digits <= 0)
    {
      g_string_append (out, "0.");
      for (int i = int_digits; i < 0; i++)
        g_string_append_c (out, '0');
      g_string_append_len (out, digits, n_digits);
    }
  else
    {
      for (int i = 0; i < int_digits; i++)
        g_string_append_c (out, i < n_digits ? digits[i] : '0');
      if (n_digits > int_digits)
        {
          g_string_append_c (out, '.');
          g_string_append_len (out, digits + int_digits, n_digits - int_digits);
        }
    }
  return g_string_free (out, FALSE);
}

char *
breakeven_format_cut (const char *text,
                      glong       max)
{
  g_autofree char *start = NULL;

  text = text != NULL ? text : "";
  /* Counting stops past the limit: a long text is not walked whole */
  if (g_utf8_strlen (text, 6 * max + 6) <= max)
    return g_strdup (text);
  start = g_utf8_substring (text, 0, max);
  return g_strconcat (start, "…", NULL);
}

char *
breakeven_format_quoted (const char *text)
{
  g_autofree char *valid = g_utf8_make_valid (text != NULL ? text : "", -1);
  g_autofree char *start = NULL;

  /* Counting stops a little past the limit: a value of megabytes is not walked whole */
  if (g_utf8_strlen (valid, BREAKEVEN_MAX_QUOTED_CHARS * 6 + 6) <= BREAKEVEN_MAX_QUOTED_CHARS)
    return g_steal_pointer (&valid);
  start = g_utf8_substring (valid, 0, BREAKEVEN_MAX_QUOTED_CHARS);
  return g_strconcat (start, "…", NULL);
}
