#!/usr/bin/env python3
"""make_puzzles.py -- the SAT stream's variant puzzles, one per kind.

Each puzzle is drawn from a random full grid: a constraint of the kind
that the grid keeps, then givens taken away one by one (in random order)
while the puzzle stays unique.  A puzzle is kept only when dropping its
rules (the irregular regions too) changes the verdict, so a test that
solves it fails if a rule is ignored.  Uniqueness is decided by `sudosat solve --solver cadical`.

    python3 tests/variants/sat/make_puzzles.py bin/sudosat tests/variants/sat

writes KIND.txt for every kind (the seed is fixed: the output is the same
on every run with the same sudosat); with kind names after the folder,
only those of the kinds added later (LATER).  Written for this repository; the
puzzles are ours.
"""
import json
import random
import subprocess
import sys

SUDOSAT, OUT = sys.argv[1], sys.argv[2]
rng = random.Random(18_19)


def solve(text, limit=2):
    got = subprocess.run([SUDOSAT, "solve", "--solver", "cadical", "--limit",
                          str(limit), "--format", "json", "-"],
                         input=text, capture_output=True, text=True)
    return json.loads(got.stdout.splitlines()[0])


def grid_text(n, cells):
    return "".join(str(v) if v else "." for v in cells)


def regions_of(n, R, C):
    return [(r // R) * R + c // C for r in range(n) for c in range(n)]


def random_grid(n, R, C, rules="", region_lines=""):
    """A full grid that keeps rules: solve the empty grid with a few
    random givens until cadical finds one."""
    while True:
        cells = [0] * (n * n)
        for _ in range(2):
            cells[rng.randrange(n * n)] = rng.randrange(1, n + 1)
        text = grid_text(n, cells) + "\n" + region_lines + rules
        got = solve(text, 1)
        if got["status"] in ("unique", "multiple", "found"):
            return [int(ch) for ch in got["solution"]]


def name(n, i):
    return "r%dc%d" % (i // n + 1, i % n + 1)


def names(n, cells):
    return " ".join(name(n, i) for i in cells)


def neighbours(n, i, king=True):
    r, c = divmod(i, n)
    for dr in (-1, 0, 1):
        for dc in (-1, 0, 1):
            if (dr or dc) and (king or not (dr and dc)):
                if 0 <= r + dr < n and 0 <= c + dc < n:
                    yield (r + dr) * n + c + dc


def walk(n, s, length, ok, king=True):
    """A line of `length` cells whose steps pass ok(line, next)."""
    for _ in range(500):
        line = [rng.randrange(n * n)]
        while len(line) < length:
            nxt = [j for j in neighbours(n, line[-1], king)
                   if j not in line and ok(line, j)]
            if not nxt:
                break
            line.append(rng.choice(nxt))
        if len(line) == length:
            return line
    return None


def clue_line(n, side, k):
    """A row or column read from outside: its clue cell and cells."""
    cells = [k * n + j for j in range(n)] if side < 2 else \
        [j * n + k for j in range(n)]
    if side % 2:
        cells.reverse()
    clue = ["r%dc0" % (k + 1), "r%dc%d" % (k + 1, n + 1),
            "r0c%d" % (k + 1), "r%dc%d" % (n + 1, k + 1)][side]
    return clue, cells


# ---- one builder per kind: (size, box, rules from the solution s) ----

def b_thermo(n, s):
    return ["thermo " + names(n, walk(n, s, 4, lambda l, j: s[j] > s[l[-1]]))
            for _ in range(2)]


def b_whisper(n, s):
    g = (n + 1) // 2
    return ["whisper " + names(n, walk(n, s, 4,
                                       lambda l, j: abs(s[j] - s[l[-1]]) >= g))
            for _ in range(2)]


def b_between(n, s):
    def ok(l, j):
        if len(l) < 2:
            return True
        lo, hi = sorted((s[l[0]], s[j]))
        return all(lo < s[m] < hi for m in l[1:])
    out = []
    while len(out) < 2:
        line = walk(n, s, 4, lambda l, j: True)
        a, z = sorted((s[line[0]], s[line[-1]]))
        if all(a < s[m] < z for m in line[1:-1]):
            out.append("between " + names(n, line))
    return out


def b_renban(n, s):
    out = []
    while len(out) < 2:
        line = walk(n, s, 3, lambda l, j: True)
        v = sorted(s[i] for i in line)
        if v[-1] - v[0] == 2 and len(set(v)) == 3:
            out.append("renban " + names(n, line))
    return out


def b_palindrome(n, s):
    out = []
    while len(out) < 2:
        line = walk(n, s, 3, lambda l, j: True)
        if s[line[0]] == s[line[2]]:
            out.append("palindrome " + names(n, line))
    return out


def b_clone(n, s):
    while True:
        a = walk(n, s, 2, lambda l, j: True)
        b = walk(n, s, 2, lambda l, j: True)
        if not set(a) & set(b) and [s[i] for i in a] == [s[i] for i in b]:
            return ["clone %s = %s" % (names(n, a), names(n, b))]


def b_entropic(n, s):
    t = n // 3
    return ["entropic " + names(n, walk(
        n, s, 5, lambda l, j: all((s[j] - 1) // t != (s[m] - 1) // t
                                  for m in l[-2:])))]


def b_slowthermo(n, s):
    """Lines that never fall, at least one with two equal neighbours."""
    out = []
    for _ in range(500):
        line = walk(n, s, rng.randrange(3, 6), lambda l, j: s[j] >= s[l[-1]])
        if line and any(s[a] == s[b] for a, b in zip(line, line[1:])):
            out.append("slowthermo " + names(n, line))
            if len(out) == 2:
                break
    return out


def b_zipper(n, s):
    """Lines whose mirrored pairs (and middle cell) share one total."""
    def same(line):
        k = len(line)
        return len({s[line[i]] + (s[line[k - 1 - i]] if i != k - 1 - i
                                  else 0) for i in range((k + 1) // 2)}) == 1
    out = []
    for _ in range(3000):
        line = walk(n, s, rng.randrange(3, 7), lambda l, j: True)
        if line and same(line):
            out.append("zipper " + names(n, line))
            if len(out) == 2:
                break
    return out


def b_doublearrow(n, s):
    """Lines whose two ends add up to the cells between them."""
    out = []
    for _ in range(3000):
        line = walk(n, s, rng.randrange(3, 6), lambda l, j: True)
        if line and s[line[0]] + s[line[-1]] == sum(s[i] for i in line[1:-1]):
            out.append("doublearrow " + names(n, line))
            if len(out) == 2:
                break
    return out


def b_modular(n, s):
    """Lines whose three cells in a row hold each residue mod 3."""
    def ok(l, j):
        return all(s[j] % 3 != s[i] % 3 for i in l[-2:])
    out = []
    for _ in range(2):
        line = walk(n, s, rng.randrange(3, 7), ok)
        if line:
            out.append("modular " + names(n, line))
    return out


def b_nabner(n, s):
    """Lines whose digits are pairwise at least two apart."""
    def ok(l, j):
        return all(abs(s[j] - s[i]) >= 2 for i in l)
    out = []
    for _ in range(3):
        line = walk(n, s, rng.randrange(2, 4), ok)
        if line:
            out.append("nabner " + names(n, line))
    return out


def b_multikiller(n, s):
    """Cages of distinct digits, their totals those of the sum's digital
    root that the cage's cells can make."""
    def ok(l, j):
        return all(s[j] != s[i] for i in l)
    out = []
    for _ in range(4):
        cage = walk(n, s, rng.randrange(2, 4), ok, king=False)
        if cage:
            k, total = len(cage), sum(s[i] for i in cage)
            top = n * (n + 1) // 2 - (n - k) * (n - k + 1) // 2
            totals = [t for t in range((total - 1) % 9 + 1, top + 1, 9)
                      if t >= k * (k + 1) // 2]
            out.append("multikiller %s %s" % (" ".join(map(str, totals)),
                                              names(n, cage)))
    return out


def b_pairs(kind, test, n, s):
    out = []
    for i in range(n * n):
        for j in (i + 1, i + n):
            if (j == i + 1 and j % n == 0) or j >= n * n:
                continue
            word = test(s[i], s[j])
            if word and rng.random() < 0.5:
                out.append("%s %s %s" % (word, name(n, i), name(n, j)))
    return out[:6]


def b_difference(n, s):
    return b_pairs("difference",
                   lambda a, b: "white" if abs(a - b) == 1 else
                   ("difference 2" if abs(a - b) == 2 else None), n, s)


def b_ratio(n, s):
    return b_pairs("ratio", lambda a, b: "black" if a == 2 * b or b == 2 * a
                   else None, n, s)


def b_xv(n, s):
    return b_pairs("xv", lambda a, b: "x" if a + b == 10 else
                   ("v" if a + b == 5 else None), n, s)


def b_parity(n, s):
    cells = rng.sample(range(n * n), 8)
    return ["odd " + names(n, [i for i in cells if s[i] % 2]),
            "even " + names(n, [i for i in cells if not s[i] % 2])]


def b_extreme(n, s):
    out = []
    for i in rng.sample(range(n * n), n * n):
        nb = [j for j in neighbours(n, i, False)]
        if all(s[i] < s[j] for j in nb):
            out.append("min " + name(n, i))
        elif all(s[i] > s[j] for j in nb):
            out.append("max " + name(n, i))
    return out[:3]


def b_quadruple(n, s):
    out = []
    for _ in range(2):
        t = rng.randrange(n - 1) * n + rng.randrange(n - 1)
        four = [t, t + 1, t + n, t + n + 1]
        digits = rng.sample([s[i] for i in four], 3)
        out.append("quad %s %s" % (names(n, four),
                                   " ".join(map(str, digits))))
    return out


def b_extra(n, s):
    return ["extra " + names(n, [rng.choice([i for i in range(n * n)
                                             if s[i] == d])
                                 for d in range(1, n + 1)])]


def b_killer(n, s):
    out, used = [], set()
    for _ in range(40):
        cage = walk(n, s, rng.randrange(2, 4), lambda l, j: j not in used
                    and s[j] not in [s[m] for m in l], king=False)
        if cage and not set(cage) & used:
            used |= set(cage)
            out.append("killer %d %s" % (sum(s[i] for i in cage),
                                         names(n, cage)))
    return out


def b_killer_cover(n, s):
    """Cages (of 1 to 4 cells, digits distinct) covering the whole grid:
    a killer puzzle as setters make them."""
    free, out = set(range(n * n)), []
    while free:
        cage = [rng.choice(sorted(free))]
        size = rng.choice((2, 2, 3, 3, 3, 4))
        while len(cage) < size:
            nxt = [j for i in cage for j in neighbours(n, i, False)
                   if j in free and j not in cage
                   and s[j] not in [s[m] for m in cage]]
            if not nxt:
                break
            cage.append(rng.choice(nxt))
        free -= set(cage)
        out.append("killer %d %s" % (sum(s[i] for i in cage),
                                     names(n, cage)))
    return out


def b_littlekiller(n, s):
    out = []
    for col in rng.sample(range(1, n), 3):
        cells = [(r) * n + col + r for r in range(n) if col + r < n]
        out.append("littlekiller %d r0c%d dr" % (sum(s[i] for i in cells),
                                                 col))
    return out


def b_arrow(n, s):
    out = []
    for _ in range(300):
        circle = rng.randrange(n * n)
        shaft = walk(n, s, rng.randrange(2, 4), lambda l, j: True)
        if circle in shaft or circle not in neighbours(n, shaft[0]):
            continue
        if sum(s[i] for i in shaft) == s[circle]:
            out.append("arrow %s > %s" % (name(n, circle), names(n, shaft)))
        if len(out) == 3:
            break
    return out


def b_clued(kind, value, n, s):
    out = []
    for side, k in rng.sample([(a, b) for a in range(4) for b in range(n)], 4):
        clue, cells = clue_line(n, side, k)
        out.append("%s %d %s" % (kind, value([s[i] for i in cells]), clue))
    return out


def sandwich(v):
    a, b = sorted((v.index(1), v.index(max(v))))
    return sum(v[a + 1:b])


def seen(v):
    top = k = 0
    for x in v:
        if x > top:
            top, k = x, k + 1
    return k


def b_regionsum(n, s, R, C):
    reg = regions_of(n, R, C)
    for _ in range(5000):
        line = walk(n, s, rng.randrange(3, 6), lambda l, j: True)
        segs = []
        for i in line:
            if segs and reg[segs[-1][-1]] == reg[i]:
                segs[-1].append(i)
            else:
                segs.append([i])
        regions = [reg[g[0]] for g in segs]
        if len(segs) > 1 and len(set(regions)) == len(regions) and \
                len({sum(s[i] for i in g) for g in segs}) == 1:
            return ["regionsum " + names(n, line)]
    return []


def b_indexer(n, s):
    out = []
    for i in rng.sample(range(n * n), n * n):
        r, c = divmod(i, n)
        if s[r * n + s[i] - 1] == c + 1:
            out.append("colindexer " + name(n, i))
    return out[:4]


GLOBAL = {"diagonal": ["diagonal+", "diagonal-"], "disjoint": ["disjoint"],
          "antiknight": ["antiknight"], "antiking": ["antiking"],
          "nonconsecutive": ["nonconsecutive"],
          "negative": ["negative white"]}
JIGSAW6 = "AAABBB\nACCCBB\nACDCBE\nADDCEE\nFDDEEF\nFFFDEF\n"

KINDS = [
    ("thermo", 6, b_thermo), ("whisper", 6, b_whisper),
    ("between", 6, b_between), ("renban", 6, b_renban),
    ("palindrome", 6, b_palindrome), ("clone", 6, b_clone),
    ("entropic", 6, b_entropic), ("difference", 6, b_difference),
    ("ratio", 6, b_ratio), ("xv", 6, b_xv), ("parity", 6, b_parity),
    ("extreme", 6, b_extreme), ("quadruple", 6, b_quadruple),
    ("extra", 6, b_extra), ("killer", 9, b_killer),
    ("littlekiller", 6, b_littlekiller), ("arrow", 9, b_arrow),
    ("sandwich", 6, lambda n, s: b_clued("sandwich", sandwich, n, s)),
    ("xsum", 6, lambda n, s: b_clued("xsum", lambda v: sum(v[:v[0]]), n, s)),
    ("skyscraper", 6, lambda n, s: b_clued("skyscraper", seen, n, s)),
    ("regionsum", 6, lambda n, s: b_regionsum(n, s, 2, 3)),
    ("indexer", 6, b_indexer),
]


def dig(n, grid, rules, region_lines):
    """Givens taken away while the puzzle stays unique."""
    cells = list(grid)
    for i in rng.sample(range(n * n), n * n):
        keep, cells[i] = cells[i], 0
        got = solve(grid_text(n, cells) + "\n" + region_lines + rules)
        if got["status"] != "unique":
            cells[i] = keep
    return cells


def make(kind, n, rules_of, region_lines=""):
    R = 2 if n == 6 else 3
    for _ in range(20):
        if rules_of is None:
            rules = "\n".join(GLOBAL[kind][:1 + (kind == "diagonal")]) + "\n"
            s = random_grid(n, R, n // R, rules, region_lines)
        else:
            s = random_grid(n, R, n // R, "", region_lines)
            lines = [l for l in rules_of(n, s) if l]
            if not lines:
                continue
            rules = "\n".join(lines) + "\n"
        cells = dig(n, s, rules, region_lines)
        without = solve(grid_text(n, cells) + "\n")
        if without["status"] != "unique":
            return (grid_text(n, cells), region_lines + rules,
                    grid_text(n, s))
    raise SystemExit("no puzzle for " + kind)


def write(kind, puzzle):
    print(kind, flush=True)
    grid, rules, sol = puzzle
    with open("%s/%s.txt" % (OUT, kind), "w") as f:
        f.write("# %s: unique with its rules, not without them "
                "(make_puzzles.py)\n# solution %s\n%s\n%s" %
                (kind, sol, grid, rules))


if len(sys.argv) > 4 and sys.argv[3] == "--killers":
    # python3 make_puzzles.py SUDOSAT FILE --killers N9 N6: a bench set of
    # killer puzzles (cages over the whole grid), one record each.
    with open(OUT, "w") as f:
        f.write("# killer puzzles for bench/bench_variants_sat.sh: cages "
                "over the whole grid,\n# givens only where the cages "
                "leave it multiple (tests/variants/sat/make_puzzles.py)\n")
        for n, count in ((9, int(sys.argv[4])), (6, int(sys.argv[5]))):
            for k in range(count):
                grid, rules, sol = make("killer", n, b_killer_cover)
                f.write("\n# solution %s\n%s\n%s" % (sol, grid, rules))
                print("killer", n, k, flush=True)
    raise SystemExit(0)

# Kinds added later, made after the others so that their puzzles keep
# their seeds; `make_puzzles.py SUDOSAT DIR KIND...` makes only these.
LATER = [("slowthermo", 6, b_slowthermo), ("zipper", 6, b_zipper),
         ("doublearrow", 6, b_doublearrow), ("modular", 6, b_modular),
         ("nabner", 6, b_nabner), ("multikiller", 9, b_multikiller)]

if len(sys.argv) > 3:
    for kind, n, b in LATER:
        if kind in sys.argv[3:]:
            write(kind, make(kind, n, b))
    raise SystemExit(0)
for kind, n, b in KINDS:
    write(kind, make(kind, n, b))
for kind in GLOBAL:
    write(kind, make(kind, 6, None))
write("regions", make("regions", 6, lambda n, s: ["# irregular regions"],
                      "regions\n" + JIGSAW6))
for kind, n, b in LATER:
    write(kind, make(kind, n, b))
