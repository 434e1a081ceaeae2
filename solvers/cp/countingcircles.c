/* countingcircles.c -- each digit the circles hold appears in exactly
 * that many of them.  Per digit d, from the circles fixed to d and those
 * that may still take it: more than d fixed fails; fewer than d able to
 * take it means d is in none; d fixed leaves d to no other circle; one
 * fixed and exactly d able fixes them all.  And the digits fixed in
 * some circle fill that many circles each: when their sum passes the
 * set's size the rule fails, and a digit that would not fit beside them
 * goes.  Last, the digits present add up to the number of circles:
 * over the digits still possible, a digit in no subset that makes it
 * goes, and one in every subset that exactly d circles may hold fills
 * them.  Exact on a full assignment: every count is then fixed. */
#include "prop.h"

#include <string.h>

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

/* The digits the circles hold add up to their number k.  Over the
 * digits that may still be there (a fixed one must), which subsets make
 * k: from below, f[d][t] = "digits 1..d can make t"; from above, g the
 * same over d..N.  A digit no subset uses goes (ok[d] = 0); a digit every
 * subset uses is needed (must[d] = 1).  0; -1 when no subset makes k; 1
 * when the tables would be too large (nothing said). */
#define SUBSETS_MAX 65536
static int
subsets (ss_cp *s, int k, const int *fixed, const int *may, uint8_t *ok,
         uint8_t *must)
{
  int n = s->n, w = k + 1;
  size_t size = (size_t) (n + 2) * (size_t) w;
  if (size > SUBSETS_MAX)
    return 1;
  uint8_t *f = ss_cp_scratch (s, 3, size), *g = ss_cp_scratch (s, 4, size);
  if (!f || !g)
    return 1;
  memset (f, 0, size), memset (g, 0, size);
  f[0] = g[(n + 1) * w] = 1;
  for (int d = 1; d <= n; d++)
    for (int t = 0; t <= k; t++)
      f[d * w + t] = (!fixed[d] && f[(d - 1) * w + t])
                     || (may[d] >= d && t >= d && f[(d - 1) * w + t - d]);
  for (int d = n; d >= 1; d--)
    for (int t = 0; t <= k; t++)
      g[d * w + t] = (!fixed[d] && g[(d + 1) * w + t])
                     || (may[d] >= d && t >= d && g[(d + 1) * w + t - d]);
  if (!f[n * w + k])
    return -1;
  for (int d = 1; d <= n; d++)
    {
      int use = 0, skip = 0;
      for (int t = 0; t <= k; t++)
        {
          use |= may[d] >= d && t + d <= k && f[(d - 1) * w + t]
                 && g[(d + 1) * w + k - d - t];
          skip |= !fixed[d] && f[(d - 1) * w + t] && g[(d + 1) * w + k - t];
        }
      ok[d] = (uint8_t) use, must[d] = (uint8_t) !skip;
    }
  return 0;
}

/* A needed digit d that exactly d circles may hold goes in all of them. */
static int
needed (ss_cp *s, const ss_con *c, int d)
{
  for (int i = 0; i < c->ncells; i++)
    if (ss_bits_has (s->dom[c->cell[i]], d) && ss_cp_fix (s, c->cell[i], d) < 0)
      return -1;
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
    if (!fixed[d] && used + d > c->ncells)
      may[d] = 0; /* no room beside the digits already there */
  uint8_t ok[SS_MAX_N + 1], must[SS_MAX_N + 1];
  int sets = subsets (s, c->ncells, fixed, may, ok, must);
  if (sets < 0)
    return -1;
  for (int d = 1; d <= s->n; d++)
    {
      if (!sets && !ok[d])
        may[d] = 0;
      if (digit (s, c, d, fixed[d], may[d]) < 0)
        return -1;
      if (!sets && ok[d] && must[d] && !fixed[d] && may[d] == d
          && needed (s, c, d) < 0)
        return -1;
    }
  return 0;
}

const ss_cp_kind ss_cp_countingcircles = { prop, SS_CP_CELLS, 0, 0 };
