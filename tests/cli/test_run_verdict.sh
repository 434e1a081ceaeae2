# test_run_verdict.sh -- the last line of `make run` (issue 32 §1):
# scripts/run-verdict.sh reads compare's real output and passes the run
# only when the invalid records are exactly the expected ones, every
# record was cross-checked and every unsat/unique verdict certified.
rv_T=$(mktemp -d)
grep -v "^#" data/run/4x4_sample.txt | head -4 > "$rv_T/mix.txt"
sed -n 35p data/run/9x9_mixed.txt >> "$rv_T/mix.txt"
printf '%s\n' "$rv_T/mix.txt record 5 (line 5)" > "$rv_T/expected"
"$S" compare --certify "$rv_T/mix.txt" > "$rv_T/out" 2>&1
rv_rc=$?
rv_verdict() { sh scripts/run-verdict.sh "$rv_T/$1" "$2" "$rv_T/$3"; }
expect_grep "run verdict: the expected invalid record passes, named" \
  "^make run: PASS — 4 records cross-checked by [0-9]+ engines, [0-9]+ verdicts certified by DRAT proofs; compare's exit 1 is for the 1 invalid record, found as expected \($rv_T/mix.txt record 5 \(line 5\): duplicate 9 in column 7 at rows 2 and 9\)$" \
  rv_verdict out "$rv_rc" expected
expect_code "run verdict: compare's exit 1 for it is a pass" 0 rv_verdict out 1 expected
printf '%s\n' "$rv_T/mix.txt record 4 (line 4)" > "$rv_T/wrong"
expect_out "run verdict: another invalid record than the expected one fails" \
  "make run: FAIL — expected invalid record not found: $rv_T/mix.txt record 4 (line 4)" \
  rv_verdict out 1 wrong
sed 's/^FAIL (exit 1): 1 invalid record$/FAIL (exit 1): 1 invalid record, 1 disagreement/' \
  "$rv_T/out" > "$rv_T/disagree"
expect_out "run verdict: any other reason for exit 1 fails" \
  "make run: FAIL — compare exit 1: FAIL (exit 1): 1 invalid record, 1 disagreement" \
  rv_verdict disagree 1 expected
sed 's/^certified: \([0-9]*\) of/certified: 0 of/' "$rv_T/out" > "$rv_T/uncertified"
expect_grep "run verdict: an uncertified verdict fails" \
  "^make run: FAIL — certified only 0 of [0-9]+ unsat/unique verdicts$" \
  rv_verdict uncertified 1 expected
expect_code "run verdict: exit 1 when it fails" 1 rv_verdict uncertified 1 expected
sed 's/by one: 0,/by one: 1,/' "$rv_T/out" > "$rv_T/one"
expect_grep "run verdict: a record decided by one solver fails" \
  "^make run: FAIL — some records were not cross-checked" rv_verdict one 1 expected
rm -rf "$rv_T"
