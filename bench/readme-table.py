#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""README.md's table of performance figures, written from what compare.sh measured.

    readme-table.py BUILDDIR [README]

reads BUILDDIR/bench/{run,startup,exports,bench}.json (compare.sh writes them) and replaces
what lies between the README's "<!-- performance table -->" and "<!-- end of performance
table -->" lines with the run's date, build and anchors and a row for each target
(targets.py); without README, prints it.
"""

import os
import sys

from targets import load, target_rows

BEGIN = "<!-- performance table -->"
END = "<!-- end of performance table -->"


def table(builddir):
    out = os.path.join(builddir, "bench")
    run, startup, exports, bench = load(os.path.join(out, name + ".json")
                                        for name in ("run", "startup", "exports", "bench"))
    busy = f", load average {run['load']}" if "load" in run else ""
    lines = [f"Latest figures ({run['date']}, {run['buildtype']} build at {run['commit']}, "
             f"{run['cores']} cores{busy}, {run['runs']} runs; Text Editor "
             f"{run['text_editor']}, gnuplot {run['gnuplot']}), written by "
             "`bench/readme-table.py`:",
             "",
             "| target | figure | ratio | |",
             "|---|---|---|---|"]
    for target, figure, ratio, result in target_rows(startup, exports, bench):
        lines.append(f"| {target} | {figure} | {ratio} | {result} |")
    return "\n".join(lines) + "\n"


def main(argv):
    if len(argv) not in (2, 3):
        print(__doc__.strip(), file=sys.stderr)
        return 2
    text = table(argv[1])
    if len(argv) == 2:
        sys.stdout.write(text)
        return 0
    with open(argv[2], encoding="utf-8") as f:
        readme = f.read()
    if BEGIN not in readme or END not in readme:
        print(f"{argv[2]} has no {BEGIN} ... {END} lines", file=sys.stderr)
        return 1
    head, rest = readme.split(BEGIN, 1)
    _, tail = rest.split(END, 1)
    with open(argv[2], "w", encoding="utf-8") as f:
        f.write(head + BEGIN + "\n" + text + END + tail)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
