/* ratio.c -- one neighbour is Q times the other (a black kropki dot: 2).
 * Support: a digit e stays in one cell while e*Q or e/Q is a candidate
 * of the other. */
#include "prop.h"

static ss_bits
partners (const ss_cp *s, ss_bits from, int q)
{
  ss_bits ok = ss_bits_none ();
  for (int e = 1; e <= s->n; e++)
    if ((e * q <= s->n && ss_bits_has (from, e * q))
        || (e % q == 0 && ss_bits_has (from, e / q)))
      ok = ss_bits_or (ok, ss_bits_one (e));
  return ok;
}

static int
prop (ss_cp *s, const ss_con *c, int cell)
{
  (void) cell;
  return ss_cp_keep_pair (s, c, partners);
}

const ss_cp_kind ss_cp_ratio = { prop, SS_CP_CELLS, 0, 0 };
