# lib.sh -- tiny assertion helpers for the CLI test scripts.
# Each tests/cli/test_*.sh is sourced by run.sh and calls:
#   expect_out  NAME EXPECTED_STDOUT COMMAND...   (exit status ignored)
#   expect_code NAME EXPECTED_STATUS COMMAND...
#   expect_grep NAME PATTERN COMMAND...           (grep -E on stdout+stderr)
# $SUDOSAT is the binary under test; results are counted in $TMP_RESULTS.
# Whatever the check, a sanitizer report on stderr fails it: under
# make check-san the same scripts catch memory errors and leaks.

_pass() { echo "pass" >> "$TMP_RESULTS"; }
_fail() { echo "FAIL: $1" >&2; echo "fail" >> "$TMP_RESULTS"; }

_ERR=$(mktemp)
_sanitized() {
  if grep -Eq 'Sanitizer|runtime error:' "$_ERR"; then
    _fail "$1 (sanitizer report)"; sed 's/^/  /' "$_ERR" | head -20 >&2
    return 1
  fi
  return 0
}

# san_sample FILE: the file a loop over records reads: FILE, or under
# make check-san (SUDOSAT_SANITIZED) a copy of its first $SAN_RECORDS (8)
# lines.  The sanitizers look for memory errors along code paths; the
# same path taken for the ninetieth puzzle adds minutes, not coverage.
san_sample() {
  if [ -z "${SUDOSAT_SANITIZED:-}" ]; then echo "$1"; return; fi
  _ss_out=$(mktemp)
  head -n "${SAN_RECORDS:-8}" "$1" >"$_ss_out"
  echo "$_ss_out"
}

expect_out() {
  name=$1; want=$2; shift 2
  got=$("$@" 2>"$_ERR")
  _sanitized "$name" || return 0
  if [ "$got" = "$want" ]; then _pass; else
    _fail "$name"; printf '  want: %s\n  got:  %s\n' "$want" "$got" >&2; fi
}

expect_code() {
  name=$1; want=$2; shift 2
  "$@" >/dev/null 2>"$_ERR"; got=$?
  _sanitized "$name" || return 0
  if [ "$got" = "$want" ]; then _pass; else
    _fail "$name (exit $got, want $want)"; fi
}

expect_grep() {
  name=$1; pat=$2; shift 2
  out=$("$@" 2>"$_ERR"; cat "$_ERR")
  _sanitized "$name" || return 0
  if printf '%s\n' "$out" | grep -Eq -- "$pat"; then _pass; else
    _fail "$name (no match for /$pat/)"; printf '%s\n' "$out" | head -5 | sed 's/^/  /' >&2; fi
}
