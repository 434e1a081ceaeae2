/* regionsum.c -- a region sum line: the line's digits have the same total
 * in every region (box) it passes through.  A line that leaves a region
 * and comes back is refused: tools disagree whether its two visits are
 * one total or two, so such a puzzle cannot be read without guessing;
 * so is a line that comes back to a cell (a loop). */
#include "meaning.h"

int
ss_validate_regionsum (const ss_model *m, const ss_con *c, ss_error *err)
{
  int left[SS_MAX_N] = { 0 };
  if (ss_validate_once (m, c, 0, err, ", which the solver behind "
                        "f-puzzles would add to a region's total once per "
                        "visit: draw the line without coming back") < 0)
    return -1;
  for (int i = 1; i < c->ncells; i++)
    {
      int a = m->region[c->cell[i - 1]], z = m->region[c->cell[i]];
      if (a != z)
        left[a] = 1;
      if (a != z && left[z])
        return ss_con_error (err, c, "the line comes back into a region it "
                             "left (split it into two lines)");
    }
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
          return ss_breach_set (b, "one region's total is %d, another's %d",
                                sum, total);
        }
      total = blanks ? total : sum;
      start = i;
    }
  return 0;
}
