/* xsum.c -- the first X digits from the clue sum to it, X being the
 * first.  Every X the first cell can take is tried: it holds when the
 * X - 1 cells after it can make the rest of the total (without X: they
 * share its row or column), by the partial-sum table of sums.c.  Each
 * cell keeps what some X that holds gives it. */
#include <string.h>

#include "prop.h"

typedef struct xsum {
  ss_cp *s;
  const ss_con *c;
  ss_bits *allowed, *doms, *keep;
  uint8_t *targets;
} xsum;

/* 0 when X cannot hold, 1 when it does (allowed updated), -1 out of
 * memory. */
static int
try_x (xsum *w, int x)
{
  ss_cp *s = w->s;
  int rest = w->c->val[0] - x, got = 0, m = x - 1;
  if (x > w->c->ncells || rest < m || rest > m * s->n)
    return 0;
  memset (w->targets, 0, (size_t) rest + 1);
  w->targets[rest] = 1;
  for (int t = 0; t < m; t++)
    w->doms[t] = ss_bits_minus (s->dom[w->c->cell[1 + t]], ss_bits_one (x));
  if (m > 0)
    got = ss_cp_sum_support (s, w->doms, m, w->targets, rest, w->keep, 0);
  if (got < 0)
    return s->failed ? -1 : 0;
  w->allowed[0] = ss_bits_or (w->allowed[0], ss_bits_one (x));
  for (int t = 1; t < w->c->ncells; t++)
    w->allowed[t] = ss_bits_or (w->allowed[t], t > m ? s->dom[w->c->cell[t]]
                                               : got ? w->doms[t - 1]
                                               : w->keep[t - 1]);
  return 1;
}

static int
prop (ss_cp *s, const ss_con *c, int cell)
{
  int n = c->ncells, any = 0;
  xsum w = { s, c, 0, 0, 0, 0 };
  (void) cell;
  w.allowed = ss_cp_scratch (s, 3, 3 * (size_t) n * sizeof *w.allowed);
  w.targets = ss_cp_scratch (s, 4, (size_t) c->val[0] + 1);
  if (!w.allowed || !w.targets)
    return -1;
  w.doms = w.allowed + n;
  w.keep = w.doms + n;
  for (int t = 0; t < n; t++)
    w.allowed[t] = ss_bits_none ();
  for (int x = 1; x <= s->n; x++)
    if (ss_bits_has (s->dom[c->cell[0]], x))
      {
        int got = try_x (&w, x);
        if (got < 0)
          return -1;
        any |= got;
      }
  for (int t = 0; any && t < n; t++)
    if (ss_cp_keep (s, c->cell[t], w.allowed[t]) < 0)
      return -1;
  return any ? 0 : -1;
}

const ss_cp_kind ss_cp_xsum = { prop, SS_CP_CELLS, 0, 0 };
