#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Sets up a fresh Debian/Ubuntu machine, builds Breakeven and opens it on the sample project.
set -eu

cd "$(dirname "$0")/.."
sh build-aux/setup-debian.sh

BUILDDIR=${BUILDDIR:-build}
[ -d "$BUILDDIR" ] || meson setup "$BUILDDIR"
ninja -C "$BUILDDIR"

export BREAKEVEN_LOCALEDIR="$PWD/$BUILDDIR/po"
export GSETTINGS_SCHEMA_DIR="$PWD/$BUILDDIR/data"
exec "$BUILDDIR/src/breakeven" data/sample.breakeven
