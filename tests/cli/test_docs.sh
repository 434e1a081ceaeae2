# test_docs.sh -- every `$` example of README.md and the man page is run,
# and its output must be the one shown (timings aside): see
# tests/cli/doc_examples.py.  A failure names the file, the line and the
# command, with a diff.  Sourced by tests/cli/run.sh.
do_out=$(mktemp)
python3 tests/cli/doc_examples.py . "$SUDOSAT" > "$do_out" 2>&1
while IFS= read -r do_line; do
  case $do_line in
    "pass "*) _pass ;;
    "fail "*) _fail "docs: ${do_line#fail }" ;;
    *) printf '%s\n' "$do_line" >&2 ;;
  esac
done < "$do_out"
grep -q '^pass ' "$do_out" || _fail "docs: no example ran"
rm -f "$do_out"
