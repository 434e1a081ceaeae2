# test_iss_convert.sh -- bench/iss_convert.py (issue 33 §1): sudosat's
# variant puzzles to sigh's Interactive Sudoku Solver's constraint
# strings and back, for the kinds whose meaning is the same in both, and
# a refusal by name for the others.  The expected strings were written by
# hand from ISS's constraint format (js/sudoku_constraint.js), not taken
# from the converter; the ratio-3 Pair key is the one ISS's own example
# data uses for a 1:3 dot ('Leven).  With ISS_SRC naming an ISS checkout
# (and node), ISS itself solves three converted puzzles and must give the
# published solution; without it that part is skipped, said on stderr.
ic_dir=$(mktemp -d)
ic_conv() { SUDOSAT=$S python3 bench/iss_convert.py "$@"; }
cat > "$ic_dir/a.txt" <<'PZ'
5........
.........
.........
.........
.........
.........
.........
.........
.........
killer 10 r1c2 r1c3
thermo r2c1 r2c2 r2c3
diagonal+
littlekiller 15 r0c4 dl
littlekiller 20 r5c0 ur
arrow r5c5 > r5c6 r5c7
white r9c1 r9c2
x r8c8 r8c9
sandwich 12 r4c0
xsum 20 r10c2
max r7c7
odd r9c9
ratio 3 r3c5 r3c6
PZ
expect_out "iss_convert: givens, odd set, cage, thermo, diagonal, little killers (one read from the left edge upwards: ISS names it by its top cell), arrow, dots, outside clues, max as GreaterThan, ratio 3 as ISS's own 1:3 Pair" \
  ".~R1C1_5~R9C9_1_3_5_7_9.Cage~10~R1C2~R1C3.Thermo~R2C1~R2C2~R2C3.Diagonal~1.LittleKiller~15~R1C3.LittleKiller~20~R1C4.Arrow~R5C5~R5C6~R5C7.WhiteDot~R9C1~R9C2.X~R8C8~R8C9.Sandwich~12~R4.XSum~C2~~20.GreaterThan~R7C7~R7C8.GreaterThan~R7C7~R8C7.GreaterThan~R7C7~R7C6.GreaterThan~R7C7~R6C7.Pair~EAEBEAAQAAAAE~_ratio%203~R3C5~R3C6" \
  ic_conv "$ic_dir/a.txt"

# Irregular regions: a Jigsaw layout without ISS's boxes; a 6x6 says its shape.
expect_out "iss_convert: 7x7 irregular regions become Jigsaw + NoBoxes" \
  ".Shape~7x7.Jigsaw~AAAAAAABBBBBBBCCCCCCCDDDEFFFDDEEEFFDGEEEGFDGGGGGF.NoBoxes" \
  sh -c "SUDOSAT=$S python3 bench/iss_convert.py tests/conformance/ss-irregular-7x7-kropki.fpuzzles | cut -d. -f1-4"

# Cells in no region ('.' in the map): each region that has cells is an
# AllDifferent, and no Jigsaw (ISS's pieces cover the grid); back from
# ISS, NoBoxes alone (rows and columns only) is a map of '.'.
printf '1...\n....\n....\n....\nregions\nAA..\nAA..\n....\n....\n' > "$ic_dir/nr.txt"
expect_out "iss_convert: a region and cells in no region become AllDifferent + NoBoxes" \
  ".Shape~4x4.AllDifferent~R1C1~R1C2~R2C1~R2C2.NoBoxes.~R1C1_1" ic_conv "$ic_dir/nr.txt"
printf '.Shape~4x4.NoBoxes.~R1C1_1\n' > "$ic_dir/nr.iss"
expect_out "iss_convert: NoBoxes without a Jigsaw is a map of cells in no region" \
  "$(printf '1...\n....\n....\n....\nregions\n....\n....\n....\n....')" \
  ic_conv --from-iss "$ic_dir/nr.iss"

# Both kropki negatives with plain dots are ISS's StrictKropki; with
# nonconsecutive beside a dot, ISS's AntiConsecutive would bind the dotted
# pair too, so the converter writes a Pair per unmarked neighbour pair.
printf '....\n....\n....\n....\nwhite r1c1 r1c2\nblack r2c1 r2c2\nnegative white\nnegative black\n' > "$ic_dir/k.txt"
expect_out "iss_convert: negative white + black with plain dots: StrictKropki" \
  ".Shape~4x4.StrictKropki.WhiteDot~R1C1~R1C2.BlackDot~R2C1~R2C2" ic_conv "$ic_dir/k.txt"
printf '....\n....\n....\n....\nwhite r1c1 r1c2\nnonconsecutive\n' > "$ic_dir/n.txt"
expect_grep "iss_convert: nonconsecutive beside a dot is not AntiConsecutive" \
  "^\\.Shape~4x4\\.Pair~[A-Za-z0-9_-]+~_~R1C1~R2C1~~R1C2~R1C3~~" ic_conv "$ic_dir/n.txt"
expect_out "iss_convert: ... and the dotted pair is left out of it" "0" \
  sh -c "SUDOSAT=$S python3 bench/iss_convert.py $ic_dir/n.txt | grep -c '~R1C1~R1C2~'"

# A kind ISS has no counterpart for: one line naming it, exit 1.
printf '....\n....\n....\n....\nboxindexer r1c1 r1c2 r1c3 r1c4\n' > "$ic_dir/b.txt"
expect_out "iss_convert: a kind without an ISS counterpart is refused by name" \
  "iss_convert: $ic_dir/b.txt: kind boxindexer has no ISS counterpart with the same meaning" \
  sh -c "SUDOSAT=$S python3 bench/iss_convert.py $ic_dir/b.txt 2>&1"
expect_code "iss_convert: the refusal exits 1" 1 ic_conv "$ic_dir/b.txt"
printf '....\n....\n....\n....\nwhisper 2 r1c1 r1c2 r2c2 r2c1 r1c1\n' > "$ic_dir/l.txt"
expect_grep "iss_convert: a line that comes back to a cell is refused" \
  "kind whisper has no ISS counterpart with the same meaning \\(a line that comes back" \
  ic_conv "$ic_dir/l.txt"

# ISS to sudosat: the little killer's clue is the cell before its first.
printf '%s\n' '.~R1C1_5~R2C2_1_3_5_7_9.Cage~10~R1C2~R1C3.LittleKiller~15~R1C3.XSum~C2~~20.StrictXV.V~R5C5~R5C6~R6C5' > "$ic_dir/i.iss"
expect_out "iss_convert --from-iss: givens, odd, cage, little killer, X-sum, StrictXV, a V over three cells (its two neighbour pairs)" \
  "5........
.........
.........
.........
.........
.........
.........
.........
.........
odd r2c2
killer 10 r1c2 r1c3
littlekiller 15 r0c4 dl
xsum 20 r10c2
negative xv
v r5c5 r5c6
v r5c5 r6c5" python3 bench/iss_convert.py --from-iss "$ic_dir/i.iss"
printf '%s\n' '.Regex~KDEp~R1C1~R1C2~R1C3' > "$ic_dir/u.iss"
expect_out "iss_convert --from-iss: an ISS kind sudosat lacks is refused by name" \
  "iss_convert: $ic_dir/u.iss: kind Regex has no sudosat counterpart with the same meaning" \
  sh -c "python3 bench/iss_convert.py --from-iss $ic_dir/u.iss 2>&1"
printf '%s\n' '.Shape~4x4.Lunchbox~0~R1C1~R1C2~R1C3' > "$ic_dir/lb.iss"
expect_out "iss_convert --from-iss: ISS's Lunchbox is sudosat's, same cells, same order" \
  "lunchbox 0 r1c1 r1c2 r1c3" sh -c "python3 bench/iss_convert.py --from-iss $ic_dir/lb.iss | tail -1"
printf '....\n....\n....\n....\nlunchbox 5 r4c5\nlunchbox 2 r0c2\nlunchbox 1 r2c1 r3c1\n' > "$ic_dir/lb.txt"
expect_out "iss_convert: a lunchbox clue outside written as ISS's Lunchbox of its row or column, from the clue's side" \
  ".Shape~4x4.Lunchbox~5~R4C4~R4C3~R4C2~R4C1.Lunchbox~2~R1C2~R2C2~R3C2~R4C2.Lunchbox~1~R2C1~R3C1" \
  python3 bench/iss_convert.py "$ic_dir/lb.txt"
printf '%s\n' '.Shape~4x4.Lockout~2~R1C1~R1C2~R2C3.SumLine~5~R3C1~R3C2~R4C2~LOOP.SumLine~10~R4C3~R4C4.DoubleArrow~R2C1~R2C2~R3C3' > "$ic_dir/k.iss"
expect_out "iss_convert --from-iss: lockout, sum lines (a LOOP lists its first cell again), double arrow" \
  "....
....
....
....
lockout 2 r1c1 r1c2 r2c3
sumline 5 r3c1 r3c2 r4c2 r3c1
sumline 10 r4c3 r4c4
doublearrow r2c1 r2c2 r3c3" python3 bench/iss_convert.py --from-iss "$ic_dir/k.iss"

printf '%s\n' '.Shape~4x4.FullRank~C2~1~.FullRank~R3~~14.FullRank~R1~5~16' > "$ic_dir/f.iss"
expect_out "iss_convert --from-iss: full rank clues from both ends" \
  "....
....
....
....
fullrank 1 r0c2
fullrank 14 r3c5
fullrank 5 r1c0
fullrank 16 r1c5" python3 bench/iss_convert.py --from-iss "$ic_dir/f.iss"
printf '%s\n' '.Shape~4x4.FullRank~C2~1~.FullRankTies~any' > "$ic_dir/t.iss"
expect_out "iss_convert --from-iss: full rank ties any read as fullrankties" \
  "fullrank 1 r0c2
fullrankties any" sh -c "python3 bench/iss_convert.py --from-iss $ic_dir/t.iss | tail -2"
printf '%s\n' '.Shape~4x4.FullRankTies~none' > "$ic_dir/tn.iss"
expect_out "iss_convert --from-iss: ties none without a clue is still a rule" \
  "fullrankties none" sh -c "python3 bench/iss_convert.py --from-iss $ic_dir/tn.iss | tail -1"
printf '%s\n' '.Shape~4x4.FullRankTies~sometimes' > "$ic_dir/tx.iss"
expect_grep "iss_convert --from-iss: a tie mode ISS lacks is refused by name" \
  "kind FullRankTies .*ties 'sometimes'" sh -c "python3 bench/iss_convert.py --from-iss $ic_dir/tx.iss 2>&1"
for ic_m in any none; do
  printf '....\n....\n....\n....\nfullrank 5 r0c1\nfullrankties %s\n' $ic_m > "$ic_dir/t-$ic_m.txt"
  python3 bench/iss_convert.py "$ic_dir/t-$ic_m.txt" > "$ic_dir/t-$ic_m.iss"
  expect_out "iss_convert: fullrankties $ic_m written as ISS's FullRankTies" \
    ".Shape~4x4.FullRank~C1~5~.FullRankTies~$ic_m" cat "$ic_dir/t-$ic_m.iss"
  expect_out "iss_convert: ... and read back as it was" "$(cat "$ic_dir/t-$ic_m.txt")" \
    python3 bench/iss_convert.py --from-iss "$ic_dir/t-$ic_m.iss"
done
printf '....\n....\n....\n....\nfullrankties unclued\n' > "$ic_dir/t-u.txt"
expect_out "iss_convert: fullrankties unclued written as ISS's only-unclued" \
  ".Shape~4x4.FullRankTies~only-unclued" python3 bench/iss_convert.py "$ic_dir/t-u.txt"
printf '%s\n' '.Shape~4x4.FullRank~C2~1~.FullRankTies~only-unclued' > "$ic_dir/o.iss"
expect_out "iss_convert --from-iss: ... and ISS's default mode named is read" "fullrank 1 r0c2" \
  sh -c "python3 bench/iss_convert.py --from-iss $ic_dir/o.iss | tail -1"
expect_out "iss_convert: full rank clues written as ISS's FullRank" \
  ".Shape~4x4.FullRank~C2~1~.FullRank~R3~~14" python3 bench/iss_convert.py docs/examples/variants/fullrank.txt

# ISS itself on three converted puzzles (a 4x4 with little killers, a
# 9x9 with arrows and thermometers, slow thermometers as Pair tables),
# and on full rank's tie modes and an outside lunchbox (counts).
if [ -n "${ISS_SRC-}" ] && [ -f "${ISS_SRC-}/tools/debug/solve.js" ] \
   && command -v node >/dev/null 2>&1; then
  for ic_p in ss-peak-sudoku ss-clipped ss-slow-thermo-sudoku; do
    ic_conv "tests/conformance/$ic_p.fpuzzles" > "$ic_dir/$ic_p.iss"
    ic_got=$(cd "$ISS_SRC" && node tools/debug/solve.js --max-backtracks none \
      --input-file "$ic_dir/$ic_p.iss" 2>&1 \
      | awk '/^Result:/ { print } /=== Solution 1/ { f = 1; next } /===/ { f = 0 } f' \
      | tr -d ' \n')
    ic_want="Result:unique(1found)$(tr -d ' \n' < tests/conformance/$ic_p.sol)"
    expect_out "iss_convert: ISS solves $ic_p as converted: the published solution, unique" \
      "$ic_want" echo "$ic_got"
  done
  # Full rank's tie modes and a lunchbox from outside, as converted:
  # ISS counts every solution and sudosat's cp counts the same.
  for ic_m in unclued any none; do
    printf '....\n....\n....\n....\nfullrankties %s\nfullrank 5 r0c1\n' $ic_m > "$ic_dir/c-$ic_m.txt"
  done
  printf '....\n....\n....\n....\nfullrankties none\n' > "$ic_dir/c-bare.txt"
  sed 's/^lunchbox 5 r4c1 r4c2 r4c3 r4c4$/lunchbox 5 r4c0/' \
    docs/examples/variants/lunchbox.txt > "$ic_dir/c-lunch.txt"
  for ic_p in c-unclued c-any c-none c-bare c-lunch; do
    python3 bench/iss_convert.py "$ic_dir/$ic_p.txt" > "$ic_dir/$ic_p.iss"
    ic_got=$(cd "$ISS_SRC" && node tools/debug/solve.js --max-backtracks none \
      --solutions all --input-file "$ic_dir/$ic_p.iss" 2>&1 \
      | sed -n 's/^Result:.*(\([0-9]*\) found)$/\1/p')
    expect_out "iss_convert: ISS counts $ic_p as converted as sudosat does" \
      "$($S solve --solver cp --limit 0 --format json "$ic_dir/$ic_p.txt" | sed -n 's/.*"count":\([0-9]*\).*/\1/p')" \
      echo "$ic_got"
  done
else
  echo "test_iss_convert: ISS_SRC unset or not an ISS checkout (or no node): ISS's own solve of converted puzzles skipped" >&2
fi

# The side-by-side bench skips, saying so, without ISS.
expect_out "bench_iss.sh: skipped with a message when ISS_SRC is unset" \
  "bench_iss: ISS_SRC unset or not an ISS checkout (sigh/Interactive-Sudoku-Solver): skipped" \
  env -u ISS_SRC SUDOSAT=$S sh bench/bench_iss.sh
expect_out "bench_iss.sh: ... or names no ISS checkout" \
  "bench_iss: ISS_SRC unset or not an ISS checkout (sigh/Interactive-Sudoku-Solver): skipped" \
  env ISS_SRC=$ic_dir SUDOSAT=$S sh bench/bench_iss.sh
# Every puzzle of the corpus is there and sudosat reads it.
ic_missing=0
for ic_f in $(grep -v '^#' bench/iss/corpus.list); do
  $S verify "$ic_f" >/dev/null 2>&1 || { ic_missing=$((ic_missing + 1)); echo "  unread: $ic_f" >&2; }
done
expect_out "bench/iss/corpus.list: every puzzle there and read by sudosat" "0" echo "$ic_missing"
rm -rf "$ic_dir"
