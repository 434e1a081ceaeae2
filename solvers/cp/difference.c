/* difference.c -- two neighbours differ by exactly D (a white kropki dot:
 * 1).  Support: a digit e stays in one cell while e - D or e + D is a
 * candidate of the other. */
#include "prop.h"

static int
prop (ss_cp *s, const ss_con *c, int cell)
{
  int a = c->cell[0], b = c->cell[1], D = c->val[0];
  (void) cell;
  for (int k = 0; k < 2; k++, a = c->cell[1], b = c->cell[0])
    {
      ss_bits from = s->dom[a];
      ss_bits ok = ss_bits_or (ss_cp_shift (from, D, s->n),
                               ss_cp_shift (from, -D, s->n));
      if (ss_cp_keep (s, b, ok) < 0)
        return -1;
    }
  return 0;
}

const ss_cp_kind ss_cp_difference = { prop, SS_CP_CELLS, 0, 0 };
