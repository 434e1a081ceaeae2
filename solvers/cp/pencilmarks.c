/* pencilmarks.c -- a cell with given pencil marks keeps only the marked
 * digits. */
#include "prop.h"

static int
prop (ss_cp *s, const ss_con *c, int cell)
{
  ss_bits keep = ss_bits_none ();
  (void) cell;
  for (int k = 0; k < c->nvals; k++)
    if (c->val[k] >= 1 && c->val[k] <= s->n)
      keep = ss_bits_or (keep, ss_bits_one (c->val[k]));
  for (int i = 0; i < c->ncells; i++)
    if (ss_cp_keep (s, c->cell[i], keep) < 0)
      return -1;
  return 0;
}

const ss_cp_kind ss_cp_pencilmarks = { prop, SS_CP_CELLS, 0, 0 };
