/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-history-names.c: what an undo step is called, from what the changes it records
 * changed ("Edit Hours per Day", "Delete Part"), and which changes one step extends to */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "breakeven-history.h"

/* A value that follows another one is notified with it: the change is the other one's */
static const struct { const char *follower, *leader; } followers[] = {
  { "cloud-idle-hours-per-day", "idle-hours-per-day" },
  { "cloud-idle-hours-set", "cloud-idle-hours-per-day" },
  { "resale-after-purchase-percent", "resale-percent" },
  { "resale-after-purchase-set", "resale-after-purchase-percent" },
  { "wall-watts-set", "wall-watts" },
  { "idle-price-set", "idle-price-per-hour" },
};

static const struct { const char *property, *name; } project_step_names[] = {
  { "title", N_("Edit Title") },
  { "notes", N_("Edit Notes") },
  { "currency", N_("Edit Currency") },
  { "hours-per-day", N_("Edit Hours per Day") },
  { "idle-hours-per-day", N_("Edit Idle Hours per Day") },
  { "cloud-idle-hours-per-day", N_("Edit Cloud Idle Hours per Day") },
  { "cloud-idle-hours-set", N_("Edit Cloud Idle Hours per Day") },
  { "vram-needed-gb", N_("Edit VRAM Needed") },
  { "horizon-months", N_("Edit Horizon") },
  { "cloud-storage-gb", N_("Edit Cloud Storage") },
  { "exchange-rates", N_("Edit Exchange Rate") },
  { "has-vendor-quote", N_("Edit Vendor Quote") },
  { "vendor-quote", N_("Edit Vendor Quote") },
  { "use-vendor-quote", N_("Edit Vendor Quote") },
  { "vendor-quote-note", N_("Edit Vendor Quote") },
  { "build-max-hours-per-day", N_("Edit the Build’s Most Hours a Day") },
  { "price-change-percent-per-year", N_("Edit Cloud Price Change") },
};

/* KEY is "project:PROPERTY", "part N:PROPERTY" or "offer N:PROPERTY" */
static const char *
name_for_key (const char *key)
{
  const char *property = strchr (key, ':');

  if (g_str_has_prefix (key, "part "))
    return _("Edit Part");
  if (g_str_has_prefix (key, "offer "))
    return _("Edit Offer");
  if (g_str_has_prefix (key, "burst "))
    return _("Edit Burst");
  if (property == NULL)
    return _("Edit Project");
  property++;
  for (guint i = 0; i < G_N_ELEMENTS (project_step_names); i++)
    if (strcmp (property, project_step_names[i].property) == 0)
      return _(project_step_names[i].name);
  /* Power, electricity, maintenance, resale and interest */
  return _("Edit Costs");
}

static gboolean
key_is_follower (GPtrArray  *keys,
                 const char *key)
{
  const char *property = strchr (key, ':');
  gsize prefix_len;

  if (property == NULL)
    return FALSE;
  prefix_len = (gsize) (property - key) + 1;
  property++;
  for (guint i = 0; i < G_N_ELEMENTS (followers); i++)
    {
      g_autofree char *leader = NULL;

      if (strcmp (property, followers[i].follower) != 0)
        continue;
      leader = g_strdup_printf ("%.*s%s", (int) prefix_len, key, followers[i].leader);
      for (guint j = 0; j < keys->len; j++)
        if (strcmp (g_ptr_array_index (keys, j), leader) == 0)
          return TRUE;
    }
  return FALSE;
}

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

/* What a burst changed: adding or deleting parts or offers names the step and is never
 * extended; otherwise the edited values (without those that only follow another) are the
 * key, and a later burst editing the same values extends the step. */
void
breakeven_history_describe_changes (GPtrArray   *keys,
                                    char       **out_key,
                                    const char **out_name)
{
  g_autoptr(GPtrArray) edited = g_ptr_array_new ();
  const char *list = NULL;
  gboolean added = FALSE, deleted = FALSE;

  for (guint i = 0; i < keys->len; i++)
    {
      const char *key = g_ptr_array_index (keys, i);
      const char *colon = strchr (key, ':');

      if (g_str_has_prefix (key, "parts:") || g_str_has_prefix (key, "offers:")
          || g_str_has_prefix (key, "bursts:"))
        {
          if (list == NULL)
            list = g_str_has_prefix (key, "parts:") ? "parts:"
                   : g_str_has_prefix (key, "offers:") ? "offers:" : "bursts:";
          if (!g_str_has_prefix (key, list))
            continue;
          added |= strcmp (colon + 1, "add") == 0 || strcmp (colon + 1, "replace") == 0;
          deleted |= strcmp (colon + 1, "delete") == 0 || strcmp (colon + 1, "replace") == 0;
        }
      else if (!key_is_follower (keys, key))
        g_ptr_array_add (edited, (gpointer) key);
    }

  *out_key = NULL;
  if (list != NULL)
    {
      gboolean parts = strcmp (list, "parts:") == 0;
      gboolean bursts = strcmp (list, "bursts:") == 0;

      if (added && !deleted)
        *out_name = bursts ? _("Add Burst") : parts ? _("Add Part") : _("Add Offer");
      else if (deleted && !added)
        *out_name = bursts ? _("Delete Burst") : parts ? _("Delete Part") : _("Delete Offer");
      else
        *out_name = bursts ? _("Edit Burst") : parts ? _("Edit Part") : _("Edit Offer");
      return;
    }
  if (edited->len == 0)
    {
      *out_name = _("Edit Project");
      return;
    }

  *out_name = name_for_key (g_ptr_array_index (edited, 0));
  for (guint i = 1; i < edited->len; i++)
    if (strcmp (name_for_key (g_ptr_array_index (edited, i)), *out_name) != 0)
      {
        *out_name = _("Edit Project");
        break;
      }
  g_ptr_array_sort (edited, compare_strings);
  g_ptr_array_add (edited, NULL);
  *out_key = g_strjoinv ("|", (char **) edited->pdata);
}
