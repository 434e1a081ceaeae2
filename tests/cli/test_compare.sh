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
$S compare --format csv data/top95.txt > $T/out.csv
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
assert all(r['agree'] for r in recs)
assert recs[-1]['consensus'] == 'invalid'
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
        print(o['file'], o['record'], o['consensus'], o['agree'],
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
