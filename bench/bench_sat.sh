#!/bin/sh
# bench_sat.sh -- SAT throughput against qqwing, whole process, K = 2.
#
# For each puzzle file: `sudosat solve --solver B --sat-mode M --limit 2
# FILE` for both backends and both modes, and `qqwing --solve
# --count-solutions --one-line` on the same puzzles ('#' header lines
# stripped beforehand, outside the timing), run side by side: one
# warm-up of each, then three rounds in which every configuration runs
# once, so a change in machine load hits all of them alike.  Reported:
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

# configs FILE SIZE: the configurations to run on it.
configs() {
  echo "qqwing"
  for b in cadical picosat; do
    for m in assume reduced; do
      [ "$m" = reduced ] && [ "$2" = big ] && continue
      echo "$b-$m"
    done
  done
}

run_config() {
  case $1 in
    qqwing) run qqwing sh -c "qqwing --solve --count-solutions --one-line <'$tmp/stripped'" ;;
    *) b=${1%-*}; m=${1#*-}
       run "$1" "$S" solve --solver "$b" --sat-mode "$m" --limit 2 "$2" ;;
  esac
}

# check FILE N: the outputs of the last round are all right.
check() {
  for f in "$tmp"/out.*; do
    label=${f##*/out.}
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
  for c in $list; do run_config "$c" "$file"; done # warm-up
  : >"$tmp/times"
  rm -f "$tmp"/out.*
  r=0
  while [ $r -lt $ROUNDS ]; do
    for c in $list; do run_config "$c" "$file"; done
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

echo "file,puzzles,solver,median_wall_s,puzzles_per_s,ratio_vs_qqwing,median_cpu_s,cpu_ratio_vs_qqwing" >"$CSV"
bench_file data/17clue_first5000.txt small
bench_file data/top1465.txt small
bench_file ../shared/data/puzzles2_17_clue big

echo "K = 2, whole process, median of $ROUNDS side-by-side rounds after a warm-up"
awk -F, 'NR == 1 { printf "%-34s %8s %-16s %9s %10s %8s %8s %8s\n",
                   "file", "puzzles", "solver", "wall_s", "puzzles/s",
                   "ratio", "cpu_s", "cpu_ratio"; next }
         { printf "%-34s %8s %-16s %9s %10s %8s %8s %8s\n",
           $1, $2, $3, $4, $5, $6, $7, $8 }' "$CSV"
echo "(ratio = qqwing's median time / this one's: > 1 is faster than qqwing)"
exit $status
