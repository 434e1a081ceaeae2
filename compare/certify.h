/* certify.h (compare) -- compare --certify: one record's consensus
 * backed by a checked proof, and the run's tally.
 *
 * Model: the certifying path is sat/certify.h (CaDiCaL tracing DRAT,
 * or PicoSAT its RUP trace; sudosat's checker), run once per record
 * whose consensus is unsat or unique, whichever solvers were chosen --
 * the prover need not be among them.  A verdict "agrees with a certified verdict" when its status is
 * the certified one.  A certification that fails (a proof that does not
 * check, a model that refutes the consensus, a timeout) is a finding.
 */
#ifndef SS_COMPARE_CERTIFY_H
#define SS_COMPARE_CERTIFY_H

#include <stdio.h>

#include "../sat/certify.h"
#include "check.h"

typedef struct ss_cmp_cert_tally {
  const char *prover;  /* whose proofs: "cadical", "picosat" */
  uint64_t records;    /* records whose consensus is unsat or unique */
  uint64_t certified;  /* of those, certified */
  uint64_t failed;     /* not certified: each a finding */
  uint64_t agreeing;   /* solver verdicts equal to a certified one */
  uint64_t agreeing_inhouse; /* of those, from in-house solvers */
  double seconds;      /* solving and checking, summed */
} ss_cmp_cert_tally;

/* Certifies the record's consensus (status NONE when it is neither unsat
 * nor unique). */
ss_cert_status ss_cmp_certify (ss_cert_prover, const ss_grid *puzzle,
                               const ss_cmp_entry *e, int count,
                               const ss_cmp_verdict *v, double timeout,
                               ss_cert *out);
/* Adds one record's certification to the tally. */
void ss_cmp_cert_count (ss_cmp_cert_tally *, const ss_cmp_entry *e,
                        int count, const ss_cert *);
/* 1 (out: undecided, with a note naming the rules) when the prover's
 * CNF cannot hold every rule of puzzle, so no proof can be made; else 0.
 * Never a proof of the puzzle without its rules. */
int ss_cert_cannot_encode (ss_cert_prover, const ss_grid *puzzle,
                           ss_cert *out);
/* Does entry e agree with a certified verdict? */
int ss_cmp_cert_agrees (const ss_cmp_entry *e, const ss_cert *);

/* The tally as text (after the table) and as one JSON line. */
void ss_cmp_cert_write (FILE *, const ss_cmp_cert_tally *);
void ss_cmp_cert_write_json (FILE *, const ss_cmp_cert_tally *);
/* A failed certification, in the style of a disagreement report. */
void ss_cmp_cert_write_failure (FILE *, const char *file, long record,
                                long line, const ss_cert *);

#endif
