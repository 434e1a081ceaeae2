/* xsum.c -- the first X digits from the clue add up to it, X being the
 * first of them.  Cell i counts while X > i, which is the first cell's
 * order literal [c_0 >= i+1]: a guarded sum with no new guard variable,
 * in the --sat-sum encoding (a sequential counter for combinations,
 * which cannot say which cells count). */
#include "../sum.h"

static int
encode (ss_venc *k, const ss_con *c)
{
  ss_term t[SS_MAX_N];
  char name[32];
  ss_venc_sum_name (k, c, name, sizeof name);
  for (int i = 0; i < c->ncells; i++)
    t[i] = (ss_term) { c->cell[i], 0, 1,
                       i ? ss_venc_ge (k, c->cell[0], i + 1) : SS_LIT_TRUE };
  ss_sum e = k->sum == SS_SUM_COMBINATIONS ? SS_SUM_SEQUENTIAL : k->sum;
  return ss_venc_sum (k, t, c->ncells, c->val[0], e, name);
}

const ss_kind_enc ss_enc_xsum = {
  encode, 1, "the first X digits add up to the clue",
  "Cell i (from 0) counts while the first digit X is above i, which is "
  "the first cell's order literal [c_0>=i+1]: each cell counts under it, "
  "and the counted cells add up to the clue in the --sum encoding "
  "(a sequential counter for combinations)."
};
