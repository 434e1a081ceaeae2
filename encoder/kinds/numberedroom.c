/* numberedroom.c -- the first digit X from the clue says that the X-th
 * cell from it holds the clue C: one binary clause per digit X,
 * x(c_1,X) -> x(c_X,C), as an indexer's channel (indexer.c) in one
 * direction.  The row holds C once, so this is the rule exactly; for X
 * = 1 it reads x(c_1,1) -> x(c_1,C), which forbids 1 there unless C is
 * 1. */
#include "../variant.h"

static int
encode (ss_venc *k, const ss_con *c)
{
  int stop = 0;
  for (int x = 1; x <= c->ncells && x <= k->n && !stop; x++)
    stop = ss_venc_c2 (k, -ss_venc_x (k, c->cell[0], x),
                       ss_venc_x (k, c->cell[x - 1], c->val[0]));
  return stop;
}

const ss_kind_enc ss_enc_numberedroom = {
  encode, 1, "the first digit names the cell holding the clue",
  "One binary clause per digit X: x(first cell, X) -> x(X-th cell from "
  "the clue, C), the indexer's channel in one direction; the row holds C "
  "once, so nothing more is needed."
};
