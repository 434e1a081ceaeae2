# lib.sh -- tiny assertion helpers for the CLI test scripts.
# Each tests/cli/test_*.sh sources this, then calls:
#   expect_out  NAME EXPECTED_STDOUT COMMAND...   (exit status ignored)
#   expect_code NAME EXPECTED_STATUS COMMAND...
#   expect_grep NAME PATTERN COMMAND...           (grep -E on stdout+stderr)
# $SUDOSAT is the binary under test; counters live in $TMP_RESULTS.

_pass() { echo "pass" >> "$TMP_RESULTS"; }
_fail() { echo "FAIL: $1" >&2; echo "fail" >> "$TMP_RESULTS"; }

expect_out() {
  name=$1; want=$2; shift 2
  got=$("$@" 2>/dev/null)
  if [ "$got" = "$want" ]; then _pass; else
    _fail "$name"; printf '  want: %s\n  got:  %s\n' "$want" "$got" >&2; fi
}

expect_code() {
  name=$1; want=$2; shift 2
  "$@" >/dev/null 2>&1; got=$?
  if [ "$got" = "$want" ]; then _pass; else
    _fail "$name (exit $got, want $want)"; fi
}

expect_grep() {
  name=$1; pat=$2; shift 2
  if "$@" 2>&1 | grep -Eq -- "$pat"; then _pass; else
    _fail "$name (no match for /$pat/)"; "$@" 2>&1 | head -5 | sed 's/^/  /' >&2; fi
}
