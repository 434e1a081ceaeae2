/* difference.c -- two cells differ by exactly D (a white kropki dot is
 * D = 1), in the support encoding: "a = d implies b is d-D or d+D". */
#include "../variant.h"

static int
differ_by (int d, int e, const void *ctx)
{
  int gap = *(const int *) ctx;
  return d - e == gap || e - d == gap;
}

static int
encode (ss_venc *k, const ss_con *c)
{
  return ss_venc_support (k, c->cell[0], c->cell[1], differ_by, &c->val[0]);
}

const ss_kind_enc ss_enc_difference = {
  encode, 1, "the two cells differ by D (white dot: 1)",
  "Support encoding: for each digit d of one cell, \"a = d implies b = "
  "d-D or b = d+D\" (-a_d b_(d-D) b_(d+D)), and the same from the other "
  "cell; a digit with no partner becomes a unit clause -a_d."
};
