/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-chart-labels.c: labels next to marks in the plot (the crossings' months), placed
 * clear of each other and of the marks
 *
 * Each label goes in the first corner around its point that stays in the plot and overlaps
 * nothing placed before it.  The boxes placed are kept in a grid of cells about two labels
 * wide, so that a label is checked against the boxes near it only: with a thousand crossings,
 * checking each against every other was most of a redraw.  With a layer cache (a widget's
 * renders with many offers) the labels are drawn into a layer of their own, kept while no label
 * moves or changes: a redraw that leaves them measures each label from the text cache and
 * paints the layer.
 */

#include "config.h"

#include <math.h>

#include "breakeven-chart-private.h"

/* The grid's cells, in font sizes: about two mark labels ("29.1 months") wide */
#define CELL_SCALE 4.0
/* More cells than this and the cells grow instead (a plot of absurd size) */
#define MAX_CELLS 65536

typedef struct
{
  PangoLayout *layout;
  double x, y;          /* top-left corner of the text */
  char *text;
} PlacedLabel;

struct _BreakevenMarkLabels
{
  BreakevenChartContext *ctx;
  BreakevenRect plot;
  double cell;
  guint columns, rows;
  GArray *boxes;        /* of BreakevenRect: every box placed, marks and labels */
  GArray **cells;       /* COLUMNS x ROWS, each NULL or a GArray of guint (indices in BOXES) */
  GArray *labels;       /* of PlacedLabel, in the order placed */
};

static void
placed_label_clear (gpointer data)
{
  PlacedLabel *label = data;

  g_clear_object (&label->layout);
  g_clear_pointer (&label->text, g_free);
}

BreakevenMarkLabels *
breakeven_mark_labels_new (BreakevenChartContext      *ctx,
                           const BreakevenChartLayout *layout)
{
  BreakevenMarkLabels *self = g_new0 (BreakevenMarkLabels, 1);
  double cell = MAX (1.0, CELL_SCALE * ctx->font_size);
  double width = MAX (layout->plot.width, 1.0), height = MAX (layout->plot.height, 1.0);

  while ((width / cell + 1) * (height / cell + 1) > MAX_CELLS)
    cell *= 2;
  self->ctx = ctx;
  self->plot = layout->plot;
  self->cell = cell;
  self->columns = (guint) ceil (width / cell);
  self->rows = (guint) ceil (height / cell);
  self->boxes = g_array_new (FALSE, FALSE, sizeof (BreakevenRect));
  self->cells = g_new0 (GArray *, self->columns * self->rows);
  self->labels = g_array_new (FALSE, TRUE, sizeof (PlacedLabel));
  g_array_set_clear_func (self->labels, placed_label_clear);
  return self;
}

void
breakeven_mark_labels_free (BreakevenMarkLabels *self)
{
  if (self == NULL)
    return;
  for (guint i = 0; i < self->columns * self->rows; i++)
    if (self->cells[i] != NULL)
      g_array_unref (self->cells[i]);
  g_free (self->cells);
  g_array_unref (self->boxes);
  g_array_unref (self->labels);
  g_free (self);
}

/* The cells [*C0, *C1] x [*R0, *R1] that BOX overlaps, clamped to the grid: a box outside the
 * plot falls in its border cells, so two boxes that intersect always share a cell */
static void
cell_range (const BreakevenMarkLabels *self,
            const BreakevenRect       *box,
            guint                     *c0,
            guint                     *c1,
            guint                     *r0,
            guint                     *r1)
{
  double left = floor ((box->x - self->plot.x) / self->cell);
  double right = floor ((box->x + box->width - self->plot.x) / self->cell);
  double top = floor ((box->y - self->plot.y) / self->cell);
  double bottom = floor ((box->y + box->height - self->plot.y) / self->cell);

  *c0 = (guint) CLAMP (isfinite (left) ? left : 0, 0, self->columns - 1);
  *c1 = (guint) CLAMP (isfinite (right) ? right : 0, 0, self->columns - 1);
  *r0 = (guint) CLAMP (isfinite (top) ? top : 0, 0, self->rows - 1);
  *r1 = (guint) CLAMP (isfinite (bottom) ? bottom : 0, 0, self->rows - 1);
}

void
breakeven_mark_labels_add_obstacle (BreakevenMarkLabels *self,
                                    const BreakevenRect *box)
{
  guint index = self->boxes->len, c0, c1, r0, r1;

  g_array_append_val (self->boxes, *box);
  cell_range (self, box, &c0, &c1, &r0, &r1);
  for (guint r = r0; r <= r1; r++)
    for (guint c = c0; c <= c1; c++)
      {
        GArray **cell = &self->cells[r * self->columns + c];

        if (*cell == NULL)
          *cell = g_array_new (FALSE, FALSE, sizeof (guint));
        g_array_append_val (*cell, index);
      }
}

/* Whether BOX intersects a box placed before */
static gboolean
is_taken (const BreakevenMarkLabels *self,
          const BreakevenRect       *box)
{
  guint c0, c1, r0, r1;

  cell_range (self, box, &c0, &c1, &r0, &r1);
  for (guint r = r0; r <= r1; r++)
    for (guint c = c0; c <= c1; c++)
      {
        GArray *cell = self->cells[r * self->columns + c];

        for (guint i = 0; cell != NULL && i < cell->len; i++)
          if (breakeven_chart_rect_intersects (box,
                                               &g_array_index (self->boxes, BreakevenRect,
                                                               g_array_index (cell, guint, i))))
            return TRUE;
      }
  return FALSE;
}

void
breakeven_mark_labels_place (BreakevenMarkLabels *self,
                             const char          *text,
                             double               x,
                             double               y)
{
  static const double corners[][2] = { { 1, 1 }, { 0, 1 }, { 0, 0 }, { 1, 0 } };
  BreakevenChartContext *ctx = self->ctx;
  const BreakevenRect *plot = &self->plot;
  double pad = 0.25 * ctx->font_size;
  double gap = pad + BREAKEVEN_CHART_DOT_RADIUS_SCALE * ctx->line_width + 0.2 * ctx->font_size;
  double w, h;
  g_autoptr(PangoLayout) label =
    breakeven_chart_context_layout (ctx, BREAKEVEN_TEXT_PLAIN, text,
                                    BREAKEVEN_CHART_MARK_LABEL_SCALE * ctx->font_size, FALSE,
                                    &w, &h);

  for (guint c = 0; c < G_N_ELEMENTS (corners); c++)
    {
      double ax = corners[c][0], ay = corners[c][1];
      double lx = x + (ax > 0 ? -gap : gap) - ax * w;
      double ly = y + (ay > 0 ? -gap : gap) - ay * h;
      BreakevenRect box = { lx - pad, ly - pad, w + 2 * pad, h + 2 * pad };
      PlacedLabel placed;

      if (!(box.x >= plot->x && box.y >= plot->y
            && box.x + box.width <= plot->x + plot->width
            && box.y + box.height <= plot->y + plot->height)
          || is_taken (self, &box))
        continue;

      placed.layout = g_steal_pointer (&label);
      placed.x = lx;
      placed.y = ly;
      placed.text = g_strdup (text);
      g_array_append_val (self->labels, placed);
      breakeven_mark_labels_add_obstacle (self, &box);
      return;
    }
}

guint
breakeven_mark_labels_get_n_placed (BreakevenMarkLabels *self)
{
  return self->labels->len;
}

static void
draw_labels (BreakevenChartContext *ctx,
             gpointer               data)
{
  BreakevenMarkLabels *self = data;

  for (guint i = 0; i < self->labels->len; i++)
    {
      const PlacedLabel *label = &g_array_index (self->labels, PlacedLabel, i);

      breakeven_chart_show_on_halo (ctx, label->layout, label->x, label->y,
                                    &ctx->palette->foreground);
    }
}

void
breakeven_mark_labels_draw (BreakevenMarkLabels        *self,
                            const BreakevenChartLayout *layout,
                            gboolean                    layered)
{
  BreakevenChartContext *ctx = self->ctx;
  g_autoptr(GByteArray) key = NULL;

  if (!layered)
    {
      draw_labels (ctx, self);
      return;
    }

  /* Everything the labels' pixels depend on, besides the plot and the colours the layer adds */
  key = g_byte_array_new ();
  breakeven_chart_key_add_double (key, ctx->font_size);
  breakeven_chart_key_add_string (key, ctx->family);
  for (guint i = 0; i < self->labels->len; i++)
    {
      const PlacedLabel *label = &g_array_index (self->labels, PlacedLabel, i);

      breakeven_chart_key_add_double (key, label->x);
      breakeven_chart_key_add_double (key, label->y);
      breakeven_chart_key_add_string (key, label->text);
    }
  breakeven_chart_draw_cached_layer (ctx, layout, BREAKEVEN_CHART_LAYER_LABELS, key,
                                     draw_labels, self);
}
