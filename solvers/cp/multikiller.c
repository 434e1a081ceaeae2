/* multikiller.c -- a cage whose digits sum to one of several totals, no
 * digit twice: distinct digits, then the partial-sum table (sums.c)
 * keeps the digits that make one of the totals.  When the table would
 * be too large, a full cage is checked by its sum. */
#include <string.h>

#include "prop.h"

static int
full_sum_ok (const ss_cp *s, const ss_con *c)
{
  int sum = 0;
  for (int i = 0; i < c->ncells; i++)
    {
      if (!ss_bits_single (s->dom[c->cell[i]]))
        return 1;
      sum += ss_bits_lowest (s->dom[c->cell[i]]);
    }
  for (int j = 0; j < c->nvals; j++)
    if (c->val[j] == sum)
      return 1;
  return 0;
}

static int
prop (ss_cp *s, const ss_con *c, int cell)
{
  int tmax = 0;
  (void) cell;
  if (ss_cp_distinct (s, c->cell, c->ncells) < 0)
    return -1;
  for (int j = 0; j < c->nvals; j++)
    tmax = c->val[j] > tmax ? c->val[j] : tmax;
  uint8_t *want = ss_cp_scratch (s, 3, (size_t) tmax + 1);
  if (!want)
    return -1;
  memset (want, 0, (size_t) tmax + 1);
  for (int j = 0; j < c->nvals; j++)
    want[c->val[j]] = 1;
  int got = ss_cp_sum (s, c->cell, c->ncells, want, tmax, 0);
  if (got < 0)
    return -1;
  return got && !full_sum_ok (s, c) ? -1 : 0;
}

const ss_cp_kind ss_cp_multikiller = { prop, SS_CP_CELLS, 0, 0 };
