/* lay_cells.c -- the kinds on single cells or small sets of them, read
 * off the full grid (see lay.h): extra regions of distinct digits
 * (sometimes all N, a house), odd and even cells, minimum and maximum
 * cells, quadruples, given pencil marks, and indexer cells where the
 * grid indexes, counting circles. */
#include "lay.h"

#include <stdlib.h>

/* ---- extra regions ------------------------------------------------------ */

static int
holds_digit (const ss_fz_lay *L, const int *cells, int k, int d)
{
  for (int i = 0; i < k; i++)
    if (L->g->cell[cells[i]] == d)
      return 1;
  return 0;
}

/* A connected group of distinct digits grown from a random cell, up
 * to size cells; a group that cannot grow takes a cell anywhere. */
static int
distinct_group (ss_fz_lay *L, int size, int *cells)
{
  int n = L->n, k = 1, nb[8];
  cells[0] = ss_fz_pick (L, n * n);
  while (k < size)
    {
      int from = cells[ss_fz_pick (L, k)], next = -1;
      int m = ss_fz_neighbours (n, from, 1, nb);
      for (int t = 0; t < m && next < 0; t++)
        {
          int c = nb[(t + ss_fz_pick (L, m)) % m];
          if (!holds_digit (L, cells, k, L->g->cell[c]))
            next = c;
        }
      for (int t = 0; next < 0 && t < 4 * n * n; t++)
        {
          int c = ss_fz_pick (L, n * n);
          if (!holds_digit (L, cells, k, L->g->cell[c]))
            next = c;
        }
      if (next < 0)
        break;
      cells[k++] = next;
    }
  return k;
}

int
ss_fz_lay_extra (ss_fz_lay *L)
{
  int n = L->n, cells[SS_MAX_N], added = 0;
  if (n < 2)
    return 0;
  for (int i = ss_fz_lay_count (L); i-- > 0;)
    {
      int size = ss_fz_pick (L, 4) ? 2 + ss_fz_pick (L, n - 1) : n;
      int k = distinct_group (L, size, cells);
      ss_con c;
      ss_fz_sort (cells, k);
      ss_fz_con (&c, SS_KIND_EXTRA);
      c.cell = cells, c.ncells = k;
      int got = ss_fz_lay_add (L, &c);
      if (got < 0)
        return -1;
      added += got;
    }
  return added;
}

/* ---- odd and even ------------------------------------------------------- */

int
ss_fz_lay_parity (ss_fz_lay *L)
{
  int n = L->n, added = 0, cells[4];
  for (int i = ss_fz_lay_count (L); i-- > 0;)
    {
      int odd = ss_fz_pick (L, 2), want = 1 + ss_fz_pick (L, 4), k = 0;
      for (int t = 0; t < 8 * want && k < want; t++)
        {
          int c = ss_fz_pick (L, n * n);
          if (L->g->cell[c] % 2 == odd)
            {
              int dup = 0;
              for (int j = 0; j < k; j++)
                dup |= cells[j] == c;
              if (!dup)
                cells[k++] = c;
            }
        }
      if (!k)
        continue;
      ss_fz_sort (cells, k);
      ss_con c;
      ss_fz_con (&c, SS_KIND_PARITY);
      c.cell = cells, c.ncells = k, c.val = &odd, c.nvals = 1;
      int got = ss_fz_lay_add (L, &c);
      if (got < 0)
        return -1;
      added += got;
    }
  return added;
}

/* ---- minimum and maximum cells ------------------------------------------ */

/* Cells in random order, each kept as a minimum (sign -1) or maximum
 * (+1) when it is below (above) every neighbour not yet one of the same
 * sign: the kind's check says so (its rivals skip those), and a cell
 * added later only takes rivals away. */
static int
extremes (ss_fz_lay *L, int sign, int want)
{
  int n = L->n, added = 0;
  for (int t = 0; t < 4 * n * n && added < want; t++)
    {
      int cell = ss_fz_pick (L, n * n), val = sign;
      ss_con c;
      ss_fz_con (&c, SS_KIND_EXTREME);
      c.cell = &cell, c.ncells = 1, c.val = &val, c.nvals = 1;
      int dup = 0;
      for (int i = 0; i < L->m->ncons; i++)
        dup |= L->m->con[i].kind == SS_KIND_EXTREME
               && L->m->con[i].cell[0] == cell;
      int got = dup ? 0 : ss_fz_lay_add (L, &c);
      if (got < 0)
        return -1;
      added += got;
    }
  return added;
}

int
ss_fz_lay_extreme (ss_fz_lay *L)
{
  int lo = extremes (L, -1, ss_fz_pick (L, 4));
  int hi = lo < 0 ? -1 : extremes (L, 1, 1 + ss_fz_pick (L, 3));
  return lo < 0 || hi < 0 ? -1 : lo + hi;
}

/* ---- quadruples --------------------------------------------------------- */

int
ss_fz_lay_quadruple (ss_fz_lay *L)
{
  int n = L->n, added = 0;
  if (n < 2)
    return 0;
  for (int i = ss_fz_lay_count (L); i-- > 0;)
    {
      int top = ss_fz_pick (L, n - 1) * n + ss_fz_pick (L, n - 1);
      int cells[4] = { top, top + 1, top + n, top + n + 1 }, vals[4];
      int k = 1 + ss_fz_pick (L, 4), order[4] = { 0, 1, 2, 3 };
      ss_rng_shuffle (&L->rng, order, 4);
      for (int j = 0; j < k; j++)
        vals[j] = L->g->cell[cells[order[j]]];
      ss_fz_sort (vals, k);
      ss_con c;
      ss_fz_con (&c, SS_KIND_QUADRUPLE);
      c.cell = cells, c.ncells = 4, c.val = vals, c.nvals = k;
      int got = ss_fz_lay_add (L, &c);
      if (got < 0)
        return -1;
      added += got;
    }
  return added;
}

/* ---- given pencil marks ------------------------------------------------- */

/* The cell's digit among 1 to N listed digits; cells not marked yet. */
int
ss_fz_lay_pencilmarks (ss_fz_lay *L)
{
  int n = L->n, added = 0, digits[SS_MAX_N];
  for (int i = ss_fz_lay_count (L); i-- > 0;)
    {
      int cell = ss_fz_pick (L, n * n), k = 1 + ss_fz_pick (L, n), dup = 0;
      for (int j = 0; j < L->m->ncons; j++)
        dup |= L->m->con[j].kind == SS_KIND_PENCILMARKS
               && L->m->con[j].cell[0] == cell;
      if (dup)
        continue;
      for (int d = 0; d < n; d++)
        digits[d] = d + 1;
      ss_rng_shuffle (&L->rng, digits, n);
      for (int d = 0; d < n; d++)
        if (digits[d] == L->g->cell[cell])
          digits[d] = digits[0], digits[0] = L->g->cell[cell];
      ss_fz_sort (digits, k);
      ss_con c;
      ss_fz_con (&c, SS_KIND_PENCILMARKS);
      c.cell = &cell, c.ncells = 1, c.val = digits, c.nvals = k;
      int got = ss_fz_lay_add (L, &c);
      if (got < 0)
        return -1;
      added += got;
    }
  return added;
}

/* ---- indexers ----------------------------------------------------------- */

/* The cells where the grid indexes along a random axis (the kind's
 * check on each cell alone), up to 4 of them at random, in one
 * constraint. */
int
ss_fz_lay_indexer (ss_fz_lay *L)
{
  int n = L->n, axes = L->m->irregular ? 2 : 3, got = 0;
  int *fit = malloc (sizeof *fit * (size_t) n * n);
  if (!fit)
    return -1;
  for (int t = 0; t < 3 && !got; t++)
    {
      int axis = ss_fz_pick (L, axes), k = 0, want = 1 + ss_fz_pick (L, 4);
      ss_con c;
      ss_fz_con (&c, SS_KIND_INDEXER);
      c.ncells = 1, c.val = &axis, c.nvals = 1;
      for (int cell = 0; cell < n * n; cell++)
        if (c.cell = &cell, ss_fz_lay_fits (L, &c))
          fit[k++] = cell;
      ss_rng_shuffle (&L->rng, fit, k);
      c.cell = fit, c.ncells = k < want ? k : want;
      ss_fz_sort (fit, c.ncells);
      got = k ? ss_fz_lay_add (L, &c) : 0;
    }
  free (fit);
  return got;
}

/* ---- counting circles --------------------------------------------------- */

/* One or two digits d of 1..4, each on d of the cells that hold it in
 * the grid (a digit is in N cells, so d of them always exist). */
int
ss_fz_lay_countingcircles (ss_fz_lay *L)
{
  int n = L->n, cells[8], k = 0, first = 0;
  for (int i = 1 + ss_fz_pick (L, 2); i-- > 0;)
    {
      int d = 1 + ss_fz_pick (L, n < 4 ? n : 4), from = k;
      if (d == first)
        continue;
      first = d;
      for (int t = 0; t < 16 * n * n && k - from < d; t++)
        {
          int c = ss_fz_pick (L, n * n), dup = 0;
          for (int j = from; j < k; j++)
            dup |= cells[j] == c;
          if (L->g->cell[c] == d && !dup)
            cells[k++] = c;
        }
      k = k - from < d ? from : k;
    }
  if (!k)
    return 0;
  ss_fz_sort (cells, k);
  ss_con c;
  ss_fz_con (&c, SS_KIND_COUNTINGCIRCLES);
  c.cell = cells, c.ncells = k;
  return ss_fz_lay_add (L, &c);
}
