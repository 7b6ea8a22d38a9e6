/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-import.c: offers from dstack gpuhunt, SkyPilot and FSDL price CSVs (the summary of
 * what it read: breakeven-import-summary.c) */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "breakeven-gpu-table.h"
#include "breakeven-import-private.h"
#include "breakeven-limits.h"

/* The catalogues ---------------------------------------------------------------------------- */

enum
{
  COL_INSTANCE,
  COL_LOCATION,
  COL_PROVIDER,
  COL_GPU,
  COL_GPU_COUNT,
  COL_VRAM,
  COL_PRICE,
  COL_SPOT_PRICE,
  COL_SPOT,
  N_COLUMNS
};

typedef struct
{
  const char *catalogue;             /* named in the source */
  const char *columns[N_COLUMNS];    /* header names; NULL: the format has none */
  guint required;                    /* bit mask of COL_ the header must have */
} Format;

#define BIT(c) (1u << (c))

static const Format formats[] = {
  [BREAKEVEN_IMPORT_GPUHUNT] = {
    "dstack gpuhunt",
    { "instance_name", "location", NULL, "gpu_name", "gpu_count", "gpu_memory", "price", NULL,
      "spot" },
    BIT (COL_INSTANCE) | BIT (COL_GPU) | BIT (COL_GPU_COUNT) | BIT (COL_PRICE) | BIT (COL_SPOT),
  },
  [BREAKEVEN_IMPORT_SKYPILOT] = {
    "SkyPilot catalog",
    { "InstanceType", "Region", NULL, "AcceleratorName", "AcceleratorCount", NULL, "Price",
      "SpotPrice", NULL },
    BIT (COL_INSTANCE) | BIT (COL_GPU) | BIT (COL_GPU_COUNT) | BIT (COL_PRICE),
  },
  [BREAKEVEN_IMPORT_FSDL] = {
    "FSDL cloud GPUs",
    { "Name", NULL, "Cloud", "GPU Type", "GPUs", "GPU RAM", "On-demand", "Spot", NULL },
    BIT (COL_INSTANCE) | BIT (COL_PROVIDER) | BIT (COL_GPU) | BIT (COL_GPU_COUNT)
    | BIT (COL_PRICE),
  },
};

/* The cheapest row so far of one (provider, instance, billing) */
typedef struct
{
  char *provider_id;
  char *instance;
  BreakevenBilling billing;
  char *gpu;
  guint gpu_count;
  double vram_gb;
  double price;
  char *location;
  guint n_locations;
} Candidate;

static void
candidate_free (gpointer data)
{
  Candidate *c = data;

  g_free (c->provider_id);
  g_free (c->instance);
  g_free (c->gpu);
  g_free (c->location);
  g_free (c);
}

typedef struct
{
  BreakevenImportFormat format;
  gboolean have_header;
  gboolean header_tried;     /* only the first record may be the header */
  int columns[N_COLUMNS];
  guint n_needed;            /* fields a row must have: the largest column index + 1 */
  char *provider_id;         /* gpuhunt: the file's base name; SkyPilot: its folder's */
  GHashTable *candidates;    /* "provider\x1finstance\x1fbilling" → Candidate */
  BreakevenImportSkips skips; /* the rows left out and why, the rows listed again */
  guint n_rows;
  GString *key;
  const char *name;
  char separator;            /* of a first line that names no columns: ';' or a tab */
} Import;

G_DEFINE_QUARK (breakeven-import-error-quark, breakeven_import_error)

static void
skip (Import     *import,
      const char *reason,
      guint       line)
{
  breakeven_import_skips_add (&import->skips, reason, line);
}

static gboolean
is_blank (const char *text)
{
  while (g_ascii_isspace (*text))
    text++;
  return *text == '\0';
}

static char *
strip_dup (const char *text)
{
  return g_strstrip (g_strdup (text));
}

static char *
strip_escaped (const char *text)
{
  g_autofree char *stripped = strip_dup (text);

  return breakeven_import_escape (stripped, -1);
}

static gboolean
read_header (Import  *import,
             char   **fields,
             guint    n_fields)
{
  for (guint f = 0; f < G_N_ELEMENTS (formats); f++)
    {
      guint found = 0;
      int columns[N_COLUMNS];

      for (guint c = 0; c < N_COLUMNS; c++)
        {
          columns[c] = -1;
          for (guint k = 0; k < n_fields && formats[f].columns[c] != NULL; k++)
            {
              g_autofree char *name = strip_dup (fields[k]);

              /* A byte-order mark before the first name */
              if (k == 0 && g_str_has_prefix (name, "\xef\xbb\xbf"))
                memmove (name, name + 3, strlen (name + 3) + 1);
              if (strcmp (name, formats[f].columns[c]) == 0)
                {
                  columns[c] = (int) k;
                  found |= BIT (c);
                  break;
                }
            }
        }
      if ((found & formats[f].required) == formats[f].required)
        {
          import->format = f;
          import->n_needed = 0;
          for (guint c = 0; c < N_COLUMNS; c++)
            {
              import->columns[c] = columns[c];
              if (columns[c] >= 0 && (guint) columns[c] + 1 > import->n_needed)
                import->n_needed = columns[c] + 1;
            }
          return TRUE;
        }
    }
  return FALSE;
}

static const char *
field (Import  *import,
       char   **fields,
       guint    column)
{
  return import->columns[column] >= 0 ? fields[import->columns[column]] : "";
}

/* FALSE when the instance was listed before, with that billing */
static gboolean
add_candidate (Import           *import,
               const char       *provider_id,
               const char       *instance,
               BreakevenBilling  billing,
               const char       *gpu,
               guint             gpu_count,
               double            vram_gb,
               double            price,
               const char       *location)
{
  Candidate *c;
  gboolean is_new;

  g_string_printf (import->key, "%s\x1f%s\x1f%d", provider_id, instance, (int) billing);
  c = g_hash_table_lookup (import->candidates, import->key->str);
  is_new = c == NULL;
  if (c == NULL)
    {
      c = g_new0 (Candidate, 1);
      c->provider_id = g_strdup (provider_id);
      c->instance = g_strdup (instance);
      c->billing = billing;
      c->price = INFINITY;
      g_hash_table_insert (import->candidates, g_strdup (import->key->str), c);
    }
  c->n_locations++;
  if (price < c->price)
    {
      g_free (c->gpu);
      g_free (c->location);
      c->gpu = g_strdup (gpu);
      c->gpu_count = gpu_count;
      c->vram_gb = vram_gb;
      c->price = price;
      c->location = g_strdup (location);
    }
  return is_new;
}

static gboolean
price_ok (double price)
{
  return price > 0 && price <= BREAKEVEN_MAX_MONEY;
}

static void
read_row (char   **fields,
          guint    n_fields,
          guint    line,
          gpointer user_data)
{
  Import *import = user_data;
  g_autofree char *instance = NULL;
  g_autofree char *gpu = NULL;
  g_autofree char *location = NULL;
  g_autofree char *provider = NULL;
  double count, vram_gb = 0, price = NAN, spot_price = NAN;
  gboolean spot = FALSE;
  gboolean is_new = TRUE;

  if (!import->have_header)
    return;
  import->n_rows++;
  if (n_fields < import->n_needed)
    {
      skip (import, N_("too few fields"), line);
      return;
    }

  /* Names as a terminal can show them: a control character in a cell is escaped */
  instance = strip_escaped (field (import, fields, COL_INSTANCE));
  gpu = strip_escaped (field (import, fields, COL_GPU));
  location = strip_escaped (field (import, fields, COL_LOCATION));
  provider = import->format == BREAKEVEN_IMPORT_FSDL
             ? strip_escaped (field (import, fields, COL_PROVIDER))
             : g_strdup (import->provider_id);

  /* CPU-only instances: no GPU name (SkyPilot leaves the count blank too) or a count of 0 */
  if (*gpu == '\0')
    {
      skip (import, N_("no GPU"), line);
      return;
    }
  if (!breakeven_import_parse_number (field (import, fields, COL_GPU_COUNT), &count) || count < 0)
    {
      skip (import, N_("unreadable GPU count"), line);
      return;
    }
  if (count == 0)
    {
      skip (import, N_("no GPU"), line);
      return;
    }
  /* Past the limit (an infinity of 400 digits too) is said as such: 2000 is a whole number */
  if (count > BREAKEVEN_MAX_GPU_COUNT)
    {
      skip (import, N_("more than %d GPUs"), line);
      return;
    }
  if (count != floor (count))
    {
      skip (import, N_("not a whole number of GPUs"), line);
      return;
    }
  /* Blank as read, before escaping: a zero-width space alone is escaped into visible text */
  if (import->format == BREAKEVEN_IMPORT_FSDL
      ? breakeven_import_is_blank_name (field (import, fields, COL_PROVIDER))
      : breakeven_import_is_blank_name (provider))
    {
      skip (import, N_("no provider name"), line);
      return;
    }
  if (breakeven_import_is_blank_name (field (import, fields, COL_INSTANCE)))
    {
      skip (import, N_("no instance name"), line);
      return;
    }
  if (g_utf8_strlen (instance, -1) > BREAKEVEN_MAX_NAME_CHARS
      || g_utf8_strlen (gpu, -1) > BREAKEVEN_MAX_NAME_CHARS
      || g_utf8_strlen (provider, -1) > BREAKEVEN_MAX_NAME_CHARS)
    {
      /* The reader's limit: such an offer could not be read back */
      skip (import, N_("a name too long"), line);
      return;
    }
  if (!is_blank (field (import, fields, COL_VRAM))
      && (!breakeven_import_parse_number (field (import, fields, COL_VRAM), &vram_gb) || vram_gb < 0
          || vram_gb > BREAKEVEN_MAX_GIGABYTES))
    {
      skip (import, N_("unreadable VRAM"), line);
      return;
    }

  if (import->format == BREAKEVEN_IMPORT_GPUHUNT)
    {
      const char *s = field (import, fields, COL_SPOT);

      while (g_ascii_isspace (*s))
        s++;
      if (g_ascii_strncasecmp (s, "true", 4) == 0 && is_blank (s + 4))
        spot = TRUE;
      else if (!(g_ascii_strncasecmp (s, "false", 5) == 0 && is_blank (s + 5)))
        {
          skip (import, N_("unreadable spot"), line);
          return;
        }
    }

  /* On-demand price (gpuhunt: of the billing the spot column says) and a spot price */
  if (!is_blank (field (import, fields, COL_PRICE)))
    {
      /* A number, but no price an offer can have (0, or past BREAKEVEN_MAX_MONEY): said so */
      if (!breakeven_import_parse_number (field (import, fields, COL_PRICE), &price))
        {
          skip (import, N_("unreadable price"), line);
          return;
        }
      if (!price_ok (price))
        {
          skip (import, N_("price out of range"), line);
          return;
        }
    }
  if (import->columns[COL_SPOT_PRICE] >= 0 && !is_blank (field (import, fields, COL_SPOT_PRICE))
      && (!breakeven_import_parse_number (field (import, fields, COL_SPOT_PRICE), &spot_price)
          || !price_ok (spot_price)))
    {
      /* The row's good on-demand price is still an offer: only its spot one is left out, and
       * the row is no row skipped */
      spot_price = NAN;
      if (isnan (price))
        {
          skip (import, N_("unreadable price"), line);
          return;
        }
      if (import->skips.n_spot_unreadable++ == 0)
        import->skips.first_spot_unreadable_line = line;
    }
  if (isnan (price) && isnan (spot_price))
    {
      skip (import, N_("no price"), line);
      return;
    }

  if (!isnan (price))
    is_new = add_candidate (import, provider, instance,
                            spot ? BREAKEVEN_BILLING_SPOT : BREAKEVEN_BILLING_ON_DEMAND,
                            gpu, (guint) count, vram_gb, price, location);
  if (!isnan (spot_price))
    is_new &= add_candidate (import, provider, instance, BREAKEVEN_BILLING_SPOT,
                             gpu, (guint) count, vram_gb, spot_price, location);
  /* A row of an instance listed before (another location, or the same row again) */
  if (!is_new)
    import->skips.n_again++;
}


static void
record (char   **fields,
        guint    n_fields,
        guint    line,
        gpointer user_data)
{
  Import *import = user_data;
  guint k;

  /* A row of nothing but spaces and commas (spreadsheets write one for each empty row) is a
   * blank line */
  for (k = 0; k < n_fields && is_blank (fields[k]); k++)
    ;
  if (k == n_fields)
    return;
  if (import->have_header)
    {
      read_row (fields, n_fields, line, user_data);
      return;
    }
  /* When read_header() says no, the caller refuses the file */
  if (import->header_tried)
    return;
  import->header_tried = TRUE;
  import->have_header = read_header (import, fields, n_fields);
  /* A spreadsheet's "CSV" of another locale: one field holding the names and the semicolons */
  if (!import->have_header && n_fields == 1)
    import->separator = strchr (fields[0], ';') != NULL ? ';'
                        : strchr (fields[0], '\t') != NULL ? '\t' : '\0';
  /* SkyPilot keeps one vms.csv per provider, in a folder named after it */
  if (import->have_header && import->format == BREAKEVEN_IMPORT_SKYPILOT)
    {
      g_free (import->provider_id);
      import->provider_id = breakeven_import_folder_provider (import->name);
    }
}

const char *
breakeven_import_catalogue_name (BreakevenImportFormat format)
{
  g_return_val_if_fail (format < G_N_ELEMENTS (formats), NULL);
  return formats[format].catalogue;
}

static int
compare_candidates (gconstpointer a,
                    gconstpointer b)
{
  const Candidate *x = *(const Candidate *const *) a;
  const Candidate *y = *(const Candidate *const *) b;
  int c;

  if (x->price != y->price)
    return x->price < y->price ? -1 : 1;
  if ((c = strcmp (x->provider_id, y->provider_id)) != 0)
    return c;
  if ((c = strcmp (x->instance, y->instance)) != 0)
    return c;
  return (int) x->billing - (int) y->billing;
}

void
breakeven_import_result_free (BreakevenImportResult *result)
{
  if (result == NULL)
    return;
  g_clear_pointer (&result->offers, g_ptr_array_unref);
  g_clear_pointer (&result->keys, g_ptr_array_unref);
  g_free (result->summary);
  g_free (result->details);
  g_free (result);
}

BreakevenImportResult *
breakeven_import_result_new_empty (char *summary)
{
  BreakevenImportResult *result = g_new0 (BreakevenImportResult, 1);

  result->offers = g_ptr_array_new_with_free_func (g_object_unref);
  result->keys = g_ptr_array_new_with_free_func (g_free);
  result->summary = summary;
  return result;
}

BreakevenImportResult *
breakeven_import_csv_data (const char  *data,
                           gsize        length,
                           const char  *name,
                           const char  *version,
                           const char  *as_of,
                           GError     **error)
{
  BreakevenGpuTable *table = breakeven_gpu_table_get_default ();
  g_autoptr(GPtrArray) sorted = NULL;
  g_autoptr(GHashTable) keys = NULL;
  g_autofree char *date = NULL;
  g_autofree char *label = NULL;
  BreakevenImportResult *result;
  const char *invalid = NULL;
  GHashTableIter iter;
  gpointer value;
  guint error_line = 0;
  Import import = { 0 };

  g_return_val_if_fail (data != NULL || length == 0, NULL);
  g_return_val_if_fail (name != NULL, NULL);

  if (data == NULL)
    data = "";

  if (length > BREAKEVEN_MAX_FILE_BYTES)
    {
      g_set_error (error, BREAKEVEN_IMPORT_ERROR, BREAKEVEN_IMPORT_ERROR_TOO_LARGE,
                   _("%s:1: the file is larger than %d MiB, and no price catalogue is"),
                   name, BREAKEVEN_MAX_FILE_BYTES / (1024 * 1024));
      return NULL;
    }
  /* Spreadsheets write "Unicode text" in UTF-16, and a byte-order mark before UTF-8; a few
   * systems write UTF-32 (its little-endian mark starts as UTF-16's does) */
  if (length >= 4 && (memcmp (data, "\xff\xfe\0\0", 4) == 0
                      || memcmp (data, "\0\0\xfe\xff", 4) == 0))
    {
      g_set_error (error, BREAKEVEN_IMPORT_ERROR, BREAKEVEN_IMPORT_ERROR_ENCODING,
                   _("%s:1: text in UTF-32: save it as CSV in UTF-8 and import that"), name);
      return NULL;
    }
  if (length >= 2 && (memcmp (data, "\xff\xfe", 2) == 0 || memcmp (data, "\xfe\xff", 2) == 0))
    {
      g_set_error (error, BREAKEVEN_IMPORT_ERROR, BREAKEVEN_IMPORT_ERROR_ENCODING,
                   _("%s:1: text in UTF-16: save it as CSV in UTF-8 and import that"), name);
      return NULL;
    }
  if (length >= 3 && memcmp (data, "\xef\xbb\xbf", 3) == 0)
    {
      data += 3;
      length -= 3;
    }
  if (memchr (data, '\0', length) != NULL || !g_utf8_validate (data, length, &invalid))
    {
      const char *bad = memchr (data, '\0', length);

      if (bad == NULL || (invalid != NULL && invalid < bad))
        bad = invalid != NULL ? invalid : data;
      g_set_error (error, BREAKEVEN_IMPORT_ERROR, BREAKEVEN_IMPORT_ERROR_ENCODING,
                   _("%s:%u: not a CSV file (binary data, or text not in UTF-8)"),
                   name, breakeven_csv_line_of (data, bad - data));
      return NULL;
    }

  import.candidates = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, candidate_free);
  breakeven_import_skips_init (&import.skips);
  import.key = g_string_new (NULL);
  import.provider_id = breakeven_import_base_name_without_csv (name);
  import.name = name;
  if (!breakeven_csv_parse (data, length, record, &import, &error_line))
    {
      g_set_error (error, BREAKEVEN_IMPORT_ERROR, BREAKEVEN_IMPORT_ERROR_MALFORMED,
                   _("%s:%u: a quoted field is never closed"), name, error_line);
      result = NULL;
      goto out;
    }
  if (!import.have_header && import.separator != '\0')
    {
      g_set_error (error, BREAKEVEN_IMPORT_ERROR, BREAKEVEN_IMPORT_ERROR_NOT_A_CATALOGUE,
                   import.separator == ';'
                   ? _("%s:1: the fields are separated by semicolons: save it as CSV with commas")
                   : _("%s:1: the fields are separated by tabs: save it as CSV with commas"),
                   name);
      result = NULL;
      goto out;
    }
  if (!import.have_header)
    {
      g_set_error (error, BREAKEVEN_IMPORT_ERROR, BREAKEVEN_IMPORT_ERROR_NOT_A_CATALOGUE,
                   _("%s:1: not a dstack gpuhunt, SkyPilot or FSDL price CSV (its first line "
                     "does not name their columns)"), name);
      result = NULL;
      goto out;
    }

  /* A gpuhunt list is named after its provider (" .csv" names none), a SkyPilot list's folder is */
  if (import.format != BREAKEVEN_IMPORT_FSDL && breakeven_import_is_blank_name (import.provider_id))
    {
      g_set_error (error, BREAKEVEN_IMPORT_ERROR, BREAKEVEN_IMPORT_ERROR_NO_PROVIDER,
                   import.format == BREAKEVEN_IMPORT_SKYPILOT
                   ? _("%s:1: its folder gives no provider name: put it in a folder named after "
                       "the provider (lambda/vms.csv)")
                   : _("%s:1: its name gives no provider name: name it after the provider "
                       "(runpod.csv)"), name);
      result = NULL;
      goto out;
    }

  /* Nor one too long to be a name (an archive's entry may be named with 65000 characters): each
   * row would otherwise be skipped for "a name too long", which names no cause in the rows */
  if (import.format != BREAKEVEN_IMPORT_FSDL
      && g_utf8_strlen (import.provider_id, -1) > BREAKEVEN_MAX_NAME_CHARS)
    {
      g_set_error (error, BREAKEVEN_IMPORT_ERROR, BREAKEVEN_IMPORT_ERROR_NO_PROVIDER,
                   /* Translators: %d is the most characters a name has, 1000 */
                   import.format == BREAKEVEN_IMPORT_SKYPILOT
                   /* Translators: %d is the most characters a name has, 1000 */
                   ? _("%s:1: its folder's name is too long to be a provider name (at most %d "
                       "characters): put it in a folder named after the provider (lambda/vms.csv)")
                   : _("%s:1: its name is too long to be a provider name (at most %d "
                       "characters): name it after the provider (runpod.csv)"),
                   name, BREAKEVEN_MAX_NAME_CHARS);
      result = NULL;
      goto out;
    }

  date = breakeven_import_version_date (version);
  if (date == NULL && as_of != NULL)
    date = g_strdup (as_of);

  sorted = g_ptr_array_new ();
  g_hash_table_iter_init (&iter, import.candidates);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    g_ptr_array_add (sorted, value);
  g_ptr_array_sort (sorted, compare_candidates);

  result = g_new0 (BreakevenImportResult, 1);
  result->format = import.format;
  result->offers = g_ptr_array_new_with_free_func (g_object_unref);
  result->keys = g_ptr_array_new_with_free_func (g_free);
  result->n_rows = import.n_rows;
  result->n_skipped = import.skips.n_skipped;
  keys = g_hash_table_new (g_str_hash, g_str_equal);
  for (guint i = 0; i < sorted->len; i++)
    {
      Candidate *c = g_ptr_array_index (sorted, i);
      const BreakevenGpuModel *model = breakeven_gpu_table_lookup_sized (table, c->gpu,
                                                                          c->vram_gb);
      g_autofree char *provider = breakeven_import_provider_display_name (c->provider_id);
      g_autofree char *key = breakeven_import_make_key (import.format, c->provider_id);
      GString *source = g_string_new (key);
      BreakevenOffer *offer;

      if (!g_hash_table_contains (keys, key))
        {
          char *kept = g_strdup (key);

          g_ptr_array_add (result->keys, kept);
          g_hash_table_add (keys, kept);
        }
      if (i >= BREAKEVEN_MAX_ITEMS)
        {
          result->n_dropped++;
          g_string_free (source, TRUE);
          continue;
        }
      if (version != NULL)
        g_string_append_printf (source, " %s", version);
      if (c->location != NULL && *c->location != '\0')
        {
          if (c->n_locations > 1)
            g_string_append_printf (source, "; cheapest of %u locations: %s", c->n_locations,
                                    c->location);
          else
            g_string_append_printf (source, "; %s", c->location);
        }

      offer = breakeven_offer_new (provider, c->instance, c->price, "USD");
      breakeven_offer_set_gpu (offer, model != NULL ? model->model : c->gpu);
      breakeven_offer_set_gpu_count (offer, c->gpu_count);
      breakeven_offer_set_vram_gb (offer, c->vram_gb > 0 || model == NULL ? c->vram_gb
                                                                          : model->vram_gb);
      breakeven_offer_set_billing (offer, c->billing);
      if (model != NULL && model->index > 0)
        breakeven_offer_set_relative_speed_auto (offer, TRUE);
      if (model == NULL)
        result->n_unknown_gpus++;
      if (date != NULL)
        breakeven_offer_set_as_of (offer, date);
      breakeven_offer_set_source (offer, source->str);
      g_string_free (source, TRUE);
      g_ptr_array_add (result->offers, offer);
    }

  switch (import.format)
    {
    case BREAKEVEN_IMPORT_GPUHUNT:
      label = version != NULL ? g_strdup_printf ("%s %s", import.provider_id, version)
                              : g_strdup (import.provider_id);
      break;
    case BREAKEVEN_IMPORT_SKYPILOT:
      label = version != NULL ? g_strdup_printf ("SkyPilot %s %s", import.provider_id, version)
                              : g_strdup_printf ("SkyPilot %s", import.provider_id);
      break;
    case BREAKEVEN_IMPORT_FSDL:
    default:
      label = g_strdup_printf ("FSDL %s", import.provider_id);
      break;
    }
  result->summary = breakeven_import_summary (&import.skips, result, label);

out:
  g_hash_table_unref (import.candidates);
  breakeven_import_skips_clear (&import.skips);
  g_string_free (import.key, TRUE);
  g_free (import.provider_id);
  return result;
}
