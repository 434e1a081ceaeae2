/* slowthermo.c -- a slow thermometer: digits never decrease from the
 * bulb (cell[0]) along the tube; neighbours may be equal where no other
 * rule parts them (SlowThermometerConstraint of the solver behind
 * f-puzzles: each step is "not below the cell before", and two cells of
 * one row, column or region differ by the houses, not by this rule).
 *
 * On a partial grid two filled positions i < j break it when the digit
 * at i exceeds the digit at j.  A tube may come back to a cell (a loop):
 * positions are read as listed, so every digit between the two visits
 * must then equal that cell's, as the reference's links say too. */
#include "meaning.h"

int
ss_validate_slowthermo (const ss_model *m, const ss_con *c, ss_error *err)
{
  return ss_validate_path (m, c, err);
}

int
ss_check_slowthermo (const ss_model *m, const ss_con *c, const uint8_t *v,
                     ss_breach *b)
{
  int top = -1; /* the position of the largest filled digit so far */
  (void) m;
  for (int i = 0; i < c->ncells; i++)
    {
      int d = v[c->cell[i]];
      if (!d)
        continue;
      if (top >= 0 && d < v[c->cell[top]])
        {
          ss_breach_cell (b, c->cell[top]);
          ss_breach_cell (b, c->cell[i]);
          return ss_breach_set (b, "a digit below one nearer the bulb");
        }
      if (top < 0 || d > v[c->cell[top]])
        top = i;
    }
  return 0;
}
