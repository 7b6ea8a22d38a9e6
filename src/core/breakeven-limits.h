/* SPDX-License-Identifier: GPL-3.0-or-later */
/* breakeven-limits.h: every limit of Breakeven in one place: the reader refuses beyond them, the
 * writer never writes beyond them, the window's fields and the command line take them from here
 * (and data/breakeven.rng says the same numbers).
 *
 * Money is bounded so that every product and sum the cost model forms stays a finite double, far
 * from the edge where cairo and the formatting stop working: with each input at its limit the
 * largest figure (240 months of a 1e9-an-hour offer at a millionth of the speed, interest
 * included) is about 1e26.  Nothing real comes near: a billion in the currency for one price.
 */
#pragma once

/* One amount of money in the project's currency: a part's unit price, the vendor quote,
 * maintenance per year; an offer's price per hour, idle price per hour, setup cost */
#define BREAKEVEN_MAX_MONEY 1e9
/* A part's quantity x unit price, and the parts total of a project */
#define BREAKEVEN_MAX_PARTS_TOTAL 1e12
/* A price per unit of something: electricity per kWh, storage per GB-month */
#define BREAKEVEN_MAX_UNIT_PRICE 1e6
/* Watts: a part's power draw, wall, idle and circuit-limit watts */
#define BREAKEVEN_MAX_WATTS 1e6
/* Gigabytes: VRAM of a part or an offer, VRAM needed, cloud storage */
#define BREAKEVEN_MAX_GIGABYTES 1e9
/* An offer's relative speed (1 = as fast as the build) */
#define BREAKEVEN_MIN_RELATIVE_SPEED 0.000001
#define BREAKEVEN_MAX_RELATIVE_SPEED 1000
/* An exchange rate, either way */
#define BREAKEVEN_MIN_EXCHANGE_RATE 1e-6
#define BREAKEVEN_MAX_EXCHANGE_RATE 1e6
/* Percentages (cooling overhead, resale, interest, interruption) and hours of a day */
#define BREAKEVEN_MAX_PERCENT 100
#define BREAKEVEN_MAX_HOURS_PER_DAY 24
/* Whole numbers */
#define BREAKEVEN_MAX_PART_QUANTITY 100000
#define BREAKEVEN_MAX_GPU_COUNT 1024
#define BREAKEVEN_MAX_HORIZON_MONTHS 240
/* One job (--job) takes at most the hours of the longest horizon: 240 months of 24 hours a day,
 * a month being 365 / 12 days as in the cost model */
#define BREAKEVEN_MAX_JOB_HOURS (BREAKEVEN_MAX_HORIZON_MONTHS * 24 * 365 / 12)

/* A project holds at most this many parts, offers and exchange rates each, and a catalogue this
 * many offers: far more than anyone compares.  A project watches each item, at a cost that grows
 * with the square of their number (a file of a million <offer/> takes minutes and gigabytes). */
#define BREAKEVEN_MAX_ITEMS 1000
/* Larger files are refused before parsing, and never written (8 MiB) */
#define BREAKEVEN_MAX_FILE_BYTES (8 * 1024 * 1024)
/* The longest name of a file most file systems allow, in bytes (NAME_MAX on Linux): the
 * temporary file of a save and the lock beside a file are named to fit it */
#define BREAKEVEN_MAX_FILE_NAME_BYTES 255
/* No element of the format has more than 15 attributes; a start tag with a million takes libxml2
 * hours */
#define BREAKEVEN_MAX_ATTRIBUTES 100

/* A name (an offer's provider, name and GPU, a part's name and model, a burst's name) has at
 * most this many characters: far above any real name, far below what would fill a file */
#define BREAKEVEN_MAX_NAME_CHARS 1000

/* The window's notes view edits notes up to this many characters, and up to this many on one
 * line: GtkTextView lays a paragraph out whole on each change, so its cost grows with the longest
 * line.  Measured with GTK 4.8 (a 360-pixel view, word wrap, on a busy 2-core machine): 10,000
 * characters on one line take 0.8 s to show and 0.14 s per key, 100,000 on one line 6 s and
 * 0.6 s per key; 100,000 in lines of 80 show in 0.12 s (1,000,000 in 1.5 s) and type at once.
 * Longer notes are kept, saved and printed, but not shown for editing. */
#define BREAKEVEN_MAX_EDITABLE_NOTES_CHARS 100000
#define BREAKEVEN_MAX_EDITABLE_NOTES_LINE_CHARS 10000

/* An error message quotes at most this many characters of a value, then "…" */
#define BREAKEVEN_MAX_QUOTED_CHARS 40
/* The printed report shows at most this many characters of the notes, and of one line of them,
 * each cut with "…" (the rest stays in the file): a paragraph is laid out whole, so one line of
 * megabytes would take the report a minute, and notes of a whole file thousands of pages */
#define BREAKEVEN_MAX_REPORT_NOTES_CHARS 1000000
#define BREAKEVEN_MAX_REPORT_NOTES_LINE_CHARS 10000
/* The printed report shows at most this many characters of the title (the rest is in the file) */
#define BREAKEVEN_MAX_REPORT_TITLE_CHARS 300

/* Format 3: bursts of work with a deadline (docs/cost-model.md, "Bursts") */
#define BREAKEVEN_MAX_BURSTS 50
#define BREAKEVEN_MAX_BURST_PER_YEAR 12
#define BREAKEVEN_MIN_BURST_DAYS 1
#define BREAKEVEN_MAX_BURST_DAYS 366
/* Work hours of one burst, measured on the build: above 0, at most this */
#define BREAKEVEN_MAX_BURST_WORK_HOURS 100000
/* Hours of the user's own time to set up the build, or one start of an offer */
#define BREAKEVEN_MAX_SETUP_HOURS 10000
/* The yearly change of cloud prices, in percent: above -100 (prices cannot vanish) */
#define BREAKEVEN_MIN_PRICE_CHANGE_PERCENT (-90)
#define BREAKEVEN_MAX_PRICE_CHANGE_PERCENT 100

/* A program that changes the user's offers waits this long at most for another to finish */
#define BREAKEVEN_MAX_LOCK_WAIT_SECONDS 60
/* The window waits no more than this (its main loop waits with it): an import from the command
 * line holds the lock for half a second at most, a program stuck with it is said so at once */
#define BREAKEVEN_MAX_WINDOW_LOCK_WAIT_MS 1000

/* A number read from a price list (a price, a GPU count, VRAM) is 0 or at least this: smaller
 * is no measure of anything, and 1e-320 no normal double */
#define BREAKEVEN_MIN_IMPORTED_NUMBER 1e-6
