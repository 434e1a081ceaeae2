# test_portfolio.sh -- no command waits minutes by default on a variant
# puzzle one engine decides at once (issue 30 §2): the default pick (the
# portfolio, racing cp against cadical) in solve, compare, lesson,
# explain --steps, rate and generate --variant; true candidates at 16x16.
# Each command runs under a generous `timeout 120`: the checks are the
# verdicts, and that the command finished (never a timed assertion).
# Sourced by tests/cli/run.sh.
S=$SUDOSAT
T=$(mktemp -d)
J=tests/portfolio/jigsaw_swapped.txt  # an impossible layout
K=tests/portfolio/killer16.txt        # a unique 16x16 killer
Z=bench/iss/iss-zero-solution-renban.txt # no solution; cp alone searches
                                      # it for minutes (the jigsaw above
                                      # it refutes at once since it learned
                                      # locked candidates)
python3 -c "print('.' * 625); print('antiknight')" > $T/ak25.txt

expect_out "portfolio: solve, the impossible jigsaw: unsat" "unsat" \
  timeout 120 $S solve $J
# A race ends when its winner does: every loser stops on the shared
# cancel flag (dlx ran on until its own end before it read the flag).
expect_out "portfolio: dlx beside cadical stops when cadical wins" \
  "unsat" env SUDOSAT_PORTFOLIO=dlx,cadical timeout 60 $S solve $J
expect_out "portfolio: cp beside cadical stops when cadical wins" \
  "unsat" env SUDOSAT_PORTFOLIO=cp,cadical timeout 60 $S solve $Z
expect_grep "portfolio: compare, the impossible jigsaw: finished, all agree" \
  '^PASS \(exit 0\)' timeout 120 $S compare $J
expect_grep "portfolio: compare names the engines its budget cut short" \
  'unknown from a budget: cp on 1 record' timeout 120 $S compare $Z
expect_out "portfolio: compare --timeout bounds every engine (cp unknown)" \
  "cp unknown" sh -c "timeout 120 $S compare --timeout 1 --format json $Z | python3 -c '
import json, sys
for line in sys.stdin:
    o = json.loads(line)
    for r in o.get(\"results\", []):
        if r[\"solver\"] == \"cp\": print(r[\"solver\"], r[\"status\"])'"
timeout 120 $S lesson -o $T/j.html $J 2>/dev/null
expect_grep "portfolio: lesson, the impossible jigsaw: a page that says no solution" \
  '[Nn]o solution \(decided by [a-z]+' cat $T/j.html
expect_grep "portfolio: explain --steps, the impossible jigsaw: no solution" \
  '^no solution: step [0-9]+ is a contradiction' timeout 120 $S explain --steps $J
expect_grep "portfolio: rate, the impossible jigsaw: unsat" \
  '^unsat ' timeout 120 $S rate $J
expect_grep "portfolio: rate --timeout, the impossible jigsaw: unsat" \
  '^unsat ' timeout 120 $S rate --timeout 60 $J
expect_grep "portfolio: true candidates --timeout on a 25x25 antiknight: stopped, said so" \
  'stopped \(time\)' timeout 120 $S solve --true-candidates --timeout 1 $T/ak25.txt
expect_grep "portfolio: true candidates, the impossible jigsaw: unsat" \
  '^unsat ' timeout 120 $S solve --true-candidates $J

# The 16x16 killer: true candidates are the solution's digits, one a cell.
timeout 120 $S solve --limit 1 $K > $T/k.sol 2>/dev/null
timeout 120 $S solve --true-candidates --format json $K > $T/k.json 2>/dev/null
expect_out "portfolio: true candidates of a unique 16x16 killer: unique" "unique" \
  python3 -c "import json,sys; print(json.loads(open(sys.argv[1]).readline())['status'])" $T/k.json
expect_out "portfolio: true candidates of a 16x16 killer: the solution's digits" \
  "$(cat $T/k.sol)" \
  python3 -c "import json,sys; print(''.join(json.loads(open(sys.argv[1]).readline())['true_candidates']))" $T/k.json
expect_grep "portfolio: compare, the 16x16 killer: finished, all agree" \
  '^PASS \(exit 0\)' timeout 120 $S compare $K
expect_grep "portfolio: solve, the 16x16 killer: unique" '"status":"unique"' \
  timeout 120 $S solve --limit 2 --format json $K

# generate --variant digs with the pick and confirms with an engine that
# does not race in it.
$S generate --variant x --seed 3 --format json > $T/x.json 2>/dev/null
expect_out "portfolio: generate --variant digs with the portfolio, confirms outside it" \
  "portfolio picosat" python3 -c "import json,sys; o=json.loads(open(sys.argv[1]).readline()); print(o['dug_by'], o['confirmed_by'])" $T/x.json

# fuzz --format json stays JSON Lines when an IPASIR library prints on
# standard output (tests/ipasir/picosat_ipasir.c -DSS_NOISY).
${CC:-cc} -std=c11 -O2 -fPIC -shared -DSS_NOISY -o $T/libnoisy.so \
  tests/ipasir/picosat_ipasir.c -lpicosat 2>$T/cc.err
expect_out "portfolio: the noisy IPASIR library builds" "" cat $T/cc.err
expect_out "portfolio: fuzz --format json with a library that prints: JSON Lines only" \
  "json lines ok" sh -c "$S fuzz --solver ipasir --ipasir-lib $T/libnoisy.so --runs 3 --seed 1 --format json 2>/dev/null | python3 -c '
import json, sys
lines = sys.stdin.read().splitlines()
[json.loads(l) for l in lines]
print(\"json lines ok\" if lines else \"no lines\")'"
expect_grep "portfolio: the library's output goes to standard error" \
  'c noisy library' sh -c "$S fuzz --solver ipasir --ipasir-lib $T/libnoisy.so --runs 1 --seed 1 --format json 2>&1 >/dev/null"
rm -rf $T
