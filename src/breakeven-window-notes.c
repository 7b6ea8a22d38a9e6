/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-window-notes.c: the window's notes: the view is filled when the notes are first
 * shown, notes too long to edit there are said so (and kept), and text that would make them too
 * long, or the project too large to save, is refused where it is typed */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "breakeven-limits.h"
#include "breakeven-window-private.h"
#include "breakeven-xml.h"

/* Whether notes are longer than the notes view edits while staying responsive: more than
 * BREAKEVEN_MAX_EDITABLE_NOTES_CHARS characters, or more than
 * BREAKEVEN_MAX_EDITABLE_NOTES_LINE_CHARS on one line */
static gboolean
notes_too_long_to_edit (const char *notes)
{
  gsize chars = 0;
  gsize line = 0;

  for (const char *p = notes; *p != '\0'; p++)
    {
      /* Count characters, not the continuation bytes of UTF-8 */
      if (((guchar) *p & 0xc0) == 0x80)
        continue;
      chars++;
      line = *p == '\n' ? 0 : line + 1;
      if (chars > BREAKEVEN_MAX_EDITABLE_NOTES_CHARS
          || line > BREAKEVEN_MAX_EDITABLE_NOTES_LINE_CHARS)
        return TRUE;
    }
  return FALSE;
}

/* The project's notes into the notes view, unless they are too long to edit there: then the
 * view is left alone (nothing flows back into the project) and a message is shown instead */
static gboolean
notes_to_view (GBinding     *binding,
               const GValue *from_value,
               GValue       *to_value,
               gpointer      user_data)
{
  BreakevenWindow *self = user_data;
  const char *notes = g_value_get_string (from_value);
  gboolean too_long = notes != NULL && notes_too_long_to_edit (notes);

  gtk_widget_set_visible (gtk_widget_get_parent (GTK_WIDGET (self->notes_view)), !too_long);
  gtk_widget_set_visible (GTK_WIDGET (self->notes_too_long_label), too_long);
  if (too_long)
    {
      g_autofree char *size = g_format_size_full (strlen (notes), G_FORMAT_SIZE_IEC_UNITS);
      g_autofree char *message = NULL;

      /* Translators: in the notes popover, instead of notes too long for the text view; %s is
       * a size, e.g. "8.0 MiB" */
      message = g_strdup_printf (_("These notes are too long to edit here (%s). They are kept "
                                   "in the file and printed in the report."), size);
      gtk_label_set_text (self->notes_too_long_label, message);
      gtk_widget_set_visible (GTK_WIDGET (self->notes_full_label), FALSE);
      return FALSE;
    }
  g_value_set_string (to_value, notes);
  return TRUE;
}

/* The notes view is filled when the notes are first shown, not when a project is opened:
 * laying out long notes takes time nobody asked for */
void
breakeven_window_on_notes_shown (BreakevenWindow *self)
{
  if (self->notes_bound)
    return;
  self->notes_bound = TRUE;
  g_binding_group_bind_full (self->project_bindings, "notes",
                             gtk_text_view_get_buffer (self->notes_view), "text",
                             G_BINDING_SYNC_CREATE | G_BINDING_BIDIRECTIONAL,
                             notes_to_view, NULL, self, NULL);
}

/* Text typed or pasted into the notes that would make them too long to edit in the view:
 * refused and said so, as for full notes.  Returns whether it was refused */
static gboolean
refuse_notes_too_long (BreakevenWindow *self,
                       GtkTextBuffer   *buffer,
                       GtkTextIter     *location,
                       const char      *text,
                       int              length)
{
  g_autofree char *message = NULL;
  GtkTextIter end = *location;
  gsize before, after, segment = 0, longest;
  gboolean newline = FALSE;

  if (!gtk_text_iter_ends_line (&end))
    gtk_text_iter_forward_to_line_end (&end);
  before = gtk_text_iter_get_line_offset (location);
  after = gtk_text_iter_get_offset (&end) - gtk_text_iter_get_offset (location);
  /* The first piece of the text joins what is before it on the line, the last what follows */
  longest = 0;
  for (const char *p = text; p < text + length; p = g_utf8_next_char (p))
    {
      if (*p == '\n')
        {
          longest = MAX (longest, segment + (newline ? 0 : before));
          newline = TRUE;
          segment = 0;
        }
      else
        segment++;
    }
  longest = MAX (longest, segment + after + (newline ? 0 : before));
  if (gtk_text_buffer_get_char_count (buffer) + g_utf8_strlen (text, length)
        <= BREAKEVEN_MAX_EDITABLE_NOTES_CHARS
      && longest <= BREAKEVEN_MAX_EDITABLE_NOTES_LINE_CHARS)
    return FALSE;
  g_signal_stop_emission_by_name (buffer, "insert-text");
  /* Translators: under the notes, when typing or pasting more would make them too long to
   * edit; the numbers are counts of characters */
  message = g_strdup_printf (_("Not added: notes edited here hold up to %d characters, and %d "
                               "on one line"), BREAKEVEN_MAX_EDITABLE_NOTES_CHARS,
                             BREAKEVEN_MAX_EDITABLE_NOTES_LINE_CHARS);
  gtk_label_set_text (self->notes_full_label, message);
  gtk_widget_set_visible (GTK_WIDGET (self->notes_full_label), TRUE);
  gtk_widget_error_bell (GTK_WIDGET (self->notes_view));
  return TRUE;
}

/* Text typed or pasted into the notes that would make the project larger than the writer
 * saves (and the reader, recovery included, reads): refused where it is typed, and said so.
 * Counted as the file would hold it, each "<", ">", "&" or quote escaped (never less than the
 * writer's own count) */
void
breakeven_window_on_notes_insert (GtkTextBuffer   *buffer,
                                  GtkTextIter     *location,
                                  const char      *text,
                                  int              length,
                                  BreakevenWindow *self)
{
  BreakevenProject *project = breakeven_window_get_project (self);
  g_autofree char *xml = NULL;
  g_autofree char *escaped = NULL;
  g_autofree char *message = NULL;
  const char *notes;
  gsize extra;

  if (project == NULL)
    return;
  notes = breakeven_project_get_notes (project);
  /* The project's own notes coming into the empty view (a new document, undo): already in */
  if (gtk_text_buffer_get_char_count (buffer) == 0 && notes != NULL
      && strlen (notes) == (gsize) length && strncmp (notes, text, length) == 0)
    return;
  if (refuse_notes_too_long (self, buffer, location, text, length))
    return;
  xml = breakeven_project_to_xml (project, NULL);
  escaped = g_markup_escape_text (text, length);
  /* Empty notes are not written at all: the first text brings its element too */
  extra = *notes == '\0' ? strlen ("  <notes></notes>\n") : 0;
  /* A carriage return is written "&#13;", which GLib leaves as it is */
  for (int i = 0; i < length; i++)
    if (text[i] == '\r')
      extra += 4;
  if (strlen (xml) + strlen (escaped) + extra <= BREAKEVEN_MAX_FILE_BYTES)
    {
      gtk_widget_set_visible (GTK_WIDGET (self->notes_full_label), FALSE);
      return;
    }
  g_signal_stop_emission_by_name (buffer, "insert-text");
  /* Translators: under the notes, when typing or pasting more would make the project file
   * larger than Breakeven reads; %d is a size in MiB */
  message = g_strdup_printf (_("Not added: the notes are full (a project file holds up to "
                               "%d MiB)"), BREAKEVEN_MAX_FILE_BYTES / (1024 * 1024));
  gtk_label_set_text (self->notes_full_label, message);
  gtk_widget_set_visible (GTK_WIDGET (self->notes_full_label), TRUE);
  gtk_widget_error_bell (GTK_WIDGET (self->notes_view));
}
