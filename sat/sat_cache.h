/* sat_cache.h -- per-thread SAT instances that hold an empty grid's CNF.
 *
 * Model: assumption mode loads the rules once and reuses the instance for
 * every puzzle of the same shape, so the instance is state that outlives
 * a solve call.  compare -j N solves from several threads at once, so the
 * cache is per thread (a pthread key): each thread builds its own
 * instance on first use, keyed by backend, box shape, encoding and AMO
 * (and, for a variant puzzle, its model: the rules are in the CNF; a
 * thread keeps one variant instance, for the puzzles of one model in a
 * row, such as the digs of a generator), and nothing is shared or
 * locked.  A worker thread's instances are freed
 * by the key's destructor when it exits, the main thread's at exit.
 */
#ifndef SS_SAT_CACHE_H
#define SS_SAT_CACHE_H

#include "../core/error.h"
#include "../encoder/cnf.h"
#include "ipasir.h"

#define SS_SAT_RECYCLE 300
/* The interval of a backend: its own, or SS_SAT_RECYCLE. */
int ss_sat_recycle (const ss_ipasir_ops *);

typedef struct ss_sat_inst {
  const ss_ipasir_ops *ops;
  void *s;
  int box_rows, box_cols;
  struct ss_model *model; /* a variant puzzle's rules (a reference), or 0:
                             the CNF is of the empty grid with them */
  ss_encode_opts enc;
  long nvars, nclauses; /* the CNF as loaded */
  int next_var;         /* the first variable free for activation literals */
  long uses;            /* puzzles since the instance was loaded */
  ss_cnf cnf;           /* kept for reloading */
  struct ss_sat_inst *next;
} ss_sat_inst;

/* Adds every clause of f to the solver s. */
void ss_sat_load (const ss_ipasir_ops *, void *s, const ss_cnf *f);

/* This thread's instance for the backend, the shape of the grid and the
 * encoding (built without givens on first use), for one more puzzle.
 * An instance that has served SS_SAT_RECYCLE puzzles is first replaced
 * by a fresh one: learned clauses, retired activation variables and the
 * solvers' growing clause-database limits make a long-lived instance
 * slower with every puzzle (measured on the 49,158 17-clue puzzles:
 * CaDiCaL 1.6x, PicoSAT 2.2x slower per puzzle at the end than at the
 * start), and reloading a 9x9 CNF costs about a millisecond.  Every
 * value from 200 to 2,000 recovers most of it (docs/sat.md).  A backend
 * may set its own interval (ss_ipasir_ops.recycle): CaDiCaL without
 * inprocessing hardly slows down, and serves 1,000.  0 with err set
 * when the encoding fails or memory runs out. */
ss_sat_inst *ss_sat_cache_get (const ss_ipasir_ops *, const ss_grid *shape,
                               const ss_encode_opts *, ss_error *err);
/* The same, giving up when building a new instance would pass deadline
 * (monotonic seconds, 0 = none): then 0 with *late set, nothing cached. */
ss_sat_inst *ss_sat_cache_get_by (const ss_ipasir_ops *, const ss_grid *shape,
                                  const ss_encode_opts *, double deadline,
                                  int *late, ss_error *err);

#endif
