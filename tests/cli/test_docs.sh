# test_docs.sh -- every `$` example of README.md, docs/guide-*.md,
# docs/reference.md and the man page is run,
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

# Every long option a subcommand's --help names is in the man page (read
# with its \- escapes undone).
do_man=$(mktemp)
sed 's/\\-/-/g' man/sudosat.1 > "$do_man"
for do_cmd in $("$SUDOSAT" --help | awk '/^commands:/ { f = 1; next }
                                        f && /^  [a-z]/ { print $1 }'); do
  do_missing=""
  for do_opt in $("$SUDOSAT" "$do_cmd" --help | grep -o -- '--[a-z][a-z-]*' | sort -u); do
    grep -Fq -- "$do_opt" "$do_man" ||
      do_missing="$do_missing $do_opt"
  done
  if [ -z "$do_missing" ]; then _pass; else
    _fail "docs: man/sudosat.1 does not document $do_cmd's$do_missing"; fi
done
rm -f "$do_man"
