/* between.c -- every digit inside the line lies strictly between the two
 * end circles.  A middle digit x stays while one end can go below it and
 * the other above it.  An end digit d stays in either role: as the low
 * end (d under every middle's largest digit, and the other end able to
 * go above both d + 1 and every middle's smallest digit) or as the high
 * end, the same way round. */
#include "prop.h"

static int
middles (ss_cp *s, const ss_con *c, int a, int z)
{
  ss_bits A = s->dom[a], Z = s->dom[z];
  ss_bits ok = ss_bits_or (ss_cp_range (ss_cp_min (A) + 1, ss_cp_max (Z) - 1),
                           ss_cp_range (ss_cp_min (Z) + 1,
                                        ss_cp_max (A) - 1));
  for (int i = 1; i < c->ncells - 1; i++)
    if (ss_cp_keep (s, c->cell[i], ok) < 0)
      return -1;
  return 0;
}

/* The end `end` against the other end; lift = the largest of the
 * middles' smallest digits, sink = the smallest of their largest. */
static int
end (ss_cp *s, int at, int other, int lift, int sink)
{
  ss_bits O = s->dom[other], ok = ss_bits_none ();
  int omin = ss_cp_min (O), omax = ss_cp_max (O);
  for (int d = 1; d <= s->n; d++)
    {
      int need_hi = d + 2 > lift + 1 ? d + 2 : lift + 1;
      int need_lo = d - 2 < sink - 1 ? d - 2 : sink - 1;
      if ((d < sink && omax >= need_hi) || (d > lift && omin <= need_lo))
        ok = ss_bits_or (ok, ss_bits_one (d));
    }
  return ss_cp_keep (s, at, ok);
}

static int
prop (ss_cp *s, const ss_con *c, int cell)
{
  int a = c->cell[0], z = c->cell[c->ncells - 1], lift = 0, sink = s->n + 1;
  (void) cell;
  if (middles (s, c, a, z) < 0)
    return -1;
  for (int i = 1; i < c->ncells - 1; i++)
    {
      int lo = ss_cp_min (s->dom[c->cell[i]]);
      int hi = ss_cp_max (s->dom[c->cell[i]]);
      lift = lo > lift ? lo : lift;
      sink = hi < sink ? hi : sink;
    }
  if (end (s, a, z, lift, sink) < 0 || end (s, z, a, lift, sink) < 0)
    return -1;
  return 0;
}

const ss_cp_kind ss_cp_between = { prop, SS_CP_CELLS, 0, 0 };
