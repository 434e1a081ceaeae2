/* pairs.h -- what each constraint of a model forbids between two cells,
 * learned from its kind's own meaning (kinds/meaning.h).
 *
 * Model: for each constraint, each ordered pair (x, y) of cells it
 * relates and each digit a of x, the digits b of y that the kind's check
 * refuses on a grid where only x = a and y = b are filled.  A check
 * reports only what the filled cells already break, so every refusal is a
 * consequence of the rule alone: a solver may strike b from y once x
 * holds a, and a filler may skip it.  Which pairs: every two cells of a
 * constraint with cells; for a global kind (anti-knight, anti-king,
 * nonconsecutive, the negative constraints) the cells within two rows
 * and columns of each other, which holds every pair those kinds relate;
 * for a leap rule (core/leaps.h) the pairs its steps join, however far
 * apart, with its digit test asked directly (what its check tests).
 * A pair whose only refusal is "the same digit" in two cells that share a
 * house is left out: the houses say it already.  Pairs are sound, not
 * complete: a sum over three cells says more than any two of them.
 */
#ifndef SS_PAIRS_H
#define SS_PAIRS_H

#include <stdint.h>

#include "model.h"

typedef struct ss_pair {
  int x, y, con;
  uint8_t *bad;      /* n*n: bad[(a-1)*n + b-1] = 1 when y = b is refused
                        with x = a */
} ss_pair;

typedef struct ss_pairs {
  int n, count;
  ss_pair *pair;     /* grouped by constraint, in the model's order */
} ss_pairs;

/* The pairs of m into out (free with ss_pairs_free).  0, or -1 when out
 * of memory. */
int ss_pairs_build (const ss_model *m, ss_pairs *out);
void ss_pairs_free (ss_pairs *);

/* 1 when cells a and b lie in a common house of m. */
int ss_model_peers (const ss_model *m, int a, int b);

#endif
