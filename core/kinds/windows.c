/* windows.c -- the meaning the global kinds of 2x2 windows share
 * (meaning.h): global entropy, whose classes are the tiers of 1..N, and
 * global mod, whose classes are the residues mod 3.  Every 2x2 square of
 * the grid, all (N-1)^2 of them, overlapping, holds a digit of each of
 * the three classes: four cells, so one class is there twice (the
 * Interactive Sudoku Solver's GlobalEntropy and GlobalMod, as we read its
 * source: one rule per 2x2 square, each class present at least once).
 *
 * A side below 3 cannot hold three classes, so the rule is refused by
 * name there.  On a partial grid the check reports a square whose blanks
 * are fewer than the classes its digits still miss. */
#include "meaning.h"

int
ss_validate_windows (const ss_model *m, const ss_con *c, ss_error *err,
                     const char *what)
{
  if (m->n >= 3)
    return 0;
  return ss_con_error (err, c, "a grid of side %d has no three %ss of "
                       "digits for every 2x2 square to hold; the rule "
                       "needs a side of 3 or more", m->n, what);
}

/* The square whose top-left cell is top: 1 (with b set) when its digits
 * miss more classes than it has blanks. */
static int
square (int n, int top, const uint8_t *v, ss_class_fn *class_of,
        const char *what, ss_breach *b)
{
  int cell[4] = { top, top + 1, top + n, top + n + 1 };
  unsigned seen = 0;
  int blanks = 0, missing = 0;
  for (int i = 0; i < 4; i++)
    if (v[cell[i]])
      seen |= 1u << class_of (n, v[cell[i]]);
    else
      blanks++;
  for (int t = 0; t < 3; t++)
    missing += !(seen & (1u << t));
  if (missing <= blanks)
    return 0;
  for (int i = 0; i < 4; i++)
    ss_breach_cell (b, cell[i]);
  return ss_breach_set (b, "a 2x2 square without a digit of every %s",
                        what);
}

int
ss_check_windows (const ss_model *m, const uint8_t *v, ss_class_fn *class_of,
                  const char *what, ss_breach *b)
{
  int n = m->n;
  for (int r = 0; r + 1 < n; r++)
    for (int c = 0; c + 1 < n; c++)
      if (square (n, r * n + c, v, class_of, what, b))
        return 1;
  return 0;
}
