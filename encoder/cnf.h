/* cnf.h -- a puzzle's CNF held in memory, for the SAT backends.
 *
 * Model: the clauses of ss_encode(), stored flat: clause i is
 * lits[start[i] .. start[i+1]), and the clauses of family f are
 * family_first[f] .. family_first[f] + info.family_clauses[f] - 1.  The
 * map says which variable is which cell and digit (for reduced, the dense
 * numbering and its inverse).  It is filled through an ss_sink like the
 * DIMACS writer, so both hold the same clauses in the same order.
 *
 * A backend loads it like this:
 *
 *   ss_cnf f;
 *   if (ss_cnf_build (&f, puzzle, &opts, &err)) ... error ...
 *   for (long i = 0; i < f.info.nclauses; i++)
 *     {
 *       int len;
 *       const int *lits = ss_cnf_clause (&f, i, &len);
 *       for (int k = 0; k < len; k++) add (lits[k]);
 *       add (0);
 *     }
 *   ... solve; then ss_varmap_grid (&f.map, value_fn, solver, &grid, &err)
 *   ss_cnf_free (&f);
 *
 * Assumption mode: build with opts.givens = 0 and pass the literals of
 * ss_cnf_assumptions() to the solver instead of unit clauses.
 *
 * Memory is 8 bytes a clause and 4 a literal (encode --stats counts
 * both): 9x9 extended pairwise, 12k clauses, takes about 200 KB; 100x100
 * with the default product AMO, 10.4M clauses, about 180 MB; 100x100
 * pairwise, 198M clauses, would need 3 GB -- stream with ss_encode there.
 */
#ifndef SS_CNF_H
#define SS_CNF_H

#include "encode.h"

typedef struct ss_cnf {
  ss_varmap map;       /* cell-digit variables, and the givens */
  ss_encode_info info; /* nvars, nclauses, per-family counts ... */
  long *start;         /* info.nclauses + 1 offsets into lits */
  int *lits;
  long family_first[SS_FAMILY_ALL];
} ss_cnf;

/* Encodes the puzzle into f.  Returns 0, or -1 with err set (bad
 * options, no memory); f needs ss_cnf_free only after success. */
int ss_cnf_build (ss_cnf *f, const ss_grid *puzzle, const ss_encode_opts *,
                  ss_error *err);
/* The same, giving up when the clock (budget.h's ss_now) passes deadline
 * (0: never); then -2, with err saying so. */
int ss_cnf_build_by (ss_cnf *f, const ss_grid *puzzle,
                     const ss_encode_opts *, double deadline, ss_error *err);
struct ss_cancel;
/* The same, giving up also when cancel (core/budget.h; 0: none) is
 * raised: a portfolio's loser stops encoding when the race is won. */
int ss_cnf_build_until (ss_cnf *f, const ss_grid *puzzle,
                        const ss_encode_opts *, double deadline,
                        struct ss_cancel *cancel, ss_error *err);
void ss_cnf_free (ss_cnf *f);

static inline const int *
ss_cnf_clause (const ss_cnf *f, long i, int *len)
{
  *len = (int) (f->start[i + 1] - f->start[i]);
  return f->lits + f->start[i];
}

/* One literal per given of the puzzle, "this cell holds its given", into
 * lits (room for N*N).  Returns how many.  Meant for a CNF built without
 * givens; in reduced, givens have no variable and are skipped. */
int ss_cnf_assumptions (const ss_cnf *f, int *lits);

#endif
