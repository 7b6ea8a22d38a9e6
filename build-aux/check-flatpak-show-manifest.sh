#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The Flatpak manifest as flatpak-builder reads it: fails on a parse error and on any warning
# (flatpak-builder only warns about an unknown or misspelt key, and exits 0).
#   check-flatpak-show-manifest.sh FLATPAK-BUILDER MANIFEST.json
set -u

builder=$1
manifest=$(cd "$(dirname "$2")" && pwd)/$(basename "$2")
tmp=$(mktemp -d)
out=$tmp/out
err=$tmp/err
trap 'rm -rf "$tmp"' EXIT

# From a scratch folder: flatpak-builder leaves its state folder (.flatpak-builder) where it runs
(cd "$tmp" && "$builder" --show-manifest "$manifest") >"$out" 2>"$err"
status=$?
cat "$err" >&2
if [ "$status" -ne 0 ]; then
  echo "flatpak-builder --show-manifest failed (exit $status)" >&2
  exit 1
fi
if grep -q -i -E 'warning|critical|unknown' "$err"; then
  echo "flatpak-builder warned about $manifest" >&2
  exit 1
fi
if ! grep -q '"id" : "io.github.breakeven.Breakeven"' "$out"; then
  echo "flatpak-builder did not read the application id" >&2
  exit 1
fi
echo "flatpak-builder reads $manifest without a warning"
