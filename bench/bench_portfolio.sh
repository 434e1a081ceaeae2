#!/bin/sh
# bench_portfolio.sh -- the default engine for a puzzle with rules (the
# portfolio: cp races cadical, dlx too on a third CPU) against each
# single engine, cp and cadical (issue 30 §2).
#
# Puzzles: made here by bench/make_portfolio.py into bench/out/portfolio/
# (a fixed seed: the same set on every run): impossible 9x9 jigsaw
# layouts (two cells swapped between boxes), unique 16x16 killers, and
# sparse 9x9 and 16x16 grids with rules (X diagonals, antiknight; few
# givens).  JIGSAWS, KILLERS and SPARSE set how many (default 6, 3, 4).
#
# Each puzzle: `sudosat solve --limit 2 --format json --timeout TIMEOUT`
# with no --solver (the default pick), with --solver cp and with --solver
# cadical, RUNS times each (default 3); the time is the record's time_ms
# (reading, encoding, solving), a run without a verdict counts as
# TIMEOUT.  Reported per puzzle: the medians, the best single engine, and
# the ratio default/best-single.  The goals: no puzzle above 2x, none
# above 1 s where a single engine takes under 0.1 s (flagged "SLOW").
# Every verdict must agree with cadical's (else "DISAGREE", exit 1).
#
# Table on stdout, CSV in bench/out/portfolio.csv.  TIMEOUT (s, default
# 60) and RUNS may be set in the environment.
set -u
S=${SUDOSAT:-bin/sudosat}
OUT=bench/out
DIR=$OUT/portfolio
CSV=$OUT/portfolio.csv
TIMEOUT=${TIMEOUT:-60}
RUNS=${RUNS:-3}
mkdir -p "$DIR"
[ -x "$S" ] || { echo "bench_portfolio: $S not built"; exit 1; }

python3 bench/make_portfolio.py "$S" "$DIR" "${JIGSAWS:-6}" "${KILLERS:-3}" \
  "${SPARSE:-4}" || { echo "bench_portfolio: making the puzzles failed"; exit 1; }

sh bench/machine.sh "peer: the single engines cp and cadical of the same build (deb:libcadical-dev), on the same puzzles"
echo "# timeout ${TIMEOUT}s per run, median of $RUNS runs; ratio = default / best single engine"

python3 - "$S" "$DIR" "$CSV" "$TIMEOUT" "$RUNS" <<'EOF'
import json, statistics, subprocess, sys

S, DIR, CSV, TIMEOUT, RUNS = sys.argv[1], sys.argv[2], sys.argv[3], \
    float(sys.argv[4]), int(sys.argv[5])
ENGINES = [("default", []), ("cp", ["--solver", "cp"]),
           ("cadical", ["--solver", "cadical"])]


def records(path):
    text = open(path).read()
    return [r.strip() + "\n" for r in text.split("\n\n") if r.strip()]


def run(puzzle, extra):
    """(status, seconds) of one solve; no verdict costs TIMEOUT."""
    got = subprocess.run([S, "solve", "--limit", "2", "--format", "json",
                          "--timeout", str(TIMEOUT)] + extra + ["-"],
                         input=puzzle, capture_output=True, text=True)
    try:
        o = json.loads(got.stdout.splitlines()[0])
    except (IndexError, ValueError):
        return "error", TIMEOUT
    st = o.get("status", "error")
    if st in ("unknown", "error"):
        return st, TIMEOUT
    return st, o.get("time_ms", TIMEOUT * 1e3) / 1e3


rows, bad = [], 0
print("%-10s %3s %10s %10s %10s %8s  %s" % ("set", "#", "default_s", "cp_s",
                                          "cadical_s", "ratio", "verdict"))
for name in ("jigsaw", "killer", "sparse"):
    for i, puzzle in enumerate(records("%s/%s.txt" % (DIR, name)), 1):
        med, verdict = {}, {}
        for label, extra in ENGINES:
            got = [run(puzzle, extra) for _ in range(RUNS)]
            med[label] = statistics.median(t for _, t in got)
            verdict[label] = {st for st, _ in got}
        best = min(med["cp"], med["cadical"])
        ratio = med["default"] / best if best > 0 else 1.0
        truth = verdict["cadical"] - {"unknown", "error"}
        flags = []
        for label in ("default", "cp"):
            if truth and (verdict[label] - {"unknown", "error"}) - truth:
                flags.append("DISAGREE(%s)" % label)
                bad = 1
        if ratio > 2:
            flags.append("over-2x")
        if med["default"] > 1 and best < 0.1:
            flags.append("SLOW")
        word = "/".join(sorted(verdict["default"]))
        print("%-10s %3d %10.3f %10.3f %10.3f %8.2f  %s %s" % (
            name, i, med["default"], med["cp"], med["cadical"], ratio, word,
            " ".join(flags)))
        rows.append((name, i, med["default"], med["cp"], med["cadical"],
                     ratio, word, " ".join(flags)))

with open(CSV, "w") as f:
    f.write("set,index,default_s,cp_s,cadical_s,ratio,verdict,flags\n")
    for r in rows:
        f.write("%s,%d,%.4f,%.4f,%.4f,%.3f,%s,%s\n" % r)
ratios = [r[5] for r in rows]
if ratios:
    print("# %d puzzles: ratio default/best-single median %.2f, max %.2f; "
          "over 2x: %d; above 1 s where one engine is under 0.1 s: %d" % (
              len(rows), statistics.median(ratios), max(ratios),
              sum(r > 2 for r in ratios), sum("SLOW" in r[7] for r in rows)))
sys.exit(bad)
EOF
