# test_pictures.sh -- the pictures of variant puzzles (core/draw/): every
# kind's example drawn as well-formed SVG that renders and is not blank;
# docs/img/variants/ as scripts/variant-pictures.sh makes it (so the
# documentation never drifts); classic pictures byte for byte as before
# the drawing layer; verify --format svg.  Sourced by tests/cli/run.sh.

S=$SUDOSAT
T=$(mktemp -d)
V=docs/examples/variants

_png_ok() { # NAME FILE.svg: well-formed, renders, not blank
  expect_code "$1: well-formed XML" 0 xmllint --noout "$2"
  expect_code "$1: renders to PNG" 0 rsvg-convert "$2" -o "$2.png"
  expect_code "$1: the PNG is not blank" 0 python3 tests/cli/png_nonblank.py "$2.png"
}

# every kind's example, its solution drawn with the puzzle's rules
sh scripts/variant-pictures.sh "$S" "$T/img" 2>"$T/err"
expect_out "pictures: the script runs cleanly" "" cat "$T/err"
for f in $V/*.txt; do
  pic=$(basename "$f" .txt)
  expect_code "pictures: $pic: well-formed XML" 0 xmllint --noout "$T/img/$pic.svg"
  expect_code "pictures: $pic: renders to PNG" 0 rsvg-convert -z 0.5 "$T/img/$pic.svg" -o "$T/img/$pic.png"
  expect_out "pictures: docs/img/variants/$pic.svg is current" "" \
    sh -c "cmp docs/img/variants/$pic.svg $T/img/$pic.svg 2>&1"
done
expect_out "pictures: no PNG is blank" "" python3 tests/cli/png_nonblank.py $T/img/*.png
# every example is solved to its .sol by solve's engine for a variant (cp)
# and, where the encoder has its rules, by cadical
for f in $V/*.txt; do
  pic=$(basename "$f" .txt)
  expect_out "examples: solve gives $pic.sol" "$(cat $V/$pic.sol)" $S solve "$f"
  got=$($S solve --solver cadical "$f" 2>/dev/null) &&
    expect_out "examples: cadical gives $pic.sol" "$(cat $V/$pic.sol)" echo "$got"
done
expect_out "pictures: one per example" "$(ls $V/*.txt | wc -l)" \
  sh -c "ls docs/img/variants/*.svg | wc -l"
expect_grep "pictures: the thermometer's bulb" '<circle [^>]*fill="#c8c8c8"' \
  cat "$T/img/thermo.svg"
expect_grep "pictures: a cage's total" 'class="cage-sum">3<' cat "$T/img/killer.svg"
expect_grep "pictures: a global rule in the legend" '>Anti-knight: cells a knight' \
  cat "$T/img/antiknight.svg"
expect_out "pictures: clues outside grow a frame (grid at one cell in)" \
  'translate(54,80)' sh -c "grep -o 'translate(54,80)' $T/img/sandwich.svg"

# the classic pictures are what they were before the drawing layer
expect_out "pictures: classic solve --format svg unchanged" "" \
  sh -c "$S solve --format svg tests/svg/classic4.txt | cmp - tests/svg/classic4_solve.svg 2>&1"
expect_out "pictures: classic explain --pencil unchanged" "" \
  sh -c "$S explain --format svg --pencil tests/svg/classic9.txt | cmp - tests/svg/classic9_pencil.svg 2>&1"
expect_out "pictures: classic lesson page unchanged" "" \
  sh -c "$S lesson tests/svg/lesson4.txt | cmp - tests/svg/classic4_lesson.html 2>&1"

# verify --format svg: one document, one picture a record
$S verify --format svg $V/thermo.txt $V/killer.txt > "$T/two.svg"
_png_ok "verify --format svg: two records" "$T/two.svg"
expect_out "verify --format svg: each captioned with its verdict" \
  "Thermometer: ok
Killer cages: ok" sh -c "grep -o 'class=\"title\">[^<]*' $T/two.svg | sed 's/.*>//'"
printf '1234\n3412\n2143\n4321\nthermo r1c2 r1c1\n' > "$T/broken.txt"
expect_code "verify --format svg: a broken rule exits 1" 1 $S verify --format svg "$T/broken.txt"
expect_grep "verify --format svg: captioned invalid" 'record 1: invalid' $S verify --format svg "$T/broken.txt"
printf '12345\n' > "$T/unreadable.txt"
expect_out "verify --format svg: an unreadable record goes to stderr" "" \
  sh -c "$S verify --format svg $T/unreadable.txt 2>/dev/null | xmllint --noout - 2>&1"
expect_code "verify --format svg: -j 2 refused" 2 $S verify --format svg -j 2 $V/thermo.txt

# an f-puzzles 16x16 is drawn as f-puzzles draws it: 10 to 16 as
# numbers, not the letters A to G of sudosat's own 16x16 text
python3 -c "
import json
g = [[{} for c in range(16)] for r in range(16)]
g[0][0] = {'value': 16, 'given': True}
g[0][1] = {'value': 10, 'given': True}
g[1][0] = {'value': 9, 'given': True}
print(json.dumps({'size': 16, 'grid': g}))" > "$T/fp16.json"
for pic_c in "verify --format svg" "solve --timeout 5 --format svg" \
  "explain --timeout 5 --format svg" "explain --timeout 5 --steps --format svg"; do
  expect_grep "$pic_c: an f-puzzles 16x16 draws 16 as f-puzzles does" 'class="given">16<' \
    sh -c "$S $pic_c $T/fp16.json 2>/dev/null"
  expect_out "$pic_c: ... and no letter for a digit" "" \
    sh -c "$S $pic_c $T/fp16.json 2>/dev/null | grep -o 'class=\"given\">[A-G]<'"
done
expect_grep "an f-puzzles 16x16's text still spells letters (it reads back)" '^GA\.' \
  $S verify --format variant "$T/fp16.json"
expect_grep "a 16x16 of sudosat's own text is still drawn in its letters" 'class="given">G<' \
  sh -c "$S verify --format variant $T/fp16.json | $S verify --format svg -"

# a jigsaw's block draws its regions ('|' where a row crosses from one
# region to the next), not the box rules its boxes would have
expect_out "solve --format block: a jigsaw's rows show its regions" "23|6|145
45|321|6
61|45|23
32546|1
1|623|54
541|632" $S solve --format block docs/examples/jigsaw.txt
expect_out "verify --format variant: a jigsaw's text form draws no box rules" "" \
  sh -c "$S verify --format variant docs/examples/jigsaw.txt | grep -e '---'"
expect_out "verify --format variant: ... and reads back to the same puzzle" \
  "$($S solve docs/examples/jigsaw.txt)" \
  sh -c "$S verify --format variant docs/examples/jigsaw.txt | $S solve -"
expect_out "generate --variant jigsaw --format block: a 9x9 reads back, unique" "unique" \
  sh -c "$S generate --variant jigsaw --seed 2 --format block | $S solve --format json --limit 2 - | sed 's/.*\"status\":\"\([a-z]*\)\".*/\1/'"

# the lesson page of a variant puzzle: its rules drawn and explained, and
# what this build can do with them, asked of the engines rather than
# assumed (so the checks hold before and after an engine learns a kind)
_solved_by() { # FILE SOL: the first engine that prints SOL for FILE, or none
  for e in $($S solvers | awk '/^[a-z]/ { print $1 }'); do
    case $e in ipasir|external) continue ;; esac
    [ "$($S solve --solver "$e" "$1" 2>/dev/null)" = "$2" ] && { echo "$e"; return; }
  done
  echo none
}
$S lesson -o "$T/killer.html" $V/killer.txt
expect_code "lesson: a variant page is written" 0 test -s "$T/killer.html"
expect_out "lesson: a variant page is self-contained" "0" \
  sh -c "grep -Eo \"(src=|href=|https?://[^\\\"' ]*)\" $T/killer.html | grep -vc '^http://www.w3.org/2000/svg$'"
expect_grep "lesson: the title is the puzzle's" '<h1>Killer cages</h1>' cat "$T/killer.html"
expect_grep "lesson: the cages drawn" 'class="cage-sum">4<' cat "$T/killer.html"
expect_grep "lesson: the kind's meaning and its picture" \
  '<td>killer</td><td>A killer cage holds no digit twice.*</td><td>Killer cage \(dashed outline\)' cat "$T/killer.html"
expect_grep "lesson: the houses for the script" '"houses":\[\[0,1,2,3\]' cat "$T/killer.html"
expect_grep "lesson: the variant script finds peers in the houses" 'D.houses.forEach' cat "$T/killer.html"
expect_grep "lesson: the variant page walks the step solver's path" \
  '<h2>The solve path \(19 steps\)</h2>' cat "$T/killer.html"
expect_grep "lesson: ... its steps use the cages" \
  '"t":"1\. cage combinations in killer cage 3 r4c2 r4c3' cat "$T/killer.html"
expect_out "lesson: ... and no page says the steps know only the houses" "" \
  grep -l 'gives no path\|rows, columns and boxes only\|knows only rows, columns' "$T/killer.html" man/sudosat.1 docs/teaching.md
if [ "$(_solved_by $V/killer.txt "$(cat $V/killer.sol)")" = none ]; then
  expect_grep "lesson: no engine handles killer here, and the page says so" \
    'no engine of this build handles killer' cat "$T/killer.html"
else
  expect_grep "lesson: the verdict from an engine that handles killer" \
    'it has exactly one solution \(decided by' cat "$T/killer.html"
fi
if [ "$($S solve --solver cadical $V/killer.txt 2>/dev/null)" != "$(cat $V/killer.sol)" ]; then
  expect_grep "lesson: no clauses while the encoder lacks killer, and the page says so" \
    'does not turn killer into clauses yet' cat "$T/killer.html"
else
  expect_grep "lesson: the clause families once the encoder has killer" \
    '<h3>As clause families</h3>' cat "$T/killer.html"
fi
# a thermometer: its clause family, once the encoder has it
$S lesson -o "$T/thermo.html" $V/thermo.txt
if [ "$($S solve --solver cadical $V/thermo.txt 2>/dev/null)" = "$(cat $V/thermo.sol)" ]; then
  expect_grep "lesson: the thermometer's clause family, named and counted" \
    '<tr><td>thermo</td><td>[^<]+</td><td>[1-9][0-9]*</td>' cat "$T/thermo.html"
  expect_grep "lesson: ... and every clause of a cell on a click" \
    'Click a cell to see its variables and every clause that mentions them' cat "$T/thermo.html"
else
  expect_grep "lesson: no clauses while the encoder lacks thermo, and the page says so" \
    'does not turn thermo into clauses yet' cat "$T/thermo.html"
fi
$S lesson -o "$T/regions.html" $V/regions.txt
CHROME=$(command -v chromium || command -v chromium-browser || true)
if [ -n "$CHROME" ]; then
  # r2c4 shares region C with the given 3 at r3c3 but not a box: the
  # pencil marks must follow the regions
  rm -rf "$T/profile"
  timeout 90 "$CHROME" --headless --no-sandbox --disable-gpu --disable-quic \
    --no-first-run --disable-background-networking --disable-component-update \
    --disable-sync --user-data-dir="$T/profile" --dump-dom \
    "file://$T/regions.html#cell=r2c4" 2>/dev/null > "$T/rdom.html"
  expect_grep "chromium: a variant page's candidates follow its regions" \
    '<tr><td>3</td><td>x\(1,3,3\) = 57</td><td>struck</td>' cat "$T/rdom.html"
  expect_grep "chromium: ... and say why no clauses are listed" \
    'id="cell-clauses">The encoder of this build does not|<h3 class="family">' cat "$T/rdom.html"
else
  echo "skip: chromium is not installed, so the variant lesson page is not tried in a browser" >&2
fi

# docs/variants.md shows every example exactly as its file
expect_out "docs/variants.md: every example as its file" "" python3 tests/cli/doc_variants.py
rm -rf "$T"
