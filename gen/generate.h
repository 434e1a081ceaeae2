/* generate.h -- making puzzles with exactly one solution, and rating them.
 *
 * Model (after the F# seed's generator, made sound): first a random full
 * grid, then cells are blanked one at a time in random order, and a blank
 * is kept only while a complete solver (limit 2) still finds exactly one
 * solution.  The result is minimal: no further given can be removed.
 *
 * Full grids: for N <= 16 a randomised depth-first fill (random digit
 * order, fewest candidates first); for larger N, or if that fill runs out
 * of budget, the classic pattern grid v(r,c) = (r*C + r/R + c) mod N + 1
 * scrambled by validity-preserving symmetries (digit relabelling, rows
 * within bands, bands, columns within stacks, stacks, and transposition
 * for square boxes).
 *
 * Rating: which in-house method is the weakest that settles the puzzle:
 * naked singles ("easy"), hidden singles too ("medium"), or search
 * ("hard", scored by the fast solver's guesses).
 */
#ifndef SS_GENERATE_H
#define SS_GENERATE_H

#include <stdint.h>

#include "../core/error.h"
#include "../core/grid.h"
#include "../engines/table.h"

typedef struct ss_gen_opts {
  uint64_t seed;
  int symmetric;   /* blank cells in 180-degree-symmetric pairs */
  int min_givens;  /* stop blanking at this many givens (0: go minimal) */
  uint64_t max_nodes; /* per uniqueness check; 0 = none.  A check that
                         runs out keeps its given, so the puzzle stays
                         unique but may not be minimal. */
  double timeout;  /* per uniqueness check, seconds; 0 = none */
} ss_gen_opts;

typedef struct ss_gen_stats {
  int attempts;    /* cells tried */
  int checks;      /* uniqueness checks run */
  int unknowns;    /* checks that hit the budget: the cell was kept */
} ss_gen_stats;

/* A random full valid grid of box R x C into out (allocated here). */
int ss_gen_full (int box_rows, int box_cols, uint64_t seed, ss_grid *out,
                 ss_error *err);

/* A puzzle with a unique solution: puzzle and solution are allocated
 * here.  The solver must be complete (SS_COMPLETE).  Returns 0, or -1
 * with err set. */
int ss_generate (int box_rows, int box_cols, const ss_gen_opts *,
                 const ss_solver *, ss_grid *puzzle, ss_grid *solution,
                 ss_gen_stats *stats, ss_error *err);

typedef enum ss_rating {
  SS_RATE_INVALID, SS_RATE_UNSAT, SS_RATE_MULTIPLE, SS_RATE_UNKNOWN,
  SS_RATE_EASY, SS_RATE_MEDIUM, SS_RATE_HARD
} ss_rating;

typedef struct ss_rate_result {
  ss_rating rating;
  ss_status status;   /* the complete solver's verdict */
  uint64_t guesses;   /* the complete solver's guesses */
  uint64_t nodes;
  int givens;
} ss_rate_result;

const char *ss_rating_name (ss_rating);
/* Rates with the named in-house solvers from the table ("singles" and the
 * complete one given).  Returns 0, or -1 when a solver is missing. */
int ss_rate (const ss_grid *puzzle, const ss_solver *complete,
             ss_rate_result *out, ss_error *err);

#endif
