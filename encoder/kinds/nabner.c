/* nabner.c -- no two digits on the line are equal or consecutive: for
 * each pair of consecutive digits d, d+1, at most one literal among
 * x(cell, d) and x(cell, d+1) over the line's cells, in the encoding's
 * AMO kind.  A cell holds one digit, so two of those literals true means
 * two cells whose digits are equal or one apart, which is exactly what
 * the rule forbids; N-1 windows cover every such pair (and N = 1, one
 * digit, needs the window of d alone). */
#include "../variant.h"

#include <stdlib.h>

static int
encode (ss_venc *k, const ss_con *c)
{
  int len = c->ncells, stop = 0, width = k->n > 1 ? 2 : 1;
  int *lits = malloc ((size_t) (2 * len) * sizeof *lits);
  if (!lits)
    return ss_venc_fail (k, c, "out of memory");
  for (int d = 1; d + width - 1 <= k->n && !stop; d++)
    {
      int m = 0;
      for (int i = 0; i < len; i++)
        for (int e = d; e < d + width; e++)
          lits[m++] = ss_venc_x (k, c->cell[i], e);
      stop = ss_venc_amo (k, lits, m);
    }
  free (lits);
  return stop;
}

const ss_kind_enc ss_enc_nabner = {
  encode, 1, "no two equal or consecutive",
  "For each pair of consecutive digits d and d+1, at most one of the "
  "literals x(cell, d), x(cell, d+1) over the line's cells is true (the "
  "encoding's at-most-one): a cell holds one digit, so two true literals "
  "would be two cells with equal or consecutive digits."
};
