/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-history.c: the document's undo history: its steps, their names, undo and redo
 *
 * How states are kept is said in breakeven-history.h; what a step is, in breakeven-document.h
 * ("History").
 */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "breakeven-document-private.h"

/* About what a state costs the history, for BREAKEVEN_DOCUMENT_HISTORY_MAX_BYTES: the project
 * object, and each part, offer or burst copied for it (shared ones cost nothing more) */
#define STATE_BYTES 4096
#define ITEM_BYTES 1024

struct _BreakevenHistoryState
{
  BreakevenProject *project;  /* never changed; its items may be other states' too */
  gsize bytes;
};

/* One undoable step */
typedef struct
{
  char *name;
  char *key;      /* what changed, for grouping; NULL: never extended */
  BreakevenHistoryState *before;
  BreakevenHistoryState *after;
  gint64 time;    /* of the last edit in the step, on the document's clock */
} Step;

typedef gboolean (*ItemEqual) (gpointer a,
                               gpointer b);
typedef gpointer (*ItemCopy)  (gpointer item);

/* States */

static void
state_clear (gpointer data)
{
  BreakevenHistoryState *state = data;

  g_clear_object (&state->project);
}

static BreakevenHistoryState *
state_ref (BreakevenHistoryState *state)
{
  return g_rc_box_acquire (state);
}

static void
state_unref (BreakevenHistoryState *state)
{
  g_rc_box_release_full (state, state_clear);
}

/* TRUE when every writable property of A and B (of one type) is equal: the values a file
 * holds.  Lists (object properties) are compared by the caller. */
static gboolean
properties_equal (GObject *a,
                  GObject *b)
{
  guint n_specs;
  g_autofree GParamSpec **specs = g_object_class_list_properties (G_OBJECT_GET_CLASS (a),
                                                                  &n_specs);

  for (guint i = 0; i < n_specs; i++)
    {
      g_auto(GValue) va = G_VALUE_INIT;
      g_auto(GValue) vb = G_VALUE_INIT;
      GType type = specs[i]->value_type;

      if ((specs[i]->flags & (G_PARAM_READABLE | G_PARAM_WRITABLE))
          != (G_PARAM_READABLE | G_PARAM_WRITABLE)
          || G_TYPE_IS_OBJECT (type) || G_TYPE_IS_INTERFACE (type) || G_TYPE_IS_BOXED (type))
        continue;
      g_value_init (&va, type);
      g_value_init (&vb, type);
      g_object_get_property (a, specs[i]->name, &va);
      g_object_get_property (b, specs[i]->name, &vb);
      if (g_param_values_cmp (specs[i], &va, &vb) != 0)
        return FALSE;
    }
  return TRUE;
}

static gboolean
part_equal (gpointer a,
            gpointer b)
{
  return a == b || properties_equal (a, b);
}

static gpointer
part_copy (gpointer part)
{
  return breakeven_part_copy (part);
}

static gboolean
offer_equal (gpointer a,
             gpointer b)
{
  return a == b || breakeven_offer_equal (a, b);
}

static gpointer
offer_copy (gpointer offer)
{
  return breakeven_offer_copy (offer);
}

static gboolean
burst_equal (gpointer a,
             gpointer b)
{
  return a == b || breakeven_burst_equal (a, b);
}

static gpointer
burst_copy (gpointer burst)
{
  return breakeven_burst_copy (burst);
}

static gboolean
items_equal (GListModel *a,
             GListModel *b,
             ItemEqual   equal)
{
  guint n = g_list_model_get_n_items (a);

  if (n != g_list_model_get_n_items (b))
    return FALSE;
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GObject) x = g_list_model_get_item (a, i);
      g_autoptr(GObject) y = g_list_model_get_item (b, i);

      if (!equal (x, y))
        return FALSE;
    }
  return TRUE;
}

static gboolean
rates_equal (BreakevenProject *a,
             BreakevenProject *b)
{
  guint n = breakeven_project_get_n_exchange_rates (a);

  if (n != breakeven_project_get_n_exchange_rates (b))
    return FALSE;
  for (guint i = 0; i < n; i++)
    {
      const char *from_a, *to_a, *from_b, *to_b;
      double rate_a, rate_b;

      breakeven_project_get_nth_exchange_rate (a, i, &from_a, &to_a, &rate_a);
      breakeven_project_get_nth_exchange_rate (b, i, &from_b, &to_b, &rate_b);
      if (strcmp (from_a, from_b) != 0 || strcmp (to_a, to_b) != 0 || rate_a != rate_b)
        return FALSE;
    }
  return TRUE;
}

/* TRUE when A and B hold the same project: they would write the same file */
static gboolean
projects_equal (BreakevenProject *a,
                BreakevenProject *b)
{
  return a == b
      || (properties_equal (G_OBJECT (a), G_OBJECT (b)) && rates_equal (a, b)
          && items_equal (G_LIST_MODEL (breakeven_project_get_parts (a)),
                          G_LIST_MODEL (breakeven_project_get_parts (b)), part_equal)
          && items_equal (G_LIST_MODEL (breakeven_project_get_offers (a)),
                          G_LIST_MODEL (breakeven_project_get_offers (b)), offer_equal)
          && items_equal (G_LIST_MODEL (breakeven_project_get_bursts (a)),
                          G_LIST_MODEL (breakeven_project_get_bursts (b)), burst_equal));
}

static gboolean
states_equal (BreakevenHistoryState *a,
              BreakevenHistoryState *b)
{
  return a == b || projects_equal (a->project, b->project);
}

/* The positions of the items of one kind ("offer ") whose values KEYS say were edited, as
 * hash set keys (position + 1); NULL when items of that kind were added, deleted or moved
 * (LIST: "offers:"), and then the items are compared */
static GHashTable *
edited_positions (GPtrArray  *keys,
                  const char *item,
                  const char *list)
{
  g_autoptr(GHashTable) positions = g_hash_table_new (NULL, NULL);

  if (keys == NULL)
    return NULL;
  for (guint i = 0; i < keys->len; i++)
    {
      const char *key = g_ptr_array_index (keys, i);

      if (g_str_has_prefix (key, list))
        return NULL;
      if (g_str_has_prefix (key, item))
        {
          guint64 position = g_ascii_strtoull (key + strlen (item), NULL, 10);

          g_hash_table_add (positions, GSIZE_TO_POINTER ((gsize) position + 1));
        }
    }
  return g_steal_pointer (&positions);
}

/* Fills INTO with LIVE's items: those equal to PREVIOUS's (NULL: none) at both ends are
 * PREVIOUS's objects, the others copies; with EDITED (edited_positions), the items at the
 * positions it holds are copies and the others PREVIOUS's, uncompared.  Returns how many were
 * copied. */
static guint
share_items (GListStore *into,
             GListModel *previous,
             GListModel *live,
             GHashTable *edited,
             ItemEqual   equal,
             ItemCopy    copy)
{
  guint n_live = g_list_model_get_n_items (live);
  guint n_previous = previous != NULL ? g_list_model_get_n_items (previous) : 0;
  guint n_min = MIN (n_live, n_previous), prefix = 0, suffix = 0;
  g_autoptr(GPtrArray) items = g_ptr_array_new_full (n_live, g_object_unref);

  if (edited != NULL && n_previous == n_live)
    {
      for (guint i = 0; i < n_live; i++)
        {
          g_autoptr(GObject) item = NULL;

          if (!g_hash_table_contains (edited, GSIZE_TO_POINTER ((gsize) i + 1)))
            {
              g_ptr_array_add (items, g_list_model_get_item (previous, i));
              continue;
            }
          item = g_list_model_get_item (live, i);
          g_ptr_array_add (items, copy (item));
        }
      g_list_store_splice (into, 0, g_list_model_get_n_items (G_LIST_MODEL (into)),
                           items->pdata, items->len);
      return g_hash_table_size (edited);
    }

  while (prefix < n_min)
    {
      g_autoptr(GObject) a = g_list_model_get_item (previous, prefix);
      g_autoptr(GObject) b = g_list_model_get_item (live, prefix);

      if (!equal (a, b))
        break;
      prefix++;
    }
  while (suffix < n_min - prefix)
    {
      g_autoptr(GObject) a = g_list_model_get_item (previous, n_previous - 1 - suffix);
      g_autoptr(GObject) b = g_list_model_get_item (live, n_live - 1 - suffix);

      if (!equal (a, b))
        break;
      suffix++;
    }
  for (guint i = 0; i < n_live; i++)
    {
      if (i < prefix)
        g_ptr_array_add (items, g_list_model_get_item (previous, i));
      else if (i >= n_live - suffix)
        g_ptr_array_add (items, g_list_model_get_item (previous, n_previous - (n_live - i)));
      else
        {
          g_autoptr(GObject) item = g_list_model_get_item (live, i);

          g_ptr_array_add (items, copy (item));
        }
    }
  g_list_store_splice (into, 0, g_list_model_get_n_items (G_LIST_MODEL (into)), items->pdata,
                       items->len);
  return n_live - prefix - suffix;
}

/* The state of LIVE now, sharing with PREVIOUS (NULL: none) what did not change.  KEYS, when
 * not NULL, are what changed since PREVIOUS (breakeven_history_note_change): the items they do
 * not name are taken as they were, uncompared. */
static BreakevenHistoryState *
state_new (BreakevenHistoryState *previous,
           BreakevenProject      *live,
           GPtrArray             *keys)
{
  BreakevenHistoryState *state = g_rc_box_new0 (BreakevenHistoryState);
  BreakevenProject *old = previous != NULL ? previous->project : NULL;
  guint copied = 0;

  state->project = breakeven_project_new ();
#define SHARE(get, item, list, equal, copy) \
  { \
    g_autoptr(GHashTable) edited = old != NULL ? edited_positions (keys, item, list) : NULL; \
    copied += share_items (get (state->project), \
                           old != NULL ? G_LIST_MODEL (get (old)) : NULL, \
                           G_LIST_MODEL (get (live)), edited, equal, copy); \
  }
  SHARE (breakeven_project_get_parts, "part ", "parts:", part_equal, part_copy)
  SHARE (breakeven_project_get_offers, "offer ", "offers:", offer_equal, offer_copy)
  SHARE (breakeven_project_get_bursts, "burst ", "bursts:", burst_equal, burst_copy)
#undef SHARE
  /* The lists are equal already: what is left is the project's own values */
  breakeven_project_assign (state->project, live);
  state->bytes = STATE_BYTES + copied * ITEM_BYTES;
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
history_now (BreakevenHistory *history)
{
  if (history->clock != NULL)
    return history->clock (history->clock_data);
  return g_get_monotonic_time ();
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

/* The history */

void
breakeven_history_init (BreakevenHistory *history)
{
  history->burst_keys = g_ptr_array_new_with_free_func (g_free);
  history->undo_steps = g_ptr_array_new_with_free_func ((GDestroyNotify) step_free);
  history->redo_steps = g_ptr_array_new_with_free_func ((GDestroyNotify) step_free);
}

/* Takes STATE */
static void
set_current (BreakevenHistory      *history,
             BreakevenHistoryState *state)
{
  g_clear_pointer (&history->current, state_unref);
  history->current = state;
  g_free (history->rates);
  history->rates = rates_signature (state->project);
}

void
breakeven_history_start (BreakevenHistory *history,
                         BreakevenProject *project)
{
  set_current (history, state_new (NULL, project, NULL));
  history->saved = state_ref (history->current);
}

void
breakeven_history_clear (BreakevenHistory *history)
{
  g_clear_pointer (&history->burst_keys, g_ptr_array_unref);
  g_clear_pointer (&history->step_name, g_free);
  g_clear_pointer (&history->current, state_unref);
  g_clear_pointer (&history->saved, state_unref);
  g_clear_pointer (&history->rates, g_free);
  g_clear_pointer (&history->undo_steps, g_ptr_array_unref);
  g_clear_pointer (&history->redo_steps, g_ptr_array_unref);
}

void
breakeven_history_note_change (BreakevenHistory *history,
                               char             *key)
{
  for (guint i = 0; i < history->burst_keys->len; i++)
    if (strcmp (g_ptr_array_index (history->burst_keys, i), key) == 0)
      {
        g_free (key);
        return;
      }
  g_ptr_array_add (history->burst_keys, key);
}

gboolean
breakeven_history_is_modified (BreakevenHistory *history)
{
  return history->saved == NULL || !states_equal (history->current, history->saved);
}

BreakevenProject *
breakeven_history_get_current (BreakevenHistory *history)
{
  return history->current->project;
}

static const char *
top_step_name (GPtrArray *steps)
{
  return steps->len > 0 ? ((Step *) g_ptr_array_index (steps, steps->len - 1))->name : NULL;
}

static void
trim_history (BreakevenHistory *history)
{
  gsize bytes = 0;

  for (guint i = 0; i < history->undo_steps->len; i++)
    bytes += ((Step *) g_ptr_array_index (history->undo_steps, i))->after->bytes;

  while (history->undo_steps->len > BREAKEVEN_DOCUMENT_HISTORY_MAX_STEPS
         || (history->undo_steps->len > 1 && bytes > BREAKEVEN_DOCUMENT_HISTORY_MAX_BYTES))
    {
      bytes -= ((Step *) g_ptr_array_index (history->undo_steps, 0))->after->bytes;
      g_ptr_array_remove_index (history->undo_steps, 0);
    }
}

/* The document's side */

void
breakeven_document_update_state (BreakevenDocument *self)
{
  BreakevenHistory *history = &self->history;
  gboolean can_undo = history->undo_steps->len > 0;
  gboolean can_redo = history->redo_steps->len > 0;
  gboolean modified = breakeven_history_is_modified (history);
  g_autofree char *undo_label = NULL;
  g_autofree char *redo_label = NULL;

  if (can_undo)
    /* Translators: %s is what the step did, e.g. "Delete Part" */
    undo_label = g_strdup_printf (_("Undo %s"), top_step_name (history->undo_steps));
  else
    undo_label = g_strdup (_("Undo"));
  if (can_redo)
    /* Translators: %s is what the step did, e.g. "Delete Part" */
    redo_label = g_strdup_printf (_("Redo %s"), top_step_name (history->redo_steps));
  else
    redo_label = g_strdup (_("Redo"));

  g_object_freeze_notify (G_OBJECT (self));
  if (can_undo != self->can_undo)
    {
      self->can_undo = can_undo;
      breakeven_document_notify_property (self, PROP_CAN_UNDO);
    }
  if (can_redo != self->can_redo)
    {
      self->can_redo = can_redo;
      breakeven_document_notify_property (self, PROP_CAN_REDO);
    }
  if (g_strcmp0 (undo_label, self->undo_label) != 0)
    {
      g_free (self->undo_label);
      self->undo_label = g_steal_pointer (&undo_label);
      breakeven_document_notify_property (self, PROP_UNDO_LABEL);
    }
  if (g_strcmp0 (redo_label, self->redo_label) != 0)
    {
      g_free (self->redo_label);
      self->redo_label = g_steal_pointer (&redo_label);
      breakeven_document_notify_property (self, PROP_REDO_LABEL);
    }
  if (modified != self->modified)
    {
      self->modified = modified;
      breakeven_document_notify_property (self, PROP_MODIFIED);
    }
  g_object_thaw_notify (G_OBJECT (self));
}

/* Records what the burst of changes did, as a new step or the continuation of the last one */
void
breakeven_document_settle_history (BreakevenDocument *self)
{
  BreakevenHistory *history = &self->history;
  g_autofree char *rates = NULL;
  g_autofree char *key = NULL;
  const char *name;
  BreakevenHistoryState *state;
  Step *last;
  gint64 now;

  /* A step begun is recorded when it ends, whole */
  if (!history->pending || history->step_depth > 0)
    return;
  history->pending = FALSE;

  state = state_new (history->current, self->project, history->burst_keys);
  if (states_equal (state, history->current))
    {
      /* Changed and changed back: nothing to undo, and the name waits for a real change */
      state_unref (state);
      g_ptr_array_set_size (history->burst_keys, 0);
      return;
    }
  rates = rates_signature (self->project);
  if (strcmp (rates, history->rates) != 0)
    g_ptr_array_add (history->burst_keys, g_strdup ("project:exchange-rates"));

  breakeven_history_describe_changes (history->burst_keys, &key, &name);
  g_ptr_array_set_size (history->burst_keys, 0);
  now = history_now (history);
  last = history->undo_steps->len > 0
       ? g_ptr_array_index (history->undo_steps, history->undo_steps->len - 1) : NULL;

  if (key != NULL && history->step_name == NULL && !history->group_closed && last != NULL
      && last->key != NULL && strcmp (last->key, key) == 0
      && now - last->time < BREAKEVEN_DOCUMENT_GROUP_USEC && history->redo_steps->len == 0)
    {
      state_unref (last->after);
      last->after = state_ref (state);
      last->time = now;
      /* Typed back to where the run started: no step left */
      if (states_equal (last->before, last->after))
        g_ptr_array_remove_index (history->undo_steps, history->undo_steps->len - 1);
    }
  else
    {
      Step *step = g_new0 (Step, 1);

      step->name = g_strdup (history->step_name != NULL ? history->step_name : name);
      /* A step begun and ended is one action: never extended */
      step->key = history->step_name != NULL ? NULL : g_steal_pointer (&key);
      step->before = state_ref (history->current);
      step->after = state_ref (state);
      step->time = now;
      g_ptr_array_add (history->undo_steps, step);
      g_ptr_array_set_size (history->redo_steps, 0);
      trim_history (history);
    }

  set_current (history, state);
  history->group_closed = FALSE;
  breakeven_document_update_state (self);
  breakeven_document_schedule_autosave (self);
}

/* Restores a recorded state into the document's project, in place, recording no step */
static void
restore_state (BreakevenDocument     *self,
               BreakevenHistoryState *state)
{
  BreakevenHistory *history = &self->history;

  self->restoring = TRUE;
  breakeven_project_assign (self->project, state->project);
  self->restoring = FALSE;

  g_ptr_array_set_size (history->burst_keys, 0);
  history->pending = FALSE;
  /* The copy holds every field the file does: a difference is a bug in the copy */
  if (!projects_equal (self->project, state->project))
    g_critical ("The restored project differs from the recorded state");
  set_current (history, state_ref (state));
  /* The next edit starts a step of its own, even of the same value */
  history->group_closed = TRUE;
}

void
breakeven_document_mark_saved (BreakevenDocument *self)
{
  g_clear_pointer (&self->history.saved, state_unref);
  self->history.saved = state_ref (self->history.current);
  /* Undo can come back to exactly the saved state */
  self->history.group_closed = TRUE;
  breakeven_document_update_state (self);
}

void
breakeven_document_forget_saved (BreakevenDocument *self)
{
  g_clear_pointer (&self->history.saved, state_unref);
  breakeven_document_update_state (self);
}

/* Public API */

void
breakeven_document_set_clock (BreakevenDocument      *self,
                              BreakevenDocumentClock  clock,
                              gpointer                user_data)
{
  g_return_if_fail (BREAKEVEN_IS_DOCUMENT (self));
  self->history.clock = clock;
  self->history.clock_data = user_data;
}

gboolean
breakeven_document_get_can_undo (BreakevenDocument *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_DOCUMENT (self), FALSE);
  return self->history.undo_steps->len > 0;
}

gboolean
breakeven_document_get_can_redo (BreakevenDocument *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_DOCUMENT (self), FALSE);
  return self->history.redo_steps->len > 0;
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

  /* Undo within a step begun would undo half an action */
  g_return_if_fail (self->history.step_depth == 0);

  /* A change made just before, in the same main-loop turn, is a step of its own first */
  breakeven_document_settle_history (self);
  if (from->len == 0)
    return;

  step = g_ptr_array_steal_index (from, from->len - 1);
  restore_state (self, undo ? step->before : step->after);
  g_ptr_array_add (to, step);
  breakeven_document_update_state (self);
  breakeven_document_schedule_autosave (self);
}

void
breakeven_document_undo (BreakevenDocument *self)
{
  g_return_if_fail (BREAKEVEN_IS_DOCUMENT (self));
  move_step (self, self->history.undo_steps, self->history.redo_steps, TRUE);
}

void
breakeven_document_redo (BreakevenDocument *self)
{
  g_return_if_fail (BREAKEVEN_IS_DOCUMENT (self));
  move_step (self, self->history.redo_steps, self->history.undo_steps, FALSE);
}

void
breakeven_document_begin_step (BreakevenDocument *self,
                               const char        *name)
{
  BreakevenHistory *history;

  g_return_if_fail (BREAKEVEN_IS_DOCUMENT (self));
  g_return_if_fail (name != NULL);

  history = &self->history;
  /* Within a step begun: part of it, under its name */
  if (history->step_depth > 0)
    {
      history->step_depth++;
      return;
    }
  /* A change made before is a step of its own */
  breakeven_document_settle_history (self);
  history->step_depth = 1;
  g_free (history->step_name);
  history->step_name = g_strdup (name);
}

void
breakeven_document_end_step (BreakevenDocument *self)
{
  BreakevenHistory *history;

  g_return_if_fail (BREAKEVEN_IS_DOCUMENT (self));
  g_return_if_fail (self->history.step_depth > 0);

  history = &self->history;
  if (--history->step_depth > 0)
    return;
  breakeven_document_settle_history (self);
  g_clear_pointer (&history->step_name, g_free);
  /* The next edit is another action, even of the same value */
  history->group_closed = TRUE;
}

void
breakeven_document_end_typing (BreakevenDocument *self)
{
  g_return_if_fail (BREAKEVEN_IS_DOCUMENT (self));

  /* A value committed as the field loses focus still belongs to the run it ends */
  breakeven_document_settle_history (self);
  if (self->history.step_depth == 0)
    self->history.group_closed = TRUE;
}
