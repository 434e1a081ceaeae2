/* indexer.c -- indexing cells.  val[0] says along what:
 *
 *   row (0):    r,c holding d means the cell (d, c) holds r
 *   column (1): r,c holding d means the cell (r, d) holds c  ("159")
 *   box (2):    the cell at position i of its box holding d means the
 *               cell at position d of the same box holds i
 *
 * (1-based rows, columns and positions.)  A position counts the box's
 * cells in reading order, row by row inside a box; in an irregular
 * region the same order, by row then column, as BoxIndexerConstraint of
 * the solver behind f-puzzles counts a region's cells (its regions list
 * their cells in reading order, as we read its source). */
#include "meaning.h"

int
ss_validate_indexer (const ss_model *m, const ss_con *c, ss_error *err)
{
  (void) m;
  if (c->val[0] < 0 || c->val[0] > 2)
    return ss_con_error (err, c, "the axis is 0 (row), 1 (column) or 2 "
                         "(box), not %d", c->val[0]);
  return 0;
}

int
ss_indexer_target (const ss_model *m, int axis, int cell, int d,
                   int *index)
{
  int n = m->n, r = cell / n, c = cell % n;
  if (axis == 0)
    return *index = r + 1, (d - 1) * n + c;
  if (axis == 1)
    return *index = c + 1, r * n + (d - 1);
  *index = ss_region_position (m, cell) + 1;
  return ss_region_cell (m, m->region[cell], d - 1);
}

int
ss_check_indexer (const ss_model *m, const ss_con *c, const uint8_t *v,
                  ss_breach *b)
{
  for (int i = 0; i < c->ncells; i++)
    {
      int at = c->cell[i], d = v[at], index;
      if (!d)
        continue;
      int t = ss_indexer_target (m, c->val[0], at, d, &index);
      if (v[t] && v[t] != index)
        {
          ss_breach_cell (b, at);
          ss_breach_cell (b, t);
          return ss_breach_set (b, "the indexed cell does not hold %d",
                                index);
        }
    }
  return 0;
}
