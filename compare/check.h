/* check.h -- cross-checking one record: do the solvers agree?
 *
 * Model: each solver's result has already been verified solution by
 * solution (ss_solve).  What is left is evidence against claims: a
 * verified solution refutes "unsat"; two distinct verified solutions --
 * from one solver or from two -- refute "unique".  The consensus is what
 * the evidence proves, else the most common verdict among solvers that
 * reached one (unknown is not a verdict).  A solver disagrees when its
 * verdict differs from the consensus; it is wrong when the evidence
 * refutes it or a solution it reported failed verification.  A record is
 * cross-checked only when two or more solvers decided it: reached a
 * verdict (not unknown) that is not wrong.  One solver's word, or none,
 * is not a pass (compare's --require-agreement).
 *
 * Beside the verdicts, how each run ended (ss_result.why): a solver that
 * crashed, exited with an error, answered in a malformed way or gave a
 * proof that was missing or rejected has failed, and a failure is a
 * finding whatever the others say.  A solver under test (compare.h) that
 * reached no verdict for any other reason (a budget) is "undecided":
 * a finding under --require-decided.
 */
#ifndef SS_COMPARE_CHECK_H
#define SS_COMPARE_CHECK_H

#include "../engines/table.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct ss_cmp_entry {
  const ss_solver *solver; /* 0: not run */
  uint64_t lacks;  /* not run because it cannot handle these kinds of the
                      puzzle (core/kinds.h bits): "left out"; else 0 */
  ss_result res;
  int disagrees; /* verdict differs from the consensus */
  int wrong;     /* refuted by evidence, or a solution failed verification */
  int failed;    /* crashed, error exit, malformed, proof missing or
                    rejected (res.why; a wrong model is `wrong`) */
  int under_test; /* set by ss_cmp_run: a solver the run tests */
  int undecided; /* under test, unknown, and not failed */
} ss_cmp_entry;

typedef struct ss_cmp_verdict {
  ss_status consensus; /* SS_UNKNOWN when no solver reached a verdict */
  int proven_solutions; /* 0, 1 or 2: distinct verified solutions seen */
  int disagreement;     /* some entry disagrees or is wrong */
  int decided;          /* solvers with a verdict that is not wrong */
  int failures;         /* entries that failed */
  int undecided;        /* entries under test that reached no verdict */
} ss_cmp_verdict;

/* Fills disagrees/wrong in every entry and returns the record's verdict.
 * Entries whose solver is 0 were not run and are skipped.  K is the
 * solution limit every solver ran with. */
ss_cmp_verdict ss_cmp_check (ss_cmp_entry *entries, int count, uint64_t K);

#ifdef __cplusplus
}
#endif

#endif
