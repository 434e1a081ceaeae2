/* lockout.c -- a lockout line: the ends differ by at least D (each end
 * keeps a digit while the other can go D below or D above it, as
 * German whispers' neighbours), and the middle cells lie outside the
 * ends' range, inclusive.  Once one end is surely the larger (its
 * smallest digit above the other's largest), every digit from the
 * smaller end's largest to the larger end's smallest is between them
 * whatever they hold: the middle cells lose it.  A placed middle digit
 * v is no end's digit, and when one end is surely below v (or above)
 * the other must be too.  Exact on a full assignment. */
#include "prop.h"

#include "../../core/kinds/meaning.h"

/* The middle cells lose lo..hi. */
static int
lock_out (ss_cp *s, const ss_con *c, int lo, int hi)
{
  ss_bits keep = ss_bits_minus (s->full, ss_cp_range (lo, hi));
  for (int i = 1; i + 1 < c->ncells; i++)
    if (ss_cp_keep (s, c->cell[i], keep) < 0)
      return -1;
  return 0;
}

/* A placed middle digit v: neither end holds it, and the ends sit on
 * one side of it. */
static int
placed (ss_cp *s, int a, int z, int v)
{
  ss_bits not_v = ss_bits_minus (s->full, ss_bits_one (v));
  if (ss_cp_keep (s, a, not_v) < 0 || ss_cp_keep (s, z, not_v) < 0)
    return -1;
  if (ss_cp_max (s->dom[a]) < v)
    return ss_cp_keep_range (s, z, 1, v - 1);
  if (ss_cp_min (s->dom[a]) > v)
    return ss_cp_keep_range (s, z, v + 1, s->n);
  if (ss_cp_max (s->dom[z]) < v)
    return ss_cp_keep_range (s, a, 1, v - 1);
  if (ss_cp_min (s->dom[z]) > v)
    return ss_cp_keep_range (s, a, v + 1, s->n);
  return 0;
}

static int
prop (ss_cp *s, const ss_con *c, int cell)
{
  int a = c->cell[0], z = c->cell[c->ncells - 1];
  int gap = ss_lockout_gap (c);
  (void) cell;
  if (ss_cp_keep_apart (s, a, z, gap) < 0
      || ss_cp_keep_apart (s, z, a, gap) < 0)
    return -1;
  for (int i = 1; i + 1 < c->ncells; i++)
    if (ss_bits_single (s->dom[c->cell[i]])
        && placed (s, a, z, ss_bits_lowest (s->dom[c->cell[i]])) < 0)
      return -1;
  ss_bits da = s->dom[a], dz = s->dom[z];
  if (ss_cp_min (da) > ss_cp_max (dz))
    return lock_out (s, c, ss_cp_max (dz), ss_cp_min (da));
  if (ss_cp_min (dz) > ss_cp_max (da))
    return lock_out (s, c, ss_cp_max (da), ss_cp_min (dz));
  return 0;
}

const ss_cp_kind ss_cp_lockout = { prop, SS_CP_CELLS, 0, 0 };
