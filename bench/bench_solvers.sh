#!/bin/sh
# bench_solvers.sh -- solver throughput against qqwing, whole processes.
#
# For each data set (top1465 always; 17-clue first 5,000 and forum
# hardest when ../shared/data exists), with K = 2 (proves uniqueness):
#   qqwing --solve --count-solutions --one-line < SET   ('#' lines removed:
#                                                        qqwing reads their
#                                                        digits as clues)
#   sudosat solve --solver S --limit 2 SET > /dev/null  for S in fast, dlx,
#                                                        bird (each only if
#                                                        `sudosat solvers`
#                                                        lists it)
# A solver whose checked run takes over 10 s is reported from that one
# run (marked "1 run"), to keep make bench within minutes.
# Answers are checked before timing, outside the timed runs: every
# sudosat output must pass `sudosat verify --solution`, and qqwing must
# call every puzzle unique.  Then one warm-up run and 3 timed runs each
# (date +%s%N deltas); the table shows the median, puzzles/s and the
# ratio to qqwing's median from the same run of this script.  A last
# row per set gives fast in-process (bench/fast_driver.c: parsed once,
# then ss_solve() with verification and no printing; median of 3 runs
# after a warm-up), to show what the CLI path costs.  CSV in bench/out/solvers.csv.  Set QQWING or SUDOSAT to use
# other binaries.
set -u
sudosat=${SUDOSAT:-bin/sudosat}
qqwing=${QQWING:-qqwing}
out=bench/out/solvers.csv
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
status=0
mkdir -p bench/out build/bench

if ! command -v "$qqwing" >/dev/null 2>&1; then
  echo "bench_solvers: qqwing is missing (apt-get install qqwing)" >&2
  exit 1
fi

sh bench/machine.sh "deb:qqwing"
sets="data/top1465.txt"
if [ -d ../shared/data ]; then
  sets="$sets data/17clue_first5000.txt data/forum_hardest_1106.txt"
fi
solvers=""
for s in fast dlx bird; do
  "$sudosat" solvers | grep -q "^$s " && solvers="$solvers $s"
done

driver=build/bench/fast_driver
${CC:-cc} -O2 -std=c11 -D_POSIX_C_SOURCE=200809L bench/fast_driver.c \
  build/libsudosat.a $(make -s --no-print-directory print-libs) \
  -o "$driver" 2>"$tmp/cc.err" || { cat "$tmp/cc.err" >&2; driver=""; }

# seconds CMD...: the wall time of one run, in seconds.
seconds() {
  start=$(date +%s%N)
  "$@" >/dev/null 2>&1 || echo "bench_solvers: failed: $*" >&2
  end=$(date +%s%N)
  echo "$start $end" | awk '{ printf "%.6f\n", ($2 - $1) / 1e9 }'
}

# median CMD...: warm up once, then the median of 3 runs.
median() {
  "$@" >/dev/null 2>&1
  { seconds "$@"; seconds "$@"; seconds "$@"; } | sort -g | sed -n 2p
}

run_qqwing() { "$qqwing" --solve --count-solutions --one-line <"$1"; }
run_sudosat() { "$sudosat" solve --solver "$1" --limit 2 "$2"; }

# check_sudosat SOLVER SET: every answer verified against its puzzle; the
# run's wall time is left in $check_s.
check_sudosat() {
  start=$(date +%s%N)
  run_sudosat "$1" "$2" >"$tmp/sol" 2>/dev/null
  end=$(date +%s%N)
  check_s=$(echo "$start $end" | awk '{ printf "%.6f\n", ($2 - $1) / 1e9 }')
  bad=$("$sudosat" verify --solution "$tmp/sol" "$2" | grep -vc '^ok complete$')
  if [ "$bad" -ne 0 ]; then
    echo "bench_solvers: $1 on $2: $bad answers fail verification" >&2
    status=1
  fi
}

# check_qqwing PLAIN COUNT: qqwing must call all COUNT puzzles unique.
check_qqwing() {
  unique=$(run_qqwing "$1" | grep -c 'solution to the puzzle is unique')
  if [ "$unique" -ne "$2" ]; then
    echo "bench_solvers: qqwing: $unique of $2 puzzles unique" >&2
    status=1
  fi
}

row() {
  printf '%-24s %-20s %8s %10s %12s %9s\n' "$@"
}

echo "set,solver,mode,puzzles,median_s,puzzles_per_s,ratio_vs_qqwing" >"$out"
row set solver puzzles median_s puzzles/s vs_qqwing
for set in $sets; do
  name=$(basename "$set" .txt)
  plain="$tmp/$name.plain"
  grep -v '^#' "$set" >"$plain"
  count=$(grep -c . "$plain")
  check_qqwing "$plain" "$count"
  qq=$(median run_qqwing "$plain")
  qrate=$(echo "$count $qq" | awk '{ printf "%.0f", $1 / $2 }')
  row "$name" qqwing "$count" "$qq" "$qrate" 1.00
  echo "$name,qqwing,process,$count,$qq,$qrate,1.00" >>"$out"
  for s in $solvers; do
    check_sudosat "$s" "$set"
    label=$s mode=process
    if awk -v t="$check_s" 'BEGIN { exit !(t > 10) }'; then
      t=$check_s # slow (bird on hard sets): its one checked run only
      label="$s (1 run)" mode=process-1-run
    else
      t=$(median run_sudosat "$s" "$set")
    fi
    rate=$(echo "$count $t" | awk '{ printf "%.0f", $1 / $2 }')
    ratio=$(echo "$qq $t" | awk '{ printf "%.2f", $1 / $2 }')
    row "$name" "$label" "$count" "$t" "$rate" "$ratio"
    echo "$name,$s,$mode,$count,$t,$rate,$ratio" >>"$out"
  done
  if [ -n "$driver" ]; then
    t=$(for run in 0 1 2 3; do
          "$driver" fast "$set" | sed -n 's/.* puzzles \([0-9.]*\) s .*/\1/p'
        done | sed 1d | sort -g | sed -n 2p)
    rate=$(echo "$count $t" | awk '{ printf "%.0f", $1 / $2 }')
    ratio=$(echo "$qq $t" | awk '{ printf "%.2f", $1 / $2 }')
    row "$name" "fast (in-process)" "$count" "$t" "$rate" "$ratio"
    echo "$name,fast,in-process,$count,$t,$rate,$ratio" >>"$out"
  fi
done
exit $status
