/* cadical_proof.h -- a CaDiCaL instance that writes a DRAT proof.
 *
 * Model: CaDiCaL's C header (ccadical.h) cannot trace a proof; its C++
 * class can (Solver::trace_proof).  cadical_proof.cc is a thin C++ shim
 * that gives C callers just what certifying needs: a fresh solver whose
 * every derived clause and deletion goes to a FILE as DRAT (binary or
 * text), clauses in, solve, values out.  The proof covers the whole life
 * of the instance, so it refutes exactly the clauses added -- no
 * assumptions, no incremental reuse.  The FILE stays the caller's:
 * ss_cadical_proof_free flushes the proof but does not close it.
 */
#ifndef SS_CADICAL_PROOF_H
#define SS_CADICAL_PROOF_H

#include <pthread.h>
#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Taken around every CaDiCaL construction and release, here and in
 * ipasir_cadical.c (which defines it). */
extern pthread_mutex_t ss_cadical_life_lock;

typedef struct ss_cadical_proof ss_cadical_proof;

/* 0 when out of memory or when the trace cannot be started. */
ss_cadical_proof *ss_cadical_proof_new (FILE *proof, int binary);
void ss_cadical_proof_free (ss_cadical_proof *);
void ss_cadical_proof_add (ss_cadical_proof *, int lit); /* 0 ends */
/* 10 satisfiable, 20 unsatisfiable, 0 stopped (terminate said so). */
int ss_cadical_proof_solve (ss_cadical_proof *);
int ss_cadical_proof_val (ss_cadical_proof *, int lit); /* 1, -1 or 0 */
/* A callback polled during search; nonzero stops it.  fn 0: none. */
void ss_cadical_proof_set_terminate (ss_cadical_proof *, void *state,
                                     int (*fn) (void *state));

#ifdef __cplusplus
}
#endif

#endif
