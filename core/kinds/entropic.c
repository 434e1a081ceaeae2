/* entropic.c -- an entropic line: any three cells in a row on it hold one
 * low, one middle and one high digit (thirds of 1..N: 1-3, 4-6, 7-9 on
 * 9x9); a line of two holds two tiers.
 *
 * A side that does not divide by 3 is split as EntropicLineConstraint of
 * the solver behind f-puzzles splits it (as we read its source): with
 * s = N/3 and l = (N+2)/3 (rounded down), tiers of s, l, s digits when N
 * leaves 1 over (4x4: 1 | 2 3 | 4; 16x16: 1-5 | 6-11 | 12-16) and of l,
 * s, l digits when it leaves 2 (8x8: 1-3 | 4 5 | 6-8).
 *
 * So along a line of three or more the tiers repeat every three cells.
 * A line may come back to a cell a multiple of three steps later (a
 * closed loop of 3, 6, 9 ... cells, whose closing triples then hold too);
 * any other return is refused, since the cell would have to be in two
 * tiers at once (the solver behind f-puzzles, which links cells by their
 * distance along the line, finds such a line impossible). */
#include "meaning.h"

void
ss_entropic_tier (int n, int k, int *lo, int *hi)
{
  int s = n / 3, l = (n + 2) / 3, size[3] = { s, s, s };
  if (n % 3 == 1)
    size[1] = l;
  else if (n % 3 == 2)
    size[0] = size[2] = l;
  *lo = 1;
  for (int t = 0; t < k; t++)
    *lo += size[t];
  *hi = *lo + size[k] - 1;
}

/* The tier of digit d (1..N). */
static int
tier_of (int n, int d)
{
  int lo, hi;
  for (int k = 0; k < 2; k++)
    if (ss_entropic_tier (n, k, &lo, &hi), d <= hi)
      return k;
  return 2;
}

int
ss_validate_entropic (const ss_model *m, const ss_con *c, ss_error *err)
{
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
  for (int i = 0; i < c->ncells; i++)
    for (int j = i + 1; j < c->ncells && j < i + 3; j++)
      {
        int x = v[c->cell[i]], y = v[c->cell[j]];
        if (x && y && tier_of (m->n, x) == tier_of (m->n, y))
          {
            ss_breach_cell (b, c->cell[i]);
            ss_breach_cell (b, c->cell[j]);
            return ss_breach_set (b, "two digits of one tier within three "
                                  "cells");
          }
      }
  return 0;
}
