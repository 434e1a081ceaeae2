# test_batch.sh -- batch runs: -j N gives the same output as -j 1 (solve,
# verify, rate; compare's verdicts), --shard I/N keeps true record
# numbers and N shards merged by record number are one run's output, and
# the GNU parallel recipes of README (when parallel is installed).
# Sourced by tests/cli/run.sh.
ba_T=$(mktemp -d)
S=$SUDOSAT
# A mix: hard, invalid, unreadable, multiple and 16x16 records.
# (A blank line after each part: a file may not end in a newline.)
{ head -40 data/top1465.txt; echo; cat data/bird_chapter_invalid.txt; echo
  cat tests/bad/unknown-symbol.txt; echo; head -3 data/serg_multiple_200.txt
  echo; head -2 data/16x16.txt; } > "$ba_T/mix.txt"
ba_count=$($S verify "$ba_T/mix.txt" | wc -l | tr -d ' ')
expect_out "batch: the mix has its 43 records (top1465 opens with 4 comments)" 43 echo "$ba_count"
ba_notime() { sed 's/"time_ms":[0-9.]*/"time_ms":T/g; s/,[0-9.]*,\([0-9]*,[0-9]*,[0-9]*,\)/,T,\1/'; }

# ---- -j N: the same output as -j 1 ----------------------------------------------
for c in "solve" "solve --format block" "verify" "rate" "verify --format json" "rate --format csv"; do
  $S $c "$ba_T/mix.txt" > "$ba_T/j1" 2>/dev/null
  $S $c -j 3 "$ba_T/mix.txt" > "$ba_T/j3" 2>/dev/null
  if [ -s "$ba_T/j1" ] && cmp -s "$ba_T/j1" "$ba_T/j3"; then _pass; else
    _fail "batch: '$c -j 3' differs from -j 1"; fi
done
$S solve --format json "$ba_T/mix.txt" | ba_notime > "$ba_T/j1"
$S solve -j 2 --format json "$ba_T/mix.txt" | ba_notime > "$ba_T/j2"
if cmp -s "$ba_T/j1" "$ba_T/j2"; then _pass; else _fail "batch: solve -j 2 JSON differs (times aside)"; fi
expect_code "batch: -j keeps the exit code of a finding" 1 $S verify -j 2 "$ba_T/mix.txt"
$S solve "$ba_T/mix.txt" > "$ba_T/sol.txt" 2>/dev/null
$S verify --solution "$ba_T/sol.txt" "$ba_T/mix.txt" > "$ba_T/v1" 2>&1
$S verify -j 2 --solution "$ba_T/sol.txt" "$ba_T/mix.txt" > "$ba_T/v2" 2>&1
if [ -s "$ba_T/v1" ] && cmp -s "$ba_T/v1" "$ba_T/v2"; then _pass; else
  _fail "batch: verify --solution -j 2 differs from -j 1"; fi
expect_out "batch: verify --solution --shard pairs solutions with true records" \
  "$(sed -n '2p;5p' "$ba_T/v1")" sh -c "$S verify --shard 2/3 --solution '$ba_T/sol.txt' '$ba_T/mix.txt' 2>&1 | head -2"

# ---- Ctrl-C without a terminal: what was finished is written, and said -----------
yes "$(head -1 data/top95.txt)" | timeout --preserve-status -s INT 1 $S solve -j 2 - \
  > "$ba_T/int.out" 2> "$ba_T/int.err"
expect_out "interrupt: solve wrote exactly the records it says it finished" \
  "$(wc -l < "$ba_T/int.out" | tr -d ' ')" sh -c "sed -n 's/.*interrupted: \([0-9]*\) records.*/\1/p' '$ba_T/int.err'"
yes "$(head -1 data/top95.txt)" | timeout --preserve-status -s INT 1 $S compare --solvers fast,dlx --format json - \
  > "$ba_T/int.json" 2>/dev/null
expect_out "interrupt: compare's JSON summary is partial and counts the records written" "ok" python3 -c "
import json
lines = [json.loads(l) for l in open('$ba_T/int.json')]
s = lines[-1]['summary']
assert s['partial'] is True and s['records'] == len(lines) - 1 > 0, (s['partial'], s['records'], len(lines))
print('ok')"
# dlx on an impossible jigsaw searches for minutes; without a --timeout it
# read no clock, so a Ctrl-C went unheard (130 is the interrupt's code)
expect_code "interrupt: Ctrl-C stops dlx's search with no --timeout" 130 \
  timeout --preserve-status -s INT -k 20 1 $S solve --solver dlx tests/portfolio/jigsaw_swapped.txt
expect_code "batch: -j 0 is a usage error" 2 $S solve -j 0 "$ba_T/mix.txt"

# ---- --shard I/N -----------------------------------------------------------------
expect_out "shard: true record numbers and lines" "2 2
5 5
8 8" sh -c "$S verify --shard 2/3 --format json data/top95.txt | head -3 |
  python3 -c 'import json,sys
for l in sys.stdin: o = json.loads(l); print(o[\"record\"], o[\"line\"])'"
for c in "verify" "rate" "solve --solver dlx"; do
  $S $c --format json "$ba_T/mix.txt" | ba_notime > "$ba_T/one" 2>/dev/null
  : > "$ba_T/parts"
  for i in 1 2 3; do $S $c --format json --shard $i/3 "$ba_T/mix.txt" >> "$ba_T/parts" 2>/dev/null; done
  LC_ALL=C sort -s -t: -k2,2n "$ba_T/parts" | ba_notime > "$ba_T/merged"
  if [ -s "$ba_T/one" ] && cmp -s "$ba_T/one" "$ba_T/merged"; then _pass; else
    _fail "shard: 3 '$c' shards merged by record differ from one run"; fi
done
$S rate --format csv "$ba_T/mix.txt" > "$ba_T/one.csv"
{ head -1 "$ba_T/one.csv"; for i in 1 2 3 4; do $S rate --format csv --shard $i/4 "$ba_T/mix.txt" | tail -n +2; done |
  LC_ALL=C sort -s -t, -k1,1n; } > "$ba_T/merged.csv"
if cmp -s "$ba_T/one.csv" "$ba_T/merged.csv"; then _pass; else _fail "shard: CSV shards merged differ from one run"; fi
expect_out "shard: the shards cover every record once" "$ba_count" sh -c \
  "for i in 1 2 3 4 5; do $S verify --shard \$i/5 '$ba_T/mix.txt'; done | wc -l | tr -d ' '"
expect_out "shard: compare's summary counts its shard" "15" sh -c \
  "$S compare --solvers fast,dlx --format json --shard 1/3 '$ba_T/mix.txt' | tail -1 |
   python3 -c 'import json,sys; print(json.load(sys.stdin)[\"summary\"][\"records\"])'"
expect_grep "shard: 0/3 is a usage error" "sudosat solve: --shard: '0/3' is not I/N" $S solve --shard 0/3 "$ba_T/mix.txt"
expect_grep "shard: 4/3 is a usage error" "is not I/N with 1 <= I <= N" $S verify --shard 4/3 "$ba_T/mix.txt"

# ---- compare: standard input by default, -j verdicts ---------------------------
expect_grep "compare reads standard input by default" "^3 records, 0 unreadable: all solvers agree" \
  sh -c "head -3 data/top95.txt | $S compare --solvers fast,dlx"

# ---- GNU parallel ------------------------------------------------------------------
if command -v parallel >/dev/null 2>&1; then
  $S solve data/17clue_first5000.txt > "$ba_T/single.txt"
  parallel --pipe -k -N 1000 "$S" solve < data/17clue_first5000.txt > "$ba_T/par.txt" 2>/dev/null
  if [ -s "$ba_T/single.txt" ] && cmp -s "$ba_T/single.txt" "$ba_T/par.txt"; then _pass; else
    _fail "parallel: --pipe -k -N 1000 solve is not byte-identical to one process"; fi
  $S solve --format block data/top95.txt > "$ba_T/blocks.txt"
  $S solve "$ba_T/blocks.txt" > "$ba_T/blocks.single"
  parallel --pipe -k -N 7 --recend '\n\n' "$S" solve < "$ba_T/blocks.txt" > "$ba_T/blocks.par" 2>/dev/null
  if [ -s "$ba_T/blocks.single" ] && cmp -s "$ba_T/blocks.single" "$ba_T/blocks.par"; then _pass; else
    _fail "parallel: block form with --recend '\\n\\n' differs from one process"; fi
  parallel "$S" verify --shard {}/4 --format json "$ba_T/mix.txt" ::: 1 2 3 4 2>/dev/null |
    LC_ALL=C sort -s -t: -k2,2n > "$ba_T/par.jsonl"
  $S verify --format json "$ba_T/mix.txt" > "$ba_T/single.jsonl"
  if cmp -s "$ba_T/single.jsonl" "$ba_T/par.jsonl"; then _pass; else
    _fail "parallel: --shard {}/4 merged by record differs from one run"; fi
else
  echo "  (GNU parallel is not installed: its recipes were not run)" >&2
fi
rm -rf "$ba_T"
