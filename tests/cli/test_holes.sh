# test_holes.sh -- generate --keep P --holes random|rows|doubly|full (the
# balanced hole patterns of Ansotegui et al.) and generate --format
# dimacs (issue 22): each pattern's counts per row, column and box, on
# several box shapes; the full grid is still a solution; the CNF carries
# the parameters and decodes.  Sourced by run.sh.
S=$SUDOSAT
ho_T=$(mktemp -d)

# ho_counts R C LINE: "rows A-B cols A-B boxes A-B", the least and most
# holes in a row, a column and a box of a one-line puzzle ('.' blanks).
ho_counts() {
  echo "$3" | awk -v R="$1" -v C="$2" '
    { n = R * C
      for (i = 0; i < n * n; i++) if (substr($0, i + 1, 1) == ".") {
        r = int(i / n); c = i % n; b = int(r / R) * R + int(c / C)
        row[r]++; col[c]++; box[b]++ } }
    function span(a,   lo, hi, k) { lo = n; hi = 0
      for (k = 0; k < n; k++) { if (a[k] + 0 < lo) lo = a[k] + 0
                                if (a[k] + 0 > hi) hi = a[k] + 0 }
      return lo "-" hi }
    END { print "rows " span(row) " cols " span(col) " boxes " span(box) }'
}
for ho_box in 2x3 3x2 3x3 2x4 4x4 5x5; do
  ho_r=${ho_box%x*}; ho_c=${ho_box#*x}; ho_n=$((ho_r * ho_c))
  ho_h=$(awk -v n=$ho_n 'BEGIN { printf "%d", (1 - 0.6) * n + 0.5 }')
  for ho_seed in 1 2; do
    ho_full=$($S generate --box $ho_box --keep 0.6 --holes full --seed $ho_seed)
    expect_out "generate --holes full $ho_box seed $ho_seed: $ho_h holes in every row, column and box" \
      "rows $ho_h-$ho_h cols $ho_h-$ho_h boxes $ho_h-$ho_h" ho_counts $ho_r $ho_c "$ho_full"
    ho_dbl=$($S generate --box $ho_box --keep 0.6 --holes doubly --seed $ho_seed)
    expect_grep "generate --holes doubly $ho_box seed $ho_seed: $ho_h in every row and column" \
      "^rows $ho_h-$ho_h cols $ho_h-$ho_h boxes " ho_counts $ho_r $ho_c "$ho_dbl"
    ho_rows=$($S generate --box $ho_box --keep 0.6 --holes rows --seed $ho_seed)
    expect_grep "generate --holes rows $ho_box seed $ho_seed: $ho_h in every row" \
      "^rows $ho_h-$ho_h cols " ho_counts $ho_r $ho_c "$ho_rows"
  done
done
# Over ten seeds, the weaker patterns do leave the stronger counts
# uneven (else they would be the same pattern).
ho_uneven() { # PATTERN FIELD: seeds whose FIELD span is not one number
  for ho_s in 1 2 3 4 5 6 7 8 9 10; do
    ho_counts 3 3 "$($S generate --keep 0.5 --holes $1 --seed $ho_s)"
  done | awk -v f=$2 '{ for (i = 1; i < NF; i++) if ($i == f) { split($(i + 1), a, "-"); u += a[1] != a[2] } }
                      END { print u + 0 }'
}
expect_grep "generate --holes rows: columns uneven for most seeds" "^([6-9]|10)$" ho_uneven rows cols
expect_grep "generate --holes doubly: boxes uneven for most seeds" "^([6-9]|10)$" ho_uneven doubly boxes
expect_out "generate --holes random is --keep as it always was" \
  "$($S generate --box 4x4 --keep 0.6 --seed 3 --count 3)" \
  $S generate --box 4x4 --keep 0.6 --holes random --seed 3 --count 3
$S generate --box 3x3 --keep 0.6 --holes full --seed 4 > $ho_T/f.txt
$S generate --box 3x3 --keep 0.6 --holes full --seed 4 --format json > $ho_T/f.json
expect_out "generate --holes full: satisfiable by construction (the grid is a solution)" \
  "ok complete" sh -c "sed 's/.*\"solution\":\"\([^\"]*\)\".*/\1/' $ho_T/f.json > $ho_T/f.sol; $S verify --solution $ho_T/f.sol $ho_T/f.txt"
expect_grep "generate --holes: JSON says the pattern and the holes per row" \
  '"keep":0.6,"holes":"full","holes_per_row":4' cat $ho_T/f.json
expect_out "generate --holes: JSON fits the schema" "ok 1" sh -c \
  "python3 tests/cli/json_schema.py generate < $ho_T/f.json"
expect_grep "generate --keep: a grid in the hard band is rated unknown, not searched for ever" \
  '"rating":"unknown"' $S generate --box 6x6 --keep 0.45 --holes rows --seed 1 --format json
expect_code "generate --holes without --keep" 2 $S generate --holes full
expect_code "generate --holes nonsense" 2 $S generate --keep 0.5 --holes diagonal

# ---- --format dimacs ------------------------------------------------------
$S generate --box 3x3 --keep 0.6 --holes full --seed 4 --format dimacs > $ho_T/f.cnf
expect_out "generate --format dimacs: the parameters head the file" \
  "c sudosat generate --box 3x3 --seed 4 --keep 0.6 --holes full
c   45 givens of 81; satisfiable by construction (the full grid of the seed is a solution)
c   4 holes in every row, column and box" sed -n 1,3p $ho_T/f.cnf
expect_out "generate --format dimacs: the CNF is encode's of the puzzle" \
  "$($S encode $ho_T/f.txt)" sed 1,3d $ho_T/f.cnf
cadical -q $ho_T/f.cnf > $ho_T/f.model 2>/dev/null
expect_grep "generate --format dimacs: satisfiable, and the model decodes" \
  "ok: a solution: it keeps the 45 givens" $S decode --cnf $ho_T/f.cnf $ho_T/f.model
expect_grep "generate --format dimacs --encoding reduced" "^c encoding reduced:" \
  $S generate --box 3x3 --keep 0.6 --format dimacs --encoding reduced
expect_grep "generate --format dimacs: a unique puzzle says how it was made" \
  "^c   unique \(confirmed by dlx\), [0-9]+ givens of 81" $S generate --format dimacs --seed 2
expect_code "generate --format dimacs --count 2" 2 $S generate --format dimacs --count 2
expect_code "generate --encoding without --format dimacs" 2 $S generate --encoding reduced
rm -rf "$ho_T"
