/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-merge.c: imported offers into a catalogue, replacing those of an earlier import of
 * the same catalogue and provider; the keys that say which import an offer came from */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "breakeven-import-private.h"
#include "breakeven-limits.h"

/* Keys -------------------------------------------------------------------------------------- */

static const BreakevenImportFormat all_formats[] = {
  BREAKEVEN_IMPORT_GPUHUNT, BREAKEVEN_IMPORT_SKYPILOT, BREAKEVEN_IMPORT_FSDL,
};

/* A provider as a key writes it: as it is, or quoted ("\"Lambda Labs\"") when a space, a ';' or
 * a quote in it would make it read as a shorter name followed by something else */
static char *
quote_provider (const char *id)
{
  GString *s;

  if (*id != '\0' && strpbrk (id, " ;\"") == NULL)
    return g_strdup (id);
  s = g_string_new ("\"");
  for (const char *p = id; *p != '\0'; p++)
    {
      if (*p == '"')
        g_string_append_c (s, '"');
      g_string_append_c (s, *p);
    }
  g_string_append_c (s, '"');
  return g_string_free (s, FALSE);
}

char *
breakeven_import_make_key (BreakevenImportFormat  format,
                           const char            *provider_id)
{
  g_autofree char *quoted = quote_provider (provider_id);

  return g_strdup_printf ("%s: %s", breakeven_import_catalogue_name (format), quoted);
}

/* Reads the key at the start of SOURCE: its length, the catalogue and the provider (unquoted);
 * 0 for a source no import wrote */
static gsize
parse_key (const char             *source,
           BreakevenImportFormat  *format,
           char                  **provider_id)
{
  if (source == NULL)
    return 0;
  for (guint f = 0; f < G_N_ELEMENTS (all_formats); f++)
    {
      const char *catalogue = breakeven_import_catalogue_name (all_formats[f]);
      gsize n = strlen (catalogue), end;
      const char *p;

      if (strncmp (source, catalogue, n) != 0 || strncmp (source + n, ": ", 2) != 0)
        continue;
      p = source + n + 2;
      if (*p == '"')
        {
          GString *id = g_string_new (NULL);
          const char *q = p + 1;

          for (;;)
            {
              if (*q == '\0')
                break;
              if (*q == '"' && q[1] == '"')
                {
                  g_string_append_c (id, '"');
                  q += 2;
                  continue;
                }
              if (*q == '"')
                break;
              g_string_append_c (id, *q++);
            }
          if (*q != '"' || (q[1] != '\0' && q[1] != ' ' && q[1] != ';'))
            {
              g_string_free (id, TRUE);
              return 0;
            }
          end = q + 1 - source;
          if (format != NULL)
            *format = all_formats[f];
          if (provider_id != NULL)
            *provider_id = g_string_free (id, FALSE);
          else
            g_string_free (id, TRUE);
          return end;
        }
      if (*p == '\0' || *p == ' ' || *p == ';')
        return 0;
      end = n + 2 + strcspn (p, " ;");
      if (format != NULL)
        *format = all_formats[f];
      if (provider_id != NULL)
        *provider_id = g_strndup (p, strcspn (p, " ;"));
      return end;
    }
  return 0;
}

char *
breakeven_import_source_key (const char *source)
{
  gsize n = parse_key (source, NULL, NULL);

  return n > 0 ? g_strndup (source, n) : NULL;
}

gboolean
breakeven_import_source_has_key (const char *source,
                                 const char *key)
{
  gsize n;

  if (source == NULL || key == NULL)
    return FALSE;
  n = strlen (key);
  return strncmp (source, key, n) == 0
         && (source[n] == '\0' || source[n] == ' ' || source[n] == ';');
}

/* How providers write themselves; others are taken as written, the first letter capitalised */
char *
breakeven_import_provider_display_name (const char *id)
{
  static const char *const names[][2] = {
    { "aws", "AWS" }, { "azure", "Azure" }, { "gcp", "Google Cloud" },
    { "lambdalabs", "Lambda" }, { "lambda", "Lambda" }, { "nebius", "Nebius" },
    { "oci", "OCI" }, { "runpod", "RunPod" }, { "verda", "Verda" },
    { "cloudrift", "CloudRift" }, { "vastai", "Vast.ai" }, { "vast", "Vast.ai" },
    { "tensordock", "TensorDock" }, { "cudo", "Cudo Compute" }, { "vultr", "Vultr" },
    { "datacrunch", "DataCrunch" }, { "fluidstack", "FluidStack" }, { "paperspace", "Paperspace" },
    { "hyperstack", "Hyperstack" }, { "ibm", "IBM" }, { "kubernetes", "Kubernetes" },
    { "do", "DigitalOcean" }, { "scp", "SCP" },
  };
  g_autofree char *lower = g_ascii_strdown (id, -1);

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    if (strcmp (lower, names[i][0]) == 0)
      return g_strdup (names[i][1]);
  if (g_ascii_islower (id[0]))
    return g_strdup_printf ("%c%s", g_ascii_toupper (id[0]), id + 1);
  return g_strdup (id);
}

char *
breakeven_import_version_date (const char *version)
{
  if (version == NULL)
    return NULL;
  for (int i = 0; i < 8; i++)
    if (!g_ascii_isdigit (version[i]))
      return NULL;
  if (g_ascii_isdigit (version[8]))
    return NULL;
  return g_strdup_printf ("%.4s-%.2s-%.2s", version, version + 4, version + 6);
}

/* Providers, and the keys that name them, compare as people read them: "RunPod" is "runpod"
 * and "ＲｕｎＰｏｄ" (Unicode case folding after NFKC normalisation) */
static char *
fold (const char *text,
      gssize      length)
{
  g_autofree char *normal = g_utf8_normalize (text, length, G_NORMALIZE_NFKC);

  return normal != NULL ? g_utf8_casefold (normal, -1) : g_strndup (text, length);
}

static gboolean
folded_equal (const char *a,
              const char *b)
{
  g_autofree char *x = fold (a != NULL ? a : "", -1);
  g_autofree char *y = fold (b != NULL ? b : "", -1);

  return strcmp (x, y) == 0;
}

static guint
key_hash (gconstpointer key)
{
  g_autofree char *folded = fold (key, -1);

  return g_str_hash (folded);
}

static gboolean
key_equal (gconstpointer a,
           gconstpointer b)
{
  return folded_equal (a, b);
}

/* Whether OFFER came from an import of KEY: its source starts with exactly that key (not with
 * the key of another provider whose name starts the same way: "Lambda" is not "Lambda Labs"),
 * and its provider is still the one that import named it */
static gboolean
offer_has_key (BreakevenOffer *offer,
               const char     *key)
{
  const char *source = breakeven_offer_get_source (offer);
  g_autofree char *id = NULL;
  g_autofree char *provider = NULL;
  g_autofree char *legacy = NULL;
  BreakevenImportFormat format;
  gsize n;

  if (parse_key (key, &format, &id) != strlen (key))
    return FALSE;
  provider = breakeven_import_provider_display_name (id);
  if (!folded_equal (breakeven_offer_get_provider (offer), provider))
    return FALSE;
  n = parse_key (source, NULL, NULL);
  if (n > 0)
    {
      g_autofree char *prefix = fold (source, n);
      g_autofree char *folded_key = fold (key, -1);

      if (strcmp (prefix, folded_key) == 0)
        return TRUE;
    }
  /* Earlier versions wrote a provider with a space unquoted */
  legacy = g_strdup_printf ("%s: %s", breakeven_import_catalogue_name (format), id);
  if (strcmp (legacy, key) == 0)
    return FALSE;
  {
    g_autofree char *folded_source = fold (source, -1);
    g_autofree char *folded_legacy = fold (legacy, -1);

    return breakeven_import_source_has_key (folded_source, folded_legacy);
  }
}

/* The key of KEYS (or, for a source written before providers with a space were quoted, of
 * LEGACY_KEYS) that OFFER came from an import of; NULL for none */
static const char *
find_key (GHashTable     *keys,
          GHashTable     *legacy_keys,
          BreakevenOffer *offer)
{
  const char *source = breakeven_offer_get_source (offer);
  g_autofree char *key = breakeven_import_source_key (source);
  const char *found;

  if (key == NULL)
    return NULL;
  found = g_hash_table_lookup (keys, key);
  if (found != NULL && offer_has_key (offer, found))
    return found;
  if (g_hash_table_size (legacy_keys) == 0)
    return NULL;
  /* Each longer prefix that ends where a key may end */
  for (const char *p = source + strlen (key);; p++)
    {
      if (*p == '\0' || *p == ' ' || *p == ';')
        {
          g_autofree char *prefix = g_strndup (source, p - source);

          found = g_hash_table_lookup (legacy_keys, prefix);
          if (found != NULL && offer_has_key (offer, found))
            return found;
        }
      if (*p == '\0')
        return NULL;
    }
}

/* Into a catalogue -------------------------------------------------------------------------- */

/* What a re-import compares: the same provider, instance and billing */
static char *
offer_identity (BreakevenOffer *offer)
{
  g_autofree char *provider = fold (breakeven_offer_get_provider (offer), -1);

  return g_strdup_printf ("%s\x1f%s\x1f%d", provider,
                          breakeven_offer_get_name (offer),
                          (int) breakeven_offer_get_billing (offer));
}

static char *
format_usd (double value)
{
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];

  return g_strdup_printf ("$%s", g_ascii_formatd (buffer, sizeof buffer, "%.2f", value));
}

/* "RTX 4090 on RunPod: $0.34 → $0.29" */
static char *
describe_change (BreakevenOffer *offer,
                 double          old_price)
{
  const char *gpu = breakeven_offer_get_gpu (offer);
  g_autofree char *what = NULL;
  g_autofree char *before = format_usd (old_price);
  g_autofree char *after = format_usd (breakeven_offer_get_price_per_hour (offer));

  if (gpu == NULL || *gpu == '\0')
    what = g_strdup (breakeven_offer_get_name (offer));
  else if (breakeven_offer_get_gpu_count (offer) > 1)
    what = g_strdup_printf ("%u× %s", breakeven_offer_get_gpu_count (offer), gpu);
  else
    what = g_strdup (gpu);
  if (breakeven_offer_get_billing (offer) == BREAKEVEN_BILLING_SPOT)
    /* Translators: a GPU of a spot offer, e.g. "RTX 4090 (spot)" */
    what = (g_free (what), g_strdup_printf (_("%s (spot)"), what));
  /* Translators: GPU, provider, the old price and the new, e.g. "RTX 4090 on RunPod: $0.34 →
   * $0.29" */
  return g_strdup_printf (_("%s on %s: %s → %s"), what, breakeven_offer_get_provider (offer),
                          before, after);
}

static int
compare_price (gconstpointer a,
               gconstpointer b)
{
  double x = breakeven_offer_get_price_per_hour (*(BreakevenOffer *const *) a);
  double y = breakeven_offer_get_price_per_hour (*(BreakevenOffer *const *) b);

  return x < y ? -1 : x > y ? 1 : 0;
}

char *
breakeven_import_merge (GListStore  *store,
                        GPtrArray   *results,
                        GError     **error)
{
  g_autoptr(GPtrArray) imported = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GPtrArray) merged = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GPtrArray) changes = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GHashTable) old_prices = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                                            g_free);
  g_autoptr(GPtrArray) superseded = g_ptr_array_new ();
  g_autoptr(GHashTable) later_keys = NULL;
  g_autoptr(GHashTable) superseded_offers = NULL;
  g_autoptr(GHashTable) keys = g_hash_table_new (key_hash, key_equal);
  g_autoptr(GHashTable) legacy_keys = g_hash_table_new_full (key_hash, key_equal, g_free, NULL);
  GString *report = g_string_new (NULL);
  guint n_own = 0, n_replaced = 0, n_new = 0, n_dropped = 0, room;

  g_return_val_if_fail (G_IS_LIST_STORE (store), NULL);
  g_return_val_if_fail (results != NULL, NULL);

  /* One snapshot of a provider is one set of offers: of two lists of the same catalogue and
   * provider in RESULTS (two copies in an archive, two files of one provider), the later counts.
   * The keys of the lists after each one, gathered from the last back: linear in the offers. */
  later_keys = g_hash_table_new (key_hash, key_equal);
  superseded_offers = g_hash_table_new (NULL, NULL);
  for (guint r = results->len; r-- > 0;)
    {
      BreakevenImportResult *result = g_ptr_array_index (results, r);

      for (guint k = 0; k < result->offers->len; k++)
        {
          BreakevenOffer *offer = result->offers->pdata[k];
          g_autofree char *key = breakeven_import_source_key (breakeven_offer_get_source (offer));

          if (key != NULL && g_hash_table_contains (later_keys, key))
            g_hash_table_add (superseded_offers, offer);
        }
      for (guint k = 0; k < result->keys->len; k++)
        g_hash_table_add (later_keys, result->keys->pdata[k]);
    }
  for (guint r = 0; r < results->len; r++)
    {
      BreakevenImportResult *result = g_ptr_array_index (results, r);
      guint n_superseded = 0;

      for (guint k = 0; k < result->offers->len; k++)
        {
          BreakevenOffer *offer = result->offers->pdata[k];

          if (g_hash_table_contains (superseded_offers, offer))
            n_superseded++;
          else
            g_ptr_array_add (imported, g_object_ref (offer));
        }
      g_ptr_array_add (superseded, GUINT_TO_POINTER (n_superseded));
    }

  /* The offers an earlier import of the same catalogue and provider brought go; the others
   * (the user's own, other providers') stay, first.  Each offer's key is looked up, not
   * compared with every key of RESULTS (an FSDL list may name thousands of providers). */
  for (guint r = 0; r < results->len; r++)
    {
      BreakevenImportResult *result = g_ptr_array_index (results, r);

      for (guint k = 0; k < result->keys->len; k++)
        {
          const char *key = result->keys->pdata[k];
          g_autofree char *id = NULL;
          BreakevenImportFormat format;

          g_hash_table_insert (keys, (gpointer) key, (gpointer) key);
          if (parse_key (key, &format, &id) > 0 && key[strlen (key) - 1] == '"')
            g_hash_table_insert (legacy_keys,
                                 g_strdup_printf ("%s: %s",
                                                  breakeven_import_catalogue_name (format), id),
                                 (gpointer) key);
        }
    }
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (store)); i++)
    {
      g_autoptr(BreakevenOffer) offer = g_list_model_get_item (G_LIST_MODEL (store), i);
      gboolean replaced = find_key (keys, legacy_keys, offer) != NULL;

      if (replaced)
        {
          double *price = g_new (double, 1);

          *price = breakeven_offer_get_price_per_hour (offer);
          g_hash_table_replace (old_prices, offer_identity (offer), price);
          n_replaced++;
        }
      else
        {
          g_ptr_array_add (merged, g_steal_pointer (&offer));
          n_own++;
        }
    }

  /* The cheapest imported offers, as many as the catalogue has room for; with no room at all,
   * nothing changes and the import is refused (it brings nothing) */
  g_ptr_array_sort (imported, compare_price);
  room = n_own < BREAKEVEN_MAX_ITEMS ? BREAKEVEN_MAX_ITEMS - n_own : 0;
  if (room == 0 && imported->len > 0)
    {
      /* Translators: %d is the most offers a catalogue holds, 1000 */
      g_set_error (error, BREAKEVEN_IMPORT_ERROR, BREAKEVEN_IMPORT_ERROR_CATALOGUE_FULL,
                   _("the catalogue already holds %d offers of its own or of other imports, the "
                     "most it can: nothing imported"), BREAKEVEN_MAX_ITEMS);
      g_string_free (report, TRUE);
      return NULL;
    }
  for (guint i = 0; i < imported->len; i++)
    {
      BreakevenOffer *offer = g_ptr_array_index (imported, i);
      g_autofree char *identity = NULL;
      double *old_price;

      if (i >= room)
        {
          n_dropped++;
          continue;
        }
      identity = offer_identity (offer);
      old_price = g_hash_table_lookup (old_prices, identity);
      if (old_price == NULL)
        n_new++;
      else if (*old_price != breakeven_offer_get_price_per_hour (offer))
        g_ptr_array_add (changes, describe_change (offer, *old_price));
      g_ptr_array_add (merged, g_object_ref (offer));
    }

  g_list_store_splice (store, 0, g_list_model_get_n_items (G_LIST_MODEL (store)),
                       merged->pdata, merged->len);

  for (guint r = 0; r < results->len; r++)
    {
      BreakevenImportResult *result = g_ptr_array_index (results, r);
      guint n = GPOINTER_TO_UINT (superseded->pdata[r]);

      g_string_append (report, result->summary);
      if (n > 0)
        /* Translators: after "3 offers from runpod": a later list of the same provider in the
         * same import counts instead of them */
        g_string_append_printf (report, g_dngettext (GETTEXT_PACKAGE,
                                                     "; %u of them replaced by a later list of "
                                                     "the same provider",
                                                     "; %u of them replaced by a later list of "
                                                     "the same provider", n), n);
      g_string_append_c (report, '\n');
    }
  for (guint i = 0; i < changes->len; i++)
    g_string_append_printf (report, "%s\n", (const char *) g_ptr_array_index (changes, i));
  if (n_replaced > 0)
    {
      /* Translators: %u is a number of offers */
      g_string_append_printf (report, g_dngettext (GETTEXT_PACKAGE,
                                                   "%u offer of an earlier import replaced",
                                                   "%u offers of an earlier import replaced",
                                                   n_replaced), n_replaced);
      g_string_append (report, "; ");
      g_string_append_printf (report, g_dngettext (GETTEXT_PACKAGE, "%u new", "%u new", n_new),
                              n_new);
      g_string_append_c (report, '\n');
    }
  if (n_dropped > 0)
    {
      /* Translators: %u is a number of offers, %d the catalogue's limit, then the offers of
       * its own or of other imports it keeps */
      g_string_append_printf (report, g_dngettext (GETTEXT_PACKAGE,
                                              "%u offer of this import left out: a catalogue "
                                              "holds at most %d and keeps its %u others; the "
                                              "cheapest of this import are kept",
                                              "%u offers of this import left out: a catalogue "
                                              "holds at most %d and keeps its %u others; the "
                                              "cheapest of this import are kept",
                                              n_dropped), n_dropped, BREAKEVEN_MAX_ITEMS, n_own);
      g_string_append_c (report, '\n');
    }
  return g_string_free (report, FALSE);
}

