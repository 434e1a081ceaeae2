# test_fuzz.sh -- sudosat fuzz (issue 20): planted faults found and
# shrunk, the report, reproducibility by seed and on -j N (sourced by
# tests/cli/run.sh; names start with fz_).
#
# The planted faults are wrapper scripts around the cadical binary, each
# wrong in one way: a model with one value flipped once the CNF has more
# than 10 clauses; UNSAT claimed for any CNF with a clause of three
# positive literals; a crash on any clause of two negative literals; a
# proof cut to its last line.  fuzz must find each within a few runs and
# shrink it to the size stated below; the shrunk CNF and reproduce.sh in
# the failure's folder must still fail the same way.
S=$SUDOSAT
fz_T=$(mktemp -d)

cat > $fz_T/flip.sh <<'EOF'
#!/bin/sh
[ $# -eq 0 ] && exit 0
n=$(grep -vc '^[cp]' "$1")
cadical -q "$1" > "$1.out"
rc=$?
if [ $rc -eq 10 ] && [ "$n" -gt 10 ]; then
  awk '/^v / && !done { if ($2 ~ /^-/) sub(/^v -/, "v "); else sub(/^v /, "v -"); done = 1 } { print }' "$1.out"
else
  cat "$1.out"
fi
rm -f "$1.out"
exit $rc
EOF
cat > $fz_T/liar.sh <<'EOF'
#!/bin/sh
[ $# -eq 0 ] && exit 0
if awk '!/^[cp]/ && NF == 4 && $1 > 0 && $2 > 0 && $3 > 0 { f = 1 } END { exit !f }' "$1"; then
  echo "s UNSATISFIABLE"
  exit 20
fi
exec cadical -q "$1"
EOF
cat > $fz_T/crash.sh <<'EOF'
#!/bin/sh
[ $# -eq 0 ] && exit 0
if awk '!/^[cp]/ && NF == 3 && $1 < 0 && $2 < 0 { f = 1 } END { exit !f }' "$1"; then
  kill -SEGV $$
fi
exec cadical -q "$1"
EOF
cat > $fz_T/broken.sh <<'EOF'
#!/bin/sh
[ $# -eq 0 ] && exit 0
cadical -q --binary=false "$1" "$2.full" > "$2.out"
rc=$?
tail -n 1 "$2.full" > "$2"
cat "$2.out"
rm -f "$2.full" "$2.out"
exit $rc
EOF
printf '#!/bin/sh\n[ $# -eq 0 ] && exit 0\nsleep 5\n' > $fz_T/slow.sh
printf '#!/bin/sh\n[ $# -eq 0 ] && exit 0\nprintf "s SATISFIABLE\\nv 1 x 0\\n"\nexit 10\n' > $fz_T/garbage.sh
chmod +x $fz_T/*.sh

# fz_field FILE NAME: NAME of the first failure record of a JSON report.
fz_field() {
  python3 -c 'import json, sys
for line in open(sys.argv[1]):
    o = json.loads(line)
    if "summary" not in o:
        print(o[sys.argv[2]]); break' "$1" "$2"
}
# fz_run NAME ARGS...: fuzz --format json into $fz_T/NAME.json.
fz_run() {
  fz_name=$1
  shift
  $S fuzz --format json --out $fz_T/out-$fz_name "$@" > $fz_T/$fz_name.json 2>$fz_T/$fz_name.err
}
# Is the model on stdin wrong for the CNF $1: some clause false?
fz_model_wrong() {
  awk 'NR == FNR { if ($1 == "v") for (i = 2; i <= NF; i++) val[$i < 0 ? -$i : $i] = ($i > 0); next }
       /^[cp]/ { next }
       { sat = 0; for (i = 1; i < NF; i++) { v = $i < 0 ? -$i : $i; if (($i > 0) == val[v]) sat = 1 } if (!sat) bad = 1 }
       END { print bad ? "wrong" : "right" }' - "$1"
}
# The model reproduce.sh (or cadical) gives for the folder's shrunk CNF.
fz_reproduced_model() { "$1/reproduce.sh" | fz_model_wrong "$1/shrunk.cnf"; }
fz_cadical_model() { cadical -q "$1/shrunk.cnf" | fz_model_wrong "$1/shrunk.cnf"; }
# "yes" when FIELD of the first failure of FILE is at most MAX.
fz_at_most() { [ "$(fz_field "$1" "$2")" -le "$3" ] && echo yes; }
# Two JSON reports without their times and folders.
fz_strip() { sed -E 's/"(shrink_ms|seconds|runs_per_s)":[0-9.]+//g; s|"dir":"[^"]*"||' "$1"; }
fz_same_report() { fz_strip "$1" > "$1.s"; fz_strip "$2" > "$2.s"; diff "$1.s" "$2.s"; }
fz_counts() { grep -E '^(by |verdicts|failures)' "$1"; }
fz_same_counts() { fz_counts "$1" > "$1.c"; fz_counts "$2" > "$2.c"; diff "$1.c" "$2.c"; }

# --- usage ------------------------------------------------------------------
expect_code "fuzz: no solver named: usage" 2 $S fuzz --runs 1
expect_grep "fuzz: --sat-cmd and another --solver" "give --sat-cmd or --solver cadical, not both" \
  $S fuzz --sat-cmd cadical --solver cadical --runs 1
expect_code "fuzz: --ipasir-lib without ipasir" 2 $S fuzz --solver fast --ipasir-lib x.so --runs 1
expect_grep "fuzz: --box beyond 8x8" "'9x9' is not RxC with 1 <= R, C <= 8" $S fuzz --solver fast --box 9x9
expect_code "fuzz: --box 1x1 is no puzzle" 2 $S fuzz --solver fast --box 1x1
expect_code "fuzz: reads no files" 2 $S fuzz --solver fast data/top95.txt
expect_code "fuzz: a program that cannot start: exit 3" 3 $S fuzz --sat-cmd nosuch-solver --runs 1

# --- honest solvers: no failure -------------------------------------------------
# Honest solvers on every size the seed draws; the timeouts are generous,
# since a loaded machine must not make a timeout "failure".
# (seed 4: every instance decided by the reference, which seeds 1, 3
# and 5 are not: each draws a 40x40 grid at the hard density that
# neither dlx nor cadical decides, and an undecided instance costs the
# whole timeout)
$S fuzz --solver fast --runs 30 --seed 4 --timeout 120 > $fz_T/fast.txt
expect_grep "fuzz: fast, 30 runs, no failure" "^fuzz: fast, seed 4: 30 runs .*; 0 failures$" \
  cat $fz_T/fast.txt
expect_grep "fuzz: ... each judged against a decided reference" \
  "^verdicts: +invalid [1-9][0-9]* unsat [1-9][0-9]* unique [1-9][0-9]* multiple [1-9][0-9]* undecided 0 " \
  cat $fz_T/fast.txt
expect_code "fuzz: no failure is exit 0" 0 $S fuzz --solver cadical --runs 20 --seed 3 --box 3x3 --timeout 120
expect_grep "fuzz: cadical's binary with its own proofs, no failure" "; 0 failures$" \
  $S fuzz --sat-cmd 'cadical -q %c %p' --runs 30 --seed 4 --timeout 120 --out $fz_T/honest
expect_out "fuzz: a run without failures leaves --out empty" "" sh -c "ls $fz_T/honest"
$S fuzz --solver dlx --runs 40 --seed 6 --timeout 120 > $fz_T/report.txt
expect_grep "fuzz: the report counts sizes" "^by size: +( [0-9]x[0-9] [0-9]+)+$" cat $fz_T/report.txt
expect_grep "fuzz: ... densities" "^by density: 1-10% [0-9]+ 11-20% [0-9]+ .* 91-99% [0-9]+$" cat $fz_T/report.txt
expect_grep "fuzz: ... the reference's verdicts" "^verdicts: +invalid [0-9]+ unsat [0-9]+ unique [0-9]+ multiple [0-9]+ undecided 0" cat $fz_T/report.txt
expect_grep "fuzz: ... and failures by kind" "^failures: +wrong model 0 wrong UNSAT 0 wrong SAT 0 bad proof 0 crash 0 timeout 0 malformed output 0 reference 0$" cat $fz_T/report.txt
expect_out "fuzz: 40 instances give all four verdicts" "yes" sh -c \
  "grep -Eq '^verdicts: +invalid [1-9][0-9]* unsat [1-9][0-9]* unique [1-9][0-9]* multiple [1-9]' $fz_T/report.txt && echo yes"

# --- reproducible: by seed, and on any -j -------------------------------------
$S fuzz --solver fast --runs 25 --seed 9 --timeout 120 > $fz_T/a.txt
$S fuzz --solver fast --runs 25 --seed 9 --timeout 120 -j 2 > $fz_T/b.txt
$S fuzz --solver fast --runs 25 --seed 10 --timeout 120 > $fz_T/c.txt
expect_out "fuzz: the same seed, the same instances (-j 1 and -j 2)" "" \
  fz_same_counts $fz_T/a.txt $fz_T/b.txt
expect_out "fuzz: another seed, other instances" "differ" sh -c \
  "grep '^by size' $fz_T/a.txt > $fz_T/a.s; grep '^by size' $fz_T/c.txt > $fz_T/c.s; cmp -s $fz_T/a.s $fz_T/c.s || echo differ"
fz_run j1 --sat-cmd $fz_T/flip.sh --box 2x3 --runs 12 --seed 5 --shrink-seconds 0 -j 1
fz_run j2 --sat-cmd $fz_T/flip.sh --box 2x3 --runs 12 --seed 5 --shrink-seconds 0 -j 2
expect_out "fuzz: -j 2 finds the same failures as -j 1" "" \
  fz_same_report $fz_T/j1.json $fz_T/j2.json
expect_out "fuzz: ... and there are some" "yes" sh -c \
  "[ \$(grep -c '\"status\":\"wrong model\"' $fz_T/j1.json) -ge 2 ] && echo yes"

# --- planted fault 1: a flipped value once the CNF has more than 10 clauses ---
fz_run flip --sat-cmd $fz_T/flip.sh --box 2x2 --runs 4 --seed 1 --shrink-seconds 300
expect_out "flip: found, a wrong model" "wrong model" fz_field $fz_T/flip.json status
expect_code "flip: exit 1" 1 sh -c "$S fuzz --sat-cmd $fz_T/flip.sh --box 2x2 --runs 4 --seed 1 --shrink-seconds 0 --out $fz_T/x >/dev/null"
expect_out "flip: shrunk to 11 clauses (more than 10 are needed)" "11" fz_field $fz_T/flip.json clauses_after
expect_out "flip: ... of at most 2 literals each" "yes" fz_at_most $fz_T/flip.json literals_after 22
fz_dir=$(fz_field $fz_T/flip.json dir)
expect_out "flip: the folder holds everything" \
  "README.txt found.cnf puzzle.txt reproduce.sh shrunk.cnf shrunk.txt stderr.txt stdout.txt" \
  sh -c "ls $fz_dir | tr '\n' ' ' | sed 's/ $//'"
expect_out "flip: reproduce.sh gives the wrong model again" "wrong" fz_reproduced_model $fz_dir
expect_out "flip: cadical's own model of it is right" "right" fz_cadical_model $fz_dir
expect_grep "flip: README says how to find it again" \
  "^found again by: sudosat fuzz --sat-cmd '$fz_T/flip.sh' --seed 1 --only [0-9]+ --box 2x2$" cat $fz_dir/README.txt
expect_grep "flip: ... and what was shrunk" "^shrunk in [0-9.]+ s: box 2x2 -> [0-9]x[0-9], givens [0-9]+ -> [0-9]+, clauses [0-9]+ -> [0-9]+ \(puzzle\) -> 11, literals" \
  cat $fz_dir/README.txt
fz_only=$(fz_field $fz_T/flip.json instance)
expect_grep "flip: --only finds it again" "^failure: instance $fz_only, wrong model" \
  $S fuzz --sat-cmd $fz_T/flip.sh --box 2x2 --seed 1 --only $fz_only --shrink-seconds 0 --out $fz_T/only

# --- planted fault 2: UNSAT claimed for some satisfiable CNFs ---------------
fz_run liar --sat-cmd $fz_T/liar.sh --runs 6 --seed 1 --box 1x3 --shrink-seconds 300
expect_out "liar: found, a wrong UNSAT" "wrong UNSAT" fz_field $fz_T/liar.json status
expect_out "liar: shrunk to one clause" "1" fz_field $fz_T/liar.json clauses_after
expect_out "liar: ... of three literals (the pattern itself)" "3" fz_field $fz_T/liar.json literals_after
fz_dir=$(fz_field $fz_T/liar.json dir)
expect_out "liar: the shrunk CNF is satisfiable, and it says UNSAT" "10 20" sh -c \
  "cadical -q $fz_dir/shrunk.cnf >/dev/null; a=\$?; $fz_dir/reproduce.sh >/dev/null; echo \$a \$?"

# --- planted fault 3: a crash on a clause pattern ---------------------------
fz_run crash --sat-cmd $fz_T/crash.sh --runs 2 --seed 1 --shrink-seconds 300
expect_out "crash: found" "crash" fz_field $fz_T/crash.json status
expect_out "crash: shrunk to one clause" "1" fz_field $fz_T/crash.json clauses_after
expect_out "crash: ... of two literals" "2" fz_field $fz_T/crash.json literals_after
fz_dir=$(fz_field $fz_T/crash.json dir)
expect_out "crash: the clause is the pattern" "-1 -2 0" grep -v '^[cp]' $fz_dir/shrunk.cnf
expect_out "crash: reproduce.sh crashes the same way (SIGSEGV)" "139" sh -c \
  "$fz_dir/reproduce.sh >/dev/null 2>&1; echo \$?"

# --- planted fault 4: a broken proof (%p) ---------------------------------------
# Only the proof's last line, the empty clause, is kept: wrong on every
# CNF that unit propagation alone does not refute.
fz_run broken --sat-cmd "$fz_T/broken.sh %c %p" --box 3x3 --runs 5 --seed 1 --shrink-seconds 300
expect_out "broken proof: found" "bad proof" fz_field $fz_T/broken.json status
expect_grep "broken proof: the checker's reason" "own proof rejected: lemma 1 \(line 1\) is the empty clause, but unit propagation finds no conflict" \
  fz_field $fz_T/broken.json note
expect_out "broken proof: shrunk to at most 20 clauses" "yes" fz_at_most $fz_T/broken.json clauses_after 20
fz_dir=$(fz_field $fz_T/broken.json dir)
expect_out "broken proof: the shrunk CNF is unsatisfiable, its proof rejected" \
  "rejected: lemma 1 (line 1) is the empty clause, but unit propagation finds no conflict" \
  sh -c "$fz_dir/reproduce.sh >/dev/null; $S check-proof $fz_dir/shrunk.cnf $fz_dir/proof"
expect_out "broken proof: cadical's full proof of it verifies" "verified" sh -c \
  "cadical -q $fz_dir/shrunk.cnf $fz_T/full.drat >/dev/null; $S check-proof $fz_dir/shrunk.cnf $fz_T/full.drat"

# --- the other kinds: timeout, malformed output ---------------------------------
fz_run slow --sat-cmd $fz_T/slow.sh --runs 1 --seed 1 --timeout 0.3 --shrink-seconds 0
expect_out "a solver that does not answer in --timeout" "timeout" fz_field $fz_T/slow.json status
fz_run garbage --sat-cmd $fz_T/garbage.sh --runs 1 --seed 1 --shrink-seconds 0
expect_out "output that does not read" "malformed output" fz_field $fz_T/garbage.json status

# --- engines: the liar IPASIR libraries of tests/ipasir -----------------------
fz_cc=${CC:-cc}
$fz_cc -std=c11 -O2 -fPIC -shared -DSS_BREAK_MODEL -o $fz_T/libmodel.so \
  tests/ipasir/picosat_ipasir.c -lpicosat 2>$fz_T/cc.err
$fz_cc -std=c11 -O2 -fPIC -shared -DSS_BREAK_UNSAT -o $fz_T/libunsat.so \
  tests/ipasir/picosat_ipasir.c -lpicosat 2>>$fz_T/cc.err
expect_out "fuzz: the IPASIR liars build" "" cat $fz_T/cc.err
fz_run model --solver ipasir --ipasir-lib $fz_T/libmodel.so --runs 10 --seed 1
expect_out "ipasir liar: a wrong model" "wrong model" fz_field $fz_T/model.json status
expect_out "ipasir liar: shrunk to the empty 1x2 puzzle" "1x2 0" sh -c \
  "echo \$(python3 -c 'import json, sys
for l in open(sys.argv[1]):
    o = json.loads(l)
    if \"summary\" not in o: print(o[\"box\"], o[\"givens_after\"]); break' $fz_T/model.json)"
fz_run unsat --solver ipasir --ipasir-lib $fz_T/libunsat.so --runs 30 --seed 1
expect_out "ipasir liar: a wrong UNSAT (unique where there are two)" "wrong UNSAT" \
  fz_field $fz_T/unsat.json status
fz_dir=$(fz_field $fz_T/unsat.json dir)
expect_grep "ipasir liar: reproduce.sh runs sudosat solve on the shrunk puzzle" \
  "sudosat solve --solver ipasir --limit 2 --box [0-9]x[0-9] .*--ipasir-lib '$fz_T/libunsat.so'.* shrunk.txt$" cat $fz_dir/reproduce.sh

# --- variant rules ---------------------------------------------------------------
# by rules: classic, jigsaw, then every row of SS_KINDS (one name per
# row after classic and jigsaw), each counting the instances that hold
# it.
fz_rules=$(( $(grep -c '^  X ([A-Z]*, [a-z]*,' core/kinds.h) + 1 ))
expect_grep "fuzz: fast handles no rules: classic instances only" \
  "^by rules: +classic 30( [a-z]+ 0){$fz_rules}$" cat $fz_T/fast.txt
# A jigsaw walk round that traded no cell once left a layout read as
# boxes by the encoder and the text form: small grids, many jigsaws.
$S fuzz --sat-cmd 'cadical -q' --runs 300 --seed 1 --box 2x2 --timeout 120 > $fz_T/rules.txt
expect_grep "fuzz: a program meets rules of many kinds on 4x4, ..." \
  "^by rules: +classic [1-9][0-9]* jigsaw [1-9][0-9]* diagonal [1-9][0-9]* disjoint [1-9][0-9]* extra [1-9]" cat $fz_T/rules.txt
expect_grep "fuzz: ... and cadical fails on none" "; 0 failures$" cat $fz_T/rules.txt
# On 6x6 every kind fits (entropic lines need a side divisible by 3,
# anti-king and nonconsecutive grids do not exist on 4x4).
$S fuzz --sat-cmd 'cadical -q' --runs 400 --seed 1 --box 2x3 --timeout 120 > $fz_T/kinds.txt
expect_grep "fuzz: a program meets every kind of rules on 6x6, ..." \
  "^by rules: +classic [1-9][0-9]*( [a-z]+ [1-9][0-9]*){$fz_rules}$" cat $fz_T/kinds.txt
expect_grep "fuzz: ... and cadical fails on none" "; 0 failures$" cat $fz_T/kinds.txt
fz_run rules --solver ipasir --ipasir-lib $fz_T/libunsat.so --runs 12 --seed 1 --box 2x2
# fz_ruled FILE NAME: NAME of the first failure of FILE that kept rules.
fz_ruled() {
  python3 -c 'import json, sys
for line in open(sys.argv[1]):
    o = json.loads(line)
    if o.get("rules", "classic") != "classic":
        print(o[sys.argv[2]]); break' "$1" "$2"
}
# (which kind comes first depends on the seed and the kinds table: the
# rule found must be the rule kept, whichever it is)
# A negative constraint's rule brings its markers (fuzz/variant.c: white,
# black, x and v dots, read off the grid): a smaller box is a fresh
# puzzle of the rule, whose markers may be of other families, so with
# "negative" the marker kinds are not compared (fz_rule).
fz_rule() {
  case "+$1+" in
    *+negative+*) echo "$1" | tr '+' '\n' \
                    | grep -v -x -e difference -e ratio -e xv | paste -sd+ - ;;
    *) echo "$1" ;;
  esac
}
fz_kind=$(fz_ruled $fz_T/rules.json found_rules)
expect_out "fuzz: a failure found on rules keeps them when shrunk" \
  "$(fz_rule "$fz_kind") $(fz_rule "$fz_kind")" \
  echo "$(fz_rule "$fz_kind") $(fz_rule "$(fz_ruled $fz_T/rules.json rules)")"
expect_grep "fuzz: ... its kinds of rules, named" '^[a-z]+(\+[a-z]+)*$' echo "$fz_kind"
fz_dir=$(fz_ruled $fz_T/rules.json dir)
# fz_kinds FILE: the kinds sudosat reads in FILE, sorted, joined by +.
fz_kinds() {
  $S solve --solver cadical --limit 2 --format json "$1" | python3 -c '
import json, sys
print("+".join(sorted(json.loads(sys.stdin.readline())["kinds"])))'
}
fz_sorted=$(fz_ruled $fz_T/rules.json rules | tr '+' '\n' | sort | paste -sd+ -)
expect_out "fuzz: ... shrunk.txt has them (the text form)" "$fz_sorted" fz_kinds $fz_dir/shrunk.txt
fz_ruled $fz_T/rules.json text > $fz_T/ruled-text.txt
expect_out "fuzz: ... JSON's text has them too" "$fz_sorted" fz_kinds $fz_T/ruled-text.txt
# (the box it shrinks to depends on the kind: xsum keeps 1x3, and the
# line names it only when it is not the side's own)
expect_grep "fuzz: ... reproduce.sh on shrunk.txt repeats the wrong unique (one solution)" \
  "^[1-9]+( box=[1-9]x[1-9])?$" sh -c "PATH=$(dirname $S):\$PATH sh $fz_dir/reproduce.sh"
expect_out "fuzz: ... where cadical finds two solutions" "multiple" \
  sh -c "$S solve --solver cadical --limit 2 $fz_dir/shrunk.txt | head -1 | cut -d: -f1"

rm -rf "$fz_T"
