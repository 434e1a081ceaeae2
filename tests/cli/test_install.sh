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

# Only the public headers: sudosat.h and what it includes, each of which
# compiles alone as C and as C++ (extern "C", no C11 atomics).
in_hdrs=$(cd "$in_root/include/sudosat" && find . -name '*.h' | sed 's|^\./||' | sort)
expect_out "install: the headers are sudosat.h and what it includes" \
  "$( (echo sudosat.h; cc -std=c11 -MM sudosat.h | tr ' \\' '\n\n' |
       grep '\.h$' | grep -vx sudosat.h | xargs realpath --relative-to=.) | sort -u)" \
  echo "$in_hdrs"
expect_out "install: no internal header (fast9_kernel.h)" "" \
  sh -c "ls '$in_root/include/sudosat/solvers/fast9_kernel.h' 2>/dev/null"
expect_out "install: no C11 atomics in a public header" "" \
  sh -c "grep -l 'stdatomic\|atomic_int' -r '$in_root/include/sudosat'"
in_alone_bad=""
for in_h in $in_hdrs; do
  printf '#include <sudosat/%s>\nint x;\n' "$in_h" > "$in_T/alone.c"
  cp "$in_T/alone.c" "$in_T/alone.cc"
  cc -std=c11 -Wall -Wextra -pedantic -Werror -fsyntax-only \
    -I"$in_root/include" "$in_T/alone.c" 2>/dev/null || in_alone_bad="$in_alone_bad C:$in_h"
  c++ -std=c++11 -Wall -Wextra -pedantic -Werror -fsyntax-only \
    -I"$in_root/include" "$in_T/alone.cc" 2>/dev/null || in_alone_bad="$in_alone_bad C++:$in_h"
done
expect_out "install: every header compiles alone, as C and as C++" "" echo "$in_alone_bad"
# A C++ program, linked through pkg-config (extern "C" makes the names
# resolve).
cat > "$in_T/cxx.cc" <<'CXX'
#include <sudosat/sudosat.h>
#include <cstdio>
int main ()
{
  ss_grid g;
  ss_error err;
  if (ss_parse_text ("1...............", 0, &g, &err) != 0)
    return 1;
  ss_result res;
  ss_solve_opts o = ss_solve_opts ();
  o.limit = 2;
  ss_solve (ss_solver_find ("fast"), &g, &o, &res);
  std::printf ("%s %d\n", ss_status_name (res.status), ss_grid_givens (&g));
  ss_result_free (&res);
  ss_grid_free (&g);
  return 0;
}
CXX
expect_out "install: a C++ program builds and runs against the library" "multiple 1" \
  sh -c "cd '$in_T' && c++ -std=c++11 $in_san cxx.cc -o cxx \$(PKG_CONFIG_PATH='$in_root/lib/pkgconfig' \
    PKG_CONFIG_SYSROOT_DIR='$in_D' pkg-config --cflags --libs sudosat) 2>'$in_T/cxx.log' \
    && ./cxx || cat '$in_T/cxx.log' >&2"

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

# PREFIX without DESTDIR, after a build made with the default prefix: the
# installed .pc names the PREFIX given to install, and a program builds
# against it with plain pkg-config (no sysroot).
in_p=$in_T/prefix
in_make all
expect_code "install: make install PREFIX (after make)" 0 in_make install PREFIX="$in_p"
expect_out "install: the .pc says the PREFIX install was given" "prefix=$in_p" \
  sed -n 's/^prefix=/prefix=/p' "$in_p/lib/pkgconfig/sudosat.pc"
expect_code "install: the example builds against a PREFIX install" 0 \
  sh -c "cd '$in_T' && cc -std=c11 -Wall -Wextra -pedantic -Werror $in_san \
    check_answers.c -o check_prefix \$(PKG_CONFIG_PATH='$in_p/lib/pkgconfig' \
    pkg-config --cflags --libs sudosat) 2>'$in_T/cc2.log' \
    || { cat '$in_T/cc2.log' >&2; exit 1; }"
expect_out "install: and runs" "ok" \
  sh -c "head -1 '$in_T/puzzles.txt' > '$in_T/p1.txt'; head -1 '$in_T/answers.txt' > '$in_T/a1.txt';
         '$in_T/check_prefix' '$in_T/p1.txt' '$in_T/a1.txt'"
expect_code "install: make uninstall PREFIX" 0 in_make uninstall PREFIX="$in_p"
expect_out "install: uninstall PREFIX leaves nothing" "" sh -c "find '$in_p' 2>/dev/null"
in_make all # the .pc back to the default prefix

# The tests' SUDOSAT is never a target of the build.
expect_out "install: make SUDOSAT=/bin/false links nothing there" "" \
  sh -c "make --no-print-directory -n -W cli/main.c SUDOSAT=/bin/false all run \
         2>/dev/null | grep -E -- '-o /bin/false|> */bin/false'"
rm -rf "$in_T"
