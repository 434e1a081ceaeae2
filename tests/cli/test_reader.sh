# test_reader.sh -- the input layouts of tests/formats/, end to end.
# Each file is read as its program writes it and checked against an
# answer that does not come from the reader: the data set's own
# solutions, or the same puzzles solved from their plain line form.
S=$SUDOSAT
T=$(mktemp -d)
F=tests/formats

# Sudoku Exchange: "id puzzle rating"; the id is the SHA-1 of the digits.
expect_out "sudoku exchange: 40 unique" "40" \
  sh -c "$S solve --format json $F/sudoku_exchange_diabolical_40.txt | grep -c '\"status\":\"unique\"'"
expect_out "sudoku exchange: ids are the puzzles' SHA-1" "40" \
  python3 -c "import hashlib,sys; print(sum(hashlib.sha1(p.encode()).hexdigest()[:12] == i for i, p, r in (l.split() for l in open('$F/sudoku_exchange_diabolical_40.txt'))))"
expect_out "sudoku exchange: record 40 is line 40" '{"record":40,"file":"'$F'/sudoku_exchange_diabolical_40.txt","line":40,"box":"3x3","alphabet":"123456789","status":"ok","complete":false}' \
  sh -c "$S verify --format json $F/sudoku_exchange_diabolical_40.txt | tail -1"

# Kaggle CSV: the header is no record; the solutions column is the answer.
awk -F, 'NR > 1 { print $2 }' $F/kaggle_quizzes_solutions.csv > $T/kaggle.sol
$S solve $F/kaggle_quizzes_solutions.csv > $T/kaggle.out 2>&1
expect_out "kaggle csv: solutions match the data set's" "" diff $T/kaggle.out $T/kaggle.sol
expect_out "kaggle csv: --solution with its own column" "20" \
  sh -c "$S verify --solution $T/kaggle.sol $F/kaggle_quizzes_solutions.csv | grep -c '^ok complete$'"
expect_grep "kaggle csv: record 1 is line 2" '^\{"record":1,[^}]*"line":2,' \
  $S verify --format json $F/kaggle_quizzes_solutions.csv

# SadMan .sdk: [Puzzle] is read, [State] is not a second puzzle.
head -1 data/top95.txt | $S solve - > $T/top95_1.sol
expect_out "sadman sdk: one record, top95's first solution" "$(cat $T/top95_1.sol)" \
  $S solve $F/sadman_top95_1.sdk
expect_out "sadman sdk: one record, starting on line 7" \
  '{"record":1,"file":"'$F'/sadman_top95_1.sdk","line":7,"box":"3x3","alphabet":"123456789","status":"ok","complete":false}' \
  $S verify --format json $F/sadman_top95_1.sdk

# Framed .ss, '-' blanks, hex and lower case: as their plain originals.
head -3 data/hardest.txt | $S solve --solver dlx - > $T/hardest.sol
expect_out "framed .ss: three puzzles, as their lines" "$(cat $T/hardest.sol)" \
  $S solve $F/simple_sudoku_hardest.ss
head -3 data/top95.txt | $S solve --solver dlx - > $T/top95.sol
expect_out "'-' blanks: three puzzles, as their lines" "$(cat $T/top95.sol)" \
  $S solve $F/dash_blanks.txt
head -10 data/16x16.txt | $S solve --solver dlx - > $T/16.sol
expect_out "hex 16x16: solved in hex, the originals' solutions" "$(cat $T/16.sol)" \
  sh -c "$S solve $F/hex_16x16.txt | tr 0123456789ABCDEF 123456789ABCDEFG"
expect_out "hex 16x16: unique, not multiple ('0' is no blank)" "10" \
  sh -c "$S solve --format json $F/hex_16x16.txt | grep -c '\"status\":\"unique\"'"
expect_grep "hex 16x16: all solvers agree" "10 records, 0 unreadable: all solvers agree" \
  $S compare --solvers fast,dlx,cadical $F/hex_16x16.txt
head -5 data/gecode_16x16.txt | $S solve --solver dlx - > $T/g16.sol
expect_out "lower case: solved in lower case, the originals' solutions" "$(tr A-G a-g < $T/g16.sol)" \
  $S solve $F/lowercase_16x16.txt

# JSON is refused, one record per document.
expect_out "json: one refusal naming JSON" \
  "error: $F/puzzles.json:1:1: JSON input is not read: extract the puzzles as lines of text first (for example with jq -r)" \
  $S verify $F/puzzles.json
expect_code "json: a finding, exit 1" 1 $S verify $F/puzzles.json

rm -rf "$T"
