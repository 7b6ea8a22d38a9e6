/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-project-usage.c: the project's usage values and the rules across them (work and
 * idle hours within a day, the build's most hours a day), and the values that follow another
 * until they are set (the cloud's idle hours, the resale just after purchase) */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "breakeven-format.h"
#include "breakeven-project-private.h"

/* A value that follows another until it is set: VALUE_PROP reads the value in use, SET_PROP
 * says whether it has been set; FOLLOWED_PROP is the value it follows, which notifies it */
static void
set_following (BreakevenProject *self,
               gboolean         *is_set,
               double           *field,
               double            value,
               BreakevenProjectProperty set_prop,
               BreakevenProjectProperty value_prop)
{
  if (*is_set && *field == value)
    return;
  g_object_freeze_notify (G_OBJECT (self));
  if (!*is_set)
    {
      *is_set = TRUE;
      breakeven_project_notify_property (self, set_prop);
    }
  *field = value;
  breakeven_project_notify_property (self, value_prop);
  g_object_thaw_notify (G_OBJECT (self));
  breakeven_project_emit_changed (self);
}

static void
unset_following (BreakevenProject *self,
                 gboolean         *is_set,
                 double           *field,
                 BreakevenProjectProperty set_prop,
                 BreakevenProjectProperty value_prop)
{
  if (!*is_set)
    return;
  g_object_freeze_notify (G_OBJECT (self));
  *is_set = FALSE;
  *field = 0;
  breakeven_project_notify_property (self, set_prop);
  breakeven_project_notify_property (self, value_prop);
  g_object_thaw_notify (G_OBJECT (self));
  breakeven_project_emit_changed (self);
}

gboolean
breakeven_usage_check_hours (double   hours,
                             double   idle,
                             double   cloud_idle,
                             GError **error)
{
  /* The build's idle hours first (format 1 had only those); a cloud that follows the build
   * adds up to the same */
  double total = hours + idle;

  if (total <= BREAKEVEN_MAX_HOURS_PER_DAY && !isnan (cloud_idle))
    total = hours + cloud_idle;
  if (total > BREAKEVEN_MAX_HOURS_PER_DAY)
    {
      g_autofree char *sum = breakeven_format_plain_number (total);

      g_set_error (error, BREAKEVEN_PROJECT_ERROR, BREAKEVEN_PROJECT_ERROR_INVALID_VALUE,
                   /* Translators: the rule across work and idle hours, the same in files, on
                    * the command line and in the window; %s is the sum, such as 24.5 */
                   _("work and idle hours add up to %s, more than the 24 hours of a day"), sum);
      return FALSE;
    }
  return TRUE;
}

gboolean
breakeven_usage_check_build_max (double   hours,
                                 double   build_max,
                                 GError **error)
{
  if (!(build_max > 0 && build_max <= BREAKEVEN_MAX_HOURS_PER_DAY))
    {
      g_set_error (error, BREAKEVEN_PROJECT_ERROR, BREAKEVEN_PROJECT_ERROR_INVALID_VALUE,
                   /* Translators: build-max-hours-per-day out of its range */
                   _("the build’s most hours a day must be above 0 and at most 24"));
      return FALSE;
    }
  if (hours > build_max)
    {
      g_autofree char *h = breakeven_format_plain_number (hours);
      g_autofree char *m = breakeven_format_plain_number (build_max);

      g_set_error (error, BREAKEVEN_PROJECT_ERROR, BREAKEVEN_PROJECT_ERROR_INVALID_VALUE,
                   /* Translators: the first %s is the hours of work a day, the second the
                    * most the build may run a day */
                   _("%s hours of work a day are more than the build’s most of %s hours a day"),
                   h, m);
      return FALSE;
    }
  return TRUE;
}

static gboolean
hours_in_range (double hours)
{
  return isfinite (hours) && hours >= 0 && hours <= BREAKEVEN_MAX_HOURS_PER_DAY;
}

/* The values the rule is checked on, NAN taking the project's */
static void
resolve_usage_hours (BreakevenProject *self,
                     double           *hours,
                     double           *idle,
                     double           *cloud_idle)
{
  if (isnan (*hours))
    *hours = self->hours_per_day;
  if (isnan (*idle))
    *idle = self->idle_hours_per_day;
  if (isnan (*cloud_idle) && self->cloud_idle_hours_set)
    *cloud_idle = self->cloud_idle_hours_per_day;
}

gboolean
breakeven_project_check_usage_hours (BreakevenProject *self,
                                     double            hours,
                                     double            idle,
                                     double            cloud_idle,
                                     GError          **error)
{
  g_return_val_if_fail (BREAKEVEN_IS_PROJECT (self), FALSE);

  resolve_usage_hours (self, &hours, &idle, &cloud_idle);
  return breakeven_usage_check_hours (hours, idle, cloud_idle, error);
}

gboolean
breakeven_project_set_usage (BreakevenProject *self,
                             double            hours,
                             double            idle,
                             double            cloud_idle,
                             double            horizon,
                             double            storage,
                             GError          **error)
{
  g_return_val_if_fail (BREAKEVEN_IS_PROJECT (self), FALSE);
  g_return_val_if_fail (isnan (hours) || hours_in_range (hours), FALSE);
  g_return_val_if_fail (isnan (idle) || hours_in_range (idle), FALSE);
  g_return_val_if_fail (isnan (cloud_idle) || hours_in_range (cloud_idle), FALSE);
  g_return_val_if_fail (isnan (horizon)
                        || (horizon >= 1 && horizon <= BREAKEVEN_MAX_HORIZON_MONTHS), FALSE);
  g_return_val_if_fail (isnan (storage) || (storage >= 0 && storage <= BREAKEVEN_MAX_GIGABYTES),
                        FALSE);

  resolve_usage_hours (self, &hours, &idle, &cloud_idle);
  if (!breakeven_usage_check_hours (hours, idle, cloud_idle, error))
    return FALSE;

  g_object_freeze_notify (G_OBJECT (self));
  breakeven_project_set_hours_per_day (self, hours);
  breakeven_project_set_idle_hours_per_day (self, idle);
  if (!isnan (cloud_idle))
    breakeven_project_set_cloud_idle_hours_per_day (self, cloud_idle);
  if (!isnan (horizon))
    breakeven_project_set_horizon_months (self, horizon);
  if (!isnan (storage))
    breakeven_project_set_cloud_storage_gb (self, storage);
  g_object_thaw_notify (G_OBJECT (self));
  return TRUE;
}

double
breakeven_project_get_idle_hours_per_day (BreakevenProject *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_PROJECT (self), 0);
  return self->idle_hours_per_day;
}

void
breakeven_project_set_idle_hours_per_day (BreakevenProject *self,
                                          double            hours)
{
  g_return_if_fail (BREAKEVEN_IS_PROJECT (self));
  g_return_if_fail (isfinite (hours) && hours >= 0 && hours <= BREAKEVEN_MAX_HOURS_PER_DAY);

  if (self->idle_hours_per_day == hours)
    return;
  g_object_freeze_notify (G_OBJECT (self));
  breakeven_project_set_double (self, &self->idle_hours_per_day, hours, PROP_IDLE_HOURS_PER_DAY);
  if (!self->cloud_idle_hours_set)
    breakeven_project_notify_property (self, PROP_CLOUD_IDLE_HOURS_PER_DAY);
  g_object_thaw_notify (G_OBJECT (self));
}

gboolean
breakeven_project_get_cloud_idle_hours_set (BreakevenProject *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_PROJECT (self), FALSE);
  return self->cloud_idle_hours_set;
}

double
breakeven_project_get_cloud_idle_hours_per_day (BreakevenProject *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_PROJECT (self), 0);
  return self->cloud_idle_hours_set ? self->cloud_idle_hours_per_day : self->idle_hours_per_day;
}

void
breakeven_project_set_cloud_idle_hours_per_day (BreakevenProject *self,
                                                double            hours)
{
  g_return_if_fail (BREAKEVEN_IS_PROJECT (self));
  g_return_if_fail (isfinite (hours) && hours >= 0 && hours <= BREAKEVEN_MAX_HOURS_PER_DAY);
  set_following (self, &self->cloud_idle_hours_set, &self->cloud_idle_hours_per_day, hours,
                 PROP_CLOUD_IDLE_HOURS_SET, PROP_CLOUD_IDLE_HOURS_PER_DAY);
}

void
breakeven_project_unset_cloud_idle_hours_per_day (BreakevenProject *self)
{
  g_return_if_fail (BREAKEVEN_IS_PROJECT (self));
  unset_following (self, &self->cloud_idle_hours_set, &self->cloud_idle_hours_per_day,
                   PROP_CLOUD_IDLE_HOURS_SET, PROP_CLOUD_IDLE_HOURS_PER_DAY);
}

double
breakeven_project_get_resale_percent (BreakevenProject *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_PROJECT (self), 0);
  return self->resale_percent;
}

void
breakeven_project_set_resale_percent (BreakevenProject *self,
                                      double            percent)
{
  g_return_if_fail (BREAKEVEN_IS_PROJECT (self));
  g_return_if_fail (isfinite (percent) && percent >= 0 && percent <= 100);

  if (self->resale_percent == percent)
    return;
  g_object_freeze_notify (G_OBJECT (self));
  breakeven_project_set_double (self, &self->resale_percent, percent, PROP_RESALE_PERCENT);
  if (!self->resale_after_purchase_set)
    breakeven_project_notify_property (self, PROP_RESALE_AFTER_PURCHASE_PERCENT);
  g_object_thaw_notify (G_OBJECT (self));
}

gboolean
breakeven_project_get_resale_after_purchase_set (BreakevenProject *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_PROJECT (self), FALSE);
  return self->resale_after_purchase_set;
}

double
breakeven_project_get_resale_after_purchase_percent (BreakevenProject *self)
{
  g_return_val_if_fail (BREAKEVEN_IS_PROJECT (self), 0);
  return self->resale_after_purchase_set ? self->resale_after_purchase_percent
                                         : self->resale_percent;
}

void
breakeven_project_set_resale_after_purchase_percent (BreakevenProject *self,
                                                     double            percent)
{
  g_return_if_fail (BREAKEVEN_IS_PROJECT (self));
  g_return_if_fail (isfinite (percent) && percent >= 0 && percent <= 100);
  set_following (self, &self->resale_after_purchase_set, &self->resale_after_purchase_percent,
                 percent, PROP_RESALE_AFTER_PURCHASE_SET, PROP_RESALE_AFTER_PURCHASE_PERCENT);
}

void
breakeven_project_unset_resale_after_purchase_percent (BreakevenProject *self)
{
  g_return_if_fail (BREAKEVEN_IS_PROJECT (self));
  unset_following (self, &self->resale_after_purchase_set, &self->resale_after_purchase_percent,
                   PROP_RESALE_AFTER_PURCHASE_SET, PROP_RESALE_AFTER_PURCHASE_PERCENT);
}
