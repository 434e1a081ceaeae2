#!/bin/sh
# bench_clues.sh -- the setter's clue analysis (explain --clues, issue 31
# §3) on 9x9 puzzles of 20 to 40 clues, beside the same analysis with a
# fresh CNF per question (--fresh: the plain way, and the peer here:
# no other tool classifies clues).
#
# Puzzles, made here with a fixed seed into bench/out/clues/: classic
# 9x9s from generate (minimal, about 25 givens) with 0, 5 and 10 of their
# solution's cells added as redundant givens, and 9x9 killers from
# generate --variant killer (every cage a clue).  Each puzzle: the time
# of `explain --clues --format json` (every redundant verdict and the
# minimal set certified by checked DRAT proofs), median of RUNS (default
# 3), for the incremental instance and for --fresh; the ratio
# incremental/fresh; the verdicts must agree.  The goal: seconds, not
# minutes.  Table on stdout, CSV in bench/out/clues.csv.
set -u
S=${SUDOSAT:-bin/sudosat}
OUT=bench/out
DIR=$OUT/clues
RUNS=${RUNS:-3}
mkdir -p "$DIR"
[ -x "$S" ] || { echo "bench_clues: $S not built"; exit 1; }
for seed in 1 2; do
  $S generate --seed $seed --no-progress > "$DIR/classic$seed.txt"
  sol=$($S solve "$DIR/classic$seed.txt")
  for extra in 5 10; do
    python3 - "$DIR/classic$seed.txt" "$sol" $extra $seed > "$DIR/classic$seed+$extra.txt" <<'PY'
import random, sys
p = list(open(sys.argv[1]).read().split()[0]); s = sys.argv[2]
rng = random.Random(int(sys.argv[4]) * 100 + int(sys.argv[3]))
blank = [i for i, c in enumerate(p) if c in '.0']
for i in rng.sample(blank, int(sys.argv[3])):
    p[i] = s[i]
print(''.join(p))
PY
  done
  $S generate --variant killer --seed $((seed + 2)) --no-progress > "$DIR/killer$seed.txt"
done
sh bench/machine.sh "peer: the same analysis with a fresh CNF per question (--fresh), same build"
echo "# median of $RUNS runs; ratio = incremental / fresh"
python3 - "$S" "$DIR" "$OUT/clues.csv" "$RUNS" <<'EOF2'
import glob, json, os, statistics, subprocess, sys
S, DIR, CSV, RUNS = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
def run(path, fresh):
    times, rec = [], None
    for _ in range(RUNS):
        cmd = [S, "explain", "--clues", "--format", "json", path] + (["--fresh"] if fresh else [])
        out = subprocess.run(cmd, capture_output=True, text=True).stdout
        rec = json.loads(out.splitlines()[0])
        times.append(rec["time_ms"] / 1e3)
    return statistics.median(times), rec
rows, bad = [], 0
print("%-18s %6s %7s %9s %9s %7s  %s" % ("puzzle", "clues", "redund", "incr_s", "fresh_s", "ratio", "certified"))
for path in sorted(glob.glob(DIR + "/*.txt")):
    ti, ri = run(path, False)
    tf, rf = run(path, True)
    same = ri["needed"] == rf["needed"] and ri["redundant"] == rf["redundant"]
    bad += not same
    clues = ri.get("givens", 0) + ri.get("rules", 0)
    name = os.path.basename(path)[:-4]
    print("%-18s %6d %7d %9.3f %9.3f %7.2f  %s%s" % (name, clues, len(ri["redundant"]), ti, tf, ti / tf if tf else 0, ri["certified"], "" if same else "  DISAGREE"))
    rows.append((name, clues, len(ri["redundant"]), ti, tf, ri["certified"], same))
with open(CSV, "w") as f:
    f.write("puzzle,clues,redundant,incremental_s,fresh_s,certified,agree\n")
    for r in rows:
        f.write("%s,%d,%d,%.3f,%.3f,%s,%s\n" % r)
inc = [r[3] for r in rows]
print("# %d puzzles: incremental median %.3f s, max %.3f s; ratio incremental/fresh median %.2f; disagreements %d"
      % (len(rows), statistics.median(inc), max(inc), statistics.median([r[3] / r[4] for r in rows if r[4]]), bad))
sys.exit(1 if bad else 0)
EOF2
