#!/bin/sh
# run.sh -- make bench: every bench/bench_*.sh in order.  Each prints its
# table and writes CSV into bench/out/.  Benchmarks compare us with a peer
# measured in the same run and report ratios of medians.
set -u
mkdir -p bench/out
status=0
found=0
for b in bench/bench_*.sh; do
  [ -f "$b" ] || continue
  found=1
  echo "== $b"
  sh "$b" || status=1
done
[ $found -eq 1 ] || echo "make bench: no benchmarks yet"
exit $status
