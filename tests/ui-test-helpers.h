/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ui-test-helpers.h: finding, driving and rendering widgets in the GTK tests (included once per
 * test; test-helpers.h holds what needs no display) */
#pragma once

#include <adwaita.h>
#include <gtk/gtk.h>

#include "breakeven-window.h"
#include "test-helpers.h"

/* Runs the main loop until nothing is pending: the widgets' idles and the events so far */
static inline void
flush_events (void)
{
  run_pending ();
}

static inline void
collect_by_name (GtkWidget  *widget,
                 const char *name,
                 GPtrArray  *out)
{
  if (g_strcmp0 (gtk_widget_get_name (widget), name) == 0)
    g_ptr_array_add (out, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_by_name (child, name, out);
}

/* The first widget named NAME under ROOT; there must be one */
static inline GtkWidget *
find_by_name (GtkWidget  *root,
              const char *name)
{
  g_autoptr(GPtrArray) found = g_ptr_array_new ();

  collect_by_name (root, name, found);
  if (found->len == 0)
    g_error ("No widget named %s", name);
  return g_ptr_array_index (found, 0);
}

/* The first widget named NAME on WINDOW's page PAGE ("usage"), which is built now if it was
 * not yet (the window builds a page but the first when it is first shown) */
static inline GtkWidget *
find_on_page (BreakevenWindow *window,
              const char      *page,
              const char      *name)
{
  GtkWidget *widget = breakeven_window_get_page (window, page);

  g_assert_nonnull (widget);
  return find_by_name (widget, name);
}

/* Every widget of TYPE under WIDGET, WIDGET included */
static inline void
collect_by_type (GtkWidget *widget,
                 GType      type,
                 GPtrArray *out)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    g_ptr_array_add (out, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_by_type (child, type, out);
}

/* The toplevel of TYPE now shown (there must be one) */
static inline GtkWindow *
find_toplevel (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (window, type))
        return window;
    }
  g_assert_not_reached ();
  return NULL;
}

/* The part a parts table cell (or a widget inside one) shows: its cell's "part" property */
static inline gpointer
cell_get_part (GtkWidget *widget)
{
  for (; widget != NULL; widget = gtk_widget_get_parent (widget))
    if (g_object_class_find_property (G_OBJECT_GET_CLASS (widget), "part") != NULL)
      {
        g_autoptr(GObject) part = NULL;

        g_object_get (widget, "part", &part, NULL);
        return part;
      }
  return NULL;
}

/* The widget NAME of the parts table's row showing PART */
static inline GtkWidget *
find_cell (GtkWidget  *root,
           const char *name,
           gpointer    part)
{
  g_autoptr(GPtrArray) found = g_ptr_array_new ();

  collect_by_name (root, name, found);
  for (guint i = 0; i < found->len; i++)
    if (cell_get_part (g_ptr_array_index (found, i)) == part)
      return g_ptr_array_index (found, i);
  g_assert_not_reached ();
  return NULL;
}

/* What WIDGET shows, drawn onto an image surface through its render node */
static inline cairo_surface_t *
render_widget (GtkWidget *widget)
{
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  GskRenderNode *node;
  cairo_surface_t *surface;
  cairo_t *cr;

  g_assert_cmpint (width, >, 0);
  g_assert_cmpint (height, >, 0);
  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cr = cairo_create (surface);
  if (node != NULL)
    {
      gsk_render_node_draw (node, cr);
      gsk_render_node_unref (node);
    }
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

/* WINDOW presented at 1024 x 700 (what the window tests assume) and drawn; returns it */
static inline BreakevenWindow *
ui_test_show_window (BreakevenWindow *window)
{
  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 700);
  gtk_window_present (GTK_WINDOW (window));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  flush_events ();
  return window;
}

/* A new window showing the sample project, presented at 1024 x 700 and drawn */
static inline BreakevenWindow *
ui_test_new_sample_window (void)
{
  BreakevenWindow *window = breakeven_window_new (NULL);

  breakeven_window_open_sample (window);
  return ui_test_show_window (window);
}

/* PAGE (a page of the window, with a "document" property) on its own, showing DOCUMENT, in a
 * window that has the focus; returns the window */
static inline GtkWidget *
ui_test_show_page (GtkWidget *page,
                   gpointer   document)
{
  GtkWidget *window = gtk_window_new ();

  g_object_set (page, "document", document, NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 900, 1100);
  gtk_window_set_child (GTK_WINDOW (window), page);
  gtk_window_present (GTK_WINDOW (window));
  gtk_test_widget_wait_for_draw (window);
  flush_events ();
  return window;
}

/* What a click does (gtk_widget_activate would wait for the press animation) */
static inline void
click (GtkWidget *button)
{
  g_signal_emit_by_name (button, "clicked");
  flush_events ();
}

/* WINDOW (a GtkWindow) destroyed, and what that leaves to do done */
static inline void
close_window (gpointer window)
{
  gtk_window_destroy (GTK_WINDOW (window));
  flush_events ();
}

/* The message dialog shown over PARENT (a GtkWindow; NULL: over any window), if any */
static inline AdwMessageDialog *
find_message_dialog (gpointer parent)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) toplevel = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (toplevel)
          && (parent == NULL
              || gtk_window_get_transient_for (GTK_WINDOW (toplevel)) == GTK_WINDOW (parent))
          && gtk_widget_get_visible (GTK_WIDGET (toplevel)))
        return ADW_MESSAGE_DIALOG (toplevel);
    }
  return NULL;
}

/* For a reviewer to look at: SURFACE as NAME (a .png) in the tests' build directory */
static inline void
write_surface_png (cairo_surface_t *surface,
                   const char      *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_BUILT, name, NULL);

  g_assert_cmpint (cairo_surface_write_to_png (surface, path), ==, CAIRO_STATUS_SUCCESS);
  g_test_message ("wrote %s", path);
}

/* What WIDGET shows, as NAME (a .png) in the tests' build directory */
static inline void
write_png (GtkWidget  *widget,
           const char *name)
{
  cairo_surface_t *surface = render_widget (widget);

  write_surface_png (surface, name);
  cairo_surface_destroy (surface);
}
