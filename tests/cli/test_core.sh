# test_core.sh -- sudosat verify and the shared input rules, end to end.
S=$SUDOSAT
T=$(mktemp -d)

expect_out "bird puzzle names its conflict" \
  "invalid: duplicate 9 in column 7 at rows 2 and 9" \
  $S verify data/bird_chapter_invalid.txt
expect_code "invalid record exits 1" 1 $S verify data/bird_chapter_invalid.txt
expect_out "singles seed block parses" "ok" $S verify data/singles_seed_block.txt
expect_out "one line per record, from stdin" "ok
ok
ok" sh -c "head -3 data/top95.txt | $S verify -"
expect_code "all ok exits 0" 0 $S verify data/top95.txt data/16x16.txt data/gecode_25x25.txt
expect_out "tdoku file with :count:solution tails" "43" sh -c "$S verify data/tdoku_test_puzzles.txt | grep -c '^ok$'"
expect_out "CRLF file with # header" "200" sh -c "$S verify data/serg_multiple_200.txt | grep -c '^ok$'"
expect_out "TAB comments ignored" "20" sh -c "$S verify data/hard20_tab_comments.txt | grep -c '^ok$'"
expect_code "missing file exits 2" 2 $S verify $T/no-such-file
expect_grep "missing file is named" "no-such-file" $S verify $T/no-such-file
expect_code "unknown option exits 2" 2 $S verify --frobnicate data/top95.txt
expect_code "bad --box exits 2" 2 $S verify --box 3by3 data/top95.txt
expect_code "--box above maximum exits 2" 2 $S verify --box 11x11 data/top95.txt
expect_code "bad --alphabet exits 2" 2 $S verify --alphabet 1123 data/top95.txt
expect_code "unknown command exits 2" 2 $S frobnicate

# Solutions: the tdoku file's unique rows carry their solution.
grep -v '^#' data/tdoku_test_puzzles.txt | awk -F: '$2 == 1' > $T/p.txt
cut -d: -f1 $T/p.txt > $T/puzzles.txt
cut -d: -f3 $T/p.txt > $T/solutions.txt
expect_out "--solution accepts right solutions" "18" \
  sh -c "$S verify --solution $T/solutions.txt $T/puzzles.txt | grep -c '^ok complete$'"
head -1 $T/solutions.txt | sed 's/^\(.\)\(.\)/\2\1/' > $T/swapped.txt
expect_grep "--solution rejects a changed grid" "^invalid: .*differs from the given|^invalid: duplicate" \
  $S verify --solution $T/swapped.txt $T/puzzles.txt
expect_grep "--solution reports a missing solution" "no solution for record 2" \
  $S verify --solution $T/swapped.txt $T/puzzles.txt
head -1 $T/solutions.txt > $T/one.txt
expect_out "full valid grid is ok complete" "ok complete" $S verify $T/one.txt --format text
expect_out "json record" '{"record":1,"file":"data/bird_chapter_invalid.txt","line":1,"box":"3x3","alphabet":"123456789","status":"invalid","complete":false,"problems":["duplicate 9 in column 7 at rows 2 and 9"]}' \
  $S verify --format json data/bird_chapter_invalid.txt

# Overrides.
printf '1...........4...\n' > $T/16.txt
expect_out "--box 1x4 reads 16 symbols as 4x4 with 1x4 boxes" "ok" $S verify --box 1x4 $T/16.txt
expect_grep "--box 3x3 refuses 16 cells" "wrong cell count: 16; --box 3x3 needs 81" $S verify --box 3x3 $T/16.txt
python3 -c "print('0' + '.'*254 + 'F')" > $T/hex.txt
expect_out "--alphabet selects a hex alphabet" "ok" $S verify --alphabet 0123456789ABCDEF $T/hex.txt
expect_out "without --alphabet, '0' beside '.' in a 16x16 reads as hex" "0" \
  sh -c "$S solve --limit 1 $T/hex.txt | cut -c1"

# Hostile input: nothing crashes, every record answers.
: > $T/empty.txt
expect_out "empty file: no records" "" $S verify $T/empty.txt
expect_grep "empty file: says so" "^sudosat verify: $T/empty.txt: no puzzle records$" $S verify $T/empty.txt
expect_code "empty file: exit 2" 2 $S verify $T/empty.txt
python3 -c "print('.'*(1<<21)); print('.'*81)" > $T/long.txt
expect_out "over-long line is one error, next record reads" "error: $T/long.txt:1: line longer than 1048576 bytes
ok" $S verify $T/long.txt
head -c 20000 /dev/urandom > $T/random.bin 2>/dev/null
$S verify $T/random.bin > /dev/null 2>&1
code=$?
if [ $code -le 2 ]; then _pass; else _fail "random bytes: exit $code"; fi
expect_code "a directory is an unreadable file" 2 $S verify $T

rm -rf "$T"
