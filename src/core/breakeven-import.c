/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-import.c: offers from dstack gpuhunt, SkyPilot and FSDL price CSVs */

#include "config.h"

#include <glib/gi18n.h>
#if HAVE_LIBARCHIVE
#include <archive.h>
#include <archive_entry.h>
#endif
#include <math.h>
#include <string.h>

#include "breakeven-gpu-table.h"
#include "breakeven-import.h"
#include "breakeven-limits.h"
#include "breakeven-project.h"

/* The CSV reader ---------------------------------------------------------------------------- */

/* No catalogue has more than 14 columns; a record of a million commas is no price list */
#define MAX_FIELDS 1000

gboolean
breakeven_csv_parse (const char             *data,
                     gsize                   length,
                     BreakevenCsvRecordFunc  func,
                     gpointer                user_data,
                     guint                  *error_line)
{
  g_autoptr(GPtrArray) pool = g_ptr_array_new ();
  g_autoptr(GPtrArray) pointers = g_ptr_array_new ();
  guint n = 0, line = 1, record_line = 1;
  gboolean ok = TRUE;
  gsize i = 0;

  while (i <= length)
    {
      gboolean quoted = FALSE;
      GString *field;
      gsize start, end;

      if (n == pool->len)
        g_ptr_array_add (pool, g_string_sized_new (32));
      field = g_ptr_array_index (pool, n);
      g_string_truncate (field, 0);

      if (i < length && data[i] == '"')
        {
          guint quote_line = line;

          quoted = TRUE;
          i++;
          for (;;)
            {
              const char *quote;

              if (i >= length)
                {
                  if (error_line != NULL)
                    *error_line = quote_line;
                  ok = FALSE;
                  goto out;
                }
              /* Runs of plain text at once: the reader stays linear and quick */
              quote = memchr (data + i, '"', length - i);
              if (quote == NULL)
                quote = data + length;
              for (const char *p = data + i; p < quote; p++)
                line += *p == '\n';
              g_string_append_len (field, data + i, quote - (data + i));
              i = quote - data;
              if (i >= length)
                continue;
              if (i + 1 < length && data[i + 1] == '"')
                {
                  g_string_append_c (field, '"');
                  i += 2;
                  continue;
                }
              i++;
              break;
            }
        }

      /* The unquoted field, or whatever follows a closing quote up to the comma */
      start = i;
      while (i < length && data[i] != ',' && data[i] != '\n')
        i++;
      end = i;
      if (end > start && data[end - 1] == '\r' && (i >= length || data[i] == '\n'))
        end--;
      g_string_append_len (field, data + start, end - start);
      if (n < MAX_FIELDS)
        n++;

      if (i < length && data[i] == ',')
        {
          i++;
          continue;
        }

      /* The end of a record; a blank line is none */
      if (n > 1 || quoted || field->len > 0)
        {
          g_ptr_array_set_size (pointers, 0);
          for (guint k = 0; k < n; k++)
            g_ptr_array_add (pointers, ((GString *) g_ptr_array_index (pool, k))->str);
          g_ptr_array_add (pointers, NULL);
          func ((char **) pointers->pdata, n, record_line, user_data);
        }
      n = 0;
      if (i >= length)
        break;
      i++;
      line++;
      record_line = line;
    }

out:
  for (guint k = 0; k < pool->len; k++)
    g_string_free (g_ptr_array_index (pool, k), TRUE);
  return ok;
}

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
  GHashTable *skipped;       /* reason (static, untranslated) → count */
  GPtrArray *reasons;        /* the reasons in the order first met */
  guint n_rows;
  guint n_skipped;
  GString *key;
  const char *name;
} Import;

static void
skip (Import     *import,
      const char *reason)
{
  guint count = GPOINTER_TO_UINT (g_hash_table_lookup (import->skipped, reason));

  if (count == 0)
    g_ptr_array_add (import->reasons, (gpointer) reason);
  g_hash_table_insert (import->skipped, (gpointer) reason, GUINT_TO_POINTER (count + 1));
  import->n_skipped++;
}

/* A finite number, surrounded by spaces at most; a leading '$' is allowed (FSDL) */
static gboolean
parse_number (const char *text,
              double     *out)
{
  char *end = NULL;
  double value;

  while (g_ascii_isspace (*text))
    text++;
  if (*text == '$')
    text++;
  if (*text == '\0')
    return FALSE;
  value = g_ascii_strtod (text, &end);
  if (end == text)
    return FALSE;
  while (g_ascii_isspace (*end))
    end++;
  if (*end != '\0' || !isfinite (value))
    return FALSE;
  *out = value + 0.0;
  return TRUE;
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

static void
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

  g_string_printf (import->key, "%s\x1f%s\x1f%d", provider_id, instance, (int) billing);
  c = g_hash_table_lookup (import->candidates, import->key->str);
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

  (void) line;
  if (!import->have_header)
    return;
  import->n_rows++;
  if (n_fields < import->n_needed)
    {
      skip (import, N_("too few fields"));
      return;
    }

  instance = strip_dup (field (import, fields, COL_INSTANCE));
  gpu = strip_dup (field (import, fields, COL_GPU));
  location = strip_dup (field (import, fields, COL_LOCATION));
  provider = import->format == BREAKEVEN_IMPORT_FSDL
             ? strip_dup (field (import, fields, COL_PROVIDER))
             : g_strdup (import->provider_id);

  /* CPU-only instances: no GPU name (SkyPilot leaves the count blank too) or a count of 0 */
  if (*gpu == '\0')
    {
      skip (import, N_("no GPU"));
      return;
    }
  if (!parse_number (field (import, fields, COL_GPU_COUNT), &count) || count < 0)
    {
      skip (import, N_("unreadable GPU count"));
      return;
    }
  if (count == 0)
    {
      skip (import, N_("no GPU"));
      return;
    }
  if (count != floor (count) || count > BREAKEVEN_MAX_GPU_COUNT)
    {
      skip (import, N_("not a whole number of GPUs"));
      return;
    }
  if (*instance == '\0' || *provider == '\0')
    {
      skip (import, N_("no instance name"));
      return;
    }
  if (!is_blank (field (import, fields, COL_VRAM))
      && (!parse_number (field (import, fields, COL_VRAM), &vram_gb) || vram_gb < 0
          || vram_gb > BREAKEVEN_MAX_GIGABYTES))
    {
      skip (import, N_("unreadable VRAM"));
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
          skip (import, N_("unreadable spot"));
          return;
        }
    }

  /* On-demand price (gpuhunt: of the billing the spot column says) and a spot price */
  if (!is_blank (field (import, fields, COL_PRICE))
      && (!parse_number (field (import, fields, COL_PRICE), &price) || !price_ok (price)))
    {
      skip (import, N_("unreadable price"));
      return;
    }
  if (import->columns[COL_SPOT_PRICE] >= 0 && !is_blank (field (import, fields, COL_SPOT_PRICE))
      && (!parse_number (field (import, fields, COL_SPOT_PRICE), &spot_price)
          || !price_ok (spot_price)))
    {
      skip (import, N_("unreadable price"));
      return;
    }
  if (isnan (price) && isnan (spot_price))
    {
      skip (import, N_("no price"));
      return;
    }

  if (!isnan (price))
    add_candidate (import, provider, instance,
                   spot ? BREAKEVEN_BILLING_SPOT : BREAKEVEN_BILLING_ON_DEMAND,
                   gpu, (guint) count, vram_gb, price, location);
  if (!isnan (spot_price))
    add_candidate (import, provider, instance, BREAKEVEN_BILLING_SPOT,
                   gpu, (guint) count, vram_gb, spot_price, location);
}

static char *base_name_without_csv (const char *name);

static void
record (char   **fields,
        guint    n_fields,
        guint    line,
        gpointer user_data)
{
  Import *import = user_data;

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
  /* SkyPilot keeps one vms.csv per provider, in a folder named after it */
  if (import->have_header && import->format == BREAKEVEN_IMPORT_SKYPILOT)
    {
      g_autofree char *dir = g_path_get_dirname (import->name);

      g_free (import->provider_id);
      import->provider_id = g_path_get_basename (dir);
      if (strcmp (import->provider_id, ".") == 0 || strcmp (import->provider_id, "/") == 0)
        {
          g_free (import->provider_id);
          import->provider_id = base_name_without_csv (import->name);
        }
    }
}

/* How providers write themselves; others are taken as written, the first letter capitalised */
static char *
provider_display_name (const char *id)
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

char *
breakeven_import_source_key (const char *source)
{
  if (source == NULL)
    return NULL;
  for (guint f = 0; f < G_N_ELEMENTS (formats); f++)
    {
      gsize n = strlen (formats[f].catalogue);

      if (strncmp (source, formats[f].catalogue, n) == 0 && strncmp (source + n, ": ", 2) == 0
          && source[n + 2] != '\0' && source[n + 2] != ' ' && source[n + 2] != ';')
        return g_strndup (source, n + 2 + strcspn (source + n + 2, " ;"));
    }
  return NULL;
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

void
breakeven_import_result_free (BreakevenImportResult *result)
{
  if (result == NULL)
    return;
  g_clear_pointer (&result->offers, g_ptr_array_unref);
  g_clear_pointer (&result->keys, g_ptr_array_unref);
  g_free (result->summary);
  g_free (result);
}

static char *
base_name_without_csv (const char *name)
{
  char *base = g_path_get_basename (name);
  gsize n = strlen (base);

  if (n > 4 && g_ascii_strcasecmp (base + n - 4, ".csv") == 0)
    base[n - 4] = '\0';
  return base;
}

static char *
make_summary (Import                *import,
              BreakevenImportResult *result,
              const char            *label)
{
  GString *s = g_string_new (NULL);
  guint n_spot = 0;

  for (guint i = 0; i < result->offers->len; i++)
    n_spot += breakeven_offer_get_billing (result->offers->pdata[i]) == BREAKEVEN_BILLING_SPOT;

  /* Translators: the first %u is a number of offers, %s the catalogue, e.g. "runpod 20260818-42" */
  g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE, "%u offer from %s",
                                          "%u offers from %s", result->offers->len),
                          result->offers->len, label);
  if (result->n_dropped > 0)
    {
      g_string_append (s, "; ");
      /* Translators: the first %u is how many offers were left out, %d the limit */
      g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE,
                                              "%u more left out: a catalogue holds at most %d, "
                                              "the cheapest are kept",
                                              "%u more left out: a catalogue holds at most %d, "
                                              "the cheapest are kept", result->n_dropped),
                              result->n_dropped, BREAKEVEN_MAX_ITEMS);
    }
  if (import->n_skipped > 0)
    {
      g_string_append (s, "; ");
      /* Translators: %u is a number of rows of the file; the reasons follow */
      g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE, "%u row skipped: ",
                                              "%u rows skipped: ", import->n_skipped),
                              import->n_skipped);
      for (guint i = 0; i < import->reasons->len; i++)
        {
          const char *reason = g_ptr_array_index (import->reasons, i);

          if (i > 0)
            g_string_append (s, ", ");
          if (import->reasons->len > 1)
            g_string_append_printf (s, "%u ", GPOINTER_TO_UINT (g_hash_table_lookup (import->skipped,
                                                                                     reason)));
          g_string_append (s, _(reason));
        }
    }
  if (n_spot > 0)
    {
      g_string_append (s, "; ");
      /* Translators: %u is a number of spot offers; the price lists give no interruption
       * overhead, so it is unknown (and counted as 0 % until the user sets one) */
      g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE,
                                              "%u spot offer: interruption overhead unknown",
                                              "%u spot offers: interruption overhead unknown",
                                              n_spot),
                              n_spot);
    }
  if (result->n_unknown_gpus > 0)
    {
      g_string_append (s, "; ");
      g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE,
                                              "%u offer has a GPU the GPU table does not know",
                                              "%u offers have a GPU the GPU table does not know",
                                              result->n_unknown_gpus),
                              result->n_unknown_gpus);
    }
  return g_string_free (s, FALSE);
}

/* The line of byte OFFSET, from 1 */
static guint
line_of (const char *data,
         gsize       offset)
{
  guint line = 1;

  for (gsize i = 0; i < offset; i++)
    line += data[i] == '\n';
  return line;
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
  const char *catalogue;
  GHashTableIter iter;
  gpointer value;
  guint error_line = 0;
  Import import = { 0 };

  g_return_val_if_fail (data != NULL || length == 0, NULL);
  g_return_val_if_fail (name != NULL, NULL);

  if (length > BREAKEVEN_MAX_FILE_BYTES)
    {
      g_set_error (error, BREAKEVEN_ERROR, BREAKEVEN_ERROR_TOO_LARGE,
                   _("%s:1: the file is larger than %d MiB, and no price catalogue is"),
                   name, BREAKEVEN_MAX_FILE_BYTES / (1024 * 1024));
      return NULL;
    }
  if (memchr (data, '\0', length) != NULL || !g_utf8_validate (data, length, &invalid))
    {
      const char *bad = memchr (data, '\0', length);

      if (bad == NULL || (invalid != NULL && invalid < bad))
        bad = invalid != NULL ? invalid : data;
      g_set_error (error, BREAKEVEN_ERROR, BREAKEVEN_ERROR_PARSE,
                   _("%s:%u: not a CSV file (binary data, or text not in UTF-8)"),
                   name, line_of (data, bad - data));
      return NULL;
    }

  import.candidates = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, candidate_free);
  import.skipped = g_hash_table_new (g_str_hash, g_str_equal);
  import.reasons = g_ptr_array_new ();
  import.key = g_string_new (NULL);
  import.provider_id = base_name_without_csv (name);
  import.name = name;
  if (!breakeven_csv_parse (data, length, record, &import, &error_line))
    {
      g_set_error (error, BREAKEVEN_ERROR, BREAKEVEN_ERROR_PARSE,
                   _("%s:%u: a quoted field is never closed"), name, error_line);
      result = NULL;
      goto out;
    }
  if (!import.have_header)
    {
      g_set_error (error, BREAKEVEN_ERROR, BREAKEVEN_ERROR_PARSE,
                   _("%s:1: not a dstack gpuhunt, SkyPilot or FSDL price CSV (its first line "
                     "does not name their columns)"), name);
      result = NULL;
      goto out;
    }

  catalogue = formats[import.format].catalogue;
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
  result->n_skipped = import.n_skipped;
  keys = g_hash_table_new (g_str_hash, g_str_equal);
  for (guint i = 0; i < sorted->len; i++)
    {
      Candidate *c = g_ptr_array_index (sorted, i);
      const BreakevenGpuModel *model = breakeven_gpu_table_lookup_sized (table, c->gpu,
                                                                          c->vram_gb);
      g_autofree char *provider = provider_display_name (c->provider_id);
      g_autofree char *key = g_strdup_printf ("%s: %s", catalogue, c->provider_id);
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
  result->summary = make_summary (&import, result, label);

out:
  g_hash_table_unref (import.candidates);
  g_hash_table_unref (import.skipped);
  g_ptr_array_unref (import.reasons);
  g_string_free (import.key, TRUE);
  g_free (import.provider_id);
  return result;
}

BreakevenImportResult *
breakeven_import_file (GFile       *file,
                       const char  *version,
                       GError     **error)
{
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(GDateTime) modified = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autofree char *name = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *as_of = NULL;
  gsize length = 0;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  name = g_file_peek_path (file) != NULL ? g_strdup (g_file_peek_path (file))
                                         : g_file_get_parse_name (file);
  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_SIZE ","
                            G_FILE_ATTRIBUTE_STANDARD_TYPE ","
                            G_FILE_ATTRIBUTE_TIME_MODIFIED,
                            G_FILE_QUERY_INFO_NONE, NULL, &local_error);
  if (info == NULL)
    {
      g_set_error (error, BREAKEVEN_ERROR, BREAKEVEN_ERROR_PARSE,
                   g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND)
                   ? _("%s: no such file") : _("%s: the file cannot be read"), name);
      return NULL;
    }
  if (g_file_info_get_file_type (info) != G_FILE_TYPE_REGULAR)
    {
      g_set_error (error, BREAKEVEN_ERROR, BREAKEVEN_ERROR_PARSE, _("%s: not a file"), name);
      return NULL;
    }
  if (g_file_info_get_size (info) > BREAKEVEN_MAX_FILE_BYTES)
    {
      g_set_error (error, BREAKEVEN_ERROR, BREAKEVEN_ERROR_TOO_LARGE,
                   _("%s:1: the file is larger than %d MiB, and no price catalogue is"),
                   name, BREAKEVEN_MAX_FILE_BYTES / (1024 * 1024));
      return NULL;
    }
  if (!g_file_load_contents (file, NULL, &contents, &length, NULL, NULL))
    {
      g_set_error (error, BREAKEVEN_ERROR, BREAKEVEN_ERROR_PARSE,
                   _("%s: the file cannot be read"), name);
      return NULL;
    }
  modified = g_file_info_get_modification_date_time (info);
  if (modified != NULL)
    as_of = g_date_time_format (modified, "%Y-%m-%d");
  return breakeven_import_csv_data (contents, length, name, version, as_of, error);
}

/* catalog.zip ------------------------------------------------------------------------------- */

#define MAX_ARCHIVE_CSVS 64

gboolean
breakeven_import_is_archive_name (const char *name)
{
  gsize n = name != NULL ? strlen (name) : 0;

  return n > 4 && g_ascii_strcasecmp (name + n - 4, ".zip") == 0;
}

#if HAVE_LIBARCHIVE
typedef struct
{
  char *path;
  GByteArray *data;   /* NULL: larger than the limit */
} Entry;

static void
entry_free (gpointer data)
{
  Entry *entry = data;

  g_free (entry->path);
  if (entry->data != NULL)
    g_byte_array_unref (entry->data);
  g_free (entry);
}

/* The entry's bytes, at most LIMIT: NULL past it; FALSE on a read error */
static gboolean
read_entry (struct archive *archive,
            gsize           limit,
            GByteArray    **out)
{
  GByteArray *bytes = g_byte_array_new ();
  guint8 buffer[65536];

  for (;;)
    {
      la_ssize_t n = archive_read_data (archive, buffer, sizeof buffer);

      if (n < 0)
        {
          g_byte_array_unref (bytes);
          return FALSE;
        }
      if (n == 0)
        break;
      if (bytes->len + (gsize) n > limit)
        {
          g_byte_array_unref (bytes);
          *out = NULL;
          return TRUE;
        }
      g_byte_array_append (bytes, buffer, n);
    }
  *out = bytes;
  return TRUE;
}
#endif

GPtrArray *
breakeven_import_archive (GFile   *file,
                          GError **error)
{
  g_autofree char *name = NULL;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  name = g_file_peek_path (file) != NULL ? g_strdup (g_file_peek_path (file))
                                         : g_file_get_parse_name (file);
#if HAVE_LIBARCHIVE
  {
    g_autoptr(GPtrArray) entries = g_ptr_array_new_with_free_func (entry_free);
    g_autoptr(GPtrArray) results =
      g_ptr_array_new_with_free_func ((GDestroyNotify) breakeven_import_result_free);
    g_autoptr(GFileInfo) info = NULL;
    g_autoptr(GDateTime) modified = NULL;
    g_autofree char *contents = NULL;
    g_autofree char *version = NULL;
    g_autofree char *as_of = NULL;
    struct archive *archive;
    struct archive_entry *entry;
    gboolean ok = TRUE;
    gsize length = 0;
    int status;

    info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_SIZE ","
                              G_FILE_ATTRIBUTE_TIME_MODIFIED,
                              G_FILE_QUERY_INFO_NONE, NULL, NULL);
    if (info == NULL || !g_file_load_contents (file, NULL, &contents, &length, NULL, NULL))
      {
        g_set_error (error, BREAKEVEN_ERROR, BREAKEVEN_ERROR_PARSE,
                     _("%s: the file cannot be read"), name);
        return NULL;
      }
    if (length > BREAKEVEN_MAX_FILE_BYTES)
      {
        g_set_error (error, BREAKEVEN_ERROR, BREAKEVEN_ERROR_TOO_LARGE,
                     _("%s:1: the file is larger than %d MiB, and no price catalogue is"),
                     name, BREAKEVEN_MAX_FILE_BYTES / (1024 * 1024));
        return NULL;
      }

    archive = archive_read_new ();
    archive_read_support_format_zip (archive);
    archive_read_support_filter_none (archive);
    if (archive_read_open_memory (archive, contents, length) != ARCHIVE_OK)
      ok = FALSE;
    while (ok && (status = archive_read_next_header (archive, &entry)) != ARCHIVE_EOF)
      {
        const char *path = archive_entry_pathname (entry);
        g_autofree char *base = NULL;

        if (status != ARCHIVE_OK && status != ARCHIVE_WARN)
          {
            ok = FALSE;
            break;
          }
        if (path == NULL || archive_entry_filetype (entry) != AE_IFREG)
          continue;
        base = g_path_get_basename (path);
        if (strcmp (base, "version") == 0 && version == NULL)
          {
            GByteArray *bytes = NULL;

            if (!read_entry (archive, 256, &bytes))
              ok = FALSE;
            else if (bytes != NULL)
              {
                g_autofree char *text = g_strndup ((const char *) bytes->data, bytes->len);
                char *newline = strchr (g_strstrip (text), '\n');

                if (newline != NULL)
                  *newline = '\0';
                if (g_utf8_validate (text, -1, NULL) && *text != '\0')
                  version = g_strdup (g_strstrip (text));
                g_byte_array_unref (bytes);
              }
          }
        else if (g_str_has_suffix (path, ".csv") && entries->len < MAX_ARCHIVE_CSVS)
          {
            Entry *e = g_new0 (Entry, 1);

            e->path = g_strdup (path);
            g_ptr_array_add (entries, e);
            if (!read_entry (archive, BREAKEVEN_MAX_FILE_BYTES, &e->data))
              ok = FALSE;
          }
      }
    archive_read_free (archive);
    if (!ok || entries->len == 0)
      {
        g_set_error (error, BREAKEVEN_ERROR, BREAKEVEN_ERROR_PARSE,
                     ok ? _("%s: a zip file with no CSV price list in it")
                        : _("%s: not a zip file, or a damaged one"), name);
        return NULL;
      }

    modified = g_file_info_get_modification_date_time (info);
    if (modified != NULL)
      as_of = g_date_time_format (modified, "%Y-%m-%d");
    for (guint i = 0; i < entries->len; i++)
      {
        Entry *e = g_ptr_array_index (entries, i);
        g_autofree char *entry_name = g_strdup_printf ("%s/%s", name, e->path);
        BreakevenImportResult *result;

        if (e->data == NULL)
          {
            result = g_new0 (BreakevenImportResult, 1);
            result->offers = g_ptr_array_new_with_free_func (g_object_unref);
            result->keys = g_ptr_array_new_with_free_func (g_free);
            result->summary = g_strdup_printf (_("%s: larger than %d MiB unpacked, not imported"),
                                               e->path,
                                               BREAKEVEN_MAX_FILE_BYTES / (1024 * 1024));
          }
        else
          {
            result = breakeven_import_csv_data ((const char *) e->data->data, e->data->len,
                                                entry_name, version, as_of, error);
            if (result == NULL)
              return NULL;
          }
        g_ptr_array_add (results, result);
      }
    return g_steal_pointer (&results);
  }
#else
  g_set_error (error, BREAKEVEN_ERROR, BREAKEVEN_ERROR_PARSE,
               _("%s: this build of Breakeven reads no zip files: unpack it and import the CSV "
                 "files"), name);
  return NULL;
#endif
}

/* Into a catalogue -------------------------------------------------------------------------- */

/* What a re-import compares: the same provider, instance and billing */
static char *
offer_identity (BreakevenOffer *offer)
{
  return g_strdup_printf ("%s\x1f%s\x1f%d", breakeven_offer_get_provider (offer),
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
breakeven_import_merge (GListStore *store,
                        GPtrArray  *results)
{
  g_autoptr(GPtrArray) imported = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GPtrArray) merged = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GPtrArray) changes = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GHashTable) old_prices = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                                            g_free);
  GString *report = g_string_new (NULL);
  guint n_own = 0, n_replaced = 0, n_new = 0, n_dropped = 0, room;

  g_return_val_if_fail (G_IS_LIST_STORE (store), NULL);
  g_return_val_if_fail (results != NULL, NULL);

  for (guint r = 0; r < results->len; r++)
    {
      BreakevenImportResult *result = g_ptr_array_index (results, r);

      for (guint k = 0; k < result->offers->len; k++)
        g_ptr_array_add (imported, g_object_ref (result->offers->pdata[k]));
    }

  /* The offers an earlier import of the same catalogue and provider brought go; the others
   * (the user's own, other providers') stay, first */
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (store)); i++)
    {
      g_autoptr(BreakevenOffer) offer = g_list_model_get_item (G_LIST_MODEL (store), i);
      gboolean replaced = FALSE;

      for (guint r = 0; r < results->len && !replaced; r++)
        {
          BreakevenImportResult *result = g_ptr_array_index (results, r);

          for (guint k = 0; k < result->keys->len && !replaced; k++)
            replaced = breakeven_import_source_has_key (breakeven_offer_get_source (offer),
                                                        result->keys->pdata[k]);
        }
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

  /* The cheapest imported offers, as many as the catalogue has room for */
  g_ptr_array_sort (imported, compare_price);
  room = n_own < BREAKEVEN_MAX_ITEMS ? BREAKEVEN_MAX_ITEMS - n_own : 0;
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
    g_string_append_printf (report, "%s\n",
                            ((BreakevenImportResult *) g_ptr_array_index (results, r))->summary);
  for (guint i = 0; i < changes->len; i++)
    g_string_append_printf (report, "%s\n", (const char *) g_ptr_array_index (changes, i));
  if (n_replaced > 0)
    {
      /* Translators: %u is a number of offers */
      g_string_append_printf (report, g_dngettext (GETTEXT_PACKAGE, "%u offer of an earlier import replaced",
                                              "%u offers of an earlier import replaced",
                                              n_replaced), n_replaced);
      g_string_append (report, "; ");
      g_string_append_printf (report, g_dngettext (GETTEXT_PACKAGE, "%u new", "%u new", n_new),
                              n_new);
      g_string_append_c (report, '\n');
    }
  if (n_dropped > 0)
    {
      /* Translators: %u is a number of offers, %d the catalogue's limit */
      g_string_append_printf (report, g_dngettext (GETTEXT_PACKAGE,
                                              "%u offer left out: a catalogue holds at most %d, "
                                              "the cheapest are kept",
                                              "%u offers left out: a catalogue holds at most %d, "
                                              "the cheapest are kept",
                                              n_dropped), n_dropped, BREAKEVEN_MAX_ITEMS);
      g_string_append_c (report, '\n');
    }
  return g_string_free (report, FALSE);
}
