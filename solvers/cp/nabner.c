/* nabner.c -- no two digits on the line are equal or consecutive.  A
 * placed digit d leaves d-1, d and d+1 to no other cell of the line.
 * Then, as renban's windows: the line's digits are a set of as many
 * digits as it has cells, pairwise at least two apart; every such set
 * is tried (up to MAX_SETS of them), and fits when the cells can take
 * distinct digits of it (a matching).  Each cell keeps the digits of the
 * sets that fit, and a digit in every set that fits must be on the
 * line (with one cell left for it, it goes there).  Past MAX_SETS, the
 * most digits two apart that the cells' candidates offer together
 * (counted greedily from the smallest, which is a largest choice) must
 * be at least the line's length. */
#include "prop.h"

#define MAX_SETS 4096

typedef struct sets_seen {
  ss_cp *s;
  const ss_con *c;
  ss_bits allowed, must;
  int tried, fitted;
} sets_seen;

/* Sets of `left` more digits from `from` up, two apart; -1 when the
 * matching fails, 1 past MAX_SETS. */
static int
each_set (sets_seen *w, int from, int left, ss_bits set)
{
  if (!left)
    {
      if (++w->tried > MAX_SETS)
        return 1;
      int fits = ss_cp_fits (w->s, w->c->cell, w->c->ncells, set);
      if (fits < 0)
        return -1;
      if (fits)
        {
          w->fitted++;
          w->allowed = ss_bits_or (w->allowed, set);
          w->must = ss_bits_and (w->must, set);
        }
      return 0;
    }
  for (int d = from; d + 2 * (left - 1) <= w->s->n; d++)
    {
      int rc = each_set (w, d + 2, left - 1, ss_bits_or (set,
                                                         ss_bits_one (d)));
      if (rc)
        return rc;
    }
  return 0;
}

/* The most digits of d, pairwise at least two apart. */
static int
spread (const ss_cp *s, ss_bits d)
{
  int count = 0, last = -1;
  for (int v = 1; v <= s->n; v++)
    if (ss_bits_has (d, v) && (last < 0 || v >= last + 2))
      count++, last = v;
  return count;
}

static int
placed_apart (ss_cp *s, const ss_con *c)
{
  for (int i = 0; i < c->ncells; i++)
    {
      ss_bits d = s->dom[c->cell[i]];
      if (!ss_bits_single (d))
        continue;
      int v = ss_bits_lowest (d);
      ss_bits keep = ss_bits_minus (s->full, ss_cp_range (v - 1, v + 1));
      for (int j = 0; j < c->ncells; j++)
        if (j != i && ss_cp_keep (s, c->cell[j], keep) < 0)
          return -1;
    }
  return 0;
}

static int
prop (ss_cp *s, const ss_con *c, int cell)
{
  sets_seen w = { s, c, ss_bits_none (), s->full, 0, 0 };
  ss_bits all = ss_bits_none ();
  (void) cell;
  if (placed_apart (s, c) < 0)
    return -1;
  int rc = each_set (&w, 1, c->ncells, ss_bits_none ());
  if (rc < 0)
    return -1;
  if (rc == 0)
    {
      if (!w.fitted)
        return -1;
      for (int i = 0; i < c->ncells; i++)
        if (ss_cp_keep (s, c->cell[i], w.allowed) < 0)
          return -1;
      return ss_cp_place (s, c->cell, c->ncells, w.must);
    }
  for (int i = 0; i < c->ncells; i++)
    all = ss_bits_or (all, s->dom[c->cell[i]]);
  return spread (s, all) < c->ncells ? -1 : 0;
}

const ss_cp_kind ss_cp_nabner = { prop, SS_CP_CELLS, 0, 0 };
