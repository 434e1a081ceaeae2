#!/bin/sh
# bench_model_cost.sh -- what the constraint model costs the classic
# puzzle (issue 18: "make bench's 9x9 and large-board numbers must not
# regress by more than 3%, measured side by side with the previous
# commit").
#
# The base is the last commit before the model (MODEL_BASE, default
# 4233065), built from a clean export into build/model-base/ with the
# same compiler and flags; HEAD is this tree's bin/sudosat.  Each
# workload runs on both, interleaved (base, head, base, head, ...) after
# a warm-up, 5 times each; the table gives both medians and head/base.
# Where valgrind is installed, the instructions of one run of each (a
# count, repeatable whatever else the machine does) are compared too:
# that is the number to trust on a loaded machine.
#
# Workloads: fast on top1465 (9x9, K = 2, whole process), fast on the
# 16x16 set, fast on an easy 100x100 (generate --keep 0.8, large boards),
# verify on top1465, cadical on top95, encode of a 25x25 to DIMACS.
# CSV in bench/out/model_cost.csv.
set -u
base=${MODEL_BASE:-4233065}
head_bin=${SUDOSAT:-bin/sudosat}
out=bench/out/model_cost.csv
dir=build/model-base
runs=${MODEL_COST_RUNS:-5}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p bench/out build

if [ ! -x "$dir/bin/sudosat" ] || [ "$(cat "$dir/.commit" 2>/dev/null)" != "$base" ]; then
  rm -rf "$dir"
  mkdir -p "$dir"
  git archive "$base" | tar -x -C "$dir" || { echo "bench_model_cost: no commit $base" >&2; exit 1; }
  echo "$base" >"$dir/.commit"
  make -s -C "$dir" -j2 all >/dev/null 2>&1 || { echo "bench_model_cost: base build failed" >&2; exit 1; }
fi
base_bin=$dir/bin/sudosat

"$head_bin" generate --box 10x10 --keep 0.8 --seed 7 >"$tmp/big.txt" 2>/dev/null
head -1 data/gecode_25x25.txt >"$tmp/g25.txt"

# Each workload: a name and the arguments after the binary.
workloads() {
  echo "fast_top1465|solve --solver fast --limit 2 data/top1465.txt"
  echo "fast_16x16|solve --solver fast --limit 2 data/16x16.txt"
  echo "fast_100x100|solve --solver fast --limit 2 $tmp/big.txt"
  echo "verify_top1465|verify data/top1465.txt"
  echo "cadical_top95|solve --solver cadical --limit 2 data/top95.txt"
  echo "encode_25x25|encode $tmp/g25.txt"
}

seconds() {
  start=$(date +%s%N)
  "$@" >/dev/null 2>&1
  end=$(date +%s%N)
  echo "$start $end" | awk '{ printf "%.6f\n", ($2 - $1) / 1e9 }'
}

med() { sort -g | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }

instructions() {
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null \
    | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}

row() { printf '%-16s %10s %10s %8s %14s %14s %8s\n' "$@"; }

echo "workload,base_s,head_s,time_ratio,base_instr,head_instr,instr_ratio" >"$out"
echo "bench_model_cost: base $base ($base_bin) against HEAD ($head_bin), $runs runs each, interleaved"
row workload base_s head_s ratio base_instr head_instr ratio
status=0
workloads | while IFS='|' read -r name args; do
  # shellcheck disable=SC2086
  "$base_bin" $args >/dev/null 2>&1; "$head_bin" $args >/dev/null 2>&1
  : >"$tmp/b"; : >"$tmp/h"
  i=0
  while [ $i -lt "$runs" ]; do
    # shellcheck disable=SC2086
    seconds "$base_bin" $args >>"$tmp/b"
    # shellcheck disable=SC2086
    seconds "$head_bin" $args >>"$tmp/h"
    i=$((i + 1))
  done
  b=$(med <"$tmp/b"); h=$(med <"$tmp/h")
  tr=$(echo "$b $h" | awk '{ printf "%.3f", $2 / $1 }')
  bi=- hi=- ir=-
  if command -v valgrind >/dev/null 2>&1 && [ "$name" != cadical_top95 ]; then
    # shellcheck disable=SC2086
    bi=$(instructions "$base_bin" $args); hi=$(instructions "$head_bin" $args)
    ir=$(echo "$bi $hi" | awk '{ printf "%.4f", $2 / $1 }')
  fi
  row "$name" "$b" "$h" "$tr" "$bi" "$hi" "$ir"
  echo "$name,$b,$h,$tr,$bi,$hi,$ir" >>"$out"
done
exit $status
