#!/bin/sh
# liar.sh -- a "SAT solver" that lies: it claims every CNF satisfiable and
# answers with variables 1..V all true (every cell holding every digit),
# which is no solution.  README's compare example catches it.
v=$(sed -n 's/^p cnf \([0-9]*\) .*/\1/p' "$1")
echo "s SATISFIABLE"
seq "$v" | tr '\n' ' ' | sed 's/^/v /; s/$/0\n/'
exit 10
