/* sandwich.c -- the digits between the 1 and the N of the row (or
 * column) sum to the clue.  Every placement of the 1 and the N the
 * candidates allow is tried: it holds when the cells between can make
 * the total without 1 and N (distinct digits of 2..N-1 bound how many
 * cells can make it; the partial-sum table of sums.c says which digits
 * do).  Each cell keeps what some placement that holds gives it: the 1,
 * the N, a digit that makes the sum between them, or any digit but 1
 * and N outside. */
#include <string.h>

#include "prop.h"

typedef struct sandwich {
  ss_cp *s;
  const ss_con *c;
  ss_bits *allowed, *doms, *keep;
  uint8_t *targets;
  ss_bits middle; /* 2..N-1 */
} sandwich;

/* m distinct digits of 2..N-1: can they sum to total at all? */
static int
reachable (int n, int m, int total)
{
  int lo = (m + 1) * (m + 2) / 2 - 1, hi = m * (2 * n - m - 1) / 2;
  return m <= n - 2 && total >= lo && total <= hi;
}

/* The 1 at cell index i, the N at j: 0 when it cannot hold, 1 when it
 * does (allowed updated), -1 out of memory. */
static int
try_pair (sandwich *w, int i, int j)
{
  ss_cp *s = w->s;
  int lo = i < j ? i : j, hi = i < j ? j : i, m = hi - lo - 1;
  int total = w->c->val[0], got = 0;
  if (!reachable (s->n, m, total))
    return 0;
  for (int t = 0; t < m; t++)
    w->doms[t] = ss_bits_and (s->dom[w->c->cell[lo + 1 + t]], w->middle);
  if (m > 0)
    got = ss_cp_sum_support (s, w->doms, m, w->targets, total, w->keep, 0);
  if (got < 0)
    return s->failed ? -1 : 0;
  for (int t = 0; t < s->n; t++)
    {
      ss_bits d = s->dom[w->c->cell[t]];
      ss_bits add = t == i ? ss_bits_one (1) : t == j ? ss_bits_one (s->n)
                    : t > lo && t < hi ? (got ? w->doms[t - lo - 1]
                                              : w->keep[t - lo - 1])
                    : ss_bits_and (d, w->middle);
      w->allowed[t] = ss_bits_or (w->allowed[t], add);
    }
  return 1;
}

static int
prop (ss_cp *s, const ss_con *c, int cell)
{
  int n = s->n, any = 0;
  sandwich w = { s, c, 0, 0, 0, 0, ss_cp_range (2, n - 1) };
  (void) cell;
  w.allowed = ss_cp_scratch (s, 3, 3 * (size_t) n * sizeof *w.allowed);
  w.targets = ss_cp_scratch (s, 4, (size_t) c->val[0] + 1);
  if (!w.allowed || !w.targets)
    return -1;
  w.doms = w.allowed + n;
  w.keep = w.doms + n;
  memset (w.targets, 0, (size_t) c->val[0] + 1);
  w.targets[c->val[0]] = 1;
  for (int t = 0; t < n; t++)
    w.allowed[t] = ss_bits_none ();
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      if (i != j && ss_bits_has (s->dom[c->cell[i]], 1)
          && ss_bits_has (s->dom[c->cell[j]], n))
        {
          int got = try_pair (&w, i, j);
          if (got < 0)
            return -1;
          any |= got;
        }
  for (int t = 0; any && t < n; t++)
    if (ss_cp_keep (s, c->cell[t], w.allowed[t]) < 0)
      return -1;
  return any ? 0 : -1;
}

const ss_cp_kind ss_cp_sandwich = { prop, SS_CP_CELLS, 0, 0 };
