/* nabner.c -- no two digits on the line are equal or consecutive.  A
 * placed digit d leaves d-1, d and d+1 to no other cell of the line; and
 * the line needs as many digits, pairwise two apart, as it has cells:
 * the most the cells' candidates together offer is counted greedily
 * from the smallest (the greedy choice of digits two apart is a largest
 * one), and fewer than the cells is a contradiction. */
#include "prop.h"

/* The most digits of d, pairwise at least two apart. */
static int
spread (const ss_cp *s, ss_bits d)
{
  int count = 0, last = -1;
  for (int v = 1; v <= s->n; v++)
    if (ss_bits_has (d, v) && (last < 0 || v >= last + 2))
      count++, last = v;
  return count;
}

static int
prop (ss_cp *s, const ss_con *c, int cell)
{
  ss_bits all = ss_bits_none ();
  (void) cell;
  for (int i = 0; i < c->ncells; i++)
    {
      ss_bits d = s->dom[c->cell[i]];
      if (!ss_bits_single (d))
        continue;
      int v = ss_bits_lowest (d);
      ss_bits keep = ss_bits_minus (s->full, ss_cp_range (v - 1, v + 1));
      for (int j = 0; j < c->ncells; j++)
        if (j != i && ss_cp_keep (s, c->cell[j], keep) < 0)
          return -1;
    }
  for (int i = 0; i < c->ncells; i++)
    all = ss_bits_or (all, s->dom[c->cell[i]]);
  return spread (s, all) < c->ncells ? -1 : 0;
}

const ss_cp_kind ss_cp_nabner = { prop, SS_CP_CELLS, 0, 0 };
