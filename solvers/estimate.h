/* estimate.h -- how many solutions a puzzle has, estimated by sampling
 * its search tree where counting them would take too long (a draft with
 * millions).
 *
 * Model (Knuth's estimate of a tree's size, 1975, counting the leaves
 * that are solutions): a probe walks one random path down the cp
 * engine's search tree (cp.h: every rule of a variant puzzle propagates,
 * so every rule counts) -- at each node the cell with the fewest
 * candidates, of its digits those that survive propagation, one of them
 * at random -- and multiplies the numbers of surviving digits on the way.
 * A probe that ends in a solution is worth that product, a dead end 0;
 * the worth's expectation is exactly the number of solutions, so the
 * mean over many probes estimates it without bias, with a standard error
 * that shrinks as 1/sqrt(probes).  The interval is mean -/+ 1.96 standard
 * errors (95% for a normal mean; a tree whose solutions hide in rare
 * branches can fool it: it is an estimate, never a count).  The seed
 * makes a run reproducible.
 */
#ifndef SS_ESTIMATE_H
#define SS_ESTIMATE_H

#include <stdint.h>

#include "../core/grid.h"

typedef struct ss_estimate {
  double mean;       /* the estimated number of solutions */
  double se;         /* its standard error */
  double low, high;  /* mean -/+ 1.96 se; low is never below 0 */
  long probes;       /* probes run (fewer than asked when time ran out) */
  long hits;         /* probes that reached a solution */
  uint64_t seed;
  uint64_t nodes;    /* nodes visited by all probes */
  int stopped;       /* 1: the timeout (or Ctrl-C) came before the last */
} ss_estimate;

/* Runs up to `probes` probes (>= 1) from `seed` on puzzle (classic or
 * variant), within timeout seconds (0: none; at least one probe runs).
 * 0, or -1 when out of memory. */
int ss_estimate_count (const ss_grid *puzzle, long probes, uint64_t seed,
                       double timeout, ss_estimate *out);

#endif
