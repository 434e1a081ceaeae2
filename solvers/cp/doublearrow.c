/* doublearrow.c -- the two end cells add up to the sum of the cells
 * between them: the ends and the middle are equal sums (equal_sums.c).
 * A line of two has no middle: nothing to do. */
#include "prop.h"

static int
prop (ss_cp *s, const ss_con *c, int cell)
{
  int len = c->ncells;
  int *cells = ss_cp_scratch (s, 5, (size_t) (len + 3) * sizeof *cells);
  (void) cell;
  if (len < 3)
    return 0;
  if (!cells)
    return -1;
  int *start = cells + len;
  cells[0] = c->cell[0];
  cells[1] = c->cell[len - 1];
  for (int i = 1; i < len - 1; i++)
    cells[i + 1] = c->cell[i];
  start[0] = 0, start[1] = 2, start[2] = len;
  return ss_cp_equal_sums (s, cells, start, 2);
}

const ss_cp_kind ss_cp_doublearrow = { prop, SS_CP_CELLS, 0, 0 };
