#!/bin/sh
# bench_scale.sh -- the large-board report (issue 11), whole processes.
#
#   1. Hardness map: for N in 16 25 36 49 64 81 100 and p in 0.3 0.45 0.6
#      0.7 0.8, SEEDS random grids (`generate --keep p --seed s`: a random
#      full grid, each cell kept with probability p), K = 2, each solver
#      (fast, cadical, portfolio) with --timeout CAP.  Per cell of the map:
#      the fraction decided, the median time (an undecided run counts as
#      CAP) and the peak resident size (/usr/bin/time %M).  A gnuplot plot
#      per solver: median time against p, one line per N.
#  1b. Hole patterns side by side (issue 22): for N in 25 36 49, each
#      pattern of `generate --keep p --holes random|rows|doubly|full` and
#      p from 0.3 to 0.6 by 0.05, SEEDS grids, decided by the best path
#      (the portfolio, which races fast's split search against cadical;
#      SCALE_HOLE_SOLVERS adds others, and the best of them counts) with
#      --timeout CAP.  Per N and pattern: the peak (the p with the highest
#      median time, an undecided run counting as CAP), the grids decided
#      there and the median.  SCALE_ONLY=holes runs this section alone;
#      SCALE_HOLE_SIZES, SCALE_HOLE_PROBS, SCALE_HOLES narrow it.
#   2. Generation: per size, SEEDS puzzles (`generate --box RxC --seed s`,
#      the default method), whole-process time, median; each puzzle then
#      decided (K = 2) by fast, cadical and portfolio, timed.  And 9x9:
#      `sudosat generate --count 1000` against `qqwing --generate 1000
#      --one-line`, median of 3 runs each, interleaved, and the ratio.
#   3. Alain Frisch's 16 minimal 25x25 puzzles (data/gecode_25x25.txt
#      lines 1-16), one at a time, per solver, --timeout CAP.
#   4. The reduced encoder's fixed cost: an easy 100x100 (80% kept),
#      `solve --solver cadical` (K = 1 and K = 2; in-process time_ms and
#      whole process) against the cadical binary on the same reduced CNF
#      (whole process), median of 11 interleaved runs; and, if valgrind is
#      there, the instruction counts of both.
#   5. Deadlines: --timeout 1 on a 49x49 and a 100x100 random grid (half
#      kept), each solver; the overshoot past T.
#
# SCALE_QUICK=1 runs a small version (three sizes, two p, one seed, 10 s
# cap) in a few minutes; the full run takes an hour or two -- run it once
# under `flock /work/wt/bench.lock nice sh bench/bench_scale.sh`.
# SCALE_CAP, SCALE_SEEDS override the cap and the seed count.  CSV in
# bench/out/scale_*.csv, plots in bench/out/scale_map_*.png.  A smoke
# test of 1b in seconds: SCALE_ONLY=holes SCALE_HOLE_SIZES=16
# SCALE_HOLE_PROBS=0.45 SCALE_SEEDS=1 SCALE_CAP=5 sh bench/bench_scale.sh
set -u
sudosat=${SUDOSAT:-bin/sudosat}
quick=${SCALE_QUICK:-}
mkdir -p bench/out
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

if [ -n "$quick" ]; then
  sizes="16 25 36"; probs="0.45 0.7"; seeds=${SCALE_SEEDS:-1}
  cap=${SCALE_CAP:-10}; gen_sizes="9 16 25 36"; frisch="1 2"
else
  sizes="16 25 36 49 64 81 100"; probs="0.3 0.45 0.6 0.7 0.8"
  seeds=${SCALE_SEEDS:-3}; cap=${SCALE_CAP:-60}
  gen_sizes="9 16 25 36 49 64 81 100"
  frisch="1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16"
fi
solvers="fast cadical portfolio"
sh bench/machine.sh "deb:qqwing" "deb:libcadical-dev"
if [ -n "$quick" ]; then
  hole_sizes=${SCALE_HOLE_SIZES:-16 25}; hole_probs=${SCALE_HOLE_PROBS:-0.4 0.5}
else
  hole_sizes=${SCALE_HOLE_SIZES:-25 36 49}
  hole_probs=${SCALE_HOLE_PROBS:-0.3 0.35 0.4 0.45 0.5 0.55 0.6}
fi
hole_patterns=${SCALE_HOLES:-random rows doubly full}
hole_solvers=${SCALE_HOLE_SOLVERS:-portfolio}

# box N: the square box of side N.
box() {
  case $1 in
    9) echo 3x3 ;; 16) echo 4x4 ;; 25) echo 5x5 ;; 36) echo 6x6 ;;
    49) echo 7x7 ;; 64) echo 8x8 ;; 81) echo 9x9 ;; 100) echo 10x10 ;;
  esac
}

# timed FILE CMD...: runs CMD, stdout to FILE; prints "seconds peak_kb"
# and leaves the CPU seconds (user + system, all threads) in $tmp/cpu
# (read it with cpu): on a shared machine wall time grows with the load,
# CPU time much less.
timed() {
  f=$1; shift
  start=$(date +%s%N)
  /usr/bin/time -f "%M %U %S" -o "$tmp/mem" "$@" > "$f" 2>/dev/null
  end=$(date +%s%N)
  tail -1 "$tmp/mem" | awk '{ printf "%.3f\n", $2 + $3 }' > "$tmp/cpu"
  echo "$start $end $(tail -1 "$tmp/mem")" |
    awk '{ printf "%.3f %s\n", ($2 - $1) / 1e9, $3 }'
}

# status FILE: the JSON status of the first record.
status() {
  sed -n 's/.*"status":"\([a-z]*\)".*/\1/p' "$1" | head -1
}

# median: of the numbers on stdin.
median() {
  sort -g | awk '{ a[NR] = $1 } END { if (NR) print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'
}

cpu() {
  cat "$tmp/cpu"
}

decided() {
  case $1 in unsat|unique|multiple) return 0 ;; *) return 1 ;; esac
}

# ---- 1b. hole patterns side by side ------------------------------------------

# hole_summary: per N, pattern and p, over the seeds: the grids decided
# by the best path and the median of its time (undecided: the cap).
hole_summary() {
  awk -F, -v cap=$cap 'NR > 1 {
      key = $1 "," $2 "," $3 "," $4
      ok = ($6 == "unsat" || $6 == "unique" || $6 == "multiple")
      t = ok ? $7 : cap
      if (!(key in best) || t < best[key]) best[key] = t
      if (ok) won[key] = 1 }
    END { for (key in best) { split(key, f, ",")
            print f[1] "," f[2] "," f[3] "," best[key] "," (key in won) } }' "$1" |
  sort -t, -k1,1n -k2,2 -k3,3g |
  awk -F, 'function flush() { if (!runs) return
             for (i = 1; i <= runs; i++) for (j = i + 1; j <= runs; j++)
               if (t[j] < t[i]) { x = t[i]; t[i] = t[j]; t[j] = x }
             med = (runs % 2) ? t[(runs + 1) / 2] : (t[runs / 2] + t[runs / 2 + 1]) / 2
             printf "%s,%s,%s,%d,%d,%.3f\n", n, h, p, d, runs, med; runs = 0; d = 0 }
    { if ($1 != n || $2 != h || $3 != p) { flush(); n = $1; h = $2; p = $3 }
      t[++runs] = $4; d += $5 }
    END { flush() }'
}

hole_map() {
  hcsv=bench/out/scale_holes.csv
  hsum=bench/out/scale_holes_summary.csv
  echo "n,holes,p,seed,solver,status,seconds,peak_kb,cpu_s" > $hcsv
  for n in $hole_sizes; do for h in $hole_patterns; do for p in $hole_probs; do
    for s in $(seq 1 $seeds); do
      "$sudosat" generate --box "$(box $n)" --keep $p --holes $h --seed $s \
        --no-progress > "$tmp/q.txt"
      for v in $hole_solvers; do
        r=$(timed "$tmp/out" "$sudosat" solve --solver $v --timeout $cap \
              --format json "$tmp/q.txt")
        echo "$n,$h,$p,$s,$v,$(status "$tmp/out"),${r% *},${r#* },$(cpu)" >> $hcsv
      done
    done
  done; done; done
  echo "n,holes,p,decided,runs,median_s" > $hsum
  hole_summary $hcsv >> $hsum
  echo
  echo "hole patterns (best of: $hole_solvers; cap $cap s): decided/runs and median wall seconds (undecided at the cap)"
  printf '  %5s %7s' N holes; for p in $hole_probs; do printf ' %13s' "p=$p"; done
  printf '   peak\n'
  for n in $hole_sizes; do for h in $hole_patterns; do
    printf '  %5s %7s' $n $h
    for p in $hole_probs; do
      awk -F, -v n=$n -v h=$h -v p=$p '$1 == n && $2 == h && $3 == p {
        printf " %13s", sprintf ("%d/%d %7.2f", $4, $5, $6) }' $hsum
    done
    awk -F, -v n=$n -v h=$h '$1 == n && $2 == h && ($6 > m || (m == $6 && $4 < md) || !seen) {
        seen = 1; m = $6; md = $4; pk = $3; r = $5 }
      END { if (seen) printf "   p = %s: %d/%d decided, median %.2f s\n", pk, md, r, m }' $hsum
  done; done
  echo "CSV: $hcsv, $hsum"
}

if [ "${SCALE_ONLY:-}" = holes ]; then
  hole_map
  exit 0
fi

# ---- 1. the hardness map ---------------------------------------------------

map=bench/out/scale_map.csv
echo "n,p,seed,solver,status,seconds,peak_kb,cpu_s" > $map
for n in $sizes; do
  for p in $probs; do
    for s in $(seq 1 $seeds); do
      "$sudosat" generate --box "$(box $n)" --keep $p --seed $s \
        --no-progress > "$tmp/q.txt"
      for v in $solvers; do
        r=$(timed "$tmp/out" "$sudosat" solve --solver $v --timeout $cap \
              --format json "$tmp/q.txt")
        echo "$n,$p,$s,$v,$(status "$tmp/out"),${r% *},${r#* },$(cpu)" >> $map
      done
    done
  done
done

summary=bench/out/scale_map_summary.csv
echo "n,p,solver,decided,runs,median_s,peak_kb,median_cpu_s" > $summary
for n in $sizes; do for p in $probs; do for v in $solvers; do
  awk -F, -v n=$n -v p=$p -v v=$v -v cap=$cap '
    $1 == n && $2 == p && $4 == v {
      runs++; ok = ($5 == "unsat" || $5 == "unique" || $5 == "multiple")
      d += ok; t[runs] = ok ? $6 : cap; c[runs] = $8; if ($7 > m) m = $7 }
    function med(a, k,   i, j, x) {
      for (i = 1; i <= k; i++) for (j = i + 1; j <= k; j++)
        if (a[j] < a[i]) { x = a[i]; a[i] = a[j]; a[j] = x }
      return (k % 2) ? a[(k + 1) / 2] : (a[k / 2] + a[k / 2 + 1]) / 2 }
    END { if (!runs) exit
          printf "%s,%s,%s,%d,%d,%.3f,%d,%.3f\n", n, p, v, d, runs,
                 med(t, runs), m, med(c, runs) }' $map
done; done; done >> $summary

echo "hardness map (K = 2, cap $cap s; median wall with undecided runs at the cap, median CPU, peak RSS)"
for v in $solvers; do
  echo "  $v: decided/runs wall_s cpu_s peak_MB"
  printf '    %5s' N; for p in $probs; do printf ' %28s' "p=$p"; done; echo
  for n in $sizes; do
    printf '    %5s' $n
    for p in $probs; do
      awk -F, -v n=$n -v p=$p -v v=$v '$1 == n && $2 == p && $3 == v {
        printf " %28s", sprintf ("%d/%d %7.2f %7.2f %6.1f", $4, $5, $6, $8, $7 / 1024) }' $summary
    done
    echo
  done
done

if command -v gnuplot >/dev/null 2>&1; then
  for v in $solvers; do
    plot="plot"
    for n in $sizes; do
      awk -F, -v n=$n -v v=$v '$1 == n && $3 == v { print $2, $6 }' $summary \
        > "$tmp/line_$n"
      plot="$plot '$tmp/line_$n' with linespoints title 'N = $n',"
    done
    gnuplot <<EOF 2>/dev/null || echo "bench_scale: gnuplot failed" >&2
set terminal pngcairo size 800,560
set output 'bench/out/scale_map_$v.png'
set title "$v, K = 2: median time against the share of cells kept (cap $cap s)"
set xlabel 'p, the share of cells kept'
set ylabel 'median seconds'
set logscale y
set key left top
${plot%,}
EOF
  done
  echo "plots: bench/out/scale_map_{$(echo $solvers | tr ' ' ',')}.png"
fi

hole_map

# ---- 2. generation -----------------------------------------------------------

gen=bench/out/scale_gen.csv
echo "n,seed,method,givens,minimal,gen_seconds,gen_peak_kb,fast_s,cadical_s,portfolio_s,statuses,gen_cpu_s" > $gen
for n in $gen_sizes; do
  for s in $(seq 1 $seeds); do
    r=$(timed "$tmp/g.json" "$sudosat" generate --box "$(box $n)" --seed $s \
          --format json --no-progress)
    gcpu=$(cpu)
    sed 's/.*"puzzle":"\([^"]*\)".*/\1/' "$tmp/g.json" > "$tmp/g.txt"
    givens=$(sed -n 's/.*"givens":\([0-9]*\).*/\1/p' "$tmp/g.json")
    method=$(sed -n 's/.*"method":"\([a-z]*\)".*/\1/p' "$tmp/g.json")
    minimal=$(sed -n 's/.*"minimal":\([a-z]*\).*/\1/p' "$tmp/g.json")
    times="" sts=""
    for v in $solvers; do
      t=$(timed "$tmp/out" "$sudosat" solve --solver $v --timeout $cap \
            --format json "$tmp/g.txt")
      times="$times,${t% *}"
      sts="$sts$(status "$tmp/out") "
    done
    echo "$n,$s,$method,$givens,$minimal,${r% *},${r#* }$times,$sts,$gcpu" >> $gen
  done
done
echo
echo "generation (default method; median of $seeds; then the puzzles decided, K = 2)"
printf '  %5s %8s %8s %9s %9s %9s %9s %9s %9s\n' N method givens gen_s gen_cpu \
  peak_MB fast_s cadical_s portf_s
for n in $gen_sizes; do
  awk -F, -v n=$n 'NR > 1 && $1 == n' $gen > "$tmp/rows"
  [ -s "$tmp/rows" ] || continue
  col() { cut -d, -f$1 "$tmp/rows" | median; }
  printf '  %5s %8s %8s %9.3f %9.3f %9.1f %9.3f %9.3f %9.3f\n' $n \
    "$(cut -d, -f3 "$tmp/rows" | head -1)" "$(col 4)" "$(col 6)" "$(col 12)" \
    "$(col 7 | awk '{ print $1 / 1024 }')" "$(col 8)" "$(col 9)" "$(col 10)"
done
undecided=$(awk -F, 'NR > 1 && $11 !~ /^(unique )+$/' $gen | wc -l)
echo "  generated puzzles not decided unique by every solver: $undecided"

if command -v qqwing >/dev/null 2>&1; then
  : > "$tmp/q9"; : > "$tmp/s9"
  runs=3; [ -n "$quick" ] && runs=1
  for i in $(seq 0 $runs); do
    a=$(timed /dev/null qqwing --generate 1000 --one-line)
    b=$(timed /dev/null "$sudosat" generate --count 1000 --no-progress)
    [ $i -gt 0 ] && echo "${a% *}" >> "$tmp/q9" && echo "${b% *}" >> "$tmp/s9"
  done
  q=$(median < "$tmp/q9"); o=$(median < "$tmp/s9")
  echo "9x9, 1000 puzzles: qqwing --generate $q s, sudosat generate $o s:" \
       "$(echo "$q $o" | awk '{ printf "%.1fx", $1 / $2 }') qqwing"
  echo "gen9,$q,$o" > bench/out/scale_gen9.csv
fi

# ---- 3. Frisch's 16 minimal 25x25 puzzles ---------------------------------

fr=bench/out/scale_frisch.csv
echo "line,solver,status,seconds,peak_kb,cpu_s" > $fr
for l in $frisch; do
  sed -n "${l}p" data/gecode_25x25.txt > "$tmp/f.txt"
  for v in $solvers; do
    r=$(timed "$tmp/out" "$sudosat" solve --solver $v --timeout $cap \
          --format json "$tmp/f.txt")
    echo "$l,$v,$(status "$tmp/out"),${r% *},${r#* },$(cpu)" >> $fr
  done
done
echo
echo "Frisch's minimal 25x25 puzzles (data/gecode_25x25.txt; cap $cap s): wall / CPU seconds"
printf '  %4s' line; for v in $solvers; do printf ' %16s' $v; done; echo
for l in $frisch; do
  printf '  %4s' $l
  for v in $solvers; do
    awk -F, -v l=$l -v v=$v '$1 == l && $2 == v { printf " %16s",
      ($3 == "unique") ? sprintf ("%.2f / %.2f", $4, $6) : $3 }' $fr
  done
  echo
done
for v in $solvers; do
  awk -F, -v v=$v '$2 == v { n++; if ($3 == "unique") { d++; if ($4 < 10) f++ } }
    END { printf "  %s: %d of %d decided, %d under 10 s\n", v, d, n, f }' $fr
done

# ---- 4. the reduced encoder's fixed cost -----------------------------------

"$sudosat" generate --box 10x10 --keep 0.8 --seed 7 --no-progress > "$tmp/e.txt"
"$sudosat" encode --encoding reduced "$tmp/e.txt" > "$tmp/e.cnf"
: > "$tmp/k1"; : > "$tmp/k2"; : > "$tmp/w2"; : > "$tmp/bin"
for i in $(seq 0 11); do
  "$sudosat" solve --solver cadical --limit 1 --format json "$tmp/e.txt" |
    sed -n 's/.*"time_ms":\([0-9.]*\).*/\1/p' >> "$tmp/k1"
  w=$(timed "$tmp/out" "$sudosat" solve --solver cadical --format json "$tmp/e.txt")
  sed -n 's/.*"time_ms":\([0-9.]*\).*/\1/p' "$tmp/out" >> "$tmp/k2"
  echo "${w% *}" >> "$tmp/w2"
  b=$(timed /dev/null cadical -q "$tmp/e.cnf")
  echo "${b% *}" >> "$tmp/bin"
done
k1=$(median < "$tmp/k1"); k2=$(median < "$tmp/k2")
w2=$(median < "$tmp/w2"); bin=$(median < "$tmp/bin")
echo
echo "reduced encoder, easy 100x100 (80% kept), median of 12:"
echo "  cadical path in-process: K = 1 $k1 ms, K = 2 $k2 ms; whole process K = 2 $w2 s"
echo "  cadical binary on the same CNF, whole process: $bin s" \
     "(in-process K = 1 / binary: $(echo "$k1 $bin" | awk '{ printf "%.2f", $1 / 1000 / $2 }'))"
echo "encoder,$k1,$k2,$w2,$bin" > bench/out/scale_encoder.csv
if [ -z "$quick" ] && command -v valgrind >/dev/null 2>&1; then
  for c in "$sudosat solve --solver cadical --limit 1 $tmp/e.txt" \
           "cadical -q $tmp/e.cnf"; do
    valgrind --tool=callgrind --callgrind-out-file="$tmp/cg" $c \
      > /dev/null 2> "$tmp/cg.err"
    echo "  instructions, $(echo $c | sed "s|$tmp/||g"): $(sed -n 's/^summary: //p' "$tmp/cg")"
  done
fi

# ---- 5. deadlines ------------------------------------------------------------

dl=bench/out/scale_timeout.csv
echo "n,solver,timeout,seconds,overshoot_ms" > $dl
"$sudosat" generate --box 7x7 --keep 0.5 --seed 11 --no-progress > "$tmp/h49.txt"
"$sudosat" generate --box 10x10 --keep 0.5 --seed 11 --no-progress > "$tmp/h100.txt"
echo
echo "--timeout 1 on random grids (half kept): wall seconds, overshoot past 1 s"
for f in h49 h100; do
  for v in fast cadical picosat dlx portfolio; do
    r=$(timed "$tmp/out" "$sudosat" solve --solver $v --timeout 1 --format json \
          "$tmp/$f.txt")
    over=$(echo "${r% *}" | awk '{ printf "%d", ($1 - 1) * 1000 }')
    echo "${f#h},$v,1,${r% *},$over" >> $dl
    printf '  %5s %10s %7s s %6s ms  %s\n' ${f#h} $v ${r% *} $over "$(status "$tmp/out")"
  done
done
echo "CSV: bench/out/scale_{map,map_summary,gen,gen9,frisch,encoder,timeout}.csv"
