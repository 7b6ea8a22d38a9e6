/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-project-assign.c: making a project equal to another (undo, redo, a file read
 * again), notifying only what differs and keeping the parts, offers and bursts that stay */

#include "config.h"

#include "breakeven-project-private.h"

static gboolean
part_equal (gpointer a,
            gpointer b)
{
  BreakevenPart *pa = a, *pb = b;

  return breakeven_part_get_category (pa) == breakeven_part_get_category (pb)
      && g_strcmp0 (breakeven_part_get_name (pa), breakeven_part_get_name (pb)) == 0
      && breakeven_part_get_quantity (pa) == breakeven_part_get_quantity (pb)
      && breakeven_part_get_unit_price (pa) == breakeven_part_get_unit_price (pb)
      && breakeven_part_get_power_watts (pa) == breakeven_part_get_power_watts (pb)
      && g_strcmp0 (breakeven_part_get_model (pa), breakeven_part_get_model (pb)) == 0
      && breakeven_part_get_vram_gb (pa) == breakeven_part_get_vram_gb (pb);
}

static gpointer
part_copy (gpointer part)
{
  return breakeven_part_copy (part);
}

static void
part_assign (gpointer self,
             gpointer other)
{
  BreakevenPart *part = self, *from = other;

  /* The setters leave equal values alone, so only what differs is notified */
  g_object_freeze_notify (G_OBJECT (part));
  breakeven_part_set_category (part, breakeven_part_get_category (from));
  breakeven_part_set_name (part, breakeven_part_get_name (from));
  breakeven_part_set_quantity (part, breakeven_part_get_quantity (from));
  breakeven_part_set_unit_price (part, breakeven_part_get_unit_price (from));
  breakeven_part_set_power_watts (part, breakeven_part_get_power_watts (from));
  breakeven_part_set_model (part, breakeven_part_get_model (from));
  breakeven_part_set_vram_gb (part, breakeven_part_get_vram_gb (from));
  g_object_thaw_notify (G_OBJECT (part));
}

static gboolean
offer_equal (gpointer a,
             gpointer b)
{
  return breakeven_offer_equal (a, b);
}

static gpointer
offer_copy (gpointer offer)
{
  return breakeven_offer_copy (offer);
}

static void
offer_assign (gpointer self,
              gpointer other)
{
  BreakevenOffer *offer = self, *from = other;

  g_object_freeze_notify (G_OBJECT (offer));
  breakeven_offer_set_provider (offer, breakeven_offer_get_provider (from));
  breakeven_offer_set_name (offer, breakeven_offer_get_name (from));
  breakeven_offer_set_gpu (offer, breakeven_offer_get_gpu (from));
  breakeven_offer_set_gpu_count (offer, breakeven_offer_get_gpu_count (from));
  breakeven_offer_set_vram_gb (offer, breakeven_offer_get_vram_gb (from));
  breakeven_offer_set_price_per_hour (offer, breakeven_offer_get_price_per_hour (from));
  breakeven_offer_set_currency (offer, breakeven_offer_get_currency (from));
  breakeven_offer_set_billing (offer, breakeven_offer_get_billing (from));
  breakeven_offer_set_storage_price_per_gb_month (
    offer, breakeven_offer_get_storage_price_per_gb_month (from));
  breakeven_offer_set_relative_speed (offer, breakeven_offer_get_relative_speed (from));
  breakeven_offer_set_relative_speed_auto (offer, breakeven_offer_get_relative_speed_auto (from));
  if (breakeven_offer_get_idle_price_set (from))
    breakeven_offer_set_idle_price_per_hour (offer, breakeven_offer_get_idle_price_per_hour (from));
  else
    breakeven_offer_unset_idle_price_per_hour (offer);
  breakeven_offer_set_interruption_overhead_percent (
    offer, breakeven_offer_get_interruption_overhead_percent (from));
  breakeven_offer_set_setup_cost (offer, breakeven_offer_get_setup_cost (from));
  breakeven_offer_set_as_of (offer, breakeven_offer_get_as_of (from));
  breakeven_offer_set_source (offer, breakeven_offer_get_source (from));
  breakeven_offer_set_promotion (offer, breakeven_offer_get_promotion (from));
  breakeven_offer_set_setup_hours (offer, breakeven_offer_get_setup_hours (from));
  g_object_thaw_notify (G_OBJECT (offer));
}

static gboolean
burst_equal (gpointer a,
             gpointer b)
{
  return breakeven_burst_equal (a, b);
}

static gpointer
burst_copy (gpointer burst)
{
  return breakeven_burst_copy (burst);
}

static void
burst_assign (gpointer self,
              gpointer other)
{
  breakeven_burst_assign (self, other);
}

/* Makes STORE hold items equal to OTHER's.  The equal items at both ends stay; a run of as
 * many items in the middle is edited in place (a row being edited keeps its widgets); runs of
 * different lengths are replaced by copies in one splice. */
static void
sync_store (GListStore *store,
            GListModel *other,
            gboolean  (*equal) (gpointer, gpointer),
            gpointer  (*copy) (gpointer),
            void      (*assign) (gpointer, gpointer))
{
  GListModel *model = G_LIST_MODEL (store);
  guint n_old = g_list_model_get_n_items (model);
  guint n_new = g_list_model_get_n_items (other);
  guint prefix = 0, suffix = 0, n_min = MIN (n_old, n_new);

  while (prefix < n_min)
    {
      g_autoptr(GObject) a = g_list_model_get_item (model, prefix);
      g_autoptr(GObject) b = g_list_model_get_item (other, prefix);

      if (!equal (a, b))
        break;
      prefix++;
    }
  while (suffix < n_min - prefix)
    {
      g_autoptr(GObject) a = g_list_model_get_item (model, n_old - 1 - suffix);
      g_autoptr(GObject) b = g_list_model_get_item (other, n_new - 1 - suffix);

      if (!equal (a, b))
        break;
      suffix++;
    }

  if (n_old - prefix - suffix == n_new - prefix - suffix)
    {
      for (guint i = prefix; i < n_old - suffix; i++)
        {
          g_autoptr(GObject) a = g_list_model_get_item (model, i);
          g_autoptr(GObject) b = g_list_model_get_item (other, i);

          assign (a, b);
        }
    }
  else
    {
      guint n_added = n_new - prefix - suffix;
      g_autoptr(GPtrArray) added = g_ptr_array_new_full (n_added, g_object_unref);

      for (guint i = 0; i < n_added; i++)
        {
          g_autoptr(GObject) b = g_list_model_get_item (other, prefix + i);

          g_ptr_array_add (added, copy (b));
        }
      g_list_store_splice (store, prefix, n_old - prefix - suffix, added->pdata, added->len);
    }
}

#define ASSIGN_STRING(field, PROP)                                            \
  if (g_strcmp0 (self->field, other->field) != 0)                             \
    {                                                                         \
      g_free (self->field);                                                   \
      self->field = g_strdup (other->field);                                  \
      breakeven_project_notify_property (self, PROP);           \
      changed = TRUE;                                                         \
    }
#define ASSIGN_VALUE(field, PROP)                                             \
  if (self->field != other->field)                                            \
    {                                                                         \
      self->field = other->field;                                             \
      breakeven_project_notify_property (self, PROP);           \
      changed = TRUE;                                                         \
    }

void
breakeven_project_assign (BreakevenProject *self,
                          BreakevenProject *other)
{
  double cloud_idle, resale_after;
  gboolean changed = FALSE;

  g_return_if_fail (BREAKEVEN_IS_PROJECT (self));
  g_return_if_fail (BREAKEVEN_IS_PROJECT (other));

  if (self == other)
    return;

  cloud_idle = breakeven_project_get_cloud_idle_hours_per_day (self);
  resale_after = breakeven_project_get_resale_after_purchase_percent (self);

  g_object_freeze_notify (G_OBJECT (self));
  ASSIGN_STRING (title, PROP_TITLE)
  ASSIGN_STRING (notes, PROP_NOTES)
  ASSIGN_STRING (currency, PROP_CURRENCY)
  ASSIGN_VALUE (hours_per_day, PROP_HOURS_PER_DAY)
  ASSIGN_VALUE (idle_hours_per_day, PROP_IDLE_HOURS_PER_DAY)
  ASSIGN_VALUE (horizon_months, PROP_HORIZON_MONTHS)
  ASSIGN_VALUE (cloud_storage_gb, PROP_CLOUD_STORAGE_GB)
  ASSIGN_VALUE (cloud_idle_hours_set, PROP_CLOUD_IDLE_HOURS_SET)
  ASSIGN_VALUE (vram_needed_gb, PROP_VRAM_NEEDED_GB)
  ASSIGN_VALUE (has_vendor_quote, PROP_HAS_VENDOR_QUOTE)
  ASSIGN_VALUE (vendor_quote, PROP_VENDOR_QUOTE)
  ASSIGN_VALUE (use_vendor_quote, PROP_USE_VENDOR_QUOTE)
  ASSIGN_STRING (vendor_quote_note, PROP_VENDOR_QUOTE_NOTE)
  ASSIGN_VALUE (wall_watts_set, PROP_WALL_WATTS_SET)
  ASSIGN_VALUE (wall_watts, PROP_WALL_WATTS)
  ASSIGN_VALUE (idle_watts, PROP_IDLE_WATTS)
  ASSIGN_VALUE (cooling_overhead_percent, PROP_COOLING_OVERHEAD_PERCENT)
  ASSIGN_VALUE (price_per_kwh, PROP_PRICE_PER_KWH)
  ASSIGN_VALUE (maintenance_per_year, PROP_MAINTENANCE_PER_YEAR)
  ASSIGN_VALUE (resale_percent, PROP_RESALE_PERCENT)
  ASSIGN_VALUE (resale_after_purchase_set, PROP_RESALE_AFTER_PURCHASE_SET)
  ASSIGN_VALUE (interest_percent, PROP_INTEREST_PERCENT)
  ASSIGN_VALUE (circuit_limit_watts, PROP_CIRCUIT_LIMIT_WATTS)
  ASSIGN_VALUE (build_max_hours_per_day, PROP_BUILD_MAX_HOURS_PER_DAY)
  ASSIGN_VALUE (own_time_per_hour, PROP_OWN_TIME_PER_HOUR)
  ASSIGN_VALUE (build_setup_hours, PROP_BUILD_SETUP_HOURS)
  ASSIGN_VALUE (price_change_percent_per_year, PROP_PRICE_CHANGE_PERCENT_PER_YEAR)
  /* A value that follows another is notified when the value in use changes */
  if (self->cloud_idle_hours_per_day != other->cloud_idle_hours_per_day)
    {
      self->cloud_idle_hours_per_day = other->cloud_idle_hours_per_day;
      changed = TRUE;
    }
  if (self->resale_after_purchase_percent != other->resale_after_purchase_percent)
    {
      self->resale_after_purchase_percent = other->resale_after_purchase_percent;
      changed = TRUE;
    }
  if (breakeven_project_get_cloud_idle_hours_per_day (self) != cloud_idle)
    breakeven_project_notify_property (self, PROP_CLOUD_IDLE_HOURS_PER_DAY);
  if (breakeven_project_get_resale_after_purchase_percent (self) != resale_after)
    breakeven_project_notify_property (self, PROP_RESALE_AFTER_PURCHASE_PERCENT);
  /* One change for the whole assignment: the rates' own is not told again */
  if (breakeven_project_assign_rates (self, other->rates))
    changed = TRUE;
  g_object_thaw_notify (G_OBJECT (self));
  if (changed)
    breakeven_project_emit_changed (self);

  sync_store (self->parts, G_LIST_MODEL (other->parts), part_equal, part_copy, part_assign);
  sync_store (self->offers, G_LIST_MODEL (other->offers), offer_equal, offer_copy, offer_assign);
  sync_store (self->bursts, G_LIST_MODEL (other->bursts), burst_equal, burst_copy, burst_assign);
}

#undef ASSIGN_STRING
#undef ASSIGN_VALUE
