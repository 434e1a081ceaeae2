#!/bin/sh
# bench_fast_tdoku.sh -- the fast solver against tdoku, in one process, in
# the same rounds (make bench TDOKU_SRC=DIR).
#
# tdoku (github.com/t-dillon/tdoku, the fastest public 9x9 solver) is not
# vendored: TDOKU_SRC names a checkout of its sources.  Without it, or
# without cmake, the benchmark is skipped with a message.  With it:
#   1. tdoku's library (libtdoku_static.a) and its own benchmark program
#      (run_benchmark) are built from a copy of the tree in
#      build/bench/tdoku/, with clang when there is one (tdoku's choice)
#      and tdoku's own flags (-O3 -march=native);
#   2. bench/fast_tdoku.c is linked against build/libsudosat.a and that
#      library: one harness hands both solvers the same puzzle lines, in
#      the same order, with K = 2, after checking that they agree on every
#      count and solution; each round times passes of tdoku then of fast
#      (the order alternates), and the table shows the medians of 9 rounds
#      and the median of the per-round ratios;
#   3. tdoku's run_benchmark times tdoku alone on the same files in its
#      own harness (puzzles as given, -r0), as a check on the first
#      harness's tdoku figure.
#   4. where fast's default 9x9 kernel is AVX-512, the same-rounds
#      harness runs again with its AVX2 build (fast_tdoku -s fast9_avx2),
#      so a reader without AVX-512 knows what to expect.
# Sets: data/top1465.txt, data/17clue_first5000.txt,
# data/forum_hardest_1106.txt.  CSV in bench/out/fast_tdoku.csv.  The
# goal is fast/tdoku >= 1.0 on all three, the floor 0.8 on top1465 and
# forum_hardest_1106 (issue 15).  The table starts with the machine
# header (bench/machine.sh): CPU, kernel, both sides' compilers and
# flags, load.  BENCH_QUICK=1 is a smoke run (top95, one short round:
# its numbers mean nothing).
set -u
out=bench/out/fast_tdoku.csv
dir=build/bench/tdoku
sets="data/top1465.txt data/17clue_first5000.txt data/forum_hardest_1106.txt"
rounds=9 secs=0.25 own_secs=3
if [ -n "${BENCH_QUICK:-}" ]; then
  sets="data/top95.txt" rounds=1 secs=0.02 own_secs=1
fi
src=${TDOKU_SRC:-}

if [ -z "$src" ] || [ ! -f "$src/src/solver_dpll_triad_simd.cc" ]; then
  echo "bench_fast_tdoku: skipped: set TDOKU_SRC to a tdoku source tree" \
       "(git clone https://github.com/t-dillon/tdoku)" >&2
  exit 0
fi
if ! command -v cmake >/dev/null 2>&1; then
  echo "bench_fast_tdoku: skipped: cmake is missing" \
       "(apt-get install cmake)" >&2
  exit 0
fi

# tdoku's cmake writes src/build_info.h into its source tree: build a copy.
mkdir -p "$dir/src" "$dir/build" bench/out
for part in CMakeLists.txt src include test other; do
  cp -R "$src/$part" "$dir/src/" || exit 1
done
cc_tdoku=cc cxx_tdoku=c++
if command -v clang >/dev/null 2>&1 && command -v clang++ >/dev/null 2>&1; then
  cc_tdoku=clang cxx_tdoku=clang++
fi
log=$dir/build.log
if ! (cd "$dir/build" \
      && CC=$cc_tdoku CXX=$cxx_tdoku cmake ../src -DCMAKE_BUILD_TYPE=Release \
      && make tdoku_static run_benchmark) >"$log" 2>&1; then
  echo "bench_fast_tdoku: building tdoku failed (see $log)" >&2
  exit 1
fi
driver=build/bench/fast_tdoku
if ! ${CC:-cc} -O2 -std=c11 -D_POSIX_C_SOURCE=200809L -I"$src/include" \
     bench/fast_tdoku.c build/libsudosat.a "$dir/build/libtdoku_static.a" \
     $(make -s --no-print-directory print-libs) -o "$driver" 2>>"$log"; then
  echo "bench_fast_tdoku: building $driver failed (see $log)" >&2
  exit 1
fi

# The header: where this ran, fast's kernel, and how each side was built
# (tdoku's run_benchmark reports its compiler, version and flags).
tdoku_cc=$("$dir/build/run_benchmark" -c1 -r0 -n 1 -w 0 -t 0.01 -s tdoku \
             data/top95.txt 2>/dev/null | head -1 | cut -d, -f1-3)
sh bench/machine.sh \
  "peer tdoku: built from TDOKU_SRC by its CMake Release build with $cxx_tdoku; it reports (compiler,version,flags): ${tdoku_cc:-?}" \
  "harness bench/fast_tdoku.c: ${CC:-cc} -O2, linked with build/libsudosat.a (the flags above) and libtdoku_static.a"
kernel=$(sed -n 's/^# fast.s 9x9 kernel on this CPU: //p' bench/out/machine.txt)

status=0
"$driver" -n $rounds -t $secs $sets >"$dir/same_rounds.csv" || status=1
: >"$dir/avx2_rounds.csv"
if [ "$kernel" = AVX-512 ]; then
  "$driver" -s fast9_avx2 -n $rounds -t $secs $sets >"$dir/avx2_rounds.csv" \
    || status=1
fi

# own_rate FILE: tdoku's puzzles/s and guesses in its own harness.
own_rate() {
  n=$(grep -vc '^#' "$1")
  "$dir/build/run_benchmark" -r0 -n "$n" -w 1 -t "$own_secs" -s tdoku "$1" \
    | awk -F'|' '/^\|tdoku/ { gsub(/[ ,\047]/, "", $3); print $3 }'
}

row() {
  printf '%-20s %7s %10s %10s %10s %8s %8s %8s %12s\n' "$@"
}
echo "set,puzzles,tdoku_per_s,fast_per_s,fast_vs_tdoku,tdoku_guesses," \
     "fast_guesses_tdoku_way,fast_guesses,tdoku_own_harness_per_s" \
  | tr -d ' ' >"$out"
row set puzzles tdoku/s fast/s fast/tdoku g_tdoku g_fast g_fast+ tdoku_own/s
# The harness's CSV: set,puzzles,passes,rounds,tdoku_per_s,fast_per_s,
# ratio,tdoku_guesses,fast_guesses,fast_guesses_tdoku_way.
sed 1d "$dir/same_rounds.csv" \
  | while IFS=, read -r name n passes r_ t f r gt gf gw; do
      own=$(own_rate "data/$name")
      row "${name%.txt}" "$n" "$t" "$f" "$r" "$gt" "$gw" "$gf" "${own:-?}"
      echo "${name%.txt},$n,$t,$f,$r,$gt,$gw,$gf,${own:-}" >>"$out"
    done
# The AVX2 build on the same machine, same rounds: fast's ratio for a
# processor without AVX-512.
sed 1d "$dir/avx2_rounds.csv" \
  | while IFS=, read -r name n passes r_ t f r gt gf gw; do
      row "${name%.txt} (AVX2)" "$n" "$t" "$f" "$r" "$gt" "$gw" "$gf" "-"
      echo "${name%.txt} (AVX2 kernel),$n,$t,$f,$r,$gt,$gw,$gf," >>"$out"
    done
[ "$kernel" = AVX-512 ] || echo "(fast's kernel here is $kernel: no separate AVX2 rows)"
echo "(same process, same puzzles, K = 2, median of $rounds interleaved rounds;" \
     "g_fast counts guesses as tdoku does, one per binary branch;" \
     "g_fast+ counts every branch tried)"
exit $status
