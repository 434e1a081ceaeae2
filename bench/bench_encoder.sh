#!/bin/sh
# bench_encoder.sh -- how fast `sudosat encode` writes DIMACS, and in how
# much memory, for N = 9 .. 100 with the sequential AMO.
#
# Two rows per size:
#   extended  the empty grid (the bare rules: the largest CNF of the size)
#   reduced   a generated puzzle: the pattern grid (r,c) -> (k*(r mod k)
#             + r div k + c) mod N + 1, which is a valid solution, with
#             the cells where (7r + 13c) mod 3 = 0 kept as givens (about
#             one in three); written as integers, blanks 0.
# Each row: variables and clauses (from the "p cnf" line), output bytes,
# the median of 3 wall times writing to /dev/null (process start
# included: about a millisecond), and the largest peak resident set (GNU
# time's %M).  The goal: the empty 100x100 grid encodes
# in under 2 GiB.  CSV in bench/out/encoder.csv.
set -u
sudosat=${SUDOSAT:-bin/sudosat}
out=bench/out/encoder.csv
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
limit_kb=$((2 * 1024 * 1024))
status=0

if [ ! -x /usr/bin/time ]; then
  echo "bench_encoder: /usr/bin/time (Debian package 'time') is missing" >&2
  exit 1
fi
mkdir -p bench/out
sh bench/machine.sh "peer: none (the encoder's own times and sizes)"

# gen K: the generated puzzle of side K*K (see above).
gen() {
  awk -v k="$1" 'BEGIN {
    n = k * k
    for (r = 0; r < n; r++) {
      line = ""
      for (c = 0; c < n; c++) {
        v = (k * (r % k) + int(r / k) + c) % n + 1
        if ((r * 7 + c * 13) % 3 != 0) v = 0
        line = line (n > 9 && c ? " " : "") (n > 9 || v ? v : ".")
      }
      print line
    }
  }'
}

# measure K ENCODING: one CSV row.
measure() {
  k=$1 enc=$2 n=$(($1 * $1))
  if [ "$enc" = reduced ]; then
    gen "$k" >"$tmp/p.txt"
    set -- --encoding reduced "$tmp/p.txt"
  else
    set -- --box "${k}x$k" --encoding extended
  fi
  # the header alone: sed quits at the "p cnf" line, encode stops there
  "$sudosat" encode --amo sequential "$@" 2>/dev/null \
    | sed -n '/^c grid/p; /^p cnf/{p;q;}' >"$tmp/head"
  givens=$(sed -n 's/^c grid .*, \([0-9]*\) givens$/\1/p' "$tmp/head")
  header=$(grep '^p cnf' "$tmp/head")
  bytes=$("$sudosat" encode --amo sequential "$@" | wc -c)
  times="" peak=0
  for run in 1 2 3; do
    start=$(date +%s%N)
    /usr/bin/time -f '%M' -o "$tmp/time" \
      "$sudosat" encode --amo sequential -o /dev/null "$@" || status=1
    end=$(date +%s%N)
    read -r kb <"$tmp/time"
    times="$times $(((end - start) / 1000))"
    [ "$kb" -gt "$peak" ] && peak=$kb
  done
  median=$(printf '%s\n' $times | sort -n | sed -n 2p \
             | awk '{ printf "%.3f", $1 / 1e6 }')
  set -- $header
  echo "$n,${k}x$k,$enc,sequential,$givens,$3,$4,$bytes,$median,$peak" >>"$out"
  if [ "$n" = 100 ] && [ "$enc" = extended ] && [ "$peak" -ge "$limit_kb" ]; then
    echo "bench_encoder: FAIL: the empty 100x100 grid took $peak KB (limit $limit_kb)" >&2
    status=1
  fi
}

echo "n,box,encoding,amo,givens,variables,clauses,bytes,seconds,peak_kb" >"$out"
for k in 3 4 5 6 7 8 9 10; do
  measure "$k" extended
  measure "$k" reduced
done

awk -F, 'NR == 1 {
    printf "%5s %-9s %7s %11s %11s %9s %8s %8s %9s\n", "N", "encoding",
      "givens", "variables", "clauses", "MB out", "seconds", "MB/s", "peak MB"
    next
  }
  {
    mb = $8 / 1e6
    printf "%5d %-9s %7d %11d %11d %9.1f %8.3f %8s %9.1f\n", $1, $3, $5, $6,
      $7, mb, $9, ($9 > 0 ? sprintf("%.0f", mb / $9) : "-"), $10 / 1024
  }' "$out"
echo "(sequential AMO; seconds: median of 3 runs to /dev/null; peak: max RSS)"
echo "CSV: $out"
exit $status
