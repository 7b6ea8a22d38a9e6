#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Start-up of Breakeven against GNOME Text Editor, interleaved runs, medians.

    startup.py BUILDDIR [--runs N] [--json FILE] [--before OLDBUILDDIR]

Needs an X display (compare.sh runs it under xvfb-run).  Each run starts the program with
bench/frame-probe.so preloaded, which notes when the program presents its window, when the
window is mapped and when its frame clock has painted the first frame; the run's figures are
process start -> first frame drawn, window mapped -> first frame, and the resident memory
(VmRSS) 2 s after the start.  Breakeven opens the sample (its first start: no last file);
Text Editor a small text file.  Both get a fresh empty home (XDG_*), in-memory settings and
the same display, and one session bus as on a desktop (a dbus-daemon of their own when the
environment has none: without it, GLib tries to start one, `dbus-launch`, twice in each
start-up, once to register the application and once for GTK's file transfer portal, and each
waits for that).  --before: an older build's Breakeven too, in the same interleaved runs, so
that its figures and this build's are measured alike ("before" in the JSON).
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

import benchargs

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
                if what == "loaded":
                    # the last program the process became (Breakeven's command execs the window's)
                    marks[what] = int(value)
                else:
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
    to_frame = (marks["frame"] - start) / 1000
    return {
        "start_to_frame_ms": to_frame,
        "map_to_frame_ms": (marks["frame"] - marks["map"]) / 1000,
        "rss_mb": memory / 1024 if memory is not None else float("nan"),
        # where the time to the first frame goes
        "start_to_loaded_ms": (marks["loaded"] - start) / 1000,
        "loaded_to_present_ms": (marks["present"] - marks["loaded"]) / 1000,
        "present_to_frame_ms": (marks["frame"] - marks["present"]) / 1000,
        "cpu_to_present_ms": marks["present-cpu"] / 1000,
        "cpu_to_frame_ms": marks["frame-cpu"] / 1000,
        "waited_to_frame_ms": to_frame - marks["frame-cpu"] / 1000,
        "faults_to_frame": marks["frame-faults"],
        "waits_to_frame": marks["frame-waits"],
    }


def summarise(runs):
    return {key: statistics.median(r[key] for r in runs) for key in runs[0]}


def main(argv):
    parsed = benchargs.parse(argv, __doc__, runs=11)
    if parsed is None:
        return 2
    builddir, runs, json_path, before = parsed
    if not os.environ.get("DISPLAY"):
        print("startup.py: no display; run it under xvfb-run", file=sys.stderr)
        return 2
    editor = shutil.which("gnome-text-editor")
    if editor is None:
        print("startup.py: gnome-text-editor is not installed "
              "(build-aux/setup-debian.sh --bench installs it)", file=sys.stderr)
        return 2

    probe = os.path.join(builddir, "bench", "frame-probe.so")
    def build_env(build):
        return dict(os.environ,
                    GDK_BACKEND="x11", GSK_RENDERER="cairo", GDK_DEBUG="gl-disable",
                    GTK_A11Y="test", GSETTINGS_BACKEND="memory", ADW_DISABLE_PORTAL="1",
                    NO_AT_BRIDGE="1", LC_ALL="C.UTF-8",
                    # What `meson devenv` gives the uninstalled program
                    GSETTINGS_SCHEMA_DIR=os.path.join(build, "data"),
                    BREAKEVEN_LOCALEDIR=os.path.join(build, "po"))

    env = build_env(builddir)
    bus = None
    if not os.environ.get("DBUS_SESSION_BUS_ADDRESS"):
        daemon = shutil.which("dbus-daemon")
        if daemon is None:
            print("startup.py: dbus-daemon is not installed "
                  "(build-aux/setup-debian.sh --bench installs it)", file=sys.stderr)
            return 2
        bus = subprocess.Popen([daemon, "--session", "--nofork", "--print-address=1"],
                               stdout=subprocess.PIPE, text=True)
        address = bus.stdout.readline().strip()
        # this build's environment is made already; the older build's is made from os.environ
        env["DBUS_SESSION_BUS_ADDRESS"] = os.environ["DBUS_SESSION_BUS_ADDRESS"] = address
    scratch = tempfile.mkdtemp(prefix="startup-text-")
    text_file = os.path.join(scratch, "notes.txt")
    with open(text_file, "w", encoding="utf-8") as f:
        f.write("Build or rent?\n" * 20)
    # name: (command, environment); the one probe measures every program alike
    programs = {
        "breakeven": ([os.path.join(builddir, "src", "breakeven")], env),
        "text-editor": ([editor, "--standalone", text_file], env),
    }
    if before:
        programs["before"] = ([os.path.join(before, "src", "breakeven")], build_env(before))
    results = {name: [] for name in programs}
    try:
        for name, (command, run_env) in programs.items():  # warm the file cache, unmeasured
            one_run(command, run_env, probe)
        for _ in range(runs):
            for name, (command, run_env) in programs.items():
                results[name].append(one_run(command, run_env, probe))
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
        if bus is not None:
            bus.terminate()
            bus.wait()

    medians = {name: summarise(r) for name, r in results.items()}
    b, t = medians["breakeven"], medians["text-editor"]
    out = {
        "runs": runs,
        "breakeven": b,
        "text_editor": t,
        "start_ratio": b["start_to_frame_ms"] / t["start_to_frame_ms"],
        "rss_ratio": b["rss_mb"] / t["rss_mb"],
    }
    if before:
        out["before"] = medians["before"]
    out["session_bus"] = "its own dbus-daemon" if bus is not None else "the environment's"
    print(f"session bus: {out['session_bus']}")
    print(f"{'start-up, median of ' + str(runs):<34} {'Breakeven':>10} {'Text Editor':>12} {'ratio':>7}")
    print(f"{'process start -> first frame (ms)':<34} {b['start_to_frame_ms']:10.1f} "
          f"{t['start_to_frame_ms']:12.1f} {out['start_ratio']:7.2f}")
    print(f"{'window mapped -> first frame (ms)':<34} {b['map_to_frame_ms']:10.1f} "
          f"{t['map_to_frame_ms']:12.1f} "
          f"{b['map_to_frame_ms'] / t['map_to_frame_ms']:7.2f}")
    print(f"{'idle memory 2 s after start (MB)':<34} {b['rss_mb']:10.1f} {t['rss_mb']:12.1f} "
          f"{out['rss_ratio']:7.2f}")
    if before:
        o = out["before"]
        print(f"{'before: start -> first frame (ms)':<34} {o['start_to_frame_ms']:10.1f} "
              f"{t['start_to_frame_ms']:12.1f} {o['start_to_frame_ms'] / t['start_to_frame_ms']:7.2f}")
        print(f"{'before: mapped -> first frame (ms)':<34} {o['map_to_frame_ms']:10.1f} "
              f"{t['map_to_frame_ms']:12.1f} {o['map_to_frame_ms'] / t['map_to_frame_ms']:7.2f}")
        print(f"{'before: idle memory (MB)':<34} {o['rss_mb']:10.1f} {t['rss_mb']:12.1f} "
              f"{o['rss_mb'] / t['rss_mb']:7.2f}")
    print()
    columns = [("breakeven", "Breakeven"), ("text-editor", "Text Editor")]
    if before:
        columns.append(("before", "before"))
    print(f"{'where the time to it goes, medians':<34}" + "".join(f" {label:>12}" for _, label in columns))
    for key, what in (("start_to_loaded_ms", "start -> loaded and linked (ms)"),
                      ("loaded_to_present_ms", "loaded -> window presented (ms)"),
                      ("present_to_frame_ms", "presented -> first frame (ms)"),
                      ("cpu_to_present_ms", "CPU time to presented (ms)"),
                      ("cpu_to_frame_ms", "CPU time to first frame (ms)"),
                      ("waited_to_frame_ms", "not on a CPU to first frame (ms)"),
                      ("faults_to_frame", "page faults to first frame"),
                      ("waits_to_frame", "times it blocked to first frame")):
        print(f"{what:<34}" + "".join(f" {medians[name][key]:12.1f}" for name, _ in columns))
    if json_path:
        with open(json_path, "w", encoding="utf-8") as f:
            json.dump(out, f, indent=2)
            f.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
