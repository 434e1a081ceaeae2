# test_groups.sh -- whitespace inside a one-line puzzle (issue 21 item 1).
# Groups are joined only in a regular layout: every group the same length,
# one symbol or a divisor or multiple of the side.  Anything else leaves
# what follows the whitespace as the record's tail, and the record has
# the wrong cell count: never a silently shifted 81-cell grid.
S=$SUDOSAT
P="4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
SOL=$(echo "$P" | $S solve -)
spaced() { # spaced G: the puzzle in groups of G, one space between
  echo "$P" | sed -E "s/(.{$1})/\\1 /g; s/ \$//"
}

# The traps: 80 or 79 symbols and a short tail are not one puzzle.
for cmd in solve verify compare; do
  expect_grep "trap 80+' 9': $cmd refuses with the count" \
    "wrong cell count: 80, then '9' after whitespace" \
    sh -c "echo '$(echo $P | cut -c1-80) 9' | $S $cmd -"
  expect_code "trap 80+' 9': $cmd exits 1" 1 \
    sh -c "echo '$(echo $P | cut -c1-80) 9' | $S $cmd -"
done
expect_grep "trap 79+' 12': wrong cell count 79" \
  "wrong cell count: 79, then '12' after whitespace" \
  sh -c "echo '$(echo $P | cut -c1-79) 12' | $S verify -"
expect_grep "trap 72+' 9 digits': not joined" "wrong cell count: 72" \
  sh -c "echo '$(echo $P | cut -c1-72) $(echo $P | cut -c73-81)' | $S verify -"
expect_grep "trap 40+41: not joined" "wrong cell count: 40" \
  sh -c "echo '$(echo $P | cut -c1-40) $(echo $P | cut -c41-81)' | $S verify -"
expect_grep "trap 80+' rating' (letters): not joined" "wrong cell count: 80" \
  sh -c "echo '$(echo $P | cut -c1-80) abc' | $S verify -"
expect_out "trap: a whole grid then ' 9' keeps 9 as its tail" "$SOL" \
  sh -c "echo '$P 9' | $S solve -"

# The regular layouts: groups of 1, 3, 9 and 27 (a band) read as the
# puzzle; with '|' tokens between the groups too.
for g in 1 3 9 27; do
  expect_out "groups of $g: the puzzle" "$SOL" sh -c "echo '$(spaced $g)' | $S solve -"
done
expect_out "groups of 3 with '|' tokens: the puzzle" "$SOL" \
  sh -c "echo '$(spaced 3 | sed 's/ / | /g')' | $S solve -"
# A block row in groups (6x6 with 2x3 boxes, rows '123 456'): the same
# grid as without the spaces.
B6='...14.\n......\n....3.\n.4.52.\n.62.5.\n..32..\n'
expect_out "6x6 block with groups of 3: unique, as without spaces" \
  "$(printf "$B6" | $S solve -)" \
  sh -c "printf '$(printf "$B6" | sed -E 's/^(...)/\1 /' | sed 's/$/\\n/' | tr -d '\n')' | $S solve -"
# 16x16 line in groups of 4 and of 16.
P16=$(head -1 data/16x16.txt | cut -c1-256)
S16=$(echo "$P16" | $S solve -)
expect_out "16x16 in groups of 4: the puzzle" "$S16" \
  sh -c "echo '$(echo $P16 | sed -E 's/(.{4})/\1 /g')' | $S solve -"
expect_out "16x16 in groups of 16: the puzzle" "$S16" \
  sh -c "echo '$(echo $P16 | sed -E 's/(.{16})/\1 /g')' | $S solve -"
