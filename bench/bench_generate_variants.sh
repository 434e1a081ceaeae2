#!/bin/sh
# bench_generate_variants.sh -- generating variant puzzles (issue 19 §4
# and §5), whole processes, one puzzle each.
#
#   1. Killer 9x9: SEEDS puzzles, `generate --variant killer --seed s`
#      (cages cut from a random grid and refined until the digging engine
#      finds one solution, then confirmed by a second engine), whole
#      process, text output: per puzzle the wall time and CPU time;
#      median and max; the engines, cages and checks (from a second,
#      untimed JSON run of the same seed) in the CSV.  Target: median wall
#      time under 2 s per puzzle.  The peer, measured in the same run:
#      the classic 9x9 `generate --seed s` (fast digs, dlx confirms).
#   2. Every other variant (jigsaw, x, antiknight, antiking,
#      nonconsecutive, windoku, disjoint, kropki, xv, and jigsaw with
#      killer) on 9x9,
#      and jigsaw on 4x4 to 16x16 (the sizes issue 18 asks of irregular
#      regions): median and max time of VSEEDS puzzles, and how many
#      came out (made / none exists / not found / failed).
#   3. Each puzzle made is decided once more by a third engine where one
#      handles its rules (`solve --solver X`, K = 2): the count that is
#      not `unique` must be 0.
#
# GENV_QUICK=1 runs a smoke version (2 killer seeds, 1 of the others,
# 4x4 to 9x9 jigsaws).  GENV_SEEDS, GENV_VSEEDS override the counts.  CSV
# in bench/out/generate_variants.csv.  Run it on a quiet machine:
# `flock /work/wt/bench.lock nice sh bench/bench_generate_variants.sh`.
set -u
sudosat=${SUDOSAT:-bin/sudosat}
quick=${GENV_QUICK:-}
mkdir -p bench/out
sh bench/machine.sh "peer: classic 9x9 generate of the same build and seeds (fast digs, dlx confirms)"
out=bench/out/generate_variants.csv
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

if [ -n "$quick" ]; then
  seeds=${GENV_SEEDS:-2}; vseeds=${GENV_VSEEDS:-1}
  jig_sizes="4 6 8 9"
else
  seeds=${GENV_SEEDS:-30}; vseeds=${GENV_VSEEDS:-5}
  jig_sizes="4 5 6 7 8 9 10 11 12 13 14 15 16"
fi
variants="jigsaw x antiknight antiking nonconsecutive windoku disjoint \
kropki xv jigsaw,killer"

# box N: a box shape of side N (1xN when N is prime: a jigsaw has none).
box() {
  case $1 in
    4) echo 2x2 ;; 6) echo 2x3 ;; 8) echo 2x4 ;; 9) echo 3x3 ;;
    10) echo 2x5 ;; 12) echo 3x4 ;; 14) echo 2x7 ;; 15) echo 3x5 ;;
    16) echo 4x4 ;; *) echo "1x$1" ;;
  esac
}

# timed FILE CMD...: runs CMD (stdout to FILE, stderr to FILE.err);
# prints "wall_s cpu_s exit".
timed() {
  f=$1; shift
  start=$(date +%s%N)
  /usr/bin/time -f "%U %S" -o "$tmp/cpu" "$@" > "$f" 2> "$f.err"
  rc=$?
  end=$(date +%s%N)
  cpu=$(tail -1 "$tmp/cpu" | awk '{ printf "%.3f", $1 + $2 }')
  echo "$start $end $cpu $rc" | awk '{ printf "%.3f %s %s\n", ($2 - $1) / 1e9, $3, $4 }'
}

# median / max of the numbers on stdin.
median() {
  sort -g | awk '{ a[NR] = $1 } END { if (NR) print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2; else print "-" }'
}
max() {
  sort -g | tail -1
}

# field FILE NAME: a JSON string or number field of the first record.
field() {
  sed -n "s/.*\"$2\":\"\{0,1\}\([^\",]*\).*/\1/p" "$1" | head -1
}

# recheck FILE BOX: a third engine decides the puzzle of FILE (its text
# field, the grid and rules): prints its status, or "-" when none of the
# engines left handles the rules.
recheck() {
  dug=$(field "$1" dug_by)
  conf=$(field "$1" confirmed_by)
  python3 -c "import json,sys; print(json.loads(open(sys.argv[1]).readline())['text'])" "$1" > "$tmp/p.txt" 2>/dev/null || { echo "-"; return; }
  for s in cadical picosat cryptominisat dlx cp; do
    [ "$s" = "$dug" ] || [ "$s" = "$conf" ] && continue
    st=$("$sudosat" solve --solver "$s" --format json --box "$2" "$tmp/p.txt" 2>/dev/null | field /dev/stdin status)
    case $st in unique|multiple|unsat|invalid) echo "$st"; return ;; esac
  done
  echo "-"
}

echo "kind,size,seed,wall_s,cpu_s,exit,cages,checks,dug_by,confirmed_by,third" > "$out"
: > "$tmp/why"

# one KIND SIZE SEED: generates one puzzle, timed in the default text
# form (what a user runs), then once more as JSON, untimed, for the
# counts and engines (the same puzzle: a seed fixes it); a CSV row; wall
# time, exit and the third engine's verdict on stdout.
one() {
  b=$(box "$2")
  r=$(timed "$tmp/g.txt" "$sudosat" generate --variant "$1" --box "$b" \
        --seed "$3" --no-progress)
  "$sudosat" generate --variant "$1" --box "$b" --seed "$3" --format json \
    --no-progress > "$tmp/g.json" 2>/dev/null
  set -- "$1" "$2" "$3" $r
  cages=$(grep -c '^killer ' "$tmp/g.txt")
  checks=$(field "$tmp/g.json" checks)
  conf=$(field "$tmp/g.json" confirmed_by)
  dug=$(field "$tmp/g.json" dug_by)
  third="-"
  [ "$6" = 0 ] && third=$(recheck "$tmp/g.json" "$b")
  [ "$6" = 0 ] || [ -s "$tmp/why" ] || head -1 "$tmp/g.txt.err" > "$tmp/why"
  echo "$1,$2,$3,$4,$5,$6,$cages,${checks:--},${dug:--},${conf:--},$third" >> "$out"
  echo "$4 $6 $third"
}

echo "1. generate --variant killer 9x9, $seeds seeds (target: median < 2 s)"
: > "$tmp/kill"; : > "$tmp/classic"
for s in $(seq 1 "$seeds"); do
  one killer 9 "$s" >> "$tmp/kill"
  r=$(timed "$tmp/c.txt" "$sudosat" generate --seed "$s" --no-progress)
  echo "$r" | cut -d' ' -f1 >> "$tmp/classic"
done
made=$(awk '$2 == 0' "$tmp/kill" | wc -l)
kmed=$(awk '$2 == 0 { print $1 }' "$tmp/kill" | median)
kmax=$(awk '$2 == 0 { print $1 }' "$tmp/kill" | max)
cmed=$(median < "$tmp/classic")
bad=$(awk '$2 == 0 && $3 != "unique" && $3 != "-"' "$tmp/kill" | wc -l)
printf "  killer 9x9: %s of %s made; median %s s, max %s s per puzzle\n" \
  "$made" "$seeds" "$kmed" "${kmax:--}"
printf "  classic 9x9 (the peer, same seeds): median %s s; ratio %s\n" \
  "$cmed" "$(echo "$kmed $cmed" | awk '$2 > 0 && $1 != "-" { printf "%.1f", $1 / $2 } $2 <= 0 || $1 == "-" { print "-" }')"
printf "  third engine: %s puzzle(s) not unique\n" "$bad"

echo "2. other variants, $vseeds seeds each"
printf "  %-22s %5s %6s %9s %9s\n" variant size made "median s" "max s"
row() {
  : > "$tmp/v"
  for s in $(seq 1 "$vseeds"); do one "$1" "$2" "$s" >> "$tmp/v"; done
  printf "  %-22s %5s %3s/%-2s %9s %9s\n" "$1" "$2x$2" \
    "$(awk '$2 == 0' "$tmp/v" | wc -l)" "$vseeds" \
    "$(awk '$2 == 0 { print $1 }' "$tmp/v" | median)" \
    "$(awk '$2 == 0 { print $1 }' "$tmp/v" | max)"
  awk '$2 == 0 && $3 != "unique" && $3 != "-"' "$tmp/v" | wc -l >> "$tmp/bad"
}
: > "$tmp/bad"
for v in $variants; do row "$v" 9; done
for n in $jig_sizes; do row jigsaw "$n"; done
printf "  third engine: %s puzzle(s) not unique\n" \
  "$(awk '{ s += $1 } END { print s + 0 }' "$tmp/bad")"
[ -s "$tmp/why" ] && echo "  the first failure said: $(cat "$tmp/why")"
echo "  CSV: $out"
