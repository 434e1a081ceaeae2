/* regionsum.c -- a region sum line: the line is cut into segments at
 * every change of region along it, and every segment has the same total.
 * A line that leaves a region and comes back starts a segment of its own
 * there, with the same total as the others (RegionSumLinesConstraint of
 * the solver behind f-puzzles cuts its line the same way), not one total
 * for all the region's cells on the line.  A line that comes back to a
 * cell (a loop) is refused: that solver would add the cell to a total
 * once per visit. */
#include "meaning.h"

int
ss_validate_regionsum (const ss_model *m, const ss_con *c, ss_error *err)
{
  if (ss_validate_once (m, c, 0, err, ", which the solver behind "
                        "f-puzzles would add to a region's total once per "
                        "visit: draw the line without coming back") < 0)
    return -1;
  return ss_validate_path (m, c, err);
}

int
ss_check_regionsum (const ss_model *m, const ss_con *c, const uint8_t *v,
                    ss_breach *b)
{
  int total = -1, start = 0;
  for (int i = 1; i <= c->ncells; i++)
    {
      if (i < c->ncells
          && m->region[c->cell[i]] == m->region[c->cell[start]])
        continue;
      int sum, blanks;
      ss_cells_sum (c, v, start, i, &sum, &blanks);
      if (!blanks && total >= 0 && sum != total)
        {
          ss_breach_cell (b, c->cell[start]);
          return ss_breach_set (b, "one segment's total is %d, another's "
                                "%d", sum, total);
        }
      total = blanks ? total : sum;
      start = i;
    }
  return 0;
}
