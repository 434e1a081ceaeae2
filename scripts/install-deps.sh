#!/bin/sh
# install-deps.sh -- install the Debian packages sudosat builds and tests
# with, only those missing.  Runs apt-get directly as root, through sudo
# otherwise; where neither can work it names the packages and fails.
set -u

PACKAGES="picosat libcadical-dev libcryptominisat5-dev g++ check pkg-config minisat cadical \
cryptominisat qqwing gnuplot-nox time librsvg2-bin libxml2-utils python3 parallel \
clang libclang-rt-14-dev cmark"
# Optional: the lesson page's browser test skips without it.
OPTIONAL="chromium"

installed() {
  dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "ok installed"
}

missing=""
for p in $PACKAGES; do
  installed "$p" || missing="$missing $p"
done
optional=""
for p in $OPTIONAL; do
  installed "$p" || optional="$optional $p"
done
# An optional package is tried once; a marker keeps make check from
# asking apt-get again on every run where it cannot be had.
marker=${TMPDIR:-/tmp}/sudosat-optional-tried
[ -n "$optional" ] && [ -f "$marker" ] && optional=""
[ -z "$missing$optional" ] && exit 0

echo "install-deps: installing:$missing$optional"
if [ "$(id -u)" -eq 0 ]; then
  run=""
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  run="sudo -n"
else
  echo "install-deps: cannot install packages: not root and no usable sudo." >&2
  echo "install-deps: please install:$missing (optional:$optional)" >&2
  [ -z "$missing" ] && exit 0
  exit 1
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "install-deps: apt-get not found; please install:$missing" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
$run apt-get update -qq >/dev/null 2>&1 || true
if [ -n "$missing" ] &&
   ! $run apt-get install -y -qq --no-install-recommends $missing >/dev/null; then
  echo "install-deps: apt-get failed; please install:$missing" >&2
  exit 1
fi
if [ -n "$optional" ]; then
  touch "$marker" 2>/dev/null
  $run apt-get install -y -qq --no-install-recommends $optional >/dev/null \
    || echo "install-deps: optional$optional not installed (its tests skip)" >&2
fi
echo "install-deps: done"
