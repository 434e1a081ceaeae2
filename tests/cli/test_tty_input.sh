# test_tty_input.sh -- a person at the terminal (issue 21 item 13), on a
# pseudo-terminal (tests/cli/tty_input.py): one Ctrl-C stops a command
# that waits for typed input; no progress bar is drawn while the user
# types the input; a progress line is erased when Ctrl-C ends the run.
ti_T=$(mktemp -d)
python3 tests/cli/tty_input.py "$SUDOSAT" "$ti_T" > "$ti_T/result" 2>&1
while IFS= read -r ti_line; do
  case $ti_line in
    "pass "*) _pass ;;
    "fail "*) _fail "tty input: ${ti_line#fail }" ;;
    *) printf '  %s\n' "$ti_line" >&2 ;;
  esac
done < "$ti_T/result"
grep -q '^pass ' "$ti_T/result" || _fail "tty input: no case ran"
rm -rf "$ti_T"
