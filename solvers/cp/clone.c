/* clone.c -- two shapes hold the same digits cell by cell: each cell and
 * its clone keep the digits they share. */
#include "prop.h"

static int
prop (ss_cp *s, const ss_con *c, int cell)
{
  (void) cell;
  for (int i = 0; i < c->split; i++)
    {
      int x = c->cell[i], y = c->cell[c->split + i];
      ss_bits both = ss_bits_and (s->dom[x], s->dom[y]);
      if (ss_cp_keep (s, x, both) < 0 || ss_cp_keep (s, y, both) < 0)
        return -1;
    }
  return 0;
}

const ss_cp_kind ss_cp_clone = { prop, SS_CP_CELLS, 0, 0 };
