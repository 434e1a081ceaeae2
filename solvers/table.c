/* table.c -- the descriptor table: every solver sudosat knows, in one list.
 *
 * Order is the display order of `sudosat solvers` and of compare's report:
 * in-house methods from simplest to fastest, then the SAT backends. */
#include "solver.h"

const ss_solver ss_solvers[] = {
  { 0, 0, 0, 0, 0, 0 }, /* sentinel; real entries land with their solvers */
};

const int ss_solver_count = (int) (sizeof ss_solvers / sizeof *ss_solvers) - 1;
