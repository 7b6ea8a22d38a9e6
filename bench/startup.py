#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Start-up of Breakeven against GNOME Text Editor, interleaved runs, medians.

    startup.py BUILDDIR [--runs N] [--json FILE]

Needs an X display (compare.sh runs it under xvfb-run).  Each run starts the program with
bench/frame-probe.so preloaded, which notes when the program presents its window, when the
window is mapped and when its frame clock has painted the first frame; the run's figures are
process start -> first frame drawn, window mapped -> first frame, and the resident memory
(VmRSS) 2 s after the start.  Breakeven opens the sample (its first start: no last file);
Text Editor a small text file.  Both get a fresh empty home (XDG_*), in-memory settings and
the same display.
"""

import json
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time

IDLE_SECONDS = 2.0
TIMEOUT_SECONDS = 20.0


def rss_kb(pid):
    try:
        with open(f"/proc/{pid}/status", encoding="ascii") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return None


def read_log(path):
    marks = {}
    try:
        with open(path, encoding="ascii") as f:
            for line in f:
                what, _, value = line.partition(" ")
                marks.setdefault(what, int(value))
    except OSError:
        pass
    return marks


def one_run(argv, env, probe):
    home = tempfile.mkdtemp(prefix="startup-")
    log = os.path.join(home, "frames.log")
    run_env = dict(env)
    for key, sub in (("XDG_CONFIG_HOME", "config"), ("XDG_DATA_HOME", "data"),
                     ("XDG_CACHE_HOME", "cache"), ("XDG_STATE_HOME", "state")):
        os.makedirs(os.path.join(home, sub))
        run_env[key] = os.path.join(home, sub)
    run_env["BENCH_FRAME_LOG"] = log
    run_env["LD_PRELOAD"] = probe
    start = time.monotonic_ns() // 1000
    process = subprocess.Popen(argv, env=run_env, stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL)
    try:
        while "frame" not in read_log(log):
            if process.poll() is not None or time.monotonic_ns() // 1000 - start > TIMEOUT_SECONDS * 1e6:
                raise RuntimeError(f"{argv[0]} drew no frame (exit {process.poll()})")
            time.sleep(0.002)
        rest = start / 1e6 + IDLE_SECONDS - time.monotonic()
        if rest > 0:
            time.sleep(rest)
        memory = rss_kb(process.pid)
    finally:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        marks = read_log(log)
        shutil.rmtree(home, ignore_errors=True)
    return {
        "start_to_frame_ms": (marks["frame"] - start) / 1000,
        "map_to_frame_ms": (marks["frame"] - marks["map"]) / 1000,
        "rss_mb": memory / 1024 if memory is not None else float("nan"),
    }


def summarise(runs):
    return {key: statistics.median(r[key] for r in runs) for key in runs[0]}


def main(argv):
    args = argv[1:]
    if not args or args[0].startswith("-"):
        print(__doc__.strip(), file=sys.stderr)
        return 2
    builddir = os.path.abspath(args.pop(0))
    runs, json_path = 11, None
    while args:
        option = args.pop(0)
        if option == "--runs" and args:
            runs = int(args.pop(0))
        elif option == "--json" and args:
            json_path = args.pop(0)
        else:
            print(__doc__.strip(), file=sys.stderr)
            return 2
    if not os.environ.get("DISPLAY"):
        print("startup.py: no display; run it under xvfb-run", file=sys.stderr)
        return 2
    editor = shutil.which("gnome-text-editor")
    if editor is None:
        print("startup.py: gnome-text-editor is not installed "
              "(build-aux/setup-debian.sh --bench installs it)", file=sys.stderr)
        return 2

    probe = os.path.join(builddir, "bench", "frame-probe.so")
    env = dict(os.environ,
               GDK_BACKEND="x11", GSK_RENDERER="cairo", GDK_DEBUG="gl-disable",
               GTK_A11Y="test", GSETTINGS_BACKEND="memory", ADW_DISABLE_PORTAL="1",
               NO_AT_BRIDGE="1", LC_ALL="C.UTF-8",
               # What `meson devenv` gives the uninstalled program
               GSETTINGS_SCHEMA_DIR=os.path.join(builddir, "data"),
               BREAKEVEN_LOCALEDIR=os.path.join(builddir, "po"))
    scratch = tempfile.mkdtemp(prefix="startup-text-")
    text_file = os.path.join(scratch, "notes.txt")
    with open(text_file, "w", encoding="utf-8") as f:
        f.write("Build or rent?\n" * 20)
    programs = {
        "breakeven": [os.path.join(builddir, "src", "breakeven")],
        "text-editor": [editor, "--standalone", text_file],
    }
    results = {name: [] for name in programs}
    try:
        for name, command in programs.items():  # warm the file cache once, unmeasured
            one_run(command, env, probe)
        for _ in range(runs):
            for name, command in programs.items():
                results[name].append(one_run(command, env, probe))
    finally:
        shutil.rmtree(scratch, ignore_errors=True)

    medians = {name: summarise(r) for name, r in results.items()}
    b, t = medians["breakeven"], medians["text-editor"]
    out = {
        "runs": runs,
        "breakeven": b,
        "text_editor": t,
        "start_ratio": b["start_to_frame_ms"] / t["start_to_frame_ms"],
        "rss_ratio": b["rss_mb"] / t["rss_mb"],
    }
    print(f"{'start-up, median of ' + str(runs):<34} {'Breakeven':>10} {'Text Editor':>12} {'ratio':>7}")
    print(f"{'process start -> first frame (ms)':<34} {b['start_to_frame_ms']:10.1f} "
          f"{t['start_to_frame_ms']:12.1f} {out['start_ratio']:7.2f}")
    print(f"{'window mapped -> first frame (ms)':<34} {b['map_to_frame_ms']:10.1f} "
          f"{t['map_to_frame_ms']:12.1f} "
          f"{b['map_to_frame_ms'] / t['map_to_frame_ms']:7.2f}")
    print(f"{'idle memory 2 s after start (MB)':<34} {b['rss_mb']:10.1f} {t['rss_mb']:12.1f} "
          f"{out['rss_ratio']:7.2f}")
    if json_path:
        with open(json_path, "w", encoding="utf-8") as f:
            json.dump(out, f, indent=2)
            f.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
