/* quadruple.c -- the listed digits appear in the four cells around a
 * vertex (as often as listed).  A digit stays in a cell only while the
 * listed digits can still be placed in distinct cells with the cell
 * holding it: a small matching, tried by hand over the four cells. */
#include "prop.h"

/* Can want[0..k) go into distinct cells of dom[4] not in used? */
static int
cover (const ss_bits dom[4], const int *want, int k, unsigned used)
{
  if (k == 0)
    return 1;
  for (int i = 0; i < 4; i++)
    if (!(used & (1u << i)) && ss_bits_has (dom[i], want[0])
        && cover (dom, want + 1, k - 1, used | (1u << i)))
      return 1;
  return 0;
}

static int
prop (ss_cp *s, const ss_con *c, int cell)
{
  ss_bits dom[4];
  (void) cell;
  for (int i = 0; i < 4; i++)
    dom[i] = s->dom[c->cell[i]];
  if (!cover (dom, c->val, c->nvals, 0))
    return -1;
  for (int i = 0; i < 4; i++)
    {
      ss_bits keep = ss_bits_none (), was = dom[i];
      for (int d = 1; d <= s->n; d++)
        {
          if (!ss_bits_has (was, d))
            continue;
          dom[i] = ss_bits_one (d);
          if (cover (dom, c->val, c->nvals, 0))
            keep = ss_bits_or (keep, dom[i]);
        }
      dom[i] = ss_bits_and (was, keep);
      if (ss_cp_keep (s, c->cell[i], keep) < 0)
        return -1;
    }
  return 0;
}

const ss_cp_kind ss_cp_quadruple = { prop, SS_CP_CELLS, 0, 0 };
