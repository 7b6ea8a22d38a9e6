/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-chart-private.h: what the chart renderers (and the report pages) share: text,
 * legend and the axes frame.  Not for callers outside src/core and its tests. */
#pragma once

#include <pango/pangocairo.h>

#include "breakeven-chart.h"

G_BEGIN_DECLS

/* The width of a secondary curve (the build's cash curve), in line widths */
#define BREAKEVEN_CHART_THIN_SCALE 0.6

/* The state of one render */
typedef struct
{
  cairo_t *cr;
  PangoContext *pango;                  /* a reference */
  const BreakevenChartPalette *palette;
  BreakevenChartPalette own_palette;    /* when the options give none */
  char *family;                         /* font family of the context */
  const char *currency;
  double font_size;
  double line_width;
  double margin;
  const BreakevenChartOptions *options; /* never NULL */
  BreakevenChartTextCache *text_cache;  /* the options', or NULL */
} BreakevenChartContext;

void          breakeven_chart_context_init  (BreakevenChartContext       *ctx,
                                             cairo_t                     *cr,
                                             double                       width,
                                             double                       height,
                                             const BreakevenChartOptions *options);
void          breakeven_chart_context_clear (BreakevenChartContext       *ctx);

/* Line charts (breakeven-chart.c) ----------------------------------------------------------- */

/* Mark labels (crossings, rings), in font sizes */
#define BREAKEVEN_CHART_MARK_LABEL_SCALE 0.85
/* Crossing dots, in line widths */
#define BREAKEVEN_CHART_DOT_RADIUS_SCALE 2.3

typedef double (*BreakevenChartCurveFunc) (gconstpointer data,
                                           double        x);

/* The analysis's horizon in months (1 when it has none) */
double        breakeven_chart_horizon_of        (const BreakevenAnalysis *analysis);
/* L(t), Lc(t) and C(t) as BreakevenChartCurveFunc: DATA is the curve */
double        breakeven_chart_local_curve       (gconstpointer data,
                                                 double        months);
double        breakeven_chart_local_cash_curve  (gconstpointer data,
                                                 double        months);
double        breakeven_chart_cloud_curve       (gconstpointer data,
                                                 double        months);
/* Widens [*LO, *HI] to hold FUNC over [0, HORIZON] */
void          breakeven_chart_extend_range      (BreakevenChartCurveFunc  func,
                                                 gconstpointer            data,
                                                 double                   horizon,
                                                 double                  *lo,
                                                 double                  *hi);
/* Strokes FUNC over the x domain of LAYOUT (STRAIGHT: its two ends only, between the steps of
 * N_LUMPS burst lumps) in COLOR and DASH_STYLE, WIDTH_SCALE line widths wide */
void          breakeven_chart_stroke_curve      (BreakevenChartContext      *ctx,
                                                 const BreakevenChartLayout *layout,
                                                 BreakevenChartCurveFunc     func,
                                                 gconstpointer               data,
                                                 gboolean                    straight,
                                                 const BreakevenBurstLump   *lumps,
                                                 guint                       n_lumps,
                                                 const BreakevenRgba        *color,
                                                 guint                       dash_style,
                                                 double                      width_scale);
/* A crossing's dot at (X, Y), ringed in the background colour */
void          breakeven_chart_fill_dot          (BreakevenChartContext *ctx,
                                                 double                 x,
                                                 double                 y,
                                                 const BreakevenRgba   *color);
void          breakeven_chart_clip_to_plot      (cairo_t                    *cr,
                                                 const BreakevenChartLayout *layout);

/* Layers (breakeven-chart-layers.c) ---------------------------------------------------------- */

/* Appends to KEY every number item INDEX's curves are drawn from */
typedef void (*BreakevenChartLayerKeyFunc)  (GByteArray            *key,
                                             guint                  index,
                                             gpointer               data);
/* Strokes item INDEX's curves on CTX->cr (clipped to the plot) */
typedef void (*BreakevenChartLayerDrawFunc) (BreakevenChartContext *ctx,
                                             guint                  index,
                                             gpointer               data);

void          breakeven_chart_key_add_double (GByteArray *key,
                                              double      value);
void          breakeven_chart_key_add_uint   (GByteArray *key,
                                              guint       value);
/* Whether N_ITEMS items' curves go through the options' layer cache */
gboolean      breakeven_chart_layers_wanted  (const BreakevenChartContext *ctx,
                                              guint                        n_items);
/* The kinds of runs a layer cache keeps, each in layers of its own, composed in this order */
typedef enum
{
  BREAKEVEN_CHART_RUNS_CURVES,    /* the offers' curves */
  BREAKEVEN_CHART_RUNS_GUIDES,    /* the crossings' guides down to the month axis */
  BREAKEVEN_CHART_RUNS_DOTS,      /* the crossings' dots */
  BREAKEVEN_CHART_N_RUNS
} BreakevenChartRuns;

/* Items 0..N_ITEMS-1 through the options' layer cache (breakeven_chart_layers_wanted), onto
 * CTX->cr, clipped to LAYOUT's plot, as runs of KIND: the layers whose keys changed are drawn
 * again */
void          breakeven_chart_draw_layered   (BreakevenChartContext       *ctx,
                                              const BreakevenChartLayout  *layout,
                                              BreakevenChartRuns           kind,
                                              guint                        n_items,
                                              BreakevenChartLayerKeyFunc   key_func,
                                              BreakevenChartLayerDrawFunc  draw_func,
                                              gpointer                     data);

/* Single layers over the curves, each kept in the options' layer cache with its own key */
typedef enum
{
  BREAKEVEN_CHART_LAYER_LABELS,   /* the crossings' labels */
  BREAKEVEN_CHART_N_LAYERS
} BreakevenChartLayer;

typedef void (*BreakevenChartLayerPaintFunc) (BreakevenChartContext *ctx,
                                              gpointer               data);

void          breakeven_chart_key_add_string (GByteArray *key,
                                              const char *text);
/* The layer WHICH over the plot of LAYOUT, drawn by DRAW_FUNC when OWN_KEY (what its pixels
 * depend on besides the plot, the line width, the background and foreground colours and the
 * Pango context) changed since it was last drawn, then painted on CTX->cr.  Only with a layer
 * cache (breakeven_chart_layers_wanted) */
void          breakeven_chart_draw_cached_layer (BreakevenChartContext       *ctx,
                                                 const BreakevenChartLayout  *layout,
                                                 BreakevenChartLayer          which,
                                                 const GByteArray            *own_key,
                                                 BreakevenChartLayerPaintFunc draw_func,
                                                 gpointer                     data);

/* Mark labels (breakeven-chart-labels.c) ------------------------------------------------------ */

/* Labels next to points, each in the first corner around its point that stays in the plot and
 * clear of the boxes placed before (marks added as obstacles, and the labels placed) */
typedef struct _BreakevenMarkLabels BreakevenMarkLabels;

BreakevenMarkLabels *breakeven_mark_labels_new          (BreakevenChartContext      *ctx,
                                                         const BreakevenChartLayout *layout);
void                 breakeven_mark_labels_free         (BreakevenMarkLabels        *self);
/* A box no label may overlap (a dot) */
void                 breakeven_mark_labels_add_obstacle (BreakevenMarkLabels        *self,
                                                         const BreakevenRect        *box);
/* TEXT next to (X, Y), or nowhere when no corner is clear (the legend says it too) */
void                 breakeven_mark_labels_place        (BreakevenMarkLabels        *self,
                                                         const char                 *text,
                                                         double                      x,
                                                         double                      y);
guint                breakeven_mark_labels_get_n_placed (BreakevenMarkLabels        *self);
/* Draws the labels placed on halos, in the order placed; LAYERED: through the layer cache */
void                 breakeven_mark_labels_draw         (BreakevenMarkLabels        *self,
                                                         const BreakevenChartLayout *layout,
                                                         gboolean                    layered);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BreakevenMarkLabels, breakeven_mark_labels_free)


/* A PangoContext with no device behind it, for measuring: unhinted metrics, RESOLUTION dpi */
PangoContext *breakeven_chart_pango_context_new (double resolution);
/* CONTEXT's layouts made by breakeven_chart_text_layout_new() are laid out at one size and
 * scaled to theirs (as text on a vector surface is): one font resolved per family and weight
 * instead of one per size.  For a context with unhinted metrics only */
void          breakeven_chart_pango_context_set_unit_text (PangoContext *context);
/* The scale of LAYOUT's text: its size over the size it is laid out at (1 unless its context
 * lays text out at one size) */
double        breakeven_chart_layout_scale (PangoLayout *layout);

/* Text -------------------------------------------------------------------------------------- */

/* A layout of TEXT at SIZE user units in FAMILY (NULL: Sans); WRAP_WIDTH > 0 wraps (word, then
 * char), ELLIPSIZE_WIDTH > 0 ellipsizes at the end to that width instead */
PangoLayout  *breakeven_chart_text_layout_new (PangoContext *context,
                                               const char   *family,
                                               const char   *text,
                                               double        size,
                                               gboolean      bold,
                                               double        wrap_width,
                                               double        ellipsize_width);
void          breakeven_chart_text_size       (PangoLayout  *layout,
                                               double       *width,
                                               double       *height);
/* The width LAYOUT wraps or ellipsizes at, in user units (-1: none); a layout's width is set
 * through this, never pango_layout_set_width () (its text may be laid out scaled) */
void          breakeven_chart_layout_set_width (PangoLayout *layout,
                                                double       width);
/* Draws LAYOUT so that the point (ALIGN_X, ALIGN_Y) of its logical box, in 0..1 of its size,
 * lands on (X, Y) */
void          breakeven_chart_show_layout     (cairo_t             *cr,
                                               PangoLayout         *layout,
                                               double               x,
                                               double               y,
                                               double               align_x,
                                               double               align_y,
                                               const BreakevenRgba *color);
/* The same in one call; returns the box drawn (may be NULL) */
void          breakeven_chart_show_text       (BreakevenChartContext *ctx,
                                               const char            *text,
                                               double                 size,
                                               gboolean               bold,
                                               double                 x,
                                               double                 y,
                                               double                 align_x,
                                               double                 align_y,
                                               const BreakevenRgba   *color,
                                               BreakevenRect         *box);
/* LABEL with its top-left corner at (X, Y), on a halo of the background colour so that the
 * lines under it do not hide it */
void          breakeven_chart_show_on_halo    (BreakevenChartContext *ctx,
                                               PangoLayout           *label,
                                               double                 x,
                                               double                 y,
                                               const BreakevenRgba   *color);
gboolean      breakeven_chart_rect_intersects (const BreakevenRect   *a,
                                               const BreakevenRect   *b);
/* For g_array_sort of doubles */
int           breakeven_chart_compare_doubles (gconstpointer          a,
                                               gconstpointer          b);

/* SVG text: with a sink attached to CR, breakeven_chart_show_layout () draws no glyphs and
 * appends <text> elements (device coordinates, fonts named) to the sink instead, so that an
 * exported SVG keeps its text as text.  Every text draw of the charts goes through
 * breakeven_chart_show_layout (), so a sink sees all of it.  SINK must outlive the drawing;
 * attach NULL to stop. */
void          breakeven_chart_set_text_sink   (cairo_t             *cr,
                                               GString             *sink);

/* A render starts (breakeven_chart_context_init): layouts of another context, or of its fonts
 * before a change, are stale */
void          breakeven_chart_text_cache_begin (BreakevenChartTextCache *cache,
                                                PangoContext            *context);
/* A render ends (breakeven_chart_context_clear): what it did not use goes */
void          breakeven_chart_text_cache_end   (BreakevenChartTextCache *cache);

/* breakeven_format_months (MONTHS) and breakeven_chart_describe_crossing (), from the render's
 * text cache when it has one (a new string either way) */
char         *breakeven_chart_context_months   (BreakevenChartContext *ctx,
                                                double                 months);
char         *breakeven_chart_context_crossing (BreakevenChartContext *ctx,
                                                double                 breakeven_months,
                                                double                 horizon_months);

typedef enum
{
  BREAKEVEN_TEXT_PLAIN,          /* one line as it is */
  BREAKEVEN_TEXT_ELLIPSIZED,     /* ellipsized at the end once given a width */
  BREAKEVEN_TEXT_WRAPPED,        /* wrapped at words, then characters, once given a width */
} BreakevenTextRole;

/* A layout of TEXT at SIZE for ROLE, from the render's text cache when it has one (a new
 * reference either way: unref it), with its natural (unwrapped) size; a cached layout may come
 * with the width a previous render gave it: set the width wanted */
PangoLayout  *breakeven_chart_context_layout  (BreakevenChartContext *ctx,
                                               BreakevenTextRole      role,
                                               const char            *text,
                                               double                 size,
                                               gboolean               bold,
                                               double                *natural_width,
                                               double                *natural_height);

void          breakeven_chart_set_color       (cairo_t             *cr,
                                               const BreakevenRgba *color);
void          breakeven_chart_set_dash        (cairo_t             *cr,
                                               guint                dash_style,
                                               double               line_width);

/* Legend ------------------------------------------------------------------------------------- */

typedef struct
{
  char *label;
  char *detail;                /* a muted second line, or NULL */
  gboolean detail_required;    /* kept even when space is short (it says what the plot can't) */
  const BreakevenRgba *color;
  guint dash_style;
  gboolean block;              /* a filled square instead of a line sample */
  gboolean thin;               /* a thinner line sample (a secondary curve) */
  gboolean hidden;             /* its line is not drawn: dimmed and struck through */
  int series;                  /* for BreakevenChartLegendBox */
  /* measured by breakeven_legend_fit (), for the entries that may be shown only */
  PangoLayout *label_layout;
  PangoLayout *detail_layout;
  double label_width, detail_width; /* natural, unwrapped */
  double label_height, detail_height;
} BreakevenLegendEntry;

typedef enum
{
  BREAKEVEN_LEGEND_ALL_DETAILS,
  BREAKEVEN_LEGEND_REQUIRED_DETAILS,
  BREAKEVEN_LEGEND_NO_DETAILS,
} BreakevenLegendMode;

typedef struct
{
  GArray *entries;             /* of BreakevenLegendEntry */
  BreakevenLegendMode mode;
  guint n_columns;
  guint n_shown;               /* the others are summarised as "+ N more" */
  guint n_measured;            /* entries with layouts: the first ones, at least n_shown */
  double column_width;
  double swatch_width;
  double row_gap, column_gap;
  double width, height;
} BreakevenLegend;

void          breakeven_legend_init       (BreakevenLegend     *legend);
void          breakeven_legend_clear      (BreakevenLegend     *legend);
/* Returns the entry added, for the flags that have no argument */
BreakevenLegendEntry *
              breakeven_legend_add        (BreakevenLegend     *legend,
                                           const char          *label,
                                           const char          *detail,
                                           gboolean             detail_required,
                                           const BreakevenRgba *color,
                                           guint                dash_style,
                                           gboolean             block);
/* Chooses the mode, columns and size that fit MAX_WIDTH x MAX_HEIGHT, dropping details first;
 * COLUMNS 0 means as many as fit.  Only the entries that can be shown in that space are laid
 * out (once each), however many there are */
void          breakeven_legend_fit        (BreakevenLegend       *legend,
                                           BreakevenChartContext *ctx,
                                           double                 max_width,
                                           double                 max_height,
                                           guint                  columns);
/* Draws the entries shown, and adds their boxes to the options' legend_boxes */
void          breakeven_legend_draw       (BreakevenLegend       *legend,
                                           BreakevenChartContext *ctx,
                                           double                 x,
                                           double                 y);

/* Axes frame ----------------------------------------------------------------------------------- */

typedef char *(*BreakevenTickFormat) (BreakevenChartContext *ctx,
                                      double                 value,
                                      int                    decimals);

typedef struct
{
  const char *title;
  const char *subtitle;
  const char *x_title;
  const char *y_title;
  double x_lo, x_hi;
  BreakevenTickStyle x_style;
  gboolean x_extend;
  BreakevenTickFormat x_format;
  double y_lo, y_hi;
  BreakevenTickStyle y_style;
  BreakevenTickFormat y_format;
  BreakevenLegend *legend;
} BreakevenAxesSpec;

/* Places title, legend, tick labels and the plot in WIDTH x HEIGHT */
void          breakeven_axes_layout       (BreakevenChartContext   *ctx,
                                           const BreakevenAxesSpec *spec,
                                           double                   width,
                                           double                   height,
                                           BreakevenChartLayout    *layout);
/* Background, title, grid, axes, tick labels, axis titles and legend */
void          breakeven_axes_draw         (BreakevenChartContext      *ctx,
                                           const BreakevenAxesSpec    *spec,
                                           const BreakevenChartLayout *layout);
void          breakeven_chart_fill_background (BreakevenChartContext *ctx,
                                               double                 width,
                                               double                 height);

char         *breakeven_tick_format_money  (BreakevenChartContext *ctx,
                                            double                 value,
                                            int                    decimals);
char         *breakeven_tick_format_number (BreakevenChartContext *ctx,
                                            double                 value,
                                            int                    decimals);

G_END_DECLS
