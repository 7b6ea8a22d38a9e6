#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# compare.sh [--before OLDBUILDDIR] BUILDDIR [RUNS]: Breakeven against what a user would use instead, and every
# performance target with its figure, its ratio and "met" or "missed".
#   - start-up to the first frame drawn and the idle memory, against GNOME Text Editor
#     (startup.py: interleaved runs, medians);
#   - --export PDF and SVG of the sample, against gnuplot drawing the same two lines with a
#     title, labels, a legend and the crossing marked (curves.gp; exports.py);
#   - the in-process figures of bench-breakeven (load and save, the PDF report's growth and its
#     pages at 1000 offers, one edit in the window).
# The run's date, build type and the anchors' versions go to BUILDDIR/bench/run.json, from
# which bench/readme-table.py writes README.md's table.
# Builds BUILDDIR first; runs under xvfb-run when there is no display.  Needs gnuplot and
# gnome-text-editor: `build-aux/setup-debian.sh --bench` installs them.  The figures go to
# BUILDDIR/bench/*.json as well.
# --before OLDBUILDDIR: a release build of an older commit (a git worktree beside this one) is
# measured in the same interleaved runs, and each target shows its figure before and now;
# OLDBUILDDIR's own bench-breakeven gives the in-process figures it has cases for.
set -eu

before=
if [ "${1:-}" = --before ] && [ $# -ge 2 ]; then
  before=$(cd "$2" && pwd)
  shift 2
fi
if [ $# -lt 1 ]; then
  echo "usage: $0 [--before OLDBUILDDIR] BUILDDIR [RUNS]" >&2
  exit 2
fi
builddir=$(cd "$1" && pwd)
runs=${2:-11}
here=$(cd "$(dirname "$0")" && pwd)

if [ -z "${DISPLAY:-}" ]; then
  exec xvfb-run -a -s "-screen 0 1600x1200x24" sh "$here/compare.sh" \
    ${before:+--before "$before"} "$builddir" "$runs"
fi

ninja -C "$builddir" >/dev/null
out=$builddir/bench
# The figures are a release build's: another build type is said so
buildtype=$(meson introspect --buildoptions "$builddir" | python3 -c \
  'import json, sys; print(next(o["value"] for o in json.load(sys.stdin) if o["name"] == "buildtype"))')
if [ "$buildtype" != release ]; then
  echo "compare.sh: $builddir is a $buildtype build: the figures are a release build's" \
       "(meson setup BUILDDIR --buildtype=release)" >&2
fi
commit=$(git -C "$here/.." describe --always --dirty 2>/dev/null || echo '?')
date=$(date -u '+%Y-%m-%d %H:%M UTC')
editor_version=$(gnome-text-editor --version 2>/dev/null | sed -n 's/^[^0-9]*\([0-9][0-9.]*\).*/\1/p' | head -n 1)
gnuplot_version=$(gnuplot --version 2>/dev/null | sed -n 's/^gnuplot \([0-9.]*\).*/\1/p')
# Other work on the machine slows every figure, the anchors' too: the ratios hold up best
load=$(cut -d ' ' -f 1 /proc/loadavg 2>/dev/null || echo 0)
printf '{ "date": "%s", "commit": "%s", "buildtype": "%s", "cores": %s, "runs": %s,\n' \
  "$date" "$commit" "$buildtype" "$(nproc)" "$runs" >"$out/run.json"
printf '  "load": %s,\n' "$load" >>"$out/run.json"
printf '  "text_editor": "%s", "gnuplot": "%s" }\n' "${editor_version:-?}" \
  "${gnuplot_version:-?}" >>"$out/run.json"
echo "Breakeven $commit, $buildtype build, $date, $(nproc) cores (load $load), $runs runs"
if [ -n "$before" ]; then
  ninja -C "$before" >/dev/null
  echo "before: $before"
fi
echo
python3 "$here/startup.py" "$builddir" --runs "$runs" --json "$out/startup.json" \
  ${before:+--before "$before"}
echo
python3 "$here/exports.py" "$builddir" --runs "$((runs * 2 + 1))" --json "$out/exports.json" \
  ${before:+--before "$before"}
echo
# bench_env BUILDDIR COMMAND...: COMMAND in the test environment, with BUILDDIR's settings schema
bench_env() {
  schemas=$1/data
  shift
  GDK_BACKEND=x11 GSK_RENDERER=cairo GDK_DEBUG=gl-disable GTK_A11Y=test GSETTINGS_BACKEND=memory \
    ADW_DISABLE_PORTAL=1 NO_AT_BRIDGE=1 GSETTINGS_SCHEMA_DIR="$schemas" "$@"
}
bench_env "$builddir" "$out/bench-breakeven" --runs "$runs" --json "$out/bench.json" | sed '/^$/,$d'
before_bench=
if [ -n "$before" ]; then
  echo
  echo "before:"
  before_bench=$out/bench-before.json
  bench_env "$before" "$before/bench/bench-breakeven" --runs "$runs" --json "$before_bench" \
    | sed '/^$/,$d'
fi
echo
python3 "$here/targets.py" "$out/startup.json" "$out/exports.json" "$out/bench.json" \
  $before_bench
echo
echo "README.md's table from these figures: python3 bench/readme-table.py $1 README.md"
