/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-compat.c: the one place that branches on GTK / libadwaita versions
 *
 * Debian 12 has GTK 4.8 and libadwaita 1.2; the Flatpak runtime has GTK 4.22 and libadwaita
 * 1.9.  Everything newer than the floor is chosen here at compile time, so the rest of the
 * application has no version checks.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "breakeven-compat.h"

void
breakeven_compat_widget_get_color (GtkWidget *widget,
                                   GdkRGBA   *color)
{
#if GTK_CHECK_VERSION (4, 10, 0)
  gtk_widget_get_color (widget, color);
#else
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), color);
#endif
}

typedef struct
{
  BreakevenFileCallback callback;
  gpointer user_data;
  /* Which finish the dialog's answer needs (GTK 4.10's GtkFileDialog) */
  gboolean save;
} FileRequest;

#if GTK_CHECK_VERSION (4, 10, 0)

static void
on_file_dialog_done (GObject      *source,
                     GAsyncResult *result,
                     gpointer      data)
{
  FileRequest *request = data;
  GtkFileDialog *dialog = GTK_FILE_DIALOG (source);
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;

  if (request->save)
    file = gtk_file_dialog_save_finish (dialog, result, &error);
  else
    file = gtk_file_dialog_open_finish (dialog, result, &error);
  if (error != NULL && !g_error_matches (error, GTK_DIALOG_ERROR, GTK_DIALOG_ERROR_DISMISSED))
    g_warning ("File dialog: %s", error->message);
  request->callback (file, request->user_data);
  g_free (request);
}

void
breakeven_compat_choose_file (GtkWindow             *parent,
                              const char            *title,
                              const char            *accept_label,
                              gboolean               save,
                              GListModel            *filters,
                              GFile                 *initial_file,
                              const char            *initial_name,
                              BreakevenFileCallback  callback,
                              gpointer               user_data)
{
  g_autoptr(GtkFileDialog) dialog = gtk_file_dialog_new ();
  FileRequest *request = g_new0 (FileRequest, 1);

  request->callback = callback;
  request->user_data = user_data;
  gtk_file_dialog_set_title (dialog, title);
  gtk_file_dialog_set_modal (dialog, TRUE);
  gtk_file_dialog_set_accept_label (dialog, accept_label);
  if (filters != NULL && g_list_model_get_n_items (filters) > 0)
    {
      g_autoptr(GtkFileFilter) first = g_list_model_get_item (filters, 0);

      gtk_file_dialog_set_filters (dialog, filters);
      gtk_file_dialog_set_default_filter (dialog, first);
    }
  if (initial_file != NULL)
    {
      g_autoptr(GFile) folder = g_file_get_parent (initial_file);

      if (folder != NULL)
        gtk_file_dialog_set_initial_folder (dialog, folder);
    }
  if (save)
    {
      request->save = TRUE;
      if (initial_name != NULL)
        gtk_file_dialog_set_initial_name (dialog, initial_name);
      gtk_file_dialog_save (dialog, parent, NULL, on_file_dialog_done, request);
    }
  else
    gtk_file_dialog_open (dialog, parent, NULL, on_file_dialog_done, request);
}

#else /* GTK < 4.10 */

static void
on_native_response (GtkNativeDialog *native,
                    int              response,
                    gpointer         data)
{
  FileRequest *request = data;
  g_autoptr(GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (native));
  gtk_native_dialog_destroy (native);
  request->callback (file, request->user_data);
  g_free (request);
  /* GTK does not keep native dialogs alive: this is the reference taken when shown */
  g_object_unref (native);
}

void
breakeven_compat_choose_file (GtkWindow             *parent,
                              const char            *title,
                              const char            *accept_label,
                              gboolean               save,
                              GListModel            *filters,
                              GFile                 *initial_file,
                              const char            *initial_name,
                              BreakevenFileCallback  callback,
                              gpointer               user_data)
{
  GtkFileChooserNative *native;
  FileRequest *request = g_new0 (FileRequest, 1);

  request->callback = callback;
  request->user_data = user_data;
  native = gtk_file_chooser_native_new (title, parent,
                                        save ? GTK_FILE_CHOOSER_ACTION_SAVE
                                             : GTK_FILE_CHOOSER_ACTION_OPEN,
                                        accept_label, _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (native), TRUE);
  if (filters != NULL)
    for (guint i = 0; i < g_list_model_get_n_items (filters); i++)
      {
        g_autoptr(GtkFileFilter) filter = g_list_model_get_item (filters, i);

        gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (native), filter);
        if (i == 0)
          gtk_file_chooser_set_filter (GTK_FILE_CHOOSER (native), filter);
      }
  if (initial_file != NULL)
    {
      g_autoptr(GFile) folder = g_file_get_parent (initial_file);

      if (folder != NULL)
        gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (native), folder, NULL);
    }
  if (save && initial_name != NULL)
    gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (native), initial_name);

  g_signal_connect (native, "response", G_CALLBACK (on_native_response), request);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (native));
}

#endif

typedef struct
{
  BreakevenResponseCallback callback;
  gpointer user_data;
} ResponseRequest;

static void
response_request_free (gpointer  data,
                       GClosure *closure)
{
  g_free (data);
}

typedef struct
{
  ResponseRequest request;
  char *response;
} PendingResponse;

static gboolean
deliver_response (gpointer data)
{
  PendingResponse *pending = data;

  pending->request.callback (pending->response, pending->request.user_data);
  g_free (pending->response);
  g_free (pending);
  return G_SOURCE_REMOVE;
}

/* The callback runs once the dialog has finished closing: it may close the parent window,
 * which takes this dialog with it (destroy-with-parent) */
static void
on_message_response (AdwMessageDialog *dialog,
                     const char       *response,
                     gpointer          data)
{
  ResponseRequest *request = data;
  PendingResponse *pending;

  if (request->callback == NULL)
    return;
  pending = g_new0 (PendingResponse, 1);
  pending->request = *request;
  pending->response = g_strdup (response);
  g_idle_add (deliver_response, pending);
}

/* AdwMessageDialog is deprecated from libadwaita 1.6 (AdwAlertDialog), but MIN_REQUIRED 1.2
 * keeps it warning-free and working on both targets; it is the only choice on 1.2. */
GtkWidget *
breakeven_compat_message (GtkWindow                 *parent,
                          const char                *heading,
                          const char                *body,
                          const char                *default_response,
                          BreakevenResponseCallback  callback,
                          gpointer                   user_data,
                          const char                *first_response_id,
                          ...)
{
  GtkWidget *dialog = adw_message_dialog_new (parent, heading, body);
  ResponseRequest *request = g_new0 (ResponseRequest, 1);
  const char *id = first_response_id;
  gboolean has_cancel = FALSE;
  va_list args;

  request->callback = callback;
  request->user_data = user_data;

  va_start (args, first_response_id);
  while (id != NULL)
    {
      const char *label = va_arg (args, const char *);

      adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), id, label);
      if (g_str_equal (id, "cancel"))
        has_cancel = TRUE;
      if (g_str_equal (id, "save"))
        adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), id,
                                                    ADW_RESPONSE_SUGGESTED);
      else if (g_str_equal (id, "discard"))
        adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), id,
                                                    ADW_RESPONSE_DESTRUCTIVE);
      id = va_arg (args, const char *);
    }
  va_end (args);

  gtk_window_set_destroy_with_parent (GTK_WINDOW (dialog), TRUE);
  if (default_response != NULL)
    adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), default_response);
  /* Escape cancels when there is a cancel response, else it picks the default */
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog),
                                         has_cancel ? "cancel"
                                         : default_response ? default_response : "close");
  g_signal_connect_data (dialog, "response", G_CALLBACK (on_message_response), request,
                         response_request_free, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  return dialog;
}

/* Tooltips ---------------------------------------------------------------------------------- */

/* The width a label needs for TEXT on one line, in "average characters": a wide (CJK) character
 * counts twice */
static int
display_width (const char *text)
{
  int width = 0;

  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    width += g_unichar_iswide (g_utf8_get_char (p)) ? 2 : 1;
  return width;
}

static gboolean
on_query_tooltip (GtkWidget  *widget,
                  int         x,
                  int         y,
                  gboolean    keyboard,
                  GtkTooltip *tooltip,
                  gpointer    user_data)
{
  const char *text = gtk_widget_get_tooltip_text (widget);
  GtkLabel *label = g_object_get_data (G_OBJECT (widget), "breakeven-tooltip-label");

  if (text == NULL || *text == '\0')
    return FALSE;
  /* One label a widget, kept: the query comes at every move of the pointer */
  if (label == NULL)
    {
      label = GTK_LABEL (g_object_ref_sink (gtk_label_new (NULL)));
      gtk_label_set_wrap (label, TRUE);
      gtk_label_set_wrap_mode (label, PANGO_WRAP_WORD_CHAR);
      gtk_label_set_max_width_chars (label, 50);
      gtk_label_set_xalign (label, 0);
      /* Kept on the widget, which can be any GTK widget (not a class of ours to give a
       * field), made only when its tooltip is first shown */
      g_object_set_data_full (G_OBJECT (widget), "breakeven-tooltip-label", label,
                              g_object_unref);
    }
  if (g_strcmp0 (gtk_label_get_text (label), text) != 0)
    {
      gtk_label_set_text (label, text);
      /* At least the whole text on one line up to 30 characters; longer ones wrap at 50 */
      gtk_label_set_width_chars (label, MIN (display_width (text), 30));
    }
  gtk_tooltip_set_custom (tooltip, GTK_WIDGET (label));
  return TRUE;
}

static void
fix_tooltips (GtkWidget *root,
              gboolean   all)
{
  if ((all || gtk_widget_get_tooltip_text (root) != NULL)
      && g_object_get_data (G_OBJECT (root), "breakeven-tooltip") == NULL)
    {
      g_signal_connect (root, "query-tooltip", G_CALLBACK (on_query_tooltip), NULL);
      /* Any GTK widget may be here: the mark that it is handled has to live on the object */
      g_object_set_data (G_OBJECT (root), "breakeven-tooltip", GINT_TO_POINTER (TRUE));
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    fix_tooltips (child, all);
}

void
breakeven_compat_fix_tooltips (GtkWidget *root)
{
  g_return_if_fail (GTK_IS_WIDGET (root));
  fix_tooltips (root, FALSE);
}

void
breakeven_compat_fix_row_tooltips (GtkWidget *row)
{
  g_return_if_fail (GTK_IS_WIDGET (row));
  fix_tooltips (row, TRUE);
}
