#!/usr/bin/env python3
"""iss_convert.py -- sudosat's variant puzzles to and from the constraint
strings of sigh's Interactive Sudoku Solver (ISS), for the kinds whose
meaning is the same in both; any other kind is refused by name.

    iss_convert.py FILE             sudosat -> ISS: one line, the ISS string
    iss_convert.py --from-iss FILE  ISS -> sudosat's text form (FILE holds
                                    one ISS string in the canonical dot
                                    form, as bench/iss_dump.mjs writes it)

FILE (sudosat -> ISS) is anything sudosat reads (its text form, an
f-puzzles file or link): it is first written back in the text form by
`sudosat verify --format variant` (SUDOSAT names the binary, default
bin/sudosat), so the one form read here is the canonical one.  A puzzle
with a rule that has no ISS counterpart of the same meaning gets exactly
one line on stderr and exit 1:

    iss_convert: FILE: kind X has no ISS counterpart with the same meaning

The meanings, rule by rule, are those of docs/variants.md against ISS's
js/sudoku_constraint.js and js/solver/sudoku_builder.js (read, not
copied); the table is in bench/iss/SOURCES.md.  Where ISS has no
constraint of its own for a sudosat rule but the rule is a plain relation
between two cells (a difference other than 1, a ratio other than 2, a
clone's pairs, a slow thermometer's steps, nonconsecutive or a negative
constraint beside dots ISS would not exempt), it is written as ISS's
`Pair` with the relation's own table of allowed value pairs.
"""
import json
import os
import re
import subprocess
import sys

B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
ORTHO = ((0, 1), (1, 0), (0, -1), (-1, 0))


class Refused(Exception):
    """A rule with no ISS counterpart of the same meaning."""

    def __init__(self, kind, why=""):
        Exception.__init__(self, kind)
        self.kind = kind
        self.why = why


# ---------------------------------------------------------------- cells

def parse_cell(tok):
    m = re.fullmatch(r"r(\d+)c(\d+)", tok)
    if not m:
        raise ValueError("not a cell: %s" % tok)
    return int(m.group(1)), int(m.group(2))


def iss_cell(rc):
    """ISS's cell id: row and column in base 17, as its geometry writes."""
    return "R%sC%s" % (base17(rc[0]), base17(rc[1]))


def base17(v):
    digits = "0123456789abcdefg"
    out = ""
    while v:
        out = digits[v % 17] + out
        v //= 17
    return out or "0"


def parse_iss_cell(tok):
    m = re.fullmatch(r"R([0-9a-g]+)C([0-9a-g]+)", tok, re.I)
    if not m:
        raise ValueError("not an ISS cell: %s" % tok)
    return int(m.group(1).lower(), 17), int(m.group(2).lower(), 17)


def ss_cell(rc):
    return "r%dc%d" % rc


def pair_key(n, ok):
    """The table of a binary relation as ISS's Pair key: bit (i-1)*n+(j-1)
    set when the first cell may hold i and the second j, six bits a
    character, trailing zero characters dropped."""
    vals, v, k = [], 0, 0
    for i in range(1, n + 1):
        for j in range(1, n + 1):
            v |= (1 if ok(i, j) else 0) << k
            k += 1
            if k == 6:
                vals.append(v)
                v, k = 0, 0
    vals.append(v)
    while vals and not vals[-1]:
        vals.pop()
    return "".join(B64[x] for x in vals)


# ---------------------------------------------- sudosat's text form in

class Puzzle:
    def __init__(self):
        self.n = 9
        self.box = (3, 3)
        self.grid = {}          # (r, c) -> digit, 1-based
        self.regions = None     # list of N strings
        self.rules = []         # (keyword, [tokens])
        self.title = ""


def sudosat_text(path):
    """The puzzle in sudosat's canonical text form, and its box."""
    s = os.environ.get("SUDOSAT", "bin/sudosat")
    run = lambda fmt: subprocess.run([s, "verify", "--format", fmt, path],
                                     capture_output=True, text=True)
    js = run("json")
    head = None
    for line in js.stdout.splitlines():
        if line.startswith("{"):
            head = json.loads(line)
            break
    if head is None or "box" not in head:
        err = (js.stderr.strip().splitlines() or ["sudosat cannot read it"])[0]
        raise ValueError(err)
    return run("variant").stdout, head


def read_sudosat(path):
    text, head = sudosat_text(path)
    p = Puzzle()
    br, bc = head["box"].split("x")
    p.box = (int(br), int(bc))
    alphabet = head.get("alphabet") or ""
    rows, lines = [], text.splitlines()
    cellch = set(alphabet) | set(".|")
    i = 0
    while i < len(lines):
        line = lines[i].strip()
        if line and not line.startswith("#") and not re.fullmatch(r"[-+]+", line):
            if not set(line) <= cellch:
                break
            rows.append(line.replace("|", ""))
        i += 1
    p.n = len(rows)
    for r, row in enumerate(rows, 1):
        if len(row) != p.n:
            raise ValueError("grid row %d: %d cells for %d" % (r, len(row), p.n))
        for c, ch in enumerate(row, 1):
            if ch not in ".0":
                p.grid[(r, c)] = alphabet.index(ch) + 1
    while i < len(lines):
        line = lines[i].strip()
        i += 1
        if not line or line.startswith("#"):
            continue
        toks = line.split()
        if toks[0] in ("title", "author", "rules"):
            if toks[0] == "title":
                p.title = line[6:]
            continue
        if toks[0] == "regions":
            p.regions = []
            while len(p.regions) < p.n and i < len(lines):
                p.regions.append(lines[i].strip())
                i += 1
            if len(p.regions) == 1 and len(p.regions[0]) == p.n * p.n:
                row = p.regions[0]
                p.regions = [row[k:k + p.n] for k in range(0, p.n * p.n, p.n)]
            continue
        p.rules.append((toks[0], toks[1:]))
    return p


# ------------------------------------------------------- to ISS out

def iss_box_dims(n):
    """ISS's default box of an N x N grid (CellGeometry.boxDimsForSize)."""
    small = int(n ** 0.5)
    while small >= 2:
        if n % small == 0:
            return (small, n // small)
        small -= 1
    return None


def cells_of(toks):
    return [parse_cell(t) for t in toks]


def split_int(toks):
    """A leading whole number (a parameter) and the cells after it."""
    if toks and re.fullmatch(r"-?\d+", toks[0]):
        return int(toks[0]), toks[1:]
    return None, toks


class Out:
    def __init__(self):
        self.parts = []

    def add(self, kind, *args):
        self.parts.append("." + "~".join([kind] + [str(a) for a in args]))

    def text(self):
        return "".join(self.parts)


def adjacent(a, b):
    return abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1


def to_iss(p):
    n, o = p.n, Out()
    kinds = {}
    for kw, toks in p.rules:
        kinds.setdefault(kw, []).append(toks)
    if n != 9:
        o.add("Shape", "%dx%d" % (n, n))
    regions_layout(p, o, kinds)
    givens(p, o, kinds)
    dots = marked_pairs(p, kinds)
    negatives(p, o, kinds, dots)
    for kw, toks in p.rules:
        rule(p, o, kw, toks)
    return o.text()


def regions_layout(p, o, kinds):
    """Irregular regions, or boxes ISS would not draw itself, become a
    Jigsaw layout with NoBoxes: the same houses."""
    n = p.n
    default = iss_box_dims(n)
    if p.regions is None and default == p.box:
        return
    if p.regions is None:
        br, bc = p.box
        layout = [[chr(65 + (r // br) * (n // bc) + c // bc) for c in range(n)]
                  for r in range(n)]
    else:
        layout = p.regions
    for kw in ("disjoint", "windoku"):
        if kw in kinds:
            raise Refused(kw, "with irregular regions or other boxes")
    if any("." in row for row in layout):
        # cells in no region: no Jigsaw (its pieces cover the grid); each
        # region that has cells is an AllDifferent of its own
        pieces = {}
        for r, row in enumerate(layout):
            for c, ch in enumerate(row):
                if ch != ".":
                    pieces.setdefault(ch, []).append("R%dC%d" % (r + 1, c + 1))
        for cs in pieces.values():
            o.add("AllDifferent", *cs)
        o.add("NoBoxes")
        return
    symbols = {}
    flat = ""
    for row in layout:
        for ch in row:
            symbols.setdefault(ch, B64[len(symbols)])
            flat += symbols[ch]
    o.add("Jigsaw", flat)
    o.add("NoBoxes")


def givens(p, o, kinds):
    n = p.n
    cand = {}
    for rc, d in p.grid.items():
        cand[rc] = {d}
    for kw in ("odd", "even"):
        for toks in kinds.get(kw, []):
            want = 1 if kw == "odd" else 0
            for rc in cells_of(toks):
                cur = cand.get(rc, set(range(1, n + 1)))
                cand[rc] = {d for d in cur if d % 2 == want}
    for toks in kinds.get("pencilmarks", []):
        digits = [int(t) for t in toks if re.fullmatch(r"\d+", t)]
        for rc in cells_of([t for t in toks if t.startswith("r")]):
            if rc in p.grid:
                continue
            cur = cand.get(rc, set(range(1, n + 1)))
            cand[rc] = cur & set(digits)
    if cand:
        items = ["%s_%s" % (iss_cell(rc), "_".join(str(d) for d in sorted(v)))
                 for rc, v in sorted(cand.items())]
        o.parts.append("." + "~".join([""] + items))


def marked_pairs(p, kinds):
    """The pairs carrying a kropki dot of any value (sudosat exempts them
    from nonconsecutive and from both kropki negatives)."""
    pairs = set()
    for kw in ("white", "black", "difference", "ratio"):
        for toks in kinds.get(kw, []):
            _, cs = split_int(toks)
            a, b = cells_of(cs)
            pairs.add(frozenset((a, b)))
    return pairs


def all_adjacent_pairs(n):
    for r in range(1, n + 1):
        for c in range(1, n + 1):
            if c < n:
                yield (r, c), (r, c + 1)
            if r < n:
                yield (r, c), (r + 1, c)


def negatives(p, o, kinds, dots):
    """nonconsecutive and negative white / black: ISS's AntiConsecutive
    and StrictKropki where their meanings are sudosat's, else a Pair per
    unmarked neighbour pair with exactly what sudosat forbids there."""
    nonc = "nonconsecutive" in kinds
    neg = {t[0] for t in kinds.get("negative", [])}
    kropki = neg & {"white", "black"}
    if "xv" in neg:
        o.add("StrictXV")
    if not nonc and not kropki:
        return
    wvals = {1} | {int(t[0]) for t in kinds.get("difference", [])}
    rvals = {int(t[0]) for t in kinds.get("ratio", [])}
    rvals |= {2} if kinds.get("black") else set()
    plain = wvals == {1} and rvals <= {2}
    if (not nonc or not dots) and plain and kropki in (set(), {"white", "black"}):
        if nonc:
            o.add("AntiConsecutive")
        if kropki:
            o.add("StrictKropki")
        return
    if not rvals:
        rvals = {2}

    def ok(a, b):
        if "white" in kropki and abs(a - b) in wvals:
            return False
        if "black" in kropki and any(a == q * b or b == q * a for q in rvals):
            return False
        return True
    key = pair_key(p.n, ok)
    nkey = pair_key(p.n, lambda a, b: ok(a, b) and abs(a - b) != 1)
    groups = {}
    for a, b in all_adjacent_pairs(p.n):
        if frozenset((a, b)) in dots:
            continue
        k = nkey if nonc else key
        groups.setdefault(k, []).append((a, b))
    for k, prs in sorted(groups.items()):
        items = ["_"]
        for a, b in prs:
            if items[-1] != "_":
                items.append("")
            items += [iss_cell(a), iss_cell(b)]
        o.add("Pair", k, *items)


def line_cells(kw, toks):
    cs = cells_of(toks)
    if len(set(cs)) != len(cs):
        raise Refused(kw, "a line that comes back to a cell")
    return cs


def rule(p, o, kw, toks):
    n = p.n
    ic = lambda cs: [iss_cell(c) for c in cs]
    if kw in ("odd", "even", "pencilmarks", "negative", "nonconsecutive"):
        return
    if kw in ("diagonal+", "diagonal-"):
        o.add("Diagonal", 1 if kw == "diagonal+" else -1)
    elif kw in ("antiknight", "antiking", "windoku"):
        o.add({"antiknight": "AntiKnight", "antiking": "AntiKing",
               "windoku": "Windoku"}[kw])
    elif kw == "disjoint":
        o.add("DisjointSets")
    elif kw == "selftaxicab":
        o.add("AntiTaxicab")
    elif kw == "globalentropy":
        if n != 9:
            raise Refused(kw, "ISS's global entropy takes only digits 1-9")
        o.add("GlobalEntropy")
    elif kw == "globalmod":
        if n != 9:
            raise Refused(kw, "ISS's global mod 3 takes only nine digits")
        o.add("GlobalMod")
    elif kw == "dutchflatmates":
        if n != 9:
            raise Refused(kw, "ISS offers Dutch flatmates on digits 1-9 only")
        o.add("DutchFlatmates")
    elif kw == "countingcircles":
        o.add("CountingCircles", *ic(cells_of(toks)))
    elif kw == "extra":
        o.add("AllDifferent", *ic(cells_of(toks)))
    elif kw == "killer":
        s, cs = split_int(toks)
        o.add("Cage", "" if not s else s, *ic(cells_of(cs)))
    elif kw in ("white", "black", "difference", "ratio", "x", "v"):
        dot(p, o, kw, toks)
    elif kw in ("thermo", "between", "renban", "palindrome", "zipper",
                "regionsum", "entropic"):
        if kw == "entropic" and n != 9:
            raise Refused(kw, "ISS's entropic lines are 9x9 only")
        name = {"thermo": "Thermo", "between": "Between", "renban": "Renban",
                "palindrome": "Palindrome", "zipper": "Zipper",
                "regionsum": "RegionSumLine", "entropic": "Entropic"}[kw]
        o.add(name, *ic(line_cells(kw, toks)))
    elif kw == "whisper":
        g, cs = split_int(toks)
        o.add("Whisper", g if g else (n + 1) // 2, *ic(line_cells(kw, cs)))
    elif kw == "slowthermo":
        cs = line_cells(kw, toks)
        o.add("Pair", pair_key(n, lambda a, b: a <= b), "_slow", *ic(cs))
    elif kw == "clone":
        k = toks.index("=")
        left, right = cells_of(toks[:k]), cells_of(toks[k + 1:])
        items = ["_clone"]
        for a, b in zip(left, right):
            if items[-1] != "_clone":
                items.append("")
            items += [iss_cell(a), iss_cell(b)]
        o.add("Pair", pair_key(n, lambda a, b: a == b), *items)
    elif kw in ("min", "max"):
        extreme(p, o, kw, cells_of(toks)[0])
    elif kw == "quad":
        digits = [t for t in toks if re.fullmatch(r"\d+", t)]
        cs = cells_of([t for t in toks if t.startswith("r")])
        o.add("Quad", iss_cell(min(cs)), *digits)
    elif kw == "littlekiller":
        little_killer(p, o, toks)
    elif kw == "arrow":
        arrow(p, o, toks)
    elif kw in ("sandwich", "xsum", "skyscraper", "fullrank"):
        outside(p, o, kw, toks)
    elif kw == "lunchbox":
        lunchbox(p, o, toks)
    elif kw == "fullrankties":
        o.add("FullRankTies", {"unclued": "only-unclued"}.get(toks[0],
                                                             toks[0]))
    elif kw in ("rowindexer", "colindexer"):
        o.add("Indexing", "R" if kw == "rowindexer" else "C",
              *ic(cells_of(toks)))
    else:
        raise Refused(kw)


def dot(p, o, kw, toks):
    n = p.n
    v, cs = split_int(toks)
    a, b = cells_of(cs)
    if kw == "white" or (kw == "difference" and v == 1):
        o.add("WhiteDot", iss_cell(a), iss_cell(b))
    elif kw == "black" or (kw == "ratio" and v == 2):
        o.add("BlackDot", iss_cell(a), iss_cell(b))
    elif kw in ("x", "v"):
        o.add(kw.upper(), iss_cell(a), iss_cell(b))
    elif kw == "difference":
        o.add("Pair", pair_key(n, lambda x, y: abs(x - y) == v),
              "_difference%20" + str(v), iss_cell(a), iss_cell(b))
    else:
        o.add("Pair", pair_key(n, lambda x, y: x == v * y or y == v * x),
              "_ratio%20" + str(v), iss_cell(a), iss_cell(b))


def extreme(p, o, kw, cell):
    """min/max: smaller / larger than every orthogonal neighbour that is
    not itself of the same kind (docs/variants.md), as GreaterThan pairs."""
    same = {parse_cell(t[0]) for k, t in p.rules if k == kw}
    for dr, dc in ORTHO:
        nb = (cell[0] + dr, cell[1] + dc)
        if not (1 <= nb[0] <= p.n and 1 <= nb[1] <= p.n) or nb in same:
            continue
        big, small = (cell, nb) if kw == "max" else (nb, cell)
        o.add("GreaterThan", iss_cell(big), iss_cell(small))


DIRS = {"dr": (1, 1), "dl": (1, -1), "ur": (-1, 1), "ul": (-1, -1)}


def iss_little_killer_map(n):
    """ISS's little killer diagonals: first cell -> the cells, each set of
    cells once (its LittleKiller.cellMap, as read)."""
    out, seen = {}, set()

    def add(r, c, dr, dc):
        cells = []
        while 1 <= r <= n and 1 <= c <= n:
            cells.append((r, c))
            r, c = r + dr, c + dc
        if len(cells) <= 1 or frozenset(cells) in seen:
            return
        seen.add(frozenset(cells))
        out[cells[0]] = cells
    for r in range(1, n):
        add(r, 1, 1, 1)
    for r in range(2, n):
        add(r, n, -1, -1)
    for c in range(2, n + 1):
        add(1, c, 1, -1)
    for c in range(2, n):
        add(n, c, -1, 1)
    return out


def little_killer(p, o, toks):
    s, clue, d = int(toks[0]), parse_cell(toks[1]), toks[2]
    dr, dc = DIRS[d]
    r, c = clue[0] + dr, clue[1] + dc
    cells = []
    while 1 <= r <= p.n and 1 <= c <= p.n:
        cells.append((r, c))
        r, c = r + dr, c + dc
    for first, cs in iss_little_killer_map(p.n).items():
        if set(cs) == set(cells):
            o.add("LittleKiller", s, iss_cell(first))
            return
    raise Refused("littlekiller", "a diagonal of one cell")


def arrow(p, o, toks):
    k = toks.index(">")
    circle, shaft = cells_of(toks[:k]), cells_of(toks[k + 1:])
    if len(circle) == 1:
        o.add("Arrow", *[iss_cell(c) for c in circle + shaft])
        return
    if p.n != 9 or circle != sorted(circle) or len(circle) > 3:
        raise Refused("arrow", "a pill ISS would read in another order")
    o.add("PillArrow", len(circle), *[iss_cell(c) for c in circle + shaft])


def lunchbox(p, o, toks):
    """ISS's Lunchbox lists cells; sudosat's clue form (one frame cell)
    is its whole row or column, read from the clue's side."""
    n = p.n
    v, rest = split_int(toks)
    cs = cells_of(rest)
    if len(cs) == 1 and not (1 <= cs[0][0] <= n and 1 <= cs[0][1] <= n):
        r, c = cs[0]
        if c in (0, n + 1):
            cs = [(r, j) for j in range(1, n + 1)]
        else:
            cs = [(i, c) for i in range(1, n + 1)]
        if r == n + 1 or c == n + 1:
            cs.reverse()
    o.add("Lunchbox", v, *[iss_cell(c) for c in cs])


def outside(p, o, kw, toks):
    n = p.n
    v, clue = int(toks[0]), parse_cell(toks[1])
    r, c = clue
    if c in (0, n + 1):
        line, first = "R%s" % base17(r), c == 0
    else:
        line, first = "C%s" % base17(c), r == 0
    if kw == "sandwich":
        if n != 9:
            raise Refused(kw, "ISS's sandwich is read between 1 and 9")
        o.add("Sandwich", v, line)
        return
    name = {"xsum": "XSum", "fullrank": "FullRank"}.get(kw, "Skyscraper")
    o.add(name, line, v if first else "", "" if first else v)


# ---------------------------------------------- ISS string to sudosat

def iss_parts(s):
    """The constraints of a canonical ISS string: (type, args)."""
    if not s.startswith("."):
        raise ValueError("not an ISS constraint string")
    for part in s[1:].split("."):
        toks = part.split("~")
        yield toks[0], toks[1:]


def from_iss(s):
    parts = list(iss_parts(s))
    n = 9
    for t, a in parts:
        if t == "Shape":
            m = re.fullmatch(r"(\d+)x(\d+)", a[0])
            if not m or m.group(1) != m.group(2) or len(a) > 1:
                raise Refused("Shape", "only square grids of digits 1-N")
            n = int(m.group(1))
    types = {t for t, _ in parts}
    grid, rules, regions = {}, [], None
    dots = types & {"WhiteDot", "BlackDot"}
    cell = lambda tok: ss_cell(parse_iss_cell(tok))
    cells = lambda a: " ".join(cell(x) for x in a)
    for t, a in parts:
        if t in ("Shape", "NoBoxes"):
            continue
        if t == "":
            for item in a:
                f = item.split("_")
                rc, vals = parse_iss_cell(f[0]), sorted(int(x) for x in f[1:])
                if len(vals) == 1:
                    grid[rc] = vals[0]
                elif vals == list(range(1, n + 1, 2)):
                    rules.append("odd " + ss_cell(rc))
                elif vals == list(range(2, n + 1, 2)):
                    rules.append("even " + ss_cell(rc))
                else:
                    rules.append("pencilmarks %s %s"
                                 % (" ".join(map(str, vals)), ss_cell(rc)))
        elif t == "Cage":
            s = a[0] if a[0] not in ("", "0") else ""
            rules.append(("killer %s %s" % (s, cells(a[1:]))).replace("  ", " "))
        elif t in ("Thermo", "Renban", "Between", "Palindrome", "Entropic",
                   "RegionSumLine", "Zipper"):
            kw = {"RegionSumLine": "regionsum"}.get(t, t.lower())
            rules.append("%s %s" % (kw, cells(a)))
        elif t == "Whisper":
            if re.fullmatch(r"\d+", a[0]):
                rules.append("whisper %s %s" % (a[0], cells(a[1:])))
            else:
                rules.append("whisper 5 %s" % cells(a))
        elif t == "Arrow":
            rules.append("arrow %s > %s" % (cell(a[0]), cells(a[1:])))
        elif t == "DoubleArrow":
            rules.append("doublearrow %s" % cells(a))
        elif t == "Lunchbox":
            rules.append("lunchbox %s %s" % (a[0], cells(a[1:])))
        elif t == "Lockout":
            rules.append("lockout %s %s" % (a[0], cells(a[1:])))
        elif t == "SumLine":
            # ISS's LOOP: sudosat's loop lists its first cell again
            loop = a[-1] == "LOOP"
            cs = a[1:-1] + [a[1]] if loop else a[1:]
            rules.append("sumline %s %s" % (a[0], cells(cs)))
        elif t == "PillArrow":
            k = int(a[0])
            pill = sorted(parse_iss_cell(x) for x in a[1:k + 1])
            rules.append("arrow %s > %s" % (" ".join(ss_cell(c) for c in pill),
                                            cells(a[k + 1:])))
        elif t in ("WhiteDot", "BlackDot", "X", "V"):
            kw = {"WhiteDot": "white", "BlackDot": "black"}.get(t, t.lower())
            cs = [parse_iss_cell(x) for x in a]
            for i, x in enumerate(cs):
                for y in cs[i + 1:]:
                    if adjacent(x, y):
                        rules.append("%s %s %s" % (kw, ss_cell(x), ss_cell(y)))
        elif t == "StrictKropki":
            rules += ["negative white", "negative black"]
        elif t == "StrictXV":
            rules.append("negative xv")
        elif t == "AntiConsecutive":
            if dots:
                raise Refused(t, "beside kropki dots (ISS binds dotted pairs too)")
            rules.append("nonconsecutive")
        elif t in ("AntiKnight", "AntiKing", "Windoku"):
            rules.append(t.lower())
        elif t == "DisjointSets":
            rules.append("disjoint")
        elif t == "AntiTaxicab":
            # ISS's anti-taxicab: a digit x not at taxicab distance
            # exactly x from another x, the reference's self-taxicab.
            rules.append("selftaxicab")
        elif t == "GlobalEntropy":
            rules.append("globalentropy")
        elif t == "GlobalMod":
            rules.append("globalmod")
        elif t == "DutchFlatmates":
            rules.append("dutchflatmates")
        elif t == "CountingCircles":
            rules.append("countingcircles " + cells(a))
        elif t == "Diagonal":
            rules.append("diagonal+" if a[0] == "1" else "diagonal-")
        elif t == "AllDifferent":
            rules.append("extra " + cells(a))
        elif t == "Quad":
            tl = parse_iss_cell(a[0])
            cs = [tl, (tl[0], tl[1] + 1), (tl[0] + 1, tl[1]), (tl[0] + 1, tl[1] + 1)]
            rules.append("quad %s %s" % (" ".join(a[1:]),
                                         " ".join(ss_cell(c) for c in cs)))
        elif t == "Indexing":
            rules.append("%s %s" % ("colindexer" if a[0] == "C" else "rowindexer",
                                    cells(a[1:])))
        elif t == "LittleKiller":
            rules.append(iss_little_killer(n, a))
        elif t == "Sandwich":
            if n != 9:
                raise Refused(t, "ISS's sandwich is read between 1 and 9")
            rules.append("sandwich %s %s" % (a[0], clue_cell(n, a[1], True)))
        elif t in ("XSum", "Skyscraper"):
            for v, first in ((a[1] if len(a) > 1 else "", True),
                             (a[2] if len(a) > 2 else "", False)):
                if v:
                    rules.append("%s %s %s" % (t.lower(), v,
                                               clue_cell(n, a[0], first)))
        elif t == "FullRank":
            for v, first in ((a[1] if len(a) > 1 else "", True),
                             (a[2] if len(a) > 2 else "", False)):
                if v:
                    rules.append("fullrank %s %s" % (v, clue_cell(n, a[0], first)))
        elif t == "FullRankTies":
            # ISS's default (only-unclued) is sudosat's default: no line.
            mode = {"only-unclued": None, "any": "any", "none": "none"}
            if a[0] not in mode:
                raise Refused(t, "ties '%s' is none of ISS's modes" % a[0])
            if mode[a[0]]:
                rules.append("fullrankties %s" % mode[a[0]])
        elif t == "Jigsaw":
            regions = a[-1]
        else:
            raise Refused(t)
    lines = []
    for r in range(1, n + 1):
        lines.append("".join(digit(grid.get((r, c)), n) for c in range(1, n + 1)))
    if regions is not None:
        if "NoBoxes" in types:
            lines.append("regions")
            lines += [regions[k:k + n] for k in range(0, n * n, n)]
        else:
            pieces = {}
            for k, ch in enumerate(regions):
                pieces.setdefault(ch, []).append((k // n + 1, k % n + 1))
            for cs in pieces.values():
                rules.append("extra " + " ".join(ss_cell(c) for c in cs))
    elif "NoBoxes" in types:  # rows and columns only: every cell in no region
        lines.append("regions")
        lines += ["." * n] * n
    return "\n".join(lines + rules) + "\n"


def digit(d, n):
    if d is None:
        return "."
    return "123456789ABCDEFG"[d - 1] if n <= 16 else str(d)


def clue_cell(n, line, first):
    k = int(line[1:], 17)
    if line[0] == "R":
        return "r%dc%d" % (k, 0 if first else n + 1)
    return "r%dc%d" % (0 if first else n + 1, k)


def iss_little_killer(n, a):
    s, first = a[0], parse_iss_cell(a[1])
    cs = iss_little_killer_map(n).get(first)
    if not cs:
        raise Refused("LittleKiller", "no diagonal starts at " + a[1])
    dr, dc = cs[1][0] - cs[0][0], cs[1][1] - cs[0][1]
    d = {v: k for k, v in DIRS.items()}[(dr, dc)]
    return "littlekiller %s r%dc%d %s" % (s, first[0] - dr, first[1] - dc, d)


# ---------------------------------------------------------------- main

def main(argv):
    if len(argv) == 3 and argv[1] == "--from-iss":
        path = argv[2]
        try:
            s = open(path).read().strip()
            sys.stdout.write(from_iss(s))
        except Refused as e:
            print("iss_convert: %s: kind %s has no sudosat counterpart with "
                  "the same meaning%s" % (path, e.kind,
                                          " (%s)" % e.why if e.why else ""),
                  file=sys.stderr)
            return 1
        except (OSError, ValueError) as e:
            print("iss_convert: %s: %s" % (path, e), file=sys.stderr)
            return 2
        return 0
    if len(argv) != 2 or argv[1].startswith("-"):
        print("usage: iss_convert.py FILE | --from-iss FILE", file=sys.stderr)
        return 2
    path = argv[1]
    try:
        print(to_iss(read_sudosat(path)))
    except Refused as e:
        print("iss_convert: %s: kind %s has no ISS counterpart with the same "
              "meaning%s" % (path, e.kind, " (%s)" % e.why if e.why else ""),
              file=sys.stderr)
        return 1
    except (OSError, ValueError) as e:
        print("iss_convert: %s: %s" % (path, e), file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
