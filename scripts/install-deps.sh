#!/bin/sh
# install-deps.sh -- install the Debian packages sudosat builds and tests
# with, only those missing.  Runs apt-get directly as root, through sudo
# otherwise; where neither can work it names the packages and fails.
set -u

PACKAGES="picosat libcadical-dev libcryptominisat5-dev check pkg-config minisat cadical \
cryptominisat qqwing gnuplot-nox time"

missing=""
for p in $PACKAGES; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" \
    || missing="$missing $p"
done
[ -z "$missing" ] && exit 0

echo "install-deps: installing:$missing"
if [ "$(id -u)" -eq 0 ]; then
  run=""
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  run="sudo -n"
else
  echo "install-deps: cannot install packages: not root and no usable sudo." >&2
  echo "install-deps: please install:$missing" >&2
  exit 1
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "install-deps: apt-get not found; please install:$missing" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
$run apt-get update -qq >/dev/null 2>&1 || true
if ! $run apt-get install -y -qq --no-install-recommends $missing >/dev/null; then
  echo "install-deps: apt-get failed; please install:$missing" >&2
  exit 1
fi
echo "install-deps: done"
