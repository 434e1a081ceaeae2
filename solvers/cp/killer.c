/* killer.c -- a killer cage: no digit twice, and the digits sum to the
 * total when one is given.
 *
 * sudosat's cage-combination filter, the setter's reasoning: the sets of
 * distinct digits of the cage's size that make its total (17 in two
 * cells: {8,9}) are listed once, when the engine starts (init); each
 * time the cage runs, a set fits when every cell can take one of its
 * digits, every digit has a cell, and the cells can take distinct digits
 * of it (a matching); each cell keeps only digits of the sets that fit
 * (checking, per cell, which digits some matching gives it removed more
 * but cost more time than it saved on the killer bench set).
 * A digit in every set that fits must be in the cage; with one cell left
 * for it, it goes there.  A cage with more than MAX_SETS sets (large
 * grids) falls back on bounds: each cell lies within the total minus
 * what the others can make at most and at least.
 */
#include <stdlib.h>

#include "prop.h"

#define MAX_SETS 4096

typedef struct sets {
  int count;     /* -1: too many, bounds only; 0 with no total */
  ss_bits set[]; /* count sets */
} sets;

typedef struct lister {
  int n, size, total;
  sets *out;
} lister;

/* Sets of `left` more digits from `from` up, making `rest`. */
static int
list (lister *l, int from, int left, int rest, ss_bits set)
{
  if (left == 0)
    {
      if (rest)
        return 0;
      if (l->out->count >= MAX_SETS)
        return -1;
      l->out->set[l->out->count++] = set;
      return 0;
    }
  for (int d = from; d <= l->n; d++)
    {
      /* the smallest `left` digits from d already pass the rest */
      if (left * d + left * (left - 1) / 2 > rest)
        break;
      if (list (l, d + 1, left - 1, rest - d,
                ss_bits_or (set, ss_bits_one (d))) < 0)
        return -1;
    }
  return 0;
}

static void *
init (const ss_cp *s, const ss_con *c)
{
  sets *out = malloc (sizeof *out + MAX_SETS * sizeof (ss_bits));
  if (!out)
    return 0;
  out->count = 0;
  if (c->nvals)
    {
      lister l = { s->n, c->ncells, c->val[0], out };
      if (list (&l, 1, c->ncells, c->val[0], ss_bits_none ()) < 0)
        out->count = -1;
    }
  size_t keep = (size_t) (out->count > 0 ? out->count : 0);
  sets *fit = realloc (out, sizeof *out + keep * sizeof (ss_bits));
  return fit ? fit : out;
}

/* Does set fit the cells' candidates? (all: their union) */
static int
fits (ss_cp *s, const ss_con *c, ss_bits set, ss_bits all)
{
  if (!ss_bits_eq (ss_bits_and (set, all), set))
    return 0; /* a digit no cell can take */
  for (int i = 0; i < c->ncells; i++)
    if (ss_bits_empty (ss_bits_and (s->dom[c->cell[i]], set)))
      return 0;
  return c->ncells < 3 || ss_cp_fits (s, c->cell, c->ncells, set);
}

static int
prop (ss_cp *s, const ss_con *c, int cell)
{
  const sets *k = s->aux[c - s->m->con];
  ss_bits all = ss_bits_none (), allowed = ss_bits_none (), must = s->full;
  int fitted = 0;
  (void) cell;
  if (ss_cp_distinct (s, c->cell, c->ncells) < 0)
    return -1;
  if (!c->nvals)
    return 0;
  if (k->count < 0)
    return ss_cp_sum_bounds (s, c->cell, c->ncells, c->val[0]);
  for (int i = 0; i < c->ncells; i++)
    all = ss_bits_or (all, s->dom[c->cell[i]]);
  for (int j = 0; j < k->count; j++)
    if (fits (s, c, k->set[j], all))
      {
        fitted++;
        allowed = ss_bits_or (allowed, k->set[j]);
        must = ss_bits_and (must, k->set[j]);
      }
  if (!fitted)
    return -1;
  for (int i = 0; i < c->ncells; i++)
    if (ss_cp_keep (s, c->cell[i], allowed) < 0)
      return -1;
  return ss_cp_place (s, c->cell, c->ncells, must);
}

const ss_cp_kind ss_cp_killer = { prop, SS_CP_CELLS, 0, init };
