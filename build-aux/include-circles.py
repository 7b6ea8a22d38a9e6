#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Include circles between the modules of a directory (src/core by default).

A module is a file's name without its extension: breakeven-project.c and breakeven-project.h
are one module; a private header belongs to the module it serves (the longest name of a .c it
starts with).  A module depends on another when one of its files includes a header of the
other.  Prints each circle and the includes that make it; -v prints the whole graph.

    python3 build-aux/include-circles.py [DIR] [-v]
"""
import re, os, sys, glob
args = [a for a in sys.argv[1:] if a != '-v']
d = args[0] if args else os.path.join(os.path.dirname(__file__), '..', 'src', 'core')
stems = set(os.path.basename(f)[:-2] for f in glob.glob(d+'/*.c'))
def mod(f):
    # a private header belongs to the module it serves: the longest stem of a .c it starts with
    s = os.path.basename(f).rsplit('.',1)[0]
    if s.endswith('-private'):
        s = s[:-len('-private')]
        while s not in stems and '-' in s:
            s = s.rsplit('-', 1)[0]
    return s
g = {}
for f in glob.glob(d+'/*.[ch]'):
    m = mod(f)
    g.setdefault(m,set())
    for line in open(f, encoding='utf-8'):
        r = re.match(r'\s*#\s*include\s+"([^"]+)\.h"', line)
        if r and os.path.exists(os.path.join(d, r.group(1)+'.h')):
            t = mod(r.group(1))
            if t != m: g[m].add(t)
def sccs(g):
    idx={}; low={}; st=[]; on=set(); out=[]; i=[0]
    sys.setrecursionlimit(10000)
    def v(n):
        idx[n]=low[n]=i[0]; i[0]+=1; st.append(n); on.add(n)
        for w in g.get(n,()):
            if w not in idx: v(w); low[n]=min(low[n],low[w])
            elif w in on: low[n]=min(low[n],idx[w])
        if low[n]==idx[n]:
            c=[]
            while True:
                w=st.pop(); on.discard(w); c.append(w)
                if w==n: break
            if len(c)>1: out.append(sorted(c))
    for n in list(g):
        if n not in idx: v(n)
    return out
for c in sccs(g):
    print('circle:', ' <-> '.join(c))
    for a in c:
        for b in sorted(g[a]):
            if b in c: print('   ', a, '->', b)
if '-v' in sys.argv:
    for m in sorted(g): print(m, '->', ' '.join(sorted(g[m])))
