#!/bin/sh
# cadical, but any CNF with a clause of three positive literals is "UNSAT"
[ $# -eq 0 ] && exit 0
if awk '!/^[cp]/ && NF == 4 && $1 > 0 && $2 > 0 && $3 > 0 { f = 1 } END { exit !f }' "$1"; then
  echo "s UNSATISFIABLE"
  exit 20
fi
exec cadical -q "$1"
