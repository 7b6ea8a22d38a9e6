#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Every performance target with its figure, its ratio and "met" or "missed".

    targets.py STARTUP.json EXPORTS.json BENCH.json [BENCH-BEFORE.json]

from startup.py, exports.py and bench-breakeven --json (compare.sh runs all three).
readme-table.py writes the same rows into README.md.  When startup.py and exports.py were
given --before (compare.sh --before), each target also shows the older build's figure and
ratio from the same run; BENCH-BEFORE.json is that build's own bench-breakeven, whose cases
give the in-process targets it measured.
"""

import json
import sys


def target_rows(startup, exports, bench):
    """(target, figure, ratio, "met" or "missed") for each target, from the three JSON files'
    contents; the ratio is the figure over its target, so that <= 1 is met"""
    cases = {c["name"]: c["median_ms"] for c in bench["cases"]}
    b, t = startup["breakeven"], startup["text_editor"]
    rows = []

    def row(target, figure, ratio, limit=1.0):
        rows.append((target, figure, f"{ratio:.2f}", "met" if ratio <= limit else "missed"))

    row("start-up ≤ 0.8 × Text Editor's",
        f"{b['start_to_frame_ms']:.0f} ms vs {t['start_to_frame_ms']:.0f} ms",
        b["start_to_frame_ms"] / t["start_to_frame_ms"], 0.8)
    row("window mapped → first frame ≤ 30 ms", f"{b['map_to_frame_ms']:.1f} ms",
        b["map_to_frame_ms"] / 30)
    row("idle memory ≤ Text Editor's", f"{b['rss_mb']:.1f} MB vs {t['rss_mb']:.1f} MB",
        b["rss_mb"] / t["rss_mb"])
    pdf, svg = exports["pdf"], exports["svg"]
    row("`--export` PDF report (sample) ≤ 1.0 × gnuplot's",
        f"{pdf['breakeven_ms']:.1f} ms vs {pdf['gnuplot_ms']:.1f} ms", pdf["ratio"])
    if "pdf-report-200-offers" in cases and "pdf-report-1000-offers" in cases:
        growth = cases["pdf-report-1000-offers"] / cases["pdf-report-200-offers"]
        row("PDF report linear in offers (200 → 1000 ≤ × 5.5)", f"× {growth:.2f}", growth / 5.5)
    if "pdf-report-1000-offers" in cases:
        ms = cases["pdf-report-1000-offers"]
        row("PDF report at 1000 offers ≤ 1 s", f"{ms:.0f} ms", ms / 1000)
    if bench.get("pdf_report_1000_offers_pages"):
        pages = bench["pdf_report_1000_offers_pages"]
        row("PDF report at 1000 offers ≤ 60 pages", f"{pages} pages", pages / 60)
    row("`--export` SVG chart ≤ 1.0 × gnuplot's",
        f"{svg['breakeven_ms']:.1f} ms vs {svg['gnuplot_ms']:.1f} ms", svg["ratio"])
    for name in ("load", "save"):
        if f"{name}-1000-parts" in cases:
            ms = cases[f"{name}-1000-parts"]
            row(f"{name} of a 1000-part project ≤ 10 ms", f"{ms:.2f} ms", ms / 10)
    if "edit-redraw" in cases:
        ms = cases["edit-redraw"]
        row("one edit → window redrawn ≤ 2 ms", f"{ms:.1f} ms", ms / 2)
    if "keystroke-1000-offers" in cases:
        ms = cases["keystroke-1000-offers"]
        row("keystroke with 1000 offers ≤ 16 ms", f"{ms:.1f} ms", ms / 16)
    return rows


def before_rows(startup, exports, bench_before):
    """The rows of the older build measured beside this one ({target: (figure, ratio)}), or
    {} when the run had none"""
    if "before" not in startup:
        return {}
    old_startup = dict(startup, breakeven=startup["before"])
    old_exports = dict(exports)
    for name in ("pdf", "svg"):
        e = exports[name]
        old_exports[name] = dict(e, breakeven_ms=e["before_ms"],
                                 ratio=e["before_ms"] / e["gnuplot_ms"])
    bench = bench_before if bench_before is not None else {"cases": []}
    return {r[0]: (r[1], r[2]) for r in target_rows(old_startup, old_exports, bench)}


def load(paths):
    return [json.load(open(path, encoding="utf-8")) for path in paths]


def main(argv):
    if len(argv) not in (4, 5):
        print(__doc__.strip(), file=sys.stderr)
        return 2
    startup, exports, bench = load(argv[1:4])
    rows = target_rows(startup, exports, bench)
    old = before_rows(startup, exports, load(argv[4:5])[0] if len(argv) == 5 else None)
    if old:
        # before's figure and ratio, then this build's
        rows = [(r[0],) + old.get(r[0], ("not measured", "–")) + r[1:] for r in rows]
        header = ("target", "before", "ratio", "now", "ratio", "result")
    else:
        header = ("target", "figure", "ratio", "result")
    widths = [max(len(r[i]) for r in rows + [header]) for i in range(len(header))]
    for r in [header] + rows:
        cells = [f"{c:>{w}}" if h == "ratio" else f"{c:<{w}}"
                 for c, w, h in zip(r, widths, header)]
        print("  ".join(cells).rstrip())
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
