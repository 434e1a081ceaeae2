# test_first_hour.sh -- what a newcomer meets first (issue 32 §3): usage
# errors in two lines, pasted links and strings as operands, and messages
# that say what is wrong with f-puzzles input.
fh_T=$(mktemp -d)

# ---- 1. a usage error is its line and one pointer to --help ------------
# fh_usage NAME WANT_FIRST_LINE COMMAND...: exit 2, nothing on stdout,
# exactly two lines on stderr: WANT_FIRST_LINE and the pointer.
fh_usage() {
  fh_name=$1; fh_want=$2; shift 2
  fh_cmd=$2
  expect_code "usage $fh_name: exit 2" 2 "$@"
  expect_out "usage $fh_name: nothing on stdout" "" sh -c '"$@" 2>/dev/null' sh "$@"
  expect_out "usage $fh_name: one line and a pointer" "$fh_want
Try 'sudosat $fh_cmd --help' for more." sh -c '"$@" 2>&1 >/dev/null' sh "$@"
}
fh_usage "unknown long option" "sudosat solve: unknown option '--foo'" \
  $S solve --foo
fh_usage "unknown short option" "sudosat verify: unknown option '-z'" \
  $S verify -z
fh_usage "long option without its value" \
  "sudosat rate: option '--timeout' needs a value" $S rate --timeout
fh_usage "short option without its value" \
  "sudosat compare: option '-j' needs a value" $S compare -j
fh_usage "a value for a flag" "sudosat solve: option '--verbose' takes no value" \
  $S solve --verbose=yes
fh_usage "bad value" "sudosat solve: -j: '0' is not 1 to 256" $S solve -j 0
fh_usage "bad value of fuzz -j" "sudosat fuzz: -j: 'x' is not a non-negative integer" \
  $S fuzz -j x
fh_usage "bad --format" "sudosat merge: --format: 'csv' is not one of text,json" \
  $S merge --format csv
fh_usage "missing operand" "sudosat explain: one PUZZLE, please" $S explain
fh_usage "missing operands of check-proof" \
  "sudosat check-proof: name a CNF and a proof" $S check-proof
fh_usage "missing operand of decode" \
  "sudosat decode: name a MODEL (a SAT solver's answer), after the PUZZLE if any" \
  $S decode
fh_usage "two files to xc" "sudosat xc: one file at a time" $S xc a b
fh_usage "unknown option of generate" "sudosat generate: unknown option '--foo'" \
  $S generate --foo
fh_usage "unknown option of encode" "sudosat encode: unknown option '-q'" \
  $S encode -q
# Every subcommand: an unknown option is two lines, never the help text.
for fh_c in $($S --help | sed -n 's/^  \([a-z-]*\) .*/\1/p'); do
  expect_out "usage: $fh_c --no-such-option is two lines" 2 \
    sh -c "$S $fh_c --no-such-option 2>&1 >/dev/null | wc -l | tr -d ' '"
done
expect_out "an unknown command: its line and a pointer" "sudosat: unknown command 'frobnicate'
Try 'sudosat --help' for the commands." sh -c "$S frobnicate 2>&1"
# An unopenable file is exit 2 too, but no usage error: no pointer.
expect_out "an unopenable file gets no pointer to --help" 1 \
  sh -c "$S verify $fh_T/none.txt 2>&1 | wc -l | tr -d ' '"

# ---- 2. a pasted link or puzzle string is an operand ---------------------
fh_link=$(sed -n 3p tests/fpuzzles/links.txt) # a classic 9x9 link
fh_line=.......1.4.........2...........5.4.7..8...3....1.9....3..4..2...5.1........8.6...
for fh_c in solve verify rate compare explain lesson encode; do
  expect_code "operand: $fh_c reads a pasted link" 0 $S $fh_c "$fh_link"
  expect_code "operand: $fh_c reads a link in angle brackets" 0 \
    $S $fh_c "<$fh_link>"
done
expect_out "operand: solve reads a pasted line" \
  693784512487512936125963874932651487568247391741398625319475268856129743274836159 \
  $S solve "$fh_line"
expect_out "operand: verify's JSON names no file for a pasted puzzle" \
  '{"record":1,"file":null,"line":1,"box":"3x3","alphabet":"123456789","status":"ok","complete":false}' \
  $S verify --format json "$fh_line"
expect_out "operand: files and pasted puzzles mix, one record each" "ok
ok
ok" sh -c '"$@" 2>/dev/null' sh $S verify "$fh_line" docs/examples/thermo4.json "$fh_link"
expect_grep "operand: split's JSON names no file for a pasted puzzle" \
  '^\{"record":1,"file":null,"line":1,' \
  $S split --parts 2 --format json "$fh_line"
# A pasted link that is cut is an unreadable record that says why.
expect_out "operand: a cut link is a record saying so" \
  "error: (argument):1:101: f-puzzles string: the compressed data ends before its end mark (cut short?)" \
  $S verify "$(printf %s "$fh_link" | cut -c1-100)"
expect_code "operand: a cut link is a finding" 1 \
  $S solve "$(printf %s "$fh_link" | cut -c1-100)"
# Neither a file nor a puzzle: one short line, exit 2.
fh_junk=$(printf 'x%.0s' $(seq 900))
expect_out "operand: junk is one short line" \
  "sudosat solve: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx...: no such file, and not a puzzle or a link either" \
  sh -c '"$@" 2>&1' sh $S solve "$fh_junk"
expect_code "operand: junk is exit 2" 2 $S rate "$fh_junk"
expect_out "operand: a missing file with no path" \
  "sudosat compare: hello.txt: no such file, and not a puzzle or a link either" \
  sh -c '"$@" 2>&1 | head -1' sh $S compare hello.txt
expect_out "operand: a missing path keeps the system's words" \
  "sudosat verify: $fh_T/none.txt: No such file or directory" \
  sh -c '"$@" 2>&1' sh $S verify $fh_T/none.txt
fh_deep=$fh_T/a-folder-with-a-long-name-so-that-the-path-passes-sixty-characters
mkdir -p "$fh_deep"
expect_out "operand: a long missing path is named whole" \
  "sudosat verify: $fh_deep/none.txt: No such file or directory" \
  sh -c '"$@" 2>&1' sh $S verify $fh_deep/none.txt
expect_out "operand: lesson says the same" \
  "sudosat lesson: error: hello: no such file, and not a puzzle or a link either" \
  sh -c '"$@" 2>&1' sh $S lesson hello
# An existing file wins over reading the word as a puzzle.
printf '%s\n' "$fh_line" > "$fh_T/$fh_line"
expect_grep "operand: a file named like a puzzle is the file" \
  "^\\{\"record\":1,\"file\":\"\\.{7}1\\.4" \
  sh -c 'cd "$1" && "$2" verify --format json "$3"' sh "$fh_T" $S "$fh_line"

# ---- 3. a cut f-puzzles string of a square length is still f-puzzles ----
fh_z=${fh_link#*load=}
for fh_n in 16 36 64 81 100; do
  printf '%s\n' "$(printf %s "$fh_z" | cut -c1-$fh_n)" > "$fh_T/cut$fh_n.txt"
  expect_out "cut string of $fh_n characters: said to be cut" \
    "error: $fh_T/cut$fh_n.txt:1:$((fh_n + 1)): f-puzzles string: the compressed data ends before its end mark (cut short?)" \
    $S verify "$fh_T/cut$fh_n.txt"
done
expect_grep "cut string: the same with --alphabet of digits" "cut short" \
  $S verify --alphabet 123456789 "$fh_T/cut81.txt"

# ---- 4. a header above f-puzzles strings is its own refused record ------
# (the strings of every-kind.txt whose rules can all hold: five of them)
$S verify --format fpuzzles tests/fpuzzles/every-kind.txt > "$fh_T/all.txt"
$S verify "$fh_T/all.txt" 2>/dev/null | paste -d' ' - "$fh_T/all.txt" |
  awk '$1 == "ok" { print $2 }' > "$fh_T/strings.txt"
{ echo Puzzles; cat "$fh_T/strings.txt"; } > "$fh_T/word.txt"
{ echo "Puzzles for tonight"; cat "$fh_T/strings.txt"; } > "$fh_T/words.txt"
{ echo "# puzzles for tonight"; cat "$fh_T/strings.txt"; } > "$fh_T/comment.txt"
expect_out "header: there are 5 strings" 5 sh -c "wc -l < '$fh_T/strings.txt' | tr -d ' '"
for fh_f in word words; do
  for fh_c in verify solve rate; do
    expect_out "header ($fh_f): $fh_c writes 6 records for 6 lines" 6 \
      sh -c "$S $fh_c '$fh_T/$fh_f.txt' 2>/dev/null | wc -l | tr -d ' '"
  done
  expect_out "header ($fh_f): 5 puzzles read" 5 \
    sh -c "$S verify '$fh_T/$fh_f.txt' | grep -c '^ok'"
done
expect_out "header: refused by name on its own record" \
  "error: $fh_T/word.txt:1: 'Puzzles' is not a puzzle: a header above f-puzzles puzzles? (a line that starts with '#' is a comment, skipped)" \
  sh -c "$S verify '$fh_T/word.txt' | head -1"
expect_out "header: a long one is cut in the message" \
  "error: $fh_T/long.txt:1: 'A very long header line above the puz...' is not a puzzle: a header above f-puzzles puzzles? (a line that starts with '#' is a comment, skipped)" \
  sh -c "{ echo 'A very long header line above the puzzles of tonight'; cat '$fh_T/strings.txt'; } > '$fh_T/long.txt'; $S verify '$fh_T/long.txt' | head -1"
expect_code "header: a finding (exit 1)" 1 $S verify "$fh_T/word.txt"
expect_out "header: a comment line is skipped" 5 \
  sh -c "$S verify '$fh_T/comment.txt' | grep -c '^ok'"
expect_code "header: a comment line is no finding" 0 $S verify "$fh_T/comment.txt"
printf '1...\n.2..\n..3.\n%s\n' "$fh_link" > "$fh_T/short-block.txt"
expect_out "a block cut short before a link: two records" \
  "error: $fh_T/short-block.txt:3: block ended after 3 of 4 rows, before an f-puzzles puzzle
ok" $S verify "$fh_T/short-block.txt"

# ---- 5. JSON arrays, junk, and where in JSON a rule is ------------------
fh_json=$(cat docs/examples/thermo4.json)
printf '[%s,\n%s]\n' "$fh_json" "$fh_json" > "$fh_T/array.json"
expect_out "a JSON array of puzzles: told to use jq -c '.[]'" \
  "error: $fh_T/array.json:1:1: a JSON array of 2 objects: sudosat reads one puzzle per JSON document; give them one per line with jq -c '.[]' FILE" \
  $S verify "$fh_T/array.json"
if command -v jq >/dev/null 2>&1; then
  expect_out "the jq advice works" "ok
ok" sh -c "jq -c '.[]' '$fh_T/array.json' | $S verify"
fi
expect_out "an array of numbers: not told about jq -c" \
  "error: -:1:1: JSON input is not read: extract the puzzles as lines of text first (for example with jq -r)" \
  sh -c "echo '[1,2]' | $S verify"
python3 -c "import random, sys; random.seed(8); sys.stdout.buffer.write(bytes(random.getrandbits(8) for _ in range(3000)))" > "$fh_T/random.bin"
printf 'GIF89a\001\000\001\000\200\000\000\377\377\377\n' > "$fh_T/image.gif"
expect_grep "binary junk: said to be binary" \
  "^error: $fh_T/image.gif:1:7: byte 0x01 is not text: binary data, not a puzzle file\\?$" \
  $S verify "$fh_T/image.gif"
expect_out "random bytes: every error record is about binary data" 0 \
  sh -c "$S verify '$fh_T/random.bin' | grep -vc 'binary data' "
expect_out "words: one record each, said to be words" \
  "error: -:1: 'this is just some text' is words, not a puzzle (a line that starts with '#' is a comment, skipped)
error: -:2: 'and more of it, here' is words, not a puzzle (a line that starts with '#' is a comment, skipped)" \
  sh -c "printf 'this is just some text\nand more of it, here\n' | $S verify"
expect_grep "a CSV header without a puzzle column keeps its message" \
  "CSV header names no puzzle column" sh -c "printf 'given,answer\n' | $S verify"
# A rule of a puzzle given as JSON is named by its place in the JSON.
python3 - "$fh_T" <<'PY'
import json, sys
j = json.load(open("docs/examples/thermo4.json"))
j["grid"][1][0] = {"value": 3, "given": True}
j["killercage"].append({"cells": ["R1C1", "R2C1"], "value": "7"})
open(sys.argv[1] + "/cage.json", "w").write(json.dumps(j, indent=1))
open(sys.argv[1] + "/cage1.json", "w").write(json.dumps(j) + "\n")
PY
$S verify --format fpuzzles "$fh_T/cage.json" > "$fh_T/cage.link" 2>/dev/null
expect_grep "a rule of a JSON file: line, column, key and entry" \
  '^invalid: killer r1c1 r2c1 \(line [0-9]+, column [0-9]+, "killercage" entry 2\): the cage does not sum to 7' \
  $S verify "$fh_T/cage.json"
expect_grep "a rule of a one-line JSON: its column" \
  '^invalid: killer r1c1 r2c1 \(line 1, column [0-9]{3}, "killercage" entry 2\)' \
  $S verify "$fh_T/cage1.json"
expect_out "a rule of a compressed string: key and entry, not (line 1)" \
  'invalid: killer r1c1 r2c1 ("killercage" entry 2): the cage does not sum to 7: r1c1=1, r2c1=3' \
  $S verify "$fh_T/cage.link"
expect_grep "the text form keeps its line" '\(line [0-9]+\)' \
  sh -c "$S verify --format variant '$fh_T/cage.json' 2>/dev/null | $S verify"

# ---- 6. digits without "given": true: left out, and said ----------------
# rangsk's solver behind f-puzzles' solve, check and count buttons reads a
# cell's value only with "given": true (SolverFactory's onlyGivens).
python3 - "$fh_T" <<'PY'
import json, sys
j = json.load(open("docs/examples/thermo4.json"))
j["grid"][0][2] = {"value": 3}
j["grid"][2][2] = {"value": 2, "given": False}
open(sys.argv[1] + "/entries.json", "w").write(json.dumps(j) + "\n")
j["grid"][0][2] = j["grid"][2][2] = j["grid"][2][3] = {}
open(sys.argv[1] + "/bare.json", "w").write(json.dumps(j) + "\n")
PY
expect_out "entries: one note without --verbose" \
  "sudosat solve: $fh_T/entries.json:1: note: 3 digits without \"given\": true left out, as f-puzzles' solver does (a solver's entries, not givens)" \
  sh -c "$S solve '$fh_T/entries.json' 2>&1 >/dev/null"
expect_out "entries: solved as the puzzle without them" \
  "$($S solve "$fh_T/bare.json" 2>/dev/null)" $S solve "$fh_T/entries.json"
expect_out "entries: no note for the puzzle without them" "" \
  sh -c "$S verify '$fh_T/bare.json' 2>&1 >/dev/null"
expect_out "entries: --verbose says it in its own line" \
  "sudosat verify: $fh_T/entries.json:1: f-puzzles: ignored: grid.value (a solver's entries, not givens), grid.c, text" \
  sh -c "$S verify --verbose '$fh_T/entries.json' 2>&1 >/dev/null"
expect_grep "entries: compare says it too" "compare: .*note: 3 digits without" \
  $S compare --solvers fast,dlx "$fh_T/entries.json"
expect_grep "entries: a one-puzzle command says it too" "explain: .*note: 3 digits" \
  $S explain "$fh_T/entries.json"

# ---- 7. --sat-* without --solver apply to the SAT engine that solves ----
# A 12x12 killer (rules on a large side go to a SAT engine).
$S generate --box 3x4 --variant killer --seed 1 --format variant \
  > "$fh_T/k12.txt" 2>/dev/null
for fh_o in "--sat-sum totalizer" "--sat-mode assume" "--sat-encoding minimal" \
            "--sat-amo pairwise"; do
  expect_grep "12x12 killer, $fh_o: solved by cadical" \
    '"solver":"cadical","status":"unique"' \
    $S solve --format json $fh_o "$fh_T/k12.txt"
done
fh_clauses() { $S solve --format json --sat-sum "$1" "$fh_T/k12.txt" |
  sed 's/.*"clauses":\([0-9]*\).*/\1/'; }
fh_tot=$(fh_clauses totalizer) fh_seq=$(fh_clauses sequential)
if [ -n "$fh_tot" ] && [ "$fh_tot" != "$fh_seq" ]; then _pass; else
  _fail "--sat-sum changes the CNF cadical solves ($fh_tot vs $fh_seq clauses)"; fi
expect_out "a classic puzzle with --sat-sum: cadical too" \
  '"solver":"cadical"' \
  sh -c "$S solve --format json --sat-sum totalizer data/top95.txt | head -1 | grep -o '\"solver\":\"cadical\"'"
fh_usage "--solver fast with --sat-sum: refused with the true reason" \
  "sudosat solve: solver 'fast' is not a SAT solver, so --sat-sum does not apply" \
  $S solve --solver fast --sat-sum totalizer "$fh_T/k12.txt"
rm -rf "$fh_T"
