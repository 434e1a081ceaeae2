/* locked_houses.c -- locked candidates between any two houses of a
 * variant puzzle, where one of them is an extra house (a diagonal, a
 * disjoint group, an extra region): in house A, digit d can only go in
 * cells that also lie in house B, so d in A fills B's copy of d too:
 * strike d from the rest of B.  (Box and line, regions included, are
 * pointing and claiming, locked.c.)  The reason is the facts that keep d
 * out of A's other cells, as in locked.c.
 */
#include <stdlib.h>

#include "state.h"

/* 1 when every candidate of d in house a lies in house b. */
static int
inside (const st_state *s, int a, int b, int d)
{
  int n = s->n;
  for (int k = 0; k < n; k++)
    {
      int c = s->unit_cell[a * n + k], in = 0;
      if (!st_has (s, c, d))
        continue;
      for (int i = 0; i < s->stride && s->cell_house[c * s->stride + i] >= 0;
           i++)
        in |= s->cell_house[c * s->stride + i] == b;
      if (!in)
        return 0;
    }
  return 1;
}

/* The candidates of d in house b outside house a, into elim. */
static int
outside (const st_state *s, int a, int b, int d, int *elim, int *cells,
         int *nc)
{
  int n = s->n, ne = 0;
  *nc = 0;
  for (int k = 0; k < n; k++)
    {
      int c = s->unit_cell[b * n + k];
      if (!st_has (s, c, d))
        continue;
      int in_a = 0;
      for (int j = 0; j < n; j++)
        in_a |= s->unit_cell[a * n + j] == c;
      if (in_a)
        cells[(*nc)++] = c;
      else
        elim[ne++] = c * n + d - 1;
    }
  return ne;
}

static int
lock (st_state *s, int a, int b, int d)
{
  int n = s->n, nc, *elim = malloc (sizeof *elim * (size_t) n);
  int *cells = malloc (sizeof *cells * (size_t) n);
  if (!elim || !cells)
    return free (elim), free (cells), -1;
  int ne = outside (s, a, b, d, elim, cells, &nc);
  if (!ne)
    return free (elim), free (cells), 0;
  ss_step f = st_proto (SS_TECH_LOCKED, SS_STEP_ELIMINATE);
  st_unit_of (s, a, &f.unit_kind, &f.unit);
  st_unit_of (s, b, &f.cover_kind, &f.cover);
  f.digits = ss_bits_one (d);
  f.cells = cells, f.ncells = nc, f.elim = elim, f.nelim = ne;
  int nr = ss_st_why_cells (s, s->unit_cell + a * n, n, d, s->scratch, 0);
  return ss_st_eliminate (s, &f, s->scratch, nr);
}

/* Digit d of house a: confined to a house b of its first cell? */
static int
try_house (st_state *s, int a, int d)
{
  int n = s->n, first = -1;
  for (int k = 0; k < n && first < 0; k++)
    if (st_has (s, s->unit_cell[a * n + k], d))
      first = s->unit_cell[a * n + k];
  for (int i = 0; first >= 0 && i < s->stride; i++)
    {
      int b = s->cell_house[first * s->stride + i];
      if (b < 0)
        break;
      if (b == a || (a < s->first && b < s->first) || !inside (s, a, b, d))
        continue;
      int got = lock (s, a, b, d);
      if (got)
        return got;
    }
  return 0;
}

int
ss_st_locked_houses (st_state *s)
{
  if (!s->model || s->units == s->first)
    return 0;
  for (int a = 0; a < s->units; a++)
    for (int d = 1; d <= s->n; d++)
      {
        if (ss_bits_has (s->placed[a], d))
          continue;
        int got = try_house (s, a, d);
        if (got)
          return got;
      }
  return 0;
}
