# test_roundtrip.sh -- every output of sudosat reads back into sudosat
# with the same box and no options (issue 21 item 3).  Line form marks a
# grid whose bare line would read otherwise with " box=RxC" (a 6x6 in
# 3x2 boxes; 1x2, 1x3, 1x5, whose 4, 9, 25 symbols start a block; one
# cell); block form shows the box by its rules; CSV and JSON name it in
# their "box" field, and the reader takes it from there.
S=$SUDOSAT
T=$(mktemp -d)
RT="python3 tests/cli/roundtrip.py $S"

# Every box shape with N <= 16, generate's puzzle and solve's solution in
# text, block, csv and json (roundtrip.py says how); under check-san the
# sides 1 to 9, 12 and 16 (every kind of side: prime, square, oblong).
rt_sides=$(seq 1 16)
[ -z "${SUDOSAT_SANITIZED:-}" ] || rt_sides="1 2 3 4 5 6 7 8 9 12 16"
for n in $rt_sides; do
  for r in $(seq 1 $n); do
    [ $((n % r)) -eq 0 ] || continue
    expect_out "round trip: ${r}x$((n / r)) in every format" "ok" \
      $RT ${r}x$((n / r))
  done
done
expect_out "round trip: a lower-case hex alphabet in every format" "ok" \
  $RT 4x4 0123456789abcdef

# The silent misreading the mark ends: a 3x2 line was read as 2x3.
expect_out "3x2: generate | solve reads 3x2 boxes" '"box":"3x2" unique' \
  sh -c "$S generate --box 3x2 | $S solve --format json - |
         grep -o '\"box\":\"3x2\".*\"status\":\"unique\"' | sed 's/,.*,/ /;s/\"status\":\"//;s/\"$//'"
expect_out "1x3: generate --count 3 | solve: three 3x3 grids" "3" \
  sh -c "$S generate --box 1x3 --count 3 | $S solve --format json - |
         grep -c '\"box\":\"1x3\".*\"status\":\"unique\"'"

# A custom --alphabet travels in CSV and JSON; text refuses, with a hint.
for f in csv json; do
  expect_out "ABCDEFGHI: $f reads back in its alphabet" \
    "$($S generate --alphabet ABCDEFGHI --format json | sed 's/.*"solution":"\([^"]*\)".*/\1/')" \
    sh -c "$S generate --alphabet ABCDEFGHI --format $f | $S solve -"
done
expect_grep "ABCDEFGHI: text is refused with the --alphabet hint, never misread" \
  "use --alphabet ABCDEFGHI" sh -c "$S generate --alphabet ABCDEFGHI | $S verify -"

# Token form reads back as tokens from every format.
grep -v '^#' data/16x16.txt | head -1 | cut -c1-256 | awk '{
  for (i = 1; i <= 256; i++) printf "%d%s", index("123456789ABCDEFG",
    substr($0, i, 1)), i % 16 ? " " : "\n" }' > $T/tokens.txt
TOK=$($S solve $T/tokens.txt)
for f in text block csv json; do
  expect_out "tokens: $f reads back as tokens, 1..16" "1..16 $TOK" \
    sh -c "$S solve --format $f $T/tokens.txt | $S solve --format json - |
           python3 -c 'import json, sys
r = json.loads(sys.stdin.read()); print(r[\"alphabet\"], r[\"solution\"])'"
done

# Block rules name the box: '|' every C cells, a rule every R rows.
B32='12|34|56\n34|56|12\n56|12|34\n--+--+--\n21|43|65\n43|65|21\n65|21|43\n'
printf "$B32" > $T/b32.txt
expect_grep "block: '|' every 2 and a rule every 3 rows: 3x2" \
  '"box":"3x2".*"status":"ok","complete":true' $S verify --format json $T/b32.txt
printf "$B32" | grep -v -- '--' > $T/b32-bars.txt
expect_grep "block: '|' every 2, no rules: 3x2" '"box":"3x2"' \
  $S verify --format json $T/b32-bars.txt
printf "$B32" | tr -d '|' > $T/b32-rules.txt
expect_grep "block: a rule every 3 rows, no '|': 3x2" '"box":"3x2"' \
  $S verify --format json $T/b32-rules.txt
expect_grep "block without rules keeps the default 2x3" '"box":"2x3"' \
  sh -c "printf '123456\n456123\n231564\n564231\n312645\n645312\n' |
         $S verify --format json -"
printf '12|3456\n34|5612\n56|1234\n21|4365\n43|6521\n65|2143\n' > $T/odd.txt
expect_grep "block: '|' that fit no box leave the default 2x3" '"box":"2x3"' \
  $S verify --format json $T/odd.txt
expect_grep "block: --box wins over the rules" '"box":"2x3"' \
  $S verify --box 2x3 --format json $T/b32.txt

# The mark.
expect_grep "mark: box=3x2 reads 3x2" '"box":"3x2"' \
  sh -c "echo '123456345612561234214365436521652143 box=3x2' | $S verify --format json -"
expect_grep "mark: the text after it is the tail, not cells" '"status":"ok"' \
  sh -c "echo '123456345612561234214365436521652143 box=3x2 (certified)' |
         $S verify --format json -"
expect_grep "mark: a malformed one is an error with its column" \
  ":1:38: 'box=3y2' is no box" \
  sh -c "echo '123456345612561234214365436521652143 box=3y2' | $S verify -"
expect_grep "mark: one whose side is not the line's is the wrong count" \
  "wrong cell count: 36; box=4x4 needs 256" \
  sh -c "echo '123456345612561234214365436521652143 box=4x4' | $S verify -"
expect_grep "mark: --box wins over it" '"box":"2x3"' \
  sh -c "echo '123456345612561234214365436521652143 box=3x2' |
         $S verify --box 2x3 --format json -"
expect_out "mark: solve --certify's line reads back" "ok complete" \
  sh -c "$S generate --box 3x2 | $S solve --certify - | $S verify -"
expect_grep "mark: compare's reproduce line keeps the box" \
  "reproduce: echo '[^']* box=3x2' \\| sudosat compare" \
  sh -c "$S generate --box 3x2 --count 3 | $S compare --solvers fast,singles -"
expect_out "mark: no mark where the bare line reads right" "0" \
  sh -c "$S generate --count 2 --box 2x3 | grep -c box="

# JSON: sudosat's own records read back; other JSON is still refused.
expect_grep "json: a record without a grid is an error record" \
  'a JSON record with no "puzzle" or "solution" string: no grid to read, status ok' \
  sh -c "$S verify --format json data/top95.txt | head -1 | $S verify -"
expect_grep "json: a document over several lines is refused as before" \
  "JSON input is not read" $S verify tests/formats/puzzles.json
expect_out "json: any object with a puzzle string reads" "ok" \
  sh -c "echo '{\"id\":7,\"puzzle\":\"$(head -1 data/top95.txt)\"}' | $S verify -"
expect_out "json: the records file reads as its records say" \
  "3x2 123456 unique|3x2 123456 unique|4x4 0123456789ABCDEF unique|error" \
  sh -c "$S solve --format json tests/formats/sudosat_records.jsonl |
         python3 -c 'import json, sys
print(\"|\".join(\" \".join((r[\"box\"], r[\"alphabet\"], r[\"status\"]))
               if r[\"status\"] != \"error\" else \"error\"
               for r in map(json.loads, sys.stdin)))'"
expect_out "json: compare's record and summary give one record each" "2" \
  sh -c "head -1 data/top95.txt | $S compare --solvers fast,dlx --format json - |
         $S verify - | wc -l"
# CSV: sudosat's own header takes "puzzle" or "solution", never "problems".
expect_out "csv: solve's CSV reads back its solutions" "ok complete
ok complete" sh -c "head -2 data/top95.txt | $S solve --format csv - | $S verify -"
expect_grep "csv: a quoted field with a comma before the puzzle" "^ok$" \
  sh -c "printf 'id,note,puzzle\n1,\"a, b\",$(head -1 data/top95.txt)\n' | $S verify -"
rm -rf $T
