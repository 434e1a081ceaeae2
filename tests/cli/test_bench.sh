# test_bench.sh -- every make bench table says where and how it ran
# (issue 21 item 19): bench/machine.sh prints the CPU, the kernel fast
# chose, sudosat's compiler and flags, each peer's build and the load
# average, and every bench/bench_*.sh starts with it.  (The benchmarks
# themselves are measurements, run on a quiet machine, not tests.)
be_out=$(sh bench/machine.sh "deb:qqwing" "peer x: built by hand" 2>&1)
expect_grep "bench header: CPU, count and load average" \
  "^# machine: .+, [0-9]+ CPUs, load average [0-9.]+ [0-9.]+ [0-9.]+$" \
  echo "$be_out"
expect_grep "bench header: the kernel fast chose" \
  "^# fast's 9x9 kernel on this CPU: (AVX-512|AVX2|portable)$" echo "$be_out"
expect_grep "bench header: sudosat's compiler and flags" \
  "^# sudosat: .*[0-9]+\\.[0-9]+.*, CFLAGS " echo "$be_out"
expect_grep "bench header: a Debian peer's version" \
  "^# peer qqwing: Debian package [0-9].*, as packaged$" echo "$be_out"
expect_grep "bench header: a peer as its bench describes it" \
  "^# peer x: built by hand$" echo "$be_out"
for be_b in bench/bench_*.sh; do
  expect_grep "bench header: $be_b prints it" "sh bench/machine.sh" cat "$be_b"
done
# The MiniSat rows come from Debian's libminisat.a, not a hand-built
# MiniSat; the AVX2 rows from the harness's own kernel choice.
expect_grep "bench_sat: tdoku's MiniSat rows build against Debian's minisat" \
  "-DMINISAT=ON" cat bench/bench_sat.sh
expect_out "bench_sat: no MINISAT_SRC needed any more" "0" \
  sh -c "grep -c 'MINISAT_SRC' bench/bench_sat.sh"
expect_grep "bench_fast_tdoku: the AVX2 kernel's rows" "-s fast9_avx2" \
  cat bench/bench_fast_tdoku.sh
