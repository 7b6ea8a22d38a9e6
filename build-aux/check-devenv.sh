#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Uninstalled runs: `meson devenv` starts the program with its schema and catalogs, and the
# plain binary without the schema says what to do instead of aborting.
#   check-devenv.sh MESON BUILDDIR VERSION
set -u

meson=$1
builddir=$2
version=$3
status=0

out=$("$meson" devenv -C "$builddir" breakeven --version 2>&1)
if [ "$out" = "breakeven $version" ]; then
  echo "ok - meson devenv: $out"
else
  echo "not ok - meson devenv breakeven --version said: $out" >&2
  status=1
fi

# The schema and the catalogs that devenv points at
if keys=$("$meson" devenv -C "$builddir" gsettings list-keys io.github.breakeven.Breakeven 2>&1) \
   && printf '%s\n' "$keys" | grep -qx 'last-file'; then
  echo "ok - meson devenv finds the settings schema"
else
  echo "not ok - meson devenv does not find the settings schema: $keys" >&2
  status=1
fi
mo=$("$meson" devenv -C "$builddir" sh -c 'echo "$BREAKEVEN_LOCALEDIR/zh_CN/LC_MESSAGES/breakeven.mo"')
if [ -s "$mo" ]; then
  echo "ok - meson devenv points at the catalogs: $mo"
else
  echo "not ok - no catalog at $mo" >&2
  status=1
fi

# The plain binary where no schema is installed at all
empty=$(mktemp -d)
trap 'rm -rf "$empty"' EXIT
err=$(env -u GSETTINGS_SCHEMA_DIR XDG_DATA_DIRS="$empty" XDG_DATA_HOME="$empty" \
      "$builddir/src/breakeven" 2>&1 >/dev/null)
code=$?
if [ "$code" -eq 1 ] && printf '%s\n' "$err" | grep -q 'meson devenv -C BUILDDIR breakeven'; then
  echo "ok - without the schema: $(printf '%s\n' "$err" | head -n 1)"
else
  echo "not ok - without the schema the binary exited $code: $err" >&2
  status=1
fi
exit "$status"
