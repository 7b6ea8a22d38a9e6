/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-results-view.c: the summary cards and the chart, recomputed on every change
 *
 * Every figure comes from one BreakevenAnalysis, made again from the project each time it
 * emits "changed" (it is cheap), and goes through the core's formatters.
 */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "breakeven-chart.h"
#include "breakeven-cost.h"
#include "breakeven-explain.h"
#include "breakeven-format.h"
#include "breakeven-results-view.h"

struct _BreakevenResultsView
{
  AdwBin parent_instance;

  GtkRevealer *error_revealer;
  GtkLabel *error_label;
  GtkLabel *breakeven_value;
  GtkLabel *breakeven_detail;
  GtkLabel *breakeven_explain;
  GtkMenuButton *breakeven_explain_button;
  GtkLabel *per_hour_value;
  GtkLabel *per_hour_detail;
  GtkLabel *per_hour_explain;
  GtkMenuButton *per_hour_explain_button;
  GtkLabel *horizon_title;
  GtkLabel *horizon_value;
  GtkLabel *horizon_detail;
  GtkLabel *horizon_explain;
  GtkMenuButton *horizon_explain_button;
  GtkLabel *capex_value;
  GtkLabel *capex_detail;
  BreakevenChartView *chart;

  BreakevenProject *project;
};

G_DEFINE_FINAL_TYPE (BreakevenResultsView, breakeven_results_view, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_PROJECT,
  PROP_CHART_KIND,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
set_explain (GtkLabel      *label,
             GtkMenuButton *button,
             char          *text)
{
  gtk_label_set_text (label, text ? text : "");
  gtk_widget_set_sensitive (GTK_WIDGET (button), text != NULL);
  g_free (text);
}

static void
show_no_offers (BreakevenResultsView *self)
{
  gtk_label_set_text (self->breakeven_value, "—");
  gtk_label_set_text (self->breakeven_detail, _("Add a cloud offer to compare"));
  set_explain (self->breakeven_explain, self->breakeven_explain_button, NULL);
}

static void
update (BreakevenResultsView *self)
{
  g_autoptr(BreakevenAnalysis) a = NULL;
  const char *currency;
  int best;

  if (self->project == NULL)
    return;

  a = breakeven_analysis_new (self->project);
  /* Offers that cannot be priced are left out, and said so; the rest is still shown */
  gtk_revealer_set_reveal_child (self->error_revealer, a->unpriced->len > 0);
  if (a->unpriced->len > 0)
    {
      g_autofree char *message = NULL;

      g_ptr_array_add (a->unpriced, NULL);
      message = g_strjoinv ("\n", (char **) a->unpriced->pdata);
      g_ptr_array_remove_index (a->unpriced, a->unpriced->len - 1);
      gtk_label_set_text (self->error_label, message);
    }

  currency = breakeven_project_get_currency (self->project);
  best = breakeven_analysis_get_cheapest_offer (a);

  /* Breakeven against the offer a renter would pick: the cheapest over the horizon */
  if (best < 0)
    show_no_offers (self);
  else
    {
      const BreakevenOfferResult *r = breakeven_analysis_get_offer (a, best);
      g_autofree char *months = breakeven_format_months (r->breakeven_months);
      g_autofree char *name = breakeven_chart_offer_label (r->offer);
      g_autofree char *crossing = breakeven_chart_describe_crossing (r->breakeven_months,
                                                                     a->inputs.horizon_months);
      /* Translators: the offer the breakeven is against, then what happens, e.g.
       * "vs AutoDL RTX 4090D, the cheapest offer: breaks even at 29.1 months" */
      g_autofree char *detail = g_strdup_printf (_("vs %s, the cheapest offer: %s"), name, crossing);

      gtk_label_set_text (self->breakeven_value, months);
      gtk_label_set_text (self->breakeven_detail, detail);
      set_explain (self->breakeven_explain, self->breakeven_explain_button,
                   breakeven_explain_breakeven (a, best, currency));
    }

  /* Cost per work hour, build vs the cheapest offer */
  {
    g_autofree char *local = breakeven_format_money (a->cost_per_hour, currency, 2);
    g_autofree char *value = NULL;
    g_autofree char *detail = NULL;
    g_autofree char *explain_local = breakeven_explain_cost_per_hour (a, -1, currency);

    if (best >= 0)
      {
        const BreakevenOfferResult *r = breakeven_analysis_get_offer (a, best);
        g_autofree char *cloud = breakeven_format_money (r->cost_per_hour, currency, 2);
        g_autofree char *explain_cloud = breakeven_explain_cost_per_hour (a, best, currency);

        value = g_strdup (local);
        /* Translators: under the build's cost per work hour, the cloud's, e.g.
         * "build; cloud: ¥1.67" */
        detail = g_strdup_printf (_("build; cloud: %s"), cloud);
        set_explain (self->per_hour_explain, self->per_hour_explain_button,
                     g_strdup_printf ("%s\n\n%s", explain_local, explain_cloud));
      }
    else
      {
        value = g_strdup (local);
        detail = g_strdup (_("build, over the horizon"));
        set_explain (self->per_hour_explain, self->per_hour_explain_button,
                     g_steal_pointer (&explain_local));
      }
    gtk_label_set_text (self->per_hour_value, value);
    gtk_label_set_text (self->per_hour_detail, detail);
  }

  /* Costs over the horizon */
  {
    double h = a->inputs.horizon_months;
    g_autofree char *months = breakeven_format_number (h, h == floor (h) ? 0 : 1);
    /* Translators: card title, e.g. "Cost over 36 months" */
    g_autofree char *title = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Cost over %s month",
                                                           "Cost over %s months",
                                                           breakeven_plural_count (h)),
                                              months);
    g_autofree char *local = breakeven_format_money (a->horizon_cost, currency, 0);
    g_autofree char *value = NULL;
    g_autofree char *explain_local = breakeven_explain_horizon_cost (a, -1, currency);

    gtk_label_set_text (self->horizon_title, title);
    if (best >= 0)
      {
        const BreakevenOfferResult *r = breakeven_analysis_get_offer (a, best);
        g_autofree char *cloud = breakeven_format_money (r->horizon_cost, currency, 0);
        g_autofree char *explain_cloud = breakeven_explain_horizon_cost (a, best, currency);

        g_autofree char *detail =
          /* Translators: under the build's cost over the horizon, the cloud's */
          g_strdup_printf (a->horizon_cost <= r->horizon_cost ? _("build; cloud: %s (the build costs less)")
                                                              : _("build; cloud: %s (the cloud costs less)"),
                           cloud);

        value = g_strdup (local);
        gtk_label_set_text (self->horizon_detail, detail);
        set_explain (self->horizon_explain, self->horizon_explain_button,
                     g_strdup_printf ("%s\n\n%s", explain_local, explain_cloud));
      }
    else
      {
        value = g_strdup (local);
        gtk_label_set_text (self->horizon_detail, _("the build"));
        set_explain (self->horizon_explain, self->horizon_explain_button,
                     g_steal_pointer (&explain_local));
      }
    gtk_label_set_text (self->horizon_value, value);
  }

  /* What the build costs up front */
  {
    g_autofree char *capex = breakeven_format_money (a->inputs.capex, currency, 0);
    g_autofree char *share = breakeven_format_share (a->gpu_share);
    g_autofree char *detail = NULL;

    if (!isnan (a->vendor_quote))
      {
        g_autofree char *premium = breakeven_format_money (a->vendor_premium, currency, 0);

        /* Translators: "GPU 69.1% of the parts · vendor premium ¥12,408" */
        detail = g_strdup_printf (_("GPU %s of the parts · vendor premium %s"), share, premium);
      }
    else
      /* Translators: "GPU 69.1% of the parts" */
      detail = g_strdup_printf (_("GPU %s of the parts"), share);
    gtk_label_set_text (self->capex_value, capex);
    gtk_label_set_text (self->capex_detail, detail);
  }
}

static void
on_project_changed (BreakevenProject     *project,
                    BreakevenResultsView *self)
{
  update (self);
}

static void
breakeven_results_view_dispose (GObject *object)
{
  BreakevenResultsView *self = BREAKEVEN_RESULTS_VIEW (object);

  breakeven_results_view_set_project (self, NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), BREAKEVEN_TYPE_RESULTS_VIEW);

  G_OBJECT_CLASS (breakeven_results_view_parent_class)->dispose (object);
}

static void
breakeven_results_view_get_property (GObject    *object,
                                     guint       prop_id,
                                     GValue     *value,
                                     GParamSpec *pspec)
{
  BreakevenResultsView *self = BREAKEVEN_RESULTS_VIEW (object);

  switch (prop_id)
    {
    case PROP_PROJECT: g_value_set_object (value, self->project); break;
    case PROP_CHART_KIND: g_value_set_enum (value, breakeven_chart_view_get_kind (self->chart)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
breakeven_results_view_set_property (GObject      *object,
                                     guint         prop_id,
                                     const GValue *value,
                                     GParamSpec   *pspec)
{
  BreakevenResultsView *self = BREAKEVEN_RESULTS_VIEW (object);

  switch (prop_id)
    {
    case PROP_PROJECT: breakeven_results_view_set_project (self, g_value_get_object (value)); break;
    case PROP_CHART_KIND:
      if (breakeven_chart_view_get_kind (self->chart) != (BreakevenChartKind) g_value_get_enum (value))
        {
          breakeven_chart_view_set_kind (self->chart, g_value_get_enum (value));
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
breakeven_results_view_class_init (BreakevenResultsViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = breakeven_results_view_dispose;
  object_class->get_property = breakeven_results_view_get_property;
  object_class->set_property = breakeven_results_view_set_property;

  properties[PROP_PROJECT] =
    g_param_spec_object ("project", NULL, NULL, BREAKEVEN_TYPE_PROJECT,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CHART_KIND] =
    g_param_spec_enum ("chart-kind", NULL, NULL, BREAKEVEN_TYPE_CHART_KIND,
                       BREAKEVEN_CHART_KIND_CUMULATIVE,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (BREAKEVEN_TYPE_CHART_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/ui/breakeven-results-view.ui");
  gtk_widget_class_bind_template_child (widget_class, BreakevenResultsView, error_revealer);
  gtk_widget_class_bind_template_child (widget_class, BreakevenResultsView, error_label);
  gtk_widget_class_bind_template_child (widget_class, BreakevenResultsView, breakeven_value);
  gtk_widget_class_bind_template_child (widget_class, BreakevenResultsView, breakeven_detail);
  gtk_widget_class_bind_template_child (widget_class, BreakevenResultsView, breakeven_explain);
  gtk_widget_class_bind_template_child (widget_class, BreakevenResultsView, breakeven_explain_button);
  gtk_widget_class_bind_template_child (widget_class, BreakevenResultsView, per_hour_value);
  gtk_widget_class_bind_template_child (widget_class, BreakevenResultsView, per_hour_detail);
  gtk_widget_class_bind_template_child (widget_class, BreakevenResultsView, per_hour_explain);
  gtk_widget_class_bind_template_child (widget_class, BreakevenResultsView, per_hour_explain_button);
  gtk_widget_class_bind_template_child (widget_class, BreakevenResultsView, horizon_title);
  gtk_widget_class_bind_template_child (widget_class, BreakevenResultsView, horizon_value);
  gtk_widget_class_bind_template_child (widget_class, BreakevenResultsView, horizon_detail);
  gtk_widget_class_bind_template_child (widget_class, BreakevenResultsView, horizon_explain);
  gtk_widget_class_bind_template_child (widget_class, BreakevenResultsView, horizon_explain_button);
  gtk_widget_class_bind_template_child (widget_class, BreakevenResultsView, capex_value);
  gtk_widget_class_bind_template_child (widget_class, BreakevenResultsView, capex_detail);
  gtk_widget_class_bind_template_child (widget_class, BreakevenResultsView, chart);

  gtk_widget_class_install_property_action (widget_class, "results.chart-kind", "chart-kind");
}

static void
breakeven_results_view_init (BreakevenResultsView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
breakeven_results_view_new (void)
{
  return g_object_new (BREAKEVEN_TYPE_RESULTS_VIEW, NULL);
}

BreakevenProject *
breakeven_results_view_get_project (BreakevenResultsView *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_RESULTS_VIEW (self), NULL);
  return self->project;
}

void
breakeven_results_view_set_project (BreakevenResultsView *self,
                                    BreakevenProject     *project)
{
  g_return_if_fail (BREAKEVEN_IS_RESULTS_VIEW (self));

  if (self->project == project)
    return;
  if (self->project != NULL)
    g_signal_handlers_disconnect_by_func (self->project, on_project_changed, self);
  g_set_object (&self->project, project);
  if (project != NULL)
    g_signal_connect_object (project, "changed", G_CALLBACK (on_project_changed), self, 0);
  if (self->chart != NULL)
    breakeven_chart_view_set_project (self->chart, project);
  update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PROJECT]);
}

BreakevenChartView *
breakeven_results_view_get_chart (BreakevenResultsView *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_RESULTS_VIEW (self), NULL);
  return self->chart;
}
