# test_layers.sh -- the source tree's layers: every quoted include points
# down (or sideways within a folder), never up.  A folder may include only
# the folders listed for it; a new folder must be added here first.
# Sourced by tests/cli/run.sh.
#
#   core      nothing
#   encoder   core
#   xc        core                  (generic exact cover: no Sudoku solver)
#   solvers   core xc               (the interface and the in-house engines)
#   sat       core encoder solvers  (backends, IPASIR, external, cores)
#   engines   everything above      (the descriptor table names them all)
#   gen, compare   ... engines
#   cli       anything

_allowed() {
  case $1 in
    core) echo "" ;;
    encoder|xc) echo "core" ;;
    solvers) echo "core xc" ;;
    sat) echo "core encoder solvers" ;;
    engines) echo "core encoder xc solvers sat" ;;
    gen|compare) echo "core encoder xc solvers sat engines" ;;
    *) echo "?" ;;
  esac
}

_layer_bad=""
for dir in core encoder xc solvers sat engines gen compare; do
  ok=$(_allowed "$dir")
  for f in "$dir"/*.[ch]; do
    [ -f "$f" ] || continue
    for target in $(sed -n 's|^#include "\.\./\([a-z_]*\)/.*|\1|p' "$f"); do
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
