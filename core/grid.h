/* grid.h -- the Sudoku grid model every sudosat module shares.
 *
 * Model: an N x N grid cut into boxes R rows tall and C columns wide, with
 * N = R*C.  Cells are stored row-major as bytes: 0 is a blank, 1..N a digit.
 * There are N boxes, numbered row-major: box (r/R)*R + c/C.  (There are
 * N/C = R boxes across a band, which is why the row factor is R.)
 *
 * Everything is 0-based inside the code and 1-based in every message a
 * person reads ("r4c7" is row 4, column 7).
 */
#ifndef SS_GRID_H
#define SS_GRID_H

#include <stdint.h>

/* The largest supported side.  100 is a 10x10-box grid; every module
 * sizes its arrays from this, and the parser refuses anything larger. */
#define SS_MAX_N 100

struct ss_model;

typedef struct ss_grid {
  int box_rows; /* R: rows in one box */
  int box_cols; /* C: columns in one box */
  int n;        /* N = R*C: side length and number of digits */
  uint8_t *cell; /* N*N values, row-major, 0 = blank */
  /* The rules beyond rows, columns and boxes (model.h), or 0 for the
   * classic puzzle.  Shared: a copy takes a reference.  A grid whose
   * cell is 0 owns neither, so moving a grid is "*dst = *src;
   * src->cell = 0;". */
  struct ss_model *model;
} ss_grid;

/* A blank classic grid. */
int ss_grid_init (ss_grid *, int box_rows, int box_cols);
/* A blank grid with src's shape and rules (its model, shared): what a
 * puzzle derived from src must start from. */
int ss_grid_init_like (ss_grid *dst, const ss_grid *src);
int ss_grid_copy (ss_grid *dst, const ss_grid *src);
void ss_grid_free (ss_grid *);
int ss_grid_same_shape (const ss_grid *, const ss_grid *);
int ss_grid_givens (const ss_grid *);
int ss_grid_complete (const ss_grid *);

/* The default box for side N: R is the largest factor of N not above
 * sqrt(N), and C = N/R.  So 6 -> 2x3, 12 -> 3x4, 7 -> 1x7. */
void ss_default_box (int n, int *box_rows, int *box_cols);

/* 1 when n is a perfect square k*k, storing k. */
int ss_isqrt_exact (long n, int *root);

static inline int
ss_box_of (const ss_grid *g, int r, int c)
{
  return (r / g->box_rows) * g->box_rows + c / g->box_cols;
}

/* Row and column of the k-th cell (0..N-1) of box b. */
static inline int
ss_box_cell_row (const ss_grid *g, int b, int k)
{
  return (b / g->box_rows) * g->box_rows + k / g->box_cols;
}

static inline int
ss_box_cell_col (const ss_grid *g, int b, int k)
{
  return (b % g->box_rows) * g->box_cols + k % g->box_cols;
}

#endif
