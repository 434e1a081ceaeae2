/* classic.h -- the in-house classic solvers of issue 3, as table.c sees
 * them.  Each implements the ss_solve_fn contract of solver.h and is
 * called only through ss_solve().
 *
 *   backtrack  naive depth-first search, cells in row-major order
 *   singles    naked (and optionally hidden) singles to a fixpoint
 *   bird       Bird's prune / expand1 search over candidate sets
 *   dlx        Algorithm X with dancing links on the exact-cover model
 */
#ifndef SS_CLASSIC_H
#define SS_CLASSIC_H

#include <stdio.h>

#include "../core/kinds.h"
#include "solver.h"

ss_outcome ss_backtrack_solve (const ss_grid *, const ss_solve_opts *,
                               ss_result *);
ss_outcome ss_singles_solve (const ss_grid *, const ss_solve_opts *,
                             ss_result *);
ss_outcome ss_bird_solve (const ss_grid *, const ss_solve_opts *,
                          ss_result *);
ss_outcome ss_dlx_solve (const ss_grid *, const ss_solve_opts *, ss_result *);
/* dlx on a variant puzzle whose kinds are all exact cover (irregular
 * regions, diagonals, disjoint groups, extra regions): dlx_houses.c. */
ss_outcome ss_dlx_houses_solve (const ss_grid *, const ss_solve_opts *,
                                ss_result *);
/* The kinds dlx handles. */
#define SS_DLX_KINDS                                                       \
  (SS_KIND_BIT (SS_KIND_REGIONS) | SS_KIND_BIT (SS_KIND_DIAGONAL)          \
   | SS_KIND_BIT (SS_KIND_DISJOINT) | SS_KIND_BIT (SS_KIND_EXTRA)          \
   | SS_KIND_BIT (SS_KIND_NOREGION))

/* dlx keeps one exact-cover skeleton per thread for the last grid shape
 * it saw (built once, reused for every puzzle of that shape).  This frees
 * the calling thread's skeleton; other threads free theirs on exit. */
void ss_dlx_release (void);
/* Runs the xc link checker over the calling thread's skeleton (for the
 * tests: after any number of puzzles it must be intact).  0, or -1 with
 * why filled (also when there is no skeleton yet). */
int ss_dlx_check (char *why, size_t len);

/* The note every classic solver leaves when its budget ran out. */
static inline void
ss_classic_budget_note (ss_result *res, const ss_solve_opts *o,
                        uint64_t nodes)
{
  if (o->max_nodes && nodes >= o->max_nodes)
    snprintf (res->note, sizeof res->note, "node budget of %llu spent",
              (unsigned long long) o->max_nodes);
  else if (ss_cancel_raised (o->cancel))
    snprintf (res->note, sizeof res->note, "cancelled");
  else
    snprintf (res->note, sizeof res->note, "timeout of %g s reached",
              o->timeout);
}

#endif
