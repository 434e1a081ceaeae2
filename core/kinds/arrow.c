/* arrow.c -- the digits on the arrow's shaft (cell[split..]) sum to the
 * number in its circle (cell[0..split)), the circle's digits read as a
 * decimal number in the order the cells are listed, as the solver behind
 * f-puzzles reads an entry's "cells" (a pill listed r1c2 r1c1 holding 1
 * and 2 is 12).  A circle of more than one cell is refused above 9x9: a
 * digit of two figures makes the number ambiguous.  No cell comes twice:
 * the solver behind f-puzzles would count it twice. */
#include "meaning.h"

int
ss_validate_arrow (const ss_model *m, const ss_con *c, ss_error *err)
{
  if (c->split < 1 || c->split >= c->ncells)
    return ss_con_error (err, c, "an arrow needs a circle and a shaft");
  if (c->split > 1 && m->n > 9)
    return ss_con_error (err, c, "a %d-cell circle on %dx%d is ambiguous "
                         "(1 12 and 11 2 both join to 112): give the circle "
                         "one cell", c->split, m->n, m->n);
  if (c->split > 3)
    return ss_con_error (err, c, "a circle of %d cells is too large",
                         c->split);
  if (ss_validate_once (m, c, 0, err, ", which the solver behind "
                        "f-puzzles would count twice: draw the arrow "
                        "without coming back") < 0)
    return -1;
  return ss_validate_path (m, c, err);
}

/* The circle's number, or -1 while a circle cell is blank. */
static int
circle_value (const ss_con *c, const uint8_t *v)
{
  int x = 0;
  for (int i = 0; i < c->split; i++)
    {
      if (!v[c->cell[i]])
        return -1;
      x = 10 * x + v[c->cell[i]];
    }
  return x;
}

int
ss_check_arrow (const ss_model *m, const ss_con *c, const uint8_t *v,
                ss_breach *b)
{
  int sum, blanks, x = circle_value (c, v), most = m->n;
  for (int i = 1; i < c->split; i++)
    most = 10 * most + m->n;
  ss_cells_sum (c, v, c->split, c->ncells, &sum, &blanks);
  if (x < 0 ? sum + blanks <= most
            : sum + blanks <= x && sum + blanks * m->n >= x)
    return 0;
  for (int i = 0; i < c->ncells && b->ncells < SS_BREACH_CELLS; i++)
    if (v[c->cell[i]])
      ss_breach_cell (b, c->cell[i]);
  return ss_breach_set (b, "the shaft cannot sum to the circle");
}
