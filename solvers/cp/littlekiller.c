/* littlekiller.c -- the diagonal's digits sum to the clue (repeats
 * allowed: the diagonal is no house).  The partial-sum table of sums.c
 * keeps exactly the digits some way of making the total uses. */
#include "prop.h"

static int
prop (ss_cp *s, const ss_con *c, int cell)
{
  (void) cell;
  return ss_cp_sum_to (s, c->cell, c->ncells, c->val[0]);
}

const ss_cp_kind ss_cp_littlekiller = { prop, SS_CP_CELLS, 0, 0 };
