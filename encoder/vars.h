/* vars.h -- the one place where a cell and a digit become a SAT variable.
 *
 * Model: variable x(r,c,d) means "cell (r,c) holds digit d".  With r and
 * c 0-based and d in 1..N its DIMACS number is
 *
 *     v = (r*N + c)*N + d                      (1 .. N^3)
 *
 * so the N digits of one cell are N consecutive numbers, and cells follow
 * row-major order.  Auxiliary variables (made by an at-most-one encoding)
 * are numbered after N^3.  Every module that names a cell-digit variable
 * (the encoder, the decoder, the SAT backends, the exact-cover matrix)
 * calls ss_var() and ss_var_split(); nobody writes the formula again.
 *
 * The same cell-digit candidates are the rows of the exact-cover matrix,
 * and the rules are its 4*N^2 columns, in four families of N^2 (the
 * "rules" below).  Each rule has N^2 groups of N variables, and a group
 * is exactly one exact-cover column:
 *
 *   cell  group r*N + c      members d = 1..N   "cell (r,c) holds a digit"
 *   row   group r*N + d-1    members c = 0..N-1 "row r holds d once"
 *   col   group c*N + d-1    members r = 0..N-1 "column c holds d once"
 *   box   group b*N + d-1    members k = 0..N-1 "box b holds d once"
 *
 * so the exact-cover column of (rule, group) is rule*N^2 + group.
 */
#ifndef SS_VARS_H
#define SS_VARS_H

#include "../core/grid.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The DIMACS number of x(r,c,d): r, c 0-based, d in 1..n. */
static inline long
ss_var (int n, int r, int c, int d)
{
  return ((long) r * n + c) * n + d;
}

/* The inverse of ss_var for v in 1..n^3. */
static inline void
ss_var_split (int n, long v, int *r, int *c, int *d)
{
  long cell = (v - 1) / n;
  *d = (int) ((v - 1) % n) + 1;
  *r = (int) (cell / n);
  *c = (int) (cell % n);
}

/* How many cell-digit variables a side-n grid has: n^3. */
static inline long
ss_var_count (int n)
{
  return (long) n * n * n;
}

/* The four rules of Sudoku, in exact-cover column order. */
typedef enum ss_rule { SS_RULE_CELL, SS_RULE_ROW, SS_RULE_COL, SS_RULE_BOX }
ss_rule;
#define SS_RULE_COUNT 4

/* Cell and digit of member k (0..N-1) of group g (0..N^2-1) of a rule;
 * the shape (n, box size) comes from the grid. */
static inline void
ss_rule_member (const ss_grid *shape, ss_rule rule, int g, int k, int *r,
                int *c, int *d)
{
  int n = shape->n, a = g / n, b = g % n;
  switch (rule)
    {
    case SS_RULE_CELL: *r = a, *c = b, *d = k + 1; break;
    case SS_RULE_ROW: *r = a, *c = k, *d = b + 1; break;
    case SS_RULE_COL: *r = k, *c = a, *d = b + 1; break;
    default:
      *r = ss_box_cell_row (shape, a, k);
      *c = ss_box_cell_col (shape, a, k);
      *d = b + 1;
    }
}

/* The exact-cover column (0..4N^2-1) of a rule's group. */
static inline long
ss_xc_column (int n, ss_rule rule, int g)
{
  return (long) rule * n * n + g;
}

#ifdef __cplusplus
}
#endif

#endif
