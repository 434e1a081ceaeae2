# test_teach.sh -- the teaching views of issue 14: explain --steps, rate's
# qqwing difficulty, encode --propagate / --family / --format xc /
# --picture, xc --from-sudoku, the SVG pictures (well-formed XML, rendered
# to a PNG that is not blank) and the lesson page (in headless Chromium,
# when it is installed).  Sourced by tests/cli/run.sh.
S=$SUDOSAT
T=$(mktemp -d)
head -1 data/top95.txt > $T/top1.txt
grep -v '^#' data/forum_hardest_1106.txt | head -1 > $T/forum1.txt

# --- explain --steps ---------------------------------------------------------
expect_grep "steps: the singles seed, naked singles only" \
  '^solved in 33 steps: simple \(qqwing.s scale\), score 132' \
  $S explain --steps data/singles_seed_block.txt
expect_out "steps: every step of the singles seed is a naked single" "33" \
  sh -c "$S explain --steps data/singles_seed_block.txt | grep -c '^[0-9]*\. naked single: r[1-9]c[1-9] = [1-9], its only candidate (rests on '"
expect_grep "steps: top95's first needs pointing" \
  '^[0-9]+\. locked candidates \(pointing\): .* lies only in (row|column) [1-9] \(rests on ' \
  $S explain --steps $T/top1.txt
expect_grep "steps: a trial shown as a chain" \
  '^[0-9]+\. trial: r[1-9]c[1-9] ≠ [1-9]: if r[1-9]c[1-9] = [1-9], then .*: a contradiction \(rests on ' \
  $S explain --steps $T/forum1.txt
expect_grep "steps: search needed, with the branch" \
  "search needed: r[1-9]c[1-9] = [1-9]: no technique applies .* of r[1-9]c[1-9]'s candidates" \
  $S explain --steps $T/forum1.txt
expect_grep "steps: a puzzle with several solutions guesses, and says so" \
  '^solved in [0-9]+ steps with [0-9]+ guesses: the puzzle has more than one solution' \
  $S explain --steps data/fsharp_seed_multiple.txt
expect_grep "steps: an invalid puzzle ends in the clash" \
  '^1\. contradiction: the givens r2c7=9 and r9c7=9 break a rule \(rests on r2c7=9, r9c7=9\)$' \
  $S explain --steps data/bird_chapter_invalid.txt
expect_grep "steps: an unsat puzzle ends in a contradiction" '^no solution: step [0-9]+ is a contradiction$' \
  $S explain --steps .....7.....................7................7...12...............................
# JSON: one object per step, then the summary; the last grid is the solution
$S explain --steps --format json $T/top1.txt > $T/steps.json
expect_out "steps json: every line parses" "ok" python3 -c "
import json, sys
lines = open('$T/steps.json').read().splitlines()
objs = [json.loads(l) for l in lines]
assert all('step' in o and 'technique' in o and 'rests_on' in o for o in objs[:-1])
assert [o['step'] for o in objs[:-1]] == list(range(1, len(objs)))
assert objs[-1]['summary']['solved'] and objs[-1]['summary']['level'] == 'intermediate'
assert any(u'\\u2260 7' in o['text'] for o in objs[:-1])
print('ok')"
expect_out "steps json: the path ends in the solution" "$($S solve $T/top1.txt)" \
  sh -c "tail -1 $T/steps.json | sed 's/.*\"grid\":\"\([0-9]*\)\".*/\1/'"
for box in 2x2 2x3 3x2 2x4 3x4; do
  $S generate --box $box --seed 5 > $T/g_$box.txt
  expect_out "steps --box $box: ends in the solution" "$($S solve --box $box $T/g_$box.txt | cut -d' ' -f1)" \
    sh -c "$S explain --steps --box $box --format json $T/g_$box.txt | tail -1 | sed 's/.*\"grid\":\"\([^\"]*\)\".*/\1/'"
done
expect_out "steps: the 1x1 grid is one naked single" "1. naked single: r1c1 = 1, its only candidate" \
  sh -c "echo . | $S explain --steps --box 1x1 - | head -1"
expect_out "steps: a full grid has nothing to solve" "nothing to solve: the givens fill the grid" \
  sh -c "$S solve data/singles_seed_block.txt | $S explain --steps -"
expect_code "steps: not with --minimal-check" 2 $S explain --steps --minimal-check $T/top1.txt
expect_code "steps: not as a line" 2 $S explain --steps --format line $T/top1.txt
expect_code "explain: --pencil needs svg" 2 $S explain --pencil $T/top1.txt
expect_code "explain: --orders 0 refused" 2 $S explain --orders 0 $T/top1.txt

# --- explain on hard unsat puzzles ------------------------------------------
expect_grep "explain: the smallest core of 8 orders, and its chain" \
  '^unsat: .*: these 15 givens cannot be completed; singles alone do not show why.*, but these [0-9]+ steps do:$' \
  sh -c "sed -n 35p data/unsat_made40.txt | $S explain -"
expect_grep "explain: the chain's steps follow, indented" '^  [0-9]+\. contradiction: ' \
  sh -c "sed -n 35p data/unsat_made40.txt | $S explain -"
expect_grep "explain: one order finds a core of 10" '"size":10,.*"orders":1,"first_size":10' \
  sh -c "sed -n 19p data/unsat_made40.txt | $S explain --orders 1 --format json -"
expect_grep "explain: eight orders find one of 5" '"size":5,.*"orders":8,"first_size":10' \
  sh -c "sed -n 19p data/unsat_made40.txt | $S explain --format json -"
expect_grep "explain: no short argument, said plainly" \
  'these 21 givens cannot be completed; singles alone do not show why; no short argument found: the SAT search proves it$' \
  $S explain '1...5.2.9..7.......6.......2...........5.1..2....2.39.3.4.9...15...1...3...8...4.'

# --- rate: qqwing's four levels ---------------------------------------------
expect_out "rate: qqwing's levels on qqwing's puzzles" "" \
  sh -c "$S rate data/qqwing_levels.txt | paste -d' ' - data/qqwing_levels.labels | awk '{ split(\$4, a, \"=\"); if (a[2] != \$NF) print }'"
expect_grep "rate json: difficulty and score" '"difficulty":"intermediate","score":[0-9]+,"steps":[0-9]+\}$' \
  sh -c "$S rate --format json $T/top1.txt"

# --- encode --propagate -------------------------------------------------------
expect_grep "propagate: minimal UP is stuck on top95" '^minimal +up +95 +0 +0\.0%' \
  $S encode --propagate --probe --format table data/top95.txt
expect_grep "propagate: extended UP + failed literals solves top95" '^extended +up\+probe +95 +95 +100\.0%' \
  $S encode --propagate --probe --format table data/top95.txt
expect_out "propagate: the singles seed falls to UP on every encoding" \
  "minimal: 33/33 solved; efficient: 33/33 solved; extended: 33/33 solved; augmented: 33/33 solved" \
  $S encode --propagate data/singles_seed_block.txt
expect_out "propagate: one line per record" "95" sh -c "$S encode --propagate data/top95.txt | wc -l"
expect_grep "propagate json" '"extended":\{"up":\{"fixed":[0-9]+,"result":"(stuck|solved)"\},"probe":\{"fixed":64,"result":"solved","failed":[0-9]+\}' \
  $S encode --propagate --probe --format json $T/top1.txt
expect_grep "propagate: a conflict" 'extended: [0-9]+/[0-9]+ conflict' \
  sh -c "echo .....7.....................7................7...12............................... | $S encode --propagate --encoding extended -"
expect_code "propagate: not with --explain" 2 $S encode --propagate --explain $T/top1.txt
expect_code "propagate: --probe alone" 2 $S encode --probe $T/top1.txt
expect_code "propagate: a bad --format" 2 $S encode --propagate --format xc $T/top1.txt
# --cells: the candidates each encoding keeps, against singles computed on
# the grid (tests/cli/up_singles.py), where minimal and extended differ.
for e in minimal efficient extended; do
  python3 tests/cli/up_singles.py "$(cat $T/top1.txt)" $e > $T/up.want.$e
  expect_out "propagate --cells: $e keeps what its singles leave" "" sh -c \
    "$S encode --propagate --cells --format json --encoding $e $T/top1.txt |
     python3 -c 'import json,sys; print(\"\\n\".join(json.load(sys.stdin)[\"encodings\"][\"$e\"][\"up\"][\"candidates\"]))' |
     diff $T/up.want.$e - 2>&1"
done
expect_code "propagate --cells: minimal and extended keep different candidates" 1 \
  cmp -s $T/up.want.minimal $T/up.want.extended
expect_out "propagate --cells: the text grid is the JSON's cells" "" sh -c \
  "$S encode --propagate --cells --encoding extended $T/top1.txt |
     sed -n '3,11p' | tr -s ' ' '\n' | diff $T/up.want.extended - 2>&1"
expect_grep "propagate --cells: each grid named" '^extended \(up\+probe\):$' \
  $S encode --propagate --cells --probe $T/top1.txt
tc_differ=$($S encode --propagate --cells --format json $T/top1.txt 2>/dev/null |
            python3 tests/cli/up_singles.py differ 2>/dev/null)
expect_out "propagate --format svg: the cells where encodings differ shaded, in each picture" \
  "$(( 4 * ${tc_differ:--1} ))" \
  sh -c "$S encode --propagate --format svg $T/top1.txt | grep -c 'fill=\"#ffd27f\"'"
expect_out "propagate --format svg: one picture per encoding" "4" \
  sh -c "$S encode --propagate --format svg $T/top1.txt | grep -c '(up): '"
expect_code "propagate: --cells alone" 2 $S encode --cells $T/top1.txt
expect_code "propagate: --cells with the table" 2 $S encode --propagate --cells --format table $T/top1.txt

# --- encode --family, --format xc, --picture; xc --from-sudoku ---------------
$S encode $T/top1.txt > $T/full.cnf
awk '/^c family row-at-least-once/ {on = 1; next} /^c family/ {on = 0} on' $T/full.cnf > $T/fam.want
expect_out "family: the same clauses as in the whole file" "$(cat $T/fam.want)" \
  sh -c "$S encode --family row-at-least-once $T/top1.txt | grep -v '^[cp]'"
expect_grep "family: the p line counts them alone" '^p cnf 729 81$' $S encode --family row-at-least-once $T/top1.txt
expect_code "family: an unknown name" 2 $S encode --family rows $T/top1.txt
expect_code "family: not in the encoding" 2 $S encode --encoding minimal --family row-at-least-once $T/top1.txt
expect_out "xc export: the exact cover solves to the solution" "$($S solve $T/top1.txt)" \
  sh -c "$S encode --format xc $T/top1.txt | $S xc --format json - | python3 -c '
import json, re, sys
o = json.load(sys.stdin)
assert o[\"status\"] == \"unique\" and o[\"constraint_columns\"] == 324
g = [0] * 81
for name in o[\"rows\"][0]:
    r, c, d = map(int, re.match(r\"r(\d+)c(\d+)d(\d+)\$\", name).groups())
    g[(r - 1) * 9 + c - 1] = d
print(\"\".join(map(str, g)))'"
expect_out "xc export: names hold no '#'" "0" sh -c "$S encode --format xc $T/top1.txt | grep -v '^#' | grep -c '#'"
for f in $T/top1.txt $T/g_2x3.txt $T/g_3x4.txt data/4x4_sample.txt; do
  [ -f "$f" ] || continue
  expect_out "xc --from-sudoku: $(basename $f) as solve says" "solution 1: $($S solve $f)" \
    sh -c "$S xc --from-sudoku $f | grep '^solution 1:'"
done
# Variant puzzles whose rules are houses (what dlx solves): the houses are
# the columns, and the exact cover solves to solve's solution.
sed -n 1,20p data/variants/part1.txt > $T/jigsaw9.txt
expect_out "xc export: a 9x9 jigsaw's cover solves to solve's solution" \
  "solution 1: $($S solve $T/jigsaw9.txt)" \
  sh -c "$S encode --format xc $T/jigsaw9.txt > $T/jigsaw9.xc && $S xc $T/jigsaw9.xc | python3 -c '
import re, sys
g = [0] * 81
rows = [l for l in sys.stdin if l.startswith(\"solution 1:\")][0].split()[2:]
for name in rows:
    r, c, d = map(int, re.match(r\"r(\d+)c(\d+)d(\d+)\$\", name).groups())
    g[(r - 1) * 9 + c - 1] = d
print(\"solution 1: \" + \"\".join(map(str, g)))'"
expect_out "xc export: a jigsaw's columns say region, not box" "81 0" \
  sh -c "grep '^columns:' $T/jigsaw9.xc | tr ' ' '\n' | awk '/^region[1-9]d[1-9]\$/ {r++} /^b[0-9]/ {b++} END {print r+0, b+0}'"
expect_out "xc export: a row covers its cell, row, column and region (numbered in reading order)" "r1c5d6: r1c5 r1d6 c5d6 region2d6" \
  sh -c "grep '^r1c5d6:' $T/jigsaw9.xc"
for f in $T/jigsaw9.txt tests/conformance/iss-x-windoku.txt tests/conformance/iss-jigsaw-boxes-disconnected.txt \
         tests/variants/sat/disjoint.txt tests/variants/sat/diagonal.txt; do
  expect_out "xc --from-sudoku: $(basename $f) as solve says" "solution 1: $($S solve $f)" \
    sh -c "$S xc --from-sudoku $f | grep '^solution 1:'"
done
printf '1...\n....\n....\n....\nextra r1c2 r2c4 r4c3\n' > $T/small_extra.txt
expect_out "xc: a small extra region (at most once) keeps solve's count" \
  "solutions: $($S solve --limit 100 --format json $T/small_extra.txt | sed 's/.*\"count\":\([0-9]*\).*/\1/')" \
  sh -c "$S xc --from-sudoku --limit 100 $T/small_extra.txt | grep '^solutions:'"
expect_grep "xc export: a small extra region's slack rows" '^extra1d4-none: extra1d4$' \
  $S encode --format xc $T/small_extra.txt
expect_grep "xc --from-sudoku: a rule that is no house refused by name" 'not for thermo \(no house\)' \
  $S xc --from-sudoku tests/variants/sat/thermo.txt
expect_grep "xc --from-sudoku: a killer refused by name" 'not for killer \(no house\)' \
  $S xc --from-sudoku tests/variants/sat/killer.txt
expect_grep "xc --from-sudoku: dancing-links counters" '^dead ends: [0-9]+$' $S xc --from-sudoku $T/top1.txt
expect_grep "xc --from-sudoku: several solutions" '^solutions: 2$' $S xc --from-sudoku --limit 2 data/fsharp_seed_multiple.txt
expect_code "picture: only with --explain" 2 $S encode --picture $T/top1.txt
expect_code "picture: not above 16x16" 3 sh -c "head -1 data/gecode_25x25.txt | $S encode --explain --picture -"

# --- pictures: well-formed SVG that renders ----------------------------------
svg_ok() { # NAME FILE: xmllint accepts it, rsvg-convert renders it, not blank
  expect_code "$1: well-formed XML" 0 xmllint --noout "$2"
  expect_code "$1: renders to PNG" 0 rsvg-convert "$2" -o "$2.png"
  expect_code "$1: the PNG is not blank" 0 python3 tests/cli/png_nonblank.py "$2.png"
}
$S solve --format svg data/run/9x9_mixed.txt > $T/solve.svg
svg_ok "svg: solve, a batch" $T/solve.svg
expect_out "svg: solve draws one grid per record" "$(grep -vc '^#' data/run/9x9_mixed.txt)" \
  sh -c "grep -c 'class=\"title\">record' $T/solve.svg"
$S generate --count 2 --box 2x3 --format svg > $T/gen.svg
svg_ok "svg: generate" $T/gen.svg
$S explain --steps --format svg $T/top1.txt > $T/steps.svg
svg_ok "svg: explain --steps" $T/steps.svg
expect_out "svg: explain --steps numbers every placed cell" "64" sh -c "grep -c 'class=\"label\"' $T/steps.svg"
$S explain --format svg --pencil $T/top1.txt > $T/pencil.svg
svg_ok "svg: explain --pencil" $T/pencil.svg
$S explain --format svg .....7.....................7................7...12............................... > $T/core.svg
svg_ok "svg: explain, the core shaded" $T/core.svg
expect_out "svg: the 5 core cells are shaded" "5" sh -c "grep -c 'fill=\"#ffd27f\"' $T/core.svg"
$S encode --explain --picture --box 2x2 > $T/vars4.svg
svg_ok "svg: encode --explain --picture 4x4" $T/vars4.svg
expect_out "svg: 4x4 picture has the 64 variable numbers" "64" sh -c "grep -c 'class=\"mark\"' $T/vars4.svg"
$S encode --explain --picture $T/top1.txt > $T/vars9.svg
svg_ok "svg: encode --explain --picture 9x9" $T/vars9.svg
expect_grep "svg: variable 729 in r9c9" 'class="mark">729<' cat $T/vars9.svg

# --- the lesson page ---------------------------------------------------------
$S lesson -o $T/lesson.html $T/top1.txt
expect_code "lesson: written" 0 test -s $T/lesson.html
expect_out "lesson: self-contained (no src, href or remote URL)" "0" \
  sh -c "grep -Eo \"(src=|href=|https?://[^\\\"' ]*)\" $T/lesson.html | grep -vc '^http://www.w3.org/2000/svg$'"
expect_grep "lesson: the four rules with their counts" '<td>row</td><td>each row holds each digit once</td><td>81</td><td>2916</td>' cat $T/lesson.html
expect_grep "lesson: the formula" 'v = \(r&middot;9 \+ c\)&middot;9 \+ d' cat $T/lesson.html
sed -n 35p data/unsat_made40.txt > $T/unsat.txt
$S lesson -o $T/unsat.html $T/unsat.txt
expect_grep "lesson: an unsat puzzle shows its core" 'Why there is no solution' cat $T/unsat.html
expect_code "lesson: two puzzles refused" 2 $S lesson data/top95.txt
expect_code "lesson: no such file" 2 $S lesson -o $T/x.html $T/no-such-puzzle
CHROME=$(command -v chromium || command -v chromium-browser || true)
if [ -n "$CHROME" ]; then
  browse() { # URL, then chromium's action flags
    url=$1; shift
    rm -rf $T/profile
    timeout 90 "$CHROME" --headless --no-sandbox --disable-gpu --disable-quic \
      --no-first-run --disable-background-networking --disable-component-update \
      --disable-sync --user-data-dir=$T/profile "$@" "$url" 2>/dev/null
  }
  browse "file://$T/lesson.html#cell=r1c1&step=5" --dump-dom > $T/dom.html
  expect_grep "chromium: a click on r1c1 lists its clauses" 'Cell <span id="cell-name">r1c1</span>' cat $T/dom.html
  expect_grep "chromium: ... the at-most-one clause -1 -2" '<div class="clause"><code>-1 -2 0</code> r1c1≠1 ∨ r1c1≠2</div>' cat $T/dom.html
  expect_grep "chromium: ... and the given's unit clause" '<code>4 0</code> r1c1=4</div>' cat $T/dom.html
  expect_grep "chromium: ... 281 of them" '281 clauses mention these variables' cat $T/dom.html
  expect_grep "chromium: the step list is built" '<li class="current">' cat $T/dom.html
  expect_grep "chromium: step 5 is shown" 'step 5 of 72' cat $T/dom.html
  # a variant page: the path's placements strike through the rules too
  # (step 4 places r4c4=1, and the thermometer takes 4 from r3c4)
  $S lesson -o $T/thermo.html docs/examples/variants/thermo.txt
  browse "file://$T/thermo.html#cell=r3c4&step=4" --dump-dom > $T/tdom.html
  expect_grep "chromium: a variant page walks its path" 'step 4 of 15' cat $T/tdom.html
  expect_grep "chromium: ... a placement strikes through a thermometer" \
    '<tr><td>4</td><td>[^<]*</td><td>struck</td></tr>' cat $T/tdom.html
  expect_grep "chromium: ... and keeps what the rules allow" \
    '<tr><td>2</td><td>[^<]*</td><td>candidate</td></tr>' cat $T/tdom.html
  browse "file://$T/unsat.html#cell=r9c9" --dump-dom > $T/udom.html
  expect_grep "chromium: the core stays shaded" 'fill="#ffd27f"' cat $T/udom.html
  browse "file://$T/lesson.html#cell=r1c1" --hide-scrollbars --window-size=1000,800 \
    --screenshot=$T/lesson.png > /dev/null
  expect_code "chromium: a screenshot" 0 test -s $T/lesson.png
  expect_code "chromium: the screenshot is not blank" 0 python3 tests/cli/png_nonblank.py $T/lesson.png 20
  # The killer lesson grid, as geometry after the script drew the marks:
  # every candidate clear of the cages' dashed lines and of the totals'
  # corner boxes (tests/cli/lesson_overlap.py), on a 9x9 and a 4x4 killer.
  sed -n 1,34p data/variants/part2.txt > $T/killer9.txt
  for f in $T/killer9.txt docs/examples/variants/killer.txt; do
    $S lesson -o $T/killer.html $f
    browse "file://$T/killer.html" --dump-dom > $T/kdom.html
    expect_grep "chromium: $(basename $f)'s candidates clear of cage lines and totals" \
      '^ok: [0-9]+ marks clear of [0-9]+ totals and [0-9]+ cage lines$' \
      python3 tests/cli/lesson_overlap.py < $T/kdom.html
  done
else
  echo "skip: chromium is not installed, so the lesson page is not tried in a browser (scripts/install-deps.sh installs it)" >&2
fi
rm -rf "$T"
