/* renban.c -- the line holds consecutive digits, none twice: a run of
 * len digits lo..lo+len-1 in some order.  Each window lo..lo+len-1 is
 * tried: it fits when the cells can take distinct digits of it (a
 * matching); a cell keeps the digits of the windows that fit, and a
 * digit every fitting window contains must be on the line, so it goes to
 * its one possible cell when there is only one. */
#include "prop.h"

static int
prop (ss_cp *s, const ss_con *c, int cell)
{
  int len = c->ncells;
  ss_bits allowed = ss_bits_none (), must = s->full;
  (void) cell;
  if (ss_cp_distinct (s, c->cell, len) < 0)
    return -1;
  for (int lo = 1; lo + len - 1 <= s->n; lo++)
    {
      ss_bits w = ss_cp_range (lo, lo + len - 1);
      int fits = ss_cp_fits (s, c->cell, len, w);
      if (fits < 0)
        return -1;
      if (fits)
        allowed = ss_bits_or (allowed, w), must = ss_bits_and (must, w);
    }
  if (ss_bits_empty (allowed))
    return -1;
  for (int i = 0; i < len; i++)
    if (ss_cp_keep (s, c->cell[i], allowed) < 0)
      return -1;
  return ss_cp_place (s, c->cell, c->ncells, must);
}

const ss_cp_kind ss_cp_renban = { prop, SS_CP_CELLS, 0, 0 };
