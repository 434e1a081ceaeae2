# test_fast.sh -- `sudosat solve` with the fast solver: output forms,
# limits, status words and exit codes.  Sourced by tests/cli/run.sh.

TMPDIR_FAST=$(mktemp -d)
export TMPDIR_FAST
top95_1='4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......'
top95_1_sol='417369825632158947958724316825437169791586432346912758289643571573291684164875293'
hard='........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3'
unsat='12345678........................................................................9'
empty=$(printf '%081d' 0 | tr 0 .)

expect_grep "fast is listed" '^fast ' "$SUDOSAT" solvers
expect_out "fast line form" "$top95_1_sol" \
  sh -c "echo '$top95_1' | '$SUDOSAT' solve --solver fast"
expect_out "fast is the default" "$top95_1_sol" \
  sh -c "echo '$top95_1' | '$SUDOSAT' solve"
expect_grep "json unique" '"solver":"fast","status":"unique","count":1,"solution":"417369825' \
  sh -c "echo '$top95_1' | '$SUDOSAT' solve --solver fast --format json"
expect_grep "json counters" '"nodes":[0-9]+.*"propagations":[0-9]+' \
  sh -c "echo '$hard' | '$SUDOSAT' solve --solver fast --format json"
expect_grep "limit 1 is found" '"status":"found","count":1' \
  sh -c "echo '$hard' | '$SUDOSAT' solve --solver fast --limit 1 --format json"
expect_out "unsat word" "unsat" \
  sh -c "echo '$unsat' | '$SUDOSAT' solve --solver fast"
expect_code "unsat exits 0" 0 \
  sh -c "echo '$unsat' | '$SUDOSAT' solve --solver fast"
expect_out "multiple word" "multiple" \
  sh -c "echo '$empty' | '$SUDOSAT' solve --solver fast"
expect_grep "limit 0 counts all" '"status":"multiple","count":3589' \
  "$SUDOSAT" solve --solver fast --limit 0 --format json data/fsharp_seed_multiple.txt
expect_grep "limit 7 stops at 7" '"count":7,' \
  sh -c "echo '$empty' | '$SUDOSAT' solve --solver fast --limit 7 --format json"
expect_out "invalid word, with its reason" "invalid: duplicate 9 in column 7 at rows 2 and 9" \
  "$SUDOSAT" solve --solver fast data/bird_chapter_invalid.txt
expect_code "invalid exits 1" 1 \
  "$SUDOSAT" solve --solver fast data/bird_chapter_invalid.txt
expect_out "node budget gives unknown" "unknown: node budget of 1 spent" \
  sh -c "echo '$hard' | '$SUDOSAT' solve --solver fast --budget-nodes 1"
expect_grep "budget note" '"status":"unknown".*"note":"node budget of 1 spent"' \
  sh -c "echo '$hard' | '$SUDOSAT' solve --solver fast --budget-nodes 1 --format json"
expect_out "one line per record" "95" \
  sh -c "'$SUDOSAT' solve --solver fast data/top95.txt | grep -c '^[1-9]\{81\}\$'"
expect_code "top95 solutions verify" 0 \
  sh -c "'$SUDOSAT' solve --solver fast data/top95.txt > \"\$TMPDIR_FAST/s.txt\" && '$SUDOSAT' verify --solution \"\$TMPDIR_FAST/s.txt\" data/top95.txt"
expect_out "16x16 verified" "55" \
  sh -c "'$SUDOSAT' solve --solver fast data/gecode_16x16.txt > \"\$TMPDIR_FAST/g.txt\" && '$SUDOSAT' verify --solution \"\$TMPDIR_FAST/g.txt\" data/gecode_16x16.txt | grep -c 'ok complete'"
expect_grep "block form 16x16" '^----\+----\+----\+----$' \
  sh -c "head -1 data/gecode_16x16.txt | '$SUDOSAT' solve --solver fast --format block"
expect_out "6x6 with --box 2x3" "multiple" \
  sh -c "printf '%036d\n' 0 | tr 0 . | '$SUDOSAT' solve --solver fast --box 2x3"
expect_grep "36x36 empty grid" '"status":"multiple","count":2' \
  sh -c "printf '%01296d\n' 0 | tr 0 . | '$SUDOSAT' solve --solver fast --format json"
rm -rf "$TMPDIR_FAST"
