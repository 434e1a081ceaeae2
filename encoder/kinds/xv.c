/* xv.c -- the two cells sum to 10 (X) or 5 (V), in the support encoding:
 * each digit has at most one partner. */
#include "../variant.h"

static int
sums_to (int d, int e, const void *ctx)
{
  return d + e == *(const int *) ctx;
}

static int
encode (ss_venc *k, const ss_con *c)
{
  return ss_venc_support (k, c->cell[0], c->cell[1], sums_to, &c->val[0]);
}

const ss_kind_enc ss_enc_xv = {
  encode, 1, "the two cells sum to 10 (X) or 5 (V)",
  "Support encoding: \"a = d implies b = S-d\", a binary clause per digit "
  "from each cell, or a unit clause -a_d when S-d is no digit."
};
