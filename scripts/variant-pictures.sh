#!/bin/sh
# variant-pictures.sh [SUDOSAT] [OUTDIR] -- the pictures of docs/variants.md:
# for every example docs/examples/variants/NAME.txt, its solution NAME.sol
# checked and drawn with the puzzle's rules (givens bold, the rest blue)
# into OUTDIR/NAME.svg (default docs/img/variants).  tests/cli/
# test_pictures.sh runs it into a scratch folder and compares, so the
# committed pictures never drift from the examples or the drawing code.
set -eu
S=${1:-bin/sudosat}
out=${2:-docs/img/variants}
mkdir -p "$out"
for puzzle in docs/examples/variants/*.txt; do
  name=$(basename "$puzzle" .txt)
  "$S" verify --format svg --solution "docs/examples/variants/$name.sol" \
    "$puzzle" > "$out/$name.svg"
done
