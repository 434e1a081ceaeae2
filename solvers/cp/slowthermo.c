/* slowthermo.c -- digits never decrease from the bulb.  Bounds along the
 * tube as for a thermometer, with a step that may stay level: going up,
 * each cell is at least the smallest digit the cell before can take (one
 * more when the two share a row, a column or a region, whose digits
 * differ anyway); coming down, at most the largest the cell after can
 * take (one less likewise).  A loop (a cell listed twice) may need more
 * than one pass: the cells it changes wake it again. */
#include "prop.h"

/* 1 when a and b share a row, a column or a region. */
static int
same_house (const ss_cp *s, int a, int b)
{
  return a / s->n == b / s->n || a % s->n == b % s->n
         || ss_model_same_region (s->m, a, b);
}

static int
prop (ss_cp *s, const ss_con *c, int cell)
{
  int lo = 1, hi = s->n;
  (void) cell;
  for (int i = 0; i < c->ncells; i++)
    {
      if (i > 0)
        lo += same_house (s, c->cell[i - 1], c->cell[i]);
      if (ss_cp_keep_range (s, c->cell[i], lo, s->n) < 0)
        return -1;
      lo = ss_cp_min (s->dom[c->cell[i]]);
    }
  for (int i = c->ncells - 1; i >= 0; i--)
    {
      if (i < c->ncells - 1)
        hi -= same_house (s, c->cell[i], c->cell[i + 1]);
      if (ss_cp_keep_range (s, c->cell[i], 1, hi) < 0)
        return -1;
      hi = ss_cp_max (s->dom[c->cell[i]]);
    }
  return 0;
}

const ss_cp_kind ss_cp_slowthermo = { prop, SS_CP_CELLS, 0, 0 };
