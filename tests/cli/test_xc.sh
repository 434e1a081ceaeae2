# test_xc.sh -- sudosat xc: the seed's toy, exactly; limits, JSON, stdin;
# a generated Sudoku cover; and every broken input in tests/bad_xc/ (NAME.xc
# gives exactly NAME.expected, run from that directory, and exits 1).
# Sourced by tests/cli/run.sh.

expect_out "xc: the seed's toy, exactly" "$(cat tests/xc/toy.expected)" \
  "$SUDOSAT" xc tests/xc/toy.xc
expect_code "xc: the toy exits 0" 0 "$SUDOSAT" xc tests/xc/toy.xc
expect_out "xc: the toy from stdin" "$(cat tests/xc/toy.expected)" \
  sh -c "$SUDOSAT xc < tests/xc/toy.xc"
expect_out "xc --limit 1" "columns: A B C D
r1: A C
r2: B D
r3: A D
r4: B C
solutions: 1
solution 1: r1 r2
nodes: 3
branches: 2
candidate rows: 4
constraint columns: 4
dead ends: 0
exhausted: no
stopped: limit reached" "$SUDOSAT" xc --limit 1 tests/xc/toy.xc
expect_out "xc --format json" '{"record":1,"file":"tests/xc/toy.xc","line":null,"status":"multiple","candidate_rows":4,"constraint_columns":4,"solutions":2,"rows":[["r1","r2"],["r3","r4"]],"nodes":5,"branches":4,"dead_ends":0,"updates":13,"exhausted":true}' \
  "$SUDOSAT" xc --format json tests/xc/toy.xc
expect_grep "xc --budget-nodes" '^stopped: budget spent$' "$SUDOSAT" xc --budget-nodes 2 tests/xc/toy.xc
expect_grep "xc: an unsat cover" '"status":"unsat".*"dead_ends":1,.*"exhausted":true' \
  sh -c "printf 'A B C\nr1: A B\nr2: B C\n' | $SUDOSAT xc --format json -"

# The empty 4x4 Sudoku as an exact cover, written out by awk: 64 rows over
# 64 columns; it has 288 solutions.
sudoku4_xc() {
  awk 'BEGIN {
    printf "columns:";
    for (f = 0; f < 4; f++) for (i = 0; i < 4; i++) for (j = 0; j < 4; j++)
      printf " %s%d%d", substr("prcb", f + 1, 1), i, j;
    printf "\n";
    for (r = 0; r < 4; r++) for (c = 0; c < 4; c++) for (d = 0; d < 4; d++)
      printf "r%dc%dd%d: p%d%d r%d%d c%d%d b%d%d\n", r, c, d + 1, r, c, r, d,
             c, d, int(r / 2) * 2 + int(c / 2), d;
  }'
}
sudoku4=$(mktemp)
sudoku4_xc > "$sudoku4"
expect_grep "xc: the empty 4x4 Sudoku has 288 covers" '^solutions: 288$' \
  "$SUDOSAT" xc "$sudoku4"
expect_grep "xc: ... and 64 candidate rows" '^candidate rows: 64$' \
  "$SUDOSAT" xc "$sudoku4"
rm -f "$sudoku4"

expect_code "xc: a missing file" 2 "$SUDOSAT" xc tests/xc/no-such-file.xc
expect_code "xc: two files" 2 "$SUDOSAT" xc tests/xc/toy.xc tests/xc/toy.xc
expect_code "xc: a bad --format" 2 "$SUDOSAT" xc --format csv tests/xc/toy.xc
expect_code "xc --help" 0 "$SUDOSAT" xc --help
expect_grep "xc --help documents the format" 'r1: A C +then one row per line' "$SUDOSAT" xc --help
expect_grep "xc: JSON error record" '^\{"record":1,"file":"-","line":2,"status":"error","error":"-:2:5: unknown column .E."\}$' \
  sh -c "printf 'A B\nr1: E\n' | $SUDOSAT xc --format json -"

for input in tests/bad_xc/*.xc; do
  [ -f "$input" ] || continue
  name=${input%.xc}
  base=$(basename "$input")
  [ -f "$name.expected" ] || { _fail "$input has no .expected"; continue; }
  expect_out "$input" "$(cat "$name.expected")" \
    sh -c "cd tests/bad_xc && \"\$SUDOSAT\" xc $base"
  expect_code "$input exits 1" 1 sh -c "cd tests/bad_xc && \"\$SUDOSAT\" xc $base"
done

# Issue 12, defect 5: a line past 1 MiB is refused (it was kept whole as
# one column name: 2.1 GB for a 1 GiB line, exit 0); memory stays small.
expect_out "xc: a line longer than 1 MiB" \
  "error: -:1: line longer than 1048576 bytes" \
  sh -c "head -c 2000000 /dev/zero | tr '\\0' a | $SUDOSAT xc -"
if [ -z "${SUDOSAT_SANITIZED:-}" ] && [ -x /usr/bin/time ]; then
  xc_peak=$(head -c 100000000 /dev/zero | tr '\0' a \
    | /usr/bin/time -f %M "$SUDOSAT" xc - 2>&1 >/dev/null | tail -1)
  if [ "${xc_peak:-99999}" -lt 20000 ]; then _pass; else
    _fail "xc: a 100 MB line peaks at ${xc_peak} KB (want under 20 MB)"; fi
fi

# Issue 12, defect 4: the duplicate-column check of a row is linear.  One
# row over 250,000 columns (a line just under 1 MiB) needs well under a
# CPU second; the old check, comparing each column with all before it,
# needed 3*10^10 comparisons (80k columns took 1.8 s).  The limit is CPU
# time, not wall time, so a loaded machine does not make it flaky.
xc_wide=$(mktemp)
awk 'BEGIN {
  n = 0; for (i = 33; i < 127; i++) if (i != 35 && i != 58) sym[n++] = sprintf("%c", i);
  for (line = 0; line < 2; line++) {
    printf "%s", line ? "r:" : "columns:";
    for (k = 0; k < 250000; k++)
      printf " %s%s%s", sym[int(k / (n * n))], sym[int(k / n) % n], sym[k % n];
    print line ? "" : " extra";
  }
  print "s: extra";
}' > "$xc_wide"
expect_grep "xc: a row over 250,000 columns reads within 5 CPU seconds" \
  '^solutions: 1$' sh -c "ulimit -t 5; '$SUDOSAT' xc '$xc_wide'"
rm -f "$xc_wide"
