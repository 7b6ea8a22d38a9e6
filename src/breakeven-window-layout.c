/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-window-layout.c: the window's adaptive layout, side by side or one column
 *
 * Three children: the summary (the verdict and its figures), the editor (the pages) and the
 * chart.  The summary comes first, across the top; from BREAKEVEN_WINDOW_LAYOUT_WIDE_WIDTH up,
 * the editor and the chart share the rest of the window's height side by side; below it, one
 * column in reading order: the summary, then the editor, then the chart, for the window's
 * scrolled window to scroll.  The choice is made from the width allocated, not from the children's minimum widths,
 * so that a window can always be made narrower than the side-by-side layout needs (what
 * AdwBreakpoint does from libadwaita 1.4, here on 1.2 as well).
 *
 * In <child type="summary|editor|chart"> of a template.
 */

#include "config.h"

#include "breakeven-window-layout.h"

/* The editor in one column: tall enough for a few rows of parts, its own lists scrolling */
#define EDITOR_COLUMN_HEIGHT 520
/* The chart in one column: as tall as wide, within these bounds */
#define CHART_COLUMN_MIN_HEIGHT 440
#define CHART_COLUMN_MAX_HEIGHT 640
/* Side by side: the editor takes this share of the width, within the children's minimums */
#define EDITOR_SHARE 0.48
#define CHART_MIN_HEIGHT 220

struct _BreakevenWindowLayout
{
  GtkWidget parent_instance;

  GtkWidget *summary;
  GtkWidget *editor;
  GtkWidget *chart;
  gboolean wide;
  gboolean compact;
  guint notify_idle;
};

static void breakeven_window_layout_buildable_init (GtkBuildableIface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (BreakevenWindowLayout, breakeven_window_layout, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_BUILDABLE,
                                                      breakeven_window_layout_buildable_init))

enum {
  PROP_0,
  PROP_WIDE,
  PROP_COMPACT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];
static GtkBuildableIface *parent_buildable_iface;

static void
measure_child (GtkWidget      *child,
               GtkOrientation  orientation,
               int             for_size,
               int            *minimum,
               int            *natural)
{
  *minimum = *natural = 0;
  if (child != NULL && gtk_widget_get_visible (child))
    gtk_widget_measure (child, orientation, for_size, minimum, natural, NULL, NULL);
}

/* Side by side: how wide the editor is in WIDTH */
static int
editor_width (BreakevenWindowLayout *self,
              int                    width)
{
  int editor_min, editor_nat, summary_min, summary_nat, chart_min, chart_nat;
  int right_min, editor;

  measure_child (self->editor, GTK_ORIENTATION_HORIZONTAL, -1, &editor_min, &editor_nat);
  measure_child (self->summary, GTK_ORIENTATION_HORIZONTAL, -1, &summary_min, &summary_nat);
  measure_child (self->chart, GTK_ORIENTATION_HORIZONTAL, -1, &chart_min, &chart_nat);
  right_min = MAX (summary_min, chart_min);
  editor = (int) (width * EDITOR_SHARE);
  editor = MIN (editor, width - right_min);
  return MAX (editor, MIN (editor_min, width));
}

/* The chart's buttons, title and legend take their room: the plot keeps most of a square */
static int
chart_column_height (int width)
{
  return CLAMP (width, CHART_COLUMN_MIN_HEIGHT, CHART_COLUMN_MAX_HEIGHT);
}

static gboolean
is_wide (int width)
{
  return width >= BREAKEVEN_WINDOW_LAYOUT_WIDE_WIDTH;
}

static void
breakeven_window_layout_measure (GtkWidget      *widget,
                                 GtkOrientation  orientation,
                                 int             for_size,
                                 int            *minimum,
                                 int            *natural,
                                 int            *minimum_baseline,
                                 int            *natural_baseline)
{
  BreakevenWindowLayout *self = BREAKEVEN_WINDOW_LAYOUT (widget);
  int s_min, s_nat, e_min, e_nat, c_min, c_nat;

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      /* One column is always possible: the widest minimum; side by side is the natural */
      measure_child (self->summary, orientation, -1, &s_min, &s_nat);
      measure_child (self->editor, orientation, -1, &e_min, &e_nat);
      measure_child (self->chart, orientation, -1, &c_min, &c_nat);
      *minimum = MAX (MAX (s_min, e_min), c_min);
      *natural = MAX (e_nat + MAX (s_nat, c_nat), BREAKEVEN_WINDOW_LAYOUT_WIDE_WIDTH);
      return;
    }

  if (for_size < 0 || is_wide (for_size))
    {
      int width = for_size < 0 ? BREAKEVEN_WINDOW_LAYOUT_WIDE_WIDTH : for_size;
      int left = editor_width (self, width);
      int right = MAX (width - left, 0);

      measure_child (self->summary, orientation, width, &s_min, &s_nat);
      measure_child (self->editor, orientation, left, &e_min, &e_nat);
      measure_child (self->chart, orientation, right, &c_min, &c_nat);
      /* The summary across the top is never squeezed: the editor and the chart share the rest */
      *minimum = s_nat + MAX (e_min, MAX (c_min, CHART_MIN_HEIGHT));
      *natural = s_nat + MAX (e_nat, MAX (c_nat, CHART_MIN_HEIGHT));
    }
  else
    {
      measure_child (self->summary, orientation, for_size, &s_min, &s_nat);
      measure_child (self->editor, orientation, for_size, &e_min, &e_nat);
      measure_child (self->chart, orientation, for_size, &c_min, &c_nat);
      *minimum = s_nat + MAX (e_min, EDITOR_COLUMN_HEIGHT)
                 + MAX (c_min, chart_column_height (for_size));
      *natural = *minimum;
    }
}

static gboolean
notify_wide_idle (gpointer data)
{
  BreakevenWindowLayout *self = data;

  self->notify_idle = 0;
  g_object_freeze_notify (G_OBJECT (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_WIDE]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COMPACT]);
  g_object_thaw_notify (G_OBJECT (self));
  return G_SOURCE_REMOVE;
}

static void
allocate_child (GtkWidget *child,
                int        x,
                int        y,
                int        width,
                int        height)
{
  GtkAllocation allocation = { x, y, width, height };

  if (child != NULL && gtk_widget_get_visible (child))
    gtk_widget_size_allocate (child, &allocation, -1);
}

static void
breakeven_window_layout_size_allocate (GtkWidget *widget,
                                       int        width,
                                       int        height,
                                       int        baseline)
{
  BreakevenWindowLayout *self = BREAKEVEN_WINDOW_LAYOUT (widget);
  gboolean wide = is_wide (width);
  gboolean compact = width < BREAKEVEN_WINDOW_LAYOUT_COMPACT_WIDTH;
  int s_min, s_nat, e_min, e_nat, c_min, c_nat;

  if (wide != self->wide || compact != self->compact)
    {
      self->wide = wide;
      self->compact = compact;
      /* Whoever follows the mode changes other widgets: not in the middle of an allocation */
      if (self->notify_idle == 0)
        self->notify_idle = g_idle_add_full (G_PRIORITY_HIGH_IDLE, notify_wide_idle,
                                             self, NULL);
    }

  if (wide)
    {
      int left = editor_width (self, width);
      int right = MAX (width - left, 0);
      int rest;

      measure_child (self->summary, GTK_ORIENTATION_VERTICAL, width, &s_min, &s_nat);
      rest = MAX (height - s_nat, 0);
      allocate_child (self->summary, 0, 0, width, s_nat);
      allocate_child (self->editor, 0, s_nat, left, rest);
      allocate_child (self->chart, left, s_nat, right, rest);
    }
  else
    {
      int y = 0, editor_height, chart_height;

      measure_child (self->summary, GTK_ORIENTATION_VERTICAL, width, &s_min, &s_nat);
      measure_child (self->editor, GTK_ORIENTATION_VERTICAL, width, &e_min, &e_nat);
      measure_child (self->chart, GTK_ORIENTATION_VERTICAL, width, &c_min, &c_nat);
      editor_height = MAX (e_min, EDITOR_COLUMN_HEIGHT);
      chart_height = MAX (c_min, chart_column_height (width));
      /* A taller window than the column needs: the chart takes the rest */
      chart_height = MAX (chart_height, height - s_nat - editor_height);
      allocate_child (self->summary, 0, y, width, s_nat);
      y += s_nat;
      allocate_child (self->editor, 0, y, width, editor_height);
      y += editor_height;
      allocate_child (self->chart, 0, y, width, chart_height);
    }
}

/* Tab goes in reading order: the summary, the editor, then the chart (GTK's default would sort
 * the children by where they stand, the chart beside the editor before it) */
static gboolean
breakeven_window_layout_focus (GtkWidget        *widget,
                               GtkDirectionType  direction)
{
  BreakevenWindowLayout *self = BREAKEVEN_WINDOW_LAYOUT (widget);
  GtkWidget *order[] = { self->summary, self->editor, self->chart };
  GtkWidget *current = gtk_widget_get_focus_child (widget);
  int n = G_N_ELEMENTS (order), step, start = -1;

  if (direction != GTK_DIR_TAB_FORWARD && direction != GTK_DIR_TAB_BACKWARD)
    return GTK_WIDGET_CLASS (breakeven_window_layout_parent_class)->focus (widget, direction);
  step = direction == GTK_DIR_TAB_FORWARD ? 1 : -1;
  for (int i = 0; i < n; i++)
    if (order[i] != NULL && order[i] == current)
      start = i;
  if (start < 0)
    start = step > 0 ? 0 : n - 1;
  for (int i = start; i >= 0 && i < n; i += step)
    if (order[i] != NULL && gtk_widget_get_visible (order[i])
        && gtk_widget_child_focus (order[i], direction))
      return TRUE;
  return FALSE;
}

static GtkSizeRequestMode
breakeven_window_layout_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
set_child (BreakevenWindowLayout  *self,
           GtkWidget             **slot,
           GtkWidget              *child)
{
  g_return_if_fail (child == NULL || GTK_IS_WIDGET (child));

  if (*slot == child)
    return;
  g_clear_pointer (slot, gtk_widget_unparent);
  if (child != NULL)
    {
      *slot = child;
      /* In reading order, which is the focus order of one column too */
      if (slot == &self->summary)
        gtk_widget_insert_after (child, GTK_WIDGET (self), NULL);
      else if (slot == &self->chart)
        gtk_widget_insert_before (child, GTK_WIDGET (self), NULL);
      else
        gtk_widget_insert_after (child, GTK_WIDGET (self), self->summary);
    }
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

void
breakeven_window_layout_set_summary (BreakevenWindowLayout *self,
                                     GtkWidget             *child)
{
  g_return_if_fail (BREAKEVEN_IS_WINDOW_LAYOUT (self));
  set_child (self, &self->summary, child);
}

void
breakeven_window_layout_set_editor (BreakevenWindowLayout *self,
                                    GtkWidget             *child)
{
  g_return_if_fail (BREAKEVEN_IS_WINDOW_LAYOUT (self));
  set_child (self, &self->editor, child);
}

void
breakeven_window_layout_set_chart (BreakevenWindowLayout *self,
                                   GtkWidget             *child)
{
  g_return_if_fail (BREAKEVEN_IS_WINDOW_LAYOUT (self));
  set_child (self, &self->chart, child);
}

gboolean
breakeven_window_layout_get_compact (BreakevenWindowLayout *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_WINDOW_LAYOUT (self), FALSE);
  return self->compact;
}

gboolean
breakeven_window_layout_get_wide (BreakevenWindowLayout *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_WINDOW_LAYOUT (self), FALSE);
  return self->wide;
}

static void
breakeven_window_layout_buildable_add_child (GtkBuildable *buildable,
                                             GtkBuilder   *builder,
                                             GObject      *child,
                                             const char   *type)
{
  BreakevenWindowLayout *self = BREAKEVEN_WINDOW_LAYOUT (buildable);

  if (g_strcmp0 (type, "summary") == 0)
    breakeven_window_layout_set_summary (self, GTK_WIDGET (child));
  else if (g_strcmp0 (type, "editor") == 0)
    breakeven_window_layout_set_editor (self, GTK_WIDGET (child));
  else if (g_strcmp0 (type, "chart") == 0)
    breakeven_window_layout_set_chart (self, GTK_WIDGET (child));
  else
    parent_buildable_iface->add_child (buildable, builder, child, type);
}

static void
breakeven_window_layout_buildable_init (GtkBuildableIface *iface)
{
  parent_buildable_iface = g_type_interface_peek_parent (iface);
  iface->add_child = breakeven_window_layout_buildable_add_child;
}

static void
breakeven_window_layout_dispose (GObject *object)
{
  BreakevenWindowLayout *self = BREAKEVEN_WINDOW_LAYOUT (object);

  g_clear_handle_id (&self->notify_idle, g_source_remove);
  g_clear_pointer (&self->summary, gtk_widget_unparent);
  g_clear_pointer (&self->editor, gtk_widget_unparent);
  g_clear_pointer (&self->chart, gtk_widget_unparent);

  G_OBJECT_CLASS (breakeven_window_layout_parent_class)->dispose (object);
}

static void
breakeven_window_layout_get_property (GObject    *object,
                                      guint       prop_id,
                                      GValue     *value,
                                      GParamSpec *pspec)
{
  BreakevenWindowLayout *self = BREAKEVEN_WINDOW_LAYOUT (object);

  switch (prop_id)
    {
    case PROP_WIDE: g_value_set_boolean (value, self->wide); break;
    case PROP_COMPACT: g_value_set_boolean (value, self->compact); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
breakeven_window_layout_class_init (BreakevenWindowLayoutClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = breakeven_window_layout_dispose;
  object_class->get_property = breakeven_window_layout_get_property;
  widget_class->measure = breakeven_window_layout_measure;
  widget_class->size_allocate = breakeven_window_layout_size_allocate;
  widget_class->get_request_mode = breakeven_window_layout_get_request_mode;
  widget_class->focus = breakeven_window_layout_focus;

  properties[PROP_WIDE] =
    g_param_spec_boolean ("wide", NULL, NULL, TRUE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_COMPACT] =
    g_param_spec_boolean ("compact", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "windowlayout");
}

static void
breakeven_window_layout_init (BreakevenWindowLayout *self)
{
  self->wide = TRUE;
}

GtkWidget *
breakeven_window_layout_new (void)
{
  return g_object_new (BREAKEVEN_TYPE_WINDOW_LAYOUT, NULL);
}
