/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ui-files.c: files changed behind the window, one window per file, and a data folder that
 * cannot take the recovery file, under Xvfb
 *
 * What another program does to the files is done here by hand (rewriting a project, filling
 * the folder); the window must notice before it writes, say so, and let the user choose.
 */

#include "config.h"

#include <adwaita.h>
#include <errno.h>
#include <fcntl.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <utime.h>

#include "breakeven-application.h"
#include "breakeven-document.h"
#include "breakeven-recovery.h"
#include "breakeven-limits.h"
#include "breakeven-window.h"
#include "breakeven-xml.h"
#include "ui-test-helpers.h"

#define SAMPLE_TITLE "DreamerV3 workstation"
#define OTHER_TITLE "Changed by another program"

static char *data_dir;

static void
collect_by_css_name (GtkWidget  *widget,
                     const char *css_name,
                     GPtrArray  *out)
{
  if (g_strcmp0 (gtk_widget_get_css_name (widget), css_name) == 0)
    g_ptr_array_add (out, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_by_css_name (child, css_name, out);
}

static void
collect_label_texts (GtkWidget *widget,
                     GString   *out)
{
  if (GTK_IS_LABEL (widget))
    g_string_append_printf (out, "%s|", gtk_label_get_text (GTK_LABEL (widget)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_label_texts (child, out);
}

/* The texts of the toasts shown over WINDOW now */
static char *
toast_texts (BreakevenWindow *window)
{
  g_autoptr(GPtrArray) toasts = g_ptr_array_new ();
  GString *out = g_string_new (NULL);

  collect_by_css_name (GTK_WIDGET (window), "toast", toasts);
  for (guint i = 0; i < toasts->len; i++)
    collect_label_texts (g_ptr_array_index (toasts, i), out);
  return g_string_free (out, FALSE);
}

static char *
read_text (const char *path)
{
  char *contents = NULL;

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  return contents;
}

/* The sample project saved at a new PATH of its own */
static char *
saved_sample (const char *name)
{
  g_autoptr(BreakevenProject) project = breakeven_project_load_example ("sample", NULL);
  char *path = g_build_filename (data_dir, name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);

  g_assert_nonnull (project);
  g_assert_true (breakeven_project_save_to_file (project, file, NULL, NULL));
  return path;
}

/* Another program rewrites PATH with another title.  Its modification time is moved on by a
 * minute as well: two writes within one tick of the file system's clock can bear the same time,
 * and the test must not depend on how fast it runs */
static void
rewrite_elsewhere (const char *path)
{
  g_autofree char *text = read_text (path);
  g_autoptr(GString) changed = g_string_new (text);
  struct utimbuf times;
  GStatBuf info;

  g_assert_cmpuint (g_string_replace (changed, "<title>" SAMPLE_TITLE "</title>",
                                      "<title>" OTHER_TITLE "</title>", 1), ==, 1);
  g_assert_true (g_file_set_contents (path, changed->str, -1, NULL));
  g_assert_cmpint (g_stat (path, &info), ==, 0);
  times.actime = info.st_atime;
  times.modtime = info.st_mtime + 60;
  g_assert_cmpint (g_utime (path, &times), ==, 0);
}

/* The message dialog shown with HEADING (another may still be going away), or NULL */
static AdwMessageDialog *
find_dialog_headed (const char *heading)
{
  AdwMessageDialog *found = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (gtk_window_get_toplevels ()); i++)
    {
      g_autoptr(GObject) toplevel = g_list_model_get_item (gtk_window_get_toplevels (), i);

      if (ADW_IS_MESSAGE_DIALOG (toplevel) && gtk_widget_get_visible (GTK_WIDGET (toplevel))
          && g_strcmp0 (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (toplevel)),
                        heading) == 0)
        found = ADW_MESSAGE_DIALOG (toplevel);
    }
  return found;
}

/* A project changed on disk while open: saving asks first and writes nothing (no "Saved"
 * either); "Overwrite" then writes this window's project, and says so */
static void
test_changed_on_disk_overwrite (void)
{
  g_autofree char *path = saved_sample ("overwrite.breakeven");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autofree char *on_disk = NULL;
  g_autofree char *toasts = NULL;
  g_autoptr(BreakevenProject) saved = NULL;
  BreakevenWindow *window = ui_test_show_window (breakeven_window_new (NULL));
  AdwMessageDialog *dialog;

  g_assert_true (breakeven_window_load_file (window, file, NULL));
  breakeven_project_set_hours_per_day (breakeven_window_get_project (window), 5);
  flush_events ();
  rewrite_elsewhere (path);

  g_assert_false (breakeven_window_save_to_file (window, file, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_WRONG_ETAG);
  flush_events ();
  dialog = find_message_dialog (window);
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "File Changed on Disk");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "“overwrite.breakeven”"));
  g_assert_true (adw_message_dialog_has_response (dialog, "reload"));
  g_assert_true (adw_message_dialog_has_response (dialog, "overwrite"));
  /* Nothing written, nothing said to be saved, the changes still unsaved */
  on_disk = read_text (path);
  g_assert_nonnull (strstr (on_disk, OTHER_TITLE));
  toasts = toast_texts (window);
  g_assert_null (strstr (toasts, "Saved"));
  g_assert_true (breakeven_window_get_modified (window));

  adw_message_dialog_response (dialog, "overwrite");
  flush_events ();
  saved = breakeven_project_load_from_file (file, NULL);
  g_assert_nonnull (saved);
  g_assert_cmpstr (breakeven_project_get_title (saved), ==, SAMPLE_TITLE);
  g_assert_cmpfloat (breakeven_project_get_hours_per_day (saved), ==, 5);
  g_assert_false (breakeven_window_get_modified (window));
  g_clear_pointer (&toasts, g_free);
  toasts = toast_texts (window);
  g_assert_nonnull (strstr (toasts, "Saved to overwrite.breakeven"));

  /* Written by this window since: the next save goes through unasked */
  breakeven_project_set_hours_per_day (breakeven_window_get_project (window), 6);
  flush_events ();
  g_assert_true (breakeven_window_save_to_file (window, file, NULL));
  g_assert_false (breakeven_window_get_modified (window));

  gtk_window_destroy (GTK_WINDOW (window));
  flush_events ();
  g_unlink (path);
}

/* The project swapped for a symbolic link to another file, as old as the project was: saving
 * asks, and even "Overwrite" does not write through the link into a file the user never
 * opened; the changes stay unsaved */
static void
test_changed_on_disk_symlink (void)
{
  g_autofree char *path = saved_sample ("swapped.breakeven");
  g_autofree char *elsewhere = saved_sample ("elsewhere.breakeven");
  g_autofree char *before = read_text (elsewhere);
  g_autofree char *after = NULL;
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  BreakevenWindow *window = ui_test_show_window (breakeven_window_new (NULL));
  AdwMessageDialog *dialog;
  struct utimbuf times;
  GStatBuf info;

  g_assert_true (breakeven_window_load_file (window, file, NULL));
  breakeven_project_set_hours_per_day (breakeven_window_get_project (window), 5);
  flush_events ();
  /* The link leads to a file of the very same modification time */
  g_assert_cmpint (g_stat (path, &info), ==, 0);
  times.actime = info.st_atime;
  times.modtime = info.st_mtime;
  g_assert_cmpint (g_utime (elsewhere, &times), ==, 0);
  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (symlink (elsewhere, path), ==, 0);

  g_assert_false (breakeven_window_save_to_file (window, file, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_WRONG_ETAG);
  flush_events ();
  dialog = find_message_dialog (window);
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "File Changed on Disk");
  adw_message_dialog_response (dialog, "overwrite");
  flush_events ();
  /* The question has gone, the refusal is shown in its place */
  dialog = find_dialog_headed ("Could Not Save the File");
  g_assert_nonnull (dialog);
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "replaced by a symbolic link"));
  adw_message_dialog_response (dialog, "close");
  flush_events ();
  after = read_text (elsewhere);
  g_assert_cmpstr (after, ==, before);
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_SYMLINK));
  g_assert_true (breakeven_window_get_modified (window));

  gtk_window_destroy (GTK_WINDOW (window));
  flush_events ();
  g_unlink (path);
  g_unlink (elsewhere);
}

/* "Reload" shows the file as the other program left it, and the changes made here are gone */
static void
test_changed_on_disk_reload (void)
{
  g_autofree char *path = saved_sample ("reload.breakeven");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  BreakevenWindow *window = ui_test_show_window (breakeven_window_new (NULL));
  AdwMessageDialog *dialog;

  g_assert_true (breakeven_window_load_file (window, file, NULL));
  breakeven_project_set_hours_per_day (breakeven_window_get_project (window), 5);
  flush_events ();
  rewrite_elsewhere (path);

  g_assert_false (breakeven_window_save_to_file (window, file, NULL));
  flush_events ();
  dialog = find_message_dialog (window);
  g_assert_nonnull (dialog);
  adw_message_dialog_response (dialog, "reload");
  flush_events ();
  g_assert_cmpstr (breakeven_project_get_title (breakeven_window_get_project (window)), ==,
                   OTHER_TITLE);
  g_assert_cmpfloat (breakeven_project_get_hours_per_day (breakeven_window_get_project (window)),
                     ==, 12);
  g_assert_false (breakeven_window_get_modified (window));
  g_assert_true (g_str_has_prefix (gtk_window_get_title (GTK_WINDOW (window)), OTHER_TITLE));

  gtk_window_destroy (GTK_WINDOW (window));
  flush_events ();
  g_unlink (path);
}

/* How many questions headed HEADING are shown */
static guint
count_dialogs_headed (const char *heading)
{
  guint count = 0;

  for (guint i = 0; i < g_list_model_get_n_items (gtk_window_get_toplevels ()); i++)
    {
      g_autoptr(GObject) toplevel = g_list_model_get_item (gtk_window_get_toplevels (), i);

      if (ADW_IS_MESSAGE_DIALOG (toplevel) && gtk_widget_get_visible (GTK_WIDGET (toplevel))
          && g_strcmp0 (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (toplevel)),
                        heading) == 0)
        count++;
    }
  return count;
}

/* Answers the question headed HEADING, which must be shown now, as a click on its button does:
 * the response, and the question goes away */
static void
answer (const char *heading,
        const char *response)
{
  AdwMessageDialog *dialog = find_dialog_headed (heading);

  g_assert_nonnull (dialog);
  adw_message_dialog_response (dialog, response);
  gtk_window_destroy (GTK_WINDOW (dialog));
  flush_events ();
}

/* Closing (or opening another file) with unsaved changes while the file was changed on disk:
 * Save asks about the other version, and the answer that leaves nothing unsaved, Overwrite or
 * Reload, goes on with the close or the open; Cancel stops it (N2 of hunt 12) */
static void
test_changed_on_disk_close (void)
{
  g_autofree char *path = saved_sample ("close-overwrite.breakeven");
  g_autofree char *reload_path = saved_sample ("close-reload.breakeven");
  g_autofree char *open_path = saved_sample ("open-overwrite.breakeven");
  g_autofree char *other_path = saved_sample ("opened-instead.breakeven");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) reload_file = g_file_new_for_path (reload_path);
  g_autoptr(GFile) open_file = g_file_new_for_path (open_path);
  g_autoptr(GFile) other_file = g_file_new_for_path (other_path);
  g_autoptr(BreakevenProject) saved = NULL;
  g_autofree char *on_disk = NULL;
  BreakevenWindow *window = ui_test_show_window (breakeven_window_new (NULL));
  gpointer alive = window;

  g_object_add_weak_pointer (G_OBJECT (window), &alive);
  g_assert_true (breakeven_window_load_file (window, file, NULL));
  breakeven_project_set_hours_per_day (breakeven_window_get_project (window), 5);
  flush_events ();
  rewrite_elsewhere (path);

  /* Cancel: the window stays, with its changes, and the file as the other program left it.
   * Closing again while the question is open asks nothing more */
  gtk_window_close (GTK_WINDOW (window));
  flush_events ();
  answer ("Save Changes?", "save");
  g_assert_nonnull (alive);
  g_assert_nonnull (find_dialog_headed ("File Changed on Disk"));
  gtk_window_close (GTK_WINDOW (window));
  flush_events ();
  g_assert_null (find_dialog_headed ("Save Changes?"));
  answer ("File Changed on Disk", "cancel");
  g_assert_nonnull (alive);
  g_assert_true (breakeven_window_get_modified (window));
  on_disk = read_text (path);
  g_assert_nonnull (strstr (on_disk, OTHER_TITLE));

  /* Overwrite: the file holds this window's project, and the window closes */
  gtk_window_close (GTK_WINDOW (window));
  flush_events ();
  answer ("Save Changes?", "save");
  answer ("File Changed on Disk", "overwrite");
  g_assert_null (alive);
  saved = breakeven_project_load_from_file (file, NULL);
  g_assert_nonnull (saved);
  g_assert_cmpstr (breakeven_project_get_title (saved), ==, SAMPLE_TITLE);
  g_assert_cmpfloat (breakeven_project_get_hours_per_day (saved), ==, 5);
  g_clear_object (&saved);

  /* Reload: the other program's version stays on disk, and the window closes */
  window = ui_test_show_window (breakeven_window_new (NULL));
  alive = window;
  g_object_add_weak_pointer (G_OBJECT (window), &alive);
  g_assert_true (breakeven_window_load_file (window, reload_file, NULL));
  breakeven_project_set_hours_per_day (breakeven_window_get_project (window), 5);
  flush_events ();
  rewrite_elsewhere (reload_path);
  gtk_window_close (GTK_WINDOW (window));
  flush_events ();
  answer ("Save Changes?", "save");
  answer ("File Changed on Disk", "reload");
  g_assert_null (alive);
  saved = breakeven_project_load_from_file (reload_file, NULL);
  g_assert_nonnull (saved);
  g_assert_cmpstr (breakeven_project_get_title (saved), ==, OTHER_TITLE);
  g_clear_object (&saved);

  /* Save (Ctrl+S) asks; saving again asks nothing more, and closing meanwhile asks nothing
   * either: the answer settles the changes, and Overwrite lets the close go on */
  g_clear_pointer (&on_disk, g_free);
  window = ui_test_show_window (breakeven_window_new (NULL));
  alive = window;
  g_object_add_weak_pointer (G_OBJECT (window), &alive);
  g_assert_true (breakeven_window_load_file (window, file, NULL));
  breakeven_project_set_hours_per_day (breakeven_window_get_project (window), 7);
  flush_events ();
  rewrite_elsewhere (path);
  g_assert_false (breakeven_window_save_to_file (window, file, NULL));
  flush_events ();
  g_assert_false (breakeven_window_save_to_file (window, file, NULL));
  flush_events ();
  g_assert_cmpuint (count_dialogs_headed ("File Changed on Disk"), ==, 1);
  gtk_window_close (GTK_WINDOW (window));
  flush_events ();
  g_assert_nonnull (alive);
  g_assert_null (find_dialog_headed ("Save Changes?"));
  answer ("File Changed on Disk", "overwrite");
  g_assert_null (alive);
  g_assert_null (find_dialog_headed ("File Changed on Disk"));
  saved = breakeven_project_load_from_file (file, NULL);
  g_assert_nonnull (saved);
  g_assert_cmpfloat (breakeven_project_get_hours_per_day (saved), ==, 7);
  g_clear_object (&saved);

  /* Open another file: after Overwrite, the window shows the file opened */
  window = ui_test_show_window (breakeven_window_new (NULL));
  g_assert_true (breakeven_window_load_file (window, open_file, NULL));
  breakeven_project_set_hours_per_day (breakeven_window_get_project (window), 5);
  breakeven_project_set_title (breakeven_window_get_project (window), "Mine");
  flush_events ();
  rewrite_elsewhere (open_path);
  breakeven_window_open_file (window, other_file);
  flush_events ();
  answer ("Save Changes?", "save");
  answer ("File Changed on Disk", "overwrite");
  g_assert_true (g_file_equal (breakeven_window_get_file (window), other_file));
  g_assert_false (breakeven_window_get_modified (window));
  saved = breakeven_project_load_from_file (open_file, NULL);
  g_assert_nonnull (saved);
  g_assert_cmpstr (breakeven_project_get_title (saved), ==, "Mine");

  gtk_window_destroy (GTK_WINDOW (window));
  flush_events ();
  g_unlink (path);
  g_unlink (reload_path);
  g_unlink (open_path);
  g_unlink (other_path);
}

static void remove_tree (const char *path);

/* "Reload" of a file the other program left unreadable: the reader's error, and the window and
 * the recovery file that keeps its changes stay as they were (H1 of hunt 7) */
static void
test_changed_on_disk_reload_refused (void)
{
  g_autofree char *path = saved_sample ("reload-refused.breakeven");
  g_autofree char *folder = g_dir_make_tmp ("breakeven-recovery-XXXXXX", NULL);
  g_autoptr(GFile) directory = g_file_new_for_path (folder);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  BreakevenWindow *window = ui_test_show_window (breakeven_window_new (NULL));
  g_autoptr(GPtrArray) listed = NULL;
  BreakevenDocument *document;
  AdwMessageDialog *dialog;

  g_assert_true (breakeven_window_load_file (window, file, NULL));
  document = breakeven_window_get_document (window);
  breakeven_document_set_recovery_dir (document, directory);
  breakeven_project_set_hours_per_day (breakeven_window_get_project (window), 5);
  flush_events ();
  g_assert_true (breakeven_document_autosave_now (document, NULL));
  listed = breakeven_recovery_list (directory);
  g_assert_cmpuint (listed->len, ==, 1);
  g_clear_pointer (&listed, g_ptr_array_unref);
  g_assert_true (g_file_set_contents (path, "<bogus/>\n", -1, NULL));

  g_assert_false (breakeven_window_save_to_file (window, file, NULL));
  flush_events ();
  dialog = find_message_dialog (window);
  g_assert_nonnull (dialog);
  adw_message_dialog_response (dialog, "reload");
  flush_events ();
  g_assert_true (breakeven_window_get_document (window) == document);
  g_assert_true (breakeven_window_get_modified (window));
  g_assert_cmpfloat (breakeven_project_get_hours_per_day (breakeven_window_get_project (window)),
                     ==, 5);
  listed = breakeven_recovery_list (directory);
  g_assert_cmpuint (listed->len, ==, 1);
  /* And the window said why */
  dialog = find_dialog_headed ("Could Not Open the File");
  g_assert_nonnull (dialog);
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "bogus"));
  adw_message_dialog_response (dialog, "close");
  flush_events ();

  breakeven_document_discard_recovery (document);
  gtk_window_destroy (GTK_WINDOW (window));
  flush_events ();
  g_unlink (path);
  remove_tree (folder);
}

/* A project deleted (or moved away) behind the window is not written again unasked: saving asks
 * first, with nothing to reload, and "Save" writes it again */
static void
test_deleted_on_disk (void)
{
  g_autofree char *path = saved_sample ("deleted.breakeven");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(BreakevenProject) saved = NULL;
  BreakevenWindow *window = ui_test_show_window (breakeven_window_new (NULL));
  AdwMessageDialog *dialog;

  g_assert_true (breakeven_window_load_file (window, file, NULL));
  breakeven_project_set_hours_per_day (breakeven_window_get_project (window), 5);
  flush_events ();
  g_assert_cmpint (g_unlink (path), ==, 0);

  g_assert_false (breakeven_window_save_to_file (window, file, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_WRONG_ETAG);
  flush_events ();
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  dialog = find_message_dialog (window);
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "File Deleted on Disk");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog),
                            "“deleted.breakeven” was deleted or moved"));
  g_assert_false (adw_message_dialog_has_response (dialog, "reload"));
  g_assert_true (adw_message_dialog_has_response (dialog, "save"));
  g_assert_true (breakeven_window_get_modified (window));

  adw_message_dialog_response (dialog, "save");
  flush_events ();
  saved = breakeven_project_load_from_file (file, NULL);
  g_assert_nonnull (saved);
  g_assert_cmpfloat (breakeven_project_get_hours_per_day (saved), ==, 5);
  g_assert_false (breakeven_window_get_modified (window));

  gtk_window_destroy (GTK_WINDOW (window));
  flush_events ();
  g_unlink (path);
}

/* The windows of APP that show a project from a file */
static guint
count_file_windows (GtkApplication *app)
{
  guint n = 0;

  for (GList *l = gtk_application_get_windows (app); l != NULL; l = l->next)
    if (BREAKEVEN_IS_WINDOW (l->data) && breakeven_window_get_file (l->data) != NULL)
      n++;
  return n;
}

/* link (2), out of reach where a variable is named "link" */
static int
make_hard_link (const char *target,
                const char *name)
{
  return link (target, name);
}

/* The same file opened twice, by name and through a symbolic or a hard link, is one window;
 * Open in another window brings that one forward instead of a second copy */
static void
test_one_window_per_file (void)
{
  g_autofree char *path = saved_sample ("twice.breakeven");
  g_autofree char *link = g_build_filename (data_dir, "link.breakeven", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *hard = g_build_filename (data_dir, "hard.breakeven", NULL);
  g_autoptr(GFile) linked = g_file_new_for_path (link);
  g_autoptr(GFile) hard_linked = g_file_new_for_path (hard);
  g_autoptr(BreakevenApplication) app = breakeven_application_new ();
  g_autoptr(GError) error = NULL;
  GFile *files[] = { file, linked, file, hard_linked };
  BreakevenWindow *other;
  g_autoptr(GList) windows = NULL;

  g_assert_cmpint (symlink (path, link), ==, 0);
  g_assert_cmpint (make_hard_link (path, hard), ==, 0);
  g_application_set_flags (G_APPLICATION (app),
                           G_APPLICATION_HANDLES_OPEN | G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);

  g_application_open (G_APPLICATION (app), files, G_N_ELEMENTS (files), "");
  flush_events ();
  g_assert_cmpuint (g_list_length (gtk_application_get_windows (GTK_APPLICATION (app))), ==, 1);
  g_assert_cmpuint (count_file_windows (GTK_APPLICATION (app)), ==, 1);

  /* Opened again from another window: no second window on the file, and that window keeps
   * what it shows */
  other = breakeven_window_new (GTK_APPLICATION (app));
  breakeven_window_open_sample (other);
  ui_test_show_window (other);
  breakeven_window_open_file (other, linked);
  flush_events ();
  g_assert_null (breakeven_window_get_file (other));
  g_assert_null (find_message_dialog (other));
  g_assert_cmpuint (count_file_windows (GTK_APPLICATION (app)), ==, 1);

  windows = g_list_copy (gtk_application_get_windows (GTK_APPLICATION (app)));
  for (GList *l = windows; l != NULL; l = l->next)
    gtk_window_destroy (l->data);
  flush_events ();
  g_unlink (hard);
  g_unlink (link);
  g_unlink (path);
}

/* Runs the main loop until the window's banner is shown or hidden as SHOWN asks (a broken
 * build is stopped by the test's time limit in meson, not by a clock here) */
static void
wait_for_banner (BreakevenWindow *window,
                 gboolean         shown)
{
  GtkRevealer *revealer = GTK_REVEALER (gtk_widget_get_parent (find_by_name (GTK_WIDGET (window),
                                                                             "window-banner")));

  while (gtk_revealer_get_reveal_child (revealer) != shown)
    g_main_context_iteration (NULL, TRUE);
}

/* A data folder that cannot take the recovery file.  As root (CI containers) a small tmpfs is
 * mounted and filled: the disk is full.  Otherwise mounting is not allowed, and a folder
 * without write permission stands in for it (permission bits do not stop root, which is why
 * root gets the tmpfs) */
static void
test_full_data_folder (void)
{
  g_autofree char *folder = g_build_filename (data_dir, "full", NULL);
  g_autofree char *filler = g_build_filename (folder, "filler", NULL);
  g_autoptr(GFile) directory = g_file_new_for_path (folder);
  g_autoptr(GError) error = NULL;
  BreakevenWindow *window;
  BreakevenDocument *document;
  GtkLabel *label;
  gboolean mounted = FALSE;
  const char *reason;

  g_assert_cmpint (g_mkdir (folder, 0700), ==, 0);
  if (geteuid () == 0)
    {
      const char *argv[] = { "mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", folder, NULL };
      int status = -1;

      if (!g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH
                         | G_SPAWN_STDOUT_TO_DEV_NULL | G_SPAWN_STDERR_TO_DEV_NULL,
                         NULL, NULL, NULL, NULL, &status, NULL)
          || !g_spawn_check_wait_status (status, NULL))
        {
          g_test_skip ("running as root without the right to mount a tmpfs");
          g_rmdir (folder);
          return;
        }
      mounted = TRUE;
      {
        char block[4096] = { 0 };
        int fd = g_open (filler, O_WRONLY | O_CREAT | O_TRUNC, 0600);

        g_assert_cmpint (fd, >=, 0);
        while (write (fd, block, sizeof block) > 0)
          ;
        g_assert_cmpint (errno, ==, ENOSPC);
        close (fd);
      }
      reason = "the disk is full";
    }
  else
    {
      g_assert_cmpint (g_chmod (folder, 0500), ==, 0);
      reason = "Permission denied";
    }

  window = ui_test_show_window (breakeven_window_new (NULL));
  breakeven_window_open_sample (window);
  document = breakeven_window_get_document (window);
  breakeven_document_set_recovery_dir (document, directory);
  breakeven_document_set_autosave_delay (document, 10);
  label = GTK_LABEL (find_by_name (GTK_WIDGET (window), "window-banner-label"));

  /* An edit, then the autosave that follows it fails: the window says so, and where and why */
  breakeven_project_set_hours_per_day (breakeven_window_get_project (window), 5);
  wait_for_banner (window, TRUE);
  g_assert_nonnull (strstr (gtk_label_get_text (label), "cannot be kept for recovery"));
  g_assert_nonnull (strstr (gtk_label_get_text (label), folder));
  g_assert_nonnull (strstr (gtk_label_get_text (label), reason));
  g_assert_nonnull (strstr (gtk_label_get_text (label), "Save the project to keep them."));
  g_assert_false (breakeven_document_autosave_now (document, &error));
  g_assert_nonnull (error);

  /* Room again: the next autosave writes, and the banner goes */
  if (mounted)
    g_unlink (filler);
  else
    g_chmod (folder, 0700);
  breakeven_project_set_hours_per_day (breakeven_window_get_project (window), 6);
  wait_for_banner (window, FALSE);
  g_assert_cmpuint (breakeven_recovery_list (directory)->len, ==, 1);

  breakeven_document_discard_recovery (document);
  gtk_window_destroy (GTK_WINDOW (window));
  flush_events ();
  if (mounted)
    {
      /* Lazily: this process keeps its lock file there open until it ends */
      const char *argv[] = { "umount", "-l", folder, NULL };

      g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL, NULL,
                    NULL, NULL);
    }
}

/* A project grown past what a project file holds (by the rest of it: the notes view refuses
 * it) cannot be kept for recovery nor saved: the banner does not tell the user to save, which
 * would fail too (P3 of hunt 13); back under the limit, it goes */
static void
test_too_large_banner (void)
{
  g_autofree char *folder = g_dir_make_tmp ("breakeven-recovery-XXXXXX", NULL);
  g_autoptr(GFile) directory = g_file_new_for_path (folder);
  g_autofree char *huge = g_strnfill (BREAKEVEN_MAX_FILE_BYTES, 'a');
  BreakevenWindow *window = ui_test_show_window (breakeven_window_new (NULL));
  BreakevenDocument *document;
  GtkLabel *label;

  breakeven_window_open_sample (window);
  document = breakeven_window_get_document (window);
  breakeven_document_set_recovery_dir (document, directory);
  breakeven_document_set_autosave_delay (document, 10);
  label = GTK_LABEL (find_by_name (GTK_WIDGET (window), "window-banner-label"));

  breakeven_project_set_notes (breakeven_window_get_project (window), huge);
  wait_for_banner (window, TRUE);
  g_assert_true (g_str_has_prefix (gtk_label_get_text (label),
                                   "Unsaved changes cannot be kept for recovery after a crash, "
                                   "nor saved ("));
  g_assert_nonnull (strstr (gtk_label_get_text (label), "shorten its notes or names"));
  g_assert_null (strstr (gtk_label_get_text (label), "Save the project"));

  breakeven_project_set_notes (breakeven_window_get_project (window), "short");
  wait_for_banner (window, FALSE);

  breakeven_document_discard_recovery (document);
  gtk_window_destroy (GTK_WINDOW (window));
  flush_events ();
  remove_tree (folder);
}

/* The notes cannot grow past what a project file holds: a paste that would is refused where it
 * is made, and said so; what the notes took still saves and reads back.  Notes edited in the
 * view stay far below a file's size, so here the rest of the project fills the file: an offer
 * whose source is megabytes long (names have a limit of their own; the window is not shown,
 * nothing lays that text out) */
static void
test_notes_full (void)
{
  g_autofree char *path = g_build_filename (data_dir, "notes.breakeven", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(BreakevenProject) read_back = NULL;
  g_autoptr(BreakevenOffer) offer = NULL;
  g_autoptr(GError) error = NULL;
  BreakevenWindow *window = breakeven_window_new (NULL);
  BreakevenProject *project;
  GtkTextBuffer *buffer;
  GtkWidget *full;
  g_autofree char *xml = NULL;
  g_autofree char *huge = NULL;
  g_autofree char *name = NULL;
  g_autofree char *fitting = NULL;
  gsize room;

  breakeven_window_open_sample (window);
  project = breakeven_window_get_project (window);
  offer = g_list_model_get_item (G_LIST_MODEL (breakeven_project_get_offers (project)), 0);
  name = g_strnfill (BREAKEVEN_MAX_FILE_BYTES - 10000, 'n');
  breakeven_offer_set_source (offer, name);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.notes", NULL));
  buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (find_by_name (GTK_WIDGET (window),
                                                                   "notes-view")));
  full = find_by_name (GTK_WIDGET (window), "notes-full");
  gtk_text_buffer_set_text (buffer, "", -1);
  flush_events ();

  /* A paste as large as a whole file: refused, the notes as they were, and the reason shown */
  huge = g_strnfill (BREAKEVEN_MAX_FILE_BYTES, 'a');
  gtk_text_buffer_insert_at_cursor (buffer, huge, -1);
  flush_events ();
  g_assert_cmpstr (breakeven_project_get_notes (project), ==, "");
  g_assert_cmpint (gtk_text_buffer_get_char_count (buffer), ==, 0);
  g_assert_true (gtk_widget_get_visible (full));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (full)),
                            "notes edited here hold up to"));

  /* Up to the byte the file can hold (the project as it is, and the notes' element that empty
   * notes do not have yet): taken; then "&", written as five bytes, is refused */
  xml = breakeven_project_to_xml (project, NULL);
  g_assert_null (strstr (xml, "<notes>"));
  room = BREAKEVEN_MAX_FILE_BYTES - strlen (xml) - strlen ("  <notes></notes>\n");
  g_assert_cmpuint (room, <, BREAKEVEN_MAX_EDITABLE_NOTES_LINE_CHARS);
  fitting = g_strnfill (room, 'b');
  gtk_text_buffer_insert_at_cursor (buffer, fitting, -1);
  flush_events ();
  g_assert_false (gtk_widget_get_visible (full));
  g_assert_cmpuint (strlen (breakeven_project_get_notes (project)), ==, room);
  gtk_text_buffer_insert_at_cursor (buffer, "&", -1);
  flush_events ();
  g_assert_true (gtk_widget_get_visible (full));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (full)), "the notes are full"));
  g_assert_cmpuint (strlen (breakeven_project_get_notes (project)), ==, room);

  /* What the notes hold, the file holds and reads back */
  g_assert_true (breakeven_window_save_to_file (window, file, &error));
  g_assert_no_error (error);
  read_back = breakeven_project_load_from_file (file, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (breakeven_project_get_notes (read_back), ==, fitting);

  gtk_window_destroy (GTK_WINDOW (window));
  flush_events ();
  g_unlink (path);
}

/* Notes of one line filling a file the reader accepts: the notes view is not filled when the
 * project opens, and when the notes are shown they are not laid out (that takes minutes) but
 * said to be too long to edit; they stay in the project and the file saves unchanged */
static void
test_notes_too_long (void)
{
  g_autofree char *path = g_build_filename (data_dir, "long-notes.breakeven", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(BreakevenProject) written = breakeven_project_load_example ("sample", NULL);
  g_autoptr(GError) error = NULL;
  BreakevenWindow *window;
  GtkWidget *view;
  GtkWidget *too_long;
  GtkTextBuffer *buffer;
  g_autofree char *xml = NULL;
  g_autofree char *notes = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  gsize before_length, after_length;

  g_assert_nonnull (written);
  xml = breakeven_project_to_xml (written, NULL);
  notes = g_strnfill (BREAKEVEN_MAX_FILE_BYTES - strlen (xml) - 100, 'x');
  breakeven_project_set_notes (written, notes);
  g_assert_true (breakeven_project_save_to_file (written, file, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &before, &before_length, NULL));

  window = ui_test_show_window (breakeven_window_new (NULL));
  g_assert_true (breakeven_window_load_file (window, file, &error));
  g_assert_no_error (error);
  flush_events ();
  view = find_by_name (GTK_WIDGET (window), "notes-view");
  too_long = find_by_name (GTK_WIDGET (window), "notes-too-long");
  buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (view));
  g_assert_cmpint (gtk_text_buffer_get_char_count (buffer), ==, 0);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.notes", NULL));
  flush_events ();
  g_assert_true (gtk_widget_get_visible (too_long));
  g_assert_true (gtk_widget_get_mapped (too_long));
  g_assert_true (g_str_has_prefix (gtk_label_get_text (GTK_LABEL (too_long)),
                                   "These notes are too long to edit here (8.0"));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (too_long)),
                            "MiB). They are kept in the file and printed in the report."));
  g_assert_false (gtk_widget_get_mapped (view));
  g_assert_cmpint (gtk_text_buffer_get_char_count (buffer), ==, 0);
  g_assert_cmpstr (breakeven_project_get_notes (breakeven_window_get_project (window)), ==, notes);
  g_assert_false (breakeven_window_get_modified (window));

  g_assert_true (breakeven_window_save_to_file (window, file, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &after, &after_length, NULL));
  g_assert_cmpuint (after_length, ==, before_length);
  g_assert_true (memcmp (before, after, before_length) == 0);

  gtk_menu_button_popdown (GTK_MENU_BUTTON (find_by_name (GTK_WIDGET (window), "notes-button")));
  flush_events ();
  gtk_window_destroy (GTK_WINDOW (window));
  flush_events ();
  g_unlink (path);
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

  /* A data directory of this run's own (recovery files, the application's first start) */
  data_dir = g_dir_make_tmp ("breakeven-files-XXXXXX", NULL);
  g_assert_nonnull (data_dir);
  g_setenv ("XDG_DATA_HOME", data_dir, TRUE);

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_test_add_func ("/files/changed-on-disk/overwrite", test_changed_on_disk_overwrite);
  g_test_add_func ("/files/changed-on-disk/reload", test_changed_on_disk_reload);
  g_test_add_func ("/ui/files/changed-on-disk-reload-refused", test_changed_on_disk_reload_refused);
  g_test_add_func ("/files/changed-on-disk/symlink", test_changed_on_disk_symlink);
  g_test_add_func ("/files/changed-on-disk/close", test_changed_on_disk_close);
  g_test_add_func ("/files/one-window-per-file", test_one_window_per_file);
  g_test_add_func ("/files/full-data-folder", test_full_data_folder);
  g_test_add_func ("/files/notes-full", test_notes_full);
  g_test_add_func ("/files/too-large-banner", test_too_large_banner);
  g_test_add_func ("/files/deleted-on-disk", test_deleted_on_disk);
  g_test_add_func ("/files/notes-too-long", test_notes_too_long);
  status = g_test_run ();
  remove_tree (data_dir);
  g_free (data_dir);
  return status;
}
