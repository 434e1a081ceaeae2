# test_variant_gen.sh -- generate --variant (issue 19 §4) with the real
# engines: each variant comes out unique (re-decided here by solve with
# an engine other than the two named in the record), in the text form
# that reads back, in JSON that follows the schema, the same under -j;
# impossible rules are said so; killer waits for a second engine that
# handles cages and says so until then.  Sourced by tests/cli/run.sh.
S=$SUDOSAT
T=$(mktemp -d)

# third BOX FILE.json: the puzzle's status by an engine that neither dug
# nor confirmed it (from the JSON record's text).
third() {
  python3 -c "import json,sys; print(json.loads(open(sys.argv[1]).readline())['text'])" "$2" > "$2.txt"
  used=$(python3 -c "import json,sys; o=json.loads(open(sys.argv[1]).readline()); print(o['dug_by'], o['confirmed_by'])" "$2")
  for s in cadical cp picosat dlx; do
    case " $used " in *" $s "*) continue ;; esac
    st=$($S solve --solver $s --limit 2 --format json --box $1 "$2.txt" 2>/dev/null | sed -n 's/.*"status":"\([a-z]*\)".*/\1/p')
    [ -n "$st" ] && { echo "$st"; return; }
  done
  echo "no third engine"
}

for v in jigsaw x antiknight antiking nonconsecutive windoku disjoint kropki xv; do
  $S generate --variant $v --box 2x3 --seed 2 --format json > $T/$v.json 2>$T/$v.err
  expect_out "generate --variant $v (6x6): unique by a third engine" "unique" third 2x3 $T/$v.json
  expect_out "generate --variant $v: the JSON record follows the schema" "ok 1" \
    sh -c "python3 tests/cli/json_schema.py generate < $T/$v.json"
done
expect_grep "generate --variant jigsaw: irregular regions in the record" '"kinds":\["regions"\]' \
  cat $T/jigsaw.json
expect_grep "generate --variant kropki: dots and the negative constraint" \
  '"kinds":\["difference","ratio","negative"\]' cat $T/kropki.json
$S generate --variant jigsaw,antiknight --seed 5 > $T/ja.txt
expect_out "generate --variant jigsaw,antiknight (9x9): the text form reads back, unique" \
  "unique" sh -c "$S solve --limit 2 --format json $T/ja.txt | sed 's/.*\"status\":\"\([a-z]*\)\".*/\1/'"
expect_grep "generate --variant: the text form holds its rules" '^antiknight$' cat $T/ja.txt
expect_grep "generate --variant: the text form holds its regions" '^regions$' cat $T/ja.txt
expect_out "generate --variant: -j 2 writes what -j 1 does" \
  "$($S generate --variant x --box 2x3 --count 4)" $S generate --variant x --box 2x3 --count 4 -j 2
expect_out "generate --variant --format fpuzzles: a link's string that reads back, unique" "unique" \
  sh -c "$S generate --variant windoku --seed 3 --format fpuzzles | $S solve --limit 2 --format json - | sed 's/.*\"status\":\"\([a-z]*\)\".*/\1/'"
expect_out "generate --variant: explain --steps ends in the solution" \
  "$($S solve $T/ja.txt)" \
  sh -c "$S explain --steps --format json $T/ja.txt | tail -1 | sed 's/.*\"grid\":\"\([0-9]*\)\".*/\1/'"
expect_grep "generate --variant: rate reads a difficulty from the steps" \
  '^(singles|hidden|logic|search) givens=[0-9]+ guesses=[0-9]+ difficulty=(simple|easy|intermediate|expert) ' \
  $S rate $T/ja.txt

# --- impossible rules ----------------------------------------------------------
expect_grep "generate --variant: no grid has these rules, said plainly" \
  'no 4x4 grid has these rules: the fill searched every grid, and [a-z]+ finds none either' \
  $S generate --variant antiking,x,nonconsecutive --box 2x2
expect_code "generate --variant: impossible rules exit 1" 1 \
  $S generate --variant antiking,x,nonconsecutive --box 2x2

# --- killer: made when two engines handle cages, else refused by name ------------
two=$($S solvers --format json | grep -c '"killer"')
if [ "$two" -ge 2 ]; then
  $S generate --variant killer --box 2x3 --seed 4 --format json > $T/k.json
  expect_out "generate --variant killer (6x6): unique by a third engine" "unique" third 2x3 $T/k.json
  expect_out "generate --variant killer: no givens" "0" \
    sh -c "sed 's/.*\"givens\":\([0-9]*\).*/\1/' $T/k.json"
  expect_grep "generate --variant killer: cages with sums" '\\u000akiller [0-9]+ r' cat $T/k.json
  $S generate --variant killer --box 2x3 --seed 4 --givens 3 > $T/kg.txt
  expect_out "generate --variant killer --givens 3: at most 3 givens" "ok" \
    sh -c "grep -v killer $T/kg.txt | tr -cd '1-9' | awk '{ print (length(\$0) <= 3) ? \"ok\" : \"too many\" }'"
else
  expect_grep "generate --variant killer: a second engine is needed" \
    'only cp handles these rules, and every puzzle is confirmed by a second engine' \
    $S generate --variant killer
fi
rm -rf $T
