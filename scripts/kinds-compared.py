#!/usr/bin/env python3
"""kinds-compared.py -- writes docs/kinds-compared.md: every constraint
kind sudosat reads (SS_KINDS of core/kinds.h), its text keywords
(SS_KEYWORDS) and f-puzzles keys (core/fpuzzles/keys.c), beside the
constraints of rangsk's SudokuSolver (the [Constraint] attributes of
SudokuSolver/Constraints/*.cs and the f-puzzles keys its FPuzzlesBoard
reads) and the constraint types of sigh's Interactive Sudoku Solver (the
classes of js/sudoku_constraint.js).

    python3 scripts/kinds-compared.py [RANGSK_GIT_DIR ISS_GIT_DIR] > docs/kinds-compared.md

The two projects are read from bare git mirrors (HEAD).  Which of their
constraints matches which kind is this file's table, MATCH, written by
reading their descriptions and handlers; the script checks that every
name in it exists in the sources, that every kind has a row and that
every constraint of theirs is either matched or listed as one sudosat
lacks (LACKS, with why), so a new constraint on either side fails it
rather than vanish from the page.
"""
import re
import subprocess
import sys

RANGSK = "/work/.mirror/dclamage+SudokuSolver/repo"
ISS = "/work/.mirror/sigh+Interactive-Sudoku-Solver/repo"

# kind: (rangsk display names, ISS classes, a note or "")
MATCH = {
    "diagonal": (["Diagonal+", "Diagonal-"], ["Diagonal"], ""),
    "disjoint": (["Disjoint Groups"], ["DisjointSets"], ""),
    "extra": (["Extra Region"], ["AllDifferent", "Windoku", "Jigsaw"],
              "ISS's Windoku is sudosat's `windoku` line (extra regions); "
              "a Jigsaw piece beside boxes is an extra region"),
    "antiknight": (["Anti-Knight"], ["AntiKnight"], ""),
    "antiking": (["Anti-King"], ["AntiKing"], ""),
    "nonconsecutive": (["Difference"], ["AntiConsecutive"],
                       "rangsk: its difference constraint's negative of 1"),
    "parity": (["Odd", "Even"], ["Given"],
               "ISS: a given of all the odd (or even) values"),
    "extreme": (["Minimum", "Maximum"], [], ""),
    "quadruple": (["Quadruple"], ["Quad"], ""),
    "pencilmarks": ([], ["Given"],
                    "rangsk reads f-puzzles pencil marks as candidates, "
                    "no constraint class; ISS: a given of several values"),
    "difference": (["Difference"], ["WhiteDot"], "ISS: a difference of 1"),
    "ratio": (["Ratio"], ["BlackDot"], "ISS: a ratio of 2"),
    "xv": (["Sum"], ["X", "V"],
           "rangsk's Sum takes any total; sudosat's xv 10 and 5"),
    "negative": (["Difference", "Ratio", "Sum"],
                 ["StrictKropki", "StrictXV"],
                 "rangsk: those constraints' negative options"),
    "thermo": (["Thermometer"], ["Thermo"], ""),
    "whisper": (["Whispers"], ["Whisper"], ""),
    "between": (["Between Line"], ["Between"], ""),
    "renban": (["Renban"], ["Renban"], ""),
    "palindrome": (["Palindrome"], ["Palindrome"], ""),
    "clone": (["Clone"], ["Pair"], "ISS: a Pair of an equality table"),
    "entropic": (["Entropic Line"], ["Entropic"], ""),
    "killer": (["Killer Cage"], ["Cage"], ""),
    "littlekiller": (["Little Killer"], ["LittleKiller"], ""),
    "arrow": (["Arrow"], ["Arrow", "PillArrow"], ""),
    "sandwich": (["Sandwich"], ["Sandwich"], ""),
    "xsum": (["X-Sum"], ["XSum"], ""),
    "regionsum": (["Region Sum Lines"], ["RegionSumLine"], ""),
    "skyscraper": (["Skyscraper"], ["Skyscraper"], ""),
    "indexer": (["Row Indexer", "Col Indexer", "Box Indexer"], ["Indexing"],
                "ISS indexes rows and columns, not boxes"),
    "slowthermo": (["Slow Thermometer"], ["Pair"],
                   "ISS: a Pair of a no-decrease table"),
    "zipper": (["Zipper Line"], ["Zipper"], ""),
    "doublearrow": (["Double Arrow"], ["DoubleArrow"], ""),
    "modular": (["Modular Line"], ["Modular"], "ISS's Modular of 3"),
    "nabner": (["Nabner"], ["PairX"],
               "ISS: a PairX of an at-least-two-apart table"),
    "multikiller": (["Multisum Killer Cage"], [], ""),
    "chess": (["Chess"], [], ""),
    "taxicab": (["Taxicab"], [], ""),
    "knightmare": (["Knightmare"], [], ""),
    "diagnonconsecutive": (["Diagonal Nonconsecutive"], [], ""),
    "selftaxicab": (["Self Taxicab"], ["AntiTaxicab"], ""),
    "disjointgroup": (["Disjoint Group"], [], ""),
    "parityline": ([], [], ""),
    "lockout": ([], ["Lockout"], ""),
    "sumline": ([], ["SumLine"], ""),
    "rellik": ([], ["RellikCage"], ""),
    "lunchbox": ([], ["Lunchbox"], "ISS lists cells; sudosat also takes "
                 "a clue outside for a whole row or column"),
    "numberedroom": ([], ["NumberedRoom"], ""),
    "hiddenskyscraper": ([], ["HiddenSkyscraper"], ""),
    "globalentropy": ([], ["GlobalEntropy"], ""),
    "globalmod": ([], ["GlobalMod"], ""),
    "dutchflatmates": ([], ["DutchFlatmates"], ""),
    "countingcircles": ([], ["CountingCircles"], ""),
    "fullrank": ([], ["FullRank"], ""),
    "fullrankties": ([], ["FullRankTies"], ""),
}

# What sudosat reads beside the kinds table: not rows of SS_KINDS.
EXTRA_ROWS = [
    ("irregular regions", "`regions` map", "grid `region`", "—",
     "Jigsaw, NoBoxes", "f-puzzles writes regions in its grid cells; rangsk "
     "reads them there, no constraint class"),
]

# Their constraints sudosat has no kind for, with what they are.
RANGSK_LACKS = {}
ISS_LACKS = {
    "Container": "structure: a group of constraints",
    "Or": "structure: one of several groups holds",
    "And": "structure: all of several groups hold",
    "Replicate": "structure: a constraint repeated over the grid",
    "End": "structure: the end of a composite",
    "Shape": "structure: the grid's shape (sudosat reads the side from "
             "the grid)",
    "Var": "structure: extra cells outside the grid",
    "SearchPriority": "structure: a search hint, no rule",
    "Regex": "a line's digits match a regular expression",
    "NFA": "a line's digits are accepted by an automaton",
    "ChaosConstruction": "regions the solver draws itself",
    "ChaosArrow": "a control cell giving a run length along arms of chaos "
                  "construction cells",
    "ChaosCount": "a control cell counting chaos construction cells that "
                  "match the first",
    "RegionSize": "structure: the default boxes' size (sudosat: the box "
                  "shape)",
    "RegionSameValues": "every largest region holds the same values",
    "Doppelganger": "every row, column and box holds a 0 and all but one "
                    "of 1..N, no two of a type missing the same digit",
    "GreaterThan": "a cell larger than the later adjacent cells",
    "ValueIndexing": "arrows from a digit to the same digit, the second "
                     "cell counting the distance",
    "EqualityCage": "as many odd as even and low as high digits",
    "Sum": "a sum of cells that may repeat digits",
    "ContainAtLeast": "the listed digits in any cells (sudosat: in a 2x2, "
                      "quadruple)",
    "ContainExact": "exactly the listed digits in any cells",
    "LookAndSay": "a clue read as (count, value) pairs over the cells",
    "ConnectedValues": "the cells holding the listed values form one "
                       "connected group (of a given size)",
    "SameValues": "sets of cells holding the same values (sudosat's clone "
                  "is cell by cell)",
    "EqualSum": "segments of equal sums, any shape (sudosat: zipper, "
                "region sum, double arrow lines)",
    "Binary": "any table between consecutive cells (legacy)",
    "BinaryX": "any table between every two cells (legacy)",
    "CountDistinct": "a cell counts the distinct digits of the others",
}


def git_show(git_dir, path):
    return subprocess.run(["git", "--git-dir=" + git_dir, "show",
                           "HEAD:" + path], check=True, capture_output=True,
                          text=True).stdout


def git_ls(git_dir, path):
    out = subprocess.run(["git", "--git-dir=" + git_dir, "ls-tree",
                          "--name-only", "HEAD", path + "/"], check=True,
                         capture_output=True, text=True).stdout
    return out.split()


def sudosat_kinds():
    text = open("core/kinds.h").read()
    table = text[text.index("#define SS_KINDS(X)"):text.index("typedef enum")]
    kinds = re.findall(r"X \(([A-Z]+), ([a-z]+),", table)
    words = re.findall(r'X \("([a-z+\-]+)", ([A-Z]+),', text)
    keys = re.findall(r'R \("([A-Za-z+\-]+)", [A-Z_]+, ([A-Z]+),',
                      open("core/fpuzzles/keys.c").read())
    out = []
    for cid, name in kinds:
        out.append((name, [w for w, k in words if k == cid],
                    [k for k, c in keys if c == cid]))
    return out


def rangsk_constraints(git_dir):
    names = {}
    for f in git_ls(git_dir, "SudokuSolver/Constraints"):
        if not f.endswith(".cs"):
            continue
        for disp, console in re.findall(
                r'\[Constraint\(DisplayName = "([^"]+)", ConsoleName = "([^"]+)"\)\]',
                git_show(git_dir, f)):
            names[disp] = console
    board = git_show(git_dir, "SudokuSolver/PuzzleFormats/FPuzzlesBoard.cs")
    board = board[:board.index("public class FPuzzlesGridEntry")]
    keys = re.findall(r'JsonPropertyName\("([^"]+)"\)', board)
    keys += [k for k in re.findall(r"public [A-Za-z\[\]]+ (\w+) \{ get", board)
             if k not in ("size", "title", "author", "ruleset", "grid",
                          "diagonalp", "diagonaln", "disabledlogic",
                          "truecandidatesoptions")]
    return names, keys


def iss_constraints(git_dir):
    js = git_show(git_dir, "js/sudoku_constraint.js")
    return re.findall(r"static (\w+) = class \1 extends", js)


def names(xs):
    return ", ".join(xs) if xs else "—"


def main():
    rangsk_dir = sys.argv[1] if len(sys.argv) > 2 else RANGSK
    iss_dir = sys.argv[2] if len(sys.argv) > 2 else ISS
    kinds = sudosat_kinds()
    rangsk, rangsk_keys = rangsk_constraints(rangsk_dir)
    iss = iss_constraints(iss_dir)
    assert set(MATCH) == {k for k, _, _ in kinds}, \
        set(MATCH) ^ {k for k, _, _ in kinds}
    used_r, used_i = set(), set()
    for kind, (rs, isss, _) in MATCH.items():
        for r in rs:
            assert r in rangsk, "rangsk has no %s" % r
            used_r.add(r)
        for i in isss:
            assert i in iss, "ISS has no %s" % i
            used_i.add(i)
    for row in EXTRA_ROWS:
        used_i.update(x.strip() for x in row[4].split(","))
    used_i.add("Given")
    lack_r = sorted(set(rangsk) - used_r)
    lack_i = [c for c in iss if c not in used_i]
    assert set(lack_r) == set(RANGSK_LACKS), set(lack_r) ^ set(RANGSK_LACKS)
    assert set(lack_i) == set(ISS_LACKS), set(lack_i) ^ set(ISS_LACKS)
    rev = subprocess.run(["git", "--git-dir=" + rangsk_dir, "rev-parse", "HEAD"],
                         capture_output=True, text=True).stdout.strip()
    irev = subprocess.run(["git", "--git-dir=" + iss_dir, "rev-parse", "HEAD"],
                          capture_output=True, text=True).stdout.strip()
    w = sys.stdout.write
    w("""# Kinds compared: sudosat, rangsk's SudokuSolver, ISS

Every constraint kind sudosat reads (the rows of `SS_KINDS` in
`core/kinds.h`), side by side with the constraints of rangsk's
SudokuSolver (the solver behind f-puzzles, GitHub `dclamage/SudokuSolver`
at `%s`: the `[Constraint]` classes of `SudokuSolver/Constraints/*.cs`,
named by their display names) and the constraint types of sigh's
Interactive Sudoku Solver (ISS, GitHub `sigh/Interactive-Sudoku-Solver`
at `%s`: the classes of `js/sudoku_constraint.js`).  Which of theirs
matches which kind was decided by reading their descriptions and
handlers (for meaning only: docs/variants.md says, kind by kind, whose
convention sudosat follows and where the conventions differ); a "—"
means the project has no constraint for it.  The f-puzzles key is the
one sudosat reads and writes (`core/fpuzzles/keys.c`); a kind without
one is refused by name by `--format fpuzzles`.

The page is made by `scripts/kinds-compared.py` from the three sources
and its own table of matches, which it checks against them: every kind
has a row, every name it gives exists, and every constraint of theirs is
either matched or listed below as one sudosat lacks.
`tests/cli/test_markdown.sh` checks that every kind of `SS_KINDS` has
its row here.

## The kinds

| sudosat kind | text keyword | f-puzzles key | rangsk's SudokuSolver | ISS | note |
|---|---|---|---|---|---|
""" % (rev, irev))
    for name, words, keys in kinds:
        rs, isss, note = MATCH[name]
        w("| `%s` | %s | %s | %s | %s | %s |\n" % (
            name, ", ".join("`%s`" % x for x in words),
            ", ".join("`%s`" % k for k in keys) if keys else "—",
            names(rs), names(isss), note))
    for row in EXTRA_ROWS:
        w("| %s | %s | %s | %s | %s | %s |\n" % row)
    n_r = sum(1 for _, (rs, _, _) in MATCH.items() if rs)
    n_i = sum(1 for _, (_, isss, _) in MATCH.items() if isss)
    w("""
Of sudosat's %d kinds, rangsk's SudokuSolver has a constraint for %d and
ISS for %d; in neither: %s.  sudosat reads f-puzzles keys for %d of
them; rangsk's FPuzzlesBoard reads %d rule keys (%s).

## What they have that sudosat lacks

rangsk's SudokuSolver: %d constraint classes, %d matched above%s.
""" % (len(kinds), n_r, n_i,
       ", ".join("`%s`" % k for k, (rs, isss, _) in MATCH.items()
                 if not rs and not isss),
       sum(1 for _, _, k in kinds if k), len(rangsk_keys),
       ", ".join("`%s`" % k for k in rangsk_keys),
       len(rangsk), len(used_r),
       ": none lacking, but its `Sum` markers take any total where "
       "sudosat's `xv` takes 10 and 5" if not lack_r else ""))
    for c in lack_r:
        w("- `%s`: %s\n" % (c, RANGSK_LACKS[c]))
    structure = [c for c in lack_i if ISS_LACKS[c].startswith("structure")]
    rules = [c for c in lack_i if c not in structure]
    w("""
ISS: %d constraint types, %d matched above (with `Given`, sudosat's
givens and pencil marks), %d that are structure rather than a rule, and
%d rules sudosat lacks:

| ISS type | what it is |
|---|---|
""" % (len(iss), len(used_i), len(structure), len(rules)))
    for c in rules:
        w("| `%s` | %s |\n" % (c, ISS_LACKS[c]))
    w("""
ISS's `Pair` and `PairX` take any table of two digits; sudosat reads the
tables that are one of its kinds (clone, slow thermometer, nabner: the
note column), not any other.

Structure, not a rule: %s.
""" % ", ".join("`%s` (%s)" % (c, ISS_LACKS[c][len("structure: "):])
                for c in structure))


main()
