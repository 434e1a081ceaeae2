# test_layers.sh -- the source tree's layers: every quoted include points
# down (or sideways within a folder), never up.  A folder may include only
# the folders listed for it; a new folder must be added here first.
# Sourced by tests/cli/run.sh.
#
#   core      nothing
#   dimacs    core                  (reading any DIMACS CNF)
#   xc        core                  (generic exact cover: no Sudoku solver)
#   encoder   core dimacs
#   proof     core dimacs           (the DRAT checker: DIMACS in, no Sudoku)
#   solvers   core xc               (the interface and the in-house engines)
#   steps     core solvers          (the step-by-step deduction engine)
#   sat       core dimacs encoder proof solvers steps  (backends, IPASIR,
#                                   external, cores, certification)
#   engines   everything above      (the descriptor table names them all)
#   gen, compare   ... engines
#   cli       anything

_LAYERS="core dimacs encoder proof xc solvers steps sat engines gen compare lesson"

_allowed() {
  case $1 in
    core) echo "" ;;
    dimacs|xc) echo "core" ;;
    encoder|proof) echo "core dimacs" ;;
    solvers) echo "core xc" ;;
    steps) echo "core solvers" ;;
    sat) echo "core dimacs encoder proof solvers steps" ;;
    engines) echo "core dimacs encoder proof xc solvers steps sat" ;;
    gen|compare|lesson)
      echo "core dimacs encoder proof xc solvers steps sat engines" ;;
    *) echo "?" ;;
  esac
}

# A file in a sub-folder (core/kinds/, encoder/kinds/, solvers/cp/ ...)
# belongs to its top folder: "../x.h" stays inside it, "../../F/x.h"
# reaches folder F and must be allowed.
_layer_targets() {
  case ${1#$2/} in
    */*/*) sed -n 's|^#include "\.\./\.\./\([a-z_]*\)/.*|\1|p' "$1" ;;
    *) sed -n 's|^#include "\.\./\([a-z_]*\)/.*|\1|p' "$1" ;;
  esac
}

# The includes under ROOT that leave their layer, as "file->folder".
_layer_violations() {
  for dir in $_LAYERS; do
    ok=$(_allowed "$dir")
    for f in "$1/$dir"/*.[ch] "$1/$dir"/*.cc "$1/$dir"/*/*.[ch]; do
      [ -f "$f" ] || continue
      for target in $(_layer_targets "$f" "$1"); do
        case " $ok " in *" $target "*) ;; *) printf ' %s->%s' "${f#$1/}" "$target" ;; esac
      done
    done
  done
}

expect_out "layers: no upward include" "" _layer_violations .

# The check itself catches what item 18 of issue 21 removed: proof/
# reaching up into encoder/ for the DIMACS reader; and encoder/ may not
# reach sideways into proof/.
_layer_tree=$(mktemp -d)
mkdir "$_layer_tree/proof" "$_layer_tree/encoder" "$_layer_tree/dimacs"
echo '#include "../encoder/dimacs_read.h"' > "$_layer_tree/proof/drat.c"
echo '#include "../dimacs/dimacs_read.h"' > "$_layer_tree/encoder/decode.c"
echo '#include "../core/error.h"' > "$_layer_tree/dimacs/dimacs_read.h"
expect_out "layers: an upward include is caught" " proof/drat.c->encoder" \
  _layer_violations "$_layer_tree"
echo '#include "../proof/drat.h"' >> "$_layer_tree/encoder/decode.c"
echo '#include "../encoder/cnf.h"' >> "$_layer_tree/dimacs/dimacs_read.h"
expect_out "layers: each upward include is named" \
  " dimacs/dimacs_read.h->encoder encoder/decode.c->proof proof/drat.c->encoder" \
  _layer_violations "$_layer_tree"
# and a file in a sub-folder is held to its top folder's layer.
mkdir -p "$_layer_tree/core/kinds"
echo '#include "../../solvers/solver.h"' > "$_layer_tree/core/kinds/thermo.c"
echo '#include "../model.h"' >> "$_layer_tree/core/kinds/thermo.c"
expect_out "layers: a sub-folder's upward include is caught" \
  " core/kinds/thermo.c->solvers dimacs/dimacs_read.h->encoder encoder/decode.c->proof proof/drat.c->encoder" \
  _layer_violations "$_layer_tree"
rm -rf "$_layer_tree"

for d in */; do
  d=${d%/}
  case $d in bench|bin|build*|cli|cnf|data|docs|examples|man|scripts|tests) continue ;; esac
  ls "$d"/*.c >/dev/null 2>&1 || continue
  expect_out "layers: $d is a known layer" "known" \
    sh -c "case '$(_allowed "$d")' in '?') echo unknown ;; *) echo known ;; esac"
  case " $_LAYERS " in *" $d "*) ;; *) _fail "layers: $d is not checked" ;; esac
done
