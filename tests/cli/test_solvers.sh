# test_solvers.sh -- sudosat solvers, and sudosat solve with the classic
# solvers (backtrack, singles, bird, dlx) on small inputs.  Sourced by
# tests/cli/run.sh (lib.sh's expect_* helpers, $SUDOSAT).

seed_solution=956147238832956741147832659329561874561478923478329165295614387783295416614783592
easy2=200080300060070084030500209000105408000000000402706000301007040720040060004010003
no_place='12345678.........9...............................................................'

expect_out "solvers lists the classic four in order" "backtrack singles bird dlx" \
  sh -c "$SUDOSAT solvers | grep -E '^[a-z]' | awk '{print \$1}' | grep -E '^(backtrack|singles|bird|dlx)\$' | tr '\n' ' ' | sed 's/ \$//'"
expect_grep "solvers: dlx summary" '^dlx +Knuth.s Algorithm X with dancing links' "$SUDOSAT" solvers
expect_grep "solvers: what singles returns" 'returns: unique or unsat when propagation decides' "$SUDOSAT" solvers
expect_code "solvers --help" 0 "$SUDOSAT" solvers --help

for s in backtrack singles bird dlx; do
  expect_out "solve --solver $s: the singles seed (line)" "$seed_solution" \
    "$SUDOSAT" solve --solver "$s" data/singles_seed_block.txt
  expect_grep "solve --solver $s: json" "\"solver\":\"$s\",\"status\":\"unique\",\"count\":1,\"solution\":\"$seed_solution\"" \
    "$SUDOSAT" solve --solver "$s" --format json data/singles_seed_block.txt
  expect_out "solve --solver $s: invalid givens" "invalid: duplicate 9 in column 7 at rows 2 and 9" \
    "$SUDOSAT" solve --solver "$s" data/bird_chapter_invalid.txt
  expect_code "solve --solver $s: invalid exits 1" 1 \
    "$SUDOSAT" solve --solver "$s" data/bird_chapter_invalid.txt
  expect_out "solve --solver $s: unsat" "unsat" \
    sh -c "echo '$no_place' | $SUDOSAT solve --solver $s -"
done

expect_out "solve --format block" "956|147|238
832|956|741
147|832|659
---+---+---
329|561|874
561|478|923
478|329|165
---+---+---
295|614|387
783|295|416
614|783|592" "$SUDOSAT" solve --solver dlx --format block data/singles_seed_block.txt

for s in bird dlx backtrack; do
  expect_out "solve --solver $s: multiple" "multiple" \
    "$SUDOSAT" solve --solver "$s" data/fsharp_seed_multiple.txt
  expect_grep "solve --solver $s --limit 0: 3589 solutions" '"status":"multiple","count":3589,' \
    "$SUDOSAT" solve --solver "$s" --limit 0 --format json data/fsharp_seed_multiple.txt
done
expect_out "solve --limit 1 finds one" "$(sed -n 1p data/tdoku_test_puzzles.txt | cut -d: -f3)" \
  sh -c "sed -n 1p data/tdoku_test_puzzles.txt | $SUDOSAT solve --solver dlx --limit 1 -"
expect_grep "solve --limit 1 says found" '"status":"found"' \
  sh -c "sed -n 1p data/tdoku_test_puzzles.txt | $SUDOSAT solve --solver bird --limit 1 --format json -"

expect_out "singles stuck on top95's first" "unknown: stuck: naked singles leave 64 cell(s) open" \
  sh -c "head -1 data/top95.txt | $SUDOSAT solve --solver singles -"
expect_grep "singles reports cells_left" '"status":"unknown".*"cells_left":[1-9][0-9]*,"note":"stuck: naked singles leave' \
  sh -c "head -1 data/top95.txt | $SUDOSAT solve --solver singles --format json -"
expect_out "singles: naked singles stop on easy50's second" "unknown: stuck: naked singles leave 50 cell(s) open" \
  sh -c "echo $easy2 | $SUDOSAT solve --solver singles -"
expect_out "singles --hidden solves it" "$(echo $easy2 | $SUDOSAT solve --solver dlx -)" \
  sh -c "echo $easy2 | $SUDOSAT solve --solver singles --hidden -"
expect_grep "singles: contradiction named" '"status":"unsat".*"note":"contradiction: r1c9 has no candidate left"' \
  sh -c "echo '$no_place' | $SUDOSAT solve --solver singles --format json -"

expect_grep "backtrack under a node budget" '"status":"unknown".*"nodes":1000,.*"note":"node budget of 1000 spent"' \
  sh -c "head -1 data/top95.txt | $SUDOSAT solve --solver backtrack --budget-nodes 1000 --format json -"
expect_grep "bird under a timeout" '"status":"unknown".*"note":"timeout of 0.01 s reached"' \
  sh -c "head -1 data/gecode_25x25.txt | $SUDOSAT solve --solver bird --timeout 0.01 --format json -"
expect_out "dlx on 16x16 (the file's own spelling)" "$(head -3 data/gecode_16x16.txt | $SUDOSAT solve --solver bird --hidden -)" \
  sh -c "head -3 data/gecode_16x16.txt | $SUDOSAT solve --solver dlx -"
expect_code "unknown solver is a usage error" 2 "$SUDOSAT" solve --solver nosuch data/top95.txt
