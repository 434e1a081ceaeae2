/* windows.c -- every 2x2 square of the grid holds a digit of each of
 * three classes (variant.h): global entropy's tiers, global mod's
 * residues mod 3.  A covering clause per square and class: "one of the
 * four cells holds one of the class's digits", the square's literals of
 * those digits, 4 x (the class's size) of them.  That is the rule
 * exactly (a cell holds one digit), with no new variable; the direct
 * encoding's one-digit-per-cell does the rest: four cells, three
 * classes, so one comes twice. */
#include "variant.h"

#include <stdlib.h>

static int
cover (ss_venc *k, int top, int (*class_of) (int, int), int t, int *lits)
{
  int n = k->n, cell[4] = { top, top + 1, top + n, top + n + 1 }, len = 0;
  for (int i = 0; i < 4; i++)
    for (int d = 1; d <= n; d++)
      if (class_of (n, d) == t)
        lits[len++] = ss_venc_x (k, cell[i], d);
  return ss_venc_clause (k, lits, len);
}

int
ss_venc_windows (ss_venc *k, const ss_con *c, int (*class_of) (int, int))
{
  int n = k->n, stop = 0;
  int *lits = malloc ((size_t) 4 * n * sizeof *lits);
  if (!lits)
    return ss_venc_fail (k, c, "out of memory");
  for (int r = 0; r + 1 < n && !stop; r++)
    for (int col = 0; col + 1 < n && !stop; col++)
      for (int t = 0; t < 3 && !stop; t++)
        stop = cover (k, r * n + col, class_of, t, lits);
  free (lits);
  return stop;
}
