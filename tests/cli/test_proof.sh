# test_proof.sh -- check-proof, and certified verdicts (solve --certify,
# compare --certify), from the command line (sourced by tests/cli/run.sh;
# helpers from lib.sh; every name here starts with proof_).
#
# The checker meets proofs it did not make: the cadical binary's, text
# and binary, on pigeonhole and random 3-SAT formulas as well as Sudoku
# CNFs; hand-written ones that need RAT; and each of those broken in a
# known way, which must be rejected with its message.  tests/bad_proof/
# holds one malformed or wrong proof per error (README.md there).

S=$SUDOSAT
proof_tmp=$(mktemp -d)
proof_dir=tests/proof

# --- tests/bad_proof: one broken proof per error -------------------------
expect_out "bad_proof fixture is good" "verified" \
  sh -c "cd tests/bad_proof && '$S' check-proof base.cnf good.drat"
for proof_in in tests/bad_proof/*.drat; do
  proof_name=$(basename "$proof_in" .drat)
  [ "$proof_name" = good ] && continue
  proof_cnf=base.cnf
  [ -f "tests/bad_proof/$proof_name.cnf" ] && proof_cnf=$proof_name.cnf
  proof_want=$(cat "tests/bad_proof/$proof_name.expected")
  proof_got=$(cd tests/bad_proof && "$S" check-proof "$proof_cnf" \
    "$proof_name.drat" 2>"$_ERR")
  proof_code=$?
  _sanitized "$proof_in" || continue
  if [ "$proof_got" = "$proof_want" ] && [ $proof_code -eq 1 ]; then _pass; else
    _fail "$proof_in (exit $proof_code)"
    printf '  want: %s\n  got:  %s\n' "$proof_want" "$proof_got" >&2; fi
done

expect_out "good.lrat is verified" "verified" \
  sh -c "cd tests/bad_proof && '$S' check-proof --lrat-check base.cnf good.lrat"
for proof_in in tests/bad_proof/lrat-*.lrat; do
  proof_name=$(basename "$proof_in" .lrat)
  proof_want=$(cat "tests/bad_proof/$proof_name.expected")
  proof_got=$(cd tests/bad_proof && "$S" check-proof --lrat-check base.cnf \
    "$proof_name.lrat" 2>"$_ERR")
  proof_code=$?
  _sanitized "$proof_in" || continue
  if [ "$proof_got" = "$proof_want" ] && [ $proof_code -eq 1 ]; then _pass; else
    _fail "$proof_in (exit $proof_code)"
    printf '  want: %s\n  got:  %s\n' "$proof_want" "$proof_got" >&2; fi
done

# --- RAT, extension variables, the deletion policies ----------------------
expect_grep "RAT with a tautological resolvent" '"status":"verified".*"checked":3,"rat":1' \
  $S check-proof --format json $proof_dir/rat.cnf $proof_dir/rat-tautology.drat
expect_out "RAT is on the first literal" "rejected: lemma 1 (line 4) is not RUP/RAT" \
  $S check-proof $proof_dir/rat.cnf $proof_dir/rat-pivot-not-first.drat
expect_grep "an extension variable above the CNF's" '"status":"verified",.*"format":"text","variables":3,"cnf_variables":2,.*"rat":1' \
  $S check-proof --format json $proof_dir/extension.cnf $proof_dir/extension.drat
expect_grep "a deletion of a reason clause is ignored" '"status":"verified".*"ignored_reason_deletions":1' \
  $S check-proof --format json $proof_dir/rat.cnf $proof_dir/reason-deletion.drat
expect_grep "tautology, duplicates, absent deletion: counted" \
  '"status":"verified".*"absent_deletions":1,"tautologies":1,"duplicate_literals":1' \
  $S check-proof --format json $proof_dir/rat.cnf $proof_dir/odd-steps.drat
expect_grep "an absent deletion is a note on stderr" \
  "note: .*odd-steps.drat: 1 deletion of clauses not present ignored \(the first at line 5\)" \
  $S check-proof $proof_dir/rat.cnf $proof_dir/odd-steps.drat
printf 'p cnf 1 2\n1 0\n-1 0\n' > $proof_tmp/units.cnf
expect_out "a formula refuted by its units needs no proof" "verified" \
  $S check-proof $proof_tmp/units.cnf /dev/null
printf 'p cnf 2 1\n1 2 0\n' > $proof_tmp/sat.cnf
expect_out "an empty proof of a satisfiable formula" \
  "rejected: the proof ends without the empty clause" \
  $S check-proof $proof_tmp/sat.cnf /dev/null

# --- cadical's proofs, text and binary, on formulas that are not Sudoku ---
# PHP(n+1, n) for n = 3..6 and random 3-SAT at the threshold: every one
# cadical refutes must be verified, in both formats; the first random
# formulas found unsatisfiable (40-90 variables) make the sample.
for n in 3 4 5 6; do
  awk -v n=$n -f $proof_dir/php.awk > $proof_tmp/php$n.cnf
done
awk -v w=4 -v h=5 -f $proof_dir/tseitin.awk > $proof_tmp/u_tseitin.cnf
proof_unsat=0
for proof_s in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16; do
  proof_n=$((40 + proof_s * 3))
  awk -v n=$proof_n -v seed=$proof_s -f $proof_dir/random3sat.awk \
    > $proof_tmp/r$proof_s.cnf
  cadical -q $proof_tmp/r$proof_s.cnf >/dev/null 2>&1
  [ $? -eq 20 ] && proof_unsat=$((proof_unsat + 1)) && \
    cp $proof_tmp/r$proof_s.cnf $proof_tmp/u$proof_unsat.cnf
done
expect_out "random 3-SAT: several unsatisfiable formulas" "yes" \
  sh -c "[ $proof_unsat -ge 4 ] && echo yes"
# Each verified proof is also written trimmed (--core-proof) and as LRAT
# (--lrat); the trimmed one is checked again, the LRAT one by the second
# checker (--lrat-check).
proof_fails=""
proof_lrat_fails=""
for proof_f in $proof_tmp/php*.cnf $proof_tmp/u*.cnf; do
  proof_b=${proof_f%.cnf}
  cadical -q "$proof_f" "$proof_b.drat" >/dev/null 2>&1
  cadical -q --binary=false "$proof_f" "$proof_b.txt" >/dev/null 2>&1
  for proof_p in "$proof_b.drat" "$proof_b.txt"; do
    proof_got=$($S check-proof --core-proof "$proof_p.core" --lrat \
      "$proof_p.lrat" "$proof_f" "$proof_p" 2>>$proof_tmp/stderr)
    [ "$proof_got" = verified ] || proof_fails="$proof_fails $proof_p:$proof_got"
    proof_got=$($S check-proof "$proof_f" "$proof_p.core" 2>>$proof_tmp/stderr)
    [ "$proof_got" = verified ] || proof_lrat_fails="$proof_lrat_fails core:$proof_p:$proof_got"
    proof_got=$($S check-proof --lrat-check "$proof_f" "$proof_p.lrat" 2>>$proof_tmp/stderr)
    [ "$proof_got" = verified ] || proof_lrat_fails="$proof_lrat_fails lrat:$proof_p:$proof_got"
  done
done
expect_out "cadical's proofs (PHP, random 3-SAT, Tseitin; binary and text) verify" "" \
  echo $proof_fails
expect_out "their trimmed proofs verify, their LRAT proofs pass --lrat-check" "" \
  echo $proof_lrat_fails
proof_fails=""
for proof_f in $proof_tmp/php3.cnf $proof_tmp/php4.cnf $proof_tmp/php5.cnf $proof_tmp/u*.cnf; do
  picosat -R "${proof_f%.cnf}.rup" "$proof_f" >/dev/null 2>&1
  proof_got=$($S check-proof "$proof_f" "${proof_f%.cnf}.rup" 2>&1)
  [ "$proof_got" = verified ] || proof_fails="$proof_fails $proof_f:$proof_got"
done
expect_out "picosat's RUP traces (a %RUPD32 header, no deletions) verify" "" \
  echo $proof_fails
expect_out "no sanitizer report in the loop above" "" \
  sh -c "grep -E 'Sanitizer|runtime error:' $proof_tmp/stderr"
expect_grep "binary proofs are told from text" '"status":"verified",.*"format":"binary"' \
  $S check-proof --format json $proof_tmp/php6.cnf $proof_tmp/php6.drat
expect_grep "text proofs too" '"status":"verified",.*"format":"text"' \
  $S check-proof --format json $proof_tmp/php6.cnf $proof_tmp/php6.txt
expect_grep "--proof-format text refuses a binary proof" \
  "^error: $proof_tmp/php6.drat:1:1: expected a literal" \
  $S check-proof --proof-format text $proof_tmp/php6.cnf $proof_tmp/php6.drat
expect_out "the proof from standard input" "verified" \
  sh -c "$S check-proof $proof_tmp/php5.cnf - < $proof_tmp/php5.drat"
expect_out "the CNF from standard input" "verified" \
  sh -c "$S check-proof - $proof_tmp/php5.txt < $proof_tmp/php5.cnf"

# --- cadical's proofs, broken ---------------------------------------------
# The text proof of PHP(7,6) with: its first half of lemmas dropped; cut
# in half; every clause of the formula deleted first (so no lemma is
# implied, and the forward pass reaches the empty clause without a
# conflict); checked against another formula.  Each is rejected, and
# says how.
proof_p=$proof_tmp/php6.txt
proof_lines=$(wc -l < $proof_p)
awk -v h=$((proof_lines / 2)) 'NR > h || /^d/' $proof_p > $proof_tmp/dropped.txt
head -n $((proof_lines / 2)) $proof_p > $proof_tmp/cut.txt
{ grep -v '^p' $proof_tmp/php6.cnf | sed 's/^/d /'; cat $proof_p; } > $proof_tmp/deleted.txt
expect_grep "lemmas dropped: a lemma is not implied" \
  '^rejected: lemma [0-9]+ \(line [0-9]+\) is not RUP/RAT$' \
  $S check-proof $proof_tmp/php6.cnf $proof_tmp/dropped.txt
expect_out "truncated: no empty clause" \
  "rejected: the proof ends without the empty clause" \
  $S check-proof $proof_tmp/php6.cnf $proof_tmp/cut.txt
expect_grep "the formula deleted first: nothing refutes" \
  '^rejected: lemma [0-9]+ \(line [0-9]+\) is the empty clause, but unit propagation finds no conflict$' \
  $S check-proof $proof_tmp/php6.cnf $proof_tmp/deleted.txt
expect_grep "a proof for another CNF" '^rejected: lemma [0-9]+ \(byte [0-9]+\) is not RUP/RAT$' \
  $S check-proof $proof_tmp/php6.cnf $proof_tmp/php5.drat
expect_grep "a proof for another CNF (random 3-SAT)" '^rejected: ' \
  $S check-proof $proof_tmp/u1.cnf $proof_tmp/u2.drat
expect_code "rejected: exit 1" 1 $S check-proof $proof_tmp/php6.cnf $proof_tmp/cut.txt

# --- the trimmed proof is a proof ------------------------------------------
$S check-proof --core-proof $proof_tmp/core.txt $proof_tmp/php6.cnf \
  $proof_tmp/php6.drat >/dev/null 2>&1
expect_out "--core-proof writes a proof that verifies" "verified" \
  $S check-proof $proof_tmp/php6.cnf $proof_tmp/core.txt
proof_checked=$($S check-proof --format json $proof_tmp/php6.cnf \
  $proof_tmp/php6.drat | grep -o '"checked":[0-9]*' | cut -d: -f2)
expect_grep "and holds the lemmas checked, and the empty clause" \
  "\"lemmas\":$((proof_checked + 1)),\"deletions\"" \
  $S check-proof --format json $proof_tmp/php6.cnf $proof_tmp/core.txt

# The formula alone is refuted: the trimmed proof is the empty clause
# alone (the deletions before it are gone), and it verifies.
printf 'p cnf 2 3\n0\n1 2 0\n-1 0\n' > $proof_tmp/empty.cnf
printf 'd 0\nd 1 2 0\n2 0\n0\n' > $proof_tmp/empty.drat
$S check-proof --core-proof $proof_tmp/empty.core $proof_tmp/empty.cnf \
  $proof_tmp/empty.drat >/dev/null 2>&1
expect_out "an empty clause in the CNF: the core is '0'" "0" cat $proof_tmp/empty.core
expect_out "and it verifies" "verified" \
  $S check-proof $proof_tmp/empty.cnf $proof_tmp/empty.core
expect_out "refuted by units: the core is '0'" "0" sh -c \
  "printf 'd 1 0\n0\n' | $S check-proof --core-proof /dev/stdout $proof_tmp/units.cnf - | head -1"

# --- LRAT ----------------------------------------------------------------------
proof_lr=$proof_tmp/php6.drat.lrat
expect_grep "LRAT: each lemma with its hints, the empty clause last" \
  '^[0-9]+ 0( [0-9]+)+ 0$' tail -1 $proof_lr
sed '1s/ 0 \([0-9]*\) / 0 999999 /' $proof_lr > $proof_tmp/spoiled.lrat
expect_grep "a hint naming no clause is rejected" \
  '^rejected: lemma [0-9]+ \(line 1\): hint 999999 names no clause present$' \
  $S check-proof --lrat-check $proof_tmp/php6.cnf $proof_tmp/spoiled.lrat
awk 'NR == 1 && !/ d / { sub(/ [0-9]+ 0$/, " 0") } { print }' $proof_lr > $proof_tmp/short.lrat
expect_grep "a hint dropped is rejected" '^rejected: lemma [0-9]+ \(line 1\): ' \
  $S check-proof --lrat-check $proof_tmp/php6.cnf $proof_tmp/short.lrat
expect_code "rejected LRAT: exit 1" 1 \
  $S check-proof --lrat-check $proof_tmp/php6.cnf $proof_tmp/short.lrat
expect_grep "LRAT in JSON" '^\{"record":1,"file":".*","line":null,"status":"verified","cnf":".*php6.cnf","proof":".*","format":"lrat","clauses":133,"lemmas":[0-9]+,' \
  $S check-proof --format json --lrat-check $proof_tmp/php6.cnf $proof_lr
expect_grep "LRAT rejected in JSON" '"status":"rejected",.*"reason":"lemma [0-9]+ \(line 1\): hint 999999 names no clause present","lemma":[0-9]+,"lemma_line":1,"format":"lrat"' \
  $S check-proof --format json --lrat-check $proof_tmp/php6.cnf $proof_tmp/spoiled.lrat
expect_out "a malformed LRAT proof: its error" \
  "error: $proof_tmp/bad.lrat:1:4: expected a number, found 'x'" \
  sh -c "echo '57 x' > $proof_tmp/bad.lrat; $S check-proof --lrat-check $proof_tmp/php6.cnf $proof_tmp/bad.lrat"
expect_code "--lrat-check with --core-proof: usage" 2 \
  $S check-proof --lrat-check --core-proof $proof_tmp/x $proof_tmp/php6.cnf $proof_lr
expect_grep "--lrat-check with --proof-format: says why" \
  "check-proof: --proof-format does not apply to --lrat-check" \
  $S check-proof --lrat-check --proof-format text $proof_tmp/php6.cnf $proof_lr
expect_out "--lrat is written only for a verified proof" "no" sh -c \
  "$S check-proof --lrat $proof_tmp/none.lrat $proof_tmp/php6.cnf $proof_tmp/cut.txt >/dev/null; [ -e $proof_tmp/none.lrat ] && echo yes || echo no"

# --- usage, files, memory --------------------------------------------------
expect_code "one operand is a usage error" 2 $S check-proof $proof_tmp/php5.cnf
expect_code "a missing file: exit 2" 2 $S check-proof $proof_tmp/php5.cnf $proof_tmp/nosuch.drat
expect_grep "a directory: exit 2, says so" "is a directory" \
  $S check-proof $proof_tmp/php5.cnf $proof_tmp
expect_code "both from standard input: usage" 2 $S check-proof - -
expect_code "bad --proof-format" 2 $S check-proof --proof-format hex $proof_tmp/php5.cnf $proof_tmp/php5.drat
awk 'BEGIN { for (k = 0; k < 100000; k++) print (k % 30) + 1, -((k % 29) + 2), 0 }' \
  > $proof_tmp/long.drat
expect_grep "memory limit: exit 3 with a message" "out of memory: the check needs more than 1 MiB" \
  $S check-proof --max-memory 1 $proof_tmp/php5.cnf $proof_tmp/long.drat
expect_code "memory limit: exit 3" 3 \
  $S check-proof --max-memory 1 $proof_tmp/php5.cnf $proof_tmp/long.drat
# Memory follows the variables a proof uses, not the largest it names:
# php5's text proof with an extension variable 10^8 (and 2^30 - 1)
# defined first checks in 2 MiB, and its LRAT proof too.
{ printf '100000000 -1073741823 0\n1073741823 100000000 0\n'; cat $proof_tmp/php5.txt; } \
  > $proof_tmp/bigvar.drat
expect_grep "variable 10^8 in 2 MiB" '"status":"verified",.*"variables":1073741823,"cnf_variables":30' \
  $S check-proof --max-memory 2 --format json --lrat $proof_tmp/bigvar.lrat \
  $proof_tmp/php5.cnf $proof_tmp/bigvar.drat
expect_out "and its LRAT proof in 2 MiB" "verified" \
  $S check-proof --max-memory 2 --lrat-check $proof_tmp/php5.cnf $proof_tmp/bigvar.lrat
printf 'p cnf 2 1\n1 3 0\n' > $proof_tmp/badcnf.cnf
expect_out "a malformed CNF: its error, exit 1" \
  "error: $proof_tmp/badcnf.cnf:2:3: literal 3 is out of range: the header declares 2 variables" \
  $S check-proof $proof_tmp/badcnf.cnf /dev/null
expect_grep "errors in JSON" '"status":"error",.*"error":".*badcnf.cnf:2:3: literal 3' \
  $S check-proof --format json $proof_tmp/badcnf.cnf /dev/null

# --- Sudoku CNFs and cadical's binary --------------------------------------
proof_fails=""
for proof_e in extended reduced minimal; do
  grep ':0$' data/tdoku_test_puzzles.txt | sed -n 2p | cut -d: -f1 | \
    $S encode --encoding $proof_e - > $proof_tmp/s.cnf
  cadical -q $proof_tmp/s.cnf $proof_tmp/s.drat >/dev/null 2>&1
  proof_got=$($S check-proof $proof_tmp/s.cnf $proof_tmp/s.drat 2>&1)
  [ "$proof_got" = verified ] || proof_fails="$proof_fails $proof_e:$proof_got"
done
expect_out "an unsat Sudoku's CNF, three encodings, cadical's proofs" "" echo $proof_fails

# --- solve --certify --------------------------------------------------------
# Every unsat and unique verdict of the bundled run mix, of top95, of
# every tenth top1465 puzzle and of the 16x16 set is certified.
proof_certify() {
  $S solve --certify --format json "$@" 2>/dev/null | awk '
    /"status":"(unsat|unique)"/ { claims++; if (/"certified":true/) ok++ }
    END { printf "%d of %d\n", ok, claims }'
}
proof_count() {
  $S solve --format json "$@" 2>/dev/null | grep -cE '"status":"(unsat|unique)"'
}
for proof_f in data/run/4x4_sample.txt data/run/9x9_mixed.txt \
  data/run/16x16_sample.txt data/run/25x25_sample.txt data/top95.txt \
  data/16x16.txt data/tdoku_test_puzzles.txt; do
  proof_n=$(proof_count $proof_f)
  expect_out "solve --certify: $proof_f" "$proof_n of $proof_n" proof_certify $proof_f
done
expect_out "solve --certify=picosat: top95" "95 of 95" \
  proof_certify --certify=picosat data/top95.txt
expect_out "solve --certify=picosat: the run mix's 9x9" "36 of 36" \
  proof_certify --certify=picosat data/run/9x9_mixed.txt
expect_code "solve --certify=nosuch is a usage error" 2 \
  $S solve --certify=nosuch data/top95.txt
grep -v '^#' data/top1465.txt | awk 'NR % 10 == 1' > $proof_tmp/top147.txt
expect_out "solve --certify: every tenth of top1465" "147 of 147" \
  proof_certify --solver cadical $proof_tmp/top147.txt
expect_out "line form says (certified)" \
  "417369825632158947958724316825437169791586432346912758289643571573291684164875293 (certified)" \
  sh -c "head -1 data/top95.txt | $S solve --certify -"
grep ':0$' data/tdoku_test_puzzles.txt | head -1 | cut -d: -f1 > $proof_tmp/unsat1.txt
expect_out "unsat (certified)" "unsat (certified)" $S solve --certify $proof_tmp/unsat1.txt
expect_grep "picosat's proofs say so" '"certification":\{"status":"certified","prover":"picosat"' \
  $S solve --certify=picosat --format json $proof_tmp/unsat1.txt
expect_out "without --certify the line is as before" "unsat" $S solve $proof_tmp/unsat1.txt
expect_out "multiple: nothing to certify" "multiple" \
  $S solve --certify data/fsharp_seed_multiple.txt
expect_out "block form: a line after the grid" "(certified)" sh -c \
  "head -1 data/top95.txt | $S solve --certify --format block - | sed -n 12p | tr -d ' '"
expect_grep "json: certified and the proof's size" \
  '"status":"unsat",.*"certified":true,"certification":\{"status":"certified","prover":"cadical","clauses":[0-9]+,"lemmas":[0-9]+' \
  $S solve --certify --format json $proof_tmp/unsat1.txt
expect_grep "K = 1: found is not certified" '"status":"found"' \
  sh -c "head -1 data/top95.txt | $S solve --certify --limit 1 --format json - | grep -v certified"
expect_code "all certified: exit 0" 0 $S solve --certify data/top95.txt

# A solver that lies: says UNSAT to everything.  Its unsat verdict on a
# solvable puzzle is refuted by the certifying path, exit 1.
printf '#!/bin/sh\necho "s UNSATISFIABLE"\nexit 20\n' > $proof_tmp/liar.sh
# One that tells the truth once, then says there is nothing more: a
# puzzle with many solutions comes out "unique".
printf '#!/bin/sh\n[ $# -eq 0 ] && exit 0\nif [ -f %s/told ]; then echo "s UNSATISFIABLE"; exit 20; fi\ntouch %s/told\nexec cadical -q "$1"\n' \
  $proof_tmp $proof_tmp > $proof_tmp/once.sh
chmod +x $proof_tmp/liar.sh $proof_tmp/once.sh
head -1 data/top95.txt > $proof_tmp/one.txt
expect_out "a lying unsat is refuted" \
  "unsat (not certified: refuted: cadical found a solution)" \
  $S solve --solver external --sat-cmd $proof_tmp/liar.sh --certify $proof_tmp/one.txt
expect_code "refuted: exit 1" 1 \
  $S solve --solver external --sat-cmd $proof_tmp/liar.sh --certify $proof_tmp/one.txt
rm -f $proof_tmp/told
expect_grep "a lying unique is refuted" \
  "^[1-9]{81} \(not certified: refuted: cadical found a second solution\)$" \
  $S solve --solver external --sat-cmd $proof_tmp/once.sh --certify data/fsharp_seed_multiple.txt

# --- --sat-cmd with %p: the solver's own proof -----------------------------
# cadical and picosat write their proofs where %p says; every UNSAT answer
# (unsat, and the blocking-clause call that proves unique) has its proof
# checked against the CNF it was handed.  A proof that is cut short, one
# that "refutes" a satisfiable CNF, and none at all are findings, with
# the files kept in a folder (under TMPDIR) the note names.
proof_keep=$proof_tmp/keep
mkdir -p $proof_keep
head -1 data/top95.txt > $proof_tmp/one.txt
proof_sol=417369825632158947958724316825437169791586432346912758289643571573291684164875293
expect_out "%p: cadical's own proof of unsat" "unsat (certified by own proof)" \
  $S solve --solver external --sat-cmd 'cadical -q %c %p' $proof_tmp/unsat1.txt
expect_out "%p: cadical's own proof of unique (the blocking call)" \
  "$proof_sol (certified by own proof)" \
  $S solve --solver external --sat-cmd 'cadical -q %c %p' $proof_tmp/one.txt
expect_out "%p: cadical's text proof" "unsat (certified by own proof)" \
  $S solve --solver external --sat-cmd 'cadical -q --binary=false %c %p' $proof_tmp/unsat1.txt
expect_out "%p: picosat's RUP trace, unsat" "unsat (certified by own proof)" \
  $S solve --solver external --sat-cmd 'picosat -R %p %c' $proof_tmp/unsat1.txt
expect_out "%p: picosat's RUP trace, unique" "$proof_sol (certified by own proof)" \
  $S solve --solver external --sat-cmd 'picosat -R %p %c' $proof_tmp/one.txt
expect_grep "%p in JSON: certified by own proof" \
  '"status":"unsat",.*"certified":true,"certified_by":"own proof"\}$' \
  $S solve --solver external --format json --sat-cmd 'cadical -q %c %p' $proof_tmp/unsat1.txt
expect_out "%p with --certify: both certify" "unsat (certified by own proof and cadical)" \
  $S solve --certify --solver external --sat-cmd 'cadical -q %c %p' $proof_tmp/unsat1.txt
proof_own() {
  $S solve --solver external --format json --sat-cmd "$1" "$2" 2>/dev/null | awk '
    /"status":"(unsat|unique)"/ { claims++; if (/"certified":true,"certified_by":"own proof"/) ok++ }
    END { printf "%d of %d\n", ok, claims }'
}
proof_n=$(proof_count data/run/9x9_mixed.txt)
expect_out "%p: every unsat and unique verdict of the 9x9 mix, cadical" \
  "$proof_n of $proof_n" proof_own 'cadical -q %c %p' data/run/9x9_mixed.txt
proof_n=$(proof_count data/run/4x4_sample.txt)
expect_out "%p: every unsat and unique verdict of the 4x4 sample, picosat" \
  "$proof_n of $proof_n" proof_own 'picosat -R %p %c' data/run/4x4_sample.txt

# A solver that answers right, but keeps only the first 3 lines of its
# (text) proof.
cat > $proof_tmp/truncated.sh <<'EOF'
#!/bin/sh
[ $# -eq 0 ] && exit 0
cadical -q --binary=false "$1" "$2.full" > "$2.out"
rc=$?
head -n 3 "$2.full" > "$2"
cat "$2.out"
rm -f "$2.full" "$2.out"
exit $rc
EOF
# One that says UNSAT to every CNF, satisfiable ones included, with a
# proof that looks the part: the negations of the first clause's
# literals as units, then the empty clause.
cat > $proof_tmp/plausible.sh <<'EOF'
#!/bin/sh
[ $# -eq 0 ] && exit 0
awk '!/^[cp]/ && NF > 1 { for (i = 1; i < NF; i++) print -$i, 0; print 0; exit }' "$1" > "$2"
echo "s UNSATISFIABLE"
exit 20
EOF
# And one that writes no proof at all.
printf '#!/bin/sh\n[ $# -eq 0 ] && exit 0\nexec cadical -q "$1"\n' > $proof_tmp/noproof.sh
chmod +x $proof_tmp/truncated.sh $proof_tmp/plausible.sh $proof_tmp/noproof.sh
expect_grep "%p: a truncated proof of a right unsat is rejected" \
  "^unsat \(not certified: own proof rejected: the proof ends without the empty clause; CNF and proof kept in $proof_keep/sudosat-proof-[A-Za-z0-9]{6}\)$" \
  env TMPDIR=$proof_keep $S solve --solver external --sat-cmd "$proof_tmp/truncated.sh %c %p" $proof_tmp/unsat1.txt
expect_code "%p: a rejected proof is exit 1" 1 \
  env TMPDIR=$proof_keep $S solve --solver external --sat-cmd "$proof_tmp/truncated.sh %c %p" $proof_tmp/unsat1.txt
proof_kept=$(ls -d $proof_keep/sudosat-proof-* | head -1)
expect_out "%p: the folder keeps the CNF, the proof and the output" \
  "formula.cnf proof stderr.txt stdout.txt" sh -c "ls $proof_kept | tr '\n' ' ' | sed 's/ $//'"
expect_out "%p: the kept pair is rejected by check-proof too" \
  "rejected: the proof ends without the empty clause" \
  $S check-proof $proof_kept/formula.cnf $proof_kept/proof
expect_grep "%p: a plausible proof of a satisfiable CNF names its lemma" \
  "^unsat \(not certified: own proof rejected: lemma 1 \(line 1\) is not RUP/RAT; CNF and proof kept in " \
  env TMPDIR=$proof_keep $S solve --solver external --sat-cmd "$proof_tmp/plausible.sh %c %p" $proof_tmp/one.txt
expect_grep "%p: a proof never written" \
  "^unsat \(not certified: own proof rejected: no proof: the solver wrote nothing to %p; " \
  env TMPDIR=$proof_keep $S solve --solver external --sat-cmd "$proof_tmp/noproof.sh %c %p" $proof_tmp/unsat1.txt
expect_grep "%p in JSON: certified false, the note says why" \
  '"certified":false,"certified_by":"own proof"' \
  env TMPDIR=$proof_keep $S solve --format json --solver external --sat-cmd "$proof_tmp/truncated.sh %c %p" $proof_tmp/unsat1.txt
expect_grep "compare: a rejected own proof is a finding" \
  "^own proof rejected: .*unsat1.txt record 1 \(line 1\), external said unsat: the proof ends without the empty clause; " \
  env TMPDIR=$proof_keep $S compare --solvers fast,external --sat-cmd "$proof_tmp/truncated.sh %c %p" $proof_tmp/unsat1.txt
expect_code "compare: exit 1" 1 \
  env TMPDIR=$proof_keep $S compare --solvers fast,external --sat-cmd "$proof_tmp/truncated.sh %c %p" $proof_tmp/unsat1.txt
expect_grep "compare JSON: the entry says so" \
  '\{"solver":"external","status":"unsat",[^}]*"certified":false,"certified_by":"own proof"' \
  env TMPDIR=$proof_keep $S compare --format json --solvers fast,external --sat-cmd "$proof_tmp/truncated.sh %c %p" $proof_tmp/unsat1.txt
expect_code "compare: own proofs that verify pass" 0 \
  $S compare --solvers fast,external --sat-cmd 'cadical -q %c %p' $proof_tmp/unsat1.txt $proof_tmp/one.txt
expect_grep "compare: the summary counts own proofs" \
  "^own proofs: external's verified on 2 records, missing or rejected on 0$" \
  $S compare --solvers fast,external --sat-cmd 'cadical -q %c %p' $proof_tmp/unsat1.txt $proof_tmp/one.txt
expect_grep "compare JSON: the summary counts own proofs" \
  '"solver":"external",[^}]*"own_proofs_verified":2,"own_proofs_rejected":0' \
  $S compare --format json --solvers fast,external --sat-cmd 'cadical -q %c %p' $proof_tmp/unsat1.txt $proof_tmp/one.txt
expect_grep "compare: a rejected own proof is named among the reasons" \
  "^FAIL \(exit 1\): 1 own proof missing or rejected \(external\)$" \
  env TMPDIR=$proof_keep $S compare --solvers fast,external --sat-cmd "$proof_tmp/truncated.sh %c %p" $proof_tmp/unsat1.txt
expect_grep "compare JSON: and in the summary's reasons" \
  '"reasons":\["1 own proof missing or rejected \(external\)"\]' \
  env TMPDIR=$proof_keep $S compare --format json --solvers fast,external --sat-cmd "$proof_tmp/truncated.sh %c %p" $proof_tmp/unsat1.txt

# --- compare --certify ------------------------------------------------------
expect_grep "compare --certify on the run mix: all 60 certified" \
  "^certified: 60 of 60 unsat/unique verdicts" \
  $S compare -j 2 --certify data/run/4x4_sample.txt data/run/9x9_mixed.txt \
    data/run/16x16_sample.txt data/run/25x25_sample.txt
expect_grep "in-house verdicts agree with certified ones" \
  "^[0-9]+ solver verdicts agree with a certified verdict \([1-9][0-9]* from in-house solvers\)" \
  $S compare --certify --solvers fast,dlx,picosat data/run/9x9_mixed.txt
proof_n=$(proof_count data/run/9x9_mixed.txt)
expect_grep "cadical certifies even when not among --solvers" \
  "^certified: $proof_n of $proof_n unsat/unique verdicts" \
  $S compare --certify --solvers fast --require-agreement 1 data/run/9x9_mixed.txt
expect_grep "json: the record says certified, the entries agree" \
  '"status":"unique","agree":true,"disagreement":false,"decided":[0-9]+,"certified":true,"certification":"certified","results":\[\{"solver":"fast","status":"unique".*"agrees_with_certified":true' \
  $S compare --certify --solvers fast --require-agreement 1 --format json data/top95.txt
expect_grep "json: the tally is one more line" \
  '^\{"certification":\{"prover":"cadical","records":95,"certified":95,"failed":0,"agreeing_verdicts":95,"agreeing_inhouse":95,' \
  $S compare --certify --solvers fast --require-agreement 1 --format json data/top95.txt
rm -f $proof_tmp/told
expect_grep "compare: a refuted consensus is a finding" \
  "^certification failed: .* consensus unique: refuted: cadical found a second solution" \
  $S compare --certify --solvers external --require-agreement 1 --sat-cmd $proof_tmp/once.sh data/fsharp_seed_multiple.txt
rm -f $proof_tmp/told
expect_code "compare: refuted, exit 1" 1 \
  $S compare --certify --solvers external --require-agreement 1 --sat-cmd $proof_tmp/once.sh data/fsharp_seed_multiple.txt
expect_grep "compare --certify=picosat: RUP proofs from picosat" \
  "^certified: 95 of 95 unsat/unique verdicts \(RUP proofs from picosat" \
  $S compare --certify=picosat --solvers fast --require-agreement 1 data/top95.txt
expect_code "--certify=nosuch is a usage error" 2 \
  $S compare --certify=nosuch --solvers fast data/top95.txt
expect_out "compare without --certify prints no certification" "" sh -c \
  "$S compare --solvers fast data/top95.txt | grep -i certif"

rm -rf "$proof_tmp"
