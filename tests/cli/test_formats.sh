# test_formats.sh -- one vocabulary for --format (issue 21 items 9 and
# 10).  Every subcommand takes exactly the names its --help lists, no
# more: "text" is the human form everywhere, and the old synonyms of it
# (line, table, words) are gone, so each name left has one meaning --
# "line" is explain's core as a puzzle line, "table" encode --propagate's
# summary table.  A synonym given anyway is refused with the way to say
# it now.  check-proof takes text and json, as its --help says.
S=$SUDOSAT
fm_T=$(mktemp -d)
head -1 data/top95.txt > $fm_T/one.txt
$S encode $fm_T/one.txt > $fm_T/one.cnf
cadical -q $fm_T/one.cnf > $fm_T/one.model 2>/dev/null
awk -v n=3 -f tests/proof/php.awk > $fm_T/php.cnf
cadical -q $fm_T/php.cnf $fm_T/php.drat > /dev/null 2>&1

# The arguments that make each subcommand do its work once.
fm_args() {
  case $1 in
    check-proof) echo "$fm_T/php.cnf $fm_T/php.drat" ;;
    compare) echo "--solvers fast,dlx $fm_T/one.txt" ;;
    decode) echo "$fm_T/one.txt $fm_T/one.model" ;;
    encode) echo "-o $fm_T/x.out $fm_T/one.txt" ;;
    generate) echo "--box 2x2" ;;
    xc) echo "tests/xc/toy.xc" ;;
    lesson|solvers) echo "" ;;
    fuzz) echo "--solver fast --runs 1 --seed 1 --out $fm_T/fz" ;;
    *) echo "$fm_T/one.txt" ;;
  esac
}
# The names the K-th --format of a usage lists (a|b|c, which may go on
# over a line break after a '|'), sorted.
fm_listed() {
  tr '\n' ' ' | sed 's/| */|/g' | grep -o -- '--format [a-z|-]*' |
    sed -n "${1:-1}p" | sed 's/--format //' | tr '|' '\n' | grep . | sort -u
}
# The names of CANDIDATES the command takes (exit other than 2), sorted.
fm_taken() {
  fm_cmd=$1; shift
  for fm_f in text line table words block json csv svg dimacs xc variant \
              fpuzzles fpuzzles-json; do
    "$S" $fm_cmd --format $fm_f "$@" > /dev/null 2>&1
    [ $? -ne 2 ] && echo $fm_f
  done | sort -u
}

for fm_cmd in $($S --help | awk '/^commands:/ { f = 1; next }
                                 f && /^  [a-z]/ { print $1 }'); do
  fm_want=$($S $fm_cmd --help | fm_listed 1 | tr '\n' ' ')
  fm_got=$(fm_taken $fm_cmd $(fm_args $fm_cmd) | tr '\n' ' ')
  expect_out "formats: $fm_cmd takes exactly what --help lists" "$fm_want" \
    echo "$fm_got"
done
expect_out "formats: encode --propagate takes exactly what --help lists" \
  "$($S encode --help | fm_listed 2 | tr '\n' ' ')" \
  sh -c "echo \$(cd . && for f in text line table words json csv svg; do
           $S encode --propagate --format \$f $fm_T/one.txt >/dev/null 2>&1;
           [ \$? -ne 2 ] && echo \$f; done | sort -u) ''"

# Item 9: check-proof's text form is called text, as everywhere.
expect_out "check-proof --format text" "verified" \
  $S check-proof --format text $fm_T/php.cnf $fm_T/php.drat
expect_grep "check-proof --help lists text and json" "\\[--format text\\|json\\]" \
  $S check-proof --help
# The old synonyms: refused everywhere, with the way to say it now.
for fm_case in "solve line" "verify line" "compare table" "explain words" \
               "check-proof line" "rate table"; do
  set -- $fm_case
  expect_grep "formats: $1 --format $2 is refused, pointing at text" \
    "--format: '$2' is not one of .*: the text form is --format text" \
    $S $1 --format $2 $(fm_args $1)
done
expect_out "formats: explain --format line is still the core as a line" \
  "...............9..............................................................9.." \
  $S explain --format line data/bird_chapter_invalid.txt
rm -rf $fm_T
