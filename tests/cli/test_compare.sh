# test_compare.sh -- sudosat compare end to end: agreement, a lying solver
# caught, machine-readable output that parses, order under -j, exit codes.
S=$SUDOSAT
T=$(mktemp -d)

expect_grep "bundled mix: all agree" "72 records, 0 unreadable: all solvers agree" \
  $S compare data/run/4x4_sample.txt data/run/9x9_mixed.txt data/run/16x16_sample.txt data/run/25x25_sample.txt
expect_code "agreement exits 0" 0 $S compare data/top95.txt
expect_grep "tdoku counts, K = 0, complete solvers agree" "43 records, 0 unreadable: all solvers agree" \
  $S compare --limit 0 --solvers dlx,fast,cadical,picosat data/tdoku_test_puzzles.txt
expect_code "usage: unknown solver" 2 $S compare --solvers nosuch data/top95.txt
expect_code "usage: no files" 2 $S compare
expect_code "usage: bad -j" 2 $S compare -j 0 data/top95.txt
expect_code "unreadable file" 2 $S compare $T/missing.txt

# A deliberately wrong external solver: it answers every CNF with a model
# that puts digit 1 everywhere (satisfying nothing), in SAT-competition form.
cat > $T/liar.sh <<'LIAR'
#!/bin/sh
# usage: liar.sh CNF -- claims SAT with a made-up model
vars=$(grep '^p cnf' "$1" | awk '{print $3}')
echo "s SATISFIABLE"
i=1; line="v"
while [ $i -le $vars ]; do
  if [ $(( (i - 1) % 9 )) -eq 0 ]; then line="$line $i"; else line="$line -$i"; fi
  i=$((i + 1))
done
echo "$line 0"
exit 10
LIAR
chmod +x $T/liar.sh
head -3 data/top95.txt > $T/three.txt
expect_code "wrong external solver: exit 1" 1 \
  $S compare --solvers fast,external --sat-cmd "$T/liar.sh" $T/three.txt
expect_grep "wrong external solver: reported" "disagreement: .* record 1 .*|<- (wrong|disagrees)" \
  $S compare --solvers fast,external --sat-cmd "$T/liar.sh" $T/three.txt
expect_grep "wrong external solver: reproduce line" "reproduce: echo '.*' \| sudosat compare --limit 2 --sat-cmd '.*liar.sh' --solvers fast,external -" \
  $S compare --solvers fast,external --sat-cmd "$T/liar.sh" $T/three.txt

# A solver that calls everything unsatisfiable is refuted by fast's
# verified solution.
printf '#!/bin/sh\necho "s UNSATISFIABLE"\nexit 20\n' > $T/unsat.sh
chmod +x $T/unsat.sh
expect_grep "false unsat: marked wrong" "external +unsat +<- wrong" \
  $S compare --solvers fast,external --sat-cmd "$T/unsat.sh" $T/three.txt
expect_code "false unsat: exit 1" 1 \
  $S compare --solvers fast,external --sat-cmd "$T/unsat.sh" $T/three.txt

# CSV and JSON parse (python's csv and json modules), and say the same.
$S compare --format csv data/top95.txt > $T/out.csv 2> $T/out.csv.err
expect_out "CSV: the totals go to stderr" "95 records, 0 unreadable: all solvers agree" head -1 $T/out.csv.err
expect_out "CSV parses: one row per solver with every column" "ok" python3 -c "
import csv, sys
rows = list(csv.DictReader(open('$T/out.csv')))
assert len(rows) >= 5, rows
for r in rows:
    assert int(float(r['puzzles'])) > 0 and r['solver']
    assert 'median_ms' in r and 'nodes' in r
print('ok')"
$S compare --format json data/top95.txt data/bird_chapter_invalid.txt > $T/out.json
expect_out "JSON Lines parse: 96 records and a summary" "96 ok" python3 -c "
import json
lines = [json.loads(l) for l in open('$T/out.json')]
recs = [l for l in lines if 'record' in l]
summ = [l for l in lines if 'summary' in l]
assert len(summ) == 1 and summ[0]['summary']['records'] == 96
assert all(r['agree'] for r in recs[:-1])
assert recs[-1]['status'] == 'invalid' and recs[-1]['decided'] == 0
assert not recs[-1]['agree'] and recs[-1]['problems']
print(len(recs), 'ok')"

# -j 2 keeps the input order and the verdict table: the same records,
# statuses, counts, and solutions where unique.  (Times differ, and so may
# a SAT backend's counters and which of several solutions it finds first:
# each thread's cached instance has seen other puzzles before.)
verdicts() { python3 -c "
import json, sys
for l in sys.stdin:
    o = json.loads(l)
    if 'record' in o:
        print(o['file'], o['record'], o['status'], o['agree'],
              [(r['solver'], r['status'], r['count'],
                r.get('solution') if r['status'] == 'unique' else None,
                r['disagrees'], r['wrong']) for r in o['results']])"; }
$S compare --format json --solvers dlx,fast,cadical data/top95.txt data/serg_multiple_200.txt | verdicts > $T/j1.txt
$S compare -j 2 --format json --solvers dlx,fast,cadical data/top95.txt data/serg_multiple_200.txt | verdicts > $T/j2.txt
if cmp -s $T/j1.txt $T/j2.txt && [ -s $T/j1.txt ]; then _pass; else _fail "-j 2 changed the verdict table"; fi
expect_out "-j 2: every record, in input order" "295" sh -c "awk '{print \$2}' $T/j2.txt | awk 'BEGIN{n=0} {n++} END{print n}'"
expect_out "-j 2: record numbers ascend within each file" "" sh -c "awk '\$1==f && \$2!=p+1 {print} {f=\$1; p=\$2}' $T/j2.txt | head -1"

# Input errors: one error record each, and the rest still compared.
printf '1...........4...\n12.?............\n..3.............\n' > $T/mixed.txt
expect_grep "error record in the table" "error: $T/mixed.txt:2:4: unknown symbol" $S compare $T/mixed.txt
expect_code "error record exits 1" 1 $S compare $T/mixed.txt

# Plot: a PNG with gnuplot, a clear note without it.
expect_grep "cactus plot written" "cactus plot written to $T/c.png" $S compare --plot $T/c.png --solvers dlx,fast data/top95.txt
if [ -s $T/c.png ] && head -c 8 $T/c.png | grep -q PNG; then _pass; else _fail "no PNG written"; fi
expect_grep "plot: bad extension" "must end in .png or .svg" $S compare --plot $T/c.gif --solvers dlx,fast data/top95.txt
expect_grep "plot: without gnuplot" "gnuplot is not installed" env PATH=/nonexistent $S compare --plot $T/d.png --solvers dlx,fast data/top95.txt

# ---- never a vacuous pass (issue 10, section 1) ------------------------------
# A solver that cannot run at all stops the run before any record: nothing
# on stdout, one line on stderr.
head -2 data/top95.txt > $T/two.txt
expect_out "no --sat-cmd: one line, no record" \
  "sudosat compare: solver 'external' needs --sat-cmd 'CMD ...'
Try 'sudosat compare --help' for more." \
  sh -c "$S compare --solvers external $T/two.txt 2>&1"
expect_code "no --sat-cmd: exit 2" 2 $S compare --solvers external $T/two.txt
expect_out "program that cannot start: one line, no record" \
  "sudosat compare: --sat-cmd: cannot run 'nosuch-binary': No such file or directory" \
  sh -c "$S compare --sat-cmd nosuch-binary $T/two.txt 2>&1"
expect_code "program that cannot start: exit 3 (default solvers too)" 3 \
  $S compare --sat-cmd nosuch-binary $T/two.txt
chmod -x $T/unsat.sh
expect_out "program that is not executable: refused" \
  "sudosat compare: --sat-cmd: cannot run '$T/unsat.sh': Permission denied" \
  sh -c "$S compare --solvers fast,external --sat-cmd $T/unsat.sh $T/two.txt 2>&1"
chmod +x $T/unsat.sh
expect_out "--sat-cmd without external in --solvers: refused" \
  "sudosat compare: --sat-cmd is for solver 'external', which --solvers does not name
Try 'sudosat compare --help' for more." \
  sh -c "$S compare --solvers fast,dlx --sat-cmd cadical $T/two.txt 2>&1"
expect_out "a solver named twice: refused" "sudosat compare: --solvers names 'fast' twice" \
  sh -c "$S compare --solvers fast,fast $T/two.txt 2>&1 | head -1"

# Directories and files with no puzzle records are unreadable files.
mkdir $T/dir
printf '# only a comment\n\n' > $T/comments.txt
expect_out "directory: said, and nothing compared" \
  "sudosat compare: $T/dir: is a directory
0 records, 0 unreadable: nothing was compared
decided by two or more solvers: 0, by one: 0, by none: 0
FAIL (exit 2): 1 file that could not be read" \
  sh -c "$S compare $T/dir 2>&1"
expect_code "directory: exit 2" 2 $S compare $T/dir
expect_out "no puzzle records (comments only)" "sudosat compare: $T/comments.txt: no puzzle records" \
  sh -c "$S compare $T/comments.txt 2>&1 >/dev/null"
expect_code "no puzzle records: exit 2" 2 $S compare $T/comments.txt
expect_out "empty standard input" "sudosat compare: -: no puzzle records" \
  sh -c "$S compare - < /dev/null 2>&1 >/dev/null"
expect_code "a directory among good files: exit 2, the rest compared" 2 \
  $S compare --solvers fast,dlx $T/two.txt $T/dir
expect_grep "a directory among good files: the rest compared" "^2 records, 0 unreadable: all solvers agree$" \
  $S compare --solvers fast,dlx $T/two.txt $T/dir

# The totals say how many records two, one and no solvers decided.
expect_out "totals: all cross-checked" "2 records, 0 unreadable: all solvers agree
decided by two or more solvers: 2, by one: 0, by none: 0
PASS (exit 0)" \
  sh -c "$S compare --solvers fast,dlx $T/two.txt | tail -3"
# external starts but says UNKNOWN on every record (an answer, not a
# failure): fast alone decides them.
printf '#!/bin/sh\necho "s UNKNOWN"\n' > $T/says_unknown.sh
chmod +x $T/says_unknown.sh
expect_out "a solver unknown everywhere: not cross-checked" \
  "2 records, 0 unreadable: no disagreement, but 2 records were decided by fewer than two solvers: not cross-checked
decided by two or more solvers: 0, by one: 2, by none: 0
FAIL (exit 1): 2 records decided by fewer than 2 solvers" \
  sh -c "$S compare --solvers fast,external --sat-cmd $T/says_unknown.sh $T/two.txt | tail -3"
expect_code "a solver unknown everywhere: exit 1" 1 \
  $S compare --solvers fast,external --sat-cmd $T/says_unknown.sh $T/two.txt
expect_out "each such record listed" \
  "not cross-checked: $T/two.txt record 1 (line 1), decided by 1 solver, --require-agreement 2
not cross-checked: $T/two.txt record 2 (line 2), decided by 1 solver, --require-agreement 2" \
  sh -c "$S compare --solvers fast,external --sat-cmd $T/says_unknown.sh $T/two.txt | grep '^not cross-checked'"
expect_out "its account names the reason" "  external   unknown   [$T/says_unknown.sh answered UNKNOWN]" \
  sh -c "$S compare --solvers fast,external --sat-cmd $T/says_unknown.sh $T/two.txt | grep -m1 '^  external'"
expect_out "undecided records listed" \
  "undecided: $T/two.txt record 1 (line 1), no solver reached a verdict
undecided: $T/two.txt record 2 (line 2), no solver reached a verdict
2 records, 0 unreadable: no disagreement, but 2 records were decided by fewer than two solvers: not cross-checked
decided by two or more solvers: 0, by one: 0, by none: 2" \
  sh -c "$S compare --solvers backtrack,singles --budget-nodes 1 $T/two.txt | grep -E '^(undecided|[0-9]|decided)'"
expect_code "--require-agreement 1: one solver's word is enough to pass" 0 \
  $S compare --solvers fast,singles --require-agreement 1 $T/two.txt
expect_out "--require-agreement 1: the totals still say it plainly" \
  "2 records, 0 unreadable: no disagreement, but 2 records were decided by fewer than two solvers: not cross-checked" \
  sh -c "$S compare --solvers fast,singles --require-agreement 1 $T/two.txt | tail -3 | head -1"
expect_out "--require-agreement 3 with three solvers, one stuck" \
  "2 records decided by fewer than 3 solvers (--require-agreement 3)" \
  sh -c "$S compare --solvers fast,dlx,singles --require-agreement 3 $T/two.txt | tail -2 | head -1"
expect_code "--require-agreement 3 with three solvers, one stuck: exit 1" 1 \
  $S compare --solvers fast,dlx,singles --require-agreement 3 $T/two.txt
expect_out "--require-agreement above the solvers named: refused" \
  "sudosat compare: --require-agreement 3 needs 3 solvers, and --solvers names 2 (add solvers, or lower --require-agreement)
Try 'sudosat compare --help' for more." \
  sh -c "$S compare --solvers fast,dlx --require-agreement 3 $T/two.txt 2>&1"
expect_out "one solver and the default: refused" \
  "sudosat compare: --require-agreement 2 needs 2 solvers, and --solvers names 1 (add solvers, or lower --require-agreement)
Try 'sudosat compare --help' for more." \
  sh -c "$S compare --solvers fast $T/two.txt 2>&1"
expect_grep "the reproduce line keeps --require-agreement" \
  "sudosat compare --limit 2 --require-agreement 3 --solvers singles,dlx,fast -" \
  $S compare --solvers fast,dlx,singles --require-agreement 3 $T/two.txt

# A solver that fails is a finding whatever the others say: a crash, an
# error exit, a malformed answer (tests/cli/test_exit_codes.sh has the
# exit codes).  Named per record, in the summary and among the reasons.
printf '#!/bin/sh\nkill -SEGV $$\n' > $T/crash.sh
printf '#!/bin/sh\nexec sleep 30\n' > $T/hang.sh
chmod +x $T/crash.sh $T/hang.sh
expect_out "a crashing solver: each record names it" \
  "solver failed: $T/two.txt record 1 (line 1), external unknown (crash): solver killed by signal 11
solver failed: $T/two.txt record 2 (line 2), external unknown (crash): solver killed by signal 11" \
  sh -c "$S compare --solvers fast,dlx,external --sat-cmd $T/crash.sh $T/two.txt | grep '^solver failed'"
expect_out "a crashing solver: the summary and the outcome" \
  "2 records, 0 unreadable: no disagreement, but 2 solver runs failed
decided by two or more solvers: 2, by one: 0, by none: 0
failed: external on 2 records (crash 2)
FAIL (exit 1): 2 solver crashes (external)" \
  sh -c "$S compare --solvers fast,dlx,external --sat-cmd $T/crash.sh $T/two.txt | tail -4"
$S compare --format json --solvers fast,dlx,external --sat-cmd $T/crash.sh $T/two.txt > $T/crash.json
expect_out "a crashing solver in JSON: result, record and summary" "ok" python3 -c "
import json
lines = [json.loads(l) for l in open('$T/crash.json')]
recs = [l for l in lines if 'record' in l]
s = [l for l in lines if 'summary' in l][0]['summary']
ext = [r for rec in recs for r in rec['results'] if r['solver'] == 'external']
assert [(r['why'], r['failed']) for r in ext] == [('crash', True)] * 2, ext
assert [r['solver_failures'] for r in recs] == [1, 1], recs
assert s['pass'] is False and s['solver_failures'] == 2, s
assert s['reasons'] == ['2 solver crashes (external)'], s
e = [x for x in s['solvers'] if x['solver'] == 'external'][0]
assert (e['unknown'], e['failed'], e['budget']) == (2, 2, 0), e
print('ok')"
expect_out "a crashing solver in per-record CSV: the why column" "crash crash" \
  sh -c "$S compare --format csv --per-record --solvers fast,dlx,external --sat-cmd $T/crash.sh $T/two.txt 2>/dev/null | python3 -c '
import csv, sys
print(\" \".join(r[\"why\"] for r in csv.DictReader(sys.stdin) if r[\"solver\"] == \"external\"))'"
expect_grep "a crashing solver in the summary CSV: the failed column" "^external,2,0,0,0,0,0,2,0,2," \
  $S compare --format csv --solvers fast,dlx,external --sat-cmd $T/crash.sh $T/two.txt
# A solver under test that runs out of time: counted and named, a pass
# unless --require-decided asks for a verdict from every solver under test.
expect_out "a hanging solver: counted as unknown from a budget" \
  "unknown from a budget: external on 2 records (time or nodes)
PASS (exit 0)" \
  sh -c "$S compare --solvers fast,dlx,external --timeout 0.3 --sat-cmd $T/hang.sh $T/two.txt | tail -2"
expect_out "a hanging solver under --require-decided: a finding" \
  "undecided: $T/two.txt record 1 (line 1), external unknown (budget): timeout: $T/hang.sh killed
FAIL (exit 1): 2 unknown verdicts from solvers under test (external) (--require-decided)" \
  sh -c "$S compare --require-decided --solvers fast,dlx,external --timeout 0.3 --sat-cmd $T/hang.sh $T/two.txt | grep -E '^(undecided|FAIL)' | sed -n '1p;\$p'"
expect_code "--require-decided: the default set's budgeted slow solvers are not under test" 0 \
  $S compare --require-decided $T/two.txt
expect_code "--require-decided: a solver --solvers names is" 1 \
  $S compare --require-decided --solvers fast,backtrack --budget-nodes 5 $T/two.txt

# An invalid record is a finding, as in every other subcommand.
expect_out "invalid record: counted" "1 invalid record: the givens break a rule, so no solver ran" \
  sh -c "$S compare --solvers fast,dlx data/bird_chapter_invalid.txt | tail -2 | head -1"
expect_code "invalid record: exit 1" 1 $S compare --solvers fast,dlx data/bird_chapter_invalid.txt

# JSON and CSV carry the same totals.
$S compare --format json --solvers fast,external --sat-cmd $T/says_unknown.sh $T/two.txt data/bird_chapter_invalid.txt > $T/v.json
expect_out "JSON: per-record decided, box, alphabet; summary totals" "ok" python3 -c "
import json
lines = [json.loads(l) for l in open('$T/v.json')]
recs = [l for l in lines if 'record' in l]
s = [l for l in lines if 'summary' in l][0]['summary']
assert [r['decided'] for r in recs] == [1, 1, 0], recs
assert all(r['box'] == '3x3' and r['alphabet'] == '123456789' for r in recs)
want = dict(records=3, unreadable=0, invalid=1, disagreements=0,
            decided_by_two_or_more=0, decided_by_one=2, decided_by_none=0,
            require_agreement=2, short_of_agreement=2, passed=False, exit=1,
            reasons=['1 invalid record',
                     '2 records decided by fewer than 2 solvers'])
s['passed'] = s['pass']
assert {k: s[k] for k in want} == want, s
print('ok')"
expect_out "CSV: the totals on stderr" \
  "2 records, 0 unreadable: no disagreement, but 2 records were decided by fewer than two solvers: not cross-checked" \
  sh -c "$S compare --format csv --solvers fast,singles $T/two.txt 2>&1 >/dev/null | grep '^2 records'"

# --plot is checked before any solving: nothing on stdout.
expect_out "--plot x.pdf: refused before any record" \
  "sudosat compare: --plot: plot file 'x.pdf' must end in .png or .svg
Try 'sudosat compare --help' for more." \
  sh -c "$S compare --plot x.pdf --solvers fast,dlx $T/two.txt 2>&1"
expect_out "--plot into a missing folder: refused before any record" \
  "sudosat compare: --plot: cannot write the plot file '$T/no/c.png': No such file or directory
Try 'sudosat compare --help' for more." \
  sh -c "$S compare --plot $T/no/c.png --solvers fast,dlx $T/two.txt 2>&1"
expect_code "--plot into a missing folder: exit 2" 2 \
  $S compare --plot $T/no/c.png --solvers fast,dlx $T/two.txt
expect_code "--plot without gnuplot: exit 3" 3 \
  env PATH=/nonexistent $S compare --plot $T/d.png --solvers dlx,fast $T/two.txt
mkdir $T/failbin
printf '#!/bin/sh\nexit 1\n' > $T/failbin/gnuplot
chmod +x $T/failbin/gnuplot
expect_out "a failing gnuplot: said after the table" \
  "sudosat compare: gnuplot failed writing '$T/f.png' (exit status 1)" \
  sh -c "PATH=$T/failbin:\$PATH $S compare --plot $T/f.png --solvers fast,dlx $T/two.txt 2>&1 >/dev/null"
expect_code "a failing gnuplot: exit 3" 3 \
  env PATH=$T/failbin:$PATH $S compare --plot $T/f.png --solvers fast,dlx $T/two.txt
expect_code "a full disk for stdout: exit 3" 3 sh -c "$S compare --solvers fast,dlx $T/two.txt > /dev/full"

# Streaming: 200 times more records must not need more memory (peak RSS
# within 2 MB), as the 49k-record 17-clue file must stream.  Not under
# ASan, whose quarantine keeps freed memory on purpose.
if [ -z "${SUDOSAT_SANITIZED:-}" ]; then
grep -v '^#' data/top95.txt > $T/95.txt
i=0; while [ $i -lt 200 ]; do cat $T/95.txt; i=$((i + 1)); done > $T/19000.txt
small=$(/usr/bin/time -f %M $S compare -j 2 --solvers fast,dlx $T/95.txt 2>&1 >/dev/null | tail -1)
big=$(/usr/bin/time -f %M $S compare -j 2 --solvers fast,dlx $T/19000.txt 2>&1 >/dev/null | tail -1)
if [ "$big" -le $((small + 2048)) ]; then _pass; else
  _fail "compare memory grows: $small KB for 95 records, $big KB for 19000"; fi
fi

rm -rf "$T"
