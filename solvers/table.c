/* table.c -- the descriptor table: every solver sudosat knows, in one list.
 *
 * Order is the display order of `sudosat solvers` and of compare's report:
 * in-house methods from simplest to fastest, then the SAT backends. */
#include "solver.h"

#include "fast.h"

const ss_solver ss_solvers[] = {
  { "fast",
    "bitset candidates, naked/hidden singles, locked candidates, "
    "fewest-candidates branching; 9x9 bitboards",
    "unsat, unique, multiple, found; counts up to K",
    SS_COMPLETE, 100, ss_fast_solve },
  { 0, 0, 0, 0, 0, 0 }, /* sentinel; real entries land with their solvers */
};

const int ss_solver_count = (int) (sizeof ss_solvers / sizeof *ss_solvers) - 1;
