#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Sets up a fresh Debian/Ubuntu machine, builds Breakeven and runs every test.
set -eu

cd "$(dirname "$0")/.."
sh build-aux/setup-debian.sh

BUILDDIR=${BUILDDIR:-build}
if [ -d "$BUILDDIR" ]; then
  meson setup --reconfigure "$BUILDDIR"
else
  meson setup "$BUILDDIR"
fi
ninja -C "$BUILDDIR"

# Widget tests need a display: one virtual X server for the whole run
export GDK_BACKEND=x11 GSK_RENDERER=cairo GDK_DEBUG=gl-disable GTK_A11Y=test \
       GSETTINGS_BACKEND=memory ADW_DISABLE_PORTAL=1 NO_AT_BRIDGE=1
xvfb-run -a -s "-screen 0 1600x1200x24" \
  meson test -C "$BUILDDIR" --print-errorlogs --num-processes 2 "$@"
