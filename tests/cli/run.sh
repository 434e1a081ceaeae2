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
# is printed whole as soon as the file ends, one log at a time, with its
# time and its counts.  TEST_JOBS=1 runs them in this shell, one after
# another.
#
# Every file gets a TMPDIR of its own under one folder of the run, which
# goes at the end: what sudosat and the test's programs leave there (a
# program killed at a timeout before it cleaned up, a proof folder) is
# named in the log and never stays in /tmp.
jobs=${TEST_JOBS:-2}
queue=$(ls -S tests/cli/test_*.sh 2>/dev/null |
        awk '/test_fuzz.sh$/ { print; next } { rest = rest $0 "\n" }
             END { printf "%s", rest }')
run_tmp=$(mktemp -d)
run_file() { # T: one test file, timed (the files may set $1 and t0)
  rf_file=$1 rf_t0=$(date +%s)
  rf_pass0=$(grep -c pass "$TMP_RESULTS") rf_fail0=$(grep -c fail "$TMP_RESULTS")
  rf_tmp=$run_tmp/${rf_file##*/}
  mkdir -p "$rf_tmp"
  echo "== $rf_file"
  rf_old_tmpdir=${TMPDIR-}
  TMPDIR=$rf_tmp; export TMPDIR
  . "./$rf_file"
  if [ -n "$rf_old_tmpdir" ]; then TMPDIR=$rf_old_tmpdir; else unset TMPDIR; fi
  rf_left=$(ls -A "$rf_tmp" 2>/dev/null | tr '\n' ' ')
  [ -z "$rf_left" ] || echo "   (left in its TMPDIR, removed: $rf_left)"
  echo "   ($rf_file: $(($(date +%s) - rf_t0)) s, $(($(grep -c pass "$TMP_RESULTS") - rf_pass0)) passed, $(($(grep -c fail "$TMP_RESULTS") - rf_fail0)) failed)"
}
if [ "$jobs" -le 1 ]; then
  for t in $queue; do S=$SUDOSAT; run_file "$t"; done
else
  shard_dir=$(mktemp -d)
  # LOG: printed whole, one shard at a time (mkdir is the lock).
  print_log() {
    until mkdir "$shard_dir/print.lock" 2>/dev/null; do sleep 0.2; done
    cat "$1"
    rmdir "$shard_dir/print.lock"
  }
  i=0
  while [ $i -lt "$jobs" ]; do
    ( TMP_RESULTS=$shard_dir/results.$i; _ERR=$shard_dir/err.$i
      : > "$TMP_RESULTS"
      for t in $queue; do
        mkdir "$shard_dir/claim.${t##*/}" 2>/dev/null || continue
        S=$SUDOSAT
        run_file "$t" > "$shard_dir/log.${t##*/}" 2>&1
        print_log "$shard_dir/log.${t##*/}"
      done ) &
    i=$((i + 1))
  done
  wait
  # A file whose log does not end with its time did not run to its end
  # (an exit, a shard that died): its log, cut short, and a failure,
  # never a silent pass.
  for t in tests/cli/test_*.sh; do
    log=$shard_dir/log.${t##*/}
    tail -n 1 "$log" 2>/dev/null |
      grep -q "^   ($t: [0-9]* s, [0-9]* passed, [0-9]* failed)$" \
      || { cat "$log" 2>/dev/null || echo "== $t (no log)"
           _fail "$t did not run to its end"; }
  done
  cat "$shard_dir"/results.* >> "$TMP_RESULTS"
  rm -rf "$shard_dir"
fi
rm -rf "$run_tmp"

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
