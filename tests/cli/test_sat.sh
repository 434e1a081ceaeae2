# test_sat.sh -- the SAT solvers, the external path and explain, from the
# command line (sourced by tests/cli/run.sh; helpers from lib.sh; every
# name here starts with sat_).
#
# Answers are checked against each other (PicoSAT, CaDiCaL, both modes,
# and the Debian solver binaries through --sat-cmd), against tdoku's
# counts, and by `sudosat verify --solution`.  Broken external solvers
# are small scripts written here: each must give unknown with a note.

S=$SUDOSAT
sat_tmp=$(mktemp -d)

expect_grep "solvers lists picosat" "^picosat " $S solvers
expect_grep "solvers lists cadical" "^cadical " $S solvers
expect_grep "solvers lists external" "^external " $S solvers
expect_grep "solvers lists cryptominisat" "^cryptominisat " $S solvers
expect_grep "solvers lists ipasir" "^ipasir " $S solvers

# The same 95 solutions from every backend and mode, and all right.
for sat_s in picosat cadical cryptominisat; do
  for sat_m in assume reduced; do
    $S solve --solver $sat_s --sat-mode $sat_m data/top95.txt \
      >$sat_tmp/top95.$sat_s.$sat_m 2>>$sat_tmp/stderr
  done
done
expect_out "top95: picosat assume = cadical assume" "" \
  cmp $sat_tmp/top95.picosat.assume $sat_tmp/top95.cadical.assume
expect_out "top95: cadical assume = cadical reduced" "" \
  cmp $sat_tmp/top95.cadical.assume $sat_tmp/top95.cadical.reduced
expect_out "top95: picosat assume = picosat reduced" "" \
  cmp $sat_tmp/top95.picosat.assume $sat_tmp/top95.picosat.reduced
expect_out "top95: cadical's solutions verify" "95" \
  sh -c "$S verify --solution $sat_tmp/top95.cadical.assume data/top95.txt | grep -c '^ok complete$'"
expect_out "top95: cryptominisat assume = picosat assume" "" \
  cmp $sat_tmp/top95.cryptominisat.assume $sat_tmp/top95.picosat.assume
expect_out "top95: cryptominisat reduced = picosat assume" "" \
  cmp $sat_tmp/top95.cryptominisat.reduced $sat_tmp/top95.picosat.assume
# Every encoding and AMO kind the backends can be given, same answers.
head -n 30 data/top95.txt > $sat_tmp/top30.txt
head -n 30 $sat_tmp/top95.picosat.assume > $sat_tmp/top30.want
for sat_e in minimal efficient extended augmented; do
  for sat_a in pairwise sequential product binary commander bimander; do
    $S solve --solver cadical --sat-encoding $sat_e --sat-amo $sat_a \
      $sat_tmp/top30.txt >$sat_tmp/top30.$sat_e.$sat_a 2>>$sat_tmp/stderr
    cmp -s $sat_tmp/top30.$sat_e.$sat_a $sat_tmp/top30.want \
      || echo "$sat_e/$sat_a" >>$sat_tmp/enc.bad
  done
done
for sat_e in extended augmented; do
  $S solve --solver cryptominisat --sat-mode reduced --sat-encoding $sat_e \
    $sat_tmp/top30.txt >$sat_tmp/top30.cms.$sat_e 2>>$sat_tmp/stderr
  cmp -s $sat_tmp/top30.cms.$sat_e $sat_tmp/top30.want \
    || echo "cms reduced $sat_e" >>$sat_tmp/enc.bad
done
expect_out "every --sat-encoding x --sat-amo gives the same 30 solutions" "" \
  sh -c "cat $sat_tmp/enc.bad 2>/dev/null"
expect_code "--sat-encoding reduced is a usage error" 2 \
  $S solve --solver cadical --sat-encoding reduced data/top95.txt
expect_code "unknown --sat-amo is a usage error" 2 \
  $S solve --solver cadical --sat-amo ladder data/top95.txt
expect_grep "minimal has no reduced form: unknown with a note" \
  '"status":"unknown".*no reduced form' \
  $S solve --solver cadical --sat-mode reduced --sat-encoding minimal --format json $sat_tmp/top30.txt
expect_out "no sanitizer report in the loop above" "" \
  sh -c "grep -E 'Sanitizer|runtime error:' $sat_tmp/stderr"

expect_grep "json record" \
  '"solver":"cadical","status":"unique","count":1,"solution":"417369825.*"variables":729' \
  $S solve --solver cadical --format json data/top95.txt
expect_grep "picosat json has decisions and propagations" \
  '"guesses":[1-9][0-9]*,"propagations":[1-9]' \
  $S solve --solver picosat --format json data/top95.txt
expect_out "limit 0 counts the F# seed's 3,589 solutions" \
  '"status":"multiple","count":3589' \
  sh -c "$S solve --solver cadical --limit 0 --format json data/fsharp_seed_multiple.txt | grep -o '\"status\":\"[a-z]*\",\"count\":[0-9]*'"
expect_out "limit 1 gives found" "found" \
  sh -c "$S solve --solver picosat --limit 1 --format json data/fsharp_seed_multiple.txt | grep -o '\"status\":\"found\"' | cut -d'\"' -f4"
expect_out "serg set: multiple with K = 2" "200" \
  sh -c "$S solve --solver cadical data/serg_multiple_200.txt | grep -c '^multiple$'"
expect_out "bird: invalid, exit 1" "invalid: duplicate 9 in column 7 at rows 2 and 9" $S solve --solver picosat data/bird_chapter_invalid.txt
expect_code "bird: exit 1" 1 $S solve --solver cadical data/bird_chapter_invalid.txt

# tdoku's counts, with limit 0.
grep -v '^#' data/tdoku_test_puzzles.txt | cut -d: -f2 > $sat_tmp/td.want
for sat_s in picosat cadical cryptominisat; do
  expect_out "tdoku counts ($sat_s)" "" sh -c \
    "$S solve --solver $sat_s --limit 0 --format json data/tdoku_test_puzzles.txt | grep -o '\"count\":[0-9]*' | cut -d: -f2 | diff - $sat_tmp/td.want"
done

# Limits: the first 25x25 puzzle takes seconds.
head -1 data/gecode_25x25.txt > $sat_tmp/hard25.txt
expect_grep "budget gives unknown (cadical)" \
  '"status":"unknown".*"note":"budget: 50 conflicts' \
  $S solve --solver cadical --budget-nodes 50 --format json $sat_tmp/hard25.txt
expect_grep "budget gives unknown (picosat)" \
  '"status":"unknown".*"note":"budget: 50 decisions' \
  $S solve --solver picosat --sat-mode assume --budget-nodes 50 --format json $sat_tmp/hard25.txt
expect_grep "timeout gives unknown" '"status":"unknown".*"note":"timeout' \
  $S solve --solver picosat --timeout 0.05 --format json $sat_tmp/hard25.txt
expect_out "unknown in line form, with the reason" "unknown: timeout: 0.05 s spent" \
  $S solve --solver cadical --timeout 0.05 $sat_tmp/hard25.txt
expect_grep "budget gives unknown (cryptominisat)" \
  '"status":"unknown".*"note":"budget: 50 conflicts spent \(cryptominisat\)' \
  $S solve --solver cryptominisat --budget-nodes 50 --format json $sat_tmp/hard25.txt
for sat_m in assume reduced; do
  expect_grep "timeout gives unknown (cryptominisat, $sat_m)" \
    '"status":"unknown".*"note":"timeout' \
    $S solve --solver cryptominisat --sat-mode $sat_m --timeout 0.2 --format json $sat_tmp/hard25.txt
done
expect_code "unknown --sat-mode is a usage error" 2 \
  $S solve --solver cadical --sat-mode sideways data/top95.txt

# compare runs them in threads and finds them in agreement.
expect_grep "compare -j 2 picosat,cadical,cryptominisat" "95 records, 0 unreadable: all solvers agree" \
  $S compare -j 2 --solvers picosat,cadical,cryptominisat data/top95.txt
expect_grep "cryptominisat is in compare's default set" "^cryptominisat +95 " \
  $S compare data/top95.txt

# Any IPASIR library, loaded at run time: a small one around PicoSAT
# (tests/ipasir/picosat_ipasir.c), and two liars built from it.
sat_cc=${CC:-cc}
for sat_v in good: model:-DSS_BREAK_MODEL unsat:-DSS_BREAK_UNSAT; do
  $sat_cc -std=c11 -O2 -fPIC -shared ${sat_v#*:} -o $sat_tmp/libipasir_${sat_v%%:*}.so \
    tests/ipasir/picosat_ipasir.c -lpicosat 2>>$sat_tmp/cc.err
done
expect_out "the test IPASIR libraries build" "" cat $sat_tmp/cc.err
sat_good=$sat_tmp/libipasir_good.so
head -n 20 data/top95.txt > $sat_tmp/ip20.txt
expect_out "ipasir: the 95 solutions of picosat" "" sh -c \
  "$S solve --solver ipasir --ipasir-lib $sat_good data/top95.txt | diff - $sat_tmp/top95.picosat.assume"
expect_out "ipasir reduced: the same" "" sh -c \
  "$S solve --solver ipasir --ipasir-lib $sat_good --sat-mode reduced data/top95.txt | diff - $sat_tmp/top95.picosat.assume"
expect_out "ipasir: tdoku counts with limit 0" "" sh -c \
  "$S solve --solver ipasir --ipasir-lib $sat_good --limit 0 --format json data/tdoku_test_puzzles.txt | grep -o '\"count\":[0-9]*' | cut -d: -f2 | diff - $sat_tmp/td.want"
expect_grep "ipasir: compare -j 2 agrees" "95 records, 0 unreadable: all solvers agree" \
  $S compare -j 2 --solvers fast,cadical,ipasir --ipasir-lib $sat_good data/top95.txt
expect_grep "ipasir joins compare's default set with --ipasir-lib" "^ipasir +20 " \
  $S compare --ipasir-lib $sat_good $sat_tmp/ip20.txt
expect_grep "ipasir: budget in terminate polls (no ipasir_set_learn)" \
  '"status":"unknown".*"note":"budget: 5 terminate polls spent \(ipasir\)' \
  $S solve --solver ipasir --ipasir-lib $sat_good --budget-nodes 5 --format json $sat_tmp/hard25.txt
expect_grep "ipasir: timeout" '"status":"unknown".*"note":"timeout' \
  $S solve --solver ipasir --ipasir-lib $sat_good --timeout 0.2 --format json $sat_tmp/hard25.txt
# The liars: a wrong model fails verification; a wrong UNSAT (every
# second solve call) makes puzzles with several solutions "unique",
# which the other solvers' two distinct solutions refute.
expect_grep "ipasir liar: a wrong model is caught" "ipasir +unknown +<- wrong +\[ipasir returned a model that is not a solution\]" \
  $S compare --solvers fast,ipasir --ipasir-lib $sat_tmp/libipasir_model.so $sat_tmp/ip20.txt
expect_code "ipasir liar: wrong models exit 1" 1 \
  $S compare --solvers fast,ipasir --ipasir-lib $sat_tmp/libipasir_model.so $sat_tmp/ip20.txt
head -n 12 data/serg_multiple_200.txt > $sat_tmp/multi.txt
expect_grep "ipasir liar: a wrong UNSAT is a disagreement" "ipasir +unique .*<- wrong" \
  $S compare --solvers fast,picosat,ipasir --ipasir-lib $sat_tmp/libipasir_unsat.so $sat_tmp/multi.txt
expect_grep "ipasir liar: the summary says so" "SOLVERS DISAGREE" \
  $S compare --ipasir-lib $sat_tmp/libipasir_unsat.so $sat_tmp/multi.txt
expect_code "ipasir liar: wrong UNSAT exits 1" 1 \
  $S compare --ipasir-lib $sat_tmp/libipasir_unsat.so $sat_tmp/multi.txt
expect_grep "the reproduce line names the library" "reproduce: .*--ipasir-lib '$sat_tmp/libipasir_unsat.so'" \
  $S compare --ipasir-lib $sat_tmp/libipasir_unsat.so $sat_tmp/multi.txt
# A missing option or library: one line before any record.
expect_code "ipasir without --ipasir-lib: exit 2" 2 $S solve --solver ipasir data/top95.txt
expect_code "compare --solvers ipasir without --ipasir-lib: exit 2" 2 \
  $S compare --solvers fast,ipasir data/top95.txt
expect_code "a missing .so: exit 3" 3 $S solve --solver ipasir --ipasir-lib $sat_tmp/none.so data/top95.txt
expect_code "a missing .so in compare: exit 3" 3 $S compare --ipasir-lib $sat_tmp/none.so data/top95.txt
printf 'int not_ipasir (void) { return 0; }\n' > $sat_tmp/not.c
$sat_cc -shared -fPIC -o $sat_tmp/libnot.so $sat_tmp/not.c 2>>$sat_tmp/cc.err
expect_code "a .so that is not IPASIR: exit 3" 3 $S solve --solver ipasir --ipasir-lib $sat_tmp/libnot.so data/top95.txt
expect_out "... with one line naming what is missing, and no record" \
  "sudosat solve: cannot load IPASIR library '$sat_tmp/libnot.so': it does not export ipasir_init" \
  sh -c "$S solve --solver ipasir --ipasir-lib $sat_tmp/libnot.so data/top95.txt 2>&1"
expect_out "a missing .so: one line" "1" \
  sh -c "$S compare --ipasir-lib $sat_tmp/none.so data/top95.txt 2>&1 | wc -l"

# External solvers: the Debian binaries, as they are.
head -20 data/top95.txt > $sat_tmp/top20.txt
head -20 $sat_tmp/top95.picosat.assume > $sat_tmp/top20.want
expect_out "external cadical" "" sh -c \
  "$S solve --solver external --sat-cmd cadical $sat_tmp/top20.txt | diff - $sat_tmp/top20.want"
expect_out "external 'minisat %o'" "" sh -c \
  "$S solve --solver external --sat-cmd 'minisat %o' $sat_tmp/top20.txt | diff - $sat_tmp/top20.want"
expect_out "external picosat, reduced CNF" "" sh -c \
  "$S solve --solver external --sat-cmd picosat --sat-mode reduced $sat_tmp/top20.txt | diff - $sat_tmp/top20.want"
expect_out "external minisat with %i and %o" "" sh -c \
  "$S solve --solver external --sat-cmd 'minisat -verb=0 %i %o' $sat_tmp/top20.txt | diff - $sat_tmp/top20.want"
expect_grep "external counts with blocking clauses" '"status":"multiple","count":5,.*"nodes":5' \
  $S solve --solver external --sat-cmd cadical --limit 5 --format json data/fsharp_seed_multiple.txt
expect_grep "external unsat" '"status":"unsat"' sh -c \
  "grep ':0$' data/tdoku_test_puzzles.txt | head -1 | $S solve --solver external --sat-cmd 'minisat %o' --format json -"
expect_code "external without --sat-cmd is a usage error" 2 \
  $S solve --solver external data/top95.txt

# Broken external solvers: unknown, with a note that says why.
printf '#!/bin/sh\necho "this is not SAT output"\n' > $sat_tmp/garbage.sh
printf '#!/bin/sh\necho "s UNSATISFIABLE"\nexit 10\n' > $sat_tmp/liar.sh
printf '#!/bin/sh\necho "s SATISFIABLE"\necho "v 1 2 3 0"\nexit 10\n' > $sat_tmp/partial.sh
printf '#!/bin/sh\nkill -SEGV $$\n' > $sat_tmp/crash.sh
printf '#!/bin/sh\nsleep 10\n' > $sat_tmp/slow.sh
chmod +x $sat_tmp/*.sh
head -1 data/top95.txt > $sat_tmp/one.txt
expect_grep "crashing: false" '"status":"unknown".*"note":"solver exited with status 1"' \
  $S solve --solver external --sat-cmd false --format json $sat_tmp/one.txt
expect_grep "garbage output" '"status":"unknown".*"note":"unreadable answer: stdout:1:1' \
  $S solve --solver external --sat-cmd $sat_tmp/garbage.sh --format json $sat_tmp/one.txt
expect_grep "silent solver" '"status":"unknown".*"note":"unreadable answer: stdout: no verdict' \
  $S solve --solver external --sat-cmd true --format json $sat_tmp/one.txt
expect_grep "exit code and answer disagree" '"status":"unknown".*disagrees with the answer UNSAT' \
  $S solve --solver external --sat-cmd $sat_tmp/liar.sh --format json $sat_tmp/one.txt
expect_grep "partial model" '"status":"unknown".*not a solution' \
  $S solve --solver external --sat-cmd $sat_tmp/partial.sh --format json $sat_tmp/one.txt
expect_grep "killed by a signal" '"status":"unknown".*"note":"solver killed by signal 11' \
  $S solve --solver external --sat-cmd $sat_tmp/crash.sh --format json $sat_tmp/one.txt
expect_grep "timeout kills it" '"status":"unknown".*"note":"timeout' \
  $S solve --solver external --sat-cmd $sat_tmp/slow.sh --timeout 0.2 --format json $sat_tmp/one.txt
# Each way of failing carries its kind as data ("why"), not only a note.
for sat_w in crash.sh:crash garbage.sh:malformed partial.sh:wrong liar.sh:malformed slow.sh:budget false:error; do
  sat_p=${sat_w%%:*}; [ "$sat_p" = false ] || sat_p=$sat_tmp/$sat_p
  expect_grep "why: ${sat_w%%:*} is ${sat_w#*:}" "\"why\":\"${sat_w#*:}\"" \
    $S solve --solver external --sat-cmd $sat_p --timeout 0.5 --format json $sat_tmp/one.txt
done
# A program that cannot start, or a command that does not parse, stops
# the run before any record (tests/cli/test_exit_codes.sh has the codes).
expect_out "no such program: refused before any record" \
  "sudosat solve: --sat-cmd: cannot run 'no-such-solver-here': No such file or directory" \
  sh -c "$S solve --solver external --sat-cmd no-such-solver-here --format json $sat_tmp/one.txt 2>&1"
expect_out "unclosed quote: refused before any record" \
  "sudosat solve: --sat-cmd: unclosed quote in the command
Try 'sudosat solve --help' for more." \
  sh -c "$S solve --solver external --sat-cmd \"minisat 'x\" --format json $sat_tmp/one.txt 2>&1"
expect_out "no temporary files left behind" "0" sh -c \
  "TMPDIR=$sat_tmp/t; mkdir -p \$TMPDIR; export TMPDIR; $S solve --solver external --sat-cmd 'minisat %o' --limit 3 $sat_tmp/top20.txt >/dev/null; ls \$TMPDIR | wc -l"

# explain: cores in words, as a line, as JSON.
expect_out "explain: clash in words" "invalid: r2c7=9, r9c7=9 clash in column 7" \
  $S explain data/bird_chapter_invalid.txt
expect_out "explain: clash as a line" \
  "...............9..............................................................9.." \
  $S explain --format line data/bird_chapter_invalid.txt
expect_grep "explain: json" '"status":"invalid","givens":24,"size":2,"minimal":true,"core":\["r2c7=9","r9c7=9"\].*"reason":"clash in column 7"' \
  $S explain --format json data/bird_chapter_invalid.txt
expect_out "explain: no digit for a cell" \
  "unsat: r1c2=1, r1c3=2, r1c4=3, r1c5=4, r1c6=5, r1c7=6, r1c8=7, r2c2=8, r9c1=9: these 9 givens leave no digit for r1c1" \
  $S explain ".1234567..8.............................................................9........"
expect_out "explain: no place for a digit" \
  "unsat: r1c6=7, r4c1=7, r5c9=7, r6c4=1, r6c5=2: these 5 givens leave no place for 7 in row 6" \
  $S explain ".....7.....................7................7...12..............................."
expect_grep "explain: tdoku unsat puzzle, from stdin" '^unsat: .*: these [0-9]+ givens ' \
  sh -c "grep ':0$' data/tdoku_test_puzzles.txt | head -1 | cut -d: -f1 | $S explain -"
expect_grep "explain: solvable puzzle" "^unique: the givens can be completed" \
  $S explain $sat_tmp/one.txt
expect_out "explain --minimal-check: a 17-clue puzzle" "minimal: yes (all 17 givens needed)" \
  sh -c "$S explain --minimal-check '.......1.4.........2...........5.4.7..8...3....1.9....3..4..2...5.1........8.6...' | tail -1"
expect_out "explain --minimal-check: an extra given is redundant" "r1c1=6 redundant" \
  sh -c "$S explain --minimal-check '6......1.4.........2...........5.4.7..8...3....1.9....3..4..2...5.1........8.6...' | grep r1c1="
expect_grep "explain --minimal-check json" '"status":"unique","givens":17,"minimal":true,"redundant":\[\]' \
  $S explain --minimal-check --format json '.......1.4.........2...........5.4.7..8...3....1.9....3..4..2...5.1........8.6...'
expect_out "explain --minimal-check on a puzzle with many solutions" \
  "multiple: --minimal-check needs a puzzle with exactly one solution" \
  $S explain --minimal-check data/fsharp_seed_multiple.txt
expect_code "explain --minimal-check --format line is a usage error" 2 \
  $S explain --minimal-check --format line data/top95.txt
expect_code "explain needs one puzzle" 2 $S explain
expect_code "explain: a second puzzle in the file" 2 $S explain data/top95.txt
expect_code "explain: no such file, not a puzzle" 2 $S explain $sat_tmp/none.txt

rm -rf "$sat_tmp"
