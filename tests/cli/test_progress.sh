# test_progress.sh -- long work shows life, and --timeout bounds it
# (issue 30 §2).  On a pseudo-terminal (tests/cli/progress_run.py) one
# long record draws the progress line from 2 s on -- records, time
# elapsed, the engine or the race -- erased at the end, and nothing on a
# pipe.  Then --timeout 1 bounds every command that searches, on puzzles
# cp or cadical take many seconds on: each ends with its unknown verdict
# and the exit code the exit-status table gives an unknown (0), within a
# generous 20 s (no tight timing: load must not flake it).
# Sourced by tests/cli/run.sh.
pg_T=$(mktemp -d)
python3 tests/cli/progress_run.py "$SUDOSAT" "$pg_T" > "$pg_T/result" 2>&1
while IFS= read -r pg_line; do
  case $pg_line in
    "pass "*) _pass ;;
    "fail "*) _fail "progress: ${pg_line#fail }" ;;
    *) printf '  %s\n' "$pg_line" >&2 ;;
  esac
done < "$pg_T/result"
grep -q '^pass ' "$pg_T/result" || _fail "progress: no case ran"

pg_barbed=tests/conformance/iss-the-barbed-cross.txt
pg_hail=tests/conformance/iss-hailstone-little-killer.txt

# pg_bounded NAME CODE PATTERN COMMAND...: exit CODE, PATTERN (grep -E) on
# stdout+stderr, and done within 20 s.
pg_bounded() {
  pg_name=$1 pg_want=$2 pg_pat=$3; shift 3
  pg_start=$(date +%s)
  "$@" > "$pg_T/out" 2>"$_ERR"; pg_code=$?
  pg_took=$(( $(date +%s) - pg_start ))
  cat "$_ERR" >> "$pg_T/out"
  _sanitized "$pg_name" || return 0
  if [ "$pg_code" != "$pg_want" ]; then
    _fail "timeout $pg_name (exit $pg_code, want $pg_want)"
    head -5 "$pg_T/out" | sed 's/^/  /' >&2
  elif ! grep -Eq -- "$pg_pat" "$pg_T/out"; then
    _fail "timeout $pg_name (no /$pg_pat/)"
    head -5 "$pg_T/out" | sed 's/^/  /' >&2
  elif [ "$pg_took" -gt 20 ]; then
    _fail "timeout $pg_name (took $pg_took s for --timeout 1)"
  else
    _pass
  fi
}

pg_bounded "solve cp" 0 '^unknown: timeout of 1 s reached' \
  "$SUDOSAT" solve --solver cp --timeout 1 $pg_barbed
pg_bounded "solve default" 0 '^unknown: no verdict: cp: timeout' \
  "$SUDOSAT" solve --timeout 1 $pg_hail
pg_bounded "solve --limit" 0 '^unknown: no verdict' \
  "$SUDOSAT" solve --limit 5 --timeout 1 $pg_hail
pg_bounded "solve --true-candidates" 0 \
  'stopped \(time\) before every candidate was asked' \
  "$SUDOSAT" solve --true-candidates --timeout 1 $pg_hail
pg_bounded "solve batch" 0 '^unknown: timeout of 1 s reached' \
  "$SUDOSAT" solve --solver cp --timeout 1 $pg_barbed $pg_barbed
pg_bounded "explain --steps" 0 \
  '^stopped after [0-9]+ steps?: the timeout ran out' \
  "$SUDOSAT" explain --steps --timeout 1 $pg_hail
pg_bounded "explain --clues" 0 '^unknown: --clues needs a puzzle with one' \
  "$SUDOSAT" explain --clues --timeout 1 $pg_hail
pg_bounded "rate" 0 '^unknown givens=0 .*difficulty=none' \
  "$SUDOSAT" rate --timeout 1 $pg_hail
pg_bounded "lesson" 0 'sudosat lesson: the timeout of 1 s ran out' \
  "$SUDOSAT" lesson --timeout 1 -o "$pg_T/l.html" $pg_hail
grep -q 'its verdict is not known (timeout)' "$pg_T/l.html" && _pass \
  || _fail "timeout lesson: the page does not say the verdict is unknown"
pg_bounded "compare" 1 'unknown from a budget: cp on 1 record' \
  "$SUDOSAT" compare --solvers cp,cadical --timeout 1 $pg_hail
# generate's --timeout bounds each uniqueness check (the man page)
pg_bounded "generate" 0 '^[^ ]' \
  "$SUDOSAT" generate --variant killer --count 1 --timeout 1
rm -rf "$pg_T"
