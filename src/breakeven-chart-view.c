/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-chart-view.c: the core chart renderer in a widget, with a hover read-out
 *
 * The widget draws nothing itself: snapshot hands a cairo node to breakeven_chart_draw_*, with
 * a palette made from the widget's style (light or dark), and keeps the layout the renderer
 * returns.  What it draws is the document's analysis: it never computes one of its own.  The pointer read-out (crosshair, month, each line's value) works in that layout,
 * so it always matches what was drawn.
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>

#include "breakeven-chart-view.h"
#include "breakeven-chart.h"
#include "breakeven-compat.h"
#include "breakeven-cost.h"
#include "breakeven-document.h"
#include "breakeven-format.h"

struct _BreakevenChartView
{
  GtkWidget parent_instance;

  GtkLabel *readout;

  BreakevenDocument *document;
  /* The document's "notify::analysis", whichever document is shown */
  GSignalGroup *document_signals;
  BreakevenChartKind kind;
  BreakevenChartPalette palette;

  BreakevenChartLayout layout;
  gboolean has_layout;
  gboolean hovering;
  double hover_x, hover_y;
  char *readout_text;
};

G_DEFINE_FINAL_TYPE (BreakevenChartView, breakeven_chart_view, GTK_TYPE_WIDGET)

G_DEFINE_ENUM_TYPE (BreakevenChartKind, breakeven_chart_kind,
                    G_DEFINE_ENUM_VALUE (BREAKEVEN_CHART_KIND_CUMULATIVE, "cumulative"),
                    G_DEFINE_ENUM_VALUE (BREAKEVEN_CHART_KIND_SENSITIVITY, "sensitivity"),
                    G_DEFINE_ENUM_VALUE (BREAKEVEN_CHART_KIND_BUDGET, "budget"))

enum {
  PROP_0,
  PROP_DOCUMENT,
  PROP_PROJECT,
  PROP_KIND,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static const BreakevenAnalysis *
get_analysis (BreakevenChartView *self)
{
  return self->document ? breakeven_document_get_analysis (self->document) : NULL;
}

static const char *
get_currency (BreakevenChartView *self)
{
  const BreakevenAnalysis *analysis = get_analysis (self);

  return analysis ? analysis->currency : NULL;
}

static void update_accessible_description (BreakevenChartView *self);
static void set_document (BreakevenChartView *self,
                          BreakevenDocument  *document);

static void
on_analysis_changed (BreakevenChartView *self)
{
  self->has_layout = FALSE;
  if (self->hovering)
    breakeven_chart_view_hover (self, self->hover_x, self->hover_y);
  update_accessible_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static BreakevenRgba
rgba_from_gdk (const GdkRGBA *c,
               double         alpha)
{
  return (BreakevenRgba) { c->red, c->green, c->blue, c->alpha * alpha };
}

/* The renderer's palette for the current style: its series colours for light or dark, and
 * text, axes and grid in the widget's own foreground colour */
static void
update_palette (BreakevenChartView *self)
{
  GdkRGBA fg;

  if (adw_style_manager_get_dark (adw_style_manager_get_default ()))
    breakeven_chart_palette_init_dark (&self->palette);
  else
    breakeven_chart_palette_init_light (&self->palette);

  breakeven_compat_widget_get_color (GTK_WIDGET (self), &fg);
  self->palette.background = (BreakevenRgba) { 0, 0, 0, 0 };
  self->palette.foreground = rgba_from_gdk (&fg, 1.0);
  self->palette.muted = rgba_from_gdk (&fg, 0.65);
  self->palette.grid = rgba_from_gdk (&fg, 0.12);
}

static char *
color_hex (const BreakevenRgba *c)
{
  return g_strdup_printf ("#%02x%02x%02x",
                          (int) round (CLAMP (c->red, 0, 1) * 255),
                          (int) round (CLAMP (c->green, 0, 1) * 255),
                          (int) round (CLAMP (c->blue, 0, 1) * 255));
}

/* A line of the read-out; HOLLOW for a secondary curve (the build's cash curve) */
static void
append_readout_line_full (GString             *out,
                          const BreakevenRgba *color,
                          gboolean             hollow,
                          const char          *name,
                          const char          *value)
{
  g_autofree char *hex = color_hex (color);
  g_autofree char *line = g_markup_printf_escaped ("\n<span foreground=\"%s\">%s</span> %s  <b>%s</b>",
                                                   hex, hollow ? "○" : "●", name, value);

  g_string_append (out, line);
}

static void
append_readout_line (GString             *out,
                     const BreakevenRgba *color,
                     const char          *name,
                     const char          *value)
{
  append_readout_line_full (out, color, FALSE, name, value);
}

/* The read-out text at pointer x; NULL outside the plot */
static char *
build_readout (BreakevenChartView *self,
               double              x)
{
  const BreakevenAnalysis *analysis = get_analysis (self);
  const char *currency;
  GString *out;
  double value;

  if (analysis == NULL || !self->has_layout || self->kind == BREAKEVEN_CHART_KIND_BUDGET
      || x < self->layout.plot.x || x > self->layout.plot.x + self->layout.plot.width)
    return NULL;

  update_palette (self);
  currency = get_currency (self);
  value = breakeven_scale_from_pixel (&self->layout.x, x);
  out = g_string_new (NULL);

  if (self->kind == BREAKEVEN_CHART_KIND_CUMULATIVE)
    {
      double month = CLAMP (value, 0, analysis->inputs.horizon_months);
      g_autofree char *title = breakeven_format_months (month);
      g_autofree char *title_markup = g_markup_printf_escaped ("<b>%s</b>", title);
      g_autofree char *local = breakeven_format_money (breakeven_cost_local_at (&analysis->local, month),
                                                       currency, 0);

      g_string_append (out, title_markup);
      if (analysis->has_resale)
        {
          g_autofree char *cash =
            breakeven_format_money (breakeven_cost_local_cash_at (&analysis->local, month),
                                    currency, 0);

          /* The same names as the chart's legend */
          append_readout_line (out, &self->palette.build, _("Build, net of resale"), local);
          append_readout_line_full (out, &self->palette.build, TRUE, _("Build, cash paid"), cash);
        }
      else
        append_readout_line (out, &self->palette.build, _("Build"), local);
      for (guint i = 0; i < breakeven_analysis_get_n_offers (analysis); i++)
        {
          const BreakevenOfferResult *r = breakeven_analysis_get_offer (analysis, i);
          g_autofree char *name = breakeven_chart_offer_label (r->offer);
          g_autofree char *cost = breakeven_format_money (breakeven_cost_cloud_at (&r->cloud, month),
                                                          currency, 0);

          append_readout_line (out, breakeven_chart_palette_get_series (&self->palette, i, NULL),
                               name, cost);
        }
    }
  else
    {
      double hours = CLAMP (value, 0, 24);
      g_autofree char *title = breakeven_format_hours_per_day (hours);
      g_autofree char *title_markup = g_markup_printf_escaped ("<b>%s</b>", title);

      g_string_append (out, title_markup);
      for (guint i = 0; i < breakeven_analysis_get_n_offers (analysis); i++)
        {
          const BreakevenOfferResult *r = breakeven_analysis_get_offer (analysis, i);
          g_autofree char *name = breakeven_chart_offer_label (r->offer);
          g_autofree char *months =
            breakeven_format_months (breakeven_chart_sensitivity_at (analysis, i, hours));

          append_readout_line (out, breakeven_chart_palette_get_series (&self->palette, i, NULL),
                               name, months);
        }
    }
  return g_string_free (out, FALSE);
}

void
breakeven_chart_view_hover (BreakevenChartView *self,
                            double              x,
                            double              y)
{
  g_return_if_fail (BREAKEVEN_IS_CHART_VIEW (self));

  self->hovering = TRUE;
  self->hover_x = x;
  self->hover_y = y;
  g_clear_pointer (&self->readout_text, g_free);
  self->readout_text = build_readout (self, x);
  if (self->readout_text != NULL)
    gtk_label_set_markup (self->readout, self->readout_text);
  gtk_widget_set_visible (GTK_WIDGET (self->readout), self->readout_text != NULL);
  gtk_widget_queue_allocate (GTK_WIDGET (self));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

const char *
breakeven_chart_view_get_readout (BreakevenChartView *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_CHART_VIEW (self), NULL);
  return self->readout_text;
}

static void
on_motion (GtkEventControllerMotion *controller,
           double                    x,
           double                    y,
           BreakevenChartView       *self)
{
  breakeven_chart_view_hover (self, x, y);
}

static void
on_leave (GtkEventControllerMotion *controller,
          BreakevenChartView       *self)
{
  self->hovering = FALSE;
  g_clear_pointer (&self->readout_text, g_free);
  gtk_widget_set_visible (GTK_WIDGET (self->readout), FALSE);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_dark_changed (BreakevenChartView *self)
{
  /* The read-out's colour swatches follow the palette too */
  if (self->hovering)
    breakeven_chart_view_hover (self, self->hover_x, self->hover_y);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
update_accessible_description (BreakevenChartView *self)
{
  const BreakevenAnalysis *analysis = get_analysis (self);
  g_autofree char *description = NULL;
  int best;

  if (analysis == NULL)
    return;
  best = breakeven_analysis_get_cheapest_offer (analysis);
  if (best < 0)
    return;
  description = breakeven_chart_describe_crossing (breakeven_analysis_get_offer (analysis, best)->breakeven_months,
                                                   analysis->inputs.horizon_months);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
}

/* Crosshair and a dot on each line at the pointer's x */
static void
snapshot_crosshair (BreakevenChartView *self,
                    GtkSnapshot        *snapshot)
{
  const BreakevenAnalysis *analysis = get_analysis (self);
  const BreakevenRect *plot = &self->layout.plot;
  double x = self->hover_x;
  double value = breakeven_scale_from_pixel (&self->layout.x, x);
  cairo_t *cr;

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (plot->x, plot->y,
                                                                 plot->width, plot->height));
  cairo_rectangle (cr, plot->x, plot->y, plot->width, plot->height);
  cairo_clip (cr);
  cairo_set_source_rgba (cr, self->palette.muted.red, self->palette.muted.green,
                         self->palette.muted.blue, self->palette.muted.alpha);
  cairo_set_line_width (cr, 1);
  cairo_move_to (cr, round (x) + 0.5, plot->y);
  cairo_line_to (cr, round (x) + 0.5, plot->y + plot->height);
  cairo_stroke (cr);

  /* The build's cash curve: a hollow marker, as in the read-out */
  if (self->kind == BREAKEVEN_CHART_KIND_CUMULATIVE && analysis->has_resale)
    {
      double month = CLAMP (value, 0, analysis->inputs.horizon_months);
      double y = breakeven_scale_to_pixel (&self->layout.y,
                                           breakeven_cost_local_cash_at (&analysis->local, month));
      const BreakevenRgba *c = &self->palette.build;

      cairo_new_sub_path (cr);
      /* No fill: the widget's palette has no background of its own */
      cairo_arc (cr, x, y, 3.5, 0, 2 * G_PI);
      cairo_set_line_width (cr, 1.5);
      cairo_set_source_rgba (cr, c->red, c->green, c->blue, c->alpha);
      cairo_stroke (cr);
      cairo_set_line_width (cr, 1);
    }

  for (int i = -1; i < (int) breakeven_analysis_get_n_offers (analysis); i++)
    {
      const BreakevenRgba *color;
      double y_value;

      if (self->kind == BREAKEVEN_CHART_KIND_CUMULATIVE)
        {
          double month = CLAMP (value, 0, analysis->inputs.horizon_months);

          if (i < 0)
            {
              color = &self->palette.build;
              y_value = breakeven_cost_local_at (&analysis->local, month);
            }
          else
            {
              color = breakeven_chart_palette_get_series (&self->palette, i, NULL);
              y_value = breakeven_cost_cloud_at (&breakeven_analysis_get_offer (analysis, i)->cloud,
                                                 month);
            }
        }
      else
        {
          if (i < 0)
            continue;
          color = breakeven_chart_palette_get_series (&self->palette, i, NULL);
          y_value = breakeven_chart_sensitivity_at (analysis, i, CLAMP (value, 0, 24));
        }
      if (!isfinite (y_value))
        continue;
      cairo_arc (cr, x, breakeven_scale_to_pixel (&self->layout.y, y_value), 4, 0, 2 * G_PI);
      cairo_set_source_rgba (cr, color->red, color->green, color->blue, color->alpha);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, self->palette.foreground.red, self->palette.foreground.green,
                             self->palette.foreground.blue, 0.8);
      cairo_stroke (cr);
    }
  cairo_destroy (cr);
}

static void
breakeven_chart_view_snapshot (GtkWidget   *widget,
                               GtkSnapshot *snapshot)
{
  BreakevenChartView *self = BREAKEVEN_CHART_VIEW (widget);
  const BreakevenAnalysis *analysis = get_analysis (self);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  BreakevenChartOptions options = { 0 };
  cairo_t *cr;

  if (analysis == NULL || width <= 0 || height <= 0)
    return;

  update_palette (self);
  options.palette = &self->palette;
  options.currency = get_currency (self);

  /* The cairo node is rasterised at the surface's scale, so the chart is sharp on HiDPI */
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  switch (self->kind)
    {
    case BREAKEVEN_CHART_KIND_SENSITIVITY:
      breakeven_chart_draw_sensitivity (cr, width, height, analysis, &options, &self->layout);
      break;
    case BREAKEVEN_CHART_KIND_BUDGET:
      breakeven_chart_draw_budget (cr, width, height,
                                   breakeven_document_get_project (self->document), analysis, &options,
                                   &self->layout);
      break;
    case BREAKEVEN_CHART_KIND_CUMULATIVE:
    default:
      breakeven_chart_draw_cumulative (cr, width, height, analysis, &options, &self->layout);
      break;
    }
  cairo_destroy (cr);
  self->has_layout = TRUE;

  if (self->hovering && self->readout_text != NULL)
    snapshot_crosshair (self, snapshot);
  if (gtk_widget_get_visible (GTK_WIDGET (self->readout)))
    gtk_widget_snapshot_child (widget, GTK_WIDGET (self->readout), snapshot);
}

static void
breakeven_chart_view_measure (GtkWidget      *widget,
                              GtkOrientation  orientation,
                              int             for_size,
                              int            *minimum,
                              int            *natural,
                              int            *minimum_baseline,
                              int            *natural_baseline)
{
  BreakevenChartView *self = BREAKEVEN_CHART_VIEW (widget);

  /* The read-out floats over the chart: it does not size it */
  gtk_widget_measure (GTK_WIDGET (self->readout), orientation, -1, NULL, NULL, NULL, NULL);
  *minimum = orientation == GTK_ORIENTATION_HORIZONTAL ? 280 : 220;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 560 : 360;
}

static void
breakeven_chart_view_size_allocate (GtkWidget *widget,
                                    int        width,
                                    int        height,
                                    int        baseline)
{
  BreakevenChartView *self = BREAKEVEN_CHART_VIEW (widget);
  GtkRequisition natural;
  double x, y;

  gtk_widget_get_preferred_size (GTK_WIDGET (self->readout), NULL, &natural);
  natural.width = MIN (natural.width, width);
  natural.height = MIN (natural.height, height);
  /* Beside the pointer, on the side with room, inside the widget */
  x = self->hover_x + 16;
  if (x + natural.width > width)
    x = self->hover_x - 16 - natural.width;
  y = self->hover_y - natural.height / 2.0;
  x = CLAMP (x, 0, MAX (0, width - natural.width));
  y = CLAMP (y, 0, MAX (0, height - natural.height));
  gtk_widget_size_allocate (GTK_WIDGET (self->readout),
                            &(GtkAllocation) { (int) x, (int) y, natural.width, natural.height },
                            -1);
}

static void
breakeven_chart_view_css_changed (GtkWidget         *widget,
                                  GtkCssStyleChange *change)
{
  GTK_WIDGET_CLASS (breakeven_chart_view_parent_class)->css_changed (widget, change);
  gtk_widget_queue_draw (widget);
}

static void
breakeven_chart_view_dispose (GObject *object)
{
  BreakevenChartView *self = BREAKEVEN_CHART_VIEW (object);

  set_document (self, NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), BREAKEVEN_TYPE_CHART_VIEW);
  g_clear_object (&self->document_signals);

  G_OBJECT_CLASS (breakeven_chart_view_parent_class)->dispose (object);
}

static void
breakeven_chart_view_finalize (GObject *object)
{
  BreakevenChartView *self = BREAKEVEN_CHART_VIEW (object);

  g_clear_pointer (&self->readout_text, g_free);

  G_OBJECT_CLASS (breakeven_chart_view_parent_class)->finalize (object);
}

static void
breakeven_chart_view_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  BreakevenChartView *self = BREAKEVEN_CHART_VIEW (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT: g_value_set_object (value, self->document); break;
    case PROP_PROJECT: g_value_set_object (value, breakeven_chart_view_get_project (self)); break;
    case PROP_KIND: g_value_set_enum (value, self->kind); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
breakeven_chart_view_set_property (GObject      *object,
                                   guint         prop_id,
                                   const GValue *value,
                                   GParamSpec   *pspec)
{
  BreakevenChartView *self = BREAKEVEN_CHART_VIEW (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT: set_document (self, g_value_get_object (value)); break;
    case PROP_KIND: breakeven_chart_view_set_kind (self, g_value_get_enum (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
breakeven_chart_view_class_init (BreakevenChartViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = breakeven_chart_view_dispose;
  object_class->finalize = breakeven_chart_view_finalize;
  object_class->get_property = breakeven_chart_view_get_property;
  object_class->set_property = breakeven_chart_view_set_property;
  widget_class->snapshot = breakeven_chart_view_snapshot;
  widget_class->measure = breakeven_chart_view_measure;
  widget_class->size_allocate = breakeven_chart_view_size_allocate;
  widget_class->css_changed = breakeven_chart_view_css_changed;

  properties[PROP_DOCUMENT] =
    g_param_spec_object ("document", NULL, NULL, BREAKEVEN_TYPE_DOCUMENT,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The document's, for bindings that want the project itself */
  properties[PROP_PROJECT] =
    g_param_spec_object ("project", NULL, NULL, BREAKEVEN_TYPE_PROJECT,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_KIND] =
    g_param_spec_enum ("kind", NULL, NULL, BREAKEVEN_TYPE_CHART_KIND,
                       BREAKEVEN_CHART_KIND_CUMULATIVE,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/ui/breakeven-chart-view.ui");
  gtk_widget_class_bind_template_child (widget_class, BreakevenChartView, readout);
  gtk_widget_class_bind_template_callback (widget_class, on_motion);
  gtk_widget_class_bind_template_callback (widget_class, on_leave);
  gtk_widget_class_set_css_name (widget_class, "chart");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
breakeven_chart_view_init (BreakevenChartView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->document_signals = g_signal_group_new (BREAKEVEN_TYPE_DOCUMENT);
  g_signal_group_connect_object (self->document_signals, "notify::analysis",
                                 G_CALLBACK (on_analysis_changed), self, G_CONNECT_SWAPPED);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Cumulative cost chart"), -1);
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (on_dark_changed), self, G_CONNECT_SWAPPED);
}

GtkWidget *
breakeven_chart_view_new (void)
{
  return g_object_new (BREAKEVEN_TYPE_CHART_VIEW, NULL);
}

BreakevenProject *
breakeven_chart_view_get_project (BreakevenChartView *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_CHART_VIEW (self), NULL);
  return self->document ? breakeven_document_get_project (self->document) : NULL;
}

/* Shows DOCUMENT's analysis: the chart follows whatever document it is given */
static void
set_document (BreakevenChartView *self,
              BreakevenDocument  *document)
{
  if (!g_set_object (&self->document, document))
    return;
  g_signal_group_set_target (self->document_signals, document);
  on_analysis_changed (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DOCUMENT]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PROJECT]);
}

/* Older callers hand a bare project: it gets a document of its own */
void
breakeven_chart_view_set_project (BreakevenChartView *self,
                                  BreakevenProject   *project)
{
  g_autoptr(BreakevenDocument) document = NULL;

  g_return_if_fail (BREAKEVEN_IS_CHART_VIEW (self));

  if (project == breakeven_chart_view_get_project (self))
    return;
  if (project != NULL)
    document = breakeven_document_new (project, NULL);
  set_document (self, document);
}

BreakevenChartKind
breakeven_chart_view_get_kind (BreakevenChartView *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_CHART_VIEW (self), 0);
  return self->kind;
}

void
breakeven_chart_view_set_kind (BreakevenChartView *self,
                               BreakevenChartKind  kind)
{
  static const char *labels[] = {
    N_("Cumulative cost chart"), N_("Sensitivity chart"), N_("Budget chart"),
  };

  g_return_if_fail (BREAKEVEN_IS_CHART_VIEW (self));

  if (self->kind == kind)
    return;
  self->kind = kind;
  self->has_layout = FALSE;
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _(labels[kind]), -1);
  if (self->hovering)
    breakeven_chart_view_hover (self, self->hover_x, self->hover_y);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_KIND]);
}
