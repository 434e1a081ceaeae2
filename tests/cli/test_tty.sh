# test_tty.sh -- the progress bar and Ctrl-C on a pseudo-terminal
# (tests/cli/tty_run.py): the bar is drawn, redrawn in place and erased;
# never drawn to a file; Ctrl-C stops compare and solve promptly with the
# finished records reported, marked partial, ending by SIGINT (130).
# Sourced by tests/cli/run.sh.
tt_T=$(mktemp -d)
python3 tests/cli/tty_run.py "$SUDOSAT" "$tt_T" > "$tt_T/result" 2>&1
while IFS= read -r tt_line; do
  case $tt_line in
    "pass "*) _pass ;;
    "fail "*) _fail "tty: ${tt_line#fail }" ;;
    *) printf '  %s\n' "$tt_line" >&2 ;;
  esac
done < "$tt_T/result"
grep -q '^pass ' "$tt_T/result" || _fail "tty: no case ran"
rm -rf "$tt_T"
