/* littlekiller.c -- the digits on the clue's diagonal add up to it, in
 * the --sat-sum encoding (sum.h); digits may repeat, so combinations are
 * multisets unless the cells share a house.  As the default, it takes
 * the sequential counter instead: fewer CaDiCaL conflicts on 5 of the 7
 * little killer puzzles measured (docs/sat.md, "Variant encodings
 * measured"). */
#include "../sum.h"

static int
encode (ss_venc *k, const ss_con *c)
{
  ss_term t[SS_MAX_N];
  char name[32];
  int one = SS_LIT_TRUE;
  ss_venc_sum_name (k, c, name, sizeof name);
  ss_part p = { c->cell, c->ncells };
  if (k->sum_explicit && ss_venc_use_combos (k, &p, 1, &c->val[0], 1))
    return ss_venc_combos (k, c, &p, 1, &c->val[0], &one, 1, name);
  for (int i = 0; i < c->ncells; i++)
    t[i] = (ss_term) { c->cell[i], 0, 1, SS_LIT_TRUE };
  ss_sum e = k->sum == SS_SUM_COMBINATIONS ? SS_SUM_SEQUENTIAL : k->sum;
  return ss_venc_sum (k, t, c->ncells, c->val[0], e, name);
}

const ss_kind_enc ss_enc_littlekiller = {
  encode, 1, "the diagonal adds up to the clue",
  "The diagonal's total in the chosen sum encoding, as for a killer "
  "cage; its digits may repeat, so the combinations are multisets (a "
  "counter per digit says how often it appears).  By default a "
  "sequential counter over the cells' order literals instead."
};
