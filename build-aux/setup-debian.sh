#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs what building and testing Breakeven needs on Debian 12 / Ubuntu 22.04 or newer.
set -eu

SUDO=
if [ "$(id -u)" -ne 0 ]; then
  SUDO=sudo
fi

export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends \
  gcc meson ninja-build pkgconf gettext \
  libglib2.0-dev libgtk-4-dev libadwaita-1-dev libxml2-dev libjson-glib-dev \
  libcairo2-dev libpango1.0-dev \
  xvfb xauth librsvg2-common adwaita-icon-theme \
  fonts-dejavu-core fonts-noto-cjk \
  desktop-file-utils appstream libxml2-utils poppler-utils flatpak-builder \
  locales >/dev/null

# The tests check the Simplified Chinese interface, and numbers under a locale whose decimal
# point is a comma: both locales must exist
for loc in zh_CN de_DE; do
  if ! locale -a 2>/dev/null | grep -qi "^$loc\.utf-\?8\$"; then
    $SUDO localedef -i "$loc" -f UTF-8 "$loc.UTF-8"
  fi
done
