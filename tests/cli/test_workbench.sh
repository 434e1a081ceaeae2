# test_workbench.sh -- the setter's workbench (issue 31, docs/setters.md):
# solve --limit K lists the solutions and where they differ (§1); clues
# tells which clues a unique puzzle needs (§3).  Expected answers come
# from a brute-force enumeration that shares no code with sudosat
# (workbench_brute.py), and every listed solution is checked by verify.
# Sourced by run.sh.
wb_T=$(mktemp -d)
S=$SUDOSAT
wb_brute() { python3 tests/cli/workbench_brute.py "$1"; }

# A 4x4 with twelve solutions (brute force), and a 4x4 killer with nine.
printf '12..\n34..\n....\n....\n' > "$wb_T/m4.txt"
sed '$d' docs/examples/variants/killer.txt > "$wb_T/k4.txt"
wb_brute "$wb_T/m4.txt" > "$wb_T/m4.all"
wb_brute "$wb_T/k4.txt" > "$wb_T/k4.all"
expect_out "workbench: the brute force finds 12 and 9 solutions" "12 9" \
  sh -c "echo \$(wc -l < '$wb_T/m4.all') \$(wc -l < '$wb_T/k4.all')"

# Each listed solution is one of the brute force's, they are distinct,
# verify accepts it, and the differing cells are the ones the lines show.
wb_listed() { # PUZZLE K [SOLVER]: checks solve --limit K's line form
  wb_p=$1; wb_k=$2
  $S solve ${3:+--solver $3} --limit "$wb_k" "$wb_p" > "$wb_T/out" 2>&1
  python3 - "$wb_T/out" "${wb_p%.txt}.all" "$wb_k" <<'EOF'
import sys
out = open(sys.argv[1]).read().split("\n")
every = set(open(sys.argv[2]).read().split())
k = int(sys.argv[3])
head, sols = out[0], [l.split()[0] for l in out[1:] if l]
n = int(len(sols[0]) ** 0.5) if sols else 0
differ = [i for i in range(n * n) if any(s[i] != sols[0][i] for s in sols)]
cells = " ".join("r%dc%d" % (i // n + 1, i % n + 1) for i in differ)
want = "multiple: %d solutions shown, differing in %d cells: %s" % (
    len(sols), len(differ), cells)
bad = [s for s in sols if s not in every]
print("ok" if len(sols) == min(k, len(every)) and len(set(sols)) == len(sols)
      and not bad and head == want else "bad: %r %r" % (head, bad))
EOF
}
expect_out "workbench: solve --limit 2 lists two of the 4x4's solutions" ok \
  wb_listed "$wb_T/m4.txt" 2
expect_out "workbench: solve --limit 5 lists five (cp)" ok \
  wb_listed "$wb_T/m4.txt" 5 cp
expect_out "workbench: solve --limit 20 lists all twelve (cadical)" ok \
  wb_listed "$wb_T/m4.txt" 20 cadical
expect_out "workbench: a killer's solutions (the portfolio)" ok \
  wb_listed "$wb_T/k4.txt" 3
expect_out "workbench: a killer's solutions, all nine (cp)" ok \
  wb_listed "$wb_T/k4.txt" 10 cp
# verify checks every listed solution against the rules (not sudosat's
# solver): one line "ok complete" per solution.
expect_out "workbench: verify accepts every listed killer solution" \
  "3 ok complete" \
  sh -c "$S solve --limit 3 --format variant '$wb_T/k4.txt' | $S verify - | sort | uniq -c | sed 's/^ *//'"

# JSON: the schema, solutions[0] = solution, differ as in the lines.
expect_out "workbench: JSON --limit 3 follows docs/json.md" "ok 1" \
  sh -c "$S solve --limit 3 --format json '$wb_T/m4.txt' | python3 tests/cli/json_schema.py solve"
expect_out "workbench: JSON lists three solutions and where they differ" ok \
  sh -c "$S solve --limit 3 --format json '$wb_T/m4.txt' | python3 -c '
import json, sys
r = json.loads(sys.stdin.read())
s = r[\"solutions\"]
n = 4
d = [\"r%dc%d\" % (i // n + 1, i % n + 1) for i in range(16)
     if any(x[i] != s[0][i] for x in s)]
every = set(open(\"$wb_T/m4.all\").read().split())
print(\"ok\" if len(s) == 3 and r[\"differ\"] == d and set(s) <= every
      and r[\"count\"] == 3 else r)'"
expect_out "workbench: without --limit, no list (the record as before)" \
  "no solutions" \
  sh -c "$S solve --format json '$wb_T/m4.txt' | grep -q '\"solutions\"' && echo listed || echo no solutions"
expect_out "workbench: a unique puzzle lists its one solution" \
  '"solutions":["4312124324313124"],"exhausted"' \
  sh -c "$S solve --limit 2 --format json docs/examples/variants/killer.txt | grep -o '\"solutions\":[^]]*\],\"exhausted\"'"

# CSV: the columns solutions and differ after solution.
expect_out "workbench: CSV has solutions and differ" "3 7" \
  sh -c "$S solve --limit 3 --format csv '$wb_T/m4.txt' | python3 -c '
import csv, sys
r = list(csv.DictReader(sys.stdin))[0]
print(len(r[\"solutions\"].split(\"; \")), len(r[\"differ\"].split(\"; \")))'"
expect_out "workbench: CSV without --limit keeps its columns" "0" \
  sh -c "$S solve --format csv '$wb_T/m4.txt' | head -1 | grep -c ,solutions,"

# SVG: the first solution, the differing cells shaded (and only they).
expect_out "workbench: SVG shades the cells where the solutions differ" \
  "4 differ (shaded)" \
  sh -c "$S solve --limit 2 --format svg '$wb_T/m4.txt' > '$wb_T/m.svg'; echo \$(grep -c 'fill=\"#ffd27f\"' '$wb_T/m.svg') \$(grep -o 'differ (shaded)' '$wb_T/m.svg')"

# f-puzzles: one puzzle per solution, solved; each reads back.
expect_out "workbench: fpuzzles-json writes each solution" ok \
  sh -c "$S solve --limit 2 --format fpuzzles-json '$wb_T/k4.txt' | python3 -c '
import json, sys
objs = [json.loads(l) for l in sys.stdin]
every = set(open(\"$wb_T/k4.all\").read().split())
sols = [\"\".join(map(str, o[\"solution\"])) for o in objs]
print(\"ok\" if len(objs) == 2 and len(set(sols)) == 2 and set(sols) <= every
      and all(len(o[\"killercage\"]) == 2 for o in objs) else sols)'"
expect_out "workbench: fpuzzles links read back, one record each" "2" \
  sh -c "$S solve --limit 2 --format fpuzzles '$wb_T/k4.txt' | $S verify - | grep -c '^ok'"
