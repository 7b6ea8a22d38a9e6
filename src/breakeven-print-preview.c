/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-print-preview.c: the print job's pages drawn at screen size, page by page */

#include "config.h"

#include <glib/gi18n.h>

#include "breakeven-compat.h"
#include "breakeven-print-preview.h"

struct _BreakevenPrintPreview
{
  AdwWindow parent_instance;

  GtkLabel *page_label;
  GtkDropDown *content_dropdown;
  GtkDrawingArea *page_area;

  BreakevenDocument *document;
  BreakevenChartKind chart;
  BreakevenPrintJob *job;
  BreakevenPageGeometry geometry;
  guint page;
};

G_DEFINE_FINAL_TYPE (BreakevenPrintPreview, breakeven_print_preview, ADW_TYPE_WINDOW)

static void
update_page (BreakevenPrintPreview *self)
{
  guint n = breakeven_print_preview_get_n_pages (self);
  /* Translators: the page shown in the print preview, "2 / 3" */
  g_autofree char *text = g_strdup_printf (_("%u / %u"), self->page + 1, MAX (n, 1));

  gtk_label_set_text (self->page_label, text);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "preview.previous", self->page > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "preview.next", self->page + 1 < n);
  gtk_widget_queue_draw (GTK_WIDGET (self->page_area));
}

void
breakeven_print_preview_reload (BreakevenPrintPreview *self)
{
  BreakevenPrintContent content = breakeven_print_preview_get_content (self);
  /* The context the PDF export uses: 72 dpi, unhinted, so the pages break where they print */
  PangoContext *context = breakeven_report_pages_create_pango_context ();

  g_return_if_fail (BREAKEVEN_IS_PRINT_PREVIEW (self));

  g_clear_pointer (&self->job, breakeven_print_job_free);
  if (self->document != NULL)
    {
      self->job = breakeven_print_job_new (self->document, content, self->chart);
      /* The pages an export of the window it previews writes */
      breakeven_print_job_set_hidden_from (self->job,
                                           gtk_window_get_transient_for (GTK_WINDOW (self)));
      breakeven_print_page_geometry (breakeven_print_get_page_setup (), &self->geometry);
      breakeven_print_job_paginate (self->job, context, &self->geometry);
    }
  g_object_unref (context);
  self->page = MIN (self->page, MAX (breakeven_print_preview_get_n_pages (self), 1) - 1);
  update_page (self);
}

static void
draw_page (GtkDrawingArea *area,
           cairo_t        *cr,
           int             width,
           int             height,
           gpointer        user_data)
{
  BreakevenPrintPreview *self = user_data;
  const BreakevenPageGeometry *g = &self->geometry;
  double pad = 16, scale, x, y;

  if (self->job == NULL || breakeven_print_job_get_n_pages (self->job) == 0)
    return;
  scale = MIN ((width - 2 * pad) / g->width, (height - 2 * pad) / g->height);
  if (scale <= 0)
    return;
  x = floor ((width - g->width * scale) / 2);
  y = floor ((height - g->height * scale) / 2);

  /* The sheet: a soft shadow, white paper, then the page as printed */
  cairo_set_source_rgba (cr, 0, 0, 0, 0.18);
  cairo_rectangle (cr, x + 2, y + 3, g->width * scale, g->height * scale);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_rectangle (cr, x, y, g->width * scale, g->height * scale);
  cairo_fill (cr);

  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, scale, scale);
  cairo_rectangle (cr, 0, 0, g->width, g->height);
  cairo_clip (cr);
  breakeven_print_job_render_page (self->job, cr, self->page);
  cairo_restore (cr);
}

static void
on_content_selected (BreakevenPrintPreview *self)
{
  self->page = 0;
  breakeven_print_preview_reload (self);
}

/* Actions ------------------------------------------------------------------------------------ */

static void
action_turn (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  BreakevenPrintPreview *self = BREAKEVEN_PRINT_PREVIEW (widget);

  if (g_str_equal (action_name, "preview.next"))
    breakeven_print_preview_set_page (self, self->page + 1);
  else if (self->page > 0)
    breakeven_print_preview_set_page (self, self->page - 1);
}

static void
action_print (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  BreakevenPrintPreview *self = BREAKEVEN_PRINT_PREVIEW (widget);
  g_autoptr(GError) error = NULL;
  GtkPrintOperationResult result;

  if (self->document == NULL)
    return;
  result = breakeven_print_run (GTK_WINDOW (self), self->document,
                                breakeven_print_preview_get_content (self), self->chart,
                                (int) self->page, GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG, NULL,
                                &error);
  if (result == GTK_PRINT_OPERATION_RESULT_ERROR)
    g_warning ("Printing failed: %s", error ? error->message : "?");
  else if (result == GTK_PRINT_OPERATION_RESULT_APPLY)
    gtk_window_close (GTK_WINDOW (self));
}

static void
on_page_setup_done (GtkPageSetup *setup,
                    gpointer      user_data)
{
  g_autoptr(BreakevenPrintPreview) self = user_data;

  if (setup != NULL)
    {
      breakeven_print_set_page_setup (setup);
      breakeven_print_preview_reload (self);
    }
}

static void
action_page_setup (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  gtk_print_run_page_setup_dialog_async (GTK_WINDOW (widget), breakeven_print_get_page_setup (),
                                         breakeven_print_get_settings (), on_page_setup_done,
                                         g_object_ref (widget));
}

/* Class -------------------------------------------------------------------------------------- */

static void
breakeven_print_preview_dispose (GObject *object)
{
  BreakevenPrintPreview *self = BREAKEVEN_PRINT_PREVIEW (object);

  g_clear_pointer (&self->job, breakeven_print_job_free);
  g_clear_object (&self->document);
  gtk_widget_dispose_template (GTK_WIDGET (self), BREAKEVEN_TYPE_PRINT_PREVIEW);
  G_OBJECT_CLASS (breakeven_print_preview_parent_class)->dispose (object);
}

static void
breakeven_print_preview_class_init (BreakevenPrintPreviewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = breakeven_print_preview_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/breakeven/Breakeven/ui/breakeven-print-preview.ui");
  gtk_widget_class_bind_template_child (widget_class, BreakevenPrintPreview, page_label);
  gtk_widget_class_bind_template_child (widget_class, BreakevenPrintPreview, content_dropdown);
  gtk_widget_class_bind_template_child (widget_class, BreakevenPrintPreview, page_area);

  gtk_widget_class_install_action (widget_class, "preview.previous", NULL, action_turn);
  gtk_widget_class_install_action (widget_class, "preview.next", NULL, action_turn);
  gtk_widget_class_install_action (widget_class, "preview.print", NULL, action_print);
  gtk_widget_class_install_action (widget_class, "preview.page-setup", NULL, action_page_setup);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Down, 0, "preview.next", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Up, 0, "preview.previous", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, GDK_CONTROL_MASK, "preview.print",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
breakeven_print_preview_init (BreakevenPrintPreview *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  breakeven_compat_fix_tooltips (GTK_WIDGET (self));
  gtk_drawing_area_set_draw_func (self->page_area, draw_page, self, NULL);
  g_signal_connect_swapped (self->content_dropdown, "notify::selected",
                            G_CALLBACK (on_content_selected), self);
}

GtkWidget *
breakeven_print_preview_new (GtkWindow          *parent,
                             BreakevenDocument  *document,
                             BreakevenChartKind  chart)
{
  BreakevenPrintPreview *self;

  g_return_val_if_fail (BREAKEVEN_IS_DOCUMENT (document), NULL);

  self = g_object_new (BREAKEVEN_TYPE_PRINT_PREVIEW, "transient-for", parent, NULL);
  self->document = g_object_ref (document);
  self->chart = chart;
  breakeven_print_preview_reload (self);
  return GTK_WIDGET (self);
}

guint
breakeven_print_preview_get_n_pages (BreakevenPrintPreview *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_PRINT_PREVIEW (self), 0);
  return self->job != NULL ? breakeven_print_job_get_n_pages (self->job) : 0;
}

guint
breakeven_print_preview_get_page (BreakevenPrintPreview *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_PRINT_PREVIEW (self), 0);
  return self->page;
}

void
breakeven_print_preview_set_page (BreakevenPrintPreview *self,
                                  guint                  page)
{
  g_return_if_fail (BREAKEVEN_IS_PRINT_PREVIEW (self));

  page = MIN (page, MAX (breakeven_print_preview_get_n_pages (self), 1) - 1);
  if (page == self->page)
    return;
  self->page = page;
  update_page (self);
}

BreakevenPrintContent
breakeven_print_preview_get_content (BreakevenPrintPreview *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_PRINT_PREVIEW (self), BREAKEVEN_PRINT_REPORT);
  return gtk_drop_down_get_selected (self->content_dropdown) == 1 ? BREAKEVEN_PRINT_CHART
                                                                  : BREAKEVEN_PRINT_REPORT;
}

void
breakeven_print_preview_set_content (BreakevenPrintPreview *self,
                                     BreakevenPrintContent  content)
{
  g_return_if_fail (BREAKEVEN_IS_PRINT_PREVIEW (self));
  /* notify::selected lays the pages out again */
  gtk_drop_down_set_selected (self->content_dropdown, content == BREAKEVEN_PRINT_CHART ? 1 : 0);
}
