/* between.c -- a between line: every digit strictly inside the line lies
 * strictly between the digits of its two ends (the circles), whichever is
 * larger.  The middle is a set of cells, so it may pass a cell twice; an
 * end may not come back (a loop makes the two ends one cell), since no
 * digit lies strictly between a digit and itself. */
#include "meaning.h"

int
ss_validate_between (const ss_model *m, const ss_con *c, ss_error *err)
{
  int a = c->cell[0], z = c->cell[c->ncells - 1];
  for (int i = 1; i < c->ncells; i++)
    if (c->cell[i] == a || (i < c->ncells - 1 && c->cell[i] == z))
      return ss_con_error (err, c, "the line comes back to its end "
                           "r%dc%d, whose digit would have to lie strictly "
                           "between itself and the other end",
                           c->cell[i] / m->n + 1, c->cell[i] % m->n + 1);
  return ss_validate_path (m, c, err);
}

/* Cell i of the middle breaks the line against ends lo <= hi (0 when
 * blank). */
static int
outside (int d, int a, int z)
{
  int lo = a < z ? a : z, hi = a < z ? z : a;
  if (a && z)
    return d <= lo || d >= hi;
  return d == (a ? a : z); /* one end known: never equal to it */
}

int
ss_check_between (const ss_model *m, const ss_con *c, const uint8_t *v,
                  ss_breach *b)
{
  int len = c->ncells, a = v[c->cell[0]], z = v[c->cell[len - 1]];
  (void) m;
  if (a && a == z)
    {
      ss_breach_cell (b, c->cell[0]);
      ss_breach_cell (b, c->cell[len - 1]);
      return ss_breach_set (b, "the ends are equal, so nothing fits between");
    }
  for (int i = 1; i < len - 1; i++)
    {
      int d = v[c->cell[i]];
      if (d && (a || z) && outside (d, a, z))
        {
          ss_breach_cell (b, c->cell[i]);
          return ss_breach_set (b, "a digit is not between the ends");
        }
    }
  return 0;
}
