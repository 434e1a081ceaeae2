#!/usr/bin/env python3
"""iss_import.py -- bring the ISS puzzles named in bench/iss/imported.list
into sudosat's text form, as bench/iss/iss-NAME.txt (and iss-NAME.sol
when ISS stores a solution).

    node bench/iss_dump.mjs "$ISS_SRC" > dump.jsonl
    python3 bench/iss_import.py dump.jsonl

Each file opens with two comment lines: where the puzzle comes from, and
ISS's constraint string verbatim (what bench/bench_iss.sh gives ISS);
then the rule-by-rule translation by iss_convert.py --from-iss.  A
puzzle with a rule sudosat has no counterpart for is reported and left
out.  The solution is ISS's stored answer, not sudosat's."""
import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import iss_convert  # noqa: E402

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "iss")


def slug(name):
    s = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")
    return s[:44].rstrip("-")


def main(dump):
    wanted = []
    for line in open(os.path.join(HERE, "imported.list")):
        if line.strip() and not line.startswith("#"):
            coll, name = line.rstrip("\n").split("\t")
            wanted.append((coll, name))
    entries = {}
    for line in open(dump):
        d = json.loads(line)
        entries[(d["collection"], d["name"])] = d
    status = 0
    for coll, name in wanted:
        d = entries.get((coll, name))
        if d is None:
            print("iss_import: %s: not in the dump" % name, file=sys.stderr)
            status = 1
            continue
        try:
            text = iss_convert.from_iss(d["input"])
        except iss_convert.Refused as e:
            print("iss_import: %s: kind %s has no sudosat counterpart with "
                  "the same meaning" % (name, e.kind), file=sys.stderr)
            status = 1
            continue
        base = os.path.join(HERE, "iss-" + slug(name))
        where = "data/collections.js:%s" % coll
        with open(base + ".txt", "w") as f:
            f.write("# %s: converted from the ISS constraint string of %s "
                    "(sigh/Interactive-Sudoku-Solver, see SOURCES.md):\n"
                    % (name, where))
            f.write("# %s\n" % d["input"])
            f.write(text)
            f.write("title %s\n" % name)
        if d.get("solution"):
            sol = d["solution"]
            n = int(round(len(sol) ** 0.5))
            if n > 9:  # ISS writes 1..16 as the letters A..P
                sol = "".join(iss_convert.digit(ord(ch) - 64, n) for ch in sol)
            if n * n == len(sol):
                with open(base + ".sol", "w") as f:
                    for r in range(n):
                        f.write(sol[r * n:(r + 1) * n] + "\n")
        print("%s\t%s\t%s" % (os.path.basename(base) + ".txt", coll, name))
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
