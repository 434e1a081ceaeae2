/* lunchbox.c -- a lunchbox: the listed cells hold no digit twice, and
 * the digits of the cells that sit, in the order listed, strictly
 * between the cell of the smallest digit and the cell of the largest
 * sum to the clue val[0] (0 when those two are neighbours in the list).
 * This is the Lunchbox of sigh's Interactive Sudoku Solver, as we read
 * its handler and constraint notes: any cells, in their order, distinct
 * digits, the smallest and the largest as the crusts (on a whole row or
 * column: the 1 and the N, a sandwich).
 *
 * Checked once every cell is filled: until then a blank may still be
 * the smallest or the largest. */
#include "meaning.h"

int
ss_validate_lunchbox (const ss_model *m, const ss_con *c, ss_error *err)
{
  (void) m;
  if (c->val[0] < 0)
    return ss_con_error (err, c, "the total %d is below 0", c->val[0]);
  return 0;
}

int
ss_check_lunchbox (const ss_model *m, const ss_con *c, const uint8_t *v,
                   ss_breach *b)
{
  int lo = 0, hi = 0, sum = 0;
  if (ss_check_distinct (m, c, v, 0, c->ncells, b))
    return 1;
  for (int i = 0; i < c->ncells; i++)
    {
      if (!v[c->cell[i]])
        return 0;
      lo = v[c->cell[i]] < v[c->cell[lo]] ? i : lo;
      hi = v[c->cell[i]] > v[c->cell[hi]] ? i : hi;
    }
  int from = lo < hi ? lo : hi, to = lo < hi ? hi : lo;
  for (int i = from + 1; i < to; i++)
    sum += v[c->cell[i]];
  if (sum == c->val[0])
    return 0;
  ss_breach_cell (b, c->cell[from]);
  ss_breach_cell (b, c->cell[to]);
  return ss_breach_set (b, "the lunchbox holds %d between its smallest and "
                        "largest digits, not %d", sum, c->val[0]);
}
