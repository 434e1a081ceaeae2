/* killer.c -- a killer cage's total, in the --sat-sum encoding: its
 * combinations, or its cells' order literals added by a totalizer or
 * counter, or the diagram of its partial sums (sum.h).  No digit twice
 * is the group family's; a cage without a total has nothing more. */
#include "../sum.h"

static int
encode (ss_venc *k, const ss_con *c)
{
  ss_term t[SS_MAX_N];
  char name[32];
  int one = SS_LIT_TRUE;
  if (!c->nvals)
    return 0;
  ss_venc_sum_name (k, c, name, sizeof name);
  ss_part p = { c->cell, c->ncells };
  int stop;
  if (ss_venc_use_combos (k, &p, 1, &c->val[0], 1))
    stop = ss_venc_combos (k, c, &p, 1, &c->val[0], &one, 1, name);
  else
    {
      for (int i = 0; i < c->ncells; i++)
        t[i] = (ss_term) { c->cell[i], 0, 1, SS_LIT_TRUE };
      stop = ss_venc_sum (k, t, c->ncells, c->val[0], ss_venc_adder (k),
                          name);
    }
  return stop ? stop : ss_venc_rule45 (k, c);
}

const ss_kind_enc ss_enc_killer = {
  encode, 1, "the cage adds up to its total",
  "The cage's total in the chosen sum encoding (--sum): combinations "
  "lists the digit sets that make it (one variable each, exactly one "
  "true, each saying which digits appear); totalizer and sequential add "
  "the cells' order literals [c>=d] into order literals of the partial "
  "sums, in a tree or cell by cell; mdd keeps one variable per reachable "
  "partial sum.  No digit twice is the group family's."
};
