/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-document.c: the open project, its file, its analysis, its history */

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include "breakeven-document.h"
#include "breakeven-xml.h"

/* Before GTK's redraw (G_PRIORITY_HIGH_IDLE + 20): the frame shows the new figures */
#define SETTLE_PRIORITY (G_PRIORITY_HIGH_IDLE + 10)

#define RECOVERY_GROUP "Recovery"
#define RECOVERY_PROJECT_SUFFIX ".breakeven"
#define RECOVERY_INFO_SUFFIX ".ini"
#define RECOVERY_INFO_MAX_BYTES (64 * 1024)
/* "instance-ID.lock": the lock file of the instance ID in a recovery folder */
#define RECOVERY_LOCK_PREFIX "instance-"
#define RECOVERY_LOCK_SUFFIX ".lock"

/* A state of the project: its canonical XML, which says whether two states are the same, and
 * a copy that undo assigns back.  (The copy, not the XML read back: the loader refuses some
 * states the model allows, such as an offer whose currency has no exchange rate yet.)
 * Reference counted: a step's "after" is the next step's "before" and the current state. */
typedef struct
{
  char *xml;
  BreakevenProject *project;
} State;

/* One undoable step */
typedef struct
{
  char *name;
  char *key;      /* what changed, for grouping; NULL: never extended */
  State *before;
  State *after;
  gint64 time;    /* of the last edit in the step, on the document's clock */
} Step;

struct _BreakevenDocument
{
  GObject parent_instance;

  BreakevenProject *project;
  GFile *file;
  char *title;
  BreakevenAnalysis *analysis;
  guint n_analyses;

  /* One idle source settles a burst of changes: its undo step, then its analysis */
  guint settle_source;
  gboolean analysis_pending;
  /* The one offer edited since the last analysis (a reference), for the next one to compute
   * that offer again and take the others' figures over; NULL with none or several */
  BreakevenOffer *changed_offer;
  gboolean several_offers_changed;
  gboolean history_pending;
  GPtrArray *burst_keys;        /* what the burst changed, in order, each once */
  char *next_name;
  gboolean group_closed;
  gboolean restoring;

  State *current;               /* the state last settled */
  State *saved;                 /* at the last load or save; NULL: none */
  char *rates;                  /* exchange rates as last settled: they have no notify */
  GPtrArray *undo_steps;        /* of Step, oldest first */
  GPtrArray *redo_steps;        /* of Step, the next to redo last */
  char *undo_label;
  char *redo_label;
  gboolean can_undo;
  gboolean can_redo;
  gboolean modified;

  BreakevenDocumentClock clock;
  gpointer clock_data;

  char *file_etag;              /* the file's as last read or written; NULL: not known */
  char *autosave_error;         /* why the last autosave failed; NULL: it did not */

  GFile *recovery_dir;          /* NULL: the default */
  char *recovery_id;            /* NULL until the recovery file is first written */
  guint autosave_source;
  guint autosave_delay_msec;

  /* Items we listen to, mirrored from each store so removed items can be disconnected */
  GPtrArray *watched_parts;
  GPtrArray *watched_offers;
  GPtrArray *watched_bursts;
};

struct _BreakevenRecovery
{
  char *directory;
  char *id;
  char *title;
  GDateTime *modified_time;
  GFile *file;
};

G_DEFINE_FINAL_TYPE (BreakevenDocument, breakeven_document, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_PROJECT,
  PROP_FILE,
  PROP_MODIFIED,
  PROP_TITLE,
  PROP_ANALYSIS,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_UNDO_LABEL,
  PROP_REDO_LABEL,
  PROP_AUTOSAVE_ERROR,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
state_clear (gpointer data)
{
  State *state = data;

  g_free (state->xml);
  g_clear_object (&state->project);
}

static State *
state_ref (State *state)
{
  return g_rc_box_acquire (state);
}

static void
state_unref (State *state)
{
  g_rc_box_release_full (state, state_clear);
}

/* Takes XML, the project's own */
static State *
state_new (BreakevenProject *project,
           char             *xml)
{
  State *state = g_rc_box_new0 (State);

  state->xml = xml;
  state->project = breakeven_project_new ();
  breakeven_project_assign (state->project, project);
  return state;
}

static void
step_free (Step *step)
{
  g_free (step->name);
  g_free (step->key);
  g_clear_pointer (&step->before, state_unref);
  g_clear_pointer (&step->after, state_unref);
  g_free (step);
}

static gint64
document_now (BreakevenDocument *self)
{
  if (self->clock != NULL)
    return self->clock (self->clock_data);
  return g_get_monotonic_time ();
}

static char *
default_recovery_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "breakeven", "recovery", NULL);
}

static char *
recovery_path (BreakevenDocument *self)
{
  if (self->recovery_dir != NULL)
    return g_file_get_path (self->recovery_dir);
  return default_recovery_path ();
}

/* Exchange rates as one string, to see that they changed */
static char *
rates_signature (BreakevenProject *project)
{
  GString *out = g_string_new (NULL);
  guint n = breakeven_project_get_n_exchange_rates (project);

  for (guint i = 0; i < n; i++)
    {
      const char *from, *to;
      double rate;
      char buf[G_ASCII_DTOSTR_BUF_SIZE];

      breakeven_project_get_nth_exchange_rate (project, i, &from, &to, &rate);
      g_string_append_printf (out, "%s>%s=%s;", from, to, g_ascii_dtostr (buf, sizeof buf, rate));
    }
  return g_string_free (out, FALSE);
}

/* Step names */

/* A value that follows another one is notified with it: the change is the other one's */
static const struct { const char *follower, *leader; } followers[] = {
  { "cloud-idle-hours-per-day", "idle-hours-per-day" },
  { "cloud-idle-hours-set", "cloud-idle-hours-per-day" },
  { "resale-after-purchase-percent", "resale-percent" },
  { "resale-after-purchase-set", "resale-after-purchase-percent" },
  { "wall-watts-set", "wall-watts" },
  { "idle-price-set", "idle-price-per-hour" },
};

static const struct { const char *property, *name; } project_step_names[] = {
  { "title", N_("Edit Title") },
  { "notes", N_("Edit Notes") },
  { "currency", N_("Edit Currency") },
  { "hours-per-day", N_("Edit Hours per Day") },
  { "idle-hours-per-day", N_("Edit Idle Hours per Day") },
  { "cloud-idle-hours-per-day", N_("Edit Cloud Idle Hours per Day") },
  { "cloud-idle-hours-set", N_("Edit Cloud Idle Hours per Day") },
  { "vram-needed-gb", N_("Edit VRAM Needed") },
  { "horizon-months", N_("Edit Horizon") },
  { "cloud-storage-gb", N_("Edit Cloud Storage") },
  { "exchange-rates", N_("Edit Exchange Rate") },
  { "has-vendor-quote", N_("Edit Vendor Quote") },
  { "vendor-quote", N_("Edit Vendor Quote") },
  { "use-vendor-quote", N_("Edit Vendor Quote") },
  { "vendor-quote-note", N_("Edit Vendor Quote") },
  { "build-max-hours-per-day", N_("Edit the Build’s Most Hours a Day") },
  { "price-change-percent-per-year", N_("Edit Cloud Price Change") },
};

/* KEY is "project:PROPERTY", "part N:PROPERTY" or "offer N:PROPERTY" */
static const char *
name_for_key (const char *key)
{
  const char *property = strchr (key, ':');

  if (g_str_has_prefix (key, "part "))
    return _("Edit Part");
  if (g_str_has_prefix (key, "offer "))
    return _("Edit Offer");
  if (g_str_has_prefix (key, "burst "))
    return _("Edit Burst");
  if (property == NULL)
    return _("Edit Project");
  property++;
  for (guint i = 0; i < G_N_ELEMENTS (project_step_names); i++)
    if (strcmp (property, project_step_names[i].property) == 0)
      return _(project_step_names[i].name);
  /* Power, electricity, maintenance, resale and interest */
  return _("Edit Costs");
}

static gboolean
key_is_follower (GPtrArray  *keys,
                 const char *key)
{
  const char *property = strchr (key, ':');
  gsize prefix_len;

  if (property == NULL)
    return FALSE;
  prefix_len = (gsize) (property - key) + 1;
  property++;
  for (guint i = 0; i < G_N_ELEMENTS (followers); i++)
    {
      g_autofree char *leader = NULL;

      if (strcmp (property, followers[i].follower) != 0)
        continue;
      leader = g_strdup_printf ("%.*s%s", (int) prefix_len, key, followers[i].leader);
      for (guint j = 0; j < keys->len; j++)
        if (strcmp (g_ptr_array_index (keys, j), leader) == 0)
          return TRUE;
    }
  return FALSE;
}

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

/* What a burst changed: adding or deleting parts or offers names the step and is never
 * extended; otherwise the edited values (without those that only follow another) are the
 * key, and a later burst editing the same values extends the step. */
static void
describe_burst (GPtrArray   *keys,
                char       **out_key,
                const char **out_name)
{
  g_autoptr(GPtrArray) edited = g_ptr_array_new ();
  const char *list = NULL;
  gboolean added = FALSE, deleted = FALSE;

  for (guint i = 0; i < keys->len; i++)
    {
      const char *key = g_ptr_array_index (keys, i);
      const char *colon = strchr (key, ':');

      if (g_str_has_prefix (key, "parts:") || g_str_has_prefix (key, "offers:")
          || g_str_has_prefix (key, "bursts:"))
        {
          if (list == NULL)
            list = g_str_has_prefix (key, "parts:") ? "parts:"
                   : g_str_has_prefix (key, "offers:") ? "offers:" : "bursts:";
          if (!g_str_has_prefix (key, list))
            continue;
          added |= strcmp (colon + 1, "add") == 0 || strcmp (colon + 1, "replace") == 0;
          deleted |= strcmp (colon + 1, "delete") == 0 || strcmp (colon + 1, "replace") == 0;
        }
      else if (!key_is_follower (keys, key))
        g_ptr_array_add (edited, (gpointer) key);
    }

  *out_key = NULL;
  if (list != NULL)
    {
      gboolean parts = strcmp (list, "parts:") == 0;
      gboolean bursts = strcmp (list, "bursts:") == 0;

      if (added && !deleted)
        *out_name = bursts ? _("Add Burst") : parts ? _("Add Part") : _("Add Offer");
      else if (deleted && !added)
        *out_name = bursts ? _("Delete Burst") : parts ? _("Delete Part") : _("Delete Offer");
      else
        *out_name = bursts ? _("Edit Burst") : parts ? _("Edit Part") : _("Edit Offer");
      return;
    }
  if (edited->len == 0)
    {
      *out_name = _("Edit Project");
      return;
    }

  *out_name = name_for_key (g_ptr_array_index (edited, 0));
  for (guint i = 1; i < edited->len; i++)
    if (strcmp (name_for_key (g_ptr_array_index (edited, i)), *out_name) != 0)
      {
        *out_name = _("Edit Project");
        break;
      }
  g_ptr_array_sort (edited, compare_strings);
  g_ptr_array_add (edited, NULL);
  *out_key = g_strjoinv ("|", (char **) edited->pdata);
}

/* State */

static void
update_title (BreakevenDocument *self)
{
  const char *project_title = breakeven_project_get_title (self->project);
  g_autofree char *title = NULL;

  if (project_title != NULL && *project_title != '\0')
    title = g_strdup (project_title);
  else if (self->file != NULL)
    {
      g_autofree char *basename = g_file_get_basename (self->file);

      if (basename != NULL)
        title = g_filename_display_name (basename);
    }
  if (title == NULL)
    title = g_strdup (_("Untitled project"));

  if (g_strcmp0 (title, self->title) == 0)
    return;
  g_free (self->title);
  self->title = g_steal_pointer (&title);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
}

static const char *
top_step_name (GPtrArray *steps)
{
  return steps->len > 0 ? ((Step *) g_ptr_array_index (steps, steps->len - 1))->name : NULL;
}

/* Notifies what the history and the last save make of the current state */
static void
update_state (BreakevenDocument *self)
{
  gboolean can_undo = self->undo_steps->len > 0;
  gboolean can_redo = self->redo_steps->len > 0;
  gboolean modified = self->saved == NULL || strcmp (self->current->xml, self->saved->xml) != 0;
  g_autofree char *undo_label = NULL;
  g_autofree char *redo_label = NULL;

  if (can_undo)
    /* Translators: %s is what the step did, e.g. "Delete Part" */
    undo_label = g_strdup_printf (_("Undo %s"), top_step_name (self->undo_steps));
  else
    undo_label = g_strdup (_("Undo"));
  if (can_redo)
    /* Translators: %s is what the step did, e.g. "Delete Part" */
    redo_label = g_strdup_printf (_("Redo %s"), top_step_name (self->redo_steps));
  else
    redo_label = g_strdup (_("Redo"));

  g_object_freeze_notify (G_OBJECT (self));
  if (can_undo != self->can_undo)
    {
      self->can_undo = can_undo;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
    }
  if (can_redo != self->can_redo)
    {
      self->can_redo = can_redo;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
    }
  if (g_strcmp0 (undo_label, self->undo_label) != 0)
    {
      g_free (self->undo_label);
      self->undo_label = g_steal_pointer (&undo_label);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_UNDO_LABEL]);
    }
  if (g_strcmp0 (redo_label, self->redo_label) != 0)
    {
      g_free (self->redo_label);
      self->redo_label = g_steal_pointer (&redo_label);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REDO_LABEL]);
    }
  if (modified != self->modified)
    {
      self->modified = modified;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODIFIED]);
    }
  g_object_thaw_notify (G_OBJECT (self));
}

/* Takes STATE */
static void
set_current (BreakevenDocument *self,
             State             *state)
{
  g_clear_pointer (&self->current, state_unref);
  self->current = state;
  g_free (self->rates);
  self->rates = rates_signature (self->project);
}

/* Recovery files */

static char *
recovery_file_path (const char *directory,
                    const char *id,
                    const char *suffix)
{
  g_autofree char *name = g_strconcat (id, suffix, NULL);

  return g_build_filename (directory, name, NULL);
}

/* Instances.  Recovery files belong to the running instance (process) that writes them: each
 * names its instance, and the instance holds a lock on "instance-ID.lock" in the folder for as
 * long as it runs (the kernel lets go of it when the process ends, however it ends).  Another
 * instance neither offers nor removes the files of an instance whose lock is held. */

G_LOCK_DEFINE_STATIC (instance_locks);
/* Folder path -> the open, locked lock file's descriptor (kept open until the process ends) */
static GHashTable *instance_locks;

static const char *
instance_id (void)
{
  static char *id;
  static gsize once;

  if (g_once_init_enter (&once))
    {
      id = g_uuid_string_random ();
      g_once_init_leave (&once, 1);
    }
  return id;
}

static char *
instance_lock_path (const char *directory,
                    const char *id)
{
  g_autofree char *name = g_strconcat (RECOVERY_LOCK_PREFIX, id, RECOVERY_LOCK_SUFFIX, NULL);

  return g_build_filename (directory, name, NULL);
}

/* This instance's lock in DIRECTORY, taken once.  Locked under a temporary name first and then
 * renamed: a lock file that has its final name is always held by a live instance or by none */
static gboolean
hold_instance_lock (const char  *directory,
                    GError     **error)
{
  g_autofree char *path = instance_lock_path (directory, instance_id ());
  g_autofree char *temp = g_strconcat (path, ".XXXXXX", NULL);
  int fd, saved_errno;

  G_LOCK (instance_locks);
  if (instance_locks != NULL && g_hash_table_contains (instance_locks, directory))
    {
      G_UNLOCK (instance_locks);
      return TRUE;
    }
  fd = g_mkstemp_full (temp, O_RDWR | O_CLOEXEC, 0600);
  if (fd < 0 || flock (fd, LOCK_EX | LOCK_NB) != 0 || g_rename (temp, path) != 0)
    {
      saved_errno = errno;
      if (fd >= 0)
        {
          close (fd);
          g_unlink (temp);
        }
      G_UNLOCK (instance_locks);
      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                   "%s: %s", directory, g_strerror (saved_errno));
      return FALSE;
    }
  if (instance_locks == NULL)
    instance_locks = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_hash_table_insert (instance_locks, g_strdup (directory), GINT_TO_POINTER (fd));
  G_UNLOCK (instance_locks);
  return TRUE;
}

/* TRUE when ID is another instance, running now: its lock file is locked */
static gboolean
instance_is_other_and_alive (const char *directory,
                             const char *id)
{
  g_autofree char *path = NULL;
  gboolean alive;
  int fd;

  if (id == NULL || strcmp (id, instance_id ()) == 0)
    return FALSE;
  path = instance_lock_path (directory, id);
  fd = g_open (path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC, 0);
  /* No lock file: that instance has ended (its files are the lost work of a crash) */
  if (fd < 0)
    return FALSE;
  alive = flock (fd, LOCK_SH | LOCK_NB) != 0 && errno == EWOULDBLOCK;
  close (fd);
  return alive;
}

/* The instance named in the description of the recovery ID, NULL if none (an older file) */
static char *
recovery_instance (const char *directory,
                   const char *id)
{
  g_autofree char *path = recovery_file_path (directory, id, RECOVERY_INFO_SUFFIX);
  g_autoptr(GKeyFile) key_file = g_key_file_new ();

  if (!g_key_file_load_from_file (key_file, path, G_KEY_FILE_NONE, NULL))
    return NULL;
  return g_key_file_get_string (key_file, RECOVERY_GROUP, "Instance", NULL);
}

static void
remove_recovery_files (BreakevenDocument *self)
{
  g_autofree char *directory = NULL;
  g_autofree char *project_path = NULL;
  g_autofree char *info_path = NULL;

  if (self->recovery_id == NULL || (directory = recovery_path (self)) == NULL)
    return;

  /* The description first: a project file alone is never offered */
  info_path = recovery_file_path (directory, self->recovery_id, RECOVERY_INFO_SUFFIX);
  project_path = recovery_file_path (directory, self->recovery_id, RECOVERY_PROJECT_SUFFIX);
  if (g_unlink (info_path) != 0 && errno != ENOENT)
    g_warning ("Cannot remove %s: %s", info_path, g_strerror (errno));
  if (g_unlink (project_path) != 0 && errno != ENOENT)
    g_warning ("Cannot remove %s: %s", project_path, g_strerror (errno));
}

static gboolean
on_autosave_timeout (gpointer data)
{
  BreakevenDocument *self = data;
  g_autoptr(GError) error = NULL;

  self->autosave_source = 0;
  /* The window says so (breakeven_document_get_autosave_error), not only standard error */
  if (!breakeven_document_autosave_now (self, &error))
    g_message ("Cannot write the recovery file: %s", error->message);
  return G_SOURCE_REMOVE;
}

static void
set_autosave_error (BreakevenDocument *self,
                    const char        *message)
{
  if (g_strcmp0 (self->autosave_error, message) == 0)
    return;
  g_free (self->autosave_error);
  self->autosave_error = g_strdup (message);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_AUTOSAVE_ERROR]);
}

/* After an edit: unsaved changes are written once edits pause; none to keep, none kept */
static void
schedule_autosave (BreakevenDocument *self)
{
  g_clear_handle_id (&self->autosave_source, g_source_remove);
  if (!self->modified)
    {
      remove_recovery_files (self);
      return;
    }
  self->autosave_source = g_timeout_add (self->autosave_delay_msec, on_autosave_timeout, self);
  g_source_set_static_name (g_main_context_find_source_by_id (NULL, self->autosave_source),
                            "[breakeven] autosave");
}

/* History */

static void
trim_history (BreakevenDocument *self)
{
  gsize bytes = 0;

  for (guint i = 0; i < self->undo_steps->len; i++)
    bytes += strlen (((Step *) g_ptr_array_index (self->undo_steps, i))->after->xml);

  while (self->undo_steps->len > BREAKEVEN_DOCUMENT_HISTORY_MAX_STEPS
         || (self->undo_steps->len > 1 && bytes > BREAKEVEN_DOCUMENT_HISTORY_MAX_BYTES))
    {
      bytes -= strlen (((Step *) g_ptr_array_index (self->undo_steps, 0))->after->xml);
      g_ptr_array_remove_index (self->undo_steps, 0);
    }
}

/* Records what the burst of changes did, as a new step or the continuation of the last one */
static void
settle_history (BreakevenDocument *self)
{
  g_autofree char *xml = NULL;
  g_autofree char *rates = NULL;
  g_autofree char *key = NULL;
  const char *name;
  State *state;
  Step *last;
  gint64 now;

  if (!self->history_pending)
    return;
  self->history_pending = FALSE;

  xml = breakeven_project_to_xml (self->project, NULL);
  rates = rates_signature (self->project);
  if (strcmp (xml, self->current->xml) == 0)
    {
      /* Changed and changed back: nothing to undo, and the name waits for a real change */
      g_ptr_array_set_size (self->burst_keys, 0);
      return;
    }
  if (strcmp (rates, self->rates) != 0)
    g_ptr_array_add (self->burst_keys, g_strdup ("project:exchange-rates"));

  describe_burst (self->burst_keys, &key, &name);
  g_ptr_array_set_size (self->burst_keys, 0);
  state = state_new (self->project, g_steal_pointer (&xml));
  now = document_now (self);
  last = self->undo_steps->len > 0
       ? g_ptr_array_index (self->undo_steps, self->undo_steps->len - 1) : NULL;

  if (key != NULL && self->next_name == NULL && !self->group_closed && last != NULL
      && last->key != NULL && strcmp (last->key, key) == 0
      && now - last->time < BREAKEVEN_DOCUMENT_GROUP_USEC && self->redo_steps->len == 0)
    {
      state_unref (last->after);
      last->after = state_ref (state);
      last->time = now;
      /* Typed back to where the run started: no step left */
      if (strcmp (last->before->xml, last->after->xml) == 0)
        g_ptr_array_remove_index (self->undo_steps, self->undo_steps->len - 1);
    }
  else
    {
      Step *step = g_new0 (Step, 1);

      step->name = self->next_name != NULL ? g_strdup (self->next_name) : g_strdup (name);
      step->key = g_steal_pointer (&key);
      step->before = state_ref (self->current);
      step->after = state_ref (state);
      step->time = now;
      g_ptr_array_add (self->undo_steps, step);
      g_ptr_array_set_size (self->redo_steps, 0);
      trim_history (self);
    }

  set_current (self, state);
  g_clear_pointer (&self->next_name, g_free);
  self->group_closed = FALSE;
  update_state (self);
  schedule_autosave (self);
}

static void
compute_analysis (BreakevenDocument *self)
{
  BreakevenAnalysis *previous;

  if (!self->analysis_pending && self->analysis != NULL)
    return;
  self->analysis_pending = FALSE;
  /* What did not change since the last analysis is taken over from it, figure for figure */
  previous = g_steal_pointer (&self->analysis);
  self->analysis = breakeven_analysis_new_updating (previous,
                                                    self->project,
                                                    self->several_offers_changed
                                                    ? NULL : self->changed_offer);
  g_clear_pointer (&previous, breakeven_analysis_unref);
  g_clear_object (&self->changed_offer);
  self->several_offers_changed = FALSE;
  self->n_analyses++;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ANALYSIS]);
}

static gboolean
on_settle (gpointer data)
{
  g_autoptr(BreakevenDocument) self = g_object_ref (data);

  self->settle_source = 0;
  settle_history (self);
  compute_analysis (self);
  return G_SOURCE_REMOVE;
}

/* Restores a recorded state into the document's project, in place, recording no step */
static void
restore_state (BreakevenDocument *self,
               State             *state)
{
  g_autofree char *restored = NULL;

  self->restoring = TRUE;
  breakeven_project_assign (self->project, state->project);
  self->restoring = FALSE;

  g_ptr_array_set_size (self->burst_keys, 0);
  self->history_pending = FALSE;
  /* The copy holds every field the file does: a difference is a bug in the copy */
  restored = breakeven_project_to_xml (self->project, NULL);
  if (strcmp (restored, state->xml) != 0)
    g_critical ("The restored project differs from the recorded state");
  set_current (self, state_ref (state));
  /* The next edit starts a step of its own, even of the same value */
  self->group_closed = TRUE;
}

/* Signals of the project */

static void
add_burst_key (BreakevenDocument *self,
               char              *key)
{
  for (guint i = 0; i < self->burst_keys->len; i++)
    if (strcmp (g_ptr_array_index (self->burst_keys, i), key) == 0)
      {
        g_free (key);
        return;
      }
  g_ptr_array_add (self->burst_keys, key);
}

static void
on_project_changed (BreakevenProject  *project,
                    BreakevenDocument *self)
{
  if (!self->restoring)
    self->history_pending = TRUE;
  self->analysis_pending = TRUE;
  if (self->settle_source == 0)
    {
      self->settle_source = g_idle_add_full (SETTLE_PRIORITY, on_settle, self, NULL);
      g_source_set_static_name (g_main_context_find_source_by_id (NULL, self->settle_source),
                                "[breakeven] document settle");
    }
}

static void
on_project_notify (BreakevenProject  *project,
                   GParamSpec        *pspec,
                   BreakevenDocument *self)
{
  if (pspec == NULL || !(pspec->flags & G_PARAM_WRITABLE))
    return;
  if (strcmp (pspec->name, "title") == 0)
    update_title (self);
  if (!self->restoring)
    add_burst_key (self, g_strconcat ("project:", pspec->name, NULL));
}

static void
on_item_notify (GObject           *item,
                GParamSpec        *pspec,
                BreakevenDocument *self)
{
  gboolean is_part = BREAKEVEN_IS_PART (item);
  gboolean is_burst = BREAKEVEN_IS_BURST (item);
  GListStore *store;
  guint position;

  /* A derived property (a part's line total) follows a change already counted */
  if (self->restoring || !(pspec->flags & G_PARAM_WRITABLE))
    return;
  store = is_part ? breakeven_project_get_parts (self->project)
          : is_burst ? breakeven_project_get_bursts (self->project)
          : breakeven_project_get_offers (self->project);
  if (!g_list_store_find (store, item, &position))
    return;
  if (!is_part && !is_burst)
    {
      if (self->changed_offer != NULL && self->changed_offer != (BreakevenOffer *) item)
        self->several_offers_changed = TRUE;
      else
        g_set_object (&self->changed_offer, BREAKEVEN_OFFER (item));
    }
  add_burst_key (self, g_strdup_printf ("%s %u:%s",
                                        is_part ? "part" : is_burst ? "burst" : "offer",
                                        position, pspec->name));
}

static void
track_items (BreakevenDocument *self,
             GListModel        *model,
             GPtrArray         *watched,
             guint              position,
             guint              removed,
             guint              added)
{
  for (guint i = 0; i < removed; i++)
    g_signal_handlers_disconnect_by_func (g_ptr_array_index (watched, position + i),
                                          on_item_notify, self);
  g_ptr_array_remove_range (watched, position, removed);

  for (guint i = 0; i < added; i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (model, position + i);

      g_signal_connect (item, "notify", G_CALLBACK (on_item_notify), self);
      g_ptr_array_insert (watched, position + i, g_object_ref (item));
    }
}

static void
note_list_change (BreakevenDocument *self,
                  const char        *list,
                  guint              removed,
                  guint              added)
{
  const char *what = removed > 0 && added > 0 ? "replace" : added > 0 ? "add" : "delete";

  if (!self->restoring && (removed > 0 || added > 0))
    add_burst_key (self, g_strconcat (list, ":", what, NULL));
}

static void
on_parts_changed (GListModel        *model,
                  guint              position,
                  guint              removed,
                  guint              added,
                  BreakevenDocument *self)
{
  track_items (self, model, self->watched_parts, position, removed, added);
  note_list_change (self, "parts", removed, added);
}

static void
on_offers_changed (GListModel        *model,
                   guint              position,
                   guint              removed,
                   guint              added,
                   BreakevenDocument *self)
{
  track_items (self, model, self->watched_offers, position, removed, added);
  note_list_change (self, "offers", removed, added);
}

static void
on_bursts_changed (GListModel        *model,
                   guint              position,
                   guint              removed,
                   guint              added,
                   BreakevenDocument *self)
{
  track_items (self, model, self->watched_bursts, position, removed, added);
  note_list_change (self, "bursts", removed, added);
}

static void
unwatch_all (BreakevenDocument *self,
             GPtrArray         *watched)
{
  for (guint i = 0; i < watched->len; i++)
    g_signal_handlers_disconnect_by_func (g_ptr_array_index (watched, i), on_item_notify, self);
  g_ptr_array_set_size (watched, 0);
}

/* GObject */

static void
breakeven_document_constructed (GObject *object)
{
  BreakevenDocument *self = BREAKEVEN_DOCUMENT (object);
  GListModel *parts, *offers, *bursts;

  G_OBJECT_CLASS (breakeven_document_parent_class)->constructed (object);

  if (self->project == NULL)
    self->project = breakeven_project_new ();
  parts = G_LIST_MODEL (breakeven_project_get_parts (self->project));
  offers = G_LIST_MODEL (breakeven_project_get_offers (self->project));
  bursts = G_LIST_MODEL (breakeven_project_get_bursts (self->project));

  g_signal_connect (self->project, "changed", G_CALLBACK (on_project_changed), self);
  g_signal_connect (self->project, "notify", G_CALLBACK (on_project_notify), self);
  g_signal_connect (parts, "items-changed", G_CALLBACK (on_parts_changed), self);
  g_signal_connect (offers, "items-changed", G_CALLBACK (on_offers_changed), self);
  track_items (self, parts, self->watched_parts, 0, 0, g_list_model_get_n_items (parts));
  track_items (self, offers, self->watched_offers, 0, 0, g_list_model_get_n_items (offers));
  g_signal_connect (bursts, "items-changed", G_CALLBACK (on_bursts_changed), self);
  track_items (self, bursts, self->watched_bursts, 0, 0, g_list_model_get_n_items (bursts));

  set_current (self, state_new (self->project, breakeven_project_to_xml (self->project, NULL)));
  self->saved = state_ref (self->current);
  update_title (self);
  update_state (self);
  compute_analysis (self);
}

static void
breakeven_document_dispose (GObject *object)
{
  BreakevenDocument *self = BREAKEVEN_DOCUMENT (object);

  g_clear_handle_id (&self->settle_source, g_source_remove);
  g_clear_handle_id (&self->autosave_source, g_source_remove);

  if (self->project != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->project, self);
      g_signal_handlers_disconnect_by_data (breakeven_project_get_parts (self->project), self);
      g_signal_handlers_disconnect_by_data (breakeven_project_get_offers (self->project), self);
      g_signal_handlers_disconnect_by_data (breakeven_project_get_bursts (self->project), self);
    }
  if (self->watched_parts != NULL)
    unwatch_all (self, self->watched_parts);
  if (self->watched_offers != NULL)
    unwatch_all (self, self->watched_offers);
  if (self->watched_bursts != NULL)
    unwatch_all (self, self->watched_bursts);
  g_clear_object (&self->project);
  g_clear_object (&self->file);
  g_clear_object (&self->recovery_dir);

  G_OBJECT_CLASS (breakeven_document_parent_class)->dispose (object);
}

static void
breakeven_document_finalize (GObject *object)
{
  BreakevenDocument *self = BREAKEVEN_DOCUMENT (object);

  g_clear_pointer (&self->title, g_free);
  g_clear_pointer (&self->analysis, breakeven_analysis_unref);
  g_clear_object (&self->changed_offer);
  g_clear_pointer (&self->burst_keys, g_ptr_array_unref);
  g_clear_pointer (&self->next_name, g_free);
  g_clear_pointer (&self->current, state_unref);
  g_clear_pointer (&self->saved, state_unref);
  g_clear_pointer (&self->rates, g_free);
  g_clear_pointer (&self->undo_steps, g_ptr_array_unref);
  g_clear_pointer (&self->redo_steps, g_ptr_array_unref);
  g_clear_pointer (&self->undo_label, g_free);
  g_clear_pointer (&self->redo_label, g_free);
  g_clear_pointer (&self->recovery_id, g_free);
  g_clear_pointer (&self->file_etag, g_free);
  g_clear_pointer (&self->autosave_error, g_free);
  g_clear_pointer (&self->watched_parts, g_ptr_array_unref);
  g_clear_pointer (&self->watched_offers, g_ptr_array_unref);
  g_clear_pointer (&self->watched_bursts, g_ptr_array_unref);

  G_OBJECT_CLASS (breakeven_document_parent_class)->finalize (object);
}

static void
breakeven_document_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  BreakevenDocument *self = BREAKEVEN_DOCUMENT (object);

  switch (prop_id)
    {
    case PROP_PROJECT: g_value_set_object (value, self->project); break;
    case PROP_FILE: g_value_set_object (value, self->file); break;
    case PROP_MODIFIED: g_value_set_boolean (value, self->modified); break;
    case PROP_TITLE: g_value_set_string (value, self->title); break;
    case PROP_ANALYSIS: g_value_set_boxed (value, self->analysis); break;
    case PROP_CAN_UNDO: g_value_set_boolean (value, self->can_undo); break;
    case PROP_CAN_REDO: g_value_set_boolean (value, self->can_redo); break;
    case PROP_UNDO_LABEL: g_value_set_string (value, self->undo_label); break;
    case PROP_REDO_LABEL: g_value_set_string (value, self->redo_label); break;
    case PROP_AUTOSAVE_ERROR: g_value_set_string (value, self->autosave_error); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
breakeven_document_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  BreakevenDocument *self = BREAKEVEN_DOCUMENT (object);

  switch (prop_id)
    {
    case PROP_PROJECT: self->project = g_value_dup_object (value); break;
    case PROP_FILE: self->file = g_value_dup_object (value); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
breakeven_document_class_init (BreakevenDocumentClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags construct = G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY
                              | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;
  const GParamFlags readable = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY
                             | G_PARAM_STATIC_STRINGS;

  object_class->constructed = breakeven_document_constructed;
  object_class->dispose = breakeven_document_dispose;
  object_class->finalize = breakeven_document_finalize;
  object_class->get_property = breakeven_document_get_property;
  object_class->set_property = breakeven_document_set_property;

  properties[PROP_PROJECT] =
    g_param_spec_object ("project", NULL, NULL, BREAKEVEN_TYPE_PROJECT, construct);
  /* Construct-only for g_object_new; saving under another name changes and notifies it */
  properties[PROP_FILE] = g_param_spec_object ("file", NULL, NULL, G_TYPE_FILE, construct);
  properties[PROP_MODIFIED] = g_param_spec_boolean ("modified", NULL, NULL, FALSE, readable);
  properties[PROP_TITLE] = g_param_spec_string ("title", NULL, NULL, NULL, readable);
  properties[PROP_ANALYSIS] =
    g_param_spec_boxed ("analysis", NULL, NULL, BREAKEVEN_TYPE_ANALYSIS, readable);
  properties[PROP_CAN_UNDO] = g_param_spec_boolean ("can-undo", NULL, NULL, FALSE, readable);
  properties[PROP_CAN_REDO] = g_param_spec_boolean ("can-redo", NULL, NULL, FALSE, readable);
  properties[PROP_UNDO_LABEL] = g_param_spec_string ("undo-label", NULL, NULL, NULL, readable);
  properties[PROP_REDO_LABEL] = g_param_spec_string ("redo-label", NULL, NULL, NULL, readable);
  /* Why the last autosave failed ("FOLDER: reason"), NULL once one succeeds */
  properties[PROP_AUTOSAVE_ERROR] = g_param_spec_string ("autosave-error", NULL, NULL, NULL,
                                                         readable);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
breakeven_document_init (BreakevenDocument *self)
{
  self->burst_keys = g_ptr_array_new_with_free_func (g_free);
  self->undo_steps = g_ptr_array_new_with_free_func ((GDestroyNotify) step_free);
  self->redo_steps = g_ptr_array_new_with_free_func ((GDestroyNotify) step_free);
  self->watched_parts = g_ptr_array_new_with_free_func (g_object_unref);
  self->watched_offers = g_ptr_array_new_with_free_func (g_object_unref);
  self->watched_bursts = g_ptr_array_new_with_free_func (g_object_unref);
  self->autosave_delay_msec = BREAKEVEN_DOCUMENT_AUTOSAVE_SECONDS * 1000;
}

/* Public API */

BreakevenDocument *
breakeven_document_new (BreakevenProject *project,
                        GFile            *file)
{
  g_return_val_if_fail (project == NULL || BREAKEVEN_IS_PROJECT (project), NULL);
  g_return_val_if_fail (file == NULL || G_IS_FILE (file), NULL);

  return g_object_new (BREAKEVEN_TYPE_DOCUMENT, "project", project, "file", file, NULL);
}

/* What tells one version of FILE from another (for a local file, its modification time); NULL
 * when it cannot be read (it does not exist) */
static char *
query_etag (GFile *file)
{
  g_autoptr(GFileInfo) info = g_file_query_info (file, G_FILE_ATTRIBUTE_ETAG_VALUE,
                                                 G_FILE_QUERY_INFO_NONE, NULL, NULL);

  if (info == NULL || g_file_info_get_etag (info) == NULL)
    return NULL;
  return g_strdup (g_file_info_get_etag (info));
}

BreakevenDocument *
breakeven_document_new_for_file (GFile   *file,
                                 GError **error)
{
  g_autoptr(BreakevenProject) project = NULL;
  g_autofree char *etag = NULL;
  BreakevenDocument *self;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  /* Before reading: a change made while it is read is a change since */
  etag = query_etag (file);
  project = breakeven_project_load_from_file (file, error);
  if (project == NULL)
    return NULL;
  self = breakeven_document_new (project, file);
  self->file_etag = g_steal_pointer (&etag);
  return self;
}

BreakevenProject *
breakeven_document_get_project (BreakevenDocument *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_DOCUMENT (self), NULL);
  return self->project;
}

GFile *
breakeven_document_get_file (BreakevenDocument *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_DOCUMENT (self), NULL);
  return self->file;
}

gboolean
breakeven_document_get_modified (BreakevenDocument *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_DOCUMENT (self), FALSE);
  return self->modified;
}

const char *
breakeven_document_get_title (BreakevenDocument *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_DOCUMENT (self), NULL);
  return self->title;
}

BreakevenAnalysis *
breakeven_document_get_analysis (BreakevenDocument *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_DOCUMENT (self), NULL);
  return self->analysis;
}

guint
breakeven_document_get_n_analyses (BreakevenDocument *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_DOCUMENT (self), 0);
  return self->n_analyses;
}

void
breakeven_document_flush (BreakevenDocument *self)
{
  g_return_if_fail (BREAKEVEN_IS_DOCUMENT (self));

  g_clear_handle_id (&self->settle_source, g_source_remove);
  settle_history (self);
  compute_analysis (self);
}

void
breakeven_document_set_clock (BreakevenDocument      *self,
                              BreakevenDocumentClock  clock,
                              gpointer                user_data)
{
  g_return_if_fail (BREAKEVEN_IS_DOCUMENT (self));
  self->clock = clock;
  self->clock_data = user_data;
}

void
breakeven_document_set_autosave_delay (BreakevenDocument *self,
                                       guint              msec)
{
  g_return_if_fail (BREAKEVEN_IS_DOCUMENT (self));
  self->autosave_delay_msec = msec;
}

gboolean
breakeven_document_save (BreakevenDocument *self,
                         GFile             *file,
                         GError           **error)
{
  return breakeven_document_save_full (self, file, BREAKEVEN_DOCUMENT_SAVE_DEFAULT, error);
}

gboolean
breakeven_document_changed_on_disk (BreakevenDocument *self)
{
  g_autofree char *etag = NULL;

  g_return_val_if_fail (BREAKEVEN_IS_DOCUMENT (self), FALSE);

  if (self->file == NULL || self->file_etag == NULL)
    return FALSE;
  etag = query_etag (self->file);
  /* Gone (deleted or moved away) is a change too: someone may have meant it */
  return etag == NULL || strcmp (etag, self->file_etag) != 0;
}

gboolean
breakeven_document_save_full (BreakevenDocument          *self,
                              GFile                      *file,
                              BreakevenDocumentSaveFlags  flags,
                              GError                    **error)
{
  g_return_val_if_fail (BREAKEVEN_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  /* Someone else's changes are never written over unasked */
  if (!(flags & BREAKEVEN_DOCUMENT_SAVE_OVERWRITE_CHANGED) && self->file != NULL
      && g_file_equal (file, self->file) && breakeven_document_changed_on_disk (self))
    {
      g_autofree char *name = g_file_get_parse_name (file);

      if (!g_file_query_exists (file, NULL))
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_WRONG_ETAG,
                     /* Translators: %s is a file name */
                     _("%s: the file was deleted or moved since it was opened"), name);
      else
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_WRONG_ETAG,
                     /* Translators: %s is a file name */
                     _("%s: the file was changed on disk since it was opened"), name);
      return FALSE;
    }
  /* The step of a change not yet settled ends before the saved state */
  settle_history (self);
  if (!breakeven_project_save_to_file (self->project, file, NULL, error))
    return FALSE;
  g_free (self->file_etag);
  self->file_etag = query_etag (file);

  if (g_set_object (&self->file, file))
    {
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
      update_title (self);
    }
  g_clear_pointer (&self->saved, state_unref);
  self->saved = state_ref (self->current);
  /* Undo can come back to exactly the saved state */
  self->group_closed = TRUE;
  update_state (self);
  g_clear_handle_id (&self->autosave_source, g_source_remove);
  remove_recovery_files (self);
  return TRUE;
}

gboolean
breakeven_document_get_can_undo (BreakevenDocument *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_DOCUMENT (self), FALSE);
  return self->undo_steps->len > 0;
}

gboolean
breakeven_document_get_can_redo (BreakevenDocument *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_DOCUMENT (self), FALSE);
  return self->redo_steps->len > 0;
}

const char *
breakeven_document_get_undo_label (BreakevenDocument *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_DOCUMENT (self), NULL);
  return self->undo_label;
}

const char *
breakeven_document_get_redo_label (BreakevenDocument *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_DOCUMENT (self), NULL);
  return self->redo_label;
}

static void
move_step (BreakevenDocument *self,
           GPtrArray         *from,
           GPtrArray         *to,
           gboolean           undo)
{
  Step *step;

  g_return_if_fail (BREAKEVEN_IS_DOCUMENT (self));

  /* A change made just before, in the same main-loop turn, is a step of its own first */
  settle_history (self);
  if (from->len == 0)
    return;

  step = g_ptr_array_steal_index (from, from->len - 1);
  restore_state (self, undo ? step->before : step->after);
  g_ptr_array_add (to, step);
  g_clear_pointer (&self->next_name, g_free);
  update_state (self);
  schedule_autosave (self);
}

void
breakeven_document_undo (BreakevenDocument *self)
{
  g_return_if_fail (BREAKEVEN_IS_DOCUMENT (self));
  move_step (self, self->undo_steps, self->redo_steps, TRUE);
}

void
breakeven_document_redo (BreakevenDocument *self)
{
  g_return_if_fail (BREAKEVEN_IS_DOCUMENT (self));
  move_step (self, self->redo_steps, self->undo_steps, FALSE);
}

void
breakeven_document_name_next_step (BreakevenDocument *self,
                                   const char        *name)
{
  g_return_if_fail (BREAKEVEN_IS_DOCUMENT (self));

  /* The name is for the change that follows, not for one already made */
  settle_history (self);
  g_free (self->next_name);
  self->next_name = g_strdup (name);
}

void
breakeven_document_end_step (BreakevenDocument *self)
{
  g_return_if_fail (BREAKEVEN_IS_DOCUMENT (self));

  /* A value committed as the field loses focus still belongs to the run it ends */
  settle_history (self);
  self->group_closed = TRUE;
}

/* Recovery */

void
breakeven_document_set_recovery_dir (BreakevenDocument *self,
                                     GFile             *directory)
{
  g_return_if_fail (BREAKEVEN_IS_DOCUMENT (self));
  g_return_if_fail (directory == NULL || G_IS_FILE (directory));

  if (self->recovery_dir == directory
      || (self->recovery_dir != NULL && directory != NULL
          && g_file_equal (self->recovery_dir, directory)))
    return;
  /* What was written to the old place would be left behind */
  remove_recovery_files (self);
  g_set_object (&self->recovery_dir, directory);
  if (self->modified && self->recovery_id != NULL)
    schedule_autosave (self);
}

static gboolean
write_durably (const char  *path,
               const char  *contents,
               gssize       length,
               GError     **error)
{
  return g_file_set_contents_full (path, contents, length,
                                   G_FILE_SET_CONTENTS_CONSISTENT | G_FILE_SET_CONTENTS_DURABLE,
                                   0600, error);
}

/* The description of the recovery ID: the document's title and file, when it was last
 * written, and the instance it belongs to (this one) */
static gboolean
write_recovery_info (const char  *directory,
                     const char  *id,
                     const char  *title,
                     GFile       *file,
                     GDateTime   *modified,
                     GError     **error)
{
  g_autoptr(GKeyFile) key_file = g_key_file_new ();
  g_autofree char *time = g_date_time_format_iso8601 (modified);
  g_autofree char *info_path = recovery_file_path (directory, id, RECOVERY_INFO_SUFFIX);
  g_autofree char *info = NULL;
  gsize info_length;

  g_key_file_set_string (key_file, RECOVERY_GROUP, "Title", title);
  if (file != NULL)
    {
      g_autofree char *uri = g_file_get_uri (file);

      g_key_file_set_string (key_file, RECOVERY_GROUP, "File", uri);
    }
  g_key_file_set_string (key_file, RECOVERY_GROUP, "Modified", time);
  g_key_file_set_string (key_file, RECOVERY_GROUP, "Instance", instance_id ());
  info = g_key_file_to_data (key_file, &info_length, NULL);
  return write_durably (info_path, info, (gssize) info_length, error);
}

static gboolean autosave_write (BreakevenDocument  *self,
                                GError            **error);

gboolean
breakeven_document_autosave_now (BreakevenDocument *self,
                                 GError           **error)
{
  g_autoptr(GError) local_error = NULL;

  g_return_val_if_fail (BREAKEVEN_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!autosave_write (self, &local_error))
    {
      set_autosave_error (self, local_error->message);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  set_autosave_error (self, NULL);
  return TRUE;
}

const char *
breakeven_document_get_autosave_error (BreakevenDocument *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_DOCUMENT (self), NULL);
  return self->autosave_error;
}

static gboolean
autosave_write (BreakevenDocument  *self,
                GError            **error)
{
  g_autofree char *directory = NULL;
  g_autofree char *project_path = NULL;
  g_autoptr(GDateTime) now = NULL;
  g_autoptr(GError) local_error = NULL;

  settle_history (self);
  g_clear_handle_id (&self->autosave_source, g_source_remove);
  if (!self->modified)
    return TRUE;

  directory = recovery_path (self);
  if (directory == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                           _("The recovery folder is not a local folder"));
      return FALSE;
    }
  if (g_mkdir_with_parents (directory, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                   "%s: %s", directory, g_strerror (saved_errno));
      return FALSE;
    }
  /* Before any file of ours is there: they are this instance's from the start */
  if (!hold_instance_lock (directory, error))
    return FALSE;
  if (self->recovery_id == NULL)
    self->recovery_id = g_uuid_string_random ();

  /* The project first, then its description: a description is never without its project */
  project_path = recovery_file_path (directory, self->recovery_id, RECOVERY_PROJECT_SUFFIX);
  now = g_date_time_new_now_utc ();
  if (!write_durably (project_path, self->current->xml, -1, &local_error)
      || !write_recovery_info (directory, self->recovery_id, self->title, self->file, now,
                               &local_error))
    {
      /* The folder and why in plain words: never the name of GLib's temporary file */
      const char *reason = local_error->message;

      if (g_error_matches (local_error, G_FILE_ERROR, G_FILE_ERROR_NOSPC))
        reason = _("the disk is full");
      else if (g_error_matches (local_error, G_FILE_ERROR, G_FILE_ERROR_ROFS))
        reason = _("the disk is read-only");
      else if (g_error_matches (local_error, G_FILE_ERROR, G_FILE_ERROR_ACCES)
               || g_error_matches (local_error, G_FILE_ERROR, G_FILE_ERROR_PERM))
        reason = _("permission to write there was denied");
      g_set_error (error, local_error->domain, local_error->code, "%s: %s", directory, reason);
      return FALSE;
    }
  return TRUE;
}

void
breakeven_document_discard_recovery (BreakevenDocument *self)
{
  g_return_if_fail (BREAKEVEN_IS_DOCUMENT (self));

  g_clear_handle_id (&self->autosave_source, g_source_remove);
  remove_recovery_files (self);
}

/* The ids we write are UUIDs; anything else in the folder is not ours */
static gboolean
recovery_id_is_valid (const char *id)
{
  gsize length = strlen (id);

  if (length == 0 || length > 64)
    return FALSE;
  for (gsize i = 0; i < length; i++)
    if (!g_ascii_isalnum (id[i]) && id[i] != '-')
      return FALSE;
  return TRUE;
}

/* Reads a regular file, not through a symbolic link, of at most MAX_BYTES */
static gboolean
read_regular_file (const char  *path,
                   gsize        max_bytes,
                   char       **out_contents,
                   gsize       *out_length,
                   GError     **error)
{
  g_autofree char *contents = NULL;
  struct stat st;
  gsize done = 0;
  int fd;

  fd = g_open (path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0);
  if (fd < 0)
    {
      int saved_errno = errno;

      if (saved_errno == ELOOP)
        /* Translators: %s is a recovery file's path */
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_TOO_MANY_LINKS,
                     _("%s: not a recovery file: it is a symbolic link, which recovery does not "
                       "follow"), path);
      else
        g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                     "%s: %s", path, g_strerror (saved_errno));
      return FALSE;
    }
  /* Why it cannot be read, said: what restoring it would meet is never a mystery */
  if (fstat (fd, &st) != 0 || !S_ISREG (st.st_mode))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE,
                   /* Translators: %s is a recovery file's path */
                   _("%s: not a recovery file: it is not a regular file"), path);
      close (fd);
      return FALSE;
    }
  if ((guint64) st.st_size > max_bytes)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   /* Translators: %s is a recovery file's path, %d a size in MiB */
                   _("%s: the recovery file is too large: Breakeven reads files of up to %d MiB"),
                   path, (int) (max_bytes / (1024 * 1024)));
      close (fd);
      return FALSE;
    }

  contents = g_malloc ((gsize) st.st_size + 1);
  while (done < (gsize) st.st_size)
    {
      gssize n = read (fd, contents + done, (gsize) st.st_size - done);

      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        {
          int saved_errno = n < 0 ? errno : EIO;

          /* Shorter than it said (truncated while read), or the disk failed */
          g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                       "%s: %s", path, n < 0 ? g_strerror (saved_errno)
                                             : _("the recovery file was cut short while read"));
          close (fd);
          return FALSE;
        }
      done += (gsize) n;
    }
  close (fd);
  contents[done] = '\0';
  *out_contents = g_steal_pointer (&contents);
  *out_length = done;
  return TRUE;
}

static gboolean
is_regular_file (const char *path)
{
  GStatBuf st;

  return g_lstat (path, &st) == 0 && S_ISREG (st.st_mode);
}

/* NULL for anything that is not a complete, well-formed entry of ours */
static BreakevenRecovery *
recovery_read (const char *directory,
               const char *name)
{
  g_autoptr(BreakevenRecovery) recovery = NULL;
  g_autoptr(GKeyFile) key_file = NULL;
  g_autofree char *id = NULL;
  g_autofree char *info_path = NULL;
  g_autofree char *project_path = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *time = NULL;
  g_autofree char *uri = NULL;
  g_autofree char *instance = NULL;
  gsize length;

  if (!g_str_has_suffix (name, RECOVERY_INFO_SUFFIX))
    return NULL;
  id = g_strndup (name, strlen (name) - strlen (RECOVERY_INFO_SUFFIX));
  if (!recovery_id_is_valid (id))
    return NULL;

  info_path = recovery_file_path (directory, id, RECOVERY_INFO_SUFFIX);
  project_path = recovery_file_path (directory, id, RECOVERY_PROJECT_SUFFIX);
  if (!is_regular_file (project_path)
      || !read_regular_file (info_path, RECOVERY_INFO_MAX_BYTES, &contents, &length, NULL))
    return NULL;

  key_file = g_key_file_new ();
  if (!g_key_file_load_from_data (key_file, contents, length, G_KEY_FILE_NONE, NULL))
    return NULL;
  time = g_key_file_get_string (key_file, RECOVERY_GROUP, "Modified", NULL);
  if (time == NULL)
    return NULL;
  /* Another instance's, while it runs: its work is not lost, and not ours to offer */
  instance = g_key_file_get_string (key_file, RECOVERY_GROUP, "Instance", NULL);
  if (instance != NULL
      && (!recovery_id_is_valid (instance) || instance_is_other_and_alive (directory, instance)))
    return NULL;

  recovery = g_new0 (BreakevenRecovery, 1);
  recovery->modified_time = g_date_time_new_from_iso8601 (time, NULL);
  if (recovery->modified_time == NULL)
    return NULL;
  recovery->title = g_key_file_get_string (key_file, RECOVERY_GROUP, "Title", NULL);
  if (recovery->title == NULL || *recovery->title == '\0')
    {
      g_free (recovery->title);
      recovery->title = g_strdup (_("Untitled project"));
    }
  uri = g_key_file_get_string (key_file, RECOVERY_GROUP, "File", NULL);
  if (uri != NULL)
    {
      g_autofree char *scheme = g_uri_parse_scheme (uri);

      if (scheme == NULL)
        return NULL;
      recovery->file = g_file_new_for_uri (uri);
    }
  recovery->directory = g_strdup (directory);
  recovery->id = g_steal_pointer (&id);
  return g_steal_pointer (&recovery);
}

static int
compare_newest_first (gconstpointer a,
                      gconstpointer b)
{
  const BreakevenRecovery *ra = *(BreakevenRecovery *const *) a;
  const BreakevenRecovery *rb = *(BreakevenRecovery *const *) b;

  return g_date_time_compare (rb->modified_time, ra->modified_time);
}

GPtrArray *
breakeven_recovery_list (GFile *directory)
{
  g_autoptr(GPtrArray) list = NULL;
  g_autoptr(GDir) dir = NULL;
  g_autofree char *path = NULL;
  const char *name;

  g_return_val_if_fail (directory == NULL || G_IS_FILE (directory), NULL);

  list = g_ptr_array_new_with_free_func ((GDestroyNotify) breakeven_recovery_free);
  path = directory != NULL ? g_file_get_path (directory) : default_recovery_path ();
  if (path == NULL || (dir = g_dir_open (path, 0, NULL)) == NULL)
    return g_steal_pointer (&list);

  while ((name = g_dir_read_name (dir)) != NULL)
    {
      BreakevenRecovery *recovery;

      /* The lock file of an instance that has ended: never locked again (ids are not reused) */
      if (g_str_has_prefix (name, RECOVERY_LOCK_PREFIX)
          && g_str_has_suffix (name, RECOVERY_LOCK_SUFFIX))
        {
          g_autofree char *id = g_strndup (name + strlen (RECOVERY_LOCK_PREFIX),
                                           strlen (name) - strlen (RECOVERY_LOCK_PREFIX)
                                           - strlen (RECOVERY_LOCK_SUFFIX));

          if (recovery_id_is_valid (id) && strcmp (id, instance_id ()) != 0
              && !instance_is_other_and_alive (path, id))
            {
              g_autofree char *lock_path = g_build_filename (path, name, NULL);

              g_unlink (lock_path);
            }
          continue;
        }
      recovery = recovery_read (path, name);

      if (recovery != NULL)
        g_ptr_array_add (list, recovery);
    }
  g_ptr_array_sort (list, compare_newest_first);
  return g_steal_pointer (&list);
}

const char *
breakeven_recovery_get_title (BreakevenRecovery *recovery)
{
  g_return_val_if_fail (recovery != NULL, NULL);
  return recovery->title;
}

GDateTime *
breakeven_recovery_get_modified_time (BreakevenRecovery *recovery)
{
  g_return_val_if_fail (recovery != NULL, NULL);
  return recovery->modified_time;
}

GFile *
breakeven_recovery_get_file (BreakevenRecovery *recovery)
{
  g_return_val_if_fail (recovery != NULL, NULL);
  return recovery->file;
}

gboolean
breakeven_recovery_check (BreakevenRecovery *recovery,
                          GError           **error)
{
  g_autoptr(BreakevenProject) project = NULL;
  g_autofree char *path = NULL;
  g_autofree char *contents = NULL;
  gsize length;

  g_return_val_if_fail (recovery != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  path = recovery_file_path (recovery->directory, recovery->id, RECOVERY_PROJECT_SUFFIX);
  if (!read_regular_file (path, BREAKEVEN_MAX_FILE_BYTES, &contents, &length, error))
    return FALSE;
  project = breakeven_project_load_from_data (contents, length, path, error);
  return project != NULL;
}

BreakevenDocument *
breakeven_recovery_restore (BreakevenRecovery *recovery,
                            GError           **error)
{
  g_autoptr(BreakevenProject) project = NULL;
  g_autoptr(GFile) directory = NULL;
  g_autofree char *path = NULL;
  g_autofree char *contents = NULL;
  g_autoptr(GError) claim_error = NULL;
  g_autofree char *id = NULL;
  g_autofree char *old_info = NULL;
  g_autofree char *new_info = NULL;
  g_autofree char *old_project = NULL;
  BreakevenDocument *self;
  gsize length;

  g_return_val_if_fail (recovery != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  old_project = recovery_file_path (recovery->directory, recovery->id, RECOVERY_PROJECT_SUFFIX);
  if (!read_regular_file (old_project, BREAKEVEN_MAX_FILE_BYTES, &contents, &length,
                          &claim_error))
    {
      if (g_error_matches (claim_error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
        /* Translators: restoring unsaved work that another window restored a moment before */
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS,
                     _("%s: this work was restored by another window meanwhile"), old_project);
      else
        g_propagate_error (error, g_steal_pointer (&claim_error));
      return NULL;
    }
  project = breakeven_project_load_from_data (contents, length, old_project, error);
  if (project == NULL)
    return NULL;

  /* Then taken over under a name of its own: of two windows restoring the same work at once,
   * the one whose rename comes first has it, and the other is told (a rename is atomic) */
  id = g_uuid_string_random ();
  old_info = recovery_file_path (recovery->directory, recovery->id, RECOVERY_INFO_SUFFIX);
  new_info = recovery_file_path (recovery->directory, id, RECOVERY_INFO_SUFFIX);
  path = recovery_file_path (recovery->directory, id, RECOVERY_PROJECT_SUFFIX);
  if (g_rename (old_info, new_info) != 0)
    {
      /* Translators: restoring unsaved work that another window restored a moment before */
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS,
                   _("%s: this work was restored by another window meanwhile"), old_project);
      return NULL;
    }
  if (g_rename (old_project, path) != 0)
    {
      int saved_errno = errno;

      g_rename (new_info, old_info);
      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno), "%s: %s", old_project,
                   g_strerror (saved_errno));
      return NULL;
    }

  self = breakeven_document_new (project, recovery->file);
  directory = g_file_new_for_path (recovery->directory);
  g_set_object (&self->recovery_dir, directory);
  self->recovery_id = g_strdup (id);
  /* Not what any file holds: unsaved until saved */
  g_clear_pointer (&self->saved, state_unref);
  update_state (self);
  /* This instance's from now on: another one started meanwhile leaves it alone (if the folder
   * cannot be written, the next autosave says so) */
  if (!hold_instance_lock (recovery->directory, &claim_error)
      || !write_recovery_info (recovery->directory, id, self->title, self->file,
                               recovery->modified_time, &claim_error))
    g_warning ("Cannot claim the recovery file: %s", claim_error->message);
  return self;
}

void
breakeven_recovery_discard (BreakevenRecovery *recovery)
{
  g_autofree char *info_path = NULL;
  g_autofree char *project_path = NULL;
  g_autofree char *instance = NULL;

  g_return_if_fail (recovery != NULL);

  /* Restored by another instance since it was listed: that one's now */
  instance = recovery_instance (recovery->directory, recovery->id);
  if (instance_is_other_and_alive (recovery->directory, instance))
    return;
  info_path = recovery_file_path (recovery->directory, recovery->id, RECOVERY_INFO_SUFFIX);
  project_path = recovery_file_path (recovery->directory, recovery->id, RECOVERY_PROJECT_SUFFIX);
  g_unlink (info_path);
  g_unlink (project_path);
}

void
breakeven_recovery_free (BreakevenRecovery *recovery)
{
  if (recovery == NULL)
    return;
  g_free (recovery->directory);
  g_free (recovery->id);
  g_free (recovery->title);
  g_clear_pointer (&recovery->modified_time, g_date_time_unref);
  g_clear_object (&recovery->file);
  g_free (recovery);
}
