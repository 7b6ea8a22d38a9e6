#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""`breakeven --export` of a heavy project, as whole processes, interleaved runs, medians.

    heavy-exports.py BUILDDIR [--runs N] [--json FILE] [--before OLDBUILDDIR]

The project is written here, not kept in the tree: 1000 offers (a third of them spot) from 37
providers, 50 bursts of 3 days and 30 hours of work, each 12 times a year, their first months
spread over the year (0, 0.37, 0.74, ...), over a horizon of 240 months.  That is 12000 burst
occurrences a curve: the cost of a breakeven search and of a curve's steps grows with them,
and the sensitivity chart asks for a search at every sample of every offer.  Timed: the PDF
report, the sensitivity and the cumulative chart as SVG at 1200 x 800, the cumulative chart as
PNG, and `--summary --json`.  --before: an older build exports the same file in the same
interleaved runs ("before_ms" in the JSON).  Nothing here is asserted by a test.
"""

import json
import os
import shutil
import statistics
import sys
import tempfile

import benchargs


def heavy_project(n_offers=1000, n_bursts=50):
    bursts = "".join(
        f'      <burst name="Deadline {i}" per-year="12" first-month="{(i * 0.37) % 12:.2f}" '
        f'days="3" work-hours="30"/>\n' for i in range(n_bursts))
    spot = ' billing="spot"'
    offers = "".join(
        f'    <offer provider="Prov{i % 37}" name="Offer {i}" gpu="RTX 4090" '
        f'price-per-hour="{1.5 + i * 0.001:.3f}" currency="CNY" vram-gb="24" '
        f'relative-speed="1"{spot if i % 3 == 2 else ""}/>\n'
        for i in range(n_offers))
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<breakeven-project format="3">
  <title>Heavy: 1000 offers, 50 bursts a year, 20 years</title>
  <currency code="CNY"/>
  <usage hours-per-day="6" horizon-months="240">
{bursts}  </usage>
  <build>
    <part category="gpu" quantity="1" unit-price="16299" power-watts="425" model="RTX 4090D" vram-gb="24">RTX 4090D</part>
    <power wall-watts="600"/>
    <electricity price-per-kwh="0.6"/>
  </build>
  <cloud>
{offers}  </cloud>
</breakeven-project>
"""


def main(argv):
    parsed = benchargs.parse(argv, __doc__, runs=3)
    if parsed is None:
        return 2
    builddir, runs, json_path, before = parsed
    if before:
        before = os.path.join(before, "src", "breakeven")

    breakeven = os.path.join(builddir, "src", "breakeven")
    env = dict(os.environ, LC_ALL="C.UTF-8")
    env.pop("DISPLAY", None)
    scratch = tempfile.mkdtemp(prefix="heavy-exports-")
    try:
        project = os.path.join(scratch, "heavy.breakeven")
        with open(project, "w", encoding="utf-8") as f:
            f.write(heavy_project())
        cases = {
            "PDF report": ["--export", f"{scratch}/r.pdf"],
            "sensitivity SVG": ["--export", f"{scratch}/s.svg", "--chart", "sensitivity"],
            "cumulative SVG": ["--export", f"{scratch}/c.svg"],
            "cumulative PNG": ["--export", f"{scratch}/c.png"],
            "summary JSON": ["--summary", "--json"],
        }
        programs = {"now": breakeven}
        if before:
            programs["before"] = before
        times = {name: {which: [] for which in programs} for name in cases}
        for _ in range(runs):
            for name, options in cases.items():
                for which, program in programs.items():
                    times[name][which].append(benchargs.elapsed_ms([program] + options + [project], env))
    finally:
        shutil.rmtree(scratch, ignore_errors=True)

    out = {"runs": runs}
    header = f"{'heavy project, median of ' + str(runs) + ' (s)':<34} {'now':>9}"
    print(header + (f" {'before':>9}" if before else ""))
    for name, by_program in times.items():
        now = statistics.median(by_program["now"]) / 1000
        out[name] = {"now_s": now}
        line = f"{name:<34} {now:9.2f}"
        if before:
            old = statistics.median(by_program["before"]) / 1000
            out[name]["before_s"] = old
            line += f" {old:9.2f}"
        print(line)
    if json_path:
        with open(json_path, "w", encoding="utf-8") as f:
            json.dump(out, f, indent=2)
            f.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
