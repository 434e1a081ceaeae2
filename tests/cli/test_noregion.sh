# test_noregion.sh -- cells in no region (issue 29 §1): f-puzzles'
# "region": null and the text form's '.' in a region map.  Sourced by
# run.sh.
#
# tests/noregion/latin4.json is a 4x4 whose every cell is in no region:
# a Latin square, 576 of them (the number of Latin squares of order 4).
# tests/noregion/three-boxes.json is a 9x9 built for these tests (no
# published puzzle with "region": null was found; the conformance corpus
# has a published one in the text form, iss-embedded-squishdoku.txt):
# the three boxes of the main diagonal are regions (f-puzzles' 0, 4, 8),
# the other 54 cells are in none; unique with its regions, several
# solutions without them.  region-of-eight.json is the same with r3c3 in
# no region, which leaves region 0 with 8 cells: refused as the reference
# solver refuses it.
nr_dir=$(mktemp -d)
nr=tests/noregion

for nr_s in cp dlx cadical; do
  expect_grep "noregion: $nr_s counts the 576 Latin squares of order 4" \
    '"count":576,' $S solve --solver $nr_s --limit 0 --format json $nr/latin4.json
done
expect_grep "noregion: cadical --sat-mode reduced (givens applied while encoding) counts 576 too" \
  '"count":576,' $S solve --solver cadical --sat-mode reduced --limit 0 --format json $nr/latin4.json
expect_out "noregion: ... and solves the 9x9" \
  "354617892987523146162874539493165278619482357528739461876341925745298613231956784" \
  $S solve --solver cadical --sat-mode reduced $nr/three-boxes.json
expect_grep "noregion: the exact cover has the three regions' columns, no more" \
  'region3d9$' sh -c "$S encode --format xc $nr/three-boxes.json | grep '^columns:'"
expect_grep "noregion: encode --explain samples no region for a cell in none" \
  'its row and column' $S encode --explain $nr/latin4.json
expect_out "noregion: ... and no region's clauses" "0" \
  sh -c "$S encode --explain $nr/latin4.json | grep -c '^  Region'"
expect_grep "noregion: the record's kinds name the cells in no region" \
  '"kinds":\["regions","noregion"\]' $S verify --format json $nr/latin4.json
expect_out "noregion: cadical certifies the 9x9's one solution" \
  "354617892987523146162874539493165278619482357528739461876341925745298613231956784 (certified)" \
  $S solve --solver cadical --certify $nr/three-boxes.json
expect_out "noregion: cp finds the same one" \
  "354617892987523146162874539493165278619482357528739461876341925745298613231956784" \
  $S solve --solver cp $nr/three-boxes.json
# Without its regions (all null) the 9x9 has more than one solution: the
# regions it keeps are rules, not dropped.
sed 's/"region": [048]/"region": null/' $nr/three-boxes.json > "$nr_dir/latin9.json"
expect_grep "noregion: the 9x9 without its three regions is not unique" \
  '"status":"multiple"' $S solve --solver cp --format json "$nr_dir/latin9.json"

# Written back: f-puzzles writes null, the text form '.', and each reads
# back to the same puzzle.
expect_grep "noregion: --format fpuzzles-json writes \"region\":null" \
  '\{"value":5,"given":true,"region":null\}' \
  $S solve --format fpuzzles-json --solver cp $nr/three-boxes.json
$S solve --format variant --solver cp $nr/three-boxes.json | grep -v '^#' > "$nr_dir/back.txt"
expect_grep "noregion: the text form writes a cell in no region as '.'" \
  '^\.\.\.BBB\.\.\.$' cat "$nr_dir/back.txt"
$S solve --format fpuzzles --solver cp "$nr_dir/back.txt" > "$nr_dir/back.link"
$S solve --format variant --solver cp "$nr_dir/back.link" | grep -v '^#' > "$nr_dir/again.txt"
expect_out "noregion: text -> f-puzzles -> text is the same puzzle" "" \
  diff "$nr_dir/back.txt" "$nr_dir/again.txt"

# The steps walk the regions that exist (tests/check_steps_variants.c
# re-derives each step of such puzzles with an oracle); the lesson and
# rate take them.  What cannot take it refuses by name: a classic
# engine, disjoint groups; a bad map says where.
expect_grep "noregion: fast refuses the puzzle, naming the cells in no region" \
  "solver 'fast' cannot handle this puzzle's irregular regions, cells in no region rules" \
  $S solve --solver fast $nr/latin4.json
expect_code "noregion: ... exit 2" 2 $S solve --solver fast $nr/latin4.json
expect_grep "noregion: explain --steps solves the 9x9 by logic" \
  '^solved in [0-9]+ steps' $S explain --steps $nr/three-boxes.json
expect_grep "noregion: ... with hidden singles in a region" \
  'hidden single in region 1: ' $S explain --steps docs/examples/variants/noregion.txt
expect_grep "noregion: rate gives it a level from its steps" \
  '^search givens=26 guesses=0 difficulty=expert' $S rate $nr/three-boxes.json
expect_code "noregion: lesson writes its page" 0 \
  $S lesson -o "$nr_dir/page.html" $nr/three-boxes.json
expect_grep "noregion: ... which says which cells are in no region" \
  '54 cells in none' cat "$nr_dir/page.html"
expect_out "noregion: a region of 8 cells is refused at its grid" \
  "error: $nr/region-of-eight.json:4:10: f-puzzles \"grid\": region 0 has 8 cells, expected 9 (regions count from 0)" \
  $S verify $nr/region-of-eight.json
expect_code "noregion: ... exit 1" 1 $S verify $nr/region-of-eight.json
printf '....\n....\n....\n....\nregions\nAA..\nAA..\n....\n....\ndisjoint\n' > "$nr_dir/dj.txt"
expect_out "noregion: disjoint groups with cells in no region are refused by name" \
  "error: $nr_dir/dj.txt:10:1: disjoint: disjoint groups need every cell in a region, and 12 cells are in none" \
  $S verify "$nr_dir/dj.txt"
expect_grep "noregion: the picture says there are no regions" \
  'No regions: each digit once in each row' \
  $S solve --format svg --solver cp --limit 1 $nr/latin4.json
rm -rf "$nr_dir"
