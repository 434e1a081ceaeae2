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
/* The first complete engine that handles every kind of g's rules and its
 * side, other than `other` (0: any): in-house before SAT (SAT first for
 * rules from 12x12 up), slow ones last; none that needs --sat-cmd or
 * --ipasir-lib, nor the portfolio.  0 when none. */
const ss_solver *ss_engine_for (const ss_grid *g, const ss_solver *other);
/* The same for a mask of kinds (SS_KIND_BIT, core/kinds.h) on side n
 * (0: any side). */
const ss_solver *ss_engine_for_kinds (uint64_t kinds, int n,
                                      const ss_solver *other);
/* The engine that decides g when the caller names none: for a puzzle
 * with rules the portfolio, which races the engines that handle them
 * (cp against cadical, and dlx on a third CPU), so no puzzle waits
 * minutes for one engine where another answers at once; else (and when
 * no engine handles the rules: 0) ss_engine_for (g, 0).  solve,
 * compare, explain --steps, rate, lesson and generate --variant use it. */
const ss_solver *ss_engine_pick (const ss_grid *g);
/* The same for a mask of kinds on side n. */
const ss_solver *ss_engine_pick_kinds (uint64_t kinds, int n);

#ifdef __cplusplus
}
#endif

#endif
