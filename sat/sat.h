/* sat.h -- Sudoku solved by a SAT library, driven through ipasir.h.
 *
 * Model: the puzzle becomes a CNF (by default the one measured fastest for
 * its size: ss_sat_encoding_default; any encoding and AMO kind on
 * request), a backend finds a model, the model
 * is read back into a grid and reported, and a blocking clause over the
 * blank cells ("not this filling again") sends the solver after the next
 * one, until K solutions are in hand or the solver proves there are no
 * more.  Two ways to hand the puzzle to the backend:
 *
 *   assume   one solver instance per thread and shape holds the CNF of
 *            the empty grid, loaded once; each puzzle's givens are passed
 *            as assumptions (the way tdoku drives minisat).  Blocking
 *            clauses must not outlive their puzzle: with K = 2 and
 *            CaDiCaL the single one is a constraint (valid for one call);
 *            otherwise they carry an activation literal that is assumed
 *            while the puzzle runs and retired by a unit clause after.
 *   reduced  a fresh instance per puzzle holding its reduced encoding.
 *
 * The default is assume up to 16x16 and reduced above: on 9x9 sets
 * assume is up to 5x faster (no per-puzzle encoding and solver set-up);
 * on 25x25 the givens as level-0 units (reduced) let the solver simplify,
 * and it finishes puzzles that assume mode does not (docs/sat.md; the
 * table of bench/bench_encodings.sh).
 *
 * Budgets are per puzzle: --budget-nodes in the backend's own unit
 * (PicoSAT decisions, CaDiCaL conflicts), --timeout by polling the
 * clock from the backend's terminate callback.  Either gives SS_GAVE_UP
 * with a note, so the wrapper reports unknown.
 */
#ifndef SS_SAT_H
#define SS_SAT_H

#include <stddef.h>

#include "ipasir.h"
#include "../encoder/encode.h"
#include "../solvers/solver.h"

typedef enum ss_sat_mode { SS_SAT_ASSUME, SS_SAT_REDUCED } ss_sat_mode;

/* The mode called name ("assume", "reduced"), or -1. */
int ss_sat_mode_lookup (const char *name);
/* The mode used for side n when none is asked for. */
ss_sat_mode ss_sat_mode_default (int n);

/* The encoding and AMO the backends use for side n when none is asked
 * for (the measured default; reduced mode takes its reduced form). */
void ss_sat_encoding_default (int n, ss_encode_opts *);
/* The encoding options for a run on puzzle p: the default (extended
 * for irregular regions, whose boxes the triads would need),
 * --sat-encoding, --sat-amo and --sat-sum applied, givens left out in
 * assume mode, the reduced form in reduced mode.  0, or -1 with the
 * reason in note. */
int ss_sat_encode_opts (const ss_solve_opts *, const ss_grid *p,
                        ss_sat_mode, ss_encode_opts *, char *note,
                        size_t size);

/* Solves with the given backend (the body of the table's rows). */
ss_outcome ss_sat_solve (const ss_ipasir_ops *, const ss_grid *puzzle,
                         const ss_solve_opts *, ss_result *res);

/* The table's rows; the external one is in external.c.  ipasir drives
 * the library named by o->ipasir_lib (ipasir.h: ss_ipasir_dl_load). */
ss_solve_fn ss_picosat_solve, ss_cadical_solve, ss_cryptominisat_solve,
  ss_ipasir_solve, ss_external_solve;

/* Frees the calling thread's cached assume-mode instances.  Worker
 * threads free theirs when they exit, and the main thread's go at exit;
 * calling this earlier only returns the memory sooner. */
void ss_sat_cache_clear (void);

#endif
