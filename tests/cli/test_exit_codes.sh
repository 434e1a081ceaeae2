# test_exit_codes.sh -- one exit-code table for every subcommand.
#
# tests/cli/exit_codes.table names, for each subcommand and each case
# (ok, finding, usage, unreadable, unknown, internal, interrupted), the exit code and a command
# that provokes the case for real.  Here every row runs and must exit
# with its code and say its message; every subcommand of `sudosat --help`
# must have all seven cases (a new one cannot drift); each code must be
# the one cli/cli.h gives the case; each subcommand's --help must name
# its codes; and the "Exit codes" tables of docs/reference.md (README's
# "Exit codes" points there) must be exactly the ones
# the table and cli/cli.h imply.
ec_table=tests/cli/exit_codes.table
ec_T=$(mktemp -d)
ec_cases="ok finding usage unreadable unknown internal interrupted"

# ---- the fixtures the table's commands use ---------------------------------
head -1 data/top95.txt > "$ec_T/one.txt"
cp data/bird_chapter_invalid.txt "$ec_T/invalid.txt"
cp tests/bad/unknown-symbol.txt "$ec_T/bad.txt"
: > "$ec_T/empty.txt"
printf '1234\n3412\n2143\n4321\nclock r1c1 r1c2\n' > "$ec_T/unknown.txt"
printf '{"size":4,"grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],"lockout":[{"lines":[["R1C1","R1C2"]]}]}\n' > "$ec_T/unknown.json"
# The first top95 puzzle's solution as a SAT model, x(r,c,d) = (r*9+c)*9+d.
echo 417369825632158947958724316825437169791586432346912758289643571573291684164875293 |
  awk '{ printf "s SATISFIABLE\nv"
         for (i = 0; i < 81; i++) {
           d = substr($0, i + 1, 1)
           for (k = 1; k <= 9; k++) printf " %d", (k == d ? 1 : -1) * (i * 9 + k) }
         print " 0" }' > "$ec_T/one.model"
printf 's SATISFIABLE\nv 0\n' > "$ec_T/none.model"
printf '#!/bin/sh\necho "s UNSATISFIABLE"\nexit 20\n' > "$ec_T/liar.sh"
# Broken solver programs: a crash (SIGSEGV), an error exit, a hang,
# garbage on stdout, and a model that is not a solution.
printf '#!/bin/sh\nkill -SEGV $$\n' > "$ec_T/crash.sh"
printf '#!/bin/sh\necho "cannot read the CNF" >&2\nexit 1\n' > "$ec_T/fails.sh"
printf '#!/bin/sh\nexec sleep 60\n' > "$ec_T/hang.sh"
printf '#!/bin/sh\necho "hello"\nexit 10\n' > "$ec_T/garbage.sh"
printf '#!/bin/sh\necho "s SATISFIABLE"\necho "v -1 0"\nexit 10\n' > "$ec_T/badmodel.sh"
chmod +x "$ec_T/crash.sh" "$ec_T/fails.sh" "$ec_T/hang.sh" "$ec_T/garbage.sh" "$ec_T/badmodel.sh"
# Broken IPASIR libraries (tests/ipasir/picosat_ipasir.c): libcrash.so,
# libexit.so, libhang.so, libgarbage.so.
for ec_v in crash exit hang garbage; do
  ${CC:-cc} -std=c11 -O2 -fPIC -shared -DSS_BREAK_$(echo $ec_v | tr a-z A-Z) \
    -o "$ec_T/lib$ec_v.so" tests/ipasir/picosat_ipasir.c -lpicosat 2>>"$ec_T/cc.err"
done
expect_out "exit codes: the broken IPASIR libraries build" "" cat "$ec_T/cc.err"
printf 'columns: A B\nr1: A C\n' > "$ec_T/bad.xc"
mkdir "$ec_T/failbin"
printf '#!/bin/sh\necho "gnuplot: cannot draw" >&2\nexit 1\n' > "$ec_T/failbin/gnuplot"
chmod +x "$ec_T/liar.sh" "$ec_T/failbin/gnuplot"

# ---- reading the table -------------------------------------------------------
ec_rows() { grep -v '^#' "$ec_table" | grep -v '^[[:space:]]*$'; }
# Splits a row into ec_cmd ec_case ec_code ec_msg ec_sh (the last may
# hold " | " itself: a shell pipe).
ec_split() {
  ec_cmd=${1%% | *}; ec_rest=${1#* | }
  ec_case=${ec_rest%% | *}; ec_rest=${ec_rest#* | }
  ec_code=${ec_rest%% | *}; ec_rest=${ec_rest#* | }
  ec_msg=${ec_rest%% | *}; ec_sh=${ec_rest#* | }
}
ec_expand() { printf '%s\n' "$1" | sed "s|\\\$T|$ec_T|g; s|\\\$S|$SUDOSAT|g"; }
# The code cli/cli.h gives a case.
ec_canonical() {
  case $1 in
    ok) n=OK ;; finding) n=FINDING ;; usage|unreadable|unknown) n=USAGE ;;
    internal) n=INTERNAL ;; interrupted) n=INTERRUPTED ;; *) n=NONE ;;
  esac
  sed -n "s/^ *SS_EXIT_$n = \([0-9][0-9]*\).*/\1/p" cli/cli.h
}
ec_commands=$("$SUDOSAT" --help | awk '/^commands:/ { f = 1; next }
                                     f && /^  [a-z]/ { print $1 }' | tr '\n' ' ')

# ---- every row: its code, its message ----------------------------------------
ec_rows > "$ec_T/rows"
while IFS= read -r ec_line; do
  ec_split "$ec_line"
  ec_name="exit codes: $ec_cmd $ec_case ($ec_sh)"
  want=$(ec_canonical "$ec_case")
  if [ -z "$want" ]; then _fail "$ec_name: unknown case '$ec_case'"; continue; fi
  case " $ec_commands " in
    *" $ec_cmd "*) ;;
    *) _fail "$ec_name: '$ec_cmd' is not a subcommand of sudosat --help"; continue ;;
  esac
  if [ "$ec_code" = "-" ]; then
    # No such case: the row says why, and asks for no message.
    if [ "$ec_msg" = "-" ] && [ -n "$ec_sh" ]; then _pass; else
      _fail "$ec_name: a '-' row has no message and gives its reason"; fi
    continue
  fi
  if [ "$ec_code" != "$want" ]; then
    _fail "$ec_name: code $ec_code, but cli/cli.h gives '$ec_case' code $want"
    continue
  fi
  if [ "$ec_code" != 0 ] && [ "$ec_msg" = "-" ]; then
    _fail "$ec_name: a failing case must name its message"; continue
  fi
  ec_out=$(S=$SUDOSAT T=$ec_T sh -c "$ec_sh" 2>"$_ERR" </dev/null)
  ec_got=$?
  _sanitized "$ec_name" || continue
  ec_said=$(printf '%s\n' "$ec_out"; cat "$_ERR")
  ec_want_msg=$(ec_expand "$ec_msg")
  if [ "$ec_got" != "$ec_code" ]; then
    _fail "$ec_name (exit $ec_got, want $ec_code)"
    printf '%s\n' "$ec_said" | head -5 | sed 's/^/  /' >&2
  elif [ "$ec_msg" != "-" ] && ! printf '%s\n' "$ec_said" | grep -Fq -- "$ec_want_msg"; then
    _fail "$ec_name (no '$ec_want_msg')"
    printf '%s\n' "$ec_said" | head -5 | sed 's/^/  /' >&2
  else
    _pass
  fi
done < "$ec_T/rows"

# ---- coverage: every subcommand, every case, one code per cell ---------------
# ec_cell CMD CASE: the cell's code(s), one line each ("-" for none).
ec_cell() {
  while IFS= read -r ec_line; do
    ec_split "$ec_line"
    [ "$ec_cmd" = "$1" ] && [ "$ec_case" = "$2" ] && echo "$ec_code"
  done < "$ec_T/rows" | sort -u
}
: > "$ec_T/matrix"
for c in $ec_commands; do
  row="| $c |"
  for k in $ec_cases; do
    codes=$(ec_cell "$c" "$k")
    case $codes in
      "") _fail "exit codes: '$c' has no '$k' row in $ec_table"; codes="?" ;;
      *"
"*) _fail "exit codes: '$c' '$k' rows give different codes: $codes" ;;
      *) _pass ;;
    esac
    [ "$codes" = "-" ] && codes="—"
    row="$row $codes |"
  done
  echo "$row" >> "$ec_T/matrix"
done

# ---- each subcommand's --help names its codes --------------------------------
for c in $ec_commands; do
  exits=$("$SUDOSAT" "$c" --help 2>&1 | sed -n '/^Exit:/,$p')
  missing=""
  for k in $ec_cases; do
    code=$(ec_cell "$c" "$k")
    [ "$code" = "-" ] && continue
    printf '%s\n' "$exits" | grep -Eq "(^|[^0-9])$code([^0-9]|$)" ||
      case "$missing " in *" $code "*) ;; *) missing="$missing $code" ;; esac
  done
  if [ -n "$exits" ] && [ -z "$missing" ]; then _pass; else
    _fail "exit codes: 'sudosat $c --help' has no Exit: line naming code(s)${missing:- 0 1 2 3}"; fi
done

# ---- docs/reference.md: the code table and the per-subcommand table ------------
sed -n '/^## Exit codes/,/^## /p' docs/reference.md > "$ec_T/readme"
expect_out "exit codes: docs/reference.md's codes are cli/cli.h's" \
  "$(sed -n 's/^ *SS_EXIT_[A-Z]* = \([0-9][0-9]*\).*/\1/p' cli/cli.h | sort -n | tr '\n' ' ')" \
  sh -c "sed -n 's/^| \([0-9][0-9]*\) |.*/\1/p' '$ec_T/readme' | sort -n | tr '\n' ' '"
expect_out "exit codes: docs/reference.md's per-subcommand table is $ec_table's" \
  "$(cat "$ec_T/matrix")" \
  sh -c "grep -E '^\| [a-z-]+ \|( ([0-9]+|—) \|){7}\$' '$ec_T/readme'"

rm -rf "$ec_T"
