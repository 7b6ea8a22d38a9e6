# SPDX-License-Identifier: GPL-3.0-or-later
"""What the bench scripts share: their arguments (BUILDDIR [--runs N] [--json FILE]
[--before OLDBUILDDIR]) and the time of a whole process."""

import os
import subprocess
import sys
import time


def parse(argv, doc, runs):
    """(builddir, runs, json_path, before) with RUNS as the default, or None after printing
    DOC (the arguments were wrong); both build folders are absolute"""
    args = argv[1:]
    if not args or args[0].startswith("-"):
        print(doc.strip(), file=sys.stderr)
        return None
    builddir = os.path.abspath(args.pop(0))
    json_path, before = None, None
    while args:
        option = args.pop(0)
        if option == "--runs" and args:
            runs = int(args.pop(0))
        elif option == "--json" and args:
            json_path = args.pop(0)
        elif option == "--before" and args:
            before = os.path.abspath(args.pop(0))
        else:
            print(doc.strip(), file=sys.stderr)
            return None
    return builddir, runs, json_path, before


def elapsed_ms(argv, env):
    """The wall-clock time of running ARGV to its end, its output thrown away"""
    start = time.perf_counter()
    subprocess.run(argv, env=env, check=True, stdout=subprocess.DEVNULL)
    return (time.perf_counter() - start) * 1000
