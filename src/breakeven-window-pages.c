/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-window-pages.c: the window's pages: which is shown, and the focus each keeps while
 * another is (the window: breakeven-window.c) */

#include "config.h"

#include "breakeven-lazy-page.h"
#include "breakeven-window-private.h"

/* Pages -------------------------------------------------------------------------------------- */

static GtkWidget *
page_at (BreakevenWindow *self,
         guint            index)
{
  GtkWidget *pages[] = {
    GTK_WIDGET (self->parts_editor), GTK_WIDGET (self->usage_placeholder),
    GTK_WIDGET (self->offers_placeholder)
  };

  return index < G_N_ELEMENTS (pages) ? pages[index] : NULL;
}

GtkWidget *
breakeven_window_get_page (BreakevenWindow *self,
                           const char      *name)
{
  GtkWidget *child;

  g_return_val_if_fail (BREAKEVEN_IS_WINDOW (self), NULL);
  g_return_val_if_fail (name != NULL, NULL);

  child = adw_view_stack_get_child_by_name (self->view_stack, name);
  if (BREAKEVEN_IS_LAZY_PAGE (child))
    return breakeven_lazy_page_get_page (BREAKEVEN_LAZY_PAGE (child));
  return child;
}

void
breakeven_window_show_page (BreakevenWindow *self,
                            const char      *name)
{
  g_return_if_fail (BREAKEVEN_IS_WINDOW (self));
  g_return_if_fail (name != NULL);

  if (adw_view_stack_get_child_by_name (self->view_stack, name) == NULL)
    return;
  adw_view_stack_set_visible_child_name (self->view_stack, name);
}

/* Focus into PAGE without selecting a field's text (grabbing a text field's focus selects
 * it all, which the next key would replace) */
static void
deselect (GtkWidget *widget)
{
  if (GTK_IS_EDITABLE (widget))
    {
      int position = gtk_editable_get_position (GTK_EDITABLE (widget));

      gtk_editable_select_region (GTK_EDITABLE (widget), position, position);
    }
}

static void
focus_without_selecting (GtkWidget *widget)
{
  if (GTK_IS_TEXT (widget))
    gtk_text_grab_focus_without_selecting (GTK_TEXT (widget));
  else
    gtk_widget_grab_focus (widget);
  /* The stack may have focused it already, selecting it all */
  deselect (widget);
}

static gboolean
restore_page_focus (gpointer data)
{
  BreakevenWindow *self = data;
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));
  GtkWidget *page = adw_view_stack_get_visible_child (self->view_stack);

  self->focus_idle = 0;
  /* The focus is still on something shown outside the page (the page switcher, the chart):
   * it stays there.  Inside the page, the stack itself may have moved it there, to the page's
   * first field, its text all selected: it goes where it was instead */
  if (page == NULL
      || (focus != NULL && gtk_widget_get_mapped (focus) && !gtk_widget_is_ancestor (focus, page)))
    return G_SOURCE_REMOVE;
  for (guint i = 0; i < G_N_ELEMENTS (self->page_focus); i++)
    if (page_at (self, i) == page && self->page_focus[i] != NULL
        && gtk_widget_is_ancestor (self->page_focus[i], page)
        && gtk_widget_get_mapped (self->page_focus[i]))
      {
        focus_without_selecting (self->page_focus[i]);
        return G_SOURCE_REMOVE;
      }
  /* Never there yet: the page's first control, its text (if a field) not selected */
  if ((focus != NULL && gtk_widget_is_ancestor (focus, page))
      || gtk_widget_child_focus (page, GTK_DIR_TAB_FORWARD))
    deselect (gtk_root_get_focus (GTK_ROOT (self)));
  return G_SOURCE_REMOVE;
}

void
breakeven_window_on_visible_page (BreakevenWindow *self)
{
  /* After the page that had the focus is hidden */
  if (self->focus_idle == 0)
    self->focus_idle = g_idle_add (restore_page_focus, self);
}

/* A field losing focus ends its run of typing: the next edit is a step of its own.  The focus
 * is remembered on the page it is on. */
void
breakeven_window_on_focus_widget (BreakevenWindow *self)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

  if (self->document != NULL)
    breakeven_document_end_typing (self->document);
  if (focus == NULL)
    return;
  for (guint i = 0; i < G_N_ELEMENTS (self->page_focus); i++)
    {
      GtkWidget *page = page_at (self, i);

      /* NULL once the template is disposed */
      if (page != NULL && gtk_widget_is_ancestor (focus, page))
        g_set_weak_pointer (&self->page_focus[i], focus);
    }
}
