# test_json.sh -- every subcommand's JSON against the one schema of
# docs/json.md (tests/cli/json_schema.py): the head record, file, line
# (box, alphabet), status in that order, the statuses and fields of each
# subcommand, arrays for lists, error records, floats rounded.  Inputs mix
# good, invalid, multiple and unreadable records.  Sourced by run.sh.
js_T=$(mktemp -d)
js_check() { # NAME SUBCOMMAND COMMAND...: the command's stdout is checked
  js_name=$1; js_cmd=$2; shift 2
  "$@" > "$js_T/out.jsonl" 2>"$_ERR"
  _sanitized "$js_name" || return 0
  js_said=$(python3 tests/cli/json_schema.py "$js_cmd" < "$js_T/out.jsonl")
  case $js_said in
    "ok "*) _pass ;;
    *) _fail "json schema: $js_name"; printf '%s\n' "$js_said" | head -5 | sed 's/^/  /' >&2 ;;
  esac
}
{ head -3 data/top95.txt; echo; cat data/bird_chapter_invalid.txt; echo
  cat tests/bad/unknown-symbol.txt; echo; head -1 data/fsharp_seed_multiple.txt; } > "$js_T/mix.txt"
head -1 data/top95.txt > "$js_T/one.txt"
S=$SUDOSAT
js_check "verify" verify $S verify --format json "$js_T/mix.txt"
js_check "verify --solution" verify sh -c "$S solve '$js_T/one.txt' > '$js_T/sol.txt'; $S verify --format json --solution '$js_T/sol.txt' '$js_T/one.txt'"
js_check "solve" solve $S solve --format json "$js_T/mix.txt"
js_check "solve --solver singles (unknown, note)" solve $S solve --solver singles --format json "$js_T/mix.txt"
js_check "solve --solver cadical (SAT counters)" solve $S solve --solver cadical --format json "$js_T/mix.txt"
js_check "solve -j 2 --shard 1/2" solve $S solve -j 2 --shard 1/2 --format json "$js_T/mix.txt"
js_check "rate" rate $S rate --format json "$js_T/mix.txt"
js_check "generate" generate $S generate --count 2 --box 2x3 --format json
js_check "generate (deduce)" generate $S generate --box 4x4 --method deduce --format json
js_check "generate --keep" generate $S generate --box 2x3 --keep 0.5 --format json
js_check "compare" compare $S compare --format json "$js_T/mix.txt"
js_check "compare (one solver short)" compare $S compare --solvers fast,singles --format json "$js_T/mix.txt"
js_check "explain (core)" explain $S explain --format json data/bird_chapter_invalid.txt
js_check "explain (text puzzle)" explain $S explain --format json .....7.....................7................7...12...............................
js_check "explain --minimal-check" explain $S explain --minimal-check --format json '.......1.4.........2...........5.4.7..8...3....1.9....3..4..2...5.1........8.6...'
js_check "explain (unreadable)" explain $S explain --format json tests/bad/unknown-symbol.txt
$S encode "$js_T/one.txt" > "$js_T/one.cnf"
cadical -q "$js_T/one.cnf" > "$js_T/one.model" 2>/dev/null
js_check "decode (ok)" decode $S decode --cnf "$js_T/one.cnf" --format json "$js_T/one.model"
printf 's UNSATISFIABLE\n' > "$js_T/unsat.model"
js_check "decode (unsat)" decode $S decode --format json "$js_T/one.txt" "$js_T/unsat.model"
$S encode --box 2x2 > "$js_T/four.cnf"
js_check "decode (size mismatch: error)" decode $S decode --cnf "$js_T/four.cnf" --format json "$js_T/one.txt" "$js_T/one.model"
js_check "xc" xc $S xc --format json tests/xc/toy.xc
js_check "xc (error)" xc sh -c "printf 'columns: A\nr1: B\n' | $S xc --format json -"
js_check "solvers" solvers $S solvers --format json
# The views that once lacked the head (issue 21 item 11).
awk -v n=3 -f tests/proof/php.awk > "$js_T/php.cnf"
cadical -q "$js_T/php.cnf" "$js_T/php.drat" > /dev/null 2>&1
js_check "check-proof (verified)" check-proof $S check-proof --format json "$js_T/php.cnf" "$js_T/php.drat"
js_check "check-proof (rejected)" check-proof $S check-proof --format json tests/bad_proof/base.cnf tests/bad_proof/not-implied.drat
js_check "check-proof (error)" check-proof $S check-proof --format json tests/bad_proof/base.cnf tests/bad_proof/junk-character.drat
$S check-proof --lrat "$js_T/php.lrat" "$js_T/php.cnf" "$js_T/php.drat" > /dev/null
js_check "check-proof --lrat-check (verified)" check-proof-lrat $S check-proof --format json --lrat-check "$js_T/php.cnf" "$js_T/php.lrat"
sed '1s/ 0 [0-9 -]* 0$/ 0 999999 0/' "$js_T/php.lrat" > "$js_T/spoiled.lrat"
js_check "check-proof --lrat-check (rejected)" check-proof-lrat $S check-proof --format json --lrat-check "$js_T/php.cnf" "$js_T/spoiled.lrat"
expect_code "json schema: a key named twice fails" 1 sh -c \
  "echo '{\"record\":1,\"file\":\"f\",\"line\":null,\"status\":\"verified\",\"line\":1}' | python3 tests/cli/json_schema.py check-proof"
js_check "explain --steps" explain-steps $S explain --steps --format json "$js_T/one.txt"
js_check "explain --steps (no solution)" explain-steps $S explain --steps --format json '.1234567..8.............................................................9........'
js_check "encode --propagate" encode-propagate $S encode --propagate --probe --format json "$js_T/mix.txt"
$S explain --steps --format json "$js_T/one.txt" > "$js_T/steps.jsonl"
expect_out "json schema: the steps' summary is the last line, and only there" \
  "1 1" sh -c "echo \$(grep -c '\"summary\"' '$js_T/steps.jsonl') \
                    \$(tail -1 '$js_T/steps.jsonl' | grep -c '\"summary\"')"
js_check "split" split $S split --parts 4 --format json tests/merge/unique-9x9.txt
js_check "solve (split's parts: part, parent)" solve sh -c "$S split --parts 4 tests/merge/unique-9x9.txt | $S solve --format json"
js_check "merge (unique)" merge $S merge --format json tests/merge/unique-9x9.jsonl
js_check "merge (unknown)" merge sh -c "head -3 tests/merge/unique-9x9.jsonl | $S merge --format json"
printf '#!/bin/sh\necho "s UNSATISFIABLE"\nexit 20\n' > "$js_T/liar.sh"
chmod +x "$js_T/liar.sh"
js_check "fuzz (failures, then the summary)" fuzz $S fuzz --sat-cmd "$js_T/liar.sh" --runs 4 --seed 1 --shrink-seconds 0 --out "$js_T/fz" --format json
js_check "solve with %p (certified_by)" solve $S solve --solver external --sat-cmd 'cadical -q %c %p' --format json "$js_T/mix.txt"
# The checker itself fails on what the schema forbids.
expect_code "json schema: a joined problems string fails" 1 sh -c \
  "echo '{\"record\":1,\"file\":\"f\",\"line\":1,\"box\":\"3x3\",\"alphabet\":\"123456789\",\"status\":\"invalid\",\"complete\":false,\"problems\":\"a; b\"}' | python3 tests/cli/json_schema.py verify"
expect_code "json schema: index instead of record fails" 1 sh -c \
  "echo '{\"index\":1,\"seed\":1,\"box\":\"2x3\",\"alphabet\":\"123456\",\"status\":\"unique\"}' | python3 tests/cli/json_schema.py generate"
expect_code "json schema: an unrounded float fails" 1 sh -c \
  "echo '{\"record\":1,\"file\":\"f\",\"line\":1,\"box\":\"3x3\",\"alphabet\":\"1\",\"solver\":\"fast\",\"status\":\"unique\",\"count\":1,\"exhausted\":true,\"time_ms\":0.04712345}' | python3 tests/cli/json_schema.py solve"
rm -rf "$js_T"
