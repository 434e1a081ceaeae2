# test_outcome.sh -- compare's summary says what its exit code says
# (issue 21 items 6 and 7).  JSON's summary has "pass" (true exactly when
# the exit code is 0), "exit" and "reasons"; the text form's last line is
# "PASS (exit 0)" or "FAIL (exit N): reasons" (on stderr with csv), so a
# CI job that reads the summary cannot pass a failing run.  An invalid
# record is counted as invalid, never as "decided": no solver runs on it.
S=$SUDOSAT
T=$(mktemp -d)
head -1 data/top95.txt > $T/good.txt
{ head -1 data/top95.txt; head -1 data/bird_chapter_invalid.txt;
  echo '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4.....?'; } > $T/mix.txt

# The last text line and the exit code agree, with the reasons.
last_and_code() { # last line of stdout (or stderr), then the exit code
  "$@" > $T/out 2> $T/err; code=$?
  printf '%s | %s\n' "$(tail -1 $T/out)" "$code"
}
expect_out "text: a clean run passes" "PASS (exit 0) | 0" \
  last_and_code $S compare --solvers fast,dlx $T/good.txt
expect_out "text: unreadable and invalid fail, with both reasons" \
  "FAIL (exit 1): 1 unreadable record, 1 invalid record | 1" \
  last_and_code $S compare --solvers fast,dlx $T/mix.txt
expect_out "text: a file that cannot be read is exit 2, said so" \
  "FAIL (exit 2): 1 file that could not be read | 2" \
  last_and_code $S compare --solvers fast,dlx $T/good.txt $T/no-such-file
mkdir $T/failbin
printf '#!/bin/sh\nexit 1\n' > $T/failbin/gnuplot
chmod +x $T/failbin/gnuplot
expect_out "text: a failing gnuplot is exit 3, said so" \
  "FAIL (exit 3): 1 internal failure | 3" \
  last_and_code env PATH=$T/failbin:$PATH $S compare --plot $T/f.png \
    --solvers fast,dlx $T/good.txt
expect_out "csv: the outcome is the last line of stderr" \
  "FAIL (exit 1): 1 unreadable record, 1 invalid record | 1" \
  sh -c "$S compare --format csv --solvers fast,dlx $T/mix.txt > /dev/null 2> $T/e; c=\$?;
         printf '%s | %s\n' \"\$(tail -1 $T/e)\" \$c"

# JSON: pass, exit and reasons.
cat > $T/summary.py <<'PY'
import json, sys
s = json.loads(sys.stdin.readlines()[-1])["summary"]
print(s["pass"], s["exit"], s["agree"], "; ".join(s["reasons"]))
PY
expect_out "json: a clean run" "True 0 True " \
  sh -c "$S compare --solvers fast,dlx --format json $T/good.txt | python3 $T/summary.py"
expect_out "json: agree is no pass: unreadable and invalid" \
  "False 1 True 1 unreadable record; 1 invalid record" \
  sh -c "$S compare --solvers fast,dlx --format json $T/mix.txt | python3 $T/summary.py"
expect_code "json: and the exit code is 1" 1 \
  $S compare --solvers fast,dlx --format json $T/mix.txt

# Ctrl-C: partial, exit 130, never a pass.  The slow solvers are stopped
# by SIGINT after a moment; the report of what finished is written.
timeout -s INT 1 $S compare --solvers backtrack,bird --budget-nodes 100000000 \
  --format json data/forum_hardest_1106.txt > $T/int.json 2>/dev/null
expect_out "json after Ctrl-C: partial, no pass, exit 130" "True False 130" \
  sh -c "tail -1 $T/int.json | python3 -c 'import json, sys
s = json.loads(sys.stdin.read())[\"summary\"]
print(s[\"partial\"], s[\"pass\"], s[\"exit\"])'"
timeout -s INT 1 $S compare --solvers backtrack,bird --budget-nodes 100000000 \
  data/forum_hardest_1106.txt > $T/int.txt 2>/dev/null
expect_grep "text after Ctrl-C: the last line says interrupted, exit 130" \
  "^INTERRUPTED \\(exit 130\\): interrupted after [0-9]+ records?$" \
  tail -1 $T/int.txt

# Item 7: no solver runs on an invalid record, so none decided it.
expect_out "invalid: decided by no solver, counted as invalid" \
  "decided by two or more solvers: 0, by one: 0, by none: 0
1 invalid record: the givens break a rule, so no solver ran" \
  sh -c "$S compare --solvers fast,dlx data/bird_chapter_invalid.txt | grep -E '^(decided|1 invalid)'"
expect_out "invalid: listed with the rules its givens break" \
  "invalid: data/bird_chapter_invalid.txt record 1 (line 1): duplicate 9 in column 7 at rows 2 and 9" \
  sh -c "$S compare --solvers fast,dlx data/bird_chapter_invalid.txt | head -1"
expect_out "invalid: JSON decided 0, its problems" \
  '0 ["duplicate 9 in column 7 at rows 2 and 9"] 0' \
  sh -c "$S compare --solvers fast,dlx --format json data/bird_chapter_invalid.txt |
         python3 -c 'import json, sys
r, s = [json.loads(l) for l in sys.stdin]
print(r[\"decided\"], json.dumps(r[\"problems\"]), s[\"summary\"][\"decided_by_two_or_more\"])'"
expect_out "invalid: per-record CSV says decided 0" "0" \
  sh -c "$S compare --solvers fast,dlx --format csv --per-record data/bird_chapter_invalid.txt 2>/dev/null |
         python3 -c 'import csv, sys
print(sorted({r[\"decided\"] for r in csv.DictReader(sys.stdin)})[0])'"
rm -rf $T
