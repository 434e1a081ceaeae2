#!/bin/sh
# run-verdict.sh OUT RC EXPECTED -- the last line of `make run`: what a
# newcomer should conclude from compare's output OUT and exit code RC.
#
# The mix holds invalid puzzles on purpose; EXPECTED names them, one per
# line, as compare's `invalid:` lines begin ("data/run/F.txt record N").
# The run passes when compare exits 0, or exits 1 for exactly those
# invalid records and no other reason; every unsat/unique verdict must be
# certified (make run passes --certify).  Prints one line, "make run:
# PASS -- ..." or "make run: FAIL -- why", and exits 0 or 1.
set -u
out=$1 rc=$2 expected=$3

fail() { echo "make run: FAIL — $*"; exit 1; }

last=$(tail -n 1 "$out")
agree=$(grep -Ec '^[0-9]+ records, 0 unreadable: all solvers agree$' "$out")
[ "$agree" -eq 1 ] || fail "compare exit $rc: $last"
cross=$(sed -n 's/^decided by two or more solvers: \([0-9]*\), by one: 0, by none: 0$/\1/p' "$out")
[ -n "$cross" ] || fail "some records were not cross-checked: $(grep '^decided by' "$out")"
engines=$(awk '/^solver / { t = 1; next } t && /^[0-9]+ records/ { exit }
               t { n++ } END { print n + 0 }' "$out")

# The invalid records found must be exactly the expected ones.
found=$(grep -c '^invalid: ' "$out")
want=$(grep -c . "$expected")
while IFS= read -r inv; do
  grep -Fq "invalid: $inv:" "$out" || fail "expected invalid record not found: $inv"
done < "$expected"
[ "$found" -eq "$want" ] ||
  fail "$found invalid records, $want expected: $(grep '^invalid: ' "$out" | tr '\n' ' ')"
case $rc:$last in
  0:"PASS (exit 0)") ;;
  1:"FAIL (exit 1): $want invalid record"|1:"FAIL (exit 1): $want invalid records") ;;
  *) fail "compare exit $rc: $last" ;;
esac

certified=$(sed -n 's/^certified: \([0-9]* of [0-9]*\) unsat\/unique verdicts.*/\1/p' "$out")
case $certified in
  "") fail "no certified verdicts" ;;
  *" of "*) [ "${certified% of *}" = "${certified#* of }" ] ||
              fail "certified only $certified unsat/unique verdicts" ;;
esac

names=$(grep '^invalid: ' "$out" | sed 's/^invalid: //' | paste -sd ';' -)
head="make run: PASS — $cross records cross-checked by $engines engines, ${certified#* of } verdicts certified by DRAT proofs"
case $want in
  0) echo "$head" ;;
  1) echo "$head; compare's exit 1 is for the 1 invalid record, found as expected ($names)" ;;
  *) echo "$head; compare's exit 1 is for the $want invalid records, found as expected ($names)" ;;
esac
