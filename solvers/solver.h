/* solver.h -- the one interface every sudosat solver implements.
 *
 * Model (after tdoku): solve(puzzle, limit K, budget) reports each solution
 * it finds through ss_result_found(), and returns whether it finished.
 * The shared wrapper ss_solve() owns everything a solver must not be
 * trusted with: it rejects conflicting givens (status invalid), verifies
 * every reported solution against the rules and the givens, keeps the
 * first one, times the call and derives the status from what was found:
 *
 *   outcome    found   status
 *   DONE       0       unsat
 *   DONE       1       unique     (found when K = 1: uniqueness unchecked)
 *   any        >= 2    multiple   (two distinct verified solutions)
 *   GAVE_UP    0 or 1  unknown    (budget hit, or an incomplete method
 *                                  got stuck; never a wrong verdict)
 *   any        0 or 1  unknown    when the solver reported any solution
 *                                  the verifier rejected (res->wrong)
 *
 * DONE means the search space was exhausted or the limit K was reached.
 */
#ifndef SS_SOLVER_H
#define SS_SOLVER_H

#include <stdint.h>

#include "../core/budget.h"
#include "../core/grid.h"
#include "stats.h"

#ifdef __cplusplus
extern "C" {
#endif

#define SS_STATUSES(X)                                              \
  X (INVALID, "invalid", "the givens break a rule")                \
  X (UNSAT, "unsat", "no solution")                                 \
  X (UNIQUE, "unique", "exactly one solution")                      \
  X (MULTIPLE, "multiple", "two or more solutions")                 \
  X (FOUND, "found", "a solution; uniqueness unchecked (K = 1)")    \
  X (UNKNOWN, "unknown", "no verdict: budget hit or method stuck")

typedef enum ss_status {
#define SS_STATUS_ENUM(id, word, help) SS_##id,
  SS_STATUSES (SS_STATUS_ENUM)
#undef SS_STATUS_ENUM
  SS_STATUS_COUNT
} ss_status;

const char *ss_status_name (ss_status);
int ss_status_parse (const char *word, ss_status *out);

typedef enum ss_outcome { SS_DONE, SS_GAVE_UP } ss_outcome;

/* Why a run reached no clean verdict, as data: callers judge it without
 * reading the note.  The first four are answers (a limit, a caller's
 * stop, a method that got stuck, a rule the engine lacks); the rest are
 * failures of the solver, findings wherever it is under test.  PROOF
 * is the one set beside a verdict: the verdict stands, its own proof
 * (external with %p) was missing or rejected. */
#define SS_WHYS(X)                                                       \
  X (NONE, "none", 0, "a verdict")                                       \
  X (BUDGET, "budget", 0, "a time, node or memory budget ran out")      \
  X (CANCELLED, "cancelled", 0, "stopped by its caller (Ctrl-C, a "     \
     "portfolio's other engine won)")                                    \
  X (GAVE_UP, "gave-up", 0, "an incomplete method got stuck, or the "   \
     "solver itself said unknown")                                       \
  X (REFUSED, "refused", 0, "the engine does not handle a rule")        \
  X (CRASH, "crash", 1, "killed by a signal")                           \
  X (ERROR, "error", 1, "an error exit, a program that did not start, " \
     "a library that stopped unasked")                                   \
  X (MALFORMED, "malformed", 1, "output that does not read, or that "   \
     "contradicts itself")                                               \
  X (WRONG, "wrong", 1, "a reported solution failed verification")      \
  X (PROOF, "proof", 1, "its own proof was missing or rejected")

typedef enum ss_why {
#define SS_WHY_ENUM(id, word, failed, help) SS_WHY_##id,
  SS_WHYS (SS_WHY_ENUM)
#undef SS_WHY_ENUM
  SS_WHY_COUNT
} ss_why;

const char *ss_why_name (ss_why);
/* 1 for a failure of the solver (crash, error, malformed, wrong, proof),
 * 0 for an answer (none, budget, cancelled, gave up, refused). */
int ss_why_failed (ss_why);

typedef struct ss_solve_opts {
  uint64_t limit;     /* K: stop after K solutions; 0 counts them all */
  uint64_t max_nodes; /* budget in the solver's own node unit; 0 = none */
  double timeout;     /* budget in seconds; 0 = none */
  /* The timeout as an instant (monotonic seconds, budget.h): ss_solve()
   * sets it from timeout when the call starts, so a solver's set-up
   * counts; a portfolio hands the same instant to its engines.  A caller
   * may set it instead of timeout; 0 = none. */
  double deadline;
  ss_cancel *cancel;  /* raised by another thread: stop (budget.h); 0 = none */
  uint64_t seed;      /* a random branching order where the solver has one
                         (fast's general kernel); 0 = its fixed order */
  int hidden;         /* singles: also place hidden singles */
  const char *sat_cmd; /* external: the solver command line */
  const char *sat_mode; /* SAT backends: "assume" or "reduced"; 0 = default */
  const char *sat_encoding; /* SAT backends: an encoding name; 0 = default */
  const char *sat_amo;  /* SAT backends: an AMO kind name; 0 = default */
  const char *sat_sum;  /* SAT backends, variant puzzles: a sum encoding
                           name (encoder/sums.h); 0 = default */
  const char *ipasir_lib; /* ipasir: the shared library to load */
  /* Called for every verified solution, in the order found. */
  void (*on_solution) (void *ctx, const ss_grid *solution, uint64_t index);
  void *ctx;
  /* Called at each reading of the budget's clock (core/budget.h), about
   * every millisecond of search, by the solvers that keep one; 0 = none. */
  void (*on_clock) (void *ctx, double now);
  void *clock_ctx;
} ss_solve_opts;

/* A solver's own proof of its UNSAT answers (external with %p). */
typedef enum ss_own_proof {
  SS_OWN_PROOF_NONE,     /* none asked for, or no UNSAT answer */
  SS_OWN_PROOF_VERIFIED, /* every UNSAT answer's proof refutes its CNF */
  SS_OWN_PROOF_REJECTED  /* one was missing or rejected: note says how */
} ss_own_proof;

typedef struct ss_result {
  ss_status status;
  uint64_t count;     /* verified solutions found (<= K when K > 0) */
  uint64_t wrong;     /* reported solutions the verifier rejected */
  int exhausted;      /* 1: the search finished or reached K, so count is
                         final; 0: it stopped early and count is a floor */
  ss_grid solution;   /* the first verified solution; valid when count >= 1 */
  ss_stats stats;
  double seconds;
  char note[200];     /* why unknown, or a remark; "" when none */
  ss_why why;         /* why unknown (set by the solver, or by ss_solve
                         from what it sees), or PROOF beside a verdict */
  ss_own_proof own_proof; /* the solver's own proofs, when it gave any */
  /* private to ss_result_found */
  const ss_grid *puzzle_;
  const ss_solve_opts *opts_;
} ss_result;

typedef ss_outcome ss_solve_fn (const ss_grid *puzzle, const ss_solve_opts *,
                                ss_result *);

#define SS_COMPLETE 1u /* exhaustive: counts solutions up to K */
#define SS_SLOW 2u     /* exponential on hard puzzles: give it a budget */
#define SS_NEEDS_CMD 4u /* needs --sat-cmd */
#define SS_SAT 8u      /* a SAT backend */
#define SS_HIDDEN 16u  /* opts.hidden changes its method (--hidden) */
#define SS_NEEDS_LIB 32u /* needs --ipasir-lib */
#define SS_VARIANT 64u /* compare runs it by default on variant puzzles
                          only: the classic default set stays as it was */

typedef struct ss_solver {
  const char *name;
  const char *summary; /* one line: the method */
  const char *returns; /* one line: which verdicts it can reach */
  unsigned flags;
  int max_n;           /* largest side compare runs it on by default */
  ss_solve_fn *solve;
  /* The constraint kinds it handles (SS_KIND_BIT of core/kinds.h, with
   * SS_KIND_REGIONS for irregular regions): 0 for the classic puzzle
   * only.  ss_solve refuses a puzzle whose model has a kind outside. */
  uint64_t kinds;
} ss_solver;

/* The kinds of puzzle's model that s does not handle (0: it can solve
 * the puzzle; always 0 for a classic puzzle). */
uint64_t ss_solver_lacks (const ss_solver *s, const ss_grid *puzzle);

/* The wrapper every caller uses.  res is initialised here; release it with
 * ss_result_free.  Returns 0, or -1 when memory ran out (note says so). */
int ss_solve (const ss_solver *, const ss_grid *puzzle,
              const ss_solve_opts *, ss_result *res);
void ss_result_free (ss_result *);

/* For solvers: report one candidate solution (N*N cells, row-major).
 * Returns 1 when the search must stop because K solutions are in hand. */
int ss_result_found (ss_result *, const uint8_t *cells);

/* For solvers: the budget of budget.h, started from the options. */
void ss_budget_start (ss_budget *, const ss_solve_opts *);

#ifdef __cplusplus
}
#endif

#endif
