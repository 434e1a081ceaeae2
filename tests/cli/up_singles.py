#!/usr/bin/env python3
"""up_singles.py -- an independent check of encode --propagate --cells.

up_singles.py PUZZLE ENCODING: each cell's candidates after unit
propagation of a classic 9x9 puzzle's CNF, computed on the grid, not on
clauses, one cell a line.  The encodings' clauses, read as singles:
  minimal    each cell at least one digit, each unit at most one of each:
             a placed digit strikes it from its peers, a cell left with
             one digit is placed (naked singles); a placed cell keeps
             every digit no placed peer strikes (no at-most-one per cell)
  efficient  and at most one digit per cell: a placed cell keeps its own
  extended   and each unit at least one of each: hidden singles
A given keeps its digit alone, as encode --propagate --cells shows it.

up_singles.py differ: reads one encode --propagate --cells --format json
record and prints how many cells some two encodings keep differently.
"""
import json
import sys


def units():
    rows = [[r * 9 + c for c in range(9)] for r in range(9)]
    cols = [[r * 9 + c for r in range(9)] for c in range(9)]
    boxes = [[(br + r) * 9 + bc + c for r in range(3) for c in range(3)]
             for br in (0, 3, 6) for bc in (0, 3, 6)]
    return rows + cols + boxes


def closure(puzzle, encoding):
    us = units()
    peers = [set(j for u in us if i in u for j in u if j != i)
             for i in range(81)]
    given = [ch not in ".0" for ch in puzzle]
    cand = [{int(ch)} if g else set(range(1, 10))
            for ch, g in zip(puzzle, given)]
    value = [int(ch) if g else 0 for ch, g in zip(puzzle, given)]
    changed = True
    while changed:
        changed = False
        for i in range(81):
            if value[i]:
                for j in peers[i]:
                    if not given[j] and value[i] in cand[j]:
                        cand[j].discard(value[i])
                        changed = True
                if encoding != "minimal" and len(cand[i]) > 1:
                    cand[i] = {value[i]}
                    changed = True
            elif len(cand[i]) == 1:
                value[i] = min(cand[i])
                changed = True
        for u in us if encoding == "extended" else []:
            for d in range(1, 10):
                where = [i for i in u if d in cand[i]]
                if len(where) == 1 and not value[where[0]]:
                    value[where[0]] = d
                    changed = True
    return ["".join(str(d) for d in sorted(c)) for c in cand]


def differ(record):
    runs = [e["up"]["candidates"] for e in record["encodings"].values()]
    return sum(1 for i in range(len(runs[0]))
               if any(r[i] != runs[0][i] for r in runs))


if __name__ == "__main__":
    if sys.argv[1] == "differ":
        print(differ(json.loads(sys.stdin.readline())))
    else:
        print("\n".join(closure(sys.argv[1], sys.argv[2])))
