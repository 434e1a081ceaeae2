/* thermo.c -- digits strictly increase from the bulb.  Bounds along the
 * tube: going up, each cell is above the smallest digit the cell before
 * can take; coming down, below the largest the cell after can take.  On
 * a chain one pass each way reaches the fixpoint. */
#include "prop.h"

static int
prop (ss_cp *s, const ss_con *c, int cell)
{
  int lo = 0, hi = s->n + 1;
  (void) cell;
  for (int i = 0; i < c->ncells; i++)
    {
      if (ss_cp_keep_range (s, c->cell[i], lo + 1, s->n) < 0)
        return -1;
      lo = ss_cp_min (s->dom[c->cell[i]]);
    }
  for (int i = c->ncells - 1; i >= 0; i--)
    {
      if (ss_cp_keep_range (s, c->cell[i], 1, hi - 1) < 0)
        return -1;
      hi = ss_cp_max (s->dom[c->cell[i]]);
    }
  return 0;
}

const ss_cp_kind ss_cp_thermo = { prop, SS_CP_CELLS, 0, 0 };
