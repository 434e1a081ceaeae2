/* hiddenskyscraper.c -- reading from the clue, the first digit hidden
 * behind a taller one is the clue C: the row rises strictly up to a
 * position p, whose digit C falls below the one before it.  Each p is
 * tried: the smallest rising chain the candidates allow (lo, forwards)
 * must reach cell p-1 with a digit above C, and cell p must allow C;
 * then the largest chain below the top of cell p-1 (hi, backwards)
 * bounds the cells before p, and every digit of a cell within its
 * [lo, hi] lies on some rising chain.  Each cell keeps what some p gives
 * it (C at p, anything after it); no p is a contradiction. */
#include "prop.h"

/* The smallest digit of d above x, or 0. */
static int
above (const ss_cp *s, ss_bits d, int x)
{
  return ss_cp_min (ss_bits_and (d, ss_cp_range (x + 1, s->n)));
}

/* The largest digit of d below y, or 0. */
static int
below (ss_bits d, int y)
{
  return ss_cp_max (ss_bits_and (d, ss_cp_range (1, y - 1)));
}

/* C at position p: the cells' allowed digits widened; 0 when p cannot
 * be the first hidden one. */
static int
try_at (const ss_cp *s, const ss_con *c, const int *lo, int p,
        ss_bits *allowed)
{
  int C = c->val[0], before = p > 1 ? lo[p - 2] : 0;
  ss_bits last = s->dom[c->cell[p - 1]];
  int top = ss_cp_max (last);
  if (!ss_bits_has (s->dom[c->cell[p]], C) || top <= C || top <= before)
    return 0;
  int floor = before > C ? before : C, hi = top;
  ss_bits rises = ss_bits_and (last, ss_cp_range (floor + 1, top));
  allowed[p - 1] = ss_bits_or (allowed[p - 1], rises);
  for (int j = p - 2; j >= 0; j--)
    {
      ss_bits d = s->dom[c->cell[j]];
      hi = below (d, hi);
      allowed[j] = ss_bits_or (allowed[j],
                               ss_bits_and (d, ss_cp_range (lo[j], hi)));
    }
  allowed[p] = ss_bits_or (allowed[p], ss_bits_one (C));
  for (int j = p + 1; j < c->ncells; j++)
    allowed[j] = ss_bits_or (allowed[j], s->dom[c->cell[j]]);
  return 1;
}

static int
prop (ss_cp *s, const ss_con *c, int cell)
{
  int len = c->ncells, any = 0;
  int *lo = ss_cp_scratch (s, 3, (size_t) len * sizeof *lo);
  ss_bits *allowed = ss_cp_scratch (s, 4, (size_t) len * sizeof *allowed);
  (void) cell;
  if (!lo || !allowed)
    return -1;
  for (int j = 0; j < len; j++)
    {
      allowed[j] = ss_bits_none ();
      lo[j] = above (s, s->dom[c->cell[j]], j ? lo[j - 1] : 0);
    }
  for (int p = 1; p < len && (p < 2 || lo[p - 2]); p++)
    any |= try_at (s, c, lo, p, allowed);
  if (!any)
    return -1;
  for (int j = 0; j < len; j++)
    if (ss_cp_keep (s, c->cell[j], allowed[j]) < 0)
      return -1;
  return 0;
}

const ss_cp_kind ss_cp_hiddenskyscraper = { prop, SS_CP_CELLS, 0, 0 };
