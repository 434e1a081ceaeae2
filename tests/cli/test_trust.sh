# test_trust.sh -- what sudosat refuses, what it warns about, and how every
# record says it was read (issue 10): a solver that cannot run stops the
# run before any record, options that cannot take effect are never
# dropped in silence, unreadable inputs are exit 2 in every reading
# subcommand, and JSON records carry "box" and "alphabet".
S=$SUDOSAT
tr_T=$(mktemp -d)
head -2 data/top95.txt > $tr_T/two.txt
head -1 data/top95.txt > $tr_T/one.txt
mkdir $tr_T/dir
: > $tr_T/empty.txt

# ---- solve: a solver that cannot run, the reason for unknown -------------------
expect_out "solve: a program that cannot start, before any record" \
  "sudosat solve: --sat-cmd: cannot run 'nosuch': No such file or directory" \
  sh -c "$S solve --solver external --sat-cmd nosuch $tr_T/two.txt 2>&1"
expect_code "solve: a program that cannot start: exit 3" 3 \
  $S solve --solver external --sat-cmd nosuch $tr_T/two.txt
expect_out "solve: unknown says why, in line form" \
  "unknown: solver exited with status 1
unknown: solver exited with status 1" \
  $S solve --solver external --sat-cmd false $tr_T/two.txt
expect_out "solve: unknown from a budget says why" "unknown: node budget of 1 spent" \
  sh -c "head -1 $tr_T/two.txt | $S solve --solver dlx --budget-nodes 1"

# ---- options a solver has no use for are refused, one line -------------------
tr_refused() { # NAME MESSAGE COMMAND...: stderr is exactly MESSAGE and
  # the pointer to --help (cli/usage.c), exit 2
  name=$1; msg=$2; shift 2
  expect_out "$name: refused" "$msg
Try 'sudosat $2 --help' for more." sh -c '"$@" 2>&1 >/dev/null' sh "$@"
  expect_code "$name: exit 2" 2 "$@"
}
tr_refused "solve --sat-cmd without external" \
  "sudosat solve: solver 'fast' runs no program: --sat-cmd is for --solver external" \
  $S solve --sat-cmd cadical $tr_T/two.txt
tr_refused "solve external without --sat-cmd" \
  "sudosat solve: solver 'external' needs --sat-cmd 'CMD ...'" \
  $S solve --solver external $tr_T/two.txt
tr_refused "solve --hidden with a solver that has no such mode" \
  "sudosat solve: solver 'dlx' has no --hidden mode (see 'sudosat solvers')" \
  $S solve --solver dlx --hidden $tr_T/two.txt
tr_refused "solve --solver fast --sat-mode: fast is not SAT" \
  "sudosat solve: solver 'fast' is not a SAT solver, so --sat-mode does not apply" \
  $S solve --solver fast --sat-mode reduced $tr_T/two.txt
tr_refused "solve --budget-nodes for external" \
  "sudosat solve: solver 'external' counts no nodes: --budget-nodes cannot limit it (use --timeout)" \
  $S solve --solver external --sat-cmd cadical --budget-nodes 9 $tr_T/two.txt
tr_refused "solve --sat-cmd that does not parse" \
  "sudosat solve: --sat-cmd: unclosed quote in the command" \
  $S solve --solver external --sat-cmd "cadical 'x" $tr_T/two.txt
expect_grep "solve --hidden with singles still runs" "^unknown: stuck: naked and hidden singles" \
  $S solve --solver singles --hidden $tr_T/two.txt
tr_refused "encode --explain with --stats" \
  "sudosat encode: --explain and --stats are two different views: choose one" \
  $S encode --explain --stats
tr_refused "encode --map with --stats" \
  "sudosat encode: --map adds 'c var' lines to the CNF, and --stats writes no CNF" \
  $S encode --map --stats
tr_refused "generate --min-givens above N*N" \
  "sudosat generate: --min-givens 17 is above the 16 cells of a 4x4 grid" \
  $S generate --box 2x2 --min-givens 17
tr_refused "generate with an incomplete solver" \
  "sudosat generate: solver 'singles' is not complete, so it cannot prove uniqueness" \
  $S generate --solver singles
tr_refused "generate with a solver that needs --sat-cmd" \
  "sudosat generate: solver 'external' needs --sat-cmd, which generate does not take" \
  $S generate --solver external
tr_refused "generate --alphabet of the wrong length" \
  "sudosat generate: --alphabet has 10 symbols, but 3x3 boxes make a 9x9 grid, which needs 9" \
  $S generate --alphabet 0123456789
tr_refused "--alphabet against --box, up front" \
  "sudosat verify: --alphabet has 16 symbols, but 3x3 boxes make a 9x9 grid, which needs 9" \
  $S verify --box 3x3 --alphabet 0123456789ABCDEF $tr_T/two.txt
expect_code "generate --min-givens N*N is allowed" 0 $S generate --box 2x2 --min-givens 16
expect_out "solvers ARG: the error and a pointer on stderr" "sudosat solvers: takes no arguments ('extra')
Try 'sudosat solvers --help' for more." sh -c "$S solvers extra 2>&1 >/dev/null"
expect_out "solvers ARG: nothing on stdout" "" sh -c "$S solvers extra 2>/dev/null"
expect_code "solvers ARG: exit 2" 2 $S solvers extra
expect_code "solvers --help: exit 0" 0 $S solvers --help

# An --alphabet that does not have N symbols: each record says so.
expect_out "--alphabet of the wrong length: an error record" \
  "error: $tr_T/two.txt:1: --alphabet has 16 symbols, but this record is a 9x9 grid, which needs 9
error: $tr_T/two.txt:2: --alphabet has 16 symbols, but this record is a 9x9 grid, which needs 9" \
  $S solve --alphabet 0123456789ABCDEF $tr_T/two.txt
expect_code "--alphabet of the wrong length: exit 1" 1 \
  $S verify --alphabet 0123456789ABCDEF $tr_T/two.txt
expect_out "--alphabet of the wrong length: explain" \
  "sudosat explain: error: $tr_T/one.txt:1: --alphabet has 8 symbols, but this record is a 9x9 grid, which needs 9" \
  sh -c "$S explain --alphabet 12345678 $tr_T/one.txt 2>&1"

# ---- warned, not refused: the output is still what was asked ------------------
expect_out "encode --stats --amo: a warning" \
  "sudosat encode: warning: --stats tabulates every encoding and AMO: --encoding and --amo are not used" \
  sh -c "$S encode --stats --amo product 2>&1 >/dev/null"
expect_out "encode --alphabet without a puzzle: a warning" \
  "sudosat encode: warning: --alphabet reads a PUZZLE, and there is none: the empty grid has no symbols" \
  sh -c "$S encode --alphabet ABCDEFGHI 2>&1 >/dev/null"
$S encode --encoding reduced $tr_T/one.txt > $tr_T/r.cnf
cadical -q $tr_T/r.cnf > $tr_T/r.model 2>/dev/null
expect_out "decode: encoding options the CNF's map overrides: a warning" \
  "sudosat decode: warning: $tr_T/r.cnf has 'c var' lines, which give the map: --encoding, --amo and --no-givens are not used" \
  sh -c "$S decode --cnf $tr_T/r.cnf --amo product $tr_T/one.txt $tr_T/r.model 2>&1 >/dev/null"
expect_code "decode: the warning does not change the verdict" 0 \
  $S decode --cnf $tr_T/r.cnf --amo product $tr_T/one.txt $tr_T/r.model
expect_out "compare --budget-nodes with external: a warning" \
  "sudosat compare: warning: --budget-nodes does not limit 'external', which counts no nodes (only --timeout does)" \
  sh -c "$S compare --solvers fast,external --sat-cmd cadical --budget-nodes 100000 $tr_T/two.txt 2>&1 >/dev/null"

# ---- a directory, an empty file: exit 2 for every reading subcommand ------------
for c in verify solve rate; do
  expect_out "$c: a directory" "sudosat $c: $tr_T/dir: is a directory" \
    sh -c "$S $c $tr_T/dir 2>&1"
  expect_code "$c: a directory: exit 2" 2 $S $c $tr_T/dir
  expect_out "$c: no puzzle records" "sudosat $c: $tr_T/empty.txt: no puzzle records" \
    sh -c "$S $c $tr_T/empty.txt 2>&1"
  expect_code "$c: no puzzle records: exit 2" 2 $S $c $tr_T/empty.txt
done
for c in encode explain; do
  expect_out "$c: a directory" "sudosat $c: error: $tr_T/dir: is a directory" \
    sh -c "$S $c $tr_T/dir 2>&1"
  expect_out "$c: no puzzle records" "sudosat $c: error: $tr_T/empty.txt: no puzzle records" \
    sh -c "$S $c $tr_T/empty.txt 2>&1"
  expect_code "$c: no puzzle records: exit 2" 2 $S $c $tr_T/empty.txt
done
expect_out "verify --solution: a directory" "sudosat verify: $tr_T/dir: is a directory" \
  sh -c "$S verify --solution $tr_T/dir $tr_T/two.txt 2>&1"
expect_out "decode: a directory as the model" "sudosat decode: $tr_T/dir: is a directory" \
  sh -c "$S decode $tr_T/one.txt $tr_T/dir 2>&1"
expect_out "xc: a directory" "sudosat xc: $tr_T/dir: is a directory" sh -c "$S xc $tr_T/dir 2>&1"
expect_code "xc: a directory: exit 2" 2 $S xc $tr_T/dir
expect_out "a directory as standard input" "sudosat verify: -: is a directory" \
  sh -c "$S verify < $tr_T/dir 2>&1"
expect_out "empty standard input" "sudosat solve: -: no puzzle records" \
  sh -c "$S solve < /dev/null 2>&1"

# A --solution file with more records than puzzles does not pass quietly.
$S solve data/top95.txt 2>/dev/null | head -3 > $tr_T/three.sol
expect_out "verify --solution: solutions beyond the puzzles are said" \
  "sudosat verify: $tr_T/three.sol: 1 solution record beyond the last puzzle" \
  sh -c "$S verify --solution $tr_T/three.sol $tr_T/two.txt 2>&1 >/dev/null"
expect_code "verify --solution: solutions beyond the puzzles: exit 1" 1 \
  $S verify --solution $tr_T/three.sol $tr_T/two.txt

# ---- output that cannot be written is an internal failure ----------------------
expect_out "stdout on a full disk: said" \
  "sudosat verify: cannot write standard output: No space left on device" \
  sh -c "$S verify $tr_T/two.txt 2>&1 >/dev/full"
expect_code "stdout on a full disk: exit 3" 3 sh -c "$S verify $tr_T/two.txt >/dev/full"

# ---- invalid records are findings in explain too -------------------------------
expect_code "explain: invalid givens are a finding" 1 $S explain data/bird_chapter_invalid.txt
expect_code "explain: unsat is an answer" 0 \
  $S explain ".1234567..8.............................................................9........"
expect_code "explain --minimal-check: invalid givens are a finding" 1 \
  $S explain --minimal-check data/bird_chapter_invalid.txt

# ---- every JSON record says how it was read ------------------------------------
tr_as='"box":"3x3","alphabet":"123456789"'
expect_grep "verify JSON: box and alphabet" "\"line\":1,$tr_as,\"status\":\"ok\"" \
  $S verify --format json $tr_T/two.txt
expect_grep "solve JSON: box and alphabet" "\"line\":1,$tr_as,\"solver\":\"fast\"" \
  $S solve --format json $tr_T/two.txt
expect_grep "rate JSON: box and alphabet" "\"line\":1,$tr_as,\"status\":" \
  $S rate --format json $tr_T/two.txt
expect_grep "compare JSON: box and alphabet" "\"line\":1,$tr_as,\"status\":\"unique\"" \
  $S compare --solvers fast,dlx --format json $tr_T/two.txt
expect_grep "explain JSON: box and alphabet" "\"line\":1,$tr_as,\"status\":\"invalid\"" \
  $S explain --format json data/bird_chapter_invalid.txt
expect_grep "explain --minimal-check JSON: box and alphabet" "\"line\":null,$tr_as,\"status\":\"unique\"" \
  $S explain --minimal-check --format json '.......1.4.........2...........5.4.7..8...3....1.9....3..4..2...5.1........8.6...'
expect_grep "generate JSON: box and alphabet" '"box":"2x3","alphabet":"123456","status":"unique","seed":1,"givens"' \
  $S generate --box 2x3 --format json
expect_grep "4x4: box 2x2, alphabet 1234" '"box":"2x2","alphabet":"1234"' \
  sh -c "head -1 data/4x4.txt | $S verify --format json"
expect_grep "16x16: the default alphabet to G" '"box":"4x4","alphabet":"123456789ABCDEFG"' \
  sh -c "head -1 data/16x16.txt | $S solve --format json"
expect_grep "a custom alphabet is the one shown" '"box":"4x4","alphabet":"0123456789ABCDEF"' \
  sh -c "$S generate --box 4x4 --alphabet 0123456789ABCDEF | $S verify --format json --alphabet 0123456789ABCDEF"
(printf '10'; i=1; while [ $i -lt 100 ]; do printf ' 0'; i=$((i + 1)); done; echo) > $tr_T/tokens10.txt
expect_grep "token form: alphabet 1..N" '"box":"2x5","alphabet":"1..10","status":"ok"' \
  $S verify --format json $tr_T/tokens10.txt
expect_grep "error records carry no box" '"line":1,"status":"error","error":' \
  $S solve --format json --alphabet 0123456789ABCDEF $tr_T/two.txt

rm -rf "$tr_T"
