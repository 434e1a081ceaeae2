/* fullrankties.c -- full rank's tie mode (core/kinds/fullrankties.c):
 * "unclued" and "any" are read by each clue's propagator (fullrank.c);
 * "none" is propagated here: no two of the 4N numbers read alike.
 *
 * For each two numbers, position by position on the candidates: cells
 * the two lines share, or both fixed to one digit, are alike; cells with
 * no candidate in common differ, and the pair is done.  With every
 * position alike the two tie: fail.  With one position left open and
 * one of its cells fixed, the other cell cannot take that digit.
 * Exact on a full grid, where every position is alike or differs. */
#include "prop.h"

#include "../../core/kinds/meaning.h"

/* Lines f and g kept apart; -1 when they surely tie. */
static int
apart (ss_cp *s, const int *f, const int *g)
{
  int open = -1;
  for (int j = 0; j < s->n; j++)
    {
      ss_bits a = s->dom[f[j]], b = s->dom[g[j]];
      if (f[j] == g[j] || (ss_bits_single (a) && ss_bits_eq (a, b)))
        continue;
      if (ss_bits_empty (ss_bits_and (a, b)))
        return 0;
      if (open >= 0)
        return 0; /* two positions open: nothing yet */
      open = j;
    }
  if (open < 0)
    return -1;
  ss_bits a = s->dom[f[open]], b = s->dom[g[open]];
  if (ss_bits_single (a))
    return ss_cp_remove (s, g[open], ss_bits_lowest (a)) < 0 ? -1 : 0;
  if (ss_bits_single (b))
    return ss_cp_remove (s, f[open], ss_bits_lowest (b)) < 0 ? -1 : 0;
  return 0;
}

static int
prop (ss_cp *s, const ss_con *c, int cell)
{
  int n = s->n, f[SS_MAX_N], g[SS_MAX_N], r, col;
  (void) cell;
  if (c->val[0] != SS_TIES_NONE)
    return 0;
  for (int i = 0; i < 4 * n; i++)
    for (int j = i + 1; j < 4 * n; j++)
      {
        ss_fullrank_line (n, i, f, &r, &col);
        ss_fullrank_line (n, j, g, &r, &col);
        if (apart (s, f, g) < 0)
          return -1;
      }
  return 0;
}

/* Every cell, in the mode none (the others watch nothing). */
static int
watch (const ss_model *m, const ss_con *c, int *cells)
{
  if (c->val[0] != SS_TIES_NONE)
    return 0;
  for (int i = 0; i < m->n * m->n; i++)
    cells[i] = i;
  return m->n * m->n;
}

const ss_cp_kind ss_cp_fullrankties = { prop, SS_CP_CELLS, watch, 0 };
