/* three_classes.c -- the meaning the kinds of three classes share
 * (meaning.h): entropic lines, whose classes are the tiers of 1..N, and
 * modular lines, whose classes are the residues mod 3.  Any three cells
 * in a row on the line hold one digit of each class: cells one or two
 * apart never share a class (which on three cells leaves each class
 * once), and so cells three apart always do.  A line of two only asks
 * its two cells to differ in class.
 *
 * A line may come back to a cell a multiple of three steps later (a
 * closed loop of 3, 6, 9 ... cells, whose closing triples then hold
 * too); any other return is refused, since the cell would have to be
 * in two classes at once (the solver behind f-puzzles, which links
 * cells by their distance along the line, finds such a line
 * impossible). */
#include "meaning.h"

int
ss_validate_classes (const ss_model *m, const ss_con *c, ss_error *err,
                     const char *what)
{
  for (int i = 1; i < c->ncells; i++)
    for (int j = 0; j < i; j++)
      if (c->cell[j] == c->cell[i] && (i - j) % 3)
        return ss_con_error (err, c, "the line comes back to r%dc%d after "
                             "%d steps, but its %ss repeat every three "
                             "cells, so a cell can only come back after a "
                             "multiple of 3", c->cell[i] / m->n + 1,
                             c->cell[i] % m->n + 1, i - j, what);
  return ss_validate_path (m, c, err);
}

int
ss_check_classes (const ss_model *m, const ss_con *c, const uint8_t *v,
                  ss_class_fn *class_of, const char *what, ss_breach *b)
{
  for (int i = 0; i < c->ncells; i++)
    for (int j = i + 1; j < c->ncells && j < i + 3; j++)
      {
        int x = v[c->cell[i]], y = v[c->cell[j]];
        if (x && y && class_of (m->n, x) == class_of (m->n, y))
          {
            ss_breach_cell (b, c->cell[i]);
            ss_breach_cell (b, c->cell[j]);
            return ss_breach_set (b, "two digits of one %s within three "
                                  "cells", what);
          }
      }
  return 0;
}
