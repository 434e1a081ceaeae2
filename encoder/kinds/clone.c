/* clone.c -- the two shapes hold the same digits cell by cell: cell i
 * of the first equals cell i of the second. */
#include "../variant.h"

static int
encode (ss_venc *k, const ss_con *c)
{
  int stop = 0;
  for (int i = 0; i < c->split && !stop; i++)
    stop = ss_venc_equal (k, c->cell[i], c->cell[c->split + i]);
  return stop;
}

const ss_kind_enc ss_enc_clone = {
  encode, 1, "a cell and its clone hold the same digit",
  "Each cell of the first shape equals its clone: a_d -> b_d and b_d -> "
  "a_d for each d."
};
