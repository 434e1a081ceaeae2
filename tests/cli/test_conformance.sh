# test_conformance.sh -- the conformance corpus: published variant puzzles
# from public sources (tests/conformance/SOURCES.md names each one's
# setter, source and where its solution comes from).  Sourced by run.sh.
#
# tests/conformance/NAME.fpuzzles (an f-puzzles string, as published) or
# NAME.txt (the text form, converted rule by rule from another solver's
# format) is a puzzle with one solution, NAME.sol.  For each puzzle:
#   - sudosat reads it (verify says ok, not complete);
#   - verify --solution accepts NAME.sol as a solution of it;
#   - every engine that claims all of its kinds in `sudosat solvers
#     --format json` (and needs no --sat-cmd or --ipasir-lib) says
#     unique, with NAME.sol as the solution, within --timeout 60;
#   - solve --solver cadical --certify says NAME.sol, certified.
# Under sanitizers (make check-san) the SAT engines other than cadical
# are left out: they run the same encoder (which cadical's run covers)
# in libraries built without the sanitizers, and the corpus must fit in
# CI's time.
# The solutions are the setters' or an independent solver's, never
# sudosat's, so a rule read another way than the community reads it shows
# here as a wrong verdict or a rejected solution.  A failure prints the
# command and what it printed.  tests/conformance/slow.list names the
# checks too slow for `make check` (SUDOSAT_CONFORMANCE_SLOW=1 runs them;
# those marked `san` only under make check-san):
# each is skipped with a line on stderr.  Last, every kind of
# core/kinds.h (and irregular regions) must be in at least two puzzles
# that sudosat reads (one for a kind tests/conformance/one.list names,
# none for one tests/conformance/none.list names: said on stderr).
# The whole file takes about a minute on the 2-core machine under load.
cf_T=$(mktemp -d)
S=$SUDOSAT
$S solvers --format json > "$cf_T/solvers.jsonl"

# The engines that claim every kind of KINDS (a comma-separated list) and
# handle a side of N, one per line.
cf_engines() {
  python3 -c '
import json, sys
kinds = set(k for k in sys.argv[1].split(",") if k)
for line in open(sys.argv[3]):
    s = json.loads(line)
    if s["needs_cmd"] or s["solver"] in ("ipasir", "portfolio"):
        continue
    if s["status"] != "complete" or s["slow"] or s["max_n"] < int(sys.argv[2]):
        continue
    if sys.argv[4] and s["solver"] in ("picosat", "cryptominisat"):
        continue
    if kinds <= set(s["kinds"]):
        print(s["solver"])' "$1" "$2" "$cf_T/solvers.jsonl" "${SUDOSAT_SANITIZED:-}"
}

# cf_expect NAME WANT COMMAND...: stdout must be WANT; a failure shows the
# command, its exit code and the first lines of its stdout and stderr.
cf_expect() {
  cf_name=$1 cf_want=$2; shift 2
  cf_got=$("$@" 2>"$_ERR"); cf_code=$?
  _sanitized "$cf_name" || return 0
  if [ "$cf_got" = "$cf_want" ]; then _pass; return 0; fi
  _fail "$cf_name"
  {
    printf '  command: %s\n  exit: %s\n  want: %s\n' "$*" "$cf_code" "$cf_want"
    printf '%s\n' "$cf_got" | head -3 | sed 's/^/  got:  /'
    head -3 "$_ERR" | sed 's/^/  stderr: /'
  } >&2
  return 1
}

# cf_slow PUZZLE CHECK: true if slow.list leaves CHECK of PUZZLE out (and
# says so on stderr, so that the log shows what did not run).
cf_slow() {
  [ -z "${SUDOSAT_CONFORMANCE_SLOW:-}" ] || return 1
  awk -v p="$1" -v c="$2" -v san="${SUDOSAT_SANITIZED:-}" '
    $1 == p && ($2 == c || $2 == "*") && ($3 != "san" || san != "") { f = 1 }
    END { exit !f }' tests/conformance/slow.list || return 1
  echo "  skipped: conformance: $1: $2 (slow, tests/conformance/slow.list)" >&2
}

# cf_solve ENGINE FILE: "STATUS SOLUTION" of the engine's JSON record (or
# "error: MESSAGE"), and a line naming the signal if it was killed.
cf_solve() {
  $S solve --solver "$1" --limit 2 --timeout 60 --format json "$2" > "$cf_T/out"
  cf_st=$?
  sed -n 's/.*"status":"\([a-z]*\)".*"solution":"\([^"]*\)".*/\1 \2/p
          t
          s/.*"status":"error".*"error":"\([^"]*\)".*/error: \1/p
          t
          s/.*"status":"\([a-z]*\)".*/\1/p' "$cf_T/out" | head -1
  [ $cf_st -lt 128 ] || echo "killed by signal $((cf_st - 128))"
  return $cf_st
}
cf_kinds() { sed -n 's/.*"kinds":\[\([^]]*\)\].*/\1/p' | tr -d '"'; }

: > "$cf_T/kinds"
cf_count=0
for cf_f in tests/conformance/*.fpuzzles tests/conformance/*.txt; do
  [ -f "$cf_f" ] || continue
  cf_base=${cf_f%.*}; cf_p=$(basename "$cf_base")
  cf_count=$((cf_count + 1))
  cf_sol=$(cat "$cf_base.sol")
  # Read it: the kinds and the side come from verify's JSON head.
  cf_expect "conformance: $cf_p: sudosat reads it" "ok" \
    sh -c "$S verify --format json '$cf_f' | sed -n 's/.*\"status\":\"\([a-z]*\)\".*/\1/p'" \
    || { $S verify "$cf_f" 2>&1 | head -2 | sed 's/^/  verify: /' >&2; continue; }
  cf_head=$($S verify --format json "$cf_f")
  cf_k=$(printf '%s\n' "$cf_head" | cf_kinds)
  printf '%s\n' "$cf_k" | tr ',' '\n' | sed "s/\$/ $cf_p/" >> "$cf_T/kinds"
  cf_n=$(awk -v s="$cf_sol" 'BEGIN { n = 1; while (n * n < length(s)) n++; print n }')
  cf_expect "conformance: $cf_p: verify accepts the setter's solution" \
    "ok complete" $S verify --solution "$cf_base.sol" "$cf_f"
  for cf_e in $(cf_engines "$cf_k" "$cf_n"); do
    cf_slow "$cf_p" "$cf_e" && continue
    cf_expect "conformance: $cf_p: $cf_e says unique, the setter's solution" \
      "unique $cf_sol" cf_solve "$cf_e" "$cf_f"
  done
  # (under check-san every third puzzle: test_proof.sh takes the
  # checker's paths there)
  [ -n "${SUDOSAT_SANITIZED:-}" ] && [ $((cf_count % 3)) -ne 0 ] ||
  cf_slow "$cf_p" certify ||
  cf_expect "conformance: $cf_p: cadical --certify certifies it" \
    "$cf_sol (certified)" $S solve --solver cadical --certify --timeout 60 "$cf_f"
done
expect_out "conformance: the corpus holds at least 60 puzzles" "yes" \
  sh -c "[ $cf_count -ge 60 ] && echo yes"
# Every kind of core/kinds.h and irregular regions, in two puzzles
# sudosat reads; one for a kind tests/conformance/one.list names (only
# one published puzzle with an independent solution was found yet); none
# for a kind tests/conformance/none.list names, a known gap said on
# stderr, which must stay a gap: once a puzzle of it is in the corpus,
# the kind leaves that list.
for cf_kind in regions $(sed -n 's/^  X (\([A-Z]*\), \([a-z]*\),.*/\2/p' core/kinds.h); do
  cf_least=2
  grep -q "^$cf_kind " tests/conformance/one.list && cf_least=1
  if grep -q "^$cf_kind " tests/conformance/none.list; then
    echo "  known gap: conformance: kind $cf_kind is in no published puzzle (tests/conformance/none.list)" >&2
    cf_expect "conformance: kind $cf_kind of none.list is in no puzzle yet" "0" \
      grep -c "^$cf_kind " "$cf_T/kinds"
    continue
  fi
  cf_expect "conformance: kind $cf_kind is in at least $cf_least puzzles sudosat reads" "yes" \
    sh -c "[ \$(grep -c '^$cf_kind ' '$cf_T/kinds') -ge $cf_least ] && echo yes" \
    || grep "^$cf_kind " "$cf_T/kinds" | sed 's/^/  read: /' >&2
done
rm -rf "$cf_T"
