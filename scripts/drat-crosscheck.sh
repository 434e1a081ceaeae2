#!/bin/sh
# drat-crosscheck.sh -- sudosat check-proof against an independent DRAT
# checker, on cadical's proofs of random 3-SAT formulas and on those
# proofs broken in known ways.  A development tool, not a test: Debian
# packages no DRAT checker, so bring your own:
#
#   DRAT_TRIM=/path/to/drat-trim sh scripts/drat-crosscheck.sh [FROM TO]
#
# Seeds FROM+1 .. TO (default 0 100) give formulas with 40-109 variables
# at ratio 4.6 (tests/proof/random3sat.awk's generator); each one cadical
# refutes is checked as written and with one defect: a lemma dropped, a
# lemma's first literal negated, a literal dropped, formula clauses
# deleted, the proof cut in half, two lemmas swapped, a literal
# duplicated.  For each case:
#
#   - sudosat and drat-trim (backward mode) answer; agreement is counted;
#   - every "verified" of sudosat is confirmed: sudosat writes the proof
#     trimmed to the lemmas it checked (--core-proof), and drat-trim in
#     forward mode, which checks every lemma, must verify that;
#   - a rejection by sudosat that drat-trim accepts is re-examined:
#     sudosat checks drat-trim's own trimmed proof (-l), and the line
#     says what drat-trim's core needed (RAT lemmas: drat-trim takes RAT
#     on any pivot and, backward, only against marked clauses; sudosat
#     takes the first literal against every clause present).
#
# The last line sums up; "unconfirmed" must be 0.
set -u
S=${SUDOSAT:-bin/sudosat}
T=${DRAT_TRIM:?set DRAT_TRIM to a drat-trim binary}
from=${1:-0}
to=${2:-100}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
total=0 agree=0 confirmed=0 unconfirmed=0 stricter=0
i=$from
while [ "$i" -lt "$to" ]; do
  i=$((i + 1))
  # ratio 4.6 rather than 4.26: more of them unsatisfiable
  awk -v n=$((40 + i % 70)) -v seed=$i -v ratio=4.6 \
    -f tests/proof/random3sat.awk >"$tmp/f.cnf"
  cadical -q --binary=false "$tmp/f.cnf" "$tmp/f.txt" >/dev/null 2>&1
  [ $? -eq 20 ] || continue
  nl=$(wc -l <"$tmp/f.txt")
  for mode in none droplemma flip droplit deladd trunc swap dupl; do
    awk -v mode=$mode -v seed=$i -v nl="$nl" -v cnf="$tmp/f.cnf" '
      BEGIN { x = seed * 7 + length (mode); x = (x * 48271) % 2147483647
              t = 1 + x % nl }
      mode == "none" { print; next }
      NR == t && mode == "droplemma" && $1 != "d" { next }
      NR == t && mode == "flip" && $1 != "d" && NF > 1 { $1 = -$1; print; next }
      NR == t && mode == "droplit" && $1 != "d" && NF > 2 { $1 = ""; print; next }
      NR == t && mode == "deladd" {
        for (k = 0; k < 1 + x % 20; k++) getline l < cnf
        if (l !~ /^p/) print "d " l; print; next }
      NR == t && mode == "trunc" { exit }
      NR == t && mode == "swap" && $1 != "d" { hold = $0; next }
      NR == t + 1 && mode == "swap" && hold != "" { print; print hold; next }
      NR == t && mode == "dupl" && $1 != "d" && NF > 1 { print $1, $0; next }
      { print }' "$tmp/f.txt" >"$tmp/g.txt"
    "$S" check-proof --core-proof "$tmp/core.txt" "$tmp/f.cnf" "$tmp/g.txt" \
      >"$tmp/ours" 2>&1
    m=$?
    "$T" "$tmp/f.cnf" "$tmp/g.txt" -t 100 -l "$tmp/dtcore.txt" >"$tmp/dt" 2>&1
    if grep -qa "s VERIFIED" "$tmp/dt"; then d=0; else d=1; fi
    total=$((total + 1))
    [ $m -eq $d ] && agree=$((agree + 1))
    if [ $m -eq 0 ]; then
      if "$T" "$tmp/f.cnf" "$tmp/core.txt" -f -t 100 2>&1 | grep -qa "s VERIFIED"; then
        confirmed=$((confirmed + 1))
      else
        unconfirmed=$((unconfirmed + 1)); echo "UNCONFIRMED seed=$i mode=$mode"
      fi
    elif [ $d -eq 0 ]; then
      stricter=$((stricter + 1))
      printf '0\n' >>"$tmp/dtcore.txt"
      echo "stricter seed=$i mode=$mode: $(tail -1 "$tmp/ours");" \
        "on drat-trim's core: $("$S" check-proof "$tmp/f.cnf" "$tmp/dtcore.txt" 2>&1 | tail -1);" \
        "drat-trim: $(grep -ao '[0-9]* RAT lemmas in core' "$tmp/dt")"
    fi
  done
done
echo "cases $total, agree $agree, sudosat verified and confirmed $confirmed," \
  "unconfirmed $unconfirmed, sudosat stricter $stricter"
