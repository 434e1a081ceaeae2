/* zipper.c -- cells as far from the line's middle as each other add up
 * to one total: the mirrored pairs (the middle cell of an odd line
 * alone) are equal sums (equal_sums.c). */
#include "prop.h"

static int
prop (ss_cp *s, const ss_con *c, int cell)
{
  int len = c->ncells, k = (len + 1) / 2;
  int *cells = ss_cp_scratch (s, 5, (size_t) (2 * len + 2) * sizeof *cells);
  (void) cell;
  if (!cells)
    return -1;
  int *start = cells + len, at = 0;
  for (int j = 0; j < k; j++)
    {
      start[j] = at;
      cells[at++] = c->cell[j];
      if (j != len - 1 - j)
        cells[at++] = c->cell[len - 1 - j];
    }
  start[k] = at;
  return k < 2 ? 0 : ss_cp_equal_sums (s, cells, start, k);
}

const ss_cp_kind ss_cp_zipper = { prop, SS_CP_CELLS, 0, 0 };
