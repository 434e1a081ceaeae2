# test_edges.sh -- the rough edges a new user met (issue 21 items 12 and
# 14): compare's --timeout keeps the slow solvers' node budget; CSV says
# booleans one way and rounds like the tables; counts agree with their
# nouns; SUDOSAT_PORTFOLIO is refused when it names no entrant, and docs/reference.md
# and the man page list the same entrants; decode hints at --cnf for a
# reduced model; rate's scale shares no word with qqwing's.
S=$SUDOSAT
T=$(mktemp -d)
grep -v '^#' data/forum_hardest_1106.txt | head -1 > $T/hard.txt
head -2 data/top95.txt > $T/two.txt

# Item 12: --timeout does not lift backtrack's budget in compare.
expect_grep "compare --timeout: backtrack keeps its 100000-node budget" \
  '"solver":"backtrack","status":"unknown".*"note":"node budget of 100000 spent"' \
  $S compare --solvers backtrack,fast --timeout 20 --format json $T/hard.txt
expect_grep "compare --help says the budget holds under --timeout" \
  "100000 nodes, with or without" $S compare --help

# Item 14: CSV booleans are true/false, counts numbers, floats rounded.
$S solve --format csv $T/two.txt > $T/solve.csv
$S compare --solvers fast,dlx --format csv --per-record $T/two.txt > $T/per.csv 2>/dev/null
$S compare --solvers fast,dlx --format csv $T/two.txt > $T/table.csv 2>/dev/null
expect_out "csv: booleans true/false, counts numbers, floats rounded" "ok" \
  python3 -c "
import csv, re
bools = {'exhausted', 'agree', 'disagrees', 'wrong', 'complete', 'minimal'}
for name in ('$T/solve.csv', '$T/per.csv', '$T/table.csv'):
    rows = list(csv.DictReader(open(name)))
    assert rows, name
    for r in rows:
        for k, v in r.items():
            if k in bools:
                assert v in ('true', 'false'), (name, k, v)
            if re.fullmatch(r'-?[0-9]+\.[0-9]+', v or ''):
                assert len(v.split('.')[1]) <= 3, (name, k, v)
solve = list(csv.DictReader(open('$T/solve.csv')))[0]
assert 'wrong' not in solve and solve['wrong_solutions'] == '0', solve
table = list(csv.DictReader(open('$T/table.csv')))[0]
assert 'wrong' not in table and table['wrong_answers'] == '0', table
print('ok')"

# Counts agree with their nouns.
expect_grep "compare: 1 record, not 1 records" "^1 record, 0 unreadable" \
  sh -c "head -1 data/top95.txt | $S compare --solvers fast,dlx -"
P=$($S solve $T/two.txt | head -1 | sed 's/^./0/')
expect_grep "lesson: (1 step), not (1 steps)" "The solve path \\(1 step\\)" \
  $S lesson "$P"
expect_grep "explain --minimal-check: 1 given" "all 1 given needed" \
  $S explain --minimal-check "$($S generate --box 1x2 | cut -d' ' -f1)" --box 1x2

# SUDOSAT_PORTFOLIO: a name that is no entrant is refused, exit 2.
expect_grep "SUDOSAT_PORTFOLIO=bogus: refused, naming the entrants" \
  "SUDOSAT_PORTFOLIO: 'bogus' is not a portfolio entrant \\(entrants: split, restarts, " \
  env SUDOSAT_PORTFOLIO=bogus $S solve --solver portfolio $T/two.txt
expect_code "SUDOSAT_PORTFOLIO=bogus: exit 2" 2 \
  env SUDOSAT_PORTFOLIO=bogus $S solve --solver portfolio $T/two.txt
expect_out "SUDOSAT_PORTFOLIO=fast,cadical: runs" "$($S solve $T/two.txt)" \
  env SUDOSAT_PORTFOLIO=fast,cadical $S solve --solver portfolio $T/two.txt
# docs/reference.md (README's material on solvers) and the man page name
# the entrants the program takes.
ed_names=$(env SUDOSAT_PORTFOLIO=x $S solve --solver portfolio $T/two.txt 2>&1 |
           sed 's/.*entrants: //; s/)$//; s/, /\n/g' | sort | tr '\n' ' ')
expect_out "docs/reference.md lists the portfolio entrants the program takes" "$ed_names" \
  sh -c "grep 'SUDOSAT_PORTFOLIO' docs/reference.md | grep -o '\`[a-z]*\`' | tr -d '\`' |
         grep -vx 'portfolio\\|split,cadical' | sort -u | tr '\n' ' '"
expect_out "the man page lists the same entrants" "$ed_names" \
  sh -c "sed -n '/^.B SUDOSAT_PORTFOLIO/,/refused/p' man/sudosat.1 |
         grep -E '^[.](B|BR|RB) ' | sed -E 's/^[.][A-Z]+ [(]? *([a-z]+).*/\\1/' |
         grep -v '^$\|SUDOSAT' | sort -u | tr '\n' ' '"

# decode without --cnf, on a reduced model: the way out is named.
$S encode --encoding reduced $T/hard.txt > $T/r.cnf
cadical -q $T/r.cnf > $T/r.model 2>/dev/null
expect_grep "decode: a reduced model without --cnf says to pass it" \
  "wrong variable count: .*\\(a model of a reduced encoding numbers its variables anew: pass its CNF with --cnf\\)" \
  $S decode $T/hard.txt $T/r.model
expect_out "decode: with --cnf it decodes" "$($S solve $T/hard.txt)" \
  sh -c "$S decode --cnf $T/r.cnf $T/r.model | head -1"

# rate: its own scale shares no word with qqwing's levels.
expect_out "rate: no word of qqwing's scale in rate's" "0" \
  sh -c "$S rate data/qqwing_levels.txt | cut -d' ' -f1 |
         grep -cx 'simple\\|easy\\|intermediate\\|expert'"
expect_out "rate: its words are singles, hidden, search" "hidden search singles" \
  sh -c "echo \$($S rate data/qqwing_levels.txt | cut -d' ' -f1 | sort -u)"
rm -rf $T
