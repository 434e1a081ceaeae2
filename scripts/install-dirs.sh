#!/bin/sh
# install-dirs.sh -- the directories `make install` needs, and only those
# it made, removed again by `make uninstall`.
#
#   install-dirs.sh create MANIFEST DIR...   makes each DIR (and missing
#       parents); every directory that did not exist is appended to
#       MANIFEST, parents first
#   install-dirs.sh remove MANIFEST           removes MANIFEST, then each
#       directory it lists, deepest first, when it is empty
#
# A directory that existed before the install (/usr/local/bin, say) is
# never listed, so uninstall never removes it, empty or not.
set -u
mode=${1:-}; manifest=${2:-}
[ -n "$mode" ] && [ -n "$manifest" ] || {
  echo "usage: install-dirs.sh create|remove MANIFEST [DIR...]" >&2; exit 2; }
shift 2

# make_dir DIR: DIR's missing ancestors, then DIR; each new one into $made.
make_dir() {
  [ -d "$1" ] && return 0
  parent=$(dirname "$1")
  [ "$parent" != "$1" ] && { make_dir "$parent" || return 1; }
  mkdir "$1" || return 1
  made="$made$1
"
}

case $mode in
  create)
    made=""
    for d in "$@"; do make_dir "$d" || exit 1; done
    # The manifest's own directory is among those made (or existed).
    [ -n "$made" ] && printf '%s' "$made" >> "$manifest"
    exit 0 ;;
  remove)
    [ -f "$manifest" ] || exit 0
    dirs=$(sort -r -u "$manifest")   # a child sorts after its parent
    rm -f "$manifest"
    printf '%s\n' "$dirs" | while IFS= read -r d; do
      [ -n "$d" ] && rmdir "$d" 2>/dev/null
    done
    exit 0 ;;
  *) echo "install-dirs.sh: unknown mode '$mode'" >&2; exit 2 ;;
esac
