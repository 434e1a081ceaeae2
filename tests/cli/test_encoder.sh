# test_encoder.sh -- encode and decode from the command line (sourced by
# tests/cli/run.sh; helpers from lib.sh; every name here starts with enc_).
#
# Round trips go through the Debian solver binaries: encode, solve with
# minisat, cadical or picosat, decode, and verify with `sudosat verify`.
# top95 and data/16x16.txt have one solution each, so the grids from
# different solvers and encodings must agree line for line; tdoku's test
# puzzles carry their known solution (or count 0, which must be UNSAT).
# Then tests/bad_dimacs/: every malformed CNF or model, with its output.

enc_tmp=$(mktemp -d)

# Loops below call the binary directly; their stderr goes to this file,
# and a sanitizer report in it fails the check (as lib.sh's helpers do).
enc_err=$enc_tmp/stderr
enc_clean() {
  if grep -Eq 'Sanitizer|runtime error:' "$enc_err" 2>/dev/null; then
    sed 's/^/  /' "$enc_err" | head -20 >&2
    return 1
  fi
  return 0
}

# enc_solve SOLVER CNF MODEL: run a solver binary, its answer into MODEL.
enc_solve() {
  case $1 in
    minisat) minisat -verb=0 "$2" "$3" >/dev/null 2>&1 ;;
    cadical) cadical -q "$2" >"$3" 2>/dev/null ;;
    picosat) picosat "$2" >"$3" 2>/dev/null ;;
    cryptominisat5) cryptominisat5 --verb 0 "$2" >"$3" 2>/dev/null ;;
  esac
  enc_rc=$?
  [ $enc_rc -eq 10 ] || [ $enc_rc -eq 20 ]
}

# enc_round_trip NAME FILE SOLVER ENCODE_OPTIONS...: every puzzle of FILE
# (one per line; under check-san its first 8, san_sample) through encode,
# SOLVER and decode --cnf.  The decoded
# grids go to $enc_tmp/NAME.sol; verify must find each one right.
enc_round_trip() {
  enc_name=$1 enc_file=$(san_sample "$2") enc_solver=$3
  shift 3
  enc_bad=0 enc_count=0
  : >"$enc_tmp/$enc_name.sol"
  while IFS= read -r enc_line || [ -n "$enc_line" ]; do
    enc_count=$((enc_count + 1))
    printf '%s\n' "$enc_line" >"$enc_tmp/p.txt"
    "$SUDOSAT" encode "$@" -o "$enc_tmp/p.cnf" "$enc_tmp/p.txt" 2>"$enc_err" \
      && enc_clean \
      && enc_solve "$enc_solver" "$enc_tmp/p.cnf" "$enc_tmp/p.model" \
      && "$SUDOSAT" decode --cnf "$enc_tmp/p.cnf" "$enc_tmp/p.txt" \
           "$enc_tmp/p.model" >"$enc_tmp/p.out" 2>"$enc_err" \
      && enc_clean \
      && grep -q '^ok: a solution' "$enc_tmp/p.out" \
      || { enc_bad=$((enc_bad + 1)); echo "  $enc_name: puzzle $enc_count" >&2; }
    head -n 1 "$enc_tmp/p.out" >>"$enc_tmp/$enc_name.sol"
  done <"$enc_file"
  if [ $enc_bad -eq 0 ]; then _pass; else _fail "$enc_name: $enc_bad of $enc_count failed"; fi
  enc_ok=$("$SUDOSAT" verify --solution "$enc_tmp/$enc_name.sol" "$enc_file" \
             | grep -c '^ok complete$')
  if [ "$enc_ok" = "$enc_count" ]; then _pass; else
    _fail "$enc_name: verify accepts $enc_ok of $enc_count solutions"; fi
}

enc_same() {
  if cmp -s "$enc_tmp/$2.sol" "$enc_tmp/$3.sol"; then _pass; else
    _fail "$1: $2 and $3 disagree"; fi
}

# --- options and usage --------------------------------------------------
expect_code "encode --help" 0 "$SUDOSAT" encode --help
expect_grep "encode --help lists the encodings" "^  reduced " "$SUDOSAT" encode --help
expect_code "encode: unknown encoding" 2 "$SUDOSAT" encode --encoding maximal
expect_code "encode: unknown amo" 2 "$SUDOSAT" encode --amo ladder
expect_code "encode: reduced without givens" 2 "$SUDOSAT" encode --encoding reduced --no-givens
expect_code "encode: no such file" 2 "$SUDOSAT" encode "$enc_tmp/none.txt"
expect_code "encode: two puzzles in one file" 2 "$SUDOSAT" encode data/top95.txt
expect_code "encode: two PUZZLE arguments" 2 "$SUDOSAT" encode data/4x4.txt data/4x4.txt
expect_code "encode: unwritable -o" 2 "$SUDOSAT" encode -o "$enc_tmp/no/such/dir.cnf"
printf '12345\n' >"$enc_tmp/garbage.txt"
expect_grep "encode: unreadable puzzle has a position" "error: .*garbage.txt:1:" \
  "$SUDOSAT" encode "$enc_tmp/garbage.txt"
expect_code "decode --help" 0 "$SUDOSAT" decode --help
expect_code "decode: no model" 2 "$SUDOSAT" decode
expect_code "decode: no such model" 2 "$SUDOSAT" decode data/singles_seed_block.txt "$enc_tmp/none"

# --- exact counts (the numbers) -----------------------------------
expect_out "9x9 minimal" "p cnf 729 8829" sh -c "'$SUDOSAT' encode --encoding minimal --amo pairwise | grep '^p cnf'"
expect_out "9x9 efficient" "p cnf 729 11745" sh -c "'$SUDOSAT' encode --encoding efficient --amo pairwise | grep '^p cnf'"
expect_out "9x9 extended" "p cnf 729 11988" sh -c "'$SUDOSAT' encode --encoding extended --amo pairwise | grep '^p cnf'"
# the newer kinds: per group of 9, binary 9 x 4 clauses and 4 bits,
# commander 3 x (3 + 3) + 3 and 3 commanders, bimander 3 x 3 + 9 x 2 and
# 2 bits; augmented: 486 triads, 81 x 37 + 486 x 7 + 324 x 4 clauses
expect_out "9x9 extended binary" "p cnf 2025 11988" sh -c "'$SUDOSAT' encode --amo binary | grep '^p cnf'"
expect_out "9x9 extended commander" "p cnf 1701 7128" sh -c "'$SUDOSAT' encode --amo commander | grep '^p cnf'"
expect_out "9x9 extended bimander" "p cnf 1377 9072" sh -c "'$SUDOSAT' encode --amo bimander | grep '^p cnf'"
expect_out "9x9 augmented" "p cnf 1215 7695" sh -c "'$SUDOSAT' encode --encoding augmented --amo pairwise | grep '^p cnf'"
expect_out "6x6 augmented (2x3 boxes: 36 x 5 triads; 576 + 72 x 7 + 108 x 4 + 72 x 2 + 72 x 4 clauses)" "p cnf 396 1944" sh -c "'$SUDOSAT' encode --box 2x3 --encoding augmented | grep '^p cnf'"
expect_out "augmented-reduced writes its map" "301" \
  sh -c "head -n 1 data/top95.txt | '$SUDOSAT' encode --encoding augmented-reduced - | grep -c '^c var '"
expect_grep "augmented: the header gives the triad formula" "^c   h is 729 \+ \(r\*3 \+ j\)\*9 \+ d, v is 972" \
  "$SUDOSAT" encode --encoding augmented
expect_out "9x9 --no-givens drops the units" "p cnf 729 11988" \
  sh -c "head -n 1 data/top95.txt | '$SUDOSAT' encode --no-givens - | grep '^p cnf'"
expect_out "--map names every variable" "729" sh -c "'$SUDOSAT' encode --map | grep -c '^c var '"
expect_out "reduced always writes its map" "301" \
  sh -c "head -n 1 data/top95.txt | '$SUDOSAT' encode --encoding reduced - | grep -c '^c var '"
expect_out "the header line counts what follows" "ok" sh -c "'$SUDOSAT' encode --amo sequential --box 2x3 | awk '
  /^p cnf/ { v = \$3; c = \$4; next } /^c/ { next }
  { n++; for (i = 1; i < NF; i++) { x = \$i < 0 ? -\$i : \$i; if (x > m) m = x } if (\$NF != 0) bad = 1 }
  END { print (n == c && m == v && !bad) ? \"ok\" : \"header \" v \" \" c \", found \" m \" \" n }'"

# --- round trips through the Debian solvers --------------------------------
enc_round_trip top95-minisat-extended data/top95.txt minisat
enc_round_trip top95-cadical-reduced data/top95.txt cadical --encoding reduced
enc_round_trip top95-picosat-minimal-seq data/top95.txt picosat --encoding minimal --amo sequential
enc_same "top95" top95-minisat-extended top95-cadical-reduced
enc_same "top95" top95-minisat-extended top95-picosat-minimal-seq
# the augmented encodings and the newer AMO kinds, through the binaries
head -n 30 data/top95.txt >"$enc_tmp/top30.txt"
head -n 30 "$enc_tmp/top95-minisat-extended.sol" >"$enc_tmp/top30-want.sol"
enc_round_trip top30-minisat-augmented "$enc_tmp/top30.txt" minisat --encoding augmented
enc_round_trip top30-cadical-augmented-reduced "$enc_tmp/top30.txt" cadical --encoding augmented-reduced --amo commander
enc_round_trip top30-minisat-binary "$enc_tmp/top30.txt" minisat --amo binary
enc_round_trip top30-cadical-bimander "$enc_tmp/top30.txt" cadical --encoding reduced --amo bimander
enc_round_trip top30-picosat-augmented-seq "$enc_tmp/top30.txt" picosat --encoding augmented --amo sequential
for enc_k in minisat-augmented cadical-augmented-reduced minisat-binary cadical-bimander picosat-augmented-seq; do
  enc_same "top30" top30-want top30-$enc_k
done
enc_round_trip 16x16-cadical-extended data/16x16.txt cadical
enc_round_trip 16x16-minisat-reduced data/16x16.txt minisat --encoding reduced --amo product
enc_same "16x16" 16x16-cadical-extended 16x16-minisat-reduced
enc_round_trip 16x16-cadical-augmented-reduced data/16x16.txt cadical --encoding augmented-reduced
enc_same "16x16" 16x16-cadical-extended 16x16-cadical-augmented-reduced
head -n 20 data/16x16.txt >"$enc_tmp/16x16-head.txt"
enc_round_trip 16x16-picosat-efficient-seq "$enc_tmp/16x16-head.txt" picosat --encoding efficient --amo sequential
head -n 1 data/gecode_25x25.txt >"$enc_tmp/25x25.txt"
enc_round_trip 25x25-cadical-default "$enc_tmp/25x25.txt" cadical
expect_grep "25x25 defaults to product" "at-most-one product" "$SUDOSAT" encode "$enc_tmp/25x25.txt"

# cryptominisat5 accepts the files too (a 9x9 and a reduced 16x16).
head -n 3 data/top95.txt >"$enc_tmp/top3.txt"
enc_round_trip top3-cryptominisat "$enc_tmp/top3.txt" cryptominisat5
head -n 2 data/16x16.txt >"$enc_tmp/16x16-2.txt"
enc_round_trip 16x16-cryptominisat-reduced "$enc_tmp/16x16-2.txt" cryptominisat5 --encoding reduced

# decode without --cnf rebuilds the map from the options given
head -n 1 data/top95.txt >"$enc_tmp/p1.txt"
"$SUDOSAT" encode --encoding reduced --amo sequential -o "$enc_tmp/p1.cnf" "$enc_tmp/p1.txt"
enc_solve minisat "$enc_tmp/p1.cnf" "$enc_tmp/p1.model"
expect_grep "decode: reduced map rebuilt from the puzzle" "^ok: a solution" \
  "$SUDOSAT" decode --encoding reduced --amo sequential "$enc_tmp/p1.txt" "$enc_tmp/p1.model"
expect_grep "decode: options that do not match" "wrong variable count" \
  "$SUDOSAT" decode --encoding reduced "$enc_tmp/p1.txt" "$enc_tmp/p1.model"
expect_out "decode --format block" "9" sh -c "'$SUDOSAT' decode --format block --encoding reduced --amo sequential '$enc_tmp/p1.txt' '$enc_tmp/p1.model' | grep -c '|'"

# --map on the identity numbering: decode takes the map from the CNF
"$SUDOSAT" encode --map --amo product -o "$enc_tmp/m.cnf" "$enc_tmp/p1.txt"
enc_solve picosat "$enc_tmp/m.cnf" "$enc_tmp/m.model"
expect_grep "decode: map lines of --map" "^ok: a solution.*satisfies all" \
  "$SUDOSAT" decode --cnf "$enc_tmp/m.cnf" "$enc_tmp/p1.txt" "$enc_tmp/m.model"
expect_grep "decode: the CNF of another puzzle" "^invalid: .*differs from the given" \
  "$SUDOSAT" decode --cnf "$enc_tmp/m.cnf" data/singles_seed_block.txt "$enc_tmp/m.model"

# the empty grid both ways
"$SUDOSAT" encode --box 2x3 -o "$enc_tmp/e6.cnf"
enc_solve cadical "$enc_tmp/e6.cnf" "$enc_tmp/e6.model"
expect_grep "empty 6x6 decodes to a full grid" "^ok: a solution: it keeps the 0 givens" \
  "$SUDOSAT" decode --box 2x3 --cnf "$enc_tmp/e6.cnf" "$enc_tmp/e6.model"

# --- known answers: tdoku's test puzzles ------------------------------------
enc_bad=0
while IFS= read -r enc_line; do
  enc_puzzle=${enc_line%%:*}
  enc_rest=${enc_line#*:}
  enc_n=${enc_rest%%:*}
  enc_known=${enc_rest#*:}
  printf '%s\n' "$enc_puzzle" >"$enc_tmp/t.txt"
  for enc_e in minimal reduced; do
    "$SUDOSAT" encode --encoding $enc_e -o "$enc_tmp/t.cnf" "$enc_tmp/t.txt" 2>"$enc_err"
    enc_clean || enc_bad=$((enc_bad + 1))
    enc_solve cadical "$enc_tmp/t.cnf" "$enc_tmp/t.model"
    enc_got=$("$SUDOSAT" decode --cnf "$enc_tmp/t.cnf" "$enc_tmp/t.txt" "$enc_tmp/t.model" 2>"$enc_err" | head -n 1)
    enc_clean || enc_bad=$((enc_bad + 1))
    if [ "$enc_n" = 0 ]; then
      [ "$enc_got" = unsatisfiable ] || enc_bad=$((enc_bad + 1))
    elif [ "$enc_n" = 1 ]; then
      [ "$enc_got" = "$enc_known" ] || enc_bad=$((enc_bad + 1))
    fi
  done
done <"$(san_sample data/tdoku_test_puzzles.txt)"
if [ $enc_bad -eq 0 ]; then _pass; else _fail "tdoku known answers: $enc_bad wrong"; fi

# --- UNSAT is a verdict, broken givens a warning ------------------------------
expect_code "encode: broken givens exit 1" 1 "$SUDOSAT" encode -o "$enc_tmp/bird.cnf" data/bird_chapter_invalid.txt
expect_grep "encode: broken givens say why" "duplicate 9 in column 7 at rows 2 and 9.*unsatisfiable" \
  "$SUDOSAT" encode -o "$enc_tmp/bird.cnf" data/bird_chapter_invalid.txt
"$SUDOSAT" encode --encoding reduced -o "$enc_tmp/bird-r.cnf" data/bird_chapter_invalid.txt 2>/dev/null
expect_grep "reduced: broken givens give empty clauses" "^c [0-9]+ empty clauses" cat "$enc_tmp/bird-r.cnf"
for enc_s in minisat cadical picosat; do
  enc_solve $enc_s "$enc_tmp/bird-r.cnf" "$enc_tmp/bird.model"
  expect_out "decode: UNSAT from $enc_s is the verdict" "unsatisfiable" \
    "$SUDOSAT" decode data/bird_chapter_invalid.txt "$enc_tmp/bird.model"
  expect_code "decode: UNSAT from $enc_s exits 0" 0 \
    "$SUDOSAT" decode data/bird_chapter_invalid.txt "$enc_tmp/bird.model"
done

# --- a wrong auxiliary value is caught by --cnf only -------------------------
"$SUDOSAT" encode --amo sequential -o "$enc_tmp/aux.cnf" "$enc_tmp/p1.txt"
enc_solve cadical "$enc_tmp/aux.cnf" "$enc_tmp/aux.model"
awk '/^v/ { for (i = 2; i <= NF; i++) { x = $i < 0 ? -$i : $i; if (x > 729) $i = -$i } } { print }' \
  "$enc_tmp/aux.model" >"$enc_tmp/aux-flipped.model"
expect_grep "decode --cnf: flipped auxiliaries break clauses" "^invalid: clause [0-9]+ \(line [0-9]+ of .*\) is false" \
  "$SUDOSAT" decode --amo sequential --cnf "$enc_tmp/aux.cnf" "$enc_tmp/p1.txt" "$enc_tmp/aux-flipped.model"
expect_grep "decode without --cnf cannot see auxiliaries" "^ok: a solution" \
  "$SUDOSAT" decode --amo sequential "$enc_tmp/p1.txt" "$enc_tmp/aux-flipped.model"

# --- teaching views ----------------------------------------------------------
expect_grep "--explain: the formula" "v = \(r\*9 \+ c\)\*9 \+ d" "$SUDOSAT" encode --explain
expect_grep "--explain: sample clause in words" "words   r1c1 = 1 or r1c1 = 2 or r1c1 = 3" "$SUDOSAT" encode --explain
expect_grep "--explain: exact cover columns" "4 x 81 = 324 conditions" "$SUDOSAT" encode --explain
expect_grep "--stats: every encoding and AMO" "^  reduced +product " "$SUDOSAT" encode --stats --box 4x4
expect_out "--stats: 36 rows" "36" sh -c "'$SUDOSAT' encode --stats | grep -cE '^[ *] (minimal|efficient|extended|reduced|augmented|augmented-reduced) '"
expect_grep "--stats: augmented pairwise" "^  augmented +pairwise +1,215 +486 +7,695 " "$SUDOSAT" encode --stats
expect_grep "--explain augmented: triads in words" "words   r1c1-3 has 1 or r1c4-6 has 1 or r1c7-9 has 1" "$SUDOSAT" encode --explain --encoding augmented
expect_grep "--explain augmented: section 4" "^4. Triads" "$SUDOSAT" encode --explain --encoding augmented
expect_grep "--explain augmented 2x3: 2 mini-rows a box" "each box in exactly one of its 2" "$SUDOSAT" encode --explain --box 2x3 --encoding augmented
expect_grep "--explain commander: how" "How commander at-most-one works" "$SUDOSAT" encode --explain --amo commander

# --- the reference exports in cnf/ are what encode writes now --------------
if sh scripts/cnf-refs.sh "$SUDOSAT" "$enc_tmp/cnf" 2>"$enc_err" && enc_clean; then
  for enc_ref in cnf/*.cnf; do
    if cmp -s "$enc_ref" "$enc_tmp/cnf/${enc_ref#cnf/}"; then _pass; else
      _fail "$enc_ref differs from encode's output (make cnf, if meant)"; fi
  done
  enc_n=$(ls "$enc_tmp/cnf" | wc -l)
  enc_m=$(ls cnf/*.cnf | wc -l)
  if [ "$enc_n" = "$enc_m" ]; then _pass; else _fail "cnf/: $enc_m files, cnf-refs.sh makes $enc_n"; fi
else
  _fail "scripts/cnf-refs.sh failed"
fi

# --- tests/bad_dimacs: one malformed input per error ------------------------
# NAME.cnf is read with a good model, NAME.model with a good CNF; the
# output must be NAME.EXT.expected exactly, and the exit status 1.
enc_check_bad() {
  enc_exp=tests/bad_dimacs/$1.expected
  shift
  enc_want=$(cat "$enc_exp")
  enc_got=$(cd tests/bad_dimacs && "$SUDOSAT" decode "$@" 2>&1)
  enc_code=$?
  printf '%s\n' "$enc_got" >"$enc_err"
  if ! enc_clean; then _fail "$enc_exp (sanitizer report)"
  elif [ "$enc_got" = "$enc_want" ] && [ $enc_code -eq 1 ]; then _pass; else
    _fail "$enc_exp (exit $enc_code)"; printf '  want: %s\n  got:  %s\n' "$enc_want" "$enc_got" >&2; fi
}
expect_grep "bad_dimacs fixtures are good" "^ok: a solution" \
  sh -c "cd tests/bad_dimacs && '$SUDOSAT' decode --cnf good4.cnf puzzle4.txt good4.sol"
for enc_in in tests/bad_dimacs/*.cnf tests/bad_dimacs/*.model; do
  enc_base=${enc_in#tests/bad_dimacs/}
  [ "$enc_base" = good4.cnf ] && continue
  if [ ! -f "$enc_in.expected" ]; then _fail "$enc_in has no .expected"; continue; fi
  case $enc_base in
    *.cnf) enc_check_bad "$enc_base" --cnf "$enc_base" puzzle4.txt good4.sol ;;
    *) enc_check_bad "$enc_base" --cnf good4.cnf puzzle4.txt "$enc_base" ;;
  esac
done


# Issue 12, defect 6: the model reader looks at a line before it keeps it
# (getline took a 1 GiB junk line whole, 1.05 GB, before "expected a
# verdict").  A 100 MB junk model is refused at once, in little memory.
enc_junk="cd tests/bad_dimacs && head -c 100000000 /dev/zero | tr '\\0' x | '$SUDOSAT' decode --cnf good4.cnf puzzle4.txt -"
expect_out "decode: a 100 MB junk model is refused" \
  "error: -:1:1: expected a verdict: 's SATISFIABLE', 's UNSATISFIABLE', or minisat's SAT or UNSAT" \
  sh -c "$enc_junk"
if [ -z "${SUDOSAT_SANITIZED:-}" ] && [ -x /usr/bin/time ]; then
  enc_peak=$(cd tests/bad_dimacs && head -c 100000000 /dev/zero | tr '\0' x \
    | /usr/bin/time -f %M "$SUDOSAT" decode --cnf good4.cnf puzzle4.txt - \
      2>&1 >/dev/null | tail -1)
  if [ "${enc_peak:-99999}" -lt 20000 ]; then _pass; else
    _fail "decode: a 100 MB junk model peaks at ${enc_peak} KB (want under 20 MB)"; fi
fi

# Issue 12: encode bounds its output from the counts before writing a
# byte, and refuses above --max-size (default 1 GiB) with the bound and a
# suggestion; -o FILE is not even created.
expect_out "encode: the empty 100x100 pairwise is refused (3.7 GiB)" \
  "sudosat encode: the CNF would take up to 3.7 GiB (1000000 variables, 198040000 clauses, 400000000 literals), above --max-size 1.0 GiB; try --amo sequential, or raise --max-size (0: no limit)" \
  sh -c "'$SUDOSAT' encode --box 10x10 --amo pairwise -o '$enc_tmp/never.cnf' 2>&1"
expect_code "encode: ... exit 2" 2 "$SUDOSAT" encode --box 10x10 --amo pairwise
if [ -e "$enc_tmp/never.cnf" ]; then _fail "encode: a refused -o FILE was created"; else _pass; fi
expect_grep "encode: a 4x4 puzzle over 1K suggests both ways down" \
  'up to [0-9.]+ KiB \(64 variables, 454 clauses, 1030 literals\), above --max-size 1.0 KiB; try --amo sequential or --encoding reduced, or raise' \
  "$SUDOSAT" encode --max-size 1K tests/bad_dimacs/puzzle4.txt
expect_code "encode: --max-size 0 is no limit" 0 "$SUDOSAT" encode --box 2x2 --max-size 0
expect_code "encode: a bad --max-size" 2 "$SUDOSAT" encode --max-size 12X
# The bound is an upper bound, and a close one: within 30% of the bytes.
head -1 data/gecode_25x25.txt > "$enc_tmp/p25.txt"
for enc_case in "--box 3x3" "--box 4x4 --amo sequential --map" "--encoding reduced $enc_tmp/p25.txt" "--box 3x3 --encoding minimal --amo product"; do
  # shellcheck disable=SC2086
  enc_bytes=$("$SUDOSAT" encode $enc_case 2>/dev/null | wc -c)
  # shellcheck disable=SC2086
  if "$SUDOSAT" encode $enc_case --max-size $((enc_bytes - 1)) >/dev/null 2>&1; then
    enc_over=""; else enc_over=refused; fi
  # shellcheck disable=SC2086
  if "$SUDOSAT" encode $enc_case --max-size $((enc_bytes * 130 / 100)) >/dev/null 2>&1; then
    enc_tight=ok; else enc_tight=""; fi
  if [ "$enc_over" = refused ] && [ "$enc_tight" = ok ]; then _pass; else
    _fail "encode $enc_case: $enc_bytes bytes, bound not within (bytes, 1.3 bytes]"; fi
done

rm -rf "$enc_tmp"
