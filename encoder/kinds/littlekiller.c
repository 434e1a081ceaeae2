/* littlekiller.c -- the digits on the clue's diagonal add up to it, in
 * the --sat-sum encoding (sum.h); digits may repeat, so combinations are
 * multisets unless the cells share a house. */
#include "../sum.h"

static int
encode (ss_venc *k, const ss_con *c)
{
  ss_term t[SS_MAX_N];
  char name[32];
  int one = SS_LIT_TRUE;
  ss_venc_sum_name (k, c, name, sizeof name);
  ss_part p = { c->cell, c->ncells };
  if (ss_venc_use_combos (k, &p, 1, &c->val[0], 1))
    return ss_venc_combos (k, c, &p, 1, &c->val[0], &one, 1, name);
  for (int i = 0; i < c->ncells; i++)
    t[i] = (ss_term) { c->cell[i], 0, 1, SS_LIT_TRUE };
  return ss_venc_sum (k, t, c->ncells, c->val[0], ss_venc_adder (k), name);
}

const ss_kind_enc ss_enc_littlekiller = {
  encode, 1, "the diagonal adds up to the clue",
  "The diagonal's total in the chosen sum encoding, as for a killer "
  "cage; its digits may repeat, so the combinations are multisets (a "
  "counter per digit says how often it appears)."
};
