# test_speak.sh -- every output and message speaks the input's form and
# alphabet (issue 21 items 2, 4 and 8): a 16x16 written as integer tokens
# is answered in tokens, never in letters; a digit a message names is the
# symbol the user wrote ("duplicate A", "r1c1=A", "0" in a hex grid); and
# solve names why a puzzle is invalid, as verify does, in every format.
S=$SUDOSAT
T=$(mktemp -d)
P16=$(grep -v '^#' data/16x16.txt | head -1 | cut -c1-256)
echo "$P16" > $T/letters.txt
# The same puzzle as 16 lines of 16 integer tokens (0 blank).
echo "$P16" | awk '{ for (i = 1; i <= 256; i++) {
    c = substr($0, i, 1); v = index("123456789ABCDEFG", c)
    printf "%d%s", v, i % 16 ? " " : "\n" } }' > $T/tokens.txt
SOL=$($S solve $T/letters.txt)
# The letter solution spelled as tokens: what a token input must get back.
TOKSOL=$(echo "$SOL" | awk '{ for (i = 1; i <= 256; i++)
    printf "%d%s", index("123456789ABCDEFG", substr($0, i, 1)),
           i < 256 ? " " : "\n" }')
is_tokens() { grep -Eq '^[0-9]+( [0-9]+){255}$'; }

# ---- item 2: token input, token output --------------------------------
expect_out "tokens: solve answers in tokens, the letter answer's values" \
  "$TOKSOL" $S solve $T/tokens.txt
expect_out "tokens: JSON solution is tokens, alphabet 1..16" \
  "1..16 yes" sh -c "$S solve --format json $T/tokens.txt | python3 -c '
import json, re, sys
r = json.loads(sys.stdin.readline())
print(r[\"alphabet\"], \"yes\" if r[\"solution\"] == \"$TOKSOL\" else r[\"solution\"])'"
expect_out "tokens: CSV solution is tokens" "$TOKSOL" \
  sh -c "$S solve --format csv $T/tokens.txt | python3 -c '
import csv, sys
print(list(csv.DictReader(sys.stdin))[0][\"solution\"])'"
expect_out "tokens: block rows are numbers, no letters" "16 0" \
  sh -c "echo \$($S solve --format block $T/tokens.txt | grep -v -- '--' |
                 grep -c '[0-9]') \$($S solve --format block $T/tokens.txt |
                 grep -c '[A-Za-z]')"
expect_out "tokens: the block answer reads back as the same grid" \
  "$TOKSOL" sh -c "$S solve --format block $T/tokens.txt | $S solve -"
expect_out "tokens: compare's JSON results are tokens" "yes" \
  sh -c "$S compare --solvers fast,dlx --format json $T/tokens.txt | head -1 |
         python3 -c '
import json, sys
r = json.loads(sys.stdin.readline())
print(\"yes\" if all(x[\"solution\"] == \"$TOKSOL\" for x in r[\"results\"]) else r)'"
expect_out "tokens: explain --steps ends on a token grid" "yes" \
  sh -c "$S explain --steps --format json $T/tokens.txt | tail -1 | python3 -c '
import json, sys
print(\"yes\" if json.loads(sys.stdin.read())[\"summary\"][\"grid\"] == \"$TOKSOL\" else \"no\")'"
expect_out "tokens: xc --from-sudoku answers in tokens" "solution 1: $TOKSOL" \
  sh -c "$S xc --from-sudoku $T/tokens.txt | grep '^solution 1:'"
expect_out "tokens: steps name digits as numbers" "0" \
  sh -c "$S explain --steps $T/tokens.txt | grep -cE '= [A-G]\\b'"
expect_out "letters: steps name digits as letters, never 10-16" "yes 0" \
  sh -c "n=\$($S explain --steps $T/letters.txt | grep -cE '= [A-G]\\b');
         [ \$n -gt 0 ] && printf 'yes '; $S explain --steps $T/letters.txt |
         grep -cE '= 1[0-6]\\b'"

# ---- item 4: messages in the user's alphabet ---------------------------
printf 'AA%254s\n' '' | tr ' ' . > $T/aa.txt
printf '00%254s\n' '' | tr ' ' . > $T/hex00.txt
expect_out "verify: duplicate A, not 10" \
  "invalid: duplicate A in row 1 at columns 1 and 2; duplicate A in box 1 at r1c1 and r1c2" \
  $S verify $T/aa.txt
expect_out "verify: hex duplicate 0, not 1" \
  "invalid: duplicate 0 in row 1 at columns 1 and 2; duplicate 0 in box 1 at r1c1 and r1c2" \
  $S verify $T/hex00.txt
expect_out "verify JSON: problems in letters" \
  '["duplicate A in row 1 at columns 1 and 2", "duplicate A in box 1 at r1c1 and r1c2"]' \
  sh -c "$S verify --format json $T/aa.txt | python3 -c '
import json, sys; print(json.dumps(json.loads(sys.stdin.read())[\"problems\"]))'"
printf '10 10%s\n' "$(printf ' 0%.0s' $(seq 254))" > $T/tok10.txt
expect_out "verify: tokens keep numbers" \
  "invalid: duplicate 10 in row 1 at columns 1 and 2; duplicate 10 in box 1 at r1c1 and r1c2" \
  $S verify $T/tok10.txt
printf 'A%255s\n' '' | tr ' ' . > $T/a1.txt
printf 'B%255s\n' '' | tr ' ' . | $S solve --limit 1 - > $T/b-sol.txt
expect_grep "verify --solution: differs (B, given A)" \
  "^invalid: r1c1 differs from the given \\(B, given A\\)" \
  $S verify --solution $T/b-sol.txt $T/a1.txt
expect_out "explain: the clash in letters" \
  "invalid: r1c1=A, r1c2=A clash in row 1" $S explain $T/aa.txt
expect_out "explain JSON: the core in letters" '["r1c1=A", "r1c2=A"]' \
  sh -c "$S explain --format json $T/aa.txt | python3 -c '
import json, sys; print(json.dumps(json.loads(sys.stdin.read())[\"core\"]))'"
expect_out "explain --minimal-check: givens in letters" "0" \
  sh -c "$S explain --minimal-check $T/letters.txt | grep -cE '^r[0-9]+c[0-9]+=1[0-6] '"
expect_grep "explain --minimal-check: a letter given" '^r[0-9]+c[0-9]+=[A-G] (needed|redundant)$' \
  $S explain --minimal-check $T/letters.txt
expect_grep "encode: the warning names A" "break a rule \\(duplicate A in row 1" \
  $S encode -o /dev/null $T/aa.txt
expect_grep "lesson: the warning names A" "break a rule \\(duplicate A in row 1" \
  $S lesson -o /dev/null $T/aa.txt
$S encode $T/a1.txt > $T/a1.cnf 2>/dev/null
printf 'B%255s\n' '' | tr ' ' . > $T/b1.txt
$S encode $T/b1.txt > $T/b1.cnf
cadical -q $T/b1.cnf > $T/b1.model 2>/dev/null
expect_grep "decode: a changed given in letters" \
  "^invalid: r1c1 differs from the given \\(B, given A\\)" \
  $S decode $T/a1.txt $T/b1.model

# ---- item 8: solve says why a puzzle is invalid ------------------------
expect_out "solve: invalid with its reason, as verify" \
  "$($S verify data/bird_chapter_invalid.txt)" $S solve data/bird_chapter_invalid.txt
expect_out "solve --format block: invalid with its reason" \
  "invalid: duplicate A in row 1 at columns 1 and 2; duplicate A in box 1 at r1c1 and r1c2" \
  $S solve --format block $T/aa.txt
expect_out "solve JSON: the problems list" \
  'invalid ["duplicate 9 in column 7 at rows 2 and 9"]' \
  sh -c "$S solve --format json data/bird_chapter_invalid.txt | python3 -c '
import json, sys; r = json.loads(sys.stdin.read())
print(r[\"status\"], json.dumps(r[\"problems\"]))'"
expect_out "solve CSV: the problems column" \
  "invalid|duplicate 9 in column 7 at rows 2 and 9" \
  sh -c "$S solve --format csv data/bird_chapter_invalid.txt | python3 -c '
import csv, sys; r = list(csv.DictReader(sys.stdin))[0]
print(r[\"status\"] + \"|\" + r[\"problems\"])'"
for solver in backtrack singles bird dlx picosat; do
  expect_out "solve --solver $solver: invalid with its reason" \
    "invalid: duplicate 9 in column 7 at rows 2 and 9" \
    $S solve --solver $solver data/bird_chapter_invalid.txt
done
expect_code "solve: invalid still exits 1" 1 $S solve data/bird_chapter_invalid.txt
rm -rf $T
