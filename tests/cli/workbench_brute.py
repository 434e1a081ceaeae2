#!/usr/bin/env python3
"""workbench_brute.py -- every solution of a small puzzle, by brute force.

    workbench_brute.py PUZZLE.txt

PUZZLE.txt is sudosat's text form restricted to what this script knows:
N lines of N cells (digits, '.' blank; N = 4 with 2x2 boxes or N = 6 with
2x3 boxes), then optional lines "killer SUM rXcY ..." (distinct digits
summing to SUM) and "title ...".  Prints each solution as one line of
N*N digits, sorted.  It shares no code with sudosat: the tests of the
setter's workbench (test_workbench.sh) compare sudosat's answers with it.
"""
import sys


def read(path):
    rows, cages = [], []
    for line in open(path):
        words = line.split()
        if not words or words[0] == "title":
            continue
        if words[0] == "killer":
            cells = [(int(w[1:w.index("c")]) - 1, int(w[w.index("c") + 1:]) - 1)
                     for w in words[2:]]
            cages.append((int(words[1]), cells))
        else:
            rows.append([0 if ch == "." else int(ch) for ch in words[0]])
    return rows, cages


def solutions(rows, cages):
    n = len(rows)
    br, bc = (2, 2) if n == 4 else (2, 3)
    g = [r[:] for r in rows]

    def ok(r, c, d):
        if any(g[r][j] == d for j in range(n) if j != c):
            return False
        if any(g[i][c] == d for i in range(n) if i != r):
            return False
        r0, c0 = r - r % br, c - c % bc
        return not any(g[i][j] == d for i in range(r0, r0 + br)
                       for j in range(c0, c0 + bc) if (i, j) != (r, c))

    def cages_ok():
        for total, cells in cages:
            vals = [g[r][c] for r, c in cells]
            filled = [v for v in vals if v]
            if len(set(filled)) != len(filled) or sum(filled) > total:
                return False
            if len(filled) == len(vals) and sum(filled) != total:
                return False
        return True

    def go(k):
        if k == n * n:
            yield "".join(str(g[i][j]) for i in range(n) for j in range(n))
            return
        r, c = divmod(k, n)
        if g[r][c]:
            if ok(r, c, g[r][c]):
                yield from go(k + 1)
            return
        for d in range(1, n + 1):
            if ok(r, c, d):
                g[r][c] = d
                if cages_ok():
                    yield from go(k + 1)
                g[r][c] = 0

    return sorted(go(0))


if __name__ == "__main__":
    for s in solutions(*read(sys.argv[1])):
        print(s)
