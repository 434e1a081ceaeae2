#!/bin/sh
# run.sh -- the CLI tests: every tests/cli/test_*.sh, then the data-driven
# cases in tests/bad/ (one broken input per error, named after the error;
# NAME.txt is the input, NAME.expected the exact output of
# `sudosat verify NAME.txt`, which must also exit 1); then tests/bad_variant/
# (variant puzzles: NAME.expected ends with the exit code, 1 or 2).
set -u
: "${SUDOSAT:=bin/sudosat}"
case $SUDOSAT in /*) ;; *) SUDOSAT=$(pwd)/$SUDOSAT ;; esac
export SUDOSAT
TMP_RESULTS=$(mktemp)
export TMP_RESULTS
. tests/cli/lib.sh

for t in tests/cli/test_*.sh; do
  [ -f "$t" ] || continue
  echo "== $t"
  . "./$t"
done

echo "== tests/bad"
for input in tests/bad/*.txt; do
  [ -f "$input" ] || continue # no cases yet
  name=${input%.txt}
  [ -f "$name.expected" ] || { _fail "$input has no .expected"; continue; }
  want=$(cat "$name.expected")
  got=$(cd tests/bad && "$SUDOSAT" verify "$(basename "$input")" 2>"$_ERR")
  code=$?
  _sanitized "$input" || continue
  if [ "$got" = "$want" ] && [ $code -eq 1 ]; then _pass; else
    _fail "$input (exit $code)"; printf '  want: %s\n  got:  %s\n' "$want" "$got" >&2; fi
done

echo "== tests/bad_variant"
for input in tests/bad_variant/*.txt; do
  name=${input%.txt}
  [ -f "$name.expected" ] || { _fail "$input has no .expected"; continue; }
  want=$(cat "$name.expected")
  got=$(cd tests/bad_variant && "$SUDOSAT" verify "$(basename "$input")" 2>&1)
  got=$(printf '%s\nexit: %s' "$got" $?)
  if [ "$got" = "$want" ]; then _pass; else
    _fail "$input"; printf '  want: %s\n  got:  %s\n' "$want" "$got" >&2; fi
done

passed=$(grep -c pass "$TMP_RESULTS")
failed=$(grep -c fail "$TMP_RESULTS")
rm -f "$TMP_RESULTS" "$_ERR"
echo "cli tests: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
