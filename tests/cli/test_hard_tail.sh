# test_hard_tail.sh -- the hardest variant puzzles of the ISS corpus
# (bench/iss/, issue 33) that sudosat's default path decides: each must
# come out unique with its stored solution (ISS's, never sudosat's)
# within a generous --timeout.  The verdict is checked, never the time:
# `make bench` (bench_iss.sh) measures the times beside ISS's.  Under
# sanitizers the puzzles are left out (their engines' paths run there in
# test_conformance.sh); their time would dominate make check-san.
# Sourced by run.sh.
S=$SUDOSAT
if [ -n "${SUDOSAT_SANITIZED:-}" ]; then
  echo "  skipped: hard tail under sanitizers (time; paths covered by test_conformance)" >&2
else
  for ht_p in bench/iss/iss-long-sums-1 bench/iss/iss-skyscraper-all-5 \
              bench/iss/iss-hs-killers-1 tests/conformance/iss-the-barbed-cross \
              tests/conformance/iss-x-sum tests/conformance/iss-region-sum-lines-hard; do
    expect_out "hard tail: ${ht_p##*/}: the default path says its solution" \
      "$(tr -d '\n' < "$ht_p.sol")" \
      sh -c "$S solve --timeout 120 '$ht_p.txt' | tr -d '\n'"
  done
fi
