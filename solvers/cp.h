/* cp.h -- the cp engine: propagate and search over candidate sets, for
 * the classic puzzle and every constraint kind of core/kinds.h.
 *
 * Model (docs/solvers.md "cp"): each cell keeps its candidates; houses
 * give naked and hidden singles, and each constraint kind has its own
 * propagator (solvers/cp/NAME.c: the kind's reasoning over candidates,
 * not its CNF); when nothing more follows, the search branches on a cell
 * with the fewest candidates (ties: the first), digits ascending, and
 * undoes a branch from its trail.  A full assignment is checked against
 * every rule (core/kinds, the verifier's meaning) before it is reported,
 * so a propagator that removes less than it could costs time, never a
 * wrong answer; exhausting the search is a proof.
 *
 * Counters: nodes = search calls (the node budget counts them), guesses
 * = digits tried, dead_ends = branches that failed (a contradiction, or
 * a full assignment the check refused), propagations = cells left with
 * one digit by propagation.
 */
#ifndef SS_CP_H
#define SS_CP_H

#include "solver.h"

ss_outcome ss_cp_solve (const ss_grid *puzzle, const ss_solve_opts *,
                        ss_result *);

#endif
