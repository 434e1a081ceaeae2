#!/bin/sh
# bench_fuzz.sh -- sudosat fuzz's runs per second against the cadical
# binary, on 9x9, 16x16 and 25x25, beside cadical alone on the same CNFs.
#
# For each box (3x3, 4x4, 5x5): `sudosat fuzz --sat-cmd 'cadical -q'
# --box B --seconds SECONDS --seed 1 --shrink-seconds 0 --save-cnfs DIR`
# (one thread): every instance drawn, encoded, solved by fast for the
# reference, handed to cadical (and again with the solution blocked
# after a model), every model checked, every UNSAT certified by
# CaDiCaL's proof checked in-process.  Its runs per second and solver
# calls per second come from its JSON summary; it must find no failure.
# The peer, in the same run: the cadical binary alone on exactly the CNFs
# fuzz handed it (--save-cnfs), one after another, timed as a whole.
# The ratio fuzz calls/s over cadical calls/s says how much of the
# solver's own rate the fuzz loop keeps (the rest is sudosat's checking).
# Median of ROUNDS rounds (default 3) of both.
#
# Timed commands run under `flock $BENCH_LOCK` when BENCH_LOCK names a
# lock file.  Table on stdout, CSV in bench/out/fuzz.csv.  FUZZ_SECONDS=2
# ROUNDS=1 for a smoke test; FUZZ_BOXES="5x5" for one size; CALL_TIMEOUT
# (10) cuts each solver call, fuzz's and the peer's alike.
set -u
S=${SUDOSAT:-bin/sudosat}
OUT=bench/out
CSV=$OUT/fuzz.csv
ROUNDS=${ROUNDS:-3}
SECS=${FUZZ_SECONDS:-20}
CALL_TIMEOUT=${CALL_TIMEOUT:-10} # seconds per solver call, fuzz's default
mkdir -p "$OUT"
[ -x "$S" ] || { echo "bench_fuzz: $S not built"; exit 1; }
command -v cadical >/dev/null || { echo "bench_fuzz: cadical not installed"; exit 1; }
sh bench/machine.sh "deb:cadical"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
status=0

locked() {
  if [ -n "${BENCH_LOCK:-}" ]; then flock "$BENCH_LOCK" "$@"; else "$@"; fi
}
median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
# summary NAME JSON: a number of fuzz's JSON summary.
summary() { sed -n "s/.*\"summary\".*\"$1\":\([0-9.]*\).*/\1/p" "$2"; }

# cadical alone on every CNF of DIR, in one timed loop, each call cut at
# CALL_TIMEOUT seconds as fuzz cuts its calls; prints calls/s.
cadical_alone() {
  n=$(ls "$1" | wc -l)
  t0=$(date +%s.%N)
  locked sh -c 'for f in "$1"/*.cnf; do timeout "$2" cadical -q "$f" >/dev/null 2>&1; done' sh "$1" "$CALL_TIMEOUT"
  t1=$(date +%s.%N)
  echo "$n $t0 $t1" | awk '{ printf "%.1f\n", $1 / ($3 - $2) }'
}

echo "box,round,fuzz_runs_per_s,fuzz_calls_per_s,cadical_calls_per_s,ratio" > "$CSV"
printf 'cadical %s; fuzz --seconds %s a box, one thread; median of %d rounds\n' \
  "$(cadical --version)" "$SECS" "$ROUNDS"
printf '%-6s %10s %12s %15s %8s\n' box fuzz_runs/s fuzz_calls/s cadical_calls/s ratio
for box in ${FUZZ_BOXES:-3x3 4x4 5x5}; do
  : > "$tmp/runs"; : > "$tmp/calls"; : > "$tmp/peer"; : > "$tmp/ratio"
  r=0
  while [ $r -lt "$ROUNDS" ]; do
    rm -rf "$tmp/cnfs" "$tmp/found"
    locked "$S" fuzz --sat-cmd 'cadical -q' --box $box --seconds "$SECS" \
      --timeout "$CALL_TIMEOUT" \
      --seed $((r + 1)) --shrink-seconds 0 --save-cnfs "$tmp/cnfs" \
      --out "$tmp/found" --format json > "$tmp/fuzz.json"
    fails=$(summary failures "$tmp/fuzz.json")
    [ "$fails" = 0 ] || { echo "bench_fuzz: $box: $fails failures: $(sed -n 's/.*"by_failure":\({[^}]*}\).*/\1/p' "$tmp/fuzz.json")" >&2; status=1; }
    runs=$(summary runs "$tmp/fuzz.json"); calls=$(summary calls "$tmp/fuzz.json")
    secs=$(summary seconds "$tmp/fuzz.json")
    rps=$(echo "$runs $secs" | awk '{ printf "%.1f", $1 / $2 }')
    cps=$(echo "$calls $secs" | awk '{ printf "%.1f", $1 / $2 }')
    peer=$(cadical_alone "$tmp/cnfs")
    ratio=$(echo "$cps $peer" | awk '{ printf "%.2f", ($2 > 0 ? $1 / $2 : 0) }')
    echo "$rps" >> "$tmp/runs"; echo "$cps" >> "$tmp/calls"
    echo "$peer" >> "$tmp/peer"; echo "$ratio" >> "$tmp/ratio"
    echo "$box,$r,$rps,$cps,$peer,$ratio" >> "$CSV"
    r=$((r + 1))
  done
  printf '%-6s %10s %12s %15s %8s\n' $box "$(median < "$tmp/runs")" \
    "$(median < "$tmp/calls")" "$(median < "$tmp/peer")" "$(median < "$tmp/ratio")"
done
echo "ratio: fuzz's cadical calls per second over cadical alone on the same CNFs"
echo "CSV: $CSV"
exit $status
