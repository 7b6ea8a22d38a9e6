/* SPDX-License-Identifier: GPL-3.0-or-later */
/* frame-probe.c: preloaded (LD_PRELOAD) into a GTK 4 program by startup.py, the same way into
 * Breakeven and into the program it is compared with.  When the program first presents a
 * window it appends to the file $BENCH_FRAME_LOG, in CLOCK_MONOTONIC microseconds:
 *
 *   present T   the program calls gtk_window_present()
 *   map T       the window is realized and mapped (present has returned)
 *   frame T     the window's frame clock has painted its first frame ("after-paint")
 *   loaded T    the probe's constructor ran: the program is loaded and linked, main() is next
 *
 * and, when it presents and when the first frame is painted, what the process has used so far
 * (getrusage): "present-cpu" and "frame-cpu" (user + system microseconds, every thread),
 * "frame-faults" (page faults) and "frame-waits" (voluntary context switches: the times it
 * blocked, on the X server, a file or a lock).  startup.py takes the time waited as the
 * wall-clock time less the CPU time.
 *
 * With BENCH_EXIT_AFTER_FRAME=1 the program then exits, for a profiler to see the start-up
 * alone (valgrind --tool=callgrind).
 *
 * It links nothing: what it calls of GLib and GTK is looked up in the process, so that a
 * program without GTK (Breakeven's command, before it starts the window) loads no more. */

#define _GNU_SOURCE

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>

typedef void (*PresentFunc) (void *window);
typedef void *(*GetterFunc) (void *object);
typedef unsigned long (*ConnectFunc) (void *instance, const char *signal, void (*handler) (void),
                                      void *data, void *destroy, int flags);
typedef void (*DisconnectFunc) (void *instance, unsigned long handler_id);

static int hooked;
static unsigned long paint_handler;

static void *
lookup (const char *name)
{
  return dlsym (RTLD_DEFAULT, name);
}

static void
note (const char *what)
{
  const char *path = getenv ("BENCH_FRAME_LOG");
  struct timespec now;
  FILE *log;

  if (path == NULL || *path == '\0' || (log = fopen (path, "a")) == NULL)
    return;
  clock_gettime (CLOCK_MONOTONIC, &now);
  fprintf (log, "%s %lld\n", what, (long long) now.tv_sec * 1000000 + now.tv_nsec / 1000);
  fclose (log);
}

static void
note_value (const char *what,
            long long   value)
{
  const char *path = getenv ("BENCH_FRAME_LOG");
  FILE *log;

  if (path == NULL || *path == '\0' || (log = fopen (path, "a")) == NULL)
    return;
  fprintf (log, "%s %lld\n", what, value);
  fclose (log);
}

/* What the process has used so far, as "WHEN-cpu" (and at the frame its faults and waits) */
static void
note_usage (const char *when,
            int         all)
{
  struct rusage usage;
  char key[32];

  if (getrusage (RUSAGE_SELF, &usage) != 0)
    return;
  snprintf (key, sizeof key, "%s-cpu", when);
  note_value (key, (long long) (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000000
                   + usage.ru_utime.tv_usec + usage.ru_stime.tv_usec);
  if (!all)
    return;
  snprintf (key, sizeof key, "%s-faults", when);
  note_value (key, (long long) usage.ru_minflt + usage.ru_majflt);
  snprintf (key, sizeof key, "%s-waits", when);
  note_value (key, (long long) usage.ru_nvcsw);
}

__attribute__ ((constructor)) static void
probe_loaded (void)
{
  note ("loaded");
}

static void
on_after_paint (void *clock,
                void *data)
{
  DisconnectFunc disconnect = (DisconnectFunc) lookup ("g_signal_handler_disconnect");

  (void) data;
  note ("frame");
  note_usage ("frame", 1);
  if (disconnect != NULL)
    disconnect (clock, paint_handler);
  if (getenv ("BENCH_EXIT_AFTER_FRAME") != NULL && strcmp (getenv ("BENCH_EXIT_AFTER_FRAME"), "1") == 0)
    exit (0);
}

void gtk_window_present (void *window);

void
gtk_window_present (void *window)
{
  static PresentFunc real_present;

  if (real_present == NULL)
    real_present = (PresentFunc) dlsym (RTLD_NEXT, "gtk_window_present");
  if (hooked)
    {
      real_present (window);
      return;
    }

  hooked = 1;
  note ("present");
  note_usage ("present", 0);
  real_present (window);
  note ("map");
  {
    GetterFunc get_surface = (GetterFunc) lookup ("gtk_native_get_surface");
    GetterFunc get_clock = (GetterFunc) lookup ("gdk_surface_get_frame_clock");
    ConnectFunc connect = (ConnectFunc) lookup ("g_signal_connect_data");
    void *surface = get_surface != NULL ? get_surface (window) : NULL;
    void *clock = surface != NULL && get_clock != NULL ? get_clock (surface) : NULL;

    if (clock != NULL && connect != NULL)
      paint_handler = connect (clock, "after-paint", (void (*) (void)) on_after_paint, NULL,
                               NULL, 0);
  }
}
