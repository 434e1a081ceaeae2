# test_estimate.sh -- solve --estimate (issue 31 §4, docs/setters.md
# "Counting drafts"): where the count is not final, an estimate beside
# it, named an estimate and never written in the count field.  The
# blank 9x9 has 6,670,903,752,021,072,936,960 solutions (Felgenhauer and
# Jarvis); a 4x4 killer with one cage 48 (counted by cp, exhausted).
# Sourced by run.sh.
es_T=$(mktemp -d)
S=$SUDOSAT
printf '%081d\n' 0 | tr 0 . > "$es_T/blank9.txt"
printf '....\n....\n....\n....\nkiller 3 r4c2 r4c3\n' > "$es_T/k4.txt"

# A timeout stops the count: the line says what was counted, then the
# estimate, marked as one.
expect_grep "estimate: a stopped count says 'at least' and 'an estimate, not a count'" \
  '^multiple: at least [0-9,]+ solutions counted \(node budget of 2000 spent\); estimate [0-9.e+]+ \(95% interval [0-9.e+]+\.\.[0-9.e+]+, 300 probes, seed 5\) -- an estimate, not a count$' \
  $S solve --limit 0 --budget-nodes 2000 --estimate --probes 300 --seed 5 "$es_T/blank9.txt"
# Without --estimate the line is the status word, as before.
expect_out "estimate: none unasked" "unknown: node budget of 10 spent" \
  $S solve --limit 0 --budget-nodes 10 --solver cp "$es_T/blank9.txt"

# JSON: count is the counted number, the estimate apart; the blank 9x9's
# mean within an order of magnitude of the known count, the interval
# around it, and never below the count.
expect_out "estimate: JSON keeps the count, the estimate apart, near 6.67e21" ok \
  sh -c "$S solve --limit 0 --budget-nodes 2000 --estimate --format json '$es_T/blank9.txt' | python3 -c '
import json, sys
r = json.loads(sys.stdin.read())
e, c, want = r[\"estimate\"], r[\"count\"], 6670903752021072936960
ok = (isinstance(c, int) and 0 < c < 1e7 and e[\"probes\"] == 1000
      and e[\"seed\"] == 1 and e[\"stopped\"] is False
      and want / 10 < e[\"mean\"] < want * 10
      and c <= e[\"low\"] <= want <= e[\"high\"] and e[\"mean\"] != c)
print(\"ok\" if ok else r)'"
expect_out "estimate: the JSON record follows docs/json.md" "ok 1" \
  sh -c "$S solve --limit 0 --budget-nodes 500 --estimate --format json '$es_T/blank9.txt' | python3 tests/cli/json_schema.py solve"

# The limit reached on a variant puzzle (the portfolio counts, cp probes):
# 48 solutions, the estimate's interval holds them for seed 1.
expect_out "estimate: a killer's count at the limit, the estimate around 48" ok \
  sh -c "$S solve --limit 2 --estimate --format json '$es_T/k4.txt' | python3 -c '
import json, sys
r = json.loads(sys.stdin.read())
e = r[\"estimate\"]
print(\"ok\" if r[\"count\"] == 2 and e[\"low\"] <= 48 <= e[\"high\"] else r)'"
expect_grep "estimate: the line names the limit" \
  '^multiple: at least 2 solutions counted \(limit 2 reached\); estimate 4[0-9] \(95% interval ' \
  $S solve --estimate "$es_T/k4.txt"
# An exact count is said to be one, with no estimate.
expect_out "estimate: an exact count is not estimated" \
  "multiple: 48 solutions counted (exact)" \
  $S solve --limit 0 --estimate --solver cp "$es_T/k4.txt"
expect_out "estimate: no estimate object where the count is exact" no \
  sh -c "$S solve --limit 0 --estimate --solver cp --format json '$es_T/k4.txt' | grep -q '\"estimate\":' && echo yes || echo no"
# CSV: the estimate's columns before problems, the count in its own.
expect_out "estimate: CSV columns" "2 1000 1" \
  sh -c "$S solve --estimate --format csv '$es_T/k4.txt' | python3 -c '
import csv, sys
r = list(csv.DictReader(sys.stdin))[0]
print(r[\"count\"], r[\"estimate_probes\"], r[\"estimate_seed\"])'"
# Block form: the solution's grid, the estimate's line, a blank line.
expect_out "estimate: block form keeps records apart" "found 2" \
  sh -c "$S solve --estimate --limit 1 --format block '$es_T/k4.txt' '$es_T/k4.txt' | awk '/^found: at least 1 solution counted .* an estimate, not a count\$/ { n++; getline b; if (b != \"\") n = -9 } END { print \"found\", n }'"
# An unreadable record keeps the columns in line.
printf '12x.\n' > "$es_T/bad.txt"
expect_out "estimate: CSV error rows as wide as the others" "28 28 28" \
  sh -c "$S solve --estimate --format csv '$es_T/bad.txt' '$es_T/k4.txt' | python3 -c '
import csv, sys
print(*[len(r) for r in csv.reader(sys.stdin)])'"
# A seed repeats its estimate.
expect_out "estimate: a seed repeats" same \
  sh -c "a=\$($S solve --estimate --seed 9 --probes 50 '$es_T/k4.txt'); b=\$($S solve --estimate --seed 9 --probes 50 '$es_T/k4.txt'); [ \"\$a\" = \"\$b\" ] && echo same"
# Usage: --probes and --seed belong to --estimate; forms it cannot write.
expect_code "estimate: --probes without --estimate" 2 \
  $S solve --probes 10 "$es_T/k4.txt"
expect_code "estimate: --probes 0" 2 \
  $S solve --estimate --probes 0 "$es_T/k4.txt"
expect_code "estimate: not with --format svg" 2 \
  $S solve --estimate --format svg "$es_T/k4.txt"
rm -rf "$es_T"
