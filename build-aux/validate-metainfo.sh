#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Validates the AppStream metadata pedantically and fails on every issue not explained here.
#   validate-metainfo.sh APPSTREAMCLI METAINFO.xml
#
# Explained issues (appstream 0.16 on Debian 12; Flathub runs a current 1.x):
#   cid-contains-uppercase-letter  the last part of a reverse-DNS application id is written in
#                                  CamelCase by GNOME convention (it names the desktop file,
#                                  the icon and the D-Bus name, and cannot change); pedantic only
#   unknown-tag developer          <developer id><name> is the AppStream 1.0 form that Flathub
#                                  requires; 0.16 does not know it and reads <developer_name>,
#                                  kept beside it for older software centres
set -u

appstreamcli=$1
metainfo=$2

report=$("$appstreamcli" validate --no-net --pedantic --no-color "$metainfo" 2>&1)
status=$?
printf '%s\n' "$report"

unexplained=$(printf '%s\n' "$report" \
  | grep -E '^[EWIP]: ' \
  | grep -v -E '^P: [^ ]+ cid-contains-uppercase-letter ' \
  | grep -v -E '^I: [^ ]+ unknown-tag developer$')
if [ -n "$unexplained" ]; then
  echo "Issues not explained in $0:" >&2
  printf '%s\n' "$unexplained" >&2
  exit 1
fi
if [ "$status" -ne 0 ]; then
  echo "appstreamcli validate failed (exit $status)" >&2
  exit 1
fi
