#!/bin/sh
# bench_certify.sh -- what certified verdicts cost, and how fast the DRAT
# checker is.
#
# 1. top1465, K = 2, cadical: `sudosat solve --solver cadical FILE` (the
#    uncertified verdicts, CaDiCaL in its default assume mode) against
#    the same with --certify (every unique verdict then re-solved from
#    scratch by a CaDiCaL instance tracing a DRAT proof into memory, on
#    the reduced CNF plus the blocking clause, and the proof checked by
#    proof/), side by side: a warm-up of each, then ROUNDS rounds of
#    both.  Medians of wall and CPU time; the ratio certified /
#    uncertified (the target is at most 5).
# 2. Per puzzle, from the JSON of --certify: median and mean times of the
#    certifying solve and of the check, for 9x9 (top1465), 16x16
#    (data/16x16.txt) and 25x25 (data/run/25x25_sample.txt and gecode's
#    25x25 puzzles 2 and 3, about a second each).
# 3. The checker alone, `sudosat check-proof`, on cadical's binary proofs
#    of PHP(9,8), of two unsatisfiable random 3-SAT formulas with 200
#    variables (tests/proof/*.awk) and of a 25x25 puzzle's uniqueness:
#    lemmas checked per second (CPU).  With DRAT_TRIM=/path/to/drat-trim
#    in the environment, drat-trim checks the same proofs in the same
#    rounds, for a ratio (Debian packages no DRAT checker).
#
# Timed commands run under `flock $BENCH_LOCK` when BENCH_LOCK names a
# lock file (one benchmark at a time on a shared machine).  Table on
# stdout, CSV in bench/out/certify.csv.
set -u
S=${SUDOSAT:-bin/sudosat}
OUT=bench/out
CSV=$OUT/certify.csv
ROUNDS=3
mkdir -p "$OUT"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
status=0

[ -x "$S" ] || { echo "bench_certify: $S not built"; exit 1; }
[ -x /usr/bin/time ] || { echo "bench_certify: /usr/bin/time missing"; exit 1; }
command -v cadical >/dev/null || { echo "bench_certify: cadical not installed"; exit 1; }
sh bench/machine.sh "deb:libcadical-dev" "deb:cadical"

locked() {
  if [ -n "${BENCH_LOCK:-}" ]; then flock "$BENCH_LOCK" "$@"; else "$@"; fi
}

# timed LABEL CMD...: one run; appends "LABEL wall cpu" to $tmp/times and
# keeps stdout in $tmp/out.LABEL.
timed() {
  label=$1; shift
  t0=$(date +%s.%N)
  locked /usr/bin/time -f "%U %S" -o "$tmp/cpu" "$@" >"$tmp/out.$label" 2>"$tmp/err"
  t1=$(date +%s.%N)
  echo "$label $(echo "$t0 $t1" | awk '{ printf "%.4f", $2 - $1 }') $(awk '{ print $1 + $2 }' "$tmp/cpu")" >>"$tmp/times"
}

median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
col() { awk -v l="$1" -v c="$2" '$1 == l { print $c }' "$tmp/times" | median; }

echo "part,what,n,median_wall_s,median_cpu_s,value,unit" >"$CSV"

# ---- 1. certified against uncertified, top1465 --------------------------
grep -v '^#' data/top1465.txt >"$tmp/top1465"
n=$(grep -c . "$tmp/top1465")
: >"$tmp/times"
timed plain "$S" solve --solver cadical "$tmp/top1465"
timed certified "$S" solve --solver cadical --certify "$tmp/top1465"
: >"$tmp/times"
r=0
while [ $r -lt $ROUNDS ]; do
  timed plain "$S" solve --solver cadical "$tmp/top1465"
  timed certified "$S" solve --solver cadical --certify --format json "$tmp/top1465"
  r=$((r + 1))
done
got=$(grep -c '"certified":true' "$tmp/out.certified")
if [ "$got" -ne "$n" ]; then
  echo "bench_certify: only $got of $n top1465 verdicts certified" >&2
  status=1
fi
pw=$(col plain 2); pc=$(col plain 3); cw=$(col certified 2); cc=$(col certified 3)
ratio_w=$(echo "$cw $pw" | awk '{ printf "%.2f", $1 / $2 }')
ratio_c=$(echo "$cc $pc" | awk '{ printf "%.2f", ($2 > 0 ? $1 / $2 : 0) }')
echo "1,top1465 uncertified,$n,$pw,$pc,," >>"$CSV"
echo "1,top1465 certified,$n,$cw,$cc,$ratio_c,cpu ratio" >>"$CSV"
cp "$tmp/out.certified" "$tmp/json.9x9"

# ---- 2. per puzzle: the certifying solve and the check --------------------
sed -n '2,3p' data/gecode_25x25.txt >"$tmp/g25"
cat data/run/25x25_sample.txt "$tmp/g25" >"$tmp/25x25"
locked "$S" solve --solver cadical --certify --format json data/16x16.txt >"$tmp/json.16x16"
locked "$S" solve --solver cadical --certify --format json "$tmp/25x25" >"$tmp/json.25x25"
per_puzzle() {
  grep -o '"solve_ms":[0-9.]*,"check_ms":[0-9.]*' "$2" | tr ':,' '  ' \
    | awk '{ print $2, $4 }' >"$tmp/pp"
  sm=$(cut -d' ' -f1 "$tmp/pp" | median)
  cm=$(cut -d' ' -f2 "$tmp/pp" | median)
  awk -v size="$1" -v sm="$sm" -v cm="$cm" '{ s += $1; c += $2 }
    END { printf "%s %d %.3f %.3f %.3f %.3f\n", size, NR, sm, s / NR, cm, c / NR }' "$tmp/pp"
}
: >"$tmp/per"
per_puzzle 9x9 "$tmp/json.9x9" >>"$tmp/per"
per_puzzle 16x16 "$tmp/json.16x16" >>"$tmp/per"
per_puzzle 25x25 "$tmp/json.25x25" >>"$tmp/per"
awk '{ printf "2,%s solve ms (median mean),%d,,,%s %s,ms\n2,%s check ms (median mean),%d,,,%s %s,ms\n",
       $1, $2, $3, $4, $1, $2, $5, $6 }' "$tmp/per" >>"$CSV"

# ---- 3. the checker alone ---------------------------------------------------
awk -v n=8 -f tests/proof/php.awk >"$tmp/php.cnf"
cadical -q "$tmp/php.cnf" "$tmp/php.drat" >/dev/null 2>&1
for seed in 3 6; do
  awk -v n=200 -v seed=$seed -f tests/proof/random3sat.awk >"$tmp/r$seed.cnf"
  cadical -q "$tmp/r$seed.cnf" "$tmp/r$seed.drat" >/dev/null 2>&1
done
# The 25x25: the reduced CNF of gecode's second puzzle, plus the clause
# that blocks its solution (read back through the "c var" map).
sed -n 2p data/gecode_25x25.txt >"$tmp/p25"
"$S" encode --encoding reduced "$tmp/p25" >"$tmp/p25.cnf"
sol=$("$S" solve --solver cadical --format json "$tmp/p25" | grep -o '"solution":"[^"]*"' | cut -d'"' -f4)
awk -v sol="$sol" -v n=25 'BEGIN { al = "123456789ABCDEFGHIJKLMNOP" }
  /^c var / { r = substr($4, 2) - 1; c = substr($5, 2) - 1; d = substr($6, 2) + 0
              if (index(al, substr(sol, r * n + c + 1, 1)) == d) blk = blk " -" $3 }
  /^p cnf/ { nv = $3; nc = $4 }
  !/^[cp]/ { body = body $0 "\n" }
  END { printf "p cnf %d %d\n%s%s 0\n", nv, nc + 1, body, blk }' "$tmp/p25.cnf" >"$tmp/s25.cnf"
cadical -q "$tmp/s25.cnf" "$tmp/s25.drat" >/dev/null 2>&1
proofs="php r3 r6 s25"
: >"$tmp/times"
r=0
while [ $r -lt $ROUNDS ]; do
  for p in $proofs; do
    timed "ours-$p" "$S" check-proof --format json "$tmp/$p.cnf" "$tmp/$p.drat"
    [ -n "${DRAT_TRIM:-}" ] && timed "drat-trim-$p" "$DRAT_TRIM" "$tmp/$p.cnf" "$tmp/$p.drat"
  done
  r=$((r + 1))
done
for p in $proofs; do
  if ! grep -q '"status":"verified"' "$tmp/out.ours-$p"; then
    echo "bench_certify: $p: $(cat "$tmp/out.ours-$p")" >&2; status=1
  fi
  checked=$(grep -o '"checked":[0-9]*' "$tmp/out.ours-$p" | cut -d: -f2)
  lemmas=$(grep -o '"lemmas":[0-9]*' "$tmp/out.ours-$p" | cut -d: -f2)
  w=$(col "ours-$p" 2); c=$(col "ours-$p" 3)
  rate=$(echo "$checked $c" | awk '{ printf "%.0f", ($2 > 0 ? $1 / $2 : 0) }')
  echo "3,check-proof $p ($lemmas lemmas; $checked checked),$checked,$w,$c,$rate,checked lemmas/s (cpu)" >>"$CSV"
  if [ -n "${DRAT_TRIM:-}" ]; then
    grep -aq "s VERIFIED" "$tmp/out.drat-trim-$p" || { echo "bench_certify: drat-trim rejects $p" >&2; status=1; }
    dw=$(col "drat-trim-$p" 2); dc=$(col "drat-trim-$p" 3)
    echo "3,drat-trim $p,$checked,$dw,$dc,$(echo "$dc $c" | awk '{ printf "%.2f", ($2 > 0 ? $1 / $2 : 0) }'),cpu ratio drat-trim/ours" >>"$CSV"
  fi
done

# ---- the table ----------------------------------------------------------------
echo "top1465 ($n puzzles), K = 2, cadical; median of $ROUNDS side-by-side rounds after a warm-up"
printf "  %-12s %9s %9s\n" "" "wall_s" "cpu_s"
printf "  %-12s %9s %9s\n" uncertified "$pw" "$pc" certified "$cw" "$cc"
printf "  certified / uncertified: %s (wall), %s (cpu); target <= 5\n" "$ratio_w" "$ratio_c"
echo "per puzzle (--certify JSON): the certifying solve and the check, ms"
printf "  %-6s %8s %13s %11s %13s %11s\n" size puzzles solve_median solve_mean check_median check_mean
awk '{ printf "  %-6s %8d %13.3f %11.3f %13.3f %11.3f\n", $1, $2, $3, $4, $5, $6 }' "$tmp/per"
echo "the checker alone (check-proof on cadical's binary proofs), median of $ROUNDS"
awk -F, '$1 == 3 { printf "  %-52s wall %7.3f s  cpu %7.3f s  %s %s\n", $2, $4, $5, $6, $7 }' "$CSV"
exit $status
