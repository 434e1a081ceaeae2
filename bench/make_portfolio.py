#!/usr/bin/env python3
"""make_portfolio.py -- the puzzles of bench/bench_portfolio.sh (and the
16x16 killer of tests/cli/test_portfolio.sh), made here, not taken from
elsewhere.

    python3 bench/make_portfolio.py SUDOSAT OUTDIR [JIGSAWS KILLERS SPARSE]
                                    [--seed S]

writes into OUTDIR:
  jigsaw.txt  impossible 9x9 jigsaw layouts: the blank grid with the
              boxes as regions and two cells swapped between two boxes
              that share a row or a column band, kept only when cadical
              says unsat (the layout, not a given, leaves no solution);
  killer.txt  unique 16x16 killers: cages of 2 to 4 cells cut over the
              whole of a random full grid, each summed from it, then
              givens of that grid added, each in a cell whose true
              candidates hold more than one digit, until cadical says
              unique;
  sparse.txt  9x9 and 16x16 puzzles with rules (X diagonals, or
              antiknight) and few givens: a random full grid of the rules
              with 12 % of its cells kept (most have many solutions).
Uniqueness and unsat are decided by `sudosat solve --solver cadical`.
The seed is fixed unless --seed is given, so a run remakes the same set.
"""
import json
import random
import subprocess
import sys

args = [a for a in sys.argv[1:] if not a.startswith("--seed")]
seed = 30
for a in sys.argv[1:]:
    if a.startswith("--seed="):
        seed = int(a.split("=", 1)[1])
SUDOSAT, OUT = args[0], args[1]
JIGSAWS, KILLERS, SPARSE = (int(x) for x in (args[2:5] or (6, 3, 4)))
rng = random.Random(seed)
SYMBOLS = "123456789ABCDEFG"


def solve(text, limit=2):
    got = subprocess.run([SUDOSAT, "solve", "--solver", "cadical", "--limit",
                          str(limit), "--format", "json", "-"],
                         input=text, capture_output=True, text=True)
    return json.loads(got.stdout.splitlines()[0])


def grid_text(n, cells):
    return "".join(SYMBOLS[v - 1] if v else "." for v in cells)


def name(n, i):
    return "r%dc%d" % (i // n + 1, i % n + 1)


def solution_cells(got, n):
    return [SYMBOLS.index(ch) + 1 for ch in got["solution"]]


def full_grid(n, rules=""):
    """A random full grid keeping rules: a few random givens, solved."""
    while True:
        cells = [0] * (n * n)
        for _ in range(3):
            cells[rng.randrange(n * n)] = rng.randrange(1, n + 1)
        got = solve(grid_text(n, cells) + "\n" + rules, 1)
        if got["status"] in ("unique", "multiple", "found"):
            return solution_cells(got, n)


def jigsaw():
    """Two cells swapped between two boxes in the same band; unsat only."""
    while True:
        reg = [(r // 3) * 3 + c // 3 for r in range(9) for c in range(9)]
        a = rng.randrange(81)
        ar, ac = divmod(a, 9)
        if rng.random() < 0.5:
            bc = rng.choice([c for c in range(9) if c // 3 != ac // 3])
            b = ((ar // 3) * 3 + rng.randrange(3)) * 9 + bc
        else:
            br = rng.choice([r for r in range(9) if r // 3 != ar // 3])
            b = br * 9 + (ac // 3) * 3 + rng.randrange(3)
        reg[a], reg[b] = reg[b], reg[a]
        lines = "regions\n" + "\n".join("".join("abcdefghi"[reg[r * 9 + c]]
                                                 for c in range(9))
                                         for r in range(9)) + "\n"
        text = "." * 81 + "\n" + lines
        if solve(text)["status"] == "unsat":
            return text


def cages(n, grid):
    """Cells cut into cages of 2 to 4 orthogonally joined cells, with no
    digit of grid twice in one (a killer cage repeats none)."""
    left = set(range(n * n))
    out = []
    while left:
        start = min(left) if rng.random() < 0.5 else rng.choice(sorted(left))
        cage = [start]
        left.discard(start)
        want = rng.randint(2, 4)
        while len(cage) < want:
            grow = [j for i in cage for j in (i - n, i + n, i - 1, i + 1)
                    if j in left and (abs(j - i) == n or j // n == i // n)
                    and grid[j] not in [grid[k] for k in cage]]
            if not grow:
                break
            j = rng.choice(grow)
            cage.append(j)
            left.discard(j)
        out.append(cage)
    return out


def open_cells(text, n):
    """Cells where some solution differs from another: their true
    candidates (solve --true-candidates) hold more than one digit."""
    got = subprocess.run([SUDOSAT, "solve", "--true-candidates", "--format",
                          "json", "-"], input=text, capture_output=True,
                         text=True)
    rec = json.loads(got.stdout.splitlines()[0])
    cand = rec.get("true_candidates") or [""] * (n * n)
    open_ = [i for i in range(n * n) if len(cand[i]) > 1]
    if not open_:
        sys.exit("make_portfolio: no open cell in a puzzle cadical says "
                 "is %s: %s" % (solve(text)["status"], got.stdout[:300]))
    return open_


def killer(n=16):
    grid = full_grid(n)
    rules = "".join("killer %d %s\n" % (sum(grid[i] for i in c),
                                        " ".join(name(n, i) for i in c))
                    for c in cages(n, grid))
    cells = [0] * (n * n)
    while True:
        text = grid_text(n, cells) + "\n" + rules
        if solve(text, 2)["status"] == "unique":
            return text
        i = rng.choice(open_cells(text, n))
        cells[i] = grid[i]


def sparse(n, rules):
    grid = full_grid(n, rules)
    cells = [v if rng.random() < 0.12 else 0 for v in grid]
    return grid_text(n, cells) + "\n" + rules


def write(path, texts):
    with open(path, "w") as f:
        f.write("\n".join(texts))


write(OUT + "/jigsaw.txt", [jigsaw() for _ in range(JIGSAWS)])
write(OUT + "/killer.txt", [killer() for _ in range(KILLERS)])
write(OUT + "/sparse.txt", [sparse(9 if i % 2 == 0 else 16,
                                   "diagonal+\ndiagonal-\n" if i % 4 < 2
                                   else "antiknight\n")
                            for i in range(SPARSE)])
