#!/usr/bin/env python3
"""roundtrip.py -- every output of sudosat reads back with its box.

    roundtrip.py SUDOSAT RxC [ALPHABET]

Makes one puzzle of RxC boxes (generate --format json gives the
reference puzzle and solution), then writes it in every output format
that holds a grid -- generate's puzzle and solve's solution, each as
text, block, csv and json -- and reads each output back with
`sudosat solve --format json` and no options.  Every record read back
must have the same box (and alphabet), and solve it to the reference
solution.  Prints "ok" or one line per failure.
"""
import json
import subprocess
import sys

S, BOX = sys.argv[1], sys.argv[2]
ABC = sys.argv[3] if len(sys.argv) > 3 else None
FORMATS = ["text", "block", "csv", "json"]


def run(args, stdin=None):
    p = subprocess.run([S] + args, input=stdin, capture_output=True,
                       text=True)
    return p.stdout


def readback(text):
    out = run(["solve", "--format", "json", "-"], text)
    return [json.loads(line) for line in out.splitlines()]


extra = ["--alphabet", ABC] if ABC else []
gen = ["generate", "--box", BOX, "--seed", "7", "--method", "deduce"] + extra
ref = json.loads(run(gen + ["--format", "json"]))
want_abc = ref["alphabet"]
problems = []
outputs = {}
for f in FORMATS:
    outputs["generate " + f] = run(gen + ["--format", f])
    outputs["solve " + f] = run(["solve", "--format", f, "--box", BOX]
                                + extra + ["-"], ref["puzzle"] + "\n")
for name, text in outputs.items():
    got = readback(text)
    if len(got) != 1:
        problems.append("%s: %d records read back from %r"
                        % (name, len(got), text[:200]))
        continue
    r = got[0]
    if r.get("box") != BOX or r.get("alphabet") != want_abc:
        problems.append("%s: read back as box %s alphabet %s, not %s %s"
                        % (name, r.get("box"), r.get("alphabet"), BOX,
                           want_abc))
    elif r.get("status") != "unique" or r.get("solution") != ref["solution"]:
        problems.append("%s: %s %s, not unique %s" % (
            name, r.get("status"), r.get("solution", r.get("error")),
            ref["solution"]))
print("\n".join(problems) if problems else "ok")
