/* lunchbox.c -- no digit twice in the listed cells, and those strictly
 * between the smallest digit's cell and the largest's (in the order
 * listed) sum to the clue.  Every way of placing the crusts the
 * candidates allow is tried: digit a at position i as the smallest, b
 * at j as the largest (a < b, with room for the other cells' distinct
 * digits between them); it holds when every other cell can take a digit
 * of a+1..b-1 and the cells between i and j can make the total from
 * those (the partial-sum table of sums.c).  Each cell keeps what some
 * placement that holds gives it; none is a contradiction. */
#include <string.h>

#include "prop.h"

typedef struct box {
  ss_cp *s;
  const ss_con *c;
  ss_bits *allowed, *doms, *keep;
  uint8_t *targets;
} box;

/* The smallest a at i, the largest b at j: 1 held (allowed updated), 0
 * not, -1 out of memory. */
static int
try_crusts (box *w, int i, int a, int j, int b)
{
  ss_cp *s = w->s;
  const ss_con *c = w->c;
  ss_bits mid = ss_cp_range (a + 1, b - 1);
  int from = i < j ? i : j, to = i < j ? j : i, m = to - from - 1, got = 0;
  for (int t = 0; t < c->ncells; t++)
    if (t != i && t != j
        && ss_bits_empty (ss_bits_and (s->dom[c->cell[t]], mid)))
      return 0;
  for (int t = 0; t < m; t++)
    w->doms[t] = ss_bits_and (s->dom[c->cell[from + 1 + t]], mid);
  if (m > 0)
    got = ss_cp_sum_support (s, w->doms, m, w->targets, c->val[0], w->keep,
                             0);
  else if (c->val[0] != 0)
    return 0;
  if (got < 0)
    return s->failed ? -1 : 0;
  for (int t = 0; t < c->ncells; t++)
    {
      ss_bits add = t == i ? ss_bits_one (a) : t == j ? ss_bits_one (b)
                    : t > from && t < to ? (got ? w->doms[t - from - 1]
                                                : w->keep[t - from - 1])
                    : ss_bits_and (s->dom[c->cell[t]], mid);
      w->allowed[t] = ss_bits_or (w->allowed[t], add);
    }
  return 1;
}

/* Every digit pair of positions i and j. */
static int
try_cells (box *w, int i, int j)
{
  ss_cp *s = w->s;
  int gap = w->c->ncells - 1, any = 0;
  for (int a = 1; a + gap <= s->n; a++)
    for (int b = a + gap; b <= s->n; b++)
      if (ss_bits_has (s->dom[w->c->cell[i]], a)
          && ss_bits_has (s->dom[w->c->cell[j]], b))
        {
          int got = try_crusts (w, i, a, j, b);
          if (got < 0)
            return -1;
          any |= got;
        }
  return any;
}

static int
prop (ss_cp *s, const ss_con *c, int cell)
{
  int len = c->ncells, any = 0;
  box w = { s, c, 0, 0, 0, 0 };
  (void) cell;
  if (ss_cp_distinct (s, c->cell, len) < 0)
    return -1;
  w.allowed = ss_cp_scratch (s, 3, 3 * (size_t) len * sizeof *w.allowed);
  w.targets = ss_cp_scratch (s, 4, (size_t) c->val[0] + 1);
  if (!w.allowed || !w.targets)
    return -1;
  w.doms = w.allowed + len;
  w.keep = w.doms + len;
  memset (w.targets, 0, (size_t) c->val[0] + 1);
  w.targets[c->val[0]] = 1;
  for (int t = 0; t < len; t++)
    w.allowed[t] = ss_bits_none ();
  for (int i = 0; i < len; i++)
    for (int j = 0; j < len; j++)
      if (i != j)
        {
          int got = try_cells (&w, i, j);
          if (got < 0)
            return -1;
          any |= got;
        }
  if (!any)
    return -1;
  for (int t = 0; t < len; t++)
    if (ss_cp_keep (s, c->cell[t], w.allowed[t]) < 0)
      return -1;
  return 0;
}

const ss_cp_kind ss_cp_lunchbox = { prop, SS_CP_CELLS, 0, 0 };
