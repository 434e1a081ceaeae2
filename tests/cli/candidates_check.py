#!/usr/bin/env python3
"""candidates_check.py ALL SVG JSON K -- checks solve --true-candidates
against a brute-force list of every solution (ALL: one line of N*N digits
each, from workbench_brute.py, which shares no code with sudosat).

From ALL it computes each cell's digits and their solution counts capped
at K, then checks the JSON record's "counts" (every cell, every digit) and
the SVG's pencil marks: one mark per candidate of a cell the solutions
disagree on, coloured as f-puzzles colours a count (1 green, 2..8 light
to deep blue).  Prints "ok" or the first difference."""
import json
import re
import sys

COLOURS = ["#299b20", "#afafff", "#9191ff", "#7474ff", "#5757ff",
           "#3a3aff", "#1d1dff", "#0000ff"]


def main():
    sols = open(sys.argv[1]).read().split()
    k = int(sys.argv[4])
    n = int(len(sols[0]) ** 0.5)
    count = [[0] * n for _ in range(n * n)]
    for s in sols:
        for i, ch in enumerate(s):
            count[i][int(ch) - 1] += 1
    capped = [[min(c, k) for c in cell] for cell in count]
    rec = json.loads(open(sys.argv[3]).read())
    if rec.get("counts") != capped:
        sys.exit("counts differ: %s" % rec.get("counts"))
    want = {}
    for cell in capped:
        if sum(1 for c in cell if c) > 1:
            for c in cell:
                if c:
                    col = COLOURS[min(c, 8) - 1]
                    want[col] = want.get(col, 0) + 1
    got = {}
    for col in re.findall(r'fill="(#[0-9a-f]+)" class="mark"',
                          open(sys.argv[2]).read()):
        got[col] = got.get(col, 0) + 1
    if got != want:
        sys.exit("marks differ: want %s, got %s" % (want, got))
    print("ok")


main()
