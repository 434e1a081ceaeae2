#!/bin/sh
# fuzz.sh -- run every libFuzzer harness of tests/fuzz/ for SECONDS each,
# FUZZ_JOBS at a time (default 2, the machine's cores), and fail on any
# crash, sanitizer report, leak, timeout or oracle failure.
#
#   sh scripts/fuzz.sh BUILD SECONDS [NAME...]     (make fuzz SECONDS=N)
#
# The harnesses and their seeds are the rows of tests/fuzz/harnesses.
# Each run starts from build-fuzz/corpus/NAME (kept between runs, so
# coverage accumulates) plus the seeds, cut to the row's MAX_LEN; new
# inputs go to the corpus, failing ones to BUILD/artifacts/NAME-*.  The
# log of each run is BUILD/logs/NAME.log; one summary line per harness
# gives runs, exec/s and libFuzzer's coverage counters (cov: edges, ft:
# features).
set -u
build=${1:-build-fuzz}
seconds=${2:-60}
if [ $# -ge 2 ]; then shift 2; else shift $#; fi
only="$*"
table=tests/fuzz/harnesses
status=0

# Every harness has a row and every row a harness: none is forgotten.
for src in tests/fuzz/fuzz_*.c; do
  name=${src#tests/fuzz/fuzz_}
  name=${name%.c}
  grep -q "^$name[[:space:]]" "$table" \
    || { echo "fuzz: $src has no row in $table" >&2; status=1; }
done

# Copies the seeds of a row into dir, each cut to max bytes.
make_seeds() {
  dir=$1 max=$2
  shift 2
  rm -rf "$dir"
  mkdir -p "$dir"
  for pattern in "$@"; do
    for f in $pattern; do
      [ -f "$f" ] || continue
      head -c "$max" "$f" > "$dir/$(printf '%s' "$f" | tr '/' '_')"
    done
  done
}

# The last value of a "stat::NAME: VALUE" line, or of "KEY: VALUE" in
# libFuzzer's progress lines.
stat() { sed -n "s/^stat::$1: *//p" "$2" | tail -1; }
progress() { grep -E "^#[0-9]+" "$2" | tail -1 | sed -n "s/.* $1: \([0-9]*\).*/\1/p"; }

failed() {
  grep -Eq 'ERROR: (AddressSanitizer|LeakSanitizer|libFuzzer)|runtime error:|oracle failed|deadly signal|SUMMARY: ' "$1"
}

run_one() {
  name=$1 max=$2 dict=$3
  shift 3
  bin=$build/fuzz/fuzz_$name
  case " $only " in "  ") ;; *" $name "*) ;; *) return 0 ;; esac
  if [ ! -x "$bin" ]; then
    echo "fuzz: $bin is missing (make fuzz-build): FAILED" >&2
    status=1
    return 0
  fi
  corpus=$build/corpus/$name
  seeds=$build/seeds/$name
  log=$build/logs/$name.log
  mkdir -p "$corpus" "$build/artifacts" "$build/logs"
  make_seeds "$seeds" "$max" "$@"
  dictopt=""
  [ "$dict" = - ] || dictopt="-dict=tests/fuzz/$dict"
  # FUZZ_SEED fixes the mutation sequence (libFuzzer's -seed), so a run
  # from the same corpus replays; unset, each run explores afresh.
  [ -n "${FUZZ_SEED:-}" ] && dictopt="$dictopt -seed=$FUZZ_SEED"
  # shellcheck disable=SC2086
  ASAN_OPTIONS=detect_leaks=1:allocator_may_return_null=1 \
  UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
    nice "$bin" -max_total_time="$seconds" -max_len="$max" -timeout=30 \
      -rss_limit_mb=2048 -print_final_stats=1 \
      -artifact_prefix="$build/artifacts/$name-" $dictopt \
      "$corpus" "$seeds" > "$log" 2>&1
  rc=$?
  runs=$(stat number_of_executed_units "$log")
  speed=$(stat average_exec_per_sec "$log")
  rss=$(stat peak_rss_mb "$log")
  cov=$(progress cov "$log")
  ft=$(progress ft "$log")
  corp=$(ls "$corpus" | wc -l)
  if [ $rc -ne 0 ] || failed "$log"; then
    verdict="FAILED (exit $rc): see $log"
  else
    verdict=ok
  fi
  printf 'fuzz %-7s %3ss: %10s runs %7s exec/s  cov %5s  ft %6s  corpus %5s  rss %4s MB  %s\n' \
    "$name" "$seconds" "${runs:-?}" "${speed:-?}" "${cov:-?}" "${ft:-?}" \
    "$corp" "${rss:-?}" "$verdict"
  if [ "$verdict" != ok ]; then
    grep -E 'ERROR|runtime error|oracle failed|SUMMARY|Test unit written' \
      "$log" | head -8 | sed 's/^/  /'
    # The failing input itself, so a run elsewhere (CI) can be replayed:
    # base64 -d > FILE.
    art=$(sed -n "s/.*Test unit written to \(.*\)$/\1/p" "$log" | tail -1)
    if [ -n "$art" ] && [ -f "$art" ] && [ "$(wc -c < "$art")" -le 8192 ]; then
      echo "  input (base64): $(base64 -w0 "$art")"
    fi
    echo "  reproduce: $bin FILE  (then add FILE to the matching tests/bad*/" \
      "folder with its .expected; tests/fuzz/README.md)"
  fi
}

# Rows of the table: NAME MAX_LEN DICT SEEDS...  Each harness runs in the
# background, FUZZ_JOBS at a time; its summary goes to BUILD/logs/NAME.out
# and is printed in the table's order when its batch ends.
jobs=${FUZZ_JOBS:-2}
batch=""
flush() {
  wait
  for b in $batch; do
    cat "$build/logs/$b.out"
    grep -q 'FAILED' "$build/logs/$b.out" && status=1
  done
  batch=""
}
mkdir -p "$build/logs"
while read -r name max dict seedlist; do
  case $name in ''|'#'*) continue ;; esac
  [ -f "tests/fuzz/fuzz_$name.c" ] \
    || { echo "fuzz: row '$name' has no tests/fuzz/fuzz_$name.c" >&2; status=1; continue; }
  case " $only " in "  ") ;; *" $name "*) ;; *) continue ;; esac
  # shellcheck disable=SC2086
  run_one "$name" "$max" "$dict" $seedlist < /dev/null > "$build/logs/$name.out" 2>&1 &
  batch="$batch $name"
  [ $(echo $batch | wc -w) -ge "$jobs" ] && flush
done < "$table"
flush
exit $status
