# test_vocab.sh -- one CLI vocabulary: long options exactly as spelled,
# --solver/--solvers as one option, "text" the human format everywhere
# (older names still taken), CSV that Python's csv module reads back,
# decode from the CNF's own header, and the cactus plot's script.
# Sourced by tests/cli/run.sh.
vo_T=$(mktemp -d)
S=$SUDOSAT
head -2 data/top95.txt > "$vo_T/two.txt"

# ---- options -------------------------------------------------------------------
expect_grep "options: a prefix is refused, with what it could mean" \
  "sudosat solve: unknown option '--form' \\(did you mean --format\\?\\)" $S solve --form json "$vo_T/two.txt"
expect_code "options: a prefix is a usage error" 2 $S verify --form json "$vo_T/two.txt"
expect_grep "options: compare --solve is refused (two could be meant)" \
  "did you mean --solvers or --solver\\?" $S compare --solve fast,dlx "$vo_T/two.txt"
expect_grep "options: compare --solver is --solvers, deliberately" "^2 records, 0 unreadable: all solvers agree" \
  $S compare --solver fast,dlx "$vo_T/two.txt"
expect_out "options: solve --solvers NAME is --solver" "$($S solve --solver dlx "$vo_T/two.txt")" \
  $S solve --solvers dlx "$vo_T/two.txt"
expect_grep "options: solve refuses a list of solvers" "runs one solver, and 'fast,dlx' names several" \
  $S solve --solvers fast,dlx "$vo_T/two.txt"
expect_code "options: an option's argument that looks like an option is no option" 3 \
  $S solve --solver external --sat-cmd --not-an-option "$vo_T/two.txt"
expect_code "options: after -- nothing is an option" 2 $S verify -- --form

# ---- formats: text everywhere, the old names too ---------------------------------
for c in "verify" "solve" "rate" "compare --solvers fast,dlx"; do
  expect_out "formats: $c --format text is the default" "$($S $c "$vo_T/two.txt" 2>&1 | tail -2)" \
    sh -c "$S $c --format text '$vo_T/two.txt' 2>&1 | tail -2"
done
# The old names of text are gone (issue 21 item 10, tests/cli/test_formats.sh):
# each is refused with the way to say it now.
expect_code "formats: line is no longer text (solve)" 2 $S solve --format line "$vo_T/two.txt"
expect_code "formats: table is no longer text (compare)" 2 $S compare --format table --solvers fast,dlx "$vo_T/two.txt"
expect_code "formats: words is no longer text (explain)" 2 \
  $S explain --format words data/bird_chapter_invalid.txt
expect_code "formats: xc --format text" 0 $S xc --format text tests/xc/toy.xc
expect_code "formats: generate --format text" 0 $S generate --format text

# ---- CSV: read back by Python's csv module ------------------------------------------
{ cat "$vo_T/two.txt"; echo; cat tests/bad/unknown-symbol.txt; echo
  cat data/bird_chapter_invalid.txt; } > "$vo_T/mix.txt"
vo_csv() { # NAME COMMAND...: every row has the header's columns
  n=$1; shift
  "$@" > "$vo_T/out.csv" 2>/dev/null
  expect_out "csv: $n" "ok" python3 -c "
import csv
rows = list(csv.reader(open('$vo_T/out.csv')))
head = rows[0]
assert head[:6] == ['record','file','line','box','alphabet','status'] and head[-1] == 'note', head
assert len(rows) > 1 and all(len(r) == len(head) for r in rows), [len(r) for r in rows]
d = [dict(zip(head, r)) for r in rows[1:]]
assert all(r['record'].isdigit() for r in d)
err = [r for r in d if r['status'] == 'error']
assert all('unknown symbol' in r['note'] for r in err), err
print('ok')"
}
vo_csv "verify" $S verify --format csv "$vo_T/mix.txt"
vo_csv "solve" $S solve --format csv "$vo_T/mix.txt"
vo_csv "rate" $S rate --format csv "$vo_T/mix.txt"
vo_csv "generate" $S generate --format csv --count 3 --box 2x2
vo_csv "compare --per-record" $S compare --format csv --per-record "$vo_T/mix.txt"
expect_grep "csv: an error record says why in its note" \
  "^3,$vo_T/mix.txt,4,,,error,,,,,,,,,,,,,,,,,\"?$vo_T/mix.txt:4:80: unknown symbol" $S solve --format csv "$vo_T/mix.txt"
expect_grep "csv: --per-record is for --format csv" "--per-record is for --format csv" \
  $S compare --per-record "$vo_T/two.txt"
expect_out "csv: compare --per-record rows agree with the JSON" "ok" sh -c "
  $S compare --format csv --per-record --solvers fast,dlx '$vo_T/two.txt' 2>/dev/null > '$vo_T/r.csv'
  $S compare --format json --solvers fast,dlx '$vo_T/two.txt' > '$vo_T/r.json'
  python3 -c \"
import csv, json
rows = list(csv.DictReader(open('$vo_T/r.csv')))
recs = [json.loads(l) for l in open('$vo_T/r.json') if '\\\"record\\\"' in l]
want = [(str(o['record']), o['status'], str(o['agree']).lower(), r['solver'], r['status'], r.get('solution', ''))
        for o in recs for r in o['results']]
got = [(r['record'], r['status'], r['agree'], r['solver'], r['solver_status'], r['solution']) for r in rows]
assert want == got, (want, got)
print('ok')\""

# ---- decode from the CNF alone -----------------------------------------------------
head -1 data/top95.txt > "$vo_T/hard.txt"
$S encode --encoding reduced --amo sequential "$vo_T/hard.txt" > "$vo_T/r.cnf"
cadical -q "$vo_T/r.cnf" > "$vo_T/r.model" 2>/dev/null
expect_grep "decode: --cnf alone: puzzle, box, encoding and AMO from the header" \
  "^ok: a solution: it keeps the 17 givens and breaks no rule; it satisfies all" \
  $S decode --cnf "$vo_T/r.cnf" "$vo_T/r.model"
$S encode --box 2x3 --amo product > "$vo_T/six.cnf"
cadical -q "$vo_T/six.cnf" > "$vo_T/six.model" 2>/dev/null
expect_grep "decode: the empty grid's box from the header (no --box)" "^ok: a solution: it keeps the 0 givens" \
  $S decode --cnf "$vo_T/six.cnf" "$vo_T/six.model"
expect_out "decode: a size mismatch is named" \
  "error: $vo_T/six.cnf: size mismatch: the CNF encodes a 6x6 grid in 2x3 boxes (its 'c grid' line), the puzzle is 9x9 in 3x3 boxes" \
  $S decode --cnf "$vo_T/six.cnf" "$vo_T/hard.txt" "$vo_T/six.model"
expect_code "decode: a size mismatch is a finding" 1 $S decode --cnf "$vo_T/six.cnf" "$vo_T/hard.txt" "$vo_T/six.model"
expect_out "formats: decode --format text is the default" "$($S decode --cnf "$vo_T/r.cnf" "$vo_T/r.model")" \
  $S decode --format text --cnf "$vo_T/r.cnf" "$vo_T/r.model"
expect_grep "decode --format json" '"status":"ok","givens":17,"solution":"4173' \
  $S decode --cnf "$vo_T/r.cnf" --format json "$vo_T/r.model"
expect_grep "decode: a wrong model, JSON: invalid with problems" '"status":"invalid".*"problems":\["' \
  sh -c "sed '/^v/s/ \([1-9]\)/ -\1/' '$vo_T/r.model' > '$vo_T/bad.model'; $S decode --cnf '$vo_T/r.cnf' --format json '$vo_T/bad.model'"

# ---- the cactus plot: what gnuplot is told ---------------------------------------------
mkdir "$vo_T/bin"
printf '#!/bin/sh\ncat > "%s/script.gp"\n' "$vo_T" > "$vo_T/bin/gnuplot"
chmod +x "$vo_T/bin/gnuplot"
env PATH="$vo_T/bin:$PATH" $S compare --plot "$vo_T/p.png" data/run/9x9_mixed.txt >/dev/null 2>&1
vo_gp=$vo_T/script.gp
expect_grep "plot: the title names the data set, records and date" \
  "set title 'sudosat compare: 9x9_mixed.txt, [0-9]+ records, $(date +%Y-%m)-[0-9][0-9]'" cat "$vo_gp"
expect_grep "plot: unknowns are said to be unplotted" "unknowns are not plotted" cat "$vo_gp"
expect_grep "plot: the key says how many each solver decided" "title 'singles \\([0-9]+ of [0-9]+\\)'" cat "$vo_gp"
expect_out "plot: no yellow on white (Okabe-Ito less #F0E442)" "" sh -c "grep -i 'F0E442\\|yellow' '$vo_gp'"
expect_out "plot: every point at or above the axis floor" "ok" python3 -c "
import re
s = open('$vo_gp').read()
floor = float(re.search(r'set yrange \[([0-9.e+-]+):', s).group(1))
ys = [float(l.split()[1]) for l in s.split('\n') if re.fullmatch(r'[0-9]+ [0-9.e+-]+', l)]
assert ys and min(ys) >= floor * 1.49, (min(ys), floor)
print('ok')"
expect_grep "plot: a missing folder is a usage error before any solving" \
  "^sudosat compare: --plot: cannot write the plot file '$vo_T/no/such/p.png'" \
  $S compare --plot "$vo_T/no/such/p.png" data/top95.txt
expect_out "plot: ... and nothing was solved (no table)" "" sh -c "$S compare --plot '$vo_T/no/p.png' data/top95.txt 2>/dev/null"
expect_code "plot: a bad extension is exit 2" 2 $S compare --plot "$vo_T/p.jpg" data/top95.txt
rm -rf "$vo_T"
