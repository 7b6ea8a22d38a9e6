#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""A translated message about a file keeps "FILE: " and "FILE:LINE: " as they are.

    check-po-file-prefix.py PO_FILE...
    check-po-file-prefix.py --self-test

Messages to standard error, and the reasons an import or a save gives, start with the file
(and its line): "%s: …", "%s:%u: …", "%s:1: …", or the program's name, "breakeven: …".
Editors and scripts read FILE:LINE: message, so a translation keeps that start, with the ASCII
colon and space, and uses its own punctuation only after it.  Labels in the report, the
explanations and the offer dialog ("Parts total: ¥23,592") are not messages about a file:
their colon is the language's own.
"""

import re
import sys

PREFIX = re.compile(r'^((?:%(?:\d\$)?[a-z]+|breakeven)(?::(?:%(?:\d\$)?[a-z]+|\d+))*): ')
LABELS = ('breakeven-report', 'breakeven-explain', 'breakeven-offer-dialog')


def strings(lines, key):
    """The text of KEY ("msgid", "msgstr", "msgstr[0]"…) in an entry's LINES, or None"""
    text = None
    for line in lines:
        if line.startswith(key + ' '):
            text = line[len(key) + 1:].strip()[1:-1]
        elif text is not None and line.startswith('"'):
            text += line.strip()[1:-1]
        elif text is not None:
            break
    return text


def problems(text):
    """(line of the entry, msgid, msgstr) for each translation that lost the prefix"""
    found = []
    line_number = 1
    for entry in text.split('\n\n'):
        lines = entry.split('\n')
        start = line_number
        line_number += len(lines) + 1
        if any(line.startswith('#~') for line in lines):
            continue
        refs = ' '.join(line for line in lines if line.startswith('#:'))
        msgid = strings(lines, 'msgid')
        match = PREFIX.match(msgid or '')
        if not match or any(label in refs for label in LABELS):
            continue
        for key in ('msgstr', 'msgstr[0]', 'msgstr[1]'):
            translated = strings(lines, key)
            if translated and not translated.startswith(match.group(1) + ': '):
                found.append((start, msgid, translated))
    return found


def self_test():
    bad = ('#: src/core/breakeven-csv.c:1\nmsgid "%s:1: the fields are separated"\n'
           'msgstr "%s:1：字段"\n\n'
           '#: src/core/breakeven-report.c:1\nmsgid "%s: %s"\nmsgstr "%s：%s"\n\n'
           '#: src/core/breakeven-csv.c:2\nmsgid ""\n"%s: no such file"\nmsgstr ""\n'
           '"%s: 文件不存在"\n')
    found = problems(bad)
    if [entry[1] for entry in found] != ['%s:1: the fields are separated']:
        print('check-po-file-prefix.py: the self-test found %r' % found, file=sys.stderr)
        return 1
    return 0


def main(argv):
    if argv[1:] == ['--self-test']:
        return self_test()
    status = 0
    for path in argv[1:]:
        with open(path, encoding='utf-8') as f:
            for line, msgid, translated in problems(f.read()):
                print('%s:%d: “%s” is translated “%s”: keep its start, with “: ”'
                      % (path, line, msgid, translated), file=sys.stderr)
                status = 1
    return status


if __name__ == '__main__':
    sys.exit(main(sys.argv))
