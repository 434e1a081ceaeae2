/* extreme.c -- a minimum (-1) or maximum (+1) cell: below (above) every
 * orthogonal neighbour.  Bounds: a minimum lies under the largest digit
 * each neighbour can still take, and each neighbour over its smallest
 * digit; a maximum the other way round. */
#include "prop.h"

static int
prop (ss_cp *s, const ss_con *c, int cell)
{
  int at = c->cell[0], nb[4];
  (void) cell;
  ss_cp_neighbours (s->n, at, nb);
  for (int dir = 0; dir < 4; dir++)
    {
      int y = nb[dir];
      if (y < 0)
        continue;
      int bad = c->val[0] < 0
        ? ss_cp_keep_range (s, at, 1, ss_cp_max (s->dom[y]) - 1) < 0
          || ss_cp_keep_range (s, y, ss_cp_min (s->dom[at]) + 1, s->n) < 0
        : ss_cp_keep_range (s, at, ss_cp_min (s->dom[y]) + 1, s->n) < 0
          || ss_cp_keep_range (s, y, 1, ss_cp_max (s->dom[at]) - 1) < 0;
      if (bad)
        return -1;
    }
  return 0;
}

/* The cell and its neighbours. */
static int
watch (const ss_model *m, const ss_con *c, int *cells)
{
  int nb[4], k = 0;
  cells[k++] = c->cell[0];
  ss_cp_neighbours (m->n, c->cell[0], nb);
  for (int dir = 0; dir < 4; dir++)
    if (nb[dir] >= 0)
      cells[k++] = nb[dir];
  return k;
}

const ss_cp_kind ss_cp_extreme = { prop, SS_CP_CELLS, watch, 0 };
