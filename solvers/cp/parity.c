/* parity.c -- odd (1) or even (0) cells keep only digits of their
 * parity. */
#include "prop.h"

static int
prop (ss_cp *s, const ss_con *c, int cell)
{
  ss_bits keep = ss_bits_none ();
  (void) cell;
  for (int d = 2 - c->val[0]; d <= s->n; d += 2)
    keep = ss_bits_or (keep, ss_bits_one (d));
  for (int i = 0; i < c->ncells; i++)
    if (ss_cp_keep (s, c->cell[i], keep) < 0)
      return -1;
  return 0;
}

const ss_cp_kind ss_cp_parity = { prop, SS_CP_CELLS, 0, 0 };
