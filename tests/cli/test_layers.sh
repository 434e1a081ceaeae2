# test_layers.sh -- the source tree's layers: every quoted include points
# down (or sideways within a folder), never up.  A folder may include only
# the folders listed for it; a new folder must be added here first.
# Sourced by tests/cli/run.sh.
#
#   core      nothing
#   encoder   core
#   proof     core encoder          (the DRAT checker: DIMACS in, no Sudoku)
#   xc        core                  (generic exact cover: no Sudoku solver)
#   solvers   core xc               (the interface and the in-house engines)
#   steps     core solvers          (the step-by-step deduction engine)
#   sat       core encoder proof solvers steps  (backends, IPASIR, external,
#                                   cores, certification)
#   engines   everything above      (the descriptor table names them all)
#   gen, compare   ... engines
#   cli       anything

_allowed() {
  case $1 in
    core) echo "" ;;
    encoder|xc) echo "core" ;;
    proof) echo "core encoder" ;;
    solvers) echo "core xc" ;;
    steps) echo "core solvers" ;;
    sat) echo "core encoder proof solvers steps" ;;
    engines) echo "core encoder proof xc solvers steps sat" ;;
    gen|compare) echo "core encoder proof xc solvers steps sat engines" ;;
    lesson) echo "core encoder proof xc solvers steps sat engines" ;;
    *) echo "?" ;;
  esac
}

# A file in a sub-folder (core/kinds/, encoder/kinds/, solvers/cp/ ...)
# belongs to its top folder: "../x.h" stays inside it, "../../F/x.h"
# reaches folder F and must be allowed.
_layer_targets() {
  case $1 in
    */*/*) sed -n 's|^#include "\.\./\.\./\([a-z_]*\)/.*|\1|p' "$1" ;;
    *) sed -n 's|^#include "\.\./\([a-z_]*\)/.*|\1|p' "$1" ;;
  esac
}
_layer_bad=""
for dir in core encoder proof xc solvers steps sat engines gen compare lesson; do
  ok=$(_allowed "$dir")
  for f in "$dir"/*.[ch] "$dir"/*.cc "$dir"/*/*.[ch]; do
    [ -f "$f" ] || continue
    for target in $(_layer_targets "$f"); do
      case " $ok " in *" $target "*) ;; *) _layer_bad="$_layer_bad $f->$target" ;; esac
    done
  done
done
expect_out "layers: no upward include" "" echo $_layer_bad
for d in */; do
  d=${d%/}
  case $d in bench|bin|build*|cli|cnf|data|docs|examples|man|scripts|tests) continue ;; esac
  ls "$d"/*.c >/dev/null 2>&1 || continue
  expect_out "layers: $d is a known layer" "known" \
    sh -c "case '$(_allowed "$d")' in '?') echo unknown ;; *) echo known ;; esac"
done
