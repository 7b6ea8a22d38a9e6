#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Every file with translatable strings is in po/POTFILES.in, and every file listed there exists.

    check-potfiles.py SOURCE_ROOT
    check-potfiles.py --self-test SOURCE_ROOT

A C source under src/ counts when it calls _(), N_(), C_(), NC_(), Q_() or one of the ngettext
family outside comments; a .ui file under ui/ when it has translatable="yes".  A string left
out of POTFILES.in never reaches the translators: the interface shows it in English whatever
the language.  --self-test checks that a missing file and a listed file that does not exist
are both reported.
"""

import os
import re
import shutil
import sys
import tempfile

MARKS = re.compile(r'(?<![A-Za-z0-9_])(?:_|N_|C_|NC_|Q_|g_dngettext|ngettext|g_dpgettext2)\s*\(')
COMMENTS = re.compile(r'/\*.*?\*/|//[^\n]*', re.S)
STRINGS = re.compile(r'"(?:\\.|[^"\\\n])*"')


def listed(root):
    """The paths POTFILES.in names, in its order"""
    with open(os.path.join(root, 'po', 'POTFILES.in'), encoding='utf-8') as f:
        return [line.strip() for line in f
                if line.strip() and not line.lstrip().startswith('#')]


def translatable(root):
    """The files under src/ and ui/ that carry translatable strings"""
    found = []
    for top, suffix in (('src', '.c'), ('ui', '.ui')):
        for directory, _dirs, files in os.walk(os.path.join(root, top)):
            for name in sorted(files):
                if not name.endswith(suffix):
                    continue
                path = os.path.join(directory, name)
                with open(path, encoding='utf-8') as f:
                    text = f.read()
                if suffix == '.c':
                    # Strings first, so that a "/*" inside one starts no comment
                    text = COMMENTS.sub(' ', STRINGS.sub('""', text))
                    marked = MARKS.search(text) is not None
                else:
                    marked = 'translatable="yes"' in text
                if marked:
                    found.append(os.path.relpath(path, root))
    return sorted(found)


def problems(root):
    names = listed(root)
    out = []
    for path in translatable(root):
        if path not in names:
            out.append(f'{path}: has translatable strings but is not in po/POTFILES.in')
    for path in names:
        if not os.path.isfile(os.path.join(root, path)):
            out.append(f'po/POTFILES.in: {path} does not exist')
    return out


def self_test(root):
    """A copy of the tree with one listed file taken out of the list and one listed that does
    not exist: both must be reported"""
    with tempfile.TemporaryDirectory() as tmp:
        for top in ('src', 'ui', 'po'):
            shutil.copytree(os.path.join(root, top), os.path.join(tmp, top))
        names = listed(tmp)
        for name in names:
            if not os.path.exists(os.path.join(tmp, name)):
                os.makedirs(os.path.dirname(os.path.join(tmp, name)), exist_ok=True)
                shutil.copy(os.path.join(root, name), os.path.join(tmp, name))
        dropped = next(n for n in names if n.endswith('.c'))
        with open(os.path.join(tmp, 'po', 'POTFILES.in'), 'w', encoding='utf-8') as f:
            f.write('\n'.join([n for n in names if n != dropped] + ['src/gone.c']) + '\n')
        found = problems(tmp)
        expected = [f'{dropped}: has translatable strings but is not in po/POTFILES.in',
                    'po/POTFILES.in: src/gone.c does not exist']
        if found != expected:
            print('self-test: expected', expected, 'got', found)
            return 1
    print('self-test: a missing file and a listed file that does not exist are both reported')
    return 0


def main(argv):
    if len(argv) == 3 and argv[1] == '--self-test':
        return self_test(argv[2])
    if len(argv) != 2:
        print(__doc__)
        return 2
    found = problems(argv[1])
    for line in found:
        print(line)
    if not found:
        print(f'{len(translatable(argv[1]))} files with translatable strings, all in '
              'po/POTFILES.in')
    return 1 if found else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
