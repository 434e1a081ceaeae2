/* palindrome.c -- the line reads the same from either end: each cell and
 * its mirror keep the digits they share. */
#include "prop.h"

static int
prop (ss_cp *s, const ss_con *c, int cell)
{
  (void) cell;
  for (int i = 0, j = c->ncells - 1; i < j; i++, j--)
    {
      ss_bits both = ss_bits_and (s->dom[c->cell[i]], s->dom[c->cell[j]]);
      if (ss_cp_keep (s, c->cell[i], both) < 0
          || ss_cp_keep (s, c->cell[j], both) < 0)
        return -1;
    }
  return 0;
}

const ss_cp_kind ss_cp_palindrome = { prop, SS_CP_CELLS, 0, 0 };
