#!/bin/sh
# bench_cluster.sh -- cube and conquer across machines (issue 22 §3), whole
# processes: the hard 64x64 grids cut by `split`, the parts run by GNU
# parallel, added up by `merge`, against the portfolio's single run.
#
# For each grid (`generate --box 8x8 --keep 0.6 --seed S`, S = 1 2 3: the
# random 60% 64x64 grids of the moonshot):
#   1. the portfolio alone: `solve --solver portfolio --timeout CAP`;
#      verdict, wall and CPU seconds (user + system, every thread);
#   2. for K = 16 64 256: `split --parts K`; the parts run with `parallel
#      -j JOBS --pipe -N1`, each `solve --solver SOLVER --timeout PART_CAP`
#      under /usr/bin/time (its CPU) with parallel's --joblog (its start
#      and run time); `merge` of the results.  Reported: the parts, the
#      split's wall time, parallel's, the verdict, when the verdict was
#      settled (the parts' results replayed in the order they ended:
#      the first prefix merge decides, plus the split and the merge), the
#      sum of the parts' CPU against the portfolio's, and a projection to
#      C = 16 and 64 cores: the parts' measured run times list-scheduled
#      in parallel's order on C cores, replayed the same way (a part not
#      finished counts as never ending, so a projection is an upper bound).
# Parallel is stopped after WALL seconds (its parts then count as not
# finished).  The moonshot: every grid decided within 60 s of wall time
# on this 2-core machine.
#
# Env: CLUSTER_BOX (8x8), CLUSTER_KEEP (0.6), CLUSTER_SEEDS ("1 2 3"),
# CLUSTER_PARTS ("16 64 256"), CLUSTER_JOBS (2), CLUSTER_SOLVER (fast),
# CLUSTER_CAP (60), CLUSTER_PART_CAP (CAP), CLUSTER_WALL (600),
# CLUSTER_CORES ("16 64").  A smoke test in seconds:
#   CLUSTER_BOX=3x3 CLUSTER_KEEP=0.3 CLUSTER_SEEDS=1 CLUSTER_PARTS="4 8" \
#     CLUSTER_CAP=5 sh bench/bench_cluster.sh
# The full run takes up to (1 + 3 WALL/60) minutes a grid; run it under
# `flock /work/wt/bench.lock nice sh bench/bench_cluster.sh`.  CSV in
# bench/out/cluster.csv.
set -u
sudosat=${SUDOSAT:-bin/sudosat}
case $sudosat in /*) ;; *) sudosat=$(pwd)/$sudosat ;; esac
box=${CLUSTER_BOX:-8x8}
keep=${CLUSTER_KEEP:-0.6}
seeds=${CLUSTER_SEEDS:-1 2 3}
parts=${CLUSTER_PARTS:-16 64 256}
jobs=${CLUSTER_JOBS:-2}
solver=${CLUSTER_SOLVER:-fast}
cap=${CLUSTER_CAP:-60}
part_cap=${CLUSTER_PART_CAP:-$cap}
wall=${CLUSTER_WALL:-600}
cores=${CLUSTER_CORES:-16 64}
mkdir -p bench/out
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
command -v parallel >/dev/null 2>&1 ||
  { echo "bench_cluster: GNU parallel is not installed (scripts/install-deps.sh)"; exit 1; }
sh bench/machine.sh "deb:parallel" "peer: the portfolio of the same build, one run per puzzle"

now() { date +%s.%N; }
since() { echo "$1 $(now)" | awk '{ printf "%.3f", $2 - $1 }'; }

# cpu_of CMD...: runs CMD (stdout to $tmp/out); "wall cpu" seconds.
cpu_of() {
  t0=$(now)
  /usr/bin/time -f "%U %S" -o "$tmp/time" "$@" > "$tmp/out" 2>/dev/null
  echo "$(since "$t0") $(tail -1 "$tmp/time" | awk '{ printf "%.3f", $1 + $2 }')"
}

status_of() { sed -n 's/.*"status":"\([a-z]*\)".*/\1/p' "$1" | head -1; }
decided() { case $1 in unsat|unique|multiple) return 0 ;; *) return 1 ;; esac; }

# settled ENDS RESULTS: ENDS holds "part end_seconds" lines; the results
# are merged in the order the parts ended, and the first end at which
# the verdict is decided is printed ("-" when it never is).  Deciding is
# monotone in the results read, so a binary search finds it.
settled() {
  sort -k2,2g "$1" > "$tmp/order"
  n=$(wc -l < "$tmp/order")
  [ "$n" -gt 0 ] || { echo -; return; }
  prefix() { # K: the results of the first K parts to end
    head -n "$1" "$tmp/order" | while read -r p e; do
      grep "\"part\":\"$p/" "$2"
    done
  }
  lo=1 hi=$n
  prefix "$n" "$2" | "$sudosat" merge --format json > "$tmp/m" 2>/dev/null
  decided "$(status_of "$tmp/m")" || { echo -; return; }
  while [ "$lo" -lt "$hi" ]; do
    mid=$(( (lo + hi) / 2 ))
    prefix "$mid" "$2" | "$sudosat" merge --format json > "$tmp/m" 2>/dev/null
    if decided "$(status_of "$tmp/m")"; then hi=$mid; else lo=$((mid + 1)); fi
  done
  sed -n "${lo}p" "$tmp/order" | awk '{ print $2 }'
}

# schedule C RUNTIMES: "part end" for the run times (one "part seconds"
# per line, in parallel's order; "-" never ends) list-scheduled on C cores.
schedule() {
  awk -v c="$1" '{ best = 0
      for (k = 1; k < c; k++) if (free[k] + 0 < free[best] + 0) best = k
      run = ($2 == "-") ? 1e18 : $2
      free[best] += run
      print $1, free[best] }' "$2"
}

# run_parts K: split, parallel, merge for the grid in $tmp/q.txt.
run_parts() {
  k=$1
  rm -rf "$tmp/t"; mkdir -p "$tmp/t"
  t0=$(now)
  "$sudosat" split --parts "$k" "$tmp/q.txt" > "$tmp/parts.txt" 2>/dev/null
  split_s=$(since "$t0")
  nparts=$(wc -l < "$tmp/parts.txt")
  rm -f "$tmp/log"
  t1=$(now)
  parallel -j "$jobs" --pipe -N1 --joblog "$tmp/log" \
    "/usr/bin/time -f '%U %S' -o $tmp/t/{#} $sudosat solve --solver $solver --timeout $part_cap --format json" \
    < "$tmp/parts.txt" > "$tmp/results" 2>/dev/null &
  pid=$!
  while kill -0 "$pid" 2>/dev/null; do
    sleep 0.1
    if [ "$(since "$t1" | cut -d. -f1)" -ge "$wall" ]; then
      kill -TERM "$pid" 2>/dev/null; sleep 0.5; kill -TERM "$pid" 2>/dev/null
      break
    fi
  done
  wait "$pid" 2>/dev/null
  par_s=$(since "$t1")
  t2=$(now)
  "$sudosat" merge --format json "$tmp/results" > "$tmp/merged" 2>/dev/null
  merge_s=$(since "$t2")
  verdict=$(status_of "$tmp/merged"); verdict=${verdict:-error}
  # Per part: run time and end (seconds after parallel started), CPU.
  awk -v t1="$t1" 'NR > 1 && $8 == 0 { printf "%d %.3f %.3f\n", $1, $4, $3 + $4 - t1 }' \
    "$tmp/log" | sort -n > "$tmp/runs"
  finished=$(wc -l < "$tmp/runs")
  awk '{ print $1, $3 }' "$tmp/runs" > "$tmp/ends"
  cpu=$(cat "$tmp"/t/* 2>/dev/null | grep -E '^[0-9.]+ [0-9.]+$' |
        awk '{ s += $1 + $2 } END { printf "%.3f", s }')
  at=$(settled "$tmp/ends" "$tmp/results")
  [ "$at" = - ] || at=$(echo "$split_s $at $merge_s" | awk '{ printf "%.3f", $1 + $2 + $3 }')
  proj=""
  for c in $cores; do
    seq 1 "$nparts" | awk 'NR == FNR { r[$1] = $2; next } { print $1, ($1 in r) ? r[$1] : "-" }' \
      "$tmp/runs" - > "$tmp/rt"
    schedule "$c" "$tmp/rt" > "$tmp/sim"
    p=$(settled "$tmp/sim" "$tmp/results")
    [ "$p" = - ] || p=$(echo "$split_s $p $merge_s" | awk '{ printf "%.3f", $1 + $2 + $3 }')
    proj="$proj,$p"
  done
  echo "$nparts,$split_s,$par_s,$verdict,$at,$merge_s,$cpu,$finished$proj"
}

csv=bench/out/cluster.csv
cores_head=$(for c in $cores; do printf ',proj%s_s' "$c"; done)
echo "seed,k,parts,split_s,parallel_s,verdict,settled_s,merge_s,parts_cpu_s,finished$cores_head,portfolio,portfolio_s,portfolio_cpu_s" > $csv
echo "cluster: $box, keep $keep, parts by '$solver' (--timeout $part_cap) on parallel -j $jobs; portfolio --timeout $cap"
for s in $seeds; do
  "$sudosat" generate --box "$box" --keep "$keep" --seed "$s" --no-progress > "$tmp/q.txt"
  r=$(cpu_of "$sudosat" solve --solver portfolio --timeout "$cap" --format json "$tmp/q.txt")
  pst=$(status_of "$tmp/out")
  port="$pst,${r% *},${r#* }"
  for k in $parts; do
    echo "$s,$k,$(run_parts "$k"),$port" >> $csv
  done
done

echo "  seed     K parts  split_s  parallel_s  verdict   settled_s  parts_cpu_s  finished$(for c in $cores; do printf '  proj%s_s' $c; done)  portfolio (wall / cpu)"
awk -F, -v nc="$(echo $cores | wc -w)" 'NR > 1 {
    printf "  %4s %5s %5s %8s %11s  %-8s %10s %12s %9s", $1, $2, $3, $4, $5, $6, $7, $9, $10
    for (i = 0; i < nc; i++) printf " %9s", $(11 + i)
    printf "  %s (%s / %s)\n", $(11 + nc), $(12 + nc), $(13 + nc) }' $csv
awk -F, -v nc="$(echo $cores | wc -w)" 'NR > 1 {
    if ($6 == "unsat" || $6 == "unique" || $6 == "multiple") { d[$2]++; if ($7 != "-" && $7 <= 60) m[$2]++ }
    n[$2]++; cpu[$2] += $9; pc[$2] += $(13 + nc) }
  END { for (k in n) printf "  K = %s: %d of %d grids decided, %d within 60 s wall; parts CPU / portfolio CPU = %.2f\n",
                             k, d[k], n[k], m[k], pc[k] ? cpu[k] / pc[k] : 0 }' $csv
echo "CSV: $csv"
