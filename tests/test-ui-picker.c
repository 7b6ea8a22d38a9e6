/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ui-picker.c: the offer catalogue picker, driven as a user would, under Xvfb
 *
 * Longer than the 800 lines a source file keeps to, and on purpose: the picker's cases share
 * one catalogue fixture and the helpers that drive its filters. Split by topic, as the other
 * programs are, not by size.
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <math.h>
#include <string.h>
#if HAVE_LIBARCHIVE
#include <archive.h>
#include <archive_entry.h>
#endif

#include "breakeven-chart.h"
#include "breakeven-cost.h"
#include "breakeven-document.h"
#include "breakeven-file-lock.h"
#include "breakeven-format.h"
#include "breakeven-limits.h"
#include "breakeven-offer-dialog.h"
#include "breakeven-offer-picker.h"
#include "breakeven-reference-rates.h"
#include "breakeven-offers-page.h"
#include "breakeven-window.h"
#include "breakeven-xml.h"
#include "ui-test-helpers.h"

/* The offer a picker row shows: the row's public "offer" (the row holds it) */
static BreakevenOffer *
row_offer (gpointer row)
{
  g_autoptr(BreakevenOffer) offer = NULL;

  g_object_get (row, "offer", &offer, NULL);
  return offer;
}

/* The rows of the results list, in order */
static GPtrArray *
rows (BreakevenOfferPicker *picker)
{
  GPtrArray *found = g_ptr_array_new ();

  collect_by_name (find_by_name (GTK_WIDGET (picker), "picker-results"), "picker-row", found);
  return found;
}

/* The button NAME inside ROW */
static GtkWidget *
row_button (GtkWidget  *row,
            const char *name)
{
  return find_by_name (row, name);
}

typedef struct
{
  char *dir;
  GFile *user_file;
  BreakevenCatalogue *catalogue;
  BreakevenDocument *document;
  BreakevenProject *project;
  BreakevenOfferPicker *picker;
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;

  /* a new run of the application: the filters of earlier tests are gone */
  breakeven_offer_picker_forget_filters ();
  f->dir = g_dir_make_tmp ("breakeven-picker-XXXXXX", &error);
  g_assert_no_error (error);
  path = g_build_filename (f->dir, "offers.xml", NULL);
  f->user_file = g_file_new_for_path (path);
  f->catalogue = breakeven_catalogue_new (f->user_file);
  breakeven_catalogue_load (f->catalogue, &error);
  g_assert_no_error (error);
  f->project = breakeven_project_load_sample (&error);
  g_assert_no_error (error);
  f->document = breakeven_document_new (f->project, NULL);
  /* as the offers page opens it: measured against the document's analysis */
  f->picker = breakeven_offer_picker_new (NULL, f->document, f->catalogue, data);
  gtk_window_set_default_size (GTK_WINDOW (f->picker), 900, 700);
  gtk_window_present (GTK_WINDOW (f->picker));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->picker));
  flush_events ();
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  if (f->picker != NULL)
    gtk_window_destroy (GTK_WINDOW (f->picker));
  flush_events ();
  g_clear_object (&f->document);
  g_clear_object (&f->project);
  g_clear_object (&f->catalogue);
  g_file_delete (f->user_file, NULL, NULL);
  g_clear_object (&f->user_file);
  {
    /* and the lock a save left beside it */
    g_autofree char *lock = g_build_filename (f->dir, ".offers.xml.lock", NULL);

    g_unlink (lock);
  }
  g_rmdir (f->dir);
  g_clear_pointer (&f->dir, g_free);
}

static void
select_choice (Fixture    *f,
               const char *name,
               guint       position)
{
  gtk_drop_down_set_selected (GTK_DROP_DOWN (find_by_name (GTK_WIDGET (f->picker), name)), position);
  flush_events ();
}

/* The dropdown NAME offers LABEL */
static gboolean
has_label (Fixture    *f,
           const char *name,
           const char *label)
{
  GListModel *labels = gtk_drop_down_get_model (GTK_DROP_DOWN (find_by_name (GTK_WIDGET (f->picker),
                                                                             name)));

  for (guint i = 0; i < g_list_model_get_n_items (labels); i++)
    {
      g_autoptr(GtkStringObject) item = g_list_model_get_item (labels, i);

      if (g_strcmp0 (gtk_string_object_get_string (item), label) == 0)
        return TRUE;
    }
  return FALSE;
}

/* Chooses LABEL in the dropdown NAME; it must be there */
static void
choose_label (Fixture    *f,
              const char *name,
              const char *label)
{
  GtkDropDown *dropdown = GTK_DROP_DOWN (find_by_name (GTK_WIDGET (f->picker), name));
  GListModel *labels = gtk_drop_down_get_model (dropdown);

  for (guint i = 0; i < g_list_model_get_n_items (labels); i++)
    {
      g_autoptr(GtkStringObject) item = g_list_model_get_item (labels, i);

      if (g_strcmp0 (gtk_string_object_get_string (item), label) == 0)
        {
          select_choice (f, name, i);
          return;
        }
    }
  g_error ("no “%s” in %s", label, name);
}

static void
test_lists_catalogue (Fixture       *f,
                      gconstpointer  data)
{
  g_autoptr(GPtrArray) shown = rows (f->picker);
  guint n = g_list_model_get_n_items (breakeven_catalogue_get_offers (f->catalogue));
  g_autofree char *count = g_strdup_printf ("%u of %u offers", n, n);
  GtkWidget *error = find_by_name (GTK_WIDGET (f->picker), "picker-error");

  g_assert_cmpuint (n, >=, 25);
  g_assert_cmpuint (shown->len, ==, n);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (find_by_name (GTK_WIDGET (f->picker), "picker-count"))), ==, count);
  g_assert_false (gtk_widget_get_mapped (error));

  /* a picture of the picker for a reviewer, with the rows the student would see first */
  {
    cairo_surface_t *surface = render_widget (GTK_WIDGET (f->picker));
    g_autofree char *path = g_test_build_filename (G_TEST_BUILT, "picker.png", NULL);

    g_assert_cmpint (cairo_surface_write_to_png (surface, path), ==, CAIRO_STATUS_SUCCESS);
    cairo_surface_destroy (surface);
  }
}

/* The task of the issue: the cheapest on-demand offer with at least 24 GB, compared in a click */
static void
test_cheapest_24gb_on_demand (Fixture       *f,
                              gconstpointer  data)
{
  g_autoptr(GPtrArray) shown = NULL;
  g_autoptr(BreakevenOffer) first = NULL;
  g_autoptr(BreakevenOffer) added = NULL;
  g_autoptr(GPtrArray) expected = NULL;
  g_autoptr(BreakevenAnalysis) analysis = NULL;
  GListModel *compared = G_LIST_MODEL (breakeven_project_get_offers (f->project));
  BreakevenOfferFilter filter;
  guint before = g_list_model_get_n_items (compared);
  GtkWidget *compare;

  /* ≥ 24 GB: offered only when some offer of the catalogue has less */
  if (has_label (f, "picker-vram", "≥ 24 GB"))
    choose_label (f, "picker-vram", "≥ 24 GB");
  select_choice (f, "picker-billing", 1); /* on demand */
  select_choice (f, "picker-sort", 0);    /* cheapest per hour */

  /* the rows are the core's answer to the same question */
  breakeven_offer_filter_init (&filter);
  filter.min_vram_gb = 24;
  filter.billing = BREAKEVEN_BILLING_ON_DEMAND;
  expected = breakeven_catalogue_query (breakeven_catalogue_get_offers (f->catalogue), f->project,
                                        NULL, &filter, BREAKEVEN_OFFER_SORT_PRICE);
  shown = rows (f->picker);
  g_assert_cmpuint (shown->len, ==, expected->len);
  for (guint i = 0; i < shown->len; i++)
    g_assert_true (row_offer (g_ptr_array_index (shown, i))
                   == g_ptr_array_index (expected, i));

  first = g_object_ref (row_offer (g_ptr_array_index (shown, 0)));
  g_assert_cmpfloat (breakeven_offer_get_vram_gb (first), >=, 24);
  g_assert_cmpint (breakeven_offer_get_billing (first), ==, BREAKEVEN_BILLING_ON_DEMAND);
  /* 恒源云's RTX 3090 at 0.76 per hour, in the project's own currency */
  g_assert_cmpstr (breakeven_offer_get_provider (first), ==, "恒源云");
  g_assert_cmpfloat (breakeven_offer_get_price_per_hour (first), ==, 0.76);

  compare = row_button (g_ptr_array_index (shown, 0), "picker-compare");
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (compare)), ==, "Compare");
  click (compare);

  g_assert_cmpuint (g_list_model_get_n_items (compared), ==, before + 1);
  added = g_list_model_get_item (compared, before);
  g_assert_true (breakeven_offer_equal (added, first));
  /* a copy: editing the comparison does not change the catalogue */
  g_assert_true (added != first);

  /* the row now offers to take it out again; its breakeven is the engine's */
  g_clear_pointer (&shown, g_ptr_array_unref);
  shown = rows (f->picker);
  compare = row_button (g_ptr_array_index (shown, 0), "picker-compare");
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (compare)), ==, "Remove");
  analysis = breakeven_analysis_new (f->project);
  {
    const BreakevenOfferResult *r = breakeven_analysis_get_offer (analysis, before);
    g_autofree char *words = breakeven_chart_describe_crossing (r->breakeven_months, 36);
    const char *subtitle = adw_action_row_get_subtitle (ADW_ACTION_ROW (g_ptr_array_index (shown, 0)));

    g_assert_nonnull (strstr (subtitle, words));
  }

  click (compare);
  g_assert_cmpuint (g_list_model_get_n_items (compared), ==, before);
}

/* Every row shows the breakeven the core computes for the same offer, and follows the build */
static void
test_rows_show_core_breakeven (Fixture       *f,
                               gconstpointer  data)
{
  for (guint round = 0; round < 2; round++)
    {
      g_autoptr(GPtrArray) shown = rows (f->picker);
      g_autoptr(BreakevenAnalysis) analysis = breakeven_analysis_new (f->project);
      guint checked = 0;

      for (guint i = 0; i < shown->len; i++)
        {
          GtkWidget *row = g_ptr_array_index (shown, i);
          BreakevenOffer *offer = row_offer (row);
          const char *subtitle = adw_action_row_get_subtitle (ADW_ACTION_ROW (row));
          BreakevenOfferResult r;
          g_autofree char *words = NULL;

          if (!breakeven_analysis_evaluate_offer (analysis, f->project, offer, &r, NULL))
            {
              /* no rate yet: the row says which one is missing */
              g_assert_nonnull (strstr (subtitle, "no exchange rate"));
              continue;
            }
          words = breakeven_chart_describe_crossing (r.breakeven_months,
                                                     breakeven_project_get_horizon_months (f->project));
          g_assert_nonnull (strstr (subtitle, words));
          g_clear_object (&r.offer);
          checked++;
        }
      g_assert_cmpuint (checked, >=, 5);

      /* the build changes: every row follows, with the one analysis of the change (the
       * document's: the picker makes none of its own) */
      {
        guint before = breakeven_document_get_n_analyses (f->document);

        breakeven_project_set_hours_per_day (f->project, round == 0 ? 18 : 6);
        flush_events ();
        g_assert_cmpuint (breakeven_document_get_n_analyses (f->document), ==, before + 1);
      }
    }
}

static void
test_missing_rate_is_asked (Fixture       *f,
                            gconstpointer  data)
{
  GListModel *compared = G_LIST_MODEL (breakeven_project_get_offers (f->project));
  guint before = g_list_model_get_n_items (compared);
  g_autoptr(GPtrArray) shown = NULL;
  AdwMessageDialog *dialog;
  GtkWidget *entry;
  double out;

  gtk_editable_set_text (GTK_EDITABLE (find_by_name (GTK_WIDGET (f->picker), "picker-search")),
                         "runpod 4090 community");
  /* the search entry waits a moment before it filters: the main loop runs until it has */
  while (TRUE)
    {
      g_clear_pointer (&shown, g_ptr_array_unref);
      flush_events ();
      shown = rows (f->picker);
      if (shown->len == 1)
        break;
      g_main_context_iteration (NULL, TRUE);
    }

  click (row_button (g_ptr_array_index (shown, 0), "picker-compare"));
  dialog = find_message_dialog (NULL);
  g_assert_nonnull (dialog);
  /* nothing is set before the user says so: no rate, no offer yet */
  g_assert_cmpuint (g_list_model_get_n_items (compared), ==, before);
  entry = adw_message_dialog_get_extra_child (dialog);
  /* a published reference rate is offered, with its date and publisher, to confirm or edit */
  {
    double reference;
    const char *date, *publisher, *address;
    g_autofree char *number = NULL;

    g_assert_true (breakeven_reference_rate_lookup ("USD", "CNY", &reference, &date, &publisher,
                                                    &address));
    number = breakeven_format_plain_number (reference);
    g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, number);
    g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), date));
    g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), publisher));
    g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), address));
    g_assert_true (adw_message_dialog_get_response_enabled (dialog, "set"));
  }

  gtk_editable_set_text (GTK_EDITABLE (entry), "seven");
  g_assert_true (gtk_widget_has_css_class (entry, "error"));
  g_assert_false (adw_message_dialog_get_response_enabled (dialog, "set"));
  gtk_editable_set_text (GTK_EDITABLE (entry), "7.1");
  g_assert_true (adw_message_dialog_get_response_enabled (dialog, "set"));
  adw_message_dialog_response (dialog, "set");
  flush_events ();

  g_assert_true (breakeven_project_convert (f->project, "USD", 1, &out, NULL));
  g_assert_cmpfloat (out, ==, 7.1);
  g_assert_cmpuint (g_list_model_get_n_items (compared), ==, before + 1);
}

/* A rate set from the picker leaves the list as it was under the pointer: the same rows in the
 * same places, the compared one now offering Remove, its figures in the project's currency */
static void
test_rate_keeps_order (Fixture       *f,
                       gconstpointer  data)
{
  g_autoptr(GPtrArray) before = NULL;
  g_autoptr(GPtrArray) after = NULL;
  GtkWidget *usd_row = NULL;
  AdwMessageDialog *dialog;
  double out;

  choose_label (f, "picker-sort", "Cheapest per hour");
  before = rows (f->picker);
  for (guint i = 0; i < before->len && usd_row == NULL; i++)
    {
      BreakevenOffer *offer = row_offer (g_ptr_array_index (before, i));

      if (g_strcmp0 (breakeven_offer_get_currency (offer), "USD") == 0)
        usd_row = g_ptr_array_index (before, i);
    }
  g_assert_nonnull (usd_row);
  g_assert_false (breakeven_project_convert (f->project, "USD", 1, &out, NULL));
  g_assert_null (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (usd_row)), "¥"));

  click (row_button (usd_row, "picker-compare"));
  dialog = find_message_dialog (NULL);
  g_assert_nonnull (dialog);
  gtk_editable_set_text (GTK_EDITABLE (adw_message_dialog_get_extra_child (dialog)), "7.1");
  adw_message_dialog_response (dialog, "set");
  flush_events ();
  g_assert_true (breakeven_project_convert (f->project, "USD", 1, &out, NULL));

  after = rows (f->picker);
  g_assert_cmpuint (after->len, ==, before->len);
  for (guint i = 0; i < after->len; i++)
    g_assert_true (g_ptr_array_index (after, i) == g_ptr_array_index (before, i));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (row_button (usd_row, "picker-compare"))), ==,
                   "Remove");
  /* its price now also in yuan: "$0.69/h (¥4.90/h)" */
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (usd_row)), "/h (¥"));
}

/* The VRAM filter offers only thresholds that leave some offers out and keep some */
static void
test_vram_choices_filter (Fixture       *f,
                          gconstpointer  data)
{
  GtkDropDown *vram = GTK_DROP_DOWN (find_by_name (GTK_WIDGET (f->picker), "picker-vram"));
  GListModel *choices = gtk_drop_down_get_model (vram);
  GListModel *offers = breakeven_catalogue_get_offers (f->catalogue);
  guint n = g_list_model_get_n_items (choices);

  g_assert_cmpuint (n, >=, 3);
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (choices), 0), ==, "Any VRAM");
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (choices), n - 1), ==,
                   "Enough for the job");
  for (guint c = 1; c + 1 < n; c++)
    {
      const char *label = gtk_string_list_get_string (GTK_STRING_LIST (choices), c);
      double gb = g_ascii_strtod (label + strlen ("≥ "), NULL);
      guint below = 0;
      g_autoptr(GPtrArray) shown = NULL;

      g_assert_true (g_str_has_prefix (label, "≥ ") && g_str_has_suffix (label, " GB"));
      for (guint i = 0; i < g_list_model_get_n_items (offers); i++)
        {
          g_autoptr(BreakevenOffer) offer = g_list_model_get_item (offers, i);

          below += breakeven_offer_get_vram_gb (offer) < gb;
        }
      g_assert_cmpuint (below, >, 0);
      g_assert_cmpuint (below, <, g_list_model_get_n_items (offers));
      /* and choosing it shows exactly the others */
      select_choice (f, "picker-vram", c);
      shown = rows (f->picker);
      g_assert_cmpuint (shown->len, ==, g_list_model_get_n_items (offers) - below);
    }
}

/* The offer dialogs a copy opens, closed */
static void
close_offer_dialogs (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  gboolean closed = TRUE;

  while (closed)
    {
      closed = FALSE;
      for (guint i = 0; i < g_list_model_get_n_items (toplevels) && !closed; i++)
        {
          g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

          if (BREAKEVEN_IS_OFFER_DIALOG (window))
            {
              gtk_window_destroy (window);
              flush_events ();
              closed = TRUE;
            }
        }
    }
}

/* The names of the offers in FILE, as another window would read them */
static char *
names_on_disk (GFile *file)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GListStore) store = breakeven_catalogue_load_from_file (file, &error);
  GString *names = g_string_new (NULL);

  g_assert_no_error (error);
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (store)); i++)
    {
      g_autoptr(BreakevenOffer) offer = g_list_model_get_item (G_LIST_MODEL (store), i);

      g_string_append_printf (names, "%s;", breakeven_offer_get_name (offer));
    }
  return g_string_free (names, FALSE);
}

/* OTHER (another window's catalogue of the same file) writes THEIRS; then a copy of ROW here:
 * the question "Your Offers Changed on Disk" the picker asks */
static AdwMessageDialog *
copy_after_other_wrote (Fixture            *f,
                        BreakevenCatalogue *other,
                        BreakevenOffer     *theirs,
                        GtkWidget          *row)
{
  g_autoptr(GError) error = NULL;
  AdwMessageDialog *dialog;

  g_list_store_append (breakeven_catalogue_get_own (other), theirs);
  g_assert_true (breakeven_catalogue_save_own_full (other, TRUE, &error));
  g_assert_no_error (error);
  click (row_button (row, "picker-duplicate"));
  close_offer_dialogs ();
  dialog = find_message_dialog (f->picker);
  g_assert_nonnull (dialog);
  return dialog;
}

/* Another window (or instance) wrote the user's offers since this picker read them: the next
 * change here asks before writing over it, and Reload takes the other's, Overwrite keeps ours */
static void
test_own_offers_changed_on_disk (Fixture       *f,
                                 gconstpointer  data)
{
  g_autoptr(GPtrArray) shown = rows (f->picker);
  g_autoptr(BreakevenCatalogue) other = breakeven_catalogue_new (f->user_file);
  g_autoptr(BreakevenOffer) theirs = breakeven_offer_new ("Elsewhere", "Theirs", 1, "CNY");
  GListStore *own = breakeven_catalogue_get_own (f->catalogue);
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  AdwMessageDialog *dialog;
  g_autoptr(BreakevenOffer) again = breakeven_offer_new ("Elsewhere", "Theirs again", 1, "CNY");

  /* the other window writes its own list */
  breakeven_catalogue_load (other, &error);
  g_assert_no_error (error);
  g_list_store_append (breakeven_catalogue_get_own (other), theirs);
  g_assert_true (breakeven_catalogue_save_own (other, &error));
  g_assert_no_error (error);
  before = names_on_disk (f->user_file);
  g_assert_cmpstr (before, ==, "Theirs;");

  /* a copy made here: kept in the list, not written; the user is asked */
  click (row_button (g_ptr_array_index (shown, 0), "picker-duplicate"));
  close_offer_dialogs ();
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (own)), ==, 1);
  after = names_on_disk (f->user_file);
  g_assert_cmpstr (after, ==, "Theirs;");
  dialog = find_message_dialog (f->picker);
  g_assert_nonnull (dialog);
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "changed by another window"));

  /* Overwrite: ours on disk */
  adw_message_dialog_response (dialog, "overwrite");
  flush_events ();
  g_clear_pointer (&after, g_free);
  after = names_on_disk (f->user_file);
  g_assert_false (g_str_has_prefix (after, "Theirs"));
  g_assert_cmpuint (strlen (after), >, 0);

  /* the other writes again; Reload takes its list, ours is dropped from the picker */
  dialog = copy_after_other_wrote (f, other, again, g_ptr_array_index (shown, 1));
  /* A second change while it is asked: the same question, not a second one over it */
  click (row_button (g_ptr_array_index (shown, 1), "picker-duplicate"));
  close_offer_dialogs ();
  {
    GListModel *toplevels = gtk_window_get_toplevels ();
    guint n_asked = 0;

    for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
      {
        g_autoptr(GObject) toplevel = g_list_model_get_item (toplevels, i);

        n_asked += ADW_IS_MESSAGE_DIALOG (toplevel) && gtk_widget_get_visible (GTK_WIDGET (toplevel));
      }
    g_assert_cmpuint (n_asked, ==, 1);
  }
  /* Cancel: the picker says the change is not written (K4 of hunt 9) */
  adw_message_dialog_response (dialog, "cancel");
  flush_events ();
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (find_by_name (GTK_WIDGET (f->picker),
                                                                          "picker-error"))),
                            "the change made here is not written"));
  click (row_button (g_ptr_array_index (shown, 1), "picker-duplicate"));
  close_offer_dialogs ();
  dialog = find_message_dialog (f->picker);
  g_assert_nonnull (dialog);
  adw_message_dialog_response (dialog, "reload");
  flush_events ();
  g_clear_pointer (&after, g_free);
  after = names_on_disk (f->user_file);
  g_assert_cmpstr (after, ==, "Theirs;Theirs again;");
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (own)), ==, 2);
  {
    g_autoptr(BreakevenOffer) first = g_list_model_get_item (G_LIST_MODEL (own), 0);

    g_assert_cmpstr (breakeven_offer_get_name (first), ==, "Theirs");
  }

  /* Cancelled, then the picker closed: asked again, and Overwrite writes the change before the
   * picker closes (L4 of hunt 10) */
  {
    g_autoptr(BreakevenOffer) third = breakeven_offer_new ("Elsewhere", "Theirs third", 1, "CNY");

    dialog = copy_after_other_wrote (f, other, third, g_ptr_array_index (shown, 1));
    adw_message_dialog_response (dialog, "cancel");
    flush_events ();
    g_object_add_weak_pointer (G_OBJECT (f->picker), (gpointer *) &f->picker);
    gtk_window_close (GTK_WINDOW (f->picker));
    flush_events ();
    g_assert_nonnull (f->picker);
    dialog = find_message_dialog (f->picker);
    g_assert_nonnull (dialog);
    adw_message_dialog_response (dialog, "overwrite");
    flush_events ();
    g_assert_null (f->picker);
    g_clear_pointer (&after, g_free);
    after = names_on_disk (f->user_file);
    g_assert_null (strstr (after, "Theirs third"));
    g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (own)), ==, 3);
  }
}

/* The main window closed while its picker holds a change the user cancelled writing: the
 * picker asks again and the window stays; Overwrite writes it and the picker goes, and then
 * the window closes */
static void
test_own_offers_asked_before_window_closes (Fixture       *f,
                                            gconstpointer  data)
{
  g_autoptr(GPtrArray) shown = rows (f->picker);
  g_autoptr(BreakevenCatalogue) other = breakeven_catalogue_new (f->user_file);
  g_autoptr(BreakevenOffer) theirs = breakeven_offer_new ("Elsewhere", "Theirs", 1, "CNY");
  GListStore *own = breakeven_catalogue_get_own (f->catalogue);
  BreakevenWindow *window = breakeven_window_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *after = NULL;
  AdwMessageDialog *dialog;

  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);
  g_object_add_weak_pointer (G_OBJECT (f->picker), (gpointer *) &f->picker);
  gtk_window_present (GTK_WINDOW (window));
  gtk_window_set_transient_for (GTK_WINDOW (f->picker), GTK_WINDOW (window));
  breakeven_catalogue_load (other, &error);
  g_assert_no_error (error);
  dialog = copy_after_other_wrote (f, other, theirs, g_ptr_array_index (shown, 0));
  adw_message_dialog_response (dialog, "cancel");
  flush_events ();

  gtk_window_close (GTK_WINDOW (window));
  flush_events ();
  g_assert_nonnull (window);
  g_assert_nonnull (f->picker);
  dialog = find_message_dialog (f->picker);
  g_assert_nonnull (dialog);
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "changed by another window"));
  adw_message_dialog_response (dialog, "overwrite");
  flush_events ();
  g_assert_null (f->picker);
  after = names_on_disk (f->user_file);
  g_assert_null (strstr (after, "Theirs"));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (own)), ==, 1);

  /* nothing left to ask: the window closes */
  gtk_window_close (GTK_WINDOW (window));
  flush_events ();
  g_assert_null (window);
}

/* Waits (no fixed delay) until FILE holds N offers */
static void
wait_for_offers_on_disk (GFile *file,
                         guint  n)
{
  for (;;)
    {
      g_autoptr(GListStore) store = g_file_query_exists (file, NULL)
                                    ? breakeven_catalogue_load_from_file (file, NULL) : NULL;

      if (store != NULL && g_list_model_get_n_items (G_LIST_MODEL (store)) == n)
        return;
      g_main_context_iteration (NULL, TRUE);
    }
}

/* Another program holding the lock on the user's offers: the picker, which saves on the
 * window's main loop, does not freeze for the minute the command line waits; it says the change
 * is kept, and writes it once the lock is let go, with no other change to make it (J1 of hunt
 * 8), even when the picker is closed by then */
static void
test_own_offers_lock_held (Fixture       *f,
                           gconstpointer  data)
{
  g_autoptr(GPtrArray) shown = rows (f->picker);
  g_autoptr(GError) error = NULL;
  g_autoptr(BreakevenFileLock) held = breakeven_file_lock_acquire (f->user_file, 0, &error);
  GtkWidget *label = find_by_name (GTK_WIDGET (f->picker), "picker-error");
  GtkWidget *revealer = gtk_widget_get_parent (label);
  g_autofree char *expected = NULL;
  GListStore *own = breakeven_catalogue_get_own (f->catalogue);

  g_assert_no_error (error);
  g_assert_nonnull (held);
  click (row_button (g_ptr_array_index (shown, 0), "picker-duplicate"));
  close_offer_dialogs ();
  expected = g_strdup_printf ("%s: another program is changing it; your change is kept here "
                              "and written as soon as that program is done",
                              g_file_peek_path (f->user_file));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (label)), ==, expected);
  g_assert_true (gtk_widget_has_css_class (label, "error"));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (own)), ==, 1);
  g_assert_false (g_file_query_exists (f->user_file, NULL));

  /* The lock let go: written, and the message gone, with nothing else done */
  g_clear_pointer (&held, breakeven_file_lock_release);
  wait_for_offers_on_disk (f->user_file, 1);
  while (gtk_revealer_get_reveal_child (GTK_REVEALER (revealer)))
    g_main_context_iteration (NULL, TRUE);

  /* Held again, a second copy, and the picker closed before the lock is let go */
  held = breakeven_file_lock_acquire (f->user_file, 0, &error);
  g_assert_no_error (error);
  click (row_button (g_ptr_array_index (shown, 0), "picker-duplicate"));
  close_offer_dialogs ();
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (own)), ==, 2);
  g_clear_pointer (&shown, g_ptr_array_unref);
  gtk_window_destroy (GTK_WINDOW (f->picker));
  f->picker = NULL;
  flush_events ();
  g_clear_pointer (&held, breakeven_file_lock_release);
  wait_for_offers_on_disk (f->user_file, 2);
}

/* A lock held past the minute the command line would wait: the picker gives up and says the
 * change could not be written, not that it still waits (this test waits that minute) */
static void
test_own_offers_lock_given_up (Fixture       *f,
                               gconstpointer  data)
{
  g_autoptr(GPtrArray) shown = rows (f->picker);
  g_autoptr(GError) error = NULL;
  g_autoptr(BreakevenFileLock) held = breakeven_file_lock_acquire (f->user_file, 0, &error);
  GtkLabel *label = GTK_LABEL (find_by_name (GTK_WIDGET (f->picker), "picker-error"));
  g_autofree char *expected = NULL;

  g_assert_no_error (error);
  click (row_button (g_ptr_array_index (shown, 0), "picker-duplicate"));
  close_offer_dialogs ();
  g_assert_nonnull (strstr (gtk_label_get_text (label), "your change is kept here"));
  expected = g_strdup_printf ("%s: another program has been changing it for %d seconds; the "
                              "change made here could not be written",
                              g_file_peek_path (f->user_file), BREAKEVEN_MAX_LOCK_WAIT_SECONDS);
  while (g_strcmp0 (gtk_label_get_text (label), expected) != 0)
    g_main_context_iteration (NULL, TRUE);
  /* nothing written meanwhile */
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (label), "error"));
  g_assert_false (g_file_query_exists (f->user_file, NULL));
  /* the copy stays in the list, to be written with the next change */
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (breakeven_catalogue_get_own (f->catalogue))), ==, 1);
}

static void
test_invalid_max_price (Fixture       *f,
                        gconstpointer  data)
{
  GtkWidget *entry = find_by_name (GTK_WIDGET (f->picker), "picker-max-price");
  g_autoptr(GPtrArray) all = rows (f->picker);
  g_autoptr(GPtrArray) cheap = NULL;
  g_autoptr(GPtrArray) still = NULL;

  gtk_editable_set_text (GTK_EDITABLE (entry), "2");
  flush_events ();
  cheap = rows (f->picker);
  g_assert_cmpuint (cheap->len, <, all->len);
  g_assert_cmpuint (cheap->len, >=, 1);
  for (guint i = 0; i < cheap->len; i++)
    {
      BreakevenOffer *offer = row_offer (g_ptr_array_index (cheap, i));
      double price;

      g_assert_true (breakeven_project_convert (f->project, breakeven_offer_get_currency (offer),
                                                breakeven_offer_get_price_per_hour (offer), &price, NULL));
      g_assert_cmpfloat (price, <=, 2);
    }

  /* refused where typed ("2" then ",5": a comma is no decimal point here); the list keeps
   * the last valid limit */
  {
    int position = -1;

    gtk_editable_insert_text (GTK_EDITABLE (entry), ",5", -1, &position);
    flush_events ();
  }
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "2,5");
  g_assert_true (gtk_widget_has_css_class (entry, "error"));
  still = rows (f->picker);
  g_assert_cmpuint (still->len, ==, cheap->len);
}

static void
test_own_offers (Fixture       *f,
                 gconstpointer  data)
{
  g_autoptr(GPtrArray) shown = rows (f->picker);
  GListStore *own = breakeven_catalogue_get_own (f->catalogue);
  g_autoptr(GListStore) reloaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) after = NULL;
  GtkWidget *mine = NULL;
  GtkWindow *dialog = NULL;

  /* copy a bundled offer into my offers: saved at once, editable */
  click (row_button (g_ptr_array_index (shown, 0), "picker-duplicate"));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (own)), ==, 1);
  reloaded = breakeven_catalogue_load_from_file (f->user_file, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (reloaded)), ==, 1);
  /* the copy opens in the offer dialog, for editing */
  {
    GListModel *toplevels = gtk_window_get_toplevels ();
    for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
      {
        g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);
        if (gtk_window_get_transient_for (window) == GTK_WINDOW (f->picker))
          dialog = window;
      }
  }
  g_assert_nonnull (dialog);
  gtk_window_destroy (dialog);
  flush_events ();

  /* it is listed as mine, and can be deleted */
  after = rows (f->picker);
  for (guint i = 0; i < after->len; i++)
    {
      g_autoptr(GPtrArray) delete = g_ptr_array_new ();

      collect_by_name (g_ptr_array_index (after, i), "picker-delete", delete);
      if (delete->len > 0)
        mine = g_ptr_array_index (delete, 0);
    }
  g_assert_nonnull (mine);
  click (mine);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (own)), ==, 0);
  g_clear_object (&reloaded);
  reloaded = breakeven_catalogue_load_from_file (f->user_file, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (reloaded)), ==, 0);
}

static void
test_broken_user_catalogue (Fixture       *f,
                            gconstpointer  data)
{
  GtkWidget *error = find_by_name (GTK_WIDGET (f->picker), "picker-error");
  g_autoptr(GPtrArray) shown = rows (f->picker);

  g_assert_true (gtk_widget_get_mapped (error));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (error)), ==, data);
  g_assert_cmpuint (shown->len, >=, 25);
}

static void
test_offers_page_opens_picker (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BreakevenProject) project = breakeven_project_load_sample (&error);
  g_autoptr(BreakevenDocument) document = breakeven_document_new (project, NULL);
  GtkWidget *window = gtk_window_new ();
  GtkWidget *page = breakeven_offers_page_new ();
  GListModel *toplevels;
  gboolean found = FALSE;

  /* a new run of the application: the filters of earlier tests are gone */
  breakeven_offer_picker_forget_filters ();
  g_object_set (page, "document", document, NULL);
  gtk_window_set_child (GTK_WINDOW (window), page);
  gtk_window_present (GTK_WINDOW (window));
  flush_events ();
  g_assert_true (gtk_widget_activate_action (page, "offers.browse", NULL));
  flush_events ();

  toplevels = gtk_window_get_toplevels ();
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) w = g_list_model_get_item (toplevels, i);

      if (BREAKEVEN_IS_OFFER_PICKER (w))
        {
          g_autoptr(BreakevenDocument) shown = NULL;

          found = TRUE;
          g_assert_cmpuint (g_list_model_get_n_items (breakeven_offer_picker_get_results (BREAKEVEN_OFFER_PICKER (w))), >=, 25);
          /* the page's document, so the page's analysis */
          g_object_get (w, "document", &shown, NULL);
          g_assert_true (shown == document);
          gtk_window_destroy (w);
        }
    }
  g_assert_true (found);
  gtk_window_destroy (GTK_WINDOW (window));
  flush_events ();
}

/* Sorting by price per unit of work, and currencies without a rate ----------------- */

static const char fixture_offers[] =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<offer-catalogue format=\"2\">\n"
  "  <offer provider=\"Fixture\" name=\"A\" gpu=\"RTX 3090\" gpu-count=\"1\" vram-gb=\"24\" price-per-hour=\"2\" currency=\"CNY\" relative-speed=\"auto\"/>\n"
  "  <offer provider=\"Fixture\" name=\"B\" gpu=\"RTX4090\" gpu-count=\"1\" vram-gb=\"24\" price-per-hour=\"3\" currency=\"CNY\" relative-speed=\"auto\"/>\n"
  "  <offer provider=\"Fixture\" name=\"C\" gpu=\"A100 SXM\" gpu-count=\"1\" vram-gb=\"80\" price-per-hour=\"8\" currency=\"CNY\" relative-speed=\"auto\"/>\n"
  "  <offer provider=\"Fixture\" name=\"D\" gpu=\"Unknown 1\" gpu-count=\"1\" vram-gb=\"16\" price-per-hour=\"1.6\" currency=\"CNY\" relative-speed=\"0.5\"/>\n"
  "  <offer provider=\"Fixture\" name=\"E\" gpu=\"H100 SXM\" gpu-count=\"8\" vram-gb=\"80\" price-per-hour=\"31.92\" currency=\"USD\" relative-speed=\"auto\"/>\n"
  "  <offer provider=\"Fixture\" name=\"F\" gpu=\"RTX 4090\" gpu-count=\"1\" vram-gb=\"24\" price-per-hour=\"0.01\" currency=\"USD\" relative-speed=\"auto\"/>\n"
  "</offer-catalogue>\n";

static BreakevenOfferPicker *
fixture_picker (const char          *contents,
                char               **dir_out,
                BreakevenCatalogue **catalogue_out,
                BreakevenProject    *project)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("breakeven-picker-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "offers.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) load_error = NULL;
  /* The picker keeps it */
  g_autoptr(BreakevenDocument) document = breakeven_document_new (project, NULL);
  BreakevenCatalogue *catalogue;
  BreakevenOfferPicker *picker;

  g_assert_true (g_file_set_contents (path, contents, -1, NULL));
  catalogue = breakeven_catalogue_new (file);
  breakeven_catalogue_load (catalogue, &load_error);
  picker = breakeven_offer_picker_new (NULL, document, catalogue,
                                       load_error != NULL ? load_error->message : NULL);
  gtk_window_set_default_size (GTK_WINDOW (picker), 900, 700);
  gtk_window_present (GTK_WINDOW (picker));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (picker));
  flush_events ();
  *dir_out = dir;
  *catalogue_out = catalogue;
  return picker;
}

static void
remove_fixture_dir (char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_unlink (path);
    }
  g_rmdir (dir);
  g_free (dir);
}

/* With bursts, each catalogue offer says what the hybrid with it would come to.  The
 * Deadline Bursts example at 12 h a day on a build of 20 h at most: 80 of each 300-hour burst
 * on the build, 220 rented, six times.  With an offer at 2.58 an hour: build 23,592 +
 * 131.40 × 36 + 6 × 108 = 28,970.40; hybrid 28,970.40 - 6 × 220 × 0.36 + 6 × 220 × 2.58 =
 * 31,900.80; ceil (300 / 240) = 2 instances finish a whole burst in its 10 days */
static const char fixture_one_offer[] =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<offer-catalogue format=\"3\">\n"
  "  <offer provider=\"Fixture\" name=\"Same price\" gpu=\"RTX 4090D\" gpu-count=\"1\" "
  "vram-gb=\"24\" price-per-hour=\"2.58\" currency=\"CNY\" relative-speed=\"1\"/>\n"
  "</offer-catalogue>\n";

static void
test_hybrid_per_offer (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "fixtures", "deadlines.breakeven",
                                                 NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(BreakevenProject) project = breakeven_project_load_from_file (file, &error);
  g_autoptr(BreakevenCatalogue) catalogue = NULL;
  g_autoptr(GPtrArray) shown = NULL;
  BreakevenOfferPicker *picker;
  gboolean found = FALSE;
  char *dir;

  g_assert_no_error (error);
  breakeven_offer_picker_forget_filters ();
  breakeven_project_set_hours_per_day (project, 12);
  picker = fixture_picker (fixture_one_offer, &dir, &catalogue, project);
  shown = rows (picker);
  for (guint i = 0; i < shown->len; i++)
    if (g_strcmp0 (adw_preferences_row_get_title (shown->pdata[i]), "Fixture Same price") == 0)
      {
        g_assert_nonnull (strstr (adw_action_row_get_subtitle (shown->pdata[i]),
                                  "Build + rent: ¥31,901 over 36 months · a burst in time needs "
                                  "2 instances"));
        found = TRUE;
      }
  g_assert_true (found);
  gtk_window_destroy (GTK_WINDOW (picker));
  flush_events ();
  remove_fixture_dir (dir);
}

static void
test_sort_per_unit_of_work (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BreakevenProject) project = breakeven_project_load_sample (&error);
  g_autoptr(BreakevenCatalogue) catalogue = NULL;
  g_autoptr(GPtrArray) shown = NULL;
  g_autoptr(GString) order = g_string_new (NULL);
  GListModel *parts = G_LIST_MODEL (breakeven_project_get_parts (project));
  BreakevenOfferPicker *picker;
  GtkWidget *note;
  char *dir;
  int last_cny = -1, first_usd = G_MAXINT;

  /* a new run of the application: the filters of earlier tests are gone */
  breakeven_offer_picker_forget_filters ();
  /* The build: one RTX 4090 (index 297).  Per unit of work, in CNY per hour of the build's
   * work: B 3 / 1 = 3; D 1.6 / 0.5 = 3.2; A 2 / (172 / 297) = 3.453; C 8 / (443 / 297) = 5.363 */
  g_assert_no_error (error);
  for (guint i = 0; i < g_list_model_get_n_items (parts); i++)
    {
      g_autoptr(BreakevenPart) part = g_list_model_get_item (parts, i);

      if (breakeven_part_get_category (part) == BREAKEVEN_PART_GPU)
        breakeven_part_set_model (part, "RTX 4090");
    }
  picker = fixture_picker (fixture_offers, &dir, &catalogue, project);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (find_by_name (GTK_WIDGET (picker), "picker-sort")), 3);
  flush_events ();

  shown = rows (picker);
  for (guint i = 0; i < shown->len; i++)
    {
      BreakevenOffer *offer = row_offer (g_ptr_array_index (shown, i));
      const char *currency = breakeven_offer_get_currency (offer);

      if (g_strcmp0 (breakeven_offer_get_provider (offer), "Fixture") == 0)
        g_string_append (order, breakeven_offer_get_name (offer));
      /* Never a USD offer among CNY ones without a rate */
      if (g_strcmp0 (currency, "USD") == 0)
        first_usd = MIN (first_usd, (int) i);
      else
        last_cny = MAX (last_cny, (int) i);
    }
  /* E (8 H100 for $31.92) and F ($0.01) have no rate to CNY: after every CNY offer, sorted among
   * themselves (F 0.01 < E 31.92 / (8 * 812 / 297)) */
  g_assert_cmpstr (order->str, ==, "BDACFE");
  g_assert_cmpint (last_cny, <, first_usd);
  note = find_by_name (GTK_WIDGET (picker), "picker-currency-note");
  g_assert_true (gtk_widget_get_visible (note));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (note)), "no exchange rate from USD to CNY"));

  {
    g_autofree char *path = g_test_build_filename (G_TEST_BUILT, "picker-per-work.png", NULL);
    cairo_surface_t *surface;

    gtk_test_widget_wait_for_draw (GTK_WIDGET (picker));
    surface = render_widget (GTK_WIDGET (picker));
    g_assert_cmpint (cairo_surface_write_to_png (surface, path), ==, CAIRO_STATUS_SUCCESS);
    cairo_surface_destroy (surface);
  }

  /* The same with the plain price sort: a USD price of 0.01 is not cheaper than ¥1.6 */
  gtk_drop_down_set_selected (GTK_DROP_DOWN (find_by_name (GTK_WIDGET (picker), "picker-sort")), 0);
  flush_events ();
  g_clear_pointer (&shown, g_ptr_array_unref);
  shown = rows (picker);
  last_cny = -1, first_usd = G_MAXINT;
  for (guint i = 0; i < shown->len; i++)
    {
      BreakevenOffer *offer = row_offer (g_ptr_array_index (shown, i));

      if (g_strcmp0 (breakeven_offer_get_currency (offer), "USD") == 0)
        first_usd = MIN (first_usd, (int) i);
      else
        last_cny = MAX (last_cny, (int) i);
    }
  g_assert_cmpint (last_cny, <, first_usd);
  g_assert_true (gtk_widget_get_visible (note));

  /* With a rate, they are compared: F at $0.01 becomes the cheapest per unit of work */
  breakeven_project_set_exchange_rate (project, "USD", "CNY", 7.1);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (find_by_name (GTK_WIDGET (picker), "picker-sort")), 3);
  flush_events ();
  g_clear_pointer (&shown, g_ptr_array_unref);
  shown = rows (picker);
  g_assert_cmpstr (breakeven_offer_get_name (row_offer (g_ptr_array_index (shown, 0))), ==, "F");
  g_assert_false (gtk_widget_get_visible (note));

  /* The per-GPU price beside the instance's */
  {
    gboolean seen = FALSE;

    for (guint i = 0; i < shown->len; i++)
      {
        BreakevenOffer *offer = row_offer (g_ptr_array_index (shown, i));

        if (g_strcmp0 (breakeven_offer_get_name (offer), "E") == 0)
          {
            const char *subtitle = adw_action_row_get_subtitle (ADW_ACTION_ROW (g_ptr_array_index (shown, i)));

            g_assert_nonnull (strstr (subtitle, "$3.99/h per GPU"));
            seen = TRUE;
          }
      }
    g_assert_true (seen);
  }

  /* "Enough for the job": only offers with the VRAM the usage needs */
  breakeven_project_set_vram_needed_gb (project, 40);
  {
    GtkDropDown *vram = GTK_DROP_DOWN (find_by_name (GTK_WIDGET (picker), "picker-vram"));
    GListModel *choices = gtk_drop_down_get_model (vram);
    guint last = g_list_model_get_n_items (choices) - 1;

    g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (choices), last), ==,
                     "Enough for the job");
    gtk_drop_down_set_selected (vram, last);
  }
  flush_events ();
  g_clear_pointer (&shown, g_ptr_array_unref);
  shown = rows (picker);
  g_assert_cmpuint (shown->len, >, 0);
  for (guint i = 0; i < shown->len; i++)
    {
      BreakevenOffer *offer = row_offer (g_ptr_array_index (shown, i));
      g_assert_cmpfloat (breakeven_offer_get_vram_gb (offer), >=, 40);
    }
  gtk_window_destroy (GTK_WINDOW (picker));
  flush_events ();
  remove_fixture_dir (dir);
}

static void
test_broken_own_file_message (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BreakevenProject) project = breakeven_project_load_sample (&error);
  g_autoptr(BreakevenCatalogue) catalogue = NULL;
  BreakevenOfferPicker *picker;
  GtkWidget *label;
  char *dir;

  /* a new run of the application: the filters of earlier tests are gone */
  breakeven_offer_picker_forget_filters ();
  g_assert_no_error (error);
  picker = fixture_picker ("<offer-catalogue format=\"2\">\n<offer provider=", &dir, &catalogue,
                           project);
  g_assert_true (breakeven_catalogue_get_user_file_broken (catalogue));
  label = find_by_name (GTK_WIDGET (picker), "picker-broken-file");
  g_assert_true (gtk_widget_get_visible (label));
  g_assert_true (g_str_has_prefix (gtk_label_get_text (GTK_LABEL (label)),
                                   "Your own offers file could not be read: "));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (label)), "offers.xml:"));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (label)),
                            "It will be kept aside as offers.xml.broken when you next save."));

  {
    g_autofree char *path = g_test_build_filename (G_TEST_BUILT, "picker-broken-file.png", NULL);
    cairo_surface_t *surface;

    gtk_test_widget_wait_for_draw (GTK_WIDGET (picker));
    surface = render_widget (GTK_WIDGET (picker));
    g_assert_cmpint (cairo_surface_write_to_png (surface, path), ==, CAIRO_STATUS_SUCCESS);
    cairo_surface_destroy (surface);
  }

  /* A save (copying an offer to one's own saves them) sets the file aside and says where */
  {
    g_autoptr(GPtrArray) shown = rows (picker);
    g_autofree char *aside = g_build_filename (dir, "offers.xml.broken", NULL);
    GListModel *toplevels;

    click (find_by_name (g_ptr_array_index (shown, 0), "picker-duplicate"));
    g_assert_nonnull (breakeven_catalogue_get_broken_file (catalogue));
    g_assert_true (g_file_test (aside, G_FILE_TEST_EXISTS));
    g_assert_true (gtk_widget_get_visible (label));
    g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (label)), "kept aside as"));
    g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (label)), aside));
    toplevels = gtk_window_get_toplevels ();
    for (guint i = g_list_model_get_n_items (toplevels); i > 0; i--)
      {
        g_autoptr(GtkWindow) w = g_list_model_get_item (toplevels, i - 1);

        if (BREAKEVEN_IS_OFFER_DIALOG (w))
          gtk_window_destroy (w);
      }
    flush_events ();
  }
  gtk_window_destroy (GTK_WINDOW (picker));
  flush_events ();
  remove_fixture_dir (dir);
}

static void
test_refuses_offer_past_limit (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BreakevenProject) project = breakeven_project_load_sample (&error);
  g_autoptr(BreakevenCatalogue) catalogue = NULL;
  g_autoptr(GPtrArray) fill = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GPtrArray) shown = NULL;
  GListStore *offers = breakeven_project_get_offers (project);
  BreakevenOfferPicker *picker;
  GtkWidget *compare = NULL;
  GtkWidget *message;
  char *dir;

  /* a new run of the application: the filters of earlier tests are gone */
  breakeven_offer_picker_forget_filters ();
  g_assert_no_error (error);
  while (g_list_model_get_n_items (G_LIST_MODEL (offers)) + fill->len < BREAKEVEN_MAX_ITEMS)
    g_ptr_array_add (fill, breakeven_offer_new ("Filler", "X", 1, NULL));
  g_list_store_splice (offers, 0, 0, fill->pdata, fill->len);
  picker = fixture_picker (fixture_offers, &dir, &catalogue, project);
  shown = rows (picker);
  for (guint i = 0; i < shown->len && compare == NULL; i++)
    {
      GtkWidget *button = find_by_name (g_ptr_array_index (shown, i), "picker-compare");

      if (g_strcmp0 (gtk_button_get_label (GTK_BUTTON (button)), "Compare") == 0
          && g_strcmp0 (breakeven_offer_get_currency (row_offer (g_ptr_array_index (shown, i))), "CNY") == 0)
        compare = button;
    }
  g_assert_nonnull (compare);
  click (compare);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (offers)), ==, BREAKEVEN_MAX_ITEMS);
  message = find_by_name (GTK_WIDGET (picker), "picker-error");
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (message)), "already compares 1000 offers"));
  gtk_window_destroy (GTK_WINDOW (picker));
  flush_events ();
  remove_fixture_dir (dir);
}

/* Until the import the picker reads in a thread has ended (its result is then shown) */
static void
wait_for_import (BreakevenOfferPicker *picker)
{
  while (breakeven_offer_picker_get_importing (picker))
    g_main_context_iteration (NULL, TRUE);
}

/* Import Price Catalogue…: a gpuhunt CSV into my offers, the summary shown; a refused file
 * changes nothing */
static void
test_import_prices (Fixture       *f,
                    gconstpointer  data)
{
  GtkWidget *label = find_by_name (GTK_WIDGET (f->picker), "picker-error");
  GListStore *own = breakeven_catalogue_get_own (f->catalogue);
  g_autofree char *path = g_build_filename (f->dir, "runpod.csv", NULL);
  g_autofree char *bad_path = g_build_filename (f->dir, "bad.csv", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) bad = g_file_new_for_path (bad_path);
  g_autoptr(GListStore) reloaded = NULL;
  g_autoptr(GError) error = NULL;

  g_file_set_contents (path,
                       "instance_name,location,price,cpu,memory,gpu_count,gpu_name,gpu_memory,"
                       "spot,disk_size,gpu_vendor,flags,cpu_arch,provider_data\n"
                       "1x RTX 4090,EU-RO-1,0.34,16,62,1,RTX4090,24,False,100,nvidia,,x86,"
                       "\"{\"\"a\"\": 1,\n\"\"b\"\": 2}\"\n"
                       "cpu,EU-RO-1,0.05,2,4,0,,,False,10,,,x86,\n", -1, &error);
  g_assert_no_error (error);
  g_file_set_contents (bad_path, "not,a,price,list\n", -1, &error);
  g_assert_no_error (error);

  breakeven_offer_picker_import_prices (f->picker, file);
  wait_for_import (f->picker);
  flush_events ();
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (own)), ==, 1);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (label)), ==,
                   "1 offer from runpod; 1 row skipped: no GPU");
  g_assert_false (gtk_widget_has_css_class (label, "error"));
  reloaded = breakeven_catalogue_load_from_file (f->user_file, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (reloaded)), ==, 1);

  breakeven_offer_picker_import_prices (f->picker, bad);
  wait_for_import (f->picker);
  flush_events ();
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (own)), ==, 1);
  g_assert_true (g_str_has_prefix (gtk_label_get_text (GTK_LABEL (label)), bad_path));
  g_assert_true (gtk_widget_has_css_class (label, "error"));

  g_unlink (path);
  g_unlink (bad_path);
}

#if HAVE_LIBARCHIVE
/* A catalog.zip through the window: read in a thread while a row shows it with Cancel; a
 * cancelled import changes nothing; then its good list imports, its bad ones are said */
static void
test_import_archive (Fixture       *f,
                     gconstpointer  data)
{
  GtkWidget *label = find_by_name (GTK_WIDGET (f->picker), "picker-error");
  GListStore *own = breakeven_catalogue_get_own (f->catalogue);
  g_autofree char *path = g_build_filename (f->dir, "catalog.zip", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  const char binary[] = "\1\2\3\0\377";
  const struct { const char *path; const char *data; gsize length; } entries[] = {
    { "catalog/runpod.csv", "instance_name,location,price,cpu,memory,gpu_count,gpu_name,"
                            "gpu_memory,spot\r\n1x RTX 4090,EU-RO-1,0.34,16,62,1,RTX4090,24,False"
                            "\r\n", 0 },
    { "catalog/binary.csv", binary, sizeof binary - 1 },
    { "__MACOSX/catalog/._runpod.csv", binary, sizeof binary - 1 },
    { "catalog/version", "", 0 },
  };
  struct archive *zip = archive_write_new ();
  GtkWidget *progress, *cancel;

  g_assert_cmpint (archive_write_set_format_zip (zip), ==, ARCHIVE_OK);
  g_assert_cmpint (archive_write_open_filename (zip, path), ==, ARCHIVE_OK);
  for (guint i = 0; i < G_N_ELEMENTS (entries); i++)
    {
      struct archive_entry *entry = archive_entry_new ();
      gsize length = entries[i].length > 0 || *entries[i].data == '\0'
                     ? entries[i].length : strlen (entries[i].data);

      archive_entry_set_pathname (entry, entries[i].path);
      archive_entry_set_size (entry, length);
      archive_entry_set_filetype (entry, AE_IFREG);
      archive_entry_set_perm (entry, 0644);
      g_assert_cmpint (archive_write_header (zip, entry), ==, ARCHIVE_OK);
      if (length > 0)
        g_assert_cmpint (archive_write_data (zip, entries[i].data, length), ==,
                         (la_ssize_t) length);
      archive_entry_free (entry);
    }
  g_assert_cmpint (archive_write_close (zip), ==, ARCHIVE_OK);
  archive_write_free (zip);

  /* Under way: the file, how far, Cancel; cancelled, nothing changes */
  breakeven_offer_picker_import_prices (f->picker, file);
  g_assert_true (breakeven_offer_picker_get_importing (f->picker));
  progress = find_by_name (GTK_WIDGET (f->picker), "picker-import-progress");
  g_assert_nonnull (progress);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (find_by_name (GTK_WIDGET (f->picker),
                                                                "picker-import-label"))), ==,
                   "Importing catalog.zip…");
  g_assert_true (gtk_revealer_get_reveal_child (
    GTK_REVEALER (gtk_widget_get_ancestor (progress, GTK_TYPE_REVEALER))));
  cancel = find_by_name (GTK_WIDGET (f->picker), "picker-import-cancel");
  g_assert_nonnull (cancel);
  g_signal_emit_by_name (cancel, "clicked");
  wait_for_import (f->picker);
  flush_events ();
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (label)), ==, "Import cancelled: nothing changed");
  g_assert_false (gtk_widget_has_css_class (label, "error"));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (own)), ==, 0);
  g_assert_false (gtk_revealer_get_reveal_child (
    GTK_REVEALER (gtk_widget_get_ancestor (progress, GTK_TYPE_REVEALER))));
  g_assert_false (breakeven_catalogue_get_can_undo (f->catalogue));

  /* Whole: the good list in, the binary one said, the macOS metadata passed over */
  breakeven_offer_picker_import_prices (f->picker, file);
  wait_for_import (f->picker);
  flush_events ();
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (own)), ==, 1);
  g_assert_true (g_str_has_prefix (gtk_label_get_text (GTK_LABEL (label)),
                                   "1 offer from runpod\n"));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (label)),
                            "catalog.zip/catalog/binary.csv:1: not a CSV file (binary data, or "
                            "text not in UTF-8); not imported"));
  g_assert_null (strstr (gtk_label_get_text (GTK_LABEL (label)), "MACOSX"));
  g_assert_true (breakeven_catalogue_get_can_undo (f->catalogue));
  g_unlink (path);
}
#endif

/* Session filters, scrolling, sources, import undo ------------------------------------------ */

static void
on_search_changed (GtkSearchEntry *entry,
                   gboolean       *changed)
{
  *changed = TRUE;
}

/* Types TEXT into the picker's search and waits for the search entry's delay */
static void
search_for (BreakevenOfferPicker *picker,
            const char           *text)
{
  GtkWidget *entry = find_by_name (GTK_WIDGET (picker), "picker-search");
  gboolean changed = FALSE;
  gulong id = g_signal_connect (entry, "search-changed", G_CALLBACK (on_search_changed), &changed);

  gtk_editable_set_text (GTK_EDITABLE (entry), text);
  while (!changed)
    g_main_context_iteration (NULL, TRUE);
  g_signal_handler_disconnect (entry, id);
  flush_events ();
}

/* The row titles, in order, with a line each */
static char *
row_titles (BreakevenOfferPicker *picker)
{
  g_autoptr(GPtrArray) shown = rows (picker);
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < shown->len; i++)
    g_string_append_printf (out, "%s\n",
                            adw_preferences_row_get_title (ADW_PREFERENCES_ROW (shown->pdata[i])));
  return g_string_free (out, FALSE);
}

/* The label the dropdown NAME shows */
static const char *
choice_label (BreakevenOfferPicker *picker,
              const char           *name)
{
  GtkDropDown *dropdown = GTK_DROP_DOWN (find_by_name (GTK_WIDGET (picker), name));
  GObject *item = gtk_drop_down_get_selected_item (dropdown);

  return item != NULL ? gtk_string_object_get_string (GTK_STRING_OBJECT (item)) : NULL;
}

static BreakevenOfferPicker *
reopen_picker (Fixture *f)
{
  gtk_window_destroy (GTK_WINDOW (f->picker));
  flush_events ();
  f->picker = breakeven_offer_picker_new (NULL, f->document, f->catalogue, NULL);
  gtk_window_set_default_size (GTK_WINDOW (f->picker), 900, 700);
  gtk_window_present (GTK_WINDOW (f->picker));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->picker));
  flush_events ();
  return f->picker;
}

static void
test_filters_kept (Fixture       *f,
                   gconstpointer  data)
{
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *count = NULL;
  g_autofree char *all = NULL;

  /* a price limit applies to the prices it can convert */
  breakeven_project_set_exchange_rate (f->project, "USD", "CNY", 7.1);
  flush_events ();
  search_for (f->picker, "4090");
  choose_label (f, "picker-vram", "Enough for the job");
  choose_label (f, "picker-provider", "RunPod");
  select_choice (f, "picker-billing", 1);
  select_choice (f, "picker-sort", 1);
  gtk_editable_set_text (GTK_EDITABLE (find_by_name (GTK_WIDGET (f->picker), "picker-max-price")),
                         "6");
  flush_events ();
  before = row_titles (f->picker);
  count = g_strdup (gtk_label_get_text (GTK_LABEL (find_by_name (GTK_WIDGET (f->picker),
                                                                 "picker-count"))));
  /* RunPod's two on-demand RTX 4090s; the spot one is not on demand */
  g_assert_cmpstr (before, ==, "RunPod RTX 4090 (Community Cloud)\nRunPod RTX 4090 (Secure Cloud)\n");

  /* Closed and opened again: the same filters, the same offers */
  reopen_picker (f);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (find_by_name (GTK_WIDGET (f->picker),
                                                                      "picker-search"))), ==,
                   "4090");
  g_assert_cmpstr (choice_label (f->picker, "picker-vram"), ==, "Enough for the job");
  g_assert_cmpstr (choice_label (f->picker, "picker-provider"), ==, "RunPod");
  g_assert_cmpstr (choice_label (f->picker, "picker-billing"), ==, "On demand");
  g_assert_cmpstr (choice_label (f->picker, "picker-sort"), ==, "Cheapest per GB of VRAM");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (find_by_name (GTK_WIDGET (f->picker),
                                                                      "picker-max-price"))), ==,
                   "6");
  after = row_titles (f->picker);
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (find_by_name (GTK_WIDGET (f->picker),
                                                                "picker-count"))), ==, count);

  /* A new run starts from no filter */
  breakeven_offer_picker_forget_filters ();
  reopen_picker (f);
  g_assert_cmpstr (choice_label (f->picker, "picker-provider"), ==, "Any provider");
  g_clear_pointer (&count, g_free);
  all = g_strdup_printf ("%u of %u offers",
                         g_list_model_get_n_items (breakeven_catalogue_get_offers (f->catalogue)),
                         g_list_model_get_n_items (breakeven_catalogue_get_offers (f->catalogue)));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (find_by_name (GTK_WIDGET (f->picker),
                                                                "picker-count"))), ==, all);
}

/* Where the top of the first row is, in the scrolled list's coordinates */
static double
first_row_top (Fixture *f)
{
  g_autoptr(GPtrArray) shown = rows (f->picker);
  GtkWidget *scroller = find_by_name (GTK_WIDGET (f->picker), "picker-scroller");
  graphene_rect_t bounds;

  g_assert_cmpuint (shown->len, >, 0);
  g_assert_true (gtk_widget_compute_bounds (shown->pdata[0], scroller, &bounds));
  return bounds.origin.y;
}

static void
scroll_to_bottom (Fixture *f)
{
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (
    GTK_SCROLLED_WINDOW (find_by_name (GTK_WIDGET (f->picker), "picker-scroller")));

  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->picker));
  flush_events ();
  /* out of view, above */
  g_assert_cmpfloat (first_row_top (f), <, 0);
}

static void
test_search_scrolls_to_top (Fixture       *f,
                            gconstpointer  data)
{
  GtkWidget *scroller = find_by_name (GTK_WIDGET (f->picker), "picker-scroller");

  /* A search: its first result is at the top of the list, in view */
  scroll_to_bottom (f);
  search_for (f->picker, "a");
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->picker));
  flush_events ();
  g_assert_cmpfloat (first_row_top (f), >=, 0);
  g_assert_cmpfloat (first_row_top (f), <, gtk_widget_get_height (scroller) / 4.0);

  /* So is a filter's */
  scroll_to_bottom (f);
  select_choice (f, "picker-billing", 1);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->picker));
  flush_events ();
  g_assert_cmpfloat (first_row_top (f), >=, 0);
  g_assert_cmpfloat (first_row_top (f), <, gtk_widget_get_height (scroller) / 4.0);
}

/* A gpuhunt runpod.csv of one RTX 4090 (on demand at PRICE) and one spot A100 */
static GFile *
write_runpod_csv (Fixture    *f,
                  const char *price)
{
  g_autofree char *path = g_build_filename (f->dir, "runpod.csv", NULL);
  g_autofree char *text = g_strdup_printf (
    "instance_name,location,price,cpu,memory,gpu_count,gpu_name,gpu_memory,spot\n"
    "1x RTX 4090,EU-RO-1,%s,16,62,1,RTX4090,24,False\n"
    "1x A100,EU-RO-1,0.80,16,62,1,A100,80,True\n", price);
  g_autoptr(GError) error = NULL;

  g_file_set_contents (path, text, -1, &error);
  g_assert_no_error (error);
  return g_file_new_for_path (path);
}

static void
test_source_filter (Fixture       *f,
                    gconstpointer  data)
{
  g_autoptr(GFile) csv = write_runpod_csv (f, "0.34");
  g_autoptr(BreakevenOffer) mine = breakeven_offer_new ("Uni cluster", "A40 share", 3, "CNY");
  g_autoptr(BreakevenOffer) imported = NULL;
  g_autoptr(GPtrArray) shown = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *import_label = NULL;
  g_autofree char *dated = NULL;
  GListStore *own = breakeven_catalogue_get_own (f->catalogue);
  guint n_bundled = g_list_model_get_n_items (G_LIST_MODEL (breakeven_catalogue_get_bundled (f->catalogue)));

  g_list_store_append (own, mine);
  g_assert_true (breakeven_catalogue_save_own (f->catalogue, &error));
  g_assert_no_error (error);
  breakeven_offer_picker_import_prices (f->picker, csv);
  wait_for_import (f->picker);
  flush_events ();
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (own)), ==, 3);
  imported = g_list_model_get_item (G_LIST_MODEL (own), 1);
  /* the import dates its prices by the file's modification day */
  g_assert_cmpuint (strlen (breakeven_offer_get_as_of (imported)), ==, 10);
  import_label = g_strdup_printf ("Imported: dstack gpuhunt: runpod, as of %s",
                                  breakeven_offer_get_as_of (imported));
  dated = g_strdup_printf ("as of %s · imported from dstack gpuhunt: runpod · ",
                           breakeven_offer_get_as_of (imported));

  choose_label (f, "picker-source", import_label);
  shown = rows (f->picker);
  g_assert_cmpuint (shown->len, ==, 2);
  for (guint i = 0; i < shown->len; i++)
    g_assert_nonnull (strstr (adw_action_row_get_subtitle (shown->pdata[i]), dated));
  g_clear_pointer (&shown, g_ptr_array_unref);

  choose_label (f, "picker-source", "My own offers");
  shown = rows (f->picker);
  g_assert_cmpuint (shown->len, ==, 1);
  g_assert_cmpstr (adw_preferences_row_get_title (shown->pdata[0]), ==, "Uni cluster A40 share");
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (shown->pdata[0]), "undated · my offer · "));
  g_clear_pointer (&shown, g_ptr_array_unref);

  choose_label (f, "picker-source", "Bundled catalogue");
  shown = rows (f->picker);
  g_assert_cmpuint (shown->len, ==, n_bundled);
  for (guint i = 0; i < shown->len; i++)
    g_assert_nonnull (strstr (adw_action_row_get_subtitle (shown->pdata[i]), " · bundled · "));
  g_clear_pointer (&shown, g_ptr_array_unref);

  /* with the other filters: bundled and RunPod */
  choose_label (f, "picker-provider", "RunPod");
  shown = rows (f->picker);
  g_assert_cmpuint (shown->len, >, 0);
  for (guint i = 0; i < shown->len; i++)
    g_assert_true (g_str_has_prefix (adw_preferences_row_get_title (shown->pdata[i]), "RunPod "));
  {
    g_autofree char *titles = row_titles (f->picker);

    g_assert_null (strstr (titles, "RunPod 1x RTX 4090"));
  }
  g_clear_pointer (&shown, g_ptr_array_unref);

  choose_label (f, "picker-source", "Any source");
  shown = rows (f->picker);
  g_assert_cmpuint (shown->len, >, 0);
  {
    g_autofree char *titles = row_titles (f->picker);

    g_assert_nonnull (strstr (titles, "RunPod 1x RTX 4090\n"));
  }
  g_unlink (g_file_peek_path (csv));
}

/* The texts of the toasts over WIDGET, each "title|button|" */
static void
collect_toast_texts (GtkWidget *widget,
                     gboolean   inside,
                     GString   *out)
{
  inside = inside || g_strcmp0 (gtk_widget_get_css_name (widget), "toast") == 0;
  if (inside && GTK_IS_LABEL (widget))
    g_string_append_printf (out, "%s|", gtk_label_get_text (GTK_LABEL (widget)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_toast_texts (child, inside, out);
}

static char *
toast_texts (BreakevenOfferPicker *picker)
{
  GString *out = g_string_new (NULL);

  collect_toast_texts (GTK_WIDGET (picker), FALSE, out);
  return g_string_free (out, FALSE);
}

/* The button of the toast shown over WIDGET, or NULL */
static GtkWidget *
toast_button (GtkWidget *widget,
              gboolean   inside)
{
  inside = inside || g_strcmp0 (gtk_widget_get_css_name (widget), "toast") == 0;
  if (inside && GTK_IS_BUTTON (widget) && gtk_button_get_label (GTK_BUTTON (widget)) != NULL)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = toast_button (child, inside);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
test_import_undo (Fixture       *f,
                  gconstpointer  data)
{
  g_autoptr(BreakevenOffer) mine = breakeven_offer_new ("Uni cluster", "A40 share", 3, "CNY");
  g_autoptr(GFile) csv = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *saved_before = NULL;
  g_autofree char *saved_after = NULL;
  g_autofree char *saved_undone = NULL;
  g_autofree char *toasts = NULL;
  g_autofree char *titles_before = NULL;
  g_autofree char *titles_undone = NULL;
  GListStore *own = breakeven_catalogue_get_own (f->catalogue);
  GtkWidget *button;

  /* The catalogue as it was: an own offer and an earlier RunPod import at $0.40 */
  g_list_store_append (own, mine);
  g_assert_true (breakeven_catalogue_save_own (f->catalogue, &error));
  csv = write_runpod_csv (f, "0.40");
  breakeven_offer_picker_import_prices (f->picker, csv);
  wait_for_import (f->picker);
  flush_events ();
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (own)), ==, 3);
  g_assert_true (g_file_load_contents (f->user_file, NULL, &saved_before, NULL, NULL, &error));
  g_assert_no_error (error);
  titles_before = row_titles (f->picker);

  /* A newer snapshot: one step, said in a toast with Undo */
  g_clear_object (&csv);
  csv = write_runpod_csv (f, "0.34");
  breakeven_offer_picker_import_prices (f->picker, csv);
  wait_for_import (f->picker);
  /* The toast and its Undo button, read as soon as the import has put them up: the overlay
   * shows a high-priority toast at once, and a busy machine (or a sanitizer) may spend the
   * toast's few seconds in the redraw that follows */
  toasts = toast_texts (f->picker);
  g_assert_nonnull (strstr (toasts, "Imported 2 offers from runpod.csv|Undo|"));
  button = toast_button (GTK_WIDGET (f->picker), FALSE);
  g_assert_nonnull (button);
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (button)), ==,
                   "picker.undo-import");
  flush_events ();
  g_assert_true (g_file_load_contents (f->user_file, NULL, &saved_after, NULL, NULL, &error));
  g_assert_cmpstr (saved_after, !=, saved_before);
  g_assert_nonnull (strstr (saved_after, "price-per-hour=\"0.34\""));

  /* The summary says the spot offer's interruption overhead is unknown, and so does its row */
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (find_by_name (GTK_WIDGET (f->picker),
                                                                         "picker-error"))),
                            "1 spot offer: interruption overhead unknown"));
  search_for (f->picker, "A100 runpod");
  {
    g_autoptr(GPtrArray) shown = rows (f->picker);
    guint spot = 0;

    for (guint i = 0; i < shown->len; i++)
      if (strstr (adw_action_row_get_subtitle (shown->pdata[i]), "imported from") != NULL)
        {
          g_assert_nonnull (strstr (adw_action_row_get_subtitle (shown->pdata[i]),
                                    "$0.80/h · spot, interruption overhead unknown"));
          g_assert_null (strstr (adw_action_row_get_subtitle (shown->pdata[i]), "0 %"));
          spot++;
        }
    g_assert_cmpuint (spot, ==, 1);
  }
  search_for (f->picker, "");

  /* Undo, as the toast's button does: the catalogue as it was, in the list and in its file */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->picker), "picker.undo-import", NULL));
  flush_events ();
  g_assert_true (g_file_load_contents (f->user_file, NULL, &saved_undone, NULL, NULL, &error));
  g_assert_cmpstr (saved_undone, ==, saved_before);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (own)), ==, 3);
  titles_undone = row_titles (f->picker);
  g_assert_cmpstr (titles_undone, ==, titles_before);
  {
    g_autoptr(BreakevenOffer) first = g_list_model_get_item (G_LIST_MODEL (own), 0);

    g_assert_true (first == mine);
  }
  /* one level: nothing more to undo */
  g_assert_false (breakeven_catalogue_get_can_undo (f->catalogue));

  /* An import followed by another change is no longer undone */
  breakeven_offer_picker_import_prices (f->picker, csv);
  wait_for_import (f->picker);
  flush_events ();
  g_assert_true (breakeven_catalogue_get_can_undo (f->catalogue));
  g_list_store_remove (own, 0);
  g_assert_true (breakeven_catalogue_save_own (f->catalogue, &error));
  g_assert_false (breakeven_catalogue_get_can_undo (f->catalogue));
  g_unlink (g_file_peek_path (csv));
}


int
main (int    argc,
      char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add ("/picker/lists-catalogue", Fixture, NULL, fixture_set_up, test_lists_catalogue, fixture_tear_down);
  g_test_add ("/picker/cheapest-24gb-on-demand", Fixture, NULL, fixture_set_up, test_cheapest_24gb_on_demand, fixture_tear_down);
  g_test_add ("/picker/rows-show-core-breakeven", Fixture, NULL, fixture_set_up, test_rows_show_core_breakeven, fixture_tear_down);
  g_test_add ("/picker/missing-rate-is-asked", Fixture, NULL, fixture_set_up, test_missing_rate_is_asked, fixture_tear_down);
  g_test_add ("/picker/rate-keeps-order", Fixture, NULL, fixture_set_up, test_rate_keeps_order, fixture_tear_down);
  g_test_add ("/picker/vram-choices-filter", Fixture, NULL, fixture_set_up, test_vram_choices_filter, fixture_tear_down);
  g_test_add ("/picker/invalid-max-price", Fixture, NULL, fixture_set_up, test_invalid_max_price, fixture_tear_down);
  g_test_add ("/picker/own-offers", Fixture, NULL, fixture_set_up, test_own_offers, fixture_tear_down);
  g_test_add ("/picker/own-offers-changed-on-disk", Fixture, NULL, fixture_set_up, test_own_offers_changed_on_disk, fixture_tear_down);
  g_test_add ("/picker/own-offers-asked-before-window-closes", Fixture, NULL, fixture_set_up, test_own_offers_asked_before_window_closes, fixture_tear_down);
  g_test_add ("/picker/own-offers-lock-held", Fixture, NULL, fixture_set_up,
              test_own_offers_lock_held, fixture_tear_down);
  g_test_add ("/picker/own-offers-lock-given-up", Fixture, NULL, fixture_set_up,
              test_own_offers_lock_given_up, fixture_tear_down);
  g_test_add ("/picker/import-prices", Fixture, NULL, fixture_set_up, test_import_prices, fixture_tear_down);
#if HAVE_LIBARCHIVE
  g_test_add ("/picker/import-archive", Fixture, NULL, fixture_set_up, test_import_archive,
              fixture_tear_down);
#endif
  g_test_add ("/picker/filters-kept", Fixture, NULL, fixture_set_up, test_filters_kept, fixture_tear_down);
  g_test_add ("/picker/search-scrolls-to-top", Fixture, NULL, fixture_set_up, test_search_scrolls_to_top, fixture_tear_down);
  g_test_add ("/picker/source-filter", Fixture, NULL, fixture_set_up, test_source_filter, fixture_tear_down);
  g_test_add ("/picker/import-undo", Fixture, NULL, fixture_set_up, test_import_undo, fixture_tear_down);
  g_test_add ("/picker/broken-user-catalogue", Fixture,
              "/home/student/.local/share/breakeven/offers.xml:3: “-1” is out of range",
              fixture_set_up, test_broken_user_catalogue, fixture_tear_down);
  g_test_add_func ("/picker/offers-page-opens-picker", test_offers_page_opens_picker);
  g_test_add_func ("/picker/sort-per-unit-of-work", test_sort_per_unit_of_work);
  g_test_add_func ("/picker/hybrid-per-offer", test_hybrid_per_offer);
  g_test_add_func ("/picker/broken-own-file-message", test_broken_own_file_message);
  g_test_add_func ("/picker/refuses-offer-past-limit", test_refuses_offer_past_limit);

  return g_test_run ();
}
