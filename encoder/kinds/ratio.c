/* ratio.c -- one cell is Q times the other (a black kropki dot is Q = 2),
 * in the support encoding. */
#include "../variant.h"

static int
times (int d, int e, const void *ctx)
{
  int q = *(const int *) ctx;
  return d == q * e || e == q * d;
}

static int
encode (ss_venc *k, const ss_con *c)
{
  return ss_venc_support (k, c->cell[0], c->cell[1], times, &c->val[0]);
}

const ss_kind_enc ss_enc_ratio = {
  encode, 1, "one cell is Q times the other (black dot: 2)",
  "Support encoding: \"a = d implies b = d/Q or b = Q*d\" for each digit "
  "d, from both cells; digits with no partner (5, 7, 9 for Q = 2) become "
  "unit clauses."
};
