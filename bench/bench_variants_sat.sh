#!/bin/sh
# bench_variants_sat.sh -- variant puzzles through the SAT backends, per
# sum encoding (issue 19 section 5), and the classroom table of what
# unit propagation alone deduces in each (issue 19 section 2).
#
# Sets (records separated by blank lines):
#   bench/variants/killers.txt   30 killer puzzles (20 9x9, 10 6x6) whose
#                                cages cover the grid, made by
#                                tests/variants/sat/make_puzzles.py
#   tests/variants/sat/*.txt     one puzzle of every kind (29), joined
#                                into bench/out/variants_mixed.txt
#
# For each set, sum encoding (combinations, totalizer, sequential, mdd)
# and SAT mode (assume, reduced): `sudosat solve --solver B --sat-sum S
# --sat-mode M --certify --format json --timeout T SET`, B = cadical
# (BACKENDS may add picosat and cryptominisat).  Reported per row:
# decided (unique, multiple or unsat), the median and max of the solver's
# time per puzzle (time_ms: encoding, loading and solving; the
# certification is timed apart), and the certified share of the
# decided unique and unsat verdicts.  When the in-house `cp` engine is
# built (`sudosat solvers` lists it), it runs on the same sets as the
# peer the SAT path is measured against (issue 18: within 10x of its
# median).  Answers are checked: every solution given must verify.
#
# The classroom table: `sudosat encode --propagate --probe --format
# table --encoding extended` on the killer set, into
# bench/out/variants_sat_propagate.txt.
#
# Table on stdout, CSV in bench/out/variants_sat.csv.  TIMEOUT (s per
# puzzle, default 10), BACKENDS and SETS (file names) may be set in the
# environment; SMOKE=1 takes the first 3 puzzles of each set and one
# backend, for a quick check of the script itself.
set -u
S=${SUDOSAT:-bin/sudosat}
OUT=bench/out
CSV=$OUT/variants_sat.csv
TIMEOUT=${TIMEOUT:-10}
BACKENDS=${BACKENDS:-cadical}
SUMS="combinations totalizer sequential mdd"
mkdir -p "$OUT"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
status=0

[ -x "$S" ] || { echo "bench_variants_sat: $S not built"; exit 1; }

# The mixed set: one record per kind file (comments dropped, records
# separated by blank lines).
for f in tests/variants/sat/*.txt; do
  grep -v '^#' "$f"
  echo
done > "$OUT/variants_mixed.txt"
SETS=${SETS:-bench/variants/killers.txt $OUT/variants_mixed.txt}

# first N records of a set (SMOKE).
first_records() {
  awk -v n="$2" 'BEGIN { RS = ""; ORS = "\n\n" } NR <= n' "$1"
}

# summarize SET LABEL JSON: one CSV row from a solve's JSON lines.
summarize() {
  python3 - "$1" "$2" "$3" "$4" <<'EOF'
import json, statistics, sys
path, label, n, out = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
recs = [json.loads(l) for l in open(path) if l.startswith("{")]
decided = [r for r in recs if r.get("status") in ("unique", "multiple", "unsat")]
times = [r.get("time_ms", 0.0) for r in recs]
proven = [r for r in recs if r.get("status") in ("unique", "unsat")]
certified = [r for r in proven if r.get("certified")]
share = 100.0 * len(certified) / len(proven) if proven else 0.0
with open(out, "a") as f:
    f.write("%s,%d,%d,%.3f,%.3f,%.1f\n" % (label, n, len(decided),
            statistics.median(times) if times else 0.0,
            max(times) if times else 0.0, share))
EOF
}

# run SET BACKEND MODE SUM: one configuration, checked and summarized.
run() {
  set_file=$1 b=$2 m=$3 sum=$4
  n=$(grep -c '^[0-9.]' "$set_file")
  if [ "$b" = cp ]; then
    set -- solve --solver cp
  else
    set -- solve --solver "$b" --sat-mode "$m" --sat-sum "$sum"
  fi
  "$S" "$@" --certify --format json --timeout "$TIMEOUT" "$set_file" \
    >"$tmp/json" 2>"$tmp/err"
  python3 -c '
import json, sys
for l in open(sys.argv[1]):
    if l.startswith("{"):
        r = json.loads(l)
        print(r.get("solution") or r.get("status"))' "$tmp/json" >"$tmp/sol"
  solved=$("$S" verify --solution "$tmp/sol" "$set_file" | grep -c '^ok complete$')
  grids=$(grep -c '^[1-9]' "$tmp/sol")
  if [ "$grids" -ne "$solved" ]; then
    echo "bench_variants_sat: $b $m $sum: $((grids - solved)) wrong solutions on $set_file" >&2
    status=1
  fi
  summarize "$tmp/json" "$set_file,$b,$m,$sum" "$n" "$CSV"
}

echo "set,backend,mode,sum,puzzles,decided,median_ms,max_ms,certified_pct" >"$CSV"
for set_file in $SETS; do
  [ -f "$set_file" ] || continue
  if [ "${SMOKE:-0}" = 1 ]; then
    first_records "$set_file" 3 >"$tmp/smoke.txt"
    cp "$tmp/smoke.txt" "$OUT/smoke_$(basename "$set_file")"
    set_file=$OUT/smoke_$(basename "$set_file")
  fi
  for b in $BACKENDS; do
    for m in assume reduced; do
      for sum in $SUMS; do
        run "$set_file" "$b" "$m" "$sum"
        [ "${SMOKE:-0}" = 1 ] && break
      done
    done
  done
  if "$S" solvers 2>/dev/null | grep -q '^cp '; then
    run "$set_file" cp - -
  fi
done

sh bench/machine.sh "deb:cadical" "deb:picosat"
echo "variant puzzles, SAT backends per sum encoding; --timeout $TIMEOUT s per puzzle"
awk -F, 'NR > 1 { print }' "$CSV" | awk -F, '
  $1 != last { printf "\n%s (%d puzzles)\n  %-14s %-8s %-13s %8s %10s %10s %10s\n",
                 $1, $5, "backend", "mode", "sum", "decided", "median_ms",
                 "max_ms", "certified"; last = $1 }
  { printf "  %-14s %-8s %-13s %8d %10.1f %10.1f %9.1f%%\n", $2, $3, $4, $6,
      $7, $8, $9 }'
echo "(time_ms per puzzle as solve reports it: encoding, loading, solving; certified: share of unique/unsat verdicts)"

killers=bench/variants/killers.txt
if [ -f "$killers" ] && [ "${SMOKE:-0}" != 1 ]; then
  "$S" encode --propagate --probe --format table --encoding extended \
    "$killers" >"$OUT/variants_sat_propagate.txt"
  echo
  echo "what unit propagation alone deduces per sum encoding ($killers):"
  cat "$OUT/variants_sat_propagate.txt"
fi
exit $status
