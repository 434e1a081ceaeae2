# test_fpuzzles.sh -- variant puzzles in and out of sudosat: f-puzzles
# JSON, links and strings detected from content by every command, from
# files and standard input; --verbose; the exit code of an unknown rule;
# --format variant|fpuzzles|fpuzzles-json; round trips of every kind
# through f-puzzles and the text form; SudokuPad's links and payloads.  Sourced by tests/cli/run.sh.
S=$SUDOSAT
fp_T=$(mktemp -d)
fp_links=tests/fpuzzles/links.txt
fp_kinds=tests/fpuzzles/every-kind.txt
fp_keys=tests/fpuzzles/every-key.json

# ---- reading: every form, several records, files and stdin -----------------
expect_out "fpuzzles: real links, SudokuPad's and the bare string" \
  "ok
ok
ok
ok
ok" $S verify $fp_links
expect_out "fpuzzles: from standard input" "ok
ok
ok
ok
ok" sh -c "cat $fp_links | $S verify -"
# (every key once, so some rules cannot hold on their face -- a
# palindrome whose ends share a box, a clone onto its own column: read,
# and invalid, naming them; docs/variants.md)
expect_out "fpuzzles: a multi-line JSON document is one record" "1" \
  sh -c "$S verify $fp_keys 2>/dev/null | wc -l"
expect_grep "fpuzzles: ... read whole, its impossible rules named" \
  '^invalid: palindrome r7c7 r8c8 r9c9 .*; clone r1c8 r1c9 r2c8 .*; regionsum r4c3 r4c4 ' \
  $S verify $fp_keys
expect_out "fpuzzles: SudokuPad's link is the f-puzzles puzzle" \
  "$($S verify --format fpuzzles-json $fp_links | sed -n 1p)" \
  sh -c "$S verify --format fpuzzles-json $fp_links | sed -n 4p"
# One JSON object per line (JSON Lines) is one record per line.
$S verify --format fpuzzles-json $fp_kinds > "$fp_T/kinds.jsonl"
expect_out "fpuzzles: JSON Lines, a record per line" \
  "$($S verify $fp_kinds 2>/dev/null | sed 's/ (line [^)]*)//g')" \
  sh -c "$S verify '$fp_T/kinds.jsonl' 2>/dev/null | sed 's/ (line [^)]*)//g'"
sed -n 5p $fp_links | $S verify --format json - > "$fp_T/head.json"
expect_grep "fpuzzles: the JSON head names the kinds" \
  '"alphabet":"123456789","kinds":\["killer"\],"status":"ok"' cat "$fp_T/head.json"
expect_out "fpuzzles: JSON output follows the schema" "ok 9" \
  sh -c "$S verify --format json $fp_kinds $fp_keys | python3 tests/cli/json_schema.py verify"

# ---- what is ignored, what is refused ------------------------------------------
expect_out "fpuzzles: --verbose names what was ignored" \
  "sudosat verify: $fp_links:3: f-puzzles: nothing ignored
sudosat verify: $fp_links:5: f-puzzles: ignored: activeConstraints
sudosat verify: docs/examples/thermo4.json:1: f-puzzles: ignored: grid.c, grid.value (a solver's entries, not givens), text" \
  sh -c "$S verify --verbose $fp_links docs/examples/thermo4.json 2>&1 >/dev/null | sed -n '1p;3p;6p'"
expect_out "fpuzzles: no --verbose, only the note of a digit left out" \
  "sudosat verify: docs/examples/thermo4.json:1: note: 1 digit without \"given\": true left out, as f-puzzles' solver does (a solver's entries, not givens)" \
  sh -c "$S verify docs/examples/thermo4.json 2>&1 >/dev/null"
expect_out "fpuzzles: no --verbose, no notes without such digits" "" \
  sh -c "$S verify $fp_links 2>&1 >/dev/null"
expect_grep "fpuzzles: --verbose on one-puzzle commands too" \
  'f-puzzles: ignored: grid.c' \
  $S encode --verbose docs/examples/thermo4.json
for fp_cmd in "solve" "rate" "compare --solvers fast,dlx" "encode" "explain"; do
  expect_code "fpuzzles: $fp_cmd: an unknown key is exit 2" 2 \
    $S $fp_cmd tests/bad_variant/unknown-fpuzzles-key.txt
  expect_code "fpuzzles: $fp_cmd: an unknown text-form kind is exit 2" 2 \
    $S $fp_cmd tests/bad_variant/unknown-text-form-kind.txt
done
expect_code "fpuzzles: a malformed string is exit 1" 1 \
  $S solve tests/bad_variant/truncated-lzstring.txt
# Exit 2 wins over 1 in a batch, whatever the order.
expect_code "fpuzzles: unknown and malformed records: exit 2" 2 \
  $S verify tests/bad_variant/truncated-lzstring.txt \
  tests/bad_variant/unknown-fpuzzles-key.txt
expect_grep "fpuzzles: JSON error record for an unknown rule" \
  '"status":"error","error":".*\\"clock\\" is a rule sudosat does not know' \
  $S solve --format json tests/bad_variant/unknown-fpuzzles-key.txt

# ---- what routine exports hold (issue 28) -----------------------------------------
# fp_json FILE ROWS... MEMBERS: a 4x4 f-puzzles object, each row four
# cells in JSON (a '.' is {}), then more top-level members.
fp_json() {
  fp_out=$1; shift
  python3 -c '
import json, sys
rows = [[json.loads(c) if c != "." else {} for c in r.split(";")]
        for r in sys.argv[1:5]]
print("{\"size\":4,\"grid\":" + json.dumps(rows) + sys.argv[5] + "}")' "$@" \
    > "$fp_out"
}
fp_g() { echo "{\"value\":$1,\"given\":true}"; }
# The editor's display switch and null members restrict nothing.
fp_json "$fp_T/switch.json" "$(fp_g 4);$(fp_g 3);.;." ".;.;.;." \
  ".;.;.;$(fp_g 2)" "$(fp_g 1);{\"givenPencilMarks\":null,\"given\":null};.;." \
  ',"highlightConflicts":false,"odd":null'
expect_out "fpuzzles: highlightConflicts is a display switch, listed" \
  "sudosat verify: $fp_T/switch.json:1: f-puzzles: ignored: highlightConflicts
ok" sh -c "$S verify --verbose $fp_T/switch.json 2>&1"
# Given pencil marks are a rule: the example of docs/variants.md, whose
# marks make it unique, as f-puzzles writes it.
fp_json "$fp_T/marks.json" "$(fp_g 4);$(fp_g 3);.;." ".;.;.;." \
  ".;.;.;$(fp_g 2)" "$(fp_g 1);.;.;{\"givenPencilMarks\":[1,2,4]}" ""
expect_out "fpuzzles: givenPencilMarks is the pencilmarks rule" \
  "unique 4321214334121234" sh -c "$S solve --format json $fp_T/marks.json |
    sed -n 's/.*\"kinds\":\\[\"pencilmarks\"\\].*\"status\":\"\\([a-z]*\\)\".*\"solution\":\"\\([0-9]*\\)\".*/\\1 \\2/p'"
expect_out "fpuzzles: ... which the puzzle needs" "multiple" \
  sh -c "$S solve --format json $fp_T/switch.json | sed -n 's/.*\"status\":\"\\([a-z]*\\)\".*/\\1/p'"
expect_out "fpuzzles: given pencil marks are written back in their cell" \
  '{"givenPencilMarks":[1,2,4]}' \
  sh -c "$S verify --format variant $fp_T/marks.json | $S verify --format fpuzzles-json - | grep -o '{\"givenPencilMarks\":[^}]*}'"
# A cell's "parity" (older f-puzzles) is an odd or even cell: the parity
# example of docs/variants.md written that way.
fp_json "$fp_T/parity.json" ".;.;{\"parity\":\"Even\"};." \
  ".;{\"parity\":\"Odd\"};.;." ".;{\"parity\":\"odd\"};.;{\"parity\":\"EVEN\"}" \
  "$(fp_g 3);.;.;$(fp_g 2)" ""
expect_out "fpuzzles: a cell's parity is an odd or even cell" \
  "$(tr -d '\n' < docs/examples/variants/parity.sol)" \
  sh -c "$S solve --format json $fp_T/parity.json | sed -n 's/.*\"status\":\"unique\".*\"solution\":\"\\([0-9]*\\)\".*/\\1/p'"
# The add-on writes each rule twice, as its key and as a line: the line
# (isNewConstraint, in a colour of its own) only draws the key's rule.
fp_json "$fp_T/addon.json" ".;.;.;." ".;.;.;." ".;.;.;." ".;.;.;." \
  ',"renban":[{"lines":[["R1C1","R1C2","R1C3"]]}],"line":[{"lines":[["R1C1","R1C2","R1C3"]],"outlineC":"#F067F0","width":0.25,"isNewConstraint":true}]'
expect_out "fpuzzles: an add-on line its key carries is a drawing" \
  "renban r1c1 r1c2 r1c3
exit 0" sh -c "$S verify --format variant $fp_T/addon.json | grep '^[a-z]'; echo exit \$?"
# A digital-root cage is a cage of several totals (those of its root
# two distinct digits of 1..4 can make: 3 and 12 are out of reach but 3),
# written back to f-puzzles as the same cage.
fp_json "$fp_T/dr.json" ".;.;.;." ".;.;.;." ".;.;.;." ".;.;.;." \
  ',"cage":[{"cells":["R1C1","R1C2"],"value":"DR3"},{"cells":["R3C1","R4C1","R4C2"],"value":"DR7"}]'
expect_out "fpuzzles: a DR cage reads as a cage of several totals" \
  "multikiller 3 r1c1 r1c2
multikiller 7 r3c1 r4c1 r4c2" sh -c "$S verify --format variant $fp_T/dr.json | grep '^multi'"
expect_grep "fpuzzles: a DR cage is written back as one" \
  '"cage":\[{"cells":\["R1C1","R1C2"\],"value":"DR3"},{"cells":\["R3C1","R4C1","R4C2"\],"value":"DR7"}\]' \
  $S verify --format fpuzzles-json $fp_T/dr.json
printf '....\n....\n....\n....\nmultikiller 4 9 r1c1 r1c2\n' > "$fp_T/ms.txt"
expect_out "fpuzzles: totals that are no digital root's are refused, exit 2" \
  "error: $fp_T/ms.txt:1:1: f-puzzles holds a cage of several totals only as a digital-root cage (\"DR<n>\"), and totals 4, 9 on 2 cells are not one
exit 2" sh -c "$S verify --format fpuzzles-json $fp_T/ms.txt 2>&1; echo exit \$?"

# ---- the same puzzle through every command, with no option ----------------------
# A classic f-puzzles puzzle encodes to the classic CNF of the same grid.
sed -n 3p $fp_links > "$fp_T/one.fp"
printf '1........\n%s\n' "$(printf '.........\n%.0s' 1 2 3 4 5 6 7 8)" > "$fp_T/one.txt"
expect_out "fpuzzles: encode reads a link with no option" \
  "$($S encode "$fp_T/one.txt" | grep -v '^c' | md5sum)" \
  sh -c "$S encode $fp_T/one.fp | grep -v '^c' | md5sum"
expect_out "fpuzzles: solve reads a link" "multiple" \
  $S solve --solver dlx "$fp_T/one.fp"

# ---- writing back ------------------------------------------------------------------
printf '%s\n' 53..7.... 6..195... .98....6. 8...6...3 4..8.3..1 7...2...6 \
  .6....28. ...419..5 ....8..79 > "$fp_T/classic.txt"
expect_out "fpuzzles: solve --format variant writes the solved grid" \
  "# record 1: unique
534|678|912
672|195|348
198|342|567
---+---+---
859|761|423
426|853|791
713|924|856
---+---+---
961|537|284
287|419|635
345|286|179" $S solve --format variant "$fp_T/classic.txt"
$S solve --format fpuzzles-json "$fp_T/classic.txt" > "$fp_T/solved.json"
expect_grep "fpuzzles: solve --format fpuzzles-json: givens" \
  '^\{"size":9,"grid":\[\[\{"value":5,"given":true\},\{"value":3,"given":true\},\{"value":4\},' \
  cat "$fp_T/solved.json"
expect_grep "fpuzzles: ... and the solution" \
  ',"solution":\[5,3,4,6,7,8,9,1,2,6,7,2,' cat "$fp_T/solved.json"
expect_out "fpuzzles: a solved f-puzzles puzzle reads back as its givens" \
  "$($S solve "$fp_T/classic.txt")" $S solve "$fp_T/solved.json"
# A value without "given" is a solver's entry: read back, only the givens.
expect_out "fpuzzles: solve --format fpuzzles reads back as the puzzle" \
  "$($S verify --format fpuzzles-json "$fp_T/classic.txt")" \
  sh -c "$S solve --format fpuzzles $fp_T/classic.txt | $S verify --format fpuzzles-json -"
expect_out "fpuzzles: verify --solution writes the solution as values" \
  "$(cat "$fp_T/solved.json")" \
  sh -c "$S solve $fp_T/classic.txt > $fp_T/sol.txt; $S verify --solution $fp_T/sol.txt --format fpuzzles-json $fp_T/classic.txt"
$S generate --box 5x5 --count 1 --seed 1 > "$fp_T/big.txt" 2>/dev/null
expect_out "fpuzzles: a side above 16 is an error line, exit 2" \
  "error: $fp_T/big.txt:1: f-puzzles holds sides 4 to 16, not 25
exit 2" sh -c "$S verify --format fpuzzles $fp_T/big.txt; echo exit \$?"
expect_grep "fpuzzles: invalid records are written and said on stderr" \
  'sudosat verify: .*invalid: duplicate' \
  $S verify --format fpuzzles data/bird_chapter_invalid.txt

# ---- loops and pills --------------------------------------------------------------
# f-puzzles writes a line that closes a loop with its first cell again at
# its end.  Counts from the reference's meaning, by a brute force over the
# 288 4x4 grids written apart from sudosat (tests/cli/test_variants.sh
# says how): whispers round box 1 cannot be; a palindrome loop mirroring
# r1c3 and r2c2 has 144 grids.
fp_row='[{},{},{},{}]'
fp_grid4="\"size\":4,\"grid\":[$fp_row,$fp_row,$fp_row,$fp_row]"
printf '{%s,"whispers":[{"lines":[["R1C1","R1C2","R2C2","R2C1","R1C1"]]}]}\n' \
  "$fp_grid4" > "$fp_T/whisper-loop.json"
expect_grep "fpuzzles: a whispers loop round a box cannot hold: invalid" \
  '"status":"invalid",.*whisper loop r1c1 r1c2 r2c2 .*no filling of its' \
  $S solve --limit 0 --format json "$fp_T/whisper-loop.json"
expect_out "fpuzzles: ... read as the loop it is" \
  "whisper r1c1 r1c2 r2c2 r2c1 r1c1" \
  sh -c "$S verify --format variant '$fp_T/whisper-loop.json' | grep '^whisper'"
expect_grep "fpuzzles: ... and written back as f-puzzles wrote it" \
  '"whispers":\[\{"lines":\[\["R1C1","R1C2","R2C2","R2C1","R1C1"\]\]\}\]' \
  $S verify --format fpuzzles-json "$fp_T/whisper-loop.json"
printf '{%s,"palindrome":[{"lines":[["R1C2","R1C3","R2C3","R2C2","R1C2"]]}]}\n' \
  "$fp_grid4" > "$fp_T/palindrome-loop.json"
expect_grep "fpuzzles: a palindrome loop mirrors around its middle" \
  '"status":"multiple","count":144' \
  $S solve --limit 0 --format json "$fp_T/palindrome-loop.json"
expect_grep "fpuzzles: a thermometer loop is refused, saying why" \
  'thermo: the line comes back to r1c1, but a thermometer.s digits strictly increase' \
  sh -c "sed 's/\"whispers\"/\"thermometer\"/' '$fp_T/whisper-loop.json' | $S verify -"
# A pill's digits read in the order its "cells" list them, as the solver
# behind f-puzzles reads them: R1C2 then R1C1, a number 10..14, whose
# shaft r2c2 r2c3 r3c3 r3c4 adds up to it in 8 of the 288 grids (6 in
# reading order).
printf '{%s,"arrow":[{"cells":["R1C2","R1C1"],"lines":[["R1C2","R2C2","R2C3","R3C3","R3C4"]]}]}\n' \
  "$fp_grid4" > "$fp_T/pill.json"
expect_grep "fpuzzles: a pill out of reading order reads as listed" \
  '"count":8,' $S solve --limit 0 --format json "$fp_T/pill.json"
expect_grep "fpuzzles: ... in reading order, another number" \
  '"count":6,' sh -c "sed 's/\"R1C2\",\"R1C1\"\]/\"R1C1\",\"R1C2\"]/' '$fp_T/pill.json' | $S solve --limit 0 --format json -"
expect_out "fpuzzles: ... its text form keeps the order" \
  "arrow r1c2 r1c1 > r2c2 r2c3 r3c3 r3c4" \
  sh -c "$S verify --format variant '$fp_T/pill.json' | grep '^arrow'"
expect_grep "fpuzzles: ... and so does its f-puzzles form" \
  '"arrow":\[\{"cells":\["R1C2","R1C1"\],"lines":\[\["R1C2","R2C2","R2C3","R3C3","R3C4"\]\]\}\]' \
  sh -c "$S verify --format variant '$fp_T/pill.json' | $S verify --format fpuzzles-json -"

# ---- round trips: every kind, both ways ------------------------------------------------
# The text form's records with their rule lines sorted, and a parity's
# cells one per line (f-puzzles keys rules by kind, and odd/even by cell).
fp_norm() {
  python3 -c '
import re, sys
out = []
for rec in sys.stdin.read().split("\n\n"):
    grid, rules = [], []
    for l in rec.split("\n"):
        if not l or l.startswith("# record"):
            continue
        m = re.match(r"(odd|even) (r.*)", l)
        if m:
            rules += [m.group(1) + " " + c for c in m.group(2).split()]
        elif re.match(r"[a-z]", l):
            rules.append(l)
        else:
            grid.append(l)
    out.append("\n".join(grid + sorted(rules)))
print("\n\n".join(out))'
}
$S verify --format variant $fp_kinds | fp_norm > "$fp_T/kinds.text"
$S verify --format fpuzzles $fp_kinds > "$fp_T/kinds.fp"
$S verify --format variant "$fp_T/kinds.fp" | fp_norm > "$fp_T/kinds.back"
expect_out "fpuzzles: text -> f-puzzles -> text, every kind" \
  "$(cat "$fp_T/kinds.text")" cat "$fp_T/kinds.back"
$S verify --format variant "$fp_T/kinds.fp" > "$fp_T/kinds.back"
expect_out "fpuzzles: f-puzzles -> text -> f-puzzles, every kind" \
  "$(cat "$fp_T/kinds.fp")" $S verify --format fpuzzles "$fp_T/kinds.back"
expect_out "fpuzzles: every key: f-puzzles -> text -> f-puzzles" \
  "$($S verify --format fpuzzles-json $fp_keys)" \
  sh -c "$S verify --format variant $fp_keys | $S verify --format fpuzzles-json -"

# ---- SudokuPad (issue 29 §4) ---------------------------------------------------
fp_pad=tests/fpuzzles/sudokupad.txt
expect_out "sudokupad: every link form and payload reads" \
  "$(printf 'ok\n%.0s' 1 2 3 4 5 6 7 8 9)" $S verify $fp_pad
# top95's first puzzle as scl and scf: the classic line's one solution.
fp_top=$(head -1 data/top95.txt | $S solve -)
expect_out "sudokupad: scl and scf give the classic's solution" \
  "$fp_top
$fp_top" sh -c "$S solve $fp_pad | sed -n 1,2p"
# The 4x4 killer: the solution its cages force by hand, as the same
# puzzle written in the text form has it, in every link form.
printf '12..\n....\n21..\n....\n%s\n' "killer 4 r1c1 r2c1
killer 5 r1c2 r1c3
killer 6 r1c4 r2c4
killer 5 r2c2 r2c3
killer 6 r3c1 r4c1
killer 5 r3c2 r3c3
killer 4 r3c4 r4c4
killer 5 r4c2 r4c3" > "$fp_T/k4.txt"
expect_out "sudokupad: the killer's text form has the hand-found solution" \
  "1234341221434321" $S solve "$fp_T/k4.txt"
expect_out "sudokupad: ... and so has every SudokuPad form of it" \
  "1234341221434321
1234341221434321
1234341221434321
1234341221434321" sh -c "$S solve $fp_pad | sed -n 3,6p"
expect_out "sudokupad: its rules written back are the text form's" \
  "$($S verify --format variant "$fp_T/k4.txt" | grep '^killer' | sort)" \
  sh -c "$S verify --format variant $fp_pad | sed -n '/^# record 3/,/^# record 4/p' | grep '^killer' | sort"
expect_grep "sudokupad: title and author travel to the text form" \
  '^title Killer 4x4$' sh -c "$S verify --format variant $fp_pad"
expect_out "sudokupad: --verbose says the embedded solution agrees" \
  "sudosat verify: $fp_pad:9: f-puzzles: ignored: metadata.solution (it agrees with the puzzle)" \
  sh -c "$S verify --verbose $fp_pad 2>&1 >/dev/null | sed -n 3p"
expect_out "sudokupad: fpuzzles and fpuz carry the f-puzzles string" \
  "$($S verify --format fpuzzles-json $fp_links | tail -1)
$($S verify --format fpuzzles-json $fp_links | tail -1)
$($S verify --format fpuzzles-json $fp_links | tail -1)" \
  sh -c "$S verify --format fpuzzles-json $fp_pad | tail -3"
# SudokuPad's JSON as a document of its own: read, errors at its lines.
printf '{"cells": [[{"value": 1}, {}, {}, {}], [{}, {}, {}, {}],\n [{}, {}, {}, {}], [{}, {}, {}, {}]],\n "regions": [[[0,0],[0,1],[1,0],[1,1]], [[0,2],[0,3],[1,2],[1,3]],\n  [[2,0],[2,1],[3,0],[3,1]], [[2,2],[2,3],[3,2],[3,3]]],\n "cages": [{"cells": [[3,3]], "value": "x"}]}\n' > "$fp_T/pad.json"
expect_out "sudokupad: a JSON document, refused at its line" \
  "error: $fp_T/pad.json:5:40: SudokuPad \"cages\" entry 1: its clue 'x' is not a sum: a cage whose clue is not a number carries its meaning in the rules text, which sudosat cannot read
exit 2" sh -c "$S verify $fp_T/pad.json 2>&1; echo exit \$?"
sed -i 's/"value": "x"/"value": "4"/' "$fp_T/pad.json"
expect_out "sudokupad: ... and read when it holds a sum" "ok" \
  $S verify "$fp_T/pad.json"
expect_code "sudokupad: a published puzzle with overlays: exit 2" 2 \
  $S solve tests/bad_variant/sudokupad-published-with-overlays.txt
expect_code "sudokupad: a short id: exit 1" 1 \
  $S solve tests/bad_variant/sudokupad-short-id.txt
expect_code "sudokupad: a shortened link: exit 1" 1 \
  $S encode tests/bad_variant/shortened-link.txt
expect_code "sudokupad: short id and overlays in one batch: exit 2" 2 \
  $S verify tests/bad_variant/sudokupad-short-id.txt \
  tests/bad_variant/sudokupad-published-with-overlays.txt
expect_out "sudokupad: SudokuPad -> f-puzzles -> text keeps the rules" \
  "$($S verify --format variant $fp_pad | grep -v '^#')" \
  sh -c "$S verify --format fpuzzles $fp_pad | $S verify --format variant - | grep -v '^#'"

rm -rf "$fp_T"
