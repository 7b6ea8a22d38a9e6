/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-chart-budget.c: the budget chart, the parts by category as a ring */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "breakeven-chart-private.h"
#include "breakeven-format.h"

#define ROW_SCALE 0.95

void
breakeven_chart_budget_totals (BreakevenProject *project,
                               double           *totals,
                               double           *total)
{
  GListModel *parts = G_LIST_MODEL (breakeven_project_get_parts (project));
  double sum = 0;

  for (guint c = 0; c < BREAKEVEN_N_PART_CATEGORIES; c++)
    totals[c] = 0;
  for (guint i = 0; i < g_list_model_get_n_items (parts); i++)
    {
      g_autoptr(BreakevenPart) part = g_list_model_get_item (parts, i);
      BreakevenPartCategory c = breakeven_part_get_category (part);
      double line = breakeven_part_get_line_total (part);

      if (c >= BREAKEVEN_N_PART_CATEGORIES)
        c = BREAKEVEN_PART_OTHER;
      totals[c] += line;
      sum += line;
    }
  if (total != NULL)
    *total = sum;
}

/* The GPU takes the build's colour: it is most of what the build is */
static const BreakevenRgba *
category_color (const BreakevenChartPalette *palette,
                BreakevenPartCategory        category)
{
  if (category == BREAKEVEN_PART_GPU)
    return &palette->build;
  return breakeven_chart_palette_get_series (palette, category - 1, NULL);
}

typedef struct
{
  char *label;
  char *amount;
  char *share;
  const BreakevenRgba *color;  /* NULL: no swatch */
  gboolean bold;
  gboolean muted;
} BudgetRow;

static void
budget_row_clear (gpointer data)
{
  BudgetRow *row = data;

  g_free (row->label);
  g_free (row->amount);
  g_free (row->share);
}

static void
add_row (GArray              *rows,
         const char          *label,
         char                *amount,
         char                *share,
         const BreakevenRgba *color,
         gboolean             bold,
         gboolean             muted)
{
  BudgetRow row = { g_strdup (label), amount, share, color, bold, muted };

  g_array_append_val (rows, row);
}

static double
measure (BreakevenChartContext *ctx,
         const char            *text,
         gboolean               bold,
         double                *height)
{
  g_autoptr(PangoLayout) layout = breakeven_chart_text_layout_new (ctx->pango, ctx->family, text,
                                                                   ROW_SCALE * ctx->font_size,
                                                                   bold, 0, 0);
  double w;

  breakeven_chart_text_size (layout, &w, height);
  return w;
}

/* The share of the ring of each category, summing to 1; FALSE when there is nothing to show.
 * Robust to totals at the edge of the double range: scaled by the largest before adding (so a
 * sum that would overflow does not), and infinite totals share the ring equally. */
static gboolean
ring_shares (const double *totals,
             double       *shares)
{
  double largest = 0, sum = 0;
  guint n_infinite = 0;

  for (guint c = 0; c < BREAKEVEN_N_PART_CATEGORIES; c++)
    {
      shares[c] = 0;
      if (isinf (totals[c]) && totals[c] > 0)
        n_infinite++;
      else if (totals[c] > largest)
        largest = totals[c];
    }
  for (guint c = 0; c < BREAKEVEN_N_PART_CATEGORIES; c++)
    {
      if (n_infinite > 0)
        shares[c] = isinf (totals[c]) && totals[c] > 0 ? 1 : 0;
      else if (largest > 0 && totals[c] > 0)
        shares[c] = totals[c] / largest;
      sum += shares[c];
    }
  if (!(sum > 0) || !isfinite (sum))
    return FALSE;
  for (guint c = 0; c < BREAKEVEN_N_PART_CATEGORIES; c++)
    shares[c] /= sum;
  return TRUE;
}

static void
draw_ring (BreakevenChartContext *ctx,
           const BreakevenRect   *square,
           const double          *totals,
           double                 total,
           double                 gpu_share)
{
  cairo_t *cr = ctx->cr;
  double cx = square->x + square->width / 2, cy = square->y + square->height / 2;
  double outer = square->width / 2 - ctx->line_width, inner = 0.6 * outer;
  double angle = -G_PI / 2;
  double shares[BREAKEVEN_N_PART_CATEGORIES];
  guint n_segments = 0;

  if (!(outer > 0) || !isfinite (outer) || !isfinite (cx) || !isfinite (cy))
    return;

  cairo_save (cr);
  if (!(total > 0) || !ring_shares (totals, shares))
    {
      /* Two closed circles filled even-odd: nothing joins them to each other, nor to where
       * the text drawn before left the current point (that drew a wedge from the title) */
      breakeven_chart_set_color (cr, &ctx->palette->grid);
      cairo_new_path (cr);
      cairo_arc (cr, cx, cy, outer, 0, 2 * G_PI);
      cairo_close_path (cr);
      cairo_new_sub_path (cr);
      cairo_arc (cr, cx, cy, inner, 0, 2 * G_PI);
      cairo_close_path (cr);
      cairo_set_fill_rule (cr, CAIRO_FILL_RULE_EVEN_ODD);
      cairo_fill (cr);
      cairo_restore (cr);
      breakeven_chart_show_text (ctx, _("No parts"), ctx->font_size, FALSE, cx, cy, 0.5, 0.5,
                                 &ctx->palette->muted, NULL);
      return;
    }

  for (guint c = 0; c < BREAKEVEN_N_PART_CATEGORIES; c++)
    {
      double sweep = CLAMP (2 * G_PI * shares[c], 0, 2 * G_PI);

      if (!(sweep > 0))
        continue;
      cairo_new_path (cr);
      cairo_arc (cr, cx, cy, outer, angle, angle + sweep);
      cairo_arc_negative (cr, cx, cy, inner, angle + sweep, angle);
      cairo_close_path (cr);
      breakeven_chart_set_color (cr, category_color (ctx->palette, c));
      cairo_fill (cr);
      angle += sweep;
      n_segments++;
    }

  /* Thin gaps between the segments, in the background colour */
  if (n_segments > 1 && ctx->palette->background.alpha > 0)
    {
      angle = -G_PI / 2;
      breakeven_chart_set_color (cr, &ctx->palette->background);
      cairo_set_line_width (cr, 0.8 * ctx->line_width);
      for (guint c = 0; c < BREAKEVEN_N_PART_CATEGORIES; c++)
        {
          if (!(shares[c] > 0))
            continue;
          cairo_move_to (cr, cx + inner * cos (angle), cy + inner * sin (angle));
          cairo_line_to (cr, cx + (outer + 1) * cos (angle), cy + (outer + 1) * sin (angle));
          angle += CLAMP (2 * G_PI * shares[c], 0, 2 * G_PI);
        }
      cairo_stroke (cr);
    }
  cairo_restore (cr);

  /* The figure that matters most: the GPU's share, in the hole */
  {
    g_autofree char *share = breakeven_format_share (gpu_share);
    double big = MIN (0.36 * inner, 2.4 * ctx->font_size);
    BreakevenRect box;

    breakeven_chart_show_text (ctx, share, big, TRUE, cx, cy + 0.1 * big, 0.5, 1,
                               &ctx->palette->foreground, &box);
    breakeven_chart_show_text (ctx, _("GPU share"), MIN (0.8 * big, 0.9 * ctx->font_size),
                               FALSE, cx, box.y + box.height, 0.5, 0, &ctx->palette->muted,
                               NULL);
  }
}

void
breakeven_chart_draw_budget (cairo_t                     *cr,
                             double                       width,
                             double                       height,
                             BreakevenProject            *project,
                             const BreakevenAnalysis     *analysis,
                             const BreakevenChartOptions *options,
                             BreakevenChartLayout        *layout_out)
{
  static const BreakevenChartOptions defaults = { 0 };
  BreakevenChartContext ctx;
  BreakevenChartLayout layout = { 0 };
  double totals[BREAKEVEN_N_PART_CATEGORIES];
  double total, f, m, top, diameter, row_h = 0;
  double label_w = 0, amount_w = 0, share_w = 0, swatch, table_x, table_w, table_h, y;
  g_autoptr(GArray) rows = g_array_new (FALSE, TRUE, sizeof (BudgetRow));
  gboolean done[BREAKEVEN_N_PART_CATEGORIES] = { FALSE };

  g_return_if_fail (cr != NULL && BREAKEVEN_IS_PROJECT (project) && analysis != NULL);
  if (options == NULL)
    options = &defaults;

  g_array_set_clear_func (rows, budget_row_clear);
  breakeven_chart_context_init (&ctx, cr, width, height, options);
  f = ctx.font_size;
  m = ctx.margin;
  cairo_save (cr);
  breakeven_chart_fill_background (&ctx, width, height);
  breakeven_chart_budget_totals (project, totals, &total);

  layout.width = width;
  layout.height = height;
  layout.font_size = f;
  layout.line_width = ctx.line_width;
  top = m;
  if (!options->hide_title)
    {
      const char *title = options->title != NULL && *options->title != '\0'
                          ? options->title : _("Where the money goes");
      const char *subtitle = options->subtitle != NULL ? options->subtitle
                                                       : _("The build's parts by category");
      BreakevenRect a, b = { 0 };

      breakeven_chart_show_text (&ctx, title, 1.3 * f, TRUE, m, m, 0, 0,
                                 &ctx.palette->foreground, &a);
      if (*subtitle != '\0')
        breakeven_chart_show_text (&ctx, subtitle, 0.95 * f, FALSE, m, a.y + a.height + 0.15 * f,
                                   0, 0, &ctx.palette->muted, &b);
      layout.title = (BreakevenRect) { m, m, width - 2 * m, (b.height > 0 ? b.y + b.height
                                                                          : a.y + a.height) - m };
      top = layout.title.y + layout.title.height + 0.9 * f;
    }

  /* Table rows: categories from the largest, then the total and the vendor's quote */
  for (guint k = 0; k < BREAKEVEN_N_PART_CATEGORIES && total > 0; k++)
    {
      int best = -1;

      for (guint c = 0; c < BREAKEVEN_N_PART_CATEGORIES; c++)
        if (!done[c] && totals[c] > 0 && (best < 0 || totals[c] > totals[best]))
          best = (int) c;
      if (best < 0)
        break;
      done[best] = TRUE;
      add_row (rows, breakeven_part_category_to_label (best),
               breakeven_format_money (totals[best], ctx.currency, 0),
               breakeven_format_share (totals[best] / total),
               category_color (ctx.palette, best), FALSE, FALSE);
    }
  if (total > 0)
    add_row (rows, _("Parts total"), breakeven_format_money (total, ctx.currency, 0),
             NULL, NULL, TRUE, FALSE);
  else
    add_row (rows, _("No parts listed"), NULL, NULL, NULL, FALSE, TRUE);
  if (!isnan (analysis->vendor_quote))
    {
      g_autofree char *premium = breakeven_format_money (analysis->vendor_premium,
                                                         ctx.currency, 0);

      add_row (rows, _("Vendor quote"),
               breakeven_format_money (analysis->vendor_quote, ctx.currency, 0),
               analysis->vendor_premium >= 0
               /* Translators: the vendor's premium over the parts, e.g. "+¥12,408" */
               ? g_strdup_printf (_("+%s"), premium) : g_strdup (premium),
               NULL, FALSE, TRUE);
    }

  for (guint i = 0; i < rows->len; i++)
    {
      BudgetRow *row = &g_array_index (rows, BudgetRow, i);
      double h;

      label_w = MAX (label_w, measure (&ctx, row->label, row->bold, &h));
      row_h = MAX (row_h, h);
      if (row->amount != NULL)
        amount_w = MAX (amount_w, measure (&ctx, row->amount, row->bold, NULL));
      if (row->share != NULL)
        share_w = MAX (share_w, measure (&ctx, row->share, row->bold, NULL));
    }
  row_h += 0.45 * f;
  swatch = 1.4 * f;

  diameter = MAX (0, MIN (height - top - m, 0.42 * (width - 2 * m)));
  layout.plot = (BreakevenRect) { m, top + (height - top - m - diameter) / 2, diameter, diameter };
  table_x = m + diameter + 2.0 * f;
  table_w = MIN (width - m - table_x, swatch + label_w + 1.5 * f + amount_w + 1.2 * f + share_w);
  table_h = rows->len * row_h;
  layout.legend = (BreakevenRect) { table_x, layout.plot.y + (diameter - table_h) / 2,
                                    MAX (table_w, 0), table_h };
  layout.legend.y = MAX (layout.legend.y, top);

  draw_ring (&ctx, &layout.plot, totals, total, analysis->gpu_share);

  /* Amounts and shares right-aligned in their columns; labels give way when space is short */
  label_w = MAX (table_w - swatch - 1.5 * f - amount_w - 1.2 * f - share_w, 2 * f);
  y = layout.legend.y;
  for (guint i = 0; i < rows->len; i++)
    {
      BudgetRow *row = &g_array_index (rows, BudgetRow, i);
      const BreakevenRgba *ink = row->muted ? &ctx.palette->muted : &ctx.palette->foreground;
      double amount_right = table_x + swatch + label_w + 1.5 * f + amount_w;
      g_autoptr(PangoLayout) label = breakeven_chart_text_layout_new (ctx.pango, ctx.family,
                                                                      row->label, ROW_SCALE * f,
                                                                      row->bold, 0, label_w);

      if (row->color != NULL)
        {
          breakeven_chart_set_color (cr, row->color);
          cairo_rectangle (cr, table_x, y + 0.5 * (row_h - 0.45 * f) - 0.35 * f, 0.7 * f, 0.7 * f);
          cairo_fill (cr);
        }
      if (row->bold)
        {
          /* A rule above the total */
          breakeven_chart_set_color (cr, &ctx.palette->grid);
          cairo_set_line_width (cr, MAX (1.0, 0.5 * ctx.line_width));
          cairo_move_to (cr, table_x, y - 0.15 * f);
          cairo_line_to (cr, table_x + table_w, y - 0.15 * f);
          cairo_stroke (cr);
        }
      breakeven_chart_show_layout (cr, label, table_x + swatch, y, 0, 0, ink);
      if (row->amount != NULL)
        {
          g_autoptr(PangoLayout) amount =
            breakeven_chart_text_layout_new (ctx.pango, ctx.family, row->amount, ROW_SCALE * f,
                                             row->bold, 0, 0);

          breakeven_chart_show_layout (cr, amount, amount_right, y, 1, 0, ink);
        }
      if (row->share != NULL)
        {
          g_autoptr(PangoLayout) share =
            breakeven_chart_text_layout_new (ctx.pango, ctx.family, row->share, ROW_SCALE * f,
                                             row->bold, 0, 0);

          breakeven_chart_show_layout (cr, share, amount_right + 1.2 * f + share_w, y, 1, 0, ink);
        }
      y += row_h;
    }

  cairo_restore (cr);
  if (layout_out != NULL)
    *layout_out = layout;
  breakeven_chart_context_clear (&ctx);
}
