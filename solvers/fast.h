/* fast.h -- the fastest complete solver: bitset candidates, singles,
 * locked candidates and fewest-candidates branching.
 *
 * Model: two kernels behind one entry point.  Classic 9x9 grids (3x3
 * boxes) go to a digit-oriented bitboard kernel (fast.c); every other
 * shape, 1x1 up to 100x100, goes to a cell-oriented kernel with a trail
 * (fast_n.c).  Both report every solution through ss_result_found() and
 * stop at K; both are exhaustive, so SS_DONE is a proof.
 */
#ifndef SS_FAST_H
#define SS_FAST_H

#include "solver.h"

ss_outcome ss_fast_solve (const ss_grid *puzzle, const ss_solve_opts *o,
                          ss_result *res);

/* The general kernel alone, for any shape (also 9x9); used by
 * ss_fast_solve and by tests that cross-check the two kernels. */
ss_outcome ss_fast_solve_n (const ss_grid *puzzle, const ss_solve_opts *o,
                            ss_result *res);

/* How the general kernel searches; ss_fast_solve_n uses all zeros. */
typedef struct ss_fast_tune {
  uint64_t seed; /* 0: branches in order (lowest digit, first position);
                    else in a random order drawn from this seed */
  int no_probe;  /* 1: no failed-literal probing: branch on the first open
                    cell (fills an empty grid fast; weak on puzzles) */
  int fewest;    /* with no_probe: branch on a cell with the fewest
                    candidates instead (cheap nodes, for restarts) */
} ss_fast_tune;

ss_outcome ss_fast_solve_tuned (const ss_grid *puzzle, const ss_solve_opts *o,
                                const ss_fast_tune *tune, ss_result *res);

/* Shared by the two kernels: adds st to res->stats and returns the
 * outcome, with the reason in res->note when the budget ran out. */
ss_outcome ss_fast_finish (ss_result *res, const ss_stats *st,
                           const ss_budget *b, int gave_up);

#endif
