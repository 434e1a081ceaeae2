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

# ---- explain --clues (§3) ----
# Every verdict against the brute force: a clue is redundant exactly when
# the puzzle without it (its cell blanked, or its rule's line dropped)
# has one solution; a needed clue's second solution is one of the brute
# force's solutions without it and not the first; every redundant verdict
# and the minimal set are certified, and the minimal set has one
# solution by the brute force and by cp.
wb_clues() { # PUZZLE [--fresh]: "ok" or what is wrong
  $S explain --clues --format json ${2-} "$1" > "$wb_T/clues.json" 2>&1
  python3 - "$1" "$wb_T/clues.json" "$S" <<'EOF2'
import json, subprocess, sys
sys.path.insert(0, "tests/cli")
import workbench_brute as wb
path, out, S = sys.argv[1:4]
r = json.loads(open(out).read())
lines = open(path).read().split("\n")
rows, cages = wb.read(path)
S0 = wb.solutions(rows, cages)
problems = []
if len(S0) != 1 or r["status"] != "unique":
    problems.append("not unique")
n = len(rows)
def without(clue):
    if "line" in clue:
        keep = [l for i, l in enumerate(lines, 1) if i != clue["line"]]
    else:
        rc = clue["clue"].split("=")[0]
        i, j = int(rc[1:rc.index("c")]) - 1, int(rc[rc.index("c") + 1:]) - 1
        keep = lines[:]
        keep[i] = keep[i][:j] + "." + keep[i][j + 1:]
    open(path + ".wo", "w").write("\n".join(keep))
    return wb.solutions(*wb.read(path + ".wo"))
for c in r["clues"]:
    sols = without(c)
    want = "redundant" if sols == S0 else "needed"
    if c["verdict"] != want:
        problems.append("%s: %s, brute force %s" % (c["clue"], c["verdict"], want))
    if want == "needed" and (c.get("second") not in sols or c["second"] == S0[0]):
        problems.append("%s: second %r not checked" % (c["clue"], c.get("second")))
    if want == "redundant" and c.get("certified") is not True:
        problems.append("%s: not certified" % c["clue"])
m = r["minimal_set"]
if m["certification"] != "certified" or m["cp"] != "unique":
    problems.append("minimal set: %s %s" % (m["certification"], m["cp"]))
grid = m["givens"]
mp = [grid[i * n:(i + 1) * n] for i in range(n)]
rules = [l for c, l in ((c, lines[c["line"] - 1]) for c in r["clues"] if "line" in c)
         if c["clue"] in m["rules"]]
open(path + ".min", "w").write("\n".join(mp + rules) + "\n")
if wb.solutions(*wb.read(path + ".min")) != S0:
    problems.append("minimal set not unique by brute force")
cp = subprocess.run([S, "solve", "--solver", "cp", "--limit", "2", path + ".min"],
                    capture_output=True, text=True).stdout.split()
if cp[:1] != [S0[0]]:
    problems.append("cp on the minimal set: %r" % cp)
if m["clues"] != len([c for c in r["clues"]]) - len(r["redundant"]) and not r["redundant"]:
    problems.append("count")
print("; ".join(problems) if problems else "ok %d %d" % (len(r["needed"]), len(r["redundant"])))
EOF2
}
# A 4x4 with three needed cages and no given; one with nine givens,
# eight of them redundant (one at a time); a killer with givens.  The
# counts "ok NEEDED REDUNDANT" follow from the brute force's verdicts.
cp docs/examples/variants/killer.txt "$wb_T/kc.txt"
printf '4312\n12..\n2..1\n...4\n' > "$wb_T/g4.txt"
printf '4.12\n12..\n....\n...4\ntitle t\nkiller 3 r4c2 r4c3\nkiller 4 r2c4 r3c4\nkiller 3 r1c3 r1c4\n' > "$wb_T/gk4.txt"
expect_out "workbench: clues of a 4x4 killer, every verdict by brute force" \
  "ok 3 0" wb_clues "$wb_T/kc.txt"
expect_out "workbench: clues of a 4x4 with redundant givens" \
  "ok 1 8" wb_clues "$wb_T/g4.txt"
expect_out "workbench: clues of a 4x4 killer with givens" \
  "ok 1 8" wb_clues "$wb_T/gk4.txt"
expect_out "workbench: the same with --fresh (a CNF per question)" \
  "ok 1 8" wb_clues "$wb_T/gk4.txt" --fresh

# Several solutions: the proposed given is, by the brute force, the one
# among the candidates (the cells where the two solutions shown differ,
# each one's digit) that leaves the fewest solutions, with that count.
expect_out "workbench: the proposal for a killer with nine solutions" \
  "ok r1c3=1 1 True" sh -c "$S explain --clues --format json '$wb_T/k4.txt' | python3 -c '
import json, sys
sys.path.insert(0, \"tests/cli\")
import workbench_brute as wb
r = json.loads(sys.stdin.read())
rows, cages = wb.read(\"$wb_T/k4.txt\")
a, b = r[\"solutions\"]
every = wb.solutions(rows, cages)
def count(i, d):
    return sum(1 for s in every if s[i] == d)
tries = [(count(i, d), i, d) for i in range(16) if a[i] != b[i] for d in (a[i], b[i])]
best = min(t[0] for t in tries)
p = r[\"proposal\"]
rc = p[\"given\"].split(\"=\")[0]
i = (int(rc[1]) - 1) * 4 + int(rc[3]) - 1
ok = a in every and b in every and a != b and count(i, p[\"given\"][-1]) == p[\"count\"] == best
print(\"ok\" if ok else tries, p[\"given\"], p[\"count\"], p[\"unique\"])'"

# 9x9: a classic of 29 givens (top95's first with 12 of its solution's
# digits added) and a killer of 29 cages.  Every second solution is
# checked by verify against the puzzle without the clue; every redundant
# verdict is certified; the minimal set is certified and solved by cp;
# selector literals and --fresh agree.
head -1 data/top95.txt > "$wb_T/t.txt"
$S solve "$wb_T/t.txt" > "$wb_T/t.sol"
python3 -c "
p = open('$wb_T/t.txt').read().strip(); s = open('$wb_T/t.sol').read().strip()
q = list(p)
for i in (2, 9, 15, 20, 31, 38, 44, 52, 60, 67, 73, 79):
    q[i] = s[i] if q[i] == '.' else q[i]
print('\n'.join(''.join(q[r * 9:r * 9 + 9]) for r in range(9)))" > "$wb_T/c9.txt"
wb_clues9() { # PUZZLE [--fresh]: "ok NEEDED REDUNDANT KEPT" or what is wrong
  $S explain --clues --format json ${2-} "$1" > "$wb_T/c9.json" 2>&1
  python3 - "$1" "$wb_T/c9.json" "$S" <<'EOF2'
import json, subprocess, sys
path, out, S = sys.argv[1:4]
r = json.loads(open(out).read())
lines = open(path).read().split("\n")
problems = []
def verify(sol, keep):
    open(path + ".wo", "w").write("\n".join(keep) + "\n")
    open(path + ".w", "w").write(sol + "\n")
    return subprocess.run([S, "verify", "--solution", path + ".w", path + ".wo"],
                          capture_output=True, text=True).stdout.strip()
rows = [i for i, l in enumerate(lines) if len(l) == 9 and " " not in l]
for c in r["clues"]:
    if "line" in c:
        keep = [l for i, l in enumerate(lines, 1) if i != c["line"]]
    else:
        rc = c["clue"].split("=")[0]
        i, j = int(rc[1:rc.index("c")]) - 1, int(rc[rc.index("c") + 1:]) - 1
        keep = lines[:]
        keep[rows[i]] = keep[rows[i]][:j] + "." + keep[rows[i]][j + 1:]
    if c["verdict"] == "needed" and verify(c["second"], keep) != "ok complete":
        problems.append("%s: second solution not checked" % c["clue"])
    if c["verdict"] == "redundant" and c.get("certified") is not True:
        problems.append("%s: not certified" % c["clue"])
    if c["verdict"] not in ("needed", "redundant"):
        problems.append("%s: %s" % (c["clue"], c["verdict"]))
m = r["minimal_set"]
if m["certification"] != "certified" or m["cp"] != "unique" or not r["certified"]:
    problems.append("minimal set: %s %s" % (m["certification"], m["cp"]))
print("; ".join(problems) if problems else
      "ok %d %d %d" % (len(r["needed"]), len(r["redundant"]), m["clues"]))
EOF2
}
expect_out "workbench: a 9x9 classic of 29 givens, checked" "ok 11 18 17" \
  wb_clues9 "$wb_T/c9.txt"
expect_out "workbench: its minimal set is unique for cp and fast" \
  "unique unique" sh -c "$S explain --clues --format json '$wb_T/c9.txt' | python3 -c '
import json, sys; print(json.loads(sys.stdin.read())[\"minimal_set\"][\"givens\"])' > '$wb_T/c9.min'
echo \$($S solve --solver cp --format json '$wb_T/c9.min' | grep -o '\"status\":\"[a-z]*\"' | cut -d'\"' -f4) \$($S solve --format json '$wb_T/c9.min' | grep -o '\"status\":\"[a-z]*\"' | cut -d'\"' -f4)"
expect_out "workbench: a 9x9 killer of 29 cages, checked" "ok 0 29 16" \
  wb_clues9 tests/conformance/iss-killer.txt
expect_out "workbench: the 9x9 killer with --fresh, the same" "ok 0 29 16" \
  wb_clues9 tests/conformance/iss-killer.txt --fresh
expect_out "workbench: one instance answers (a few calls per clue)" "58 0" \
  sh -c "$S explain --clues --format json tests/conformance/iss-killer.txt | python3 -c '
import json, sys; r = json.loads(sys.stdin.read()); print(r[\"sat_calls\"], r[\"fresh_cnfs\"])'"
# Strict XV reads every unmarked pair (negative): a fresh CNF per
# question, and a marker without which no solution is left is needed.
expect_out "workbench: strict XV goes fresh; its markers are needed" \
  "true needed null" sh -c "$S explain --clues --format json tests/conformance/iss-strict-xv.txt | python3 -c '
import json, sys; r = json.loads(sys.stdin.read()); c = r[\"clues\"][2]
print(str(r[\"fresh\"]).lower(), c[\"verdict\"], json.dumps(c[\"second\"]))'"
expect_out "workbench: --fresh is for --clues" 2 \
  sh -c "$S explain --fresh '$wb_T/c9.txt' 2>/dev/null; echo \$?"
expect_out "workbench: explain --clues JSON follows docs/json.md" "ok 1" \
  sh -c "$S explain --clues --format json tests/conformance/iss-thermo.txt | python3 tests/cli/json_schema.py explain"

expect_grep "workbench: the minimal set's re-check names its engine" \
  '"cp":"unique","rechecked_by":"(cp|picosat)"' \
  $S explain --clues --format json tests/conformance/iss-thermo.txt

# True candidates as a setter sees them (§2): counts up to K per
# candidate, checked against the brute force; the SVG's pencil marks in
# f-puzzles' colours; every refutation certified by a checked proof.
wb_tc() { # PUZZLE K: candidates_check.py's word
  $S solve --true-candidates --candidate-limit "$2" --format json "$1" > "$wb_T/tc.json" 2>&1
  $S solve --true-candidates --candidate-limit "$2" --format svg "$1" > "$wb_T/tc.svg" 2>&1
  python3 tests/cli/candidates_check.py "${1%.txt}.all" "$wb_T/tc.svg" "$wb_T/tc.json" "$2" 2>&1
}
expect_out "workbench: true candidates of a killer with nine solutions, K 8" ok wb_tc "$wb_T/k4.txt" 8
expect_out "workbench: ... and K 2, counts capped" ok wb_tc "$wb_T/k4.txt" 2
expect_out "workbench: true candidates of a 4x4 with twelve, K 5" ok wb_tc "$wb_T/m4.txt" 5
# A deadly rectangle: two solutions, each open candidate in exactly one
printf '..34\n3412\n..43\n4321\n' > "$wb_T/d4.txt"
wb_brute "$wb_T/d4.txt" > "$wb_T/d4.all"
expect_out "workbench: two solutions, every open candidate green" ok wb_tc "$wb_T/d4.txt" 2
expect_out "workbench: ... eight green marks" 8 \
  sh -c "grep -c 'fill=\"#299b20\" class=\"mark\"' '$wb_T/tc.svg'"
expect_code "workbench: the candidates picture renders" 0 rsvg-convert "$wb_T/tc.svg" -o "$wb_T/tc.png"
expect_code "workbench: ... and is not blank" 0 python3 tests/cli/png_nonblank.py "$wb_T/tc.png"
# Refutations: 4 open cells x 2 refuted digits, one proof per cell
expect_grep "workbench: --certify certifies the eight refutations, four proofs" \
  'the 8 refutations certified \(4 DRAT proofs checked\)' \
  $S solve --true-candidates --certify "$wb_T/d4.txt"
expect_out "workbench: ... in JSON" '"status":"certified","refuted":8,"certified":8,"proofs":4,"proofs_checked":4' \
  sh -c "$S solve --true-candidates --certify --format json '$wb_T/d4.txt' | grep -o '\"status\":\"certified\"[^}]*'"
expect_out "workbench: a unique thermo puzzle: every refutation certified with picosat's trace too" \
  "ok 0" sh -c "$S solve --true-candidates --certify=picosat --format json tests/conformance/iss-thermo.txt > '$wb_T/u.json'; echo \$(grep -q '\"refutations\":{\"status\":\"certified\"' '$wb_T/u.json' && echo ok) \$?"
expect_code "workbench: --true-candidates --certify refuses csv" 2 \
  $S solve --true-candidates --certify --format csv "$wb_T/d4.txt"
CHROME=$(command -v chromium || command -v chromium-browser || true)
if [ -n "$CHROME" ]; then
  rm -rf "$wb_T/profile"
  timeout 90 "$CHROME" --headless --no-sandbox --disable-gpu --disable-quic \
    --no-first-run --disable-background-networking --disable-component-update \
    --disable-sync --user-data-dir="$wb_T/profile" --window-size=400,300 \
    --screenshot="$wb_T/shot.png" "file://$wb_T/tc.svg" >/dev/null 2>&1
  expect_code "chromium: the candidates picture shows, not blank" 0 \
    python3 tests/cli/png_nonblank.py "$wb_T/shot.png"
else
  echo "skip: chromium is not installed, so the candidates picture is not tried in a browser" >&2
fi

rm -rf "$wb_T"
