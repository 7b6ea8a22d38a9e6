/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ui-recovery.c: unsaved work survives a killed process, and only unsaved work, under Xvfb
 *
 * The test runs itself a second time as a child ("--child-edit") on the same data directory:
 * the child opens a window, edits through its fields, waits past the autosave delay and says
 * so; the parent kills it with SIGKILL, as a crash would, and then starts a window that must
 * offer the document back with the edited figures.
 */

#include "config.h"

#include <adwaita.h>
#include <errno.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "breakeven-document.h"
#include "breakeven-recovery.h"
#include "breakeven-format.h"
#include "breakeven-limits.h"
#include "breakeven-window.h"
#include "breakeven-xml.h"
#include "ui-test-helpers.h"

#define EDITED_TITLE "Recovered build"
#define EDITED_PRICE "19299"
#define CHILD_READY "edited"

static char *data_dir;
static const char *self_path;

static BreakevenPart *
first_part (BreakevenWindow *window)
{
  return g_list_model_get_item (G_LIST_MODEL (breakeven_project_get_parts (breakeven_window_get_project (window))),
                                0);
}

static guint
count_recoveries (void)
{
  g_autoptr(GPtrArray) list = breakeven_recovery_list (NULL);

  return list ? list->len : 0;
}

/* The child ---------------------------------------------------------------------------------- */

static int
run_child (void)
{
  BreakevenWindow *window;
  g_autoptr(BreakevenPart) gpu = NULL;

  gtk_init ();
  adw_init ();
  window = ui_test_new_sample_window ();
  gpu = first_part (window);
  /* As a user types: the title on the usage page, a price in the parts list */
  gtk_editable_set_text (GTK_EDITABLE (find_on_page (window, "usage", "title-row")), EDITED_TITLE);
  flush_events ();
  gtk_editable_set_text (GTK_EDITABLE (find_cell (GTK_WIDGET (window), "part-unit-price", gpu)),
                         EDITED_PRICE);
  flush_events ();
  /* Past the autosave, BREAKEVEN_DOCUMENT_AUTOSAVE_SECONDS after the last edit, the main loop
   * running as it would */
  run_past (BREAKEVEN_DOCUMENT_AUTOSAVE_SECONDS * 1000 + 1);
  g_assert_cmpuint (count_recoveries (), ==, 1);
  g_print ("%s\n", CHILD_READY);
  fflush (stdout);
  /* until killed */
  for (;;)
    g_main_context_iteration (NULL, TRUE);
  return 0;
}

/* Reads a line from FD; NULL at the end of the file (the child has gone without one) */
static char *
read_line (int fd)
{
  GString *line = g_string_new (NULL);
  char c;

  while (read (fd, &c, 1) == 1)
    {
      if (c == '\n')
        return g_string_free (line, FALSE);
      g_string_append_c (line, c);
    }
  g_string_free (line, TRUE);
  return NULL;
}

/* Tests -------------------------------------------------------------------------------------- */

static void
test_restore_after_kill (void)
{
  const char *argv[] = { self_path, "--child-edit", NULL };
  g_autoptr(GError) error = NULL;
  g_autofree char *line = NULL;
  g_autofree char *today = NULL;
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autoptr(BreakevenPart) gpu = NULL;
  BreakevenWindow *window;
  AdwMessageDialog *dialog;
  GPid pid;
  int out_fd;
  int status;

  g_assert_cmpuint (count_recoveries (), ==, 0);
  g_assert_true (g_spawn_async_with_pipes (NULL, (char **) argv, NULL, G_SPAWN_DO_NOT_REAP_CHILD,
                                           NULL, NULL, &pid, NULL, &out_fd, NULL, &error));
  g_assert_no_error (error);
  line = read_line (out_fd);
  g_assert_cmpstr (line, ==, CHILD_READY);
  /* A crash: no dispose, no close, no chance to clean up */
  g_assert_cmpint (kill (pid, SIGKILL), ==, 0);
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  g_assert_true (WIFSIGNALED (status) && WTERMSIG (status) == SIGKILL);
  g_spawn_close_pid (pid);
  close (out_fd);

  g_assert_cmpuint (count_recoveries (), ==, 1);

  /* The next start offers it, with its title and time */
  window = ui_test_new_sample_window ();
  g_assert_cmpuint (breakeven_window_offer_recovery (window, NULL), ==, 1);
  flush_events ();
  dialog = find_message_dialog (window);
  g_assert_nonnull (dialog);
  today = g_date_time_format (now, "%Y-%m-%d");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "“" EDITED_TITLE "”"));
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), today));
  g_assert_true (adw_message_dialog_has_response (dialog, "restore"));
  g_assert_true (adw_message_dialog_has_response (dialog, "discard"));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (dialog));
  {
    cairo_surface_t *surface = render_widget (GTK_WIDGET (dialog));
    g_autofree char *path = g_test_build_filename (G_TEST_BUILT, "recovery-dialog.png", NULL);

    g_assert_cmpint (cairo_surface_write_to_png (surface, path), ==, CAIRO_STATUS_SUCCESS);
    cairo_surface_destroy (surface);
  }
  adw_message_dialog_response (dialog, "restore");
  flush_events ();
  g_assert_null (find_message_dialog (window));

  /* Restored: the edited figures, shown, and still unsaved */
  gpu = first_part (window);
  g_assert_cmpfloat (breakeven_part_get_unit_price (gpu), ==, 19299);
  g_assert_cmpstr (breakeven_project_get_title (breakeven_window_get_project (window)), ==, EDITED_TITLE);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (find_cell (GTK_WIDGET (window), "part-unit-price", gpu))),
                   ==, EDITED_PRICE);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (find_by_name (GTK_WIDGET (window), "parts-total"))),
                   ==, "¥26,592.00");
  g_assert_true (breakeven_window_get_modified (window));
  g_assert_true (g_str_has_prefix (gtk_window_get_title (GTK_WINDOW (window)), "• " EDITED_TITLE));
  /* until it is saved or discarded, the recovery file stays */
  g_assert_cmpuint (count_recoveries (), ==, 1);

  /* A normal save leaves no recovery file behind */
  {
    g_autofree char *path = g_build_filename (data_dir, "saved.breakeven", NULL);
    g_autoptr(GFile) file = g_file_new_for_path (path);

    g_assert_true (breakeven_window_save_to_file (window, file, NULL));
    flush_events ();
    g_assert_cmpuint (count_recoveries (), ==, 0);
    g_assert_false (breakeven_window_get_modified (window));
    g_unlink (path);
  }
  gtk_window_destroy (GTK_WINDOW (window));
  flush_events ();
}

/* The files of the recovery folder whose names end in SUFFIX */
static guint
count_files (const char *suffix)
{
  g_autofree char *path = g_build_filename (data_dir, "breakeven", "recovery", NULL);
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;
  guint n = 0;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, suffix))
      n++;
  return n;
}

/* Empties the descriptions (.ini) of the recovery folder, as a power cut can leave a file just
 * written */
static void
empty_descriptions (void)
{
  g_autofree char *path = g_build_filename (data_dir, "breakeven", "recovery", NULL);
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".ini"))
      {
        g_autofree char *file = g_build_filename (path, name, NULL);

        g_assert_true (g_file_set_contents (file, "", 0, NULL));
      }
}

/* Two instances, one recovery folder: while the child runs with unsaved work, this instance
 * neither offers nor removes it, even as it writes, offers and discards its own; once the
 * child has died, its work is offered.  Its description emptied meanwhile, the work is offered
 * all the same, by the project's own title, once no other instance could be writing it (P4 of
 * hunt 13) */
static void
test_other_instance_alive (void)
{
  const char *argv[] = { self_path, "--child-edit", NULL };
  g_autoptr(GError) error = NULL;
  g_autofree char *line = NULL;
  BreakevenWindow *window;
  BreakevenWindow *own;
  AdwMessageDialog *dialog;
  GPid pid;
  int out_fd;
  int status;

  g_assert_cmpuint (count_recoveries (), ==, 0);
  g_assert_true (g_spawn_async_with_pipes (NULL, (char **) argv, NULL, G_SPAWN_DO_NOT_REAP_CHILD,
                                           NULL, NULL, &pid, NULL, &out_fd, NULL, &error));
  g_assert_no_error (error);
  line = read_line (out_fd);
  g_assert_cmpstr (line, ==, CHILD_READY);

  /* The child's unsaved work is on disk, and not this instance's to offer, even with its
   * description gone */
  g_assert_cmpuint (count_files (".ini"), ==, 1);
  empty_descriptions ();
  g_assert_cmpuint (count_recoveries (), ==, 0);
  window = ui_test_new_sample_window ();
  g_assert_cmpuint (breakeven_window_offer_recovery (window, NULL), ==, 0);
  flush_events ();
  g_assert_null (find_message_dialog (window));

  /* This instance's own work beside it: listed here, discarded here, the child's untouched */
  own = ui_test_new_sample_window ();
  breakeven_project_set_hours_per_day (breakeven_window_get_project (own), 7);
  flush_events ();
  g_assert_true (breakeven_document_autosave_now (breakeven_window_get_document (own), NULL));
  g_assert_cmpuint (count_files (".ini"), ==, 2);
  g_assert_cmpuint (breakeven_window_offer_recovery (window, NULL), ==, 1);
  dialog = find_message_dialog (window);
  g_assert_nonnull (dialog);
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "“DreamerV3 workstation”"));
  g_assert_null (strstr (adw_message_dialog_get_body (dialog), EDITED_TITLE));
  adw_message_dialog_response (dialog, "discard");
  flush_events ();
  g_assert_cmpuint (count_files (".ini"), ==, 1);
  g_assert_cmpuint (count_files (".breakeven"), ==, 1);
  breakeven_document_discard_recovery (breakeven_window_get_document (own));
  gtk_window_destroy (GTK_WINDOW (own));
  flush_events ();

  /* The child dies: its work is lost work now, and offered */
  g_assert_cmpint (kill (pid, SIGKILL), ==, 0);
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  g_spawn_close_pid (pid);
  close (out_fd);
  g_assert_cmpuint (breakeven_window_offer_recovery (window, NULL), ==, 1);
  dialog = find_message_dialog (window);
  g_assert_nonnull (dialog);
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "“" EDITED_TITLE "”"));
  adw_message_dialog_response (dialog, "discard");
  flush_events ();
  g_assert_cmpuint (count_recoveries (), ==, 0);
  g_assert_cmpuint (count_files (".ini"), ==, 0);
  /* and the dead child's lock file went with the listing */
  g_assert_cmpuint (count_files (".lock"), <=, 1);
  gtk_window_destroy (GTK_WINDOW (window));
  flush_events ();
}

/* "Discard" at start-up removes the file; so does quitting with "Discard" */
static void
test_discard (void)
{
  BreakevenWindow *window = ui_test_new_sample_window ();
  BreakevenDocument *document = breakeven_window_get_document (window);
  AdwMessageDialog *dialog;
  gpointer alive = window;

  g_assert_cmpuint (count_recoveries (), ==, 0);
  breakeven_project_set_hours_per_day (breakeven_window_get_project (window), 5);
  flush_events ();
  g_assert_true (breakeven_document_autosave_now (document, NULL));
  g_assert_cmpuint (count_recoveries (), ==, 1);

  /* Closing asks; Discard closes and forgets the changes for good */
  g_object_add_weak_pointer (G_OBJECT (window), &alive);
  gtk_window_close (GTK_WINDOW (window));
  flush_events ();
  dialog = find_message_dialog (window);
  g_assert_nonnull (dialog);
  adw_message_dialog_response (dialog, "discard");
  flush_events ();
  g_assert_null (alive);
  g_assert_cmpuint (count_recoveries (), ==, 0);

  /* Left by a run that ended badly, then discarded at the next start */
  window = ui_test_new_sample_window ();
  document = breakeven_window_get_document (window);
  breakeven_project_set_hours_per_day (breakeven_window_get_project (window), 6);
  flush_events ();
  g_assert_true (breakeven_document_autosave_now (document, NULL));
  {
    BreakevenWindow *next = ui_test_new_sample_window ();

    g_assert_cmpuint (breakeven_window_offer_recovery (next, NULL), ==, 1);
    dialog = find_message_dialog (next);
    g_assert_nonnull (dialog);
    adw_message_dialog_response (dialog, "discard");
    flush_events ();
    g_assert_cmpuint (count_recoveries (), ==, 0);
    /* nothing was restored over the sample */
    g_assert_cmpfloat (breakeven_project_get_hours_per_day (breakeven_window_get_project (next)), ==, 12);
    gtk_window_destroy (GTK_WINDOW (next));
  }
  gtk_window_destroy (GTK_WINDOW (window));
  flush_events ();
}

/* The recovery file in the recovery folder (there is one) */
static char *
recovery_project_path (void)
{
  g_autofree char *path = g_build_filename (data_dir, "breakeven", "recovery", NULL);
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".breakeven"))
      return g_build_filename (path, name, NULL);
  g_assert_not_reached ();
}

/* Unsaved work the reader would refuse (truncated, then larger than a project may be) is not
 * offered for restoring: the message says why and where the file is, and keeps it unless the
 * user discards it */
static void
test_unreadable (void)
{
  BreakevenWindow *window = ui_test_new_sample_window ();
  BreakevenDocument *document = breakeven_window_get_document (window);
  BreakevenWindow *own;
  g_autofree char *path = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *huge = NULL;
  AdwMessageDialog *dialog;
  gsize length;

  g_assert_cmpuint (count_recoveries (), ==, 0);
  breakeven_project_set_hours_per_day (breakeven_window_get_project (window), 5);
  flush_events ();
  g_assert_true (breakeven_document_autosave_now (document, NULL));
  path = recovery_project_path ();
  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
  g_assert_true (g_file_set_contents (path, contents, length / 2, NULL));

  for (int round = 0; round < 2; round++)
    {
      BreakevenWindow *next = ui_test_new_sample_window ();

      g_assert_cmpuint (breakeven_window_offer_recovery (next, NULL), ==, 1);
      dialog = find_message_dialog (next);
      g_assert_nonnull (dialog);
      g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==,
                       "Unsaved Changes Cannot Be Restored");
      g_assert_false (adw_message_dialog_has_response (dialog, "restore"));
      g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), path));
      if (round == 1)
        g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "too large"));
      adw_message_dialog_response (dialog, "later");
      flush_events ();
      /* Kept, and nothing restored over the sample */
      g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
      g_assert_cmpuint (count_recoveries (), ==, 1);
      g_assert_cmpfloat (breakeven_project_get_hours_per_day (breakeven_window_get_project (next)),
                         ==, 12);
      gtk_window_destroy (GTK_WINDOW (next));
      flush_events ();
      huge = g_strnfill (BREAKEVEN_MAX_FILE_BYTES + 1, ' ');
      memcpy (huge, contents, length);
      g_assert_true (g_file_set_contents (path, huge, BREAKEVEN_MAX_FILE_BYTES + 1, NULL));
      g_clear_pointer (&huge, g_free);
    }

  /* Discarded when the user says so */
  own = window;
  window = ui_test_new_sample_window ();
  g_assert_cmpuint (breakeven_window_offer_recovery (window, NULL), ==, 1);
  dialog = find_message_dialog (window);
  g_assert_nonnull (dialog);
  adw_message_dialog_response (dialog, "discard");
  flush_events ();
  g_assert_cmpuint (count_recoveries (), ==, 0);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

  gtk_window_destroy (GTK_WINDOW (own));
  gtk_window_destroy (GTK_WINDOW (window));
  flush_events ();
}

/* A title is shown in the question as a terminal would show it: its direction override and
 * its control characters escaped, so that they cannot reorder or hide the sentence */
static void
test_title_escaped (void)
{
  BreakevenWindow *window = ui_test_new_sample_window ();
  BreakevenDocument *document = breakeven_window_get_document (window);
  BreakevenWindow *next;
  AdwMessageDialog *dialog;
  const char *body;

  g_assert_cmpuint (count_recoveries (), ==, 0);
  breakeven_project_set_title (breakeven_window_get_project (window),
                               "Build \xe2\x80\xae" "4090 \x1b[31mred");
  flush_events ();
  g_assert_true (breakeven_document_autosave_now (document, NULL));

  next = ui_test_new_sample_window ();
  g_assert_cmpuint (breakeven_window_offer_recovery (next, NULL), ==, 1);
  dialog = find_message_dialog (next);
  g_assert_nonnull (dialog);
  body = adw_message_dialog_get_body (dialog);
  g_assert_nonnull (strstr (body, "“Build \\u202e4090 \\x1b[31mred”"));
  g_assert_null (strstr (body, "\xe2\x80\xae"));
  g_assert_null (strchr (body, '\x1b'));
  adw_message_dialog_response (dialog, "discard");
  flush_events ();
  g_assert_cmpuint (count_recoveries (), ==, 0);

  gtk_window_destroy (GTK_WINDOW (next));
  gtk_window_destroy (GTK_WINDOW (window));
  flush_events ();
}

static void
remove_tree (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      if (g_file_test (child, G_FILE_TEST_IS_DIR) && !g_file_test (child, G_FILE_TEST_IS_SYMLINK))
        remove_tree (child);
      else
        g_unlink (child);
    }
  g_rmdir (path);
}

int
main (int    argc,
      char **argv)
{
  int status;

  if (argc > 1 && g_str_equal (argv[1], "--child-edit"))
    return run_child ();

  self_path = argv[0];
  /* A data directory of this run's own, for the parent and the child it spawns; set before
   * anything asks GLib for it (it is read once) */
  data_dir = g_dir_make_tmp ("breakeven-recovery-XXXXXX", NULL);
  g_assert_nonnull (data_dir);
  g_setenv ("XDG_DATA_HOME", data_dir, TRUE);

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_test_add_func ("/recovery/restore-after-kill", test_restore_after_kill);
  g_test_add_func ("/recovery/discard", test_discard);
  g_test_add_func ("/recovery/unreadable", test_unreadable);
  g_test_add_func ("/recovery/title-escaped", test_title_escaped);
  g_test_add_func ("/recovery/other-instance-alive", test_other_instance_alive);
  status = g_test_run ();
  remove_tree (data_dir);
  g_free (data_dir);
  return status;
}
