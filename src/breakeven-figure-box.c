/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-figure-box.c: figures side by side, as many to a line as fit, of one width
 *
 * The results' five figures: all on one line on a wide window, two or three to a line on a
 * phone, each as wide as the others.  A flow box would do the layout, but it takes the figures
 * for items to pick and its Tab stops at a figure without a button; here Tab goes through the
 * figures' own controls, in order, as in any container.
 *
 * Children in <child> of a template, in reading order.  Properties: "spacing" (both ways) and
 * "min-per-line" (the fewest a line holds however narrow, while their minimum widths allow).
 */

#include "config.h"

#include "breakeven-figure-box.h"

struct _BreakevenFigureBox
{
  GtkWidget parent_instance;

  int spacing;
  guint min_per_line;
};

static void breakeven_figure_box_buildable_init (GtkBuildableIface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (BreakevenFigureBox, breakeven_figure_box, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_BUILDABLE,
                                                      breakeven_figure_box_buildable_init))

enum {
  PROP_0,
  PROP_SPACING,
  PROP_MIN_PER_LINE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The visible children's count, widest minimum and widest natural width */
static guint
measure_children (BreakevenFigureBox *self,
                  int                *widest_minimum,
                  int                *widest_natural)
{
  guint n = 0;

  *widest_minimum = *widest_natural = 0;
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int minimum, natural;

      if (!gtk_widget_get_visible (child))
        continue;
      gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
      *widest_minimum = MAX (*widest_minimum, minimum);
      *widest_natural = MAX (*widest_natural, natural);
      n++;
    }
  return n;
}

guint
breakeven_figure_box_get_per_line (BreakevenFigureBox *self,
                                   int                 width)
{
  int widest_minimum, widest_natural;
  guint n, per_line;

  g_return_val_if_fail (BREAKEVEN_IS_FIGURE_BOX (self), 1);

  n = measure_children (self, &widest_minimum, &widest_natural);
  if (n == 0)
    return 1;
  /* As many as fit at their natural width; at least min-per-line if their minimums fit */
  for (per_line = n; per_line > 1; per_line--)
    if ((int) per_line * widest_natural + ((int) per_line - 1) * self->spacing <= width)
      break;
  while (per_line < MIN (self->min_per_line, n)
         && (int) (per_line + 1) * widest_minimum + (int) per_line * self->spacing <= width)
    per_line++;
  return per_line;
}

static int
item_width (BreakevenFigureBox *self,
            int                 width,
            guint               per_line)
{
  return MAX ((width - ((int) per_line - 1) * self->spacing) / (int) per_line, 0);
}

/* The height of the lines at WIDTH: each line as tall as its tallest figure */
static int
lines_height (BreakevenFigureBox *self,
              int                 width)
{
  guint per_line = breakeven_figure_box_get_per_line (self, width);
  int item = item_width (self, width, per_line);
  int height = 0, line = 0;
  guint column = 0, lines = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int minimum, natural;

      if (!gtk_widget_get_visible (child))
        continue;
      gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, item, &minimum, &natural, NULL, NULL);
      line = MAX (line, natural);
      if (++column == per_line)
        {
          height += line;
          lines++;
          line = 0;
          column = 0;
        }
    }
  if (column > 0)
    {
      height += line;
      lines++;
    }
  return height + (lines > 1 ? ((int) lines - 1) * self->spacing : 0);
}

static void
breakeven_figure_box_measure (GtkWidget      *widget,
                              GtkOrientation  orientation,
                              int             for_size,
                              int            *minimum,
                              int            *natural,
                              int            *minimum_baseline,
                              int            *natural_baseline)
{
  BreakevenFigureBox *self = BREAKEVEN_FIGURE_BOX (widget);
  int widest_minimum, widest_natural;
  guint n = measure_children (self, &widest_minimum, &widest_natural);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      /* One a line at the narrowest; all on one line at the natural width */
      *minimum = widest_minimum;
      *natural = n > 0 ? (int) n * widest_natural + ((int) n - 1) * self->spacing : 0;
      return;
    }
  if (for_size < 0)
    for_size = n > 0 ? (int) n * widest_natural + ((int) n - 1) * self->spacing : 0;
  *minimum = *natural = lines_height (self, for_size);
}

static void
breakeven_figure_box_size_allocate (GtkWidget *widget,
                                    int        width,
                                    int        height,
                                    int        baseline)
{
  BreakevenFigureBox *self = BREAKEVEN_FIGURE_BOX (widget);
  guint per_line = breakeven_figure_box_get_per_line (self, width);
  int item = item_width (self, width, per_line);
  GtkWidget *line_start = gtk_widget_get_first_child (widget);
  int y = 0;

  /* A line at a time: its height first, then its figures */
  while (line_start != NULL)
    {
      GtkWidget *child = line_start;
      int line = 0;
      guint column = 0;

      for (; child != NULL && column < per_line; child = gtk_widget_get_next_sibling (child))
        {
          int minimum, natural;

          if (!gtk_widget_get_visible (child))
            continue;
          gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, item, &minimum, &natural,
                              NULL, NULL);
          line = MAX (line, natural);
          column++;
        }
      column = 0;
      for (GtkWidget *c = line_start; c != child; c = gtk_widget_get_next_sibling (c))
        {
          GtkAllocation allocation;

          if (!gtk_widget_get_visible (c))
            continue;
          allocation.x = (int) column * (item + self->spacing);
          allocation.y = y;
          allocation.width = item;
          allocation.height = line;
          if (gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL)
            allocation.x = width - allocation.x - item;
          gtk_widget_size_allocate (c, &allocation, -1);
          column++;
        }
      y += line + self->spacing;
      line_start = child;
    }
}

static GtkSizeRequestMode
breakeven_figure_box_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

void
breakeven_figure_box_append (BreakevenFigureBox *self,
                             GtkWidget          *child)
{
  g_return_if_fail (BREAKEVEN_IS_FIGURE_BOX (self));
  g_return_if_fail (GTK_IS_WIDGET (child));

  gtk_widget_insert_before (child, GTK_WIDGET (self), NULL);
}

static void
breakeven_figure_box_buildable_add_child (GtkBuildable *buildable,
                                          GtkBuilder   *builder,
                                          GObject      *child,
                                          const char   *type)
{
  if (GTK_IS_WIDGET (child))
    breakeven_figure_box_append (BREAKEVEN_FIGURE_BOX (buildable), GTK_WIDGET (child));
}

static void
breakeven_figure_box_buildable_init (GtkBuildableIface *iface)
{
  iface->add_child = breakeven_figure_box_buildable_add_child;
}

static void
breakeven_figure_box_dispose (GObject *object)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (breakeven_figure_box_parent_class)->dispose (object);
}

static void
breakeven_figure_box_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  BreakevenFigureBox *self = BREAKEVEN_FIGURE_BOX (object);

  switch (prop_id)
    {
    case PROP_SPACING: g_value_set_int (value, self->spacing); break;
    case PROP_MIN_PER_LINE: g_value_set_uint (value, self->min_per_line); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
breakeven_figure_box_set_property (GObject      *object,
                                   guint         prop_id,
                                   const GValue *value,
                                   GParamSpec   *pspec)
{
  BreakevenFigureBox *self = BREAKEVEN_FIGURE_BOX (object);

  switch (prop_id)
    {
    case PROP_SPACING:
      self->spacing = g_value_get_int (value);
      gtk_widget_queue_resize (GTK_WIDGET (self));
      break;
    case PROP_MIN_PER_LINE:
      self->min_per_line = g_value_get_uint (value);
      gtk_widget_queue_resize (GTK_WIDGET (self));
      break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
breakeven_figure_box_class_init (BreakevenFigureBoxClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = breakeven_figure_box_dispose;
  object_class->get_property = breakeven_figure_box_get_property;
  object_class->set_property = breakeven_figure_box_set_property;
  widget_class->measure = breakeven_figure_box_measure;
  widget_class->size_allocate = breakeven_figure_box_size_allocate;
  widget_class->get_request_mode = breakeven_figure_box_get_request_mode;

  properties[PROP_SPACING] =
    g_param_spec_int ("spacing", NULL, NULL, 0, 100, 0,
                      G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  properties[PROP_MIN_PER_LINE] =
    g_param_spec_uint ("min-per-line", NULL, NULL, 1, 10, 1,
                       G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "figurebox");
}

static void
breakeven_figure_box_init (BreakevenFigureBox *self)
{
  self->min_per_line = 1;
}

GtkWidget *
breakeven_figure_box_new (void)
{
  return g_object_new (BREAKEVEN_TYPE_FIGURE_BOX, NULL);
}
