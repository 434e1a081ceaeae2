# test_variants_sat.sh -- variant puzzles through the encoder and every SAT
# backend (issues 18 and 19): one puzzle per kind in tests/variants/sat/
# (made by make_puzzles.py: unique with its rules, not without them, its
# solution on its "# solution" line).  Sourced by tests/cli/run.sh.
#
#   - cadical, picosat and cryptominisat (assume and reduced modes), the
#     ipasir library and an external solver give each puzzle's solution;
#   - with its rules dropped the verdict changes, so a rule ignored
#     anywhere would show;
#   - every sum puzzle solves in every --sat-sum encoding;
#   - --certify certifies every verdict (cadical, and picosat's trace);
#   - encode names each kind's family, --stats counts it, and a CNF
#     decodes back through its own "c rule" lines.
S=$SUDOSAT
vs_dir=tests/variants/sat
vs_tmp=$(mktemp -d)

# Each puzzle's file name and solution, and the same for what a solver
# says, one line each.
vs_want=$vs_tmp/want
for vs_f in $vs_dir/*.txt; do
  printf '%s %s\n' "$vs_f" "$(sed -n 's/^# solution //p' "$vs_f")"
done > $vs_want
vs_solve() {
  for vs_f in $vs_dir/*.txt; do
    printf '%s %s\n' "$vs_f" "$($S solve "$@" "$vs_f" 2>&1)"
  done
}

expect_out "variants: a puzzle for every kind" "35" sh -c "ls $vs_dir/*.txt | wc -l"
for vs_s in cadical picosat cryptominisat; do
  for vs_m in assume reduced; do
    vs_solve --solver $vs_s --sat-mode $vs_m > $vs_tmp/got
    expect_out "variants: $vs_s ($vs_m) solves every kind" "" \
      diff $vs_want $vs_tmp/got
  done
done

# Each puzzle without its rules (the grid lines only): not the same
# verdict, so the rules are what makes it unique.
for vs_f in $vs_dir/*.txt; do
  awk 'NR > 2 && /^[0-9.]+$/' "$vs_f" > $vs_tmp/bare.txt
  printf '%s %s\n' "$vs_f" "$($S solve --solver cadical $vs_tmp/bare.txt)"
done > $vs_tmp/bare
expect_out "variants: no puzzle is unique without its rules" "" \
  sh -c "grep -Fx -f $vs_want $vs_tmp/bare"

for vs_sum in combinations totalizer sequential mdd; do
  for vs_f in killer littlekiller arrow sandwich xsum regionsum skyscraper zipper doublearrow multikiller; do
    printf '%s %s\n' "$vs_dir/$vs_f.txt" \
      "$($S solve --solver cadical --sat-sum $vs_sum $vs_dir/$vs_f.txt)"
  done > $vs_tmp/sums
  expect_out "variants: the sums in --sat-sum $vs_sum" "" \
    sh -c "grep -Fxv -f $vs_want $vs_tmp/sums"
done
expect_code "variants: --sat-sum takes a sum encoding" 2 \
  $S solve --solver cadical --sat-sum bdd $vs_dir/killer.txt
expect_code "variants: --sat-sum is for SAT solvers" 2 \
  $S solve --solver fast --sat-sum mdd $vs_dir/killer.txt

# ipasir and external, as test_sat.sh builds and runs them.
sat_cc=${CC:-cc}
$sat_cc -std=c11 -O2 -fPIC -shared -o $vs_tmp/libipasir.so \
  tests/ipasir/picosat_ipasir.c -lpicosat 2>$vs_tmp/cc.err
vs_solve --solver ipasir --ipasir-lib $vs_tmp/libipasir.so > $vs_tmp/got
expect_out "variants: an IPASIR library solves every kind" "" \
  diff $vs_want $vs_tmp/got
if command -v cadical >/dev/null; then
  vs_solve --solver external --sat-cmd cadical > $vs_tmp/got
  expect_out "variants: an external cadical solves every kind" "" \
    diff $vs_want $vs_tmp/got
fi

# Certified: every verdict re-proved on the CNF and the proof checked.
vs_solve --solver cadical --certify > $vs_tmp/got
expect_out "variants: every unique verdict is certified" "" \
  sh -c "sed 's/\$/ (certified)/' $vs_want | diff - $vs_tmp/got"
expect_grep "variants: picosat's trace certifies too" \
  '^[1-9]+ \(certified\)$' \
  $S solve --solver cadical --certify=picosat $vs_dir/regions.txt
printf '....\n....\n....\n....\nthermo r1c1 r1c2 r1c3 r1c4\nthermo r2c1 r2c2 r2c3 r2c4\n' \
  > $vs_tmp/unsat.txt
expect_out "variants: an unsat verdict is certified" "unsat (certified)" \
  $S solve --solver cadical --certify $vs_tmp/unsat.txt

# Encoding: each kind's family is named in the CNF and counted by --stats.
for vs_f in $vs_dir/*.txt; do
  vs_k=$(basename $vs_f .txt)
  case $vs_k in
    diagonal|disjoint|extra) vs_fam=extra-at-least-once ;;
    regions) continue ;;
    *) vs_fam=$vs_k ;;
  esac
  expect_grep "variants: encode names the $vs_k family" \
    "^c family $vs_fam: " $S encode $vs_f
  expect_grep "variants: encode --stats counts the $vs_k family" \
    "^  $vs_fam +[0-9,]+ +[0-9,]+" $S encode --stats $vs_f
done
expect_grep "variants: --stats sets the sum encodings side by side" \
  '^  killer +[0-9,]+ +[0-9,]+ +[0-9,]+ +[0-9,]+ +[0-9,]+ +[0-9,]+ +[0-9,]+ +[0-9,]+$' \
  $S encode --stats $vs_dir/killer.txt
expect_grep "variants: --explain has a section on the rules" \
  '^  thermo \([0-9]+ clauses, 0 new variables\)' \
  $S encode --explain $vs_dir/thermo.txt
expect_grep "variants: --explain names order literals" \
  'words   not \[r[0-9]c[0-9]>=[0-9]\] or \[r[0-9]c[0-9]>=[0-9]\]' \
  $S encode --explain $vs_dir/thermo.txt
# --explain on variants says what is true of them (issue 32 §2)
$S encode --explain docs/examples/killer.txt > $vs_tmp/kx.txt
expect_grep "variants: --explain counts a cage's variables as the killer family's" \
  'By the family that makes them: 839 in killer' cat $vs_tmp/kx.txt
expect_out "variants: ... not as the at-most-one encoding's" "" \
  grep 'pairwise at-most-one encoding adds' $vs_tmp/kx.txt
expect_out "variants: --explain cuts no meaning mid-word" "" \
  grep -E 'renban or smal +[0-9]' $vs_tmp/kx.txt
expect_grep "variants: ... and goes on below" '^ {24}small extra region$' cat $vs_tmp/kx.txt
expect_grep "variants: --explain labels a constraint by number and cells" \
  '^    killer #1 \(r4c7-r4c8\): the first 3 of its' cat $vs_tmp/kx.txt
expect_grep "variants: ... and its variables too" '\[killer #1: some cell holds 1\]' cat $vs_tmp/kx.txt
expect_grep "variants: --explain: the covers are not the models once rules are added" \
  'the models of the whole CNF are only the' cat $vs_tmp/kx.txt
expect_out "variants: ... and it does not say they are" "" \
  grep 'CNF are exactly' $vs_tmp/kx.txt
expect_grep "variants: --explain names each kind's default sum encoding" \
  'Sums use each +kind.s +default +encoding.*combinations +for +cages' tr '\n' ' ' < $vs_tmp/kx.txt
expect_grep "variants: ... and the rule of 45's implied sums of a killer" \
  'The +killer +family +also +holds +the +setter.s +rule +of +45' tr '\n' ' ' < $vs_tmp/kx.txt
expect_grep "variants: --explain names the encoding --sum gives" \
  'Sums use the +totalizer +encoding' sh -c "$S encode --sum totalizer --explain docs/examples/killer.txt | tr '\n' ' '"
expect_out "variants: ... but not for a puzzle without sums" "" \
  sh -c "$S encode --explain docs/examples/variants/ratio.txt | grep 'Sums use'"
expect_grep "variants: --explain labels a ratio dot by number, not as a parameter" \
  '^    ratio #1 \(r1c5-r1c4\)' $S encode --explain docs/examples/variants/ratio.txt
$S encode --explain docs/examples/jigsaw.txt > $vs_tmp/jx.txt
expect_grep "variants: --explain of a jigsaw names its regions" \
  '^How sudosat writes this 6x6 Sudoku \(irregular regions\) as CNF' cat $vs_tmp/jx.txt
expect_grep "variants: ... its region families" '^  region-at-most-once +each digit at most once in each region' cat $vs_tmp/jx.txt
expect_out "variants: ... and no box family" "" grep -E 'box-at|its row, column and box|box-digit' $vs_tmp/jx.txt
expect_grep "variants: --propagate per sum encoding" \
  '^extended/combinations +up +1 ' \
  $S encode --propagate --format table --encoding extended $vs_dir/killer.txt
expect_grep "variants: --propagate counts candidates removed" \
  '^extended/mdd: [0-9]+/[0-9]+ (stuck|solved), [0-9]+/[0-9]+ removed$' \
  $S encode --propagate --encoding extended --sum mdd $vs_dir/killer.txt
expect_grep "variants: encode names the regions' box families" \
  '^c family box-at-least-once: ' $S encode $vs_dir/regions.txt
expect_grep "variants: --stats leaves augmented out for regions" \
  '^  augmented +\(needs boxes: not for irregular regions\)' \
  $S encode --stats $vs_dir/regions.txt
# The classroom lesson: 10 in four cells of a box is {1,2,3,4}.  The
# combinations say so by propagation alone (5..9 leave all four cells);
# the adders only bound each cell by the others' least (8 and 9 go;
# the totalizer's pairs of cells that share a house are bounded by their
# distinct digits, 3 to 17, so a little more goes: 14).
# The rule of 45 then makes the box's other five cells 35, {5,...,9}:
# 1..4 leave them too (20 more), in combinations.
printf '.........\n.........\n.........\n.........\n.........\n.........\n.........\n.........\n.........\nkiller 10 r1c1 r1c2 r2c1 r2c2\n' > $vs_tmp/k10.txt
expect_out "variants: combinations propagate the cage's set" \
  "extended/combinations: 0/81 stuck, 40/729 removed" \
  $S encode --propagate --encoding extended --sum combinations $vs_tmp/k10.txt
expect_out "variants: a totalizer propagates bounds" \
  "extended/totalizer: 0/81 stuck, 14/729 removed" \
  $S encode --propagate --encoding extended --sum totalizer $vs_tmp/k10.txt
expect_code "variants: augmented needs boxes" 2 \
  $S encode --encoding augmented $vs_dir/regions.txt
expect_grep "variants: xc export refuses rules by name" 'not for thermo' \
  $S encode --format xc $vs_dir/thermo.txt
expect_grep "variants: --family takes a kind's family" '^p cnf [0-9]+ [0-9]+$' \
  $S encode --family killer $vs_dir/killer.txt
expect_code "variants: --family of a kind the puzzle lacks" 2 \
  $S encode --family thermo $vs_dir/killer.txt

# The CNF carries the rules: decode rebuilds the puzzle from it alone.
if command -v cadical >/dev/null; then
  for vs_k in killer regions arrow; do
    $S encode --sum combinations $vs_dir/$vs_k.txt > $vs_tmp/$vs_k.cnf
    cadical -q $vs_tmp/$vs_k.cnf > $vs_tmp/$vs_k.model
    expect_grep "variants: decode --cnf checks $vs_k's rules" \
      '^ok: a solution: .* breaks no rule; it satisfies all' \
      $S decode --cnf $vs_tmp/$vs_k.cnf $vs_tmp/$vs_k.model
  done
fi
# A variant puzzle goes to reduced mode when no mode is named, unless the
# encoding named has no reduced form: then assume, not a refusal.
expect_out "variants sat: the default mode takes --sat-encoding minimal (assume)" \
  "$($S solve --solver cp tests/variants/sat/killer.txt)" \
  $S solve --solver cadical --sat-encoding minimal tests/variants/sat/killer.txt
expect_out "variants sat: the default mode is reduced (the same as named)" \
  "$($S solve --solver cadical --sat-mode reduced --format json tests/variants/sat/killer.txt | grep -o '"variables":[0-9]*,"clauses":[0-9]*')" \
  sh -c "$S solve --solver cadical --format json tests/variants/sat/killer.txt | grep -o '\"variables\":[0-9]*,\"clauses\":[0-9]*'"
# Region sum lines whose segments differ in length, shorter first and
# longer first (the combinations buffer was sized for the first segment
# and overran on a longer one: heap corruption in every SAT engine and in
# encode).  Blank 9x9 grids: each line has many fillings, so every engine
# must say multiple, in every sum encoding, and encode must succeed.
vs_blank=.........
for vs_line in "r6c8 r7c8 r8c9 r9c9" "r3c3 r4c3 r5c3 r6c3 r7c4 r7c5" \
    "r3c1 r3c2 r3c3 r4c3 r5c3 r6c3 r7c3" "r4c4 r4c5 r4c6 r4c7 r3c7 r2c7"; do
  vs_rs=$vs_tmp/rs.txt
  { for vs_i in 1 2 3 4 5 6 7 8 9; do echo $vs_blank; done
    echo "regionsum $vs_line"; } > $vs_rs
  for vs_e in cadical picosat cryptominisat; do
    for vs_sum in combinations totalizer sequential mdd; do
      expect_out "variants: region sum line $vs_line, $vs_e, $vs_sum" \
        multiple sh -c "$S solve --solver $vs_e --sat-sum $vs_sum $vs_rs | head -1"
    done
  done
  expect_code "variants: encode a region sum line $vs_line" 0 $S encode $vs_rs
done

# A long little killer on a large grid: listing its combinations walked
# through every small sequence before (a 19-cell diagonal of 266 on a
# blank 25x25 ran for minutes in encode); now the listing skips digits
# too small to reach the total and gives up past a step bound, so the
# default falls back on another sum encoding at once.  (timeout: a
# verdict, not a timing: 60 s is far beyond either path but a hang.)
{ for vs_i in $(seq 25); do echo .........................; done
  echo "littlekiller 266 r0c7 dr"; } > $vs_tmp/lk25.txt
expect_code "variants: encode a 19-cell little killer of 266 on 25x25" 0 \
  timeout 60 $S encode $vs_tmp/lk25.txt

rm -rf $vs_tmp
