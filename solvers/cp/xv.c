/* xv.c -- two neighbours sum to 10 (X) or 5 (V).  Support: a digit e
 * stays in one cell while S - e is a candidate of the other. */
#include "prop.h"

static ss_bits
partners (const ss_cp *s, ss_bits from, int sum)
{
  ss_bits ok = ss_bits_none ();
  for (int e = 1; e <= s->n; e++)
    if (sum - e >= 1 && sum - e <= s->n && ss_bits_has (from, sum - e))
      ok = ss_bits_or (ok, ss_bits_one (e));
  return ok;
}

static int
prop (ss_cp *s, const ss_con *c, int cell)
{
  (void) cell;
  return ss_cp_keep_pair (s, c, partners);
}

const ss_cp_kind ss_cp_xv = { prop, SS_CP_CELLS, 0, 0 };
