/* leap.c -- the leap rules' conflict clauses (see leap.h): each pair of
 * cells once, from the step's forward end. */
#include "leap.h"

#include <stdlib.h>

#include "../../core/leaps.h"

typedef struct pair_rule {
  const ss_con *c;
  ss_leap s;
} pair_rule;

static int
allowed (int d, int e, const void *ctx)
{
  const pair_rule *p = ctx;
  return !ss_leap_bad (p->c, p->s, d, e);
}

/* Rules that only keep equal digits apart: a house does that already. */
static int
equal_only (const ss_con *c)
{
  return c->kind == SS_KIND_CHESS || c->kind == SS_KIND_TAXICAB
         || c->kind == SS_KIND_SELFTAXICAB;
}

static int
from_cell (ss_venc *k, const ss_con *c, int i, const ss_leap *steps,
           int count)
{
  int stop = 0;
  for (int s = 0; s < count && !stop; s++)
    {
      int j = ss_leap_to (k->n, i, steps[s]);
      pair_rule p = { c, steps[s] };
      if (j >= 0 && ss_leap_forward (steps[s]) && ss_leap_pair (c, i, j)
          && !(equal_only (c) && ss_venc_same_house (k, i, j)))
        stop = ss_venc_conflicts (k, i, j, allowed, &p);
    }
  return stop;
}

int
ss_enc_leap (ss_venc *k, const ss_con *c)
{
  int n = k->n, stop = 0;
  ss_leap *steps = malloc (sizeof *steps * (size_t) ss_leap_room (n));
  if (!steps)
    return ss_venc_fail (k, c, "out of memory");
  int count = ss_leap_steps (c, n, steps);
  for (int i = 0; i < n * n && !stop; i++)
    stop = from_cell (k, c, i, steps, count);
  free (steps);
  return stop;
}
