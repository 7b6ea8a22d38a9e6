/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-cost-breakeven.c: the cost engine's breakeven search: the months where the cloud's
 * cost C(t) crosses the build's L(t) (or Lc(t)), with the bursts' lumps as steps */

#include "config.h"

#include <math.h>
#include <string.h>

#include "breakeven-bursts.h"
#include "breakeven-cost-private.h"
#include "breakeven-cost.h"

/* The breakeven search on D(t) = C(t) - L(t) (or - Lc(t) without resale).
 *
 * D is smooth between "breakpoints": the occurrences of the bursts (where a lump makes it
 * step, just after the occurrence), the month where the resale value reaches 0, and H.
 * Without a change of prices, on each such piece
 *   D(t) = P a(t) + (K - E - M) S(t) + V(t) + c,   D'(t) = G a(t) + V'
 * with V' constant, so D' is monotone and D has at most one turning point, where
 * a(t) = -V' / G: split there, the piece is two monotone segments.  Without interest D is a
 * straight line on each piece and its root is exact (the closed form of docs/cost-model.md).
 * With prices that change, D adds a second exponential; a piece is then cut into segments of
 * at most a quarter month, each taken as monotone.  The rule is then read off the segments:
 * backwards from H for the last stretch that stays >= 0, or forwards from H for the first
 * crossing after it. */
typedef struct
{
  double month;
  double jump;   /* what the lumps there add to D, discounted to month 0: c e^(-rho t_k) */
} Event;

typedef struct
{
  const BreakevenLocalCost *local;
  const BreakevenCloudCost *cloud;
  gboolean with_resale;
  /* The lumps as one list of events in time order, and the running sum of their jumps, so
   * that D(t) costs a binary search and not a sum over every burst (NULL without lumps) */
  BreakevenLocalCost local_plain;
  BreakevenCloudCost cloud_plain;
  const BreakevenLocalCost *local_full;
  const BreakevenCloudCost *cloud_full;
  GArray *events;   /* in [start, end), when merged here; with a schedule, NULL */
  const char *months; /* the first event's month, in EVENTS or in the schedule's own */
  gsize stride;       /* from one event's month to the next */
  guint n_events;
  GArray *sums;     /* NULL without events and lumps before START: D is then the plain curves */
  double start;
  double base;      /* the jumps of the events before START, discounted to month 0 */
  double rho;
} Difference;

/* The next occurrence of each burst of both curves, for merging them in time order */
typedef struct
{
  const BreakevenBurstLump *lump;
  double sign;     /* +1 for the cloud's lumps, -1 for the build's */
  double sigma;    /* the price change's monthly rate */
  guint k;
  double month;
} Progression;

static void
heap_sift_down (Progression *heap,
                guint        n,
                guint        i)
{
  for (;;)
    {
      guint least = i, left = 2 * i + 1, right = 2 * i + 2;
      Progression swap;

      if (left < n && heap[left].month < heap[least].month)
        least = left;
      if (right < n && heap[right].month < heap[least].month)
        least = right;
      if (least == i)
        return;
      swap = heap[i];
      heap[i] = heap[least];
      heap[least] = swap;
      i = least;
    }
}

BreakevenBurstSchedule *
breakeven_cost_schedule_new (const BreakevenInputs *in)
{
  BreakevenBurstSchedule *schedule;
  Progression heap[BREAKEVEN_MAX_BURSTS];
  double rho = breakeven_cost_monthly_rate (in->interest_percent);
  double sigma = breakeven_cost_price_rate (in->price_change_percent);
  guint n = 0;

  if (in->n_bursts == 0)
    return NULL;
  schedule = g_new0 (BreakevenBurstSchedule, 1);
  schedule->events = g_array_new (FALSE, FALSE, sizeof (BreakevenScheduleEvent));
  schedule->interest_percent = in->interest_percent;
  schedule->price_change_percent = in->price_change_percent;
  schedule->n_bursts = MIN (in->n_bursts, BREAKEVEN_MAX_BURSTS);
  for (guint j = 0; j < schedule->n_bursts; j++)
    {
      BreakevenBurstLump *lump = &schedule->lumps[j];

      lump->first_month = in->bursts[j].first_month;
      lump->per_year = in->bursts[j].per_year;
      if (lump->first_month <= BREAKEVEN_MAX_BREAKEVEN_MONTHS + 1)
        heap[n++] = (Progression) { lump, j, 0, 0, lump->first_month };
    }
  for (guint i = n / 2; i-- > 0;)
    heap_sift_down (heap, n, i);
  while (n > 0)
    {
      Progression *p = &heap[0];
      BreakevenScheduleEvent event = { p->month, (guint) p->sign, exp (-rho * p->month),
                                       exp ((sigma - rho) * p->month) };

      g_array_append_val (schedule->events, event);
      p->k++;
      p->month = breakeven_cost_lump_month (p->lump, p->k);
      if (p->month > BREAKEVEN_MAX_BREAKEVEN_MONTHS + 1)
        heap[0] = heap[--n];
      heap_sift_down (heap, n, 0);
    }
  return schedule;
}

void
breakeven_cost_schedule_free (BreakevenBurstSchedule *schedule)
{
  if (schedule == NULL)
    return;
  g_array_unref (schedule->events);
  g_free (schedule);
}

/* Whether SCHEDULE is the one of the lumps of LOCAL and CLOUD, at their rates */
static gboolean
schedule_fits (const BreakevenBurstSchedule *schedule,
               const BreakevenLocalCost     *local,
               const BreakevenCloudCost     *cloud)
{
  if (schedule == NULL || local->n_lumps != schedule->n_bursts
      || cloud->n_lumps != schedule->n_bursts
      || schedule->interest_percent != local->interest_percent
      || schedule->price_change_percent != local->price_change_percent
      || schedule->price_change_percent != cloud->price_change_percent)
    return FALSE;
  for (guint j = 0; j < schedule->n_bursts; j++)
    if (local->lumps[j].first_month != schedule->lumps[j].first_month
        || local->lumps[j].per_year != schedule->lumps[j].per_year
        || cloud->lumps[j].first_month != schedule->lumps[j].first_month
        || cloud->lumps[j].per_year != schedule->lumps[j].per_year)
      return FALSE;
  return TRUE;
}

/* The index of the first of EVENTS[FROM, TO) at MONTHS or after (TO when none is) */
static guint
schedule_events_before (const BreakevenScheduleEvent *events,
                        guint                         from,
                        guint                         to,
                        double                        months)
{
  while (from < to)
    {
      guint mid = from + (to - from) / 2;

      if (events[mid].month < months)
        from = mid + 1;
      else
        to = mid;
    }
  return from;
}

/* Every occurrence in [START, END) of the lumps of both curves, in time order; D is then
 * evaluated from START on */
static void
difference_init (Difference               *d,
                 const BreakevenLocalCost *local,
                 const BreakevenCloudCost *cloud,
                 gboolean                  with_resale,
                 double                    start,
                 double                    end)
{
  Progression heap[2 * BREAKEVEN_MAX_BURSTS];
  guint n = 0;
  double total;

  d->local = d->local_full = local;
  d->cloud = d->cloud_full = cloud;
  d->with_resale = with_resale;
  d->events = NULL;
  d->months = NULL;
  d->stride = 0;
  d->n_events = 0;
  d->sums = NULL;
  d->start = start;
  d->rho = breakeven_cost_monthly_rate (local->interest_percent);
  /* What the lumps before START come to, in closed form */
  d->base = (breakeven_cost_lumps_value (cloud->lumps, cloud->n_lumps, cloud->interest_percent,
                                         cloud->price_change_percent, start, FALSE)
             - breakeven_cost_lumps_value (local->lumps, local->n_lumps, local->interest_percent,
                                           local->price_change_percent, start, FALSE))
            * exp (-d->rho * start);
  if (schedule_fits (local->schedule, local, cloud))
    {
      const BreakevenBurstSchedule *schedule = local->schedule;
      GArray *all = schedule->events;
      const BreakevenScheduleEvent *first = (const BreakevenScheduleEvent *) all->data;
      guint lo = schedule_events_before (first, 0, all->len, start);
      guint hi = schedule_events_before (first, lo, all->len, end), count = hi - lo;
      double *sums;

      if (count == 0 && d->base == 0)
        return;
      d->local_plain = *local;
      d->local_plain.n_lumps = 0;
      d->cloud_plain = *cloud;
      d->cloud_plain.n_lumps = 0;
      d->local = &d->local_plain;
      d->cloud = &d->cloud_plain;
      /* The months stay the schedule's; only the running sum is this search's own */
      d->months = count > 0 ? (const char *) &first[lo].month : NULL;
      d->stride = sizeof (BreakevenScheduleEvent);
      d->n_events = count;
      d->sums = g_array_sized_new (FALSE, FALSE, sizeof (double), count);
      g_array_set_size (d->sums, count);
      sums = (double *) d->sums->data;
      total = d->base;
      for (guint i = 0; i < count; i++)
        {
          const BreakevenScheduleEvent *e = &first[lo + i];
          const BreakevenBurstLump *c = &cloud->lumps[e->burst], *l = &local->lumps[e->burst];

          total += (c->fixed - l->fixed) * e->discount
                   + (c->priced - l->priced) * e->priced_discount;
          sums[i] = total;
        }
      return;
    }

  for (guint side = 0; side < 2; side++)
    {
      const BreakevenBurstLump *lumps = side == 0 ? cloud->lumps : local->lumps;
      guint n_lumps = MIN (side == 0 ? cloud->n_lumps : local->n_lumps, BREAKEVEN_MAX_BURSTS);
      double q = side == 0 ? cloud->price_change_percent : local->price_change_percent;

      for (guint j = 0; j < n_lumps; j++)
        {
          guint k = breakeven_cost_lump_count (&lumps[j], start, FALSE);
          double month = breakeven_cost_lump_month (&lumps[j], k);

          if ((lumps[j].fixed != 0 || lumps[j].priced != 0) && month < end)
            heap[n++] = (Progression) { &lumps[j], side == 0 ? 1.0 : -1.0,
                                        breakeven_cost_price_rate (q), k, month };
        }
    }
  if (n == 0 && d->base == 0)
    return;

  d->local_plain = *local;
  d->local_plain.n_lumps = 0;
  d->cloud_plain = *cloud;
  d->cloud_plain.n_lumps = 0;
  d->local = &d->local_plain;
  d->cloud = &d->cloud_plain;
  d->events = g_array_new (FALSE, FALSE, sizeof (Event));
  d->sums = g_array_new (FALSE, FALSE, sizeof (double));
  total = d->base;
  for (guint i = n / 2; i-- > 0;)
    heap_sift_down (heap, n, i);
  while (n > 0)
    {
      Progression *p = &heap[0];
      const BreakevenBurstLump *lump = p->lump;
      Event event = { p->month, p->sign * (lump->fixed + lump->priced * exp (p->sigma * p->month))
                                * exp (-d->rho * p->month) };

      g_array_append_val (d->events, event);
      total += event.jump;
      g_array_append_val (d->sums, total);
      p->k++;
      p->month = breakeven_cost_lump_month (lump, p->k);
      if (p->month >= end)
        heap[0] = heap[--n];
      heap_sift_down (heap, n, 0);
    }
  d->months = d->events->data;
  d->stride = sizeof (Event);
  d->n_events = d->events->len;
}

static void
difference_clear (Difference *d)
{
  g_clear_pointer (&d->events, g_array_unref);
  g_clear_pointer (&d->sums, g_array_unref);
}

/* The month of the Ith event */
static inline double
event_month (const Difference *d,
             guint             i)
{
  return *(const double *) (d->months + i * d->stride);
}

/* The events strictly before MONTHS (or at it too, INCLUSIVE) */
static guint
events_before (const Difference *d,
               double            months,
               gboolean          inclusive)
{
  guint lo = 0, hi = d->n_events;

  while (lo < hi)
    {
      guint mid = lo + (hi - lo) / 2;
      double t = event_month (d, mid);

      if (inclusive ? t <= months : t < months)
        lo = mid + 1;
      else
        hi = mid;
    }
  return lo;
}

/* D(t); INCLUSIVE counts a lump at t itself (the value just after t) */
static double
difference_value (const Difference *d,
                  double            months,
                  gboolean          inclusive)
{
  gboolean fast = d->sums != NULL && months >= d->start;
  const BreakevenLocalCost *local_curve = fast ? d->local : d->local_full;
  double local = breakeven_cost_local_cash (local_curve, months, inclusive);
  double value;

  if (d->with_resale)
    local -= breakeven_cost_resale_at (local_curve, months);
  value = breakeven_cost_cloud_value (fast ? d->cloud : d->cloud_full, months, inclusive) - local;
  if (fast)
    {
      guint n = events_before (d, months, inclusive);

      value += (n > 0 ? g_array_index (d->sums, double, n - 1) : d->base)
               * exp (d->rho * months);
    }
  return value;
}

static double
difference_at (const Difference *d,
               double            months)
{
  return difference_value (d, months, FALSE);
}

/* The resale value's slope and the month where it reaches 0 (INFINITY when it does not) */
static void
resale_slope (const Difference *d,
              double           *slope,
              double           *zero)
{
  const BreakevenLocalCost *local = d->local;
  double v0 = local->resale_after_purchase_percent / 100.0;
  double r = local->resale_percent / 100.0;

  *slope = 0;
  *zero = INFINITY;
  if (d->with_resale && local->resale_base > 0 && local->horizon_months > 0)
    {
      *slope = local->resale_base * (r - v0) / local->horizon_months;
      if (v0 > r)
        *zero = local->horizon_months * v0 / (v0 - r);
    }
}

/* The ends of the segments of [LO, HI] on which D is taken as monotone, in order.  Both
 * arrays are sized once from the events in between: with many bursts over a long horizon
 * there are thousands of pieces, and the sensitivity chart asks for this for every sample */
static GArray *
monotone_segments (const Difference *d,
                   double            lo,
                   double            hi)
{
  double rho = breakeven_cost_monthly_rate (d->local->interest_percent);
  gboolean prices_change = d->cloud->price_change_percent != 0
                           || d->local->price_change_percent != 0;
  guint first = events_before (d, lo, TRUE);
  guint last = events_before (d, hi, FALSE);
  guint n_bounds = 0, n_segments = 0, capacity;
  g_autofree double *bounds = NULL;
  GArray *segments;
  double *out;
  double slope, zero;

  resale_slope (d, &slope, &zero);
  /* LO, the events' months in between (already in order) with the month the resale value
   * reaches 0, and HI */
  bounds = g_new (double, MAX (last, first) - first + 3);
  bounds[n_bounds++] = lo;
  for (guint i = first; i < last; i++)
    {
      double t = event_month (d, i);

      if (zero > bounds[n_bounds - 1] && zero < t)
        bounds[n_bounds++] = zero;
      bounds[n_bounds++] = t;
    }
  if (zero > bounds[n_bounds - 1] && zero < hi)
    bounds[n_bounds++] = zero;
  bounds[n_bounds++] = hi;

  /* Each piece adds its end and at most one turning point; with prices that change, its
   * quarter months instead */
  capacity = 2 * n_bounds + 1;
  if (prices_change)
    capacity += n_bounds + (guint) ceil (MAX (hi - lo, 0) / 0.25);
  segments = g_array_sized_new (FALSE, FALSE, sizeof (double), capacity);
  g_array_set_size (segments, capacity);
  out = (double *) segments->data;
  out[n_segments++] = lo;
  for (guint i = 1; i < n_bounds; i++)
    {
      double a = bounds[i - 1];
      double b = bounds[i];

      if (!(b > a))
        continue;
      if (prices_change)
        {
          guint n = (guint) ceil ((b - a) / 0.25);

          for (guint k = 1; k < n; k++)
            out[n_segments++] = a + (b - a) * k / n;
        }
      else if (rho > 0)
        {
          /* G a(t) at the middle of the piece, from D there: D - V + (K - E - M) / rho
           * = (P + (K - E - M) / rho) a(t), and G = rho P + K - E - M */
          double mid = 0.5 * (a + b);
          double running = d->local->electricity_per_month + d->local->maintenance_per_month;
          double resale = d->with_resale ? breakeven_cost_resale_at (d->local, mid) : 0;
          double v_slope = mid < zero ? slope : 0;
          double g_a = rho * (difference_at (d, mid) - resale) + d->cloud->per_month - running;
          double g = g_a / breakeven_cost_growth (d->local->interest_percent, mid);

          if (g != 0 && -v_slope / g > 0)
            {
              double turn = log (-v_slope / g) / rho;

              if (turn > a && turn < b)
                out[n_segments++] = turn;
            }
        }
      out[n_segments++] = b;
    }
  g_assert (n_segments <= capacity);
  g_array_set_size (segments, n_segments);
  return segments;
}

/* The crossing in the monotone segment (LO, HI], given D(LO+) = D_LO < 0 <= D(HI) = D_HI */
static double
root_in (const Difference *d,
         double            lo,
         double            hi,
         double            d_lo,
         double            d_hi)
{
  gboolean linear = d->local->interest_percent == 0 && d->cloud->price_change_percent == 0
                    && d->local->price_change_percent == 0;

  if (linear)
    {
      /* Exact for a straight line (no interest, no price change) */
      double t = lo - d_lo * (hi - lo) / (d_hi - d_lo);

      return CLAMP (t, lo, hi);
    }
  for (guint i = 0; i < 300 && hi - lo > 1e-12 * MAX (1.0, hi); i++)
    {
      double mid = 0.5 * (lo + hi);

      if (difference_at (d, mid) >= 0)
        hi = mid;
      else
        lo = mid;
    }
  return hi;
}

/* The first crossing after HORIZON in SEGMENTS (a step up just after a segment's start counts
 * as its start), or NAN */
static double
first_crossing_in (const Difference *d,
                   GArray           *segments,
                   double            horizon)
{
  for (guint i = 1; i < segments->len; i++)
    {
      double lo = g_array_index (segments, double, i - 1);
      double hi = g_array_index (segments, double, i);
      double d_lo = difference_value (d, lo, TRUE);
      double d_hi, root;

      if (d_lo >= 0)
        /* A step up just after LO: the crossing is LO, after the horizon however close */
        return lo > horizon ? lo : nextafter (horizon, INFINITY);
      d_hi = difference_at (d, hi);
      if (d_hi >= 0)
        {
          root = root_in (d, lo, hi, d_lo, d_hi);
          return root > horizon ? root : nextafter (horizon, INFINITY);
        }
    }
  return NAN;
}

/* Whether D never falls: without interest or a change of prices each piece of it is a straight
 * line, and D only rises when every line rises (or stays flat) and each occurrence of a burst
 * adds at least as much to the cloud's cost as to the build's */
static gboolean
difference_rises (const Difference *d)
{
  const BreakevenLocalCost *local = d->local_full;
  const BreakevenCloudCost *cloud = d->cloud_full;
  double slope, zero, rate;

  if (local->interest_percent != 0 || local->price_change_percent != 0
      || cloud->price_change_percent != 0 || local->n_lumps != cloud->n_lumps)
    return FALSE;
  for (guint j = 0; j < MIN (local->n_lumps, BREAKEVEN_MAX_BURSTS); j++)
    {
      const BreakevenBurstLump *c = &cloud->lumps[j], *l = &local->lumps[j];

      if (c->first_month != l->first_month || c->per_year != l->per_year
          || !(c->fixed + c->priced - l->fixed - l->priced >= 0))
        return FALSE;
    }
  resale_slope (d, &slope, &zero);
  rate = cloud->per_month - local->electricity_per_month - local->maintenance_per_month;
  return rate + slope >= 0 && (rate >= 0 || zero >= local->horizon_months);
}

/* From when D(t + 12) - D(t) is the same for every t (after HORIZON): without interest or a
 * change of prices, once every burst has started and the resale value no longer falls;
 * INFINITY when it is never so */
static double
periodic_from (const BreakevenLocalCost *local,
               const BreakevenCloudCost *cloud,
               gboolean                  with_resale,
               double                    horizon)
{
  double from = horizon;

  if (local->interest_percent != 0 || cloud->price_change_percent != 0
      || local->price_change_percent != 0)
    return INFINITY;
  for (guint j = 0; j < local->n_lumps; j++)
    from = MAX (from, local->lumps[j].first_month);
  for (guint j = 0; j < cloud->n_lumps; j++)
    from = MAX (from, cloud->lumps[j].first_month);
  if (with_resale && local->resale_base > 0 && local->horizon_months > 0
      && local->resale_after_purchase_percent > local->resale_percent)
    {
      double v0 = local->resale_after_purchase_percent / 100.0;
      double r = local->resale_percent / 100.0;

      from = MAX (from, local->horizon_months * v0 / (v0 - r));
    }
  return from;
}

static double
breakeven_search (const BreakevenLocalCost *local,
                  const BreakevenCloudCost *cloud,
                  gboolean                  with_resale)
{
  Difference d;
  double horizon = CLAMP (local->horizon_months, 0, BREAKEVEN_MAX_BREAKEVEN_MONTHS);
  double result = NAN;
  GArray *segments;

  g_return_val_if_fail (local->interest_percent == cloud->interest_percent, NAN);

  /* D(H) alone: the lumps before H in closed form, none merged */
  difference_init (&d, local, cloud, with_resale, horizon, horizon);

  if (difference_at (&d, horizon) >= 0)
    {
      /* The last stretch of [0, H] on which D stays >= 0 up to H.  When D only rises it
       * crosses 0 once: halving [0, H] down to a month, with D in closed form, leaves a
       * month's events to read instead of every burst's over the horizon (the sensitivity
       * chart asks this for every sample of every offer) */
      double from = 0, to = horizon;
      gboolean rises = difference_rises (&d);

      result = 0;
      if (rises && difference_value (&d, 0, TRUE) >= 0)
        to = 0;
      while (rises && to - from > 1)
        {
          double mid = 0.5 * (from + to);

          if (difference_at (&d, mid) >= 0)
            to = mid;
          else
            from = mid;
        }
      difference_clear (&d);
      difference_init (&d, local, cloud, with_resale, from, to);
      segments = monotone_segments (&d, from, to);
      for (guint i = segments->len - 1; i > 0; i--)
        {
          double lo = g_array_index (segments, double, i - 1);
          double hi = g_array_index (segments, double, i);
          double d_lo = difference_value (&d, lo, TRUE);

          if (d_lo < 0)
            {
              result = root_in (&d, lo, hi, d_lo, difference_at (&d, hi));
              break;
            }
          /* Just after LO it is >= 0; at LO itself (before a lump there) it may not be */
          if (lo > 0 && difference_at (&d, lo) < 0)
            {
              result = lo;
              break;
            }
        }
    }
  else
    {
      /* The first crossing after the horizon */
      double end = BREAKEVEN_MAX_BREAKEVEN_MONTHS;
      double period_start = periodic_from (local, cloud, with_resale, horizon);

      /* Without interest or a change of prices, D gains the same DELTA every 12 months once
       * every burst has started and the resale value has stopped falling (from PERIOD_START):
       * a year's window there tells in which later year D first reaches 0, if it ever does */
      if (period_start + 12 < end)
        end = period_start + 12;
      difference_clear (&d);
      difference_init (&d, local, cloud, with_resale, horizon, end + 1);
      segments = monotone_segments (&d, horizon, end);
      result = first_crossing_in (&d, segments, horizon);
      if (isnan (result) && end < BREAKEVEN_MAX_BREAKEVEN_MONTHS)
        {
          double delta = difference_at (&d, end) - difference_at (&d, period_start);
          double highest = -INFINITY;
          double years;

          for (guint i = 1; i < segments->len; i++)
            {
              double lo = g_array_index (segments, double, i - 1);
              double hi = g_array_index (segments, double, i);

              if (hi <= period_start)
                continue;
              highest = MAX (highest, MAX (difference_value (&d, MAX (lo, period_start), TRUE),
                                           difference_at (&d, hi)));
            }
          years = delta > 0 ? ceil (-highest / delta) : INFINITY;
          if (years >= 1 && period_start + 12 * years < BREAKEVEN_MAX_BREAKEVEN_MONTHS)
            {
              double lo = period_start + 12 * (years - 1);
              double hi = MIN (period_start + 12 * (years + 1), BREAKEVEN_MAX_BREAKEVEN_MONTHS);

              /* The year before it too: the bound is reached within year YEARS, the crossing
               * may come a little earlier than the bound says but never before that year */
              g_array_unref (segments);
              difference_clear (&d);
              difference_init (&d, local, cloud, with_resale, lo, hi + 1);
              segments = monotone_segments (&d, lo, hi);
              result = first_crossing_in (&d, segments, horizon);
            }
        }
    }
  g_array_unref (segments);
  difference_clear (&d);
  return result <= BREAKEVEN_MAX_BREAKEVEN_MONTHS ? result : NAN;
}

double
breakeven_cost_breakeven_month (const BreakevenLocalCost *local,
                                const BreakevenCloudCost *cloud)
{
  return breakeven_search (local, cloud, TRUE);
}

double
breakeven_cost_cash_payback_month (const BreakevenLocalCost *local,
                                   const BreakevenCloudCost *cloud)
{
  return breakeven_search (local, cloud, FALSE);
}
