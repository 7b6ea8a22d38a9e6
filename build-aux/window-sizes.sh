#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The main window at the sizes students use, from a phone's column to a full screen, in the
# light and dark styles and in Simplified Chinese, on the sample project, from the real window
# under a virtual X server:
#   OUT/window-WIDTHxHEIGHT-light.png, -dark.png, -zh_CN.png
#
#   sh build-aux/window-sizes.sh [BUILDDIR]     (default build; OUT=DIR, default BUILDDIR/window-sizes)
#
# PROJECT=FILE opens FILE instead of the sample (PROJECT_ZH=FILE for the Chinese shots, default
# PROJECT); SHOTS="1440x900-light 360x700-zh_CN" takes only those.
#
# GNOME's window buttons (close alone), a fresh configuration for each shot. Needs xvfb-run,
# xdotool and ImageMagick's import (build-aux/setup-debian.sh installs them).
set -eu

cd "$(dirname "$0")/.."
BUILDDIR=${1:-${BUILDDIR:-build}}
# Absolute from here on: the shots run with the build directory's schema and catalogs
case $BUILDDIR in /*) ;; *) BUILDDIR=$PWD/$BUILDDIR ;; esac
OUT=${OUT:-$BUILDDIR/window-sizes}

if [ "${BREAKEVEN_IN_XVFB:-}" != 1 ]; then
  [ -d "$BUILDDIR" ] || meson setup "$BUILDDIR"
  ninja -C "$BUILDDIR"
  mkdir -p "$OUT"
  BREAKEVEN_IN_XVFB=1 OUT="$OUT" exec xvfb-run -a -s "-screen 0 1600x1200x24" sh "$0" "$BUILDDIR"
fi

# The window program: the command starts it, the command line aside
gui="$BUILDDIR/src/breakeven-gui"
[ -x "$gui" ] || gui="$BUILDDIR/src/breakeven"

shot () {
  width=$1 height=$2 variant=$3
  tmp=$(mktemp -d)
  mkdir -p "$tmp/config/glib-2.0/settings" "$tmp/config/gtk-4.0"
  printf '[io/github/breakeven/Breakeven]\nwindow-width=%s\nwindow-height=%s\n' \
    "$width" "$height" > "$tmp/config/glib-2.0/settings/keyfile"
  printf '[Settings]\ngtk-decoration-layout=appmenu:close\n' > "$tmp/config/gtk-4.0/settings.ini"
  (
    export XDG_CONFIG_HOME="$tmp/config" XDG_DATA_HOME="$tmp/data" XDG_CACHE_HOME="$tmp/cache"
    export GSETTINGS_BACKEND=keyfile GSETTINGS_SCHEMA_DIR="$BUILDDIR/data"
    export GDK_BACKEND=x11 GSK_RENDERER=cairo GDK_DEBUG=gl-disable ADW_DISABLE_PORTAL=1 \
           NO_AT_BRIDGE=1 GTK_A11Y=none BREAKEVEN_LOCALEDIR="$BUILDDIR/po" LANGUAGE=
    unset GTK_THEME || true
    case $variant in
      dark) export ADW_DEBUG_COLOR_SCHEME=prefer-dark LC_ALL=C.UTF-8 ;;
      zh_CN) export LC_ALL=zh_CN.UTF-8 ;;
      *) export LC_ALL=C.UTF-8 ;;
    esac
    project=${PROJECT:-}
    [ "$variant" != zh_CN ] || project=${PROJECT_ZH:-$project}
    if [ -n "$project" ]; then "$gui" "$project" & else "$gui" & fi
    pid=$!
    window=$(timeout 30 xdotool search --sync --onlyvisible --class breakeven | head -n 1)
    sleep 2
    xdotool mousemove 0 0
    sleep 0.5
    import -window "$window" "$OUT/window-${width}x${height}-$variant.png"
    kill "$pid"
    wait "$pid" 2>/dev/null || true
  )
  rm -rf "$tmp"
  echo "$OUT/window-${width}x${height}-$variant.png"
}

for size in 1440x900 1024x700 800x600 360x700; do
  for variant in light dark zh_CN; do
    case " ${SHOTS:-$size-$variant} " in *" $size-$variant "*) ;; *) continue ;; esac
    shot "${size%x*}" "${size#*x}" "$variant"
  done
done
