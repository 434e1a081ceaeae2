/* nonconsecutive.c -- orthogonal neighbours without a kropki dot are not
 * consecutive.  Support: a neighbour's digit e stays only while this
 * cell has some digit outside e-1..e+1 (equal digits share a row or a
 * column, so they are out too).  A cell with four or more candidates
 * supports every digit, so only small sets are looked at. */
#include "prop.h"

static ss_bits
partners (const ss_cp *s, ss_bits dom)
{
  ss_bits ok = ss_bits_none ();
  for (int d = 1; d <= s->n; d++)
    if (ss_bits_has (dom, d))
      ok = ss_bits_or (ok, ss_bits_minus (s->full, ss_cp_range (d - 1,
                                                                 d + 1)));
  return ok;
}

static int
from_cell (ss_cp *s, int cell)
{
  int nb[4];
  if (ss_bits_count (s->dom[cell]) > 3)
    return 0;
  ss_bits ok = partners (s, s->dom[cell]);
  ss_cp_neighbours (s->n, cell, nb);
  for (int dir = 0; dir < 4; dir++)
    if (nb[dir] >= 0 && !(s->mark[cell * 4 + dir] & SS_CP_MARK_KROPKI)
        && ss_cp_keep (s, nb[dir], ok) < 0)
      return -1;
  return 0;
}

static int
prop (ss_cp *s, const ss_con *c, int cell)
{
  (void) c;
  if (cell >= 0)
    return from_cell (s, cell);
  for (int i = 0; i < s->nn; i++)
    if (from_cell (s, i) < 0)
      return -1;
  return 0;
}

const ss_cp_kind ss_cp_nonconsecutive = { prop, SS_CP_EACH, 0, 0 };
