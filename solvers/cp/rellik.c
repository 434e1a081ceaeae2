/* rellik.c -- a rellik cage: no digit twice, and no set of its digits
 * sums to the clue S.  The placed digits' subset sums are listed (a
 * table of the sums up to S they can make, the empty set's 0 among
 * them): S among them is a contradiction, and a digit d that would make
 * S with some of them (S - d among the sums, d = S itself from the
 * empty set) leaves every cell still open. */
#include <string.h>

#include "prop.h"

/* The sums up to total that the cage's placed digits can make. */
static void
placed_sums (const ss_cp *s, const ss_con *c, int total, uint8_t *can)
{
  memset (can, 0, (size_t) total + 1);
  can[0] = 1;
  for (int i = 0; i < c->ncells; i++)
    {
      ss_bits d = s->dom[c->cell[i]];
      int v = ss_bits_single (d) ? ss_bits_lowest (d) : 0;
      for (int t = total; v && t >= v; t--)
        can[t] |= can[t - v];
    }
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
  placed_sums (s, c, total, can);
  if (can[total])
    return -1;
  for (int d = 1; d <= s->n && d <= total; d++)
    if (can[total - d])
      keep = ss_bits_minus (keep, ss_bits_one (d));
  for (int i = 0; i < c->ncells; i++)
    if (!ss_bits_single (s->dom[c->cell[i]])
        && ss_cp_keep (s, c->cell[i], keep) < 0)
      return -1;
  return 0;
}

const ss_cp_kind ss_cp_rellik = { prop, SS_CP_CELLS, 0, 0 };
