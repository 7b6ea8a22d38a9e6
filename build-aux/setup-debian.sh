#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs what building, testing and packaging Breakeven needs on Debian 12 / Ubuntu 22.04 or
# newer: only what is missing, so that it costs nothing once everything is there. A user who is
# neither root nor able to use sudo is told what to install. --bench adds what the benchmarks
# need.
set -eu

PACKAGES="
  gcc meson ninja-build pkgconf gettext python3
  libglib2.0-dev libglib2.0-bin libgtk-4-dev libadwaita-1-dev libxml2-dev libjson-glib-dev
  libcairo2-dev libpango1.0-dev libarchive-dev
  xvfb xauth librsvg2-common adwaita-icon-theme
  fonts-dejavu-core fonts-noto-cjk
  desktop-file-utils appstream appstream-compose libxml2-utils poppler-utils flatpak-builder
  xdotool x11-utils imagemagick
  locales
"
# `setup-debian.sh --bench`: also what bench/compare.sh compares with (gnuplot, GNOME Text
# Editor), the session bus their start-ups are measured on, and the profiler the README's
# Performance section uses
if [ "${1:-}" = "--bench" ]; then
  PACKAGES="$PACKAGES gnuplot-nox gnome-text-editor dbus-daemon valgrind"
fi
# The tests check the Simplified Chinese interface, and numbers under a locale whose decimal
# point is a comma: both locales must exist
LOCALES="zh_CN de_DE"

missing=
for pkg in $PACKAGES; do
  if ! dpkg-query -W -f '${db:Status-Abbrev}' "$pkg" 2>/dev/null | grep -q '^ii'; then
    missing="$missing $pkg"
  fi
done

missing_locales=
for loc in $LOCALES; do
  if ! locale -a 2>/dev/null | grep -qi "^$loc\.utf-\?8\$"; then
    missing_locales="$missing_locales $loc"
  fi
done

[ -n "$missing$missing_locales" ] || exit 0

# Root, or sudo; else say what to do
if [ "$(id -u)" -eq 0 ]; then
  SUDO=
elif command -v sudo >/dev/null 2>&1; then
  SUDO=sudo
else
  echo "setup-debian.sh: Breakeven needs what only root can install. As root, run:" >&2
  [ -z "$missing" ] || echo "  apt-get install --no-install-recommends$missing" >&2
  for loc in $missing_locales; do
    echo "  localedef -i $loc -f UTF-8 $loc.UTF-8" >&2
  done
  echo "then run this command again." >&2
  exit 1
fi

if [ -n "$missing" ]; then
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  # An older release may lack a package (appstream-compose before Debian 12 / Ubuntu 23.04):
  # its tests are then skipped
  available=
  for pkg in $missing; do
    if apt-cache show "$pkg" >/dev/null 2>&1; then
      available="$available $pkg"
    else
      echo "setup-debian.sh: $pkg is not packaged here; skipped" >&2
    fi
  done
  missing=$available
fi
if [ -n "$missing" ]; then
  echo "setup-debian.sh: installing$missing"
  # shellcheck disable=SC2086
  $SUDO apt-get install -y -qq --no-install-recommends $missing >/dev/null
fi

for loc in $missing_locales; do
  echo "setup-debian.sh: generating the $loc.UTF-8 locale"
  $SUDO localedef -i "$loc" -f UTF-8 "$loc.UTF-8"
done
