#!/bin/sh
# bench_encodings.sh -- solve time per encoding x AMO x backend x mode,
# whole process, K = 2: the table the SAT default is chosen from.
#
# Each configuration is `sudosat solve --solver B --sat-mode M
# --sat-encoding E --sat-amo A --limit 2 FILE`.  On each file one warm-up
# run, then ROUNDS rounds in which every configuration runs once (so a
# change in machine load hits all of them alike); reported are the median
# wall and CPU (user + sys) times.  The machine is shared, so the CPU time
# is the one to rank by.  Answers are checked outside the timing: every
# output line must be a solution `sudosat verify --solution` accepts (on
# 25x25, where a per-puzzle timeout applies, the count of solved puzzles
# is reported instead, and every solution given must still verify).
#
#   9x9    data/top1465.txt, data/17clue_first5000.txt: every backend, the
#          extended and augmented encodings with every AMO in assume mode,
#          and their reduced forms with pairwise; minimal and efficient
#          (no "each digit at least once per unit" clauses) on top95 only,
#          where they are already 10 to 100 times slower.
#   12x12  100 puzzles made by `sudosat generate --box 3x4 --count 100
#          --seed 1` (into bench/out, outside the timing): the same as 9x9.
#   16x16  data/16x16.txt: the same as 9x9.
#   25x25  the gecode puzzles that settle within seconds (2, 3, 17, 18 of
#          data/gecode_25x25.txt), TIMEOUT25 s each: cadical with every
#          AMO, picosat and cryptominisat with pairwise and product, both
#          encodings, both modes; one round (ROUNDS25).
#
# Table on stdout (each file's configurations fastest first), CSV in
# bench/out/encodings.csv.  ROUNDS, ROUNDS25 and TIMEOUT25 may be set in
# the environment.
set -u
S=${SUDOSAT:-bin/sudosat}
OUT=bench/out
CSV=$OUT/encodings.csv
ROUNDS=${ROUNDS:-3}
ROUNDS25=${ROUNDS25:-1}
TIMEOUT25=${TIMEOUT25:-20}
AMOS="pairwise sequential product binary commander bimander"
mkdir -p "$OUT"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
status=0

[ -x "$S" ] || { echo "bench_encodings: $S not built"; exit 1; }
[ -x /usr/bin/time ] || { echo "bench_encodings: /usr/bin/time missing"; exit 1; }
sh bench/machine.sh "deb:libcadical-dev" "deb:picosat" "deb:libcryptominisat5-dev"

# configs SET: one "backend mode encoding amo" per line.
configs() {
  case $1 in
    small)
      for b in cadical picosat cryptominisat; do
        for e in extended augmented; do
          for a in $AMOS; do echo "$b assume $e $a"; done
          echo "$b reduced $e pairwise"
        done
      done ;;
    basic)
      for e in minimal efficient extended; do echo "cadical assume $e pairwise"; done ;;
    big)
      for m in assume reduced; do
        for e in extended augmented; do
          for a in $AMOS; do echo "cadical $m $e $a"; done
          for b in picosat cryptominisat; do
            for a in pairwise product; do echo "$b $m $e $a"; done
          done
        done
      done ;;
  esac
}

# run ID TIMEOUT b m e a FILE: one timed run; "ID wall cpu" to times.
run() {
  id=$1 to=$2 b=$3 m=$4 e=$5 a=$6 f=$7
  set -- solve --solver "$b" --sat-mode "$m" --sat-encoding "$e" \
    --sat-amo "$a" --limit 2
  [ "$to" = 0 ] || set -- "$@" --timeout "$to"
  t0=$(date +%s.%N)
  /usr/bin/time -f "%U %S" -o "$tmp/cpu" "$S" "$@" "$f" >"$tmp/out.$id" \
    2>"$tmp/err"
  t1=$(date +%s.%N)
  echo "$id $(echo "$t0 $t1" | awk '{ printf "%.4f", $2 - $1 }') \
$(awk '{ print $1 + $2 }' "$tmp/cpu")" >>"$tmp/times"
}

median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

# bench_file FILE SET ROUNDS TIMEOUT
bench_file() {
  file=$1 set=$2 rounds=$3 to=$4
  [ -f "$file" ] || return 0
  n=$(grep -v '^#' "$file" | grep -c .)
  configs "$set" >"$tmp/configs"
  : >"$tmp/times"
  # shellcheck disable=SC2086
  run warm "$to" $(head -n 1 "$tmp/configs") "$file"
  : >"$tmp/times"
  r=0
  while [ $r -lt "$rounds" ]; do
    i=0
    while read -r b m e a; do
      i=$((i + 1))
      run "$i" "$to" "$b" "$m" "$e" "$a" "$file"
    done <"$tmp/configs"
    r=$((r + 1))
  done
  i=0
  while read -r b m e a; do
    i=$((i + 1))
    solved=$("$S" verify --solution "$tmp/out.$i" "$file" | grep -c '^ok complete$')
    # grids given (not a status word) that are not right solutions
    grids=$(grep -vcE '^(unknown|unsat|multiple|invalid|found)$' "$tmp/out.$i")
    bad=$((grids - solved))
    if [ "$to" = 0 ] && [ "$solved" -ne "$n" ] || [ "$bad" -ne 0 ]; then
      echo "bench_encodings: $b $m $e $a: $solved of $n right, $bad wrong on $file" >&2
      status=1
    fi
    w=$(awk -v i="$i" '$1 == i { print $2 }' "$tmp/times" | median)
    c=$(awk -v i="$i" '$1 == i { print $3 }' "$tmp/times" | median)
    echo "$file,$n,$b,$m,$e,$a,$solved,$w,$c" >>"$CSV"
  done <"$tmp/configs"
}

echo "file,puzzles,backend,mode,encoding,amo,solved,median_wall_s,median_cpu_s" >"$CSV"
head -n 3 data/gecode_25x25.txt | tail -n 2 >"$tmp/g25.txt"
sed -n '17,18p' data/gecode_25x25.txt >>"$tmp/g25.txt"
cp "$tmp/g25.txt" "$OUT/gecode25_quick.txt"
bench_file data/top95.txt basic "$ROUNDS" 0
bench_file data/top1465.txt small "$ROUNDS" 0
bench_file data/17clue_first5000.txt small "$ROUNDS" 0
[ -s "$OUT/gen12x12.txt" ] || "$S" generate --box 3x4 --count 100 --seed 1 \
  >"$OUT/gen12x12.txt"
bench_file "$OUT/gen12x12.txt" small "$ROUNDS" 0
bench_file data/16x16.txt small "$ROUNDS" 0
bench_file "$OUT/gecode25_quick.txt" big "$ROUNDS25" "$TIMEOUT25"

echo "K = 2, whole process; median of $ROUNDS rounds ($ROUNDS25 on 25x25, $TIMEOUT25 s timeout) after a warm-up"
awk -F, 'NR > 1 { print }' "$CSV" | sort -t, -k1,1 -s -k9,9g | awk -F, '
  $1 != last { printf "\n%s (%d puzzles)\n  %-14s %-8s %-10s %-11s %7s %9s %9s %10s\n",
                 $1, $2, "backend", "mode", "encoding", "amo", "solved",
                 "wall_s", "cpu_s", "puzzles/s"; last = $1 }
  { printf "  %-14s %-8s %-10s %-11s %7d %9.3f %9.3f %10.0f\n", $3, $4, $5,
      $6, $7, $8, $9, ($9 > 0 ? $7 / $9 : 0) }'
echo "(sorted by CPU time; puzzles/s = solved puzzles per CPU second)"
exit $status
