/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-application.c: the GtkApplication: windows, app actions, opening files */

#include "config.h"

#include <glib/gi18n.h>

#include "breakeven-application.h"
#include "breakeven-window.h"
#include "breakeven-xml.h"

struct _BreakevenApplication
{
  AdwApplication parent_instance;
};

G_DEFINE_FINAL_TYPE (BreakevenApplication, breakeven_application, ADW_TYPE_APPLICATION)

static BreakevenWindow *
get_pristine_window (BreakevenApplication *self)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));

  if (!BREAKEVEN_IS_WINDOW (window))
    return NULL;
  /* A change made in this main-loop turn counts */
  breakeven_window_flush_changes (BREAKEVEN_WINDOW (window));
  if (breakeven_window_is_pristine (BREAKEVEN_WINDOW (window)))
    return BREAKEVEN_WINDOW (window);
  return NULL;
}

/* The last project worked on, else the sample (the first start) */
static void
open_initial_document (BreakevenWindow *window)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autofree char *uri = g_settings_get_string (settings, "last-file");

  if (uri != NULL && *uri != '\0')
    {
      g_autoptr(GFile) file = g_file_new_for_uri (uri);

      breakeven_window_open_last_file (window, file);
      return;
    }
  breakeven_window_open_sample (window);
}

static void
breakeven_application_activate (GApplication *app)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));

  if (window == NULL)
    {
      window = GTK_WINDOW (breakeven_window_new (GTK_APPLICATION (app)));
      open_initial_document (BREAKEVEN_WINDOW (window));
      gtk_window_present (window);
      /* What a crash or a kill left unsaved: restore or discard each */
      breakeven_window_offer_recovery (BREAKEVEN_WINDOW (window), NULL);
      return;
    }
  gtk_window_present (window);
}

static void
breakeven_application_open (GApplication  *app,
                            GFile        **files,
                            int            n_files,
                            const char    *hint)
{
  BreakevenApplication *self = BREAKEVEN_APPLICATION (app);
  gboolean first_start = gtk_application_get_windows (GTK_APPLICATION (app)) == NULL;

  for (int i = 0; i < n_files; i++)
    {
      BreakevenWindow *window = breakeven_window_find_for_file (GTK_APPLICATION (app), files[i]);
      g_autoptr(BreakevenDocument) document = NULL;

      /* Open already (or named twice): one file, one window */
      if (window != NULL)
        {
          gtk_window_present (GTK_WINDOW (window));
          continue;
        }
      window = get_pristine_window (self);

      if (window == NULL)
        {
          window = breakeven_window_new (GTK_APPLICATION (app));
          /* The file's document from the start: no sample is built only to be replaced */
          document = breakeven_document_new_for_file (files[i], NULL);
          if (document != NULL)
            breakeven_window_set_document (window, document);
          else
            /* Something to show under the error that loading the file again explains */
            breakeven_window_open_sample (window);
        }
      gtk_window_present (GTK_WINDOW (window));
      if (document == NULL)
        breakeven_window_load_file (window, files[i], NULL);
      /* Started to open a file after a crash: the lost work is offered all the same */
      if (first_start && i == 0)
        breakeven_window_offer_recovery (window, NULL);
    }
}

static void
action_about (GSimpleAction *action,
              GVariant      *parameter,
              gpointer       user_data)
{
  GtkApplication *app = GTK_APPLICATION (user_data);
  const char *developers[] = { _("The Breakeven authors"), NULL };
  GtkWidget *about;

  about = g_object_new (ADW_TYPE_ABOUT_WINDOW,
                        "transient-for", gtk_application_get_active_window (app),
                        "modal", TRUE,
                        "application-name", _("Breakeven"),
                        "application-icon", APP_ID,
                        "version", PACKAGE_VERSION,
                        "developer-name", _("The Breakeven authors"),
                        "developers", developers,
                        "comments", _("Should you build a GPU workstation or rent cloud GPUs? "
                                      "Compare the costs and see where they cross."),
                        "license-type", GTK_LICENSE_GPL_3_0,
                        "translator-credits", _("translator-credits"),
                        NULL);
  gtk_window_present (GTK_WINDOW (about));
}

static void
action_quit (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  GtkApplication *app = GTK_APPLICATION (user_data);
  g_autoptr(GList) windows = g_list_copy (gtk_application_get_windows (app));

  /* Each window settles its own unsaved changes; the app ends with the last one */
  for (GList *l = windows; l != NULL; l = l->next)
    gtk_window_close (GTK_WINDOW (l->data));
}

static const GActionEntry app_actions[] = {
  { "about", action_about },
  { "quit", action_quit },
};

static void
breakeven_application_startup (GApplication *app)
{
  /* The window's own actions have their shortcuts in its class (breakeven-window-actions.c) */
  static const struct { const char *action; const char *accels[3]; } accels[] = {
    { "app.quit", { "<Control>q", NULL } },
    { "window.close", { "<Control>w", NULL } },
  };

  G_APPLICATION_CLASS (breakeven_application_parent_class)->startup (app);

  g_action_map_add_action_entries (G_ACTION_MAP (app), app_actions, G_N_ELEMENTS (app_actions), app);
  for (guint i = 0; i < G_N_ELEMENTS (accels); i++)
    gtk_application_set_accels_for_action (GTK_APPLICATION (app), accels[i].action, accels[i].accels);
}

static void
breakeven_application_class_init (BreakevenApplicationClass *klass)
{
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  app_class->startup = breakeven_application_startup;
  app_class->activate = breakeven_application_activate;
  app_class->open = breakeven_application_open;
}

static void
breakeven_application_init (BreakevenApplication *self)
{
}

BreakevenApplication *
breakeven_application_new (void)
{
  return g_object_new (BREAKEVEN_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "flags", G_APPLICATION_HANDLES_OPEN,
                       "resource-base-path", RESOURCE_PATH,
                       NULL);
}
