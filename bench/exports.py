#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""`breakeven --export` of the sample against gnuplot drawing the same two lines
(bench/curves.gp), as whole processes, interleaved runs, medians.

    exports.py BUILDDIR [--runs N] [--json FILE] [--before OLDBUILDDIR]

PDF: Breakeven's printable report against gnuplot's pdfcairo terminal on an A4 page; SVG:
Breakeven's cumulative chart at 1200 x 800 against gnuplot's svg terminal at that size.
Breakeven reads the project file and computes the figures; gnuplot reads the monthly series
that `breakeven --export series.csv` wrote beforehand (not timed).  --before: an older
build's Breakeven exports the same file in the same interleaved runs ("before_ms" in the JSON).
"""

import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile

import benchargs


def main(argv):
    parsed = benchargs.parse(argv, __doc__, runs=21)
    if parsed is None:
        return 2
    builddir, runs, json_path, before = parsed
    if before:
        before = os.path.join(before, "src", "breakeven")
    gnuplot = shutil.which("gnuplot")
    if gnuplot is None:
        print("exports.py: gnuplot is not installed "
              "(build-aux/setup-debian.sh --bench installs it)", file=sys.stderr)
        return 2

    here = os.path.dirname(os.path.abspath(__file__))
    sample = os.path.join(os.path.dirname(here), "data", "sample.breakeven")
    breakeven = os.path.join(builddir, "src", "breakeven")
    env = dict(os.environ, LC_ALL="C.UTF-8")
    env.pop("DISPLAY", None)
    scratch = tempfile.mkdtemp(prefix="exports-")
    try:
        series = os.path.join(scratch, "series.csv")
        subprocess.run([breakeven, "--export", series, sample], env=env, check=True)
        summary = json.loads(subprocess.run([breakeven, "--summary", "--json", sample], env=env,
                                            check=True, capture_output=True, text=True).stdout)
        offer = summary["offers"][0]
        cross_x = offer["breakeven_months"]
        build = summary["build"]
        cross_y = build["capex"] + build["running_per_month"] * cross_x
        title = summary["title"].replace('"', "'")
        label = f'{offer["provider"]} {offer["name"]}'.replace('"', "'")

        def gnuplot_argv(fmt):
            settings = (f'data="{series}"; out="{scratch}/gnuplot.{fmt}"; fmt="{fmt}"; '
                        f'cross_x={cross_x!r}; cross_y={cross_y!r}; title="{title}"; '
                        f'offer="{label}"')
            return [gnuplot, "-e", settings, os.path.join(here, "curves.gp")]

        cases = {
            "pdf": ([breakeven, "--export", f"{scratch}/breakeven.pdf", sample],
                    gnuplot_argv("pdf")),
            "svg": ([breakeven, "--export", f"{scratch}/breakeven.svg", sample],
                    gnuplot_argv("svg")),
        }
        # the older build writes the same file, the same way
        older = {name: [before] + ours[1:] for name, (ours, _) in cases.items()} if before else {}
        times = {name: ([], [], []) for name in cases}
        for name, (ours, theirs) in cases.items():  # warm the caches, unmeasured
            benchargs.elapsed_ms(ours, env)
            benchargs.elapsed_ms(theirs, env)
            if before:
                benchargs.elapsed_ms(older[name], env)
        for _ in range(runs):
            for name, (ours, theirs) in cases.items():
                times[name][0].append(benchargs.elapsed_ms(ours, env))
                times[name][1].append(benchargs.elapsed_ms(theirs, env))
                if before:
                    times[name][2].append(benchargs.elapsed_ms(older[name], env))
    finally:
        shutil.rmtree(scratch, ignore_errors=True)

    out = {"runs": runs}
    print(f"{'--export, median of ' + str(runs):<34} {'Breakeven':>10} {'gnuplot':>12} {'ratio':>7}")
    for name, (ours, theirs, old) in times.items():
        b, g = statistics.median(ours), statistics.median(theirs)
        out[name] = {"breakeven_ms": b, "gnuplot_ms": g, "ratio": b / g}
        what = "PDF report (ms)" if name == "pdf" else "SVG chart 1200x800 (ms)"
        print(f"{what:<34} {b:10.1f} {g:12.1f} {b / g:7.2f}")
        if old:
            o = statistics.median(old)
            out[name]["before_ms"] = o
            print(f"{'before: ' + what:<34} {o:10.1f} {g:12.1f} {o / g:7.2f}")
    if json_path:
        with open(json_path, "w", encoding="utf-8") as f:
            json.dump(out, f, indent=2)
            f.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
