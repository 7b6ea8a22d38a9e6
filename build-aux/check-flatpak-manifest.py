#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Checks a Flatpak manifest against the rules of Flathub's linter (flatpak-builder-lint) that
need no network and no build, plus this project's own sandbox rule.

    check-flatpak-manifest.py MANIFEST.json     one line per problem, exit 1 if any
    check-flatpak-manifest.py --self-test       each rule refuses a manifest that breaks it

The linter's error names are given in brackets so that a failure can be looked up.
"""

import json
import sys

# Flathub wants io.github.USER.APP and the like, never the code hosting site's own domain
CODE_HOSTING_PREFIXES = ("io.github.", "io.gitlab.", "page.codeberg.", "io.sourceforge.",
                         "io.frama.", "org.gnome.gitlab.", "org.freedesktop.gitlab.")
CODE_HOSTING_DOMAINS = ("com.github.", "com.gitlab.", "org.gitlab.", "org.github.",
                        "org.codeberg.", "com.bitbucket.", "org.bitbucket.",
                        "net.sourceforge.", "io.sr.", "ht.sr.")

# What the application needs, and nothing else: see flatpak/README.md
EXPECTED_FINISH_ARGS = ["--share=ipc", "--socket=fallback-x11", "--socket=wayland",
                        "--device=dri"]

NETWORK_ARGS = ("--share=network",)
FILESYSTEM_PREFIXES = ("--filesystem", "--persist")


def check(manifest):
    """The problems of MANIFEST (a parsed JSON object), as a list of strings."""
    problems = []
    if not isinstance(manifest, dict):
        return ["the manifest is not a JSON object"]

    app_id = manifest.get("id", manifest.get("app-id"))
    if not isinstance(app_id, str) or not app_id:
        problems.append("no application id [appid-not-defined]")
        app_id = ""
    elif "app-id" in manifest:
        problems.append("'app-id' is the old key: write 'id'")
    parts = app_id.split(".")
    if app_id and len(parts) < 4:
        problems.append(f"the id {app_id} has {len(parts)} components, at least 4 are needed "
                        "[appid-code-hosting-too-few-components]")
    if any(p == "" for p in parts):
        problems.append(f"the id {app_id} has an empty component")
    if app_id.lower().startswith(CODE_HOSTING_DOMAINS):
        problems.append(f"the id {app_id} uses a code hosting domain: write io.github.USER.APP "
                        "or the like [appid-uses-code-hosting-domain]")
    if app_id and not app_id.startswith(CODE_HOSTING_PREFIXES):
        problems.append(f"the id {app_id} is on no code hosting domain: this project's id is "
                        "io.github.breakeven.Breakeven")
    if app_id.lower().endswith(".desktop"):
        problems.append(f"the id {app_id} ends with .desktop [appid-ends-with-lowercase-desktop]")

    for key in ("branch", "default-branch"):
        if key in manifest:
            problems.append(f"top-level '{key}': Flathub sets the branch itself "
                            "[toplevel-unnecessary-branch]")

    if not manifest.get("command"):
        problems.append("no 'command' [toplevel-no-command]")
    for key in ("runtime", "runtime-version", "sdk"):
        if not manifest.get(key):
            problems.append(f"no '{key}'")
    if manifest.get("runtime") != "org.gnome.Platform" or manifest.get("sdk") != "org.gnome.Sdk":
        problems.append("the runtime must be org.gnome.Platform with org.gnome.Sdk")

    finish_args = manifest.get("finish-args", [])
    if not isinstance(finish_args, list) or not all(isinstance(a, str) for a in finish_args):
        problems.append("'finish-args' is not a list of strings")
        finish_args = []
    sockets = {a.split("=", 1)[1] for a in finish_args if a.startswith("--socket=")}
    if "fallback-x11" in sockets and "wayland" not in sockets:
        problems.append("--socket=fallback-x11 without --socket=wayland "
                        "[finish-args-fallback-x11-without-wayland]")
    if "x11" in sockets and "fallback-x11" in sockets:
        problems.append("both --socket=x11 and --socket=fallback-x11 "
                        "[finish-args-contains-both-x11-and-fallback]")
    if "x11" in sockets and "wayland" in sockets:
        problems.append("both --socket=x11 and --socket=wayland: use fallback-x11 "
                        "[finish-args-contains-both-x11-and-wayland]")
    if sockets & {"x11", "fallback-x11"} and "--share=ipc" not in finish_args:
        problems.append("X11 without --share=ipc [finish-args-x11-without-ipc]")
    if not sockets & {"wayland", "x11", "fallback-x11"}:
        problems.append("no display socket: a GUI needs wayland and fallback-x11")
    for arg in finish_args:
        if arg.startswith(FILESYSTEM_PREFIXES):
            problems.append(f"{arg}: files come through the portal's file chooser "
                            "[finish-args-*-filesystem-access]")
        if arg in NETWORK_ARGS:
            problems.append(f"{arg}: Breakeven never goes on the network")
        if arg.startswith("--talk-name=org.freedesktop.Flatpak"):
            problems.append(f"{arg}: escapes the sandbox [finish-args-flatpak-spawn-access]")
        if arg in ("--device=all", "--socket=session-bus", "--socket=system-bus"):
            problems.append(f"{arg}: far more than the application needs")
    if finish_args != EXPECTED_FINISH_ARGS:
        problems.append("finish-args must be exactly " + " ".join(EXPECTED_FINISH_ARGS)
                        + " (flatpak/README.md says why each), not " + " ".join(finish_args))

    def check_cleanup(where, cleanup):
        if not isinstance(cleanup, list):
            problems.append(f"{where}'cleanup' is not a list")
            return
        for entry in cleanup:
            if isinstance(entry, str) and entry.rstrip("/").startswith("/lib/debug"):
                problems.append(f"{where}cleanup of {entry}: the debug extension needs it "
                                "[toplevel-cleanup-debug / module-*-cleanup-debug]")

    check_cleanup("", manifest.get("cleanup", []))
    for needed in ("/include", "/lib/pkgconfig", "*.a"):
        if needed not in manifest.get("cleanup", []):
            problems.append(f"top-level 'cleanup' lacks {needed} (headers, pkg-config files, "
                            "static libraries)")

    modules = manifest.get("modules")
    if not isinstance(modules, list) or not modules:
        problems.append("no modules")
        modules = []

    def walk(mods, depth):
        for module in mods:
            if isinstance(module, str):
                continue  # an included file: not read here
            if not isinstance(module, dict):
                problems.append("a module is not an object")
                continue
            name = module.get("name")
            if not name:
                problems.append("a module has no name [module-missing-name]")
            where = f"module {name}: "
            check_cleanup(where, module.get("cleanup", []))
            if "sources" not in module or not module["sources"]:
                problems.append(where + "no sources")
            for source in module.get("sources", []):
                if isinstance(source, dict) and source.get("type") in ("archive", "file") \
                        and "url" in source and not any(k in source for k in ("sha256", "sha512")):
                    problems.append(where + "a downloaded source without a checksum")
                if isinstance(source, dict) and source.get("type") == "git" \
                        and "url" in source and "commit" not in source and "tag" not in source \
                        and "branch" not in source:
                    problems.append(where + "a git source pinned to nothing")
            walk(module.get("modules", []), depth + 1)

    walk(modules, 0)
    if modules and isinstance(modules[-1], dict):
        last = modules[-1]
        if last.get("buildsystem") != "meson":
            problems.append("the last module (the application) is not built with meson")
    return problems


def self_test(good):
    """Each rule refuses a copy of GOOD broken in its way; GOOD itself passes."""
    import copy

    def broken(change):
        m = copy.deepcopy(good)
        change(m)
        return m

    def set_key(key, value):
        return lambda m: m.__setitem__(key, value)

    def del_key(key):
        return lambda m: m.pop(key)

    cases = {
        "three-component id": set_key("id", "io.github.Breakeven"),
        "code hosting domain": set_key("id", "com.github.breakeven.Breakeven"),
        "top-level branch": set_key("branch", "stable"),
        "no command": del_key("command"),
        "fallback-x11 without wayland":
            set_key("finish-args", ["--share=ipc", "--socket=fallback-x11", "--device=dri"]),
        "x11 without ipc": set_key("finish-args", ["--socket=fallback-x11", "--socket=wayland"]),
        "home access": lambda m: m["finish-args"].append("--filesystem=home"),
        "network": lambda m: m["finish-args"].append("--share=network"),
        "debug cleanup": lambda m: m["cleanup"].append("/lib/debug"),
        "module debug cleanup": lambda m: m["modules"][-1].setdefault("cleanup", []).append(
            "/lib/debug/source"),
        "no header cleanup": lambda m: m["cleanup"].remove("/include"),
    }
    failures = []
    if check(good):
        failures.append("the manifest itself: " + "; ".join(check(good)))
    for name, change in cases.items():
        if not check(broken(change)):
            failures.append(f"not refused: {name}")
        else:
            print(f"ok - refuses {name}: {check(broken(change))[0]}")
    return failures


def main(argv):
    if len(argv) == 3 and argv[1] == "--self-test":
        with open(argv[2], encoding="utf-8") as f:
            failures = self_test(json.load(f))
        for failure in failures:
            print(f"not ok - {failure}", file=sys.stderr)
        return 1 if failures else 0
    if len(argv) != 2:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    try:
        with open(argv[1], encoding="utf-8") as f:
            manifest = json.load(f)
    except (OSError, ValueError) as e:
        print(f"{argv[1]}: {e}", file=sys.stderr)
        return 1
    problems = check(manifest)
    for problem in problems:
        print(f"{argv[1]}: {problem}", file=sys.stderr)
    if not problems:
        print(f"{argv[1]}: no problem found")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
