/* table.h -- the descriptor table: every engine sudosat knows, in-house
 * and SAT, in one list.  It sits above solvers/ and sat/ because it names
 * them all; callers that pick an engine by name include this. */
#ifndef SS_TABLE_H
#define SS_TABLE_H

#include "../solvers/solver.h"

#ifdef __cplusplus
extern "C" {
#endif

extern const ss_solver ss_solvers[];
extern const int ss_solver_count;
/* The row called name, or 0. */
const ss_solver *ss_solver_find (const char *name);

#ifdef __cplusplus
}
#endif

#endif
