/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-document.c: the document: one analysis per burst, undo and redo, autosave, recovery
 *
 * Longer than the 800 lines a source file keeps to, and on purpose: undo, autosave and
 * recovery act on one document and share its fixtures. Split by topic, as the other programs
 * are, not by size.
 */

#include "config.h"

#include <fcntl.h>
#include <glib/gstdio.h>
#include <string.h>
#include <stdio.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <unistd.h>

#include "breakeven-document.h"
#include "breakeven-recovery.h"
#include "breakeven-limits.h"
#include "breakeven-xml.h"
#include "test-helpers.h"

/* The clock the tests move by hand, so that grouping never depends on the machine's speed */
static gint64 fake_now = 1000 * G_TIME_SPAN_SECOND;

static gint64
fake_clock (gpointer user_data)
{
  return fake_now;
}

static BreakevenDocument *
new_sample_document (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BreakevenProject) project = breakeven_project_load_sample (&error);
  BreakevenDocument *document;

  g_assert_no_error (error);
  document = breakeven_document_new (project, NULL);
  breakeven_document_set_clock (document, fake_clock, NULL);
  return document;
}

static char *
document_xml (BreakevenDocument *document)
{
  return breakeven_project_to_xml (breakeven_document_get_project (document), NULL);
}

/* The files of DIRECTORY but for the lock file that this running instance holds there */
static guint
count_files (const char *directory)
{
  g_autoptr(GDir) dir = g_dir_open (directory, 0, NULL);
  const char *name;
  guint n = 0;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    if (!(g_str_has_prefix (name, "instance-") && g_str_has_suffix (name, ".lock")))
      n++;
  return n;
}

static void
test_new (void)
{
  g_autoptr(BreakevenDocument) document = breakeven_document_new (NULL, NULL);

  g_assert_nonnull (breakeven_document_get_project (document));
  g_assert_nonnull (breakeven_document_get_analysis (document));
  g_assert_cmpuint (breakeven_document_get_n_analyses (document), ==, 1);
  g_assert_false (breakeven_document_get_modified (document));
  g_assert_false (breakeven_document_get_can_undo (document));
  g_assert_false (breakeven_document_get_can_redo (document));
  g_assert_cmpstr (breakeven_document_get_undo_label (document), ==, "Undo");
  g_assert_cmpstr (breakeven_document_get_redo_label (document), ==, "Redo");
  g_assert_cmpstr (breakeven_document_get_title (document), ==, "Untitled project");
}

static void
test_title (void)
{
  g_autoptr(GFile) file = g_file_new_for_path ("/nowhere/lab build.breakeven");
  g_autoptr(BreakevenDocument) document = breakeven_document_new (NULL, file);
  BreakevenProject *project = breakeven_document_get_project (document);
  guint notified = 0;

  g_signal_connect (document, "notify::title", G_CALLBACK (count_notify), &notified);
  g_assert_cmpstr (breakeven_document_get_title (document), ==, "lab build.breakeven");
  breakeven_project_set_title (project, "Thesis rig");
  g_assert_cmpstr (breakeven_document_get_title (document), ==, "Thesis rig");
  g_assert_cmpuint (notified, ==, 1);
  breakeven_project_set_title (project, "");
  g_assert_cmpstr (breakeven_document_get_title (document), ==, "lab build.breakeven");
  g_assert_cmpuint (notified, ==, 2);
}

/* Ten changes in one main-loop turn are one analysis, computed when the loop runs */
static void
test_one_analysis_per_burst (void)
{
  g_autoptr(BreakevenDocument) document = new_sample_document ();
  BreakevenProject *project = breakeven_document_get_project (document);
  BreakevenAnalysis *before = breakeven_document_get_analysis (document);
  g_autoptr(BreakevenPart) part = breakeven_part_new (BREAKEVEN_PART_OTHER, "Fan", 1, 50, 3);
  guint n = breakeven_document_get_n_analyses (document);
  guint notified = 0;

  g_signal_connect (document, "notify::analysis", G_CALLBACK (count_notify), &notified);
  for (guint i = 1; i <= 6; i++)
    breakeven_project_set_hours_per_day (project, i);
  breakeven_project_set_price_per_kwh (project, 0.7);
  g_list_store_append (breakeven_project_get_parts (project), part);
  breakeven_part_set_unit_price (part, 60);
  breakeven_project_set_exchange_rate (project, "USD", "CNY", 7.1);

  /* Nothing computed until the loop runs */
  g_assert_cmpuint (breakeven_document_get_n_analyses (document), ==, n);
  g_assert_true (breakeven_document_get_analysis (document) == before);
  run_pending ();
  g_assert_cmpuint (breakeven_document_get_n_analyses (document), ==, n + 1);
  g_assert_cmpuint (notified, ==, 1);
  g_assert_cmpfloat (breakeven_document_get_analysis (document)->inputs.hours_per_day, ==, 6);
  g_assert_cmpstr (breakeven_document_get_analysis (document)->currency, ==, "CNY");

  /* The next burst is the next analysis; flush computes it at once and only once */
  breakeven_project_set_hours_per_day (project, 7);
  breakeven_document_flush (document);
  g_assert_cmpuint (breakeven_document_get_n_analyses (document), ==, n + 2);
  run_pending ();
  breakeven_document_flush (document);
  g_assert_cmpuint (breakeven_document_get_n_analyses (document), ==, n + 2);
  g_assert_cmpuint (notified, ==, 2);

  /* A change to a value that is already set changes nothing */
  breakeven_project_set_hours_per_day (project, 7);
  run_pending ();
  g_assert_cmpuint (breakeven_document_get_n_analyses (document), ==, n + 2);
}

typedef struct
{
  BreakevenDocument *document;
  guint n_analyses;
  gboolean ran;
} RedrawCheck;

/* Stands for GTK's redraw, at G_PRIORITY_HIGH_IDLE + 20 */
static gboolean
on_redraw (gpointer data)
{
  RedrawCheck *check = data;

  check->n_analyses = breakeven_document_get_n_analyses (check->document);
  check->ran = TRUE;
  return G_SOURCE_REMOVE;
}

/* The analysis of a change is ready before the frame that shows it is drawn */
static void
test_analysis_before_redraw (void)
{
  g_autoptr(BreakevenDocument) document = new_sample_document ();
  RedrawCheck check = { document, 0, FALSE };
  guint n = breakeven_document_get_n_analyses (document);

  g_idle_add_full (G_PRIORITY_HIGH_IDLE + 20, on_redraw, &check, NULL);
  breakeven_project_set_hours_per_day (breakeven_document_get_project (document), 5);
  while (!check.ran)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (check.n_analyses, ==, n + 1);
}

static void
test_notifications (void)
{
  g_autoptr(BreakevenDocument) document = new_sample_document ();
  BreakevenProject *project = breakeven_document_get_project (document);
  guint can_undo = 0, can_redo = 0, undo_label = 0, redo_label = 0;

  g_signal_connect (document, "notify::can-undo", G_CALLBACK (count_notify), &can_undo);
  g_signal_connect (document, "notify::can-redo", G_CALLBACK (count_notify), &can_redo);
  g_signal_connect (document, "notify::undo-label", G_CALLBACK (count_notify), &undo_label);
  g_signal_connect (document, "notify::redo-label", G_CALLBACK (count_notify), &redo_label);

  breakeven_project_set_hours_per_day (project, 5);
  run_pending ();
  g_assert_cmpuint (can_undo, ==, 1);
  g_assert_cmpuint (undo_label, ==, 1);
  /* Another step with the same name: nothing to notify */
  breakeven_document_end_typing (document);
  breakeven_project_set_hours_per_day (project, 6);
  run_pending ();
  g_assert_cmpuint (can_undo, ==, 1);
  g_assert_cmpuint (undo_label, ==, 1);
  breakeven_project_set_notes (project, "x");
  run_pending ();
  g_assert_cmpuint (undo_label, ==, 2);
  g_assert_cmpuint (can_redo, ==, 0);

  breakeven_document_undo (document);
  g_assert_cmpuint (can_redo, ==, 1);
  g_assert_cmpuint (redo_label, ==, 1);
  g_assert_cmpuint (undo_label, ==, 3);
  g_assert_cmpstr (breakeven_document_get_redo_label (document), ==, "Redo Edit Notes");
  g_assert_cmpstr (breakeven_document_get_undo_label (document), ==, "Undo Edit Hours per Day");
  g_object_get (document, "can-undo", &can_undo, NULL);
  g_assert_true (can_undo);
}

typedef void (*EditFunc) (BreakevenProject *project);

static BreakevenPart *
nth_part (BreakevenProject *project,
          guint             n)
{
  return g_list_model_get_item (G_LIST_MODEL (breakeven_project_get_parts (project)), n);
}

static BreakevenOffer *
nth_offer (BreakevenProject *project,
           guint             n)
{
  return g_list_model_get_item (G_LIST_MODEL (breakeven_project_get_offers (project)), n);
}

static void
edit_add_part (BreakevenProject *project)
{
  g_autoptr(BreakevenPart) part = breakeven_part_new (BREAKEVEN_PART_GPU, "RTX 3090", 1, 5200, 350);

  breakeven_part_set_vram_gb (part, 24);
  g_list_store_insert (breakeven_project_get_parts (project), 1, part);
}

static void
edit_part (BreakevenProject *project)
{
  g_autoptr(BreakevenPart) part = nth_part (project, 3);

  breakeven_part_set_unit_price (part, 700);
  breakeven_part_set_quantity (part, 4);
}

static void
edit_delete_part (BreakevenProject *project)
{
  g_list_store_remove (breakeven_project_get_parts (project), 0);
}

static void
edit_add_offer (BreakevenProject *project)
{
  g_autoptr(BreakevenOffer) offer = breakeven_offer_new ("Vast", "A100 spot", 0.9, "USD");

  breakeven_offer_set_billing (offer, BREAKEVEN_BILLING_SPOT);
  breakeven_offer_set_idle_price_per_hour (offer, 0.2);
  g_list_store_append (breakeven_project_get_offers (project), offer);
}

static void
edit_offer (BreakevenProject *project)
{
  g_autoptr(BreakevenOffer) offer = nth_offer (project, 0);

  breakeven_offer_set_price_per_hour (offer, 2.2);
}

static void
edit_offer_idle_price (BreakevenProject *project)
{
  g_autoptr(BreakevenOffer) offer = nth_offer (project, 3);

  g_assert_true (breakeven_offer_get_idle_price_set (offer));
  breakeven_offer_unset_idle_price_per_hour (offer);
}

static void
edit_delete_offer (BreakevenProject *project)
{
  g_list_store_remove (breakeven_project_get_offers (project), 1);
}

static void
edit_hours (BreakevenProject *project)
{
  breakeven_project_set_hours_per_day (project, 9.5);
}

static void
edit_idle_hours (BreakevenProject *project)
{
  breakeven_project_set_idle_hours_per_day (project, 3);
}

static void
edit_cloud_idle_hours (BreakevenProject *project)
{
  breakeven_project_set_cloud_idle_hours_per_day (project, 1);
}

static void
edit_costs (BreakevenProject *project)
{
  breakeven_project_set_price_per_kwh (project, 0.62);
}

static void
edit_wall_watts (BreakevenProject *project)
{
  breakeven_project_set_wall_watts (project, 640);
}

static void
edit_unset_wall_watts (BreakevenProject *project)
{
  breakeven_project_unset_wall_watts (project);
}

static void
edit_resale (BreakevenProject *project)
{
  breakeven_project_set_resale_after_purchase_percent (project, 80);
}

static void
edit_exchange_rate (BreakevenProject *project)
{
  breakeven_project_set_exchange_rate (project, "USD", "CNY", 7.25);
}

static void
edit_remove_exchange_rate (BreakevenProject *project)
{
  g_assert_true (breakeven_project_remove_exchange_rate (project, "USD", "CNY"));
}

static void
edit_title (BreakevenProject *project)
{
  breakeven_project_set_title (project, "Lab build, second try");
}

static void
edit_notes (BreakevenProject *project)
{
  breakeven_project_set_notes (project, "Prices from the May quote.\n<check> & \"verify\"");
}

static void
edit_vendor_quote (BreakevenProject *project)
{
  breakeven_project_set_has_vendor_quote (project, TRUE);
  breakeven_project_set_vendor_quote (project, 26000);
}

static const struct
{
  EditFunc edit;
  const char *name;
} edits[] = {
  { edit_add_part, "Add Part" },
  { edit_part, "Edit Part" },
  { edit_delete_part, "Delete Part" },
  { edit_exchange_rate, "Edit Exchange Rate" },
  { edit_add_offer, "Add Offer" },
  { edit_offer, "Edit Offer" },
  { edit_offer_idle_price, "Edit Offer" },
  { edit_delete_offer, "Delete Offer" },
  { edit_hours, "Edit Hours per Day" },
  { edit_idle_hours, "Edit Idle Hours per Day" },
  { edit_cloud_idle_hours, "Edit Cloud Idle Hours per Day" },
  { edit_costs, "Edit Costs" },
  { edit_wall_watts, "Edit Costs" },
  { edit_unset_wall_watts, "Edit Costs" },
  { edit_resale, "Edit Costs" },
  { edit_vendor_quote, "Edit Vendor Quote" },
  { edit_remove_exchange_rate, "Edit Exchange Rate" },
  { edit_title, "Edit Title" },
  { edit_notes, "Edit Notes" },
};

/* Every kind of edit, one step each; undo walks back through byte-identical XML of every
 * state, redo walks forward again */
static void
test_undo_redo_every_edit (void)
{
  g_autoptr(BreakevenDocument) document = new_sample_document ();
  BreakevenProject *project = breakeven_document_get_project (document);
  g_autoptr(GPtrArray) states = g_ptr_array_new_with_free_func (g_free);
  guint n = G_N_ELEMENTS (edits);

  g_ptr_array_add (states, document_xml (document));
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *label = g_strdup_printf ("Undo %s", edits[i].name);

      edits[i].edit (project);
      run_pending ();
      g_ptr_array_add (states, document_xml (document));
      g_assert_cmpstr (g_ptr_array_index (states, i + 1), !=, g_ptr_array_index (states, i));
      g_assert_cmpstr (breakeven_document_get_undo_label (document), ==, label);
      g_assert_true (breakeven_document_get_modified (document));
      /* Edits of the same values in a row would make one step */
      breakeven_document_end_typing (document);
    }

  for (guint i = n; i > 0; i--)
    {
      g_autofree char *xml = NULL;
      g_autofree char *label = g_strdup_printf ("Redo %s", edits[i - 1].name);

      g_assert_true (breakeven_document_get_can_undo (document));
      breakeven_document_undo (document);
      xml = document_xml (document);
      g_assert_cmpstr (xml, ==, g_ptr_array_index (states, i - 1));
      g_assert_cmpstr (breakeven_document_get_redo_label (document), ==, label);
      /* Restoring records nothing */
      run_pending ();
      g_assert_cmpstr (breakeven_document_get_redo_label (document), ==, label);
    }
  g_assert_false (breakeven_document_get_can_undo (document));
  g_assert_false (breakeven_document_get_modified (document));
  g_assert_cmpfloat (breakeven_document_get_analysis (document)->inputs.hours_per_day, ==,
                     breakeven_project_get_hours_per_day (project));

  for (guint i = 1; i <= n; i++)
    {
      g_autofree char *xml = NULL;

      g_assert_true (breakeven_document_get_can_redo (document));
      breakeven_document_redo (document);
      run_pending ();
      xml = document_xml (document);
      g_assert_cmpstr (xml, ==, g_ptr_array_index (states, i));
    }
  g_assert_false (breakeven_document_get_can_redo (document));
  g_assert_true (breakeven_document_get_can_undo (document));
  g_assert_true (breakeven_document_get_modified (document));

  /* A new edit after undo drops what could be redone */
  breakeven_document_undo (document);
  breakeven_document_undo (document);
  g_assert_true (breakeven_document_get_can_redo (document));
  edit_hours (project);
  breakeven_project_set_hours_per_day (project, 2);
  run_pending ();
  g_assert_false (breakeven_document_get_can_redo (document));
  g_assert_cmpstr (breakeven_document_get_redo_label (document), ==, "Redo");
}

/* Undo changes the same project in place and only what differs */
static void
test_undo_in_place (void)
{
  g_autoptr(BreakevenDocument) document = new_sample_document ();
  BreakevenProject *project = breakeven_document_get_project (document);
  g_autoptr(BreakevenPart) first = nth_part (project, 0);
  g_autoptr(BreakevenPart) edited = nth_part (project, 2);
  g_autoptr(BreakevenPart) after_undo = NULL;
  guint project_notified = 0, part_notified = 0, items_changed = 0;

  breakeven_part_set_unit_price (edited, 1);
  run_pending ();
  breakeven_project_set_hours_per_day (project, 11);
  run_pending ();

  g_signal_connect (project, "notify", G_CALLBACK (count_notify), &project_notified);
  g_signal_connect (first, "notify", G_CALLBACK (count_notify), &part_notified);
  g_signal_connect_swapped (breakeven_project_get_parts (project), "items-changed",
                            G_CALLBACK (count_notify), &items_changed);
  breakeven_document_undo (document);
  g_assert_true (breakeven_document_get_project (document) == project);
  /* hours-per-day only, no other property; no list rebuilt, untouched parts left alone */
  g_assert_cmpuint (project_notified, ==, 1);
  g_assert_cmpuint (part_notified, ==, 0);
  g_assert_cmpuint (items_changed, ==, 0);
  after_undo = nth_part (project, 2);
  g_assert_true (after_undo == edited);
  g_assert_cmpfloat (breakeven_part_get_unit_price (edited), ==, 1);

  /* Undoing the part's edit edits the same object back */
  breakeven_document_undo (document);
  g_assert_cmpuint (items_changed, ==, 0);
  g_assert_cmpfloat (breakeven_part_get_unit_price (edited), ==, 1199);
}

/* A typing run in one field is one step; end_step, another field or a pause starts the next */
static void
test_grouping (void)
{
  g_autoptr(BreakevenDocument) document = new_sample_document ();
  BreakevenProject *project = breakeven_document_get_project (document);
  g_autofree char *start = document_xml (document);
  g_autofree char *after_run = NULL;
  g_autofree char *xml = NULL;

  for (guint i = 1; i <= 5; i++)
    {
      fake_now += 200 * G_TIME_SPAN_MILLISECOND;
      breakeven_project_set_hours_per_day (project, i);
      run_pending ();
    }
  after_run = document_xml (document);
  g_assert_cmpstr (breakeven_document_get_undo_label (document), ==, "Undo Edit Hours per Day");

  /* After end_step, the same field is a new step even at once */
  breakeven_document_end_typing (document);
  fake_now += 100 * G_TIME_SPAN_MILLISECOND;
  breakeven_project_set_hours_per_day (project, 6);
  run_pending ();

  /* After the group time, too */
  fake_now += BREAKEVEN_DOCUMENT_GROUP_USEC;
  breakeven_project_set_hours_per_day (project, 7);
  run_pending ();

  /* Within the group time but another field */
  fake_now += 10 * G_TIME_SPAN_MILLISECOND;
  breakeven_project_set_idle_hours_per_day (project, 2);
  run_pending ();
  fake_now += 10 * G_TIME_SPAN_MILLISECOND;
  breakeven_project_set_idle_hours_per_day (project, 3);
  run_pending ();

  /* Two steps for idle hours' run and hours at 7 and at 6 ... */
  breakeven_document_undo (document);
  g_assert_cmpfloat (breakeven_project_get_idle_hours_per_day (project), ==, 0);
  g_assert_cmpfloat (breakeven_project_get_hours_per_day (project), ==, 7);
  breakeven_document_undo (document);
  g_assert_cmpfloat (breakeven_project_get_hours_per_day (project), ==, 6);
  breakeven_document_undo (document);
  xml = document_xml (document);
  g_assert_cmpstr (xml, ==, after_run);
  /* ... and one for the five edits of the run */
  breakeven_document_undo (document);
  g_clear_pointer (&xml, g_free);
  xml = document_xml (document);
  g_assert_cmpstr (xml, ==, start);
  g_assert_false (breakeven_document_get_can_undo (document));

  /* After undo the same field starts a new step: redo is not lost into it */
  breakeven_document_redo (document);
  fake_now += 10 * G_TIME_SPAN_MILLISECOND;
  breakeven_project_set_hours_per_day (project, 12);
  run_pending ();
  breakeven_document_undo (document);
  g_clear_pointer (&xml, g_free);
  xml = document_xml (document);
  g_assert_cmpstr (xml, ==, after_run);

  /* A run that types back to where it started leaves no step */
  fake_now += BREAKEVEN_DOCUMENT_GROUP_USEC;
  breakeven_project_set_horizon_months (project, 48);
  run_pending ();
  fake_now += 10 * G_TIME_SPAN_MILLISECOND;
  breakeven_project_set_horizon_months (project, 36);
  run_pending ();
  g_assert_cmpstr (breakeven_document_get_undo_label (document), ==, "Undo Edit Hours per Day");
}

static void
test_step_names (void)
{
  g_autoptr(BreakevenDocument) document = new_sample_document ();
  BreakevenProject *project = breakeven_document_get_project (document);
  GListStore *parts = breakeven_project_get_parts (project);
  g_autoptr(BreakevenPart) part = breakeven_part_new (BREAKEVEN_PART_OTHER, "Fan", 1, 5, 1);

  /* The name a widget gives is for the changes between begin and end */
  breakeven_document_begin_step (document, "Paste Parts");
  g_list_store_append (parts, part);
  breakeven_part_set_name (part, "Two fans");
  breakeven_document_end_step (document);
  run_pending ();
  g_assert_cmpstr (breakeven_document_get_undo_label (document), ==, "Undo Paste Parts");
  breakeven_document_end_typing (document);
  breakeven_project_set_currency (project, "USD");
  run_pending ();
  g_assert_cmpstr (breakeven_document_get_undo_label (document), ==, "Undo Edit Currency");

  /* An item added and edited in one burst is the addition */
  part = (g_object_unref (part), breakeven_part_new (BREAKEVEN_PART_OTHER, "Cable", 1, 5, 0));
  g_list_store_append (parts, part);
  breakeven_part_set_unit_price (part, 9);
  run_pending ();
  g_assert_cmpstr (breakeven_document_get_undo_label (document), ==, "Undo Add Part");

  /* A step begun just after a change does not rename that change */
  breakeven_project_set_notes (project, "n");
  breakeven_document_begin_step (document, "Clear Notes");
  run_pending ();
  g_assert_cmpstr (breakeven_document_get_undo_label (document), ==, "Undo Edit Notes");
  breakeven_project_set_notes (project, "");
  breakeven_document_end_step (document);
  run_pending ();
  g_assert_cmpstr (breakeven_document_get_undo_label (document), ==, "Undo Clear Notes");

  /* A replacement in the list */
  g_list_store_splice (parts, 0, 1, (gpointer *) &part, 1);
  run_pending ();
  g_assert_cmpstr (breakeven_document_get_undo_label (document), ==, "Undo Edit Part");
}

static guint
count_undo_steps (BreakevenDocument *document)
{
  guint n = 0;

  while (breakeven_document_get_can_undo (document))
    {
      breakeven_document_undo (document);
      n++;
    }
  for (guint i = 0; i < n; i++)
    breakeven_document_redo (document);
  return n;
}

/* One action between begin and end is one step named as begun, over several main-loop turns
 * and several kinds of change, nested or not */
static void
test_begin_end_steps (void)
{
  g_autoptr(BreakevenDocument) document = new_sample_document ();
  BreakevenProject *project = breakeven_document_get_project (document);
  GListStore *parts = breakeven_project_get_parts (project);
  g_autoptr(BreakevenPart) part = breakeven_part_new (BREAKEVEN_PART_OTHER, "Fan", 1, 5, 1);
  g_autofree char *before = breakeven_project_to_xml (project, NULL);
  g_autofree char *after = NULL;
  g_autofree char *xml = NULL;
  guint n_parts = g_list_model_get_n_items (G_LIST_MODEL (parts));

  g_assert_cmpuint (count_undo_steps (document), ==, 0);

  /* Nested: the inner step is part of the outer one, under the outer one's name; the main
   * loop running in between records nothing until the outer step ends */
  breakeven_document_begin_step (document, "Import Parts");
  g_list_store_append (parts, part);
  run_pending ();
  g_assert_false (breakeven_document_get_can_undo (document));
  breakeven_document_begin_step (document, "Rename Part");
  breakeven_part_set_name (part, "Two fans");
  run_pending ();
  breakeven_document_end_step (document);
  run_pending ();
  g_assert_false (breakeven_document_get_can_undo (document));
  breakeven_project_set_hours_per_day (project, 5);
  breakeven_document_end_step (document);
  run_pending ();
  g_assert_cmpuint (count_undo_steps (document), ==, 1);
  g_assert_cmpstr (breakeven_document_get_undo_label (document), ==, "Undo Import Parts");
  after = breakeven_project_to_xml (project, NULL);

  /* Undo takes the whole action back, redo brings it whole */
  breakeven_document_undo (document);
  xml = breakeven_project_to_xml (project, NULL);
  g_assert_cmpstr (xml, ==, before);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (parts)), ==, n_parts);
  g_assert_cmpstr (breakeven_document_get_redo_label (document), ==, "Redo Import Parts");
  breakeven_document_redo (document);
  g_clear_pointer (&xml, g_free);
  xml = breakeven_project_to_xml (project, NULL);
  g_assert_cmpstr (xml, ==, after);
  g_assert_cmpfloat (breakeven_project_get_hours_per_day (project), ==, 5);

  /* An edit of the same value just after is a step of its own, never the begun one extended */
  breakeven_project_set_hours_per_day (project, 6);
  run_pending ();
  g_assert_cmpuint (count_undo_steps (document), ==, 2);
  g_assert_cmpstr (breakeven_document_get_undo_label (document), ==, "Undo Edit Hours per Day");

  /* A change made before the step begins is not part of it */
  breakeven_project_set_notes (project, "before");
  breakeven_document_begin_step (document, "Clear Notes");
  breakeven_project_set_notes (project, "");
  breakeven_document_end_step (document);
  run_pending ();
  g_assert_cmpuint (count_undo_steps (document), ==, 4);
  g_assert_cmpstr (breakeven_document_get_undo_label (document), ==, "Undo Clear Notes");
  breakeven_document_undo (document);
  g_assert_cmpstr (breakeven_document_get_undo_label (document), ==, "Undo Edit Notes");
  g_assert_cmpstr (breakeven_project_get_notes (project), ==, "before");
  breakeven_document_redo (document);

  /* Nothing changed between begin and end: no step, and the name is not kept for later */
  breakeven_document_begin_step (document, "Nothing");
  breakeven_document_end_step (document);
  run_pending ();
  g_assert_cmpuint (count_undo_steps (document), ==, 4);
  breakeven_project_set_currency (project, "USD");
  run_pending ();
  g_assert_cmpstr (breakeven_document_get_undo_label (document), ==, "Undo Edit Currency");
}

/* The offer at POSITION, which the project keeps (no new reference) */
static BreakevenOffer *
offer_at (BreakevenProject *project,
          guint             position)
{
  g_autoptr(BreakevenOffer) offer =
    g_list_model_get_item (G_LIST_MODEL (breakeven_project_get_offers (project)), position);

  return offer;
}

/* A project of many offers: each step keeps the offers it did not change as they were, and
 * undo and redo give back every state byte for byte, whatever mix of edits, deletions and
 * insertions made it */
static void
test_undo_many_offers (void)
{
  g_autoptr(BreakevenDocument) document = new_sample_document ();
  BreakevenProject *project = breakeven_document_get_project (document);
  GListStore *offers = breakeven_project_get_offers (project);
  g_autoptr(GPtrArray) states = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(BreakevenOffer) added = NULL;

  for (guint i = 0; i < 30; i++)
    {
      g_autofree char *name = g_strdup_printf ("GPU %u", i);
      g_autoptr(BreakevenOffer) offer = breakeven_offer_new ("Provider", name, 1 + 0.1 * i,
                                                             NULL);

      g_list_store_append (offers, offer);
    }
  run_pending ();
  breakeven_document_end_typing (document);
  g_ptr_array_add (states, document_xml (document));

  /* Two keystrokes in one offer's price: one step */
  breakeven_offer_set_price_per_hour (offer_at (project, 10), 4.5);
  run_pending ();
  fake_now += 10 * G_TIME_SPAN_MILLISECOND;
  breakeven_offer_set_price_per_hour (offer_at (project, 10), 4.55);
  run_pending ();
  breakeven_document_end_typing (document);
  g_ptr_array_add (states, document_xml (document));
  /* Another offer's name */
  breakeven_offer_set_name (offer_at (project, 20), "Renamed");
  run_pending ();
  breakeven_document_end_typing (document);
  g_ptr_array_add (states, document_xml (document));
  /* A deletion, then the offer now in its place edited */
  g_list_store_remove (offers, 5);
  run_pending ();
  g_ptr_array_add (states, document_xml (document));
  breakeven_offer_set_price_per_hour (offer_at (project, 5), 9);
  run_pending ();
  breakeven_document_end_typing (document);
  g_ptr_array_add (states, document_xml (document));
  /* An insertion at the top and two offers edited in the same burst */
  added = breakeven_offer_new ("Provider", "First", 0.5, NULL);
  breakeven_document_begin_step (document, "Add and Edit");
  g_list_store_insert (offers, 0, added);
  breakeven_offer_set_price_per_hour (offer_at (project, 3), 7);
  breakeven_offer_set_price_per_hour (offer_at (project, 29), 8);
  breakeven_document_end_step (document);
  run_pending ();
  g_ptr_array_add (states, document_xml (document));
  /* Two offers edited in one main-loop turn, no step begun */
  breakeven_offer_set_name (offer_at (project, 1), "One");
  breakeven_offer_set_name (offer_at (project, 2), "Two");
  run_pending ();
  g_ptr_array_add (states, document_xml (document));

  for (guint i = 1; i < states->len; i++)
    g_assert_cmpstr (g_ptr_array_index (states, i), !=, g_ptr_array_index (states, i - 1));
  for (guint i = states->len - 1; i > 0; i--)
    {
      g_autofree char *xml = NULL;

      breakeven_document_undo (document);
      run_pending ();
      xml = document_xml (document);
      g_assert_cmpstr (xml, ==, g_ptr_array_index (states, i - 1));
    }
  for (guint i = 1; i < states->len; i++)
    {
      g_autofree char *xml = NULL;

      breakeven_document_redo (document);
      run_pending ();
      xml = document_xml (document);
      g_assert_cmpstr (xml, ==, g_ptr_array_index (states, i));
    }
  g_assert_false (breakeven_document_get_can_redo (document));
}

static void
test_modified_follows_undo (void)
{
  g_autofree char *dir = g_dir_make_tmp ("breakeven-document-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "saved.breakeven", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(BreakevenDocument) document = new_sample_document ();
  g_autoptr(BreakevenDocument) reopened = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *saved = NULL;
  g_autofree char *on_disk = NULL;
  BreakevenProject *project = breakeven_document_get_project (document);
  guint notified = 0;

  g_signal_connect (document, "notify::modified", G_CALLBACK (count_notify), &notified);
  breakeven_project_set_hours_per_day (project, 3);
  run_pending ();
  g_assert_true (breakeven_document_get_modified (document));
  g_assert_cmpuint (notified, ==, 1);
  breakeven_document_undo (document);
  g_assert_false (breakeven_document_get_modified (document));
  breakeven_document_redo (document);
  g_assert_true (breakeven_document_get_modified (document));
  g_assert_cmpuint (notified, ==, 3);

  /* Saving takes the file and is the new unmodified state, even within a typing run */
  breakeven_project_set_hours_per_day (project, 4);
  g_assert_true (breakeven_document_save (document, file, &error));
  g_assert_no_error (error);
  g_assert_false (breakeven_document_get_modified (document));
  g_assert_true (g_file_equal (breakeven_document_get_file (document), file));
  saved = document_xml (document);
  g_assert_true (g_file_get_contents (path, &on_disk, NULL, NULL));
  g_assert_cmpstr (on_disk, ==, saved);

  breakeven_project_set_hours_per_day (project, 5);
  run_pending ();
  g_assert_true (breakeven_document_get_modified (document));
  breakeven_document_undo (document);
  g_assert_false (breakeven_document_get_modified (document));
  /* Before the save: modified again */
  breakeven_document_undo (document);
  g_assert_true (breakeven_document_get_modified (document));
  g_assert_cmpfloat (breakeven_project_get_hours_per_day (project), ==, 3);
  breakeven_document_redo (document);
  g_assert_false (breakeven_document_get_modified (document));

  reopened = breakeven_document_new_for_file (file, &error);
  g_assert_no_error (error);
  g_assert_false (breakeven_document_get_modified (reopened));
  g_assert_cmpfloat (breakeven_project_get_hours_per_day (breakeven_document_get_project (reopened)),
                     ==, 4);

  g_unlink (path);
  g_rmdir (dir);
}

static void
test_open_refused (void)
{
  g_autofree char *dir = g_dir_make_tmp ("breakeven-document-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "bad.breakeven", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(BreakevenDocument) document = NULL;

  g_assert_true (g_file_set_contents (path, "<project>\n<oops", -1, NULL));
  document = breakeven_document_new_for_file (file, &error);
  g_assert_null (document);
  g_assert_nonnull (error);
  g_assert_true (g_str_has_prefix (error->message, path));
  g_unlink (path);
  g_rmdir (dir);
}

static void
test_history_cap (void)
{
  g_autoptr(BreakevenDocument) document = new_sample_document ();
  BreakevenProject *project = breakeven_document_get_project (document);
  guint n_undo = 0;

  for (guint i = 1; i <= BREAKEVEN_DOCUMENT_HISTORY_MAX_STEPS + 10; i++)
    {
      breakeven_project_set_cloud_storage_gb (project, i);
      breakeven_document_end_typing (document);
    }
  while (breakeven_document_get_can_undo (document))
    {
      breakeven_document_undo (document);
      n_undo++;
    }
  g_assert_cmpuint (n_undo, ==, BREAKEVEN_DOCUMENT_HISTORY_MAX_STEPS);
  /* The oldest steps went: the earliest state left is after the tenth edit */
  g_assert_cmpfloat (breakeven_project_get_cloud_storage_gb (project), ==, 10);
  g_assert_true (breakeven_document_get_modified (document));
}

/* Autosave */

static void
test_autosave_and_restore (void)
{
  g_autofree char *dir = g_dir_make_tmp ("breakeven-recovery-XXXXXX", NULL);
  g_autoptr(GFile) directory = g_file_new_for_path (dir);
  g_autoptr(GFile) original = g_file_new_for_path ("/home/student/rig.breakeven");
  g_autoptr(BreakevenDocument) document = NULL;
  g_autoptr(BreakevenDocument) restored = NULL;
  g_autoptr(GPtrArray) list = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GDateTime) before = g_date_time_new_now_utc ();
  g_autoptr(GDateTime) after = NULL;
  g_autofree char *xml = NULL;
  g_autofree char *restored_xml = NULL;
  g_autofree char *written = NULL;
  g_autofree char *project_path = NULL;
  BreakevenRecovery *recovery;
  BreakevenProject *project;

  {
    g_autoptr(GError) load_error = NULL;
    g_autoptr(BreakevenProject) sample = breakeven_project_load_sample (&load_error);

    g_assert_no_error (load_error);
    document = breakeven_document_new (sample, original);
  }
  project = breakeven_document_get_project (document);
  breakeven_document_set_recovery_dir (document, directory);
  breakeven_document_set_autosave_delay (document, 50);

  /* Nothing is written for an unmodified document */
  g_assert_true (breakeven_document_autosave_now (document, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (count_files (dir), ==, 0);

  breakeven_project_set_title (project, "Rig before the deadline");
  breakeven_project_set_hours_per_day (project, 10);
  run_pending ();
  g_assert_cmpuint (count_files (dir), ==, 0);

  /* The delay after the last edit: two files, the project's XML and its description */
  while (count_files (dir) < 2)
    g_main_context_iteration (NULL, TRUE);
  after = g_date_time_new_now_utc ();
  list = breakeven_recovery_list (directory);
  g_assert_cmpuint (list->len, ==, 1);
  recovery = g_ptr_array_index (list, 0);
  g_assert_cmpstr (breakeven_recovery_get_title (recovery), ==, "Rig before the deadline");
  g_assert_true (g_file_equal (breakeven_recovery_get_file (recovery), original));
  /* Written between the two readings of the clock, to the second */
  g_assert_cmpint (g_date_time_to_unix (breakeven_recovery_get_modified_time (recovery)), >=,
                   g_date_time_to_unix (before));
  g_assert_cmpint (g_date_time_to_unix (breakeven_recovery_get_modified_time (recovery)), <=,
                   g_date_time_to_unix (after));

  xml = document_xml (document);
  {
    g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
    const char *name;

    while ((name = g_dir_read_name (d)) != NULL)
      if (g_str_has_suffix (name, ".breakeven"))
        project_path = g_build_filename (dir, name, NULL);
  }
  g_assert_nonnull (project_path);
  g_assert_true (g_file_get_contents (project_path, &written, NULL, NULL));
  g_assert_cmpstr (written, ==, xml);

  restored = breakeven_recovery_restore (recovery, &error);
  g_assert_no_error (error);
  /* another window that listed the same work and restores it now is told it is taken */
  {
    g_autoptr(BreakevenDocument) twice = breakeven_recovery_restore (recovery, &error);

    g_assert_null (twice);
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS);
    g_assert_nonnull (strstr (error->message, "restored by another window meanwhile"));
    g_clear_error (&error);
  }
  restored_xml = document_xml (restored);
  g_assert_cmpstr (restored_xml, ==, xml);
  g_assert_true (breakeven_document_get_modified (restored));
  g_assert_false (breakeven_document_get_can_undo (restored));
  g_assert_true (g_file_equal (breakeven_document_get_file (restored), original));
  g_assert_cmpstr (breakeven_document_get_title (restored), ==, "Rig before the deadline");

  /* The restored document takes the recovery file over, under a name of its own (of two
   * windows restoring it, one has it): the old name is gone, and a later autosave replaces
   * the file, never a second copy */
  g_assert_false (g_file_test (project_path, G_FILE_TEST_EXISTS));
  g_clear_object (&document);
  breakeven_project_set_hours_per_day (breakeven_document_get_project (restored), 2);
  g_assert_true (breakeven_document_autosave_now (restored, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (count_files (dir), ==, 2);
  g_clear_pointer (&written, g_free);
  g_clear_pointer (&restored_xml, g_free);
  g_clear_pointer (&project_path, g_free);
  {
    g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
    const char *name;

    while ((name = g_dir_read_name (d)) != NULL)
      if (g_str_has_suffix (name, ".breakeven"))
        project_path = g_build_filename (dir, name, NULL);
  }
  g_assert_nonnull (project_path);
  g_assert_true (g_file_get_contents (project_path, &written, NULL, NULL));
  restored_xml = document_xml (restored);
  g_assert_cmpstr (written, ==, restored_xml);

  /* Discarding removes both */
  breakeven_document_discard_recovery (restored);
  g_assert_cmpuint (count_files (dir), ==, 0);
  g_clear_pointer (&list, g_ptr_array_unref);
  list = breakeven_recovery_list (directory);
  g_assert_cmpuint (list->len, ==, 0);

  g_rmdir (dir);
}

/* A restored document still knows the file as its work began from it (F3): a change made to the
 * file after the crash is asked about before Save writes over it, as it is for a document
 * never lost; a recovery file that does not say (an older version's) counts any file there as
 * changed.  Overwrite still writes, when the user chooses it. */
/* Another program rewrites the file and puts its modification time back (touch -r, cp -p,
 * rsync -a, tar x): in place with the same size, and replaced by a rename; either is a change
 * on disk, and saving asks (N1 of hunt 12) */
static void
test_changed_with_time_put_back (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("breakeven-doc-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "p.breakeven", NULL);
  g_autofree char *moved = g_build_filename (dir, "other.breakeven", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(BreakevenProject) sample = breakeven_project_load_sample (&error);
  g_autoptr(BreakevenDocument) document = NULL;
  g_autofree char *contents = NULL;
  gsize length = 0;
  GStatBuf before;

  g_assert_no_error (error);
  g_assert_true (breakeven_project_save_to_file (sample, file, NULL, &error));
  g_assert_no_error (error);
  document = breakeven_document_new_for_file (file, &error);
  g_assert_no_error (error);
  g_assert_false (breakeven_document_changed_on_disk (document));
  g_assert_cmpint (g_stat (path, &before), ==, 0);
  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));

  for (guint how = 0; how < 2; how++)
    {
      struct timespec times[2] = { before.st_atim, before.st_mtim };
      /* one byte of the title changed: the same size */
      char *title = strstr (contents, "<title>");

      g_assert_nonnull (title);
      title[7] = title[7] == 'X' ? 'Y' : 'X';
      if (how == 0)
        {
          /* in place, the same inode */
          FILE *f = g_fopen (path, "r+b");

          g_assert_nonnull (f);
          g_assert_cmpuint (fwrite (contents, 1, length, f), ==, length);
          fclose (f);
        }
      else
        {
          g_assert_true (g_file_set_contents (moved, contents, length, NULL));
          g_assert_cmpint (g_rename (moved, path), ==, 0);
        }
      g_assert_cmpint (utimensat (AT_FDCWD, path, times, 0), ==, 0);
      g_assert_true (breakeven_document_changed_on_disk (document));
      g_assert_false (breakeven_document_save (document, file, &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_WRONG_ETAG);
      g_clear_error (&error);
      g_clear_object (&document);
      document = breakeven_document_new_for_file (file, &error);
      g_assert_no_error (error);
      g_assert_cmpint (g_stat (path, &before), ==, 0);
    }
  g_unlink (path);
  g_rmdir (dir);
}

static void
test_restore_keeps_changed_on_disk (void)
{
  g_autofree char *dir = g_dir_make_tmp ("breakeven-recovery-XXXXXX", NULL);
  g_autofree char *saved_dir = g_dir_make_tmp ("breakeven-saved-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (saved_dir, "rig.breakeven", NULL);
  g_autoptr(GFile) directory = g_file_new_for_path (dir);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;

  {
    g_autoptr(BreakevenDocument) first = new_sample_document ();

    g_assert_true (breakeven_document_save (first, file, &error));
    g_assert_no_error (error);
  }

  for (int round = 0; round < 3; round++)
    {
      g_autoptr(BreakevenDocument) document = breakeven_document_new_for_file (file, &error);
      g_autoptr(BreakevenDocument) restored = NULL;
      g_autoptr(GPtrArray) list = NULL;
      g_autofree char *other = NULL;
      g_autofree char *on_disk = NULL;

      g_assert_no_error (error);
      breakeven_document_set_recovery_dir (document, directory);
      breakeven_project_set_hours_per_day (breakeven_document_get_project (document), 10 + round);
      run_pending ();
      g_assert_true (breakeven_document_autosave_now (document, &error));
      g_assert_no_error (error);
      /* The window goes without saving: its recovery files stay */
      g_clear_object (&document);
      g_assert_cmpuint (count_files (dir), ==, 2);

      if (round == 1)
        {
          /* Another program writes the file meanwhile, at another time */
          struct timeval times[2] = { { 1000000000, 0 }, { 1000000000, 0 } };

          other = g_strdup_printf ("<?xml version=\"1.0\"?>\n<!-- theirs %d -->\n", round);
          g_assert_true (g_file_set_contents (path, other, -1, NULL));
          g_assert_cmpint (utimes (path, times), ==, 0);
        }
      else if (round == 2)
        {
          /* An older version's description, which does not say the file's etag */
          g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
          const char *name;

          while ((name = g_dir_read_name (d)) != NULL)
            if (g_str_has_suffix (name, ".ini"))
              {
                g_autofree char *info_path = g_build_filename (dir, name, NULL);
                g_autoptr(GKeyFile) info = g_key_file_new ();

                g_assert_true (g_key_file_load_from_file (info, info_path, G_KEY_FILE_NONE, NULL));
                g_assert_true (g_key_file_has_key (info, "Recovery", "FileEtag", NULL));
                g_assert_true (g_key_file_remove_key (info, "Recovery", "FileEtag", NULL));
                g_assert_true (g_key_file_save_to_file (info, info_path, NULL));
              }
          g_assert_true (g_file_get_contents (path, &other, NULL, NULL));
        }

      list = breakeven_recovery_list (directory);
      g_assert_cmpuint (list->len, ==, 1);
      restored = breakeven_recovery_restore (g_ptr_array_index (list, 0), &error);
      g_assert_no_error (error);
      g_assert_true (g_file_equal (breakeven_document_get_file (restored), file));

      if (round == 0)
        {
          /* Nothing changed on disk: Save saves, without a false alarm */
          g_assert_false (breakeven_document_changed_on_disk (restored));
          g_assert_true (breakeven_document_save (restored, file, &error));
          g_assert_no_error (error);
          g_assert_cmpuint (count_files (dir), ==, 0);
          continue;
        }

      g_assert_true (breakeven_document_changed_on_disk (restored));
      g_assert_false (breakeven_document_save (restored, file, &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_WRONG_ETAG);
      g_clear_error (&error);
      /* Their file is as they left it, and the work is still recoverable */
      g_assert_true (g_file_get_contents (path, &on_disk, NULL, NULL));
      g_assert_cmpstr (on_disk, ==, other);
      g_assert_true (breakeven_document_get_modified (restored));
      g_assert_cmpuint (count_files (dir), ==, 2);

      /* The user chooses to write over it */
      g_assert_true (breakeven_document_save_full (restored, file,
                                                   BREAKEVEN_DOCUMENT_SAVE_OVERWRITE_CHANGED,
                                                   &error));
      g_assert_no_error (error);
      g_assert_false (breakeven_document_changed_on_disk (restored));
      g_assert_cmpuint (count_files (dir), ==, 0);
    }

  g_unlink (path);
  g_rmdir (saved_dir);
  g_rmdir (dir);
}

/* A project grown past what a project file may hold is not written for recovery, where no
 * reader would take it back: the autosave says why and the older copy stays (H2 of hunt 7) */
static void
test_autosave_too_large (void)
{
  g_autofree char *dir = g_dir_make_tmp ("breakeven-recovery-XXXXXX", NULL);
  g_autoptr(GFile) directory = g_file_new_for_path (dir);
  g_autoptr(BreakevenDocument) document = new_sample_document ();
  BreakevenProject *project = breakeven_document_get_project (document);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) found = NULL;
  g_autoptr(BreakevenDocument) restored = NULL;
  g_autofree char *huge = g_strnfill (BREAKEVEN_MAX_FILE_BYTES, 'a');

  breakeven_document_set_recovery_dir (document, directory);
  breakeven_document_set_autosave_delay (document, 20);
  breakeven_project_set_hours_per_day (project, 10);
  run_pending ();
  g_assert_true (breakeven_document_autosave_now (document, &error));
  g_assert_cmpuint (count_files (dir), ==, 2);

  breakeven_project_set_notes (project, huge);
  run_pending ();
  g_assert_false (breakeven_document_autosave_now (document, &error));
  g_assert_nonnull (strstr (error->message, "has grown past the 8 MiB a project file may hold"));
  g_assert_nonnull (strstr (breakeven_document_get_autosave_error (document), dir));
  g_clear_error (&error);
  /* The copy before it is still there, and reads */
  g_assert_cmpuint (count_files (dir), ==, 2);
  found = breakeven_recovery_list (directory);
  g_assert_cmpuint (found->len, ==, 1);
  restored = breakeven_recovery_restore (g_ptr_array_index (found, 0), &error);
  g_assert_no_error (error);
  g_assert_cmpfloat (breakeven_project_get_hours_per_day (breakeven_document_get_project (restored)),
                     ==, 10);

  /* Shorter notes again: the autosave writes, and says nothing */
  breakeven_project_set_notes (project, "short");
  run_pending ();
  g_assert_true (breakeven_document_autosave_now (document, &error));
  g_assert_null (breakeven_document_get_autosave_error (document));

  /* Too large again, then every edit undone: nothing unsaved is at risk, and the window's
   * banner (the autosave error) goes (J5 of hunt 8) */
  breakeven_project_set_notes (project, huge);
  run_pending ();
  g_assert_false (breakeven_document_autosave_now (document, &error));
  g_clear_error (&error);
  g_assert_nonnull (breakeven_document_get_autosave_error (document));
  while (breakeven_document_get_can_undo (document))
    {
      breakeven_document_undo (document);
      run_pending ();
    }
  g_assert_false (breakeven_document_get_modified (document));
  g_assert_null (breakeven_document_get_autosave_error (document));
  g_assert_cmpuint (count_files (dir), ==, 2);

  breakeven_document_discard_recovery (document);
  breakeven_document_discard_recovery (restored);
  g_assert_cmpuint (count_files (dir), ==, 0);
  g_rmdir (dir);
}

/* A normal save leaves no recovery file; undoing back to the saved state removes it */
static void
test_save_removes_recovery (void)
{
  g_autofree char *dir = g_dir_make_tmp ("breakeven-recovery-XXXXXX", NULL);
  g_autofree char *saved_dir = g_dir_make_tmp ("breakeven-saved-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (saved_dir, "rig.breakeven", NULL);
  g_autoptr(GFile) directory = g_file_new_for_path (dir);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(BreakevenDocument) document = new_sample_document ();
  BreakevenProject *project = breakeven_document_get_project (document);
  g_autoptr(GError) error = NULL;

  breakeven_document_set_recovery_dir (document, directory);
  breakeven_document_set_autosave_delay (document, 20);

  breakeven_project_set_hours_per_day (project, 10);
  run_pending ();
  g_assert_true (breakeven_document_autosave_now (document, &error));
  g_assert_cmpuint (count_files (dir), ==, 2);
  g_assert_true (breakeven_document_save (document, file, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (count_files (dir), ==, 0);
  /* No autosave left pending either: once a timer of twice the delay has run, one of the
   * delay would have run too */
  run_past (40);
  g_assert_cmpuint (count_files (dir), ==, 0);

  breakeven_project_set_hours_per_day (project, 11);
  run_pending ();
  g_assert_true (breakeven_document_autosave_now (document, &error));
  g_assert_cmpuint (count_files (dir), ==, 2);
  breakeven_document_undo (document);
  g_assert_false (breakeven_document_get_modified (document));
  g_assert_cmpuint (count_files (dir), ==, 0);

  g_unlink (path);
  g_rmdir (saved_dir);
  g_rmdir (dir);
}

/* The default place is the user data dir's breakeven/recovery, private to the user */
static void
test_default_recovery_dir (void)
{
  g_autofree char *dir = g_build_filename (g_get_user_data_dir (), "breakeven", "recovery", NULL);
  g_autoptr(BreakevenDocument) document = breakeven_document_new (NULL, NULL);
  g_autoptr(GPtrArray) list = breakeven_recovery_list (NULL);
  g_autoptr(GError) error = NULL;
  GStatBuf st;

  g_assert_cmpuint (list->len, ==, 0);
  g_clear_pointer (&list, g_ptr_array_unref);
  breakeven_project_set_notes (breakeven_document_get_project (document), "unsaved");
  g_assert_true (breakeven_document_autosave_now (document, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_stat (dir, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0700);
  list = breakeven_recovery_list (NULL);
  g_assert_cmpuint (list->len, ==, 1);
  g_assert_cmpstr (breakeven_recovery_get_title (g_ptr_array_index (list, 0)), ==,
                   "Untitled project");
  g_assert_null (breakeven_recovery_get_file (g_ptr_array_index (list, 0)));
  breakeven_recovery_discard (g_ptr_array_index (list, 0));
  g_assert_cmpuint (count_files (dir), ==, 0);
}

static void
write_entry (const char *dir,
             const char *id,
             const char *project,
             const char *info)
{
  if (project != NULL)
    {
      g_autofree char *name = g_strconcat (id, ".breakeven", NULL);
      g_autofree char *path = g_build_filename (dir, name, NULL);

      g_assert_true (g_file_set_contents (path, project, -1, NULL));
    }
  if (info != NULL)
    {
      g_autofree char *name = g_strconcat (id, ".ini", NULL);
      g_autofree char *path = g_build_filename (dir, name, NULL);

      g_assert_true (g_file_set_contents (path, info, -1, NULL));
    }
}

/* A recovery file that cannot be read says why: too large for the reader, or a link */
static void
test_recovery_unreadable_says_why (void)
{
  g_autofree char *dir = g_dir_make_tmp ("breakeven-recovery-XXXXXX", NULL);
  g_autofree char *big = g_build_filename (dir, "big.breakeven", NULL);
  g_autofree char *linked = g_build_filename (dir, "linked.breakeven", NULL);
  g_autoptr(GFile) directory = g_file_new_for_path (dir);
  g_autoptr(GPtrArray) list = NULL;
  const char *info = "[Recovery]\nTitle=T\nModified=2026-12-01T10:00:00Z\n";
  int fd;

  write_entry (dir, "big", "x", info);
  write_entry (dir, "linked", "x", info);
  list = breakeven_recovery_list (directory);
  g_assert_cmpuint (list->len, ==, 2);

  /* Replaced after the listing: one past the reader's limit (sparse, so cheap), one a link */
  fd = g_open (big, O_WRONLY | O_TRUNC, 0);
  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpint (ftruncate (fd, BREAKEVEN_MAX_FILE_BYTES + 1), ==, 0);
  close (fd);
  g_unlink (linked);
  g_assert_cmpint (symlink (big, linked), ==, 0);

  for (guint i = 0; i < list->len; i++)
    {
      BreakevenRecovery *recovery = g_ptr_array_index (list, i);
      g_autoptr(GError) error = NULL;
      g_autoptr(BreakevenDocument) restored = breakeven_recovery_restore (recovery, &error);
      g_autofree char *message = NULL;

      g_assert_null (restored);
      g_assert_nonnull (error);
      message = g_strdup (error->message);
      if (strstr (message, "big.breakeven") != NULL)
        g_assert_nonnull (strstr (message, "too large: Breakeven reads files of up to 8 MiB"));
      else
        g_assert_nonnull (strstr (message, "linked.breakeven: not a recovery file: it is a "
                                           "symbolic link"));
    }
  for (guint i = 0; i < list->len; i++)
    breakeven_recovery_discard (g_ptr_array_index (list, i));
  g_unlink (linked);
  g_unlink (big);
  g_rmdir (dir);
}

/* Anything malformed in the folder is ignored, never fatal; a refused project is an error */
static void
test_recovery_malformed (void)
{
  g_autofree char *dir = g_dir_make_tmp ("breakeven-recovery-XXXXXX", NULL);
  g_autofree char *elsewhere = g_dir_make_tmp ("breakeven-elsewhere-XXXXXX", NULL);
  g_autofree char *target = g_build_filename (elsewhere, "target.ini", NULL);
  g_autofree char *link = g_build_filename (dir, "linked.ini", NULL);
  g_autofree char *subdir = g_build_filename (dir, "folder.ini", NULL);
  g_autoptr(GFile) directory = g_file_new_for_path (dir);
  g_autoptr(GPtrArray) list = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(BreakevenDocument) document = NULL;
  g_autofree char *sample = NULL;
  const char *good_info = "[Recovery]\nTitle=Good\nModified=2026-12-01T10:00:00Z\n";

  {
    g_autoptr(BreakevenProject) project = breakeven_project_load_sample (NULL);

    sample = breakeven_project_to_xml (project, NULL);
  }

  write_entry (dir, "good", sample, good_info);
  write_entry (dir, "newer", sample, "[Recovery]\nTitle=Newer\nModified=2026-12-02T10:00:00Z\n");
  write_entry (dir, "refused", "<project>\n<oops", good_info);
  write_entry (dir, "no-project", NULL, good_info);
  write_entry (dir, "no-info", sample, NULL);
  write_entry (dir, "garbage", sample, "\x01\x02 not a key file [[[");
  write_entry (dir, "no-time", sample, "[Recovery]\nTitle=No time\n");
  write_entry (dir, "bad-time", sample, "[Recovery]\nTitle=Bad\nModified=yesterday\n");
  write_entry (dir, "bad-uri", sample,
               "[Recovery]\nTitle=Bad\nModified=2026-12-01T10:00:00Z\nFile=not a uri\n");
  write_entry (dir, "bad-utf8", sample, "[Recovery]\nTitle=\xff\xfe\nModified=2026-12-01T11:00:00Z\n");
  write_entry (dir, "bad.name", sample, good_info);
  write_entry (dir, "", sample, good_info);
  write_entry (dir, "stray", NULL, NULL);
  g_assert_true (g_file_set_contents (target, good_info, -1, NULL));
  write_entry (dir, "linked", sample, NULL);
  g_assert_cmpint (symlink (target, link), ==, 0);
  g_assert_cmpint (g_mkdir (subdir, 0700), ==, 0);

  list = breakeven_recovery_list (directory);
  /* Newest first; the untranslatable title falls back.  A project whose description is missing
   * or does not read (no-info, garbage, no-time, bad-time, bad-uri, linked) is offered all the
   * same, by its own title: it is the user's work (P4 of hunt 13) */
  g_assert_cmpuint (list->len, ==, 10);
  {
    g_autoptr(GPtrArray) described = g_ptr_array_new ();
    guint orphans = 0;

    for (guint i = 0; i < list->len; i++)
      {
        const char *title = breakeven_recovery_get_title (g_ptr_array_index (list, i));

        if (g_str_equal (title, "DreamerV3 workstation"))
          orphans++;
        else
          g_ptr_array_add (described, (gpointer) title);
      }
    g_assert_cmpuint (orphans, ==, 6);
    g_assert_cmpuint (described->len, ==, 4);
    g_assert_cmpstr (g_ptr_array_index (described, 0), ==, "Newer");
    g_assert_cmpstr (g_ptr_array_index (described, 1), ==, "Untitled project");
    g_assert_cmpstr (g_ptr_array_index (described, 2), ==, "Good");
    g_assert_cmpstr (g_ptr_array_index (described, 3), ==, "Good");
  }

  /* The refused project gives the loader's error, FILE:LINE, and no document; the others,
   * described or not, restore */
  for (guint i = 0; i < list->len; i++)
    {
      g_autoptr(BreakevenDocument) attempt = NULL;
      g_autoptr(GError) attempt_error = NULL;

      attempt = breakeven_recovery_restore (g_ptr_array_index (list, i), &attempt_error);
      if (attempt == NULL)
        {
          g_autofree char *prefix = g_build_filename (dir, "refused.breakeven:", NULL);

          g_assert_nonnull (attempt_error);
          g_assert_true (g_str_has_prefix (attempt_error->message, prefix));
        }
      else
        g_assert_true (breakeven_document_get_modified (attempt));
    }

  /* The missing directory is an empty list */
  {
    g_autofree char *missing = g_build_filename (dir, "missing", NULL);
    g_autoptr(GFile) missing_dir = g_file_new_for_path (missing);
    g_autoptr(GPtrArray) none = breakeven_recovery_list (missing_dir);

    g_assert_cmpuint (none->len, ==, 0);
  }

  /* Clean up */
  {
    g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
    const char *name;

    while ((name = g_dir_read_name (d)) != NULL)
      {
        g_autofree char *path = g_build_filename (dir, name, NULL);

        if (g_remove (path) != 0)
          g_rmdir (path);
      }
  }
  g_unlink (target);
  g_rmdir (elsewhere);
  g_rmdir (dir);
  (void) document;
  (void) error;
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/document/new", test_new);
  g_test_add_func ("/document/title", test_title);
  g_test_add_func ("/document/one-analysis-per-burst", test_one_analysis_per_burst);
  g_test_add_func ("/document/analysis-before-redraw", test_analysis_before_redraw);
  g_test_add_func ("/document/notifications", test_notifications);
  g_test_add_func ("/document/undo-redo-every-edit", test_undo_redo_every_edit);
  g_test_add_func ("/document/undo-in-place", test_undo_in_place);
  g_test_add_func ("/document/grouping", test_grouping);
  g_test_add_func ("/document/step-names", test_step_names);
  g_test_add_func ("/document/begin-end-steps", test_begin_end_steps);
  g_test_add_func ("/document/undo-many-offers", test_undo_many_offers);
  g_test_add_func ("/document/modified-follows-undo", test_modified_follows_undo);
  g_test_add_func ("/document/open-refused", test_open_refused);
  g_test_add_func ("/document/history-cap", test_history_cap);
  g_test_add_func ("/document/autosave-and-restore", test_autosave_and_restore);
  g_test_add_func ("/document/save-removes-recovery", test_save_removes_recovery);
  g_test_add_func ("/document/autosave-too-large", test_autosave_too_large);
  g_test_add_func ("/document/changed-with-time-put-back", test_changed_with_time_put_back);
  g_test_add_func ("/document/restore-keeps-changed-on-disk",
                   test_restore_keeps_changed_on_disk);
  g_test_add_func ("/document/default-recovery-dir", test_default_recovery_dir);
  g_test_add_func ("/document/recovery-malformed", test_recovery_malformed);
  g_test_add_func ("/document/recovery-unreadable-says-why", test_recovery_unreadable_says_why);

  return g_test_run ();
}
