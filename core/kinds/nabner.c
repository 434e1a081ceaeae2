/* nabner.c -- a nabner line: no two digits anywhere on the line are
 * equal or consecutive (NabnerConstraint of the solver behind
 * f-puzzles, as we read its source: every two cells of the line, near
 * or far along it, exclude the same digit and its two neighbours).  So
 * a line holds at most (N+1)/2 cells' worth of digits; one of more
 * cells than N is refused there and here by the table's cell bound.
 *
 * A line that comes back to a cell is refused: the cell would have to
 * differ from itself. */
#include "meaning.h"

#include <stdlib.h>

int
ss_validate_nabner (const ss_model *m, const ss_con *c, ss_error *err)
{
  if (ss_validate_once (m, c, 0, err, ", but no two digits on a nabner "
                        "line may be equal, so no cell can come twice") < 0)
    return -1;
  return ss_validate_path (m, c, err);
}

int
ss_check_nabner (const ss_model *m, const ss_con *c, const uint8_t *v,
                 ss_breach *b)
{
  (void) m;
  for (int i = 0; i < c->ncells; i++)
    for (int j = i + 1; j < c->ncells; j++)
      {
        int x = v[c->cell[i]], y = v[c->cell[j]];
        if (x && y && abs (x - y) <= 1)
          {
            ss_breach_cell (b, c->cell[i]);
            ss_breach_cell (b, c->cell[j]);
            return ss_breach_set (b, x == y ? "a digit twice"
                                            : "two consecutive digits");
          }
      }
  return 0;
}
