/* doublearrow.c -- the two end cells add up to the sum of the cells
 * between them: equal sums (equal_sums.c) over two parts, the ends and
 * the middle (each part's digit multisets where its cells do not share
 * a house).  A line of two has no middle: no clauses. */
#include "../sum.h"

#include <stdlib.h>

static int
encode (ss_venc *k, const ss_con *c)
{
  int len = c->ncells, stop;
  int *cells = malloc ((size_t) len * sizeof *cells);
  if (!cells)
    return ss_venc_fail (k, c, "out of memory");
  cells[0] = c->cell[0];
  cells[1] = c->cell[len - 1];
  for (int i = 1; i < len - 1; i++)
    cells[i + 1] = c->cell[i];
  ss_part part[2] = { { cells, 2 }, { cells + 2, len - 2 } };
  stop = len < 3 ? 0 : ss_venc_equal_sums (k, c, part, 2, "middle");
  free (cells);
  return stop;
}

const ss_kind_enc ss_enc_doublearrow = {
  encode, 1, "ends equal the middle",
  "Two parts with one total, as a zipper's pairs: the two circles, and "
  "the cells between them.  Combinations: each part's digit sets for "
  "every total it can make, each implying the total, the circles' "
  "defining it; the other encodings say the middle minus the circles "
  "is 0 (weights +1 and -1)."
};
