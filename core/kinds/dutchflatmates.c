/* dutchflatmates.c -- Dutch flatmates: every middle digit (5 on 9x9)
 * has a 1 directly above it or a 9 directly below it, or both (the
 * Interactive Sudoku Solver's DutchFlatmates, as we read its source:
 * each column read top to bottom; a 5 in the top row can only have its
 * 9 below, one in the bottom row only its 1 above).  On other sides the
 * middle digit is N/2 rounded up, and the flatmates 1 and N, as that
 * solver's handler computes them (its menu offers the rule on nine
 * digits only).  A side below 3 is refused by name: its middle digit
 * would be 1 itself.
 *
 * On a partial grid a middle digit breaks the rule once neither
 * neighbour can still be its flatmate: each is off the grid or filled
 * with another digit. */
#include "meaning.h"

int
ss_flatmates_middle (int n)
{
  return (n + 1) / 2;
}

int
ss_validate_dutchflatmates (const ss_model *m, const ss_con *c,
                            ss_error *err)
{
  if (m->n >= 3)
    return 0;
  return ss_con_error (err, c, "on a side of %d the middle digit is 1, "
                       "which cannot have a 1 above it; the rule needs a "
                       "side of 3 or more", m->n);
}

/* Can the cell at (r, col) still hold digit d?  (Off the grid: no.) */
static int
may_hold (int n, const uint8_t *v, int r, int col, int d)
{
  if (r < 0 || r >= n)
    return 0;
  return !v[r * n + col] || v[r * n + col] == d;
}

int
ss_check_dutchflatmates (const ss_model *m, const ss_con *c,
                         const uint8_t *v, ss_breach *b)
{
  int n = m->n, mid = ss_flatmates_middle (n);
  (void) c;
  for (int i = 0; i < n * n; i++)
    {
      int r = i / n, col = i % n;
      if (v[i] != mid || may_hold (n, v, r - 1, col, 1)
          || may_hold (n, v, r + 1, col, n))
        continue;
      ss_breach_cell (b, i);
      if (r > 0)
        ss_breach_cell (b, i - n);
      if (r + 1 < n)
        ss_breach_cell (b, i + n);
      return ss_breach_set (b, "a %d with no 1 directly above it and no %d "
                            "directly below it", mid, n);
    }
  return 0;
}
