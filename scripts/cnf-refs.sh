#!/bin/sh
# cnf-refs.sh -- write the reference DIMACS exports of cnf/ into DIR.
#   sh scripts/cnf-refs.sh SUDOSAT DIR
# `make cnf` runs it with DIR = cnf; tests/cli/test_encoder.sh runs it into
# a scratch directory and compares byte for byte, so this list is the one
# place that says what each reference file holds.  The files name the
# sudosat version in their header: a version bump means `make cnf`.
set -eu
sudosat=$1
dir=$2
mkdir -p "$dir"

# The empty 4x4 grid (the bare rules) in every encoding.
for e in minimal efficient extended reduced; do
  "$sudosat" encode --box 2x2 --encoding "$e" -o "$dir/empty4x4-$e.cnf"
done

# The singles seed's puzzle (naked singles solve it), default encoding.
"$sudosat" encode -o "$dir/singles-seed.cnf" data/singles_seed_block.txt

# A hard 9x9: the first of top95, in every encoding.
for e in minimal efficient extended reduced; do
  head -n 1 data/top95.txt \
    | "$sudosat" encode --encoding "$e" -o "$dir/hard9x9-$e.cnf" -
done

# A 16x16: the first of data/16x16.txt, reduced.
head -n 1 data/16x16.txt \
  | "$sudosat" encode --encoding reduced -o "$dir/16x16-reduced.cnf" -
