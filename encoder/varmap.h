/* varmap.h -- which DIMACS variable stands for which cell and digit.
 *
 * Model: a map sends the cell-digit variables ("primary" variables) to
 * x(r,c,d), and knows the puzzle's givens.  It comes in three kinds:
 *
 *   identity  v = ss_var(n, r, c, d) for all N^3 (vars.h): the minimal,
 *             efficient and extended encodings;
 *   reduced   only the free candidates are variables, renumbered densely
 *             1..primary in ss_var order: the reduced encoding;
 *   listed    whatever "c var V rR cC dD" lines said (ss_varmap_add).
 *
 * A candidate with no variable is fixed: true when it is the cell's
 * given digit, false otherwise.  In the reduced encoding a candidate is
 * free exactly when its cell is blank and no given in its row, column or
 * box holds the digit (Kwon & Jain), so the same rule decodes it.
 */
#ifndef SS_VARMAP_H
#define SS_VARMAP_H

#include "../core/error.h"
#include "../core/grid.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct ss_varmap {
  ss_grid givens; /* the puzzle (a copy): fixes what has no variable */
  long primary;   /* cell-digit variables: 1..primary */
  int *orig;      /* primary var -> ss_var number; 0 = identity map */
  int *dense;     /* ss_var number -> primary var, 0 = fixed */
  /* Reduced maps only (else 0): per rule and group (vars.h), how many
   * members are givens, capped at 2, so the encoder skips a satisfied
   * group without looking at its N members; and per row, column and box
   * (unit u of kind 0..2 at (kind * N + u) * N), the positions of its
   * blank cells, open[kind * N + u] of them, so it walks only those. */
  unsigned char *tally;
  unsigned char *blank_at;
  unsigned char *open;
} ss_varmap;

/* reduced = 0: the identity map; 1: the reduced map of the puzzle.
 * Returns 0, or -1 when out of memory. */
int ss_varmap_init (ss_varmap *, const ss_grid *puzzle, int reduced);
/* An empty listed map for the puzzle, filled by ss_varmap_add(). */
int ss_varmap_init_listed (ss_varmap *, const ss_grid *puzzle);
/* Records "var is x(r,c,d)"; r, c 0-based.  -1 with err set when var, r,
 * c or d is out of range or var or (r,c,d) is already mapped. */
int ss_varmap_add (ss_varmap *, long var, int r, int c, int d,
                   ss_error *err);
void ss_varmap_free (ss_varmap *);

/* The variable of x(r,c,d), or 0 when it is fixed. */
long ss_varmap_var (const ss_varmap *, int r, int c, int d);
/* For a fixed candidate: 1 when true (the given), 0 when false. */
int ss_varmap_fixed_true (const ss_varmap *, int r, int c, int d);
/* 1 and the cell of var when var is a primary variable, else 0. */
int ss_varmap_cell (const ss_varmap *, long var, int *r, int *c, int *d);

/* A model as a lookup: > 0 true, < 0 false, 0 no value.  A SAT backend
 * wraps its own (picosat_deref, ccadical_val) in one of these. */
typedef int ss_value_fn (void *ctx, long var);

/* Reads the grid a model stands for into out (allocated here; free it
 * with ss_grid_free even on failure).  A cell whose digits are not
 * exactly one true is left blank.  Returns the number of such cells (0
 * = a full grid); err describes the first, or a variable without a
 * value, which counts as a problem too.  -1 when out of memory. */
int ss_varmap_grid (const ss_varmap *, ss_value_fn *value, void *ctx,
                    ss_grid *out, ss_error *err);
/* The same from count literals (+v true, -v false), as an array. */
int ss_varmap_grid_lits (const ss_varmap *, const int *lits, long count,
                         ss_grid *out, ss_error *err);

#ifdef __cplusplus
}
#endif

#endif
