/* killer.c -- a killer cage: no digit twice, and the digits sum to the
 * total when one is given.
 *
 * sudosat's cage-combination filter, the setter's reasoning: list the
 * sets of distinct digits of the cage's size that make its total
 * (17 in two cells: {8,9}), keep the sets that fit the candidates (the
 * cells can take distinct digits of the set, one each: a matching), and
 * let each cell keep only digits of the sets that fit.  A digit in every
 * set that fits must be in the cage; with one cell left for it, it goes
 * there.  Sets are listed smallest digits first, cut short when the
 * digits left cannot make the rest of the total; a cage with too many
 * sets (large grids) falls back on bounds: each cell lies within the
 * total minus what the others can make at most and at least.
 */
#include "prop.h"

#define MAX_VISITS 20000

typedef struct combos {
  ss_cp *s;
  const ss_con *c;
  int digit[SS_MAX_N]; /* the candidates of the cage, ascending */
  int ndigits;
  long visits;
  int fitted, failed;
  ss_bits allowed, must;
} combos;

/* The sum of the `count` digits from position `from`: smallest first
 * (lo) or the largest of the list (hi). */
static int
lowest_sum (const combos *k, int from, int count)
{
  int t = 0;
  for (int i = 0; i < count; i++)
    t += k->digit[from + i];
  return t;
}

static int
highest_sum (const combos *k, int count)
{
  int t = 0;
  for (int i = 0; i < count; i++)
    t += k->digit[k->ndigits - 1 - i];
  return t;
}

static void
try_set (combos *k, ss_bits set)
{
  int fits = ss_cp_fits (k->s, k->c->cell, k->c->ncells, set);
  if (fits < 0)
    k->failed = 1;
  else if (fits)
    {
      k->fitted++;
      k->allowed = ss_bits_or (k->allowed, set);
      k->must = ss_bits_and (k->must, set);
    }
}

/* Sets of `count` more digits from position `from` on, making `rest`. */
static void
list (combos *k, int from, int count, int rest, ss_bits set)
{
  if (k->failed || ++k->visits > MAX_VISITS)
    return;
  if (count == 0)
    {
      if (rest == 0)
        try_set (k, set);
      return;
    }
  if (k->ndigits - from < count || highest_sum (k, count) < rest)
    return;
  for (int i = from; i + count <= k->ndigits; i++)
    {
      if (lowest_sum (k, i, count) > rest)
        break;
      list (k, i + 1, count - 1, rest - k->digit[i],
            ss_bits_or (set, ss_bits_one (k->digit[i])));
    }
}

static int
prop (ss_cp *s, const ss_con *c, int cell)
{
  combos k = { .s = s, .c = c, .allowed = ss_bits_none (), .must = s->full };
  ss_bits all = ss_bits_none ();
  (void) cell;
  if (ss_cp_distinct (s, c->cell, c->ncells) < 0)
    return -1;
  if (!c->nvals)
    return 0;
  for (int i = 0; i < c->ncells; i++)
    all = ss_bits_or (all, s->dom[c->cell[i]]);
  for (int d = 1; d <= s->n; d++)
    if (ss_bits_has (all, d))
      k.digit[k.ndigits++] = d;
  list (&k, 0, c->ncells, c->val[0], ss_bits_none ());
  if (k.failed)
    return -1;
  if (k.visits > MAX_VISITS)
    return ss_cp_sum_bounds (s, c->cell, c->ncells, c->val[0]);
  if (!k.fitted)
    return -1;
  for (int i = 0; i < c->ncells; i++)
    if (ss_cp_keep (s, c->cell[i], k.allowed) < 0)
      return -1;
  return ss_cp_place (s, c->cell, c->ncells, k.must);
}

const ss_cp_kind ss_cp_killer = { prop, SS_CP_CELLS, 0, 0 };
