/* candidates.h -- true candidates: for each cell, the digits that appear
 * in at least one solution (issue 19 §3), counted up to a limit K per
 * candidate, found by a SAT solver and checked by the cp engine.
 *
 * Model.  The puzzle's CNF (givens as unit clauses) is loaded once into
 * an incremental SAT solver.  For each cell and digit in turn, while the
 * candidate has fewer than K solutions in hand, the solver is asked for
 * a solution with that digit there (an assumption).  Each solution it
 * gives is verified against every rule (core/kinds: the verifier, not
 * the solver, decides it is one), counted for every candidate it holds,
 * and blocked by a clause, so the next answer is a new solution.  When
 * the solver says UNSAT, no solution beyond those in hand puts the digit
 * there: the candidate's count is exact.
 *
 * What "checked" means (docs/solvers.md):
 *   - a true candidate stands on solutions the verifier accepted; K of
 *     them, or all there are;
 *   - a count below K (0: a false candidate) is the SAT solver's UNSAT
 *     answer under an assumption (a refutation a proof could certify),
 *     and the cp engine cross-checks it: it solves the puzzle with the
 *     digit placed, up to K solutions, by its own search, and must count
 *     exactly as many.  When they differ, the verified solutions win
 *     and the candidate is counted as a disagreement (a finding, no
 *     verdict);
 *   - cp's cross-check has a budget that never dominates: all its checks
 *     together take at most the SAT phase's time (at least half a
 *     second), each at most a sixteenth of that, within the record's
 *     deadline; a check cut short leaves the SAT solver's count standing,
 *     unconfirmed (counted, the verdict unchanged);
 *   - a SAT phase cut short by the deadline gives no verdict.
 * A digit a given rules out of its own cell needs no check.
 */
#ifndef SS_CANDIDATES_H
#define SS_CANDIDATES_H

#include <stdint.h>

#include "../solvers/solver.h"
#include "certify.h"
#include "ipasir.h"

typedef struct ss_candidates {
  int n, limit;        /* side; K */
  uint32_t *count;     /* N*N*N, cell*N + d-1: solutions found with d
                          in cell, at most K */
  ss_status status;    /* invalid, unsat, unique, multiple, unknown */
  long solutions;      /* distinct verified solutions found */
  long sat_calls;      /* solve calls (one per question asked) */
  long cp_checks;      /* counts below K that cp checked */
  long unconfirmed;    /* counts below K cp's budget or the deadline left
                          unchecked: the SAT solver's count stands */
  long disagreements;  /* counts cp and the SAT solver differ on */
  double seconds;
  char note[200];      /* why unknown, or what disagreed; "" when none */
} ss_candidates;

/* Computes the true candidates of puzzle with the backend ops, K =
 * limit (>= 1), the encoding and the deadline of o (timeout: for the
 * whole record, SAT and cp together).  0, or -1 when out of memory. */
int ss_true_candidates (const ss_ipasir_ops *ops, const ss_grid *puzzle,
                        int limit, const ss_solve_opts *o,
                        ss_candidates *out);
void ss_candidates_free (ss_candidates *);

/* The refutations certified (candidates_certify.c): per blank cell, "no
 * solution puts one of its refuted digits (count 0) here", proved by a
 * checked DRAT proof of the puzzle plus that cell's pencil marks.
 * status: CERTIFIED when every cell's proof checked, else the first
 * failure's (note names its cell); NONE for an invalid or unknown
 * record.  An unsat puzzle's cells are all refuted, each certified. */
typedef struct ss_candidates_cert {
  ss_cert_status status;
  long refuted;          /* refuted candidates of blank cells */
  long certified;        /* of those, covered by a checked proof */
  long cells, cells_certified; /* proofs asked for, and checked */
  char note[300];
} ss_candidates_cert;

/* Certifies c's refutations on puzzle with prover; timeout: seconds for
 * them all (0 = none); sum: the sums' encoding (0: the default).  0, or
 * -1 when out of memory. */
int ss_candidates_certify (ss_cert_prover prover, const ss_grid *puzzle,
                           const ss_candidates *c, double timeout, int sum,
                           ss_candidates_cert *out);

/* The count of digit d in cell, capped at K. */
static inline uint32_t
ss_candidate_count (const ss_candidates *c, int cell, int d)
{
  return c->count[(long) cell * c->n + d - 1];
}

#endif
