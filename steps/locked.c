/* locked.c -- locked candidates: where a box meets a row or column.
 *
 *   pointing  in a box, digit d can only go in one row (column), so d
 *             goes in that row's part of the box: strike d from the rest
 *             of the row;
 *   claiming  in a row (column), d can only go in one box: strike d from
 *             the rest of the box.
 *
 * The reason is the facts that keep d out of the other cells of the
 * first unit: that is what confines d to the intersection.
 */
#include <stdlib.h>

#include "state.h"

/* The unit of kind `want` all candidates of d in unit (kind, u) share,
 * or -1; *cells gets them, *k their count. */
static int
shared_unit (const st_state *s, int kind, int u, int d, int want,
             int *cells, int *k)
{
  int shared = -1;
  *k = 0;
  for (int i = 0; i < s->n; i++)
    {
      int c = st_ucell (s, kind, u, i);
      if (!st_has (s, c, d))
        continue;
      int w = s->cell_unit[c * s->stride + want];
      if (w < 0 || (shared >= 0 && w != shared)) /* w < 0: in no region */
        return -1;
      shared = w, cells[(*k)++] = c;
    }
  return shared;
}

/* The candidates of d in unit (tk, t) outside unit (kind, u). */
static int
outside (const st_state *s, int tk, int t, int kind, int u, int d, int *elim)
{
  int k = 0;
  for (int i = 0; i < s->n; i++)
    {
      int c = st_ucell (s, tk, t, i);
      if (st_has (s, c, d) && s->cell_unit[c * s->stride + kind] != u)
        elim[k++] = c * s->n + d - 1;
    }
  return k;
}

/* d confined by unit (kind, u) to unit (tk, t): strike the rest of t. */
static int
lock (st_state *s, ss_technique tech, int kind, int u, int tk, int t, int d,
      const int *cells, int ncells)
{
  int n = s->n, *elim = malloc (sizeof *elim * (size_t) n);
  int *pattern = malloc (sizeof *pattern * (size_t) ncells);
  if (!elim || !pattern)
    return free (elim), free (pattern), -1;
  int ne = outside (s, tk, t, kind, u, d, elim);
  if (!ne)
    return free (elim), free (pattern), 0;
  for (int i = 0; i < ncells; i++)
    pattern[i] = cells[i];
  ss_step f = st_proto (tech, SS_STEP_ELIMINATE);
  f.unit_kind = kind, f.unit = u, f.cover_kind = tk, f.cover = t;
  f.digits = ss_bits_one (d);
  f.cells = pattern, f.ncells = ncells, f.elim = elim, f.nelim = ne;
  int unit[SS_MAX_N];
  for (int i = 0; i < n; i++)
    unit[i] = st_ucell (s, kind, u, i);
  int nr = ss_st_why_cells (s, unit, n, d, s->scratch, 0);
  return ss_st_eliminate (s, &f, s->scratch, nr);
}

/* Every unit of kind `from`, every digit: confined to a `to` unit? */
static int
scan (st_state *s, ss_technique tech, int from, int to)
{
  int cells[SS_MAX_N], k;
  for (int u = 0; u < st_units_of (s, from); u++)
    for (int d = 1; d <= s->n; d++)
      {
        if (st_unit_has (s, from, u, d))
          continue;
        int t = shared_unit (s, from, u, d, to, cells, &k);
        int got = t < 0 || !k ? 0 : lock (s, tech, from, u, to, t, d, cells, k);
        if (got)
          return got;
      }
  return 0;
}

int
ss_st_pointing (st_state *s)
{
  int got = scan (s, SS_TECH_POINTING, SS_UNIT_BOX, SS_UNIT_ROW);
  return got ? got : scan (s, SS_TECH_POINTING, SS_UNIT_BOX, SS_UNIT_COL);
}

int
ss_st_claiming (st_state *s)
{
  int got = scan (s, SS_TECH_CLAIMING, SS_UNIT_ROW, SS_UNIT_BOX);
  return got ? got : scan (s, SS_TECH_CLAIMING, SS_UNIT_COL, SS_UNIT_BOX);
}
