/* clone.c -- two shapes of the same size hold the same digits cell by
 * cell: cell[i] and cell[split + i] match (f-puzzles lists a clone's
 * cells in the order of the shape's cells).
 *
 * The shapes may overlap, as CloneConstraint of the solver behind
 * f-puzzles takes any list of pairs: a cell in both shapes (or twice in
 * one) chains the pairs it is in.  A pair of a cell with itself says
 * nothing; that solver refuses one it is given (its f-puzzles import
 * leaves such pairs out first, and so does sudosat's reader), and so does
 * this file. */
#include "meaning.h"

int
ss_validate_clone (const ss_model *m, const ss_con *c, ss_error *err)
{
  if (c->split < 1 || 2 * c->split != c->ncells)
    return ss_con_error (err, c, "the two shapes have %d and %d cells",
                         c->split, c->ncells - c->split);
  for (int i = 0; i < c->split; i++)
    if (c->cell[i] == c->cell[c->split + i])
      return ss_con_error (err, c, "r%dc%d is its own clone, which says "
                           "nothing: leave the pair out of both shapes",
                           c->cell[i] / m->n + 1, c->cell[i] % m->n + 1);
  return 0;
}

int
ss_check_clone (const ss_model *m, const ss_con *c, const uint8_t *v,
                ss_breach *b)
{
  (void) m;
  for (int i = 0; i < c->split; i++)
    {
      int x = v[c->cell[i]], y = v[c->cell[c->split + i]];
      if (x && y && x != y)
        {
          ss_breach_cell (b, c->cell[i]);
          ss_breach_cell (b, c->cell[c->split + i]);
          return ss_breach_set (b, "a cell and its clone differ");
        }
    }
  return 0;
}
