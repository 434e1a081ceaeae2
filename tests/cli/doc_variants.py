#!/usr/bin/env python3
"""doc_variants.py -- docs/variants.md shows every example of
docs/examples/variants/ exactly: each "<!-- example NAME -->" marker is
followed by a fenced block equal to NAME.txt, and every NAME.txt has its
block.  Prints one line per difference; silent when all agree."""
import os
import re

DOC = 'docs/variants.md'
DIR = 'docs/examples/variants'

text = open(DOC).read()
shown = dict(re.findall(r'<!-- example (\w+) -->\n```\n(.*?)```\n', text,
                        re.S))
for name in sorted(f[:-4] for f in os.listdir(DIR) if f.endswith('.txt')):
    want = open(os.path.join(DIR, name + '.txt')).read()
    if name not in shown:
        print('%s: no example block for %s.txt' % (DOC, name))
    elif shown[name] != want:
        print('%s: the block of %s differs from %s.txt' % (DOC, name, name))
for name in sorted(shown):
    if not os.path.exists(os.path.join(DIR, name + '.txt')):
        print('%s: a block for %s, which has no file' % (DOC, name))
