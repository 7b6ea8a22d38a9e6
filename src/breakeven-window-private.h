/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-window-private.h: what breakeven-window.c and breakeven-window-actions.c share */
#pragma once

#include "breakeven-lazy-page.h"
#include "breakeven-recovery.h"
#include "breakeven-offers-page.h"
#include "breakeven-parts-editor.h"
#include "breakeven-results-view.h"
#include "breakeven-usage-page.h"
#include "breakeven-window-layout.h"
#include "breakeven-window.h"

G_BEGIN_DECLS

typedef void (*BreakevenWindowContinuation) (BreakevenWindow *self);

struct _BreakevenWindow
{
  AdwApplicationWindow parent_instance;

  AdwWindowTitle *window_title;
  AdwToastOverlay *toast_overlay;
  GtkMenuButton *primary_menu_button;
  GtkMenuButton *notes_button;
  GMenu *undo_section;
  GtkScrolledWindow *layout_scroller;
  BreakevenWindowLayout *layout;
  AdwViewSwitcher *view_switcher;
  GtkWidget *save_button;
  AdwViewStack *view_stack;
  BreakevenPartsEditor *parts_editor;
  /* Usage & Costs and Cloud Offers: built when first shown (breakeven_window_get_page) */
  BreakevenLazyPage *usage_placeholder;
  BreakevenLazyPage *offers_placeholder;
  BreakevenResultsView *results_view;
  BreakevenChartView *chart;
  GtkTextView *notes_view;
  GtkLabel *notes_full_label;
  /* Shown instead of notes too long to edit; the notes view is filled when first shown */
  GtkLabel *notes_too_long_label;
  gboolean notes_bound;
  GtkRevealer *banner_revealer;
  GtkLabel *banner_label;

  /* Where the focus was last on each page (parts, usage, offers), to go back to it */
  GtkWidget *page_focus[3];
  guint focus_idle;

  GSettings *settings;
  BreakevenDocument *document;
  /* Title, modified flag and history of whichever document is shown */
  GSignalGroup *document_signals;
  /* The project's notes in the notes page */
  GBindingGroup *project_bindings;
  gboolean close_confirmed;
  /* What to do once unsaved changes are settled */
  BreakevenWindowContinuation pending;
  /* A document read by Open, waiting for the unsaved changes of this one to be settled */
  BreakevenDocument *opened_document;
  /* The question about the file changed or deleted on disk, while it is shown (a weak pointer):
   * one at a time, and a Close, New or Open meanwhile waits for its answer */
  GtkWidget *disk_question;
};

/* breakeven-window.c: the file shown goes into the recent files and is opened at the next start */
void  breakeven_window_remember_file      (BreakevenWindow *self);

/* breakeven-window-actions.c */
void  breakeven_window_class_init_actions (GtkWidgetClass  *widget_class);
void  breakeven_window_init_actions       (BreakevenWindow *self);
/* Enables what the document allows (undo, redo) and names the steps in the Edit menu */
void  breakeven_window_update_actions     (BreakevenWindow *self);
/* Runs THEN now when there is nothing to lose, else after Save or Discard (not after Cancel) */
void  breakeven_window_settle_changes     (BreakevenWindow             *self,
                                           BreakevenWindowContinuation  then);
/* The question about a file changed or deleted on disk was answered: GO_ON (the file now holds
 * this window's project, or the window shows the file's) runs what a Save in settle_changes left
 * waiting, if anything; else that is dropped.  The question itself, meanwhile, keeps
 * settle_changes from asking again */
void  breakeven_window_settle_resume      (BreakevenWindow *self,
                                           gboolean         go_on);

/* breakeven-window-pages.c: the focus follows the page shown (on the stack's
 * "notify::visible-child") and is remembered on the page it is on ("notify::focus-widget") */
void  breakeven_window_on_visible_page    (BreakevenWindow *self);
void  breakeven_window_on_focus_widget    (BreakevenWindow *self);

/* breakeven-window-notes.c: the notes popover's "show" (the view is filled then) and the notes
 * buffer's "insert-text" (refuses what would not fit) */
void  breakeven_window_on_notes_shown     (BreakevenWindow *self);
void  breakeven_window_on_notes_insert    (GtkTextBuffer   *buffer,
                                           GtkTextIter     *location,
                                           const char      *text,
                                           int              length,
                                           BreakevenWindow *self);

/* breakeven-window.c */
char *breakeven_window_document_name      (BreakevenWindow *self);
void  breakeven_window_show_error         (BreakevenWindow *self,
                                           const char      *heading,
                                           const char      *message);

G_END_DECLS
