#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Installs the build into a scratch DESTDIR inside the build directory and checks that it is a
complete GNOME application.

    check-install-tree.py BUILDDIR NAME                  every file a GNOME app installs
    check-install-tree.py BUILDDIR NAME --compose APPSTREAMCLI
                                                         appstreamcli compose on the tree

NAME names the scratch folder (BUILDDIR/NAME), so that the two tests can run side by side.
"""

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

APP_ID = "io.github.breakeven.Breakeven"


def fail(message):
    print(f"FAIL: {message}", file=sys.stderr)
    return 1


def install(builddir, destdir):
    if os.path.exists(destdir):
        shutil.rmtree(destdir)
    env = dict(os.environ, DESTDIR=destdir)
    meson = os.environ.get("MESON", "meson")
    subprocess.run([meson, "install", "-C", builddir, "--no-rebuild", "--quiet",
                    "--destdir", destdir], check=True, env=env, stdout=subprocess.DEVNULL)
    with open(os.path.join(builddir, "meson-info", "intro-buildoptions.json"),
              encoding="utf-8") as f:
        options = {o["name"]: o["value"] for o in json.load(f)}
    prefix = options["prefix"]
    return prefix, destdir + prefix, options


def required_files(options):
    bindir = options["bindir"]
    datadir = options["datadir"]
    localedir = options["localedir"]
    libexecdir = options["libexecdir"]
    return {
        "the program": f"{bindir}/breakeven",
        "the window's program": f"{libexecdir}/breakeven-gui",
        "the command line's program": f"{libexecdir}/breakeven-cli",
        "the drawing program": f"{libexecdir}/breakeven-draw",
        "the desktop file": f"{datadir}/applications/{APP_ID}.desktop",
        "the AppStream metadata": f"{datadir}/metainfo/{APP_ID}.metainfo.xml",
        "the scalable icon": f"{datadir}/icons/hicolor/scalable/apps/{APP_ID}.svg",
        "the symbolic icon": f"{datadir}/icons/hicolor/symbolic/apps/{APP_ID}-symbolic.svg",
        "the MIME type": f"{datadir}/mime/packages/{APP_ID}.xml",
        "the settings schema": f"{datadir}/glib-2.0/schemas/{APP_ID}.gschema.xml",
        "the Simplified Chinese catalog": f"{localedir}/zh_CN/LC_MESSAGES/breakeven.mo",
        "the licence": f"{datadir}/licenses/{APP_ID}/COPYING",
    }


def read_desktop_keys(path):
    keys = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            if "=" in line and not line.startswith("#"):
                key, value = line.rstrip("\n").split("=", 1)
                keys.setdefault(key, value)
    return keys


def check_tree(root, options):
    status = 0
    for what, rel in required_files(options).items():
        path = os.path.join(root, rel)
        if not os.path.isfile(path) or os.path.getsize(path) == 0:
            status = fail(f"{what} is not installed: {rel}")
        else:
            print(f"ok - {what}: {rel}")
    if status:
        return status

    for program in (os.path.join(root, options["bindir"], "breakeven"),
                    os.path.join(root, options["libexecdir"], "breakeven-gui"),
                    os.path.join(root, options["libexecdir"], "breakeven-cli"),
                    os.path.join(root, options["libexecdir"], "breakeven-draw")):
        if not os.access(program, os.X_OK):
            status = fail(f"{program} is not executable")
    # The command line runs without GTK: only the window's program links it; and without
    # cairo or Pango but for the exports that draw
    readelf = shutil.which("readelf")
    for program in (os.path.join(root, options["bindir"], "breakeven"),
                    os.path.join(root, options["libexecdir"], "breakeven-cli")):
        if not readelf:
            break
        run = subprocess.run([readelf, "-d", program], capture_output=True, text=True)
        needed = re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", run.stdout)
        if not needed:
            status = fail(f"readelf -d {program} names no shared library: {run.stderr}")
        elif any(n.startswith(("libgtk-4", "libadwaita-1")) for n in needed):
            status = fail(f"{program} links {', '.join(needed)}: GTK is for the window only")
        elif any(n.startswith(("libcairo", "libpango")) for n in needed):
            # --summary loads neither: the exports that draw run breakeven-draw
            status = fail(f"{program} links {', '.join(needed)}: cairo and Pango are for the "
                          "drawing program only")
        else:
            print(f"ok - {os.path.basename(program)} links no GTK, cairo or Pango "
                  f"({len(needed)} libraries)")

    desktop = read_desktop_keys(os.path.join(root, options["datadir"], "applications",
                                             APP_ID + ".desktop"))
    if desktop.get("Exec", "").split()[0] != "breakeven":
        status = fail(f"the desktop file starts {desktop.get('Exec')}, not breakeven")
    if desktop.get("Icon") != APP_ID:
        status = fail(f"the desktop file's icon is {desktop.get('Icon')}, not {APP_ID}")
    if "application/x-breakeven;" not in desktop.get("MimeType", ""):
        status = fail("the desktop file does not open application/x-breakeven")

    metainfo = open(os.path.join(root, options["datadir"], "metainfo",
                                 APP_ID + ".metainfo.xml"), encoding="utf-8").read()
    for needle in (f"<id>{APP_ID}</id>",
                   f'<launchable type="desktop-id">{APP_ID}.desktop</launchable>',
                   "<binary>breakeven</binary>",
                   "<mediatype>application/x-breakeven</mediatype>"):
        if needle not in metainfo:
            status = fail(f"the metadata lacks {needle}")

    mime = open(os.path.join(root, options["datadir"], "mime", "packages", APP_ID + ".xml"),
                encoding="utf-8").read()
    if "<generic-icon " not in mime and "<icon " not in mime:
        status = fail("the MIME type names no icon")

    # What gnome.post_install makes on a real install (skipped under DESTDIR, as for packages):
    # the schema compiles, and the installed desktop file is valid
    schemas = os.path.join(root, options["datadir"], "glib-2.0", "schemas")
    run = subprocess.run(["glib-compile-schemas", "--strict", "--dry-run", schemas],
                         capture_output=True, text=True)
    if run.returncode != 0:
        status = fail(f"the installed schema does not compile: {run.stderr.strip()}")
    validator = shutil.which("desktop-file-validate")
    if validator:
        run = subprocess.run([validator, os.path.join(root, options["datadir"], "applications",
                                                      APP_ID + ".desktop")],
                             capture_output=True, text=True)
        if run.returncode != 0 or run.stdout.strip():
            status = fail(f"the installed desktop file: {run.stdout.strip()}")

    # The installed program runs: its version, with no display
    run = subprocess.run([program, "--version"], capture_output=True, text=True)
    if run.returncode != 0 or not run.stdout.startswith("breakeven "):
        status = fail(f"{program} --version: {run.returncode} {run.stdout}{run.stderr}")
    else:
        print(f"ok - the installed program says {run.stdout.strip()}")
    return status


def compose(appstreamcli, destdir, prefix, builddir):
    result = tempfile.mkdtemp(prefix="compose-", dir=builddir)
    try:
        run = subprocess.run([appstreamcli, "compose", "--no-net", "--no-color",
                              "--print-report=full", f"--prefix={prefix}",
                              "--origin=breakeven", f"--result-root={result}",
                              f"--components={APP_ID}", destdir],
                             capture_output=True, text=True)
        print(run.stdout, run.stderr)
        if run.returncode != 0:
            return fail(f"appstreamcli compose exited {run.returncode}")
        catalog = None
        for dirpath, _, files in os.walk(result):
            for name in files:
                if name.startswith("breakeven") and name.endswith((".xml.gz", ".xml")):
                    catalog = os.path.join(dirpath, name)
        if catalog is None:
            return fail("appstreamcli compose wrote no catalog")
        import gzip
        opener = gzip.open if catalog.endswith(".gz") else open
        with opener(catalog, "rt", encoding="utf-8") as f:
            text = f.read()
        if f"<id>{APP_ID}</id>" not in text:
            return fail(f"the composed catalog {catalog} lacks {APP_ID}")
        if "<icon type=\"cached\"" not in text:
            return fail("the composed catalog has no cached icon: the icon was not found")
        # Every hint fails but one: <developer id><name> is the AppStream 1.0 form that Flathub
        # requires, unknown to Debian 12's appstream 0.16 (validate-metainfo.sh explains it)
        report = re.sub(r"\x1b\[[0-9;]*m", "", run.stdout + run.stderr).splitlines()
        for i, line in enumerate(report):
            hint = re.match(r"\s*([EWI]): (\S+)", line)
            if not hint:
                continue
            detail = report[i + 1].strip() if i + 1 < len(report) else ""
            if hint.group(1) == "I" and hint.group(2) == "asv-unknown-tag" \
                    and detail.endswith("- developer"):
                continue
            return fail(f"appstreamcli compose: {line.strip()} {detail}")
        print(f"ok - composed {catalog}")
        return 0
    finally:
        shutil.rmtree(result, ignore_errors=True)


def main(argv):
    if len(argv) not in (3, 5) or (len(argv) == 5 and argv[3] != "--compose"):
        print(__doc__.strip(), file=sys.stderr)
        return 2
    builddir = os.path.abspath(argv[1])
    destdir = os.path.join(builddir, argv[2])
    prefix, root, options = install(builddir, destdir)
    try:
        if len(argv) == 5:
            return compose(argv[4], destdir, prefix, builddir)
        return check_tree(root, options)
    finally:
        shutil.rmtree(destdir, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main(sys.argv))
