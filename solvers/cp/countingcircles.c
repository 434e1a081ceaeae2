/* countingcircles.c -- each digit the circles hold appears in exactly
 * that many of them.  Per digit d, from the circles fixed to d and those
 * that may still take it: more than d fixed fails; fewer than d able to
 * take it means d is in none; d fixed leaves d to no other circle; one
 * fixed and exactly d able fixes them all.  And the digits fixed in
 * some circle fill that many circles each: when their sum passes the
 * set's size the rule fails, and a digit that would not fit beside them
 * goes.  Exact on a full assignment: every count is then fixed. */
#include "prop.h"

/* Digit d over the circles, given how many hold it fixed and may hold
 * it: 0, or -1 on a contradiction. */
static int
digit (ss_cp *s, const ss_con *c, int d, int fixed, int may)
{
  if (fixed > d)
    return -1;
  for (int i = 0; i < c->ncells; i++)
    {
      int cell = c->cell[i];
      ss_bits dom = s->dom[cell];
      if (!ss_bits_has (dom, d))
        continue;
      if (may < d || (fixed == d && !ss_bits_single (dom)))
        {
          if (ss_cp_remove (s, cell, d) < 0)
            return -1;
        }
      else if (fixed && may == d && ss_cp_fix (s, cell, d) < 0)
        return -1;
    }
  return 0;
}

static int
prop (ss_cp *s, const ss_con *c, int cell)
{
  int fixed[SS_MAX_N + 1] = { 0 }, may[SS_MAX_N + 1] = { 0 }, used = 0;
  (void) cell;
  for (int i = 0; i < c->ncells; i++)
    {
      ss_bits dom = s->dom[c->cell[i]];
      if (ss_bits_single (dom))
        fixed[ss_bits_lowest (dom)]++;
      for (int d = 1; d <= s->n; d++)
        may[d] += ss_bits_has (dom, d);
    }
  for (int d = 1; d <= s->n; d++)
    used += fixed[d] ? d : 0;
  if (used > c->ncells)
    return -1;
  for (int d = 1; d <= s->n; d++)
    {
      if (!fixed[d] && used + d > c->ncells)
        may[d] = 0; /* no room beside the digits already there */
      if (digit (s, c, d, fixed[d], may[d]) < 0)
        return -1;
    }
  return 0;
}

const ss_cp_kind ss_cp_countingcircles = { prop, SS_CP_CELLS, 0, 0 };
