# test_variant_steps.sh -- explain --steps on variant puzzles (issue 19
# §3): the variant steps in words and JSON, and generate --variant's
# refusals.  Every step's logic is re-derived in tests/check_steps_variants.c;
# here, what a reader sees.  Sourced by tests/cli/run.sh.
S=$SUDOSAT
T=$(mktemp -d)
V=tests/steps

# --- words ---------------------------------------------------------------------
expect_grep "variant steps: cage combinations name the sets left" \
  '^1\. cage combinations in killer cage 17 r1c3 r1c4 r1c5 r1c6: r1c3 ≠ 1,3; .*: it holds \{2,4,5,6\}$' \
  $S explain --steps $V/killer45.txt
expect_grep "variant steps: the rule of 45, innies of a row" \
  '^[0-9]+\. rule of 45 in row 1: r1c1 ≠ 2,4,5,6; r1c2 ≠ 2,4,5,6: the open innies r1c1 and r1c2 sum to 4' \
  $S explain --steps $V/killer45.txt
expect_grep "variant steps: the rule of 45, an outie placed" \
  '^[0-9]+\. rule of 45 in box 6: r6c3 = 4: the open outie r6c3 holds 4' \
  $S explain --steps $V/killer45.txt
expect_grep "variant steps: the rule of 45 over a band of columns" \
  '^[0-9]+\. rule of 45 in columns 1 to 2: .* sum to 9 \(rests on ' \
  $S explain --steps $V/killer45.txt
expect_grep "variant steps: a hidden single in a diagonal" \
  '^[0-9]+\. hidden single in the anti diagonal: r5c2 = 2, the only place for 2 in the anti diagonal' \
  $S explain --steps $V/diagonals.txt
expect_grep "variant steps: locked candidates between a diagonal and a box" \
  '^[0-9]+\. locked candidates: r1c5, r2c4, r2c6 ≠ 5: in the anti diagonal, 5 lies only in box 2 \(rests on ' \
  $S explain --steps $V/diagonals.txt
expect_grep "variant steps: a constraint step names its constraint" \
  '^[0-9]+\. constraint \(thermo r6c6 r5c6 r4c6 r3c6\): r6c6 ≠ 3,4,6; .*: its cells cannot be filled from their candidates with these digits \(rests on ' \
  $S explain --steps $V/thermo.txt
expect_grep "variant steps: a dot is named as the text form writes it" \
  '^[0-9]+\. constraint \(black r6c1 r6c2\): ' \
  $S explain --steps $V/thermo.txt
expect_grep "variant steps: a broken cage ends the path" \
  '^1\. contradiction: no digits its cells can still take satisfy killer cage 7 r1c1 r1c2 r2c1 \(rests on r1c1=1, r1c2=2, r2c1=3\)$' \
  sh -c "printf '1234\n3412\n2143\n4321\nkiller 7 r1c1 r1c2 r2c1\n' | $S explain --steps -"
expect_grep "variant steps: a given a constraint forbids is a clash" \
  '^1\. contradiction: the givens r1c1=1 and r1c2=2 break a rule' \
  sh -c "printf '1234\n3412\n2143\n4321\nthermo r1c2 r1c1\n' | $S explain --steps -"

# --- rate: read from the step path ---------------------------------------------
# a killer and a jigsaw whose paths need no trial are "logic", not
# "search", and their guesses are the path's search steps (none), not
# the engine's branches (the jigsaw was "search ... guesses=4")
expect_grep "rate: a killer settled by deductions is logic" \
  '^logic givens=0 guesses=0 difficulty=intermediate ' $S rate docs/examples/variants/killer.txt
expect_grep "rate: a jigsaw settled by deductions: logic, no guesses" \
  '^logic givens=8 guesses=0 difficulty=intermediate ' $S rate docs/examples/jigsaw.txt
expect_grep "rate: hidden singles: hidden, no guesses" \
  '^hidden givens=3 guesses=0 difficulty=easy ' $S rate docs/examples/variants/nonconsecutive.txt
expect_grep "rate: a path with trials is search" \
  '^search givens=3 guesses=0 difficulty=expert ' $S rate docs/examples/killer.txt
expect_grep "rate: logic in JSON" '"status":"logic","givens":0,"guesses":0,' \
  $S rate --format json docs/examples/variants/killer.txt
expect_out "rate: the JSON schema knows logic" "ok 1" \
  sh -c "$S rate --format json docs/examples/variants/killer.txt | python3 tests/cli/json_schema.py rate"
# the rule of 45 counts every cell of its houses: this killer's rows 7 to
# 9 hold cells no cage covers ("the outies sum to -6", then "no solution")
expect_grep "explain --steps: a killer with uncaged cells is solved" \
  '^solved in [0-9]+ steps' $S explain --steps docs/examples/killer.txt

# --- JSON ----------------------------------------------------------------------
$S explain --steps --format json $V/killer45.txt > $T/k.json 2>/dev/null
expect_out "variant steps json: the variant fields" "ok" python3 -c "
import json
objs = [json.loads(l) for l in open('$T/k.json')]
cage = [o for o in objs if o.get('technique') == 'cage-combinations']
r45 = [o for o in objs if o.get('technique') == 'rule-of-45']
assert cage and all(o['constraint'].startswith('killer cage ') and o['combinations'] and o['sum'] > 0 for o in cage)
assert cage[0]['combinations'] == [[2, 4, 5, 6]], cage[0]
assert r45 and all(o['side'] in ('innies', 'outies') and o['houses'] and o['cells'] for o in r45)
assert any(o['side'] == 'outies' for o in r45)
assert any(o['houses'] == ['column 1', 'column 2'] for o in r45)
print('ok')"

# --- generate --variant: what it refuses -------------------------------------------
expect_grep "generate --variant: an unknown name" "unknown variant 'thermos'" \
  $S generate --variant thermos
expect_grep "generate --variant: --givens is for killer" \
  '--givens is for --variant killer' $S generate --variant x --givens 3
expect_grep "generate: --givens without --variant" '--givens needs --variant killer' \
  $S generate --givens 3
expect_grep "generate --variant --format csv: the rules in an f-puzzles column" \
  '^record,.*,confirmed_by,variant,dug_by,fpuzzles,note$' \
  $S generate --variant x --box 2x3 --format csv
expect_out "generate --variant --format csv: the f-puzzles column reads back, unique" "unique" \
  sh -c "$S generate --variant x --box 2x3 --format csv | tail -1 | cut -d, -f22 | $S solve --limit 2 --format json - | sed 's/.*\"status\":\"\([a-z]*\)\".*/\1/'"
expect_grep "generate --variant: jigsaw and disjoint do not go together" \
  'disjoint groups need the boxes, and a jigsaw has none' \
  $S generate --variant jigsaw,disjoint
expect_grep "generate --variant killer: not with --symmetric" \
  '--variant killer cuts cages' $S generate --variant killer --symmetric
expect_grep "generate --variant: not with --keep" \
  '--keep, --method deduce and --deductions are for classic' \
  $S generate --variant x --keep 0.5
for c in "--variant thermos" "--variant x --givens 3" "--variant killer --symmetric"; do
  expect_code "generate $c: a usage error" 2 $S generate $c
done
rm -rf $T

# --- generate in the variant formats (classic puzzles too) ------------------
expect_grep "generate --format variant: the text form, a blank line after" '^\.\.\|' \
  $S generate --box 2x2 --format variant
expect_out "generate --format fpuzzles-json: an f-puzzles object that reads back" \
  "$($S generate --box 2x2 --seed 3 | $S solve --box 2x2 -)" \
  sh -c "$S generate --box 2x2 --seed 3 --format fpuzzles-json | $S solve -"
expect_out "generate --format fpuzzles: a link's string that reads back" \
  "$($S generate --seed 4 | $S solve -)" \
  sh -c "$S generate --seed 4 --format fpuzzles | $S solve -"
expect_grep "generate --format fpuzzles: sides 4 to 16" 'f-puzzles has sides 4 to 16' \
  $S generate --box 5x5 --format fpuzzles
