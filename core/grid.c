/* grid.c -- allocation and whole-grid queries for ss_grid (see grid.h). */
#include "grid.h"

#include "model.h"

#include <stdlib.h>
#include <string.h>

int
ss_grid_init (ss_grid *g, int box_rows, int box_cols)
{
  g->cell = 0;
  g->model = 0;
  g->box_rows = box_rows;
  g->box_cols = box_cols;
  g->n = box_rows * box_cols;
  if (box_rows < 1 || box_cols < 1 || g->n > SS_MAX_N)
    return -1;
  g->cell = calloc ((size_t) g->n * g->n, 1);
  return g->cell ? 0 : -1;
}

int
ss_grid_init_like (ss_grid *dst, const ss_grid *src)
{
  if (ss_grid_init (dst, src->box_rows, src->box_cols))
    return -1;
  dst->model = ss_model_ref (src->model);
  return 0;
}

int
ss_grid_copy (ss_grid *dst, const ss_grid *src)
{
  if (ss_grid_init_like (dst, src))
    return -1;
  memcpy (dst->cell, src->cell, (size_t) src->n * src->n);
  return 0;
}

/* The model is released only with the cells: a grid whose cell is 0 was
 * moved away (or never made) and owns nothing. */
void
ss_grid_free (ss_grid *g)
{
  if (g->cell)
    ss_model_unref (g->model);
  free (g->cell);
  g->cell = 0;
  g->model = 0;
}

int
ss_grid_same_shape (const ss_grid *a, const ss_grid *b)
{
  return a->box_rows == b->box_rows && a->box_cols == b->box_cols;
}

int
ss_grid_givens (const ss_grid *g)
{
  int count = 0;
  for (int i = 0; i < g->n * g->n; i++)
    count += g->cell[i] != 0;
  return count;
}

int
ss_grid_complete (const ss_grid *g)
{
  return ss_grid_givens (g) == g->n * g->n;
}

int
ss_isqrt_exact (long n, int *root)
{
  long k = 0;
  while ((k + 1) * (k + 1) <= n)
    k++;
  if (k * k != n)
    return 0;
  *root = (int) k;
  return 1;
}

void
ss_default_box (int n, int *box_rows, int *box_cols)
{
  int r = 1;
  for (int k = 1; k * k <= n; k++)
    if (n % k == 0)
      r = k;
  *box_rows = r;
  *box_cols = n / r;
}
