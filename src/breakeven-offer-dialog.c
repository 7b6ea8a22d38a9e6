/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-offer-dialog.c: every field of one cloud offer, for adding or editing it
 *
 * The fields edit a draft copy of the offer, so Cancel leaves the project untouched; Add
 * appends the draft, Save writes the fields that changed back through the offer's setters.
 * An offer needs a provider or a name, and a price per hour above 0 unless it is said to be
 * free: until then Add (or Save) stays insensitive and the dialog says what is missing.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "breakeven-compat.h"
#include "breakeven-cost.h"
#include "breakeven-enums.h"
#include "breakeven-format.h"
#include "breakeven-limits.h"
#include "breakeven-number-field.h"
#include "breakeven-offer-dialog.h"
#include "breakeven-report.h"

struct _BreakevenOfferDialog
{
  AdwWindow parent_instance;

  AdwWindowTitle *window_title;
  GtkButton *apply_button;
  GtkLabel *apply_reason_label;
  AdwEntryRow *provider_row;
  AdwEntryRow *name_row;
  AdwEntryRow *gpu_row;
  AdwEntryRow *gpu_count_row;
  AdwEntryRow *vram_row;
  AdwEntryRow *price_row;
  GtkSwitch *free_switch;
  AdwEntryRow *idle_price_row;
  AdwEntryRow *currency_row;
  AdwComboRow *billing_row;
  AdwEntryRow *interruption_row;
  AdwEntryRow *storage_price_row;
  AdwEntryRow *setup_row;
  AdwEntryRow *setup_hours_row;
  GtkSwitch *promotion_switch;
  AdwActionRow *speed_auto_row;
  GtkImage *speed_unknown_icon;
  GtkSwitch *speed_auto_switch;
  AdwEntryRow *speed_row;
  AdwEntryRow *as_of_row;
  AdwEntryRow *source_row;

  BreakevenProject *project;
  BreakevenOffer *offer; /* NULL for a new offer */
  BreakevenOffer *draft;
  GListStore *target;    /* where a new offer goes; NULL: the project's offers */
  gboolean currency_valid;
};

enum {
  APPLIED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (BreakevenOfferDialog, breakeven_offer_dialog, ADW_TYPE_WINDOW)

/* The fields and the offer property each one edits: the range is the property's own (and what
 * a file holds) */
typedef struct
{
  gsize offset;
  const char *property;
  BreakevenNumberUnit unit;
  const char *set_property; /* optional values: empty text unsets them */
} FieldSpec;

static const FieldSpec number_fields[] = {
  { G_STRUCT_OFFSET (BreakevenOfferDialog, gpu_count_row), "gpu-count" },
  { G_STRUCT_OFFSET (BreakevenOfferDialog, vram_row), "vram-gb" },
  { G_STRUCT_OFFSET (BreakevenOfferDialog, price_row), "price-per-hour" },
  { G_STRUCT_OFFSET (BreakevenOfferDialog, idle_price_row), "idle-price-per-hour",
    BREAKEVEN_NUMBER_UNIT_NONE, "idle-price-set" },
  { G_STRUCT_OFFSET (BreakevenOfferDialog, interruption_row), "interruption-overhead-percent",
    BREAKEVEN_NUMBER_UNIT_PERCENT },
  { G_STRUCT_OFFSET (BreakevenOfferDialog, storage_price_row), "storage-price-per-gb-month" },
  { G_STRUCT_OFFSET (BreakevenOfferDialog, setup_row), "setup-cost" },
  { G_STRUCT_OFFSET (BreakevenOfferDialog, setup_hours_row), "setup-hours" },
  /* The speed is set up on its own: from a millionth of the build's, as a file holds */
  { G_STRUCT_OFFSET (BreakevenOfferDialog, speed_row), "relative-speed" },
};

#define FIELD(self, spec) (*(GtkEditable **) G_STRUCT_MEMBER_P (self, (spec)->offset))

static gboolean
is_blank (const char *text)
{
  for (; text != NULL && *text != '\0'; text = g_utf8_next_char (text))
    if (!g_unichar_isspace (g_utf8_get_char (text)))
      return FALSE;
  return TRUE;
}

/* NULL when the offer can be added (or saved); else what is missing, translated */
static const char *
missing_reason (BreakevenOfferDialog *self)
{
  if (is_blank (breakeven_offer_get_provider (self->draft))
      && is_blank (breakeven_offer_get_name (self->draft)))
    return _("Name the provider or the offer");
  if (!gtk_switch_get_active (self->free_switch)
      && breakeven_offer_get_price_per_hour (self->draft) <= 0)
    return _("Enter a price per hour above 0, or turn on “Free”");
  return NULL;
}

gboolean
breakeven_offer_dialog_is_valid (BreakevenOfferDialog *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_OFFER_DIALOG (self), FALSE);

  if (!self->currency_valid)
    return FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (number_fields); i++)
    if (!breakeven_number_field_is_valid (FIELD (self, &number_fields[i])))
      return FALSE;
  return self->draft != NULL && missing_reason (self) == NULL;
}

static void
update_apply (BreakevenOfferDialog *self)
{
  const char *reason = self->draft != NULL ? missing_reason (self) : NULL;
  gboolean valid = breakeven_offer_dialog_is_valid (self);

  gtk_widget_set_sensitive (GTK_WIDGET (self->apply_button), valid);
  /* A refused field says why where it is; what is missing is said above the fields */
  gtk_label_set_text (self->apply_reason_label, reason != NULL ? reason : "");
  gtk_widget_set_visible (GTK_WIDGET (self->apply_reason_label), reason != NULL);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->apply_button), reason);
  if (reason != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (self->apply_button),
                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, reason, -1);
  else
    gtk_accessible_reset_property (GTK_ACCESSIBLE (self->apply_button),
                                   GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
}

/* Free: the price is 0, and says so */
static void
on_free_notify (BreakevenOfferDialog *self)
{
  gboolean is_free = gtk_switch_get_active (self->free_switch);

  if (self->draft == NULL)
    return;
  if (is_free)
    breakeven_offer_set_price_per_hour (self->draft, 0);
  gtk_widget_set_sensitive (GTK_WIDGET (self->price_row), !is_free);
  update_apply (self);
}

/* Empty means the project's currency; another one needs an exchange rate in the project */
static void
on_currency_changed (BreakevenOfferDialog *self)
{
  g_autofree char *code = g_ascii_strup (gtk_editable_get_text (GTK_EDITABLE (self->currency_row)), -1);
  g_autoptr(GError) error = NULL;
  double converted;

  if (self->draft == NULL)
    return;
  if (*code == '\0' && self->target != NULL)
    {
      self->currency_valid = FALSE;
      breakeven_widget_set_error (GTK_WIDGET (self->currency_row),
                                  _("A catalogue offer needs its currency, such as CNY or USD"));
    }
  else if (*code == '\0')
    {
      self->currency_valid = TRUE;
      breakeven_offer_set_currency (self->draft, NULL);
    }
  else if (!breakeven_currency_code_is_valid (code))
    {
      self->currency_valid = FALSE;
      breakeven_widget_set_error (GTK_WIDGET (self->currency_row),
                                  _("A currency is a three-letter code, such as CNY, USD or EUR"));
    }
  else if (self->target == NULL
           && !breakeven_project_convert (self->project, code, 1, &converted, &error))
    {
      self->currency_valid = FALSE;
      breakeven_widget_set_error (GTK_WIDGET (self->currency_row), error->message);
    }
  else
    {
      self->currency_valid = TRUE;
      breakeven_offer_set_currency (self->draft, code);
    }
  if (self->currency_valid)
    breakeven_widget_set_error (GTK_WIDGET (self->currency_row), NULL);
  update_apply (self);
}

/* The billing row lists the enum's values: its names, translated */
static char *
billing_label (gpointer item,
               int      value)
{
  switch ((BreakevenBilling) value)
    {
    case BREAKEVEN_BILLING_SPOT: return g_strdup (_("Spot (interruptible)"));
    case BREAKEVEN_BILLING_ON_DEMAND:
    default: return g_strdup (_("On demand"));
    }
}

/* The billing and the row's position in its AdwEnumListModel, both ways */
static gboolean
billing_to_position (GBinding     *binding,
                     const GValue *from,
                     GValue       *to,
                     gpointer      user_data)
{
  AdwEnumListModel *model = user_data;

  g_value_set_uint (to, adw_enum_list_model_find_position (model, g_value_get_enum (from)));
  return TRUE;
}

static gboolean
position_to_billing (GBinding     *binding,
                     const GValue *from,
                     GValue       *to,
                     gpointer      user_data)
{
  g_autoptr(AdwEnumListItem) item = g_list_model_get_item (user_data, g_value_get_uint (from));

  if (item == NULL)
    return FALSE;
  g_value_set_enum (to, adw_enum_list_item_get_value (item));
  return TRUE;
}

static void
on_billing_notify (BreakevenOfferDialog *self)
{
  gtk_widget_set_sensitive (GTK_WIDGET (self->interruption_row),
                            breakeven_offer_get_billing (self->draft) == BREAKEVEN_BILLING_SPOT);
}

/* With "auto", the speed the comparison uses is shown (the typed one is kept for when auto is
 * turned off), flagged when the GPU table cannot tell */
static void
update_speed (BreakevenOfferDialog *self)
{
  gboolean is_auto = breakeven_offer_get_relative_speed_auto (self->draft);
  BreakevenOfferInputs inputs = { 0 };
  g_autofree char *subtitle = NULL;

  gtk_widget_set_visible (GTK_WIDGET (self->speed_row), !is_auto);
  if (!is_auto)
    {
      adw_action_row_set_subtitle (self->speed_auto_row, "");
      gtk_widget_set_visible (GTK_WIDGET (self->speed_unknown_icon), FALSE);
      return;
    }
  /* The speed the figures use, its kind and its source, as the offers page and the summary
   * word them */
  breakeven_offer_speed_inputs (self->project, self->draft, &inputs);
  if (inputs.speed_unknown)
    {
      g_autofree char *speed = breakeven_format_number (inputs.relative_speed, 2);

      /* Translators: the relative speed used, when the GPU table has no training figure
       * for the offer's GPU or the build's */
      subtitle = g_strdup_printf (_("Speed unknown: %s is used (no benchmark figure for "
                                    "this GPU or the build's)"), speed);
    }
  else
    {
      g_autofree char *label = breakeven_report_speed_label (&inputs);
      g_autofree char *source = breakeven_report_speed_source_text (&inputs);

      /* Translators: the speed used and where it came from, "speed 0.70 · benchmark: auto,
       * from GPU-Insights ver2, 2026-06-18" */
      subtitle = g_strdup_printf (_("%s: %s"), label, source);
    }
  adw_action_row_set_subtitle (self->speed_auto_row, subtitle);
  gtk_widget_set_visible (GTK_WIDGET (self->speed_unknown_icon), inputs.speed_unknown);
}

gboolean
breakeven_offer_dialog_apply (BreakevenOfferDialog *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_OFFER_DIALOG (self), FALSE);

  if (!breakeven_offer_dialog_is_valid (self))
    return FALSE;

  if (self->offer == NULL)
    g_list_store_append (self->target ? self->target : breakeven_project_get_offers (self->project),
                         self->draft);
  else
    {
      guint n_props;
      g_autofree GParamSpec **props =
        g_object_class_list_properties (G_OBJECT_GET_CLASS (self->draft), &n_props);

      /* Only what changed, each through the offer's own setter */
      for (guint i = 0; i < n_props; i++)
        {
          GValue draft_value = G_VALUE_INIT;
          GValue offer_value = G_VALUE_INIT;

          if (!(props[i]->flags & G_PARAM_WRITABLE))
            continue;
          g_value_init (&draft_value, props[i]->value_type);
          g_value_init (&offer_value, props[i]->value_type);
          g_object_get_property (G_OBJECT (self->draft), props[i]->name, &draft_value);
          g_object_get_property (G_OBJECT (self->offer), props[i]->name, &offer_value);
          if (g_param_values_cmp (props[i], &draft_value, &offer_value) != 0)
            g_object_set_property (G_OBJECT (self->offer), props[i]->name, &draft_value);
          g_value_unset (&draft_value);
          g_value_unset (&offer_value);
        }
    }
  g_signal_emit (self, signals[APPLIED], 0);
  return TRUE;
}

static void
on_apply_clicked (BreakevenOfferDialog *self)
{
  if (breakeven_offer_dialog_apply (self))
    gtk_window_close (GTK_WINDOW (self));
}

static void
on_cancel_clicked (BreakevenOfferDialog *self)
{
  gtk_window_close (GTK_WINDOW (self));
}

static void
breakeven_offer_dialog_dispose (GObject *object)
{
  BreakevenOfferDialog *self = BREAKEVEN_OFFER_DIALOG (object);

  for (guint i = 0; i < G_N_ELEMENTS (number_fields); i++)
    if (FIELD (self, &number_fields[i]) != NULL)
      breakeven_number_field_set_object (FIELD (self, &number_fields[i]), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), BREAKEVEN_TYPE_OFFER_DIALOG);
  g_clear_object (&self->draft);
  g_clear_object (&self->offer);
  g_clear_object (&self->project);
  g_clear_object (&self->target);

  G_OBJECT_CLASS (breakeven_offer_dialog_parent_class)->dispose (object);
}

static void
breakeven_offer_dialog_class_init (BreakevenOfferDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = breakeven_offer_dialog_dispose;

  /**
   * BreakevenOfferDialog::applied:
   *
   * Emitted after the offer was added or its changes written back.
   */
  signals[APPLIED] = g_signal_new ("applied", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  /* The template's billing row lists this enum, by name */
  g_type_ensure (BREAKEVEN_TYPE_BILLING);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/ui/breakeven-offer-dialog.ui");
#define CHILD(name) gtk_widget_class_bind_template_child (widget_class, BreakevenOfferDialog, name)
  CHILD (window_title);
  CHILD (apply_button);
  CHILD (apply_reason_label);
  CHILD (provider_row);
  CHILD (name_row);
  CHILD (gpu_row);
  CHILD (gpu_count_row);
  CHILD (vram_row);
  CHILD (price_row);
  CHILD (free_switch);
  CHILD (idle_price_row);
  CHILD (currency_row);
  CHILD (billing_row);
  CHILD (interruption_row);
  CHILD (storage_price_row);
  CHILD (setup_row);
  CHILD (setup_hours_row);
  CHILD (promotion_switch);
  CHILD (speed_auto_row);
  CHILD (speed_unknown_icon);
  CHILD (speed_auto_switch);
  CHILD (speed_row);
  CHILD (as_of_row);
  CHILD (source_row);
#undef CHILD
  gtk_widget_class_bind_template_callback (widget_class, on_apply_clicked);
  gtk_widget_class_bind_template_callback (widget_class, billing_label);
  gtk_widget_class_bind_template_callback (widget_class, on_cancel_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_currency_changed);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
breakeven_offer_dialog_init (BreakevenOfferDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  breakeven_compat_fix_tooltips (GTK_WIDGET (self));
  self->currency_valid = TRUE;

  /* A name takes no more than a file may hold (breakeven-limits.h) */
  {
    AdwEntryRow *names[] = { self->provider_row, self->name_row, self->gpu_row };

    for (guint i = 0; i < G_N_ELEMENTS (names); i++)
      gtk_text_set_max_length (GTK_TEXT (gtk_editable_get_delegate (GTK_EDITABLE (names[i]))),
                               BREAKEVEN_MAX_NAME_CHARS);
  }

  for (guint i = 0; i < G_N_ELEMENTS (number_fields); i++)
    {
      if (FIELD (self, &number_fields[i]) == GTK_EDITABLE (self->speed_row))
        breakeven_number_field_setup (GTK_EDITABLE (self->speed_row), "relative-speed",
                                      BREAKEVEN_MIN_RELATIVE_SPEED, BREAKEVEN_MAX_RELATIVE_SPEED,
                                      BREAKEVEN_NUMBER_DEFAULT);
      else
        breakeven_number_field_setup_for_property (FIELD (self, &number_fields[i]),
                                                   BREAKEVEN_TYPE_OFFER,
                                                   number_fields[i].property, 0);
      breakeven_number_field_set_unit (FIELD (self, &number_fields[i]), number_fields[i].unit);
      if (number_fields[i].set_property != NULL)
        breakeven_number_field_set_optional (FIELD (self, &number_fields[i]),
                                             number_fields[i].set_property);
      /* After the field's own handler, so its verdict is known */
      g_signal_connect_swapped (FIELD (self, &number_fields[i]), "changed",
                                G_CALLBACK (update_apply), self);
    }
}

static void
bind_text (BreakevenOfferDialog *self,
           const char           *property,
           AdwEntryRow          *row)
{
  g_object_bind_property (self->draft, property, row, "text",
                          G_BINDING_SYNC_CREATE | G_BINDING_BIDIRECTIONAL);
}

BreakevenOfferDialog *
breakeven_offer_dialog_new (GtkWindow        *parent,
                            BreakevenProject *project,
                            BreakevenOffer   *offer)
{
  BreakevenOfferDialog *self;

  g_return_val_if_fail (BREAKEVEN_IS_PROJECT (project), NULL);
  g_return_val_if_fail (offer == NULL || BREAKEVEN_IS_OFFER (offer), NULL);

  self = g_object_new (BREAKEVEN_TYPE_OFFER_DIALOG,
                       "transient-for", parent,
                       "modal", TRUE,
                       NULL);
  self->project = g_object_ref (project);
  self->offer = offer ? g_object_ref (offer) : NULL;
  self->draft = offer ? breakeven_offer_copy (offer)
                      : breakeven_offer_new ("", "", 0, NULL);

  adw_window_title_set_title (self->window_title, offer ? _("Edit Offer") : _("Add Offer"));
  gtk_window_set_title (GTK_WINDOW (self), offer ? _("Edit Offer") : _("Add Offer"));
  gtk_button_set_label (self->apply_button, offer ? _("_Save") : _("_Add"));

  /* An offer being edited that costs nothing was said to be free */
  gtk_switch_set_active (self->free_switch,
                         offer != NULL && breakeven_offer_get_price_per_hour (offer) == 0);
  g_signal_connect_object (self->free_switch, "notify::active", G_CALLBACK (on_free_notify),
                           self, G_CONNECT_SWAPPED);
  on_free_notify (self);
  g_object_bind_property (self->draft, "promotion", self->promotion_switch, "active",
                          G_BINDING_SYNC_CREATE | G_BINDING_BIDIRECTIONAL);
  bind_text (self, "provider", self->provider_row);
  bind_text (self, "name", self->name_row);
  bind_text (self, "gpu", self->gpu_row);
  bind_text (self, "as-of", self->as_of_row);
  bind_text (self, "source", self->source_row);
  g_object_bind_property_full (self->draft, "billing", self->billing_row, "selected",
                               G_BINDING_SYNC_CREATE | G_BINDING_BIDIRECTIONAL,
                               billing_to_position, position_to_billing,
                               g_object_ref (adw_combo_row_get_model (self->billing_row)),
                               g_object_unref);
  g_signal_connect_object (self->draft, "notify::billing", G_CALLBACK (on_billing_notify),
                           self, G_CONNECT_SWAPPED);
  on_billing_notify (self);
  g_object_bind_property (self->draft, "relative-speed-auto", self->speed_auto_switch, "active",
                          G_BINDING_SYNC_CREATE | G_BINDING_BIDIRECTIONAL);
  g_signal_connect_object (self->draft, "notify", G_CALLBACK (update_speed), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->draft, "notify", G_CALLBACK (update_apply), self,
                           G_CONNECT_SWAPPED);
  update_speed (self);
  for (guint i = 0; i < G_N_ELEMENTS (number_fields); i++)
    breakeven_number_field_set_object (FIELD (self, &number_fields[i]), G_OBJECT (self->draft));
  gtk_editable_set_text (GTK_EDITABLE (self->currency_row),
                         breakeven_offer_get_currency (self->draft)
                         ? breakeven_offer_get_currency (self->draft) : "");
  update_apply (self);
  return self;
}

BreakevenOfferDialog *
breakeven_offer_dialog_new_for_catalogue (GtkWindow        *parent,
                                          BreakevenProject *project,
                                          BreakevenOffer   *offer,
                                          GListStore       *target)
{
  BreakevenOfferDialog *self;

  g_return_val_if_fail (G_IS_LIST_STORE (target), NULL);

  self = breakeven_offer_dialog_new (parent, project, offer);
  self->target = g_object_ref (target);
  /* A catalogue offer names its currency: it is read outside any one project */
  if (breakeven_offer_get_currency (self->draft) == NULL)
    gtk_editable_set_text (GTK_EDITABLE (self->currency_row),
                           breakeven_project_get_currency (project));
  on_currency_changed (self);
  return self;
}

BreakevenOffer *
breakeven_offer_dialog_get_draft (BreakevenOfferDialog *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_OFFER_DIALOG (self), NULL);
  return self->draft;
}
