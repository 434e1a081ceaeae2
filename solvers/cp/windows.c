/* windows.c -- every 2x2 square of the grid holds a digit of each of
 * three classes (prop.h): global entropy's tiers, global mod's residues
 * mod 3.  A square is four cells, each able to take the classes its
 * candidates fall in; of the 3^4 ways to give each cell a class, those
 * that cover all three classes are the square's supports, and each cell
 * keeps the digits of the classes some support gives it.  That is arc
 * consistency on the square's classes: a class only one cell can take
 * goes there, two cells left for two missing classes take them, and a
 * square that cannot cover the three fails.  Told of a changed cell, the
 * engine looks at the up to four squares it is in. */
#include "prop.h"

typedef int class_fn (int, int);

/* The classes (bits 0-2) the digits of d fall in, and the digits of the
 * classes in mask. */
static unsigned
classes (const ss_cp *s, class_fn *of, ss_bits d)
{
  unsigned t = 0;
  for (int v = 1; v <= s->n; v++)
    if (ss_bits_has (d, v))
      t |= 1u << of (s->n, v);
  return t;
}

static ss_bits
digits_of (const ss_cp *s, class_fn *of, unsigned mask)
{
  ss_bits d = ss_bits_none ();
  for (int v = 1; v <= s->n; v++)
    if (mask & (1u << of (s->n, v)))
      d = ss_bits_or (d, ss_bits_one (v));
  return d;
}

/* The square whose top-left cell is top. */
static int
square (ss_cp *s, int top, class_fn *of)
{
  int n = s->n, cell[4] = { top, top + 1, top + n, top + n + 1 };
  unsigned can[4], keep[4] = { 0, 0, 0, 0 };
  for (int i = 0; i < 4; i++)
    can[i] = classes (s, of, s->dom[cell[i]]);
  for (int w = 0; w < 81; w++) /* w's base-3 digits: each cell's class */
    {
      unsigned got = 0, pick[4];
      for (int i = 0, x = w; i < 4; i++, x /= 3)
        pick[i] = 1u << (x % 3), got |= pick[i] & can[i] ? pick[i] : 8;
      if (got == 7)
        for (int i = 0; i < 4; i++)
          keep[i] |= pick[i];
    }
  for (int i = 0; i < 4; i++)
    if (keep[i] != can[i]
        && ss_cp_keep (s, cell[i], digits_of (s, of, keep[i])) < 0)
      return -1;
  return 0;
}

int
ss_cp_windows (ss_cp *s, int cell, class_fn *of)
{
  int n = s->n, r0 = 0, r1 = n - 2, c0 = 0, c1 = n - 2;
  if (cell >= 0)
    {
      r0 = cell / n - 1, r1 = cell / n, c0 = cell % n - 1, c1 = cell % n;
      r0 = r0 < 0 ? 0 : r0, c0 = c0 < 0 ? 0 : c0;
      r1 = r1 > n - 2 ? n - 2 : r1, c1 = c1 > n - 2 ? n - 2 : c1;
    }
  for (int r = r0; r <= r1; r++)
    for (int c = c0; c <= c1; c++)
      if (square (s, r * n + c, of) < 0)
        return -1;
  return 0;
}
