/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-import-summary.c: what a price list's import says of itself: the offers it gave,
 * the rows it left out and why (with the line of a value the file has wrong), the rows that
 * listed an instance again, the spot offers and the GPUs the table does not know */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "breakeven-import-private.h"
#include "breakeven-limits.h"

/* The reasons that name a value the file has wrong (not a row a list may well hold, as a CPU-only
 * instance): the summary says the line, for the user to look at */
static const char *const located_reasons[] = {
  N_("too few fields"), N_("unreadable GPU count"), N_("not a whole number of GPUs"),
  N_("more than %d GPUs"), N_("no instance name"), N_("no provider name"), N_("a name too long"),
  N_("unreadable VRAM"), N_("unreadable spot"), N_("unreadable price"), N_("price out of range"),
};

static gboolean
is_located (const char *reason)
{
  for (guint i = 0; i < G_N_ELEMENTS (located_reasons); i++)
    if (strcmp (reason, located_reasons[i]) == 0)
      return TRUE;
  return FALSE;
}

void
breakeven_import_skips_init (BreakevenImportSkips *skips)
{
  *skips = (BreakevenImportSkips) { 0 };
  skips->skipped = g_hash_table_new (g_str_hash, g_str_equal);
  skips->reasons = g_ptr_array_new ();
  skips->first_lines = g_hash_table_new (g_str_hash, g_str_equal);
}

void
breakeven_import_skips_clear (BreakevenImportSkips *skips)
{
  g_clear_pointer (&skips->skipped, g_hash_table_unref);
  g_clear_pointer (&skips->reasons, g_ptr_array_unref);
  g_clear_pointer (&skips->first_lines, g_hash_table_unref);
}

void
breakeven_import_skips_add (BreakevenImportSkips *skips,
                            const char           *reason,
                            guint                 line)
{
  guint count = GPOINTER_TO_UINT (g_hash_table_lookup (skips->skipped, reason));

  if (count == 0)
    {
      g_ptr_array_add (skips->reasons, (gpointer) reason);
      g_hash_table_insert (skips->first_lines, (gpointer) reason, GUINT_TO_POINTER (line));
    }
  g_hash_table_insert (skips->skipped, (gpointer) reason, GUINT_TO_POINTER (count + 1));
  skips->n_skipped++;
}

char *
breakeven_import_summary (const BreakevenImportSkips *skips,
                          BreakevenImportResult      *result,
                          const char                 *label)
{
  GString *s = g_string_new (NULL);
  guint n_spot = 0;
  gsize head;

  for (guint i = 0; i < result->offers->len; i++)
    n_spot += breakeven_offer_get_billing (result->offers->pdata[i]) == BREAKEVEN_BILLING_SPOT;

  /* Translators: the first %u is a number of offers, %s the catalogue, e.g. "runpod 20260818-42" */
  g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE, "%u offer from %s",
                                          "%u offers from %s", result->offers->len),
                          result->offers->len, label);
  head = s->len;
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
  /* Rows of an instance already listed (in another location, or the same row again) are the
   * one offer at its cheapest: said, as a row skipped is */
  if (skips->n_again > 0)
    {
      g_string_append (s, "; ");
      /* Translators: %u is a number of rows of the file that list an instance (with its
       * billing) listed before, in another location or as the same row */
      g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE,
                                              "%u row lists an instance again: the cheapest "
                                              "of each is kept",
                                              "%u rows list an instance again: the cheapest "
                                              "of each is kept", skips->n_again),
                              skips->n_again);
    }
  if (skips->n_skipped > 0)
    {
      g_string_append (s, "; ");
      /* Translators: %u is a number of rows of the file; the reasons follow */
      g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE, "%u row skipped: ",
                                              "%u rows skipped: ", skips->n_skipped),
                              skips->n_skipped);
      for (guint i = 0; i < skips->reasons->len; i++)
        {
          const char *reason = g_ptr_array_index (skips->reasons, i);

          if (i > 0)
            g_string_append (s, ", ");
          if (skips->reasons->len > 1)
            g_string_append_printf (s, "%u ", GPOINTER_TO_UINT (g_hash_table_lookup (skips->skipped,
                                                                                     reason)));
          if (strcmp (reason, "more than %d GPUs") == 0)
            /* Translators: a reason a row was skipped for; %d is the most GPUs an offer has */
            g_string_append_printf (s, _("more than %d GPUs"), BREAKEVEN_MAX_GPU_COUNT);
          else
            g_string_append (s, _(reason));
          if (is_located (reason))
            {
              guint line = GPOINTER_TO_UINT (g_hash_table_lookup (skips->first_lines, reason));
              guint count = GPOINTER_TO_UINT (g_hash_table_lookup (skips->skipped, reason));

              g_string_append_c (s, ' ');
              /* Translators: after a reason a row was skipped for, "unreadable price (line 3)";
               * of several rows, "(first at line 3)" */
              g_string_append_printf (s, count == 1 ? _("(line %u)") : _("(first at line %u)"),
                                      line);
            }
        }
    }
  if (skips->n_spot_unreadable > 0)
    {
      g_string_append (s, "; ");
      /* Translators: %u is a number of rows whose spot price cannot be read (or is out of
       * range); their on-demand offers are imported */
      g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE,
                                              "%u spot price left out, unreadable",
                                              "%u spot prices left out, unreadable",
                                              skips->n_spot_unreadable),
                              skips->n_spot_unreadable);
      g_string_append_c (s, ' ');
      g_string_append_printf (s, skips->n_spot_unreadable == 1 ? _("(line %u)")
                                                              : _("(first at line %u)"),
                              skips->first_spot_unreadable_line);
      g_string_append (s, g_dngettext (GETTEXT_PACKAGE, ": its row's on-demand offer kept",
                                       ": their rows' on-demand offers kept",
                                       skips->n_spot_unreadable));
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
  /* What follows "N offers from LABEL; " */
  g_free (result->details);
  result->details = s->len > head ? g_strdup (s->str + head + 2) : NULL;
  return g_string_free (s, FALSE);
}
