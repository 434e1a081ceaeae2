/* parityline.c -- a parity line: neighbours along the line alternate odd
 * and even (the community's parity line; sigh's Interactive Sudoku
 * Solver has no constraint of its own for it, so the meaning is the
 * setters' rule text: "digits alternate between odd and even along the
 * line").  So the cells at even positions share one parity and those at
 * odd positions the other.
 *
 * A line may come back to a cell after an even number of steps (a loop
 * of even length, its first cell listed again at its end): the cell
 * keeps its parity.  After an odd number it would have to be odd and
 * even at once: refused. */
#include "meaning.h"

int
ss_validate_parityline (const ss_model *m, const ss_con *c, ss_error *err)
{
  for (int i = 1; i < c->ncells; i++)
    {
      int j = ss_path_again (c, 0, i);
      if (j >= 0 && (i - j) % 2)
        return ss_con_error (err, c, "the line comes back to r%dc%d after "
                             "%d steps, but its digits alternate odd and "
                             "even, so a cell can only come back after an "
                             "even number of steps", c->cell[i] / m->n + 1,
                             c->cell[i] % m->n + 1, i - j);
    }
  return ss_validate_path (m, c, err);
}

int
ss_check_parityline (const ss_model *m, const ss_con *c, const uint8_t *v,
                     ss_breach *b)
{
  (void) m;
  for (int i = 1; i < c->ncells; i++)
    {
      int x = v[c->cell[i - 1]], y = v[c->cell[i]];
      if (x && y && x % 2 == y % 2)
        {
          ss_breach_cell (b, c->cell[i - 1]);
          ss_breach_cell (b, c->cell[i]);
          return ss_breach_set (b, "neighbours are both %s",
                                x % 2 ? "odd" : "even");
        }
    }
  return 0;
}
