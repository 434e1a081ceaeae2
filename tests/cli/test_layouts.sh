# test_layouts.sh -- two layouts a new user brings (issue 21 item 5): a
# TAB-separated file with a "quizzes<TAB>solutions" header, and rows that
# put an id first ("1,<puzzle>").  Both are read; a ',' the reader cannot
# place is refused with a message that names the layouts it does read.
S=$SUDOSAT
T=$(mktemp -d)
K=tests/formats/kaggle_quizzes_solutions.csv

# TSV: the Kaggle file with TABs for commas.
tr ',' '\t' < $K > $T/kaggle.tsv
expect_out "tsv: the header is no record, every row one puzzle" "20" \
  sh -c "$S verify $T/kaggle.tsv | grep -c '^ok$'"
expect_out "tsv: the solutions column is each row's answer" \
  "$(tail -n +2 $K | cut -d, -f2)" $S solve $T/kaggle.tsv
expect_code "tsv: exit 0" 0 $S verify $T/kaggle.tsv
expect_out "tsv: the solutions check as solutions of the quizzes" "20" \
  sh -c "tail -n +2 $T/kaggle.tsv | cut -f2 > $T/sol.txt;
         $S verify --solution $T/sol.txt $T/kaggle.tsv | grep -c '^ok complete$'"
printf 'id\tpuzzle\tsolution\n7\t%s\t%s\n' "$(head -1 data/top95.txt)" \
  "$($S solve data/top95.txt | head -1)" > $T/ids.tsv
expect_out "tsv: the column the header names, wherever it is" \
  "$($S solve data/top95.txt | head -1)" $S solve $T/ids.tsv
printf 'abc\tdef\n' > $T/names.tsv
expect_grep "tsv: TAB-separated names without a puzzle column are no header" \
  "^error: .*names.tsv:1" $S verify $T/names.tsv

# Id first.
P=$(head -1 data/top95.txt)
SOL=$($S solve data/top95.txt | head -1)
printf '1,%s\n2,%s\n' "$P" "$(sed -n 2p data/top95.txt)" > $T/ids.csv
expect_out "id first: each row's puzzle" "$($S solve data/top95.txt | head -2)" \
  $S solve $T/ids.csv
expect_out "id first: quoted, with a solution after" "$SOL" \
  sh -c "echo '17,\"$P\",$SOL' | $S solve -"
expect_out "id first: the rest of the row is the tail" "ok complete" \
  sh -c "echo 'a-1,$SOL,extra' | $S verify -"
expect_out "id first: JSON says where it starts" '"line":1,"box":"3x3"' \
  sh -c "echo 'x1,$P' | $S verify --format json - | grep -o '\"line\":1,\"box\":\"3x3\"'"
expect_grep "id first: an error names the column in the line" \
  ":1:5: unknown symbol '\\?'" \
  sh -c "echo '12,4?....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......' | $S verify -"

# Commas that fit neither layout are refused, naming the layouts.
expect_out "commas between cells: refused as such" \
  "error: -:1:2: cells separated by commas are not read: write each line's 9 cells without them (tr -d ,)" \
  sh -c "echo '5,3,0,0,7,0,0,0,0' | $S verify -"
expect_grep "a stray comma: the message names both comma layouts" \
  "a ',' ends a puzzle only after a whole one-line grid \\('puzzle,solution'\\), and starts one only after a short id \\('1,puzzle'\\)" \
  sh -c "echo '1,2,3' | $S verify -"
expect_grep "a long first field is no id" "unknown symbol ','" \
  sh -c "echo '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..,2.....1.4......' | $S verify -"
rm -rf $T
