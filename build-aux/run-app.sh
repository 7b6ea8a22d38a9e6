#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Sets up a fresh Debian/Ubuntu machine, builds Breakeven and opens it, uninstalled, on the
# given project files (relative to where you are), or on the sample project.
#   sh build-aux/run-app.sh [FILE...]
set -eu

here=$PWD
cd "$(dirname "$0")/.."
top=$PWD
sh build-aux/setup-debian.sh

BUILDDIR=${BUILDDIR:-build}
case $BUILDDIR in
  /*) ;;
  *) BUILDDIR=$top/$BUILDDIR ;;
esac
[ -d "$BUILDDIR" ] || meson setup "$BUILDDIR"
ninja -C "$BUILDDIR"

[ $# -gt 0 ] || set -- "$top/data/sample.breakeven"
# The build tree's schema and catalogs (meson.add_devenv); files are found from where you are
exec meson devenv -C "$BUILDDIR" -w "$here" breakeven "$@"
