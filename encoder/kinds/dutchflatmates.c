/* dutchflatmates.c -- every middle digit has a 1 directly above it or
 * an N directly below it: one clause per cell, "not the middle digit
 * here, or 1 above, or N below" (a neighbour off the grid leaves its
 * literal out, so a middle digit in the top row needs its N below). */
#include "../variant.h"
#include "../../core/kinds/meaning.h"

static int
encode (ss_venc *k, const ss_con *c)
{
  int n = k->n, mid = ss_flatmates_middle (n), stop = 0;
  (void) c;
  for (int i = 0; i < n * n && !stop; i++)
    {
      int lits[3], len = 0;
      lits[len++] = -ss_venc_x (k, i, mid);
      if (i >= n)
        lits[len++] = ss_venc_x (k, i - n, 1);
      if (i + n < n * n)
        lits[len++] = ss_venc_x (k, i + n, n);
      stop = ss_venc_clause (k, lits, len);
    }
  return stop;
}

const ss_kind_enc ss_enc_dutchflatmates = {
  encode, 1, "a middle digit has a flatmate",
  "For every cell, one clause: \"not 5 here, or 1 in the cell above, or 9 "
  "in the cell below\" (on 9x9; the middle digit N/2 rounded up, 1 and N "
  "on other sides).  A cell of the top or bottom row has one neighbour, so "
  "its clause is binary: a 5 there needs that one flatmate.  No new "
  "variable."
};
