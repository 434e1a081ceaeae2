#!/bin/sh
# rate-vs-qqwing.sh -- how often `sudosat rate` gives a puzzle the level
# qqwing gives it (qqwing's getDifficulty: simple, easy, intermediate,
# expert), on qqwing's own puzzles: COUNT generated for each level, then
# a confusion table (rows: qqwing's level, columns: ours).
#
# usage: sh scripts/rate-vs-qqwing.sh [COUNT] [SUDOSAT]   (1000, bin/sudosat)
set -eu
count=${1:-1000}
sudosat=${2:-bin/sudosat}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
for level in simple easy intermediate expert; do
  qqwing --generate "$count" --difficulty "$level" --one-line 2>/dev/null \
    > "$dir/$level.txt"
  "$sudosat" rate "$dir/$level.txt" \
    | sed -n "s/.* difficulty=\([a-z]*\) .*/$level \1/p" >> "$dir/pairs"
done
awk -v count="$count" '
  { n[$1 " " $2]++; if ($1 == $2) same++ }
  END {
    split("simple easy intermediate expert", lv, " ")
    printf "%-14s", "qqwing \\ ours"
    for (j = 1; j <= 4; j++) printf " %12s", lv[j]
    printf " %12s\n", "other"
    for (i = 1; i <= 4; i++) {
      printf "%-14s", lv[i]; row = 0
      for (j = 1; j <= 4; j++) { printf " %12d", n[lv[i] " " lv[j]]; row += n[lv[i] " " lv[j]] }
      printf " %12d\n", count - row
    }
    printf "agreement: %d of %d (%.2f%%)\n", same, 4 * count, 100 * same / (4 * count)
  }' "$dir/pairs"
