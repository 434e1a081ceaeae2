/* certify.h -- unsat and unique verdicts backed by a checked DRAT proof.
 *
 * Model: a verdict of "unsat" claims the puzzle's CNF has no model; a
 * verdict of "unique" claims that, once its one (verified) solution is
 * ruled out by a blocking clause, the CNF has none either.  Both are
 * UNSAT claims, and UNSAT claims can be proved.  ss_certify encodes the
 * puzzle (givens as unit clauses: a refutation must end in the empty
 * clause, which assumptions would not give), adds the blocking clause
 * for "unique", solves from scratch with a CaDiCaL instance that traces
 * a DRAT proof into memory (cadical_proof.h) -- or a PicoSAT instance
 * writing its RUP trace, DRAT without deletions -- and checks that proof
 * with sudosat's own checker (proof/drat.h) against exactly the clauses
 * the solver was given.  Only a proof that checks certifies; a proof
 * that does not is a finding, as is a model where none may be.
 *
 * What "certified" rests on: the encoder (the CNF says what the rules
 * and givens say), the checker, and, for "unique", the verification of
 * the solution (ss_solve's).  Not on the solver that made the verdict,
 * nor on the prover.  docs/proof.md says more.
 */
#ifndef SS_CERTIFY_H
#define SS_CERTIFY_H

#include <stddef.h>

#include "../solvers/solver.h"

#define SS_CERT_STATUSES(X)                                                \
  X (NONE, "none", "not a verdict that rests on UNSAT")                    \
  X (CERTIFIED, "certified", "the DRAT proof checked")                     \
  X (REJECTED, "rejected", "the proof failed to check, or the solver's "   \
     "model was not a solution")                                           \
  X (REFUTED, "refuted", "the certifying solver found a solution the "     \
     "verdict rules out")                                                  \
  X (UNDECIDED, "undecided", "the certifying solver stopped without a "    \
     "verdict (timeout)")                                                  \
  X (FAILED, "failed", "certification could not run (memory)")

typedef enum ss_cert_status {
#define SS_CERT_ENUM(id, word, help) SS_CERT_##id,
  SS_CERT_STATUSES (SS_CERT_ENUM)
#undef SS_CERT_ENUM
} ss_cert_status;

const char *ss_cert_status_name (ss_cert_status);

/* Who writes the proof. */
typedef enum ss_cert_prover { SS_PROVER_CADICAL, SS_PROVER_PICOSAT } ss_cert_prover;

const char *ss_cert_prover_name (ss_cert_prover);
/* The prover called name ("cadical", "picosat"), or -1. */
int ss_cert_prover_lookup (const char *name);

typedef struct ss_cert {
  ss_cert_status status;
  ss_cert_prover prover;
  ss_status claim;     /* the verdict certified: SS_UNSAT or SS_UNIQUE */
  char note[240];      /* why it is not certified; "" when it is */
  long clauses;        /* clauses the proof refutes */
  long lemmas;         /* lemmas in the proof, and how many were checked */
  long checked;
  size_t proof_bytes;
  double solve_seconds, check_seconds;
} ss_cert;

/* Certifies res's verdict on puzzle when it is unsat or unique (else
 * status NONE), with CaDiCaL's proof.  timeout: seconds for the
 * certifying solve, 0 = none.  Thread-safe.  Returns out->status. */
ss_cert_status ss_certify (const ss_grid *puzzle, const ss_result *res,
                           double timeout, ss_cert *out);
/* The same with the prover chosen. */
ss_cert_status ss_certify_with (ss_cert_prover, const ss_grid *puzzle,
                                const ss_result *res, double timeout,
                                ss_cert *out);
/* The same with a variant puzzle's sums in encoding sum (encoder/sums.h;
 * 0: the default): the proof is of the CNF the solve used. */
ss_cert_status ss_certify_sum (ss_cert_prover, const ss_grid *puzzle,
                               const ss_result *res, double timeout,
                               int sum, ss_cert *out);

#endif
