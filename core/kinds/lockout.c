/* lockout.c -- a lockout line (Lockout of sigh's Interactive Sudoku
 * Solver, as we read its handler): its two end cells, the diamonds,
 * differ by at least D, and no other cell of the line holds a digit
 * between the ends' digits, both included.  D is val[0], or 4 when none
 * is given (ISS's default; its constraint strings always carry D, and it
 * does not scale D with the side).  A default that the side cannot hold
 * (4 on 4x4) is refused, asking for D.
 *
 * A line of two cells is the difference alone.  A line that comes back
 * to a cell is refused: an end cell coming back would have to lie
 * outside its own range, and a middle cell twice is no line a setter
 * draws. */
#include "meaning.h"

#include <stdlib.h>

int
ss_lockout_gap (const ss_con *c)
{
  return c->nvals ? c->val[0] : 4;
}

int
ss_validate_lockout (const ss_model *m, const ss_con *c, ss_error *err)
{
  int gap = ss_lockout_gap (c);
  if (!c->nvals && gap >= m->n)
    return ss_con_error (err, c, "the default difference 4 needs a side "
                         "of 5 or more: write lockout D CELLS with D in "
                         "1..%d", m->n - 1);
  if (gap < 1 || gap >= m->n)
    return ss_con_error (err, c, "the difference %d is not in 1..%d", gap,
                         m->n - 1);
  if (ss_validate_once (m, c, 0, err, ", but a lockout line is its two "
                        "ends and the cells between them, each once") < 0)
    return -1;
  return ss_validate_path (m, c, err);
}

int
ss_check_lockout (const ss_model *m, const ss_con *c, const uint8_t *v,
                  ss_breach *b)
{
  int a = v[c->cell[0]], z = v[c->cell[c->ncells - 1]];
  int gap = ss_lockout_gap (c);
  (void) m;
  if (!a || !z)
    return 0;
  if (abs (a - z) < gap)
    {
      ss_breach_cell (b, c->cell[0]);
      ss_breach_cell (b, c->cell[c->ncells - 1]);
      return ss_breach_set (b, "the ends differ by less than %d", gap);
    }
  int lo = a < z ? a : z, hi = a < z ? z : a;
  for (int i = 1; i + 1 < c->ncells; i++)
    {
      int x = v[c->cell[i]];
      if (x && x >= lo && x <= hi)
        {
          ss_breach_cell (b, c->cell[i]);
          return ss_breach_set (b, "a digit between the ends' %d and %d",
                                lo, hi);
        }
    }
  return 0;
}
