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
# tdoku's MiniSat harness (its minisat_complete and minisat_augmented
# encodings: givens as assumptions, in-process) joins the rounds when
# TDOKU_SRC names a tdoku source tree and MINISAT_SRC a MiniSat source
# tree (github.com/stp/minisat or niklasso/minisat; Debian ships no
# MiniSat library).  Both are built outside the repository, in
# TDOKU_BUILD (default /tmp/sudosat-tdoku-sat); nothing is vendored.
# Its rate is tdoku's own in-process puzzles per second (run_benchmark
# -r 0 -n N: the file's puzzles in order, K = 2), turned into the time
# for the file's N puzzles.  Without TDOKU_SRC the rows are skipped with
# a message.
# Table on stdout, CSV in bench/out/sat.csv.
set -u
S=${SUDOSAT:-bin/sudosat}
OUT=bench/out
CSV=$OUT/sat.csv
ROUNDS=3
mkdir -p "$OUT"
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

# tdoku_build: builds MiniSat (as a shared library: tdoku's harness makes
# its solvers in static constructors, which must run after MiniSat's
# option objects exist) and tdoku's run_benchmark with -DMINISAT=ON from a
# copy of TDOKU_SRC (its cmake writes into the source tree).
tdoku_build() {
  if [ -z "${TDOKU_SRC:-}" ]; then
    echo "bench_sat: TDOKU_SRC not set: tdoku's minisat rows skipped"
    return 0
  fi
  if [ -z "${MINISAT_SRC:-}" ] || [ ! -f "$MINISAT_SRC/minisat/core/Solver.cc" ]; then
    echo "bench_sat: MINISAT_SRC (a MiniSat tree with minisat/core/Solver.cc) not set: tdoku's minisat rows skipped"
    return 0
  fi
  mkdir -p "$TDOKU_BUILD/obj" || return 0
  rm -rf "$TDOKU_BUILD/src" && cp -r "$TDOKU_SRC" "$TDOKU_BUILD/src" || return 0
  flags="-O3 -DNDEBUG -w -fPIC -D__STDC_LIMIT_MACROS -D__STDC_FORMAT_MACROS -I$MINISAT_SRC"
  for f in core/Solver utils/System utils/Options; do
    g++ $flags -c "$MINISAT_SRC/minisat/$f.cc" -o "$TDOKU_BUILD/obj/${f#*/}.o" \
      || { echo "bench_sat: cannot build MiniSat: tdoku rows skipped"; return 0; }
  done
  g++ -shared -o "$TDOKU_BUILD/libminisat.so" "$TDOKU_BUILD"/obj/*.o || return 0
  if ! { cmake -S "$TDOKU_BUILD/src" -B "$TDOKU_BUILD/cmake" -DMINISAT=ON \
           -DCMAKE_BUILD_TYPE=Release \
           -DCMAKE_CXX_FLAGS="-w -I$MINISAT_SRC -D__STDC_LIMIT_MACROS -D__STDC_FORMAT_MACROS" \
           -DCMAKE_EXE_LINKER_FLAGS="-L$TDOKU_BUILD -Wl,-rpath,$TDOKU_BUILD" \
         && make -C "$TDOKU_BUILD/cmake" run_benchmark; } >"$TDOKU_BUILD/build.log" 2>&1; then
    echo "bench_sat: tdoku's run_benchmark did not build (see $TDOKU_BUILD/build.log): rows skipped"
    return 0
  fi
  tdoku=$TDOKU_BUILD/cmake/run_benchmark
}

# configs FILE SIZE: the configurations to run on it.
configs() {
  echo "qqwing"
  for b in cadical picosat cryptominisat; do
    for e in extended augmented; do echo "$b-assume-$e"; done
    [ "$2" = big ] || echo "$b-reduced-extended"
  done
  if [ -n "$tdoku" ]; then
    echo "tdoku-minisat_complete"
    echo "tdoku-minisat_augmented"
  fi
}

# tdoku's harness: its puzzles/s on the file, as the time for n puzzles
# (wall and CPU alike: it times itself, in-process).
run_tdoku() {
  label=$1 solver=$2 n=$3
  "$tdoku" -s "$solver" -r 0 -n "$n" -w 1 -t 3 -c1 "$tmp/stripped" \
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
    *) b=${1%%-*}; rest=${1#*-}; m=${rest%%-*}; e=${rest#*-}
       run "$1" "$S" solve --solver "$b" --sat-mode "$m" --sat-encoding "$e" \
         --limit 2 "$2" ;;
  esac
}

# check FILE N: the outputs of the last round are all right.
check() {
  for f in "$tmp"/out.*; do
    label=${f##*/out.}
    case $label in tdoku-*) continue ;; esac # tdoku validates its own
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
echo "file,puzzles,solver,median_wall_s,puzzles_per_s,ratio_vs_qqwing,median_cpu_s,cpu_ratio_vs_qqwing" >"$CSV"
bench_file data/17clue_first5000.txt small
bench_file data/top1465.txt small
bench_file ../shared/data/puzzles2_17_clue big

echo "K = 2, whole process, median of $ROUNDS side-by-side rounds after a warm-up"
awk -F, 'NR == 1 { printf "%-34s %8s %-30s %9s %10s %8s %8s %8s\n",
                   "file", "puzzles", "solver", "wall_s", "puzzles/s",
                   "ratio", "cpu_s", "cpu_ratio"; next }
         { printf "%-34s %8s %-30s %9s %10s %8s %8s %8s\n",
           $1, $2, $3, $4, $5, $6, $7, $8 }' "$CSV"
echo "(ratio = qqwing's median time / this one's: > 1 is faster than qqwing;"
echo " tdoku-* rows are tdoku's in-process rate, so wall = cpu there)"
# The best SAT path per file, and against tdoku's MiniSat encodings.
awk -F, 'NR > 1 && $3 !~ /^(qqwing|tdoku)/ && ($1 in best ? $7 < cpu[$1] : 1) {
           best[$1] = $3; cpu[$1] = $7; r[$1] = $8; w[$1] = $6 }
         NR > 1 && $3 ~ /^tdoku/ { td[$1 "," $3] = $7 }
         END { for (f in best) {
                 printf "best SAT path on %s: %s, %.2fx qqwing (cpu; wall %.2fx)",
                   f, best[f], r[f], w[f]
                 for (k in td) { split (k, a, ","); if (a[1] == f && td[k] > 0)
                   printf "; %.2fx %s", td[k] / cpu[f], a[2] }
                 printf "\n" } }' "$CSV"
exit $status
