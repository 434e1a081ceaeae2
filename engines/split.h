/* split.h -- fast's search split into disjoint parts searched on several
 * threads (cube and conquer; split.c), a portfolio entrant. */
#ifndef SS_SPLIT_H
#define SS_SPLIT_H

#include "../solvers/solver.h"

ss_solve_fn ss_split_solve;

#endif
