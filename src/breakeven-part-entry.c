/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-part-entry.c: a parts table cell editing one property of its part
 *
 * The factory of each column says which property ("name", "quantity", ...) and how wide; a
 * text property is bound both ways, a number goes through BreakevenNumberField so that a
 * refused value never reaches the part.  A cell marked gpu-only (the VRAM) shows on a GPU's
 * row only.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "breakeven-compat.h"
#include "breakeven-format.h"
#include "breakeven-limits.h"
#include "breakeven-number-field.h"
#include "breakeven-part-entry.h"
#include "breakeven-parts-editor-private.h"
#include "breakeven-project.h"

struct _BreakevenPartEntry
{
  GtkEntry parent_instance;

  BreakevenPart *part;
  char *property_name;
  gboolean gpu_only;
  gboolean is_number;
  GBinding *text_binding;
  GSignalGroup *part_signals;
};

G_DEFINE_FINAL_TYPE (BreakevenPartEntry, breakeven_part_entry, GTK_TYPE_ENTRY)

enum {
  PROP_0,
  PROP_PART,
  PROP_PROPERTY_NAME,
  PROP_GPU_ONLY,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* A part's line, and the parts total, must stay what a file can hold (BREAKEVEN_MAX_PARTS_TOTAL):
 * VALUE is the quantity or the unit price the user typed in EDITABLE */
static char *
check_line_total (GtkEditable *editable,
                  double       value,
                  gpointer     user_data)
{
  BreakevenPartEntry *self = BREAKEVEN_PART_ENTRY (editable);
  BreakevenPartsEditor *editor =
    BREAKEVEN_PARTS_EDITOR (gtk_widget_get_ancestor (GTK_WIDGET (editable),
                                                     BREAKEVEN_TYPE_PARTS_EDITOR));
  gboolean is_quantity = g_str_equal (self->property_name, "quantity");
  BreakevenProject *project;
  double line, total;
  g_autofree char *limit = NULL;

  if (self->part == NULL || editor == NULL
      || (project = breakeven_parts_editor_get_project (editor)) == NULL)
    return NULL;
  line = is_quantity ? value * breakeven_part_get_unit_price (self->part)
                     : breakeven_part_get_quantity (self->part) * value;
  total = breakeven_project_get_parts_total (project)
          - breakeven_part_get_line_total (self->part) + line;
  if (line <= BREAKEVEN_MAX_PARTS_TOTAL && total <= BREAKEVEN_MAX_PARTS_TOTAL)
    return NULL;
  limit = breakeven_format_number (BREAKEVEN_MAX_PARTS_TOTAL, 0);
  /* Translators: %s is the largest parts total a project file holds, 1,000,000,000,000 */
  return g_strdup_printf (_("The parts would total more than %s"), limit);
}

static void
update_visible (BreakevenPartEntry *self)
{
  if (self->gpu_only)
    gtk_widget_set_visible (GTK_WIDGET (self), self->part != NULL
                            && breakeven_part_get_category (self->part) == BREAKEVEN_PART_GPU);
}

/* The property is known once the factory has built the cell: it says what the entry accepts */
static void
set_property_name (BreakevenPartEntry *self,
                   const char         *property_name)
{
  g_autoptr(GTypeClass) part_class = g_type_class_ref (BREAKEVEN_TYPE_PART);
  GParamSpec *pspec;

  g_return_if_fail (self->property_name == NULL && property_name != NULL);

  self->property_name = g_strdup (property_name);
  pspec = g_object_class_find_property (G_OBJECT_CLASS (part_class), property_name);
  g_return_if_fail (pspec != NULL);
  self->is_number = pspec->value_type != G_TYPE_STRING;
  if (!self->is_number)
    return;
  breakeven_number_field_setup_for_property (GTK_EDITABLE (self), BREAKEVEN_TYPE_PART,
                                             property_name, BREAKEVEN_NUMBER_DEFAULT);
  if (g_str_equal (property_name, "quantity") || g_str_equal (property_name, "unit-price"))
    breakeven_number_field_set_check (GTK_EDITABLE (self), check_line_total, NULL);
}

BreakevenPart *
breakeven_part_entry_get_part (BreakevenPartEntry *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_PART_ENTRY (self), NULL);
  return self->part;
}

void
breakeven_part_entry_set_part (BreakevenPartEntry *self,
                               BreakevenPart      *part)
{
  g_return_if_fail (BREAKEVEN_IS_PART_ENTRY (self));
  g_return_if_fail (part == NULL || BREAKEVEN_IS_PART (part));

  if (self->part == part)
    return;
  g_clear_pointer (&self->text_binding, g_binding_unbind);
  if (self->is_number)
    breakeven_number_field_set_object (GTK_EDITABLE (self), NULL);
  g_set_object (&self->part, part);
  g_signal_group_set_target (self->part_signals, part);
  if (part != NULL && self->property_name != NULL)
    {
      if (self->is_number)
        breakeven_number_field_set_object (GTK_EDITABLE (self), G_OBJECT (part));
      else
        self->text_binding = g_object_bind_property (part, self->property_name, self, "text",
                                                     G_BINDING_SYNC_CREATE
                                                     | G_BINDING_BIDIRECTIONAL);
    }
  update_visible (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PART]);
}

static void
breakeven_part_entry_dispose (GObject *object)
{
  BreakevenPartEntry *self = BREAKEVEN_PART_ENTRY (object);

  breakeven_part_entry_set_part (self, NULL);
  g_clear_object (&self->part_signals);

  G_OBJECT_CLASS (breakeven_part_entry_parent_class)->dispose (object);
}

static void
breakeven_part_entry_finalize (GObject *object)
{
  BreakevenPartEntry *self = BREAKEVEN_PART_ENTRY (object);

  g_clear_pointer (&self->property_name, g_free);

  G_OBJECT_CLASS (breakeven_part_entry_parent_class)->finalize (object);
}

static void
breakeven_part_entry_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  BreakevenPartEntry *self = BREAKEVEN_PART_ENTRY (object);

  switch (prop_id)
    {
    case PROP_PART: g_value_set_object (value, self->part); break;
    case PROP_PROPERTY_NAME: g_value_set_string (value, self->property_name); break;
    case PROP_GPU_ONLY: g_value_set_boolean (value, self->gpu_only); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
breakeven_part_entry_set_property (GObject      *object,
                                   guint         prop_id,
                                   const GValue *value,
                                   GParamSpec   *pspec)
{
  BreakevenPartEntry *self = BREAKEVEN_PART_ENTRY (object);

  switch (prop_id)
    {
    case PROP_PART: breakeven_part_entry_set_part (self, g_value_get_object (value)); break;
    case PROP_PROPERTY_NAME: set_property_name (self, g_value_get_string (value)); break;
    case PROP_GPU_ONLY:
      self->gpu_only = g_value_get_boolean (value);
      update_visible (self);
      break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
breakeven_part_entry_constructed (GObject *object)
{
  G_OBJECT_CLASS (breakeven_part_entry_parent_class)->constructed (object);

  /* A name takes no more than a file may hold (on the buffer the entry is built with, which
   * replaces the one of init) */
  gtk_entry_set_max_length (GTK_ENTRY (object), BREAKEVEN_MAX_NAME_CHARS);
}

static void
breakeven_part_entry_class_init (BreakevenPartEntryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->constructed = breakeven_part_entry_constructed;
  object_class->dispose = breakeven_part_entry_dispose;
  object_class->finalize = breakeven_part_entry_finalize;
  object_class->get_property = breakeven_part_entry_get_property;
  object_class->set_property = breakeven_part_entry_set_property;

  properties[PROP_PART] =
    g_param_spec_object ("part", NULL, NULL, BREAKEVEN_TYPE_PART,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PROPERTY_NAME] =
    g_param_spec_string ("property-name", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_GPU_ONLY] =
    g_param_spec_boolean ("gpu-only", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
breakeven_part_entry_init (BreakevenPartEntry *self)
{
  self->part_signals = g_signal_group_new (BREAKEVEN_TYPE_PART);
  g_signal_group_connect_object (self->part_signals, "notify::category",
                                 G_CALLBACK (update_visible), self, G_CONNECT_SWAPPED);
  breakeven_parts_editor_follow_focus (GTK_WIDGET (self));
  breakeven_compat_fix_row_tooltips (GTK_WIDGET (self));
}
