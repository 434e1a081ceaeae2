#!/bin/sh
# bench_sat.sh -- SAT throughput against qqwing, whole process, K = 2.
#
# For each puzzle file: `sudosat solve --solver B --sat-mode M
# --sat-encoding E --limit 2 FILE` for every backend (cadical, picosat,
# cryptominisat), both modes and the extended and augmented encodings
# (AMO: the default), and `qqwing --solve --count-solutions --one-line` on
# the same puzzles ('#' header lines stripped beforehand, outside the
# timing), run side by side: one warm-up of each, then three rounds in
# which every configuration runs once, so a change in machine load hits
# all of them alike.  Reported:
# the median wall time, puzzles per second, and the ratio to qqwing's
# median in the same run (> 1: faster than qqwing); also the median CPU
# time (user + sys) and its ratio, which a busy machine disturbs less.
# Answers are checked outside the timed runs: every sudosat output line
# must be a solution `sudosat verify --solution` accepts, and qqwing must
# call every puzzle unique.
#
# Files: data/17clue_first5000.txt and data/top1465.txt, plus the whole
# 49,158-puzzle puzzles2_17_clue from ../shared/data when present (only
# the assume modes there: reduced takes minutes on it).
#
# In-process rows: cadical through ss_solve() in one process
# (bench/fast_driver.c: the file parsed first, untimed; every solution
# verified), against tdoku's MiniSat harness (its minisat_complete and
# minisat_augmented encodings: givens as assumptions, in-process), which
# joins the rounds when TDOKU_SRC names a tdoku source tree.  tdoku is
# built with -DMINISAT=ON against Debian's minisat package (its
# libminisat.a and headers in /usr/include/minisat), outside the
# repository, in TDOKU_BUILD (default /tmp/sudosat-tdoku-sat); nothing is
# vendored.  Its rate is tdoku's own in-process puzzles per second
# (run_benchmark -r 0 -n N: the file's puzzles in order, K = 2), turned
# into the time for the file's N puzzles.  Without TDOKU_SRC, or without
# the minisat package, the tdoku rows are skipped with a message.
# The table starts with the machine header (bench/machine.sh).
# BENCH_QUICK=1 is a smoke run (top95, one round: its numbers mean
# nothing).  Table on stdout, CSV in bench/out/sat.csv.
set -u
S=${SUDOSAT:-bin/sudosat}
OUT=bench/out
CSV=$OUT/sat.csv
ROUNDS=3
TDOKU_SECS=3
FILES="data/17clue_first5000.txt:small data/top1465.txt:small ../shared/data/puzzles2_17_clue:big"
if [ -n "${BENCH_QUICK:-}" ]; then
  ROUNDS=1 TDOKU_SECS=1 FILES="data/top95.txt:small" # tdoku takes whole seconds
fi
mkdir -p "$OUT" build/bench
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
status=0

command -v qqwing >/dev/null || { echo "bench_sat: qqwing not installed"; exit 1; }
[ -x "$S" ] || { echo "bench_sat: $S not built"; exit 1; }
[ -x /usr/bin/time ] || { echo "bench_sat: /usr/bin/time missing"; exit 1; }

# run LABEL CMD...: one timed run; appends "LABEL wall cpu" to $tmp/times.
run() {
  label=$1; shift
  t0=$(date +%s.%N)
  /usr/bin/time -f "%U %S" -o "$tmp/cpu" "$@" >"$tmp/out.$label" 2>"$tmp/err"
  t1=$(date +%s.%N)
  cpu=$(awk '{ print $1 + $2 }' "$tmp/cpu")
  echo "$label $(echo "$t0 $t1" | awk '{ printf "%.4f", $2 - $1 }') $cpu" \
    >>"$tmp/times"
}

TDOKU_BUILD=${TDOKU_BUILD:-/tmp/sudosat-tdoku-sat}
tdoku=""

# tdoku_build: tdoku's run_benchmark with -DMINISAT=ON, linked against
# Debian's libminisat.a, from a copy of TDOKU_SRC (its cmake writes into
# the source tree).
tdoku_build() {
  if [ -z "${TDOKU_SRC:-}" ]; then
    echo "bench_sat: TDOKU_SRC not set: tdoku's minisat rows skipped"
    return 0
  fi
  if [ ! -f /usr/include/minisat/core/Solver.h ] \
     || [ ! -f "$(g++ -print-file-name=libminisat.a)" ]; then
    echo "bench_sat: Debian's minisat package (libminisat.a and its headers) is missing: tdoku's minisat rows skipped (apt-get install minisat)"
    return 0
  fi
  mkdir -p "$TDOKU_BUILD" || return 0
  rm -rf "$TDOKU_BUILD/src" && cp -r "$TDOKU_SRC" "$TDOKU_BUILD/src" || return 0
  if ! { cmake -S "$TDOKU_BUILD/src" -B "$TDOKU_BUILD/cmake" -DMINISAT=ON \
           -DCMAKE_BUILD_TYPE=Release \
           -DCMAKE_CXX_FLAGS="-w -D__STDC_LIMIT_MACROS -D__STDC_FORMAT_MACROS" \
         && make -C "$TDOKU_BUILD/cmake" run_benchmark; } >"$TDOKU_BUILD/build.log" 2>&1; then
    echo "bench_sat: tdoku's run_benchmark did not build (see $TDOKU_BUILD/build.log): rows skipped"
    return 0
  fi
  tdoku=$TDOKU_BUILD/cmake/run_benchmark
}

# The in-process driver (bench/fast_driver.c) for cadical's row.
driver=build/bench/fast_driver
${CC:-cc} -O2 -std=c11 -D_POSIX_C_SOURCE=200809L bench/fast_driver.c \
  build/libsudosat.a $(make -s --no-print-directory print-libs) \
  -o "$driver" 2>"$tmp/cc.err" || { cat "$tmp/cc.err" >&2; driver=""; }

# configs FILE SIZE: the configurations to run on it.
configs() {
  echo "qqwing"
  for b in cadical picosat cryptominisat; do
    for e in extended augmented; do echo "$b-assume-$e"; done
    [ "$2" = big ] || echo "$b-reduced-extended"
  done
  [ -n "$driver" ] && echo "cadical-in-process"
  if [ -n "$tdoku" ]; then
    echo "tdoku-minisat_complete"
    echo "tdoku-minisat_augmented"
  fi
}

# cadical through ss_solve () in one process: its own time for the file,
# parsing aside (wall and CPU alike); every answer verified by ss_solve,
# and all n must be unique.
run_inprocess() {
  label=$1 file=$2 n=$3
  "$driver" cadical "$file" >"$tmp/driver.out" 2>"$tmp/err"
  t=$(sed -n 's/.* puzzles \([0-9.]*\) s .*/\1/p' "$tmp/driver.out")
  if ! grep -q " unique $n\$" "$tmp/driver.out"; then
    echo "bench_sat: cadical in-process: not all $n unique: $(cat "$tmp/driver.out")" >&2
    status=1
  fi
  echo "$label ${t:-0} ${t:-0}" >>"$tmp/times"
  : >"$tmp/out.$label"
}

# tdoku's harness: its puzzles/s on the file, as the time for n puzzles
# (wall and CPU alike: it times itself, in-process).
run_tdoku() {
  label=$1 solver=$2 n=$3
  "$tdoku" -s "$solver" -r 0 -n "$n" -w 1 -t "$TDOKU_SECS" -c1 "$tmp/stripped" \
    >"$tmp/tdoku.out" 2>"$tmp/err"
  # CSV: compiler, version, flags, file, solver, puzzles/s, ...
  rate=$(awk -F, -v s="$solver" '{ for (i = 1; i < NF; i++)
           if ($i == s) { print $(i + 1); exit } }' "$tmp/tdoku.out")
  [ -n "$rate" ] || { echo "bench_sat: tdoku $solver gave no rate" >&2; rate=0; }
  echo "$label $(echo "$n $rate" | awk '{ t = $2 > 0 ? $1 / $2 : 0; printf "%.4f %.4f", t, t }')" \
    >>"$tmp/times"
  : >"$tmp/out.$label"
}

run_config() {
  case $1 in
    qqwing) run qqwing sh -c "qqwing --solve --count-solutions --one-line <'$tmp/stripped'" ;;
    tdoku-*) run_tdoku "$1" "${1#tdoku-}" "$3" ;;
    cadical-in-process) run_inprocess "$1" "$2" "$3" ;;
    *) b=${1%%-*}; rest=${1#*-}; m=${rest%%-*}; e=${rest#*-}
       run "$1" "$S" solve --solver "$b" --sat-mode "$m" --sat-encoding "$e" \
         --limit 2 "$2" ;;
  esac
}

# check FILE N: the outputs of the last round are all right.
check() {
  for f in "$tmp"/out.*; do
    label=${f##*/out.}
    case $label in tdoku-*|*-in-process) continue ;; esac # checked apart
    if [ "$label" = qqwing ]; then
      got=$(grep -c 'unique' "$f")
    else
      got=$("$S" verify --solution "$f" "$1" | grep -c '^ok complete$')
    fi
    if [ "$got" -ne "$2" ]; then
      echo "bench_sat: $label: only $got of $2 answers right on $1" >&2
      status=1
    fi
  done
}

median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

bench_file() {
  file=$1 size=$2
  [ -f "$file" ] || return 0
  grep -v '^#' "$file" >"$tmp/stripped"
  n=$(grep -c . "$tmp/stripped")
  : >"$tmp/times"
  list=$(configs "$file" "$size")
  for c in $list; do run_config "$c" "$file" "$n"; done # warm-up
  : >"$tmp/times"
  rm -f "$tmp"/out.*
  r=0
  while [ $r -lt $ROUNDS ]; do
    for c in $list; do run_config "$c" "$file" "$n"; done
    r=$((r + 1))
  done
  check "$file" "$n"
  qw=$(awk '$1 == "qqwing" { print $2 }' "$tmp/times" | median)
  qc=$(awk '$1 == "qqwing" { print $3 }' "$tmp/times" | median)
  for c in $list; do
    w=$(awk -v c="$c" '$1 == c { print $2 }' "$tmp/times" | median)
    u=$(awk -v c="$c" '$1 == c { print $3 }' "$tmp/times" | median)
    echo "$file $n $c $w $u $qw $qc" | awk '{
      printf "%s,%d,%s,%.3f,%.0f,%.2f,%.3f,%.2f\n", $1, $2, $3, $4, $2 / $4,
        $6 / $4, $5, ($5 > 0 ? $7 / $5 : 0) }' >>"$CSV"
  done
}

tdoku_build
tdoku_cc=""
[ -n "$tdoku" ] && tdoku_cc=$("$tdoku" -c1 -r0 -n 1 -w 0 -t 0.01 -s minisat_complete \
                                data/top95.txt 2>/dev/null | head -1 | cut -d, -f1-3)
sh bench/machine.sh "deb:qqwing" "deb:libcadical-dev" "deb:picosat" \
  "deb:libcryptominisat5-dev" "deb:minisat" \
  "peer tdoku: run_benchmark from TDOKU_SRC, CMake Release, -DMINISAT=ON with Debian's libminisat.a; it reports (compiler,version,flags): ${tdoku_cc:-not built}" \
  "in-process driver bench/fast_driver.c: ${CC:-cc} -O2, linked with build/libsudosat.a"
echo "file,puzzles,solver,median_wall_s,puzzles_per_s,ratio_vs_qqwing,median_cpu_s,cpu_ratio_vs_qqwing" >"$CSV"
for fs in $FILES; do
  bench_file "${fs%:*}" "${fs##*:}"
done

echo "K = 2, whole process, median of $ROUNDS side-by-side rounds after a warm-up"
awk -F, 'NR == 1 { printf "%-34s %8s %-30s %9s %10s %8s %8s %8s\n",
                   "file", "puzzles", "solver", "wall_s", "puzzles/s",
                   "ratio", "cpu_s", "cpu_ratio"; next }
         { printf "%-34s %8s %-30s %9s %10s %8s %8s %8s\n",
           $1, $2, $3, $4, $5, $6, $7, $8 }' "$CSV"
echo "(ratio = qqwing's median time / this one's: > 1 is faster than qqwing;"
echo " tdoku-* and *-in-process rows are in-process rates, so wall = cpu there)"
# In-process against in-process: cadical through ss_solve () and tdoku's
# MiniSat encodings, on the same puzzles.
awk -F, 'NR > 1 && $3 == "cadical-in-process" { cad[$1] = $7 }
         NR > 1 && $3 ~ /^tdoku-minisat/ { td[$1 "," $3] = $7 }
         END { for (f in cad) for (k in td) { split (k, a, ",")
                 if (a[1] == f && cad[f] > 0)
                   printf "in-process on %s: cadical %.3f s, %s %.3f s: cadical %.2fx it\n",
                     f, cad[f], a[2], td[k], td[k] / cad[f] } }' "$CSV"
# The best whole-process SAT path per file (tdoku's in-process rates are
# compared with cadical's in-process one above, not with these).
awk -F, 'NR > 1 && $3 !~ /^(qqwing|tdoku)|in-process/ && ($1 in best ? $7 < cpu[$1] : 1) {
           best[$1] = $3; cpu[$1] = $7; r[$1] = $8; w[$1] = $6 }
         END { for (f in best)
                 printf "best SAT path on %s: %s, %.2fx qqwing (cpu; wall %.2fx)\n",
                   f, best[f], r[f], w[f] }' "$CSV"
exit $status
