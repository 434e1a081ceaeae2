#!/bin/sh
# bench_drat_trim.sh -- sudosat's DRAT checker against drat-trim, on the
# same proofs in the same rounds.
#
# drat-trim is not vendored and Debian does not package it: set
# DRAT_TRIM_SRC to a drat-trim checkout (https://github.com/marijnheule/
# drat-trim); its drat-trim.c is built with `cc -O2` into DRAT_TRIM_BUILD
# (default $TMPDIR/sudosat-drat-trim), outside this tree.  Without it
# the benchmark says so and is skipped.
#
# The fixed proof set, every CNF made here, every proof cadical's binary
# DRAT:
#   php8, php9       pigeonhole PHP(9,8), PHP(10,9) (tests/proof/php.awk)
#   r200a, r200b     the first two unsatisfiable random 3-SAT formulas of
#                    200 variables at ratio 4.26 from seed 1 on
#                    (tests/proof/random3sat.awk)
#   tseitin4x8, tseitin5x6
#                    Tseitin parity on torus grids (tests/proof/tseitin.awk)
#   sudoku25a, sudoku25b
#                    uniqueness of two 25x25 puzzles (data/run/
#                    25x25_sample.txt's first two): the reduced CNF plus
#                    the clause that blocks the solution, as solve
#                    --certify refutes it (9x9 and 16x16 proofs check in
#                    less than the 10 ms /usr/bin/time resolves)
# Each proof is checked by both, and must be verified by both (outside
# the timing, once); then ROUNDS rounds (default 3, after a warm-up)
# time `sudosat check-proof CNF PROOF` and `drat-trim CNF PROOF` (its
# default backward mode) side by side, CPU seconds.  Per proof the ratio
# drat-trim / sudosat of the medians (above 1: sudosat faster); the
# median ratio over the set is the result.
#
# Timed commands run under `flock $BENCH_LOCK` when BENCH_LOCK names a
# lock file.  Table on stdout, CSV in bench/out/drat_trim.csv.  ROUNDS=1
# and a small set (BENCH_SMALL=1: php8, r200a, tseitin4x8, sudoku25a)
# for a smoke test.
set -u
S=${SUDOSAT:-bin/sudosat}
OUT=bench/out
CSV=$OUT/drat_trim.csv
ROUNDS=${ROUNDS:-3}
mkdir -p "$OUT"

if [ -z "${DRAT_TRIM_SRC:-}" ]; then
  echo "bench_drat_trim: skipped: set DRAT_TRIM_SRC to a drat-trim checkout"
  exit 0
fi
[ -f "$DRAT_TRIM_SRC/drat-trim.c" ] || {
  echo "bench_drat_trim: $DRAT_TRIM_SRC/drat-trim.c not found"; exit 1; }
[ -x "$S" ] || { echo "bench_drat_trim: $S not built"; exit 1; }
[ -x /usr/bin/time ] || { echo "bench_drat_trim: /usr/bin/time missing"; exit 1; }
command -v cadical >/dev/null || { echo "bench_drat_trim: cadical not installed"; exit 1; }

BUILD=${DRAT_TRIM_BUILD:-${TMPDIR:-/tmp}/sudosat-drat-trim}
mkdir -p "$BUILD"
DT=$BUILD/drat-trim
${CC:-cc} -O2 -o "$DT" "$DRAT_TRIM_SRC/drat-trim.c" 2>"$BUILD/cc.err" || {
  echo "bench_drat_trim: drat-trim does not build:"; head -5 "$BUILD/cc.err"; exit 1; }
dt_rev=$(cd "$DRAT_TRIM_SRC" && git rev-parse --short HEAD 2>/dev/null || echo unknown)
sh bench/machine.sh "drat-trim: $dt_rev from DRAT_TRIM_SRC, built with ${CC:-cc} -O2" "deb:cadical"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
status=0

locked() {
  if [ -n "${BENCH_LOCK:-}" ]; then flock "$BENCH_LOCK" "$@"; else "$@"; fi
}

# cpu CMD...: the command's user + system CPU seconds.
cpu() {
  locked /usr/bin/time -f "%U %S" -o "$tmp/cpu" "$@" >"$tmp/out" 2>&1
  awk '{ printf "%.3f\n", $1 + $2 }' "$tmp/cpu"
}
median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

# ---- the proof set --------------------------------------------------------
# sudoku NAME PUZZLE-FILE: NAME.cnf, the uniqueness CNF of the file's first
# puzzle (comment lines skipped): its reduced encoding (every variable a
# blank cell's candidate, named by a "c var V rR cC dD" line) plus the
# clause that blocks the solution.
sudoku() {
  grep -v '^#' "$2" | head -1 > "$tmp/$1.txt"
  "$S" encode --encoding reduced "$tmp/$1.txt" > "$tmp/$1.red"
  "$S" solve "$tmp/$1.txt" > "$tmp/$1.sol"
  awk -v sol="$(cat "$tmp/$1.sol")" '
    BEGIN { abc = "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"; n = int(sqrt(length(sol)) + 0.5) }
    /^c var [0-9]+ r/ {
      r = substr($4, 2); c = substr($5, 2); d = substr($6, 2)
      if (index(abc, substr(sol, (r - 1) * n + c, 1)) == d) block = block " -" $3
      next }
    /^c/ { next }
    /^p cnf/ { $4 = $4 + 1 }
    { print }
    END { print substr(block, 2), 0 }' "$tmp/$1.red" > "$tmp/$1.cnf"
}

make_set() {
  awk -v n=8 -f tests/proof/php.awk > "$tmp/php8.cnf"
  [ -n "${BENCH_SMALL:-}" ] || awk -v n=9 -f tests/proof/php.awk > "$tmp/php9.cnf"
  found=0 seed=1
  while [ $found -lt 2 ] && [ $seed -lt 40 ]; do
    awk -v n=200 -v seed=$seed -f tests/proof/random3sat.awk > "$tmp/r.cnf"
    if cadical -q "$tmp/r.cnf" >/dev/null 2>&1; [ $? -eq 20 ]; then
      found=$((found + 1))
      mv "$tmp/r.cnf" "$tmp/r200$(echo " ab" | cut -c$((found + 1))).cnf"
    fi
    seed=$((seed + 1))
    [ -n "${BENCH_SMALL:-}" ] && [ $found -ge 1 ] && break
  done
  awk -v w=4 -v h=8 -f tests/proof/tseitin.awk > "$tmp/tseitin4x8.cnf"
  [ -n "${BENCH_SMALL:-}" ] || awk -v w=5 -v h=6 -f tests/proof/tseitin.awk > "$tmp/tseitin5x6.cnf"
  sudoku sudoku25a data/run/25x25_sample.txt
  [ -n "${BENCH_SMALL:-}" ] && return
  grep -v '^#' data/run/25x25_sample.txt | sed -n 2p > "$tmp/second25.txt"
  sudoku sudoku25b "$tmp/second25.txt"
}

make_set
printf 'drat-trim %s (built with %s -O2), sudosat %s; CPU seconds, median of %d rounds\n' \
  "$dt_rev" "${CC:-cc}" "$("$S" --version | cut -d' ' -f2)" "$ROUNDS"
printf '%-12s %9s %8s %10s %10s %8s\n' proof lemmas checked sudosat_s drat_trim_s ratio
echo "proof,lemmas,checked,sudosat_cpu_s,drat_trim_cpu_s,ratio" > "$CSV"
: > "$tmp/ratios"
for cnf in "$tmp"/*.cnf; do
  name=$(basename "$cnf" .cnf)
  proof=$tmp/$name.drat
  cadical -q "$cnf" "$proof" >/dev/null 2>&1
  said=$("$S" check-proof --format json "$cnf" "$proof")
  case $said in *'"status":"verified"'*) ;; *)
    echo "bench_drat_trim: $name: sudosat does not verify cadical's proof" >&2
    status=1; continue ;; esac
  "$DT" "$cnf" "$proof" > "$tmp/dt.out" 2>&1
  tr -d '\r' < "$tmp/dt.out" | grep -q '^s VERIFIED' || {
    echo "bench_drat_trim: $name: drat-trim does not verify cadical's proof" >&2
    status=1; continue; }
  lemmas=$(echo "$said" | sed -n 's/.*"lemmas":\([0-9]*\).*/\1/p')
  checked=$(echo "$said" | sed -n 's/.*"checked":\([0-9]*\).*/\1/p')
  cpu "$S" check-proof "$cnf" "$proof" >/dev/null # warm-up
  cpu "$DT" "$cnf" "$proof" >/dev/null
  : > "$tmp/ours"; : > "$tmp/theirs"
  r=0
  while [ $r -lt "$ROUNDS" ]; do
    cpu "$S" check-proof "$cnf" "$proof" >> "$tmp/ours"
    cpu "$DT" "$cnf" "$proof" >> "$tmp/theirs"
    r=$((r + 1))
  done
  ours=$(median < "$tmp/ours"); theirs=$(median < "$tmp/theirs")
  # Below 20 ms the clock's 10 ms steps make a ratio meaningless.
  ratio=$(echo "$theirs $ours" | awk '{ if ($1 < 0.02 || $2 < 0.02) print "n/a"; else printf "%.2f", $1 / $2 }')
  [ "$ratio" = n/a ] || echo "$ratio" >> "$tmp/ratios"
  printf '%-12s %9s %8s %10s %10s %8s\n' "$name" "$lemmas" "$checked" "$ours" "$theirs" "$ratio"
  echo "$name,$lemmas,$checked,$ours,$theirs,$ratio" >> "$CSV"
done
if [ -s "$tmp/ratios" ]; then
  echo "median ratio drat-trim / sudosat over $(wc -l < "$tmp/ratios") proofs: $(median < "$tmp/ratios") (above 1: sudosat's checker is faster)"
fi
echo "CSV: $CSV"
exit $status
