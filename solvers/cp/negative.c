/* negative.c -- the negative constraint of a marker family: orthogonal
 * neighbours without a marker of the family lack its property, for the
 * values core/kinds/negative.c's ss_negative_values gives (white: a
 * difference of 1 or of any difference marker's value; black: a ratio
 * of any ratio marker's value, or of 2 when there is none; xv: a sum of
 * 5 or 10).
 *
 * init makes a table: for each digit d, the digits a neighbour may hold
 * beside it (property absent, and not d itself, since neighbours share a
 * row or a column).  A changed cell then keeps in each unmarked
 * neighbour only digits some candidate of its own allows. */
#include <stdlib.h>

#include "prop.h"
#include "../../core/kinds/meaning.h"

/* Does the pair (x, y) have the property for one of the values? */
static int
has_property (int family, int x, int y, const int *vals, int k)
{
  for (int i = 0; i < k; i++)
    if (family == SS_NEGATIVE_XV ? x + y == vals[i]
        : family == SS_NEGATIVE_WHITE ? abs (x - y) == vals[i]
        : x == vals[i] * y || y == vals[i] * x)
      return 1;
  return 0;
}

static void *
init (const ss_cp *s, const ss_con *c)
{
  ss_bits *ok = malloc ((size_t) (s->n + 1) * sizeof *ok);
  int vals[64], k = ss_negative_values (s->m, c->val[0], vals, 64);
  for (int d = 1; ok && d <= s->n; d++)
    {
      ok[d] = ss_bits_none ();
      for (int e = 1; e <= s->n; e++)
        if (e != d && !has_property (c->val[0], d, e, vals, k))
          ok[d] = ss_bits_or (ok[d], ss_bits_one (e));
    }
  return ok;
}

static int
from_cell (ss_cp *s, const ss_con *c, const ss_bits *ok, int cell)
{
  unsigned exempt = c->val[0] == SS_NEGATIVE_XV ? SS_CP_MARK_XV
                                                : SS_CP_MARK_KROPKI;
  ss_bits allowed = ss_bits_none ();
  int nb[4];
  for (int d = 1; d <= s->n; d++)
    if (ss_bits_has (s->dom[cell], d))
      allowed = ss_bits_or (allowed, ok[d]);
  ss_cp_neighbours (s->n, cell, nb);
  for (int dir = 0; dir < 4; dir++)
    if (nb[dir] >= 0 && !(s->mark[cell * 4 + dir] & exempt)
        && ss_cp_keep (s, nb[dir], allowed) < 0)
      return -1;
  return 0;
}

static int
prop (ss_cp *s, const ss_con *c, int cell)
{
  const ss_bits *ok = s->aux[c - s->m->con];
  if (cell >= 0)
    return from_cell (s, c, ok, cell);
  for (int i = 0; i < s->nn; i++)
    if (from_cell (s, c, ok, i) < 0)
      return -1;
  return 0;
}

const ss_cp_kind ss_cp_negative = { prop, SS_CP_EACH, 0, init };
