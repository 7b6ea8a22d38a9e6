/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-chart-view.c: the core chart renderer in a widget, with a hover read-out (in
 * breakeven-chart-view-readout.c)
 *
 * The widget draws nothing itself: snapshot hands a cairo node to breakeven_chart_draw_*, with
 * a palette made from the widget's style (light or dark), and keeps the layout the renderer
 * returns.  What it draws is the document's analysis: it never computes one of its own.  The
 * pointer read-out (crosshair, month, each line's value) works in that layout, so it always
 * matches what was drawn.
 *
 * The legend's entries of the offers turn their lines off and on: a click on one, or, with the
 * chart focused, the arrow keys to pick one and Space or Enter.  Which offers are hidden is kept
 * here for the session (per offer, for both line charts) and forgotten with the document.
 * The offer whose entry the pointer or the keyboard is on is selected: the cumulative chart
 * draws its hybrid curve too, besides the verdict's.
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>

#include "breakeven-bursts.h"
#include "breakeven-chart-view-private.h"
#include "breakeven-chart.h"
#include "breakeven-compat.h"
#include "breakeven-cost.h"
#include "breakeven-document.h"
#include "breakeven-enums.h"
#include "breakeven-format.h"
#include "breakeven-limits.h"
#include "breakeven-report.h"

G_DEFINE_FINAL_TYPE (BreakevenChartView, breakeven_chart_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_DOCUMENT,
  PROP_PROJECT,
  PROP_KIND,
  PROP_HAS_BURSTS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

const BreakevenAnalysis *
_breakeven_chart_view_get_analysis (BreakevenChartView *self)
{
  return self->document ? breakeven_document_get_analysis (self->document) : NULL;
}

const char *
_breakeven_chart_view_get_currency (BreakevenChartView *self)
{
  const BreakevenAnalysis *analysis = _breakeven_chart_view_get_analysis (self);

  return analysis ? analysis->currency : NULL;
}

gboolean
_breakeven_chart_view_offer_is_hidden (BreakevenChartView *self,
                                       BreakevenOffer     *offer)
{
  return g_hash_table_size (self->hidden) > 0 && g_hash_table_contains (self->hidden, offer);
}

/* The legend entry the keyboard is on, or NULL; the first one that can be hidden when none
 * is chosen yet or the one chosen is no longer drawn */
static const BreakevenChartLegendBox *
focused_box (BreakevenChartView *self)
{
  const BreakevenChartLegendBox *first = NULL;

  for (guint i = 0; i < self->legend_boxes->len; i++)
    {
      const BreakevenChartLegendBox *box = &g_array_index (self->legend_boxes,
                                                           BreakevenChartLegendBox, i);

      if (box->series < 0)
        continue;
      if (box->series == self->focus_series)
        return box;
      if (first == NULL)
        first = box;
    }
  return first;
}

static const BreakevenChartLegendBox *box_at (BreakevenChartView *self,
                                             double              x,
                                             double              y);

/* The offer whose legend entry is selected: the one under the pointer, else the one the
 * keyboard is on while the chart has the focus; -1 for none */
static int
selected_series (BreakevenChartView *self)
{
  const BreakevenChartLegendBox *box = NULL;

  if (self->hovering)
    box = box_at (self, self->hover_x, self->hover_y);
  if (box == NULL && self->focus_series >= 0 && gtk_widget_has_focus (GTK_WIDGET (self)))
    box = focused_box (self);
  return box != NULL && box->series >= 0 ? box->series : -1;
}

/* The selection as BreakevenChartOptions takes it (N_SELECTED entries); NULL (and 0) for
 * none.  g_free () it. */
static gboolean *
dup_selected (BreakevenChartView *self,
              guint              *n_selected)
{
  const BreakevenAnalysis *analysis = _breakeven_chart_view_get_analysis (self);
  int series = selected_series (self);
  gboolean *selected;
  guint n;

  *n_selected = 0;
  if (analysis == NULL || series < 0
      || (guint) series >= (n = breakeven_analysis_get_n_offers (analysis)))
    return NULL;
  selected = g_new0 (gboolean, n);
  selected[series] = TRUE;
  *n_selected = n;
  return selected;
}

/* The options' offers: the lines hidden and the selection, into OPTIONS; free the two arrays
 * returned with g_free () */
void
_breakeven_chart_view_fill_series_options (BreakevenChartView     *self,
                                           BreakevenChartOptions  *options,
                                           gboolean              **hidden,
                                           gboolean              **selected)
{
  *hidden = breakeven_chart_view_dup_hidden (self, &options->n_hidden);
  options->hidden = *hidden;
  *selected = dup_selected (self, &options->n_selected);
  options->selected = *selected;
}

static void update_accessible_description (BreakevenChartView *self);
static void set_document (BreakevenChartView *self,
                          BreakevenDocument  *document);

static void
on_analysis_changed (BreakevenChartView *self)
{
  const BreakevenAnalysis *analysis = _breakeven_chart_view_get_analysis (self);
  gboolean has_bursts = analysis != NULL && breakeven_analysis_get_n_bursts (analysis) > 0;

  if (has_bursts != self->has_bursts)
    {
      self->has_bursts = has_bursts;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HAS_BURSTS]);
    }
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
void
_breakeven_chart_view_update_palette (BreakevenChartView *self)
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


/* The legend entry of an offer at (X, Y), as drawn last; NULL elsewhere */
static const BreakevenChartLegendBox *
box_at (BreakevenChartView *self,
        double              x,
        double              y)
{
  if (!self->has_layout)
    return NULL;
  for (guint i = 0; i < self->legend_boxes->len; i++)
    {
      const BreakevenChartLegendBox *box = &g_array_index (self->legend_boxes,
                                                           BreakevenChartLegendBox, i);

      if (box->series >= 0 && breakeven_rect_contains (&box->box, x, y))
        return box;
    }
  return NULL;
}

static void
on_motion (GtkEventControllerMotion *controller,
           double                    x,
           double                    y,
           BreakevenChartView       *self)
{
  /* A legend entry is a switch: the pointer says so */
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), box_at (self, x, y) ? "pointer" : NULL);
  breakeven_chart_view_hover (self, x, y);
}

static void
toggle_series (BreakevenChartView *self,
               int                 series)
{
  const BreakevenAnalysis *analysis = _breakeven_chart_view_get_analysis (self);
  BreakevenOffer *offer;

  if (analysis == NULL || series < 0
      || (guint) series >= breakeven_analysis_get_n_offers (analysis))
    return;
  offer = breakeven_analysis_get_offer (analysis, series)->offer;
  self->focus_series = series;
  breakeven_chart_view_set_offer_hidden (self, offer,
                                         !_breakeven_chart_view_offer_is_hidden (self, offer));
}

gboolean
breakeven_chart_view_toggle_legend_at (BreakevenChartView *self,
                                       double              x,
                                       double              y)
{
  const BreakevenChartLegendBox *box;

  g_return_val_if_fail (BREAKEVEN_IS_CHART_VIEW (self), FALSE);

  box = box_at (self, x, y);
  if (box == NULL)
    return FALSE;
  toggle_series (self, box->series);
  return TRUE;
}

static void
on_click_released (GtkGestureClick    *gesture,
                   int                 n_press,
                   double              x,
                   double              y,
                   BreakevenChartView *self)
{
  /* A click puts the keys on the chart too: the arrows and Space then go to its legend, not
   * to the field last typed in */
  gtk_widget_grab_focus (GTK_WIDGET (self));
  if (breakeven_chart_view_toggle_legend_at (self, x, y))
    gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
}

/* The keyboard's way: arrows go from entry to entry, Space or Enter turns the line off or on */
static void
action_legend_move (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  BreakevenChartView *self = BREAKEVEN_CHART_VIEW (widget);
  const BreakevenChartLegendBox *current = focused_box (self);
  int step = g_str_equal (action_name, "chart.legend-next") ? 1 : -1;
  int n = (int) self->legend_boxes->len;
  int at = -1;

  if (current == NULL)
    return;
  for (int i = 0; i < n; i++)
    if (&g_array_index (self->legend_boxes, BreakevenChartLegendBox, i) == current)
      at = i;
  /* A first press shows where the keyboard is before it moves */
  if (current->series == self->focus_series)
    for (int k = 1; k <= n; k++)
      {
        int next = ((at + step * k) % n + n) % n;
        const BreakevenChartLegendBox *box = &g_array_index (self->legend_boxes,
                                                             BreakevenChartLegendBox, next);

        if (box->series >= 0)
          {
            current = box;
            break;
          }
      }
  self->focus_series = current->series;
  update_accessible_description (self);
  gtk_widget_queue_draw (widget);
}

static void
action_legend_toggle (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  BreakevenChartView *self = BREAKEVEN_CHART_VIEW (widget);
  const BreakevenChartLegendBox *box = focused_box (self);

  if (box != NULL)
    toggle_series (self, box->series);
}

static void
on_leave (GtkEventControllerMotion *controller,
          BreakevenChartView       *self)
{
  _breakeven_chart_view_end_hover (self);
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
  const BreakevenAnalysis *analysis = _breakeven_chart_view_get_analysis (self);
  g_autofree char *description = NULL;
  int best;

  const BreakevenChartLegendBox *box;

  if (analysis == NULL)
    return;
  best = breakeven_analysis_get_cheapest_offer (analysis);
  if (best < 0)
    return;
  description = breakeven_chart_describe_crossing (breakeven_analysis_get_offer (analysis, best)->breakeven_months,
                                                   analysis->inputs.horizon_months);
  box = focused_box (self);
  if (box != NULL && (guint) box->series < breakeven_analysis_get_n_offers (analysis))
    {
      g_autofree char *name =
        breakeven_chart_offer_label (breakeven_analysis_get_offer (analysis, box->series)->offer);
      g_autofree char *entry = g_strdup_printf (box->hidden
                                                /* Translators: the legend entry the keyboard
                                                 * is on, e.g. "AutoDL RTX 4090D, hidden" */
                                                ? _("%s, hidden")
                                                /* Translators: the legend entry the keyboard
                                                 * is on, e.g. "AutoDL RTX 4090D, shown" */
                                                : _("%s, shown"), name);
      g_autofree char *full =
        /* Translators: the chart's description for screen readers: what the chart says, then
         * the legend entry the keyboard is on, then how to use it */
        g_strdup_printf (_("%s. Legend: %s. The arrow keys choose a line, Space hides or shows "
                           "it."), description, entry);

      g_free (description);
      description = g_steal_pointer (&full);
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
}


/* A ring around the focused legend entry, as GTK draws focus */
static void
snapshot_legend_focus (BreakevenChartView *self,
                       GtkSnapshot        *snapshot)
{
  const BreakevenChartLegendBox *box = focused_box (self);
  GskRoundedRect outline;
  GdkRGBA color = { self->palette.foreground.red, self->palette.foreground.green,
                    self->palette.foreground.blue, 0.55 };
  float widths[4] = { 2, 2, 2, 2 };
  GdkRGBA colors[4] = { color, color, color, color };

  if (box == NULL)
    return;
  gsk_rounded_rect_init_from_rect (&outline,
                                   &GRAPHENE_RECT_INIT (box->box.x - 4, box->box.y - 3,
                                                        box->box.width + 8,
                                                        box->box.height + 6),
                                   6);
  gtk_snapshot_append_border (snapshot, &outline, widths, colors);
}

static void
breakeven_chart_view_snapshot (GtkWidget   *widget,
                               GtkSnapshot *snapshot)
{
  BreakevenChartView *self = BREAKEVEN_CHART_VIEW (widget);
  const BreakevenAnalysis *analysis = _breakeven_chart_view_get_analysis (self);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  BreakevenChartOptions options = { 0 };
  g_autofree gboolean *hidden = NULL;
  g_autofree gboolean *selected = NULL;
  cairo_t *cr;

  if (analysis == NULL || width <= 0 || height <= 0)
    return;

  _breakeven_chart_view_update_palette (self);
  options.palette = &self->palette;
  options.currency = _breakeven_chart_view_get_currency (self);
  /* One context over the redraws, so that the legend's layouts are kept between them */
  options.pango_context = gtk_widget_get_pango_context (widget);
  options.text_cache = self->text_cache;
  breakeven_chart_layer_cache_set_scale (self->layer_cache, gtk_widget_get_scale_factor (widget));
  options.layer_cache = self->layer_cache;
  options.legend_boxes = self->legend_boxes;
  _breakeven_chart_view_fill_series_options (self, &options, &hidden, &selected);

  /* The cairo node is rasterised at the surface's scale, so the chart is sharp on HiDPI */
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  breakeven_chart_draw (self->kind, cr, width, height,
                        breakeven_document_get_project (self->document), analysis, &options,
                        &self->layout);
  cairo_destroy (cr);
  self->has_layout = TRUE;

  if (gtk_widget_has_visible_focus (widget))
    snapshot_legend_focus (self, snapshot);
  if (self->hovering && self->readout_text != NULL)
    _breakeven_chart_view_snapshot_crosshair (self, snapshot);
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
  _breakeven_chart_view_allocate_readout (BREAKEVEN_CHART_VIEW (widget), width, height);
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
  g_clear_pointer (&self->hidden, g_hash_table_unref);
  g_clear_pointer (&self->legend_boxes, g_array_unref);
  g_clear_pointer (&self->text_cache, breakeven_chart_text_cache_free);
  g_clear_pointer (&self->layer_cache, breakeven_chart_layer_cache_free);

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
    case PROP_HAS_BURSTS: g_value_set_boolean (value, self->has_bursts); break;
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
  /* Whether the analysis has bursts: the burst view's button is shown only then */
  properties[PROP_HAS_BURSTS] =
    g_param_spec_boolean ("has-bursts", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/ui/breakeven-chart-view.ui");
  gtk_widget_class_bind_template_child (widget_class, BreakevenChartView, readout);
  gtk_widget_class_bind_template_callback (widget_class, on_motion);
  gtk_widget_class_bind_template_callback (widget_class, on_leave);
  gtk_widget_class_bind_template_callback (widget_class, on_click_released);

  gtk_widget_class_install_action (widget_class, "chart.legend-next", NULL, action_legend_move);
  gtk_widget_class_install_action (widget_class, "chart.legend-previous", NULL,
                                   action_legend_move);
  gtk_widget_class_install_action (widget_class, "chart.legend-toggle", NULL,
                                   action_legend_toggle);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Right, 0, "chart.legend-next", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Down, 0, "chart.legend-next", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, 0, "chart.legend-previous",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Up, 0, "chart.legend-previous",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_space, 0, "chart.legend-toggle",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, 0, "chart.legend-toggle",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Enter, 0, "chart.legend-toggle",
                                       NULL);
  gtk_widget_class_set_css_name (widget_class, "chart");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
breakeven_chart_view_init (BreakevenChartView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->hidden = g_hash_table_new_full (g_direct_hash, g_direct_equal, g_object_unref, NULL);
  self->legend_boxes = g_array_new (FALSE, FALSE, sizeof (BreakevenChartLegendBox));
  self->focus_series = BREAKEVEN_CHART_SERIES_BUILD;
  self->text_cache = breakeven_chart_text_cache_new ();
  self->layer_cache = breakeven_chart_layer_cache_new ();
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
  /* Another document: all its lines shown */
  g_hash_table_remove_all (self->hidden);
  g_array_set_size (self->legend_boxes, 0);
  self->focus_series = BREAKEVEN_CHART_SERIES_BUILD;
  g_signal_group_set_target (self->document_signals, document);
  on_analysis_changed (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DOCUMENT]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PROJECT]);
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
    N_("Bursts chart"),
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

gboolean
breakeven_chart_view_get_offer_hidden (BreakevenChartView *self,
                                       BreakevenOffer     *offer)
{
  g_return_val_if_fail (BREAKEVEN_IS_CHART_VIEW (self), FALSE);
  return _breakeven_chart_view_offer_is_hidden (self, offer);
}

void
breakeven_chart_view_set_offer_hidden (BreakevenChartView *self,
                                       BreakevenOffer     *offer,
                                       gboolean            hidden)
{
  g_return_if_fail (BREAKEVEN_IS_CHART_VIEW (self));
  g_return_if_fail (BREAKEVEN_IS_OFFER (offer));

  if (!!hidden == _breakeven_chart_view_offer_is_hidden (self, offer))
    return;
  if (hidden)
    g_hash_table_add (self->hidden, g_object_ref (offer));
  else
    g_hash_table_remove (self->hidden, offer);
  if (self->hovering)
    breakeven_chart_view_hover (self, self->hover_x, self->hover_y);
  update_accessible_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean *
breakeven_chart_view_dup_hidden (BreakevenChartView *self,
                                 guint              *n_hidden)
{
  const BreakevenAnalysis *analysis;
  gboolean *hidden = NULL;
  guint n;

  g_return_val_if_fail (BREAKEVEN_IS_CHART_VIEW (self), NULL);
  g_return_val_if_fail (n_hidden != NULL, NULL);

  *n_hidden = 0;
  analysis = _breakeven_chart_view_get_analysis (self);
  if (analysis == NULL || g_hash_table_size (self->hidden) == 0)
    return NULL;
  n = breakeven_analysis_get_n_offers (analysis);
  for (guint i = 0; i < n; i++)
    if (_breakeven_chart_view_offer_is_hidden (self,
                                               breakeven_analysis_get_offer (analysis, i)->offer))
      {
        if (hidden == NULL)
          hidden = g_new0 (gboolean, n);
        hidden[i] = TRUE;
      }
  if (hidden != NULL)
    *n_hidden = n;
  return hidden;
}

guint
breakeven_chart_view_count_hidden (BreakevenChartView *self)
{
  const BreakevenAnalysis *analysis;
  guint count = 0;

  g_return_val_if_fail (BREAKEVEN_IS_CHART_VIEW (self), 0);

  analysis = _breakeven_chart_view_get_analysis (self);
  for (guint i = 0; analysis != NULL && i < breakeven_analysis_get_n_offers (analysis); i++)
    count += _breakeven_chart_view_offer_is_hidden (self,
                                                    breakeven_analysis_get_offer (analysis,
                                                                                  i)->offer);
  return count;
}

gboolean
breakeven_chart_view_get_legend_entry (BreakevenChartView *self,
                                       guint               offer_index,
                                       graphene_rect_t    *bounds)
{
  g_return_val_if_fail (BREAKEVEN_IS_CHART_VIEW (self), FALSE);

  for (guint i = 0; self->has_layout && i < self->legend_boxes->len; i++)
    {
      const BreakevenChartLegendBox *box = &g_array_index (self->legend_boxes,
                                                           BreakevenChartLegendBox, i);

      if (box->series == (int) offer_index)
        {
          if (bounds != NULL)
            graphene_rect_init (bounds, box->box.x, box->box.y, box->box.width, box->box.height);
          return TRUE;
        }
    }
  return FALSE;
}

const BreakevenChartLayout *
breakeven_chart_view_get_layout (BreakevenChartView *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_CHART_VIEW (self), NULL);
  return self->has_layout ? &self->layout : NULL;
}
