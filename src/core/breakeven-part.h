/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-part.h: one line of the build's parts list */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

/* A part's category, registered as a GEnum (BREAKEVEN_TYPE_PART_CATEGORY, in breakeven-enums.h):
 * its nicks are the words of the file format, "gpu", "cpu", ... */
typedef enum
{
  BREAKEVEN_PART_GPU,           /*< nick=gpu >*/
  BREAKEVEN_PART_CPU,           /*< nick=cpu >*/
  BREAKEVEN_PART_MOTHERBOARD,   /*< nick=motherboard >*/
  BREAKEVEN_PART_MEMORY,        /*< nick=memory >*/
  BREAKEVEN_PART_STORAGE,       /*< nick=storage >*/
  BREAKEVEN_PART_PSU,           /*< nick=psu >*/
  BREAKEVEN_PART_COOLING,       /*< nick=cooling >*/
  BREAKEVEN_PART_CASE,          /*< nick=case >*/
  BREAKEVEN_PART_OTHER,         /*< nick=other >*/
  BREAKEVEN_N_PART_CATEGORIES   /*< skip >*/
} BreakevenPartCategory;

#define BREAKEVEN_PART_QUANTITY_MAX 100000

#define BREAKEVEN_TYPE_PART (breakeven_part_get_type ())
G_DECLARE_FINAL_TYPE (BreakevenPart, breakeven_part, BREAKEVEN, PART, GObject)

BreakevenPart         *breakeven_part_new             (BreakevenPartCategory category,
                                                       const char           *name,
                                                       guint                 quantity,
                                                       double                unit_price,
                                                       double                power_watts);
BreakevenPart         *breakeven_part_copy            (BreakevenPart        *self);

BreakevenPartCategory  breakeven_part_get_category    (BreakevenPart        *self);
void                   breakeven_part_set_category    (BreakevenPart        *self,
                                                       BreakevenPartCategory category);
const char            *breakeven_part_get_name        (BreakevenPart        *self);
void                   breakeven_part_set_name        (BreakevenPart        *self,
                                                       const char           *name);
guint                  breakeven_part_get_quantity    (BreakevenPart        *self);
void                   breakeven_part_set_quantity    (BreakevenPart        *self,
                                                       guint                 quantity);
double                 breakeven_part_get_unit_price  (BreakevenPart        *self);
void                   breakeven_part_set_unit_price  (BreakevenPart        *self,
                                                       double                unit_price);
double                 breakeven_part_get_power_watts (BreakevenPart        *self);
void                   breakeven_part_set_power_watts (BreakevenPart        *self,
                                                       double                power_watts);
double                 breakeven_part_get_line_total  (BreakevenPart        *self);
/* A GPU part's model, as in the GPU table ("RTX 4090D"; "" when not given) and VRAM per card */
const char            *breakeven_part_get_model       (BreakevenPart        *self);
void                   breakeven_part_set_model       (BreakevenPart        *self,
                                                       const char           *model);
double                 breakeven_part_get_vram_gb     (BreakevenPart        *self);
void                   breakeven_part_set_vram_gb     (BreakevenPart        *self,
                                                       double                vram_gb);

/* "gpu", "cpu", ... as written in project files (the GEnum's nicks); NULL for an invalid value */
const char            *breakeven_part_category_to_string   (BreakevenPartCategory category);
gboolean               breakeven_part_category_from_string (const char            *str,
                                                            BreakevenPartCategory *out);
/* Translated, for display */
const char            *breakeven_part_category_to_label    (BreakevenPartCategory category);

G_END_DECLS
