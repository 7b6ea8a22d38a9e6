#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Every performance target with its figure, its ratio and "met" or "missed".

    targets.py STARTUP.json EXPORTS.json BENCH.json

from startup.py, exports.py and bench-breakeven --json (compare.sh runs all three).
"""

import json
import sys


def main(argv):
    if len(argv) != 4:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    startup, exports, bench = (json.load(open(path, encoding="utf-8")) for path in argv[1:])
    cases = {c["name"]: c["median_ms"] for c in bench["cases"]}
    b, t = startup["breakeven"], startup["text_editor"]
    rows = []

    def row(target, figure, ratio, met):
        rows.append((target, figure, ratio, "met" if met else "missed"))

    ratio = b["start_to_frame_ms"] / t["start_to_frame_ms"]
    row("start-up <= 0.8x Text Editor's",
        f"{b['start_to_frame_ms']:.0f} ms vs {t['start_to_frame_ms']:.0f} ms", f"{ratio:.2f}",
        ratio <= 0.8)
    row("window mapped -> first frame <= 30 ms", f"{b['map_to_frame_ms']:.1f} ms",
        f"{b['map_to_frame_ms'] / 30:.2f}", b["map_to_frame_ms"] <= 30)
    ratio = b["rss_mb"] / t["rss_mb"]
    row("idle RSS <= Text Editor's", f"{b['rss_mb']:.1f} MB vs {t['rss_mb']:.1f} MB",
        f"{ratio:.2f}", ratio <= 1)
    pdf, svg = exports["pdf"], exports["svg"]
    row("PDF report (sample) <= 1.0x gnuplot's",
        f"{pdf['breakeven_ms']:.1f} ms vs {pdf['gnuplot_ms']:.1f} ms", f"{pdf['ratio']:.2f}",
        pdf["ratio"] <= 1)
    growth = cases["pdf-report-1000-offers"] / cases["pdf-report-200-offers"]
    row("PDF report linear (200 -> 1000 offers <= x5.5)", f"x{growth:.2f}", f"{growth / 5:.2f}",
        growth <= 5.5)
    row("PDF report at 1000 offers <= 1 s", f"{cases['pdf-report-1000-offers']:.0f} ms",
        f"{cases['pdf-report-1000-offers'] / 1000:.2f}", cases["pdf-report-1000-offers"] <= 1000)
    row("SVG chart <= 1.0x gnuplot's", f"{svg['breakeven_ms']:.1f} ms vs {svg['gnuplot_ms']:.1f} ms",
        f"{svg['ratio']:.2f}", svg["ratio"] <= 1)
    for name in ("load", "save"):
        ms = cases[f"{name}-1000-parts"]
        row(f"{name} of a 1000-part project <= 10 ms", f"{ms:.2f} ms", f"{ms / 10:.2f}", ms <= 10)
    if "edit-redraw" in cases:
        ms = cases["edit-redraw"]
        row("one edit -> window redrawn <= 2 ms", f"{ms:.1f} ms", f"{ms / 2:.2f}", ms <= 2)

    widths = [max(len(r[i]) for r in rows + [("target", "figure", "ratio", "")]) for i in range(4)]
    print(f"{'target':<{widths[0]}}  {'figure':<{widths[1]}}  {'ratio':>{widths[2]}}  result")
    for r in rows:
        print(f"{r[0]:<{widths[0]}}  {r[1]:<{widths[1]}}  {r[2]:>{widths[2]}}  {r[3]}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
