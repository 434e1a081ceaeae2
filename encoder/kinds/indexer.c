/* indexer.c -- indexing cells (core/kinds/indexer.c): a cell's digit d
 * points at the d-th cell of its row, column or box, which must hold the
 * cell's own index there.  One binary clause per digit: x(c,d) ->
 * x(target(d), index). */
#include "../variant.h"

/* The cell digit d of cell points at, and the index it must hold. */
static int
target (const ss_model *m, int axis, int cell, int d, int *index)
{
  int n = m->n, r = cell / n, c = cell % n, R = m->box_rows,
      C = m->box_cols;
  if (axis == 0)
    return *index = r + 1, (d - 1) * n + c;
  if (axis == 1)
    return *index = c + 1, r * n + (d - 1);
  int r0 = r / R * R, c0 = c / C * C;
  *index = (r - r0) * C + (c - c0) + 1;
  return (r0 + (d - 1) / C) * n + c0 + (d - 1) % C;
}

static int
encode (ss_venc *k, const ss_con *c)
{
  int stop = 0, index;
  for (int i = 0; i < c->ncells && !stop; i++)
    for (int d = 1; d <= k->n && !stop; d++)
      {
        int at = target (k->m, c->val[0], c->cell[i], d, &index);
        stop = ss_venc_c2 (k, -ss_venc_x (k, c->cell[i], d),
                           ss_venc_x (k, at, index));
      }
  return stop;
}

const ss_kind_enc ss_enc_indexer = {
  encode, 1, "a digit points at where its index goes",
  "For each indexing cell and digit d: x(cell,d) -> x(the d-th cell of "
  "its row, column or box, the cell's own index there), one binary "
  "clause per digit."
};
