/* leaps.c -- the steps and digit tests of the leap rules (see leaps.h).
 * What each rule means, as the console rules of rangsk's SudokuSolver
 * define them (as we read its source): chess "A B [digits]" forbids a
 * repeated digit (of the listed ones, or any) at the eight leaps
 * (+-A, +-B) and (+-B, +-A), between any two cells or, when cells are
 * listed, two cells of which one is listed; taxicab "D" a repeated digit at rows apart
 * plus columns apart equal to D; knightmare two digits a knight's move
 * apart summing to a listed total (5 and 15 when none is listed);
 * diagonal nonconsecutive consecutive digits touching at a corner;
 * self-taxicab a digit d repeated at taxicab distance exactly d. */
#include "leaps.h"

#include <stdlib.h>

int
ss_leap_kind (int kind)
{
  return kind == SS_KIND_CHESS || kind == SS_KIND_TAXICAB
         || kind == SS_KIND_KNIGHTMARE || kind == SS_KIND_DIAGNONCONSECUTIVE
         || kind == SS_KIND_SELFTAXICAB;
}

int
ss_leap_room (int n)
{
  /* Every step inside the grid but staying put. */
  return (2 * n - 1) * (2 * n - 1);
}

/* Is (a, b) one of the eight sign and order variants of (x, y)? */
static int
variant_of (int a, int b, int x, int y)
{
  a = abs (a), b = abs (b);
  return (a == x && b == y) || (a == y && b == x);
}

int
ss_leap_has (const ss_con *c, ss_leap s)
{
  int taxi = abs (s.dr) + abs (s.dc);
  if (!taxi)
    return 0;
  switch (c->kind)
    {
    case SS_KIND_CHESS: return variant_of (s.dr, s.dc, c->val[0], c->val[1]);
    case SS_KIND_TAXICAB: return taxi == c->val[0];
    case SS_KIND_KNIGHTMARE: return variant_of (s.dr, s.dc, 1, 2);
    case SS_KIND_DIAGNONCONSECUTIVE: return variant_of (s.dr, s.dc, 1, 1);
    case SS_KIND_SELFTAXICAB: return 1;
    default: return 0;
    }
}

int
ss_leap_reach (const ss_con *c, int n)
{
  int r = c->kind == SS_KIND_CHESS ? abs (c->val[0]) > abs (c->val[1])
                                     ? abs (c->val[0]) : abs (c->val[1])
          : c->kind == SS_KIND_TAXICAB ? c->val[0]
          : c->kind == SS_KIND_KNIGHTMARE ? 2
          : c->kind == SS_KIND_DIAGNONCONSECUTIVE ? 1 : n - 1;
  return r < n - 1 ? r : n - 1;
}

int
ss_leap_steps (const ss_con *c, int n, ss_leap *out)
{
  int k = 0, r = ss_leap_reach (c, n);
  for (int dr = -r; dr <= r; dr++)
    for (int dc = -r; dc <= r; dc++)
      if (ss_leap_has (c, (ss_leap) { dr, dc }))
        out[k++] = (ss_leap) { dr, dc };
  return k;
}

/* The eight sign and order variants of (a, b), each once. */
static int
eight (ss_leap *out, int a, int b)
{
  int k = 0;
  for (int v = 0; v < 8; v++)
    {
      ss_leap s = { v & 1 ? -a : a, v & 2 ? -b : b };
      if (v & 4)
        s = (ss_leap) { s.dc, s.dr };
      int again = !s.dr && !s.dc;
      for (int i = 0; i < k && !again; i++)
        again = out[i].dr == s.dr && out[i].dc == s.dc;
      if (!again)
        out[k++] = s;
    }
  return k;
}

/* The 4d steps at taxicab distance d (none past the grid's reach). */
static int
ring (ss_leap *out, int n, int d)
{
  int k = 0;
  for (int dr = -d; dr <= d && d >= 1 && d <= 2 * (n - 1); dr++)
    {
      int rest = d - abs (dr);
      out[k++] = (ss_leap) { dr, rest };
      if (rest)
        out[k++] = (ss_leap) { dr, -rest };
    }
  return k;
}

int
ss_leap_near (const ss_con *c, int n, int digit, ss_leap *out)
{
  switch (c->kind)
    {
    case SS_KIND_CHESS: return eight (out, c->val[0], c->val[1]);
    case SS_KIND_TAXICAB: return ring (out, n, c->val[0]);
    case SS_KIND_KNIGHTMARE: return eight (out, 1, 2);
    case SS_KIND_DIAGNONCONSECUTIVE: return eight (out, 1, 1);
    case SS_KIND_SELFTAXICAB: return ring (out, n, digit);
    default: return 0;
    }
}

int
ss_leap_forward (ss_leap s)
{
  return s.dr > 0 || (s.dr == 0 && s.dc > 0);
}

/* Is d among c's numbers from index from on? */
static int
listed (const ss_con *c, int from, int d)
{
  for (int i = from; i < c->nvals; i++)
    if (c->val[i] == d)
      return 1;
  return 0;
}

int
ss_leap_bad (const ss_con *c, ss_leap s, int a, int b)
{
  switch (c->kind)
    {
    case SS_KIND_CHESS: return a == b && (c->nvals <= 2 || listed (c, 2, a));
    case SS_KIND_TAXICAB: return a == b;
    case SS_KIND_KNIGHTMARE:
      return c->nvals ? listed (c, 0, a + b) : a + b == 5 || a + b == 15;
    case SS_KIND_DIAGNONCONSECUTIVE: return abs (a - b) == 1;
    case SS_KIND_SELFTAXICAB:
      return a == b && a == abs (s.dr) + abs (s.dc);
    default: return 0;
    }
}

int
ss_leap_pair (const ss_con *c, int x, int y)
{
  if (c->kind != SS_KIND_CHESS || !c->ncells)
    return 1;
  for (int i = 0; i < c->ncells; i++)
    if (c->cell[i] == x || c->cell[i] == y)
      return 1;
  return 0;
}

int
ss_leap_to (int n, int cell, ss_leap s)
{
  int r = cell / n + s.dr, col = cell % n + s.dc;
  return r >= 0 && r < n && col >= 0 && col < n ? r * n + col : -1;
}
