/* leap.c -- the leap rules' propagator (see leap.h).  A cell with many
 * candidates supports nearly every digit of its partners, so only cells
 * down to three candidates are looked at; a placed digit always is,
 * which makes the rule exact on a full assignment. */
#include "leap.h"

#include <stdlib.h>

#include "../../core/leaps.h"

typedef struct steps {
  int count;
  ss_leap step[];
} steps;

void *
ss_cp_leap_init (const ss_cp *s, const ss_con *c)
{
  steps *st = malloc (sizeof *st + sizeof (ss_leap)
                                   * (size_t) ss_leap_room (s->n));
  if (st)
    st->count = ss_leap_steps (c, s->n, st->step);
  return st;
}

/* The digits of `to` that some digit of `from` allows at step t. */
static ss_bits
supported (const ss_cp *s, const ss_con *c, ss_leap t, ss_bits from,
           ss_bits to)
{
  ss_bits ok = ss_bits_none ();
  for (int e = 1; e <= s->n; e++)
    for (int d = 1; d <= s->n && ss_bits_has (to, e); d++)
      if (ss_bits_has (from, d) && !ss_leap_bad (c, t, d, e))
        {
          ok = ss_bits_or (ok, ss_bits_one (e));
          break;
        }
  return ok;
}

static int
from_cell (ss_cp *s, const ss_con *c, const steps *st, int cell)
{
  if (ss_bits_count (s->dom[cell]) > 3)
    return 0;
  for (int i = 0; i < st->count; i++)
    {
      int j = ss_leap_to (s->n, cell, st->step[i]);
      if (j >= 0 && ss_leap_pair (c, cell, j) && ss_cp_keep (s, j, supported (s, c, st->step[i],
                                                 s->dom[cell],
                                                 s->dom[j])) < 0)
        return -1;
    }
  return 0;
}

int
ss_cp_leap_prop (ss_cp *s, const ss_con *c, int cell)
{
  const steps *st = s->aux[c - s->m->con];
  if (cell >= 0)
    return from_cell (s, c, st, cell);
  for (int i = 0; i < s->nn; i++)
    if (from_cell (s, c, st, i) < 0)
      return -1;
  return 0;
}
