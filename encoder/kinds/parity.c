/* parity.c -- odd and even cells: each digit of the wrong parity is
 * ruled out by a unit clause. */
#include "../variant.h"

static int
encode (ss_venc *k, const ss_con *c)
{
  int stop = 0;
  for (int i = 0; i < c->ncells && !stop; i++)
    for (int d = 1; d <= k->n && !stop; d++)
      if (d % 2 != c->val[0])
        stop = ss_venc_c2 (k, -ss_venc_x (k, c->cell[i], d), SS_LIT_FALSE);
  return stop;
}

const ss_kind_enc ss_enc_parity = {
  encode, 1, "odd and even cells: the other parity ruled out",
  "An odd cell cannot hold an even digit: one unit clause -x per even "
  "digit (and the other way for an even cell)."
};
