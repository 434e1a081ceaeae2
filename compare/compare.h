/* compare.h -- running several solvers on one puzzle and judging them.
 *
 * Model: a comparison is a stream of records; each record runs every
 * selected solver (in descriptor-table order) under the same limit K and
 * budgets, then ss_cmp_check() judges the results.  Which solvers run on
 * a record depends on its size: by default, every solver whose max_n
 * covers N, external ones only when a command is given (ipasir when a
 * library is), and slow ones
 * with a node budget so the verdict table is the same on every run.
 * Engines flagged SS_VARIANT (cp) join the default set on variant
 * puzzles only, so a classic run is what it always was.  A selected
 * solver that cannot handle every rule of a variant puzzle is left out
 * of that record (entry.lacks says which rules), never run without them.
 *
 * No engine hangs a record with rules by default: without --timeout the
 * solvers under test and the SAT backends run first, each within
 * SS_CMP_VARIANT_CAP seconds, and the in-house engines the run does not
 * test (cp, dlx) then get SS_CMP_RELATIVE times the fastest verdict so
 * far, at least SS_CMP_RELATIVE_MIN seconds: cp's search on an impossible
 * jigsaw layout or a 16x16 killer, which can run for minutes where
 * CaDiCaL answers in milliseconds, becomes an unknown from a budget
 * (counted and named in the summary) instead of a wait.  --timeout gives
 * every solver the same budget instead.
 */
#ifndef SS_COMPARE_H
#define SS_COMPARE_H

#include "check.h"

#ifdef __cplusplus
extern "C" {
#endif

#define SS_CMP_VARIANT_CAP 60.0
#define SS_CMP_RELATIVE 10.0
#define SS_CMP_RELATIVE_MIN 2.0

typedef struct ss_cmp_opts {
  const ss_solver **chosen; /* explicit --solvers list, or 0 = by size */
  int nchosen;
  ss_solve_opts solve;      /* K, budgets, sat_cmd for every solver */
  uint64_t slow_nodes;      /* node budget for SS_SLOW solvers, when the
                               user gave none */
} ss_cmp_opts;

/* Is solver s run on a puzzle of side n under these options? */
int ss_cmp_selected (const ss_cmp_opts *, const ss_solver *s, int n);
/* The same for this puzzle: variant puzzles add the SS_VARIANT engines
 * to the default set (whether s can handle the puzzle is not asked). */
int ss_cmp_selected_for (const ss_cmp_opts *, const ss_solver *s,
                         const ss_grid *puzzle);

/* Is s a solver the run tests: one --solvers names, or without that
 * list one that drives a program or a library (external, ipasir)?  Its
 * unknowns are findings under --require-decided. */
int ss_cmp_under_test (const ss_cmp_opts *, const ss_solver *s);

/* Runs the selected solvers on puzzle.  entries has ss_solver_count slots,
 * one per table row; slots not run have solver == 0 (and lacks set for a
 * selected solver left out).  Returns the number
 * run, or -1 when memory ran out.  Free with ss_cmp_entries_free. */
int ss_cmp_run (const ss_cmp_opts *, const ss_grid *puzzle,
                ss_cmp_entry *entries);
void ss_cmp_entries_free (ss_cmp_entry *entries);

#ifdef __cplusplus
}
#endif

#endif
