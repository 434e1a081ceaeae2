/* ipasir.h -- one thin, IPASIR-shaped face over the SAT libraries we link.
 *
 * Model: a backend is a table of functions (a vtable) over an opaque
 * solver handle, shaped after IPASIR, the incremental SAT interface of the
 * SAT Race: add literals (0 ends a clause), assume literals for the next
 * solve only, solve (10 sat, 20 unsat, 0 stopped; a loaded library's
 * other values are passed on, and mean no answer), read values, ask which
 * assumptions failed, release.  Two backends fill it: PicoSAT
 * (ipasir_picosat.c) and CaDiCaL (ipasir_cadical.c); the Sudoku logic in
 * sat.c and explain.c sees only this table.  A third in-process backend is
 * CryptoMiniSat (ipasir_cms.c, its C API), and any IPASIR library can be
 * loaded at run time (ipasir_dl.c): then the table is made per library.
 *
 * Beyond IPASIR, three things every backend provides in its own way:
 *
 *   set_budget  the next solve calls together may spend at most this many
 *               budget units (PicoSAT: decisions, the ones that place
 *               assumptions included; CaDiCaL: conflicts); 0 lifts the
 *               budget.  A budget that runs out makes solve return 0.
 *   set_terminate  a callback polled during search; nonzero stops it
 *               (solve returns 0).  Used for wall-clock timeouts.
 *   stats       the backend's counters so far, cumulative since init.
 *
 * And two optional calls (null when the library lacks them):
 *
 *   constrain   CaDiCaL's constraint: one clause, given literal by literal
 *               like add, valid for the next solve call only.  (PicoSAT's
 *               push/pop contexts would serve the same end; measured on
 *               17-clue puzzles they ran at half the speed of activation
 *               literals, so they are not offered here: see docs/sat.md.)
 *
 *   open        for a table made at run time (a loaded library): makes a
 *               handle of this table's library; init is then a stub.
 *               Callers make handles with ss_ipasir_new, which picks.
 *
 * A handle is used by one thread at a time; different handles are
 * independent, so threads may each hold their own.  No backend prints.
 */
#ifndef SS_IPASIR_H
#define SS_IPASIR_H

#include <stdint.h>

#include "../core/error.h"
#include "../solvers/stats.h"

typedef struct ss_ipasir_ops {
  const char *name;
  void *(*init) (void); /* 0 when out of memory */
  void (*release) (void *);
  void (*add) (void *, int lit);
  void (*assume) (void *, int lit);
  int (*solve) (void *);
  int (*val) (void *, int lit); /* after 10: 1 true, -1 false, 0 none */
  int (*failed) (void *, int lit); /* after 20: 1 when lit was needed */
  void (*set_budget) (void *, uint64_t units);
  void (*set_terminate) (void *, void *state, int (*fn) (void *state));
  void (*stats) (void *, ss_stats *);
  void (*constrain) (void *, int lit);
  const char *budget_unit; /* what set_budget counts, for notes */
  void *(*open) (const struct ss_ipasir_ops *); /* 0 when out of memory */
  int recycle; /* puzzles a cached instance serves before it is replaced
                  (sat_cache.h); 0: SS_SAT_RECYCLE */
} ss_ipasir_ops;

extern const ss_ipasir_ops ss_ipasir_picosat;
extern const ss_ipasir_ops ss_ipasir_cadical;
extern const ss_ipasir_ops ss_ipasir_cms;

/* Turns CaDiCaL's inprocessing back on (probing, elimination,
 * subsumption rounds) for a fresh handle of ss_ipasir_cadical, before
 * its first clause: a variant puzzle is one long search, not one of many
 * short calls (docs/sat.md, "Variant encodings measured"). */
void ss_ipasir_cadical_hard (void *);

/* A new handle of the backend (open when it has one, else init); 0 when
 * out of memory. */
void *ss_ipasir_new (const ss_ipasir_ops *);

/* The backend of the IPASIR library at path, loaded with dlopen on first
 * use and kept for the process (a second call with the same path returns
 * the same table).  It must export ipasir_signature, ipasir_init,
 * ipasir_release, ipasir_add, ipasir_assume, ipasir_solve, ipasir_val,
 * ipasir_failed and ipasir_set_terminate; ipasir_set_learn is used when
 * present.  0 with err set when it cannot be loaded or lacks one. */
const ss_ipasir_ops *ss_ipasir_dl_load (const char *path, ss_error *err);
/* The library's ipasir_signature() of a loaded table, or 0. */
const char *ss_ipasir_dl_signature (const ss_ipasir_ops *);

/* The path of the loaded library whose code the calling thread is in
 * (a crash or exit () from inside it), or 0.  Async-signal-safe: it
 * reads one thread-local pointer. */
const char *ss_ipasir_dl_running (void);
/* The deadline (ss_now's clock; 0 = none) past which a solve of handle
 * s of a loaded library is watched for ignoring terminate; nothing for
 * another table. */
void ss_ipasir_dl_set_deadline (const ss_ipasir_ops *, void *s,
                                double deadline);

/* The watchdog (ipasir_watch.c): a loaded library must poll terminate,
 * and one that is still in solve `grace` seconds past the deadline has
 * ignored it.  No thread can be stopped from outside, so the only
 * answer is the caller's: fn, called from the watchdog's thread with
 * the library's path and how late it is, ends the process (the CLI's
 * exit 3 naming it).  Without fn nothing is watched. */
typedef void ss_ipasir_hung_fn (const char *path, double late);
void ss_ipasir_watch_on_hang (ss_ipasir_hung_fn *fn, double grace);
/* A solve of path starts (a slot, or -1 when not watched) and ends. */
int ss_ipasir_watch_begin (const char *path, double deadline);
void ss_ipasir_watch_end (int slot);

/* Adds a whole clause (len literals, the 0 is added here). */
void ss_ipasir_add_clause (const ss_ipasir_ops *, void *s, const int *lits,
                           int len);

#endif
