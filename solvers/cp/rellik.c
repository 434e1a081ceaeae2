/* rellik.c -- a rellik cage: no digit twice, and no set of its digits
 * sums to the clue S.  The digits known to be in the cage are the placed
 * ones and those a house over the cage can only put inside it (ISS's
 * HouseRequiredRellik).  Their subset sums are listed (a table of the
 * sums up to S, the empty set's 0 among them): S among them is a
 * contradiction, and a digit d not known to be there that would make S
 * with some of them (S - d among the sums, d = S itself from the empty
 * set) leaves every cell still open. */
#include <string.h>

#include "prop.h"

static int
in_cage (const ss_con *c, int cell)
{
  for (int i = 0; i < c->ncells; i++)
    if (c->cell[i] == cell)
      return 1;
  return 0;
}

/* The digits a house over the cage can put only inside it (ISS's
 * HouseRequiredRellik reasoning): they are in the cage. */
static ss_bits
required (const ss_cp *s, const ss_con *c, int h)
{
  ss_bits outside = ss_bits_none (), inside = ss_bits_none ();
  const int *cells = s->house + (size_t) h * s->n;
  for (int i = 0; i < s->n; i++)
    if (in_cage (c, cells[i]))
      inside = ss_bits_or (inside, s->dom[cells[i]]);
    else
      outside = ss_bits_or (outside, s->dom[cells[i]]);
  return ss_bits_minus (inside, outside);
}

/* The digits known to be in the cage: placed ones, and those a house
 * over it can only put inside it. */
static ss_bits
forced (const ss_cp *s, const ss_con *c)
{
  ss_bits f = ss_bits_none ();
  for (int i = 0; i < c->ncells; i++)
    {
      int cell = c->cell[i];
      if (ss_bits_single (s->dom[cell]))
        f = ss_bits_or (f, s->dom[cell]);
      for (int k = s->ch_start[cell]; k < s->ch_start[cell + 1]; k++)
        f = ss_bits_or (f, required (s, c, s->ch[k]));
    }
  return f;
}

/* The sums up to total that the digits of f can make. */
static void
sums_of (const ss_cp *s, ss_bits f, int total, uint8_t *can)
{
  memset (can, 0, (size_t) total + 1);
  can[0] = 1;
  for (int v = 1; v <= s->n; v++)
    for (int t = total; ss_bits_has (f, v) && t >= v; t--)
      can[t] |= can[t - v];
}

static int
prop (ss_cp *s, const ss_con *c, int cell)
{
  int total = c->val[0];
  uint8_t *can = ss_cp_scratch (s, 3, (size_t) total + 1);
  ss_bits keep = s->full;
  (void) cell;
  if (!can || ss_cp_distinct (s, c->cell, c->ncells) < 0)
    return -1;
  ss_bits f = forced (s, c);
  sums_of (s, f, total, can);
  if (can[total])
    return -1;
  for (int d = 1; d <= s->n && d <= total; d++)
    if (can[total - d] && !ss_bits_has (f, d))
      keep = ss_bits_minus (keep, ss_bits_one (d));
  for (int i = 0; i < c->ncells; i++)
    if (!ss_bits_single (s->dom[c->cell[i]])
        && ss_cp_keep (s, c->cell[i], keep) < 0)
      return -1;
  return 0;
}

const ss_cp_kind ss_cp_rellik = { prop, SS_CP_CELLS, 0, 0 };
