/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-catalogue.c: the offers a user can pick from: bundled, and their own */

#include "config.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "breakeven-catalogue.h"
#include "breakeven-core-resources.h"
#include "breakeven-file-lock.h"
#include "breakeven-import.h"
#include "breakeven-limits.h"
#include "breakeven-xml.h"

#define BUNDLED_RESOURCE "/io/github/breakeven/Breakeven/offers.xml"

struct _BreakevenCatalogue
{
  GObject parent_instance;

  GFile *user_file;
  /* The user file exists but could not be read: it is never saved over, but set aside first */
  gboolean user_file_broken;
  /* Where the broken file was set aside, once it was */
  GFile *broken_file;
  /* The user file's version as last read or written (NULL: there was none): another window
   * or program that wrote it since is never written over unasked */
  char *user_etag;
  GListStore *bundled;
  GListStore *own;
  GListStore *all;
  /* The own offers again, in order, and as a set: "is this row mine" in constant time, for
   * every row of a picker of 20,000 offers */
  GPtrArray *own_items;
  GHashTable *own_set;
  /* The own offers before the last price catalogue import, while it can be undone (any other
   * change of the list ends that); NULL otherwise */
  GPtrArray *undo_offers;
  gboolean changing_for_undo;
  /* Held from reading the user file to writing it, when another program may change it too */
  BreakevenFileLock *lock;
  guint lock_wait_ms;
};

G_DEFINE_FINAL_TYPE (BreakevenCatalogue, breakeven_catalogue, G_TYPE_OBJECT)

static void
breakeven_catalogue_dispose (GObject *object)
{
  BreakevenCatalogue *self = BREAKEVEN_CATALOGUE (object);

  if (self->own)
    g_signal_handlers_disconnect_by_data (self->own, self);
  g_clear_object (&self->user_file);
  g_clear_object (&self->broken_file);
  g_clear_pointer (&self->user_etag, g_free);
  g_clear_object (&self->bundled);
  g_clear_object (&self->own);
  g_clear_object (&self->all);
  g_clear_pointer (&self->undo_offers, g_ptr_array_unref);
  g_clear_pointer (&self->lock, breakeven_file_lock_release);

  G_OBJECT_CLASS (breakeven_catalogue_parent_class)->dispose (object);
}

static void
breakeven_catalogue_class_init (BreakevenCatalogueClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = breakeven_catalogue_dispose;
}

/* Mirrors a change of the own offers into the combined list, after the bundled ones */
static void
on_own_changed (GListModel         *own,
                guint               position,
                guint               removed,
                guint               added,
                BreakevenCatalogue *self)
{
  guint offset = g_list_model_get_n_items (G_LIST_MODEL (self->bundled));
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);

  /* One level of undo: a change after the import is not taken back by undoing the import */
  if (!self->changing_for_undo)
    g_clear_pointer (&self->undo_offers, g_ptr_array_unref);
  for (guint i = 0; i < added; i++)
    g_ptr_array_add (items, g_list_model_get_item (own, position + i));
  g_list_store_splice (self->all, offset + position, removed, items->pdata, items->len);

  /* The same change to the mirror and the set (the removed items are known only there) */
  for (guint i = 0; i < removed; i++)
    g_hash_table_remove (self->own_set, g_ptr_array_index (self->own_items, position + i));
  g_ptr_array_remove_range (self->own_items, position, removed);
  for (guint i = 0; i < added; i++)
    {
      BreakevenOffer *offer = g_ptr_array_index (items, i);

      g_ptr_array_insert (self->own_items, position + i, g_object_ref (offer));
      g_hash_table_add (self->own_set, offer);
    }
}

static void
breakeven_catalogue_init (BreakevenCatalogue *self)
{
  self->bundled = g_list_store_new (BREAKEVEN_TYPE_OFFER);
  self->own = g_list_store_new (BREAKEVEN_TYPE_OFFER);
  self->all = g_list_store_new (BREAKEVEN_TYPE_OFFER);
  self->own_items = g_ptr_array_new_with_free_func (g_object_unref);
  self->own_set = g_hash_table_new (NULL, NULL);
  self->lock_wait_ms = BREAKEVEN_MAX_LOCK_WAIT_SECONDS * 1000;
  g_signal_connect (self->own, "items-changed", G_CALLBACK (on_own_changed), self);
}

BreakevenCatalogue *
breakeven_catalogue_new (GFile *user_file)
{
  BreakevenCatalogue *self = g_object_new (BREAKEVEN_TYPE_CATALOGUE, NULL);

  if (user_file != NULL)
    self->user_file = g_object_ref (user_file);
  else
    self->user_file = g_file_new_build_filename (g_get_user_data_dir (), "breakeven",
                                                 "offers.xml", NULL);
  return self;
}

GFile *
breakeven_catalogue_get_user_file (BreakevenCatalogue *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_CATALOGUE (self), NULL);
  return self->user_file;
}

GListStore *
breakeven_catalogue_load_bundled (GError **error)
{
  g_autoptr(GBytes) bytes = g_resource_lookup_data (breakeven_core_get_resource (),
                                                    BUNDLED_RESOURCE,
                                                    G_RESOURCE_LOOKUP_FLAGS_NONE, error);
  gsize length;
  const char *data;

  if (bytes == NULL)
    return NULL;
  data = g_bytes_get_data (bytes, &length);
  return breakeven_catalogue_load_from_data (data, length, "offers.xml", error);
}

/* The user's catalogue lives in its folder (the data directory): a symbolic link that leads out
 * of it is not followed, neither to read nor, above all, to overwrite whatever it points to */
static gboolean
check_no_link_out (GFile   *file,
                   GError **error)
{
  const char *path = g_file_peek_path (file);
  g_autofree char *dir = NULL;
  g_autofree char *real_dir = NULL;
  g_autofree char *real_path = NULL;
  GStatBuf info;

  if (path == NULL || g_lstat (path, &info) != 0 || !S_ISLNK (info.st_mode))
    return TRUE;
  dir = g_path_get_dirname (path);
  real_dir = realpath (dir, NULL);
  real_path = realpath (path, NULL);
  /* A link that leads round in a loop is one, wherever it leads */
  if (real_path == NULL && errno == ELOOP)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_TOO_MANY_LINKS,
                   _("%s: the path has a symbolic link that leads round in a loop"), path);
      return FALSE;
    }
  /* A link to a file not there yet, which saving creates: where it would be */
  if (real_path == NULL && errno == ENOENT)
    {
      g_autofree char *link = g_file_read_link (path, NULL);
      g_autofree char *target = link == NULL ? NULL
                                : g_path_is_absolute (link) ? g_strdup (link)
                                : g_build_filename (dir, link, NULL);
      g_autofree char *target_dir = target != NULL ? g_path_get_dirname (target) : NULL;
      g_autofree char *real_target_dir = target_dir != NULL ? realpath (target_dir, NULL) : NULL;
      g_autofree char *base = target != NULL ? g_path_get_basename (target) : NULL;

      if (real_target_dir != NULL && g_lstat (target, &info) != 0 && errno == ENOENT)
        real_path = g_build_filename (real_target_dir, base, NULL);
    }
  if (real_dir != NULL && real_path != NULL && g_str_has_prefix (real_path, real_dir)
      && real_path[strlen (real_dir)] == G_DIR_SEPARATOR)
    return TRUE;
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_TOO_MANY_LINKS,
               _("%s: this is a symbolic link out of its folder, which Breakeven does not "
                 "follow"), path);
  return FALSE;
}

static void
replace_items (GListStore *store,
               GListModel *items)
{
  g_autoptr(GPtrArray) array = g_ptr_array_new_with_free_func (g_object_unref);

  for (guint i = 0; items != NULL && i < g_list_model_get_n_items (items); i++)
    g_ptr_array_add (array, g_list_model_get_item (items, i));
  g_list_store_splice (store, 0, g_list_model_get_n_items (G_LIST_MODEL (store)),
                       array->pdata, array->len);
}

/* What tells one version of the user file from another; NULL when there is none */
static char *
user_file_etag (BreakevenCatalogue *self)
{
  return breakeven_file_version (self->user_file, G_FILE_QUERY_INFO_NONE);
}

gboolean
breakeven_catalogue_changed_on_disk (BreakevenCatalogue *self)
{
  g_autofree char *etag = NULL;

  g_return_val_if_fail (BREAKEVEN_IS_CATALOGUE (self), FALSE);

  etag = user_file_etag (self);
  /* Gone since: writing it again loses nothing */
  return etag != NULL && g_strcmp0 (etag, self->user_etag) != 0;
}

void
breakeven_catalogue_load (BreakevenCatalogue *self,
                          GError            **user_error)
{
  g_autoptr(GListStore) bundled = NULL;
  g_autoptr(GListStore) own = NULL;
  g_autoptr(GError) error = NULL;

  g_return_if_fail (BREAKEVEN_IS_CATALOGUE (self));

  /* The bundled catalogue is tested at build time: failing here is a packaging bug */
  bundled = breakeven_catalogue_load_bundled (&error);
  if (bundled == NULL)
    g_critical ("The bundled offer catalogue cannot be read: %s", error->message);
  g_clear_error (&error);

  /* The own offers first, so the combined list follows them; then the bundled ones go first */
  replace_items (self->own, NULL);
  replace_items (self->bundled, G_LIST_MODEL (bundled));
  replace_items (self->all, G_LIST_MODEL (bundled));

  self->user_file_broken = FALSE;
  /* Before reading: a change made while it is read is a change since */
  g_free (self->user_etag);
  self->user_etag = user_file_etag (self);
  if (check_no_link_out (self->user_file, &error))
    own = breakeven_catalogue_load_from_file (self->user_file, &error);
  if (own != NULL)
    replace_items (self->own, G_LIST_MODEL (own));
  else if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
    {
      /* One typo must not cost 200 offers: the next save sets this file aside first */
      self->user_file_broken = TRUE;
      g_propagate_error (user_error, g_steal_pointer (&error));
    }
}

GListModel *
breakeven_catalogue_get_offers (BreakevenCatalogue *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_CATALOGUE (self), NULL);
  return G_LIST_MODEL (self->all);
}

GListStore *
breakeven_catalogue_get_bundled (BreakevenCatalogue *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_CATALOGUE (self), NULL);
  return self->bundled;
}

GListStore *
breakeven_catalogue_get_own (BreakevenCatalogue *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_CATALOGUE (self), NULL);
  return self->own;
}

gboolean
breakeven_catalogue_is_own (BreakevenCatalogue *self,
                            BreakevenOffer     *offer)
{
  g_return_val_if_fail (BREAKEVEN_IS_CATALOGUE (self), FALSE);
  return g_hash_table_contains (self->own_set, offer);
}

/* Renames the user file that failed to load to "offers.xml.broken" (or ".broken-2", ... when
 * that exists: an older broken file is kept too), a link as the link itself */
static gboolean
set_broken_aside (BreakevenCatalogue  *self,
                  GError             **error)
{
  const char *path = g_file_peek_path (self->user_file);
  g_autofree char *name = g_file_get_parse_name (self->user_file);
  GStatBuf info;

  if (path == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _("%s: the catalogue could not be read, and cannot be set aside"), name);
      return FALSE;
    }
  /* Gone since: nothing to lose */
  if (g_lstat (path, &info) != 0 && errno == ENOENT)
    {
      self->user_file_broken = FALSE;
      return TRUE;
    }
  for (guint n = 1; n < 1000; n++)
    {
      g_autofree char *aside = n == 1 ? g_strconcat (path, ".broken", NULL)
                                      : g_strdup_printf ("%s.broken-%u", path, n);

      if (g_lstat (aside, &info) == 0)
        continue;
      if (g_rename (path, aside) != 0)
        {
          g_set_error (error, G_IO_ERROR, g_io_error_from_errno (errno),
                       _("%s: the catalogue could not be read, and could not be set aside "
                         "before saving (%s)"), name, g_strerror (errno));
          return FALSE;
        }
      g_clear_object (&self->broken_file);
      self->broken_file = g_file_new_for_path (aside);
      self->user_file_broken = FALSE;
      return TRUE;
    }
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS,
               _("%s: the catalogue could not be read, and there are too many broken copies "
                 "beside it to set it aside"), name);
  return FALSE;
}

gboolean
breakeven_catalogue_save_own (BreakevenCatalogue *self,
                              GError            **error)
{
  return breakeven_catalogue_save_own_full (self, FALSE, error);
}

gboolean
breakeven_catalogue_lock (BreakevenCatalogue *self,
                          GError            **error)
{
  g_autoptr(GFile) parent = NULL;

  g_return_val_if_fail (BREAKEVEN_IS_CATALOGUE (self), FALSE);

  if (self->lock != NULL)
    return TRUE;
  /* The lock file lives beside the user file: its folder first (saving would make it anyway).
   * A link out of the folder is not followed even for the lock: nothing is written beside
   * whatever it points to, and the link is locked where it is (saving sets it aside) */
  parent = g_file_get_parent (self->user_file);
  if (parent != NULL)
    g_file_make_directory_with_parents (parent, NULL, NULL);
  if (check_no_link_out (self->user_file, NULL))
    self->lock = breakeven_file_lock_acquire (self->user_file, self->lock_wait_ms, error);
  else
    self->lock = breakeven_file_lock_acquire_here (self->user_file, self->lock_wait_ms, error);
  return self->lock != NULL;
}

void
breakeven_catalogue_set_lock_wait (BreakevenCatalogue *self,
                                   guint               wait_ms)
{
  g_return_if_fail (BREAKEVEN_IS_CATALOGUE (self));
  self->lock_wait_ms = wait_ms;
}

void
breakeven_catalogue_unlock (BreakevenCatalogue *self)
{
  g_return_if_fail (BREAKEVEN_IS_CATALOGUE (self));
  g_clear_pointer (&self->lock, breakeven_file_lock_release);
}

/* Saves the own offers, the lock held */
static gboolean
save_own_locked (BreakevenCatalogue *self,
                 gboolean            overwrite,
                 GError            **error)
{
  g_autoptr(GFile) parent = NULL;
  g_autoptr(GError) local_error = NULL;

  if (!overwrite && breakeven_catalogue_changed_on_disk (self))
    {
      g_autofree char *name = g_file_get_parse_name (self->user_file);

      /* Translators: %s is the path of the user's own offers file */
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_WRONG_ETAG,
                   _("%s: your offers were changed by another window or program since they "
                     "were read; nothing was written"), name);
      return FALSE;
    }
  parent = g_file_get_parent (self->user_file);
  if (parent != NULL && !g_file_make_directory_with_parents (parent, NULL, &local_error)
      && !g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_EXISTS))
    {
      g_autofree char *name = g_file_get_parse_name (parent);

      g_set_error (error, G_IO_ERROR, local_error->code, _("%s: the folder cannot be created"),
                   name);
      return FALSE;
    }
  if (self->user_file_broken && !set_broken_aside (self, error))
    return FALSE;
  /* A link out of the folder that appeared since loading is not written through either */
  if (!check_no_link_out (self->user_file, error))
    return FALSE;
  if (!breakeven_catalogue_save_to_file (G_LIST_MODEL (self->own), self->user_file, NULL, error))
    return FALSE;
  g_free (self->user_etag);
  self->user_etag = user_file_etag (self);
  return TRUE;
}

gboolean
breakeven_catalogue_save_own_full (BreakevenCatalogue *self,
                                   gboolean            overwrite,
                                   GError            **error)
{
  gboolean took, ok;

  g_return_val_if_fail (BREAKEVEN_IS_CATALOGUE (self), FALSE);

  /* Whether it changed on disk, then the write, with no other program in between */
  took = self->lock == NULL;
  if (!breakeven_catalogue_lock (self, error))
    return FALSE;
  ok = save_own_locked (self, overwrite, error);
  if (took)
    breakeven_catalogue_unlock (self);
  return ok;
}

gboolean
breakeven_catalogue_get_user_file_broken (BreakevenCatalogue *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_CATALOGUE (self), FALSE);
  return self->user_file_broken;
}

GFile *
breakeven_catalogue_get_broken_file (BreakevenCatalogue *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_CATALOGUE (self), NULL);
  return self->broken_file;
}

/* A hash consistent with breakeven_offer_equal(): of fields it compares */
static guint
offer_hash (gconstpointer data)
{
  BreakevenOffer *offer = (BreakevenOffer *) data;
  double price = breakeven_offer_get_price_per_hour (offer) + 0.0;
  const char *provider = breakeven_offer_get_provider (offer);
  const char *name = breakeven_offer_get_name (offer);
  const char *gpu = breakeven_offer_get_gpu (offer);

  return g_str_hash (provider != NULL ? provider : "")
         ^ (31 * g_str_hash (name != NULL ? name : ""))
         ^ (17 * g_str_hash (gpu != NULL ? gpu : ""))
         ^ g_double_hash (&price);
}

static gboolean
offer_equal (gconstpointer a,
             gconstpointer b)
{
  return breakeven_offer_equal ((BreakevenOffer *) a, (BreakevenOffer *) b);
}

int
breakeven_catalogue_import (BreakevenCatalogue *self,
                            GFile              *file,
                            GError            **error)
{
  g_autoptr(GListStore) imported = NULL;
  g_autoptr(GHashTable) known = NULL;
  g_autoptr(GPtrArray) added = g_ptr_array_new ();
  GListModel *all;
  guint n;

  g_return_val_if_fail (BREAKEVEN_IS_CATALOGUE (self), -1);

  imported = breakeven_catalogue_load_from_file (file, error);
  if (imported == NULL)
    return -1;

  /* Every offer once into a set: linear, where a search of the catalogue per imported offer
   * took 45 s for 20,000 */
  known = g_hash_table_new_full (offer_hash, offer_equal, g_object_unref, NULL);
  all = G_LIST_MODEL (self->all);
  for (guint i = 0; i < g_list_model_get_n_items (all); i++)
    g_hash_table_add (known, g_list_model_get_item (all, i));
  n = g_list_model_get_n_items (G_LIST_MODEL (imported));
  for (guint i = 0; i < n; i++)
    {
      BreakevenOffer *offer = g_list_model_get_item (G_LIST_MODEL (imported), i);

      if (g_hash_table_contains (known, offer))
        {
          g_object_unref (offer);
          continue;
        }
      /* The set holds the reference; the store takes its own */
      g_hash_table_add (known, offer);
      g_ptr_array_add (added, offer);
    }
  /* One change of the own offers, not one per offer */
  g_list_store_splice (self->own, g_list_model_get_n_items (G_LIST_MODEL (self->own)), 0,
                       added->pdata, added->len);
  if (added->len > 0 && !breakeven_catalogue_save_own (self, error))
    return -1;
  return (int) added->len;
}

static GPtrArray *
own_offers (BreakevenCatalogue *self)
{
  GPtrArray *offers = g_ptr_array_new_with_free_func (g_object_unref);

  for (guint i = 0; i < self->own_items->len; i++)
    g_ptr_array_add (offers, g_object_ref (self->own_items->pdata[i]));
  return offers;
}

static void
set_own_offers (BreakevenCatalogue *self,
                GPtrArray          *offers)
{
  self->changing_for_undo = TRUE;
  g_list_store_splice (self->own, 0, g_list_model_get_n_items (G_LIST_MODEL (self->own)),
                       offers->pdata, offers->len);
  self->changing_for_undo = FALSE;
}

/* The own offers as the user file has them now (the lock held): another program wrote it since
 * it was read here */
static gboolean
reload_own (BreakevenCatalogue  *self,
            GError             **error)
{
  g_autoptr(GListStore) own = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autofree char *etag = user_file_etag (self);

  if (check_no_link_out (self->user_file, &local_error))
    own = breakeven_catalogue_load_from_file (self->user_file, &local_error);
  if (own == NULL && !g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  replace_items (self->own, G_LIST_MODEL (own));
  g_free (self->user_etag);
  self->user_etag = g_steal_pointer (&etag);
  return TRUE;
}

char *
breakeven_catalogue_import_prices (BreakevenCatalogue *self,
                                   GPtrArray          *results,
                                   guint              *n_imported,
                                   GError            **error)
{
  g_autoptr(GPtrArray) before = NULL;
  g_autoptr(GHashTable) kept = NULL;
  char *report = NULL;
  gboolean took;
  guint n = 0;

  g_return_val_if_fail (BREAKEVEN_IS_CATALOGUE (self), NULL);
  g_return_val_if_fail (results != NULL, NULL);

  /* Read, merge, write with no other program in between: another import that wrote the file
   * since it was read here is read again, and kept */
  took = self->lock == NULL;
  if (!breakeven_catalogue_lock (self, error))
    return NULL;
  if (breakeven_catalogue_changed_on_disk (self) && !reload_own (self, error))
    goto out;
  before = own_offers (self);
  self->changing_for_undo = TRUE;
  report = breakeven_import_merge (self->own, results, error);
  self->changing_for_undo = FALSE;
  if (report == NULL)
    goto out;
  if (!save_own_locked (self, FALSE, error))
    {
      /* Not saved: the offers as they were */
      set_own_offers (self, before);
      g_clear_pointer (&report, g_free);
      goto out;
    }
  kept = g_hash_table_new (NULL, NULL);
  for (guint i = 0; i < before->len; i++)
    g_hash_table_add (kept, before->pdata[i]);
  for (guint i = 0; i < self->own_items->len; i++)
    n += !g_hash_table_contains (kept, self->own_items->pdata[i]);
  g_clear_pointer (&self->undo_offers, g_ptr_array_unref);
  self->undo_offers = g_steal_pointer (&before);
  if (n_imported != NULL)
    *n_imported = n;

out:
  if (took)
    breakeven_catalogue_unlock (self);
  return report;
}

gboolean
breakeven_catalogue_get_can_undo (BreakevenCatalogue *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_CATALOGUE (self), FALSE);
  return self->undo_offers != NULL;
}

gboolean
breakeven_catalogue_undo (BreakevenCatalogue *self,
                          GError            **error)
{
  g_autoptr(GPtrArray) after = NULL;
  g_autoptr(GPtrArray) before = NULL;

  g_return_val_if_fail (BREAKEVEN_IS_CATALOGUE (self), FALSE);

  if (self->undo_offers == NULL)
    return TRUE;
  before = g_steal_pointer (&self->undo_offers);
  after = own_offers (self);
  set_own_offers (self, before);
  if (!breakeven_catalogue_save_own (self, error))
    {
      /* Still imported, on disk as in the list: the undo stays possible */
      set_own_offers (self, after);
      self->undo_offers = g_steal_pointer (&before);
      return FALSE;
    }
  return TRUE;
}

gboolean
breakeven_catalogue_export (BreakevenCatalogue *self,
                            GFile              *file,
                            GError            **error)
{
  g_return_val_if_fail (BREAKEVEN_IS_CATALOGUE (self), FALSE);
  return breakeven_catalogue_save_to_file (G_LIST_MODEL (self->own), file, NULL, error);
}
