/* entropic.c -- an entropic line: any three cells in a row on it hold one
 * low, one middle and one high digit (thirds of 1..N: 1-3, 4-6, 7-9 on
 * 9x9); a line of two holds two tiers.  N must divide by 3.
 *
 * So along a line of three or more the tiers repeat every three cells.
 * A line may come back to a cell a multiple of three steps later (a
 * closed loop of 3, 6, 9 ... cells, whose closing triples then hold too);
 * any other return is refused, since the cell would have to be in two
 * tiers at once (the solver behind f-puzzles, which links cells by their
 * distance along the line, finds such a line impossible). */
#include "meaning.h"

int
ss_validate_entropic (const ss_model *m, const ss_con *c, ss_error *err)
{
  if (m->n % 3)
    return ss_con_error (err, c, "entropic lines need a side divisible by "
                         "3 (low, middle and high thirds), not %d", m->n);
  for (int i = 1; i < c->ncells; i++)
    for (int j = 0; j < i; j++)
      if (c->cell[j] == c->cell[i] && (i - j) % 3)
        return ss_con_error (err, c, "the line comes back to r%dc%d after "
                             "%d steps, but its tiers repeat every three "
                             "cells, so a cell can only come back after a "
                             "multiple of 3", c->cell[i] / m->n + 1,
                             c->cell[i] % m->n + 1, i - j);
  return ss_validate_path (m, c, err);
}

int
ss_check_entropic (const ss_model *m, const ss_con *c, const uint8_t *v,
                   ss_breach *b)
{
  int third = m->n / 3;
  for (int i = 0; i < c->ncells; i++)
    for (int j = i + 1; j < c->ncells && j < i + 3; j++)
      {
        int x = v[c->cell[i]], y = v[c->cell[j]];
        if (x && y && (x - 1) / third == (y - 1) / third)
          {
            ss_breach_cell (b, c->cell[i]);
            ss_breach_cell (b, c->cell[j]);
            return ss_breach_set (b, "two digits of one tier within three "
                                  "cells");
          }
      }
  return 0;
}
