/* indexer.c -- indexing cells (core/kinds/indexer.c): a cell's digit d
 * points at the d-th cell of its row, column or box (region), which must
 * hold the cell's own index there (ss_indexer_target).  One binary clause per digit: x(c,d) ->
 * x(target(d), index). */
#include "../variant.h"
#include "../../core/kinds/meaning.h"

static int
encode (ss_venc *k, const ss_con *c)
{
  int stop = 0, index;
  for (int i = 0; i < c->ncells && !stop; i++)
    for (int d = 1; d <= k->n && !stop; d++)
      {
        int at = ss_indexer_target (k->m, c->val[0], c->cell[i], d,
                                     &index);
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
