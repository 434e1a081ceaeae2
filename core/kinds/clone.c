/* clone.c -- two shapes of the same size hold the same digits cell by
 * cell: cell[i] and cell[split + i] match (f-puzzles lists a clone's
 * cells in the order of the shape's cells). */
#include "meaning.h"

int
ss_validate_clone (const ss_model *m, const ss_con *c, ss_error *err)
{
  (void) m;
  if (c->split < 1 || 2 * c->split != c->ncells)
    return ss_con_error (err, c, "the two shapes have %d and %d cells",
                         c->split, c->ncells - c->split);
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
