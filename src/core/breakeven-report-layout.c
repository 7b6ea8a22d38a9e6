/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-report-layout.c: flow of paragraphs, tables and figures onto printed pages */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "breakeven-chart-private.h"
#include "breakeven-format.h"
#include "breakeven-limits.h"
#include "breakeven-report-layout.h"

/* The size of the report charts' tick labels (8 pt x 0.9): one font fewer to load */
#define FOOTER_SIZE (8.0 * 0.9)
#define FOOTER_GAP 10.0

typedef enum
{
  BLOCK_TEXT,
  BLOCK_TABLE,
  BLOCK_FIGURE,
} BlockKind;

typedef struct
{
  BlockKind kind;
  double space_before;
  gboolean keep_with_next;
  double size;

  /* Text */
  char *text;
  gboolean bold, muted;

  /* Table */
  guint n_columns;
  double *widths;
  gboolean *right_aligned;
  gboolean zebra;
  GPtrArray *rows;       /* of GStrv, n_columns each */
  GArray *row_flags;     /* of BreakevenFlowRowFlags */
  guint n_header_rows;

  /* Figure */
  double height;
  BreakevenFlowDrawFunc draw;
  gpointer data;

  /* Measured by paginate: the height of each line (text) or row (table), and for text the top
   * of each line in its layout */
  GArray *row_heights;
  GArray *row_tops;
  GArray *line_lefts;
  /* What paginate laid out, drawn as it is: each line of the text, or one layout per cell, row
   * after row (table); the layouts belong to the flow's cache.  Text is shaped once per report,
   * not once to measure and again for each page a paragraph or a table reaches */
  GPtrArray *lines;      /* of PangoLayoutLine */
  GPtrArray *cells;      /* of PangoLayout */
} Block;

typedef struct
{
  guint block;
  guint first, n;  /* rows (not counting a repeated header) or lines */
  double y;
  guint page;
} Fragment;

struct _BreakevenFlow
{
  BreakevenChartPalette palette;
  GPtrArray *blocks;
  GArray *fragments;
  /* Layouts by font, width, alignment and text: a report says the same lines again and again
   * (each offer's explanation repeats the formulas, tables their dashes and units), and each
   * is shaped once */
  GHashTable *layouts;
  BreakevenFlowGeometry geometry;
  char *footer;
  char *family;
  guint n_pages;
};

static void
block_free (gpointer data)
{
  Block *b = data;

  g_free (b->text);
  g_free (b->widths);
  g_free (b->right_aligned);
  g_clear_pointer (&b->rows, g_ptr_array_unref);
  g_clear_pointer (&b->row_flags, g_array_unref);
  g_clear_pointer (&b->row_heights, g_array_unref);
  g_clear_pointer (&b->row_tops, g_array_unref);
  g_clear_pointer (&b->line_lefts, g_array_unref);
  g_clear_pointer (&b->lines, g_ptr_array_unref);
  g_clear_pointer (&b->cells, g_ptr_array_unref);
  g_free (b);
}

BreakevenFlow *
breakeven_flow_new (const BreakevenChartPalette *palette)
{
  BreakevenFlow *flow = g_new0 (BreakevenFlow, 1);

  flow->palette = *palette;
  flow->blocks = g_ptr_array_new_with_free_func (block_free);
  flow->fragments = g_array_new (FALSE, TRUE, sizeof (Fragment));
  flow->layouts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  flow->family = g_strdup ("Sans");
  return flow;
}

void
breakeven_flow_free (BreakevenFlow *flow)
{
  if (flow == NULL)
    return;
  g_ptr_array_unref (flow->blocks);
  g_array_unref (flow->fragments);
  g_hash_table_unref (flow->layouts);
  g_free (flow->footer);
  g_free (flow->family);
  g_free (flow);
}

static Block *
add_block (BreakevenFlow *flow,
           BlockKind      kind,
           double         space_before)
{
  Block *b = g_new0 (Block, 1);

  b->kind = kind;
  b->space_before = space_before;
  b->row_heights = g_array_new (FALSE, TRUE, sizeof (double));
  b->row_tops = g_array_new (FALSE, TRUE, sizeof (double));
  b->line_lefts = g_array_new (FALSE, TRUE, sizeof (double));
  b->lines = g_ptr_array_new_with_free_func ((GDestroyNotify) pango_layout_line_unref);
  b->cells = g_ptr_array_new_with_free_func (g_object_unref);
  g_ptr_array_add (flow->blocks, b);
  return b;
}

void
breakeven_flow_add_text (BreakevenFlow *flow,
                         const char    *text,
                         double         size,
                         gboolean       bold,
                         gboolean       muted,
                         double         space_before,
                         gboolean       keep_with_next)
{
  Block *b = add_block (flow, BLOCK_TEXT, space_before);

  /* A title or a heading (bold) holds a few lines at most: a 100,000-word title is cut, with
   * "…", rather than fill pages (the whole of it stays in the file) */
  b->text = bold ? breakeven_format_cut (text, BREAKEVEN_MAX_REPORT_TITLE_CHARS) : g_strdup (text);
  b->size = size;
  b->bold = bold;
  b->muted = muted;
  b->keep_with_next = keep_with_next;
}

void
breakeven_flow_begin_table (BreakevenFlow  *flow,
                            guint           n_columns,
                            const double   *widths,
                            const gboolean *right_aligned,
                            double          size,
                            gboolean        zebra,
                            double          space_before)
{
  Block *b = add_block (flow, BLOCK_TABLE, space_before);

  b->n_columns = n_columns;
  b->widths = g_memdup2 (widths, n_columns * sizeof (double));
  b->right_aligned = g_memdup2 (right_aligned, n_columns * sizeof (gboolean));
  b->size = size;
  b->zebra = zebra;
  b->rows = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
  b->row_flags = g_array_new (FALSE, TRUE, sizeof (BreakevenFlowRowFlags));
}

void
breakeven_flow_add_row (BreakevenFlow        *flow,
                        BreakevenFlowRowFlags flags,
                        const char * const   *cells)
{
  Block *b = g_ptr_array_index (flow->blocks, flow->blocks->len - 1);
  char **row;

  g_return_if_fail (b->kind == BLOCK_TABLE);
  row = g_new0 (char *, b->n_columns + 1);
  for (guint c = 0; c < b->n_columns; c++)
    row[c] = g_strdup (cells[c] != NULL ? cells[c] : "");
  g_ptr_array_add (b->rows, row);
  g_array_append_val (b->row_flags, flags);
  /* Only leading header rows repeat on the next page */
  if ((flags & BREAKEVEN_FLOW_ROW_HEADER) && b->n_header_rows == b->rows->len - 1)
    b->n_header_rows++;
}

void
breakeven_flow_add_figure (BreakevenFlow        *flow,
                           double                height,
                           double                space_before,
                           BreakevenFlowDrawFunc draw,
                           gpointer              data)
{
  Block *b = add_block (flow, BLOCK_FIGURE, space_before);

  b->height = height;
  b->draw = draw;
  b->data = data;
}

void
breakeven_flow_set_footer (BreakevenFlow *flow,
                           const char    *left)
{
  g_free (flow->footer);
  /* One line at the foot of every page */
  flow->footer = breakeven_format_cut (left, BREAKEVEN_MAX_REPORT_TITLE_CHARS / 4);
}

/* Measuring ---------------------------------------------------------------------------------- */

static double
content_width (const BreakevenFlow *flow)
{
  return MAX (flow->geometry.width - flow->geometry.margin_left - flow->geometry.margin_right, 1);
}

/* The layout of TEXT (LENGTH bytes, -1: all of it) in the flow's family at SIZE, wrapped at
 * WIDTH, from the cache (borrowed) */
static PangoLayout *
shared_layout (BreakevenFlow  *flow,
               PangoContext   *context,
               const char     *text,
               int             length,
               double          size,
               gboolean        bold,
               double          width,
               PangoAlignment  alignment)
{
  g_autofree char *line = length < 0 ? g_strdup (text) : g_strndup (text, length);
  g_autofree char *key = g_strdup_printf ("%a %d %a %d %s", size, bold, width, alignment, line);
  PangoLayout *layout = g_hash_table_lookup (flow->layouts, key);

  if (layout == NULL)
    {
      layout = breakeven_chart_text_layout_new (context, flow->family, line, size, bold, width,
                                                0);
      pango_layout_set_alignment (layout, alignment);
      g_hash_table_insert (flow->layouts, g_steal_pointer (&key), layout);
    }
  return layout;
}

static double
cell_padding_x (const Block *b)
{
  return 0.4 * b->size;
}

static double
cell_padding_y (const Block *b)
{
  return 0.3 * b->size;
}

static PangoLayout *
cell_layout (BreakevenFlow *flow,
             PangoContext  *context,
             Block         *b,
             guint          row,
             guint          column)
{
  char **cells = g_ptr_array_index (b->rows, row);
  BreakevenFlowRowFlags flags = g_array_index (b->row_flags, BreakevenFlowRowFlags, row);
  gboolean bold = (flags & (BREAKEVEN_FLOW_ROW_HEADER | BREAKEVEN_FLOW_ROW_TOTAL)) != 0;
  double w = b->widths[column] * content_width (flow) - 2 * cell_padding_x (b);

  return shared_layout (flow, context, cells[column], -1, b->size, bold, MAX (w, 1),
                        b->right_aligned[column] ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT);
}

static void
measure_block (BreakevenFlow *flow,
               PangoContext  *context,
               Block         *b)
{
  g_array_set_size (b->row_heights, 0);
  g_array_set_size (b->row_tops, 0);
  g_array_set_size (b->line_lefts, 0);
  g_ptr_array_set_size (b->lines, 0);
  g_ptr_array_set_size (b->cells, 0);

  if (b->kind == BLOCK_TEXT)
    {
      /* Paragraph by paragraph, where Pango itself starts a new one (each is laid out on its
       * own in a layout of the whole text too), the lines stacked in order */
      const char *text = b->text;
      double y = 0, scale;

      for (;;)
        {
          int end, next;
          PangoLayout *layout;
          PangoLayoutIter *iter;

          pango_find_paragraph_boundary (text, -1, &end, &next);
          layout = shared_layout (flow, context, text, end, b->size, b->bold,
                                  content_width (flow), PANGO_ALIGN_LEFT);
          scale = breakeven_chart_layout_scale (layout);
          iter = pango_layout_get_iter (layout);
          do
            {
              PangoRectangle logical;
              double top, height, left;

              pango_layout_iter_get_line_extents (iter, NULL, &logical);
              top = y + scale * logical.y / PANGO_SCALE;
              height = scale * logical.height / PANGO_SCALE;
              left = scale * logical.x / PANGO_SCALE;
              g_array_append_val (b->row_tops, top);
              g_array_append_val (b->row_heights, height);
              g_array_append_val (b->line_lefts, left);
              g_ptr_array_add (b->lines,
                               pango_layout_line_ref (pango_layout_iter_get_line_readonly (iter)));
            }
          while (pango_layout_iter_next_line (iter));
          pango_layout_iter_free (iter);
          if (text[next] == '\0' && next == end)
            break;
          {
            int height;

            pango_layout_get_size (layout, NULL, &height);
            y += scale * height / PANGO_SCALE;
          }
          text += next;
        }
    }
  else if (b->kind == BLOCK_TABLE)
    {
      for (guint r = 0; r < b->rows->len; r++)
        {
          double row_h = 0;

          for (guint c = 0; c < b->n_columns; c++)
            {
              PangoLayout *layout = cell_layout (flow, context, b, r, c);
              double h;

              breakeven_chart_text_size (layout, NULL, &h);
              row_h = MAX (row_h, h);
              g_ptr_array_add (b->cells, g_object_ref (layout));
            }
          row_h += 2 * cell_padding_y (b);
          g_array_append_val (b->row_heights, row_h);
        }
    }
  else
    {
      g_array_append_val (b->row_heights, b->height);
    }
}

static double
row_height (const Block *b,
            guint        i)
{
  return g_array_index (b->row_heights, double, i);
}

static double
header_height (const Block *b)
{
  double h = 0;

  for (guint i = 0; i < b->n_header_rows; i++)
    h += row_height (b, i);
  return h;
}

static double
block_height (const Block *b)
{
  double h = 0;

  for (guint i = 0; i < b->row_heights->len; i++)
    h += row_height (b, i);
  return h;
}

/* Tables and short paragraphs are not broken when a page of their own would hold them */
static gboolean
keeps_together (const Block *b,
                double       page_height)
{
  return (b->kind != BLOCK_TEXT || b->row_heights->len <= 4) && block_height (b) <= page_height;
}

/* What must fit with a heading: the whole block when it keeps together, else a header and two
 * rows or lines */
static double
first_chunk_height (const Block *b,
                    double       page_height)
{
  double h;
  guint end;

  if (b->kind == BLOCK_FIGURE || keeps_together (b, page_height))
    return block_height (b);
  h = header_height (b);
  end = MIN (b->n_header_rows + 2, b->row_heights->len);
  for (guint i = b->n_header_rows; i < end; i++)
    h += row_height (b, i);
  return h;
}

/* Pagination --------------------------------------------------------------------------------- */

static void
add_fragment (BreakevenFlow *flow,
              guint          block,
              guint          first,
              guint          n,
              double         y,
              guint          page)
{
  Fragment fragment = { block, first, n, y, page };

  g_array_append_val (flow->fragments, fragment);
}

guint
breakeven_flow_paginate (BreakevenFlow               *flow,
                         PangoContext                *context,
                         const BreakevenFlowGeometry *geometry)
{
  const PangoFontDescription *desc = pango_context_get_font_description (context);
  const char *family = desc != NULL ? pango_font_description_get_family (desc) : NULL;
  double top = geometry->margin_top;
  double bottom = geometry->height - geometry->margin_bottom - FOOTER_SIZE * 1.3 - FOOTER_GAP;
  double y = top;
  guint page = 0;

  flow->geometry = *geometry;
  g_free (flow->family);
  flow->family = g_strdup (family != NULL && g_ascii_strcasecmp (family, "serif") != 0
                           ? family : "Sans");
  g_array_set_size (flow->fragments, 0);
  /* Laid out afresh in CONTEXT (the blocks let go of the last pagination's layouts as they are
   * measured again) */
  g_hash_table_remove_all (flow->layouts);
  for (guint i = 0; i < flow->blocks->len; i++)
    measure_block (flow, context, g_ptr_array_index (flow->blocks, i));

#define AT_TOP() (y <= top + 0.01)
#define NEW_PAGE() G_STMT_START { page++; y = top; } G_STMT_END

  for (guint i = 0; i < flow->blocks->len; i++)
    {
      Block *b = g_ptr_array_index (flow->blocks, i);
      double space = AT_TOP () ? 0 : b->space_before;
      guint r, n;
      double head;

      if (b->keep_with_next && i + 1 < flow->blocks->len)
        {
          Block *next = g_ptr_array_index (flow->blocks, i + 1);

          if (!AT_TOP ()
              && y + space + block_height (b) + next->space_before
                 + first_chunk_height (next, bottom - top) > bottom)
            {
              NEW_PAGE ();
              space = 0;
            }
        }

      if (b->kind == BLOCK_FIGURE)
        {
          if (!AT_TOP () && y + space + b->height > bottom)
            {
              NEW_PAGE ();
              space = 0;
            }
          add_fragment (flow, i, 0, 1, y + space, page);
          y += space + b->height;
          continue;
        }

      /* A table or a short paragraph that would fit on a page of its own starts on the next
       * page rather than break */
      if (!AT_TOP () && keeps_together (b, bottom - top) && y + space + block_height (b) > bottom)
        {
          NEW_PAGE ();
          space = 0;
        }

      /* Text lines and table rows: as many as fit, then on to the next page */
      head = b->kind == BLOCK_TABLE ? header_height (b) : 0;
      r = b->kind == BLOCK_TABLE ? b->n_header_rows : 0;
      n = b->row_heights->len;
      y += space;
      while (r < n)
        {
          double avail = bottom - y - head, used = 0;
          guint k = 0;

          while (r + k < n && used + row_height (b, r + k) <= avail + 0.01)
            used += row_height (b, r + k++);
          /* No lone first row or line at the foot of a page when more follow */
          if ((k == 0 || (k == 1 && n - r > 2)) && !AT_TOP ())
            {
              NEW_PAGE ();
              continue;
            }
          if (k == 0)
            used = row_height (b, r + k++); /* taller than a page: let it overflow */
          add_fragment (flow, i, r, k, y, page);
          y += head + used;
          r += k;
          if (r < n)
            NEW_PAGE ();
        }
    }

#undef AT_TOP
#undef NEW_PAGE

  flow->n_pages = page + 1;
  return flow->n_pages;
}

guint
breakeven_flow_get_n_pages (BreakevenFlow *flow)
{
  return flow->n_pages;
}

/* Rendering ---------------------------------------------------------------------------------- */

static void
render_text (BreakevenFlow  *flow,
             cairo_t        *cr,
             Block          *b,
             const Fragment *fragment)
{
  /* The fragment's first line sits at the fragment's top */
  double origin = fragment->y - g_array_index (b->row_tops, double, fragment->first);

  breakeven_chart_set_color (cr, b->muted ? &flow->palette.muted : &flow->palette.foreground);
  for (guint i = fragment->first; i < fragment->first + fragment->n && i < b->lines->len; i++)
    {
      PangoLayoutLine *line = g_ptr_array_index (b->lines, i);
      double scale = breakeven_chart_layout_scale (line->layout);
      PangoRectangle logical;
      double top = g_array_index (b->row_tops, double, i);
      double left = g_array_index (b->line_lefts, double, i);

      /* Where its paragraph put the line (its alignment included), on its baseline: the
       * line's ascent below its top; scaled from the size it was laid out at */
      pango_layout_line_get_extents (line, NULL, &logical);
      cairo_save (cr);
      cairo_translate (cr, flow->geometry.margin_left + left - scale * logical.x / PANGO_SCALE,
                       origin + top - scale * logical.y / PANGO_SCALE);
      cairo_scale (cr, scale, scale);
      cairo_move_to (cr, 0, 0);
      pango_cairo_show_layout_line (cr, line);
      cairo_restore (cr);
    }
}

static void
render_row (BreakevenFlow *flow,
            cairo_t       *cr,
            Block         *b,
            guint          row,
            double         y)
{
  BreakevenFlowRowFlags flags = g_array_index (b->row_flags, BreakevenFlowRowFlags, row);
  double x = flow->geometry.margin_left, width = content_width (flow);
  double h = row_height (b, row);
  const BreakevenRgba *ink = (flags & BREAKEVEN_FLOW_ROW_MUTED) ? &flow->palette.muted
                                                                : &flow->palette.foreground;

  if (b->zebra && !(flags & (BREAKEVEN_FLOW_ROW_HEADER | BREAKEVEN_FLOW_ROW_TOTAL))
      && (row - b->n_header_rows) % 2 == 1)
    {
      /* A faint band, a tenth of the grid colour over the paper */
      const BreakevenRgba *g = &flow->palette.grid;

      cairo_set_source_rgba (cr, g->red, g->green, g->blue, 0.35);
      cairo_rectangle (cr, x, y, width, h);
      cairo_fill (cr);
    }

  for (guint c = 0; c < b->n_columns; c++)
    {
      PangoLayout *layout = g_ptr_array_index (b->cells, row * b->n_columns + c);
      double scale = breakeven_chart_layout_scale (layout);

      /* Straight at the cell's corner: the layout aligns its lines within the column */
      breakeven_chart_set_color (cr, ink);
      cairo_save (cr);
      cairo_translate (cr, x + cell_padding_x (b), y + cell_padding_y (b));
      cairo_scale (cr, scale, scale);
      cairo_move_to (cr, 0, 0);
      pango_cairo_show_layout (cr, layout);
      cairo_restore (cr);
      x += b->widths[c] * width;
    }

  if (flags & (BREAKEVEN_FLOW_ROW_HEADER | BREAKEVEN_FLOW_ROW_TOTAL))
    {
      double rule_y = (flags & BREAKEVEN_FLOW_ROW_HEADER) ? y + h : y;

      breakeven_chart_set_color (cr, &flow->palette.foreground);
      cairo_set_line_width (cr, 0.6);
      cairo_move_to (cr, flow->geometry.margin_left, rule_y);
      cairo_line_to (cr, flow->geometry.margin_left + width, rule_y);
      cairo_stroke (cr);
    }
}

static void
render_table (BreakevenFlow  *flow,
              cairo_t        *cr,
              Block          *b,
              const Fragment *fragment)
{
  double y = fragment->y;

  for (guint r = 0; r < b->n_header_rows; r++)
    {
      render_row (flow, cr, b, r, y);
      y += row_height (b, r);
    }
  for (guint r = fragment->first; r < fragment->first + fragment->n; r++)
    {
      render_row (flow, cr, b, r, y);
      y += row_height (b, r);
    }
}

void
breakeven_flow_render_page (BreakevenFlow *flow,
                            cairo_t       *cr,
                            PangoContext  *context,
                            guint          page)
{
  const BreakevenFlowGeometry *g = &flow->geometry;
  double footer_y = g->height - g->margin_bottom - FOOTER_SIZE * 1.3;

  g_return_if_fail (page < flow->n_pages);

  /* CONTEXT is left as paginate measured with it (no pango_cairo_update_context): the
   * metrics are unhinted, so the layouts kept from then draw the same on any surface, and an
   * update would make Pango lay every one of them out again */
  cairo_save (cr);
  if (flow->palette.background.alpha > 0)
    {
      breakeven_chart_set_color (cr, &flow->palette.background);
      cairo_paint (cr);
    }

  for (guint i = 0; i < flow->fragments->len; i++)
    {
      const Fragment *fragment = &g_array_index (flow->fragments, Fragment, i);
      Block *b = g_ptr_array_index (flow->blocks, fragment->block);

      if (fragment->page != page)
        continue;
      cairo_save (cr);
      switch (b->kind)
        {
        case BLOCK_TEXT:
          render_text (flow, cr, b, fragment);
          break;
        case BLOCK_TABLE:
          render_table (flow, cr, b, fragment);
          break;
        case BLOCK_FIGURE:
        default:
          cairo_translate (cr, g->margin_left, fragment->y);
          b->draw (cr, content_width (flow), b->height, context, b->data);
          break;
        }
      cairo_restore (cr);
    }

  /* Footer: a hairline, the document on the left, the page on the right */
  {
    g_autoptr(PangoLayout) left = NULL;
    g_autoptr(PangoLayout) right = NULL;
    /* Translators: the page footer of the printed report, e.g. "Page 2 of 3" */
    g_autofree char *number = g_strdup_printf (_("Page %u of %u"), page + 1, flow->n_pages);
    double width = content_width (flow), number_w;

    right = breakeven_chart_text_layout_new (context, flow->family, number, FOOTER_SIZE, FALSE,
                                             0, 0);
    breakeven_chart_text_size (right, &number_w, NULL);
    breakeven_chart_show_layout (cr, right, g->margin_left + width, footer_y, 1, 0,
                                 &flow->palette.muted);
    if (flow->footer != NULL)
      {
        left = breakeven_chart_text_layout_new (context, flow->family, flow->footer, FOOTER_SIZE,
                                                FALSE, 0, MAX (width - number_w - 20, 1));
        breakeven_chart_show_layout (cr, left, g->margin_left, footer_y, 0, 0,
                                     &flow->palette.muted);
      }
    breakeven_chart_set_color (cr, &flow->palette.grid);
    cairo_set_line_width (cr, 0.5);
    cairo_move_to (cr, g->margin_left, footer_y - 4);
    cairo_line_to (cr, g->margin_left + width, footer_y - 4);
    cairo_stroke (cr);
  }
  cairo_restore (cr);
}
