/* extreme.c -- a minimum (-1) or maximum (+1) cell: below (above) every
 * orthogonal neighbour that is not a cell of the same kind (its rivals,
 * ss_extreme_rivals, found once by init).  Bounds: a minimum lies under
 * the largest digit each rival can still take, and each rival over its
 * smallest digit; a maximum the other way round. */
#include <stdlib.h>

#include "prop.h"
#include "../../core/kinds/meaning.h"

/* init's data: the number of rivals, then the rivals. */
static void *
init (const ss_cp *s, const ss_con *c)
{
  int *r = malloc (5 * sizeof *r);
  if (r)
    r[0] = ss_extreme_rivals (s->m, c, r + 1);
  return r;
}

static int
prop (ss_cp *s, const ss_con *c, int cell)
{
  const int *rival = s->aux[c - s->m->con];
  int at = c->cell[0];
  (void) cell;
  for (int j = 1; j <= rival[0]; j++)
    {
      int y = rival[j];
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

/* The cell and its rivals. */
static int
watch (const ss_model *m, const ss_con *c, int *cells)
{
  cells[0] = c->cell[0];
  return 1 + ss_extreme_rivals (m, c, cells + 1);
}

const ss_cp_kind ss_cp_extreme = { prop, SS_CP_CELLS, watch, init };
