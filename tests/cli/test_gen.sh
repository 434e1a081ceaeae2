# test_gen.sh -- sudosat generate and rate.
S=$SUDOSAT
T=$(mktemp -d)

$S generate --count 6 > $T/gen.txt
expect_out "generate: 6 puzzles, all consistent" "6" sh -c "$S verify $T/gen.txt | grep -c '^ok$'"
expect_out "generate: dlx finds each unique" "0" sh -c "$S solve --solver dlx --format json $T/gen.txt | grep -vc '\"status\":\"unique\"'"
expect_out "generate: cadical agrees" "0" sh -c "$S solve --solver cadical --format json $T/gen.txt | grep -vc '\"status\":\"unique\"'"
expect_out "generate: same seed, same puzzles" "$(cat $T/gen.txt)" $S generate --count 6 --seed 1
expect_out "generate: seed 3 is the third of seed 1's run" "$(sed -n 3p $T/gen.txt)" $S generate --seed 3
for box in 2x2 2x3 3x4 4x4; do
  expect_out "generate --box $box: unique by dlx" "unique" sh -c "$S generate --box $box | $S solve --solver dlx --format json | grep -o unique"
done
expect_grep "generate json: solution and rating" '"solution":"[1-9]{81}","rating":"(singles|hidden|search)"' $S generate --format json
expect_code "generate: files are a usage error" 2 $S generate data/top95.txt
expect_code "generate: incomplete solver refused (a usage error)" 2 $S generate --solver singles
expect_out "rate: naked singles settle the singles seed" "singles givens=48 guesses=0 difficulty=simple score=132" $S rate data/singles_seed_block.txt
expect_grep "rate: top95's first needs search" "^search givens=17" sh -c "head -1 data/top95.txt | $S rate"
expect_out "rate: invalid" "invalid givens=24 guesses=0 difficulty=none score=0" $S rate data/bird_chapter_invalid.txt
expect_code "rate: invalid exits 1" 1 $S rate data/bird_chapter_invalid.txt
rm -rf "$T"
