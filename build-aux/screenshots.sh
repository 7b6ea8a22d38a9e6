#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Takes the screenshots that the AppStream metadata shows, from the real window under a virtual
# X server, into data/screenshots/:
#   parts.png   the first start: the sample project's parts, the verdict, the cumulative costs
#   usage.png   Usage & Costs, with the sensitivity chart
#   offers.png  Cloud Offers, with the budget chart
#
#   sh build-aux/screenshots.sh [BUILDDIR]      (default build; built first if needed)
#   SCREENSHOTS_DIR=DIR to write them elsewhere, to compare before replacing them
#
# Default settings (light style, English, a fresh configuration: the sample project), except the
# window size, 1000x700, which software centres show without scaling. The window is captured
# alone, without a desktop around it. Needs xvfb-run, xdotool and ImageMagick's import
# (build-aux/setup-debian.sh installs them).
set -eu

cd "$(dirname "$0")/.."
BUILDDIR=${1:-${BUILDDIR:-build}}
OUT=${SCREENSHOTS_DIR:-data/screenshots}
WIDTH=1000
HEIGHT=700

if [ "${BREAKEVEN_IN_XVFB:-}" != 1 ]; then
  [ -d "$BUILDDIR" ] || meson setup "$BUILDDIR"
  ninja -C "$BUILDDIR"
  mkdir -p "$OUT"
  BREAKEVEN_IN_XVFB=1 exec xvfb-run -a -s "-screen 0 1280x800x24" sh "$0" "$BUILDDIR"
fi

# Inside the virtual X server from here on
tmp=$(mktemp -d)
app_pid=
cleanup () {
  [ -z "$app_pid" ] || kill "$app_pid" 2>/dev/null || true
  rm -rf "$tmp"
}
trap cleanup EXIT

# A configuration of its own: nothing from the user's settings, recent files or caches
mkdir -p "$tmp/config/glib-2.0/settings" "$tmp/config/gtk-4.0"
# GNOME's window buttons: close alone
printf '[Settings]\ngtk-decoration-layout=appmenu:close\n' > "$tmp/config/gtk-4.0/settings.ini"
printf '[io/github/breakeven/Breakeven]\nwindow-width=%s\nwindow-height=%s\n' \
  "$WIDTH" "$HEIGHT" > "$tmp/config/glib-2.0/settings/keyfile"
export XDG_CONFIG_HOME="$tmp/config" XDG_DATA_HOME="$tmp/data" XDG_CACHE_HOME="$tmp/cache"
export GSETTINGS_BACKEND=keyfile GSETTINGS_SCHEMA_DIR="$PWD/$BUILDDIR/data"
export GDK_BACKEND=x11 GSK_RENDERER=cairo GDK_DEBUG=gl-disable ADW_DISABLE_PORTAL=1 \
       NO_AT_BRIDGE=1 GTK_A11Y=none
export LC_ALL=C.UTF-8 LANGUAGE=
unset GTK_THEME || true

"$BUILDDIR/src/breakeven" &
app_pid=$!

window=$(timeout 30 xdotool search --sync --onlyvisible --class breakeven | head -n 1)
if [ -z "$window" ]; then
  echo "screenshots.sh: the window did not appear" >&2
  exit 1
fi
size=$(xwininfo -id "$window" | awk '/Width:/ { w = $2 } /Height:/ { h = $2 } END { print w "x" h }')
if [ "$size" != "${WIDTH}x${HEIGHT}" ]; then
  echo "screenshots.sh: the window is $size, not ${WIDTH}x${HEIGHT}" >&2
  exit 1
fi

# Lets the window draw its last change; the pointer is parked in a corner so that no button
# is shown hovered
settle () {
  xdotool mousemove 999 699
  sleep 1.5
}

# A click on the window, at a point of the default 1000x700 layout
click () {
  xdotool mousemove "$1" "$2" click 1
}

shot () {
  settle
  import -window "$window" "$OUT/$1.png"
  echo "$OUT/$1.png"
}

sleep 1
shot parts

xdotool key --window "$window" ctrl+2    # the Usage & Costs page
click 782 304    # the Sensitivity chart
shot usage

xdotool key --window "$window" ctrl+3    # the Cloud Offers page
click 869 304    # the Budget chart
shot offers

kill "$app_pid"
wait "$app_pid" 2>/dev/null || true
app_pid=
