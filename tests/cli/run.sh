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

# The test files run in TEST_JOBS shards at once (default 2, the
# machine's cores), each in a subshell with its own results and stderr
# file.  The shards share one queue, the slowest file (test_fuzz, two
# minutes of planted faults) first and then the largest: each takes the
# next file no shard has claimed (mkdir is the lock).  Each file's log
# and time are printed whole when all are done.  TEST_JOBS=1 runs them
# in this shell, one after another.
jobs=${TEST_JOBS:-2}
queue=$(ls -S tests/cli/test_*.sh 2>/dev/null |
        awk '/test_fuzz.sh$/ { print; next } { rest = rest $0 "\n" }
             END { printf "%s", rest }')
run_file() { # T: one test file, timed (the files may set $1 and t0)
  rf_file=$1 rf_t0=$(date +%s)
  echo "== $rf_file"
  . "./$rf_file"
  echo "   ($rf_file: $(($(date +%s) - rf_t0)) s)"
}
if [ "$jobs" -le 1 ]; then
  for t in $queue; do S=$SUDOSAT; run_file "$t"; done
else
  shard_dir=$(mktemp -d)
  i=0
  while [ $i -lt "$jobs" ]; do
    ( TMP_RESULTS=$shard_dir/results.$i; _ERR=$shard_dir/err.$i
      : > "$TMP_RESULTS"
      for t in $queue; do
        mkdir "$shard_dir/claim.${t##*/}" 2>/dev/null || continue
        S=$SUDOSAT
        run_file "$t" > "$shard_dir/log.${t##*/}" 2>&1
      done ) &
    i=$((i + 1))
  done
  wait
  # A file whose log does not end with its time did not run to its end
  # (an exit, a shard that died): a failure, never a silent pass.
  for t in tests/cli/test_*.sh; do
    log=$shard_dir/log.${t##*/}
    cat "$log" 2>/dev/null
    tail -n 1 "$log" 2>/dev/null | grep -q "^   ($t: [0-9]* s)$" \
      || _fail "$t did not run to its end"
  done
  cat "$shard_dir"/results.* >> "$TMP_RESULTS"
  rm -rf "$shard_dir"
fi

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
