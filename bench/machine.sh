#!/bin/sh
# machine.sh -- the header every make bench table starts with: where and
# how it was measured, so two tables from two machines can be told apart.
#
#   sh bench/machine.sh "PEER: how the peer was built" ...
#
# Prints, each line starting with "# ":
#   the CPU model, its count of CPUs, and the load average (1, 5, 15 min)
#     when the table was made (a busy machine skews ratios: say so);
#   the 9x9 kernel the fast solver chooses at run time on this processor
#     (AVX-512, AVX2 or portable: fast9.h), from a probe linked against
#     build/libsudosat.a;
#   sudosat's compiler and flags (the Makefile's CC and CFLAGS);
#   one line per argument: each peer and how it was built (Debian's
#     package and version, or the compiler and flags of a source build);
#     an argument "deb:PKG" says PKG's Debian version, as packaged.
# The same lines go to bench/out/machine.txt, overwritten per table.
set -u
cpu=$(sed -n 's/^model name[[:space:]]*: *//p' /proc/cpuinfo 2>/dev/null | head -1)
[ -n "$cpu" ] || cpu=$(uname -m)
load=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null)

# The kernel fast's dispatch picks (solvers/fast.c: AVX-512, else AVX2,
# else the portable bitboards).
probe_kernel() {
  dir=$(mktemp -d)
  cat >"$dir/kernel.c" <<'EOF'
#include <stdio.h>
#include "solvers/fast9.h"
int
main (void)
{
  puts (ss_fast9_have_avx512 () ? "AVX-512"
        : ss_fast9_have_avx2 () ? "AVX2" : "portable");
  return 0;
}
EOF
  lib=${BUILD:-build}/libsudosat.a # make check-san's tree, when it runs us
  if ${CC:-cc} -std=c11 ${CFLAGS:-} -I. "$dir/kernel.c" "$lib" \
       $(make -s --no-print-directory print-libs) ${LDFLAGS:-} \
       -o "$dir/kernel" 2>/dev/null; then
    "$dir/kernel"
  else
    echo "unknown ($lib not built)"
  fi
  rm -rf "$dir"
}

build=$(make -s --no-print-directory print-build 2>/dev/null)
cc_name=$(echo "$build" | sed -n 's/^CC=//p')
{
  echo "# machine: $cpu, $(nproc 2>/dev/null || echo '?') CPUs, load average $load"
  echo "# fast's 9x9 kernel on this CPU: $(probe_kernel)"
  echo "# sudosat: $("${cc_name:-cc}" --version 2>/dev/null | head -1)," \
       "$(echo "$build" | sed -n 's/^CFLAGS=/CFLAGS /p')"
  for peer in "$@"; do
    case $peer in
      deb:*) pkg=${peer#deb:}
             ver=$(dpkg-query -W -f='${Version}' "$pkg" 2>/dev/null)
             echo "# peer $pkg: Debian package ${ver:-not installed}, as packaged" ;;
      *) echo "# $peer" ;;
    esac
  done
} | tee bench/out/machine.txt
