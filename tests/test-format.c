/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-format.c: numbers as people see them, and numbers as files and the command line write them */

#include "config.h"

#include <locale.h>
#include <math.h>

#include "breakeven-format.h"

static void
assert_formats (char       *actual,
                const char *expected)
{
  g_assert_cmpstr (actual, ==, expected);
  g_free (actual);
}

static void
test_money (void)
{
  assert_formats (breakeven_format_money (23592, "CNY", 2), "¥23,592.00");
  assert_formats (breakeven_format_money (1576.8, "CNY", 1), "¥1,576.8");
  assert_formats (breakeven_format_money (0.36, "CNY", 2), "¥0.36");
  assert_formats (breakeven_format_money (1234567.891, "USD", 2), "$1,234,567.89");
  assert_formats (breakeven_format_money (999.995, "EUR", 0), "€1,000");
  assert_formats (breakeven_format_money (-12408, "CNY", 0), "−¥12,408");
  assert_formats (breakeven_format_money (-0.001, "CNY", 2), "¥0.00");
  assert_formats (breakeven_format_money (5, "CHF", 2), "CHF5.00");
  assert_formats (breakeven_format_money (1e9, "CNY", 0), "¥1,000,000,000");
  assert_formats (breakeven_format_money (NAN, "CNY", 2), "none");
}

static void
test_months (void)
{
  assert_formats (breakeven_format_months (29.1151), "29.1 months");
  assert_formats (breakeven_format_months (1), "1 month");
  assert_formats (breakeven_format_months (0.96), "1.0 months");
  assert_formats (breakeven_format_months (36), "36 months");
  assert_formats (breakeven_format_months (0), "0 months");
  assert_formats (breakeven_format_hours_per_day (12), "12 h/day");
  assert_formats (breakeven_format_months (NAN), "none");
  assert_formats (breakeven_format_hours_per_day (6.594), "6.6 h/day");
  assert_formats (breakeven_format_share (0.69087), "69.1%");
  assert_formats (breakeven_format_share (NAN), "none");
}

static void
test_parse_decimal (void)
{
  const char *good[] = { "0", "12", "0.6", "-3.25", "16299", "00.50" };
  const double values[] = { 0, 12, 0.6, -3.25, 16299, 0.5 };
  const char *bad[] = { "", "nan", "NaN", "inf", "-inf", "0,6", "one", "1e3", "+1", " 1", "1 ",
                        ".5", "5.", "-", "1.2.3", "0x10", "١٢" };
  double out = 42;

  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      g_assert_true (breakeven_parse_decimal (good[i], &out));
      g_assert_cmpfloat (out, ==, values[i]);
    }
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      out = 42;
      g_assert_false (breakeven_parse_decimal (bad[i], &out));
      g_assert_cmpfloat (out, ==, 42);
    }
  g_assert_false (breakeven_parse_decimal (NULL, &out));
  /* too large to be finite */
  {
    g_autofree char *huge = g_strnfill (400, '9');
    g_assert_false (breakeven_parse_decimal (huge, &out));
  }
}

/* A locale whose decimal point is a comma changes how numbers are shown, never how they are
 * read: files and the command line always use '.' */
static void
test_decimal_comma (void)
{
  double out = 0;

  g_assert_nonnull (setlocale (LC_ALL, "de_DE.UTF-8"));
  assert_formats (breakeven_format_money (23592, "CNY", 2), "¥23.592,00");
  assert_formats (breakeven_format_months (29.1151), "29,1 months");
  g_assert_true (breakeven_parse_decimal ("0.6", &out));
  g_assert_cmpfloat (out, ==, 0.6);
  g_assert_false (breakeven_parse_decimal ("0,6", &out));
  setlocale (LC_ALL, "C.UTF-8");
}

int
main (int    argc,
      char **argv)
{
  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/format/money", test_money);
  g_test_add_func ("/format/months", test_months);
  g_test_add_func ("/format/parse-decimal", test_parse_decimal);
  g_test_add_func ("/format/decimal-comma", test_decimal_comma);

  return g_test_run ();
}
