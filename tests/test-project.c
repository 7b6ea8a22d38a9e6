/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-project.c: the model: properties, change notification, list models */

#include "config.h"

#include "breakeven-enums.h"
#include "breakeven-project.h"
#include "test-helpers.h"

static void
count_signal (gpointer  instance,
              guint    *count)
{
  (*count)++;
}

static void
test_defaults (void)
{
  g_autoptr(BreakevenProject) project = breakeven_project_new ();

  g_assert_cmpstr (breakeven_project_get_currency (project), ==, "CNY");
  g_assert_cmpfloat (breakeven_project_get_horizon_months (project), ==, 36);
  g_assert_false (breakeven_project_get_wall_watts_set (project));
  g_assert_false (breakeven_project_get_has_vendor_quote (project));
  g_assert_true (g_list_model_get_item_type (G_LIST_MODEL (breakeven_project_get_parts (project)))
                 == BREAKEVEN_TYPE_PART);
  g_assert_true (g_list_model_get_item_type (G_LIST_MODEL (breakeven_project_get_offers (project)))
                 == BREAKEVEN_TYPE_OFFER);
}

static void
test_changed_signal (void)
{
  g_autoptr(BreakevenProject) project = breakeven_project_new ();
  g_autoptr(BreakevenPart) part = breakeven_part_new (BREAKEVEN_PART_GPU, "GPU", 1, 100, 300);
  g_autoptr(BreakevenOffer) offer = breakeven_offer_new ("P", "O", 1, NULL);
  guint changed = 0, notified = 0;

  g_signal_connect (project, "changed", G_CALLBACK (count_signal), &changed);
  g_signal_connect (project, "notify::hours-per-day", G_CALLBACK (count_notify), &notified);

  breakeven_project_set_hours_per_day (project, 12);
  g_assert_cmpuint (changed, ==, 1);
  g_assert_cmpuint (notified, ==, 1);
  /* the same value again changes nothing */
  breakeven_project_set_hours_per_day (project, 12);
  g_assert_cmpuint (changed, ==, 1);
  g_assert_cmpuint (notified, ==, 1);

  g_list_store_append (breakeven_project_get_parts (project), part);
  g_assert_cmpuint (changed, ==, 2);
  /* an edit inside a part reaches the project */
  breakeven_part_set_unit_price (part, 200);
  g_assert_cmpuint (changed, ==, 3);
  g_assert_cmpfloat (breakeven_project_get_parts_total (project), ==, 200);

  g_list_store_append (breakeven_project_get_offers (project), offer);
  breakeven_offer_set_price_per_hour (offer, 2);
  g_assert_cmpuint (changed, ==, 5);

  /* a removed part is no longer listened to */
  g_list_store_remove (breakeven_project_get_parts (project), 0);
  g_assert_cmpuint (changed, ==, 6);
  breakeven_part_set_unit_price (part, 300);
  g_assert_cmpuint (changed, ==, 6);
  g_assert_cmpfloat (breakeven_project_get_parts_total (project), ==, 0);
}

typedef struct
{
  guint position, removed, added, count;
} ItemsChanged;

static void
on_items_changed (GListModel   *model,
                  guint         position,
                  guint         removed,
                  guint         added,
                  ItemsChanged *seen)
{
  seen->position = position;
  seen->removed = removed;
  seen->added = added;
  seen->count++;
}

/* The exchange rates are a list model that says what changed, and each change is the
 * project's */
static void
test_exchange_rates_model (void)
{
  g_autoptr(BreakevenProject) project = breakeven_project_new ();
  GListModel *rates = G_LIST_MODEL (breakeven_project_get_exchange_rates (project));
  g_autoptr(BreakevenProject) other = breakeven_project_new ();
  g_autoptr(BreakevenExchangeRate) rate = NULL;
  ItemsChanged seen = { 0 };
  guint changed = 0;
  double out = 0;

  g_assert_true (g_list_model_get_item_type (rates) == BREAKEVEN_TYPE_EXCHANGE_RATE);
  g_signal_connect (rates, "items-changed", G_CALLBACK (on_items_changed), &seen);
  g_signal_connect (project, "changed", G_CALLBACK (count_signal), &changed);

  breakeven_project_set_exchange_rate (project, "USD", "CNY", 7);
  breakeven_project_set_exchange_rate (project, "EUR", "CNY", 8);
  g_assert_cmpuint (seen.count, ==, 2);
  g_assert_cmpuint (seen.position, ==, 1);
  g_assert_cmpuint (seen.removed, ==, 0);
  g_assert_cmpuint (seen.added, ==, 1);
  g_assert_cmpuint (changed, ==, 2);

  /* a new rate for a known pair replaces its item in place */
  breakeven_project_set_exchange_rate (project, "USD", "CNY", 7.5);
  g_assert_cmpuint (seen.count, ==, 3);
  g_assert_cmpuint (seen.position, ==, 0);
  g_assert_cmpuint (seen.removed, ==, 1);
  g_assert_cmpuint (seen.added, ==, 1);
  g_assert_cmpuint (changed, ==, 3);
  rate = g_list_model_get_item (rates, 0);
  g_assert_cmpstr (breakeven_exchange_rate_get_from (rate), ==, "USD");
  g_assert_cmpstr (breakeven_exchange_rate_get_to (rate), ==, "CNY");
  g_assert_cmpfloat (breakeven_exchange_rate_get_rate (rate), ==, 7.5);
  /* 10 USD at 7.5, and back the other way */
  g_assert_true (breakeven_project_convert (project, "USD", 10, &out, NULL));
  g_assert_cmpfloat (out, ==, 75);

  /* the same rate again changes nothing */
  breakeven_project_set_exchange_rate (project, "USD", "CNY", 7.5);
  g_assert_cmpuint (seen.count, ==, 3);
  g_assert_cmpuint (changed, ==, 3);

  g_assert_true (breakeven_project_remove_exchange_rate (project, "USD", "CNY"));
  g_assert_false (breakeven_project_remove_exchange_rate (project, "USD", "CNY"));
  g_assert_cmpuint (seen.count, ==, 4);
  g_assert_cmpuint (seen.position, ==, 0);
  g_assert_cmpuint (seen.removed, ==, 1);
  g_assert_cmpuint (seen.added, ==, 0);
  g_assert_cmpuint (changed, ==, 4);
  g_assert_cmpuint (g_list_model_get_n_items (rates), ==, 1);

  /* assigning another project's rates is one change of the list and of the project */
  breakeven_project_set_exchange_rate (other, "GBP", "CNY", 9);
  breakeven_project_set_exchange_rate (other, "USD", "CNY", 7);
  breakeven_project_assign (project, other);
  g_assert_cmpuint (seen.count, ==, 5);
  g_assert_cmpuint (seen.position, ==, 0);
  g_assert_cmpuint (seen.removed, ==, 1);
  g_assert_cmpuint (seen.added, ==, 2);
  g_assert_cmpuint (changed, ==, 5);
  g_assert_true (breakeven_exchange_rates_equal (breakeven_project_get_exchange_rates (project),
                                                 breakeven_project_get_exchange_rates (other)));
}

static void
test_part_line_total (void)
{
  g_autoptr(BreakevenPart) part = breakeven_part_new (BREAKEVEN_PART_MEMORY, "DDR5", 2, 649.5, 5);
  guint notified = 0;

  g_signal_connect (part, "notify::line-total", G_CALLBACK (count_notify), &notified);
  g_assert_cmpfloat (breakeven_part_get_line_total (part), ==, 1299);
  breakeven_part_set_quantity (part, 4);
  g_assert_cmpfloat (breakeven_part_get_line_total (part), ==, 2598);
  g_assert_cmpuint (notified, ==, 1);
}

static void
test_wall_power_estimate (void)
{
  g_autoptr(BreakevenProject) project = breakeven_project_new ();
  g_autoptr(BreakevenPart) gpu = breakeven_part_new (BREAKEVEN_PART_GPU, "GPU", 2, 100, 300);
  g_autoptr(BreakevenPart) cpu = breakeven_part_new (BREAKEVEN_PART_CPU, "CPU", 1, 100, 120);

  g_list_store_append (breakeven_project_get_parts (project), gpu);
  g_list_store_append (breakeven_project_get_parts (project), cpu);
  /* unset: the sum of quantity x power draw */
  g_assert_cmpfloat (breakeven_project_get_effective_wall_watts (project), ==, 720);
  breakeven_project_set_wall_watts (project, 600);
  g_assert_cmpfloat (breakeven_project_get_effective_wall_watts (project), ==, 600);
  breakeven_project_unset_wall_watts (project);
  g_assert_cmpfloat (breakeven_project_get_effective_wall_watts (project), ==, 720);
  g_assert_cmpfloat (breakeven_project_get_gpu_total (project), ==, 200);
}

static void
test_categories (void)
{
  BreakevenPartCategory c;

  for (guint i = 0; i < BREAKEVEN_N_PART_CATEGORIES; i++)
    {
      g_assert_true (breakeven_part_category_from_string (breakeven_part_category_to_string (i), &c));
      g_assert_cmpuint (c, ==, i);
    }
  g_assert_false (breakeven_part_category_from_string ("GPU", &c));
  g_assert_false (breakeven_part_category_from_string ("tpu", &c));
  g_assert_true (breakeven_currency_code_is_valid ("USD"));
  g_assert_false (breakeven_currency_code_is_valid ("usd"));
  g_assert_false (breakeven_currency_code_is_valid ("US"));
  g_assert_false (breakeven_currency_code_is_valid ("USDT"));
}

/* The GEnums say the file format's words (docs/file-format.md), in the enums' order, and the
 * properties are typed with them */
static void
test_enum_words (void)
{
  static const char *const categories[] = {
    "gpu", "cpu", "motherboard", "memory", "storage", "psu", "cooling", "case", "other",
  };
  g_autoptr(GEnumClass) category_class = g_type_class_ref (BREAKEVEN_TYPE_PART_CATEGORY);
  g_autoptr(GEnumClass) billing_class = g_type_class_ref (BREAKEVEN_TYPE_BILLING);
  g_autoptr(BreakevenPart) part = breakeven_part_new (BREAKEVEN_PART_PSU, "PSU", 1, 100, 0);
  g_autoptr(BreakevenOffer) offer = breakeven_offer_new ("P", "O", 1, "USD");
  BreakevenBilling billing = BREAKEVEN_BILLING_ON_DEMAND;
  BreakevenPartCategory category = BREAKEVEN_PART_OTHER;

  g_assert_cmpuint (category_class->n_values, ==, G_N_ELEMENTS (categories));
  for (guint i = 0; i < G_N_ELEMENTS (categories); i++)
    {
      g_assert_cmpstr (g_enum_get_value (category_class, i)->value_nick, ==, categories[i]);
      g_assert_cmpstr (breakeven_part_category_to_string (i), ==, categories[i]);
    }
  g_assert_cmpuint (billing_class->n_values, ==, 2);
  g_assert_cmpstr (breakeven_billing_to_string (BREAKEVEN_BILLING_ON_DEMAND), ==, "on-demand");
  g_assert_cmpstr (breakeven_billing_to_string (BREAKEVEN_BILLING_SPOT), ==, "spot");
  g_assert_true (breakeven_billing_from_string ("spot", &billing));
  g_assert_cmpint (billing, ==, BREAKEVEN_BILLING_SPOT);
  g_assert_false (breakeven_billing_from_string ("Spot", &billing));
  g_assert_false (breakeven_billing_from_string (NULL, &billing));

  g_object_get (part, "category", &category, NULL);
  g_assert_cmpint (category, ==, BREAKEVEN_PART_PSU);
  g_object_set (offer, "billing", BREAKEVEN_BILLING_SPOT, NULL);
  g_assert_cmpint (breakeven_offer_get_billing (offer), ==, BREAKEVEN_BILLING_SPOT);
  g_assert_true (G_IS_PARAM_SPEC_ENUM (g_object_class_find_property (G_OBJECT_GET_CLASS (part),
                                                                     "category")));
}

static void
test_offer_copy_equal (void)
{
  g_autoptr(BreakevenOffer) a = breakeven_offer_new ("RunPod", "RTX 4090", 0.34, "USD");
  g_autoptr(BreakevenOffer) b = NULL;

  breakeven_offer_set_billing (a, BREAKEVEN_BILLING_SPOT);
  breakeven_offer_set_vram_gb (a, 24);
  breakeven_offer_set_source (a, "price page");
  b = breakeven_offer_copy (a);
  g_assert_true (breakeven_offer_equal (a, b));
  breakeven_offer_set_price_per_hour (b, 0.22);
  g_assert_false (breakeven_offer_equal (a, b));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/project/defaults", test_defaults);
  g_test_add_func ("/project/changed-signal", test_changed_signal);
  g_test_add_func ("/project/exchange-rates-model", test_exchange_rates_model);
  g_test_add_func ("/project/part-line-total", test_part_line_total);
  g_test_add_func ("/project/enum-words", test_enum_words);
  g_test_add_func ("/project/wall-power-estimate", test_wall_power_estimate);
  g_test_add_func ("/project/categories", test_categories);
  g_test_add_func ("/project/offer-copy-equal", test_offer_copy_equal);

  return g_test_run ();
}
