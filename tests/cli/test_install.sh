# test_install.sh -- the installable library: `make install` into a
# DESTDIR puts the program, the man page, libsudosat.a, the headers under
# include/sudosat/ and sudosat.pc in place; a program outside the tree
# (examples/check_answers.c) builds against them through pkg-config and
# runs; `make uninstall` then leaves no file and no directory it made.
# Also: pointing the tests' SUDOSAT at another binary never makes the
# build write it.  Sourced by tests/cli/run.sh.
in_T=$(mktemp -d)
in_D=$in_T/stage
in_root=$in_D/usr/local
in_make() { make --no-print-directory -s "$@" >"$in_T/make.log" 2>&1; }

expect_code "install: make install DESTDIR" 0 in_make install DESTDIR="$in_D"
for f in bin/sudosat share/man/man1/sudosat.1 lib/libsudosat.a \
         lib/pkgconfig/sudosat.pc include/sudosat/sudosat.h \
         include/sudosat/core/reader.h include/sudosat/core/verify.h; do
  expect_out "install: $f" "yes" sh -c "[ -f '$in_root/$f' ] && echo yes"
done
expect_out "install: the installed program runs" "$("$SUDOSAT" --version)" \
  "$in_root/bin/sudosat" --version

# pkg-config through the staging root: --define-prefix is not needed,
# PKG_CONFIG_SYSROOT_DIR prefixes the -I and -L paths.
in_pc() {
  PKG_CONFIG_PATH=$in_root/lib/pkgconfig PKG_CONFIG_SYSROOT_DIR=$in_D \
    pkg-config "$@" sudosat
}
expect_out "install: pkg-config version is the program's" \
  "sudosat $(in_pc --modversion)" "$SUDOSAT" --version
expect_grep "install: pkg-config names the SAT libraries" \
  "-lsudosat .*-lpicosat .*-lcadical" in_pc --libs

# The example, built outside the tree against the installed files only.
in_san=""
[ "${SUDOSAT_SANITIZED:-}" = 1 ] && in_san="-fsanitize=address,undefined"
cp examples/check_answers.c "$in_T/"
expect_code "install: examples/check_answers.c builds with pkg-config" 0 \
  sh -c "cd '$in_T' && cc -std=c11 -Wall -Wextra -pedantic -Werror $in_san \
    check_answers.c -o check_answers \$(PKG_CONFIG_PATH='$in_root/lib/pkgconfig' \
    PKG_CONFIG_SYSROOT_DIR='$in_D' pkg-config --cflags --libs sudosat) 2>'$in_T/cc.log' \
    || { cat '$in_T/cc.log' >&2; exit 1; }"
head -3 data/top95.txt > "$in_T/puzzles.txt"
"$SUDOSAT" solve "$in_T/puzzles.txt" > "$in_T/answers.txt" 2>/dev/null
expect_out "install: the example accepts right answers" "ok
ok
ok" "$in_T/check_answers" "$in_T/puzzles.txt" "$in_T/answers.txt"
# The second answer with its first two cells swapped: rule and given broken.
awk 'NR == 2 { $0 = substr($0, 2, 1) substr($0, 1, 1) substr($0, 3) } 1' \
  "$in_T/answers.txt" > "$in_T/wrong.txt"
expect_grep "install: the example catches a wrong answer" "^wrong: " \
  "$in_T/check_answers" "$in_T/puzzles.txt" "$in_T/wrong.txt"
expect_code "install: the example exits 1 on a wrong answer" 1 \
  "$in_T/check_answers" "$in_T/puzzles.txt" "$in_T/wrong.txt"

# Uninstall removes every file and every directory install made.
expect_code "install: make uninstall" 0 in_make uninstall DESTDIR="$in_D"
expect_out "install: uninstall leaves nothing in DESTDIR" "" \
  sh -c "find '$in_D' 2>/dev/null"
# A directory that existed before stays.
mkdir -p "$in_root/bin"
in_make install DESTDIR="$in_D"
in_make uninstall DESTDIR="$in_D"
expect_out "install: uninstall keeps directories it did not make" \
  "$in_root/bin" sh -c "find '$in_D' -mindepth 3"

# The tests' SUDOSAT is never a target of the build.
expect_out "install: make SUDOSAT=/bin/false links nothing there" "" \
  sh -c "make --no-print-directory -n -W cli/main.c SUDOSAT=/bin/false all run \
         2>/dev/null | grep -E -- '-o /bin/false|> */bin/false'"
rm -rf "$in_T"
