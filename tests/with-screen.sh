#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# with-screen.sh WIDTH HEIGHT PROGRAM [ARGUMENT...]
#
# Runs PROGRAM on the X display when its screen is at least WIDTH x HEIGHT, and otherwise on a
# virtual X server of its own of that size (xvfb-run), so that a test of window sizes gets the
# screen it needs under a plain `xvfb-run` (640x480) as well as on a desktop.
set -eu

width=$1
height=$2
shift 2

fits=no
if [ -n "${DISPLAY:-}" ] && command -v xdpyinfo >/dev/null 2>&1; then
  size=$(xdpyinfo 2>/dev/null | sed -n 's/^ *dimensions: *\([0-9]*\)x\([0-9]*\) pixels.*/\1 \2/p' |
         head -n 1)
  if [ -n "$size" ]; then
    screen_width=${size% *}
    screen_height=${size#* }
    if [ "$screen_width" -ge "$width" ] && [ "$screen_height" -ge "$height" ]; then
      fits=yes
    fi
  fi
fi

if [ "$fits" = yes ]; then
  exec "$@"
fi
if ! command -v xvfb-run >/dev/null 2>&1; then
  echo "Bail out! the screen is smaller than ${width}x${height} and xvfb-run is not installed"
  exit 1
fi
exec xvfb-run -a -s "-screen 0 ${width}x${height}x24" "$@"
