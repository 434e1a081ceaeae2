# test_cluster.sh -- cube and conquer across machines (issue 22): split
# writes parts that partition a puzzle's solutions, any subcommand reads
# them, merge adds their results up to the puzzle's verdict and refuses
# what is not a part's result, --icnf writes the cubes for incremental
# SAT solvers, and the README's GNU parallel and Slurm recipes run here
# (parallel on this machine, through --sshlogin ':'), giving the verdict
# and solution of solving the whole puzzle.  Sourced by run.sh.
S=$SUDOSAT
cl_T=$(mktemp -d)
cl_U9=tests/merge/unique-9x9.txt
cl_M9=tests/merge/multiple-9x9.txt
cl_N25=tests/merge/unsat-25x25.txt

# cl_keeps PUZZLE PARTS: "ok D1 D2 ..." when every part keeps the
# puzzle's givens and adds some (Di: how many part i adds), else what is
# wrong.  One-line puzzles in symbol form.
cl_keeps() {
  awk -v p="$(sed -n 1p "$1")" '
    { q = substr($0, 1, index($0, ":") - 1); added = 0
      if (length(q) != length(p)) { print "part " NR ": length"; bad = 1; exit }
      for (i = 1; i <= length(p); i++) {
        x = substr(p, i, 1); y = substr(q, i, 1)
        if (x != "." && x != y) { print "part " NR " drops cell " i; bad = 1; exit }
        if (x == "." && y != ".") added++ }
      if (!added) { print "part " NR " adds nothing"; bad = 1; exit }
      list = list " " added }
    END { if (!bad) print "ok" list }' "$2"
}
# cl_tags PARTS: "K ID" when the parts are tagged 1/K .. K/K of one ID.
cl_tags() {
  sed 's/.*:part \([0-9]*\)\/\([0-9]*\) of \([0-9a-f]*\)$/\1 \2 \3/' "$1" |
    awk '$1 != NR || (NR > 1 && ($2 != k || $3 != id)) { bad = 1 }
         { k = $2; id = $3 } END { print bad || NR != k ? "bad" : k " " id }'
}
cl_status() { sed -n 's/.*"status":"\([a-z]*\)".*/\1/p' "$@" | head -1; }
cl_solution() { sed -n 's/.*"solution":"\([^"]*\)".*/\1/p' "$@" | head -1; }
cl_count() { sed -n 's/.*"count":\([0-9]*\).*/\1/p' "$@"; }
cl_sum() { awk '{ s += $1 } END { print s }'; }

# ---- split ---------------------------------------------------------------
$S split --parts 8 $cl_U9 > $cl_T/u9.parts 2>$cl_T/u9.err
cl_id=$(sed -n '1s/.* of //p' $cl_T/u9.parts)
expect_out "split: 8 parts of a hard 9x9, tagged 1/8 .. 8/8 of one puzzle" \
  "8 $cl_id" cl_tags $cl_T/u9.parts
expect_out "split: the ID is 16 hex digits" "16" sh -c "printf %s '$cl_id' | tr -cd 0-9a-f | wc -c"
expect_out "split: every part keeps the puzzle's givens and adds three" \
  "ok 3 3 3 3 3 3 3 3" cl_keeps $cl_U9 $cl_T/u9.parts
expect_out "split: the same puzzle, the same parts" "$(cat $cl_T/u9.parts)" \
  $S split --parts 8 - < $cl_U9
expect_out "split: another puzzle, another ID" "yes" sh -c \
  "$S split --parts 2 $cl_M9 | grep -qv ' of $cl_id\$' && echo yes"
expect_out "split: the parts are ordinary puzzles (verify)" \
  "$(printf 'ok\n%.0s' 1 2 3 4 5 6 7 8)" $S verify $cl_T/u9.parts
expect_grep "split: JSON of any command on a part names it (rate)" \
  "\"part\":\"3/8\",\"parent\":\"$cl_id\",\"status\":" \
  sh -c "sed -n 3p $cl_T/u9.parts | $S rate --format json"
expect_grep "split: -j 2 keeps each part's tag" "\"part\":\"8/8\"" \
  sh -c "$S solve -j 2 --format json $cl_T/u9.parts | tail -1"

# The parts partition the solutions: with K = 0 the counts add up to
# the puzzle's (3589 solutions), for a cut into two, four, ... parts.
cl_all=$($S solve --limit 0 --format json $cl_M9 | cl_count)
expect_out "split: the puzzle has 3589 solutions" 3589 echo "$cl_all"
for cl_k in 2 5 16 64; do
  expect_out "split --parts $cl_k: the parts' solution counts add up to the puzzle's" \
    "$cl_all" sh -c "$S split --parts $cl_k $cl_M9 | $S solve --limit 0 --format json | sed -n 's/.*\"count\":\([0-9]*\).*/\1/p' | awk '{ s += \$1 } END { print s }'"
done
$S split --parts 64 $cl_M9 > $cl_T/m64.parts
expect_out "split --parts 64: at least 64 parts" "yes" \
  awk 'END { print (NR >= 64) ? "yes" : NR }' $cl_T/m64.parts
$S split --parts 64 --depth 1 $cl_M9 > $cl_T/d1.parts 2>$cl_T/d1.err
cl_keeps $cl_M9 $cl_T/d1.parts > $cl_T/d1.keeps
expect_out "split --depth 1: each part adds one given" "yes" \
  awk '{ for (i = 2; i <= NF; i++) if ($i != 1) b = 1
         print ($1 == "ok" && !b) ? "yes" : $0 }' $cl_T/d1.keeps
expect_grep "split --depth 1: fewer parts than asked, said" \
  "warning: [0-9]+ parts, not 64: the search cannot be cut further within --depth" cat $cl_T/d1.err
expect_grep "split: a puzzle propagation decides is one part, itself" \
  "^\.23434122143432\.:part 1/1 of [0-9a-f]{16}\$" \
  sh -c "echo .23434122143432. | $S split --parts 4 - 2>/dev/null"
$S split --parts 8 $cl_N25 > $cl_T/n25.parts
expect_grep "split 25x25: the parts keep the puzzle's letters and givens" \
  "^ok( [1-9]){8}\$" cl_keeps $cl_N25 $cl_T/n25.parts
$S split --parts 3 --format json $cl_U9 > $cl_T/u9.json
expect_out "split --format json: the schema" "ok 3" sh -c \
  "python3 tests/cli/json_schema.py split < $cl_T/u9.json"
$S split --parts 3 $cl_U9 > $cl_T/u9.3
expect_out "split --format json: the cube lists the givens the part adds" \
  "$(cl_keeps $cl_U9 $cl_T/u9.3)" sh -c "python3 -c \"import json,sys
print('ok', *[len(json.loads(l)['cube']) for l in sys.stdin])\" < $cl_T/u9.json"
expect_grep "split: givens that break a rule are refused" \
  "sudosat split: the givens break a rule \(duplicate 9 in column 7 at rows 2 and 9\)" \
  $S split data/bird_chapter_invalid.txt
expect_code "split: givens that break a rule exit 1" 1 $S split data/bird_chapter_invalid.txt
expect_code "split: an unreadable record exits 1" 1 $S split tests/bad/unknown-symbol.txt
expect_code "split: two puzzles exit 2" 2 $S split data/top95.txt
expect_code "split --parts 0" 2 $S split --parts 0 $cl_U9
expect_code "split --depth 25" 2 $S split --depth 25 $cl_U9
expect_code "split --encoding without --icnf" 2 $S split --encoding reduced $cl_U9
expect_code "split --icnf --format json" 2 $S split --icnf --format json $cl_U9
expect_code "split: no puzzle named" 2 $S split

# ---- --icnf ----------------------------------------------------------------
# cl_lits: each line's literals sorted, so cubes compare as sets.
cl_lits() {
  awk '{ for (i = 2; i < NF; i++) for (j = i + 1; j < NF; j++)
           if ($j + 0 < $i + 0) { x = $i; $i = $j; $j = x }
         print }'
}
# cl_cubes PARTS N: each part's added givens as "v v v" with v = (r*N +
# c)*N + d, the numbering of encode's extended CNF.
cl_cubes() {
  awk -v p="$(sed -n 1p "$3")" -v n="$2" '
    { q = substr($0, 1, index($0, ":") - 1); line = "a"
      for (i = 1; i <= length(p); i++)
        if (substr(p, i, 1) == "." && substr(q, i, 1) != ".")
          line = line " " ((i - 1) * n + substr(q, i, 1))
      print line " 0" }' "$1"
}
$S split --icnf --parts 8 $cl_U9 > $cl_T/u9.icnf
expect_out "split --icnf: one 'p inccnf' line" "1" grep -c '^p inccnf$' $cl_T/u9.icnf
grep '^a ' $cl_T/u9.icnf | cl_lits > $cl_T/u9.cubes
expect_out "split --icnf: an 'a' line per part: the part's givens as x(r,c,d)" \
  "$(cl_cubes $cl_T/u9.parts 9 $cl_U9 | cl_lits)" cat $cl_T/u9.cubes
expect_out "split --icnf: the clauses are encode's" \
  "$($S encode $cl_U9 | grep -v '^[cp]')" sh -c "grep -v '^[cpa]' $cl_T/u9.icnf"
# Each cube as unit clauses on the CNF: satisfiable exactly for the part
# with the solution (the puzzle is unique).
cl_sat=""
for cl_i in 1 2 3 4 5 6 7 8; do
  { sed -n 's/^p inccnf$/p cnf 729 99999/; /^[^ca]/p' $cl_T/u9.icnf | grep -v '^p'
    grep '^a ' $cl_T/u9.icnf | sed -n "${cl_i}p" | tr ' ' '\n' | grep -v '^[a0]$' |
      sed 's/$/ 0/'; } > $cl_T/body
  { echo "p cnf 729 $(wc -l < $cl_T/body)"; cat $cl_T/body; } > $cl_T/cube.cnf
  cadical -q $cl_T/cube.cnf > /dev/null 2>&1
  cl_sat="$cl_sat $?"
done
cl_want=$($S solve --format json $cl_T/u9.parts | sed -n 's/.*"status":"\([a-z]*\)".*/\1/p' |
  awk '{ printf " %d", $1 == "unique" ? 10 : 20 }')
expect_out "split --icnf: cadical on each cube agrees with solve on its part" \
  "$cl_want" echo "$cl_sat"
$S split --icnf --encoding reduced --parts 4 $cl_U9 > $cl_T/u9r.icnf
awk '/^c var / { v[$3] = ((substr($4, 2) - 1) * 9 + substr($5, 2) - 1) * 9 + substr($6, 2) }
     /^a / { l = "a"; for (i = 2; i < NF; i++) l = l " " v[$i]; print l " 0" }' \
  $cl_T/u9r.icnf | cl_lits > $cl_T/u9r.cubes
expect_out "split --icnf --encoding reduced: the cube literals are the map's variables" \
  "$($S split --parts 4 $cl_U9 | cl_cubes - 9 $cl_U9 | cl_lits)" cat $cl_T/u9r.cubes

# ---- the recipes: GNU parallel (here through --sshlogin ':', this
# machine) and a Slurm array job; merge gives solve's verdict ------------
cl_recipe() { # PUZZLE K: the parallel recipe of README, merged as JSON
  $S split --parts "$2" "$1" > $cl_T/r.parts &&
  parallel --sshlogin 2/: --pipe -N1 $S solve --format json \
    < $cl_T/r.parts > $cl_T/r.results &&
  $S merge --format json $cl_T/r.results
}
if command -v parallel >/dev/null 2>&1; then
  for cl_p in $cl_N25 $cl_U9 $cl_M9; do
    cl_whole=$($S solve --format json $cl_p)
    cl_merged=$(cl_recipe $cl_p 8)
    expect_out "recipe (parallel): $cl_p merges to solve's verdict" \
      "$(echo "$cl_whole" | cl_status)" sh -c "echo '$cl_merged' | sed -n 's/.*\"status\":\"\([a-z]*\)\".*/\1/p'"
    expect_out "recipe (parallel): $cl_p: every part's result, none missing" "yes" sh -c \
      "echo '$cl_merged' | grep -Eq '\"parts\":([2-9]|[1-9][0-9]),\"parts_read\":\1,.*\"missing\":\[\],\"unknown\":\[\]' && echo yes"
    expect_out "recipe (parallel): $cl_p: merge's JSON fits the schema" "ok 1" sh -c \
      "echo '$cl_merged' | python3 tests/cli/json_schema.py merge"
  done
  cl_recipe $cl_M9 8 > $cl_T/m9.merged
  cl_solution $cl_T/m9.merged > $cl_T/m9.sol
  expect_out "recipe (parallel): the multiple 9x9: merge's solution solves the whole puzzle" \
    "ok complete" $S verify --solution $cl_T/m9.sol $cl_M9
  expect_out "recipe (parallel): the multiple 9x9, K = 0: the whole puzzle's 3589 solutions" \
    '"count":3589' sh -c "$S split --parts 8 $cl_M9 | parallel --sshlogin 2/: --pipe -N1 $S solve --limit 0 --format json | $S merge --format json | grep -o '\"count\":[0-9]*'"
  expect_out "recipe (parallel): the unique 9x9: the whole puzzle's solution" \
    "$($S solve $cl_U9)" sh -c "cl_x=\$($S split --parts 8 $cl_U9 | parallel --pipe -N1 -j 2 $S solve --format json | $S merge); echo \"\$cl_x\""
else
  _fail "recipe: GNU parallel is not installed (scripts/install-deps.sh)"
fi
# Slurm: docs/examples/solve-part.slurm as each array task would run it.
mkdir -p $cl_T/bin $cl_T/slurm
ln -sf "$S" $cl_T/bin/sudosat
$S split --parts 8 $cl_U9 > $cl_T/slurm/parts.txt
for cl_i in 1 2 3 4 5 6 7 8; do
  (cd $cl_T/slurm && PATH=$cl_T/bin:$PATH SLURM_ARRAY_TASK_ID=$cl_i \
    sh "$OLDPWD/docs/examples/solve-part.slurm" > part-$cl_i.json)
done
expect_out "recipe (Slurm array): the tasks' results merge to the solution" \
  "$($S solve $cl_U9)" $S merge $cl_T/slurm/part-1.json $cl_T/slurm/part-2.json \
  $cl_T/slurm/part-3.json $cl_T/slurm/part-4.json $cl_T/slurm/part-5.json \
  $cl_T/slurm/part-6.json $cl_T/slurm/part-7.json $cl_T/slurm/part-8.json

# ---- merge ---------------------------------------------------------------
$S solve --format json $cl_T/u9.parts > $cl_T/u9.results
expect_out "merge: the unique 9x9's solution" "$($S solve $cl_U9)" \
  $S merge $cl_T/u9.results
expect_out "merge: any order, many files" "$($S solve $cl_U9)" sh -c \
  "sed -n '5,8p' $cl_T/u9.results | sort -r > $cl_T/b; sed -n '1,4p' $cl_T/u9.results > $cl_T/a; $S merge $cl_T/b - < $cl_T/a"
expect_out "merge: parts missing are listed: unknown" \
  "unknown: parts 2, 5 of 8 missing" sh -c "sed '2d;5d' $cl_T/u9.results | $S merge"
expect_code "merge: unknown is a verdict (exit 0)" 0 sh -c "sed '2d' $cl_T/u9.results | $S merge"
# A part whose solver returned a wrong solution (solve's wrong_solutions)
# is a finding of the whole run, named in merge's JSON.
sed '1s/}$/,"wrong_solutions":1}/' $cl_T/u9.results > $cl_T/u9.wrong
expect_code "merge: a part's wrong solutions exit 1" 1 $S merge $cl_T/u9.wrong
expect_grep "merge: a part's wrong solutions are counted in JSON" \
  '"wrong_solutions":1' $S merge --format json $cl_T/u9.wrong
$S solve --solver singles --format json $cl_T/u9.parts > $cl_T/u9.singles
expect_out "merge: parts whose verdict is unknown are listed" \
  "unknown: part 8 of 8 missing; parts 1, 2, 3, 4, 5, 6, 7 of 8 unknown" \
  sh -c "sed 8d $cl_T/u9.singles | $S merge"
$S split --parts 8 $cl_M9 | $S solve --format json > $cl_T/m9.results
expect_out "merge: multiple as soon as two solutions are in, parts missing or not" \
  "multiple" sh -c "head -1 $cl_T/m9.results | $S merge"
expect_out "merge: counts add up (K = 0 on every part)" \
  "\"count\":3589" sh -c "$S split --parts 8 $cl_M9 | $S solve --limit 0 --format json | $S merge --format json | grep -o '\"count\":[0-9]*'"
expect_out "merge: unsat only when every part is unsat" "unsat" sh -c \
  "$S split --parts 8 $cl_N25 | $S solve --format json | $S merge"
expect_out "merge --parts: the parts are known; nothing read yet" \
  "unknown: parts 1, 2, 3, 4, 5, 6, 7, 8 of 8 missing" $S merge --parts $cl_T/u9.parts /dev/null
expect_out "merge --parts: the results fit their parts" "$($S solve $cl_U9)" \
  $S merge --parts $cl_T/u9.parts $cl_T/u9.results
# The part with the solution relabelled as another part: without the
# parts nothing shows it; with them, its solution misses that part's givens.
cl_n=$(grep -n '"count":1' $cl_T/u9.results | cut -d: -f1)
cl_other=$((cl_n % 8 + 1))
sed "${cl_other}d; ${cl_n}s/\"part\":\"$cl_n\/8\"/\"part\":\"$cl_other\/8\"/" \
  $cl_T/u9.results > $cl_T/relabelled
expect_grep "merge --parts: a solution that misses its part's givens is refused" \
  "error: $cl_T/relabelled:[0-9]+:[0-9]+: part $cl_other/8: its solution does not keep the part's givens" \
  $S merge --parts $cl_T/u9.parts $cl_T/relabelled
expect_code "merge --parts: ... exit 1" 1 $S merge --parts $cl_T/u9.parts $cl_T/relabelled

# Certified only when every part is.
$S split --parts 4 $cl_N25 > $cl_T/n25.4
$S solve --certify --format json $cl_T/n25.4 > $cl_T/n25.cert
expect_out "merge: every part certified: the verdict is" "unsat (certified)" \
  $S merge $cl_T/n25.cert
expect_grep "merge --format json: certified true" '"status":"unsat",.*"certified":true' \
  $S merge --format json $cl_T/n25.cert
sed -n 2p $cl_T/n25.4 | $S solve --format json > $cl_T/n25.plain
expect_out "merge: one part not certified: neither is the verdict" \
  "unsat (not certified: part 2's verdict was not)" sh -c \
  "sed 2d $cl_T/n25.cert | cat - $cl_T/n25.plain | $S merge"
expect_code "merge: ... exit 1" 1 sh -c "sed 2d $cl_T/n25.cert | cat - $cl_T/n25.plain | $S merge"

# Refused: one clear line each (FILE:LINE[:COL]: why), and no verdict.
cl_line=$(sed -n 3p $cl_T/u9.results)
cl_bad() { # NAME TEXT PATTERN: a results file with TEXT as its 2nd line
  { sed -n 1p $cl_T/u9.results; printf '%s\n' "$2"; } > $cl_T/bad.json
  expect_grep "merge refuses $1" "^error: $cl_T/bad.json:2(:[0-9]+)?: $3" $S merge $cl_T/bad.json
  expect_code "merge refuses $1: exit 1" 1 $S merge $cl_T/bad.json
}
cl_bad "text that is not JSON" "hello" "not JSON: not a JSON value"
cl_bad "a broken object" '{"status":"unique",}' "not JSON: an object member must start with a string key"
cl_bad "JSON that is not an object" '[1]' "not a JSON object"
cl_bad "a member named twice" "$(echo "$cl_line" | sed 's/"count":0/"count":0,"count":1/')" '"count" is there twice'
cl_bad "a count that is not a number" "$(echo "$cl_line" | sed 's/"count":0/"count":"0"/')" '"count" is a string, not a number' 
cl_bad "another command's record" "$(sed -n 3p $cl_T/u9.parts | $S verify --format json)" \
  "not a result of 'sudosat solve' \(it has no \"solver\"\)"
cl_bad "a result that is no part's" "$($S solve --format json $cl_U9)" \
  "not a part's result \(no \"part\"\): solve the records 'sudosat split' writes"
cl_bad "a part of another puzzle" "$(sed -n 2p $cl_T/m9.results)" \
  "part 2/8 of puzzle [0-9a-f]{16}: another puzzle than the parts before \(of $cl_id\)"
cl_bad "a part read twice" "$(sed -n 1p $cl_T/u9.results)" \
  "part 1/8 again \(first in $cl_T/bad.json line 1\)"
cl_bad "a status that does not fit the count" \
  "$(echo "$cl_line" | sed 's/"status":"[a-z]*"/"status":"unique"/; s/"count":[0-9]*/"count":2/')" \
  "part 3/8: status unique with count 2"
cl_bad "a solution that breaks a rule" \
  "$(sed -n "${cl_n}p" $cl_T/u9.results | sed 's/"solution":"\(.\)\(.\)/"solution":"\2\1/; s/"part":"[0-9]*\//"part":"3\//')" \
  "part 3/8: its solution breaks a rule"
cl_bad "a solve error record" "$($S solve --format json tests/bad/unknown-symbol.txt)" \
  "a record solve could not read: "
cl_bad "a count that is not one" "$(echo "$cl_line" | sed 's/"count":0/"count":-1/')" \
  "\"count\" is not a count: -1"
cl_bad "a count that is not whole" "$(echo "$cl_line" | sed 's/"count":0/"count":0.5/')" \
  "\"count\" is not a count: 0.5"
{ head -1 $cl_T/u9.results; head -c 1048600 /dev/zero | tr '\0' ' '; echo; } > $cl_T/long.json
expect_grep "merge refuses an over-long line" \
  "^error: $cl_T/long.json:2: line longer than 1048576 bytes" $S merge $cl_T/long.json
{ head -1 $cl_T/u9.results; printf '{"a":1}\000\n'; } > $cl_T/nul.json
expect_grep "merge refuses a NUL byte" "^error: $cl_T/nul.json:2:8: NUL byte" \
  $S merge $cl_T/nul.json
expect_grep "merge: no verdict after a refused line" \
  "sudosat merge: 1 line refused: no verdict" $S merge $cl_T/bad.json
expect_code "merge: no result at all exits 2" 2 $S merge /dev/null
expect_code "merge: a file that cannot be opened exits 2" 2 $S merge $cl_T/missing.json
expect_code "merge --parts: not split's output exits 1" 1 $S merge --parts $cl_U9 $cl_T/u9.results
rm -rf "$cl_T"
