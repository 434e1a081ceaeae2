/* fast_n.h -- the general kernel's state as a library, for callers that
 * build up a grid's deductions step by step (the generator).
 *
 * Model: a state holds every cell's candidates after the givens placed so
 * far and everything the chosen rules deduce from them (a fixpoint).
 * Giving a cell a digit places it and propagates; every change goes on a
 * trail, so the caller can take a mark and undo back to it: a stack of
 * givens, pushed and popped.  Because each rule only removes candidates
 * and applies whenever its premise holds, the fixpoint does not depend on
 * the order in which givens arrive, so a pushed stack of givens is the
 * same state as the same givens placed at once.
 *
 * Rules, beyond naked singles (always on), cheapest first:
 *   SS_KN_HIDDEN   hidden singles: a house with one place left for a digit
 *   SS_KN_LOCKED   locked candidates: box/line intersections, both ways
 *   SS_KN_SUBSETS  the matching filter: naked and hidden subsets of every
 *                  size in each house, and fish of every size per digit
 * A search (ss_kn_search) needs all three and adds failed-literal probing.
 */
#ifndef SS_FAST_N_H
#define SS_FAST_N_H

#include <stddef.h>

#include "solver.h"

enum
{
  SS_KN_HIDDEN = 1,
  SS_KN_LOCKED = 2,
  SS_KN_SUBSETS = 4,
  SS_KN_ALL = 7
};

typedef struct ss_kn ss_kn;

/* A state for the empty grid of shape's box; 0 when out of memory. */
ss_kn *ss_kn_new (const ss_grid *shape, unsigned rules);
void ss_kn_free (ss_kn *);

size_t ss_kn_mark (const ss_kn *);
void ss_kn_undo (ss_kn *, size_t mark);

/* Gives cell (row-major index) digit 1..N and propagates to the fixpoint.
 * 0 on a contradiction: the state is then unusable until undone to a
 * mark taken before.  A cell already holding digit is a no-op. */
int ss_kn_give (ss_kn *, int cell, int digit);
/* Places every given of puzzle (a grid of the state's shape), then
 * propagates once: cheaper than a give per given.  0 as above. */
int ss_kn_give_all (ss_kn *, const ss_grid *puzzle);
/* Removes digit from cell's candidates and propagates; 0 as above. */
int ss_kn_forbid (ss_kn *, int cell, int digit);

int ss_kn_placed (const ss_kn *);          /* cells settled */
const uint8_t *ss_kn_values (const ss_kn *); /* [cell]: 0 or its digit */
int ss_kn_allows (const ss_kn *, int cell, int digit);

/* The budget ss_kn_choice's probing watches (o's deadline, cancel; its
 * node count stays 0), and whether it is spent. */
void ss_kn_budget (ss_kn *, const ss_solve_opts *o);
int ss_kn_spent (ss_kn *);

/* Probes the current state as a search node does (failed literals go)
 * and names the two-way choice the search would branch on: (cells[0],
 * digits[0]) or (cells[1], digits[1]), exactly one of which holds in any
 * solution.  1 when there is one, 0 when there is no two-way choice, -1
 * when the state is a contradiction.  The state changes: take a mark. */
int ss_kn_choice (ss_kn *, int cells[2], int digits[2]);

/* Called for each solution; return 1 to stop the search. */
typedef int ss_kn_found_fn (void *ctx, const uint8_t *cells);

/* Searches from the current state (rules must be SS_KN_ALL) under o's
 * budget (max_nodes, deadline or timeout, cancel, seed; o->limit is the
 * found function's business), then undoes everything it changed.  Adds
 * its counters to st.  SS_DONE when the search space was exhausted or
 * found asked to stop. */
ss_outcome ss_kn_search (ss_kn *, const ss_solve_opts *o, ss_kn_found_fn *found,
                         void *ctx, ss_stats *st);

#endif
