/* split.h -- fast's search split into disjoint parts searched on several
 * threads (cube and conquer; split.c), a portfolio entrant. */
#ifndef SS_SPLIT_H
#define SS_SPLIT_H

#include "../solvers/solver.h"

ss_solve_fn ss_split_solve;
/* The same on the CPUs that others entrants of a race leave free; with
 * one left, fast itself. */
ss_outcome ss_split_solve_beside (const ss_grid *, const ss_solve_opts *,
                                  ss_result *, int others);

#endif
